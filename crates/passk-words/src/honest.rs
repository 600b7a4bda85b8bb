//! The words of the spectrum between pass@k and pass^k (the explorer's m) and of the data
//! view's honest numbers: the posterior at any k, G-Pass@k_τ, Cover@τ, Wilson, and which
//! estimator and interval each readout shows.

use passk_core::lang::Lang;
use passk_core::posterior::{EstimatorChoice, PriorChoice};

/// The fixed strings of the data view's honest-numbers panel.
#[derive(Debug)]
pub struct HonestWords {
    /// The panel's heading.
    pub heading: &'static str,
    /// What the panel adds, in two sentences.
    pub help: &'static str,
    /// Label of the τ field.
    pub tau_label: &'static str,
    /// Label of the prior picker.
    pub prior_label: &'static str,
    /// Label of the estimator picker.
    pub estimator_label: &'static str,
    /// Under the posterior pass@k.
    pub meaning_post_at: &'static str,
    /// Under the posterior pass^k.
    pub meaning_post_hat: &'static str,
    /// Under Bayes@N.
    pub meaning_bayes: &'static str,
    /// Under G-Pass@k_τ.
    pub meaning_g_pass: &'static str,
    /// Under mG-Pass@k.
    pub meaning_mg_pass: &'static str,
    /// Under Cover@τ.
    pub meaning_cover: &'static str,
    /// Title of the Wilson readout.
    pub wilson_title: &'static str,
    /// Under the Wilson readout.
    pub meaning_wilson: &'static str,
    /// Said when the t interval was clipped to [0, 1].
    pub t_too_few: &'static str,
    /// The results block's button.
    pub copy_results: &'static str,
    /// Said once the block is on the clipboard.
    pub copied: &'static str,
    /// The results block's format picker's label.
    pub block_format_label: &'static str,
    /// The results block's heading (the `<details>` summary).
    pub block_heading: &'static str,
}

/// What honest.rs says, in each language (implemented for [`Lang`]).
pub trait HonestText {
    /// The fixed strings of the honest-numbers panel.
    fn honest_words(self) -> &'static HonestWords;

    /// The m slider's label.
    fn m_label(self) -> &'static str;

    /// How m reads aloud ("at least 2 successes").
    fn spoken_m(self, m: u32) -> String;

    /// The m readout's title ("at least 2 of 3").
    fn at_least_title(self, m: u32, k: u32) -> String;

    /// Under the m readout.
    fn at_least_meaning(self) -> &'static str;

    /// The k chart's legend for the curve at the share m/k.
    fn share_legend(self, m: u32, k: u32) -> String;

    /// A prior's name ("uniform, Beta(1, 1)").
    fn prior_name(self, prior: PriorChoice) -> &'static str;

    /// An estimator's name for the picker.
    fn estimator_name(self, estimator: EstimatorChoice) -> &'static str;

    /// What a readout shows, in one line: the estimator and the interval method.
    fn estimator_note(self, estimator: EstimatorChoice, prior: &str) -> String;

    /// "95% credible interval a – b".
    fn credible_interval(self, low: &str, high: &str) -> String;

    /// "95% Wilson score interval a – b".
    fn wilson_interval(self, low: &str, high: &str) -> String;

    /// "unbiased, over 3 tasks with at least k trials; 2 left out".
    fn draw_note(self, used: u64, excluded: u64, k: u64) -> String;

    /// "Cover@τ: 2 of 3 tasks succeed at least τ of the time" style note.
    fn cover_note(self, tasks: u64) -> String;

    /// The data chart's legend for the posterior continuation past n.
    fn posterior_legend(self, metric: &str) -> String;

    /// A posterior readout's title ("posterior pass^10").
    fn posterior_title(self, metric: &str, k: u64) -> String;

    /// Under the Wilson readout: what it rests on.
    fn wilson_note(self, tasks: u64) -> String;
}

const EN: HonestWords = HonestWords {
    heading: "Few trials, any k: posterior, spectrum and intervals",
    help: "The unbiased estimator needs k ≤ n. The posterior mean gives pass@k and pass^k at any k from each task's Beta posterior; G-Pass@k and Cover measure what lies between pass@k and pass^k.",
    tau_label: "Share τ for G-Pass@k_τ and Cover@τ (percent)",
    prior_label: "Prior",
    estimator_label: "The pass@k and pass^k cards show",
    meaning_post_at: "at least one of k attempts succeeds, any k",
    meaning_post_hat: "all k attempts succeed, any k",
    meaning_bayes: "the posterior mean success rate (k = 1)",
    meaning_g_pass: "at least a share τ of k attempts succeed",
    meaning_mg_pass: "G-Pass@k averaged over τ above one half",
    meaning_cover: "share of tasks that succeed at least τ of the time",
    wilson_title: "solved (Wilson)",
    meaning_wilson: "share of tasks solved in their one trial",
    t_too_few: "Too few tasks for the t interval: it reached past 0% or 100% and was clipped. Read the posterior credible interval below.",
    copy_results: "Copy results",
    copied: "Copied.",
    block_format_label: "Format",
    block_heading: "Results block",
};

const KO: HonestWords = HonestWords {
    heading: "적은 시행, 모든 k: 사후분포, 스펙트럼, 구간",
    help: "비편향 추정량은 k ≤ n일 때만 정의된다. 사후 평균은 각 작업의 베타 사후분포로 모든 k에서 pass@k와 pass^k를 준다. G-Pass@k와 Cover는 pass@k와 pass^k 사이를 잰다.",
    tau_label: "G-Pass@k_τ와 Cover@τ의 비율 τ (퍼센트)",
    prior_label: "사전분포",
    estimator_label: "pass@k·pass^k 카드에 표시할 추정량",
    meaning_post_at: "k번 중 한 번이라도 성공, 모든 k",
    meaning_post_hat: "k번 모두 성공, 모든 k",
    meaning_bayes: "사후 평균 성공률 (k = 1)",
    meaning_g_pass: "k번 중 τ 비율 이상 성공",
    meaning_mg_pass: "절반을 넘는 τ에 대한 G-Pass@k의 평균",
    meaning_cover: "τ 이상의 비율로 성공하는 작업의 비율",
    wilson_title: "해결 (Wilson)",
    meaning_wilson: "한 번의 시도에서 해결된 작업의 비율",
    t_too_few: "t 구간에 비해 작업 수가 너무 적다: 구간이 0%나 100%를 넘어 잘렸다. 아래 사후 신용구간을 보라.",
    copy_results: "결과 복사",
    copied: "복사했다.",
    block_format_label: "형식",
    block_heading: "결과 블록",
};

const PT: HonestWords = HonestWords {
    heading: "Poucas tentativas, qualquer k: posterior, espectro e intervalos",
    help: "O estimador não enviesado exige k ≤ n. A média a posteriori dá pass@k e pass^k em qualquer k a partir da Beta a posteriori de cada tarefa; G-Pass@k e Cover medem o que fica entre pass@k e pass^k.",
    tau_label: "Fração τ de G-Pass@k_τ e Cover@τ (por cento)",
    prior_label: "Priori",
    estimator_label: "Os cartões de pass@k e pass^k mostram",
    meaning_post_at: "pelo menos uma de k tentativas dá certo, qualquer k",
    meaning_post_hat: "todas as k tentativas dão certo, qualquer k",
    meaning_bayes: "a taxa de sucesso média a posteriori (k = 1)",
    meaning_g_pass: "pelo menos uma fração τ de k tentativas dá certo",
    meaning_mg_pass: "G-Pass@k médio sobre τ acima de metade",
    meaning_cover: "fração de tarefas que dão certo pelo menos τ das vezes",
    wilson_title: "resolvidas (Wilson)",
    meaning_wilson: "fração de tarefas resolvidas na sua única tentativa",
    t_too_few: "Poucas tarefas demais para o intervalo t: ele passou de 0% ou 100% e foi cortado. Leia o intervalo de credibilidade a posteriori abaixo.",
    copy_results: "Copiar resultados",
    copied: "Copiado.",
    block_format_label: "Formato",
    block_heading: "Bloco de resultados",
};

impl HonestText for Lang {
    fn honest_words(self) -> &'static HonestWords {
        match self {
            Lang::En => &EN,
            Lang::Ko => &KO,
            Lang::Pt => &PT,
        }
    }

    fn m_label(self) -> &'static str {
        match self {
            Lang::En => "At least m of the k attempts succeed",
            Lang::Ko => "k번 중 최소 m번 성공",
            Lang::Pt => "Pelo menos m das k tentativas dão certo",
        }
    }

    fn spoken_m(self, m: u32) -> String {
        match self {
            Lang::En if m == 1 => "at least 1 success".to_string(),
            Lang::En => format!("at least {m} successes"),
            Lang::Ko => format!("최소 {m}번 성공"),
            Lang::Pt if m == 1 => "pelo menos 1 sucesso".to_string(),
            Lang::Pt => format!("pelo menos {m} sucessos"),
        }
    }

    fn at_least_title(self, m: u32, k: u32) -> String {
        match self {
            Lang::En => format!("at least {m} of {k}"),
            Lang::Ko => format!("{k}번 중 {m}번 이상"),
            Lang::Pt => format!("pelo menos {m} de {k}"),
        }
    }

    fn at_least_meaning(self) -> &'static str {
        match self {
            Lang::En => "between pass@k (m = 1) and pass^k (m = k)",
            Lang::Ko => "pass@k(m = 1)와 pass^k(m = k) 사이",
            Lang::Pt => "entre pass@k (m = 1) e pass^k (m = k)",
        }
    }

    fn share_legend(self, m: u32, k: u32) -> String {
        match self {
            Lang::En => format!("at least {m}/{k} of the attempts"),
            Lang::Ko => format!("시도의 {m}/{k} 이상 성공"),
            Lang::Pt => format!("pelo menos {m}/{k} das tentativas"),
        }
    }

    fn prior_name(self, prior: PriorChoice) -> &'static str {
        match (self, prior) {
            (Lang::En, PriorChoice::Uniform) => "uniform, Beta(1, 1)",
            (Lang::En, PriorChoice::Fitted) => "fitted to these tasks (pooled Beta)",
            (Lang::Ko, PriorChoice::Uniform) => "균등, Beta(1, 1)",
            (Lang::Ko, PriorChoice::Fitted) => "이 작업들에 맞춘 베타 (합동)",
            (Lang::Pt, PriorChoice::Uniform) => "uniforme, Beta(1, 1)",
            (Lang::Pt, PriorChoice::Fitted) => "ajustada a estas tarefas (Beta agrupada)",
        }
    }

    fn estimator_name(self, estimator: EstimatorChoice) -> &'static str {
        match (self, estimator) {
            (Lang::En, EstimatorChoice::Unbiased) => "the unbiased estimator (k ≤ n)",
            (Lang::En, EstimatorChoice::Posterior) => "the posterior mean (any k)",
            (Lang::Ko, EstimatorChoice::Unbiased) => "비편향 추정량 (k ≤ n)",
            (Lang::Ko, EstimatorChoice::Posterior) => "사후 평균 (모든 k)",
            (Lang::Pt, EstimatorChoice::Unbiased) => "o estimador não enviesado (k ≤ n)",
            (Lang::Pt, EstimatorChoice::Posterior) => "a média a posteriori (qualquer k)",
        }
    }

    fn estimator_note(self, estimator: EstimatorChoice, prior: &str) -> String {
        match (self, estimator) {
            (Lang::En, EstimatorChoice::Unbiased) => {
                "Estimator: unbiased, 1 − C(n−c, k)/C(n, k) and C(c, k)/C(n, k); interval: Student t and bootstrap.".to_string()
            }
            (Lang::En, EstimatorChoice::Posterior) => format!(
                "Estimator: posterior mean, prior {prior}; interval: 95% credible, normal approximation σ = √(Σ Var)/M."
            ),
            (Lang::Ko, EstimatorChoice::Unbiased) => {
                "추정량: 비편향, 1 − C(n−c, k)/C(n, k)와 C(c, k)/C(n, k); 구간: 스튜던트 t와 부트스트랩.".to_string()
            }
            (Lang::Ko, EstimatorChoice::Posterior) => format!(
                "추정량: 사후 평균, 사전분포 {prior}; 구간: 95% 신용구간, 정규 근사 σ = √(Σ Var)/M."
            ),
            (Lang::Pt, EstimatorChoice::Unbiased) => {
                "Estimador: não enviesado, 1 − C(n−c, k)/C(n, k) e C(c, k)/C(n, k); intervalo: t de Student e bootstrap.".to_string()
            }
            (Lang::Pt, EstimatorChoice::Posterior) => format!(
                "Estimador: média a posteriori, priori {prior}; intervalo: credibilidade 95%, aproximação normal σ = √(Σ Var)/M."
            ),
        }
    }

    fn credible_interval(self, low: &str, high: &str) -> String {
        match self {
            Lang::En => format!("95% credible interval {low} – {high}"),
            Lang::Ko => format!("95% 신용구간 {low} – {high}"),
            Lang::Pt => format!("intervalo de credibilidade 95% {low} – {high}"),
        }
    }

    fn wilson_interval(self, low: &str, high: &str) -> String {
        match self {
            Lang::En => format!("95% Wilson score interval {low} – {high}"),
            Lang::Ko => format!("95% Wilson 점수 구간 {low} – {high}"),
            Lang::Pt => format!("intervalo de Wilson 95% {low} – {high}"),
        }
    }

    fn draw_note(self, used: u64, excluded: u64, k: u64) -> String {
        let mut text = match self {
            Lang::En => format!(
                "unbiased, over {used} task{} with at least {k} trials",
                if used == 1 { "" } else { "s" }
            ),
            Lang::Ko => format!("비편향, 시도가 {k}회 이상인 작업 {used}개"),
            Lang::Pt => format!(
                "não enviesado, sobre {used} tarefa{} com pelo menos {k} tentativas",
                if used == 1 { "" } else { "s" }
            ),
        };
        if excluded > 0 {
            text.push_str(&match self {
                Lang::En => format!("; {excluded} left out"),
                Lang::Ko => format!("; {excluded}개 제외"),
                Lang::Pt => format!(
                    "; {excluded} deixada{} de fora",
                    if excluded == 1 { "" } else { "s" }
                ),
            });
        }
        text
    }

    fn cover_note(self, tasks: u64) -> String {
        match self {
            Lang::En => format!(
                "c/n ≥ τ, counted exactly over {tasks} task{}",
                if tasks == 1 { "" } else { "s" }
            ),
            Lang::Ko => format!("c/n ≥ τ, 작업 {tasks}개에서 정확히 셈"),
            Lang::Pt => format!(
                "c/n ≥ τ, contado exatamente em {tasks} tarefa{}",
                if tasks == 1 { "" } else { "s" }
            ),
        }
    }

    fn posterior_legend(self, metric: &str) -> String {
        match self {
            Lang::En => format!("{metric}, posterior prediction past n"),
            Lang::Ko => format!("{metric}, n 이후의 사후 예측"),
            Lang::Pt => format!("{metric}, previsão a posteriori além de n"),
        }
    }

    fn posterior_title(self, metric: &str, k: u64) -> String {
        match self {
            Lang::En => format!("posterior {metric}{k}"),
            Lang::Ko => format!("사후 {metric}{k}"),
            Lang::Pt => format!("{metric}{k} a posteriori"),
        }
    }

    fn wilson_note(self, tasks: u64) -> String {
        match self {
            Lang::En => format!("one trial per task, {tasks} tasks"),
            Lang::Ko => format!("작업당 시도 1회, 작업 {tasks}개"),
            Lang::Pt => format!("uma tentativa por tarefa, {tasks} tarefas"),
        }
    }
}
