"""The two-bit breadth-first search on one machine's disk: partitions in files, resumable after kill -9.

Korf reached 20 discs on four pegs with a disk-based search ("Best-first frontier search
with delayed duplicate detection", AAAI 2004) and 22 with Felner ("Recent progress in
heuristic search: a case study of the four-peg Towers of Hanoi problem", IJCAI 2007).
At 20 discs the two-bit array of :func:`hanoi.space.bfs.bfs_layers` is 43 GiB: more than
this machine's memory, within its disk.  This module keeps that array in files, one per
partition, and holds one partition in memory at a time:

- **Partitions are the cluster's** (:func:`hanoi.space.cluster.partition_bounds`): ranges
  of canonical prefix ranks, the positions of the ``k`` largest discs.  A move of one of
  the ``n - k`` smaller discs stays in its partition and is marked at once by the kernel
  of :mod:`hanoi.space.kernel`; a move of a large disc that leaves the partition is
  written, as a canonical global index, to a file for its destination.
- **One pass a layer.**  Pass ``d`` takes the partitions in order: it reads a partition's
  file, marks the indices the other partitions sent it during pass ``d - 1`` (they belong
  to layer ``d``, so they are marked before the layer is expanded), expands layer ``d``,
  writes the indices that leave, and writes the partition back.  Every partition is
  read and written at most once per layer, and not at all when it holds no state of the
  layer and received nothing.
- **A commit per partition.**  A partition's new array goes to a new file; then
  ``meta.json`` records it (with its counts for the pass) by an atomic rename; only then
  are its old file and the indices it consumed removed.  A kill of the process at any
  moment (even ``kill -9``) leaves every partition either committed or not: the same call
  redoes the uncommitted ones of the interrupted pass and gives exactly the layers of an
  uninterrupted run.  Files are flushed to the disk once a pass (``os.sync``) rather than
  file by file; a power failure (not a kill) may lose the pass under way.  The disk holds
  the array once, plus one partition and the indices in flight.

>>> import tempfile
>>> r = disk_bfs(8, pegs=4, folder=tempfile.mkdtemp(), partitions=5)
>>> r.eccentricity, r.perfect_distances[3], r.states == 4**8   # OEIS A382111(8), A007664(8)
(33, 33, True)
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from hanoi._folders import OwnedFolder
from hanoi._validate import check_int, check_n
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import DISK_PARTITION_BYTES
from hanoi.space.bfs import (
    BFSResult,
    _cpu_count,
    _default_limit,
    _gib,
    _Space,
    check_run_options,
    check_start,
    expand_layer,
)
from hanoi.space.checkpoint import LOCK_NAME, hold, identity, load_array, read_meta, save_array, write_json
from hanoi.space.cluster import CALL_TASKS, _partition_sizes, _shift, partition_bounds
from hanoi.space.kernel import I64, TASK_WORDS, U8, U64, Plan, layer_kernel, make_plan, receive_kernel
from hanoi.state import State

__all__ = ["disk_bfs", "disk_partitions"]

ENGINE = "one machine's disk"


def disk_partitions(plan: Plan, partition_bytes: int = DISK_PARTITION_BYTES) -> int:
    """The fewest partitions whose largest array needs at most ``partition_bytes`` (and at least 1).

    >>> from hanoi import State
    >>> disk_partitions(make_plan(State.perfect(20, pegs=4), True, 8, prefix=True))   # 43 GiB in 1 GiB files
    44
    """
    ranks = plan.ranks
    parts = max(1, min(ranks, -(-plan.bytes // max(partition_bytes, 1))))
    while parts < ranks and _largest(plan, parts) > partition_bytes:
        parts += 1
    return parts


def _largest(plan: Plan, parts: int) -> int:
    bounds = partition_bounds(plan.ranks, parts)
    return max(_partition_sizes(plan, bounds[i], bounds[i + 1])[2] for i in range(parts))


def disk_bfs(
    start: State | int,
    *,
    pegs: int | None = None,
    folder: str | os.PathLike[str],
    partitions: int | None = None,
    symmetry: bool = True,
    threads: int | None = None,
    max_depth: int | None = None,
    max_memory: int | None = None,
    sample: int = 8,
    on_layer: Callable[[int, int], None] | None = None,
    log: str | os.PathLike[str] | None = None,
) -> BFSResult:
    """Count the states at every distance from ``start`` with the two-bit array in files under ``folder``.

    The same layers, perfect-tower distances and farthest states as
    :func:`~hanoi.space.bfs.bfs_layers` (Korf 2004's two bits, the cluster's partitions),
    with one partition in memory at a time: ``partitions`` (by default enough for
    partitions of at most 1 GiB, ``hanoi.limits.DISK_PARTITION_BYTES``), each of which
    must fit in ``max_memory`` (half the machine's memory by default).  ``folder`` is the
    checkpoint: a finished layer is never redone, and after any kill the same call resumes
    in the pass it was in.  ``log`` (a file) gets one line appended per finished layer:
    depth, states, orbits, seconds of the pass, cumulative seconds, bytes on disk.

    >>> import tempfile
    >>> disk_bfs(3, pegs=4, folder=tempfile.mkdtemp(), partitions=2).layers
    (1, 3, 6, 12, 30, 12)
    >>> disk_bfs(10**100, pegs=4, folder="x")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: a search of 1000... discs on 4 pegs has 4**n states, more than the 2**62 its ...
    """
    state = check_start(start, pegs)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise InvalidArgumentError(f"threads must be an integer >= 1, got {threads!r}")
    check_run_options(max_depth, sample, 0.0)
    plan = make_plan(state, symmetry, sample, prefix=True)
    if partitions is None:
        partitions = disk_partitions(plan)
    partitions = check_int(partitions, "partitions", low=1, high=plan.ranks)
    limit = _default_limit() if max_memory is None else check_n(max_memory, "max_memory")
    largest = _largest(plan, partitions)
    if largest > limit:
        raise TooLargeError(f"a disk search of {state.n} discs on {state.pegs} pegs in {partitions} partitions holds "
                            f"{_gib(largest)} in memory at a time; the limit is {_gib(limit)} (max_memory): use more "
                            "partitions")
    where = Path(folder)
    if where.exists() and not where.is_dir():
        raise InvalidArgumentError(f"disk folder {str(where)!r} is not a directory")
    owned = OwnedFolder.claim(where, "a disk search folder", lock=LOCK_NAME)  # a folder not ours is refused
    with hold(where):  # a second run sharing the directory is refused: it would write over this one
        return _DiskSearch(state, plan, owned, partitions, threads or _cpu_count(), max_depth, on_layer,
                           Path(log) if log is not None else None).run()


class _DiskSearch:
    """One disk search: the meta of ``folder`` is its whole state between two partitions."""

    def __init__(self, start: State, plan: Plan, owned: OwnedFolder, partitions: int, threads: int,
                 max_depth: int | None, on_layer: Callable[[int, int], None] | None, log: Path | None) -> None:
        self.start, self.plan, self.folder, self.threads = start, plan, owned.path, threads
        self.owned = owned  # the files we wrote: the only ones read as ours or removed
        self.max_depth, self.on_layer, self.log = max_depth, on_layer, log
        self.bounds = partition_bounds(plan.ranks, partitions)
        self.space = _Space(plan)
        self.identity = identity(start, plan, engine=ENGINE, partitions=partitions)
        self.watched = {peg: self.space.index((peg,) * plan.n) for peg in range(plan.p)}

    # ------------------------------------------------------------------ files
    def _bits_path(self, part: int, version: int) -> Path:
        return self.folder / f"bits-{part:04d}-{version + 1:06d}.npy"  # version -1: the start

    def _touched_path(self, part: int, version: int) -> Path:
        return self.folder / f"touched-{part:04d}-{version + 1:06d}.npy"

    def _out_path(self, depth: int, target: int, source: int) -> Path:
        return self.folder / f"to-{target:04d}-{depth:06d}-from-{source:04d}.npy"

    def _incoming(self, depth: int, target: int) -> list[Path]:
        prefix = f"to-{target:04d}-{depth:06d}-from-"
        return [self.folder / name for name in sorted(self.owned.written)
                if name.startswith(prefix) and name.endswith(".npy")]

    def _sizes(self, part: int) -> tuple[int, int]:
        words, tasks, _ = _partition_sizes(self.plan, self.bounds[part], self.bounds[part + 1])
        return words, tasks

    def _load(self, part: int, version: int | None) -> tuple[U64, U8]:
        words, tasks = self._sizes(part)
        if version is None:
            return np.zeros(words, np.uint64), np.zeros(tasks, np.uint8)
        return (load_array(self._bits_path(part, version), (words,), np.uint64),
                load_array(self._touched_path(part, version), (tasks,), np.uint8).copy())

    # ------------------------------------------------------------------ the run
    def _fresh_meta(self) -> dict[str, Any]:
        start = self.space.index(self.start.positions)
        part = int(np.searchsorted(self.bounds, start // self.plan.block, side="right")) - 1
        bits, touched = self._load(part, None)
        local = start - self.bounds[part] * self.plan.block
        bits[local >> 5] = np.uint64(1) << np.uint64((local & 31) * 2)
        touched[(local >> 5) // TASK_WORDS] = 1
        self.owned.will_write(self._bits_path(part, -1).name, self._touched_path(part, -1).name, "meta.json")
        save_array(self._bits_path(part, -1), bits)
        save_array(self._touched_path(part, -1), touched)
        meta = {**self.identity, "complete": False, "depth": 0, "cur": 1, "layers": [], "stored_layers": [],
                "pending": [1, 1], "perfect": {}, "seconds": 0.0, "versions": {str(part): -1}, "pass": {},
                "samples": [], "layer_seconds": []}
        write_json(self.folder / "meta.json", meta)
        return meta

    def run(self) -> BFSResult:
        meta = read_meta(self.folder, self.identity)
        if meta is None:
            meta = self._fresh_meta()
        try:
            if meta["complete"]:
                return self._result(meta)
            self._sweep(meta)
            return self._passes(meta)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, (InvalidArgumentError, InvalidStateError, TooLargeError)):
                raise
            raise InvalidStateError(f"disk folder {str(self.folder)!r} is unreadable: "
                                    f"{type(error).__name__} {error}") from None

    def _passes(self, meta: dict[str, Any]) -> BFSResult:
        kernel, receive = layer_kernel(), receive_kernel()
        pool = ThreadPoolExecutor(self.threads, thread_name_prefix="hanoi-disk") if self.threads > 1 else None
        began = time.perf_counter() - float(meta["seconds"])
        try:
            while True:
                depth, cur = int(meta["depth"]), int(meta["cur"])
                if self.max_depth is not None and depth > self.max_depth:
                    return self._result(meta, complete=False)
                pass_began = time.perf_counter()
                for part in range(len(self.bounds) - 1):
                    if str(part) in meta["pass"]:
                        continue  # committed before a stop
                    entry = self._partition(part, depth, cur, meta, kernel, receive, pool)
                    if entry is None:
                        continue
                    old = meta["versions"].get(str(part))
                    meta["pass"][str(part)] = entry
                    meta["versions"][str(part)] = depth
                    meta["seconds"] = time.perf_counter() - began
                    write_json(self.folder / "meta.json", meta)  # the commit
                    self._clean(part, old, depth)
                sums = np.array([entry["counts"] for entry in meta["pass"].values()], np.int64).reshape(-1, 6).sum(0)
                received, received_w, expanded, expanded_w, found, found_w = (int(x) for x in sums)
                layer, layer_w = int(meta["pending"][0]) + received, int(meta["pending"][1]) + received_w
                if (expanded, expanded_w) != (layer, layer_w):
                    raise RuntimeError(f"internal error at depth {depth}: expanded {expanded} stored states "
                                       f"({expanded_w} weighted), expected {layer} ({layer_w})")
                for entry in meta["pass"].values():
                    for peg in entry["perfect"]:
                        meta["perfect"].setdefault(str(peg), depth)
                if layer == 0:
                    meta["complete"] = True
                    meta["seconds"] = time.perf_counter() - began
                    write_json(self.folder / "meta.json", meta)
                    self.owned.remove([name for name in self.owned.written if name.endswith(".npy")])
                    return self._result(meta)
                meta["layers"].append(layer_w)
                meta["stored_layers"].append(layer)
                samples = sorted(i for entry in meta["pass"].values() for i in entry["samples"])
                meta["samples"] = samples[: self.plan.sample]
                meta["layer_seconds"].append(round(time.perf_counter() - pass_began, 3))
                meta.update(depth=depth + 1, cur=3 - cur, pending=[found, found_w], **{"pass": {}})
                os.sync()  # the pass's files reach the disk before the meta that ends it
                meta["seconds"] = time.perf_counter() - began
                write_json(self.folder / "meta.json", meta)
                self._log(depth, layer_w, layer, meta)
                if self.on_layer is not None:
                    self.on_layer(depth, layer_w)
        finally:
            if pool is not None:
                pool.shutdown()

    def _partition(self, part: int, depth: int, cur: int, meta: dict[str, Any], kernel: Callable[..., None],
                   receive: Callable[..., None], pool: ThreadPoolExecutor | None) -> dict[str, Any] | None:
        """Receive, expand and write one partition in pass ``depth``; None when it has nothing to do."""
        plan, space = self.plan, self.space
        lo, hi = self.bounds[part], self.bounds[part + 1]
        version = meta["versions"].get(str(part))
        incoming = self._incoming(depth - 1, part) if depth > 0 else []
        if version is None and not incoming:
            return None
        if version is not None and not incoming:
            touched = load_array(self._touched_path(part, version), (self._sizes(part)[1],), np.uint8)
            if not touched.any():
                return None
        bits, touched = self._load(part, version)
        base = lo * plan.block
        counts = np.zeros(5, np.int64)
        used = space.used_count[lo:hi]
        for path in incoming:  # the indices sent in pass depth - 1 belong to layer depth
            indices = _indices(path)
            receive(bits, touched, indices, base, 3 - cur, plan.p, plan.kl, _shift(plan.block), plan.block,
                    space.pw, used, space.free, space.orbit, counts)
        received, received_w = int(counts[2]), int(counts[3])
        perfect = [peg for peg, index in self.watched.items() if lo <= index // plan.block < hi
                   and int(bits[(index - base) >> 5] >> np.uint64(((index - base) & 31) * 2)) & 3 == cur]
        samples_array: I64 = np.full((touched.size, plan.sample), -1, np.int64)
        constants = (plan.n, plan.p, plan.kl, _shift(plan.block), plan.block, space.pw, space.prefix_value[lo:hi],
                     used, space.canon_rank, space.canon_perm, space.perm_table, space.free, space.orbit,
                     samples_array, lo, hi, space.used_count)
        touched_next = np.zeros(touched.size, np.uint8)
        pieces: list[I64] = []
        expanded, expanded_w, found, found_w = expand_layer(
            kernel, pool, self.threads, bits, touched, touched_next, cur, constants, lambda done: None,
            outgoing=pieces, call_tasks=CALL_TASKS)
        outgoing = np.unique(np.concatenate(pieces)) if pieces else np.zeros(0, np.int64)
        cuts = np.searchsorted(outgoing, np.array(self.bounds, np.int64) * plan.block)
        self.owned.will_write(  # listed before they are written: a kill between the two leaves nothing unlisted
            *(self._out_path(depth, target, part).name for target in range(len(self.bounds) - 1)
              if cuts[target + 1] > cuts[target]),
            self._bits_path(part, depth).name, self._touched_path(part, depth).name)
        for target in range(len(self.bounds) - 1):
            if cuts[target + 1] > cuts[target]:
                save_array(self._out_path(depth, target, part), outgoing[cuts[target]: cuts[target + 1]],
                           durable=False)
        save_array(self._bits_path(part, depth), bits, durable=False)  # flushed once a pass (os.sync)
        save_array(self._touched_path(part, depth), touched_next, durable=False)
        taken = samples_array[samples_array >= 0]
        return {"counts": [received, received_w, expanded, expanded_w, found, found_w], "perfect": perfect,
                "samples": [int(i) + base for i in np.sort(taken)[: plan.sample]], "version": depth}

    def _clean(self, part: int, old: int | None, depth: int) -> None:
        """After the commit of ``part`` in pass ``depth``: its old files and the indices it consumed go."""
        gone = [path.name for path in self._incoming(depth - 1, part)]
        if old is not None and old != depth:
            gone += [self._bits_path(part, old).name, self._touched_path(part, old).name]
        self.owned.remove(gone)

    def _sweep(self, meta: dict[str, Any]) -> None:
        """Remove what a kill left behind: temporary files, uncommitted arrays, consumed indices."""
        depth, versions = int(meta["depth"]), meta["versions"]
        keep = {self._bits_path(int(p), int(v)).name for p, v in versions.items()}
        keep |= {self._touched_path(int(p), int(v)).name for p, v in versions.items()}
        self.owned.remove_temporaries()
        gone = []
        for name in self.owned.written:  # only files we wrote: a user's bits-notes.txt or to-do.npy stays
            if name.startswith(("bits-", "touched-")) and name not in keep:
                gone.append(name)
            elif name.startswith("to-"):
                target, sent = (int(field) for field in name.split("-")[1:3])
                if sent < depth - 1 or (sent == depth - 1 and str(target) in meta["pass"]):
                    gone.append(name)
        self.owned.remove(gone)

    def _log(self, depth: int, layer_w: int, layer: int, meta: dict[str, Any]) -> None:
        if self.log is None:
            return
        ours = [self.folder / name for name in self.owned.written if name.endswith(".npy")]
        used = sum(path.stat().st_size for path in ours if path.exists())
        line = (f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} n={self.plan.n} pegs={self.plan.p} "
                f"depth={depth} states={layer_w} orbits={layer} pass_s={meta['layer_seconds'][-1]} "
                f"total_s={meta['seconds']:.1f} disk_bytes={used}\n")
        with open(self.log, "a") as handle:
            handle.write(line)

    def _result(self, meta: dict[str, Any], *, complete: bool = True) -> BFSResult:
        layers = [int(x) for x in meta["layers"]]
        return BFSResult(
            start=self.start, layers=tuple(layers),
            perfect_distances={int(peg): int(d) for peg, d in sorted(meta["perfect"].items(), key=lambda x: int(x[0]))},
            farthest=tuple(self.space.state(int(i)) for i in meta["samples"]) if complete else (),
            complete=complete, stored_states=sum(int(x) for x in meta["stored_layers"]),
            memory_bytes=_largest(self.plan, len(self.bounds) - 1), seconds=float(meta["seconds"]),
            orbit_layers=tuple(int(x) for x in meta["stored_layers"]),
        )


def _indices(path: Path) -> I64:
    """The global indices of one file of moves between partitions."""
    try:
        array: I64 = np.load(path)
    except (OSError, ValueError) as error:
        raise InvalidStateError(f"disk file {str(path)!r} is unreadable: {error}") from None
    if array.ndim != 1 or array.dtype != np.int64:
        raise InvalidStateError(f"disk file {str(path)!r} is damaged: shape {array.shape} {array.dtype}")
    return array
