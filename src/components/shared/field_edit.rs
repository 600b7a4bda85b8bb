//! One input to a field's [`FieldEditor`], shared by the slider fields and the count fields.

use leptos::prelude::*;

use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_widget::{FieldEditor, FieldInput};

/// Feeds `input` to `editor` for a field of `spec` now at `current`, passes a new value to
/// `set`, and returns whether the event's default must be prevented.
pub fn edit_field(
    editor: RwSignal<FieldEditor>,
    spec: FieldSpec,
    current: u32,
    input: FieldInput<'_>,
    lang: Lang,
    set: impl FnOnce(u32),
) -> bool {
    let Some(outcome) = editor.try_update(|editor| editor.handle(spec, current, input, lang))
    else {
        return false;
    };
    if let Some(units) = outcome.value {
        set(units);
    }
    outcome.prevent_default
}
