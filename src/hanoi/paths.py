"""Optimal paths between any two regular states.

Three pegs: exact in time linear in ``n``.  Only discs up to the largest one ``d`` that
differs between start and goal ever move, and on a shortest path disc ``d`` moves once or
twice (Hinz): either the smaller discs gather on the third peg, ``d`` crosses, and they
spread to the goal; or they gather on the goal peg, ``d`` goes to the third peg, the tower
goes back, and ``d`` crosses again.  Gathering onto a perfect tower is the algorithm of
seed 003 ("algorithme généralisé à une position quelconque"), whose count is the sum of
``2**(k-1)`` over the discs that are not where they must go.

More pegs: an exact bidirectional breadth-first search, bounded by ``max_nodes``.
"""

from __future__ import annotations

from collections.abc import Iterator

from hanoi.algorithms import solve
from hanoi.errors import InvalidStateError, SearchLimitError
from hanoi.move import Move
from hanoi.state import State

__all__ = ["distance", "distance_to_perfect", "path"]

#: States a search for four or more pegs may visit before it gives up.
MAX_NODES = 2_000_000


def _check_pair(start: State, goal: State) -> None:
    for label, state in (("start", start), ("goal", goal)):
        if not isinstance(state, State):
            raise InvalidStateError(f"{label} must be a State, got {state!r}")
    if (start.n, start.pegs) != (goal.n, goal.pegs):
        raise InvalidStateError(
            f"start {start} ({start.n} discs, {start.pegs} pegs) and goal {goal} "
            f"({goal.n} discs, {goal.pegs} pegs) differ in size"
        )


def _targets(positions: tuple[int, ...], m: int, peg: int) -> list[int]:
    """``targets[k]``: where disc k+1 must be for discs 1..m to gather on ``peg``."""
    targets = [0] * m
    want = peg
    for k in range(m, 0, -1):
        targets[k - 1] = want
        here = positions[k - 1]
        if here != want:
            want = 3 - here - want
    return targets


def _gather_cost(positions: tuple[int, ...], m: int, peg: int) -> int:
    targets = _targets(positions, m, peg)
    return sum(1 << (k - 1) for k in range(1, m + 1) if positions[k - 1] != targets[k - 1])


def _gather(positions: tuple[int, ...], m: int, peg: int) -> Iterator[Move]:
    """Seed 003's moves that put discs 1..m of ``positions`` on ``peg`` as a tower.

    After level k the discs 1..k stand on ``targets[k-1]``; a misplaced disc k moves once,
    then the tower of 1..k-1 follows it from the spare peg.
    """
    targets = _targets(positions, m, peg)
    for k in range(1, m + 1):
        here, want = positions[k - 1], targets[k - 1]
        if here != want:
            yield Move(k, here, want)
            if k > 1:
                yield from solve(k - 1, targets[k - 2], want)


def _gather_reversed(positions: tuple[int, ...], m: int, peg: int) -> Iterator[Move]:
    """The moves of :func:`_gather` backwards: from the tower on ``peg`` to ``positions``."""
    targets = _targets(positions, m, peg)
    for k in range(m, 0, -1):
        here, want = positions[k - 1], targets[k - 1]
        if here != want:
            if k > 1:
                yield from solve(k - 1, want, targets[k - 2])
            yield Move(k, want, here)


def distance_to_perfect(state: State, peg: int) -> int:
    """Fewest moves from ``state`` to the perfect tower on ``peg`` (seed 003, three pegs).

    >>> distance_to_perfect(State.parse("AAA"), 2), distance_to_perfect(State.parse("CCB"), 2)
    (7, 1)
    """
    if state.pegs != 3:
        return distance(state, State.perfect(state.n, peg, state.pegs))
    if not 0 <= peg < 3:
        raise InvalidStateError(f"peg {peg!r} is outside 0..2")
    return _gather_cost(state.positions, state.n, peg)


def _plan(start: State, goal: State) -> tuple[int, int, int]:
    """The largest differing disc d (0 if none), the cost, and the option (1 or 2)."""
    a, b = start.positions, goal.positions
    d = start.n
    while d and a[d - 1] == b[d - 1]:
        d -= 1
    if d == 0:
        return 0, 0, 1
    s, g = a[d - 1], b[d - 1]
    x = 3 - s - g
    one = _gather_cost(a, d - 1, x) + 1 + _gather_cost(b, d - 1, x)
    two = _gather_cost(a, d - 1, g) + 1 + ((1 << (d - 1)) - 1) + 1 + _gather_cost(b, d - 1, s)
    return (d, one, 1) if one <= two else (d, two, 2)


def distance(start: State, goal: State, *, max_nodes: int = MAX_NODES) -> int:
    """The length of a shortest path from ``start`` to ``goal``.

    >>> distance(State.parse("AAA"), State.parse("CCC"))
    7
    >>> distance(State.parse("ABC"), State.parse("CBA"))
    3
    """
    _check_pair(start, goal)
    if start.pegs == 3:
        return _plan(start, goal)[1]
    return len(_search(start, goal, max_nodes))


def path(start: State, goal: State, *, max_nodes: int = MAX_NODES) -> Iterator[Move]:
    """The moves of a shortest path from ``start`` to ``goal``, checked eagerly, made lazily.

    >>> [str(m) for m in path(State.parse("AB"), State.parse("BA"))]
    ['1BC', '2AB', '1CA']
    """
    _check_pair(start, goal)
    if start.pegs != 3:
        return iter(_search(start, goal, max_nodes))
    return _path3(start, goal)


def _path3(start: State, goal: State) -> Iterator[Move]:
    d, _, option = _plan(start, goal)
    if d == 0:
        return
    a, b = start.positions, goal.positions
    s, g = a[d - 1], b[d - 1]
    x = 3 - s - g
    if option == 1:
        yield from _gather(a, d - 1, x)
        yield Move(d, s, g)
        yield from _gather_reversed(b, d - 1, x)
    else:
        yield from _gather(a, d - 1, g)
        yield Move(d, s, x)
        yield from solve(d - 1, g, s)
        yield Move(d, x, g)
        yield from _gather_reversed(b, d - 1, s)


def _search(start: State, goal: State, max_nodes: int) -> list[Move]:
    """Bidirectional breadth-first search; exact, bounded by ``max_nodes`` states."""
    if start == goal:
        return []
    parents: list[dict[State, tuple[State, Move] | None]] = [{start: None}, {goal: None}]
    frontiers = [[start], [goal]]
    while frontiers[0] and frontiers[1]:
        side = 0 if len(frontiers[0]) <= len(frontiers[1]) else 1
        nxt: list[State] = []
        for state in frontiers[side]:
            for move in state.legal_moves():
                child = state.apply(move)
                if child in parents[side]:
                    continue
                parents[side][child] = (state, move)
                if child in parents[1 - side]:
                    return _join(parents, child)
                nxt.append(child)
        frontiers[side] = nxt
        if len(parents[0]) + len(parents[1]) > max_nodes:
            raise SearchLimitError(
                f"search from {start} to {goal} stopped after {len(parents[0]) + len(parents[1])} states "
                f"(limit max_nodes={max_nodes})"
            )
    raise InvalidStateError(f"no path from {start} to {goal}")


def _join(parents: list[dict[State, tuple[State, Move] | None]], meet: State) -> list[Move]:
    forward: list[Move] = []
    state = meet
    while (link := parents[0][state]) is not None:
        state, move = link
        forward.append(move)
    forward.reverse()
    state = meet
    while (link := parents[1][state]) is not None:
        state, move = link
        forward.append(move.reversed())
    return forward
