"""Exact expected lengths of random walks on the Hanoi graph: a linear system.

A random walk from ``start`` that stops at ``goal`` takes ``E(x)`` more moves from each
position ``x``, where ``E(goal) = 0`` and ``E(x) = 1 + sum over next positions y of
p(x, y) E(y)`` (the first-step analysis of a Markov chain's hitting time; e.g. Norris,
*Markov Chains*, 1997, theorem 1.3.5).  Solving that system gives the expected walk length
exactly, to compare with the mean of simulated walks (:func:`hanoi.search.run` with
``strategy="random"``).

What a "position" is depends on the walk's rule (:data:`~hanoi.search.runner.WALKS`):

* ``none``, the plain random walk: the state alone, every legal move equally likely.  On
  three pegs the system has ``3**n`` unknowns (27 for 3 discs).
* ``back``, never undo the last move unless forced: the state and the previous state.
* ``disc``, the Russian tutorial's ``hanRnd``: never move the disc just moved unless forced: the state
  and that disc.

For the plain walk between perfect towers on three pegs the answer has a closed form,
``(3**n - 1)(5**n - 3**n) / (2 * 3**(n-1))`` (Alekseyev and Berger, "Solving the Tower of
Hanoi with random moves", 2016), which the tests check against the system.

>>> from hanoi import State
>>> round(expected_walk_length(State.parse("AAA"), State.parse("CCC"), walk="none"), 4)
141.5556
>>> round(expected_walk_length(State.parse("AAA"), State.parse("CCC"), walk="disc"), 4)
49.1111
"""

from __future__ import annotations

import numpy as np

from hanoi.errors import TooLargeError, UnknownAlgorithmError
from hanoi.search.problem import Problem
from hanoi.state import State, check_pair

__all__ = ["MAX_WALK_UNKNOWNS", "expected_walk_length"]

MAX_WALK_UNKNOWNS = 3000
"""The most unknowns of the linear system (a dense solve: 3000 take 72 MB and a second)."""

_RULES = ("disc", "back", "none")


def expected_walk_length(start: State, goal: State, *, walk: str = "disc") -> float:
    """The expected number of moves of a random walk from ``start`` until it first reaches ``goal``.

    ``walk`` is the rule of :func:`hanoi.search.strategies.random_walk`.  The positions the
    walk can reach are enumerated first and refused past :data:`MAX_WALK_UNKNOWNS`.

    >>> expected_walk_length(State.parse("A"), State.parse("C"), walk="none")  # a triangle: 2 on average
    2.0
    >>> expected_walk_length(State.perfect(9), State.perfect(9, peg=2))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: the random walk's linear system would have more than 3000 unknowns ...
    """
    start, goal = check_pair(start, goal)
    if walk not in _RULES:
        raise UnknownAlgorithmError(f"unknown walk rule {walk!r}; choose one of: {', '.join(_RULES)}"[:300])
    problem = Problem(start, goal)
    if problem.start == problem.goal:
        return 0.0
    # A position is (state, memory): memory is the disc just moved (rule "disc"), the state just
    # left (rule "back"), or nothing; -1 before the first move.
    index: dict[tuple[int, int], int] = {}
    rows: list[list[tuple[int, float]]] = []
    queue = [(problem.start, -1)]
    index[queue[0]] = 0
    while queue:
        position = queue.pop()
        state, memory = position
        successors = problem.successors(state)
        if walk == "disc":
            allowed = [c for c in successors if problem.disc(state, c) != memory] or successors
        elif walk == "back":
            allowed = [c for c in successors if c != memory] or successors
        else:
            allowed = successors
        row = []
        for child in allowed:
            if child == problem.goal:
                continue  # E(goal) = 0: the term drops out
            key = (child, problem.disc(state, child) if walk == "disc" else state if walk == "back" else -1)
            if key not in index:
                if len(index) >= MAX_WALK_UNKNOWNS:
                    raise TooLargeError(
                        f"the random walk's linear system would have more than {MAX_WALK_UNKNOWNS} unknowns "
                        f"({start.n} discs, {start.pegs} pegs, rule {walk!r}); limit MAX_WALK_UNKNOWNS"
                    )
                index[key] = len(index)
                queue.append(key)
            row.append((index[key], 1.0 / len(allowed)))
        while len(rows) <= index[position]:
            rows.append([])
        rows[index[position]] = row
    size = len(index)
    matrix = np.eye(size)
    for i, row in enumerate(rows):
        for j, p in row:
            matrix[i, j] -= p
    expected = np.linalg.solve(matrix, np.ones(size))
    return float(expected[0])
