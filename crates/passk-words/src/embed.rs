//! The words of embedding: the iframe's title and the link cards' titles and descriptions.

every_language_says! {
    /// What embed.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait EmbedText {
        /// The iframe's `title` (what a screen reader announces for the frame).
        fn embed_title(&self) -> &'static str;

        /// The share panel's "link with a preview card" button.
        fn card_link_label(&self) -> &'static str;

        /// A card's description: the preset's numbers in a sentence.
        fn card_description(&self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String;
    }
}
