"""Benchmark: exhaustive BFS of the four- and five-peg puzzles against a plain one-byte BFS.

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
    python benchmarks/bench_bfs.py --pegs 5 --min-n 9 --max-n 13 --baseline-max-n 12

The eccentricity of every four-peg run is checked against OEIS A382111 and the distance
to the other perfect towers against A007664 (five pegs: the distance against A007665, the
eccentricity against docs/records/b-five-pegs-eccentricity.txt); the engine's layers must
equal the baseline's wherever both ran.  Three-peg layers are checked against A001316.
"""

from __future__ import annotations

import argparse
import contextlib
import io
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
# OEIS A007665 (Frame-Stewart, 5 pegs), with a(0) = 0 prepended.
A007665 = [0, 1, 3, 5, 7, 11, 15, 19, 23, 27, 31, 39, 47, 55, 63, 71, 79, 87, 95, 103, 111]
RECORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "records",
                       "b-five-pegs-eccentricity.txt")


def five_peg_eccentricity() -> dict[int, int]:
    """The published five-peg eccentricities (docs/records), n -> e."""
    try:
        with open(RECORDS) as handle:
            return {int(a): int(b) for a, b in (line.split() for line in handle if line.strip())}
    except OSError:
        return {}


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


@njit(cache=True)
def plain_bfs_pegs(n: int, p: int) -> Any:  # pragma: no cover - compiled
    """Any number of pegs (base-p digits), one byte a state, a full scan of the array per layer."""
    total = p**n
    depth = np.full(total, 255, np.uint8)
    depth[0] = 0
    layers = [1]
    tops = np.empty(p, np.int64)
    pw = np.empty(max(n, 1), np.int64)
    for i in range(n):
        pw[i] = p**i
    d = 0
    while True:
        count = 0
        for s in range(total):
            if depth[s] != d:
                continue
            for peg in range(p):
                tops[peg] = n + 1
            seen = 0
            x = s
            for i in range(n):  # the top disc of each peg
                peg = x % p
                x //= p
                if tops[peg] > n:
                    tops[peg] = i + 1
                    seen += 1
                    if seen == p:
                        break
            for a in range(p):
                disc = tops[a]
                if disc > n:
                    continue
                for b in range(p):
                    if b != a and tops[b] > disc:
                        t = s + (b - a) * pw[disc - 1]
                        if depth[t] == 255:
                            depth[t] = d + 1
                            count += 1
        if count == 0:
            return layers
        layers.append(count)
        d += 1


def child(kind: str, n: int, pegs: int = 4) -> None:
    """Run one measurement in this process and print it as JSON."""
    if kind == "engine":
        from hanoi.space.bfs import bfs_layers

        bfs_layers(6, pegs=pegs)  # compile or load the kernel before the clock starts
        start = time.perf_counter()
        result = bfs_layers(n, pegs=pegs, progress=sys.stderr.isatty())
        seconds = time.perf_counter() - start
        data = {"layers": list(result.layers), "perfect": result.perfect_distances[pegs - 1],
                "array_bytes": result.memory_bytes, "stored": result.stored_states}
    elif pegs == 4:
        plain_bfs(4)
        start = time.perf_counter()
        layers = plain_bfs(n)
        seconds = time.perf_counter() - start
        data = {"layers": list(layers), "perfect": None, "array_bytes": 4**n, "stored": 4**n}
    else:
        plain_bfs_pegs(4, pegs)
        start = time.perf_counter()
        layers = plain_bfs_pegs(n, pegs)
        seconds = time.perf_counter() - start
        data = {"layers": list(layers), "perfect": None, "array_bytes": pegs**n, "stored": pegs**n}
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux
    print(json.dumps({"seconds": seconds, "peak": peak, **data}))


def measure(kind: str, n: int, timeout: float, pegs: int = 4, *, fresh: bool = True) -> dict[str, Any] | None:
    """One measurement, in a fresh process (``fresh=False``, the smoke run: in this one, the same JSON)."""
    if not fresh:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            child(kind, n, pegs)
        return dict(json.loads(printed.getvalue().strip().splitlines()[-1]))
    command = [sys.executable, __file__, "--child", kind, str(n), "--pegs", str(pegs)]
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
    parser.add_argument("--pegs", type=int, choices=(4, 5), default=4)
    parser.add_argument("--child", nargs=2, metavar=("KIND", "N"), help=argparse.SUPPRESS)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.min_n = args.max_n = args.baseline_max_n = 6
    if args.child:
        child(args.child[0], int(args.child[1]), args.pegs)
        return
    p = args.pegs
    eccentricity = dict(enumerate(A382111)) if p == 4 else five_peg_eccentricity()
    perfect = A007664 if p == 4 else A007665
    names = ("A382111", "A007664") if p == 4 else ("docs/records", "A007665")
    print(f"machine: {os.cpu_count()} cores; {p} pegs; engine threads: all; baseline: 1 thread\n")
    print(f"| n | states | eccentricity ({names[0]}) | perfect ({names[1]}) | engine time | engine peak RSS "
          "| bytes/state (array, peak) | baseline time | baseline peak RSS | speed-up | memory ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in range(args.min_n, args.max_n + 1):
        engine = measure("engine", n, args.timeout, p, fresh=not args.smoke)
        base = measure("baseline", n, args.timeout, p, fresh=not args.smoke) if n <= args.baseline_max_n else None
        states = p**n
        row = [str(n), f"{states:.3g}"]
        if engine is None:
            print("| " + " | ".join([*row, "-", "-", "timeout", "-", "-", "-", "-", "-", "-"]) + " |")
            continue
        ecc = len(engine["layers"]) - 1
        row += [f"{ecc} ({'ok' if ecc == eccentricity.get(n, ecc) else 'MISMATCH'}"
                f"{'' if n in eccentricity else ', unpublished'})",
                f"{engine['perfect']} ({'ok' if n >= len(perfect) or engine['perfect'] == perfect[n] else 'MISMATCH'})",
                fmt_time(engine["seconds"]), fmt_bytes(engine["peak"]),
                f"{engine['array_bytes'] / states:.4f}, {engine['peak'] / states:.4f}"]
        if base is not None:
            same = "" if base["layers"] == engine["layers"] else " (LAYERS DIFFER)"
            row += [fmt_time(base["seconds"]) + same, fmt_bytes(base["peak"]),
                    f"{base['seconds'] / engine['seconds']:.1f}x", f"{base['peak'] / engine['peak']:.1f}x"]
        else:
            row += ["-", "-", "-", "-"]
        print("| " + " | ".join(row) + " |", flush=True)
    if p == 4:
        print()
        for n in (6,) if args.smoke else (10, 16):
            print(three_pegs(n))


if __name__ == "__main__":
    main()
