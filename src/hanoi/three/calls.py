"""The calls of the recursive solution, as a teacher traces them: enter a call, move a disc, return.

The German encyclopedia article writes the recursive function as ``bewege(i, a, b, c)``: move ``i`` discs from
``a`` to ``c`` by way of ``b``, that is ``bewege(i-1, a, c, b)``, the top disc of ``a`` to
``c``, then ``bewege(i-1, b, a, c)``, and it lists every call for three discs, the empty
calls ``bewege(0, ...)`` included.  The Russian tutorial turns the same recursion into an explicit
stack of pending tasks (``Hanoi3``); :func:`trace` walks the calls with such a stack, so a
trace of any size streams in memory proportional to ``n``, and it reports each step as a
:class:`TraceEvent` that a view can follow: which call starts, which disc moves, which call
returns, and the stack of open calls at that moment.

A call is written ``move(3, A, B, C)``: discs, source, spare, target, in the German encyclopedia article's order.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from hanoi._validate import check_discs, check_source_target
from hanoi.move import Move, peg_letter

__all__ = ["Call", "TraceEvent", "call_count", "trace"]

EventKind = Literal["call", "move", "return"]


@dataclass(frozen=True, slots=True)
class Call:
    """One call ``move(n, source, spare, target)`` of the recursion.

    ``number`` counts the calls in the order they start (the first call is 0), ``depth`` is
    how many calls are open around it, and ``parent`` is the number of the caller (None for
    the first call).

    >>> str(Call(3, 0, 1, 2, depth=0, number=0, parent=None))
    'move(3, A, B, C)'
    """

    n: int
    source: int
    spare: int
    target: int
    depth: int
    number: int
    parent: int | None

    def __str__(self) -> str:
        return f"move({self.n}, {peg_letter(self.source)}, {peg_letter(self.spare)}, {peg_letter(self.target)})"


@dataclass(frozen=True, slots=True)
class TraceEvent:
    """One step of the trace: a call starts, a disc moves (inside ``call``), or a call returns.

    ``step`` is the number of moves made so far, this one included; ``stack`` holds the
    numbers of the open calls, outermost first (``call`` is the last of them).

    >>> first = next(trace(1))
    >>> first.kind, str(first.call), first.step, first.stack
    ('call', 'move(1, A, B, C)', 0, (0,))
    """

    kind: EventKind
    call: Call
    move: Move | None
    step: int
    stack: tuple[int, ...]


def call_count(n: int, *, empty: bool = False) -> int:
    """How many calls the recursion makes for ``n`` discs: ``2**n - 1``, or ``2**(n+1) - 1`` with the empty ones.

    >>> call_count(3), call_count(3, empty=True)   # the German encyclopedia article lists 15 calls for three discs
    (7, 15)
    """
    n = check_discs(n, "a trace")
    return (1 << (n + 1 if empty else n)) - 1


def trace(n: int, *, source: int = 0, target: int | None = None, empty: bool = False) -> Iterator[TraceEvent]:
    """Every call, move and return of the recursive solution of ``n`` discs on three pegs, lazily.

    ``empty`` includes the calls ``move(0, ...)`` that do nothing, as the German encyclopedia article's listing does.
    The moves are those of :func:`hanoi.three.algorithms.recursive`, one per call with
    ``n > 0``; the events come from an explicit stack (the Russian tutorial's ``Hanoi3``), so a deep
    trace needs no deep recursion.

    >>> for event in trace(2):
    ...     print("  " * event.call.depth + (str(event.call) if event.kind == "call" else
    ...           f"  {event.move}" if event.kind == "move" else "  return"))
    move(2, A, B, C)
      move(1, A, C, B)
          1AB
        return
        2AC
      move(1, B, A, C)
          1BC
        return
      return
    >>> sum(1 for event in trace(3, empty=True) if event.kind == "call")
    15
    """
    n = check_discs(n, "a trace")
    first, last = check_source_target(source, target)
    return _trace(n, first, 3 - first - last, last, empty)


def _trace(n: int, source: int, spare: int, target: int, empty: bool) -> Iterator[TraceEvent]:
    # A task is ("enter", n, a, b, c, depth, parent), ("move", call) or ("return", call).
    tasks: list[tuple[str, int, int, int, int, int, int | None] | tuple[str, Call]] = [
        ("enter", n, source, spare, target, 0, None)
    ]
    open_calls: list[int] = []
    numbered = 0
    step = 0
    while tasks:
        task = tasks.pop()
        if task[0] == "enter":
            _, discs, a, b, c, depth, parent = task  # type: ignore[misc]
            if discs == 0 and not empty:
                continue
            call = Call(discs, a, b, c, depth=depth, number=numbered, parent=parent)
            numbered += 1
            open_calls.append(call.number)
            yield TraceEvent("call", call, None, step, tuple(open_calls))
            tasks.append(("return", call))
            if discs > 0:
                # pushed in reverse: first move(i-1, a, c, b), then the disc, then move(i-1, b, a, c)
                tasks.append(("enter", discs - 1, b, a, c, depth + 1, call.number))
                tasks.append(("move", call))
                tasks.append(("enter", discs - 1, a, c, b, depth + 1, call.number))
        elif task[0] == "move":
            call = task[1]  # type: ignore[assignment]
            step += 1
            yield TraceEvent("move", call, Move(call.n, call.source, call.target), step, tuple(open_calls))
        else:
            call = task[1]  # type: ignore[assignment]
            yield TraceEvent("return", call, None, step, tuple(open_calls))
            open_calls.pop()
