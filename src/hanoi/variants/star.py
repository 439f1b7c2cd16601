"""The star with three leaves: four pegs, every move to or from the centre (Stockmeyer 1994).

Moving ``n`` discs from one leaf to another takes ``S(n) = min over k < n of 3 S(k) + 2**(n-k+1) - 2``
moves, ``S(0) = 0`` (OEIS A291876: 2, 6, 12, 20, 32, 48, ...; the recursion is Robert Israel's
program there).  That it is optimal is Bousch's theorem ("La Tour de Stockmeyer", Séminaire
Lotharingien de Combinatoire 77, 2017); the tests check it against a breadth-first search.
The ``j = n - k`` largest discs never pay off beyond ``j = 64`` for the ``n`` allowed here
(``2**65`` moves exceed ``3 S(k)`` for every such ``k``).

>>> [star_min_moves(n) for n in range(7)]
[0, 2, 6, 12, 20, 32, 48]
"""

from __future__ import annotations

from hanoi._validate import check_int, check_n
from hanoi.errors import TooLargeError

__all__ = ["STAR_MAX_N", "star_min_moves"]

STAR_MAX_N = 20_000
"""The largest ``n`` of :func:`star_min_moves` (the recursion is quadratic in ``n``)."""


def star_min_moves(n: int) -> int:
    """The fewest moves of ``n`` discs from leaf to leaf of the four-peg star (A291876, Bousch 2017).

    >>> star_min_moves(10), star_min_moves(11)
    (158, 206)
    """
    n = check_n(n)
    if n > STAR_MAX_N:
        raise TooLargeError(f"star_min_moves({n}) is quadratic in n (limit n <= {STAR_MAX_N})", size=n,
                            limit=STAR_MAX_N)
    best = [0]
    for m in range(1, check_int(n, "n") + 1):
        # k = m - j: the j largest go leaf to leaf by 2**(j+1) - 2 moves; try the small j first
        value = min(3 * best[m - j] + (1 << (j + 1)) - 2 for j in range(1, min(m, 64) + 1))
        best.append(value)
    return best[n]
