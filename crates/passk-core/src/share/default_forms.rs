//! The forms the default state takes as a page writes it: the pairs of its link and what it
//! keeps in storage. A first paint built for the default state (`scripts/first-paint.js`)
//! is shown only under these, so each of them must start a page at that state.

use super::SharedState;

/// The default state as written: a link made only of `pairs` (any of them, in any order),
/// with storage empty or holding one of `stored`, starts the page at the default state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefaultForms {
    /// The `key=value` pairs of the default link, as the page writes them.
    pub pairs: Vec<String>,
    /// What a page at the default state leaves in storage (from a bare address, or from
    /// a link: the data view's k then starts from the link's k).
    pub stored: Vec<String>,
}

impl SharedState {
    /// The default state's forms on the full page, or on the embed page (which also writes
    /// `embed=1` into its link).
    pub fn default_forms(embed_page: bool) -> DefaultForms {
        let bare = SharedState::default();
        let linked = SharedState::from_query(&bare.to_query());
        let mut states = vec![bare, linked];
        if embed_page {
            let embedded: Vec<SharedState> = states
                .iter()
                .map(|state| SharedState {
                    embed: true,
                    ..state.clone()
                })
                .collect();
            states.extend(embedded);
        }
        let mut pairs: Vec<String> = Vec::new();
        let mut stored: Vec<String> = Vec::new();
        for state in &states {
            for pair in state.to_query().split('&') {
                if !pairs.iter().any(|known| known == pair) {
                    pairs.push(pair.to_string());
                }
            }
            let kept = state.to_storage();
            if !stored.contains(&kept) {
                stored.push(kept);
            }
        }
        DefaultForms { pairs, stored }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the explorer shows: all but the data view's k (which a link without one starts
    /// from its k) and the embed flag (the embed page's own).
    fn shown(state: SharedState) -> SharedState {
        SharedState {
            data_k: 1,
            embed: false,
            ..state
        }
    }

    /// Every link made of the default's pairs, with every storage the first paint accepts,
    /// starts the page (read as `page_start` reads it) at the default state.
    #[test]
    fn every_default_form_starts_at_the_default_state() {
        let default = SharedState::default();
        for embed_page in [false, true] {
            let forms = SharedState::default_forms(embed_page);
            let expected = if embed_page {
                [
                    "p=80", "k=6", "steps=4", "v=90", "r=1", "spread=0", "embed=1",
                ]
                .len()
            } else {
                6
            };
            assert_eq!(forms.pairs.len(), expected, "{forms:?}");
            let pairs = &forms.pairs;
            for subset in 0..1u32 << pairs.len() {
                let chosen: Vec<&str> = (0..pairs.len())
                    .filter(|i| subset & (1 << i) != 0)
                    .map(|i| pairs[i].as_str())
                    .collect();
                for query in [
                    chosen.join("&"),
                    chosen.iter().rev().copied().collect::<Vec<_>>().join("&"),
                ] {
                    assert_eq!(shown(SharedState::from_query(&query)), default, "{query}");
                    for kept in &forms.stored {
                        let saved = SharedState::from_query(kept);
                        let state = if query.is_empty() {
                            saved
                        } else {
                            let mut state = SharedState::from_query(&query);
                            state.keep_unnamed(&saved, &query);
                            state
                        };
                        assert_eq!(shown(state), default, "{query} with {kept}");
                    }
                }
            }
        }
    }
}
