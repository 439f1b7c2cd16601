"""The :class:`State` value: which peg each disc is on.

A state is immutable and hashable, so it is a graph node and a dict key as it is.
``positions[i]`` is the 0-based peg of disc ``i + 1``; disc 1 is the smallest.  This is
the "tower index of each disc" array of the Russian tutorial, and its text
form, one letter per disc with the largest first, is the E(N, p) notation of the French
encyclopedia article (the French encyclopedia article).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NoReturn

from hanoi._validate import check_discs, check_int, check_peg, check_pegs, shown
from hanoi.errors import IllegalMoveError, InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import MAX_DISCS, MAX_PEGS
from hanoi.move import Move, peg_letter
from hanoi.rules import Rules
from hanoi.toronto import toronto_colours

__all__ = ["State", "check_pair"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MAX_STACKS_TEXT = 16 * MAX_DISCS
"""The longest stacks text read: room for the numbers of :data:`~hanoi.limits.MAX_DISCS` discs, spaced."""


@dataclass(frozen=True, slots=True)
class State:
    """A regular state: every disc on some peg, smaller discs above larger ones.

    >>> state = State((2, 0, 0))
    >>> str(state), state.n, state.pegs
    ('AAC', 3, 3)
    >>> state.stacks()
    [[3, 2], [], [1]]
    >>> state == State.parse("AAC") and state in {State.parse("[[3,2],[],[1]]")}
    True

    ``rules`` (keyword-only) plays a variant (:class:`~hanoi.Rules`): only the arcs of its move
    digraph are legal moves and no peg holds more than its capacity.  The classic rules are
    stored as None, so a classic state is the same value whichever way it was made; ``pegs``
    defaults to the rules' pegs.

    >>> linear = State((0, 0), rules=Rules.linear())
    >>> linear, [str(m) for m in linear.legal_moves()]
    (State('AA', rules=Rules.linear()), ['1AB'])
    >>> State((0, 0), rules=Rules.classic()) == State((0, 0))
    True

    The Tower of Toronto (``Rules.toronto()``, Saint-Cyr, Taylor and Lang 1988) names its discs'
    colours, disc 1 the lightest, when it refuses a move:

    >>> State.parse("AB", rules=Rules.toronto()).check(Move(2, 0, 1))
    Traceback (most recent call last):
    ...
    hanoi.errors.IllegalMoveError: illegal move '2AB' in state AB: the darker yellow disc 2 cannot go onto ...
    """

    positions: tuple[int, ...]
    pegs: int = 3
    rules: Rules | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        pegs = check_pegs(self.pegs)
        if type(self.pegs) is not int:
            object.__setattr__(self, "pegs", pegs)
        positions = self.positions
        if type(positions) is not tuple or not all(type(peg) is int for peg in positions):
            positions = _as_positions(positions)
            object.__setattr__(self, "positions", positions)
        check_discs(len(positions), "a state")
        if positions and (min(positions) < 0 or max(positions) >= pegs):
            bad = next(peg for peg in positions if not 0 <= peg < pegs)
            raise InvalidStateError(
                f"invalid state {shown(positions)}: peg {bad!r} is outside 0..{pegs - 1}"
            )
        if self.rules is not None:
            self._check_rules(self.rules)

    def _check_rules(self, rules: object) -> None:
        """Check the rules against the fields; store None for the classic rules."""
        if not isinstance(rules, Rules):
            raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {shown(rules)}")
        if rules.pieces == "balls":
            raise InvalidArgumentError(
                f"rules {rules.name!r} move balls, not discs: use BallState for the Tower of London"
            )
        if rules.pieces == "colours":
            toronto_colours(len(self.positions))  # a colour for every disc, or refused
        if rules.pegs != self.pegs:
            if self.pegs != 3 or any(p >= rules.pegs for p in self.positions):
                raise InvalidStateError(
                    f"invalid state {shown(self.positions)}: {self.pegs} pegs, but rules {rules.name!r} "
                    f"have {rules.pegs}"
                )
            object.__setattr__(self, "pegs", rules.pegs)
        if rules.capacities is not None:
            for peg in range(self.pegs):
                held = self.positions.count(peg)
                cap = rules.capacities[peg]
                if cap is not None and held > cap:
                    raise InvalidStateError(
                        f"invalid state {shown(self.positions)}: peg {_name(peg)} holds {held} discs, "
                        f"its capacity is {cap}"
                    )
        object.__setattr__(self, "rules", None if rules.is_classic else rules)

    @classmethod
    def _trusted(cls, positions: tuple[int, ...], pegs: int, rules: Rules | None = None) -> State:
        """A state from fields already known to be valid (the fast path of moves and searches)."""
        state = object.__new__(cls)
        object.__setattr__(state, "positions", positions)
        object.__setattr__(state, "pegs", pegs)
        object.__setattr__(state, "rules", rules)
        return state

    # ----------------------------------------------------------------- building
    @classmethod
    def perfect(cls, n: int, *, pegs: int = 3, peg: int = 0, rules: Rules | None = None) -> State:
        """The perfect tower: all ``n`` discs on ``peg`` (``pegs`` defaults to the rules' pegs).

        >>> State.perfect(4, peg=2), State.perfect(2, pegs=4, peg=3)
        (State('CCCC'), State('DD', pegs=4))
        >>> State.perfect(2, rules=Rules.star())
        State('AA', pegs=4, rules=Rules.star())
        """
        count = check_discs(n, "a state")
        pegs = check_pegs(pegs)
        if rules is not None:
            if isinstance(rules, Rules) and pegs == 3:
                pegs = rules.pegs
            return cls((check_peg(peg, pegs),) * count, pegs, rules=rules)
        return cls._trusted((check_peg(peg, pegs),) * count, pegs)

    @classmethod
    def parse(cls, text: str, pegs: int | None = None, *, rules: Rules | None = None) -> State:
        """Parse the letter notation (largest disc first) or the stacks JSON form.

        ``pegs`` defaults to 3 for letters (the rules' pegs, with ``rules``) and to the number
        of lists for stacks.

        >>> State.parse("AABC")
        State('AABC')
        >>> State.parse("[[3, 1], [2], [], []]")
        State('ABA', pegs=4)
        >>> State.parse("ab")
        State('AB')
        """
        if rules is not None:
            if not isinstance(rules, Rules):
                raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {shown(rules)}")
            plain = cls.parse(text, rules.pegs if pegs is None else pegs)
            return cls(plain.positions, plain.pegs, rules=rules)
        if not isinstance(text, str):
            raise InvalidStateError(f"invalid state {shown(text)}: expected text such as 'AAB' or '[[2, 1], [], []]'")
        stripped = text.strip()
        if stripped.startswith("["):
            if len(stripped) > _MAX_STACKS_TEXT:  # more than the stacks of MAX_DISCS discs on MAX_PEGS pegs
                raise TooLargeError(f"refusing a stacks text of {len(stripped)} characters (limit {_MAX_STACKS_TEXT}"
                                    f" characters: {MAX_DISCS} discs on {MAX_PEGS} pegs)",
                                    limit=_MAX_STACKS_TEXT, size=len(stripped))
            if re.match(r"\[\s*\[\s*\[", stripped):  # stacks are lists of lists: a third level is never a state
                raise InvalidStateError(f"invalid state {shown(text)}: lists nested too deeply (stacks are a list of "
                                        "lists of discs)")
            if stripped.count("[") > MAX_PEGS + 1:  # counted before parsing: no list of a million pegs is built
                raise InvalidStateError(f"invalid state {shown(text)}: more than {MAX_PEGS} pegs given (lists), "
                                        f"at most {MAX_PEGS}")
            import json  # lazily: most states are not JSON

            try:
                data = json.loads(stripped)
            except json.JSONDecodeError as error:
                raise InvalidStateError(f"invalid state {shown(text)}: not valid JSON ({error.msg})") from None
            except RecursionError:
                raise InvalidStateError(f"invalid state {shown(text)}: lists nested too deeply") from None
            except ValueError:  # a number of more than 4300 digits (Python's guard)
                raise InvalidStateError(f"invalid state {shown(text)}: a number too long to be a disc") from None
            return cls.from_stacks(data, pegs=pegs, text=text)
        check_discs(len(stripped), "a state")
        count = 3 if pegs is None else check_pegs(pegs)
        if count > len(_LETTERS) and not set(stripped.upper()) <= set(_LETTERS):
            raise InvalidStateError(
                f"invalid state {text!r}: letters name at most 26 pegs; use the stacks form"
            )
        positions = []
        for letter in reversed(stripped):
            index = _LETTERS.find(letter.upper())
            if index < 0 or index >= count:
                raise InvalidStateError(
                    f"invalid state {text!r}: letter {letter!r} names no peg of {count} "
                    f"(A..{_LETTERS[count - 1]})"
                )
            positions.append(index)
        return cls(tuple(positions), count)

    @classmethod
    def from_stacks(
        cls, stacks: object, pegs: int | None = None, *, text: str | None = None
    ) -> State:
        """Build a state from per-peg lists of discs, bottom to top.

        >>> State.from_stacks([[3, 2, 1], [], []])
        State('AAA')
        >>> State.from_stacks([[1, 2], [], []])
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidStateError: invalid state [[1, 2], [], []]: disc 2 lies on the smaller disc 1 on peg 0
        """
        shown = text if text is not None else repr(stacks)
        shown = repr(shown) if text is not None else shown
        if not isinstance(stacks, list) or not all(isinstance(s, list) for s in stacks):
            raise InvalidStateError(f"invalid state {shown}: expected a list of lists of discs")
        if pegs is None and len(stacks) > MAX_PEGS:
            raise InvalidStateError(f"invalid state {shown[:60]}...: {len(stacks)} pegs given, at most {MAX_PEGS}")
        count = len(stacks) if pegs is None else check_pegs(pegs)
        if len(stacks) != count:
            raise InvalidStateError(
                f"invalid state {shown}: {len(stacks)} pegs given, {count} expected"
            )
        if count < 3:
            raise InvalidStateError(f"invalid state {shown}: at least 3 pegs are needed")
        found: dict[int, int] = {}
        for peg, stack in enumerate(stacks):
            previous = None
            for disc in stack:
                if isinstance(disc, bool) or not isinstance(disc, int) or disc < 1:
                    raise InvalidStateError(f"invalid state {shown}: {disc!r} is not a disc number >= 1")
                if disc in found:
                    raise InvalidStateError(f"invalid state {shown}: disc {disc} appears twice")
                if previous is not None and disc > previous:
                    raise InvalidStateError(
                        f"invalid state {shown}: disc {disc} lies on the smaller disc "
                        f"{previous} on peg {peg}"
                    )
                found[disc] = peg
                previous = disc
        n = len(found)
        if found and max(found) != n:
            missing = min(set(range(1, n + 1)) - set(found))
            raise InvalidStateError(f"invalid state {shown}: disc {missing} is missing")
        return cls(tuple(found[disc] for disc in range(1, n + 1)), count)

    # ----------------------------------------------------------------- reading
    @property
    def n(self) -> int:
        """The number of discs.

        >>> State.perfect(5).n
        5
        """
        return len(self.positions)

    def __str__(self) -> str:
        if self.pegs > len(_LETTERS):
            import json

            return json.dumps(self.stacks(), separators=(",", ":"))
        return "".join(_LETTERS[peg] for peg in reversed(self.positions))

    def __repr__(self) -> str:
        text = str(self)
        pegs = "" if self.pegs == 3 else f", pegs={self.pegs}"
        rules = "" if self.rules is None else f", rules={self.rules!r}"
        return f"State({text!r}{pegs}{rules})"

    def _repr_svg_(self) -> str | None:
        """The board as SVG, so that Jupyter shows a State as a picture (:func:`hanoi.draw.svg.board`).

        Too many discs to draw give None, and Jupyter falls back to the text repr.

        >>> State.parse("AB")._repr_svg_().startswith("<svg")
        True
        >>> State.perfect(10**4)._repr_svg_() is None
        True
        """
        from hanoi.draw.notebook import svg_or_none

        return svg_or_none(self)

    def stacks(self) -> list[list[int]]:
        """The discs of each peg, bottom to top (the LLM-benchmark form).

        >>> State.parse("CAB").stacks()
        [[2], [1], [3]]
        """
        stacks: list[list[int]] = [[] for _ in range(self.pegs)]
        for disc in range(self.n, 0, -1):
            stacks[self.positions[disc - 1]].append(disc)
        return stacks

    def top(self, peg: int) -> int | None:
        """The disc on top of ``peg``, or None when it is empty.

        >>> State.parse("AAB").top(0), State.parse("AAB").top(2)
        (2, None)
        """
        try:
            return self.positions.index(peg) + 1
        except ValueError:
            return None

    def tops(self) -> list[int | None]:
        """The top disc of every peg (None for an empty peg).

        >>> State.parse("ABA").tops()
        [1, 2, None]
        """
        tops: list[int | None] = [None] * self.pegs
        missing = self.pegs
        for index, peg in enumerate(self.positions):
            if tops[peg] is None:
                tops[peg] = index + 1
                missing -= 1
                if not missing:
                    break
        return tops

    def is_perfect(self, peg: int | None = None) -> bool:
        """Whether all discs are on one peg (on ``peg``, if given).

        >>> State.parse("CCC").is_perfect(), State.parse("CCC").is_perfect(0)
        (True, False)
        """
        if not self.positions:
            return True
        first = self.positions[0] if peg is None else peg
        return all(p == first for p in self.positions)

    # ----------------------------------------------------------------- moving
    def legal_moves(self) -> Iterator[Move]:
        """Every legal move, ordered by disc, then source, then target.

        >>> [str(m) for m in State.parse("AAB").legal_moves()]
        ['1BA', '1BC', '2AC']
        """
        if self.rules is not None:
            yield from self._ruled_moves(self.rules)
            return
        tops = self.tops()
        order = sorted((disc, peg) for peg, disc in enumerate(tops) if disc is not None)
        for disc, source in order:
            for target, other in enumerate(tops):
                if target != source and (other is None or other > disc):
                    yield Move(disc, source, target)

    def _ruled_moves(self, rules: Rules) -> Iterator[Move]:
        """The legal moves under ``rules``: along an arc, onto a larger disc, below the capacity."""
        tops = self.tops()
        caps = rules.capacities
        counts = [self.positions.count(peg) for peg in range(self.pegs)] if caps is not None else None
        order = sorted((disc, peg) for peg, disc in enumerate(tops) if disc is not None)
        for disc, source in order:
            for target in rules.successors(source):
                other = tops[target]
                if other is not None and other < disc:
                    continue
                cap = None if caps is None else caps[target]
                if cap is not None and counts is not None and counts[target] >= cap:
                    continue
                yield Move._trusted(disc, source, target)

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMoveError` unless ``move`` is legal here.

        >>> State.parse("AA").check(Move(1, 0, 1))
        >>> State.parse("AB").check(Move(2, 0, 1))
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal move '2AB' in state AB: disc 2 cannot go onto the smaller disc 1 on peg B
        """
        if not isinstance(move, Move):
            raise InvalidArgumentError(f"expected a Move, got {shown(move)}")
        disc, source, target = move
        for peg in (source, target):
            if not 0 <= peg < self.pegs:
                self._illegal(move, f"no peg {peg} (pegs are 0..{self.pegs - 1})")
        if not 1 <= disc <= self.n:
            self._illegal(move, f"no disc {disc} (discs are 1..{self.n})")
        top = self.top(source)
        if top != disc:
            where = "peg is empty" if top is None else f"disc {top} is"
            self._illegal(move, f"disc {disc} is not on top of peg {_name(source)} ({where})")
        other = self.top(target)
        if other is not None and other < disc:
            self._illegal(move, self._onto_smaller(disc, other, target))
        if self.rules is not None:
            self._check_ruled(move, self.rules, source, target)

    def _check_ruled(self, move: object, rules: Rules, source: int, target: int) -> None:
        """The checks the rules add: the arc, and the capacity of the target."""
        if not rules.allows(source, target):
            self._illegal(
                move, f"the rules {rules.name!r} allow no move from peg {_name(source)} to peg {_name(target)}"
            )
        cap = rules.capacity(target)
        if cap is not None and self.positions.count(target) >= cap:
            self._illegal(move, f"peg {_name(target)} is full (capacity {cap})")

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` is legal here.

        >>> State.parse("AA").is_legal(Move(2, 0, 1))
        False
        """
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    def apply(self, move: Move) -> State:
        """Return the state after the legal ``move``; raise IllegalMoveError otherwise.

        >>> State.parse("AAA").apply(Move(1, 0, 2))
        State('AAC')
        """
        self.check(move)
        positions = list(self.positions)
        positions[move.disc - 1] = move.target
        return State._trusted(tuple(positions), self.pegs, self.rules)

    def find_move(self, source: int, target: int) -> Move:
        """The move of the top disc of ``source`` onto ``target``, if it is legal here.

        This resolves notations that name only pegs (``A->C``) against a position; the
        state itself never changes.

        >>> State.parse("AB").find_move(0, 2)
        Move(disc=2, source=0, target=2)
        """
        source = check_int(source, "source peg")
        target = check_int(target, "target peg")
        shown_move = f"{_name(source)}->{_name(target)}"
        for peg in (source, target):
            if not 0 <= peg < self.pegs:
                self._illegal(shown_move, f"no peg {peg} (pegs are 0..{self.pegs - 1})")
        if source == target:
            self._illegal(shown_move, "source equals target")
        disc = self.top(source)
        if disc is None:
            self._illegal(shown_move, f"peg {_name(source)} is empty")
        other = self.top(target)
        if other is not None and other < disc:
            self._illegal(shown_move, self._onto_smaller(disc, other, target))
        if self.rules is not None:
            self._check_ruled(shown_move, self.rules, source, target)
        return Move._trusted(disc, source, target)

    def _onto_smaller(self, disc: int, other: int, target: int) -> str:
        """Why ``disc`` may not go onto ``other``: larger on smaller, or (the Tower of Toronto) darker on lighter."""
        if self.rules is not None and self.rules.pieces == "colours":
            names = toronto_colours(self.n)
            return (f"the darker {names[disc - 1]} disc {disc} cannot go onto the lighter {names[other - 1]} disc "
                    f"{other} on peg {_name(target)}")
        return f"disc {disc} cannot go onto the smaller disc {other} on peg {_name(target)}"

    def _illegal(self, move: object, reason: str) -> NoReturn:
        raise IllegalMoveError(
            f"illegal move {str(move)!r} in state {shown(str(self), 80)[1:-1]}: {reason}",
            reason=reason, move=move, state=self,
        )

    def replay(self, moves: Iterable[Move]) -> State:
        """Apply ``moves`` in order, checking each, and return the final state.

        >>> State.perfect(2).replay([Move(1, 0, 1), Move(2, 0, 2), Move(1, 1, 2)])
        State('CC')
        """
        positions = list(self.positions)
        state = self
        for move in moves:
            state.check(move)
            positions[move.disc - 1] = move.target
            state = State._trusted(tuple(positions), self.pegs, self.rules)
        return state

    def with_positions(self, positions: Sequence[int]) -> State:
        """A state with the same pegs and new positions.

        >>> State.perfect(2).with_positions([1, 1])
        State('BB')
        """
        return State(tuple(positions), self.pegs, rules=self.rules)


def _name(peg: int) -> str:
    return peg_letter(peg) if 0 <= peg < 26 else str(peg)


def _as_positions(positions: object) -> tuple[int, ...]:
    """Positions given as any iterable of integers, checked one by one."""
    if isinstance(positions, str | bytes) or not isinstance(positions, Iterable):
        raise InvalidStateError(f"invalid state {shown(positions)}: expected a sequence of peg numbers")
    try:
        return tuple(check_int(peg, "peg") for peg in positions)
    except InvalidArgumentError as error:
        raise InvalidStateError(f"invalid state {shown(positions)}: {error}") from None


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
            raise InvalidArgumentError(f"{label} must be a State, got {shown(value)}")
    assert isinstance(start, State) and isinstance(goal, State)
    if (start.n, start.pegs) != (goal.n, goal.pegs):
        raise InvalidStateError(
            f"start {shown(str(start), 40)} ({start.n} discs, {start.pegs} pegs) and goal {shown(str(goal), 40)} "
            f"({goal.n} discs, {goal.pegs} pegs) do not match: both need the same discs and pegs"
        )
    if start.rules != goal.rules:
        raise InvalidStateError(
            f"start {shown(str(start), 40)} and goal {shown(str(goal), 40)} are under different rules "
            f"({start.rules.name if start.rules else 'classic'} and {goal.rules.name if goal.rules else 'classic'})"
        )
    return start, goal
