"""Exact shortest paths on four or more pegs: layered bidirectional search.

Larger discs that agree in start and goal are dropped first (they never move on a
shortest path), and the rest of the state is packed into one base-``pegs`` integer.
Breadth-first layers are expanded as numpy arrays from both ends until they meet.  With
4 pegs the search is a plain bidirectional BFS (between two perfect towers it is not
needed: the Frame–Stewart solution is optimal, Bousch 2014).  From 5 pegs on it is
pruned: additive pattern databases (Felner, Korf and Hanan, "Additive pattern database
heuristics", 2004) over disjoint blocks of discs give lower bounds towards both ends, a
beam search gives an upper bound ``U``, and every state with ``depth + h > U`` is
dropped.  Both directions keep their layers, so the path is read back from the meeting
state.  Node, memory and time limits stop the search with
:class:`~hanoi.SearchLimitError`, which names the limit.

The public entry points are :func:`hanoi.path_search`, :func:`hanoi.distance` and
:func:`hanoi.path`.

>>> from hanoi import State, path_search
>>> path_search(State.parse("ABCD", pegs=4), State.parse("DCBA", pegs=4)).nodes_expanded > 0
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from hanoi.errors import InvalidArgumentError, SearchLimitError, TooLargeError, UnknownAlgorithmError
from hanoi.kpegs import frame_stewart, fs_solve
from hanoi.limits import SEARCH_MAX_MEMORY, SEARCH_MAX_NODES, SEARCH_MAX_SECONDS
from hanoi.move import Move
from hanoi.paths.codes import CHUNK, Codes, encode, neighbours
from hanoi.paths.pattern_db import pattern_databases
from hanoi.paths.three import largest_difference, three_path
from hanoi.state import State

__all__ = ["MAX_MEMORY", "MAX_NODES", "METHODS", "SearchResult"]

Positions = tuple[int, ...] | npt.NDArray[np.int64]
Heuristic = Callable[[Codes], Codes]

METHODS = ("auto", "bidirectional", "pdb", "bfs")
"""Search methods for 4 or more pegs: ``auto`` is ``bidirectional`` for 4 pegs and
``pdb`` (bidirectional, pruned by pattern databases) beyond; ``bfs`` is the plain
one-directional baseline."""

MAX_NODES = SEARCH_MAX_NODES
"""Default limit on the states a search expands (about half a minute of work)."""

MAX_MEMORY = SEARCH_MAX_MEMORY
"""Default limit, in bytes, on the arrays of one search (1 GiB)."""

_BEAM_WIDTH = 1024
_CODE_LIMIT = 1 << 62

# ------------------------------------------------------------------ results
@dataclass(frozen=True)
class SearchResult:
    """What a search found and what it cost.

    ``nodes_expanded`` counts states whose moves were generated (beam search
    included), ``states_stored`` the states kept in the layers of both directions,
    ``pdb_entries`` the size of the pattern databases built.  Three-peg results come
    from the linear analysis, with no search at all.

    >>> from hanoi import path_search
    >>> result = path_search(State.parse("ABCD", pegs=4), State.parse("DCBA", pegs=4))
    >>> result.distance, result.method, len(list(result.moves()))
    (6, 'bidirectional', 6)
    >>> path_search(State.parse("AAAA", pegs=4), State.parse("DDDD", pegs=4)).method
    'frame-stewart'
    """

    start: State
    goal: State
    distance: int
    method: str
    nodes_expanded: int = 0
    states_stored: int = 0
    pdb_entries: int = 0
    lower_bound: int | None = None
    upper_bound: int | None = None
    seconds: float = 0.0
    solution: tuple[Move, ...] | None = field(default=None, repr=False)

    def moves(self) -> Iterator[Move]:
        """The moves of one shortest path, in order (lazily for three pegs).

        >>> from hanoi import path_search
        >>> [str(m) for m in path_search(State.parse("AC"), State.parse("CA")).moves()]
        ['1CB', '2AC', '1BA']
        """
        if self.solution is not None:
            return iter(self.solution)
        if self.method == "three-peg":
            return three_path(self.start, self.goal)
        if self.method == "frame-stewart":
            return fs_solve(
                self.start.n, pegs=self.start.pegs, source=self.start.positions[0], target=self.goal.positions[0]
            )
        raise InvalidArgumentError("this search was run for the distance only; its moves were not kept")

    def _repr_html_(self) -> str:
        """Start and goal side by side and what the search cost, for Jupyter (:mod:`hanoi.draw.notebook`).

        >>> from hanoi import path_search
        >>> path_search(State.parse("AB"), State.parse("BA"))._repr_html_().count("<svg")
        2
        """
        from hanoi.draw.notebook import search_result_html

        return search_result_html(self)

    def summary(self) -> str:
        """One line: distance, method, nodes, memory and time.

        >>> from hanoi import path_search
        >>> path_search(State.parse("AB"), State.parse("BA")).summary()  # doctest: +ELLIPSIS
        'distance 3; method three-peg; 0 nodes expanded; 0 states stored; ... s'
        """
        parts = [
            f"distance {self.distance}",
            f"method {self.method}",
            f"{self.nodes_expanded} nodes expanded",
            f"{self.states_stored} states stored",
        ]
        if self.pdb_entries:
            parts.append(f"{self.pdb_entries} pattern-database entries")
        if self.lower_bound is not None:
            parts.append(f"bounds {self.lower_bound}..{self.upper_bound if self.upper_bound is not None else '?'}")
        parts.append(f"{self.seconds:.3f} s")
        return "; ".join(parts)


@dataclass(frozen=True)
class Limits:
    """The checked limits of one search (see :func:`make_limits`).

    >>> limits = make_limits(max_nodes=1000)
    >>> limits
    Limits(max_nodes=1000, max_memory=1073741824, max_seconds=10.0, method='auto')
    >>> limits.max_nodes = 5
    Traceback (most recent call last):
    ...
    dataclasses.FrozenInstanceError: cannot assign to field 'max_nodes'
    """

    max_nodes: int
    max_memory: int
    max_seconds: float | None
    method: str


def make_limits(
    max_nodes: int = MAX_NODES,
    max_memory: int = MAX_MEMORY,
    max_seconds: float | None = SEARCH_MAX_SECONDS,
    method: str = "auto",
) -> Limits:
    """Check the limits of a search and bundle them, or raise an error that quotes the bad one.

    >>> make_limits(max_nodes=10).max_nodes
    10
    >>> make_limits(method="dfs")
    Traceback (most recent call last):
    ...
    hanoi.errors.UnknownAlgorithmError: unknown search method 'dfs'; choose one of: auto, bidirectional, pdb, bfs
    """
    for name, value in (("max_nodes", max_nodes), ("max_memory", max_memory)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise InvalidArgumentError(f"{name} must be an integer >= 1, got {value!r}")
    if max_seconds is not None and (
        isinstance(max_seconds, bool) or not isinstance(max_seconds, int | float) or not max_seconds > 0
    ):
        raise InvalidArgumentError(f"max_seconds must be a number > 0 or None, got {max_seconds!r}")
    if method not in METHODS:
        raise UnknownAlgorithmError(f"unknown search method {method!r}; choose one of: {', '.join(METHODS)}")
    return Limits(max_nodes, max_memory, max_seconds, method)



# ------------------------------------------------------------------ four or more pegs
class _Budget:
    """Counts the work of one search and raises :class:`SearchLimitError` past a limit."""

    def __init__(self, limits: Limits, branching: int) -> None:
        self.limits = limits
        self.branching = branching
        self.began = time.perf_counter()
        self.expanded = 0
        self.stored = 0
        self.peak = 0
        self.fixed_bytes = 0

    def store(self, count: int) -> None:
        self.stored += count
        self.peak = max(self.peak, self.stored)

    def before(self, frontier: int) -> None:
        limits = self.limits
        if self.expanded + frontier > limits.max_nodes:
            raise SearchLimitError(
                f"search stopped after {self.expanded} nodes expanded; the next layer has {frontier} more "
                f"(limit max_nodes={limits.max_nodes})",
                limit="max_nodes",
            )
        need = 8 * self.stored + self.fixed_bytes + 24 * min(frontier, CHUNK) * self.branching
        need += 16 * frontier * self.branching
        if need > limits.max_memory:
            raise SearchLimitError(
                f"search stopped after {self.expanded} nodes expanded: the next layer would need about "
                f"{need >> 20} MiB in all (limit max_memory={limits.max_memory} bytes)",
                limit="max_memory",
            )
        elapsed = time.perf_counter() - self.began
        if limits.max_seconds is not None and elapsed > limits.max_seconds:
            raise SearchLimitError(
                f"search stopped after {self.expanded} nodes expanded and {elapsed:.1f} s "
                f"(limit max_seconds={limits.max_seconds})",
                limit="max_seconds",
            )
        self.expanded += frontier

    def seconds(self) -> float:
        return time.perf_counter() - self.began


def _heuristic(goal: int, n: int, pegs: int, budget: _Budget) -> tuple[Heuristic, int]:
    """An additive pattern-database lower bound on the distance to ``goal`` (:mod:`hanoi.paths.pattern_db`)."""
    databases = pattern_databases(goal, n, pegs)
    budget.fixed_bytes += databases.nbytes
    return databases.bound, databases.entries


def _beam(start: int, goal: int, n: int, pegs: int, powers: Codes, bound: Heuristic, budget: _Budget) -> int | None:
    """Length of some path found by a beam search guided by ``bound``: an upper bound."""
    layer = np.array([start], dtype=np.int64)
    seen = layer
    depth = 0
    cap = max(budget.limits.max_nodes // 4, 1)
    while len(layer) and budget.expanded + len(layer) <= cap:
        budget.before(len(layer))
        found = neighbours(layer, n, pegs, powers)
        found = found[~np.isin(found, seen, assume_unique=True)]
        depth += 1
        if np.any(found == goal):
            return depth
        if len(found) > _BEAM_WIDTH:
            order = np.lexsort((found, bound(found)))
            found = np.sort(found[order[:_BEAM_WIDTH]])
        seen = np.union1d(seen, found)
        layer = found
    return None


def run_search(start: State, goal: State, limits: Limits, *, keep_path: bool) -> SearchResult:
    """Search four or more pegs exactly, within ``limits``; keep the moves if asked.

    >>> run_search(State.parse("ABC", pegs=4), State.parse("CBA", pegs=4), make_limits(), keep_path=False).distance
    3
    """
    pegs = start.pegs
    d = largest_difference(start.positions, goal.positions)
    method = limits.method if limits.method != "auto" else ("bidirectional" if pegs == 4 else "pdb")
    budget = _Budget(limits, pegs * (pegs - 1) // 2)
    if d == 0:
        return SearchResult(start, goal, 0, method, solution=(), seconds=budget.seconds())
    if pegs == 4 and start.is_perfect() and goal.is_perfect():  # optimal by Bousch (2014): no search
        return SearchResult(start, goal, frame_stewart(d, 4), "frame-stewart", seconds=budget.seconds())
    if pegs**d > _CODE_LIMIT:
        raise TooLargeError(
            f"refusing to search {d} discs on {pegs} pegs: {pegs}**{d} states do not fit the "
            "64-bit state codes of the search"
        )
    origin, target = encode(start.positions[:d], pegs), encode(goal.positions[:d], pegs)
    powers = pegs ** np.arange(d + 1, dtype=np.int64)
    lower = upper = None
    entries = 0
    met: tuple[list[Codes], list[Codes]] | None = None
    if method == "pdb":
        to_goal, entries_goal = _heuristic(target, d, pegs, budget)
        to_start, entries_start = _heuristic(origin, d, pegs, budget)
        entries = entries_goal + entries_start
        lower = max(int(to_goal(np.array([origin]))[0]), int(to_start(np.array([target]))[0]))
        upper = _beam(origin, target, d, pegs, powers, to_goal, budget)
        bound = lower
        while met is None:  # breadth-first iterative deepening on the bound, capped by the beam's path
            if upper is not None:
                bound = min(bound, upper)
            met, bound = _layers(origin, target, d, pegs, powers, budget, (to_goal, to_start), bound)
    else:
        met, _ = _layers(origin, target, d, pegs, powers, budget, None, None, both=method != "bfs")
    assert met is not None
    forward, backward = met
    steps = len(forward) - 1 + len(backward) - 1
    solution = _read_path(forward, backward, d, pegs, powers) if keep_path else None
    return SearchResult(
        start, goal, steps, method,
        nodes_expanded=budget.expanded,
        states_stored=budget.peak,
        pdb_entries=entries,
        lower_bound=lower,
        upper_bound=upper,
        seconds=budget.seconds(),
        solution=solution,
    )


def _layers(
    origin: int,
    target: int,
    n: int,
    pegs: int,
    powers: Codes,
    budget: _Budget,
    bounds: tuple[Heuristic, Heuristic] | None,
    upper: int | None,
    *,
    both: bool = True,
) -> tuple[tuple[list[Codes], list[Codes]] | None, int]:
    """Breadth-first layers from both ends until they meet; the last layers hold the meeting state.

    Neighbours of layer ``k`` lie in layers ``k - 1``, ``k`` and ``k + 1``, so only the
    last two layers of a side are needed to drop repeats (also under pruning, whose
    bound only tightens with depth).  Expanding one layer raises the sum of the two
    depths by one, and while the ends have not met the distance exceeds that sum: so
    the first meeting is at the exact distance.  With ``bounds`` and ``upper``, states
    with ``depth + bound > upper`` are dropped; if the ends do not meet within
    ``upper``, the result is None and the smallest bound that was exceeded.
    """
    sides: list[list[Codes]] = [[np.array([origin], dtype=np.int64)], [np.array([target], dtype=np.int64)]]
    budget.stored = 2
    exceeded: int | None = None
    while True:
        if upper is not None and len(sides[0]) + len(sides[1]) - 2 >= upper:
            return None, upper + 1 if exceeded is None else max(exceeded, upper + 1)
        side = 0 if not both or len(sides[0][-1]) <= len(sides[1][-1]) else 1
        layers = sides[side]
        frontier = layers[-1]
        if not len(frontier):
            if upper is None:
                raise RuntimeError("the search ran out of states before the two ends met")
            return None, upper + 1 if exceeded is None else max(exceeded, upper + 1)
        budget.before(len(frontier))
        found = neighbours(frontier, n, pegs, powers)
        found = found[~np.isin(found, frontier, assume_unique=True)]
        if len(layers) > 1:
            found = found[~np.isin(found, layers[-2], assume_unique=True)]
        if bounds is not None and upper is not None:
            estimate = len(layers) + bounds[side](found)
            keep = estimate <= upper
            if not keep.all():
                least = int(estimate[~keep].min())
                exceeded = least if exceeded is None else min(exceeded, least)
            found = found[keep]
        layers.append(found)
        budget.store(len(found))
        meet = np.intersect1d(found, sides[1 - side][-1], assume_unique=True)
        if len(meet):
            other = sides[1 - side]
            other[-1] = meet[:1]
            layers[-1] = meet[:1]
            return (sides[0], sides[1]), upper if upper is not None else 0


def _read_path(forward: list[Codes], backward: list[Codes], n: int, pegs: int, powers: Codes) -> tuple[Move, ...]:
    """The states from start to goal through the meeting state, then the moves between them."""
    meeting = int(forward[-1][0])
    chain_forward = [meeting]
    for layer in reversed(forward[:-1]):
        found = neighbours(np.array([chain_forward[-1]], dtype=np.int64), n, pegs, powers)
        chain_forward.append(int(np.intersect1d(found, layer, assume_unique=True)[0]))
    chain_backward = [meeting]
    for layer in reversed(backward[:-1]):
        found = neighbours(np.array([chain_backward[-1]], dtype=np.int64), n, pegs, powers)
        chain_backward.append(int(np.intersect1d(found, layer, assume_unique=True)[0]))
    codes = chain_forward[::-1] + chain_backward[1:]
    return tuple(_move_between(a, b, n, pegs) for a, b in pairwise(codes))


def _move_between(a: int, b: int, n: int, pegs: int) -> Move:
    for disc in range(1, n + 1):
        a, here = divmod(a, pegs)
        b, there = divmod(b, pegs)
        if here != there:
            return Move(disc, here, there)
    raise RuntimeError("two equal states on a path")

