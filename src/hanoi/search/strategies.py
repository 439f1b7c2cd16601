"""The textbook search strategies, each a short function, in one file.

Each strategy takes a problem (``start``, ``is_goal``, ``expand``) and returns the path it
found, a list of states from the start to a goal, or None when there is none.  The
pseudocode is that of Russell and Norvig, *Artificial Intelligence: A Modern Approach*,
4th ed. (2020), chapter 3, and of Korf (1985) for the iterative-deepening searches; the
random walk is the Russian tutorial's random player ``hanRnd``.

The problem a strategy is given is a :class:`~hanoi.search.meter.Meter`: ``expand``
counts and checks the limits, and the one line ``problem.watch(...)`` tells it which
containers hold the states.  That line is the only instrumentation in this file.

States are integers (:mod:`hanoi.search.problem`); every move costs 1.

>>> from hanoi import State
>>> from hanoi.search.meter import Limits, Meter
>>> from hanoi.search.problem import Problem
>>> problem = Meter(Problem(State.parse("AA"), State.parse("CC")), Limits())
>>> breadth_first(problem)  # AA, AB, CB, CC as codes
[0, 1, 7, 8]
"""

from __future__ import annotations

import heapq
import random
from collections import deque
from collections.abc import Callable, Iterator, Sized
from itertools import count
from typing import Literal, Protocol

__all__ = [
    "CUTOFF",
    "Heuristic",
    "SearchProblem",
    "a_star",
    "bidirectional_breadth_first",
    "breadth_first",
    "depth_first",
    "depth_limited",
    "greedy_best_first",
    "iterative_deepening",
    "iterative_deepening_a_star",
    "random_walk",
    "uniform_cost",
]

Heuristic = Callable[[int], int]
Path = list[int]


class SearchProblem(Protocol):
    """What a strategy may use: the start, the goal test, expansion, and ``watch`` for the meter."""

    start: int
    is_goal: Callable[[int], bool]
    disc: Callable[[int, int], int]

    def expand(self, state: int) -> list[int]: ...

    def watch(self, *stored: Sized, open: Sized | tuple[Sized, ...] | None = None) -> None: ...


class _Cutoff:
    """The result of a depth-limited search that met its limit (AIMA's ``cutoff``)."""

    def __repr__(self) -> str:
        return "CUTOFF"


CUTOFF = _Cutoff()
"""Returned by :func:`depth_limited` when the limit cut a branch off and no path was found."""


def _trace(parents: dict[int, int | None], state: int) -> Path:
    """Follow the parent links back from ``state`` to the start."""
    path = [state]
    while (parent := parents[path[-1]]) is not None:
        path.append(parent)
    return path[::-1]


# ---------------------------------------------------------------------- uninformed
def breadth_first(problem: SearchProblem) -> Path | None:
    """Breadth-first search (AIMA fig. 3.9): a FIFO frontier, the goal test on generation.

    Optimal, since every move costs 1; it holds every state up to the goal's depth.
    """
    start = problem.start
    if problem.is_goal(start):
        return [start]
    frontier = deque([start])
    reached: dict[int, int | None] = {start: None}  # each state seen, with its parent
    problem.watch(reached, open=frontier)
    while frontier:
        state = frontier.popleft()
        for child in problem.expand(state):
            if child not in reached:
                reached[child] = state
                if problem.is_goal(child):
                    return _trace(reached, child)
                frontier.append(child)
    return None


def depth_first(problem: SearchProblem) -> Path | None:
    """Depth-first graph search: a LIFO frontier and a table of reached states (AIMA section 3.4.3).

    Complete on the finite Hanoi graph, since no state is added twice, but the path it
    returns is whatever the dive found: usually far from the shortest.
    """
    start = problem.start
    frontier = [start]
    reached: dict[int, int | None] = {start: None}
    problem.watch(reached, open=frontier)
    while frontier:
        state = frontier.pop()
        if problem.is_goal(state):
            return _trace(reached, state)
        for child in problem.expand(state):
            if child not in reached:
                reached[child] = state
                frontier.append(child)
    return None


def depth_limited(problem: SearchProblem, limit: int) -> Path | _Cutoff | None:
    """Depth-limited tree search (AIMA fig. 3.12): depth first, no deeper than ``limit`` moves.

    Only the current path is remembered (to refuse cycles), so memory stays linear in the
    depth, but a state reached along many paths is searched again each time.  Returns
    :data:`CUTOFF` when the limit cut the search short and no path was found.
    """
    start = problem.start
    if problem.is_goal(start):
        return [start]
    path = [start]
    on_path = {start}
    branches: list[Iterator[int]] = [iter(problem.expand(start))] if limit > 0 else []
    cut = limit == 0
    problem.watch(path, open=branches)
    while branches:
        child = next(branches[-1], None)
        if child is None:  # every child of the last state is done: step back
            branches.pop()
            on_path.discard(path.pop())
            continue
        if child in on_path:  # a cycle
            continue
        if problem.is_goal(child):
            return [*path, child]
        if len(path) == limit:  # the child lies at the limit: do not expand it
            cut = True
            continue
        path.append(child)
        on_path.add(child)
        branches.append(iter(problem.expand(child)))
    return CUTOFF if cut else None


def iterative_deepening(problem: SearchProblem) -> Path | None:
    """Iterative deepening (Korf 1985; AIMA fig. 3.12): depth-limited search with limits 0, 1, 2, ...

    Optimal with unit costs and linear in memory; it pays by repeating the shallow levels.
    """
    for limit in count():
        result = depth_limited(problem, limit)
        if result is not CUTOFF:
            return result  # type: ignore[return-value]
    return None  # pragma: no cover - count() never ends


def uniform_cost(problem: SearchProblem) -> Path | None:
    """Uniform-cost search (Dijkstra; AIMA section 3.4.2): the cheapest path cost first, the goal test on removal.

    With every move costing 1 it visits states in the order of breadth-first search,
    at the price of a priority queue.
    """
    return _best_first(problem, lambda state, cost: cost)


def greedy_best_first(problem: SearchProblem, h: Heuristic) -> Path | None:
    """Greedy best-first search (AIMA section 3.5.1): the state that looks closest, ``h`` alone.

    Fast when ``h`` is good, never optimal in general.
    """
    return _best_first(problem, lambda state, cost: h(state))


def a_star(problem: SearchProblem, h: Heuristic) -> Path | None:
    """A* search (Hart, Nilsson and Raphael 1968; AIMA section 3.5.2): ``f = g + h``.

    Optimal when ``h`` is admissible (never overestimates); with a consistent ``h`` no
    state is expanded twice.  Ties go to the deeper state.
    """
    return _best_first(problem, lambda state, cost: cost + h(state))


def _best_first(problem: SearchProblem, f: Callable[[int, int], int]) -> Path | None:
    """Best-first search (AIMA fig. 3.7): expand the frontier state of least ``f(state, cost)``."""
    start = problem.start
    tie = count()  # equal keys: the deeper state, then the first pushed
    frontier = [(f(start, 0), 0, next(tie), start)]
    cost: dict[int, int] = {start: 0}  # reached: the cheapest known cost of each state
    parents: dict[int, int | None] = {start: None}
    problem.watch(cost, open=frontier)
    while frontier:
        _, minus_g, _, state = heapq.heappop(frontier)
        if -minus_g > cost[state]:  # a stale entry: the state was reached more cheaply since
            continue
        if problem.is_goal(state):
            return _trace(parents, state)
        g = cost[state] + 1  # the cost of each child: one move more
        for child in problem.expand(state):
            if child not in cost or g < cost[child]:
                cost[child] = g
                parents[child] = state
                heapq.heappush(frontier, (f(child, g), -g, next(tie), child))
    return None


def iterative_deepening_a_star(problem: SearchProblem, h: Heuristic) -> Path | None:
    """IDA* (Korf 1985): depth-first searches bounded by ``f = g + h``, the bound raised each round.

    Optimal with an admissible ``h`` and linear in memory, like iterative deepening, but a
    state reached along many paths is searched once per path.
    """
    bound: int | None = h(problem.start)
    while bound is not None:  # None: nothing was cut off, so there is no path at all
        found, bound = _bounded_depth_first(problem, h, bound)
        if found is not None:
            return found
    return None


def _bounded_depth_first(problem: SearchProblem, h: Heuristic, bound: int) -> tuple[Path | None, int | None]:
    """One round of IDA*: the path found within ``bound``, or the least ``f`` that exceeded it."""
    start = problem.start
    if h(start) > bound:
        return None, h(start)
    if problem.is_goal(start):
        return [start], bound
    path = [start]
    on_path = {start}
    branches = [iter(problem.expand(start))]
    least: int | None = None
    problem.watch(path, open=branches)
    while branches:
        child = next(branches[-1], None)
        if child is None:
            branches.pop()
            on_path.discard(path.pop())
            continue
        if child in on_path:
            continue
        f = len(path) + h(child)
        if f > bound:
            least = f if least is None else min(least, f)
            continue
        if problem.is_goal(child):
            return [*path, child], bound
        path.append(child)
        on_path.add(child)
        branches.append(iter(problem.expand(child)))
    return None, least


def bidirectional_breadth_first(problem: SearchProblem, goal: int) -> Path | None:
    """Bidirectional breadth-first search (Pohl 1971; AIMA section 3.4.5): a layer at a time from each end.

    The smaller frontier grows by one whole layer, and every new state is looked up on the
    other side; the first meeting gives a shortest path (moves are reversible, so the
    search from ``goal`` uses the same successors).
    """
    start = problem.start
    if start == goal:
        return [start]
    forward: dict[int, int | None] = {start: None}
    backward: dict[int, int | None] = {goal: None}
    frontiers = ([start], [goal])
    problem.watch(forward, backward, open=frontiers)
    while frontiers[0] and frontiers[1]:
        side = 0 if len(frontiers[0]) <= len(frontiers[1]) else 1
        mine, other = (forward, backward) if side == 0 else (backward, forward)
        layer = []
        for state in frontiers[side]:
            for child in problem.expand(state):
                if child not in mine:
                    mine[child] = state
                    if child in other:
                        there = _trace(forward, child)
                        back = _trace(backward, child)
                        return there + back[::-1][1:]
                    layer.append(child)
        frontiers[side][:] = layer
    return None


# ---------------------------------------------------------------------- random
def random_walk(
    problem: SearchProblem, rng: random.Random, avoid: Literal["disc", "back", "none"] = "disc"
) -> Path:
    """The Russian tutorial's random player ``hanRnd``: random legal moves until the goal, returning the walk.

    ``avoid="disc"`` is the seed's rule: never pick up the disc that was just put down
    (so never straight back, nor on again), unless no other move is legal;
    ``avoid="back"`` only refuses to undo the last move; ``avoid="none"`` is the plain
    random walk.  Returns the whole walk, repeats and all.
    """
    state = problem.start
    walk = [state]
    last_disc = 0
    previous = None
    problem.watch(walk)
    while not problem.is_goal(state):
        children = problem.expand(state)
        if avoid == "disc":
            allowed = [child for child in children if problem.disc(state, child) != last_disc] or children
        elif avoid == "back":
            allowed = [child for child in children if child != previous] or children
        else:
            allowed = children
        child = rng.choice(allowed)
        last_disc, previous, state = problem.disc(state, child), state, child
        walk.append(state)
    return walk
