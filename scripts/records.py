"""Reproduce docs/records/ in one command: the five-peg eccentricity table and the four-peg cross-checks.

    uv run python scripts/records.py five-pegs --max-n 16 --work /work/records-ck/p5
    uv run python scripts/records.py four-pegs --n 17 18 --work /work/records-ck/p4
    uv run python scripts/records.py publish --five /work/records-ck/p5 --four /work/records-ck/p4

``five-pegs`` and ``four-pegs`` run ``hanoi bfs N --pegs P --threads T --checkpoint WORK/ckN
--format json > WORK/nN.json`` for every n that has no JSON yet (each resumes from its
checkpoint after a stop: run the same command again).  ``publish`` reads those JSON files and
writes docs/records/: the per-layer counts (CSV and JSON), the OEIS-style b-file of the
five-peg eccentricity, a witness path for each sampled farthest state (checked by
``hanoi verify``), and the tables of docs/records/index.md between its marker lines.

A witness path is an upper bound on the distance that any reader can replay; the BFS is the
lower bound: a path as long as the eccentricity proves it.  Paths are built from
Frame-Stewart solutions (hanoi.kpegs.fs_solve) on sub-sets of the pegs: a perfect tower on
another peg is a Frame-Stewart solution; a state whose largest disc alone has left the
start peg is reached by moving the other discs, in groups from the smallest, each as a
Frame-Stewart tower onto its own free peg using the pegs the smaller groups leave, then the
largest disc, then the groups back (the best group sizes); other states use the exact
search of hanoi.paths.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hanoi import Move, State
from hanoi.kpegs import frame_stewart, fs_solve
from hanoi.paths import path_search

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "docs" / "records"
HANOI = str(Path(sys.executable).parent / "hanoi")
PUZZLESEARCH = ROOT / "tests" / "fixtures" / "puzzlesearch" / "hanoi-search-tests.json"
LETTERS = "ABCDEFGHIJ"


# --------------------------------------------------------------------------- running the searches
def run_bfs(n: int, pegs: int, work: Path, threads: int) -> dict[str, Any]:
    """The JSON of ``hanoi bfs n --pegs pegs``, from ``work/n{n}.json`` or a (resumed) run."""
    out = work / f"n{n}.json"
    if not out.exists():
        work.mkdir(parents=True, exist_ok=True)
        command = [HANOI, "bfs", str(n), "--pegs", str(pegs), "--threads", str(threads), "--checkpoint",
                   str(work / f"ck{n}"), "--checkpoint-every", "1200", "--format", "json"]
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        out.write_text(done.stdout)
    data: dict[str, Any] = json.loads(out.read_text())
    return data


# --------------------------------------------------------------------------- witness paths
def _mapped(moves: Iterator[Move], order: list[int], offset: int) -> list[Move]:
    return [Move(m.disc + offset, order[m.source], order[m.target]) for m in moves]


def _backwards(moves: list[Move]) -> list[Move]:
    return [Move(m.disc, m.target, m.source) for m in reversed(moves)]


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def witness(goal: State) -> list[Move]:
    """A path from the perfect tower on peg A to ``goal`` as short as the construction allows."""
    n, p = goal.n, goal.pegs
    pos = goal.positions  # pos[i] is the peg of disc i + 1
    if len(set(pos)) == 1:
        return list(fs_solve(n, pegs=p, source=0, target=pos[0]))
    if n >= 2 and all(q == 0 for q in pos[:-1]) and pos[-1] != 0:
        big = pos[-1]
        others = [q for q in range(1, p) if q != big]
        best: list[Move] | None = None
        for sizes in _compositions(n - 1, len(others)):
            out: list[Move] = []
            offset = 0
            for i, size in enumerate(sizes):  # group i goes to others[i] on the pegs the smaller groups leave
                order = [0, others[i], *others[i + 1:], big]
                if size:
                    out += _mapped(fs_solve(size, pegs=len(order), source=0, target=1), order, offset)
                offset += size
            path = [*out, Move(n, 0, big), *_backwards(out)]
            if best is None or len(path) < len(best):
                best = path
        assert best is not None
        return best
    return list(path_search(State.perfect(n, pegs=p), goal, max_seconds=600, max_nodes=10**9).moves())


def replay(goal: State, moves: list[Move]) -> bool:
    state = State.perfect(goal.n, pegs=goal.pegs)
    for move in moves:
        state = state.apply(move)
    return state == goal


def verify(goal: State, path: Path) -> dict[str, Any]:
    """``hanoi verify`` on a witness file: its JSON report."""
    command = [HANOI, "verify", str(path), "--pegs", str(goal.pegs), "--start", "A" * goal.n, "--goal", str(goal),
               "--notation", "canonical", "--format", "json"]
    done = subprocess.run(command, capture_output=True, text=True)
    report: dict[str, Any] = json.loads(done.stdout)
    report["exit"] = done.returncode
    return report


# --------------------------------------------------------------------------- publishing
def publish_five(work: Path) -> list[dict[str, Any]]:
    rows = []
    witnesses = RECORDS / "witnesses"
    witnesses.mkdir(parents=True, exist_ok=True)
    for n in range(1, 40):
        path = work / f"n{n}.json"
        if not path.exists():
            break
        data = json.loads(path.read_text())
        assert data["complete"] and data["states"] == 5**n, path
        paths = []
        for text in data["farthest"][:4]:
            goal = State.parse(text, pegs=5)
            moves = witness(goal)
            assert replay(goal, moves), (n, text)
            name = f"five-pegs-n{n:02d}-{text}.txt" if n <= 20 else f"five-pegs-n{n:02d}-{len(paths)}.txt"
            file = witnesses / name
            file.write_text("".join(f"{m}\n" for m in moves))
            report = verify(goal, file)
            paths.append({"state": text, "moves": len(moves), "file": f"witnesses/{name}",
                          "verified": report["exit"] == 0 and report.get("solved") is True,
                          "optimal": len(moves) == data["eccentricity"]})
        rows.append({"n": n, "eccentricity": data["eccentricity"], "at_eccentricity": data["at_eccentricity"],
                     "frame_stewart": frame_stewart(n, 5), "perfect_distances": data["perfect_distances"],
                     "layers": data["layers"], "states": data["states"], "stored_states": data["stored_states"],
                     "seconds": data["seconds"], "farthest": paths})
    return rows


def write_five(rows: list[dict[str, Any]]) -> None:
    RECORDS.mkdir(parents=True, exist_ok=True)
    (RECORDS / "five-pegs.json").write_text(json.dumps(
        {"pegs": 5, "start": "the perfect tower on peg A", "command": "hanoi bfs N --pegs 5 --format json",
         "rows": rows}, indent=1) + "\n")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["n", "depth", "states"])
    for row in rows:
        for depth, count in enumerate(row["layers"]):
            writer.writerow([row["n"], depth, count])
    (RECORDS / "five-pegs-layers.csv").write_text(buffer.getvalue())
    (RECORDS / "b-five-pegs-eccentricity.txt").write_text(
        "".join(f"{row['n']} {row['eccentricity']}\n" for row in rows))


def write_four(work: Path) -> list[dict[str, Any]]:
    reference = json.loads(PUZZLESEARCH.read_text())["expected"]
    rows = []
    for n in range(1, 40):
        path = work / f"n{n}.json"
        if not path.exists():
            continue
        data = json.loads(path.read_text())
        layers = {"n": n, "pegs": 4, "layers": data["layers"], "orbit_layers": data["orbit_layers"],
                  "eccentricity": data["eccentricity"], "at_eccentricity": data["at_eccentricity"],
                  "perfect_distances": data["perfect_distances"], "seconds": data["seconds"],
                  "command": f"hanoi bfs {n} --pegs 4 --threads 1 --format json"}
        (RECORDS / f"four-pegs-{n}.json").write_text(json.dumps(layers, indent=1) + "\n")
        compared = []
        for name, entry in reference.items():
            theirs = [int(x) for x in entry["expected"].split()]
            ours = data["orbit_layers"][: len(theirs)]
            first = next((d for d, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b), None)
            compared.append({"test": name, "their_n": entry["n"], "levels": len(theirs), "first_difference": first})
        rows.append({"n": n, "eccentricity": data["eccentricity"], "compared": compared})
    return rows


def _table(rows: list[dict[str, Any]]) -> str:
    lines = ["| n | eccentricity | states at it | Frame–Stewart (A007665) | difference | witnesses (moves, verified) "
             "| orbits stored | seconds |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        seen = ", ".join(f"[{w['state']}]({w['file']}) ({w['moves']}, {'yes' if w['verified'] else 'NO'})"
                         for w in row["farthest"])
        lines.append(f"| {row['n']} | {row['eccentricity']} | {row['at_eccentricity']} | {row['frame_stewart']} | "
                     f"{row['eccentricity'] - row['frame_stewart']:+d} | {seen} | {row['stored_states']} | "
                     f"{row['seconds']:.1f} |")
    return "\n".join(lines)


def update_page(five: list[dict[str, Any]]) -> None:
    page = RECORDS / "index.md"
    text = page.read_text()
    begin, end = "<!-- five-pegs table: scripts/records.py -->", "<!-- end of five-pegs table -->"
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    page.write_text(f"{head}{begin}\n{_table(five)}\n{end}{tail}")


# --------------------------------------------------------------------------- geodesic counts
def run_geodesics(n: int, pegs: int, targets: tuple[str, ...], work: Path, methods: tuple[str, ...],
                  middle_max_n: int) -> list[dict[str, Any]]:
    """Shortest paths to the perfect tower on A from ``targets``: ``tower`` (the tower on the last peg),
    ``farthest`` (the largest disc alone on B), by each of ``methods``; one JSON a target in ``work``.

    Both walk to the tower on A, so they share its search; the middle method of ``farthest`` needs a
    search from BAA...A too (6 orbits fewer than the tower's), run only for n <= ``middle_max_n``.
    """
    from hanoi.space.geodesics import count_geodesics, geodesic_memory, projected_seconds

    tower = State.perfect(n, pegs=pegs)
    oracles: dict[State, Any] = {}
    rows = []
    for target in targets:
        out = work / f"geodesics-p{pegs}-{target}-n{n:02d}.json"
        if out.exists():
            rows.append(json.loads(out.read_text()))
            continue
        work.mkdir(parents=True, exist_ok=True)
        start = State.perfect(n, pegs=pegs, peg=pegs - 1) if target == "tower" else State((0,) * (n - 1) + (1,), pegs)
        chosen = methods if target == "tower" or n <= middle_max_n else tuple(m for m in methods if m != "middle")
        searches = [s for s in ([tower] + ([start] if target == "farthest" and "middle" in chosen else []))
                    if s not in oracles]
        projected = sum(projected_seconds(s) for s in searches)
        print(f"p={pegs} n={n} {target}: projected {projected:.0f} s for {len(searches)} search(es), "
              f"{max([geodesic_memory(s) for s in searches] or [0]) / 2**30:.2f} GiB", flush=True)
        row: dict[str, Any] = {"n": n, "pegs": pegs, "start": str(start), "goal": str(tower),
                               "projected_seconds": round(projected, 1)}
        for method in chosen:
            result = count_geodesics(start, tower, method=method, oracles=oracles, max_memory=9 << 30)
            row[method] = result.to_dict()
        row["paths"] = row[chosen[0]]["paths"]
        row["agree"] = len({row[m]["paths"] for m in chosen}) == 1
        row["methods"] = list(chosen)
        row["distance"] = row[chosen[0]]["distance"]
        out.write_text(json.dumps(row, indent=1) + "\n")
        rows.append(row)
        oracles.pop(start, None)
    return rows


A143807 = [1, 2, 2, 22, 40, 18, 2468, 11698, 11426, 2178, 74056628]  # OEIS, offset 1: every published term


def _geodesic_rows(work: Path, pegs: int, target: str) -> list[dict[str, Any]]:
    """The rows of one table from n = 1 on, each with every method that ran on it (they must agree)."""
    rows = []
    for n in range(1, 40):
        path = work / f"geodesics-p{pegs}-{target}-n{n:02d}.json"
        half = work / f"geodesics-p{pegs}-half-n{n:02d}.json"
        if path.exists():
            row = json.loads(path.read_text())
        elif target == "tower" and half.exists():
            row = {"n": n, "pegs": pegs, "methods": []}
        else:
            break  # a b-file has no gaps
        if target == "tower" and half.exists():
            row["half"] = json.loads(half.read_text())
            row["methods"] = [*row["methods"], "half"]
            row.setdefault("paths", row["half"]["paths"])
            row.setdefault("distance", row["half"]["distance"])
            assert len({m[2] for m in row["half"]["meetings"]}) == 1, half
        assert all(row[m]["paths"] == row["paths"] for m in row["methods"]), (path, row["methods"])
        assert len({row[m]["distance"] for m in row["methods"]}) == 1, path
        row["agree"] = True
        rows.append(row)
    return rows


def _geodesic_table(rows: list[dict[str, Any]], published: list[int] | None) -> str:
    columns = ["n", "moves", "shortest paths", *(["OEIS A143807"] if published else []), "methods (all agree)",
               "geodesic states", "search s", "peak RSS"]
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for row in rows:
        n, f, m, h = row["n"], row.get("forward"), row.get("middle"), row.get("half")
        cells = [str(n), str(row["distance"]), f"{int(row['paths']):,}"]
        if published:
            cells.append(("equal" if int(row["paths"]) == published[n - 1] else "**differs**")
                         if n <= len(published) else "new")
        names = [name for name, part in (("forward", f), ("middle", m)) if part]
        if h:
            names.append(f"half (meet at {', '.join(str(x[0]) for x in h['meetings'])})")
        searches = []
        if f:
            searches.append(f"{f['search_seconds'] + (m['search_seconds'] if m else 0):.1f}")
        if h:
            searches.append(f"half {h['search_seconds']:.1f}")
        peak = max(part["peak_rss_bytes"] for part in (f, m, h) if part)
        cells += [", ".join(names), f"{f['geodesic_states']:,}" if f else "–", "; ".join(searches),
                  f"{peak / 2**20:,.0f} MiB"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


METHOD = (
    "Computed by one breadth-first search from the goal tower that keeps every state's distance to it modulo 3 "
    "(two bits a state, up to permutations of the empty pegs; R. E. Korf's two-bit search), then a walk from the "
    "start tower, layer by layer, on the states v with d(s,v) + d(v,t) = d(s,t) only (a neighbour of such a state "
    "is on the next layer when its residue is one less), with exact path counts; checked by a second count, meet "
    "in the middle: the sum over the middle layer of paths(s,v)*paths(v,t), the second walk reading the same "
    "distances with the two pegs swapped.")
HALF = (
    "Computed by a breadth-first search from one tower to half the distance only: swapping the two towers' pegs "
    "is an automorphism, so d(v,t) = d(swap(v),s); the states u of layer j whose mirror is in layer j or j-1 are "
    "the middle of the geodesics, and the count is the sum of paths(s,u)*paths(s,swap(u)); computed at two meeting "
    "layers, which agree.")
CHECKED = ("All methods agree with a plain breadth-first count over all states for n <= 8, with every term "
           "published before, and with each other wherever more than one ran.  Program: python-hanoi, "
           "hanoi.space.geodesics (hanoi geodesics N --pegs P [--method half]).")


def _ranges(ns: list[int]) -> str:
    return f"a({ns[0]})" if len(ns) == 1 else f"a({ns[0]})-a({ns[-1]})"


def _how(rows: list[dict[str, Any]], first: int) -> str:
    whole = [r["n"] for r in rows if r["n"] >= first and "forward" in r]
    half = [r["n"] for r in rows if r["n"] >= first and "forward" not in r]
    parts = ([f"{_ranges(whole)}: {METHOD}"] if whole else []) + ([f"{_ranges(half)}: {HALF}"] if half else [])
    return "  ".join(parts) + "  " + CHECKED


def _submission(four: list[dict[str, Any]], five: list[dict[str, Any]], far: list[dict[str, Any]]) -> str:
    new = [r for r in four if r["n"] > len(A143807)]
    five_terms = ",".join(r["paths"] for r in five)
    far_same = all(a["paths"] == b["paths"] for a, b in zip(five, far, strict=False))
    lines = [
        "**1. Extension of A143807** (a(12) onwards, b-file [b143807.txt](b143807.txt)):", "",
        "```text",
        "%S A143807 " + ",".join(r["paths"] for r in four),
        f"%C A143807 {_how(four, len(A143807) + 1)}" if new else "%C A143807 (no new terms)",
        "%H A143807 <submitter>, <a href=\"/A143807/b143807.txt\">Table of n, a(n) for n = 1.."
        f"{four[-1]['n']}</a>",
        f"%E A143807 a({new[0]['n']})-a({new[-1]['n']}) from <submitter>, Nov 27 2026" if new else "%E A143807 -",
        "```", "",
        "**2. New sequence**: five pegs (b-file [b-five-pegs-geodesics.txt](b-five-pegs-geodesics.txt)):", "",
        "```text",
        "%N Number of geodesics between a pair of perfect states in the Tower of Hanoi with 5 pegs and n disks.",
        f"%S {five_terms}",
        "%O 1,2",
        f"%C {_how(five, 1)}",
        f"%C The geodesics have A007665(n) moves, the Frame-Stewart number, for n = 1..{five[-1]['n']}.",
    ]
    if far_same:
        lines.append(f"%C For n = 1..{far[-1]['n']}, a(n) is also the number of shortest paths from the perfect "
                     "tower to the state with the largest disk alone on another peg (with the other perfect towers, "
                     "the states farthest from the tower for 5 <= n <= 16), computed separately.")
    lines += ["%Y Cf. A143807 (4 pegs), A007665, A007664.", "%K nonn,hard", "%A <submitter>, Nov 27 2026", "```"]
    return "\n".join(lines)


def publish_geodesics(work: Path) -> None:
    """docs/records/geodesics.json, the b-files and the tables of docs/records/geodesics.md."""
    four = _geodesic_rows(work, 4, "tower")
    five = _geodesic_rows(work, 5, "tower")
    far = _geodesic_rows(work, 5, "farthest")
    for row in four[: len(A143807)]:
        assert int(row["paths"]) == A143807[row["n"] - 1], row["n"]
    (RECORDS / "geodesics.json").write_text(json.dumps(
        {"method": "scripts/records.py geodesics (hanoi.space.geodesics.count_geodesics)",
         "four_pegs_tower": four, "five_pegs_tower": five, "five_pegs_farthest": far}, indent=1) + "\n")
    (RECORDS / "b143807.txt").write_text("".join(f"{r['n']} {r['paths']}\n" for r in four))
    (RECORDS / "b-five-pegs-geodesics.txt").write_text("".join(f"{r['n']} {r['paths']}\n" for r in five))
    (RECORDS / "b-five-pegs-geodesics-farthest.txt").write_text("".join(f"{r['n']} {r['paths']}\n" for r in far))
    page = RECORDS / "geodesics.md"
    text = page.read_text()
    for name, rows, published in (("four-pegs", four, A143807), ("five-pegs", five, None),
                                  ("five-pegs-farthest", far, None)):
        begin, end = f"<!-- {name} geodesics table: scripts/records.py -->", f"<!-- end of {name} geodesics table -->"
        head, rest = text.split(begin)
        _, tail = rest.split(end)
        text = f"{head}{begin}\n{_geodesic_table(rows, published)}\n{end}{tail}"
    begin, end = "<!-- oeis submission: scripts/records.py -->", "<!-- end of oeis submission -->"
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    text = f"{head}{begin}\n{_submission(four, five, far)}\n{end}{tail}"
    page.write_text(text)
    for label, rows in (("four pegs", four), ("five pegs", five), ("five pegs, farthest", far)):
        print(label, [(r["n"], r["paths"]) for r in rows])


def run_half(n: int, pegs: int, work: Path, max_gib: float = 30) -> dict[str, Any]:
    """The tower-to-tower count from a search of half the distance (two meeting layers that must agree)."""
    from hanoi.space.geodesics import count_tower_geodesics, geodesic_memory, projected_seconds

    out = work / f"geodesics-p{pegs}-half-n{n:02d}.json"
    if out.exists():
        cached: dict[str, Any] = json.loads(out.read_text())
        return cached
    work.mkdir(parents=True, exist_ok=True)
    start, goal = State.perfect(n, pegs=pegs), State.perfect(n, pegs=pegs, peg=pegs - 1)
    from hanoi.space.kernel import make_plan

    stored, per = make_plan(start, True, 1).stored, (4e-7 if pegs == 4 else 1e-6)  # measured CPU per reached orbit
    print(f"p={pegs} n={n} half: projected {0.03 * stored * per:.0f} s of CPU (about 3 % of {stored:.3g} orbits "
          f"reached, {per * 1e9:.0f} ns each; the whole search: {projected_seconds(start):.0f} s), at most "
          f"{geodesic_memory(start) / 2**30:.2f} GiB of address space, mostly never touched", flush=True)
    row = count_tower_geodesics(start, goal, max_memory=int(max_gib * 2**30)).to_dict()
    out.write_text(json.dumps(row, indent=1) + "\n")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    five = sub.add_parser("five-pegs")
    five.add_argument("--max-n", type=int, default=16)
    five.add_argument("--work", type=Path, required=True)
    five.add_argument("--threads", type=int, default=1)
    four = sub.add_parser("four-pegs")
    four.add_argument("--n", type=int, nargs="+", default=[17, 18])
    four.add_argument("--work", type=Path, required=True)
    four.add_argument("--threads", type=int, default=1)
    geo = sub.add_parser("geodesics")
    geo.add_argument("--pegs", type=int, default=4)
    geo.add_argument("--n", type=int, nargs="+", required=True)
    geo.add_argument("--targets", nargs="+", choices=("tower", "farthest"), default=["tower"])
    geo.add_argument("--middle-max-n", type=int, default=99)
    geo.add_argument("--methods", nargs="+", default=["forward", "middle"])
    geo.add_argument("--work", type=Path, required=True)
    half = sub.add_parser("geodesics-half")
    half.add_argument("--pegs", type=int, default=4)
    half.add_argument("--n", type=int, nargs="+", required=True)
    half.add_argument("--work", type=Path, required=True)
    half.add_argument("--max-memory-gib", type=float, default=30, help="address space of the two arrays (n = 20: 90)")
    geopub = sub.add_parser("publish-geodesics")
    geopub.add_argument("--work", type=Path, required=True)
    pub = sub.add_parser("publish")
    pub.add_argument("--five", type=Path, required=True)
    pub.add_argument("--four", type=Path, required=True)
    args = parser.parse_args()
    if args.what == "five-pegs":
        for n in range(1, args.max_n + 1):
            print(n, run_bfs(n, 5, args.work, args.threads)["eccentricity"], flush=True)
    elif args.what == "geodesics":
        for n in args.n:
            for row in run_geodesics(n, args.pegs, tuple(args.targets), args.work, tuple(args.methods),
                                     args.middle_max_n):
                print(n, row["start"], row["distance"], row["paths"], "agree" if row["agree"] else "DISAGREE",
                      {m: (row[m]["seconds"], row[m]["search_seconds"]) for m in row["methods"]}, flush=True)
    elif args.what == "geodesics-half":
        for n in args.n:
            row = run_half(n, args.pegs, args.work, args.max_memory_gib)
            print(n, row["distance"], row["paths"], row["meetings"], row["seconds"], row["peak_rss_bytes"] >> 20,
                  flush=True)
    elif args.what == "publish-geodesics":
        publish_geodesics(args.work)
    elif args.what == "four-pegs":
        for n in args.n:
            print(n, run_bfs(n, 4, args.work, args.threads)["eccentricity"], flush=True)
    else:
        rows = publish_five(args.five)
        write_five(rows)
        update_page(rows)
        for row in write_four(args.four):
            print("four pegs", row["n"], row["eccentricity"], row["compared"])
        for row in rows:
            print("five pegs", row["n"], row["eccentricity"], row["frame_stewart"],
                  [(w["state"], w["moves"], w["verified"], w["optimal"]) for w in row["farthest"]])


if __name__ == "__main__":
    main()
