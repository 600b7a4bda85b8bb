//! The embed page (`embed.html`) without a UI framework: the same widget as the full page's
//! explorer (sliders with number fields, three readouts, the sentence, both charts with
//! their tables, the link to the full page), built once with plain DOM calls and updated
//! in place on every change. A blog post that embeds it downloads `core`, `chart` and the
//! words, not a reactive runtime: that is what makes it light.
//!
//! It keeps the full page's contract: the same `data-testid`s, `data-value`s, classes and
//! words, the same link and storage handling (`page_start`), and the same chart drawing.

use passk_words::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

use plotters::prelude::IntoDrawingArea;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, HtmlCanvasElement, HtmlDetailsElement, HtmlInputElement,
    KeyboardEvent, PointerEvent,
};

use crate::browser;
use crate::canvas::{measure, sized_backend, watch_size};
use crate::page_start::{initial_state, state_key, PERSIST_EVERY_MS};
use passk_chart::{draw_curve_chart, k_chart, steps_chart, x_under_pointer, CurveChart, Palette};
use passk_core::beta::Difficulty;
use passk_core::chain::verified_step;
use passk_core::closed_form::Rate;
use passk_core::format::{pass_at_k_formula, percent, power_formula, Reading};
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::share::{SharedState, Theme};
use passk_words::explorer::{spoken_k, spoken_rate, spoken_steps};

/// One of the three controls.
struct Field {
    spec: FieldSpec,
    spoken: fn(u32, Lang) -> String,
    label: Element,
    slider: HtmlInputElement,
    number: HtmlInputElement,
    hint: Element,
    /// What the person is typing, kept until the field is left or Enter is pressed.
    draft: Option<String>,
}

/// One readout's elements.
struct ReadoutParts {
    title: Element,
    meaning: Element,
    value: Element,
    formula: Element,
}

/// One chart's elements and its CSS size (from a `ResizeObserver`).
struct ChartParts {
    canvas: HtmlCanvasElement,
    caption: Element,
    summary: Element,
    details: HtmlDetailsElement,
    head: Element,
    body: Element,
    size: (f64, f64),
    drawn: Option<CurveChart>,
}

/// The widget: its state and the elements it updates.
struct Widget {
    state: SharedState,
    lang: Lang,
    dark: bool,
    fields: [Field; 3],
    readouts: [ReadoutParts; 3],
    controls: Element,
    results: Element,
    sentence: Element,
    charts: [ChartParts; 2],
    link: Element,
    /// The full page's address (the folder this page is in), read once.
    full_page: String,
    last_written: Option<SharedState>,
    last_write_ms: f64,
    pending_write: Option<i32>,
}

type Shared = Rc<RefCell<Widget>>;

/// Mounts the embed page on `<body>`.
pub fn mount() {
    crate::crash_notice::install();
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let state = initial_state(true);
    let lang = state
        .lang
        .or_else(|| browser::browser_language().and_then(|tag| Lang::from_tag(&tag)))
        .unwrap_or_default();
    let dark = match state.theme {
        Some(theme) => theme == Theme::Dark,
        None => browser::prefers_dark(),
    };
    // The language and theme are the link's (or the browser's) for the page's life: <html>
    // gets them once. (Writing them on every tick would restyle the whole document.)
    browser::set_root_attribute("lang", lang.code());
    browser::set_root_attribute("data-theme", if dark { "dark" } else { "light" });
    let [title, help, reload] = lang.crash_words();
    browser::set_root_attribute("data-crash-title", title);
    browser::set_root_attribute("data-crash-help", help);
    browser::set_root_attribute("data-crash-reload", reload);
    let widget = build(&document, &body, state, lang, dark);
    let widget: Shared = Rc::new(RefCell::new(widget));
    listen(&widget);
    update(&widget);
}

/// `document.createElement(tag)` with a class and attributes.
fn element(document: &Document, tag: &str, class: &str, attributes: &[(&str, &str)]) -> Element {
    let element = document
        .create_element(tag)
        .expect("creating an element of a known tag cannot fail");
    if !class.is_empty() {
        element.set_class_name(class);
    }
    for (name, value) in attributes {
        let _ = element.set_attribute(name, value);
    }
    element
}

/// Appends children to a parent.
fn append(parent: &Element, children: &[&Element]) {
    for child in children {
        let _ = parent.append_child(child);
    }
}

fn build(
    document: &Document,
    body: &Element,
    state: SharedState,
    lang: Lang,
    dark: bool,
) -> Widget {
    let main = element(
        document,
        "main",
        if state.present {
            "page embed present"
        } else {
            "page embed"
        },
        &[],
    );
    let bar = element(document, "header", "embed-bar", &[]);
    let name = element(document, "strong", "", &[]);
    name.set_text_content(Some("passk"));
    let link = element(
        document,
        "a",
        "",
        &[
            ("target", "_blank"),
            ("rel", "noopener"),
            ("data-testid", "open-in-passk"),
        ],
    );
    append(&bar, &[&name, &link]);
    let view = element(document, "div", "view view-explore", &[]);
    let controls = element(document, "section", "controls", &[]);
    let fields = [
        field(document, &controls, FieldSpec::RATE, "p", spoken_rate),
        field(document, &controls, FieldSpec::K, "k", spoken_k),
        field(document, &controls, FieldSpec::STEPS, "steps", spoken_steps),
    ];
    let results = element(document, "section", "readouts", &[]);
    let readouts = [
        readout(document, &results, "pass-at-k", "at"),
        readout(document, &results, "pass-hat-k", "hat"),
        readout(document, &results, "chain", "chain"),
    ];
    let sentence = element(
        document,
        "p",
        "sentence",
        &[("data-testid", "sentence"), ("aria-live", "polite")],
    );
    let charts_section = element(document, "section", "charts", &[]);
    let charts = [
        chart(document, &charts_section, "chart-k", "table-k"),
        chart(document, &charts_section, "chart-steps", "table-steps"),
    ];
    append(&view, &[&controls, &results, &sentence, &charts_section]);
    append(&main, &[&bar, &view]);
    let _ = body.append_child(&main);
    Widget {
        state,
        lang,
        dark,
        fields,
        readouts,
        controls,
        results,
        sentence,
        charts,
        link,
        full_page: browser::sibling_address(""),
        last_written: None,
        last_write_ms: f64::NEG_INFINITY,
        pending_write: None,
    }
}

fn field(
    document: &Document,
    parent: &Element,
    spec: FieldSpec,
    testid: &'static str,
    spoken: fn(u32, Lang) -> String,
) -> Field {
    let control = element(document, "div", "control", &[]);
    let slider_id = format!("{testid}-slider");
    let hint_id = format!("{testid}-hint");
    let label = element(document, "label", "control-label", &[("for", &slider_id)]);
    let inputs = element(document, "div", "control-inputs", &[]);
    let step = if spec.scale == 1 {
        "1".to_string()
    } else {
        format!("{}", 1.0 / f64::from(spec.scale))
    };
    let slider = element(
        document,
        "input",
        "",
        &[
            ("type", "range"),
            ("id", &slider_id),
            ("data-testid", testid),
            ("min", &spec.field_text(spec.min)),
            ("max", &spec.field_text(spec.max)),
            ("step", &step),
        ],
    );
    let wrap = element(document, "span", "field-wrap", &[]);
    let number = element(
        document,
        "input",
        "number-field",
        &[
            ("type", "text"),
            ("inputmode", "decimal"),
            ("autocomplete", "off"),
            ("spellcheck", "false"),
            ("id", &format!("{testid}-field")),
            ("data-testid", &format!("{testid}-number")),
            ("aria-describedby", &hint_id),
            ("aria-invalid", "false"),
        ],
    );
    let unit = element(document, "span", "unit", &[("aria-hidden", "true")]);
    unit.set_text_content(Some(spec.suffix));
    append(&wrap, &[&number, &unit]);
    append(&inputs, &[&slider, &wrap]);
    let hint = element(
        document,
        "p",
        "hint",
        &[
            ("id", &hint_id),
            ("data-testid", &format!("{testid}-hint")),
            ("role", "status"),
            ("aria-live", "polite"),
        ],
    );
    append(&control, &[&label, &inputs, &hint]);
    append(parent, &[&control]);
    Field {
        spec,
        spoken,
        label,
        slider: slider.unchecked_into(),
        number: number.unchecked_into(),
        hint,
        draft: None,
    }
}

fn readout(document: &Document, parent: &Element, testid: &str, tone: &str) -> ReadoutParts {
    let block = element(document, "div", &format!("readout readout-{tone}"), &[]);
    let title = element(document, "h2", "readout-title", &[]);
    let meaning = element(document, "p", "readout-meaning", &[]);
    let value = element(
        document,
        "output",
        "readout-value",
        &[("data-testid", testid)],
    );
    let formula_block = element(
        document,
        "p",
        "readout-formula",
        &[("data-testid", &format!("{testid}-formula"))],
    );
    let formula = element(document, "code", "", &[]);
    append(&formula_block, &[&formula]);
    append(&block, &[&title, &meaning, &value, &formula_block]);
    append(parent, &[&block]);
    ReadoutParts {
        title,
        meaning,
        value,
        formula,
    }
}

fn chart(document: &Document, parent: &Element, testid: &str, table_testid: &str) -> ChartParts {
    let figure = element(document, "figure", "chart-figure", &[]);
    let canvas = element(
        document,
        "canvas",
        "chart draggable",
        &[("data-testid", testid), ("role", "img")],
    );
    let caption = element(document, "figcaption", "", &[]);
    let details = element(document, "details", "chart-table", &[]);
    let summary = element(document, "summary", "", &[]);
    let wrap = element(document, "div", "table-wrap", &[]);
    let table = element(document, "table", "", &[("data-testid", table_testid)]);
    let thead = element(document, "thead", "", &[]);
    let head = element(document, "tr", "", &[]);
    let body = element(document, "tbody", "", &[]);
    append(&thead, &[&head]);
    append(&table, &[&thead, &body]);
    append(&wrap, &[&table]);
    append(&details, &[&summary, &wrap]);
    append(&figure, &[&canvas, &caption, &details]);
    append(parent, &[&figure]);
    ChartParts {
        canvas: canvas.unchecked_into(),
        caption,
        summary,
        details: details.unchecked_into(),
        head,
        body,
        size: (0.0, 0.0),
        drawn: None,
    }
}

/// Adds `handler` for `event` on `target` for the page's life.
fn on<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    mut handler: impl FnMut(E) + 'static,
) {
    let closure =
        Closure::<dyn FnMut(Event)>::new(move |event: Event| handler(event.unchecked_into()));
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    // The widget lives as long as the page: its listeners do too.
    closure.forget();
}

/// The state's value for field `index`, in units.
fn field_value(state: &SharedState, index: usize) -> u32 {
    match index {
        0 => state.rate_per_mille,
        1 => state.k,
        _ => state.steps,
    }
}

fn set_field_value(state: &mut SharedState, index: usize, units: u32) {
    match index {
        0 => state.rate_per_mille = units,
        1 => state.k = units,
        _ => state.steps = units,
    }
}

fn listen(widget: &Shared) {
    let parts: Vec<(HtmlInputElement, HtmlInputElement)> = widget
        .borrow()
        .fields
        .iter()
        .map(|field| (field.slider.clone(), field.number.clone()))
        .collect();
    for (index, (slider, number)) in parts.into_iter().enumerate() {
        let w = widget.clone();
        on(&slider, "input", move |_: Event| {
            {
                let mut widget = w.borrow_mut();
                let field = &mut widget.fields[index];
                let reading = field.spec.read(&field.slider.value());
                field.draft = None;
                field.hint.set_text_content(None);
                if let Some(units) = reading.value {
                    set_field_value(&mut widget.state, index, units);
                }
            }
            update(&w);
        });
        let w = widget.clone();
        on(&number, "input", move |_: Event| {
            {
                let mut widget = w.borrow_mut();
                let lang = widget.lang;
                let text = widget.fields[index].number.value();
                let reading = widget.fields[index].spec.read_in(&text, lang);
                if let Some(units) = reading.value {
                    set_field_value(&mut widget.state, index, units);
                }
                let current = field_value(&widget.state, index);
                let field = &mut widget.fields[index];
                let hint = reading
                    .issue
                    .map(|issue| lang.field_hint(&field.spec, &issue, current));
                field.hint.set_text_content(hint.as_deref());
                let _ = field.number.set_attribute(
                    "aria-invalid",
                    if hint.is_some() { "true" } else { "false" },
                );
                field.draft = Some(text);
            }
            update(&w);
        });
        for event in ["change", "blur"] {
            let w = widget.clone();
            on(&number, event, move |_: Event| {
                w.borrow_mut().fields[index].draft = None;
                update(&w);
            });
        }
        let w = widget.clone();
        on(&number, "keydown", move |ev: KeyboardEvent| {
            let delta: i64 = match ev.key().as_str() {
                "ArrowUp" => 1,
                "ArrowDown" => -1,
                "PageUp" => 10,
                "PageDown" => -10,
                "Enter" => {
                    w.borrow_mut().fields[index].draft = None;
                    update(&w);
                    return;
                }
                _ => return,
            };
            ev.prevent_default();
            {
                let mut widget = w.borrow_mut();
                let spec = widget.fields[index].spec;
                let next = (i64::from(field_value(&widget.state, index)) + delta)
                    .clamp(i64::from(spec.min), i64::from(spec.max));
                set_field_value(&mut widget.state, index, next as u32);
                widget.fields[index].draft = None;
                widget.fields[index].hint.set_text_content(None);
            }
            update(&w);
        });
    }
    for chart_index in 0..2 {
        let (canvas, details) = {
            let widget = widget.borrow();
            let chart = &widget.charts[chart_index];
            (chart.canvas.clone(), chart.details.clone())
        };
        // The table's rows are built only while it is open.
        let w = widget.clone();
        on(&details, "toggle", move |_: Event| update(&w));
        listen_to_size(widget, chart_index, &canvas);
        listen_to_drag(widget, chart_index, &canvas);
    }
}

/// Keeps the chart's CSS size from a `ResizeObserver` (never read during a draw: that would
/// force a layout inside every tick) and redraws when it changes.
fn listen_to_size(widget: &Shared, chart_index: usize, canvas: &HtmlCanvasElement) {
    widget.borrow_mut().charts[chart_index].size = measure(canvas);
    let w = widget.clone();
    let watch = watch_size(canvas, move |size| {
        let mut widget = w.borrow_mut();
        if widget.charts[chart_index].size != size {
            widget.charts[chart_index].size = size;
            widget.charts[chart_index].drawn = None;
            drop(widget);
            update(&w);
        }
    });
    // The widget lives as long as the page: so does its observation.
    std::mem::forget(watch);
}

/// A pointer pressed and dragged across a chart sets k (first chart) or steps (second).
fn listen_to_drag(widget: &Shared, chart_index: usize, canvas: &HtmlCanvasElement) {
    let dragging = Rc::new(RefCell::new(false));
    let pick = {
        let w = widget.clone();
        move |ev: &PointerEvent| {
            {
                let mut widget = w.borrow_mut();
                let chart = &widget.charts[chart_index];
                let Some(drawn) = &chart.drawn else { return };
                let x = x_under_pointer(drawn, chart.size.0, f64::from(ev.offset_x()));
                if chart_index == 0 {
                    widget.state.k = FieldSpec::K.clamp_whole(x);
                } else {
                    widget.state.steps = FieldSpec::STEPS.clamp_whole(x);
                }
            }
            update(&w);
        }
    };
    let pick = Rc::new(pick);
    {
        let (dragging, pick, target) = (dragging.clone(), pick.clone(), canvas.clone());
        on(canvas, "pointerdown", move |ev: PointerEvent| {
            if !ev.is_primary() {
                return;
            }
            *dragging.borrow_mut() = true;
            let _ = target.set_pointer_capture(ev.pointer_id());
            pick(&ev);
        });
    }
    {
        let (dragging, pick) = (dragging.clone(), pick.clone());
        on(canvas, "pointermove", move |ev: PointerEvent| {
            if *dragging.borrow() {
                pick(&ev);
            }
        });
    }
    for event in ["pointerup", "pointercancel"] {
        let dragging = dragging.clone();
        on(canvas, event, move |_: PointerEvent| {
            *dragging.borrow_mut() = false
        });
    }
}

/// Brings every element in step with the state, redraws what changed, and writes the state
/// back to the URL and storage.
fn update(widget: &Shared) {
    let mut guard = widget.borrow_mut();
    let widget_ref = &mut *guard;
    let state = widget_ref.state.clone();
    let lang = widget_ref.lang;
    let words = lang.words();
    let rate = Rate::from_per_mille(state.rate_per_mille);
    let k = state.k;
    let steps = state.steps;

    let regions = lang.explorer_regions();
    set_attr(&widget_ref.controls, "aria-label", regions[0]);
    set_attr(&widget_ref.results, "aria-label", regions[1]);

    let labels = [words.label_p, words.label_k, words.label_steps];
    for (index, field) in widget_ref.fields.iter().enumerate() {
        let units = field_value(&state, index);
        let text = field.spec.field_text(units);
        set_text(&field.label, labels[index]);
        set_attr(&field.number, "aria-label", labels[index]);
        if field.slider.value() != text {
            field.slider.set_value(&text);
        }
        set_attr(
            &field.slider,
            "aria-valuetext",
            &(field.spoken)(units, lang),
        );
        if field.draft.is_none() && field.number.value() != text {
            field.number.set_value(&text);
        }
    }

    let pass_at = rate.pass_at_k_reading(k);
    let pass_hat = Reading::plain(rate.pass_hat_k(k));
    let chain = Reading::plain(rate.chain_success(steps));
    let step_verified = verified_step(rate, f64::from(state.catch_percent) / 100.0, state.retries);
    let chain_verified = Reading::plain(step_verified.chain_success(steps));
    let readings = [
        (
            format!("pass@{k}"),
            words.meaning_at,
            pass_at,
            pass_at_k_formula(state.rate_per_mille, k, pass_at),
        ),
        (
            format!("pass^{k}"),
            words.meaning_hat,
            pass_hat,
            power_formula(state.rate_per_mille, k, pass_hat),
        ),
        (
            format!("{} {} {}", words.chain_title, steps, words.steps_unit),
            words.meaning_chain,
            chain,
            power_formula(state.rate_per_mille, steps, chain),
        ),
    ];
    for (parts, (title, meaning, value, formula)) in widget_ref.readouts.iter().zip(readings) {
        set_text(&parts.title, &title);
        set_text(&parts.meaning, meaning);
        set_attr(&parts.value, "data-value", &value.data_value());
        set_text(&parts.value, &lang.number(&value.text()));
        set_text(&parts.formula, &lang.number(&formula));
    }
    set_text(
        &widget_ref.sentence,
        &lang.explorer_sentence(
            &lang.number(&FieldSpec::RATE.show(state.rate_per_mille)),
            k,
            &lang.number(&pass_hat.text()),
            &lang.number(&pass_at.text()),
        ),
    );

    let difficulty = (state.spread_hundredths > 0).then(|| {
        Difficulty::from_mean_spread(
            rate.probability(),
            f64::from(state.spread_hundredths) / 100.0,
        )
    });
    let charts = [
        (
            k_chart(rate, k, difficulty, lang),
            words.caption_k,
            format!(
                "{} p = {}. pass@{k} = {}, pass^{k} = {}.",
                words.caption_k,
                FieldSpec::RATE.show(state.rate_per_mille),
                pass_at.text(),
                pass_hat.text()
            ),
        ),
        (
            steps_chart(rate, steps, Some(step_verified), lang),
            words.caption_steps,
            format!(
                "{} p = {}, {steps} {}: {}; {}: {}.",
                words.caption_steps,
                FieldSpec::RATE.show(state.rate_per_mille),
                words.steps_unit,
                chain.text(),
                words.legend_verified,
                chain_verified.text()
            ),
        ),
    ];
    let palette = if widget_ref.dark {
        Palette::DARK
    } else {
        Palette::LIGHT
    };
    for (parts, (model, caption, description)) in widget_ref.charts.iter_mut().zip(charts) {
        set_text(&parts.caption, caption);
        set_text(&parts.summary, words.data_table);
        set_attr(&parts.canvas, "aria-label", &description);
        if parts.drawn.as_ref() != Some(&model) {
            draw_on(&parts.canvas, parts.size, &model, &palette);
            fill_table(parts, &model, lang);
            parts.drawn = Some(model);
        } else if parts.details.open() && parts.body.child_element_count() == 0 {
            fill_table(parts, &model, lang);
        }
    }

    let full_page = SharedState {
        embed: false,
        ..state.clone()
    };
    set_attr(
        &widget_ref.link,
        "href",
        &format!("{}?{}", widget_ref.full_page, full_page.to_query()),
    );
    set_text(&widget_ref.link, words.open_in_passk);
    drop(guard);
    persist(widget);
}

/// Sets an attribute only when its value changed.
fn set_attr(element: &Element, name: &str, value: &str) {
    if element.get_attribute(name).as_deref() != Some(value) {
        let _ = element.set_attribute(name, value);
    }
}

/// Sets an element's text only when it changed (a DOM write costs more than a compare).
fn set_text(element: &Element, text: &str) {
    if element.text_content().as_deref() != Some(text) {
        element.set_text_content(Some(text));
    }
}

/// Draws `chart` at the canvas's CSS size times devicePixelRatio.
fn draw_on(
    canvas: &HtmlCanvasElement,
    css_size: (f64, f64),
    chart: &CurveChart,
    palette: &Palette,
) {
    if let Some((backend, ratio)) = sized_backend(canvas, css_size) {
        let _ = draw_curve_chart(&backend.into_drawing_area(), chart, palette, ratio);
    }
}

/// The table of the chart's points; empty while the table is closed (a closed table must
/// not rebuild its rows on every tick).
fn fill_table(parts: &ChartParts, chart: &CurveChart, lang: Lang) {
    if !parts.details.open() {
        if parts.body.child_element_count() > 0 {
            parts.body.set_inner_html("");
        }
        return;
    }
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let headings: Vec<&str> = std::iter::once(chart.x_title.as_str())
        .chain(chart.series.iter().map(|series| series.label.as_str()))
        .collect();
    let current: Vec<String> = (0..parts.head.child_element_count())
        .filter_map(|i| parts.head.children().item(i))
        .map(|cell| cell.text_content().unwrap_or_default())
        .collect();
    if current != headings {
        parts.head.set_inner_html("");
        for heading in headings {
            let cell = element(&document, "th", "", &[("scope", "col")]);
            cell.set_text_content(Some(heading));
            append(&parts.head, &[&cell]);
        }
    }
    parts.body.set_inner_html("");
    let rows = chart.series.first().map_or(0, |series| series.points.len());
    for row in 0..rows {
        let x = chart.series[0].points[row].0;
        let line = element(
            &document,
            "tr",
            if x == f64::from(chart.current_x) {
                "current"
            } else {
                ""
            },
            &[],
        );
        let head = element(&document, "th", "", &[("scope", "row")]);
        head.set_text_content(Some(&format!("{x}")));
        append(&line, &[&head]);
        for series in &chart.series {
            let cell = element(&document, "td", "", &[]);
            let value = series
                .points
                .get(row)
                .map(|point| lang.number(&percent(point.1)));
            cell.set_text_content(value.as_deref());
            append(&line, &[&cell]);
        }
        append(&parts.body, &[&line]);
    }
}

/// Writes the state to the URL and storage: at once for a discrete change, at most every
/// [`PERSIST_EVERY_MS`] (trailing) while a slider is dragged, as the full page does.
fn persist(widget: &Shared) {
    let mut guard = widget.borrow_mut();
    let now = guard.state.clone();
    if guard.last_written.as_ref() == Some(&now) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(handle) = guard.pending_write.take() {
        window.clear_timeout_with_handle(handle);
    }
    let dragging = guard
        .last_written
        .as_ref()
        .is_some_and(|last| last.differs_only_in_sliders(&now));
    let since = browser::now_ms() - guard.last_write_ms;
    if !dragging || since >= PERSIST_EVERY_MS {
        browser::replace_query(&now.to_query());
        browser::save(state_key(true), &now.to_storage());
        guard.last_write_ms = browser::now_ms();
        guard.last_written = Some(now);
        return;
    }
    let w = widget.clone();
    let later = Closure::once_into_js(move || {
        w.borrow_mut().pending_write = None;
        persist(&w);
    });
    guard.pending_write = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            later.unchecked_ref(),
            (PERSIST_EVERY_MS - since).ceil() as i32,
        )
        .ok();
}
