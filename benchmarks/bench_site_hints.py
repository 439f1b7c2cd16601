"""Benchmark of the static site's hints: the browser's solver (site/solver.js) against the Python library.

Run: ``uv run python benchmarks/bench_site_hints.py [--smoke] [--boards K]``.  Prints a Markdown table.

The site is built by :func:`hanoi.web.site.build_site` and opened from ``file://`` in
Debian's chromium (headless, through Playwright) with the network blocked, as a
teacher's Chromebook would open it.  On K random boards of 10 discs on 6 pegs (a random
start and a random goal, as the game's "Random start and goal"), inside the page:

- **first hint**: a new solver for the goal (its pattern tables) and a shortest path
  from the start: what the first hint of a new game costs (the issue's bound: 2 s);
- **later hint, on the path**: the next hint after playing the hinted move (bound: 100 ms);
- **later hint, off the path**: the hint after a move that leaves the shortest path
  (a new search from there, with the tables already built; bound: 100 ms).

The baseline is the Python library on the same boards in the same run: ``hanoi.paths.path``
(bidirectional search with additive pattern databases, Felner, Korf and Hanan 2004), a
fresh call each time; the ratio is browser / Python.  Every browser path is checked to
be as short as Python's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from hanoi import State
from hanoi.paths import path as optimal_path
from hanoi.web.site import build_site

CHROMIUM = "/usr/bin/chromium"
MEASURE = """([start, goal, pegs]) => {
  const solver = new hanoiSite.HanoiSolver(goal, pegs);
  const t0 = performance.now();
  const first = solver.path(start);
  const t1 = performance.now();
  const after = start.slice();
  if (first.length) after[first[0].disc - 1] = first[0].target;
  const t2 = performance.now();
  const onPath = solver.path(after);
  const t3 = performance.now();
  // off the path: a legal move of another disc than the hinted one, from the start
  const tops = Array(pegs).fill(-1);
  for (let i = start.length - 1; i >= 0; i -= 1) tops[start[i]] = i;
  let off = null;
  for (let s = 0; s < pegs && off === null; s += 1) {
    for (let t = 0; t < pegs && off === null; t += 1) {
      const disc = tops[s];
      if (s === t || disc < 0 || (tops[t] >= 0 && tops[t] < disc)) continue;
      if (first.length && disc === first[0].disc - 1) continue;
      off = start.slice();
      off[disc] = t;
    }
  }
  const t4 = performance.now();
  const offPath = solver.path(off);
  const t5 = performance.now();
  return { tables: t0, first: t1 - t0, onPath: t3 - t2, offPath: t5 - t4, lengths: [first.length, onPath.length,
    offPath.length], off, expanded: solver.expanded };
}"""
SETUP = ("([goal, pegs]) => { const t = performance.now(); new hanoiSite.HanoiSolver(goal, pegs); "
         "return performance.now() - t; }")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="one board, to check the script runs")
    parser.add_argument("--boards", type=int, default=10, help="random boards of 10 discs on 6 pegs [10]")
    options = parser.parse_args()
    if not Path(CHROMIUM).exists():
        sys.exit("needs Debian's chromium at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    boards = 1 if options.smoke else options.boards
    n, pegs = (6, 5) if options.smoke else (10, 6)
    rng = random.Random(2026)
    rows: dict[str, list[tuple[float, float]]] = {"first hint (tables + search)": [], "later hint, on the path": [],
                                                  "later hint, off the path": []}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as driver:
        build_site(folder)
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        context = browser.new_context(offline=True)
        context.route("http*://**/*", lambda route: route.abort())
        page = context.new_page()
        page.goto(Path(folder, "index.html").as_uri())
        page.wait_for_selector("#board svg")
        for _ in range(boards):
            start = [rng.randrange(pegs) for _ in range(n)]
            goal = [rng.randrange(pegs) for _ in range(n)]
            setup = page.evaluate(SETUP, [goal, pegs])  # the pattern tables alone, for the first hint's share
            found = page.evaluate(MEASURE, [start, goal, pegs])
            python = []
            for where in (start, None, found["off"]):
                if where is None:  # the state after the hinted move
                    moves = list(optimal_path(State(tuple(start), pegs), State(tuple(goal), pegs), max_seconds=600))
                    where = list(start)
                    if moves:
                        where[moves[0].disc - 1] = moves[0].target
                began = time.perf_counter()
                length = len(list(optimal_path(State(tuple(where), pegs), State(tuple(goal), pegs), max_seconds=600)))
                python.append(((time.perf_counter() - began) * 1000, length))
            if [length for _, length in python] != found["lengths"]:
                sys.exit(f"the browser's paths {found['lengths']} are not Python's {[x for _, x in python]}")
            rows["first hint (tables + search)"].append((setup + found["first"], python[0][0]))
            rows["later hint, on the path"].append((found["onPath"], python[1][0]))
            rows["later hint, off the path"].append((found["offPath"], python[2][0]))
        browser.close()
    print(f"Hints of the static site, {boards} random boards of {n} discs on {pegs} pegs (browser: chromium from "
          "file://, offline; baseline: hanoi.paths.path in Python, same boards, same run)\n")
    print("| hint | browser median (ms) | browser max (ms) | Python median (ms) | browser / Python |")
    print("|---|--:|--:|--:|--:|")
    for name, values in rows.items():
        ours = statistics.median(value for value, _ in values)
        theirs = statistics.median(value for _, value in values)
        worst = max(value for value, _ in values)
        print(f"| {name} | {ours:.1f} | {worst:.1f} | {theirs:.1f} | {ours / max(theirs, 1e-9):.2f} |")


if __name__ == "__main__":
    main()
