//! The leaderboard's results block: each run's rank, tie group, value, interval and rank
//! interval, with the tasks, the seed and the test named, one sentence per run.

use passk_core::board::Board;
use passk_core::format::percent;
use passk_core::lang::Lang;

use crate::explorer::ExplorerText;
use crate::results::{BlockFormat, Table};

/// What the leaderboard block reports.
#[derive(Clone, Copy, Debug)]
pub struct BoardBlockInput<'a> {
    /// The board.
    pub board: &'a Board,
    /// The runs' names, by input index.
    pub names: &'a [String],
    /// The metric's name at k ("pass^3").
    pub metric: &'a str,
    /// Tasks not in every run, and tasks left out at k.
    pub left_out: (usize, usize),
    /// The bootstrap's seed.
    pub seed: u64,
    /// passk's version.
    pub version: &'a str,
}

/// The block in `format`, in `lang`.
pub fn board_block(lang: Lang, input: &BoardBlockInput, format: BlockFormat) -> String {
    let board = input.board;
    let shown = |value: f64| lang.number(&percent(value));
    let name = |run: usize| input.names.get(run).cloned().unwrap_or_default();
    let rows: Vec<_> = board.standings.iter().collect();
    let table = Table {
        headers: match lang {
            Lang::En => vec!["Rank", "Group", "Run", "Metric", "Value", "95% interval", "Rank 95%", "Tasks"],
            Lang::Ko => vec!["순위", "그룹", "실행", "지표", "값", "95% 구간", "순위 95%", "작업 수"],
            Lang::Pt => vec!["Posição", "Grupo", "Execução", "Métrica", "Valor", "Intervalo 95%", "Posição 95%", "Tarefas"],
        },
        csv_headers: vec!["rank", "group", "run", "metric", "value", "ci_low", "ci_high", "rank_low", "rank_high", "tasks"],
        shown: rows
            .iter()
            .map(|s| {
                vec![
                    s.rank.to_string(),
                    s.groups.clone(),
                    name(s.run),
                    input.metric.to_string(),
                    shown(s.mean),
                    format!("{} – {}", shown(s.interval.low), shown(s.interval.high)),
                    format!("{}–{}", s.rank_interval.0, s.rank_interval.1),
                    board.tasks.to_string(),
                ]
            })
            .collect(),
        raw: rows
            .iter()
            .map(|s| {
                vec![
                    s.rank.to_string(),
                    s.groups.clone(),
                    name(s.run),
                    input.metric.to_string(),
                    s.mean.to_string(),
                    s.interval.low.to_string(),
                    s.interval.high.to_string(),
                    s.rank_interval.0.to_string(),
                    s.rank_interval.1.to_string(),
                    board.tasks.to_string(),
                ]
            })
            .collect(),
        sentences: rows
            .iter()
            .map(|s| {
                let (run, value) = (name(s.run), shown(s.mean));
                let interval = format!("{} – {}", shown(s.interval.low), shown(s.interval.high));
                let (low, high) = s.rank_interval;
                let (rank, groups, metric, tasks) = (s.rank, &s.groups, input.metric, board.tasks);
                match lang {
                    Lang::En => format!("{run} ranks {rank} (95% rank interval {low}–{high}, group {groups}): {metric} = {value} (95% paired bootstrap {interval}) over {tasks} tasks."),
                    Lang::Ko => format!("{run}: 순위 {rank} (95% 순위 구간 {low}–{high}, 그룹 {groups}), 작업 {tasks}개에서 {metric} = {value} (95% 대응 부트스트랩 {interval})."),
                    Lang::Pt => format!("{run} fica em {rank}º (intervalo de posição 95% {low}–{high}, grupo {groups}): {metric} = {value} (bootstrap pareado 95% {interval}) em {tasks} tarefas."),
                }
            })
            .collect(),
        provenance: {
            let (version, runs, tasks) = (input.version, board.standings.len(), board.tasks);
            let (partly, short) = input.left_out;
            let (resamples, seed) = (board.resamples, input.seed);
            match lang {
                Lang::En => format!("passk {version}; {runs} runs on the {tasks} tasks they share ({partly} not in every run, {short} left out at this k); paired bootstrap of {resamples} resamples, seed {seed}; sign-flip permutation tests, Holm-adjusted over all pairs, groups at 5%."),
                Lang::Ko => format!("passk {version}; 실행 {runs}개, 공통 작업 {tasks}개 (모든 실행에 없는 작업 {partly}개, 이 k에서 제외 {short}개); 대응 부트스트랩 재표본 {resamples}회, 시드 {seed}; 부호 뒤집기 순열 검정, 모든 쌍에 Holm 보정, 그룹은 5%."),
                Lang::Pt => format!("passk {version}; {runs} execuções nas {tasks} tarefas em comum ({partly} fora de alguma execução, {short} de fora neste k); bootstrap pareado com {resamples} reamostras, semente {seed}; testes de permutação de sinais, ajuste de Holm sobre todos os pares, grupos a 5%."),
            }
        },
    };
    table.render(format)
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::board::rank_runs;

    #[test]
    fn the_board_block_names_ranks_groups_and_seed() {
        let board = rank_runs(&[vec![1.0; 10], vec![0.0; 10]], 200, 3).unwrap();
        let names = vec!["a".to_string(), "b".to_string()];
        let input = BoardBlockInput {
            board: &board,
            names: &names,
            metric: "pass@1",
            left_out: (1, 0),
            seed: 3,
            version: "0.1.0",
        };
        let markdown = board_block(Lang::En, &input, BlockFormat::Markdown);
        assert!(
            markdown.contains("| 1 | a | a | pass@1 | 100% | 100% – 100% | 1–1 | 10 |"),
            "{markdown}"
        );
        assert!(markdown.contains("seed 3"));
        assert!(markdown.contains("- b ranks 2 (95% rank interval 2–2, group b)"));
        let csv = board_block(Lang::Pt, &input, BlockFormat::Csv);
        assert!(csv.starts_with("rank,group,run,metric,value,ci_low,ci_high,rank_low,rank_high,tasks,sentence\n1,a,a,pass@1,1,1,1,1,1,10,"), "{csv}");
    }
}
