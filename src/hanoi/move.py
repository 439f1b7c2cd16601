"""The :class:`Move` value: which disc goes from which peg to which peg.

A move is a small immutable, hashable value, like ``chess.Move``.  Its canonical
text is the disc number followed by the letters of its two pegs, ``"1AC"`` (disc 1
from peg A to peg C).  Pegs past ``Z`` are written numerically, ``"1:0-30"``.
Other notations of the classic sources (``0 -> 1``, ``S1 - AC``, ``A->C``) live in
:mod:`hanoi.notation`.
"""

from __future__ import annotations

import re

from hanoi._validate import check_int, non_ascii_digit
from hanoi.errors import InvalidArgumentError, InvalidMoveError

__all__ = ["Move", "peg_from_letter", "peg_letter"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_CANONICAL = re.compile(r"^\s*([0-9]{1,4000})\s*([A-Za-z])([A-Za-z])\s*$")
_NUMERIC = re.compile(r"^\s*([0-9]{1,4000})\s*:\s*([0-9]{1,4000})\s*-\s*([0-9]{1,4000})\s*$")


def peg_letter(peg: int) -> str:
    """Return the letter of a 0-based peg number: 0 is ``A``.

    >>> peg_letter(0), peg_letter(2)
    ('A', 'C')
    """
    if not 0 <= peg < len(_LETTERS):
        raise InvalidMoveError(f"peg {peg!r} has no letter (letters name pegs 0..25)")
    return _LETTERS[peg]


def peg_from_letter(letter: str) -> int:
    """Return the 0-based peg number of a letter, case-insensitive: ``A`` is 0.

    >>> peg_from_letter("c")
    2
    """
    index = _LETTERS.find(letter.upper()) if len(letter) == 1 else -1
    if index < 0:
        raise InvalidMoveError(f"invalid peg letter {letter!r}: expected one of A..Z")
    return index


class Move(tuple[int, int, int]):
    """Disc ``disc`` (1 is the smallest) goes from peg ``source`` to peg ``target``.

    Pegs are 0-based.  A move is an immutable, hashable value that checks its fields: the
    disc is an integer >= 1, the pegs are distinct integers >= 0.  It unpacks like the
    ``[disk, from, to]`` triples of LLM benchmarks, but it is not equal to a plain tuple.

    >>> move = Move(1, 0, 2)
    >>> str(move), move.disc, move.source, move.target
    ('1AC', 1, 0, 2)
    >>> disc, source, target = move
    >>> move == (1, 0, 2), move == Move(1, 0, 2), move.to_list()
    (False, True, [1, 0, 2])
    >>> Move.parse("3BA")
    Move(disc=3, source=1, target=0)
    >>> Move(2.5, 0, 1)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidMoveError: invalid move: disc must be an integer, got 2.5
    """

    __slots__ = ()

    def __new__(cls, disc: int, source: int, target: int) -> Move:
        values = []
        for name, value, low in (("disc", disc, 1), ("source", source, 0), ("target", target, 0)):
            try:
                values.append(check_int(value, name, low=low))
            except InvalidArgumentError as error:
                raise InvalidMoveError(f"invalid move: {error}") from None
        if values[1] == values[2]:
            raise InvalidMoveError(
                f"invalid move {_text(*values)!r}: source and target are the same peg"
            )
        return tuple.__new__(cls, values)

    @classmethod
    def _trusted(cls, disc: int, source: int, target: int) -> Move:
        """Build a move from fields already known to be valid (the generators' fast path)."""
        return tuple.__new__(cls, (disc, source, target))

    def __getnewargs__(self) -> tuple[int, int, int]:
        return (self[0], self[1], self[2])

    @property
    def disc(self) -> int:
        """The disc moved, 1 for the smallest.

        >>> Move(3, 0, 1).disc
        3
        """
        return self[0]

    @property
    def source(self) -> int:
        """The 0-based peg the disc leaves.

        >>> Move(3, 0, 1).source
        0
        """
        return self[1]

    @property
    def target(self) -> int:
        """The 0-based peg the disc lands on.

        >>> Move(3, 0, 1).target
        1
        """
        return self[2]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((Move, self[0], self[1], self[2]))

    def __repr__(self) -> str:
        return f"Move(disc={self[0]}, source={self[1]}, target={self[2]})"

    def __str__(self) -> str:
        return _text(self[0], self[1], self[2])

    def _repr_html_(self) -> str:
        """The move in words beside its notation, for Jupyter.

        >>> Move(1, 0, 2)._repr_html_()
        '<code>1AC</code> disc 1 from peg A to peg C'
        """
        text = str(self)
        source, target = (text[-2], text[-1]) if ":" not in text else text.split(":")[1].split("-")
        return f"<code>{text}</code> disc {self[0]} from peg {source} to peg {target}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse the canonical text of a move, ``"1AC"`` or ``"1:0-30"``.

        >>> Move.parse("12:0-27")
        Move(disc=12, source=0, target=27)
        >>> Move.parse("2BB")
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidMoveError: invalid move '2BB': source and target are the same peg
        """
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid move {text!r}: expected text such as '1AC'")
        if non_ascii_digit(text) is not None:
            raise InvalidMoveError(f"invalid move {text[:40]!r}: write numbers with the digits 0-9, "
                                   f"not {non_ascii_digit(text)!r}")
        match = _CANONICAL.match(text)
        if match:
            disc = int(match.group(1))
            source = peg_from_letter(match.group(2))
            target = peg_from_letter(match.group(3))
        else:
            match = _NUMERIC.match(text)
            if not match:
                raise InvalidMoveError(f"invalid move {text[:40]!r}: expected a move such as '1AC'")
            disc, source, target = (int(group) for group in match.groups())
        return cls(disc, source, target)

    def reversed(self) -> Move:
        """Return the move that undoes this one.

        >>> Move(1, 0, 2).reversed()
        Move(disc=1, source=2, target=0)
        """
        return Move._trusted(self[0], self[2], self[1])

    def to_list(self) -> list[int]:
        """Return ``[disc, source, target]``, the LLM-benchmark triple.

        >>> Move(1, 0, 2).to_list()
        [1, 0, 2]
        """
        return [self[0], self[1], self[2]]


def _text(disc: int, source: int, target: int) -> str:
    if 0 <= source < 26 and 0 <= target < 26:
        return f"{disc}{_LETTERS[source]}{_LETTERS[target]}"
    return f"{disc}:{source}-{target}"
