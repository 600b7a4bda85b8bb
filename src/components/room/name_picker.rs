//! A participant's name picker: two selects over the fixed word lists, so a name is only
//! two indices (no free text reaches the room).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_room_core::{Name, NAME_FIRSTS, NAME_SECONDS};

/// The two selects of a name.
#[component]
pub fn NamePicker(
    /// The name now (None until the relay gave one).
    name: Signal<Option<Name>>,
    /// Called with the name picked.
    on_pick: Callback<Name>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().room_words();
    let select = move |which: usize| {
        let count = if which == 0 {
            NAME_FIRSTS
        } else {
            NAME_SECONDS
        };
        view! {
            <select
                data-testid=if which == 0 { "room-name-first" } else { "room-name-second" }
                aria-label=move || words().name_label
                on:change=move |ev| {
                    if let Ok(index) = event_target_value(&ev).parse::<u8>() {
                        let mut picked = name.get_untracked().unwrap_or([0, 0]);
                        picked[which] = index;
                        on_pick.run(picked);
                    }
                }
            >
                {(0..count)
                    .map(|index| {
                        view! {
                            <option value=index.to_string() selected=move || name.get().map(|name| name[which]) == Some(index)>
                                {move || {
                                    let words = words();
                                    let list = if which == 0 { &words.name_firsts } else { &words.name_seconds };
                                    list[usize::from(index)]
                                }}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        }
    };
    view! { <span class="room-name-pick">{select(0)}{select(1)}</span> }
}
