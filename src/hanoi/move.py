"""The :class:`Move` value: which disc goes from which peg to which peg.

A move is a small immutable, hashable value, like ``chess.Move``.  Its canonical
text is the disc number followed by the letters of its two pegs, ``"1AC"`` (disc 1
from peg A to peg C).  Pegs past ``Z`` are written numerically, ``"1:0-30"``.
Other notations of the seeds (``0 -> 1``, ``S1 - AC``, ``A->C``) live in
:mod:`hanoi.notation`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hanoi.errors import InvalidMoveError

__all__ = ["Move", "peg_from_letter", "peg_letter"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_CANONICAL = re.compile(r"^\s*(\d+)\s*([A-Za-z])([A-Za-z])\s*$")
_NUMERIC = re.compile(r"^\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$")


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


class Move(NamedTuple):
    """Disc ``disc`` (1 is the smallest) goes from peg ``source`` to peg ``target``.

    Pegs are 0-based.  A move unpacks like the ``[disk, from, to]`` triples of LLM
    benchmarks.

    >>> move = Move(1, 0, 2)
    >>> str(move), move.disc, move.source, move.target
    ('1AC', 1, 0, 2)
    >>> disc, source, target = move
    >>> Move.parse("3BA")
    Move(disc=3, source=1, target=0)
    """

    disc: int
    source: int
    target: int

    def __str__(self) -> str:
        if self.source < 26 and self.target < 26:
            return f"{self.disc}{_LETTERS[self.source]}{_LETTERS[self.target]}"
        return f"{self.disc}:{self.source}-{self.target}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse the canonical text of a move, ``"1AC"`` or ``"1:0-30"``.

        >>> Move.parse("12:0-27")
        Move(disc=12, source=0, target=27)
        """
        match = _CANONICAL.match(text)
        if match:
            disc = int(match.group(1))
            source = peg_from_letter(match.group(2))
            target = peg_from_letter(match.group(3))
        else:
            match = _NUMERIC.match(text)
            if not match:
                raise InvalidMoveError(f"invalid move {text!r}: expected a move such as '1AC'")
            disc, source, target = (int(group) for group in match.groups())
        return cls.checked(disc, source, target, text=text)

    @classmethod
    def checked(cls, disc: int, source: int, target: int, *, text: str | None = None) -> Move:
        """Build a move after checking its shape: disc >= 1, pegs >= 0 and distinct.

        >>> Move.checked(2, 1, 1)
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidMoveError: invalid move '2BB': source and target are the same peg
        """
        shown = text if text is not None else f"{disc}:{source}-{target}"
        if disc < 1:
            raise InvalidMoveError(f"invalid move {shown!r}: discs are numbered from 1")
        if source < 0 or target < 0:
            raise InvalidMoveError(f"invalid move {shown!r}: pegs are numbered from 0")
        move = cls(disc, source, target)
        if source == target:
            raise InvalidMoveError(f"invalid move {str(move)!r}: source and target are the same peg")
        return move

    def reversed(self) -> Move:
        """Return the move that undoes this one.

        >>> Move(1, 0, 2).reversed()
        Move(disc=1, source=2, target=0)
        """
        return Move(self.disc, self.target, self.source)

    def to_list(self) -> list[int]:
        """Return ``[disc, source, target]``, the LLM-benchmark triple.

        >>> Move(1, 0, 2).to_list()
        [1, 0, 2]
        """
        return [self.disc, self.source, self.target]
