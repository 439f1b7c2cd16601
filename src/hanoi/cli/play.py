"""Commands of the browser game and its test mode: ``play``, ``site`` (the static game) and ``results``."""

from __future__ import annotations

import ipaddress
import socket
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from hanoi.cli.app import CommandGroup, app, fail
from hanoi.limits import GAME_MAX_DISCS, GAME_MAX_PEGS

if TYPE_CHECKING:
    from hanoi.results.store import Records

__all__ = ["results_app"]

Db = Annotated[Path | None, typer.Option("--db", help="SQLite file of test results [the user data dir].")]


def _normal_host(host: str) -> str:
    """The address to listen on, written the one way: ``127.1`` is ``127.0.0.1``, ``::ffff:127.0.0.1`` too.

    An IPv4 address mapped into IPv6 is served as the IPv4 address it is (a server bound
    to the IPv6 form may not start where IPv6 is off); an empty host is a usage error.

    >>> _normal_host("127.1"), _normal_host("::ffff:127.0.0.1"), _normal_host("::1"), _normal_host("localhost")
    ('127.0.0.1', '127.0.0.1', '::1', 'localhost')
    """
    text = host.strip()
    if not text:
        raise typer.BadParameter(f"--host must be an address or a host name, such as 127.0.0.1; got {host!r}")
    try:
        address = ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        if all(char in "0123456789abcdefxABCDEFX." for char in text):  # 127.1, 0x7f.1: inet_aton's forms
            try:
                return socket.inet_ntoa(socket.inet_aton(text))
            except OSError:
                pass
        return text
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(address)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Start(str, Enum):
    """The starts of a free game: the page's menu.

    >>> [member.value for member in Start]
    ['classic', 'random', 'london']
    """

    classic = "classic"
    random = "random"
    london = "london"


class Language(str, Enum):
    """The languages of the game.

    >>> [member.value for member in Language]
    ['en', 'fr', 'de', 'ja', 'ru']
    """

    en = "en"
    fr = "fr"
    de = "de"
    ja = "ja"
    ru = "ru"


_TERMINAL = "Terminal game (with --terminal)"


@app.command("play")
def play_command(
    terminal: Annotated[bool, typer.Option(
        "--terminal", help="Play full screen in this terminal (keys and mouse) instead of serving the browser "
                           "game; needs the 'terminal' extra.", rich_help_panel=_TERMINAL)] = False,
    discs: Annotated[int | None, typer.Option(min=1, max=GAME_MAX_DISCS, help=f"Discs, 1 to {GAME_MAX_DISCS} [3].",
                                              rich_help_panel=_TERMINAL)] = None,
    pegs: Annotated[int | None, typer.Option(min=3, max=GAME_MAX_PEGS, help=f"Pegs, 3 to {GAME_MAX_PEGS} [3].",
                                             rich_help_panel=_TERMINAL)] = None,
    start: Annotated[Start | None, typer.Option(
        help="classic: a tower on peg A to carry to the last peg; random: random start and goal; "
             "london: a published Tower of London problem [classic].", rich_help_panel=_TERMINAL)] = None,
    seed: Annotated[int | None, typer.Option(min=0, max=2**32 - 1, help="Seed of a random start and goal.",
                                             rich_help_panel=_TERMINAL)] = None,
    london_set: Annotated[str | None, typer.Option(
        "--london-set", metavar="NAME", help="With --start london: shallice, tol-dx, tol-r, fimbel-old, fimbel-young, "
                             "phillips-a, phillips-b, phillips-c [shallice].", rich_help_panel=_TERMINAL)] = None,
    problem: Annotated[int | None, typer.Option(min=1, max=50, help="With --start london: the problem's number "
                                                "in its set [1].", rich_help_panel=_TERMINAL)] = None,
    lang: Annotated[Language | None, typer.Option(
        "--lang", help="Language of the game [from LC_ALL, LC_MESSAGES or LANG; else en].",
        rich_help_panel=_TERMINAL)] = None,
    keys: Annotated[str | None, typer.Option(
        help="Press these keys (separated by spaces: 1-6 a-f u h s r left right up down enter space escape) "
             "without a screen and print the screen as text at the end.", rich_help_panel=_TERMINAL)] = None,
    port: Annotated[int, typer.Option(min=1, max=65535, help="TCP port to listen on.")] = 8000,
    host: Annotated[str, typer.Option(help="Address to listen on; keep it on loopback.")] = "127.0.0.1",
    no_browser: Annotated[bool, typer.Option("--no-browser", help="Do not open a browser.")] = False,
    db: Db = None,
    forwarded_allow_ips: Annotated[str | None, typer.Option(
        "--forwarded-allow-ips", help="Comma-separated addresses of reverse proxies whose X-Forwarded-For is "
                                      "believed [none: the connecting address counts].")] = None,
) -> None:
    """Serve the game page on this machine and open it in the browser, or play in this terminal (--terminal).

    One server per results database: a second 'hanoi play' on the same --db names the
    process that holds it and exits 2.

    Examples: hanoi play | hanoi play --port 8080 --no-browser --db study.sqlite3 |
    hanoi play --terminal --discs 4 --pegs 4 | hanoi play --terminal --discs 2 --keys "1 2 1 3 2 3"
    """
    given = {"--discs": discs, "--pegs": pegs, "--start": start, "--seed": seed, "--london-set": london_set,
             "--problem": problem, "--lang": lang, "--keys": keys}
    if terminal:
        _play_in_terminal(discs=discs, pegs=pegs, start=start, seed=seed, london_set=london_set, problem=problem,
                          lang=lang, keys=keys)
        return
    named = [flag for flag, value in given.items() if value is not None]
    if named:
        raise typer.BadParameter(f"{named[0]} sets up the terminal game: add --terminal", param_hint=named[0])
    from hanoi._extras import need
    from hanoi.results.store import check_results_path, default_db_path

    need("fastapi", "web")  # before anything is printed
    need("uvicorn", "web")
    host = _normal_host(host)
    check_results_path(db)  # a --db that cannot hold results is refused now, not at the first test
    if forwarded_allow_ips is not None and not forwarded_allow_ips.strip():
        raise typer.BadParameter("give the proxies' addresses, such as 127.0.0.1", param_hint="--forwarded-allow-ips")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET  # as uvicorn binds it
    try:
        with socket.create_server((host, port), family=family):
            pass
    except OSError as error:
        fail(f"cannot listen on {host}:{port}: {error.strerror or error}")
    from hanoi.results.lock import DatabaseInUseError, ResultsLock
    from hanoi.web.security import allowed_hosts, lan_address, new_secret

    try:  # one server per database, for the server's life: a second one says who holds it
        held = None if str(db) == ":memory:" else ResultsLock.acquire(db if db is not None else default_db_path())
    except DatabaseInUseError as error:
        typer.echo(f"error: {error}", err=True)
        raise SystemExit(2) from None

    secret = new_secret()
    play = new_secret()
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    shown = f"[{shown}]" if ":" in shown else shown
    typer.echo(f"Serving the game on http://{shown}:{port}/ (Ctrl+C to stop)")
    typer.echo(f"Examiner link (keep it secret; it opens free play, starting and resuming tests):\n"
               f"  http://{shown}:{port}/#examiner={secret}")
    typer.echo(f"Players (free play): http://{shown}:{port}/#play={play}")
    extra: list[str] = []
    if not _is_loopback(host):
        lan = lan_address() if host in ("0.0.0.0", "::") else host
        if lan is not None and lan != shown:
            typer.echo(f"On the local network: http://{lan}:{port}/#examiner={secret}")
            typer.echo(f"Players on the local network (free play): http://{lan}:{port}/#play={play}")
            extra.append(lan)
        typer.echo(f"warning: {host} is not a loopback address; anyone on the network can reach the server "
                   "(participants' pages need only the link each test gives)", err=True)
    typer.echo(f"Test results go to {db if db is not None else default_db_path()}")
    from hanoi.web import serve

    try:
        serve(host, port, db, open_browser=not no_browser, examiner_token=secret, player_token=play,
              hosts=allowed_hosts(host, extra), forwarded_allow_ips=forwarded_allow_ips, results_lock=held)
    finally:
        if held is not None:
            held.release()


def _play_in_terminal(*, discs: int | None, pegs: int | None, start: Start | None, seed: int | None,
                      london_set: str | None, problem: int | None, lang: Language | None, keys: str | None) -> None:
    """``hanoi play --terminal``: the settings checked, then the Textual app (or a scripted run of --keys)."""
    import sys

    from hanoi._extras import available
    from hanoi.errors import HanoiError, MissingExtraError

    if not available("textual"):  # before anything else: say how to install it
        raise MissingExtraError("hanoi play --terminal needs the 'terminal' extra (Textual, no module 'textual'): "
                                "pip install 'python-hanoi[terminal]' (or: uv sync --extra terminal)",
                                extra="terminal")
    from hanoi.terminal.play import GameSettings, check_keys
    from hanoi.terminal.texts import language_from_environment

    try:
        if keys is not None:
            check_keys(keys.split())
        settings = GameSettings(discs=3 if discs is None else discs, pegs=3 if pegs is None else pegs,
                                start="classic" if start is None else start.value, seed=seed,
                                london_set="shallice" if london_set is None else london_set,
                                problem=1 if problem is None else problem,
                                language=language_from_environment() if lang is None else lang.value)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None
    from hanoi.terminal.app import HanoiApp, run_keys

    if keys is not None:
        typer.echo(run_keys(settings, keys.split()))
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        typer.echo("error: hanoi play --terminal needs a terminal for its screen (standard input and output); "
                   "--keys plays without one", err=True)
        raise SystemExit(2)
    HanoiApp(settings).run()


@app.command("site")
def site_command(
    out: Annotated[Path, typer.Argument(help="Folder to write the static game into (made if missing).")],
) -> None:
    """Write the game as a static site: free play, hints, the recursion view and the Tower of London, with no server.

    Open OUT/index.html from the disk (file://), or put OUT on any web server (it then works offline after the
    first visit). Test mode needs the server: hanoi play.

    Example: hanoi site game/
    """
    from hanoi.web.site import build_site

    if not str(out).strip():
        raise typer.BadParameter("OUT must name a folder, such as game/")
    index, worker = build_site(out)
    typer.echo(f"Wrote {index} (the game, one page) and {worker} (its service worker, for offline use)")
    typer.echo(f"Open {index} in a browser, or put {out} on any web server; test mode needs 'hanoi play'")


results_app = typer.Typer(
    cls=CommandGroup,
    help=("Test-mode results: export them as tables, score them, or write an HTML report.\n\n"
          "Examples: hanoi results export --out export | hanoi results scores --db study.sqlite3 | "
          "hanoi results report --out report.html"),
    no_args_is_help=True,
)
app.add_typer(results_app, name="results")


class ResultFormat(str, Enum):
    """Export formats of test results: PEBL-style tables, or the tidy long table for R and pandas.

    >>> [member.value for member in ResultFormat], ResultFormat("long") is ResultFormat.long
    (['csv', 'long'], True)
    >>> ResultFormat("xlsx")
    Traceback (most recent call last):
    ...
    ValueError: 'xlsx' is not a valid ResultFormat
    """

    csv = "csv"
    long = "long"


def _open_records(db: Path | None, participant: str | None) -> Records:
    from hanoi.results.store import Records, default_db_path

    path = db if db is not None else default_db_path()
    if not path.exists():
        fail(f"no results database at {str(path)!r} (run 'hanoi play' and a test first, or pass --db)")
    records = Records(path, create=False)
    if participant is not None and participant not in records.participants():
        records.close()
        fail(f"no participant {participant!r} in {str(path)!r}")
    return records


@results_app.command("export")
def export_command(
    fmt: Annotated[ResultFormat, typer.Option("--format", "-f", help="csv: toh.csv, toh-summary.csv (PEBL's "
                                              "columns first), toh-attempts.csv, toh-trials.csv; long: "
                                              "toh-long.csv.")] = ResultFormat.csv,
    db: Db = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the tables to.")] = Path("."),
    participant: Annotated[str | None, typer.Option(help="Only this participant.")] = None,
) -> None:
    """Write the results as CSV tables: PEBL-compatible ones, or the tidy long format for R and pandas.

    Examples: hanoi results export --out export | hanoi results export --format long --db study.sqlite3
    """
    from hanoi._files import check_output
    from hanoi.cli.output import file_error
    from hanoi.results.export import FORMATS, export_csv
    from hanoi.results.store import default_db_path

    for table in FORMATS[fmt.value]:  # no table may be the database itself: refused before it is opened
        check_output(out / table, [db if db is not None else default_db_path()])
    with _open_records(db, participant) as records:
        try:
            written = export_csv(records, out, participant=participant, fmt=fmt.value)
        except OSError as error:
            raise file_error("write to", out, error) from None
    for name in written:
        typer.echo(str(name))


@results_app.command("scores")
def scores_command(
    db: Db = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Folder for toh-scores-items.csv and "
                                             "toh-scores-participants.csv [print a table only].")] = None,
    participant: Annotated[str | None, typer.Option(help="Only this participant.")] = None,
) -> None:
    """Scores per participant (practice left out): points, excess moves, accuracy, first-move time, violations.

    Examples: hanoi results scores --db study.sqlite3 | hanoi results scores --out scores
    """
    from hanoi.results.scores import item_scores, participant_scores, split_half, write_scores
    from hanoi.results.store import default_db_path

    with _open_records(db, participant) as records:
        people = participant_scores(item_scores(records, participant))
        if out is not None:
            from hanoi._files import check_output

            for name in ("toh-scores-items.csv", "toh-scores-participants.csv"):
                check_output(out / name, [db if db is not None else default_db_path()])
            for path in write_scores(records, out, participant=participant):
                typer.echo(str(path))
            return
    head = ("participant", "items", "solved", "points", "excess", "accuracy", "first move (s)", "time/move (s)",
            "violations")
    table = [head]
    for person in people:
        row = person.row()

        def seconds(value: object) -> str:
            return "" if value == "" else f"{float(str(value)) / 1000:.2f}"

        table.append((str(row["sub"]), str(row["items"]), str(row["solved"]), str(row["points"]),
                      str(row["excess_moves"]), str(row["mean_accuracy"]), seconds(row["mean_first_move_ms"]),
                      seconds(row["mean_time_per_move_ms"]), str(row["violations"])))
    widths = [max(len(line[i]) for line in table) for i in range(len(head))]
    for line in table:
        typer.echo("  ".join(cell.ljust(width) if i == 0 else cell.rjust(width)
                             for i, (cell, width) in enumerate(zip(line, widths, strict=True))).rstrip())
    half = split_half(people)
    if half.corrected is None:
        typer.echo(f"split-half reliability: {half.note}")
    else:
        typer.echo(f"split-half reliability of the points ({half.participants} participants, odd-even): "
                   f"r = {half.r:.3f}, Spearman-Brown {half.corrected:.3f}")


@results_app.command("report")
def report_command(
    db: Db = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="The HTML file to write.")] = Path("report.html"),
    participant: Annotated[str | None, typer.Option(help="Only this participant.")] = None,
) -> None:
    """Write an HTML report: per participant, a plot per problem (moves and time against the minimum) and a table.

    Example: hanoi results report --db study.sqlite3 --out report.html
    """
    from hanoi._files import check_output, write_whole
    from hanoi.results.report import report_html
    from hanoi.results.store import default_db_path

    check_output(out, [db if db is not None else default_db_path()])  # never over the database
    with _open_records(db, participant) as records:
        page = report_html(records, participant=participant)
    write_whole(out, page, inputs=[db if db is not None else default_db_path()])
    typer.echo(f"wrote {out} ({len(page.encode()):,} bytes)")
