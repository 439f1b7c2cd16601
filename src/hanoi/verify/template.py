"""Moves read by the template their lines share, in any language and with no vocabulary (issue 30), as log
parsers mine the templates of log lines (Drain: He, Zhu, Zheng and Lyu, ICWS 2017).

Lines of one length whose tokens agree but in a few *slots* are a family: two slots whose values never meet
in a line and name at most as many things as there are pegs are source and target (two alone that meet: a disc
and its target, 2 -> 2; two alone, numbers and names, with no peg in every line: the same, move(4,b)), a slot of
numbers (or of n words at most) the disc.  The plainest reading is kept; another
only for a whole solution where the plainest fails within two moves: legality never makes one legal, nor moves the
first error of a list no reading solves.

>>> found = read_template("Przenieś krążek 1 z A do B\\nPrzenieś krążek 2 z A do C\\n3\\nPrzenieś krążek 1 z B do C",
...                       State.perfect(2), State.perfect(2, peg=2))
>>> found.template, [item.value for item in found.items], found.solved, found.skipped
('Przenieś krążek {disc} z {source} do {target}', [(1, 0, 1), (2, 0, 2), (1, 1, 2)], True, ((3, '3'),))
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import pairwise, permutations
from pathlib import Path
from string import ascii_letters

from hanoi.state import State
from hanoi.verify.answers import HTML_BREAK, Item, Reading, is_drawn_row, split_thinking, unglued
from hanoi.verify.grammar import DISC_WORDS, EMPTY_WORDS, MARKERS, ROLE_WORDS, STEPS, alternation, key_role
from hanoi.verify.shapes import OUTLINE_LABEL, parse_piece, peg_roles, roman_pegs

#: the template reads answers of fewer lines and bytes than these (a 15-disc list and more): longer ones are
#: left to the vocabulary's streamed reading, and the template's memory stays bounded
LINES, BYTES = 1 << 15, 2 << 20

__all__ = ["REASON", "STATES", "STRETCH", "TemplateRead", "read_states", "read_stretch", "read_template", "tokens"]

REASON = "the moves of one template"  # how a report's ``answer`` starts when the template reading is judged
STRETCH = "the moves of one template: the peg names of lines"  # ... when the stretch of lines is
_ROLES = "role words "  # how a stretch's pegs are named when the words of their roles name them
_OWN = ("CJK", "HIRAGANA", "KATAKANA")  # an ideograph or a kana is a word of its own
_TOKEN = re.compile(r"(?<![\w-])-\d+|\d+|[^\W\d_]+|(?:[^\w\s-]|_|-(?!\d))+")  # -1 is a number: no peg, no disc
_OUTLINE = re.compile(rf"\s*(?:[^\W\d_]{{1,12}}\s*)?(?:{OUTLINE_LABEL})(?=\s)")
Disc = int | str | None  # a number, a name, or None: the top disc of the source
_LABEL = (".", ")", ":", "]", ".)", "-", "、")  # what follows a step's number at the start of its line
Roles = tuple[tuple[int, int], int, bool, list[tuple[Disc, int, int]], dict[int | None, str], str]
Row = tuple[int, list[tuple[Disc, int, int]] | None, tuple[str, ...]]  # a line's number, its moves, its shape
StateRow = tuple[int, list[list[int]], int]  # a state's first line, every peg's discs (bottom first), its last line


def tokens(line: str) -> list[str]:
    """The tokens of a line: runs of digits, runs of letters of one script (an ideograph or kana each), other signs.

    >>> tokens("1番の円盤をSTARTから{A}->C")
    ['1', '番', 'の', '円', '盤', 'を', 'START', 'か', 'ら', '{', 'A', '}->', 'C']
    """
    if outline := _OUTLINE.match(line):  # 1.2, 1-2.: an outline's label, one token (its numbers are no disc)
        return [outline[0].strip(), *tokens(line[outline.end() :])]
    if line.isascii():
        return list(_TOKEN.findall(line))
    found: list[str] = []
    for word in _TOKEN.findall(line):
        names = [unicodedata.name(char, "") for char in word] if not word.isascii() else [""]
        kinds = [char if name.startswith(_OWN) else name[:5] for char, name in zip(word, names, strict=False)]
        cuts = [0, *(i for i in range(1, len(kinds)) if kinds[i] != kinds[i - 1]), len(word)]
        found += [word[begin:end] for begin, end in pairwise(cuts)]
    return found


@dataclass(frozen=True)
class TemplateRead:
    """A reading by template: its moves (a disc named by a word is matched by the moves), lines skipped, report."""

    template: str
    items: tuple[Item, ...]
    skipped: tuple[tuple[int, str], ...]
    solved: bool
    reading: Reading
    legal: int = 0  # (read_states) the moves legal before the first that is not
    bounds: tuple[int, ...] = ()  # (read_states) the line of the start printed (or 0), then of each move's state
    cover: frozenset[int] = frozenset()  # (read_states) the lines of states shown over several (a peg a line)
    said: frozenset[int] = frozenset()  # (read_states) the lines among the states that state a move themselves


def _replay(moves: list[tuple[Disc, int, int]], start: State, goal: State) -> tuple[int, bool]:
    """Moves legal before the first that is not, and whether all are and reach ``goal`` (a name: the disc it moves)."""
    stacks, said = start.stacks(), dict[Disc, int]()
    for step, (disc, source, target) in enumerate(moves):
        source = next((peg for peg, stack in enumerate(stacks) if disc in stack), 0) if source < 0 else source
        if not _move(stacks, (disc, source, target), said):
            return step, False
    return len(moves), stacks == goal.stacks()


def _namings(values: list[str], pegs: int) -> list[dict[str, int]]:
    """Ways to read peg names: numbers from 0 or 1, letters A.., role words (3 pegs: left...), other words any way."""
    if any(value[0] == "-" for value in values):  # a negative number names no peg
        return []
    if "".join(values).isdecimal():
        low, high = min(map(int, set(values))), max(map(int, set(values)))
        return [{v: int(v) - base for v in values} for base in (0, 1) if base <= low <= high < pegs + base]
    if all(len(value) == 1 and value.isascii() and 0 <= ord(value.upper()) - 65 < pegs for value in values):
        return [{value: ord(value.upper()) - 65 for value in values}]
    if roman := roman_pegs(values, pegs):  # peg I, II, III
        return [roman]
    seen = list(dict.fromkeys(values))
    roles = peg_roles(seen) if pegs == 3 else {}  # words of the pegs' roles name them: left, middle, right
    if len(roles) == len(seen):
        return [{value: roles[value.lower()] for value in seen}]
    return [dict(zip(seen, order, strict=True)) for order in permutations(range(pegs), len(seen))]


def _discs(values: list[str], n: int) -> list[tuple[str, list[Disc]]]:
    """Readings of a disc slot: numbers from the top or the bottom, from 1 (else from 0); or n names at most."""
    if not "".join(values).isdecimal():
        return [(" named", [*values])] if "".join(values).isalpha() and len(set(values)) <= n else []
    ways = [("", 1, False), (" from 0", 0, False), (" from the bottom", 1, True), (" from the bottom, 0", 0, True)]
    read = [(how, [n - int(v) + base if bottom else int(v) - base + 1 for v in values]) for how, base, bottom in ways]
    return [(how, [*discs]) for how, discs in read if all(1 <= disc <= n for disc in discs)]


def _steps(values: list[str]) -> tuple[int, int] | None:
    """The last run of step numbers counting up from the first (0 or 1), if one holds 3 lines and half of them."""
    if len(set(values)) < max(3, len(values) / 2) or not "".join(values).isdecimal():
        return None  # a slot of step numbers holds many different numbers
    numbers = [int(value) for value in values]
    ends = [i for i in range(1, len(numbers) + 1) if i == len(numbers) or numbers[i] != numbers[i - 1] + 1]
    runs = [(begin, end) for begin, end in zip([0, *ends], ends, strict=False)
            if numbers[begin] == numbers[0] < 2 and end - begin >= max(3, len(numbers) / 2)]
    return runs[-1] if runs else None


def _family(rows: list[tuple[int, list[str]]]) -> tuple[list[list[str]], list[int], list[int]] | None:
    """The lines agreeing on the tokens 80 % of ``rows`` share (3 at least), their numbers, the slots that vary."""
    counts = [Counter(column).most_common(1)[0] for column in zip(*(words for _, words in rows), strict=True)]
    constant = {p: word for p, (word, count) in enumerate(counts) if 5 * count >= 4 * len(rows)}
    typos = len(constant) >= 4  # a line may differ in one of four or more constant words (a typo)
    chosen = [row for row in rows if sum(row[1][p] != word for p, word in constant.items()) <= typos]
    slots = [p for p in range(len(counts)) if p not in constant and len({row[1][p] for row in chosen}) > 1
             and (rows[0][1][p].isalpha() or rows[0][1][p].lstrip("-").isdecimal())]  # a sign (+++, |) names nothing
    for p in slots:  # a slot of step numbers: the last list that counts up from its first step
        chosen = chosen[run[0] : run[1]] if (run := _steps([row[1][p] for row in chosen])) else chosen
    # a name said twice in every line (x = push(x, pop(&y))) is one slot: its first
    slots = [p for p in slots if all(any(row[1][p] != row[1][q] for row in chosen) for q in slots if q < p)]
    found = constant and len(chosen) >= 3 and 2 <= len(slots) <= 6
    return ([row[1] for row in chosen], [row[0] for row in chosen], slots) if found else None


def _split(rows: list[tuple[int, list[str]]]) -> tuple[list[list[str]], list[int], list[int]] | None:
    """The largest family among ``rows`` told apart by their signs, where words alone find none: a statement's
    ``C.append(A.pop())`` and a printed state's ``show(A, B, C);`` have one shape of words."""
    by_signs: defaultdict[tuple[str, ...], list[tuple[int, list[str]]]] = defaultdict(list)
    for row in rows:
        by_signs[tuple(word for word in row[1] if not word.isalnum())].append(row)
    found = [family for group in by_signs.values() if len(group) >= 3 and (family := _family(group))]
    return max(found, key=lambda family: len(family[1]), default=None)


def _readings(rows: list[list[str]], slots: list[int], start: State, goal: State) -> list[Roles]:
    """Every reading of the roles: ``(rank, prefix, solved, moves, roles, how)``, rank (0, 0) the plainest."""
    found: list[Roles] = []
    marks = {p: role for p in slots if (role := _code_role(rows[0], p)) is not None}  # A.pop(), push(C, ...)
    pairs = sorted(((s, t) for s in slots for t in slots if s != t), key=lambda pair: (
        (marks.get(pair[0], 0), marks.get(pair[1], 1)) != (0, 1), pair[0] > pair[1], pair))
    steps = {d for d in slots if _steps([row[d] for row in rows])}
    said = {p: rows[0][p - 1] for p in slots if p and p - 1 not in slots and rows[0][p - 1].isalpha()}
    said = said if len({said.get(p) for p in slots}) > 1 else {}  # one word before every slot tells no roles apart
    named = {rows[0][q - 1] for q in range(1, len(rows[0]))  # the words before a peg named in every line (peg 3)
             if q not in slots and ((word := rows[0][q].strip(".,;")).isdecimal() or (
                 len(word) == 1 and word in ascii_letters))}
    keyed: dict[int | None, str] = {p: said_role for p in slots if (said_role := key_role(_key(rows[0], p)))}
    keyed = keyed if len(keyed) >= 2 else {}
    for s, t in pairs:
        own = any(row[s] == row[t] for row in rows)  # no move from a peg to itself: of two slots, a disc, its target
        own = own and not {said.get(s), said.get(t)} & named  # a peg named in every line: not a disc's target alone
        meet = {row[s] for row in rows} & {row[t] for row in rows}
        apart = len(slots) == 2 and not meet and s not in steps and not named and "".join(  # (no peg named in
            row[s] for row in rows).isdecimal()  # every line: "from A to {target}" names its source)
        if (own and len(slots) > 2) or not (meet or apart):  # two that never meet: a disc's number, its target
            continue  # (move(4,b))
        own = own or apart
        pegs = ({said.get(s), said.get(t)} | named) - {None}  # a slot after the word of a peg is a peg (peg 2)
        others = [s] if own else [  # a slot neither peg nor step, or one disc throughout: a number in every line
            d for d in slots if d not in (s, t) and d not in steps and said.get(d) not in pegs] + [
            d for d in range(len(rows[0])) if d not in slots and rows[0][d].isdecimal() and int(rows[0][d])]
        ways: list[tuple[int | None, str, list[Disc]]] = [(d, *way) for d in others for way in _discs(
            [row[d] for row in rows], start.n) if not own or way[0] != " named"]
        ways.sort(key=lambda way: way[1] == " named")  # numbers before names
        if not ways and (own or any("".join(row[d] for row in rows).isdigit() for d in others)):
            continue  # numbers that can be no disc: no reading without one
        for index, (d, how, discs) in enumerate(ways or [(None, "", list[Disc]([None] * len(rows)))]):
            if any(keyed.get(p, role) != role for p, role in {s: "source", t: "target", d: "disc"}.items()):
                continue  # the keys name the roles: "id_disk": 1, "peg_start": 1 (never read the other way)
            for name in _namings([row[p] for row in rows for p in ((t,) if own else (s, t))], start.pegs):
                moves = [(disc, -1 if own else name[row[s]], name[row[t]])  # -1: the peg the disc is on
                         for disc, row in zip(discs, rows, strict=True)]
                found.append(((pairs.index((s, t)), index), *_replay(moves, start, goal), moves,
                              {s: "source", t: "target", d: "disc"}, how))
    return found


def _key(words: list[str], p: int) -> str:
    """The key a slot is the value of (``"peg_start": {slot}``, ``disk = {slot}``), or "": its words before a : or =."""
    if not p or not re.search("[:=]", words[p - 1]):
        return ""
    q = p - 1
    while q > 0 and (words[q - 1].isalpha() or words[q - 1] in ("_", "-")):
        q -= 1
    return "".join(words[q : p - 1])


_CODE_ROLES = {"pop": 0, "shift": 0, "remove": 0, "push": 1, "append": 1, "add": 1, "insert": 1, "unshift": 1}


def _code_role(words: list[str], p: int) -> int | None:
    """A slot's role by code's verbs (0 source, 1 target): its method (``A.pop()``), else its call (``push(C, ...``)."""
    after = words[p + 2].lower() if p + 2 < len(words) and "." in words[p + 1] else None
    before = words[p - 2].lower() if p >= 2 and "(" in words[p - 1] else None
    return _CODE_ROLES.get(after) if after is not None else _CODE_ROLES.get(before or "")


def _item(move: tuple[Disc, int, int], text: str, line: int) -> Item:
    """A move the template read, as the item the replay takes: no disc, a disc by name or with no source, or all."""
    disc, source, target = move
    if disc is None:
        return Item("ft", (source, target), text, line)
    if isinstance(disc, str) or source < 0:  # source -1: the peg the disc is on
        return Item("obj", (disc, ("peg", source) if source >= 0 else None, ("peg", target)), text, line)
    return Item("dft", (disc, source, target), text, line)


def _lines(text: object) -> list[str] | None:
    """The lines of a text, bytes or file within :data:`BYTES` and :data:`LINES` (cut at ``\\n``, ``<br>``), or None."""
    if isinstance(text, os.PathLike) and os.path.isfile(text) and os.path.getsize(text) <= BYTES:
        text = Path(text).read_bytes()
    text = text if isinstance(text, str | bytes) and len(text) <= BYTES else ""
    text = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    body = text.replace("\\n", "\n") if text.count("\\n") > text.count("\n") else text
    body = HTML_BREAK.sub("\n", body) if len(HTML_BREAK.findall(body)) > body.count("\n") else body  # <br>
    return None if body.count("\n") >= LINES else body.splitlines()


_TREE = re.compile(r"^[\s\u2500-\u257f|]*")
_RULE = re.compile(r"([-=_*])\1{2,}")  # a horizontal rule: ---, =====


def read_template(text: object, start: State, goal: State) -> TemplateRead | None:
    """The moves of the largest family of lines of one template in ``text`` (or bytes, or a file of at most
    :data:`BYTES`), in the plainest reading that replays furthest; None if no family names two pegs, or in doubt."""
    lines = _lines(text) or []
    groups: dict[tuple[int, ...], list[tuple[int, list[str]]]] = defaultdict(list)
    def kind(words: list[str]) -> tuple[bool, ...]:  # -1 is a number, not a sign and a number
        return (*(word.lstrip("-").isdecimal() for word in words), *map(str.isalpha, words))

    parts, part = [], 0  # a horizontal rule under a line of words: the part of the text each line is in
    for number, line in enumerate(lines, start=1):  # a tree's branches before a line are layout (├─, │   └─)
        part += bool(_RULE.fullmatch(line.strip())) and number > 1 and not is_drawn_row(lines[number - 2])
        parts.append(part)
        if len(line) < 400 and 2 <= len(words := tokens(_TREE.sub("", line).rstrip().rstrip(",;"))) <= 40:
            groups[kind(words)].append((number, words))
    for key, group in groups.items():  # a family in parts, 3 lines or more in the last: a list each, the last answers
        counts = Counter(parts[number - 1] for number, _ in group)
        if len(counts) > 1 and counts[parts[group[-1][0] - 1]] >= 3:
            groups[key] = group = [row for row in group if parts[row[0] - 1] == parts[group[-1][0] - 1]]
        first = group[0][0]  # a prompt glued to a group's first line: its tail of the group's kind
        glued = tokens(unglued(lines[first - 2], lines[first - 1]) or "") if len(group) >= 2 and first > 1 else []
        if glued and kind(glued) == key:
            group.insert(0, (group[0][0] - 1, glued))
    best: list[tuple[tuple[bool, int, int], Roles, list[int], list[list[str]]]] = []
    families = [_family(group) or _split(group) for group in groups.values() if len(group) >= 3]
    for rows, numbers, slots in filter(None, families):
        readings = _readings(rows, slots, start, goal)
        plain = max((r for r in readings if r[0] == readings[0][0]), key=lambda r: (r[2], r[1]), default=None)
        top = max((r for r in readings if r[2]), key=lambda r: (-r[0][0], -r[0][1]), default=plain)  # solved only
        if top and plain and not (top[0] != plain[0] and plain[1] >= 2):  # else in doubt: not read
            best.append(((top[2], len(numbers), top[1]), top, numbers, rows))
    if not best:
        return None
    (_, _, solved, moves, roles, how), numbers, rows = max(best, key=lambda found: found[0])[1:]
    template = " ".join("{" + roles.get(p, "…") + "}" if p in roles or len({row[p] for row in rows}) > 1 else word
                        for p, word in enumerate(rows[0]))
    items = [_item(move, lines[i - 1].strip(), i) for move, i in zip(moves, numbers, strict=True)]
    notes = [f"read by the template {template!r} of {len(numbers)} lines, no vocabulary; the other lines skipped"]
    notes += [f"discs read as numbered{how}"] if how and how != " named" else []
    where = f"{REASON} ({template!r}), lines {numbers[0]} to {numbers[-1]}"
    between = sorted(set(range(numbers[0], numbers[-1])) - set(numbers))
    skipped = tuple((i, lines[i - 1].strip()) for i in between if lines[i - 1].strip())
    return TemplateRead(template, tuple(items), skipped, solved, Reading("answer", reason=where, line=numbers[0],
                                                                         candidates=1, notes=notes))


def _peg_sets(pegs: int, present: set[str]) -> Iterator[tuple[str, dict[str, int]]]:
    """The ways pegs are named with no word of the table: A.., a.., 1.., 0.. (3 pegs: also their roles' words)."""
    for how, form, first in (("letters", "c", 65), ("small letters", "c", 97), ("numbers from 1", "d", 1),
                             ("numbers from 0", "d", 0)):
        yield how, {format(first + p, form): p for p in range(pegs)}
    said = [word for word in present if word.lower() not in ROLE_WORDS and (len(word) > 1 or word.isupper())]
    if pegs == 3 and (roles := peg_roles(said)):
        names = {word: roles[word.lower()] for word in said if word.lower() in roles}
        yield _ROLES + ", ".join(sorted(roles, key=roles.__getitem__)), names  # (in a list only: prose has them)


def _row(number: int, words: list[str], names: dict[str, int]) -> Row:
    """A line's number, moves (pegs in pairs, a disc each if named; None: a peg left over; []: no peg), shape (N P)."""
    words = [part for word in words for part in (word if len(word) == 2 == len({*word} & {*names}) and word.isupper()
                                                 else [word])]
    pegs, named, bare = list[int](), list[Disc](), list[Disc]()  # discs named after a noun, or numbers alone
    for index, (before, word, after) in enumerate(zip(["", *words], words, [*words[1:], ""], strict=False)
                                                  if len(words) <= 60 else ()):
        label = word.isdecimal() and (before.lower() in STEPS or (index == 0 and after in _LABEL))
        disc = (int(word) if len(word) < 7 else 0) if word.isdecimal() else word  # 0: no such disc
        if (before.lower().rstrip(".") in DISC_WORDS and word.isalnum() and word.lower() not in ROLE_WORDS and (
                len(word) < 3 or not word.isalpha())):
            named.append(disc)
        elif word.isdecimal() and not label and word not in names:  # a number that names no peg: a disc
            bare.append(disc)
        elif word in names and not label:
            pegs.append(names[word])
    discs = named or (bare if len(bare) >= len(pegs) // 2 else [])  # fewer: counts; more: no disc for each move
    moves = None if len(pegs) % 2 or (discs and len(discs) != len(pegs) // 2) else [
        (discs[i // 2] if discs else None, pegs[i], pegs[i + 1]) for i in range(0, len(pegs), 2)]
    if moves and len(moves) == 1 and any(word.lower() in MARKERS or (len(word) == 1 and word.isalpha() and after in (
            "-", "+") and far.isdecimal()) for word, after, far in zip(words, [*words[1:], ""], [*words[2:], "", ""],
                                                                      strict=False)):
        moves = None  # a line about several discs ("discs", "n-1"): no move
    return number, moves, tuple("N" if w.isdecimal() else "P" if w in names else w.lower() for w in words)


def read_stretch(text: object, start: State, goal: State, work: int = 1 << 18) -> TemplateRead | None:
    """The first stretch of lines whose peg names, read in pairs (source, target) from each line's first,
    replay legally from ``start`` to ``goal`` and end there (the text, a line with no peg, or an illegal move
    follows), with no vocabulary but disc nouns and step words; lines of a stretch share their shape with
    another (a heading is no move).  Legality finds the reading; it never reads past an illegal move.  ``work``
    bounds the moves replayed from all the starts tried (None past it: a text that plays on and never ends).

    >>> found = read_stretch("Hareket: A C\\nHareket: A B\\nHareket: C B", State.perfect(2), State.perfect(2, peg=1))
    >>> [item.value for item in found.items], found.reading.notes
    ([(0, 2), (0, 1), (2, 1)], ['pegs named by letters, read in pairs on lines 1 to 3 (no vocabulary)'])
    """
    lines = split_thinking("\n".join(_lines(text) or []))[0].split("\n")  # never a move named in thinking
    split = [tokens(unicodedata.normalize("NFKC", line)) for line in lines]
    goal_stacks, present = goal.stacks(), {word for words in split for word in words}
    present |= {char for word in present if len(word) == 2 and word.isupper() for char in word}  # pegs glued: LR
    for how, names in ((how, names) for how, names in _peg_sets(start.pegs, present) if len(present & {*names}) > 1):
        rows = [found for number, words in enumerate(split, start=1) if (found := _row(number, words, names))[1] != []
                and (found[1] or re.search(r"[^\W\d_]{2}", lines[number - 1]))]  # a board drawn (no word): none
        for k, (number, moves, _) in enumerate(rows):  # a prompt glued to the first move (DISCOS: MOVE 1 DE A PRA B)
            if moves is None and number < len(lines) and (tail := unglued(lines[number - 1], lines[number])):
                words = tokens(unicodedata.normalize("NFKC", tail))
                rows[k] = glued if (glued := _row(number, words, names))[1] else rows[k]
        for first in range(len(rows)):
            stacks, last, said, reached = start.stacks(), first, dict[Disc, int](), 0
            while last < len(rows) and (moves := rows[last][1]) and all(_move(stacks, move, said) for move in moves):
                last, work = last + 1, work - len(moves)
                reached = last if stacks == goal_stacks else reached  # the goal, passed through or at the end
            if reached:  # the lines just before and after are none of the list's, nor a heading
                shapes = [row[2] for row in rows[first:reached]]
                around = [rows[i][2] for i, j in ((first - 1, first), (reached, reached - 1)) if 0 <= i < len(rows)
                          and rows[i][1] and all(line.strip() and not re.search(r"[^\W\d_]{2}", line) for line in lines[
                              min(rows[i][0], rows[j][0]) : max(rows[i][0], rows[j][0]) - 1])]  # or a board between
                at = [i for i, word in enumerate(split[rows[first][0] - 1]) if word in names][-2:] or [0]  # one line
                several = len(rows[first][1] or ()) > 1  # a line of several moves: no draft over a fresh list
                alone = not how.startswith(_ROLES) and [at[-1] - 4] < at[:1] and not (several and any(  # its pegs near
                    rows[k][2] == rows[k + 1][2] and rows[k + 1][0] == rows[k][0] + 1 and all(
                        _move(fresh, move, {}) for fresh in [start.stacks()]
                        for move in [*(rows[k][1] or [(0, 0, 0)]), *(rows[k + 1][1] or [])])
                    for k in range(reached, len(rows) - 1)))
                work -= (len(rows) - reached) * several  # the lines after it looked at, bounded as the moves replayed
                ends = {shapes[0], shapes[-1]}  # a line around of the same shape, or its tail's (a prompt glued)
                if not any(end[-len(other):] == other or other[-len(end):] == end for end in ends for other in around) \
                        and (reached - first > 1 or alone) and (
                        reached - first == 1 or shapes.count(shapes[0]) > 1 < shapes.count(shapes[-1])):
                    span = f"{rows[first][0]} to {rows[reached - 1][0]}"
                    items = [_item(move, lines[number - 1].strip(), number) for number, moves, _ in rows[first:reached]
                             for move in moves or ()]
                    notes = [f"pegs named by {how}, read in pairs on lines {span} (no vocabulary)"]
                    return TemplateRead(f"{{source}} {{target}}, in pairs (pegs named by {how})", tuple(items), (),
                                        True, Reading("answer", reason=f"{STRETCH} {span}", line=rows[first][0],
                                                      candidates=1, notes=notes))
            if work < 0:
                return None
    return None


def _move(stacks: list[list[int]], move: tuple[Disc, int, int], said: dict[Disc, int]) -> bool:
    """Make a move if it is legal and moves the disc it names (a number: 1 the smallest; a name: one disc)."""
    disc, source, target = move
    top = stacks[source][-1] if stacks[source] else 0
    legal = source != target and top > 0 and (stacks[target] or [1 << 62])[-1] > top
    if legal and disc is not None:
        legal = disc == top if isinstance(disc, int) else said.setdefault(disc, top) == top and [
            *said.values()].count(top) == 1
    if legal:
        stacks[target].append(stacks[source].pop())
    return legal


STATES = f"{REASON}: the pegs' contents on lines"  # ... when the moves between printed states are
_DISC = r"[\"']?[^\W\d_]{0,20}+\d{1,9}[\"']?"  # a disc in a list: 4, or named with its number ('Krążek0', "d4")
_LIST = re.compile(rf"\[\s*(?:{_DISC}\s*(?:,\s*{_DISC}\s*)*+)?\]")  # a peg's discs as a list: [4, 3, 2, 1], []


_EMPTY = rf"\(?(?i:{alternation(EMPTY_WORDS)})(?:\s[^\W\d_]{{1,12}}+)?\)?\.?"  # an empty peg: Empty stack.
_PEG_LINE = re.compile(  # one peg's discs on a line of their own: TA | 3 2 1, Torre A: [1, 2], L 3 2 1, -
    r"(?P<label>(?:(?:[^\W\d_]{1,12}[ _])?[^\W\d_]{1,12}(?:[ _]?\d{1,2})?|\d{1,2})\s*[:|=]|[-*•]"
    r"|[^\W\d_]{1,2}(?=\s|$))?\s*"
    rf"(?:\[(?:\s*{_DISC}\s*,?)*+\s*\]|\d{{1,9}}+(?:[\s,]++\d{{1,9}}+)*+|-|{_EMPTY})?")  # possessive: linear
_TAG = re.compile(r"<[^<>\n]{1,200}>")
_LETTER = re.compile(r"[^\W\d_]")


def _peg_lines(lines: list[str], n: int, pegs: int) -> Iterator[StateRow]:
    """States shown a peg a line (``A: [1, 2]``, ``-``: empty), labelled as most, none overlapping: first, last line."""
    runs: list[list[tuple[int, str, list[int]]]] = [[]]
    for number, line in enumerate(lines, start=1):
        text = _TAG.sub("", line).strip()
        found = _PEG_LINE.fullmatch(text) if text else None  # "-" and "[]": an empty peg
        if found is None:  # a break, unless blank or signs alone (|)
            runs += [[]] if re.search(r"[^\W_]", text) else []
            continue
        discs = re.findall(r"\d+", text[max(found.end("label"), 0) :])  # end -1: no label
        runs[-1].append((number, (found["label"] or "").strip(":|=-*• ").lower(), [int(disc) for disc in discs]))
    windows = [(run, i, labels, held) for run in runs for i in range(len(run) - pegs + 1) if (labels := tuple(
        label for _, label, _ in run[i : i + pegs])) and (len({*labels}) == pegs or not any(labels)) and (
            held := _held([discs for _, _, discs in run[i : i + pegs]], n))]
    most = Counter(labels for *_, labels, _ in windows).most_common(1)  # the pegs' labels: of two states at least
    end = 0
    for run, i, labels, held in windows:
        if most[0][1] > 1 and labels == most[0][0] and run[i][0] > end:  # none overlapping the one before
            yield run[i][0], held, (end := run[i + pegs - 1][0])


def _held(lists: list[list[int]], n: int) -> list[list[int]] | None:
    """Every peg's discs if they are the n discs, or are with the zeros padding rows of one width left out (3 2 0 0)."""
    ways = (lists, [[disc for disc in stack if disc] for stack in lists] if len({*map(len, lists)}) == 1 else [])
    return next((way for way in ways if way and _the_discs((disc for stack in way for disc in stack), n)), None)


def _the_discs(discs: Iterable[int], n: int) -> bool:
    """Whether ``discs`` are the n discs, each once, numbered from 1 or from 0."""
    return sorted(discs) in ([*range(1, n + 1)], [*range(n)])


def _state_rows(lines: list[str], n: int, pegs: int) -> Iterator[list[StateRow]]:
    """The ways a text shows states: lists on a line (``[3, 2] [] [1]``), a peg a line, drawn; lists upside down."""
    listed = _states(((number, [[int(disc) for disc in re.findall(r"\d+", found)] for found in _LIST.findall(line)],
                       number) for number, line in enumerate(lines, start=1)), n, pegs)
    a_line = _states(_peg_lines(lines, n, pegs), n, pegs)
    yield from (listed, a_line, *(_drawn_rows(lines, n, pegs, under) for under in ("", "rule", "words")))
    for rows in (listed, a_line):  # the lists in the other order, the discs numbered from the largest: the same
        # order of numbers up each peg (['Krążek0', 'Krążek1'] bottom first: disc 0 the largest)
        yield [(line, [[n + 1 - disc for disc in stack[::-1]] for stack in lists], end) for line, lists, end in rows]


def _states(found: Iterator[StateRow], n: int, pegs: int) -> list[StateRow]:
    """The states among ``found`` that hold the n discs, numbered from 1 (or from 0 in more of them), bottom first."""
    by_first: dict[int, list[StateRow]] = {0: [], 1: []}  # by the first disc's number, 0 or 1
    for number, lists, last in found:
        if len(lists) == pegs and _the_discs((disc for stack in lists for disc in stack), n):
            low = min(disc for stack in lists for disc in stack)
            by_first[low].append((number, [[disc + 1 - low for disc in stack] for stack in lists], last))
    rows = max(by_first[1], by_first[0], key=len)  # the discs numbered from 1, or from 0 if more lines are
    top_first = next((stack == sorted(stack) for _, lists, _ in rows for stack in lists if len(stack) > 1), False)
    # the first list of two discs or more (the start, most often: a disc put onto a smaller one later breaks its
    # own order, and each state's order is checked against it)
    return [(number, [stack[::-1] for stack in lists] if top_first else lists, last) for number, lists, last in rows]


_NUMBER_ROW = re.compile(r"[ \t|]*\d[\d \t|]*")  # a row of the pegs between words: numbers, 0 for no disc
_BASE = re.compile(r"^\s*(\S)\1{4,}(?:\s+\1{5,})*\s*$")  # the base a drawing stands on: -----, XXXXX  XXXXX


def _base(line: str) -> bool:
    """Whether a line is a drawing's base: a sign five times or more, or a stretch of it as wide under each peg."""
    return bool(_BASE.match(line)) and len({len(part) for part in line.split()}) == 1


def _drawn_rows(lines: list[str], n: int, pegs: int, under: str = "") -> list[StateRow]:
    """The n discs drawn (numbers, 0 for no disc, or signs as wide as each size) over a base (``-----``), or
    ``under`` a ``rule`` or between ``words`` (a program's rows of numbers, top first, between its lines of text)."""
    blocks, rows = [], list[list[tuple[float, str]]]()
    top = -1 if under == "words" else 0  # the rule a drawing hangs from (under), or 0; -1: the text's start
    longest = max((len(line.strip()) for line in lines if _base(line)), default=0)
    for number, line in enumerate([*lines, "end"], start=1):  # "end": a line of words after the last drawing
        drawn = bool(_NUMBER_ROW.fullmatch(line)) if under == "words" else is_drawn_row(line) or not line.strip()
        # (between words: rows of numbers alone, a blank line no row)
        base = not drawn if under == "words" else _base(line) and 2 * len(line.strip()) >= longest  # (a disc drawn
        # ===== is narrower than the base)
        if (top and (base or not drawn)) if under else base:  # a drawing ends (under a rule: at a line of words)
            rows = rows[:-1] if under == "rule" and base and lines[number - 2].strip() else rows  # the next rule's
            numbered = any(char.isdigit() for row in rows for _, token in row for char in token)  # header: 1 2 3
            first = top if under == "rule" or top < 1 or not re.search(r"\d", lines[top - 1]) else top + 1  # (a line
            # of words that may state a move, with a number, is no part of the state after it)
            blocks.append((max(first, 1) if under else number, numbered, [[(centre, token) for centre, token in row if (
                not numbered or set(token) == {"|"} or re.search(r"\d", token))] for row in rows],  # not signs around
                           number - 1 if under else number))  # under a rule: its rows are the state's lines
        if base:
            rows, top = [], number
        elif drawn and (top or not under):
            rows.append([((match.start() + match.end() - 1) / 2, match[0]) for match in re.finditer(
                r"[^\s|]+" if under else r"\S+", line)])
        else:  # a line of words, or a code fence: no drawing goes on across it
            rows, top = [], 0
    centres = sorted({centre for _, _, drawing, _ in blocks for row in drawing for centre, _ in row})
    columns = [index for index, (low, high) in enumerate(pairwise(centres)) if high - low > 1]
    if len(columns) != pegs - 1:
        return []
    found = []
    for number, numbered, drawing, end in blocks:
        stacks: list[list[int]] = [[] for _ in range(pegs)]
        for row in reversed(drawing):  # bottom first
            for centre, token in row:
                if set(token) != {"|"}:
                    peg = sum(centre > centres[index] for index in columns)
                    stacks[peg].append(int(re.sub(r"\D", "", token)[:9]) if numbered else len(token))
        for way in (stacks, [[size for size in stack if size] for stack in stacks] if numbered else []):  # 0: none
            sizes = sorted(size for stack in way for size in stack)
            if len(set(sizes)) == n == len(sizes) and (not numbered or _the_discs(sizes, n)):
                rank = {size: index for index, size in enumerate(sizes, start=1)}
                found.append((number, [[rank[size] for size in stack] for stack in way], end))
                break
    return found


def read_states(text: object, start: State, goal: State) -> TemplateRead | None:
    """The moves between the states a text prints, every peg's discs a list (a program's trace), a peg a line, or
    the pegs drawn over a base line, under a rule or between lines of words (:func:`_state_rows`; of these, the
    first read furthest): each
    state one move after the one before (or the same, printed again); a state that is not is an error at its step.
    None for fewer than two moves.

    >>> found = read_states("{'A': [2, 1], 'B': [], 'C': []}\\nMove 1\\n{'A': [2], 'B': [1], 'C': []}\\n"
    ...                     "{'A': [], 'B': [1], 'C': [2]}\\n", State.perfect(2), State.perfect(2, peg=2))
    >>> [item.value for item in found.items], found.solved
    ([(1, 0, 1), (2, 0, 2)], False)
    """
    lines = split_thinking("\n".join(_lines(text) or []))[0].split("\n")  # never a state drawn in thinking
    found = [read for rows in _state_rows(lines, start.n, start.pegs) if (read := _between(rows, lines, start, goal))]
    best = max(found, key=lambda read: (read.solved, read.legal), default=None)  # the first of those read furthest
    if best is None:
        return None
    low, first, *_, last = best.bounds  # the lines between its states that state a move themselves (numbers alone
    said = (number for number in range(low or first, last) if number not in best.cover  # state none: 0 2 1, a
            and _LETTER.search(lines[number - 1]) and parse_piece(lines[number - 1]))  # program's counts)
    return replace(best, said=frozenset(said))


def _between(rows: list[StateRow], lines: list[str], start: State, goal: State) -> TemplateRead | None:
    """The moves between the states of ``rows`` (:func:`read_states`)."""
    where, items, before, cover = list(start.positions), list[Item](), 0, set[int]()
    for number, stacks, end in rows:
        cover.update(range(number, end + 1) if end > number else ())  # a peg a line, a drawing under a rule: no move
        placed = {disc: peg for peg, stack in enumerate(stacks) for disc in stack}
        now = [placed[disc] for disc in range(1, start.n + 1)]
        moved = [disc for disc in range(1, start.n + 1) if now[disc - 1] != where[disc - 1]]
        text_of = lines[number - 1].strip()
        if len(moved) == 1:
            items.append(Item("dft", (moved[0], where[moved[0] - 1], now[moved[0] - 1]), text_of, number, stacks, True))
            # the state as printed, each peg's order too: "[1] [] [2, 3]" after "[1] [2] [3]" puts 2 under 3
        elif moved:
            items.append(Item("syntax", f"{len(moved)} discs moved since the state before", text_of, number))
            break
        before, where = number if not items else before, now
    if len(items) < 2:
        return None
    legal, solved = _replay([item.value for item in items if item.kind == "dft"], start, goal)
    legal = min(legal, next((step for step, item in enumerate(items) if item.kind != "dft"), legal))
    first, last = items[0].line, items[-1].line
    return TemplateRead("{every peg's discs}", tuple(items), (), solved and items[-1].kind == "dft", Reading(
        "answer", reason=f"{STATES} {first} to {last}", line=first, candidates=1,
        notes=[f"moves read between the states printed on lines {first} to {last} (no vocabulary)"]), legal,
        (before, *(item.line or 0 for item in items)), frozenset(cover))
