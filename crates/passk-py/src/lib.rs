//! `passk._passk`: the Python package's native module. A thin layer: the estimators are
//! `passk_core`'s, files are read by the command's reader (`passk_cli::read`, so the same
//! bytes give the same run and the same problems), and summary, compare, board and plan
//! return the command's JSON documents, which `passk/__init__.py` wraps in frozen
//! dataclasses. `cli_main` is the `passk` command itself.

use numpy::{IntoPyArray, PyArrayDyn, PyReadonlyArrayDyn};
use passk_cli::board::{board_document, rank, BoardRequest};
use passk_cli::compare::{compare_document, compare_runs};
use passk_cli::plan::{plan_document, work_out, PlanRequest};
use passk_cli::progress::Progress;
use passk_cli::read::{Reader, Run};
use passk_cli::replicates::{replicate, replicates_document};
use passk_cli::summary::{summarise, summary_document, SummaryRequest};
use passk_cli::Failure;
use passk_core::aggregate::Metric;
use passk_core::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError, TaskCounts};
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::stats::IntervalMethod;
use passk_data::clusters::ClusterRule;
use passk_data::dataset::Dataset;
use passk_data::import::{Format, ImportOptions, InfrastructureErrors};
use passk_words::prelude::*;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    _passk,
    ImportProblem,
    PyValueError,
    "A result file passk cannot read: the message names the file, the line or record, and what was expected."
);

/// A failure as Python sees it: a file problem is an `ImportProblem`, anything else a
/// `ValueError`.
fn raised(failure: Failure) -> PyErr {
    match failure {
        Failure::Input(message) => ImportProblem::new_err(message),
        Failure::Usage(message) => PyValueError::new_err(message),
    }
}

/// One unbiased estimator over arrays of (n, c, k), all of one shape (the Python side
/// broadcasts them as views). Arrays are read in place.
fn estimate_many<'py>(
    py: Python<'py>,
    (n, c, k): (
        PyReadonlyArrayDyn<'py, i64>,
        PyReadonlyArrayDyn<'py, i64>,
        PyReadonlyArrayDyn<'py, i64>,
    ),
    estimator: fn(TaskCounts, u64) -> Result<f64, EstimateError>,
) -> PyResult<Bound<'py, PyArrayDyn<f64>>> {
    let (n, c, k) = (n.as_array(), c.as_array(), k.as_array());
    if n.shape() != c.shape() || n.shape() != k.shape() {
        return Err(PyValueError::new_err(format!(
            "n, c and k must broadcast to one shape (n {:?}, c {:?}, k {:?})",
            n.shape(),
            c.shape(),
            k.shape()
        )));
    }
    let mut out = Vec::with_capacity(n.len());
    for (index, ((&n, &c), &k)) in n.iter().zip(c.iter()).zip(k.iter()).enumerate() {
        let at = |what: String| PyValueError::new_err(format!("at index {index}: {what}"));
        let (Ok(trials), Ok(successes), Ok(k)) =
            (u64::try_from(n), u64::try_from(c), u64::try_from(k))
        else {
            return Err(at(format!(
                "n = {n}, c = {c}, k = {k}: counts cannot be negative"
            )));
        };
        let value = estimator(TaskCounts { trials, successes }, k)
            // k > n is an error, never a silent 1.0.
            .map_err(|error| at(Lang::En.estimate_error(&error)))?;
        out.push(value);
    }
    let shape = n.shape().to_vec();
    let array = numpy::ndarray::ArrayD::from_shape_vec(shape, out)
        .map_err(|error| PyValueError::new_err(error.to_string()))?;
    Ok(array.into_pyarray(py))
}

/// Unbiased pass@k per element: 1 − C(n−c, k)/C(n, k).
#[pyfunction]
fn pass_at_k_array<'py>(
    py: Python<'py>,
    n: PyReadonlyArrayDyn<'py, i64>,
    c: PyReadonlyArrayDyn<'py, i64>,
    k: PyReadonlyArrayDyn<'py, i64>,
) -> PyResult<Bound<'py, PyArrayDyn<f64>>> {
    estimate_many(py, (n, c, k), unbiased_pass_at_k)
}

/// Unbiased pass^k per element: C(c, k)/C(n, k).
#[pyfunction]
fn pass_hat_k_array<'py>(
    py: Python<'py>,
    n: PyReadonlyArrayDyn<'py, i64>,
    c: PyReadonlyArrayDyn<'py, i64>,
    k: PyReadonlyArrayDyn<'py, i64>,
) -> PyResult<Bound<'py, PyArrayDyn<f64>>> {
    estimate_many(py, (n, c, k), unbiased_pass_hat_k)
}

/// A run read from result files: its per-task counts and where they came from.
#[pyclass(frozen, name = "NativeRun", module = "passk._passk")]
struct NativeRun {
    run: Run,
}

#[pymethods]
impl NativeRun {
    /// The run's name (its first file's name without the extension).
    #[getter]
    fn name(&self) -> String {
        self.run.name.clone()
    }

    /// The task ids, in file order.
    #[getter]
    fn tasks(&self) -> Vec<String> {
        self.run
            .import
            .tasks
            .iter()
            .map(|task| task.name.clone())
            .collect()
    }

    /// Trials per task.
    #[getter]
    fn n<'py>(&self, py: Python<'py>) -> Bound<'py, numpy::PyArray1<i64>> {
        let counts: Vec<i64> = self
            .run
            .import
            .tasks
            .iter()
            .map(|task| i64::try_from(task.counts.trials).unwrap_or(i64::MAX))
            .collect();
        counts.into_pyarray(py)
    }

    /// Successes per task.
    #[getter]
    fn c<'py>(&self, py: Python<'py>) -> Bound<'py, numpy::PyArray1<i64>> {
        let counts: Vec<i64> = self
            .run
            .import
            .tasks
            .iter()
            .map(|task| i64::try_from(task.counts.successes).unwrap_or(i64::MAX))
            .collect();
        counts.into_pyarray(py)
    }

    /// The format each file was read as.
    #[getter]
    fn formats(&self) -> Vec<Option<&'static str>> {
        self.run
            .inputs
            .iter()
            .map(|input| input.format.map(Format::key))
            .collect()
    }

    /// Records the importer skipped, with what it said of them.
    #[getter]
    fn skipped(&self) -> usize {
        self.run.import.skipped
    }

    fn __len__(&self) -> usize {
        self.run.import.tasks.len()
    }
}

/// Reads `paths` as one run, as `passk summary` and the data page do.
#[pyfunction]
#[pyo3(signature = (paths, threshold=None, scorer=None, format=None, infrastructure=None, name=None))]
fn read(
    paths: Vec<std::path::PathBuf>,
    threshold: Option<f64>,
    scorer: Option<String>,
    format: Option<String>,
    infrastructure: Option<String>,
    name: Option<String>,
) -> PyResult<(NativeRun, Vec<String>)> {
    let defaults = ImportOptions::default();
    if let Some(threshold) = threshold.filter(|t| !t.is_finite()) {
        return Err(PyValueError::new_err(format!(
            "threshold = {threshold} is not a number"
        )));
    }
    let format = match format {
        Some(key) => Some(Format::from_key(&key).ok_or_else(|| {
            let keys: Vec<&str> = Format::ALL.iter().map(|f| f.key()).collect();
            PyValueError::new_err(format!("format {key:?} is not one of {}", keys.join(", ")))
        })?),
        None => None,
    };
    let infrastructure = match infrastructure.as_deref() {
        None => InfrastructureErrors::LeaveOut,
        Some(key) => passk_cli::args::infrastructure_from_key(key).ok_or_else(|| {
            PyValueError::new_err(format!(
                "infrastructure {key:?} is not leave-out or count-as-failures"
            ))
        })?,
    };
    let options = ImportOptions {
        format,
        reward_threshold: threshold.unwrap_or(defaults.reward_threshold),
        scorer,
        infrastructure,
    };
    let mut reader = Reader::new(options, Lang::En);
    let run = reader
        .run(name.as_deref(), &paths, &mut Progress::new(false))
        .map_err(raised)?;
    Ok((NativeRun { run }, reader.notes))
}

/// `passk summary`'s JSON document of `run`.
#[pyfunction]
#[pyo3(signature = (run, ks, interval="t", posterior=false, tau=None, per_task=false, seed=None, cluster=None))]
#[allow(clippy::too_many_arguments)]
fn summary_json(
    run: PyRef<'_, NativeRun>,
    ks: Vec<u64>,
    interval: &str,
    posterior: bool,
    tau: Option<f64>,
    per_task: bool,
    seed: Option<u64>,
    cluster: Option<&str>,
) -> PyResult<String> {
    let interval = IntervalMethod::from_key(interval).ok_or_else(|| {
        let keys: Vec<&str> = IntervalMethod::ALL.iter().map(|m| m.key()).collect();
        PyValueError::new_err(format!(
            "interval {interval:?} is not one of {}",
            keys.join(", ")
        ))
    })?;
    let tau = match tau {
        Some(share) => Some(field_units(FieldSpec::TAU, share * 100.0, "tau")?),
        None => None,
    };
    let request = SummaryRequest {
        ks,
        interval,
        posterior,
        tau,
        per_task,
        seed,
        cluster: match cluster {
            Some(rule) => Some(ClusterRule::parse(rule).map_err(PyValueError::new_err)?),
            None => None,
        },
    };
    let data = Dataset::new(run.run.import.tasks.clone());
    let summarised = summarise(data, &request).map_err(raised)?;
    Ok(summary_document(&run.run, &summarised, &request, Lang::En).to_string())
}

/// `passk compare`'s JSON document of `a` against `b`.
#[pyfunction]
#[pyo3(signature = (a, b, k=1, seed=None, movers=20))]
fn compare_json(
    a: PyRef<'_, NativeRun>,
    b: PyRef<'_, NativeRun>,
    k: u64,
    seed: Option<u64>,
    movers: usize,
) -> PyResult<String> {
    let compared =
        compare_runs((&a.run, &b.run), k, seed, &mut Progress::new(false)).map_err(raised)?;
    Ok(compare_document((&a.run, &b.run), &compared, movers, Lang::En).to_string())
}

/// `passk board`'s JSON document of `runs`.
#[pyfunction]
#[pyo3(signature = (runs, metric="pass-at-k", k=1, resamples=passk_core::board::BOARD_RESAMPLES, seed=None))]
fn board_json(
    runs: Vec<PyRef<'_, NativeRun>>,
    metric: &str,
    k: u64,
    resamples: u32,
    seed: Option<u64>,
) -> PyResult<String> {
    let metric = Metric::from_key(metric).ok_or_else(|| {
        let keys: Vec<&str> = Metric::ALL.iter().map(|m| m.key()).collect();
        PyValueError::new_err(format!(
            "metric {metric:?} is not one of {}",
            keys.join(", ")
        ))
    })?;
    let request = BoardRequest {
        metric,
        k,
        resamples,
        seed,
    };
    let refs: Vec<&Run> = runs.iter().map(|run| &run.run).collect();
    let ranked = rank(&refs, &request, &mut Progress::new(false)).map_err(raised)?;
    Ok(board_document(&refs, &request, &ranked, Lang::En).to_string())
}

/// `passk replicates`' JSON document of `runs` (replicate runs of one agent).
#[pyfunction]
#[pyo3(signature = (runs, ks))]
fn replicates_json(runs: Vec<PyRef<'_, NativeRun>>, ks: Vec<u64>) -> PyResult<String> {
    let refs: Vec<&Run> = runs.iter().map(|run| &run.run).collect();
    let replicated = replicate(&refs, &ks).map_err(raised)?;
    Ok(replicates_document(&refs, &replicated, Lang::En).to_string())
}

/// A share as a page field's units (p = 0.8 → 800 tenths of a percent), refused when it
/// is outside the field or between its steps.
fn field_units(spec: FieldSpec, shown: f64, name: &str) -> PyResult<u32> {
    let units = shown * f64::from(spec.scale);
    let whole = units.round();
    if !units.is_finite()
        || (units - whole).abs() > 1e-6
        || whole < f64::from(spec.min)
        || whole > f64::from(spec.max)
    {
        return Err(PyValueError::new_err(format!(
            "{name} = {shown} is outside {} – {} or between its steps of {}",
            spec.show(spec.min),
            spec.show(spec.max),
            spec.show(1)
        )));
    }
    Ok(whole as u32)
}

/// `passk plan`'s JSON document.
#[pyfunction]
#[pyo3(signature = (p=0.8, spread=0.0, k=8, half_width=0.05, trials=None))]
fn plan_json(
    p: f64,
    spread: f64,
    k: u32,
    half_width: f64,
    trials: Option<u32>,
) -> PyResult<String> {
    let request = PlanRequest {
        p: field_units(FieldSpec::RATE, p * 100.0, "p")?,
        spread: field_units(FieldSpec::SPREAD, spread, "spread")?,
        k: field_units(FieldSpec::K, f64::from(k), "k")?,
        trials: match trials {
            Some(trials) => Some(field_units(
                FieldSpec::PLAN_TRIALS,
                f64::from(trials),
                "trials",
            )?),
            None => None,
        },
        half_width: field_units(FieldSpec::PLAN_WIDTH, half_width * 100.0, "half_width")?,
    };
    Ok(plan_document(&work_out(&request), Lang::En).to_string())
}

/// The `passk` command: runs `argv` (the program's name first) and returns its exit code.
#[pyfunction]
fn cli_main(py: Python<'_>, argv: Vec<String>) -> i32 {
    // The command reads files and prints; other Python threads may run meanwhile.
    py.detach(|| passk_cli::run(argv))
}

/// The native module.
#[pymodule]
fn _passk(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("ImportProblem", module.py().get_type::<ImportProblem>())?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_class::<NativeRun>()?;
    module.add_function(wrap_pyfunction!(pass_at_k_array, module)?)?;
    module.add_function(wrap_pyfunction!(pass_hat_k_array, module)?)?;
    module.add_function(wrap_pyfunction!(read, module)?)?;
    module.add_function(wrap_pyfunction!(summary_json, module)?)?;
    module.add_function(wrap_pyfunction!(compare_json, module)?)?;
    module.add_function(wrap_pyfunction!(board_json, module)?)?;
    module.add_function(wrap_pyfunction!(replicates_json, module)?)?;
    module.add_function(wrap_pyfunction!(plan_json, module)?)?;
    module.add_function(wrap_pyfunction!(cli_main, module)?)?;
    Ok(())
}
