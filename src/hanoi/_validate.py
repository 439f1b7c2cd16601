"""Argument checks shared by the public functions, raising :class:`~hanoi.HanoiError`.

Each check runs at call time, before any lazy work starts (the more-itertools rule).
"""

from __future__ import annotations

from hanoi.errors import InvalidArgumentError, InvalidStateError, StepOutOfRangeError, TooLargeError
from hanoi.state import State, check_pegs

__all__ = [
    "MAX_COUNT_BITS",
    "check_count_bits",
    "check_n",
    "check_pair",
    "check_pegs",
    "check_source_target",
    "check_step",
]

MAX_COUNT_BITS = 1 << 32
"""The largest exact count built, in bits (a 512 MiB integer): past it a count is refused."""


def check_n(n: object, name: str = "n") -> int:
    """Return ``n`` if it is an int >= 0 (bool excluded), else raise.

    >>> check_n(3)
    3
    >>> check_n(-1)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be an integer >= 0, got -1
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgumentError(f"{name} must be an integer >= 0, got {n!r}")
    return n


def check_source_target(source: object, target: object, pegs: int = 3) -> tuple[int, int]:
    """Return ``(source, target)`` if both are distinct pegs of ``0 .. pegs-1``.

    >>> check_source_target(0, 2)
    (0, 2)
    >>> check_source_target(1, 1)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: source and target must differ, both are 1
    """
    check_pegs(pegs)
    for label, peg in (("source", source), ("target", target)):
        if isinstance(peg, bool) or not isinstance(peg, int) or not 0 <= peg < pegs:
            letters = f" (A..{chr(ord('A') + pegs - 1)})" if pegs <= 26 else ""
            named = f" ({chr(ord('A') + peg)})" if isinstance(peg, int) and 0 <= peg < 26 else ""
            raise InvalidArgumentError(f"{label} peg {peg!r}{named} is outside 0..{pegs - 1}{letters}")
    assert isinstance(source, int) and isinstance(target, int)
    if source == target:
        raise InvalidArgumentError(f"source and target must differ, both are {source}")
    return source, target


def check_step(k: object, low: int, high: int, what: str) -> int:
    """Return ``k`` if it is an int in ``low .. high``; the error names the range.

    >>> check_step(9, 1, 7, "moves of 3 discs")
    Traceback (most recent call last):
    ...
    hanoi.errors.StepOutOfRangeError: step 9 is out of range: moves of 3 discs are numbered 1..7
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise InvalidArgumentError(f"step must be an integer, got {k!r}")
    if not low <= k <= high:
        if high < low:
            raise StepOutOfRangeError(f"step {k} is out of range: there are no {what}")
        raise StepOutOfRangeError(f"step {k} is out of range: {what} are numbered {low}..{high}")
    return k


def check_pair(start: object, goal: object) -> tuple[State, State]:
    """Return ``(start, goal)`` if both are States of the same puzzle (discs and pegs), else raise.

    >>> check_pair(State.parse("AB"), State.parse("CC"))
    (State('AB'), State('CC'))
    >>> check_pair(State.parse("AA"), State.parse("AAA"))
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: start 'AA' (2 discs, 3 pegs) and goal 'AAA' (3 discs, 3 pegs) do not match: ...
    """
    for label, value in (("start", start), ("goal", goal)):
        if not isinstance(value, State):
            raise InvalidArgumentError(f"{label} must be a State, got {value!r}")
    assert isinstance(start, State) and isinstance(goal, State)
    if (start.n, start.pegs) != (goal.n, goal.pegs):
        raise InvalidStateError(
            f"start {str(start)!r} ({start.n} discs, {start.pegs} pegs) and goal {str(goal)!r} "
            f"({goal.n} discs, {goal.pegs} pegs) do not match: both need the same discs and pegs"
        )
    return start, goal


def check_count_bits(bits: int, what: str) -> None:
    """Refuse to build a count of about ``bits`` bits when that passes :data:`MAX_COUNT_BITS`.

    >>> check_count_bits(64, "2**64 - 1")
    >>> check_count_bits(10**12, "2**10**12 - 1")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to build 2**10**12 - 1: about 1000000000000 bits, more than ... (512 MiB)
    """
    if bits > MAX_COUNT_BITS:
        raise TooLargeError(f"refusing to build {what}: about {bits} bits, more than {MAX_COUNT_BITS} (512 MiB)")
