"""Panex (Toshio Akanuma, Tricks Co., Tokyo 1983): two towers of tiles that cannot sink below their level.

Three vertical tracks hold tiles; a horizontal channel joins their tops.  Each track has the
layers ``0`` (the channel, at the top) to ``n`` (the bottom).  Two towers of ``n`` tiles start on
the left and right tracks, tile ``k`` of each at layer ``k``; the middle track is empty.  The
rules, as Manasse, Sleator, Wei and Baxter state them ("The Panex Puzzle", in *Tribute to a
Mathemagician*, A K Peters 2005, pp. 145-161; Hinz, Klavžar and Petr 2018, §8.4):

- a tile of level ``k`` may stay only in layers ``0 .. k`` of any track (its tongue is too wide
  for the throat below), and tiles never pass one another;
- a move takes the top tile of a track along the channel to the top of another track; it
  slides down as far as the tiles below and its level let it;
- a tile resting in the channel (layer 0) of the middle track blocks the way between the left
  and the right track.

The two standard tasks are the **transfer** of the left tower to the middle track (the right
tower back in place at the end; OEIS A109175: 1, 3, 9, 24, 58, 143, ...) and the **exchange** of
the two towers (OEIS A109224: 3, 13, 42, 128, 343, 881, ...; 31,537 moves for the 10-level
puzzle, found by computer).  :func:`panex_search` finds both by a breadth-first search from
both ends for small ``n``; the tests compare it with the OEIS terms.  For the transfer OEIS
gives the closed form ``a(n) = 2a(n-1) + 2a(n-2) - 2a(n-3) - a(n-4)`` from ``n = 7`` on (the
roots ``1 ± √2``, ``1`` and ``-1``), which :func:`panex_min_moves` uses; for the exchange only
the 13 published terms are known.

Positions are written one field per track between bars, tiles bottom to top, the left
tower's tiles as digits ``1..9`` and the right tower's as letters ``a..i`` (level 1 = ``1`` or
``a``): ``"|321||cba|"`` is the start with ``n = 3``.

>>> start = PanexState.start(2)
>>> start, [str(move) for move in start.legal_moves()]
(PanexState('|21||ba|'), ['1AB', '1AC', 'aCA', 'aCB'])
>>> panex_search(start, PanexState.transferred(2))
3
>>> [panex_min_moves(n) for n in range(1, 8)], panex_min_moves(5, task="exchange")
([1, 3, 9, 24, 58, 143, 345], 343)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from hanoi._extras import require
from hanoi._validate import check_count_bits, check_int, check_n, shown, shown_int
from hanoi.errors import (
    IllegalMoveError,
    InvalidArgumentError,
    InvalidMoveError,
    InvalidStateError,
    SearchLimitError,
    TooLargeError,
)
from hanoi.limits import GRAPH_MAX_NODES, VARIANT_MAX_STATES

__all__ = [
    "PANEX_EXCHANGE",
    "PANEX_MAX_N",
    "PANEX_POSITIONS",
    "PANEX_TRANSFER",
    "PanexMove",
    "PanexState",
    "panex_graph",
    "panex_min_moves",
    "panex_path",
    "panex_search",
]

PANEX_MAX_N = 9
"""The most levels a position may have here (its tiles are written ``1..9`` and ``a..i``)."""

PANEX_TRANSFER = (1, 3, 9, 24, 58, 143, 345, 836, 2018, 4875)
"""The fewest moves of the transfer for ``n = 1, 2, ...`` (OEIS A109175, Manasse et al. 2005)."""

PANEX_EXCHANGE = (3, 13, 42, 128, 343, 881, 2189, 5359, 13023, 31537, 76245, 184191, 444807)
"""The fewest moves of the exchange for ``n = 1 .. 13`` (OEIS A109224: a(9) Bagley 2008, a(10)-a(13) Kisman 2010)."""

PANEX_POSITIONS = (12, 216, 4872, 98112)
"""The positions reachable from the start of ``n``-level Panex, ``n = 1, 2, ...``, counted by the breadth-first
search of :func:`panex_graph` (the graph's vertices).  Growing about 20-fold a level: more levels are refused
before any search unless ``max_nodes`` is raised past the last known count."""

#: positions the two-sided search of :func:`panex_path` visits for the standard tasks, n = 1, 2, ... (counted
#: here by running it; growing 7- to 20-fold a level): a search that would pass max_states is refused at once
_SEARCH_VISITS = {
    "transfer": (6, 20, 158, 1463, 14698, 203604, 2993255),
    "exchange": (14, 204, 3818, 76130, 1439348),
}
#: past the table, the least a search visits: the last count (each grew 7- to 20-fold a level in the table)
_SEARCH_AT_LEAST = {task: visits[-1] for task, visits in _SEARCH_VISITS.items()}

_TASKS = ("transfer", "exchange")
_TRACKS = "ABC"

Tracks = tuple[tuple[int, ...], ...]


def _tile_name(tile: int) -> str:
    return str(tile) if tile > 0 else chr(ord("a") - tile - 1)


def _top_layer(track: Sequence[int], n: int) -> int:
    """The layer of the top tile when every tile sits as low as it can (``n + 1`` for an empty track).

    Negative when the tiles do not fit.
    """
    layer = n + 1
    for tile in track:
        layer = min(abs(tile), layer - 1)
    return layer


@dataclass(frozen=True, slots=True)
class PanexMove:
    """A Panex move: the top tile of track ``source`` to track ``target`` (0, 1, 2 = A, B, C).

    ``tile`` names the tile: ``k`` for level ``k`` of the left tower, ``-k`` for the right tower.
    The text form is the tile then the two tracks, ``"1AB"`` or ``"bCA"``.

    >>> PanexMove(-2, 2, 0), PanexMove.parse("1AB")
    (PanexMove('bCA'), PanexMove('1AB'))
    """

    tile: int
    source: int
    target: int

    def __post_init__(self) -> None:
        tile = check_int(self.tile, "tile")
        if tile == 0 or abs(tile) > PANEX_MAX_N:
            raise InvalidMoveError(f"tile must be 1..{PANEX_MAX_N} or -1..-{PANEX_MAX_N}, got {shown_int(tile)}")
        source, target = check_int(self.source, "source", 0, 2), check_int(self.target, "target", 0, 2)
        if source == target:
            raise InvalidMoveError(f"a Panex move needs two different tracks, got {source} twice")
        object.__setattr__(self, "tile", tile)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target", target)

    @classmethod
    def parse(cls, text: str) -> PanexMove:
        """Read ``"1AB"`` (tile 1 of the left tower from A to B) or ``"cBA"``."""
        if not isinstance(text, str) or len(text) != 3 or text[1] not in _TRACKS or text[2] not in _TRACKS:
            raise InvalidMoveError(f"invalid Panex move {shown(text)}: expected a tile and two tracks, e.g. '1AB'")
        char = text[0]
        if "1" <= char <= "9":
            tile = int(char)
        elif "a" <= char <= "i":
            tile = -(ord(char) - ord("a") + 1)
        else:
            raise InvalidMoveError(f"invalid Panex move {shown(text)}: tiles are 1..9 (left) and a..i (right)")
        return cls(tile, _TRACKS.index(text[1]), _TRACKS.index(text[2]))

    def __str__(self) -> str:
        return f"{_tile_name(self.tile)}{_TRACKS[self.source]}{_TRACKS[self.target]}"

    def __repr__(self) -> str:
        return f"PanexMove({str(self)!r})"


@dataclass(frozen=True, slots=True)
class PanexState:
    """A Panex position: the tiles of each of the three tracks, bottom to top.

    Every tile ``1..n`` and ``-1..-n`` appears once, and every track's tiles fit above their
    levels.

    >>> PanexState(((2, 1), (), (-2, -1))) == PanexState.start(2)
    True
    >>> PanexState.parse("|21ba|||")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: invalid Panex position '|21ba|||': the tiles of track A do not fit above ...
    """

    tracks: Tracks

    def __post_init__(self) -> None:
        tracks = self.tracks
        if isinstance(tracks, str | bytes) or not isinstance(tracks, Sequence) or len(tracks) != 3:
            raise InvalidStateError(f"invalid Panex position {shown(tracks)}: expected three tracks of tiles")
        fixed: list[tuple[int, ...]] = []
        for track in tracks:
            if isinstance(track, str | bytes) or not isinstance(track, Sequence):
                raise InvalidStateError(f"invalid Panex position {shown(tracks)}: expected three tracks of tiles")
            try:
                fixed.append(tuple(check_int(tile, "tile") for tile in track))
            except InvalidArgumentError:
                raise InvalidStateError(f"invalid Panex position {shown(tracks)}: tiles are integers") from None
        tiles = sorted(tile for track in fixed for tile in track)
        n = len(tiles) // 2
        if n > PANEX_MAX_N or tiles != sorted([*range(1, n + 1), *range(-n, 0)]):
            raise InvalidStateError(
                f"invalid Panex position {shown(tracks)}: expected the tiles 1..n and -1..-n once each, "
                f"n <= {PANEX_MAX_N}"
            )
        object.__setattr__(self, "tracks", tuple(fixed))
        for index, track in enumerate(fixed):
            if _top_layer(track, n) < 0:
                raise InvalidStateError(
                    f"invalid Panex position {str(self)!r}: the tiles of track {_TRACKS[index]} do not fit above "
                    "their levels"
                )

    @classmethod
    def parse(cls, text: str) -> PanexState:
        """Read ``"|321||cba|"``: three fields between bars, tiles bottom to top."""
        if not isinstance(text, str) or text.count("|") != 4 or not text.startswith("|") or not text.endswith("|"):
            raise InvalidStateError(f"invalid Panex position {shown(text)}: expected three tracks such as '|21||ba|'")
        tracks = []
        for field in text[1:-1].split("|"):
            track = []
            for char in field:
                if "1" <= char <= "9":
                    track.append(int(char))
                elif "a" <= char <= "i":
                    track.append(-(ord(char) - ord("a") + 1))
                else:
                    raise InvalidStateError(f"invalid Panex position {shown(text)}: tiles are 1..9 and a..i")
            tracks.append(tuple(track))
        return cls(tuple(tracks))

    @classmethod
    def start(cls, n: int) -> PanexState:
        """The start: the left tower on track A, the right tower on track C."""
        n = _check_levels(n)
        return cls((tuple(range(n, 0, -1)), (), tuple(range(-n, 0))))

    @classmethod
    def transferred(cls, n: int) -> PanexState:
        """The goal of the transfer: the left tower on the middle track B, the right tower on C."""
        n = _check_levels(n)
        return cls(((), tuple(range(n, 0, -1)), tuple(range(-n, 0))))

    @classmethod
    def exchanged(cls, n: int) -> PanexState:
        """The goal of the exchange: the right tower on A, the left tower on C."""
        n = _check_levels(n)
        return cls((tuple(range(-n, 0)), (), tuple(range(n, 0, -1))))

    @property
    def n(self) -> int:
        """The number of levels (tiles in each tower)."""
        return sum(len(track) for track in self.tracks) // 2

    def layers(self) -> tuple[tuple[int, ...], ...]:
        """The layer of each tile, bottom to top, when each sits as low as it can (0 is the channel).

        >>> PanexState.parse("|2||ba1|").layers()
        ((2,), (), (2, 1, 0))
        """
        result = []
        for track in self.tracks:
            layer, found = self.n + 1, []
            for tile in track:
                layer = min(abs(tile), layer - 1)
                found.append(layer)
            result.append(tuple(found))
        return tuple(result)

    def legal_moves(self) -> tuple[PanexMove, ...]:
        """Every move allowed here, by source track then target track."""
        return tuple(PanexMove(self.tracks[s][-1], s, t) for s, t in _moves(self.tracks, self.n))

    def apply(self, move: PanexMove) -> PanexState:
        """The position after ``move``; an :class:`~hanoi.IllegalMoveError` says why it is not allowed.

        >>> PanexState.start(2).apply(PanexMove(1, 0, 1))
        PanexState('|2|1|ba|')
        >>> PanexState.parse("|2|1a|b|").apply(PanexMove(2, 0, 2))
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal Panex move '2AC' in |2|1a|b|: a tile in the channel of track B ...
        """
        if not isinstance(move, PanexMove):
            raise InvalidMoveError(f"expected a PanexMove, got {shown(move)}")
        reason = self._refusal(move)
        if reason is not None:
            raise IllegalMoveError(f"illegal Panex move {str(move)!r} in {self}: {reason}", reason=reason, move=move,
                                   state=self)
        tracks = list(self.tracks)
        tracks[move.source] = tracks[move.source][:-1]
        tracks[move.target] = (*tracks[move.target], move.tile)
        return PanexState(tuple(tracks))

    def _refusal(self, move: PanexMove) -> str | None:
        source = self.tracks[move.source]
        if not source:
            return f"track {_TRACKS[move.source]} is empty"
        if source[-1] != move.tile:
            return f"tile {_tile_name(move.tile)} is not on top of track {_TRACKS[move.source]}"
        if (move.source, move.target) in ((0, 2), (2, 0)) and _top_layer(self.tracks[1], self.n) == 0:
            return "a tile in the channel of track B blocks the way"
        if _top_layer((*self.tracks[move.target], move.tile), self.n) < 0:
            return (f"tile {_tile_name(move.tile)} would sink below level {abs(move.tile)} or leave no room on track "
                    f"{_TRACKS[move.target]}")
        return None

    def __str__(self) -> str:
        return "|" + "|".join("".join(_tile_name(tile) for tile in track) for track in self.tracks) + "|"

    def __repr__(self) -> str:
        return f"PanexState({str(self)!r})"

    def _repr_svg_(self) -> str | None:
        """The tiles on their tracks as SVG (:func:`hanoi.draw.puzzles.panex_board`), for Jupyter.

        >>> PanexState.start(2)._repr_svg_().startswith("<svg")
        True
        """
        from hanoi.draw.notebook import svg_or_none

        return svg_or_none(self)


def _check_levels(n: object) -> int:
    return check_int(n, "n", low=1, high=PANEX_MAX_N)


def _moves(tracks: Tracks, n: int) -> Iterator[tuple[int, int]]:
    """The legal ``(source, target)`` pairs of a position: the rules of the module docstring."""
    tops = [_top_layer(track, n) for track in tracks]
    blocked = tops[1] == 0
    for source in range(3):
        if not tracks[source]:
            continue
        level = abs(tracks[source][-1])
        for target in range(3):
            if target == source or (blocked and source + target == 2):
                continue
            if min(level, tops[target] - 1) >= 0:
                yield source, target


def _after(tracks: Tracks, source: int, target: int) -> Tracks:
    changed = list(tracks)
    changed[target] = (*tracks[target], tracks[source][-1])
    changed[source] = tracks[source][:-1]
    return tuple(changed)


def _pair(start: object, goal: object) -> tuple[PanexState, PanexState]:
    for name, value in (("start", start), ("goal", goal)):
        if not isinstance(value, PanexState):
            raise InvalidArgumentError(f"{name} must be a PanexState (e.g. PanexState.start(3)), got {shown(value)}")
    assert isinstance(start, PanexState) and isinstance(goal, PanexState)
    if start.n != goal.n:
        raise InvalidArgumentError(f"start {start} and goal {goal} have different numbers of tiles")
    return start, goal


def _search(start: PanexState, goal: PanexState, max_states: int) -> tuple[dict[Tracks, Tracks | None], ...]:
    """Breadth-first search from both ends at once (every move can be undone); the two parent maps and the meeting."""
    n = start.n
    sides: list[dict[Tracks, Tracks | None]] = [{start.tracks: None}, {goal.tracks: None}]
    frontiers: list[list[Tracks]] = [[start.tracks], [goal.tracks]]
    if start.tracks == goal.tracks:
        return sides[0], sides[1], {start.tracks: None}
    while frontiers[0] and frontiers[1]:
        side = 0 if len(frontiers[0]) <= len(frontiers[1]) else 1
        mine, other = sides[side], sides[1 - side]
        fresh: list[Tracks] = []
        met: Tracks | None = None
        for tracks in frontiers[side]:
            if met is None and len(mine) + len(other) > max_states:
                break
            for source, target in _moves(tracks, n):
                after = _after(tracks, source, target)
                if after in mine:
                    continue
                mine[after] = tracks
                if after in other and met is None:
                    met = after
                fresh.append(after)
                if met is None and len(mine) + len(other) > max_states:  # checked a position at a time
                    break
        if met is not None:
            return sides[0], sides[1], {met: None}
        if len(sides[0]) + len(sides[1]) > max_states:
            raise SearchLimitError(
                f"the Panex search passed {max_states} positions (max_states) without meeting; raise max_states",
                limit="max_states",
            )
        frontiers[side] = fresh
    raise InvalidArgumentError(f"{goal} cannot be reached from {start}")  # pragma: no cover - the graph is connected


def _known_cost(start: PanexState, goal: PanexState) -> tuple[str, int, bool] | None:
    """``(task, positions, exact)`` the search of a standard task visits (at least, past the table), or None."""
    n = start.n
    for task, goal_of in (("transfer", PanexState.transferred), ("exchange", PanexState.exchanged)):
        if start == PanexState.start(n) and goal == goal_of(n):
            visits = _SEARCH_VISITS[task]
            if n <= len(visits):
                return task, visits[n - 1], True
            return task, _SEARCH_AT_LEAST[task], False
    return None


def panex_path(start: PanexState, goal: PanexState, *, max_states: int = VARIANT_MAX_STATES) -> list[PanexMove]:
    """A shortest sequence of moves from ``start`` to ``goal``, by breadth-first search from both ends.

    The search stops with a :class:`~hanoi.SearchLimitError` once it holds ``max_states`` positions;
    the standard transfer and exchange are refused before the search when their known cost
    passes ``max_states``.

    >>> panex_path(PanexState.start(9), PanexState.exchanged(9))
    Traceback (most recent call last):
    ...
    hanoi.errors.SearchLimitError: the exchange of 9-level Panex needs a search of more than 1,439,348 positions; ...

    >>> [str(move) for move in panex_path(PanexState.start(1), PanexState.exchanged(1))]
    ['1AB', 'aCA', '1BC']
    """
    first, last = _pair(start, goal)
    max_states = check_n(max_states, "max_states")
    known = _known_cost(first, last)
    if known is not None and (known[1] > max_states or (not known[2] and known[1] >= max_states)):
        task, cost, exact = known
        raise SearchLimitError(
            f"the {task} of {first.n}-level Panex needs a search of {'' if exact else 'more than '}{cost:,} "
            f"positions; the limit is {max_states:,} (max_states)", limit="max_states")
    forward, backward, meeting = _search(first, last, max_states)
    (middle,) = meeting
    chain: list[Tracks] = []
    node: Tracks | None = middle
    while node is not None:
        chain.append(node)
        node = forward[node]
    chain.reverse()
    node = backward[middle]
    while node is not None:
        chain.append(node)
        node = backward[node]
    moves = []
    for before, after in itertools.pairwise(chain):
        source = next(i for i in range(3) if len(after[i]) < len(before[i]))
        target = next(i for i in range(3) if len(after[i]) > len(before[i]))
        moves.append(PanexMove(before[source][-1], source, target))
    return moves


def panex_search(start: PanexState, goal: PanexState, *, max_states: int = VARIANT_MAX_STATES) -> int:
    """The fewest moves from ``start`` to ``goal``, by breadth-first search from both ends.

    >>> panex_search(PanexState.start(3), PanexState.exchanged(3))
    42
    """
    return len(panex_path(start, goal, max_states=max_states))


def panex_min_moves(n: int, *, task: str = "transfer") -> int:
    """The fewest moves of the transfer (OEIS A109175) or the exchange (OEIS A109224) of ``n``-level towers.

    The transfer follows OEIS's closed form, here as its recurrence
    ``a(n) = 2a(n-1) + 2a(n-2) - 2a(n-3) - a(n-4)`` from ``n = 7``; the exchange is known for
    ``n <= 13`` only (the published searches), and larger ``n`` are refused.

    >>> panex_min_moves(10), panex_min_moves(10, task="exchange"), panex_min_moves(29)
    (4875, 31537, 91360241338)
    """
    n = check_n(n)
    if task not in _TASKS:
        raise InvalidArgumentError(f"unknown Panex task {shown(task)}; choose transfer or exchange")
    if n == 0:
        return 0
    if task == "exchange":
        if n > len(PANEX_EXCHANGE):
            raise InvalidArgumentError(
                f"the fewest moves of the {shown_int(n)}-level exchange are not known (published for n <= "
                f"{len(PANEX_EXCHANGE)}, OEIS A109224); search small cases with panex_search"
            )
        return PANEX_EXCHANGE[n - 1]
    check_count_bits(n * 13 // 10 + 4, f"the Panex transfer of {shown_int(n)} levels")
    terms = list(PANEX_TRANSFER[:6])
    if n <= len(terms):
        return terms[n - 1]
    a, b, c, d = terms[2:6]  # a(3) .. a(6)
    for _ in range(n - 6):
        a, b, c, d = b, c, d, 2 * d + 2 * c - 2 * b - a
    return d


def _position_name(tracks: Tracks) -> str:
    return "|" + "|".join("".join(_tile_name(tile) for tile in track) for track in tracks) + "|"


def panex_graph(n: int, *, max_nodes: int = GRAPH_MAX_NODES) -> Any:
    """The state graph of ``n``-level Panex as a :class:`networkx.Graph`, by breadth-first search from the start.

    Vertices are positions (``"|21||ba|"``); each edge has the ``disc`` (the level of the tile it
    moves) and the ``tile`` (``"1"`` or ``"a"``).  Every move can be undone, so the graph is
    undirected.  The search stops with a :class:`~hanoi.TooLargeError` as soon as it has found
    more than ``max_nodes`` positions (Manasse, Sleator, Wei and Baxter 2005 for the rules).

    >>> G = panex_graph(1)
    >>> G.number_of_nodes(), G.number_of_edges(), sorted(G["|1||a|"])
    (12, 18, ['|1a|||', '|1|a||', '||1|a|', '|||a1|'])
    """
    n = _check_levels(n)
    max_nodes = check_n(max_nodes, "max_nodes")
    known = PANEX_POSITIONS[min(n, len(PANEX_POSITIONS)) - 1]
    if known > max_nodes:  # the counts are known: refused before the search
        more = "" if n <= len(PANEX_POSITIONS) else "more than "
        raise TooLargeError(f"the state graph of {n}-level Panex has {more}{known:,} vertices; the limit is "
                            f"{max_nodes:,} (max_nodes)", size=known if not more else None,
                            limit=max_nodes)
    start = PanexState.start(n).tracks
    seen = {start}
    arcs: list[tuple[Tracks, Tracks, int]] = []
    frontier = [start]
    while frontier:  # first the search alone (cheap), so a refusal costs no graph
        fresh: list[Tracks] = []
        for tracks in frontier:
            for source, target in _moves(tracks, n):
                after = _after(tracks, source, target)
                if after not in seen:
                    if len(seen) >= max_nodes:
                        raise TooLargeError(
                            f"the state graph of {n}-level Panex has more than {max_nodes} vertices (max_nodes)",
                            size=None, limit=max_nodes,
                        )
                    seen.add(after)
                    fresh.append(after)
                if tracks < after:  # each edge once
                    arcs.append((tracks, after, tracks[source][-1]))
        frontier = fresh
    nx = require("networkx", "graph")
    G = nx.Graph(name=f"Panex, {n} levels", discs=n, pegs=3, relative="panex", pieces="tiles",
                 start=_position_name(start))
    G.add_node(_position_name(start))
    G.add_edges_from((_position_name(before), _position_name(after), {"disc": abs(tile), "tile": _tile_name(tile)})
                     for before, after, tile in arcs)
    return G
