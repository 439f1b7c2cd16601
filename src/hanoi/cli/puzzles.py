"""The Tower of Hanoi's relatives that are not towers of discs: ``rings`` (the Chinese rings) and ``panex``.

The library does the work (:mod:`hanoi.variants.rings`, :mod:`hanoi.variants.panex`); these
commands parse and print.
"""

from __future__ import annotations

import json
from typing import Annotated

import typer

from hanoi.cli.app import app, decimal
from hanoi.cli.options import Shape, ShapeOption, parse_count

__all__: list[str] = []

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
) -> None:
    """Solve the Chinese rings: all N rings off the bar in the fewest moves, by the Gray code (Gros 1872).

    A position is one bit per ring, ring N first (1 on, 0 off); a move puts a ring on or takes
    it off.  --count prints the fewest moves (OEIS A000975; A051049 with --double), --move K the
    K-th move without replay, --from and --to the shortest way between any two positions.

    Examples: hanoi rings 4 | hanoi rings 9 --count --double | hanoi rings 64 --move '2**63' |
    hanoi rings --from 1011 --to 0110
    """
    from hanoi.errors import HanoiError
    from hanoi.variants.rings import RingsState, rings_distance, rings_min_moves, rings_move_at, rings_path, rings_solve

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


def _print_ring_moves(moves: list[str], fmt: Shape) -> None:
    if fmt is Shape.JSON:
        typer.echo(json.dumps({"moves": moves, "count": len(moves)}))
    else:
        for text in moves:
            typer.echo(text)
