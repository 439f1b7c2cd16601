"""Distance-to-goal tables: the exact distance from every state to one goal, two bits a state.

A table answers "how far is the goal, and which move gets closer?" for any state in a few
microseconds, which is what a game needs for instant hints on boards whose optimal-path
search takes seconds (10 discs on 6 pegs: 6**10, about 6*10**7 states).

It is built by a breadth-first search from the goal in the manner of Korf's two-bit BFS
(R. E. Korf, "Best-first frontier search with delayed duplicate detection", AAAI 2004;
the Russian tutorial counts the ``t**n`` states this searches):

- a state is a base-``p`` integer, disc ``i`` (1 is the smallest) being digit ``i - 1``;
- each state keeps two bits: 0 while unseen, then ``d mod 3 + 1`` for its distance ``d``.
  Distance mod 3 is enough to walk downhill: the neighbours of a state at distance ``d``
  are at ``d - 1``, ``d`` or ``d + 1``, three different residues, so the move to the
  neighbour whose code is one less (mod 3) is an optimal move, and the exact distance is
  the length of that walk;
- small layers are expanded top-down from a frontier bitmap (each new state is pushed),
  large ones bottom-up (each unseen state looks for a neighbour in the frontier, and
  stops at the first), as in Beamer, Asanović and Patterson's direction-optimizing BFS
  (SC 2012).  The bottom-up sweeps split the array between threads; each thread writes
  only its own bytes, so no lock and no atomic operation is needed.

The numba kernels compile on first use and are cached on disk (extra ``bfs``).

>>> from hanoi import State
>>> table = build_table(State.perfect(3, peg=3, pegs=4))
>>> table.distance(State.perfect(3, pegs=4)), table.eccentricity
(5, 5)
>>> table.next_move(State.parse("AAA", pegs=4))
Move(disc=1, source=0, target=1)
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._extras import require
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import DISTANCE_TABLE_BYTES
from hanoi.move import Move
from hanoi.state import State

__all__ = ["MAX_TABLE_BYTES", "DistanceTable", "build_table", "table_bytes"]

U8 = npt.NDArray[np.uint8]
U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]

MAX_TABLE_BYTES = DISTANCE_TABLE_BYTES
"""The largest table built, in bytes (a quarter byte a state): 1 GiB, 4**15 or 7**11 states."""

_CHUNK_WORDS = 1 << 12  # one bottom-up task: 4096 words of 64 states (262,144 states)

Progress = Callable[[int, int], None]
"""Called as ``progress(states_seen, states_total)`` after each layer and each chunk."""


def table_bytes(n: int, pegs: int) -> int:
    """The bytes of the table of ``n`` discs on ``pegs`` pegs: ``ceil(pegs**n / 4)``.

    Building it takes two frontier bitmaps more, ``pegs**n / 4`` bytes in all.

    >>> table_bytes(10, 6)
    15116544
    """
    return int(pegs**n + 3) // 4


# --------------------------------------------------------------------------- kernels
# Plain Python until _kernels() compiles them with numba, so importing this module is cheap.


def _tops(digits: Any, n: int, p: int, top: Any) -> None:
    for peg in range(p):
        top[peg] = n
    for disc in range(n - 1, -1, -1):
        top[digits[disc]] = disc


def _code(codes: Any, index: int) -> int:
    return (int(codes[index >> 2]) >> ((index & 3) << 1)) & 3


def _push(codes: Any, cur: Any, nxt: Any, lo: int, hi: int, n: int, p: int, pw: Any, new: int) -> int:
    """Top-down: mark the unseen neighbours of the frontier states of words ``lo .. hi``; return how many."""
    digits = np.zeros(max(n, 1), np.int64)
    top = np.zeros(p, np.int64)
    found = 0
    for word in range(lo, hi):
        bits = cur[word]
        while bits:
            low = bits & (~bits + np.uint64(1))
            bit = 0
            probe = low
            while probe > np.uint64(1):
                probe >>= np.uint64(1)
                bit += 1
            bits ^= low
            state = word * 64 + bit
            rest = state
            for disc in range(n):
                digits[disc] = rest % p
                rest //= p
            _tops(digits, n, p, top)
            for source in range(p):
                disc = top[source]
                if disc >= n:
                    continue
                for target in range(p):
                    if target != source and top[target] > disc:
                        other = state + (target - source) * pw[disc]
                        if _code(codes, other) == 0:
                            codes[other >> 2] |= np.uint8(new << ((other & 3) << 1))
                            nxt[other >> 6] |= np.uint64(1) << np.uint64(other & 63)
                            found += 1
    return found


def _pull(codes: Any, nxt: Any, lo: int, hi: int, total: int, n: int, p: int, pw: Any, cur: int, new: int) -> int:
    """Bottom-up over states ``lo*64 .. hi*64``: an unseen state with a neighbour coded ``cur`` gets ``new``."""
    digits = np.zeros(max(n, 1), np.int64)
    top = np.zeros(p, np.int64)
    found = 0
    start = lo * 64
    end = min(hi * 64, total)
    rest = start
    for disc in range(n):
        digits[disc] = rest % p
        rest //= p
    state = start
    while state < end:
        byte = codes[state >> 2]
        if (state & 3) == 0 and state + 4 <= end and (byte & 0x03) and (byte & 0x0C) and (byte & 0x30) and (
                byte & 0xC0):
            skip = 4  # four states already seen
        else:
            skip = 1
            if _code(codes, state) == 0:
                _tops(digits, n, p, top)
                hit = False
                for source in range(p):
                    disc = top[source]
                    if disc >= n:
                        continue
                    for target in range(p):
                        if target != source and top[target] > disc and _code(
                                codes, state + (target - source) * pw[disc]) == cur:
                            hit = True
                            break
                    if hit:
                        break
                if hit:
                    codes[state >> 2] |= np.uint8(new << ((state & 3) << 1))
                    nxt[state >> 6] |= np.uint64(1) << np.uint64(state & 63)
                    found += 1
        for _ in range(skip):  # the odometer: the digits of the next state
            state += 1
            disc = 0
            while disc < n:
                digits[disc] += 1
                if digits[disc] < p:
                    break
                digits[disc] = 0
                disc += 1
    return found


_COMPILED: dict[str, Callable[..., int]] = {}
_COMPILE_LOCK = threading.Lock()


def _kernels() -> tuple[Callable[..., int], Callable[..., int]]:
    """Compile the kernels with numba (or load them from its disk cache)."""
    with _COMPILE_LOCK:
        if not _COMPILED:
            numba = require("numba", "bfs")
            names = globals()
            for name in ("_tops", "_code"):
                names[name] = numba.njit(cache=True, inline="always")(names[name])
            _COMPILED["push"] = numba.njit(cache=True, nogil=True)(_push)
            _COMPILED["pull"] = numba.njit(cache=True, nogil=True)(_pull)
        return _COMPILED["push"], _COMPILED["pull"]


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class DistanceTable:
    """The distance mod 3 (plus one) from every state to ``goal``, two bits a state.

    ``layers[d]`` counts the states at distance ``d`` from the goal, so
    ``eccentricity`` is the greatest distance to it.

    >>> table = build_table(State.parse("CC"))
    >>> table.layers, [str(move) for move in table.path(State.parse("AA"))]
    ((1, 2, 2, 4), ['1AB', '2AC', '1BC'])
    """

    goal: State
    codes: U8 = field(repr=False)
    layers: tuple[int, ...]
    seconds: float

    @property
    def eccentricity(self) -> int:
        """The greatest distance from any state to the goal.

        >>> build_table(State.perfect(4, peg=2)).eccentricity  # 2**4 - 1 on three pegs
        15
        """
        return len(self.layers) - 1

    @property
    def nbytes(self) -> int:
        """The memory the table holds, in bytes.

        >>> build_table(State.perfect(4, peg=3, pegs=4)).nbytes
        64
        """
        return int(self.codes.nbytes)

    def _check(self, state: State) -> None:
        if not isinstance(state, State):
            raise InvalidArgumentError(f"expected a State, got {state!r}")
        if state.n != self.goal.n or state.pegs != self.goal.pegs:
            raise InvalidStateError(
                f"state {str(state)[:40]!r} has {state.n} discs on {state.pegs} pegs; this table is for "
                f"{self.goal.n} discs on {self.goal.pegs} pegs"
            )

    def _steps(self, state: State) -> Iterator[Move]:
        positions = list(state.positions)
        n, pegs = self.goal.n, self.goal.pegs
        powers = [pegs**disc for disc in range(n)]
        index = sum(peg * power for peg, power in zip(positions, powers, strict=True))
        codes = self.codes
        code = (int(codes[index >> 2]) >> ((index & 3) << 1)) & 3
        down = (code + 1) % 3 + 1  # the code of distance d - 1
        while index != self._goal_index:
            top = [n] * pegs
            for disc in range(n - 1, -1, -1):
                top[positions[disc]] = disc
            for source in range(pegs):
                disc = top[source]
                if disc >= n:
                    continue
                for target in range(pegs):
                    if target != source and top[target] > disc:
                        other = index + (target - source) * powers[disc]
                        if (int(codes[other >> 2]) >> ((other & 3) << 1)) & 3 == down:
                            break
                else:
                    continue
                break
            else:  # pragma: no cover - a table is always complete
                raise AssertionError("no downhill move: the table is damaged")
            yield Move(disc + 1, source, target)
            positions[disc] = target
            index = other
            down = (down + 1) % 3 + 1

    @property
    def _goal_index(self) -> int:
        pegs = self.goal.pegs
        return sum(peg * pegs**disc for disc, peg in enumerate(self.goal.positions))

    def next_move(self, state: State) -> Move | None:
        """An optimal first move from ``state`` towards the goal, or None at the goal.

        Equal to the first move of :func:`hanoi.paths.path` up to ties between optimal moves.

        >>> build_table(State.parse("CCC")).next_move(State.parse("AAA"))
        Move(disc=1, source=0, target=2)
        """
        self._check(state)
        return next(self._steps(state), None)

    def path(self, state: State) -> list[Move]:
        """An optimal move list from ``state`` to the goal, walking downhill.

        >>> [str(m) for m in build_table(State.parse("BB")).path(State.parse("AA"))]
        ['1AC', '2AB', '1CB']
        """
        self._check(state)
        return list(self._steps(state))

    def distance(self, state: State) -> int:
        """The fewest moves from ``state`` to the goal (the length of the downhill walk).

        >>> build_table(State.perfect(10, peg=2)).distance(State.perfect(10))  # 2**10 - 1
        1023
        """
        self._check(state)
        return sum(1 for _ in self._steps(state))


def _workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def build_table(goal: State, *, progress: Progress | None = None, workers: int | None = None,
                max_bytes: int = MAX_TABLE_BYTES, cancel: threading.Event | None = None) -> DistanceTable:
    """Build the :class:`DistanceTable` of every state to ``goal`` by breadth-first search.

    ``progress(seen, total)`` is called as the search goes; ``workers`` threads sweep the
    large layers (default: the usable CPUs); a table over ``max_bytes`` is refused with
    :class:`~hanoi.TooLargeError` before anything is allocated, and setting ``cancel``
    stops the search with :class:`InterruptedError`.

    >>> build_table(State.perfect(2, peg=3, pegs=4)).layers  # OEIS A007664 gives the 3
    (1, 3, 6, 6)
    >>> build_table(State.perfect(16, pegs=5))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: a distance table of 16 discs on 5 pegs takes 72759 MiB (limit 1024 MiB); ...
    """
    if not isinstance(goal, State):
        raise InvalidArgumentError(f"expected a goal State, got {goal!r}")
    n, p = goal.n, goal.pegs
    size = table_bytes(n, p)
    if size * 2 > max_bytes:  # the table and its two frontier bitmaps
        raise TooLargeError(
            f"a distance table of {n} discs on {p} pegs takes {size * 2 >> 20} MiB (limit {max_bytes >> 20} MiB); "
            "use fewer discs or pegs", size=size * 2, limit=max_bytes,
        )
    push, pull = _kernels()
    began = time.perf_counter()
    total = p**n
    words = (total + 63) // 64
    codes = np.zeros(size, np.uint8)
    cur = np.zeros(words, np.uint64)
    nxt = np.zeros(words, np.uint64)
    powers = np.array([p**disc for disc in range(max(n, 1))], np.int64)
    start = sum(peg * p**disc for disc, peg in enumerate(goal.positions))
    codes[start >> 2] |= np.uint8(1 << ((start & 3) << 1))
    cur[start >> 6] |= np.uint64(1) << np.uint64(start & 63)
    layers = [1]
    seen = 1
    threads = max(1, workers if workers is not None else _workers())
    chunks = [(lo, min(lo + _CHUNK_WORDS, words)) for lo in range(0, words, _CHUNK_WORDS)]
    lock = threading.Lock()
    with ThreadPoolExecutor(threads) if threads > 1 else _NoPool() as pool:
        while seen < total:
            if cancel is not None and cancel.is_set():
                raise InterruptedError("the distance table was cancelled")
            depth = len(layers)
            code_now, code_new = (depth - 1) % 3 + 1, depth % 3 + 1
            nxt.fill(0)
            frontier = layers[-1]
            # Rough costs per state on one core: 118 ns to push from a frontier state, 40 ns to
            # look around an unseen one, 1 ns to skip a seen one; take the cheaper direction.
            if 118 * frontier < 40 * (total - seen) / threads + total:  # top-down, one thread
                found = 0
                for lo, hi in chunks:
                    found += int(push(codes, cur, nxt, lo, hi, n, p, powers, code_new))
                    if progress is not None and frontier > total // 64:
                        progress(seen + found, total)
            else:
                done = [seen]

                def sweep(chunk: tuple[int, int], now: int = code_now, new: int = code_new,
                          done: list[int] = done, marks: U64 = nxt) -> int:
                    count = int(pull(codes, marks, chunk[0], chunk[1], total, n, p, powers, now, new))
                    if progress is not None:
                        with lock:
                            done[0] += count
                            progress(done[0], total)
                    return count

                found = sum(pool.map(sweep, chunks))
            if found == 0:  # pragma: no cover - every Hanoi graph is connected
                raise AssertionError("the state graph is not connected")
            seen += found
            layers.append(found)
            cur, nxt = nxt, cur
            if progress is not None:
                progress(seen, total)
    return DistanceTable(goal, codes, tuple(layers), time.perf_counter() - began)


class _NoPool:
    """A stand-in for a one-thread pool: ``map`` runs in the caller's thread."""

    def __enter__(self) -> _NoPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, function: Callable[[Any], int], items: list[Any]) -> Iterator[int]:
        return (function(item) for item in items)
