//! [`closed_set!`]: the one way the project declares a closed set of its own (formats,
//! views, themes, presets, languages, widget fields and charts, metrics, choices). Each
//! variant is written once, with its stable key, and the set gets `ALL`, `key()` and
//! `from_key()` from that one list, so no second list (a hand-written inverse, a test's
//! copy) can fall out of step with the enum.

/// Declares an enum whose variants each carry a stable key (`Variant = "key"`), and gives
/// it `ALL` (every variant, in the order declared), `key()` and `from_key()`.
///
/// ```
/// passk_core::closed_set! {
///     /// A side of a coin.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Side {
///         /// The face.
///         Heads = "heads",
///         /// The back.
///         Tails = "tails",
///     }
/// }
/// assert_eq!(Side::ALL, [Side::Heads, Side::Tails]);
/// assert_eq!(Side::from_key(Side::Tails.key()), Some(Side::Tails));
/// assert_eq!(Side::from_key("edge"), None);
/// ```
///
/// Two variants with one key do not compile cleanly (`from_key`'s second arm is
/// unreachable, which the workspace's lints refuse).
#[macro_export]
macro_rules! closed_set {
    (
        $(#[$enum_attr:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$attr:meta])*
                $variant:ident = $key:literal
            ),+ $(,)?
        }
    ) => {
        $(#[$enum_attr])*
        $vis enum $name {
            $(
                $(#[$attr])*
                $variant,
            )+
        }

        impl $name {
            /// Every variant, in the order declared (the order lists and pickers show).
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];

            /// The variant's stable key (URL values, storage, pickers, JSON, flags).
            pub const fn key(self) -> &'static str {
                match self {
                    $($name::$variant => $key,)+
                }
            }

            /// The variant whose [`key`](Self::key) is `key`, if any.
            pub fn from_key(key: &str) -> Option<$name> {
                match key {
                    $($key => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    crate::closed_set! {
        /// A set for the test.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
        enum Sample {
            /// The first.
            #[default]
            First = "first",
            /// The second.
            Second = "second",
        }
    }

    #[test]
    fn every_variant_reads_back_from_its_key() {
        assert_eq!(Sample::ALL, [Sample::First, Sample::Second]);
        for variant in Sample::ALL {
            assert_eq!(Sample::from_key(variant.key()), Some(variant));
        }
        assert_eq!(Sample::from_key("third"), None);
        assert_eq!(Sample::default(), Sample::First);
    }
}
