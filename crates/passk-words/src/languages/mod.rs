//! One file per language: everything it says (every topic's words and sentences, in its own
//! word order). A new language is a file here, a `Lang` variant in `passk_core::lang` (its
//! code, name, locale and number style) and its arm in [`ask!`]; a word or a sentence it
//! lacks fails to compile, since each topic's trait has no default methods.

/// Has the language `$lang` names say `$method($args)`: the one place a language is
/// registered. A match, not a trait object, so a page links only the sentences it says
/// (a vtable would keep every sentence of every topic alive in the embed).
macro_rules! ask {
    ($lang:expr, $method:ident($($arg:expr),*)) => {
        match $lang {
            passk_core::lang::Lang::En => $crate::languages::English.$method($($arg),*),
            passk_core::lang::Lang::Ko => $crate::languages::Korean.$method($($arg),*),
            passk_core::lang::Lang::Pt => $crate::languages::Portuguese.$method($($arg),*),
        }
    };
}

mod en;
mod ko;
mod pt;

pub(crate) use en::English;
pub(crate) use ko::Korean;
pub(crate) use pt::Portuguese;
