//! Mutation fuzzing of every parser the page exposes to typed, pasted or linked input: the
//! import formats and format detection, the URL state decoder, the `tasks=` shorthand,
//! the number fields, the `passk` command's reading of a file's bytes, and the frames a
//! workshop room's relay reads.
//!
//! Each target starts from a seed corpus (`fuzz/corpus/<target>/`, plus the format fixtures
//! and the malformed-input corpus in `tests/fixtures/`) and mutates it with a seeded
//! generator: byte flips, insertions of tokens parsers care about (quotes, separators,
//! brackets, `NaN`, `1e309`, a BOM, CRLF, markup), deletions, duplications, splices of two
//! seeds and truncations. Besides "never panics" (overflow checks are on in the `fuzz`
//! profile), it checks properties that must hold for any input:
//! - an import fed in small chunks equals the same import read in one go, and the page's
//!   next steps (summaries, curves, the task table) run on it;
//! - the link a decoded URL state writes reads back to the same link;
//! - a number field's accepted value is always within its range.
//!
//! `cargo test --test fuzz` runs 10,000 inputs per target. `make fuzz` runs 1,000,000
//! (`PASSK_FUZZ_INPUTS` sets the count, `PASSK_FUZZ_SEED` the seed). An input that fails
//! is written to `target/fuzz-failures/` so it can be replayed; with `PASSK_FUZZ_TRACE=1`
//! each input is first written to `target/fuzz-current`, to catch one that hangs.

use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::share::SharedState;
use passk_core::stats::{Bootstrap, SplitMix64 as Rng};
use passk_data::dataset::{chart_k_max, data_curves, summarize_at, top_rows, Dataset, SortBy};
use passk_data::import::{
    import, parse_tasks_param, DocumentSpec, Format, ImportOptions, Importer, Reader,
};

/// Fragments that steer parsers into their edge cases.
const TOKENS: &[&str] = &[
    "\"",
    ",",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "{",
    "}",
    "[",
    "]",
    ":",
    "\\",
    "\\u",
    "\\ud800",
    "\u{feff}",
    "\u{0}",
    "NaN",
    "nan",
    "inf",
    "-inf",
    "1e309",
    "-1",
    "-0",
    "0",
    "1",
    "2",
    "99999999999999999999",
    "18446744073709551616",
    "4294967296",
    "0.5",
    "1.0000001",
    "1e-7",
    "true",
    "false",
    "null",
    "pass",
    "fail",
    "C",
    "I",
    "P",
    "N",
    "task_id",
    "\"task_id\"",
    "\"reward\"",
    "\"trial\"",
    "\"passed\"",
    "\"simulations\"",
    "\"samples\"",
    "\"scores\"",
    "\"epoch\"",
    "\"id\"",
    "\"value\"",
    "\"reward_info\"",
    "\"termination_reason\"",
    "\"infrastructure_error\"",
    "\"error\"",
    "task,n,c",
    "task,trial,success",
    "n",
    "c",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "é",
    "한",
    "\u{202e}",
    "%",
    "%ZZ",
    "%00",
    "&",
    "=",
    "p=",
    "k=",
    "steps=",
    "tasks=",
    "lang=",
    "theme=",
    "view=data",
    "embed=1",
    "present=1",
    ",",
    "8:8",
    ":",
    "::",
    ".",
    "..",
    "e",
    "E",
    "+",
    "٣",
    "１",
];

/// [`TOKENS`] and every format's own words from the registry (its key, and the key of its
/// records list, quoted as JSON writes it), so a new format is fuzzed with its keys without
/// a list to keep in step.
fn tokens() -> &'static [String] {
    static ALL: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut tokens: Vec<String> = TOKENS.iter().map(|token| token.to_string()).collect();
        for format in Format::ALL {
            tokens.push(format.key().to_string());
            if let Reader::JsonDocument(DocumentSpec {
                list_key: Some(key),
                ..
            }) = format.spec().reader
            {
                tokens.push(format!("\"{key}\""));
            }
        }
        tokens
    })
}

/// One mutation step applied to `input`, drawing material from `corpus`.
fn mutate(rng: &mut Rng, input: &mut Vec<u8>, corpus: &[Vec<u8>]) {
    let at = |rng: &mut Rng, len: usize| rng.below(len + 1);
    match rng.below(9) {
        0 if !input.is_empty() => {
            let i = rng.below(input.len());
            input[i] ^= 1 << rng.below(8);
        }
        1 | 2 => {
            let tokens = tokens();
            let token = tokens[rng.below(tokens.len())].as_bytes();
            let i = at(rng, input.len());
            input.splice(i..i, token.iter().copied());
        }
        3 if !input.is_empty() => {
            let start = rng.below(input.len());
            let end = (start + 1 + rng.below(16)).min(input.len());
            input.drain(start..end);
        }
        4 if !input.is_empty() => {
            let start = rng.below(input.len());
            let end = (start + 1 + rng.below(64)).min(input.len());
            let copy: Vec<u8> = input[start..end].to_vec();
            let i = at(rng, input.len());
            input.splice(i..i, copy);
        }
        5 => {
            let other = &corpus[rng.below(corpus.len())];
            if !other.is_empty() {
                let start = rng.below(other.len());
                let end = (start + 1 + rng.below(256)).min(other.len());
                let i = at(rng, input.len());
                input.splice(i..i, other[start..end].iter().copied());
            }
        }
        6 if !input.is_empty() => input.truncate(rng.below(input.len())),
        7 => {
            let i = at(rng, input.len());
            input.insert(i, rng.next_u64() as u8);
        }
        _ => {
            // Replace a run of digits-or-not with a random number, often out of range.
            let number = match rng.below(4) {
                0 => format!("{}", rng.next_u64()),
                1 => format!("-{}", rng.below(1000)),
                2 => format!("{}", f64::from_bits(rng.next_u64())),
                _ => format!("{}", rng.below(200)),
            };
            let i = at(rng, input.len());
            input.splice(i..i, number.bytes());
        }
    }
}

/// How many inputs each target gets.
fn inputs_per_target() -> usize {
    std::env::var("PASSK_FUZZ_INPUTS")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(10_000)
}

fn seed() -> u64 {
    std::env::var("PASSK_FUZZ_SEED")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(0x7061_7373_6b21)
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The seed files of `fuzz/corpus/<target>/`.
fn corpus_files(target: &str) -> Vec<Vec<u8>> {
    let dir = root().join("fuzz/corpus").join(target);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.expect("corpus entry").path())
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| fs::read(path).expect("corpus file"))
        .collect()
}

/// The import corpus: the seeds, every format fixture and every malformed input.
fn import_corpus() -> Vec<Vec<u8>> {
    let mut corpus = corpus_files("import");
    let fixtures = root().join("tests/fixtures");
    for entry in fs::read_dir(&fixtures).expect("fixtures") {
        let path = entry.expect("fixture").path();
        if path
            .file_name()
            .is_some_and(|name| name == "malformed.json")
        {
            let cases: serde_json::Value =
                serde_json::from_slice(&fs::read(&path).expect("malformed.json")).unwrap();
            for case in cases.as_array().expect("a list of cases") {
                corpus.push(case["input"].as_str().expect("input").as_bytes().to_vec());
            }
        } else if path.is_dir() {
            // A folder of files read together (one report per run): each is a seed.
            for inner in fs::read_dir(&path).expect("fixture folder") {
                corpus.push(fs::read(inner.expect("fixture").path()).expect("fixture"));
            }
        } else {
            corpus.push(fs::read(&path).expect("fixture"));
        }
    }
    corpus
}

/// Runs `check` on `count` mutated inputs; returns how many failed (panicked or broke a
/// property). Failing inputs are written to `target/fuzz-failures/<target>-<i>`.
fn fuzz(target: &str, corpus: &[Vec<u8>], count: usize, check: impl Fn(&str)) -> usize {
    // The page only ever hands the parsers text: files are decoded before they arrive.
    fuzz_bytes(target, corpus, count, |input| {
        check(&String::from_utf8_lossy(input))
    })
}

/// [`fuzz`] on the mutated bytes themselves, for what reads files (the command's reader
/// decodes them, zip archives included).
fn fuzz_bytes(target: &str, corpus: &[Vec<u8>], count: usize, check: impl Fn(&[u8])) -> usize {
    assert!(!corpus.is_empty(), "{target}: empty corpus");
    let mut rng = Rng::new(seed() ^ target.len() as u64 ^ (target.as_bytes()[0] as u64) << 32);
    let failures_dir = root().join("target/fuzz-failures");
    let mut failures = 0;
    let trace = std::env::var_os("PASSK_FUZZ_TRACE").is_some();
    // Keep panics quiet while fuzzing; the failure count and the saved inputs say enough.
    let previous_hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    for i in 0..count {
        let mut input = corpus[rng.below(corpus.len())].clone();
        for _ in 0..1 + rng.below(8) {
            mutate(&mut rng, &mut input, corpus);
        }
        if trace {
            // So that an input that hangs can be found: it is the last one written.
            let _ = fs::write(root().join("target/fuzz-current"), &input);
        }
        if panic::catch_unwind(AssertUnwindSafe(|| check(&input))).is_err() {
            failures += 1;
            let _ = fs::create_dir_all(&failures_dir);
            let _ = fs::write(failures_dir.join(format!("{target}-{i}")), &input);
        }
    }
    panic::set_hook(previous_hook);
    eprintln!("fuzz {target}: {count} inputs, {failures} failures");
    failures
}

/// An import read in small chunks must equal the same import read in one go.
fn check_import(text: &str, format: Option<Format>) {
    let options = ImportOptions {
        format,
        ..ImportOptions::default()
    };
    let whole = import(text, options.clone());
    let mut chunked = Importer::new(text, options);
    // Every feed must make progress: a stuck import would freeze the page's import loop.
    let mut feeds = 0;
    while !chunked.feed(3) {
        feeds += 1;
        assert!(feeds <= text.len() + 1, "the import makes no progress");
    }
    let chunked = chunked.finish();
    assert_eq!(whole, chunked, "chunked import differs");
    assert!(whole
        .tasks
        .iter()
        .all(|task| task.counts.successes <= task.counts.trials));
    // What the page does next with any import must not panic either.
    let bootstrap = Bootstrap {
        resamples: 20,
        seed: 1,
    };
    let data = Dataset::new(whole.tasks);
    for k in [1, 3, 100] {
        let _ = summarize_at(&data, k, bootstrap);
    }
    let _ = data_curves(&data, chart_k_max(&data));
    let _ = top_rows(&data, 3, SortBy::PassHatK, false, 300);
}

#[test]
fn import_formats_never_panic_and_chunking_changes_nothing() {
    let corpus = import_corpus();
    let count = inputs_per_target();
    let mut failures = fuzz("import-detect", &corpus, count, |text| {
        check_import(text, None)
    });
    for format in Format::ALL {
        failures += fuzz(
            &format!("import-{}", format.key()),
            &corpus,
            count,
            |text| check_import(text, Some(format)),
        );
    }
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

/// What `passk summary` and `passk compare` do with a file's bytes: decode (zip archives
/// too), import, refuse with a message or summarise, and write every output format.
fn check_command(bytes: &[u8]) {
    use passk_cli::compare::{compare_document, compare_runs};
    use passk_cli::progress::Progress;
    use passk_cli::read::Reader;
    use passk_cli::summary::{summarise, summary_document, SummaryRequest};
    let mut reader = Reader::new(ImportOptions::default(), Lang::En);
    let mut progress = Progress::new(false);
    let files = vec![("fuzzed".to_string(), bytes.to_vec())];
    let Ok(run) = reader.run_from_bytes("fuzzed".into(), files, &mut progress) else {
        return;
    };
    let request = SummaryRequest {
        ks: vec![],
        interval: passk_core::stats::IntervalMethod::Bootstrap,
        posterior: true,
        tau: None,
        per_task: true,
        seed: Some(1),
        // Whatever the fuzzed ids are, clustering them never panics.
        cluster: Some(passk_data::clusters::ClusterRule::PrefixBefore('_')),
    };
    if let Ok(summarised) = summarise(Dataset::new(run.import.tasks.clone()), &request) {
        let _ = summary_document(&run, &summarised, &request, Lang::Ko).to_string();
    }
    if let Ok(compared) = compare_runs((&run, &run), 2, Some(1), &mut progress) {
        let _ = compare_document((&run, &run), &compared, 5, Lang::Pt).to_string();
    }
}

#[test]
fn the_commands_file_reading_never_panics() {
    let mut corpus = import_corpus();
    corpus.push(fs::read(root().join("tests/fixtures/inspect_log.eval")).unwrap_or_default());
    let failures = fuzz_bytes("command", &corpus, inputs_per_target() / 4, check_command);
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

#[test]
fn url_state_decoder_never_panics_and_round_trips() {
    let corpus = corpus_files("url");
    let failures = fuzz("url", &corpus, inputs_per_target(), |query| {
        // One link carries one k (the current view's), so a decoded state need not survive
        // exactly; the link it writes must: writing, reading and writing again changes nothing.
        let link = SharedState::from_query(query).to_query();
        let again = SharedState::from_query(&link).to_query();
        assert_eq!(link, again, "the written link is not stable");
    });
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

#[test]
fn tasks_shorthand_never_panics() {
    let corpus = corpus_files("tasks");
    let failures = fuzz("tasks", &corpus, inputs_per_target(), |value| {
        let parsed = parse_tasks_param(value);
        assert!(parsed
            .tasks
            .iter()
            .all(|task| task.counts.successes <= task.counts.trials));
    });
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

#[test]
fn number_fields_never_panic_and_stay_in_range() {
    let corpus = corpus_files("number");
    let specs = [
        FieldSpec::RATE,
        FieldSpec::K,
        FieldSpec::STEPS,
        FieldSpec::CATCH_RATE,
        FieldSpec::RETRIES,
        FieldSpec::SPREAD,
    ];
    let failures = fuzz("number", &corpus, inputs_per_target(), |text| {
        for spec in specs {
            for lang in Lang::ALL {
                let reading = spec.read_in(text, lang);
                if let Some(value) = reading.value {
                    assert!(
                        (spec.min..=spec.max).contains(&value),
                        "{value} out of range"
                    );
                }
            }
        }
    });
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

/// A workshop room's frame parser (what any page, or anyone, may send the relay): it never
/// panics, a frame it reads writes back to the same frame, and a room fed the frame (as
/// presenter and as participant) never panics either.
#[test]
fn room_frames_never_panic_and_round_trip() {
    use passk_room_core::code::{SECRET_BYTES, TOKEN_BYTES};
    use passk_room_core::{parse_client, ClientFrame, Limits, Room, Secret, Token};
    let corpus = corpus_files("room");
    let failures = fuzz("room", &corpus, inputs_per_target(), |text| {
        let Ok(frame) = parse_client(text) else {
            return;
        };
        assert_eq!(parse_client(&frame.to_text()).as_ref(), Ok(&frame));
        let secret = Secret::from_random([1; SECRET_BYTES]);
        let mut room = Room::new(secret.clone(), 0);
        let limits = Limits::default();
        let fresh = Token::from_random([2; TOKEN_BYTES]);
        let (slot, _) = room.join(None, None, None, fresh, [0, 0], &limits).unwrap();
        match frame {
            ClientFrame::Open { question } => drop(room.open(&question)),
            ClientFrame::Guess { id, value } => drop(room.guess(slot, id, value)),
            ClientFrame::Rename { name } => drop(room.rename(slot, name)),
            ClientFrame::Join {
                token, name, guess, ..
            } => {
                let token = token.and_then(|token| Token::parse(&token));
                let fresh = Token::from_random([3; TOKEN_BYTES]);
                drop(room.join(token, name, guess, fresh, [1, 1], &limits));
            }
            ClientFrame::Present {
                secret: given,
                asked,
                ..
            } => {
                if let Some(given) = Secret::parse(&given) {
                    drop(room.present(&given));
                }
                drop(Room::restore(secret, asked.as_ref(), 0).reveal());
            }
            ClientFrame::Create {} | ClientFrame::Close {} | ClientFrame::Reveal {} => {
                drop(room.close());
                drop(room.reveal());
            }
        }
    });
    assert_eq!(failures, 0, "see target/fuzz-failures/");
}

/// The corpus directories exist and hold seeds (a fuzzer with no seeds tests little).
#[test]
fn every_target_has_seeds() {
    for target in ["import", "url", "tasks", "number", "room"] {
        let files = corpus_files(target);
        assert!(files.len() >= 3, "{target}: only {} seeds", files.len());
    }
    assert!(Path::new(&root().join("tests/fixtures/malformed.json")).exists());
}
