"""Streaming readers of move lists, in every format :func:`hanoi.verify.report.verify` reads.

========  ==============================================  ==================================
name      example                                         source
========  ==============================================  ==================================
json      ``[[1, 0, 2], [2, 0, 1], ...]``                 ``hanoi solve --format json``
answer    ``... moves = [[1, 0, 2], ...] ...``            Shojaee et al., "The Illusion of
                                                          Thinking" (Apple, 2025)
maker     ``move = [1, 0, 2]`` then ``next_state =        Meyerson et al., MAKER (2025)
          [[3, 2], [], [1]]``, one record a step
pddl      ``(move d1 d2 peg3)``                           planners, :mod:`hanoi.pddl`
text      ``1AC``, ``0 -> 2``, ``A->C``, ``AC``,          the notations of
          ``S1 - AC``, ``1 3`` (one a line, or ``|``)     :mod:`hanoi.notation` (seeds 001-004)
========  ==============================================  ==================================

Discs are numbered from 1 (the smallest) and pegs from 0, except in base-1 text.  In
the answer format every ``moves = [...]`` list starts afresh (a :class:`Reset`), so the
last list of a model's answer is the one that counts.

Input is read in chunks of 256 KiB into a small buffer, so memory stays bounded at any
length.  Runs of well-formed moves are matched by a strict regular expression and
turned into integers with numpy (:class:`Batch`); anything else goes through an exact
per-move path (:class:`Item`) that keeps the move as written, for the error report.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Generator, Iterator
from contextlib import ExitStack
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from hanoi.errors import HanoiError, InvalidArgumentError, InvalidMoveError
from hanoi.move import Move
from hanoi.notation import MoveNotation, parse_move
from hanoi.pddl import parse_plan_line
from hanoi.verify.formats import InputFormat
from hanoi.verify.scan import (
    ByteReader,
    chunks_of_bytes,
    chunks_of_file,
    digit_runs,
    lazy_texts,
    letter_pegs,
    longest_match,
    snippet,
)

__all__ = ["LINE_NOTATIONS", "BadClaim", "Batch", "Event", "InputFormat", "Item", "Reset", "read_moves", "text_items"]

_CHUNK = 1 << 18  # bytes read at a time
_HEAD = 1 << 16  # bytes looked at to detect the format
_LOW = 1 << 12  # refill the buffer when fewer bytes than this are left
_MAX_VALUE = 1 << 16  # the longest record or bracketed value read whole

I64 = npt.NDArray[np.int64]


#: The input formats that are text lines in one notation of :mod:`hanoi.notation`.
LINE_NOTATIONS = {InputFormat(notation.value): notation for notation in MoveNotation}


# ---------------------------------------------------------------------------- events
class Batch(NamedTuple):
    """Well-formed moves parsed in bulk: kind ``dft`` (disc, from, to) or ``ft`` (from, to).

    ``written(i)`` gives the text of the i-th move, for error reports.

    >>> Batch("ft", ([0], [2]), lambda i: "A->C").written(0)
    'A->C'
    """

    kind: str
    cols: tuple[list[int], ...]
    written: Callable[[int], str]


class Item(NamedTuple):
    """One move read the slow way: ``dft``, ``ft``, ``pddl`` or ``syntax`` (value = reason).

    A MAKER record carries its claimed ``next_state`` in ``claim``.

    >>> next(text_items("S1 - AC"))
    Item(kind='dft', value=(1, 0, 2), text='S1 - AC', claim=None, has_claim=False)
    """

    kind: str
    value: Any
    text: str
    claim: Any = None
    has_claim: bool = False


class Reset(NamedTuple):
    """A new list starts (the answer format): forget the one before.

    >>> Reset()
    Reset()
    """


class BadClaim(NamedTuple):
    """A claimed ``next_state`` that is not JSON, kept as written.

    >>> BadClaim("[[3, 2], [").text
    '[[3, 2], ['
    """

    text: str


Event = Batch | Item | Reset


# ---------------------------------------------------------------------------- json
_JSON_TIERS = [
    re.compile(rb"(?:,\[\d{1,9},\d{1,9},\d{1,9}\])*"),
    re.compile(rb"(?:, \[\d{1,9}, \d{1,9}, \d{1,9}\])*"),
    re.compile(rb"(?:\s*,\s*\[\s*\d{1,9}\s*,\s*\d{1,9}\s*,\s*\d{1,9}\s*\])*"),
]
_JSON_RECORD = re.compile(rb"\s*(,)?\s*(\[[^\[\]]*\])")
_JSON_CLOSE = re.compile(rb"\s*(,\s*)?\]")
_RECORD = re.compile(rb"\[[^\[\]]*\]")
_SPACE = re.compile(rb"\s*")


def _json_batch(region: bytes) -> Batch:
    numbers = digit_runs(np.frombuffer(region, dtype=np.uint8)).reshape(-1, 3)
    return Batch(
        "dft",
        (numbers[:, 0].tolist(), numbers[:, 1].tolist(), numbers[:, 2].tolist()),
        lazy_texts(lambda: [m.group().decode() for m in _RECORD.finditer(region)]),
    )


def _record_item(record: bytes) -> Item:
    text = record.decode("utf-8", "replace")
    try:
        value = json.loads(text)
    except ValueError:
        return Item("syntax", "not a JSON list [disc, from, to] of three integers", text)
    if isinstance(value, list) and len(value) == 3 and all(type(v) is int for v in value):
        return Item("dft", (value[0], value[1], value[2]), text)
    return Item("syntax", "expected [disc, from, to] with three integers", text)


def _json_array(r: ByteReader) -> Generator[Event, None, bool]:
    """The moves of the array whose ``[`` is at ``r.pos``; stops after a structural error."""
    r.pos += 1
    expect_comma = False
    order = [0, 1, 2]
    while True:
        if r.left() < _LOW:
            r.more()
        if expect_comma:
            end = longest_match(_JSON_TIERS, order, r.buf, r.pos)
            if end > r.pos:
                region = r.buf[r.pos : end]
                r.pos = end
                yield _json_batch(region)
                continue
        close = _JSON_CLOSE.match(r.buf, r.pos)
        if close and (expect_comma or not close.group(1)):
            r.pos = close.end()
            return True
        record = _JSON_RECORD.match(r.buf, r.pos)
        if record:
            if (record.group(1) is not None) != expect_comma:
                reason = "expected ',' between two moves" if expect_comma else "unexpected ',' before the first move"
                yield Item("syntax", reason, snippet(r.buf, r.pos))
                return False
            r.pos = record.end()
            expect_comma = True
            yield _record_item(record.group(2))
            continue
        if r.left() < _MAX_VALUE and r.more():
            continue
        rest = r.buf[r.pos :]
        if r.eof and (not rest.strip() or (rest.strip().startswith((b",", b"[")) and b"]" not in rest)):
            yield Item("syntax", "the list ends without its closing ']' (truncated?)", snippet(rest))
        else:
            yield Item("syntax", "expected a move [disc, from, to], ',' or the closing ']'", snippet(rest))
        return False


def _json_top(r: ByteReader) -> Iterator[Event]:
    r.pos = _SPACE.match(r.buf, r.pos).end()  # type: ignore[union-attr]
    if not r.buf.startswith(b"[", r.pos):
        yield Item("syntax", "a JSON move list starts with '['", snippet(r.buf, r.pos))
        return
    if not (yield from _json_array(r)):
        return
    while True:  # after the closing bracket, only white space may follow
        r.pos = _SPACE.match(r.buf, r.pos).end()  # type: ignore[union-attr]
        if r.pos < len(r.buf):
            yield Item("syntax", "unexpected text after the closing ']'", snippet(r.buf, r.pos))
            return
        if not r.more():
            return


# ---------------------------------------------------------------------------- answer and maker
_ANSWER_KEY = re.compile(rb"\bmoves\b[\"'*`]*\s*[=:]\s*(?=\[)")
_MOVE_KEY = re.compile(rb"\b(move|next_state)\b[\"'*`]*\s*[=:]\s*(?=\[)")
_NEXT_STATE = re.compile(rb"\bnext_state\b[\"'*`]*\s*[=:]\s*\[")
_BRACKET = re.compile(rb"[\[\]]")


def _answer(r: ByteReader) -> Iterator[Event]:
    found = False
    while (key := r.search(_ANSWER_KEY)) is not None:
        found = True
        r.pos = key.end()
        yield Reset()
        yield from _json_array(r)
    if not found:
        raise InvalidMoveError(
            "no move list found: expected a JSON array of [disc, from, to], a 'moves = [...]' list, "
            "MAKER 'move = [...]' records, PDDL plan lines '(move d1 d2 peg3)' or one move per line"
        )


def _bracket_end(buf: bytes, start: int) -> int:
    """The index after the ``]`` matching the ``[`` at ``start``, or -1 if not in ``buf``."""
    depth = 0
    for match in _BRACKET.finditer(buf, start, min(len(buf), start + _MAX_VALUE)):
        depth += 1 if buf[match.start()] == 0x5B else -1
        if depth == 0:
            return match.end()
    return -1


def _maker(r: ByteReader) -> Iterator[Event]:
    pending: Item | None = None
    while (key := r.search(_MOVE_KEY)) is not None:
        start = key.end()
        end = _bracket_end(r.buf, start)
        if end < 0 and not r.eof and len(r.buf) - start < _MAX_VALUE:
            r.pos = key.start()
            r.more()
            continue
        name = key.group(1).decode()
        if end < 0:
            raw = snippet(r.buf, start)
            r.pos = start + 1
            value: Any = BadClaim(raw)
        else:
            raw = r.buf[start:end].decode("utf-8", "replace")
            r.pos = end
            try:
                value = json.loads(raw)
            except ValueError:
                value = BadClaim(snippet(r.buf[start:end]))
        if name == "move":
            if pending is not None:
                yield pending
            if isinstance(value, list) and len(value) == 3 and all(type(v) is int for v in value):
                pending = Item("dft", (value[0], value[1], value[2]), snippet(raw.encode(), 0, 60))
            else:
                pending = Item("syntax", "move must be [disk, from, to] with three integers", snippet(raw.encode()))
        elif pending is None or pending.has_claim:
            if pending is not None:
                yield pending
                pending = None
            yield Item("syntax", "next_state without a move before it", "next_state = " + snippet(raw.encode()))
        else:
            pending = pending._replace(claim=value, has_claim=True)
    if pending is not None:
        yield pending


# ---------------------------------------------------------------------------- text lines
_LINE_TIERS: dict[MoveNotation, list[re.Pattern[bytes]]] = {
    MoveNotation.CANONICAL: [
        re.compile(rb"(?:\d{1,9}[A-Za-z][A-Za-z]\n)*"),
        re.compile(rb"(?:[ \t]*(?:\d{1,9}[ \t]*[A-Za-z][A-Za-z][ \t]*)?\r?\n)*"),
    ],
    MoveNotation.GERMAN: [
        re.compile(rb"(?:S\d{1,9} - [A-Za-z][A-Za-z]\n)*"),
        re.compile(rb"(?:[ \t]*(?:[Ss][ \t]*\d{1,9}[ \t]*-[ \t]*[A-Za-z][A-Za-z][ \t]*)?\r?\n)*"),
    ],
    MoveNotation.ARROW: [
        re.compile(rb"(?:\d{1,9} -> \d{1,9}\n)*"),
        re.compile(rb"(?:[ \t]*(?:\d{1,9}[ \t]*(?:->|-|,|[ \t])[ \t]*\d{1,9}[ \t]*)?\r?\n)*"),
    ],
    MoveNotation.LETTERS: [
        re.compile(rb"(?:[A-Za-z]->[A-Za-z]\n)*"),
        re.compile(rb"(?:[ \t]*(?:[A-Za-z][ \t]*(?:->|-|,)?[ \t]*[A-Za-z][ \t]*)?\r?\n)*"),
    ],
}
_LINE_TIERS[MoveNotation.PAIR] = [
    re.compile(rb"(?:\d{1,9} \d{1,9}\n)*"),
    _LINE_TIERS[MoveNotation.ARROW][1],
]
_PREFIX = re.compile(r"^\s*(?:(?:step|move)\s*)?\d+\s*[.):]\s+", re.IGNORECASE)
_DETECT_ORDER = (MoveNotation.GERMAN, MoveNotation.CANONICAL, MoveNotation.ARROW, MoveNotation.LETTERS)


def _pieces(text: str) -> Iterator[str]:
    """The moves written on one line: split at ``|``, list numbers and final dots removed."""
    stripped = text.strip()
    if not stripped or stripped.startswith(("#", ";", "//")):
        return
    for piece in stripped.split("|"):
        piece = _PREFIX.sub("", piece, count=1).strip().rstrip(".").strip()
        if piece:
            yield piece


def text_items(text: str, notation: MoveNotation | None = None, base: int = 0) -> Iterator[Item]:
    """The moves written on one line of text, as items (``syntax`` for a piece that is not one).

    >>> [(item.kind, item.value) for item in text_items("S1 - AC | 2. A->B")]
    [('dft', (1, 0, 2)), ('ft', (0, 1))]
    """
    for piece in _pieces(text):
        try:
            move = parse_move(piece, notation, base=base)
        except HanoiError as error:
            yield Item("syntax", str(error), piece)
            continue
        except ValueError:  # int() of more digits than Python converts
            yield Item("syntax", "a number too long to read", piece[:40])
            continue
        if isinstance(move, Move):
            yield Item("dft", (move.disc, move.source, move.target), piece)
        else:
            yield Item("ft", (move.source, move.target), piece)


def _line_batches(region: bytes, notation: MoveNotation, base: int) -> Iterator[Event]:
    """The moves of a run of lines that matched a fast pattern of ``notation``."""
    a = np.frombuffer(region, dtype=np.uint8)
    lines = lazy_texts(lambda: [line.strip().decode() for line in region.split(b"\n") if line.strip()])
    cols: tuple[I64, ...]
    if notation in (MoveNotation.CANONICAL, MoveNotation.GERMAN):
        discs = digit_runs(a)
        width = 2 if notation is MoveNotation.CANONICAL else 3
        pegs = letter_pegs(a)
        if len(pegs) != width * len(discs):
            yield from _region_slow(region, notation, base)
            return
        pegs = pegs.reshape(-1, width)
        cols = (discs, pegs[:, width - 2], pegs[:, width - 1])
    else:
        values = digit_runs(a) - base if notation is not MoveNotation.LETTERS else letter_pegs(a)
        if len(values) % 2:
            yield from _region_slow(region, notation, base)
            return
        pairs = values.reshape(-1, 2)
        cols = (pairs[:, 0], pairs[:, 1])
    # rows the notation parser rejects (a peg below the base, disc 0, the same peg twice)
    # go the slow way, so that they read as syntax errors whatever the buffer size
    rejected = (cols[-2] < 0) | (cols[-1] < 0) | (cols[-2] == cols[-1])
    bad = np.flatnonzero(rejected | (cols[0] < 1) if len(cols) == 3 else rejected)
    stop = int(bad[0]) if bad.size else len(cols[0])
    kind = "dft" if len(cols) == 3 else "ft"
    if stop:
        yield Batch(kind, tuple(col[:stop].tolist() for col in cols), lines)
    if bad.size:
        rest = [line for line in region.split(b"\n") if line.strip()][stop:]
        for line in rest:
            yield from text_items(line.decode("utf-8", "replace"), notation, base)


def _region_slow(region: bytes, notation: MoveNotation, base: int) -> Iterator[Item]:
    for line in region.split(b"\n"):
        yield from text_items(line.decode("utf-8", "replace"), notation, base)


def _lines(r: ByteReader, notation: MoveNotation | None, base: int) -> Iterator[Event]:
    r.newline_at_eof = True
    tiers = _LINE_TIERS.get(notation) if notation is not None else None
    order = [0, 1]
    while True:
        if r.left() < _LOW:
            r.more()
        if tiers is not None and notation is not None:
            end = longest_match(tiers, order, r.buf, r.pos)
            if end > r.pos:
                region = r.buf[r.pos : end]
                r.pos = end
                yield from _line_batches(region, notation, base)
                continue
        line = r.line()
        if line is None:
            return
        yield from text_items(line.decode("utf-8", "replace"), notation, base)


def _pddl(r: ByteReader) -> Iterator[Event]:
    r.newline_at_eof = True
    while (line := r.line()) is not None:
        text = line.decode("utf-8", "replace")
        try:
            step = parse_plan_line(text)
        except HanoiError as error:
            yield Item("syntax", str(error), text.strip())
            continue
        if step is not None:
            yield Item("pddl", step, text.strip())


# ---------------------------------------------------------------------------- detection
_PLAN_HINT = re.compile(rb"^\s*(?:\d+(?:\.\d*)?\s*:\s*)?\(?\s*move\s+d\d+\s+\S+\s+\S+", re.IGNORECASE)


def _detect(r: ByteReader, base: int) -> tuple[InputFormat, MoveNotation | None]:
    r.fill(_HEAD)
    if r.buf.startswith(b"\xef\xbb\xbf", r.pos):
        r.pos += 3
    head = r.buf[r.pos : r.pos + _HEAD]
    stripped = head.lstrip()
    if not stripped:
        return InputFormat.TEXT, None
    if _NEXT_STATE.search(head):
        return InputFormat.MAKER, None
    if stripped.startswith(b"["):
        return InputFormat.JSON, None
    if _ANSWER_KEY.search(head):
        return InputFormat.ANSWER, None
    if _MOVE_KEY.search(head):
        return InputFormat.MAKER, None
    lines = head.split(b"\n")
    if not r.eof and len(lines) > 1:
        lines.pop()  # it may be cut
    content = [line for line in lines if line.strip() and not line.lstrip().startswith((b"#", b";", b"//"))]
    if content and _PLAN_HINT.match(content[0]):
        return InputFormat.PDDL, None
    for line in content[:20]:
        for piece in _pieces(line.decode("utf-8", "replace")):
            for notation in _DETECT_ORDER:
                try:
                    parse_move(piece, notation, base=base)
                except ValueError:  # a HanoiError, or a number too long for int()
                    continue
                if notation is MoveNotation.ARROW and not re.search(r"->|→|-|,", piece):
                    notation = MoveNotation.PAIR
                return InputFormat(notation.value), notation
            break
    return InputFormat.ANSWER, None


def _stream_events(
    r: ByteReader, fmt: InputFormat | None, base: int
) -> tuple[str, Iterator[Event]]:
    notation: MoveNotation | None
    if fmt is None or fmt is InputFormat.TEXT:
        detected, notation = _detect(r, base)
        if fmt is InputFormat.TEXT and detected not in LINE_NOTATIONS:
            detected, notation = InputFormat.TEXT, None
    else:
        r.fill(3)
        if r.buf.startswith(b"\xef\xbb\xbf", r.pos):
            r.pos += 3
        detected, notation = fmt, LINE_NOTATIONS.get(fmt)
    if detected is InputFormat.JSON:
        events = _json_top(r)
    elif detected is InputFormat.ANSWER:
        events = _answer(r)
    elif detected is InputFormat.MAKER:
        events = _maker(r)
    elif detected is InputFormat.PDDL:
        events = _pddl(r)
    else:
        events = _lines(r, notation, base)
    return detected.value, events


# ---------------------------------------------------------------------------- entry
def read_moves(
    moves: object,
    stack: ExitStack,
    notation: InputFormat | None = None,
    base: int = 0,
    progress: Callable[[int], object] | None = None,
) -> tuple[str, Iterator[Event]]:
    """The format's name and the lazy events of text, bytes, a path or a file object.

    A file named by a path is opened on ``stack``, which closes it.  The format is
    detected unless ``notation`` names one.

    >>> with ExitStack() as stack:
    ...     name, events = read_moves("0 -> 2\\n0 -> 1\\nA->C", stack)
    ...     print(name, [(type(event).__name__, event.kind) for event in events])
    arrow [('Batch', 'ft'), ('Item', 'syntax')]
    """
    if isinstance(moves, os.PathLike):
        path = moves
        try:
            moves = stack.enter_context(open(path, "rb"))  # noqa: SIM115  # closed by the caller's stack
        except OSError as error:
            raise InvalidArgumentError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    if isinstance(moves, str):
        moves = moves.encode("utf-8", "surrogateescape")
    if isinstance(moves, bytes | bytearray | memoryview):
        return _stream_events(ByteReader(chunks_of_bytes(moves, _CHUNK), progress), notation, base)
    if hasattr(moves, "read"):
        return _stream_events(ByteReader(chunks_of_file(moves, _CHUNK), progress), notation, base)
    raise InvalidArgumentError(f"cannot read moves from {type(moves).__name__} {moves!r}"[:200])
