"""The generalized Sierpiński graphs S(n, p) of Klavžar and Milutinović (1997).

The vertices of ``S(n, p)`` are the words of length ``n`` over the letters ``0 .. p-1`` (here
tuples, the first letter the top level, as the Hanoi graph's labels put the largest disc
first).  Two words are adjacent when they read ``w i j…j`` and ``w j i…i``: equal up to a
position ``h``, different there (``i ≠ j``), and after it each the other's letter at ``h``
repeated (Klavžar and Milutinović, "Graphs S(n, k) and a variant of the Tower of Hanoi
problem", Czechoslovak Math. J. 47, 1997; Hinz, Klavžar and Petr 2018, ch. 4).  So ``S(n, p)``
is ``p`` copies of ``S(n-1, p)``, copy ``i`` joined to copy ``j`` by the one edge
``i j…j — j i…i``:

- ``p**n`` vertices and ``p (p**n - 1) / 2`` edges (``E(n) = p E(n-1) + C(p, 2)``);
- the ``p`` *extreme* vertices ``j…j`` have degree ``p - 1``, all others degree ``p``;
- the distance from ``u`` to the extreme vertex ``j…j`` is ``Σ [u_t ≠ j] 2**(n-t)`` (t = 1..n),
  so extreme vertices are ``2**n - 1`` apart (Klavžar and Milutinović 1997);
- between two vertices that first differ at position ``h`` (letters ``i`` and ``j``, ``m = n - h``
  letters after it), a shortest path either crosses from copy ``i`` to copy ``j`` directly or
  through exactly one other copy ``k``, so ``d(u, v)`` is the least of
  ``d(u', j) + 1 + d(v', i)`` and ``d(u', k) + d(v', k) + 2**m + 1`` over ``k ≠ i, j``
  (Klavžar, Milutinović and Petr, "1-perfect codes in Sierpiński graphs", Bull. Austral. Math.
  Soc. 66, 2002), computed in ``O(n + p)``; the tests check it against a breadth-first search;
- ``S(n, 3)`` is the Hanoi graph of ``n`` discs on three pegs (Klavžar and Milutinović 1997):
  :func:`hanoi_to_sierpinski` is the isomorphism.

>>> sierpinski_order(3, 4), sierpinski_size(3, 4)
(64, 126)
>>> sierpinski_distance((0, 0, 0), (2, 2, 2)), sierpinski_distance((0, 1, 2, 3), (3, 2, 1, 0), p=4)
(7, 13)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

from hanoi._extras import require
from hanoi._validate import check_count_bits, check_int, check_n, shown, shown_int
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import GRAPH_MAX_NODES, MAX_DISCS, MAX_PEGS
from hanoi.state import State

__all__ = [
    "Word",
    "hanoi_to_sierpinski",
    "sierpinski_distance",
    "sierpinski_edges",
    "sierpinski_extreme_distance",
    "sierpinski_graph",
    "sierpinski_neighbours",
    "sierpinski_order",
    "sierpinski_size",
    "sierpinski_to_hanoi",
    "sierpinski_vertices",
]

Word = tuple[int, ...]
"""A vertex of S(n, p): ``n`` letters ``0 .. p-1``, the top level first."""


def _check_p(p: object) -> int:
    return check_int(p, "p", low=2, high=MAX_PEGS)


def _word(word: object, p: int, name: str = "vertex") -> Word:
    """``word`` as a tuple of letters ``0 .. p-1`` (a string of peg letters ``"ABCA"`` is read too)."""
    if isinstance(word, str):
        letters = tuple(ord(char) - ord("A") for char in word.upper())
    elif isinstance(word, Sequence) and not isinstance(word, bytes):
        try:
            letters = tuple(check_int(letter, "letter") for letter in word)
        except InvalidArgumentError:
            letters = (-1,)
    else:
        raise InvalidStateError(f"invalid {name} {shown(word)}: expected a tuple of letters 0..{p - 1}")
    if len(letters) > MAX_DISCS:
        raise TooLargeError(f"a {name} of {shown_int(len(letters))} letters is longer than {MAX_DISCS}",
                            size=len(letters), limit=MAX_DISCS)
    if any(not 0 <= letter < p for letter in letters):
        raise InvalidStateError(f"invalid {name} {shown(word)}: every letter must be one of 0..{p - 1}")
    return letters


def sierpinski_order(n: int, p: int = 3) -> int:
    """The number of vertices of S(n, p): ``p**n``.

    >>> [sierpinski_order(n) for n in range(5)]
    [1, 3, 9, 27, 81]
    """
    n, p = check_n(n), _check_p(p)
    check_count_bits(n * p.bit_length(), f"{p}**{shown_int(n)}")
    return int(p**n)


def sierpinski_size(n: int, p: int = 3) -> int:
    """The number of edges of S(n, p): ``p (p**n - 1) / 2`` (p copies of S(n-1, p) and C(p, 2) bridges).

    >>> [sierpinski_size(n) for n in range(5)], sierpinski_size(2, 5)
    ([0, 3, 12, 39, 120], 60)
    """
    return p * (sierpinski_order(n, p) - 1) // 2


def sierpinski_vertices(n: int, p: int = 3) -> Iterator[Word]:
    """Every vertex of S(n, p) in lexicographic order, lazily.

    >>> list(sierpinski_vertices(2, 2))
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """
    n, p = check_n(n), _check_p(p)
    if n > MAX_DISCS:
        raise TooLargeError(f"words of {shown_int(n)} letters are longer than {MAX_DISCS}", size=n, limit=MAX_DISCS)
    return itertools.product(range(p), repeat=n)


def sierpinski_edges(n: int, p: int = 3) -> Iterator[tuple[Word, Word]]:
    """Every edge of S(n, p) once, as ``(w i j…j, w j i…i)`` with ``i < j``, lazily.

    >>> list(sierpinski_edges(2, 2))
    [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((0, 1), (1, 0))]
    """
    n, p = check_n(n), _check_p(p)
    if n > MAX_DISCS:
        raise TooLargeError(f"words of {shown_int(n)} letters are longer than {MAX_DISCS}", size=n, limit=MAX_DISCS)
    return ((first, second) for first, second, _ in _edges(n, p))


def _edges(n: int, p: int) -> Iterator[tuple[Word, Word, int]]:
    """Every edge once with its level ``m + 1`` (``m`` letters after the position where the words differ)."""
    for m in range(n):
        for prefix in itertools.product(range(p), repeat=n - 1 - m):
            for i, j in itertools.combinations(range(p), 2):
                yield (*prefix, i, *(j,) * m), (*prefix, j, *(i,) * m), m + 1


def sierpinski_neighbours(word: Sequence[int], *, p: int = 3) -> tuple[Word, ...]:
    """The neighbours of ``word`` in S(n, p): the other last letters, and ``w j i…i`` for ``word = w i j…j``.

    >>> sierpinski_neighbours((0, 1, 1))
    ((0, 1, 0), (0, 1, 2), (1, 0, 0))
    >>> sierpinski_neighbours((2, 2, 2))  # an extreme vertex: degree p - 1
    ((2, 2, 0), (2, 2, 1))
    """
    p = _check_p(p)
    u = _word(word, p)
    if not u:
        return ()
    found = [(*u[:-1], letter) for letter in range(p) if letter != u[-1]]
    last = u[-1]
    h = len(u) - 1
    while h > 0 and u[h - 1] == last:
        h -= 1
    if h > 0:  # u = w i j…j with j = last repeated len(u) - h times
        i = u[h - 1]
        found.append((*u[: h - 1], last, *(i,) * (len(u) - h)))
    return tuple(found)


def _weights(word: Word) -> dict[int, int]:
    """Per letter, ``Σ 2**(len - 1 - t)`` over the positions ``t`` that hold it."""
    sums: dict[int, int] = {}
    size = len(word)
    for t, letter in enumerate(word):
        sums[letter] = sums.get(letter, 0) + (1 << (size - 1 - t))
    return sums


def sierpinski_extreme_distance(word: Sequence[int], j: int, *, p: int = 3) -> int:
    """The distance from ``word`` to the extreme vertex ``j…j``: ``Σ [u_t ≠ j] 2**(n-t)`` (Klavžar, Milutinović 1997).

    >>> sierpinski_extreme_distance((0, 1, 2), 2), sierpinski_extreme_distance((2, 2, 2), 2)
    (6, 0)
    """
    p = _check_p(p)
    u = _word(word, p)
    j = check_int(j, "j", low=0, high=p - 1)
    return (1 << len(u)) - 1 - _weights(u).get(j, 0)


def sierpinski_distance(u: Sequence[int], v: Sequence[int], *, p: int = 3) -> int:
    """The distance between two vertices of S(n, p) (Klavžar, Milutinović and Petr 2002).

    A shortest path leaves the copy of ``u`` for the copy of ``v`` directly or through one other
    copy; both are measured through the extreme vertices, in ``O(n + p)``.

    >>> sierpinski_distance((0, 2, 2), (1, 0, 0)), sierpinski_distance((0, 2, 2), (2, 0, 0))
    (4, 1)
    >>> sierpinski_distance("ABC", "CBA")  # peg letters read as 0, 1, 2
    5
    """
    p = _check_p(p)
    first, second = _word(u, p), _word(v, p, "second vertex")
    if len(first) != len(second):
        raise InvalidArgumentError(f"vertices {shown(u)} and {shown(v)} have different lengths")
    h = next((t for t, (a, b) in enumerate(zip(first, second, strict=True)) if a != b), None)
    if h is None:
        return 0
    i, j = first[h], second[h]
    rest_u, rest_v = first[h + 1 :], second[h + 1 :]
    m = len(rest_u)
    full = (1 << m) - 1
    weights_u, weights_v = _weights(rest_u), _weights(rest_v)
    best = (full - weights_u.get(j, 0)) + 1 + (full - weights_v.get(i, 0))
    # through a third copy k: the least of 2*full - w_u(k) - w_v(k) + 2**m + 1; letters absent from both tie
    candidates = {k for k in itertools.chain(weights_u, weights_v) if k not in (i, j)}
    if len(candidates) < p - 2:
        candidates.add(next(k for k in range(p) if k not in (i, j) and k not in candidates))
    for k in candidates:
        through = 2 * full - weights_u.get(k, 0) - weights_v.get(k, 0) + (1 << m) + 1
        best = min(best, through)
    return best


def sierpinski_graph(n: int, p: int = 3, *, max_nodes: int = GRAPH_MAX_NODES) -> Any:
    """S(n, p) as a :class:`networkx.Graph`: vertices are words, each edge has the ``disc`` of its level.

    The edge ``w i j…j — w j i…i`` with ``m`` letters after the difference has ``disc = m + 1``: in
    S(n, 3) that is the disc the isomorphic Hanoi move moves.  Graphs of more than ``max_nodes``
    vertices, or ``4 * max_nodes`` edges, are refused before anything is built.

    >>> import networkx as nx
    >>> G = sierpinski_graph(3, 4)
    >>> G.number_of_nodes(), G.number_of_edges(), nx.diameter(G)
    (64, 126, 7)
    >>> nx.is_isomorphic(sierpinski_graph(3), __import__("hanoi").graph(3))
    True
    """
    n, p = check_n(n), _check_p(p)
    max_nodes = check_n(max_nodes, "max_nodes")
    if n * (p.bit_length() - 1) > max_nodes.bit_length() or sierpinski_order(n, p) > max_nodes:
        size = sierpinski_order(n, p) if n * p.bit_length() < 4096 else None
        raise TooLargeError(
            f"S({shown_int(n)}, {p}) has {shown_int(size) if size is not None else f'{p}**{shown_int(n)}'} "
            f"vertices; the limit is {max_nodes} (max_nodes)", size=size, limit=max_nodes,
        )
    edges = sierpinski_size(n, p)
    if edges > 4 * max_nodes:  # many letters: few vertices, many edges
        raise TooLargeError(f"S({n}, {p}) has {edges} edges; the limit is {4 * max_nodes} (4 * max_nodes)",
                            size=edges, limit=4 * max_nodes)
    nx = require("networkx", "graph")
    G = nx.Graph(name=f"Sierpinski graph S({n}, {p})", discs=n, pegs=p, sierpinski=True)
    G.add_nodes_from(itertools.product(range(p), repeat=n))
    G.add_edges_from((first, second, {"disc": level}) for first, second, level in _edges(n, p))
    return G


# --------------------------------------------------------------------------- S(n, 3) and the Hanoi graph


def hanoi_to_sierpinski(state: State) -> Word:
    """The vertex of S(n, 3) that the isomorphism of Klavžar and Milutinović (1997) gives a Hanoi state.

    Read the pegs largest disc first; each letter is the peg seen through a permutation of the
    pegs that swaps the two pegs other than the one just read.  A Hanoi move of disc ``m + 1``,
    ``w i k…k → w j k…k`` (the smaller discs on the third peg ``k``), becomes the Sierpiński edge
    ``w' i' j'…j' — w' j' i'…i'``.

    >>> hanoi_to_sierpinski(State.parse("ACC")), hanoi_to_sierpinski(State.parse("BCC"))
    ((0, 1, 1), (1, 0, 0))
    """
    if not isinstance(state, State) or state.pegs != 3 or state.rules is not None:
        raise InvalidArgumentError(f"hanoi_to_sierpinski() needs a classic three-peg State, got {shown(state)}")
    seen = [0, 1, 2]  # the letter each peg reads as, below the discs read so far
    word = []
    for peg in reversed(state.positions):
        word.append(seen[peg])
        a, b = (q for q in range(3) if q != peg)
        seen[a], seen[b] = seen[b], seen[a]
    return tuple(word)


def sierpinski_to_hanoi(word: Sequence[int]) -> State:
    """The Hanoi state of a vertex of S(n, 3): the inverse of :func:`hanoi_to_sierpinski`.

    >>> sierpinski_to_hanoi((1, 0, 0)), sierpinski_to_hanoi(hanoi_to_sierpinski(State.parse("CAB")))
    (State('BCC'), State('CAB'))
    """
    letters = _word(word, 3)
    seen = [0, 1, 2]
    pegs = []
    for letter in letters:
        peg = seen.index(letter)
        pegs.append(peg)
        a, b = (q for q in range(3) if q != peg)
        seen[a], seen[b] = seen[b], seen[a]
    return State(tuple(reversed(pegs)))
