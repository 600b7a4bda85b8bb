//! The widget's parts as DOM: each built once from its view ([`FieldView`],
//! [`ReadoutView`], [`ChartView`]) and brought in step with the next view on every change.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlCanvasElement, HtmlDetailsElement, HtmlInputElement};

use crate::dom::{append, element, set_attr, set_text};
use passk_chart::{CurveChart, Palette};
use passk_core::lang::Lang;
use passk_web::canvas::LayeredChart;
use passk_widget::{
    slider_step, ChartTableView, ChartView, FieldEditor, FieldView, ReadoutView, WidgetChart,
    WidgetField,
};

/// One control's elements and its editing state.
pub(crate) struct FieldParts {
    pub(crate) field: WidgetField,
    pub(crate) label: Element,
    pub(crate) slider: HtmlInputElement,
    pub(crate) number: HtmlInputElement,
    pub(crate) hint: Element,
    pub(crate) editor: FieldEditor,
}

/// One readout's elements.
pub(crate) struct ReadoutParts {
    pub(crate) title: Element,
    pub(crate) meaning: Element,
    pub(crate) value: Element,
    pub(crate) formula: Element,
}

/// One chart's elements, its CSS size (from a `ResizeObserver`) and what it last drew.
pub(crate) struct ChartParts {
    pub(crate) chart: WidgetChart,
    pub(crate) canvas: HtmlCanvasElement,
    pub(crate) caption: Element,
    pub(crate) summary: Element,
    pub(crate) details: HtmlDetailsElement,
    pub(crate) head: Element,
    pub(crate) body: Element,
    pub(crate) size: (f64, f64),
    pub(crate) drawn: Option<CurveChart>,
    /// The canvas's kept frame: a tick draws only the curves and markers over it.
    pub(crate) layers: LayeredChart,
}

pub(crate) fn field_parts(document: &Document, parent: &Element, view: &FieldView) -> FieldParts {
    let spec = view.spec;
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

pub(crate) fn readout_parts(
    document: &Document,
    parent: &Element,
    view: &ReadoutView,
) -> ReadoutParts {
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

pub(crate) fn chart_parts(document: &Document, parent: &Element, view: &ChartView) -> ChartParts {
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
    // Focusable: a table wider than the widget scrolls, and keys must reach it.
    let wrap = element(document, "div", "table-wrap", &[("tabindex", "0")]);
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
        layers: LayeredChart::new(),
    }
}

pub(crate) fn show_field(parts: &FieldParts, view: &FieldView) {
    set_text(&parts.label, view.label);
    set_attr(&parts.number, "aria-label", view.label);
    // m's range follows k: the slider's end moves before its value is set.
    set_attr(&parts.slider, "max", &view.spec.field_text(view.spec.max));
    if parts.slider.value() != view.text {
        parts.slider.set_value(&view.text);
    }
    set_attr(&parts.slider, "aria-valuetext", &view.spoken);
    let shown = parts.editor.draft.as_deref().unwrap_or(&view.typed);
    if parts.number.value() != shown {
        parts.number.set_value(shown);
    }
    set_text(&parts.hint, parts.editor.hint.as_deref().unwrap_or(""));
    set_attr(&parts.number, "aria-invalid", parts.editor.invalid());
}

pub(crate) fn show_chart(
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
        // A chart that cannot be drawn (no 2D context) leaves its table and readouts.
        let _ = parts
            .layers
            .draw_curves(&parts.canvas, parts.size, &view.model, palette);
        fill_table(parts, &view.model, lang);
        parts.drawn = Some(view.model);
    } else if parts.details.open() && parts.body.child_element_count() == 0 {
        fill_table(parts, &view.model, lang);
    }
}

/// The table of the chart's points: its headings always (they change with the language or
/// the series, not every tick), its rows only while it is open (a closed table must not
/// rebuild its rows on every tick).
pub(crate) fn fill_table(parts: &ChartParts, chart: &CurveChart, lang: Lang) {
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
