//! A QR code of a room's join link, as SVG, to scan from the back of a room.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// `text` as a QR code in SVG (dark modules on light, a quiet zone around), sized by its
/// container; None if the text is too long for a QR code.
pub fn qr_svg(text: &str) -> Option<String> {
    // Medium error correction: a projected code survives glare and a low resolution.
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(200, 200)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .quiet_zone(true)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_link_is_a_scannable_svg() {
        let svg = qr_svg("http://192.168.1.20:8080/?view=room&join=ABCDEFGHJKLM").unwrap();
        assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"));
        assert!(svg.contains("<path") || svg.contains("<rect"));
        // The same link gives the same picture; another link another.
        assert_eq!(qr_svg("a").unwrap(), qr_svg("a").unwrap());
        assert_ne!(qr_svg("a").unwrap(), qr_svg("b").unwrap());
        assert_eq!(qr_svg(&"x".repeat(5000)), None);
    }
}
