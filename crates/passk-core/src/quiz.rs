//! Predict, then reveal: questions from the source articles and the presets, each with its
//! exact answer. The reader's guess is scored by its gap to the answer in points.

use super::closed_form::Rate;
use super::format::Reading;

crate::closed_set! {
    /// What a question asks.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum QuestionKind {
        /// At least one of k attempts succeeds.
        PassAtK = "pass-at-k",
        /// All k attempts succeed.
        PassHatK = "pass-hat-k",
        /// Every one of `k` steps succeeds.
        Chain = "chain",
        /// Every one of a period's `k` uses succeeds: pass^k as an operating metric.
        Week = "week",
    }
}

/// One question: a rate, a count (attempts or steps) and what is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    /// What is asked.
    pub kind: QuestionKind,
    /// The per-try (or per-step) success rate in tenths of a percent.
    pub rate_per_mille: u32,
    /// Attempts k, or steps for a chain.
    pub count: u32,
}

/// The questions, mixed: the 90% × 8, Anthropic's 75% × 3, the Korean widget's
/// 80% × 6, coding at 60%, the insurance agent's 95% steps, τ-bench retail's 50% × 8, and
/// 99% over 20 steps; then the k a deployment implies: a week of 20 uses at 99%, and of 5
/// uses at 90%.
pub const QUESTIONS: [Question; 12] = [
    Question {
        kind: QuestionKind::PassHatK,
        rate_per_mille: 900,
        count: 8,
    },
    Question {
        kind: QuestionKind::PassAtK,
        rate_per_mille: 750,
        count: 3,
    },
    Question {
        kind: QuestionKind::Chain,
        rate_per_mille: 950,
        count: 4,
    },
    Question {
        kind: QuestionKind::PassHatK,
        rate_per_mille: 800,
        count: 6,
    },
    Question {
        kind: QuestionKind::PassAtK,
        rate_per_mille: 600,
        count: 3,
    },
    Question {
        kind: QuestionKind::PassHatK,
        rate_per_mille: 750,
        count: 3,
    },
    Question {
        kind: QuestionKind::Chain,
        rate_per_mille: 990,
        count: 20,
    },
    Question {
        kind: QuestionKind::PassAtK,
        rate_per_mille: 800,
        count: 6,
    },
    Question {
        kind: QuestionKind::PassHatK,
        rate_per_mille: 500,
        count: 8,
    },
    Question {
        kind: QuestionKind::Chain,
        rate_per_mille: 950,
        count: 20,
    },
    Question {
        kind: QuestionKind::Week,
        rate_per_mille: 990,
        count: 20,
    },
    Question {
        kind: QuestionKind::Week,
        rate_per_mille: 900,
        count: 5,
    },
];

impl Question {
    /// The rate.
    pub fn rate(&self) -> Rate {
        Rate::from_per_mille(self.rate_per_mille)
    }

    /// The exact answer.
    pub fn answer(&self) -> Reading {
        let rate = self.rate();
        match self.kind {
            QuestionKind::PassAtK => rate.pass_at_k_reading(self.count),
            QuestionKind::PassHatK | QuestionKind::Week => {
                Reading::plain(rate.pass_hat_k(self.count))
            }
            QuestionKind::Chain => Reading::plain(rate.chain_success(self.count)),
        }
    }

    /// The answer at another count, for the curve the reveal draws.
    pub fn answer_at(&self, count: u32) -> f64 {
        let rate = self.rate();
        match self.kind {
            QuestionKind::PassAtK => rate.pass_at_k(count),
            QuestionKind::PassHatK | QuestionKind::Week => rate.pass_hat_k(count),
            QuestionKind::Chain => rate.chain_success(count),
        }
    }
}

/// The gap between a guess (percent) and the answer, in percentage points.
pub fn gap_points(guess_percent: f64, answer: f64) -> f64 {
    (guess_percent - 100.0 * answer).abs()
}

/// A quiz in progress, kept for the browser session: the score so far and where the current
/// question stands (the guess, and whether it was revealed). The question itself is in the
/// link (`q=`); progress saved on another question keeps only its score.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct QuizProgress {
    /// The question this progress belongs to, from 0.
    pub question: u32,
    /// The guess on it, in percent.
    pub guess_percent: f64,
    /// Whether its answer was revealed.
    pub revealed: bool,
    /// The gap of every revealed answer, in points, oldest first.
    pub gaps: Vec<f64>,
}

/// A guess before the reader moves the slider: halfway.
pub const FIRST_GUESS: f64 = 50.0;

impl QuizProgress {
    /// A fresh start on `question`.
    pub fn new(question: u32) -> QuizProgress {
        QuizProgress {
            question,
            guess_percent: FIRST_GUESS,
            revealed: false,
            gaps: Vec::new(),
        }
    }

    /// The text kept in sessionStorage: `question;guess;revealed;gap,gap,…`.
    pub fn to_text(&self) -> String {
        let gaps: Vec<String> = self.gaps.iter().map(f64::to_string).collect();
        format!(
            "{};{};{};{}",
            self.question,
            self.guess_percent,
            u8::from(self.revealed),
            gaps.join(",")
        )
    }

    /// Progress read back for `question` (the one the link or the store names): the saved
    /// score always; the guess and reveal only if they were on that question. Text that
    /// is not this shape (another version, a hand edit) starts afresh.
    pub fn from_text(text: &str, question: u32) -> QuizProgress {
        let fresh = QuizProgress::new(question);
        let parts: Vec<&str> = text.split(';').collect();
        let [saved_question, guess, revealed, gaps] = parts[..] else {
            return fresh;
        };
        let gaps: Option<Vec<f64>> = gaps
            .split(',')
            .filter(|gap| !gap.is_empty())
            .map(|gap| {
                gap.parse::<f64>()
                    .ok()
                    .filter(|gap| (0.0..=100.0).contains(gap))
            })
            .collect();
        let (Ok(saved_question), Ok(guess), Some(gaps)) =
            (saved_question.parse::<u32>(), guess.parse::<f64>(), gaps)
        else {
            return fresh;
        };
        let same_question = saved_question == question && (0.0..=100.0).contains(&guess);
        QuizProgress {
            question,
            guess_percent: if same_question { guess } else { FIRST_GUESS },
            revealed: same_question && revealed == "1",
            gaps,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_comes_back_for_its_question() {
        let progress = QuizProgress {
            question: 4,
            guess_percent: 37.5,
            revealed: true,
            gaps: vec![12.5, 3.046721],
        };
        let text = progress.to_text();
        assert_eq!(text, "4;37.5;1;12.5,3.046721");
        assert_eq!(QuizProgress::from_text(&text, 4), progress);
        // On another question (a link to question 7) the score stays, the guess does not.
        let other = QuizProgress::from_text(&text, 6);
        assert_eq!(
            (other.question, other.guess_percent, other.revealed),
            (6, 50.0, false)
        );
        assert_eq!(other.gaps, vec![12.5, 3.046721]);
        for broken in [
            "",
            "x",
            "4;37.5;1",
            "4;abc;1;",
            "4;37.5;1;1,nan",
            "4;37.5;1;-3",
            "4;500;1;",
        ] {
            let read = QuizProgress::from_text(broken, 4);
            assert!(
                read == QuizProgress::new(4) || read.gaps.is_empty() && !read.revealed,
                "{broken}"
            );
        }
        assert_eq!(
            QuizProgress::from_text("4;37.5;0;", 4).gaps,
            Vec::<f64>::new()
        );
    }

    #[test]
    fn answers_are_the_articles_numbers() {
        let answers: Vec<String> = QUESTIONS.iter().map(|q| q.answer().data_value()).collect();
        assert_eq!(answers[0], "0.43046721");
        assert_eq!(answers[1], "0.984375");
        assert_eq!(answers[2], "0.81450625");
        assert_eq!(answers[3], "0.262144");
        assert_eq!(answers[4], "0.936");
        assert_eq!(answers[5], "0.421875");
        assert_eq!(answers[8], "0.00390625");
        // A week of 20 uses at 99%: 0.99^20; of 5 uses at 90%: 0.9^5.
        let week = Rate::from_per_mille(990).pass_hat_k(20);
        assert_eq!(answers[10], Reading::plain(week).data_value());
        assert!((week - 0.817_906_937_5).abs() < 1e-10, "{week}");
        assert_eq!(answers[11], "0.59049");
        let kinds: std::collections::HashSet<_> = QUESTIONS.iter().map(|q| q.kind).collect();
        assert_eq!(kinds.len(), QuestionKind::ALL.len(), "every kind is asked");
        assert_eq!(gap_points(50.0, 0.43046721), 50.0 - 43.046721);
    }
}
