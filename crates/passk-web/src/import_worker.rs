//! The page's side of the import worker (crates/passk-import-worker): start a worker for one
//! import, hear its progress and its result, and stop it by dropping the [`ImportJob`] (a
//! newer file or paste, or the view closing). The worker reads a `File` itself, so a big
//! file's bytes and text never touch the page's main thread; what comes back is the report
//! and the tasks as columns ([`passk_data::import::wire`]).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Float64Array, Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

use passk_data::import::wire::{
    decode_error_from_json, file_counts_from_json, report_from_json, TaskColumns,
};
use passk_data::import::{DecodeError, FileCounts, Format, Import, ImportOptions};

/// The worker's loader, beside the page (assets/import-worker.js; Trunk builds the worker's
/// wasm and glue with `data-type="worker"`).
const WORKER_URL: &str = "./import-worker.js";

thread_local! {
    /// A worker started ahead of an import, when the person reaches for the file picker,
    /// the text area or drags a file over them: the import then does not wait for the
    /// worker to load (about a tenth of a second here).
    static SPARE: RefCell<Option<Spare>> = const { RefCell::new(None) };
}

/// A started worker no import has taken yet, and what it has said so far.
struct Spare {
    worker: Worker,
    ready: Rc<Cell<bool>>,
    failed: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// Starts a worker for the next import, unless one is waiting already. Does nothing where
/// workers cannot run (the import then says so).
pub fn prewarm() {
    SPARE.with(|spare| {
        let Ok(mut spare) = spare.try_borrow_mut() else {
            return;
        };
        match spare.as_ref() {
            Some(waiting) if waiting.failed.get() => waiting.worker.terminate(),
            Some(_) => return,
            None => {}
        }
        let Ok(worker) = Worker::new(WORKER_URL) else {
            return;
        };
        let (ready, failed) = (Rc::new(Cell::new(false)), Rc::new(Cell::new(false)));
        let heard_ready = ready.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if field(&event.data(), "kind").as_string().as_deref() == Some("ready") {
                heard_ready.set(true);
            }
        });
        let heard_error = failed.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            heard_error.set(true);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        *spare = Some(Spare {
            worker,
            ready,
            failed,
            _on_message: on_message,
            _on_error: on_error,
        });
    });
}

/// The waiting worker and whether it said it is ready; None when there is none (or it
/// failed to load: it is dropped, and the import starts a worker of its own).
fn take_spare() -> Option<(Worker, bool)> {
    let spare = SPARE.with(|spare| spare.try_borrow_mut().ok()?.take())?;
    // Its handlers go with it; the import's are set in this same task, before any later
    // message is delivered, so a "ready" still queued reaches the import's, which then asks.
    spare.worker.set_onmessage(None);
    spare.worker.set_onerror(None);
    if spare.failed.get() {
        spare.worker.terminate();
        return None;
    }
    Some((spare.worker.clone(), spare.ready.get()))
}

/// What the worker reads.
pub enum WorkerSource<'a> {
    /// Picked or dropped files, read by the worker (several are one run).
    Files(&'a [web_sys::File]),
    /// Text already in the page (a paste, or the last visit's data).
    Text(&'a str),
}

/// What the worker says.
pub enum WorkerEvent {
    /// How far it has read, 0 to 1.
    Progress(f64),
    /// The file could not be read as text.
    Unreadable(DecodeError),
    /// The import: its report (no tasks), the tasks as columns, and a small file's text.
    Done {
        /// Format, records, problems, warnings, scorers.
        report: Import,
        /// The tasks, to be read back with [`passk_data::import::wire::TaskRebuild`].
        columns: TaskColumns,
        /// A small file's text, for the text area.
        text: Option<String>,
        /// Several files' counts, each file's own.
        files: Option<Vec<FileCounts>>,
    },
    /// The worker stopped before it answered (it could not load, ran out of memory or
    /// crashed), with what the browser said. The page says so; it never imports itself.
    Failed(String),
}

/// A running import in a worker; dropping it terminates the worker.
pub struct ImportJob {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for ImportJob {
    fn drop(&mut self) {
        // Messages the worker posted before it was stopped may still be queued: unhook the
        // handlers first, so none of them calls a closure that is gone.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl ImportJob {
    /// Starts importing `source` with `options`; `on_event` hears every event, the last one
    /// being `Unreadable`, `Done` or `Failed`. Err when no worker can be made. A spare is
    /// started for the next import, so a paste typed after this one does not wait for a
    /// worker to load.
    pub fn start(
        source: WorkerSource<'_>,
        options: &ImportOptions,
        on_event: impl FnMut(WorkerEvent) + 'static,
    ) -> Result<ImportJob, String> {
        let (worker, ready) = match take_spare() {
            Some(spare) => spare,
            None => (
                Worker::new(WORKER_URL).map_err(|error| format!("{error:?}"))?,
                false,
            ),
        };
        let request = request(source, options);
        let request_now = request.clone();
        let on_event = Rc::new(RefCell::new(on_event));
        let hear = on_event.clone();
        let asking = worker.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            // A message posted before the worker's wasm is running would be lost: the worker
            // says when it listens, and only then is it asked.
            if field(&data, "kind").as_string().as_deref() == Some("ready") {
                if let Err(error) = asking.post_message(&request) {
                    if let Ok(mut hear) = hear.try_borrow_mut() {
                        hear(WorkerEvent::Failed(format!("{error:?}")));
                    }
                }
                return;
            }
            // Events come one at a time; a handler that is still running is never re-entered.
            if let Ok(mut hear) = hear.try_borrow_mut() {
                hear(read_event(&data));
            }
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let said = Reflect::get(&event, &JsValue::from_str("message"))
                .ok()
                .and_then(|message| message.as_string())
                .unwrap_or_else(|| "the import worker could not run".to_string());
            if let Ok(mut hear) = on_event.try_borrow_mut() {
                hear(WorkerEvent::Failed(said));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        if ready {
            worker
                .post_message(&request_now)
                .map_err(|error| format!("{error:?}"))?;
        }
        prewarm();
        Ok(ImportJob {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

/// The request: the source and the options, as the worker reads them.
fn request(source: WorkerSource<'_>, options: &ImportOptions) -> Object {
    let request = Object::new();
    let set = |name: &str, value: JsValue| {
        let _ = Reflect::set(&request, &JsValue::from_str(name), &value);
    };
    let sources = js_sys::Array::new();
    match source {
        WorkerSource::Files(files) => {
            for file in files {
                sources.push(file);
            }
        }
        WorkerSource::Text(text) => {
            sources.push(&JsValue::from_str(text));
        }
    }
    set("sources", sources.into());
    set("format", options.format.map(Format::key).into());
    set("threshold", options.reward_threshold.into());
    set("scorer", options.scorer.clone().into());
    set("infrastructure", options.infrastructure.key().into());
    request
}

fn field(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

fn read_event(data: &JsValue) -> WorkerEvent {
    let kind = field(data, "kind").as_string().unwrap_or_default();
    match kind.as_str() {
        "progress" => WorkerEvent::Progress(field(data, "value").as_f64().unwrap_or(0.0)),
        "unreadable" => {
            match decode_error_from_json(&field(data, "error").as_string().unwrap_or_default()) {
                Ok(error) => WorkerEvent::Unreadable(error),
                Err(error) => WorkerEvent::Failed(format!("{error:?}")),
            }
        }
        "done" => {
            let report =
                match report_from_json(&field(data, "report").as_string().unwrap_or_default()) {
                    Ok(report) => report,
                    Err(error) => return WorkerEvent::Failed(format!("{error:?}")),
                };
            let columns = TaskColumns {
                names: field(data, "names")
                    .dyn_into::<Uint8Array>()
                    .map_or_else(|_| Vec::new(), |array| array.to_vec()),
                name_lengths: field(data, "lengths")
                    .dyn_into::<Uint32Array>()
                    .map_or_else(|_| Vec::new(), |array| array.to_vec()),
                trials: field(data, "trials")
                    .dyn_into::<Float64Array>()
                    .map_or_else(|_| Vec::new(), |array| array.to_vec()),
                successes: field(data, "successes")
                    .dyn_into::<Float64Array>()
                    .map_or_else(|_| Vec::new(), |array| array.to_vec()),
            };
            let files = match field(data, "files").as_string() {
                Some(json) => match file_counts_from_json(&json) {
                    Ok(files) => Some(files),
                    Err(error) => return WorkerEvent::Failed(format!("{error:?}")),
                },
                None => None,
            };
            WorkerEvent::Done {
                report,
                columns,
                text: field(data, "text").as_string(),
                files,
            }
        }
        other => WorkerEvent::Failed(format!("the import worker said {other:?}")),
    }
}
