"""Argument parsers and option types shared by the commands.

Every command module takes its arguments from here, so that ``--pegs``, ``--from``,
``--to``, ``--format``, ``--quiet`` and the limits mean the same everywhere.  Nothing here
imports numpy.
"""

from __future__ import annotations

import re
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi._validate import check_ascii_digits, shown
from hanoi.errors import HanoiError
from hanoi.limits import (
    CLI_MAX_EXPONENT,
    CLI_MAX_NUMBER_BITS,
    CLI_MAX_RANGE,
    CLI_MAX_TERMS,
    MAX_COUNT_BITS,
    MAX_PEGS,
    SEARCH_MAX_MEMORY,
    SEARCH_MAX_NODES,
    SEARCH_MAX_SECONDS,
)
from hanoi.notation import MoveNotation
from hanoi.notation import parse_peg as _parse_peg
from hanoi.rules import Rules
from hanoi.state import State

__all__ = [
    "FromPeg",
    "K",
    "MaxMemory",
    "MaxNodes",
    "MaxSeconds",
    "MoveFormat",
    "N",
    "Notation",
    "Out",
    "Pegs",
    "PegsOrNone",
    "Quiet",
    "RulesText",
    "Shape",
    "ShapeOption",
    "StateArg",
    "ToPeg",
    "Variant",
    "parse_count",
    "parse_peg",
    "parse_range",
    "parse_rules",
    "parse_size",
    "parse_state",
    "pegs_pair",
    "size_value",
    "states_pair",
]

_TERM = re.compile(r"^\s*([0-9]+)\s*(?:(?:\*\*|\^)\s*([0-9]+))?\s*$")
_RANGE = re.compile(r"^\s*([0-9]+)\s*(?:\.\.\s*([0-9]+)\s*)?$")
_MAX_EXPONENT = CLI_MAX_EXPONENT
_MAX_NUMBER_BITS = CLI_MAX_NUMBER_BITS
_MAX_TERMS = CLI_MAX_TERMS
_MAX_RANGE = CLI_MAX_RANGE


class MoveFormat(str, Enum):
    """Output formats of a move list (``--format``).

    - ``json``: one array of ``[disc, source, target]`` triples, 0-based pegs, discs 1..n;
    - ``csv``: the header ``step,disc,source,target``, then one row per move, 0-based pegs;
    - ``bin``: three ``uint8`` per move, ``disc, source, target``, with no header;
    - ``text``: one move per line in the chosen notation (canonical ``1AC`` by default).

    >>> [member.value for member in MoveFormat], MoveFormat("bin") is MoveFormat.BIN
    (['text', 'json', 'csv', 'bin'], True)
    """

    TEXT = "text"
    JSON = "json"
    CSV = "csv"
    BIN = "bin"


class Shape(str, Enum):
    """Output shapes of single answers (``--format``): a line of text, or one JSON object.

    >>> [member.value for member in Shape], Shape("json") is Shape.JSON
    (['text', 'json'], True)
    """

    TEXT = "text"
    JSON = "json"


def _digits(text: str, what: str) -> None:
    """Refuse digits that are not ASCII 0-9 with a message that says so (:func:`hanoi._validate.check_ascii_digits`)."""
    try:
        check_ascii_digits(text, what)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


def _term_bits(base: int, power: int | None) -> int:
    """An upper bound of the bits of ``base ** power``, known before computing it.

    >>> _term_bits(99, 10), (99**10).bit_length(), _term_bits(1, 10**7), _term_bits(0, 5)
    (70, 67, 1, 1)
    """
    if power is None:
        return max(base.bit_length(), 1)
    if base <= 1:
        return 1
    return base.bit_length() * power


def parse_count(text: str | int) -> int:
    """Parse a non-negative integer of any size, also ``2**63``, ``2**64-1``, ``2^10``.

    The size of every term is known before it is computed, and bounded: the terms'
    bits added up are at most :data:`~hanoi.limits.CLI_MAX_NUMBER_BITS` (a power of two,
    a mere shift, at most :data:`~hanoi.limits.MAX_COUNT_BITS`), with at most
    :data:`~hanoi.limits.CLI_MAX_TERMS` terms; digits are ASCII 0-9.

    >>> parse_count("2**64-1"), parse_count("6368"), parse_count("2^3+1")
    (18446744073709551615, 6368, 9)
    >>> parse_count("1e3")
    Traceback (most recent call last):
    ...
    typer._click.exceptions.BadParameter: '1e3' is not a non-negative integer (e.g. 12 or 2**63)
    >>> parse_count("99**9999999")
    Traceback (most recent call last):
    ...
    typer._click.exceptions.BadParameter: '99**9999999' is a number of about 69999993 bits (limit 4194304 bits, ...
    """
    if isinstance(text, int):  # a default value
        return text
    _digits(text, "the number")
    pieces = re.split(r"([+-])", text.strip())
    if not pieces or not pieces[0].strip() or len(text) > 10_000:
        raise typer.BadParameter(f"{shown(text)} is not a non-negative integer (e.g. 12 or 2**63)")
    if len(pieces) > 2 * _MAX_TERMS:
        raise typer.BadParameter(f"{shown(text)} has more than {_MAX_TERMS} terms (hanoi.limits.CLI_MAX_TERMS)")
    terms: list[tuple[int, int, int | None]] = []
    sign = 1
    for index, piece in enumerate(pieces):  # first read every term and bound its size: nothing computed yet
        if index % 2:
            sign = 1 if piece == "+" else -1
            continue
        match = _TERM.match(piece)
        if not match:
            raise typer.BadParameter(f"{shown(text)} is not a non-negative integer (e.g. 12 or 2**63)")
        base, power = match.groups()
        if len(base) > 4300 - 1:
            raise typer.BadParameter(f"{shown(text)}: write numbers of more than 4000 digits as powers, e.g. 10**5000")
        if power is not None and (len(power) > 8 or int(power) > _MAX_EXPONENT):
            raise typer.BadParameter(f"{shown(text)}: the exponent is larger than {_MAX_EXPONENT}")
        terms.append((sign, int(base), None if power is None else int(power)))
    shifted = [term for term in terms if term[2] is not None and term[1] > 1 and term[1] & (term[1] - 1) == 0]
    general = sum(_term_bits(base, power) for _, base, power in terms if (_, base, power) not in shifted)
    shifts = sum(_term_bits(base, power) for _, base, power in shifted)
    for bits, limit, name in ((general, _MAX_NUMBER_BITS, "CLI_MAX_NUMBER_BITS"),
                              (shifts, MAX_COUNT_BITS, "MAX_COUNT_BITS")):
        if bits > limit:
            raise typer.BadParameter(f"{shown(text)} is a number of about {bits} bits (limit {limit} bits, "
                                     f"hanoi.limits.{name})")
    total = 0
    for sign, base, power in terms:
        if power is None:
            total += sign * base
        elif base > 1 and base & (base - 1) == 0:  # a power of two: a shift, whatever its size
            total += sign * (1 << ((base.bit_length() - 1) * power))
        else:
            total += sign * base**power
    if total < 0:
        raise typer.BadParameter(f"{shown(text)} is negative; expected an integer >= 0")
    return total


_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?)(?:I?B)?\s*$", re.IGNORECASE)


def parse_size(text: str | int | None) -> int | None:
    """Parse a memory size: bytes, or a number with K, M, G or T (powers of 1024).

    Every ``--max-memory`` of the command line reads sizes this way.

    >>> parse_size("8G"), parse_size("512MiB"), parse_size("1000")
    (8589934592, 536870912, 1000)
    """
    if text is None or isinstance(text, int):
        return text
    _digits(text, "the size")
    match = _SIZE.match(text) if len(text) < 4000 else None
    if not match:
        raise typer.BadParameter(f"{shown(text)} is not a memory size (e.g. 8G, 512M or 1000000 bytes)")
    return size_value(text, match)


def size_value(text: str, match: re.Match[str]) -> int:
    """The bytes of a matched size; a size past 2**62 (a float of 400 nines is infinite) is no limit at all.

    A limit larger than any memory is accepted as "no limit", as huge ``--max-seconds`` and
    ``--max-nodes`` are, and read as 2**62 bytes.

    >>> size_value("2K", _SIZE.match("2K"))
    2048
    >>> size_value("9" * 400, _SIZE.match("9" * 400)) == 2**62
    True
    """
    value = float(match.group(1)) * _UNITS[match.group(2).upper()]
    return int(value) if value < 2.0**62 else 2**62  # also infinity


def parse_pegs(text: str | int) -> int:
    """Parse ``--pegs``: an integer in ``3 .. MAX_PEGS``.

    >>> parse_pegs("4")
    4
    >>> parse_pegs("10**8")
    Traceback (most recent call last):
    ...
    typer._click.exceptions.BadParameter: pegs must be an integer in 3..1000, got '10**8'
    """
    if isinstance(text, int):  # a default value
        return text
    try:
        number: int | None = parse_count(text)
    except typer.BadParameter:
        number = None
    if number is None or not 3 <= number <= MAX_PEGS:
        raise typer.BadParameter(f"pegs must be an integer in 3..{MAX_PEGS}, got {shown(text)}")
    return number


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


def read_stdin_state() -> str:
    """The first line of standard input, for a STATE argument given as ``-``."""
    line = sys.stdin.readline(1 << 22)
    if not line.strip():
        raise typer.BadParameter("'-' reads a state from standard input, but it was empty")
    return line.strip()


def parse_state(text: str, pegs: int | None = None) -> State:
    """Parse a state argument: letters (largest disc first), stacks JSON, or ``-`` for stdin.

    >>> parse_state("AAC")
    State('AAC')
    >>> parse_state("")
    Traceback (most recent call last):
    ...
    typer._click.exceptions.BadParameter: a state cannot be empty: give one letter per disc, largest first (e.g. AAC)
    """
    if text == "-":
        text = read_stdin_state()
    if not text.strip():
        raise typer.BadParameter("a state cannot be empty: give one letter per disc, largest first (e.g. AAC)")
    try:
        return State.parse(text, pegs=pegs)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


def states_pair(start: str, goal: str, pegs: int | None) -> tuple[State, State]:
    """Parse START and GOAL; without ``--pegs``, a stacks JSON tells the letters how many pegs.

    >>> states_pair("AB", "[[], [], [2], [1]]", None)
    (State('AB', pegs=4), State('CD', pegs=4))
    """
    if start == "-" and goal == "-":
        raise typer.BadParameter("only one of START and GOAL can be read from standard input")
    start = read_stdin_state() if start == "-" else start
    goal = read_stdin_state() if goal == "-" else goal
    if pegs is not None:
        return parse_state(start, pegs), parse_state(goal, pegs)
    parsed = {text: parse_state(text) for text in (start, goal) if text.strip().startswith("[")}
    letters = next(iter(parsed.values())).pegs if parsed else None
    first = parsed[start] if start in parsed else parse_state(start, letters)
    last = parsed[goal] if goal in parsed else parse_state(goal, letters)
    return first, last


def parse_range(text: str, lowest: int = 0) -> list[int]:
    """Parse ``3..8``, ``5`` or ``3,5,7..9`` into the listed integers, in order.

    >>> parse_range("3..5,8")
    [3, 4, 5, 8]
    """
    _digits(text, "the range")
    values: list[int] = []
    for piece in text.split(","):
        match = _RANGE.match(piece)
        if not match or len(piece) > 40:
            raise typer.BadParameter(f"{shown(text)} is not a range such as 3..8, 6 or 3,5,7")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) is not None else first
        if first < lowest:
            raise typer.BadParameter(f"{shown(text)}: values start at {lowest}, got {first}")
        if last < first:
            raise typer.BadParameter(f"{shown(text)}: the range {first}..{last} is empty")
        if len(values) + last - first + 1 > _MAX_RANGE:
            raise typer.BadParameter(f"{shown(text)}: more than {_MAX_RANGE} values")
        values.extend(range(first, last + 1))
    return values


def parse_rules(variant: str | None, rules: str | None, pegs: int | None = None) -> Rules | None:
    """The rules of ``--variant`` or ``--rules`` (None for the classic puzzle, which keeps its fast paths).

    ``pegs`` (from ``--pegs``; None or 3 lets the variant choose) sets the pegs of a variant
    that has a choice: ``--variant star`` is four pegs unless told.

    >>> parse_rules("linear", None), parse_rules(None, "AB,BC,CA"), parse_rules("classic", None)
    (Rules.linear(), Rules.cyclic(), None)
    >>> parse_rules("linear", "AB,BA")
    Traceback (most recent call last):
    ...
    typer._click.exceptions.BadParameter: give --variant or --rules, not both
    """
    if variant is not None and rules is not None:
        raise typer.BadParameter("give --variant or --rules, not both")
    if variant is None and rules is None:
        return None
    chosen = None if pegs == 3 else pegs
    try:
        if variant is not None:
            parsed = Rules.variant(variant, chosen)
        else:
            assert rules is not None
            parsed = Rules.parse(rules, chosen)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None
    return None if parsed.is_classic and parsed.pegs == (pegs or 3) else parsed


def pegs_pair(source: int, target: int | None, pegs: int) -> tuple[int, int]:
    """Resolve ``--from``/``--to`` for ``pegs`` pegs (the target defaults to the last peg).

    >>> pegs_pair(0, None, 4)
    (0, 3)
    """
    from hanoi._validate import check_source_target

    try:
        return check_source_target(source, target, pegs)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None


N = Annotated[int, typer.Argument(parser=parse_count, metavar="N", help="Number of discs, e.g. 8 or 2**10.")]
K = Annotated[int, typer.Argument(parser=parse_count, metavar="K", help="Step number, e.g. 6368 or 2**63.")]
StateArg = Annotated[
    str, typer.Argument(metavar="STATE", help="Letters (largest disc first), stacks JSON, or - for stdin.")
]
FromPeg = Annotated[int, typer.Option("--from", parser=parse_peg, metavar="PEG", help="Start peg (A or 0).")]
ToPeg = Annotated[
    int | None, typer.Option("--to", parser=parse_peg, metavar="PEG", help="Goal peg (C or 2) [default: the last peg].")
]
Pegs = Annotated[int, typer.Option("--pegs", "-p", parser=parse_pegs, metavar="P", help="Number of pegs (3..1000).")]
PegsOrNone = Annotated[
    int | None,
    typer.Option(
        "--pegs", "-p", parser=parse_pegs, metavar="P", help="Number of pegs [3 for letters, the lists for JSON]."
    ),
]
ShapeOption = Annotated[Shape, typer.Option("--format", "-f", help="Output: text or json.")]
Notation = Annotated[MoveNotation, typer.Option("--notation", help="Notation of --format text.")]
Out = Annotated[Path | None, typer.Option("--out", "-o", metavar="FILE", help="File to write [stdout].")]
Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar or status on stderr.")]
MaxNodes = Annotated[
    int,
    typer.Option(
        "--max-nodes", parser=parse_count, metavar="N",
        help=f"Most states a search may expand [default: {SEARCH_MAX_NODES}].", show_default=False,
    ),
]
MaxMemory = Annotated[
    int,
    typer.Option(
        "--max-memory", parser=parse_size, metavar="SIZE",
        help=f"Most memory a search may use, e.g. 512M or 2G [default: {SEARCH_MAX_MEMORY >> 30}G].",
        show_default=False,
    ),
]
MaxSeconds = Annotated[
    float,
    typer.Option(
        "--max-seconds", min=0.001, metavar="S",
        help=f"Most seconds a search may run [default: {SEARCH_MAX_SECONDS:g}].", show_default=False,
    ),
]
Variant = Annotated[
    str | None,
    typer.Option("--variant", metavar="NAME",
                 help="The rules: classic, cyclic, cyclic-ccw, linear, star, london or toronto."),
]
RulesText = Annotated[
    str | None,
    typer.Option("--rules", metavar="ARCS", help="The allowed moves as arcs, e.g. AB,BC,CA (A<>B both ways)."),
]
