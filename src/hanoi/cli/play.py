"""Commands for pictures and play: ``play``, ``animate`` and ``results export``.

Also the two helpers behind ``hanoi show N --svg FILE`` and ``hanoi show N --animate``.
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Iterable
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi.cli.app import app, fail
from hanoi.cli.solving import FromPeg, N, Pegs, ToPeg, pegs_pair
from hanoi.move import Move
from hanoi.state import State
from hanoi.tower import solve

__all__ = ["animate_in_terminal", "results_app", "write_svg"]

Db = Annotated[Path | None, typer.Option("--db", help="SQLite file of test results [the user data dir].")]


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@app.command("play")
def play_command(
    port: Annotated[int, typer.Option(min=1, max=65535, help="TCP port to listen on.")] = 8000,
    host: Annotated[str, typer.Option(help="Address to listen on; keep it on loopback.")] = "127.0.0.1",
    no_browser: Annotated[bool, typer.Option("--no-browser", help="Do not open a browser.")] = False,
    db: Db = None,
) -> None:
    """Serve the game page on this machine and open it in the browser."""
    from hanoi.results.store import default_db_path

    try:
        with socket.create_server((host, port)):
            pass
    except OSError as error:
        fail(f"cannot listen on {host}:{port}: {error.strerror or error}")
    if not _is_loopback(host):
        typer.echo(f"warning: {host} is not a loopback address; anyone on the network can play and read results",
                   err=True)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    typer.echo(f"Serving the game on http://{shown}:{port}/ (Ctrl+C to stop)")
    typer.echo(f"Test results go to {db if db is not None else default_db_path()}")
    from hanoi.web import serve

    serve(host, port, db, open_browser=not no_browser)


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
    """Write an animated optimal solution: SVG with SMIL, or a GIF drawn with Pillow."""
    from hanoi.draw import svg

    suffix = out.suffix.lower()
    if suffix not in (".svg", ".gif"):
        raise typer.BadParameter(f"--out {str(out)!r} must end in .svg or .gif")
    source, target = pegs_pair(source, target, pegs)
    start = State.perfect(n, pegs=pegs, peg=source)
    moves = solve(n, pegs=pegs, source=source, target=target)
    if suffix == ".svg":
        data = svg.animation(start, moves, size=size, seconds_per_move=seconds).encode()
    else:
        frame_ms = 60
        frames = max(round(seconds * 1000 / frame_ms), 1)
        data = svg.gif(start, moves, size=size or 480, frames_per_move=frames, frame_ms=frame_ms)
    try:
        out.write_bytes(data)
    except OSError as error:
        fail(f"cannot write {str(out)!r}: {error.strerror or error}")
    typer.echo(f"wrote {out} ({len(data):,} bytes)")


def write_svg(state: State, out: Path) -> None:
    """Write the picture of ``state`` to ``out`` (``hanoi show N --svg FILE``).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_svg(State.perfect(2), Path(folder) / "two.svg")  # doctest: +ELLIPSIS
    wrote .../two.svg
    """
    from hanoi.draw.svg import board

    try:
        out.write_text(board(state), encoding="utf-8")
    except OSError as error:
        fail(f"cannot write {str(out)!r}: {error.strerror or error}")
    typer.echo(f"wrote {out}")


def animate_in_terminal(start: State, moves: Iterable[Move], *, delay: float = 0.35,
                        width: int | None = None) -> None:
    """Redraw the ASCII picture in place after each move (``hanoi show N --animate``), with rich.

    Without a terminal only the last picture is printed.

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


results_app = typer.Typer(help="Test-mode results: export them.", no_args_is_help=True)
app.add_typer(results_app, name="results")


class ResultFormat(str, Enum):
    """Export formats of test results.

    >>> [member.value for member in ResultFormat], ResultFormat("csv") is ResultFormat.csv
    (['csv'], True)
    >>> ResultFormat("xlsx")
    Traceback (most recent call last):
    ...
    ValueError: 'xlsx' is not a valid ResultFormat
    """

    csv = "csv"


@results_app.command("export")
def export_command(
    fmt: Annotated[ResultFormat, typer.Option("--format", "-f", help="Export format.")] = ResultFormat.csv,
    db: Db = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the tables to.")] = Path("."),
    participant: Annotated[str | None, typer.Option(help="Only this participant.")] = None,
) -> None:
    """Write PEBL-compatible tables: toh.csv and toh-summary.csv, plus toh-attempts.csv and toh-trials.csv."""
    from hanoi.results.store import Records, default_db_path

    path = db if db is not None else default_db_path()
    if not path.is_file():
        fail(f"no results database at {str(path)!r} (run 'hanoi play' and a test first, or pass --db)")
    with Records(path) as records:
        if participant is not None and participant not in records.participants():
            fail(f"no participant {participant!r} in {str(path)!r}")
        try:
            written = records.export_csv(out, participant=participant)
        except OSError as error:
            fail(f"cannot write to {str(out)!r}: {error.strerror or error}")
    for name in written:
        typer.echo(str(name))
