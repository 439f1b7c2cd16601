"""Commands for teaching search: ``search`` (strategies side by side) and ``space`` (the Russian tutorial's table).

The library does the work (:mod:`hanoi.search`); these commands parse, print tables, JSON
and CSV, and draw.  Nothing heavy is imported until a command runs.
"""

from __future__ import annotations

import csv
import io
import json
import re
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hanoi._files import write_whole
from hanoi.cli.app import app, decimal
from hanoi.cli.options import (
    Pegs,
    PegsOrNone,
    RulesText,
    Variant,
    parse_count,
    parse_range,
    parse_rules,
    parse_size,
    states_pair,
)
from hanoi.cli.output import file_error, searching, writable
from hanoi.errors import HanoiError

if TYPE_CHECKING:
    from hanoi.search.runner import SearchReport
    from hanoi.state import State

__all__ = ["TableFormat", "format_reports", "parse_strategies", "parse_sweep"]

_SWEEP = re.compile(r"^\s*n\s*=\s*(.+)$")
_PLOTS = (".svg", ".png")
_ANIMATIONS = (".svg", ".gif")
_STRATEGY_NAMES = ("bfs", "dfs", "dls", "iddfs", "ucs", "greedy", "astar", "idastar", "bidirectional", "random")


class TableFormat(str, Enum):
    """Output formats of a table of results.

    >>> [member.value for member in TableFormat]
    ['text', 'json', 'csv']
    """

    text = "text"
    json = "json"
    csv = "csv"


class WalkRule(str, Enum):
    """The rules of the random walk (:data:`hanoi.search.WALKS`)."""

    disc = "disc"
    back = "back"
    none = "none"


def parse_strategies(text: str) -> list[str]:
    """Parse ``bfs,astar`` (or ``all``) into strategy names, refusing unknown ones as a usage error.

    >>> parse_strategies("bfs, astar"), len(parse_strategies("all"))
    (['bfs', 'astar'], 10)
    """
    names = list(_STRATEGY_NAMES) if text.strip().lower() == "all" else [
        part.strip().lower() for part in text.split(",")
    ]
    for name in names:
        if name not in _STRATEGY_NAMES:
            raise typer.BadParameter(
                f"unknown strategy {name!r} in {text!r}; choose from: {', '.join(_STRATEGY_NAMES)}, or all"[:300]
            )
    if len(set(names)) != len(names):
        raise typer.BadParameter(f"{text!r} names a strategy twice")
    return names


def parse_sweep(text: str) -> list[int]:
    """Parse ``n=3..10`` (also ``n=3,5,8``) into disc counts.

    >>> parse_sweep("n=3..6")
    [3, 4, 5, 6]
    """
    match = _SWEEP.match(text)
    if not match:
        raise typer.BadParameter(f"{text!r} is not a sweep such as n=3..10")
    from hanoi.search.runner import MAX_DISCS

    values = parse_range(match.group(1))
    if max(values) > MAX_DISCS:
        raise typer.BadParameter(f"{text!r}: the strategies search at most {MAX_DISCS} discs")
    return values


# ---------------------------------------------------------------------- formatting
def _yes(value: bool | None) -> str:
    return "—" if value is None else "yes" if value else "no"


def _row(report: SearchReport, with_n: bool) -> list[str]:
    found = "yes" if report.found else "no"
    if report.stopped == "depth_limit":
        found = "cut off"
    elif report.stopped:
        found = f"stopped ({report.stopped})"
    cells = [
        report.strategy,
        found,
        "—" if report.length is None else str(report.length),
        _yes(report.optimal),
        str(report.expanded),
        str(report.generated),
        str(report.peak_states),
        "—" if report.branching_factor is None else f"{report.branching_factor:.2f}",
        f"{report.seconds * 1000:.1f} ms",
    ]
    return [str(report.start.n), *cells] if with_n else cells


_HEADERS = ["strategy", "found", "length", "optimal", "expanded", "generated", "peak states", "b*", "time"]
_LEFT = {"strategy", "found", "optimal", "time"}  # time last and flush left: the columns never move with it


def _table(rows: list[list[str]], headers: list[str]) -> str:
    widths = [max(len(headers[i]), *(len(row[i]) for row in rows)) for i in range(len(headers))]

    def line(cells: list[str]) -> str:
        parts = [cell.ljust(w) if head in _LEFT else cell.rjust(w)
                 for cell, w, head in zip(cells, widths, headers, strict=True)]
        return "  ".join(parts).rstrip()

    return "\n".join([line(headers), *(line(row) for row in rows)])


def format_reports(reports: list[SearchReport], fmt: TableFormat, *, sweep: bool = False) -> str:
    """The reports as a text table (one row per strategy, or per n and strategy), JSON or CSV.

    >>> from hanoi import State
    >>> from hanoi.search import compare
    >>> rows = compare(State.parse("AA"), State.parse("CC"), ["bfs", "dfs"])
    >>> print(format_reports(rows, TableFormat.csv).splitlines()[0])
    strategy,heuristic,start,goal,n,pegs,found,length,distance,optimal,expanded,generated,peak_states,...
    """
    if fmt is TableFormat.json:
        return json.dumps([report.to_dict() for report in reports])
    if fmt is TableFormat.csv:
        out = io.StringIO()
        data = [report.to_dict() for report in reports]
        writer = csv.DictWriter(out, fieldnames=list(data[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(data)
        return out.getvalue().rstrip("\n")
    headers = ["n", *_HEADERS] if sweep else _HEADERS
    lines = [_table([_row(report, sweep) for report in reports], headers)]
    for report in reports:
        if report.stopped and report.stopped != "depth_limit":
            where = f" at n = {report.start.n}" if sweep else ""
            lines.append(f"{report.strategy}{where}: {report.message}")
    return "\n".join(lines)


def _heading(start: State, goal: State, reports: list[SearchReport]) -> str:
    distance = reports[0].distance if reports else None
    known = f"shortest distance {distance}" if distance is not None else "shortest distance unknown"
    used = sorted({r.heuristic for r in reports if r.heuristic})
    extra = f"; heuristic {', '.join(used)}" if used else ""
    return f"{start} → {goal} ({start.n} discs, {start.pegs} pegs): {known}{extra}"


# ---------------------------------------------------------------------- commands
StartArg = Annotated[
    str | None, typer.Argument(metavar="START", help="Start: letters (largest first), stacks JSON, or - for stdin.")
]
GoalArg = Annotated[str | None, typer.Argument(metavar="GOAL", help="Goal: letters, stacks JSON, or - for stdin.")]


@app.command("search")
def search_command(
    start: StartArg = None,
    goal: GoalArg = None,
    pegs: PegsOrNone = None,
    strategy: Annotated[
        str, typer.Option("--strategy", "-s", metavar="NAME[,NAME...]",
                          help="bfs, dfs, dls, iddfs, ucs, greedy, astar, idastar, bidirectional, random, or all.")
    ] = "bfs",
    heuristic: Annotated[
        str, typer.Option("--heuristic", "-H", metavar="H",
                          help="For greedy, astar, idastar: zero, misplaced, three-peg, pdb, max or max(a,b).")
    ] = "pdb",
    fmt: Annotated[TableFormat, typer.Option("--format", "-f")] = TableFormat.text,
    sweep: Annotated[
        str | None, typer.Option("--sweep", metavar="n=RANGE",
                                 help="Perfect tower from peg A to the last peg for each n, e.g. n=3..10.")
    ] = None,
    plot: Annotated[
        Path | None, typer.Option("--plot", metavar="FILE", help="With --sweep: expanded nodes against n (.svg, .png).")
    ] = None,
    animate: Annotated[
        Path | None, typer.Option("--animate", metavar="FILE",
                                  help="The order of discovery on the 3-peg graph, n <= 6 (.svg, .gif).")
    ] = None,
    depth_limit: Annotated[
        int | None, typer.Option("--depth-limit", parser=parse_count, metavar="D",
                                 help="Depth limit of dls [2**n - 1 on 3 pegs, 2*(2**n - 1) beyond].")
    ] = None,
    walk: Annotated[
        WalkRule, typer.Option("--walk", help="Random walk rule: disc (the Russian tutorial), back (no undo), none.")
    ] = WalkRule.disc,
    seed: Annotated[
        int | None, typer.Option("--seed", parser=parse_count, metavar="N", help="Seed of the random walk.")
    ] = None,
    max_nodes: Annotated[
        int | None, typer.Option("--max-nodes", parser=parse_count, metavar="N",
                                 help="Most nodes each strategy expands [1000000].")
    ] = None,
    max_seconds: Annotated[
        float | None, typer.Option("--max-seconds", min=0.001, metavar="S", help="Most seconds per strategy [10].")
    ] = None,
    max_memory: Annotated[
        int | None, typer.Option("--max-memory", parser=parse_size, metavar="SIZE",
                                 help="Most bytes each strategy holds, e.g. 512M [1G].")
    ] = None,
    trace_memory: Annotated[
        bool, typer.Option("--trace-memory", help="Measure peak bytes with tracemalloc (slower) instead of counting.")
    ] = False,
    list_all: Annotated[bool, typer.Option("--list", help="List the strategies and heuristics, then stop.")] = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Run search strategies side by side and compare their work (the Russian tutorial's lesson).

    With --variant or --rules (a move digraph) every strategy searches that variant; the
    heuristics of the classic puzzle stay admissible, since fewer moves never shorten a path.

    Examples: hanoi search AAA CCC -s bfs,dfs,astar | hanoi search AAAA DDDD --pegs 4 -s all --sweep n=3..6 |
    hanoi search AAA CCC --variant cyclic -s bfs,astar
    """
    if list_all:
        typer.echo(_listing())
        return
    names = parse_strategies(strategy)
    from hanoi.search.heuristics import heuristic_parts

    try:
        heuristic_parts(heuristic, pegs or 3)
    except HanoiError as error:
        raise typer.BadParameter(str(error), param_hint="'--heuristic'") from None
    options: dict[str, Any] = {"heuristic": heuristic, "depth_limit": depth_limit, "walk": walk.value, "seed": seed,
                               "trace_memory": trace_memory}
    for key, value in (("max_nodes", max_nodes), ("max_seconds", max_seconds), ("max_memory", max_memory)):
        if value is not None:
            options[key] = value
    if plot is not None and sweep is None:
        raise typer.BadParameter("--plot draws a sweep: give --sweep n=RANGE too", param_hint="'--plot'")
    if plot is not None and plot.suffix.lower() not in _PLOTS:
        raise typer.BadParameter(f"{str(plot)!r}: the file name must end in .svg or .png", param_hint="'--plot'")
    if animate is not None and animate.suffix.lower() not in _ANIMATIONS:
        raise typer.BadParameter(f"{str(animate)!r}: the file name must end in .svg or .gif",
                                 param_hint="'--animate'")
    for out in (plot, animate):
        if out is not None:
            writable(out)  # before any search runs
    from hanoi._extras import need

    if plot is not None:
        need("matplotlib", "graph")  # the extras too: before the work, not after it
    if animate is not None:
        need("networkx", "graph")
        if animate.suffix.lower() == ".gif":
            need("PIL", "gif")
    if sweep is not None:
        if start is not None or goal is not None:
            raise typer.BadParameter("--sweep runs perfect towers: give no START or GOAL", param_hint="'--sweep'")
        if animate is not None:
            raise typer.BadParameter("--animate draws one search: not with --sweep", param_hint="'--animate'")
        _sweep(parse_sweep(sweep), names, pegs or 3, fmt, plot, options)
        return
    if start is None or goal is None:
        raise typer.BadParameter("give START and GOAL (or --sweep n=RANGE)", param_hint="'START GOAL'")
    from hanoi.search.runner import compare

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        if rules.pieces == "balls" or rules.capacities is not None:
            raise typer.BadParameter("the strategies search move digraphs; for the Tower of London use 'hanoi london'")
        if animate is not None:
            raise typer.BadParameter("--animate draws the classic three-peg graph", param_hint="'--animate'")
        from hanoi.state import State

        plain = states_pair(start, goal, rules.pegs)
        try:
            first, last = (State(state.positions, rules.pegs, rules=rules) for state in plain)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
    else:
        first, last = states_pair(start, goal, pegs)
    if animate is not None:
        _check_animation(first, names)
    with searching(f"searching: {len(names)} run(s), each within its limits (Ctrl+C stops)"):
        reports = compare(first, last, names, record=animate is not None, **options)
    if fmt is TableFormat.text:
        typer.echo(_heading(first, last, reports))
    typer.echo(format_reports(reports, fmt))
    if animate is not None:
        _write_animation(reports[0], animate, err=fmt is not TableFormat.text)


def _check_animation(start: State, names: list[str]) -> None:
    from hanoi.search.animate import MAX_ANIMATED_DISCS

    if len(names) != 1:
        raise typer.BadParameter("--animate draws one strategy: give one --strategy", param_hint="'--animate'")
    if start.pegs != 3 or start.n > MAX_ANIMATED_DISCS:
        raise typer.BadParameter(
            f"--animate draws the 3-peg graph of at most {MAX_ANIMATED_DISCS} discs; this search has "
            f"{start.n} discs on {start.pegs} pegs", param_hint="'--animate'",
        )


def _write_animation(report: SearchReport, out: Path, *, err: bool) -> None:
    from hanoi.search.animate import discovery_gif, discovery_svg

    if out.suffix.lower() == ".gif":
        _write(out, discovery_gif(report))
    else:
        _write(out, discovery_svg(report).encode())
    typer.echo(f"wrote {out}: {len(report.order or ())} states in the order {report.strategy} found them", err=err)


def _write(out: Path, data: bytes) -> None:
    try:
        write_whole(out, data)
    except OSError as error:
        raise file_error("write", out, error) from None


def _sweep(ns: list[int], names: list[str], pegs: int, fmt: TableFormat, plot: Path | None,
           options: dict[str, Any]) -> None:
    from hanoi.search.runner import sweep

    with searching(f"searching: {len(names) * len(ns)} run(s), each within its limits (Ctrl+C stops)"):
        reports = sweep(ns, names, pegs=pegs, **options)
    if fmt is TableFormat.text:
        used = sorted({r.heuristic for r in reports if r.heuristic})
        extra = f"; heuristic {', '.join(used)}" if used else ""
        typer.echo(f"perfect tower A → {chr(ord('A') + pegs - 1)} on {pegs} pegs, n = {ns[0]}..{ns[-1]}{extra}"
                   if len(ns) > 1 else f"perfect tower on {pegs} pegs, n = {ns[0]}{extra}")
    typer.echo(format_reports(reports, fmt, sweep=True))
    if plot is not None:
        _write(plot, _plot(reports, pegs, plot.suffix.lower()[1:]))
        typer.echo(f"wrote {plot}", err=fmt is not TableFormat.text)  # JSON and CSV keep stdout to themselves


def _plot(reports: list[SearchReport], pegs: int, kind: str) -> bytes:
    """Expanded nodes against n on a log scale, one line per strategy (matplotlib)."""
    from hanoi._extras import require

    require("matplotlib", "graph")
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure

    matplotlib.rcParams["svg.hashsalt"] = "hanoi-search"  # the same plot, the same bytes
    figure = Figure(figsize=(7, 4.5))
    axes = figure.add_subplot()
    by_strategy: dict[str, list[tuple[int, int]]] = {}
    stopped: dict[str, list[tuple[int, int]]] = {}
    for report in reports:
        target = stopped if report.stopped and report.stopped != "depth_limit" else by_strategy
        target.setdefault(report.strategy, []).append((report.start.n, max(report.expanded, 1)))
        by_strategy.setdefault(report.strategy, [])
    for name, points in by_strategy.items():
        line = axes.plot([n for n, _ in points], [e for _, e in points], marker="o", label=name)[0]
        if name in stopped:
            axes.plot([n for n, _ in stopped[name]], [e for _, e in stopped[name]], marker="x", linestyle="none",
                      color=line.get_color())
    axes.set_yscale("log")
    axes.set_xlabel("discs n (perfect tower to the last peg)")
    axes.set_ylabel("nodes expanded")
    axes.set_title(f"Search strategies on the Tower of Hanoi, {pegs} pegs" + (" (x: stopped by a limit)"
                                                                           if stopped else ""))
    axes.grid(True, which="major", alpha=0.3)
    axes.legend(fontsize=8)
    out = io.BytesIO()
    extra: dict[str, Any] = {"metadata": {"Date": None}} if kind == "svg" else {}
    figure.savefig(out, format=kind, bbox_inches="tight", **extra)
    return out.getvalue()


def _listing() -> str:
    from hanoi.search.heuristics import HEURISTICS
    from hanoi.search.runner import STRATEGIES

    lines = ["strategies (name, what, shortest path guaranteed, uses a heuristic, memory held):"]
    width = max(len(name) for name in STRATEGIES)
    for info in STRATEGIES.values():
        guarantee = "optimal" if info.optimal else "not optimal"
        lines.append(f"  {info.name:<{width}}  {info.title}; {guarantee}; "
                     f"{'informed' if info.informed else 'uninformed'}; holds {info.memory}")
    lines.append("heuristics (name: why it is admissible):")
    for heuristic in HEURISTICS.values():
        lines.append(f"  {heuristic.name}: {heuristic.why}")
    return "\n".join(lines)


@app.command("space")
def space_command(
    n: Annotated[str, typer.Argument(metavar="N", help="Discs: a number or a range, e.g. 10 or 3,4,5,10,15,20.")],
    pegs: Pegs = 3,
    fmt: Annotated[TableFormat, typer.Option("--format", "-f")] = TableFormat.text,
) -> None:
    """Print the fewest moves M, the number of states N and their ratio M/N (the tutorial's table).

    Examples: hanoi space 1..10 | hanoi space 3,5,10 --pegs 4
    """
    from hanoi.kpegs import optimality_status
    from hanoi.search.sizes import space_table

    rows = space_table(parse_range(n), pegs=pegs)
    if fmt is TableFormat.json:
        typer.echo(json.dumps([
            {"n": row.n, "pegs": row.pegs, "moves": row.moves, "states": row.states, "ratio": row.ratio,
             "log10_ratio": row.log10_ratio} for row in rows
        ]))
        return
    if fmt is TableFormat.csv:
        typer.echo("n,pegs,moves,states,ratio")
        for row in rows:
            typer.echo(f"{row.n},{row.pegs},{decimal(row.moves)},{decimal(row.states)},{row.ratio_text()}")
        return
    lines = ["| n | minimum moves M | states N | M/N |", "|--:|--:|--:|--:|"]
    lines += [f"| {row.n} | {decimal(row.moves)} | {decimal(row.states)} | {row.ratio_text()} |" for row in rows]
    lines.append(f"M: {optimality_status(pegs)}; N = {pegs}**n")
    typer.echo("\n".join(lines))
