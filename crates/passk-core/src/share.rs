//! The page's whole state as URL query parameters, so a link reproduces a view exactly.
//!
//! | parameter | meaning | range |
//! | --- | --- | --- |
//! | `p` | per-trial success rate, percent | 0–100, steps of 0.1 |
//! | `k` | attempts (in the data view: that view's k) | 1–100 (data view: 1–10^6) |
//! | `steps` | steps of a multi-step agent | 1–50 |
//! | `v` | the verifier's catch rate, percent | 0–100 |
//! | `r` | retries per step | 0–5 |
//! | `spread` | difficulty spread ρ | 0–1, steps of 0.01 |
//! | `view` | which view | `explore`, `data`, `compare`, `board`, `plan`, `quiz` |
//! | `lang` | interface language | `en`, `ko`, `pt` (absent: the browser's) |
//! | `theme` | colours | `light`, `dark` (absent: the system's) |
//! | `embed` | just the widget, for an iframe | `1` |
//! | `present` | large type for projectors | `1` |
//! | `tasks` | small data sets, n:c per task | e.g. `8:8,8:6,8:4` |
//! | `a`, `b` | the compare view's two runs, as `tasks` | e.g. `8:8,8:6` and `8:7,8:8` |
//! | `seed` | the seed of the explorer's benchmark reruns | a whole number (absent: 1) |
//! | `n` | the plan view's trials per task (with `view=plan`) | 1–10,000 (absent: 2k, at least 8) |
//! | `w` | the plan view's interval half-width, percentage points (with `view=plan`) | 0.01–50 (absent: 2) |
//! | `q` | the quiz's question (with `view=quiz`) | 1–12 |
//! | `m` | the explorer's "at least m of the k attempts succeed" | 1–k (absent: ⌈k/2⌉) |
//! | `tau` | the data view's share τ of G-Pass@k_τ and Cover@τ, percent | 0.1–100 (absent: 50) |
//! | `prior` | the data view's posterior prior | `uniform` (absent), `fitted` |
//! | `est` | the estimator of the data view's pass@k and pass^k cards | `unbiased` (absent), `posterior` |
//! | `uses` | the explorer's uses per period, the k a deployment implies | 1–1000 (absent: 20) |
//! | `target` | the share of periods in which every use succeeds, percent | 0.1–99.9 (absent: 90) |
//!
//! Unknown parameters are ignored and out-of-range values are clamped, so a hand-edited link
//! never breaks the page. A `seed` that is not a whole number the reruns can use is refused
//! and said ([`refused_seed`]), as a field says what it did with what was typed.

use super::beta::Difficulty;
use super::chain::verified_step;
use super::closed_form::Rate;
use super::input::FieldSpec;
use super::lang::Lang;
use super::posterior::{EstimatorChoice, PriorChoice};

mod views;
pub use views::{Page, Theme, View};

/// Everything a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedState {
    /// p in tenths of a percent.
    pub rate_per_mille: u32,
    /// The explorer's k.
    pub k: u32,
    /// The explorer's step count.
    pub steps: u32,
    /// The verifier's catch rate v, percent.
    pub catch_percent: u32,
    /// Retries per step r.
    pub retries: u32,
    /// Difficulty spread ρ in hundredths.
    pub spread_hundredths: u32,
    /// The interface language, when chosen (else the browser's).
    pub lang: Option<Lang>,
    /// The theme, when chosen (else the system's).
    pub theme: Option<Theme>,
    /// Just the widget, for an iframe.
    pub embed: bool,
    /// Large type for projectors.
    pub present: bool,
    /// The view.
    pub view: View,
    /// The data view's k.
    pub data_k: u64,
    /// The `tasks=` value, when the data set is small enough for a link.
    pub tasks: Option<String>,
    /// The compare view's run A as `tasks=` shorthand (`a=`), when small enough.
    pub run_a: Option<String>,
    /// The compare view's run B (`b=`).
    pub run_b: Option<String>,
    /// The room a participant's link joins (`join=`, the room view only).
    pub room_join: Option<String>,
    /// The relay a room link names (`relay=`, a `ws://` or `wss://` address; the room view
    /// only). None is the page's own origin.
    pub room_relay: Option<String>,
    /// The seed of the benchmark reruns (`seed=`), so a link reproduces them.
    pub seed: u64,
    /// The plan view's trials per task (`n=`); None follows k (2k, at least 8).
    pub plan_trials: Option<u32>,
    /// The plan view's interval half-width in hundredths of a percentage point (`w=`).
    pub plan_width_hundredths: u32,
    /// The quiz's question, from 0 (`q=` counts from 1).
    pub quiz_question: u32,
    /// The explorer's m of "at least m of k" (`m=`); None follows k (⌈k/2⌉).
    pub at_least_m: Option<u32>,
    /// The data view's share τ in tenths of a percent (`tau=`).
    pub tau_per_mille: u32,
    /// The data view's posterior prior (`prior=`).
    pub prior: PriorChoice,
    /// The estimator of the data view's cards (`est=`).
    pub estimator: EstimatorChoice,
    /// The explorer's uses per period (`uses=`).
    pub uses: u32,
    /// The share of periods in which every use succeeds, tenths of a percent (`target=`).
    pub target_per_mille: u32,
}

/// Uses per period when the link says none: 20 a week.
pub const DEFAULT_USES: u32 = 20;
/// The deployment target when the link says none: 90%.
pub const DEFAULT_TARGET: u32 = 900;

impl Default for SharedState {
    fn default() -> SharedState {
        SharedState {
            rate_per_mille: 800,
            k: 6,
            steps: 4,
            catch_percent: 90,
            retries: 1,
            spread_hundredths: 0,
            lang: None,
            theme: None,
            embed: false,
            present: false,
            view: View::Explore,
            data_k: 1,
            tasks: None,
            run_a: None,
            run_b: None,
            room_join: None,
            room_relay: None,
            seed: DEFAULT_SEED,
            plan_trials: None,
            plan_width_hundredths: DEFAULT_PLAN_WIDTH,
            quiz_question: 0,
            at_least_m: None,
            tau_per_mille: DEFAULT_TAU,
            uses: DEFAULT_USES,
            target_per_mille: DEFAULT_TARGET,
            prior: PriorChoice::Uniform,
            estimator: EstimatorChoice::Unbiased,
        }
    }
}

/// The plan's half-width when a link names none: 2 percentage points.
pub const DEFAULT_PLAN_WIDTH: u32 = 200;

/// τ when a link names none: 50%.
pub const DEFAULT_TAU: u32 = 500;

/// The quiz's questions, as `q=` counts them.
pub const QUIZ_QUESTIONS: u32 = crate::quiz::QUESTIONS.len() as u32;

/// The `seed=` of `query` when it names one the reruns cannot use (not a whole number from
/// 0 to 2^64 − 1: `-1`, `abc`, `1e3`), as written; the reruns use seed 1 and say so.
pub fn refused_seed(query: &str) -> Option<String> {
    pairs(query)
        .filter(|(key, _)| key == "seed")
        .last()
        .and_then(|(_, value)| value.trim().parse::<u64>().is_err().then_some(value))
}

/// The reruns' seed when a link names none.
pub const DEFAULT_SEED: u64 = 1;

/// The largest k the data views accept ([`FieldSpec::DATA_K`]'s maximum).
pub const DATA_K_MAX: u64 = FieldSpec::DATA_K.max as u64;

/// Where the full page keeps its settings between visits (localStorage).
pub const STATE_KEY: &str = "passk.state";
/// Where an embed keeps its own: a widget in a blog post must not change the full page's
/// p, k, language or view on the same origin, nor the other way round.
pub const EMBED_STATE_KEY: &str = "passk.embed.state";
/// The id of the first paint a built page carries (`scripts/first-paint.js` shows it, the
/// wasm takes it down when it mounts the live page).
pub const FIRST_PAINT_ID: &str = "first-paint";

/// Splits a query string ("?a=1&b=2" or "a=1&b=2") into decoded pairs (percent-escapes
/// and '+' as a space, the form encoding browsers use; invalid escapes stay as written).
fn pairs(query: &str) -> impl Iterator<Item = (String, String)> + '_ {
    form_urlencoded::parse(query.trim_start_matches('?').as_bytes())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
}

/// A query value, form-encoded; ':' and ',' are left readable, so a link's `tasks=8:8,8:6`
/// stays the n:c shorthand people can read and edit.
fn encode(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes())
        .collect::<String>()
        .replace("%3A", ":")
        .replace("%2C", ",")
}

/// Whether `query` opens a view whose `k` is the data views' k.
fn names_a_data_view(query: &str) -> bool {
    pairs(query)
        .any(|(key, value)| key == "view" && View::from_key(&value).is_some_and(View::uses_data_k))
}

impl SharedState {
    /// p as an exact rate.
    pub fn rate(&self) -> Rate {
        Rate::from_per_mille(self.rate_per_mille)
    }

    /// The difficulty spread across tasks around p; None when every task is equally hard.
    pub fn difficulty(&self) -> Option<Difficulty> {
        (self.spread_hundredths > 0).then(|| {
            Difficulty::from_mean_spread(
                self.rate().probability(),
                f64::from(self.spread_hundredths) / 100.0,
            )
        })
    }

    /// One step's success with the verifier (catch rate v) and r retries.
    pub fn step_verified(&self) -> Rate {
        verified_step(
            self.rate(),
            f64::from(self.catch_percent) / 100.0,
            self.retries,
        )
    }

    /// Whether `other` differs from this state only in slider values (a drag in progress),
    /// as opposed to a discrete change such as a new view, language or data set, which must
    /// be written at once.
    pub fn differs_only_in_sliders(&self, other: &SharedState) -> bool {
        let sliders_aside = |state: &SharedState| SharedState {
            rate_per_mille: 0,
            k: 0,
            steps: 0,
            catch_percent: 0,
            retries: 0,
            spread_hundredths: 0,
            at_least_m: None,
            ..state.clone()
        };
        sliders_aside(self) == sliders_aside(other)
    }

    /// Reads a query string; what is absent keeps its default, what is out of range is
    /// clamped, what is unreadable is ignored.
    pub fn from_query(query: &str) -> SharedState {
        let mut state = SharedState::default();
        let mut data_k_given = false;
        // In the data views `k` is their k, whatever order the parameters come in.
        let data_view = names_a_data_view(query);
        for (key, value) in pairs(query) {
            match key.as_str() {
                "k" if data_view => {
                    if let Some(k) = FieldSpec::DATA_K.read(&value).value {
                        state.data_k = u64::from(k);
                        data_k_given = true;
                    }
                }
                // The other view's k, kept in storage (and harmless in a link).
                "explorer_k" => {
                    if let Some(k) = FieldSpec::K.read(&value).value {
                        state.k = k;
                    }
                }
                "data_k" => {
                    if let Some(k) = FieldSpec::DATA_K.read(&value).value {
                        state.data_k = u64::from(k);
                        data_k_given = true;
                    }
                }
                "p" => {
                    if let Some(units) = FieldSpec::RATE.read(&value).value {
                        state.rate_per_mille = units;
                    }
                }
                // The explorer's k; the data view keeps its own (or starts from this one).
                "k" => {
                    if let Some(k) = FieldSpec::K.read(&value).value {
                        state.k = k;
                    }
                }
                "steps" => {
                    if let Some(steps) = FieldSpec::STEPS.read(&value).value {
                        state.steps = steps;
                    }
                }
                "v" => {
                    if let Some(v) = FieldSpec::CATCH_RATE.read(&value).value {
                        state.catch_percent = v;
                    }
                }
                "r" => {
                    if let Some(r) = FieldSpec::RETRIES.read(&value).value {
                        state.retries = r;
                    }
                }
                "spread" => {
                    if let Some(spread) = FieldSpec::SPREAD.read(&value).value {
                        state.spread_hundredths = spread;
                    }
                }
                "lang" => state.lang = Lang::from_tag(&value),
                "theme" => {
                    state.theme = Theme::from_key(&value);
                }
                "embed" => state.embed = value == "1" || value == "true",
                "present" => state.present = value == "1" || value == "true",
                "seed" => {
                    if let Ok(seed) = value.trim().parse::<u64>() {
                        state.seed = seed;
                    }
                }
                "n" => state.plan_trials = FieldSpec::PLAN_TRIALS.read(&value).value,
                "w" => {
                    if let Some(width) = FieldSpec::PLAN_WIDTH.read(&value).value {
                        state.plan_width_hundredths = width;
                    }
                }
                "q" => {
                    if let Ok(question) = value.trim().parse::<u32>() {
                        state.quiz_question = question.clamp(1, QUIZ_QUESTIONS) - 1;
                    }
                }
                "m" => {
                    if let Some(m) = FieldSpec::AT_LEAST_M.read(&value).value {
                        state.at_least_m = Some(m);
                    }
                }
                "uses" => {
                    if let Some(uses) = FieldSpec::USES.read(&value).value {
                        state.uses = uses;
                    }
                }
                "target" => {
                    if let Some(target) = FieldSpec::DEPLOY_TARGET.read(&value).value {
                        state.target_per_mille = target;
                    }
                }
                "tau" => {
                    if let Some(tau) = FieldSpec::TAU.read(&value).value {
                        state.tau_per_mille = tau;
                    }
                }
                "prior" => {
                    if let Some(prior) = PriorChoice::from_key(value.trim()) {
                        state.prior = prior;
                    }
                }
                "est" => {
                    if let Some(estimator) = EstimatorChoice::from_key(value.trim()) {
                        state.estimator = estimator;
                    }
                }
                "view" => {
                    // A view this page does not know (a newer link) opens the first one.
                    state.view = View::from_key(&value).unwrap_or_default();
                }
                "tasks" if !value.trim().is_empty() => state.tasks = Some(value),
                "a" if !value.trim().is_empty() => state.run_a = Some(value),
                "b" if !value.trim().is_empty() => state.run_b = Some(value),
                // Kept as written (the room view says when it is not a code).
                "join" if is_room_code_text(&value) => state.room_join = Some(value),
                "relay" if is_relay_address(&value) => state.room_relay = Some(value),
                _ => {}
            }
        }
        if !data_k_given {
            state.data_k = u64::from(state.k).min(3);
        }
        state
    }

    /// What the page keeps in localStorage: the query, plus both views' k, so neither view's
    /// k ever becomes the other's after a reload.
    pub fn to_storage(&self) -> String {
        let mut stored = format!(
            "{}&explorer_k={}&data_k={}",
            self.to_query(),
            self.k,
            self.data_k
        );
        // The plan's fields and the quiz's question stay for the session whichever view
        // is shown (the link carries them only in their own view).
        for (view, part) in [
            (View::Plan, self.plan_part()),
            (View::Quiz, self.quiz_part()),
        ] {
            if self.view != view {
                stored.push('&');
                stored.push_str(&part);
            }
        }
        if self.view != View::Data {
            for part in self.honest_part() {
                stored.push('&');
                stored.push_str(&part);
            }
        }
        stored
    }

    /// Keeps what `saved` (the last visit) holds that the link `query` does not name: the
    /// other view's k, the plan's fields, the quiz's question.
    pub fn keep_unnamed(&mut self, saved: &SharedState, query: &str) {
        if !SharedState::names_explorer_k(query) {
            self.k = saved.k;
        }
        if !SharedState::names_data_k(query) {
            self.data_k = saved.data_k;
        }
        let names = |name: &str| pairs(query).any(|(key, _)| key == name);
        if !names("n") {
            self.plan_trials = saved.plan_trials;
        }
        if !names("w") {
            self.plan_width_hundredths = saved.plan_width_hundredths;
        }
        if !names("q") {
            self.quiz_question = saved.quiz_question;
        }
        if !names("tau") {
            self.tau_per_mille = saved.tau_per_mille;
        }
        if !names("prior") {
            self.prior = saved.prior;
        }
        if !names("est") {
            self.estimator = saved.estimator;
        }
    }

    /// m of "at least m of the k attempts": as chosen (at most k), or ⌈k/2⌉.
    pub fn at_least_m(&self) -> u32 {
        let k = self.k.max(1);
        self.at_least_m.unwrap_or(k.div_ceil(2)).clamp(1, k)
    }

    /// The data view's honest-numbers choices as link parameters (`tau=`, `prior=`,
    /// `est=`), each only when it is not the default.
    fn honest_part(&self) -> Vec<String> {
        let mut parts = Vec::new();
        if self.tau_per_mille != DEFAULT_TAU {
            parts.push(format!(
                "tau={}",
                FieldSpec::TAU.field_text(self.tau_per_mille)
            ));
        }
        if self.prior != PriorChoice::default() {
            parts.push(format!("prior={}", self.prior.key()));
        }
        if self.estimator != EstimatorChoice::default() {
            parts.push(format!("est={}", self.estimator.key()));
        }
        parts
    }

    /// The plan's trials per task: as chosen, or 2k (at least 8).
    pub fn plan_trials(&self) -> u32 {
        self.plan_trials.unwrap_or((2 * self.k).max(8))
    }

    /// The plan's fields as link parameters (`w=`, and `n=` once chosen).
    fn plan_part(&self) -> String {
        let width = format!(
            "w={}",
            FieldSpec::PLAN_WIDTH.field_text(self.plan_width_hundredths)
        );
        match self.plan_trials {
            Some(trials) => format!("n={trials}&{width}"),
            None => width,
        }
    }

    /// The quiz's question as a link parameter (`q=`, from 1).
    fn quiz_part(&self) -> String {
        format!("q={}", self.quiz_question % QUIZ_QUESTIONS + 1)
    }

    /// Whether `query` names the explorer's k (in the explorer, or as `explorer_k`).
    pub fn names_explorer_k(query: &str) -> bool {
        let data_view = names_a_data_view(query);
        pairs(query).any(|(key, _)| key == "explorer_k" || (key == "k" && !data_view))
    }

    /// Whether `query` names a view (`view=`, readable or not).
    pub fn names_view(query: &str) -> bool {
        pairs(query).any(|(key, _)| key == "view")
    }

    /// Whether `query` names the data view's k (in the data view, or as `data_k`).
    pub fn names_data_k(query: &str) -> bool {
        let data_view = names_a_data_view(query);
        pairs(query).any(|(key, _)| key == "data_k" || (key == "k" && data_view))
    }

    /// The query of a link to this state's view on another page: [`SharedState::to_query`]
    /// plus the other view's k (`explorer_k=` or `data_k=`), so that a tab to the other
    /// page carries both, even before the last drag was written to storage.
    pub fn to_page_link_query(&self) -> String {
        let other_k = if self.view.uses_data_k() {
            format!("explorer_k={}", self.k)
        } else {
            format!("data_k={}", self.data_k)
        };
        format!("{}&{other_k}", self.to_query())
    }

    /// The query string (without '?') for this state. In the data view `k` is that view's k.
    pub fn to_query(&self) -> String {
        let mut parts = vec![
            format!("p={}", FieldSpec::RATE.field_text(self.rate_per_mille)),
            format!(
                "k={}",
                if self.view.uses_data_k() {
                    self.data_k
                } else {
                    u64::from(self.k)
                }
            ),
            format!("steps={}", self.steps),
            format!("v={}", self.catch_percent),
            format!("r={}", self.retries),
            format!(
                "spread={}",
                FieldSpec::SPREAD.field_text(self.spread_hundredths)
            ),
        ];
        if let Some(lang) = self.lang {
            parts.push(format!("lang={}", lang.code()));
        }
        if let Some(theme) = self.theme {
            parts.push(format!("theme={}", theme.key()));
        }
        if self.embed {
            parts.push("embed=1".to_string());
        }
        if self.present {
            parts.push("present=1".to_string());
        }
        if let Some(m) = self.at_least_m {
            parts.push(format!("m={}", m.min(self.k)));
        }
        if self.seed != DEFAULT_SEED {
            parts.push(format!("seed={}", self.seed));
        }
        if self.uses != DEFAULT_USES {
            parts.push(format!("uses={}", self.uses));
        }
        if self.target_per_mille != DEFAULT_TARGET {
            let target = FieldSpec::DEPLOY_TARGET.field_text(self.target_per_mille);
            parts.push(format!("target={target}"));
        }
        if self.view != View::Explore {
            parts.push(format!("view={}", self.view.key()));
        }
        if self.view == View::Data {
            if let Some(tasks) = &self.tasks {
                parts.push(format!("tasks={}", encode(tasks)));
            }
            parts.extend(self.honest_part());
        }
        if self.view == View::Plan {
            parts.push(self.plan_part());
        }
        if self.view == View::Quiz {
            parts.push(self.quiz_part());
        }
        if self.view == View::Room {
            for (key, value) in [("join", &self.room_join), ("relay", &self.room_relay)] {
                if let Some(value) = value {
                    parts.push(format!("{key}={}", encode(value)));
                }
            }
        }
        if self.view == View::Compare {
            for (key, run) in [("a", &self.run_a), ("b", &self.run_b)] {
                if let Some(run) = run {
                    parts.push(format!("{key}={}", encode(run)));
                }
            }
        }
        parts.join("&")
    }
}

/// Whether `text` is short, printable text a join code may have been typed as.
fn is_room_code_text(text: &str) -> bool {
    (1..=64).contains(&text.trim().len()) && !text.chars().any(char::is_control)
}

/// Whether `text` is a WebSocket address a room link may name.
fn is_relay_address(text: &str) -> bool {
    text.len() <= 300
        && (text.starts_with("ws://") || text.starts_with("wss://"))
        && !text.chars().any(|c| c.is_whitespace() || c.is_control())
}

mod default_forms;
pub use default_forms::DefaultForms;

#[cfg(test)]
mod tests;
