//! The workshop room (`?view=room`): the presenter's screen, or with `join=` a
//! participant's phone. Both are thin over passk-room-core's frames (sent through
//! `passk_web::room_socket`) and passk-words' sentences; the relay computes the truth
//! and the summary, the page only shows them.

pub mod join_panel;
pub mod name_picker;
pub mod participant;
pub mod presenter;
pub mod room_view;

use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::quiz::Question;
use passk_room_core::frame::Reveal;
use passk_room_core::WireQuestion;
use passk_words::prelude::*;

use crate::components::explorer::quiz_view::short_decimal;

/// A question's text in `lang` (the quiz's sentence), or None if it is not one.
pub fn question_text(question: &WireQuestion, lang: Lang) -> Option<String> {
    let question: Question = question.question().ok()?;
    let rate = lang.number(&passk_core::input::FieldSpec::RATE.show(question.rate_per_mille));
    Some(lang.quiz_question(question.kind, &rate, question.count))
}

/// The quiz's reason line for `question`.
pub fn reason_text(question: &WireQuestion, lang: Lang) -> Option<String> {
    let question = question.question().ok()?;
    let decimal = |per_mille: u32| lang.number(&short_decimal(per_mille));
    Some(lang.quiz_reason(
        question.kind,
        &decimal(question.rate_per_mille),
        &decimal(1000 - question.rate_per_mille),
        question.count,
    ))
}

/// A guess in percent as the page writes it: "43.5%".
pub fn guess_text(value: f64, lang: Lang) -> String {
    lang.number(&format!("{value}%"))
}

/// `value` rounded to one decimal.
fn one_decimal(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// The reveal's sentence for the room.
pub fn reveal_text(reveal: &Reveal, lang: Lang) -> String {
    let truth = lang.number(&percent(reveal.truth));
    match &reveal.summary {
        None => lang.room_reveal_nobody(&truth),
        // Quartiles fall between guesses (53.775%): said to one decimal, as guesses are.
        Some(summary) => lang.room_reveal(
            &truth,
            &guess_text(one_decimal(summary.median), lang),
            &guess_text(one_decimal(summary.lower_quartile), lang),
            &guess_text(one_decimal(summary.upper_quartile), lang),
            &guess_text(summary.lowest, lang),
            &guess_text(summary.highest, lang),
            summary.within_five,
            summary.count,
        ),
    }
}
