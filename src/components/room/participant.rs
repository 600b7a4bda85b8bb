//! A participant's phone: their name (from the word lists), the question in their
//! language, one number and a slider, Submit (changeable until the question closes), then
//! the reveal with their own guess marked.

use leptos::prelude::*;
use passk_words::prelude::*;

use super::name_picker::NamePicker;
use super::{guess_text, question_text, reason_text, reveal_text};
use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::prefs::use_prefs;
use passk_chart::{Drawing, GuessChart};
use passk_room_core::frame::{guess_tenths, tenths_percent, HeldGuess, Reveal};
use passk_room_core::{Asked, ClientFrame, Code, Name, Phase, RoomError, ServerFrame};
use passk_web::browser;
use passk_web::room_socket::{relay_address, Handlers, Link, RoomSocket};

/// What a participant's page keeps for the tab: `token;first,second;question;guess`.
fn kept_key(code: &str) -> String {
    format!("passk.room.join.{code}")
}

/// What the participant's phone holds.
#[derive(Clone, Copy)]
struct Phone {
    link: RwSignal<Option<Link>>,
    token: RwSignal<Option<String>>,
    name: RwSignal<Option<Name>>,
    asked: RwSignal<Option<Asked>>,
    yours: RwSignal<Option<f64>>,
    draft: RwSignal<String>,
    reveal: RwSignal<Option<Reveal>>,
    error: RwSignal<Option<RoomError>>,
    refused: RwSignal<bool>,
}

impl Phone {
    fn new() -> Phone {
        Phone {
            link: RwSignal::new(None),
            token: RwSignal::new(None),
            name: RwSignal::new(None),
            asked: RwSignal::new(None),
            yours: RwSignal::new(None),
            draft: RwSignal::new("50".to_string()),
            reveal: RwSignal::new(None),
            error: RwSignal::new(None),
            refused: RwSignal::new(false),
        }
    }

    fn keep(self, code: &str) {
        let token = self.token.get_untracked().unwrap_or_default();
        let name = self
            .name
            .get_untracked()
            .map(|[a, b]| format!("{a},{b}"))
            .unwrap_or_default();
        let guess = match (self.asked.get_untracked(), self.yours.get_untracked()) {
            (Some(asked), Some(value)) => format!("{};{value}", asked.id),
            (Some(_) | None, _) => ";".to_string(),
        };
        browser::session_save(&kept_key(code), &format!("{token};{name};{guess}"));
    }

    fn restore(self, code: &str) -> Option<HeldGuess> {
        let text = browser::session_load(&kept_key(code))?;
        let mut parts = text.split(';');
        let (token, name, id, value) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if !token.is_empty() {
            self.token.set(Some(token.to_string()));
        }
        if let Some((a, b)) = name.split_once(',') {
            if let (Ok(a), Ok(b)) = (a.parse(), b.parse()) {
                self.name.set(Some([a, b]));
            }
        }
        let held = HeldGuess {
            id: id.parse().ok()?,
            value: value.parse().ok()?,
        };
        self.draft.set(held.value.to_string());
        Some(held)
    }

    fn take(self, frame: ServerFrame, code: &str, socket: &RoomSocket) {
        match frame {
            ServerFrame::Welcome {
                token,
                name,
                asked,
                yours,
                reveal,
            } => {
                self.token.set(Some(token));
                self.name.set(Some(name));
                self.asked.set(asked);
                self.yours.set(yours);
                if let Some(yours) = yours {
                    self.draft.set(yours.to_string());
                }
                self.reveal.set(reveal);
                self.error.set(None);
            }
            ServerFrame::Named { name } => self.name.set(Some(name)),
            ServerFrame::Asked { asked } => {
                let new_question =
                    self.asked.with_untracked(|old| old.as_ref().map(|a| a.id)) != Some(asked.id);
                if new_question {
                    self.yours.set(None);
                    self.reveal.set(None);
                }
                self.asked.set(Some(asked));
                self.error.set(None);
            }
            ServerFrame::Took { value, .. } => {
                self.yours.set(Some(value));
                self.error.set(None);
            }
            ServerFrame::Revealed { reveal } => self.reveal.set(Some(reveal)),
            ServerFrame::Error { error } => {
                self.error.set(Some(error));
                match error {
                    // A relay that restarted has no room until its presenter is back: a
                    // page that was in the room keeps trying.
                    RoomError::NoSuchRoom if self.token.get_untracked().is_some() => {
                        socket.retry_soon()
                    }
                    RoomError::JoinTooFast => socket.retry_soon(),
                    RoomError::NoSuchRoom
                    | RoomError::RoomExpired
                    | RoomError::JoinedElsewhere
                    | RoomError::RoomFull => {
                        socket.stop();
                        self.link.set(None);
                    }
                    RoomError::BadFrame
                    | RoomError::FrameTooLarge
                    | RoomError::TooFast
                    | RoomError::WrongSecret
                    | RoomError::TooManyRooms
                    | RoomError::NotPresenter
                    | RoomError::NotInRoom
                    | RoomError::AlreadyInRoom
                    | RoomError::QuestionClosed
                    | RoomError::StaleQuestion
                    | RoomError::BadGuess
                    | RoomError::BadQuestion
                    | RoomError::BadName
                    | RoomError::NothingAsked => {}
                }
            }
            // The presenter's frames.
            ServerFrame::Created { .. }
            | ServerFrame::Room { .. }
            | ServerFrame::Joined { .. }
            | ServerFrame::Guessed { .. } => {}
        }
        self.keep(code);
    }

    /// The status line: what the participant can do now.
    fn status(self, lang: passk_core::lang::Lang) -> String {
        let words = lang.room_words();
        if self.refused.get() {
            return words.guess_refused.to_string();
        }
        if let Some(error) = self.error.get() {
            return lang.room_error(error).to_string();
        }
        if self.link.get() == Some(Link::Lost) {
            return words.lost.to_string();
        }
        match (self.asked.get().map(|a| a.phase), self.yours.get()) {
            (None, _) => words.waiting.to_string(),
            (Some(Phase::Open), Some(yours)) => lang.guess_taken(&guess_text(yours, lang)),
            (Some(Phase::Open), None) => words.open_status.to_string(),
            (Some(Phase::Closed), _) => words.closed_status.to_string(),
            (Some(Phase::Revealed), _) => self.reveal.with(|reveal| {
                let Some(reveal) = reveal else {
                    return words.closed_status.to_string();
                };
                let room = reveal_text(reveal, lang);
                match reveal.yours {
                    Some(yours) => {
                        let gap = (yours - 100.0 * reveal.truth).abs();
                        let gap = lang.number(&format!("{}", (gap * 100.0).round() / 100.0));
                        format!("{} {room}", lang.your_gap(&guess_text(yours, lang), &gap))
                    }
                    None => room,
                }
            }),
        }
    }
}

/// The guess typed, read: a comma is a decimal point too; one decimal at most.
fn read_guess(text: &str) -> Option<f64> {
    let value: f64 = text
        .trim()
        .trim_end_matches('%')
        .trim()
        .replace(',', ".")
        .parse()
        .ok()?;
    let rounded = (value * 10.0).round() / 10.0;
    guess_tenths(rounded).ok().map(tenths_percent)
}

/// The reveal on a phone: the truth and the participant's own guess, its gap the title.
fn reveal_chart(phone: Phone, lang: Signal<passk_core::lang::Lang>) -> Signal<Drawing> {
    Signal::derive(move || {
        let lang = lang.get();
        let (truth, yours) = phone.reveal.with(|reveal| {
            reveal
                .as_ref()
                .map_or((None, None), |r| (Some(100.0 * r.truth), r.yours))
        });
        let title = truth
            .zip(yours)
            .map(|(truth, yours)| {
                let gap = (yours - truth).abs();
                let gap = lang.number(&format!("{}", (gap * 100.0).round() / 100.0));
                lang.your_gap(&guess_text(yours, lang), &gap)
            })
            .unwrap_or_default();
        Drawing::Guesses(GuessChart {
            guesses: phone.yours.get().into_iter().collect(),
            truth,
            yours,
            title,
            x_title: lang.room_words().axis_guess.to_string(),
        })
    })
}

/// What the phone says to the relay each time the connection opens, and what it does
/// with the relay's frames.
fn handlers(
    phone: Phone,
    code: String,
    held: Option<HeldGuess>,
    socket: StoredValue<Option<RoomSocket>, LocalStorage>,
) -> Handlers {
    let code_for_frames = code.clone();
    Handlers {
        on_open: Box::new(move |socket: &RoomSocket| {
            let guess = phone
                .asked
                .get_untracked()
                .zip(phone.yours.get_untracked())
                .map(|(asked, value)| HeldGuess {
                    id: asked.id,
                    value,
                })
                .or(held);
            socket.send(&ClientFrame::Join {
                code: code.clone(),
                token: phone.token.get_untracked(),
                name: phone.name.get_untracked(),
                guess,
            });
        }),
        on_frame: Box::new(move |frame| {
            if let Some(socket) = socket.get_value() {
                phone.take(frame, &code_for_frames, &socket);
            }
        }),
        on_link: Box::new(move |link| phone.link.set(Some(link))),
    }
}

/// A participant's phone.
#[component]
pub fn RoomParticipant(
    /// The room's code, as the link has it.
    code: String,
    /// The relay the link names, if any.
    relay: Option<String>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().room_words();
    let Some(code) = Code::parse(&code).map(|code| code.as_str().to_string()) else {
        return view! { <div class="view view-room"><p class="room-warning" data-testid="room-status" role="alert">{move || words().bad_link}</p></div> }.into_any();
    };
    let relay = relay_address(relay.as_deref());
    let phone = Phone::new();
    let held = phone.restore(&code);
    let socket: StoredValue<Option<RoomSocket>, LocalStorage> = StoredValue::new_local(None);
    let handlers = handlers(phone, code.clone(), held, socket);
    socket.set_value(Some(RoomSocket::open(&relay, handlers)));
    on_cleanup(move || {
        if let Some(socket) = socket.get_value() {
            socket.stop();
        }
    });
    let send = move |frame: ClientFrame| {
        socket.with_value(|socket| socket.as_ref().is_some_and(|socket| socket.send(&frame)))
    };
    let submit = move || {
        let Some(asked) = phone.asked.get_untracked() else {
            return;
        };
        match read_guess(&phone.draft.get_untracked()) {
            Some(value) => {
                phone.refused.set(false);
                send(ClientFrame::Guess {
                    id: asked.id,
                    value,
                });
            }
            None => phone.refused.set(true),
        }
    };
    let rename = move |name: Name| {
        send(ClientFrame::Rename { name });
    };
    let open =
        move || phone.asked.with(|asked| asked.as_ref().map(|a| a.phase)) == Some(Phase::Open);
    let chart = reveal_chart(phone, lang);
    view! {
        <div class="view view-room room-phone" data-testid="room-participant">
            <h2>{move || words().title}</h2>
            <p class="hint room-relay" data-testid="room-relay">{
                let relay = relay.clone();
                move || lang.get().relay_named(&relay)
            }</p>
            <div class="room-name-row">
                <span class="control-label">{move || words().name_label}</span>
                <strong data-testid="room-name">{move || phone.name.get().map(|name| lang.get().participant_name(name)).unwrap_or_default()}</strong>
                <NamePicker name=Signal::from(phone.name) on_pick=Callback::new(rename) />
            </div>
            <p class="room-question" data-testid="room-question-text">
                {move || phone.asked.with(|a| a.as_ref().and_then(|a| question_text(&a.question, lang.get())).unwrap_or_default())}
            </p>
            <label class="room-guess-row">
                <span class="control-label">{move || words().guess_label}</span>
                <input type="text" inputmode="decimal" data-testid="room-guess" autocomplete="off"
                    prop:value=move || phone.draft.get()
                    prop:disabled=move || !open()
                    on:input=move |ev| phone.draft.set(event_target_value(&ev))
                    on:keydown=move |ev| if ev.key() == "Enter" { submit() }
                />
            </label>
            <input type="range" min="0" max="100" step="0.1" data-testid="room-guess-slider" aria-label=move || words().guess_label
                prop:value=move || read_guess(&phone.draft.get()).unwrap_or(50.0).to_string()
                prop:disabled=move || !open()
                on:input=move |ev| phone.draft.set(event_target_value(&ev))
            />
            <button type="button" data-testid="room-submit" prop:disabled=move || !open() on:click=move |_| submit()>{move || words().submit}</button>
            <p class="room-status" data-testid="room-status" role="status" aria-live="polite">{move || phone.status(lang.get())}</p>
            <Show when=move || phone.reveal.with(Option::is_some)>
                <p class="quiz-reason">{move || phone.asked.with(|a| a.as_ref().and_then(|a| reason_text(&a.question, lang.get())).unwrap_or_default())}</p>
                <figure class="chart-figure">
                    <ChartCanvas chart=chart testid="room-reveal-chart" description=Signal::derive(move || phone.status(lang.get())) />
                </figure>
            </Show>
        </div>
    }
    .into_any()
}
