"""The linear tower: three pegs in a row, moves only between neighbours.

The end pegs are ``a`` and ``b`` and the middle peg ``m``.  Carrying ``n`` discs from one end to
the other must pass every disc through the middle twice, so the transfer takes ``3**n - 1``
moves (OEIS A024023; Scorer, Grundy and Smith 1944; Hinz et al. 2018, §8.1): move ``n - 1``
discs to the far end, the largest to the middle, the ``n - 1`` back, the largest on, the
``n - 1`` over again.  Those ``3**n`` states are every state there is: the state graph is a
path, and the transfer walks it from end to end.  Its ``k``-th state is ``k`` written in the
reflected ternary Gray code (digit ``t`` of disc ``d`` puts it on ``a``, ``m``, ``b``; the
smaller discs run backwards when ``t`` is odd), so any state, any move and the distance between
any two states come without replay.  An end-to-middle transfer takes ``(3**n - 1) / 2`` moves
(OEIS A003462): the half of the path from one end to the state with all discs in the middle.

>>> [str(move) for move in linear_solve(2)]
['1AB', '1BC', '2AB', '1CB', '1BA', '2BC', '1AB', '1BC']
>>> linear_state_at(2, 4), linear_step_of(State.parse("BB"))
(State('BB'), 4)
"""

from __future__ import annotations

from collections.abc import Iterator

from hanoi._validate import check_count_bits, check_discs, check_int, check_n, shown, shown_int
from hanoi.errors import InvalidArgumentError
from hanoi.move import Move
from hanoi.state import State

__all__ = [
    "linear_distance",
    "linear_min_moves",
    "linear_move_at",
    "linear_solve",
    "linear_state_at",
    "linear_step_of",
]


def _ends(source: int, target: int, middle: int) -> tuple[int, int, int]:
    """Check three distinct pegs 0..2 and return (source, target, middle)."""
    pegs = (source, target, middle)
    if sorted(pegs) != [0, 1, 2]:
        raise InvalidArgumentError(
            f"the linear tower needs source, target and middle to be the three pegs 0, 1, 2; got {shown(pegs)}"
        )
    return pegs


def linear_min_moves(n: int, *, source: int = 0, target: int = 2, middle: int = 1) -> int:
    """The fewest moves carrying ``n`` discs from ``source`` to ``target`` on the linear tower.

    ``3**n - 1`` from end to end (OEIS A024023), ``(3**n - 1) // 2`` between an end and the
    middle (OEIS A003462), both checked against a breadth-first search in the tests.

    >>> [linear_min_moves(n) for n in range(5)], linear_min_moves(3, target=1)
    ([0, 2, 8, 26, 80], 13)
    """
    n = check_n(n)
    check_count_bits(n * 16 // 10 + 1, f"3**{shown_int(n)} - 1")
    if source == target:
        return 0
    other = 3 - source - target
    if not {source, target} <= {0, 1, 2} or other not in (0, 1, 2):
        raise InvalidArgumentError(f"source and target must be pegs 0..2, got {shown((source, target))}")
    if middle not in (source, target):
        _ends(source, target, middle)
        return int(3**n) - 1
    return (int(3**n) - 1) // 2


def linear_solve(n: int, *, source: int = 0, target: int = 2, middle: int = 1) -> Iterator[Move]:
    """The optimal moves of ``n`` discs from ``source`` to ``target`` with moves only to and from ``middle``.

    Arguments are checked now and moves made as they are read (an explicit stack, no recursion
    limit).  Between the two ends this is the ternary Gray code walk of the module docstring;
    towards the middle the ``n - 1`` smaller discs go to the far end first, away from it after.

    >>> [str(m) for m in linear_solve(2, target=1)]
    ['1AB', '1BC', '2AB', '1CB']
    >>> sum(1 for _ in linear_solve(6)) == 3**6 - 1
    True
    """
    n = check_discs(n, "a solution")
    if source == target:
        return iter(())
    far = 3 - source - target if middle in (source, target) else middle
    if middle in (source, target):
        _ends(source, target, far)
    else:
        _ends(source, target, middle)
    return _linear_moves(n, source, target, middle)


def _linear_moves(n: int, source: int, target: int, middle: int) -> Iterator[Move]:
    # tasks: ("E", n, a, b) end to end; ("M", n, a, b) to or from the middle; ("X", disc, a, b) one move
    stack: list[tuple[str, int, int, int]] = [("M" if middle in (source, target) else "E", n, source, target)]
    while stack:
        kind, d, a, b = stack.pop()
        if kind == "X":
            yield Move._trusted(d, a, b)
            continue
        if d == 0:
            continue
        if kind == "E":  # E(d-1, a, b); d: a→m; E(d-1, b, a); d: m→b; E(d-1, a, b)
            stack += [("E", d - 1, a, b), ("X", d, middle, b), ("E", d - 1, b, a), ("X", d, a, middle),
                      ("E", d - 1, a, b)]
        elif b == middle:  # from the end a into the middle: the rest to the far end, d in, the rest in
            far = 3 - a - middle
            stack += [("M", d - 1, far, middle), ("X", d, a, middle), ("E", d - 1, a, far)]
        else:  # from the middle out to the end b: the rest to the far end, d out, the rest over
            far = 3 - b - middle
            stack += [("E", d - 1, far, b), ("X", d, middle, b), ("M", d - 1, middle, far)]


def linear_state_at(n: int, k: int, *, source: int = 0, target: int = 2) -> State:
    """The state after ``k`` moves of the end-to-end transfer: ``k`` in the reflected ternary Gray code.

    The result is a classic :class:`~hanoi.State` (positions only); the middle is the third peg.

    >>> [str(linear_state_at(2, k)) for k in range(9)]
    ['AA', 'AB', 'AC', 'BC', 'BB', 'BA', 'CA', 'CB', 'CC']
    """
    n = check_discs(n, "a state")
    middle = 3 - source - target
    _ends(source, target, middle)
    k = check_int(k, "step", low=0)
    check_count_bits(n * 16 // 10 + 1, f"3**{shown_int(n)}")
    if k > 3**n - 1:
        raise InvalidArgumentError(f"step {shown(k)} is past the last state 3**{n} - 1")
    positions = [0] * n
    a, b = source, target
    for disc in range(n, 0, -1):
        block = 3 ** (disc - 1)
        digit, k = divmod(k, block)
        positions[disc - 1] = (a, middle, b)[digit]
        if digit == 1:
            a, b = b, a
    return State(tuple(positions))


def linear_step_of(state: State, *, source: int = 0, target: int = 2) -> int:
    """The ``k`` with ``linear_state_at(n, k) == state``: every state lies on the linear path.

    >>> linear_step_of(State.parse("CC")), linear_step_of(State.parse("BA"))
    (8, 5)
    """
    if not isinstance(state, State) or state.pegs != 3:
        raise InvalidArgumentError(f"linear_step_of() needs a three-peg State, got {shown(state)}")
    middle = 3 - source - target
    _ends(source, target, middle)
    k = 0
    a, b = source, target
    for disc in range(state.n, 0, -1):
        peg = state.positions[disc - 1]
        digit = (a, middle, b).index(peg)
        k += digit * 3 ** (disc - 1)
        if digit == 1:
            a, b = b, a
    return k


def linear_move_at(n: int, k: int, *, source: int = 0, target: int = 2) -> Move:
    """The ``k``-th move (1-based) of the end-to-end transfer, without replay.

    Disc ``d`` moves at step ``k`` when ``3**(d-1)`` is the largest power of 3 dividing ``k``
    (the Gray code changes one digit); its pegs are read off the states before and after.

    >>> [str(linear_move_at(2, k)) for k in range(1, 9)] == [str(m) for m in linear_solve(2)]
    True
    """
    n = check_n(n)
    k = check_int(k, "move", low=1)
    check_count_bits(n * 16 // 10 + 1, f"3**{shown_int(n)}")
    if k > 3**n - 1:
        raise InvalidArgumentError(f"move {shown(k)} is past the last move 3**{n} - 1")
    disc = 1
    rest = k
    while rest % 3 == 0:
        rest //= 3
        disc += 1
    before = linear_state_at(n, k - 1, source=source, target=target)
    after = linear_state_at(n, k, source=source, target=target)
    return Move(disc, before.positions[disc - 1], after.positions[disc - 1])


def linear_distance(start: State, goal: State) -> int:
    """The fewest moves between any two states of the linear tower (middle peg B).

    The state graph is a path, so the distance is the difference of the two steps.

    >>> linear_distance(State.parse("AB"), State.parse("CA"))
    5
    """
    return abs(linear_step_of(start) - linear_step_of(goal))
