//! Puts each chart page's first paint into the built page (`index.html`, `embed.html`): the
//! page as it looks at the default state (`assets/first-paint*.html`, captured from the live
//! page by `scripts/capture-first-paint.mjs` and kept in step by `first_paint.spec.mjs`),
//! its charts drawn as SVG by the same `passk_chart` code the canvas uses, hidden, and the
//! script that shows it only when the page will start at that state
//! (`scripts/first-paint.js`, written beside the pages). The wasm takes it down in the task
//! that mounts the live page (`page_start::take_down_first_paint`).
//!
//! `passk-first-paint <dist folder>` (run by `make dist-only` after the pages are built).

use std::error::Error;
use std::fs;
use std::path::Path;

use passk_chart::{draw, Drawing, Palette};
use passk_core::lang::Lang;
use passk_core::share::{SharedState, EMBED_STATE_KEY, FIRST_PAINT_ID, STATE_KEY};
use passk_widget::WidgetView;
use plotters::prelude::{IntoDrawingArea, SVGBackend};

/// A page with a first paint: its file, its capture at the default state (its canvases left
/// as `<!--chart:TESTID WxH-->`), and whether it is the embed (its own storage, and
/// `embed=1` in its link).
const PAGES: [(&str, &str, bool); 2] = [
    (
        "index.html",
        include_str!("../../../../assets/first-paint.html"),
        false,
    ),
    (
        "embed.html",
        include_str!("../../../../assets/first-paint-embed.html"),
        true,
    ),
];
/// The script that shows it (or not).
const SHOW: &str = include_str!("../../../../scripts/first-paint.js");
/// How the capture marks a canvas: `<!--chart:TESTID WxH-->`.
const MARKER: &str = "<!--chart:";
/// The element's id, which the script and the wasm look for.
const ID: &str = FIRST_PAINT_ID;

fn main() {
    let Some(folder) = std::env::args().nth(1) else {
        eprintln!("usage: passk-first-paint <dist folder>");
        std::process::exit(2);
    };
    if let Err(error) = write_first_paint(Path::new(&folder)) {
        eprintln!("passk-first-paint: {error}");
        std::process::exit(1);
    }
}

fn write_first_paint(folder: &Path) -> Result<(), Box<dyn Error>> {
    // Text is laid out with the font the browser's sans-serif is on Debian (DejaVu Sans).
    passk_cards::load_fonts()?;
    for (file, captured, embed_page) in PAGES {
        let page_path = folder.join(file);
        let page = fs::read_to_string(&page_path)?;
        if page.contains(&format!("id={ID}")) || page.contains(&format!("id=\"{ID}\"")) {
            return Err(format!("{} already has a first paint", page_path.display()).into());
        }
        let body = page
            .find("<body>")
            .ok_or_else(|| format!("no <body> in {}", page_path.display()))?
            + "<body>".len();
        let snapshot = first_paint_html(captured, embed_page)?;
        let written = format!("{}{snapshot}{}", &page[..body], &page[body..]);
        fs::write(&page_path, written)?;
        println!(
            "passk-first-paint: {} B of first paint in {}",
            snapshot.len(),
            page_path.display()
        );
    }
    // Its comments are for readers of scripts/, not for every visitor's download.
    let bare: Vec<&str> = SHOW
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect();
    fs::write(folder.join("first-paint.js"), bare.join("\n") + "\n")?;
    Ok(())
}

/// The hidden element with the captured page, its charts filled in, and the script tag
/// after it (a script that runs before the first paint, so no frame can show it unchecked).
fn first_paint_html(captured: &str, embed_page: bool) -> Result<String, Box<dyn Error>> {
    let state = SharedState::default();
    let lang = Lang::default();
    let view = WidgetView::new(&state, lang);
    let mut markup = captured.trim().to_string();
    // Each chart marker in turn: the widget's two charts are drawn; any other chart of the
    // page (the reruns' simulation) keeps its box, blank, until the live page draws it.
    while let Some(start) = markup.find(MARKER) {
        let end = start
            + markup[start..]
                .find("-->")
                .ok_or("a chart marker in the captured page is not closed")?;
        let (testid, size) = markup[start + MARKER.len()..end]
            .split_once(' ')
            .ok_or("a chart marker is not `chart:TESTID WxH`")?;
        let (width, height) = size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
            .ok_or_else(|| format!("the {testid} chart's size is not WxH: {size}"))?;
        let drawn = view
            .charts
            .iter()
            .find(|chart| chart.chart.testid() == testid);
        let svg = match drawn {
            Some(chart) => chart_svg(&Drawing::Curves(chart.model.clone()), testid, width, height)?,
            None => format!("<svg class=\"chart\" viewBox=\"0 0 {width} {height}\"></svg>"),
        };
        markup.replace_range(start..end + "-->".len(), &svg);
    }
    for chart in &view.charts {
        if !markup.contains(&format!(
            "data-first-paint-chart=\"{}\"",
            chart.chart.testid()
        )) {
            return Err(format!("the captured page has no {} chart", chart.chart.testid()).into());
        }
    }
    let forms = SharedState::default_forms(embed_page);
    let key = if embed_page {
        EMBED_STATE_KEY
    } else {
        STATE_KEY
    };
    let langs: Vec<&str> = Lang::ALL.iter().map(|lang| lang.code()).collect();
    Ok(format!(
        "<div id=\"{ID}\" hidden inert aria-hidden=\"true\" data-pairs=\"{}\" data-key=\"{key}\" data-stored=\"{}\" data-lang=\"{}\" data-langs=\"{}\">{markup}</div><script src=\"./first-paint.js\"></script>",
        forms.pairs.join("&amp;"),
        forms.stored.join(" ").replace('&', "&amp;"),
        lang.code(),
        langs.join(" "),
    ))
}

/// The chart as inline SVG that the page's CSS sizes as it sizes the canvas (`.chart`),
/// drawn at the size the canvas had where it was captured.
fn chart_svg(
    drawing: &Drawing,
    testid: &str,
    width: u32,
    height: u32,
) -> Result<String, Box<dyn Error>> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        draw(&root, drawing, &Palette::LIGHT, 1.0)?;
        root.present()?;
    }
    let open_end = svg.find('>').ok_or("plotters wrote no <svg> tag")?;
    Ok(format!(
        "<svg class=\"chart\" data-first-paint-chart=\"{testid}\" viewBox=\"0 0 {width} {height}\" xmlns=\"http://www.w3.org/2000/svg\">{}",
        &svg[open_end + 1..]
    ))
}
