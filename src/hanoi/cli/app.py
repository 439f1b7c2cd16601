"""The typer application and what every command shares: argument parsers and errors.

Usage errors (a malformed argument) exit with 2 and domain errors (a valid argument
the puzzle refuses) with 1; both print one line on stderr and never a traceback.
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

from hanoi.errors import HanoiError, TooLargeError
from hanoi.notation import parse_peg as _parse_peg
from hanoi.state import State

__all__ = ["MAX_PRINT_BITS", "app", "decimal", "fail", "parse_count", "parse_peg", "parse_state"]

MAX_PRINT_BITS = 1 << 21
"""The largest number printed in decimal, in bits (about 630,000 digits, a few seconds to convert)."""


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


class _OneLineErrors(TyperGroup):
    """A command group whose errors are one line on stderr, with the right exit code."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        try:
            result = super().main(
                args=args, prog_name=prog_name or "hanoi", complete_var=complete_var,
                standalone_mode=False, **extra,
            )
            if isinstance(result, int) and not isinstance(result, bool) and result:
                sys.exit(result)  # click returns typer.Exit's code when not standalone
            return result
        except typer.Exit as done:
            sys.exit(done.exit_code)
        except click.NoArgsIsHelpError as error:
            sys.stdout.write(error.ctx.get_help() + "\n" if error.ctx else "")
            sys.exit(0)
        except click.NoSuchOption as error:
            if error.option_name.lstrip("-").isdigit():
                _stderr(f"error: {error.option_name!r} is negative; expected an integer >= 0")
            else:
                _stderr(f"error: {error.format_message()}")
            sys.exit(2)
        except click.UsageError as error:
            message = error.format_message()
            given = _given(error, sys.argv[1:] if args is None else list(args))
            if given is not None and repr(given) not in message:
                message = f"{message.rstrip('.')}; got {given!r}"
            if error.ctx is not None and error.ctx.command_path:
                message = f"{error.ctx.command_path}: {message}"
            _stderr(f"error: {message}")
            sys.exit(2)
        except click.ClickException as error:
            _stderr(f"error: {error.format_message()}")
            sys.exit(error.exit_code)
        except typer.Abort:
            _stderr("aborted")
            sys.exit(130)
        except HanoiError as error:
            _stderr(f"error: {error}")
            sys.exit(1)
        except BrokenPipeError:
            sys.exit(0)
        except (MemoryError, OverflowError) as error:
            _stderr(f"error: too large to compute here ({type(error).__name__}: {error})")
            sys.exit(1)
        except Exception as error:  # a bug: one line, unless HANOI_DEBUG asks for the traceback
            if os.environ.get("HANOI_DEBUG"):
                raise
            _stderr(f"internal error: {type(error).__name__}: {error} (set HANOI_DEBUG=1 for details)")
            sys.exit(1)


def _stderr(line: str) -> None:
    sys.stderr.write(" ".join(line.split("\n")) + "\n")
    sys.stderr.flush()


app = typer.Typer(
    cls=_OneLineErrors,
    name="hanoi",
    help="The Tower of Hanoi toolkit: solve, inspect, draw, search, play and verify.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def fail(message: str) -> NoReturn:
    """Stop a command with a domain error (exit 1): one line on stderr.

    >>> fail("no disc 4 in a 3-disc state")
    Traceback (most recent call last):
    ...
    hanoi.errors.HanoiError: no disc 4 in a 3-disc state
    """
    raise HanoiError(message)


_TERM = re.compile(r"^\s*(\d+)\s*(?:(?:\*\*|\^)\s*(\d+))?\s*$")


def parse_count(text: str | int) -> int:
    """Parse a non-negative integer of any size, also ``2**63``, ``2**64-1``, ``2^10``.

    >>> parse_count("2**64-1"), parse_count("6368"), parse_count("2^3+1")
    (18446744073709551615, 6368, 9)
    """
    if isinstance(text, int):  # a default value
        return text
    sys.set_int_max_str_digits(0)
    pieces = re.split(r"([+-])", text.strip())
    if not pieces or not pieces[0].strip():
        raise typer.BadParameter(f"{text!r} is not a non-negative integer (e.g. 12 or 2**63)")
    total = 0
    sign = 1
    for index, piece in enumerate(pieces):
        if index % 2:
            sign = 1 if piece == "+" else -1
            continue
        match = _TERM.match(piece)
        if not match:
            raise typer.BadParameter(f"{text!r} is not a non-negative integer (e.g. 12 or 2**63)")
        base, power = match.groups()
        if power is not None and int(power) > 10**7:
            raise typer.BadParameter(f"{text!r}: the exponent is too large")
        total += sign * (int(base) ** int(power) if power is not None else int(base))
    if total < 0:
        raise typer.BadParameter(f"{text!r} is negative; expected an integer >= 0")
    return total


def parse_peg(text: str | int) -> int:
    """Parse a peg: a letter (``A``) or a 0-based number (``0``).

    >>> parse_peg("c")
    2
    """
    if isinstance(text, int):  # a default value
        return text
    try:
        return _parse_peg(text)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


def parse_state(text: str, pegs: int | None = None) -> State:
    """Parse a state argument: letters (largest disc first) or stacks JSON.

    >>> parse_state("AAC")
    State('AAC')
    """
    try:
        return State.parse(text, pegs=pegs)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


def decimal(value: int) -> str:
    """``value`` in decimal, refused past :data:`MAX_PRINT_BITS` (Python's conversion is quadratic).

    >>> decimal(2**64 - 1)
    '18446744073709551615'
    >>> decimal(2**(1 << 22))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to print a number of 4194305 bits in decimal (limit 2097152 bits, ...)
    """
    if value.bit_length() > MAX_PRINT_BITS:
        raise TooLargeError(
            f"refusing to print a number of {value.bit_length()} bits in decimal (limit {MAX_PRINT_BITS} bits, "
            "about 630,000 digits)"
        )
    return str(value)
