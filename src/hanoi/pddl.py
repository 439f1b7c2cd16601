"""PDDL for planners: the STRIPS ``hanoi`` domain, problem files, and plan lines.

The domain follows the classic ``hanoi`` domain of the IPP benchmark collection
(the formalisation attributed to Hector Geffner): three predicates, ``clear``, ``on``
and ``smaller``, and one action ``move(?disc ?from ?to)``.  Pegs are objects like
the discs and count as larger than every disc, so "a disc may go onto a peg or onto a
larger disc" is the single precondition ``(smaller ?to ?disc)``.  As in the IPP
files, ``(smaller X Y)`` holds when ``Y`` is smaller than ``X``.  Objects are named
``peg1 .. pegP`` (pegs 0 .. P-1 of :class:`~hanoi.State`) and ``d1 .. dn`` (disc 1 is
the smallest); the number of pegs and the start and goal states are free.

A plan line as planners print it, ``(move d1 d2 peg3)``, names the disc, the object
under it before the move (a disc or a peg) and the object it lands on.

>>> from hanoi import State
>>> print(problem_pddl(State.perfect(1), State.perfect(1, peg=2)))
(define (problem hanoi-1-3)
  (:domain hanoi)
  (:objects peg1 peg2 peg3 d1)
  (:init
    (smaller peg1 d1) (smaller peg2 d1) (smaller peg3 d1)
    (clear d1) (clear peg2) (clear peg3)
    (on d1 peg1))
  (:goal (and (on d1 peg3))))
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

from hanoi._files import write_whole
from hanoi._folders import OwnedFolder
from hanoi._validate import check_n, check_pegs, file_problem, shown
from hanoi.errors import IllegalMoveError, InvalidArgumentError, InvalidMoveError, InvalidStateError, TooLargeError
from hanoi.move import Move
from hanoi.state import State, check_pair

__all__ = [
    "MAX_FACTS",
    "PddlObject",
    "PlanMove",
    "check_plan_move",
    "domain_pddl",
    "parse_plan_line",
    "plan_lines",
    "problem_pddl",
    "resolve_plan_move",
    "write_pddl",
]

_DOMAIN = """\
;; Towers of Hanoi as a STRIPS domain, after the IPP benchmark "hanoi" domain.
;; {pegs} pegs, written peg1 .. peg{pegs}; discs d1 .. dN, d1 the smallest.
;; (smaller X Y) holds when Y is smaller than X; every peg is larger than every disc.
(define (domain hanoi)
  (:requirements :strips)
  (:predicates (clear ?x) (on ?x ?y) (smaller ?x ?y))
  (:action move
    :parameters (?disc ?from ?to)
    :precondition (and (smaller ?to ?disc) (on ?disc ?from) (clear ?disc) (clear ?to))
    :effect (and (clear ?from) (on ?disc ?to) (not (on ?disc ?from)) (not (clear ?to)))))
"""

_OBJECT = re.compile(r"^(?:(d)|(peg))(\d{1,9})$", re.IGNORECASE)
_PLAN_LINE = re.compile(
    r"^\s*(?:\d+(?:\.\d*)?\s*:\s*)?(\()?\s*move\s+(\S+?)\s+(\S+?)\s+(\S+?)\s*(\))?\s*(?:\[[^\]]*\])?\s*$",
    re.IGNORECASE,
)


class PddlObject(NamedTuple):
    """A PDDL object of the domain: a peg (0-based ``number``) or a disc (1-based).

    >>> PddlObject.parse("peg3"), str(PddlObject(False, 2))
    (PddlObject(is_peg=True, number=2), 'd2')
    """

    is_peg: bool
    number: int

    def __str__(self) -> str:
        return f"peg{self.number + 1}" if self.is_peg else f"d{self.number}"

    @classmethod
    def parse(cls, name: str) -> PddlObject:
        """Parse ``pegK`` (1-based, as in the IPP files) or ``dK``, case-insensitive.

        >>> PddlObject.parse("D4")
        PddlObject(is_peg=False, number=4)
        >>> PddlObject.parse("peg0")
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidMoveError: invalid PDDL object 'peg0': pegs are numbered peg1, peg2, ...
        """
        match = _OBJECT.match(name.strip())
        if not match:
            raise InvalidMoveError(
                f"invalid PDDL object {name!r}: expected a disc d1, d2, ... or a peg peg1, peg2, ..."
            )
        number = int(match.group(3))
        if number < 1:
            kind = "discs are numbered d1, d2" if match.group(1) else "pegs are numbered peg1, peg2"
            raise InvalidMoveError(f"invalid PDDL object {name!r}: {kind}, ...")
        return cls(True, number - 1) if match.group(2) else cls(False, number)


class PlanMove(NamedTuple):
    """One plan step, ``(move disc below onto)``: the disc, what it leaves, what it lands on.

    >>> step = PlanMove(1, PddlObject(False, 2), PddlObject(True, 2))
    >>> str(step)
    '(move d1 d2 peg3)'
    """

    disc: int
    below: PddlObject
    onto: PddlObject

    def __str__(self) -> str:
        return f"(move d{self.disc} {self.below} {self.onto})"


def parse_plan_line(text: str) -> PlanMove | None:
    """Parse one line of a plan for the ``hanoi`` domain; None for a blank or comment line.

    Accepts the shapes planners print: ``(move d1 d2 peg3)`` (pyperplan, Fast Downward),
    with an optional ``0.000:`` time stamp and ``[1]`` duration (LPG, OPTIC), in any case.

    >>> parse_plan_line("(move d1 d2 peg3)")
    PlanMove(disc=1, below=PddlObject(is_peg=False, number=2), onto=PddlObject(is_peg=True, number=2))
    >>> parse_plan_line("0.000: (MOVE D2 PEG1 PEG2) [1.000]").below
    PddlObject(is_peg=True, number=0)
    >>> parse_plan_line("; cost = 7 (unit cost)") is None
    True
    >>> parse_plan_line("(stack d1 d2)")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidMoveError: invalid plan line '(stack d1 d2)': expected a step such as '(move d1 d2 peg3)'
    """
    if not isinstance(text, str):
        raise InvalidMoveError(f"invalid plan line {shown(text)}: expected text such as '(move d1 d2 peg3)'")
    stripped = text.strip()
    if not stripped or stripped.startswith(";"):
        return None
    match = _PLAN_LINE.match(stripped)
    if not match or bool(match.group(1)) != bool(match.group(5)):
        raise InvalidMoveError(f"invalid plan line {text!r}: expected a step such as '(move d1 d2 peg3)'")
    disc = PddlObject.parse(match.group(2))
    if disc.is_peg:
        raise InvalidMoveError(f"invalid plan line {text!r}: the first argument must be a disc, got {match.group(2)}")
    return PlanMove(disc.number, PddlObject.parse(match.group(3)), PddlObject.parse(match.group(4)))


def check_plan_move(stacks: Sequence[Sequence[int]], step: PlanMove) -> str | None:
    """Why ``step`` is not applicable to ``stacks`` (per-peg discs, bottom to top), or None.

    This is the precondition of the domain's ``move`` action, read on a position.

    >>> stacks = State.perfect(2).stacks()
    >>> check_plan_move(stacks, PlanMove(1, PddlObject(False, 2), PddlObject(True, 1))) is None
    True
    >>> check_plan_move(stacks, PlanMove(1, PddlObject(True, 0), PddlObject(True, 1)))
    'd1 is on d2, not on peg1'
    """
    pegs = len(stacks)
    n = sum(len(stack) for stack in stacks)
    for thing in (step.below, step.onto):
        if thing.is_peg and thing.number >= pegs:
            return f"{thing} does not exist (pegs are peg1..peg{pegs})"
        if not thing.is_peg and not 1 <= thing.number <= n:
            return f"{thing} does not exist (discs are d1..d{n})"
    if not 1 <= step.disc <= n:
        return f"d{step.disc} does not exist (discs are d1..d{n})"
    where = _peg_of(stacks, step.disc)
    stack = stacks[where]
    index = list(stack).index(step.disc)
    under = PddlObject(True, where) if index == 0 else PddlObject(False, stack[index - 1])
    if under != step.below:
        return f"d{step.disc} is on {under}, not on {step.below}"
    if index != len(stack) - 1:
        return f"d{step.disc} is not clear: d{stack[index + 1]} is on it"
    onto = step.onto
    if onto.is_peg:
        if stacks[onto.number]:
            return f"{onto} is not clear: d{stacks[onto.number][-1]} is on it"
    else:
        if onto.number == step.disc:
            return f"d{step.disc} cannot move onto itself"
        peg = _peg_of(stacks, onto.number)
        if stacks[peg][-1] != onto.number:
            return f"{onto} is not clear: d{stacks[peg][-1]} is on top of peg{peg + 1}"
        if onto.number < step.disc:
            return f"d{step.disc} cannot go onto the smaller {onto}"
    return None


def resolve_plan_move(stacks: Sequence[Sequence[int]], step: PlanMove) -> Move:
    """The :class:`~hanoi.Move` that ``step`` makes from ``stacks``, checked.

    >>> resolve_plan_move([[2, 1], [], []], parse_plan_line("(move d1 d2 peg3)"))
    Move(disc=1, source=0, target=2)
    >>> resolve_plan_move([[2, 1], [], []], parse_plan_line("(move d2 peg1 peg2)"))
    Traceback (most recent call last):
    ...
    hanoi.errors.IllegalMoveError: illegal plan step '(move d2 peg1 peg2)': d2 is not clear: d1 is on it
    """
    reason = check_plan_move(stacks, step)
    if reason is not None:
        raise IllegalMoveError(f"illegal plan step {str(step)!r}: {reason}")
    source = _peg_of(stacks, step.disc)
    target = step.onto.number if step.onto.is_peg else _peg_of(stacks, step.onto.number)
    return Move(step.disc, source, target)


def plan_lines(moves: Iterable[Move], start: State) -> Iterator[str]:
    """Write ``moves`` from ``start`` as plan lines of the ``hanoi`` domain, checking each.

    >>> from hanoi import solve
    >>> list(plan_lines(solve(2), State.perfect(2)))
    ['(move d1 d2 peg2)', '(move d2 peg1 peg3)', '(move d1 peg2 d2)']
    """
    if not isinstance(start, State):
        raise InvalidArgumentError(f"start must be a hanoi.State, got {start!r}")
    return _plan_lines(moves, start)


def _plan_lines(moves: Iterable[Move], start: State) -> Iterator[str]:
    stacks = start.stacks()
    pegs = start.pegs
    for move in moves:
        disc, source, target = move
        legal = 0 <= source < pegs and 0 <= target < pegs and source != target and bool(stacks[source])
        if not legal or stacks[source][-1] != disc or (stacks[target] and stacks[target][-1] < disc):
            State.from_stacks(stacks, pegs).check(Move(disc, source, target))  # raises, with the reason
        below = PddlObject(False, stacks[source][-2]) if len(stacks[source]) > 1 else PddlObject(True, source)
        onto = PddlObject(False, stacks[target][-1]) if stacks[target] else PddlObject(True, target)
        stacks[target].append(stacks[source].pop())
        yield str(PlanMove(disc, below, onto))


def _peg_of(stacks: Sequence[Sequence[int]], disc: int) -> int:
    for peg, stack in enumerate(stacks):
        if disc in stack:
            return peg
    raise InvalidStateError(f"disc {disc} is on no peg of {list(map(list, stacks))}")


MAX_FACTS = 1_000_000  #: the most ``smaller`` facts a problem file may hold


def _check_size(n: int, pegs: int) -> None:
    facts = n * (n - 1) // 2 + n * pegs
    if facts > MAX_FACTS:
        raise TooLargeError(
            f"refusing to write a problem of {n} discs on {pegs} pegs: {facts} 'smaller' facts (limit {MAX_FACTS})"
        )


def domain_pddl(pegs: int = 3) -> str:
    """The STRIPS ``hanoi`` domain (IPP collection); pegs are objects, so it serves any count.

    >>> text = domain_pddl(4)
    >>> "(define (domain hanoi)" in text and ":parameters (?disc ?from ?to)" in text
    True
    """
    return _DOMAIN.format(pegs=check_pegs(pegs))


def _facts(state: State) -> list[str]:
    facts = []
    for peg, stack in enumerate(state.stacks()):
        below = f"peg{peg + 1}"
        for disc in stack:
            facts.append(f"(on d{disc} {below})")
            below = f"d{disc}"
    return sorted(facts, key=lambda fact: int(fact.split()[1][1:]), reverse=True)


def problem_pddl(start: State, goal: State, name: str | None = None) -> str:
    """A problem file of the ``hanoi`` domain: from ``start`` to ``goal``.

    The goal lists where every disc lies (an ``on`` fact each), so it fixes the state.

    >>> text = problem_pddl(State.parse("AB"), State.parse("CC"))
    >>> "(on d2 peg1)" in text and "(on d1 peg2)" in text and "(:goal (and (on d2 peg3) (on d1 d2)))" in text
    True
    """
    check_pair(start, goal)
    n, pegs = start.n, start.pegs
    _check_size(n, pegs)
    if n < 1:
        raise InvalidArgumentError("a PDDL problem needs at least one disc, got 0")
    if name is not None and not re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", name):
        raise InvalidArgumentError(f"invalid problem name {name!r}: use letters, digits, '-' and '_'")
    peg_names = [f"peg{p + 1}" for p in range(pegs)]
    disc_names = [f"d{d}" for d in range(1, n + 1)]
    smaller = [f"(smaller {peg} {disc})" for peg in peg_names for disc in disc_names]
    smaller += [f"(smaller d{big} d{small})" for big in range(2, n + 1) for small in range(1, big)]
    clear = [f"(clear d{top})" for top in start.tops() if top is not None]
    clear += [f"(clear {peg_names[p]})" for p, top in enumerate(start.tops()) if top is None]
    lines = [
        f"(define (problem {name or f'hanoi-{n}-{pegs}'})",
        "  (:domain hanoi)",
        f"  (:objects {' '.join(peg_names + disc_names)})",
        "  (:init",
        *_wrap(smaller),
        *_wrap(clear),
        *_wrap(_facts(start), close=")"),
        f"  (:goal (and {' '.join(_facts(goal))})))",
    ]
    return "\n".join(lines)


def _wrap(facts: list[str], close: str = "", width: int = 100) -> list[str]:
    lines: list[str] = []
    line = ""
    for fact in facts:
        if line and len(line) + 1 + len(fact) > width:
            lines.append("    " + line)
            line = fact
        else:
            line = f"{line} {fact}" if line else fact
    lines.append("    " + line + close)
    return lines


def write_pddl(
    n: int,
    out_dir: str | os.PathLike[str],
    *,
    pegs: int = 3,
    start: State | None = None,
    goal: State | None = None,
) -> tuple[Path, Path]:
    """Write ``domain.pddl`` and ``problem.pddl`` into ``out_dir``; return their paths.

    ``start`` defaults to the tower on the first peg and ``goal`` to the tower on the last.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     domain, problem = write_pddl(3, folder)
    ...     print(domain.name, problem.name, "(on d3 peg3)" in problem.read_text())
    domain.pddl problem.pddl True
    """
    check_n(n)
    check_pegs(pegs)
    _check_size(n, pegs)
    start = State.perfect(n, pegs=pegs) if start is None else start
    goal = State.perfect(n, pegs=pegs, peg=pegs - 1) if goal is None else goal
    for label, state in (("start", start), ("goal", goal)):
        if not isinstance(state, State):
            raise InvalidArgumentError(f"{label} must be a hanoi.State, got {state!r}")
        if (state.n, state.pegs) != (n, pegs):
            raise InvalidArgumentError(
                f"{label} {state} has {state.n} discs on {state.pegs} pegs; expected {n} discs on {pegs} pegs"
            )
    problem = problem_pddl(start, goal)
    folder = Path(out_dir)
    owned = OwnedFolder.claim(folder, "a PDDL folder")  # new, empty or ours: a planner's other files stay whole
    try:
        domain_path, problem_path = folder / "domain.pddl", folder / "problem.pddl"
        owned.will_write(domain_path.name, problem_path.name)
        write_whole(domain_path, domain_pddl(pegs))
        write_whole(problem_path, problem + "\n")
    except OSError as error:
        reason = "it is a file, not a folder" if error.errno == errno.EEXIST else error
        raise InvalidArgumentError(file_problem("write", out_dir, reason)) from None
    return domain_path, problem_path
