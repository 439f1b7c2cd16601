"""Shortest paths counted on the geodesic states only, by two independent methods.

The number of shortest move sequences between two states ``s`` and ``t`` is a sum over
the states ``v`` with ``d(s, v) + d(v, t) = d(s, t)`` (the geodesic states): a path
reaches ``v`` at step ``d(s, v)``, and every state before it on the path is geodesic
too.  Two numbers make that set computable layer by layer without holding ``p**n``
path counts:

- one breadth-first search from ``t`` (Korf's two-bit search, :mod:`hanoi.space.bfs`)
  that also writes, for every state, its distance to ``t`` modulo 3 (two more bits a
  state, up to permutations of the pegs ``t`` leaves empty): the *oracle*;
- a walk from ``s``: the geodesic states at step ``k + 1`` are the neighbours ``w`` of
  those at step ``k`` with ``d(w, t) = d(s, t) - k - 1``.  A neighbour's distance to ``t``
  is within one of its parent's, so the residue modulo 3 tells the three cases apart.

The walk keeps only the states of one step and their exact path counts (integers of
any size, 32-bit digits in ``uint64`` columns), so its memory follows the geodesic set.

``forward``: the walk from ``s`` to ``t`` with the counts summed along it.
``middle``: the walk from ``s`` to the middle step ``m = d(s, t) // 2`` (oracle of ``t``) and
the walk from ``t`` back to the same step (oracle of ``s``, its own search, or the search
of ``t`` with the two pegs swapped when ``s`` and ``t`` are perfect towers), then the sum
of paths(s → v) · paths(v → t) over the states ``v`` the two walks share.

OEIS A143807 (Behrstock 2008) counts these paths between two perfect four-peg towers.

>>> from hanoi import State
>>> [count_geodesics(State.perfect(n, pegs=4), State.perfect(n, pegs=4, peg=3)).paths for n in range(1, 8)]
[1, 2, 2, 22, 40, 18, 2468]
"""

from __future__ import annotations

import itertools
import math
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hanoi._validate import check_n
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.space.bfs import _default_limit, _Space, expand_layer
from hanoi.space.kernel import I64, TASK_WORDS, U64, layer_kernel, make_plan
from hanoi.state import State, check_pair

__all__ = ["DistanceOracle", "Geodesics", "HalfCount", "count_geodesics", "count_tower_geodesics", "distance_oracle",
           "geodesic_memory", "lazy_zeros", "projected_seconds"]

MAX_MOVES = 1 << 27
"""The most moves one step of a walk may try (``max_moves``); the records need under 10**6."""
CHUNK_MOVES = 1 << 22
"""The moves tried per kernel call: the buffers hold this many codes and parents."""
_DIGIT = 32  # bits of one digit of a path count
_MASK = np.uint64((1 << _DIGIT) - 1)
_M55 = 0x5555555555555555


# --------------------------------------------------------------------------- the oracle


@dataclass(frozen=True)
class DistanceOracle:
    """Every state's distance to ``target`` modulo 3, two bits a stored orbit (the residue plus 1; 0: unseen).

    ``perfect_distances`` are the exact distances from ``target`` to the perfect towers.

    >>> oracle = distance_oracle(State.perfect(3, pegs=4))
    >>> [oracle.residue(State.parse(text, pegs=4)) for text in ("AAA", "AAB", "ABB", "DDD")]  # 0, 1, 3, 5 moves
    [0, 1, 0, 2]
    """

    target: State
    residues: U64
    tables: tuple[Any, ...]
    perfect_distances: dict[int, int]
    layers: tuple[int, ...]
    seconds: float
    prefix_value: I64 = field(default_factory=lambda: np.zeros(1, np.int64))

    def residue(self, state: State, perm: tuple[int, ...] | None = None) -> int:
        """``d(state, target) % 3`` (after renaming peg ``q`` of ``state`` to ``perm[q]``); -1 if not reached."""
        p = self.target.pegs
        code = 0
        for peg in reversed(state.positions):
            code = code * p + (peg if perm is None else perm[peg])
        kernels = _kernels()
        return int(kernels["residue_of"](np.int64(code), self.residues, *self.tables))


def _check_size(state: State) -> State:
    """``state`` itself, or a refusal when its ``p**n`` states do not fit the 62-bit codes of the walk."""
    if not isinstance(state, State):
        raise InvalidArgumentError(f"expected a State, got {state!r:.60}")
    if state.n * math.log2(state.pegs) >= 62:
        raise TooLargeError(f"the distances to {_short(state)} ({state.n} discs on {state.pegs} pegs) would index "
                            f"{state.pegs}**{state.n} states, more than the 2**62 the walk's codes hold")
    return state


def geodesic_memory(target: State) -> int:
    """Bytes of the search behind :func:`distance_oracle`: the two-bit array and the residues.

    >>> round(geodesic_memory(State.perfect(18, pegs=4)) / 2**30, 1)
    5.4
    """
    plan = make_plan(_check_size(target), True, 1)
    return plan.bytes + plan.words * 8


def distance_oracle(target: State, *, max_memory: int | None = None) -> DistanceOracle:
    """The distance of every state to ``target`` modulo 3, by one two-bit BFS from it (Korf 2004).

    The search is :func:`hanoi.space.bfs.bfs_layers`'s kernel on one thread; after each
    layer the new states' residue is written into a second two-bit array.

    >>> distance_oracle(State.perfect(2)).layers
    (1, 2, 2, 4)
    """
    return _search(target, max_memory, None)[0]


Hook = Callable[[int, int, U64, U64, Any, "DistanceOracle"], bool]
"""Called after each layer with (depth, code of the layer, bits, residues, touched tasks, oracle so far):
True stops the search there."""


def lazy_zeros(words: int) -> U64:
    """``words`` zero words whose pages take memory only once written.

    Past 1 GiB the array is an anonymous mapping with ``MAP_NORESERVE``: Linux then neither
    reserves swap nor refuses a mapping larger than the machine (the half search of 20 discs
    on four pegs maps 86 GiB and writes a few per cent of it).

    >>> int(lazy_zeros(10).sum()), lazy_zeros(10).dtype.name
    (0, 'uint64')
    """
    if words * 8 < 1 << 30:
        return np.zeros(words, np.uint64)
    import mmap

    noreserve = getattr(mmap, "MAP_NORESERVE", 0x4000 if sys.platform == "linux" else 0)  # Python 3.13 names it
    flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | noreserve
    return np.frombuffer(mmap.mmap(-1, words * 8, flags=flags), dtype=np.uint64)


def _search(target: State, max_memory: int | None, hook: Hook | None) -> tuple[DistanceOracle, U64]:
    """The search of :func:`distance_oracle`, stopped early when ``hook`` says so; also its two-bit array."""
    limit = _default_limit() if max_memory is None else check_n(max_memory, "max_memory")
    plan = make_plan(_check_size(target), True, 1)
    need = geodesic_memory(target)
    if need > limit or target.pegs**target.n >= 1 << 62:
        raise TooLargeError(f"the distances to {_short(target)} need {need / 2**30:.3g} GiB; the limit is "
                            f"{limit / 2**30:.3g} GiB (max_memory)")
    began = time.perf_counter()
    space = _Space(plan)
    start_index = space.index(target.positions)
    watched = {peg: space.index((peg,) * plan.n) for peg in range(plan.p)}
    bits = lazy_zeros(plan.words)  # pages stay unmapped until a state in them is reached
    residues = lazy_zeros(plan.words)  # residue + 1 a state, 0 while unseen
    residues[start_index >> 5] = np.uint64(1) << np.uint64((start_index & 31) * 2)
    touched = np.zeros(plan.tasks, np.uint8)
    bits[start_index >> 5] = np.uint64(1) << np.uint64((start_index & 31) * 2)
    touched[(start_index >> 5) // TASK_WORDS] = 1
    touched_next = np.zeros(plan.tasks, np.uint8)
    samples = np.full((plan.tasks, 1), -1, np.int64)
    constants = (*space.constants(samples), 0, plan.ranks, space.used_count)
    kernel = layer_kernel()
    record = _kernels()["record"]
    cur, depth, layers = 1, 0, [1]
    perfect = {peg: 0 for peg, index in watched.items() if index == start_index}
    tables = (np.int64(plan.n), np.int64(plan.p), np.int64(plan.kl), np.int64(plan.block), space.pw,
              space.canon_rank, np.array((*plan.free, -1), dtype=np.int64))

    def oracle() -> DistanceOracle:
        return DistanceOracle(target, residues, tables, dict(sorted(perfect.items())), tuple(layers),
                              time.perf_counter() - began, space.prefix_value)

    if hook is not None and hook(0, cur, bits, residues, touched, oracle()):
        return oracle(), bits
    while True:
        _, _, found, found_w = expand_layer(kernel, None, 1, bits, touched, touched_next, cur, constants,
                                            lambda done: None)
        if not found:
            break
        cur, depth = 3 - cur, depth + 1
        touched, touched_next = touched_next, touched
        record(bits, touched, residues, np.uint64(cur), np.uint64(depth % 3), TASK_WORDS)
        layers.append(found_w)
        for peg, index in watched.items():
            code = int(bits[index >> 5] >> np.uint64((index & 31) * 2)) & 3
            if peg not in perfect and code == cur:
                perfect[peg] = depth
        if hook is not None and hook(depth, cur, bits, residues, touched, oracle()):
            break
    return oracle(), bits


def _short(state: State) -> str:
    text = str(state)
    return text if len(text) <= 40 else f"a state of {state.n} discs"


# --------------------------------------------------------------------------- numba kernels


def _record(bits: Any, touched: Any, residues: Any, code: Any, value: Any, task_words: int) -> None:
    """Write ``value`` as the residue of every state whose two-bit code is ``code``."""
    m55 = np.uint64(_M55)
    one = np.uint64(1)
    for task in range(touched.size):
        if touched[task] == 0:
            continue
        hi = min((task + 1) * task_words, bits.size)
        for word in range(task * task_words, hi):
            x = bits[word]
            low = x & m55
            high = (x >> one) & m55
            m = low & ~high if code == one else high & ~low
            if m == 0:
                continue
            both = m | (m << one)
            put = m if value == np.uint64(0) else (m << one if value == one else both)  # residue + 1
            residues[word] = (residues[word] & ~both) | put


def _slot(code: int, n: int, p: int, kl: int, block: int, pw: Any, canon_rank: Any, free: Any,
          mapping: Any) -> int:
    """The stored slot of the state ``code`` (base ``p``, disc 1 lowest): its canonical orbit form."""
    f = free.size - 1  # free ends with -1
    for q in range(p):
        mapping[q] = q
    for j in range(f):
        mapping[free[j]] = -1
    used = 0
    for j in range(n - 1, -1, -1):
        digit = (code // pw[j]) % p
        if mapping[digit] == -1:
            mapping[digit] = free[used]
            used += 1
    for j in range(f):  # free pegs the state leaves empty: the numbers left, in order
        if mapping[free[j]] == -1:
            mapping[free[j]] = free[used]
            used += 1
    q = 0
    for j in range(n - 1, kl - 1, -1):
        q = q * p + mapping[(code // pw[j]) % p]
    low = 0
    for j in range(kl - 1, -1, -1):
        low = low * p + mapping[(code // pw[j]) % p]
    return int(canon_rank[q] * block + low)


def _slot_digits(digits: Any, n: int, p: int, kl: int, block: int, canon_rank: Any, free: Any, mapping: Any) -> int:
    """:func:`_slot` of the state whose disc ``j + 1`` is on peg ``digits[j]`` (no divisions)."""
    f = free.size - 1
    for q in range(p):
        mapping[q] = q
    for j in range(f):
        mapping[free[j]] = -1
    used = 0
    for j in range(n - 1, -1, -1):
        if mapping[digits[j]] == -1:
            mapping[digits[j]] = free[used]
            used += 1
    for j in range(f):
        if mapping[free[j]] == -1:
            mapping[free[j]] = free[used]
            used += 1
    q = 0
    for j in range(n - 1, kl - 1, -1):
        q = q * p + mapping[digits[j]]
    low = 0
    for j in range(kl - 1, -1, -1):
        low = low * p + mapping[digits[j]]
    return int(canon_rank[q] * block + low)


def _residue_of(code: int, residues: Any, n: int, p: int, kl: int, block: int, pw: Any, canon_rank: Any,
                free: Any) -> int:
    mapping = np.empty(p, np.int64)
    s = _slot(code, n, p, kl, block, pw, canon_rank, free, mapping)
    return int((residues[s >> 5] >> np.uint64((s & 31) * 2)) & np.uint64(3)) - 1


def _step(codes: Any, want: int, perm: Any, out_codes: Any, out_parents: Any, residues: Any, n: int, p: int,
          kl: int, block: int, pw: Any, canon_rank: Any, free: Any) -> int:
    """The moves from ``codes`` to states whose residue (pegs renamed by ``perm``) is ``want``."""
    mapping = np.empty(p, np.int64)
    tops = np.empty(p, np.int64)
    found = 0
    for i in range(codes.size):
        code = codes[i]
        for q in range(p):
            tops[q] = n + 1
        x = code
        for j in range(n):
            digit = x % p
            x //= p
            if tops[digit] > n:
                tops[digit] = j + 1
        for a in range(p):
            disc = tops[a]
            if disc > n:
                continue
            for b in range(p):
                if b == a or tops[b] < disc:
                    continue
                moved = code + (b - a) * pw[disc - 1]
                renamed = moved
                if perm[0] >= 0:
                    renamed = 0
                    y = moved
                    for j in range(n):
                        renamed += perm[y % p] * pw[j]
                        y //= p
                s = _slot(renamed, n, p, kl, block, pw, canon_rank, free, mapping)
                if int((residues[s >> 5] >> np.uint64((s & 31) * 2)) & np.uint64(3)) == want + 1:
                    out_codes[found] = moved
                    out_parents[found] = i
                    found += 1
    return found


def _rename(code: int, mapping: Any, n: int, p: int, pw: Any) -> int:
    out = 0
    x = code
    for j in range(n):
        out += mapping[x % p] * pw[j]
        x //= p
    return out


def _pairs(bits: Any, touched: Any, residues: Any, cur: int, older: int, groups: Any, swap: Any, prefix_value: Any,
           task_words: int, out_same: Any, out_older: Any, found: Any, n: int, p: int, kl: int, block: int, pw: Any,
           canon_rank: Any, free: Any) -> None:
    """The states u of the layer of code ``cur`` whose mirror ``swap(u)`` is in the same layer or done with residue
    ``older``, over every state of each stored orbit.

    ``groups[g]`` are the permutations of the free pegs that send the free peg ``g`` to the goal's peg; the
    others of a group commute with ``swap``, so one of them (the first) decides for the whole group.
    Appends u's code to ``out_same`` or ``out_older``; ``found`` counts them (past the buffers' size: too many).
    """
    m55 = np.uint64(0x5555555555555555)
    one = np.uint64(1)
    c = np.uint64(cur)
    mapping = np.empty(p, np.int64)
    digits = np.empty(n, np.int64)
    mirror = np.empty(n, np.int64)
    for task in range(touched.size):
        if touched[task] == 0:
            continue
        hi = min((task + 1) * task_words, bits.size)
        for word in range(task * task_words, hi):
            x = bits[word]
            low = x & m55
            high = (x >> one) & m55
            m = low & ~high if c == one else high & ~low
            while m != 0:
                bit = 0
                while ((m >> np.uint64(bit)) & one) == 0:
                    bit += 2
                m &= ~(one << np.uint64(bit))
                index = word * 32 + bit // 2
                r = index // block
                code = prefix_value[r] * block + (index - r * block)
                y = code
                for j in range(n):
                    digits[j] = y % p
                    y //= p
                for g in range(groups.shape[0]):
                    for j in range(n):
                        mirror[j] = swap[groups[g, 0, digits[j]]]
                    t = _slot_digits(mirror, n, p, kl, block, canon_rank, free, mapping)
                    got = (bits[t >> 5] >> np.uint64((t & 31) * 2)) & np.uint64(3)
                    kind = -1
                    if got == c:
                        kind = 0
                    elif got == np.uint64(3) and \
                            int((residues[t >> 5] >> np.uint64((t & 31) * 2)) & np.uint64(3)) - 1 == older:
                        kind = 1
                    if kind < 0:
                        continue
                    for k in range(groups.shape[1]):
                        u = 0
                        for j in range(n):
                            u += groups[g, k, digits[j]] * pw[j]
                        if kind == 0:
                            if found[0] < out_same.size:
                                out_same[found[0]] = u
                            found[0] += 1
                        else:
                            if found[1] < out_older.size:
                                out_older[found[1]] = u
                            found[1] += 1


_COMPILED: dict[str, Callable[..., Any]] = {}


def _kernels() -> dict[str, Callable[..., Any]]:
    if not _COMPILED:
        from hanoi._extras import require

        numba = require("numba", "bfs")
        names = globals()
        names["_slot"] = numba.njit(cache=True, inline="always")(_slot)
        names["_rename"] = numba.njit(cache=True, inline="always")(_rename)
        names["_slot_digits"] = numba.njit(cache=True, inline="always")(_slot_digits)
        _COMPILED["pairs"] = numba.njit(cache=True)(_pairs)
        _COMPILED["record"] = numba.njit(cache=True)(_record)
        _COMPILED["residue_of"] = numba.njit(cache=True)(_residue_of)
        _COMPILED["step"] = numba.njit(cache=True)(_step)
    return _COMPILED


# --------------------------------------------------------------------------- exact counts


def _normalize(counts: U64) -> U64:
    """Carry the digits of every row: each below 2**32 again, a column more when the top carries."""
    carry = np.zeros(counts.shape[0], np.uint64)
    for j in range(counts.shape[1]):
        total = counts[:, j] + carry
        counts[:, j] = total & _MASK
        carry = total >> np.uint64(_DIGIT)
    if carry.any():
        return _normalize(np.concatenate([counts, carry[:, None]], axis=1))
    return counts


def _to_int(row: U64) -> int:
    return sum(int(digit) << (_DIGIT * j) for j, digit in enumerate(row))


@dataclass
class _Walk:
    """One step of geodesic states: their codes (sorted) and path counts (rows of 32-bit digits)."""

    codes: I64
    counts: U64
    sizes: list[int] = field(default_factory=list)

    def step(self, want: int, oracle: DistanceOracle, perm: I64, max_moves: int = MAX_MOVES,
             keep: I64 | None = None) -> None:
        pegs = oracle.target.pegs
        per_state = pegs * (pegs - 1) // 2  # at most one direction between two pegs
        if self.codes.size * per_state > max_moves:
            raise TooLargeError(f"step {len(self.sizes)} of the walk holds {self.codes.size} geodesic states of "
                                f"{pegs} pegs, up to {self.codes.size * per_state} moves to try; the limit is "
                                f"{max_moves} (max_moves)", size=self.codes.size * per_state, limit=max_moves)
        chunk = max(1, CHUNK_MOVES // per_state)
        kept_codes, kept_parents = [], []
        for lo in range(0, self.codes.size, chunk):  # buffers of at most CHUNK_MOVES moves
            part = self.codes[lo:lo + chunk]
            buffer_codes = np.empty(part.size * per_state, np.int64)
            buffer_parents = np.empty(part.size * per_state, np.int64)
            got = _kernels()["step"](part, np.int64(want), perm, buffer_codes, buffer_parents, oracle.residues,
                                     *oracle.tables)
            kept_codes.append(buffer_codes[:got].copy())
            kept_parents.append(buffer_parents[:got] + lo)
        out_codes, out_parents = np.concatenate(kept_codes), np.concatenate(kept_parents)
        if keep is not None:  # only the moves into this set (sorted)
            inside = np.isin(out_codes, keep)
            out_codes, out_parents = out_codes[inside], out_parents[inside]
        found = out_codes.size
        out_codes, out_parents = out_codes[:found], out_parents[:found]
        order = np.argsort(out_codes, kind="stable")
        out_codes, out_parents = out_codes[order], out_parents[order]
        starts = np.flatnonzero(np.concatenate([[True], out_codes[1:] != out_codes[:-1]])) if found else \
            np.zeros(0, np.int64)
        if not found:
            self.codes, self.counts = out_codes, np.zeros((0, self.counts.shape[1]), np.uint64)
        else:
            self.codes = out_codes[starts]
            self.counts = _normalize(np.add.reduceat(self.counts[out_parents], starts, axis=0))
        self.sizes.append(int(self.codes.size))


def _code(state: State) -> int:
    code = 0
    for peg in reversed(state.positions):
        code = code * state.pegs + peg
    return code


def _walk(start: State, oracle: DistanceOracle, steps: int | None, perm: tuple[int, ...] | None,
          max_moves: int = MAX_MOVES) -> _Walk:
    """Walk from ``start`` towards the oracle's target: ``steps`` steps, or until the target alone is left."""
    walk = _Walk(np.array([_code(start)], np.int64), np.ones((1, 1), np.uint64), [1])
    renaming = np.array(perm if perm is not None else (-1,), np.int64)
    residue = oracle.residue(start, perm)
    goal = _code(oracle.target if perm is None else State(tuple(perm.index(q) for q in oracle.target.positions),
                                                         start.pegs))
    limit = len(oracle.layers) - 1 if steps is None else steps  # no geodesic is longer than the eccentricity
    for k in range(limit + 1):
        if steps is None and walk.codes.size == 1 and int(walk.codes[0]) == goal:
            return walk
        if k == limit:
            break
        walk.step((residue - k - 1) % 3, oracle, renaming, max_moves)
        if walk.codes.size == 0:
            raise RuntimeError(f"internal error: no geodesic state at step {k + 1} from {_short(start)}")
    if steps is None:
        raise RuntimeError(f"internal error: the walk from {_short(start)} did not reach the target")
    return walk


# --------------------------------------------------------------------------- the front


@dataclass(frozen=True)
class Geodesics:
    """The shortest paths from ``start`` to ``goal``: how many, how long, and what it took.

    ``layer_sizes[k]`` is the number of geodesic states at distance ``k`` from ``start``
    (the forward method's, or the middle method's walk from ``start``).
    """

    start: State
    goal: State
    distance: int
    paths: int
    method: str
    layer_sizes: tuple[int, ...]
    seconds: float
    search_seconds: float
    peak_rss: int

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (the count as a decimal string: it may exceed 2**53)."""
        return {"start": str(self.start), "goal": str(self.goal), "pegs": self.start.pegs, "n": self.start.n,
                "distance": self.distance, "paths": str(self.paths), "method": self.method,
                "geodesic_states": sum(self.layer_sizes), "widest_layer": max(self.layer_sizes),
                "layer_sizes": list(self.layer_sizes), "seconds": round(self.seconds, 3),
                "search_seconds": round(self.search_seconds, 3), "peak_rss_bytes": self.peak_rss}


def _swap(a: int, b: int, pegs: int) -> tuple[int, ...]:
    perm = list(range(pegs))
    perm[a], perm[b] = b, a
    return tuple(perm)


def count_geodesics(start: State, goal: State, *, method: str = "forward", max_memory: int | None = None,
                    max_moves: int = MAX_MOVES, oracles: dict[State, DistanceOracle] | None = None) -> Geodesics:
    """Count the shortest paths from ``start`` to ``goal`` on the geodesic states only.

    ``method`` is ``"forward"`` (the counts summed along the walk from ``start`` to
    ``goal``) or ``"middle"`` (two walks to the middle step and the sum of the products
    of their counts); the module docstring says how.  Both need one breadth-first search
    from ``goal`` (and ``middle`` one from ``start`` unless both are perfect towers), of
    :func:`geodesic_memory` bytes each: more than ``max_memory`` (half the machine's
    memory by default) is refused before any work; a step of a walk that would try more than
    ``max_moves`` moves (many pegs: the geodesic states of 5 discs on 64 pegs number millions)
    is refused when the walk reaches it.  ``oracles`` caches the searches
    between calls (keyed by their target).

    >>> g = count_geodesics(State.perfect(9, pegs=4), State.perfect(9, pegs=4, peg=3))
    >>> g.paths, g.distance, count_geodesics(g.start, g.goal, method="middle").paths   # OEIS A143807
    (11426, 41, 11426)
    """
    check_pair(start, goal)
    _check_size(start)
    max_moves = check_n(max_moves, "max_moves")
    if method not in ("forward", "middle"):
        raise InvalidArgumentError(f"method must be 'forward' or 'middle', got {method!r:.60}")
    cache = {} if oracles is None else oracles
    began = time.perf_counter()
    search = 0.0

    def oracle_of(target: State) -> DistanceOracle:
        nonlocal search
        if target not in cache:
            cache[target] = distance_oracle(target, max_memory=max_memory)
            search += cache[target].seconds
        return cache[target]

    if start == goal:
        return Geodesics(start, goal, 0, 1, method, (1,), 0.0, 0.0, _peak())
    to_goal = oracle_of(goal)
    if method == "forward":
        walk = _walk(start, to_goal, None, None, max_moves)
        distance = len(walk.sizes) - 1
        paths = _to_int(walk.counts[0])
        sizes = walk.sizes
    else:
        distance = _descend(start, to_goal)
        half = distance // 2
        there = _walk(start, to_goal, half, None, max_moves)
        towers = len(set(start.positions)) == 1 and len(set(goal.positions)) == 1
        if towers:  # the search from goal with the two pegs swapped is the search from start
            perm = _swap(start.positions[0], goal.positions[0], start.pegs)
            back = _walk(goal, to_goal, distance - half, perm, max_moves)
        else:
            back = _walk(goal, oracle_of(start), distance - half, None, max_moves)
        shared, mine, theirs = np.intersect1d(there.codes, back.codes, assume_unique=True, return_indices=True)
        if shared.size != there.codes.size or shared.size != back.codes.size:
            raise RuntimeError(f"internal error: the two walks meet in {shared.size} states, not "
                               f"{there.codes.size} and {back.codes.size}")
        paths = sum(_to_int(there.counts[i]) * _to_int(back.counts[j]) for i, j in zip(mine, theirs, strict=True))
        sizes = there.sizes + back.sizes[-2::-1]
    return Geodesics(start, goal, distance, paths, method, tuple(sizes), time.perf_counter() - began, search,
                     _peak())


def _descend(start: State, oracle: DistanceOracle) -> int:
    """``d(start, target)``: the length of a walk that lowers the distance by one each move."""
    walk = _Walk(np.array([_code(start)], np.int64), np.ones((1, 1), np.uint64), [1])
    residue, goal, renaming = oracle.residue(start), _code(oracle.target), np.array((-1,), np.int64)
    steps = 0
    while not (walk.codes.size == 1 and int(walk.codes[0]) == goal):
        walk.step((residue - steps - 1) % 3, oracle, renaming)
        walk.codes, walk.counts = walk.codes[:1], np.ones((1, 1), np.uint64)  # one state is enough
        steps += 1
    return steps


def _peak() -> int:
    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024


def projected_seconds(target: State, *, per_state: float | None = None) -> float:
    """A projection of :func:`distance_oracle`'s time (it dominates a count): a cost per stored orbit.

    ``per_state`` defaults to the cost of the two-bit search measured on this project's loaded
    2-core machine (docs/records): 250 ns per stored orbit with four pegs (n = 18: 2,873 s),
    840 ns with more (five pegs, n = 15: 1,072 s), three pegs' 100 ns.

    >>> round(projected_seconds(State.perfect(18, pegs=4)) / 3600, 1)
    0.8
    """
    plan = make_plan(_check_size(target), True, 1)
    if per_state is None:
        per_state = {3: 1e-7, 4: 2.5e-7}.get(target.pegs, 8.4e-7)
    return plan.stored * per_state


# --------------------------------------------------------------------------- half the depth: two perfect towers


@dataclass(frozen=True)
class HalfCount:
    """:func:`count_tower_geodesics`: the count at two meeting layers, which agree.

    ``meetings`` holds (layer, states there, count) for each meeting layer.
    """

    start: State
    goal: State
    distance: int
    paths: int
    meetings: tuple[tuple[int, int, int], ...]
    depth: int
    stored_reached: int
    seconds: float
    search_seconds: float
    peak_rss: int

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (counts as decimal strings)."""
        return {"start": str(self.start), "goal": str(self.goal), "pegs": self.start.pegs, "n": self.start.n,
                "distance": self.distance, "paths": str(self.paths), "method": "half",
                "meetings": [[layer, size, str(count)] for layer, size, count in self.meetings],
                "search_depth": self.depth, "states_reached": self.stored_reached,
                "seconds": round(self.seconds, 3), "search_seconds": round(self.search_seconds, 3),
                "peak_rss_bytes": self.peak_rss}


def count_tower_geodesics(start: State, goal: State, *, max_memory: int | None = None,
                          max_moves: int = MAX_MOVES) -> HalfCount:
    """Shortest paths between two perfect towers from a search of half their distance.

    Swapping the two towers' pegs maps the graph onto itself and ``start`` onto ``goal``, so
    ``d(v, goal) = d(swap(v), start)``: one breadth-first search from ``start`` (with residues
    modulo 3) tells both distances of every state it reached.  It stops at the first layer j
    where a state's mirror lies in the same layer (the distance is 2j) or in the layer before
    (2j − 1), plus one layer.  The states where shortest paths cross layer j (and, as a second
    count, layer j + 1) are those pairs; the paths from ``start`` to each are counted by a walk
    down the residues and back up, and the total is the sum of paths(s → v) · paths(s → swap(v)).
    Both meeting layers must give the same total.  The search reaches about 1.4 % of the
    states of 18 discs on four pegs: the unreached pages of its arrays are never touched.

    >>> from hanoi import State
    >>> count_tower_geodesics(State.perfect(11, pegs=4), State.perfect(11, pegs=4, peg=3)).paths   # A143807
    74056628
    """
    check_pair(start, goal)
    _check_size(start)
    max_moves = check_n(max_moves, "max_moves")
    a, b = start.positions[0], goal.positions[0]
    if len(set(start.positions)) != 1 or len(set(goal.positions)) != 1 or a == b:
        raise InvalidArgumentError(f"count_tower_geodesics needs two different perfect towers, got {_short(start)} "
                                   f"and {_short(goal)}")
    n, p = start.n, start.pegs
    if p > 8:  # the mirrors of a stored orbit: (free pegs - 1)! permutations of each hit
        raise TooLargeError(f"the half search of {p} pegs would test {p - 2}! permutations of the empty pegs per "
                            "state; it takes 3 to 8 pegs (count_geodesics counts any)", size=p, limit=8)
    began = time.perf_counter()
    plan = make_plan(start, True, 1)
    free = [q for q in range(p) if q in plan.free]
    groups: list[list[list[int]]] = [[] for _ in free]
    for order in itertools.permutations(free):  # grouped by the free peg each sends to the goal's peg
        mapping = list(range(p))
        for source, target in zip(free, order, strict=True):
            mapping[source] = target
        if b in free:
            groups[free.index(mapping.index(b))].append(mapping)
        else:
            groups[0].append(mapping)
    perms_array = np.array([g for g in groups if g], np.int64)
    swap = np.array(_swap(a, b, p), np.int64)
    size = 1 << 22
    found: dict[int, tuple[I64, I64]] = {}
    state: dict[str, int] = {}

    def hook(depth: int, cur: int, bits: U64, residues: U64, touched: Any, oracle: DistanceOracle) -> bool:
        same, older = np.empty(size, np.int64), np.empty(size, np.int64)
        counts = np.zeros(2, np.int64)
        behind = (depth - 1) % 3 if "distance" not in state else (state["distance"] - depth) % 3
        _kernels()["pairs"](bits, touched, residues, np.int64(cur), np.int64(behind), perms_array, swap,
                            oracle.prefix_value, TASK_WORDS, same, older, counts, *oracle.tables)
        if counts.max() > size:
            raise TooLargeError(f"{int(counts.max())} states meet at layer {depth}; the buffers hold {size}")
        found[depth] = (np.unique(same[: counts[0]]), np.unique(older[: counts[1]]))
        if "distance" not in state and (counts[0] or counts[1]):
            state["distance"] = 2 * depth - 1 if counts[1] else 2 * depth
            state["first"] = depth
        return "first" in state and depth >= state["first"] + 1

    oracle, bits = _search(start, max_memory, hook)
    search = oracle.seconds
    del bits
    if "distance" not in state:
        raise RuntimeError("internal error: the search ended before the two towers' paths met")
    distance, j = state["distance"], state["first"]
    seeds: dict[int, list[I64]] = {}
    meetings_at: list[tuple[int, I64]] = []
    plans = [(j, found[j][0] if distance == 2 * j else found[j][1])]
    if j + 1 in found and distance - j - 1 >= 0:
        plans.append((j + 1, found[j + 1][1]))  # mirrors done with residue (distance - j - 1) % 3
    for layer, here in plans:
        mirrors = np.array([_rename_py(int(u), swap, n, p) for u in here.tolist()], np.int64)
        seeds.setdefault(layer, []).append(here)
        seeds.setdefault(distance - layer, []).append(mirrors)
        meetings_at.append((layer, here))
    counts = _counts_to(start, oracle, {k: np.unique(np.concatenate(v)) for k, v in seeds.items()}, max_moves)
    meetings = []
    for layer, here in meetings_at:
        total = 0
        for u in here.tolist():
            total += counts[u] * counts[_rename_py(u, swap, n, p)]
        meetings.append((layer, int(here.size), total))
    if len({m[2] for m in meetings}) != 1:
        raise RuntimeError(f"internal error: the meeting layers disagree: {meetings}")
    return HalfCount(start, goal, distance, meetings[0][2], tuple(meetings), len(oracle.layers) - 1,
                     sum(oracle.layers), time.perf_counter() - began, search, _peak())


def _rename_py(code: int, mapping: Any, n: int, p: int) -> int:
    out, place = 0, 1
    for _ in range(n):
        code, digit = divmod(code, p)
        out += int(mapping[digit]) * place
        place *= p
    return out


def _counts_to(start: State, oracle: DistanceOracle, seeds: dict[int, I64], max_moves: int) -> dict[int, int]:
    """The number of shortest paths from ``start`` (the oracle's target) to every seed (seeds by distance).

    Down: the states one closer to ``start`` next to those kept (their residue tells), with the seeds of
    each distance; then up from ``start``, the counts summed over the moves into the kept states.
    """
    top = max(seeds)
    kept: dict[int, I64] = {top: seeds[top]}
    renaming = np.array((-1,), np.int64)
    for k in range(top, 0, -1):
        walk = _Walk(kept[k], np.ones((kept[k].size, 1), np.uint64), [])
        walk.step((k - 1) % 3, oracle, renaming, max_moves)
        below = walk.codes
        if k - 1 in seeds:
            below = np.union1d(below, seeds[k - 1])
        kept[k - 1] = below
    if kept[0].size != 1 or int(kept[0][0]) != _code(start):
        raise RuntimeError("internal error: the walk down did not end at the start")
    walk = _Walk(kept[0], np.ones((1, 1), np.uint64), [1])
    counts: dict[int, int] = {_code(start): 1}
    for k in range(top):
        walk.step((k + 1) % 3, oracle, renaming, max_moves, keep=kept[k + 1])
        if walk.codes.size != kept[k + 1].size:
            raise RuntimeError(f"internal error: {kept[k + 1].size - walk.codes.size} states at distance {k + 1} "
                               "have no path from the start")
        for code, row in zip(walk.codes.tolist(), walk.counts, strict=True):
            if k + 1 in seeds:
                counts[code] = _to_int(row)
    return counts
