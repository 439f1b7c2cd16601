"""Commands for k pegs and for paths between any two states: table, distance and path."""

from __future__ import annotations

import re
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi.cli.app import app, decimal, parse_count, parse_state
from hanoi.cli.output import MoveFormat, chunks_of, open_output, write_moves
from hanoi.errors import TooLargeError
from hanoi.kpegs import frame_stewart
from hanoi.limits import SEARCH_MAX_MEMORY, SEARCH_MAX_NODES
from hanoi.notation import MoveNotation
from hanoi.paths import METHODS, SearchResult, path_search
from hanoi.state import State

__all__ = ["parse_range"]

_RANGE = re.compile(r"^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$")
_MAX_CELLS = 100_000
_MAX_BITS = 100_000  # a table cell of more bits is refused (about 30,000 digits)

Method = Enum("Method", {name: name for name in METHODS}, type=str)  # type: ignore[misc]


def parse_range(text: str, lowest: int = 0) -> list[int]:
    """Parse ``3..8``, ``5`` or ``3,5,7..9`` into the listed integers, in order.

    >>> parse_range("3..5,8")
    [3, 4, 5, 8]
    """
    values: list[int] = []
    for piece in text.split(","):
        match = _RANGE.match(piece)
        if not match:
            raise typer.BadParameter(f"{text!r} is not a range such as 3..8, 6 or 3,5,7")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) is not None else first
        if first < lowest:
            raise typer.BadParameter(f"{text!r}: values start at {lowest}, got {first}")
        if last < first:
            raise typer.BadParameter(f"{text!r}: the range {first}..{last} is empty")
        if len(values) + last - first + 1 > _MAX_CELLS:
            raise typer.BadParameter(f"{text!r}: more than {_MAX_CELLS} values")
        values.extend(range(first, last + 1))
    return values


Start = Annotated[str, typer.Argument(metavar="START", help="Letters (largest disc first) or stacks JSON.")]
Goal = Annotated[str, typer.Argument(metavar="GOAL", help="Letters (largest disc first) or stacks JSON.")]
PegsOption = Annotated[
    int | None, typer.Option("--pegs", min=3, help="Number of pegs [3 for letters, the lists for JSON].")
]
Stats = Annotated[bool, typer.Option("--stats", help="Report nodes expanded, states stored and time on stderr.")]
MaxNodes = Annotated[
    int, typer.Option("--max-nodes", parser=parse_count, metavar="N", help="Most states a search may expand.")
]
MaxMemory = Annotated[int, typer.Option("--max-memory", min=1, metavar="MIB", help="Most MiB a search may use.")]
MaxSeconds = Annotated[
    float | None, typer.Option("--max-seconds", min=0.001, metavar="S", help="Most seconds a search may run.")
]
MethodOption = Annotated[Method, typer.Option("--method", help="Search method for 4 or more pegs.")]


def _states(start: str, goal: str, pegs: int | None) -> tuple[State, State]:
    """Parse START and GOAL; without --pegs, a stacks JSON tells the letters how many pegs."""
    if pegs is not None:
        return parse_state(start, pegs), parse_state(goal, pegs)
    parsed = {text: parse_state(text) for text in (start, goal) if text.strip().startswith("[")}
    letters = next(iter(parsed.values())).pegs if parsed else None
    first = parsed[start] if start in parsed else parse_state(start, letters)
    last = parsed[goal] if goal in parsed else parse_state(goal, letters)
    return first, last


def _search(
    start: str, goal: str, pegs: int | None, max_nodes: int, max_memory: int, max_seconds: float | None, method: Method
) -> SearchResult:
    first, last = _states(start, goal, pegs)
    return path_search(
        first, last, max_nodes=max_nodes, max_memory=max_memory << 20, max_seconds=max_seconds, method=method.value
    )


@app.command("table")
def table_command(
    pegs: Annotated[str, typer.Option("--pegs", metavar="RANGE", help="Peg counts, e.g. 3..8.")] = "3..8",
    discs: Annotated[str, typer.Option("--discs", metavar="RANGE", help="Disc counts, e.g. 6..10.")] = "6..10",
) -> None:
    """Print the Markdown table of minimum moves, as in seed 001 (pegs down, discs across)."""
    rows, columns = parse_range(pegs, lowest=3), parse_range(discs)
    if len(rows) * len(columns) > _MAX_CELLS:
        raise TooLargeError(f"refusing a table of {len(rows) * len(columns)} cells (limit {_MAX_CELLS})")
    lines = ["k\\n|" + "|".join(str(n) for n in columns), ":--|" * (len(columns) + 1)]
    for k in rows:
        cells = [frame_stewart(n, k) for n in columns]
        if any(cell.bit_length() > _MAX_BITS for cell in cells):
            raise TooLargeError(f"a cell for {k} pegs has more than {_MAX_BITS} bits; ask for fewer discs")
        lines.append(f"{k}|" + "".join(f"{cell}|" for cell in cells))
    typer.echo("\n".join(lines))


@app.command("distance")
def distance_command(
    start: Start,
    goal: Goal,
    pegs: PegsOption = None,
    stats: Stats = False,
    max_nodes: MaxNodes = SEARCH_MAX_NODES,
    max_memory: MaxMemory = SEARCH_MAX_MEMORY >> 20,
    max_seconds: MaxSeconds = None,
    method: MethodOption = Method["auto"],
) -> None:
    """Print the fewest moves from START to GOAL (exact; a search for 4 or more pegs)."""
    result = _search(start, goal, pegs, max_nodes, max_memory, max_seconds, method)
    typer.echo(decimal(result.distance))
    if stats:
        typer.echo(result.summary(), err=True)


@app.command("path")
def path_command(
    start: Start,
    goal: Goal,
    pegs: PegsOption = None,
    fmt: Annotated[MoveFormat, typer.Option("--format", "-f")] = MoveFormat.text,
    notation: Annotated[
        MoveNotation, typer.Option(help="Notation of --format text.")
    ] = MoveNotation.CANONICAL,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write [stdout].")] = None,
    stats: Stats = False,
    max_nodes: MaxNodes = SEARCH_MAX_NODES,
    max_memory: MaxMemory = SEARCH_MAX_MEMORY >> 20,
    max_seconds: MaxSeconds = None,
    method: MethodOption = Method["auto"],
) -> None:
    """Print the moves of a shortest path from START to GOAL, in the shapes of `hanoi solve`."""
    result = _search(start, goal, pegs, max_nodes, max_memory, max_seconds, method)
    chunks = chunks_of(result.moves())
    with open_output(out, fmt is MoveFormat.bin) as handle:
        if sys.stderr.isatty() and result.distance > 1 << 20:
            from rich.progress import Progress

            with Progress(transient=True) as bar:
                task = bar.add_task("moves", total=result.distance)
                write_moves(chunks, fmt, handle, notation=notation, progress=lambda c: bar.advance(task, c))
        else:
            write_moves(chunks, fmt, handle, notation=notation)
    if stats:
        typer.echo(result.summary(), err=True)
