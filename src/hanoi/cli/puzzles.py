"""The Tower of Hanoi's relatives that are not towers of discs: ``rings`` (the Chinese rings) and ``panex``.

The library does the work (:mod:`hanoi.variants.rings`, :mod:`hanoi.variants.panex`); these
commands parse and print.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi.cli.app import app, decimal
from hanoi.cli.options import Shape, ShapeOption, parse_count

__all__ = ["PanexTask"]

SvgFile = Annotated[
    Path | None, typer.Option("--svg", metavar="FILE", help="Write the start (or --from) as SVG instead.")
]

RingsN = Annotated[
    int | None, typer.Argument(parser=parse_count, metavar="N", help="Number of rings, e.g. 9 or 2**10.")
]


@app.command("rings")
def rings_command(
    n: RingsN = None,
    count: Annotated[bool, typer.Option("--count", help="Print the fewest moves only.")] = False,
    move: Annotated[
        int | None, typer.Option("--move", parser=parse_count, metavar="K", help="Print the K-th move only (direct).")
    ] = None,
    start: Annotated[str | None, typer.Option("--from", metavar="RINGS", help="Start position, ring n first.")] = None,
    goal: Annotated[str | None, typer.Option("--to", metavar="RINGS", help="Goal position, ring n first.")] = None,
    double: Annotated[
        bool, typer.Option("--double", help="Rings 1 and 2 moved together count as one move.")
    ] = False,
    fmt: ShapeOption = Shape.TEXT,
    svg: Annotated[
        Path | None,
        typer.Option("--svg", metavar="FILE", help="Write all rings on (after move K, or --from) as SVG instead."),
    ] = None,
) -> None:
    """Solve the Chinese rings: all N rings off the bar in the fewest moves, by the Gray code (Gros 1872).

    A position is one bit per ring, ring N first (1 on, 0 off); a move puts a ring on or takes
    it off.  --count prints the fewest moves (OEIS A000975; A051049 with --double), --move K the
    K-th move without replay, --from and --to the shortest way between any two positions.
    --svg FILE draws all N rings on (the position after move K with --move K, or --from RINGS).

    Examples: hanoi rings 4 | hanoi rings 9 --count --double | hanoi rings 64 --move '2**63' |
    hanoi rings --from 1011 --to 0110 | hanoi rings 5 --svg rings.svg | hanoi rings --from 10110 --svg r.svg
    """
    from hanoi.errors import HanoiError
    from hanoi.variants.rings import RingsState, rings_distance, rings_min_moves, rings_move_at, rings_path, rings_solve

    if svg is not None:
        _rings_picture(n, move, start, goal, count, double, svg)
        return
    if (start is None) != (goal is None):
        raise typer.BadParameter("give both --from and --to")
    if start is not None and goal is not None:
        if n is not None or move is not None:
            raise typer.BadParameter("give N, or --from and --to, not both")
        try:
            first, last = RingsState.parse(start), RingsState.parse(goal)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
        if count:
            typer.echo(decimal(rings_distance(first, last, double=double)))
            return
        _print_ring_moves([str(m) for m in rings_path(first, last, double=double)], fmt)
        return
    if n is None:
        raise typer.BadParameter("give N (the number of rings), or --from and --to")
    if move is not None:
        chosen = rings_move_at(n, move, double=double)
        if fmt is Shape.JSON:
            typer.echo(json.dumps({"step": move, "ring": chosen.ring, "on": chosen.on, "double": chosen.double}))
        else:
            typer.echo(f"step {decimal(move)}: {chosen}")
        return
    if count:
        typer.echo(decimal(rings_min_moves(n, double=double)))
        sequence = "A051049, the two end rings together" if double else "A000975"
        typer.echo(f"exact: the Gray code of the Chinese rings (Gros 1872; OEIS {sequence})")
        return
    moves = rings_solve(n, double=double)
    if fmt is Shape.JSON:
        _print_ring_moves([str(m) for m in moves], fmt)
        return
    for chosen in moves:  # streamed: the first lines of a long solution come at once
        typer.echo(str(chosen))


def _rings_picture(n: int | None, move: int | None, start: str | None, goal: str | None, count: bool,
                   double: bool, svg: Path) -> None:
    """``hanoi rings ... --svg FILE``: the picture of one position."""
    from hanoi.draw.puzzles import rings_board
    from hanoi.errors import HanoiError
    from hanoi.variants.rings import RingsState, rings_state_at

    _check_svg_name(svg)
    if count or goal is not None:
        raise typer.BadParameter("--svg draws one position; leave out --count and --to", param_hint="'--svg'")
    if start is not None:
        if n is not None or move is not None:
            raise typer.BadParameter("give N (and --move K), or --from, not both", param_hint="'--svg'")
        try:
            state = RingsState.parse(start)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
    elif n is None:
        raise typer.BadParameter("give N (the number of rings), or --from")
    else:
        state = rings_state_at(n, move or 0, double=double)
    _write_picture(rings_board(state), svg)


def _check_svg_name(svg: Path) -> None:
    if svg.suffix.lower() != ".svg":  # SVG text in a .png would open as a broken picture
        raise typer.BadParameter(f"{str(svg)[:100]!r}: the file name must end in .svg (this writes SVG)",
                                 param_hint="'--svg'")


def _write_picture(picture: str, out: Path) -> None:
    from hanoi.cli.output import open_output, writable

    writable(out)
    with open_output(out) as handle:
        handle.write(picture.encode())
    typer.echo(f"wrote {out}")


def _print_ring_moves(moves: list[str], fmt: Shape) -> None:
    if fmt is Shape.JSON:
        typer.echo(json.dumps({"moves": moves, "count": len(moves)}))
    else:
        for text in moves:
            typer.echo(text)


class PanexTask(str, Enum):
    """The two standard Panex tasks (``--task``)."""

    TRANSFER = "transfer"
    EXCHANGE = "exchange"


@app.command("panex")
def panex_command(
    n: Annotated[int | None, typer.Argument(metavar="N", help="Levels of each tower (1..9).")] = None,
    task: Annotated[PanexTask, typer.Option("--task", help="transfer or exchange.")] = PanexTask.TRANSFER,
    count: Annotated[
        bool, typer.Option("--count", help="Print the published fewest moves only (any N for the transfer).")
    ] = False,
    start: Annotated[str | None, typer.Option("--from", metavar="POSITION", help="Start, e.g. '|21||ba|'.")] = None,
    goal: Annotated[str | None, typer.Option("--to", metavar="POSITION", help="Goal, e.g. '|ba||21|'.")] = None,
    max_states: Annotated[
        int, typer.Option("--max-states", min=1, help="Stop the search after this many positions.")
    ] = 3**12,
    fmt: ShapeOption = Shape.TEXT,
    svg: SvgFile = None,
) -> None:
    """Solve Panex: transfer a tower to the middle or exchange the two towers, in the fewest moves.

    Two towers of N tiles, a tile never below its level (Akanuma 1983; Manasse, Sleator, Wei and
    Baxter 2005).  The moves come from a breadth-first search from both ends (small N); --count
    prints the published minimum (OEIS A109175, A109224).  Positions list each track's tiles
    bottom to top, the left tower 1..9, the right tower a..i.  --svg FILE draws the start of N
    levels (or --from POSITION).

    Examples: hanoi panex 3 | hanoi panex 2 --task exchange | hanoi panex 10 --task exchange --count |
    hanoi panex --from '|2|1a|b|' --to '|ba||21|' | hanoi panex 3 --svg panex.svg
    """
    from hanoi.errors import HanoiError, SearchLimitError
    from hanoi.variants.panex import PanexState, panex_min_moves, panex_path

    if svg is not None:
        from hanoi.draw.puzzles import panex_board

        _check_svg_name(svg)
        if count or goal is not None:
            raise typer.BadParameter("--svg draws one position; leave out --count and --to", param_hint="'--svg'")
        try:
            if n is not None and start is None:
                position = PanexState.start(n)
            elif n is None and start is not None:
                position = PanexState.parse(start)
            else:
                raise typer.BadParameter("give N (the levels of each tower), or --from, with --svg",
                                         param_hint="'--svg'")
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
        _write_picture(panex_board(position), svg)
        return
    if (start is None) != (goal is None):
        raise typer.BadParameter("give both --from and --to")
    try:
        if start is not None and goal is not None:
            if n is not None:
                raise typer.BadParameter("give N, or --from and --to, not both")
            first, last = PanexState.parse(start), PanexState.parse(goal)
        elif n is None:
            raise typer.BadParameter("give N (the levels of each tower), or --from and --to")
        elif count:
            typer.echo(decimal(panex_min_moves(n, task=task.value)))
            source = "A109175 (transfer)" if task is PanexTask.TRANSFER else "A109224 (exchange)"
            typer.echo(f"published: Manasse, Sleator, Wei and Baxter 2005; OEIS {source}")
            return
        else:
            first = PanexState.start(n)
            last = PanexState.transferred(n) if task is PanexTask.TRANSFER else PanexState.exchanged(n)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None
    try:
        moves = [str(move) for move in panex_path(first, last, max_states=max_states)]
    except SearchLimitError as error:  # the library names its argument; here the flag
        raise SearchLimitError(str(error).replace("max_states", "--max-states"), limit=error.limit) from None
    if fmt is Shape.JSON:
        typer.echo(json.dumps({"start": str(first), "goal": str(last), "min_moves": len(moves), "moves": moves}))
        return
    typer.echo(f"{len(moves)} moves from {first} to {last}")
    typer.echo(" ".join(moves))
