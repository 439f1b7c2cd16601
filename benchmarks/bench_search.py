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
   BFS of ``hanoi.path_search(method="bidirectional")`` on the same pairs, for n = 10, 12 and 14.
   A*'s time includes building its pattern databases for the pair's goal (the 12 largest discs
   in one table of 4**12 bytes, the rest in another; Felner, Korf and Hanan 2004), shown apart
   too; the numba kernel is compiled before the clock starts.  Target: a median under 5 s at
   n = 14.  A* runs within ``--astar-seconds``; a pair it cannot finish counts with the time and
   nodes it had used (a lower bound, marked ≥).
3. **Random walk on 3 discs**: the mean length of 1,000 walks from one perfect tower to another
   (``run(..., "random")``), for each walk rule, next to the exact expected length from the
   linear system on the graph's states (``hanoi.search.walks``), and for the plain walk also
   Alekseyev and Berger's closed form.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections import deque

from hanoi import State, bfs_layers, path_search
from hanoi.paths.pattern_db import database
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
    ratio = (best.seconds / best.peak_states) / base
    verdict = "met" if ratio <= 3 else "NOT met"
    print(f"\n(the instrumented run expanded {best.expanded:,} states and generated {best.generated:,})")
    print(f"\nTarget: time per state within 3× of the two-bit BFS: {verdict} ({ratio:.2f}×).\n")


def _timed(work: object) -> float:
    began = time.perf_counter()
    work()  # type: ignore[operator]
    return time.perf_counter() - began


def astar_pairs(sizes: list[int], pairs: int, astar_seconds: float) -> None:
    print("### 2. A* with additive pattern databases against bidirectional BFS, random 4-peg pairs\n")
    database(0, 2, 4, method="numba")  # compile (or load) the numba kernel first
    print("| n | pairs | median distance | A* median time | A* worst time | of which building the databases "
          "(median) | A* median nodes expanded | A* stopped | bidirectional BFS median time "
          "| its worst time | its median nodes expanded |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    target = None
    for n in sizes:
        rng = random.Random(2004 + n)
        times, nodes, building, base_times, base_nodes, lengths = [], [], [], [], [], []
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
                             max_nodes=50_000_000, max_seconds=astar_seconds, max_memory=4 << 30)
            except StrategyLimitError as error:
                stopped += 1
                assert error.usage is not None
                times.append(error.usage.seconds)
                nodes.append(error.usage.expanded)
            else:
                assert report.optimal, (start, goal)
                times.append(report.seconds)
                nodes.append(report.expanded)
                building.append(report.heuristic_seconds)
        more = "≥ " if stopped else ""
        built = seconds(statistics.median(building)) if building else "—"
        print(f"| {n} | {pairs} | {statistics.median(lengths):g} | {more}{seconds(statistics.median(times))} | "
              f"{more}{seconds(max(times))} | {built} | {more}{statistics.median(nodes):,.0f} | "
              f"{stopped} (limit {astar_seconds:g} s) | {seconds(statistics.median(base_times))} | "
              f"{seconds(max(base_times))} | {statistics.median(base_nodes):,.0f} |")
        if n == 14:
            target = statistics.median(times)
    if target is not None:
        verdict = "met" if target < 5 else "NOT met"
        print(f"\nTarget: A* median under 5 s at n = 14: {verdict} ({seconds(target)}).")
    print()


def random_walks(walks: int) -> None:
    print(f"### 3. Random walk on 3 discs: mean of {walks:,} walks AAA → CCC against the exact expectation\n")
    start, goal = State.perfect(3), State.perfect(3, peg=2)
    print("| rule | walks | mean moves | standard error | exact expected moves (linear system) "
          "| closed form | difference / standard error |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    names = {"disc": "the Russian tutorial's hanRnd: never the disc just moved", "back": "never undo the last move",
             "none": "plain random walk"}
    worst = 0.0
    for rule in ("disc", "back", "none"):
        lengths = [run(start, goal, "random", walk=rule, seed=seed, distance=7).length or 0 for seed in range(walks)]
        mean = statistics.mean(lengths)
        error = statistics.stdev(lengths) / len(lengths) ** 0.5
        exact = expected_walk_length(start, goal, walk=rule)
        closed = f"{(3**3 - 1) * (5**3 - 3**3) / (2 * 3**2):.4f}" if rule == "none" else "—"
        print(f"| {names[rule]} | {walks:,} | {mean:.2f} | {error:.2f} | {exact:.4f} | {closed} | "
              f"{(mean - exact) / error:+.2f} |")
        worst = max(worst, abs(mean - exact) / error)
    verdict = "met" if worst < 3 else "NOT met"
    print(f"\nTarget: each mean within 3 standard errors of the exact expectation: {verdict} "
          f"(the farthest {worst:.2f}).\n")


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} CPUs"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats, pairs and walks; n = 10, 12 for A*")
    parser.add_argument("--astar-seconds", type=float, default=60.0, help="time limit of one A* run [60]")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    options = parser.parse_args()
    quick = options.quick or options.smoke
    print(f"({load()} at the start)\n")
    bfs_overhead(1 if options.smoke else 3 if quick else 7)
    sizes = [6] if options.smoke else [10, 12] if quick else [10, 12, 14]
    astar_pairs(sizes, 1 if options.smoke else 3 if quick else 7, options.astar_seconds)
    random_walks(20 if options.smoke else 300 if quick else 1000)
    print(f"({load()} at the end)")


if __name__ == "__main__":
    main()
