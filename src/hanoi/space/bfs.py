"""Exhaustive breadth-first search of the whole state space, two bits a state.

The engine follows Korf's two-bit breadth-first search (R. E. Korf, "Best-first
frontier search with delayed duplicate detection", AAAI 2004; R. E. Korf and
A. Felner, "Recent progress in heuristic search: a case study of the four-peg Towers
of Hanoi problem", IJCAI 2007), which counted every layer of the four-peg puzzle up to
22 discs.  The Russian tutorial counts the states (``t**n``) and builds its model "to study search
in large state spaces"; this is that study, at research scale on a laptop.

How it works:

- A state is a base-``p`` integer: disc ``i`` (1 is the smallest) is digit ``i - 1``,
  so the smallest discs sit in the low digits and most moves stay in one cache line.
- The pegs that are empty in the start state are interchangeable, and a permutation
  of them preserves every distance from the start.  Each state is stored once per
  orbit, in canonical form: those pegs renumbered in the order in which they first
  appear, the largest disc first.  Its slot is the rank of its ``k`` largest discs
  among the canonical prefixes (a table of at most 65,536) times ``p**(n - k)``, plus
  its low digits; with a perfect four-peg tower that is about one slot in six.  Layer
  counts are weighted back to all ``p**n`` states by the size of each orbit.
- Each stored state has two bits: unseen, in the layer being expanded, in the next
  layer, or done.  The codes of "current" and "next" swap every layer, so a state that
  is expanded becomes "done" and a newly reached state becomes "next" by an atomic OR
  alone: all threads expand at once with no lock and no lost update, and no second pass
  relabels the array.  A byte per block of 65,536 states records whether the block
  holds any state of the next layer, so sparse layers skip the rest of the array.
- With four pegs a 64-bit word holds 32 states that differ only in discs 1 to 3, so
  the moves of discs 1 and 2 are made for a whole word at once with shifts and masks;
  only the moves of larger discs are made state by state.
- The kernels are numba functions compiled on first use (and cached on disk), so
  ``import hanoi`` does not import numba.

>>> from hanoi import State
>>> result = bfs_layers(State.perfect(3, pegs=4))
>>> result.layers
(1, 3, 6, 12, 30, 12)
>>> result.eccentricity, result.at_eccentricity, result.perfect_distances
(5, 12, {0: 0, 1: 5, 2: 5, 3: 5})
"""

from __future__ import annotations

import math
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from itertools import count
from pathlib import Path
from typing import Any

import numpy as np

from hanoi._folders import OwnedFolder
from hanoi._validate import check_int, check_n, check_pegs, shown_int
from hanoi.errors import HanoiError, InvalidArgumentError, InvalidStateError, SearchLimitError, TooLargeError
from hanoi.limits import BFS_MEMORY_SHARE
from hanoi.rules import Rules
from hanoi.space.checkpoint import (
    LOCK_NAME,
    Progress,
    hold,
    identity,
    load_array,
    read_meta,
    remove_stale,
    save_array,
    write_json,
)
from hanoi.space.kernel import (
    CALL_TASKS,
    I64,
    TASK_WORDS,
    U8,
    U64,
    Plan,
    layer_kernel,
    make_plan,
    orbit_count,
    orbit_sizes,
    prefix_tables,
)
from hanoi.state import State
from hanoi.variants.graph import distances_from

__all__ = ["BFSResult", "bfs_layers", "bfs_memory", "check_start"]


def _default_limit() -> int:
    try:
        return int(os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") * BFS_MEMORY_SHARE)
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
        return 8 << 30


MAX_SAMPLE = 10_000
"""The most farthest states kept per task (``sample``)."""


def _approx(count: int) -> str:
    """A count as ``1.85e+11``, or ``~5.2e954`` past the range of floats."""
    return f"{count:.3g}" if count < 10**300 else shown_int(count)


def check_run_options(max_depth: int | None, sample: int, checkpoint_every: float) -> None:
    """Check the options a single-machine and a cluster search share (their messages name them)."""
    if max_depth is not None:
        check_n(max_depth, "max_depth")
    check_int(sample, "sample", low=0, high=MAX_SAMPLE)
    if isinstance(checkpoint_every, bool) or not isinstance(checkpoint_every, (int, float)) or checkpoint_every < 0:
        raise InvalidArgumentError(f"checkpoint_every must be a number of seconds >= 0, got {checkpoint_every!r}")


def too_large(state: State, plan: Plan, limit: int) -> TooLargeError:
    """The refusal of a search whose arrays need more than ``limit`` bytes (``max_memory``)."""
    return TooLargeError(
        f"a search of {state.n} discs on {state.pegs} pegs needs {_gib(plan.bytes)} "
        f"({_approx(plan.stored)} states stored at 2 bits); the limit is {_gib(limit)} (max_memory)"
    )


def _gib(count: int) -> str:
    if count >= 2**1000:
        return f"~2**{count.bit_length() - 1} bytes"
    return f"{count / 2**30:.3g} GiB" if count >= 2**28 else f"{count / 2**20:.3g} MiB"


def check_start(start: State | int, pegs: int | None) -> State:
    """The start state of a search: ``start`` itself, or the perfect tower of ``start`` discs on peg A.

    >>> check_start(3, 4)
    State('AAA', pegs=4)
    >>> check_start(10**100, 4)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: a search of 1000... discs on 4 pegs has 4**n states, more than the 2**62 its ...
    """
    if isinstance(start, State):
        if pegs is not None and check_pegs(pegs) != start.pegs:
            raise InvalidArgumentError(f"pegs={pegs!r} contradicts the start state {start} of {start.pegs} pegs")
        return start
    if isinstance(start, bool) or not isinstance(start, int):
        raise InvalidArgumentError(f"start must be a State or a number of discs, got {start!r}")
    n, p = check_n(start), 3 if pegs is None else check_pegs(pegs)
    if n * math.log2(p) >= 62:  # checked before the state (and p**n) is built: n may be 10**100
        raise TooLargeError(f"a search of {n} discs on {p} pegs has {p}**n states, more than the 2**62 its "
                            "indices hold", size=n, limit=math.ceil(62 / math.log2(p)) - 1)
    return State.perfect(n, peg=0, pegs=p)


def bfs_memory(start: State | int, *, pegs: int | None = None, symmetry: bool = True) -> int:
    """The bytes :func:`bfs_layers` allocates for a search from ``start``.

    About ``2 * p**n / 8`` bytes, divided by nearly ``f!`` when ``f`` pegs are empty.

    >>> round(bfs_memory(17, pegs=4) / 2**20)
    695
    >>> round(bfs_memory(17, pegs=4, symmetry=False) / 2**30, 2)
    4.02
    """
    return make_plan(check_start(start, pegs), symmetry, 8).bytes


# --------------------------------------------------------------------------- result


@dataclass(frozen=True)
class BFSResult:
    """What :func:`bfs_layers` found: the size of every layer, and more.

    ``layers[d]`` counts the states at distance ``d`` from ``start`` (all ``p**n`` of
    them, not only the stored canonical ones).  ``farthest`` holds a few states at the
    greatest distance, each up to a permutation of the pegs that are empty at the start.
    ``orbit_layers[d]`` counts the states at distance ``d`` up to those permutations (the
    stored states; what Korf's and PuzzleSearch's tables count).  When the search was
    stopped by ``max_depth``, ``complete`` is False and the layers end at that depth.

    >>> r = bfs_layers(2)
    >>> r.layers, r.orbit_layers, r.states, r.complete, [str(s) for s in r.farthest]
    ((1, 2, 2, 4), (1, 1, 1, 2), 9, True, ['BA', 'BB'])
    >>> bfs_layers(2, pegs=4).orbit_layers   # B, C and D interchangeable: orbits of 1, 3, 6 and 3 + 3 states
    (1, 1, 1, 2)
    """

    start: State
    layers: tuple[int, ...]
    perfect_distances: Mapping[int, int]
    farthest: tuple[State, ...]
    complete: bool
    stored_states: int
    memory_bytes: int
    seconds: float
    orbit_layers: tuple[int, ...] = ()

    def _repr_html_(self) -> str:
        """The layers and the totals as tables, for Jupyter (:mod:`hanoi.draw.notebook`).

        >>> "<table>" in bfs_layers(2)._repr_html_()
        True
        """
        from hanoi.draw.notebook import bfs_result_html

        return bfs_result_html(self)

    def _need_complete(self, what: str) -> None:
        if not self.complete:
            raise SearchLimitError(
                f"the {what} is unknown: the search stopped at depth {len(self.layers) - 1} (max_depth)"
            )

    @property
    def eccentricity(self) -> int:
        """The greatest distance from ``start`` to any state.

        >>> bfs_layers(4).eccentricity
        15
        """
        self._need_complete("eccentricity")
        return len(self.layers) - 1

    @property
    def at_eccentricity(self) -> int:
        """How many states lie at the greatest distance.

        >>> bfs_layers(4).at_eccentricity
        16
        """
        self._need_complete("number of farthest states")
        return self.layers[-1]

    @property
    def states(self) -> int:
        """The number of states counted, ``p**n`` when the search is complete.

        >>> bfs_layers(5, pegs=4).states == 4**5
        True
        """
        return sum(self.layers)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary; peg letters key the perfect-tower distances.

        >>> bfs_layers(1).to_dict()["perfect_distances"]
        {'A': 0, 'B': 1, 'C': 1}
        """
        return {
            "n": self.start.n,
            "pegs": self.start.pegs,
            "start": str(self.start),
            "layers": list(self.layers),
            "orbit_layers": list(self.orbit_layers),
            "eccentricity": len(self.layers) - 1 if self.complete else None,
            "at_eccentricity": self.layers[-1] if self.complete else None,
            "perfect_distances": {_peg_name(peg): d for peg, d in sorted(self.perfect_distances.items())},
            "farthest": [str(state) for state in self.farthest],
            "states": self.states,
            "complete": self.complete,
            "stored_states": self.stored_states,
            "memory_bytes": self.memory_bytes,
            "seconds": round(self.seconds, 3),
        }


def _peg_name(peg: int) -> str:
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[peg] if peg < 26 else str(peg)


# --------------------------------------------------------------------------- the search


class _Space:
    """The stored index of states: canonical prefix rank times block, plus low digits.

    A state is stored in the canonical form of its orbit under permutations of the
    free pegs: they are renumbered in the order in which they first appear, largest
    disc first.  Slots whose low digits are not canonical below their prefix stay unused.
    """

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        p, k = plan.p, plan.k
        (self.prefix_value, self.used_count, self.canon_rank, self.canon_perm,
         self.perm_table) = prefix_tables(p, k, plan.free)
        assert self.prefix_value.size == plan.ranks, "the prefix table disagrees with Burnside's count"
        self.pw = np.array([p**j for j in range(max(plan.n, 1))], dtype=np.int64)
        f = len(plan.free)
        self.free = np.array(plan.free, dtype=np.int64)
        self.orbit = np.array(orbit_sizes(f, plan.n), dtype=np.int64)

    def constants(self, samples: I64) -> tuple[Any, ...]:
        """The kernel's arguments from ``n`` to ``samples``, for the whole array."""
        plan = self.plan
        return (plan.n, plan.p, plan.kl, _shift(plan), plan.block, self.pw, self.prefix_value, self.used_count,
                self.canon_rank, self.canon_perm, self.perm_table, self.free, self.orbit, samples)

    def index(self, positions: tuple[int, ...]) -> int:
        plan = self.plan
        p, kl = plan.p, plan.kl
        mapping = list(range(p))
        order = [peg for peg in dict.fromkeys(reversed(positions)) if peg in plan.free]
        order += [peg for peg in plan.free if peg not in order]
        for source, target in zip(order, plan.free, strict=True):
            mapping[source] = target
        q = low = 0
        for peg in reversed(positions[kl:]):
            q = q * p + mapping[peg]
        for peg in reversed(positions[:kl]):
            low = low * p + mapping[peg]
        return int(self.canon_rank[q]) * plan.block + low

    def state(self, index: int) -> State:
        plan = self.plan
        r, low = divmod(index, plan.block)
        prefix = int(self.prefix_value[r])
        digits = []
        for value, places in ((low, plan.kl), (prefix, plan.k)):
            for _ in range(places):
                value, digit = divmod(value, plan.p)
                digits.append(digit)
        return State(tuple(digits), plan.p)


def _code(bits: U64, index: int) -> int:
    return int(bits[index >> 5] >> np.uint64((index & 31) * 2)) & 3


def bfs_layers(
    start: State | int,
    *,
    pegs: int | None = None,
    symmetry: bool = True,
    threads: int | None = None,
    checkpoint: str | os.PathLike[str] | None = None,
    checkpoint_every: float = 60.0,
    max_depth: int | None = None,
    max_memory: int | None = None,
    sample: int = 8,
    progress: bool = False,
    on_layer: Callable[[int, int], None] | None = None,
    rules: Rules | None = None,
) -> BFSResult:
    """Count the states at every distance from ``start`` by exhaustive BFS (Korf 2004).

    ``start`` is a :class:`~hanoi.State`, or a number of discs for the perfect tower
    on peg A (with ``pegs``, 3 by default).  The search stores two bits a state, with
    the pegs that are empty at the start taken up to permutation (``symmetry``), runs
    on ``threads`` cores (all by default), and refuses before allocating anything
    when it would need more than ``max_memory`` bytes (half the machine's memory by
    default).  ``max_depth`` stops it after that layer (``complete`` is then False).

    With ``checkpoint`` (a directory) the search saves its state at the end of a layer
    at most every ``checkpoint_every`` seconds (0: every layer), and when it gets
    SIGINT or SIGTERM it finishes the layer, saves, and raises KeyboardInterrupt; a
    later call with the same directory resumes from that layer.  ``progress`` shows a
    rich progress bar on stderr; ``on_layer(depth, count)`` is called after each layer.

    For three pegs the layers from a perfect tower are OEIS A001316, ``2**popcount(d)``
    (the French encyclopedia article's Pascal triangle mod 2); for four pegs the eccentricity is OEIS A382111,
    which exceeds the perfect-to-perfect distance (A007664) at 15 discs: 130 > 129.

    >>> bfs_layers(3).layers
    (1, 2, 2, 4, 2, 4, 4, 8)
    >>> r = bfs_layers(8, pegs=4)
    >>> r.eccentricity, r.perfect_distances[3], r.states == 4**8
    (33, 33, True)
    >>> bfs_layers(20, pegs=4, max_memory=2**30)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: a search of 20 discs on 4 pegs needs 43.3 GiB (1.85e+11 states stored at 2 bits); the
    limit is 1 GiB (max_memory)

    ``rules`` (or a start :class:`~hanoi.State` under rules) searches a variant's state graph
    with the breadth-first search of :mod:`hanoi.variants.graph` (bounded by
    :data:`~hanoi.limits.VARIANT_MAX_STATES`; the two-bit kernel knows only the classic moves).
    The linear tower's graph is a path; the cyclic tower's is directed.

    >>> bfs_layers(2, rules=Rules.linear()).layers
    (1, 1, 1, 1, 1, 1, 1, 1, 1)
    >>> bfs_layers(2, rules=Rules.cyclic()).layers
    (1, 1, 1, 1, 1, 2, 1, 1)
    """
    if rules is not None:
        if not isinstance(rules, Rules):
            raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {rules!r:.60}")
        base = check_start(start, rules.pegs if pegs is None and not isinstance(start, State) else pegs)
        start = State(base.positions, base.pegs, rules=rules)
    if isinstance(start, State) and start.rules is not None:
        check_run_options(max_depth, sample, checkpoint_every)
        return _ruled_layers(start, max_depth)
    state = check_start(start, pegs)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise InvalidArgumentError(f"threads must be an integer >= 1, got {threads!r}")
    check_run_options(max_depth, sample, checkpoint_every)
    limit = _default_limit() if max_memory is None else check_n(max_memory, "max_memory")
    plan = make_plan(state, symmetry, sample)
    if plan.bytes > limit or state.pegs**state.n >= 1 << 62:
        raise too_large(state, plan, limit)
    folder = Path(checkpoint) if checkpoint is not None else None
    if folder is not None and folder.exists() and not folder.is_dir():
        raise InvalidArgumentError(f"checkpoint {str(folder)!r} is not a directory")
    if folder is None:
        return _search(state, plan, threads, None, float(checkpoint_every), max_depth, progress, on_layer)
    # a checkpoint that cannot be written, or a folder holding files not ours, is refused now
    owned = OwnedFolder.claim(folder, "a search checkpoint", lock=LOCK_NAME)
    with hold(folder):  # a second run sharing the directory is refused: it would write over this one
        return _search(state, plan, threads, owned, float(checkpoint_every), max_depth, progress, on_layer)


def _ruled_layers(start: State, max_depth: int | None) -> BFSResult:
    """:func:`bfs_layers` for a start under rules: the search of :mod:`hanoi.variants.graph`."""
    began = time.perf_counter()
    distances = distances_from(start)
    sizes: list[int] = []
    for depth in distances.values():
        while depth >= len(sizes):
            sizes.append(0)
        sizes[depth] += 1
    complete = max_depth is None or max_depth >= len(sizes) - 1
    if not complete:
        assert max_depth is not None
        sizes = sizes[: max_depth + 1]
    last = len(sizes) - 1
    perfect = {}
    for peg in range(start.pegs):
        try:
            tower = State.perfect(start.n, pegs=start.pegs, peg=peg, rules=start.rules)
        except HanoiError:  # a capacity the tower does not fit
            continue
        if tower in distances and distances[tower] <= last:
            perfect[peg] = distances[tower]
    farthest = tuple(sorted((s for s, d in distances.items() if d == last and isinstance(s, State)), key=str)[:8])
    return BFSResult(start, tuple(sizes), perfect, farthest, complete, len(distances), 0,
                     time.perf_counter() - began)


def _search(
    start: State, plan: Plan, threads: int | None, owned: OwnedFolder | None, every: float,
    max_depth: int | None, progress: bool, on_layer: Callable[[int, int], None] | None,
) -> BFSResult:
    folder = owned.path if owned is not None else None
    space = _Space(plan)
    watched = {peg: space.index((peg,) * plan.n) for peg in range(plan.p)}
    start_index = space.index(start.positions)
    saved = _load(folder, start, plan) if folder is not None else None
    if isinstance(saved, BFSResult):
        return saved
    if saved is None:
        bits = np.zeros(plan.words, np.uint64)
        touched = np.zeros(plan.tasks, np.uint8)
        bits[start_index >> 5] = np.uint64(1) << np.uint64((start_index & 31) * 2)
        touched[(start_index >> 5) // TASK_WORDS] = 1
        state = Progress(0, 1, [1], [1], {}, 0.0)
        for peg, index in watched.items():
            if index == start_index:
                state.perfect[peg] = 0
    else:
        state, bits, touched = saved
    touched_next = np.zeros(plan.tasks, np.uint8)
    samples = np.full((plan.tasks, plan.sample), -1, np.int64)
    kernel = layer_kernel()
    workers = _cpu_count() if threads is None else threads
    constants = (*space.constants(samples), 0, plan.ranks, space.used_count)
    pool = ThreadPoolExecutor(workers, thread_name_prefix="hanoi-bfs") if workers > 1 else None
    began = time.perf_counter() - state.seconds
    last_save = time.monotonic()
    stop = _StopFlag()
    farthest: list[int] = []
    complete = True
    try:
        with stop.installed(folder is not None), _bar(progress, plan, sum(state.stored_layers[:-1])) as advance:
            while True:
                if max_depth is not None and state.depth >= max_depth:
                    complete = False
                    break
                if plan.sample:
                    samples.fill(-1)
                expanded, expanded_w, found, found_w = expand_layer(
                    kernel, pool, workers, bits, touched, touched_next, state.cur, constants,
                    partial(_call_with_depth, advance, state.depth),
                )
                if expanded != state.stored_layers[-1] or expanded_w != state.layers[-1]:
                    raise RuntimeError(  # a race or a bug: never report a wrong count
                        f"internal error at depth {state.depth}: expanded {expanded} stored states "
                        f"({expanded_w} weighted), expected {state.stored_layers[-1]} ({state.layers[-1]})"
                    )
                if not found:
                    taken = samples[samples >= 0]
                    farthest = [int(i) for i in np.sort(taken)[: plan.sample]]
                    break
                nxt = 3 - state.cur
                state.depth += 1
                state.cur = nxt
                state.layers.append(found_w)
                state.stored_layers.append(found)
                touched, touched_next = touched_next, touched
                for peg, index in watched.items():
                    if peg not in state.perfect and _code(bits, index) == nxt:
                        state.perfect[peg] = state.depth
                if on_layer is not None:
                    on_layer(state.depth, found_w)
                due = max_depth is not None and state.depth >= max_depth
                if folder is not None and (stop.requested or due or time.monotonic() - last_save >= every):
                    state.seconds = time.perf_counter() - began
                    _save(owned, start, plan, state, bits, touched)
                    last_save = time.monotonic()
                if stop.requested:
                    raise KeyboardInterrupt(
                        f"stopped after depth {state.depth}; the checkpoint in {str(folder)!r} resumes from there"
                    )
    finally:
        if pool is not None:
            pool.shutdown()
    result = BFSResult(
        start=start,
        layers=tuple(state.layers),
        perfect_distances=dict(sorted(state.perfect.items())),
        farthest=tuple(space.state(i) for i in farthest),
        complete=complete,
        stored_states=sum(state.stored_layers),
        memory_bytes=plan.bytes,
        seconds=time.perf_counter() - began,
        orbit_layers=tuple(state.stored_layers),
    )
    if owned is not None and complete:
        _save_result(owned, start, plan, result)
    return result


def _call_with_depth(advance: Callable[[int, int], None], depth: int, done: int) -> None:
    advance(done, depth)


def _cpu_count() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def expand_layer(
    kernel: Callable[..., None], pool: ThreadPoolExecutor | None, workers: int, bits: U64, touched: U8,
    touched_next: U8, cur: int, constants: tuple[Any, ...], advance: Callable[[int], None],
    outgoing: list[I64] | None = None, call_tasks: int = CALL_TASKS,
) -> tuple[int, int, int, int]:
    """Expand one layer on ``workers`` threads, which take chunks of ``call_tasks`` tasks in turn.

    Returns (expanded, expanded weighted, found, found weighted).  With ``outgoing`` (a
    partition of a distributed search) the moves to other partitions are appended to it,
    one array of global indices per kernel call; each thread's buffer has room for every
    move of every state of a call, so the kernel never runs out of room.
    """
    tasks = touched.size
    starts = np.arange(0, tasks, call_tasks)
    busy = [int(lo) for lo in starts[np.add.reduceat(touched, starts) > 0]]
    turn = count()  # next() on itertools.count is atomic under the GIL
    halt = threading.Event()  # an abort (a second Ctrl-C) stops the threads after their chunk
    p = int(constants[1])
    room = call_tasks * TASK_WORDS * 32 * (p * (p - 1) // 2) if outgoing is not None else 0

    def work() -> I64:
        out = np.zeros(5, np.int64)
        buffer = np.empty(room, np.int64)  # virtual memory: only the pages written become resident
        while not halt.is_set() and (index := next(turn)) < len(busy):
            lo = busy[index]
            before = int(out[0])
            kernel(bits, touched, touched_next, lo, min(lo + call_tasks, tasks), cur, *constants, buffer, out)
            if outgoing is not None and out[4]:
                outgoing.append(buffer[: out[4]].copy())  # list.append is atomic under the GIL
                out[4] = 0
            advance(int(out[0]) - before)
        return out

    if pool is None or len(busy) < 2:
        total = work()
    else:
        futures = [pool.submit(work) for _ in range(min(workers, len(busy)))]
        try:
            total = sum((future.result() for future in futures), np.zeros(5, np.int64))
        except BaseException:
            halt.set()
            raise
    return int(total[0]), int(total[1]), int(total[2]), int(total[3])


def _shift(plan: Plan) -> int:
    """log2 of the block size when the block is a power of two, else -1."""
    block = plan.block
    return block.bit_length() - 1 if block & (block - 1) == 0 else -1


class _StopFlag:
    """SIGINT and SIGTERM ask the search to stop at the end of the layer; twice, at once."""

    def __init__(self) -> None:
        self.requested = False

    def _handle(self, signum: int, frame: object) -> None:
        if self.requested:
            raise KeyboardInterrupt
        self.requested = True
        sys.stderr.write("\nstopping: finishing this layer to save a checkpoint (again to abort)\n")

    @contextmanager
    def installed(self, active: bool) -> Iterator[None]:
        if not active or threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = {sig: signal.signal(sig, self._handle) for sig in (signal.SIGINT, signal.SIGTERM)
                    if signal.getsignal(sig) is not signal.SIG_IGN}  # a background job keeps ignoring Ctrl-C
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)


@contextmanager
def _bar(show: bool, plan: Plan, done: int) -> Iterator[Callable[[int, int], None]]:
    if not show:
        yield lambda count, depth: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.percentage:>5.1f}%"),
               TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        label = f"bfs {plan.n} discs, {plan.p} pegs"
        task = bar.add_task(label, total=orbit_count(plan.n, plan.p, len(plan.free)), completed=done)

        def advance(count: int, depth: int) -> None:
            bar.update(task, advance=count, description=f"{label}, depth {depth}")

        yield advance


# --------------------------------------------------------------------------- checkpoints


def _save(owned: OwnedFolder | None, start: State, plan: Plan, state: Progress, bits: U64, touched: U8) -> None:
    assert owned is not None
    folder = owned.path
    names = {"bits": f"bits-{state.depth:06d}.npy", "touched": f"touched-{state.depth:06d}.npy"}
    owned.will_write(*names.values(), "meta.json")  # listed first: a kill between the two leaves nothing unlisted
    save_array(folder / names["bits"], bits)
    save_array(folder / names["touched"], touched)
    write_json(folder / "meta.json", {**identity(start, plan), "complete": False, **state.to_meta(), **names})
    remove_stale(owned, set(names.values()))


def _save_result(owned: OwnedFolder, start: State, plan: Plan, result: BFSResult) -> None:
    owned.will_write("meta.json")
    write_json(owned.path / "meta.json", {**identity(start, plan), **result_meta(result)})
    remove_stale(owned, set())


def result_meta(result: BFSResult) -> dict[str, Any]:
    """The fields of a finished search in ``meta.json`` (read back by :func:`result_from_meta`).

    >>> result_from_meta(result_meta(bfs_layers(2)), State.perfect(2), 9).layers
    (1, 2, 2, 4)
    """
    return {"complete": True, "layers": list(result.layers),
            "perfect": {str(peg): d for peg, d in result.perfect_distances.items()},
            "farthest": [list(s.positions) for s in result.farthest], "seconds": result.seconds,
            "stored_states": result.stored_states, "stored_layers": list(result.orbit_layers)}


def result_from_meta(meta: dict[str, Any], start: State, memory: int) -> BFSResult:
    """The :class:`BFSResult` a finished checkpoint holds.

    >>> result_from_meta(result_meta(bfs_layers(1)), State.perfect(1), 1).eccentricity
    1
    """
    return BFSResult(
        start=start, layers=tuple(int(x) for x in meta["layers"]),
        perfect_distances={int(peg): int(d) for peg, d in meta["perfect"].items()},
        farthest=tuple(State(tuple(s), start.pegs) for s in meta["farthest"]), complete=True,
        stored_states=int(meta["stored_states"]), memory_bytes=memory, seconds=float(meta["seconds"]),
        orbit_layers=tuple(int(x) for x in meta.get("stored_layers", ())),
    )


def _load(folder: Path, start: State, plan: Plan) -> BFSResult | tuple[Progress, U64, U8] | None:
    meta = read_meta(folder, identity(start, plan))
    if meta is None:
        return None
    try:
        if meta["complete"]:
            return result_from_meta(meta, start, plan.bytes)
        bits = load_array(folder / meta["bits"], (plan.words,), np.uint64)
        touched = load_array(folder / meta["touched"], (plan.tasks,), np.uint8)
        return Progress.from_meta(meta), bits, touched
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, HanoiError):
            raise
        raise InvalidStateError(f"checkpoint {str(folder)!r} is unreadable: {type(error).__name__} {error}") from None
