//! Link cards: for hosts that refuse iframes (Medium, Substack) and show a preview from the
//! page's Open Graph tags instead. Each preset gets, at build time, a static page per
//! language (`card/<preset>.html`, `card/<preset>.ko.html`, `card/<preset>.pt.html`) with
//! the tags, a 1200 × 630 PNG of its k chart (`card/<preset>.png`, drawn natively by the
//! same chart code) and an oEmbed JSON; the page then opens the explorer in that state.

use passk_core::format::percent;
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::presets::{all_presets, Preset};
use passk_core::share::SharedState;
use passk_words::prelude::*;

use crate::snippet::FALLBACK_HEIGHT;

/// The card image's size, as Open Graph and Twitter ask for.
pub const CARD_SIZE: (u32, u32) = (1200, 630);

/// One card: a preset in a language.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// The preset.
    pub preset: Preset,
    /// The page's language.
    pub lang: Lang,
    /// The state the card opens.
    pub state: SharedState,
}

impl Card {
    /// Every card: each preset in each language.
    pub fn all() -> Vec<Card> {
        all_presets()
            .flat_map(|preset| Lang::ALL.map(|lang| Card::new(preset, lang)))
            .collect()
    }

    /// The card of `preset` in `lang`.
    pub fn new(preset: Preset, lang: Lang) -> Card {
        let state = SharedState {
            rate_per_mille: preset.rate_per_mille,
            k: preset.k,
            steps: preset.steps,
            spread_hundredths: preset.spread_hundredths,
            at_least_m: preset.at_least_m,
            lang: Some(lang),
            ..SharedState::default()
        };
        Card {
            preset,
            lang,
            state,
        }
    }

    /// The card of the preset `state` shows (p, k, steps, spread and, when the preset names
    /// one, m all equal), in `lang`; None when the state is no preset's.
    pub fn for_state(state: &SharedState, lang: Lang) -> Option<Card> {
        all_presets()
            .find(|preset| {
                preset.rate_per_mille == state.rate_per_mille
                    && preset.k == state.k
                    && preset.steps == state.steps
                    && preset.spread_hundredths == state.spread_hundredths
                    && preset.at_least_m.is_none_or(|m| m == state.at_least_m())
            })
            .map(|preset| Card::new(preset, lang))
    }

    /// The page's file name in `card/` ("anthropic-75x3.html", "anthropic-75x3.ko.html").
    pub fn page_file(&self) -> String {
        format!("{}{}.html", self.preset.name, self.lang_suffix())
    }

    /// The oEmbed JSON's file name in `card/`.
    pub fn oembed_file(&self) -> String {
        format!("{}{}.json", self.preset.name, self.lang_suffix())
    }

    /// The image's file name in `card/` (one per preset: the chart's words are English).
    pub fn image_file(&self) -> String {
        format!("{}.png", self.preset.name)
    }

    /// The default language's pages have no suffix; the others end in their code.
    fn lang_suffix(&self) -> String {
        if self.lang == Lang::default() {
            String::new()
        } else {
            format!(".{}", self.lang.code())
        }
    }

    /// The title: "passk: " and the preset's label in the card's language.
    pub fn title(&self) -> String {
        format!("passk: {}", self.lang.preset_words(self.preset.id).label)
    }

    /// The description: the preset's numbers in a sentence.
    pub fn description(&self) -> String {
        let rate = self.state.rate();
        let k = self.state.k;
        let lang = self.lang;
        lang.card_description(
            &lang.number(&FieldSpec::RATE.show(self.state.rate_per_mille)),
            k,
            &lang.number(&rate.pass_at_k_reading(k).text()),
            &lang.number(&percent(rate.pass_hat_k(k))),
        )
    }

    /// The card page. `site` is the site's absolute address ending in '/' (tags that need
    /// one get it); without it every address is relative to the card's folder.
    pub fn page_html(&self, site: Option<&str>) -> String {
        let base = site.map_or_else(|| "../".to_string(), |site| site.to_string());
        let card_base = format!("{base}card/");
        let query = self.state.to_query();
        let (title, description) = (escape(&self.title()), escape(&self.description()));
        let image = format!("{card_base}{}", self.image_file());
        let (width, height) = CARD_SIZE;
        format!(
            "<!DOCTYPE html>
<html lang=\"{lang}\">
  <head>
    <meta charset=\"utf-8\" />
    <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />
    <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; img-src 'self'; style-src 'none'; script-src 'none'; base-uri 'none'; form-action 'none'\" />
    <title>{title}</title>
    <meta name=\"description\" content=\"{description}\" />
    <meta property=\"og:type\" content=\"website\" />
    <meta property=\"og:site_name\" content=\"passk\" />
    <meta property=\"og:title\" content=\"{title}\" />
    <meta property=\"og:description\" content=\"{description}\" />
    <meta property=\"og:image\" content=\"{image}\" />
    <meta property=\"og:image:width\" content=\"{width}\" />
    <meta property=\"og:image:height\" content=\"{height}\" />
    <meta property=\"og:image:alt\" content=\"{title}\" />
    <meta property=\"og:url\" content=\"{card_base}{page}\" />
    <meta property=\"og:locale\" content=\"{locale}\" />
    <meta name=\"twitter:card\" content=\"summary_large_image\" />
    <meta name=\"twitter:title\" content=\"{title}\" />
    <meta name=\"twitter:description\" content=\"{description}\" />
    <meta name=\"twitter:image\" content=\"{image}\" />
    <link rel=\"alternate\" type=\"application/json+oembed\" href=\"{card_base}{oembed}\" title=\"{title}\" />
    <link rel=\"icon\" href=\"favicon.svg\" />
    <meta http-equiv=\"refresh\" content=\"0; url=../?{query_html}\" />
  </head>
  <body>
    <h1>{title}</h1>
    <p>{description}</p>
    <p><img src=\"{image_file}\" width=\"{width}\" height=\"{height}\" alt=\"{title}\" /></p>
    <p><a href=\"../?{query_html}\">passk</a></p>
  </body>
</html>
",
            lang = self.lang.code(),
            page = self.page_file(),
            oembed = self.oembed_file(),
            locale = self.lang.locale(),
            query_html = query.replace('&', "&amp;"),
            image_file = self.image_file(),
        )
    }

    /// The oEmbed answer (a "rich" type: the widget's iframe), as JSON.
    pub fn oembed_json(&self, site: Option<&str>) -> String {
        let base = site.unwrap_or("../");
        let widget = SharedState {
            embed: true,
            ..self.state.clone()
        };
        let html = format!(
            "<iframe src=\"{base}embed.html?{}\" width=\"100%\" height=\"{FALLBACK_HEIGHT}\" style=\"border:0\" title=\"{}\" loading=\"lazy\"></iframe>",
            widget.to_query().replace('&', "&amp;"),
            self.lang.embed_title()
        );
        let (width, height) = CARD_SIZE;
        format!(
            "{{\"version\":\"1.0\",\"type\":\"rich\",\"provider_name\":\"passk\",\"title\":{},\"html\":{},\"width\":{width},\"height\":{FALLBACK_HEIGHT},\"thumbnail_url\":{},\"thumbnail_width\":{width},\"thumbnail_height\":{height}}}\n",
            json_string(&self.title()),
            json_string(&html),
            json_string(&format!("{base}card/{}", self.image_file())),
        )
    }
}

/// Text for an HTML attribute or element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for character in text.chars() {
        match character {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            control if u32::from(control) < 0x20 => {
                out.push_str(&format!("\\u{:04x}", u32::from(control)))
            }
            other => out.push(other),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_has_a_card_in_every_language() {
        let cards = Card::all();
        assert_eq!(cards.len(), all_presets().count() * Lang::ALL.len());
        let anthropic = cards
            .iter()
            .find(|card| card.preset.name == "anthropic-75x3" && card.lang == Lang::Pt)
            .unwrap();
        assert_eq!(anthropic.page_file(), "anthropic-75x3.pt.html");
        assert_eq!(anthropic.image_file(), "anthropic-75x3.png");
        let page = anthropic.page_html(None);
        assert!(page.contains("<html lang=\"pt\">"));
        assert!(page.contains("pass@3 = 98,44%"), "{page}");
        assert!(
            page.contains("<meta property=\"og:image\" content=\"../card/anthropic-75x3.png\" />")
        );
        assert!(page.contains("url=../?p=75&amp;k=3&amp;steps=4"));
        let absolute = anthropic.page_html(Some("https://example.org/passk/"));
        assert!(absolute.contains("content=\"https://example.org/passk/card/anthropic-75x3.png\""));
        assert!(absolute.contains("href=\"https://example.org/passk/card/anthropic-75x3.pt.json\""));
    }

    #[test]
    fn the_state_in_view_finds_its_presets_card() {
        let state = SharedState::from_query("p=75&k=5&steps=4&m=3");
        let card = Card::for_state(&state, Lang::Ko).unwrap();
        assert_eq!(card.page_file(), "majority-75x5.ko.html");
        assert_eq!(
            Card::for_state(&SharedState::from_query("p=75&k=5&m=2"), Lang::En),
            None
        );
        assert_eq!(
            Card::for_state(&SharedState::from_query("p=74&k=3"), Lang::En),
            None
        );
        let korean = Card::for_state(&SharedState::default(), Lang::En).unwrap();
        assert_eq!(korean.page_file(), "korean-80x6.html");
    }

    #[test]
    fn the_oembed_answer_is_json_with_the_iframe() {
        let card = Card::new(all_presets().next().unwrap(), Lang::Ko);
        let json = card.oembed_json(Some("https://example.org/passk/"));
        assert!(json.starts_with("{\"version\":\"1.0\",\"type\":\"rich\""));
        assert!(json.contains("\\\"https://example.org/passk/embed.html?p=75&amp;k=3"));
        assert!(json.contains("\"thumbnail_width\":1200,\"thumbnail_height\":630"));
        assert_eq!(json_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"");
    }
}
