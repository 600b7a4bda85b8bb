//! The words of embedding: the iframe's title and the link cards' titles and descriptions.

use passk_core::lang::Lang;

/// What embed.rs says, in each language (implemented for [`Lang`]).
pub trait EmbedText {
    /// The iframe's `title` (what a screen reader announces for the frame).
    fn embed_title(self) -> &'static str;

    /// The share panel's "link with a preview card" button.
    fn card_link_label(self) -> &'static str;

    /// A card's description: the preset's numbers in a sentence.
    fn card_description(self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String;
}

impl EmbedText for Lang {
    fn embed_title(self) -> &'static str {
        // Also in assets/embed.js, which titles the iframes it makes (kept equal by a test).
        match self {
            Lang::En => "passk: pass@k vs pass^k, interactive",
            Lang::Ko => "passk: pass@k와 pass^k 인터랙티브",
            Lang::Pt => "passk: pass@k e pass^k, interativo",
        }
    }

    fn card_link_label(self) -> &'static str {
        match self {
            Lang::En => "Copy link with a preview card",
            Lang::Ko => "미리보기 카드 링크 복사",
            Lang::Pt => "Copiar link com cartão de prévia",
        }
    }

    fn card_description(self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String {
        match self {
            Lang::En => format!(
                "At p = {p} over k = {k} attempts: pass@{k} = {pass_at_k} (at least one succeeds), pass^{k} = {pass_hat_k} (all succeed). Drag the sliders in passk."
            ),
            Lang::Ko => format!(
                "p = {p}, k = {k}번 시도: pass@{k} = {pass_at_k} (한 번이라도 성공), pass^{k} = {pass_hat_k} (모두 성공). passk에서 슬라이더를 움직여 보라."
            ),
            Lang::Pt => format!(
                "Com p = {p} em k = {k} tentativas: pass@{k} = {pass_at_k} (pelo menos uma dá certo), pass^{k} = {pass_hat_k} (todas dão certo). Arraste os controles no passk."
            ),
        }
    }
}
