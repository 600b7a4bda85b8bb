//! The explorer's words: every fixed string of the sliders, readouts, panels and sharing
//! tools, and the sentences built from their numbers, in each language's own word order.

use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::presets::PresetId;
use passk_core::share::Theme;

/// What explorer.rs says, in each language (implemented for [`Lang`]).
pub trait ExplorerText {
    /// A number (or a text holding numbers) written the language's way: Portuguese uses a
    /// decimal comma. Only the display changes; `data-value` keeps the point.
    fn number(self, text: &str) -> String;

    /// The crash notice: what happened, what to do, the reload link. The page keeps these on
    /// `<html>` (`data-crash-*`), because the notice is shown when no wasm can run any more.
    fn crash_words(self) -> CrashWords;

    /// The readouts in one sentence anyone can read; `rate`, `all` (pass^k) and `any`
    /// (pass@k) are already written as percentages.
    fn explorer_sentence(self, rate: &str, k: u32, all: &str, any: &str) -> String;

    /// The explorer's regions, for screen readers: controls, results, sharing.
    fn explorer_regions(self) -> ExplorerRegions;

    /// The widget's words (sliders, readouts, charts).
    fn words(self) -> &'static Words;

    /// The full page's own words (masthead, panels, presets, sharing).
    fn page_words(self) -> &'static PageWords;

    /// The theme button's name for a theme (None: the system's).
    fn theme_name(self, theme: Option<Theme>) -> &'static str;
}

impl ExplorerText for Lang {
    fn number(self, text: &str) -> String {
        let decimal = self.number_style().decimal;
        if decimal == '.' {
            text.to_string()
        } else {
            text.replace('.', &decimal.to_string())
        }
    }

    fn theme_name(self, theme: Option<Theme>) -> &'static str {
        match (self, theme) {
            (Lang::En, None) => "auto",
            (Lang::En, Some(Theme::Light)) => "light",
            (Lang::En, Some(Theme::Dark)) => "dark",
            (Lang::Ko, None) => "자동",
            (Lang::Ko, Some(Theme::Light)) => "밝게",
            (Lang::Ko, Some(Theme::Dark)) => "어둡게",
            (Lang::Pt, None) => "automático",
            (Lang::Pt, Some(Theme::Light)) => "claro",
            (Lang::Pt, Some(Theme::Dark)) => "escuro",
        }
    }

    fn crash_words(self) -> CrashWords {
        let (title, help, reload) = match self {
            Lang::En => (
                "Something went wrong and passk stopped. ",
                "Reload the page to start again; your link and saved data are kept. ",
                "Reload",
            ),
            Lang::Ko => (
                "문제가 생겨 passk가 멈췄다. ",
                "페이지를 다시 불러오면 처음부터 시작한다. 링크와 저장된 데이터는 그대로다. ",
                "다시 불러오기",
            ),
            Lang::Pt => (
                "Algo deu errado e o passk parou. ",
                "Recarregue a página para recomeçar; o link e os dados guardados são mantidos. ",
                "Recarregar",
            ),
        };
        CrashWords {
            title,
            help,
            reload,
        }
    }

    fn explorer_sentence(self, rate: &str, k: u32, all: &str, any: &str) -> String {
        if k == 1 {
            return match self {
                Lang::En => format!("At {rate} per try, a single attempt succeeds {rate} of the time: with k = 1, pass@k and pass^k are the same."),
                Lang::Ko => format!("한 번 성공률이 {rate}이면 한 번의 시도는 {rate} 확률로 성공한다. k = 1에서는 pass@k와 pass^k가 같다."),
                Lang::Pt => format!("Com {rate} por tentativa, uma única tentativa dá certo {rate} das vezes: com k = 1, pass@k e pass^k são iguais."),
            };
        }
        match self {
            Lang::En => format!("At {rate} per try, all {k} of {k} succeed only {all} of the time; at least one succeeds {any} of the time."),
            Lang::Ko => format!("한 번 성공률이 {rate}일 때, {k}번 모두 성공할 확률은 {all}에 그치고, 한 번이라도 성공할 확률은 {any}이다."),
            Lang::Pt => format!("Com {rate} por tentativa, as {k} de {k} dão certo só {all} das vezes; pelo menos uma dá certo {any} das vezes."),
        }
    }

    fn explorer_regions(self) -> ExplorerRegions {
        let (controls, results, share) = match self {
            Lang::En => ("Controls", "Results", "Share and export"),
            Lang::Ko => ("조절", "결과", "공유와 내보내기"),
            Lang::Pt => ("Controles", "Resultados", "Compartilhar e exportar"),
        };
        ExplorerRegions {
            controls,
            results,
            share,
        }
    }

    fn words(self) -> &'static Words {
        match self {
            Lang::En => &EN,
            Lang::Ko => &KO,
            Lang::Pt => &PT,
        }
    }

    fn page_words(self) -> &'static PageWords {
        match self {
            Lang::En => &PAGE_EN,
            Lang::Ko => &PAGE_KO,
            Lang::Pt => &PAGE_PT,
        }
    }
}

/// The widget's fixed strings: the sliders, readouts and charts (all the embed shows).
#[derive(Debug)]
pub struct Words {
    /// Label of the p control.
    pub label_p: &'static str,
    /// Label of the k control.
    pub label_k: &'static str,
    /// Label of the steps control.
    pub label_steps: &'static str,
    /// Under pass@k.
    pub meaning_at: &'static str,
    /// Under pass^k.
    pub meaning_hat: &'static str,
    /// Under the chain.
    pub meaning_chain: &'static str,
    /// Title of the chain readout, before the step count.
    pub chain_title: &'static str,
    /// Caption of chart 1.
    pub caption_k: &'static str,
    /// Caption of chart 2.
    pub caption_steps: &'static str,
    /// x axis of chart 1.
    pub axis_k: &'static str,
    /// y axis of chart 1.
    pub axis_probability: &'static str,
    /// x axis of chart 2.
    pub axis_steps: &'static str,
    /// y axis of chart 2.
    pub axis_end_to_end: &'static str,
    /// Legend: pass@k.
    pub legend_at: &'static str,
    /// Legend: pass^k.
    pub legend_hat: &'static str,
    /// Legend: spread pass@k.
    pub legend_spread_at: &'static str,
    /// Legend: spread pass^k.
    pub legend_spread_hat: &'static str,
    /// Legend: chain.
    pub legend_chain: &'static str,
    /// Legend: verified chain.
    pub legend_verified: &'static str,
    /// "steps" after a number.
    pub steps_unit: &'static str,
    /// "attempts" after a number.
    pub attempts_unit: &'static str,
    /// "percent" after a number (aria-valuetext).
    pub percent_word: &'static str,
    /// The embed's link to the full page.
    pub open_in_passk: &'static str,
    /// The data table under each chart.
    pub data_table: &'static str,
}

/// The full page's own fixed strings: masthead, teaching panels, presets and sharing tools.
/// Apart from [`Words`] so the embed page's binary does not carry them.
#[derive(Debug)]
pub struct PageWords {
    /// Before "pass@k" in the lede.
    pub lede_start: &'static str,
    /// Between "pass@k" and "pass^k".
    pub lede_middle: &'static str,
    /// After "pass^k".
    pub lede_end: &'static str,
    /// Tab: the explorer.
    pub tab_explore: &'static str,
    /// Tab: the data view.
    pub tab_data: &'static str,
    /// The tab list, for screen readers.
    pub tabs_label: &'static str,
    /// Label of the verifier's catch rate.
    pub label_v: &'static str,
    /// Label of the retries.
    pub label_r: &'static str,
    /// Label of the spread control.
    pub label_spread: &'static str,
    /// Title of the verified chain readout.
    pub chain_verified_title: &'static str,
    /// Under the verified chain: before the effective per-step rate.
    pub effective_step: &'static str,
    /// Section headings.
    pub heading_verify: &'static str,
    /// Explains the verifier panel.
    pub verify_help: &'static str,
    /// Heading of the spread panel.
    pub heading_spread: &'static str,
    /// Explains the spread.
    pub spread_help: &'static str,
    /// Spread 0.
    pub spread_equal: &'static str,
    /// Spread 1.
    pub spread_all_or_nothing: &'static str,
    /// Heading of the inverse questions.
    pub heading_inverse: &'static str,
    /// Heading of the presets.
    pub heading_presets: &'static str,
    /// The assumption under the closed forms.
    pub footnote: &'static str,
    /// Sharing buttons.
    pub copy_link: &'static str,
    /// Copy the iframe snippet.
    pub copy_embed: &'static str,
    /// After copying.
    pub copied: &'static str,
    /// Export the chart as PNG.
    pub export_png: &'static str,
    /// Export the chart as SVG.
    pub export_svg: &'static str,
    /// Export the values as CSV.
    pub export_csv: &'static str,
    /// The theme switch.
    pub theme_label: &'static str,
    /// The language picker.
    pub language_label: &'static str,
}

impl Words {
    /// "For pass^8 ≥ 90% you need p ≥ 98.69%."
    pub fn need_rate(&self, lang: Lang, k: u32, target: &str, needed: &str) -> String {
        match lang {
            Lang::En => format!("For pass^{k} ≥ {target} you need p ≥ {needed}."),
            Lang::Ko => format!("pass^{k} ≥ {target}이 되려면 p ≥ {needed}가 필요하다."),
            Lang::Pt => format!("Para pass^{k} ≥ {target} você precisa de p ≥ {needed}."),
        }
    }

    /// "For pass@3 ≥ 90% p ≥ 53.58% is enough."
    pub fn need_rate_at(&self, lang: Lang, k: u32, target: &str, needed: &str) -> String {
        match lang {
            Lang::En => format!("For pass@{k} ≥ {target}, p ≥ {needed} is enough."),
            Lang::Ko => format!("pass@{k} ≥ {target}에는 p ≥ {needed}면 충분하다."),
            Lang::Pt => format!("Para pass@{k} ≥ {target}, basta p ≥ {needed}."),
        }
    }

    /// "At p = 95% the chain stays above 80% for at most 4 steps."
    pub fn chain_limit(&self, lang: Lang, rate: &str, target: &str, steps: Option<u32>) -> String {
        match (lang, steps) {
            (Lang::En, None) => {
                format!("At p = {rate} the chain stays above {target} for any number of steps.")
            }
            (Lang::En, Some(0)) => {
                format!("At p = {rate} even a single step falls below {target}.")
            }
            (Lang::En, Some(1)) => {
                format!("At p = {rate} the chain stays above {target} for at most 1 step.")
            }
            (Lang::En, Some(n)) => {
                format!("At p = {rate} the chain stays above {target} for at most {n} steps.")
            }
            (Lang::Ko, None) => {
                format!("p = {rate}이면 단계가 몇 개든 체인은 {target} 이상을 유지한다.")
            }
            (Lang::Ko, Some(0)) => {
                format!("p = {rate}이면 한 단계만으로도 {target} 아래로 떨어진다.")
            }
            (Lang::Ko, Some(n)) => {
                format!("p = {rate}이면 체인은 최대 {n}단계까지 {target} 이상을 유지한다.")
            }
            (Lang::Pt, None) => format!(
                "Com p = {rate} a cadeia fica acima de {target} para qualquer número de passos."
            ),
            (Lang::Pt, Some(0)) => {
                format!("Com p = {rate} até um único passo fica abaixo de {target}.")
            }
            (Lang::Pt, Some(1)) => {
                format!("Com p = {rate} a cadeia fica acima de {target} por no máximo 1 passo.")
            }
            (Lang::Pt, Some(n)) => {
                format!("Com p = {rate} a cadeia fica acima de {target} por no máximo {n} passos.")
            }
        }
    }

    /// "A 4-step chain at 90% needs 97.4% per step."
    pub fn step_rate_needed(&self, lang: Lang, steps: u32, target: &str, needed: &str) -> String {
        match lang {
            Lang::En => format!("A {steps}-step chain that succeeds {target} of the time needs {needed} per step."),
            Lang::Ko => format!("{steps}단계 체인이 {target} 성공하려면 단계마다 {needed}가 필요하다."),
            Lang::Pt => format!("Uma cadeia de {steps} passos que acerta {target} das vezes precisa de {needed} por passo."),
        }
    }
}

/// The crash notice: what happened, what to do, the reload link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrashWords {
    /// What happened.
    pub title: &'static str,
    /// What to do.
    pub help: &'static str,
    /// The reload link's text.
    pub reload: &'static str,
}

/// The explorer's regions, as screen readers name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplorerRegions {
    /// The sliders.
    pub controls: &'static str,
    /// The readouts.
    pub results: &'static str,
    /// The sharing tools.
    pub share: &'static str,
}

/// A preset's label and its source, in `lang`: one arm per language and preset, so a new
/// preset does not compile until every language names it.
pub fn preset_words(lang: Lang, preset: PresetId) -> PresetWords {
    let (label, source) = match (lang, preset) {
        (Lang::En, PresetId::Anthropic75x3) => (
            "75% × 3 trials (98% vs 42%)",
            "Anthropic, evals for agents (000 article)",
        ),
        (Lang::En, PresetId::Korean80x6) => (
            "80% × 6 (99.99% vs 26.21%)",
            "the Korean slider widget (002 article)",
        ),
        (Lang::En, PresetId::Coding60K1) => ("Coding at 60%, k = 1", "002 article"),
        (Lang::En, PresetId::Coding60K3) => ("Coding at 60%, k = 3", "002 article"),
        (Lang::En, PresetId::Coding60K10) => ("Coding at 60%, k = 10", "002 article"),
        (Lang::En, PresetId::Insurance4Steps) => ("Insurance agent: 4 steps at 95%", "002 article"),
        (Lang::En, PresetId::Insurance10Steps) => ("10 steps at 95%", "002 article"),
        (Lang::En, PresetId::Insurance20Steps) => ("20 steps at 95%", "002 article"),
        (Lang::En, PresetId::Steps99x20) => ("99% per step, 20 steps", "002 article"),
        (Lang::En, PresetId::CodexHumanEval) => (
            "Codex on HumanEval: 28.8% pass@1 vs 70.2% at k = 100",
            "Chen et al. 2021 (001 article); spread fitted so pass@100 = 70.2%",
        ),
        (Lang::En, PresetId::TauBenchRetail) => (
            "τ-bench retail: pass^8 below 25%",
            "Yao et al. 2024, τ-bench (000 article); spread fitted so pass^8 = 25%",
        ),
        (Lang::En, PresetId::Majority75x5) => (
            "Majority of 5 at 75%: at least 3 of 5",
            "between pass@5 (99.9%) and pass^5 (23.7%): 89.6%; G-Pass@k (Liu et al. 2024) measures it on data",
        ),
        (Lang::Ko, PresetId::Anthropic75x3) => (
            "75% × 3회 시도 (98% 대 42%)",
            "Anthropic, 에이전트 평가 (000 글)",
        ),
        (Lang::Ko, PresetId::Korean80x6) => (
            "80% × 6회 (99.99% 대 26.21%)",
            "한국어 슬라이더 위젯 (002 글)",
        ),
        (Lang::Ko, PresetId::Coding60K1) => ("코딩 60%, k = 1", "002 글"),
        (Lang::Ko, PresetId::Coding60K3) => ("코딩 60%, k = 3", "002 글"),
        (Lang::Ko, PresetId::Coding60K10) => ("코딩 60%, k = 10", "002 글"),
        (Lang::Ko, PresetId::Insurance4Steps) => ("보험 에이전트: 95%로 4단계", "002 글"),
        (Lang::Ko, PresetId::Insurance10Steps) => ("95%로 10단계", "002 글"),
        (Lang::Ko, PresetId::Insurance20Steps) => ("95%로 20단계", "002 글"),
        (Lang::Ko, PresetId::Steps99x20) => ("단계당 99%, 20단계", "002 글"),
        (Lang::Ko, PresetId::CodexHumanEval) => (
            "HumanEval의 Codex: pass@1 28.8% 대 k = 100에서 70.2%",
            "Chen 외 2021 (001 글); pass@100 = 70.2%가 되도록 분산을 맞춤",
        ),
        (Lang::Ko, PresetId::TauBenchRetail) => (
            "τ-bench 소매: pass^8 25% 미만",
            "Yao 외 2024, τ-bench (000 글); pass^8 = 25%가 되도록 분산을 맞춤",
        ),
        (Lang::Ko, PresetId::Majority75x5) => (
            "75% × 5회 중 과반: 5번 중 3번 이상",
            "pass@5(99.9%)와 pass^5(23.7%) 사이: 89.6%; 데이터에서는 G-Pass@k(Liu 외 2024)로 잰다",
        ),
        (Lang::Pt, PresetId::Anthropic75x3) => (
            "75% × 3 trials (98% contra 42%)",
            "Anthropic, evals de agentes (artigo 000)",
        ),
        (Lang::Pt, PresetId::Korean80x6) => (
            "80% × 6 (99,99% contra 26,21%)",
            "o widget coreano de sliders (artigo 002)",
        ),
        (Lang::Pt, PresetId::Coding60K1) => ("Código a 60%, k = 1", "artigo 002"),
        (Lang::Pt, PresetId::Coding60K3) => ("Código a 60%, k = 3", "artigo 002"),
        (Lang::Pt, PresetId::Coding60K10) => ("Código a 60%, k = 10", "artigo 002"),
        (Lang::Pt, PresetId::Insurance4Steps) => {
            ("Agente de seguros: 4 passos a 95%", "artigo 002")
        }
        (Lang::Pt, PresetId::Insurance10Steps) => ("10 passos a 95%", "artigo 002"),
        (Lang::Pt, PresetId::Insurance20Steps) => ("20 passos a 95%", "artigo 002"),
        (Lang::Pt, PresetId::Steps99x20) => ("99% por passo, 20 passos", "artigo 002"),
        (Lang::Pt, PresetId::CodexHumanEval) => (
            "Codex no HumanEval: 28,8% pass@1 contra 70,2% com k = 100",
            "Chen et al. 2021 (artigo 001); dispersão ajustada para pass@100 = 70,2%",
        ),
        (Lang::Pt, PresetId::TauBenchRetail) => (
            "τ-bench varejo: pass^8 abaixo de 25%",
            "Yao et al. 2024, τ-bench (artigo 000); dispersão ajustada para pass^8 = 25%",
        ),
        (Lang::Pt, PresetId::Majority75x5) => (
            "Maioria de 5 a 75%: pelo menos 3 de 5",
            "entre pass@5 (99,9%) e pass^5 (23,7%): 89,6%; nos dados, o G-Pass@k (Liu et al. 2024) mede isso",
        ),
    };
    PresetWords { label, source }
}

/// What a preset button says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PresetWords {
    /// What the preset shows ("75% × 3 trials (98% vs 42%)").
    pub label: &'static str,
    /// Where its numbers come from.
    pub source: &'static str,
}

/// English.
pub static EN: Words = Words {
    label_p: "Per-trial success rate p",
    label_k: "Attempts k",
    label_steps: "Steps of a multi-step agent",
    meaning_at: "at least one of k attempts succeeds",
    meaning_hat: "all k attempts succeed",
    meaning_chain: "every step of the agent succeeds",
    chain_title: "chain of",
    caption_k: "pass@k and pass^k over k. Both start at p when k = 1, then diverge.",
    caption_steps: "End-to-end success of a multi-step agent: every step must succeed, so the rate is multiplied once per step.",
    axis_k: "k (number of attempts)",
    axis_probability: "probability",
    axis_steps: "number of steps",
    axis_end_to_end: "end-to-end success",
    legend_at: "pass@k = 1 − (1 − p)^k: at least one succeeds",
    legend_hat: "pass^k = p^k: all k succeed",
    legend_spread_at: "pass@k with the difficulty spread",
    legend_spread_hat: "pass^k with the difficulty spread",
    legend_chain: "p^steps: every step succeeds",
    legend_verified: "with the verifier",
    steps_unit: "steps",
    attempts_unit: "attempts",
    percent_word: "percent",
    open_in_passk: "Open in passk",
    data_table: "Data table",
};

/// English, the full page's own words.
pub static PAGE_EN: PageWords = PageWords {
    lede_start: "Run an AI agent k times on the same task. ",
    lede_middle: " is the chance that at least one attempt succeeds; ",
    lede_end: " is the chance that all k succeed. Same agent, same trials, opposite stories.",
    tab_explore: "Explore the formulas",
    tab_data: "Your eval data",
    tabs_label: "Views",
    label_v: "Verifier catches a failed step (v)",
    label_r: "Retries per step (r)",
    label_spread: "Difficulty spread ρ",
    chain_verified_title: "with a verifier",
    effective_step: "effective per-step rate",
    heading_verify: "Verify between steps",
    verify_help: "A check after each step catches a failed attempt with probability v and retries it, up to r times. Each step then succeeds with p · Σ ((1 − p)·v)^i, and the gain compounds over the chain.",
    heading_spread: "Tasks differ in difficulty",
    spread_help: "Keep the mean p and spread it across tasks (Beta distribution). At 0 every task is equally hard, the i.i.d. curves; at 1 tasks are all-or-nothing. Spreading failures evenly is the worst case for pass^k.",
    spread_equal: "every task equally hard",
    spread_all_or_nothing: "tasks are all-or-nothing",
    heading_inverse: "Working backwards",
    heading_presets: "Examples from the articles",
    footnote: "These are theoretical values: every attempt succeeds with the same probability p, independently. Benchmarks estimate pass@k per task, 1 − C(n−c, k)/C(n, k), and average over tasks; because tasks differ in difficulty, their pass@k is lower than 1 − (1 − p)^k at the same mean p.",
    copy_link: "Copy link",
    copy_embed: "Copy embed code",
    copied: "Copied",
    export_png: "Chart as PNG",
    export_svg: "Chart as SVG",
    export_csv: "Values as CSV",
    theme_label: "Theme",
    language_label: "Language",
};

/// Korean.
pub static KO: Words = Words {
    label_p: "1회 성공률 p",
    label_k: "시도 횟수 k",
    label_steps: "다단계 에이전트의 단계 수",
    meaning_at: "k번 중 한 번이라도 성공",
    meaning_hat: "k번 모두 성공",
    meaning_chain: "에이전트의 모든 단계가 성공",
    chain_title: "단계 체인:",
    caption_k: "k에 따른 pass@k와 pass^k. k = 1에서 둘 다 p에서 시작해 갈라진다.",
    caption_steps:
        "다단계 에이전트의 전체 성공률: 모든 단계가 성공해야 하므로 단계마다 성공률이 곱해진다.",
    axis_k: "k (시도 횟수)",
    axis_probability: "확률",
    axis_steps: "단계 수",
    axis_end_to_end: "전체 성공률",
    legend_at: "pass@k = 1 − (1 − p)^k: 한 번이라도 성공",
    legend_hat: "pass^k = p^k: 모두 성공",
    legend_spread_at: "난이도 분산을 반영한 pass@k",
    legend_spread_hat: "난이도 분산을 반영한 pass^k",
    legend_chain: "p^단계: 모든 단계 성공",
    legend_verified: "검증기 사용",
    steps_unit: "단계",
    attempts_unit: "회 시도",
    percent_word: "퍼센트",
    open_in_passk: "passk에서 열기",
    data_table: "데이터 표",
};

/// Korean, the full page's own words.
pub static PAGE_KO: PageWords = PageWords {
    lede_start: "AI 에이전트에게 같은 작업을 k번 시켜 보자. ",
    lede_middle: "는 k번 중 한 번이라도 성공할 확률이고, ",
    lede_end: "는 k번 모두 성공할 확률이다. 같은 에이전트, 같은 시도인데 이야기는 정반대다.",
    tab_explore: "공식 탐색",
    tab_data: "내 평가 데이터",
    tabs_label: "보기",
    label_v: "검증기가 실패를 잡아낼 확률 (v)",
    label_r: "단계당 재시도 횟수 (r)",
    label_spread: "난이도 분산 ρ",
    chain_verified_title: "검증기 사용 시",
    effective_step: "실질 단계 성공률",
    heading_verify: "단계 사이 검증",
    verify_help: "각 단계 뒤의 검증이 실패한 시도를 확률 v로 잡아내고 최대 r번 다시 시킨다. 각 단계의 성공률은 p · Σ ((1 − p)·v)^i가 되고, 그 차이가 곱셈으로 누적된다.",
    heading_spread: "작업마다 난이도가 다르다",
    spread_help: "평균 p는 그대로 두고 작업마다 성공률을 다르게 퍼뜨린다 (베타 분포). 0이면 모든 작업이 똑같이 어렵고 (독립 시행 곡선), 1이면 작업이 항상 성공하거나 항상 실패한다. 실패가 고르게 퍼질수록 pass^k에는 최악이다.",
    spread_equal: "모든 작업이 똑같이 어려움",
    spread_all_or_nothing: "전부 아니면 전무",
    heading_inverse: "거꾸로 계산하기",
    heading_presets: "글에 나온 예시",
    footnote: "각 시도의 성공 확률이 같고, 서로 독립이라고 가정한 이론값이다. 벤치마크는 문제마다 1 − C(n−c, k)/C(n, k)로 pass@k를 구해 평균을 내므로, 난이도가 다른 실제 데이터의 pass@k는 같은 평균 p의 1 − (1 − p)^k보다 낮다.",
    copy_link: "링크 복사",
    copy_embed: "임베드 코드 복사",
    copied: "복사됨",
    export_png: "차트 PNG",
    export_svg: "차트 SVG",
    export_csv: "값 CSV",
    theme_label: "테마",
    language_label: "언어",
};

/// Portuguese.
pub static PT: Words = Words {
    label_p: "Taxa de sucesso por tentativa p",
    label_k: "Tentativas k",
    label_steps: "Passos de um agente de vários passos",
    meaning_at: "pelo menos uma de k tentativas dá certo",
    meaning_hat: "todas as k tentativas dão certo",
    meaning_chain: "todos os passos do agente dão certo",
    chain_title: "cadeia de",
    caption_k: "pass@k e pass^k ao longo de k. Os dois começam em p quando k = 1 e depois divergem.",
    caption_steps: "Sucesso de ponta a ponta de um agente de vários passos: todo passo precisa dar certo, então a taxa é multiplicada uma vez por passo.",
    axis_k: "k (número de tentativas)",
    axis_probability: "probabilidade",
    axis_steps: "número de passos",
    axis_end_to_end: "sucesso de ponta a ponta",
    legend_at: "pass@k = 1 − (1 − p)^k: pelo menos uma dá certo",
    legend_hat: "pass^k = p^k: todas as k dão certo",
    legend_spread_at: "pass@k com a dispersão da dificuldade",
    legend_spread_hat: "pass^k com a dispersão da dificuldade",
    legend_chain: "p^passos: todo passo dá certo",
    legend_verified: "com o verificador",
    steps_unit: "passos",
    attempts_unit: "tentativas",
    percent_word: "por cento",
    open_in_passk: "Abrir no passk",
    data_table: "Tabela de dados",
};

/// Portuguese, the full page's own words.
pub static PAGE_PT: PageWords = PageWords {
    lede_start: "Rode um agente de IA k vezes na mesma tarefa. ",
    lede_middle: " é a chance de pelo menos uma tentativa dar certo; ",
    lede_end: " é a chance de todas as k darem certo. Mesmo agente, mesmos trials, histórias opostas.",
    tab_explore: "Explorar as fórmulas",
    tab_data: "Seus dados de eval",
    tabs_label: "Visões",
    label_v: "Verificador pega um passo que falhou (v)",
    label_r: "Novas tentativas por passo (r)",
    label_spread: "Dispersão da dificuldade ρ",
    chain_verified_title: "com verificador",
    effective_step: "taxa efetiva por passo",
    heading_verify: "Verificar entre os passos",
    verify_help: "Uma checagem depois de cada passo pega uma tentativa que falhou com probabilidade v e a repete, até r vezes. Cada passo passa a dar certo com p · Σ ((1 − p)·v)^i, e o ganho se acumula na cadeia.",
    heading_spread: "Tarefas têm dificuldades diferentes",
    spread_help: "Mantenha a média p e espalhe-a entre as tarefas (distribuição Beta). Em 0 toda tarefa é igualmente difícil, as curvas i.i.d.; em 1 as tarefas são tudo ou nada. Espalhar as falhas igualmente é o pior caso para o pass^k.",
    spread_equal: "toda tarefa igualmente difícil",
    spread_all_or_nothing: "tarefas tudo ou nada",
    heading_inverse: "Fazendo a conta ao contrário",
    heading_presets: "Exemplos dos artigos",
    footnote: "São valores teóricos: toda tentativa dá certo com a mesma probabilidade p, de forma independente. Benchmarks estimam o pass@k por tarefa, 1 − C(n−c, k)/C(n, k), e tiram a média entre tarefas; como as tarefas têm dificuldades diferentes, o pass@k delas fica abaixo de 1 − (1 − p)^k com a mesma média p.",
    copy_link: "Copiar link",
    copy_embed: "Copiar código de incorporação",
    copied: "Copiado",
    export_png: "Gráfico em PNG",
    export_svg: "Gráfico em SVG",
    export_csv: "Valores em CSV",
    theme_label: "Tema",
    language_label: "Idioma",
};

// What the sliders' aria-valuetext says.

/// p as a screen reader says it ("80 percent").
pub fn spoken_rate(per_mille: u32, lang: Lang) -> String {
    format!(
        "{} {}",
        lang.number(&FieldSpec::RATE.field_text(per_mille)),
        lang.words().percent_word
    )
}

/// A percentage as a screen reader says it.
pub fn spoken_percent(percent: u32, lang: Lang) -> String {
    format!("{percent} {}", lang.words().percent_word)
}

/// k as a screen reader says it ("6 attempts").
pub fn spoken_k(k: u32, lang: Lang) -> String {
    format!("{k} {}", lang.words().attempts_unit)
}

/// A step count as a screen reader says it.
pub fn spoken_steps(steps: u32, lang: Lang) -> String {
    format!("{steps} {}", lang.words().steps_unit)
}

/// A plain count as a screen reader says it.
pub fn spoken_count(count: u32, _lang: Lang) -> String {
    count.to_string()
}

/// The spread as a screen reader says it, naming its two ends.
pub fn spoken_spread(hundredths: u32, lang: Lang) -> String {
    let words = lang.page_words();
    let value = lang.number(&FieldSpec::SPREAD.show(hundredths));
    match hundredths {
        0 => format!("{value}, {}", words.spread_equal),
        100 => format!("{value}, {}", words.spread_all_or_nothing),
        _ => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_per_language() {
        assert_eq!(Lang::Pt.number("99.99%"), "99,99%");
        assert_eq!(Lang::Ko.number("99.99%"), "99.99%");
    }

    #[test]
    fn inverse_sentences() {
        let words = Lang::En.words();
        assert_eq!(
            words.need_rate(Lang::En, 8, "90%", "98.69%"),
            "For pass^8 ≥ 90% you need p ≥ 98.69%."
        );
        assert_eq!(
            words.chain_limit(Lang::En, "95%", "80%", Some(4)),
            "At p = 95% the chain stays above 80% for at most 4 steps."
        );
    }
}
