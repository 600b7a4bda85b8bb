//! The data views' k (data, compare, leaderboard): one field read by
//! [`FieldSpec::DATA_K`], hinted like every number field of the site.

use leptos::prelude::*;

use crate::components::shared::count_field::CountField;
use crate::state::Lens;
use passk_core::input::FieldSpec;

/// The k field of a data view. `testid` is also its id ("data-k", "compare-k",
/// "board-k"); its hint is `<testid>-hint`.
#[component]
pub fn DataKField(
    /// The input's `data-testid`.
    testid: &'static str,
    /// The visible label.
    label: Signal<&'static str>,
    /// The view's k.
    k: Lens<u64>,
) -> impl IntoView {
    let spec = FieldSpec::DATA_K;
    // The store's k is always within the spec (links are read through it too).
    let value = Signal::derive(move || u32::try_from(k.get()).unwrap_or(spec.max));
    view! {
        <CountField
            testid=testid
            label=label
            spec=spec
            value=value
            set=Callback::new(move |units: u32| k.set(u64::from(units)))
        />
    }
}
