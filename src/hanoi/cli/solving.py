"""Commands of the three-peg toolkit: solve, move, state, step, count and show."""

from __future__ import annotations

import json
import shutil
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi._validate import check_source_target
from hanoi.cli.app import app, decimal, parse_count, parse_peg, parse_state
from hanoi.cli.output import MoveFormat, chunks_of, open_output, write_moves
from hanoi.draw.text import draw, draw_steps
from hanoi.errors import HanoiError
from hanoi.notation import MoveNotation
from hanoi.state import State
from hanoi.three.algorithms import ALGORITHMS
from hanoi.three.bulk import move_chunks
from hanoi.tower import min_moves, move_at, solve, state_at, step_of

Algorithm = Enum("Algorithm", {name: name for name in ALGORITHMS}, type=str)  # type: ignore[misc]


class Shape(str, Enum):
    """Output shapes of single answers.

    >>> [member.value for member in Shape], Shape("json") is Shape.json
    (['text', 'json'], True)
    >>> Shape("yaml")
    Traceback (most recent call last):
    ...
    ValueError: 'yaml' is not a valid Shape
    """

    text = "text"
    json = "json"


N = Annotated[int, typer.Argument(parser=parse_count, metavar="N", help="Number of discs.")]
K = Annotated[
    int, typer.Argument(parser=parse_count, metavar="K", help="Step number, e.g. 6368 or 2**63.")
]
FromPeg = Annotated[
    int, typer.Option("--from", parser=parse_peg, metavar="PEG", help="Source peg (A or 0).")
]
ToPeg = Annotated[
    int | None,
    typer.Option("--to", parser=parse_peg, metavar="PEG", help="Target peg [default: last peg]."),
]
Pegs = Annotated[int, typer.Option("--pegs", min=3, help="Number of pegs.")]


def pegs_pair(source: int, target: int | None, pegs: int) -> tuple[int, int]:
    """Resolve ``--from``/``--to`` for ``pegs`` pegs (the target defaults to the last peg).

    >>> pegs_pair(0, None, 4)
    (0, 3)
    """
    target = pegs - 1 if target is None else target
    try:
        return check_source_target(source, target, pegs)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


@app.command("solve")
def solve_command(
    n: N,
    source: FromPeg = 0,
    target: ToPeg = None,
    pegs: Pegs = 3,
    algorithm: Annotated[
        Algorithm, typer.Option("--algorithm", "-a", help="Three-peg algorithm.")
    ] = Algorithm["recursive"],
    fmt: Annotated[MoveFormat, typer.Option("--format", "-f")] = MoveFormat.text,
    notation: Annotated[
        MoveNotation, typer.Option(help="Notation of --format text.")
    ] = MoveNotation.CANONICAL,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write [stdout].")] = None,
) -> None:
    """Print the optimal moves, streamed in constant memory."""
    source, target = pegs_pair(source, target, pegs)
    if pegs == 3 and algorithm.value == "recursive":
        chunks = move_chunks(n, source=source, target=target)
    else:
        if pegs != 3 and algorithm.value != "recursive":
            raise typer.BadParameter("--algorithm applies to 3 pegs only")
        chunks = chunks_of(solve(n, pegs=pegs, source=source, target=target, algorithm=algorithm.value))
    total = min_moves(n, pegs=pegs)
    with open_output(out, fmt is MoveFormat.bin) as handle:
        if sys.stderr.isatty() and total > 1 << 20:
            from rich.progress import Progress

            with Progress(transient=True) as bar:
                task = bar.add_task(f"{n} discs", total=total)
                write_moves(chunks, fmt, handle, notation=notation,
                            progress=lambda c: bar.advance(task, c))
        else:
            write_moves(chunks, fmt, handle, notation=notation)


@app.command("move")
def move_command(
    n: N, k: K, source: FromPeg = 0, target: ToPeg = None, pegs: Pegs = 3,
    fmt: Annotated[Shape, typer.Option("--format", "-f")] = Shape.text,
) -> None:
    """Print the K-th move, computed directly (Lavallée, Th. 2 and 3)."""
    source, target = pegs_pair(source, target, pegs)
    move = move_at(n, k, pegs=pegs, source=source, target=target)
    if fmt is Shape.json:
        typer.echo(json.dumps({"step": k, "disc": move.disc, "from": move.source, "to": move.target}))
    else:
        typer.echo(f"step {k}: {move}  (disc {move.disc} from peg {move.source} to peg {move.target})")


@app.command("state")
def state_command(
    n: N, k: K, source: FromPeg = 0, target: ToPeg = None, pegs: Pegs = 3,
    fmt: Annotated[Shape, typer.Option("--format", "-f")] = Shape.text,
) -> None:
    """Print the state after K moves, computed directly (seed 003's E(N, p))."""
    source, target = pegs_pair(source, target, pegs)
    state = state_at(n, k, pegs=pegs, source=source, target=target)
    if fmt is Shape.json:
        typer.echo(json.dumps({"step": k, "state": str(state), "stacks": state.stacks()}))
    else:
        typer.echo(str(state))


@app.command("step")
def step_command(
    state: Annotated[str, typer.Argument(metavar="STATE", help="Letters (largest first) or stacks JSON.")],
    source: FromPeg = 0,
    target: ToPeg = None,
    pegs: Annotated[int | None, typer.Option("--pegs", min=3, help="Number of pegs [3 for letters].")] = None,
) -> None:
    """Print the step K at which STATE occurs on the optimal path."""
    parsed = parse_state(state, pegs)
    source, target = pegs_pair(source, target, parsed.pegs)
    typer.echo(decimal(step_of(parsed, source=source, target=target)))


@app.command("count")
def count_command(n: N, pegs: Pegs = 3) -> None:
    """Print the minimum number of moves: 2**N - 1 for three pegs."""
    from hanoi.kpegs import optimality_status

    typer.echo(decimal(min_moves(n, pegs=pegs)))
    typer.echo(optimality_status(pegs))


@app.command("show")
def show_command(
    n: N,
    step: Annotated[
        int | None, typer.Option("--step", "-k", parser=parse_count, metavar="K", help="Show only step K.")
    ] = None,
    source: FromPeg = 0,
    target: ToPeg = None,
    pegs: Pegs = 3,
    width: Annotated[
        int | None, typer.Option(min=1, help="Columns available [terminal width].")
    ] = None,
    svg: Annotated[
        Path | None, typer.Option("--svg", metavar="FILE", help="Write the start (or step K) as SVG instead.")
    ] = None,
    animate: Annotated[bool, typer.Option("--animate", help="Animate the solution in place (rich).")] = False,
) -> None:
    """Draw every step (or step K) as ASCII discs over numbered pegs."""
    source, target = pegs_pair(source, target, pegs)
    columns = width if width is not None else shutil.get_terminal_size((80, 24)).columns
    if svg is not None:
        from hanoi.cli.play import write_svg

        write_svg(
            State.perfect(n, pegs=pegs, peg=source) if step is None
            else state_at(n, step, pegs=pegs, source=source, target=target),
            svg,
        )
        return
    if animate:
        from hanoi.cli.play import animate_in_terminal

        if step is not None:
            raise typer.BadParameter("--animate plays the whole solution; leave out --step")
        animate_in_terminal(
            State.perfect(n, pegs=pegs, peg=source), solve(n, pegs=pegs, source=source, target=target), width=columns
        )
        return
    if step is not None:
        typer.echo(draw(state_at(n, step, pegs=pegs, source=source, target=target), step, max_width=columns))
        return
    start = State.perfect(n, pegs=pegs, peg=source)
    draw(start, max_width=columns)  # refuse an undrawable width before streaming
    for index, picture in enumerate(draw_steps(start, solve(n, pegs=pegs, source=source, target=target))):
        typer.echo(("\n" if index else "") + picture)
