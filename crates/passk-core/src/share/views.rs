//! The closed sets a link names besides numbers: the theme, the view, and the page that
//! shows each view.

use super::SharedState;

crate::closed_set! {
    /// A colour theme (its key is the URL's `theme`); None in [`SharedState::theme`]
    /// follows the system.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Theme {
        /// Dark text on light.
        Light = "light",
        /// Light text on dark.
        Dark = "dark",
    }
}

crate::closed_set! {
    /// Which view is shown (its key is the URL's `view`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum View {
        /// The sliders and theoretical curves.
        #[default]
        Explore = "explore",
        /// Imported eval results.
        Data = "data",
        /// Two runs compared task by task.
        Compare = "compare",
        /// N runs ranked, with rank intervals and tie groups.
        Board = "board",
        /// How big the next eval must be.
        Plan = "plan",
        /// Predict, then reveal.
        Quiz = "quiz",
        /// A workshop room: the presenter's screen, or a participant's (`join=`).
        Room = "room",
    }
}

impl View {
    /// Whether the view's `k` is the data views' k (eval data), not the explorer's.
    pub fn uses_data_k(self) -> bool {
        match self {
            View::Data | View::Compare | View::Board => true,
            View::Explore | View::Plan | View::Quiz | View::Room => false,
        }
    }

    /// The page that shows this view.
    pub fn page(self) -> Page {
        match self {
            View::Explore | View::Plan | View::Quiz | View::Room => Page::Explorer,
            View::Data => Page::Data,
            View::Compare => Page::Compare,
            View::Board => Page::Board,
        }
    }
}

crate::closed_set! {
    /// The full site's pages, each its own binary carrying only its readers' views: the
    /// explorer (`index.html`: explore, plan, quiz, reruns), your data (`data.html`), two
    /// runs compared (`compare.html`) and the leaderboard (`board.html`). Tabs to a view on
    /// another page are links that carry the state. The key names its binary
    /// (`passk-<key>`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum Page {
        /// `index.html`, the front door.
        #[default]
        Explorer = "explorer",
        /// `data.html`.
        Data = "data",
        /// `compare.html`.
        Compare = "compare",
        /// `board.html`.
        Board = "board",
    }
}

impl Page {
    /// The page's file beside the others ("" for the folder itself, which serves
    /// `index.html`).
    pub fn file(self) -> &'static str {
        match self {
            Page::Explorer => "",
            Page::Data => "data.html",
            Page::Compare => "compare.html",
            Page::Board => "board.html",
        }
    }

    /// The view the page opens on when a link names none.
    pub fn first_view(self) -> View {
        match self {
            Page::Explorer => View::Explore,
            Page::Data => View::Data,
            Page::Compare => View::Compare,
            Page::Board => View::Board,
        }
    }

    /// A link to this page as given (`query` without '?'), read on `page`: the query with
    /// the page's own view made explicit when it names none, so that `k` means that view's k.
    pub fn query_with_view(self, query: &str) -> String {
        let implied = self.first_view() == View::default();
        if query.is_empty() || implied || SharedState::names_view(query) {
            query.to_string()
        } else {
            format!("view={}&{query}", self.first_view().key())
        }
    }
}
