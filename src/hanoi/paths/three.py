"""Shortest paths between two regular states of three pegs, in time linear in ``n``.

Discs larger than the largest disc ``d`` where start and goal differ never move.  On a
shortest path disc ``d`` moves once or twice (Hinz, "Shortest paths between regular
states of the Tower of Hanoi", 1992):

* once, from its start peg ``s`` to its goal peg ``g``: the smaller discs gather on the
  third peg ``r`` first and spread out to their goal places afterwards;
* twice, ``s → r → g``: the smaller discs gather on ``g``, then cross from ``g`` to
  ``s`` as a tower while disc ``d`` waits on ``r``, then spread out from ``s``.

Both are priced with the count of the French encyclopedia article's regular-to-perfect algorithm, ``sum of
b_k 2**(k-1)`` over the discs not yet in place, and the cheaper one is taken (the
single move on a tie).  The goal-to-perfect targets follow the linear recurrence
``T(k-1) = -(P(k) + T(k)) mod 3``, so numpy prices 10**5 discs in milliseconds.

>>> from hanoi import State
>>> three_distance(State.parse("BAA").positions, State.parse("ABB").positions)
5
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain

import numpy as np
import numpy.typing as npt

from hanoi.move import Move
from hanoi.state import State
from hanoi.three.algorithms import recursive

__all__ = ["NUMPY_FROM", "Positions", "largest_difference", "three_distance", "three_path", "to_perfect_count"]

Positions = tuple[int, ...] | npt.NDArray[np.int64]

NUMPY_FROM = 64  # position tuples at least this long are handled with numpy


def largest_difference(a: Positions, b: Positions) -> int:
    """The largest disc (1-based) on different pegs in ``a`` and ``b``; 0 if none.

    >>> largest_difference((0, 1, 2, 2), (2, 1, 0, 2))
    3
    """
    if len(a) < NUMPY_FROM:
        for index in range(len(a) - 1, -1, -1):
            if a[index] != b[index]:
                return index + 1
        return 0
    differ = np.flatnonzero(np.asarray(a) != np.asarray(b))
    return int(differ[-1]) + 1 if differ.size else 0


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


def to_perfect_count(positions: Positions, count: int, peg: int) -> int:
    """The French encyclopedia article's ``sum b_k 2**(k-1)`` for discs ``1..count`` gathering on ``peg``."""
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
    once = to_perfect_count(a, d - 1, r) + 1 + to_perfect_count(b, d - 1, r)
    if d == 1:
        return d, once, False
    twice = to_perfect_count(a, d - 1, g) + (1 << (d - 1)) + 1 + to_perfect_count(b, d - 1, s)
    return (d, twice, True) if twice < once else (d, once, False)


def three_distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return _plan(a, b)[1]


def _gather(positions: tuple[int, ...], count: int, peg: int) -> Iterator[Iterable[Move]]:
    """The French encyclopedia article's algorithm, unrolled: discs ``1..count`` onto ``peg``, in blocks."""
    if count == 0:
        return
    targets = _targets(positions, count, peg)
    pegs = list(positions[:count])
    for k in range(1, count + 1):
        if pegs[k - 1] != targets[k - 1]:
            yield (Move._trusted(k, pegs[k - 1], targets[k - 1]),)
            if k > 1:
                yield recursive(k - 1, source=targets[k - 2], target=targets[k - 1])


def _spread(positions: tuple[int, ...], count: int, peg: int) -> Iterator[Iterable[Move]]:
    """The reverse of :func:`_gather`: from a tower on ``peg`` out to ``positions``."""
    if count == 0:
        return
    targets = _targets(positions, count, peg)
    pegs = list(positions[:count])
    for k in range(count, 0, -1):
        if pegs[k - 1] != targets[k - 1]:
            if k > 1:
                yield recursive(k - 1, source=targets[k - 1], target=targets[k - 2])
            yield (Move._trusted(k, targets[k - 1], pegs[k - 1]),)


def three_path(start: State, goal: State) -> Iterator[Move]:
    """The shortest three-peg path, streamed in blocks (Hinz 1992; the French encyclopedia article's gathering).

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
            yield (Move._trusted(d, s, r),)
            yield recursive(d - 1, source=g, target=s)
            yield (Move._trusted(d, r, g),)
            yield from _spread(b, d - 1, s)
        else:
            yield from _gather(a, d - 1, r)
            yield (Move._trusted(d, s, g),)
            yield from _spread(b, d - 1, r)

    return chain.from_iterable(blocks())
