"""``hanoi verify --explain``: which words of the first few moves were read as disc, source and target,
and why the lines between them were skipped.

The words are those :mod:`hanoi.verify.grammar` took for each role; the disc and pegs they name are
found after the numbering was inferred for the whole list (:class:`~hanoi.verify.shapes.Naming`).

>>> for line in explain_moves("Step 1: Move the top disk from peg 1 to peg 3", discs=1):
...     print(line)
move 1 (line 1): 'Step 1: Move the top disk from peg 1 to peg 3'
    disc: no word (the top disc of the source), source: 'from peg 1' = peg 0 (A), target: 'to peg 3' = peg 2 (C)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from itertools import islice
from pathlib import Path
from typing import Any

from hanoi.limits import ANSWER_BYTES
from hanoi.state import State
from hanoi.verify.answers import Batch, Item
from hanoi.verify.formats import InputFormat
from hanoi.verify.grammar import HINT, MARKERS, read_object, read_sentence, tokens
from hanoi.verify.readers import read_moves
from hanoi.verify.shapes import Naming, parse_piece, parse_words, split_prefix
from hanoi.verify.template import read_states, read_stretch, read_template

__all__ = ["explain_moves", "explain_template", "roles", "why_skipped"]

_SHOWN = 5  # how many moves --explain shows, in either reading


def roles(text: str) -> tuple[str | None, str | None, str | None]:
    """The words of a written move read as its disc, source and target (None: no word).

    >>> roles("1. Move disk A from left peg to right peg.")
    ('A', 'from left peg', 'to right peg')
    >>> roles("1AC"), roles('{"disk": 2, "from_peg": "A", "to_peg": "C"}')
    (('1', 'A', 'C'), ('disk: 2', 'from_peg: A', 'to_peg: C'))
    """
    rest = split_prefix(text)[1]
    found = read_object(rest) if rest[:1] == "{" else read_sentence(rest)
    if found is not None:
        words = list(found.words)
        disc = words.pop(0) if found.disc is not None and len(words) == 3 else None
        return disc, words[0] if words else None, words[-1] if words else None
    raw = parse_piece(text.strip("[]() ") if text[:1] in "[(" and text.count("[") <= 1 else text) or parse_words(text)
    return (None, None, None) if raw is None else (raw.disc, raw.source, raw.target)


def why_skipped(text: str) -> str:
    """Why a line between moves was read as no move.

    >>> why_skipped("Di chuyển 2 đĩa từ A sang B"), why_skipped("Now we are done.")
    ('it speaks of several discs, or names no single move', 'no verb, disc noun or arrow: prose')
    >>> why_skipped("Move the smaller disc somewhere")
    'a verb, disc noun or arrow, but no source and target marked'
    """
    rest = split_prefix(text)[1]
    if not HINT.search(rest) and "->" not in rest:
        return "no verb, disc noun or arrow: prose"
    if any(word.lower() in MARKERS for word in tokens(rest)):
        return "it speaks of several discs, or names no single move"
    return "a verb, disc noun or arrow, but no source and target marked"


def _skipped(moves: object, first: int, last: int, shown: set[int]) -> list[str]:
    """The lines from ``first`` to ``last`` that were read as no move, each with the reason (at most 8)."""
    if isinstance(moves, Path) and moves.is_file() and moves.stat().st_size <= ANSWER_BYTES:
        moves = moves.read_bytes()
    if isinstance(moves, bytes):
        moves = moves.decode("utf-8", "replace")
    if not isinstance(moves, str):
        return []
    return list(islice((f"skipped line {number}: {line.strip()[:80]!r}: {why_skipped(line.strip())}" for number, line
                        in enumerate(moves.splitlines()[first - 1 : last], start=first)
                        if number not in shown and line.strip()), 8))


def _peg(peg: object) -> str:
    if isinstance(peg, tuple):
        kind, value = peg
        return f"peg {value} ({chr(65 + value)})" if kind in ("peg", "base") and value < 26 else f"{kind} {value}"
    return f"peg {peg} ({chr(65 + peg)})" if isinstance(peg, int) and 0 <= peg < 26 else str(peg)


def _moves(events: Iterator[Any]) -> Iterator[tuple[str, int | None, str, Any]]:
    """``(kind, line, text, value)`` of each move or error read."""
    for event in events:
        if isinstance(event, Batch):
            for index in range(len(event.cols[0])):
                yield event.kind, event.line(index), event.written(index), tuple(col[index] for col in event.cols)
        elif isinstance(event, Item):
            yield event.kind, event.line, event.text, event.value


def explain_moves(moves: object, *, discs: int, pegs: int = 3, notation: InputFormat | str | None = None,
                  base: int | None = None, peg_names: list[str] | None = None, disc_names: list[str] | None = None,
                  limit: int = _SHOWN) -> list[str]:
    """Two lines for each of the first ``limit`` moves: the move as written, and its roles and their values.

    ``moves`` is what :func:`~hanoi.verify.report.verify` reads (text, bytes, a path);
    the options are verify's.  A piece that is no move says why.

    >>> explain_moves("[[1, 0, 2], [2, 0, 5]]", discs=2)[2:]
    ["move 2 (line 1): '[2, 0, 5]'", "    disc: '2' = 2, source: '0' = peg 0 (A), target: '5' = peg 5 (F)"]
    """
    naming = Naming(pegs=pegs, n=discs, base=base, peg_names=peg_names, disc_names=disc_names)
    lines, read_lines = list[str](), set[int]()
    with ExitStack() as stack:
        _, events = read_moves(moves, stack, None if notation is None else InputFormat(notation), naming)
        for step, (kind, line, text, value) in enumerate(islice(_moves(events), limit), start=1):
            if line is not None:
                read_lines.add(line)
            lines.append(f"move {step}" + (f" (line {line})" if line is not None else "") + f": {text[:120]!r}")
            if kind == "act":  # a planner's action: its disc, and the places it names (the target one of them)
                places = ", ".join(_peg(place) for place in value[1])
                lines.append(f"    disc: {value[0]}, places: {places} (the target: the one not the disc's own peg)")
                continue
            if kind not in ("dft", "ft", "obj"):
                lines.append(f"    not read as a move ({kind}): {str(value)[:160]}")
                continue
            disc_word, source_word, target_word = roles(text)
            disc_value, source, target = (None, *value) if kind == "ft" else value
            disc = "no word (the top disc of the source)" if disc_value is None else f"{disc_word!r} = {disc_value}"
            source_text = "no word" if source is None else f"{source_word!r} = {_peg(source)}"
            lines.append(f"    disc: {disc}, source: {source_text}, target: {target_word!r} = {_peg(target)}")
    return lines + (_skipped(moves, min(read_lines), max(read_lines), read_lines) if len(read_lines) > 1 else [])


def explain_template(moves: object, start: State, goal: State, *, limit: int = _SHOWN, how: str = "") -> list[str]:
    """The ``--explain`` lines of a reading by template (:mod:`hanoi.verify.template`): the template, the
    first ``limit`` moves with the disc and pegs their slots name, and the lines between moves skipped (``how``:
    ``"stretch"`` of the stretch of lines :func:`~hanoi.verify.template.read_stretch` reads, ``"states"`` of the
    states :func:`~hanoi.verify.template.read_states` reads).

    >>> text = "Przenieś krążek 1 z A do B\\n1\\nPrzenieś krążek 2 z A do C\\nPrzenieś krążek 1 z B do C"
    >>> print("\\n".join(explain_template(text, State.perfect(2), State.perfect(2, peg=2), limit=1)))
    template: 'Przenieś krążek {disc} z {source} do {target}' (no vocabulary: the lines that share it)
    move 1 (line 1): 'Przenieś krążek 1 z A do B'
        disc: 1, source: peg 0 (A), target: peg 1 (B)
    skipped line 2: '1': not of the template
    """
    found = {"stretch": read_stretch, "states": read_states}.get(how, read_template)(moves, start, goal)
    if found is None:
        return []
    lines = [f"template: {found.template!r} (no vocabulary: the lines that share it)"]
    for step, item in enumerate(found.items[:limit], start=1):
        lines.append(f"move {step} (line {item.line}): {item.text[:120]!r}")
        if item.kind == "syntax":  # a state no move reaches: why
            lines.append(f"    no move: {item.value}")
            continue
        disc, source, target = (None, *item.value) if item.kind == "ft" else item.value
        disc_text = repr(disc) if isinstance(disc, str) else disc or "no slot (the top disc of the source)"
        lines.append(f"    disc: {disc_text}, source: {_peg(source)}, target: {_peg(target)}")
    return lines + [f"skipped line {number}: {text[:80]!r}: not of the template" for number, text in found.skipped
                    if limit >= len(found.items) or number < (found.items[limit].line or 0)][:8]  # before the next move
