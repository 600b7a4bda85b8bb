//! One file per language: everything it says (every topic's words and sentences, in its own
//! word order). A new language is a file here, a `Lang` variant in `passk_core::lang` (its
//! code, name and number style) and its line in [`speaker`]; a word or a sentence it lacks
//! fails to compile, since each topic's trait has no default methods.

mod en;
mod ko;
mod pt;

use crate::board::BoardText;
use crate::compare::CompareText;
use crate::data::DataText;
use crate::embed::EmbedText;
use crate::explorer::ExplorerText;
use crate::fields::FieldText;
use crate::files::FilesText;
use crate::honest::HonestText;
use crate::problems::ProblemText;
use crate::results::BlockText;
use crate::results_compare::CompareBlockText;
use crate::workshop::WorkshopText;
use passk_core::lang::Lang;

/// Everything a language says: every topic's trait.
pub(crate) trait Speaker:
    BoardText
    + CompareText
    + DataText
    + EmbedText
    + ExplorerText
    + FieldText
    + FilesText
    + HonestText
    + ProblemText
    + BlockText
    + CompareBlockText
    + WorkshopText
    + Sync
{
}

impl<T> Speaker for T where
    T: BoardText
        + CompareText
        + DataText
        + EmbedText
        + ExplorerText
        + FieldText
        + FilesText
        + HonestText
        + ProblemText
        + BlockText
        + CompareBlockText
        + WorkshopText
        + Sync
{
}

/// The language that says what `lang` says: the one registration of each language.
pub(crate) fn speaker(lang: Lang) -> &'static dyn Speaker {
    match lang {
        Lang::En => &en::English,
        Lang::Ko => &ko::Korean,
        Lang::Pt => &pt::Portuguese,
    }
}
