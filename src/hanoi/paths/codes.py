"""States as base-``pegs`` integers, and their neighbours as whole numpy arrays.

Digit ``i`` of a code (disc ``i + 1``, the smallest disc lowest) is the peg of that disc,
so a move of disc ``d`` from peg ``a`` to peg ``b`` adds ``(b - a) * pegs**(d - 1)``.  The
bidirectional search (:mod:`hanoi.paths.bidirectional`) and the pattern databases
(:mod:`hanoi.paths.pattern_db`) expand whole layers of codes at once.

>>> encode((2, 0, 1), 3)  # disc 1 on C, disc 2 on A, disc 3 on B
11
>>> neighbours(np.array([0]), 2, 3, 3 ** np.arange(3)).tolist()  # from AA: disc 1 to B or C
[1, 2]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["CHUNK", "Codes", "encode", "expand", "neighbours"]

Codes = npt.NDArray[np.int64]

CHUNK = 1 << 18
"""States expanded per numpy batch (bounds the temporary arrays)."""


def encode(positions: tuple[int, ...], pegs: int) -> int:
    """The code of a position tuple (the peg of disc 1, 2, ...): ``sum(positions[i] * pegs**i)``.

    >>> encode((1, 1), 4)
    5
    """
    code = 0
    for peg in reversed(positions):
        code = code * pegs + peg
    return code


def expand(codes: Codes, n: int, pegs: int, powers: Codes) -> Codes:
    """Every neighbour of every state in ``codes`` (with repeats), ``powers`` being ``pegs**arange(n + 1)``.

    >>> sorted(expand(np.array([0, 4]), 2, 3, 3 ** np.arange(3)).tolist())  # AA and BB
    [1, 2, 3, 5]
    """
    count = len(codes)
    tops = np.full(count * pegs, n, dtype=np.int64)  # row-major (state, peg): the top disc index
    base = np.arange(count, dtype=np.int64) * pegs
    rest = codes.copy()
    digits = np.empty((n, count), dtype=np.int64)
    for disc in range(n):
        digits[disc] = rest % pegs
        rest //= pegs
    for disc in range(n - 1, -1, -1):
        tops[base + digits[disc]] = disc
    table = tops.reshape(count, pegs)
    found = []
    for source in range(pegs):
        top = table[:, source]
        for target in range(pegs):
            if target != source:
                legal = top < table[:, target]
                if legal.any():
                    found.append(codes[legal] + (target - source) * powers[top[legal]])
    return np.concatenate(found) if found else np.empty(0, dtype=np.int64)


def neighbours(codes: Codes, n: int, pegs: int, powers: Codes) -> Codes:
    """Sorted distinct neighbours, expanded in batches of :data:`CHUNK` to bound the temporary arrays.

    >>> neighbours(np.array([1, 2]), 2, 3, 3 ** np.arange(3)).tolist()  # from AB and AC
    [0, 1, 2, 5, 7]
    """
    if len(codes) <= CHUNK:
        return np.unique(expand(codes, n, pegs, powers))
    parts = [np.unique(expand(codes[i : i + CHUNK], n, pegs, powers)) for i in range(0, len(codes), CHUNK)]
    return np.unique(np.concatenate(parts))
