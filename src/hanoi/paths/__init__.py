"""Optimal paths between any two regular states, for any number of pegs.

**Three pegs** are solved exactly in time linear in ``n`` by :mod:`hanoi.paths.three`
(Hinz 1992: the largest differing disc moves once or twice, priced with the French encyclopedia article's
regular-to-perfect count).

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

States under other rules (:class:`~hanoi.Rules`) and Tower of London positions go to
:mod:`hanoi.variant`, which chooses a closed form or a breadth-first search by the rules:

>>> from hanoi import BallState, Rules
>>> distance(State.parse("AAA", rules=Rules.cyclic()), State.parse("CCC", rules=Rules.cyclic()))
21
>>> distance(BallState.parse("|21|3||"), BallState.parse("|123|||"))
5
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

from hanoi._validate import check_peg
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError
from hanoi.limits import SEARCH_MAX_MEMORY, SEARCH_MAX_NODES, SEARCH_MAX_SECONDS
from hanoi.move import Move
from hanoi.paths.bidirectional import METHODS, Limits, SearchResult, make_limits, run_search
from hanoi.paths.three import three_distance, three_path, to_perfect_count
from hanoi.state import State, check_pair
from hanoi.variant import variant_distance, variant_path

__all__ = ["METHODS", "SearchResult", "distance", "distance_to_perfect", "path", "path_search"]


def _ruled(start: object) -> bool:
    """Whether ``start`` is a position of a variant (rules other than the classic ones)."""
    return isinstance(start, BallState) or (isinstance(start, State) and start.rules is not None)


def distance(
    start: State | BallState,
    goal: State | BallState,
    *,
    max_nodes: int = SEARCH_MAX_NODES,
    max_memory: int = SEARCH_MAX_MEMORY,
    max_seconds: float | None = SEARCH_MAX_SECONDS,
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
    >>> distance(State.perfect(6, pegs=4), State.perfect(6, pegs=4, peg=3))
    17
    """
    if _ruled(start):
        return variant_distance(start, goal)
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        return three_distance(start.positions, goal.positions)
    return _run(start, goal, limits, keep_path=False).distance


def path(
    start: State | BallState,
    goal: State | BallState,
    *,
    max_nodes: int = SEARCH_MAX_NODES,
    max_memory: int = SEARCH_MAX_MEMORY,
    max_seconds: float | None = SEARCH_MAX_SECONDS,
    method: str = "auto",
) -> Iterator[Move]:
    """The moves of a shortest path from ``start`` to ``goal``, as an iterator.

    Three pegs: streamed lazily at the speed of :func:`~hanoi.solve`, for any ``n``.
    Four or more pegs: the search runs when ``path`` is called (so that a limit fails
    there), then the stored moves are yielded.  The arguments are checked at call time.

    >>> [str(m) for m in path(State.parse("BAA"), State.parse("ABB"))]
    ['3BC', '1AC', '2AB', '1CB', '3CA']
    >>> len(list(path(State.perfect(4, pegs=4), State.perfect(4, pegs=4, peg=3))))
    9
    """
    if _ruled(start):
        return variant_path(start, goal)
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        return three_path(start, goal)
    return _run(start, goal, limits, keep_path=True).moves()


def path_search(
    start: State,
    goal: State,
    *,
    max_nodes: int = SEARCH_MAX_NODES,
    max_memory: int = SEARCH_MAX_MEMORY,
    max_seconds: float | None = SEARCH_MAX_SECONDS,
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
    >>> path_search(State.perfect(10, pegs=4), State.parse("DCBADCBADC", pegs=4), max_nodes=100)
    Traceback (most recent call last):
    ...
    hanoi.errors.SearchLimitError: search stopped after 78 nodes expanded; ... (limit max_nodes=100)
    """
    if _ruled(start):
        began = time.perf_counter()
        start, goal = check_pair(start, goal)
        moves = tuple(variant_path(start, goal))
        return SearchResult(start, goal, len(moves), "variant", seconds=time.perf_counter() - began, solution=moves)
    start, goal = check_pair(start, goal)
    limits = make_limits(max_nodes, max_memory, max_seconds, method)
    if start.pegs == 3:
        began = time.perf_counter()
        steps = three_distance(start.positions, goal.positions)
        return SearchResult(start, goal, steps, "three-peg", seconds=time.perf_counter() - began)
    return _run(start, goal, limits, keep_path=True)


def fewer_pegs(start: State, goal: State) -> tuple[State, State, tuple[int, ...]] | None:
    """The same problem on fewer pegs, when pegs empty at both ends are more than the discs.

    Pegs empty in ``start`` and in ``goal`` are interchangeable, and a shortest path needs
    at most ``n`` of them: when a disc moves onto an empty one, at most ``n - 1`` others
    hold discs, so one of the first ``n`` is free, and swapping the two pegs in the rest of
    the path changes neither its length nor its end.  Returns the smaller start and goal
    and, for each of their pegs, the original peg; None when nothing is saved.

    >>> small_start, small_goal, pegs_of = fewer_pegs(State.parse("AAA", pegs=1000), State.parse("CCC", pegs=1000))
    >>> small_start, small_goal, pegs_of
    (State('AAA', pegs=5), State('BBB', pegs=5), (0, 2, 1, 3, 4))
    """
    start, goal = check_pair(start, goal)
    used = sorted(set(start.positions) | set(goal.positions))
    spare = max(min(start.pegs - len(used), start.n), 4 - len(used))  # four pegs at least: a search
    if len(used) + spare >= start.pegs:
        return None
    taken = set(used)
    extra: list[int] = []
    peg = 0
    while len(extra) < spare:
        if peg not in taken:
            extra.append(peg)
        peg += 1
    pegs_of = (*used, *extra)
    small = {peg: index for index, peg in enumerate(pegs_of)}
    count = len(pegs_of)
    return (
        State(tuple(small[p] for p in start.positions), count),
        State(tuple(small[p] for p in goal.positions), count),
        pegs_of,
    )


def _run(start: State, goal: State, limits: Limits, *, keep_path: bool) -> SearchResult:
    """:func:`run_search`, on fewer pegs when pegs beyond the discs' reach can be left out."""
    reduced = fewer_pegs(start, goal)
    if reduced is None:
        return run_search(start, goal, limits, keep_path=keep_path)
    small_start, small_goal, pegs_of = reduced
    result = run_search(small_start, small_goal, limits, keep_path=keep_path)
    solution = tuple(Move(m.disc, pegs_of[m.source], pegs_of[m.target]) for m in result.moves()) if keep_path else None
    return replace(result, start=start, goal=goal, solution=solution)


def distance_to_perfect(state: State, *, peg: int | None = None) -> int:
    """The fewest moves that gather every disc of ``state`` on ``peg`` (default: the last).

    Three pegs: the French encyclopedia article's count ``sum of b_k 2**(k-1)``, where ``b_k`` is 1 when disc
    ``k`` is not on the peg it must reach; that peg changes to the third one below each
    misplaced disc.  Four or more pegs: a search, as :func:`distance`.

    >>> distance_to_perfect(State.parse("CAB"), peg=0)  # 2**2 + 2**1 + 2**0: each disc is misplaced
    7
    >>> distance_to_perfect(State.parse("ACB"), peg=0)  # only disc 2 misplaced, disc 1 waits on B: 2**1
    2
    >>> distance_to_perfect(State.parse("AAAAAAAAAA"))
    1023
    """
    if not isinstance(state, State):
        raise InvalidArgumentError(f"distance_to_perfect() needs a State, got {state!r:.60}")
    target = state.pegs - 1 if peg is None else check_peg(peg, state.pegs)
    goal = State.perfect(state.n, pegs=state.pegs, peg=target, rules=state.rules)
    if state.pegs == 3 and state.rules is None:
        return to_perfect_count(state.positions, state.n, target)
    return distance(state, goal)


