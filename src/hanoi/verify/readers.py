"""Streaming readers of move lists, in every format :func:`hanoi.verify.report.verify` reads.

The formats and their sources are the table of ``docs/verify.md`` ("What it reads");
:class:`~hanoi.verify.formats.InputFormat` names them.

Discs are numbered from 1 (the smallest) and pegs from 0, unless the text shows
otherwise (see :class:`~hanoi.verify.shapes.Naming`).  A reply that is not a bare list
goes to :func:`hanoi.verify.answers.read_answer`, which finds every candidate list and
picks the answer by a written rule; past :data:`ANSWER_BYTES` such a reply is streamed
instead, and its last ``moves = [...]`` list counts.

Input is read in chunks of 256 KiB into a small buffer, so memory stays bounded at any
length.  Runs of well-formed moves are matched by a strict regular expression and
turned into integers with numpy (:class:`Batch`); anything else goes through an exact
per-move path (:class:`Item`) that keeps the move as written, for the error report.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections.abc import Callable, Generator, Iterator
from contextlib import ExitStack
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from hanoi import limits
from hanoi._validate import nesting_depth
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.notation import MoveNotation
from hanoi.pddl import parse_plan_line
from hanoi.verify.answers import TURN_MARK, Batch, Item, Reading, is_count_line, read_answer
from hanoi.verify.formats import InputFormat
from hanoi.verify.scan import (
    ByteReader,
    chunks_of_bytes,
    chunks_of_file,
    digit_runs,
    lazy_texts,
    letter_pegs,
    longest_match,
    match_lines,
    snippet,
)
from hanoi.verify.shapes import KEY_BYTES, Naming, find_key, normalize_text, parse_piece, split_prefix

__all__ = ["ANSWER_BYTES", "LINE_NOTATIONS", "NO_LIST", "BadClaim", "Event", "Reset", "plan_items", "read_moves",
           "text_items"]

_CHUNK = 1 << 18  # bytes read at a time
_HEAD = 1 << 16  # bytes looked at to detect the format
_LOW = 1 << 12  # refill the buffer when fewer bytes than this are left
_MAX_VALUE = 1 << 16  # the longest record or bracketed value read whole
ANSWER_BYTES = limits.ANSWER_BYTES
"""The largest reply read whole to choose its answer list (16 MiB); a longer one is streamed."""
NO_LIST = ("no move list found: expected a JSON array of [disc, from, to], a 'moves = [...]' list, "
           "MAKER 'move = [...]' records, PDDL plan lines '(move d1 d2 peg3)' or one move per line")

#: The input formats that are text lines in one notation of :mod:`hanoi.notation`.
LINE_NOTATIONS = {InputFormat(notation.value): notation for notation in MoveNotation}


# ---------------------------------------------------------------------------- events
class Reset(NamedTuple):
    """A new list starts (a streamed reply): forget the one before.

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
    re.compile(rb"(?:,\[\d{1,9},\d{1,9},\d{1,9}\])*"), re.compile(rb"(?:, \[\d{1,9}, \d{1,9}, \d{1,9}\])*"),
    re.compile(rb"(?:\s*,\s*\[\s*\d{1,9}\s*,\s*\d{1,9}\s*,\s*\d{1,9}\s*\])*")]
_JSON_RECORD = re.compile(rb"\s*+(?:(,)\s*+)?(\[[^\[\]]*\])")  # possessive: linear in a run of spaces
_JSON_CLOSE = re.compile(rb"\s*(,\s*)?\]")
_RECORD = re.compile(rb"\[[^\[\]]*\]")
_SPACE, _NOT_SPACE = re.compile(rb"\s*"), re.compile(rb"\S")
_NESTED = re.compile(rb"\[\s*\[\s*\[")


def _json_batch(region: bytes, first_line: int) -> Batch:
    numbers = digit_runs(np.frombuffer(region, dtype=np.uint8)).reshape(-1, 3)
    texts = lazy_texts(lambda: [m.group().decode() for m in _RECORD.finditer(region)])
    return Batch("dft", tuple(numbers.T.tolist()), texts, match_lines(_RECORD, region, first_line))


def _record_item(record: bytes, line: int) -> Item:
    text = record.decode("utf-8", "replace")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return Item("syntax", "not a JSON list [disc, from, to] of three integers", text, line)
    if isinstance(value, list) and len(value) == 3 and all(type(v) is int for v in value):
        return Item("dft", (value[0], value[1], value[2]), text, line)
    return Item("syntax", "expected [disc, from, to] with three integers", text, line)


def _json_array(r: ByteReader) -> Generator[Event, None, bool]:
    """The moves of the array whose ``[`` is at ``r.pos``; stops after a structural error."""
    r.pos += 1
    expect_comma, order = False, [0, 1, 2]
    while True:
        if r.left() < _LOW:
            r.more()
        if expect_comma and (end := longest_match(_JSON_TIERS, order, r.buf, r.pos)) > r.pos:
            start, r.pos = r.pos, end
            yield _json_batch(r.buf[start:end], r.line_at(start))
            continue
        close = _JSON_CLOSE.match(r.buf, r.pos)
        if close and (expect_comma or not close.group(1)):
            r.pos = close.end()
            return True
        if record := _JSON_RECORD.match(r.buf, r.pos):
            line = r.line_at(record.start(2))
            if (record.group(1) is not None) != expect_comma:
                reason = "expected ',' between two moves" if expect_comma else "unexpected ',' before the first move"
                yield Item("syntax", reason, snippet(r.buf, r.pos), line)
                return False
            r.pos, expect_comma = record.end(), True
            yield _record_item(record.group(2), line)
            continue
        if r.left() < _MAX_VALUE and r.more():
            continue
        rest, line = r.buf[r.pos :], r.line_at(r.pos)
        if r.eof and (not rest.strip() or (rest.strip().startswith((b",", b"[")) and b"]" not in rest)):
            yield Item("truncated", "the list ends without its closing ']'", snippet(rest), line)
        else:
            yield Item("syntax", "expected a move [disc, from, to], ',' or the closing ']'", snippet(rest), line)
        return False


def _json_top(r: ByteReader, reading: Reading) -> Iterator[Event]:
    r.pos = _SPACE.match(r.buf, r.pos).end()  # type: ignore[union-attr]
    if not r.buf.startswith(b"[", r.pos):
        yield Item("syntax", "a JSON move list starts with '['", snippet(r.buf, r.pos), r.line_at(r.pos))
        return
    if _NESTED.match(r.buf, r.pos):
        depth = re.match(rb"[\[\s]*", r.buf[r.pos : r.pos + 4096]).group().count(b"[")  # type: ignore[union-attr]
        reading.found, shown = False, f"{depth}" if depth < 4096 else "4096 or more"
        reading.why = (f"line {r.line_at(r.pos)}: JSON nested {shown} levels deep; "
                       "a move list is [[disc, from, to], ...]")
        return
    if (yield from _json_array(r)) and (extra := r.search(_NOT_SPACE)) is not None:  # only white space may follow
        yield Item("syntax", "unexpected text after the closing ']'", snippet(r.buf, extra.start()),
                   r.line_at(extra.start()))


# ---------------------------------------------------------------------------- streamed replies and maker
_MOVE_KEY = re.compile(rb"(move|next_state)(?<![A-Za-z] move)(?<![A-Za-z] next_state)\b[\"'*`]*\s*[=:]\s*(?=\[)")
_BRACKET = re.compile(rb"[\[\]]")


def _streamed_answer(r: ByteReader, reading: Reading) -> Iterator[Event]:
    """A reply too long to read whole: every ``moves = [...]`` list starts afresh, so the last counts."""
    found, most = 0, limits.ANSWER_MAX_LISTS
    while (tail := r.search(KEY_BYTES)) is not None:
        key = find_key(r.buf, max(r.pos, tail.start() - 64))
        if key is None or key[1] != tail.end():
            r.pos = tail.end()
            continue
        found, reading.line, r.pos = found + 1, r.line_at(key[0]), key[1]
        yield Reset()
        if found > most:
            yield Item("syntax", f"more than {most} 'moves' lists: no answer can be chosen (limit ANSWER_MAX_LISTS)",
                       "", reading.line)
            break
        yield from _json_array(r)
    reading.candidates = found
    if found:
        which = "lists under 'moves' keys, to" if found > most else "list under the last 'moves' key,"
        reading.reason = f"the {which} line {reading.line} (a reply over 16 MiB is streamed)"
    else:
        reading.found, reading.why = False, f"{NO_LIST} ({r.line_at(len(r.buf))} lines, {r.total} bytes read)"


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
        start, end, line = key.end(), _bracket_end(r.buf, key.end()), r.line_at(key.start())
        if end < 0 and not r.eof and len(r.buf) - start < _MAX_VALUE:
            r.pos = key.start()
            r.more()
            continue
        if end < 0:
            raw, r.pos = snippet(r.buf, start), start + 1
            value: Any = BadClaim(raw)
        else:
            raw, r.pos = r.buf[start:end].decode("utf-8", "replace"), end
            try:  # a move or a state is two levels deep: deeper is refused before the parser recurses
                value = json.loads(raw) if nesting_depth(raw, 8) <= 8 else BadClaim(snippet(r.buf[start:end]))
            except (ValueError, RecursionError):
                value = BadClaim(snippet(r.buf[start:end]))
        if key.group(1) == b"next_state" and pending is not None and not pending.has_claim:
            pending = dataclasses.replace(pending, claim=value, has_claim=True)
            continue
        if pending is not None:
            yield pending
        shown, pending = snippet(raw.encode()), None
        if key.group(1) == b"next_state":
            yield Item("syntax", "next_state without a move before it", "next_state = " + shown, line)
        elif isinstance(value, list) and len(value) == 3 and all(type(v) is int for v in value):
            pending = Item("dft", (value[0], value[1], value[2]), snippet(raw.encode(), 0, 60), line)
        elif isinstance(value, BadClaim) and r.eof and end < 0:
            pending = Item("truncated", "the record ends in the middle of its move", shown, line)
        else:
            pending = Item("syntax", "move must be [disk, from, to] with three integers", shown, line)
    if pending is not None:
        yield pending


# ---------------------------------------------------------------------------- text lines
#: Each notation's shape of one move (a pair's is the arrow's: ``1 3`` and ``1 -> 3``), the one table
#: behind detecting a notation, checking a move under a forced ``--notation`` and reading lines in bulk.
_MOVE_SHAPES = {
    MoveNotation.GERMAN: r"[Ss][ \t]*\d{1,9}[ \t]*[-:][ \t]*[A-Za-z][ \t]*+(?:(?:->|-)[ \t]*+)?[A-Za-z]",
    MoveNotation.CANONICAL: r"\d{1,9}[ \t]*[A-Za-z][A-Za-z]|\d{1,9}[ \t]*:[ \t]*\d{1,9}[ \t]*-[ \t]*\d{1,9}",
    MoveNotation.ARROW: r"\d{1,9}(?:[ \t]*+(?:->|-|,)[ \t]*+|[ \t]++)\d{1,9}",  # (possessive: linear)
    MoveNotation.LETTERS: r"[A-Za-z][ \t]*+(?:(?:->|-|,)[ \t]*+)?[A-Za-z]"}
_SHAPE = {notation: _MOVE_SHAPES.get(notation, _MOVE_SHAPES[MoveNotation.ARROW]) for notation in MoveNotation}
#: each notation's own shape of one move, for a forced --notation
_STRICT = {notation: re.compile(rf"^(?:{shape})$") for notation, shape in _SHAPE.items()}
#: runs of lines read in bulk: first the exact lines :mod:`hanoi.notation` writes, then any spacing
#: (a run the bulk reading cannot take apart, such as ``1:0-2`` lines, is read line by line)
_LINE_TIERS: dict[MoveNotation, list[re.Pattern[bytes]]] = {
    notation: [re.compile(rb"(?:%s\n)*" % exact), re.compile(rb"(?:[ \t]*(?:(?:%s)[ \t]*)?\r?\n)*" % shape)]
    for notation, exact in {
        MoveNotation.CANONICAL: rb"\d{1,9}[A-Za-z][A-Za-z]", MoveNotation.LETTERS: rb"[A-Za-z]->[A-Za-z]",
        MoveNotation.GERMAN: rb"S\d{1,9} - [A-Za-z][A-Za-z]", MoveNotation.ARROW: rb"\d{1,9} -> \d{1,9}",
        MoveNotation.PAIR: rb"\d{1,9} \d{1,9}"}.items() for shape in [_SHAPE[notation].encode()]}


def text_items(text: str, notation: MoveNotation | None = None, base: int = 0, line: int | None = None
               ) -> Iterator[Item]:
    """The moves written on one line of text, as items (``syntax`` for a piece that is not one).

    A move between the same peg twice is read (the replay finds it illegal), as in every notation.

    >>> [(item.kind, item.value) for item in text_items("S1 - AC | 2. A->B | 1BB")]
    [('dft', (1, 0, 2)), ('ft', (0, 1)), ('dft', (1, 1, 1))]
    """
    naming, stripped = Naming(base=base), normalize_text(text).strip()
    pieces = () if stripped.startswith(("#", ";", "//")) else stripped.split("|")  # list numbers, final dots dropped
    for piece in filter(None, (split_prefix(piece)[1].strip().rstrip(".").strip() for piece in pieces)):
        raw = parse_piece(piece)
        disc = naming.disc(raw.disc) if raw is not None and raw.disc is not None else None
        pegs = (None, None) if raw is None or raw.source is None else (naming.peg(raw.source), naming.peg(raw.target))
        if notation is not None and not _STRICT[notation].match(piece):
            why = f"expected a move in the {notation.value} notation"
        elif raw is None or None in pegs or isinstance(disc, str):
            why = "expected a move such as '1AC', 'S1 - AC', '0 -> 2' or 'A->C'"
        elif raw.disc is not None and (disc is None or disc < 1):
            why = "discs are numbered from 1"
        else:
            yield Item("ft", pegs, piece, line) if raw.disc is None else Item("dft", (disc, *pegs), piece, line)
            continue
        yield Item("syntax", f"invalid move {piece!r}: {why}", piece, line)


_TEXT_LINE = re.compile(rb"^[^\n]*\S[^\n]*$", re.MULTILINE)  # a line that is not blank


def _line_batches(region: bytes, notation: MoveNotation, base: int, first_line: int) -> Iterator[Event]:
    """The moves of a run of lines that matched a fast pattern of ``notation``."""
    a = np.frombuffer(region, dtype=np.uint8)
    cols: tuple[npt.NDArray[np.int64], ...] = ()
    if notation in (MoveNotation.CANONICAL, MoveNotation.GERMAN):
        discs, pegs, width = digit_runs(a), letter_pegs(a), 2 if notation is MoveNotation.CANONICAL else 3
        if len(pegs) == width * len(discs):  # not so for 1:0-2 lines (pair, arrow, letters: two pegs by their shape)
            cols = (discs, *pegs.reshape(-1, width)[:, -2:].T)
    else:
        cols = tuple((letter_pegs(a) if notation is MoveNotation.LETTERS else digit_runs(a) - base).reshape(-1, 2).T)
    # rows the parser rejects (a peg below the base, disc 0): line by line, syntax errors whatever the buffer size
    if cols and all((col >= low).all() for col, low in zip(cols, (1, 0, 0)[3 - len(cols) :], strict=True)):
        if cols[0].size:  # not a run of blank lines
            yield Batch("dft" if len(cols) == 3 else "ft", tuple(col.tolist() for col in cols),
                        lazy_texts(lambda: [line.strip().decode() for line in region.split(b"\n") if line.strip()]),
                        match_lines(_TEXT_LINE, region, first_line))
        return
    for offset, text in enumerate(region.split(b"\n")):
        yield from text_items(text.decode("utf-8", "replace"), notation, base, first_line + offset)


def _lines(r: ByteReader, notation: MoveNotation | None, base: int, plan: bool = False) -> Iterator[Event]:
    """Line by line (PDDL plan lines if ``plan``), runs of one notation's lines in bulk."""
    r.newline_at_eof = True
    tiers, order = _LINE_TIERS.get(notation) if notation is not None else None, [0, 1]
    while True:
        if r.left() < _LOW:
            r.more()
        if tiers and notation and (end := longest_match(tiers, order, r.buf, r.pos, r.pos + _CHUNK)) > r.pos:
            start, r.pos = r.pos, end
            yield from _line_batches(r.buf[start:end], notation, base, r.line_at(start))
            continue
        number = r.line_at(r.pos)
        if (line := r.line()) is None:
            return
        text = line.decode("utf-8", "replace")
        yield from plan_items(text, number) if plan else text_items(text, notation, base, number)


def plan_items(text: str, line: int | None = None) -> Iterator[Item]:
    """The step of one PDDL plan line, as an item (``syntax`` for a line that is no step; none for a comment).

    >>> [(item.kind, str(item.value)) for item in plan_items("(move d1 d2 peg3)")]
    [('pddl', '(move d1 d2 peg3)')]
    """
    try:
        step = parse_plan_line(text)
    except HanoiError as error:
        yield Item("syntax", str(error), text.strip(), line)
        return
    if step is not None:
        yield Item("pddl", step, text.strip(), line)


# ---------------------------------------------------------------------------- detection
_PLAN_HINT = re.compile(rb"^\s*(?:\d+(?:\.\d*)?\s*:\s*)?\(?\s*move\s+d\d+\s+(?:d\d+|peg\d+)\s+(?:d\d+|peg\d+)"
                        rb"\s*\)?\s*(?:;.*)?$")
_PLAN_MOVE = re.compile(rb"\(\s*[Mm][Oo][Vv][Ee]\s")
#: a JSON move list: a first record of three integers (pairs, strings, a test case's input and its list: answers)
_JSON_START = re.compile(rb"\[\s*(?:\]|-?\d+\s*,|\[\s*\[|\[\s*-?\d+\s*,\s*-?\d+\s*,\s*-?\d+\s*\](?!\s*,\s*\[\s*\[))")
_PEG_NUMBER = re.compile(rb"\d+")
_COUNTS = re.compile(rb"[ \t]*(\d{1,9})[ \t]+(\d{1,9})[ \t]*\r?\n")  # a first line of two numbers
#: what is no peg number in pair or arrow lines: a step number before the move ("7. 1 -> 3"), a comment line
_STEP = r"(?:(?:step|move)[ \t]*)?\d{1,9}[ \t]*[.):][ \t]+"  # a step number before a move: "7. ", "Step 3: "
_COMMENT = r"(?:#|//|;)[^\n]*"
_NOT_PEGS = re.compile(rf"^[ \t]*(?:{_STEP}|{_COMMENT})".encode(), re.I | re.M)


def _binary(head: bytes) -> str | None:
    """Why ``head`` is not text (a NUL byte, or bytes that are not UTF-8), or None."""
    at, why = head.find(b"\x00"), "a NUL byte at byte {}"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:  # (not a character cut at the end of the head)
        at, why = (at, why) if at >= 0 or error.start >= len(head) - 4 else (error.start, "byte {} is not UTF-8")
    return None if at < 0 else f"line {head.count(10, 0, at) + 1}: binary data ({why.format(at + 1)}), not text"


#: each notation's lines: moves (a step number before each, several joined by '|') or comments
_HEAD_PATTERNS = {notation: re.compile(rf"(?:(?>{line})\n)*+(?>{line})", re.I)  # a line atomic: linear
                  for notation, piece in _MOVE_SHAPES.items() for move in [rf"(?:{_STEP})?(?:{piece})"]
                  for line in [rf"[ \t]*+(?:{_COMMENT}|{move}(?:[ \t]*\|[ \t]*{move})*[ \t]*+\.?)?[ \t]*+"]}

_COMMENT_LINES = re.compile(rf"^[ \t]*{_COMMENT}$", re.MULTILINE)


def _line_notation(head: bytes, eof: bool) -> MoveNotation | None:
    """The one notation every content line of ``head`` is written in, or None (one regular expression each)."""
    if not eof and b"\n" in head:
        head = head[: head.rindex(b"\n")]  # the last line may be cut
    text = normalize_text(head.decode("utf-8", "replace"))
    if not re.search(r"\d|[A-Za-z]", _COMMENT_LINES.sub("", text)):
        return None  # nothing but comments (moves pasted as "// Move disk 1 ..."): no compact notation
    for notation, pattern in _HEAD_PATTERNS.items():
        if pattern.fullmatch(text):
            pair = notation is MoveNotation.ARROW and not re.search(r"\d[ \t]*(?:->|-|,)", text)  # no arrow: pairs
            return MoveNotation.PAIR if pair else notation
    return None


def _json_then_text(head: bytes) -> bool:
    """Whether a whole input is a reply, no JSON list of moves: one JSON value and more text, or one move."""
    text = head.decode("utf-8", "replace").lstrip()
    try:
        value, end = json.JSONDecoder().raw_decode(text)
    except (ValueError, RecursionError):
        return False  # broken JSON, or nested past Python's stack: the JSON reader says where
    rest = text[end:].strip()
    if isinstance(value, list) and 2 <= len(value) <= 3 and all(type(item) is int for item in value):
        return True
    try:  # a second JSON value and nothing more: JSON values in a row, the first one's list (and its errors)
        return bool(rest) and not (rest[:1] in ("[", "{") and not rest[json.JSONDecoder().raw_decode(rest)[1]:].strip())
    except (ValueError, RecursionError):
        return True


def _detect(r: ByteReader) -> InputFormat:
    """The format of the input from its first 64 KiB (any byte-order mark passed by the caller)."""
    r.fill(_HEAD)
    head = r.buf[r.pos : r.pos + _HEAD]
    if any(key.group(1) == b"next_state" for key in _MOVE_KEY.finditer(head)):
        return InputFormat.MAKER
    if _JSON_START.match(head.lstrip()) and not (r.eof and _json_then_text(head)):
        return InputFormat.JSON
    if find_key(head) is not None:
        return InputFormat.ANSWER
    if _MOVE_KEY.search(head) and b'"role"' not in head and len(TURN_MARK.findall(head.decode("utf-8", "replace"))) < 2:
        return InputFormat.MAKER  # records, not a transcript (turns, a chat's messages)
    if _PLAN_MOVE.search(head):
        comment = (b"#", b";", b"//")
        lines = [line for line in head.split(b"\n") if line.strip() and not line.lstrip().startswith(comment)]
        if lines and all(_PLAN_HINT.match(line) for line in lines[:-1] or lines):
            return InputFormat.PDDL
    notation = _line_notation(head, r.eof)
    return InputFormat.ANSWER if notation is None else InputFormat(notation.value)


def _peg_numbers(region: bytes) -> list[str]:
    """The peg numbers of pair or arrow lines, less step numbers and comments."""
    return [number.decode() for number in _PEG_NUMBER.findall(_NOT_PEGS.sub(b"", region))]


def _infer_line_base(head: bytes, notation: MoveNotation | None, naming: Naming, reading: Reading) -> int:
    """The base of peg numbers in pair or arrow lines from the first 64 KiB (``Naming.infer``), noted in ``reading``."""
    if notation in (MoveNotation.ARROW, MoveNotation.PAIR):
        naming.infer([], pegs=_peg_numbers(head[:_HEAD]))
    reading.notes.extend(naming.notes)
    return naming.base or 0


def _whole_answer(r: ByteReader, naming: Naming, reading: Reading) -> Iterator[Event]:
    r.fill(ANSWER_BYTES + 1)
    if r.left() <= ANSWER_BYTES:
        reading.why = NO_LIST
        yield from read_answer(r.buf[r.pos :].decode("utf-8", "replace"), naming, reading)
    elif (lines := None if KEY_BYTES.search(r.buf, r.pos) else _lines_after_prose(r, naming, reading)) is not None:
        yield from lines
    else:
        reading.notes.append("a reply over 16 MiB is streamed: its last 'moves = [...]' list counts")
        yield from _streamed_answer(r, reading)


_MAX_PROSE_LINES = 16  # lines of prose passed over before and after the one list of a long reply


def _lines_after_prose(r: ByteReader, naming: Naming, reading: Reading) -> Iterator[Event] | None:
    """A streamed reply without 'moves' keys: its one list of move lines after (and before) prose lines, or None."""
    start, skipped, notation, head = r.pos, 0, None, b""
    while notation is None:
        end, skipped = r.buf.find(b"\n", start, start + _MAX_VALUE), skipped + 1
        if end < 0 or skipped > _MAX_PROSE_LINES:
            return None
        start = end + 1
        head = r.buf[start : start + _HEAD]
        notation = _line_notation(head, False) if head.strip() else None
    r.pos = start
    base = _infer_line_base(head, notation, naming, reading)
    reading.notes.append(f"a reply over 16 MiB is streamed: {skipped} line{'s' * (skipped > 1)} of prose before "
                         f"its list of moves (one a line, {notation.value} notation) passed over")
    reading.line, reading.candidates = r.line_at(start), 1
    reading.reason = f"the one list of move lines, from line {reading.line} (a reply over 16 MiB is streamed)"
    return _prose_after(_lines(r, notation, base), reading)


def _prose_after(events: Iterator[Event], reading: Reading) -> Iterator[Event]:
    """``events`` less at most ``_MAX_PROSE_LINES`` lines that are no move at the very end (with a note)."""
    held: list[Event] = []
    for event in events:
        if isinstance(event, Item) and event.kind == "syntax" and len(held) < _MAX_PROSE_LINES:
            held.append(event)
            continue
        yield from held
        held.clear()
        yield event
    if held:
        reading.notes.append(f"{len(held)} line{'s' * (len(held) > 1)} of prose after the list passed over")


def _stream_events(r: ByteReader, fmt: InputFormat | None, naming: Naming) -> tuple[Reading, Iterator[Event]]:
    r.fill(_HEAD)
    if r.buf.startswith(b"\xef\xbb\xbf", r.pos):
        r.pos += 3
    if (binary := _binary(r.buf[r.pos : r.pos + _HEAD])) is not None:
        return Reading(fmt.value if fmt else "binary", found=False, why=binary), iter(())
    detected = _detect(r) if fmt in (None, InputFormat.TEXT) else fmt
    if fmt is InputFormat.TEXT and detected not in LINE_NOTATIONS:
        detected = InputFormat.TEXT
    elif fmt is None and detected in LINE_NOTATIONS and naming.pegs < 26:  # a peg letter past A.. (X -> Z, 1SD):
        past = re.compile(rb"[%c-z%c-Z](?![ \t]*\d)" % (97 + naming.pegs, 65 + naming.pegs))
        detected = InputFormat.ANSWER if past.search(r.buf, r.pos, r.pos + _HEAD) else detected  # named as in prose
        counts = _COUNTS.match(r.buf, r.pos) if detected in (InputFormat.PAIR, InputFormat.ARROW) else None
        if counts and is_count_line(counts[1].decode(), counts[2].decode(), naming,  # "3 3" over pairs: the n discs
                                    set(_peg_numbers(r.buf[counts.end() : r.pos + _HEAD]))):  # and the pegs, read as
            detected = InputFormat.ANSWER  # a reply's input line (answers.py)
    reading, notation = Reading(detected.value), LINE_NOTATIONS.get(detected)
    readers: dict[InputFormat, Callable[[], Iterator[Event]]] = {
        InputFormat.JSON: lambda: _json_top(r, reading), InputFormat.ANSWER: lambda: _whole_answer(r, naming, reading),
        InputFormat.MAKER: lambda: _maker(r), InputFormat.PDDL: lambda: _lines(r, None, 0, plan=True)}
    return reading, readers.get(detected, lambda: _lines(r, notation, _infer_line_base(
        r.buf[r.pos : r.pos + _HEAD], notation, naming, reading)))()


def _checked_empty(reading: Reading, events: Iterator[Event]) -> Iterator[Event]:
    event: Event | None = None
    for event in events:
        yield event
    if event is None and reading.found and reading.format not in (InputFormat.JSON.value, InputFormat.ANSWER.value):
        reading.found, reading.why = False, reading.why or NO_LIST


# ---------------------------------------------------------------------------- entry
def read_moves(
    moves: object, stack: ExitStack, notation: InputFormat | None = None, naming: Naming | None = None,
    progress: Callable[[int], object] | None = None,
) -> tuple[Reading, Iterator[Event]]:
    """What was found (filled in as the events are read) and the lazy events of text, bytes, a path or a file.

    A file named by a path is opened on ``stack``, which closes it.  The format is
    detected unless ``notation`` names one.

    >>> with ExitStack() as stack:
    ...     reading, events = read_moves("0 -> 2\\n0 -> 1\\n1 -> 1", stack)
    ...     print(reading.format, [(type(event).__name__, event.kind) for event in events])
    arrow [('Batch', 'ft'), ('Item', 'ft')]
    """
    naming = naming or Naming()
    if isinstance(moves, os.PathLike):
        path = moves
        try:
            moves = stack.enter_context(open(path, "rb"))  # noqa: SIM115  # closed by the caller's stack
        except OSError as error:
            raise InvalidArgumentError(f"cannot read {os.fspath(path)!r}: {error.strerror or error}") from None
    if isinstance(moves, str):  # a lone surrogate (\ud800) that no bytes decode to: read as a '?'
        lone = re.search("[\ud800-\udc7f\udd00-\udfff]", moves)
        moves = moves.encode("utf-8", "replace" if lone else "surrogateescape")
    if isinstance(moves, bytes | bytearray | memoryview):
        reader = ByteReader(chunks_of_bytes(moves, _CHUNK), progress)
    elif hasattr(moves, "read"):
        reader = ByteReader(chunks_of_file(moves, _CHUNK), progress)
    else:
        raise InvalidArgumentError(f"cannot read moves from {type(moves).__name__} {moves!r}"[:200])
    reading, events = _stream_events(reader, notation, naming)
    return reading, _checked_empty(reading, events)
