"""The Tower of London (Shallice 1982): its solver and the published problem sets.

Balls of equal size on pegs of limited height (3, 2 and 1 in Shallice's apparatus): every
problem is a start and a goal position, and its difficulty is the fewest moves between them.
:func:`london_solve` finds that number and **every** optimal solution, by a breadth-first
search over the positions (:mod:`hanoi.variants.graph`), for any balls, pegs and heights.

The published sets are stored as facts in ``london_sets.json``: start, goal and the published
minimum, transcribed from PEBL's Tower of London (Mueller and Piper 2014;
``stmueller/pebl`` ``battery/tol/TOL.pbl``), which gathers Shallice's twelve problems, the
five-ball sets of Phillips et al. (1999), the sets of Fimbel et al. (2009) with their 36×36
distance table, the TOL-R (Schnirman et al. 1998) and the TOL-DX (Culbertson and Zillmer 1998).
The tests compare every published minimum with the computed one.

>>> solution = london_solve(BallState.parse("|21|3||"), BallState.parse("|123|||"))
>>> solution.min_moves, [" ".join(map(str, path)) for path in solution.paths]
(5, ['1AB 2AC 1BA 2CA 3BA', '1AC 2AB 1CA 2BA 3BA'])
>>> problem_set("shallice").problems[8].min_moves
5
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from hanoi._validate import shown
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError
from hanoi.limits import VARIANT_MAX_STATES
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.variants.graph import all_shortest_paths

__all__ = ["LondonProblem", "LondonSolution", "ProblemSet", "london_solve", "problem_set", "problem_sets"]


@dataclass(frozen=True, slots=True)
class LondonSolution:
    """The fewest moves between two positions and every path of that length."""

    start: BallState
    goal: BallState
    min_moves: int
    paths: tuple[tuple[Move, ...], ...]


@dataclass(frozen=True, slots=True)
class LondonProblem:
    """One published problem: start, goal, the published minimum and the label its source gives."""

    start: BallState
    goal: BallState
    min_moves: int
    label: str = ""


@dataclass(frozen=True, slots=True)
class ProblemSet:
    """A published set of problems with its rules and its citation."""

    name: str
    title: str
    citation: str
    rules: Rules
    problems: tuple[LondonProblem, ...]


def london_solve(start: BallState, goal: BallState, *, max_states: int = VARIANT_MAX_STATES,
                 max_paths: int = 100_000) -> LondonSolution:
    """The minimum moves from ``start`` to ``goal`` and all optimal paths (breadth-first, parents kept).

    >>> london_solve(BallState.parse("|21|3||"), BallState.parse("||32|1|")).paths
    ((Move(disc=1, source=0, target=2), Move(disc=2, source=0, target=1)),)
    """
    for label, value in (("start", start), ("goal", goal)):
        if not isinstance(value, BallState):
            raise InvalidArgumentError(f"london_solve() needs BallStates; {label} is {shown(value)}")
    paths = all_shortest_paths(start, goal, max_states=max_states, max_paths=max_paths)
    return LondonSolution(start, goal, len(paths[0]), tuple(paths))


@cache
def _data() -> dict[str, Any]:
    text = resources.files("hanoi.variants").joinpath("london_sets.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def problem_sets() -> dict[str, ProblemSet]:
    """Every stored problem set by name (``shallice``, ``phillips-a`` ..., ``tol-dx``, ``tol-r``).

    >>> {name: len(s.problems) for name, s in problem_sets().items()}["shallice"]
    12
    """
    return {name: problem_set(name) for name in _data()["sets"]}


@cache
def problem_set(name: str) -> ProblemSet:
    """One stored problem set, its positions under its own peg heights.

    >>> problem_set("tol-dx").rules.capacities
    (1, 2, 3)
    >>> problem_set("berg")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: unknown problem set 'berg'; choose one of: shallice, ...
    """
    sets = _data()["sets"]
    if name not in sets:
        raise InvalidArgumentError(f"unknown problem set {shown(name)}; choose one of: {', '.join(sets)}")
    entry = sets[name]
    rules = Rules.london(entry["capacities"])
    problems = tuple(
        LondonProblem(BallState.parse(p["start"], rules=rules), BallState.parse(p["goal"], rules=rules),
                      int(p["min_moves"]), str(p.get("label", "")))
        for p in entry["problems"]
    )
    return ProblemSet(name, entry["title"], entry["citation"], rules, problems)


def fimbel_table() -> tuple[tuple[BallState, ...], tuple[tuple[int, ...], ...]]:
    """Fimbel's 36 positions (heights 1, 2, 3) and his published table of distances between them.

    >>> states, table = fimbel_table()
    >>> len(states), table[0][:4]
    (36, (0, 1, 1, 2))
    """
    data = _data()
    rules = Rules.london([1, 2, 3])
    states = tuple(BallState.parse(text, rules=rules) for text in data["fimbel_states"])
    return states, tuple(tuple(row) for row in data["fimbel_distances"])
