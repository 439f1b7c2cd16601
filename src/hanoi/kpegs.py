"""Frame–Stewart: moving a tower with any number of pegs.

Frame and Stewart (1941) split a tower of ``n`` discs on ``p`` pegs at some ``m``: the
``m`` smallest discs go to a spare peg using all ``p`` pegs, the ``n - m`` largest go
to the target using the ``p - 1`` pegs left, and the ``m`` smallest follow them
(the Qiita article, Saito 2020, calls this its unproven "proposition").  The best split
gives ``FS(n, p) = min_m 2 FS(m, p) + FS(n - m, p - 1)``.

**What is proven.** For 3 pegs ``2**n - 1`` is optimal and the solution is unique.
For 4 pegs Bousch (2014) proved the Frame–Stewart number optimal.  For 5 or more pegs
it is the presumed optimum (the Frame–Stewart conjecture); :func:`optimality_status`
says so in words.

**Closed form.** The increments ``FS(n, p) - FS(n - 1, p)`` are powers of two, and
``2**t`` occurs exactly ``C(t + p - 3, p - 3)`` times.  Split the increments of
``p`` pegs by Pascal's rule ``C(t+p-3, p-3) = C(t+p-4, p-3) + C(t+p-4, p-4)``: the
first part is the ``p``-peg increments doubled (the ``m`` small discs move twice), the
second the ``(p-1)``-peg increments, and taking the ``n`` smallest of the merged
sequence is the best split.  So with ``t`` the largest integer with
``C(t + p - 3, p - 2) <= n`` (how many increments are below ``2**t``),

    FS(n, p) = sum_{s < t} C(s + p - 3, p - 3) 2**s  +  (n - C(t + p - 3, p - 2)) 2**t

and the sum itself has a closed form with ``p - 2`` terms (summation by parts).  The
same merge gives the whole interval of optimal splits (:func:`optimal_splits`).

**Canonical split.** :func:`fs_solve`, :func:`fs_move_at`, :func:`fs_state_at` and
:func:`fs_step_of` all use the *smallest* optimal ``m >= 1`` (``m = 0`` only for one
disc), which is the split Saito's ``min(...)`` picks, and its peg order: the
``m`` small discs go to the first spare peg, and the other spares keep their order.
So ``hanoi show 4 --pegs 4`` draws Saito's ``hanoi 4 4`` picture.

>>> [frame_stewart(n, 4) for n in range(1, 11)]  # OEIS A007664
[1, 3, 5, 9, 13, 17, 25, 33, 41, 49]
>>> [str(m) for m in fs_solve(3, pegs=4)]
['1AB', '2AC', '3AD', '2CD', '1BD']
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import chain
from math import comb
from typing import TYPE_CHECKING

from hanoi._validate import (
    check_count_bits,
    check_discs,
    check_n,
    check_pegs,
    check_source_target,
    check_step,
    shown_int,
)
from hanoi.errors import InvalidArgumentError, NotOnPathError, TooLargeError
from hanoi.limits import MAX_FS_LEVELS
from hanoi.move import Move
from hanoi.three import direct as three

if TYPE_CHECKING:  # State loads where a state is made or read: hanoi solve starts without it
    from hanoi.state import State

__all__ = [
    "frame_stewart",
    "frame_stewart_dp",
    "frame_stewart_split",
    "fs_blocks",
    "fs_move_at",
    "fs_solve",
    "fs_state_at",
    "fs_step_of",
    "optimal_splits",
    "optimality_status",
]

# frame_stewart_dp refuses tables needing more than this many inner steps (about a minute).
_DP_LIMIT = 100_000_000

# Sub-towers whose solution has at most this many moves are built once and reused.
_BLOCK = 1024


# ------------------------------------------------------------------ the numbers
def _level(n: int, q: int) -> int:
    """The largest ``t`` with ``C(t + q, q + 1) <= n``: increments below ``2**t``."""
    if n <= 0:
        return 0
    high = 1
    while comb(high + q, q + 1) <= n:
        high *= 2
    low = high // 2
    while high - low > 1:
        middle = (low + high) // 2
        if comb(middle + q, q + 1) <= n:
            low = middle
        else:
            high = middle
    return low


def _increments_below(t: int, q: int) -> int:
    """``sum_{s < t} C(s + q, q) 2**s``: the total of all increments below ``2**t``.

    Summation by parts gives ``S_q(t) = C(t + q - 1, q) 2**t - S_{q-1}(t)`` with
    ``S_0(t) = 2**t - 1``, that is ``2**t sum_j (-1)**(q-j) C(t + j - 1, j) +
    (-1)**(q+1)``; whichever of the two sums is shorter is used.
    """
    if t <= 0:
        return 0
    if t <= q + 1:
        total, binomial = 0, 1  # C(s + q, q) at s = 0
        for s in range(t):
            total += binomial << s
            binomial = binomial * (s + 1 + q) // (s + 1)
        return total
    alternating, binomial = 0, 1  # C(t + j - 1, j) at j = 0
    for j in range(q + 1):
        alternating += binomial if (q - j) % 2 == 0 else -binomial
        binomial = binomial * (t + j) // (j + 1)
    return (alternating << t) + (1 if q % 2 else -1)


def _fs(n: int, pegs: int) -> int:
    q = pegs - 3
    t = _level(n, q)
    check_count_bits(t, f"the Frame–Stewart number of {shown_int(n)} discs on {pegs} pegs")  # it is at least 2**t
    return _increments_below(t, q) + ((n - comb(t + q, q + 1)) << t)


def frame_stewart(n: int, pegs: int) -> int:
    """The Frame–Stewart number: moves to carry ``n`` discs across ``pegs`` pegs.

    Exact, in closed form (see the module docstring): the increments are powers of two,
    ``2**t`` occurring ``C(t + pegs - 3, pegs - 3)`` times.  Optimal for 3 pegs and
    for 4 pegs (Bousch 2014), presumed optimal beyond (:func:`optimality_status`).
    Saito 2020 tabulates it for 3..8 pegs and 6..10 discs.

    >>> [frame_stewart(n, 5) for n in range(1, 11)]  # OEIS A007665
    [1, 3, 5, 7, 11, 15, 19, 23, 27, 31]
    >>> frame_stewart(64, 3) == 2**64 - 1, frame_stewart(64, 4)
    (True, 18433)
    >>> frame_stewart(5, 1000)  # more pegs than discs: every disc on its own peg
    9
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    return _fs(n, pegs)


def frame_stewart_dp(n: int, pegs: int) -> int:
    """The Frame–Stewart number by Saito's dynamic programme, in O(n² p) steps.

    ``FS(n, p) = min_m 2 FS(m, p) + FS(n - m, p - 1)`` filled in as a table, with
    ``FS(n, 3) = 2**n - 1`` and at most ``n + 1`` useful pegs (Saito's ``nmove``).
    It is the independent cross-check of :func:`frame_stewart` and the baseline of its
    benchmark; tables of more than 10**8 steps are refused.

    >>> frame_stewart_dp(10, 4), frame_stewart_dp(10, 8)
    (49, 25)
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    useful = min(pegs, n + 1)
    steps = n * n * max(useful - 3, 1) // 2  # on 3 pegs the row alone holds about n**2 / 2 bits
    if steps > _DP_LIMIT:
        raise TooLargeError(
            f"refusing the dynamic programme for n={n}, pegs={pegs}: about {steps} steps "
            f"(limit {_DP_LIMIT}); use frame_stewart(), which is closed form"
        )
    row = [(1 << i) - 1 for i in range(n + 1)]  # 3 pegs
    for _ in range(4, useful + 1):
        fewer = row
        row = [0] * (n + 1)
        for i in range(1, n + 1):
            row[i] = min(2 * row[m] + fewer[i - m] for m in range(i))
    return row[n]


def optimal_splits(n: int, pegs: int) -> range:
    """Every ``m`` whose split ``2 FS(m, p) + FS(n - m, p - 1)`` reaches ``FS(n, p)``.

    They form an interval, read off the merged increments (see the module docstring);
    ``pegs >= 4`` and ``n >= 1``.

    >>> optimal_splits(4, 4), optimal_splits(6, 4)
    (range(1, 3), range(3, 4))
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    if pegs < 4 or n < 1:
        raise InvalidArgumentError(f"a split needs n >= 1 and pegs >= 4, got n={n}, pegs={pegs}")
    return _splits(n, pegs)


def _splits(n: int, pegs: int) -> range:
    t = _level(n, pegs - 3)
    extra = n - comb(t + pegs - 3, pegs - 2)  # increments equal to 2**t among the n smallest
    if t == 0:
        return range(0, 1)
    top = t + pegs - 4
    small = comb(top, pegs - 2)  # doubled increments below 2**t
    doubled = comb(top, pegs - 3)  # doubled increments equal to 2**t
    fewer = comb(top, pegs - 4)  # (p-1)-peg increments equal to 2**t
    return range(small + max(0, extra - fewer), small + min(extra, doubled) + 1)


def _split(n: int, pegs: int) -> int:
    """The canonical split: the smallest optimal ``m >= 1`` (``0`` for one disc)."""
    if pegs == 3:
        return n - 1
    first = _splits(n, pegs).start
    return max(first, 1) if n >= 2 else 0


def frame_stewart_split(n: int, pegs: int) -> int:
    """The canonical split used by :func:`fs_solve`: the smallest optimal ``m >= 1``.

    It is the ``m`` picked by Saito's ``min((nmove(i, k) * 2 + nmove(n - i, k - 1),
    i) for i in range(1, n))``; ``n - 1`` for 3 pegs, ``0`` for a single disc.

    >>> [frame_stewart_split(n, 4) for n in range(1, 11)]
    [0, 1, 1, 1, 2, 3, 3, 4, 5, 6]
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    if n < 1:
        raise InvalidArgumentError("a split needs n >= 1, got n=0")
    return _split(n, pegs)


def optimality_status(pegs: int) -> str:
    """What is known about the optimality of ``frame_stewart(n, pegs)``, in words.

    Proven for 3 pegs (the French and German encyclopedia articles) and 4 pegs (T. Bousch, "La quatrième tour
    de Hanoï", 2014); for 5 or more it is the Frame–Stewart conjecture (it is checked
    by exhaustive search for small towers only, as in this package's tests).

    >>> optimality_status(4)
    'proven optimal (4 pegs: Bousch 2014)'
    >>> optimality_status(5)
    'presumed optimal (Frame–Stewart conjecture, unproven for 5 pegs)'
    """
    check_pegs(pegs)
    if pegs == 3:
        return "proven optimal (3 pegs: 2**n - 1, the unique optimal solution)"
    if pegs == 4:
        return "proven optimal (4 pegs: Bousch 2014)"
    return f"presumed optimal (Frame–Stewart conjecture, unproven for {pegs} pegs)"


# ------------------------------------------------------------------ the moves
Pegs = tuple[int, ...]


def _order(pegs: int, source: int, target: int) -> Pegs:
    """Source first, target last, the spare pegs in increasing order between."""
    return (source, *(peg for peg in range(pegs) if peg not in (source, target)), target)


def _parts(order: Pegs) -> tuple[Pegs, Pegs, Pegs]:
    """Peg orders of the three parts: small discs away, large across, small back."""
    first, spare, rest, last = order[0], order[1], order[2:-1], order[-1]
    return (first, *rest, last, spare), (first, *rest, last), (spare, *rest, first, last)


def fs_solve(n: int, *, pegs: int, source: int = 0, target: int | None = None) -> Iterator[Move]:
    """The Frame–Stewart moves of ``n`` discs from ``source`` to ``target``, lazily.

    Saito's recursion with the canonical split (:func:`frame_stewart_split`); it
    yields ``frame_stewart(n, pegs)`` moves.  Arguments are checked at call time.

    >>> [str(m) for m in fs_solve(4, pegs=4)]  # Saito 2020: hanoi 4 4
    ['1AB', '2AD', '3AC', '2DC', '4AD', '2CA', '3CD', '2AD', '1BD']
    """
    n = check_discs(n, "a solution")
    pegs = check_pegs(pegs)
    source, target = check_source_target(source, target, pegs)
    return chain.from_iterable(_blocks(n, 0, _order(pegs, source, target)))


def fs_blocks(n: int, *, pegs: int, source: int = 0, target: int | None = None) -> Iterator[tuple[Move, ...]]:
    """The moves of :func:`fs_solve` in blocks; a block that recurs is the same tuple object.

    >>> [len(block) for block in fs_blocks(20, pegs=4)], sum(map(len, fs_blocks(40, pegs=4)))
    ([289], 2817)
    """
    n = check_discs(n, "a solution")
    pegs = check_pegs(pegs)
    source, target = check_source_target(source, target, pegs)
    return _blocks(n, 0, _order(pegs, source, target))


@lru_cache(maxsize=4096)
def _block(count: int, offset: int, order: Pegs) -> tuple[Move, ...]:
    return tuple(chain.from_iterable(_blocks(count, offset, order, cached=False)))


def _blocks(count: int, offset: int, order: Pegs, *, cached: bool = True) -> Iterator[tuple[Move, ...]]:
    """The moves in blocks, from an explicit stack (no recursion limit on ``n``)."""
    stack: list[tuple[int, int, Pegs] | Move] = [(count, offset, order)]
    while stack:
        task = stack.pop()
        if isinstance(task, Move):
            yield (task,)
            continue
        count, offset, order = task
        if count == 0:
            continue
        if count == 1:
            yield (Move._trusted(offset + 1, order[0], order[-1]),)
            continue
        if len(order) > count + 1:  # pegs beyond n + 1 are never needed
            order = (*order[:count], order[-1])
        if cached and _fs(count, len(order)) <= _BLOCK:
            yield _block(count, offset, order)
            continue
        m = _split(count, len(order))
        away, across, back = _parts(order)
        stack.append((m, offset, back))
        stack.append((count - m, offset + m, across))
        stack.append((m, offset, away))


def fs_move_at(n: int, k: int, *, pegs: int, source: int = 0, target: int | None = None) -> Move:
    """The ``k``-th move (1-based) of :func:`fs_solve`, without replaying it.

    Equal to ``list(fs_solve(n, pegs=pegs, source=source, target=target))[k - 1]``: the split recursion
    is descended with the sizes of its parts, down to a three-peg part that Lavallée's
    closed form answers (Lavallée 1982), so ``n = 1000`` costs a few dozen levels.

    >>> fs_move_at(4, 5, pegs=4)
    Move(disc=4, source=0, target=3)
    >>> fs_move_at(1000, 10**14, pegs=4)
    Move(disc=2, source=0, target=3)

    The descent takes about ``t`` levels (``2**t``, the largest increment of ``FS(n, p)``),
    at most :data:`~hanoi.limits.MAX_FS_LEVELS`:

    >>> fs_move_at(10**15, 45, pegs=5)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing the move of 1000000000000000 discs on 5 pegs: a descent of about 181711 ...
    """
    n = check_n(n)
    pegs = check_pegs(pegs)
    source, target = check_source_target(source, target, pegs)
    k = check_step(k, 1, _fs(n, pegs), f"moves of {n} discs on {pegs} pegs")
    levels = _level(n, pegs - 3)  # the descent takes about this many levels, each on numbers of as many bits
    if levels > MAX_FS_LEVELS:
        raise TooLargeError(
            f"refusing the move of {shown_int(n)} discs on {pegs} pegs: a descent of about {shown_int(levels)} "
            f"levels (limit {MAX_FS_LEVELS} levels, hanoi.limits.MAX_FS_LEVELS)",
            size=levels,
            limit=MAX_FS_LEVELS,
        )

    count, offset, order = n, 0, _order(pegs, source, target)
    while True:
        if len(order) > count + 1:
            order = (*order[:count], order[-1])
        if count == 1:
            return Move._trusted(offset + 1, order[0], order[-1])
        if len(order) == 3:
            move = three.move_at(count, k)
            return Move._trusted(move.disc + offset, order[move.source], order[move.target])
        m = _split(count, len(order))
        first, middle = _fs(m, len(order)), _fs(count - m, len(order) - 1)
        away, across, back = _parts(order)
        if k <= first:
            count, order = m, away
        elif k <= first + middle:
            k, count, offset, order = k - first, count - m, offset + m, across
        else:
            k, count, order = k - first - middle, m, back


def fs_state_at(n: int, k: int, *, pegs: int, source: int = 0, target: int | None = None) -> State:
    """The state after ``k`` moves of :func:`fs_solve` (``k = 0`` is the start).

    Equal to replaying the first ``k`` moves, computed by descending the split
    recursion: each level places one block of discs, a three-peg part is Lavallée's
    closed form (Lavallée 1982).

    >>> fs_state_at(4, 4, pegs=4)  # Saito 2020, picture 4 of hanoi 4 4
    State('ACCB', pegs=4)
    >>> fs_state_at(4, 4, pegs=4).stacks()
    [[4], [1], [3, 2], []]
    """
    n = check_discs(n, "a state")
    pegs = check_pegs(pegs)
    source, target = check_source_target(source, target, pegs)
    k = check_step(k, 0, _fs(n, pegs), f"states of {n} discs on {pegs} pegs")

    positions = [source] * n
    count, offset, order = n, 0, _order(pegs, source, target)
    while count:
        if len(order) > count + 1:
            order = (*order[:count], order[-1])
        if count == 1:
            positions[offset] = order[0] if k == 0 else order[-1]
            break
        if len(order) == 3:
            part = three.state_at(count, k).positions
            positions[offset : offset + count] = [order[peg] for peg in part]
            break
        m = _split(count, len(order))
        first, middle = _fs(m, len(order)), _fs(count - m, len(order) - 1)
        away, across, back = _parts(order)
        if k <= first:
            positions[offset + m : offset + count] = [order[0]] * (count - m)
            count, order = m, away
        elif k <= first + middle:
            positions[offset : offset + m] = [order[1]] * m
            k, count, offset, order = k - first, count - m, offset + m, across
        else:
            positions[offset + m : offset + count] = [order[-1]] * (count - m)
            k, count, order = k - first - middle, m, back
    from hanoi.state import State

    return State._trusted(tuple(positions), pegs)


def fs_step_of(state: State, *, source: int = 0, target: int | None = None) -> int:
    """The ``k`` with ``fs_state_at(n, k, ...) == state``; :class:`NotOnPathError` if there is none.

    The inverse of :func:`fs_state_at`, descending the same split recursion: the
    large discs of a part tell which of its three blocks the state lies in.

    >>> from hanoi.state import State
    >>> fs_step_of(State.parse("ACCB", pegs=4))
    4
    >>> fs_step_of(State.parse("BCCA", pegs=4))
    Traceback (most recent call last):
    ...
    hanoi.errors.NotOnPathError: state BCCA is not on the optimal path of 4 discs from peg A to peg D
    """
    from hanoi.state import State

    if not isinstance(state, State):
        raise InvalidArgumentError(f"fs_step_of() needs a State, got {state!r:.60}")
    pegs = state.pegs
    source, target = check_source_target(source, target, pegs)
    k = _step_of(state, pegs, source, target)
    if k is None:
        raise three.not_on_path(state, source, target)
    return k


def _step_of(state: State, pegs: int, source: int, target: int) -> int | None:
    from hanoi.state import State

    positions = state.positions
    count, offset, order, base = state.n, 0, _order(pegs, source, target), 0
    while count:
        if len(order) > count + 1:
            order = (*order[:count], order[-1])
        part = positions[offset : offset + count]
        if not set(part) <= set(order):
            return None
        if count == 1:
            if part[0] == order[0]:
                return base
            return base + 1 if part[0] == order[-1] else None
        if len(order) == 3:
            index = {peg: i for i, peg in enumerate(order)}
            try:
                k = three.step_of(State._trusted(tuple(index[peg] for peg in part), 3))
            except NotOnPathError:
                return None
            return base + k
        m = _split(count, len(order))
        first, middle = _fs(m, len(order)), _fs(count - m, len(order) - 1)
        away, across, back = _parts(order)
        large, small = part[m:], part[:m]
        if all(peg == order[0] for peg in large):
            count, order = m, away
        elif all(peg == order[1] for peg in small):
            base, count, offset, order = base + first, count - m, offset + m, across
        elif all(peg == order[-1] for peg in large):
            base, count, order = base + first + middle, m, back
        else:
            return None
    return base
