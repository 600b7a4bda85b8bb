//! The words of the leaderboard view.

use passk_core::aggregate::Metric;
use passk_core::lang::Lang;

/// The fixed strings of the leaderboard.
#[derive(Debug)]
pub struct BoardWords {
    /// The tab.
    pub tab: &'static str,
    /// What the view answers.
    pub lede: &'static str,
    /// Label of the file picker (one run per file).
    pub files_label: &'static str,
    /// Label of the paste box.
    pub paste_label: &'static str,
    /// Button: add the pasted text as a run.
    pub add_run: &'static str,
    /// Label of a run's name field.
    pub name_label: &'static str,
    /// Button: remove a run.
    pub remove: &'static str,
    /// Label of the metric picker.
    pub metric_label: &'static str,
    /// Label of the k field.
    pub k_label: &'static str,
    /// Said before two runs are in.
    pub waiting: &'static str,
    /// Said when a 21st run is refused.
    pub too_many: &'static str,
    /// Table headers: rank, groups, run, value, 95% interval, rank interval.
    pub headers: [&'static str; 6],
    /// The matrix's caption.
    pub matrix_caption: &'static str,
}

const EN: BoardWords = BoardWords {
    tab: "Leaderboard",
    lede: "Drop 2 to 20 result files (one run each, any format the data view reads): which run is best, and which can you not tell apart?",
    files_label: "Runs: pick or drop files (one run per file)",
    paste_label: "Or paste a run",
    add_run: "Add as a run",
    name_label: "Name",
    remove: "Remove",
    metric_label: "Metric",
    k_label: "k",
    waiting: "Add at least two runs to rank them.",
    too_many: "A board takes at most 20 runs; the rest were not added.",
    headers: ["Rank", "Group", "Run", "Value", "95% interval", "Rank 95%"],
    matrix_caption: "Row − column, task by task: mean difference and Holm-adjusted permutation p-value",
};

const KO: BoardWords = BoardWords {
    tab: "리더보드",
    lede: "결과 파일 2~20개를 넣으세요 (파일마다 실행 하나, 데이터 보기가 읽는 모든 형식): 어느 실행이 가장 좋고, 어느 실행들은 구별할 수 없는가?",
    files_label: "실행: 파일을 고르거나 끌어 놓기 (파일마다 실행 하나)",
    paste_label: "또는 실행 하나를 붙여넣기",
    add_run: "실행으로 추가",
    name_label: "이름",
    remove: "삭제",
    metric_label: "지표",
    k_label: "k",
    waiting: "순위를 매기려면 실행을 두 개 이상 추가하세요.",
    too_many: "리더보드는 실행을 최대 20개까지 받는다; 나머지는 추가하지 않았다.",
    headers: ["순위", "그룹", "실행", "값", "95% 구간", "순위 95%"],
    matrix_caption: "행 − 열, 작업별: 평균 차이와 Holm 보정 순열 p값",
};

const PT: BoardWords = BoardWords {
    tab: "Ranking",
    lede: "Solte de 2 a 20 arquivos de resultados (uma execução cada, em qualquer formato que a visão de dados lê): qual execução é a melhor, e quais não dá para distinguir?",
    files_label: "Execuções: escolha ou solte arquivos (uma execução por arquivo)",
    paste_label: "Ou cole uma execução",
    add_run: "Adicionar como execução",
    name_label: "Nome",
    remove: "Remover",
    metric_label: "Métrica",
    k_label: "k",
    waiting: "Adicione pelo menos duas execuções para ordená-las.",
    too_many: "O ranking aceita no máximo 20 execuções; as demais não foram adicionadas.",
    headers: ["Posição", "Grupo", "Execução", "Valor", "Intervalo 95%", "Posição 95%"],
    matrix_caption: "Linha − coluna, tarefa por tarefa: diferença média e p-valor de permutação ajustado por Holm",
};

/// What board.rs says, in each language (implemented for [`Lang`]).
pub trait BoardText {
    /// The fixed strings.
    fn board_words(self) -> &'static BoardWords;

    /// A metric's name at k ("pass^3", "avg@k").
    fn board_metric(self, metric: Metric, k: u64) -> String;

    /// What the ranking rests on: common tasks, tasks not in every run, tasks left out.
    fn board_note(self, common: usize, partly: &[String], too_few: usize, k: u64) -> String;

    /// While the board is computed: "Ranking… 40%".
    fn board_progress(self, done: f64) -> String;

    /// How the board was made, in a paragraph.
    fn board_method(self, single_trial: bool, resamples: u32, seed: u64) -> String;
}

impl BoardText for Lang {
    fn board_words(self) -> &'static BoardWords {
        match self {
            Lang::En => &EN,
            Lang::Ko => &KO,
            Lang::Pt => &PT,
        }
    }

    fn board_metric(self, metric: Metric, k: u64) -> String {
        match metric {
            Metric::PassAtK => format!("pass@{k}"),
            Metric::PassHatK => format!("pass^{k}"),
            Metric::AvgAtK => "avg@k".to_string(),
        }
    }

    fn board_note(self, common: usize, partly: &[String], too_few: usize, k: u64) -> String {
        let shown: Vec<&str> = partly.iter().take(10).map(String::as_str).collect();
        let more = partly.len().saturating_sub(shown.len());
        let mut text = match self {
            Lang::En => format!("Ranked on the {common} tasks every run has."),
            Lang::Ko => format!("모든 실행에 있는 작업 {common}개로 순위를 매겼다."),
            Lang::Pt => format!("Ordenado pelas {common} tarefas que todas as execuções têm."),
        };
        if !partly.is_empty() {
            let list = if more > 0 {
                format!("{} …(+{more})", shown.join(", "))
            } else {
                shown.join(", ")
            };
            text.push(' ');
            text.push_str(&match self {
                Lang::En if partly.len() == 1 => {
                    format!("1 task is not in every run and is left out: {list}.")
                }
                Lang::En => format!(
                    "{} tasks are not in every run and are left out: {list}.",
                    partly.len()
                ),
                Lang::Ko => format!(
                    "모든 실행에 있지 않은 작업 {}개는 제외했다: {list}.",
                    partly.len()
                ),
                Lang::Pt => format!(
                    "{} tarefas não estão em todas as execuções e ficam de fora: {list}.",
                    partly.len()
                ),
            });
        }
        if too_few > 0 {
            text.push(' ');
            text.push_str(&match self {
                Lang::En => format!("{too_few} of them have fewer than {k} trials in some run and are left out at this k."),
                Lang::Ko => format!("그중 {too_few}개는 어떤 실행에서 시도가 {k}회 미만이라 이 k에서 제외했다."),
                Lang::Pt => format!("{too_few} delas têm menos de {k} tentativas em alguma execução e ficam de fora neste k."),
            });
        }
        text
    }

    fn board_progress(self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        match self {
            Lang::En => format!("Ranking… {percent}%"),
            Lang::Ko => format!("순위 계산 중… {percent}%"),
            Lang::Pt => format!("Ordenando… {percent}%"),
        }
    }

    fn board_method(self, single_trial: bool, resamples: u32, seed: u64) -> String {
        let mut text = match self {
            Lang::En => format!("Values are the unbiased estimators averaged over the common tasks. Intervals and rank intervals come from one paired bootstrap ({resamples} resamples, seed {seed}): each resample draws the same tasks for every run. Pairs are compared task by task with the sign-flip permutation test (exact up to 16 differing tasks, sampled beyond), Holm-adjusted over all pairs; runs sharing a letter are not significantly different at 5%."),
            Lang::Ko => format!("값은 공통 작업에 대해 평균한 비편향 추정량이다. 구간과 순위 구간은 하나의 대응 부트스트랩(재표본 {resamples}회, 시드 {seed})에서 나온다: 각 재표본은 모든 실행에 같은 작업을 뽑는다. 쌍은 작업별 부호 뒤집기 순열 검정(다른 작업 16개까지 정확, 그 이상은 표본)으로 비교하고 모든 쌍에 Holm 보정을 한다; 같은 글자를 가진 실행은 5%에서 유의하게 다르지 않다."),
            Lang::Pt => format!("Os valores são os estimadores não enviesados médios nas tarefas comuns. Intervalos e intervalos de posição vêm de um único bootstrap pareado ({resamples} reamostras, semente {seed}): cada reamostra sorteia as mesmas tarefas para todas as execuções. Os pares são comparados tarefa por tarefa pelo teste de permutação de sinais (exato até 16 tarefas diferentes, amostrado além), com ajuste de Holm sobre todos os pares; execuções com a mesma letra não diferem significativamente a 5%."),
        };
        if single_trial {
            text.push(' ');
            text.push_str(match self {
                Lang::En => "With one trial per task the differences are −1, 0 or +1, and this test is the exact McNemar test on the discordant tasks.",
                Lang::Ko => "작업당 시도가 한 번이면 차이는 −1, 0, +1이고, 이 검정은 불일치 작업에 대한 정확 McNemar 검정이다.",
                Lang::Pt => "Com uma tentativa por tarefa as diferenças são −1, 0 ou +1, e este teste é o teste exato de McNemar nas tarefas discordantes.",
            });
        }
        text
    }
}
