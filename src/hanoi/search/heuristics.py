"""Heuristics for the informed strategies, by name, each with why it is admissible or not.

A heuristic ``h`` estimates the moves left from a state to the goal.  It is *admissible*
when it never overestimates them, so that A* and IDA* return shortest paths (Hart, Nilsson
and Raphael 1968), and *consistent* when ``h(s) <= 1 + h(t)`` across every move ``s → t``,
so that A* never expands a state twice (AIMA 4th ed., section 3.5.2).

==============  ===========================================================================
name            what it counts, and why it is (or is not) admissible
==============  ===========================================================================
``zero``        0 everywhere.  Admissible and consistent, and useless: A* becomes
                uniform-cost search.
``misplaced``   the discs not on their goal peg.  Each of them must move at least once,
                so it never overestimates; a move changes one disc, so ``h`` changes by at
                most 1: consistent.  Weak: on three pegs the distance is up to ``2**n - 1``.
``three-peg``   the exact three-peg distance (Hinz 1992, the French encyclopedia article's count; see
                :func:`hanoi.distance`), for three pegs only.  It is the distance itself, so
                admissible, consistent and perfect: A* walks straight down a shortest path.
                It is refused on more pegs, where it would overestimate: the extra pegs make
                paths shorter (a 4-peg tower of 3 discs takes 5 moves, not 7).
``pdb``         additive pattern databases (Felner, Korf and Hanan 2004; Korf and Felner
                2007; the tables of :mod:`hanoi.paths.pattern_db`): the discs split into
                blocks, and each block's exact distance with the other discs removed,
                added up.  Removing discs only removes constraints, so each term is a
                lower bound; a move moves one disc of one block, so the sum is admissible
                and consistent.  The largest discs form one block as large as
                ``hanoi.limits.PDB_SEARCH_ENTRIES`` allows (12 discs on four pegs, 15 on
                three), the rest smaller ones; exact when one block holds every disc.
                Without numba (extra ``bfs``) the blocks stay small (8 discs on four
                pegs, 10 on three).
``max(a,b,..)`` the largest of several.  Admissible (consistent) when each part is.  ``max``
                alone takes every admissible heuristic that applies.
==============  ===========================================================================

>>> from hanoi import State
>>> from hanoi.search.problem import Problem
>>> problem = Problem(State.parse("AAAA"), State.parse("CCCC"))
>>> [make_heuristic(name, problem).h(problem.start) for name in ("zero", "misplaced", "three-peg", "pdb")]
[0, 4, 15, 15]
>>> make_heuristic("max(misplaced,zero)", problem).h(problem.start)
4
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from hanoi.errors import InvalidArgumentError, UnknownAlgorithmError
from hanoi.paths.pattern_db import PatternDatabases, build_bytes, pattern_databases, search_entries
from hanoi.paths.three import three_distance
from hanoi.search.problem import TABLE_ENTRIES, Problem

__all__ = ["HEURISTICS", "BuiltHeuristic", "HeuristicInfo", "heuristic_bytes", "heuristic_parts", "make_heuristic"]

Heuristic = Callable[[int], int]


@dataclass(frozen=True)
class HeuristicInfo:
    """A named heuristic: whether it is admissible and consistent, and why, in one line."""

    name: str
    admissible: bool
    consistent: bool
    why: str


HEURISTICS: dict[str, HeuristicInfo] = {
    info.name: info
    for info in (
        HeuristicInfo("zero", True, True, "0 never overestimates; A* becomes uniform-cost search"),
        HeuristicInfo("misplaced", True, True, "each disc off its goal peg must move at least once"),
        HeuristicInfo("three-peg", True, True, "the exact three-peg distance (Hinz 1992); three pegs only"),
        HeuristicInfo("pdb", True, True, "additive pattern databases: disjoint blocks' exact distances, added"),
        HeuristicInfo("max", True, True, "the largest of admissible heuristics is admissible"),
    )
}
"""The heuristics by name (``max`` also as ``max(a,b,...)``)."""


@dataclass(frozen=True)
class BuiltHeuristic:
    """A heuristic built for one problem: the function, its name, its tables' bytes and seconds spent building them."""

    name: str
    h: Heuristic
    table_bytes: int
    admissible: bool
    seconds: float = 0.0


_MAX = re.compile(r"^\s*max\s*\((.*)\)\s*$")


def heuristic_parts(spec: str, pegs: int) -> list[str]:
    """The simple heuristics a name stands for (``max`` alone: every admissible one that applies).

    >>> heuristic_parts("max", 4), heuristic_parts("max(zero, pdb)", 3)
    (['misplaced', 'pdb'], ['zero', 'pdb'])
    >>> heuristic_parts("manhattan", 3)
    Traceback (most recent call last):
    ...
    hanoi.errors.UnknownAlgorithmError: unknown heuristic 'manhattan'; choose one of: zero, misplaced, ...
    """
    if not isinstance(spec, str):
        raise InvalidArgumentError(f"heuristic must be a name such as 'pdb', got {spec!r}"[:300])
    name = spec.strip().lower()
    match = _MAX.match(name)
    if name == "max":
        parts = ["misplaced", "pdb"] + (["three-peg"] if pegs == 3 else [])
    elif match:
        parts = [part.strip() for part in match.group(1).split(",")]
    else:
        return [_known(name, spec)]
    if not parts or any(not part for part in parts):
        raise InvalidArgumentError(f"heuristic {spec!r}: max(...) needs names separated by commas"[:300])
    return [_known(part, spec) for part in parts]


def _known(name: str, spec: str) -> str:
    if name not in HEURISTICS or name == "max":
        choices = ", ".join([*(n for n in HEURISTICS if n != "max"), "max", "max(a,b,...)"])
        raise UnknownAlgorithmError(f"unknown heuristic {spec!r}; choose one of: {choices}"[:300])
    return name


def heuristic_bytes(spec: str, problem: Problem) -> tuple[int, int]:
    """The bytes of a heuristic's tables, and at most the bytes held while they are built, known before.

    >>> from hanoi import State
    >>> heuristic_bytes("pdb", Problem(State.perfect(8, pegs=4), State.perfect(8, peg=3, pegs=4)))  # one block, numpy
    (65536, 65536)
    """
    tables = peak = 0
    for part in heuristic_parts(spec, problem.pegs):
        if part == "pdb":
            held, building = build_bytes(problem.n, problem.pegs, max_entries=search_entries())
            peak = max(peak, tables + building)
            tables += held
        elif part == "misplaced":
            tables += _chunk_count(problem) * problem.pegs ** _width(problem)
    return tables, max(peak, tables)


def make_heuristic(spec: str, problem: Problem, *, check: Callable[[], None] | None = None) -> BuiltHeuristic:
    """Build the heuristic ``spec`` (a name of :data:`HEURISTICS` or ``max(a,b,...)``) towards the problem's goal.

    ``check`` is called as long tables are built, so that a caller's limits can stop the work.

    >>> from hanoi import State
    >>> four = Problem(State.parse("AAA", pegs=4), State.parse("DDD", pegs=4))
    >>> make_heuristic("pdb", four).h(four.start)  # exact for 3 discs on 4 pegs
    5
    >>> make_heuristic("three-peg", four)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: heuristic 'three-peg' needs 3 pegs: on 4 pegs it would overestimate, ...
    """
    parts = heuristic_parts(spec, problem.pegs)
    built = [_build(part, problem, check) for part in parts]
    if len(built) == 1:
        return built[0]
    functions = [b.h for b in built]
    if len(functions) == 2:
        first, second = functions

        def h(state: int) -> int:
            return max(first(state), second(state))

    else:

        def h(state: int) -> int:
            return max(f(state) for f in functions)

    name = f"max({','.join(parts)})"
    return BuiltHeuristic(name, h, sum(b.table_bytes for b in built), all(b.admissible for b in built),
                          sum(b.seconds for b in built))


def _build(name: str, problem: Problem, check: Callable[[], None] | None) -> BuiltHeuristic:
    if name == "zero":
        return BuiltHeuristic(name, lambda state: 0, 0, True)
    if name == "misplaced":
        return _misplaced(problem)
    if name == "three-peg":
        return _three_peg(problem)
    return _pdb(problem, check)


def _width(problem: Problem) -> int:
    width = 1
    while width < problem.n and problem.pegs ** (width + 1) <= TABLE_ENTRIES:
        width += 1
    return width


def _chunk_count(problem: Problem) -> int:
    return -(-problem.n // _width(problem)) if problem.n else 0


def _misplaced(problem: Problem) -> BuiltHeuristic:
    """Per block of ``width`` discs, a table of how many of them are off their goal peg."""
    pegs, width = problem.pegs, _width(problem)
    modulus = pegs**width
    values = np.arange(modulus, dtype=np.int64)
    goal = problem.goal
    tables = []
    for _ in range(_chunk_count(problem)):
        target, goal = goal % modulus, goal // modulus
        count = np.zeros(modulus, dtype=np.uint8)
        rest, aim = values.copy(), target
        for _ in range(width):
            count += (rest % pegs != aim % pegs).astype(np.uint8)
            rest //= pegs
            aim //= pegs
        tables.append(count.tobytes())
    # discs past n in the top block are digits 0; the goal's digits there are 0 too, so they never count
    if len(tables) == 1:
        table = tables[0]

        def h(state: int) -> int:
            return table[state]

    else:

        def h(state: int) -> int:
            total = 0
            for table in tables:
                state, low = divmod(state, modulus)
                total += table[low]
            return total

    return BuiltHeuristic("misplaced", h, len(tables) * modulus, True)


def _three_peg(problem: Problem) -> BuiltHeuristic:
    if problem.pegs != 3:
        raise InvalidArgumentError(
            f"heuristic 'three-peg' needs 3 pegs: on {problem.pegs} pegs it would overestimate, since the "
            "extra pegs make paths shorter (use pdb or misplaced)"
        )
    goal = problem.goal_state.positions
    n = problem.n

    def h(state: int) -> int:
        positions = []
        for _ in range(n):
            state, peg = divmod(state, 3)
            positions.append(peg)
        return three_distance(tuple(positions), goal)

    return BuiltHeuristic("three-peg", h, 0, True)


def _pdb(problem: Problem, check: Callable[[], None] | None) -> BuiltHeuristic:
    databases = pattern_databases(problem.goal, problem.n, problem.pegs, max_entries=search_entries(), check=check)
    h = _lookup(databases)
    mirror = databases.mirror()  # the smallest discs in the large block, when that needs no new table
    if mirror is not None:
        first, second = h, _lookup(mirror)

        def larger(state: int) -> int:
            return max(first(state), second(state))

        h = larger
    return BuiltHeuristic("pdb", h, databases.nbytes, True, databases.seconds)


def _lookup(databases: PatternDatabases) -> Heuristic:
    """The bound of one state as a closure over the tables: A*'s hot path, one or two indexings.

    Of two blocks, one holds the largest discs (its code needs no remainder) and the other
    the smallest (no quotient); with a power of two pegs the digits are cut by shifts.
    """
    raw = databases.raw
    if len(raw) == 1:
        ((_, _, table),) = raw

        def one(state: int) -> int:
            return table[state]

        return one
    if len(raw) != 2:
        return databases.lookup
    (high_scale, _, high), (_, low_size, low) = sorted(raw, key=lambda part: -part[0])  # the largest discs first
    pegs = databases.pegs
    if pegs & (pegs - 1):

        def two(state: int) -> int:
            return high[state // high_scale] + low[state % low_size]

        return two
    high_shift, low_mask = high_scale.bit_length() - 1, low_size - 1

    def two_by_shifts(state: int) -> int:
        return high[state >> high_shift] + low[state & low_mask]

    return two_by_shifts
