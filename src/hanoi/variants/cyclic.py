"""The cyclic tower: three pegs on a circle, every move one step the same way round (Atkinson 1981).

Let ``Q(n)`` be the fewest moves carrying ``n`` discs one step round (A to B when the moves
go A→B→C→A) and ``R(n)`` two steps round (A to C).  To move disc ``n`` one step, the ``n - 1``
above it must go two steps out of its way and two steps back onto it; to move it two steps,
they go two steps, come back one, and go two steps again (Atkinson 1981; Hinz, Klavžar and
Petr 2018, §8.1)::

    Q(n) = 2 R(n-1) + 1          Q(1) = 1   (OEIS A005665: 0, 1, 5, 15, 43, 119, ...)
    R(n) = 2 R(n-1) + Q(n-1) + 2  R(1) = 2   (OEIS A005666: 0, 2, 7, 21, 59, 163, ...)

Both satisfy ``a(n) = 2 a(n-1) + 2 a(n-2) + 3`` (Zimmermann, in A005666), and
``R(n) = u(n+2)/2 - 1`` with ``u`` the integers ``((1+√3)**m - (1-√3)**m) / (2√3)``
(A002605: 0, 1, 2, 6, 16, 44, ...).  The tests check every value and move list against a
breadth-first search.  Counter-clockwise rules are the same puzzle seen in a mirror.

>>> [cyclic_counts(n) for n in range(4)]
[(0, 0), (1, 2), (5, 7), (15, 21)]
>>> [str(move) for move in cyclic_solve(2, target=1)]
['1AB', '1BC', '2AB', '1CA', '1AB']
"""

from __future__ import annotations

from collections.abc import Iterator

from hanoi._validate import check_count_bits, check_discs, check_n, check_source_target, shown_int
from hanoi.move import Move

__all__ = ["cyclic_counts", "cyclic_min_moves", "cyclic_solve"]


def cyclic_counts(n: int) -> tuple[int, int]:
    """``(Q(n), R(n))``: the fewest moves one step and two steps round (A005665, A005666).

    Computed by the closed form ``R(n) = u(n+2)/2 - 1``, ``Q(n) = 2 R(n-1) + 1``, in O(log n)
    big-integer steps.

    >>> cyclic_counts(10)
    (18271, 24959)
    """
    n = check_n(n)
    check_count_bits(n * 15 // 10 + 2, f"Q({shown_int(n)})")
    if n == 0:
        return 0, 0
    return 2 * (_u(n + 1) // 2 - 1) + 1, _u(n + 2) // 2 - 1


def _u(m: int) -> int:
    """``u(m)`` of u(0) = 0, u(1) = 1, u(m) = 2 u(m-1) + 2 u(m-2) (A002605), by matrix powers."""
    # [[u(m+1)], [u(m)]] = [[2, 2], [1, 0]]**m [[1], [0]]
    a, b, c, d = 1, 0, 0, 1  # the identity
    p, q, r, s = 2, 2, 1, 0
    while m:
        if m & 1:
            a, b, c, d = a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s
        p, q, r, s = p * p + q * r, p * q + q * s, r * p + s * r, r * q + s * s
        m >>= 1
    return c


def cyclic_min_moves(n: int, *, source: int = 0, target: int = 2, clockwise: bool = True) -> int:
    """The fewest moves of ``n`` discs from ``source`` to ``target`` with moves only one way round.

    >>> cyclic_min_moves(3), cyclic_min_moves(3, clockwise=False), cyclic_min_moves(3, target=1)
    (21, 15, 15)
    """
    source, target = check_source_target(source, target, 3)
    if source == target:
        check_n(n)
        return 0
    q, r = cyclic_counts(n)
    step = 1 if clockwise else 2
    return q if (source + step) % 3 == target else r


def cyclic_solve(n: int, *, source: int = 0, target: int = 2, clockwise: bool = True) -> Iterator[Move]:
    """The optimal moves of ``n`` discs from ``source`` to ``target``, each one step round, lazily.

    >>> [str(m) for m in cyclic_solve(2)]
    ['1AB', '1BC', '2AB', '1CA', '2BC', '1AB', '1BC']
    """
    n = check_discs(n, "a solution")
    source, target = check_source_target(source, target, 3)
    if source == target:
        return iter(())
    step = 1 if clockwise else 2
    return _cyclic_moves(n, source, 1 if (source + step) % 3 == target else 2, step)


def _cyclic_moves(n: int, source: int, steps: int, step: int) -> Iterator[Move]:
    def round_(peg: int, count: int) -> int:
        return (peg + count * step) % 3

    # tasks: (steps, n, peg) carries n discs from peg 1 or 2 steps round; (0, disc, peg) moves disc one step
    stack: list[tuple[int, int, int]] = [(steps, n, source)]
    while stack:
        kind, d, a = stack.pop()
        if kind == 0:
            yield Move._trusted(d, a, round_(a, 1))
        elif d == 0:
            continue
        elif kind == 1:  # R(d-1) a→a+2; d a→a+1; R(d-1) a+2→a+1
            stack += [(2, d - 1, round_(a, 2)), (0, d, a), (2, d - 1, a)]
        else:  # R(d-1) a→a+2; d a→a+1; Q(d-1) a+2→a; d a+1→a+2; R(d-1) a→a+2
            stack += [(2, d - 1, a), (0, d, round_(a, 1)), (1, d - 1, round_(a, 2)), (0, d, a), (2, d - 1, a)]
