"""Search strategies side by side on the Hanoi model, instrumented, for teaching and research.

The Russian tutorial builds its Hanoi model so that it "is then used to discuss search strategies in
spaces with a large number of states".  This package runs the classic strategies on that
model, on any start and goal and any number of pegs, and reports what a textbook reports:
the path and whether it is a shortest one, nodes expanded and generated, the most states
and bytes held at once, the time and the effective branching factor.

* :mod:`hanoi.search.strategies`: the textbook algorithms, one short function each;
* :mod:`hanoi.search.problem`: the puzzle as a search problem (states as integers);
* :mod:`hanoi.search.meter`: the instruments and the limits, kept apart;
* :mod:`hanoi.search.heuristics`: ``zero``, ``misplaced``, ``three-peg``, ``pdb``, ``max``;
* :mod:`hanoi.search.runner`: :func:`run`, :func:`compare`, :func:`sweep` and the reports;
* :mod:`hanoi.search.walks`: exact expected lengths of random walks (a linear system);
* :mod:`hanoi.search.sizes`: the Russian tutorial's table of the shortest solution against the states;
* :mod:`hanoi.search.animate`: the order of discovery on the Sierpiński drawing.

>>> from hanoi import State
>>> from hanoi.search import compare
>>> for r in compare(State.parse("AAAA"), State.parse("CCCC"), ["bfs", "dfs", "astar"], heuristic="misplaced"):
...     print(r.strategy, r.length, r.optimal, r.expanded)
bfs 15 True 60
dfs 29 False 42
astar 15 True 53
"""

from __future__ import annotations

from hanoi.search.heuristics import HEURISTICS, HeuristicInfo, make_heuristic
from hanoi.search.meter import MAX_MEMORY, MAX_NODES, MAX_SECONDS, Limits, StrategyLimitError
from hanoi.search.problem import Problem
from hanoi.search.runner import (
    MAX_DISCS,
    STRATEGIES,
    WALKS,
    SearchReport,
    StrategyInfo,
    compare,
    default_depth_limit,
    effective_branching_factor,
    run,
    sweep,
)

__all__ = [
    "HEURISTICS",
    "MAX_DISCS",
    "MAX_MEMORY",
    "MAX_NODES",
    "MAX_SECONDS",
    "STRATEGIES",
    "WALKS",
    "HeuristicInfo",
    "Limits",
    "Problem",
    "SearchReport",
    "StrategyInfo",
    "StrategyLimitError",
    "compare",
    "default_depth_limit",
    "effective_branching_factor",
    "make_heuristic",
    "run",
    "sweep",
]
