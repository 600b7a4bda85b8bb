//! The quiz's reveal: the asked quantity over k (or steps) with the true value and the
//! reader's guess marked at the question's k.

use super::model::{CurveChart, Ink, Marker, Series, Stroke};
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::quiz::{Question, QuestionKind};
use passk_words::prelude::*;

/// The curve of `question`'s kind at its rate, with the answer and `guess` (a probability)
/// marked at its count.
pub fn quiz_chart(question: &Question, guess: f64, lang: Lang) -> CurveChart {
    let words = lang.words();
    let x_max = (question.count * 2).max(10);
    let (label, ink, x_title, y_title) = match question.kind {
        QuestionKind::PassAtK => ("pass@k", Ink::PassAtK, words.axis_k, words.axis_probability),
        QuestionKind::PassHatK | QuestionKind::Week => (
            "pass^k",
            Ink::PassHatK,
            words.axis_k,
            words.axis_probability,
        ),
        QuestionKind::Chain => (
            "p^steps",
            Ink::Chain,
            words.axis_steps,
            words.axis_end_to_end,
        ),
    };
    let answer = question.answer_at(question.count);
    let x = f64::from(question.count);
    CurveChart {
        x_title: x_title.to_string(),
        y_title: y_title.to_string(),
        x_max,
        y_range: (0.0, 1.0),
        series: vec![Series {
            label: label.to_string(),
            ink,
            stroke: Stroke::Solid,
            points: (1..=x_max)
                .map(|n| (f64::from(n), question.answer_at(n)))
                .collect(),
        }],
        bands: Vec::new(),
        current_x: question.count,
        markers: vec![
            Marker {
                x,
                y: answer,
                label: lang.number(&percent(answer)),
                ink,
                label_above: answer < 0.5,
            },
            Marker {
                x,
                y: guess.clamp(0.0, 1.0),
                label: format!(
                    "{} {}",
                    lang.workshop_words().guess_label,
                    lang.number(&percent(guess))
                ),
                ink: Ink::Verified,
                label_above: guess >= 0.5,
            },
        ],
    }
}
