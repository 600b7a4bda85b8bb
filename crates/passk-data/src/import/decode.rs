//! Turning a file's bytes into text: UTF-8 (with or without a byte-order mark) or UTF-16
//! (a spreadsheet's "Unicode text" export), detected from the byte-order mark. Anything else
//! is refused with the offset of the first bad byte, so the person knows what to fix. A
//! zip archive is read as an inspect_ai `.eval` log (`archive`).

use super::problem::DecodeError;

/// Decodes `bytes`; `name` is the file's name, for the message. A zip archive is an
/// inspect_ai `.eval` log: its samples become the equivalent JSON log.
pub fn decode_text(name: &str, bytes: Vec<u8>) -> Result<String, DecodeError> {
    if super::archive::is_zip(&bytes) {
        return super::archive::inspect_log_text(name, &bytes);
    }
    match bytes.as_slice() {
        [0xFF, 0xFE, rest @ ..] => decode_utf16(name, rest, u16::from_le_bytes),
        [0xFE, 0xFF, rest @ ..] => decode_utf16(name, rest, u16::from_be_bytes),
        _ => String::from_utf8(bytes).map_err(|error| DecodeError::NotUtf8 {
            name: name.to_string(),
            offset: error.utf8_error().valid_up_to(),
        }),
    }
}

fn decode_utf16(name: &str, bytes: &[u8], unit: fn([u8; 2]) -> u16) -> Result<String, DecodeError> {
    if bytes.len() % 2 == 1 {
        return Err(DecodeError::Utf16CutOff {
            name: name.to_string(),
        });
    }
    let units = bytes.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
    char::decode_utf16(units)
        .enumerate()
        .map(|(index, decoded)| {
            decoded.map_err(|_| DecodeError::Utf16LoneSurrogate {
                name: name.to_string(),
                offset: 2 + 2 * index,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_and_without_a_bom() {
        assert_eq!(decode_text("a", b"task,n,c".to_vec()).unwrap(), "task,n,c");
        // The BOM is kept here; the importer skips it on the first line.
        assert_eq!(
            decode_text("a", b"\xEF\xBB\xBFtask".to_vec()).unwrap(),
            "\u{feff}task"
        );
    }

    #[test]
    fn utf16_both_byte_orders() {
        let little: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("é,8".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        let big: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain("한,8".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(decode_text("a", little).unwrap(), "é,8");
        assert_eq!(decode_text("a", big).unwrap(), "한,8");
    }
}
