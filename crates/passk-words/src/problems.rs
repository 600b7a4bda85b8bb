//! What an import says: each problem (where, what was wrong), each warning about the whole
//! file, each reason a file is not text, and the formats' names, in every language. The
//! English forms are also the types' `Display`, for logs and tests.

use crate::prelude::*;

use passk_core::estimators::EstimateError;
use passk_core::lang::Lang;
use passk_data::import::{
    ArchiveFault, Count, DecodeError, Expected, Format, InfrastructureErrors, JsonKind, Layout,
    Place, Problem, ProblemKind, TrialKey, Warning,
};

/// "s" for English plurals.
fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// What problems.rs says, in each language (implemented for [`Lang`]).
pub trait ProblemText {
    /// Where something is.
    fn place(self, place: &Place) -> String;

    /// A problem: "line 4: c = 9 is more than n = 8: …".
    fn problem(self, problem: &Problem) -> String;

    /// (Helper.)
    fn json_kind(self, kind: JsonKind) -> &'static str;

    /// Why the estimators refuse counts.
    fn estimate_error(self, error: &EstimateError) -> String;

    /// What was wrong, without where.
    fn problem_kind(self, kind: &ProblemKind) -> String;

    /// (Helper.)
    fn korean_problem(self, kind: &ProblemKind) -> String;

    /// (Helper.)
    fn portuguese_problem(self, kind: &ProblemKind) -> String;

    /// A warning about the whole file.
    fn warning(self, warning: &Warning) -> String;

    /// Why a file is not text.
    fn decode_error(self, error: &DecodeError) -> String;

    /// A format's name in the picker.
    fn format_label(self, format: Format) -> &'static str;

    /// The τ²-bench infrastructure-error picker's label and its choices.
    fn infrastructure_words(self, choice: Option<InfrastructureErrors>) -> &'static str;
}

impl ProblemText for Lang {
    fn place(self, place: &Place) -> String {
        match (place, self) {
            (Place::Input, Lang::En) => "input".to_string(),
            (Place::Input, Lang::Ko) => "입력".to_string(),
            (Place::Input, Lang::Pt) => "entrada".to_string(),
            (Place::Json, _) => "JSON".to_string(),
            (Place::Line(line), Lang::En) => format!("line {line}"),
            (Place::Line(line), Lang::Ko) => format!("{line}행"),
            (Place::Line(line), Lang::Pt) => format!("linha {line}"),
            (Place::Header(line), Lang::En) => format!("line {line} (header)"),
            (Place::Header(line), Lang::Ko) => format!("{line}행 (머리글)"),
            (Place::Header(line), Lang::Pt) => format!("linha {line} (cabeçalho)"),
            (Place::Path(path), _) => path.clone(),
            (Place::TasksEntry(entry), Lang::En) => format!("tasks entry {entry}"),
            (Place::TasksEntry(entry), Lang::Ko) => format!("tasks 항목 {entry}"),
            (Place::TasksEntry(entry), Lang::Pt) => format!("item {entry} de tasks"),
            (Place::InFile { name, at }, lang) => format!("{name}, {}", lang.place(at)),
        }
    }

    fn problem(self, problem: &Problem) -> String {
        format!(
            "{}: {}",
            self.place(&problem.place),
            self.problem_kind(&problem.kind)
        )
    }

    fn json_kind(self, kind: JsonKind) -> &'static str {
        match (kind, self) {
            (JsonKind::Null, _) => "null",
            (JsonKind::Boolean, Lang::En) => "a boolean",
            (JsonKind::Boolean, Lang::Ko) => "참/거짓 값",
            (JsonKind::Boolean, Lang::Pt) => "um booleano",
            (JsonKind::Number, Lang::En) => "a number",
            (JsonKind::Number, Lang::Ko) => "숫자",
            (JsonKind::Number, Lang::Pt) => "um número",
            (JsonKind::String, Lang::En) => "a string",
            (JsonKind::String, Lang::Ko) => "문자열",
            (JsonKind::String, Lang::Pt) => "um texto",
            (JsonKind::List, Lang::En) => "a list",
            (JsonKind::List, Lang::Ko) => "목록",
            (JsonKind::List, Lang::Pt) => "uma lista",
            (JsonKind::Object, Lang::En) => "an object",
            (JsonKind::Object, Lang::Ko) => "객체",
            (JsonKind::Object, Lang::Pt) => "um objeto",
        }
    }

    fn estimate_error(self, error: &EstimateError) -> String {
        match (error, self) {
            (EstimateError::NoTrials, Lang::En) => "the task has no trials (n = 0)".to_string(),
            (EstimateError::NoTrials, Lang::Ko) => "작업에 시도가 없다 (n = 0)".to_string(),
            (EstimateError::NoTrials, Lang::Pt) => "a tarefa não tem trials (n = 0)".to_string(),
            (EstimateError::MoreSuccessesThanTrials { successes, trials }, Lang::En) => {
                format!("more successes than trials (c = {successes} > n = {trials})")
            }
            (EstimateError::MoreSuccessesThanTrials { successes, trials }, Lang::Ko) => {
                format!("성공이 시도보다 많다 (c = {successes} > n = {trials})")
            }
            (EstimateError::MoreSuccessesThanTrials { successes, trials }, Lang::Pt) => {
                format!("mais acertos que trials (c = {successes} > n = {trials})")
            }
            (EstimateError::KExceedsTrials { k, trials }, Lang::En) => {
                format!("k = {k} is more than the task's {trials} trials: no unbiased estimate")
            }
            (EstimateError::KExceedsTrials { k, trials }, Lang::Ko) => {
                format!("k = {k}가 작업의 시도 {trials}회보다 크다: 비편향 추정값이 없다")
            }
            (EstimateError::KExceedsTrials { k, trials }, Lang::Pt) => {
                format!("k = {k} é maior que os {trials} trials da tarefa: sem estimativa não enviesada")
            }
            (EstimateError::TooManyTrials { trials }, Lang::En) => {
                format!("n = {trials} is too large (at most 2^53)")
            }
            (EstimateError::TooManyTrials { trials }, Lang::Ko) => {
                format!("n = {trials}은(는) 너무 크다 (최대 2^53)")
            }
            (EstimateError::TooManyTrials { trials }, Lang::Pt) => {
                format!("n = {trials} é grande demais (no máximo 2^53)")
            }
        }
    }

    fn problem_kind(self, kind: &ProblemKind) -> String {
        match self {
            Lang::En => english_problem(kind),
            Lang::Ko => self.korean_problem(kind),
            Lang::Pt => self.portuguese_problem(kind),
        }
    }

    fn korean_problem(self, kind: &ProblemKind) -> String {
        match kind {
            ProblemKind::NothingToRead => "읽을 내용이 없다: 결과를 붙여 넣거나 파일을 고르세요".into(),
            ProblemKind::UnknownJson => "알 수 없는 형식: \"simulations\"(τ²-bench)도 \"samples\"(inspect_ai)도 없는 JSON 문서다. 둘 중 하나라면 형식을 직접 고르세요".into(),
            ProblemKind::NoRows => "결과 행을 찾지 못했다 (머리글만 있거나 빈 목록)".into(),
            ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
                "길이가 {} MB로, 어떤 결과 행보다 길다 (최대 {limit_megabytes} MB). 파일이나 형식이 맞는지 확인하세요",
                self.number(&format!("{megabytes:.1}"))
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
            ProblemKind::Counts(error) => self.estimate_error(error),
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
                self.estimate_error(error)
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
                self.json_kind(*found),
                match expected {
                    Expected::Object => "객체여야",
                    Expected::TaskIdAndReward => "task_id와 reward가 있는 객체여야",
                    Expected::TaskIdAndPassed => "task_id와 passed가 있는 객체여야",
                }
            ),
            ProblemKind::IdMissing => "없거나 문자열·숫자가 아니다".into(),
            ProblemKind::Missing => "없다".into(),
            ProblemKind::TrialNotNumber(found) => {
                format!("{}이다. 시도 번호가 아니다", self.json_kind(*found))
            }
            ProblemKind::NotUsableNumber => "쓸 수 없는 숫자다".into(),
            ProblemKind::NotASuccess(found) => {
                format!("{}이다. 성공 값이나 보상이 아니다", self.json_kind(*found))
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
                self.json_kind(*found)
            ),
            ProblemKind::NoMatchEvents => "match 이벤트가 없다: OpenAI evals 기록 로그는 샘플의 match 이벤트를 시도로 센다. 평가를 --record_path로 기록했는지 확인하세요".into(),
            ProblemKind::CorrectNotBoolean(found) => format!(
                "data.correct가 true/false가 아니라 {}이다",
                self.json_kind(*found)
            ),
            ProblemKind::LineCutOff { .. } => "잘렸다 (JSON이 끝나지 않음)".into(),
            ProblemKind::LineNotJson { .. } => "올바른 JSON이 아니다".into(),
            ProblemKind::TaskIdMissing => "task_id가 없거나 문자열·숫자가 아니다".into(),
            ProblemKind::PassedNotBoolean(found) => format!(
                "passed가 {}이다. true 또는 false여야 한다",
                self.json_kind(*found)
            ),
            ProblemKind::NeitherPassedNorResult => "passed도 result도 없다".into(),
        }
    }

    fn portuguese_problem(self, kind: &ProblemKind) -> String {
        match kind {
            ProblemKind::NothingToRead => "não há nada para ler: cole resultados ou escolha um arquivo".into(),
            ProblemKind::UnknownJson => "formato desconhecido: um documento JSON sem \"simulations\" (τ²-bench) nem \"samples\" (inspect_ai); escolha o formato à mão se for um deles".into(),
            ProblemKind::NoRows => "nenhuma linha de resultados foi encontrada (só um cabeçalho, ou uma lista vazia)".into(),
            ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
                "tem {} MB, mais do que qualquer linha de resultados ({limit_megabytes} MB no máximo): é o arquivo certo, ou o formato certo?",
                self.number(&format!("{megabytes:.1}"))
            ),
            ProblemKind::QuoteNotClosed => "um campo entre aspas não foi fechado (falta \")".into(),
            ProblemKind::ColumnCount { expected, layout, found } => format!(
                "esperava {expected} colunas ({}), encontrou {found}",
                layout_columns(*layout)
            ),
            ProblemKind::EmptyTaskName => "o nome da tarefa está vazio".into(),
            ProblemKind::CountEmpty(which) => format!("{} está vazio", count(which)),
            ProblemKind::CountNegative(which, text) => format!("{} = {text} é negativo", count(which)),
            ProblemKind::CountNotWhole(which, text) => {
                format!("{} = {text} não é um número inteiro", count(which))
            }
            ProblemKind::CountNotNumber(which, text) => {
                format!("{} “{text}” não é um número", count(which))
            }
            ProblemKind::NoTrials { task } => format!("n = 0: a tarefa “{task}” não tem trials"),
            ProblemKind::MoreSuccessesThanTrials { successes, trials } => format!(
                "c = {successes} é maior que n = {trials}: uma tarefa não acerta mais vezes do que foi tentada"
            ),
            ProblemKind::Counts(error) => self.estimate_error(error),
            ProblemKind::HeaderWithoutSuccess => "o cabeçalho não tem coluna de acerto (success, passed, reward, score…): usando a última coluna".into(),
            ProblemKind::HeaderWithoutCounts => "o cabeçalho precisa de uma coluna para n (n, trials, samples…) e uma para c (c, successes, correct…): usando as colunas 2 e 3".into(),
            ProblemKind::RewardOutOfRange(reward) => format!(
                "a recompensa {} está fora de [0, 1] (um acerto precisa de recompensa em [0, 1], 0/1, true/false ou pass/fail)",
                self.number(reward)
            ),
            ProblemKind::SuccessEmpty => "o valor de acerto está vazio".into(),
            ProblemKind::NotASuccessValue(text) => format!(
                "“{text}” não é um valor de acerto (use 0/1, true/false, pass/fail, ou uma recompensa em [0, 1])"
            ),
            ProblemKind::RepeatedTaskOverflows { task } => {
                format!("a tarefa “{task}” aparece de novo e seus trials somam mais de 2^64")
            }
            ProblemKind::RepeatedTaskImpossible { task, error } => format!(
                "a tarefa “{task}” aparece de novo e suas contagens somam um total impossível: {}",
                self.estimate_error(error)
            ),
            ProblemKind::NotNC(entry) => {
                format!("“{entry}” não é n:c (dois números inteiros, como 8:6)")
            }
            ProblemKind::JsonTruncated { records } => format!(
                "o JSON termina antes da hora (arquivo cortado?) depois de {records} registro{} completo{}",
                plural(*records),
                plural(*records)
            ),
            ProblemKind::JsonUnexpected { line } => {
                format!("o JSON está malformado na linha {line}: caractere inesperado")
            }
            ProblemKind::JsonMalformed { line, .. } => format!("o JSON está malformado na linha {line}"),
            ProblemKind::NotAList => "resultados do τ-bench são uma lista ([…]), mas isto não é uma".into(),
            ProblemKind::ListMissing => "está faltando ou não é uma lista".into(),
            ProblemKind::WrongKind { found, expected } => format!(
                "é {}, esperava {}",
                self.json_kind(*found),
                match expected {
                    Expected::Object => "um objeto",
                    Expected::TaskIdAndReward => "um objeto com task_id e reward",
                    Expected::TaskIdAndPassed => "um objeto com task_id e passed",
                }
            ),
            ProblemKind::IdMissing => "está faltando ou não é texto nem número".into(),
            ProblemKind::Missing => "está faltando".into(),
            ProblemKind::TrialNotNumber(found) => {
                format!("é {}, não um número de trial", self.json_kind(*found))
            }
            ProblemKind::NotUsableNumber => "não é um número utilizável".into(),
            ProblemKind::NotASuccess(found) => {
                format!("é {}, não um valor de acerto nem recompensa", self.json_kind(*found))
            }
            ProblemKind::SampleError { message } => {
                format!("a amostra terminou em erro ({message}), então não tem nota")
            }
            ProblemKind::ScoresEmpty => "está vazio".into(),
            ProblemKind::NoScoreFromScorer { scorer } => {
                format!("não tem nota do avaliador “{scorer}”")
            }
            ProblemKind::ValueNotAScore { metric, found } => format!(
                "o valor da métrica “{metric}” é {}, não uma nota por amostra (é agregado depois): escolha outra métrica",
                self.json_kind(*found)
            ),
            ProblemKind::NoMatchEvents => "não há eventos match: um log de registro do OpenAI evals conta os eventos match de cada amostra como tentativas. Verifique se a avaliação foi gravada com --record_path".into(),
            ProblemKind::CorrectNotBoolean(found) => format!(
                "data.correct não é true nem false, e sim {}",
                self.json_kind(*found)
            ),
            ProblemKind::LineCutOff { .. } => "está cortada (o JSON não termina)".into(),
            ProblemKind::LineNotJson { .. } => "não é JSON válido".into(),
            ProblemKind::TaskIdMissing => "task_id está faltando ou não é texto nem número".into(),
            ProblemKind::PassedNotBoolean(found) => format!(
                "passed é {}, esperava true ou false",
                self.json_kind(*found)
            ),
            ProblemKind::NeitherPassedNorResult => "não tem passed nem result".into(),
        }
    }

    fn warning(self, warning: &Warning) -> String {
        let trial = |key: &TrialKey| match key {
            TrialKey::Number(number) => number.to_string(),
            TrialKey::Text(text) => format!("“{text}”"),
        };
        match (warning, self) {
            (Warning::CommentLines { count, first_line }, Lang::En) => format!(
                "{count} comment line{} (starting with #, before the first row) skipped, from line {first_line}",
                plural(*count)
            ),
            (Warning::CommentLines { count, first_line }, Lang::Ko) => format!(
                "주석 {count}줄(첫 행 앞, #로 시작)을 건너뛰었다. {first_line}행부터"
            ),
            (Warning::CommentLines { count, first_line }, Lang::Pt) => format!(
                "{count} linha{} de comentário (começando com #, antes da primeira linha de dados) ignorada{}, a partir da linha {first_line}",
                plural(*count),
                plural(*count)
            ),
            (Warning::InfrastructureErrors(count), Lang::En) => format!(
                "{count} simulation{} ended in an infrastructure error and {} left out (not counted as failures)",
                plural(*count),
                if *count == 1 { "was" } else { "were" }
            ),
            (Warning::InfrastructureFailures(count), Lang::En) => format!(
                "{count} simulation{} ended in an infrastructure error and {} counted as failed trials, as tau2's leaderboard does (tau2's metrics code leaves them out: choose under Infrastructure errors)",
                plural(*count),
                if *count == 1 { "is" } else { "are" }
            ),
            (Warning::InfrastructureFailures(count), Lang::Ko) => format!(
                "시뮬레이션 {count}개가 인프라 오류로 끝나 tau2 리더보드처럼 실패한 시도로 셌다 (tau2 지표 코드는 제외한다: 인프라 오류에서 고르세요)"
            ),
            (Warning::InfrastructureFailures(count), Lang::Pt) => format!(
                "{count} simulaç{} terminou em erro de infraestrutura e conta como tentativa falha, como no placar do tau2 (o código de métricas do tau2 as deixa de fora: escolha em Erros de infraestrutura)",
                if *count == 1 { "ão" } else { "ões" }
            ),
            (Warning::InfrastructureErrors(count), Lang::Ko) => format!(
                "시뮬레이션 {count}개가 인프라 오류로 끝나 제외되었다 (실패로 세지 않음)"
            ),
            (Warning::InfrastructureErrors(count), Lang::Pt) => format!(
                "{count} simulaç{} terminou em erro de infraestrutura e ficou de fora (não conta como falha)",
                if *count == 1 { "ão" } else { "ões" }
            ),
            (Warning::RepeatedTrials { count, first }, Lang::En) => format!(
                "{count} repeated (task, trial) record{} ignored after the first (first at {})",
                if *count == 1 { " was" } else { "s were" },
                self.place(first)
            ),
            (Warning::RepeatedTrials { count, first }, Lang::Ko) => format!(
                "반복된 (작업, 시도) 기록 {count}개는 첫 번째 다음부터 무시했다 (처음: {})",
                self.place(first)
            ),
            (Warning::RepeatedTrials { count, first }, Lang::Pt) => format!(
                "{count} registro{} (tarefa, trial) repetido{} ignorado{} depois do primeiro (o primeiro em {})",
                plural(*count),
                plural(*count),
                plural(*count),
                self.place(first)
            ),
            (Warning::RepeatedTask { task, place }, Lang::En) => format!(
                "task “{task}” appears again at {}: its counts were added",
                self.place(place)
            ),
            (Warning::RepeatedTask { task, place }, Lang::Ko) => format!(
                "작업 “{task}”이(가) {}에 다시 나온다: 횟수를 더했다",
                self.place(place)
            ),
            (Warning::RepeatedTask { task, place }, Lang::Pt) => format!(
                "a tarefa “{task}” aparece de novo na {}: suas contagens foram somadas",
                self.place(place)
            ),
            (Warning::MissingTrials { tasks, example }, Lang::En) => format!(
                "{tasks} task{} missing trials that other tasks have (e.g. {})",
                if *tasks == 1 { " is" } else { "s are" },
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}” has no trial {}", trial(key)))
                    .unwrap_or_default()
            ),
            (Warning::MissingTrials { tasks, example }, Lang::Ko) => format!(
                "작업 {tasks}개에 다른 작업에는 있는 시도가 없다 (예: {})",
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}”에 시도 {}이(가) 없다", trial(key)))
                    .unwrap_or_default()
            ),
            (Warning::MissingTrials { tasks, example }, Lang::Pt) => format!(
                "{tasks} tarefa{} sem trials que outras tarefas têm (por exemplo, {})",
                plural(*tasks),
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}” não tem o trial {}", trial(key)))
                    .unwrap_or_default()
            ),
            (Warning::TrialsVary { min, max }, Lang::En) => format!(
                "n varies across tasks, from {min} to {max} trials: at a k above a task's n that task is left out"
            ),
            (Warning::TrialsVary { min, max }, Lang::Ko) => format!(
                "작업마다 n이 다르다 (시도 {min}~{max}회): k가 어떤 작업의 n보다 크면 그 작업은 제외된다"
            ),
            (Warning::TrialsVary { min, max }, Lang::Pt) => format!(
                "n varia entre as tarefas, de {min} a {max} trials: com k acima do n de uma tarefa, essa tarefa fica de fora"
            ),
            (Warning::LinesPassedOver(count), Lang::En) => format!(
                "{count} line{} that {} no trial (a spec, a final report, other events, or more values that are not scores) passed over",
                plural(*count as usize),
                if *count == 1 { "holds" } else { "hold" }
            ),
            (Warning::LinesPassedOver(count), Lang::Ko) => format!(
                "시도가 아닌 줄 {count}개(spec, final_report, 다른 이벤트, 점수가 아닌 값)를 건너뛰었다"
            ),
            (Warning::LinesPassedOver(count), Lang::Pt) => format!(
                "{count} linha{} sem tentativa (spec, relatório final, outros eventos ou valores que não são notas) deixada{} de lado",
                plural(*count as usize),
                plural(*count as usize)
            ),
            (Warning::SeveralScorers { names, used }, Lang::En) => format!(
                "this log has {} scorers ({}): the scores of “{used}” are counted; pick another under Scorer",
                names.len(),
                names.join(", ")
            ),
            (Warning::SeveralScorers { names, used }, Lang::Ko) => format!(
                "이 로그에는 채점기가 {}개 있다 ({}): “{used}”의 점수를 센다. 채점기에서 다른 것을 고를 수 있다",
                names.len(),
                names.join(", ")
            ),
            (Warning::SeveralScorers { names, used }, Lang::Pt) => format!(
                "este log tem {} avaliadores ({}): contam as notas de “{used}”; escolha outro em Avaliador",
                names.len(),
                names.join(", ")
            ),
        }
    }

    fn decode_error(self, error: &DecodeError) -> String {
        match (error, self) {
            (DecodeError::NotUtf8 { name, offset }, Lang::En) => format!(
                "{name} is not UTF-8 text: the byte at offset {offset} is not valid UTF-8. Save it as UTF-8 (or UTF-16 with a byte-order mark) and try again."
            ),
            (DecodeError::NotUtf8 { name, offset }, Lang::Ko) => format!(
                "{name}은(는) UTF-8 텍스트가 아니다: 오프셋 {offset}의 바이트가 올바른 UTF-8이 아니다. UTF-8(또는 바이트 순서 표시가 있는 UTF-16)로 저장한 뒤 다시 시도하세요."
            ),
            (DecodeError::NotUtf8 { name, offset }, Lang::Pt) => format!(
                "{name} não é texto UTF-8: o byte na posição {offset} não é UTF-8 válido. Salve como UTF-8 (ou UTF-16 com marca de ordem de bytes) e tente de novo."
            ),
            (DecodeError::Utf16CutOff { name }, Lang::En) => format!(
                "{name} starts like UTF-16 text but has an odd number of bytes: it was cut off."
            ),
            (DecodeError::Utf16CutOff { name }, Lang::Ko) => format!(
                "{name}은(는) UTF-16 텍스트처럼 시작하지만 바이트 수가 홀수다: 잘린 파일이다."
            ),
            (DecodeError::Utf16CutOff { name }, Lang::Pt) => format!(
                "{name} começa como texto UTF-16, mas tem um número ímpar de bytes: foi cortado."
            ),
            (DecodeError::Utf16LoneSurrogate { name, offset }, Lang::En) => format!(
                "{name} is not valid UTF-16 text: the code unit at offset {offset} is a lone surrogate."
            ),
            (DecodeError::Utf16LoneSurrogate { name, offset }, Lang::Ko) => format!(
                "{name}은(는) 올바른 UTF-16 텍스트가 아니다: 오프셋 {offset}의 코드 단위가 짝 없는 서로게이트다."
            ),
            (DecodeError::Utf16LoneSurrogate { name, offset }, Lang::Pt) => format!(
                "{name} não é texto UTF-16 válido: a unidade na posição {offset} é um substituto isolado."
            ),
            (DecodeError::Unreadable { name }, Lang::En) => format!("could not read {name}"),
            (DecodeError::Unreadable { name }, Lang::Ko) => format!("{name}을(를) 읽지 못했다"),
            (DecodeError::Unreadable { name }, Lang::Pt) => format!("não foi possível ler {name}"),
            (DecodeError::ArchiveDamaged { name, member, fault }, lang) => {
                archive_damaged(lang, name, member, *fault)
            }
            (DecodeError::ArchiveWithoutSamples { name }, Lang::En) => format!(
                "{name} is a zip archive with no samples/ members: it is not an inspect_ai .eval log, or the log was written without its samples. Run the eval with samples logged, or open the JSON log instead."
            ),
            (DecodeError::ArchiveWithoutSamples { name }, Lang::Ko) => format!(
                "{name}은(는) samples/ 항목이 없는 zip 압축 파일이다: inspect_ai의 .eval 로그가 아니거나 샘플 없이 기록된 로그다. 샘플을 기록하도록 평가를 실행하거나 JSON 로그를 여세요."
            ),
            (DecodeError::ArchiveWithoutSamples { name }, Lang::Pt) => format!(
                "{name} é um arquivo zip sem membros samples/: não é um log .eval do inspect_ai, ou o log foi gravado sem as amostras. Rode a avaliação registrando as amostras, ou abra o log JSON."
            ),
        }
    }

    fn infrastructure_words(self, choice: Option<InfrastructureErrors>) -> &'static str {
        match (choice, self) {
            (None, Lang::En) => "Infrastructure errors",
            (None, Lang::Ko) => "인프라 오류",
            (None, Lang::Pt) => "Erros de infraestrutura",
            (Some(InfrastructureErrors::LeaveOut), Lang::En) => "leave out (tau2's metrics)",
            (Some(InfrastructureErrors::LeaveOut), Lang::Ko) => "제외 (tau2 지표 코드)",
            (Some(InfrastructureErrors::LeaveOut), Lang::Pt) => "deixar de fora (métricas do tau2)",
            (Some(InfrastructureErrors::CountAsFailures), Lang::En) => {
                "count as failures (tau2's leaderboard)"
            }
            (Some(InfrastructureErrors::CountAsFailures), Lang::Ko) => {
                "실패로 세기 (tau2 리더보드)"
            }
            (Some(InfrastructureErrors::CountAsFailures), Lang::Pt) => {
                "contar como falhas (placar do tau2)"
            }
        }
    }

    fn format_label(self, format: Format) -> &'static str {
        match (format, self) {
            (Format::AggregatedTable, Lang::En) => "CSV/TSV, one row per task (task, n, c)",
            (Format::AggregatedTable, Lang::Ko) => "CSV/TSV, 작업당 한 행 (task, n, c)",
            (Format::AggregatedTable, Lang::Pt) => "CSV/TSV, uma linha por tarefa (task, n, c)",
            (Format::TrialTable, Lang::En) => "CSV/TSV, one row per trial (task, trial, success)",
            (Format::TrialTable, Lang::Ko) => "CSV/TSV, 시도당 한 행 (task, trial, success)",
            (Format::TrialTable, Lang::Pt) => "CSV/TSV, uma linha por trial (task, trial, success)",
            (Format::HumanEvalJsonl, Lang::En) => "human-eval results JSONL",
            (Format::HumanEvalJsonl, Lang::Ko) => "human-eval 결과 JSONL",
            (Format::HumanEvalJsonl, Lang::Pt) => "resultados do human-eval em JSONL",
            (Format::TauBench, Lang::En) => "τ-bench results JSON",
            (Format::TauBench, Lang::Ko) => "τ-bench 결과 JSON",
            (Format::TauBench, Lang::Pt) => "resultados do τ-bench em JSON",
            (Format::Tau2Bench, Lang::En) => "τ²-bench results JSON",
            (Format::Tau2Bench, Lang::Ko) => "τ²-bench 결과 JSON",
            (Format::Tau2Bench, Lang::Pt) => "resultados do τ²-bench em JSON",
            (Format::InspectAi, Lang::En) => "inspect_ai eval log (JSON or .eval)",
            (Format::InspectAi, Lang::Ko) => "inspect_ai 평가 로그 (JSON 또는 .eval)",
            (Format::InspectAi, Lang::Pt) => "log de avaliação do inspect_ai (JSON ou .eval)",
            (Format::LmEval, Lang::En) => "lm-evaluation-harness samples (JSON Lines)",
            (Format::LmEval, Lang::Ko) => "lm-evaluation-harness 샘플 (JSON Lines)",
            (Format::LmEval, Lang::Pt) => "amostras do lm-evaluation-harness (JSON Lines)",
            (Format::OpenAiEvals, Lang::En) => "OpenAI evals record log (JSON Lines)",
            (Format::OpenAiEvals, Lang::Ko) => "OpenAI evals 기록 로그 (JSON Lines)",
            (Format::OpenAiEvals, Lang::Pt) => "log de registro do OpenAI evals (JSON Lines)",
        }
    }
}

/// The count's symbol, the same in every language.
fn count(count: &Count) -> &'static str {
    match count {
        Count::Trials => "n",
        Count::Successes => "c",
    }
}

/// The columns a layout needs, as a header would name them (the same in every language).
fn layout_columns(layout: Layout) -> &'static str {
    match layout {
        Layout::TaskTrialsSuccesses => "task, n, c",
        Layout::TaskTrialSuccess => "task, trial, success",
        Layout::TaskSuccess => "task, success",
    }
}

/// English, the language of logs and tests.
fn english_problem(kind: &ProblemKind) -> String {
    let json_kind = |kind: JsonKind| Lang::En.json_kind(kind);
    match kind {
        ProblemKind::NothingToRead => "there is nothing to read: paste results or pick a file".into(),
        ProblemKind::UnknownJson => "unknown format: a JSON document without \"simulations\" (τ²-bench) or \"samples\" (inspect_ai); pick the format by hand if this is one of them".into(),
        ProblemKind::NoRows => "no rows of results were found (only a header, or an empty list)".into(),
        ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
            "is {megabytes:.1} MB long, more than any results row ({limit_megabytes} MB at most): is this the right file, or the right format?"
        ),
        ProblemKind::QuoteNotClosed => "a quoted field is not closed (missing \")".into(),
        ProblemKind::ColumnCount { expected, layout, found } => format!(
            "expected {expected} columns ({}), found {found}",
            layout_columns(*layout)
        ),
        ProblemKind::EmptyTaskName => "the task name is empty".into(),
        ProblemKind::CountEmpty(which) => format!("{} is empty", count(which)),
        ProblemKind::CountNegative(which, text) => format!("{} = {text} is negative", count(which)),
        ProblemKind::CountNotWhole(which, text) => {
            format!("{} = {text} is not a whole number", count(which))
        }
        ProblemKind::CountNotNumber(which, text) => {
            format!("{} “{text}” is not a number", count(which))
        }
        ProblemKind::NoTrials { task } => format!("n = 0: task “{task}” has no trials"),
        ProblemKind::MoreSuccessesThanTrials { successes, trials } => format!(
            "c = {successes} is more than n = {trials}: a task cannot pass more often than it was tried"
        ),
        ProblemKind::Counts(error) => Lang::En.estimate_error(error),
        ProblemKind::HeaderWithoutSuccess => "the header names no success column (success, passed, reward, score…): using the last column".into(),
        ProblemKind::HeaderWithoutCounts => "the header needs a column for n (n, trials, samples…) and one for c (c, successes, correct…): using columns 2 and 3".into(),
        ProblemKind::RewardOutOfRange(reward) => format!(
            "reward {reward} is outside [0, 1] (success needs a reward in [0, 1], 0/1, true/false or pass/fail)"
        ),
        ProblemKind::SuccessEmpty => "the success value is empty".into(),
        ProblemKind::NotASuccessValue(text) => format!(
            "“{text}” is not a success value (use 0/1, true/false, pass/fail, or a reward in [0, 1])"
        ),
        ProblemKind::RepeatedTaskOverflows { task } => {
            format!("task “{task}” appears again and its trials add up to more than 2^64")
        }
        ProblemKind::RepeatedTaskImpossible { task, error } => format!(
            "task “{task}” appears again and its counts add up to an impossible total: {}",
            Lang::En.estimate_error(error)
        ),
        ProblemKind::NotNC(entry) => format!("“{entry}” is not n:c (two whole numbers, such as 8:6)"),
        ProblemKind::JsonTruncated { records } => format!(
            "the JSON ends early (truncated file?) after {records} complete record{}",
            plural(*records)
        ),
        ProblemKind::JsonUnexpected { line } => {
            format!("the JSON is malformed at line {line}: unexpected character")
        }
        ProblemKind::JsonMalformed { line, detail } => {
            format!("the JSON is malformed at line {line}: {detail}")
        }
        ProblemKind::NotAList => "τ-bench results are a list ([…]), but this is not one".into(),
        ProblemKind::ListMissing => "is missing or not a list".into(),
        ProblemKind::WrongKind { found, expected } => format!(
            "is {}, expected {}",
            json_kind(*found),
            match expected {
                Expected::Object => "an object",
                Expected::TaskIdAndReward => "an object with task_id and reward",
                Expected::TaskIdAndPassed => "an object with task_id and passed",
            }
        ),
        ProblemKind::IdMissing => "is missing or not a string or number".into(),
        ProblemKind::Missing => "is missing".into(),
        ProblemKind::TrialNotNumber(found) => format!("is {}, not a trial number", json_kind(*found)),
        ProblemKind::NotUsableNumber => "is not a usable number".into(),
        ProblemKind::NotASuccess(found) => {
            format!("is {}, not a success value or reward", json_kind(*found))
        }
        ProblemKind::SampleError { message } => {
            format!("the sample ended in an error ({message}), so it has no score")
        }
        ProblemKind::ScoresEmpty => "is empty".into(),
        ProblemKind::NoScoreFromScorer { scorer } => format!("has no score from the scorer “{scorer}”"),
        ProblemKind::ValueNotAScore { metric, found } => format!(
            "the metric “{metric}” holds {}, not a per-sample score (it is aggregated later): choose another metric",
            Lang::En.json_kind(*found)
        ),
        ProblemKind::NoMatchEvents => "has no match events: an OpenAI evals record log counts each sample's match events as trials. Check that the eval was recorded with --record_path".into(),
        ProblemKind::CorrectNotBoolean(found) => format!(
            "data.correct must be true or false, not {}",
            Lang::En.json_kind(*found)
        ),
        ProblemKind::LineCutOff { detail } => format!("is cut off: {detail}"),
        ProblemKind::LineNotJson { detail } => format!("is not valid JSON: {detail}"),
        ProblemKind::TaskIdMissing => "task_id is missing or not a string or number".into(),
        ProblemKind::PassedNotBoolean(found) => {
            format!("passed is {}, expected true or false", json_kind(*found))
        }
        ProblemKind::NeitherPassedNorResult => "has neither passed nor result".into(),
    }
}

/// A damaged `.eval` archive: which member, what was wrong, and what to do.
fn archive_damaged(lang: Lang, name: &str, member: &str, fault: ArchiveFault) -> String {
    let what = match (fault, lang) {
        (ArchiveFault::CutOff, Lang::En) => "it ends early (the file was cut off while copying or still being written)".to_string(),
        (ArchiveFault::CutOff, Lang::Ko) => "파일이 중간에 끝난다 (복사 중에 잘렸거나 아직 기록 중이다)".to_string(),
        (ArchiveFault::CutOff, Lang::Pt) => "ele termina antes da hora (o arquivo foi cortado ao copiar ou ainda está sendo gravado)".to_string(),
        (ArchiveFault::BadDeflate, Lang::En) => "its compressed data is corrupt".to_string(),
        (ArchiveFault::BadDeflate, Lang::Ko) => "압축된 데이터가 손상되었다".to_string(),
        (ArchiveFault::BadDeflate, Lang::Pt) => "os dados comprimidos estão corrompidos".to_string(),
        (ArchiveFault::Method(method), Lang::En) => format!("it uses compression method {method}; passk reads stored and deflated members"),
        (ArchiveFault::Method(method), Lang::Ko) => format!("압축 방식 {method}을(를) 쓴다; passk는 저장(stored)과 deflate 항목만 읽는다"),
        (ArchiveFault::Method(method), Lang::Pt) => format!("usa o método de compressão {method}; o passk lê membros armazenados e deflate"),
        (ArchiveFault::NotUtf8, Lang::En) => "it is not UTF-8 text".to_string(),
        (ArchiveFault::NotUtf8, Lang::Ko) => "UTF-8 텍스트가 아니다".to_string(),
        (ArchiveFault::NotUtf8, Lang::Pt) => "não é texto UTF-8".to_string(),
        (ArchiveFault::Zip64, Lang::En) => "it is a ZIP64 archive (over 4 GB or 65,535 members), which passk does not read".to_string(),
        (ArchiveFault::Zip64, Lang::Ko) => "ZIP64 압축 파일이다 (4GB 또는 항목 65,535개 초과); passk는 읽지 않는다".to_string(),
        (ArchiveFault::Zip64, Lang::Pt) => "é um arquivo ZIP64 (mais de 4 GB ou 65.535 membros), que o passk não lê".to_string(),
    };
    match (lang, member.is_empty()) {
        (Lang::En, true) => format!("{name} is a damaged zip archive: {what}. Copy the .eval log again, or convert it with `inspect log convert --to json` and open the JSON."),
        (Lang::En, false) => format!("{name}: the member {member} cannot be read: {what}. Copy the .eval log again, or convert it with `inspect log convert --to json` and open the JSON."),
        (Lang::Ko, true) => format!("{name}은(는) 손상된 zip 압축 파일이다: {what}. .eval 로그를 다시 복사하거나 `inspect log convert --to json`으로 변환해 JSON을 여세요."),
        (Lang::Ko, false) => format!("{name}: 항목 {member}을(를) 읽을 수 없다: {what}. .eval 로그를 다시 복사하거나 `inspect log convert --to json`으로 변환해 JSON을 여세요."),
        (Lang::Pt, true) => format!("{name} é um arquivo zip danificado: {what}. Copie o log .eval de novo, ou converta-o com `inspect log convert --to json` e abra o JSON."),
        (Lang::Pt, false) => format!("{name}: o membro {member} não pode ser lido: {what}. Copie o log .eval de novo, ou converta-o com `inspect log convert --to json` e abra o JSON."),
    }
}
