"""The two-bit breadth-first search across the workers of a Dask cluster.

Korf and Felner counted every layer of the four-peg puzzle up to 22 discs with a
disk-based two-bit search ("Recent progress in heuristic search: a case study of the
four-peg Towers of Hanoi problem", IJCAI 2007); at 20 discs the array of
:func:`hanoi.space.bfs.bfs_layers` is 43 GiB and no longer fits one machine.  This
module spreads that same array over the memory of many workers, as
``docs/distributed-bfs.md`` describes:

- **Partitions are ranges of prefix ranks.**  A stored state is
  ``rank(prefix) * block + low``, the prefix being the canonical positions of the ``k``
  largest discs.  Partition ``i`` holds the ranks ``bounds[i] .. bounds[i + 1] - 1``: its
  own two-bit array, touched bytes and samples, in the memory of the worker that owns
  it.  Partition ``i`` goes to worker ``i % workers``, so every worker holds ranges spread
  over the whole prefix table and the frontier, which moves through the prefixes, stays
  spread over the workers.
- **One layer is a bulk-synchronous step.**  Every worker expands the current layer of
  its partitions with the numba kernel of :mod:`hanoi.space.kernel` (the same inner loop,
  all threads, atomic ORs).  A move of a small disc stays in its block and is marked at
  once; a move of one of the ``k`` largest discs that lands in another partition is
  appended, as a canonical global index, to an outgoing buffer.  The buffers are
  sorted and deduplicated (``numpy.unique``), cut by destination partition, and travel
  worker to worker as the results of Dask tasks: the driver never holds state data.
  Each owner marks the indices that are still unseen (the same atomic OR, so a state
  reached twice is counted once) and the driver adds the counts.
- **Checkpoints per layer and per partition** (:mod:`hanoi.space.checkpoint`): each
  partition writes its arrays, then the driver writes ``meta.json``; the same call
  resumes from the last layer every partition saved, on any number of workers.
- **Memory** is checked before anything is allocated: each worker's arrays must fit in
  its memory limit (Dask's ``memory_limit``, or ``worker_memory``).  With ``spill`` a
  worker keeps only as many partitions in memory as fit and writes the others to that
  directory (Korf's disk-based search), so one machine can run a search larger than
  its memory.

Dask distributed is the engine: it is pure Python and pip-installable, ``LocalCluster``
gives real worker processes on one machine for the tests, the same code joins a
cluster started by ``dask scheduler`` / ``dask worker`` (or dask-jobqueue, dask-kubernetes)
by its address, and tasks pinned to workers with data dependencies are exactly the
transport this algorithm needs.

>>> from distributed import Client, LocalCluster
>>> quiet = {"dashboard": False, "dashboard_address": ":0"}  # no dashboard, no fight for port 8787
>>> with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, scheduler_kwargs=quiet) as local:
...     with Client(local) as client:
...         r = cluster_bfs(7, pegs=4, cluster=client, partitions=3)
>>> r.eccentricity, r.perfect_distances[3], r.workers, r.partitions   # OEIS A382111(7), A007664(7)
(25, 25, 2, 3)
"""

from __future__ import annotations

import os
import resource
import signal
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from hanoi._extras import require
from hanoi._folders import MARKER, OwnedFolder
from hanoi._validate import check_n
from hanoi.errors import ClusterError, HanoiError, InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import CLUSTER_MAX_PARTITIONS, CLUSTER_MAX_THREADS
from hanoi.space.bfs import (
    BFSResult,
    _cpu_count,
    _gib,
    _Space,
    _StopFlag,
    check_run_options,
    check_start,
    expand_layer,
    result_from_meta,
    result_meta,
    too_large,
)
from hanoi.space.checkpoint import (
    LOCK_NAME,
    Progress,
    hold,
    identity,
    load_array,
    partition_folder,
    read_meta,
    remove_stale,
    save_array,
    write_json,
)
from hanoi.space.kernel import I64, TASK_WORDS, U8, U64, Plan, layer_kernel, make_plan, orbit_count, receive_kernel
from hanoi.state import State

if TYPE_CHECKING:
    from distributed import Client, Future

__all__ = [
    "MAX_LOCAL_WORKERS",
    "MAX_PARTITIONS",
    "MAX_THREADS",
    "ClusterResult",
    "cluster_bfs",
    "parse_cluster",
    "partition_bounds",
]

MAX_LOCAL_WORKERS = 256
"""The most worker processes ``local:K`` starts on one machine."""
MAX_THREADS = CLUSTER_MAX_THREADS
"""The most kernel threads per worker."""
MAX_PARTITIONS = CLUSTER_MAX_PARTITIONS
"""The most partitions: one prefix rank each at most, and the prefix table has at most 65,536."""
CALL_TASKS = 4
"""Tasks of 65,536 states a worker's thread takes at a time (its outgoing buffer has room for all their moves)."""
COMPACT_BYTES = 64 << 20
"""A worker sorts and deduplicates its outgoing buffers whenever they pass this size during a layer."""
MEMORY_SHARE = 0.8
"""The share of a worker's memory limit its arrays may take (Dask pauses a worker at 80 % by default)."""
POLL_SECONDS = 0.5
"""How often the driver checks that the workers it waits for are still there."""
SETUP_TRIES = 3
"""How many times the driver lays the partitions out again when a worker is lost before the first layer."""
START_SECONDS = 60
"""How long the workers of a local cluster may take to start."""


# --------------------------------------------------------------------------- the layout


def partition_bounds(ranks: int, partitions: int) -> list[int]:
    """Cut the prefix ranks ``0 .. ranks - 1`` into ``partitions`` ranges as equal as can be.

    Partition ``i`` holds ``bounds[i] .. bounds[i + 1] - 1``.

    >>> partition_bounds(11051, 3)
    [0, 3683, 7367, 11051]
    """
    return [i * ranks // partitions for i in range(partitions + 1)]


@dataclass(frozen=True)
class _Spec:
    """What every worker needs to know about a search (pickled to each of them)."""

    run: str
    start: tuple[int, ...]
    pegs: int
    symmetry: bool
    sample: int
    bounds: tuple[int, ...]
    owner: tuple[int, ...]  # partition -> worker number
    threads: int | None
    spill: str | None
    budget: int | None
    folder: str | None

    @property
    def state(self) -> State:
        return State(self.start, self.pegs)

    def plan(self) -> Plan:
        return make_plan(self.state, self.symmetry, self.sample, prefix=True)


def _partition_sizes(plan: Plan, lo: int, hi: int) -> tuple[int, int, int]:
    """(words, tasks, bytes) of the partition holding ranks ``lo .. hi - 1``."""
    words = max(1, -(-((hi - lo) * plan.block) // 32))
    tasks = -(-words // TASK_WORDS)
    return words, tasks, words * 8 + tasks * (2 + 8 * max(plan.sample, 1)) + (hi - lo) * 16


# --------------------------------------------------------------------------- the workers' side
# These functions run in the worker processes, as Dask tasks pinned to one worker; the
# arrays live in this module's _RUNS, in the worker's own memory, from one task to the next.


class _Partition:
    """One range of prefix ranks: its two-bit array (in memory or spilled), touched bytes, samples."""

    def __init__(self, index: int, lo: int, hi: int, plan: Plan) -> None:
        self.index, self.lo, self.hi = index, lo, hi
        self.base = lo * plan.block
        self.words, self.tasks, self.bytes = _partition_sizes(plan, lo, hi)
        self._bits: U64 | None = None
        self.file: Path | None = None  # where the array lies while it is not in memory (None: all unseen)
        self.touched: U8 = np.zeros(self.tasks, np.uint8)
        self.touched_next: U8 = np.zeros(self.tasks, np.uint8)
        self.samples: I64 = np.full((self.tasks, plan.sample), -1, np.int64)
        self.used_at = 0.0

    @property
    def resident(self) -> bool:
        return self._bits is not None

    def bits(self) -> U64:
        """The array, read back from its spill or checkpoint file if it is not in memory."""
        if self._bits is None:
            if self.file is None:
                self._bits = np.zeros(self.words, np.uint64)
            else:
                self._bits = load_array(self.file, (self.words,), np.uint64)
        self.used_at = time.monotonic()
        return self._bits

    def spill(self, folder: Path) -> None:
        """Write the array to ``folder`` and free its memory."""
        if self._bits is None:
            return
        path = folder / f"part-{self.index:04d}.npy"
        save_array(path, self._bits, durable=False)  # a new file each time: a checkpoint's link keeps the old one
        self.file = path
        self._bits = None

    def holds(self, index: int, block: int) -> bool:
        """Whether the global index ``index`` lies in this partition."""
        return self.lo <= index // block < self.hi


@dataclass
class _WorkerRun:
    spec: _Spec
    plan: Plan
    space: _Space
    parts: dict[int, _Partition]
    outgoing: dict[int, dict[int, dict[int, I64]]] = field(default_factory=dict)  # depth -> worker -> part -> indices
    budget: int | None = None  # bytes of partitions this worker may keep in memory
    peak_buffers: int = 0
    peak_rss: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    folders: dict[int, OwnedFolder] = field(default_factory=dict)  # each partition's checkpoint folder

    def owned(self, index: int) -> OwnedFolder:
        """The checkpoint folder of partition ``index``, ours (claimed once): only its listed files are removed."""
        if index not in self.folders:
            assert self.spec.folder is not None
            self.folders[index] = OwnedFolder.claim(partition_folder(Path(self.spec.folder), index),
                                                    "a partition's checkpoint folder")
        return self.folders[index]

    def threads(self) -> int:
        if self.spec.threads is not None:
            return self.spec.threads
        try:
            from distributed import get_worker

            return max(1, int(get_worker().state.nthreads))
        except ValueError:  # not in a worker (a test calling the functions directly)
            return _cpu_count()

    def resident_bytes(self) -> int:
        return sum(part.bytes for part in self.parts.values() if part.resident)

    def make_room(self, keep: _Partition) -> None:
        """Spill the least recently used partitions while the resident ones pass the budget."""
        if self.spec.spill is None or self.budget is None:
            return
        folder = _spill_folder(self.spec)
        others = sorted((p for p in self.parts.values() if p.resident and p is not keep), key=lambda p: p.used_at)
        while self.resident_bytes() > self.budget and others:
            others.pop(0).spill(folder)

    def note_memory(self) -> int:
        rss = _rss()
        self.peak_rss = max(self.peak_rss, rss)
        return rss


_RUNS: dict[str, _WorkerRun] = {}
_RUNS_LOCK = threading.Lock()


def _spill_folder(spec: _Spec) -> Path:
    assert spec.spill is not None
    folder = Path(spec.spill) / f"hanoi-bfs-{spec.run}"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _total_memory() -> int:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
        return 8 << 30


def _rss() -> int:
    import psutil

    return int(psutil.Process().memory_info().rss)


def _max_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def _run(run: str) -> _WorkerRun:
    try:
        return _RUNS[run]
    except KeyError:
        raise InvalidStateError(f"this worker holds no partition of search {run} (was it restarted?)") from None


def _setup(key: str, spec: _Spec, parts: Sequence[int], depth: int | None, limit: int | None) -> dict[str, Any]:
    """Create (or read from the checkpoint at ``depth``) this worker's partitions; ``key`` names them."""
    with _RUNS_LOCK:
        for old in [name for name in _RUNS if name.split(":")[0] != spec.run]:  # an abandoned search: free it
            del _RUNS[old]
    plan = spec.plan()
    layer_kernel()  # compile, or load from numba's cache, before the first layer
    space = _Space(plan)
    run = _WorkerRun(spec, plan, space, {})
    need = sum(_partition_sizes(plan, spec.bounds[i], spec.bounds[i + 1])[2] for i in parts)
    largest = max((_partition_sizes(plan, spec.bounds[i], spec.bounds[i + 1])[2] for i in parts), default=0)
    budget = spec.budget if spec.budget is not None else (int(limit * MEMORY_SHARE) if limit else None)
    if budget is not None and (largest if spec.spill else need) > budget:
        names = ", ".join(map(str, parts))
        raise TooLargeError(
            f"partitions {names} need {_gib(largest if spec.spill else need)} on this worker"
            f"{' for the largest one' if spec.spill else ''}; its budget is {_gib(budget)}: "
            + ("use more partitions" if spec.spill else "use more workers, more partitions with --spill DIR, "
               "or more memory per worker")
        )
    run.budget = budget
    start = space.index(spec.start)
    for i in parts:
        part = _Partition(i, spec.bounds[i], spec.bounds[i + 1], plan)
        if depth is not None:
            assert spec.folder is not None
            where = partition_folder(Path(spec.folder), i)
            bits_file = where / f"bits-{depth:06d}.npy"
            if not bits_file.exists():
                raise InvalidStateError(
                    f"the checkpoint lacks partition {i} of layer {depth} ({where.name}/{bits_file.name}); every "
                    "worker must see its directory at the same path"
                )
            part.touched = load_array(where / f"touched-{depth:06d}.npy", (part.tasks,), np.uint8).copy()
            part.file = bits_file
            if spec.spill is None:
                part.bits()
        elif part.holds(start, plan.block):
            local = start - part.base
            part.bits()[local >> 5] = np.uint64(1) << np.uint64((local & 31) * 2)
            part.touched[(local >> 5) // TASK_WORDS] = 1
        run.parts[i] = part
        run.make_room(part)
    with _RUNS_LOCK:
        _RUNS[key] = run
    return {"pid": os.getpid(), "bytes": need, "budget": budget, "rss": run.note_memory()}


def _constants(run: _WorkerRun, part: _Partition) -> tuple[Any, ...]:
    space, plan = run.space, run.plan
    lo, hi = part.lo, part.hi
    return (plan.n, plan.p, plan.kl, _shift(plan.block), plan.block, space.pw, space.prefix_value[lo:hi],
            space.used_count[lo:hi], space.canon_rank, space.canon_perm, space.perm_table, space.free,
            space.orbit, part.samples, lo, hi, space.used_count)


def _shift(block: int) -> int:
    return block.bit_length() - 1 if block & (block - 1) == 0 else -1


def _compact(pieces: list[I64]) -> list[I64]:
    return [np.unique(np.concatenate(pieces))] if pieces else []


def _expand(run_id: str, depth: int, cur: int) -> dict[str, Any]:
    """Expand the layer of code ``cur`` in every partition of this worker; keep what goes elsewhere."""
    run = _run(run_id)
    began = time.perf_counter()
    kernel = layer_kernel()
    workers = run.threads()
    total = np.zeros(4, np.int64)
    pieces: list[I64] = []
    samples: list[int] = []
    sample = run.plan.sample
    pool = ThreadPoolExecutor(workers, thread_name_prefix="hanoi-bfs") if workers > 1 else None
    try:
        for part in sorted(run.parts.values(), key=lambda p: p.index):
            if not part.touched.any():
                continue
            bits = part.bits()
            if sample:
                part.samples.fill(-1)
            counts = expand_layer(kernel, pool, workers, bits, part.touched, part.touched_next, cur,
                                  _constants(run, part), lambda done: None, outgoing=pieces, call_tasks=CALL_TASKS)
            total += np.array(counts, np.int64)
            if sample:
                taken = part.samples[part.samples >= 0]
                samples += [int(i) + part.base for i in np.sort(taken)[:sample]]
            if sum(piece.nbytes for piece in pieces) > COMPACT_BYTES:
                pieces = _compact(pieces)
            run.peak_buffers = max(run.peak_buffers, sum(piece.nbytes for piece in pieces))
            run.make_room(part)
    finally:
        if pool is not None:
            pool.shutdown()
    outgoing = _compact(pieces)
    indices = outgoing[0] if outgoing else np.zeros(0, np.int64)
    run.peak_buffers = max(run.peak_buffers, indices.nbytes)
    spec, block = run.spec, run.plan.block
    cuts = np.searchsorted(indices, np.array(spec.bounds, np.int64) * block)
    by_worker: dict[int, dict[int, I64]] = {}
    for i in range(len(spec.bounds) - 1):
        if cuts[i + 1] > cuts[i]:
            by_worker.setdefault(spec.owner[i], {})[i] = indices[cuts[i]: cuts[i + 1]]
    with run.lock:  # every take of the previous layer ran before the receives the driver waited for
        run.outgoing = {depth: by_worker}
    return {
        "expanded": int(total[0]), "expanded_w": int(total[1]), "found": int(total[2]), "found_w": int(total[3]),
        "sent": {w: sum(a.nbytes for a in parts.values()) for w, parts in by_worker.items()},
        "samples": sorted(samples)[:sample], "rss": run.note_memory(), "seconds": time.perf_counter() - began,
    }


def _take(run_id: str, depth: int, worker: int) -> dict[int, I64]:
    """The indices this worker found for the partitions of ``worker`` (a task whose result Dask moves there)."""
    run = _run(run_id)
    with run.lock:
        try:
            return run.outgoing[depth].pop(worker)
        except KeyError:  # never silently: a lost buffer would be a wrong count
            raise InvalidStateError(f"this worker holds no indices of layer {depth} for worker {worker}") from None


def _receive(run_id: str, depth: int, cur: int, watched: Mapping[int, int], *bundles: dict[int, I64]) -> dict[str, Any]:
    """Mark what the other partitions sent, end the layer, and say which perfect towers it reached."""
    run = _run(run_id)  # its own outgoing indices may still be on their way: the next expand drops them
    kernel = receive_kernel()
    plan, space = run.plan, run.space
    out = np.zeros(4, np.int64)
    for bundle in bundles:
        for index, indices in sorted(bundle.items()):
            part = run.parts[index]
            kernel(part.bits(), part.touched_next, indices, part.base, cur, plan.p, plan.kl, _shift(plan.block),
                   plan.block, space.pw, space.used_count[part.lo: part.hi], space.free, space.orbit, out)
            run.make_room(part)
    nxt = 3 - cur
    reached = []
    for part in run.parts.values():
        part.touched, part.touched_next = part.touched_next, part.touched
        for peg, index in watched.items():
            if part.holds(index, plan.block):
                local = index - part.base
                if int(part.bits()[local >> 5] >> np.uint64((local & 31) * 2)) & 3 == nxt:
                    reached.append(peg)
    return {"found": int(out[2]), "found_w": int(out[3]), "reached": reached, "rss": run.note_memory()}


def _save(run_id: str, depth: int, keep: Sequence[int]) -> int:
    """Write every partition's arrays for the layer ``depth``; remove those of layers not in ``keep``."""
    run = _run(run_id)
    assert run.spec.folder is not None
    written = 0
    for part in run.parts.values():
        owned = run.owned(part.index)
        where = owned.path
        bits_path = where / f"bits-{depth:06d}.npy"
        owned.will_write(bits_path.name, bits_path.name + ".tmp", f"touched-{depth:06d}.npy")
        if part.resident or part.file is None:
            save_array(bits_path, part.bits())
            run.make_room(part)
        elif part.file != bits_path:
            temporary = bits_path.with_name(bits_path.name + ".tmp")
            temporary.unlink(missing_ok=True)
            try:
                os.link(part.file, temporary)  # the spill file is replaced, never rewritten: a link is a copy
            except OSError:
                import shutil

                shutil.copyfile(part.file, temporary)
            with open(temporary, "rb") as handle:  # a spill file is not flushed to disk until it is saved
                os.fsync(handle.fileno())
            os.replace(temporary, bits_path)
            if part.file.parent == where:  # it came from the checkpoint, whose older layers go below
                part.file = bits_path
        save_array(where / f"touched-{depth:06d}.npy", part.touched)
        written += part.words * 8
        remove_stale(owned, {f"{kind}-{d:06d}.npy" for kind in ("bits", "touched") for d in (*keep, depth)})
    return written


def _clean(run_id: str) -> None:
    """Remove every partition's arrays (the search is finished) and forget the search."""
    run = _RUNS.pop(run_id, None)
    if run is None:
        return
    _remove_spill(run)
    if run.spec.folder is None:
        return
    for part in run.parts.values():
        owned = run.owned(part.index)
        remove_stale(owned, set())
        owned.remove(owned.written)
        with suppress(OSError):  # our marker alone left: the folder goes; anything else keeps it
            if {entry.name for entry in owned.path.iterdir()} == {MARKER}:
                (owned.path / MARKER).unlink()
                owned.path.rmdir()


def _stats(run_id: str) -> dict[str, Any]:
    run = _RUNS.get(run_id)
    return {"peak_rss": max(_max_rss(), run.peak_rss if run else 0), "rss": _rss(),
            "arrays": sum(p.bytes for p in run.parts.values()) if run else 0,
            "resident": run.resident_bytes() if run else 0, "buffers": run.peak_buffers if run else 0}


def _forget(run: str) -> None:
    """Free what this worker process holds of the search ``run`` (after a stop or a failure)."""
    with _RUNS_LOCK:
        mine = [_RUNS.pop(key) for key in list(_RUNS) if key.split(":")[0] == run]
    for held in mine:
        _remove_spill(held)


def _remove_spill(run: _WorkerRun) -> None:
    if run.spec.spill is None:
        return
    folder = Path(run.spec.spill) / f"hanoi-bfs-{run.spec.run}"
    for part in run.parts.values():
        (folder / f"part-{part.index:04d}.npy").unlink(missing_ok=True)
    with suppress(OSError):  # not empty (another worker's files), or removed by another worker already
        folder.rmdir()


# --------------------------------------------------------------------------- the driver


@dataclass(frozen=True)
class ClusterResult(BFSResult):
    """What :func:`cluster_bfs` found: a :class:`~hanoi.space.bfs.BFSResult` and how the cluster did.

    ``layer_seconds[d]`` and ``layer_bytes[d]`` are the seconds and the bytes of indices
    sent between workers while expanding layer ``d`` (``layer_local_bytes[d]``: between
    partitions of one worker, which Dask does not move); ``memory`` maps each worker to
    its array bytes, its budget and its peak resident memory.  On resume the figures of
    the layers done before the stop come from the checkpoint.

    >>> ClusterResult.__mro__[1].__name__
    'BFSResult'
    """

    workers: int = 0
    partitions: int = 0
    layer_seconds: tuple[float, ...] = ()
    layer_bytes: tuple[int, ...] = ()
    layer_local_bytes: tuple[int, ...] = ()
    memory: Mapping[str, Mapping[str, int | None]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON of :meth:`BFSResult.to_dict` with a ``cluster`` entry.

        >>> sorted(ClusterResult(State.perfect(0), (1,), {0: 0}, (), True, 1, 1, 0.0).to_dict()["cluster"])
        ['bytes_exchanged', 'layer_bytes', 'layer_local_bytes', 'layer_seconds', 'memory', 'partitions', 'workers']
        """
        data = super().to_dict()
        data["cluster"] = {
            "workers": self.workers, "partitions": self.partitions, "bytes_exchanged": sum(self.layer_bytes),
            "layer_seconds": [round(s, 4) for s in self.layer_seconds], "layer_bytes": list(self.layer_bytes),
            "layer_local_bytes": list(self.layer_local_bytes), "memory": {k: dict(v) for k, v in self.memory.items()},
        }
        return data


def parse_cluster(text: str) -> tuple[str, int | str]:
    """Read a ``--cluster`` value: ``local:K`` (K worker processes here) or a scheduler's address.

    >>> parse_cluster("local:4"), parse_cluster("tcp://10.0.0.5:8786"), parse_cluster("sched:8786")
    (('local', 4), ('address', 'tcp://10.0.0.5:8786'), ('address', 'tcp://sched:8786'))
    >>> parse_cluster("local:0")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: cluster 'local:0': local needs 1 to 256 worker processes
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidArgumentError(f"cluster must be 'local:K' or a scheduler address such as tcp://host:8786, "
                                   f"got {text!r}")
    text = text.strip()
    if text.lower() == "local" or text.lower().startswith("local:"):
        _, _, count = text.partition(":")
        if not count.strip().isdigit() or not 1 <= int(count) <= MAX_LOCAL_WORKERS:
            shown = text if len(text) <= 60 else text[:57] + "..."
            raise InvalidArgumentError(f"cluster {shown!r}: local needs 1 to {MAX_LOCAL_WORKERS} worker processes")
        return "local", int(count)
    if "://" not in text:
        if ":" not in text:
            raise InvalidArgumentError(f"cluster {text[:60]!r} is neither 'local:K' nor an address host:port")
        text = "tcp://" + text
    return "address", text


@contextmanager
def _connect(cluster: str | Client, worker_memory: int | None, threads: int | None) -> Iterator[Client]:
    """A client of ``cluster``: a Dask client as given, a new local cluster, or a scheduler's address."""
    require("numba", "cluster")
    distributed = require("distributed", "cluster")
    require("psutil", "cluster")
    if not isinstance(cluster, str):
        yield cluster
        return
    kind, where = parse_cluster(cluster)
    if kind == "address":
        assert isinstance(where, str)
        protocol, _, place = where.partition("://")
        host, _, port = place.rpartition(":")
        try:
            if protocol == "tcp" and port.isdigit():  # a refused connection is known at once, not after a timeout
                socket.create_connection((host.strip("[]"), int(port)), timeout=10).close()
            client = distributed.Client(where, timeout="30s")
        except (OSError, TimeoutError, ValueError) as error:
            raise InvalidArgumentError(f"cannot reach the Dask scheduler at {where[:100]!r}: {error}") from None
        with client:
            try:
                client.wait_for_workers(1, timeout=60)
            except TimeoutError:
                raise InvalidArgumentError(f"the Dask scheduler at {where[:100]!r} has no workers") from None
            yield client
        return
    import logging

    import dask

    count = int(where)
    per_worker = threads if threads is not None else max(1, _cpu_count() // count)
    # Dask's limit (where the nanny kills a worker) sits above the budget for the arrays plus
    # the process itself, about 200 MiB: a limit of the budget alone would kill small workers
    memory: int | str = "auto" if worker_memory is None else int(worker_memory / MEMORY_SHARE) + (1 << 30)
    settings = {  # our arrays live outside Dask's store: it must neither spill nor pause for them
        "distributed.worker.memory.target": False, "distributed.worker.memory.spill": False,
        "distributed.worker.memory.pause": False, "distributed.worker.memory.terminate": 0.98,
        "distributed.scheduler.allowed-failures": 0, "distributed.admin.system-monitor.gil.enabled": False,
    }
    with ExitStack() as stack:
        stack.enter_context(dask.config.set(settings))
        with _workers_ignore_ctrl_c():
            local = stack.enter_context(distributed.LocalCluster(
                n_workers=count, threads_per_worker=per_worker, processes=True, memory_limit=memory,
                dashboard_address=None, silence_logs=logging.CRITICAL, host="127.0.0.1",
                scheduler_kwargs={"dashboard": False, "dashboard_address": ":0"},  # no fight for port 8787
            ))
        client = stack.enter_context(distributed.Client(local))
        try:
            client.wait_for_workers(count, timeout=START_SECONDS)  # one may still be starting on a busy machine
        except TimeoutError:  # WorkerStartTimeoutError
            raise ClusterError(f"the {count} local workers did not all start within {START_SECONDS} s",
                               worker=None, partitions=(), layer=0, phase="start") from None
        yield client


@contextmanager
def _workers_ignore_ctrl_c() -> Iterator[None]:
    """Start the local workers with SIGINT ignored (inherited), so Ctrl-C reaches the driver alone.

    A Ctrl-C on a terminal goes to the whole process group; the driver then finishes the
    layer and saves, which needs its workers alive.  Python keeps an ignored SIGINT
    ignored at startup, so the worker processes spawned meanwhile never see it.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def cluster_bfs(
    start: State | int,
    *,
    pegs: int | None = None,
    cluster: str | Client = "local:2",
    partitions: int | None = None,
    symmetry: bool = True,
    threads: int | None = None,
    checkpoint: str | os.PathLike[str] | None = None,
    checkpoint_every: float = 60.0,
    max_depth: int | None = None,
    max_memory: int | None = None,
    worker_memory: int | None = None,
    spill: str | os.PathLike[str] | None = None,
    sample: int = 8,
    progress: bool = False,
    on_layer: Callable[[int, int], None] | None = None,
) -> ClusterResult:
    """Count the states at every distance from ``start`` on the workers of a Dask cluster (Korf and Felner 2007).

    The same answer as :func:`hanoi.space.bfs.bfs_layers` (layers, perfect-tower
    distances, farthest states), with the two-bit array cut into ``partitions`` ranges
    of prefix ranks (four per worker by default) held by the workers of ``cluster``:
    ``"local:K"`` starts K worker processes here, an address (``tcp://host:8786``) joins
    a running scheduler, and a ``distributed.Client`` is used as it is.  ``threads`` is
    the kernel threads per worker (a local cluster shares the cores out by default).

    ``checkpoint`` (a directory every worker sees at the same path) is written at the
    end of a layer at most every ``checkpoint_every`` seconds (0: every layer); the same
    call resumes from it, on any number of workers; SIGINT or SIGTERM finishes the
    layer, saves and raises KeyboardInterrupt.  ``max_memory`` refuses a search whose
    arrays need more bytes in all (before anything is allocated).  ``worker_memory`` is each worker's
    memory budget in bytes (a local cluster's limit; else the workers' Dask
    ``memory_limit``); with ``spill`` (a directory) a worker writes the partitions that
    do not fit to disk and reads them back when a layer needs them.  A worker that dies
    or runs out of memory raises :class:`~hanoi.errors.ClusterError` naming the
    partitions and the layer; the checkpoint survives.

    >>> cluster_bfs(3, pegs=4, cluster="local:0")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: cluster 'local:0': local needs 1 to 256 worker processes
    """
    state = check_start(start, pegs)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)
                                or not 1 <= threads <= MAX_THREADS):
        raise InvalidArgumentError(f"threads must be an integer from 1 to {MAX_THREADS}, got {threads!r}")
    if partitions is not None and (isinstance(partitions, bool) or not isinstance(partitions, int)
                                   or not 1 <= partitions <= MAX_PARTITIONS):
        raise InvalidArgumentError(f"partitions must be an integer from 1 to {MAX_PARTITIONS}, got {partitions!r}")
    check_run_options(max_depth, sample, checkpoint_every)
    if worker_memory is not None and (check_n(worker_memory, "worker_memory") < 1 << 16):
        raise InvalidArgumentError(f"worker_memory must be at least 64 KiB (65536), got {worker_memory!r}")
    if isinstance(cluster, str):
        parse_cluster(cluster)
    if state.pegs**state.n >= 1 << 62:
        raise TooLargeError(f"a search of {state.n} discs on {state.pegs} pegs has {state.pegs}**{state.n} states; "
                            "indices of 62 bits hold at most 2**62")
    plan = make_plan(state, symmetry, sample, prefix=True)
    if max_memory is not None and plan.bytes > check_n(max_memory, "max_memory"):
        raise too_large(state, plan, max_memory)
    folder = Path(checkpoint) if checkpoint is not None else None
    for label, path in (("checkpoint", folder), ("spill", Path(spill) if spill is not None else None)):
        if path is not None and path.exists() and not path.is_dir():
            raise InvalidArgumentError(f"{label} {str(path)!r} is not a directory")
    meta = read_meta(folder, identity(state, plan, engine="a cluster")) if folder is not None else None
    if meta is not None and partitions is not None and int(meta.get("partitions", partitions)) != partitions:
        raise InvalidArgumentError(f"checkpoint {str(folder)!r} was made with {meta['partitions']} partitions, not "
                                   f"{partitions}; resume with --partitions {meta['partitions']} or leave it out")
    if meta is not None and meta.get("complete"):
        return _finished(meta, state, plan)
    if isinstance(cluster, str) and parse_cluster(cluster)[0] == "local":  # refuse before starting processes
        count = int(parse_cluster(cluster)[1])
        wanted = int(meta["partitions"]) if meta is not None else partitions or min(4 * count, plan.ranks)
        if wanted <= plan.ranks:
            budget = worker_memory or int(_total_memory() / count * MEMORY_SHARE)
            _check_memory(plan, partition_bounds(plan.ranks, wanted), [f"local worker {w}" for w in range(count)],
                          [budget] * count, spill is not None)
    if spill is not None:  # a directory that cannot be made fails now, not after hours of search
        Path(spill).mkdir(parents=True, exist_ok=True)
    if folder is not None:  # and a checkpoint holding files not ours is refused
        OwnedFolder.claim(folder, "a search checkpoint", lock=LOCK_NAME).will_write("meta.json")
    with ExitStack() as held:
        if folder is not None:
            held.enter_context(hold(folder))  # a second run sharing the directory is refused
        client = held.enter_context(_connect(cluster, worker_memory, threads))
        return _Driver(client, state, plan, folder, meta, partitions, threads, float(checkpoint_every), max_depth,
                       worker_memory, Path(spill) if spill is not None else None, progress, on_layer).run()


def _finished(meta: dict[str, Any], state: State, plan: Plan) -> ClusterResult:
    base = result_from_meta(meta, state, plan.bytes)
    stats = meta.get("cluster", {})
    return ClusterResult(**{name: getattr(base, name) for name in BFSResult.__dataclass_fields__},
                         workers=int(stats.get("workers", 0)), partitions=int(meta.get("partitions", 0)),
                         layer_seconds=tuple(stats.get("layer_seconds", ())),
                         layer_bytes=tuple(stats.get("layer_bytes", ())),
                         layer_local_bytes=tuple(stats.get("layer_local_bytes", ())),
                         memory=stats.get("memory", {}))


def _check_memory(
    plan: Plan, bounds: Sequence[int], workers: Sequence[str], budgets: Sequence[int | None], spill: bool
) -> None:
    """Refuse (TooLargeError) when a worker's partitions (partition ``i`` on worker ``i % workers``) pass its budget.

    Without ``spill`` all of a worker's partitions must fit; with it, the largest one.

    >>> plan = make_plan(State.perfect(17, pegs=4), True, 8, prefix=True)
    >>> _check_memory(plan, partition_bounds(plan.ranks, 8), ["worker 0", "worker 1"], [1 << 28] * 2, False)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: a search of 17 discs on 4 pegs needs 0.677 GiB in all; worker 0 would hold ...
    """
    count = len(bounds) - 1
    sizes = [_partition_sizes(plan, bounds[i], bounds[i + 1])[2] for i in range(count)]
    for w, (name, limit) in enumerate(zip(workers, budgets, strict=True)):
        parts = list(range(w, count, len(workers)))
        mine = [sizes[i] for i in parts]
        need = max(mine, default=0) if spill else sum(mine)
        if limit is not None and need > limit:
            raise TooLargeError(
                f"a search of {plan.n} discs on {plan.p} pegs needs {_gib(sum(sizes))} in all; {name} "
                f"would hold partitions {_names(parts)}: {_gib(need)}{' for the largest' if spill else ''}, more "
                f"than its budget of {_gib(limit)}; "
                + ("use more partitions" if spill else "use more workers or --spill DIR"),
                size=need, limit=limit,
            )


class _Driver:
    """The bulk-synchronous loop: expand, exchange, receive, count, checkpoint; and the watchdog."""

    def __init__(
        self, client: Client, start: State, plan: Plan, folder: Path | None, meta: dict[str, Any] | None,
        partitions: int | None, threads: int | None, every: float, max_depth: int | None,
        worker_memory: int | None, spill: Path | None, progress: bool, on_layer: Callable[[int, int], None] | None,
    ) -> None:
        self.client, self.start, self.plan, self.folder = client, start, plan, folder
        self.every, self.max_depth, self.progress, self.on_layer = every, max_depth, progress, on_layer
        self.spill, self.threads, self.worker_memory = spill, threads, worker_memory
        self.run_id = uuid.uuid4().hex[:12]
        workers = len(client.scheduler_info(n_workers=-1)["workers"])
        count = int(meta["partitions"]) if meta is not None else partitions
        if count is None:
            count = 4 * max(workers, 1)
        count = min(count, plan.ranks) if partitions is None else count
        if count > plan.ranks:
            raise InvalidArgumentError(f"partitions={count} is more than the {plan.ranks} prefix ranks of this search")
        self.bounds = partition_bounds(plan.ranks, count)
        self._layout()
        self.meta = meta
        self.rss: dict[str, int] = {}
        self.checkpoint_note = ""
        space = _Space(plan)
        self.space = space
        self.watched = {peg: space.index((peg,) * plan.n) for peg in range(plan.p)}
        self._check_memory()

    def _layout(self) -> None:
        """Give the partitions to the workers there are now: partition ``i`` to worker ``i % workers``."""
        info = self.client.scheduler_info(n_workers=-1)["workers"]
        if not info:
            raise ClusterError("the Dask cluster has no workers", worker=None, partitions=(), layer=0, phase="start")
        self.addresses = sorted(info)
        self.limits = {a: (int(info[a]["memory_limit"]) or None) for a in self.addresses}
        count = len(self.bounds) - 1
        self.owner = [i % len(self.addresses) for i in range(count)]
        self.parts_of = {w: [i for i in range(count) if self.owner[i] == w] for w in range(len(self.addresses))}
        self.spec = _Spec(self.run_id, self.start.positions, self.start.pegs, bool(self.plan.free), self.plan.sample,
                          tuple(self.bounds), tuple(self.owner), self.threads,
                          str(self.spill) if self.spill else None, self.worker_memory,
                          str(self.folder) if self.folder is not None else None)

    def _check_memory(self) -> None:
        """Refuse before allocating when a worker's partitions cannot fit in its memory."""
        _check_memory(self.plan, self.bounds, [f"worker {a}" for a in self.addresses],
                      [self.spec.budget or (int(known * MEMORY_SHARE) if (known := self.limits[a]) else None)
                       for a in self.addresses], self.spill is not None)

    # ----------------------------------------------------------------- the watchdog
    def _wait(self, futures: dict[int, Future], phase: str, depth: int) -> dict[int, Any]:
        """The results of ``futures`` (worker number -> future); a lost worker or a failure raises ClusterError."""
        from distributed import wait

        pending = dict(futures)
        while pending:
            with suppress(TimeoutError):
                wait(list(pending.values()), timeout=POLL_SECONDS)
            for w, future in list(pending.items()):
                if future.status == "error":
                    self._failed(w, phase, depth, future.exception())
                if future.status == "finished":
                    del pending[w]
            if pending:
                info = self.client.scheduler_info(n_workers=-1)["workers"]
                for w in pending:
                    address = self.addresses[w]
                    if address not in info:
                        self._lost(w, phase, depth, "was lost")
                    if info[address].get("status") in ("paused", "closing", "closed"):
                        self._lost(w, phase, depth, f"is {info[address]['status']}")
        return {w: future.result() for w, future in futures.items()}

    def _where(self) -> str:
        if self.folder is None:
            return "nothing was saved (give a checkpoint directory to resume)"
        return f"the checkpoint in {_short(self.folder)!r} resumes from {self.checkpoint_note or 'the start'}"

    def _failed(self, w: int, phase: str, depth: int, error: BaseException | None) -> None:
        names = _names(self.parts_of[w])
        address = self.addresses[w]
        if isinstance(error, MemoryError):
            what = "ran out of memory"
        elif isinstance(error, HanoiError):
            what = f"failed: {error}"
        else:
            what = f"failed: {type(error).__name__}: {error}"
        raise ClusterError(
            f"partitions {names} on worker {address} {_short(what, 130)} during layer {depth} ({phase}); "
            f"{self._where()}",
            worker=address, partitions=tuple(self.parts_of[w]), layer=depth, phase=phase,
        )

    def _lost(self, w: int, phase: str, depth: int, how: str) -> None:
        address = self.addresses[w]
        limit = self.limits.get(address)
        rss = self.rss.get(address)
        memory = ""
        if rss and limit:
            memory = f"; it used {_gib(rss)} of its {_gib(limit)} limit at its last report"
            if rss > 0.7 * limit:
                memory += ": it probably ran out of memory"
        raise ClusterError(
            f"worker {address} holding partitions {_names(self.parts_of[w])} {how} during layer {depth} "
            f"({phase}){memory}; {self._where()}",
            worker=address, partitions=tuple(self.parts_of[w]), layer=depth, phase=phase,
        )

    def key(self, w: int) -> str:
        """The name of worker ``w``'s share of this search in the worker's memory."""
        return f"{self.spec.run}:{w}"

    def _each(self, phase: str, depth: int, function: Callable[..., Any], *args: Any,
              extra: Mapping[int, Sequence[Any]] | None = None) -> dict[int, Any]:
        futures = {
            w: self.client.submit(function, self.key(w), *args, *(extra[w] if extra else ()), workers=[address],
                                  allow_other_workers=False, pure=False,
                                  key=f"hanoi-bfs-{phase}-{self.spec.run}-{depth}-{w}")
            for w, address in enumerate(self.addresses)
        }
        try:
            return self._wait(futures, phase, depth)
        finally:
            for future in futures.values():
                future.release()

    # ----------------------------------------------------------------- the loop
    def run(self) -> ClusterResult:
        plan, meta = self.plan, self.meta
        if meta is not None:
            progress = Progress.from_meta(meta, ("layer_seconds", "layer_bytes", "layer_local_bytes"))
            self.checkpoint_note = f"layer {progress.depth}"
        else:
            progress = Progress(0, 1, [1], [1], {}, 0.0, {"layer_seconds": [], "layer_bytes": [],
                                                          "layer_local_bytes": []})
            start_index = self.space.index(self.start.positions)
            progress.perfect = {peg: 0 for peg, index in self.watched.items() if index == start_index}
        extra = progress.extra
        depth0 = progress.depth if meta is not None else None
        for attempt in range(SETUP_TRIES):  # a worker lost before holding anything: lay out again
            try:
                setups = self._each("setup", progress.depth, _setup, self.spec, extra={
                    w: (self.parts_of[w], depth0, self.limits[a]) for w, a in enumerate(self.addresses)})
                break
            except ClusterError as error:
                if attempt + 1 == SETUP_TRIES or error.worker is None or "was lost" not in str(error):
                    raise
                self._forget()
                time.sleep(1.0)
                self._layout()
                self._check_memory()
        for w, done in setups.items():
            self.rss[self.addresses[w]] = int(done["rss"])
        began = time.perf_counter() - progress.seconds
        last_save = time.monotonic()
        stop = _StopFlag()
        farthest: list[int] = []
        complete = True
        saved_depths: list[int] = [progress.depth] if meta is not None else []
        try:
            with stop.installed(self.folder is not None), _status(self.progress, plan, len(self.addresses),
                                                                  len(self.bounds) - 1) as show:
                while True:
                    if self.max_depth is not None and progress.depth >= self.max_depth:
                        complete = False
                        break
                    tick = time.perf_counter()
                    depth, cur = progress.depth, progress.cur
                    expanded = self._each("expand", depth, _expand, depth, cur)
                    got = {key: sum(int(r[key]) for r in expanded.values())
                           for key in ("expanded", "expanded_w", "found", "found_w")}
                    if got["expanded"] != progress.stored_layers[-1] or got["expanded_w"] != progress.layers[-1]:
                        raise RuntimeError(  # a lost update or a bug: never report a wrong count
                            f"internal error at depth {depth}: expanded {got['expanded']} stored states "
                            f"({got['expanded_w']} weighted), expected {progress.stored_layers[-1]} "
                            f"({progress.layers[-1]})"
                        )
                    remote = local = 0
                    takes: dict[int, list[Future]] = {w: [] for w in range(len(self.addresses))}
                    for src, result in expanded.items():
                        for dest, nbytes in result["sent"].items():
                            if src == dest:
                                local += nbytes
                            else:
                                remote += nbytes
                            takes[dest].append(self.client.submit(
                                _take, self.key(src), depth, dest, workers=[self.addresses[src]],
                                allow_other_workers=False, pure=False,
                                key=f"hanoi-bfs-take-{self.spec.run}-{depth}-{src}-{dest}"))
                    try:
                        received = self._each("receive", depth, _receive, depth, cur,
                                              self.watched, extra=takes)
                    finally:
                        for futures in takes.values():
                            for future in futures:
                                future.release()
                    for w, result in {**expanded, **received}.items():
                        self.rss[self.addresses[w]] = int(result["rss"])
                    found = got["found"] + sum(int(r["found"]) for r in received.values())
                    found_w = got["found_w"] + sum(int(r["found_w"]) for r in received.values())
                    extra["layer_seconds"].append(time.perf_counter() - tick)
                    extra["layer_bytes"].append(remote)
                    extra["layer_local_bytes"].append(local)
                    if not found:
                        farthest = sorted(i for r in expanded.values() for i in r["samples"])[: plan.sample]
                        break
                    progress.depth += 1
                    progress.cur = 3 - cur
                    progress.layers.append(found_w)
                    progress.stored_layers.append(found)
                    for result in received.values():
                        for peg in result["reached"]:
                            progress.perfect.setdefault(int(peg), progress.depth)
                    show(progress, extra)
                    if self.on_layer is not None:
                        self.on_layer(progress.depth, found_w)
                    due = self.max_depth is not None and progress.depth >= self.max_depth
                    late = time.monotonic() - last_save >= self.every
                    if self.folder is not None and (stop.requested or due or late):
                        progress.seconds = time.perf_counter() - began
                        self._save(progress, saved_depths)
                        last_save = time.monotonic()
                    if stop.requested:
                        raise KeyboardInterrupt(f"stopped after depth {progress.depth}; the checkpoint in "
                                                f"{str(self.folder)!r} resumes from there")
            memory = self._memory()
        except BaseException:
            self._forget()
            raise
        result = ClusterResult(
            start=self.start, layers=tuple(progress.layers), perfect_distances=dict(sorted(progress.perfect.items())),
            farthest=tuple(self.space.state(i) for i in farthest), complete=complete,
            stored_states=sum(progress.stored_layers), memory_bytes=sum(int(m["arrays"] or 0) for m in memory.values()),
            seconds=time.perf_counter() - began, orbit_layers=tuple(progress.stored_layers),
            workers=len(self.addresses), partitions=len(self.bounds) - 1,
            layer_seconds=tuple(extra["layer_seconds"]), layer_bytes=tuple(extra["layer_bytes"]),
            layer_local_bytes=tuple(extra["layer_local_bytes"]), memory=memory,
        )
        if self.folder is not None and complete:
            OwnedFolder.claim(self.folder, "a search checkpoint", lock=LOCK_NAME).will_write("meta.json")
            write_json(self.folder / "meta.json", {
                **identity(self.start, plan, engine="a cluster"), "partitions": len(self.bounds) - 1,
                **result_meta(result), "cluster": result.to_dict()["cluster"]})
            self._each("clean", progress.depth, _clean)
        else:
            self._forget()
        return result

    def _save(self, progress: Progress, saved: list[int]) -> None:
        assert self.folder is not None
        OwnedFolder.claim(self.folder, "a search checkpoint", lock=LOCK_NAME).will_write(
            "meta.json", *(partition_folder(self.folder, i).name for i in range(len(self.bounds) - 1)))
        keep = saved[-1:]
        self._each("save", progress.depth, _save, progress.depth, keep)
        write_json(self.folder / "meta.json", {
            **identity(self.start, self.plan, engine="a cluster"), "partitions": len(self.bounds) - 1,
            "complete": False, **progress.to_meta()})
        saved.append(progress.depth)
        self.checkpoint_note = f"layer {progress.depth}"

    def _memory(self) -> dict[str, dict[str, int | None]]:
        stats = self._each("stats", 0, _stats)
        return {self.addresses[w]: {"arrays": int(s["arrays"]), "peak_rss": int(s["peak_rss"]),
                                    "peak_buffers": int(s["buffers"]), "limit": self.limits[self.addresses[w]]}
                for w, s in stats.items()}

    def _forget(self) -> None:
        """Free the workers' memory after a stop or a failure (best effort: some may be gone)."""
        with suppress(Exception):  # a dead worker or a closed client: nothing to free there
            alive = set(self.client.scheduler_info(n_workers=-1)["workers"])
            self.client.run(_forget, self.spec.run, workers=[a for a in self.addresses if a in alive])


def _short(text: object, width: int = 60) -> str:
    """``text`` cut to ``width`` characters (its end, for a path), so that messages stay under 300.

    >>> _short("/a/very/long/path/" * 5, 20)
    '...a/very/long/path/'
    """
    shown = str(text)
    if len(shown) <= width:
        return shown
    if isinstance(text, Path) or shown.startswith("/"):
        return "..." + shown[-(width - 3):]
    return shown[: width - 3] + "..."


def _names(parts: Sequence[int]) -> str:
    shown = ", ".join(map(str, parts[:8]))
    return shown + (f" and {len(parts) - 8} more" if len(parts) > 8 else "")


def _size(count: float) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= scale:
            return f"{count / scale:.1f} {unit}"
    return f"{int(count)} B"


@contextmanager
def _status(
    show: bool, plan: Plan, workers: int, partitions: int
) -> Iterator[Callable[[Progress, dict[str, Any]], None]]:
    """A rich progress bar on stderr: layer, states found, bytes exchanged, seconds per layer."""
    if not show:
        yield lambda progress, extra: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as Bar

    columns = (TextColumn("{task.description}"), BarColumn(bar_width=12), TextColumn("{task.percentage:>3.0f}%"),
               TimeElapsedColumn(), TextColumn("{task.fields[detail]}"))
    total = orbit_count(plan.n, plan.p, len(plan.free))
    with Bar(*columns, console=Console(stderr=True), transient=True) as bar:
        label = f"bfs {plan.n} discs, {workers} workers"
        task = bar.add_task(label, total=total, completed=0, detail="")

        def update(progress: Progress, extra: dict[str, Any]) -> None:
            seconds = extra["layer_seconds"][-1] if extra["layer_seconds"] else 0.0
            detail = (f"layer {progress.depth}: {progress.layers[-1]:,} states, sent {_size(extra['layer_bytes'][-1])} "
                      f"({_size(sum(extra['layer_bytes']))} in all), {seconds:.2f} s/layer")
            bar.update(task, completed=sum(progress.stored_layers), detail=detail)

        yield update


