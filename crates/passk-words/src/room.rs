//! The words of a workshop room: the presenter's screen, a participant's phone, the
//! relay's refusals, and the names participants are given (two fixed word lists, so no
//! free text is ever shown to the room).

use passk_room_core::{Name, RoomError};

/// Every fixed string of a workshop room.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct RoomWords {
    /// Heading of the room view.
    pub title: &'static str,
    /// What a room does, for the presenter.
    pub help: &'static str,
    /// Button: start a room.
    pub start: &'static str,
    /// Label above the code, link and QR code.
    pub join_with: &'static str,
    /// Label of the question picker.
    pub question_label: &'static str,
    /// Before an option that asks about what the explorer shows now.
    pub on_screen: &'static str,
    /// Button: open the question.
    pub open: &'static str,
    /// Button: close it.
    pub close: &'static str,
    /// Button: reveal.
    pub reveal: &'static str,
    /// The x axis of the guesses.
    pub axis_guess: &'static str,
    /// Label of a participant's name.
    pub name_label: &'static str,
    /// Label of a participant's guess.
    pub guess_label: &'static str,
    /// Button: submit the guess.
    pub submit: &'static str,
    /// Waiting for the first question.
    pub waiting: &'static str,
    /// A question is open.
    pub open_status: &'static str,
    /// The question closed.
    pub closed_status: &'static str,
    /// The connection to the relay was lost.
    pub lost: &'static str,
    /// The guess typed is not one.
    pub guess_refused: &'static str,
    /// A room link without a code (or with one that is not a code).
    pub bad_link: &'static str,
    /// First words of generated names (adjectives).
    pub name_firsts: [&'static str; 16],
    /// Second words of generated names (animals).
    pub name_seconds: [&'static str; 16],
}

every_language_says! {
    /// What room.rs says: each language says it in its own file (`languages/`), and
    /// [`passk_core::lang::Lang`] by asking its language.
    pub trait RoomText {
        /// The words of a workshop room.
        fn room_words(&self) -> &'static RoomWords;

        /// Where the guesses go, said plainly: "Guesses go to the room server at …".
        fn relay_named(&self, relay: &str) -> String;

        /// No relay answers at `relay`, and how to run one.
        fn no_relay(&self, relay: &str) -> String;

        /// How many have joined.
        fn joined_count(&self, joined: u32) -> String;

        /// How many guessed (the guesses chart's title).
        fn guesses_count(&self, count: usize) -> String;

        /// A participant's guess was taken.
        fn guess_taken(&self, guess: &str) -> String;

        /// The reveal, for everyone: the truth and the room's guesses (all already written).
        #[allow(clippy::too_many_arguments)]
        fn room_reveal(&self, truth: &str, median: &str, lower: &str, upper: &str, lowest: &str, highest: &str, within: u32, count: u32) -> String;

        /// The reveal when nobody guessed.
        fn room_reveal_nobody(&self, truth: &str) -> String;

        /// A participant's own guess at the reveal.
        fn your_gap(&self, guess: &str, gap: &str) -> String;

        /// The question's number in the room.
        fn question_number(&self, id: u32) -> String;

        /// Why the relay refused.
        fn room_error(&self, error: RoomError) -> &'static str;

        /// A participant's name in this language.
        fn participant_name(&self, name: Name) -> String;
    }
}
