"""Moves read by the template their lines share, in any language and with no vocabulary (issue 30).

Lines of one length whose tokens agree but in a few *slots* are a family; two slots whose
values never meet in a line and name at most as many things as there are pegs are source and
target, a slot of numbers (or of at most n words) the disc, the rest filler.  The reading of
the roles that replays furthest is kept, ties going to the plainest (source first, disc 1 the
smallest); another is taken for a whole legal solution only when the plainest fails within two
moves, so legality never turns an illegal answer legal.

>>> found = read_template("Przenieś krążek 1 z A do B\\nPrzenieś krążek 2 z A do C\\n3\\nPrzenieś krążek 1 z B do C",
...                       State.perfect(2), State.perfect(2, peg=2))
>>> found.template, [item.value for item in found.items], found.solved, found.skipped
('Przenieś krążek {disc} z {source} do {target}', [(1, 0, 1), (2, 0, 2), (1, 1, 2)], True, (3,))
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from pathlib import Path

from hanoi.limits import ANSWER_BYTES
from hanoi.state import State
from hanoi.verify.answers import Item
from hanoi.verify.readers import Reading

__all__ = ["REASON", "TemplateRead", "read_template", "text_of", "tokens"]

REASON = "the moves of one template"
"""How a report's ``answer`` starts when the template reading was judged."""
_TOKEN = re.compile(r"\d+|[^\W\d_]+|(?:[^\w\s]|_)+")
Disc = int | str | None  # a number, a name, or None: the top disc of the source
Roles = tuple[tuple[int, int], int, bool, list[tuple[Disc, int, int]], dict[int | None, str], str]


def text_of(moves: object) -> str:
    """The text of what ``verify`` reads, if it is text, bytes or a file of at most 16 MiB; else ''."""
    if isinstance(moves, os.PathLike) and os.path.isfile(moves) and os.path.getsize(moves) <= ANSWER_BYTES:
        moves = Path(moves).read_bytes()
    return moves.decode("utf-8", "replace") if isinstance(moves, bytes) else moves if isinstance(moves, str) else ""


@lru_cache(maxsize=4096)
def _script(char: str) -> str:
    name = unicodedata.name(char, "")
    return char if name.startswith(("CJK", "HIRAGANA", "KATAKANA")) else name[:5]


def tokens(line: str) -> list[tuple[int, int, str]]:
    """The tokens of a line with their spans: digits, letters of one script, an ideograph or kana, other signs.

    >>> [word for _, _, word in tokens("1番の円盤をSTARTから{A}->C")]
    ['1', '番', 'の', '円', '盤', 'を', 'START', 'か', 'ら', '{', 'A', '}->', 'C']
    """
    found = []
    for match in _TOKEN.finditer(line):
        start, word, begin = match.start(), match.group(), 0
        for end in range(1, len(word) + 1):
            if end == len(word) or (not word.isascii() and _script(word[end]) != _script(word[end - 1])):
                found.append((start + begin, start + end, word[begin:end]))
                begin = end
    return found


@dataclass(frozen=True)
class TemplateRead:
    """A reading by template: its moves (a disc named by a word is matched by the moves), the lines skipped."""

    template: str
    items: tuple[Item, ...]
    skipped: tuple[int, ...]
    solved: bool
    notes: tuple[str, ...]

    def reading(self) -> Reading:
        """What the report says of this reading: which lines, which template, what was inferred."""
        where = f"{REASON} ({self.template!r}), lines {self.items[0].line} to {self.items[-1].line}"
        return Reading("answer", reason=where, line=self.items[0].line, candidates=1, notes=[*self.notes])


def _replay(moves: list[tuple[Disc, int, int]], start: State, goal: State) -> tuple[int, bool]:
    """How many moves are legal before the first that is not, and whether all are and reach ``goal``."""
    stacks, names = start.stacks(), dict[str, int]()
    for step, (disc, source, target) in enumerate(moves):
        top = stacks[source][-1] if stacks[source] and source != target else 0
        if isinstance(disc, str):
            disc = names.setdefault(disc, 0 if top in names.values() else top)
        if not top or (disc or top) != top or (stacks[target] and stacks[target][-1] < top):
            return step, False
        stacks[target].append(stacks[source].pop())
    return len(moves), stacks == goal.stacks()


def _namings(values: list[str], pegs: int) -> list[dict[str, int]]:
    """Ways to read peg names: numbers from 0 or 1, letters A.., or words in any order (first seen first)."""
    if len(set(values)) > pegs:
        return []
    if all(value.isdigit() for value in values):
        low, high = min(map(int, values)), max(map(int, values))
        return [{v: int(v) - base for v in values} for base in (0, 1) if base <= low <= high < pegs + base]
    if all(len(value) == 1 and 0 <= ord(value.upper()) - 65 < pegs for value in values):
        return [{value: ord(value.upper()) - 65 for value in values}]
    seen = list(dict.fromkeys(values))
    return [dict(zip(seen, order, strict=True)) for order in permutations(range(pegs), len(seen))]


def _discs(values: list[str], n: int) -> list[tuple[str, list[Disc]]]:
    """Readings of a disc slot: numbers (the plainest first) from the top or the bottom; or at most n names."""
    if not all(value.isdigit() for value in values):
        return [(" named", [*values])] if all(value.isalpha() for value in values) and len(set(values)) <= n else []
    numbers = [int(value) for value in values]
    ways = [("", 1, False), (", from 0", 0, False), (" from the bottom", 1, True), (" from the bottom, 0", 0, True)]
    read = [(how, [n - v + base if bottom else v - base + 1 for v in numbers]) for how, base, bottom in ways]
    read = [read[1], read[0], *read[2:]] if 0 in numbers else read
    return [(how, [*discs]) for how, discs in read if all(1 <= disc <= n for disc in discs)]


def _steps(values: list[str]) -> tuple[int, int] | None:
    """The last run of step numbers counting up from the first (0 or 1), if one holds 3 lines and half of them."""
    numbers, runs, begin = [int(v) for v in values] if all(v.isdigit() for v in values) else [2], [], 0
    for i in range(1, len(numbers) + 1):
        if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
            runs += [(begin, i)] if numbers[begin] == numbers[0] < 2 and i - begin >= max(3, len(numbers) / 2) else []
            begin = i
    return runs[-1] if runs else None


def _family(rows: list[tuple[int, list[str]]]) -> tuple[list[list[str]], list[int], list[int]] | None:
    """The lines agreeing on each token that 80 % of ``rows`` share (3 at least), their numbers, their slots."""
    counts = [Counter(column).most_common(1)[0] for column in zip(*(words for _, words in rows), strict=True)]
    constant = {p: word for p, (word, count) in enumerate(counts) if 5 * count >= 4 * len(rows)}
    typos = len(constant) >= 4  # a line may differ in one of four or more constant words (a typo)
    chosen = [row for row in rows if sum(row[1][p] != word for p, word in constant.items()) <= typos]
    slots = [p for p in range(len(counts)) if p not in constant and len({row[1][p] for row in chosen}) > 1]
    for p in slots:  # a slot of step numbers: the last list that counts up from its first step
        run = _steps([row[1][p] for row in chosen])
        chosen = chosen[run[0] : run[1]] if run else chosen
    ok = constant and len(chosen) >= 3 and 2 <= len(slots) <= 6
    return ([row[1] for row in chosen], [row[0] for row in chosen], slots) if ok else None


def _readings(rows: list[list[str]], slots: list[int], start: State, goal: State) -> list[Roles]:
    """Every reading of the roles: ``(rank, prefix, solved, moves, roles, how)``, rank (0, 0) the plainest."""
    found: list[Roles] = []
    pairs = sorted(((s, t) for s in slots for t in slots if s != t), key=lambda pair: (pair[0] > pair[1], pair))
    for s, t in pairs:
        if any(row[s] == row[t] for row in rows) or not {row[s] for row in rows} & {row[t] for row in rows}:
            continue
        others = [d for d in slots if d not in (s, t) and _steps([row[d] for row in rows]) is None]
        ways: list[tuple[int | None, str, list[Disc]]]
        ways = [(d, *way) for d in others for way in _discs([row[d] for row in rows], start.n)]
        ways.sort(key=lambda way: way[1] == " named")  # numbers before names
        if not ways and any(all(row[d].isdigit() for row in rows) for d in others):
            continue  # numbers that can be no disc: no reading without one
        ways = ways or [(None, "", [None] * len(rows))]
        for index, (d, how, discs) in enumerate(ways):
            for name in _namings([row[p] for row in rows for p in (s, t)], start.pegs):
                moves = [(disc, name[row[s]], name[row[t]]) for disc, row in zip(discs, rows, strict=True)]
                roles = {s: "source", t: "target", d: "disc"}
                found.append(((pairs.index((s, t)), index), *_replay(moves, start, goal), moves, roles, how))
    return found


def read_template(text: str, start: State, goal: State) -> TemplateRead | None:
    """The moves of the largest family of lines with one template, in the plainest reading that replays
    furthest; None when no family of three lines names two pegs, or when its reading is in doubt."""
    lines = (text.replace("\\n", "\n") if text.count("\\n") > text.count("\n") else text).splitlines()
    groups: dict[tuple[int, ...], list[tuple[int, list[str]]]] = defaultdict(list)
    for number, line in enumerate(lines[:100_000], start=1):
        words = [word for _, _, word in tokens(line)] if len(line) < 400 else []
        if 2 <= len(words) <= 40:
            groups[tuple(2 * w[0].isdigit() + w[0].isalpha() for w in words)].append((number, words))
    best: tuple[tuple[bool, int, int], Roles, list[int], list[list[str]]] | None = None
    for group in groups.values():
        family = _family(group) if len(group) >= 3 else None
        readings = _readings(family[0], family[2], start, goal) if family else []
        if not family or not readings:
            continue
        top = max(readings, key=lambda r: (r[2], r[1], (-r[0][0], -r[0][1])))
        plain = max((r for r in readings if r[0] == readings[0][0]), key=lambda r: (r[2], r[1]))
        if top[0] != plain[0] and top[2] and plain[1] >= 2:
            continue  # another reading is legal where the plain one goes far before failing: in doubt
        if best is None or (top[2], len(family[1]), top[1]) > best[0]:
            best = ((top[2], len(family[1]), top[1]), top, family[1], family[0])
    if best is None:
        return None
    (_, _, solved, moves, roles, how), numbers, rows = best[1:]
    first, pieces, end = lines[numbers[0] - 1], [], 0
    for position, (begin, stop, _) in enumerate(tokens(first)):
        if position in roles or len({row[position] for row in rows}) > 1:
            pieces.append(first[end:begin] + "{" + roles.get(position, "…") + "}")
            end = stop
    template, kept, texts = ("".join(pieces) + first[end:]).strip(), set(numbers), [lines[i - 1] for i in numbers]
    items = [Item("ft", (s, t), text.strip(), i) if d is None else Item("dft", (d, s, t), text.strip(), i)
             if isinstance(d, int) else Item("obj", (d, ("peg", s), ("peg", t)), text.strip(), i)
             for (d, s, t), i, text in zip(moves, numbers, texts, strict=True)]
    notes = [f"read by the template {template!r} of {len(numbers)} lines, no vocabulary; the other lines skipped"]
    notes += [f"discs read as numbered{how}"] if how and how != " named" else []
    skipped = tuple(i for i in range(numbers[0], numbers[-1]) if i not in kept and lines[i - 1].strip())
    return TemplateRead(template, tuple(items), skipped, solved, tuple(notes))
