"""Benchmark of Frame–Stewart numbers and optimal paths, each against a baseline from the same run.

Run: ``uv run python benchmarks/bench_paths.py [--quick]``.  Prints Markdown tables.  The full
run takes about 25 minutes on 2 cores, nearly all of it in the plain-BFS baselines; ``--quick``
takes a few minutes.

- ``frame_stewart`` (closed form) against the seed's dynamic programme (O(n² p), Saito's
  ``nmove``), at sizes the programme can still do; the large sizes have no baseline.
- Three-peg ``distance`` for random states of 10**5 discs against the same two options priced
  by a plain Python loop over the French encyclopedia article's recurrence (big-integer additions).
- Three-peg ``path`` against ``solve``: moves per second over the first millions of moves.
- Four or more pegs: random pairs, median time and nodes expanded of the default search
  against plain one-directional BFS (the same numpy layer expansion, no second front, no
  heuristic).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit
from collections.abc import Callable
from functools import partial
from itertools import islice

import hanoi
from hanoi.errors import SearchLimitError
from hanoi.kpegs import frame_stewart, frame_stewart_dp
from hanoi.paths import distance, path, path_search

BASELINE_MEMORY = 2 << 30  # plain BFS may use 2 GiB here, twice the library default
BASELINE_SECONDS = 120.0


def best(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` single runs, in seconds."""
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def seconds(value: float) -> str:
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.1f} ms"
    return f"{value:.2f} s"


def _count_moves(start: hanoi.State, goal: hanoi.State, count: int) -> int:
    return sum(1 for _ in islice(path(start, goal), count))


def frame_stewart_table(quick: bool) -> None:
    print("### Frame–Stewart numbers: closed form against the seed's dynamic programme\n")
    print("| n | pegs | closed form | dynamic programme O(n²p) | ratio |")
    print("|--:|--:|--:|--:|--:|")
    cases = [(100, 4), (1000, 4), (300, 50), (10**6, 4), (10**4, 50), (10**9, 1000)]
    if not quick:
        cases.insert(2, (2000, 4))
    for n, pegs in cases:
        closed = best(partial(frame_stewart, n, pegs), 200)
        steps = n * n * (min(pegs, n + 1) - 3) // 2
        if steps <= 5_000_000:
            dp = best(partial(frame_stewart_dp, n, pegs), 1 if steps > 100_000 else 3)
            assert frame_stewart_dp(n, pegs) == frame_stewart(n, pegs)
            print(f"| {n} | {pegs} | {seconds(closed)} | {seconds(dp)} | {dp / closed:,.0f}× |")
        else:
            print(f"| {n} | {pegs} | {seconds(closed)} | not run (about {steps:.1e} steps) | — |")
    print()


def _plain_count(positions: tuple[int, ...], count: int, peg: int) -> int:
    total, target = 0, peg
    for k in range(count, 0, -1):
        if positions[k - 1] != target:
            total += 1 << (k - 1)
            target = 3 - positions[k - 1] - target
    return total


def plain_distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """The baseline: the same two options (Hinz), priced by the French
    encyclopedia article's recurrence in a Python loop."""
    d = max((i + 1 for i in range(len(a)) if a[i] != b[i]), default=0)
    if d == 0:
        return 0
    s, g = a[d - 1], b[d - 1]
    r = 3 - s - g
    once = _plain_count(a, d - 1, r) + 1 + _plain_count(b, d - 1, r)
    twice = _plain_count(a, d - 1, g) + (1 << (d - 1)) + 1 + _plain_count(b, d - 1, s)
    return min(once, twice)


def three_peg_table(quick: bool) -> None:
    rng = random.Random(3)
    print("### Three pegs\n")
    print("| task | python-hanoi | baseline | baseline time | ratio |")
    print("|---|--:|---|--:|--:|")
    n = 10**5
    pairs = [tuple(hanoi.State(tuple(rng.randrange(3) for _ in range(n))) for _ in range(2)) for _ in range(3)]
    ours = statistics.median(best(partial(distance, a, b), 3) for a, b in pairs)
    base = statistics.median(best(partial(plain_distance, a.positions, b.positions), 1) for a, b in pairs)
    assert all(distance(a, b) == plain_distance(a.positions, b.positions) for a, b in pairs)
    print(f"| `distance`, random states, n = 10**5 (median of 3 pairs) | {seconds(ours)} | "
          f"Python loop over the French encyclopedia article's recurrence | {seconds(base)} | {base / ours:.0f}× |")
    count = 1_000_000 if quick else 4_000_000
    for label, start, goal in [
        ("`path` between towers, n = 24", hanoi.State.perfect(24), hanoi.State.perfect(24, peg=2)),
        ("`path` between random states, n = 40", hanoi.State(tuple(rng.randrange(3) for _ in range(40))),
         hanoi.State(tuple(rng.randrange(3) for _ in range(40)))),
    ]:
        ours = best(partial(_count_moves, start, goal, count), 3)
        base = best(lambda: sum(1 for _ in islice(hanoi.solve(24), count)), 3)
        print(f"| {label}, first {count:,} moves | {count / ours / 1e6:.1f} M moves/s | `solve(24)` | "
              f"{count / base / 1e6:.1f} M moves/s | {base / ours:.2f}× |")
    print()


def search_table(quick: bool) -> None:
    print("### Four or more pegs: random pairs, exact distance\n")
    print("| pegs | n | pairs | method | median time | max time | median nodes expanded "
          "| plain BFS median time | plain BFS median nodes | time ratio |")
    print("|--:|--:|--:|---|--:|--:|--:|--:|--:|--:|")
    cases = [(4, 8, 21), (4, 10, 21), (4, 12, 7), (5, 10, 7), (6, 10, 7)]
    if quick:
        cases = [(4, 8, 7), (4, 10, 7), (4, 12, 3), (5, 10, 3)]
    rng = random.Random(2004)
    for pegs, n, count in cases:
        ours_time, ours_nodes, base_time, base_nodes = [], [], [], []
        method = ""
        stopped = 0
        for _ in range(count):
            start = hanoi.State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
            goal = hanoi.State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
            began = time.perf_counter()
            result = path_search(start, goal)
            ours_time.append(time.perf_counter() - began)
            ours_nodes.append(result.nodes_expanded)
            method = result.method
            began = time.perf_counter()
            try:
                plain = path_search(start, goal, method="bfs", max_memory=BASELINE_MEMORY, max_seconds=BASELINE_SECONDS)
            except SearchLimitError:  # its time until it stopped counts, as a lower bound
                stopped += 1
            else:
                base_nodes.append(plain.nodes_expanded)
                assert plain.distance == result.distance
            base_time.append(time.perf_counter() - began)
        ours, base = statistics.median(ours_time), statistics.median(base_time)
        more = "≥ " if stopped else ""
        note = f" ({stopped} stopped by its limits)" if stopped else ""
        print(f"| {pegs} | {n} | {count} | {method} | {seconds(ours)} | {seconds(max(ours_time))} | "
              f"{statistics.median(ours_nodes):,.0f} | {more}{seconds(base)}{note} | "
              f"{statistics.median(base_nodes) if base_nodes else 0:,.0f}{' (finished runs)' if stopped else ''} | "
              f"{more}{base / ours:.1f}× |")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer and smaller cases")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    options = parser.parse_args()
    quick = options.quick or options.smoke
    frame_stewart_table(quick)
    if not options.smoke:  # the Python-loop and plain-BFS baselines take minutes even when quick
        three_peg_table(quick)
        search_table(quick)


if __name__ == "__main__":
    main()
