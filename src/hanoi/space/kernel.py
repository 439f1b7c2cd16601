"""The numba kernels of the two-bit breadth-first search in :mod:`hanoi.space.bfs`.

One call of the layer kernel expands a range of 65,536-state tasks: every state marked
"current" in the two-bit array is expanded, and its unseen neighbours are marked "next"
by an atomic OR, so both cores work on one array with no lock (Korf, "Best-first
frontier search with delayed duplicate detection", AAAI 2004).  The functions here are
plain Python until :func:`layer_kernel` compiles them (or loads them from numba's disk
cache), so importing this module does not import numba.

>>> tables = prefix_tables(4, 2, (1, 2, 3))
>>> len(tables[0])  # canonical prefixes of 2 discs on 4 pegs, 3 of them interchangeable
5
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from math import comb, factorial
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._validate import check_int, check_n
from hanoi.limits import MAX_PEGS
from hanoi.state import State

__all__ = [
    "CALL_TASKS", "TABLE", "TASK_WORDS", "WIDE_TABLE", "Plan", "compiled_on_disk", "layer_kernel", "make_plan",
    "orbit_count", "orbit_size", "orbit_sizes", "prefix_tables", "receive_kernel",
]

U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]

TASK_WORDS = 2048  # one parallel task: 2048 words of 32 states (65,536 states)
CALL_TASKS = 16  # tasks per kernel call: a thread takes this many at a time
TABLE = 1 << 16  # the prefix tables cover at most this many prefixes (up to four pegs)
WIDE_TABLE = 1 << 21  # from five pegs on: 4 or more free pegs need longer prefixes (see make_plan)

# --------------------------------------------------------------------------- kernels
# Plain functions, compiled by numba on first use (see layer_kernel), so that importing
# this module stays cheap: layer_kernel replaces the module-level names _atomic_or and _ctz
# by numba intrinsics, and the helpers by their compiled versions, before compiling.

_M55 = 0x5555555555555555  # the low bit of every 2-bit field
_M01 = 0x0101010101010101  # the low bit of every byte
# _DISC2[a, b]: the fields (disc 1 on peg c, c not a or b) of byte 0 and byte 4 of a word
_DISC2 = np.array([[sum(1 << (2 * c + 32 * h) for c in range(4) for h in (0, 1) if c not in (a, b)) if a != b else 0
                    for b in range(4)] for a in range(4)], dtype=np.uint64)


def _atomic_or(array: Any, index: int, value: Any) -> Any:  # replaced by an intrinsic
    old = array[index]
    array[index] = old | value
    return old


def _ctz(value: Any) -> Any:  # replaced by numba's trailing_zeros
    return np.uint64((int(value) & -int(value)).bit_length() - 1)


def _popcount(x: Any) -> int:
    """Set bits of a 64-bit word (the SWAR method)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(_M55))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return int((x * np.uint64(_M01)) >> np.uint64(56))


def _mark(bits: Any, index: int, nxt: Any, touched_next: Any) -> int:
    """Give the unseen state ``index`` the code ``nxt``; 1 if this call did it, else 0."""
    word = index >> 5
    shift = np.uint64((index & 31) << 1)
    if ((bits[word] >> shift) & np.uint64(3)) != 0:
        return 0
    old = _atomic_or(bits, word, nxt << shift)
    if ((old >> shift) & np.uint64(3)) != 0:
        return 0
    touched_next[word // TASK_WORDS] = 1
    return 1


def _relabel(low: int, kl: int, p: int, mapping: Any, pw: Any) -> Any:
    """The low digits with every peg ``q`` replaced by ``mapping[q]``."""
    if p == 4:  # all digits at once: the 01 mask of each peg, times its new number
        m55 = np.uint64(_M55)
        mask = (np.uint64(1) << np.uint64(2 * kl)) - np.uint64(1)
        value = np.uint64(low)
        out = np.uint64(0)
        for peg in range(4):
            y = value ^ (np.uint64(peg) * m55)
            out += np.uint64(mapping[peg]) * (~(y | (y >> np.uint64(1))) & m55 & mask)
        return np.int64(out)
    out2 = 0
    x = low
    for j in range(kl):
        out2 += mapping[x % p] * pw[j]
        x //= p
    return out2


def _canon_low(low: int, used: int, kl: int, p: int, free: Any, pw: Any, mapping: Any) -> tuple[int, int]:
    """Canonical low digits below a canonical prefix that uses ``used`` free pegs.

    The free pegs the prefix leaves unused are renumbered in the order in which they
    first appear, largest disc first.  Returns the new digits and how many of those
    pegs appear.  With at most one unused free peg there is nothing to renumber, and
    the count does not matter: ``orbit[f - 1] == orbit[f]``.
    """
    f = free.size
    if used >= f - 1:
        return low, 0
    for peg in range(p):
        mapping[peg] = peg
    for t in range(used, f):
        mapping[free[t]] = -1
    count = used
    for j in range(kl - 1, -1, -1):
        digit = (low >> (2 * j)) & 3 if p == 4 else (low // pw[j]) % p
        if mapping[digit] == -1:
            mapping[digit] = free[count]
            count += 1
            if count == f:
                break
    extra = count - used
    same = True
    for t in range(used, f):
        peg = free[t]
        if mapping[peg] == -1:  # absent: any free number left will do
            mapping[peg] = free[count]
            count += 1
        if mapping[peg] != peg:
            same = False
    if same:
        return low, extra
    return _relabel(low, kl, p, mapping, pw), extra


def _layer_kernel(  # the arrays are typed Any: numba, not mypy, checks this function
    bits: Any, touched_now: Any, touched_next: Any, task_lo: int, task_hi: int, cur: int,
    n: int, p: int, kl: int, bshift: int, block: int, pw: Any, prefix_value: Any, used_count: Any,
    canon_rank: Any, canon_perm: Any, perm_table: Any, free: Any, orbit: Any, samples: Any,
    rank_lo: int, rank_hi: int, used_global: Any, outbuf: Any, out: Any,
) -> None:
    """Expand every state of code ``cur`` in the tasks ``task_lo .. task_hi - 1``.

    Unseen neighbours get the other code, expanded states become "done".  Adds
    (expanded, expanded weighted, found, found weighted, sent) to ``out``.  A state is stored
    in canonical form: a canonical prefix (its rank) and low digits canonical below it;
    ``orbit[m]`` is the number of states it stands for when it uses ``m`` free pegs.

    The array holds the prefix ranks ``rank_lo .. rank_hi - 1`` (one partition of a
    distributed search, or all of them): slot ``r`` of the array is rank ``rank_lo + r``,
    and ``prefix_value`` and ``used_count`` are indexed by slot.  A move of a large disc to
    a rank outside the partition is not marked: its canonical global index (rank times
    block plus low digits) is appended to ``outbuf`` at ``out[4]``, which must have room
    for ``p * (p - 1) / 2`` moves of every state of the tasks.

    For four pegs, in a block whose prefix uses all free pegs but at most one (every low
    part is then canonical), the moves of discs 1 and 2 are made for a whole word at
    once: the four states that differ only in disc 1 are one byte, so every unseen state
    of a byte that holds a current state is in the next layer; disc 2 moves a state from
    byte ``a`` to the same field of byte ``b`` when disc 1 is on neither peg.
    """
    m55 = np.uint64(_M55)
    one = np.uint64(1)
    nxt = np.uint64(3 - cur)
    up = nxt - one  # CUR -> done is an OR of the next code's bit
    nwords = bits.size
    f = free.size
    words_fast = p == 4 and kl >= 3  # a word (32 states) then lies in one block
    mask = np.uint64(0)
    if p == 4:
        mask = (one << np.uint64(2 * n)) - one
    lshift = np.uint64(2 * kl)
    nsample = samples.shape[1]
    tops = np.empty(p, np.int64)
    moves = np.empty((p * (p - 1) // 2, 3), np.int64)
    mapping = np.empty(p, np.int64)
    expanded = 0
    expanded_w = 0
    found = 0
    found_w = 0
    sent = out[4]
    for task in range(task_lo, task_hi):
        if touched_now[task] == 0:
            continue
        touched_now[task] = 0
        taken = 0
        for w in range(task * TASK_WORDS, min((task + 1) * TASK_WORDS, nwords)):
            v = bits[w]
            m = (v & ~(v >> one) & m55) if cur == 1 else ((v >> one) & ~v & m55)
            if m == 0:
                continue
            count = _popcount(m)
            expanded += count
            fast = False
            if words_fast:
                r = (w * 32) >> bshift
                fast = used_count[r] >= f - 1  # every low part is canonical
            if fast:
                wr = orbit[f]
                expanded_w += count * wr
                # disc 1: every unseen state of a byte holding a current state
                g = (m | (m >> np.uint64(2)) | (m >> np.uint64(4)) | (m >> np.uint64(6))) & np.uint64(_M01)
                new = g * np.uint64(0x55)
                for a in range(4):
                    from_a = m >> np.uint64(8 * a)
                    for b in range(4):
                        if b != a:
                            new |= (from_a & np.uint64(_DISC2[a, b])) << np.uint64(8 * b)
                new &= ~(v | (v >> one)) & m55
                old = _atomic_or(bits, w, (m | new) << up)
                got = _popcount(new & ~(old | (old >> one)))
                if got:
                    found += got
                    found_w += got * wr
                    touched_next[task] = 1
            else:
                _atomic_or(bits, w, m << up)
            while m != 0:
                low: Any = np.int64(_ctz(m))
                m &= m - one
                s = w * 32 + (low >> 1)
                if bshift >= 0:
                    r = s >> bshift
                    rest = s & (block - 1)
                else:
                    r = s // block
                    rest = s - r * block
                prefix = prefix_value[r]
                used = used_count[r]
                if not fast:
                    expanded_w += orbit[used + _canon_low(rest, used, kl, p, free, pw, mapping)[1]] if used < f - 1 \
                        else orbit[f]
                if taken < nsample:
                    samples[task, taken] = s
                    taken += 1
                # the top disc of every peg, then the moves: a top disc may go onto any
                # peg whose top disc is larger (or which is empty)
                npairs = 0
                if p == 4:
                    full = (np.uint64(prefix) << lshift) | np.uint64(rest)
                    y = full & mask
                    z = ~(y | (y >> one)) & m55 & mask
                    place: Any = np.int64(_ctz(z)) >> 1  # _ctz(0) is 64: an empty peg
                    t0 = min(place + 1, n + 1) * 4
                    y = (full ^ m55) & mask
                    z = ~(y | (y >> one)) & m55 & mask
                    place = np.int64(_ctz(z)) >> 1
                    t1 = min(place + 1, n + 1) * 4 + 1
                    y = (full ^ (m55 << one)) & mask
                    z = ~(y | (y >> one)) & m55 & mask
                    place = np.int64(_ctz(z)) >> 1
                    t2 = min(place + 1, n + 1) * 4 + 2
                    y = (full ^ (m55 * np.uint64(3))) & mask
                    z = ~(y | (y >> one)) & m55 & mask
                    place = np.int64(_ctz(z)) >> 1
                    t3 = min(place + 1, n + 1) * 4 + 3
                    s0 = min(t0, t1)  # a sorting network, without branches
                    s1 = max(t0, t1)
                    s2 = min(t2, t3)
                    s3 = max(t2, t3)
                    k0 = min(s0, s2)
                    s2 = max(s0, s2)
                    k3 = max(s1, s3)
                    s1 = min(s1, s3)
                    k1 = min(s1, s2)
                    k2 = max(s1, s2)
                    disc = k0 >> 2  # disc 1, unless n = 0
                    if disc <= n and not fast:  # else disc 1 is done already
                        for k in range(3):
                            moves[k, 0] = disc
                            moves[k, 1] = k0 & 3
                        moves[0, 2] = k1 & 3
                        moves[1, 2] = k2 & 3
                        moves[2, 2] = k3 & 3
                        npairs = 3
                    disc = k1 >> 2
                    if disc <= n and not (fast and disc == 2):  # else disc 2 is done already
                        moves[npairs, 0] = disc
                        moves[npairs, 1] = k1 & 3
                        moves[npairs, 2] = k2 & 3
                        moves[npairs + 1, 0] = disc
                        moves[npairs + 1, 1] = k1 & 3
                        moves[npairs + 1, 2] = k3 & 3
                        npairs += 2
                    disc = k2 >> 2
                    if disc <= n:
                        moves[npairs, 0] = disc
                        moves[npairs, 1] = k2 & 3
                        moves[npairs, 2] = k3 & 3
                        npairs += 1
                else:
                    for peg in range(p):
                        tops[peg] = n + 1
                    seen = 0
                    x = rest
                    for j in range(n):
                        if j == kl:
                            x = prefix
                        digit = x % p
                        x //= p
                        if tops[digit] > n:
                            tops[digit] = j + 1
                            seen += 1
                            if seen == p:
                                break
                    for a in range(p):
                        disc = tops[a]
                        if disc > n:
                            continue
                        for b in range(p):
                            if b != a and tops[b] > disc:
                                moves[npairs, 0] = disc
                                moves[npairs, 1] = a
                                moves[npairs, 2] = b
                                npairs += 1
                for move in range(npairs):
                    disc = moves[move, 0]
                    a = moves[move, 1]
                    b = moves[move, 2]
                    if disc <= kl:
                        r2 = r
                        moved = rest + (b - a) * pw[disc - 1]
                    else:
                        q = prefix + (b - a) * pw[disc - 1 - kl]
                        rg = canon_rank[q]
                        pi = canon_perm[q]
                        moved = rest if pi == 0 else _relabel(rest, kl, p, perm_table[pi], pw)
                        if rg < rank_lo or rg >= rank_hi:  # another partition's: send it
                            used2 = used_global[rg]
                            if used2 < f - 1:
                                moved = _canon_low(moved, used2, kl, p, free, pw, mapping)[0]
                            outbuf[sent] = rg * block + moved
                            sent += 1
                            continue
                        r2 = rg - rank_lo
                    used2 = used_count[r2]
                    extra = 0
                    if used2 < f - 1:
                        moved, extra = _canon_low(moved, used2, kl, p, free, pw, mapping)
                    if _mark(bits, r2 * block + moved, nxt, touched_next):
                        found += 1
                        found_w += orbit[used2 + extra]
    out[0] += expanded
    out[1] += expanded_w
    out[2] += found
    out[3] += found_w
    out[4] = sent


def _receive_kernel(  # numba, not mypy, checks this function
    bits: Any, touched_next: Any, incoming: Any, base: int, cur: int, p: int, kl: int, bshift: int, block: int,
    pw: Any, used_count: Any, free: Any, orbit: Any, out: Any,
) -> None:
    """Mark the states of ``incoming`` (global indices, canonical) that are still unseen.

    They are the moves into this partition that other partitions found while expanding
    the layer of code ``cur``; the partition's slot 0 is global index ``base``.  Each is
    marked with the "next" code by the same atomic OR as a local move, so a state reached
    both here and elsewhere is counted once.  Adds (found, found weighted) to
    ``out[2]`` and ``out[3]``.
    """
    nxt = np.uint64(3 - cur)
    f = free.size
    mapping = np.empty(p, np.int64)
    found = 0
    found_w = 0
    for i in range(incoming.size):
        s = incoming[i] - base
        if bshift >= 0:
            r = s >> bshift
            rest = s & (block - 1)
        else:
            r = s // block
            rest = s - r * block
        used = used_count[r]
        extra = 0
        if used < f - 1:
            extra = _canon_low(rest, used, kl, p, free, pw, mapping)[1]
        if _mark(bits, s, nxt, touched_next):
            found += 1
            found_w += orbit[used + extra]
    out[2] += found
    out[3] += found_w


_COMPILED: dict[str, Callable[..., None]] = {}
_COMPILE_LOCK = threading.Lock()


def compiled_on_disk() -> bool:
    """Whether numba's disk cache holds the layer kernel already (else the first search compiles it, 10–40 s).

    >>> isinstance(compiled_on_disk(), bool)
    True
    """
    import os
    from pathlib import Path

    chosen = os.environ.get("NUMBA_CACHE_DIR")  # numba caches there alone when it is set
    folders = [Path(chosen)] if chosen else [Path(__file__).parent / "__pycache__"]
    return "layer" in _COMPILED or any(
        next(folder.rglob("kernel._layer_kernel-*.nbi"), None) is not None for folder in folders if folder.is_dir()
    )


def layer_kernel() -> Callable[..., None]:
    """Compile (or load from numba's disk cache) the layer kernel.

    >>> callable(layer_kernel())
    True
    """
    with _COMPILE_LOCK:
        if "layer" not in _COMPILED:
            from hanoi._extras import require

            numba = require("numba", "bfs")
            from numba.core import cgutils, types
            from numba.cpython.unsafe.numbers import trailing_zeros
            from numba.extending import intrinsic

            @intrinsic
            def atomic_or(typingctx: Any, array: Any, index: Any, value: Any) -> Any:
                def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
                    array_type = signature.args[0]
                    data = context.make_array(array_type)(context, builder, args[0])
                    pointer = cgutils.get_item_pointer(  # type: ignore[no-untyped-call]
                        context, builder, array_type, data, [args[1]]
                    )
                    return builder.atomic_rmw("or", pointer, args[2], "monotonic")

                return types.uint64(array, index, value), codegen

            names = globals()
            names["_atomic_or"] = atomic_or
            names["_ctz"] = trailing_zeros
            names["_popcount"] = numba.njit(cache=True, inline="always")(_popcount)
            for name in ("_mark", "_relabel", "_canon_low"):
                names[name] = numba.njit(cache=True, inline="always")(names[name])
            _COMPILED["layer"] = numba.njit(cache=True, nogil=True)(_layer_kernel)
            _COMPILED["receive"] = numba.njit(cache=True, nogil=True)(_receive_kernel)
        return _COMPILED["layer"]


def receive_kernel() -> Callable[..., None]:
    """Compile (or load from numba's disk cache) the kernel that marks states sent by other partitions.

    >>> callable(receive_kernel())
    True
    """
    layer_kernel()
    return _COMPILED["receive"]


@lru_cache(maxsize=32)
def prefix_tables(p: int, k: int, free: tuple[int, ...]) -> tuple[I64, I64, I64, I64, I64]:
    """Canonical prefixes of the ``k`` largest discs under permutations of the ``free`` pegs.

    Returns ``prefix_value`` (rank -> prefix), ``used_count`` (rank -> how many free
    pegs it uses: a canonical prefix uses the first ones), ``canon_rank`` and
    ``canon_perm`` (any prefix -> the rank of its canonical form, and the peg
    permutation that maps it there) and ``perm_table`` (0 is the identity).
    Digit ``j`` of a prefix is the peg of disc ``n - k + 1 + j``.  A prefix is canonical
    when its free pegs first appear, largest disc first, in increasing order.

    >>> value, used, canon_rank, canon_perm, perms = prefix_tables(3, 2, (1, 2))
    >>> value.tolist(), used.tolist()
    ([0, 1, 3, 4, 5], [0, 1, 1, 1, 2])
    >>> int(canon_rank[2]), perms[canon_perm[2]].tolist()  # prefix 2 is prefix 1 with pegs 1 and 2 swapped
    (1, [0, 2, 1])
    """
    size = p**k
    digits = (np.arange(size, dtype=np.int64)[:, None] // p ** np.arange(k, dtype=np.int64)) % p
    rows = np.arange(size)
    mapping = np.tile(np.arange(p, dtype=np.int64), (size, 1))
    mapping[:, list(free)] = -1
    targets = np.array(free, dtype=np.int64)
    used = np.zeros(size, dtype=np.int64)
    for j in range(k - 1, -1, -1):  # the largest disc first
        digit = digits[:, j]
        new = mapping[rows, digit] == -1
        mapping[rows[new], digit[new]] = targets[used[new]]
        used += new
    count = used.copy()
    for peg in free:  # free pegs absent from the prefix: the numbers left, in order
        absent = mapping[:, peg] == -1
        mapping[absent, peg] = targets[count[absent]]
        count += absent
    perm_table, canon_perm = np.unique(mapping, axis=0, return_inverse=True)
    canon_perm = canon_perm.reshape(-1).astype(np.int64)
    identity = int(np.flatnonzero((perm_table == np.arange(p)).all(axis=1))[0])
    swap = np.arange(len(perm_table))  # renumber the permutations so that 0 is the identity
    swap[[0, identity]] = swap[[identity, 0]]
    perm_table = perm_table[swap]
    canon_perm = swap[canon_perm]
    canon_value = (np.take_along_axis(mapping, digits, axis=1) * p ** np.arange(k, dtype=np.int64)).sum(axis=1)
    prefix_value = np.flatnonzero(canon_perm == 0).astype(np.int64)
    used_count = used[prefix_value]
    rank_of = np.full(size, -1, np.int64)
    rank_of[prefix_value] = np.arange(prefix_value.size)
    canon_rank = rank_of[canon_value]
    for array in (prefix_value, used_count, canon_rank, canon_perm, perm_table):
        array.flags.writeable = False
    return prefix_value, used_count, canon_rank, canon_perm, perm_table


# --------------------------------------------------------------------------- the plan
@dataclass(frozen=True)
class Plan:
    """Sizes of one search: k prefix discs, blocks of ``block`` states, ``stored`` states.

    >>> plan = make_plan(State.perfect(10, pegs=4), True, 8)
    >>> plan.k, plan.kl, plan.block, plan.ranks, plan.stored
    (8, 2, 16, 11051, 176816)
    >>> plan = make_plan(State.perfect(3), False, 0)  # no symmetry: every state, one block
    >>> plan.free, plan.k, plan.block, plan.stored
    ((), 0, 27, 27)
    """

    n: int
    p: int
    free: tuple[int, ...]
    k: int
    ranks: int
    stored: int
    words: int
    tasks: int
    sample: int

    @property
    def kl(self) -> int:
        return self.n - self.k

    @property
    def block(self) -> int:
        return int(self.p**self.kl)

    @property
    def bytes(self) -> int:
        tables = int(self.p**self.k) * 16 + self.ranks * 16
        return self.words * 8 + self.tasks * (2 + 8 * max(self.sample, 1)) + tables


def orbit_size(f: int, used: int) -> int:
    """States one canonical state stands for when it uses ``used`` of ``f`` free pegs.

    The free pegs it uses can be any ``used`` of the ``f``, in order: ``f! / (f - used)!``.
    A state of ``n`` discs uses at most ``n`` pegs, so pegs past ``n + 1`` cost nothing.

    >>> orbit_size(3, 2), orbit_size(999, 3)
    (6, 994010994)
    """
    f = check_int(f, "free pegs", low=0, high=MAX_PEGS)
    used = check_n(used, "used pegs")
    size = 1
    for j in range(min(used, f)):
        size *= f - j
    return size


def orbit_sizes(f: int, n: int) -> list[int]:
    """``orbit_size(f, m)`` for ``m = 0 .. f``; the sizes past ``n`` used pegs are never read.

    They are 0, except ``m = f`` when ``f <= n + 1``, read for a prefix that uses all free
    pegs but one (and equal to ``m = f - 1``).

    >>> orbit_sizes(3, 5), orbit_sizes(5, 2)
    ([1, 3, 6, 6], [1, 5, 20, 0, 0, 0])
    """
    f = check_int(f, "free pegs", low=0, high=MAX_PEGS)
    return [orbit_size(f, m) if m <= n or (m == f and f <= n + 1) else 0 for m in range(f + 1)]


def orbit_count(n: int, p: int, f: int) -> int:
    """States up to permutations of ``f`` free pegs (Burnside): what a full search stores.

    A permutation with ``j`` fixed points fixes ``(p - f + j)**n`` states, and
    ``C(f, j)`` times the derangements of ``f - j`` permutations have ``j`` of them.

    >>> orbit_count(2, 4, 3)  # 16 states of 2 discs on 4 pegs, 3 pegs interchangeable
    5
    """
    if f < 2:
        return int(p**n)
    derangements = [1, 0]
    for i in range(2, f + 1):
        derangements.append((i - 1) * (derangements[-1] + derangements[-2]))
    fixed = sum(comb(f, j) * derangements[f - j] * (p - f + j) ** n for j in range(f + 1))
    return int(fixed) // factorial(f)


def make_plan(start: State, symmetry: bool, sample: int, *, prefix: bool = False) -> Plan:
    """The sizes of a search from ``start``: the free pegs, the prefix discs, the words.

    Without symmetry one machine stores the states in one block (no prefix); ``prefix``
    keeps the prefix discs anyway, for a search cut into partitions of prefix ranks.

    >>> from hanoi import State
    >>> make_plan(State.perfect(10, pegs=4), True, 8).free
    (1, 2, 3)
    >>> make_plan(State.perfect(10, pegs=4), False, 8, prefix=True).ranks   # 4**8 prefixes
    65536
    """
    n, p = start.n, start.pegs
    free = tuple(peg for peg in range(p) if peg not in set(start.positions)) if symmetry else ()
    if len(free) < 2 or orbit_size(len(free), n) >= 1 << 62:  # the orbit sizes must fit in int64
        free = ()
    k = 0
    # Low digits are stored whole, so a prefix that uses few free pegs wastes the slots of
    # non-canonical low parts.  With four pegs 8 prefix discs store 1.04 slots per orbit; five
    # pegs need 9 discs for 1.06 (6 discs would store 1.31, and n = 17 would not fit in 9 GiB).
    # The wide table takes seconds to build: only searches of 2**32 states or more use it.
    # The tables hold p**(k + 1) entries: past eight pegs the wide table would cost p times its size
    # (7.45 GiB for 1000 pegs), and those searches keep the small one.
    table = WIDE_TABLE if 5 <= p <= 8 and p**n >= 1 << 32 else TABLE
    if free or prefix:
        while k < n and p ** (k + 1) <= table:
            k += 1
    ranks = orbit_count(k, p, len(free))  # the canonical prefixes
    stored = ranks * p ** (n - k)
    words = max(1, -(-stored // 32))
    tasks = -(-words // TASK_WORDS)
    return Plan(n, p, free, k, ranks, stored, words, tasks, sample)
