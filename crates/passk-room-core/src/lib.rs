//! A workshop room's rules, apart from any socket: the presenter opens a question, the
//! participants guess a number, the presenter closes and reveals, and everyone sees the
//! truth beside the room's guesses.
//!
//! - [`frame`]: the JSON frames a page and the relay exchange, and the one parser of what a
//!   client sends (size first, then shape, then ranges).
//! - [`room`]: one room's state; each action returns who must be told what, so the relay
//!   only routes.
//! - [`summary`]: the reveal's numbers (median, quartiles, within 5 points).
//! - [`code`]: the presenter's secret, the join code derived from it, participants' tokens.
//! - [`limit`]: the relay's limits and the token bucket that enforces a rate.
//!
//! Only numbers travel from participants: a guess in tenths of a percent and a name as two
//! indices into fixed word lists (said in each page's language by passk-words).

pub mod code;
pub mod frame;
pub mod limit;
pub mod room;
pub mod summary;

pub use code::{Code, Secret, Token};
pub use frame::{parse_client, Asked, ClientFrame, Phase, RoomError, ServerFrame, WireQuestion};
pub use limit::{Limits, TokenBucket};
pub use room::{Room, To};
pub use summary::Summary;

/// How many first words a generated name picks from (an adjective: "Quick").
pub const NAME_FIRSTS: u8 = 16;
/// How many second words a generated name picks from (an animal: "Otter").
pub const NAME_SECONDS: u8 = 16;

/// A participant's name: an index into each of the two word lists.
pub type Name = [u8; 2];

/// Whether `name` indexes both word lists.
pub fn name_is_valid(name: Name) -> bool {
    name[0] < NAME_FIRSTS && name[1] < NAME_SECONDS
}
