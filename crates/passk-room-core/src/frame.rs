//! The frames on the wire: JSON text, one object per WebSocket message, `t` naming its
//! kind. [`parse_client`] is the one reader of what a client sends; every way a frame can
//! be wrong is a [`RoomError`] the relay answers with, never a crash.

use passk_core::input::FieldSpec;
use passk_core::quiz::{Question, QuestionKind};
use serde::{Deserialize, Serialize};

use crate::summary::Summary;
use crate::Name;

/// The largest frame a client may send, in bytes.
pub const MAX_FRAME_BYTES: usize = 1024;

passk_core::closed_set! {
    /// Why the relay refused a frame or a connection. Each is said in every language by
    /// passk-words; the key travels.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum RoomError {
        /// Not JSON, or not a frame of this protocol (a field missing, unknown or of the
        /// wrong type), or a binary frame.
        BadFrame = "bad-frame",
        /// Over [`MAX_FRAME_BYTES`].
        FrameTooLarge = "frame-too-large",
        /// More messages a second than a connection may send.
        TooFast = "too-fast",
        /// Too many joins from one address in a short time.
        JoinTooFast = "join-too-fast",
        /// No room has this code (wrong, or expired).
        NoSuchRoom = "no-such-room",
        /// The room expired (4 hours, or 30 minutes without its presenter).
        RoomExpired = "room-expired",
        /// The secret is not this room's.
        WrongSecret = "wrong-secret",
        /// The room has as many participants as it may.
        RoomFull = "room-full",
        /// The relay has as many rooms as it may.
        TooManyRooms = "too-many-rooms",
        /// Only the presenter may do this.
        NotPresenter = "not-presenter",
        /// Join or present first.
        NotInRoom = "not-in-room",
        /// This connection already joined or presents a room.
        AlreadyInRoom = "already-in-room",
        /// No question is open for guesses (none asked yet, or it closed).
        QuestionClosed = "question-closed",
        /// The guess is for a question that is no longer the one asked.
        StaleQuestion = "stale-question",
        /// The guess is not a number from 0 to 100 with at most one decimal.
        BadGuess = "bad-guess",
        /// The question's rate, count or kind is out of range.
        BadQuestion = "bad-question",
        /// The name is not two indices into the word lists.
        BadName = "bad-name",
        /// Nothing was asked yet.
        NothingAsked = "nothing-asked",
        /// The same participant joined from another connection (a second tab).
        JoinedElsewhere = "joined-elsewhere",
    }
}

/// A question as it travels: the quiz's question, its kind by key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireQuestion {
    /// `pass-at-k`, `pass-hat-k`, `chain` or `week`.
    pub kind: String,
    /// The per-try (or per-step) success rate in tenths of a percent.
    pub per_mille: u32,
    /// Attempts k, or steps for a chain.
    pub count: u32,
}

impl WireQuestion {
    /// The question, if its kind is one and its numbers are in the explorer's ranges.
    pub fn question(&self) -> Result<Question, RoomError> {
        let kind = QuestionKind::from_key(&self.kind).ok_or(RoomError::BadQuestion)?;
        let counts = match kind {
            QuestionKind::PassAtK | QuestionKind::PassHatK => FieldSpec::K,
            QuestionKind::Chain => FieldSpec::STEPS,
            QuestionKind::Week => FieldSpec::USES,
        };
        let rate_ok = (FieldSpec::RATE.min..=FieldSpec::RATE.max).contains(&self.per_mille);
        let count_ok = (counts.min..=counts.max).contains(&self.count);
        if !(rate_ok && count_ok) {
            return Err(RoomError::BadQuestion);
        }
        Ok(Question {
            kind,
            rate_per_mille: self.per_mille,
            count: self.count,
        })
    }
}

impl From<Question> for WireQuestion {
    fn from(question: Question) -> WireQuestion {
        WireQuestion {
            kind: question.kind.key().to_string(),
            per_mille: question.rate_per_mille,
            count: question.count,
        }
    }
}

/// Where a question stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Taking guesses (a participant may change theirs).
    Open,
    /// No more guesses; not revealed yet.
    Closed,
    /// The truth and the room's guesses are shown.
    Revealed,
}

/// The question asked now: its number in the room (from 1), what it asks, where it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Asked {
    /// The question's number in this room, from 1.
    pub id: u32,
    /// What it asks.
    pub question: WireQuestion,
    /// Where it stands.
    pub phase: Phase,
}

/// A guess a participant's page still holds, sent back when it rejoins a relay that
/// restarted (and so forgot it).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldGuess {
    /// The question it answers.
    pub id: u32,
    /// The guess, in percent.
    pub value: f64,
}

/// What a page sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientFrame {
    /// Start a room; the relay answers with its code and secret. (Variants without
    /// fields are written `{}` so that serde refuses unknown fields on them too.)
    Create {},
    /// Present the room `code` (again, after a reload or a lost connection). `asked` is the
    /// presenter's last view of the question, used only if the relay no longer has the room.
    Present {
        /// The room's join code.
        code: String,
        /// The presenter's secret.
        secret: String,
        /// The question as the presenter last saw it.
        #[serde(default)]
        asked: Option<Asked>,
    },
    /// Ask a new question (presenter).
    Open {
        /// What it asks.
        question: WireQuestion,
    },
    /// Stop taking guesses (presenter).
    Close {},
    /// Show the truth and the room's guesses (presenter).
    Reveal {},
    /// Join the room `code`, as `token` if this page joined before.
    Join {
        /// The room's join code.
        code: String,
        /// The participant's token from an earlier join.
        #[serde(default)]
        token: Option<String>,
        /// The participant's name, if they have one.
        #[serde(default)]
        name: Option<Name>,
        /// The guess this page holds, for a relay that forgot it.
        #[serde(default)]
        guess: Option<HeldGuess>,
    },
    /// Take another name from the word lists.
    Rename {
        /// The new name.
        name: Name,
    },
    /// Guess (or change the guess) on question `id`.
    Guess {
        /// The question answered.
        id: u32,
        /// The guess, in percent: 0 to 100, at most one decimal.
        value: f64,
    },
}

/// The reveal: the exact value and the room's guesses summed up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    /// The question revealed.
    pub id: u32,
    /// The exact value on the curve, a probability at full precision.
    pub truth: f64,
    /// The guesses' summary; None when nobody guessed.
    pub summary: Option<Summary>,
    /// The participant's own guess, in percent (absent for the presenter).
    pub yours: Option<f64>,
}

/// What the relay sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum ServerFrame {
    /// A room was started: keep the secret (it presents the room).
    Created {
        /// The join code.
        code: String,
        /// The presenter's secret.
        secret: String,
    },
    /// The whole room, for its presenter: on presenting, and after a reconnect.
    Room {
        /// The join code.
        code: String,
        /// How many have joined.
        joined: u32,
        /// The question asked now.
        asked: Option<Asked>,
        /// Every guess on it: `[slot, percent]`, a slot per participant.
        guesses: Vec<(u32, f64)>,
        /// The reveal, once revealed.
        reveal: Option<Reveal>,
    },
    /// How many have joined now (presenter).
    Joined {
        /// The count.
        joined: u32,
    },
    /// A participant guessed or changed their guess (presenter).
    Guessed {
        /// Whose guess (their slot in the room).
        slot: u32,
        /// The guess, in percent.
        value: f64,
    },
    /// A participant's place in the room, on joining and rejoining.
    Welcome {
        /// Keep it: it brings this participant back.
        token: String,
        /// Their name.
        name: Name,
        /// The question asked now.
        asked: Option<Asked>,
        /// Their guess on it.
        yours: Option<f64>,
        /// The reveal, once revealed.
        reveal: Option<Reveal>,
    },
    /// Their name changed (participant).
    Named {
        /// The new name.
        name: Name,
    },
    /// A question was asked, or closed (everyone).
    Asked {
        /// The question and where it stands.
        asked: Asked,
    },
    /// The guess was taken (participant).
    Took {
        /// The question.
        id: u32,
        /// The guess as counted.
        value: f64,
    },
    /// The truth and the room's guesses (everyone).
    Revealed {
        /// The reveal.
        reveal: Reveal,
    },
    /// A frame or connection was refused; nothing else changed.
    Error {
        /// Why.
        error: RoomError,
    },
}

impl ServerFrame {
    /// The frame as the JSON text that travels.
    pub fn to_text(&self) -> String {
        // Serialising these types cannot fail: no map has non-string keys, and the only
        // floats are finite (guesses are checked, truths are probabilities).
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl ClientFrame {
    /// The frame as the JSON text that travels.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A client's frame read: the size first (before any parsing), then the JSON's shape.
/// Ranges (a guess, a question, a name) are checked where they are used.
pub fn parse_client(text: &str) -> Result<ClientFrame, RoomError> {
    if text.len() > MAX_FRAME_BYTES {
        return Err(RoomError::FrameTooLarge);
    }
    serde_json::from_str(text).map_err(|_| RoomError::BadFrame)
}

/// A server's frame read (the page's side). Anything else is None: a page shows what it
/// understands and keeps the rest of its state.
pub fn parse_server(text: &str) -> Option<ServerFrame> {
    serde_json::from_str(text).ok()
}

/// A guess in percent as tenths, if it is a finite number from 0 to 100 with at most one
/// decimal (43.5 is 435; 43.25 is refused).
pub fn guess_tenths(value: f64) -> Result<u16, RoomError> {
    let tenths = value * 10.0;
    let rounded = tenths.round();
    if !(0.0..=1000.0).contains(&rounded) || (tenths - rounded).abs() > 1e-6 {
        return Err(RoomError::BadGuess);
    }
    // In 0..=1000, so it fits.
    Ok(rounded as u16)
}

/// Tenths back as percent: 435 → 43.5.
pub fn tenths_percent(tenths: u16) -> f64 {
    f64::from(tenths) / 10.0
}

#[cfg(test)]
mod tests;
