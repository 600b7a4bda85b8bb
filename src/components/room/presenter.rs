//! The presenter's screen: start a room, show its code, link and QR code, pick and open a
//! question, watch the guesses arrive, close, reveal.

use std::collections::BTreeMap;

use leptos::prelude::*;
use passk_words::prelude::*;

use super::join_panel::JoinPanel;
use super::{question_text, reason_text, reveal_text};
use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_chart::{Drawing, GuessChart};
use passk_core::quiz::{Question, QuestionKind, QUESTIONS};
use passk_room_core::frame::Reveal;
use passk_room_core::{Asked, ClientFrame, Phase, RoomError, ServerFrame, WireQuestion};
use passk_web::browser;
use passk_web::room_socket::{relay_address, Handlers, Link, RoomSocket};

/// Where the presenter's code and secret are kept for the tab (a reload presents again).
const PRESENTER_KEY: &str = "passk.room.presenter";

/// What the presenter's screen holds.
#[derive(Clone, Copy)]
struct Screen {
    link: RwSignal<Option<Link>>,
    room: RwSignal<Option<(String, String)>>,
    joined: RwSignal<u32>,
    asked: RwSignal<Option<Asked>>,
    guesses: RwSignal<BTreeMap<u32, f64>>,
    reveal: RwSignal<Option<Reveal>>,
    error: RwSignal<Option<RoomError>>,
}

impl Screen {
    fn new() -> Screen {
        Screen {
            link: RwSignal::new(None),
            room: RwSignal::new(None),
            joined: RwSignal::new(0),
            asked: RwSignal::new(None),
            guesses: RwSignal::new(BTreeMap::new()),
            reveal: RwSignal::new(None),
            error: RwSignal::new(None),
        }
    }

    /// Every guess on the question, in slot order.
    fn values(self) -> Vec<f64> {
        self.guesses
            .with(|guesses| guesses.values().copied().collect())
    }

    /// The guesses as dots, with the truth once revealed.
    fn guesses_chart(self, lang: Signal<passk_core::lang::Lang>) -> Signal<Drawing> {
        Signal::derive(move || {
            let lang = lang.get();
            let guesses = self.values();
            Drawing::Guesses(GuessChart {
                title: lang.guesses_count(guesses.len()),
                guesses,
                truth: self
                    .reveal
                    .with(|reveal| reveal.as_ref().map(|r| 100.0 * r.truth)),
                yours: None,
                x_title: lang.room_words().axis_guess.to_string(),
            })
        })
    }

    /// Says who this page is each time the connection opens, and takes the relay's frames.
    fn handlers(self, socket: StoredValue<Option<RoomSocket>, LocalStorage>) -> Handlers {
        Handlers {
            on_open: Box::new(move |socket: &RoomSocket| {
                let frame = match self.room.get_untracked() {
                    Some((code, secret)) => ClientFrame::Present {
                        code,
                        secret,
                        asked: self.asked.get_untracked(),
                    },
                    None => ClientFrame::Create {},
                };
                socket.send(&frame);
            }),
            on_frame: Box::new(move |frame| {
                if let Some(socket) = socket.get_value() {
                    self.take(frame, &socket);
                }
            }),
            on_link: Box::new(move |link| self.link.set(Some(link))),
        }
    }

    fn take(self, frame: ServerFrame, socket: &RoomSocket) {
        match frame {
            ServerFrame::Created { code, secret } => {
                browser::session_save(PRESENTER_KEY, &format!("{code};{secret}"));
                self.room.set(Some((code, secret)));
            }
            ServerFrame::Room {
                joined,
                asked,
                guesses,
                reveal,
                ..
            } => {
                self.joined.set(joined);
                self.asked.set(asked);
                self.guesses.set(guesses.into_iter().collect());
                self.reveal.set(reveal);
                self.error.set(None);
            }
            ServerFrame::Joined { joined } => self.joined.set(joined),
            ServerFrame::Guessed { slot, value } => self.guesses.update(|guesses| {
                guesses.insert(slot, value);
            }),
            ServerFrame::Asked { asked } => {
                let new_question =
                    self.asked.with_untracked(|old| old.as_ref().map(|a| a.id)) != Some(asked.id);
                if new_question {
                    self.guesses.set(BTreeMap::new());
                    self.reveal.set(None);
                }
                self.asked.set(Some(asked));
                self.error.set(None);
            }
            ServerFrame::Revealed { reveal } => self.reveal.set(Some(reveal)),
            ServerFrame::Error { error } => {
                self.error.set(Some(error));
                let room_gone = match error {
                    RoomError::RoomExpired
                    | RoomError::WrongSecret
                    | RoomError::JoinedElsewhere => true,
                    RoomError::BadFrame
                    | RoomError::FrameTooLarge
                    | RoomError::TooFast
                    | RoomError::JoinTooFast
                    | RoomError::NoSuchRoom
                    | RoomError::RoomFull
                    | RoomError::TooManyRooms
                    | RoomError::NotPresenter
                    | RoomError::NotInRoom
                    | RoomError::AlreadyInRoom
                    | RoomError::QuestionClosed
                    | RoomError::StaleQuestion
                    | RoomError::BadGuess
                    | RoomError::BadQuestion
                    | RoomError::BadName
                    | RoomError::NothingAsked => false,
                };
                if room_gone {
                    browser::forget_session(PRESENTER_KEY);
                    self.room.set(None);
                    socket.stop();
                    self.link.set(None);
                }
            }
            // A participant's frames: not the presenter's.
            ServerFrame::Welcome { .. } | ServerFrame::Named { .. } | ServerFrame::Took { .. } => {}
        }
    }
}

/// Numbers as a JSON array, at full precision ("[40,45.5]").
fn json_numbers(values: &[f64]) -> String {
    let numbers: Vec<String> = values.iter().map(f64::to_string).collect();
    format!("[{}]", numbers.join(","))
}

/// The questions the presenter may ask: the quiz's, then what the explorer shows now.
fn question_choices(state: PageState) -> Vec<(Question, bool)> {
    let rate_per_mille = state.rate_per_mille.get_untracked();
    let mut choices: Vec<(Question, bool)> = QUESTIONS.iter().map(|q| (*q, false)).collect();
    for (kind, count) in [
        (QuestionKind::PassHatK, state.k.get_untracked()),
        (QuestionKind::PassAtK, state.k.get_untracked()),
        (QuestionKind::Chain, state.steps.get_untracked()),
    ] {
        choices.push((
            Question {
                kind,
                rate_per_mille,
                count,
            },
            true,
        ));
    }
    choices
}

/// The presenter's screen.
#[component]
pub fn RoomPresenter(
    /// The page's state (what is on screen now).
    state: PageState,
    /// The relay the link names, if any.
    relay: Option<String>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().room_words();
    let relay = relay_address(relay.as_deref());
    let screen = Screen::new();
    let kept = browser::session_load(PRESENTER_KEY).and_then(|text| {
        let (code, secret) = text.split_once(';')?;
        Some((code.to_string(), secret.to_string()))
    });
    screen.room.set(kept.clone());
    let socket: StoredValue<Option<RoomSocket>, LocalStorage> = StoredValue::new_local(None);
    let connect = {
        let relay = relay.clone();
        move || {
            if socket.with_value(Option::is_some) {
                return;
            }
            let handlers = screen.handlers(socket);
            socket.set_value(Some(RoomSocket::open(&relay, handlers)));
        }
    };
    if kept.is_some() {
        connect();
    }
    on_cleanup(move || {
        if let Some(socket) = socket.get_value() {
            socket.stop();
        }
    });
    let send = move |frame: ClientFrame| {
        if let Some(socket) = socket.get_value() {
            socket.send(&frame);
        }
    };
    let choices = StoredValue::new(question_choices(state));
    let chosen = RwSignal::new(0_usize);
    let open = move |_| {
        let question = choices.with_value(|choices| {
            choices
                .get(chosen.get_untracked())
                .map(|(question, _)| *question)
        });
        if let Some(question) = question {
            send(ClientFrame::Open {
                question: WireQuestion::from(question),
            });
        }
    };
    let phase = move || screen.asked.with(|asked| asked.as_ref().map(|a| a.phase));
    let join_link = move || {
        screen.room.with(|room| {
            room.as_ref().map(|(code, _)| {
                let mut query = format!("view=room&join={code}");
                if let Some(relay) = state.room_relay.get_untracked() {
                    query.push_str(&format!(
                        "&relay={}",
                        String::from(js_sys::encode_uri_component(&relay))
                    ));
                }
                browser::sibling_address(&format!("?{query}"))
            })
        })
    };
    let values = move || screen.values();
    let chart = screen.guesses_chart(lang);
    let relay_for_view = relay.clone();
    view! {
        <div class="view view-room" data-testid="room-presenter">
            <h2>{move || words().title}</h2>
            <p class="hint">{move || words().help}</p>
            <p class="hint room-relay" data-testid="room-relay">{move || lang.get().relay_named(&relay_for_view)}</p>
            <Show when=move || screen.link.get() == Some(Link::Unreachable)>
                <p class="room-warning" role="alert" data-testid="room-unreachable">{
                    let relay = relay.clone();
                    move || lang.get().no_relay(&relay)
                }</p>
            </Show>
            <Show when=move || screen.link.get() == Some(Link::Lost)>
                <p class="room-warning" role="alert" data-testid="room-lost">{move || words().lost}</p>
            </Show>
            <Show when=move || screen.error.get().is_some()>
                <p class="room-warning" role="alert" data-testid="room-error">{move || screen.error.get().map(|e| lang.get().room_error(e))}</p>
            </Show>
            <Show
                when=move || screen.room.with(Option::is_some)
                fallback=move || {
                    let connect = connect.clone();
                    view! {
                        <button type="button" data-testid="room-start" on:click=move |_| connect()>{move || words().start}</button>
                    }
                }
            >
                <JoinPanel
                    code=Signal::derive(move || screen.room.with(|r| r.as_ref().map(|(c, _)| c.clone()).unwrap_or_default()))
                    link=Signal::derive(move || join_link().unwrap_or_default())
                    joined=Signal::from(screen.joined)
                />
                <div class="room-controls">
                    <label>
                        <span class="control-label">{move || words().question_label}</span>
                        <select data-testid="room-question" on:change=move |ev| {
                            if let Ok(index) = event_target_value(&ev).parse::<usize>() {
                                chosen.set(index);
                            }
                        }>
                            {choices.get_value().into_iter().enumerate().map(|(index, (question, on_screen))| {
                                view! {
                                    <option value=index.to_string() selected=move || chosen.get() == index>
                                        {move || {
                                            let text = question_text(&WireQuestion::from(question), lang.get()).unwrap_or_default();
                                            if on_screen { format!("{} {text}", words().on_screen) } else { text }
                                        }}
                                    </option>
                                }
                            }).collect_view()}
                        </select>
                    </label>
                    <div class="data-actions">
                        <button type="button" data-testid="room-open" on:click=open>{move || words().open}</button>
                        <button type="button" data-testid="room-close" prop:disabled=move || phase() != Some(Phase::Open) on:click=move |_| send(ClientFrame::Close {})>{move || words().close}</button>
                        <button type="button" data-testid="room-reveal" prop:disabled=move || !matches!(phase(), Some(Phase::Open | Phase::Closed)) on:click=move |_| send(ClientFrame::Reveal {})>{move || words().reveal}</button>
                    </div>
                </div>
                <Show when=move || screen.asked.with(Option::is_some)>
                    <p class="room-question" data-testid="room-asked" data-value=move || screen.asked.with(|a| a.as_ref().map(|a| a.id.to_string()).unwrap_or_default())>
                        <span class="control-label">{move || screen.asked.with(|a| a.as_ref().map(|a| lang.get().question_number(a.id)).unwrap_or_default())}</span>
                        " "
                        {move || screen.asked.with(|a| a.as_ref().and_then(|a| question_text(&a.question, lang.get())).unwrap_or_default())}
                    </p>
                    <figure class="chart-figure room-guesses" data-testid="room-guesses" data-count=move || values().len().to_string() data-values=move || json_numbers(&values())>
                        <ChartCanvas chart=chart testid="room-guesses-chart" description=Signal::derive(move || lang.get().guesses_count(values().len())) />
                    </figure>
                </Show>
                <Show when=move || screen.reveal.with(Option::is_some)>
                    <section class="room-reveal" aria-live="polite">
                        <p class="room-truth" data-testid="room-truth" data-value=move || screen.reveal.with(|r| r.as_ref().map(|r| r.truth.to_string()).unwrap_or_default())>
                            {move || screen.reveal.with(|r| r.as_ref().map(|r| reveal_text(r, lang.get())).unwrap_or_default())}
                        </p>
                        <p class="quiz-reason">{move || screen.asked.with(|a| a.as_ref().and_then(|a| reason_text(&a.question, lang.get())).unwrap_or_default())}</p>
                    </section>
                </Show>
            </Show>
        </div>
    }
}
