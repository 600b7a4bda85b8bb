//! inspect_ai's `.eval` log: a zip archive (`header.json`, `samples/<id>_epoch_<n>.json`,
//! `summaries.json`, `reductions.json`, `_journal/…`), read in the browser with no server.
//! Each `samples/` member is one sample with the same shape as in a JSON log, so the archive
//! becomes the JSON log `{"samples": [ … ]}` and is read by the inspect_ai reader: every
//! epoch a trial, every scorer offered, letter grades mapped; reductions are ignored.
//!
//! The zip reader reads the central directory (stored and deflated members; deflate by
//! miniz_oxide). A damaged archive is refused with the member where reading stopped.

use super::problem::{ArchiveFault, DecodeError};

/// Whether `bytes` start like a zip archive (a local file header, or an empty archive).
pub fn is_zip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06")
}

/// The archive's `samples/*.json` members as an inspect_ai JSON log.
pub fn inspect_log_text(name: &str, bytes: &[u8]) -> Result<String, DecodeError> {
    let fault = |member: &str, fault: ArchiveFault| DecodeError::ArchiveDamaged {
        name: name.to_string(),
        member: member.to_string(),
        fault,
    };
    let entries = central_directory(bytes).map_err(|what| fault("", what))?;
    let mut text = String::from("{\"samples\":[");
    let mut samples = 0usize;
    for entry in entries
        .iter()
        .filter(|entry| entry.name.starts_with("samples/") && entry.name.ends_with(".json"))
    {
        let data = member_data(bytes, entry).map_err(|what| fault(&entry.name, what))?;
        let member_text =
            String::from_utf8(data).map_err(|_| fault(&entry.name, ArchiveFault::NotUtf8))?;
        if samples > 0 {
            text.push(',');
        }
        text.push_str(member_text.trim());
        samples += 1;
    }
    if samples == 0 {
        return Err(DecodeError::ArchiveWithoutSamples {
            name: name.to_string(),
        });
    }
    text.push_str("]}");
    Ok(text)
}

/// One member as the central directory lists it.
#[derive(Debug)]
struct Entry {
    name: String,
    method: u16,
    compressed: usize,
    uncompressed: usize,
    local_header: usize,
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// The end-of-central-directory record: the last "PK\x05\x06" within the final 64 KiB
/// (its comment may follow it).
fn end_record(bytes: &[u8]) -> Option<usize> {
    let earliest = bytes.len().saturating_sub(22 + 65_535);
    (earliest..=bytes.len().checked_sub(22)?)
        .rev()
        .find(|&at| bytes[at..].starts_with(b"PK\x05\x06"))
}

fn central_directory(bytes: &[u8]) -> Result<Vec<Entry>, ArchiveFault> {
    let end = end_record(bytes).ok_or(ArchiveFault::CutOff)?;
    let count = usize::from(u16_at(bytes, end + 10).ok_or(ArchiveFault::CutOff)?);
    let mut at = u32_at(bytes, end + 16).ok_or(ArchiveFault::CutOff)? as usize;
    if count == 0xFFFF || at == 0xFFFF_FFFF {
        return Err(ArchiveFault::Zip64);
    }
    let mut entries = Vec::with_capacity(count);
    for _ in 0..count {
        if u32_at(bytes, at) != Some(0x0201_4b50) {
            return Err(ArchiveFault::CutOff);
        }
        let field = |offset: usize| u32_at(bytes, at + offset).ok_or(ArchiveFault::CutOff);
        let short = |offset: usize| u16_at(bytes, at + offset).ok_or(ArchiveFault::CutOff);
        let (name_length, extra, comment) = (
            usize::from(short(28)?),
            usize::from(short(30)?),
            usize::from(short(32)?),
        );
        let name = bytes
            .get(at + 46..at + 46 + name_length)
            .ok_or(ArchiveFault::CutOff)?;
        let entry = Entry {
            name: String::from_utf8_lossy(name).into_owned(),
            method: short(10)?,
            compressed: field(20)? as usize,
            uncompressed: field(24)? as usize,
            local_header: field(42)? as usize,
        };
        if [entry.compressed, entry.uncompressed, entry.local_header].contains(&0xFFFF_FFFF) {
            return Err(ArchiveFault::Zip64);
        }
        entries.push(entry);
        at += 46 + name_length + extra + comment;
    }
    Ok(entries)
}

/// The largest member passk inflates (a sample with a long conversation is a few MB).
const MEMBER_LIMIT: usize = 256 * 1024 * 1024;

fn member_data(bytes: &[u8], entry: &Entry) -> Result<Vec<u8>, ArchiveFault> {
    let at = entry.local_header;
    if u32_at(bytes, at) != Some(0x0403_4b50) {
        return Err(ArchiveFault::CutOff);
    }
    let name_length = usize::from(u16_at(bytes, at + 26).ok_or(ArchiveFault::CutOff)?);
    let extra = usize::from(u16_at(bytes, at + 28).ok_or(ArchiveFault::CutOff)?);
    let start = at + 30 + name_length + extra;
    let data = bytes
        .get(start..start + entry.compressed)
        .ok_or(ArchiveFault::CutOff)?;
    match entry.method {
        0 => Ok(data.to_vec()),
        8 => miniz_oxide::inflate::decompress_to_vec_with_limit(
            data,
            entry.uncompressed.clamp(1, MEMBER_LIMIT),
        )
        .map_err(|_| ArchiveFault::BadDeflate),
        method => Err(ArchiveFault::Method(method)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIXTURE: &[u8] = include_bytes!("../../../../tests/fixtures/inspect_log.eval");

    #[test]
    fn the_fixtures_samples_become_a_json_log() {
        assert!(is_zip(FIXTURE));
        let text = inspect_log_text("log.eval", FIXTURE).unwrap();
        let log: serde_json::Value = serde_json::from_str(&text).unwrap();
        let samples = log["samples"].as_array().unwrap();
        // 3 tasks × 8 epochs; header, summaries, reductions and the journal are not samples.
        assert_eq!(samples.len(), 24);
        assert!(samples.iter().all(|sample| sample["epoch"].is_u64()));
    }

    #[test]
    fn a_damaged_archive_names_what_is_wrong() {
        // Cut off: no central directory.
        let cut = &FIXTURE[..FIXTURE.len() / 2];
        assert_eq!(
            inspect_log_text("log.eval", cut),
            Err(DecodeError::ArchiveDamaged {
                name: "log.eval".into(),
                member: String::new(),
                fault: ArchiveFault::CutOff,
            })
        );
        // A member's bytes corrupted: that member is named.
        let entries = central_directory(FIXTURE).unwrap();
        let sample = entries
            .iter()
            .find(|entry| entry.name.starts_with("samples/") && entry.method == 8)
            .unwrap();
        let mut broken = FIXTURE.to_vec();
        let data_start = sample.local_header + 30 + sample.name.len();
        for byte in &mut broken[data_start..data_start + sample.compressed.min(8)] {
            *byte = 0xFF;
        }
        match inspect_log_text("log.eval", &broken) {
            Err(DecodeError::ArchiveDamaged { member, .. }) => assert_eq!(member, sample.name),
            other => panic!("{other:?}"),
        }
        // An empty archive has no samples.
        let empty = b"PK\x05\x06\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0";
        assert_eq!(
            inspect_log_text("x.eval", empty),
            Err(DecodeError::ArchiveWithoutSamples {
                name: "x.eval".into()
            })
        );
    }

    /// Mutated archives (flipped bytes, cuts, spliced directories) never panic: each gives
    /// text or a named fault. Deterministic (a fixed-seed generator).
    #[test]
    fn mutated_archives_never_panic() {
        let mut state: u64 = 0x7061_7373_6b7a_6970;
        let mut next = move |below: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            ((state >> 33) as usize) % below.max(1)
        };
        for _ in 0..3_000 {
            let mut bytes = FIXTURE.to_vec();
            match next(3) {
                0 => {
                    for _ in 0..1 + next(8) {
                        let at = next(bytes.len());
                        bytes[at] = next(256) as u8;
                    }
                }
                1 => bytes.truncate(next(bytes.len())),
                _ => {
                    let at = next(bytes.len());
                    let length = next(64).min(bytes.len() - at);
                    let piece: Vec<u8> = bytes[at..at + length].to_vec();
                    let to = next(bytes.len());
                    bytes.splice(to..to, piece);
                }
            }
            let _ = inspect_log_text("fuzz.eval", &bytes);
        }
    }
}
