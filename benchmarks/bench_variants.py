"""Benchmark of the variants' closed forms against the plain methods they replace, measured in the same run.

Run: ``uv run python benchmarks/bench_variants.py``.  Prints a Markdown table: each closed form
(or the all-parents search of the Tower of London) beside the obvious baseline.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from hanoi import Rules, State
from hanoi.variants.cyclic import cyclic_counts
from hanoi.variants.graph import search_distance
from hanoi.variants.linear import linear_distance, linear_state_at
from hanoi.variants.london import london_solve, problem_set

REPEATS = [True]  # the smoke run times each call once


def timed(func: Callable[[], object], repeat: int = 5) -> float:
    """The median seconds of ``repeat`` calls (one in the smoke run)."""
    times = []
    for _ in range(repeat if REPEATS[0] else 1):
        began = time.perf_counter()
        func()
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def plain_cyclic(n: int) -> tuple[int, int]:
    """Atkinson's recursions step by step: O(n) big-integer additions (the baseline)."""
    q, r = 0, 0
    for _ in range(n):
        q, r = 2 * r + 1, 2 * r + q + 2
    return q, r


def replay_linear(n: int, k: int) -> State:
    """The state after ``k`` moves of the linear transfer, by playing them (the baseline)."""
    from hanoi.variants.linear import linear_solve

    state = State.perfect(n, rules=Rules.linear())
    for index, move in enumerate(linear_solve(n)):
        if index == k:
            break
        state = state.apply(move)
    return state


def brute_force_paths(start: object, goal: object, length: int) -> int:
    """Every move sequence of ``length`` moves that ends at the goal, by plain depth-first enumeration."""
    count = 0

    def walk(state: object, depth: int) -> None:
        nonlocal count
        if depth == length:
            count += state == goal
            return
        for move in state.legal_moves():  # type: ignore[attr-defined]
            walk(state.apply(move), depth + 1)  # type: ignore[attr-defined]

    walk(start, 0)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    REPEATS[0] = not parser.parse_args().smoke
    rng = random.Random(21)
    rows = []

    n, k = 9, rng.randrange(3**9)
    fast = timed(lambda: linear_state_at(n, k))
    slow = timed(lambda: replay_linear(n, k), repeat=3)
    assert linear_state_at(n, k).positions == replay_linear(n, k).positions
    rows.append((f"linear state after k moves (n={n})", fast, slow, "replay of k moves"))

    a = State(tuple(rng.randrange(3) for _ in range(9)), rules=Rules.linear())
    b = State(tuple(rng.randrange(3) for _ in range(9)), rules=Rules.linear())
    fast = timed(lambda: linear_distance(State(a.positions), State(b.positions)))
    slow = timed(lambda: search_distance(a, b), repeat=3)
    assert linear_distance(State(a.positions), State(b.positions)) == search_distance(a, b)
    rows.append(("linear distance, two random states (n=9)", fast, slow, "breadth-first search"))

    fast = timed(lambda: cyclic_counts(20_000))
    slow = timed(lambda: plain_cyclic(20_000), repeat=3)
    assert cyclic_counts(20_000) == plain_cyclic(20_000)
    rows.append(("cyclic Q(n), R(n), n=20,000", fast, slow, "the recursions step by step"))

    shallice = problem_set("shallice").problems
    fast = timed(lambda: [london_solve(p.start, p.goal) for p in shallice])
    slow = timed(lambda: [brute_force_paths(p.start, p.goal, p.min_moves) for p in shallice], repeat=3)
    rows.append(("Shallice's 12 problems, all optimal paths", fast, slow, "depth-first enumeration"))

    print("| measurement | python-hanoi | baseline (same run) | ratio |")
    print("|---|---|---|---|")
    for label, ours, theirs, how in rows:
        print(f"| {label} | {ours * 1e3:.3f} ms | {theirs * 1e3:.3f} ms ({how}) | {theirs / ours:,.1f}x |")


if __name__ == "__main__":
    main()
