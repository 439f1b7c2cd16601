"""Closed-form counts of the three-peg puzzle and its game graph.

Seeds 003 and 004: the optimal transfer takes ``2**n - 1`` moves; disc ``d`` moves
``2**(n-d)`` times, first at step ``2**(d-1)`` and then every ``2**d`` steps
(Lavallée's Theorem 1, seed 000); the game graph has ``3**n`` states and
``(3/2)(3**n - 1)`` edges, and its diameter is ``2**n - 1``.
"""

from __future__ import annotations

from math import comb

from hanoi._validate import check_count_bits, check_n
from hanoi.errors import InvalidArgumentError
from hanoi.state import check_pegs

__all__ = [
    "disc_move_count",
    "disc_move_steps",
    "edge_count",
    "first_move_of_disc",
    "min_moves",
    "state_count",
]


def min_moves(n: int, pegs: int = 3) -> int:
    """The fewest moves that carry a perfect tower of ``n`` discs to another peg.

    ``2**n - 1`` for three pegs (OEIS A000225); the Frame–Stewart number for more.

    >>> [min_moves(n) for n in range(6)]
    [0, 1, 3, 7, 15, 31]
    >>> min_moves(64)
    18446744073709551615
    """
    check_n(n)
    if check_pegs(pegs) != 3:
        from hanoi.frame_stewart import frame_stewart

        return frame_stewart(n, pegs)
    check_count_bits(n, f"2**{n} - 1")
    return (1 << n) - 1


def _check_disc(n: int, disc: int) -> None:
    check_n(n)
    if isinstance(disc, bool) or not isinstance(disc, int) or not 1 <= disc <= max(n, 0):
        raise InvalidArgumentError(f"disc {disc!r} is outside 1..{n}")


def disc_move_count(n: int, disc: int) -> int:
    """How often ``disc`` moves in the optimal transfer of ``n`` discs: ``2**(n-disc)``.

    >>> [disc_move_count(4, d) for d in range(1, 5)]
    [8, 4, 2, 1]
    """
    _check_disc(n, disc)
    check_count_bits(n - disc, f"2**{n - disc}")
    return 1 << (n - disc)


def first_move_of_disc(disc: int) -> int:
    """The step at which ``disc`` first moves: ``2**(disc-1)`` (Lavallée, Lemma 1).

    >>> [first_move_of_disc(d) for d in range(1, 6)]
    [1, 2, 4, 8, 16]
    """
    if isinstance(disc, bool) or not isinstance(disc, int) or disc < 1:
        raise InvalidArgumentError(f"disc must be an integer >= 1, got {disc!r}")
    check_count_bits(disc - 1, f"2**{disc - 1}")
    return 1 << (disc - 1)


def disc_move_steps(n: int, disc: int) -> range:
    """Every step at which ``disc`` moves, as a lazy ``range`` (Lavallée, Theorem 1).

    >>> list(disc_move_steps(4, 3))
    [4, 12]
    >>> disc_move_steps(64, 1)[-1] == 2**64 - 1
    True
    """
    _check_disc(n, disc)
    check_count_bits(n, f"2**{n}")
    return range(1 << (disc - 1), 1 << n, 1 << disc)


def state_count(n: int, pegs: int = 3) -> int:
    """The number of regular states, ``pegs**n`` (seed 002: N(n, t) = t**n).

    >>> state_count(20)
    3486784401
    """
    check_n(n)
    check_count_bits(n * check_pegs(pegs).bit_length(), f"{pegs}**{n}")
    count: int = pegs**n
    return count


def edge_count(n: int, pegs: int = 3) -> int:
    """The number of edges of the game graph.

    Every pair of pegs that are not both empty allows exactly one move, so the graph
    has ``C(p, 2) (p**n - (p-2)**n) / 2`` edges: ``(3/2)(3**n - 1)`` for three pegs
    (seed 004).

    >>> [edge_count(n) for n in range(1, 5)]
    [3, 12, 39, 120]
    """
    check_n(n)
    check_count_bits(n * check_pegs(pegs).bit_length(), f"the edges of {pegs}**{n} states")
    edges: int = comb(pegs, 2) * (pegs**n - (pegs - 2) ** n) // 2
    return edges
