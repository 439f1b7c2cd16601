"""Find the answer in a model's whole reply: every candidate move list, and the rule that picks one.

A reply may hold a thinking block, prose, several lists (drafts, a final answer, quotes
of a few moves), code fences, tables and CSV.  :func:`read_answer` finds every
candidate list in any shape of :mod:`hanoi.verify.shapes`, picks the answer by the rule
below, settles the numbering the text leaves open (:class:`~hanoi.verify.shapes.Naming`)
and turns the chosen list into the events that :func:`hanoi.verify.report.verify` replays.

The rule is stated in ``docs/verify.md`` ("Which list is the answer"): the list after any
thinking block, one under a ``moves`` key before others, the last one unless it only
quotes an earlier one; lines of moves in a row are one list, a transcript is read as turns.

>>> reply = "<think>maybe [[1, 0, 1]]</think>Answer:\\nmoves = [[1, 0, 2]]\\nThe first move: [[1, 0, 2]]"
>>> reading = Reading("answer")
>>> [(item.kind, item.cols) for item in read_answer(reply, Naming(pegs=3, n=1), reading)]
[('dft', ([1], [0], [2]))]
>>> reading.reason
"the list under the 'moves' key, line 2; passed over: line 3 (no 'moves' key)"
"""

from __future__ import annotations

import heapq
import json
import re
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import accumulate, chain, islice, pairwise
from typing import Any, NamedTuple

from hanoi import limits
from hanoi.verify import grammar, shapes
from hanoi.verify.grammar import ANSWERS, RawMove, alternation, counts_from_bottom, is_role_word, key_role, split_moves
from hanoi.verify.scan import LineOf, match_lines
from hanoi.verify.shapes import SEXPR, Naming, header_roles, is_elision, parse_piece, parse_table_row, split_prefix

__all__ = ["HEADED", "TURNS", "Batch", "Candidate", "Item", "Reading", "read_answer", "split_thinking"]


class Batch(NamedTuple):
    """Well-formed moves read in bulk: kind ``dft`` (disc, from, to) or ``ft`` (from, to).

    ``written(i)`` gives the text of the i-th move and ``line(i)`` its line, for error reports.

    >>> Batch("ft", ([0], [2]), lambda i: "A->C").written(0)
    'A->C'
    """

    kind: str
    cols: tuple[list[int], ...]
    written: Callable[[int], str]
    line: Callable[[int], int | None] = lambda i: None


@dataclass(frozen=True, slots=True)
class Item:
    """One event of the chosen list, for the replay.

    ``kind``: ``dft`` (disc, source, target), ``ft`` (source, target), ``obj`` (a disc
    that may be a name, and source and target that may be discs: PDDL-like steps),
    ``act`` (a disc and the places a planner action names, in its domain's own order),
    ``syntax``, ``elided`` or ``truncated`` (``value`` is then the reason).  ``claim``
    is the state the text says the move leads to (per-peg stacks), when it says one.

    >>> Item("dft", (1, 0, 2), "[1, 0, 2]", 3).line
    3
    """

    kind: str
    value: Any
    text: str
    line: int | None = None
    claim: Any = None
    has_claim: bool = False


@dataclass
class _Piece:
    raw: RawMove | None  # None: not a move (see kind)
    text: str
    line: int
    kind: str = "move"  # move, syntax, elided
    reason: str = ""


@dataclass
class _Run:
    """Consecutive moves of one simple shape, kept as columns of tokens (read in bulk, in C)."""

    discs: list[str] | None
    sources: list[str]
    targets: list[str]
    text: Callable[[int], str]
    line: Callable[[int], int]
    first_step: int | None = None
    last_step: int | None = None


def _size(piece: _Piece | _Run) -> int:
    return len(piece.sources) if isinstance(piece, _Run) else piece.raw is not None


@dataclass
class Candidate:
    """One list found in the reply: its shape (``keyed``: under a ``moves`` key), where it starts, its pieces.

    >>> Candidate("lines", 4).moves()
    0
    """

    shape: str
    line: int
    pieces: list[_Piece | _Run] = field(default_factory=list)
    truncated: str = ""  # why the list is cut off, if it is
    last_step: int | None = None
    notes: list[str] = field(default_factory=list)
    end_line: int = 0
    dropped_notes: int = 0  # notes past ANSWER_MAX_NOTES, counted only
    countdown: bool = False  # steps numbered down by one (7, 6, ... 1): labels, not corrections
    disc_labels: bool = False  # the numbers before the moves name their discs
    nested: bool = False  # a numbered heading has moves nested under it: unnumbered moves carry the list on
    headed: bool = False  # under a heading of its own after a paragraph break ("Final answer:"): no quote

    def note(self, text: str) -> None:
        if len(self.notes) < limits.ANSWER_MAX_NOTES:
            self.notes.append(text)
        else:
            self.dropped_notes += 1

    def moves(self) -> int:
        return sum(map(_size, self.pieces))

    @cached_property
    def signature(self) -> str:  # asked once the list is complete
        return "".join(f"|{move}" for move in self.written()).lower() + "|"

    def written(self) -> Iterator[str]:
        """Each move as its tokens are written, ``disc/source/target`` (``None`` for no disc)."""
        for p in self.pieces:
            if isinstance(p, _Run):
                yield from map("{}/{}/{}".format, p.discs or ["None"] * len(p.sources), p.sources, p.targets)
            elif p.raw is not None:
                yield f"{p.raw.disc}/{p.raw.source}/{p.raw.target}"


@dataclass
class Reading:
    """What a reader found besides the moves: filled in while the events are read.

    ``found`` is False when the input holds no move list (``why`` then says what it
    holds instead); ``reason``, ``line`` and ``candidates`` say which list of a reply
    was judged and why; ``notes`` say what was inferred.

    >>> Reading("json").found
    True
    """

    format: str
    found: bool = True
    why: str = ""
    reason: str | None = None
    line: int | None = None
    candidates: int = 0
    notes: list[str] = field(default_factory=list)
    turns: str = ""  # a transcript's model moves, each its turn's last (the template reads them, not the input)
    view: str = ""  # the answer tags' text, or the reply less its thinking, where the list was found: read again there


# ---------------------------------------------------------------------------- thinking
_THINK = re.compile(r"<(/?)(?:think|thinking|reasoning)>", re.IGNORECASE)
_ANSWER_TAG = re.compile(rf"<(/?)(?:\w+[_-])?(?:{alternation(ANSWERS)})(?:[_-]\w+)?>", re.I)


def split_thinking(text: str, tags: re.Pattern[str] = _THINK) -> tuple[str, str, bool]:
    """``text`` with thinking (or what other ``tags`` enclose: ``<answer>``) blanked out, the thinking with the rest
    blanked, whether a block is left open.  Blanking keeps every newline, so line numbers stay those of the reply.
    A reply whose first tag closes the thinking thought from its start (DeepSeek-R1's chat template opens it).

    >>> split_thinking("Try A->B?\\n</think>\\nA->C")
    ('\\n\\nA->C', 'Try A->B?\\n\\n', False)
    """
    if "<" not in text or (first := tags.search(text)) is None:
        return text, "", False
    outside: list[str] = []
    inside: list[str] = []
    pos, depth = 0, int(tags is _THINK and bool(first.group(1)))  # a first tag that closes: the template opened it
    for tag in [*tags.finditer(text), None]:  # None: the text after the last tag
        piece = text[pos : len(text) if tag is None else tag.start()]
        (inside if depth else outside).append(piece)
        (outside if depth else inside).append("\n" * piece.count("\n"))
        if tag is not None:
            depth, pos = depth + 1 if not tag.group(1) else max(0, depth - 1), tag.end()
    return "".join(outside), "".join(inside), depth > 0


# ---------------------------------------------------------------------------- bracket lists
_LIST_START = re.compile(
    r"""\[\s*(?:(?:#|//)[^\n]*\n\s*)*(?:(?:[^\W\d]\w*)?[\[(]\s*["']?[\w-]|\{\s*["']?\w"""  # [move(left, ...
    r"""|(?P<q>["'])[^"'\n]{1,80}?(?:->|\bto\b|\bfrom\b)[^"'\n]{0,80}(?P=q)\s*,"""  # ["left -> right", ...
    r"""|(?P<states>(?P<s>["'])(?:[A-Za-z]{2,24}|\d{2,24})(?P=s)\s*,\s*(?P=s)))"""  # ['AAA', 'CAA', ...]: states
)
_LIST_TOKEN = re.compile(
    r"""(?P<move>(?:[^\W\d]\w*)?[\[(][^\[\]()\n]*[\])])"""  # a call too: move(left,right)
    r"""|(?P<object>\{(?:[^{}\[\]]|\{[^{}\[\]]{0,400}\}){0,400}\})"""  # one level of nesting: tool calls
    r"""|(?P<string>"[^"\n]*"|'[^'\n]*')"""
    r"""|(?P<comment>(?:\#|//)[^\n]*|/\*.*?\*/)"""
    r"""|(?P<gap>\.\.\.|…)"""
    r"""|(?P<space>[\s,]+)"""
    r"""|(?P<close>\])"""
    r"""|(?P<other>[^\s,\]]+)""",
    re.DOTALL,
)

_TRIPLE = re.compile(r"\[\s*(\d{1,9})\s*,\s*(\d{1,9})\s*,\s*(\d{1,9})\s*\]")
_CLEAN_LIST = re.compile(r"\[\s*{0}(?:\s*,\s*{0})*+\s*,?\s*\]".format(_TRIPLE.pattern.replace("(", "(?:")))
#: why a bracketed move, an object or a string of a list that states no move is not one
_NOT_A_MOVE = {"move": "not a move [disc, from, to]", "object": "an object without from and to keys",
               "string": "not a move"}


def _columns(pattern: re.Pattern[str], text: str, *span: int) -> list[list[str]]:
    """The groups of each match of ``pattern`` in ``text[begin:end]``, column by column (no tuple kept a row)."""
    values = list(chain.from_iterable(map(re.Match.groups, pattern.finditer(text, *span))))
    return [values[column :: pattern.groups] for column in range(pattern.groups)]


def _nth(pattern: re.Pattern[str], text: str, *span: int) -> Callable[[int], str]:
    """The i-th match of ``pattern`` in ``text[begin:end]``, stripped, found when asked (in constant memory)."""
    return lambda index: next((found.group().strip() for found in islice(pattern.finditer(text, *span), index, None)),
                              "")


def _bracket_list(text: str, start: int, line_of: Any, *, keyed: bool = False) -> tuple[Candidate, int]:
    """The list whose ``[`` (or ``(``) is at ``start``; returns it and the index after its end (or the text's end)."""
    candidate = Candidate("keyed" if keyed else "list", line_of(start))
    if (clean := _CLEAN_LIST.match(text, start)) is not None:
        region = clean.group()  # plain [d, s, t] triples: read in bulk
        discs, sources, targets = _columns(_TRIPLE, region)
        lines = match_lines(_TRIPLE, region, candidate.line)
        candidate.pieces.append(_Run(discs, sources, targets, _nth(_TRIPLE, region), lines))
        return candidate, clean.end()
    closer = "]" if text[start] == "[" else ")"
    line_end = text.find("\n", start) % (len(text) + 1)
    if keyed and text[start] == "(" and (listed := _comma_moves(text[start:line_end])):  # (A, C), (A, B): no list
        candidate.pieces.extend(_Piece(raw, piece, candidate.line) for piece, raw in listed)
        return candidate, line_end
    for token in _LIST_TOKEN.finditer(text, start + 1):  # tokens end to end: some alternative matches any character
        kind, value = token.lastgroup, token.group()
        if kind == "close" or (kind == "other" and value[0] == closer):
            return candidate, token.start() + 1
        line, shown = line_of(token.start()), " ".join(value.split()) if kind == "object" else value
        raw = parse_piece(value[1:-1] if kind == "string" else shown) if kind in _NOT_A_MOVE else None
        if raw is not None:  # a move in brackets, an object or a string: read as any move is
            candidate.pieces.append(_Piece(raw, shown, line))
        elif kind == "gap" or (kind in ("move", "string", "comment") and is_elision(value)):
            candidate.pieces.append(_Piece(None, value.strip(), line, "elided"))
        elif kind in _NOT_A_MOVE:
            candidate.pieces.append(_Piece(None, value[:60] if kind == "object" else value, line, "syntax",
                                           _NOT_A_MOVE[kind]))
        elif kind in ("comment", "space"):
            continue
        elif value.startswith(("[", "(")):  # [[3, 1, 3], [[1, 3], ...]]: a test case's input, then its list
            cut = max(text.find("]", token.start()), text.find(")", token.start())) < 0
            candidate.truncated = "the list ends in the middle of a move" if cut else ""
            return candidate, len(text) if cut else token.start()
        else:
            candidate.pieces.append(_Piece(None, value[:40], line, "syntax", "expected a move, ',' or the closing ']'"))
            return candidate, text.find("]", token.start()) + 1 or len(text)
    candidate.truncated = "the list ends without its closing ']'"
    return candidate, len(text)


# ---------------------------------------------------------------------------- line blocks
_FENCE = re.compile(r"^\s*(?:```|~~~|\[\s*plan(?:\s+end)?\s*\]\s*$)", re.IGNORECASE)  # a code fence, a plan's mark
_DRAWING = re.compile(r"^(?=.*(?:\||---|\]\s+\[))(?!.*[A-Za-z]{2})[\s|\[\]\-=_+*#.()0-9A-Za-z]+$")
_COMMENT = re.compile(r"^\s*(?:#|//|;|--\s)")
_GRID = re.compile(r"\d+(?:[ \t]+\d+)+")  # a row of a drawing whose every column holds a disc's number
_AXIS = re.compile(  # every peg's number or letter, spaced as columns under a drawing
    r"0 {2,}1 {2,}2(?: {2,}3)?|1 {2,}2 {2,}3(?: {2,}4)?|[Aa] {2,}[Bb] {2,}[Cc](?: {2,}[Dd])?")
_HEADING = re.compile(r"^(?:#{1,6}\s|\*\*.*\*\*:?$|__.*__:?$)")  # markdown: "### 2. ...", "**Step 2: ...**"
_CSV_SPLIT = re.compile(r"\s*[,;\t]\s*")
_COUNTER = re.compile(r"(?=.*[^\d\s])(?:[^\W\d_]{1,12}\s*[:#]?\s*)?\(?#?(\d{1,9})\)?\s*[^\W\d_]{0,12}")  # 1次, (2)
_SKELETON_WORD = re.compile(r"\w+")
#: the columns of a table row with no header, by the number of its cells
_DEFAULT_ROLES = {4: {"step": 0, "disc": 1, "source": 2, "target": 3}, 3: {"disc": 0, "source": 1, "target": 2},
                  2: {"source": 0, "target": 1}}
#: a line that is a step's label alone ("### Step 3", "**Move 3:**", "#3"): the number of the move on the next line
_STEP_LINE = re.compile(  # (possessive: linear in a line's run of spaces)
    rf"(?:[*_>\s-]|#(?!\d))*+(?:(?:{alternation(grammar.STEPS | {'move'})})\s*+#?\s*+|#)(\d{{1,9}})"
    r"[*_\s]*+(?:[.:)][*_\s]*+)?", re.I)


class _Blocks:
    """Builds candidates from lines; a prose line ends the current one."""

    def __init__(self, n: int = 0) -> None:
        self.n = n  # the number of discs, when known: labels that never pass it may name discs
        self.done: list[Candidate] = []
        self.current: Candidate | None = None
        self.roles: dict[str, int] | None = None  # the columns of the current table or CSV
        self.no_moves = False  # the table's header names no role of a move: its rows are counts

    def close(self) -> None:
        if self.current is not None and self.current.moves():
            self.done.append(self.current)
            if len(self.done) > limits.ANSWER_MAX_LISTS:
                raise _TooManyLists(self.current.line)
        self.current, self.roles, self.no_moves = None, None, False

    def open(self, shape: str, line: int, step: int | None = None, disc: bool = False) -> Candidate:
        """The current candidate, or a new one of ``shape``: lines end at step 1 after unnumbered moves, at an
        unnumbered move after numbered ones ("move the top 3 from A to B"), at a ``disc`` named after none named."""
        if (current := self.current) is None or current.shape != shape or (shape == "lines" and current.pieces and (
                (step == 1 and current.last_step is None)
                or (step is None and current.last_step is not None and not current.nested) or (disc and all(
                    old.discs is None if isinstance(old, _Run) else not (old.raw and old.raw.disc)
                    for old in current.pieces)))):
            self.close()
            current = self.current = Candidate(shape, line)
        return current

    def _disc_labels(self, piece: _Piece, step: int | None) -> int | None:
        """Labels that go back, never past n, name discs (``1 : A -> C``, ``2 : A -> B``, ``1 : C -> B``): then None."""
        current, raw = self.current, piece.raw
        if step is None or raw is None or raw.disc is not None or current is None or current.shape != "lines":
            return step
        if not current.disc_labels:
            if (last := current.last_step) is None or step > last or last > self.n or not all(isinstance(old, _Piece)
                    and old.raw and 0 < (old.raw.step or 0) <= self.n for old in current.pieces):
                return step
            for old in current.pieces:
                assert isinstance(old, _Piece) and old.raw is not None
                old.raw = old.raw._replace(disc=str(old.raw.step), step=None)
            current.disc_labels, current.last_step = True, None
            current.note(f"line {piece.line}: the labels go back and never pass {self.n}: read as discs")
        piece.raw = raw._replace(disc=str(step), step=None)
        return None

    def add(self, shape: str, piece: _Piece, step: int | None) -> None:
        step = self._disc_labels(piece, step)
        candidate = self.open(shape, piece.line, step, piece.raw is not None and piece.raw.disc is not None)
        previous = -1 if step is None or candidate.last_step is None else candidate.last_step  # no step: -1
        if step == previous - 1 and (candidate.countdown or candidate.moves() == 1):
            if not candidate.countdown:
                candidate.note(f"steps count down from {previous}: read in the order written")
            candidate.countdown = True
        elif step is not None and 1 <= step <= previous:  # a repeated step number corrects an earlier row: drop
            counts = accumulate(map(_size, candidate.pieces))  # that row and what follows it (not inside a run)
            index = next((index for index, count in enumerate(counts) if count >= step), -1)
            if index >= 0 and isinstance(candidate.pieces[index], _Piece):
                candidate.note(f"line {piece.line} rewrites move {step}: the later row counts")
                del candidate.pieces[index:]
        candidate.pieces.append(piece)
        candidate.end_line, candidate.last_step = piece.line, candidate.last_step if step is None else step

    def roles_of(self, shape: str) -> dict[str, int] | None:
        return self.roles if self.current is not None and self.current.shape == shape else None

    def row(self, shape: str, cells: list[str], roles: dict[str, int], text: str, line: int) -> bool:
        """Add a CSV or table row read by ``roles``; False for a row without its from and to pegs."""
        raw, step = _row_parts(tuple(cells), tuple(roles.items()))
        if raw is not None:
            self.add(shape, _Piece(raw, text, line), step)
        return raw is not None

    def add_run(self, shape: str, run: _Run, line: int) -> None:
        candidate = self.open(shape, line, run.first_step, run.discs is not None)
        candidate.pieces.append(run)
        candidate.end_line = run.line(len(run.sources) - 1)
        candidate.last_step = candidate.last_step if run.last_step is None else run.last_step


@lru_cache(maxsize=1 << 12)
def _row_parts(cells: tuple[str, ...], role_items: tuple[tuple[str, int], ...]) -> tuple[RawMove | None, int | None]:
    """The move and step number of a table or CSV row (cached: rows repeat); columns of states are notes."""
    roles = dict(role_items)

    def cell(role: str) -> str | None:
        index = roles.get(role)
        if index is None or index >= len(cells):
            return None
        value = cells[index].strip().strip("*_`\"' ")  # markdown emphasis: | **8** | **D** |
        if value.endswith(")") and not value.startswith("("):  # a name and its letter: | Right (R) |
            value = re.sub(r"\s*\([^()]*\)$", "", value) or value
        return value

    step_text = cell("step")
    step = int(step_text) if step_text and step_text.isascii() and step_text.isdigit() else None
    source, target, disc = cell("source"), cell("target"), cell("disc")
    pair = cell("pair")  # | M -> L |, | A: R -> M |: the move in one cell, read as any move is
    if pair is not None and (found := parse_piece(pair.strip("*_` "))) is not None:
        disc, source, target = disc or found.disc, found.source, found.target
    return (RawMove(disc or None, source, target, step) if target and (source or disc) else None), step  # (disc 1 to C)


#: one line of each simple shape, with its groups: (step), disc, source, target
_RUN_LINES = [
    r"[ \t]*(?:(?:[Ss]tep[ \t]*)?(\d+)[.):][ \t]*)?"
    r"[Mm]ove [Dd]isk (\d+) [Ff]rom [Pp]eg (\d+) [Tt]o [Pp]eg (\d+)[ \t]*\.?[ \t]*",
    r"[ \t]*()(\d+)[ \t]*,[ \t]*(\d+)[ \t]*,[ \t]*(\d+)[ \t]*",
    r"[ \t]*()(\d+)([A-Za-z])([A-Za-z])[ \t]*",
]
#: per shape: a whole run of such lines (matched in C), and one line with its groups
#: (the whole run without capturing groups: a group inside a repeat costs memory per line in `re`)
_RUN_SHAPES = [(re.compile(rf"^(?:{line.replace('(', '(?:').replace('(?:?:', '(?:')}(?:\n|\Z))++", re.MULTILINE),
                re.compile(rf"^{line}$", re.MULTILINE)) for line in _RUN_LINES]
_LINE = re.compile(r"^.*$", re.MULTILINE)


def _runs(text: str) -> dict[int, tuple[int, _Run, bool, int, str]]:
    """Runs of 4+ lines of one simple shape by first line: (next line, run, comma-separated?, end, last line)."""
    found: dict[int, tuple[int, _Run, bool, int, str]] = {}
    for shape, (whole, single) in enumerate(_RUN_SHAPES):
        if (shape == 0 and "isk " not in text) or (shape == 1 and "," not in text):
            continue  # cheap tests first: no "disk", no comma
        line_of = LineOf(text)
        for region in whole.finditer(text):
            begin, end = region.span()
            body_end = end - (text[end - 1 : end] == "\n")
            if (count := text.count("\n", begin, body_end) + 1) < 4:
                continue
            first = line_of(begin)
            steps, discs, sources, targets = _columns(single, text, begin, body_end)
            run = _Run(discs, sources, targets, _nth(_LINE, text, begin, body_end), first.__add__,
                       int(steps[0]) if steps[0] else None, int(steps[-1]) if steps[-1] else None)
            last = text[text.rfind("\n", begin, body_end) + 1 : body_end].strip()
            found[first] = (first + count, run, shape == 1, end, last)
    return found


def _line_blocks(text: str, skip: list[tuple[int, int]], n: int = 0) -> tuple[list[Candidate], str]:
    """Candidates made of lines; also why the text looks cut off at its end ('' if not)."""
    blocks = _Blocks(n)
    last_content = last_move_text = stripped = ""
    last_is_move = after_move = False
    headed = skip_index = pos = number = seen = 0  # headed: the number of the last numbered heading (stating no move)
    headed_move = False  # the last move read is a numbered heading's ("### 2. Move disk 1 from A to C")
    label: int | None = None  # the number of a step's label alone on the line before ("### Step 3")
    pending: _Piece | None = None  # a short line that is no move: garbled, if more moves follow
    prose = (0, "")  # the last line of prose: a prompt may be glued to the move that starts the next line's list
    runs = _runs(text)
    while pos <= len(text):  # line by line, as text.split("\n") would, without a list of every line
        number += 1
        stop = text.find("\n", pos) % (len(text) + 1)
        line_text, pos = text[pos:stop], stop + 1
        while skip_index < len(skip) and skip[skip_index][1] < number:
            skip_index += 1
        if skip_index < len(skip) and skip[skip_index][0] <= number <= skip[skip_index][1]:
            blocks.close()  # a bracket list's line; a move glued to its end may start the next list
            last_content, last_is_move, prose = "", True, (number, line_text.strip())
            continue
        if number in runs:
            after, run, comma, run_end, run_last = runs[number]
            roles = blocks.roles_of("csv") if comma else None
            if roles is None or _reorder(run, roles):
                _add_glued(blocks, prose, number, line_text, pending)
                pending = None
                blocks.add_run("csv" if roles is not None else "lines", run, number)
                last_content = last_move_text = run_last
                last_is_move = after_move = True
                number, pos = after - 1, run_end
                continue
        previous, stripped = stripped, line_text.strip()
        if not stripped:
            continue
        above, seen = seen, number  # the line number of the last line that is not blank
        after_move = last_is_move and bool(last_move_text)
        last_content, last_is_move = stripped, True  # False for prose and a garbled line
        if _FENCE.match(stripped):
            blocks.close()
            continue
        cells = parse_table_row(stripped)
        if cells is not None:
            if not cells:  # the rule under a header that names no role of a move (| n | Langkah |): counts
                if (current := blocks.current) is not None and current.shape == "table" and blocks.roles is None \
                        and len(current.pieces) == 1 and current.end_line == number - 1:
                    blocks.current, blocks.no_moves = None, True
                continue
            if (roles := header_roles(tuple(cells))) is not None:  # a header: a new candidate, its rows read by roles
                blocks.close()
                blocks.current, blocks.roles = Candidate("table", number), roles
                continue
            move_cell = _move_cell(cells) if not blocks.roles_of("table") else None
            if move_cell is None and blocks.no_moves:
                continue
            if move_cell is not None:  # | 2 | 3 | left -> right |: one cell states the move; earlier rows were none
                if (current := blocks.current) and current.shape == "table" and current.end_line == above and len(
                        current.pieces) == 1:  # the one row above, with no rule under it, was the header
                    current.pieces.clear()
                blocks.open("table", number)
                blocks.roles = {"pair": move_cell, **({"step": 0} if move_cell > 0 else {})}
            if ((table_roles := (roles := blocks.roles_of("table")) or _DEFAULT_ROLES.get(len(cells))) and blocks.row(
                    "table", cells, table_roles, stripped, number)) or (roles and _no_move_row(cells, roles)):
                continue  # a move, a section row (| **Phase 2: move D** | | |) or a state row (| Initial | - |)
        if "," in stripped or "\t" in stripped or ";" in stripped:
            cells = _CSV_SPLIT.split(stripped)
            if (roles := header_roles(tuple(cells))) is not None:  # the line has a separator: two cells at least
                blocks.close()
                blocks.current, blocks.roles = Candidate("csv", number), roles
                continue
            if (roles := blocks.roles_of("csv")) is not None and blocks.row("csv", cells, roles, stripped, number):
                continue
        if _GRID.fullmatch(stripped) and "|" in previous and len(previous.split()) == len(stripped.split()) and all(
                _DRAWING.match(line) or _AXIS.fullmatch(line)
                for line in (previous, text[pos:max(pos, text.find("\n", pos))].strip())):
            continue  # a row of discs' numbers between a row of the pegs drawn and the drawing's floor or next row
        if _AXIS.fullmatch(stripped) and not re.fullmatch(r"\d+(?:\s+\d+){2,3}", last_move_text):
            continue  # the pegs' numbers under a drawing ("1      2      3"), among moves of other shapes
        listed = _comma_moves(stripped)  # 1 -> 3,   1 -> 2,   3 -> 2: a one-line list of moves
        raw = parse_piece(stripped) if listed is None else None
        if raw is None and listed is None:
            if blocks.current is not None and (count := _COUNTER.fullmatch(stripped)) and int(
                    count[1]) == blocks.current.moves():  # the count of moves so far after a move ("1次", "(2)",
                continue  # "#3"): no move, nor the label of the next
            if label_line := _STEP_LINE.fullmatch(stripped):
                label = int(label_line[1])
                continue
        if raw is not None and label is not None:
            raw, label = raw if raw.step is not None else raw._replace(step=label), None
        if raw is not None and raw.step is None and headed_move and blocks.current is not None:
            continue  # the text under a numbered heading that states a move retells or explains it
        headed_move = raw is not None and raw.step is not None and _HEADING.match(stripped) is not None
        listed = [(stripped, raw)] if raw is not None else listed
        if listed is not None:
            inline = bool((head := _INLINE_HEAD.match(stripped)) and _heads_answer(head[1]))  # "Result: A -> C, ..."
            if blocks.current is not None and (blocks.current.shape in ("csv", "table") or inline):  # a new list
                blocks.close()
            _add_glued(blocks, prose, number, stripped, pending if raw is not None else None)
            pending = None
            for piece_text, piece_raw in listed:
                blocks.add("lines", _Piece(piece_raw, piece_text, number), None if raw is None else raw.step)
            if inline and blocks.current is not None:
                blocks.current.headed = True
            last_move_text = stripped
            continue
        if blocks.current is not None and is_elision(stripped):
            blocks.current.pieces.append(_Piece(None, stripped, number, "elided"))
            continue
        if _COMMENT.match(stripped):
            last_is_move = blocks.current is not None
            continue
        heading = split_prefix(stripped)[0] if stripped[0].isdigit() else None
        if heading == ((blocks.current and blocks.current.last_step) or headed) + 1:
            headed = heading  # "3. Move 2 disks from B to C:": a numbered heading, its moves nested under it
            if blocks.current is not None:
                blocks.current.last_step, blocks.current.nested = heading, True
                continue
        last_is_move = False
        if blocks.current is not None and pending is None and _garbled(stripped):
            pending = _Piece(None, stripped, number, "syntax", "not a move")
            continue
        pending, prose = None, (number, stripped)
        blocks.close()
    blocks.close()
    cut = bool(last_content) and not last_is_move and after_move \
        and _is_cut(last_content, last_move_text, n, blocks.done[-1].moves() if blocks.done else -1)
    return _join_numbered(blocks.done, text), (f"the reply ends in the middle of a move: {last_content[:40]!r}"
                                               if cut else "")


def _add_glued(blocks: _Blocks, prose: tuple[int, str], number: int, move: str, pending: _Piece | None = None) -> None:
    """Add ``pending`` (a garbled line); read a move glued to a prompt before a list's second (``n? 1 de A a B``)."""
    if pending is not None and blocks.current is not None:
        blocks.current.pieces.append(pending)
    pieces = blocks.current.pieces if blocks.current is not None else []
    first = pieces[0] if len(pieces) == 1 and isinstance(pieces[0], _Piece) and pieces[0].line == number - 1 else None
    line = first.text if first else prose[1] if prose[0] == number - 1 and not pieces else ""
    tail = unglued(line, move.strip()) if line else None
    if tail and (raw := parse_piece(tail)) and first:
        first.raw, first.text = raw, tail
    elif tail and raw:
        blocks.add("lines", _Piece(raw, tail, prose[0]), raw.step)


def _comma_moves(line: str) -> list[tuple[str, RawMove]] | None:
    """The moves of a line stating two or more (``1 -> 3, 1 -> 2``), or None; sentences stating none left out."""
    while (comment := shapes.CODE_COMMENT.search(line)) and re.search(r"[()=;$]", code := line[: comment.start()]) and (
            parse_piece(code) is None):  # code, then the moves it prints in a comment: "hanoi(3)  # A->C, ..."
        line = line[comment.end() :].rstrip().removesuffix("*/").removesuffix("*)")  # (a block comment's end)
    if len(line) > 4000 or not _SENTENCE_END.search(line):
        return _pieces(line)
    moves: list[tuple[str, RawMove]] = []
    for sentence in filter(None, map(str.strip, _SENTENCE_END.split(line))):
        several = _pieces(sentence)
        raw = None if several else parse_piece(sentence)
        if several or (raw is not None and (raw.source or raw.disc) is not None):
            moves += several or [(sentence, raw)]  # type: ignore[list-item]
    return moves if len(moves) >= 2 else None


_TUPLE = re.compile(r"(?:\d+[.)]\s*)?[\W_]*[\[(][^\[\]()]*[\])][\W_]*")
_OPENER = re.compile(r"[\"'(\[{:]")


def _pieces(line: str) -> list[tuple[str, RawMove]] | None:
    """Each piece's move, by the first way to cut ``line`` into two or more where every piece from the first move on
    states one."""
    for pieces in _cuts(line):
        found: list[tuple[str, RawMove]] = []
        for index, piece in enumerate(pieces):
            raw = parse_piece(piece) or shapes.parse_words(piece)
            if raw is None and not index and (tail := _OPENER.split(piece)[-1].strip()):  # 3  (A->C, ...; insert("A
                raw, piece = parse_piece(tail), tail  # -> C, ...: the first move after a label, code or an opener
            if raw is not None and (raw.source or raw.disc) is not None:
                found.append((piece, raw))
            elif found:
                break
        else:
            if len(found) > 1:
                return found
    return None


def _cuts(line: str) -> Iterator[tuple[str, ...]]:
    """Two ways to cut a line into moves: the likeliest (pegs glued in pairs, Lisp's groups, arrows among numbers,
    the tokens of :func:`~hanoi.verify.grammar.split_moves`, strings, flat triples), then any separator."""
    run = _GLUED_RUN.search(line)  # pegs glued in pairs, the whole line or string, four pegs at most: "12,13,23,"
    glued = [f"{a} {b}" for a, b in re.findall(r"(\d)(\d)", run[0]) if a != b] if run and len(
        set(re.sub(r"\D", "", run[0]))) <= 4 else []
    flat = _FLAT.search(line) if "," in line else None
    cuts = (lambda: tuple(glued) if len(glued) == len(re.findall(r"(\d)(\d)", line)) else (),
            lambda: tuple(found.group() for found in SEXPR.finditer(line)),  # (move d1 d2 p3) groups in any list
            lambda: _arrows_among_numbers(line), lambda: split_moves(line),
            lambda: tuple(_STRINGS.findall(line)),  # ['MOVE D1 D2 PEG2', ...]
            lambda: tuple(_FLAT_TRIPLE.findall(flat.group()) if flat else re.sub(r"^[^\d:;=]*[:=]", "", line).split(
                ";") if ";" in line else ()))  # no marker ends a move: 1 0 1; 2 0 2, 1,A,C,2,A,B
    pieces = next((pieces for cut in cuts if (pieces := cut()) and len(pieces) > 1), ())
    yield tuple(piece for piece in pieces if not _TUPLE.fullmatch(piece)) if any(grammar.HINT.search(
        piece) and not re.search(r"[(\[]", shapes.LAST_REMARK.sub("", piece)) for piece in pieces) else pieces
    # (a tuple beside a sentence is a state: ('C', 'A', 'A') - Flytta disk 1 till C (mål: a remark after it))
    split = tuple(map(str.strip, _SEPARATOR.split(_LINE_COMMENT.sub("", line)))) if _SEPARATOR.search(line) else ()
    if all((raw := parse_piece(piece)) and raw.source for piece in split):  # moves between separators, each whole
        yield split  # and read alone (a verb last: 円盤1をAからCへ移動)


def _arrows_among_numbers(line: str) -> tuple[str, ...] | None:
    """The ``a -> b`` moves of a line with only separators and labels between (``A->B, 0 A->C, 1 2 A->B``), or None."""
    moves = _ARROW_MOVE.findall(line) if "->" in line else []
    if len(moves) < 2 or not re.fullmatch(r"[\s,;.\d]*", rest := _ARROW_MOVE.sub(" ", line)):
        return None
    numbers = [int(number) for number in re.findall(r"\d{1,9}", rest)]
    counting = not numbers or (numbers[0] < 2 and numbers == list(range(numbers[0], numbers[0] + len(numbers))))
    return tuple(moves) if len(numbers) != len(moves) or counting else None


_STRINGS = re.compile(r"""(?<=[\[(,])\s*['"]([^'"\n]{2,80})['"]\s*(?=[,\])])""")
_SENTENCE_END = re.compile(r"(?<=(?:[^\W\d_]|[)\]'\"`*])[.!?])\s+")  # after a letter of any script
_GLUED_RUN = re.compile(r"""(?:^|(?<=["'`])|(?<=[:=] ))\d\d(?:\s*,\s*\d\d)+\s*,?\s*(?=["'`]|$)""")
_SEPARATOR = re.compile(r"\s*[,;、，；|/•\t]\s*|\s{2,}|\s+(?:and|then|->)\s+", re.IGNORECASE)
_LINE_COMMENT = re.compile(r"\s(?://|#).*")  # a comment after the moves retells them ("A-->C //从A移动到C")
_FLAT_TRIPLE = re.compile(r"\d{1,3}\s*,\s*[A-Za-z]\s*,\s*[A-Za-z]")  # a flat triple, disc, from, to: 1,A,C
_FLAT = re.compile(rf"(?<![\w,])(?:{_FLAT_TRIPLE.pattern}\s*(?:[,;]\s*|$)){{2,}}$")
_ARROW_MOVE = re.compile(r"(?<![\w-])(?:[A-Za-z]\w{0,11}|\d{1,3})[ \t]*->[ \t]*(?:[A-Za-z]\w{0,11}|\d{1,3})(?![\w-])")


def _move_cell(cells: list[str]) -> int | None:
    """The cell of a headerless row that states a whole move (``left -> right``; not stacks ``| [3, 2] | [1] |``)."""
    texts = [cell.strip("*_` ") for cell in cells]
    stacks = sum(text[:1] == "[" and text[-1:] == "]" for text in texts) > 1
    return next((index for index, text in enumerate(texts) if ((whole := " " in text or "->" in text) or (
        len(text) > 2 and any(map(str.isalpha, text)))) and not (stacks and text[:1] == "[") and (
        found := parse_piece(text)) is not None and (found.source or found.disc) is not None and not found.places and (
            whole or None not in (found.disc, found.source))), None)  # (1AD: a whole move in one word too)


def _no_move_row(cells: list[str], roles: dict[str, int]) -> bool:
    """Whether a row without a move still belongs to the table: a section row (``| **Phase 2** | |``), a state row."""
    step = roles.get("step")
    return sum(1 for cell in cells if cell.strip(" *_`")) < 2 or (
        step is not None and step < len(cells) and not cells[step].strip(" *_`").isdigit())


def _reorder(run: _Run, roles: dict[str, int]) -> bool:
    """Put a comma run's columns in the order a CSV header gives; False if the header has other columns."""
    if max(roles.values()) > 2:
        return False
    columns = [run.discs or [], run.sources, run.targets]
    run.sources, run.targets = columns[roles["source"]], columns[roles["target"]]
    run.discs = columns[roles["disc"]] if "disc" in roles else None
    return True


def _garbled(line: str) -> bool:
    """Whether a line that is no move is short enough to be a garbled move, not prose (``Finished pass``)."""
    return len(line) <= 24 and len(words := line.split()) <= 2 and not line.endswith((":", ".", "!", "?")) and (
        len(words) == 1 or not "".join(words).isalpha())


def _is_cut(last: str, move: str, n: int = 0, count: int = -1) -> bool:
    """Whether ``last`` is shaped like ``move`` cut off (``Move disk 3 from Peg``); not a count or a bare ``1234``."""
    high = max(n, int(lead[0]) + 1 if (lead := re.match(r"\d{1,8}", move)) else 0)
    if not any(char.isalnum() for char in last) or (last.isdecimal() and (len(last) > 9 or int(last) == count
                                                                          or int(last) > high)):  # " *": a frame
        return False
    shape, full = _skeleton(last).split(), _skeleton(move).split()
    cut = len(shape) - 1  # the words before the last, then the last word's start ("1 -" of "1 -> 3")
    return 0 <= cut < len(full) and shape != ["w"] and shape != full and full[:cut] == shape[:cut] and full[
        cut].startswith(shape[cut])  # a word of its own ("Selesai", "Done") is no sentence's start


def _skeleton(text: str) -> str:
    """A line's shape: numbers 0, a letter x, a word that is no role word of :mod:`grammar` w, signs as written."""
    return " ".join(_SKELETON_WORD.sub(lambda w: "0" if w[0].isdigit() else w[0] if is_role_word(w[0]) else
                                       "x" if len(w[0]) == 1 else "w", text.lower()).split())


def unglued(line: str, move: str) -> str | None:
    """The move at the end of a line a prompt is glued to (``enter n:1 -> 3``, ``Jumlah piring = Pindahkan piring
    dari A ke C``): its longest tail from a word or sign (not inside a word) shaped as the move after it, or None.

    >>> unglued("enter the hight of hanoi:1 -> 3", "1 -> 2"), unglued("H1 2", "0 1"), unglued("-1 -> 2", "2 -> 1")
    ('1 -> 3', None, None)
    """
    shape = _skeleton(move) if len(line) < 400 else None
    return next((line[m.start():] for m in re.finditer(r"\d+|[^\W\d_]+|[^\w\s]+", line) if m.start()
                 and not line[m.start() - 1].isalnum() and _skeleton(line[m.start():]) == shape
                 and any(map(str.isalpha, line[: m.start()]))), None)  # a prompt has words (not 2 1 3, nor -1)


def _first_moves(block: Candidate, count: int = 8) -> tuple[int | None, list[str]]:
    """The step number of a block's first move, and the signatures of its first ``count`` moves."""
    first = next((p for p in block.pieces if isinstance(p, _Run) or p.raw is not None), None)
    step = first.first_step if isinstance(first, _Run) else first.raw.step if first and first.raw else None
    return step, [move.lower() for move in islice(block.written(), count)]


HEADED = "the list under a heading of its own"  # the list a reply commits to: read as written, never re-read
TURNS = "a transcript of"  # so are a transcript's model turns: the template would read the other party's lines
_INLINE_HEAD = re.compile(r"^\W*([^\W\d][^:：\n]{0,40}[:：])[ \t]*\S")  # Result: [A->C, ...]
_ANSWER_HEADING = re.compile(r"^\W*(?:#.*|\*\*.*\*\*|.*[:：])\W*$")


def _heads_answer(line: str) -> bool:
    """Whether a line is a heading over the answer: ``Final answer:``, ``**Solution**``, ``## Lösung``, ``答案：``."""
    words = re.findall(rf"[^\W\d_](?:[^\W\d_]|{grammar.MARKS})*", line.lower())  # (an ideograph: a run)
    words += [f"{one}_{two}" for one, two in pairwise(words)]  # a heading of two words: kết_quả
    return len(line) <= 200 and bool(_ANSWER_HEADING.match(line)) and any(  # (short: the pattern backtracks)
        word in ANSWERS or (len(word) > 2 and not word.isascii() and any(
            answer in word for answer in ANSWERS if len(answer) > 1 and not answer.isascii())) for word in words)


def _join_numbered(blocks: list[Candidate], text: str) -> list[Candidate]:
    """Blocks joined: numbered ones carrying on, unnumbered ones a few lines apart not restarting nor headed."""
    joined: list[Candidate] = []
    lines: list[str] = []
    for block in blocks:
        step, first = _first_moves(block)
        previous = joined[-1] if joined else None
        if previous is not None and previous.last_step is not None and block.shape == "lines" and step is None \
                and block.end_line == block.line and previous.moves() > block.moves() and not block.headed:
            # one line of prose after numbered moves: a remark, or the next part's heading ("**Phase 2: move D**")
            previous.note(f"line {block.line} read as prose after the numbered moves")
            continue
        if previous is not None and previous.shape == block.shape and block.shape in ("lines", "table"):
            numbered = previous.last_step is not None and step == previous.last_step + 1
            before = _first_moves(previous)[1]
            common = min(3, len(first), len(before))
            if common and first[0].startswith("none/") != before[0].startswith("none/"):  # compared by their pegs
                first, before = [move.split("/", 1)[1] for move in first], [move.split("/", 1)[1] for move in before]
            lines = lines or text.split("\n")
            gap = [line.strip() for line in lines[previous.end_line : block.line - 1]  # (but for the pegs drawn,
                   # "| 1 |", "-----", and a step's label: its move's)
                   if not (_DRAWING.match(line) or any(form.fullmatch(line.strip()) for form in (_GRID, _STEP_LINE)))]
            near = len(gap) <= 4  # lines of prose between two runs of unnumbered move lines that make one list
            block.headed = block.headed or (near and _heads_answer(next((line for line in reversed(gap) if line), "")))
            continues = block.shape == "lines" and previous.last_step is None and step is None and not block.headed \
                and near and (common < 2 or first[:common] != before[:common])  # a list that starts again is a new list
            if numbered or continues:
                previous.pieces.extend(block.pieces)
                previous.last_step, previous.end_line = block.last_step, block.end_line
                for note in ([f"the list goes on after prose at line {block.line}"] if continues else []) + block.notes:
                    previous.note(note)
                previous.dropped_notes += block.dropped_notes
                continue
        joined.append(block)
    return joined


# ---------------------------------------------------------------------------- candidates
class _TooManyLists(Exception):
    """More than ``ANSWER_MAX_LISTS`` separate lists in one reply; ``args[0]`` is the line of the last."""


#: an array literal of brace lists (C, Java, C#: ``{{1, 2}, {1, 3}}``), read as the bracket list it is
_BRACE_LIST = re.compile(r"\{\s*\{[^{}:\n]{1,80}\}(?:\s*,\s*\{[^{}:\n]{1,80}\})*+\s*,?\s*\}")
_AS_BRACKETS = str.maketrans("{}", "[]")


def _candidates(text: str, n: int = 0) -> list[Candidate]:
    """Every list of ``text`` by its first line; the last, if lines cut off at the text's end, says so."""
    if "{" in text:
        text = _BRACE_LIST.sub(lambda array: array[0].translate(_AS_BRACKETS), text)
    line_of = LineOf(text)
    found: list[Candidate] = []
    spans: list[tuple[int, int]] = []  # line spans taken by bracket lists
    pos, key, start = 0, shapes.find_key(text, 0), _LIST_START.search(text, 0)
    while True:  # each search is redone only once it falls behind: linear in the text
        key = shapes.find_key(text, pos) if key is not None and key[0] < pos else key
        start = _LIST_START.search(text, pos) if start is not None and start.start() < pos else start
        if key is None and start is None:
            break
        if start is None or (key is not None and key[1] <= start.start()):
            assert key is not None
            anchor, (candidate, after) = key[0], _bracket_list(text, key[1], line_of, keyed=True)
        else:
            anchor = start.start()
            before = text[text.rfind("\n", 0, anchor) + 1 : anchor].rstrip()
            candidate, after = _bracket_list(text, anchor, line_of)
            if start["states"] and not _states_not_moves(candidate, n):  # a list of words that are no states
                pos = after
                continue
            candidate.headed = _heads_answer(before)  # Result: [A->C, A->B, ...]
            end = text.find("\n", after) % (len(text) + 1)
            lead = before.rstrip(":=->").rstrip()  # a state beside the move it follows: "1 to 3 : [[5, 4], [1], []]",
            beside = f"{lead} {text[after:end]}".strip() if "\n" not in text[anchor:after] else lead
            if (move := parse_piece(beside)) is not None and move.target:  # "1. [[3, 2], [], [1]] - Move disk 1 to C"
                pos = after
                continue
        found.append(candidate)
        if len(found) > limits.ANSWER_MAX_LISTS:
            raise _TooManyLists(candidate.line)
        spans.append((line_of(anchor), line_of(max(anchor, after - 1))))
        pos = after
    blocks, line_cut = _line_blocks(text, spans, n)
    everything = sorted(found + blocks, key=lambda c: c.line)
    keyed = next((index for index, candidate in enumerate(everything) if candidate.shape == "keyed"), len(everything))
    lines = text.split("\n") if keyed < len(everything) - 1 else []
    for candidate in everything[keyed + 1 :]:  # under an answer heading after a 'moves' key
        above = next((lines[i].strip() for i in range(candidate.line - 2, -1, -1) if lines[i].strip()), "")
        candidate.headed = candidate.headed or _heads_answer(above)
    if line_cut and blocks and everything[-1] is blocks[-1]:  # a bracket list cut off is last and says so itself
        everything[-1].truncated = line_cut
    return everything


def _choose(candidates: list[Candidate]) -> tuple[Candidate, str]:
    listed = any(c.moves() > 1 for c in candidates)  # code's "moves = []" starts a list: no answer beside a list
    keyed = [c for c in candidates if c.shape == "keyed" and (c.moves() or not listed)]
    if keyed and any(c.headed and c.line > keyed[-1].line for c in candidates):
        keyed = []  # a list under an answer heading after the 'moves' key: the key was a draft's
    # one move numbered past 1 among items that state none ("2. Moves the biggest ring to C"): an outline
    pool = keyed or [c for c in candidates if c.moves() > 1 or (_first_moves(c)[0] or 1) == 1] or candidates
    chosen_index = len(pool) - 1
    why = {id(other): "no 'moves' key" if keyed and other.shape != "keyed" else "earlier" for other in candidates}
    counts = [candidate.moves() for candidate in pool]
    while chosen_index > 0 and len(pool) - chosen_index <= 16 and not (quote := pool[chosen_index]).headed and any(
            counts[other] > counts[chosen_index] and quote.signature in pool[other].signature  # a quote: 16 at most,
            for other in heapq.nlargest(8, range(chosen_index), key=counts.__getitem__)):  # of the 8 longest lists
        why[id(quote)] = "a quote of part of it"
        chosen_index -= 1
    chosen = pool[chosen_index]
    rule = (f"the list under the{' last' if len(keyed) > 1 else ''} 'moves' key" if keyed else HEADED if chosen.headed
            else "the last move list" if len(candidates) > 1 else "the only move list")
    passed = [f"line {other.line} ({why[id(other)]})" for other in candidates if other is not chosen]
    shown = ", ".join(passed[:3]) + (f" and {len(passed) - 3} more" if len(passed) > 3 else "")
    return chosen, f"{rule}, line {chosen.line}" + (f"; passed over: {shown}" if passed else "")


# ---------------------------------------------------------------------------- events
def _run_events(run: _Run, naming: Naming) -> Iterator[Item | Batch]:
    """A run as one batch of numbers, or move by move where a token names no peg or disc."""
    pegs, discs = {*run.sources, *run.targets}, set(run.discs or ())
    numbers = {token: peg for token in pegs if (peg := naming.peg(token)) is not None}
    sizes = {token: disc for token in discs if isinstance(disc := naming.disc(token), int)}
    if len(numbers) == len(pegs) and len(sizes) == len(discs):
        sources, targets = [numbers[token] for token in run.sources], [numbers[token] for token in run.targets]
        yield Batch("ft", (sources, targets), run.text, run.line) if run.discs is None else \
            Batch("dft", ([sizes[token] for token in run.discs], sources, targets), run.text, run.line)
        return
    for index, (source, target) in enumerate(zip(run.sources, run.targets, strict=True)):
        raw = RawMove(run.discs[index] if run.discs else None, source, target)
        yield _resolve(raw, _Piece(raw, run.text(index), run.line(index)), naming)


def _steps_not_discs(candidate: Candidate, naming: Naming) -> None:
    """``1 0 2`` / ``2 0 1`` / ``3 2 1`` ...: a first column that counts 1, 2, 3 ... past ``n`` is a step number."""
    pieces = candidate.pieces
    discs = [d for p in pieces for d in ((p.discs or []) if isinstance(p, _Run) else [p.raw.disc] if p.raw else [])]
    if any(p.discs is None if isinstance(p, _Run) else p.raw is not None and p.raw.step is not None for p in pieces) \
            or not (len(discs) >= 3 and len(discs) > naming.n > 0 and all(d == str(i) for i, d in enumerate(discs, 1))):
        return
    for piece in pieces:
        if isinstance(piece, _Run):
            piece.discs = None
        elif piece.raw is not None:
            piece.raw = piece.raw._replace(disc=None, step=int(str(piece.raw.disc)))
    candidate.note(f"the first column counts 1, 2, ..., {len(discs)}: read as step numbers, not discs")


def _times_not_pegs(candidate: Candidate, naming: Naming) -> None:
    """``move(4,b,1) move(3,c,2) ...``: a last column holding 0 or 1 to m once each is the time: sorted by it."""
    moves = [(piece, piece.raw) for piece in candidate.pieces if isinstance(piece, _Piece) and piece.raw is not None]
    times = sorted(int(raw.target) if raw.target.isdecimal() and len(raw.target) < 10 else -1 for _, raw in moves)
    if len(moves) < 3 or len(moves) != len(candidate.pieces) or times[0] not in (0, 1) or times != list(range(
            times[0], times[0] + len(moves))) or any(raw.disc is None or raw.source is None or raw.step is not None
            for _, raw in moves) or (len(moves) <= naming.pegs and any(str(raw.source).isdigit() for _, raw in moves)):
        return
    for piece, raw in moves:
        numbered = str(raw.disc).isdecimal()  # a disc and its target, or two pegs
        piece.raw = RawMove(raw.disc if numbered else None, None if numbered else raw.disc, str(raw.source),
                            int(raw.target))
    candidate.pieces = [piece for piece, raw in sorted(moves, key=lambda move: int(move[1].target))]
    candidate.note(f"the last column holds {times[0]} to {times[-1]}: read as times, the moves in their order")


def is_count_line(first: str, second: str, naming: Naming, pegs: set[str]) -> bool:
    """Whether a pair of numbers before moves between ``pegs`` is a problem's counts (``3 3``, ``5 4``, ``2 8``:
    the n discs, then the pegs or the moves), no move: it starts with n and names the same number twice, or one
    that no move names.

    >>> is_count_line("3", "3", Naming(n=3), {"1", "2", "3"}), is_count_line("5", "4", Naming(n=5), {"1", "3", "4"})
    (True, True)
    >>> is_count_line("3", "5", Naming(n=3), {"3", "4", "5"}), is_count_line("1", "3", Naming(n=1), {"1", "3"})
    (False, False)
    """
    return naming.n > 1 and first == str(naming.n) and second.isdecimal() and (
        first == second or not {first, second} <= pegs)


_BARE = re.compile(r"\d+(?:[ \t]+\d+)+")  # numbers alone on a line


def _input_not_move(candidate: Candidate, naming: Naming) -> None:
    """Drop a first line that is the input: ``3`` over ``1 3``, ``3 7`` over ``1 1 3``, or :func:`is_count_line`."""
    first, rest, n = next(iter(candidate.pieces), None), candidate.pieces[1:], naming.n
    if not isinstance(first, _Piece) or first.raw is None or n < 2 or candidate.moves() < 3 or (
            isinstance(rest[0], _Piece) and rest[0].line == first.line):  # the input is a line of its own
        return  # (a run read in bulk starts after any count line: such a line has a shape of its own)
    named = [piece.discs is not None if isinstance(piece, _Run) else bool(piece.raw and piece.raw.disc)
             for piece in rest]
    raw = first.raw
    what = f"names the {n} discs before moves that name none" if raw.disc == str(n) and not any(named) else ""
    if raw.disc == str(n) and _BARE.fullmatch(first.text.strip()) and not any(_BARE.fullmatch((
            piece.text(0) if isinstance(piece, _Run) else piece.text).strip()) for piece in rest):  # 3 1 3 over 1AC
        what = f"gives the {n} discs and two pegs before moves of another shape"
    if raw.disc is None and raw.source == str(n) and raw.target.isdecimal() and all(named):
        what = f"gives the {n} discs and a count before moves of another shape"
    elif raw.disc is None and raw.source and not any(named) and (candidate.moves() > 3 or raw.source == raw.target) \
            and re.fullmatch(r"\d+[ \t]+\d+", first.text.strip()):  # two numbers alone (not 1[2 -> 3], a move)
        pegs = {str(token) for piece in rest for token in ((*piece.sources, *piece.targets) if isinstance(
            piece, _Run) else (piece.raw.source, piece.raw.target) if piece.raw else ())}
        if is_count_line(raw.source, raw.target, naming, pegs):
            what = f"gives the {n} discs and a count before the moves"
    if what:
        candidate.note(f"line {first.line}: {first.text[:40]!r} {what}: the problem's input, not a move")
        del candidate.pieces[0]


def _states_not_moves(candidate: Candidate, n: int) -> bool:
    """``['AAA', 'CAA', 'CBA', ...]``: a list of states, one peg's letter (or digit) a disc, is read as the moves
    between them (the disc that moved: counted from the end of the string that keeps each moved disc on top)."""
    texts = [piece.text.strip("'\"") for piece in candidate.pieces if isinstance(piece, _Piece) and piece.raw is None]
    if len(texts) < 3 or len(texts) != len(candidate.pieces) or not all(
            len(text) == n and _STATE_WORD.fullmatch(text) for text in texts):
        return False
    changed = [[i for i, (a, b) in enumerate(zip(*pair, strict=True)) if a != b] for pair in pairwise(texts)]
    tops = [sum(len(moved) == 1 and all(state[i] != state[moved[0]] for i in (  # the discs before the moved one in
        range(moved[0]) if first else range(moved[0] + 1, n)))  # the string are the smaller ones, or after it
        for moved, state in zip(changed, texts[:-1], strict=True)) for first in (True, False)]
    first = tops[0] >= tops[1]
    for piece, moved, (before, after) in zip(candidate.pieces[1:], changed, pairwise(texts), strict=True):
        assert isinstance(piece, _Piece)
        disc = str(moved[0] + 1 if first else n - moved[0]) if len(moved) == 1 else None
        piece.raw = None if disc is None else RawMove(disc, before[moved[0]], after[moved[0]])
        piece.reason = "" if disc else f"no move: {len(moved)} discs moved since the state before"
    candidate.pieces = candidate.pieces[1:]
    candidate.note(f"a list of {len(texts)} states, a letter a disc: read as the moves between them")
    return True


_STATE_WORD = re.compile(r"[A-Za-z]{1,24}|\d{1,24}")


def _items(candidate: Candidate, naming: Naming) -> Iterator[Item | Batch]:
    _steps_not_discs(candidate, naming)
    _times_not_pegs(candidate, naming)
    _input_not_move(candidate, naming)
    runs = [piece for piece in candidate.pieces if isinstance(piece, _Run)]
    naming.infer([piece.raw for piece in candidate.pieces if isinstance(piece, _Piece) and piece.raw is not None],
                 [token for run in runs for token in {*run.sources, *run.targets}],
                 [token for run in runs for token in set(run.discs or ())])
    among_moves: bool | None = None  # whether two moves of the list name pegs: counted once, when first asked
    for piece in candidate.pieces:
        if isinstance(piece, _Run):
            yield from _run_events(piece, naming)
        elif piece.raw is not None:
            item = _resolve(piece.raw, piece, naming)
            if item.kind == "syntax" and _prose_pair(piece, naming):
                if among_moves is None:
                    among_moves = sum(isinstance(other, _Run) or (other.raw is not None and naming.peg(
                        other.raw.target) is not None) for other in candidate.pieces) >= 2
                if among_moves:
                    candidate.note(f"line {piece.line}: {piece.text[:40]!r} names no peg and states no move: prose")
                    continue
            yield item
        elif piece.kind == "elided":
            yield Item("elided", f"moves left out: {piece.text[:60]}", piece.text, piece.line)
        else:
            yield Item("syntax", piece.reason or "not a move", piece.text, piece.line)


def _prose_pair(piece: _Piece, naming: Naming) -> bool:
    """Whether a piece read as ``word to word`` (``Return to TOH(2, ...)``, ``Go to main``) is prose, among moves
    that name pegs: words that name no peg, of two letters or more, a word apart; no verb, disc noun nor arrow."""
    raw = piece.raw
    if raw is None or raw.disc is not None or raw.source is None or grammar.HINT.search(piece.text):
        return False
    unknown = [token for token in (raw.source, raw.target) if naming.peg(token) is None]
    apart = re.search(rf"(?<!\w){re.escape(raw.source)}\s+\w+\s+{re.escape(raw.target)}", piece.text)
    return bool(unknown) and apart is not None and all(len(token) > 1 and token.isalpha() for token in unknown)


def _place(token: str | None, naming: Naming) -> tuple[str, Any] | str | None:
    """A peg ``("peg", k)``, a disc object ``("disc", d)``, None for no token, or the token if it names nothing."""
    if token is None:
        return None
    named = naming.is_disc_name(token)
    peg = None if named else naming.peg(token)
    if peg is not None and not shapes.DISC_WORD.match(token):
        return ("peg", peg)
    disc = naming.disc(token) if shapes.DISC_WORD.match(token) or naming.disc_names or named else None
    if disc is not None and not isinstance(disc, str):
        return ("disc", disc)
    return token


def _resolve(raw: RawMove, piece: _Piece, naming: Naming) -> Item:
    disc = None if raw.disc is None else naming.disc(raw.disc)
    if raw.places:  # a planner action in its domain's own layout: the disc and the places it names (agents dropped)
        places = tuple(place for place in (_place(token, naming) for token in raw.places) if isinstance(place, tuple))
        why = f"{raw.disc!r} names no disc" if disc is None else "" if places else (
            f"no argument of {piece.text[:60]!r} names a peg or a disc")
        return Item("syntax", why, piece.text, piece.line) if why else Item("act", (disc, places), piece.text,
                                                                              piece.line)
    source, target = _place(raw.source, naming), _place(raw.target, naming)
    token = next((token for token, place in ((raw.source, source), (raw.target, target)) if isinstance(place, str)),
                 None)
    if token is not None or (raw.disc is not None and disc is None):
        names = f"pegs are {', '.join(naming.peg_names)}" if naming.peg_names else "give --peg-names"
        why = f"{token!r} names no peg ({names})" if token is not None else (
            f"{raw.disc!r} names no disc (discs are {', '.join(naming.disc_names or [])})")
        return Item("syntax", why, piece.text, piece.line)
    plan = naming.is_disc_name(raw.disc or "") or any(place and place[0] == "disc" for place in (source, target))
    if source and target and source[0] == target[0] == "peg" and not isinstance(disc, str) and not plan:
        pegs = (source[1], target[1])
        return Item("ft" if disc is None else "dft", pegs if disc is None else (disc, *pegs), piece.text, piece.line)
    if plan:  # discs as places (a planner's objects): a peg named is its base, the disc lies on it or lands on it
        source, target = (("base", place[1]) if place and place[0] == "peg" else place for place in (source, target))
    return Item("obj", (disc, source, target), piece.text, piece.line)


_YAML_HINT = re.compile(r"^[ \t]*-[ \t]+[\w ]{1,24}:[ \t]*\S", re.MULTILINE)
_YAML_PAIR = re.compile(r"^([ \t]*)(-[ \t]+)?([^\W\d][\w ]{0,24}?)[ \t]*:[ \t]*[\"']?([\w-]{1,40})[\"']?[ \t]*$")


def _yaml_items(text: str) -> str:
    """YAML list items of a move's keys, one key a line, as one-line objects (line numbers kept)."""
    if "\n" not in text or not _YAML_HINT.search(text):
        return text
    lines, index = text.split("\n"), 0
    while index < len(lines):
        start, end = _YAML_PAIR.match(lines[index]), index + 1
        if start is not None and start.group(2) is not None and key_role(start.group(3)) is not None:
            pairs = [(start.group(3), start.group(4))]
            while end < len(lines) and (more := _YAML_PAIR.match(lines[end])) is not None and more.group(2) is None \
                    and len(more.group(1)) > len(start.group(1)) and key_role(more.group(3)) is not None:
                pairs.append((more.group(3), more.group(4)))
                end += 1
            if {"source", "target"} <= {key_role(key) for key, _ in pairs}:
                lines[index] = f"{start.group(1)}- {{{', '.join(f'{key}: {value}' for key, value in pairs)}}}"
                lines[index + 1 : end] = [""] * (end - index - 1)
        index = end
    return "\n".join(lines)


HTML_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)  #: HTML's line break, ``<br>``, ``<BR/>``
#: what breaks a line inside one: a program string's ``\\n`` escape, HTML's ``<br>``
_BREAKS = (re.compile(r"\\(?:r\\)?n"), HTML_BREAK)  # (a literal first: searched fast)


_QUOTE = re.compile(r"""(?<!\w)["']|["'](?!\w)""")


def _several_lines(text: str, breaks: re.Pattern[str]) -> str:
    """``text`` with each line holding two ``breaks`` or more (``1AC<br>2AB<br>1CB``) cut into the lines they make."""
    lines = []
    for line in text.split("\n"):
        cut, count = breaks.subn("\n", line)
        first, last = cut.find("\n"), cut.rfind("\n")
        quotes = [quote.start() for quote in _QUOTE.finditer(cut)]  # (not an apostrophe: A'dan, don't)
        opened = max((at for at in quotes if at < first), default=-1)  # the string the breaks are in, if one:
        closed = next((at for at in quotes if at > last and cut[at] == cut[opened]), -1) if opened >= 0 else -1
        # its quotes on lines of their own
        lines.append(line if count < 2 else f"{cut[: opened + 1]}\n{cut[opened + 1 : closed]}\n{cut[closed:]}"
                     if closed > 0 else cut)
    return "\n".join(lines)


_MODEL_ROLES = "assistant|model|ai|bot|gpt|claude|agent|player|thought|action|response"
_ROLES = f"user|human|system|environment|env|tool|game|observation|instruction|{_MODEL_ROLES}"
TURN_MARK = re.compile(  # a role and a colon ("User:", "**Assistant:**", "[Player 0]"), or a heading ("## Answer")
    rf"^[ \t]*+(?:[#*>[]+[ \t]*|turn[ \t]*\d+\W*)?({_ROLES}|feedback)\b(?:[ \t]*\d+)?(?:[ \t*]*:|])"
    rf"|^[ \t]*+(?:#+|\*\*|<\|?\w+\|?>)?[ \t]*({_ROLES}|answer|question|prompt)\b[^\w\n]*$"
    r"|^>(?!>).*\n[ \t]*\n\s*?(?=[ \t]*[^>\s])()|^>(?!>)",  # a quote: another's turn, the text after it the model's
    re.IGNORECASE | re.MULTILINE,
)
_MODEL = frozenset(["answer", *_MODEL_ROLES.split("|")])

_CLAUSES = re.compile(r"(?<=[.:;!?])(?<![\"']:)\s+(?=\S)")  # never after a JSON key: "disk": 1
_RULE = re.compile(r"^[ \t]*(?:-{10,}|={10,})[ \t]*$", re.MULTILINE)
_HEADER = re.compile(r"[\s|]*(?:[^\s|][\s|]+)+[^\s|][\s|]*")  # names of one letter or digit each: A | B | C


def _last_moves(text: str, spans: list[tuple[int, int]], last: bool = False) -> list[tuple[int, str] | None]:
    """Per span, (line index, last move) of its last line stating one; else (if ``last``) its last clause; or None."""
    found: list[tuple[int, str] | None] = []
    line_of = LineOf(text)
    for start, end in spans:
        first, lines = line_of(start) - 1, text[start:end].split("\n")
        clauses = [(first + index, clause) for index in reversed(range(len(lines)))  # "I could AB... My move: AC"
                   for clause in reversed(_CLAUSES.split(lines[index].strip())) if clause]
        found.append(next(((index, move) for k, (index, clause) in enumerate(clauses) if (move := _clause_move(
            clause, last and k < 4))), clauses[0] if last and clauses else None))  # the last four clauses: words too
    return found


def _clause_move(clause: str, words: bool = False) -> str | None:
    """The last move a clause states, as written, or None; with ``words`` also its words' (``I'll play A -> C.``)."""
    clause = clause.replace("**", "").replace("`", "") if words else clause  # **A -> C** in bold: no heading
    listed = _comma_moves(clause)
    raw = parse_piece(clause) if listed is None else None
    if listed or (raw is not None and (raw.source or raw.disc) is not None):
        return listed[-1][0] if listed else split_prefix(clause)[1]
    group = re.findall(r"[\[(][^\[\]()]*[\])]", clause)[-1:] if words else []  # [A C], a call's (1, 'A', 'C')
    if group and shapes.parse_words(group[0]):
        return " ".join(re.findall(r"->|\w+", group[0]))
    tails = (clause[space.end() :] for space in re.finditer(r"\s+", clause)) if words and len(clause) < 300 else ()
    return next((tail for tail in tails if (raw := parse_piece(tail)) and (raw.source or raw.disc)), None)


def is_drawn_row(line: str) -> bool:
    """Whether a line is a row of a drawing of the pegs: signs and numbers, no letter, no code fence.

    >>> is_drawn_row("3 | 1"), is_drawn_row(" +++  |"), is_drawn_row("```"), is_drawn_row("Move 1"), is_drawn_row(" ")
    (True, True, False, False, False)
    """
    return bool(line.strip()) and not _FENCE.match(line) and re.search(r"[^\W\d_]", line) is None


def _turns(text: str) -> tuple[str, int] | None:
    """A transcript (``User:``/``Assistant:`` or ``-----`` turns) as each model turn's last move, and their count."""
    hits = list(TURN_MARK.finditer(text))
    marks = list(chain.from_iterable(  # (start, end, the model's), a quote's last line ends another's turn too
        [(mark.start(), mark.end(), False), (mark.end(), mark.end(), True)] if mark.group(3) is not None
        else [(mark.start(), mark.end(), (mark.group(1) or mark.group(2) or "").lower() in _MODEL)] for mark in hits))
    said = {word.lower() for mark in hits if (word := mark.group(1) or mark.group(2) or "")}
    single = sum(mark[2] for mark in marks) == 1
    marks = [mark for k, mark in enumerate(marks) if k == 0 or mark[2] != marks[k - 1][2]]  # a turn: to the other's
    ends = [*(mark[0] for mark in marks[1:]), len(text)][: len(marks)]
    spans = [(start, end) for (_, start, model), end in zip(marks, ends, strict=True) if model]
    single = single or (len(spans) == 1 < len(marks) and len(said & _MODEL) == 1)  # or its marks of one role
    if single and spans[0][1] == len(text) and (len(marks) > 1 or text[: marks[0][0]].strip()):
        # one answer, the last turn, to a prompt: all of it is read
        return "\n" * text.count("\n", 0, spans[0][0]) + text[spans[0][0] :], 1
    if 1 <= len(spans) < len(marks):  # a game: the model's move of each turn
        found = _last_moves(text, spans, last=True)
    else:
        rules = [rule for rule in _RULE.finditer(text) if not _HEADER.fullmatch(before := text[text.rfind(
            "\n", 0, max(rule.start() - 1, 0)) + 1 : rule.start()]) and not is_drawn_row(before)]  # a drawing's base,
        # a header's rule (the pegs' names: A | B | C) divide no turns
        ends = [rule.start() for rule in rules[1:]] + [len(text)]
        found = _last_moves(text, [(rule.end(), ends[i]) for i, rule in enumerate(rules)]) if len(rules) > 3 else []
        stating = [move is not None for move in found]
        if sum(stating) < 2 or len(stating) - sum(stating) < 2 or any(map(min, pairwise(stating))):
            return None
    kept = dict(filter(None, found))
    return "\n".join(kept.get(index, "") for index in range(text.count("\n") + 1)), len(found) if spans else sum(
        move is not None for move in found)


def read_answer(text: str, naming: Naming, reading: Reading) -> list[Item | Batch]:
    """The answer list of a whole reply, as events; ``reading`` gets the reason it was chosen and the notes.

    >>> reading = Reading("answer")
    >>> items = read_answer("Move disk 1 from Peg 1 to Peg 3\\n", Naming(pegs=3, n=1), reading)
    >>> items[0], reading.notes, reading.reason
    (Item(kind='dft', value=(1, 0, 2), text='Move disk 1 from Peg 1 to Peg 3', line=1, claim=None, has_claim=False),
     ['pegs are numbered 1..3 (never 0): read from 1'], 'the only move list, line 1')
    """
    if '"role"' in text and text.lstrip()[:1] in "[{":  # a chat as its file holds it: a JSON list, one a line
        with suppress(ValueError, TypeError, KeyError, RecursionError):
            chat = json.loads(text if text.lstrip()[0] < "{" else f"[{','.join(filter(str.strip, text.splitlines()))}]")
            text = "\n".join(f"{turn['role']}: {turn['content'] or ''}" for turn in chat)
    text = _yaml_items(shapes.normalize_text(text))
    if naming.n > 1 and counts_from_bottom(text):
        naming.from_bottom = True
        reading.notes.append("discs are counted from the bottom, as written: disc 1 is the largest")
    for breaks in _BREAKS:  # a string of several lines, an HTML line of several lines
        text = _several_lines(text, breaks) if breaks.search(text) else text
    outside, inside, think_open = split_thinking(text)
    turns = _turns(_ANSWER_TAG.sub(". ", outside))  # a model turn's answer in tags is its move
    if turns is not None:
        outside = reading.turns = turns[0]
        reading.notes.append(f"{TURNS} {turns[1]} model turns: the last move of each is read, the other turns skipped")
    candidates: list[Candidate] = []
    last_line = text.rstrip().count("\n") + 1  # where the reply stops
    tagged = split_thinking(outside, _ANSWER_TAG)[1]  # a marked answer: the lists outside its tags are reasoning
    for view, where, note in (  # the answer in its tags; after any thinking; else inside it
        (tagged, " in the answer tags",
         "the moves inside the answer tags are judged, the text outside them is reasoning"),
        (outside, "", ""),
        (inside, " in the thinking block", "no move list after the thinking block: the list inside it is judged"),
    ):
        if candidates or not view:
            continue
        if where.endswith("thinking block") and think_open:
            reading.reason = "the reply ends inside its thinking block, with no move list after it"
            return [Item("truncated", reading.reason, "<think>", last_line)]
        try:
            candidates = _candidates(view, naming.n)
        except _TooManyLists as many:
            reading.reason = (f"more than {limits.ANSWER_MAX_LISTS} separate move lists{where} (the last read at "
                              f"line {many.args[0]}): no answer can be chosen (limit ANSWER_MAX_LISTS)")
            return [Item("syntax", reading.reason, "", many.args[0])]
        if candidates and note:
            reading.notes.append(note)
        if candidates and view is not text:
            reading.view = view
    if not candidates:
        reading.found = False
        return []
    chosen, reading.reason = _choose(candidates)
    reading.line, reading.candidates = chosen.line, len(candidates)
    items: list[Item | Batch] = list(_items(chosen, naming))
    reading.notes += naming.notes + chosen.notes
    if chosen.dropped_notes:
        reading.notes.append(f"and {chosen.dropped_notes} more notes like the one above (limit ANSWER_MAX_NOTES)")
    if chosen.truncated:
        items.append(Item("truncated", chosen.truncated, "", last_line))
    return items
