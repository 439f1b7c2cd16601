"""The typer application and what every command shares: errors, exit codes and help.

Usage errors (a malformed argument, a missing extra) exit with 2 and domain errors (a
valid argument the puzzle refuses) with 1; both print one line on stderr and never a
traceback.  This module imports nothing heavy: ``hanoi --help`` and ``hanoi solve 3``
start without numpy.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import typer
from typer._click import exceptions as click
from typer.core import TyperGroup

from hanoi._answers import decimal
from hanoi._version import __version__
from hanoi.errors import FileError, HanoiError, MissingExtraError
from hanoi.limits import MAX_MESSAGE

__all__ = ["ORDER", "CommandFileError", "CommandGroup", "app", "decimal", "ended", "fail", "help_text"]

ORDER = (
    "solve", "move", "state", "step", "count", "show", "trace", "animate", "table", "distance", "path", "search",
    "space", "bfs", "geodesics", "graph", "london", "rings", "panex", "verify", "prompt", "eval", "instances", "pddl",
    "play", "mcp", "results", "jspsych", "help",
)
"""The order of the commands in ``hanoi --help``: the everyday ones first."""


_LIMIT_NAME = re.compile(r"\b(?:max|min)_[a-z_]+\b")
"""A limit's Python parameter name in a library message (``max_nodes``, ``max_seconds``)."""


class CommandFileError(HanoiError):
    """A file the command cannot read or write: ``cannot write PATH: reason`` (exit 2).

    >>> print(CommandFileError("cannot write '/proc/x': permission denied"))
    cannot write '/proc/x': permission denied
    """


def _given(error: click.UsageError, args: Sequence[str]) -> str | None:
    """The text given for the option that ``error`` refuses, so that the message can quote it.

    >>> from types import SimpleNamespace
    >>> option = SimpleNamespace(opts=["--pegs", "-p"])  # what a click option carries
    >>> _given(click.BadParameter("too small", param=option), ["count", "5", "-p", "2"])
    '2'
    >>> _given(click.BadParameter("too small", param=option), ["count", "--pegs=1"])
    '1'
    """
    param = getattr(error, "param", None)
    opts = [opt for opt in getattr(param, "opts", ()) if opt.startswith("-")]
    for index, token in enumerate(args):
        for opt in opts:
            if token == opt and index + 1 < len(args):
                return args[index + 1]
            if opt.startswith("--") and token.startswith(opt + "="):
                return token[len(opt) + 1 :]
    return None


def _shorten(message: str) -> str:
    """One line of at most ``MAX_MESSAGE`` characters.

    >>> len(_shorten("x" * 1000)) <= 300
    True
    """
    line = " ".join(message.split("\n"))
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 3] + "..."


def _name_metavars(command: Any) -> None:
    """One voice for the help's placeholders: ``N`` for integers, ``FILE``/``DIR`` for paths, the option's name else.

    typer's defaults (``<int range>``, ``<str>``, ``<path>``) would stand beside the
    placeholders the commands name themselves (``PEG``, ``STATE``, ``FILE``).
    """
    for param in getattr(command, "params", ()):
        if getattr(param, "param_type_name", "") != "option" or param.is_flag or param.metavar is not None:
            continue
        kind = param.type
        try:
            own = kind.get_metavar(param=param, ctx=None)  # a choice names its choices
        except Exception:
            own = "own"
        if own is not None:
            continue
        name = str(getattr(kind, "name", ""))
        if name.startswith("int"):
            param.metavar = "N"
        elif name == "path":
            folder = getattr(kind, "dir_okay", True) and not getattr(kind, "file_okay", True)
            param.metavar = "DIR" if folder else "FILE"
        else:
            param.metavar = max(param.opts, key=len).lstrip("-").upper().replace("-", "_")
    for sub in getattr(command, "commands", {}).values():
        _name_metavars(sub)


class CommandGroup(TyperGroup):
    """A group of commands (``hanoi``, ``hanoi results``): in :data:`ORDER`, each with its whole first sentence."""

    def list_commands(self, ctx: Any) -> list[str]:
        names = list(self.commands)
        return sorted(names, key=lambda name: (ORDER.index(name) if name in ORDER else len(ORDER), name))

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """List the commands with the whole first sentence of their help, never cut mid-phrase."""
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, _first_sentence(command.short_help or command.help or "")))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


class _Commands(CommandGroup):
    """The ``hanoi`` group: errors one line on stderr, right exit codes."""

    def _flags_named(self, message: str, args: Sequence[str]) -> str:
        """``message`` with the library's parameter names (``max_nodes``) given as the command's flags.

        The library names its limits by their Python parameters; on the command line the
        user raises them with a flag, so ``(limit max_seconds=10.0)`` reads
        ``(limit --max-seconds=10.0)`` where the command has that flag.
        """
        command: Any = self.commands.get(args[0]) if args else None
        while command is not None and hasattr(command, "commands") and len(args) > 1:  # a group: its subcommand
            args = args[1:]
            command = command.commands.get(args[0])
        flags = {opt for param in getattr(command, "params", ()) for opt in getattr(param, "opts", ())}
        return _LIMIT_NAME.sub(lambda m: "--" + m.group(0).replace("_", "-") if
                               "--" + m.group(0).replace("_", "-") in flags else m.group(0), message)


    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        _name_metavars(self)
        try:
            result = super().main(
                args=args, prog_name=prog_name or "hanoi", complete_var=complete_var,
                standalone_mode=False, **extra,
            )
            if isinstance(result, int) and not isinstance(result, bool) and result:
                sys.exit(result)  # click returns typer.Exit's code when not standalone
            sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
            return result
        except typer.Exit as done:
            try:
                sys.stdout.flush()
            except OSError as error:
                _stdout_failed(error)
            sys.exit(done.exit_code)
        except click.NoArgsIsHelpError as error:
            sys.stdout.write(error.ctx.get_help() + "\n" if error.ctx else "")
            sys.exit(0)
        except click.NoSuchOption as error:
            if error.option_name.lstrip("-").isdigit():
                whole = _whole_argument(error.option_name, sys.argv[1:] if args is None else list(args))
                if whole.lstrip("-").isdigit():
                    _stderr(f"error: {whole!r} is negative; expected an integer >= 0")
                else:  # -0x1, -1e3: not a number at all, and not an option either
                    _stderr(f"error: {whole[:60]!r} is not a non-negative integer (e.g. 12 or 2**63)")
            else:
                _stderr(f"error: {error.format_message()} (see 'hanoi --help')")
            sys.exit(2)
        except click.UsageError as error:
            message = error.format_message()
            given = _given(error, sys.argv[1:] if args is None else list(args))
            if given is not None and repr(given) not in message:
                message = f"{message.rstrip('.')}; got {given[:60]!r}"
            path = error.ctx.command_path if error.ctx is not None else ""
            if path:
                message = f"{path}: {message}"
            if isinstance(error, click.MissingParameter) or "Missing" in message or "No such command" in message:
                message = f"{message.rstrip('.')} (see '{path or 'hanoi'} --help')"
            _stderr(f"error: {message}")
            sys.exit(2)
        except click.ClickException as error:
            _stderr(f"error: {error.format_message()}")
            sys.exit(error.exit_code)
        except typer.Abort:
            _stderr("aborted")
            sys.exit(130)
        except (Exception, KeyboardInterrupt) as error:
            ended(error, sys.argv[1:] if args is None else list(args), self)


def ended(error: BaseException, args: Sequence[str], group: _Commands | None = None) -> NoReturn:
    """End a command that raised ``error`` (not a click exception): one line on stderr and the exit code.

    A missing extra or a file problem exits with 2, a domain error with 1 (its limits named
    as the flags of the command in ``group``), a closed pipe with 0, an interruption with
    130; anything else is a bug: one line, unless ``HANOI_DEBUG`` asks for the traceback.
    The console script's fast path (:mod:`hanoi._fastpath`) ends here too.

    >>> ended(HanoiError("no disc 4"), ["solve"])
    Traceback (most recent call last):
    ...
    SystemExit: 1
    """
    if isinstance(error, (MissingExtraError, CommandFileError, FileError)):
        _stderr(f"error: {error}")
        sys.exit(2)
    if isinstance(error, HanoiError):
        _stderr(f"error: {group._flags_named(str(error), args) if group is not None else error}")
        sys.exit(1)
    if isinstance(error, OSError):  # standard output: a closed pipe (| head), a full disk, a dead terminal
        _stdout_failed(error)
    if isinstance(error, KeyboardInterrupt):
        _stderr("interrupted")
        sys.exit(130)
    if os.environ.get("HANOI_DEBUG"):
        raise error
    _stderr(f"internal error: {type(error).__name__}: {error} (set HANOI_DEBUG=1 for details)")
    sys.exit(1)


def _whole_argument(option: str, args: Sequence[str]) -> str:
    """The argument that click read as the unknown option ``option`` (``-0x1`` for ``-0``).

    >>> _whole_argument("-0", ["solve", "-0x1"]), _whole_argument("-5", ["solve", "-5"])
    ('-0x1', '-5')
    """
    for arg in args:
        if arg.startswith(option):
            return arg
    return option


def _first_sentence(text: str) -> str:
    """The first sentence of a help text, whole.

    >>> _first_sentence("Print the moves (fast). More text.\\n\\nExamples: x")
    'Print the moves (fast).'
    """
    paragraph = " ".join(text.strip().split("\n\n")[0].split())
    end = paragraph.find(". ")
    return paragraph if end < 0 else paragraph[: end + 1]


def _stdout_failed(error: OSError) -> NoReturn:
    """A file error that reached the top: one line, exit 2 (a closed pipe, as ``| head`` leaves: exit 0).

    An error without a file name comes from standard output (a full disk, a dead terminal).
    """
    from hanoi._validate import file_problem

    if error.filename is not None:
        _stderr(f"error: {file_problem('use', error.filename, error)}")
        sys.exit(2)
    _quiet_broken_pipe()
    if isinstance(error, BrokenPipeError):
        sys.exit(0)
    message = file_problem("write", "<stdout>", error).replace("'<stdout>'", "standard output")
    _stderr(f"error: {message}")
    sys.exit(2)


def _quiet_broken_pipe() -> None:
    """After the reader of stdout went away (``| head``), stop Python from complaining at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _stderr(line: str) -> None:
    sys.stderr.write(_shorten(line) + "\n")
    sys.stderr.flush()


def _version(value: bool) -> None:
    if value:
        typer.echo(f"python-hanoi {__version__}")
        raise typer.Exit()


app = typer.Typer(
    cls=_Commands,
    name="hanoi",
    help=(
        "The Tower of Hanoi toolkit: solve a tower of any size, jump to any move, draw it, find the shortest "
        "way between any two positions, search the whole puzzle, play it in the browser, and check move lists "
        "written by people, planners and language models.\n\n"
        "Pegs are letters A, B, C, ... (or numbers from 0); a position lists the peg of each disc, largest "
        "disc first, so 'AAC' has the two large discs on A and the smallest on C.\n\n"
        "Examples: hanoi solve 3 | hanoi move 64 '2**63' | hanoi show 3 | hanoi distance BAA ABB"
    ),
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", "-V", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Options of the ``hanoi`` command itself."""


@app.command("help")
def help_command(
    command: list[str] = typer.Argument(None, metavar="[COMMAND]...", help="The command to explain."),  # noqa: B008
) -> None:
    """Show the help of COMMAND (or of hanoi itself).

    Example: hanoi help solve
    """
    typer.echo(help_text(command or []))


def help_text(words: Sequence[str]) -> str:
    """The ``--help`` text of the command named by ``words`` (empty: the whole program).

    >>> "Usage: hanoi" in help_text([])
    True
    """
    import typer.main

    group = typer.main.get_command(app)
    ctx = group.make_context("hanoi", ["--help"], resilient_parsing=True)
    command: Any = group
    for word in words:
        sub = command.get_command(ctx, word) if hasattr(command, "get_command") else None
        if sub is None:
            raise click.UsageError(f"no command {word!r}; 'hanoi --help' lists them")
        ctx = sub.make_context(word, ["--help"], parent=ctx, resilient_parsing=True)
        command = sub
    text: str = command.get_help(ctx)
    return text


def fail(message: str) -> NoReturn:
    """Stop a command with a domain error (exit 1): one line on stderr.

    >>> fail("no disc 4 in a 3-disc state")
    Traceback (most recent call last):
    ...
    hanoi.errors.HanoiError: no disc 4 in a 3-disc state
    """
    raise HanoiError(message)
