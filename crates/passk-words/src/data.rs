//! The data view's words: labels, captions, notes and the sentences built from its numbers.

use crate::prelude::*;
use passk_core::lang::Lang;
use passk_data::dataset::{Consistency, HistogramAxis};

/// The data view's words.
#[derive(Debug)]
pub struct DataWords {
    /// Label of the text area.
    pub input_label: &'static str,
    /// The sample button.
    pub sample: &'static str,
    /// The clear button.
    pub clear: &'static str,
    /// Label of the format picker.
    pub format: &'static str,
    /// The picker's automatic choice.
    pub detect: &'static str,
    /// The picker's automatic choice once a format was found, before its name.
    pub detected: &'static str,
    /// Before the reward threshold.
    pub threshold: &'static str,
    /// Next to the progress bar.
    pub importing: &'static str,
    /// Label of the k field.
    pub k_label: &'static str,
    /// Under pass@k.
    pub meaning_at: &'static str,
    /// Under pass^k.
    pub meaning_hat: &'static str,
    /// Title of avg@k.
    pub avg_title: &'static str,
    /// Under avg@k.
    pub meaning_avg: &'static str,
    /// When no task has n ≥ k.
    pub no_estimate: &'static str,
    /// Caption of the data chart.
    pub chart_caption: &'static str,
    /// Caption of the table.
    pub table_caption: &'static str,
    /// A task without an estimate at this k.
    pub too_few: &'static str,
    /// The kind column.
    pub kind: &'static str,
}

/// The status line's words around its three counts ("3 tasks, 24 records read, 0 skipped."),
/// each agreeing with its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatusWords {
    /// After the task count.
    pub after_tasks: &'static str,
    /// After the record count.
    pub after_records: &'static str,
    /// After the skipped count.
    pub after_skipped: &'static str,
}

/// What data.rs says, in each language (implemented for [`Lang`]).
pub trait DataText {
    /// The data view's words.
    fn data_words(self) -> &'static DataWords;

    /// How consistent a task was, for the task table's kind column.
    fn consistency_name(self, consistency: Consistency) -> &'static str;

    /// The status line's words for these counts of tasks and records.
    fn status_words(self, tasks: usize, records: usize) -> StatusWords;

    /// "3 tasks, 24 trials, k = 3" and, when some were left out, why.
    fn rests_on(self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String;

    /// "95% CI a – b (t, SE s); bootstrap c – d".
    fn interval(self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String;

    /// The data chart's legend: a measured curve ("measured pass@k").
    fn measured(self, metric: &str) -> String;

    /// The data chart's legend: i.i.d. pass@k at the data's mean rate.
    fn iid_at_mean(self, rate: &str) -> String;

    /// The data chart's legend: the other i.i.d. curve ("i.i.d. pass^k").
    fn iid_curve(self, metric: &str) -> String;

    /// The data chart's legend: the fitted spread's pass@k, with ρ.
    fn fitted_spread(self, spread: f64, metric: &str) -> String;

    /// The data chart's legend: the fitted spread's other curve.
    fn fitted_curve(self, metric: &str) -> String;

    /// The data chart's y axis.
    fn mean_over_tasks(self) -> &'static str;

    /// The histogram's x axis.
    fn histogram_axis(self, axis: HistogramAxis) -> String;

    /// The histogram's y axis.
    fn tasks_axis(self) -> &'static str;

    /// The table editor's words: open, close, the task column, add, remove (a column
    /// header for screen readers).
    fn editor_words(self) -> EditorWords;

    /// The name a new row of the table editor gets ("task 4").
    fn new_task_name(self, number: usize) -> String;

    /// A cell of the table editor, for screen readers ("n, row 3").
    fn editor_cell(self, column: &str, row: usize) -> String;

    /// A row's remove button, for screen readers.
    fn editor_remove_row(self, row: usize) -> String;

    /// Under the task table when it shows only some tasks.
    fn table_showing(self, shown: usize, total: usize) -> String;

    /// The data view's regions, for screen readers: input, file picker, summary.
    fn data_regions(self) -> DataRegions;

    /// Label of the inspect_ai scorer picker.
    fn scorer_label(self) -> &'static str;

    /// A picked file was read into the text area.
    fn file_loaded(self, name: &str) -> String;

    /// A picked file too big for the text area was read directly.
    fn file_loaded_large(self, name: &str, megabytes: f64) -> String;

    /// What was kept for the next visit: only the per-task counts, or nothing.
    fn storage_counts_kept(self) -> &'static str;

    /// Nothing could be kept for the next visit.
    fn storage_not_kept(self) -> &'static str;

    /// After a reload: the last visit's data could not be kept, so none came back.
    fn storage_not_kept_last_time(self) -> &'static str;

    /// The latest input yielded nothing, so the previous data is still shown.
    fn kept_previous_note(self, tasks: usize) -> String;

    /// The table editor is off for big data sets.
    fn editor_cap_note(self, rows: usize) -> String;

    /// The data view's k is above every task's n.
    fn data_k_above_trials(self, k: u64) -> String;

    /// The data view's k field holds something other than a whole number ≥ 1.
    fn data_k_not_whole(self, text: &str) -> String;

    /// The data chart, for screen readers.
    fn data_chart_description(self) -> &'static str;

    /// The histogram, for screen readers.
    fn histogram_description(self) -> &'static str;

    /// "How often each task passed: 1 always right, 2 flaky, 0 never right."
    fn histogram_caption(self, always: usize, flaky: usize, never: usize) -> String;
}

impl DataText for Lang {
    fn data_words(self) -> &'static DataWords {
        match self {
            Lang::En => &DATA_EN,
            Lang::Ko => &DATA_KO,
            Lang::Pt => &DATA_PT,
        }
    }

    fn consistency_name(self, consistency: Consistency) -> &'static str {
        match (self, consistency) {
            (Lang::En, Consistency::AlwaysRight) => "always right",
            (Lang::En, Consistency::Flaky) => "flaky",
            (Lang::En, Consistency::NeverRight) => "never right",
            (Lang::Ko, Consistency::AlwaysRight) => "항상 성공",
            (Lang::Ko, Consistency::Flaky) => "들쭉날쭉",
            (Lang::Ko, Consistency::NeverRight) => "항상 실패",
            (Lang::Pt, Consistency::AlwaysRight) => "sempre certa",
            (Lang::Pt, Consistency::Flaky) => "instável",
            (Lang::Pt, Consistency::NeverRight) => "nunca certa",
        }
    }

    fn status_words(self, tasks: usize, records: usize) -> StatusWords {
        use crate::compare::{plural_en, plural_pt};
        match self {
            Lang::En => StatusWords {
                after_tasks: plural_en(tasks, " task, ", " tasks, "),
                after_records: plural_en(records, " record read, ", " records read, "),
                after_skipped: " skipped.",
            },
            Lang::Ko => StatusWords {
                after_tasks: "개 작업, ",
                after_records: "개 기록 읽음, ",
                after_skipped: "개 건너뜀.",
            },
            Lang::Pt => StatusWords {
                after_tasks: plural_pt(tasks, " tarefa, ", " tarefas, "),
                after_records: plural_pt(records, " registro lido, ", " registros lidos, "),
                after_skipped: " ignorados.",
            },
        }
    }

    fn rests_on(self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        match self {
            Lang::En => {
                let mut text = format!("{tasks} task{}, {trials} trials, k = {k}", plural(tasks));
                if excluded > 0 {
                    text.push_str(&format!(
                        "; {excluded} task{} with fewer than {k} trials left out",
                        plural(excluded)
                    ));
                }
                text
            }
            Lang::Ko => {
                let mut text = format!("작업 {tasks}개, 시도 {trials}회, k = {k}");
                if excluded > 0 {
                    text.push_str(&format!("; 시도가 {k}회 미만인 작업 {excluded}개 제외"));
                }
                text
            }
            Lang::Pt => {
                let mut text = format!("{tasks} tarefa{}, {trials} trials, k = {k}", plural(tasks));
                if excluded > 0 {
                    text.push_str(&format!(
                        "; {excluded} tarefa{} com menos de {k} trials deixada{} de fora",
                        plural(excluded),
                        plural(excluded)
                    ));
                }
                text
            }
        }
    }

    fn interval(self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String {
        let (ci, word) = match self {
            Lang::En => ("95% CI", "bootstrap"),
            Lang::Ko => ("95% 신뢰구간", "부트스트랩"),
            Lang::Pt => ("IC 95%", "bootstrap"),
        };
        format!(
            "{ci} {} – {} (t, SE {se}); {word} {} – {}",
            t.0, t.1, bootstrap.0, bootstrap.1
        )
    }

    fn measured(self, metric: &str) -> String {
        match self {
            Lang::En => format!("measured {metric}"),
            Lang::Ko => format!("측정한 {metric}"),
            Lang::Pt => format!("{metric} medido"),
        }
    }

    fn iid_at_mean(self, rate: &str) -> String {
        let rate = self.number(rate);
        match self {
            Lang::En => format!("i.i.d. at mean p = {rate}"),
            Lang::Ko => format!("평균 p = {rate}의 독립 시행"),
            Lang::Pt => format!("i.i.d. com p médio = {rate}"),
        }
    }

    fn iid_curve(self, metric: &str) -> String {
        match self {
            Lang::En => format!("i.i.d. {metric}"),
            Lang::Ko => format!("독립 시행 {metric}"),
            Lang::Pt => format!("{metric} i.i.d."),
        }
    }

    fn fitted_spread(self, spread: f64, metric: &str) -> String {
        let spread = self.number(&format!("{spread:.2}"));
        match self {
            Lang::En => format!("fitted spread (Beta, ρ = {spread}) {metric}"),
            Lang::Ko => format!("맞춘 난이도 분산 (베타, ρ = {spread}) {metric}"),
            Lang::Pt => format!("dispersão ajustada (Beta, ρ = {spread}) {metric}"),
        }
    }

    fn fitted_curve(self, metric: &str) -> String {
        match self {
            Lang::En => format!("fitted {metric}"),
            Lang::Ko => format!("맞춘 {metric}"),
            Lang::Pt => format!("{metric} ajustado"),
        }
    }

    fn mean_over_tasks(self) -> &'static str {
        match self {
            Lang::En => "mean over tasks",
            Lang::Ko => "작업 평균",
            Lang::Pt => "média entre tarefas",
        }
    }

    fn histogram_axis(self, axis: HistogramAxis) -> String {
        match (axis, self) {
            (HistogramAxis::SuccessesOutOf(n), Lang::En) => format!("successes out of {n} trials"),
            (HistogramAxis::SuccessesOutOf(n), Lang::Ko) => format!("시도 {n}회 중 성공 횟수"),
            (HistogramAxis::SuccessesOutOf(n), Lang::Pt) => format!("acertos em {n} trials"),
            (HistogramAxis::SuccessRate, Lang::En) => "per-task success rate".to_string(),
            (HistogramAxis::SuccessRate, Lang::Ko) => "작업별 성공률".to_string(),
            (HistogramAxis::SuccessRate, Lang::Pt) => "taxa de acerto por tarefa".to_string(),
        }
    }

    fn tasks_axis(self) -> &'static str {
        match self {
            Lang::En => "tasks",
            Lang::Ko => "작업 수",
            Lang::Pt => "tarefas",
        }
    }

    fn editor_words(self) -> EditorWords {
        let (open, close, task, add, remove) = match self {
            Lang::En => (
                "Edit as a table",
                "Close the table",
                "task",
                "Add a task",
                "Remove",
            ),
            Lang::Ko => ("표로 편집", "표 닫기", "작업", "작업 추가", "삭제"),
            Lang::Pt => (
                "Editar como tabela",
                "Fechar a tabela",
                "tarefa",
                "Adicionar tarefa",
                "Remover",
            ),
        };
        EditorWords {
            open,
            close,
            task,
            add,
            remove,
        }
    }

    fn new_task_name(self, number: usize) -> String {
        format!("{} {number}", self.editor_words().task)
    }

    fn editor_cell(self, column: &str, row: usize) -> String {
        match self {
            Lang::En => format!("{column}, row {row}"),
            Lang::Ko => format!("{column}, {row}행"),
            Lang::Pt => format!("{column}, linha {row}"),
        }
    }

    fn editor_remove_row(self, row: usize) -> String {
        match self {
            Lang::En => format!("Remove task {row}"),
            Lang::Ko => format!("작업 {row} 삭제"),
            Lang::Pt => format!("Remover tarefa {row}"),
        }
    }

    fn table_showing(self, shown: usize, total: usize) -> String {
        match self {
            Lang::En => format!("Showing {shown} of {total} tasks; sort to see others."),
            Lang::Ko => {
                format!("작업 {total}개 중 {shown}개를 보여 준다. 정렬하면 다른 작업을 볼 수 있다.")
            }
            Lang::Pt => format!("Mostrando {shown} de {total} tarefas; ordene para ver outras."),
        }
    }

    fn data_regions(self) -> DataRegions {
        let (data, pick_file, summary) = match self {
            Lang::En => ("Your data", "Pick a results file", "Summary across tasks"),
            Lang::Ko => ("내 데이터", "결과 파일 고르기", "작업 전체 요약"),
            Lang::Pt => (
                "Seus dados",
                "Escolher um arquivo de resultados",
                "Resumo entre tarefas",
            ),
        };
        DataRegions {
            data,
            pick_file,
            summary,
        }
    }

    fn scorer_label(self) -> &'static str {
        match self {
            Lang::En => "Scorer",
            Lang::Ko => "채점기",
            Lang::Pt => "Avaliador",
        }
    }

    fn file_loaded(self, name: &str) -> String {
        match self {
            Lang::En => format!("Loaded {name}."),
            Lang::Ko => format!("{name}을(를) 불러왔다."),
            Lang::Pt => format!("{name} carregado."),
        }
    }

    fn file_loaded_large(self, name: &str, megabytes: f64) -> String {
        let size = self.number(&format!("{megabytes:.1}"));
        match self {
            Lang::En => format!("Loaded {name} ({size} MB): too big to show in the text area, so it is read directly."),
            Lang::Ko => format!("{name}({size} MB)을(를) 불러왔다: 입력란에 보이기에는 너무 커서 바로 읽는다."),
            Lang::Pt => format!("{name} ({size} MB) carregado: grande demais para a caixa de texto, por isso é lido diretamente."),
        }
    }

    fn storage_counts_kept(self) -> &'static str {
        match self {
            Lang::En => "Kept for your next visit as per-task counts (task, n, c), names included: the data as given is too big for the browser's storage.",
            Lang::Ko => "다음 방문을 위해 작업별 횟수(작업, n, c)로 저장했다(이름 포함). 원래 데이터는 브라우저 저장소에 넣기에 너무 크다.",
            Lang::Pt => "Guardado para a próxima visita como contagens por tarefa (tarefa, n, c), com os nomes: os dados como foram dados são grandes demais para o armazenamento do navegador.",
        }
    }

    fn storage_not_kept(self) -> &'static str {
        match self {
            Lang::En => "Not kept for your next visit: the browser's storage is full or turned off. The data is shown now; pick the file again next time. Nothing older will come back in its place.",
            Lang::Ko => "다음 방문을 위해 저장하지 못했다: 브라우저 저장소가 가득 찼거나 꺼져 있다. 데이터는 지금 보이고 있으니, 다음에는 파일을 다시 고르세요. 이전 데이터가 대신 돌아오지는 않는다.",
            Lang::Pt => "Não guardado para a próxima visita: o armazenamento do navegador está cheio ou desligado. Os dados aparecem agora; escolha o arquivo de novo da próxima vez. Nada mais antigo voltará no lugar deles.",
        }
    }

    fn storage_not_kept_last_time(self) -> &'static str {
        match self {
            Lang::En => "The data of your last visit was not kept: the browser's storage was full or turned off. Paste or pick it again.",
            Lang::Ko => "지난 방문의 데이터는 저장되지 않았다: 브라우저 저장소가 가득 찼거나 꺼져 있었다. 다시 붙여 넣거나 파일을 고르세요.",
            Lang::Pt => "Os dados da sua última visita não foram guardados: o armazenamento do navegador estava cheio ou desligado. Cole ou escolha o arquivo de novo.",
        }
    }

    fn kept_previous_note(self, tasks: usize) -> String {
        match self {
            Lang::En => format!("Nothing could be read from this input, so the previous data ({tasks} tasks) is still shown. Fix the input, or clear it to start again."),
            Lang::Ko => format!("이 입력에서는 아무것도 읽지 못해 이전 데이터(작업 {tasks}개)를 계속 보여 준다. 입력을 고치거나, 지우고 다시 시작하세요."),
            Lang::Pt => format!("Nada pôde ser lido desta entrada, por isso os dados anteriores ({tasks} tarefas) continuam à mostra. Corrija a entrada ou limpe-a para recomeçar."),
        }
    }

    fn editor_cap_note(self, rows: usize) -> String {
        match self {
            Lang::En => format!("The table editor takes up to {rows} tasks; edit bigger data as text or in the tool that made it."),
            Lang::Ko => format!("표 편집은 작업 {rows}개까지 된다. 더 큰 데이터는 텍스트로, 또는 만든 도구에서 고치세요."),
            Lang::Pt => format!("O editor de tabela aceita até {rows} tarefas; edite dados maiores como texto ou na ferramenta que os gerou."),
        }
    }

    fn data_k_above_trials(self, k: u64) -> String {
        match self {
            Lang::En => format!("k = {k} is more than every task's trials: no task has an unbiased estimate"),
            Lang::Ko => format!("k = {k}는 모든 작업의 시도 횟수보다 크다: 비편향 추정값이 있는 작업이 없다"),
            Lang::Pt => format!("k = {k} é maior que os trials de todas as tarefas: nenhuma tem estimativa não enviesada"),
        }
    }

    fn data_k_not_whole(self, text: &str) -> String {
        match self {
            Lang::En => format!("“{text}” is not a whole number ≥ 1"),
            Lang::Ko => format!("“{text}”은(는) 1 이상의 정수가 아니다"),
            Lang::Pt => format!("“{text}” não é um número inteiro ≥ 1"),
        }
    }

    fn data_chart_description(self) -> &'static str {
        match self {
            Lang::En => "Measured pass@k and pass^k over k with 95% bands, against the i.i.d. curves at the same mean rate and the fitted difficulty-spread curves.",
            Lang::Ko => "k에 따른 측정 pass@k와 pass^k(95% 구간), 같은 평균 성공률의 독립 시행 곡선과 맞춘 난이도 분산 곡선.",
            Lang::Pt => "pass@k e pass^k medidos ao longo de k com faixas de 95%, contra as curvas i.i.d. com a mesma taxa média e as curvas da dispersão de dificuldade ajustada.",
        }
    }

    fn histogram_description(self) -> &'static str {
        match self {
            Lang::En => "Histogram of per-task successes.",
            Lang::Ko => "작업별 성공 횟수의 히스토그램.",
            Lang::Pt => "Histograma de acertos por tarefa.",
        }
    }

    fn histogram_caption(self, always: usize, flaky: usize, never: usize) -> String {
        match self {
            Lang::En => format!("How often each task passed: {always} always right, {flaky} flaky, {never} never right."),
            Lang::Ko => format!("작업별 성공 횟수: 항상 성공 {always}개, 들쭉날쭉 {flaky}개, 항상 실패 {never}개."),
            Lang::Pt => format!("Quantas vezes cada tarefa passou: {always} sempre certa, {flaky} instável, {never} nunca certa."),
        }
    }
}

/// English.
pub static DATA_EN: DataWords = DataWords {
    input_label: "Paste results, drop a file here, or pick one",
    sample: "Load the example: 3 tasks × 8 trials (8, 6, 4 successes)",
    clear: "Clear data",
    format: "Format",
    detect: "detect automatically",
    detected: "detect (found: ",
    threshold: "a reward counts as a success when ≥",
    importing: "Importing…",
    k_label: "k for the summary and the table",
    meaning_at: "mean over tasks of 1 − C(n−c, k)/C(n, k)",
    meaning_hat: "mean over tasks of C(c, k)/C(n, k)",
    avg_title: "avg@k (mean success rate)",
    meaning_avg: "mean over tasks of c/n",
    no_estimate: "no task has enough trials for this k",
    chart_caption: "Solid: your data, with 95% bands. Dashed: i.i.d. at the same mean p (what the sliders assume). Dotted: a Beta spread of task difficulty fitted to your data. The gap is why 1 − (1 − p)^k overstates real pass@k.",
    table_caption: "Per task: the unbiased estimates at k. Click a heading to sort.",
    too_few: "n < k",
    kind: "kind",
};

/// Korean.
pub static DATA_KO: DataWords = DataWords {
    input_label: "결과를 붙여 넣거나, 파일을 여기에 끌어다 놓거나, 파일을 고르세요",
    sample: "예시 불러오기: 작업 3개 × 시도 8회 (성공 8, 6, 4회)",
    clear: "데이터 지우기",
    format: "형식",
    detect: "자동 감지",
    detected: "자동 감지 (찾음: ",
    threshold: "보상이 이 값 이상이면 성공:",
    importing: "가져오는 중…",
    k_label: "요약과 표에 쓸 k",
    meaning_at: "작업별 1 − C(n−c, k)/C(n, k)의 평균",
    meaning_hat: "작업별 C(c, k)/C(n, k)의 평균",
    avg_title: "avg@k (평균 성공률)",
    meaning_avg: "작업별 c/n의 평균",
    no_estimate: "이 k만큼 시도한 작업이 없다",
    chart_caption: "실선: 내 데이터와 95% 구간. 파선: 같은 평균 p의 독립 시행 (슬라이더의 가정). 점선: 내 데이터에 맞춘 난이도 분산 (베타). 이 차이 때문에 1 − (1 − p)^k는 실제 pass@k보다 높게 나온다.",
    table_caption: "작업별 k에서의 비편향 추정값. 제목을 누르면 정렬된다.",
    too_few: "n < k",
    kind: "유형",
};

/// Portuguese.
pub static DATA_PT: DataWords = DataWords {
    input_label: "Cole resultados, solte um arquivo aqui ou escolha um",
    sample: "Carregar o exemplo: 3 tarefas × 8 trials (8, 6, 4 acertos)",
    clear: "Limpar dados",
    format: "Formato",
    detect: "detectar automaticamente",
    detected: "detectar (encontrado: ",
    threshold: "uma recompensa conta como acerto quando ≥",
    importing: "Importando…",
    k_label: "k para o resumo e a tabela",
    meaning_at: "média entre tarefas de 1 − C(n−c, k)/C(n, k)",
    meaning_hat: "média entre tarefas de C(c, k)/C(n, k)",
    avg_title: "avg@k (taxa média de acerto)",
    meaning_avg: "média entre tarefas de c/n",
    no_estimate: "nenhuma tarefa tem trials suficientes para este k",
    chart_caption: "Linha cheia: seus dados, com faixas de 95%. Tracejada: i.i.d. com a mesma média p (o que os sliders supõem). Pontilhada: uma dispersão Beta da dificuldade ajustada aos seus dados. A diferença é por que 1 − (1 − p)^k superestima o pass@k real.",
    table_caption: "Por tarefa: as estimativas não enviesadas em k. Clique num título para ordenar.",
    too_few: "n < k",
    kind: "tipo",
};

/// The table editor's fixed words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditorWords {
    /// The button that opens the editor.
    pub open: &'static str,
    /// The same button while it is open.
    pub close: &'static str,
    /// The task column's heading (and new tasks' names).
    pub task: &'static str,
    /// The button that adds a row.
    pub add: &'static str,
    /// The remove column's heading (read by screen readers).
    pub remove: &'static str,
}

/// The data view's regions, as screen readers name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataRegions {
    /// The input region.
    pub data: &'static str,
    /// The file picker.
    pub pick_file: &'static str,
    /// The summaries.
    pub summary: &'static str,
}
