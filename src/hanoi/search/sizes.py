"""How small the answer is next to the space searched: the Russian tutorial's table.

The Russian tutorial counts the moves of the shortest solution, ``M(n, 3) = 2**n - 1``, and the states
of the puzzle, ``N(n, t) = t**n``, and tabulates their ratio for n = 3, 4, 5, 10, 15, 20 to
show that a search which wanders the space does far more work than the answer needs.  For
more pegs ``M`` is the Frame–Stewart number (proven optimal for 4 pegs, presumed beyond).

>>> for row in space_table([3, 4, 5, 10, 15, 20]):
...     print(row.n, row.moves, row.states, row.ratio_text())
3 7 27 0.26
4 15 81 0.19
5 31 243 0.13
10 1023 59049 0.017
15 32767 14348907 0.0023
20 1048575 3486784401 0.0003

The Russian tutorial prints 0.12 for n = 5, where 31/243 = 0.1276 rounds to 0.13.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from hanoi._validate import check_int, check_pegs
from hanoi.three.counts import state_count
from hanoi.tower import min_moves

__all__ = ["SpaceRow", "space_table"]


@dataclass(frozen=True)
class SpaceRow:
    """One row: ``n`` discs on ``pegs`` pegs, the fewest moves ``M`` and the states ``N``."""

    n: int
    pegs: int
    moves: int
    states: int

    @property
    def log10_ratio(self) -> float | None:
        """``log10(M / N)``, exact for any size (None when ``M`` is 0).

        >>> round(space_table([1000])[0].log10_ratio, 3)
        -176.091
        """
        if self.moves == 0:
            return None
        return math.log10(self.moves) - math.log10(self.states)

    @property
    def ratio(self) -> float:
        """``M / N`` as a float (0.0 once it is below about 1e-308).

        >>> space_table([3])[0].ratio
        0.25925925925925924
        """
        log = self.log10_ratio
        return 0.0 if log is None or log < -307 else self.moves / self.states

    def ratio_text(self) -> str:
        """``M / N`` to two significant digits, as the Russian tutorial prints it (``0.26``), or ``8.1e-177``.

        >>> space_table([3, 1000])[1].ratio_text()
        '8.1e-177'
        """
        log = self.log10_ratio
        if log is None:
            return "0"
        if log > -300:
            return f"{self.moves / self.states:.2g}"
        exponent = math.floor(log)
        mantissa = 10 ** (log - exponent)
        if round(mantissa, 1) >= 10:
            mantissa, exponent = mantissa / 10, exponent + 1
        return f"{mantissa:.2g}e{exponent:+03d}"


def space_table(ns: Iterable[int], *, pegs: int = 3) -> list[SpaceRow]:
    """The rows of the Russian tutorial's table for each ``n`` of ``ns``.

    >>> [(row.moves, row.states) for row in space_table([6, 10], pegs=4)]
    [(17, 4096), (49, 1048576)]
    """
    pegs = check_pegs(pegs)
    rows = []
    for n in ns:
        n = check_int(n, "n", low=0)
        rows.append(SpaceRow(n, pegs, min_moves(n, pegs=pegs), state_count(n, pegs=pegs)))
    return rows
