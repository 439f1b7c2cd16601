"""Verify a move list in any format: where it first goes wrong, whether it solves, how long.

:func:`verify` reads a list of moves in any format of :mod:`hanoi.verify.readers` (JSON
arrays, a model's ``moves = [...]`` answer, MAKER records with claimed states, PDDL
plans, text lines in every notation), replays it from a start state on per-peg stacks
of ints, and returns a :class:`VerifyReport`: whether every move is legal, whether the
goal is reached, the first error (step, the move as written, the reason, the state
before it), the final state, the optimal length and the excess over it.

>>> report = verify("[[1, 0, 1], [2, 0, 2], [1, 1, 2]]", discs=2)
>>> report.valid, report.solved, report.moves, report.optimal, report.excess
(True, True, 3, 3, 0)
>>> print(verify("A->B\\nA->C\\nA->C", discs=2).first_error)
step 3, 'A->C': peg 0 (A) is empty
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from numbers import Integral
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._validate import check_n, check_pegs
from hanoi.errors import HanoiError, InvalidArgumentError, TooLargeError
from hanoi.move import Move
from hanoi.notation import MoveNotation
from hanoi.pddl import PlanMove, check_plan_move, parse_plan_line
from hanoi.state import State, check_pair
from hanoi.tower import min_moves
from hanoi.verify.readers import (
    LINE_NOTATIONS,
    BadClaim,
    Batch,
    Event,
    InputFormat,
    Item,
    Reset,
    read_moves,
    text_items,
)

__all__ = ["MAX_DISCS", "InputFormat", "MoveError", "VerifyReport", "verify"]

_BATCH = 1 << 16  # moves per batch from in-memory arrays
_PLAN_START = re.compile(r"^\s*(?:\d+(?:\.\d*)?\s*:\s*)?\(", re.ASCII)
MAX_DISCS = 10_000  #: the most discs verify() accepts (2**n - 1 then still prints as text)


# ---------------------------------------------------------------------------- report
@dataclass(frozen=True, slots=True)
class MoveError:
    """Where a move list goes wrong: the step (1-based), the move as written, why.

    ``state`` is the state before the step.  ``kind`` is ``"syntax"`` (not a move),
    ``"illegal"`` (a move the rules forbid), ``"claim"`` (a wrong claimed state) or
    ``"unsolved"`` (the list ends before the goal; ``move`` is then empty).

    >>> error = MoveError(2, "2AB", "peg 0 (A) is empty", "illegal", State.parse("CC"))
    >>> str(error)
    "step 2, '2AB': peg 0 (A) is empty"
    >>> error.to_dict()["state"]
    'CC'
    """

    step: int
    move: str
    reason: str
    kind: str
    state: State

    def __str__(self) -> str:
        return f"step {self.step}, {self.move!r}: {self.reason}"

    def to_dict(self) -> dict[str, Any]:
        """The error as JSON-ready data.

        >>> sorted(MoveError(1, "", "x", "unsolved", State.parse("A")).to_dict())
        ['kind', 'move', 'reason', 'stacks', 'state', 'step']
        """
        return {
            "step": self.step,
            "move": self.move,
            "reason": self.reason,
            "kind": self.kind,
            "state": str(self.state),
            "stacks": self.state.stacks(),
        }


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """What :func:`verify` found.

    ``valid``: every move was well formed and legal (and every claimed state right).
    ``solved``: valid, and the final state is the goal.  ``moves``: the moves read
    (reading stops after the first error unless ``keep_going``).  ``errors``: how many
    were wrong.  ``first_error``: the first error, or, for a valid list that stops short
    of the goal, an ``"unsolved"`` entry one step past its end.  ``optimal``: the fewest
    moves from start to goal (None when unknown); ``excess``: ``moves - optimal`` for a
    solved list.

    >>> report = verify(["1AB", "2AC", "1BC"], discs=2)
    >>> report.solved, report.is_optimal, report.to_dict()["final_state"]
    (True, True, 'CC')
    """

    valid: bool
    solved: bool
    moves: int
    errors: int
    first_error: MoveError | None
    start: State
    goal: State
    final_state: State
    optimal: int | None
    excess: int | None
    format: str

    @property
    def is_optimal(self) -> bool:
        """Whether the list solves the puzzle in the fewest moves.

        >>> verify(["AB", "AC", "BC", "AB", "BA"], discs=2).is_optimal
        False
        """
        return self.solved and self.excess == 0

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data (the ``hanoi verify --format json`` shape).

        >>> data = verify("[[1, 0, 2]]", discs=1).to_dict()
        >>> data["valid"], data["solved"], data["moves"], data["first_error"], data["optimal"]
        (True, True, 1, None, 1)
        """
        return {
            "valid": self.valid,
            "solved": self.solved,
            "moves": self.moves,
            "errors": self.errors,
            "first_error": None if self.first_error is None else self.first_error.to_dict(),
            "final_state": str(self.final_state),
            "final_stacks": self.final_state.stacks(),
            "start": str(self.start),
            "goal": str(self.goal),
            "optimal": self.optimal,
            "excess": self.excess,
            "format": self.format,
        }


# ---------------------------------------------------------------------------- in-memory moves
def _as_int(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, Integral):
        return None
    return int(value)


def _object_item(item: object, notation: MoveNotation | None, base: int) -> Iterator[Item]:
    if isinstance(item, bytes | bytearray):
        item = bytes(item).decode("utf-8", "replace")
    if isinstance(item, str):
        if notation is None and _PLAN_START.match(item):
            try:
                step = parse_plan_line(item)
            except HanoiError as error:
                yield Item("syntax", str(error), item.strip())
                return
            if step is not None:
                yield Item("pddl", step, item.strip())
            return
        yield from text_items(item, notation, base)
        return
    if isinstance(item, PlanMove):
        yield Item("pddl", item, str(item))
        return
    if isinstance(item, Sequence | np.ndarray) and len(item) in (2, 3):
        values = [_as_int(v) for v in item]
        numbers = [v for v in values if v is not None and v.bit_length() <= 64]
        if len(numbers) == len(values):
            text = str(item) if isinstance(item, Move) else json.dumps(numbers)
            yield Item("dft" if len(numbers) == 3 else "ft", tuple(numbers), text)
            return
    try:
        shown = repr(item)[:80]
    except ValueError:  # an int too long to print
        shown = f"<{type(item).__name__}>"
    yield Item("syntax", "not a move: expected [disc, from, to], (from, to) or move text", shown)


def _array_events(array: npt.NDArray[Any]) -> Iterator[Event]:
    kind = "dft" if array.shape[1] == 3 else "ft"
    for offset in range(0, len(array), _BATCH):
        block = array[offset : offset + _BATCH].astype(np.int64)
        if block.size and block.min() < 0:
            for row in block.tolist():
                yield Item(kind, tuple(row), json.dumps(row))
            continue
        rows = block
        yield Batch(kind, tuple(rows[:, c].tolist() for c in range(rows.shape[1])),
                     lambda i, rows=rows: json.dumps(rows[i].tolist()))  # type: ignore[misc]


def _object_events(items: Iterable[object], notation: MoveNotation | None, base: int) -> Iterator[Event]:
    for item in items:
        yield from _object_item(item, notation, base)


def _events(
    moves: object, stack: ExitStack, fmt: InputFormat | None, base: int, progress: Callable[[int], object] | None
) -> tuple[str, Iterator[Event]]:
    if isinstance(moves, np.ndarray):
        if moves.ndim != 2 or moves.shape[1] not in (2, 3) or not np.issubdtype(moves.dtype, np.integer):
            raise InvalidArgumentError(
                f"a move array must be integers of shape (m, 3) or (m, 2), got {moves.dtype} {moves.shape}"
            )
        return "array", _array_events(moves)
    if isinstance(moves, Iterable) and not isinstance(moves, str | bytes | bytearray | memoryview) and not (
        hasattr(moves, "read")
    ):
        line_notation = LINE_NOTATIONS.get(fmt) if fmt is not None else None
        return "iterable", _object_events(moves, line_notation, base)
    return read_moves(moves, stack, fmt, base, progress)


# ---------------------------------------------------------------------------- replay
def _run_dft(stacks: list[list[int]], moves: Iterator[tuple[int, ...]]) -> tuple[int, tuple[int, ...] | None]:
    """Apply legal (disc, from, to) moves until one is not; the hot loop."""
    count = 0
    move: tuple[int, ...] = ()
    try:
        for move in moves:
            disc, source, target = move
            from_stack = stacks[source]
            to_stack = stacks[target]
            if not from_stack or from_stack[-1] != disc or source == target or (to_stack and to_stack[-1] < disc):
                return count, move
            to_stack.append(from_stack.pop())
            count += 1
    except IndexError:
        return count, move
    return count, None


def _run_ft(stacks: list[list[int]], moves: Iterator[tuple[int, ...]]) -> tuple[int, tuple[int, ...] | None]:
    """Apply legal (from, to) moves of the top disc until one is not."""
    count = 0
    move: tuple[int, ...] = ()
    try:
        for move in moves:
            source, target = move
            from_stack = stacks[source]
            to_stack = stacks[target]
            if not from_stack or source == target or (to_stack and to_stack[-1] < from_stack[-1]):
                return count, move
            to_stack.append(from_stack.pop())
            count += 1
    except IndexError:
        return count, move
    return count, None


def _peg(peg: int) -> str:
    return f"{peg} ({chr(65 + peg)})" if 0 <= peg < 26 else str(peg)


def _fault(stacks: list[list[int]], n: int, disc: int | None, source: int, target: int) -> str | None:
    """Why the move cannot be made in ``stacks``, or None when it can."""
    pegs = len(stacks)
    if disc is not None and not 1 <= disc <= n:
        return f"disc {disc} does not exist (discs are 1..{n})" if n else f"disc {disc} does not exist (no discs)"
    for peg in (source, target):
        if not 0 <= peg < pegs:
            return f"peg {peg} does not exist (pegs are 0..{pegs - 1})"
    if source == target:
        return f"source and target are the same peg {_peg(source)}"
    from_stack = stacks[source]
    if not from_stack:
        return f"peg {_peg(source)} is empty"
    if disc is None:
        disc = from_stack[-1]
    elif from_stack[-1] != disc:
        if disc in from_stack:
            return f"disc {disc} is not on top of peg {_peg(source)}: disc {from_stack[-1]} is on it"
        where = next(peg for peg, stack in enumerate(stacks) if disc in stack)
        return f"disc {disc} is on peg {_peg(where)}, not on peg {_peg(source)}"
    to_stack = stacks[target]
    if to_stack and to_stack[-1] < disc:
        return f"disc {disc} cannot go onto the smaller disc {to_stack[-1]} on peg {_peg(target)}"
    return None


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short_json(value: object, limit: int = 120) -> str:
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class _Checker:
    """Replays events on per-peg stacks and keeps the counts and the first error."""

    def __init__(self, start: State, keep_going: bool) -> None:
        self.start = start
        self.keep_going = keep_going
        self.reset()

    def reset(self) -> None:
        self.stacks = self.start.stacks()
        self.count = 0
        self.errors = 0
        self.first: MoveError | None = None
        self.stopped = False

    def state(self) -> State:
        positions = [0] * self.start.n
        for peg, stack in enumerate(self.stacks):
            for disc in stack:
                positions[disc - 1] = peg
        return State(tuple(positions), self.start.pegs)

    def _error(self, text: str, kind: str, reason: str) -> None:
        """Record an error at the current step (``self.count``), which is skipped."""
        self.errors += 1
        if self.first is None:
            self.first = MoveError(self.count, _clip(text, 80), _clip(reason, 300), kind, self.state())
        if not self.keep_going:
            self.stopped = True

    def batch(self, batch: Batch) -> None:
        moves = zip(*batch.cols, strict=False)
        run = _run_dft if batch.kind == "dft" else _run_ft
        index = 0
        while not self.stopped:
            done, bad = run(self.stacks, moves)
            self.count += done
            index += done
            if bad is None:
                return
            self.count += 1
            disc = bad[0] if batch.kind == "dft" else None
            reason = _fault(self.stacks, self.start.n, disc, bad[-2], bad[-1]) or "illegal move"
            self._error(batch.written(index), "illegal", reason)
            index += 1

    def item(self, item: Item) -> None:
        if self.stopped:
            return
        self.count += 1
        if item.kind == "syntax":
            self._error(item.text, "syntax", item.value)
            return
        if item.kind == "pddl":
            reason = check_plan_move(self.stacks, item.value)
            if reason is not None:
                self._error(item.text, "illegal", reason)
                return
            step: PlanMove = item.value
            source = next(peg for peg, stack in enumerate(self.stacks) if step.disc in stack)
            target = step.onto.number if step.onto.is_peg else next(
                peg for peg, stack in enumerate(self.stacks) if stack and stack[-1] == step.onto.number
            )
        else:
            disc = item.value[0] if item.kind == "dft" else None
            source, target = item.value[-2], item.value[-1]
            reason = _fault(self.stacks, self.start.n, disc, source, target)
            if reason is not None:
                self._error(item.text, "illegal", reason)
                return
        self.stacks[target].append(self.stacks[source].pop())
        if item.has_claim:
            claim = item.claim
            if isinstance(claim, BadClaim):
                reason = f"next_state is not a list of pegs: {claim.text}"
            elif claim != self.stacks:
                actual = _short_json(self.stacks)
                reason = f"claimed next_state {_short_json(claim)} differs from the actual state {actual}"
            else:
                return
            self.stacks[source].append(self.stacks[target].pop())  # report the state before the step
            self._error(item.text, "claim", reason)
            self.stacks[target].append(self.stacks[source].pop())


# ---------------------------------------------------------------------------- verify
def _as_state(value: object, label: str, pegs: int | None) -> State | None:
    if value is None or isinstance(value, State):
        if value is not None and pegs is not None and value.pegs != pegs:
            raise InvalidArgumentError(f"{label} {value} has {value.pegs} pegs, but pegs={pegs}")
        return value
    if isinstance(value, str):
        return State.parse(value, pegs=pegs)
    raise InvalidArgumentError(f"{label} must be a hanoi.State or its text, got {value!r}")


def _optimal(start: State, goal: State) -> int | None:
    """The fewest moves from ``start`` to ``goal``, or None when it cannot be had."""
    try:
        if start.is_perfect() and goal.is_perfect():
            if start.n == 0 or start.positions[0] == goal.positions[0]:
                return 0
            return min_moves(start.n, pegs=start.pegs)  # 2**n - 1; Frame-Stewart beyond 3 pegs
        distance = importlib.import_module("hanoi.paths").distance
        found = distance(start, goal)
    except (ImportError, AttributeError):  # hanoi.paths is not there (yet)
        return None
    except HanoiError:  # SearchLimitError: the search gave up; or a count not available
        return None
    return None if found is None else int(found)


def verify(
    moves: object,
    start: State | str | None = None,
    goal: State | str | None = None,
    *,
    discs: int | None = None,
    pegs: int | None = None,
    notation: InputFormat | str | None = None,
    base: int = 0,
    keep_going: bool = False,
    progress: Callable[[int], object] | None = None,
) -> VerifyReport:
    """Replay ``moves`` from ``start`` and report whether and where they go wrong.

    ``moves`` is text (``str`` or ``bytes``: the list itself, not a file name), a path
    (``pathlib.Path``), a binary or text file object, an ``(m, 3)`` or ``(m, 2)`` integer
    array, or an iterable of moves (:class:`~hanoi.Move`, ``[disc, from, to]``,
    ``(from, to)``, move text, or :class:`~hanoi.pddl.PlanMove`).  The format is
    detected unless ``notation`` names one (see :class:`InputFormat`); ``base`` 1 reads
    peg numbers of text lines from 1.  ``start`` and ``goal`` (states or their text)
    default to the tower of ``discs`` discs on peg 0 and on the last peg.  Reading stops
    at the first error unless ``keep_going``, which skips each bad move and counts it.
    ``progress`` is called with the size of every chunk of bytes read.

    The optimal length is ``2**n - 1`` between 3-peg towers (seed 004), the
    Frame-Stewart number between towers on more pegs (proven for 4, presumed beyond),
    and otherwise :func:`hanoi.paths.distance`, or None where that search gives up.

    Bad arguments and input that holds no move list at all raise a
    :class:`~hanoi.HanoiError`; mistakes in the list are reported, not raised.

    >>> german = "S 1 - AB | S 2 - AC | S 1 - BC | S 3 - AB | S 1 - CB | S 2 - CA | S 1 - BA"
    >>> german += " | S 3 - BC | S 1 - AB | S 2 - AC | S 1 - BC ."
    >>> report = verify(german, discs=3)  # seed 004's 11-move solution
    >>> report.solved, report.moves, report.optimal, report.excess
    (True, 11, 7, 4)
    >>> print(verify("[[1, 0, 2], [2, 0, 2]]", discs=2).first_error)
    step 2, '[2, 0, 2]': disc 2 cannot go onto the smaller disc 1 on peg 2 (C)
    """
    if base not in (0, 1) or isinstance(base, bool):
        raise InvalidArgumentError(f"base must be 0 or 1, got {base!r}")
    try:
        fmt = None if notation is None else InputFormat(notation)
    except ValueError:
        choices = ", ".join(f.value for f in InputFormat)
        raise InvalidArgumentError(f"unknown notation {notation!r}; choose one of: {choices}") from None
    peg_count = None if pegs is None else check_pegs(pegs)
    start_state = _as_state(start, "start", peg_count)
    goal_state = _as_state(goal, "goal", peg_count)
    known = start_state or goal_state
    if known is None:
        if discs is None:
            raise InvalidArgumentError("verify() needs the number of discs (discs=N) or a start or goal state")
        n, peg_count = check_n(discs, "discs"), peg_count or 3
    else:
        n, peg_count = known.n, known.pegs
        if discs is not None and check_n(discs, "discs") != n:
            raise InvalidArgumentError(f"discs={discs} but the state {known} has {n} discs")
    if n > MAX_DISCS:
        raise TooLargeError(f"refusing to verify moves of {n} discs (limit {MAX_DISCS})")
    start_state = start_state or State.perfect(n, pegs=peg_count)
    goal_state = goal_state or State.perfect(n, pegs=peg_count, peg=peg_count - 1)
    check_pair(start_state, goal_state)
    checker = _Checker(start_state, keep_going)
    with ExitStack() as stack:
        label, events = _events(moves, stack, fmt, base, progress)
        drains = label == InputFormat.ANSWER.value
        for event in events:
            if isinstance(event, Reset):
                checker.reset()
            elif checker.stopped:
                if not drains:
                    break
            elif isinstance(event, Batch):
                checker.batch(event)
            else:
                checker.item(event)
    final = checker.state()
    first = checker.first
    valid = checker.errors == 0
    solved = valid and final == goal_state
    if valid and not solved:
        first = MoveError(
            checker.count + 1, "",
            f"the list ends after {checker.count} moves in state {final}, which is not the goal {goal_state}",
            "unsolved", final,
        )
    optimal = _optimal(start_state, goal_state)
    return VerifyReport(
        valid=valid,
        solved=solved,
        moves=checker.count,
        errors=checker.errors,
        first_error=first,
        start=start_state,
        goal=goal_state,
        final_state=final,
        optimal=optimal,
        excess=checker.count - optimal if solved and optimal is not None else None,
        format=label,
    )
