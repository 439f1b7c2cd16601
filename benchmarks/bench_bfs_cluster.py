"""Benchmark: the two-bit BFS on a local Dask cluster against the single-machine engine.

For each n and each number of local worker processes, in a fresh process each: the
wall time of ``cluster_bfs``, the peak resident memory of every worker
(``ru_maxrss``), its array bytes, the bytes of indices exchanged between workers per
layer, and the single-machine engine's time and peak memory measured in the same
run (the baseline) with the ratio.  On a 2-core machine more workers cannot be
faster: the point is the overhead and the traffic.  Every run's layers must equal
the single-machine layers, and the eccentricity OEIS A382111.

Then a projection for n = 19..22 (4 pegs) and 14..16 (5 pegs), computed from the
measured figures, with the computation printed:

- stored states and array bytes: from the plan (``make_plan``), exactly as the search
  allocates them;
- workers at 16 GiB each: the array over ``0.8 * 16 GiB`` (the share of a worker's
  memory the search allows itself), rounded up, after the measured fixed cost of a
  worker process (peak RSS minus its arrays) is taken off each worker's 16 GiB;
- traffic: the measured indices sent between partitions per stored state, at the
  largest n measured for those pegs, scaled by ``2**-(n - n0)`` (a cut edge is a move
  of one of the k largest discs, about ``2**-(n-k)`` of the edges, see
  docs/distributed-bfs.md), times the stored states, 8 bytes an index, times the share
  ``(W - 1) / W`` that leaves a worker; per layer: over the number of layers
  (eccentricity + 1: A382111 up to n = 20, and past it the Frame–Stewart number + 1,
  a lower bound, so the mean per layer there is an upper bound; for 5 pegs the
  measured layers grown by the measured ratio per disc);
- hours on 64 cores: the measured core-seconds per stored state of the cluster run
  at the largest n (wall time times cores used, over stored states), times the stored
  states, over 64 cores, plus the traffic at 1 GB/s per worker.

    python benchmarks/bench_bfs_cluster.py                      # n = 14, 15, 16 on 1, 2, 4 workers
    python benchmarks/bench_bfs_cluster.py --ns 14 --workers 1 2  # a quick check
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import resource
import subprocess
import sys
import time
from typing import Any

A382111 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 130, 161, 193, 225, 257, 294]

GIB = 1 << 30


def child(kind: str, n: int, pegs: int, workers: int, processes: bool = True) -> None:
    """One measurement, in this fresh process, printed as JSON (the smoke run's workers are threads of it)."""
    from hanoi.space.bfs import bfs_layers

    if kind == "single":
        bfs_layers(6, pegs=pegs)  # load the kernel before the clock starts
        began = time.perf_counter()
        result = bfs_layers(n, pegs=pegs)
        seconds = time.perf_counter() - began
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        print(json.dumps({"seconds": seconds, "peak": peak, "layers": list(result.layers),
                          "stored": result.stored_states, "threads": os.cpu_count()}))
        return
    import distributed

    from hanoi.space.cluster import cluster_bfs

    cores = os.cpu_count() or 1
    per_worker = max(1, cores // workers)
    with distributed.LocalCluster(n_workers=workers, threads_per_worker=per_worker, processes=processes,
                                  dashboard_address=None, host="127.0.0.1" if processes else None,
                                  silence_logs=50) as local, \
            distributed.Client(local) as client:
        cluster_bfs(6, pegs=pegs, cluster=client)  # each worker loads the kernel
        began = time.perf_counter()
        result = cluster_bfs(n, pegs=pegs, cluster=client)
        seconds = time.perf_counter() - began
    print(json.dumps({
        "seconds": seconds, "layers": list(result.layers), "stored": result.stored_states,
        "partitions": result.partitions, "layer_bytes": list(result.layer_bytes),
        "layer_local_bytes": list(result.layer_local_bytes), "threads": per_worker * workers,
        "memory": [dict(m) for m in result.memory.values()],
    }))


def measure(kind: str, n: int, pegs: int, workers: int, timeout: float, processes: bool = True, *,
            fresh: bool = True) -> dict[str, Any] | None:
    """One measurement, in a fresh process (``fresh=False``, the smoke run: in this one, the same JSON)."""
    if not fresh:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            child(kind, n, pegs, workers, processes)
        return dict(json.loads(printed.getvalue().strip().splitlines()[-1]))
    command = [sys.executable, __file__, "--child", kind, str(n), str(pegs), str(workers),
               "processes" if processes else "threads"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        print(f"<!-- {kind} n={n} pegs={pegs} workers={workers}: no result in {timeout:.0f} s -->", file=sys.stderr)
        return None
    except subprocess.CalledProcessError as error:
        print(f"<!-- {kind} n={n} failed: {error.stderr.strip()[-800:]} -->", file=sys.stderr)
        return None
    data: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def size(count: float) -> str:
    for unit, scale in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= scale:
            return f"{count / scale:.3g} {unit}"
    return f"{count:.0f} B"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--ns", type=int, nargs="+", default=[14, 15, 16])
    parser.add_argument("--pegs5", type=int, nargs="*", default=[11, 12], help="5-peg sizes for the projection")
    parser.add_argument("--core-ns", type=float, help="4-peg core-ns per stored state for the projection [measured]")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--timeout", type=float, default=1800)
    parser.add_argument("--save", metavar="FILE", help="write the measurements as JSON")
    parser.add_argument("--load", metavar="FILE", help="project from saved measurements instead of measuring")
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.ns, args.pegs5, args.workers = [7], [], [1]
    if args.child:
        child(args.child[0], int(args.child[1]), int(args.child[2]), int(args.child[3]), args.child[4] == "processes")
        return
    if args.load:
        with open(args.load) as handle:
            saved = json.load(handle)
        project({(int(k.split(",")[0]), int(k.split(",")[1])): v for k, v in saved.items()}, args.core_ns)
        return

    print(f"machine: {os.cpu_count()} cores; each worker gets cores / workers threads; single machine: all cores\n")
    print("| pegs | n | workers | partitions | time | single machine | overhead | peak RSS per worker (max) "
          "| arrays per worker (max) | exchanged in all | per layer: mean, max | layers equal |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    runs: dict[tuple[int, int], list[dict[str, Any]]] = {}
    failures = 0  # runs that failed or whose layers disagree: the script ends non-zero, so the smoke test sees them
    sizes = [(4, n) for n in args.ns] + [(5, n) for n in args.pegs5]
    for pegs, n in sizes:
        single = measure("single", n, pegs, 0, args.timeout, fresh=not args.smoke)
        for workers in args.workers:
            # smoke: the cluster's worker is a thread of this process, as is the measuring (a fresh process
            # imports numba and loads the kernels again: a second or two each); tests/test_bfs_cluster.py
            # runs worker processes
            run = measure("cluster", n, pegs, workers, args.timeout, processes=not args.smoke, fresh=not args.smoke)
            if run is None or single is None:
                print(f"| {pegs} | {n} | {workers} | - | failed | - | - | - | - | - | - | - |")
                failures += 1
                continue
            run["workers"] = workers
            run["single"] = single
            runs.setdefault((pegs, n), []).append(run)
            ok = run["layers"] == single["layers"] and (pegs != 4 or len(run["layers"]) - 1 == A382111[n])
            failures += not ok
            sent = run["layer_bytes"]
            print(f"| {pegs} | {n} | {workers} | {run['partitions']} | {run['seconds']:.2f} s "
                  f"| {single['seconds']:.2f} s, {size(single['peak'])} | {run['seconds'] / single['seconds']:.1f}x "
                  f"| {size(max(m['peak_rss'] for m in run['memory']))} "
                  f"| {size(max(m['arrays'] for m in run['memory']))} | {size(sum(sent))} "
                  f"| {size(sum(sent) / len(sent))}, {size(max(sent))} | {'yes' if ok else 'NO'} |", flush=True)
    print()
    if args.save:
        with open(args.save, "w") as handle:
            json.dump({f"{pegs},{n}": value for (pegs, n), value in runs.items()}, handle)
    project(runs, args.core_ns)
    if failures:
        sys.exit(f"bench_bfs_cluster: {failures} run(s) failed or disagreed with the single machine")


def project(runs: dict[tuple[int, int], list[dict[str, Any]]], core_ns: float | None) -> None:
    """The projection table, from the largest measured n of each peg count."""
    from hanoi import State
    from hanoi.kpegs import frame_stewart
    from hanoi.space.cluster import MEMORY_SHARE
    from hanoi.space.kernel import make_plan

    cluster_cores, worker_gib, worker_cores, bandwidth = 64, 16, 16, 1e9
    print(f"Projection: {cluster_cores} cores in all, over workers of {worker_gib} GiB: "
          f"{cluster_cores // worker_cores} of {worker_cores} cores, or more workers (of fewer cores) "
          "when the array needs them; "
          f"{bandwidth / 1e9:g} GB/s per worker\n")
    print("| pegs | n | stored states | two-bit array | workers at 16 GiB (needed, used) | traffic in all "
          "| per layer (mean) | hours on 64 cores |")
    print("|---|---|---|---|---|---|---|---|")
    notes = []
    for pegs, targets in ((4, range(19, 23)), (5, range(14, 17))):
        measured = [key for key in runs if key[0] == pegs]
        if not measured:
            continue
        n0 = max(k[1] for k in measured)
        base = max(runs[(pegs, n0)], key=lambda r: r["workers"])  # the most workers: traffic between them
        stored0 = base["stored"]
        partitions_traffic = sum(base["layer_bytes"]) + sum(base["layer_local_bytes"])
        per_state = partitions_traffic / 8 / stored0  # indices sent between partitions per stored state
        shrink, how = 0.5, "2**-1 per disc (the cut of the k largest discs)"
        if (pegs, n0 - 1) in runs:
            before = max(runs[(pegs, n0 - 1)], key=lambda r: r["workers"])
            earlier = (sum(before["layer_bytes"]) + sum(before["layer_local_bytes"])) / 8 / before["stored"]
            shrink, how = per_state / earlier, f"x{per_state / earlier:.3f} per disc, measured from n = {n0 - 1}"
        single = base["single"]
        layers0 = len(base["layers"])
        # the cluster's time is the engine's work plus a cost per layer (the bulk-synchronous rounds of Dask)
        per_layer = max(0.0, base["seconds"] - single["seconds"]) / layers0
        given = core_ns is not None and pegs == 4
        core_seconds = core_ns * 1e-9 if given and core_ns else single["seconds"] * single["threads"] / stored0
        fixed = max(m["peak_rss"] - m["arrays"] for m in base["memory"])  # a worker's own cost
        growth = 1.0
        if (pegs, n0 - 1) in runs:
            growth = layers0 / len(runs[(pegs, n0 - 1)][0]["layers"])
        notes.append(
            f"- {pegs} pegs, from n0 = {n0} on {base['workers']} workers: {per_state:.3e} indices between partitions "
            f"per stored state ({how}), {core_seconds * 1e9:.2f} core-ns per stored state "
            f"({'given' if given else 'the single-machine engine'}), {per_layer * 1e3:.1f} ms per layer of "
            f"cluster overhead, {size(fixed)} fixed per worker, {layers0} layers"
            + (f" (x{growth:.3f} per disc)" if pegs != 4 else "")
        )
        for n in targets:
            plan = make_plan(State.perfect(n, pegs=pegs), True, 8, prefix=True)
            room = (worker_gib * GIB - fixed) * MEMORY_SHARE
            needed = max(1, math.ceil(plan.bytes / room))
            workers = max(needed, cluster_cores // worker_cores)
            indices = per_state * shrink ** (n - n0) * plan.stored
            traffic = indices * 8 * (workers - 1) / workers
            if pegs == 4:
                layers = (A382111[n] if n < len(A382111) else frame_stewart(n, 4)) + 1
            else:
                layers = layers0 * growth ** (n - n0)
            seconds = core_seconds * plan.stored / cluster_cores + per_layer * layers + traffic / workers / bandwidth
            hours = seconds / 3600
            print(f"| {pegs} | {n} | {plan.stored:.3g} | {size(plan.bytes)} | {needed}, {workers} | {size(traffic)} "
                  f"| {size(traffic / layers)} | {hours:.2f} |")
    print()
    print("Computed as: needed = ceil(array / ((16 GiB - fixed) * 0.8)), workers = max(needed, 64 / 16);\n"
          "traffic = per_state * shrink**(n - n0) "
          "* stored * 8 B * (workers - 1) / workers; hours = (core-ns per state * stored / 64 cores + ms per layer "
          "* layers + traffic / workers / 1 GB/s) / 3600.  Measured inputs:")
    print("\n".join(notes))


if __name__ == "__main__":
    main()
