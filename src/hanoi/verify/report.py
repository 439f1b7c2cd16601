"""Verify a move list in any format: where it first goes wrong, whether it solves, how long.

:func:`verify` reads a list of moves in any format of :mod:`hanoi.verify.readers`, replays it
from a start state on per-peg stacks of ints, and returns a :class:`VerifyReport`.

>>> report = verify("[[1, 0, 1], [2, 0, 2], [1, 1, 2]]", discs=2)
>>> report.valid, report.solved, report.moves, report.optimal, report.excess
(True, True, 3, 3, 0)
>>> print(verify("A->B\\nA->C\\nA->C", discs=2).first_error)
step 3 (line 3), 'A->C': peg 0 (A) is empty
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import ExitStack
from itertools import chain, pairwise, repeat
from numbers import Integral
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._validate import check_n, check_pegs
from hanoi.errors import HanoiError, InvalidArgumentError, TooLargeError
from hanoi.move import Move
from hanoi.notation import MoveNotation
from hanoi.pddl import PlanMove, check_plan_move
from hanoi.rules import Rules
from hanoi.state import State, check_pair
from hanoi.toronto import toronto_colours
from hanoi.tower import min_moves
from hanoi.verify.answers import HEADED, Batch, Item, Reading
from hanoi.verify.formats import InputFormat
from hanoi.verify.readers import LINE_NOTATIONS, BadClaim, Event, Reset, plan_items, read_moves, text_items
from hanoi.verify.scan import clip
from hanoi.verify.shapes import Naming
from hanoi.verify.template import REASON, read_states, read_stretch, read_template

__all__ = ["ERROR_KINDS", "MAX_DISCS", "InputFormat", "MoveError", "VerifyReport", "optimal_length", "verify"]

#: The kinds of :attr:`MoveError.kind`, the same in every notation.
ERROR_KINDS = ("syntax", "illegal", "elided", "truncated", "claim", "not-solved")

_BATCH = 1 << 16  # moves per batch from in-memory arrays
_PLAN_START = re.compile(r"^\s*(?:\d+(?:\.\d*)?\s*:\s*)?\(", re.ASCII)
MAX_DISCS = 10_000  #: the most discs verify() accepts (2**n - 1 then still prints as text)


# ---------------------------------------------------------------------------- report
@dataclasses.dataclass(frozen=True, slots=True)
class MoveError:
    """Where a move list goes wrong: the step (1-based), the move as written, why, and its line.

    ``state`` is the state before the step.  ``kind`` is one of :data:`ERROR_KINDS`:
    ``"syntax"`` (not a move), ``"illegal"`` (a move the rules forbid), ``"elided"``
    (moves left out: ``...``, ``(16,363 moves omitted)``), ``"truncated"`` (the text
    stops in the middle of the list), ``"claim"`` (a stated state that is wrong) or
    ``"not-solved"`` (the list ends before the goal; ``move`` is then empty).

    >>> error = MoveError(2, "2AB", "peg 0 (A) is empty", "illegal", State.parse("CC"), 3)
    >>> str(error)
    "step 2 (line 3), '2AB': peg 0 (A) is empty"
    >>> error.to_dict()["state"]
    'CC'
    """

    step: int
    move: str
    reason: str
    kind: str
    state: State
    line: int | None = None

    def __str__(self) -> str:
        return f"step {self.step}{'' if self.line is None else f' (line {self.line})'}, {self.move!r}: {self.reason}"

    def to_dict(self) -> dict[str, Any]:
        """The error as JSON-ready data.

        >>> sorted(MoveError(1, "", "x", "not-solved", State.parse("A")).to_dict())
        ['kind', 'line', 'move', 'reason', 'stacks', 'state', 'step']
        """
        fields = {name: getattr(self, name) for name in ("step", "move", "reason", "kind", "line")}
        return {**fields, "state": str(self.state), "stacks": self.state.stacks()}


@dataclasses.dataclass(frozen=True, slots=True)
class VerifyReport:
    """What :func:`verify` found.

    ``found``: the input holds a move list at all (when not, ``first_error`` is a
    ``syntax`` error at step 1 that says what it holds instead, and the command line
    exits 2).  ``valid``: every move was well formed and legal (and every claimed state
    right).  ``solved``: valid, and the final state is the goal.  ``moves``: the moves
    read (reading stops after the first error unless ``keep_going``); ``valid_prefix``:
    the legal moves before the first error.  ``errors``: how many were wrong.
    ``first_error``: the first error, or, for a valid list that stops short of the goal,
    a ``"not-solved"`` entry one step past its end.  ``optimal``: the fewest moves from
    start to goal (None when unknown); ``excess``: ``moves - optimal`` for a solved list.
    ``answer``: for a whole reply, which list was judged and why; ``notes``: what was
    inferred (the numbering of pegs, the names of discs).

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
    found: bool = True
    valid_prefix: int = 0
    answer: str | None = None
    answer_line: int | None = None
    candidates: int = 0
    notes: tuple[str, ...] = ()

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
            **{k: getattr(self, k) for k in ("found", "valid", "solved", "moves", "valid_prefix", "errors")},
            "first_error": None if self.first_error is None else self.first_error.to_dict(),
            "final_state": str(self.final_state), "final_stacks": self.final_state.stacks(),
            "start": str(self.start), "goal": str(self.goal),
            **{k: getattr(self, k) for k in ("optimal", "excess", "format", "answer", "answer_line", "candidates")},
            "notes": list(self.notes),
        }


# ---------------------------------------------------------------------------- in-memory moves
def _object_item(item: object, notation: MoveNotation | None, base: int) -> Iterable[Item]:
    if isinstance(item, bytes | bytearray):
        item = bytes(item).decode("utf-8", "replace")
    if isinstance(item, str):
        return plan_items(item) if notation is None and _PLAN_START.match(item) else text_items(item, notation, base)
    if isinstance(item, PlanMove):
        return [Item("pddl", item, str(item))]
    if isinstance(item, Move):
        return [Item("dft", (int(item.disc), int(item.source), int(item.target)), str(item))]
    if isinstance(item, Sequence | np.ndarray) and len(item) in (2, 3):
        numbers = [int(v) for v in item if isinstance(v, Integral) and not isinstance(v, bool)]
        if len(numbers) == len(item) and all(v.bit_length() <= 64 for v in numbers):
            return [Item("dft" if len(numbers) == 3 else "ft", tuple(numbers), json.dumps(numbers))]
    try:
        shown = repr(item)[:80]
    except ValueError:  # an int too long to print
        shown = f"<{type(item).__name__}>"
    return [Item("syntax", "not a move: expected [disc, from, to], (from, to) or move text", shown)]


def _array_events(array: npt.NDArray[Any]) -> Iterator[Event]:
    kind = "dft" if array.shape[1] == 3 else "ft"
    for offset in range(0, len(array), _BATCH):
        block = array[offset : offset + _BATCH].astype(np.int64)
        if block.size and block.min() < 0:
            yield from (Item(kind, tuple(row), json.dumps(row)) for row in block.tolist())
            continue
        yield Batch(kind, tuple(block.T.tolist()), lambda i, rows=block: json.dumps(rows[i].tolist()))  # type: ignore[misc]


def _events(
    moves: object, stack: ExitStack, fmt: InputFormat | None, naming: Naming, progress: Callable[[int], object] | None
) -> tuple[Reading, Iterator[Event]]:
    if isinstance(moves, np.ndarray):
        if moves.ndim != 2 or moves.shape[1] not in (2, 3) or not np.issubdtype(moves.dtype, np.integer):
            raise InvalidArgumentError(f"a move array must be integers of shape (m, 3) or (m, 2), got {moves.dtype} "
                                       f"{moves.shape}")
        return Reading("array"), _array_events(moves)
    if isinstance(moves, Iterable) and not isinstance(moves, str | bytes | bytearray | memoryview) \
            and not hasattr(moves, "read"):
        notation, base = None if fmt is None else LINE_NOTATIONS.get(fmt), naming.base or 0
        return Reading("iterable"), chain.from_iterable(_object_item(item, notation, base) for item in moves)
    return read_moves(moves, stack, fmt, naming, progress)


# ---------------------------------------------------------------------------- replay
Triple = tuple[int | None, int, int]  # (disc, from, to); a disc None: the top disc of the source


def _run(stacks: list[list[int]], moves: Iterator[Triple], rules: Rules | None) -> tuple[int, Triple | None]:
    """Apply legal (disc, from, to) moves until one is not, nor allowed by ``rules`` (issue 21); the hot loop."""
    count = 0
    move: Triple = (None, 0, 0)
    try:
        for move in moves:
            disc, source, target = move
            from_stack, to_stack = stacks[source], stacks[target]
            if not from_stack or (disc is not None and from_stack[-1] != disc) or source == target or (
                    to_stack and to_stack[-1] < from_stack[-1]) or (
                    rules is not None and _rule_fault(stacks, rules, source, target)):
                return count, move
            to_stack.append(from_stack.pop())
            count += 1
    except IndexError:
        return count, move
    return count, None


def _peg(peg: int) -> str:
    return f"{peg} ({chr(65 + peg)})" if 0 <= peg < 26 else str(peg)


def _where(stacks: list[list[int]], disc: int) -> int:
    return next(peg for peg, stack in enumerate(stacks) if disc in stack)


def _no_disc(disc: int, n: int) -> str:
    return f"disc {disc} does not exist ({f'discs are 1..{n}' if n else 'no discs'})"


def _fault(stacks: list[list[int]], n: int, disc: int | None, source: int, target: int,
           colours: tuple[str, ...] | None = None) -> str | None:
    """Why the move cannot be made in ``stacks``, or None when it can (``colours``: the Tower of Toronto's)."""
    pegs = len(stacks)
    if disc is not None and not 1 <= disc <= n:
        return _no_disc(disc, n)
    for peg in (source, target):
        if not 0 <= peg < pegs:
            return f"peg {peg} does not exist (pegs are 0..{pegs - 1})"
    if source == target:
        return f"source and target are the same peg {_peg(source)}"
    from_stack = stacks[source]
    if not from_stack:
        return f"peg {_peg(source)} is empty"
    if disc is not None and from_stack[-1] != disc:
        if disc in from_stack:
            return f"disc {disc} is not on top of peg {_peg(source)}: disc {from_stack[-1]} is on it"
        return f"disc {disc} is on peg {_peg(_where(stacks, disc))}, not on peg {_peg(source)}"
    disc, to_stack = from_stack[-1], stacks[target]
    if to_stack and to_stack[-1] < disc:
        if colours is not None:
            return (f"the darker {colours[disc - 1]} disc {disc} cannot go onto the lighter "
                    f"{colours[to_stack[-1] - 1]} disc {to_stack[-1]} on peg {_peg(target)}")
        return f"disc {disc} cannot go onto the smaller disc {to_stack[-1]} on peg {_peg(target)}"
    return None


# ---------------------------------------------------------------------------- rules (issue 21)
def _rule_fault(stacks: list[list[int]], rules: Rules, source: int, target: int) -> str | None:
    """Why the rules forbid moving from ``source`` to ``target`` (the classic checks passed), or None."""
    if not rules.allows(source, target):
        return f"the rules {rules.name!r} allow no move from peg {_peg(source)} to peg {_peg(target)}"
    if (cap := rules.capacity(target)) is not None and len(stacks[target]) >= cap:
        return f"peg {_peg(target)} is full (capacity {cap})"
    return None


class _Checker:
    """Replays events on per-peg stacks and keeps the counts and the first error."""

    def __init__(self, start: State, keep_going: bool, goal: State | None = None, items: Iterable[Item] = ()) -> None:
        self.start, self.rules, self.keep_going = start, start.rules, keep_going
        self.colours = toronto_colours(start.n) if start.rules is not None and start.rules.pieces == "colours" else None
        self.goal = () if keep_going or goal is None else goal.positions  # see _restart
        self.reset()
        for item in items:  # a reading replayed whole
            self.item(item)
        self.settle()

    def reset(self, held: tuple[MoveError | None, list[list[int]], int, int | None, int] | None = None) -> None:
        self.stacks, self.count, self.errors, self.stopped = self.start.stacks(), 0, 0, False
        self.first: MoveError | None = None
        self.names: dict[str, int] = {}  # disc names inferred from the moves
        self.named: dict[int, str] = {}
        self.held = held  # after runs for several disc counts: the list read whole, the last run's line and discs

    def state(self) -> State:
        where = {disc: peg for peg, stack in enumerate(self.stacks) for disc in stack}
        return State(tuple(where[disc] for disc in range(1, self.start.n + 1)), pegs=self.start.pegs, rules=self.rules)

    def _error(self, text: str, kind: str, reason: str, line: int | None = None, pegs: object = None) -> bool:
        """Record an error at the current step (``self.count``), skipped; True if a run for more discs starts there."""
        self.errors += 1
        if self.first is None:
            self.first = MoveError(self.count, clip(text, 80), clip(reason, 300), kind, self.state(), line)
        self.stopped = self.stopped or not self.keep_going
        return kind == "illegal" and self.errors == 1 and self._restart(line, pegs)

    def _restart(self, line: int | None, pegs: object) -> bool:
        """Runs for 1, 2, ... n discs in one output: a move illegal right after a run that solved the first k discs
        (others untouched; k above the run before's, below n; from a tower) starts the list afresh there (True);
        never at a 1-disc run's one move written twice (a slip), nor at a move naming a disc and its target only."""
        now, start = self.state().positions if self.goal and self.start.is_perfect() else (), self.start.positions
        k = next((disc for disc, peg in enumerate(now) if peg != self.goal[disc]), 0)
        if not k or now[k:] != start[k:] or now == start or (self.held and k <= self.held[4]) or self.count != 1 << k \
                or (k, pegs) in ((1, (start[0], now[0])), (1, True)):
            return False  # a program's run for k discs is the shortest: 2^k - 1 moves, then this illegal one
        held = self.held or (self.first, [stack[:] for stack in self.stacks], self.count, line, k)
        self.reset((*held[:3], line, k))
        return True

    def settle(self) -> None:
        """After runs for several disc counts, the last is judged if it reaches the goal, else the list read whole."""
        if self.held and (self.errors or self.state().positions != self.goal):
            (self.first, self.stacks, self.count, *_), self.errors, self.held = self.held, 1, None

    def batch(self, batch: Batch) -> None:
        cols = batch.cols if batch.kind == "dft" else (repeat(None), *batch.cols)
        moves: Iterator[Triple] = zip(*cols, strict=False)
        begin = self.count
        while not self.stopped:
            done, bad = _run(self.stacks, moves, self.rules)
            self.count += done
            if bad is None:
                return
            index, self.count = self.count - begin, self.count + 1
            if self._error(batch.written(index), "illegal", self._why(*bad) or "illegal move",
                           batch.line(index) if self.first is None else None, bad[1:]):
                begin, moves = -index, chain([bad], moves)

    def _why(self, disc: int | None, source: int, target: int) -> str | None:
        """Why the move cannot be made now, by the classic rules and then the variant's, or None."""
        reason = _fault(self.stacks, self.start.n, disc, source, target, self.colours)
        return reason if reason or self.rules is None else _rule_fault(self.stacks, self.rules, source, target)

    def _place(self, place: tuple[str, int]) -> int | str:
        """The peg of a place (a peg, or the peg of a disc), or why there is no such disc."""
        if place[0] in ("peg", "base"):
            return place[1]
        return _where(self.stacks, place[1]) if 1 <= place[1] <= self.start.n else _no_disc(place[1], self.start.n)

    def _act(self, item: Item) -> tuple[int | None, int, int] | str:
        """The move of a planner action: its disc, and the one peg among its places that is not the disc's own."""
        disc, places = item.value
        if not isinstance(disc, int):
            return f"cannot tell which disc {disc!r} is (give --disc-names)"
        source = self._place(("disc", disc))
        pegs = {self._place(place) for place in places}
        missing = [why for why in (source, *pegs) if isinstance(why, str)]
        if missing or isinstance(source, str):
            return missing[0]
        others = sorted(peg for peg in pegs - {source} if isinstance(peg, int))
        if len(others) != 1:
            shown = ", ".join(_peg(peg) for peg in others) or "none"
            return f"cannot tell where disc {disc} goes: the action names pegs {shown} besides its own"
        return disc, source, others[0]

    def _obj(self, item: Item) -> tuple[int | None, int, int] | str:
        """The (disc, source, target) of a step that names discs by name or as places, or why it is illegal."""
        disc, source, target = item.value
        source_peg = None if source is None else self._place(source)
        if isinstance(source_peg, str):
            return source_peg
        if source_peg is not None and source[0] == "disc":  # the disc the moved one lies on
            under, stack = source[1], self.stacks[source_peg]
            at = stack.index(under)
            if at + 1 >= len(stack):
                return f"nothing lies on disc {under}"
            if isinstance(disc, int) and stack[at + 1] != disc:
                return f"disc {disc} is not on disc {under}: disc {stack[at + 1]} is"
        if source is not None and source[0] == "base" and isinstance(disc, int) and 0 <= source[1] < len(
                self.stacks) and self.stacks[source[1]][:1] != [disc]:  # a planner's step off a peg: off its base
            return f"disc {disc} does not lie on peg {_peg(source[1])}'s base"
        if isinstance(disc, str) and disc in self.names:
            disc = self.names[disc]
        elif isinstance(disc, str):  # a name not seen yet: the top disc of the source
            if source_peg is None:
                return f"cannot tell which disc {disc!r} is"
            if not 0 <= source_peg < len(self.stacks) or not self.stacks[source_peg]:  # (its reason: the source's)
                return _fault(self.stacks, self.start.n, None, source_peg, (source_peg + 1) % len(self.stacks)) or ""
            top = self.stacks[source_peg][-1]
            if top in self.named:
                return f"disc {disc!r} is not on top of peg {_peg(source_peg)}: disc {self.named[top]!r} is"
            self.names[disc], self.named[top] = top, disc
            disc = top
        own = None if disc is None else self._place(("disc", disc))
        if isinstance(own, str):
            return own
        if source_peg is None:
            if own is None:
                return "a move that names neither a disc nor its peg"
            source_peg = own
        target_peg = self._place(target)
        if isinstance(target_peg, str):
            return target_peg
        if target[0] == "disc" and self.stacks[target_peg][-1] != target[1]:
            return f"disc {target[1]} is not clear: disc {self.stacks[target_peg][-1]} is on it"
        if target[0] == "base" and 0 <= target_peg < len(self.stacks) and self.stacks[target_peg]:  # onto its base
            return f"peg {_peg(target_peg)} is not clear: disc {self.stacks[target_peg][-1]} is on it"
        return disc, source_peg, target_peg

    def _move(self, item: Item) -> tuple[int | None, int, int] | str:
        if item.kind == "pddl":
            step: PlanMove = item.value
            if reason := check_plan_move(self.stacks, step):
                return reason
            onto = step.onto.number if step.onto.is_peg else _where(self.stacks, step.onto.number)  # a clear disc
            move: tuple[int | None, int, int] | str = (step.disc, _where(self.stacks, step.disc), onto)
        elif item.kind in ("act", "obj"):  # a planner's action, or a step that names discs by name or as places
            move = self._act(item) if item.kind == "act" else self._obj(item)
        else:
            move = (item.value[0] if item.kind == "dft" else None, item.value[-2], item.value[-1])
        return move if isinstance(move, str) else self._why(*move) or move

    def item(self, item: Item) -> None:
        if self.stopped:
            return
        self.count += 1
        if item.kind in ("syntax", "elided", "truncated"):
            self._error(item.text, item.kind, item.value, item.line)
            return
        if isinstance(move := self._move(item), str):
            pegs = item.value[-2:] if item.kind in ("dft", "ft") else item.kind == "obj" and item.value[1] is None
            if self._error(item.text, "illegal", move, item.line, pegs):  # True: a disc and its target only
                self.item(item)
            return
        _, source, target = move
        self.stacks[target].append(self.stacks[source].pop())
        if item.has_claim and (claim := item.claim) != self.stacks:
            shown = [clip(json.dumps(value), 120) for value in (claim, self.stacks)]  # a claim is JSON read back
            reason = f"next_state is not a list of pegs: {claim.text}" if isinstance(claim, BadClaim) else (
                f"claimed next_state {shown[0]} differs from the actual state {shown[1]}")
            self.stacks[source].append(self.stacks[target].pop())  # report the state before the step
            self._error(item.text, "claim", reason, item.line)
            self.stacks[target].append(self.stacks[source].pop())


# ---------------------------------------------------------------------------- verify
def _as_state(value: object, label: str, pegs: int | None) -> State | None:
    if value is None or isinstance(value, State):
        if value is not None and pegs is not None and value.pegs != pegs:
            raise InvalidArgumentError(f"{label} {value} has {value.pegs} pegs, but pegs={pegs}")
        return value
    if isinstance(value, str):
        return State.parse(value, pegs=pegs)
    raise InvalidArgumentError(f"{label} must be a hanoi.State or its text, got {value!r}"[:300])


def optimal_length(start: State, goal: State) -> int | None:
    """The fewest moves from ``start`` to ``goal``, or None when it cannot be had.

    ``2**n - 1`` between 3-peg towers (the German encyclopedia article), the Frame-Stewart number between
    towers on more pegs, else :func:`hanoi.paths.distance` (None if its search gives up).

    >>> optimal_length(State.parse("AAA"), State.parse("CCC")), optimal_length(State.parse("BAA"), State.parse("ABB"))
    (7, 5)
    """
    try:
        if start.rules is None and start.is_perfect() and goal.is_perfect():
            return 0 if start.n == 0 or start.positions[0] == goal.positions[0] else min_moves(start.n, pegs=start.pegs)
        found = importlib.import_module("hanoi.paths").distance(start, goal)
    except HanoiError:  # SearchLimitError: the search gave up; or a count not available
        return None
    return None if found is None else int(found)


def _names(value: object, label: str) -> list[str] | None:
    if value is None:
        return None
    if isinstance(value, str):
        return [name.strip() for name in value.split(",")]
    if isinstance(value, Sequence) and all(isinstance(name, str) for name in value):
        return list(value)
    raise InvalidArgumentError(f"{label} must be names separated by commas, got {value!r}"[:300])


def verify(
    moves: object,
    start: State | str | None = None,
    goal: State | str | None = None,
    *,
    discs: int | None = None,
    pegs: int | None = None,
    notation: InputFormat | str | None = None,
    base: int | None = None,
    peg_names: Sequence[str] | str | None = None,
    disc_names: Sequence[str] | str | None = None,
    keep_going: bool = False,
    progress: Callable[[int], object] | None = None,
    rules: Rules | None = None,
) -> VerifyReport:
    """Replay ``moves`` from ``start`` and report whether and where they go wrong.

    ``moves`` is text (``str`` or ``bytes``: the list itself or a model's whole reply,
    not a file name), a path (``pathlib.Path``), a binary or text file object, an
    ``(m, 3)`` or ``(m, 2)`` integer array, or an iterable of moves (:class:`~hanoi.Move`,
    ``[disc, from, to]``, ``(from, to)``, move text, or :class:`~hanoi.pddl.PlanMove`).
    The format is detected unless ``notation`` names one (see :class:`InputFormat`).  A
    reply with prose is searched for its answer list by the rule of
    :mod:`hanoi.verify.answers`, in every shape of :mod:`hanoi.verify.shapes`.

    ``base`` 0 or 1 says where peg numbers start; None infers it (pegs numbered 1..p
    and never 0 count from 1) and says so in ``notes``.  ``peg_names`` names the pegs in
    order (``"left,middle,right"``), ``disc_names`` the discs, smallest first
    (``"A,B,C"``); without them, disc names are matched to discs by the moves
    themselves.  ``start`` and ``goal`` (states or their text) default to the tower of
    ``discs`` discs on peg 0 and on the last peg.  Reading stops at the first error
    unless ``keep_going``, which skips each bad move and counts it.  ``progress`` is
    called with the size of every chunk of bytes read.

    The optimal length is :func:`optimal_length`'s (Frame-Stewart's number is proven for 4 pegs, presumed beyond).

    Bad arguments raise a :class:`~hanoi.HanoiError`; mistakes in the list, and input
    with no move list at all (``found`` False), are reported, not raised.

    ``rules`` (a :class:`~hanoi.Rules` of discs) replays under a variant: a move off the
    move digraph, or onto a full peg, is illegal, and the optimal length is the variant's.

    >>> german = "S 1 - AB | S 2 - AC | S 1 - BC | S 3 - AB | S 1 - CB | S 2 - CA | S 1 - BA"
    >>> german += " | S 3 - BC | S 1 - AB | S 2 - AC | S 1 - BC ."
    >>> report = verify(german, discs=3)  # the German encyclopedia article's 11-move solution
    >>> report.solved, report.moves, report.optimal, report.excess
    (True, 11, 7, 4)
    >>> print(verify("[[1, 0, 2], [2, 0, 2]]", discs=2).first_error)
    step 2 (line 1), '[2, 0, 2]': disc 2 cannot go onto the smaller disc 1 on peg 2 (C)
    >>> reply = "Move disk 1 from Peg 1 to Peg 2\\nMove disk 2 from Peg 1 to Peg 3\\nMove disk 1 from Peg 2 to Peg 3"
    >>> report = verify(reply, discs=2)  # reasoning-gym's shape
    >>> report.solved, report.notes
    (True, ('pegs are numbered 1..3 (never 0): read from 1',))
    """
    if base is not None and (base not in (0, 1) or isinstance(base, bool)):
        raise InvalidArgumentError(f"base must be 0 or 1, got {base!r}")
    try:
        fmt = None if notation is None else InputFormat(notation)
    except ValueError:
        choices = ", ".join(f.value for f in InputFormat)
        raise InvalidArgumentError(f"unknown notation {notation!r}; choose one of: {choices}"[:300]) from None
    peg_count = None if pegs is None else check_pegs(pegs)
    if rules is not None:  # rules of discs, or the Tower of Toronto's coloured discs
        if not isinstance(rules, Rules) or rules.pieces == "balls":
            raise InvalidArgumentError(f"rules must be a Rules value of discs (e.g. Rules.linear()), got {rules!r:.60}")
        if peg_count is not None and peg_count != rules.pegs:
            raise InvalidArgumentError(f"pegs={peg_count} but the rules {rules.name!r} have {rules.pegs} pegs")
        peg_count = rules.pegs
    start_state, goal_state = _as_state(start, "start", peg_count), _as_state(goal, "goal", peg_count)
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
    if rules is not None:
        start_state, goal_state = (State(each.positions, each.pegs, rules=rules) for each in (start_state, goal_state))
    check_pair(start_state, goal_state)
    naming = Naming(pegs=peg_count, n=n, base=base, peg_names=_names(peg_names, "peg_names"),
                    disc_names=_names(disc_names, "disc_names"))
    with ExitStack() as stack:
        reading, events = _events(moves, stack, fmt, naming, progress)
        drains = reading.format == InputFormat.ANSWER.value
        checker = _Checker(start_state, keep_going, goal_state if drains else None)  # runs for several disc counts
        bulk, lines = True, set[int | None]()  # every move read in bulk (runs of lines of one plain notation)
        disc_said = False  # a move read names its disc
        for event in events:
            bulk = bulk and isinstance(event, Batch | Reset)
            disc_said = disc_said or getattr(event, "kind", "ft") not in ("ft", "syntax", "elided", "truncated")
            lines.add(None if isinstance(event, Batch | Reset) else event.line)  # the lines of the moves read
            if isinstance(event, Reset):
                checker.reset()
            elif checker.stopped and not drains:
                break
            elif isinstance(event, Batch):
                checker.batch(event)
            else:
                checker.item(event)
        checker.settle()
    free = rules is None and base is None and peg_names is None and disc_names is None  # no option says how to
    free = free and not (reading.reason or "").startswith(HEADED)  # read, nor the reply ("Final answer:", a list)
    broken_plain = bulk and checker.errors > 0  # a plain notation that breaks a rule is read as written
    if drains and free and not broken_plain and (checker.errors or checker.state() != goal_state):  # the arbiter:
        # a template solves what was misread or cut short, in the text the list was read from (no draft in thinking)
        found = read_template(reading.turns or reading.view or moves, start_state, goal_state)
        named = found is not None and any(item.kind != "ft" for item in found.items)  # its moves name their discs
        template_lines = {item.line for item in found.items} if found else set()
        unread = checker.first is not None and checker.first.kind == "syntax" and checker.first.line in template_lines
        # (a line the template reads: its peg words)
        turned = found is not None and found.template.find("{target}") < found.template.find("{source}")  # turned roles
        turned = (turned or bool(reading.turns)) and checker.first is not None and checker.first.kind == "illegal"
        chosen = found if found and not turned and (not reading.found or unread or (found.solved and (
            (checker.errors and (named or (not disc_said and lines < template_lines))) or (
                not checker.errors and len(found.items) > checker.count)))) else None
        if chosen is None and found and not turned and checker.first is not None and checker.first.step == 1 and (
                checker.first.kind == "illegal" and lines < template_lines and set(range(
                    min(line or 0 for line in template_lines), min(line or 0 for line in lines))) <= template_lines):
            # a reading broken at its first move yields to a template reading its lines and more (no draft before
            # them that prose parts from them) that replays further (the first error where a human would name it,
            # never a verdict turned: neither solves)
            trial = _Checker(start_state, keep_going, goal_state, found.items)
            chosen = found if (trial.first.step > 1 if trial.first else trial.state() != goal_state) else None
        # a broken reading naming discs yields only to a template naming them (one naming none, to one that solves
        # reading its lines and more); a stretch (template.read_stretch) is read where no list was found or its
        # first line names no peg, or where it reads a failing reading's lines and more
        weak = chosen is None and (not reading.found or (checker.first is not None and checker.first.step == 1
                                                         and checker.first.kind == "syntax"))
        read = {item.line for item in chosen.items} if chosen else lines
        span = sorted(line for line in read if line is not None)  # (a list read in bulk: no stretch overrules it)
        if not ((chosen and chosen.solved) or turned or reading.turns) and (weak or len(span) == len(read) > 0):
            stretch = read_stretch(moves, start_state, goal_state)
            more = {item.line or 0 for item in stretch.items} if stretch else set()
            chosen = stretch if stretch and (weak or (read < more and min(more) >= span[0] - 1)) else chosen
        states = None if (chosen and chosen.solved) or reading.turns else read_states(moves, start_state, goal_state)
        if states:  # a program's trace of states (a game's turns are the model's moves: never)
            low, one, *rest = states.bounds  # the lines of the moves read between each two states (the start's
            low = low or 2 * one - rest[0]  # line when not printed: one period before the first state)
            own = (lines | states.said) - states.cover  # a move read off a state's own lines is the state misread
            tells = [sum(a < line <= b for line in own if line is not None) for a, b in pairwise((low, one, *rest))]
            reach = checker.first.step - 1 if checker.first else checker.count  # the moves read legal
            follows = tells[0] > 0 and tells[:reach if checker.first else len(tells)].count(0) <= 1  # a move line
            # between each two states (to the error, or to the last state of a list that breaks no rule: one move
            # over 7 states is a heading, A -> C (B as spare)): a line written twice or left out is the list's own
            # slip, judged as written; as are moves elsewhere
            if not reading.found or not own or (any(tells) and not follows and (states.solved or states.legal > reach)):
                chosen = states
        if chosen is not None:
            reading, checker = chosen.reading, _Checker(start_state, keep_going, goal_state, chosen.items)
    notes = list(reading.notes)
    if checker.held:
        notes.append(f"runs for several disc counts: the last from line {checker.held[3]}")
    if checker.names:
        shown = ", ".join(f"{name}={disc}" for name, disc in sorted(checker.names.items(), key=lambda kv: kv[1]))
        notes.append(f"disc names matched to discs by the moves: {shown} (1 the smallest; --disc-names to fix them)")
    final, first = checker.state(), checker.first
    if not reading.found:  # no event was read: one syntax error at step 1 says what the input holds instead
        checker.errors += 1
        first = MoveError(1, "", clip(reading.why or "no move list found", 300), "syntax", start_state, None)
    valid = checker.errors == 0
    solved = valid and final == goal_state
    if valid and not solved:
        ends = f"the list ends after {checker.count} move{'' if checker.count == 1 else 's'} in state {final}"
        first = MoveError(checker.count + 1, "", f"{ends}, which is not the goal {goal_state}", "not-solved", final)
    prefix = checker.count if valid else (first.step - 1 if first is not None else 0)
    optimal = optimal_length(start_state, goal_state)
    own_pegs = (reading.reason or "").startswith(REASON)  # a template's reading chose its numbers' base itself
    if naming.base_open and base is None and not own_pegs and isinstance(moves, str | bytes | os.PathLike):
        other = verify(moves, start_state, goal_state, notation=fmt, base=1, peg_names=peg_names,
                       disc_names=disc_names, keep_going=keep_going)
        judged: str | None = None  # the note when the reading from 1 is judged
        if (other.valid, other.solved) != (valid, solved):
            said = ("not valid", "valid but not solved", "solved")  # by valid + solved (solved only if valid)
            verdicts = f"read from 0 it is {said[valid + solved]}, read from 1 {said[other.valid + other.solved]}"
            if other.valid and not valid:
                judged = f"ambiguous peg numbers: {verdicts}; only the second is legal, so it is judged (--base to fix)"
            else:
                notes.append(f"ambiguous peg numbers: {verdicts}; the first is judged (--base 1 for the other)")
        elif not valid and other.valid_prefix > prefix:  # both break a rule: the reading that replays further
            judged = (f"ambiguous peg numbers: both readings break a rule, read from 0 at step {prefix + 1}, "
                      f"read from 1 at step {other.valid_prefix + 1}; the later is judged (--base to fix)")
        if judged is not None:
            kept = [text for text in other.notes if text not in notes and not text.startswith("peg numbers")]
            return dataclasses.replace(other, notes=(*kept, judged))
    if not valid and first is not None and first.step == 1 and first.kind == "illegal" and disc_names is None and \
            n > 1 and start_state.is_perfect() and start_state != goal_state and isinstance(  # (a start that is the
                moves, str | bytes | os.PathLike):  # goal: any walk back solves it, no evidence of the numbering)
        other = verify(moves, start_state, goal_state, notation=fmt, base=base, peg_names=peg_names, rules=rules,
                       keep_going=keep_going, disc_names=[str(disc) for disc in range(n, 0, -1)])
        if other.solved:  # disc numbers that count from the bottom (as a peg numbers' base): the reading that solves
            why = f"disc numbers count from the bottom (disc {n} the smallest): only that reading solves it"
            return dataclasses.replace(other, notes=(*other.notes, f"{why} (--disc-names to fix)"))
    return VerifyReport(
        valid=valid, solved=solved, moves=checker.count, errors=checker.errors, first_error=first,
        start=start_state, goal=goal_state, final_state=final, optimal=optimal,
        excess=checker.count - optimal if solved and optimal is not None else None,
        format=reading.format, found=reading.found, valid_prefix=prefix,
        answer=reading.reason, answer_line=reading.line, candidates=reading.candidates, notes=tuple(notes),
    )
