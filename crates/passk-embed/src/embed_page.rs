//! The embed page (`embed.html`) without a UI framework: it builds the widget's DOM once
//! from a [`WidgetView`] and, on every change, brings each element in step with the next
//! view. Every number, sentence, chart and link comes from `passk_widget`, the same view
//! model the full page's explorer renders; every input goes through its [`FieldEditor`] and
//! every write through its [`PersistThrottle`]. What this file holds is the DOM: elements,
//! listeners, and writes that happen only when a text or attribute changed.

use std::cell::RefCell;
use std::rc::Rc;

use plotters::prelude::IntoDrawingArea;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, HtmlCanvasElement, HtmlDetailsElement, HtmlInputElement,
    KeyboardEvent, PointerEvent,
};

use passk_chart::{draw_curve_chart, x_under_pointer, CurveChart, Palette};
use passk_core::lang::Lang;
use passk_core::share::{Page, SharedState, Theme};
use passk_web::browser;
use passk_web::canvas::{measure, sized_backend, watch_size};
use passk_web::page_start::{initial_state, state_key};
use passk_widget::{
    slider_step, ChartTableView, ChartView, FieldEditor, FieldInput, FieldView, PersistStep,
    PersistThrottle, ReadoutView, WidgetChart, WidgetField, WidgetView,
};
use passk_words::explorer::CrashWords;
use passk_words::prelude::*;

/// One control's elements and its editing state.
struct FieldParts {
    field: WidgetField,
    label: Element,
    slider: HtmlInputElement,
    number: HtmlInputElement,
    hint: Element,
    editor: FieldEditor,
}

/// One readout's elements.
struct ReadoutParts {
    title: Element,
    meaning: Element,
    value: Element,
    formula: Element,
}

/// One chart's elements, its CSS size (from a `ResizeObserver`) and what it last drew.
struct ChartParts {
    chart: WidgetChart,
    canvas: HtmlCanvasElement,
    caption: Element,
    summary: Element,
    details: HtmlDetailsElement,
    head: Element,
    body: Element,
    size: (f64, f64),
    drawn: Option<CurveChart>,
}

/// The widget: its state and the elements it updates. The arrays have the view model's
/// lengths (they are built from it), so no readout or field can be left out of an update.
struct Widget {
    state: SharedState,
    lang: Lang,
    dark: bool,
    fields: [FieldParts; 3],
    readouts: [ReadoutParts; 3],
    controls: Element,
    results: Element,
    sentence: Element,
    charts: [ChartParts; 2],
    link: Element,
    /// The full page's address (the folder this page is in), read once.
    full_page: String,
    throttle: PersistThrottle,
    pending_write: Option<i32>,
}

type Shared = Rc<RefCell<Widget>>;

/// Mounts the embed page on `<body>`.
pub fn mount() {
    passk_web::crash_notice::install();
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let state = initial_state(true, Page::Explorer);
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
    let CrashWords {
        title,
        help,
        reload,
    } = lang.crash_words();
    browser::set_root_attribute("data-crash-title", title);
    browser::set_root_attribute("data-crash-help", help);
    browser::set_root_attribute("data-crash-reload", reload);
    let view = WidgetView::new(&state, lang);
    let widget = build(&document, &body, &view, state, lang, dark);
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
    view: &WidgetView,
    state: SharedState,
    lang: Lang,
    dark: bool,
) -> Widget {
    let page_class = if state.present {
        "page embed present"
    } else {
        "page embed"
    };
    let main = element(document, "main", page_class, &[]);
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
    let view_root = element(document, "div", "view view-explore", &[]);
    let controls = element(document, "section", "controls", &[]);
    let fields = view
        .fields
        .each_ref()
        .map(|field| field_parts(document, &controls, field));
    let results = element(document, "section", "readouts", &[]);
    let readouts = view
        .readouts
        .each_ref()
        .map(|readout| readout_parts(document, &results, readout));
    let sentence = element(
        document,
        "p",
        "sentence",
        &[("data-testid", "sentence"), ("aria-live", "polite")],
    );
    let charts_section = element(document, "section", "charts", &[]);
    let charts = view
        .charts
        .each_ref()
        .map(|chart| chart_parts(document, &charts_section, chart));
    append(
        &view_root,
        &[&controls, &results, &sentence, &charts_section],
    );
    append(&main, &[&bar, &view_root]);
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
        throttle: PersistThrottle::default(),
        pending_write: None,
    }
}

fn field_parts(document: &Document, parent: &Element, view: &FieldView) -> FieldParts {
    let spec = view.field.spec();
    let testid = view.field.testid();
    let control = element(document, "div", "control", &[]);
    let slider_id = format!("{testid}-slider");
    let hint_id = format!("{testid}-hint");
    let label = element(document, "label", "control-label", &[("for", &slider_id)]);
    let inputs = element(document, "div", "control-inputs", &[]);
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
            ("step", &slider_step(spec)),
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
            ("data-testid", &hint_id),
            ("role", "status"),
            ("aria-live", "polite"),
        ],
    );
    append(&control, &[&label, &inputs, &hint]);
    append(parent, &[&control]);
    FieldParts {
        field: view.field,
        label,
        slider: slider.unchecked_into(),
        number: number.unchecked_into(),
        hint,
        editor: FieldEditor::default(),
    }
}

fn readout_parts(document: &Document, parent: &Element, view: &ReadoutView) -> ReadoutParts {
    let testid = view.testid;
    let block = element(
        document,
        "div",
        &format!("readout readout-{}", view.tone),
        &[],
    );
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

fn chart_parts(document: &Document, parent: &Element, view: &ChartView) -> ChartParts {
    let figure = element(document, "figure", "chart-figure", &[]);
    let canvas = element(
        document,
        "canvas",
        "chart draggable",
        &[("data-testid", view.chart.testid()), ("role", "img")],
    );
    let caption = element(document, "figcaption", "", &[]);
    let details = element(document, "details", "chart-table", &[]);
    let summary = element(document, "summary", "", &[]);
    let wrap = element(document, "div", "table-wrap", &[]);
    let table = element(
        document,
        "table",
        "",
        &[("data-testid", view.chart.table_testid())],
    );
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
        chart: view.chart,
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

/// Feeds `input` to field `index`'s editor, applies the value it gives, and updates.
/// Returns whether the event's default must be prevented.
fn edit(widget: &Shared, index: usize, input: FieldInput<'_>) -> bool {
    let outcome = {
        let mut guard = widget.borrow_mut();
        let widget = &mut *guard;
        let parts = &mut widget.fields[index];
        let current = parts.field.get(&widget.state);
        let outcome = parts
            .editor
            .handle(parts.field.spec(), current, input, widget.lang);
        if let Some(units) = outcome.value {
            parts.field.set(&mut widget.state, units);
        }
        outcome
    };
    update(widget);
    outcome.prevent_default
}

fn listen(widget: &Shared) {
    let inputs: Vec<(HtmlInputElement, HtmlInputElement)> = widget
        .borrow()
        .fields
        .iter()
        .map(|parts| (parts.slider.clone(), parts.number.clone()))
        .collect();
    for (index, (slider, number)) in inputs.into_iter().enumerate() {
        let (w, from) = (widget.clone(), slider.clone());
        on(&slider, "input", move |_: Event| {
            edit(&w, index, FieldInput::Slider(&from.value()));
        });
        let (w, from) = (widget.clone(), number.clone());
        on(&number, "input", move |_: Event| {
            edit(&w, index, FieldInput::Typed(&from.value()));
        });
        for event in ["change", "blur"] {
            let w = widget.clone();
            on(&number, event, move |_: Event| {
                edit(&w, index, FieldInput::Left);
            });
        }
        let w = widget.clone();
        on(&number, "keydown", move |ev: KeyboardEvent| {
            if edit(&w, index, FieldInput::Key(&ev.key())) {
                ev.prevent_default();
            }
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

/// A pointer pressed and dragged across a chart sets the chart's field (k or steps).
fn listen_to_drag(widget: &Shared, chart_index: usize, canvas: &HtmlCanvasElement) {
    let dragging = Rc::new(RefCell::new(false));
    let pick = {
        let w = widget.clone();
        move |ev: &PointerEvent| {
            {
                let mut guard = w.borrow_mut();
                let widget = &mut *guard;
                let chart = &widget.charts[chart_index];
                let Some(drawn) = &chart.drawn else { return };
                let x = x_under_pointer(drawn, chart.size.0, f64::from(ev.offset_x()));
                let field = chart.chart.dragged_field();
                field.set(&mut widget.state, field.spec().clamp_whole(x));
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

/// Brings every element in step with the view of the current state, redraws what changed,
/// and writes the state back to the URL and storage.
fn update(widget: &Shared) {
    {
        let mut guard = widget.borrow_mut();
        let widget = &mut *guard;
        let view = WidgetView::new(&widget.state, widget.lang);
        set_attr(&widget.controls, "aria-label", view.controls_label);
        set_attr(&widget.results, "aria-label", view.readouts_label);
        for (parts, field) in widget.fields.iter().zip(&view.fields) {
            show_field(parts, field);
        }
        for (parts, readout) in widget.readouts.iter().zip(&view.readouts) {
            set_text(&parts.title, &readout.title);
            set_text(&parts.meaning, readout.meaning);
            set_attr(&parts.value, "data-value", &readout.data_value);
            set_text(&parts.value, &readout.value_text);
            set_text(&parts.formula, &readout.formula);
        }
        set_text(&widget.sentence, &view.sentence);
        let palette = if widget.dark {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        let lang = widget.lang;
        for (parts, chart) in widget.charts.iter_mut().zip(view.charts) {
            show_chart(parts, chart, view.table_summary, &palette, lang);
        }
        let href = format!("{}?{}", widget.full_page, view.full_page_query);
        set_attr(&widget.link, "href", &href);
        set_text(&widget.link, view.open_label);
    }
    persist(widget);
}

fn show_field(parts: &FieldParts, view: &FieldView) {
    set_text(&parts.label, view.label);
    set_attr(&parts.number, "aria-label", view.label);
    if parts.slider.value() != view.text {
        parts.slider.set_value(&view.text);
    }
    set_attr(&parts.slider, "aria-valuetext", &view.spoken);
    let shown = parts.editor.draft.as_deref().unwrap_or(&view.text);
    if parts.number.value() != shown {
        parts.number.set_value(shown);
    }
    set_text(&parts.hint, parts.editor.hint.as_deref().unwrap_or(""));
    set_attr(&parts.number, "aria-invalid", parts.editor.invalid());
}

fn show_chart(
    parts: &mut ChartParts,
    view: ChartView,
    summary: &str,
    palette: &Palette,
    lang: Lang,
) {
    set_text(&parts.caption, view.caption);
    set_text(&parts.summary, summary);
    set_attr(&parts.canvas, "aria-label", &view.description);
    if parts.drawn.as_ref() != Some(&view.model) {
        draw_on(&parts.canvas, parts.size, &view.model, palette);
        fill_table(parts, &view.model, lang);
        parts.drawn = Some(view.model);
    } else if parts.details.open() && parts.body.child_element_count() == 0 {
        fill_table(parts, &view.model, lang);
    }
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

/// The table of the chart's points: its headings always (they change with the language or
/// the series, not every tick), its rows only while it is open (a closed table must not
/// rebuild its rows on every tick).
fn fill_table(parts: &ChartParts, chart: &CurveChart, lang: Lang) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let headings = ChartTableView::headings(chart);
    let current: Vec<String> = (0..parts.head.child_element_count())
        .filter_map(|i| parts.head.children().item(i))
        .map(|cell| cell.text_content().unwrap_or_default())
        .collect();
    if current != headings {
        parts.head.set_inner_html("");
        for heading in &headings {
            let cell = element(&document, "th", "", &[("scope", "col")]);
            cell.set_text_content(Some(heading));
            append(&parts.head, &[&cell]);
        }
    }
    if !parts.details.open() {
        if parts.body.child_element_count() > 0 {
            parts.body.set_inner_html("");
        }
        return;
    }
    parts.body.set_inner_html("");
    for row in &ChartTableView::new(chart, lang).rows {
        let line = element(
            &document,
            "tr",
            if row.current { "current" } else { "" },
            &[],
        );
        let head = element(&document, "th", "", &[("scope", "row")]);
        head.set_text_content(Some(&row.x));
        append(&line, &[&head]);
        for value in &row.cells {
            let cell = element(&document, "td", "", &[]);
            cell.set_text_content(Some(value));
            append(&line, &[&cell]);
        }
        append(&parts.body, &[&line]);
    }
}

/// Writes the state to the URL and storage when the [`PersistThrottle`] says so: at once
/// for a discrete change, trailing while a slider is dragged.
fn persist(widget: &Shared) {
    let mut guard = widget.borrow_mut();
    let Some(window) = web_sys::window() else {
        return;
    };
    let now = guard.state.clone();
    match guard.throttle.decide(&now, browser::now_ms()) {
        PersistStep::Nothing => {}
        PersistStep::WriteNow => {
            if let Some(handle) = guard.pending_write.take() {
                window.clear_timeout_with_handle(handle);
            }
            browser::replace_query(&now.to_query());
            browser::save(state_key(true), &now.to_storage());
            guard.throttle.written(now, browser::now_ms());
        }
        PersistStep::WriteIn(wait_ms) => {
            if let Some(handle) = guard.pending_write.take() {
                window.clear_timeout_with_handle(handle);
            }
            let w = widget.clone();
            let later = Closure::once_into_js(move || {
                w.borrow_mut().pending_write = None;
                persist(&w);
            });
            guard.pending_write = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    later.unchecked_ref(),
                    wait_ms as i32,
                )
                .ok();
        }
    }
}
