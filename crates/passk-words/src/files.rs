//! The note about several files read together as one run.

use passk_core::lang::Lang;
use passk_data::import::FileCounts;

/// What files.rs says, in each language (implemented for [`Lang`]).
pub trait FilesText {
    /// "3 files read as one run: a.jsonl (3 tasks, 3 trials), …; c.jsonl shares no task with
    /// the others, so it adds no trials to them."
    fn files_read_together(self, files: &[FileCounts]) -> String;
}

impl FilesText for Lang {
    fn files_read_together(self, files: &[FileCounts]) -> String {
        let each: Vec<String> = files
            .iter()
            .map(|file| match self {
                Lang::En => format!(
                    "{} ({} tasks, {} trials)",
                    file.name, file.tasks, file.trials
                ),
                Lang::Ko => format!(
                    "{} (작업 {}개, 시도 {}회)",
                    file.name, file.tasks, file.trials
                ),
                Lang::Pt => format!(
                    "{} ({} tarefas, {} tentativas)",
                    file.name, file.tasks, file.trials
                ),
            })
            .collect();
        let apart: Vec<&str> = files
            .iter()
            .filter(|file| !file.overlaps)
            .map(|file| file.name.as_str())
            .collect();
        let mut text = match self {
            Lang::En => format!(
                "{} files read as one run: {}.",
                files.len(),
                each.join(", ")
            ),
            Lang::Ko => format!(
                "파일 {}개를 한 실행으로 읽었다: {}.",
                files.len(),
                each.join(", ")
            ),
            Lang::Pt => format!(
                "{} arquivos lidos como uma execução: {}.",
                files.len(),
                each.join(", ")
            ),
        };
        if !apart.is_empty() {
            text.push(' ');
            text.push_str(&match self {
                Lang::En => format!("{} shares no task with the other files, so it adds no trials to theirs.", apart.join(", ")),
                Lang::Ko => format!("{}은(는) 다른 파일과 겹치는 작업이 없어 시도를 더하지 않는다.", apart.join(", ")),
                Lang::Pt => format!("{} não tem tarefa em comum com os outros arquivos, então não soma tentativas às deles.", apart.join(", ")),
            });
        }
        text
    }
}
