//! One room: its presenter, participants, the question asked and the guesses on it. Each
//! action checks who may do it and returns the frames to send and to whom, so the relay
//! holds sockets and nothing else.

use std::collections::HashMap;

use passk_core::quiz::Question;

use crate::code::{Code, Secret, Token};
use crate::frame::{
    guess_tenths, tenths_percent, Asked, HeldGuess, Phase, Reveal, RoomError, ServerFrame,
    WireQuestion,
};
use crate::summary::Summary;
use crate::{name_is_valid, Limits, Name};

/// Who a frame goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// The presenter's connection, if it is connected.
    Presenter,
    /// One participant, by slot.
    Participant(u32),
    /// Every participant.
    Participants,
}

/// The frames one action sends.
pub type Sends = Vec<(To, ServerFrame)>;

/// One participant: their token, name, and guess on the question asked now.
#[derive(Clone, Debug)]
struct Participant {
    token: Token,
    name: Name,
    guess: Option<u16>,
}

/// A room. Times are milliseconds on the relay's clock.
#[derive(Clone, Debug)]
pub struct Room {
    secret: Secret,
    code: Code,
    created_ms: u64,
    /// When the presenter's last connection ended; None while one is connected.
    presenter_gone_since: Option<u64>,
    participants: Vec<Participant>,
    slots: HashMap<Token, u32>,
    asked: Option<(Question, u32, Phase)>,
    reveal: Option<Reveal>,
    /// Set while a room taken back after a restart may still take the guesses its
    /// participants' pages held; cleared by the next question.
    restored: bool,
}

impl Room {
    /// A new room for `secret`, at `now_ms`, with no presenter connected yet.
    pub fn new(secret: Secret, now_ms: u64) -> Room {
        Room {
            code: secret.code(),
            secret,
            created_ms: now_ms,
            presenter_gone_since: Some(now_ms),
            participants: Vec::new(),
            slots: HashMap::new(),
            asked: None,
            reveal: None,
            restored: false,
        }
    }

    /// A room taken back by its presenter after the relay forgot it (a restart): the
    /// question as the presenter last saw it; participants come back as they rejoin.
    pub fn restore(secret: Secret, asked: Option<&Asked>, now_ms: u64) -> Room {
        let mut room = Room::new(secret, now_ms);
        room.asked = asked.and_then(|asked| {
            let question = asked.question.question().ok()?;
            // A revealed question comes back closed: its guesses are not back yet.
            let phase = match asked.phase {
                Phase::Open => Phase::Open,
                Phase::Closed | Phase::Revealed => Phase::Closed,
            };
            Some((question, asked.id, phase))
        });
        room.restored = true;
        room
    }

    /// The join code.
    pub fn code(&self) -> &Code {
        &self.code
    }

    /// How many have joined.
    pub fn joined(&self) -> u32 {
        self.participants.len() as u32
    }

    /// Whether the room is over at `now_ms`.
    pub fn expired(&self, now_ms: u64, limits: &Limits) -> bool {
        let too_old = now_ms.saturating_sub(self.created_ms) >= limits.room_lifetime_ms;
        let abandoned = self
            .presenter_gone_since
            .is_some_and(|since| now_ms.saturating_sub(since) >= limits.presenter_absence_ms);
        too_old || abandoned
    }

    fn wire_asked(&self) -> Option<Asked> {
        self.asked.map(|(question, id, phase)| Asked {
            id,
            question: WireQuestion::from(question),
            phase,
        })
    }

    /// The presenter's whole view.
    fn room_frame(&self) -> ServerFrame {
        ServerFrame::Room {
            code: self.code.as_str().to_string(),
            joined: self.joined(),
            asked: self.wire_asked(),
            guesses: self
                .participants
                .iter()
                .enumerate()
                .filter_map(|(slot, p)| p.guess.map(|g| (slot as u32, tenths_percent(g))))
                .collect(),
            reveal: self.reveal.clone(),
        }
    }

    /// The presenter (re)connects with `secret`.
    pub fn present(&mut self, secret: &Secret) -> Result<Sends, RoomError> {
        if *secret != self.secret {
            return Err(RoomError::WrongSecret);
        }
        self.presenter_gone_since = None;
        Ok(vec![(To::Presenter, self.room_frame())])
    }

    /// The presenter's connection ended at `now_ms`.
    pub fn presenter_left(&mut self, now_ms: u64) {
        self.presenter_gone_since = Some(now_ms);
    }

    /// A participant joins: back as `token` if the room knows it (or, in a restored room,
    /// with the guess their page held), else new as `fresh` with `name` or `drawn`.
    /// Returns their slot.
    #[allow(clippy::too_many_arguments)]
    pub fn join(
        &mut self,
        token: Option<Token>,
        name: Option<Name>,
        held: Option<HeldGuess>,
        fresh: Token,
        drawn: Name,
        limits: &Limits,
    ) -> Result<(u32, Sends), RoomError> {
        if name.is_some_and(|name| !name_is_valid(name)) {
            return Err(RoomError::BadName);
        }
        let known = token
            .as_ref()
            .and_then(|token| self.slots.get(token).copied());
        let mut sends = Vec::new();
        let slot = match known {
            Some(slot) => slot,
            None => {
                if self.joined() >= limits.participants_per_room {
                    return Err(RoomError::RoomFull);
                }
                // A token the room does not know keeps its value only in a restored room
                // (its page joined before the restart); elsewhere it is a new participant.
                let (token, guess) = match token {
                    Some(token) if self.restored => (token, self.held_guess(held)),
                    Some(_) | None => (fresh, None),
                };
                let slot = self.joined();
                self.slots.insert(token.clone(), slot);
                self.participants.push(Participant {
                    token,
                    name: name.unwrap_or(drawn),
                    guess,
                });
                sends.push((
                    To::Presenter,
                    ServerFrame::Joined {
                        joined: self.joined(),
                    },
                ));
                if let Some(guess) = guess {
                    sends.push((
                        To::Presenter,
                        ServerFrame::Guessed {
                            slot,
                            value: tenths_percent(guess),
                        },
                    ));
                }
                slot
            }
        };
        let participant = &self.participants[slot as usize];
        sends.push((
            To::Participant(slot),
            ServerFrame::Welcome {
                token: participant.token.as_str().to_string(),
                name: participant.name,
                asked: self.wire_asked(),
                yours: participant.guess.map(tenths_percent),
                reveal: self.reveal.clone().map(|reveal| Reveal {
                    yours: participant.guess.map(tenths_percent),
                    ..reveal
                }),
            },
        ));
        Ok((slot, sends))
    }

    /// The guess a page held, if it answers the question the restored room asks.
    fn held_guess(&self, held: Option<HeldGuess>) -> Option<u16> {
        let held = held?;
        let (_, id, _) = self.asked?;
        (held.id == id)
            .then(|| guess_tenths(held.value).ok())
            .flatten()
    }

    /// Participant `slot` takes another name.
    pub fn rename(&mut self, slot: u32, name: Name) -> Result<Sends, RoomError> {
        if !name_is_valid(name) {
            return Err(RoomError::BadName);
        }
        let participant = self
            .participants
            .get_mut(slot as usize)
            .ok_or(RoomError::NotInRoom)?;
        participant.name = name;
        Ok(vec![(To::Participant(slot), ServerFrame::Named { name })])
    }

    /// The presenter asks `question`: a new number, no guesses yet.
    pub fn open(&mut self, question: &WireQuestion) -> Result<Sends, RoomError> {
        let question = question.question()?;
        let id = self.asked.map_or(1, |(_, id, _)| id + 1);
        self.asked = Some((question, id, Phase::Open));
        self.reveal = None;
        self.restored = false;
        for participant in &mut self.participants {
            participant.guess = None;
        }
        Ok(self.asked_sends())
    }

    fn asked_sends(&self) -> Sends {
        let Some(asked) = self.wire_asked() else {
            return Vec::new();
        };
        vec![
            (
                To::Presenter,
                ServerFrame::Asked {
                    asked: asked.clone(),
                },
            ),
            (To::Participants, ServerFrame::Asked { asked }),
        ]
    }

    /// The presenter stops the guesses.
    pub fn close(&mut self) -> Result<Sends, RoomError> {
        let (_, _, phase) = self.asked.as_mut().ok_or(RoomError::NothingAsked)?;
        match phase {
            Phase::Open => *phase = Phase::Closed,
            Phase::Closed | Phase::Revealed => return Err(RoomError::QuestionClosed),
        }
        Ok(self.asked_sends())
    }

    /// The presenter reveals (closing the question first if it is still open): the truth
    /// from passk-core and the room's guesses summed up; each participant also gets theirs.
    pub fn reveal(&mut self) -> Result<Sends, RoomError> {
        let (question, id, phase) = self.asked.as_mut().ok_or(RoomError::NothingAsked)?;
        *phase = Phase::Revealed;
        let guesses: Vec<u16> = self.participants.iter().filter_map(|p| p.guess).collect();
        let truth = question.answer().value;
        let reveal = Reveal {
            id: *id,
            truth,
            summary: Summary::of(&guesses, truth),
            yours: None,
        };
        self.reveal = Some(reveal.clone());
        let mut sends = self.asked_sends();
        sends.push((
            To::Presenter,
            ServerFrame::Revealed {
                reveal: reveal.clone(),
            },
        ));
        for (slot, participant) in self.participants.iter().enumerate() {
            let reveal = Reveal {
                yours: participant.guess.map(tenths_percent),
                ..reveal.clone()
            };
            sends.push((
                To::Participant(slot as u32),
                ServerFrame::Revealed { reveal },
            ));
        }
        Ok(sends)
    }

    /// Participant `slot` guesses `value` (percent) on question `id`, or changes their guess.
    pub fn guess(&mut self, slot: u32, id: u32, value: f64) -> Result<Sends, RoomError> {
        let tenths = guess_tenths(value)?;
        let (_, asked_id, phase) = self.asked.ok_or(RoomError::QuestionClosed)?;
        if id != asked_id {
            return Err(RoomError::StaleQuestion);
        }
        match phase {
            Phase::Open => {}
            Phase::Closed | Phase::Revealed => return Err(RoomError::QuestionClosed),
        }
        let participant = self
            .participants
            .get_mut(slot as usize)
            .ok_or(RoomError::NotInRoom)?;
        participant.guess = Some(tenths);
        let value = tenths_percent(tenths);
        Ok(vec![
            (To::Presenter, ServerFrame::Guessed { slot, value }),
            (To::Participant(slot), ServerFrame::Took { id, value }),
        ])
    }
}

#[cfg(test)]
mod tests;
