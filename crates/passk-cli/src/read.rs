//! Result files to a run: each file read (or standard input for `-`), hashed for the
//! provenance, decoded and imported by `passk_data::import` exactly as the data page does;
//! several files are one run (`merge_imports`). What the importer skipped is said on
//! standard error in the page's words; a run with no task is an input error.

use std::io::Read;
use std::path::{Path, PathBuf};

use passk_core::lang::Lang;
use passk_data::import::{
    decode_text, merge_imports, Format, Import, ImportOptions, Importer, ProblemKind,
};
use passk_words::prelude::*;
use sha2::{Digest, Sha256};

use crate::progress::Progress;
use crate::Failure;

/// Records read between two looks at the progress bar.
const RECORDS_PER_STEP: usize = 20_000;
/// Problems said on standard error, at most (all are counted).
const PROBLEMS_SAID: usize = 10;

/// One input as the provenance names it.
#[derive(Clone, Debug, PartialEq)]
pub struct InputFile {
    /// The path as given (`-` for standard input).
    pub path: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// Its SHA-256, in hex.
    pub sha256: String,
    /// The format it was read as.
    pub format: Option<Format>,
}

/// A run: its name, its import (several files merged) and the files it came from.
#[derive(Debug)]
pub struct Run {
    /// The run's name: given, or the first file's name without its extension.
    pub name: String,
    /// The tasks and everything the import said.
    pub import: Import,
    /// The files, in the order given.
    pub inputs: Vec<InputFile>,
    /// The options they were read with.
    pub options: ImportOptions,
}

/// How files are read: the import options, the language problems are said in, and
/// whether standard input was already taken.
pub struct Reader {
    /// The importer's options.
    pub options: ImportOptions,
    /// The language of what is said on standard error.
    pub lang: Lang,
    stdin_taken: bool,
    /// What is said on standard error (kept for the caller to print, so tests can read it).
    pub notes: Vec<String>,
}

impl Reader {
    /// A reader with these options.
    pub fn new(options: ImportOptions, lang: Lang) -> Reader {
        Reader {
            options,
            lang,
            stdin_taken: false,
            notes: Vec::new(),
        }
    }

    /// Reads `paths` as one run named `name` (or after its first file).
    pub fn run(
        &mut self,
        name: Option<&str>,
        paths: &[PathBuf],
        progress: &mut Progress,
    ) -> Result<Run, Failure> {
        let mut files = Vec::with_capacity(paths.len());
        for path in paths {
            files.push((path.display().to_string(), self.bytes_of(path)?));
        }
        let name = name.map(str::to_string).unwrap_or_else(|| run_name(paths));
        self.run_from_bytes(name, files, progress)
    }

    /// Reads files already in memory (each its shown path and its bytes) as one run: what
    /// [`Reader::run`] does once the files are read, and what the fuzzer drives.
    pub fn run_from_bytes(
        &mut self,
        name: String,
        files: Vec<(String, Vec<u8>)>,
        progress: &mut Progress,
    ) -> Result<Run, Failure> {
        let mut imports = Vec::with_capacity(files.len());
        let mut inputs = Vec::with_capacity(files.len());
        for (shown, bytes) in files {
            let sha256 = hex(&Sha256::digest(&bytes));
            let size = bytes.len() as u64;
            let text = decode_text(&shown, bytes)
                .map_err(|error| Failure::Input(self.lang.decode_error(&error)))?;
            let import = import_with_progress(&text, &self.options, &shown, progress);
            inputs.push(InputFile {
                path: shown.clone(),
                bytes: size,
                sha256,
                format: import.format,
            });
            imports.push((shown, import));
        }
        let (import, counts) = merge_imports(imports);
        if counts.len() > 1 {
            self.notes.push(self.lang.files_read_together(&counts));
        }
        self.say_problems(&import);
        if import.tasks.is_empty() {
            return Err(Failure::Input(self.nothing_read(&import, &inputs)));
        }
        Ok(Run {
            name,
            import,
            inputs,
            options: self.options.clone(),
        })
    }

    fn bytes_of(&mut self, path: &Path) -> Result<Vec<u8>, Failure> {
        if path.as_os_str() == "-" {
            if self.stdin_taken {
                return Err(Failure::Usage(
                    "standard input (-) can be read only once".to_string(),
                ));
            }
            self.stdin_taken = true;
            let mut bytes = Vec::new();
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|error| Failure::Input(format!("standard input: {error}")))?;
            return Ok(bytes);
        }
        std::fs::read(path).map_err(|error| Failure::Input(format!("{}: {error}", path.display())))
    }

    /// The problems and warnings of an import, as the data page lists them.
    fn say_problems(&mut self, import: &Import) {
        let lang = self.lang;
        for problem in import.problems.iter().take(PROBLEMS_SAID) {
            self.notes.push(lang.problem(problem));
        }
        if import.skipped > 0 && !import.tasks.is_empty() {
            let status = lang.status_words(import.tasks.len(), import.records);
            self.notes.push(format!(
                "{}{}{}{}{}{}",
                import.tasks.len(),
                status.after_tasks,
                import.records,
                status.after_records,
                import.skipped,
                status.after_skipped
            ));
        }
        for warning in &import.warnings {
            self.notes.push(lang.warning(warning));
        }
    }

    /// Why nothing was read: the first problem (its place names the file), or the page's
    /// "no rows" words after the files' names.
    fn nothing_read(&self, import: &Import, inputs: &[InputFile]) -> String {
        match import.problems.first() {
            Some(problem) => self.lang.problem(problem),
            None => {
                let names: Vec<&str> = inputs.iter().map(|input| input.path.as_str()).collect();
                format!(
                    "{}: {}",
                    names.join(", "),
                    self.lang.problem_kind(&ProblemKind::NoRows)
                )
            }
        }
    }
}

/// Imports `text` a step at a time, drawing the progress bar between steps.
fn import_with_progress(
    text: &str,
    options: &ImportOptions,
    label: &str,
    progress: &mut Progress,
) -> Import {
    let mut importer = Importer::new(text, options.clone());
    while !importer.feed(RECORDS_PER_STEP) {
        progress.update(label, importer.progress());
    }
    progress.clear();
    importer.finish()
}

/// A run's name from its first file: the file name without its extension.
fn run_name(paths: &[PathBuf]) -> String {
    let Some(first) = paths.first() else {
        return String::new();
    };
    if first.as_os_str() == "-" {
        return "stdin".to_string();
    }
    first
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| first.display().to_string())
}

/// Lower-case hex.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}
