//! The leaderboard's results block: each run's rank, tie group, value, interval and rank
//! interval, with the tasks, the seed and the test named, one sentence per run.

use passk_core::board::Board;
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::stats::Interval;

use crate::compare::CompareText;
use crate::prelude::*;
use crate::results::{BlockFormat, BlockText, Table};

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
    let range = |interval: Option<Interval>| {
        interval.map_or_else(
            || lang.compare_words().interval_undefined.to_string(),
            |i| format!("{} – {}", shown(i.low), shown(i.high)),
        )
    };
    let bound = |interval: Option<Interval>, pick: fn(Interval) -> f64| {
        interval.map(|i| pick(i).to_string()).unwrap_or_default()
    };
    let rows: Vec<_> = board.standings.iter().collect();
    let table = Table {
        headers: lang.board_headers(),
        csv_headers: vec![
            "rank",
            "group",
            "run",
            "metric",
            "value",
            "ci_low",
            "ci_high",
            "rank_low",
            "rank_high",
            "tasks",
        ],
        shown: rows
            .iter()
            .map(|s| {
                vec![
                    s.rank.to_string(),
                    s.groups.clone(),
                    name(s.run),
                    input.metric.to_string(),
                    shown(s.mean),
                    range(s.interval),
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
                    bound(s.interval, |i| i.low),
                    bound(s.interval, |i| i.high),
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
                let interval = range(s.interval);
                lang.board_standing(&run, s, input.metric, &value, &interval, board.tasks)
            })
            .collect(),
        provenance: {
            let (version, runs, tasks) = (input.version, board.standings.len(), board.tasks);
            let (partly, short) = input.left_out;
            let (resamples, seed) = (board.resamples, input.seed);
            lang.board_provenance(version, runs, tasks, (partly, short), resamples, seed)
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

    /// Run names from file names reach every format as text: no formula cell in the CSV,
    /// no broken Markdown row or raw tag, no LaTeX special character, no split line.
    #[test]
    fn hostile_run_names_are_text_in_every_format() {
        let board = rank_runs(&[vec![1.0; 10], vec![0.0; 10]], 200, 3).unwrap();
        let names = vec![
            "=cmd|' /C calc'!A0".to_string(),
            "a|b <img src=x onerror=alert(1)>\nc_%".to_string(),
        ];
        let input = BoardBlockInput {
            board: &board,
            names: &names,
            metric: "pass@1",
            left_out: (0, 0),
            seed: 3,
            version: "0.1.0",
        };
        let csv = board_block(Lang::En, &input, BlockFormat::Csv);
        let second: Vec<&str> = csv.lines().nth(1).unwrap().split(',').collect();
        assert_eq!(second[2], "'=cmd|' /C calc'!A0", "{csv}");
        assert!(
            !csv.lines()
                .any(|line| line.starts_with('=') || line.contains(",=")),
            "{csv}"
        );
        let markdown = board_block(Lang::En, &input, BlockFormat::Markdown);
        let table_rows: Vec<&str> = markdown
            .lines()
            .filter(|line| line.starts_with('|'))
            .collect();
        assert_eq!(table_rows.len(), 4, "{markdown}");
        for row in &table_rows {
            assert_eq!(row.matches(" | ").count(), 7, "{row}");
        }
        assert!(
            markdown.contains("a\\|b \\<img src=x onerror=alert(1)\\> c\\_%"),
            "{markdown}"
        );
        let unescaped_tag = markdown
            .match_indices('<')
            .any(|(at, _)| !markdown[..at].ends_with('\\'));
        assert!(!unescaped_tag, "{markdown}");
        let latex = board_block(Lang::En, &input, BlockFormat::Latex);
        assert!(
            latex.contains(
                "a\\textbar{}b \\textless{}img src=x onerror=alert(1)\\textgreater{} c\\_\\%"
            ),
            "{latex}"
        );
        let text = board_block(Lang::En, &input, BlockFormat::Text);
        assert_eq!(
            text.lines().filter(|line| line.contains("onerror")).count(),
            2,
            "{text}"
        );
    }
}
