//! The page's one store: a single signal holding [`SharedState`], every value a link
//! carries. The URL, localStorage, the explorer, the presets, the data views and the share
//! panel all read and write this one value; each field is a [`Lens`] onto it (a memo to read
//! it, so a change of p does not wake what reads k, and a setter that writes it back), never
//! a copy. Derived values (the rate, the difficulty, the verified step) are methods of
//! `SharedState`; the query string exists only at the edge (`to_query`/`from_query`).

use leptos::prelude::*;

use passk_chart::{k_chart, CurveChart};
use passk_core::beta::Difficulty;
use passk_core::closed_form::Rate;
use passk_core::lang::Lang;
use passk_core::posterior::{EstimatorChoice, PriorChoice};
use passk_core::presets::Preset;
use passk_core::share::{SharedState, Theme, View};
use passk_widget::WidgetField;

/// How long the store must be still (no pointer held) before a panel off screen catches up.
pub const SETTLE_MS: u64 = 200;

/// One field of the store: read through a memo of that field alone, written into the store.
/// (A panel off screen reads a copy of the store that waits out a drag, and still writes
/// into the store itself: [`PageState::followed_when`].)
pub struct Lens<T: Send + Sync + 'static> {
    read: Memo<T>,
    root: RwSignal<SharedState>,
    write: fn(&mut SharedState, T),
}

impl<T: Send + Sync + 'static> Clone for Lens<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Lens<T> {}

impl<T: Clone + PartialEq + Send + Sync + 'static> Lens<T> {
    fn new(
        (source, root): (RwSignal<SharedState>, RwSignal<SharedState>),
        read: fn(&SharedState) -> T,
        write: fn(&mut SharedState, T),
    ) -> Lens<T> {
        Lens {
            read: Memo::new(move |_| source.with(read)),
            root,
            write,
        }
    }

    /// The value, tracked.
    pub fn get(&self) -> T {
        self.read.get()
    }

    /// The value, untracked.
    pub fn get_untracked(&self) -> T {
        self.read.get_untracked()
    }

    /// The value, or None once the page's reactive owner is gone (late async work).
    pub fn try_get_untracked(&self) -> Option<T> {
        self.read.try_get_untracked()
    }

    /// Reads the value by reference, tracked.
    pub fn with<U>(&self, read: impl FnOnce(&T) -> U) -> U {
        self.read.with(read)
    }

    /// Subscribes the running effect to the value.
    pub fn track(&self) {
        self.read.track();
    }

    /// Writes the value into the store.
    pub fn set(&self, value: T) {
        let write = self.write;
        self.root.update(|state| write(state, value));
    }

    /// Writes the value unless the store is gone; false if it was.
    pub fn try_set(&self, value: T) -> bool {
        let write = self.write;
        self.root.try_update(|state| write(state, value)).is_some()
    }

    /// Changes the value in place.
    pub fn update(&self, change: impl FnOnce(&mut T)) {
        let mut value = self.get_untracked();
        change(&mut value);
        self.set(value);
    }
}

impl<T: Clone + PartialEq + Send + Sync + 'static> From<Lens<T>> for Signal<T> {
    fn from(lens: Lens<T>) -> Signal<T> {
        lens.read.into()
    }
}

/// The page's state: the store and a lens per field. `Copy`: every field is a handle (or
/// fixed for the page's life).
#[derive(Clone, Copy)]
pub struct PageState {
    /// The store: everything a link carries.
    pub store: RwSignal<SharedState>,
    /// What this view of the page reads: the store itself, or (for a panel off screen) a
    /// copy that waits out a drag ([`PageState::followed_when`]).
    pub shown: RwSignal<SharedState>,
    /// Whether the store has been still for [`SETTLE_MS`] with no pointer held (no drag,
    /// held keys or stream of inputs under way; `app` keeps it): panels off screen follow
    /// the store only then.
    pub settled: RwSignal<bool>,
    /// The store as the address bar last took it (the mirror writes it: at once for a
    /// discrete change, trailing a drag by at most 150 ms). The tabs to other pages link
    /// with it, so a drag's ticks do not rewrite every tab's link.
    pub linked: RwSignal<SharedState>,
    /// p in tenths of a percent.
    pub rate_per_mille: Lens<u32>,
    /// The explorer's k.
    pub k: Lens<u32>,
    /// Steps of a multi-step agent.
    pub steps: Lens<u32>,
    /// m of "at least m of the k attempts" as shown (at most k; ⌈k/2⌉ until chosen).
    pub at_least_m: Lens<u32>,
    /// The data view's share τ in tenths of a percent.
    pub tau: Lens<u32>,
    /// The explorer's uses per period (the k a deployment implies).
    pub uses: Lens<u32>,
    /// The share of periods in which every use succeeds, tenths of a percent.
    pub target: Lens<u32>,
    /// The data view's posterior prior.
    pub prior: Lens<PriorChoice>,
    /// The estimator of the data view's pass@k and pass^k cards.
    pub estimator: Lens<EstimatorChoice>,
    /// The verifier's catch rate v, percent.
    pub catch_percent: Lens<u32>,
    /// Retries per step r.
    pub retries: Lens<u32>,
    /// Difficulty spread in hundredths.
    pub spread: Lens<u32>,
    /// The language, when chosen (else the browser's).
    pub lang: Lens<Option<Lang>>,
    /// The theme, when chosen (else the system's).
    pub theme: Lens<Option<Theme>>,
    /// The view shown.
    pub view: Lens<View>,
    /// The data view's k.
    pub data_k: Lens<u64>,
    /// The data view's `tasks=` shorthand, when its data is small enough for a link.
    pub tasks: Lens<Option<String>>,
    /// The compare view's run A as `tasks=` shorthand, when small enough for a link.
    pub run_a: Lens<Option<String>>,
    /// The compare view's run B.
    pub run_b: Lens<Option<String>>,
    /// The room a participant's link joins (`join=`).
    pub room_join: Lens<Option<String>>,
    /// The relay a room link names (`relay=`).
    pub room_relay: Lens<Option<String>>,
    /// The seed of the benchmark reruns.
    pub seed: Lens<u64>,
    /// The plan's trials per task, once chosen (else 2k, at least 8).
    pub plan_trials: Lens<Option<u32>>,
    /// The plan's interval half-width in hundredths of a point.
    pub plan_width: Lens<u32>,
    /// The quiz's question, from 0.
    pub quiz_question: Lens<u32>,
    /// Large type for projectors (fixed by the link).
    pub present: bool,
    /// The link's `seed=` when the reruns could not use it, as written (fixed by the link).
    pub refused_seed: Option<&'static str>,
}

/// The data view's honest-numbers choices: τ, the prior, and the cards' estimator.
#[derive(Clone, Copy)]
pub struct HonestChoices {
    /// τ in tenths of a percent.
    pub tau: Lens<u32>,
    /// The posterior's prior.
    pub prior: Lens<PriorChoice>,
    /// Which estimator the pass@k and pass^k cards show.
    pub estimator: Lens<EstimatorChoice>,
    /// The deployment target (the explorer's `target=`), for the k the data supports.
    pub target: Lens<u32>,
}

/// A lens onto one field of the store, by its name (read from the first signal, written
/// into the second).
macro_rules! lens {
    ($store:expr, $field:ident) => {
        Lens::new(
            $store,
            |state| state.$field.clone(),
            |state, value| state.$field = value,
        )
    };
}

impl PageState {
    /// The store, holding `start`.
    pub fn new(start: SharedState, refused_seed: Option<String>) -> PageState {
        let present = start.present;
        // Leaked once per page: the page's state lives as long as the page.
        let refused_seed = refused_seed.map(|seed| &*seed.leak());
        let linked = RwSignal::new(start.clone());
        let store = RwSignal::new(start);
        PageState::reading(
            (store, store),
            (linked, RwSignal::new(true)),
            present,
            refused_seed,
        )
    }

    /// This page's state as a panel reads it: following the store while `seen` holds
    /// (the panel is on screen); off screen, it keeps what it last showed while the store
    /// keeps changing (a drag, held keys, a stream of inputs) and catches up once the
    /// store has been still for [`SETTLE_MS`] with no pointer held, or at once when seen.
    /// So a drag at the top costs a panel below the fold nothing. Its writes go into the
    /// store.
    pub fn followed_when(&self, seen: Signal<bool>) -> PageState {
        let (store, settled) = (self.store, self.settled);
        let shown = RwSignal::new(store.get_untracked());
        // The store is read only while following: off screen, during a drag, a tick wakes
        // nothing here.
        Effect::new(move |_| {
            if seen.get() || settled.get() {
                shown.set(store.get());
            }
        });
        PageState::reading(
            (shown, store),
            (self.linked, self.settled),
            self.present,
            self.refused_seed,
        )
    }

    /// Lenses reading `shown` and writing `store`.
    fn reading(
        (shown, store): (RwSignal<SharedState>, RwSignal<SharedState>),
        (linked, settled): (RwSignal<SharedState>, RwSignal<bool>),
        present: bool,
        refused_seed: Option<&'static str>,
    ) -> PageState {
        let store_of = (shown, store);
        PageState {
            store,
            shown,
            settled,
            linked,
            rate_per_mille: lens!(store_of, rate_per_mille),
            k: lens!(store_of, k),
            steps: lens!(store_of, steps),
            at_least_m: Lens::new(store_of, SharedState::at_least_m, |state, m| {
                state.at_least_m = Some(m.clamp(1, state.k.max(1)))
            }),
            tau: lens!(store_of, tau_per_mille),
            uses: lens!(store_of, uses),
            target: lens!(store_of, target_per_mille),
            prior: lens!(store_of, prior),
            estimator: lens!(store_of, estimator),
            catch_percent: lens!(store_of, catch_percent),
            retries: lens!(store_of, retries),
            spread: lens!(store_of, spread_hundredths),
            lang: lens!(store_of, lang),
            theme: lens!(store_of, theme),
            view: lens!(store_of, view),
            data_k: lens!(store_of, data_k),
            tasks: lens!(store_of, tasks),
            run_a: lens!(store_of, run_a),
            run_b: lens!(store_of, run_b),
            room_join: lens!(store_of, room_join),
            room_relay: lens!(store_of, room_relay),
            seed: lens!(store_of, seed),
            plan_trials: lens!(store_of, plan_trials),
            plan_width: lens!(store_of, plan_width_hundredths),
            quiz_question: lens!(store_of, quiz_question),
            present,
            refused_seed,
        }
    }

    /// The data view's honest-numbers choices.
    pub fn honest_choices(&self) -> HonestChoices {
        HonestChoices {
            tau: self.tau,
            prior: self.prior,
            estimator: self.estimator,
            target: self.target,
        }
    }

    /// The state as a plain value; reading it tracks every field.
    pub fn snapshot(&self) -> SharedState {
        self.shown.get()
    }

    /// The lens of one of the widget's fields.
    pub fn field(&self, field: WidgetField) -> Lens<u32> {
        match field {
            WidgetField::Rate => self.rate_per_mille,
            WidgetField::K => self.k,
            WidgetField::AtLeastM => self.at_least_m,
            WidgetField::Steps => self.steps,
        }
    }

    /// Sets what a preset sets: p, k, steps, the spread and m, at once (one change of the
    /// store, so one redraw).
    pub fn apply(&self, preset: Preset) {
        self.store.update(|state| {
            state.rate_per_mille = preset.rate_per_mille;
            state.k = preset.k;
            state.steps = preset.steps;
            state.spread_hundredths = preset.spread_hundredths;
            state.at_least_m = preset.at_least_m;
        });
    }

    /// The next theme: the system's, then light, then dark.
    pub fn cycle_theme(&self) {
        self.theme.update(|theme| {
            *theme = match *theme {
                None => Some(Theme::Light),
                Some(Theme::Light) => Some(Theme::Dark),
                Some(Theme::Dark) => None,
            }
        });
    }

    /// p as an exact rate (tracks p).
    pub fn rate(&self) -> Rate {
        Rate::from_per_mille(self.rate_per_mille.get())
    }

    /// The difficulty spread across tasks around p (tracks the store).
    pub fn difficulty(&self) -> Option<Difficulty> {
        self.shown.with(SharedState::difficulty)
    }

    /// One step's success with the verifier (tracks the store).
    pub fn step_verified(&self) -> Rate {
        self.shown.with(SharedState::step_verified)
    }

    /// The explorer's first chart (pass@k and pass^k over k) as it draws it, for exports.
    pub fn k_chart(&self, lang: Lang) -> CurveChart {
        self.shown.with(|state| {
            k_chart(
                state.rate(),
                (state.k, state.at_least_m()),
                state.difficulty(),
                lang,
            )
        })
    }
}
