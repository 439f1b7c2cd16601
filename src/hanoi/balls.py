"""The :class:`BallState` value: which ball is where on each peg (the Tower of London).

In the Tower of London (Shallice 1982) the pieces are equal-size coloured balls: any ball may
lie on any other, and what limits a move is the height of the peg (3, 2 and 1 balls in
Shallice's apparatus).  A position is therefore the stack of balls on each peg, bottom to top,
not the peg of each disc as in :class:`~hanoi.State`.  Balls are numbered from 1; their colours
are only names (:data:`COLORS`, PEBL's order: 1 red, 2 yellow, 3 blue).

The text form is PEBL's state string, one ``|``-separated field per peg, bottom ball first:
``"|21|3||"`` is balls 2 then 1 on peg A, ball 3 on peg B, peg C empty (Mueller and Piper 2014,
``battery/tol/TOL.pbl``).  Moves are :class:`~hanoi.Move` values whose ``disc`` is the ball.

>>> start = BallState.parse("|21|3||")
>>> start, start.n, start.pegs
(BallState('|21|3||'), 3, 3)
>>> [str(move) for move in start.legal_moves()]
['1AB', '1AC', '3BA', '3BC']
>>> start.apply(Move(3, 1, 2))
BallState('|21||3|')
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NoReturn

from hanoi._validate import check_int, shown
from hanoi.errors import IllegalMoveError, InvalidArgumentError, InvalidStateError
from hanoi.move import Move, peg_letter
from hanoi.rules import Rules

__all__ = ["COLORS", "BallState"]

COLORS = ("red", "yellow", "blue", "green", "purple", "orange", "white", "black")
"""The colour names of balls 1, 2, ...: PEBL's 1 red, 2 yellow, 3 blue, then more."""

_LONDON = Rules.london()


def _name(peg: int) -> str:
    return peg_letter(peg) if 0 <= peg < 26 else str(peg)


@dataclass(frozen=True, slots=True)
class BallState:
    """A Tower of London position: the balls on each peg, bottom to top.

    ``rules`` (keyword-only) must move balls; it defaults to Shallice's pegs of heights 3, 2, 1
    (:meth:`Rules.london`).  Every ball ``1..n`` appears once, and no peg holds more than its
    capacity.

    >>> BallState(((2, 1), (3,), ()))
    BallState('|21|3||')
    >>> BallState(((1, 2), (3,), ()), rules=Rules.london([2, 2, 2])).stacks()
    [[1, 2], [3], []]
    >>> BallState(((), (1, 2, 3), ()))
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: invalid position '||123||': peg B holds 3 balls, its capacity is 2
    """

    pegs_balls: tuple[tuple[int, ...], ...]
    rules: Rules = field(default=_LONDON, kw_only=True)

    def __post_init__(self) -> None:
        rules = self.rules
        if not isinstance(rules, Rules) or rules.pieces != "balls":
            raise InvalidArgumentError(
                f"a BallState needs rules that move balls (e.g. Rules.london()), got {shown(rules)}"
            )
        stacks = self.pegs_balls
        if isinstance(stacks, str | bytes) or not isinstance(stacks, Sequence):
            raise InvalidStateError(f"invalid position {shown(stacks)}: expected one list of balls per peg")
        fixed: list[tuple[int, ...]] = []
        for stack in stacks:
            if isinstance(stack, str | bytes) or not isinstance(stack, Sequence):
                raise InvalidStateError(f"invalid position {shown(stacks)}: expected one list of balls per peg")
            try:
                fixed.append(tuple(check_int(ball, "ball", low=1) for ball in stack))
            except InvalidArgumentError as error:
                raise InvalidStateError(f"invalid position {shown(stacks)}: {error}") from None
        text = _text(fixed)
        if len(fixed) != rules.pegs:
            raise InvalidStateError(f"invalid position {text!r}: {len(fixed)} pegs given, the rules have {rules.pegs}")
        balls = sorted(ball for stack in fixed for ball in stack)
        if balls != list(range(1, len(balls) + 1)):
            seen = set()
            for ball in balls:
                if ball in seen:
                    raise InvalidStateError(f"invalid position {text!r}: ball {ball} appears twice")
                seen.add(ball)
            missing = min(set(range(1, len(balls) + 1)) - seen)
            raise InvalidStateError(f"invalid position {text!r}: ball {missing} is missing (balls are 1..n)")
        for peg, stack in enumerate(fixed):
            cap = rules.capacity(peg)
            if cap is not None and len(stack) > cap:
                raise InvalidStateError(
                    f"invalid position {text!r}: peg {_name(peg)} holds {len(stack)} balls, its capacity is {cap}"
                )
        object.__setattr__(self, "pegs_balls", tuple(fixed))

    @classmethod
    def _trusted(cls, stacks: tuple[tuple[int, ...], ...], rules: Rules) -> BallState:
        state = object.__new__(cls)
        object.__setattr__(state, "pegs_balls", stacks)
        object.__setattr__(state, "rules", rules)
        return state

    @classmethod
    def parse(cls, text: str, *, rules: Rules = _LONDON) -> BallState:
        """PEBL's state string (``"|21|3||"``) or the stacks JSON form (``"[[2, 1], [3], []]"``).

        >>> BallState.parse("[[2, 1], [3], []]") == BallState.parse(" |21|3|| ")
        True
        >>> BallState.parse("|2a|3||")
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidStateError: invalid position '|2a|3||': 'a' is not a ball number 1..9
        """
        if not isinstance(text, str):
            raise InvalidStateError(f"invalid position {shown(text)}: expected text such as '|21|3||'")
        stripped = text.strip()
        if stripped.startswith("["):
            try:
                data = json.loads(stripped)
            except (json.JSONDecodeError, RecursionError):
                raise InvalidStateError(f"invalid position {shown(text)}: not valid JSON") from None
            if not isinstance(data, list):
                raise InvalidStateError(f"invalid position {shown(text)}: expected a list of lists")
            return cls(tuple(data), rules=rules)
        if not (stripped.startswith("|") and stripped.endswith("|")) or len(stripped) < 2:
            raise InvalidStateError(f"invalid position {shown(text)}: expected PEBL's form '|21|3||'")
        stacks = []
        for part in stripped[1:-1].split("|"):
            for char in part:
                if not "1" <= char <= "9":
                    raise InvalidStateError(f"invalid position {shown(text)}: {char!r} is not a ball number 1..9")
            stacks.append(tuple(int(char) for char in part))
        return cls(tuple(stacks), rules=rules)

    # ----------------------------------------------------------------- reading
    @property
    def n(self) -> int:
        """The number of balls.

        >>> BallState.parse("|21|3||").n
        3
        """
        return sum(len(stack) for stack in self.pegs_balls)

    @property
    def pegs(self) -> int:
        """The number of pegs."""
        return self.rules.pegs

    def stacks(self) -> list[list[int]]:
        """The balls of each peg, bottom to top.

        >>> BallState.parse("|21|3||").stacks()
        [[2, 1], [3], []]
        """
        return [list(stack) for stack in self.pegs_balls]

    def top(self, peg: int) -> int | None:
        """The ball on top of ``peg``, or None when it is empty.

        >>> BallState.parse("|21|3||").top(0), BallState.parse("|21|3||").top(2)
        (1, None)
        """
        stack = self.pegs_balls[peg]
        return stack[-1] if stack else None

    def peg_of(self, ball: int) -> int:
        """The peg that holds ``ball``.

        >>> BallState.parse("|21|3||").peg_of(3)
        1
        """
        for peg, stack in enumerate(self.pegs_balls):
            if ball in stack:
                return peg
        raise InvalidArgumentError(f"no ball {shown(ball)} (balls are 1..{self.n})")

    def __str__(self) -> str:
        return _text(self.pegs_balls)

    def _repr_svg_(self) -> str | None:
        """The balls on their pegs as SVG, so that Jupyter shows a BallState as a picture.

        >>> BallState.parse("|21|3||")._repr_svg_().count('class="ball"')
        3
        """
        from hanoi.draw.notebook import svg_or_none

        return svg_or_none(self)

    def __repr__(self) -> str:
        rules = "" if self.rules == _LONDON else f", rules={self.rules!r}"
        return f"BallState({str(self)!r}{rules})"

    # ----------------------------------------------------------------- moving
    def legal_moves(self) -> Iterator[Move]:
        """Every legal move: a top ball along an arc of the rules onto a peg with room, by ball.

        >>> [str(m) for m in BallState.parse("|123|||").legal_moves()]
        ['3AB', '3AC']
        """
        rules = self.rules
        order = sorted((stack[-1], peg) for peg, stack in enumerate(self.pegs_balls) if stack)
        for ball, source in order:
            for target in rules.successors(source):
                cap = rules.capacity(target)
                if cap is None or len(self.pegs_balls[target]) < cap:
                    yield Move._trusted(ball, source, target)

    def check(self, move: Move) -> None:
        """Raise :class:`~hanoi.IllegalMoveError` unless ``move`` is legal here.

        >>> BallState.parse("|21|3||").check(Move(1, 0, 1))
        >>> BallState.parse("|21|3||").check(Move(3, 1, 2))
        >>> BallState.parse("|2|1|3|").check(Move(1, 1, 2))
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal move '1BC' in state |2|1|3|: peg C is full (capacity 1)
        """
        if not isinstance(move, Move):
            raise InvalidArgumentError(f"expected a Move, got {shown(move)}")
        ball, source, target = move
        for peg in (source, target):
            if not 0 <= peg < self.pegs:
                self._illegal(move, f"no peg {peg} (pegs are 0..{self.pegs - 1})")
        if not 1 <= ball <= self.n:
            self._illegal(move, f"no ball {ball} (balls are 1..{self.n})")
        top = self.top(source)
        if top != ball:
            where = "peg is empty" if top is None else f"ball {top} is"
            self._illegal(move, f"ball {ball} is not on top of peg {_name(source)} ({where})")
        self._check_target(move, source, target)

    def _check_target(self, move: object, source: int, target: int) -> None:
        if not self.rules.allows(source, target):
            self._illegal(move, f"the rules allow no move from peg {_name(source)} to peg {_name(target)}")
        cap = self.rules.capacity(target)
        if cap is not None and len(self.pegs_balls[target]) >= cap:
            self._illegal(move, f"peg {_name(target)} is full (capacity {cap})")

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` is legal here.

        >>> BallState.parse("|21|3||").is_legal(Move(2, 0, 1))
        False
        """
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    def apply(self, move: Move) -> BallState:
        """The position after the legal ``move``; an illegal one raises.

        >>> BallState.parse("|21|3||").apply(Move(1, 0, 1))
        BallState('|2|31||')
        """
        self.check(move)
        return self._moved(move.source, move.target)

    def _moved(self, source: int, target: int) -> BallState:
        stacks = list(self.pegs_balls)
        ball = stacks[source][-1]
        stacks[source] = stacks[source][:-1]
        stacks[target] = (*stacks[target], ball)
        return BallState._trusted(tuple(stacks), self.rules)

    def neighbours(self) -> Iterator[BallState]:
        """The positions one legal move away, in the order of :meth:`legal_moves`.

        >>> [str(s) for s in BallState.parse("|123|||").neighbours()]
        ['|12|3||', '|12||3|']
        """
        for move in self.legal_moves():
            yield self._moved(move.source, move.target)

    def find_move(self, source: int, target: int) -> Move:
        """The move of the top ball of ``source`` onto ``target``, if it is legal here.

        >>> BallState.parse("|21|3||").find_move(1, 0)
        Move(disc=3, source=1, target=0)
        """
        source = check_int(source, "source peg")
        target = check_int(target, "target peg")
        shown_move = f"{_name(source)}->{_name(target)}"
        for peg in (source, target):
            if not 0 <= peg < self.pegs:
                self._illegal(shown_move, f"no peg {peg} (pegs are 0..{self.pegs - 1})")
        if source == target:
            self._illegal(shown_move, "source equals target")
        ball = self.top(source)
        if ball is None:
            self._illegal(shown_move, f"peg {_name(source)} is empty")
        self._check_target(shown_move, source, target)
        return Move._trusted(ball, source, target)

    def replay(self, moves: Iterable[Move]) -> BallState:
        """Apply ``moves`` in order, checking each, and return the final position.

        >>> BallState.parse("|21|3||").replay([Move(1, 0, 2), Move(2, 0, 1)])
        BallState('||32|1|')
        """
        state = self
        for move in moves:
            state = state.apply(move)
        return state

    def _illegal(self, move: object, reason: str) -> NoReturn:
        raise IllegalMoveError(
            f"illegal move {str(move)!r} in state {str(self)[:80]}: {reason}",
            reason=reason, move=move, state=self,
        )


def _text(stacks: Iterable[Iterable[int]]) -> str:
    """PEBL's state string: ``|`` then each peg's balls, bottom first, then ``|``."""
    parts = ["".join(str(ball) if ball < 10 else f"({ball})" for ball in stack) for stack in stacks]
    return "|" + "|".join(parts) + "|"
