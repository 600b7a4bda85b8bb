//! The widget's view model: everything the explorer widget shows, from the state and the
//! language, as plain data.

use passk_chart::{k_chart, steps_chart, CurveChart};
use passk_core::format::{at_least_formula, pass_at_k_formula, power_formula, Reading};
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::share::SharedState;
use passk_core::spectrum::at_least_m_of_k;
use passk_words::explorer::{spoken_k, spoken_rate, spoken_steps};
use passk_words::prelude::*;

passk_core::closed_set! {
    /// The widget's controls, each keyed by its URL parameter (also the slider's
    /// `data-testid`). Every list of fields is [`WidgetField::ALL`]; every question about
    /// one is an exhaustive match here.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum WidgetField {
        /// The per-trial success rate p.
        Rate = "p",
        /// The number of attempts k.
        K = "k",
        /// m of "at least m of the k attempts succeed", 1 to k.
        AtLeastM = "m",
        /// The number of steps of a multi-step agent.
        Steps = "steps",
    }
}

impl WidgetField {
    /// What values the field accepts in `state` and how they are shown (m's range ends at
    /// the state's k).
    pub fn spec_in(self, state: &SharedState) -> FieldSpec {
        match self {
            WidgetField::Rate => FieldSpec::RATE,
            WidgetField::K => FieldSpec::K,
            WidgetField::AtLeastM => FieldSpec::at_least_m(state.k),
            WidgetField::Steps => FieldSpec::STEPS,
        }
    }

    /// The slider's `data-testid` (the number field's is `<testid>-number`, the hint's
    /// `<testid>-hint`).
    pub fn testid(self) -> &'static str {
        self.key()
    }

    /// The field's value in `state`, in spec units (m as shown: at most k).
    pub fn get(self, state: &SharedState) -> u32 {
        match self {
            WidgetField::Rate => state.rate_per_mille,
            WidgetField::K => state.k,
            WidgetField::AtLeastM => state.at_least_m(),
            WidgetField::Steps => state.steps,
        }
    }

    /// Sets the field's value in `state`.
    pub fn set(self, state: &mut SharedState, units: u32) {
        match self {
            WidgetField::Rate => state.rate_per_mille = units,
            WidgetField::K => state.k = units,
            WidgetField::AtLeastM => state.at_least_m = Some(units.clamp(1, state.k.max(1))),
            WidgetField::Steps => state.steps = units,
        }
    }

    fn label(self, lang: Lang) -> &'static str {
        let words = lang.words();
        match self {
            WidgetField::Rate => words.label_p,
            WidgetField::K => words.label_k,
            WidgetField::AtLeastM => lang.m_label(),
            WidgetField::Steps => words.label_steps,
        }
    }

    fn spoken(self, units: u32, lang: Lang) -> String {
        match self {
            WidgetField::Rate => spoken_rate(units, lang),
            WidgetField::K => spoken_k(units, lang),
            WidgetField::AtLeastM => lang.spoken_m(units),
            WidgetField::Steps => spoken_steps(units, lang),
        }
    }
}

passk_core::closed_set! {
    /// The widget's charts, each keyed by its canvas's `data-testid`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum WidgetChart {
        /// pass@k and pass^k over k.
        OverK = "chart-k",
        /// The chain's success over steps.
        OverSteps = "chart-steps",
    }
}

impl WidgetChart {
    /// The canvas's `data-testid`.
    pub fn testid(self) -> &'static str {
        self.key()
    }

    /// The data table's `data-testid`.
    pub fn table_testid(self) -> &'static str {
        match self {
            WidgetChart::OverK => "table-k",
            WidgetChart::OverSteps => "table-steps",
        }
    }

    /// The field a drag across the chart sets.
    pub fn dragged_field(self) -> WidgetField {
        match self {
            WidgetChart::OverK => WidgetField::K,
            WidgetChart::OverSteps => WidgetField::Steps,
        }
    }
}

/// One control as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldView {
    /// Which field.
    pub field: WidgetField,
    /// What it accepts in this state (m's range follows k).
    pub spec: FieldSpec,
    /// The visible label (also the number field's `aria-label`).
    pub label: &'static str,
    /// The value as the slider writes it ("80", "80.5").
    pub text: String,
    /// The value as the number field shows it, in the page's language ("80,5" in
    /// Portuguese).
    pub typed: String,
    /// The value read aloud (`aria-valuetext`: "80 percent").
    pub spoken: String,
}

/// One readout: a metric's name, meaning, value and formula.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadoutView {
    /// The value element's `data-testid` (the formula's is `<testid>-formula`).
    pub testid: &'static str,
    /// The colour swatch's class suffix (`readout-<tone>`).
    pub tone: &'static str,
    /// The metric's name ("pass@6").
    pub title: String,
    /// A short explanation under the name.
    pub meaning: &'static str,
    /// The value as shown, in the page's language ("99.99%").
    pub value_text: String,
    /// `data-value`: the full-precision decimal in [0, 1].
    pub data_value: String,
    /// The formula with the numbers substituted, in the page's language.
    pub formula: String,
}

impl ReadoutView {
    /// How many characters the value shows: a phone's compact readouts size its type from
    /// it (`--value-chars`), so "> 99.99999999999999%" fits on one line, uncut.
    pub fn value_chars(&self) -> usize {
        self.value_text.chars().count()
    }

    /// A readout of `value` in `lang`: the value and the formula written the language's way,
    /// `data-value` at full precision.
    pub fn new(
        (testid, tone): (&'static str, &'static str),
        title: String,
        meaning: &'static str,
        value: Reading,
        formula: &str,
        lang: Lang,
    ) -> ReadoutView {
        ReadoutView {
            testid,
            tone,
            title,
            meaning,
            value_text: lang.number(&value.text()),
            data_value: value.data_value(),
            formula: lang.number(formula),
        }
    }
}

/// One chart as shown.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartView {
    /// Which chart.
    pub chart: WidgetChart,
    /// The caption under it.
    pub caption: &'static str,
    /// The sentence a screen reader hears (the canvas's `aria-label`).
    pub description: String,
    /// What is drawn.
    pub model: CurveChart,
}

/// Everything the widget shows.
#[derive(Clone, Debug, PartialEq)]
pub struct WidgetView {
    /// The controls region's `aria-label`.
    pub controls_label: &'static str,
    /// The readouts region's `aria-label`.
    pub readouts_label: &'static str,
    /// The controls, in [`WidgetField::ALL`] order.
    pub fields: [FieldView; 4],
    /// pass@k, pass^k, at least m of k, and the chain.
    pub readouts: [ReadoutView; 4],
    /// The live sentence under the readouts.
    pub sentence: String,
    /// Both charts, in [`WidgetChart::ALL`] order.
    pub charts: [ChartView; 2],
    /// The data tables' summary ("Data table").
    pub table_summary: &'static str,
    /// The query string of the full page in this state (no `embed`).
    pub full_page_query: String,
    /// The link's text ("Open in passk").
    pub open_label: &'static str,
}

impl WidgetView {
    /// The rows the readouts take on a phone, two a row: the sticky box above the k chart
    /// is sized from it (`--readout-rows`), so a readout added to the view model is never
    /// clipped there.
    pub fn readout_rows(&self) -> usize {
        self.readouts.len().div_ceil(2)
    }

    /// The widget for `state` in `lang`.
    pub fn new(state: &SharedState, lang: Lang) -> WidgetView {
        let words = lang.words();
        let regions = lang.explorer_regions();
        let rate = state.rate();
        let (k, steps) = (state.k, state.steps);
        let pass_at = rate.pass_at_k_reading(k);
        let pass_hat = Reading::plain(rate.pass_hat_k(k));
        let m = state.at_least_m();
        let at_least = Reading::plain(at_least_m_of_k(rate.probability(), k, m));
        let chain = Reading::plain(rate.chain_success(steps));
        let step_verified = state.step_verified();
        let chain_verified = Reading::plain(step_verified.chain_success(steps));
        let per_mille = state.rate_per_mille;
        let readouts = [
            ReadoutView::new(
                ("pass-at-k", "at"),
                format!("pass@{k}"),
                words.meaning_at,
                pass_at,
                &pass_at_k_formula(per_mille, k, pass_at),
                lang,
            ),
            ReadoutView::new(
                ("pass-hat-k", "hat"),
                format!("pass^{k}"),
                words.meaning_hat,
                pass_hat,
                &power_formula(per_mille, k, pass_hat),
                lang,
            ),
            ReadoutView::new(
                ("at-least-m", "between"),
                lang.at_least_title(m, k),
                lang.at_least_meaning(),
                at_least,
                &at_least_formula(per_mille, k, m, at_least),
                lang,
            ),
            ReadoutView::new(
                ("chain", "chain"),
                format!("{} {steps} {}", words.chain_title, words.steps_unit),
                words.meaning_chain,
                chain,
                &power_formula(per_mille, steps, chain),
                lang,
            ),
        ];
        let p = FieldSpec::RATE.show(per_mille);
        let charts = [
            ChartView {
                chart: WidgetChart::OverK,
                caption: words.caption_k,
                description: format!(
                    "{} p = {p}. pass@{k} = {}, pass^{k} = {}.",
                    words.caption_k,
                    pass_at.text(),
                    pass_hat.text()
                ),
                model: k_chart(rate, (k, m), state.difficulty(), lang),
            },
            ChartView {
                chart: WidgetChart::OverSteps,
                caption: words.caption_steps,
                description: format!(
                    "{} p = {p}, {steps} {}: {}; {}: {}.",
                    words.caption_steps,
                    words.steps_unit,
                    chain.text(),
                    words.legend_verified,
                    chain_verified.text()
                ),
                model: steps_chart(rate, steps, Some(step_verified), lang),
            },
        ];
        WidgetView {
            controls_label: regions.controls,
            readouts_label: regions.results,
            fields: WidgetField::ALL.map(|field| {
                let units = field.get(state);
                let spec = field.spec_in(state);
                FieldView {
                    field,
                    spec,
                    label: field.label(lang),
                    text: spec.field_text(units),
                    typed: spec.field_text_in(units, lang),
                    spoken: field.spoken(units, lang),
                }
            }),
            readouts,
            sentence: lang.explorer_sentence(
                &lang.number(&p),
                k,
                &lang.number(&pass_hat.text()),
                &lang.number(&pass_at.text()),
            ),
            charts,
            table_summary: words.data_table,
            full_page_query: SharedState {
                embed: false,
                ..state.clone()
            }
            .to_query(),
            open_label: words.open_in_passk,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::share::Theme;

    /// The Korean widget's example, as the page shows it.
    #[test]
    fn the_default_state_reads_as_the_article_says() {
        let view = WidgetView::new(&SharedState::default(), Lang::En);
        let values: Vec<(&str, &str, &str)> = view
            .readouts
            .iter()
            .map(|r| (r.testid, r.value_text.as_str(), r.data_value.as_str()))
            .collect();
        assert_eq!(
            values,
            [
                ("pass-at-k", "99.99%", "0.999936"),
                ("pass-hat-k", "26.21%", "0.262144"),
                ("at-least-m", "98.3%", "0.98304"),
                ("chain", "40.96%", "0.4096"),
            ]
        );
        assert_eq!(view.readouts[0].title, "pass@6");
        assert_eq!(view.readouts[1].title, "pass^6");
        assert_eq!(view.readouts[2].title, "at least 3 of 6");
        assert_eq!(view.readouts[3].formula, "0.80^4 = 40.96%");
        assert_eq!(
            view.charts[0].description,
            "pass@k and pass^k over k. Both start at p when k = 1, then diverge. \
             p = 80%. pass@6 = 99.99%, pass^6 = 26.21%."
        );
        assert_eq!(view.fields[0].text, "80");
        assert_eq!(view.fields[1].spoken, "6 attempts");
        assert!(!view.full_page_query.contains("embed"));
    }

    #[test]
    fn anthropic_three_trials_in_portuguese() {
        let state = SharedState {
            rate_per_mille: 750,
            k: 3,
            embed: true,
            theme: Some(Theme::Dark),
            ..SharedState::default()
        };
        let view = WidgetView::new(&state, Lang::Pt);
        assert_eq!(view.readouts[0].value_text, "98,44%");
        assert_eq!(view.readouts[0].data_value, "0.984375");
        assert_eq!(view.readouts[1].value_text, "42,19%");
        assert_eq!(view.readouts[1].data_value, "0.421875");
        // Article 002's "at least 2 of 3" at p = 75%: 27/64 + 27/64 = 54/64.
        assert_eq!(view.readouts[2].data_value, "0.84375");
        assert_eq!(view.readouts[2].value_text, "84,38%");
        assert_eq!(view.readouts[2].title, "pelo menos 2 de 3");
        assert_eq!(
            view.readouts[2].formula,
            "Σ_{j=2}^{3} C(3, j)·0,75^j·0,25^(3−j) = 84,38%"
        );
        assert!(view.full_page_query.contains("theme=dark"));
        assert!(!view.full_page_query.contains("embed"));
    }

    #[test]
    fn fields_read_and_write_the_state() {
        let mut state = SharedState::default();
        for (field, units) in WidgetField::ALL.into_iter().zip([905, 12, 5, 7]) {
            field.set(&mut state, units);
            assert_eq!(field.get(&state), units);
        }
        assert_eq!((state.rate_per_mille, state.k, state.steps), (905, 12, 7));
        assert_eq!(state.at_least_m, Some(5));
        // m never passes k: its range ends there, and a smaller k takes it down.
        assert_eq!(WidgetField::AtLeastM.spec_in(&state).max, 12);
        WidgetField::K.set(&mut state, 3);
        assert_eq!(WidgetField::AtLeastM.get(&state), 3);
        WidgetField::AtLeastM.set(&mut state, 40);
        assert_eq!(state.at_least_m, Some(3));
        for chart in WidgetChart::ALL {
            assert!(WidgetField::ALL.contains(&chart.dragged_field()));
        }
    }
}
