"""Closed-form counts of the three-peg puzzle and its game graph.

The French and German encyclopedia articles: the optimal transfer takes ``2**n - 1`` moves; disc ``d`` moves
``2**(n-d)`` times, first at step ``2**(d-1)`` and then every ``2**d`` steps
(Lavallée's Theorem 1, Lavallée 1982); the game graph has ``3**n`` states and
``(3/2)(3**n - 1)`` edges, and its diameter is ``2**n - 1``.
"""

from __future__ import annotations

from math import comb

from hanoi._validate import check_count_bits, check_int, check_n, check_pegs, shown_int
from hanoi.errors import InvalidArgumentError

__all__ = [
    "disc_move_count",
    "disc_move_steps",
    "edge_count",
    "first_move_of_disc",
    "state_count",
]


def _check_disc(n: int, disc: int) -> tuple[int, int]:
    n = check_n(n)
    disc = check_int(disc, "disc")
    if not 1 <= disc <= n:
        raise InvalidArgumentError(f"disc {disc} is outside 1..{n}")
    return n, disc


def disc_move_count(n: int, disc: int) -> int:
    """How often ``disc`` moves in the optimal transfer of ``n`` discs: ``2**(n-disc)``.

    >>> [disc_move_count(4, d) for d in range(1, 5)]
    [8, 4, 2, 1]
    """
    n, disc = _check_disc(n, disc)
    check_count_bits(n - disc, f"2**{shown_int(n - disc)}")
    return 1 << (n - disc)


def first_move_of_disc(disc: int) -> int:
    """The step at which ``disc`` first moves: ``2**(disc-1)`` (Lavallée, Lemma 1).

    >>> [first_move_of_disc(d) for d in range(1, 6)]
    [1, 2, 4, 8, 16]
    """
    disc = check_int(disc, "disc", low=1)
    check_count_bits(disc - 1, f"2**{shown_int(disc - 1)}")
    return 1 << (disc - 1)


def disc_move_steps(n: int, disc: int) -> range:
    """Every step at which ``disc`` moves, as a lazy ``range`` (Lavallée, Theorem 1).

    >>> list(disc_move_steps(4, 3))
    [4, 12]
    >>> disc_move_steps(64, 1)[-1] == 2**64 - 1
    True
    """
    n, disc = _check_disc(n, disc)
    check_count_bits(n, f"2**{shown_int(n)}")
    return range(1 << (disc - 1), 1 << n, 1 << disc)


def state_count(n: int, *, pegs: int = 3) -> int:
    """The number of regular states, ``pegs**n`` (the Russian tutorial: N(n, t) = t**n).

    >>> state_count(20)
    3486784401
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    check_count_bits(n * pegs.bit_length(), f"{pegs}**{shown_int(n)}")
    count: int = pegs**n
    return count


def edge_count(n: int, *, pegs: int = 3) -> int:
    """The number of edges of the game graph.

    Every pair of pegs that are not both empty allows exactly one move, so the graph
    has ``C(p, 2) (p**n - (p-2)**n) / 2`` edges: ``(3/2)(3**n - 1)`` for three pegs
    (the German encyclopedia article).

    >>> [edge_count(n) for n in range(1, 5)]
    [3, 12, 39, 120]
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    check_count_bits(n * pegs.bit_length(), f"the edges of {pegs}**{shown_int(n)} states")
    edges: int = comb(pegs, 2) * (pegs**n - (pegs - 2) ** n) // 2
    return edges
