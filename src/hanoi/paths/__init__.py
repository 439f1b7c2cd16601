"""Optimal paths between any two regular states, for any number of pegs.

**Three pegs** are solved exactly in time linear in ``n``.  Discs larger than the
largest disc ``d`` where start and goal differ never move.  On a shortest path
disc ``d`` moves once or twice (Hinz, "Shortest paths between regular states of the
Tower of Hanoi", 1992):

* once, from its start peg ``s`` to its goal peg ``g``: the smaller discs gather on the
  third peg ``r`` first and spread out to their goal places afterwards;
* twice, ``s → r → g``: the smaller discs gather on ``g``, then cross from ``g`` to
  ``s`` as a tower while disc ``d`` waits on ``r``, then spread out from ``s``.

Both are priced with the count of seed 003's regular-to-perfect algorithm, ``sum of
b_k 2**(k-1)`` over the discs not yet in place, and the cheaper one is taken (the
single move on a tie).  The goal-to-perfect targets follow the linear recurrence
``T(k-1) = -(P(k) + T(k)) mod 3``, so numpy prices 10**5 discs in milliseconds.

**Four or more pegs** are searched exactly by :mod:`hanoi.paths.bidirectional`: bidirectional
breadth-first layers as numpy arrays, pruned from 5 pegs on by additive pattern
databases (Felner, Korf and Hanan 2004).  Node, memory and time limits stop it with
:class:`~hanoi.SearchLimitError`, which names the limit.

>>> from hanoi import State
>>> distance(State.parse("ABC"), State.parse("CBA"))
3
>>> [str(m) for m in path(State.parse("AB"), State.parse("BA"))]
['1BC', '2AB', '1CA']
>>> path_search(State.parse("ABCD", pegs=4), State.parse("DCBA", pegs=4)).distance
6
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from itertools import chain

import numpy as np
import numpy.typing as npt

from hanoi._validate import check_pair
from hanoi.errors import InvalidArgumentError
from hanoi.move import Move
from hanoi.paths.bidirectional import (
    MAX_MEMORY,
    MAX_NODES,
    METHODS,
    NUMPY_FROM,
    Positions,
    SearchResult,
    largest_difference,
    make_limits,
    run_search,
)
from hanoi.state import State
from hanoi.three.algorithms import recursive

__all__ = [
    "MAX_MEMORY",
    "MAX_NODES",
    "METHODS",
    "SearchResult",
    "distance",
    "distance_to_perfect",
    "path",
    "path_search",
]

# ------------------------------------------------------------------ checks

# ------------------------------------------------------------------ public API
def distance(
    start: State,
    goal: State,
    *,
    max_nodes: int = MAX_NODES,
    max_memory: int = MAX_MEMORY,
    max_seconds: float | None = None,
    method: str = "auto",
) -> int:
    """The fewest moves from ``start`` to ``goal`` (same discs, same pegs).

    Three pegs: exact in linear time (Hinz 1992; the limits are not needed and
    ignored).  Four or more: exact search, stopped by the limits with
    :class:`~hanoi.SearchLimitError` (see :func:`path_search`).

    >>> distance(State.parse("AAA"), State.parse("CCC"))
    7
    >>> distance(State.parse("BAA"), State.parse("ABB"))  # the largest disc moves twice
    5
    >>> distance(State.perfect(6, 0, pegs=4), State.perfect(6, 3, pegs=4))
    17
    """
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        return _three_distance(start.positions, goal.positions)
    return run_search(start, goal, limits, keep_path=False).distance


def path(
    start: State,
    goal: State,
    *,
    max_nodes: int = MAX_NODES,
    max_memory: int = MAX_MEMORY,
    max_seconds: float | None = None,
    method: str = "auto",
) -> Iterator[Move]:
    """The moves of a shortest path from ``start`` to ``goal``, as an iterator.

    Three pegs: streamed lazily at the speed of :func:`~hanoi.solve`, for any ``n``.
    Four or more pegs: the search runs when ``path`` is called (so that a limit fails
    there), then the stored moves are yielded.  The arguments are checked at call time.

    >>> [str(m) for m in path(State.parse("BAA"), State.parse("ABB"))]
    ['3BC', '1AC', '2AB', '1CB', '3CA']
    >>> len(list(path(State.perfect(4, 0, pegs=4), State.perfect(4, 3, pegs=4))))
    9
    """
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        return three_path(start, goal)
    return run_search(start, goal, limits, keep_path=True).moves()


def path_search(
    start: State,
    goal: State,
    *,
    max_nodes: int = MAX_NODES,
    max_memory: int = MAX_MEMORY,
    max_seconds: float | None = None,
    method: str = "auto",
) -> SearchResult:
    """Find a shortest path and report the work: nodes expanded, states stored, time.

    ``max_nodes`` bounds the states expanded, ``max_memory`` the bytes of the layer
    and pattern-database arrays (checked before each layer), ``max_seconds`` the time
    (checked between layers); past one, :class:`~hanoi.SearchLimitError` names it.
    ``method`` is one of :data:`METHODS`.  Three pegs need no search, nor do two
    perfect towers on 4 pegs (method ``frame-stewart``, optimal by Bousch 2014).

    >>> result = path_search(State.parse("ABCDE", pegs=5), State.parse("EDCBA", pegs=5))
    >>> result.distance, result.method, result.lower_bound, result.upper_bound
    (6, 'pdb', 6, 6)
    >>> path_search(State.perfect(10, 0, 4), State.parse("DCBADCBADC", pegs=4), max_nodes=100)
    Traceback (most recent call last):
    ...
    hanoi.errors.SearchLimitError: search stopped after 78 nodes expanded; ... (limit max_nodes=100)
    """
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        began = time.perf_counter()
        steps = _three_distance(start.positions, goal.positions)
        return SearchResult(start, goal, steps, "three-peg", seconds=time.perf_counter() - began)
    return run_search(start, goal, limits, keep_path=True)


# Transitional: ``hanoi/__init__.py`` still imports ``search`` from here until the lead's lazy
# ``__init__`` exports ``path_search``; the name ``hanoi.search`` now belongs to the package of
# textbook search strategies.  Remove this alias with that change.
search = path_search


def distance_to_perfect(state: State, peg: int | None = None) -> int:
    """The fewest moves that gather every disc of ``state`` on ``peg`` (default: the last).

    Three pegs: seed 003's count ``sum of b_k 2**(k-1)``, where ``b_k`` is 1 when disc
    ``k`` is not on the peg it must reach; that peg changes to the third one below each
    misplaced disc.  Four or more pegs: a search, as :func:`distance`.

    >>> distance_to_perfect(State.parse("CAB"), 0)  # 2**2 + 2**1 + 2**0: each disc is misplaced
    7
    >>> distance_to_perfect(State.parse("ACB"), 0)  # only disc 2 misplaced, disc 1 waits on B: 2**1
    2
    >>> distance_to_perfect(State.parse("AAAAAAAAAA"))
    1023
    """
    if not isinstance(state, State):
        raise InvalidArgumentError(f"distance_to_perfect() needs a State, got {state!r}")
    target = state.pegs - 1 if peg is None else peg
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < state.pegs:
        raise InvalidArgumentError(f"peg {peg!r} is outside 0..{state.pegs - 1}")
    goal = State.perfect(state.n, target, state.pegs)
    if state.pegs == 3:
        return _to_perfect_count(state.positions, state.n, target)
    return distance(state, goal)


# ------------------------------------------------------------------ three pegs
def _targets(positions: Positions, count: int, peg: int) -> list[int]:
    """``T[k-1]``: where disc ``k`` must go when discs ``1..count`` gather on ``peg``.

    Disc ``count`` must reach ``peg``; below a disc ``k`` the smaller discs must reach
    the peg that is neither ``P(k)`` nor ``T(k)`` (the same peg when they agree), which
    is ``-(P(k) + T(k)) mod 3`` in both cases.
    """
    if count < NUMPY_FROM:
        targets = [0] * count
        target = peg
        for k in range(count, 0, -1):
            targets[k - 1] = target
            target = (-positions[k - 1] - target) % 3
        return targets
    return _targets_numpy(positions, count, peg).tolist()  # type: ignore[no-any-return]


def _targets_numpy(positions: Positions, count: int, peg: int) -> npt.NDArray[np.int64]:
    # With U(k) = (-1)**k T(k):  U(k-1) = U(k) + (-1)**k P(k), a suffix sum.
    pegs = np.asarray(positions[:count], dtype=np.int64)
    signs = np.ones(count, dtype=np.int64)
    signs[0::2] = -1  # index i holds disc i + 1: (-1)**(i+1)
    terms = signs * pegs  # (-1)**k P(k) at index k - 1
    above = np.zeros(count, dtype=np.int64)  # sum over discs j > k of (-1)**j P(j)
    above[:-1] = np.cumsum(terms[::-1])[::-1][1:]
    top = peg * (1 if count % 2 == 0 else -1)  # U(count)
    targets: npt.NDArray[np.int64] = ((top + above) * signs) % 3
    return targets


def _to_perfect_count(positions: Positions, count: int, peg: int) -> int:
    """Seed 003's ``sum b_k 2**(k-1)`` for discs ``1..count`` gathering on ``peg``."""
    if count == 0:
        return 0
    if count < NUMPY_FROM:
        total, target = 0, peg
        for k in range(count, 0, -1):
            here = positions[k - 1]
            if here != target:
                total |= 1 << (k - 1)
            target = (-here - target) % 3
        return total
    misplaced = np.asarray(positions[:count], dtype=np.int64) != _targets_numpy(positions, count, peg)
    packed = np.packbits(misplaced.astype(np.uint8), bitorder="little")
    return int.from_bytes(packed.tobytes(), "little")


def _plan(a: Positions, b: Positions) -> tuple[int, int, bool]:
    """``(d, length, twice)``: the largest differing disc, the distance, whether it moves twice."""
    if len(a) >= NUMPY_FROM:  # convert once, not once per count
        a, b = np.array(a, dtype=np.int64), np.array(b, dtype=np.int64)
    d = largest_difference(a, b)
    if d == 0:
        return 0, 0, False
    s, g = int(a[d - 1]), int(b[d - 1])
    r = 3 - s - g
    once = _to_perfect_count(a, d - 1, r) + 1 + _to_perfect_count(b, d - 1, r)
    if d == 1:
        return d, once, False
    twice = _to_perfect_count(a, d - 1, g) + (1 << (d - 1)) + 1 + _to_perfect_count(b, d - 1, s)
    return (d, twice, True) if twice < once else (d, once, False)


def _three_distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return _plan(a, b)[1]


def _gather(positions: tuple[int, ...], count: int, peg: int) -> Iterator[Iterable[Move]]:
    """Seed 003's algorithm, unrolled: discs ``1..count`` onto ``peg``, in blocks."""
    if count == 0:
        return
    targets = _targets(positions, count, peg)
    pegs = list(positions[:count])
    for k in range(1, count + 1):
        if pegs[k - 1] != targets[k - 1]:
            yield (Move(k, pegs[k - 1], targets[k - 1]),)
            if k > 1:
                yield recursive(k - 1, targets[k - 2], targets[k - 1])


def _spread(positions: tuple[int, ...], count: int, peg: int) -> Iterator[Iterable[Move]]:
    """The reverse of :func:`_gather`: from a tower on ``peg`` out to ``positions``."""
    if count == 0:
        return
    targets = _targets(positions, count, peg)
    pegs = list(positions[:count])
    for k in range(count, 0, -1):
        if pegs[k - 1] != targets[k - 1]:
            if k > 1:
                yield recursive(k - 1, targets[k - 1], targets[k - 2])
            yield (Move(k, targets[k - 1], pegs[k - 1]),)


def three_path(start: State, goal: State) -> Iterator[Move]:
    """The shortest three-peg path, streamed in blocks (Hinz 1992; seed 003's gathering).

    >>> [str(m) for m in three_path(State.parse("AC"), State.parse("CA"))]
    ['1CB', '2AC', '1BA']
    """
    a, b = start.positions, goal.positions
    d, _, twice = _plan(a, b)
    if d == 0:
        return iter(())
    s, g = a[d - 1], b[d - 1]
    r = 3 - s - g

    def blocks() -> Iterator[Iterable[Move]]:
        if twice:
            yield from _gather(a, d - 1, g)
            yield (Move(d, s, r),)
            yield recursive(d - 1, g, s)
            yield (Move(d, r, g),)
            yield from _spread(b, d - 1, s)
        else:
            yield from _gather(a, d - 1, r)
            yield (Move(d, s, g),)
            yield from _spread(b, d - 1, r)

    return chain.from_iterable(blocks())
