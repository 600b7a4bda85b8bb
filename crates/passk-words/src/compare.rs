//! The words of the compare view (two runs, task by task) and the plan view (how big the
//! next eval must be), in each language's own word order.

use passk_core::lang::Lang;
use passk_data::compare::MoverOrder;

/// Every fixed string of the compare and plan views.
#[derive(Debug)]
pub struct CompareWords {
    /// Tab: the compare view.
    pub tab_compare: &'static str,
    /// Tab: the plan view.
    pub tab_plan: &'static str,
    /// What the compare view answers.
    pub compare_lede: &'static str,
    /// Label of run A's input.
    pub run_a: &'static str,
    /// Label of run B's input.
    pub run_b: &'static str,
    /// Label of the k field.
    pub label_k: &'static str,
    /// Heading of the results.
    pub results: &'static str,
    /// Column: the metric.
    pub metric: &'static str,
    /// Column: the paired difference.
    pub difference: &'static str,
    /// Column: the paired t interval.
    pub paired_t: &'static str,
    /// Column: the paired bootstrap interval.
    pub paired_bootstrap: &'static str,
    /// Column: the unpaired interval.
    pub unpaired: &'static str,
    /// Why the unpaired interval is shown.
    pub unpaired_note: &'static str,
    /// In an interval's cell when it is not defined (fewer than two tasks compared).
    pub interval_undefined: &'static str,
    /// Heading: tasks that moved.
    pub movers: &'static str,
    /// Column: the task id.
    pub task: &'static str,
    /// Column: the change in success rate.
    pub change: &'static str,
    /// Heading: tasks in only one run.
    pub unmatched: &'static str,
    /// Chart caption: both runs over k.
    pub chart_runs: &'static str,
    /// Chart caption: the difference over k.
    pub chart_difference: &'static str,
    /// Legend: run A (prefix).
    pub legend_a: &'static str,
    /// Legend: run B (prefix).
    pub legend_b: &'static str,
    /// Y axis of the difference chart.
    pub axis_difference: &'static str,
    /// When there is nothing to compare yet.
    pub waiting: &'static str,
    /// What the plan view answers.
    pub plan_lede: &'static str,
    /// Plan field labels: mean rate (%), spread, k, trials per task, half-width (points).
    pub plan_labels: PlanLabels,
    /// Plan table columns: trials per task, tasks for pass^k, tasks for pass@k, total
    /// trials, detectable difference.
    pub plan_columns: [&'static str; 5],
    /// Under the table: how it is computed.
    pub plan_method: &'static str,
}

/// What compare.rs says, in each language (implemented for [`Lang`]).
pub trait CompareText {
    /// The words of the compare and plan views.
    fn compare_words(self) -> &'static CompareWords;

    /// After a run's count of tasks read ("1 task read", "3 tasks read").
    fn tasks_read(self, count: usize) -> &'static str;

    /// The name of a movers' table order, for its button.
    fn mover_order_name(self, order: MoverOrder) -> &'static str;

    /// "12 tasks in both runs" and how many were left out at this k.
    fn matched_note(self, matched: usize, left_out: usize, k: u64) -> String;

    /// "5 tasks changed their success rate: 3 up, 2 down."
    fn changed_note(self, changed: usize, up: usize, down: usize) -> String;

    /// "7 tasks only in run A, 2 only in run B."
    fn unmatched_note(self, only_a: usize, only_b: usize) -> String;

    /// While two big runs are matched by id: "Matching the runs… 40%".
    fn matching_progress(self, done: f64) -> String;

    /// The permutation test in words: `share` is the p-value as a percentage text.
    fn p_value_sentence(self, metric: &str, share: &str, permutations: &str) -> String;

    /// "every one of 4,096" or "20,000 random".
    fn permutations_said(self, exact: bool, count: u64) -> String;

    /// The planner's answer in a sentence.
    fn plan_sentence(self, tasks: u64, k: u64, trials: u64, width: &str) -> String;

    /// The plan's k needs at least k trials per task.
    fn plan_too_few_trials(self, k: u64) -> String;

    /// The smallest difference detectable between two agents.
    fn detectable_sentence(self, k: u64, difference: &str) -> String;
}

impl CompareText for Lang {
    fn compare_words(self) -> &'static CompareWords {
        match self {
            Lang::En => &COMPARE_EN,
            Lang::Ko => &COMPARE_KO,
            Lang::Pt => &COMPARE_PT,
        }
    }

    fn tasks_read(self, count: usize) -> &'static str {
        match self {
            Lang::En => plural_en(count, " task read", " tasks read"),
            Lang::Ko => "개 작업을 읽음",
            Lang::Pt => plural_pt(count, " tarefa lida", " tarefas lidas"),
        }
    }

    fn mover_order_name(self, order: MoverOrder) -> &'static str {
        match (self, order) {
            (Lang::En, MoverOrder::Biggest) => "biggest",
            (Lang::En, MoverOrder::Up) => "up",
            (Lang::En, MoverOrder::Down) => "down",
            (Lang::En, MoverOrder::Name) => "id",
            (Lang::Ko, MoverOrder::Biggest) => "큰 순",
            (Lang::Ko, MoverOrder::Up) => "오른 순",
            (Lang::Ko, MoverOrder::Down) => "내린 순",
            (Lang::Ko, MoverOrder::Name) => "ID 순",
            (Lang::Pt, MoverOrder::Biggest) => "maiores",
            (Lang::Pt, MoverOrder::Up) => "subiram",
            (Lang::Pt, MoverOrder::Down) => "caíram",
            (Lang::Pt, MoverOrder::Name) => "nome",
        }
    }

    fn matched_note(self, matched: usize, left_out: usize, k: u64) -> String {
        if matched > 0 && left_out == matched {
            return match self {
                Lang::En => format!(
                    "Every task in both runs ({matched}) is left out at k = {k}: each has fewer than {k} trials in a run. Choose a smaller k to compare them."
                ),
                Lang::Ko => format!(
                    "두 실행 모두에 있는 작업 {matched}개가 k = {k}에서 모두 제외된다: 어느 한 실행의 시도가 {k}회 미만이다. 비교하려면 k를 줄이세요."
                ),
                Lang::Pt => format!(
                    "Todas as tarefas nas duas execuções ({matched}) ficam de fora com k = {k}: cada uma tem menos de {k} tentativas numa execução. Escolha um k menor para compará-las."
                ),
            };
        }
        let base = match self {
            Lang::En => format!(
                "{matched} {} in both runs",
                plural_en(matched, "task", "tasks")
            ),
            Lang::Ko => format!("두 실행 모두에 있는 작업 {matched}개"),
            Lang::Pt => format!(
                "{matched} {} nas duas execuções",
                plural_pt(matched, "tarefa", "tarefas")
            ),
        };
        if left_out == 0 {
            return base;
        }
        match self {
            Lang::En => {
                format!("{base}; {left_out} left out at k = {k} (fewer than {k} trials in a run)")
            }
            Lang::Ko => {
                format!("{base}. k = {k}에서는 {left_out}개 제외 (한 실행의 시도가 {k}회 미만)")
            }
            Lang::Pt => format!(
                "{base}; {left_out} de fora com k = {k} (menos de {k} tentativas numa execução)"
            ),
        }
    }

    fn changed_note(self, changed: usize, up: usize, down: usize) -> String {
        match self {
            Lang::En => {
                let tasks = plural_en(changed, "task changed its", "tasks changed their");
                format!("{changed} {tasks} success rate: {up} up, {down} down.")
            }
            Lang::Ko => {
                format!("성공률이 바뀐 작업 {changed}개: 오른 것 {up}개, 내린 것 {down}개.")
            }
            Lang::Pt => format!(
                "{changed} {} de taxa de sucesso: {up} {}, {down} {}.",
                plural_pt(changed, "tarefa mudou", "tarefas mudaram"),
                plural_pt(up, "subiu", "subiram"),
                plural_pt(down, "caiu", "caíram")
            ),
        }
    }

    fn matching_progress(self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        match self {
            Lang::En => format!("Matching the runs… {percent}%"),
            Lang::Ko => format!("실행 짝짓는 중… {percent}%"),
            Lang::Pt => format!("Pareando as execuções… {percent}%"),
        }
    }

    fn unmatched_note(self, only_a: usize, only_b: usize) -> String {
        match self {
            Lang::En => {
                let tasks = plural_en(only_a, "task", "tasks");
                format!("{only_a} {tasks} only in run A, {only_b} only in run B (not compared).")
            }
            Lang::Ko => {
                format!("A에만 있는 작업 {only_a}개, B에만 있는 작업 {only_b}개 (비교에서 빠짐).")
            }
            Lang::Pt => {
                let tasks = plural_pt(only_a, "tarefa", "tarefas");
                format!("{only_a} {tasks} só na execução A, {only_b} só na B (fora da comparação).")
            }
        }
    }

    fn p_value_sentence(self, metric: &str, share: &str, permutations: &str) -> String {
        match self {
            Lang::En => format!("If A and B were the same agent, a {metric} difference this large would show up in {share} of reruns (p-value; {permutations} relabellings of A and B per task)."),
            Lang::Ko => format!("A와 B가 같은 에이전트라면, 이만큼 큰 {metric} 차이는 다시 돌릴 때 {share}의 확률로 나온다 (p값; 작업마다 A와 B를 바꾼 경우 {permutations}가지)."),
            Lang::Pt => format!("Se A e B fossem o mesmo agente, uma diferença de {metric} deste tamanho apareceria em {share} das repetições (valor-p; {permutations} trocas de A e B por tarefa)."),
        }
    }

    fn permutations_said(self, exact: bool, count: u64) -> String {
        match (self, exact) {
            (Lang::En, true) => format!("all {count}"),
            (Lang::En, false) => format!("{count} random"),
            (Lang::Ko, true) => format!("전부 {count}"),
            (Lang::Ko, false) => format!("무작위 {count}"),
            (Lang::Pt, true) => format!("todas as {count}"),
            (Lang::Pt, false) => format!("{count} aleatórias"),
        }
    }

    fn plan_sentence(self, tasks: u64, k: u64, trials: u64, width: &str) -> String {
        match self {
            Lang::En => format!("{tasks} tasks with {trials} trials each pin pass^{k} down to ±{width} (95%)."),
            Lang::Ko => format!("작업 {tasks}개를 각각 {trials}번 시도하면 pass^{k}를 ±{width} 안으로 잡을 수 있다 (95%)."),
            Lang::Pt => format!("{tasks} tarefas com {trials} tentativas cada fixam pass^{k} em ±{width} (95%)."),
        }
    }

    fn plan_too_few_trials(self, k: u64) -> String {
        match self {
            Lang::En => format!("pass^{k} needs at least {k} trials per task."),
            Lang::Ko => format!("pass^{k}를 재려면 작업마다 시도가 최소 {k}번 필요하다."),
            Lang::Pt => format!("pass^{k} exige pelo menos {k} tentativas por tarefa."),
        }
    }

    fn detectable_sentence(self, k: u64, difference: &str) -> String {
        match self {
            Lang::En => format!("Two agents on these tasks: a pass^{k} difference of {difference} or more is found 80% of the time (paired test, 5% level)."),
            Lang::Ko => format!("이 작업들로 두 에이전트를 비교하면, pass^{k} 차이가 {difference} 이상일 때 80% 확률로 잡아낸다 (대응 검정, 유의수준 5%)."),
            Lang::Pt => format!("Dois agentes nestas tarefas: uma diferença de pass^{k} de {difference} ou mais é detectada 80% das vezes (teste pareado, nível de 5%)."),
        }
    }
}

/// English.
pub static COMPARE_EN: CompareWords = CompareWords {
    tab_compare: "Compare",
    tab_plan: "Plan",
    compare_lede: "Is B really better than A? Give two runs on the same tasks: tasks are matched by id and compared one by one.",
    run_a: "Run A",
    run_b: "Run B",
    label_k: "k",
    results: "B − A, task by task",
    metric: "metric",
    difference: "B − A",
    paired_t: "paired t (95%)",
    paired_bootstrap: "paired bootstrap (95%)",
    unpaired: "unpaired (95%)",
    interval_undefined: "not defined: fewer than 2 tasks",
    unpaired_note: "The unpaired interval ignores that both runs saw the same tasks; pairing removes the spread of task difficulty, which is why its interval is narrower.",
    movers: "Tasks that moved",
    task: "task",
    change: "change in c/n",
    unmatched: "Tasks in only one run",
    chart_runs: "Both runs over k, with 95% bands: A dashed, B solid.",
    chart_difference: "B − A over k, with the paired 95% interval.",
    legend_a: "A",
    legend_b: "B",
    axis_difference: "B − A",
    waiting: "Give both runs to compare them.",
    plan_lede: "How many tasks does the next eval need? From the explorer's model of difficulty, the exact variance of each task's unbiased estimate, and the tasks it takes to pin the mean down.",
    plan_labels: PlanLabels {
        p: "mean success rate p (%)",
        spread: "difficulty spread ρ (0–1)",
        k: "k",
        trials: "trials per task n",
        width: "target half-width w (points)",
    },
    plan_columns: ["trials per task", "tasks for pass^k", "tasks for pass@k", "trials in all", "detectable pass^k difference"],
    plan_method: "Tasks = ⌈z²·Var/w²⌉ with z = 1.959964 and Var the exact variance of the per-task estimate under the beta-binomial model. The detectable difference is (1.96 + 0.84)·√(2·within-task variance / tasks): two agents on the same tasks share their difficulty.",
};

/// Korean.
pub static COMPARE_KO: CompareWords = CompareWords {
    tab_compare: "비교",
    tab_plan: "계획",
    compare_lede: "B가 정말 A보다 나은가? 같은 작업에서 돌린 두 실행을 넣으면, 작업 ID로 짝지어 하나씩 비교한다.",
    run_a: "실행 A",
    run_b: "실행 B",
    label_k: "k",
    results: "B − A, 작업별로",
    metric: "지표",
    difference: "B − A",
    paired_t: "대응 t (95%)",
    paired_bootstrap: "대응 부트스트랩 (95%)",
    unpaired: "비대응 (95%)",
    interval_undefined: "정의되지 않음: 작업이 2개 미만",
    unpaired_note: "비대응 구간은 두 실행이 같은 작업을 풀었다는 사실을 무시한다. 짝을 지으면 작업 난이도의 퍼짐이 빠지므로 구간이 좁아진다.",
    movers: "달라진 작업",
    task: "작업",
    change: "c/n 변화",
    unmatched: "한쪽에만 있는 작업",
    chart_runs: "k에 따른 두 실행과 95% 띠: A는 점선, B는 실선.",
    chart_difference: "k에 따른 B − A와 대응 95% 구간.",
    legend_a: "A",
    legend_b: "B",
    axis_difference: "B − A",
    waiting: "비교하려면 두 실행을 모두 넣는다.",
    plan_lede: "다음 평가에는 작업이 몇 개 필요할까? 탐색기의 난이도 모델로 작업별 비편향 추정치의 정확한 분산을 구하고, 평균을 원하는 만큼 좁히는 데 필요한 작업 수를 낸다.",
    plan_labels: PlanLabels {
        p: "평균 성공률 p (%)",
        spread: "난이도 퍼짐 ρ (0~1)",
        k: "k",
        trials: "작업당 시도 n",
        width: "목표 반폭 w (%p)",
    },
    plan_columns: ["작업당 시도", "pass^k에 필요한 작업", "pass@k에 필요한 작업", "전체 시도", "잡아낼 수 있는 pass^k 차이"],
    plan_method: "작업 수 = ⌈z²·분산/w²⌉, z = 1.959964, 분산은 베타-이항 모델에서 작업별 추정치의 정확한 분산이다. 잡아낼 수 있는 차이는 (1.96 + 0.84)·√(2·작업 안 분산 / 작업 수): 같은 작업을 푸는 두 에이전트는 난이도를 공유한다.",
};

/// Portuguese.
pub static COMPARE_PT: CompareWords = CompareWords {
    tab_compare: "Comparar",
    tab_plan: "Planejar",
    compare_lede: "B é mesmo melhor que A? Dê duas execuções nas mesmas tarefas: elas são pareadas pelo id e comparadas uma a uma.",
    run_a: "Execução A",
    run_b: "Execução B",
    label_k: "k",
    results: "B − A, tarefa a tarefa",
    metric: "métrica",
    difference: "B − A",
    paired_t: "t pareado (95%)",
    paired_bootstrap: "bootstrap pareado (95%)",
    unpaired: "não pareado (95%)",
    interval_undefined: "não definido: menos de 2 tarefas",
    unpaired_note: "O intervalo não pareado ignora que as duas execuções viram as mesmas tarefas; o pareamento tira a variação de dificuldade entre tarefas, por isso seu intervalo é mais estreito.",
    movers: "Tarefas que mudaram",
    task: "tarefa",
    change: "mudança em c/n",
    unmatched: "Tarefas em só uma execução",
    chart_runs: "As duas execuções ao longo de k, com faixas de 95%: A tracejada, B contínua.",
    chart_difference: "B − A ao longo de k, com o intervalo pareado de 95%.",
    legend_a: "A",
    legend_b: "B",
    axis_difference: "B − A",
    waiting: "Dê as duas execuções para compará-las.",
    plan_lede: "Quantas tarefas a próxima avaliação precisa? Pelo modelo de dificuldade do explorador, a variância exata da estimativa sem viés de cada tarefa, e quantas tarefas fixam a média.",
    plan_labels: PlanLabels {
        p: "taxa média de sucesso p (%)",
        spread: "dispersão de dificuldade ρ (0–1)",
        k: "k",
        trials: "tentativas por tarefa n",
        width: "meia-largura alvo w (pontos)",
    },
    plan_columns: ["tentativas por tarefa", "tarefas para pass^k", "tarefas para pass@k", "tentativas no total", "diferença de pass^k detectável"],
    plan_method: "Tarefas = ⌈z²·Var/w²⌉ com z = 1,959964 e Var a variância exata da estimativa por tarefa no modelo beta-binomial. A diferença detectável é (1,96 + 0,84)·√(2·variância dentro da tarefa / tarefas): dois agentes nas mesmas tarefas compartilham a dificuldade.",
};

/// The plan view's field labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanLabels {
    /// The mean success rate p, percent.
    pub p: &'static str,
    /// The difficulty spread.
    pub spread: &'static str,
    /// k.
    pub k: &'static str,
    /// Trials per task n.
    pub trials: &'static str,
    /// The target half-width w.
    pub width: &'static str,
}

/// English plural: one, else other ("1 task", "0 tasks", "2 tasks").
pub(crate) fn plural_en(count: usize, one: &'static str, other: &'static str) -> &'static str {
    if count == 1 {
        one
    } else {
        other
    }
}

/// Portuguese plural: 0 and 1 take the singular ("0 tarefa", "1 tarefa", "2 tarefas").
pub(crate) fn plural_pt(count: usize, one: &'static str, other: &'static str) -> &'static str {
    if count <= 1 {
        one
    } else {
        other
    }
}
