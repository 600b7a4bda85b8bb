"""Types of passk's native module (crates/passk-py/src/lib.rs)."""

from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

__version__: str

class ImportProblem(ValueError):
    """A result file passk cannot read."""

class NativeRun:
    @property
    def name(self) -> str: ...
    @property
    def tasks(self) -> List[str]: ...
    @property
    def n(self) -> "np.ndarray[Any, np.dtype[np.int64]]": ...
    @property
    def c(self) -> "np.ndarray[Any, np.dtype[np.int64]]": ...
    @property
    def formats(self) -> List[Optional[str]]: ...
    @property
    def skipped(self) -> int: ...
    def __len__(self) -> int: ...

def pass_at_k_array(
    n: "np.ndarray[Any, Any]", c: "np.ndarray[Any, Any]", k: "np.ndarray[Any, Any]"
) -> "np.ndarray[Any, np.dtype[np.float64]]": ...
def pass_hat_k_array(
    n: "np.ndarray[Any, Any]", c: "np.ndarray[Any, Any]", k: "np.ndarray[Any, Any]"
) -> "np.ndarray[Any, np.dtype[np.float64]]": ...
def read(
    paths: Sequence[str],
    threshold: Optional[float] = None,
    scorer: Optional[str] = None,
    format: Optional[str] = None,
    infrastructure: Optional[str] = None,
    name: Optional[str] = None,
) -> Tuple[NativeRun, List[str]]: ...
def summary_json(
    run: NativeRun,
    ks: Sequence[int],
    interval: str = "t",
    posterior: bool = False,
    tau: Optional[float] = None,
    per_task: bool = False,
    seed: Optional[int] = None,
    cluster: Optional[str] = None,
) -> str: ...
def replicates_json(runs: Sequence[NativeRun], ks: Sequence[int]) -> str: ...
def compare_json(
    a: NativeRun, b: NativeRun, k: int = 1, seed: Optional[int] = None, movers: int = 20
) -> str: ...
def board_json(
    runs: Sequence[NativeRun],
    metric: str = "pass-at-k",
    k: int = 1,
    resamples: int = 2000,
    seed: Optional[int] = None,
) -> str: ...
def plan_json(
    p: float = 0.8,
    spread: float = 0.0,
    k: int = 8,
    half_width: float = 0.05,
    trials: Optional[int] = None,
) -> str: ...
def cli_main(argv: List[str]) -> int: ...
