"""Benchmark of the hostile grid (issue 15): how long and how much memory the worst cases take.

Run: ``uv run python benchmarks/bench_hostile.py [--shares 2]``.  Prints a Markdown table.

The grid of ``tests/hostile.py`` (every command and every public function on hostile
values) runs in ``--shares`` fresh processes side by side; each case is forked from its
warm process under ``setrlimit`` (1 GiB of extra address space, 15 s of CPU), in a batch of
cases that one child runs one after the other, each under its own limits, so its time is
its own (its peak memory is the child's peak when the case raised it, else its resident
growth); a case that fails in its batch is run again, and measured, in a child of its own.
The baseline is the same harness on a case that does nothing (``hanoi --version``),
measured in the same run: the ratio says how far the worst case is from the cost of merely
running one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import hostile  # noqa: E402


def _baseline(workdir: Path, repeats: int = 50, *, warm: bool = True) -> tuple[float, float, int]:
    """``hanoi --version`` in one batch of the grid's harness, forked from a process as warm as the grid's
    (the smoke run skips the warm-up: its figures mean nothing)."""
    if warm:
        hostile.warm_up()
    version = ("hanoi --version", hostile.command_body(["--version"]), None)
    runs = [run for run in hostile.run_batch([version] * repeats, workdir) if run is not None]
    return (statistics.median(r.wall for r in runs), statistics.median(r.cpu for r in runs),
            max(r.peak_growth for r in runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shares", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    began = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        parts = 1000 if args.smoke else args.shares  # smoke: one share of 1000, a few cases
        workdirs = [Path(folder) / f"share-{i}" for i in range(1 if args.smoke else args.shares)]
        for workdir in workdirs:
            workdir.mkdir()
        children = [
            subprocess.Popen([sys.executable, str(ROOT / "tests" / "hostile.py"), str(i), str(parts),
                              str(workdir), *(["--cold"] if args.smoke else [])], stdout=subprocess.PIPE, text=True)
            for i, workdir in enumerate(workdirs)
        ]
        shares = [json.loads(child.communicate()[0].splitlines()[-1]) for child in children]
        elapsed = time.perf_counter() - began
        base_wall, base_cpu, base_mem = _baseline(Path(folder), 3 if args.smoke else 50, warm=not args.smoke)
    costs = [cost for share in shares for cost in share["costs"]]
    failures = [failure for share in shares for failure in share["failures"]]
    worst_wall = max(costs, key=lambda c: c[0])
    worst_cpu = max(costs, key=lambda c: c[1])
    worst_mem = max(costs, key=lambda c: c[2])
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Hostile grid: {len(costs):,} cases in {elapsed:.1f} s on {args.shares} processes, "
          f"{len(failures)} failures; {os.cpu_count()} CPUs, load average {load}\n")
    print("| measure | worst case | value | median case | baseline (`hanoi --version`, same harness) "
          "| worst / baseline |")
    print("|---|---|--:|--:|--:|--:|")
    median_wall = statistics.median(c[0] for c in costs)
    median_cpu = statistics.median(c[1] for c in costs)
    median_mem = statistics.median(c[2] for c in costs)
    print(f"| wall time | `{worst_wall[3][:60]}` | {worst_wall[0] * 1000:.0f} ms | {median_wall * 1000:.1f} ms "
          f"| {base_wall * 1000:.1f} ms | {worst_wall[0] / base_wall:.0f}x |")
    print(f"| CPU time | `{worst_cpu[3][:60]}` | {worst_cpu[1] * 1000:.0f} ms | {median_cpu * 1000:.1f} ms "
          f"| {base_cpu * 1000:.1f} ms | {worst_cpu[1] / max(base_cpu, 1e-3):.0f}x |")
    print(f"| peak memory above the warm process | `{worst_mem[3][:60]}` | {worst_mem[2] / 2**20:.0f} MiB "
          f"| {median_mem / 2**20:.1f} MiB | {base_mem / 2**20:.1f} MiB | |")
    for failure in failures[:20]:
        print(f"\nFAILED {failure[:300]}")


if __name__ == "__main__":
    main()
