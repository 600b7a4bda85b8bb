//! Everything Korean says: the words and sentences of every topic (`crate::board`,
//! `crate::data`, …), in that language's word order. A new language is a file like this
//! one, a `Lang` variant and its arm in `languages`' `ask!`.

use crate::{
    board::*, command::*, compare::*, data::*, embed::*, explorer::*, fields::*, files::*,
    honest::*, problems::*, results::*, results_compare::*, workshop::*,
};
use passk_core::{
    board::Standing, compare::GateVerdict, estimators::EstimateError, input::FieldIssue,
    input::FieldSpec, lang::Lang, posterior::EstimatorChoice, posterior::PriorChoice,
    presets::PresetId, quiz::QuestionKind, share::Theme, stats::Bootstrap,
};
use passk_data::{
    compare::MoverOrder, dataset::Consistency, dataset::HistogramAxis, import::wire::WorkerFailure,
    import::ArchiveFault, import::DecodeError, import::Expected, import::FileCounts,
    import::Format, import::InfrastructureErrors, import::JsonKind, import::Place,
    import::ProblemKind, import::TrialKey, import::Warning,
};

/// Korean.
pub(crate) struct Korean;

// board.rs

impl BoardText for Korean {
    fn board_words(&self) -> &'static BoardWords {
        &BOARD_WORDS
    }

    fn board_note(&self, common: usize, partly: &[String], too_few: usize, k: u64) -> String {
        let shown: Vec<&str> = partly.iter().take(10).map(String::as_str).collect();
        let more = partly.len().saturating_sub(shown.len());
        let mut text = format!("모든 실행에 있는 작업 {common}개로 순위를 매겼다.");
        if !partly.is_empty() {
            let list = if more > 0 {
                format!("{} …(+{more})", shown.join(", "))
            } else {
                shown.join(", ")
            };
            text.push(' ');
            text.push_str(&format!(
                "모든 실행에 있지 않은 작업 {}개는 제외했다: {list}.",
                partly.len()
            ));
        }
        if too_few > 0 {
            text.push(' ');
            text.push_str(&format!(
                "그중 {too_few}개는 어떤 실행에서 시도가 {k}회 미만이라 이 k에서 제외했다."
            ));
        }
        text
    }

    fn board_not_ranked(&self, runs: usize, common: usize, k: u64, largest_k: u64) -> String {
        if common == 0 {
            return format!("{runs}개 실행 모두에 있는 작업이 없다 (작업은 id로 맞춘다).");
        }
        let past = format!("k = {k}은(는) 실행들의 시도 수를 넘는다: 모든 실행에 있는 작업 {common}개 모두 어떤 실행에서 시도가 {k}회보다 적다.");
        match largest_k {
            0 => format!(
                "{past} 어떤 k로도 순위를 매길 수 없다: 각 작업마다 시도가 없는 실행이 있다."
            ),
            largest => format!("{past} 가능한 가장 큰 k는 {largest}이다."),
        }
    }

    fn board_use_k(&self, k: u64) -> String {
        format!("k = {k}로 순위 매기기")
    }

    fn board_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("순위 계산 중… {percent}%")
    }

    fn board_method(&self, single_trial: bool, resamples: u32, seed: u64) -> String {
        let mut text = format!("값은 공통 작업에 대해 평균한 비편향 추정량이다. 구간과 순위 구간은 하나의 대응 부트스트랩(재표본 {resamples}회, 시드 {seed})에서 나온다: 각 재표본은 모든 실행에 같은 작업을 뽑는다. 쌍은 작업별 부호 뒤집기 순열 검정(다른 작업 16개까지 정확, 그 이상은 표본)으로 비교하고 모든 쌍에 Holm 보정을 한다; 같은 글자를 가진 실행은 5%에서 유의하게 다르지 않다.");
        if single_trial {
            text.push(' ');
            text.push_str("작업당 시도가 한 번이면 차이는 −1, 0, +1이고, 이 검정은 불일치 작업에 대한 정확 McNemar 검정이다.");
        }
        text
    }
}

const BOARD_WORDS: BoardWords = BoardWords {
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
    not_added: "추가하지 않음:",
    runs_not_kept: "다음 방문을 위해 모든 실행을 보관하지 못했다: 브라우저 저장소가 가득 찼거나 꺼져 있다. 지금은 순위에 들어 있다; 다음에 다시 추가하세요.",
    runs_not_kept_last_time: "지난 방문의 일부 실행을 보관하지 못해 (브라우저 저장소가 가득 찼거나 꺼져 있었다) 돌아오지 않았다. 다시 추가하세요.",
    headers: ["순위", "그룹", "실행", "값", "95% 구간", "순위 95%"],
    matrix_caption: "행 − 열, 작업별: 평균 차이와 Holm 보정 순열 p값",
};

// compare.rs

impl CompareText for Korean {
    fn compare_words(&self) -> &'static CompareWords {
        &COMPARE_WORDS
    }

    fn tasks_read(&self, _count: usize) -> &'static str {
        "개 작업을 읽음"
    }

    fn mover_order_name(&self, order: MoverOrder) -> &'static str {
        match order {
            MoverOrder::Biggest => "큰 순",
            MoverOrder::Up => "오른 순",
            MoverOrder::Down => "내린 순",
            MoverOrder::Name => "ID 순",
        }
    }

    fn matched_note(&self, matched: usize, left_out: usize, k: u64) -> String {
        if matched > 0 && left_out == matched {
            return format!(
                "두 실행 모두에 있는 작업 {matched}개가 k = {k}에서 모두 제외된다: 어느 한 실행의 시도가 {k}회 미만이다. 비교하려면 k를 줄이세요."
            );
        }
        let base = format!("두 실행 모두에 있는 작업 {matched}개");
        if left_out == 0 {
            return base;
        }
        format!("{base}. k = {k}에서는 {left_out}개 제외 (한 실행의 시도가 {k}회 미만)")
    }

    fn changed_note(&self, changed: usize, up: usize, down: usize) -> String {
        format!("성공률이 바뀐 작업 {changed}개: 오른 것 {up}개, 내린 것 {down}개.")
    }

    fn matching_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("실행 짝짓는 중… {percent}%")
    }

    fn unmatched_note(&self, only_a: usize, only_b: usize) -> String {
        format!("A에만 있는 작업 {only_a}개, B에만 있는 작업 {only_b}개 (비교에서 빠짐).")
    }

    fn p_value_sentence(&self, metric: &str, share: &str, permutations: &str) -> String {
        format!("A와 B가 같은 에이전트라면, 이만큼 큰 {metric} 차이는 다시 돌릴 때 {share}의 확률로 나온다 (p값; 작업마다 A와 B를 바꾼 경우 {permutations}가지).")
    }

    fn permutations_said(&self, exact: bool, count: u64) -> String {
        match exact {
            true => format!("전부 {count}"),
            false => format!("무작위 {count}"),
        }
    }

    fn plan_sentence(&self, tasks: u64, k: u64, trials: u64, width: &str) -> String {
        format!("작업 {tasks}개를 각각 {trials}번 시도하면 pass^{k}를 ±{width} 안으로 잡을 수 있다 (95%).")
    }

    fn plan_too_few_trials(&self, k: u64) -> String {
        format!("pass^{k}를 재려면 작업마다 시도가 최소 {k}번 필요하다.")
    }

    fn detectable_sentence(&self, k: u64, difference: &str) -> String {
        format!("이 작업들로 두 에이전트를 비교하면, pass^{k} 차이가 {difference} 이상일 때 80% 확률로 잡아낸다 (대응 검정, 유의수준 5%).")
    }
}

/// Korean.
static COMPARE_WORDS: CompareWords = CompareWords {
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

// data.rs

impl DataText for Korean {
    fn data_words(&self) -> &'static DataWords {
        &DATA_WORDS
    }

    fn consistency_name(&self, consistency: Consistency) -> &'static str {
        match consistency {
            Consistency::AlwaysRight => "항상 성공",
            Consistency::Flaky => "들쭉날쭉",
            Consistency::NeverRight => "항상 실패",
        }
    }

    fn status_words(&self, _tasks: usize, _records: usize) -> StatusWords {
        StatusWords {
            after_tasks: "개 작업, ",
            after_records: "개 기록 읽음, ",
            after_skipped: "개 건너뜀.",
        }
    }

    fn rests_on(&self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String {
        let mut text = format!("작업 {tasks}개, 시도 {trials}회, k = {k}");
        if excluded > 0 {
            text.push_str(&format!("; 시도가 {k}회 미만인 작업 {excluded}개 제외"));
        }
        text
    }

    fn interval(&self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String {
        let (ci, word) = ("95% 신뢰구간", "부트스트랩");
        format!(
            "{ci} {} – {} (t, SE {se}); {word} {} – {}",
            t.0, t.1, bootstrap.0, bootstrap.1
        )
    }

    fn measured(&self, metric: &str) -> String {
        format!("측정한 {metric}")
    }

    fn iid_at_mean(&self, rate: &str) -> String {
        let rate = Lang::Ko.number(rate);
        format!("평균 p = {rate}의 독립 시행")
    }

    fn iid_curve(&self, metric: &str) -> String {
        format!("독립 시행 {metric}")
    }

    fn fitted_spread(&self, spread: f64, metric: &str) -> String {
        let spread = Lang::Ko.number(&format!("{spread:.2}"));
        format!("맞춘 난이도 분산 (베타, ρ = {spread}) {metric}")
    }

    fn fitted_curve(&self, metric: &str) -> String {
        format!("맞춘 {metric}")
    }

    fn mean_over_tasks(&self) -> &'static str {
        "작업 평균"
    }

    fn histogram_axis(&self, axis: HistogramAxis) -> String {
        match axis {
            HistogramAxis::SuccessesOutOf(n) => format!("시도 {n}회 중 성공 횟수"),
            HistogramAxis::SuccessRate => "작업별 성공률".to_string(),
        }
    }

    fn tasks_axis(&self) -> &'static str {
        "작업 수"
    }

    fn editor_words(&self) -> EditorWords {
        let (open, close, task, add, remove) =
            ("표로 편집", "표 닫기", "작업", "작업 추가", "삭제");
        EditorWords {
            open,
            close,
            task,
            add,
            remove,
        }
    }

    fn editor_cell(&self, column: &str, row: usize) -> String {
        format!("{column}, {row}행")
    }

    fn editor_remove_row(&self, row: usize) -> String {
        format!("작업 {row} 삭제")
    }

    fn table_showing(&self, shown: usize, total: usize) -> String {
        format!("작업 {total}개 중 {shown}개를 보여 준다. 정렬하면 다른 작업을 볼 수 있다.")
    }

    fn data_regions(&self) -> DataRegions {
        let (data, pick_file, summary) = ("내 데이터", "결과 파일 고르기", "작업 전체 요약");
        DataRegions {
            data,
            pick_file,
            summary,
        }
    }

    fn scorer_label(&self) -> &'static str {
        "채점기"
    }

    fn file_loaded(&self, name: &str) -> String {
        format!("{name}을(를) 불러왔다.")
    }

    fn file_loaded_large(&self, name: &str, megabytes: f64) -> String {
        let size = Lang::Ko.number(&format!("{megabytes:.1}"));
        format!("{name}({size} MB)을(를) 불러왔다: 입력란에 보이기에는 너무 커서 바로 읽는다.")
    }

    fn storage_counts_kept(&self) -> &'static str {
        "다음 방문을 위해 작업별 횟수(작업, n, c)로 저장했다(이름 포함). 원래 데이터는 브라우저 저장소에 넣기에 너무 크다."
    }

    fn storage_not_kept(&self) -> &'static str {
        "다음 방문을 위해 저장하지 못했다: 브라우저 저장소가 가득 찼거나 꺼져 있다. 데이터는 지금 보이고 있으니, 다음에는 파일을 다시 고르세요. 이전 데이터가 대신 돌아오지는 않는다."
    }

    fn storage_not_kept_last_time(&self) -> &'static str {
        "지난 방문의 데이터는 저장되지 않았다: 브라우저 저장소가 가득 찼거나 꺼져 있었다. 다시 붙여 넣거나 파일을 고르세요."
    }

    fn kept_previous_note(&self, tasks: usize) -> String {
        format!("이 입력에서는 아무것도 읽지 못해 이전 데이터(작업 {tasks}개)를 계속 보여 준다. 입력을 고치거나, 지우고 다시 시작하세요.")
    }

    fn editor_cap_note(&self, rows: usize) -> String {
        format!("표 편집은 작업 {rows}개까지 된다. 더 큰 데이터는 텍스트로, 또는 만든 도구에서 고치세요.")
    }

    fn data_k_above_trials(&self, k: u64) -> String {
        format!("k = {k}는 모든 작업의 시도 횟수보다 크다: 비편향 추정값이 있는 작업이 없다")
    }

    fn data_k_not_whole(&self, text: &str) -> String {
        format!("“{text}”은(는) 1 이상의 정수가 아니다")
    }

    fn data_chart_description(&self) -> &'static str {
        "k에 따른 측정 pass@k와 pass^k(95% 구간), 같은 평균 성공률의 독립 시행 곡선과 맞춘 난이도 분산 곡선."
    }

    fn histogram_description(&self) -> &'static str {
        "작업별 성공 횟수의 히스토그램."
    }

    fn histogram_caption(&self, always: usize, flaky: usize, never: usize) -> String {
        format!("작업별 성공 횟수: 항상 성공 {always}개, 들쭉날쭉 {flaky}개, 항상 실패 {never}개.")
    }
}

/// Korean.
static DATA_WORDS: DataWords = DataWords {
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

// embed.rs

impl EmbedText for Korean {
    fn embed_title(&self) -> &'static str {
        // Also in assets/embed.js, which titles the iframes it makes (kept equal by a test).
        "passk: pass@k와 pass^k 인터랙티브"
    }

    fn card_link_label(&self) -> &'static str {
        "미리보기 카드 링크 복사"
    }

    fn card_description(&self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String {
        format!(
            "p = {p}, k = {k}번 시도: pass@{k} = {pass_at_k} (한 번이라도 성공), pass^{k} = {pass_hat_k} (모두 성공). passk에서 슬라이더를 움직여 보라."
        )
    }
}

// explorer.rs

impl ExplorerText for Korean {
    fn theme_name(&self, theme: Option<Theme>) -> &'static str {
        match theme {
            None => "자동",
            Some(Theme::Light) => "밝게",
            Some(Theme::Dark) => "어둡게",
        }
    }

    fn crash_words(&self) -> CrashWords {
        let (title, help, reload) = (
            "문제가 생겨 passk가 멈췄다. ",
            "페이지를 다시 불러오면 처음부터 시작한다. 링크와 저장된 데이터는 그대로다. ",
            "다시 불러오기",
        );
        CrashWords {
            title,
            help,
            reload,
        }
    }

    fn explorer_sentence(&self, rate: &str, k: u32, all: &str, any: &str) -> String {
        if k == 1 {
            return format!("한 번 성공률이 {rate}이면 한 번의 시도는 {rate} 확률로 성공한다. k = 1에서는 pass@k와 pass^k가 같다.");
        }
        format!("한 번 성공률이 {rate}일 때, {k}번 모두 성공할 확률은 {all}에 그치고, 한 번이라도 성공할 확률은 {any}이다.")
    }

    fn explorer_regions(&self) -> ExplorerRegions {
        let (controls, results, share) = ("조절", "결과", "공유와 내보내기");
        ExplorerRegions {
            controls,
            results,
            share,
        }
    }

    fn words(&self) -> &'static Words {
        &EXPLORER_WORDS
    }

    fn page_words(&self) -> &'static PageWords {
        &PAGE_WORDS
    }

    fn need_rate(&self, k: u32, target: &str, needed: &str) -> String {
        format!("pass^{k} ≥ {target}이 되려면 p ≥ {needed}가 필요하다.")
    }

    fn need_rate_at(&self, k: u32, target: &str, needed: &str) -> String {
        format!("pass@{k} ≥ {target}에는 p ≥ {needed}면 충분하다.")
    }

    fn chain_limit(&self, rate: &str, target: &str, steps: Option<u32>) -> String {
        match steps {
            None => {
                format!("p = {rate}이면 단계가 몇 개든 체인은 {target} 이상을 유지한다.")
            }
            Some(0) => {
                format!("p = {rate}이면 한 단계만으로도 {target} 아래로 떨어진다.")
            }
            Some(n) => {
                format!("p = {rate}이면 체인은 최대 {n}단계까지 {target} 이상을 유지한다.")
            }
        }
    }

    fn step_rate_needed(&self, steps: u32, target: &str, needed: &str) -> String {
        format!("{steps}단계 체인이 {target} 성공하려면 단계마다 {needed}가 필요하다.")
    }

    fn preset_words(&self, preset: PresetId) -> PresetWords {
        let (label, source) = match preset {
            PresetId::Anthropic75x3 => (
            "75% × 3회 시도 (98% 대 42%)",
            "Anthropic, 에이전트 평가 (000 글)",
        ),
            PresetId::Korean80x6 => (
            "80% × 6회 (99.99% 대 26.21%)",
            "한국어 슬라이더 위젯 (002 글)",
        ),
            PresetId::Coding60K1 => ("코딩 60%, k = 1", "002 글"),
            PresetId::Coding60K3 => ("코딩 60%, k = 3", "002 글"),
            PresetId::Coding60K10 => ("코딩 60%, k = 10", "002 글"),
            PresetId::Insurance4Steps => ("보험 에이전트: 95%로 4단계", "002 글"),
            PresetId::Insurance10Steps => ("95%로 10단계", "002 글"),
            PresetId::Insurance20Steps => ("95%로 20단계", "002 글"),
            PresetId::Steps99x20 => ("단계당 99%, 20단계", "002 글"),
            PresetId::CodexHumanEval => (
            "HumanEval의 Codex: pass@1 28.8% 대 k = 100에서 70.2%",
            "Chen 외 2021 (001 글); pass@100 = 70.2%가 되도록 분산을 맞춤",
        ),
            PresetId::TauBenchRetail => (
            "τ-bench 소매: pass^8 25% 미만",
            "Yao 외 2024, τ-bench (000 글); pass^8 = 25%가 되도록 분산을 맞춤",
        ),
            PresetId::Majority75x5 => (
            "75% × 5회 중 과반: 5번 중 3번 이상",
            "pass@5(99.9%)와 pass^5(23.7%) 사이: 89.6%; 데이터에서는 G-Pass@k(Liu 외 2024)로 잰다",
        ),
        };
        PresetWords { label, source }
    }
}

/// Korean.
static EXPLORER_WORDS: Words = Words {
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
static PAGE_WORDS: PageWords = PageWords {
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

// fields.rs

impl FieldText for Korean {
    fn field_hint(&self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String {
        let show = |units: u32| Lang::Ko.number(&spec.show(units));
        let name = spec.name;
        let (min, max) = (show(spec.min), show(spec.max));
        let range = format!("{min}에서 {max} 사이의 숫자를 입력하세요.");
        let value = show(value);
        match issue {
            FieldIssue::Empty => format!("{name}이(가) 비어 있다. {range}"),
            FieldIssue::NotANumber(text) => {
                format!("“{text}”은(는) 숫자가 아니다. {range}")
            }
            FieldIssue::BelowMinimum(typed) => {
                format!("{typed}은(는) 최솟값보다 작다: {min}을(를) 쓴다.")
            }
            FieldIssue::AboveMaximum(typed) => {
                format!("{typed}은(는) 최댓값보다 크다: {max}을(를) 쓴다.")
            }
            FieldIssue::OffGrid => {
                let step = Lang::Ko.number(&format!("{}", 1.0 / f64::from(spec.scale)));
                match spec.scale == 1 {
                    true => format!("{name}은(는) 정수만 된다: {value}을(를) 쓴다."),
                    false => {
                        format!("{name}은(는) {step} 단위로 움직인다: {value}을(를) 쓴다.")
                    }
                }
            }
        }
    }
}

// files.rs

impl CommandText for Korean {
    fn gate_line(&self, line: &GateLine) -> String {
        let interval = match &line.interval {
            Some((low, high)) => format!("과제 {}개, 95% CI {low} – {high}", line.tasks),
            None => format!("과제 {}개, 구간 없음", line.tasks),
        };
        let said = format!(
            "{}이(가) {}에서 {}(으)로 바뀌었습니다 ({}; {interval})",
            line.metric, line.baseline, line.candidate, line.difference
        );
        match line.verdict {
            GateVerdict::Failed => format!(
                "실패: {said}. 95% 신뢰로 {}%p보다 크게 떨어졌습니다.",
                line.max_drop
            ),
            GateVerdict::Passed => format!(
                "통과: {said}. {}%p보다 큰 하락은 95% 신뢰로 보이지 않습니다.",
                line.max_drop
            ),
            GateVerdict::TooFewTasks => format!(
                "통과: {said}. 과제 하나로는 {}%p보다 큰 하락을 보일 수 없습니다.",
                line.max_drop
            ),
        }
    }
}

impl FilesText for Korean {
    fn import_stopped(&self, name: Option<&str>) -> String {
        let what = name.map_or_else(|| "붙여 넣은 텍스트".to_string(), |name| name.to_string());
        format!("{what}은(는) 읽지 않았다: 읽기를 멈췄다. 전에 보이던 것은 그대로다.")
    }

    fn stop_reading(&self) -> &'static str {
        "읽기 멈추기"
    }

    fn import_failed(&self, name: Option<&str>, failure: &WorkerFailure) -> String {
        let what = name.map_or_else(|| "붙여 넣은 텍스트".to_string(), |name| name.to_string());
        match failure {
            WorkerFailure::Unavailable => format!(
                "{what}을(를) 읽지 못했다: 이 브라우저가 페이지의 가져오기 워커를 시작하지 못했다. 페이지를 새로 고치거나 다른 브라우저를 써 보라."
            ),
            WorkerFailure::Died(said) => format!(
                "{what}을(를) 읽지 못했다: 페이지가 가진 것보다 많은 메모리가 필요하다({said}). 더 작은 파일로 나누거나 다른 탭을 닫고 다시 시도하라."
            ),
        }
    }

    fn files_read_together(&self, files: &[FileCounts]) -> String {
        let each: Vec<String> = files
            .iter()
            .map(|file| {
                format!(
                    "{} (작업 {}개, 시도 {}회)",
                    file.name, file.tasks, file.trials
                )
            })
            .collect();
        let apart: Vec<&str> = files
            .iter()
            .filter(|file| !file.overlaps)
            .map(|file| file.name.as_str())
            .collect();
        let mut text = format!(
            "파일 {}개를 한 실행으로 읽었다: {}.",
            files.len(),
            each.join(", ")
        );
        if !apart.is_empty() {
            text.push(' ');
            text.push_str(&format!(
                "{}은(는) 다른 파일과 겹치는 작업이 없어 시도를 더하지 않는다.",
                apart.join(", ")
            ));
        }
        text
    }
}

// honest.rs

impl HonestText for Korean {
    fn honest_words(&self) -> &'static HonestWords {
        &HONEST_WORDS
    }

    fn m_label(&self) -> &'static str {
        "k번 중 최소 m번 성공"
    }

    fn spoken_m(&self, m: u32) -> String {
        format!("최소 {m}번 성공")
    }

    fn at_least_title(&self, m: u32, k: u32) -> String {
        format!("{k}번 중 {m}번 이상")
    }

    fn at_least_meaning(&self) -> &'static str {
        "pass@k(m = 1)와 pass^k(m = k) 사이"
    }

    fn share_legend(&self, m: u32, k: u32) -> String {
        format!("시도의 {m}/{k} 이상 성공")
    }

    fn prior_name(&self, prior: PriorChoice) -> &'static str {
        match prior {
            PriorChoice::Uniform => "균등, Beta(1, 1)",
            PriorChoice::Fitted => "이 작업들에 맞춘 베타 (합동)",
        }
    }

    fn estimator_name(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "비편향 추정량 (k ≤ n)",
            EstimatorChoice::Posterior => "사후 평균 (모든 k)",
        }
    }

    fn estimator_note(&self, estimator: EstimatorChoice, prior: &str) -> String {
        match estimator {
            EstimatorChoice::Unbiased => {
                "추정량: 비편향, 1 − C(n−c, k)/C(n, k)와 C(c, k)/C(n, k); 구간: 스튜던트 t와 부트스트랩.".to_string()
            },
            EstimatorChoice::Posterior => format!(
                "추정량: 사후 평균, 사전분포 {prior}; 구간: 95% 신용구간, 정규 근사 σ = √(Σ Var)/M."
            ),
        }
    }

    fn credible_interval(&self, low: &str, high: &str) -> String {
        format!("95% 신용구간 {low} – {high}")
    }

    fn wilson_interval(&self, low: &str, high: &str) -> String {
        format!("95% Wilson 점수 구간 {low} – {high}")
    }

    fn draw_note(&self, used: u64, excluded: u64, k: u64) -> String {
        let mut text = format!("비편향, 시도가 {k}회 이상인 작업 {used}개");
        if excluded > 0 {
            text.push_str(&format!("; {excluded}개 제외"));
        }
        text
    }

    fn cover_note(&self, tasks: u64) -> String {
        format!("c/n ≥ τ, 작업 {tasks}개에서 정확히 셈")
    }

    fn posterior_legend(&self, metric: &str) -> String {
        format!("{metric}, n 이후의 사후 예측")
    }

    fn posterior_title(&self, metric: &str, k: u64) -> String {
        format!("사후 {metric}{k}")
    }

    fn wilson_note(&self, tasks: u64) -> String {
        format!("작업당 시도 1회, 작업 {tasks}개")
    }
}

const HONEST_WORDS: HonestWords = HonestWords {
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

// problems.rs

impl ProblemText for Korean {
    fn place(&self, place: &Place) -> String {
        match place {
            Place::Input => "입력".to_string(),
            Place::Json => "JSON".to_string(),
            Place::Line(line) => format!("{line}행"),
            Place::Header(line) => format!("{line}행 (머리글)"),
            Place::Path(path) => path.clone(),
            Place::TasksEntry(entry) => format!("tasks 항목 {entry}"),
            Place::InFile { name, at } => format!("{name}, {}", self.place(at)),
        }
    }

    fn json_kind(&self, kind: JsonKind) -> &'static str {
        match kind {
            JsonKind::Null => "null",
            JsonKind::Boolean => "참/거짓 값",
            JsonKind::Number => "숫자",
            JsonKind::String => "문자열",
            JsonKind::List => "목록",
            JsonKind::Object => "객체",
        }
    }

    fn estimate_error(&self, error: &EstimateError) -> String {
        match error {
            EstimateError::NoTrials => "작업에 시도가 없다 (n = 0)".to_string(),
            EstimateError::MoreSuccessesThanTrials { successes, trials } => {
                format!("성공이 시도보다 많다 (c = {successes} > n = {trials})")
            }
            EstimateError::KExceedsTrials { k, trials } => {
                format!("k = {k}가 작업의 시도 {trials}회보다 크다: 비편향 추정값이 없다")
            }
            EstimateError::TooManyTrials { trials } => {
                format!("n = {trials}은(는) 너무 크다 (최대 2^53)")
            }
        }
    }

    fn problem_kind(&self, kind: &ProblemKind) -> String {
        korean_problem(kind)
    }

    fn warning(&self, warning: &Warning) -> String {
        let trial = |key: &TrialKey| match key {
            TrialKey::Number(number) => number.to_string(),
            TrialKey::Text(text) => format!("“{text}”"),
        };
        match warning {
            Warning::CommentLines { count, first_line } => format!(
                "주석 {count}줄(첫 행 앞, #로 시작)을 건너뛰었다. {first_line}행부터"
            ),
            Warning::PerturbedInstances(count) => format!(
                "섭동(견고성, 공정성) 아래의 인스턴스 {count}개는 인스턴스의 다른 보기이지 시도가 아니라서 제외했다"
            ),
            Warning::HarnessErrors { count, counted_as_failures } => format!(
                "하네스가 평가하지 못한 시도 {count}개(오류, 또는 끝까지 실행되지 않음)를 {}; 인프라 오류에서 고르세요",
                if *counted_as_failures { "실패한 시도로 셌다" } else { "제외했다 (실패로 세지 않음)" }
            ),
            Warning::InfrastructureFailures(count) => format!(
                "시뮬레이션 {count}개가 인프라 오류로 끝나 tau2 리더보드처럼 실패한 시도로 셌다 (tau2 지표 코드는 제외한다: 인프라 오류에서 고르세요)"
            ),
            Warning::InfrastructureErrors(count) => format!(
                "시뮬레이션 {count}개가 인프라 오류로 끝나 제외되었다 (실패로 세지 않음)"
            ),
            Warning::RepeatedTrials { count, first } => format!(
                "반복된 (작업, 시도) 기록 {count}개는 첫 번째 다음부터 무시했다 (처음: {})",
                Lang::Ko.place(first)
            ),
            Warning::RepeatedTask { task, place } => format!(
                "작업 “{task}”이(가) {}에 다시 나온다: 횟수를 더했다",
                Lang::Ko.place(place)
            ),
            Warning::MissingTrials { tasks, example } => format!(
                "작업 {tasks}개에 다른 작업에는 있는 시도가 없다 (예: {})",
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}”에 시도 {}이(가) 없다", trial(key)))
                    .unwrap_or_default()
            ),
            Warning::TrialsVary { min, max } => format!(
                "작업마다 n이 다르다 (시도 {min}~{max}회): k가 어떤 작업의 n보다 크면 그 작업은 제외된다"
            ),
            Warning::LinesPassedOver(count) => format!(
                "시도가 아닌 줄 {count}개(spec, final_report, 다른 이벤트, 점수가 아닌 값)를 건너뛰었다"
            ),
            Warning::SeveralScorers { names, used } => format!(
                "이 로그에는 채점기가 {}개 있다 ({}): “{used}”의 점수를 센다. 채점기에서 다른 것을 고를 수 있다",
                names.len(),
                names.join(", ")
            ),
        }
    }

    fn decode_error(&self, error: &DecodeError) -> String {
        match error {
            DecodeError::NotUtf8 { name, offset } => format!(
                "{name}은(는) UTF-8 텍스트가 아니다: 오프셋 {offset}의 바이트가 올바른 UTF-8이 아니다. UTF-8(또는 바이트 순서 표시가 있는 UTF-16)로 저장한 뒤 다시 시도하세요."
            ),
            DecodeError::Utf16CutOff { name } => format!(
                "{name}은(는) UTF-16 텍스트처럼 시작하지만 바이트 수가 홀수다: 잘린 파일이다."
            ),
            DecodeError::Utf16LoneSurrogate { name, offset } => format!(
                "{name}은(는) 올바른 UTF-16 텍스트가 아니다: 오프셋 {offset}의 코드 단위가 짝 없는 서로게이트다."
            ),
            DecodeError::Unreadable { name } => format!("{name}을(를) 읽지 못했다"),
            DecodeError::ArchiveDamaged { name, member, fault } => self.archive_damaged(name, member, fault),
            DecodeError::ArchiveWithoutSamples { name } => format!(
                "{name}은(는) samples/ 항목이 없는 zip 압축 파일이다: inspect_ai의 .eval 로그가 아니거나 샘플 없이 기록된 로그다. 샘플을 기록하도록 평가를 실행하거나 JSON 로그를 여세요."
            ),
        }
    }

    fn infrastructure_words(&self, choice: Option<InfrastructureErrors>) -> &'static str {
        match choice {
            None => "인프라 오류",
            Some(InfrastructureErrors::LeaveOut) => "제외 (에이전트의 실패가 아님; tau2 지표 코드)",
            Some(InfrastructureErrors::CountAsFailures) => "실패로 세기 (tau2 리더보드)",
        }
    }

    fn format_label(&self, format: Format) -> &'static str {
        match format {
            Format::AggregatedTable => "CSV/TSV, 작업당 한 행 (task, n, c)",
            Format::TrialTable => "CSV/TSV, 시도당 한 행 (task, trial, success)",
            Format::HumanEvalJsonl => "human-eval 결과 JSONL",
            Format::TauBench => "τ-bench 결과 JSON",
            Format::Tau2Bench => "τ²-bench 결과 JSON",
            Format::InspectAi => "inspect_ai 평가 로그 (JSON 또는 .eval)",
            Format::LmEval => "lm-evaluation-harness 샘플 (JSON Lines)",
            Format::OpenAiEvals => "OpenAI evals 기록 로그 (JSON Lines)",
            Format::EvalPlus => "EvalPlus 평가 결과 JSON",
            Format::LiveCodeBench => "LiveCodeBench eval_all 결과 JSON",
            Format::TerminalBench => "Terminal-Bench 결과 JSON",
            Format::SweBench => "SWE-bench 실행 보고서 JSON (실행마다 하나)",
            Format::Helm => "HELM 인스턴스별 통계 JSON",
            Format::Promptfoo => "promptfoo 출력 JSON",
        }
    }

    fn archive_damaged(&self, name: &str, member: &str, fault: &ArchiveFault) -> String {
        let what = match fault {
            ArchiveFault::CutOff => {
                "파일이 중간에 끝난다 (복사 중에 잘렸거나 아직 기록 중이다)".to_string()
            }
            ArchiveFault::BadDeflate => "압축된 데이터가 손상되었다".to_string(),
            ArchiveFault::Method(method) => format!(
                "압축 방식 {method}을(를) 쓴다; passk는 저장(stored)과 deflate 항목만 읽는다"
            ),
            ArchiveFault::NotUtf8 => "UTF-8 텍스트가 아니다".to_string(),
            ArchiveFault::Zip64 => {
                "ZIP64 압축 파일이다 (4GB 또는 항목 65,535개 초과); passk는 읽지 않는다".to_string()
            }
            ArchiveFault::Overlaps { other } => format!(
                "항목 {other}와(과) 바이트가 겹친다 (같은 바이트를 여러 번 풀도록 만든 압축 파일이며, inspect_ai가 쓴 것이 아니다)"
            ),
            ArchiveFault::OverBudget { limit_mib } => format!(
                "이 항목을 풀면 압축 파일의 샘플이 {limit_mib}MiB를 넘는다; passk가 압축 파일 하나에서 푸는 최대치다"
            ),
        };
        match member.is_empty() {
            true => format!("{name}은(는) 손상된 zip 압축 파일이다: {what}. .eval 로그를 다시 복사하거나 `inspect log convert --to json`으로 변환해 JSON을 여세요."),
            false => format!("{name}: 항목 {member}을(를) 읽을 수 없다: {what}. .eval 로그를 다시 복사하거나 `inspect log convert --to json`으로 변환해 JSON을 여세요."),
        }
    }
}

// results.rs

impl BlockText for Korean {
    fn block_headers(&self) -> [&'static str; 8] {
        [
            "지표",
            "k",
            "값",
            "95% 구간",
            "구간 방법",
            "추정량",
            "작업 수",
            "작업당 시도",
        ]
    }

    fn block_method(&self, method: Method) -> &'static str {
        match method {
            Method::StudentT => "스튜던트 t",
            Method::Bootstrap => "백분위 부트스트랩",
            Method::Credible => "신용구간 (정규 근사)",
            Method::Wilson => "Wilson 점수",
            Method::NoInterval => "없음",
        }
    }

    fn block_estimator(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "비편향",
            EstimatorChoice::Posterior => "사후 평균",
        }
    }

    fn block_share(&self) -> &'static str {
        "작업 비율"
    }

    fn board_headers(&self) -> Vec<&'static str> {
        vec![
            "순위",
            "그룹",
            "실행",
            "지표",
            "값",
            "95% 구간",
            "순위 95%",
            "작업 수",
        ]
    }

    fn board_standing(
        &self,
        run: &str,
        standing: &Standing,
        metric: &str,
        value: &str,
        interval: &str,
        tasks: usize,
    ) -> String {
        let (rank, groups, (low, high)) = (standing.rank, &standing.groups, standing.rank_interval);
        format!("{run}: 순위 {rank} (95% 순위 구간 {low}–{high}, 그룹 {groups}), 작업 {tasks}개에서 {metric} = {value} (95% 대응 부트스트랩 {interval}).")
    }

    fn board_provenance(
        &self,
        version: &str,
        runs: usize,
        tasks: usize,
        left_out: (usize, usize),
        resamples: u32,
        seed: u64,
    ) -> String {
        let (partly, short) = left_out;
        format!("passk {version}; 실행 {runs}개, 공통 작업 {tasks}개 (모든 실행에 없는 작업 {partly}개, 이 k에서 제외 {short}개); 대응 부트스트랩 재표본 {resamples}회, 시드 {seed}; 부호 뒤집기 순열 검정, 모든 쌍에 Holm 보정, 그룹은 5%.")
    }

    fn block_provenance(
        &self,
        version: &str,
        tasks: u64,
        trials: &str,
        bootstrap: Bootstrap,
        prior: &str,
    ) -> String {
        let (resamples, seed) = (bootstrap.resamples, bootstrap.seed);
        format!(
            "passk {version}; 작업 {tasks}개, 작업당 시도 {trials}회; 부트스트랩 {resamples}회 재표본, 시드 {seed}; 사전분포 {prior}; 구간은 95%."
        )
    }

    fn block_sentence(
        &self,
        metric: &str,
        value: &str,
        estimator: &str,
        interval: Option<(&str, String)>,
        tasks: u64,
    ) -> String {
        match interval {
            Some((method, range)) => format!(
                "작업 {tasks}개에서 {metric}는 {value}이다 ({estimator}; 95% {method} 구간 {range})."
            ),
            None => format!("작업 {tasks}개에서 {metric}는 {value}이다 ({estimator})."),
        }
    }
}

// results_compare.rs

impl CompareBlockText for Korean {
    fn compare_block_headers(&self) -> [&'static str; 9] {
        [
            "지표",
            "k",
            "A",
            "B",
            "B − A",
            "95% 대응 t",
            "95% 대응 부트스트랩",
            "순열 p",
            "작업 수",
        ]
    }

    fn compare_block_provenance(&self, input: &CompareBlockInput) -> String {
        let (version, matched, seed) = (input.version, input.matched, input.seed);
        let (only_a, only_b) = input.unmatched;
        format!(
            "passk {version}; id로 짝지은 작업 {matched}개 (A에만 {only_a}개, B에만 {only_b}개); 대응 부트스트랩과 순열 검정의 시드 {seed}; 구간은 95%."
        )
    }

    fn compare_block_sentence(
        &self,
        metric: &str,
        difference: &str,
        (t, bootstrap): (&str, &str),
        (p_value, how): (&str, &str),
        tasks: usize,
    ) -> String {
        format!(
            "{metric}: 두 실행 모두에 있는 작업 {tasks}개에서 B − A = {difference} (대응; 95% t 구간 {t}, 부트스트랩 {bootstrap}; 순열 p = {p_value}, {how})."
        )
    }
}

// workshop.rs

impl WorkshopText for Korean {
    fn workshop_words(&self) -> &'static WorkshopWords {
        &WORKSHOP_WORDS
    }

    fn rerun_summary(&self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String {
        // One rerun has no spread to show: say what it measured, and what more would show.
        if runs == 1 {
            return format!("1번 다시 돌림: 측정한 pass^{k}는 {mean} (에이전트의 실제 값은 {truth}). 얼마나 흔들리는지 보려면 더 돌려 보세요.");
        }
        format!("{runs}번 다시 돌림: 측정한 pass^{k}의 평균은 {mean} (에이전트의 실제 값은 {truth}), 실행마다 {sd}(표준편차)만큼 흔들린다.")
    }

    fn quiz_question(&self, kind: QuestionKind, rate: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => format!("성공률이 {rate}인 에이전트를 {count}번 돌린다. {count}번 모두 성공할 확률은?"),
            QuestionKind::PassAtK => format!("성공률이 {rate}인 에이전트를 {count}번 돌린다. 한 번이라도 성공할 확률은?"),
            QuestionKind::Chain => format!("에이전트의 각 단계는 {rate} 확률로 성공한다. 작업 하나에 {count}단계가 필요하다. 작업 전체가 성공할 확률은?"),
            QuestionKind::Week => format!("한 고객이 같은 종류의 작업을 일주일에 {count}번 실행하고, 에이전트의 성공률은 {rate}이다. 일주일 내내 한 번도 실패하지 않을 확률은?"),
        }
    }

    fn quiz_reason(&self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => {
                format!("{p}를 {count}번 곱한 값: 모든 시도가 성공해야 한다.")
            }
            QuestionKind::PassAtK => format!(
                "1에서 {miss}를 {count}번 곱한 값을 뺀다: “{count}번 모두 실패”만 아니면 된다."
            ),
            QuestionKind::Chain => format!("{p}를 {count}번 곱한 값: 모든 단계가 성공해야 한다."),
            QuestionKind::Week => format!("{p}를 {count}번 곱한 값, 곧 pass^{count}: 일주일의 모든 사용이 성공해야 한다. 배포가 정하는 k가 바로 이것이다."),
        }
    }

    fn quiz_result(&self, answer: &str, guess: &str, gap: &str) -> String {
        format!("정답은 {answer}. 내 짐작은 {guess}: {gap}%p 차이.")
    }

    fn quiz_score(&self, answered: usize, mean_gap: &str) -> String {
        format!("{answered}문제 답함, 평균 {mean_gap}%p 차이.")
    }

    fn rerun_too_few_trials(&self, k: u32) -> String {
        format!("pass^{k}를 재려면 작업마다 시도가 최소 {k}번 필요하다.")
    }

    fn rerun_seed(&self, seed: u64) -> String {
        format!("시드 {seed}: 시드가 같으면 같은 결과가 다시 나온다.")
    }

    fn rerun_seed_refused(&self, written: &str, used: u64) -> String {
        let max = u64::MAX;
        format!(
            "링크의 시드 “{written}”는 0부터 {max}까지의 정수가 아니라서 시드 {used}를 대신 쓴다."
        )
    }
}

/// Korean.
static WORKSHOP_WORDS: WorkshopWords = WorkshopWords {
    rerun_heading: "벤치마크 다시 돌리기",
    rerun_help: "같은 에이전트, 같은 작업 수와 시도 수로 다시 돌린다. 아무것도 바뀌지 않았는데 리더보드 숫자는 얼마나 움직일까?",
    label_tasks: "실행당 작업 수",
    label_trials: "작업당 시도",
    rerun_once: "다시 돌리기",
    rerun_hundred: "100번 다시 돌리기",
    new_seed: "새 시드",
    axis_measured: "측정한 pass^k",
    axis_reruns: "실행 횟수",
    quiz_title: "퀴즈",
    quiz_help: "먼저 짐작하고 나서 정답을 본다. ↵(Enter) 키는 정답 보기, →는 다음 문제.",
    guess_label: "내 짐작",
    reveal: "정답 보기",
    next: "다음 문제",
};

/// What was wrong, in Korean.
fn korean_problem(kind: &ProblemKind) -> String {
    match kind {
        ProblemKind::NothingToRead => "읽을 내용이 없다: 결과를 붙여 넣거나 파일을 고르세요".into(),
        ProblemKind::UnknownJson => "알 수 없는 형식: \"simulations\"(τ²-bench)도 \"samples\"(inspect_ai)도 없는 JSON 문서다. 둘 중 하나라면 형식을 직접 고르세요".into(),
        ProblemKind::NoRows => "결과 행을 찾지 못했다 (머리글만 있거나 빈 목록)".into(),
        ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
            "길이가 {} MB로, 어떤 결과 행보다 길다 (최대 {limit_megabytes} MB). 파일이나 형식이 맞는지 확인하세요",
            Lang::Ko.number(&format!("{megabytes:.1}"))
        ),
        ProblemKind::QuoteNotClosed => "따옴표로 연 필드가 닫히지 않았다 (\" 빠짐)".into(),
        ProblemKind::ColumnCount { expected, layout, found } => format!(
            "열이 {expected}개 ({}) 있어야 하는데 {found}개다",
            layout_columns(*layout)
        ),
        ProblemKind::EmptyTaskName => "작업 이름이 비어 있다".into(),
        ProblemKind::CountEmpty(which) => format!("{}이(가) 비어 있다", count(which)),
        ProblemKind::CountNegative(which, text) => format!("{} = {text}: 음수다", count(which)),
        ProblemKind::CountNotWhole(which, text) => {
            format!("{} = {text}: 정수가 아니다", count(which))
        }
        ProblemKind::CountNotNumber(which, text) => {
            format!("{} “{text}”은(는) 숫자가 아니다", count(which))
        }
        ProblemKind::NoTrials { task } => format!("n = 0: 작업 “{task}”에 시도가 없다"),
        ProblemKind::MoreSuccessesThanTrials { successes, trials } => format!(
            "c = {successes}가 n = {trials}보다 크다: 시도한 횟수보다 많이 성공할 수는 없다"
        ),
        ProblemKind::Counts(error) => Lang::Ko.estimate_error(error),
        ProblemKind::HeaderWithoutSuccess => "머리글에 성공 열(success, passed, reward, score…)이 없다: 마지막 열을 쓴다".into(),
        ProblemKind::HeaderWithoutCounts => "머리글에 n 열(n, trials, samples…)과 c 열(c, successes, correct…)이 있어야 한다: 2열과 3열을 쓴다".into(),
        ProblemKind::RewardOutOfRange(reward) => format!(
            "보상 {reward}이(가) [0, 1] 밖이다 (성공은 [0, 1]의 보상, 0/1, true/false 또는 pass/fail)"
        ),
        ProblemKind::SuccessEmpty => "성공 값이 비어 있다".into(),
        ProblemKind::NotASuccessValue(text) => format!(
            "“{text}”은(는) 성공 값이 아니다 (0/1, true/false, pass/fail 또는 [0, 1]의 보상을 쓰세요)"
        ),
        ProblemKind::RepeatedTaskOverflows { task } => {
            format!("작업 “{task}”이(가) 다시 나오고, 시도 합계가 2^64를 넘는다")
        }
        ProblemKind::RepeatedTaskImpossible { task, error } => format!(
            "작업 “{task}”이(가) 다시 나오고, 횟수 합계가 불가능한 값이다: {}",
            Lang::Ko.estimate_error(error)
        ),
        ProblemKind::NotNC(entry) => {
            format!("“{entry}”은(는) n:c가 아니다 (8:6처럼 정수 두 개)")
        }
        ProblemKind::JsonTruncated { records } => format!(
            "JSON이 일찍 끝난다 (잘린 파일?): 완전한 기록 {records}개 다음에서"
        ),
        ProblemKind::JsonUnexpected { line } => {
            format!("JSON이 {line}행에서 잘못되었다: 예상하지 못한 문자")
        }
        ProblemKind::JsonMalformed { line, .. } => format!("JSON이 {line}행에서 잘못되었다"),
        ProblemKind::NotAList => "τ-bench 결과는 목록([…])이어야 하는데, 목록이 아니다".into(),
        ProblemKind::ListMissing => "없거나 목록이 아니다".into(),
        ProblemKind::WrongKind { found, expected } => format!(
            "{}이다. {} 있어야 한다",
            Lang::Ko.json_kind(*found),
            match expected {
                Expected::Object => "객체여야",
                Expected::TaskIdAndReward => "task_id와 reward가 있는 객체여야",
                Expected::TaskIdAndPassed => "task_id와 passed가 있는 객체여야",
            }
        ),
        ProblemKind::IdMissing => "없거나 문자열·숫자가 아니다".into(),
        ProblemKind::Missing => "없다".into(),
        ProblemKind::TrialNotNumber(found) => {
            format!("{}이다. 시도 번호가 아니다", Lang::Ko.json_kind(*found))
        }
        ProblemKind::NotUsableNumber => "쓸 수 없는 숫자다".into(),
        ProblemKind::NotASuccess(found) => {
            format!("{}이다. 성공 값이나 보상이 아니다", Lang::Ko.json_kind(*found))
        }
        ProblemKind::SampleError { message } => {
            format!("표본이 오류({message})로 끝나 점수가 없다")
        }
        ProblemKind::ScoresEmpty => "비어 있다".into(),
        ProblemKind::NoScoreFromScorer { scorer } => {
            format!("채점기 “{scorer}”의 점수가 없다")
        }
        ProblemKind::ValueNotAScore { metric, found } => format!(
            "지표 “{metric}”의 값은 {}이라 샘플별 점수가 아니다 (나중에 집계되는 값이다): 다른 지표를 고르세요",
            Lang::Ko.json_kind(*found)
        ),
        ProblemKind::MetricNeedsThreshold { metric, furthest } => format!(
            "지표 “{metric}”은(는) {furthest}까지 가는 점수라 [0, 1]의 성공 값이 아니므로 하나도 읽지 않았다: 값이 성공인 지표(acc, exact_match, bleu_acc…)를 고르거나, 그 척도의 임계값을 정하면 값이 임계값 이상인 줄을 성공으로 센다"
        ),
        ProblemKind::NoMatchEvents => "match 이벤트가 없다: OpenAI evals 기록 로그는 샘플의 match 이벤트를 시도로 센다. 평가를 --record_path로 기록했는지 확인하세요".into(),
        ProblemKind::CorrectNotBoolean(found) => format!(
            "data.correct가 true/false가 아니라 {}이다",
            Lang::Ko.json_kind(*found)
        ),
        ProblemKind::LineCutOff { .. } => "잘렸다 (JSON이 끝나지 않음)".into(),
        ProblemKind::LineNotJson { .. } => "올바른 JSON이 아니다".into(),
        ProblemKind::TaskIdMissing => "task_id가 없거나 문자열·숫자가 아니다".into(),
        ProblemKind::PassedNotBoolean(found) => format!(
            "passed가 {}이다. true 또는 false여야 한다",
            Lang::Ko.json_kind(*found)
        ),
        ProblemKind::NeitherPassedNorResult => "passed도 result도 없다".into(),
    }
}

// room.rs

impl crate::room::RoomText for Korean {
    fn room_words(&self) -> &'static crate::room::RoomWords {
        &ROOM_WORDS
    }

    fn relay_named(&self, relay: &str) -> String {
        format!("추측은 방 서버 {relay}로 간다. 숫자만 간다: 추측 하나와 정해진 목록의 이름. 그 밖에는 아무것도 이 페이지를 떠나지 않는다.")
    }

    fn no_relay(&self, relay: &str) -> String {
        format!("{relay}에서 응답하는 방 서버가 없다. 사이트를 빌드하고 그 옆에서 중계 서버를 실행한 뒤(passk-room --site dist, make serve가 둘 다 한다) 그 서버에서 이 페이지를 열어라.")
    }

    fn joined_count(&self, joined: u32) -> String {
        format!("{joined}명 참여")
    }

    fn guesses_count(&self, count: usize) -> String {
        format!("추측 {count}개")
    }

    fn guess_taken(&self, guess: &str) -> String {
        format!("추측 {guess}을(를) 받았다. 질문이 닫히기 전까지 바꿀 수 있다.")
    }

    fn room_reveal(
        &self,
        truth: &str,
        median: &str,
        lower: &str,
        upper: &str,
        lowest: &str,
        highest: &str,
        within: u32,
        count: u32,
    ) -> String {
        format!("정답: {truth}. 방의 추측 중앙값: {median} (가운데 절반은 {lower}–{upper}, 전체는 {lowest}–{highest}); {count}명 중 {within}명이 5%p 이내.")
    }

    fn room_reveal_nobody(&self, truth: &str) -> String {
        format!("정답: {truth}. 아무도 추측하지 않았다.")
    }

    fn your_gap(&self, guess: &str, gap: &str) -> String {
        format!("내 추측: {guess}, {gap}%p 차이.")
    }

    fn question_number(&self, id: u32) -> String {
        format!("질문 {id}")
    }

    fn room_error(&self, error: passk_room_core::RoomError) -> &'static str {
        use passk_room_core::RoomError;
        match error {
            RoomError::BadFrame => "방 서버가 이 페이지가 보낸 내용을 읽지 못했다. 페이지를 새로 고쳐라.",
            RoomError::FrameTooLarge => "이 페이지가 보낸 내용이 방 서버가 받는 크기보다 크다.",
            RoomError::TooFast => "메시지가 한꺼번에 너무 많다: 1초 기다린 뒤 다시 해 보아라.",
            RoomError::JoinTooFast => "이 네트워크에서 한꺼번에 너무 많이 참여했다: 몇 초 기다려라. 이 페이지가 다시 시도한다.",
            RoomError::NoSuchRoom => "이 코드의 방이 없다. 링크를 확인하거나 발표자에게 다시 받아라.",
            RoomError::RoomExpired => "이 방은 끝났다 (방은 4시간, 발표자가 없으면 30분 유지된다).",
            RoomError::WrongSecret => "이 브라우저는 그 방을 진행할 수 없다: 다른 곳에서 시작된 방이다.",
            RoomError::RoomFull => "방이 가득 찼다 (500명).",
            RoomError::TooManyRooms => "방 서버가 받을 수 있는 만큼의 방이 이미 있다. 나중에 다시 해 보아라.",
            RoomError::NotPresenter => "발표자만 할 수 있다.",
            RoomError::NotInRoom => "먼저 방에 참여하라.",
            RoomError::AlreadyInRoom => "이 페이지는 이미 방에 있다.",
            RoomError::QuestionClosed => "질문이 닫혔다: 더 이상 추측을 받지 않는다.",
            RoomError::StaleQuestion => "그 질문은 끝났다: 새 질문이 열려 있다.",
            RoomError::BadGuess => "추측은 0에서 100 사이의 숫자이며 소수점은 한 자리까지다.",
            RoomError::BadQuestion => "그 질문은 탐색기가 물을 수 있는 범위 밖이다.",
            RoomError::BadName => "그 이름은 방의 이름 목록에 없다.",
            RoomError::NothingAsked => "먼저 질문을 열어라.",
            RoomError::JoinedElsewhere => "다른 탭이나 기기에서 이 방에 참여했다. 이 페이지는 멈췄다.",
        }
    }

    fn participant_name(&self, name: passk_room_core::Name) -> String {
        let words = &ROOM_WORDS;
        format!(
            "{} {}",
            words.name_firsts[usize::from(name[0]) % 16],
            words.name_seconds[usize::from(name[1]) % 16]
        )
    }
}

static ROOM_WORDS: crate::room::RoomWords = crate::room::RoomWords {
    title: "워크숍 방",
    help: "방의 모두가 휴대폰으로 추측하고, 이 화면은 모든 추측을 정답과 나란히 보여 준다.",
    start: "방 시작하기",
    join_with: "휴대폰으로 참여: 코드를 스캔하거나 링크를 열어라",
    question_label: "다음 질문",
    on_screen: "지금 화면:",
    open: "질문 열기",
    close: "닫기",
    reveal: "공개",
    axis_guess: "추측 (%)",
    name_label: "내 이름",
    guess_label: "내 추측 (%)",
    submit: "제출",
    waiting: "발표자가 질문을 열기를 기다리는 중.",
    open_status: "추측하고 제출하라. 질문이 닫히기 전까지 바꿀 수 있다.",
    closed_status: "질문이 닫혔다. 공개를 기다려라.",
    lost: "방 서버와의 연결이 끊겼다. 다시 시도하는 중…",
    guess_refused: "0에서 100 사이의 숫자를 입력하라.",
    bad_link: "이 방 링크에 올바른 코드가 없다. 발표자에게 링크를 다시 받아라.",
    name_firsts: [
        "빠른",
        "차분한",
        "용감한",
        "밝은",
        "영리한",
        "상냥한",
        "행복한",
        "친절한",
        "운좋은",
        "명랑한",
        "당당한",
        "조용한",
        "날쌘",
        "따뜻한",
        "현명한",
        "대담한",
    ],
    name_seconds: [
        "고양이",
        "늑대",
        "곰",
        "호랑이",
        "토끼",
        "돌고래",
        "펭귄",
        "매",
        "다람쥐",
        "사슴",
        "사자",
        "물고기",
        "오리",
        "말",
        "문어",
        "개구리",
    ],
};

// noise.rs

impl crate::noise::NoiseText for Korean {
    fn noise_words(&self) -> &'static crate::noise::NoiseWords {
        &NOISE_WORDS
    }

    fn cluster_rule_name(&self, separator: char) -> String {
        format!("작업 ID의 마지막 “{separator}” 앞부분")
    }

    fn clustered_note(&self, ratio: &str, tasks: usize, clusters: usize) -> String {
        format!("구간이 {ratio}배 넓어집니다: 작업 {tasks}개가 클러스터 {clusters}개에 있습니다.")
    }

    fn deployment_rate(&self, uses: u32, target: &str, rate: &str) -> String {
        format!("k = {uses}회 사용, 모두 성공할 확률 {target} → p ≥ {rate}")
    }

    fn replicate_line(
        &self,
        metric: &str,
        runs: usize,
        mean: &str,
        sd: &str,
        low: &str,
        high: &str,
    ) -> String {
        format!("실행 {runs}번의 {metric}: 평균 {mean}, 표준편차 {sd}%p, {low}에서 {high}까지.")
    }

    fn noise_floor(&self, points: &str) -> String {
        format!(
            "이런 실행 두 번 사이에서 {points}%p보다 작은 변화는 잡음입니다 (검정력 80%, 양측 5%)."
        )
    }

    fn flips_sentence(&self, flips: usize, tasks: usize, between_tasks: Option<&str>) -> String {
        let share = between_tasks.map(|share| format!(" 작업별 점수 분산의 {share}는 작업 사이에 있고, 나머지는 실행마다 달라지는 몫입니다.")).unwrap_or_default();
        format!("작업 {tasks}개 중 {flips}개가 실행마다 뒤집힙니다 (성공률이 다릅니다).{share}")
    }

    fn supported_k_sentence(
        &self,
        target: &str,
        k: u64,
        k_low: u64,
        k_high: u64,
        k_max: u64,
    ) -> String {
        let at_least = if k == k_max {
            " (어느 작업이든 가장 적은 시도 수이므로 더 갈 수도 있습니다)"
        } else {
            ""
        };
        if k == 0 {
            return format!("k = 1에서 이미 pass^k가 {target}보다 낮습니다: 모든 시도가 그만큼 자주 성공하는 k는 없습니다.");
        }
        format!("pass^k는 k = {k}까지 {target} 이상입니다{at_least}. 95% 구간으로는 k = {k_low}에서 k = {k_high} 사이입니다.")
    }
}

static NOISE_WORDS: crate::noise::NoiseWords = crate::noise::NoiseWords {
    cluster_label: "클러스터",
    cluster_none: "없음 (작업이 서로 독립)",
    se_label: "표준오차",
    clustered_se_label: "클러스터 표준오차",
    deploy_heading: "어떤 k? 한 기간의 사용 횟수",
    deploy_help: "k는 한 고객이 중요한 기간 동안 같은 종류의 작업을 실행하는 횟수입니다. 그 모두가 그만큼 자주 성공하려면 시도당 이 성공률이 필요합니다.",
    uses_label: "기간당 사용 횟수",
    target_label: "목표: 모두 성공",
    runs_as_label: "이 파일들은",
    runs_as_one: "하나의 실행 (시도가 합쳐집니다)",
    runs_as_replicates: "같은 에이전트의 반복 실행",
    replicates_reading: "파일마다 각자의 실행으로 읽는 중…",
    replicates_none_shared: "모든 파일에 있는 작업이 없어서 작업별로 비교할 수 없습니다.",
    cluster_heading: "클러스터로 묶인 작업",
    replicates_heading: "여러 파일: 하나의 실행인가, 반복 실행인가?",
};
