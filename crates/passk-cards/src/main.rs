//! Writes the link cards into a folder (`dist/card/` from `make dist`): for every preset a
//! 1200 × 630 PNG of its k chart, drawn by the same `passk_chart` code as the page's canvas,
//! and for every language its card page and oEmbed JSON (see `passk_widget::Card`).
//!
//! `passk-cards <folder> [site address]`; the site address (ending in '/') makes the tags
//! absolute, as some link previews need. Text is drawn with a TrueType font read from
//! disk (`PASSK_CARD_FONT`, else DejaVu Sans from Debian's fonts-dejavu-core).

use std::error::Error;
use std::fs;
use std::path::Path;

use passk_chart::{draw, Drawing, Palette};
use passk_core::lang::Lang;
use passk_widget::{Card, WidgetView, CARD_SIZE};
use plotters::prelude::{BitMapBackend, IntoDrawingArea};

/// The site's icon.
const FAVICON: &[u8] = include_bytes!("../../../assets/favicon.svg");

fn main() {
    let mut arguments = std::env::args().skip(1);
    let Some(folder) = arguments.next() else {
        eprintln!("usage: passk-cards <folder> [site address ending in /]");
        std::process::exit(2);
    };
    let site = arguments.next().filter(|site| !site.is_empty());
    if let Err(error) = write_cards(Path::new(&folder), site.as_deref()) {
        eprintln!("passk-cards: {error}");
        std::process::exit(1);
    }
}

fn write_cards(folder: &Path, site: Option<&str>) -> Result<(), Box<dyn Error>> {
    if let Some(site) = site.filter(|site| !site.ends_with('/')) {
        return Err(format!("the site address must end in '/': {site}").into());
    }
    passk_cards::load_fonts()?;
    fs::create_dir_all(folder)?;
    // The card pages' icon, beside them (the site's own carries a content hash).
    fs::write(folder.join("favicon.svg"), FAVICON)?;
    let cards = Card::all();
    for card in &cards {
        fs::write(folder.join(card.page_file()), card.page_html(site))?;
        fs::write(folder.join(card.oembed_file()), card.oembed_json(site))?;
        // One image per preset, drawn with the English card.
        if card.lang == Lang::En {
            write_png(&folder.join(card.image_file()), &card_image(card)?)?;
        }
    }
    println!("passk-cards: {} cards in {}", cards.len(), folder.display());
    Ok(())
}

/// The card's k chart as RGB pixels, 1200 × 630.
fn card_image(card: &Card) -> Result<Vec<u8>, Box<dyn Error>> {
    let (width, height) = CARD_SIZE;
    let mut pixels = vec![255u8; (width * height * 3) as usize];
    let view = WidgetView::new(&card.state, card.lang);
    let chart = Drawing::Curves(view.charts[0].model.clone());
    {
        let root = BitMapBackend::with_buffer(&mut pixels, (width, height)).into_drawing_area();
        // Drawn at twice the CSS size, as a HiDPI canvas would be.
        draw(&root, &chart, &Palette::LIGHT, 2.0)?;
        root.present()?;
    }
    Ok(pixels)
}

fn write_png(path: &Path, rgb: &[u8]) -> Result<(), Box<dyn Error>> {
    let (width, height) = CARD_SIZE;
    let file = fs::File::create(path)?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgb)?;
    writer.finish()?;
    Ok(())
}
