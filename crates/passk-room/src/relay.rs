//! The rooms and their connections. One lock holds them: every action is a few map
//! lookups and a room's pure step, and its frames are queued (never awaited) under it.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use axum::extract::ws::Message;
use passk_room_core::code::{SECRET_BYTES, TOKEN_BYTES};
use passk_room_core::room::Sends;
use passk_room_core::{
    ClientFrame, Code, Limits, Name, Room, RoomError, Secret, ServerFrame, To, Token, TokenBucket,
    NAME_FIRSTS, NAME_SECONDS,
};
use tokio::sync::{mpsc, Notify};

/// One connection's way out: its outbox and a bell that ends it.
#[derive(Clone, Debug)]
pub struct Conn {
    /// The connection's number, unique on this relay.
    pub id: u64,
    /// Frames to write to the socket.
    pub outbox: mpsc::Sender<Message>,
    /// Rung to close the connection (expired room, joined elsewhere, outbox full).
    pub kick: Arc<Notify>,
}

impl Conn {
    /// Queues `frame`; a connection too slow to take it is closed (its page reconnects
    /// and gets the whole room again), so no one else waits for it.
    pub fn send(&self, frame: &ServerFrame) {
        if self
            .outbox
            .try_send(Message::text(frame.to_text()))
            .is_err()
        {
            self.kick.notify_one();
        }
    }
}

/// What a connection is in the room it joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// It presents room `code`.
    Presenter(Code),
    /// It is participant `slot` of room `code`.
    Participant(Code, u32),
}

/// A room and who is connected to it.
struct Entry {
    room: Room,
    presenter: Option<Conn>,
    participants: HashMap<u32, Conn>,
}

impl Entry {
    fn route(&self, sends: Sends) {
        for (to, frame) in sends {
            match to {
                To::Presenter => {
                    if let Some(presenter) = &self.presenter {
                        presenter.send(&frame);
                    }
                }
                To::Participant(slot) => {
                    if let Some(participant) = self.participants.get(&slot) {
                        participant.send(&frame);
                    }
                }
                To::Participants => {
                    for participant in self.participants.values() {
                        participant.send(&frame);
                    }
                }
            }
        }
    }

    fn connections(&self) -> impl Iterator<Item = &Conn> {
        self.presenter.iter().chain(self.participants.values())
    }
}

/// Everything the relay holds.
struct Rooms {
    rooms: HashMap<Code, Entry>,
    /// Codes of rooms that expired: their presenter may not take them back.
    ended: HashSet<Code>,
    joins: HashMap<IpAddr, TokenBucket>,
}

/// The relay: its limits, its clock and its rooms.
pub struct Relay {
    limits: Limits,
    started: Instant,
    next_id: std::sync::atomic::AtomicU64,
    state: Mutex<Rooms>,
}

/// Random bytes from the system's CSPRNG.
fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    // The OS generator does not fail on the systems the relay runs on; if it did, a room
    // code must never come from a predictable fallback, so the relay stops.
    getrandom::fill(&mut bytes).expect("the system's random generator");
    bytes
}

fn drawn_name() -> Name {
    let [first, second] = random::<2>();
    [first % NAME_FIRSTS, second % NAME_SECONDS]
}

impl Relay {
    /// A relay with no rooms.
    pub fn new(limits: Limits) -> Relay {
        Relay {
            limits,
            started: Instant::now(),
            next_id: std::sync::atomic::AtomicU64::new(1),
            state: Mutex::new(Rooms {
                rooms: HashMap::new(),
                ended: HashSet::new(),
                joins: HashMap::new(),
            }),
        }
    }

    /// Milliseconds since the relay started.
    pub fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// A new connection's way out.
    pub fn connect(&self, outbox: mpsc::Sender<Message>) -> Conn {
        Conn {
            id: self
                .next_id
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            outbox,
            kick: Arc::new(Notify::new()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Rooms> {
        // A panic under the lock would be a bug in a pure step; the rooms it left are
        // still whole maps, so the relay goes on with them rather than refusing everyone.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// How many rooms there are.
    pub fn room_count(&self) -> usize {
        self.lock().rooms.len()
    }

    /// Handles one frame from `conn` (at `address`, in `role`); an error is the only
    /// reply, and nothing else changed.
    pub fn handle(
        &self,
        conn: &Conn,
        address: IpAddr,
        role: &mut Option<Role>,
        frame: ClientFrame,
    ) -> Result<(), RoomError> {
        let now = self.now_ms();
        let mut state = self.lock();
        match frame {
            ClientFrame::Create {} => {
                if role.is_some() {
                    return Err(RoomError::AlreadyInRoom);
                }
                if state.rooms.len() >= self.limits.rooms {
                    return Err(RoomError::TooManyRooms);
                }
                self.admit(&mut state, address, now)?;
                let secret = Secret::from_random(random::<SECRET_BYTES>());
                let code = secret.code();
                conn.send(&ServerFrame::Created {
                    code: code.as_str().to_string(),
                    secret: secret.as_str().to_string(),
                });
                self.take_presenter(&mut state, conn, Room::new(secret.clone(), now), &secret)?;
                *role = Some(Role::Presenter(code));
                Ok(())
            }
            ClientFrame::Present {
                code,
                secret,
                asked,
            } => {
                if role.is_some() {
                    return Err(RoomError::AlreadyInRoom);
                }
                let code = Code::parse(&code).ok_or(RoomError::NoSuchRoom)?;
                let secret = Secret::parse(&secret).ok_or(RoomError::WrongSecret)?;
                if secret.code() != code {
                    return Err(RoomError::WrongSecret);
                }
                if state.ended.contains(&code) {
                    return Err(RoomError::RoomExpired);
                }
                if let Some(entry) = state.rooms.get_mut(&code) {
                    let sends = entry.room.present(&secret)?;
                    if let Some(old) = entry.presenter.replace(conn.clone()) {
                        old.send(&ServerFrame::Error {
                            error: RoomError::JoinedElsewhere,
                        });
                        old.kick.notify_one();
                    }
                    entry.route(sends);
                } else {
                    // The relay forgot the room (it restarted): its presenter takes it back.
                    self.admit(&mut state, address, now)?;
                    let room = Room::restore(secret.clone(), asked.as_ref(), now);
                    self.take_presenter(&mut state, conn, room, &secret)?;
                }
                *role = Some(Role::Presenter(code));
                Ok(())
            }
            ClientFrame::Join {
                code,
                token,
                name,
                guess,
            } => {
                if role.is_some() {
                    return Err(RoomError::AlreadyInRoom);
                }
                let code = Code::parse(&code).ok_or(RoomError::NoSuchRoom)?;
                let token = match token {
                    Some(text) => Some(Token::parse(&text).ok_or(RoomError::BadFrame)?),
                    None => None,
                };
                if !state.rooms.contains_key(&code) {
                    return Err(if state.ended.contains(&code) {
                        RoomError::RoomExpired
                    } else {
                        RoomError::NoSuchRoom
                    });
                }
                self.admit(&mut state, address, now)?;
                let entry = state.rooms.get_mut(&code).ok_or(RoomError::NoSuchRoom)?;
                let fresh = Token::from_random(random::<TOKEN_BYTES>());
                let (slot, sends) =
                    entry
                        .room
                        .join(token, name, guess, fresh, drawn_name(), &self.limits)?;
                if let Some(old) = entry.participants.insert(slot, conn.clone()) {
                    old.send(&ServerFrame::Error {
                        error: RoomError::JoinedElsewhere,
                    });
                    old.kick.notify_one();
                }
                entry.route(sends);
                *role = Some(Role::Participant(code, slot));
                Ok(())
            }
            ClientFrame::Rename { name } => {
                let (entry, slot) = participant_entry(&mut state, conn, role)?;
                let sends = entry.room.rename(slot, name)?;
                entry.route(sends);
                Ok(())
            }
            ClientFrame::Guess { id, value } => {
                let (entry, slot) = participant_entry(&mut state, conn, role)?;
                let sends = entry.room.guess(slot, id, value)?;
                entry.route(sends);
                Ok(())
            }
            ClientFrame::Open { question } => {
                let entry = presenter_entry(&mut state, conn, role)?;
                let sends = entry.room.open(&question)?;
                entry.route(sends);
                Ok(())
            }
            ClientFrame::Close {} => {
                let entry = presenter_entry(&mut state, conn, role)?;
                let sends = entry.room.close()?;
                entry.route(sends);
                Ok(())
            }
            ClientFrame::Reveal {} => {
                let entry = presenter_entry(&mut state, conn, role)?;
                let sends = entry.room.reveal()?;
                entry.route(sends);
                Ok(())
            }
        }
    }

    /// Counts a join (or a room started) from `address` against its rate.
    fn admit(&self, state: &mut Rooms, address: IpAddr, now: u64) -> Result<(), RoomError> {
        let limits = &self.limits;
        let bucket = state
            .joins
            .entry(address)
            .or_insert_with(|| TokenBucket::new(limits.join_burst, limits.joins_per_second, now));
        if bucket.take(now) {
            Ok(())
        } else {
            Err(RoomError::JoinTooFast)
        }
    }

    /// Puts `room` on the relay with `conn` presenting it.
    fn take_presenter(
        &self,
        state: &mut Rooms,
        conn: &Conn,
        mut room: Room,
        secret: &Secret,
    ) -> Result<(), RoomError> {
        if state.rooms.len() >= self.limits.rooms {
            return Err(RoomError::TooManyRooms);
        }
        let sends = room.present(secret)?;
        let entry = Entry {
            room,
            presenter: Some(conn.clone()),
            participants: HashMap::new(),
        };
        entry.route(sends);
        state.rooms.insert(entry.room.code().clone(), entry);
        Ok(())
    }

    /// `conn` (in `role`) ended.
    pub fn left(&self, conn: &Conn, role: Option<Role>) {
        let now = self.now_ms();
        let mut state = self.lock();
        match role {
            None => {}
            Some(Role::Presenter(code)) => {
                if let Some(entry) = state.rooms.get_mut(&code) {
                    if entry.presenter.as_ref().is_some_and(|p| p.id == conn.id) {
                        entry.presenter = None;
                        entry.room.presenter_left(now);
                    }
                }
            }
            Some(Role::Participant(code, slot)) => {
                if let Some(entry) = state.rooms.get_mut(&code) {
                    if entry
                        .participants
                        .get(&slot)
                        .is_some_and(|p| p.id == conn.id)
                    {
                        entry.participants.remove(&slot);
                    }
                }
            }
        }
    }

    /// Removes expired rooms (telling everyone connected to them) and forgets join rates
    /// that are back to full.
    pub fn sweep(&self) {
        let now = self.now_ms();
        let mut state = self.lock();
        let limits = &self.limits;
        let Rooms {
            rooms,
            ended,
            joins,
        } = &mut *state;
        rooms.retain(|code, entry| {
            let expired = entry.room.expired(now, limits);
            if expired {
                ended.insert(code.clone());
                for conn in entry.connections() {
                    conn.send(&ServerFrame::Error {
                        error: RoomError::RoomExpired,
                    });
                    conn.kick.notify_one();
                }
            }
            !expired
        });
        joins.retain(|_, bucket| !bucket.is_full(now));
    }
}

/// The room `conn` participates in, if it is that participant's live connection.
fn participant_entry<'a>(
    state: &'a mut Rooms,
    conn: &Conn,
    role: &Option<Role>,
) -> Result<(&'a mut Entry, u32), RoomError> {
    let Some(Role::Participant(code, slot)) = role else {
        return Err(RoomError::NotInRoom);
    };
    let entry = state.rooms.get_mut(code).ok_or(RoomError::RoomExpired)?;
    if entry.participants.get(slot).is_none_or(|p| p.id != conn.id) {
        return Err(RoomError::JoinedElsewhere);
    }
    Ok((entry, *slot))
}

/// The room `conn` presents, if it is its presenter's live connection.
fn presenter_entry<'a>(
    state: &'a mut Rooms,
    conn: &Conn,
    role: &Option<Role>,
) -> Result<&'a mut Entry, RoomError> {
    let Some(Role::Presenter(code)) = role else {
        return Err(RoomError::NotPresenter);
    };
    let entry = state.rooms.get_mut(code).ok_or(RoomError::RoomExpired)?;
    if entry.presenter.as_ref().is_none_or(|p| p.id != conn.id) {
        return Err(RoomError::JoinedElsewhere);
    }
    Ok(entry)
}
