"""Additive pattern databases for Hanoi puzzles of any number of pegs.

Felner, Korf and Hanan, "Additive pattern database heuristics" (JAIR 22, 2004), section 5:
split the discs into disjoint blocks of consecutive sizes; for each block, a table holds the
exact number of moves that the block's discs alone (the other discs removed) need to reach
their goal pegs, found by one breadth-first search backwards from the goal pattern.  A move
moves one disc, so it changes one block's entry by at most one: the sum over the blocks is an
admissible and consistent lower bound on the distance to the goal.

Both the bidirectional search of :mod:`hanoi.paths.bidirectional` (whole numpy layers:
:meth:`PatternDatabases.bound`) and the textbook strategies of :mod:`hanoi.search` (one
state at a time: :meth:`PatternDatabases.lookup`) use them.

>>> from hanoi.paths.codes import encode
>>> goal = encode((3,) * 6, 4)
>>> pdb = pattern_databases(goal, 6, 4, max_entries=4**3)  # two blocks of 3 discs
>>> pdb.groups, pdb.entries, pdb.nbytes
(((3, 6), (0, 3)), 128, 128)
>>> pdb.lookup(encode((0,) * 6, 4))  # 5 + 5 moves: each block of 3 discs alone
10
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from hanoi.errors import InvalidArgumentError
from hanoi.paths.codes import Codes, neighbours

__all__ = ["PDB_ENTRIES", "PatternDatabases", "database", "groups", "pattern_databases"]

Table = npt.NDArray[np.uint8] | npt.NDArray[np.uint16]

PDB_ENTRIES = 1 << 17
"""The most entries (bytes) one pattern database of the bidirectional search holds."""


def groups(n: int, pegs: int, max_entries: int = PDB_ENTRIES) -> list[tuple[int, int]]:
    """Disjoint blocks of discs ``[low, high)`` (0-based), largest discs first, each table within ``max_entries``.

    >>> groups(10, 3), groups(12, 3), groups(14, 4)
    ([(0, 10)], [(2, 12), (0, 2)], [(6, 14), (0, 6)])
    """
    if isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < pegs:
        raise InvalidArgumentError(f"max_entries must be an integer >= pegs ({pegs}), got {max_entries!r}")
    size = 1
    while size < n and pegs ** (size + 1) <= max_entries:
        size += 1
    blocks = []
    high = n
    while high > 0:
        blocks.append((max(high - size, 0), high))
        high -= size
    return blocks


def database(goal: int, discs: int, pegs: int, *, check: Callable[[], None] | None = None) -> Table:
    """Distances of every state of ``discs`` discs to ``goal`` (a code): a breadth-first search.

    One byte an entry while the distances stay below 255, two beyond (three pegs from 8 discs).
    ``check`` is called after every layer (a caller's limits may stop the work there).

    >>> database(0, 2, 3).tolist()  # to AA from AA, AB, AC, BA, BB, BC, CA, CB, CC
    [0, 1, 1, 3, 3, 2, 3, 2, 3]
    """
    powers = pegs ** np.arange(discs + 1, dtype=np.int64)
    unseen = np.iinfo(np.uint16).max
    table = np.full(pegs**discs, unseen, dtype=np.uint16)
    table[goal] = 0
    layer = np.array([goal], dtype=np.int64)
    depth = 0
    while len(layer):
        depth += 1
        found = neighbours(layer, discs, pegs, powers)
        layer = found[table[found] == unseen]
        table[layer] = depth
        if check is not None:
            check()
    if depth <= 255:
        return table.astype(np.uint8)
    return table


@dataclass(frozen=True, eq=False)
class PatternDatabases:
    """Additive pattern databases towards one goal: one table per block of discs.

    ``parts`` holds ``(scale, size, table)`` per block: the block's code of a state code
    ``c`` is ``(c // scale) % size`` and ``table`` (numpy, and ``raw`` as an :mod:`array`
    for fast single lookups) its distance to the block's goal.
    """

    n: int
    pegs: int
    groups: tuple[tuple[int, int], ...]
    parts: tuple[tuple[int, int, Table], ...]
    raw: tuple[tuple[int, int, array[int]], ...]

    @property
    def entries(self) -> int:
        """The entries of all tables together.

        >>> pattern_databases(0, 4, 3).entries
        81
        """
        return sum(len(table) for _, _, table in self.parts)

    @property
    def nbytes(self) -> int:
        """The bytes of all tables together (one or two an entry).

        >>> pattern_databases(0, 4, 3).nbytes, pattern_databases(0, 10, 3).nbytes  # 2**10 - 1 > 255
        (81, 118098)
        """
        return sum(table.nbytes for _, _, table in self.parts)

    def bound(self, codes: Codes) -> Codes:
        """The lower bound of every code in a numpy array.

        >>> pattern_databases(0, 2, 3).bound(np.array([0, 8])).tolist()  # AA and CC to AA
        [0, 3]
        """
        total = np.zeros(len(codes), dtype=np.int64)
        for scale, size, table in self.parts:
            total += table[(codes // scale) % size]
        return total

    def lookup(self, code: int) -> int:
        """The lower bound of one state code.

        >>> pattern_databases(0, 3, 3).lookup(26)  # CCC to AAA
        7
        """
        return sum(table[(code // scale) % size] for scale, size, table in self.raw)


def pattern_databases(
    goal: int, n: int, pegs: int, *, max_entries: int = PDB_ENTRIES, check: Callable[[], None] | None = None
) -> PatternDatabases:
    """Build the additive pattern databases of ``n`` discs on ``pegs`` pegs towards ``goal`` (a code).

    Blocks come from :func:`groups`; each is a breadth-first search of the block's discs
    (:func:`database`, which calls ``check`` after every layer).

    >>> pdb = pattern_databases(0, 5, 3, max_entries=27)
    >>> pdb.groups, pdb.lookup(3**5 - 1)  # CCCCC to AAAAA: blocks of 3 and 2 discs, 7 + 3 moves
    (((2, 5), (0, 2)), 10)
    """
    blocks = tuple(groups(n, pegs, max_entries))
    parts = []
    for low, high in blocks:
        scale, size = pegs**low, pegs ** (high - low)
        parts.append((scale, size, database((goal // scale) % size, high - low, pegs, check=check)))
    raw = tuple((scale, size, array("B" if table.itemsize == 1 else "H", table.tobytes()))
                for scale, size, table in parts)
    return PatternDatabases(n, pegs, blocks, tuple(parts), raw)
