"""Running the strategies by name, and what a run reports.

:func:`run` builds the problem, the heuristic and the meter, runs one strategy, and checks
its path against the exact distance of :mod:`hanoi.paths`; :func:`compare` runs several on
the same problem, and :func:`sweep` runs them on perfect towers of growing size.  A run
stopped by a limit raises :class:`~hanoi.search.meter.StrategyLimitError` from :func:`run`,
and becomes a row that says so in :func:`compare` and :func:`sweep`.

>>> from hanoi import State
>>> report = run(State.parse("AAA"), State.parse("CCC"), "bfs")
>>> report.found, report.length, report.optimal, report.expanded, report.generated
(True, 7, True, 18, 53)
"""

from __future__ import annotations

import gc
import math
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from hanoi._validate import check_int, check_n, check_pegs, shown_int
from hanoi.errors import InvalidArgumentError, SearchLimitError, TooLargeError, UnknownAlgorithmError
from hanoi.limits import MAX_COUNT_BITS
from hanoi.move import Move
from hanoi.search import strategies as textbook
from hanoi.search.heuristics import BuiltHeuristic, heuristic_bytes, make_heuristic
from hanoi.search.meter import MAX_MEMORY, MAX_NODES, MAX_SECONDS, Limits, Meter, StrategyLimitError, Usage
from hanoi.search.problem import Problem
from hanoi.state import State, check_pair

__all__ = [
    "MAX_DISCS",
    "STRATEGIES",
    "WALKS",
    "SearchReport",
    "StrategyInfo",
    "compare",
    "default_depth_limit",
    "effective_branching_factor",
    "run",
    "sweep",
]

MAX_DISCS = 1000
"""The most discs a strategy searches (states are integers of ``n`` base-``pegs`` digits)."""

WALKS = ("disc", "back", "none")
"""The rules of the random walk: the Russian tutorial's (never the disc just moved), no undo, or none."""

Walk = Literal["disc", "back", "none"]


@dataclass(frozen=True)
class StrategyInfo:
    """A strategy by name: what it is, whether it always returns a shortest path, what it uses."""

    name: str
    title: str
    optimal: bool
    informed: bool
    memory: str


STRATEGIES: dict[str, StrategyInfo] = {
    info.name: info
    for info in (
        StrategyInfo("bfs", "breadth-first search", True, False, "every state up to the goal's depth"),
        StrategyInfo("dfs", "depth-first graph search", False, False, "every state reached"),
        StrategyInfo("dls", "depth-limited search", False, False, "the current path"),
        StrategyInfo("iddfs", "iterative deepening", True, False, "the current path"),
        StrategyInfo("ucs", "uniform-cost search", True, False, "every state up to the goal's cost"),
        StrategyInfo("greedy", "greedy best-first search", False, True, "every state reached"),
        StrategyInfo("astar", "A* search", True, True, "every state with f below the distance"),
        StrategyInfo("idastar", "IDA*", True, True, "the current path"),
        StrategyInfo("bidirectional", "bidirectional breadth-first search", True, False,
                     "both balls, to half the distance"),
        StrategyInfo("random", "random walk (the Russian tutorial's hanRnd)", False, False, "the walk"),
    )
}
"""The strategies by their command-line names (``optimal``: with an admissible heuristic)."""


@dataclass(frozen=True)
class SearchReport:
    """What one strategy did on one problem.

    ``found`` says whether it returned a path, ``length`` its moves, ``distance`` the exact
    shortest distance (from :mod:`hanoi.paths`; None if not computed) and ``optimal``
    whether they agree.  ``stopped`` names the limit that stopped it (``max_nodes``,
    ``max_seconds``, ``max_memory``, or ``depth_limit`` for a depth-limited search cut
    off), with ``message`` the reason.  The counts are those of
    :class:`~hanoi.search.meter.Meter`; ``branching_factor`` is the effective branching
    factor of the generated nodes (:func:`effective_branching_factor`).  ``heuristic_bytes``
    and ``heuristic_seconds`` are the heuristic's tables and the time spent building them
    (0 for tables kept from an earlier search); both are counted in ``peak_bytes`` and
    ``seconds``, and against the limits.
    """

    strategy: str
    heuristic: str | None
    start: State
    goal: State
    found: bool
    length: int | None
    distance: int | None
    optimal: bool | None
    expanded: int
    generated: int
    peak_states: int
    peak_open: int
    peak_bytes: int
    seconds: float
    branching_factor: float | None
    stopped: str | None = None
    message: str | None = None
    heuristic_bytes: int = 0
    heuristic_seconds: float = 0.0
    order: tuple[int, ...] | None = field(default=None, repr=False, compare=False)
    path: tuple[int, ...] | None = field(default=None, repr=False, compare=False)
    problem: Problem | None = field(default=None, repr=False, compare=False)

    def states(self) -> list[State]:
        """The states of the path found, from the start to the goal (empty when none).

        >>> [str(s) for s in run(State.parse("AA"), State.parse("CC"), "bfs").states()]
        ['AA', 'AB', 'CB', 'CC']
        """
        if self.path is None or self.problem is None:
            return []
        return [self.problem.state(code) for code in self.path]

    def moves(self) -> Iterator[Move]:
        """The moves of the path found.

        >>> [str(m) for m in run(State.parse("AA"), State.parse("CC"), "bfs").moves()]
        ['1AB', '2AC', '1BC']
        """
        if self.path is None or self.problem is None:
            return iter(())
        problem, path = self.problem, self.path
        return (problem.move(path[i], path[i + 1]) for i in range(len(path) - 1))

    def discovered(self) -> list[State]:
        """The states in the order the strategy first saw them (``run(..., record=True)``).

        >>> [str(s) for s in run(State.parse("AA"), State.parse("CC"), "bfs", record=True).discovered()][:3]
        ['AA', 'AB', 'AC']
        """
        if self.order is None or self.problem is None:
            return []
        return [self.problem.state(code) for code in self.order]

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data (states as text), without the path.

        >>> sorted(run(State.parse("AA"), State.parse("CC"), "dfs").to_dict())[:6]
        ['branching_factor', 'distance', 'expanded', 'found', 'generated', 'goal']
        """
        return {
            "strategy": self.strategy,
            "heuristic": self.heuristic,
            "start": str(self.start),
            "goal": str(self.goal),
            "n": self.start.n,
            "pegs": self.start.pegs,
            "found": self.found,
            "length": self.length,
            "distance": self.distance,
            "optimal": self.optimal,
            "expanded": self.expanded,
            "generated": self.generated,
            "peak_states": self.peak_states,
            "peak_open": self.peak_open,
            "peak_bytes": self.peak_bytes,
            "seconds": round(self.seconds, 6),
            "branching_factor": None if self.branching_factor is None else round(self.branching_factor, 4),
            "stopped": self.stopped,
            "message": self.message,
            "heuristic_bytes": self.heuristic_bytes,
            "heuristic_seconds": round(self.heuristic_seconds, 6),
        }


def effective_branching_factor(generated: int, depth: int) -> float | None:
    """The ``b*`` of AIMA section 3.6.1: a uniform tree of depth ``depth`` with ``generated + 1`` nodes.

    Solves ``generated + 1 = 1 + b + b**2 + ... + b**depth`` by bisection, to 6 decimals; None
    for depth 0.

    >>> round(effective_branching_factor(52, 5), 2)  # AIMA's example: 52 nodes at depth 5
    1.92
    >>> effective_branching_factor(3, 3), effective_branching_factor(10, 0)
    (1.0, None)
    """
    generated, depth = check_int(generated, "generated", low=0), check_int(depth, "depth", low=0)
    if depth == 0:
        return None
    target = math.log(generated + 1)

    def log_tree(b: float) -> float:  # log(1 + b + ... + b**depth), without overflow
        if b == 1.0:
            return math.log(depth + 1)
        if b < 1.0:
            return math.log((1 - b ** (depth + 1)) / (1 - b))
        return (depth + 1) * math.log(b) + math.log((1 - b ** -(depth + 1)) / (b - 1))

    low, high = 0.0, math.exp(target / depth) + 1.0  # b**depth <= generated + 1 bounds b
    for _ in range(200):
        middle = (low + high) / 2
        if log_tree(middle) < target:
            low = middle
        else:
            high = middle
    return round((low + high) / 2, 6)


def _check_depth_limit(value: object) -> int | None:
    return None if value is None else check_int(value, "depth_limit", low=0)


def _check_names(strategy: object, heuristic: object, walk: object) -> None:
    if not isinstance(strategy, str) or strategy not in STRATEGIES:
        raise UnknownAlgorithmError(
            f"unknown strategy {strategy!r}; choose one of: {', '.join(STRATEGIES)}"[:300]
        )
    if walk not in WALKS:
        raise UnknownAlgorithmError(f"unknown walk rule {walk!r}; choose one of: {', '.join(WALKS)}"[:300])
    if not isinstance(heuristic, str):
        raise InvalidArgumentError(f"heuristic must be a name such as 'pdb', got {heuristic!r}"[:300])


def default_depth_limit(n: int, pegs: int) -> int:
    """The depth limit of ``dls`` when none is given: a bound on every distance.

    Three pegs: the diameter ``2**n - 1`` (the German encyclopedia article).  More pegs: ``2 * (2**n - 1)``, since
    any state reaches a perfect tower within ``2**n - 1`` moves (the French encyclopedia article's gathering works
    on any number of pegs) and a perfect tower reaches any state as fast.

    >>> default_depth_limit(4, 3), default_depth_limit(4, 4)
    (15, 30)
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    if n > MAX_COUNT_BITS:
        raise TooLargeError(f"the depth limit of {shown_int(n)} discs has more than {MAX_COUNT_BITS} bits "
                            "(hanoi.limits.MAX_COUNT_BITS)", size=n, limit=MAX_COUNT_BITS)
    return (1 << n) - 1 if pegs == 3 else 2 * ((1 << n) - 1)


def run(
    start: State,
    goal: State,
    strategy: str = "bfs",
    *,
    heuristic: str = "pdb",
    depth_limit: int | None = None,
    walk: Walk = "disc",
    seed: int | None = None,
    max_nodes: int = MAX_NODES,
    max_seconds: float | None = MAX_SECONDS,
    max_memory: int = MAX_MEMORY,
    trace_memory: bool = False,
    record: bool = False,
    distance: int | None = None,
    exact: bool = True,
) -> SearchReport:
    """Run one strategy from ``start`` to ``goal`` and report its path and its work.

    ``strategy`` is a name of :data:`STRATEGIES`; ``heuristic`` (informed strategies only)
    a name of :data:`~hanoi.search.heuristics.HEURISTICS`; ``depth_limit`` is the limit of
    ``dls`` (default :func:`default_depth_limit`); ``walk`` and ``seed`` set the random
    walk.  Past ``max_nodes`` expansions, ``max_seconds`` or ``max_memory`` bytes the run
    stops with :class:`~hanoi.search.meter.StrategyLimitError`, which names the limit.
    ``record`` keeps the order of discovery; ``trace_memory`` measures bytes with
    tracemalloc.  The path is checked against ``distance``, or the exact distance of
    :func:`hanoi.distance` when ``exact`` (three pegs: instant; more: a search).

    >>> report = run(State.parse("AAAA"), State.parse("CCCC"), "astar", heuristic="misplaced")
    >>> report.length, report.optimal, report.expanded < run(State.parse("AAAA"), State.parse("CCCC")).expanded
    (15, True, True)
    >>> run(State.parse("AAAA"), State.parse("CCCC"), "dfs").optimal
    False
    >>> run(State.perfect(8), State.perfect(8, peg=2), "iddfs", max_nodes=1000)
    Traceback (most recent call last):
    ...
    hanoi.search.meter.StrategyLimitError: search stopped after 1000 nodes expanded, ... (limit max_nodes=1000)
    """
    start, goal = check_pair(start, goal)
    _check_names(strategy, heuristic, walk)
    if strategy == "bidirectional" and start.rules is not None and not start.rules.is_symmetric():
        raise InvalidArgumentError(
            f"the bidirectional search walks back along the moves; the rules {start.rules.name!r} have one-way "
            "moves (choose another strategy)"
        )
    limit = _check_depth_limit(depth_limit)
    if start.n > MAX_DISCS:
        raise InvalidArgumentError(f"{start.n} discs are more than the strategies search (limit {MAX_DISCS})")
    limits = Limits(max_nodes=max_nodes, max_seconds=max_seconds, max_memory=max_memory)
    distance = None if distance is None else check_int(distance, "distance", low=0)
    info = STRATEGIES[strategy]
    problem = Problem(start, goal)
    built: BuiltHeuristic | None = None
    planned = 0
    if info.informed:
        _, planned = heuristic_bytes(heuristic, problem)
        if planned > limits.max_memory:
            raise StrategyLimitError(
                f"the tables of heuristic {heuristic!r} need {planned} bytes to build (limit max_memory="
                f"{limits.max_memory})", limit="max_memory", value=limits.max_memory, usage=Usage(0, 0, 0, 0, 0, 0.0),
            )
    collecting = gc.isenabled()
    gc.disable()  # as timeit does: the strategies make no reference cycles, and a collection would skew the time
    meter = Meter(problem, limits, record=record, trace_memory=trace_memory)
    try:
        if info.informed:
            meter.fixed_bytes = planned  # the tables and what building them holds, until they are built
            built = make_heuristic(heuristic, problem, check=meter.check)
            meter.fixed_bytes = built.table_bytes
            meter.check()
        found, cut = _dispatch(strategy, meter, built, limit, walk, seed, problem)
        usage = meter.finish()
    except StrategyLimitError as error:
        error.usage = error.usage or meter.finish()
        raise
    finally:
        if collecting:
            gc.enable()
    return _report(strategy, built, problem, found, cut, usage, limit, distance, exact)


def _dispatch(
    strategy: str, meter: Meter, built: BuiltHeuristic | None, limit: int | None, walk: Walk, seed: int | None,
    problem: Problem,
) -> tuple[list[int] | None, bool]:
    """Call the textbook function; returns the path and whether a depth limit cut the search."""
    h = built.h if built is not None else None
    calls: dict[str, Callable[[], Any]] = {
        "bfs": lambda: textbook.breadth_first(meter),
        "dfs": lambda: textbook.depth_first(meter),
        "dls": lambda: textbook.depth_limited(
            meter, default_depth_limit(problem.n, problem.pegs) if limit is None else limit
        ),
        "iddfs": lambda: textbook.iterative_deepening(meter),
        "ucs": lambda: textbook.uniform_cost(meter),
        "greedy": lambda: textbook.greedy_best_first(meter, h),  # type: ignore[arg-type]
        "astar": lambda: textbook.a_star(meter, h),  # type: ignore[arg-type]
        "idastar": lambda: textbook.iterative_deepening_a_star(meter, h),  # type: ignore[arg-type]
        "bidirectional": lambda: textbook.bidirectional_breadth_first(meter, problem.goal),
        "random": lambda: textbook.random_walk(meter, random.Random(seed), walk),
    }
    if strategy == "bidirectional":
        meter.note(problem.goal)  # the second root: seen before any expansion
    result = calls[strategy]()
    if result is textbook.CUTOFF:
        return None, True
    return result, False


def _exact(problem: Problem, distance: int | None, exact: bool) -> int | None:
    if distance is not None or not exact:
        return distance
    from hanoi.paths import distance as exact_distance

    try:
        return exact_distance(problem.start_state, problem.goal_state)
    except SearchLimitError:
        return None


def _report(
    strategy: str, built: BuiltHeuristic | None, problem: Problem, found: list[int] | None, cut: bool,
    usage: Usage, limit: int | None, distance: int | None, exact: bool,
) -> SearchReport:
    truth = _exact(problem, distance, exact)
    length = len(found) - 1 if found is not None else None
    stopped = message = None
    if cut:
        depth = default_depth_limit(problem.n, problem.pegs) if limit is None else limit
        stopped, message = "depth_limit", f"no path within the depth limit {depth}"
    return SearchReport(
        strategy=strategy,
        heuristic=built.name if built is not None else None,
        start=problem.start_state,
        goal=problem.goal_state,
        found=found is not None,
        length=length,
        distance=truth,
        optimal=None if length is None or truth is None else length == truth,
        expanded=usage.expanded,
        generated=usage.generated,
        peak_states=usage.peak_states,
        peak_open=usage.peak_open,
        peak_bytes=usage.peak_bytes,
        seconds=usage.seconds,
        branching_factor=effective_branching_factor(usage.generated, length) if length else None,
        stopped=stopped,
        message=message,
        heuristic_bytes=built.table_bytes if built is not None else 0,
        heuristic_seconds=built.seconds if built is not None else 0.0,
        order=usage.order,
        path=tuple(found) if found is not None else None,
        problem=problem,
    )


def _stopped(strategy: str, heuristic: str | None, start: State, goal: State, error: StrategyLimitError,
             distance: int | None) -> SearchReport:
    usage = error.usage
    return SearchReport(
        strategy=strategy,
        heuristic=heuristic if STRATEGIES[strategy].informed else None,
        start=start,
        goal=goal,
        found=False,
        length=None,
        distance=distance,
        optimal=None,
        expanded=usage.expanded if usage else 0,
        generated=usage.generated if usage else 0,
        peak_states=usage.peak_states if usage else 0,
        peak_open=usage.peak_open if usage else 0,
        peak_bytes=usage.peak_bytes if usage else 0,
        seconds=usage.seconds if usage else 0.0,
        branching_factor=None,
        stopped=error.limit,
        message=str(error),
        order=usage.order if usage else None,
    )


def compare(start: State, goal: State, strategies: Iterable[str], **options: Any) -> list[SearchReport]:
    """Run several strategies on one problem; a strategy stopped by a limit gives a report that says so.

    ``options`` are those of :func:`run`; the exact distance is computed once.

    >>> rows = compare(State.parse("AAAAA"), State.parse("CCCCC"), ["bfs", "iddfs"], max_nodes=2000)
    >>> [(r.strategy, r.found, r.length, r.stopped) for r in rows]
    [('bfs', True, 31, None), ('iddfs', False, None, 'max_nodes')]
    """
    start, goal = check_pair(start, goal)
    names = _strategy_names(strategies)
    for name in names:
        _check_names(name, options.get("heuristic", "pdb"), options.get("walk", "disc"))
    distance = options.pop("distance", None)
    if distance is None and options.get("exact", True):
        distance = _exact(Problem(start, goal), None, True)
    reports = []
    for name in names:
        try:
            reports.append(run(start, goal, name, distance=distance, **options))
        except StrategyLimitError as error:
            reports.append(_stopped(name, options.get("heuristic", "pdb"), start, goal, error, distance))
    return reports


def _strategy_names(strategies: Iterable[str]) -> list[str]:
    if isinstance(strategies, str):
        strategies = [part.strip() for part in strategies.split(",")]
    names = list(strategies)
    if not names:
        raise InvalidArgumentError("no strategy given; choose from: " + ", ".join(STRATEGIES))
    for name in names:
        if name not in STRATEGIES:
            raise UnknownAlgorithmError(f"unknown strategy {name!r}; choose one of: {', '.join(STRATEGIES)}"[:300])
    return names


def sweep(
    ns: Sequence[int], strategies: Iterable[str], *, pegs: int = 3, source: int = 0, target: int | None = None,
    **options: Any,
) -> list[SearchReport]:
    """:func:`compare` on the perfect-to-perfect problem for each ``n`` of ``ns``.

    The tower goes from peg ``source`` to ``target`` (default: the last peg).

    >>> [(r.start.n, r.strategy, r.expanded) for r in sweep([2, 3], ["bfs", "astar"])]
    [(2, 'bfs', 4), (2, 'astar', 3), (3, 'bfs', 18), (3, 'astar', 7)]
    """
    from hanoi._validate import check_source_target

    names = _strategy_names(strategies)
    goal_peg = pegs - 1 if target is None else target
    check_source_target(source, goal_peg, pegs)
    sizes = list(ns)
    sizes = [check_int(n, "sweep size", low=0, high=MAX_DISCS) for n in sizes]
    reports: list[SearchReport] = []
    for n in sizes:
        start, goal = State.perfect(n, pegs=pegs, peg=source), State.perfect(n, pegs=pegs, peg=goal_peg)
        reports.extend(compare(start, goal, names, **options))
    return reports
