"""Additive pattern databases for Hanoi puzzles of any number of pegs.

Felner, Korf and Hanan, "Additive pattern database heuristics" (JAIR 22, 2004), section 5:
split the discs into disjoint blocks of consecutive sizes; for each block, a table holds the
exact number of moves that the block's discs alone (the other discs removed) need to reach
their goal pegs, found by one breadth-first search backwards from the goal pattern.  A move
moves one disc, so it changes one block's entry by at most one: the sum over the blocks is an
admissible and consistent lower bound on the distance to the goal.

The strength of the bound grows with the blocks.  Felner, Korf and Hanan split 16 discs on
four pegs 14 + 2, and Korf and Felner ("Recent progress in heuristic search: a case study of
the four-peg Towers of Hanoi problem", IJCAI 2007) used a 15-disc table: one byte an entry,
built once by a breadth-first search over base-4 codes.  Tables up to :data:`PDB_ENTRIES`
entries are built here with numpy, a layer at a time; larger ones (up to
``hanoi.limits.PDB_SEARCH_ENTRIES``: the 12 largest discs of four pegs, 16 MiB) by a numba
breadth-first search with a queue of codes (extra ``bfs``).  Built tables are kept for reuse
within the process, by goal pattern, discs and pegs (``hanoi.limits.PDB_CACHE_BYTES`` in all).

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

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi import limits
from hanoi._extras import available, require
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.limits import PDB_CACHE_BYTES, PDB_SEARCH_ENTRIES
from hanoi.paths.codes import Codes, neighbours

__all__ = [
    "PDB_ENTRIES",
    "PatternDatabases",
    "block_goals",
    "build_bytes",
    "clear_cache",
    "database",
    "entry_bytes",
    "groups",
    "pattern_databases",
    "search_entries",
]

Table = npt.NDArray[np.uint8] | npt.NDArray[np.uint16] | npt.NDArray[np.uint32]

PDB_ENTRIES = limits.PDB_ENTRIES
"""The most entries (bytes) one pattern database of the bidirectional search holds, and the
largest table built with numpy (larger ones need numba)."""

_QUEUE_BYTES = 4  # the numba search's queue: one uint32 code an entry
_MAX_QUEUE_ENTRIES = 1 << 32
_STEP = 1 << 18  # states expanded per numba call, between two calls of ``check``


def search_entries() -> int:
    """The most entries of a ``pdb`` heuristic's table: ``PDB_SEARCH_ENTRIES`` with numba, else :data:`PDB_ENTRIES`.

    >>> search_entries() in (PDB_ENTRIES, 1 << 24)
    True
    """
    return PDB_SEARCH_ENTRIES if available("numba") else PDB_ENTRIES


def groups(n: int, pegs: int, max_entries: int = PDB_ENTRIES, *, largest_first: bool = True) -> list[tuple[int, int]]:
    """Disjoint blocks of discs ``[low, high)`` (0-based), each table within ``max_entries``.

    The blocks are as large as the limit allows, cut from the largest discs down (the last
    block, of the smallest discs, takes what is left), or with ``largest_first=False`` from
    the smallest discs up.

    >>> groups(10, 3), groups(12, 3), groups(14, 4), groups(14, 4, 4**12)
    ([(0, 10)], [(2, 12), (0, 2)], [(6, 14), (0, 6)], [(2, 14), (0, 2)])
    >>> groups(14, 4, 4**12, largest_first=False)
    [(0, 12), (12, 14)]
    """
    if isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < pegs:
        raise InvalidArgumentError(f"max_entries must be an integer >= pegs ({pegs}), got {max_entries!r}"[:300])
    size = 1
    while size < n and pegs ** (size + 1) <= max_entries:
        size += 1
    blocks = []
    if largest_first:
        high = n
        while high > 0:
            blocks.append((max(high - size, 0), high))
            high -= size
    else:
        for low in range(0, n, size):
            blocks.append((low, min(low + size, n)))
    return blocks


def block_goals(goal: int, pegs: int, blocks: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The goal of each block, as ``(code, discs)``: what its table is built towards, and kept by.

    >>> block_goals(3**4 - 1, 3, [(2, 4), (0, 2)])  # CCCC: CC for each block of two discs
    [(8, 2), (8, 2)]
    """
    return [((goal // pegs**low) % pegs ** (high - low), high - low) for low, high in blocks]


def entry_bytes(discs: int, pegs: int) -> int:
    """Bytes an entry of a table of ``discs`` discs: two on three pegs from 8 discs (distances reach 255), else one.

    >>> entry_bytes(7, 3), entry_bytes(8, 3), entry_bytes(12, 4)
    (1, 2, 1)
    """
    return 2 if pegs == 3 and discs >= 8 else 1


# --------------------------------------------------------------------------- the numba search
# Plain Python until _kernel() compiles it with numba, so importing this module stays cheap.


def _expand(table: Any, queue: Any, head: int, stop: int, tail: int, n: int, pegs: int, powers: Any,
            shift: int, unseen: int) -> int:
    """Expand the states ``queue[head:stop]``: each unseen neighbour gets its distance and joins the queue.

    Returns the new end of the queue, or -1 when a distance reached ``unseen`` (the table's
    type is too narrow).  ``shift`` is ``log2(pegs)`` when ``pegs`` is a power of two (the
    digits by shifts), else 0.
    """
    top = np.empty(pegs, np.int64)
    mask = pegs - 1
    while head < stop:
        state: Any = np.int64(queue[head])
        head += 1
        depth = table[state] + 1
        if depth >= unseen:
            return -1
        for each in range(pegs):
            top[each] = n  # the smallest disc on each peg; n for none
        rest: Any = state
        left = pegs
        for disc in range(n):
            if shift:
                peg = rest & mask
                rest >>= shift
            else:
                peg = rest % pegs
                rest //= pegs
            if top[peg] == n:
                top[peg] = disc
                left -= 1
                if left == 0:
                    break
        for source in range(pegs):
            disc = top[source]
            if disc < n:
                for target in range(pegs):
                    if target != source and top[target] > disc:
                        other = state + (target - source) * powers[disc]
                        if table[other] == unseen:
                            table[other] = depth
                            queue[tail] = other
                            tail += 1
    return tail


_COMPILED: dict[str, Callable[..., int]] = {}
_COMPILE_LOCK = threading.Lock()


def _kernel() -> Callable[..., int]:
    """Compile :func:`_expand` with numba (or load it from numba's disk cache)."""
    with _COMPILE_LOCK:
        if not _COMPILED:
            numba = require("numba", "bfs")
            _COMPILED["expand"] = numba.njit(cache=True, nogil=True)(_expand)
        return _COMPILED["expand"]


def _numba_database(goal: int, discs: int, pegs: int, dtype: type[np.unsignedinteger[Any]],
                    check: Callable[[], None] | None) -> Table | None:
    """Breadth-first search with a queue of codes (uint32); None when distances outgrow ``dtype``."""
    expand = _kernel()
    total = pegs**discs
    unseen = int(np.iinfo(dtype).max)
    table = np.full(total, unseen, dtype=dtype)
    queue = np.empty(total, dtype=np.uint32)
    table[goal] = 0
    queue[0] = goal
    powers = pegs ** np.arange(discs + 1, dtype=np.int64)
    shift = pegs.bit_length() - 1 if pegs & (pegs - 1) == 0 else 0
    head, tail = 0, 1
    while head < tail:
        stop = min(tail, head + _STEP)
        tail = int(expand(table, queue, head, stop, tail, discs, pegs, powers, shift, unseen))
        if tail < 0:
            return None
        head = stop
        if check is not None:
            check()
    return table


def _numpy_database(goal: int, discs: int, pegs: int, check: Callable[[], None] | None) -> Table:
    """Breadth-first search a whole layer at a time as numpy arrays (:func:`hanoi.paths.codes.neighbours`)."""
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


def database(goal: int, discs: int, pegs: int, *, check: Callable[[], None] | None = None,
             method: str = "auto") -> Table:
    """Distances of every state of ``discs`` discs to ``goal`` (a code): a breadth-first search.

    One byte an entry while the distances stay below 255, two beyond (three pegs from 8
    discs).  ``method="numpy"`` searches a whole layer at a time as arrays; ``"numba"``
    (extra ``bfs``) with a queue of codes, four bytes an entry while it runs, and tens of
    times faster; ``"auto"`` takes numpy up to :data:`PDB_ENTRIES` entries (no numba to
    load), numba beyond.  ``check`` is called after every layer or batch of states (a
    caller's limits may stop the work there).

    >>> database(0, 2, 3).tolist()  # to AA from AA, AB, AC, BA, BB, BC, CA, CB, CC
    [0, 1, 1, 3, 3, 2, 3, 2, 3]
    >>> database(0, 2, 3, method="numba").tolist()
    [0, 1, 1, 3, 3, 2, 3, 2, 3]
    """
    if method not in ("auto", "numpy", "numba"):
        raise InvalidArgumentError(f"method must be 'auto', 'numpy' or 'numba', got {method!r}"[:300])
    total = pegs**discs
    if method == "numpy" or (method == "auto" and total <= PDB_ENTRIES):
        return _numpy_database(goal, discs, pegs, check)
    if total > _MAX_QUEUE_ENTRIES:
        raise TooLargeError(
            f"a pattern database of {discs} discs on {pegs} pegs has {total} entries (limit {_MAX_QUEUE_ENTRIES})",
            size=total, limit=_MAX_QUEUE_ENTRIES,
        )
    widths: tuple[type[np.unsignedinteger[Any]], ...] = (np.uint8, np.uint16, np.uint32)
    for dtype in widths[entry_bytes(discs, pegs) - 1:]:  # wider only when distances outgrow it
        table = _numba_database(goal, discs, pegs, dtype, check)
        if table is not None:
            return table
    raise AssertionError("no distance above 2**32 in a table of at most 2**32 entries")  # pragma: no cover


# --------------------------------------------------------------------------- the cache
_CACHE: OrderedDict[tuple[int, int, int], Table] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def _cached(goal: int, discs: int, pegs: int, check: Callable[[], None] | None) -> tuple[Table, bool]:
    """The table of ``discs`` discs towards ``goal``, from the cache or built (then kept); and whether it was built."""
    key = (goal, discs, pegs)
    with _CACHE_LOCK:
        table = _CACHE.get(key)
        if table is not None:
            _CACHE.move_to_end(key)
            return table, False
    table = database(goal, discs, pegs, check=check)
    table.flags.writeable = False  # shared between searches
    if table.nbytes <= PDB_CACHE_BYTES:
        with _CACHE_LOCK:
            _CACHE[key] = table
            held = sum(kept.nbytes for kept in _CACHE.values())
            while held > PDB_CACHE_BYTES:
                _, dropped = _CACHE.popitem(last=False)
                held -= dropped.nbytes
    return table, True


def clear_cache() -> None:
    """Forget every pattern database kept for reuse.

    >>> clear_cache()
    """
    with _CACHE_LOCK:
        _CACHE.clear()


def build_bytes(n: int, pegs: int, *, max_entries: int = PDB_ENTRIES) -> tuple[int, int]:
    """The bytes of the tables of :func:`pattern_databases`, and the most held while they are built, known before.

    A table built with numba needs its queue (four bytes an entry) while it is built, and
    tables are built one after another.  A table kept from an earlier search costs no
    building, but the plan does not count on it.

    >>> build_bytes(14, 4, max_entries=4**12)  # 4**12 + 4**2 bytes, and 4 * 4**12 more while building
    (16777232, 83886096)
    """
    tables = queue = 0
    for low, high in groups(n, pegs, max_entries):
        discs = high - low
        size = pegs**discs
        tables += size * entry_bytes(discs, pegs)
        if size > PDB_ENTRIES:
            queue = max(queue, size * _QUEUE_BYTES)
    return tables, tables + queue


# --------------------------------------------------------------------------- the databases


@dataclass(frozen=True, eq=False)
class PatternDatabases:
    """Additive pattern databases towards one goal: one table per block of discs.

    ``parts`` holds ``(scale, size, table)`` per block: the block's code of a state code
    ``c`` is ``(c // scale) % size`` and ``table`` (numpy, and ``raw`` as a
    :class:`memoryview` of the same bytes, for fast single lookups) its distance to the
    block's goal.  ``seconds`` is the time spent building them and ``built`` how many were
    built (the others came from the cache).
    """

    n: int
    pegs: int
    goal: int
    groups: tuple[tuple[int, int], ...]
    parts: tuple[tuple[int, int, Table], ...]
    raw: tuple[tuple[int, int, memoryview], ...]
    seconds: float = 0.0
    built: int = 0

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

    def mirror(self) -> PatternDatabases | None:
        """The databases with the blocks cut from the smallest discs up, when they need no other table; else None.

        Towards a perfect tower every block of ``k`` discs has the same goal, so the table of
        the 12 largest discs is also the table of the 12 smallest: the maximum of the two
        partitions is a stronger bound at no cost (Felner, Korf and Hanan 2004, section 6).

        >>> top = pattern_databases(0, 5, 3, max_entries=27)  # AAAAA: blocks 3 + 2
        >>> bottom = top.mirror()
        >>> top.groups, bottom.groups, top.lookup(3**5 - 1), bottom.lookup(3**5 - 1)
        (((2, 5), (0, 2)), ((0, 3), (3, 5)), 10, 10)
        >>> print(pattern_databases(1, 5, 3, max_entries=27).mirror())  # BAAAA: the blocks' goals differ
        None
        """
        largest = max((high - low for low, high in self.groups), default=0)
        blocks = tuple(groups(self.n, self.pegs, max(self.pegs**largest, self.pegs), largest_first=False))
        if sorted(blocks) == sorted(self.groups):
            return None
        tables = dict(zip(block_goals(self.goal, self.pegs, list(self.groups)),
                          (table for _, _, table in self.parts), strict=True))
        wanted = block_goals(self.goal, self.pegs, list(blocks))
        if any(key not in tables for key in wanted):
            return None
        parts = tuple((self.pegs**low, self.pegs ** (high - low), tables[key])
                      for (low, high), key in zip(blocks, wanted, strict=True))
        raw = tuple((scale, size, table.data) for scale, size, table in parts)
        return PatternDatabases(self.n, self.pegs, self.goal, blocks, parts, raw)


def pattern_databases(
    goal: int, n: int, pegs: int, *, max_entries: int = PDB_ENTRIES, largest_first: bool = True,
    check: Callable[[], None] | None = None,
) -> PatternDatabases:
    """Build the additive pattern databases of ``n`` discs on ``pegs`` pegs towards ``goal`` (a code).

    Blocks come from :func:`groups`; each is a breadth-first search of the block's discs
    (:func:`database`, which calls ``check`` as it goes), or a table kept from an earlier
    call with the same block goal (:func:`block_goals`).

    >>> pdb = pattern_databases(0, 5, 3, max_entries=27)
    >>> pdb.groups, pdb.lookup(3**5 - 1)  # CCCCC to AAAAA: blocks of 3 and 2 discs, 7 + 3 moves
    (((2, 5), (0, 2)), 10)
    """
    blocks = tuple(groups(n, pegs, max_entries, largest_first=largest_first))
    began = time.perf_counter()
    parts = []
    built = 0
    for low, high in blocks:
        scale, size = pegs**low, pegs ** (high - low)
        table, fresh = _cached((goal // scale) % size, high - low, pegs, check)
        built += fresh
        parts.append((scale, size, table))
    raw = tuple((scale, size, table.data) for scale, size, table in parts)
    seconds = time.perf_counter() - began if built else 0.0
    return PatternDatabases(n, pegs, goal, blocks, tuple(parts), raw, seconds, built)
