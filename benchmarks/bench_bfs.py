"""Benchmark: exhaustive BFS of the four-peg puzzle against a plain one-byte BFS.

Prints a Markdown table: for each n, the engine's time and peak memory
(``resource.getrusage``), its bytes per state, and the same figures for the baseline
measured in the same run, with the ratio.  The baseline is the obvious loop: one
thread, one byte per state holding its depth (255 = unseen), every layer a scan of
the whole array, compiled with numba.  Each measurement runs in a fresh process, so
the peak memory is that search's own, and the kernels are compiled (or loaded from
numba's cache) before the clock starts.

    python benchmarks/bench_bfs.py                  # n = 12..15, baseline n <= 15
    python benchmarks/bench_bfs.py --max-n 17 --baseline-max-n 16
    python benchmarks/bench_bfs.py --max-n 18       # the stretch goal, about 3 GiB

The eccentricity of every run is checked against OEIS A382111 and the distance to
the other perfect towers against A007664; the engine's layers must equal the
baseline's wherever both ran.  Three-peg layers are checked against A001316.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from typing import Any

import numpy as np
from numba import njit

A382111 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 130, 161, 193, 225, 257, 294]
A007664 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129, 161, 193, 225, 257, 289]


@njit(cache=True)
def plain_bfs(n: int) -> Any:  # pragma: no cover - compiled
    """Four pegs, one byte a state (its depth), a full scan of the array per layer."""
    total = 4**n
    depth = np.full(total, 255, np.uint8)
    depth[0] = 0
    layers = [1]
    tops = np.empty(4, np.int64)
    d = 0
    while True:
        count = 0
        for s in range(total):
            if depth[s] != d:
                continue
            for peg in range(4):
                tops[peg] = n + 1
            seen = 0
            for i in range(n):  # the top disc of each peg
                peg = (s >> (2 * i)) & 3
                if tops[peg] > n:
                    tops[peg] = i + 1
                    seen += 1
                    if seen == 4:
                        break
            for a in range(4):
                disc = tops[a]
                if disc > n:
                    continue
                for b in range(4):
                    if b != a and tops[b] > disc:
                        t = s + ((b - a) << (2 * (disc - 1)))
                        if depth[t] == 255:
                            depth[t] = d + 1
                            count += 1
        if count == 0:
            return layers
        layers.append(count)
        d += 1


def child(kind: str, n: int) -> None:
    """Run one measurement in this process and print it as JSON."""
    if kind == "engine":
        from hanoi.space.bfs import bfs_layers

        bfs_layers(6, pegs=4)  # compile or load the kernel before the clock starts
        start = time.perf_counter()
        result = bfs_layers(n, pegs=4, progress=sys.stderr.isatty())
        seconds = time.perf_counter() - start
        data = {"layers": list(result.layers), "perfect": result.perfect_distances[3],
                "array_bytes": result.memory_bytes, "stored": result.stored_states}
    else:
        plain_bfs(4)
        start = time.perf_counter()
        layers = plain_bfs(n)
        seconds = time.perf_counter() - start
        data = {"layers": list(layers), "perfect": None, "array_bytes": 4**n, "stored": 4**n}
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux
    print(json.dumps({"seconds": seconds, "peak": peak, **data}))


def measure(kind: str, n: int, timeout: float) -> dict[str, Any] | None:
    command = [sys.executable, __file__, "--child", kind, str(n)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        print(f"<!-- {kind} n={n}: no result within {timeout:.0f} s -->", file=sys.stderr)
        return None
    except subprocess.CalledProcessError as error:
        print(f"<!-- {kind} n={n} failed: {error.stderr.strip()[-500:]} -->", file=sys.stderr)
        return None
    data: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def fmt_time(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds < 100 else f"{seconds:.0f} s"


def fmt_bytes(count: float) -> str:
    return f"{count / 2**30:.2f} GiB" if count >= 2**30 else f"{count / 2**20:.0f} MiB"


def three_pegs(n: int) -> str:
    from hanoi.space.bfs import bfs_layers

    start = time.perf_counter()
    layers = bfs_layers(n).layers
    seconds = time.perf_counter() - start
    ok = layers == tuple(2 ** bin(d).count("1") for d in range(2**n))
    return f"3 pegs, n = {n}: {len(layers)} layers, A001316 {'matches' if ok else 'DOES NOT MATCH'} ({seconds:.1f} s)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min-n", type=int, default=12)
    parser.add_argument("--max-n", type=int, default=15)
    parser.add_argument("--baseline-max-n", type=int, default=15)
    parser.add_argument("--timeout", type=float, default=1500, help="seconds per measurement")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    print(f"machine: {os.cpu_count()} cores; engine threads: all; baseline: 1 thread\n")
    print("| n | states | eccentricity (A382111) | perfect (A007664) | engine time | engine peak RSS "
          "| bytes/state (array, peak) | baseline time | baseline peak RSS | speed-up | memory ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in range(args.min_n, args.max_n + 1):
        engine = measure("engine", n, args.timeout)
        base = measure("baseline", n, args.timeout) if n <= args.baseline_max_n else None
        states = 4**n
        row = [str(n), f"{states:.3g}"]
        if engine is None:
            print("| " + " | ".join([*row, "-", "-", "timeout", "-", "-", "-", "-", "-", "-"]) + " |")
            continue
        ecc = len(engine["layers"]) - 1
        row += [f"{ecc} ({'ok' if n >= len(A382111) or ecc == A382111[n] else 'MISMATCH'})",
                f"{engine['perfect']} ({'ok' if n >= len(A007664) or engine['perfect'] == A007664[n] else 'MISMATCH'})",
                fmt_time(engine["seconds"]), fmt_bytes(engine["peak"]),
                f"{engine['array_bytes'] / states:.4f}, {engine['peak'] / states:.4f}"]
        if base is not None:
            same = "" if base["layers"] == engine["layers"] else " (LAYERS DIFFER)"
            row += [fmt_time(base["seconds"]) + same, fmt_bytes(base["peak"]),
                    f"{base['seconds'] / engine['seconds']:.1f}x", f"{base['peak'] / engine['peak']:.1f}x"]
        else:
            row += ["-", "-", "-", "-"]
        print("| " + " | ".join(row) + " |", flush=True)
    print()
    for n in (10, 16):
        print(three_pegs(n))


if __name__ == "__main__":
    main()
