//! The words of the workshop tools: the benchmark reruns and the quiz.

use passk_core::lang::Lang;
use passk_core::quiz::QuestionKind;

/// Every fixed string of the reruns panel and the quiz.
#[derive(Debug)]
pub struct WorkshopWords {
    /// Heading of the reruns panel.
    pub rerun_heading: &'static str,
    /// What the reruns show.
    pub rerun_help: &'static str,
    /// Label: tasks per run.
    pub label_tasks: &'static str,
    /// Label: trials per task.
    pub label_trials: &'static str,
    /// Button: one rerun.
    pub rerun_once: &'static str,
    /// Button: a hundred reruns.
    pub rerun_hundred: &'static str,
    /// Button: a new seed.
    pub new_seed: &'static str,
    /// Histogram x axis.
    pub axis_measured: &'static str,
    /// Histogram y axis.
    pub axis_reruns: &'static str,
    /// Tab and heading of the quiz.
    pub quiz_title: &'static str,
    /// What the quiz asks of the reader.
    pub quiz_help: &'static str,
    /// Label of the guess slider.
    pub guess_label: &'static str,
    /// Button: reveal.
    pub reveal: &'static str,
    /// Button: next question.
    pub next: &'static str,
}

/// What workshop.rs says, in each language (implemented for [`Lang`]).
pub trait WorkshopText {
    /// The words of the workshop tools.
    fn workshop_words(self) -> &'static WorkshopWords;

    /// "12 reruns: measured pass^3 averages 58.1% (true 58.24%), standard deviation 3.2 points."
    fn rerun_summary(self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String;

    /// A quiz question; `rate` is already a percentage.
    fn quiz_question(self, kind: QuestionKind, rate: &str, count: u32) -> String;

    /// Why the answer is what it is, in one line; `p` and `miss` are decimals (0.9, 0.1).
    fn quiz_reason(self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String;

    /// The reveal: the answer, the guess and the gap (all already written).
    fn quiz_result(self, answer: &str, guess: &str, gap: &str) -> String;

    /// The running score.
    fn quiz_score(self, answered: usize, mean_gap: &str) -> String;

    /// The reruns need at least k trials per task.
    fn rerun_too_few_trials(self, k: u32) -> String;

    /// The seed the reruns draw from, so a reader can see what a link reproduces.
    fn rerun_seed(self, seed: u64) -> String;

    /// The link's `seed=` (as written) is not one the reruns can use; seed `used` is.
    fn rerun_seed_refused(self, written: &str, used: u64) -> String;
}

impl WorkshopText for Lang {
    fn workshop_words(self) -> &'static WorkshopWords {
        match self {
            Lang::En => &WORKSHOP_EN,
            Lang::Ko => &WORKSHOP_KO,
            Lang::Pt => &WORKSHOP_PT,
        }
    }

    fn rerun_summary(self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String {
        // One rerun has no spread to show: say what it measured, and what more would show.
        if runs == 1 {
            return match self {
                Lang::En => format!("1 rerun: measured pass^{k} is {mean} (the agent's true value is {truth}). Rerun it again to see how much it moves."),
                Lang::Ko => format!("1번 다시 돌림: 측정한 pass^{k}는 {mean} (에이전트의 실제 값은 {truth}). 얼마나 흔들리는지 보려면 더 돌려 보세요."),
                Lang::Pt => format!("1 repetição: o pass^{k} medido é {mean} (o valor real do agente é {truth}). Repita para ver quanto ele varia."),
            };
        }
        match self {
            Lang::En => format!("{runs} reruns: measured pass^{k} averages {mean} (the agent's true value is {truth}), and moves by {sd} (one standard deviation) from run to run."),
            Lang::Ko => format!("{runs}번 다시 돌림: 측정한 pass^{k}의 평균은 {mean} (에이전트의 실제 값은 {truth}), 실행마다 {sd}(표준편차)만큼 흔들린다."),
            Lang::Pt => format!("{runs} repetições: o pass^{k} medido tem média {mean} (o valor real do agente é {truth}) e varia {sd} (um desvio-padrão) de uma execução para outra."),
        }
    }

    fn quiz_question(self, kind: QuestionKind, rate: &str, count: u32) -> String {
        match (self, kind) {
            (Lang::En, QuestionKind::PassHatK) => format!("An agent succeeds {rate} of the time. You run it {count} times. What is the chance that all {count} succeed?"),
            (Lang::En, QuestionKind::PassAtK) => format!("An agent succeeds {rate} of the time. You run it {count} times. What is the chance that at least one succeeds?"),
            (Lang::En, QuestionKind::Chain) => format!("Each step of an agent succeeds {rate} of the time. A task takes {count} steps. What is the chance that the whole task succeeds?"),
            (Lang::Ko, QuestionKind::PassHatK) => format!("성공률이 {rate}인 에이전트를 {count}번 돌린다. {count}번 모두 성공할 확률은?"),
            (Lang::Ko, QuestionKind::PassAtK) => format!("성공률이 {rate}인 에이전트를 {count}번 돌린다. 한 번이라도 성공할 확률은?"),
            (Lang::Ko, QuestionKind::Chain) => format!("에이전트의 각 단계는 {rate} 확률로 성공한다. 작업 하나에 {count}단계가 필요하다. 작업 전체가 성공할 확률은?"),
            (Lang::Pt, QuestionKind::PassHatK) => format!("Um agente acerta {rate} das vezes. Você o roda {count} vezes. Qual a chance de as {count} darem certo?"),
            (Lang::Pt, QuestionKind::PassAtK) => format!("Um agente acerta {rate} das vezes. Você o roda {count} vezes. Qual a chance de pelo menos uma dar certo?"),
            (Lang::Pt, QuestionKind::Chain) => format!("Cada passo de um agente dá certo {rate} das vezes. Uma tarefa tem {count} passos. Qual a chance de a tarefa inteira dar certo?"),
        }
    }

    fn quiz_reason(self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String {
        match (self, kind) {
            (Lang::En, QuestionKind::PassHatK) => format!("{p} multiplied by itself {count} times: every attempt must succeed."),
            (Lang::En, QuestionKind::PassAtK) => format!("1 minus {miss} multiplied by itself {count} times: only “all {count} fail” misses."),
            (Lang::En, QuestionKind::Chain) => format!("{p} multiplied by itself {count} times: every step must succeed."),
            (Lang::Ko, QuestionKind::PassHatK) => format!("{p}를 {count}번 곱한 값: 모든 시도가 성공해야 한다."),
            (Lang::Ko, QuestionKind::PassAtK) => format!("1에서 {miss}를 {count}번 곱한 값을 뺀다: “{count}번 모두 실패”만 아니면 된다."),
            (Lang::Ko, QuestionKind::Chain) => format!("{p}를 {count}번 곱한 값: 모든 단계가 성공해야 한다."),
            (Lang::Pt, QuestionKind::PassHatK) => format!("{p} multiplicado por si mesmo {count} vezes: toda tentativa precisa dar certo."),
            (Lang::Pt, QuestionKind::PassAtK) => format!("1 menos {miss} multiplicado por si mesmo {count} vezes: só “as {count} falham” fica de fora."),
            (Lang::Pt, QuestionKind::Chain) => format!("{p} multiplicado por si mesmo {count} vezes: todo passo precisa dar certo."),
        }
    }

    fn quiz_result(self, answer: &str, guess: &str, gap: &str) -> String {
        match self {
            Lang::En => format!("The answer is {answer}. You guessed {guess}: {gap} points off."),
            Lang::Ko => format!("정답은 {answer}. 내 짐작은 {guess}: {gap}%p 차이."),
            Lang::Pt => {
                format!("A resposta é {answer}. Seu chute foi {guess}: {gap} pontos de diferença.")
            }
        }
    }

    fn quiz_score(self, answered: usize, mean_gap: &str) -> String {
        match self {
            Lang::En => format!("{answered} answered, {mean_gap} points off on average."),
            Lang::Ko => format!("{answered}문제 답함, 평균 {mean_gap}%p 차이."),
            Lang::Pt => format!("{answered} respondidas, em média {mean_gap} pontos de diferença."),
        }
    }

    fn rerun_too_few_trials(self, k: u32) -> String {
        match self {
            Lang::En => format!("Measuring pass^{k} needs at least {k} trials per task."),
            Lang::Ko => format!("pass^{k}를 재려면 작업마다 시도가 최소 {k}번 필요하다."),
            Lang::Pt => format!("Medir pass^{k} exige pelo menos {k} tentativas por tarefa."),
        }
    }

    fn rerun_seed(self, seed: u64) -> String {
        match self {
            Lang::En => format!("Seed {seed}: the same seed draws the same reruns."),
            Lang::Ko => format!("시드 {seed}: 시드가 같으면 같은 결과가 다시 나온다."),
            Lang::Pt => format!("Semente {seed}: a mesma semente repete as mesmas execuções."),
        }
    }

    fn rerun_seed_refused(self, written: &str, used: u64) -> String {
        let max = u64::MAX;
        match self {
            Lang::En => format!(
                "The link's seed “{written}” is not a whole number from 0 to {max}; seed {used} is used instead."
            ),
            Lang::Ko => format!(
                "링크의 시드 “{written}”는 0부터 {max}까지의 정수가 아니라서 시드 {used}를 대신 쓴다."
            ),
            Lang::Pt => format!(
                "A semente “{written}” do link não é um número inteiro de 0 a {max}; a semente {used} é usada no lugar."
            ),
        }
    }
}

/// English.
pub static WORKSHOP_EN: WorkshopWords = WorkshopWords {
    rerun_heading: "Rerun the benchmark",
    rerun_help: "The same agent, the same number of tasks and trials, run again: how much does the leaderboard number move when nothing changed?",
    label_tasks: "tasks per run",
    label_trials: "trials per task",
    rerun_once: "Rerun",
    rerun_hundred: "Rerun 100×",
    new_seed: "New seed",
    axis_measured: "measured pass^k",
    axis_reruns: "reruns",
    quiz_title: "Quiz",
    quiz_help: "Guess first, then reveal. Enter reveals, → goes to the next question.",
    guess_label: "your guess",
    reveal: "Reveal",
    next: "Next question",
};

/// Korean.
pub static WORKSHOP_KO: WorkshopWords = WorkshopWords {
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

/// Portuguese.
pub static WORKSHOP_PT: WorkshopWords = WorkshopWords {
    rerun_heading: "Rodar o benchmark de novo",
    rerun_help: "O mesmo agente, o mesmo número de tarefas e tentativas, rodado de novo: quanto o número do ranking se move sem que nada mude?",
    label_tasks: "tarefas por execução",
    label_trials: "tentativas por tarefa",
    rerun_once: "Rodar de novo",
    rerun_hundred: "Rodar 100×",
    new_seed: "Nova semente",
    axis_measured: "pass^k medido",
    axis_reruns: "execuções",
    quiz_title: "Quiz",
    quiz_help: "Primeiro chute, depois revele. A tecla ↵ (Enter) revela, → vai para a próxima pergunta.",
    guess_label: "seu chute",
    reveal: "Revelar",
    next: "Próxima pergunta",
};
