"""Commands for k pegs and for paths between any two positions: table, distance and path."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Annotated

import typer

from hanoi.cli.app import app, decimal
from hanoi.cli.options import (
    MaxMemory,
    MaxNodes,
    MaxSeconds,
    MoveFormat,
    Notation,
    Out,
    PegsOrNone,
    Quiet,
    RulesText,
    Variant,
    parse_range,
    parse_rules,
    states_pair,
)
from hanoi.limits import SEARCH_MAX_MEMORY, SEARCH_MAX_NODES, SEARCH_MAX_SECONDS, TABLE_MAX_BITS, TABLE_MAX_CELLS
from hanoi.notation import MoveNotation

if TYPE_CHECKING:
    from hanoi.move import Move
    from hanoi.paths import SearchResult
    from hanoi.rules import Rules

__all__ = ["Method"]

_MAX_CELLS = TABLE_MAX_CELLS
_MAX_BITS = TABLE_MAX_BITS  # a table cell of more bits is refused (about 30,000 digits)


class Method(str, Enum):
    """Search methods for 4 or more pegs (``--method``), as :data:`hanoi.paths.METHODS`.

    >>> Method("pdb").value
    'pdb'
    """

    AUTO = "auto"
    BIDIRECTIONAL = "bidirectional"
    PDB = "pdb"
    BFS = "bfs"


Start = Annotated[str, typer.Argument(metavar="START", help="Letters (largest disc first), stacks JSON, or -.")]
Goal = Annotated[str, typer.Argument(metavar="GOAL", help="Letters (largest disc first), stacks JSON, or -.")]
Stats = Annotated[bool, typer.Option("--stats", help="Report nodes expanded, states stored and time on stderr.")]
MethodOption = Annotated[Method, typer.Option("--method", help="Search method for 4 or more pegs.")]


def _search(
    start: str, goal: str, pegs: int | None, max_nodes: int, max_memory: int, max_seconds: float, method: Method,
    quiet: bool,
) -> SearchResult:
    from hanoi.cli.output import searching
    from hanoi.paths import path_search

    first, last = states_pair(start, goal, pegs)
    # a search of 4 or more pegs may take seconds; three pegs are answered at once
    with searching("searching ... (Ctrl+C stops; --max-seconds bounds it)", show=not quiet and first.pegs > 3):
        return path_search(
            first, last, max_nodes=max_nodes, max_memory=max_memory, max_seconds=max_seconds, method=method.value
        )


def _ruled(start: str, goal: str, rules: Rules) -> tuple[Move, ...]:
    """A shortest path under ``rules``: letters or stacks for discs, PEBL's '|21|3||' for balls."""
    from hanoi.balls import BallState
    from hanoi.cli.options import read_stdin_state
    from hanoi.errors import HanoiError
    from hanoi.state import State
    from hanoi.variant import variant_path

    if rules.pieces == "balls":
        if start == "-" and goal == "-":
            raise typer.BadParameter("only one of START and GOAL can be read from standard input")
        texts = [read_stdin_state() if text == "-" else text for text in (start, goal)]
        try:
            first, last = (BallState.parse(text, rules=rules) for text in texts)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
        return tuple(variant_path(first, last))
    plain_first, plain_last = states_pair(start, goal, rules.pegs)
    try:
        ruled = (State(plain_first.positions, rules.pegs, rules=rules),
                 State(plain_last.positions, rules.pegs, rules=rules))
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None
    return tuple(variant_path(*ruled))


@app.command("table")
def table_command(
    pegs: Annotated[str, typer.Option("--pegs", metavar="RANGE", help="Peg counts, e.g. 3..8.")] = "3..8",
    discs: Annotated[str, typer.Option("--discs", metavar="RANGE", help="Disc counts, e.g. 6..10.")] = "6..10",
) -> None:
    """Print a Markdown table of the fewest moves, pegs down and discs across (Frame-Stewart numbers).

    Example: hanoi table --pegs 3..8 --discs 6..10
    """
    from hanoi.errors import TooLargeError
    from hanoi.kpegs import frame_stewart
    from hanoi.limits import MAX_PEGS

    rows, columns = parse_range(pegs, lowest=3), parse_range(discs)
    if rows[-1] > MAX_PEGS or max(rows) > MAX_PEGS:
        raise typer.BadParameter(f"pegs must be in 3..{MAX_PEGS}, got {max(rows)}")
    if len(rows) * len(columns) > _MAX_CELLS:
        raise TooLargeError(
            f"refusing a table of {len(rows) * len(columns)} cells (limit {_MAX_CELLS})",
            size=len(rows) * len(columns), limit=_MAX_CELLS,
        )
    lines = ["k\\n|" + "|".join(str(n) for n in columns), ":--|" * (len(columns) + 1)]
    for k in rows:
        cells = [frame_stewart(n, k) for n in columns]
        if any(cell.bit_length() > _MAX_BITS for cell in cells):
            raise TooLargeError(f"a cell for {k} pegs has more than {_MAX_BITS} bits; ask for fewer discs")
        lines.append(f"{k}|" + "".join(f"{decimal(cell)}|" for cell in cells))
    typer.echo("\n".join(lines))


@app.command("distance")
def distance_command(
    start: Start,
    goal: Goal,
    pegs: PegsOrNone = None,
    stats: Stats = False,
    max_nodes: MaxNodes = SEARCH_MAX_NODES,
    max_memory: MaxMemory = SEARCH_MAX_MEMORY,
    max_seconds: MaxSeconds = SEARCH_MAX_SECONDS,
    method: MethodOption = Method.AUTO,
    quiet: Quiet = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Print the fewest moves from START to GOAL (exact; a search for 4 or more pegs).

    With --variant or --rules the positions are played under those rules; Tower of London
    positions are PEBL's state strings, balls bottom to top: '|21|3||'.

    Examples: hanoi distance BAA ABB | hanoi distance DCBA ABCD --pegs 4 --stats |
    hanoi distance '|21|3||' '|123|||' --variant london
    """
    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        typer.echo(decimal(len(_ruled(start, goal, rules))))
        return
    result = _search(start, goal, pegs, max_nodes, max_memory, max_seconds, method, quiet)
    typer.echo(decimal(result.distance))
    if stats:
        typer.echo(result.summary(), err=True)


@app.command("path")
def path_command(
    start: Start,
    goal: Goal,
    pegs: PegsOrNone = None,
    fmt: Annotated[MoveFormat, typer.Option("--format", "-f", help="text, json, csv or bin.")] = MoveFormat.TEXT,
    notation: Notation = MoveNotation.CANONICAL,
    out: Out = None,
    stats: Stats = False,
    max_nodes: MaxNodes = SEARCH_MAX_NODES,
    max_memory: MaxMemory = SEARCH_MAX_MEMORY,
    max_seconds: MaxSeconds = SEARCH_MAX_SECONDS,
    method: MethodOption = Method.AUTO,
    quiet: Quiet = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Print the moves of a shortest path from START to GOAL, in the shapes of 'hanoi solve'.

    Examples: hanoi path BAA ABB | hanoi path DCBA ABCD --pegs 4 -f json | hanoi path AA CC --variant cyclic
    """
    from hanoi.cli.output import chunks_of, open_output, write_blocks, write_chunks
    from hanoi.cli.solving import progress_bar
    from hanoi.tower import batches

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        moves = _ruled(start, goal, rules)
        with open_output(out) as handle:
            if fmt in (MoveFormat.TEXT, MoveFormat.JSON):
                write_blocks(batches(moves, 4096), fmt, handle, notation=notation, pegs=rules.pegs)
            else:
                write_chunks(chunks_of(moves), fmt, handle)
        return

    result = _search(start, goal, pegs, max_nodes, max_memory, max_seconds, method, quiet)
    with open_output(out) as handle, progress_bar("moves", result.distance, quiet=quiet) as advance:
        if fmt in (MoveFormat.TEXT, MoveFormat.JSON):
            write_blocks(batches(result.moves(), 4096), fmt, handle, notation=notation, progress=advance,
                         pegs=result.start.pegs)
        else:
            write_chunks(chunks_of(result.moves()), fmt, handle, progress=advance)
    if stats:
        typer.echo(result.summary(), err=True)
