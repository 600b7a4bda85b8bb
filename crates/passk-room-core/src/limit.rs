//! The relay's limits, and the token bucket that holds a rate to one of them.

/// What the relay allows. Each limit is refused with its own [`crate::RoomError`].
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Participants in one room.
    pub participants_per_room: u32,
    /// Rooms on the relay.
    pub rooms: usize,
    /// Messages a connection may send a second (its bucket refills this fast)…
    pub messages_per_second: f64,
    /// …and in one burst.
    pub message_burst: f64,
    /// Joins (and rooms started) one address may make a second over time…
    pub joins_per_second: f64,
    /// …and in one burst (a class behind one NAT joins at once).
    pub join_burst: f64,
    /// A room's life, in milliseconds.
    pub room_lifetime_ms: u64,
    /// How long a room outlives its presenter's last connection, in milliseconds.
    pub presenter_absence_ms: u64,
}

impl Default for Limits {
    /// The limits: 500 participants a room, 1,000 rooms, 5 messages a second, rooms
    /// for 4 hours or 30 minutes without their presenter; joins from one address up to 200
    /// at once, then 5 a second.
    fn default() -> Limits {
        Limits {
            participants_per_room: 500,
            rooms: 1000,
            messages_per_second: 5.0,
            message_burst: 5.0,
            joins_per_second: 5.0,
            join_burst: 200.0,
            room_lifetime_ms: 4 * 60 * 60 * 1000,
            presenter_absence_ms: 30 * 60 * 1000,
        }
    }
}

/// A rate limit: `capacity` tokens, refilled at `per_second`; each action takes one.
#[derive(Clone, Debug, PartialEq)]
pub struct TokenBucket {
    capacity: f64,
    per_ms: f64,
    tokens: f64,
    last_ms: u64,
}

impl TokenBucket {
    /// A full bucket at `now_ms`.
    pub fn new(capacity: f64, per_second: f64, now_ms: u64) -> TokenBucket {
        TokenBucket {
            capacity,
            per_ms: per_second / 1000.0,
            tokens: capacity,
            last_ms: now_ms,
        }
    }

    /// Takes a token at `now_ms` if there is one.
    pub fn take(&mut self, now_ms: u64) -> bool {
        let elapsed = now_ms.saturating_sub(self.last_ms) as f64;
        self.tokens = (self.tokens + elapsed * self.per_ms).min(self.capacity);
        self.last_ms = self.last_ms.max(now_ms);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket is full again at `now_ms` (so it may be forgotten).
    pub fn is_full(&self, now_ms: u64) -> bool {
        let elapsed = now_ms.saturating_sub(self.last_ms) as f64;
        self.tokens + elapsed * self.per_ms >= self.capacity
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_a_second_with_a_burst_of_five() {
        let mut bucket = TokenBucket::new(5.0, 5.0, 1000);
        assert!((0..5).all(|_| bucket.take(1000)));
        assert!(!bucket.take(1000));
        // 200 ms gives one back, not two.
        assert!(bucket.take(1200));
        assert!(!bucket.take(1200));
        // A long pause refills to the burst, no more.
        assert!(bucket.is_full(60_000));
        assert_eq!((0..10).filter(|_| bucket.take(60_000)).count(), 5);
        // A clock that goes back takes nothing extra.
        assert!(!bucket.take(1));
    }
}
