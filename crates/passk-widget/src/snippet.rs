//! The embed snippet a blogger pastes: the iframe (titled in the page's language, lazy,
//! at a fixed height that works without any script) and the host script that sizes it to
//! the widget's content.

use passk_core::lang::Lang;
use passk_core::share::SharedState;
use passk_words::prelude::*;

/// The iframe's height before the host script sizes it (and without it).
pub const FALLBACK_HEIGHT: u32 = 760;

/// The snippet for `state`, with the site's folder `site` (ending in '/').
pub fn embed_snippet(site: &str, state: &SharedState, lang: Lang) -> String {
    let widget = SharedState {
        embed: true,
        ..state.clone()
    };
    format!(
        "<iframe src=\"{site}embed.html?{}\" data-passk width=\"100%\" height=\"{FALLBACK_HEIGHT}\" style=\"border:0\" title=\"{}\" loading=\"lazy\"></iframe>\n<script src=\"{site}embed.js\" async></script>",
        widget.to_query().replace('&', "&amp;"),
        lang.embed_title()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snippet_is_the_iframe_and_the_host_script() {
        let state = SharedState::from_query("p=75&k=3");
        let snippet = embed_snippet("https://example.org/passk/", &state, Lang::Ko);
        assert!(snippet.starts_with(
            "<iframe src=\"https://example.org/passk/embed.html?p=75&amp;k=3&amp;steps=4"
        ));
        assert!(snippet.contains("embed=1"));
        assert!(snippet.contains("title=\"passk: pass@k와 pass^k 인터랙티브\" loading=\"lazy\""));
        assert!(
            snippet.ends_with("<script src=\"https://example.org/passk/embed.js\" async></script>")
        );
    }

    /// embed.js titles the iframes it makes with the same words (it cannot import them).
    #[test]
    fn the_host_script_titles_frames_as_the_snippet_does() {
        let script = include_str!("../../../assets/embed.js");
        for lang in Lang::ALL {
            assert!(script.contains(&format!("{}: '{}'", lang.code(), lang.embed_title())));
        }
    }
}
