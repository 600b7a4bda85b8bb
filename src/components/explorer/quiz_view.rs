//! The quiz (`?view=quiz`): a question, the reader's guess, then the reveal with the curve,
//! the gap and the reason, and a running score. Enter reveals, → goes to the next question.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::prefs::use_prefs;
use passk_chart::{quiz_chart, Drawing};
use passk_core::format::{decimal_rate, percent};
use passk_core::input::FieldSpec;
use passk_core::quiz::{gap_points, QuizProgress, FIRST_GUESS, QUESTIONS};
use passk_core::share::QUIZ_QUESTIONS;
use passk_web::browser;

use crate::state::PageState;

/// A rate as the shortest decimal: 900 → "0.9", 950 → "0.95" (the reason line says
/// "0.9 multiplied by itself 8 times").
pub fn short_decimal(per_mille: u32) -> String {
    let text = decimal_rate(per_mille);
    let trimmed = text.trim_end_matches('0').trim_end_matches('.');
    if trimmed.is_empty() {
        "0".to_string()
    } else {
        trimmed.to_string()
    }
}

/// Where the quiz's progress is kept for the browser session.
const PROGRESS_KEY: &str = "passk-quiz";

/// The quiz view. The question is the store's (`q=` in the link, so a teacher can link
/// question 5); the score, guess and reveal stay for the session (sessionStorage), across
/// tab switches and reloads.
#[component]
pub fn QuizView(
    /// The page's state: the question.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().workshop_words();
    let index = state.quiz_question;
    let saved = browser::session_load(PROGRESS_KEY)
        .map(|text| QuizProgress::from_text(&text, index.get_untracked()))
        .unwrap_or_else(|| QuizProgress::new(index.get_untracked()));
    let guess = RwSignal::new(saved.guess_percent);
    let revealed = RwSignal::new(saved.revealed);
    let gaps = RwSignal::new(saved.gaps);
    // Written whenever it changes; storage refused only loses the session's score.
    Effect::new(move |_| {
        let progress = QuizProgress {
            question: index.get(),
            guess_percent: guess.get(),
            revealed: revealed.get(),
            gaps: gaps.get(),
        };
        browser::session_save(PROGRESS_KEY, &progress.to_text());
    });
    let question = move || QUESTIONS[index.get() as usize % QUESTIONS.len()];
    let reveal = move || {
        if !revealed.get_untracked() {
            let answer = QUESTIONS[index.get_untracked() as usize % QUESTIONS.len()]
                .answer()
                .value;
            gaps.update(|gaps| gaps.push(gap_points(guess.get_untracked(), answer)));
            revealed.set(true);
        }
    };
    let next = move || {
        if revealed.get_untracked() {
            index.set((index.get_untracked() + 1) % QUIZ_QUESTIONS);
            guess.set(FIRST_GUESS);
            revealed.set(false);
        }
    };
    // Keys act only where focus allows: Enter on a focused button, link or field does what
    // that element does (Next, a tab…), and arrows in a field move that field.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let focus = quiz_key_focus(&ev);
        match (ev.key().as_str(), focus) {
            ("Enter", KeyFocus::Page | KeyFocus::Guess) => {
                ev.prevent_default();
                reveal();
            }
            ("ArrowRight", KeyFocus::Page | KeyFocus::Button) if revealed.get_untracked() => {
                ev.prevent_default();
                next();
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
    let mean_gap = move || gaps.with(|gaps| gaps.iter().sum::<f64>() / gaps.len().max(1) as f64);
    // Points (or a percent) to two decimals at most.
    let points = move |x: f64| {
        lang.get()
            .number(&format!("{}", (x * 100.0).round() / 100.0))
    };

    view! {
        <div class="view view-quiz">
            <h2>{move || words().quiz_title}</h2>
            <p class="hint">{move || words().quiz_help}</p>
            <p
                class="quiz-question"
                data-testid="quiz-question"
                data-p=move || (f64::from(question().rate_per_mille) / 1000.0).to_string()
                data-k=move || question().count.to_string()
                data-kind=move || question().kind.key()
            >
                {move || {
                    let q = question();
                    let lang = lang.get();
                    lang.quiz_question(q.kind, &lang.number(&FieldSpec::RATE.show(q.rate_per_mille)), q.count)
                }}
            </p>
            <label class="quiz-guess">
                <span class="control-label">{move || words().guess_label}</span>
                <input
                    type="range"
                    data-testid="quiz-guess"
                    min="0"
                    max="100"
                    step="0.5"
                    prop:value=move || guess.get().to_string()
                    prop:disabled=move || revealed.get()
                    aria-valuetext=move || format!("{}%", points(guess.get()))
                    on:input=move |ev| {
                        if let Ok(value) = event_target_value(&ev).parse::<f64>() {
                            guess.set(value.clamp(0.0, 100.0));
                        }
                    }
                />
                <output class="quiz-guess-value">{move || lang.get().number(&format!("{}%", guess.get()))}</output>
            </label>
            <div class="data-actions">
                <button type="button" data-testid="quiz-reveal" prop:disabled=move || revealed.get() on:click=move |_| reveal()>
                    {move || words().reveal}
                </button>
                <button type="button" data-testid="quiz-next" prop:disabled=move || !revealed.get() on:click=move |_| next()>
                    {move || words().next}
                </button>
            </div>
            <Show when=move || revealed.get()>
                <section class="quiz-reveal" aria-live="polite">
                    <p
                        class="quiz-answer"
                        data-testid="quiz-answer"
                        data-value=move || question().answer().data_value()
                    >
                        {move || {
                            let lang = lang.get();
                            let answer = question().answer();
                            let gap = gaps.with(|gaps| gaps.last().copied().unwrap_or(0.0));
                            lang.quiz_result(
                                &lang.number(&answer.text()),
                                &lang.number(&format!("{}%", guess.get())),
                                &points(gap),
                            )
                        }}
                    </p>
                    <p class="quiz-reason">
                        {move || {
                            let q = question();
                            let lang = lang.get();
                            let p = short_decimal(q.rate_per_mille);
                            let miss = short_decimal(1000 - q.rate_per_mille);
                            lang.quiz_reason(q.kind, &lang.number(&p), &lang.number(&miss), q.count)
                        }}
                    </p>
                    <figure class="chart-figure">
                        <ChartCanvas
                            chart=Signal::derive(move || Drawing::Curves(quiz_chart(&question(), guess.get() / 100.0, lang.get())))
                            testid="quiz-chart"
                            description=Signal::derive(move || lang.get().number(&percent(question().answer().value)))
                        />
                    </figure>
                </section>
            </Show>
            <p class="quiz-score" data-testid="quiz-score" data-value=move || gaps.with(Vec::len).to_string()>
                {move || lang.get().quiz_score(gaps.with(Vec::len), &points(mean_gap()))}
            </p>
        </div>
    }
}

/// Where a key press in the quiz happened.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KeyFocus {
    /// Nothing that takes keys has focus (the page itself).
    Page,
    /// The guess slider: Enter reveals, arrows move the guess.
    Guess,
    /// A button or link: Enter is its own (it activates it), an arrow is the quiz's.
    Button,
    /// Another field: its keys are its own.
    Field,
}

fn quiz_key_focus(ev: &web_sys::KeyboardEvent) -> KeyFocus {
    use wasm_bindgen::JsCast;
    let Some(element) = ev
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
    else {
        return KeyFocus::Page;
    };
    if element.get_attribute("data-testid").as_deref() == Some("quiz-guess") {
        return KeyFocus::Guess;
    }
    match element.tag_name().to_ascii_lowercase().as_str() {
        "button" | "a" | "summary" => KeyFocus::Button,
        "select" | "input" | "textarea" => KeyFocus::Field,
        _ => KeyFocus::Page,
    }
}
