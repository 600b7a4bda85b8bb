//! A hasher for map keys that are hashes already (of task names or ids): hashing them a
//! second time, once per record of a million-row file, would only cost time.

use std::hash::Hasher;

/// Passes a `u64` key through as its own hash.
#[derive(Default)]
pub(crate) struct PassThrough(u64);

impl Hasher for PassThrough {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only u64 keys come here (write_u64); any other key still gets a hash.
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}
