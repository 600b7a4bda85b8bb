"""pass@k and pass^k of eval results, exactly.

The estimators, the importers and every statistic are passk's Rust crates (the same code as
the passk pages and the ``passk`` command); this module gives them numpy arrays and frozen
dataclasses whose ``to_dict()`` is the command's JSON document.

>>> import passk
>>> float(passk.pass_hat_k(8, 6, 3))  # C(6,3)/C(8,3)
0.35714285714285715
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import _passk
from ._passk import ImportProblem

__all__ = [
    "ImportProblem",
    "Run",
    "Estimate",
    "SummaryAt",
    "Summary",
    "Difference",
    "Comparison",
    "Standing",
    "Board",
    "PlanRow",
    "Plan",
    "pass_at_k",
    "pass_hat_k",
    "read",
    "summary",
    "compare",
    "board",
    "replicates",
    "plan",
]

__version__: str = _passk.__version__

ArrayLike = Union[int, Sequence[int], "np.ndarray[Any, Any]"]
PathLike = Union[str, "os.PathLike[str]"]


def _estimate(native: Any, n: ArrayLike, c: ArrayLike, k: ArrayLike) -> Any:
    arrays = [np.asarray(x) for x in (n, c, k)]
    for name, array in zip("nck", arrays):
        if array.dtype.kind not in "iub":
            raise ValueError(f"{name} must hold whole numbers, not {array.dtype}")
    # int64 arrays are read in place; broadcasting makes views, never copies.
    n64, c64, k64 = (a.astype(np.int64, copy=False) for a in arrays)
    n64, c64, k64 = np.broadcast_arrays(n64, c64, k64)
    out = native(n64, c64, k64)
    if all(a.ndim == 0 for a in arrays):
        return float(out)
    return out


def pass_at_k(n: ArrayLike, c: ArrayLike, k: ArrayLike) -> Any:
    """Unbiased pass@k, 1 - C(n-c, k)/C(n, k), per element (ints or numpy arrays).

    k > n raises ValueError: there is no unbiased estimate, and 1.0 would be a lie.
    """
    return _estimate(_passk.pass_at_k_array, n, c, k)


def pass_hat_k(n: ArrayLike, c: ArrayLike, k: ArrayLike) -> Any:
    """Unbiased pass^k, C(c, k)/C(n, k), per element (ints or numpy arrays)."""
    return _estimate(_passk.pass_hat_k_array, n, c, k)


@dataclass(frozen=True)
class Run:
    """One run's per-task counts, read from one or several result files."""

    name: str
    tasks: Tuple[str, ...]
    n: "np.ndarray[Any, Any]" = field(repr=False)
    c: "np.ndarray[Any, Any]" = field(repr=False)
    formats: Tuple[Optional[str], ...]
    notes: Tuple[str, ...] = field(repr=False)
    _native: Any = field(repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.tasks)


def read(
    path_or_paths: Union[PathLike, Iterable[PathLike]],
    threshold: Optional[float] = None,
    scorer: Optional[str] = None,
    format: Optional[str] = None,
    infrastructure: Optional[str] = None,
    name: Optional[str] = None,
) -> Run:
    """Reads result files as one run (several files: the same task ids add their trials).

    Every format of the data page is read (detected, or ``format=`` its key). A file the
    page refuses raises ImportProblem with the page's message; records it skips are listed
    in ``run.notes``.
    """
    if isinstance(path_or_paths, (str, os.PathLike)):
        paths = [os.fspath(path_or_paths)]
    else:
        paths = [os.fspath(p) for p in path_or_paths]
    native, notes = _passk.read(paths, threshold, scorer, format, infrastructure, name)
    n = native.n
    c = native.c
    n.setflags(write=False)
    c.setflags(write=False)
    return Run(
        name=native.name,
        tasks=tuple(native.tasks),
        n=n,
        c=c,
        formats=tuple(native.formats),
        notes=tuple(notes),
        _native=native,
    )


@dataclass(frozen=True)
class Estimate:
    """A value with its 95% interval (None where it cannot be computed)."""

    value: Optional[float]
    lo: Optional[float]
    hi: Optional[float]


def _estimate_of(d: Mapping[str, Any]) -> Estimate:
    return Estimate(d.get("value"), d.get("lo"), d.get("hi"))


@dataclass(frozen=True)
class SummaryAt:
    """pass@k, pass^k and avg@k at one k."""

    k: int
    pass_at_k: Estimate
    pass_hat_k: Estimate
    avg: Estimate


@dataclass(frozen=True)
class Summary:
    """``passk summary``: tasks, trials and the numbers at each k."""

    tasks: int
    trials: int
    at: Tuple[SummaryAt, ...]
    provenance: Mapping[str, Any] = field(repr=False)
    _document: str = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        """The command's JSON document (``passk summary --format json``)."""
        return json.loads(self._document)


def summary(
    run: Run,
    k: Union[int, Sequence[int], None] = None,
    interval: str = "t",
    posterior: bool = False,
    tau: Optional[float] = None,
    per_task: bool = False,
    seed: Optional[int] = None,
    cluster: Optional[str] = None,
) -> Summary:
    """The data page's summary of ``run`` at each k (default: 1 and the largest k every
    task allows). ``interval`` is "t", "bootstrap", "wilson" or "bayes"; ``tau`` a share.
    ``cluster`` ("prefix:/", as ``passk summary --cluster``) adds each k's clustered
    standard errors under ``to_dict()["at"][i]["clustered"]``."""
    ks: List[int] = [] if k is None else ([int(k)] if isinstance(k, int) else [int(x) for x in k])
    document = _passk.summary_json(run._native, ks, interval, posterior, tau, per_task, seed, cluster)
    d = json.loads(document)
    at = tuple(
        SummaryAt(
            k=entry["k"],
            pass_at_k=_estimate_of(entry["pass_at_k"]),
            pass_hat_k=_estimate_of(entry["pass_hat_k"]),
            avg=_estimate_of(entry["avg"]),
        )
        for entry in d["at"]
    )
    return Summary(d["tasks"], d["trials"], at, d["provenance"], document)


@dataclass(frozen=True)
class Difference:
    """B - A with its paired t interval and the sign-flip permutation p-value."""

    value: Optional[float]
    lo: Optional[float]
    hi: Optional[float]
    p: Optional[float]


@dataclass(frozen=True)
class Comparison:
    """``passk compare``: run B against run A at k."""

    k: int
    tasks_both: int
    only_a: int
    only_b: int
    pass_at_k: Difference
    pass_hat_k: Difference
    provenance: Mapping[str, Any] = field(repr=False)
    _document: str = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        """The command's JSON document (``passk compare --format json``)."""
        return json.loads(self._document)


def compare(a: Run, b: Run, k: int = 1, seed: Optional[int] = None, movers: int = 20) -> Comparison:
    """The compare page: tasks matched by id, the paired difference B - A at k."""
    document = _passk.compare_json(a._native, b._native, k, seed, movers)
    d = json.loads(document)

    def diff(x: Mapping[str, Any]) -> Difference:
        return Difference(x.get("value"), x.get("lo"), x.get("hi"), x.get("p"))

    return Comparison(
        d["k"],
        d["tasks_both"],
        d["only_a"],
        d["only_b"],
        diff(d["diff"]["pass_at_k"]),
        diff(d["diff"]["pass_hat_k"]),
        d["provenance"],
        document,
    )


@dataclass(frozen=True)
class Standing:
    """One run's place on the board."""

    name: str
    value: float
    lo: float
    hi: float
    rank: int
    rank_lo: int
    rank_hi: int
    groups: str


@dataclass(frozen=True)
class Board:
    """``passk board``: runs ranked on their common tasks, best first."""

    runs: Tuple[Standing, ...]
    common_tasks: int
    provenance: Mapping[str, Any] = field(repr=False)
    _document: str = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        """The command's JSON document (``passk board --format json``)."""
        return json.loads(self._document)


def board(
    runs: Sequence[Run],
    k: int = 1,
    metric: str = "pass-at-k",
    resamples: int = 2000,
    seed: Optional[int] = None,
) -> Board:
    """The leaderboard: ranks, 95% rank intervals and Holm-adjusted tie groups."""
    document = _passk.board_json([r._native for r in runs], metric, k, resamples, seed)
    d = json.loads(document)
    standings = tuple(Standing(**{key: s[key] for key in Standing.__dataclass_fields__}) for s in d["runs"])
    return Board(standings, d["common_tasks"], d["provenance"], document)


def replicates(runs: Sequence[Run], k: Union[int, Sequence[int], None] = None) -> dict:
    """Replicate runs of one agent, as ``passk replicates``: at each k (default: 1 and the
    largest k every task allows) each metric's per-run ``headlines``, their ``mean``, ``sd``,
    ``min`` and ``max``, the ``icc`` (share of the variance between tasks), ``run_sd`` and
    ``mde`` (the smallest difference two runs like these detect at 80% power); ``flips``
    counts the tasks whose success rate differs between runs."""
    ks: List[int] = [] if k is None else ([int(k)] if isinstance(k, int) else [int(x) for x in k])
    return json.loads(_passk.replicates_json([r._native for r in runs], ks))


@dataclass(frozen=True)
class PlanRow:
    """Trials per task and the tasks they need."""

    trials: int
    tasks_pass_hat_k: int
    tasks_pass_at_k: int
    total_trials: int
    detectable: float


@dataclass(frozen=True)
class Plan:
    """``passk plan``: the tasks a 95% interval of a half-width needs."""

    plan: Optional[PlanRow]
    trade: Tuple[PlanRow, ...]
    _document: str = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        """The command's JSON document (``passk plan --format json``)."""
        return json.loads(self._document)


def plan(
    p: float = 0.8,
    spread: float = 0.0,
    k: int = 8,
    half_width: float = 0.05,
    trials: Optional[int] = None,
) -> Plan:
    """The explorer's planner: p, the spread of difficulty (0 to 1), k and the half-width
    (a share: 0.05 is five points)."""
    document = _passk.plan_json(p, spread, k, half_width, trials)
    d = json.loads(document)
    chosen = PlanRow(**d["plan"]) if d["plan"] is not None else None
    return Plan(chosen, tuple(PlanRow(**row) for row in d["trade"]), document)
