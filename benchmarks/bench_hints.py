"""Benchmark of the game's hints on 10 discs with 4, 5 and 6 pegs: distance tables against the optimal-path search.

Run: ``uv run python benchmarks/bench_hints.py [--quick] [--pegs 4 5 6] [--goals 2] [--hints 500]``,
or ``--first-only`` for the first table alone.  Prints Markdown tables.

**First and later hints on a new board** (the first table): for random 10-disc, 6-peg
games started through the API (FastAPI in process, the server's own hint service with its
builder thread), the time from the game's creation to the answer of its first
``GET .../hint``, then each later hint while the player follows the hints (the move is
played through the API between hints), and a hint after a move off the optimal path.  The
baseline, in the same run, is what the server did before: the first hint waited for the
distance table of the game (``Hints.table``, a fresh service each time).

For each number of pegs:

- **time to ready**: building the distance table of a random goal (``build_table``, the
  two-bit BFS of :mod:`hanoi.space.distances`), which the server starts when a game starts;
- **hint latency**: for random states, what ``GET /api/games/{id}/hint`` computes once the
  table is ready: the next optimal move and the distance (``Hints.next_move`` and
  ``Hints.distance``), p50, p99 and max;
- **through the API**: the same request end to end through FastAPI (in-process ASGI
  client), on games whose tables are ready;
- **baseline**: what the server did before, an optimal-path search for each hint
  (``hanoi.paths.distance``, bidirectional BFS with pattern databases) on a few of the same
  pairs, each stopped after ``--baseline-seconds``.  The ratio compares medians.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from hanoi import State
from hanoi.errors import SearchLimitError
from hanoi.paths import distance
from hanoi.space.distances import build_table
from hanoi.web.hints import Hints

DISCS = 10


def _random_state(rng: random.Random, pegs: int) -> State:
    return State(tuple(rng.randrange(pegs) for _ in range(DISCS)), pegs)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(q * len(ordered)), len(ordered) - 1)]


def api_latencies(pegs: int, games: int, requests: int) -> list[float]:
    """Hint round trips through FastAPI for random games of ``pegs`` pegs whose tables are ready."""
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    samples = []
    with TestClient(create_app(":memory:", examiner_token="bench", games_per_minute=10_000),
                    base_url="http://127.0.0.1", headers={"X-Hanoi-Examiner": "bench"}) as client:
        for seed in range(games):
            game = client.post("/api/games", json={"n": DISCS, "pegs": pegs, "start": "random", "seed": seed}).json()
            client.get(f"/api/games/{game['id']}/hint")  # waits for the table
            for _ in range(requests):
                began = time.perf_counter()
                answer = client.get(f"/api/games/{game['id']}/hint")
                samples.append(time.perf_counter() - began)
                assert answer.status_code == 200, answer.text
    return samples


def first_hints(games: int, follow: int, seed: int) -> dict[str, list[float]]:
    """Seconds to the first hint of fresh random 10-disc 6-peg games, to the later ones, and the baseline."""
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    rng = random.Random(seed)
    found: dict[str, list[float]] = {"first": [], "later": [], "off path": [], "baseline": []}
    for index in range(games):
        with TestClient(create_app(":memory:", hints=Hints(), examiner_token="bench", games_per_minute=10_000),
                        base_url="http://127.0.0.1", headers={"X-Hanoi-Examiner": "bench"}) as client:
            began = time.perf_counter()
            game = client.post("/api/games", json={"n": DISCS, "pegs": 6, "start": "random",
                                                   "seed": rng.randrange(1 << 30)}).json()
            hint = client.get(f"/api/games/{game['id']}/hint").json()
            found["first"].append(time.perf_counter() - began)
            for step in range(follow):
                if hint["move"] is None:
                    break
                if step == follow - 1:  # last: a move off the optimal path, then a hint
                    state = State.parse(game["state"], pegs=6)
                    moves = [m for m in state.legal_moves() if (m.source, m.target) !=
                             (hint["move"]["source"], hint["move"]["target"])]
                    move = moves[rng.randrange(len(moves))]
                    game = client.post(f"/api/games/{game['id']}/moves",
                                       json={"source": move.source, "target": move.target}).json()["game"]
                    began = time.perf_counter()
                    client.get(f"/api/games/{game['id']}/hint")
                    found["off path"].append(time.perf_counter() - began)
                    break
                game = client.post(f"/api/games/{game['id']}/moves", json={
                    "source": hint["move"]["source"], "target": hint["move"]["target"]}).json()["game"]
                began = time.perf_counter()
                hint = client.get(f"/api/games/{game['id']}/hint").json()
                found["later"].append(time.perf_counter() - began)
        if index < max(games // 2, 1):  # the baseline: before, the first hint waited for the whole table
            goal = State.parse(game["goal"], pegs=6)
            began = time.perf_counter()
            Hints().table(goal)
            found["baseline"].append(time.perf_counter() - began)
    return found


def print_first_hints(found: dict[str, list[float]]) -> None:
    print(f"First and later hints on new random {DISCS}-disc, 6-peg boards, {os.cpu_count()} CPUs; "
          f"load average at the end: {', '.join(f'{value:.2f}' for value in os.getloadavg())}\n")
    print("| hint | count | p50 | p99 | max | baseline: waiting for the table (median) | ratio of medians |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    base = statistics.median(found["baseline"])
    for name in ("first", "later", "off path"):
        values = found[name]
        if not values:
            continue
        p50 = statistics.median(values)
        print(f"| {name} | {len(values)} | {p50 * 1e3:.1f} ms | {percentile(values, 0.99) * 1e3:.1f} ms | "
              f"{max(values) * 1e3:.1f} ms | {base:.2f} s | {base / p50:,.0f}x |")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer goals, hints and baseline pairs")
    parser.add_argument("--pegs", type=int, nargs="+", default=[4, 5, 6])
    parser.add_argument("--goals", type=int, default=None, help="random goals (tables) per peg count")
    parser.add_argument("--hints", type=int, default=None, help="random states per goal")
    parser.add_argument("--baseline-pairs", type=int, default=None)
    parser.add_argument("--baseline-seconds", type=float, default=30.0)
    parser.add_argument("--first-only", action="store_true", help="only the first and later hints on new boards")
    parser.add_argument("--boards", type=int, default=None, help="new boards for the first-hint table")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        global DISCS
        DISCS = 6  # tables of 6**6 states: seconds
        args.quick, args.pegs, args.goals, args.hints, args.baseline_pairs, args.boards = True, [4], 1, 5, 1, 1
        args.baseline_seconds = 2.0
    build_table(State.perfect(3, pegs=4))  # compile the kernels first (numba caches them on disk)
    print_first_hints(first_hints(args.boards or (4 if args.quick else 10), 12, 2026))
    if args.first_only:
        return
    goals = args.goals or (1 if args.quick else 3)
    hints_per_goal = args.hints or (200 if args.quick else 1000)
    pairs = args.baseline_pairs if args.baseline_pairs is not None else (2 if args.quick else 5)
    rng = random.Random(2026)
    build_table(State.perfect(3, pegs=4))  # compile the kernels first (numba caches them on disk)
    rows = []
    for pegs in args.pegs:
        builds, latencies, tables = [], [], []
        for _ in range(goals):
            goal = _random_state(rng, pegs)
            began = time.perf_counter()
            table = build_table(goal)
            builds.append(time.perf_counter() - began)
            tables.append(table)
            hints = Hints()
            hints.add(table)  # the server's state once the table is ready
            for _ in range(hints_per_goal):
                state = _random_state(rng, pegs)
                began = time.perf_counter()
                hints.next_move(state, goal)
                hints.distance(state, goal)
                latencies.append(time.perf_counter() - began)
            del hints
        api = api_latencies(pegs, 1, 100 if args.quick else 300)
        baseline, stopped = [], 0
        for index in range(pairs):
            table = tables[index % len(tables)]
            state = _random_state(rng, pegs)
            began = time.perf_counter()
            try:
                found = distance(state, table.goal, max_seconds=args.baseline_seconds)
                assert found == table.distance(state)
            except SearchLimitError:
                stopped += 1
            baseline.append(time.perf_counter() - began)
        rows.append((pegs, builds, latencies, api, baseline, stopped, tables[0].nbytes))
    print(f"Hints for {DISCS} discs, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}; "
          f"load average at the end: {', '.join(f'{value:.2f}' for value in os.getloadavg())}\n")
    print("| pegs | states | table | time to ready (median) | hint p50 | hint p99 | hint max | API p99 "
          "| baseline search (median) | searches stopped | ratio of medians |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for pegs, builds, latencies, api, baseline, stopped, nbytes in rows:
        p50 = statistics.median(latencies)
        base = statistics.median(baseline) if baseline else float("nan")
        stopped_text = f"{stopped} of {len(baseline)} (at {args.baseline_seconds:g} s)" if baseline else "–"
        print(f"| {pegs} | {pegs**DISCS:,} | {nbytes / 2**20:.1f} MiB | {statistics.median(builds):.2f} s | "
              f"{p50 * 1e3:.3f} ms | {percentile(latencies, 0.99) * 1e3:.3f} ms | {max(latencies) * 1e3:.3f} ms | "
              f"{percentile(api, 0.99) * 1e3:.2f} ms | {base:.2f} s | {stopped_text} | "
              f"{base / p50:,.0f}x |")


if __name__ == "__main__":
    main()
