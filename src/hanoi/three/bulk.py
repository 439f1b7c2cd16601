"""Bulk generation: any slice of the optimal three-peg solution as numpy arrays.

The sequence has a strong periodic structure (Lavallée, Lavallée 1982): steps that are not
multiples of ``B = 2**j`` move only the ``j`` smallest discs, and the block of
``B - 1`` such moves between two multiples of ``B`` is one complete transfer of the
``j``-disc tower.  Its source and target follow disc ``j``'s cycle, so they depend only
on the block number mod 3 (the same mod-3 law as Lemma 3).  So every block is a copy
of one of three precomputed tables, and only one step in ``B`` (the moves of discs
larger than ``j``) is computed, in closed form (Theorems 2 and 3).  Any slice is
produced without its prefix, at the speed of memory copies.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from hanoi._validate import check_int, check_n, check_source_target, shown_int
from hanoi.errors import StepOutOfRangeError, TooLargeError
from hanoi.limits import MAX_ARRAY_MOVES

__all__ = ["discs_array", "move_chunks", "moves_array"]

_J = 16  # block exponent: blocks of 2**16 - 1 moves of the 16 smallest discs
U8 = npt.NDArray[np.uint8]
I64 = npt.NDArray[np.int64]


def _v2(values: I64) -> I64:
    """The exponent of the lowest set bit of each (positive) value."""
    exponents: I64 = np.bitwise_count((values & -values) - 1).astype(np.int64)
    return exponents


def _closed_form(n: int, m: I64, shift: int, source: int, target: int) -> tuple[I64, I64, I64]:
    """Disc, source and target of the steps ``m << shift`` of the n-disc transfer."""
    spare = 3 - source - target
    low = _v2(m)
    disc = shift + low + 1
    done = m >> (low + 1)  # times the disc moved before: step >> disc
    cycles = np.array([[source, target, spare], [source, spare, target]], dtype=np.int64)
    parity = ((n & 1) - disc) & 1  # only the parity of n matters, and n may pass int64
    return disc, cycles[parity, done % 3], cycles[parity, (done + 1) % 3]


def _closed_form_big(n: int, steps: range, shift: int, source: int, target: int) -> tuple[I64, I64]:
    """Source and target pegs of the steps ``m << shift`` when ``m`` does not fit in int64."""
    cycles = ((source, target, 3 - source - target), (source, 3 - source - target, target))
    frm = np.empty(len(steps), dtype=np.int64)
    to = np.empty(len(steps), dtype=np.int64)
    for i, m in enumerate(steps):
        low = (m & -m).bit_length() - 1
        cycle = cycles[(n - shift - low - 1) & 1]
        done = (m >> (low + 1)) % 3
        frm[i], to[i] = cycle[done], cycle[(done + 1) % 3]
    return frm, to


@lru_cache(maxsize=8)
def _block_tables(n: int, j: int, source: int, target: int) -> tuple[U8, U8, U8, U8]:
    """The three peg tables of a block (by block number mod 3) and its disc table."""
    disc, frm, to = _closed_form(j, np.arange(1, 1 << j, dtype=np.int64), 0, 0, 2)
    base = np.stack([frm, to], axis=1)
    spare = 3 - source - target
    even, odd = (source, target, spare), (source, spare, target)
    cycle = odd if (n - j) & 1 else even  # disc j's cycle in the n-disc transfer
    tables = []
    for r in range(3):
        start, end = cycle[r], cycle[(r + 1) % 3]
        mapping = np.array([start, 3 - start - end, end], dtype=np.uint8)  # 0->start, 2->end
        table = mapping[base]
        table.flags.writeable = False
        tables.append(table)
    discs = disc.astype(np.uint8)
    discs.flags.writeable = False
    return tables[0], tables[1], tables[2], discs


def _too_many(count: int | None, what: str) -> TooLargeError:
    return TooLargeError(
        f"refusing to build an array of {what} (limit {MAX_ARRAY_MOVES}, hanoi.limits.MAX_ARRAY_MOVES); "
        "ask for a slice with start/stop, or stream with solve()",
        size=count,
        limit=MAX_ARRAY_MOVES,
    )


def _check_range(n: int, start: object, stop: object) -> tuple[int, int]:
    first = check_int(start, "start")
    if stop is None:
        if n > MAX_ARRAY_MOVES.bit_length():  # refuse before building 2**n
            raise _too_many((1 << n) - 1 if n <= 64 else None, f"2**{shown_int(n)} - 1 moves")
        stop = 1 << n
    last_bits = n  # steps are 1 .. 2**n - 1
    end = check_int(stop, "stop")
    if not (1 <= first <= end and (end - 1).bit_length() <= last_bits):
        last = f"2**{shown_int(n)} - 1" if n > 64 else str((1 << n) - 1)
        after = f"2**{shown_int(n)}" if n > 64 else str(1 << n)
        raise StepOutOfRangeError(
            f"steps {shown_int(first)}..{shown_int(end - 1)} are out of range: moves of {shown_int(n)} discs "
            f"are numbered 1..{last} (need 1 <= start <= stop <= {after})",
            step=first if first < 1 else end - 1,
        )
    if end - first > MAX_ARRAY_MOVES:
        raise _too_many(end - first, f"{shown_int(end - first)} moves")
    return first, end


def moves_array(
    n: int, start: int = 1, stop: int | None = None, *, source: int = 0, target: int = 2
) -> U8:
    """Source and target pegs of steps ``start .. stop-1``, shape ``(stop-start, 2)``.

    Equal to ``[[m.source, m.target] for m in solve(n, source, target)][start-1:stop-1]``
    as a ``uint8`` array, computed without the prefix.

    >>> moves_array(3).tolist()
    [[0, 2], [0, 1], [2, 1], [0, 2], [1, 0], [1, 2], [0, 2]]
    >>> moves_array(64, 2**63, 2**63 + 2).tolist()
    [[0, 2], [1, 2]]
    """
    n = check_n(n)
    source, target = check_source_target(source, target)
    if n == 0 and start == 1 and stop in (None, 1):
        return np.zeros((0, 2), dtype=np.uint8)
    start, stop = _check_range(n, start, stop)
    if stop == start:
        return np.zeros((0, 2), dtype=np.uint8)
    j = min(n, _J)
    size = 1 << j
    first_block = (start - 1) >> j
    last_block = (stop - 2) >> j
    blocks = last_block - first_block + 1
    out = np.empty((blocks, size, 2), dtype=np.uint8)
    tables = _block_tables(n, j, source, target)
    for offset in range(min(3, blocks)):
        out[offset::3, : size - 1] = tables[(first_block + offset) % 3]
    # the last row of each block is a move of a disc larger than j (Theorems 2 and 3)
    if n > j:
        # the final block has no separator; with n far beyond the steps asked, it is out of reach
        upto = last_block + 1 if n - j > last_block.bit_length() + 1 else min(last_block + 1, ((1 << n) - 1) >> j)
        if upto < 1 << 62:
            m = np.arange(first_block + 1, upto + 1, dtype=np.int64)
            _, frm, to = _closed_form(n, m, j, source, target)
        else:  # block numbers past int64 (n > 78): the same formula on Python integers
            frm, to = _closed_form_big(n, range(first_block + 1, upto + 1), j, source, target)
        if len(frm):
            out[: len(frm), size - 1, 0] = frm
            out[: len(to), size - 1, 1] = to
    flat = out.reshape(-1, 2)
    begin = (start - 1) - (first_block << j)
    return flat[begin : begin + (stop - start)]


def discs_array(start: int, stop: int) -> U8:
    """The disc moved at each step ``start .. stop-1`` (OEIS A001511), as ``uint8``.

    The disc of step ``k`` does not depend on ``n`` (Lavallée, Theorem 2).

    >>> discs_array(1, 17).tolist()
    [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5]
    """
    start = check_int(start, "start")
    stop = check_int(stop, "stop")
    if not 1 <= start <= stop:
        raise StepOutOfRangeError(
            f"steps {shown_int(start)}..{shown_int(stop - 1)} are out of range: need 1 <= start <= stop",
            step=start if start < 1 else stop,
        )
    if stop - start > MAX_ARRAY_MOVES:
        raise _too_many(stop - start, f"{shown_int(stop - start)} discs")
    if stop == start:
        return np.zeros(0, dtype=np.uint8)
    if (stop - 1).bit_length() > 250:
        raise TooLargeError(
            f"step {shown_int(stop - 1)} moves a disc beyond 255, which uint8 cannot hold", size=stop - 1
        )
    size = 1 << _J
    first_block = (start - 1) >> _J
    last_block = (stop - 1) >> _J
    out = np.empty((last_block - first_block + 1, size), dtype=np.uint8)
    out[:, : size - 1] = _block_tables(_J, _J, 0, 2)[3]
    low = first_block + 1
    if low < 1 << 62:
        m = np.arange(low, low + len(out), dtype=np.int64)
        out[:, size - 1] = _J + _v2(m) + 1
    else:  # block numbers beyond int64: a Python loop over few blocks
        out[:, size - 1] = [_J + ((b & -b).bit_length()) for b in range(low, low + len(out))]
    begin = (start - 1) - (first_block << _J)
    return out.reshape(-1)[begin : begin + (stop - start)]


def move_chunks(
    n: int, *, source: int = 0, target: int = 2, chunk: int = 1 << 20
) -> Iterator[tuple[int, U8, U8]]:
    """Stream the whole solution as ``(first_step, discs, pegs)`` chunks in constant memory.

    >>> [(k, d.tolist(), p.tolist()) for k, d, p in move_chunks(2, chunk=2)]
    [(1, [1, 2], [[0, 1], [0, 2]]), (3, [1], [[1, 2]])]
    """
    n = check_n(n)
    source, target = check_source_target(source, target)
    chunk = check_int(chunk, "chunk", low=1, high=MAX_ARRAY_MOVES)
    return _chunks(n, source, target, chunk)


def _chunks(n: int, source: int, target: int, chunk: int) -> Iterator[tuple[int, U8, U8]]:
    # past 2**4096 steps the end is never reached: the stream is endless in practice
    end = (1 << n) if n <= 4096 else None
    step = 1
    while end is None or step < end:
        stop = step + chunk if end is None else min(end, step + chunk)
        yield step, discs_array(step, stop), moves_array(n, step, stop, source=source, target=target)
        step = stop
