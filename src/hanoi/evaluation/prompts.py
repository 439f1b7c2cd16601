"""Prompts in the answer formats of the published studies, with the metadata needed to score them.

The texts are written here from each study's described format, not copied:

=================  ==========================================  ====================================
style              answer format asked for                     study
=================  ==========================================  ====================================
``apple``          ``moves = [[disk, from, to], ...]``,        Shojaee et al., "The Illusion of
                   pegs 0..p-1                                 Thinking" (Apple, 2025)
``reasoning-gym``  one ``Move disk X from Peg Y to Peg Z``     reasoning-gym ``tower_of_hanoi``
                   a line, pegs 1..p                           (open-thought, 2025)
``maker``          ``move = [disk, from, to]`` then            Meyerson et al., "Solving a
                   ``next_state = [[...], ...]`` a step        Million-Step LLM Task with Zero
                                                               Errors" (MAKER, 2025)
``plain``          one ``1AC`` a line                          python-hanoi's canonical notation
=================  ==========================================  ====================================

A prompt's id, ``style/discs/pegs/start/goal`` (``apple/3/3/AAA/CCC``), names the puzzle
and the style, so ``hanoi eval`` can score an answer from the id alone.

>>> prompt = build_prompt(3, style="apple")
>>> prompt.id, prompt.optimal, prompt.base
('apple/3/3/AAA/CCC', 7, 0)
>>> "moves = [[" in prompt.system
True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from hanoi._validate import check_n, check_pegs
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.evaluation.styles import PromptStyle
from hanoi.state import State, check_pair
from hanoi.verify.report import optimal_length

__all__ = ["MAX_PROMPT_DISCS", "Prompt", "PromptStyle", "build_prompt", "parse_discs", "parse_prompt_id"]

MAX_PROMPT_DISCS = 1000
"""The most discs a prompt describes (its text grows with n; the published studies stop at 20)."""


@dataclass(frozen=True, slots=True)
class Prompt:
    """A prompt: its id, the puzzle, the system and user messages, and how to score the answer.

    >>> prompt = build_prompt(2, style="plain")
    >>> prompt.to_dict()["answer_format"]
    'one move a line: disc number, then the letters of the two pegs (1AC)'
    """

    id: str
    style: PromptStyle
    start: State
    goal: State
    optimal: int | None
    system: str
    user: str
    answer_format: str

    @property
    def discs(self) -> int:
        """The number of discs."""
        return self.start.n

    @property
    def pegs(self) -> int:
        """The number of pegs."""
        return self.start.pegs

    @property
    def base(self) -> int:
        """The number of the first peg in the answers asked for."""
        return self.style.base

    def text(self) -> str:
        """The whole prompt as one text: the system message, a blank line, the user message.

        >>> build_prompt(1, style="plain").text().splitlines()[0]
        'You are solving a Tower of Hanoi puzzle.'
        """
        return f"{self.system}\n\n{self.user}" if self.system else self.user

    def to_dict(self) -> dict[str, Any]:
        """The prompt and its metadata as JSON-ready data (``hanoi prompt --format json``).

        >>> sorted(build_prompt(1).to_dict())  # doctest: +NORMALIZE_WHITESPACE
        ['answer_format', 'base', 'discs', 'goal', 'goal_stacks', 'id', 'optimal', 'pegs', 'start',
         'start_stacks', 'style', 'system', 'user']
        """
        return {
            "id": self.id,
            "style": self.style.value,
            "discs": self.discs,
            "pegs": self.pegs,
            "start": str(self.start),
            "goal": str(self.goal),
            "start_stacks": self.start.stacks(),
            "goal_stacks": self.goal.stacks(),
            "optimal": self.optimal,
            "base": self.base,
            "answer_format": self.answer_format,
            "system": self.system,
            "user": self.user,
        }


def _peg_names(pegs: int, base: int) -> str:
    names = [str(peg + base) for peg in range(pegs)]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _describe(state: State, base: int, label: str) -> str:
    """Each peg's discs from bottom to top, one line a peg."""
    lines = []
    for peg, stack in enumerate(state.stacks()):
        discs = ", ".join(map(str, stack)) if stack else "empty"
        lines.append(f"  peg {peg + base}: {discs}")
    return f"{label} (each peg's discs from bottom to top):\n" + "\n".join(lines)


def _rules(discs: int, pegs: int, base: int) -> str:
    return (
        f"There are {pegs} pegs, numbered {_peg_names(pegs, base)}, and {discs} disc{'s' if discs != 1 else ''} "
        f"of different sizes, numbered 1 (the smallest) to {discs} (the largest).\n"
        "Rules: move one disc at a time; only the top disc of a peg can move; "
        "a disc may never rest on a smaller disc."
    )


def _apple(start: State, goal: State, optimal: int | None) -> tuple[str, str, str]:
    fmt = "moves = [[disk id, from peg, to peg], ...] with pegs numbered from 0"
    system = (
        "You are solving a Tower of Hanoi puzzle.\n"
        f"{_rules(start.n, start.pegs, 0)}\n"
        "Write your whole solution as one Python-style list of moves, each move a list of three numbers: "
        "the disk that moves, the peg it leaves and the peg it lands on, for example\n"
        "moves = [[1, 0, 2], [2, 0, 1], [1, 2, 1]]\n"
        "Give the complete list, with every move, in your final answer."
    )
    user = (
        f"{_describe(start, 0, 'Starting position')}\n"
        f"{_describe(goal, 0, 'Goal position')}\n"
        "Find the sequence of moves that turns the starting position into the goal position."
    )
    return system, user, fmt


def _reasoning_gym(start: State, goal: State, optimal: int | None) -> tuple[str, str, str]:
    fmt = "one 'Move disk X from Peg Y to Peg Z' a line, pegs numbered from 1"
    user = (
        f"Solve this Tower of Hanoi puzzle with {start.n} disks and {start.pegs} pegs.\n"
        f"{_rules(start.n, start.pegs, 1)}\n"
        f"{_describe(start, 1, 'Start')}\n"
        f"{_describe(goal, 1, 'Target')}\n"
        "Answer with the moves only, one a line, each written exactly as\n"
        "Move disk X from Peg Y to Peg Z\n"
        "where X is the disk and Y and Z are the peg numbers."
    )
    return "", user, fmt


def _maker(start: State, goal: State, optimal: int | None) -> tuple[str, str, str]:
    fmt = "per step: 'move = [disk, from, to]' then 'next_state = [[...], ...]', pegs from 0"
    system = (
        "You are solving a Tower of Hanoi puzzle one step at a time, and you keep track of the state.\n"
        f"{_rules(start.n, start.pegs, 0)}\n"
        "A state is a list with one list per peg, holding that peg's discs from bottom to top, "
        "for example [[3, 2], [], [1]].\n"
        "For every step write two lines:\n"
        "move = [disk, from peg, to peg]\n"
        "next_state = the state after that move\n"
        "and go on until the goal state is reached."
    )
    user = (
        f"Current state: {json.dumps(start.stacks())}\n"
        f"Goal state: {json.dumps(goal.stacks())}\n"
        "Write the records of every step, in order."
    )
    return system, user, fmt


def _plain(start: State, goal: State, optimal: int | None) -> tuple[str, str, str]:
    fmt = "one move a line: disc number, then the letters of the two pegs (1AC)"
    letters = "".join(chr(65 + peg) for peg in range(start.pegs))
    system = (
        "You are solving a Tower of Hanoi puzzle.\n"
        f"{_rules(start.n, start.pegs, 0).replace(_peg_names(start.pegs, 0), ', '.join(letters))}\n"
        "Write one move a line: the disc's number followed by the letters of the peg it leaves and the peg "
        "it lands on, so 1AC moves disc 1 from peg A to peg C. Write nothing else."
    )
    user = (
        f"Start: {start} (the peg of each disc, largest disc first)\n"
        f"Goal: {goal}\n"
        "List the moves."
    )
    return system, user, fmt


_BUILDERS = {
    PromptStyle.APPLE: _apple,
    PromptStyle.REASONING_GYM: _reasoning_gym,
    PromptStyle.MAKER: _maker,
    PromptStyle.PLAIN: _plain,
}


def _style(style: object) -> PromptStyle:
    try:
        return PromptStyle(style)
    except ValueError:
        choices = ", ".join(s.value for s in PromptStyle)
        raise InvalidArgumentError(f"unknown prompt style {style!r}; choose one of: {choices}"[:300]) from None


def build_prompt(
    n: int,
    start: State | str | None = None,
    goal: State | str | None = None,
    *,
    pegs: int = 3,
    style: PromptStyle | str = PromptStyle.APPLE,
) -> Prompt:
    """The prompt for ``n`` discs from ``start`` to ``goal`` in a study's answer format.

    ``start`` and ``goal`` (states or their letters) default to the tower on peg 0 and
    the tower on the last peg; ``optimal`` is the length of the shortest solution.

    >>> prompt = build_prompt(2, style="reasoning-gym")
    >>> print(prompt.user.splitlines()[0])
    Solve this Tower of Hanoi puzzle with 2 disks and 3 pegs.
    >>> build_prompt(3, "BAA", "ABB", style="maker").optimal   # Hinz: the largest disc moves twice
    5
    >>> build_prompt(10**100)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to write a prompt for about 2**332 discs (limit 1000)
    """
    check_n(n)
    if n > MAX_PROMPT_DISCS:
        shown = str(n) if n.bit_length() <= 64 else f"about 2**{n.bit_length() - 1}"
        raise TooLargeError(f"refusing to write a prompt for {shown} discs (limit {MAX_PROMPT_DISCS})")
    pegs = check_pegs(pegs)
    kind = _style(style)
    start_state = _state(start, "start", pegs) or State.perfect(n, peg=0, pegs=pegs)
    goal_state = _state(goal, "goal", pegs) or State.perfect(n, peg=pegs - 1, pegs=pegs)
    for label, state in (("start", start_state), ("goal", goal_state)):
        if state.n != n:
            raise InvalidArgumentError(f"{label} {state} has {state.n} discs, but n is {n}")
    check_pair(start_state, goal_state)
    optimal = optimal_length(start_state, goal_state)
    system, user, fmt = _BUILDERS[kind](start_state, goal_state, optimal)
    prompt_id = f"{kind.value}/{n}/{pegs}/{start_state}/{goal_state}"
    return Prompt(prompt_id, kind, start_state, goal_state, optimal, system, user, fmt)


def _state(value: State | str | None, label: str, pegs: int) -> State | None:
    if value is None or isinstance(value, State):
        if value is not None and value.pegs != pegs:
            raise InvalidArgumentError(f"{label} {value} has {value.pegs} pegs, but pegs={pegs}")
        return value
    if isinstance(value, str):
        return State.parse(value, pegs=pegs)
    raise InvalidArgumentError(f"{label} must be a hanoi.State or its letters, got {value!r}"[:300])


def parse_prompt_id(prompt_id: str) -> tuple[PromptStyle, State, State]:
    """The style, start and goal that a prompt id names.

    >>> parse_prompt_id("reasoning-gym/2/3/AA/CC")
    (<PromptStyle.REASONING_GYM: 'reasoning-gym'>, State('AA'), State('CC'))
    >>> parse_prompt_id("apple/3")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: invalid prompt id 'apple/3': expected style/discs/pegs/start/goal, ...
    """
    parts = prompt_id.split("/") if isinstance(prompt_id, str) else []
    digits = [part.isascii() and part.isdigit() for part in parts[1:3]]
    if len(parts) != 5 or not all(digits) or len(parts[1]) > 6 or len(parts[2]) > 6:
        raise InvalidArgumentError(
            f"invalid prompt id {prompt_id!r}"[:200] + ": expected style/discs/pegs/start/goal, as 'apple/3/3/AAA/CCC'"
        )
    kind = _style(parts[0])
    n, pegs = int(parts[1]), check_pegs(int(parts[2]))
    start, goal = State.parse(parts[3], pegs=pegs), State.parse(parts[4], pegs=pegs)
    if start.n != n or goal.n != n:
        raise InvalidArgumentError(f"invalid prompt id {prompt_id!r}: the states do not have {n} discs"[:300])
    return kind, start, goal


_RANGE = re.compile(r"^\s*([0-9]{1,6})\s*(?:\.\.|-)\s*([0-9]{1,6})\s*$")  # ASCII digits only


def parse_discs(discs: int | str | list[int]) -> list[int]:
    """The numbers of discs a task parameter names: ``5``, ``"3..10"``, ``"3,5,7"`` or a list.

    >>> parse_discs("3..5"), parse_discs("1, 4"), parse_discs(6)
    ([3, 4, 5], [1, 4], [6])
    >>> parse_discs("3..2000")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: discs '3..2000' reach past the limit of 1000 discs
    """
    values: list[int]
    if isinstance(discs, bool):
        raise InvalidArgumentError(f"discs must be a number, a range a..b or a list, got {discs!r}")
    if isinstance(discs, int):
        values = [discs]
    elif isinstance(discs, list):
        values = [value for value in discs if isinstance(value, int) and not isinstance(value, bool)]
        if len(values) != len(discs):
            raise InvalidArgumentError(f"discs must be whole numbers, got {discs!r}"[:300])
    elif isinstance(discs, str) and (match := _RANGE.match(discs)):
        low, high = int(match.group(1)), int(match.group(2))
        if high < low:
            raise InvalidArgumentError(f"discs {discs!r}: the range is empty")
        if high > MAX_PROMPT_DISCS:
            raise InvalidArgumentError(f"discs {discs!r} reach past the limit of {MAX_PROMPT_DISCS} discs")
        values = list(range(low, high + 1))
    elif isinstance(discs, str) and re.fullmatch(r"\s*[0-9]{1,6}(?:\s*,\s*[0-9]{1,6})*\s*", discs):
        values = [int(part) for part in discs.split(",")]
    else:
        raise InvalidArgumentError(f"discs must be a number, a range a..b or a list, got {discs!r}"[:300])
    if not values or min(values) < 1 or max(values) > MAX_PROMPT_DISCS:
        raise InvalidArgumentError(f"discs {discs!r}: each must be 1..{MAX_PROMPT_DISCS}"[:300])
    return values
