"""Commands on the whole state space: ``bfs`` (every layer) and ``graph`` (export a picture).

The library does the work (:mod:`hanoi.space.bfs`, :mod:`hanoi.space.graphs`); these commands parse,
print, and turn an interrupted search into exit code 130 with a note on resuming.
"""

from __future__ import annotations

import json
import os
import re
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from hanoi._validate import non_ascii_digit, shown
from hanoi.cli.app import app
from hanoi.cli.options import RulesText, Shape, Variant, parse_count, parse_pegs, parse_rules, parse_state, size_value
from hanoi.cli.output import file_error
from hanoi.errors import HanoiError, TooLargeError
from hanoi.state import State

if TYPE_CHECKING:
    from hanoi.space.bfs import BFSResult

__all__ = ["parse_size"]

_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?)(?:I?B)?\s*$", re.IGNORECASE)
_FORMATS = (".graphml", ".gexf", ".svg", ".png")


def parse_size(text: str | int | None) -> int | None:
    """Parse a memory size: bytes, or a number with K, M, G or T (powers of 1024).

    >>> parse_size("8G"), parse_size("512MiB"), parse_size("1000")
    (8589934592, 536870912, 1000)
    """
    if text is None or isinstance(text, int):
        return text
    match = _SIZE.match(text) if len(text) < 4000 and non_ascii_digit(text) is None else None
    if not match:
        raise typer.BadParameter(f"{shown(text)} is not a memory size (e.g. 8G, 512M or 1000000)")
    return size_value(text, match)


N = Annotated[int, typer.Argument(parser=parse_count, metavar="N", help="Number of discs.")]
Pegs = Annotated[int, typer.Option("--pegs", "-p", parser=parse_pegs, metavar="P", help="Number of pegs (3..1000).")]


def _compile_first() -> None:
    """The first search waits 10-40 s for numba to compile its kernel: say so, with a spinner on a terminal.

    The kernel is compiled here, on a one-disc search, so the progress bar of the real
    search never stands at 0 % through the compile; in a pipe a plain line goes to stderr.
    """
    from hanoi.space.bfs import bfs_layers
    from hanoi.space.kernel import compiled_on_disk

    if compiled_on_disk():
        return
    words = "compiling the search kernel with numba (first run only, 10-40 s)"
    if not sys.stderr.isatty():
        sys.stderr.write(words + "...\n")
        sys.stderr.flush()
        bfs_layers(1)
        return
    from rich.console import Console

    with Console(stderr=True).status(words):
        bfs_layers(1)


@app.command("bfs")
def bfs_command(
    n: N,
    pegs: Annotated[
        int | None,
        typer.Option("--pegs", "-p", parser=parse_pegs, metavar="P",
                     help="Number of pegs, 3..1000 [3, or the lists of a stacks --from]."),
    ] = None,
    start: Annotated[
        str | None,
        typer.Option("--from", metavar="STATE", help="Start state: letters (largest disc first) or stacks JSON "
                     "[the perfect tower on peg A]."),
    ] = None,
    fmt: Annotated[Shape, typer.Option("--format", "-f")] = Shape.TEXT,
    checkpoint: Annotated[
        Path | None,
        typer.Option("--checkpoint", metavar="DIR", help="Save progress here and resume from it; Ctrl-C "
                     "finishes the layer, saves and stops."),
    ] = None,
    every: Annotated[
        float, typer.Option("--checkpoint-every", min=0, metavar="SECONDS", help="Seconds between saves (0: every "
                            "layer).")
    ] = 60.0,
    threads: Annotated[int | None, typer.Option("--threads", min=1, help="Threads [all cores].")] = None,
    max_depth: Annotated[
        int | None, typer.Option("--max-depth", min=0, help="Stop after this layer (the result is partial).")
    ] = None,
    max_memory: Annotated[
        int | None,
        typer.Option("--max-memory", parser=parse_size, metavar="SIZE", help="Refuse searches needing more "
                     "[half the RAM], e.g. 8G."),
    ] = None,
    symmetry: Annotated[
        bool, typer.Option("--symmetry/--no-symmetry", help="Store states up to permutations of the empty pegs.")
    ] = True,
    progress: Annotated[
        bool | None, typer.Option("--progress/--no-progress", help="Progress bar on stderr [on a terminal].")
    ] = None,
    cluster: Annotated[
        str | None,
        typer.Option("--cluster", metavar="ADDRESS|local:K", help="Run on a Dask cluster: a scheduler's address "
                     "(tcp://host:8786), or local:K for K worker processes here."),
    ] = None,
    partitions: Annotated[
        int | None, typer.Option("--partitions", min=1, help="With --cluster or --disk: ranges of "
                                 "prefix ranks [--cluster: 4 per worker; --disk: files of at most 1 GiB].")
    ] = None,
    worker_memory: Annotated[
        int | None,
        typer.Option("--worker-memory", parser=parse_size, metavar="SIZE", help="With --cluster: memory budget "
                     "of each worker, e.g. 4G [the workers' Dask memory limit].")
    ] = None,
    spill: Annotated[
        Path | None,
        typer.Option("--spill", metavar="DIR", help="With --cluster: keep the partitions that do not fit in a "
                     "worker's budget in DIR."),
    ] = None,
    disk: Annotated[
        Path | None,
        typer.Option("--disk", metavar="DIR", help="Keep the two-bit array in files in DIR, one partition in "
                     "memory at a time; DIR is the checkpoint: the same command resumes after any kill."),
    ] = None,
    log: Annotated[
        Path | None,
        typer.Option("--log", metavar="FILE", help="With --disk: append a line per finished layer to FILE."),
    ] = None,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Count the states at every distance from a state: exhaustive BFS, 2 bits a state.

    With --variant or --rules the state graph of those rules is searched (a plain
    breadth-first search, up to hanoi.limits.VARIANT_MAX_STATES states).

    Examples: hanoi bfs 6 --pegs 4 | hanoi bfs 15 -p 4 --checkpoint ck --format json |
    hanoi bfs 20 -p 4 --cluster tcp://scheduler:8786 --checkpoint /shared/ck |
    hanoi bfs 20 -p 4 --disk /big/bfs20 --log bfs20.log | hanoi bfs 3 --variant cyclic
    """
    from hanoi.space.bfs import bfs_layers, check_start  # numpy: imported when the command runs, not for --help
    from hanoi.space.cluster import MAX_PARTITIONS, parse_cluster

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        if rules.pieces == "balls":
            raise typer.BadParameter("the Tower of London's positions are searched by 'hanoi graph N --variant london'")
        if cluster is not None or checkpoint is not None:
            raise typer.BadParameter("--cluster and --checkpoint apply to the classic puzzle only")
        first = check_start(n, rules.pegs) if start is None else parse_state(start, rules.pegs)
        try:
            ruled = State(first.positions, rules.pegs, rules=rules)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
        _print_bfs(bfs_layers(ruled, max_depth=max_depth), fmt)
        return

    if partitions is not None and partitions > MAX_PARTITIONS:
        raise typer.BadParameter(f"--partitions {partitions} is more than {MAX_PARTITIONS}, the size of the prefix "
                                 "table", param_hint="'--partitions'")
    state = check_start(n, pegs) if start is None else parse_state(start, pegs)
    if state.n != n:
        raise typer.BadParameter(f"--from {start!r} has {state.n} discs, not N = {n}")
    if disk is not None:
        for name, value in (("--cluster", cluster), ("--checkpoint", checkpoint), ("--worker-memory", worker_memory),
                            ("--spill", spill)):
            if value is not None:
                raise typer.BadParameter(f"{name} does not go with --disk (DIR is the checkpoint)")
    elif log is not None:
        raise typer.BadParameter("--log needs --disk DIR")
    if cluster is None:
        for name, value in (("--worker-memory", worker_memory), ("--spill", spill)) + (
                (("--partitions", partitions),) if disk is None else ()):
            if value is not None:
                raise typer.BadParameter(f"{name} needs --cluster (ADDRESS or local:K)"
                                         + (" or --disk DIR" if name == "--partitions" else ""))
    else:
        try:
            parse_cluster(cluster)
        except HanoiError as error:
            raise typer.BadParameter(str(error), param_hint="'--cluster'") from None
    show = sys.stderr.isatty() and state.pegs**n > 1 << 24 if progress is None else progress
    if checkpoint is not None:
        from hanoi.cli.output import writable_folder

        writable_folder(checkpoint)
    for folder in (spill, disk):
        if folder is not None:
            from hanoi.cli.output import writable_folder

            writable_folder(folder)
    if cluster is None:
        _compile_first()
    try:
        if disk is not None:
            from hanoi.space.disk import disk_bfs

            result = disk_bfs(state, folder=disk, partitions=partitions, symmetry=symmetry, threads=threads,
                              max_depth=max_depth, max_memory=max_memory, log=log)
        elif cluster is None:
            result = bfs_layers(
                state, symmetry=symmetry, threads=threads, checkpoint=checkpoint, checkpoint_every=every,
                max_depth=max_depth, max_memory=max_memory, progress=show,
            )
        else:
            from hanoi.space.cluster import cluster_bfs

            result = cluster_bfs(
                state, cluster=cluster, partitions=partitions, symmetry=symmetry, threads=threads,
                checkpoint=checkpoint, checkpoint_every=every, max_depth=max_depth, max_memory=max_memory,
                worker_memory=worker_memory, spill=spill, progress=show,
            )
    except OSError as error:
        if not isinstance(error.filename, (str, bytes, os.PathLike)):  # not a file: a lost connection, say
            raise
        raise file_error("write", error.filename, error) from None
    except KeyboardInterrupt as stop:
        if disk is not None:
            sys.stderr.write(f"interrupted: the same command resumes from {str(disk)!r}\n")
        elif checkpoint is None:
            sys.stderr.write("interrupted: nothing was saved (give --checkpoint DIR to stop and resume)\n")
        else:
            sys.stderr.write(f"{stop}\n")
        raise typer.Exit(130) from None
    _print_bfs(result, fmt)


def _print_bfs(result: BFSResult, fmt: Shape) -> None:
    if fmt is Shape.JSON:
        data = result.to_dict()
        if result.start.rules is not None:
            data["rules"] = result.start.rules.to_dict()
        typer.echo(json.dumps(data))
    else:
        typer.echo(_report(result))


def _brief(state: State) -> str:
    """A state as text, cut to 60 characters (stacks of hundreds of pegs are long)."""
    text = str(state)
    return text if len(text) <= 60 else text[:57] + "..."


def _report(result: BFSResult) -> str:
    from hanoi.space.cluster import ClusterResult

    start = result.start
    width = len(str(len(result.layers) - 1))
    under = "" if start.rules is None else f" under the rules {start.rules.name}"
    lines = [
        f"BFS from {_brief(start)} ({start.n} discs, {start.pegs} pegs{under}): {result.states} states "
        f"in {len(result.layers)} layers" + ("" if result.complete else " so far (stopped by --max-depth)"),
        f"{'depth':>{max(width, 5)}}  states",
    ]
    lines += [f"{depth:>{max(width, 5)}}  {count}" for depth, count in enumerate(result.layers)]
    if result.complete:
        lines.append(f"eccentricity {result.eccentricity}: {result.at_eccentricity} states at that distance")
        if result.farthest:
            lines.append("farthest, e.g.: " + ", ".join(_brief(s) for s in result.farthest))
    data = result.to_dict()["perfect_distances"]
    items = [f"{peg} {distance}" for peg, distance in data.items()]
    towers = ", ".join(items if len(items) <= 8 else [*items[:6], f"... ({len(items) - 6} more)"])
    lines.append(f"distance to each perfect tower: {towers or 'none reached yet'}")
    if start.rules is not None:
        lines.append(f"{result.seconds:.2f} s ({result.stored_states} states searched breadth-first)")
    else:
        lines.append(
            f"{result.seconds:.2f} s, {_size(result.memory_bytes)} ({result.stored_states} states stored at 2 bits)"
        )
    if isinstance(result, ClusterResult) and result.workers:
        exchanged = sum(result.layer_bytes)
        busiest = max(result.layer_bytes, default=0)
        lines.append(f"cluster: {result.workers} workers, {result.partitions} partitions; {_size(exchanged)} "
                     f"exchanged between workers (at most {_size(busiest)} in a layer)")
        for number, (_, memory) in enumerate(sorted(result.memory.items())):
            limit = memory.get("limit")
            lines.append(f"worker {number}: arrays {_size(int(memory['arrays'] or 0))}, peak memory "
                         f"{_size(int(memory['peak_rss'] or 0))}" + (f" of {_size(limit)}" if limit else ""))
    return "\n".join(lines)


def _size(count: int) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= scale:
            return f"{count / scale:.1f} {unit}"
    return f"{count} bytes"


@app.command("graph")
def graph_command(
    n: N,
    out: Annotated[Path, typer.Option("--out", "-o", metavar="FILE", help="Output: .graphml, .gexf, .svg or .png.")],
    pegs: Pegs = 3,
    max_nodes: Annotated[
        int | None, typer.Option("--max-nodes", min=1, help="Refuse graphs with more vertices [19683 for .svg "
                                 "and .png, 59049 for .graphml and .gexf].")
    ] = None,
    variant: Variant = None,
    rules_text: RulesText = None,
    sierpinski: Annotated[
        bool, typer.Option("--sierpinski", help="The generalized Sierpiński graph S(N, P), P from --pegs.")
    ] = False,
    rings: Annotated[bool, typer.Option("--rings", help="The state graph of N Chinese rings (a path).")] = False,
    panex: Annotated[bool, typer.Option("--panex", help="The state graph of N-level Panex.")] = False,
) -> None:
    """Export the Hanoi graph (Sierpiński layout, edges coloured by disc) to FILE.

    With --variant or --rules: the state graph of those rules (N balls for london).  With
    --sierpinski: the generalized Sierpiński graph S(N, P) of Klavžar and Milutinović, P the
    --pegs (S(N, 3) is the Hanoi graph with other vertex names).  With --rings: the path of
    the 2**N positions of N Chinese rings; with --panex: the positions of N-level Panex.

    Examples: hanoi graph 4 --out graph.svg | hanoi graph 3 --pegs 4 --out graph.graphml |
    hanoi graph 4 --variant linear --out linear.svg | hanoi graph 3 --pegs 4 --sierpinski --out s34.svg |
    hanoi graph 4 --rings --out rings.svg | hanoi graph 1 --panex --out panex.svg
    """
    if out.suffix.lower() not in _FORMATS:
        raise typer.BadParameter(f"{str(out)!r}: the file name must end in one of {', '.join(_FORMATS)}")
    from hanoi.cli.output import writable

    writable(out)
    if max_nodes is None:  # the cost of the file, not of the graph in memory, sets the default
        from hanoi.limits import GRAPH_MAX_DRAWN, GRAPH_MAX_SAVED

        max_nodes = GRAPH_MAX_DRAWN if out.suffix.lower() in (".svg", ".png") else GRAPH_MAX_SAVED
    try:
        _graph_file(n, out, pegs, max_nodes, variant, rules_text, sierpinski, rings, panex)
    except TooLargeError as error:  # the library names its argument; here the flag
        raise TooLargeError(str(error).replace("(max_nodes)", "(--max-nodes)")[:290], size=error.size,
                            limit=error.limit) from None


def _graph_file(n: int, out: Path, pegs: int, max_nodes: int, variant: str | None, rules_text: str | None,
                sierpinski: bool, rings: bool, panex: bool) -> None:
    from hanoi.space.graphs import graph, save_graph

    rules = parse_rules(variant, rules_text, pegs)
    if sum((sierpinski, rings, panex)) > 1:
        raise typer.BadParameter("choose one of --sierpinski, --rings and --panex")
    if (rings or panex) and (rules is not None or pegs != 3):
        raise typer.BadParameter(f"--{'rings' if rings else 'panex'} draws that puzzle's own positions; "
                                 "leave out --variant, --rules and --pegs")
    if rings or panex:
        from hanoi.variants.panex import panex_graph
        from hanoi.variants.rings import rings_graph

        G = rings_graph(n, max_nodes=max_nodes) if rings else panex_graph(n, max_nodes=max_nodes)
        try:
            save_graph(G, out)
        except OSError as error:
            raise file_error("write", out, error) from None
        what = f"{n} Chinese rings" if rings else f"{n}-level Panex"
        typer.echo(f"wrote {out}: {what}, {G.number_of_nodes()} positions, {G.number_of_edges()} moves")
        return
    if sierpinski:
        if rules is not None:
            raise typer.BadParameter("--sierpinski draws S(N, P); leave out --variant and --rules")
        from hanoi.variants.sierpinski import sierpinski_graph

        G = sierpinski_graph(n, pegs, max_nodes=max_nodes)
    else:
        G = graph(n, pegs, max_nodes=max_nodes, rules=rules)
    try:
        save_graph(G, out)
    except OSError as error:
        raise file_error("write", out, error) from None
    if sierpinski:
        typer.echo(f"wrote {out}: S({n}, {pegs}), {G.number_of_nodes()} vertices, {G.number_of_edges()} edges")
    else:
        typer.echo(f"wrote {out}: {G.number_of_nodes()} states, {G.number_of_edges()} moves")


class GeodesicMethod(str, Enum):
    """How ``hanoi geodesics`` counts (:func:`hanoi.space.geodesics.count_geodesics`).

    >>> [m.value for m in GeodesicMethod]
    ['forward', 'middle', 'both', 'half']
    """

    FORWARD = "forward"
    MIDDLE = "middle"
    BOTH = "both"
    HALF = "half"


@app.command("geodesics")
def geodesics_command(
    n: N,
    pegs: Pegs = 4,
    to: Annotated[
        str, typer.Option("--to", metavar="PEG|farthest|STATE", help="The goal: a peg letter (its perfect tower), "
                          "'farthest' (the largest disc alone on B, the rest on A), or a state [the last peg].")
    ] = "",
    start: Annotated[
        str | None, typer.Option("--from", metavar="STATE", help="Start state [the perfect tower on peg A].")
    ] = None,
    method: Annotated[GeodesicMethod, typer.Option("--method", "-m", help="forward, middle, both (they must "
                                                   "agree), or half (two perfect towers: a search of half "
                                                   "the distance).")] = GeodesicMethod.BOTH,
    max_memory: Annotated[
        int | None,
        typer.Option("--max-memory", parser=parse_size, metavar="SIZE", help="Refuse searches needing more "
                     "[half the RAM], e.g. 8G."),
    ] = None,
    max_moves: Annotated[
        int, typer.Option("--max-moves", parser=parse_count, metavar="K", help="Refuse a step of the walk that "
                          "would try more moves (many pegs) [2**27].")
    ] = 1 << 27,
    fmt: Annotated[Shape, typer.Option("--format", "-f")] = Shape.TEXT,
) -> None:
    """Count the shortest paths between two states on the geodesic states only.

    One two-bit BFS from the goal writes every state's distance to it modulo 3; a walk from
    the start keeps only the states on shortest paths, with exact counts.  The forward
    method sums them to the goal, the middle method multiplies the counts of two walks
    where they meet.  Between perfect four-peg towers this is OEIS A143807.  The projected
    time of the search is printed on stderr before it starts.

    Examples: hanoi geodesics 11 | hanoi geodesics 9 --pegs 5 --to farthest --format json |
    hanoi geodesics 6 --pegs 4 --from ABCDAB --to DDDDDD --method forward
    """
    from hanoi.space.geodesics import count_geodesics, geodesic_memory, projected_seconds

    first = State.perfect(n, pegs=pegs) if start is None else parse_state(start, pegs)
    if first.n != n:
        raise typer.BadParameter(f"--from {start!r} has {first.n} discs, not N = {n}")
    text = to.strip()
    if text == "":
        goal = State.perfect(n, pegs=pegs, peg=pegs - 1)
    elif text.lower() == "farthest":
        goal = State((0,) * (n - 1) + (1,), pegs) if n > 1 else State((1,), pegs)
    elif len(text) == 1 and text.isalpha():
        peg = ord(text.upper()) - ord("A")
        if peg >= pegs:
            raise typer.BadParameter(f"--to {to!r} is not one of the {pegs} pegs", param_hint="'--to'")
        goal = State.perfect(n, pegs=pegs, peg=peg)
    else:
        goal = parse_state(text, pegs)
        if goal.n != n:
            raise typer.BadParameter(f"--to {to!r} has {goal.n} discs, not N = {n}", param_hint="'--to'")
    if method is GeodesicMethod.HALF:
        _half(first, goal, max_memory, max_moves, fmt)
        return
    methods = ("forward", "middle") if method is GeodesicMethod.BOTH else (method.value,)
    searches = [goal] if len(set(first.positions)) == 1 and len(set(goal.positions)) == 1 else [goal, first]
    if "middle" not in methods:
        searches = [goal]
    need = max(geodesic_memory(s) for s in searches)
    sys.stderr.write(f"projected: {sum(projected_seconds(s) for s in searches):.3g} s of search, "
                     f"{_size(need)}\n")
    oracles: dict[State, object] = {}
    results = [count_geodesics(first, goal, method=m, max_memory=max_memory, max_moves=max_moves,
                               oracles=oracles)  # type: ignore[arg-type]
               for m in methods]
    if len({r.paths for r in results}) != 1:
        raise RuntimeError(f"the methods disagree: {[(r.method, r.paths) for r in results]}")
    if fmt is Shape.JSON:
        typer.echo(json.dumps({**results[0].to_dict(), "methods": {r.method: str(r.paths) for r in results}}))
        return
    best = results[0]
    typer.echo(f"{best.paths} shortest paths of {best.distance} moves from {_brief(first)} to {_brief(goal)}")
    typer.echo(f"{sum(best.layer_sizes)} geodesic states, at most {max(best.layer_sizes)} at one distance")
    for r in results:
        typer.echo(f"{r.method}: {r.paths} ({r.seconds:.2f} s, of which {r.search_seconds:.2f} s searching)")


def _half(first: State, goal: State, max_memory: int | None, max_moves: int, fmt: Shape) -> None:
    from hanoi.space.geodesics import count_tower_geodesics, geodesic_memory

    if len(set(first.positions)) != 1 or len(set(goal.positions)) != 1 or first == goal:
        raise typer.BadParameter("--method half counts between two different perfect towers", param_hint="'--method'")
    sys.stderr.write(f"projected: a search of half the distance, under {_size(geodesic_memory(first))} "
                     "of address space\n")
    result = count_tower_geodesics(first, goal, max_memory=max_memory, max_moves=max_moves)
    if fmt is Shape.JSON:
        typer.echo(json.dumps(result.to_dict()))
        return
    typer.echo(f"{result.paths} shortest paths of {result.distance} moves from {_brief(first)} to {_brief(goal)}")
    for layer, size, count in result.meetings:
        typer.echo(f"meeting at distance {layer}: {size} states, {count} paths")
    typer.echo(f"search to depth {result.depth} ({result.stored_reached} states reached), {result.seconds:.2f} s")
