//! Every string the page can show, in English, Korean and Portuguese, each with its own
//! word order and number format. The layers below (`core`, `data`) return typed values
//! (a problem's place and kind, a warning, a field's issue) and never build a sentence;
//! this crate renders them.
//!
//! Each topic module (`board`, `data`, `explorer`, `problems`, …) declares what is said
//! about it: its word structs and a trait of its sentences, which `Lang` implements by
//! asking the language. Each language says all of it in one file (`languages/en.rs`,
//! `ko.rs`, `pt.rs`), registered once in `languages`' `ask!`. A new language is one file
//! and one registration (with its `Lang` variant in `passk_core::lang`); a word or a
//! sentence it lacks, or a new variant one of its matches does not name, fails to compile.
//! `tests` renders every variant in every language.

/// Declares a trait of what every language says and implements it for [`Lang`] by asking
/// the language (`ask!`, in `languages`): each language implements the trait in its own file
/// (`languages/en.rs`, …), so a language missing a word or a sentence fails to compile.
///
/// [`Lang`]: passk_core::lang::Lang
macro_rules! every_language_says {
    (
        $(#[$doc:meta])*
        $vis:vis trait $name:ident {
            $(
                $(#[$fn_doc:meta])*
                fn $fn:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) -> $ret:ty;
            )*
        }
    ) => {
        $(#[$doc])*
        $vis trait $name {
            $(
                $(#[$fn_doc])*
                fn $fn(&self $(, $arg: $ty)*) -> $ret;
            )*

            /// What this topic says without arguments (its words structs and fixed
            /// strings), by method name: the "no English left" test walks every field.
            #[cfg(test)]
            // A topic may have no argument-free words, or only some.
            #[allow(unused_mut, clippy::vec_init_then_push)]
            fn said_without_arguments(&self) -> Vec<(&'static str, serde_json::Value)> {
                let mut said = Vec::new();
                $(said_if_no_arguments!(said, self, $fn $(, $arg)*);)*
                said
            }
        }

        impl $name for passk_core::lang::Lang {
            $(
                fn $fn(&self $(, $arg: $ty)*) -> $ret {
                    ask!(*self, $fn($($arg),*))
                }
            )*
        }
    };
}

/// Within [`every_language_says!`]: a method with no arguments, called and kept as JSON in
/// tests; one with arguments, nothing (its sentences are rendered by the tests by hand).
#[cfg(test)]
macro_rules! said_if_no_arguments {
    ($said:ident, $self:expr, $fn:ident) => {
        $said.push((
            stringify!($fn),
            serde_json::to_value($self.$fn()).expect("words serialise"),
        ));
    };
    ($said:ident, $self:expr, $fn:ident, $($arg:ident),+) => {};
}

/// Declares the topics' traits once: the prelude re-exports them, and (in tests) every
/// topic's argument-free words are gathered through the same list.
macro_rules! topics {
    (
        said by each language: $($topic:ident),+;
        the same in every language: $($shared:ident),+;
        said by each language within this crate: $($inner:path),+ $(,)?
    ) => {
        /// Everything a language says, as methods on `Lang`: `use passk_words::prelude::*;`.
        pub mod prelude {
            pub use crate::{$($topic,)+ $($shared),+};
        }

        /// Every topic's argument-free words in `lang`, as (topic method, JSON).
        #[cfg(test)]
        fn every_topics_words(lang: passk_core::lang::Lang) -> Vec<(&'static str, serde_json::Value)> {
            let mut said = Vec::new();
            $(said.extend(<passk_core::lang::Lang as $topic>::said_without_arguments(&lang));)+
            $(said.extend(<passk_core::lang::Lang as $inner>::said_without_arguments(&lang));)+
            said
        }
    };
}

#[macro_use]
mod languages;
pub mod board;
pub mod command;
pub mod compare;
pub mod data;
pub mod embed;
mod escape;
pub mod explorer;
pub mod fields;
pub mod files;
pub mod honest;
pub mod noise;
pub mod problems;
pub mod results;
pub mod results_board;
pub mod results_compare;
pub mod room;
pub mod workshop;

pub use board::{BoardShared, BoardText, BoardWords};
pub use command::CommandText;
pub use compare::{CompareText, CompareWords};
pub use data::DataWords;
pub use data::{DataRegions, EditorWords, StatusWords};
pub use data::{DataShared, DataText};
pub use embed::EmbedText;
pub use explorer::{CrashWords, ExplorerRegions, PresetWords, Words};
pub use explorer::{ExplorerShared, ExplorerText};
pub use fields::FieldText;
pub use files::FilesText;
pub use honest::{HonestText, HonestWords};
pub use noise::{NoiseText, NoiseWords};
pub use problems::{ProblemShared, ProblemText};
pub use room::{RoomText, RoomWords};
pub use workshop::WorkshopText;

topics!(
    said by each language: BoardText,
    CommandText,
    CompareText,
    DataText,
    EmbedText,
    ExplorerText,
    FieldText,
    FilesText,
    HonestText,
    NoiseText,
    ProblemText,
    RoomText,
    WorkshopText;
    the same in every language: BoardShared,
    DataShared,
    ExplorerShared,
    ProblemShared;
    said by each language within this crate: results::BlockText,
    results_compare::CompareBlockText,
);

#[cfg(test)]
mod tests;
