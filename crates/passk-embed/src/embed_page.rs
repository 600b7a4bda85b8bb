//! The embed page (`embed.html`) without a UI framework: it builds the widget's DOM once
//! from a [`WidgetView`] and, on every change, brings each element in step with the next
//! view. Every number, sentence, chart and link comes from `passk_widget`, the same view
//! model the full page's explorer renders; every input goes through its `FieldEditor` and
//! every write through its [`PersistThrottle`]. This file holds the widget and its listeners;
//! `parts` renders each part and `dom` writes only what changed.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, HtmlCanvasElement, HtmlInputElement, KeyboardEvent, PointerEvent,
};

use crate::dom::{append, element, on, set_attr, set_style_var, set_text};
use crate::parts::{
    chart_parts, field_parts, readout_parts, show_chart, show_field, ChartParts, FieldParts,
    ReadoutParts,
};
use passk_chart::Palette;
use passk_core::lang::Lang;
use passk_core::share::{Page, SharedState, Theme};
use passk_web::browser;
use passk_web::canvas::{measure, watch_size};
use passk_web::host;
use passk_web::page_start::{self, initial_state, mark_root, state_key};
use passk_widget::{ChartDrag, FieldInput, PersistStep, PersistThrottle, WidgetView};

/// The widget: its state and the elements it updates. The arrays have the view model's
/// lengths (they are built from it), so no readout or field can be left out of an update.
struct Widget {
    state: SharedState,
    lang: Lang,
    dark: bool,
    fields: [FieldParts; 4],
    readouts: [ReadoutParts; 4],
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
    mark_root(lang, dark);
    let view = WidgetView::new(&state, lang);
    let widget = build(&document, &body, &view, state, lang, dark);
    let widget: Shared = Rc::new(RefCell::new(widget));
    listen(&widget);
    update(&widget);
    flush_on_leaving(&widget);
    // In the task that mounted the live widget: no frame shows both, or neither.
    page_start::take_down_first_paint();
    listen_to_host(&widget);
    // The host sizes its iframe to the widget: the height is posted now and on every change
    // (a resize, a data table opened). The watch lives as long as the page.
    if let Some(content) = document.query_selector("main").ok().flatten() {
        std::mem::forget(host::watch_height(&content));
    }
}

/// A host's `<passk-widget>` sends its attributes as a query when one changes: the widget
/// takes them in place (the language and theme, fixed for the page's life, are kept; the
/// element reloads the iframe for those).
fn listen_to_host(widget: &Shared) {
    let w = widget.clone();
    host::on_host_state(move |query| {
        {
            let mut guard = w.borrow_mut();
            let current = &guard.state;
            let next = SharedState {
                embed: true,
                lang: current.lang,
                theme: current.theme,
                ..SharedState::from_query(&query)
            };
            guard.state = next;
        }
        update(&w);
    });
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
    // The page's one h1 (for those who move by headings), set like the bold name it was.
    let name = element(document, "h1", "embed-name", &[]);
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
    // The phone layout's sticky readouts are as tall as their rows (a property, not a
    // style attribute: the page's CSP allows no inline styles).
    set_style_var(
        &view_root,
        "--readout-rows",
        &view.readout_rows().to_string(),
    );
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

/// Feeds `input` to field `index`'s editor, applies the value it gives, and updates.
/// Returns whether the event's default must be prevented.
fn edit(widget: &Shared, index: usize, input: FieldInput<'_>) -> bool {
    let outcome = {
        let mut guard = widget.borrow_mut();
        let widget = &mut *guard;
        let parts = &mut widget.fields[index];
        let current = parts.field.get(&widget.state);
        let outcome = parts.editor.handle(
            parts.field.spec_in(&widget.state),
            current,
            input,
            widget.lang,
        );
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

/// A pointer pressed and dragged across a chart sets the chart's field (k or steps), as
/// the widget's [`ChartDrag`] decides (which pointer, against which axis).
fn listen_to_drag(widget: &Shared, chart_index: usize, canvas: &HtmlCanvasElement) {
    let drag = Rc::new(RefCell::new(ChartDrag::default()));
    let set = {
        let w = widget.clone();
        move |x: Option<f64>| {
            let Some(x) = x else { return };
            {
                let mut guard = w.borrow_mut();
                let widget = &mut *guard;
                let field = widget.charts[chart_index].chart.dragged_field();
                let spec = field.spec_in(&widget.state);
                field.set(&mut widget.state, spec.clamp_whole(x));
            }
            update(&w);
        }
    };
    let set = Rc::new(set);
    {
        let (w, drag, set, target) = (widget.clone(), drag.clone(), set.clone(), canvas.clone());
        on(canvas, "pointerdown", move |ev: PointerEvent| {
            let x = {
                let widget = w.borrow();
                let chart = &widget.charts[chart_index];
                let Some(drawn) = &chart.drawn else { return };
                drag.borrow_mut().press(
                    ev.pointer_id(),
                    ev.is_primary(),
                    ev.button(),
                    drawn,
                    chart.size.0,
                    f64::from(ev.offset_x()),
                )
            };
            if x.is_some() {
                let _ = target.set_pointer_capture(ev.pointer_id());
            }
            set(x);
        });
    }
    {
        let (drag, set) = (drag.clone(), set.clone());
        on(canvas, "pointermove", move |ev: PointerEvent| {
            let x = drag
                .borrow()
                .moved(ev.pointer_id(), f64::from(ev.offset_x()));
            set(x);
        });
    }
    for event in ["pointerup", "pointercancel"] {
        let drag = drag.clone();
        on(canvas, event, move |ev: PointerEvent| {
            drag.borrow_mut().release(ev.pointer_id())
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
            set_style_var(
                &parts.value,
                "--value-chars",
                &readout.value_chars().to_string(),
            );
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
            write_now(&mut guard, now);
        }
        PersistStep::WriteIn(wait_ms) => {
            // It writes the state as it is when its time comes: the ticks of the drag in
            // between are `Nothing` while it waits.
            let w = widget.clone();
            let later = Closure::once_into_js(move || {
                {
                    let mut guard = w.borrow_mut();
                    guard.pending_write = None;
                    guard.throttle.fired();
                }
                persist(&w);
            });
            guard.pending_write = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    later.unchecked_ref(),
                    wait_ms as i32,
                )
                .ok();
            if guard.pending_write.is_some() {
                guard.throttle.armed();
            }
        }
    }
}

/// Writes `now` to the URL and storage, and records it.
fn write_now(widget: &mut Widget, now: SharedState) {
    let query = now.to_query();
    browser::replace_query(&query);
    host::post_state(&query);
    browser::save(state_key(true), &now.to_storage());
    widget.throttle.written(now, browser::now_ms());
}

/// A trailing write still waiting when the page is left (reloaded, closed, navigated away)
/// is made then, so the next visit holds the drag's last value.
fn flush_on_leaving(widget: &Shared) {
    let w = widget.clone();
    if let Some(window) = web_sys::window() {
        let timers = window.clone();
        on(&window, "pagehide", move |_: Event| {
            let mut guard = w.borrow_mut();
            if let Some(handle) = guard.pending_write.take() {
                timers.clear_timeout_with_handle(handle);
            }
            let now = guard.state.clone();
            if guard.throttle.leaving(&now, browser::now_ms()) {
                write_now(&mut guard, now);
            }
        });
    }
}
