"""Parsing and formatting of the move notations found in the classic sources and in the wild.

========  ===================  ===========================================
name      example              where it comes from
========  ===================  ===========================================
canonical ``1AC``              python-hanoi's own :class:`~hanoi.Move` text
arrow     ``0 -> 1``           Saito's Qiita article (2020), 0-based pegs
letters   ``A->C`` or ``AC``   the Russian tutorial and the French encyclopedia article
german    ``S1 - AC``          the German encyclopedia article
pair      ``1 3``              two peg numbers (``base`` 0 or 1)
========  ===================  ===========================================

Notations that do not name the disc (arrow, letters, pair) give a :class:`PegMove`,
which a :class:`~hanoi.State` turns into a :class:`~hanoi.Move` with
:meth:`~hanoi.State.find_move` (the way SAN needs a board in python-chess).
"""

from __future__ import annotations

import re
from enum import Enum
from typing import NamedTuple

from hanoi._validate import non_ascii_digit, shown
from hanoi.errors import InvalidArgumentError, InvalidMoveError
from hanoi.limits import MAX_PEGS
from hanoi.move import Move, peg_from_letter, peg_letter
from hanoi.state import State

__all__ = ["MoveNotation", "PegMove", "format_move", "parse_move", "parse_peg"]


class MoveNotation(str, Enum):
    """The notations :func:`parse_move` and :func:`format_move` know.

    >>> MoveNotation("german").value
    'german'
    """

    CANONICAL = "canonical"
    ARROW = "arrow"
    LETTERS = "letters"
    GERMAN = "german"
    PAIR = "pair"


class PegMove(NamedTuple):
    """A move that names only its pegs; a state supplies the disc.

    >>> PegMove(0, 2).resolve_in(__import__("hanoi").State.perfect(2))
    Move(disc=1, source=0, target=2)
    """

    source: int
    target: int

    def resolve_in(self, state: object) -> Move:
        """The checked :class:`Move` of this peg pair in ``state``.

        >>> from hanoi import State
        >>> PegMove(1, 2).resolve_in(State.parse("AB"))
        Move(disc=1, source=1, target=2)
        >>> PegMove(0, 1).resolve_in("AB")
        Traceback (most recent call last):
        ...
        TypeError: resolve_in() needs a hanoi.State
        """
        if not isinstance(state, State):
            raise TypeError("resolve_in() needs a hanoi.State")
        return state.find_move(self.source, self.target)


_GERMAN = re.compile(r"^\s*[Ss]\s*([0-9]{1,4000})\s*[-:]\s*([A-Za-z])\s*-?>?\s*([A-Za-z])\s*$")
_ARROW_NUM = re.compile(r"^\s*([0-9]{1,4000})\s*(?:->|→|-|,|\s)\s*([0-9]{1,4000})\s*$")
_ARROW_LET = re.compile(r"^\s*([A-Za-z])\s*(?:->|→|-|,|\s)?\s*([A-Za-z])\s*$")



def _notation(notation: object) -> MoveNotation:
    """A :class:`MoveNotation` from itself or its name; anything else is an error."""
    try:
        return MoveNotation(notation)
    except ValueError:
        names = ", ".join(member.value for member in MoveNotation)
        raise InvalidArgumentError(f"unknown notation {shown(notation)}; choose one of: {names}") from None

def parse_peg(text: str, pegs: int | None = None) -> int:
    """Parse a peg given as a letter (``A``) or a 0-based number (``0``).

    >>> parse_peg("C"), parse_peg("1"), parse_peg(" b ")
    (2, 1, 1)
    >>> parse_peg("D", pegs=3)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidMoveError: invalid peg 'D': there are only 3 pegs (A..C or 0..2)
    """
    if not isinstance(text, str):
        raise InvalidMoveError(f"invalid peg {shown(text)}: expected a letter (A) or a number (0)")
    stripped = text.strip()
    if non_ascii_digit(stripped) is not None:
        raise InvalidMoveError(f"invalid peg {shown(text)}: write numbers with the digits 0-9, "
                               f"not {non_ascii_digit(stripped)!r}")
    if stripped.isdigit() and len(stripped) > 9:
        raise InvalidMoveError(f"invalid peg {shown(text)}: there are at most {MAX_PEGS} pegs")
    if stripped.isdigit():
        peg = int(stripped)
    elif len(stripped) == 1 and stripped.isalpha():
        peg = peg_from_letter(stripped)
    else:
        raise InvalidMoveError(f"invalid peg {text!r}: expected a letter (A, B, C) or a 0-based number")
    if pegs is not None and peg >= pegs:
        last = peg_letter(pegs - 1) if pegs <= 26 else "?"
        raise InvalidMoveError(
            f"invalid peg {text!r}: there are only {pegs} pegs (A..{last} or 0..{pegs - 1})"
        )
    return peg


def parse_move(
    text: str, notation: MoveNotation | str | None = None, *, base: int = 0
) -> Move | PegMove:
    """Parse one move in any notation of the table above; detect it when not given.

    >>> parse_move("S1 - AC"), parse_move("0 -> 1"), parse_move("A->C")
    (Move(disc=1, source=0, target=2), PegMove(source=0, target=1), PegMove(source=0, target=2))
    >>> parse_move("1 3", "pair", base=1)
    PegMove(source=0, target=2)
    >>> parse_move("2BA")
    Move(disc=2, source=1, target=0)
    """
    if base not in (0, 1):
        raise InvalidMoveError(f"invalid base {base!r}: pegs are numbered from 0 or from 1")
    kind = _notation(notation) if notation is not None else None
    if not isinstance(text, str):
        raise InvalidMoveError(f"invalid move {shown(text)}: expected text such as '1AC'")
    if non_ascii_digit(text) is not None:
        raise InvalidMoveError(f"invalid move {shown(text)}: write numbers with the digits 0-9, "
                               f"not {non_ascii_digit(text)!r}")
    if kind in (None, MoveNotation.GERMAN):
        match = _GERMAN.match(text)
        if match:
            return Move(int(match.group(1)), peg_from_letter(match.group(2)), peg_from_letter(match.group(3)))
    if kind in (None, MoveNotation.CANONICAL):
        try:
            return Move.parse(text)
        except InvalidMoveError:
            if kind is not None:
                raise
    if kind in (None, MoveNotation.ARROW, MoveNotation.PAIR):
        match = _ARROW_NUM.match(text)
        if match:
            source, target = int(match.group(1)) - base, int(match.group(2)) - base
            return _peg_move(source, target, text)
    if kind in (None, MoveNotation.LETTERS):
        match = _ARROW_LET.match(text)
        if match:
            return _peg_move(peg_from_letter(match.group(1)), peg_from_letter(match.group(2)), text)
    expected = "a move such as '1AC', 'S1 - AC', '0 -> 2' or 'A->C'" if kind is None else (
        f"a move in the {kind.value} notation"
    )
    raise InvalidMoveError(f"invalid move {text!r}: expected {expected}")


def _peg_move(source: int, target: int, text: str) -> PegMove:
    if source < 0 or target < 0:
        raise InvalidMoveError(f"invalid move {text!r}: peg numbers below the base")
    if source == target:
        raise InvalidMoveError(f"invalid move {text!r}: source and target are the same peg")
    return PegMove(source, target)


def format_move(move: Move, notation: MoveNotation | str = MoveNotation.CANONICAL, *, base: int = 0) -> str:
    """Write ``move`` in a notation of the table above.

    >>> m = Move(1, 0, 2)
    >>> [format_move(m, k) for k in ("canonical", "arrow", "letters", "german", "pair")]
    ['1AC', '0 -> 2', 'A->C', 'S1 - AC', '0 2']
    """
    kind = _notation(notation)
    if kind is MoveNotation.CANONICAL:
        return str(move)
    if kind is MoveNotation.ARROW:
        return f"{move.source + base} -> {move.target + base}"
    if kind is MoveNotation.PAIR:
        return f"{move.source + base} {move.target + base}"
    letters = f"{peg_letter(move.source)}{peg_letter(move.target)}"
    if kind is MoveNotation.LETTERS:
        return f"{letters[0]}->{letters[1]}"
    return f"S{move.disc} - {letters}"
