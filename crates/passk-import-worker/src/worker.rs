//! The worker's one job: a request in, progress and the import out.

use js_sys::{Array, Float64Array, Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, File, FileReaderSync, MessageEvent};

use passk_core::input::FieldSpec;
use passk_data::import::wire::{decode_error_json, file_counts_json, report_json, TaskColumns};
use passk_data::import::{
    decode_text, merge_imports, DecodeError, Format, Import, ImportOptions, Importer,
    InfrastructureErrors,
};

/// Records read between looks at the clock.
const RECORDS_PER_STEP: usize = 5_000;
/// How often progress is posted, in milliseconds.
const PROGRESS_EVERY_MS: f64 = 50.0;
/// A file smaller than this goes back with its text, for the text area.
const TEXT_BACK_BELOW: usize = 1024 * 1024;

/// Answers the page's request, once.
pub fn listen() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let answering = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        answer(&answering, &event.data());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives for this one request: its handler lives as long.
    on_message.forget();
    // A request posted before this point would have found no handler: the page waits for
    // this word before it asks.
    post(&scope, &message(&[("kind", "ready".into())]), &Array::new());
}

fn field(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

fn options(request: &JsValue) -> ImportOptions {
    let defaults = ImportOptions::default();
    ImportOptions {
        format: field(request, "format")
            .as_string()
            .and_then(|key| Format::from_key(&key)),
        reward_threshold: field(request, "threshold")
            .as_f64()
            .filter(|value| (0.0..=FieldSpec::THRESHOLD_MAX).contains(value))
            .unwrap_or(defaults.reward_threshold),
        scorer: field(request, "scorer").as_string(),
        infrastructure: field(request, "infrastructure")
            .as_string()
            .and_then(|key| InfrastructureErrors::from_key(&key))
            .unwrap_or(defaults.infrastructure),
    }
}

/// A source's text: the file read and decoded here, or the text as sent; with the file's
/// name (None for a text).
fn source_text(source: &JsValue) -> Result<(String, Option<String>), DecodeError> {
    let Some(file) = source.dyn_ref::<File>() else {
        return Ok((source.as_string().unwrap_or_default(), None));
    };
    let unreadable = || DecodeError::Unreadable { name: file.name() };
    let buffer = FileReaderSync::new()
        .and_then(|reader| reader.read_as_array_buffer(file))
        .map_err(|_| unreadable())?;
    let text = decode_text(&file.name(), Uint8Array::new(&buffer).to_vec())?;
    Ok((text, Some(file.name())))
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &Object, transfer: &Array) {
    // A page that is gone cannot be told anything more.
    let _ = scope.post_message_with_transfer(message, transfer);
}

fn message(entries: &[(&str, JsValue)]) -> Object {
    let object = Object::new();
    for (name, value) in entries {
        let _ = Reflect::set(&object, &JsValue::from_str(name), value);
    }
    object
}

fn now(scope: &DedicatedWorkerGlobalScope) -> f64 {
    scope
        .performance()
        .map_or(0.0, |performance| performance.now())
}

/// Imports one text, posting progress as `done` + `share` of the whole (several files are
/// one request, each its share of the bar).
fn import_posting_progress(
    scope: &DedicatedWorkerGlobalScope,
    text: String,
    options: ImportOptions,
    (done, share): (f64, f64),
) -> Import {
    let mut importer = Importer::new(text, options);
    let mut last_post = now(scope);
    while !importer.feed(RECORDS_PER_STEP) {
        if now(scope) - last_post >= PROGRESS_EVERY_MS {
            let value = done + share * importer.progress();
            let progress = message(&[("kind", "progress".into()), ("value", value.into())]);
            post(scope, &progress, &Array::new());
            last_post = now(scope);
        }
    }
    importer.finish()
}

fn answer(scope: &DedicatedWorkerGlobalScope, request: &JsValue) {
    let options = options(request);
    let sources = Array::from(&field(request, "sources"));
    let count = sources.length().max(1);
    let share = 1.0 / f64::from(count);
    let mut imports = Vec::with_capacity(count as usize);
    let mut text_back = None;
    for (index, source) in sources.iter().enumerate() {
        let (text, name) = match source_text(&source) {
            Ok(read) => read,
            Err(error) => {
                // One file that cannot be read stops the whole request: its note says
                // which and why, and the data shown stays.
                let error = decode_error_json(&error);
                let unreadable = message(&[("kind", "unreadable".into()), ("error", error.into())]);
                post(scope, &unreadable, &Array::new());
                return;
            }
        };
        if count == 1 && name.is_some() && text.len() < TEXT_BACK_BELOW {
            text_back = Some(text.clone());
        }
        let done = share * index as f64;
        let import = import_posting_progress(scope, text, options.clone(), (done, share));
        imports.push((name.unwrap_or_default(), import));
    }
    let (import, files) = if imports.len() > 1 {
        let (merged, files) = merge_imports(imports);
        (merged, Some(file_counts_json(&files)))
    } else {
        let import = imports.pop().map(|(_, import)| import);
        (
            import.unwrap_or_else(|| Importer::new(String::new(), options).finish()),
            None,
        )
    };
    send_done(scope, &import, text_back, files);
}

/// The import's report as JSON, its tasks as columns (moved, not copied), and a small file's
/// text and several files' counts.
fn send_done(
    scope: &DedicatedWorkerGlobalScope,
    import: &Import,
    text_back: Option<String>,
    files: Option<String>,
) {
    let columns = TaskColumns::from_tasks(&import.tasks);
    let names = Uint8Array::from(columns.names.as_slice());
    let lengths = Uint32Array::from(columns.name_lengths.as_slice());
    let trials = Float64Array::from(columns.trials.as_slice());
    let successes = Float64Array::from(columns.successes.as_slice());
    let transfer = Array::of4(
        &names.buffer(),
        &lengths.buffer(),
        &trials.buffer(),
        &successes.buffer(),
    );
    let done = message(&[
        ("kind", "done".into()),
        ("report", report_json(import).into()),
        ("names", names.into()),
        ("lengths", lengths.into()),
        ("trials", trials.into()),
        ("successes", successes.into()),
        ("text", text_back.map_or(JsValue::UNDEFINED, JsValue::from)),
        ("files", files.map_or(JsValue::UNDEFINED, JsValue::from)),
    ]);
    post(scope, &done, &transfer);
}
