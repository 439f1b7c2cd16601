"""Direct access to the optimal three-peg solution, without replaying it.

Lavallée (Lavallée 1982, "Note sur le problème des tours de Hanoï", CNRS 1982) shows that
the disc played at step ``k`` is one more than the exponent of the lowest power of two
in ``k`` (Theorem 2), and that its source and target pegs follow from how often it has
already moved (Theorem 1, Theorem 3).  Disc ``d`` moves at the steps
``k ≡ 2**(d-1) (mod 2**d)``, always one peg along a fixed cycle: ``source → target →
spare`` when ``n - d`` is even, ``source → spare → target`` when it is odd (the cyclic
smallest-disc rule of the French and German encyclopedia articles, applied to every disc).  So after ``k`` moves
disc ``d`` has moved ``(k + 2**(d-1)) >> d`` times, and its peg is that count mod 3 along
its cycle: the position E(N, p) of the French encyclopedia article in closed form.

The counts mod 3 of all discs come from one suffix sum of the bits of ``k`` (because
``2 ≡ -1 mod 3``), so :func:`state_at` and its inverse :func:`step_of` take time linear
in ``n`` with numpy, for a million discs and steps near ``2**1000000``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hanoi._validate import check_discs, check_int, check_n, check_source_target, check_step
from hanoi.errors import InvalidArgumentError, NotOnPathError
from hanoi.move import Move

if TYPE_CHECKING:  # State loads where a state is made or read: hanoi solve starts without it
    import numpy as np
    import numpy.typing as npt

    from hanoi.state import State

__all__ = ["disc_at", "move_at", "not_on_path", "state_at", "step_of"]

# Below this many discs plain Python beats numpy's call overhead.
_NUMPY_FROM = 64


def _cycles(n: int, source: int, target: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The peg cycles of discs with ``n - d`` even and odd."""
    spare = 3 - source - target
    return (source, target, spare), (source, spare, target)


def disc_at(k: int) -> int:
    """The disc moved at step ``k`` (Lavallée, Theorem 2): OEIS A001511.

    >>> disc_at(6368)
    6
    >>> [disc_at(k) for k in range(1, 9)]
    [1, 2, 1, 3, 1, 2, 1, 4]
    """
    k = check_int(k, "step", low=1)
    return (k & -k).bit_length()


def move_at(n: int, k: int, *, source: int = 0, target: int = 2) -> Move:
    """The ``k``-th move (1-based) of the optimal three-peg transfer of ``n`` discs.

    Equal to ``list(solve(n, source=source, target=target))[k - 1]``, computed in O(1)
    big-int operations (Lavallée, Theorems 2 and 3), for any ``n``.

    >>> move_at(3, 4)
    Move(disc=3, source=0, target=2)
    >>> move_at(64, 2**63)
    Move(disc=64, source=0, target=2)
    >>> str(move_at(64, 2**64 - 1)), str(move_at(10**100, 1))
    ('1BC', '1AB')
    """
    n = check_n(n)
    source, target = check_source_target(source, target)
    k = check_step(k, 1, None, f"moves of {n} discs", high_bits=n)
    disc = (k & -k).bit_length()
    done = k >> disc
    cycle = _cycles(n, source, target)[(n - disc) & 1]
    return Move._trusted(disc, cycle[done % 3], cycle[(done + 1) % 3])


def state_at(n: int, k: int, *, source: int = 0, target: int = 2) -> State:
    """The state after ``k`` moves of the optimal three-peg transfer; ``k = 0`` is the start.

    Equal to replaying the first ``k`` moves of :func:`~hanoi.solve`, in time linear in
    ``n`` (the French encyclopedia article's E(N, p), Lavallée's Theorem 1).

    >>> state_at(4, 12, target=1)  # the French encyclopedia article: E(4, 12) = BBAA, the tower going A to B
    State('BBAA')
    >>> state_at(3, 7, source=1, target=0)
    State('AAA')
    """
    n = check_discs(n, "a state")
    source, target = check_source_target(source, target)
    k = check_step(k, 0, None, f"states of {n} discs", high_bits=n)
    from hanoi.state import State

    if n < _NUMPY_FROM:
        return State._trusted(_positions_small(n, k, source, target), 3)
    return State._trusted(tuple(_positions_numpy(n, k, source, target).tolist()), 3)


def _positions_small(n: int, k: int, source: int, target: int) -> tuple[int, ...]:
    even, odd = _cycles(n, source, target)
    return tuple(
        (odd if (n - d) & 1 else even)[((k + (1 << (d - 1))) >> d) % 3] for d in range(1, n + 1)
    )


def _bits(k: int, n: int) -> npt.NDArray[np.int64]:
    """The bits of ``k`` as an int64 array, least significant first, length ``n``."""
    import numpy as np

    raw = np.frombuffer(k.to_bytes((n + 7) // 8 or 1, "little"), dtype=np.uint8)
    return np.unpackbits(raw, bitorder="little")[:n].astype(np.int64)


def _signs(n: int) -> npt.NDArray[np.int64]:
    import numpy as np

    signs = np.ones(n, dtype=np.int64)
    signs[1::2] = -1
    return signs


def _positions_numpy(n: int, k: int, source: int, target: int) -> npt.NDArray[np.int64]:
    import numpy as np

    bits = _bits(k, n)  # bits[j] = b_j
    signs = _signs(n)  # (-1)**j
    # (k >> d) mod 3 = (-1)**d * sum_{j >= d} b_j (-1)**j  (mod 3), for d = 1..n
    suffix = np.cumsum((bits * signs)[::-1])[::-1]  # suffix[j] = sum_{i >= j}
    high = np.zeros(n, dtype=np.int64)
    high[:-1] = suffix[1:] * signs[1:]  # index d-1 holds (k >> d) mod 3, up to sign
    counts = (high + bits) % 3  # moves of disc d, mod 3
    parity = (n - np.arange(1, n + 1)) & 1
    table = np.array(_cycles(n, source, target), dtype=np.int64)
    positions: npt.NDArray[np.int64] = table[parity, counts]
    return positions


def step_of(state: State, *, source: int = 0, target: int = 2) -> int:
    """The ``k`` with ``state_at(n, k, source=source, target=target) == state``.

    Linear time in ``n`` (the inverse of Lavallée's Theorem 3).  A state that is not on
    the optimal path from ``source`` to ``target`` raises :class:`NotOnPathError`.

    >>> from hanoi.state import State
    >>> step_of(State.parse("BBAA"), target=1)
    12
    >>> step_of(State.parse("BBAA"))
    Traceback (most recent call last):
    ...
    hanoi.errors.NotOnPathError: state BBAA is not on the optimal path of 4 discs from peg A to peg C
    """
    from hanoi.state import State

    if not isinstance(state, State) or state.pegs != 3:
        raise InvalidArgumentError(f"step_of() needs a three-peg State, got {state!r:.60}")
    source, target = check_source_target(source, target)
    k = _step_small(state.positions, source, target) if state.n < _NUMPY_FROM else _step_numpy(
        state.positions, source, target
    )
    if k is None:
        raise not_on_path(state, source, target)
    return k


def not_on_path(state: State, source: int, target: int) -> NotOnPathError:
    """The error for a state off the optimal path from ``source`` to ``target``.

    >>> from hanoi.state import State
    >>> print(not_on_path(State.parse("BA"), 0, 2))
    state BA is not on the optimal path of 2 discs from peg A to peg C
    """
    text = str(state)
    shown_state = text if len(text) <= 60 else text[:57] + "..."
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    names = [letters[peg] if peg < 26 else str(peg) for peg in (source, target)]
    return NotOnPathError(
        f"state {shown_state} is not on the optimal path of {state.n} discs from peg {names[0]} to peg {names[1]}"
    )


def _step_small(positions: tuple[int, ...], source: int, target: int) -> int | None:
    n = len(positions)
    even, odd = _cycles(n, source, target)
    k = 0
    high = 0  # (k >> d) mod 3
    for d in range(n, 0, -1):
        moved = (odd if (n - d) & 1 else even).index(positions[d - 1])
        bit = (moved - high) % 3
        if bit == 2:
            return None
        k |= bit << (d - 1)
        high = (high + moved) % 3
    return k


def _step_numpy(positions: tuple[int, ...], source: int, target: int) -> int | None:
    import numpy as np

    n = len(positions)
    pegs = np.fromiter(positions, dtype=np.int64, count=n)
    inverse = np.zeros((2, 3), dtype=np.int64)
    for row, cycle in enumerate(_cycles(n, source, target)):
        for index, peg in enumerate(cycle):
            inverse[row, peg] = index
    parity = (n - np.arange(1, n + 1)) & 1
    moved = inverse[parity, pegs]  # moves of disc d mod 3, index d-1
    # (k >> d) mod 3 = sum_{j > d} moved_j  (mod 3)
    above = np.zeros(n, dtype=np.int64)
    above[:-1] = np.cumsum(moved[::-1])[::-1][1:]
    bits = (moved - above) % 3
    if np.any(bits == 2):
        return None
    packed = np.packbits(bits.astype(np.uint8), bitorder="little")
    return int.from_bytes(packed.tobytes(), "little")
