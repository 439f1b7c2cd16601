"""Benchmark of the three-peg toolkit against plain baselines measured in the same run.

Run: ``uv run python benchmarks/bench_three_pegs.py [--quick]``.  Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import hanoi


def plain_recursive(n: int, source: int = 0, target: int = 2, spare: int = 1) -> Iterator[tuple[int, int]]:
    """The textbook recursive generator (Saito 2020 style): the baseline."""
    if n == 0:
        return
    yield from plain_recursive(n - 1, source, spare, target)
    yield source, target
    yield from plain_recursive(n - 1, spare, target, source)


def plain_move_at(n: int, k: int, source: int = 0, target: int = 2) -> tuple[int, int, int]:
    """Recursive descent over the n discs: O(n) per move, the obvious non-replay baseline."""
    spare = 3 - source - target
    while True:
        half = 1 << (n - 1)
        if k == half:
            return n, source, target
        if k < half:
            target, spare = spare, target
        else:
            k -= half
            source, spare = spare, source
        n -= 1


def plain_state_at(n: int, k: int, source: int = 0, target: int = 2) -> tuple[int, ...]:
    """Descend from the largest disc, swapping peg roles per bit of k: O(n) Python steps."""
    bits = bin(k)[2:].zfill(n)
    spare = 3 - source - target
    positions = [0] * n
    for d in range(n, 0, -1):
        if bits[n - d] == "0":
            positions[d - 1] = source
            target, spare = spare, target
        else:
            positions[d - 1] = target
            source, spare = spare, source
    return tuple(positions)


def plain_step_of(positions: tuple[int, ...], source: int = 0, target: int = 2) -> int | None:
    """The inverse descent: one role swap per disc, bits collected in a list: O(n) Python steps."""
    n = len(positions)
    spare = 3 - source - target
    bits = []
    for d in range(n, 0, -1):
        peg = positions[d - 1]
        if peg == source:
            bits.append("0")
            target, spare = spare, target
        elif peg == target:
            bits.append("1")
            source, spare = spare, source
        else:
            return None
    return int("".join(bits) or "0", 2)


def best(fn: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def drain(iterator: Iterator[object]) -> None:
    for _ in iterator:
        pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller sizes, skip the 2**30 file")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    args.quick = args.quick or args.smoke
    rows: list[tuple[str, str, str, str, str]] = []

    # First, while this process is small: a forked child starts with the parent's resident pages.
    if not args.quick:
        script = Path(sys.executable).with_name("hanoi")
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "moves.bin"
            start = time.perf_counter()
            subprocess.run([str(script), "solve", "30", "--format", "bin", "--out", str(out)], check=True)
            elapsed = time.perf_counter() - start
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            size = out.stat().st_size
            os.remove(out)
        rows.append(("hanoi solve 30 --format bin (3 B/move)", f"{peak:.0f} MB peak RSS",
                     f"{size / 2**30:.1f} GiB written in {elapsed:.1f} s", f"{size / 3 / elapsed / 1e6:.0f} M moves/s",
                     "< 300 MB"))


    n_gen = 12 if args.smoke else 18 if args.quick else 20
    moves = 2**n_gen - 1
    base_gen = best(lambda: drain(plain_recursive(n_gen)), 3)
    base_rate = moves / base_gen

    n_arr = 14 if args.smoke else 24 if args.quick else 28
    cold_start = time.perf_counter()
    hanoi.moves_array(n_arr)
    cold = time.perf_counter() - cold_start
    warm = best(lambda: hanoi.moves_array(n_arr), 5)
    rate = (2**n_arr - 1) / warm
    rows.append((f"moves_array({n_arr}), warm (median of 5)", f"{rate / 1e9:.2f} G moves/s",
                 f"{base_rate / 1e6:.2f} M moves/s", f"{rate / base_rate:,.0f}x", ">= 1e9/s, >= 300x"))
    cold_rate = (2**n_arr - 1) / cold
    rows.append((f"moves_array({n_arr}), first call (fresh pages)", f"{cold_rate / 1e9:.2f} G moves/s",
                 f"{base_rate / 1e6:.2f} M moves/s", f"{cold_rate / base_rate:,.0f}x", "(page faults)"))

    solve_time = best(lambda: drain(hanoi.solve(n_gen)), 3)
    rows.append((f"solve({n_gen}) yielding Move objects", f"{moves / solve_time / 1e6:.2f} M moves/s",
                 f"{base_rate / 1e6:.2f} M moves/s", f"{base_gen / solve_time:.1f}x", ">= 3x"))

    ks = [random.getrandbits(64) | 1 << 63 for _ in range(200 if args.smoke else 20_000)]
    ks = [k if k < 2**64 else 2**64 - 1 for k in ks]
    t_direct = best(lambda: [hanoi.move_at(64, k) for k in ks], 3) / len(ks)
    t_plain = best(lambda: [plain_move_at(64, k) for k in ks], 3) / len(ks)
    rows.append(("move_at(64, k)", f"{t_direct * 1e6:.2f} us", f"{t_plain * 1e6:.2f} us (O(n) descent)",
                 f"{t_plain / t_direct:.1f}x", "<= 5 us"))

    n_big = 10**3 if args.smoke else 10**5 if args.quick else 10**6
    k_big = random.getrandbits(n_big)
    t_state = best(lambda: hanoi.state_at(n_big, k_big), 5)
    t_state_plain = best(lambda: plain_state_at(n_big, k_big), 3)
    assert plain_state_at(n_big, k_big) == hanoi.state_at(n_big, k_big).positions
    rows.append((f"state_at(n=10^{len(str(n_big)) - 1}, random k)", f"{t_state * 1e3:.1f} ms",
                 f"{t_state_plain * 1e3:.0f} ms (plain O(n) descent)", f"{t_state_plain / t_state:.1f}x",
                 "<= 100 ms"))
    state = hanoi.state_at(n_big, k_big)
    t_step = best(lambda: hanoi.step_of(state), 5)
    t_step_plain = best(lambda: plain_step_of(state.positions), 3)
    assert plain_step_of(state.positions) == k_big
    rows.append((f"step_of(n=10^{len(str(n_big)) - 1})", f"{t_step * 1e3:.1f} ms",
                 f"{t_step_plain * 1e3:.0f} ms (plain O(n) descent)", f"{t_step_plain / t_step:.1f}x", "<= 100 ms"))

    print("| measurement | python-hanoi | baseline (same run) | ratio | target |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print(f"\nbaseline generator: plain recursive `yield from`, n={n_gen}: {base_gen:.2f} s for {moves:,} moves")


if __name__ == "__main__":
    main()
