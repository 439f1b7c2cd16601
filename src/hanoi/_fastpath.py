"""The console script's fast path: the everyday commands with plain arguments, answered without typer.

Importing typer costs more than the rest of ``hanoi solve 3``.  :func:`run` recognises a
narrow grammar exactly, and answers through :mod:`hanoi._answers`, the functions the typer
commands of :mod:`hanoi.cli.solving` call after their own checks::

    solve N   [--pegs P] [--from PEG] [--to PEG] [--format text|json]
    move  N K [--pegs P] [--from PEG] [--to PEG] [--format text|json]
    state N K [--pegs P] [--from PEG] [--to PEG] [--format text|json]
    count N   [--pegs P]

N and K are plain decimals (ASCII digits, at most :data:`MAX_DIGITS`), P is a plain decimal
of at most four digits, a PEG one ASCII letter or a decimal of at most four digits; an
option is written ``--pegs 4``, ``--pegs=4``, ``-p 4`` or ``-p4`` (``-f`` for
``--format``), at most once, before, between or after the numbers.  Anything else (help,
another option, a repeated option, an expression such as ``2**63``, shell completion) and
every argument the library refuses go to the typer application, which prints the usual
error; so the fast path only ever prints answers, and the same bytes the application
prints (tests/test_fastpath.py compares the two on generated command lines).  What
happens while the answer is written (a closed pipe, a full disk, Ctrl-C) ends as it ends
in the typer command: typer's ``Command.main`` first, then :func:`hanoi.cli.app.ended`.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, TextIO, cast

__all__ = ["MAX_DIGITS", "recognise", "run"]

MAX_DIGITS = 200
"""The most digits of N or K the fast path reads (``10**100`` has 101): longer numbers go to typer."""

_OPTIONS = {"--pegs": "pegs", "-p": "pegs", "--from": "from", "--to": "to", "--format": "format", "-f": "format"}
"""Each option the grammar knows, by each of its names in the typer commands."""

_COMMANDS: dict[str, tuple[int, frozenset[str]]] = {
    "solve": (1, frozenset({"pegs", "from", "to", "format"})),
    "move": (2, frozenset({"pegs", "from", "to", "format"})),
    "state": (2, frozenset({"pegs", "from", "to", "format"})),
    "count": (1, frozenset({"pegs"})),
}
"""Each command of the grammar: how many numbers (N, or N and K) and which options."""


def _number(text: str, digits: int) -> int | None:
    """A plain decimal of ASCII digits, at most ``digits`` long, else None."""
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None


def _peg(text: str) -> int | None:
    """One ASCII letter (``A`` or ``a`` is peg 0), or a decimal of at most four digits, else None."""
    if len(text) == 1 and text.isascii() and text.isalpha():
        from hanoi.move import peg_from_letter

        return peg_from_letter(text)
    return _number(text, 4)


def recognise(args: Sequence[str]) -> tuple[str, list[int], dict[str, int | str]] | None:
    """The command, its numbers and its options when ``args`` is in the grammar; else None.

    >>> recognise(["solve", "3", "-p4", "--to=B"])
    ('solve', [3], {'pegs': 4, 'to': 1})
    >>> recognise(["solve", "3", "--help"]) is None, recognise(["move", "64", "2**63"]) is None
    (True, True)
    """
    if not args or args[0] not in _COMMANDS:
        return None
    wanted, allowed = _COMMANDS[args[0]]
    numbers: list[int] = []
    options: dict[str, int | str] = {}
    index = 1
    while index < len(args):
        token = args[index]
        if token.startswith("-"):
            name, equals, value = token.partition("=") if token.startswith("--") else (token[:2], "", token[2:])
            key = _OPTIONS.get(name)
            if key is None or key not in allowed or key in options or (equals and not value):
                return None
            if not equals and not value:
                index += 1
                if index == len(args):
                    return None
                value = args[index]
            parsed: int | str | None
            if key == "format":
                parsed = value if value in ("text", "json") else None
            elif key == "pegs":
                parsed = _number(value, 4)
            else:
                parsed = _peg(value)
            if parsed is None:
                return None
            options[key] = parsed
        else:
            number = _number(token, MAX_DIGITS)
            if number is None or len(numbers) == wanted:
                return None
            numbers.append(number)
        index += 1
    return (args[0], numbers, options) if len(numbers) == wanted else None


def _completing() -> bool:
    """Whether the shell asks for completions (``_HANOI_COMPLETE`` and typer's own variables): typer answers."""
    return any(name.startswith("_") and "COMPLETE" in name for name in os.environ)


def _answer(command: str, numbers: list[int], options: dict[str, int | str]) -> Callable[[], None]:
    """Check every argument and compute the answer now (the library raises HanoiError); return its writer."""
    from hanoi import _answers
    from hanoi._validate import check_source_target

    pegs = options.get("pegs", 3)
    fmt = str(options.get("format", "text"))
    assert isinstance(pegs, int)
    if command == "count":
        lines = _answers.count_lines(numbers[0], pegs=pegs)
        return lambda: _echo(*lines)
    source, target = check_source_target(options.get("from", 0), options.get("to"), pegs)
    if command == "solve":
        n = numbers[0]
        total = _answers.solution_total(n, pegs=pegs, source=source, target=target, algorithm="recursive")

        def write() -> None:
            handle = sys.stdout.buffer
            with _answers.progress_bar(f"{n} discs", total) as advance:
                _answers.write_solution(n, handle, pegs=pegs, source=source, target=target, algorithm="recursive",
                                        fmt=fmt, notation="canonical", progress=advance)
            handle.flush()

        return write
    from hanoi import tower

    n, k = numbers
    if command == "move":
        line = _answers.move_line(tower.move_at(n, k, pegs=pegs, source=source, target=target), k, fmt)
    else:
        line = _answers.state_line(tower.state_at(n, k, pegs=pegs, source=source, target=target), k, fmt)
    return lambda: _echo(line)


def _echo(*lines: str) -> None:
    """Print each line and flush, as ``typer.echo`` does."""
    for line in lines:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


def run(args: Sequence[str]) -> bool:
    """Answer ``args`` and return True, or return False having printed nothing (typer then runs them).

    >>> run(["count", "3"])
    7
    proven optimal (3 pegs: 2**n - 1, the unique optimal solution)
    True
    >>> run(["count", "3", "--pegs", "2"])  # refused: typer prints the error
    False
    """
    recognised = None if _completing() else recognise(args)
    if recognised is None:
        return False
    from hanoi.errors import HanoiError

    try:
        try:
            write = _answer(*recognised)
        except HanoiError:  # nothing printed yet: the application says what is wrong, in its words
            return False
        write()
    except KeyboardInterrupt:  # typer's Command.main makes this exit 130, quietly
        sys.exit(130)
    except OSError as error:
        if error.errno == errno.EPIPE:  # typer's Command.main: a closed pipe exits 1, quietly from then on
            from typer._click.utils import PacifyFlushWrapper

            sys.stdout = cast(TextIO, PacifyFlushWrapper(sys.stdout))
            sys.stderr = cast(TextIO, PacifyFlushWrapper(sys.stderr))
            sys.exit(1)
        _ended(error, args)
    except Exception as error:
        _ended(error, args)
    try:
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit (as in the application)
    except (Exception, KeyboardInterrupt) as error:
        _ended(error, args)
    return True


def _ended(error: BaseException, args: Sequence[str]) -> NoReturn:
    """What the application does with an error that reached it (:func:`hanoi.cli.app.ended`)."""
    from hanoi.cli.app import ended

    ended(error, args)
