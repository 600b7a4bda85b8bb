//! What the build tools share: the font their charts are drawn with.

use std::error::Error;
use std::fs;
use std::path::{Path, PathBuf};

use plotters::style::{register_font, FontStyle};

/// Where Debian's fonts-dejavu-core puts its sans-serif faces.
const DEJAVU: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
];

/// Registers the sans-serif faces the charts ask for.
pub fn load_fonts() -> Result<(), Box<dyn Error>> {
    let regular = std::env::var_os("PASSK_CARD_FONT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(DEJAVU[0]));
    let bold = if regular == Path::new(DEJAVU[0]) && Path::new(DEJAVU[1]).exists() {
        PathBuf::from(DEJAVU[1])
    } else {
        regular.clone()
    };
    let read = |path: &Path| {
        fs::read(path).map_err(|error| {
            format!(
                "cannot read the card font {} ({error}); install fonts-dejavu-core or set PASSK_CARD_FONT to a .ttf file",
                path.display()
            )
        })
    };
    // plotters keeps the font for the process's life.
    let regular: &'static [u8] = Box::leak(read(&regular)?.into_boxed_slice());
    let bold: &'static [u8] = Box::leak(read(&bold)?.into_boxed_slice());
    register_font("sans-serif", FontStyle::Normal, regular)
        .map_err(|_| "the card font is not a TrueType font")?;
    register_font("sans-serif", FontStyle::Bold, bold)
        .map_err(|_| "the card's bold font is not a TrueType font")?;
    Ok(())
}
