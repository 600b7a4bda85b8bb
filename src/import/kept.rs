//! How a data view's data was kept for the next visit: the value stored beside it.

passk_core::closed_set! {
    /// How data was kept for the next visit (its key is what storage holds).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Kept {
        /// The text as given.
        AsGiven = "text",
        /// The per-task counts (task, n, c), names included, in localStorage (what an
        /// earlier version kept; still read back).
        Counts = "counts",
        /// The per-task counts in IndexedDB (big data).
        Indexed = "counts-indexeddb",
    }
}

impl Kept {
    /// Stored instead of a [`Kept`] key when the data could not be kept.
    pub const NOTHING: &'static str = "nothing";
}
