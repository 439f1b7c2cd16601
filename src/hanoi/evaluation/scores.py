"""Graded scores of an answer or a run: reasoning-gym's score, prefix credit, and the distance left.

Three numbers beside solved / not solved, each computed from states the library knows exactly:

- :func:`gym_score`, reasoning-gym's ``tower_of_hanoi`` score (``score_answer`` in
  ``reasoning_gym/games/tower_of_hanoi.py``, open-thought/reasoning-gym, 2025): 1.0 for a
  solution no longer than the optimal one, ``optimal / moves`` for a longer solution,
  0.05 for moves that are all legal but stop short of the goal, 0 otherwise (an illegal
  move, a line that does not read, no moves).
- :func:`distance_left`: the fewest moves from the state the answer leaves the puzzle in
  (after its legal moves, before its first error) to the goal, exact: linear time on
  three pegs (Hinz 1992), a bounded search on more.
- :func:`prefix_credit`: the share of the optimal path walked before the first error,
  ``(d(start) - d(reached)) / d(start)`` with ``d`` the distance to the goal.  It equals
  ``valid_prefix / optimal`` when every legal move lies on a shortest path, and less when
  the moves wander (a legal move away from the goal takes credit back).

>>> start, goal = State.parse("AAA"), State.parse("CCC")
>>> distance_left(State.parse("CBA"), goal), prefix_credit(start, State.parse("CBA"), goal)
(2, 0.7142857142857143)
>>> gym_score(solved=True, legal=True, moves=9, optimal=7), gym_score(solved=False, legal=True, moves=3, optimal=7)
(0.7777777777777778, 0.05)
"""

from __future__ import annotations

from hanoi.errors import HanoiError
from hanoi.paths import distance
from hanoi.state import State

__all__ = ["GYM_VALID_UNSOLVED", "SEARCHED_STATES", "distance_left", "gym_score", "prefix_credit"]

GYM_VALID_UNSOLVED = 0.05
"""reasoning-gym's score for moves that are all legal but do not reach the goal."""

SEARCHED_STATES = 1 << 20
"""On four or more pegs, :func:`distance_left` searches only puzzles of at most this many states (else None)."""


def distance_left(state: State, goal: State) -> int | None:
    """The fewest moves from ``state`` to ``goal``; None where only a search past :data:`SEARCHED_STATES` would tell.

    >>> distance_left(State.parse("AB"), State.parse("CC"))
    2
    >>> distance_left(State.perfect(3, pegs=4), State.parse("DDD", pegs=4))
    5
    """
    if state.pegs != 3 and state.pegs**state.n > SEARCHED_STATES:
        return None
    try:
        return distance(state, goal)
    except HanoiError:
        return None


def prefix_credit(start: State, reached: State, goal: State, optimal: int | None = None) -> float | None:
    """The share of the optimal path walked: ``(d(start) - d(reached)) / d(start)``, at least 0 (1 when start is goal).

    ``optimal`` is ``d(start)`` when already known.

    >>> prefix_credit(State.parse("AA"), State.parse("BA"), State.parse("CC"))
    0.3333333333333333
    >>> prefix_credit(State.parse("AA"), State.parse("AC"), State.parse("CC"))  # disc 1 the wrong way
    0.0
    """
    total = optimal if optimal is not None else distance_left(start, goal)
    if total is None:
        return None
    if total == 0:
        return 1.0
    left = distance_left(reached, goal)
    return None if left is None else max(0, total - left) / total


def gym_score(*, solved: bool, legal: bool, moves: int, optimal: int | None) -> float:
    """reasoning-gym's score: 1 if solved in at most ``optimal`` moves, ``optimal / moves`` if longer,
    0.05 if every move was ``legal`` but the goal was not reached, else 0.

    >>> gym_score(solved=True, legal=True, moves=7, optimal=7), gym_score(solved=False, legal=False, moves=2, optimal=7)
    (1.0, 0.0)
    """
    if solved:
        return 1.0 if optimal is None or moves <= optimal else optimal / moves
    return GYM_VALID_UNSOLVED if legal else 0.0
