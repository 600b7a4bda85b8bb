//! The page's one state: every value a link carries, as signals. The URL, localStorage, the
//! explorer, the presets, the data view and the share panel all read and write this one
//! value; [`SharedState`] is its plain snapshot, and the query string exists only at the
//! edge (`SharedState::to_query`/`from_query`).

use leptos::prelude::*;

use passk_chart::{k_chart, CurveChart};
use passk_core::beta::Difficulty;
use passk_core::chain::verified_step;
use passk_core::closed_form::Rate;
use passk_core::lang::Lang;
use passk_core::presets::Preset;
use passk_core::share::{SharedState, Theme, View};
use passk_widget::WidgetField;

/// The page's state. `Copy`: every field is a handle (or fixed for the page's life).
#[derive(Clone, Copy)]
pub struct PageState {
    /// p in tenths of a percent.
    pub rate_per_mille: RwSignal<u32>,
    /// The explorer's k.
    pub k: RwSignal<u32>,
    /// Steps of a multi-step agent.
    pub steps: RwSignal<u32>,
    /// The verifier's catch rate v, percent.
    pub catch_percent: RwSignal<u32>,
    /// Retries per step r.
    pub retries: RwSignal<u32>,
    /// Difficulty spread in hundredths.
    pub spread: RwSignal<u32>,
    /// The language, when chosen (else the browser's).
    pub lang: RwSignal<Option<Lang>>,
    /// The theme, when chosen (else the system's).
    pub theme: RwSignal<Option<Theme>>,
    /// The view shown.
    pub view: RwSignal<View>,
    /// The data view's k.
    pub data_k: RwSignal<u64>,
    /// The data view's `tasks=` shorthand, when its data is small enough for a link.
    pub tasks: RwSignal<Option<String>>,
    /// The compare view's run A as `tasks=` shorthand, when small enough for a link.
    pub run_a: RwSignal<Option<String>>,
    /// The compare view's run B.
    pub run_b: RwSignal<Option<String>>,
    /// The seed of the benchmark reruns.
    pub seed: RwSignal<u64>,
    /// Just the widget, for an iframe (fixed by the link).
    pub embed: bool,
    /// Large type for projectors (fixed by the link).
    pub present: bool,
}

impl PageState {
    /// Signals holding `start`.
    pub fn new(start: SharedState) -> PageState {
        PageState {
            rate_per_mille: RwSignal::new(start.rate_per_mille),
            k: RwSignal::new(start.k),
            steps: RwSignal::new(start.steps),
            catch_percent: RwSignal::new(start.catch_percent),
            retries: RwSignal::new(start.retries),
            spread: RwSignal::new(start.spread_hundredths),
            lang: RwSignal::new(start.lang),
            theme: RwSignal::new(start.theme),
            view: RwSignal::new(start.view),
            data_k: RwSignal::new(start.data_k),
            tasks: RwSignal::new(start.tasks),
            run_a: RwSignal::new(start.run_a),
            run_b: RwSignal::new(start.run_b),
            seed: RwSignal::new(start.seed),
            embed: start.embed,
            present: start.present,
        }
    }

    /// The state as a plain value; reading it tracks every field.
    pub fn snapshot(&self) -> SharedState {
        SharedState {
            rate_per_mille: self.rate_per_mille.get(),
            k: self.k.get(),
            steps: self.steps.get(),
            catch_percent: self.catch_percent.get(),
            retries: self.retries.get(),
            spread_hundredths: self.spread.get(),
            lang: self.lang.get(),
            theme: self.theme.get(),
            embed: self.embed,
            present: self.present,
            view: self.view.get(),
            data_k: self.data_k.get(),
            tasks: self.tasks.get(),
            run_a: self.run_a.get(),
            run_b: self.run_b.get(),
            seed: self.seed.get(),
        }
    }

    /// Sets what a preset sets: p, k, steps and the spread, at once.
    pub fn apply(&self, preset: Preset) {
        self.rate_per_mille.set(preset.rate_per_mille);
        self.k.set(preset.k);
        self.steps.set(preset.steps);
        self.spread.set(preset.spread_hundredths);
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

    /// The signal of one of the widget's fields.
    pub fn field(&self, field: WidgetField) -> RwSignal<u32> {
        match field {
            WidgetField::Rate => self.rate_per_mille,
            WidgetField::K => self.k,
            WidgetField::Steps => self.steps,
        }
    }

    /// p as an exact rate.
    pub fn rate(&self) -> Rate {
        Rate::from_per_mille(self.rate_per_mille.get())
    }

    /// The difficulty spread across tasks around p; None when every task is equally hard.
    pub fn difficulty(&self) -> Option<Difficulty> {
        let spread = self.spread.get();
        (spread > 0).then(|| {
            Difficulty::from_mean_spread(self.rate().probability(), f64::from(spread) / 100.0)
        })
    }

    /// One step's success with the verifier (catch rate v) and r retries.
    pub fn step_verified(&self) -> Rate {
        verified_step(
            self.rate(),
            f64::from(self.catch_percent.get()) / 100.0,
            self.retries.get(),
        )
    }

    /// The explorer's first chart (pass@k and pass^k over k) as it draws it, for exports.
    pub fn k_chart(&self, lang: Lang) -> CurveChart {
        k_chart(self.rate(), self.k.get(), self.difficulty(), lang)
    }
}
