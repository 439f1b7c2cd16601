"""Benchmark of the textbook search strategies (hanoi.search), each figure next to a baseline from the same run.

Run: ``uv run python benchmarks/bench_search.py [--quick]``.  Prints Markdown tables.  The full
run takes a few minutes on 2 cores (the bidirectional baselines at n = 14 dominate); ``--quick``
takes well under a minute.

1. **Per-node overhead of the instrumented BFS**: ``run(..., "bfs")`` from one perfect tower to
   the other at n = 10, 3 pegs (it reaches nearly all 59,049 states), in states per second,
   against the exhaustive two-bit BFS of ``hanoi.bfs_layers`` (Korf 2004, numba) and against
   the same textbook loop with no meter.  Target: within 3x of the two-bit BFS.
2. **A* with additive pattern databases on random 4-peg pairs**: median and worst time and
   nodes expanded of ``run(..., "astar", heuristic="pdb")``, next to the layered bidirectional
   BFS of ``hanoi.path_search(method="bidirectional")``, for n = 10, 12 and 14.  Target: a median
   under 5 s at n = 14.  A* runs within ``--astar-seconds``; a pair it cannot finish counts with
   the time and nodes it had used (a lower bound, marked ≥).
3. **Random walk on 3 discs**: the mean length of 1,000 walks from one perfect tower to another
   (``run(..., "random")``), for each walk rule, next to the exact expected length from the
   linear system on the graph's states (``hanoi.search.walks``), and for the plain walk also
   Alekseyev and Berger's closed form.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import deque

from hanoi import State, bfs_layers, path_search
from hanoi.search import StrategyLimitError, run
from hanoi.search.problem import Problem
from hanoi.search.walks import expected_walk_length


def seconds(value: float) -> str:
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.1f} ms"
    return f"{value:.2f} s"


def plain_bfs(problem: Problem) -> int:
    """The textbook BFS loop of ``hanoi.search.strategies.breadth_first`` with no meter: the states reached."""
    start, goal, successors = problem.start, problem.goal, problem.successors
    frontier = deque([start])
    reached: dict[int, int | None] = {start: None}
    while frontier:
        state = frontier.popleft()
        for child in successors(state):
            if child not in reached:
                reached[child] = state
                if child == goal:
                    return len(reached)
                frontier.append(child)
    return len(reached)


def bfs_overhead(repeat: int) -> None:
    print("### 1. Per-node cost of the instrumented BFS, n = 10, 3 pegs\n")
    start, goal = State.perfect(10), State.perfect(10, peg=2)
    bfs_layers(start)  # compile (or load) the numba kernels first
    two_bit = min(_timed(lambda: bfs_layers(start)) for _ in range(repeat))
    instrumented = [run(start, goal, "bfs", exact=False) for _ in range(repeat)]
    best = min(instrumented, key=lambda report: report.seconds)
    problem = Problem(start, goal)
    plain = min(_timed(lambda: plain_bfs(problem)) for _ in range(repeat))
    reached = plain_bfs(problem)
    states = 3**10
    print(f"| search | states | best of {repeat} | states per second | time per state vs two-bit BFS |")
    print("|---|--:|--:|--:|--:|")
    rows = [
        ("two-bit BFS, `bfs_layers` (numba, exhaustive)", states, two_bit),
        ("instrumented BFS, `hanoi.search.run(..., 'bfs')`", best.peak_states, best.seconds),
        ("the same BFS loop, no meter", reached, plain),
    ]
    base = two_bit / states
    for label, count, took in rows:
        print(f"| {label} | {count:,} | {seconds(took)} | {count / took:,.0f} | {took / count / base:.2f}× |")
    print(f"\n(the instrumented run expanded {best.expanded:,} states and generated {best.generated:,})\n")


def _timed(work: object) -> float:
    began = time.perf_counter()
    work()  # type: ignore[operator]
    return time.perf_counter() - began


def astar_pairs(sizes: list[int], pairs: int, astar_seconds: float) -> None:
    print("### 2. A* with additive pattern databases against bidirectional BFS, random 4-peg pairs\n")
    print("| n | pairs | A* median time | A* worst time | A* median nodes expanded | A* stopped "
          "| bidirectional BFS median time | its median nodes expanded | median distance |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for n in sizes:
        rng = random.Random(2004 + n)
        times, nodes, base_times, base_nodes, lengths = [], [], [], [], []
        stopped = 0
        for _ in range(pairs):
            start = State(tuple(rng.randrange(4) for _ in range(n)), 4)
            goal = State(tuple(rng.randrange(4) for _ in range(n)), 4)
            began = time.perf_counter()
            exact = path_search(start, goal, method="bidirectional", max_seconds=600)
            base_times.append(time.perf_counter() - began)
            base_nodes.append(exact.nodes_expanded)
            lengths.append(exact.distance)
            try:
                report = run(start, goal, "astar", heuristic="pdb", distance=exact.distance,
                             max_nodes=50_000_000, max_seconds=astar_seconds)
            except StrategyLimitError as error:
                stopped += 1
                assert error.usage is not None
                times.append(error.usage.seconds)
                nodes.append(error.usage.expanded)
            else:
                assert report.optimal, (start, goal)
                times.append(report.seconds)
                nodes.append(report.expanded)
        more = "≥ " if stopped else ""
        print(f"| {n} | {pairs} | {more}{seconds(statistics.median(times))} | {more}{seconds(max(times))} | "
              f"{more}{statistics.median(nodes):,.0f} | {stopped} (limit {astar_seconds:g} s) | "
              f"{seconds(statistics.median(base_times))} | {statistics.median(base_nodes):,.0f} | "
              f"{statistics.median(lengths):g} |")
    print()


def random_walks(walks: int) -> None:
    print(f"### 3. Random walk on 3 discs: mean of {walks:,} walks AAA → CCC against the exact expectation\n")
    start, goal = State.perfect(3), State.perfect(3, peg=2)
    print("| rule | walks | mean moves | standard error | exact expected moves (linear system) "
          "| closed form | difference / standard error |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    names = {"disc": "seed 002's hanRnd: never the disc just moved", "back": "never undo the last move",
             "none": "plain random walk"}
    for rule in ("disc", "back", "none"):
        lengths = [run(start, goal, "random", walk=rule, seed=seed, distance=7).length or 0 for seed in range(walks)]
        mean = statistics.mean(lengths)
        error = statistics.stdev(lengths) / len(lengths) ** 0.5
        exact = expected_walk_length(start, goal, walk=rule)
        closed = f"{(3**3 - 1) * (5**3 - 3**3) / (2 * 3**2):.4f}" if rule == "none" else "—"
        print(f"| {names[rule]} | {walks:,} | {mean:.2f} | {error:.2f} | {exact:.4f} | {closed} | "
              f"{(mean - exact) / error:+.2f} |")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats, pairs and walks; n = 10, 12 for A*")
    parser.add_argument("--astar-seconds", type=float, default=60.0, help="time limit of one A* run [60]")
    options = parser.parse_args()
    quick = options.quick
    bfs_overhead(3 if quick else 7)
    astar_pairs([10, 12] if quick else [10, 12, 14], 3 if quick else 7, options.astar_seconds)
    random_walks(300 if quick else 1000)


if __name__ == "__main__":
    main()
