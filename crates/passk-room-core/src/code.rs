//! The room's secrets. The relay draws the presenter's secret and each participant's token
//! from a CSPRNG; the join code is the secret's SHA-256, written in 12 letters and digits
//! (60 bits). So the code is as unguessable as a random one, tells nothing of the secret,
//! and a relay that restarted (rooms live in memory) can let the presenter, and only the
//! presenter, take the room back under its old code.

use sha2::{Digest, Sha256};

/// The letters and digits codes and secrets are written in: no 0/O or 1/I to misread.
pub const ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// Characters in a join code.
pub const CODE_LEN: usize = 12;
/// Characters in a presenter's secret (160 bits).
pub const SECRET_LEN: usize = 32;
/// Characters in a participant's token (130 bits).
pub const TOKEN_LEN: usize = 26;

/// Random bytes a secret is drawn from.
pub const SECRET_BYTES: usize = 20;
/// Random bytes a token is drawn from.
pub const TOKEN_BYTES: usize = 17;

/// Five bits at a time, most significant first, as [`ALPHABET`] characters.
fn base32(bytes: &[u8], chars: usize) -> String {
    let mut text = String::with_capacity(chars);
    let mut buffer: u32 = 0;
    let mut bits = 0;
    let mut bytes = bytes.iter();
    while text.len() < chars {
        if bits < 5 {
            buffer = (buffer << 8) | u32::from(bytes.next().copied().unwrap_or(0));
            bits += 8;
        }
        bits -= 5;
        text.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
    }
    text
}

/// Whether `text` is `len` characters of [`ALPHABET`].
fn well_formed(text: &str, len: usize) -> bool {
    text.len() == len && text.bytes().all(|byte| ALPHABET.contains(&byte))
}

/// A join code, as a person types it: case and separators (spaces, dashes) do not matter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(String);

impl Code {
    /// The code `text` names, if it is one.
    pub fn parse(text: &str) -> Option<Code> {
        let code: String = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        well_formed(&code, CODE_LEN).then_some(Code(code))
    }

    /// The code, 12 characters.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The presenter's secret: only the connection that shows it may open, close or reveal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// A secret from `random` bytes (the relay's CSPRNG).
    pub fn from_random(random: [u8; SECRET_BYTES]) -> Secret {
        Secret(base32(&random, SECRET_LEN))
    }

    /// The secret `text` names, if it is one.
    pub fn parse(text: &str) -> Option<Secret> {
        well_formed(text, SECRET_LEN).then(|| Secret(text.to_string()))
    }

    /// The join code this secret's room has.
    pub fn code(&self) -> Code {
        let digest = Sha256::digest(self.0.as_bytes());
        Code(base32(&digest, CODE_LEN))
    }

    /// The secret, 32 characters.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A participant's token: it brings back their name and guess when they reconnect.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token(String);

impl Token {
    /// A token from `random` bytes (the relay's CSPRNG).
    pub fn from_random(random: [u8; TOKEN_BYTES]) -> Token {
        Token(base32(&random, TOKEN_LEN))
    }

    /// The token `text` names, if it is one.
    pub fn parse(text: &str) -> Option<Token> {
        well_formed(text, TOKEN_LEN).then(|| Token(text.to_string()))
    }

    /// The token, 26 characters.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_the_secrets_digest_and_reads_as_typed() {
        let secret = Secret::from_random([7; SECRET_BYTES]);
        assert_eq!(secret.as_str().len(), SECRET_LEN);
        let code = secret.code();
        assert_eq!(code.as_str().len(), CODE_LEN);
        // The same secret always gives the same code; another secret another code.
        assert_eq!(Secret::parse(secret.as_str()).unwrap().code(), code);
        assert_ne!(Secret::from_random([8; SECRET_BYTES]).code(), code);
        let typed = format!(
            "{}-{} {}",
            &code.as_str()[..4].to_lowercase(),
            &code.as_str()[4..8],
            &code.as_str()[8..]
        );
        assert_eq!(Code::parse(&typed), Some(code));
        assert_eq!(Code::parse("ABCDEFGHJKL"), None);
        assert_eq!(
            Code::parse("ABCDEFGHJKL0"),
            None,
            "0 is not in the alphabet"
        );
        assert_eq!(Code::parse("ABCDEFGHJKLMN"), None);
    }

    #[test]
    fn base32_takes_five_bits_at_a_time() {
        // 00000000 01000010 is 00000 00001 00001 0(0000): '2' is 0, '3' is 1.
        assert_eq!(base32(&[0, 0x42], 4), "2332");
        assert_eq!(base32(&[0xff; 5], 8), "ZZZZZZZZ");
        assert_eq!(
            Token::from_random([0; TOKEN_BYTES]).as_str(),
            "2".repeat(TOKEN_LEN)
        );
        assert!(Token::parse(&"Z".repeat(TOKEN_LEN)).is_some());
        assert!(Token::parse(&"Z".repeat(TOKEN_LEN + 1)).is_none());
    }
}
