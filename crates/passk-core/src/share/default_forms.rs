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
    /// The state a page starts from, given its link's `query` and what its storage keeps
    /// (`saved`, read under the key for `embed`): the last visit's with no link (its data
    /// aside: that comes back from its own storage), else the link's, keeping what the
    /// link does not name. `page_start` reads pages this way; so does the test below.
    pub fn starting(query: &str, saved: Option<&str>, embed: bool) -> SharedState {
        let saved = saved.map(SharedState::from_query);
        if query.is_empty() {
            return saved
                .map(|saved| SharedState {
                    tasks: None,
                    run_a: None,
                    run_b: None,
                    room_join: None,
                    room_relay: None,
                    // A room is joined or presented from its link, never from the last
                    // visit: a bare address opens the explorer.
                    view: if saved.view == super::View::Room {
                        super::View::default()
                    } else {
                        saved.view
                    },
                    embed,
                    ..saved
                })
                .unwrap_or_default();
        }
        let mut state = SharedState::from_query(query);
        state.embed = embed;
        if let Some(saved) = saved {
            state.keep_unnamed(&saved, query);
        }
        state
    }

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
            let mut expected = vec!["p=80", "k=6", "steps=4", "v=90", "r=1", "spread=0"];
            if embed_page {
                expected.push("embed=1");
            }
            assert_eq!(forms.pairs, expected);
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
                    let embed = embed_page || SharedState::from_query(&query).embed;
                    let start = SharedState::starting(&query, None, embed);
                    assert_eq!(shown(start), default, "{query}");
                    for kept in &forms.stored {
                        let state = SharedState::starting(&query, Some(kept), embed);
                        assert_eq!(shown(state), default, "{query} with {kept}");
                    }
                }
            }
        }
    }
}
