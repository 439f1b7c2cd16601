"""Breadth-first search over the state graph of any variant: the one search every rules value can take.

A variant's positions (:class:`~hanoi.State` with rules, :class:`~hanoi.BallState`) are values,
so they are the graph's nodes as they are; their ``legal_moves`` are its arcs.  Everything a
closed form does not cover is found here, exactly: the fewest moves between two positions,
one shortest path or all of them, the layers of the graph, its arcs.  The state graph of a
non-symmetric digraph (the cyclic tower) is directed, and the searches follow the arcs.

The size of the search is checked first against :data:`~hanoi.limits.VARIANT_MAX_STATES`
(an upper bound: ``pegs**n`` positions of discs, ``n! * C(n + pegs - 1, pegs - 1)`` of balls).

>>> from hanoi import Rules, State
>>> start, goal = State.perfect(3, rules=Rules.linear()), State.perfect(3, peg=2, rules=Rules.linear())
>>> search_distance(start, goal), layer_sizes(start)[:4]
(26, [1, 1, 1, 1])
>>> all_shortest_paths(BallState.parse("|21|3||"), BallState.parse("|2|1|3|"))
[(Move(disc=3, source=1, target=2), Move(disc=1, source=0, target=1))]
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from math import comb, factorial

from hanoi._validate import check_int, shown
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import VARIANT_MAX_STATES
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State

__all__ = [
    "all_shortest_paths",
    "arcs",
    "distances_from",
    "layer_sizes",
    "neighbours",
    "search_distance",
    "search_path",
    "state_bound",
    "transfer_moves",
]

Position = State | BallState


def neighbours(position: Position) -> Iterator[tuple[Move, Position]]:
    """Each legal move from ``position`` and the position it leads to.

    >>> [(str(m), str(s)) for m, s in neighbours(State.parse("AA", rules=Rules.cyclic()))]
    [('1AB', 'AB')]
    """
    if isinstance(position, BallState):
        for move in position.legal_moves():
            yield move, position._moved(move.source, move.target)
        return
    positions, pegs, rules = position.positions, position.pegs, position.rules
    for move in position.legal_moves():
        moved = list(positions)
        moved[move.disc - 1] = move.target
        yield move, State._trusted(tuple(moved), pegs, rules)


def state_bound(position: Position) -> int:
    """An upper bound of the positions reachable from ``position`` (the size checked before a search).

    >>> state_bound(State.parse("AAA", rules=Rules.linear())), state_bound(BallState.parse("|21|3||"))
    (27, 60)
    """
    if isinstance(position, BallState):
        return int(factorial(position.n) * comb(position.n + position.pegs - 1, position.pegs - 1))
    if not isinstance(position, State):
        raise InvalidArgumentError(f"expected a State or a BallState, got {shown(position)}")
    count: int = position.pegs**position.n
    return count


_CLASSIC_WORK = 3 + 6  # the work of one position of the 3-peg puzzle: its pegs and its six arcs


def _work(position: Position) -> int:
    """The work of one position, as its pegs and arcs, relative to one of the classic 3-peg puzzle (at least 1)."""
    rules = position.rules
    arcs = len(rules.arcs) if rules is not None else position.pegs * (position.pegs - 1)
    return max(1, -(-(position.pegs + arcs) // _CLASSIC_WORK))


def _check_size(position: Position, max_states: int) -> None:
    """Refuse a search of more than ``max_states`` positions, each weighed by its pegs and arcs, before it starts."""
    max_states = check_int(max_states, "max_states", low=1)
    bound = state_bound(position)
    if bound > max_states:
        raise TooLargeError(
            f"refusing to search up to {bound} positions of {str(position)[:40]!r} "
            f"(limit {max_states}, hanoi.limits.VARIANT_MAX_STATES)",
            size=bound, limit=max_states,
        )
    weight = _work(position)
    if bound * weight > max_states:  # 26 pegs: a position costs 6 of three pegs (26**4 took 17 s)
        raise TooLargeError(
            f"refusing to search up to {bound} positions of {str(position)[:40]!r} on {position.pegs} pegs, each "
            f"the work of {weight} on 3 pegs (limit {max_states}, hanoi.limits.VARIANT_MAX_STATES)",
            size=bound * weight, limit=max_states,
        )


def _check_pair(start: Position, goal: Position) -> None:
    if not isinstance(start, State | BallState) or type(start) is not type(goal):
        raise InvalidArgumentError(f"start and goal must be two States or two BallStates, got {shown((start, goal))}")
    if (start.n, start.pegs, start.rules) != (goal.n, goal.pegs, goal.rules):
        raise InvalidStateError(
            f"start {str(start)[:40]!r} and goal {str(goal)[:40]!r} are not positions of the same puzzle "
            "(pieces, pegs and rules must match)"
        )


def distances_from(start: Position, *, max_states: int = VARIANT_MAX_STATES) -> dict[Position, int]:
    """The fewest moves from ``start`` to every position it reaches (a breadth-first search).

    >>> sorted(distances_from(State.parse("A", rules=Rules.cyclic())).values())
    [0, 1, 2]
    """
    _check_size(start, max_states)
    seen: dict[Position, int] = {start: 0}
    frontier = deque([start])
    while frontier:
        position = frontier.popleft()
        depth = seen[position] + 1
        for _, after in neighbours(position):
            if after not in seen:
                seen[after] = depth
                frontier.append(after)
    return seen


def layer_sizes(start: Position, *, max_states: int = VARIANT_MAX_STATES) -> list[int]:
    """How many positions lie at each distance from ``start`` (the layers of the search).

    >>> layer_sizes(BallState.parse("|21|3||"))
    [1, 4, 4, 6, 4, 6, 5, 5, 1]
    """
    sizes: list[int] = []
    for depth in distances_from(start, max_states=max_states).values():
        if depth == len(sizes):
            sizes.append(0)
        sizes[depth] += 1
    return sizes


def search_path(start: Position, goal: Position, *, max_states: int = VARIANT_MAX_STATES) -> tuple[Move, ...]:
    """The moves of one shortest path from ``start`` to ``goal`` (the first found breadth-first).

    >>> [str(m) for m in search_path(State.parse("AA", rules=Rules.cyclic()), State.parse("BB", rules=Rules.cyclic()))]
    ['1AB', '1BC', '2AB', '1CA', '1AB']
    """
    _check_pair(start, goal)
    _check_size(start, max_states)
    parent: dict[Position, tuple[Position, Move] | None] = {start: None}
    frontier = deque([start])
    while frontier and goal not in parent:
        position = frontier.popleft()
        for move, after in neighbours(position):
            if after not in parent:
                parent[after] = (position, move)
                frontier.append(after)
    if goal not in parent:
        raise InvalidStateError(f"goal {str(goal)[:40]!r} cannot be reached from {str(start)[:40]!r}")
    moves: list[Move] = []
    step = parent[goal]
    while step is not None:
        moves.append(step[1])
        step = parent[step[0]]
    return tuple(reversed(moves))


def search_distance(start: Position, goal: Position, *, max_states: int = VARIANT_MAX_STATES) -> int:
    """The fewest moves from ``start`` to ``goal``, by breadth-first search.

    >>> search_distance(BallState.parse("|21|3||"), BallState.parse("|123|||"))
    5
    """
    return len(search_path(start, goal, max_states=max_states))


def all_shortest_paths(
    start: Position, goal: Position, *, max_states: int = VARIANT_MAX_STATES, max_paths: int = 100_000
) -> list[tuple[Move, ...]]:
    """Every shortest path from ``start`` to ``goal``, in the order of the moves (Shallice's "all optimal solutions").

    The search keeps, for each position, every parent one layer up; the paths are read back
    from the goal.  More than ``max_paths`` paths raise :class:`~hanoi.TooLargeError`.

    >>> len(all_shortest_paths(State.parse("AA", rules=Rules.linear()), State.parse("CC", rules=Rules.linear())))
    1
    >>> len(all_shortest_paths(BallState.parse("|21|3||"), BallState.parse("|123|||")))
    2
    """
    _check_pair(start, goal)
    _check_size(start, max_states)
    depth: dict[Position, int] = {start: 0}
    parents: dict[Position, list[tuple[Position, Move]]] = {start: []}
    frontier = deque([start])
    while frontier:
        position = frontier.popleft()
        if goal in depth and depth[position] >= depth[goal]:
            break
        for move, after in neighbours(position):
            if after not in depth:
                depth[after] = depth[position] + 1
                parents[after] = [(position, move)]
                frontier.append(after)
            elif depth[after] == depth[position] + 1:
                parents[after].append((position, move))
    if goal not in depth:
        raise InvalidStateError(f"goal {str(goal)[:40]!r} cannot be reached from {str(start)[:40]!r}")
    paths: list[tuple[Move, ...]] = []
    stack: list[tuple[Position, tuple[Move, ...]]] = [(goal, ())]
    while stack:
        position, tail = stack.pop()
        if position == start:
            paths.append(tail)
            if len(paths) > max_paths:
                raise TooLargeError(f"more than {max_paths} shortest paths (limit max_paths={max_paths})",
                                    size=len(paths), limit=max_paths)
            continue
        for before, move in reversed(parents[position]):
            stack.append((before, (move, *tail)))
    return sorted(paths)


def arcs(start: Position, *, max_states: int = VARIANT_MAX_STATES) -> Iterator[tuple[Position, Position, Move]]:
    """Every arc of the state graph reachable from ``start``: ``(position, next position, move)``.

    >>> len(list(arcs(State.parse("AA", rules=Rules.linear()))))
    16
    """
    for position in distances_from(start, max_states=max_states):
        for move, after in neighbours(position):
            yield position, after, move


def transfer_moves(n: int, rules: Rules, *, source: int = 0, target: int | None = None,
                   max_states: int = VARIANT_MAX_STATES) -> int:
    """The fewest moves of a perfect tower of ``n`` discs from ``source`` to ``target`` under ``rules``, by search.

    >>> [transfer_moves(n, Rules.linear(4)) for n in range(5)]  # OEIS A160002
    [0, 3, 10, 19, 34]
    """
    if not isinstance(rules, Rules):
        raise InvalidArgumentError(f"rules must be a Rules value, got {shown(rules)}")
    target = rules.pegs - 1 if target is None else target
    start = State.perfect(n, peg=source, rules=rules, pegs=rules.pegs)
    goal = State.perfect(n, peg=target, rules=rules, pegs=rules.pegs)
    return search_distance(start, goal, max_states=max_states)
