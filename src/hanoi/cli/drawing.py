"""Commands that draw: ``show`` (text pictures, SVG, terminal animation) and ``animate`` (SVG or GIF)."""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated

import typer

from hanoi.cli.app import app
from hanoi.cli.options import FromPeg, N, Pegs, RulesText, ToPeg, Variant, parse_count, parse_rules, pegs_pair
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State

__all__ = ["animate_in_terminal", "write_svg"]


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
        int | None,
        typer.Option(min=1, help="Columns available [the terminal's width; 10000 when piped]."),
    ] = None,
    svg: Annotated[
        Path | None, typer.Option("--svg", metavar="FILE", help="Write the start (or step K) as SVG instead.")
    ] = None,
    animate: Annotated[bool, typer.Option("--animate", help="Animate the solution in place (rich).")] = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Draw every step of the optimal solution (or step K) as text discs over numbered pegs.

    With --variant or --rules: the solution under those rules (the SVG has arrows for the allowed moves).

    Examples: hanoi show 3 | hanoi show 4 --pegs 4 | hanoi show 5 --step 12 | hanoi show 3 --svg start.svg |
    hanoi show 2 --variant cyclic
    """
    from hanoi._validate import shown_int
    from hanoi.draw.text import draw, draw_steps, drawing_width
    from hanoi.errors import TooLargeError
    from hanoi.limits import MAX_PICTURE_COLUMNS
    from hanoi.tower import solve, state_at

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        _show_ruled(n, step, source, target, rules, width, svg, animate)
        return
    source, target = pegs_pair(source, target, pegs)
    if svg is not None:
        if svg.suffix.lower() != ".svg":  # SVG text in a .png would open as a broken picture
            raise typer.BadParameter(f"{str(svg)[:100]!r}: the file name must end in .svg (this writes SVG)",
                                     param_hint="'--svg'")
        write_svg(
            State.perfect(n, pegs=pegs, peg=source) if step is None
            else state_at(n, step, pegs=pegs, source=source, target=target),
            svg,
        )
        return
    if width is not None:
        columns = width
    elif sys.stdout.isatty():
        columns = shutil.get_terminal_size((80, 24)).columns
    else:
        columns = MAX_PICTURE_COLUMNS
    need = drawing_width(n, pegs) if n <= MAX_PICTURE_COLUMNS else None
    if need is None or need > columns:  # refuse before computing any position
        needed = f"{need} columns" if need is not None else f"more than {MAX_PICTURE_COLUMNS} columns"
        raise TooLargeError(
            f"{shown_int(n)} discs on {pegs} pegs need {needed} to draw, more than the {columns} available "
            "(pass a larger --width, or fewer discs)",
            size=need,
            limit=columns,
        )
    if animate:
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
    for index, picture in enumerate(draw_steps(start, solve(n, pegs=pegs, source=source, target=target))):
        typer.echo(("\n" if index else "") + picture)


@app.command("trace")
def trace_command(
    n: N,
    source: FromPeg = 0,
    target: ToPeg = None,
    empty: Annotated[
        bool, typer.Option("--empty", help="Show the calls move(0, ...) too, as the German article does.")
    ] = False,
) -> None:
    """Print the calls of the recursive solution, nested, with each move where it happens (three pegs).

    Examples: hanoi trace 3 | hanoi trace 4 --to B | hanoi trace 3 --empty
    """
    from hanoi._validate import shown_int
    from hanoi.draw.text import trace_lines
    from hanoi.errors import TooLargeError
    from hanoi.limits import MAX_TRACE_DISCS
    from hanoi.three.calls import trace

    if n > MAX_TRACE_DISCS:  # the text grows as 2**n: refuse before printing a line
        raise TooLargeError(
            f"refusing to trace {shown_int(n)} discs (limit {MAX_TRACE_DISCS} discs, hanoi.limits.MAX_TRACE_DISCS); "
            "'hanoi solve N' streams the moves of any size",
            size=n, limit=MAX_TRACE_DISCS,
        )
    source, target = pegs_pair(source, target, 3)
    out = sys.stdout
    lines: list[str] = []
    for line in trace_lines(trace(n, source=source, target=target, empty=empty)):
        lines.append(line)
        if len(lines) >= 4096:  # streamed in blocks: constant memory, and a pipe sees output at once
            out.write("\n".join(lines) + "\n")
            lines.clear()
    out.write("\n".join(lines) + ("\n" if lines else ""))
    out.flush()


_RULED_STEPS = 1 << 20
"""The most moves ``hanoi show --step K`` replays under other rules (the linear tower needs none)."""


def _show_ruled(n: int, step: int | None, source: int, target: int | None, rules: Rules, width: int | None,
                svg: Path | None, animate: bool) -> None:
    """``hanoi show`` under ``rules``: the variant's solution (:func:`hanoi.variant.solve`), drawn."""
    from itertools import islice

    from hanoi.draw.text import draw, draw_steps, drawing_width
    from hanoi.errors import StepOutOfRangeError, TooLargeError
    from hanoi.limits import MAX_PICTURE_COLUMNS
    from hanoi.variant import kind, solve
    from hanoi.variants.linear import linear_state_at

    if rules.pieces == "balls":
        raise typer.BadParameter("the Tower of London has no tower to show: use 'hanoi london START GOAL'")
    if animate:
        raise typer.BadParameter("--animate plays the classic puzzle; leave out --variant and --rules")
    source, target = pegs_pair(source, target, rules.pegs)
    start = State.perfect(n, pegs=rules.pegs, peg=source, rules=rules)
    state = start
    if step is not None:
        name, middle = kind(rules)
        if name == "linear" and middle not in (source, target):
            plain = linear_state_at(n, step, source=source, target=target)
            state = State(plain.positions, rules.pegs, rules=rules)
        elif step > _RULED_STEPS:
            raise TooLargeError(f"refusing to replay {step} moves (limit {_RULED_STEPS}); the linear tower needs none",
                                size=step, limit=_RULED_STEPS)
        else:
            moves = list(islice(solve(n, rules=rules, source=source, target=target), step))
            if len(moves) < step:
                raise StepOutOfRangeError(f"step {step} is past the end of the solution ({len(moves)} moves)",
                                          step=step)
            state = start.replay(moves)
    if svg is not None:
        write_svg(state, svg)
        return
    columns = width if width is not None else MAX_PICTURE_COLUMNS
    need = drawing_width(n, rules.pegs) if n <= MAX_PICTURE_COLUMNS else None
    if need is None or need > columns:
        raise TooLargeError(f"{n} discs need more than the {columns} columns available", size=need, limit=columns)
    if step is not None:
        typer.echo(draw(state, step, max_width=columns))
        return
    for index, picture in enumerate(draw_steps(start, solve(n, rules=rules, source=source, target=target))):
        typer.echo(("\n" if index else "") + picture)


@app.command("animate")
def animate_command(
    n: N,
    out: Annotated[Path, typer.Option("--out", "-o", help="File to write: .svg (SMIL) or .gif.")],
    pegs: Pegs = 3,
    source: FromPeg = 0,
    target: ToPeg = None,
    size: Annotated[int | None, typer.Option(min=16, max=4000, help="Width in pixels [480 for GIF].")] = None,
    seconds: Annotated[float, typer.Option("--seconds-per-move", min=0.01, max=60, help="Speed.")] = 0.5,
) -> None:
    """Write an animated optimal solution: SVG with SMIL, or a GIF (Pillow, the 'gif' extra).

    Examples: hanoi animate 4 -o tower.svg | hanoi animate 3 --pegs 4 -o tower.gif
    """
    from hanoi.cli.output import open_output, writable
    from hanoi.draw import svg
    from hanoi.tower import solve

    suffix = out.suffix.lower()
    if suffix not in (".svg", ".gif"):
        raise typer.BadParameter(f"--out {str(out)[:100]!r} must end in .svg or .gif")
    writable(out)
    source, target = pegs_pair(source, target, pegs)
    start = State.perfect(n, pegs=pegs, peg=source)
    moves = solve(n, pegs=pegs, source=source, target=target)
    if suffix == ".svg":
        data = svg.animation(start, moves, size=size, seconds_per_move=seconds).encode()
    else:
        frame_ms = 60
        frames = max(round(seconds * 1000 / frame_ms), 1)
        data = svg.gif(start, moves, size=size or 480, frames_per_move=frames, frame_ms=frame_ms)
    with open_output(out) as handle:
        handle.write(data)
    typer.echo(f"wrote {out} ({len(data):,} bytes)")


def write_svg(state: State, out: Path) -> None:
    """Write the picture of ``state`` to ``out`` (``hanoi show N --svg FILE``).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_svg(State.perfect(2), Path(folder) / "two.svg")  # doctest: +ELLIPSIS
    wrote .../two.svg
    """
    from hanoi.cli.output import open_output, writable
    from hanoi.draw.svg import board

    writable(out)
    picture = board(state)
    with open_output(out) as handle:
        handle.write(picture.encode())
    typer.echo(f"wrote {out}")


def animate_in_terminal(start: State, moves: Iterable[Move], *, delay: float = 0.35,
                        width: int | None = None) -> None:
    """Redraw the text picture in place after each move (``hanoi show N --animate``), with rich.

    Without a terminal only the last picture is printed.

    >>> from hanoi import solve
    >>> animate_in_terminal(State.perfect(1), solve(1), delay=0)
        =
    1----
    """
    from rich.console import Console
    from rich.live import Live
    from rich.text import Text

    from hanoi.draw.text import draw

    console = Console()
    columns = width if width is not None else console.width
    picture = draw(start, 0, max_width=columns)  # refuse an undrawable width first
    state = start
    if not console.is_terminal:
        steps = 0
        for move in moves:
            state = state.apply(move)
            steps += 1
        typer.echo(draw(state, steps, max_width=columns))
        return

    def frame(picture: str, caption: str) -> Text:
        lines = picture.split("\n")
        return Text("\n".join([""] * (start.n + 1 - len(lines)) + [*lines, caption]))

    with Live(frame(picture, "start"), console=console, auto_refresh=False, transient=False) as live:
        time.sleep(delay)
        for step, move in enumerate(moves, start=1):
            state = state.apply(move)
            live.update(frame(draw(state, step, max_width=columns), f"move {step}: {move}"), refresh=True)
            time.sleep(delay)
