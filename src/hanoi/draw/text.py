"""Text pictures: discs as runs of ``=`` centred over numbered pegs.

The layout follows the ``hanoi 4 4`` output of the ``k-peg-hanoi`` package shown in
Saito's Qiita article (2020): disc ``d`` is ``2d - 1`` characters wide, pegs are
``2n`` columns apart, and a base line starts with the step number.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from hanoi._validate import shown
from hanoi.errors import InvalidStateError, TooLargeError
from hanoi.move import Move
from hanoi.state import State
from hanoi.three.calls import TraceEvent

__all__ = ["draw", "draw_steps", "drawing_width", "trace_lines"]


def drawing_width(n: int, pegs: int = 3) -> int:
    """Columns needed to draw ``n`` discs on ``pegs`` pegs.

    >>> drawing_width(4, 4)
    31
    """
    return max(pegs * 2 * max(n, 1) - 1, 1)


def draw(state: State, label: object = "", *, max_width: int | None = None) -> str:
    """Draw one state: a row per level of the tallest stack, then a base line with ``label``.

    >>> print(draw(State.parse("AAB"), label=3))
     ===
    =====   =
    3----------------
    """
    if not isinstance(state, State):
        raise InvalidStateError(f"expected a State, got {shown(state)}")
    n, pegs = state.n, state.pegs
    width = drawing_width(n, pegs)
    if max_width is not None and width > max_width:
        raise TooLargeError(
            f"{n} discs on {pegs} pegs need {width} columns to draw, more than the {max_width} "
            "available (pass a larger --width, or fewer discs)"
        )
    stacks = state.stacks()
    height = max(len(stack) for stack in stacks)
    rows = [[" "] * width for _ in range(height)]
    for peg, stack in enumerate(stacks):
        centre = n - 1 + peg * 2 * n
        for level, disc in enumerate(stack):
            row = rows[height - 1 - level]
            row[centre - disc + 1 : centre + disc] = ["="] * (2 * disc - 1)
    text = str(label)
    base = text + "-" * max(width - len(text), 0)
    return "\n".join(["".join(row).rstrip() for row in rows] + [base])


def draw_steps(
    start: State, moves: Iterable[Move], *, first_step: int = 0, max_width: int | None = None
) -> Iterator[str]:
    """Draw ``start`` and the state after each move, each labelled with its step number.

    >>> for picture in draw_steps(State.perfect(1), [Move(1, 0, 2)]):
    ...     print(picture)
    =
    0----
        =
    1----
    """
    state = start
    yield draw(state, first_step, max_width=max_width)
    for step, move in enumerate(moves, start=first_step + 1):
        state = state.apply(move)
        yield draw(state, step, max_width=max_width)


def trace_lines(events: Iterable[TraceEvent]) -> Iterator[str]:
    """The calls of a trace as indented text, one line a call or a move (returns end a block: no line).

    The German encyclopedia article lists the calls of ``bewege`` this way, nested by depth.

    >>> from hanoi.three.calls import trace
    >>> print("\\n".join(trace_lines(trace(2))))
    move(2, A, B, C)
      move(1, A, C, B)
        step 1: disc 1 from A to B
      step 2: disc 2 from A to C
      move(1, B, A, C)
        step 3: disc 1 from B to C
    """
    letters = "ABC"
    for event in events:
        if event.kind == "call":
            yield "  " * event.call.depth + str(event.call)
        elif event.kind == "move" and event.move is not None:
            move = event.move
            yield (f"{'  ' * (event.call.depth + 1)}step {event.step}: disc {move.disc} from "
                   f"{letters[move.source]} to {letters[move.target]}")
