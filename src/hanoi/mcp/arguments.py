"""The arguments of the MCP tools and prompt: JSON schema (description, bounds) and the library's checks.

Each type is what a client sees in a tool's ``inputSchema`` (a description per
parameter, ``minimum``/``maximum``) and what the server checks before the tool runs:
an integer is checked by :func:`hanoi._validate.check_int`, so ``true`` is refused
(pydantic alone reads it as 1) with the library's message, which the server hands
back as the tool error.  The bounds are the library's own
(:data:`~hanoi.limits.MAX_PROTOCOL_DISCS`, the 64 pegs a game here takes); the game
enforces them with its own messages.

>>> from pydantic import TypeAdapter
>>> TypeAdapter(Discs).json_schema()["maximum"]
20
>>> try:
...     TypeAdapter(Discs).validate_python(True)
... except ValueError as error:
...     print(error.errors()[0]["ctx"]["error"])
discs must be an integer, got True
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, StringConstraints, WithJsonSchema

from hanoi._validate import check_ascii_digits, check_int, shown
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.limits import EVAL_LINE_BYTES, MAX_PROTOCOL_DISCS
from hanoi.verify.formats import InputFormat
from hanoi.verify.report import MAX_DISCS as MAX_VERIFY_DISCS

__all__ = [
    "MAX_PEGS_HERE",
    "Base",
    "CheckDiscs",
    "Disc",
    "Discs",
    "GameId",
    "MoveList",
    "Notation",
    "Peg",
    "Pegs",
    "StateArg",
    "count_text",
    "integer",
    "move_list",
]

MAX_PEGS_HERE = 64
"""The most pegs a game of the MCP server takes (peg letters run out in the text forms)."""


def integer(value: object, name: str) -> int:
    """``value`` as an integer: an integer (never a boolean) or its decimal text in ASCII digits ("3").

    >>> integer("12", "disc"), integer(-3, "peg")
    (12, -3)
    >>> integer(True, "discs")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: discs must be an integer, got True
    """
    if isinstance(value, str) and _DECIMAL.fullmatch(value):
        return int(value)
    if isinstance(value, str):
        check_ascii_digits(value, name)
    return check_int(value, name)


_DECIMAL = re.compile(r"-?[0-9]{1,30}")


def _integer(name: str) -> BeforeValidator:
    """A check that the value is an integer and not a boolean (the range is the game's to check)."""
    return BeforeValidator(lambda value: integer(value, name))


def _bounds(low: int, high: int | None = None) -> dict[str, Any]:
    """The range a client sees in the schema; the library checks it, with its own message."""
    bounds: dict[str, Any] = {"minimum": low}
    if high is not None:
        bounds["maximum"] = high
    return {"json_schema_extra": bounds}


def _optional_integer(name: str) -> BeforeValidator:
    return BeforeValidator(lambda value: None if value is None else integer(value, name))


Discs = Annotated[int, _integer("discs"), Field(
    description=f"The number of discs, 0 to {MAX_PROTOCOL_DISCS}.", **_bounds(0, MAX_PROTOCOL_DISCS))]
"""The discs of a new game: at most :data:`~hanoi.limits.MAX_PROTOCOL_DISCS` (2^20 - 1 moves)."""

Pegs = Annotated[int, _integer("pegs"), Field(description=f"The number of pegs, 3 to {MAX_PEGS_HERE}.",
                                              **_bounds(3, MAX_PEGS_HERE))]
"""The pegs of a game or a check."""

Disc = Annotated[int, _integer("disc"), Field(
    description="The disc to move: 1 is the smallest, the number of discs the largest.",
    **_bounds(1, MAX_PROTOCOL_DISCS))]
"""A disc of a move."""

Peg = Annotated[int, _integer("peg"), Field(description="A peg, numbered from 0 (0 is peg A).",
                                            **_bounds(0, MAX_PEGS_HERE - 1))]
"""A peg of a move, from 0."""

CheckDiscs = Annotated[int | None, _optional_integer("discs"), Field(
    description="The number of discs; may be left out when start or goal is given.",
    **_bounds(0, MAX_VERIFY_DISCS))]
"""The discs of a checked move list (its length is bounded by the text, not by a disc count)."""

GameId = Annotated[str | None, Field(
    description="The game's id, as new_game returned it; left out: the last game this session started or played.",
    max_length=64)]
"""A game id; games belong to the client session that started them."""

StateArg = Annotated[Annotated[str, StringConstraints(max_length=10_000)]
                     | list[list[Annotated[int, _integer("disc")]]] | None, Field(
    description=(
        "A position: the peg letter of each disc, largest first (\"BAA\": disc 3 on peg B, discs 2 and 1 on "
        "peg A), or each peg's discs from bottom to top ([[3], [2, 1], []]), as a JSON array or as text. "
        "Left out: the tower of all discs on the first peg (start) or the last peg (goal).")
)]
"""A state as a tool takes it: peg letters, stacks as text, or stacks as a JSON array."""

_MoveItem = str | list[Annotated[int, _integer("a move's number")]]

MoveList = Annotated[Annotated[str, StringConstraints(max_length=EVAL_LINE_BYTES)] | list[_MoveItem], Field(
    description=(
        "The moves: a JSON array of [disc, source, target] triples ([[1, 0, 2], [2, 0, 1]]) or of move texts "
        "([\"1AC\", \"2AB\"]), or text in any shape hanoi verify reads (\"1AC\" lines, a Python or JSON list, "
        "a model's whole reply with prose around the list).")
)]
"""A whole move list, as an array or as text."""


Notation = Annotated[InputFormat | None, WithJsonSchema({  # the enum alone: its docstring is reStructuredText
    "anyOf": [{"type": "string", "enum": [notation.value for notation in InputFormat]}, {"type": "null"}]}), Field(
    description="The notation of a text move list; left out: detected (as hanoi verify --format detects it).")]
"""The notation of a text move list, one of :class:`~hanoi.verify.formats.InputFormat`."""

Base = Annotated[Literal[0, 1] | None, _optional_integer("base"), Field(
    description="Where the list's peg numbers start, 0 or 1; left out: inferred (pegs 1..p and never 0 count from 1).")]
"""Where peg numbers start in a checked move list."""


def move_list(moves: str | list[Any]) -> str | list[Any]:
    """The move list as :func:`hanoi.verify.report.verify` takes it, its size checked first.

    >>> move_list([[1, 0, 2], "2AB"])
    [[1, 0, 2], '2AB']
    >>> move_list([[1, 0]] * 3)[0]
    [1, 0]
    """
    if isinstance(moves, str):
        if len(moves) > EVAL_LINE_BYTES:
            raise TooLargeError(f"a move list of {len(moves)} characters is too long (limit {EVAL_LINE_BYTES})")
        return moves
    if len(moves) > EVAL_LINE_BYTES // 4:
        raise TooLargeError(f"a move list of {len(moves)} moves is too long (limit {EVAL_LINE_BYTES // 4})")
    for item in moves:
        if isinstance(item, list) and len(item) not in (2, 3):
            raise InvalidArgumentError(f"a move is [disc, source, target] or [source, target], got {shown(item)}")
    return moves


def count_text(text: str, name: str, low: int, high: int) -> int:
    """A prompt's number, given as text (prompt arguments are strings), checked as the library checks numbers.

    >>> count_text(" 4 ", "discs", 0, 20)
    4
    >>> count_text("²", "discs", 0, 20)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: discs '²' has the digit '²' (U+00B2): write numbers with the digits 0-9
    >>> count_text("9" * 5000, "discs", 0, 20)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: discs must be an integer in 0..20, got '9999...
    """
    check_ascii_digits(text, name)
    value = text.strip()
    if not value.isascii() or not value.isdigit():
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {shown(text)}")
    if len(value) > len(str(high)):
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {shown(text)}")
    return check_int(int(value), name, low=low, high=high)
