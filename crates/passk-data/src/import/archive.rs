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

/// The most passk inflates from one archive: the samples' text, in bytes. A real log's
/// samples are a few MB each; an archive past this is refused before it exhausts the
/// worker's memory (a zip "bomb" that inflates one member's bytes many times over is
/// refused sooner, by its overlapping members).
pub const ARCHIVE_BUDGET: usize = 512 * 1024 * 1024;

/// The archive's `samples/*.json` members as an inspect_ai JSON log.
pub fn inspect_log_text(name: &str, bytes: &[u8]) -> Result<String, DecodeError> {
    inspect_log_text_within(name, bytes, ARCHIVE_BUDGET)
}

/// [`inspect_log_text`] with `budget` bytes of inflated text at most.
fn inspect_log_text_within(name: &str, bytes: &[u8], budget: usize) -> Result<String, DecodeError> {
    let over_budget = || ArchiveFault::OverBudget {
        limit_mib: (budget / (1024 * 1024)) as u64,
    };
    let fault = |member: &str, fault: ArchiveFault| DecodeError::ArchiveDamaged {
        name: name.to_string(),
        member: member.to_string(),
        fault,
    };
    let entries = central_directory(bytes).map_err(|what| fault("", what))?;
    let samples: Vec<&Entry> = entries
        .iter()
        .filter(|entry| entry.name.starts_with("samples/") && entry.name.ends_with(".json"))
        .collect();
    if samples.is_empty() {
        return Err(DecodeError::ArchiveWithoutSamples {
            name: name.to_string(),
        });
    }
    let spans = data_spans(bytes, &samples).map_err(|(member, what)| fault(member, what))?;
    refuse_overlaps(&spans).map_err(|(member, what)| fault(member, what))?;
    // Sizes as declared first: an archive that says it is too large is refused before any
    // of it is inflated.
    let mut declared = 0usize;
    for entry in &samples {
        declared = declared.saturating_add(entry.uncompressed);
        if declared > budget {
            return Err(fault(&entry.name, over_budget()));
        }
    }
    let mut text = String::from("{\"samples\":[");
    for (index, (entry, span)) in samples.iter().zip(&spans).enumerate() {
        // What is left of the budget bounds what this member may inflate to, whatever
        // size it declares.
        let room = budget.saturating_sub(text.len());
        let data = member_data(&bytes[span.data.clone()], entry.method, room)
            .map_err(|what| fault(&entry.name, what.unwrap_or_else(over_budget)))?;
        let member_text =
            String::from_utf8(data).map_err(|_| fault(&entry.name, ArchiveFault::NotUtf8))?;
        if index > 0 {
            text.push(',');
        }
        text.push_str(member_text.trim());
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

/// Where one member's bytes lie: its local header and its compressed data.
struct Span<'a> {
    name: &'a str,
    header: usize,
    data: std::ops::Range<usize>,
}

/// Each member's span, read from its local header.
fn data_spans<'a>(
    bytes: &[u8],
    entries: &[&'a Entry],
) -> Result<Vec<Span<'a>>, (&'a str, ArchiveFault)> {
    entries
        .iter()
        .map(|entry| {
            let at = entry.local_header;
            let cut = (entry.name.as_str(), ArchiveFault::CutOff);
            if u32_at(bytes, at) != Some(0x0403_4b50) {
                return Err(cut);
            }
            let name_length = usize::from(u16_at(bytes, at + 26).ok_or(cut.clone())?);
            let extra = usize::from(u16_at(bytes, at + 28).ok_or(cut.clone())?);
            let start = at + 30 + name_length + extra;
            let end = start.checked_add(entry.compressed).ok_or(cut.clone())?;
            if end > bytes.len() {
                return Err(cut);
            }
            Ok(Span {
                name: &entry.name,
                header: at,
                data: start..end,
            })
        })
        .collect()
}

/// Refuses two members whose bytes (header and data) overlap, naming both.
fn refuse_overlaps<'a>(spans: &[Span<'a>]) -> Result<(), (&'a str, ArchiveFault)> {
    let mut order: Vec<&Span> = spans.iter().collect();
    order.sort_by_key(|span| span.header);
    for pair in order.windows(2) {
        let (first, second) = (pair[0], pair[1]);
        if second.header < first.data.end {
            return Err((
                second.name,
                ArchiveFault::Overlaps {
                    other: first.name.to_string(),
                },
            ));
        }
    }
    Ok(())
}

/// A member's bytes, inflated to at most `room` bytes; `Err(None)` when it needs more room.
fn member_data(data: &[u8], method: u16, room: usize) -> Result<Vec<u8>, Option<ArchiveFault>> {
    match method {
        0 if data.len() > room => Err(None),
        0 => Ok(data.to_vec()),
        // Only "more output than the limit" means the budget; every other status is data
        // that does not inflate.
        8 => miniz_oxide::inflate::decompress_to_vec_with_limit(data, room).map_err(|error| {
            (error.status != miniz_oxide::inflate::TINFLStatus::HasMoreOutput)
                .then_some(ArchiveFault::BadDeflate)
        }),
        method => Err(Some(ArchiveFault::Method(method))),
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

    /// A zip of `members` (name, text, deflated?) as a zip tool writes it, each member's
    /// declared size given by `declared` (a lie when it differs from the text's length).
    fn zip(members: &[(&str, &[u8], bool)], declared: impl Fn(usize) -> u32) -> Vec<u8> {
        let mut bytes = Vec::new();
        let mut directory = Vec::new();
        for (name, text, deflate) in members {
            let data = match deflate {
                true => miniz_oxide::deflate::compress_to_vec(text, 6),
                false => text.to_vec(),
            };
            let method: u16 = if *deflate { 8 } else { 0 };
            let header = bytes.len() as u32;
            bytes.extend(b"PK\x03\x04\x14\0\0\0");
            bytes.extend(method.to_le_bytes());
            bytes.extend([0u8; 8]);
            bytes.extend((data.len() as u32).to_le_bytes());
            bytes.extend(declared(text.len()).to_le_bytes());
            bytes.extend((name.len() as u16).to_le_bytes());
            bytes.extend([0u8; 2]);
            bytes.extend(name.as_bytes());
            bytes.extend(&data);
            directory.extend(central_entry(
                name,
                method,
                data.len(),
                declared(text.len()),
                header,
            ));
        }
        let at = bytes.len() as u32;
        let entries = members.len() as u16;
        let length = directory.len() as u32;
        bytes.extend(directory);
        end_of_directory(&mut bytes, entries, length, at);
        bytes
    }

    fn central_entry(
        name: &str,
        method: u16,
        compressed: usize,
        size: u32,
        header: u32,
    ) -> Vec<u8> {
        let mut entry = b"PK\x01\x02\x14\0\x14\0\0\0".to_vec();
        entry.extend(method.to_le_bytes());
        entry.extend([0u8; 8]);
        entry.extend((compressed as u32).to_le_bytes());
        entry.extend(size.to_le_bytes());
        entry.extend((name.len() as u16).to_le_bytes());
        entry.extend([0u8; 12]);
        entry.extend(header.to_le_bytes());
        entry.extend(name.as_bytes());
        entry
    }

    fn end_of_directory(bytes: &mut Vec<u8>, entries: u16, length: u32, at: u32) {
        bytes.extend(b"PK\x05\x06\0\0\0\0");
        bytes.extend(entries.to_le_bytes());
        bytes.extend(entries.to_le_bytes());
        bytes.extend(length.to_le_bytes());
        bytes.extend(at.to_le_bytes());
        bytes.extend([0u8; 2]);
    }

    /// A sample whose text is `size` bytes long (a long output of spaces).
    fn sample_of(size: usize) -> Vec<u8> {
        let head = br#"{"id":1,"epoch":1,"scores":{"s":{"value":"C"}},"output":""#;
        let mut text = head.to_vec();
        text.resize(size - 2, b' ');
        text.extend(br#""}"#);
        text
    }

    #[test]
    fn a_zip_the_helper_writes_reads() {
        let sample = sample_of(1_000);
        let bytes = zip(&[("samples/1_epoch_1.json", &sample, true)], |size| {
            size as u32
        });
        let text = inspect_log_text("x.eval", &bytes).unwrap();
        assert_eq!(text.len(), "{\"samples\":[]}".len() + 1_000);
    }

    /// One member listed many times (a "zip bomb": 24 × 250 MB from 256 KB) is refused by
    /// name before anything is inflated.
    #[test]
    fn members_that_share_bytes_are_refused_by_name() {
        let sample = sample_of(100_000);
        let mut bytes = zip(&[("samples/1_epoch_1.json", &sample, true)], |size| {
            size as u32
        });
        // The directory again, listing the one member 24 times under other names.
        let compressed = miniz_oxide::deflate::compress_to_vec(&sample, 6).len();
        let local_end = 30 + "samples/1_epoch_1.json".len() + compressed;
        bytes.truncate(local_end);
        let mut directory = Vec::new();
        for copy in 0..24 {
            let name = format!("samples/{copy}_epoch_1.json");
            directory.extend(central_entry(&name, 8, compressed, 250 << 20, 0));
        }
        let length = directory.len() as u32;
        bytes.extend(directory);
        end_of_directory(&mut bytes, 24, length, local_end as u32);
        match inspect_log_text("bomb.eval", &bytes) {
            Err(DecodeError::ArchiveDamaged {
                member,
                fault: ArchiveFault::Overlaps { other },
                ..
            }) => {
                assert!(member.starts_with("samples/") && other.starts_with("samples/"));
                assert_ne!(member, other);
            }
            other => panic!("{other:?}"),
        }
    }

    /// The budget holds whatever sizes the archive declares: declared too large, refused
    /// before inflating; declared too small (or zero), inflated up to the budget and read
    /// when it fits (never called "corrupt").
    #[test]
    fn the_archive_budget_is_met_and_said() {
        let sample = sample_of(600_000);
        let members: Vec<(String, Vec<u8>)> = (1..=4)
            .map(|epoch| (format!("samples/1_epoch_{epoch}.json"), sample.clone()))
            .collect();
        let listed: Vec<(&str, &[u8], bool)> = members
            .iter()
            .map(|(name, text)| (name.as_str(), text.as_slice(), true))
            .collect();
        let budget = 2 * 1024 * 1024;
        let said = |fault: ArchiveFault, member: &str| {
            Err(DecodeError::ArchiveDamaged {
                name: "x.eval".into(),
                member: member.into(),
                fault,
            })
        };
        let over = ArchiveFault::OverBudget { limit_mib: 2 };
        // Honest sizes, 2.4 MB in all: the fourth member passes the 2 MiB budget.
        let honest = zip(&listed, |size| size as u32);
        assert_eq!(
            inspect_log_text_within("x.eval", &honest, budget),
            said(over.clone(), "samples/1_epoch_4.json")
        );
        // Sizes declared as zero: inflating finds the same limit at the same member.
        let lying = zip(&listed, |_| 0);
        assert_eq!(
            inspect_log_text_within("x.eval", &lying, budget),
            said(over, "samples/1_epoch_4.json")
        );
        // Three members fit, whatever they declare.
        let fits = zip(&listed[..3], |_| 0);
        let text = inspect_log_text_within("x.eval", &fits, budget).unwrap();
        assert_eq!(text.len(), "{\"samples\":[,,]}".len() + 3 * 600_000);
        // Stored (not deflated) members meet the same budget.
        let stored: Vec<(&str, &[u8], bool)> = listed
            .iter()
            .map(|(name, text, _)| (*name, *text, false))
            .collect();
        assert_eq!(
            inspect_log_text_within("x.eval", &zip(&stored, |_| 0), budget),
            said(
                ArchiveFault::OverBudget { limit_mib: 2 },
                "samples/1_epoch_4.json"
            )
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
