"""Benchmark of hanoi.verify against a plain baseline measured in the same run.

Run: ``uv run python benchmarks/bench_verify.py [--quick]``.  Prints Markdown tables.

- Speed: verify() on a ``hanoi solve --format json`` file, against the plain way of
  checking it (``json.load`` the file, then replay it with ``State.apply``), on the same
  16-disc file; then verify() alone on the 20-disc file (1,048,575 moves).
- Memory: each verification runs in a fresh subprocess that reports its peak RSS; the
  interpreter with ``hanoi`` and numpy imported is the floor.  ``json.load`` of the
  20-disc file is the baseline.  The 2**25-move text file (``--quick``: 2**22) checks
  that memory does not grow with the input.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import timeit
from collections.abc import Callable
from pathlib import Path

import numpy as np

import hanoi
from hanoi.cli.output import MoveFormat, write_blocks
from hanoi.three.algorithms import recursive_blocks
from hanoi.three.bulk import move_chunks
from hanoi.verify.report import verify


def plain_check(path: Path, n: int) -> bool:
    """The baseline: load the whole list, then replay it with the core's checked State.apply."""
    with open(path) as handle:
        moves = json.load(handle)
    state = hanoi.State.perfect(n)
    for disc, source, target in moves:
        state = state.apply(hanoi.Move(disc, source, target))
    return state == hanoi.State.perfect(n, peg=2)


def best(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` single runs, in seconds."""
    return min(timeit.repeat(fn, number=1, repeat=repeat))


def write_json(n: int, path: Path) -> None:
    with open(path, "wb") as handle:
        write_blocks(recursive_blocks(n), MoveFormat.JSON, handle)


def write_text(n: int, path: Path) -> None:
    """The canonical text of ``hanoi solve n`` ("1AC" lines), built from a lookup table."""
    table = [f"{d}{'ABC'[f]}{'ABC'[t]}\n".encode() for d in range(n + 1) for f in range(3) for t in range(3)]
    with open(path, "wb") as handle:
        for _, discs, pegs in move_chunks(n):
            codes = discs.astype(np.int64) * 9 + pegs[:, 0] * 3 + pegs[:, 1]
            handle.write(b"".join([table[code] for code in codes.tolist()]))


_CHILD = """
import json, sys, time
from pathlib import Path
from hanoi.verify.report import verify
kind, path, n = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
start = time.perf_counter()
if kind == "verify":
    report = verify(path, discs=n)
    ok = report.valid and report.solved and report.excess == 0
elif kind == "json.load":
    with open(path) as handle:
        ok = len(json.load(handle)) == 2**n - 1
else:
    ok = True
seconds = time.perf_counter() - start
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the forking parent
status = open("/proc/self/status").read()
peak = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"ok": ok, "seconds": seconds, "peak_mib": peak}))
"""


def child(kind: str, path: Path, n: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, kind, str(path), str(n)], capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(done.stdout)
    assert result["ok"], (kind, path)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="2**22 instead of 2**25 text moves")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    big = 12 if args.smoke else 22 if args.quick else 25
    small, large = (8, 10) if args.smoke else (16, 20)
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        files = {}
        for n in (small, large):
            files[n] = base / f"moves{n}.json"
            write_json(n, files[n])
        texts = {}
        for n in (large, big):
            texts[n] = base / f"moves{n}.txt"
            write_text(n, texts[n])

        ours16 = best(lambda: verify(files[small], discs=small), 5)
        plain16 = best(lambda: plain_check(files[small], small), 3)
        ours20 = statistics.median(child("verify", files[large], large)["seconds"]
                                   for _ in range(1 if args.smoke else 3))

        print(f"## Speed (best of 5, plain baseline best of 3, {large} discs: median of 3 fresh processes)\n")
        print("| input | moves | verify() | plain: json.load + State.apply | ratio |")
        print("|---|---:|---:|---:|---:|")
        print(f"| {small}-disc JSON ({files[small].stat().st_size / 2**20:.1f} MiB) | {2**small - 1:,} | "
              f"{ours16 * 1000:.1f} ms | {plain16 * 1000:.1f} ms | {plain16 / ours16:.1f}x faster |")
        print(f"| {large}-disc JSON ({files[large].stat().st_size / 2**20:.1f} MiB) | {2**large - 1:,} | "
              f"{ours20:.2f} s (target < 2 s) | not run (est. {plain16 * 16:.1f} s) | |")

        floor = child("import", files[small], small)
        rows = [
            ("python + hanoi + numpy imported (floor)", "", floor),
            (f"json.load of the {large}-disc JSON (baseline)", f"{2**large - 1:,}",
             child("json.load", files[large], large)),
            (f"verify {large}-disc JSON", f"{2**large - 1:,}", child("verify", files[large], large)),
            (f"verify {large}-disc text", f"{2**large - 1:,}", child("verify", texts[large], large)),
            (f"verify {big}-disc text ({texts[big].stat().st_size / 2**20:.0f} MiB)", f"{2**big - 1:,}",
             child("verify", texts[big], big)),
        ]
        print("\n## Peak memory (fresh process each)\n")
        print("| process | moves | peak RSS | above the floor | time |")
        print("|---|---:|---:|---:|---:|")
        for label, moves, result in rows:
            print(f"| {label} | {moves} | {result['peak_mib']:.0f} MiB | "
                  f"{result['peak_mib'] - floor['peak_mib']:.0f} MiB | {result['seconds']:.2f} s |")


if __name__ == "__main__":
    main()
