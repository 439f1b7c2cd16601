"""The Chinese rings (baguenaudier): the binary Gray code, after Gros 1872.

``n`` rings hang on a bar.  Two kinds of move change the position (Hinz, Klavžar and Petr,
*The Tower of Hanoi – Myths and Maths*, 2013/2018, ch. 1):

- **move type 0**: ring 1, the end ring, may always go on or off;
- **move type 1**: the ring next to the first ring on the bar (counted from ring 1) may go
  on or off.

A position is a bit per ring, written ring ``n`` first as Hinz et al. write it (the handle on
the left, ring 1 the least place value): ``"111"`` is every ring on.  Read as a binary number,
a position is a Gray code word, and the two moves are exactly the two ways of stepping to the
next or previous word (Gros 1872, *Théorie du baguenodier*).  So the state graph is a path on
the ``2**n`` positions, the **rank** of a position (its Gray code inverse, Gros's number) is its
distance from all rings off, and the fewest moves from all on to all off is the rank of
``1…1``: ``(2**(n+1) - 2 + n % 2) // 3`` (OEIS A000975: 1, 2, 5, 10, 21, 42, ...).  The ring moved
at step ``k`` of that solution is the ruler function of the rank left (the Gros sequence,
OEIS A001511), so any move comes without replay.

Some count the two end rings moved together as one move (MathWorld, "Baguenaudier"): rings 1
and 2, both on or both off, go off or on at once.  That cuts a corner of the path in every
block of four ranks, and the fewest moves become ``2**(n-1) - (1 - n % 2)`` (OEIS A051049: 1, 1, 4,
7, 16, 31, ...).  ``double=True`` selects that count everywhere.

>>> [rings_min_moves(n) for n in range(1, 7)], [rings_min_moves(n, double=True) for n in range(1, 7)]
([1, 2, 5, 10, 21, 42], [1, 1, 4, 7, 16, 31])
>>> [str(move) for move in rings_solve(3)]
['1 off', '3 off', '1 on', '2 off', '1 off']
>>> rings_distance(RingsState.parse("101"), RingsState.parse("010"))
3
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from hanoi._extras import require
from hanoi._validate import check_count_bits, check_discs, check_int, check_n, check_step, shown, shown_int
from hanoi.errors import IllegalMoveError, InvalidArgumentError, InvalidMoveError, InvalidStateError, TooLargeError
from hanoi.limits import GRAPH_MAX_NODES

__all__ = [
    "RingMove",
    "RingsState",
    "rings_distance",
    "rings_graph",
    "rings_min_moves",
    "rings_move_at",
    "rings_path",
    "rings_solve",
    "rings_state_at",
]


@dataclass(frozen=True, slots=True)
class RingMove:
    """One move of the Chinese rings: ``ring`` goes on (``on=True``) or off; ``double`` moves rings 1 and 2 at once.

    A double move names ring 2 (the higher of the two).  The text form is ``"3 off"``, ``"1 on"``,
    ``"1+2 off"``.

    >>> RingMove(3, on=False), str(RingMove(2, on=True, double=True))
    (RingMove('3 off'), '1+2 on')
    >>> RingMove(1, on=True, double=True)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidMoveError: a double move moves rings 1 and 2 together and is named ring 2, got ring 1
    """

    ring: int
    on: bool
    double: bool = False

    def __post_init__(self) -> None:
        ring = check_int(self.ring, "ring", low=1)
        object.__setattr__(self, "ring", ring)
        for name in ("on", "double"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidMoveError(f"{name} must be True or False, got {shown(getattr(self, name))}")
        if self.double and ring != 2:
            raise InvalidMoveError(
                f"a double move moves rings 1 and 2 together and is named ring 2, got ring {shown_int(ring)}"
            )

    def __str__(self) -> str:
        return f"{'1+2' if self.double else self.ring} {'on' if self.on else 'off'}"

    def __repr__(self) -> str:
        return f"RingMove({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> RingMove:
        """Read ``"3 off"``, ``"1 on"`` or ``"1+2 off"``.

        >>> RingMove.parse("1+2 on") == RingMove(2, on=True, double=True)
        True
        """
        if not isinstance(text, str):
            raise InvalidMoveError(f"invalid ring move {shown(text)}: expected text such as '3 off'")
        parts = text.split()
        if len(parts) != 2 or parts[1] not in ("on", "off") or not (parts[0] == "1+2" or parts[0].isdecimal()):
            raise InvalidMoveError(f"invalid ring move {shown(text)}: expected a ring and on or off, e.g. '3 off'")
        if parts[0] == "1+2":
            return cls(2, on=parts[1] == "on", double=True)
        return cls(int(parts[0]), on=parts[1] == "on")


@dataclass(frozen=True, slots=True)
class RingsState:
    """A position of the Chinese rings: one bit per ring, ring ``n`` first (1 on the bar, 0 off).

    >>> state = RingsState.parse("1011")
    >>> state.n, state.is_on(1), state.is_on(3), state.rank
    (4, True, False, 13)
    >>> [str(move) for move in state.legal_moves()]
    ['1 off', '2 off']
    >>> RingsState.parse("1021")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: invalid rings '1021': write one 0 (off) or 1 (on) per ring, ring n first
    """

    bits: tuple[int, ...]

    def __post_init__(self) -> None:
        bits = self.bits
        if isinstance(bits, str | bytes) or not isinstance(bits, Sequence):
            raise InvalidStateError(f"invalid rings {shown(bits)}: expected a tuple of 0s and 1s, ring n first")
        if any(isinstance(bit, bool) or bit not in (0, 1) for bit in bits):
            raise InvalidStateError(f"invalid rings {shown(bits)}: every ring is 0 (off) or 1 (on)")
        check_discs(len(bits), "a position", "rings", unit="rings")
        object.__setattr__(self, "bits", tuple(int(bit) for bit in bits))

    @classmethod
    def parse(cls, text: str) -> RingsState:
        """Read a position written ring ``n`` first, e.g. ``"1011"``."""
        if not isinstance(text, str) or any(char not in "01" for char in text):
            raise InvalidStateError(f"invalid rings {shown(text)}: write one 0 (off) or 1 (on) per ring, ring n first")
        return cls(tuple(int(char) for char in text))

    @classmethod
    def all_on(cls, n: int) -> RingsState:
        """Every ring on the bar: the start of the classic task.

        >>> RingsState.all_on(3)
        RingsState('111')
        """
        return cls((1,) * check_discs(n, "a position", unit="rings"))

    @classmethod
    def all_off(cls, n: int) -> RingsState:
        """Every ring off: the goal of the classic task."""
        return cls((0,) * check_discs(n, "a position", unit="rings"))

    @classmethod
    def from_rank(cls, n: int, rank: int) -> RingsState:
        """The position at ``rank`` moves from all off: the Gray code of ``rank`` (Gros 1872).

        >>> [str(RingsState.from_rank(2, k)) for k in range(4)]
        ['00', '01', '11', '10']
        """
        n = check_discs(n, "a position", unit="rings")
        rank = check_int(rank, "rank", low=0)
        if rank.bit_length() > n:
            raise InvalidArgumentError(f"rank {shown_int(rank)} is past the last position 2**{n} - 1 of {n} rings")
        return cls(_bits(rank ^ (rank >> 1), n))

    @property
    def n(self) -> int:
        """The number of rings."""
        return len(self.bits)

    @property
    def value(self) -> int:
        """The position read as a binary number, ring 1 the least place value."""
        return int("".join(map(str, self.bits)) or "0", 2)

    @property
    def rank(self) -> int:
        """The fewest moves from all rings off to here: the inverse Gray code of :attr:`value` (Gros 1872)."""
        return _rank(self.value, self.n)

    def is_on(self, ring: int) -> bool:
        """Whether ``ring`` (1 is the end ring) is on the bar."""
        if self.n == 0:
            raise InvalidArgumentError(f"there are no rings, so no ring {shown(ring)}")
        ring = check_int(ring, "ring", low=1, high=self.n)
        return self.bits[self.n - ring] == 1

    def legal_moves(self, *, double: bool = False) -> tuple[RingMove, ...]:
        """The moves allowed here: ring 1, the ring after the first ring on, and (``double``) rings 1 and 2 at once."""
        if self.n == 0:
            return ()
        moves = [RingMove(1, on=not self.is_on(1))]
        value = self.value
        if value:
            lowest = (value & -value).bit_length()  # the first ring on, from ring 1
            if lowest < self.n:
                moves.append(RingMove(lowest + 1, on=not self.is_on(lowest + 1)))
        if double and self.n >= 2 and self.is_on(1) == self.is_on(2):
            moves.append(RingMove(2, on=not self.is_on(1), double=True))
        return tuple(moves)

    def apply(self, move: RingMove) -> RingsState:
        """The position after ``move``; an :class:`~hanoi.IllegalMoveError` says why it is not allowed.

        >>> RingsState.parse("110").apply(RingMove(3, on=False))
        RingsState('010')
        >>> RingsState.parse("111").apply(RingMove(3, on=False))
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal ring move '3 off' in 111: ring 3 moves only when ring 2 is ...
        """
        if not isinstance(move, RingMove):
            raise InvalidMoveError(f"expected a RingMove, got {shown(move)}")
        reason = self._refusal(move)
        if reason is not None:
            raise IllegalMoveError(f"illegal ring move {str(move)!r} in {self}: {reason}", reason=reason, move=move,
                                   state=self)
        bits = list(self.bits)
        for ring in ((1, 2) if move.double else (move.ring,)):
            bits[self.n - ring] = int(move.on)
        return RingsState(tuple(bits))

    def _refusal(self, move: RingMove) -> str | None:
        if move.ring > self.n:
            return f"there are only {self.n} rings"
        rings = (1, 2) if move.double else (move.ring,)
        for ring in rings:
            if self.is_on(ring) == move.on:
                return f"ring {ring} is already {'on' if move.on else 'off'}"
        if move.double or move.ring == 1:
            return None
        value = self.value
        if value & ((1 << (move.ring - 1)) - 1) != 1 << (move.ring - 2):
            return f"ring {move.ring} moves only when ring {move.ring - 1} is the first ring on"
        return None

    def __str__(self) -> str:
        return "".join(map(str, self.bits))

    def __repr__(self) -> str:
        return f"RingsState({str(self)!r})"

    def _repr_svg_(self) -> str | None:
        """The rings on their bar as SVG (:func:`hanoi.draw.puzzles.rings_board`), for Jupyter.

        >>> RingsState.parse("101")._repr_svg_().startswith("<svg")
        True
        """
        from hanoi.draw.notebook import svg_or_none

        return svg_or_none(self)


# --------------------------------------------------------------------------- the Gray code


def _bits(value: int, n: int) -> tuple[int, ...]:
    return tuple(int(char) for char in format(value, f"0{n}b")) if n else ()


def _rank(gray: int, n: int) -> int:
    """The inverse Gray code: bit ``i`` of the rank is the xor of the bits ``i`` and above (O(log n) shifts)."""
    shift = 1
    while shift < n:
        gray ^= gray >> shift
        shift <<= 1
    return gray


def _start_rank(n: int) -> int:
    """The rank of all rings on: ``(2**(n+1) - 2 + n % 2) // 3`` (binary 1010…)."""
    return ((1 << (n + 1)) - 2 + (n & 1)) // 3


def _chords_upto(x: int) -> int:
    """How many double-move shortcuts start at a rank ``<= x``.

    In the block of ranks ``4m .. 4m+3`` the path visits rings 1 and 2 as 00, 01, 11, 10 (``m``
    even) or 10, 11, 01, 00 (``m`` odd); the double move joins 00 and 11, so the shortcut starts at
    rank ``4m + m % 2`` and ends two ranks later.
    """
    if x < 0:
        return 0
    block = x >> 2
    return block + (1 if (block & 1) <= (x & 3) else 0)


def _distance(first: int, second: int, double: bool) -> int:
    low, high = min(first, second), max(first, second)
    if not double:
        return high - low
    return high - low - max(0, _chords_upto(high - 2) - _chords_upto(low - 1))


def _ring_state(value: object, what: str) -> RingsState:
    if not isinstance(value, RingsState):
        raise InvalidArgumentError(f"{what} must be a RingsState (e.g. RingsState.parse('111')), got {shown(value)}")
    return value


def _check_double(double: object) -> bool:
    if not isinstance(double, bool):
        raise InvalidArgumentError(f"double must be True or False, got {shown(double)}")
    return double


# --------------------------------------------------------------------------- the public functions


def rings_min_moves(n: int, *, double: bool = False) -> int:
    """The fewest moves taking ``n`` rings from all on to all off (OEIS A000975; A051049 with ``double``).

    ``(2**(n+1) - 2 + n % 2) // 3`` single moves (Gros 1872), or ``2**(n-1) - (1 - n % 2)`` when
    rings 1 and 2 moved together count once.  Checked against a breadth-first search in the tests.

    >>> rings_min_moves(9), rings_min_moves(9, double=True), rings_min_moves(0)
    (341, 256, 0)
    """
    n = check_n(n)
    _check_double(double)
    check_count_bits(n + 2, f"the moves of {shown_int(n)} rings")
    if not double or n == 0:
        return _start_rank(n)
    return (1 << (n - 1)) - (1 - (n & 1))


def rings_path(start: RingsState, goal: RingsState, *, double: bool = False) -> Iterator[RingMove]:
    """The shortest way from ``start`` to ``goal``, move by move: along the Gray code path (Gros 1872).

    With ``double`` a step ``11 → 01 → 00`` of rings 1 and 2 (or back) is one double move.
    Arguments are checked now, moves made as they are read.

    >>> [str(move) for move in rings_path(RingsState.parse("011"), RingsState.parse("110"))]
    ['1 off', '3 on']
    >>> [str(move) for move in rings_path(RingsState.parse("111"), RingsState.all_off(3), double=True)]
    ['1 off', '3 off', '1 on', '1+2 off']
    """
    first, last = _ring_state(start, "start"), _ring_state(goal, "goal")
    if first.n != last.n:
        raise InvalidArgumentError(f"start {first} and goal {last} have different numbers of rings")
    return _walk(first.rank, last.rank, first.n, _check_double(double))


def _walk(rank: int, goal: int, n: int, double: bool) -> Iterator[RingMove]:
    step = -1 if goal < rank else 1
    while rank != goal:
        if double:
            block = rank >> 2
            chord = 4 * block + (block & 1)
            down = step < 0 and rank == chord + 2 and chord >= goal
            if down or (step > 0 and rank == chord and chord + 2 <= goal):
                gray = rank ^ (rank >> 1)
                yield RingMove(2, on=gray & 3 == 0, double=True)
                rank += 2 * step
                continue
        moved = (rank if step < 0 else rank + 1)
        ring = (moved & -moved).bit_length()  # the ruler function: the Gros sequence
        after = rank + step
        yield RingMove(ring, on=bool((after ^ (after >> 1)) >> (ring - 1) & 1))
        rank = after


def rings_solve(n: int, *, double: bool = False) -> Iterator[RingMove]:
    """The optimal moves taking ``n`` rings from all on to all off, lazily (Gros 1872).

    The single moves toggle rings in the order of the Gros sequence (the ruler function of the
    rank left, OEIS A001511 read backwards).

    >>> [str(move) for move in rings_solve(4)]
    ['2 off', '1 off', '4 off', '1 on', '2 on', '1 off', '3 off', '1 on', '2 off', '1 off']
    >>> sum(1 for _ in rings_solve(12)) == rings_min_moves(12)
    True
    """
    n = check_discs(n, "a solution", "n", unit="rings")
    return _walk(_start_rank(n), 0, n, _check_double(double))


def _rank_after(n: int, k: int, double: bool) -> int:
    """The rank after ``k`` moves of the solution from all on (``k`` already checked)."""
    start = _start_rank(n)
    if not double or k == 0:
        return start - k
    # the first move reaches 4*m0 (a double from 4*m0 + 2 when n is even, ring 1 from 4*m0 + 1 when odd);
    # then each block b = m0-1 .. 0 takes three moves: into 4b+3, then ring 1 and a double in an order set by b
    base = start >> 2
    full, rest = divmod(k - 1, 3)
    block = base - full - 1
    if rest == 0:
        return 4 * (base - full)
    if rest == 1:
        return 4 * block + 3
    return 4 * block + (1 if block & 1 else 2)


def rings_state_at(n: int, k: int, *, double: bool = False) -> RingsState:
    """The position after ``k`` moves of :func:`rings_solve`, without replay.

    Equal to replaying ``list(rings_solve(n, double=double))[:k]`` from all rings on.

    >>> [str(rings_state_at(3, k)) for k in range(6)]
    ['111', '110', '010', '011', '001', '000']
    """
    n = check_discs(n, "a position", unit="rings")
    _check_double(double)
    k = check_step(k, 0, rings_min_moves(n, double=double), f"positions of the {n}-ring solution")
    return RingsState.from_rank(n, _rank_after(n, k, double))


def rings_move_at(n: int, k: int, *, double: bool = False) -> RingMove:
    """The ``k``-th move (1-based) of :func:`rings_solve`, without replay.

    Equal to ``list(rings_solve(n, double=double))[k - 1]``: the ring whose bit differs between the
    Gray codes of the ranks before and after.

    >>> rings_move_at(64, 2**63)
    RingMove('1 on')
    >>> rings_move_at(3, 6)
    Traceback (most recent call last):
    ...
    hanoi.errors.StepOutOfRangeError: step 6 is out of range: moves of the 3-ring solution are numbered 1..5
    """
    n = check_discs(n, "a solution", unit="rings")
    _check_double(double)
    k = check_step(k, 1, rings_min_moves(n, double=double), f"moves of the {n}-ring solution")
    before, after = _rank_after(n, k - 1, double), _rank_after(n, k, double)
    old, new = before ^ (before >> 1), after ^ (after >> 1)
    changed = old ^ new
    if changed == 3:
        return RingMove(2, on=bool(new & 1), double=True)
    ring = changed.bit_length()
    return RingMove(ring, on=bool(new >> (ring - 1) & 1))


def rings_distance(start: RingsState, goal: RingsState, *, double: bool = False) -> int:
    """The fewest moves between any two positions: the difference of their ranks (the state graph is a path).

    With ``double``, one less for every double-move shortcut lying between them.

    >>> rings_distance(RingsState.all_on(10), RingsState.all_off(10))
    682
    >>> rings_distance(RingsState.all_on(10), RingsState.all_off(10), double=True)
    511
    """
    first, last = _ring_state(start, "start"), _ring_state(goal, "goal")
    if first.n != last.n:
        raise InvalidArgumentError(f"start {first} and goal {last} have different numbers of rings")
    return _distance(first.rank, last.rank, _check_double(double))


def rings_graph(n: int, *, double: bool = False, max_nodes: int = GRAPH_MAX_NODES) -> Any:
    """The state graph of ``n`` rings as a :class:`networkx.Graph`: a path through the ``2**n`` positions (Gros 1872).

    Vertices are positions written ring ``n`` first (``"1011"``); each edge has the ``disc``
    (the ring) it moves.  The path visits the positions in Gray code order, so it has
    ``2**n - 1`` edges; ``double`` adds the ``2**(n-2)`` shortcuts that move rings 1 and 2 at once
    (``disc = 2``, ``double = True``).  Graphs of more than ``max_nodes`` vertices are refused
    before anything is built.

    >>> G = rings_graph(4)
    >>> G.number_of_nodes(), G.number_of_edges(), sorted(d for _, d in G.degree()).count(1)
    (16, 15, 2)
    >>> rings_graph(4, double=True).number_of_edges()
    19
    """
    n = check_n(n)
    double = _check_double(double)
    max_nodes = check_n(max_nodes, "max_nodes")
    if n >= max_nodes.bit_length():  # 2**n > max_nodes
        size = 1 << n if n < 4096 else None
        raise TooLargeError(
            f"the state graph of {shown_int(n)} rings has 2**{shown_int(n)} vertices; the limit is {max_nodes} "
            "(max_nodes)", size=size, limit=max_nodes,
        )
    nx = require("networkx", "graph")
    G = nx.Graph(name=f"Chinese rings, {n} rings", discs=n, pegs=1, relative="rings", pieces="rings",
                 double=int(double))
    names = [str(RingsState.from_rank(n, rank)) for rank in range(1 << n)]
    G.add_nodes_from(names)
    for rank in range(1, 1 << n):  # from rank - 1 to rank the ruler function of rank flips one ring
        G.add_edge(names[rank - 1], names[rank], disc=(rank & -rank).bit_length(), double=False)
    if double and n >= 2:
        for name in names:
            if name.endswith("00"):
                G.add_edge(name, name[:-2] + "11", disc=2, double=True)
    return G
