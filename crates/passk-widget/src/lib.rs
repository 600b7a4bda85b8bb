//! The explorer widget, once: what the full page's explorer and the light embed page show
//! and do, as plain data and plain state machines, so each page is a loop that renders it.
//!
//! - [`WidgetView::new`] turns the state and the language into every field's label and
//!   value, every readout (title, meaning, value, formula), the sentence, both charts with
//!   their descriptions and the link to the full page.
//! - [`FieldEditor`] is a number field's behaviour: slider, typing, Enter, leaving the field,
//!   arrow and page keys, each giving the new value, the draft text and the hint.
//! - [`PersistThrottle`] decides when the state is written to the URL and storage.
//! - [`ChartTableView`] is a chart's data table.
//! - [`ChartDrag`] is a pointer drag across a chart (which pointer, against which axis).
//! - [`embed_snippet`] is what a blogger pastes: the iframe and the host script.
//! - [`Card`] is a preset's link card: its page, its Open Graph tags and its oEmbed answer.
//!
//! No web crate: all of it is tested natively.

mod card;
mod drag;
mod field;
mod snippet;
mod table;
mod throttle;
mod view;

pub use card::{Card, CARD_SIZE};
pub use drag::ChartDrag;
pub use field::{slider_step, FieldEditor, FieldInput, FieldOutcome};
pub use snippet::{embed_snippet, FALLBACK_HEIGHT};
pub use table::{ChartTableView, TableRow};
pub use throttle::{PersistStep, PersistThrottle, PERSIST_EVERY_MS};
pub use view::{ChartView, FieldView, ReadoutView, WidgetChart, WidgetField, WidgetView};
