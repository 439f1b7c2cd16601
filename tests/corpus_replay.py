"""An independent replay of the real answers in ``tests/fixtures/corpus``: the truth the verifier is judged by.

Each source has one known format, read here by a regular expression written for that
format alone (not by :mod:`hanoi.verify`), and replayed on plain per-peg lists.  The
truth of an answer is whether its moves are all legal and end in the goal.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "fixtures" / "corpus"
Move = tuple[int | None, int, int]  # disc (None: the top one), source, target; pegs from 0

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_LMR = {"Left": 0, "Middle": 1, "Right": 2}
_LMR_LOWER = {"left": 0, "middle": 1, "right": 2}


def _letters(a: str, b: str) -> tuple[int, int]:
    return ord(a) - 65, ord(b) - 65


def _aspbench(text: str) -> list[Move]:
    block = text.split("```json", 1)[1].split("```", 1)[0]
    return [(m["disk"], *_letters(m["from_peg"], m["to_peg"])) for m in json.loads(block)["moves"]]


_PEG_WORDS = {"left": 0, "middle": 1, "mid": 1, "right": 2, "a": 0, "b": 1, "c": 2, "1": 0, "2": 1, "3": 2}


def _planner_actions(text: str) -> list[Move]:
    """Planner output for a domain a model wrote: ``(move-disk-to-disk a b right left d)``.

    The domains differ in the order and number of their arguments, so the arguments are
    read by what they name, not where they stand: the first disc named is the one
    moved; every other argument is a peg (``left``, ``peg-mid``) or a disc (``b``,
    ``d2``) and stands for the peg it is on.  The target is the one such peg that is not
    the moved disc's own; agents (``left_controller``) name neither.  The replay runs
    here, from the tower on the left peg, since the target depends on the state; a
    move whose target cannot be told is returned as an impossible move (peg -1).
    """
    lines = re.findall(r"^\(([^)]*)\)", text, re.MULTILINE)
    # (move-a-left-middle ): the arguments are in the action's name
    lines = [line.replace("-", " ") if len(line.split()) == 1 else line for line in lines]
    actions = [[arg for arg in line.split()[1:] if not arg.endswith("_controller")] for line in lines]
    discs = sorted({args[0] for args in actions}, key=lambda name: (len(name), name))
    size = {name: index + 1 for index, name in enumerate(discs)}  # a < b < c, d1 < d2
    where = {number: 0 for number in size.values()}
    found: list[Move] = []
    for args in actions:
        disc = size[args[0]]
        places: set[int] = set()
        for word in args[1:]:
            bare = word.lower().removeprefix("peg-").removeprefix("peg_").removeprefix("peg")
            if word in size:
                places.add(where[size[word]])
            elif bare in _PEG_WORDS:
                places.add(_PEG_WORDS[bare])
        others = places - {where[disc]}
        if len(others) != 1:
            found.append((disc, where[disc], -1))
            continue
        target = others.pop()
        found.append((disc, where[disc], target))
        where[disc] = target
    return found


_NAMED = {"START": 0, "HELPER": 1, "END": 2}
_WORD_PEG = {"left": 0, "mid": 1, "middle": 1, "right": 2}
_LCR = {"L": 0, "C": 1, "M": 1, "R": 2}
_CENTRE = {"Left": 0, "Center": 1, "Right": 2}
_POLE_WORD = {"left": 0, "center": 1, "right": 2}
_START_END = {"start": 0, "middle": 1, "end": 2}
_NUMBER_WORD = {"ONE": 0, "TWO": 1, "THREE": 2}
_TABLE_PEG = {"l": 0, "left": 0, "m": 1, "middle": 1, "r": 2, "right": 2}


def _markdown_table(text: str) -> list[Move]:
    """A model's markdown table, one numbered row a move: ``| 1 | A | M | L |``, ``| 1 | M $\\to$ L | A |``,
    ``| 1 | A: R $\\rightarrow$ M |``, ``| **8** | **D** | Right (R) | Left (L) |``.

    Per row (a first cell that is a step number, each number once), the cells are read
    in order until a disc letter (A-E) and two pegs (L/M/R or their words) are found;
    a peg's letter in brackets after its word is the same peg.  Later cells (notes,
    states) are not read.
    """
    found: list[Move] = []
    seen: set[int] = set()
    for line in text.split("\n"):
        cells = [cell.strip(" *") for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or not cells[0].isdigit() or int(cells[0]) in seen:
            continue
        seen.add(int(cells[0]))
        disc, pegs = 0, []
        for cell in cells[1:]:
            cell = re.sub(r"(Left|Middle|Right) \([LMR]\)", r"\1", cell)
            for word in re.findall(r"\b(Left|Middle|Right|[A-E]|[LMR])\b", cell):
                if word.lower() in _TABLE_PEG and len(pegs) < 2:
                    pegs.append(_TABLE_PEG[word.lower()])
                elif len(word) == 1 and word in "ABCDE" and not disc:
                    disc = ord(word) - 64
            if disc and len(pegs) == 2:
                break
        found.append((disc or None, *pegs) if len(pegs) == 2 else (None, -1, -1))
    return found


def _numbered_lmr(text: str) -> list[Move]:
    """Numbered lines naming two of left/middle/right (or L/M/R) and maybe a disc letter:
    ``1. Move disk A from Middle peg to Right peg.``, ``3. A: R -> L``, ``7. Right -> Left``.

    A list that starts again at 1 is a new list; the longest one (the last of equals) is the answer.
    Lines naming more or fewer than two pegs (a plan's summary, "using R as auxiliary") are no moves.
    """
    runs: list[list[Move]] = []
    run: list[Move] = []
    for line in text.split("\n"):
        numbered = re.match(r"\s*(?:\*\*)?(\d+)\.\s+(.*)$", line)
        if not numbered:
            continue
        body = re.sub(r"^Move \d+\s*[\u2014:-]\s*", "", numbered.group(2))
        named = re.findall(r"\b(left|middle|right|L|M|R)\b", body, re.IGNORECASE)
        pegs = [peg for peg in named if len(peg) > 1 or peg.isupper()]
        if len(pegs) != 2:
            continue
        disc = re.search(r"\b([A-G])\b", body)
        if numbered.group(1) == "1" and run:
            runs.append(run)
            run = []
        source, target = _TABLE_PEG[pegs[0].lower()], _TABLE_PEG[pegs[1].lower()]
        run.append((ord(disc.group(1)) - 64 if disc else None, source, target))
    runs += [run] if run else []
    return max(reversed(runs), key=len) if runs else []


_SIZE_WORDS = {"smallest": 1, "small": 1, "medium": 2, "largest": 3, "large": 3}
_TOWER_WORDS = {"first": 0, "middle": 1, "third": 2}
_TR_ORDINALS = {"Birinci": 1, "Ikinci": 2, "Ucuncu": 3}


def _by_disc(steps: list[tuple[int, int]]) -> list[Move]:
    """Moves that name a disc and its target only: the source is the peg the disc is on (all start on peg 0)."""
    where: dict[int, int] = {}
    found: list[Move] = []
    for disc, target in steps:
        found.append((disc, where.get(disc, 0), target))
        where[disc] = target
    return found


def _stack_game_turns(text: str) -> list[Move]:
    """A game played turn by turn (``-`` * 20 between turns): each model turn's last move line, ``0C`` (disc from 0,
    target stack); the environment's turns (the state, 'Invalid move.') are skipped.  Sources come from the first
    state drawn (``A |  2 1 0``), each disc's place followed through the moves."""
    segments = text.split("-" * 20 + "\n")
    first = re.search(r"The current state of the game is:\n\n```\n(.*?)```", text, re.S)
    where: dict[int, int] = {}
    for line in (first.group(1) if first else "").splitlines():
        stack, _, discs = line.partition("|")
        for disc in discs.split():
            where[int(disc) + 1] = ord(stack.strip()) - 65
    found: list[Move] = []
    for segment in segments[1:]:
        if segment.startswith(("The current state", "Invalid move")):
            continue
        lines = re.findall(r"^\s*`?(\d)([A-C])`?\s*$", segment, re.MULTILINE)
        if lines:
            disc, stack = int(lines[-1][0]) + 1, ord(lines[-1][1]) - 65
            found.append((disc, where.get(disc, 0), stack))
            where[disc] = stack
    return found


def _arrow_run(text: str) -> list[Move]:
    """The longest run of moves written ``A→C, A→B, ...`` (commas, maybe a line break after one).

    Of runs of equal length, the first.
    """
    runs = [match.group(0) for match in re.finditer(r"[A-C]→[A-C](?:,\s*[A-C]→[A-C])+", text)]
    best = max(runs, key=len) if runs else ""
    return [(None, *_letters(a, b)) for a, b in re.findall(r"([A-C])→([A-C])", best)]


# wave 6: helpers of the readers of sources collected and measured before any change to the reader
_HANNAH_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth"
_HANNAH_COLOURS = "red orange brown yellow chartreuse green teal blue purple magenta maroon white"


def _hannah(text: str) -> list[Move]:
    """A generated novel: a sentence a move, the disc named by an ordinal counted from the bottom (the twelfth is
    the smallest) and/or its colour, then the two pegs it leaves and reaches (left, middle, right), in that order."""
    ordinals, colours = _HANNAH_ORDINALS.split(" "), _HANNAH_COLOURS.split(" ")
    size = {word: 12 - index for words in (ordinals, colours) for index, word in enumerate(words)}
    names = "|".join(ordinals + colours)
    found: list[Move] = []
    for sentence in re.split(r"(?<=\.)\s+", text.split("<h2>Chapter 1</h2>", 1)[1]):
        pegs = re.findall(r"\b(left|middle|right) peg\b", sentence)
        disc = re.search(rf"\b({names})\b(?:,? (?:{'|'.join(colours)}),)? disk", sentence)
        if len(pegs) == 2 and disc:
            found.append((size[disc.group(1)], _WORD_PEG[pegs[0]], _WORD_PEG[pegs[1]]))
    return found


def _bottom_numbered_posts(text: str) -> list[Move]:
    """'Move 1: move disk 2 to post B' where disk 1 is the BOTTOM one: size = n + 1 - number; the source is
    wherever the disc is.  n is the last 'N disks: M moves' heading."""
    discs = int(re.findall(r"^(\d+) disks?: \d+ moves?$", text, re.MULTILINE)[-1])
    steps = re.findall(r"move disk (\d+) to post ([A-C])", text)
    return _by_disc([(discs + 1 - int(d), ord(p) - 65) for d, p in steps])


_PT_ABBREV = {"Dp": 1, "Dm": 2, "Dg": 3}
_PT_CLAUSES = (  # (pattern, group of the disc, group of the target peg), each a clause shape of the answer
    (r"(D[pmg]) é a primeira peça a ser retirada, levaremos ela até a haste ([abc])", 1, 2),
    (r"retiramos o (D[pmg]) e colocamos na haste ([abc])", 1, 2),
    (r"retirando o (D[pmg]) e colocando em cima do D[pmg], que está na haste ([abc])", 1, 2),
    (r"Esvaziamos a haste ([abc]), portanto podemos movimentar o (D[pmg]) para esse lugar", 2, 1),
    (r"retiramos (D[pmg]) \(haste [abc]\) e levamos para a haste ([abc])", 1, 2),
    (r"o (D[pmg]) ficou livre, basta levá-lo até a haste ([abc])", 1, 2),
    (r"movemos o (D[pmg]) até a haste ([abc])", 1, 2),
)


def _pt_size_abbrev(text: str) -> list[Move]:
    """Portuguese prose naming discs by abbreviations it defines (Dp, Dm, Dg) and lowercase pegs, one clause a move."""
    hits = sorted(
        (match.start(), _PT_ABBREV[match.group(disc)], ord(match.group(peg)) - 97)
        for pattern, disc, peg in _PT_CLAUSES
        for match in re.finditer(pattern, text)
    )
    return _by_disc([(disc, peg) for _, disc, peg in hits])


def _map_largest_zero(text: str) -> list[Move]:
    """'Move 2 from B to C.' where disc 0 is the LARGEST: size = n - number, n the number of discs the moves name."""
    found = re.findall(r"Move (\d) from ([A-C]) to ([A-C])\.", text)
    discs = len({d for d, _, _ in found})
    return [(discs - int(d), *_letters(a, b)) for d, a, b in found]


def _drawn_states(text: str) -> list[Move]:
    """Only drawings of the pegs, one a step ('Step 1/7', rows of three 15-wide columns, a disc of size k drawn as
    2k-1 blocks): the move of each step is the one disc whose peg changed, the first state being the tower on A."""
    states = []
    for block in re.split(r"Step \d+/\d+\n=+\n", text)[1:]:
        stacks: list[list[int]] = [[], [], []]
        for row in reversed(block.split("\n       A ")[0].split("\n")):
            for column in range(3):
                cell = row[15 * column : 15 * column + 15]
                if "█" in cell:
                    stacks[column].append((cell.count("█") + 1) // 2)
        states.append(stacks)
    where = {disc: 0 for disc in range(1, sum(len(s) for s in states[0]) + 1)}
    found: list[Move] = []
    for stacks in states:
        now = {disc: peg for peg, stack in enumerate(stacks) for disc in stack}
        moved = [disc for disc in where if now.get(disc) != where[disc]]
        if len(moved) != 1:
            found.append((None, -1, -1))
            continue
        found.append((moved[0], where[moved[0]], now[moved[0]]))
        where = now
    return found


def _scheme_moves(text: str) -> list[Move]:
    """A Lisp plan '((move d1 d2 p3) (move d2 p1 p2) ...)': the disc, then the objects it leaves and lands on (a
    disc, standing for the peg it is on, or a peg p1..p3); all discs start on p1."""
    where: dict[str, int] = {}
    found: list[Move] = []
    for disc, _left, landed in re.findall(r"\(move (d\d) (\w+) (\w+)\)", text):
        source = where.get(disc, 0)
        target = int(landed[1]) - 1 if landed.startswith("p") else where.get(landed, 0)
        found.append((int(disc[1]), source, target))
        where[disc] = target
    return found


_AR_ORDINALS = {"الأول": 1, "الثاني": 2, "الثالث": 3}
_PL_PEGS = {"A": 0, "B": 1, "C": 2, "pierwszy": 0, "pomoc": 1, "docelowy": 2}
_KO_PEGS = {"A": 0, "B": 1, "C": 2, "1": 0, "2": 1, "3": 2}
_JA_WORD_PEGS = {"START": 0, "WORK": 1, "GOAL": 2}


# wave 7: helpers of the readers of sources collected and measured before any change to the reader
_ID_MENARA = {"Asal": 0, "Sementara": 1, "Tujuan": 2}
_ES_TORRE = {"origen": 0, "auxiliar": 1, "destino": 2}
_WORD_TOWERS = {"source": 0, "helper": 1, "destination": 2}


def _state_moves(states: list[list[list[int]]]) -> list[Move]:
    """The moves between successive drawn states (each a list of stacks, bottom first): the one disc whose peg
    changed; a step where not exactly one disc changed is an impossible move (peg -1)."""
    found: list[Move] = []
    for before, after in itertools.pairwise(states):
        was = {disc: peg for peg, stack in enumerate(before) for disc in stack}
        now = {disc: peg for peg, stack in enumerate(after) for disc in stack}
        moved = [disc for disc in was if now.get(disc) != was[disc]]
        found.append((moved[0], was[moved[0]], now[moved[0]]) if len(moved) == 1 else (None, -1, -1))
    return found


def _hantow_drawings(text: str) -> list[Move]:
    """A README's drawings only: rows of three pegs (``+++|+++``, a disc of size k drawn as k '+' each side of the
    '|'), each drawing ending in a row of X; the first drawing is the start, each next one a move."""
    states = []
    for block in re.split(r"^X+ +X+ +X+ *$", text, flags=re.MULTILINE)[:-1]:
        rows = [row for row in block.split("\n") if "|" in row]
        centres = [match.start() for match in re.finditer(r"\|", rows[0])]
        stacks: list[list[int]] = [[] for _ in centres]
        for row in reversed(rows):
            for match in re.finditer(r"(\+*)\|", row):
                peg = min(range(len(centres)), key=lambda index: abs(centres[index] - (match.end() - 1)))
                if match.group(1):
                    stacks[peg].append(len(match.group(1)))
        states.append(stacks)
    return _state_moves(states)


def _tr_table_column(text: str, column: int) -> list[Move]:
    """A comment's table of moves in columns, one row a step: ``1-\t1->2\t\t1->3\t\t\t1->3`` (disc->tower, towers
    1-3), one column per number of discs; a column's moves are read down the rows until it ends."""
    steps = []
    for row in re.findall(r"^\d+-\s+(.*)$", text, re.MULTILINE):
        pairs = re.findall(r"(\d)->(\d)", row)
        if len(pairs) > column:
            steps.append((int(pairs[column][0]), int(pairs[column][1]) - 1))
    return _by_disc(steps)


def _quixbugs_case(text: str) -> list[Move]:
    """A test case line ``[[height, start, end], [[1, 2], [1, 3], ...]]``: the pairs are the moves (pegs from 1)."""
    return [(None, a - 1, b - 1) for a, b in json.loads(text)[1]]


# wave 8: helpers of the readers of sources collected and measured before any change to the reader
_FR_AXES = {"axe_gauche": 0, "axe_central": 1, "axe_droit": 2}
_DA_THINGS = {"Lineal": 0, "Saks": 1, "Blyantspidser": 2, "A": 0, "B": 1, "C": 2}
_DA_COLOURS = {"GRÅ": 0, "SORT": 1, "GUL": 2}
_GREEK_CAPITALS = {"Α": 0, "Β": 1, "Γ": 2}  # alpha, beta, gamma (U+0391, U+0392, U+0393), not Latin letters
_XYZ = {"X": 0, "Y": 1, "Z": 2}
_ORG_AUX_DST = {"org": 0, "aux": 1, "dst": 2}
_SAD = {"S": 0, "A": 1, "D": 2}  # source, auxiliary, destination: the A of these texts is the middle peg


def _pec_states(text: str) -> list[Move]:
    """Only the three lists after each move, ``Pec 1: [6, 5, 4, 3, 2, 1] `` (bottom first), the first the start."""
    blocks = re.findall(r"^Pec 1: \[(.*)\] \nPec 2: \[(.*)\] \nPec 3: \[(.*)\]$", text, re.MULTILINE)
    return _state_moves([[[int(d) for d in stack.split(", ") if d] for stack in block] for block in blocks])

def _asp_moves(text: str) -> list[Move]:
    """An answer set's atoms ``move(6,b,1)``: disc, target peg (a-c) and time step, in any order; disc 1 is the
    LARGEST (the encoding puts a number only on larger numbers), so size = n + 1 - number; no source is named."""
    atoms = sorted((int(t), int(d), peg) for d, peg, t in re.findall(r"move\((\d+),([a-c]),(\d+)\)", text))
    discs = max((d for _, d, _ in atoms), default=0)
    return _by_disc([(discs + 1 - d, ord(peg) - 97) for _, d, peg in atoms])

def _ja_run_line(text: str, discs: int) -> list[Move]:
    """The run result under '[実行結果(円盤の枚数が3の場合)]' (for 3 discs): 'a -> b a -> c ...' on one line."""
    line = text.split(f"[実行結果(円盤の枚数が{discs}の場合)]\n", 1)[1].split("\n", 1)[0]
    return [(None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"([a-c]) -> ([a-c])", line)]

# wave 9: helpers of the readers of model replies collected and measured before any change to the reader
def _answer_tag_moves(text: str) -> list[Move]:
    """A reasoning-gym reply: the last ``<answer>`` block (to ``</answer>`` or the end; the whole reply when it has
    none) holds the answer, 'Move disk 3 from Peg 4 to Peg 2' (or 'disk3 ... Peg4') a line, pegs from 1.  Moves named
    in the reasoning before the block, or in an earlier block, are not the answer."""
    if "<answer>" in text:
        text = text.rsplit("<answer>", 1)[1].split("</answer>", 1)[0]
    found = re.findall(r"Move disk ?(\d+) from Peg ?(\d+) to Peg ?(\d+)", text)
    return [(int(d), int(a) - 1, int(b) - 1) for d, a, b in found]


def _last_moves_list(text: str) -> list[Move]:
    """The final answer 'moves = [[1, 0, 2], ...]' (or 'moves=[[1,0,2],...]'): the last such list of the reply (after
    a ``</think>`` block if there is one), read to its closing bracket; triples are disc, from, to (pegs from 0)."""
    text = text.rsplit("</think>", 1)[-1]
    starts = list(re.finditer(r"moves\s*=\s*\[", text))
    if not starts:
        return []
    rest, depth, end = text[starts[-1].end() - 1 :], 0, 0
    while end < len(rest):
        depth += {"[": 1, "]": -1}.get(rest[end], 0)
        end += 1
        if depth == 0:
            break
    triples = re.findall(r"\[\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\]", rest[:end])
    return [(int(d), int(a), int(b)) for d, a, b in triples]


def _csv_rows(text: str) -> list[Move]:
    """A CSV answer: after the last header 'disk_id,from_peg,to_peg', one 'disk,from,to' row a move (pegs from 0),
    to the first line that is no row once rows have begun (a code fence, a sentence)."""
    rows: list[Move] = []
    for line in text.rsplit("</think>", 1)[-1].rsplit("disk_id,from_peg,to_peg", 1)[-1].split("\n")[1:]:
        row = re.match(r"^\s*(\d+),(\d+),(\d+)\s*$", line)
        if row:
            rows.append((int(row[1]), int(row[2]), int(row[3])))
        elif rows:
            break
    return rows


def _csv_state_rows(text: str) -> list[Move]:
    """A CSV answer with the state after each move: after the last header 'move_id,from_peg,to_peg,peg0,peg1,peg2',
    rows 'id,from,to,...' (no disc; pegs from 0).  As the prompt defines, a row whose id is not the next one is a
    correction: it replaces the move of that id and every move after it.  The state columns are not read."""
    found: list[Move] = []
    for line in text.rsplit("</think>", 1)[-1].rsplit("move_id,from_peg,to_peg", 1)[-1].split("\n")[1:]:
        row = re.match(r"^\s*(\d+),(\d+),(\d+),", line)
        if row:
            found = [*found[: int(row[1]) - 1], (None, int(row[2]), int(row[3]))]
        elif found:
            break
    return found


# wave 10: helpers of the readers of answers collected and measured before any change to the reader (held out whole)
def _abc(peg: str) -> int:
    """A peg named by a letter of 'abc' or 'xyz' (either case), from 0."""
    return "abc".find(peg.lower()) if peg.lower() in "abc" else "xyz".find(peg.lower())


def _disc_to(steps: list[tuple[int, int]], discs: int, start: int = 0) -> list[Move]:
    """Moves written as (disc, target) only: the source is where the replay has the disc (the tower on ``start``);
    a disc not on top is caught by :func:`first_error` (the disc named is not the top one)."""
    where = dict.fromkeys(range(1, discs + 1), start)
    found: list[Move] = []
    for disc, target in steps:
        found.append((disc, where.get(disc, -1), target))
        where[disc] = target
    return found


def _regex_moves(
    pattern: str, disc: int | None = 1, source: int = 2, target: int = 3, peg: Callable[[str], int] = _abc,
) -> Callable[[str], list[Move]]:
    """A reader of one regular expression (MULTILINE): the groups of the disc (None: none), source and target."""

    def read(text: str) -> list[Move]:
        return [(int(m[disc]) if disc else None, peg(m[source]), peg(m[target]))
                for m in re.finditer(pattern, text, re.MULTILINE)]

    return read


def _digit(peg: str) -> int:
    return int(peg) - 1


_FA_PEG_WORDS = {"Avali": 0, "komaki": 1, "Akhari": 2}  # Persian in Latin letters: first, helper, last


# wave 11: helpers of the readers of replies, transcripts and logs collected before any change (held out whole)
def _player_turns(text: str) -> list[Move]:
    """A TextArena game transcript: each '[Player 0] ...' turn, up to the environment's '[GAME]' line, makes one
    move: the last bracketed action in it ('[A C]', after a sentence or on a line of its own), else the bare
    'A C' the turn is.  The '[GAME] Player 0 moved disk from A to C' lines restate the move and are not read,
    nor is the prompt's example '[A C]' (it is in no turn)."""
    found: list[Move] = []
    for turn in re.findall(r"^\[Player 0\] (.*?)(?=^\[GAME\])", text, re.MULTILINE | re.DOTALL):
        bracketed = re.findall(r"\[([A-C]),? ([A-C])\]", turn)
        bare = re.fullmatch(r"([A-C]) ([A-C])\s*", turn)
        pair = bracketed[-1] if bracketed else (bare.groups() if bare else ("", ""))
        found.append((None, _abc(pair[0]), _abc(pair[1])) if all(pair) else (None, -1, -1))
    return found


_ZH_PEGS = {"SOURCE": 0, "AUX": 1, "TARGET": 2}


def _zh_second_attempt(text: str) -> list[Move]:
    """A Chinese tutorial's two attempts at 2 discs (SOURCE, AUX, TARGET): the first bullet ends on AUX and is
    given up; the last bullet is the answer.  Its sentences name the disc by words (这个圆盘 / 最小的圆盘: disc 1,
    第二个圆盘: disc 2) and the target (移动到TARGET); the sentence saying the first attempt 并未成功 (did not
    work) names a move that is not made.  The source is where the disc is."""
    last = text.rsplit("\n- ", 1)[1]
    steps: list[tuple[int, int]] = []
    for sentence in last.split("。"):
        target = re.search(r"移动到(SOURCE|AUX|TARGET)", sentence)
        if "并未成功" in sentence or not target:
            continue
        disc = 2 if "第二个圆盘" in sentence else 1
        steps.append((disc, _ZH_PEGS[target[1]]))
    return _disc_to(steps, 2)
def _ru_peredvinut(text: str) -> list[Move]:
    """'Передвинуть диск номер 1 на стержень 2' (the smallest disc: its target only, the source where the replay
    has it) and 'Передвинуть диск 2 со стержня 1 на стержень 3' (disc, source, target); pegs from 1."""
    where: dict[int, int] = {}
    found: list[Move] = []
    pattern = r"^Передвинуть диск (?:номер 1 на стержень (\d)|(\d+) со стержня (\d) на стержень (\d))$"
    for m in re.finditer(pattern, text, re.MULTILINE):
        disc, source, target = (1, where.get(1, 0), int(m[1]) - 1) if m[1] else (
            int(m[2]), int(m[3]) - 1, int(m[4]) - 1)
        where[disc] = target
        found.append((disc, source, target))
    return found



def _last_of_runs(moves: list[Move]) -> list[Move]:
    """Runs for 1, 2, 3, ... discs printed one after another with no separator (1, 3, 7, ... moves):
    the last run, the answer for the most discs."""
    start, size = 0, 1
    while start + size < len(moves):
        start, size = start + size, 2 * size + 1
    return moves[start:]

_LCR_WORDS = {"left": 0, "centre": 1, "right": 2}
_PT_ROLES = {"ORIGEM": 0, "AUXILIAR": 1, "DESTINO": 2}
_KO_SIZE = {"작은": 1, "큰": 2}  # the small and the large disc of a 2-disc answer

_SX_CENTRO = {"sx": 0, "centro": 1, "destra": 2}


# wave 11, "more" (helper v11more): helpers of the readers of planner plans and logs, states and judge pages
def _pddl_objects(actions: list[tuple[str, str, str]], start: int = 0) -> list[Move]:
    """PDDL Hanoi actions ``(disc, from, to)`` whose objects are discs ``d1``, ``d2``, ... (d1 the smallest) and
    pegs ``peg1``-``peg3``: the disc moved is the first argument; it goes onto ``to``, a peg (that peg) or a disc
    (the peg that disc is on, followed here from the start peg).  ``from`` is not needed: the source is the peg
    the replay has the disc on."""
    where: dict[int, int] = {}
    found: list[Move] = []
    for disc_name, _, to in actions:
        disc = int(disc_name[1:])
        source = where.get(disc, start)
        target = int(to[3:]) - 1 if to.startswith("peg") else where.get(int(to[1:]), start)
        found.append((disc, source, target))
        where[disc] = target
    return found


def _pddl_reader(pattern: str, start: int = 0) -> Callable[[str], list[Move]]:
    """A reader of plan lines matched by ``pattern`` (groups: disc, from, to), read by :func:`_pddl_objects`."""
    return lambda text: _pddl_objects(re.findall(pattern, text, re.MULTILINE), start)


def _pddlgym_trajectory(text: str) -> list[Move]:
    """A PDDLGym trajectory (JSON): each step's ``ground_action`` 'move(d1:default, d2:default, peg3:default)'."""
    actions = [re.fullmatch(r"move\((d\d+):default, (\w+):default, (\w+):default\)", step["ground_action"])
               for step in json.loads(text)]
    return _pddl_objects([(m[1], m[2], m[3]) if m else ("d0", "", "peg0") for m in actions])


def _fortran_stack_rows(text: str) -> list[Move]:
    """Stacks printed as rows ('  3  2  1  0', one a peg, bottom first, zero-padded), a dashed rule after each
    state; the moves are the differences of successive states."""
    blocks = [block for block in text.split("-----------------------\n") if re.match(r"^ *\d", block)]
    states = [[[int(v) for v in row.split() if v != "0"] for row in block.splitlines()[:3]] for block in blocks]
    return _state_moves(states)


def _jutge_rod_contents(text: str) -> list[Move]:
    """'A: 2 1 B: C: -------------------- A: 2 B: 1 C: ...' after the sample's 'Output' line: each state lists
    the discs of rods A, B, C bottom first; the moves are the differences of successive states."""
    sample = text.rsplit("\nOutput\n", 1)[1]
    states = []
    for part in sample.split("-" * 20):
        rods = re.fullmatch(r"\s*A:([\d ]*)B:([\d ]*)C:([\d ]*)", part)
        states.append([[int(v) for v in rod.split()] for rod in rods.groups()] if rods else [])
    return _state_moves(states)


# wave 12 (helper v12a): helpers of the readers of agent logs and reasoning-model outputs
def _last_moves_block(text: str) -> list[Move]:
    """The last complete 'moves = [[disk, from, to], ...]' block of a reply (pegs from 0), '#' comments dropped;
    a block that is not a list of triples (a program's 'moves = []') is skipped."""
    found: list[Move] = []
    for match in re.finditer(r"moves\s*=\s*\[", text):
        start = text.index("[", match.start())
        depth = 0
        for end in range(start, len(text)):
            depth += {"[": 1, "]": -1}.get(text[end], 0)
            if depth == 0:
                break
        block = re.sub(r"#[^\n]*", "", text[start:end + 1])
        triples = re.findall(r"\[\s*(\d+)\s*,\s*(\d)\s*,\s*(\d)\s*\]", block)
        if triples:
            found = [(int(d), int(a), int(b)) for d, a, b in triples]
    return found


def _after_think(text: str) -> str:
    """What a reasoning model wrote after its last '</think>' (nothing when the output stops inside it)."""
    return text.rsplit("</think>", 1)[1] if "</think>" in text else ""


_LMR_PADDED = {"left": 0, "middle": 1, "right": 2}
_SEVEN_PEGS = {"S": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "D": 6}  # S, A1-A5, D
_XYZ = {"X": 0, "Y": 1, "Z": 2}
_SDA = {"S": 0, "A": 1, "D": 2}  # Source, Auxiliary, Destination


# wave 12, "programs, judges, planners and prose" (helper v12b): helpers of its readers (held out whole)
_START_FINISH = {"start": 0, "middle": 1, "finish": 2}


def _sml_string_moves(text: str) -> list[Move]:
    """The Poly/ML toplevel's 'val it =' string literal: moves 'Move disk from A to C' between \\n escapes."""
    literal = text.split('val it =\n   "', 1)[1].split('":', 1)[0]
    found: list[Move] = []
    for item in literal.split("\\n"):
        move = re.fullmatch(r"Move disk from ([A-C]) to ([A-C])", item)
        if move:
            found.append((None, _abc(move[1]), _abc(move[2])))
        elif item:
            found.append((None, -1, -1))
    return found


def _junit_three_disks(text: str) -> list[Move]:
    """The flattened peg numbers of the test 'withThreeDisks': 'Arrays.asList(1, 3, 1, 2, ...)', two a move."""
    block = text.split("withThreeDisks()", 1)[1].split("Arrays.asList(", 1)[1].split("), s.leftToRight", 1)[0]
    pegs = [int(peg) - 1 for peg in re.findall(r"\d", block)]
    return [(None, pegs[i], pegs[i + 1]) for i in range(0, len(pegs), 2)]


def _comma_pairs(text: str) -> list[Move]:
    """'13,12,32,': each move is the source and target peg (1-3) and a comma, all on one line."""
    return [(None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"([1-3])([1-3]),", text)]


_POTEAU = {"depart": 0, "intermediaire": 1, "fin": 2}


def _poteaux(text: str) -> list[Move]:
    """A French solver's prose: 'Poteau source         : poteau de depart (a gauche)' then 'Poteau de
    destination : poteau de fin (a droite)' for each move (the drawings between them are not read)."""
    pairs = re.findall(r"^Poteau source +: poteau (?:de )?(depart|intermediaire|fin) .*\n"
                       r"Poteau de destination : poteau (?:de )?(depart|intermediaire|fin) ", text, re.MULTILINE)
    return [(None, _POTEAU[a], _POTEAU[b]) for a, b in pairs]


_FINGLISH = {"Avali": 0, "komaki": 1, "Akhari": 2}


def _fcc_es_list(text: str) -> list[Move]:
    """The Spanish test text 'towerOfHanoi(3, "A", "B", "C") debe devolver [["A", "B"], ...]': its list only."""
    listed = text.split('towerOfHanoi(3, "A", "B", "C") debe devolver ', 1)[1].split("]]", 1)[0]
    return [(None, _abc(a), _abc(b)) for a, b in re.findall(r'\[ ?"([A-C])", ?"([A-C])"\]?', listed)]


# wave 13 (collector w13a): helpers of the readers of sources collected and measured before any change
def _lisp_move_disk(text: str, start: int) -> list[Move]:
    """A Lisp planner's plan steps '(MOVE-DISK D1 D2 P3)': the disc, the object it leaves, the object it lands on
    (a peg P1-P3, or a disc standing for the peg that disc is on); every disc starts on peg ``start``."""
    where: dict[str, int] = {}
    found: list[Move] = []
    for disc, _left, landed in re.findall(r"\(MOVE-DISK (D\d+) (\w+) (\w+)\)", text):
        source = where.get(disc, start)
        target = int(landed[1:]) - 1 if landed.startswith("P") else where.get(landed, start)
        found.append((int(disc[1:]), source, target))
        where[disc] = target
    return found


def _object_moves(triples: list[tuple[str, str, str]], start: int = 0) -> list[Move]:
    """Planner actions (disc, the object it leaves, the object it lands on) with discs named by a word and a
    number ('disc1', 'D1') and pegs 'peg1'-'peg3' (any case): a disc landed on stands for the peg it is on,
    followed here from the tower on peg ``start``."""
    where: dict[int, int] = {}
    found: list[Move] = []
    for disc_name, _left, landed in triples:
        disc = int(re.sub(r"\D", "", disc_name))
        number = int(re.sub(r"\D", "", landed))
        target = number - 1 if landed.lower().startswith("peg") else where.get(number, start)
        found.append((disc, where.get(disc, start), target))
        where[disc] = target
    return found


# wave 14 (collector w14a): planners' plans and logs, ASP solver runs, model-written excerpts (held out whole)
_PL_RODS = {"x": 0, "y": 1, "z": 2}
_SLOT_WORDS = {"left": 0, "middle": 1, "right": 2}
_SLOR_DISCS = {"s": 1, "l": 2, "xl": 3}


def _przesun(text: str, moved_last: bool) -> list[Move]:
    """'(przesun y z k2 k1)' / '(przesun-na-pusty x y k1)': from rod, to rod (x, y, z), then one or two discs; the
    disc moved is the last of them (``moved_last``: the larger one, under it, comes first) or the first."""
    found: list[Move] = []
    for source, target, discs in re.findall(r"^\(przesun(?:-na-pusty)? ([xyz]) ([xyz])((?: k\d+)+)\)$", text, re.M):
        names = discs.split()
        found.append((int((names[-1] if moved_last else names[0])[1:]), _PL_RODS[source], _PL_RODS[target]))
    return found


def _hand_actions(text: str) -> list[Move]:
    """'(unstack s l)', '(pick-up xl left)', then '(put-down s right)' or '(stack s l)': a disc taken up and put
    down is one move; its target is the stack named, or the stack the disc it is put on stands on."""
    where = dict.fromkeys(_SLOR_DISCS.values(), 0)
    found: list[Move] = []
    held = 0
    for verb, obj, place in re.findall(r"^\((pick-up|unstack|put-down|stack) (\w+) (\w+)\)$", text, re.M):
        disc = _SLOR_DISCS[obj]
        if verb in ("pick-up", "unstack"):
            held = disc
            continue
        target = _SLOT_WORDS[place] if verb == "put-down" else where[_SLOR_DISCS[place]]
        found.append((held, where[held], target))
        where[held] = target
    return found


def _jmay_moves(text: str) -> list[Move]:
    """'(move_to_pillar disc1 peg3 peg1 disc2)': disc, target peg, source peg; '(move_to_disc disc1 disc2 peg2 peg3
    peg3)': disc, the disc it lands on, target peg, source peg; '(make_smaller ...)' moves nothing."""
    found: list[Move] = []
    for verb, args in re.findall(r"^\((move_to_pillar|move_to_disc) ([^)]*)\)$", text, re.M):
        a = args.split()
        pegs = (a[2], a[1]) if verb == "move_to_pillar" else (a[3], a[2])
        found.append((int(a[0][4:]), int(pegs[0][3:]) - 1, int(pegs[1][3:]) - 1))
    return found


def _nemotron_prose(text: str) -> list[Move]:
    """'... the optimal solution is to move the smallest disk to the middle tower, then the next smallest disk to
    the third tower, ...': one clause a move, the disc by its size word (smallest 1, next smallest 2)."""
    prose = text.split("The optimal solution is to ", 1)[1].split(".", 1)[0]
    steps = re.findall(r"the (smallest|next smallest) disk to the (first|middle|third) tower", prose)
    return _disc_to([(1 if size == "smallest" else 2, {"first": 0, "middle": 1, "third": 2}[peg])
                     for size, peg in steps], 3)


def _kxyz_moves(text: str) -> list[Move]:
    """'(move k1 k2 z)': the disc k1..kn, the object it leaves, the object it lands on: a peg x, y, z or a disc
    (standing for the peg that disc is on), followed here from the tower on x."""
    where: dict[str, int] = {}
    found: list[Move] = []
    for disc, _left, landed in re.findall(r"^\(move (k\d+) (\w+) (\w+)\)$", text, re.M):
        target = _PL_RODS[landed] if landed in _PL_RODS else where.get(landed, 0)
        found.append((int(disc[1:]), where.get(disc, 0), target))
        where[disc] = target
    return found
# wave 14 (second collector): helpers of the readers of program runs collected before any change (held out whole)
def _bracket_list(body: str) -> list[int]:
    """The discs of one printed Python list's body ('3, 2, 1', bottom first; '' for an empty peg)."""
    return [int(d) for d in body.split(",") if d.strip()]


def _three_list_rows(text: str) -> list[Move]:
    """Only the three pegs' lists after each move, one row each ('[5, 4, 3, 2] [] [1] '); the start (the tower
    on the first peg) is not printed, so it is put before the first row."""
    rows = [[_bracket_list(a), _bracket_list(b), _bracket_list(c)]
            for a, b, c in re.findall(r"^\[([\d, ]*)\] \[([\d, ]*)\] \[([\d, ]*)\] $", text, re.M)]
    if not rows:
        return []
    discs = sorted((d for row in rows[:1] for stack in row for d in stack), reverse=True)
    return _state_moves([[discs, [], []], *rows])


def _rods_dict_states(text: str) -> list[Move]:
    """The rods' dict printed before the first move and after each one: "{'A': [4, 3], 'B': [1], 'C': [2]}"."""
    return _state_moves([[_bracket_list(a), _bracket_list(b), _bracket_list(c)] for a, b, c in re.findall(
        r"^\{'A': \[([\d, ]*)\], 'B': \[([\d, ]*)\], 'C': \[([\d, ]*)\]\}", text, re.M)])


_RRWT_PEGS = {"source": 0, "auxilliary": 1, "destination": 2}
_LCR_WORDS = {"left": 0, "centre": 1, "right": 2}
_PT_ROLES = {"ORIGEM": 0, "AUXILIAR": 1, "DESTINO": 2}


# wave 16: helpers of the readers of state traces collected before any change (held out whole)
def _nested_state_lists(text: str) -> list[Move]:
    """Only the lines that are a Python list of the three pegs' lists, '[[2, 1], [], [0]]' (bottom first, discs
    numbered from 0, the smallest 0): the first the start, each later one the state after a move."""
    states = [[[int(d) + 1 for d in stack.split(",") if d.strip()]
               for stack in re.findall(r"\[([\d, ]*)\]", line[1:-1])]
              for line in re.findall(r"^\[\[.*\]\]$", text, re.M)]
    return _state_moves(states)


def _plus_drawings(text: str) -> list[Move]:
    """Drawings of three pegs, each a column 21 wide where a disc of size k is 2k - 1 '+' (top row first), each
    drawing closed by a dashed rule: the first the start, each later one the state after a move."""
    states = []
    for block in text.split("-" * 73)[:-1]:
        rows = [row for row in block.split("\n") if row.strip(" ") or len(row) == 63]
        stacks: list[list[int]] = [[], [], []]
        for row in reversed(rows):
            for peg in range(3):
                width = row[21 * peg:21 * peg + 21].count("+")
                if width:
                    stacks[peg].append((width + 1) // 2)
        states.append(stacks)
    return _state_moves(states)


# wave 17: helpers of the readers of sources collected in the fourteenth session before any change (held out whole)
_ID_PAKU = {"pertama": 0, "kedua": 1, "ketiga": 2}  # Indonesian: the first, second, third nail (peg)


def _stack_line_blocks(text: str) -> list[Move]:
    """Blocks of three lines, one a tower ('3 2 1 ' bottom first, or 'Empty stack.'), each closed by a row of
    dashes; the same state is often printed twice (on entry to a call and after a move): a repeat is no move."""
    states: list[list[list[int]]] = []
    for block in text.split("----------------------")[:-1]:
        lines = [line for line in block.split("\n")
                 if line.strip() == "Empty stack." or (re.fullmatch(r"[\d ]+", line) and line.strip())][-3:]
        state = [[] if line.strip() == "Empty stack." else [int(d) for d in line.split()] for line in lines]
        if not states or state != states[-1]:
            states.append(state)
    return _state_moves(states)


def _krazek_states(text: str) -> list[Move]:
    """'move number k' then 'A = [...]', 'B = [...]', 'C = [...]' after each move, the discs named 'Krążek0' (the
    largest, at the bottom) to 'Krążek<n-1>' (the smallest); the start (all on A) is not printed."""
    rows = re.findall(r"^A = \[(.*)\]\nB = \[(.*)\]\nC = \[(.*)\]$", text, re.M)
    names = [[int(d) for d in re.findall(r"Krążek(\d+)", peg)] for row in rows for peg in row]
    discs = 1 + max((d for peg in names for d in peg), default=-1)
    states = [[[discs - d for d in peg] for peg in names[i:i + 3]] for i in range(0, len(names), 3)]
    return _state_moves([[list(range(discs, 0, -1)), [], []], *states])


def _a_string_pole_rows(text: str) -> list[Move]:
    """Rows of three Python lists of strings, "['aaa', 'aa'] ['a'] []" (a disc of size k written as k letters a,
    bottom first), read as the states of three fixed poles in printed order; a row equal to the one before it is no
    move."""
    states: list[list[list[int]]] = []
    for row in re.findall(r"^\[([a', ]*)\] \[([a', ]*)\] \[([a', ]*)\]$", text, re.M):
        state = [[len(disc) for disc in re.findall(r"'(a+)'", pole)] for pole in row]
        if not states or state != states[-1]:
            states.append(state)
    return _state_moves(states)


def _rods_dict_distinct_states(text: str) -> list[Move]:
    """The rods' dict printed on entry to every call ("{'A': [6, 5], 'B': [1], 'C': [2]}"), the same state often
    printed again; a state equal to the one before it is no move, and two states with more than one disc moved
    between them are an impossible move."""
    states: list[list[list[int]]] = []
    for a, b, c in re.findall(r"^\{'A': \[([\d, ]*)\], 'B': \[([\d, ]*)\], 'C': \[([\d, ]*)\]\}$", text, re.M):
        state = [_bracket_list(a), _bracket_list(b), _bracket_list(c)]
        if not states or state != states[-1]:
            states.append(state)
    return _state_moves(states)


def _posts_rows(text: str) -> list[Move]:
    """Rows of the three pegs' lists printed after each move ('[4, 3, 2] [1] []', bottom first), the start not
    printed (the tower on the first peg is put before the first row); a row equal to the one before it (the final
    state printed again at the end) is no move."""
    rows = [[_bracket_list(a), _bracket_list(b), _bracket_list(c)]
            for a, b, c in re.findall(r"^\[([\d, ]*)\] \[([\d, ]*)\] \[([\d, ]*)\]$", text, re.M)]
    if not rows:
        return []
    states = [[sorted((d for stack in rows[0] for d in stack), reverse=True), [], []]]
    for row in rows:
        if row != states[-1]:
            states.append(row)
    return _state_moves(states)


# wave 18: helpers of the readers of sources no earlier wave used (collected in the fifteenth session, held out whole)
def _tool_call_lines(text: str) -> list[Move]:
    """A demo's simulated tool calls, one a line: 'hanoi_move(0 -> 2): {...}' and 'hanoi_step([0,1]): {...}' (pegs
    from 0); the calls that read the state ('hanoi_get_legal_moves()') move nothing."""
    return [(None, int(a or c), int(b or d)) for a, b, c, d in
            re.findall(r"^hanoi_(?:move\((\d) -> (\d)\)|step\(\[(\d),(\d)\]\))", text, re.M)]


def _named_pegs_or_none(names: dict[str, int]) -> Callable[[str], int]:
    """A peg named by one of ``names``; any other name (a program's garbled peg) is no peg (-1)."""
    return lambda peg: names.get(peg.strip(), -1)


def _last_dashed_run(text: str) -> str:
    """The last of runs printed one after another with a rule of dashes between them."""
    return re.split(r"^-{5,}$", text, flags=re.M)[-1]



def _asp_put_atoms(text: str) -> list[Move]:
    """The first answer set of an ASP encoding whose objects 1-4 are pegs and 5, 6, ... discs (the larger the number,
    the smaller the disc): 'put(T,M,N)' puts disc N on object M at time T; 'on0(N,M)' gives the start."""
    first = text.split("\n", 1)[0]
    below = {int(n): int(m) for n, m in re.findall(r"on0\((\d+),(\d+)\)", first)}
    largest = max(int(d) for d in re.findall(r"disk\((\d+)\)", first))

    def peg(obj: int) -> int:
        return obj - 1 if obj < 5 else peg(below[obj])

    found: list[Move] = []
    for _, m, n in sorted((int(t), int(m), int(n)) for t, m, n in re.findall(r"put\((\d+),(\d+),(\d+)\)", first)):
        found.append((largest + 1 - n, peg(n), peg(m)))
        below[n] = m
    return found


def _labelled_list_states(text: str, labels: tuple[str, str, str], top_first: bool) -> list[Move]:
    """States printed as three labelled lists, one a line ('A: [2, 3]'), a state a block of three lines; the
    moves between successive states."""
    a, b, c = (re.escape(label) for label in labels)
    states = []
    for block in re.findall(rf"^{a}: \[([\d, ]*)\]\n{b}: \[([\d, ]*)\]\n{c}: \[([\d, ]*)\]$", text, re.M):
        stacks = [[int(d) for d in re.findall(r"\d+", peg)] for peg in block]
        states.append([stack[::-1] if top_first else stack for stack in stacks])
    return _state_moves(states)


def _tower_rows_states(text: str) -> list[Move]:
    """States printed as rows 'TA | 3 2 1' (bottom first) for TA, TB, TC; the moves between successive states."""
    states = [[[int(d) for d in peg.split()] for peg in block]
              for block in re.findall(r"^TA \|(.*)\n.*\nTB \|(.*)\n.*\nTC \|(.*)$", text, re.M)]
    return _state_moves(states)


def _column_rows_states(text: str, discs: int) -> list[Move]:
    """States drawn as columns under ' A | B | C' and a rule: ``discs`` rows '| 2|   |1', the top row first."""
    states = []
    for block in re.split(r"^-{5,}$", text, flags=re.M)[1:]:
        rows = re.findall(r"^\| (.)\| (.) \|(.?)$", block, re.M)[:discs]
        states.append([[int(row[k]) for row in reversed(rows) if row[k].strip()] for k in range(3)])
    return _state_moves(states)


def _html_li_states(text: str) -> list[Move]:
    """A README's HTML table of states, each cell a numbered list of three items '<li>- 4 3 2</li>' (a tower, bottom
    first; '- ' alone is empty), the cells in order; the moves between successive states."""
    items = re.findall(r"<li>-\s*([\d ]*?)\s*(?:<br>)?</li>", text)
    states = [[[int(d) for d in item.split()] for item in items[k:k + 3]] for k in range(0, len(items) - 2, 3)]
    return _state_moves(states)


def _turn_rows_states(text: str) -> list[Move]:
    """'Turn: 3' then three rows, a tower each, bottom first ('3\t2\t1', '-' when empty); the moves between turns."""
    states = [[[int(d) for d in row.split("\t") if d.strip() not in ("", "-")] for row in block]
              for block in re.findall(r"^Turn: \d+\n(.*)\n(.*)\n(.*)$", text, re.M)]
    return _state_moves(states)


# wave 20: helpers of readers written for sources no earlier wave used (held out whole)
def _w20_two_char_column_rows(text: str) -> list[Move]:
    """States drawn as rows of three two-character cells (' 3' a disc, '  ' none), the top row first, each state
    closed by a line of seven dashes; the moves between successive states."""
    states = []
    for block in re.split(r"^-------$", text, flags=re.M)[:-1]:
        rows = [row.ljust(6) for row in block.strip("\n").split("\n")[-4:]]
        states.append([[int(row[2 * k + 1]) for row in reversed(rows) if row[2 * k + 1].strip()] for k in range(3)])
    return _state_moves(states)


def _w20_start_then_list_rows(text: str) -> list[Move]:
    """'start: [3, 2, 1], [], []' then the three pegs' lists after each move, one row each ('[3, 2] [] [1]',
    bottom first); the moves between successive states."""
    lists = r"\[([\d, ]*)\]"
    states = [[[int(d) for d in re.findall(r"\d+", peg)] for peg in row]
              for row in re.findall(rf"(?:^|start: ){lists},? {lists},? {lists}$", text, re.M)]
    return _state_moves(states)


def _w20_titled_list_blocks(text: str, discs: int) -> list[Move]:
    """'Tower of Hanoi' then three lines, the lists of pegs A, B, C after a move ('[6, 5, 4, 3, 2]', bottom first);
    the start is the tower on A; the moves between successive states."""
    lists = r"\[([\d, ]*)\]"
    states = [[list(range(discs, 0, -1)), [], []]]
    states += [[[int(d) for d in re.findall(r"\d+", peg)] for peg in block]
               for block in re.findall(rf"^Tower of Hanoi\n{lists}\n{lists}\n{lists}$", text, re.M)]
    return _state_moves(states)


def _w20_nested_list_lines(text: str) -> list[Move]:
    """Lines that are one Python list of the three pegs' lists, '[[1], [4, 3, 2], []]' (bottom first), the first
    the start; the moves between successive states."""
    lists = r"\[([\d, ]*)\]"
    states = [[[int(d) for d in re.findall(r"\d+", peg)] for peg in row]
              for row in re.findall(rf"^\[{lists}, {lists}, {lists}\]$", text, re.M)]
    return _state_moves(states)


def _w20_lista_rows(text: str) -> list[Move]:
    """'Estado inicial lista 1: [3, 2, 1]' then a row a move, 'LISTA 1: [3, 2], LISTA 2: [], LISTA 3: [1]' (bottom
    first); the moves between successive states."""
    lists = r"\[([\d, ]*)\]"
    first = re.search(rf"^Estado inicial lista 1: {lists}$", text, re.M)
    states = [[[int(d) for d in re.findall(r"\d+", first[1])] if first else [], [], []]]
    states += [[[int(d) for d in re.findall(r"\d+", peg)] for peg in row]
               for row in re.findall(rf"^LISTA 1: {lists}, LISTA 2: {lists}, LISTA 3: {lists}$", text, re.M)]
    return _state_moves(states)


def _w20_start_and_end_stacks(text: str) -> list[Move]:
    """'disk_stack : [3, 2, 1]' (the start on the first peg), then the three stacks at the end, 'disk_stack : [...]',
    'through_stack : [...]', 'to_stack : [...]' (bottom first): the only states given; the moves between them."""
    lists = r"\[([\d, ]*)\]"
    found = [[int(d) for d in re.findall(r"\d+", body)]
             for body in re.findall(rf"^(?:.*: )?(?:disk|through|to)_stack : {lists}$", text, re.M)]
    if len(found) != 4:
        return []
    return _state_moves([[found[0], [], []], found[1:]])


# wave 21 (held out whole): helpers of the readers of sources no earlier wave used, measured with the reader of
# 7616a4b before any change
def _w21_checked_states(states: list[list[list[int]]]) -> list[Move]:
    """The moves between successive written states (each a list of stacks, bottom first), where a state must be the
    one before with exactly one disc taken off the top of its peg and put on top of another: a state that is not
    (a disc written under a larger one, a disc on two pegs, more than one disc moved) is an impossible move
    (peg -1), so that the first wrong state is the first error."""
    found: list[Move] = []
    for before, after in itertools.pairwise(states):
        was = {disc: peg for peg, stack in enumerate(before) for disc in stack}
        now = {disc: peg for peg, stack in enumerate(after) for disc in stack}
        moved = [disc for disc in was if now.get(disc) != was[disc]]
        if len(moved) != 1 or not before[was[moved[0]]] or before[was[moved[0]]][-1] != moved[0]:
            found.append((None, -1, -1))
            continue
        disc, source, target = moved[0], was[moved[0]], now[moved[0]]
        expected = [list(stack) for stack in before]
        expected[target].append(expected[source].pop())
        found.append((disc, source, target) if expected == after else (None, -1, -1))
    return found


def _w21_space_list_rows(text: str) -> list[list[list[int]]]:
    """The rows that are three printed lists separated by spaces, '[3, 2] [] [1]' or '[3] [2,1] []' (bottom first)."""
    return [[_bracket_list(a), _bracket_list(b), _bracket_list(c)]
            for a, b, c in re.findall(r"^ *\[([\d, ]*)\] \[([\d, ]*)\] \[([\d, ]*)\] *$", text, re.M)]


def _w21_llm_readme_states(text: str) -> list[Move]:
    """The rows of three lists in the README's '**Output:**' block, the first the start; the written states checked."""
    block = text.split("**Output:**\n```\n", 1)[1].split("```", 1)[0]
    return _w21_checked_states(_w21_space_list_rows(block))


def _w21_docstring_three_block(text: str) -> list[Move]:
    """The docstring block '3 -> 7' (its rows of three lists, bottom first, after each move; the start, the tower on
    the first peg, is not written); the written states checked."""
    block = text.split("3 -> 7", 1)[1].split('"""', 1)[0]
    return _w21_checked_states([[[3, 2, 1], [], []], *_w21_space_list_rows(block)])


def _w21_stapel_game(text: str) -> list[Move]:
    """A game typed at a prompt: 'Nächster Zug? 1 3' (stack from, stack to, from 1); a turn the game refuses (the
    next line 'Fehler! ...') moves nothing and is left out."""
    found: list[Move] = []
    for a, b, reply in re.findall(r"^Nächster Zug\? ([1-3]) ([1-3])\n(.*)$", text, re.M):
        if not reply.startswith("Fehler"):
            found.append((None, int(a) - 1, int(b) - 1))
    return found


def _w21_fcc_check4(text: str) -> list[Move]:
    """The string check4 = "[5, 4, 3, 2, 1] [] []\\n[5, 4, 3, 2] [] [1]\\n..." (escaped newlines): the states of
    5 discs, the first the start."""
    body = re.search(r'^check4 = "(.*)"$', text, re.M)
    return _w21_checked_states(_w21_space_list_rows(body.group(1).replace("\\n", "\n") if body else ""))


def _w21_third_dashed_block(text: str) -> list[Move]:
    """The third of the runs separated by lines of 90 '-' (hanoi_solver(4)): its rows of three lists, the start
    first."""
    return _w21_checked_states(_w21_space_list_rows(text.split("-" * 90 + "\n")[2]))


# wave 22 (held out whole): helpers of the readers of sources no earlier wave used, measured with the reader of
# bc2acd6 before any change
def _w22_solution_drawings(text: str) -> list[Move]:
    """A search's printed solution: the drawings after 'Solution is shown below:' to 'Total moves', one a state,
    rows top first of three columns ('2   0   |'), discs numbered from 0 (the smallest), '|' an empty place; the
    first drawing is the start; the written states checked."""
    body = text.split("Solution is shown below:", 1)[1].split("Total moves", 1)[0]
    states = []
    for block in re.split(r"\n\s*\n", body.strip()):
        rows = [row.split() for row in block.split("\n") if row.strip()]
        states.append([[int(row[c]) + 1 for row in reversed(rows) if row[c] != "|"] for c in range(3)])
    return _w21_checked_states(states)


def _w22_prolog_top_first_state_lines(text: str) -> list[Move]:
    """One state a line as Prolog writes a list of three lists, '[[2,3],[1],[]]', each list top first; the first line
    is the start; the written states checked."""
    rows = re.findall(r"^\[\[([\d,]*)\],\[([\d,]*)\],\[([\d,]*)\]\]$", text, re.M)
    return _w21_checked_states([[_bracket_list(stack)[::-1] for stack in row] for row in rows])

def _w22_three_list_lines(text: str) -> list[Move]:
    """A state as three lines, one printed list a peg ('[4, 3]', '[1]', '[2]', bottom first); the first is the start;
    the written states checked."""
    rows = re.findall(r"^\[([\d, ]*)\]\n\[([\d, ]*)\]\n\[([\d, ]*)\]$", text, re.M)
    return _w21_checked_states([[_bracket_list(stack) for stack in row] for row in rows])

def _w22_telingo_states(text: str) -> list[Move]:
    """telingo's answer: 'State 1:' blocks, each with one 'move(4,b)' (disc, target peg a-c) above its on/2 atoms; the
    encoding numbers discs from the LARGEST (disc n is the smallest on top), so size = n + 1 - number, n the number
    of discs in State 0; the source is where the replay has the disc."""
    answer = text.split("Answer: 1", 1)[1]
    discs = len(re.findall(r"on\(\d+,[a-c]\)", answer.split("State 1:", 1)[0]))
    steps = re.findall(r"^  move\((\d+),([a-c])\)$", answer, re.M)
    return _by_disc([(discs + 1 - int(d), ord(peg) - 97) for d, peg in steps])

def _w22_bracket_cell_drawings(text: str) -> list[Move]:
    """Drawings of the three towers, each a block of rows ending in the label row ' A   B   C ': a row is three cells of
    four characters, '[2] ' a disc and four spaces an empty place, the top row first; the first block is the start
    ('Baslangic durumu'), each later one follows 'Hareket N:'; the written states checked."""
    states = []
    for block in re.split(r"^ A   B   C $", text, flags=re.M)[:-1]:
        rows = [row for row in block.split("\n") if re.fullmatch(r"(\[\d+\] |    ){3}", row)]
        states.append([[int(cell.strip("[] ")) for row in reversed(rows) if (cell := row[4 * k : 4 * k + 4]).strip()]
                       for k in range(3)])
    return _w21_checked_states(states)


# wave 23 (c2): helpers of the readers of model replies, agent and game transcripts, planner and solver outputs no
# earlier wave used (held out whole), measured with the reader of commit ca5b23d before any change
_W23_SIZES = {"tiny": 1, "small": 2, "big": 3, "huge": 4}


def _w23_aspi_moves(text: str) -> list[Move]:
    """'move(tiny disk, middle peg)!' or 'move(tiny, middle)!': a disc named by its size word and the peg it goes to."""
    steps = re.findall(r"^move\((tiny|small|big|huge)(?: disk)?, (left|middle|right)(?: peg)?\)!$", text, re.M)
    return _disc_to([(_W23_SIZES[size], _LMR_LOWER[peg]) for size, peg in steps], 4)


def _w23_pddl_move_lines(text: str, where: dict[int, int]) -> list[Move]:
    """'(move d1 d2 peg3)': the disc, what it leaves, what it lands on (peg1-peg3, or a disc standing for its peg),
    followed here from ``where`` (each disc's peg at the start)."""
    where = dict(where)
    found: list[Move] = []
    for disc, _left, landed in re.findall(r"^\(move d(\d+) (\w+) (\w+)\)", text, re.M):
        target = int(landed[3:]) - 1 if landed.startswith("peg") else where.get(int(landed[1:]), -1)
        found.append((int(disc), where.get(int(disc), -1), target))
        where[int(disc)] = target
    return found


# wave 24 (c1): helpers of the readers of programs' and people's answers no earlier wave used (held out whole),
# measured with the reader of commit 4d45b4b before any change
def _w24_cell_drawings(text: str) -> list[Move]:
    """Drawings between rules '=========' (the first rule glued to the prompt): each a block of rows top first, a row
    three cells of three characters, '[2]' a disc and three spaces an empty place; the first drawing is the start;
    the written states checked."""
    states = []
    for block in re.split(r"=========\n", text)[1:]:
        rows = [row for row in block.split("\n") if re.fullmatch(r"(\[\d\]|   ){3}", row)]
        states.append([[int(cell[1]) for row in reversed(rows) if (cell := row[3 * k : 3 * k + 3]).strip()]
                       for k in range(3)])
    return _w21_checked_states(states)


# wave 24 (c2): helpers of the readers of model replies, agent tool results, planner and solver outputs no earlier
# wave used (held out whole), measured with the reader of commit 4d45b4b before any change
def _w24_clingo_move_atoms(text: str) -> list[Move]:
    """A clingo answer set as JSON strings, '"move(1,a,b,0)"' (disc, from, to, time step): the moves in the order of
    their time step, not of the atoms."""
    atoms = re.findall(r'"move\((\d+),([a-d]),([a-d]),(\d+)\)"', text)
    return [(int(d), _abc(a), _abc(b)) for d, a, b, _ in sorted(atoms, key=lambda atom: int(atom[3]))]


# wave 26 (c5): helpers of the readers of model replies and people's answers no earlier wave used (held out whole),
# measured with the reader of commit bacaef9 before any change
def _w26_c5_final_answer_json(text: str) -> list[Move]:
    """A benchmark report's last '## ... Final Answer' block: JSON objects '"disk": 1, "from_peg": "A", "to_peg": "B"'
    (on one line or one field a line), pegs A-D; the reasoning and the reply above the block are not read."""
    block = re.split(r"^## .*Final Answer$", text, flags=re.M)[-1]
    return [(int(d), ord(a) - 65, ord(b) - 65) for d, a, b in re.findall(
        r'"disk": (\d+),\s*"from_peg": "([A-D])",\s*"to_peg": "([A-D])"', block)]


def _w26_c5_arrow_list(text: str, before: str, after: str) -> list[Move]:
    """The comma-separated 'A→C' pairs between ``before`` and the next ``after`` (no disc named)."""
    span = text.split(before, 1)[1].split(after, 1)[0]
    return [(None, _abc(a), _abc(b)) for a, b in re.findall(r"([A-C])→([A-C])", span)]
# wave 26 (c4): helper of a reader of state lists printed without moves
def _w26_bare_list_states(text: str) -> list[Move]:
    """Blocks 'Stare ...:' then the three pegs' lists, one a line ('[3, 2]', '[]', '[1]'), each block closed by a
    row of '#': each state after the first is one move, from the peg that lost a disc to the peg that gained it."""
    states = [[[int(d) for d in re.findall(r"\d+", row)] for row in rows]
              for rows in re.findall(r"^Stare [^\n]*:\n(\[[^\n]*\])\n(\[[^\n]*\])\n(\[[^\n]*\])\n#+$", text, re.M)]
    found: list[Move] = []
    for before, after in itertools.pairwise(states):
        lost = [peg for peg in range(3) if len(after[peg]) < len(before[peg])]
        gained = [peg for peg in range(3) if len(after[peg]) > len(before[peg])]
        if len(lost) != 1 or len(gained) != 1:
            found.append((None, -1, -1))
            continue
        found.append((before[lost[0]][-1], lost[0], gained[0]))
    return found


# wave 27 (c1): helpers of the readers of test expectations, golden outputs and runs in rarer languages no earlier
# wave used (held out whole), measured with the reader of commit 6a285c3 before any change
_W27_LCR = {"left": 0, "centre": 1, "center": 1, "middle": 1, "right": 2}
_W27_ES = {"izquierda": 0, "centro": 1, "derecha": 2}


def _w27_lcr_state_blocks(text: str) -> list[Move]:
    """Blocks of three lines 'L 3 2 1' / 'C' / 'R 1' (each peg's discs, bottom first): the first block is the start,
    each later one the state after a move; the written states checked."""
    blocks = re.findall(r"^L((?: \d+)*)\nC((?: \d+)*)\nR((?: \d+)*)$", text, re.M)
    return _w21_checked_states([[[int(d) for d in peg.split()] for peg in block] for block in blocks])


def _w27_peg_bar_states(text: str) -> list[Move]:
    """Blocks of three lines 'A | 3 2 1 ' / 'B | ' / 'C | ' (each peg's discs, bottom first, maybe a space after):
    the first block is the start, each later one the state after a move; the written states checked."""
    blocks = re.findall(r"^A \|((?: \d+)*) ?\nB \|((?: \d+)*) ?\nC \|((?: \d+)*) ?$", text, re.M)
    return _w21_checked_states([[[int(d) for d in peg.split()] for peg in block] for block in blocks])


# wave 27 (c2): helpers of the readers of people's and models' answers written by hand (notes, comments, tests'
# expected answers, a mocked model reply), measured with the reader of commit 6a285c3 before any change
def _w27_c2_arrow_pairs(span: str) -> list[Move]:
    """Every 'A->C' or 'A -> C' pair in ``span`` (either case, no disc named), in order."""
    return [(None, _abc(a), _abc(b)) for a, b in re.findall(r"\b([A-Ca-c]) ?-> ?([A-Ca-c])\b", span)]


def _w27_c2_line(text: str, pattern: str) -> str:
    """The first group of the first line (MULTILINE) that ``pattern`` matches, or '' when none does."""
    found = re.search(pattern, text, re.MULTILINE)
    return found.group(1) if found else ""


def _w27_c2_digit_pairs(span: str) -> list[Move]:
    """Every '1->3' or '1 -> 3' pair in ``span`` (pegs 1-3, no disc named), in order."""
    return [(None, _digit(a), _digit(b)) for a, b in re.findall(r"\b([1-3]) ?-> ?([1-3])\b", span)]


_W27_C2_IT_DISCS = {"più piccolo": 1, "piccolo": 1, "medio": 2, "grande": 3}


def _w27_c2_letter_pairs(word_list: str) -> list[Move]:
    """Space-separated two-letter moves 'AC AB CB' (source then target peg, no disc named)."""
    return [(None, _abc(word[0]), _abc(word[1])) for word in word_list.split()]


# wave 28 (c28): helpers of the readers of program output and test expectations in rarer languages and layouts
# (held out whole), measured with the reader of commit a32cd26 before any change
_W28_LMR = {"left": 0, "middle": 1, "right": 2}


def _w28_line(text: str, pattern: str) -> str:
    """The first group of the first line (MULTILINE) that ``pattern`` matches, or '' when none does."""
    found = re.search(pattern, text, re.MULTILINE)
    return found.group(1) if found else ""


_W28_SHD = {"S": 0, "H": 1, "D": 2}
_W28_SAD = {"SRC": 0, "AUX": 1, "DEST": 2}


def _w28_tree_arrow_moves(text: str) -> list[Move]:
    """A call tree's moves 'hanoi(1) → move A → C' (no disc named) and 'move disk 2: A → B', in order."""
    return [(int(d) if d else None, _abc(a), _abc(b))
            for d, a, b in re.findall(r"move (?:disk (\d+): )?([A-C]) → ([A-C])", text)]


def _w28_top_first_state_lines(text: str) -> list[Move]:
    """Lines '-- [1,2] [] []' (three Haskell lists, each peg's discs top first): the first is the start, each later
    one the state after a move; the written states checked."""
    rows = re.findall(r"^-- \[([\d,]*)\] \[([\d,]*)\] \[([\d,]*)\]$", text, re.M)
    return _w21_checked_states([[[int(d) for d in peg.split(",") if d][::-1] for peg in row] for row in rows])

# wave 28 (c28b): a helper of the readers of models' replies and people's notes in rarer languages
def _arrow_moves_w28b(span: str) -> list[Move]:
    """Every 'A\u2192C' pair in ``span`` (no disc named), in order."""
    return [(None, _abc(a), _abc(b)) for a, b in re.findall(r"\b([A-C])\u2192([A-C])\b", span)]


# wave 29 (c1): helpers of the readers of teaching notes, quiz explanations and program runs with states
_W29_C1_FHT = {"from": 0, "helper": 1, "to": 2}
_W29_C1_ZH_ORDINAL = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5}


def _w29_c1_zh_ordinal_moves(text: str) -> list[Move]:
    """Lines '> 挪动第一个盘子从from到helper' (the disc as a Chinese ordinal, pegs from, helper, to)."""
    return [(_W29_C1_ZH_ORDINAL[d], _W29_C1_FHT[a], _W29_C1_FHT[b]) for d, a, b in re.findall(
        r"^> 挪动第(一|二|三|四|五)个盘子从(from|helper|to)到(from|helper|to)$", text, re.MULTILINE)]


def _w29_c1_column_states(text: str) -> list[Move]:
    """Blocks of columns headed 'Start:', 'Move 1:' ... with rows 'A[3,2,1]', 'B[]', 'C[]' (each peg bottom first):
    the start, then the state after each move; a 'Final:' column repeats the last state and is not a move. The
    written states are checked (:func:`_w21_checked_states`)."""
    states: list[list[list[int]]] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        heads = re.findall(r"(Start|Move \d+|Final):", line)
        if not heads or i + 3 >= len(lines):
            continue
        rows = [re.findall(rf"{peg}\[([\d,]*)\]", lines[i + 1 + k]) for k, peg in enumerate("ABC")]
        for col, head in enumerate(heads):
            if head != "Final" and all(col < len(row) for row in rows):
                states.append([[int(d) for d in row[col].split(",") if d] for row in rows])
    return _w21_checked_states(states)


# wave 31 (c2): helpers of the readers of notebooks' stored outputs, judges' samples and rarer languages' runs
def _w31_tab_list_rows(text: str) -> list[Move]:
    """A notebook's JSON text list of rows '"[2, 1]\\t\\t[]\\t\\t[0]\\n",' (three Python lists joined by two
    escaped tabs; discs numbered from 0, the smallest 0, bottom first): the start row first, then one row a move."""
    rows = [[[int(d) + 1 for d in _bracket_list(body)] for body in (a, b, c)] for a, b, c in re.findall(
        r'^ +"\[([\d, ]*)\]\\t\\t\[([\d, ]*)\]\\t\\t\[([\d, ]*)\]\\n",?$', text, re.MULTILINE)]
    return _state_moves(rows)


def _w31_node_states(text: str) -> list[Move]:
    """A search's path printed as '"<Node HanoiState: 5 4 3 2 | 1 | >\\n",' (the three pegs' discs, bottom first,
    split by '|'), the start state first; one state after each move."""
    states = [[[int(d) for d in peg.split()] for peg in body.split("|")]
              for body in re.findall(r'^ +"<Node HanoiState: (.*)>\\n",?$', text, re.MULTILINE)]
    return _state_moves(states)


def _w31_state_strings(text: str) -> list[Move]:
    """A printed Python list of state strings '"[\'AAAA\', \'BAAA\', ...]\\n",' (one letter a disc, the smallest
    disc's peg first), the first state first: each next string changes one disc's letter (one move)."""
    states = re.findall(r"'([A-C]+)'", _w28_line(text, r'^ +"(\[\'[A-C]+\'.*\])\\n",?$'))
    found: list[Move] = []
    for before, after in itertools.pairwise(states):
        changed = [index for index, (was, now) in enumerate(zip(before, after, strict=True)) if was != now]
        found.append((changed[0] + 1, _abc(before[changed[0]]), _abc(after[changed[0]])) if len(changed) == 1
                     else (None, -1, -1))
    return found


# wave 32 (c1): helpers of the readers of model replies as evaluators and write-ups keep them
def _w32_last_table_disk_peg_arrow(text: str) -> list[Move]:
    """A reply's markdown tables of rows '| 1    | Disk 1: Peg 0 → Peg 2 |' (pegs from 0): when the reply stops
    ('Wait, let me reconsider ...') and writes the table again, the last table (the last run of '|' lines) is
    its answer."""
    blocks: list[list[str]] = []
    previous_is_row = False
    for line in text.splitlines():
        is_row = line.startswith("|")
        if is_row and not previous_is_row:
            blocks.append([])
        if is_row:
            blocks[-1].append(line)
        previous_is_row = is_row
    rows = blocks[-1] if blocks else []
    return [(int(d), int(a), int(b)) for d, a, b in (
        re.fullmatch(r"\| \d+ +\| Disk (\d+): Peg (\d) \u2192 Peg (\d) \|", row).groups()  # type: ignore[union-attr]
        for row in rows if re.fullmatch(r"\| \d+ +\| Disk (\d+): Peg (\d) \u2192 Peg (\d) \|", row))]


def _w32_korgym_record(text: str) -> list[Move]:
    """One JSONL record of KORGym's Tower of Hanoi game (four columns, discs 'a' (smallest) to 'e'): the graded
    answer is the record's "action" string, moves '('a', 4)' (a disc and the column 1-4 it goes to; either quote);
    the "current_state" list gives each column's discs top first ('b,d', 'null' when empty).  The source of a
    move is the column the replay has the disc on (-1 when it is on none)."""
    record = json.loads(text)
    where = {disc: column for column, stack in enumerate(record["current_state"]) if stack != "null"
             for disc in stack.split(",")}
    found: list[Move] = []
    for disc, column in re.findall(r"\(\s*['\"]([a-e])['\"]\s*,\s*(\d+)\s*\)", record["action"]):
        found.append((ord(disc) - 96, where.get(disc, -1), int(column) - 1))
        where[disc] = int(column) - 1
    return found


def _w32_rg_best_model_answer(text: str) -> list[Move]:
    """A reasoning-gym evaluation result file (JSON): the graded answer of its one result is "best_model_answer",
    lines 'Move disk 1 from Peg 4 to Peg 2' (pegs 1-4); the question's format line and "expected_answer" (the
    reference solution) are not the model's answer."""
    answer = json.loads(text)["results"][0]["best_model_answer"]
    return [(int(d), int(a) - 1, int(b) - 1)
            for d, a, b in re.findall(r"^Move disk (\d+) from Peg (\d) to Peg (\d)$", answer, re.MULTILINE)]


# wave 32 (c2): helpers of the readers of program runs, comments and outputs in rarer languages
_W32_C2_ARROW_DRAWINGS = {  # each drawn line as an arrow shows it: (from, to), pegs 1-3 as 0-2
    "1     2 <- 3": (2, 1), "1 <--2---- 3": (2, 0), "1 <- 2     3": (1, 0),
    "1 ----2--> 3": (0, 2), "1  -> 2    3": (0, 1),
}


def _w32_c2_arrow_drawings(text: str) -> list[Move]:
    """Lines drawing one move as an arrow over the pegs '1 2 3' ('1 <--2---- 3': from 3 to 1, the arrowhead at the
    peg it goes to), between two ' =========== ' rules; no disc named."""
    return [(None, *_W32_C2_ARROW_DRAWINGS[line]) for line in text.splitlines() if line in _W32_C2_ARROW_DRAWINGS]


def _w32_c2_digit_row_blocks(text: str) -> list[Move]:
    """Blocks of rows 'x y z' (the three poles' discs at one height, the top row first, 0 for none), one block a
    state, the start first; an 'Allowed' line before each later block. Each pole's stack is read bottom first."""
    blocks: list[list[list[int]]] = []
    previous_is_row = False
    for line in text.splitlines():
        row = re.fullmatch(r"(\d+) (\d+) (\d+)", line)
        if row and not previous_is_row:
            blocks.append([])
        if row:
            blocks[-1].append([int(cell) for cell in row.groups()])
        previous_is_row = bool(row)
    states = [[[rows[height][pole] for height in range(len(rows) - 1, -1, -1) if rows[height][pole]]
               for pole in range(3)] for rows in blocks]
    return _state_moves(states)



# wave 33 (c2): helpers of the readers of runs in rarer human languages and scripts
def _w33_c2_disc_to_target(text: str) -> list[Move]:
    """Lines '1번 원반을 C기둥으로 옮깁니다.' (Korean: move disc d to pillar X) that name the disc and its target only:
    the source is the pillar that disc is on, tracked from the tower on A."""
    where: dict[int, int] = {}
    found: list[Move] = []
    for disc, target in re.findall(r"^(\d+)번 원반을 ([A-C])기둥으로 옮깁니다\.$", text, re.MULTILINE):
        source = where.get(int(disc), 0)
        found.append((int(disc), source, _abc(target)))
        where[int(disc)] = _abc(target)
    return found

READERS: dict[str, Callable[[str], list[Move]]] = {
    "thealgorithms-java": lambda text: [
        (int(d), int(s) - 1, int(t) - 1) for d, s, t in re.findall(r'"Move (\d+) from Pole(\d) to Pole(\d)"', text)
    ],
    "dart-sample-output": lambda text: [
        (None, *_letters(a, b)) for a, b in re.findall(r"Move Disk from Rod-([A-Z]) (?:->|to) Rod-([A-Z])", text)
    ],
    "go-sample-output": lambda text: [
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"Shifting disk from rod (\d) to rod (\d)", text)
    ],
    "typescript-sample-output": lambda text: [
        (None, _LMR[a], _LMR[b]) for a, b in re.findall(r"Move Disk from (\w+) to (\w+)\.", text)
    ],
    "t-towers-sample-output": lambda text: [
        (int(d), int(s) - 1, int(t) - 1) for d, s, t in re.findall(r"Move (\d+)th disc from T(\d) to T(\d)", text)
    ],
    "shift-example": lambda text: [
        (_ORDINALS[d], *_letters(a, b)) for d, a, b in re.findall(r"Shift (\w+) disk from '(\w)' to '(\w)'", text)
    ],
    "aspbench-report": _aspbench,
    # "1. Move A from left to middle", "1. A: left -> middle", "1. A: left \u2192 middle"
    "letter-disc-lmr": lambda text: [
        (ord(d) - 64, _LMR_LOWER[a], _LMR_LOWER[b])
        for d, a, b in re.findall(
            r"^\d+\.\s+(?:Move )?([A-Z])(?: from|:) (left|middle|right) (?:to|->|\u2192) (left|middle|right)\b",
            text,
            re.MULTILINE,
        )
    ],
    "sexpr-lmr": lambda text: [  # "(move A middle left)"
        (ord(d) - 64, _LMR_LOWER[a], _LMR_LOWER[b])
        for d, a, b in re.findall(r"\(move ([A-Z]) (left|middle|right) (left|middle|right)\)", text)
    ],
    "paren-disk-colon": lambda text: [  # "1.  (Disk A): L \u2192 R"
        (ord(d) - 64, _TABLE_PEG[a.lower()], _TABLE_PEG[b.lower()])
        for d, a, b in re.findall(r"^\d+\.\s+\(Disk ([A-E])\): ([LMR]) \u2192 ([LMR])$", text, re.MULTILINE)
    ],
    # a reply that corrects itself in tables, then ends with its answer: "15. A: R -> M"
    "final-disc-colon-list": lambda text: [
        (ord(d) - 64, _TABLE_PEG[a.lower()], _TABLE_PEG[b.lower()])
        for d, a, b in re.findall(r"^\d+\.\s+([A-E]): ([LMR]) -> ([LMR])$", text, re.MULTILINE)
    ],
    "move-disk-n-from-to": lambda text: [  # "Move disk 1 from rod A to rod C", "move disc 2 from A to B"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"[Mm]ove [Dd]is[ck] (\d+) from (?:rod )?([A-C]) to (?:rod )?([A-C])", text)
    ],
    # Rosetta Code outputs, one reader a shape of line
    "rosetta-disk-n-numbers": lambda text: [  # "Move disk 1 from peg 1 to peg 3", "... from pole 1 to pole 3"
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"Move dis[ck] (\d+) from (?:peg|pole) (\d) to (?:peg|pole) (\d)", text, re.I)
    ],
    # "Move disc from pole 1 to pole 3", "MOVE DISK FROM 1 TO 2", "1:  1 TO 3"
    "rosetta-no-disc-numbers": lambda text: [
        (None, int(a) - 1, int(b) - 1)
        for a, b in re.findall(
            r"(?:move +(?:top +)?dis[ck] +(?:from|on) +(?:pole=? *|peg +)?|^\d+: +)(\d) +to +(?:pole=? *|peg +)?(\d)",
            text,
            re.IGNORECASE | re.MULTILINE,
        )
    ],
    "rosetta-named-poles": lambda text: [  # "Move top disk from pole START to pole HELPER."
        (None, _NAMED[a], _NAMED[b])
        for a, b in re.findall(r"from pole (START|HELPER|END) to pole (START|HELPER|END)", text)
    ],
    "arrow-letters": lambda text: [  # "A->B"
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C])->([A-C])$", text, re.MULTILINE)
    ],
    "arrow-words": lambda text: [  # "left -> mid", "middle -> right"
        (None, _WORD_PEG[a], _WORD_PEG[b])
        for a, b in re.findall(r"^ *(left|mid|middle|right) -> (left|mid|middle|right)$", text, re.MULTILINE)
    ],
    "disc-n-tower-numbers": lambda text: [  # "1. move disc 1 from tower 1 to tower 2:"
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"move disc (\d+) from tower (\d) to tower (\d)", text)
    ],
    "disk-n-lcr": lambda text: [  # "Move disk 1 from L to M", "... from L to C" (C: the centre)
        (int(d), _LCR[a], _LCR[b]) for d, a, b in re.findall(r"Move disk (\d+) from ([LCMR]) to ([LCMR])\b", text)
    ],
    "disk-n-peg-letters": lambda text: [  # "' Move disk 1 from peg A to peg C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Move disk (\d+) from peg ([A-C]) to peg ([A-C])", text)
    ],
    "move-from-to-numbers": lambda text: [  # "Move from 1 to 3.", "Move 1 to 3", "Move disk from  1 to  3"
        (None, int(a) - 1, int(b) - 1)
        for a, b in re.findall(r"^Move (?:(?:a )?dis[ck] )?(?:from +)?(\d) +to +(\d)", text, re.MULTILINE)
    ],
    "arrow-numbers": lambda text: [  # "1->3", "1 -> 3,", "move 1 ---> 3"
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"\b([1-3]) *(?:-+>|\u2192) *([1-3])\b", text)
    ],
    "arrow-letters-spaced": lambda text: [  # "# A -> C"
        (None, *_letters(a, b)) for a, b in re.findall(r"\b([A-C]) -> ([A-C])\b", text)
    ],
    "arrow-words-anywhere": lambda text: [  # "| 2 | 3 | left -> right |"
        (None, _WORD_PEG[a], _WORD_PEG[b]) for a, b in re.findall(r"\b(left|mid|right) -> (left|mid|right)\b", text)
    ],
    "move-disk-from-letters": lambda text: [  # "Move disk from A to B"
        (None, *_letters(a, b)) for a, b in re.findall(r"Move disk from ([A-C]) to ([A-C])", text)
    ],
    "move-n-from-lcr": lambda text: [  # "MOVE 1 FROM L TO R" (C: the centre)
        (int(d), _LCR[a], _LCR[b]) for d, a, b in re.findall(r"MOVE (\d) FROM ([LCR]) TO ([LCR])", text)
    ],
    "move-a-disk-words": lambda text: [  # "I move a disk from Left to Center"
        (None, _CENTRE[a], _CENTRE[b])
        for a, b in re.findall(r"move a disk from (Left|Center|Right) to (Left|Center|Right)", text)
    ],
    "pairs-0based": lambda text: [  # J: "0 2"
        (None, int(a), int(b)) for a, b in re.findall(r"^([0-2]) ([0-2])$", text, re.MULTILINE)
    ],
    "k-disc-colon-arrow": lambda text: [  # K: "1:1->3" (disc:from->to)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"^(\d):(\d)->(\d)$", text, re.MULTILINE)
    ],
    "lambdatalk-bars": lambda text: [  # "> move == from A to B": the disc drawn as a bar of its size
        (len(d), *_letters(a, b)) for d, a, b in re.findall(r"> move (=+) from ([A-C]) to ([A-C])", text)
    ],
    "tower-letters": lambda text: [  # "Move disk from tower A to tower B."
        (None, *_letters(a, b)) for a, b in re.findall(r"Move disk from tower ([A-C]) to tower ([A-C])", text)
    ],
    "plate-tower": lambda text: [  # "Move plate 1 from tower 1 to tower 3"
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"Move plate (\d) from tower (\d) to tower (\d)", text)
    ],
    "peg-to-peg": lambda text: [  # "peg 1 to peg 3"
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"^peg (\d) to peg (\d)$", text, re.MULTILINE)
    ],
    "move-disk-n-from-num": lambda text: [  # Nim: "Move disk 1 from 1 to 3"
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"Move disk (\d) from (\d) to (\d)", text)
    ],
    "phix-words-colon": lambda text: [  # Phix: "left to right:   | 3 2" then the pegs
        (None, _WORD_PEG[a], _WORD_PEG[b])
        for a, b in re.findall(r"^(left|middle|right) to (left|middle|right):", text, re.MULTILINE)
    ],
    "disk-n-pole-words": lambda text: [  # Picat: "Move disk 1 from pole left to pole center"
        (int(d), _POLE_WORD[a], _POLE_WORD[b])
        for d, a, b in re.findall(r"Move disk (\d) from pole (left|center|right) to pole (left|center|right)", text)
    ],
    "plate-peg-words": lambda text: [  # PureBasic: "Move the plate from Left Peg to Middle Peg"
        (None, _WORD_PEG[a.lower()], _WORD_PEG[b.lower()])
        for a, b in re.findall(r"Move the plate from (Left|Middle|Right) Peg to (Left|Middle|Right) Peg", text)
    ],
    "move-from-letters-spaced": lambda text: [  # Red: "Move from  A  to  C"
        (None, *_letters(a, b)) for a, b in re.findall(r"Move from +([A-C]) +to +([A-C])", text)
    ],
    "rexx-tower-arrow": lambda text: [  # REXX: "step 1:  move disk on tower 1 ───► 3"
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"move disk on tower (\d) \u2500+\u25ba (\d)", text)
    ],
    "rpl-stack": lambda text: [  # RPL's stack: '7: "1 → 3"' (level 7 the oldest, the first move)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r'^\d+: "(\d) \u2192 (\d)"$', text, re.MULTILINE)
    ],
    "ruby-from-to-state": lambda text: [  # "Move disk from 0 to 1 : [[5, 4, 3, 2], [1], []]" (pegs from 0)
        (None, int(a), int(b)) for a, b in re.findall(r"Move disk from (\d) to (\d) :", text)
    ],
    "scheme-brackets": lambda text: [  # "Move[A, B]"
        (None, *_letters(a, b)) for a, b in re.findall(r"Move\[([A-C]), ([A-C])\]", text)
    ],
    "move-disc-from-letters": lambda text: [  # "1: Move disc from A to B", "1: move from A to B"
        (None, *_letters(a, b)) for a, b in re.findall(r"[Mm]ove (?:disc )?from ([A-C]) to ([A-C])", text)
    ],
    "arrow-start-end": lambda text: [  # "start -> middle"
        (None, _START_END[a], _START_END[b])
        for a, b in re.findall(r"^(start|middle|end) -> (start|middle|end)$", text, re.M)
    ],
    "peg-colon-numbers": lambda text: [  # VTL-2: "Move disk from peg: 1 to peg: 3"
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"from peg: (\d) to peg: (\d)", text)
    ],
    "from-word-peg-to-word-peg": lambda text: [  # XPL0: "Move from left peg to right peg."
        (None, _POLE_WORD[a], _POLE_WORD[b])
        for a, b in re.findall(r"Move from (left|center|right) peg to (left|center|right) peg", text)
    ],
    "tower-letters-any": lambda text: [  # "Move disk from tower A to tower C"
        (None, *_letters(a, b)) for a, b in re.findall(r"from tower ([A-C]) to tower ([A-C])", text)
    ],
    "mover-disco": lambda text: [  # Spanish: "Mover disco 1 de A a C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Mover disco (\d) de ([A-C]) a ([A-C])", text)
    ],
    "deplacer-disque": lambda text: [  # French: "Déplacer le disque 1 de A vers B", "... de A à C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"D\u00e9placer le disque (\d) de ([A-C]) (?:vers|\u00e0) ([A-C])", text)
    ],
    "bewege-scheibe": lambda text: [  # German: "Bewege Scheibe 1 von A nach C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Bewege Scheibe (\d) von ([A-C]) nach ([A-C])", text)
    ],
    "move-ring-n": lambda text: [  # "Move ring 1 from A to C", "Step 1: Move ring 1 from A \u2192 C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Move ring (\d) from ([A-C]) (?:to|\u2192) ([A-C])", text)
    ],
    "lisp-ring-words": lambda text: [  # "(MOVE RING 1 FROM PEG ONE TO PEG TWO)"
        (int(d), _NUMBER_WORD[a], _NUMBER_WORD[b])
        for d, a, b in re.findall(r"MOVE RING (\d) FROM PEG (ONE|TWO|THREE) TO PEG (ONE|TWO|THREE)", text)
    ],
    "step-move-disk": lambda text: [  # "Step 1: Move disk 1 from A to C" (also "Disk", and after tree drawing)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Step \d+: Move [Dd]isk (\d) from ([A-C]) to ([A-C])", text)
    ],
    "move-top-disk-lower": lambda text: [  # "* Move top disk from a to b"
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"[Mm]ove top disk from ([a-c]) to ([a-c])", text)
    ],
    "planner-actions": _planner_actions,
    "markdown-table": _markdown_table,
    "numbered-lmr": _numbered_lmr,
    "quoted-move-disk-peg": lambda text: [  # 'Move disk 1 from Peg 3 to Peg 2'
        (int(d), int(s) - 1, int(t) - 1) for d, s, t in re.findall(r"'Move disk (\d+) from Peg (\d) to Peg (\d)'", text)
    ],
    # sources added for issue 30, each read by its own pattern
    "ko-wonban": lambda text: [  # Korean: "원반 1을 A에서 C로 이동", "원반 2을(를) A에서 B로 이동"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"원반 (\d)[을를](?:\(를\))? ([A-C])에서 ([A-C])로 이동", text)
    ],
    "ko-call-trace": lambda text: [  # only the printed lines: "출력: 원반 1을 A에서 C로 이동!"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"출력: 원반 (\d)[을를] ([A-C])에서 ([A-C])로 이동", text)
    ],
    "zh-measure-word": lambda text: [  # Chinese: "第 1 个盘从 A 到 C" (lines of output, not the format strings)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^第 (\d) 个盘从 ([A-C]) 到 ([A-C])$", text, re.MULTILINE)
    ],
    "fr-disque-lower": lambda text: [  # French, no verb: "disque 1 de a vers c"
        (int(d), ord(a) - 97, ord(b) - 97) for d, a, b in re.findall(r"disque (\d) de ([a-c]) vers ([a-c])", text)
    ],
    "pt-mova": lambda text: [  # Portuguese: "mova o disco 1 da torre A para a torre C."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"mova o disco (\d) da torre ([A-C]) para a torre ([A-C])", text)
    ],
    "id-langkah": lambda text: [  # Indonesian: "LANGKAH 1: Pindahkan cakram 1 dari A ke C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"LANGKAH \d+: Pindahkan cakram (\d) dari ([A-C]) ke ([A-C])", text)
    ],
    "id-table": lambda text: [  # "| 1       | Cakram 1: A ke C             | [3, 2] ..."
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^\| \d+ +\| Cakram (\d): ([A-C]) ke ([A-C])", text, re.M)
    ],
    "id-sample": lambda text: [  # "Langkah 1: Pindahkan cakram 1 dari A ke C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Pindahkan cakram (\d) dari ([A-C]) ke ([A-C])", text)
    ],
    "cpp-comment": lambda text: [  # "move disc 1 A to c ACB": the target in either case, then the call's pegs
        (int(d), *_letters(a, b.upper()))
        for d, a, b in re.findall(r"move disc (\d) ([A-C]) to ([A-Ca-c]) [A-C]{3}", text)
    ],
    "vi-steps": lambda text: [  # Vietnamese: "Bước 1: Di chuyển đĩa 1: A -> C     A=[3,2] ..."
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Bước \d+: Di chuyển đĩa (\d): ([A-C]) -> ([A-C])", text)
    ],
    "vi-tree": lambda text: [  # "|-- di chuyển đĩa 2: A->B" (the calls' own pegs are no moves)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"di chuyển đĩa (\d): ([A-C])->([A-C])", text)
    ],
    "vi-list": lambda text: [  # "- Di chuyển đĩa 1 từ A sang C." (not "Di chuyển 2 đĩa từ A sang B": two discs)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Di chuyển đĩa (\d) từ ([A-C]) sang ([A-C])", text)
    ],
    "fr-deplacer": lambda text: [  # "Déplacer disque 1 de A vers C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"D\u00e9placer disque (\d) de ([A-C]) vers ([A-C])", text)
    ],
    "fr-mouvements": lambda text: [  # the numbered list after the trace: "1. Deplacer disque 1 de A vers C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^\d+\. Deplacer disque (\d) de ([A-C]) vers ([A-C])$", text, re.MULTILINE)
    ],
    "fr-drawings": lambda text: [  # "Apres mouvement 1 (1: A->C) :"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Apres mouvement \d+ \((\d): ([A-C])->([A-C])\)", text)
    ],
    "ts-escaped": lambda text: [  # "Move disk 1 from A -> C\\nMove disk 2 ..." in one string
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Move disk (\d) from ([A-C]) -> ([A-C])", text)
    ],
    "peg-underscore-pairs": lambda text: [  # '("peg_0", "peg_2")'
        (None, int(a), int(b)) for a, b in re.findall(r'\("peg_(\d)", "peg_(\d)"\)', text)
    ],
    "it-sposta": lambda text: [  # Italian: "Sposta il disco 1 da A a C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Sposta il disco (\d) da ([A-C]) a ([A-C])", text)
    ],
    "tr-numarali": lambda text: [  # Turkish: "1 numaralı diski 1. çubuktan 3. çubuğa taşı" (pegs numbered from 1)
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"(\d) numaralı diski (\d)\. çubuktan (\d)\. çubuğa taşı", text)
    ],
    "haskell-tuples": lambda text: [  # "[(1,A,B),(2,A,C),(1,B,C)]"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"\((\d),([A-C]),([A-C])\)", text)
    ],
    "es-mueve": lambda text: [  # Spanish: "Mueve el disco 1 de A a C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Mueve el disco (\d) de ([A-C]) a ([A-C])", text)
    ],
    "lean-md": lambda text: [  # a Lean tactic a move: "md a b," (top disc from tower a to tower b)
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"^  md ([a-c]) ([a-c]),$", text, re.MULTILINE)
    ],
    "ja-enban": lambda text: [  # Japanese: "円盤1をAからCに移動"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"円盤(\d)を([A-C])から([A-C])に移動", text)
    ],
    "lcr-to-words": lambda text: [  # "left to right", "center to left": a line each, no verb, no disc
        (None, _POLE_WORD[a], _POLE_WORD[b])
        for a, b in re.findall(r"^(left|center|right) to (left|center|right)$", text, re.MULTILINE)
    ],
    "move-disk-lower-dot": lambda text: [  # "move disk 1 from A to C." (not "move disk n from A to C")
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^move disk (\d+) from ([A-C]) to ([A-C])\.$", text, re.MULTILINE)
    ],
    "ru-peremestit": lambda text: [  # Russian: "Переместить диск 1 с A на C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Переместить диск (\d+) с ([A-C]) на ([A-C])", text)
    ],
    "numbered-arrow-letters": lambda text: [  # "1. A \u2192 C"
        (None, *_letters(a, b)) for a, b in re.findall(r"^\d+\. ([A-C]) \u2192 ([A-C])", text, re.MULTILINE)
    ],
    "agent-move-disk": lambda text: [  # "3. agent_1: move disk A from right to middle"
        (ord(d) - 64, _WORD_PEG[a], _WORD_PEG[b])
        for d, a, b in re.findall(r"agent_\d+: move disk ([A-T]) from (left|middle|right) to (left|middle|right)", text)
    ],
    "mover-disco-pt": lambda text: [  # Portuguese: "Mover disco 1 de A para C", "Mova o disco 1 ..."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"(?:Mover|Mova o|Move) disco (\d+) de ([A-C]) para ([A-C])", text)
    ],
    "haste-objects": lambda text: [  # '{ movimento: 1, descricao: "Mover disco 1 da Haste A para a Haste C" }'
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r'descricao: "Mover disco (\d+) da Haste ([A-C]) para a Haste ([A-C])"', text)
    ],
    "moving-disk-quoted": lambda text: [  # "'Moving disk 1 from A to C'"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"'Moving disk (\d+) from ([A-C]) to ([A-C])'", text)
    ],
    "schijf-nl": lambda text: [  # Dutch: "Schijf 1 van A naar C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Schijf (\d+) van ([A-C]) naar ([A-C])", text)
    ],
    # wave 5: sources collected and measured before any change to the reader, each read by its own pattern
    "pairs-1based": lambda text: [  # an online judge's sample output: "1 3" a line (towers from 1), no count
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"^([1-3]) ([1-3])$", text, re.MULTILINE)
    ],
    "nested-pairs-1based": lambda text: [  # "[ [1,2], [1,3], [2,3] ]"
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"\[([1-3]),([1-3])\]", text)
    ],
    "vi-chuyen-coc": lambda text: [  # Vietnamese: "Chuyển đĩa 1 từ cọc A sang cọc B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Chuyển đĩa (\d+) từ cọc ([A-C]) sang cọc ([A-C])", text)
    ],
    "double-dash-arrow": lambda text: [  # "A-->C" at the start of a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C])-->([A-C])", text, re.MULTILINE)
    ],
    "double-dash-arrow-lower": lambda text: [  # "a-->c" alone on its line
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"^([a-c])-->([a-c])$", text, re.MULTILINE)
    ],
    "ko-beon-gidung": lambda text: [  # Korean: "1번 원판을 1번 기둥에서 3번 기둥으로 이동" (pegs from 1)
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"(\d)번 원판을 (\d)번 기둥에서 (\d)번 기둥으로 이동", text)
    ],
    "arrow-run": _arrow_run,
    "stack-trace-move-disk": lambda text: [  # "pop → n=1: MOVE disk 1: A → C" (not the MOVE(A→C) pushed ahead)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"MOVE disk (\d): ([A-C]) → ([A-C])", text)
    ],
    "move-top-disk-peg": lambda text: [  # "1. Move top disk from peg A to peg C. "
        (None, *_letters(a, b)) for a, b in re.findall(r"Move top disk from peg ([A-C]) to peg ([A-C])", text)
    ],
    "ja-disk-kara-he": lambda text: [  # Japanese: "ディスク 1 を A から Cへ移動"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"ディスク (\d+) を ([A-C]) から ([A-C])へ移動", text)
    ],
    "size-word-discs": lambda text: _by_disc(  # "move smallest disc to C, medium disc to B, ...", "medium to C"
        [
            (_SIZE_WORDS[size.lower()], ord(peg) - 65)
            for size, peg in re.findall(r"\b(smallest|small|medium|largest|large)(?: disc)? to ([A-D])\b", text, re.I)
        ]
    ),
    "next-smallest-towers": lambda text: _by_disc(  # "the next smallest disk to the third tower"
        [
            (2 if size == "next smallest" else 1, _TOWER_WORDS[tower])
            for size, tower in re.findall(r"the (smallest|next smallest) disk to the (first|middle|third) tower", text)
        ]
    ),
    "move-disk-post": lambda text: [  # "Move a disk from post A to post B"
        (None, *_letters(a, b)) for a, b in re.findall(r"Move a disk from post ([A-C]) to post ([A-C])", text)
    ],
    "tr-adim": lambda text: [  # Turkish: "1. ADIM ---> Birinci Diski A'dan B'ye Tasiyin" (the disc as an ordinal word)
        (_TR_ORDINALS[d], *_letters(a, b))
        for d, a, b in re.findall(
            r"ADIM ---> (Birinci|Ikinci|Ucuncu) Diski ([A-C])'(?:dan|den) ([A-C])'(?:ye|ya)", text
        )
    ],
    "uk-peremistyty": lambda text: [  # Ukrainian: "Крок 1: Перемістити диск 1 з A на C\n"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Перемістити диск (\d+) з ([A-C]) на ([A-C])", text)
    ],
    "peg-arrow-peg": lambda text: [  # "* Peg A -> Peg C"
        (None, *_letters(a, b)) for a, b in re.findall(r"Peg ([A-C]) -> Peg ([A-C])", text)
    ],
    "to-letters-upper": lambda text: [  # "A To C" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C]) To ([A-C])$", text, re.MULTILINE)
    ],
    "move-x-from-y-to-z": lambda text: [  # "Move 1 from 1 to 2": disc, then pegs from 1
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"^Move (\d+) from (\d) to (\d)$", text, re.MULTILINE)
    ],
    "step-dot-move-lower": lambda text: [  # "1.Move 1 from a to c 2.Move 2 from a to b" (one line)
        (int(d), ord(a) - 97, ord(b) - 97) for d, a, b in re.findall(r"\d\.Move (\d) from ([a-c]) to ([a-c])", text)
    ],
    "count-then-move-to": lambda text: [  # the line "7 Move A to C Move A to B ..." (not the statement's example)
        (None, *_letters(a, b))
        for line in re.findall(r"^\d+ (Move [A-C] to [A-C].*)$", text, re.MULTILINE)
        for a, b in re.findall(r"Move ([A-C]) to ([A-C])", line)
    ],
    "colon-arrow-lower": lambda text: [  # "1:a->b2:a->c" (moves glued), "1:b->c"
        (int(d), ord(a) - 97, ord(b) - 97) for d, a, b in re.findall(r"(\d):([a-c])->([a-c])", text)
    ],
    "paren-arrow": lambda text: [  # "(A->B)", "( A->C)"
        (None, *_letters(a, b)) for a, b in re.findall(r"\(\s*([A-C])->([A-C])\)", text)
    ],
    "zh-you-yi-dao": lambda text: [  # Chinese: "把小的由A移到B"
        (None, *_letters(a, b)) for a, b in re.findall(r"由([A-C])移到([A-C])", text)
    ],
    "abc-triples": lambda text: [  # a judge's "1 1 2" a line: disc, from rod, to rod (rods from 1)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"^ ?(\d) (\d) (\d) ?$", text, re.MULTILINE)
    ],
    "lcr-relative": lambda text: [  # code golf: "L1L2C1L1R-2..." a peg letter and how far right (+) or left (-)
        (None, _LCR[peg], _LCR[peg] + int(step))
        for peg, step in re.findall(r"([LCR])(-?[12])", text.split("\n")[1])
    ],
    "move-a-disk-from": lambda text: [  # "Move a Disk from A to B" (not "Move(2disks from A to C)")
        (None, *_letters(a, b)) for a, b in re.findall(r"Move a Disk from ([A-C]) to ([A-C])", text)
    ],
    "ko-beonjjae": lambda text: [  # Korean: "1번째 원판을 1에서 3로 이동" (pegs from 1)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"(\d)번째 원판을 (\d)에서 (\d)로 이동", text)
    ],
    "disc-colon-arrow": lambda text: [  # "1 : A -> C": the disc, then the move
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^(\d) : ([A-C]) -> ([A-C])$", text, re.MULTILINE)
    ],
    "it-sposta-piolo": lambda text: [  # Italian: "Sposta il disco 1 dal piolo 2 al piolo 1" (pegs from 1)
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"Sposta il disco (\d+) dal piolo (\d) al piolo (\d)", text)
    ],
    "stack-game-turns": _stack_game_turns,
    "apple-moves-reply": lambda text: [  # the model's reply (after the last dashes): its first "moves = [" list
        (int(d), int(a), int(b))
        for block in re.findall(r"moves = \[\n(.*?)\]\n```", text.split("-" * 20)[-1], re.S)[:1]
        for d, a, b in re.findall(r"\[(\d+), (\d), (\d)\]", block)
    ],
    "quoted-letter-pairs": lambda text: [  # "[['A','C'],['A','B'], ...]"
        (None, *_letters(a, b)) for a, b in re.findall(r"\['([A-C])','([A-C])'\]", text)
    ],
    "arrow-numbers-after-3": lambda text: [  # the example after the input line "3" only
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"([1-3]) -> ([1-3])", text.split("\n3\n", 1)[1])
    ],
    "de-verschiebe-stab": lambda text: [  # German: "Verschiebe Scheibe 1 von Stab A nach Stab C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Verschiebe Scheibe (\d+) von Stab ([A-C]) nach Stab ([A-C])", text)
    ],
    "vi-buoc-no-accents": lambda text: [  # Vietnamese without accents: "Buoc1 Chuyen dia 1 tu A sang B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Chuyen dia (\d+) tu ([A-C]) sang ([A-C])", text)
    ],
    "letter-pairs-glued": lambda text: [  # "AB" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C])([A-C])$", text, re.MULTILINE)
    ],
    "id-cakram-arrow": lambda text: [  # Indonesian: "Pindahkan cakram 1 dari A → C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Pindahkan cakram (\d+) dari ([A-C]) → ([A-C])", text)
    ],
    "tuple-letters": lambda text: [  # "('A', 'C')"
        (None, *_letters(a, b)) for a, b in re.findall(r"\('([A-C])', '([A-C])'\)", text)
    ],
    "dotted-pairs": lambda text: [  # Racket: "((a . c) (a . b) ..." (not "(cons start end)")
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"\(([a-c]) \. ([a-c])\)", text)
    ],
    "quoted-arrows": lambda text: [  # '"A->C"' (a JSON or Python string each)
        (None, *_letters(a, b)) for a, b in re.findall(r'"([A-C])->([A-C])"', text)
    ],
    "quoted-arrows-last-line": lambda text: [  # the last line holding quoted moves
        (None, *_letters(a, b))
        for a, b in re.findall(r'"([A-C])->([A-C])"', [line for line in text.splitlines() if '"A->' in line][-1])
    ],
    "disk-moved-from": lambda text: [  # "Disk 1 moved from A to C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Disk (\d+) moved from ([A-C]) to ([A-C])", text)
    ],
    "id-piringan": lambda text: [  # Indonesian: "Pindahkan piringan 1 dari A ke C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Pindahkan piringan (\d+) dari ([A-C]) ke ([A-C])", text)
    ],
    # wave 6: sources collected and measured before any change to the reader (heldout), each read by its own pattern
    "arrow-lines-unicode": lambda text: [  # a model's 'moves' string: "A→C" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C])→([A-C])$", text, re.MULTILINE)
    ],
    "arrow-letters-spaced-lines": lambda text: [  # a judge's example: "A -> C" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C]) -> ([A-C])$", text, re.MULTILINE)
    ],
    "ar-tahrik-ordinal": lambda text: [  # Arabic: "تحريك القرص الأول من 'A' إلى 'B'." (the disc an ordinal word)
        (_AR_ORDINALS[d], *_letters(a, b))
        for d, a, b in re.findall(r"تحريك القرص (الأول|الثاني|الثالث) من '([A-C])' إلى '([A-C])'", text)
    ],
    "bottom-disk-to-post": _bottom_numbered_posts,
    "studymite-n2": lambda text: [  # "Output → 3 moves: A→B, A→C, B→C"
        (None, *_letters(a, b))
        for line in re.findall(r"Output → \d+ moves: (.*)$", text, re.MULTILINE)[:1]
        for a, b in re.findall(r"([A-C])→([A-C])", line)
    ],
    "studymite-n1": lambda text: [  # "Output → 'Move disk 1: A→C'"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"'Move disk (\d+): ([A-C])→([A-C])'", text)
    ],
    "pt-disco-pra": lambda text: [  # the list under "Resposta": "1. Disco 1 de A pra B"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^ *\d+\. Disco (\d+) de ([A-C]) pra ([A-C])$", text.split("Resposta")[-1], re.M)
    ],
    "pt-size-abbrev": _pt_size_abbrev,
    "ko-arrow-list-first": lambda text: [  # "A->C" alone on its line (not "A->B(마지막 원판을 ...)")
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C])->([A-C])$", text, re.MULTILINE)
    ],
    "escaped-move-disk-n": lambda text: [  # "Move Disk 1 from A to B\\nMove Disk 2 ..." in string literals
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"[Mm]ove [Dd]isk (\d+) from ([A-C]) to ([A-C])", text)
    ],
    "es-desde-hasta-numbered": lambda text: [  # the numbered list: "1. Mover disco 1 desde A hasta C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^\d+\. Mover disco (\d+) desde ([A-C]) hasta ([A-C])$", text, re.MULTILINE)
    ],
    "bracket-pairs-0based": lambda text: [  # "[0, 2], [0, 1], ..." (rods from 0)
        (None, int(a), int(b)) for a, b in re.findall(r"\[([0-2]), ([0-2])\]", text)
    ],
    "id-pindahkan-disk": lambda text: [  # Indonesian: "Pindahkan disk 1 dari A ke C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Pindahkan disk (\d+) dari ([A-C]) ke ([A-C])", text)
    ],
    "ru-perenesti-sterzhen": lambda text: [  # Russian: "Перенести диск 1 со стержня 1 на стержень 3"
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"Перенести диск (\d+) со стержня (\d) на стержень (\d)", text)
    ],
    "pl-przenies-krazek": lambda text: [  # Polish: "Przenieś krążek 1 z A do B", "... z pierwszy na docelowy"
        (int(d), _PL_PEGS[a], _PL_PEGS[b])
        for d, a, b in re.findall(r"Przenieś krążek (\d+) z (\w+) (?:na|do) (\w+)", text)
    ],
    "map-move-from-to-largest-0": _map_largest_zero,
    "after-answer-heading-triples": lambda text: [  # the model's part only: "[1, 0, 2]" triples after "## Answer"
        (int(d), int(a), int(b)) for d, a, b in re.findall(r"\[(\d+), ?(\d), ?(\d)\]", text.split("## Answer", 1)[1])
    ],
    "move-disk-n-run": lambda text: [  # "Move disk 1 from A to C Move disk 2 ..." on one line
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])", text)
    ],
    "th-thueng": lambda text: [  # Thai: "ผลผลิต − A ถึง B", "A ถึง C", "จาก C ถึง A" (a line each)
        (None, *_letters(a, b))
        for a, b in re.findall(r"^(?:ผลผลิต − |จาก )?([A-C]) ถึง ([A-C])$", text, re.MULTILINE)
    ],
    "fr-disque-de-vers-num": lambda text: [  # French: "Disque 1 de 1 vers 3" (pillars from 1)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"^Disque (\d+) de (\d) vers (\d)$", text, re.M)
    ],
    "hannah-ordinal-colour-prose": _hannah,
    "lower-pairs-space": lambda text: [  # "a b" a line
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"^([a-c]) ([a-c])$", text, re.MULTILINE)
    ],
    "move-disk-from-letters-n": lambda text: [  # "Move disk 1 from A to C" a line
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^Move disk (\d+) from ([A-C]) to ([A-C])$", text, re.M)
    ],
    "move-lower-to-lower": lambda text: [  # "Move a to c" a line
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"^Move ([a-c]) to ([a-c])$", text, re.MULTILINE)
    ],
    "vi-buoc-di-chuyen-cot": lambda text: [  # the first list: "Bước 2: Di chuyển đĩa 5 từ cột A sang cột B"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Bước \d+: Di chuyển đĩa (\d+) từ cột ([A-C]) sang cột ([A-C])$", text, re.M)
    ],
    "vi-di-chuyen-sang": lambda text: [  # "Di chuyển đĩa 1 từ cột A sang cột C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Di chuyển đĩa (\d+) từ cột ([A-C]) sang cột ([A-C])", text)
    ],
    "vi-chuyen-sang": lambda text: [  # "Chuyển đĩa 1 từ cột A sang cột B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Chuyển đĩa (\d+) từ cột ([A-C]) sang cột ([A-C])", text)
    ],
    "ko-gidung-wonban-omginda": lambda text: [  # Korean: "1번 기둥의 1번 원반을 3번 기둥에 옮긴다." (source first)
        (int(d), _KO_PEGS[a], _KO_PEGS[b])
        for a, d, b in re.findall(r"([A-C1-3])번 기둥의 (\d+)번 원반을 ([A-C1-3])번 기둥에 옮", text)
    ],
    "ko-label-arrow": lambda text: [  # "원판 1: A -> C", "원반을 2: A -> B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^(?:원판|원반을) (\d+): ([A-C]) -> ([A-C])$", text, re.M)
    ],
    "ko-wonban-eseo-euro": lambda text: [  # "1번 원반을 A에서 B으로 이동"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"(\d+)번 원반을 ([A-C])에서 ([A-C])으로 이동", text)
    ],
    "ko-drawings-only": _drawn_states,
    "ko-braces": lambda text: [  # "{1}번 원반을 {A}에서 {B}로 이동"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"\{(\d+)\}번 원반을 \{([A-C])\}에서 \{([A-C])\}로 이동", text)
    ],
    "zh-hao-panzi-cong-yi": lambda text: [  # Chinese: "把1号盘子从A移到B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"把(\d+)号盘子从([A-C])移到([A-C])", text)
    ],
    "zh-zheshi-dibu": lambda text: [  # "这是第1步:把1号盘子从A移动到C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"这是第\d+步:把(\d+)号盘子从([A-C])移动到([A-C])", text)
    ],
    "zh-jiang-di-hao-zhu": lambda text: [  # "将第1号盘子从A柱移动到C柱"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"将第(\d+)号盘子从([A-C])柱移动到([A-C])柱", text)
    ],
    "de-lege-scheibe-von-nach": lambda text: [  # German: "Lege Scheibe 1 von 1 nach 2" (pegs from 1)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"Lege Scheibe (\d+) von (\d) nach (\d)", text)
    ],
    "de-lege-scheibe-turm-auf": lambda text: [  # "Lege Scheibe 1 von Turm A auf Turm C" (bare counts between)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Lege Scheibe (\d+) von Turm ([A-C]) auf Turm ([A-C])", text)
    ],
    "ja-ban-no-enban-arrow": lambda text: [  # Japanese: "1 番の円盤を a --> b に移す" (drawings of numbers between)
        (int(d), ord(a) - 97, ord(b) - 97)
        for d, a, b in re.findall(r"(\d+) 番の円盤を ([a-c]) --> ([a-c]) に移す", text)
    ],
    "ja-ban-no-enban-words": lambda text: [  # "1番の円盤をSTARTからGOALに移動させる" (START, WORK, GOAL)
        (int(d), _JA_WORD_PEGS[a], _JA_WORD_PEGS[b])
        for d, a, b in re.findall(r"(\d+)番の円盤を(START|WORK|GOAL)から(START|WORK|GOAL)に移動させる", text)
    ],
    "es-mover-el-disco-torre": lambda text: [  # "Mover el disco 1 de la torre A a la torre C:", "Mover e disco 2 ..."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Mover el? disco (\d+) de la torre ([A-C]) a la torre ([A-C])", text)
    ],
    "tr-cubugundaki-diskini": lambda text: [  # Turkish: "A çubuğundaki 1. diskini C çubuğuna taşı"
        (int(d), *_letters(a, b))
        for a, d, b in re.findall(r"([A-C]) çubuğundaki (\d+)\. diskini ([A-C]) çubuğuna taşı", text)
    ],
    "ko-wonban-arrow-idong": lambda text: [  # "1번 원반을 1 -> 3 이동" (pegs from 1)
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"(\d+)번 원반을 (\d) -> (\d) 이동", text)
    ],
    "ar-unqul-size": lambda text: [  # Arabic: "انقل القرص الأصغر من <code>A</code> إلى <code>B</code>"
        (1 if size == "الأصغر" else 2, *_letters(a, b))
        for size, a, b in re.findall(
            r"انقل القرص (الأصغر|الأكبر) من <code>([A-C])</code> إلى <code>([A-C])</code>", text
        )
    ],
    "scheme-move-objects": _scheme_moves,
    "numbered-move-disk-line": lambda text: [  # a model-style answer: "1. Move disk 1 from A to C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^\d+\. Move disk (\d+) from ([A-C]) to ([A-C])$", text, re.MULTILINE)
    ],
    # wave 7: sources collected and measured before any change to the reader (all held out), each its own pattern
    "hantow-readme-drawings": _hantow_drawings,
    "move-double-dash-arrow": lambda text: [  # "move A --> C" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^move ([A-C]) --> ([A-C])$", text, re.MULTILINE)
    ],
    "deepagent-example-run": lambda text: [  # "Move 1: Move disk 1 from A -> C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move \d+: Move disk (\d+) from ([A-C]) -> ([A-C])$", text, re.MULTILINE)
    ],
    "de-notebook-stab-outputs": lambda text: [  # "- Scheibe 1 von Stab A nach Stab C", "Spielzug: ..."
        (int(d) if d else None, *_letters(a, b))
        for d, a, b in re.findall(r"(?:- Scheibe (\d+)|Spielzug: oberste Scheibe) von Stab ([A-C]) nach Stab ([A-C])$",
                                  text, re.MULTILINE)
    ],
    "toh-rod-missing-space": lambda text: [  # a buggy program: "move disk 2 FROM ROD ATO ROD B", "... A to TO ROD B"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^move disk (\d+) FROM ROD ([A-C]) ?(?:to )?TO ROD ([A-C])$", text, re.MULTILINE)
    ],
    "agent-tool-call-moves": lambda text: [  # an agent's Python tool call: "moves = [[1, 0, 2], ...]" (pegs from 0)
        (int(d), int(a), int(b))
        for line in re.findall(r"^moves = (\[.*\])$", text, re.MULTILINE)[:1]
        for d, a, b in re.findall(r"\[(\d+), (\d), (\d)\]", line)
    ],
    "c-test-expect-comment": lambda text: [  # "// EXPECT: ...\\nMove disk 1 from A to C\\n..."
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])(?=\\n)", text)
    ],
    "cpp-test-expected-stdout": lambda text: [  # a decoded string literal: "move disk 1 from A to C" a line
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^move disk (\d+) from ([A-C]) to ([A-C])$", text, re.MULTILINE)
    ],
    "quixbugs-json-testcases": _quixbugs_case,
    "quixbugs-buggy-python-run": lambda text: [  # a printed Python list of pairs: "[(1, 3), (1, 2), ...]" (pegs from 1)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"\((\d), (\d)\)", text)
    ],
    "jungol-disc-colon-numbers": lambda text: [  # "1 : 1 -> 3" (disc : from -> to, pegs from 1) a line
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"^(\d+) : ([1-3]) -> ([1-3])$", text, re.MULTILINE)
    ],
    "daily-coding-move-numbers": lambda text: [  # "Move 1 to 3" a line (rods from 1)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"^Move ([1-3]) to ([1-3])$", text, re.MULTILINE)
    ],
    "id-cakram-tiang": lambda text: [  # "Pindahkan cakram 1 dari tiang A ke tiang C" (after a banner and a prompt)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Pindahkan cakram (\d+) dari tiang ([A-C]) ke tiang ([A-C])$", text, re.MULTILINE)
    ],
    "id-piringan-menara-words": lambda text: [  # "pindah piringan 1 dari menara Asal ke menara Tujuan"
        (int(d), _ID_MENARA[a], _ID_MENARA[b])
        for d, a, b in re.findall(r"^pindah piringan (\d+) dari menara (\w+) ke menara (\w+)$", text, re.MULTILINE)
    ],
    "tr-diski-den-ye": lambda text: [  # Turkish: "Diski A den C ye tasi" (the first glued to the prompt "Disk Sayisi:")
        (None, *_letters(a, b)) for a, b in re.findall(r"Diski ([A-C]) den ([A-C]) ye tasi$", text, re.MULTILINE)
    ],
    "tr-java-stack-trace": lambda text: [  # "Diski A cubugundan C cubuguna tasi." between "Yigina ekle 2 B A C" lines
        (None, *_letters(a, b))
        for a, b in re.findall(r"^Diski ([A-C]) cubugundan ([A-C]) cubuguna tasi\.$", text, re.MULTILINE)
    ],
    "pl-przenies-z-na": lambda text: [  # Polish: "Przenieś krążek z A na C" (no disc)
        (None, *_letters(a, b)) for a, b in re.findall(r"^Przenieś krążek z ([A-C]) na ([A-C])$", text, re.MULTILINE)
    ],
    "pl-krazek-z-miejsca-do": lambda text: [  # "Przenieś krążek 1 z miejsca A do B"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Przenieś krążek (\d+) z miejsca ([A-C]) do ([A-C])$", text, re.MULTILINE)
    ],
    # one repository of students' mocha tests, each expected string in its own notation
    "rugao-from-to-commas": lambda text: [  # "from a to b,from a to c,from b to c"
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"from ([a-c]) to ([a-c])", text)
    ],
    "rugao-disc-comma-triples": lambda text: [  # "1,A,B,2,A,C,1,B,C": disc, from, to, flat
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"(\d+),([A-C]),([A-C])", text)
    ],
    "rugao-arrow-semicolons": lambda text: [  # "a->c;a->b;c->b;"
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"([a-c])->([a-c]);", text)
    ],
    "rugao-move-concat": lambda text: [  # a JavaScript concatenation: "'Move ' + 2 + ' from A to C'"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"'Move ' \+ (\d+) \+ ' from ([A-C]) to ([A-C])'", text)
    ],
    "rugao-step-triples": lambda text: [  # "[[1,'1','3'],[2,'1','2'],...]": step number, then from and to (pegs 1-3)
        (None, int(a) - 1, int(b) - 1) for _, a, b in re.findall(r"\[(\d+),'([1-3])','([1-3])'\]", text)
    ],
    "rugao-mixed-semicolons": lambda text: [  # "1,A->C;2,A->B;...;1,B,A;2,B,C;": disc, then from and to by '->' or ','
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"(\d+),([A-C])(?:->|,)([A-C]);", text)
    ],
    "dsageeks-json-strings": lambda text: [  # a JSON array of '"move disk 1 from rod A to rod B"'
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r'"move disk (\d+) from rod ([A-C]) to rod ([A-C])"', text)
    ],
    "nados-bracket-tower-ids": lambda text: [  # "1[10 -> 11]": disc[from -> to], towers named 10, 11, 12
        (int(d), int(a) - 10, int(b) - 10)
        for d, a, b in re.findall(r"^(\d+)\[(1[0-2]) -> (1[0-2])\]$", text, re.MULTILINE)
    ],
    "falcon-move-disk-rod": lambda text: [  # "Move disk 1 from rod A to rod C", blank lines between
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disk (\d+) from rod ([A-C]) to rod ([A-C])$", text, re.MULTILINE)
    ],
    "formai-leading-space-rod": lambda text: [  # " Move disk 1 from rod A to rod C" (each move printed after a newline)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^ Move disk (\d+) from rod ([A-C]) to rod ([A-C])$", text, re.MULTILINE)
    ],
    "formai-move-disk-letters": lambda text: [  # "Move disk 1 from A to B" after a chatty prompt
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disk (\d+) from ([A-C]) to ([A-C])$", text, re.MULTILINE)
    ],
    "stacks-only-no-moves": lambda text: [],  # only the stacks before and after ("1 2 3 4"): no move is named
    "falcon-move-disk-using": lambda text: [  # "Move disk 3 from A to C using B" is a move too
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disk (\d+) from ([A-C]) to ([A-C])(?: using [A-C])?$", text, re.MULTILINE)
    ],
    "formai-moving-k-disks": lambda text: [  # "Moving 2 disk(s) from Tower A to Tower B using Tower C"
        (None, *_letters(a, b)) if k == "1" else (None, -1, -1)  # breaks the one-disc rule
        for k, a, b in re.findall(r"^Moving (\d+) disk\(s\) from Tower ([A-C]) to Tower ([A-C]) using Tower [A-C]$",
                                  text, re.MULTILINE)
    ],
    "formai-move-ring": lambda text: [  # "Move ring from A to C." (no ring number)
        (None, *_letters(a, b)) for a, b in re.findall(r"^Move ring from ([A-C]) to ([A-C])\.$", text, re.MULTILINE)
    ],
    "gemini-move-disk-from-peg": lambda text: [  # "Move disk from peg A to peg C" after numbered instructions
        (None, *_letters(a, b))
        for a, b in re.findall(r"^Move disk from peg ([A-C]) to peg ([A-C])$", text, re.MULTILINE)
    ],
    "gpt4omini-woohoo": lambda text: [  # "Woohoo! Moving disk 1 from peg A to peg C!"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Woohoo! Moving disk (\d+) from peg ([A-C]) to peg ([A-C])!$", text, re.MULTILINE)
    ],
    "formai-move-disc-peg-dot": lambda text: [  # "Move disc 1 from peg A to peg B."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disc (\d+) from peg ([A-C]) to peg ([A-C])\.$", text, re.MULTILINE)
    ],
    "codellama-towers-from-zero": lambda text: [  # "Moving disk 2 from tower 1 to tower 2" (towers 0-2)
        (int(d), int(a), int(b))
        for d, a, b in re.findall(r"^Moving disk (\d+) from tower ([0-2]) to tower ([0-2])$", text, re.MULTILINE)
    ],
    "tr-table-column-1": lambda text: _tr_table_column(text, 0),  # a comment's table: the 4-disc column
    "tr-table-column-2": lambda text: _tr_table_column(text, 1),  # the same table's 3-disc column
    "jungol-ko-colon-arrow": lambda text: [  # "1:1->3" (disc:from->to, pillars 1-3), a blank line after the first
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(r"^(\d+):([1-3])->([1-3])$", text, re.MULTILINE)
    ],
    "mit-move-top-disk": lambda text: [  # "move top disk from 1 to 3" after "(move-tower 3 1 3 2)"
        (None, int(a) - 1, int(b) - 1)
        for a, b in re.findall(r"^move top disk from ([1-3]) to ([1-3])$", text, re.MULTILINE)
    ],
    "codellama-move-disk-letters": lambda text: [  # "Move disk 1 from A to C" after a prompt glued to a heading
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])$", text, re.MULTILINE)
    ],
    "es-torre-de-words": lambda text: [  # "Mover el disco 1 de la torre de origen a la torre de destino"
        (int(d), _ES_TORRE[a.lower()], _ES_TORRE[b.lower()])
        for d, a, b in re.findall(r"^Mover el disco (\d+) de la torre de (\w+) a la torre de (\w+)$", text, re.M)
    ],
    "es-mover-disco-de-a": lambda text: [  # "mover disco de A a B" (no disc)
        (None, *_letters(a, b)) for a, b in re.findall(r"^mover disco de ([A-C]) a ([A-C])$", text, re.MULTILINE)
    ],
    "es-torre-hacia-words": lambda text: [  # "Mover disco 1 de la torre Origen hacia la torre Destino"
        (int(d), _ES_TORRE[a.lower()], _ES_TORRE[b.lower()])
        for d, a, b in re.findall(r"^Mover disco (\d+) de la torre (\w+) hacia la torre (\w+)$", text, re.MULTILINE)
    ],
    "mistral-move-disk-tower": lambda text: [  # "Move disk 0 from tower A to tower B", not "Cannot move ..."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disk (\d+) from tower ([A-C]) to tower ([A-C])$", text, re.MULTILINE)
    ],
    "falcon2-pegs-from-zero": lambda text: [  # "Move disk 1 from peg 0 to peg -1" (pegs 0-2; -1 is no peg)
        (int(d), int(a), int(b))
        for d, a, b in re.findall(r"^Move disk (\d+) from peg (-?\d+) to peg (-?\d+)$", text, re.MULTILINE)
    ],
    "gpt4omini-states-only": lambda text: _state_moves([  # "Tower A: 3 2 1 " state blocks only, bottom first
        [[int(d) for d in row.split()] for row in re.findall(r"^Tower [A-C]: ([\d ]*)$", block, re.MULTILINE)]
        for block in text.split("Current State of Towers:\n")[1:]
    ]),
    "it-sposta-da-t": lambda text: [  # Italian: "Sposta il disco 1 da T1 a T3" (towers T1-T3)
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"^Sposta il disco (\d+) da T([1-3]) a T([1-3])$", text, re.MULTILINE)
    ],
    "falcon2-pegs-from-one": lambda text: [  # "Move disk 2 from peg 1 to peg -1" (-1: no peg)
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"^Move disk (\d+) from peg (-?\d+) to peg (-?\d+)$", text, re.MULTILINE)
    ],
    "py-disk-moves-from-tower": lambda text: [  # "Disk 1 moves from tower A to tower B.", "move 3 Disk 3 ..."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Disk (\d+) moves from tower ([A-C]) to tower ([A-C])\.", text)
    ],
    "py-disk-moves-tower-words": lambda text: [  # "Disk 1 moves from tower source to tower destination."
        (int(d), _WORD_TOWERS[a], _WORD_TOWERS[b])
        for d, a, b in re.findall(r"Disk (\d+) moves from tower (\w+) to tower (\w+)\.", text)
    ],
    "sae-trace-after-dashes": lambda text: [  # after the prompt (its own n = 2 example) and 100 dashes: "  move 1 A C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^ *move (\d+) ([A-C]) ([A-C])$", text.split("-" * 100 + "\n", 1)[1], re.MULTILINE)
    ],
    # wave 8: sources collected and measured before any change to the reader (all held out), each its own pattern
    "es-moviendo-disco": lambda text: [  # "moviendo disco de  A a B" (two spaces, no disc)
        (None, *_letters(a, b)) for a, b in re.findall(r"^moviendo disco de  ([A-C]) a ([A-C])$", text, re.MULTILINE)
    ],
    "fr-deplacement-axe": lambda text: [  # "Déplacement du disque de axe_gauche vers axe_central"
        (None, _FR_AXES[a], _FR_AXES[b])
        for a, b in re.findall(r"^Déplacement du disque de (axe_\w+) vers (axe_\w+)$", text, re.MULTILINE)
    ],
    "fr-movedisk-log": lambda text: [  # "=> moveDisk(start=axe_gauche, end=axe_central)" (not the moveTower calls)
        (None, _FR_AXES[a], _FR_AXES[b])
        for a, b in re.findall(r"^=> moveDisk\(start=(axe_\w+), end=(axe_\w+)\)$", text, re.MULTILINE)
    ],
    "emoji-pegs-543": lambda text: [  # "move \U0001f4bf  from 5 to 3": pegs 3, 4, 5 are A, B, C
        (None, int(a) - 3, int(b) - 3) for a, b in re.findall(r"^move \U0001f4bf  from ([3-5]) to ([3-5])$", text, re.M)
    ],
    "da-flyt-taarn": lambda text: [  # "Flyt fra tårn: Lineal til Blyantspidser!" (not the call/return lines)
        (None, _DA_THINGS[a], _DA_THINGS[b]) for a, b in re.findall(r"^Flyt fra tårn: (\w+) til (\w+)!$", text, re.M)
    ],
    "da-pec-states": _pec_states,
    "da-fra-til-colours": lambda text: [  # "Fra GRÅ til GUL"
        (None, _DA_COLOURS[a], _DA_COLOURS[b])
        for a, b in re.findall(r"^Fra (GRÅ|SORT|GUL) til (GRÅ|SORT|GUL)$", text, re.M)
    ],
    "el-metakinise": lambda text: [  # "Μετακίνησε τον δίσκο 1 από τον στύλο  Α  στον στύλο  Γ"
        (int(d), _GREEK_CAPITALS[a], _GREEK_CAPITALS[b])
        for d, a, b in re.findall(
            r"^Μετακίνησε τον δίσκο (\d+) από τον στύλο  ([ΑΒΓ])  στον στύλο  ([ΑΒΓ])$", text, re.MULTILINE
        )
    ],
    "sv-flytta-skiva": lambda text: [  # "Flytta skiva 1 från A till C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Flytta skiva (\d+) från ([A-C]) till ([A-C])$", text, re.M)
    ],
    "move-n-to-disk": lambda text: [  # "move 1 to disk from A to C" (the first after the prompts 'n: from: to: tmp: ')
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"move (\d+) to disk from ([A-C]) to ([A-C])$", text, re.M)
    ],
    "pt-mova-xyz": lambda text: [  # "Mova disco 1 de X para Y" (not the echoed "X Z Y" lines)
        (int(d), _XYZ[a], _XYZ[b]) for d, a, b in re.findall(r"^Mova disco (\d+) de ([XYZ]) para ([XYZ])$", text, re.M)
    ],
    "move-disk-n-from-to-spaced": lambda text: [  # "Move disk 1 from A to B" (print's spaces)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^Move disk (\d+) from ([A-C]) to ([A-C])$", text, re.M)
    ],
    "top-disc-peg-a-to-c": lambda text: [  # "Move top disc from peg A to C"
        (None, *_letters(a, b)) for a, b in re.findall(r"^Move top disc from peg ([A-C]) to ([A-C])$", text, re.M)
    ],
    "paren-letter-pairs": lambda text: [  # "(A, C) (A, B) ..." on one line
        (None, *_letters(a, b)) for a, b in re.findall(r"\(([A-C]), ([A-C])\)", text)
    ],
    "pt-mova-torre": lambda text: [  # "Mova o disco 1 de Torre A para a Torre C"
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Mova o disco (\d+) de Torre ([A-C]) para a Torre ([A-C])$", text, re.M)
    ],
    "pt-move-de-pra": lambda text: [  # "MOVE 1 DE A PRA B" (the first after the prompt)
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"MOVE (\d+) DE ([A-C]) PRA ([A-C])$", text, re.M)
    ],
    "tr-adim-arrow": lambda text: [  # "1 .adim: A --> C": the number is the step, not the disc
        (None, *_letters(a, b)) for a, b in re.findall(r"\d+ \.adim: ([A-C]) --> ([A-C])$", text, re.M)
    ],
    "n-move-disk-from": lambda text: [  # "n 1 move disk from  A  to  C" (not "n 2 A B C" nor "n 0 do nothing")
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^n (\d+) move disk from  ([A-C])  to  ([A-C])$", text, re.M)
    ],
    "plate-from-disk": lambda text: [  # "Move plate 1 from disk A to disk C" (the first after the prompt)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"Move plate (\d+) from disk ([A-C]) to disk ([A-C])$", text, re.M)
    ],
    "moved-disk-rod-dot": lambda text: [  # "Moved disk 1 from rod A to rod C." and "Moved disk 2 from B to A."
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Moved disk (\d+) from (?:rod )?([A-C]) to (?:rod )?([A-C])\.$", text, re.M)
    ],
    "move-to-upper": lambda text: [  # "Move A TO B"
        (None, *_letters(a, b)) for a, b in re.findall(r"^Move ([A-C]) TO ([A-C])$", text, re.MULTILINE)
    ],
    "digit-arrow": lambda text: [  # "1 -> 3" (pegs 1-3; the first after the prompt)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"([1-3]) -> ([1-3])$", text, re.MULTILINE)
    ],
    "disc-letter-triples": lambda text: [  # "1 A B": disc, from, to (not the stray "1234")
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^(\d+) ([A-C]) ([A-C])$", text, re.MULTILINE)
    ],
    "id-piring-dari-ke": lambda text: [  # "Pindahkan piring dari A ke C" (the first after the prompt)
        (None, *_letters(a, b)) for a, b in re.findall(r"Pindahkan piring dari ([A-C]) ke ([A-C])$", text, re.M)
    ],
    "from-tower-to-tower": lambda text: [  # "from Tower A to Tower C"
        (None, *_letters(a, b)) for a, b in re.findall(r"^from Tower ([A-C]) to Tower ([A-C])$", text, re.MULTILINE)
    ],
    "zh-yidong-panzi": lambda text: [  # "移动盘子 1 从 A 到 C"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^移动盘子 (\d+) 从 ([A-C]) 到 ([A-C])$", text, re.M)
    ],
    "move-disk-to-disk": lambda text: [  # "move disk from a to disk c" (lowercase pegs; "disk c" is the target peg)
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"^move disk from ([a-c]) to disk ([a-c])$", text, re.M)
    ],
    "moving-disk-numbers": lambda text: [  # "moving disk 1 from 1 to 3"
        (int(d), int(a) - 1, int(b) - 1)
        for d, a, b in re.findall(r"^moving disk (\d+) from ([1-3]) to ([1-3])$", text, re.MULTILINE)
    ],
    "pt-mova-de-para": lambda text: [  # "Mova disco de A para B" (no disc)
        (None, *_letters(a, b)) for a, b in re.findall(r"^Mova disco de ([A-C]) para ([A-C])$", text, re.MULTILINE)
    ],
    "move-disk-rodx": lambda text: [  # "move disk 1 from rodA to rodC" (the first after the prompt)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"move disk (\d+) from rod([A-C]) to rod([A-C])$", text, re.M)
    ],
    "zh-ci-yidong": lambda text: [  # "第 1 次移动，第 1 号圆盘 A --> C": the step, then the disc
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"第 \d+ 次移动，第 (\d+) 号圆盘 ([A-C]) --> ([A-C])$", text, re.MULTILINE)
    ],
    "es-se-mueve": lambda text: [  # "Se mueve disco de A a B" (not the header and count lines)
        (None, *_letters(a, b)) for a, b in re.findall(r"^Se mueve disco de ([A-C]) a ([A-C])$", text, re.MULTILINE)
    ],
    "moved-disk-n": lambda text: [  # "moved disk 1 from A to B"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^moved disk (\d+) from ([A-C]) to ([A-C])$", text, re.M)
    ],
    "letter-arrow": lambda text: [  # "A -> C" a line
        (None, *_letters(a, b)) for a, b in re.findall(r"^([A-C]) -> ([A-C])$", text, re.MULTILINE)
    ],
    "sda-move-disk": lambda text: [  # "Move disk 1 from S to A" a line (not the code's print statements)
        (int(d), _SAD[a], _SAD[b]) for d, a, b in re.findall(r"^Move disk (\d+) from ([SAD]) to ([SAD])$", text, re.M)
    ],
    "move-disc-abcd": lambda text: [  # four pegs: "Move disc 1 from A to D"
        (int(d), *_letters(a, b)) for d, a, b in re.findall(r"^Move disc (\d+) from ([A-D]) to ([A-D])$", text, re.M)
    ],
    "move-disk-peg-letters": lambda text: [  # "Move disk 1 from peg A to peg C" (not "Total moves: 7")
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"^Move disk (\d+) from peg ([A-C]) to peg ([A-C])$", text, re.MULTILINE)
    ],
    "asp-move-largest-1": _asp_moves,
    "ja-run-line-n3": lambda text: _ja_run_line(text, 3),
    "ja-run-line-n4": lambda text: _ja_run_line(text, 4),
    "glued-digit-pairs": lambda text: [  # 'toBe("12,13,23,")': two glued digits a move, pegs from 1 (not the call's)
        (None, int(pair[0]) - 1, int(pair[1]) - 1)
        for pairs in re.findall(r'toBe\("((?:[1-3][1-3],)+)"\)', text)
        for pair in pairs.rstrip(",").split(",")
    ],
    "jest-called-with-abcd": lambda text: [  # "toHaveBeenCalledWith('Move disk 1 from A to D')" (four pegs)
        (int(d), *_letters(a, b))
        for d, a, b in re.findall(r"toHaveBeenCalledWith\('Move disk (\d+) from ([A-D]) to ([A-D])'\)", text)
    ],
    # wave 9: model replies collected and measured before any change to the reader (all held out)
    "reasoning-gym-eval-claude-3.5-sonnet": _answer_tag_moves,  # a plan in prose, then the <answer> block
    "reasoning-gym-eval-claude-sonnet-4": _answer_tag_moves,  # numbered moves in the reasoning, then the block
    "reasoning-gym-eval-deepseek-r1": _answer_tag_moves,  # the block alone ('Move disk1 from Peg2 to Peg4' or spaced)
    "reasoning-gym-eval-gemma-3-27b": _answer_tag_moves,  # the moves, then the same moves in the block
    "reasoning-gym-eval-llama-3.3-70b": _answer_tag_moves,  # bare lines, no block
    "reasoning-gym-eval-llama-4-maverick": _answer_tag_moves,  # prose with moves, then one or two blocks
    "reasoning-gym-eval-llama-4-scout": _answer_tag_moves,  # '## Step' headings with moves, then the block
    "reasoning-gym-eval-mistral-small-3.1": _answer_tag_moves,  # bare lines, or a sentence then the block
    "reasoning-gym-eval-o3-mini": _answer_tag_moves,  # '<answer>Move disk 1 ...' glued to the tag
    "reasoning-gym-eval-qwq-32b": _answer_tag_moves,  # 'disk1 ... Peg4' without spaces, or a draft then the block
    "reasoning-gym-eval-grok-3-mini": _answer_tag_moves,  # the block alone
    "collapse-moves-list": _last_moves_list,  # 'moves = [[1, 0, 2], ...]' after reasoning, or 'moves=[[1,0,2],...]'
    "collapse-csv": _csv_rows,  # 'disk_id,from_peg,to_peg' then rows
    "collapse-csv-states": _csv_state_rows,  # 'move_id,from_peg,to_peg,peg0,peg1,peg2' rows, corrections by id
    "mac-illusion-claude-runs": _last_moves_list,  # numbered moves with states, or a plan, then 'moves = [...]'
    # wave 10: answers collected and measured before any change to the reader (held out whole)
    "zh-yuanpan-cong-yidongdao": _regex_moves(r"^将圆盘 (\d+) 从 ([A-C]) 移动到 ([A-C])$"),  # not the f-string lines
    "zh-step-yizhi-states": _regex_moves(r"将圆盘 (\d+) 从 ([A-C]) 移至 ([A-C]);"),  # the pegs after each move unread
    "zh-php-zhuzi-dao": _regex_moves(r"^\s*将圆盘 (\d+) 从 ([A-C]) 柱子 到 ([A-C]) 柱子 $"),  # not the echo with $n
    "move-n-from-to-digits": _regex_moves(r"^move (\d+) from (\d) to (\d)$", peg=_digit),  # 'move 1 from 1 to 2'
    "ja-kara-ni-idou": _regex_moves(r"^(?:再帰の終わり)?([abc])から([abc])に移動$", None, 1, 2),  # no disc
    "arrow-xyz": _regex_moves(r"^([xyzXYZ])-+>([xyzXYZ])$", None, 1, 2),  # 'x->z', 'X-->Z'
    "zh-yuanpan-colon": _regex_moves(r"^圆盘：(\d+) ([A-C]) --> ([A-C])$"),
    "zh-dibu-hao-panzi": _regex_moves(r"第\d+步:将(\d+)号盘子从([A-C]) -> ([A-C])$"),
    "step-dash-arrow-move-from": _regex_moves(r"^Step-\d+--> Move from ([A-C]) to ([A-C]) ?$", None, 1, 2),
    "move-disc-rod-numbers": _regex_moves(r"^Move disc (\d+) from rod (\d) to rod (\d) *$", peg=_digit),
    "letter-arrow-disc-arrow-letter": _regex_moves(r"^([abc])->(\d+)->([abc]) ?$", 2, 1, 3),  # not 'a->3->c 的形式'
    "ja-kifu-peg-disc": lambda text: _disc_to(
        [(int(d), _abc(p)) for p, d in re.findall(r"^  \d+\. ([ABC])(\d)$", text, re.MULTILINE)], 3
    ),  # 'C1': disc 1 to peg C, the source where the disc is
    "nl-schijf-van-naar": _regex_moves(r"^Schijf (\d+) van ([A-C]) naar ([A-C])$"),
    "de-scheibe-von-turm-auf": _regex_moves(  # 'N. ... Scheibe von Turm A auf (Turm) C bewegen': the top disc
        r"^    \d\. \w* ?Scheibe von Turm ([A-C]) auf (?:Turm )?([A-C]) bewegen$", None, 1, 2
    ),
    "zh-notes-n3-arrows": lambda text: [  # the lines from 'n=3:' to the fence
        (None, _abc(a), _abc(b))
        for a, b in re.findall(r"([A-C])->([A-C])", text.split("n=3:", 1)[1].split("~~~", 1)[0])
    ],
    "move-n-disk-from-form": _regex_moves(r"^Move (\d+) disk f(?:ro|or)m ([A-C]) to ([A-C])\. ?$"),  # 'form' [sic]
    "es-mover-de-a-n": _regex_moves(r"^Mover de ([A-C]) a ([A-C]) N=(\d+)$", 3, 1, 2),
    "eight-per-line-arrows": lambda text: [  # '    0: A->B B->C ...': the count before the colon is no move
        (None, _abc(a), _abc(b))
        for line in text.splitlines() if ":" in line
        for a, b in re.findall(r"([A-Ca-c])->([A-Ca-c])", line.split(":", 1)[1])
    ],
    # wave 10, second collection (helper v10more): other languages, replies, wrappers
    "vi-ta-chuyen-dia-tu-sang": _regex_moves(r"^ +\+ Ta chuyển đĩa (\d) từ ([A-C]) sang ([A-C])$"),
    "move-disk-from-to-eol": _regex_moves(r"Move disk (\d) from ([A-C]) to ([A-C])$"),  # after 'Output: ' or spaces
    "vi-hash-chuyen-dia": _regex_moves(r"^# Chuyển đĩa (\d) từ ([A-C]) sang ([A-C])$"),  # not the f-string lines
    "vi-ouput-chuyen-dia": _regex_moves(r"(?:ouput: |^ +)Chuyển đĩa (\d) từ ([A-C]) sang ([A-C]) ?$"),
    "es-log-mover-disco": _regex_moves(r'log:"Mover disco (\d) de ([A-C]) a ([A-C])"'),  # not the '... pasos' step
    "zh-rounds-disc-to-peg-4": lambda text: _disc_to(  # '将1号圆盘移动到B柱;': the disc and its target only
        [(int(d), _abc(p)) for d, p in re.findall(r"^将(\d)号圆盘移动到([ABC])柱;$", text, re.MULTILINE)], 4
    ),
    "py-trace-moving-words": _regex_moves(  # 'moving 1 from source to target' between 'hanoi( ... called' lines
        r"^moving (\d) from (source|helper|target) to (source|helper|target)$",
        peg=lambda word: ["source", "helper", "target"].index(word),
    ),
    "move-disc-from-to-indented": _regex_moves(r"^  Move disc (\d) from ([A-C]) to ([A-C])$"),
    "move-disk-rod-digits-lower": _regex_moves(r"^move disk (\d) from rod (\d) to rod (\d)$", peg=_digit),
    "move-disk-rod-letters": _regex_moves(r"^Move disk (\d) from rod ([A-C]) to rod ([A-C])$"),
    "move-disk-peg-digits": _regex_moves(r"^Move disk (\d) from peg (\d) to peg (\d)$", peg=_digit),  # not '%d'
    "hash-arrow-no-disc": _regex_moves(r"^# ([A-C]) -> ([A-C])$", None, 1, 2),
    "letter-spaced-arrow-after-prompt": _regex_moves(r"^(?:输入阶数: )?([A-C])  -->  ([A-C])$", None, 1, 2),
    "percent-c-tuple": _regex_moves(r"^%c-->%c \('([A-C])', '([A-C])'\)$", None, 1, 2),  # print('%c-->%c', (a, c))
    "zh-jiang-pan-cong-yidao": _regex_moves(r"将盘 (\d) 从 ([A-C]) 移到 ([A-C])"),  # not '← 将1个盘从A移到C'
    "move-letter-spaced-arrow": _regex_moves(r"^move ([A-C]) --> ([A-C])$", None, 1, 2),
    "zh-count-line-arrows": lambda text: [  # '# 3个盘子：A-->C A-->B ...': the line for 3 discs
        (None, _abc(a), _abc(b))
        for a, b in re.findall(r"([A-C])-->([A-C])", text.split("# 3个盘子：", 1)[1].split("\n", 1)[0])
    ],
    "lower-spaced-arrow": _regex_moves(r"^([abc]) --> ([abc])$", None, 1, 2),
    "letter-double-spaced-arrow": _regex_moves(r"^([A-C])  -->  ([A-C])$", None, 1, 2),
    "hash-letter-arrow": _regex_moves(r"^# ([A-C]) --> ([A-C])$", None, 1, 2),
    "ja-banme-enban-kara-ni": _regex_moves(r"^(?:円盤の枚数\?：)?(\d)番目の円盤を ([abc]) から ([abc]) に移動$"),
    "digit-pairs": _regex_moves(r"^([123]) ([123])$", None, 1, 2, peg=_digit),  # not the lone '2' (a factorial)
    "move-n-from-two-spaces": _regex_moves(r"^move (\d) from  ([A-C]) to ([A-C])$"),  # not the drawn rows
    "indented-letter-arrow": _regex_moves(r"^    ([A-C]) --> ([A-C])$", None, 1, 2),  # not the code's print lines
    "letter-arrow-after-prompt": _regex_moves(r"^(?:n的值:)?([A-C]) --> ([A-C])$", None, 1, 2),
    "disc-arrow-pole-3": lambda text: _disc_to(  # '1 -> 3': ring 1 onto pole 3, the source where the ring is
        [(int(d), int(p) - 1) for d, p in re.findall(r"^(\d) -> (\d)$", text, re.MULTILINE)], 3
    ),
    # wave 11 (helper v11replies): replies, game transcripts, agent steps and result logs (held out whole)
    "textarena-player-turns": _player_turns,
    "ko-beon-wonpan-eseo-ro": _regex_moves(r"^  \d\. (\d)번 원판을 ([ABC])에서 ([ABC])로 옮깁니다\.$"),  # not the prose
    "ork-hanoi-move-dump": _regex_moves(  # '"<ORKTowerOfHanoiMove: 0x...> 1.04 0 2"': timestamp, donor, recipient tower
        r'"<ORKTowerOfHanoiMove: 0x[0-9a-f]+> [\d.]+ ([0-2]) ([0-2])"', None, 1, 2, peg=int
    ),
    "zh-second-attempt": _zh_second_attempt,
    "maker-move-triple": _regex_moves(r"^move = \[(\d+), (\d), (\d)\]$", peg=int),  # not 'Previous move: [2, 2, 1]'
    "id-pindah-piringan-arrow": _regex_moves(r"^\d\. Pindah piringan (\d): ([ABC]) → ([ABC])$"),  # not the drawings
    # wave 11, "wild": one reader a source, written from the text
    "cz-prenes-disk-z-na": _regex_moves(r"^pøenes disk z (\d) na (\d)$", None, 1, 2, peg=_digit),  # mojibake, no disc
    "ru-peredvinut-disk": _ru_peredvinut,
    "ru-peremeshchaem-disk": _regex_moves(r"^Перемещаем диск (\d+) со стержня (\d) на стержень (\d)$", peg=_digit),
    "tr-diski-colon-arrow": _regex_moves(r"^Diski (\d+): ([A-C]) -> ([A-C])$"),
    "tr-disk-hareketi": _regex_moves(r"^Disk Hareketi= {8}(\d+) ([A-C]) den/dan ([A-C]) ye/ya ?$"),
    "pl-przesun-krazek-after-blank": lambda text: _regex_moves(  # the 4-disc run: after the line holding one space
        r"^Przesuń krążek (\d+) z ([A-C]) do ([A-C])$")(text.split("\n \n", 1)[1]),
    "cz-tohle-je-presun": _regex_moves(r"^Tohle je přesun (\d+) z ([A-C]) na ([A-C])$"),
    "ru-perelozhit-nomer": _regex_moves(  # the first move glued to the last prompt ('... пирамидку? Переложить ...')
        r"(?:^|\? )Переложить диск (\d+) со стержня номер (\d) на стержень номер (\d)$", peg=_digit),
    "ru-perelozhit-latin-c": _regex_moves(  # 'cо' with a Latin c in disc 1's lines; the first glued to a prompt
        r"(?:^|: )Переложить диск (\d+) [cс]о стержня (\d) на стержень (\d)$", peg=_digit),
    "prolog-list-pole": lambda text: [  # '[move,a,disk,from,the,left,pole,to,center,pole]'
        (None, _POLE_WORD[a], _POLE_WORD[b])
        for a, b in re.findall(r"^\[move,a,disk,from,the,(\w+),pole,to,(\w+),pole\]$", text, re.MULTILINE)
    ],
    "prolog-glued-from-to": _regex_moves(r"^Move disk from([abc])to([abc])$", None, 1, 2),  # 'Move disk fromatoc'
    "prolog-spaced-atoms": lambda text: [  # ' left  centre ': two atoms with their own spaces, source then target
        (None, _LCR_WORDS[a], _LCR_WORDS[b])
        for a, b in re.findall(r"^ (left|centre|right)  (left|centre|right) $", text, re.MULTILINE)
    ],
    "ko-size-words-giduung": lambda text: [  # '1. `a`에 있는 (작은) 디스크를 `c` 기둥으로 옮긴다.': a size word
        (_KO_SIZE[size], _abc(a), _abc(b))
        for a, size, b in re.findall(
            r"^\d\. `([abc])`에 있는 \((작은|큰)\) 디스크를 `([abc])` 기둥으로 옮긴다\.$", text, re.MULTILINE)
    ],
    "hs-comment-hanoi-3": lambda text: [  # the pairs of the '-- hanoi 3 ...' line only
        (None, _abc(a), _abc(b))
        for line in text.splitlines() if line.startswith("-- hanoi 3 ")
        for a, b in re.findall(r'\("([abc])","([abc])"\)', line.split("==", 1)[1])
    ],
    "java-new-move-pairs": _regex_moves(r'new Exercise5\.Move\("([abc])", "([abc])"\)', None, 1, 2),
    "move-disk-rod-digits-run-on": _regex_moves(r"Move disk (\d) from rod (\d) to rod (\d)", peg=_digit),  # one line
    "uk-peremistit-disk-z-na": _regex_moves(r"^Перемістіть диск (\d+) з ([A-C]) на ([A-C])$"),  # not the dict lines
    "uk-peremistit-holka": _regex_moves(r"^Перемістіть диск (\d+) з голки (\d) на голку (\d)$", peg=_digit),
    "it-sposta-perno": _regex_moves(r"^Sposta (?:il )?disco dal perno (\d) al perno (\d)$", None, 1, 2, peg=_digit),
    "move-from-digits-last-block": lambda text: _regex_moves(  # between 'completed hanoi4' and 'completed hanoi'
        r"^Move from (\d) to (\d)$", None, 1, 2, peg=_digit)(text.split("completed hanoi4\n", 1)[1]),
    "id-pindahkan-disc-pasak": _regex_moves(r"^Pindahkan disc (\d+) dari pasak ([A-C]) ke pasak ([A-C])$"),
    "id-pindahkan-disc-leading-space": _regex_moves(r"^ Pindahkan disc (\d+) dari pasak ([A-C]) ke pasak ([A-C])$"),
    "move-disk-pegN-4": _regex_moves(r"^move disk (\d) from peg(\d) to peg(\d)$", peg=_digit),  # four pegs
    "move-disk-from-word-peg-dot": lambda text: [  # 'Move disk from left peg to right peg.' (the first glued)
        (None, _POLE_WORD[a], _POLE_WORD[b])
        for a, b in re.findall(r"(?:^|pegs\? )Move disk from (\w+) peg to (\w+) peg\.$", text, re.MULTILINE)
    ],
    "move-disk-pegN-after-prompt": _regex_moves(
        r"(?:^|have:)move disk (\d) from peg(\d) to peg(\d)$", peg=_digit),  # not the total glued at the end
    "rs-disk-bracket-runs": lambda text: _last_of_runs([  # 'move disk[1] from A to B', maybe broken after 'from'
        (int(d), _abc(a), _abc(b))
        for d, a, b in re.findall(r"move disk\[(\d+)\] from\s+([A-C]) to ([A-C])$", text, re.MULTILINE)
    ]),
    "perl-move-disk-hash": _regex_moves(r"^Move disk #(\d+) from ([A-C]) to ([A-C])\.$"),
    "go-step-move-n-from-to": _regex_moves(r"^step \d+: move (\d+) from ([A-C]) to ([A-C])$"),  # step, disc
    "paren-digit-arrow-after-prompt": _regex_moves(  # '(1) -> (3)', the first glued to the prompt; not the total
        r"(?:^|disks: )\((\d)\) -> \((\d)\)$", None, 1, 2, peg=_digit),
    "letter-spaced-long-arrow": _regex_moves(r"^([A-C]) --> ([A-C])$", None, 1, 2),  # not the array of groups after
    "md-latex-move-disk": _regex_moves(r"^\d+\. Move disk \$(\d+)\$ from \$([A-C])\$ to \$([A-C])\$$"),
    "it-sposta-un-disco-sx": lambda text: [  # 'Sposta un disco da sx a destra': sx, centro, destra
        (None, _SX_CENTRO[a], _SX_CENTRO[b])
        for a, b in re.findall(r"^Sposta un disco da (sx|centro|destra) a (sx|centro|destra)$", text, re.MULTILINE)
    ],
    # wave 11, "more" (helper v11more): planner plans and logs, more languages, judge pages (held out whole)
    "pddl-timed-move": _pddl_reader(r"^\d+\.\d+: \(move (d\d+) (\w+) (\w+)\)$"),  # '0.00100: (move d1 d2 peg3)'
    "pddl-paren-move": _pddl_reader(r"^\(move (d\d+) (\w+) (\w+)\)$"),  # pyperplan's '(move d1 d2 peg2)'
    "fd-log-move-cost": _pddl_reader(r"^move (d\d+) (\w+) (\w+) \(1\)$"),  # Fast Downward: 'move d1 d2 peg2 (1)'
    "up-plan-move-calls": _pddl_reader(r"^    move\((d\d+), (\w+), (\w+)\)$"),  # '    move(d1, d2, peg2)'
    "pddlgym-trajectory-actions": _pddlgym_trajectory,
    "enhsp-found-plan": _pddl_reader(r"^\d+\.0: \(move (d\d+) (\w+) (\w+)\)$"),  # '0.0: (move d1 d2 peg2)'
    "up-plan-move-calls-vip": _pddl_reader(r"^    move\((d\d+), (\w+), (\w+)\)$"),
    "pddl-paren-move-goose": _pddl_reader(r"^\(move (d\d+) (\w+) (\w+)\)$", start=2),  # the tower starts on peg3
    "fd-log-move-cost-goose": _pddl_reader(r"^move (d\d+) (\w+) (\w+) \(1\)$", start=2),
    "lua-tab-disk-from-to": _regex_moves(r"^Disk\t(\d+)\tfrom\t(\d)\tto\t(\d)$", peg=_digit),
    "lua-mova-de-para": _regex_moves(r"^ mova  de  (\d)  para  (\d)$", None, 1, 2, peg=_digit),
    "fortran-moved-disc-i2": _regex_moves(r"^Moved disc +(\d+) from +(\d) to +(\d)$", peg=_digit),
    "fortran-stack-rows": _fortran_stack_rows,
    "ocaml-moving-disk-two-spaces": _regex_moves(r"^Moving disk (\d+) from ([A-C])  to ([A-C])$"),
    "erlang-moved-disk-tower": _regex_moves(r"^--- Moved disk (\d+) from tower(\d) to tower(\d) ---$", peg=_digit),
    "r-move-disk-trailing-space": _regex_moves(r"^Move disk (\d+) from ([A-C]) to ([A-C]) $"),
    "r-cat-double-spaced": _regex_moves(r"^Move  (\d+)  from  ([A-C])  to  ([A-C]) $"),
    "bash-move-colon-long-arrow": _regex_moves(r"^Move:([A-C])----->([A-C])$", None, 1, 2),
    "pascal-pole-words-padded": lambda text: [  # 'Move a disk from left   to right ' (names padded to six letters)
        (None, _LMR_PADDED[a], _LMR_PADDED[b])
        for a, b in re.findall(r"^Move a disk from (left|middle|right) +to (left|middle|right) *$", text, re.MULTILINE)
    ],
    "pascal-move-a-disk-glued": _regex_moves(r"(?:^|start with\? )Move a disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "ada-move-disk-from-capital": _regex_moves(r"^Move Disk From ([A-C]) to ([A-C])$", None, 1, 2),
    "ada-peg-s-d-a": _regex_moves(r"^Move disk from peg ([SDA]) to peg ([SDA])$", None, 1, 2, peg=_SDA.__getitem__),
    "ada-peg-s-d-a-last-run": lambda text: _regex_moves(  # the run under the last heading ('with 3 discs:')
        r"^Move disk from peg ([SDA]) to peg ([SDA])$", None, 1, 2, peg=_SDA.__getitem__
    )(text.rsplit("discs:\n", 1)[1]),
    "jutge-public-case-3": lambda text: [  # the output under the input 3: 'A => C A => B ...' on one line
        (None, *_letters(a, b))
        for a, b in re.findall(
            r"([A-C]) => ([A-C])", text.split("**Input**\n\n3\n\n**Output**\n\n", 1)[1].split("\n")[0])
    ],
    "jutge-rod-contents": _jutge_rod_contents,
    "instalearn-ordinal-disc-t": _regex_moves(  # 'Move the 1st disc from T1 to T3' (T1 source, T2 target, T3 spare)
        r"Move the (\d)(?:st|nd|rd|th) disc from T(\d) to T(\d)", peg=_digit),
    "hyluz-out-fence-arrows": lambda text: [  # the first fenced 'out' block: 'a->b' lines
        (None, _abc(a), _abc(b))
        for a, b in re.findall(r"^([abc])->([abc])$", text.split("```out\n", 1)[1].split("```", 1)[0], re.MULTILINE)
    ],
    "minic-print-per-line": _regex_moves(  # '"move "', the source twice, '" to "', the target, '"\\n"': a line each
        r'^"move "\n(\d)\n\d\n" to "\n(\d)\n"\\n"$', None, 1, 2, peg=_digit),
    "seven-peg-move-count-disk": _regex_moves(  # 'Move 1: move disk 1 from S to 1' (pegs S, 1-5, D)
        r"^Move \d+: move disk (\d+) from ([S1-5D]) to ([S1-5D])$", peg=_SEVEN_PEGS.__getitem__),
    "ru-blin-sterzhen": _regex_moves(r"^Блин (\d+): Стержень (\d) -> Стержень (\d)$", peg=_digit),  # not the debug
    "ansaurus-last-run-xyz": lambda text: [  # the run after 'using 3 DISCS': 'Move DISC from X to Z'
        (None, _XYZ[a], _XYZ[b])
        for a, b in re.findall(
            r"^Move DISC from ([XYZ]) to ([XYZ])$", text.split("using 3 DISCS\n", 1)[1], re.MULTILINE)
    ],
    "readme-org-dst-arrows": lambda text: [  # 'org->dst' lines after the shell commands
        (None, _ORG_AUX_DST[a], _ORG_AUX_DST[b])
        for a, b in re.findall(r"^(org|aux|dst)->(org|aux|dst)$", text, re.MULTILINE)
    ],
    "py-move-n-to-tower": lambda text: _disc_to(  # 'move 1 to Tower3': the disc and its target; the source where it is
        [(int(d), int(t) - 1) for d, t in re.findall(r"^move (\d+) to Tower(\d)$", text, re.MULTILINE)], 3
    ),
    "sh-move-spaced-long-arrow": _regex_moves(r"^Move ([A-C]) ----> ([A-C])$", None, 1, 2),  # not the banner's towers
    "bash-from-tower-0-2": _regex_moves(r"^Move from tower (\d) to tower (\d)$", None, 1, 2, peg=int),  # towers 0-2
    # wave 12, "programs, judges, planners and prose" (helper v12b): runs in more languages, judge and test
    # expectations, comments holding a program's output (held out whole)
    "nim-move-disk-towers-1-3": _regex_moves(r"^Move disk (\d+) from (\d) to (\d)$", peg=_digit),
    "php-ja-banme-br-last-run": lambda text: _regex_moves(  # the run after the extra '<br>' (one line, no newline)
        r"(\d+)番目の円盤を([A-C])から([A-C])に移動する<br>")(text.split("<br><br>", 1)[1]),
    "php-move-to-the-disk-br": _regex_moves(r"Move to the disk (\d+) from ([A-C]) to ([A-C])<br>"),
    "ruby-start-finish-last-run": lambda text: [  # the run under ' --- 4 rings ---'
        (int(d), _START_FINISH[a], _START_FINISH[b])
        for d, a, b in re.findall(r"^Move disk (\d+) from (start|middle|finish) to (start|middle|finish)$",
                                  text.split(" --- 4 rings ---\n", 1)[1], re.MULTILINE)
    ],
    "hs-tuple-list-abc": lambda text: [  # '[("a","c"),("a","b"),...]'
        (None, _abc(a), _abc(b)) for a, b in re.findall(r'\("([abc])","([abc])"\)', text)
    ],
    "clj-keyword-rod-to": _regex_moves(r"^:rod([A-C]) to :rod([A-C])$", None, 1, 2),
    "lower-single-arrow": _regex_moves(r"^([abc]) -> ([abc])$", None, 1, 2),
    "ksh-equals-arrow": _regex_moves(r"^([abc])=>([abc])$", None, 1, 2),
    "elixir-move-tuples": _regex_moves(r"^  \{:move, :([abc]), :([abc])\},?$", None, 1, 2),
    "sml-repl-string-escapes": _sml_string_moves,
    "rb-move-disk-letters": _regex_moves(r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "clj-char-double-arrow": _regex_moves(r"^([A-C]) => ([A-C])$", None, 1, 2),
    "php-third-round-arrows": lambda text: _regex_moves(  # the run under 'third round ------'
        r"^([A-C]) -> ([A-C])$", None, 1, 2)(text.split("third round ------\n", 1)[1]),
    "junit-as-list-three-disks": _junit_three_disks,
    "tcl-move-digit-arrow": _regex_moves(r"^move (\d) --> (\d)$", None, 1, 2, peg=_digit),
    "forth-move-disk-trailing-space": _regex_moves(r"^Move disk (\d+) from (\d) to (\d) $", peg=_digit),
    "perl-move-slice-calls": _regex_moves(r"^move_slice\((\d), (\d)\);$", None, 1, 2, peg=int),  # pegs 0-2
    "pascal-comma-pairs": _comma_pairs,
    "pascal-comma-pairs-after-2": lambda text: _comma_pairs(text)[3:],  # the run for 3 after the run for 2
    "pop11-star-move-disk": lambda text: [  # the output kept in a comment: '** Move disk 1 from left to middle.'
        (int(d), _LMR_LOWER[a], _LMR_LOWER[b])
        for d, a, b in re.findall(r"^\*\* Move disk (\d+) from (left|middle|right) to (left|middle|right)\.$",
                                  text, re.MULTILINE)
    ],
    "lapkt-numbered-details": _pddl_reader(r"^\d+\. \(move (d\d+) (\w+) (\w+)\)$"),  # '1. (move d1 d2 peg2)'
    "hanoizheimer-poteaux": _poteaux,
    "hanoizheimer-poteaux-last-game": lambda text: _poteaux(text.split("avec 4 disques\n", 1)[1]),
    "dotcpp-move-n-from-digits": _regex_moves(r"^Move (\d+) from (\d) to (\d)$", peg=_digit),  # not 'Move x from x'
    "yzoj-colon-space-arrow": _regex_moves(r"^(\d+): ([A-C])->([A-C])$"),  # not the sample inside the sentence
    "openjudges-sample-digit-pair": lambda text: _regex_moves(  # after '## sample': the input '1', then '1 3'
        r"^([123]) ([123])$", None, 1, 2, peg=_digit)(text.split("## sample", 1)[1]),
    "gitbook-output-colon-arrows": lambda text: [  # 'Output 1:A->B 2:A->C 1:B->C' on the statement's line
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"(\d+):([A-C])->([A-C])", text.rsplit("Output ", 1)[1])
    ],
    "jlzj-sample-output-step": lambda text: _regex_moves(  # the sample output, not the statement's 2-disk example
        r"^Step \d+: Move disk (\d+) from peg ([A-C]) to peg ([A-C])$")(text.split("Sample Output Copy", 1)[1]),
    "fcc-es-debe-devolver-list": _fcc_es_list,
    "nsi-affichage-deplace": lambda text: _regex_moves(  # the run after 'voici l'affichage', not the f-strings
        r"Déplace disque (\d+) de ([A-C]) vers ([A-C])")(text.split("voici l'affichage", 1)[1]),
    "scm-dotted-pair-list": lambda text: [  # '((a . b) (a . b) (b . b) ...)': source and target of each move
        (None, _abc(a), _abc(b)) for a, b in re.findall(r"\(([abc]) \. ([abc])\)", text)
    ],
    "goblinhack-moving-value": _regex_moves(  # 'Moving < value 2 from peg 3 to peg 2 dest 2'; not the drawn rows
        r"^Moving (?:< )?value (\d) from peg (\d) to (?:empty )?peg (\d)", peg=_digit),
    "cs-bg-premestete-disk": _regex_moves(r"^Преместете диск (\d+) от ([A-C]) на ([A-C])$"),  # not the count header
    "cs-hash-stacks-double-arrow": _regex_moves(r"^([123]) ==> ([123])$", None, 1, 2, peg=_digit),
    "cs-rods-digit-arrow": _regex_moves(r"^([123]) -> ([123])$", None, 1, 2, peg=_digit),  # rods, not disc -> rod
    "py-leading-space-move-disk-rod": _regex_moves(r"^ move disk (\d+) from rod (\d) to rod (\d)$", peg=_digit),
    "py-numbered-letter-arrow": _regex_moves(r"^ *\d+\. ([A-C]) -> ([A-C])$", None, 1, 2),  # not the proof's steps
    # wave 12 (helper v12a): model replies, transcripts and agent logs (held out whole)
    "phi-4-numbers-from-largest": lambda text: [  # 'Move 2 from A to C.': number 0 is the largest of three
        (3 - int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"Move ([012]) from ([ABC]) to ([ABC])\.", text)
    ],
    "agent-action-tag-rod": _regex_moves(  # '<action>Move the top disk of rod B to the top of rod C</action>'
        r"<action>Move the top disk of rod ([A-C]) to the top of rod ([A-C])</action>", None, 1, 2),
    "notes-plain-numbered-steps": _regex_moves(  # '1. Move disk 1 from A to C.': not the bold '**Move ...**:' repeats
        r"^\d\. Move disk (\d) from ([A-C]) to ([A-C])\.$"),
    "lrm-last-moves-list": _last_moves_block,  # an agent's final answer: its last 'moves = [[1, 0, 2], ...]'
    "lrm-agent-log-final": lambda text: _last_moves_block(  # a whole agent log: the final answer's last list only
        json.loads(text)["agent_response"]["final_answer"]),
    "r1-action-lines-after-think": lambda text: [  # after '</think>': 'C. ACTION: Executing: Move disk 1 ...'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(
            r"(?:C\. ACTION: (?:Executing: )?|Action: )Move disk (\d+) from (?:peg )?([A-C]) to (?:peg )?([A-C])",
            _after_think(text))
    ],
    "r1-last-moves-list-after-think": lambda text: _last_moves_block(_after_think(text)),
    "lrm-baseline-log-answer": lambda text: _last_moves_block(  # a whole baseline log: response.answer, not reasoning
        json.loads(text)["response"].get("answer", "")),
    # wave 13 (helper w13b): program runs, a judge sample and prose from sources no earlier wave used (held out whole)
    "he-haavar-disk-from-to": _regex_moves(r"^העבר דיסק (\d+) מ-([A-C]) ל-([A-C])$"),  # not the other exercises' lines
    "id-langkah-cakram-tiang-abcd": _regex_moves(  # 'Langkah 2: Pindahkan cakram 2 dari tiang A ke tiang B'; pegs A-D
        r"^Langkah \d+: Pindahkan cakram (\d+) dari tiang ([A-D]) ke tiang ([A-D])$", peg=lambda p: ord(p) - 65),
    "id-langkah-cakram-dari-ke": _regex_moves(  # the first move follows the prompt on its line
        r"Langkah \d+: Pindahkan Cakram (\d+) dari ([A-C]) ke ([A-C])$"),
    "ko-wonban-n-eul-idong-hayeosseum": _regex_moves(r"^원반 (\d+)을 ([A-C])에서 ([A-C])으로 이동하였음\.$"),
    "ru-perenosim-na": _regex_moves(r"([A-C]) переносим на ([A-C])$", None, 1, 2),  # the first after the prompt
    "ru-latin-c-na": _regex_moves(r"^(\d+) c ([A-C]) на ([A-C]) ?$"),  # 'c' is the preposition (from), no peg
    "ru-task-sample-out": lambda text: _regex_moves(  # the ```out block of the examples: the count, then 'from to'
        r"^([123]) ([123])$", None, 1, 2, peg=_digit)(text.split("```out\n", 1)[1].split("```", 1)[0]),
    "pl-patyk-na-patyk": _regex_moves(
        r"^Przenieś (?:największy )?krążek z patyka ([A-C]) na patyk ([A-C])\.$", None, 1, 2),
    "pl-numbered-przenies-digits": _regex_moves(r"^\d+ przenieś krążek (\d+) z ([123]) na ([123])$", peg=_digit),
    "java-moved-from-glued-0-2": _regex_moves(r"^moved from([012])to([012])$", None, 1, 2, peg=int),  # pegs 0-2
    "c-move-disk-after-menu": _regex_moves(r"Move disk (\d+) from ([A-C]) to ([A-C])$"),  # the first after the menu
    "c-long-dashed-arrow": _regex_moves(r"^([A-C])-------->([A-C])$", None, 1, 2),
    "java-bare-arrow": _regex_moves(r"^([A-C])->([A-C])$", None, 1, 2),
    "c-n-disks-moved-from": _regex_moves(r"^(\d+) disks moved from ([A-C]) to ([A-C])$"),  # n: the disc, no count
    "es-mueva-n-a-peg": lambda text: _disc_to(  # 'mueva 1 a a': the disc and its target (peg a, b or c) only
        [(int(d), _abc(t)) for d, t in re.findall(r"^mueva (\d+) a ([abc])$", text, re.MULTILINE)], 5),
    "de-paren-pairs-line": lambda text: [  # '(A, C) (A, B) ...' on one line
        (None, *_letters(a, b)) for a, b in re.findall(r"\(([A-C]), ([A-C])\) ", text)
    ],
    "fa-finglish-pegs": lambda text: [  # Avali (first), komaki (helper), Akhari (last)
        (int(d), _FINGLISH[a], _FINGLISH[b])
        for d, a, b in re.findall(r"^move disk (\d+) from (Avali|komaki|Akhari) to (Avali|komaki|Akhari)$",
                                  text, re.MULTILINE)
    ],
    "ko-level-2-prose": lambda text: _regex_moves(  # the prose of '난이도 2' (two discs), not level 1 nor the code
        r"(\d)번 원판을 ([123])번 기둥에서 ([123])번 기둥으로 옮기", peg=_digit)(
        text.split("난이도 2\n", 1)[1].split("난이도 3", 1)[0]),
    "ko-beon-wonpan-idong": _regex_moves(r"^(\d)번 원판을 ([123])번 기둥에서 ([123])번 기둥으로 이동$", peg=_digit),
    "perl-arrow-pairs-counts": lambda text: [  # 'A->B, 0 A->C, B->C, 1 2 ...': the counts are no moves
        (None, *_letters(a, b)) for a, b in re.findall(r"([A-C])->([A-C]), ", text)
    ],
    # wave 13 (collector w13a)
    "ucpop-trace-move-disk-from-p3": lambda text: _lisp_move_disk(  # ';;;Step 1  : (MOVE-DISK D1 D2 P2)   Created 2'
        "\n".join(re.findall(r"^;;;Step +\d+ +: (\(MOVE-DISK [^)]*\))", text, re.MULTILINE)), 2),
    "lisp-expected-move-disk-plan": lambda text: _lisp_move_disk(text, 0),  # "(print '((MOVE-DISK D1 D2 P3) ...))"
    "pddl-disc-objects-plan": lambda text: _object_moves(  # '(move disc1 disc2 peg2)', one a line
        re.findall(r"^\(move (disc\d+) (\w+) (\w+)\)$", text, re.MULTILINE)),
    "comment-plan-list-upper": lambda text: _object_moves(  # "#Plan - ['MOVE D1 D2 PEG2', 'MOVE D2 D3 PEG3', ...]"
        re.findall(r"'MOVE (D\d+) (\w+) (\w+)'", text)),
    "chat-heading-disk-to-rod": lambda text: _disc_to(  # ' Move Disk 1 to Rod C: Start by moving ...'
        [(int(d), _abc(t)) for d, t in re.findall(r"Move Disk (\d) to Rod ([A-C]):", text)], 3),
    "py-tuple-pairs-from-1": lambda text: [  # '[(1, 3), (1, 2), (3, 2), ...]': (from, to), pegs from 1
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"\((\d), (\d)\)", text)
    ],
    "reply-last-tuple-list": lambda text: [  # a reply's examples: its last '[(1, 2), (1, 3), (2, 3)]' (pegs from 1)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(
            r"\((\d), (\d)\)", (re.findall(r"\[\(\d, \d\)(?:, \(\d, \d\))*\]", text) or [""])[-1])
    ],
    "maker-llm-response-move": _regex_moves(  # "- **LLM Response**: `{'move': [1, 0, 1], ...": disc, from, to
        r"\*\*LLM Response\*\*: `\{'move': \[(\d+), (\d), (\d)\]", peg=int),
    "wouldwork-move-disk-base": lambda text: _object_moves(  # '(1.0 (WOULDWORK::MOVE WOULDWORK::DISK1 ... BASE3))'
        [(d, f, t.replace("BASE", "PEG")) for d, f, t in re.findall(
            r"\(\d+\.0 \(WOULDWORK::MOVE WOULDWORK::(DISK\d+) WOULDWORK::(\w+) WOULDWORK::(\w+)\)\)", text)]),
    "plan-string-disk-peg-dashes": _regex_moves(  # '(move disk1 peg1 peg3)-(move disk2 peg1 peg2)-...'
        r"\(move disk(\d) peg(\d) peg(\d)\)-", peg=lambda p: int(p) - 1),
    "gemma-board-move-line": _regex_moves(r"^Move: (\d), (\d)$", None, 1, 2, peg=int),  # 'Move: 0, 2' (rows from 0)
    "guut-docstring-move-disk-peg": _regex_moves(  # '    1. Move disk 1 from peg 1 to peg 3' (a docstring's list)
        r"^    \d\. Move disk (\d) from peg (\d) to peg (\d)$", peg=lambda p: int(p) - 1),
    "guut-expected-baseline-list": lambda text: [  # 'expected_baseline_output = [(1, 3), (1, 2), ...]' (pegs from 1)
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(
            r"\((\d), (\d)\)", re.search(r"expected_baseline_output = (\[[^\]]*\])", text)[1])  # type: ignore[index]
    ],
    # wave 13 (helper w13c): program runs, pages and judge samples from sources no earlier wave used (held out whole)
    "cs-presun-disk-z-koliku": _regex_moves(r"^Přesuň disk (\d+) z kolíku ([A-C]) na kolík ([A-C])$"),  # not drawn pegs
    "hu-korongot-tegye-rudrol": _regex_moves(r"^(\d+)\. korongot tegye ([A-C]) rúdról ([A-C]) rúdra!$"),
    "ro-muta-discul-dot-de-la": _regex_moves(r"^Muta discul\. (\d+) de la ([A-C]) la ([A-C])$"),  # not 'Suma N: 6'
    "ro-muta-discul-coloana": _regex_moves(r"^Muta discul (\d+) de pe coloana ([A-C]) pe coloana ([A-C]): $"),
    "ro-muta-discul-din-tija": _regex_moves(r"^Muta discul (\d+) din tija ([A-C]) la tija ([A-C])$"),  # not the rods
    "tcl-lowercase-space-arrow": _regex_moves(r"^([abc]) -> ([abc])$", None, 1, 2),
    "uk-peremistyty-disc-after-colon": _regex_moves(  # 'Перемістити диск з A на C: 1': the disc after the pegs
        r"^Перемістити диск з ([A-C]) на ([A-C]): (\d+)$", 3, 1, 2),
    "rust-move-disk-zero-based": lambda text: [  # 'move disk 0 from 0 to 2': discs and pegs from 0
        (int(d) + 1, int(a), int(b)) for d, a, b in re.findall(r"^move disk (\d+) from ([012]) to ([012])$", text, re.M)
    ],
    "pl-bash-commented-sample": _regex_moves(r"^# ([A-C]) -> ([A-C])$", None, 1, 2),  # not the assertEqual strings
    "vi-pop-dish-test-case-2": lambda text: _regex_moves(  # the README's 3-disc test case, not the 2-disc one
        r"^- Pop dish from ([A-C]), push into ([A-C])$", None, 1, 2)(text.split("## Test case 2", 1)[1]),
    "vi-pop-dish-push-into": _regex_moves(r"^Pop dish from ([A-C]), push into ([A-C])$", None, 1, 2),
    "it-sposta-il-disco-dal-piolo": _regex_moves(  # the first move follows the prompts on their line
        r"Sposta il disco (\d+) dal piolo ([A-C]) al piolo ([A-C])$"),
    "id-tab-pindahkan-piringan-digits": _regex_moves(  # '\tPindahkan piringan dari 1 ke 3': pegs 1-3 (4 is none)
        r"^\tPindahkan piringan dari (\d) ke (\d)$", None, 1, 2, peg=_digit),
    "pt-move-disco-de-torre": _regex_moves(  # 'Torre_A', 'Torre_B' and 'Torre C' (a space): the letter names the peg
        r"^Move disco (\d+) de Torre[_ ]([A-C]) para Torre[_ ]([A-C])$"),
    "es-java-degree-disc-glued": _regex_moves(  # '°° : 1 A --> 1 B', '°° : 2A --> 2C': the disc before each peg
        r"^°° : (\d+) ?([A-C]) --> \d+ ?([A-C])$"),
    "cpp-glued-from-ato": _regex_moves(r"^Move disk (\d+) ?from ([A-C])to([A-C])$"),  # 'Move disk 2from AtoB'
    "js-to-here-peg": _regex_moves(r"^Move disk (\d+) from ([A-C]) to (?:here)?([A-C])$"),  # 'to hereC'
    "js-array-disc-hash": _regex_moves(r"'Move disc #(\d+) from ([A-C]) to ([A-C])'"),  # node's printed array
    "fi-siirra-kiekko-tornista": _regex_moves(  # towers '1' to '3'; the first move follows the prompt on its line
        r"Siirrä kiekko (\d+) tornista ([123]) torniin ([123])$", peg=_digit),
    "it-sposta-il-disco-lowercase": _regex_moves(r"^sposta il disco (\d+) dal piolo ([A-C]) al piolo ([A-C])$"),
    # wave 14 (collector w14a): planners' plans and logs, ASP solver runs, model-written excerpts (held out whole)
    "madagascar-step-colon-move": lambda text: _object_moves(  # '4 : (move d1 d2 d3)' after 'PLAN FOUND: 5 steps'
        re.findall(r"^\d+ : \(move (d\d+) (\w+) (\w+)\)$", text, re.M)),
    "blackbox-begin-plan-move": lambda text: _object_moves(  # '1 (move d1 d2 peg3)' between 'Begin plan', 'End plan'
        re.findall(r"^\d+ \(move (d\d+) (\w+) (\w+)\)$", text, re.M)),
    "planning-domains-timed-move": lambda text: _object_moves(  # '0.00100: (MOVE D2 D3 PEG2)', '10.00000: (move ...)'
        re.findall(r"^\d+\.\d+: +\((?:move|MOVE) (\w+) (\w+) (\w+)\)", text, re.M)),
    "pl-przesun-moved-last": lambda text: _przesun(text, True),  # '(przesun y z k2 k1)': k1 moves onto k2
    "pl-przesun-moved-first": lambda text: _przesun(text, False),  # '(przesun z y k1 k2)': k1 moves onto k2
    "pl-przesun-na-inny": _regex_moves(r"^\(przesun-na-inny ([xyz]) ([xyz]) k(\d+)\)$", 3, 1, 2),
    "fd-move-to-pillar-disc": _jmay_moves,
    "fr-disk-peg-to-disk-peg": lambda text: _object_moves(  # '(disk-to-peg disk1 disk2 peg3)'
        re.findall(r"^\((?:disk|peg)-to-(?:disk|peg) (disk\d+) (\w+) (\w+)\)$", text, re.M)),
    "fr-pick-up-put-down-stack": _hand_actions,
    "fd-log-move-on-unit-cost": lambda text: _object_moves(  # 'move-on disk1 disk2 peg3 (1)' after 'Solution found!'
        re.findall(r"^move-on (disk\d+) (\w+) (\w+) \(1\)$", text, re.M)),
    "ipc-move-d-peg-soln": lambda text: _object_moves(re.findall(r"^\(move (d\d+) (\w+) (\w+)\)$", text, re.M)),
    "telingo-o-move-poles": lambda text: [  # ' o(move(a,c))' in each state: from pole, to pole (a-e)
        (None, ord(a) - 97, ord(b) - 97) for a, b in re.findall(r"o\(move\(([a-e]),([a-e])\)\)", text)
    ],
    "clingo-toh-move-d-p-t": lambda text: _disc_to(  # 'move(4,b,1)': disc, target peg, time; disc 4 the smallest
        [(5 - int(d), _abc(p)) for _, d, p in sorted(
            (int(t), d, p) for d, p, t in re.findall(r"move\((\d),([abc]),(\d+)\)", text))], 4),
    "nemotron-numbered-size-stack": lambda text: _disc_to(  # '2. Move the largest disk to the last stack.'
        [(1 if size == "smallest" else 3, {"middle": 1, "last": 2}[peg]) for size, peg in re.findall(
            r"^\d\. Move the (smallest|largest) disk to the (middle|last) stack\.$", text, re.M)], 3),
    "nemotron-sample-digit-arrows": _regex_moves(r"^([123]) -> ([123])$", None, 1, 2, peg=_digit),
    "nemotron-prose-next-smallest": _nemotron_prose,
    "five-arg-move-base-pegs": _regex_moves(  # '(move d1 d2 peg1 peg3 peg3)': disc, from, its peg, onto, that peg
        r"^\(move d(\d+) \w+ peg(\d) \w+ peg(\d)\)$", peg=_digit),
    "kxyz-move-disc-from-to": _kxyz_moves,
    "askainow-output-arrows": _regex_moves(r"^([123]) -> ([123])(?:```)?$", None, 1, 2, peg=_digit),  # '1 -> 3```'
    # wave 14 (second collector): runs of programs in many languages, collected before any change
    "vi-di-chuyen-dia-tu-sang": _regex_moves(r"Di chuyển đĩa (\d+) từ ([A-C]) sang ([A-C])$"),
    "th-numbered-yai-jan-thi": _regex_moves(r"^\d+\. ย้ายจานที่ (\d+) จาก ([A-C]) ไป ([A-C])$"),
    "cpp-bare-letter-arrow": _regex_moves(r"^([A-C]) -> ([A-C])$", None, 1, 2),
    "fcc-moving-disk-from-to": _regex_moves(  # not the 'Move 2 allowed between A and B' lines: no disc moves there
        r"^Moving disk (\d+) from ([A-C]) to ([A-C])$"),
    "fcc-three-list-rows": _three_list_rows,
    "fcc-rods-dict-states": _rods_dict_states,
    "rrwt-word-pegs": lambda text: [  # 'Move disk 1 from source to destination' (pegs named by their roles)
        (int(d), _RRWT_PEGS[a], _RRWT_PEGS[b])
        for d, a, b in re.findall(r"^[Mm]ove disk (\d+) from (\w+) to (\w+)$", text, re.M)
    ],
    "java-disk-moved-from-to": _regex_moves(r"Disk (\d+) moved from ([A-C]) to ([A-C])$"),  # after the prompt
    "java-from-rod-underscore": _regex_moves(r"^Move disk (\d+) from[_ ]rod ([A-C]) to[_ ]rod ([A-C])$"),
    "cpp-from-rod-capital": _regex_moves(r"Move disk (\d+) From rod ([A-C]) to rod ([A-C])$"),  # after the prompt
    "th-yai-jan-thi-bare": _regex_moves(r"^ย้ายจานที่ (\d+) จาก ([A-C]) ไป ([A-C])$"),
    "it-sposta-disco-da-a": _regex_moves(r"^Sposta disco (\d+) da ([A-C]) a ([A-C])$"),
    "c-disc-colon-arrow-dot": _regex_moves(r"^Disc (\d+): ([A-C]) -> ([A-C])\.$"),
    "ro-muta-discul-turnul-digits": _regex_moves(
        r"^Muta discul (\d+) de pe turnul (\d) pe turnul (\d)$", peg=_digit),
    "java-from-digit-to-digit": _regex_moves(r"^from (\d) to (\d)$", None, 1, 2, peg=_digit),
    "java-move-disk-fro": _regex_moves(r"^Move disk (\d+) from? ([A-C]) to ([A-C])$"),  # 'fro' for the larger discs
    "tr-cubugundan-cubuguna": _regex_moves(  # 'A çubuğundan C çubuğuna disk 1'i taşı': pegs first, the disc after
        r"^([A-C]) çubuğundan ([A-C]) çubuğuna disk (\d+)(?:'i)? taşı$", 3, 1, 2),
    "projog-word-list-first-query": lambda text: [  # only the answer to '?- hanoi(3).', up to its 'yes'
        (None, _LCR_WORDS[a], _LCR_WORDS[b]) for a, b in re.findall(
            r"\[move,a,disc,from,the,(\w+),pole,to,the,(\w+),pole\]",
            text.split("?- hanoi(3).", 1)[1].split("yes", 1)[0],
        )
    ],
    "haskell-move-one-from-arrow": _regex_moves(r"^move 1 from ([A-C]) -> ([A-C])$", None, 1, 2),  # '1': one disc
    "pt-js-movimento-disco-vai-de": lambda text: [  # one line: '... DISCO 1 VAI DE ORIGEM PARA DESTINO<br>'
        (int(d), _PT_ROLES[a], _PT_ROLES[b])
        for d, a, b in re.findall(r"DISCO (\d+) VAI DE ([A-Z]+) PARA ([A-Z]+)<br>", text)
    ],
    "c-moved-disk-rod-optional": _regex_moves(  # disc 1 'from rod A to rod C.', the others 'from B to A.'
        r"^Moved disk (\d+) from (?:rod )?([A-C]) to (?:rod )?([A-C])\.$"),
    "py-trace-n-move-disk": _regex_moves(r"^n \d+ move disk from  ([A-C])  to  ([A-C])$", None, 1, 2),
    "pt-mova-1-disco": _regex_moves(r"mova 1 disco de ([A-C]) para ([A-C])$", None, 1, 2),  # '1 disco': one disc
    "java-move-disk-to-disk-lower": _regex_moves(r"^move disk from ([a-c]) to disk ([a-c])$", None, 1, 2),
    "py-move-disk-peg-to-peg-lower": _regex_moves(  # 'Move disk a to c': the letter after 'disk' is the source peg
        r"^Move disk ([a-c]) to ([a-c])$", None, 1, 2),
    "ro-muta-lower-arrow": _regex_moves(r"^Muta ([a-c]) -> ([a-c])$", None, 1, 2),
    "pt-movendo-disco-reticencias": _regex_moves(r"Movendo disco (\d+) de ([A-C]) para ([A-C])\.\.\.$"),
    # wave 15: sources no earlier wave used, collected in the twelfth session before any change (held out whole)
    "vi-c-di-chuyen-dia-ascii": _regex_moves(r"^Di chuyen dia (\d+) tu ([A-C]) sang ([A-C])$"),
    "js-move-n-from-lower": _regex_moves(r"^move (\d+) from ([abc]) to ([abc])$"),
    "py-iter-arrow-colon-after-3": lambda text: _regex_moves(  # 'A->  C: 1' in the run after the heading for 3
        r"^([A-C])->  ([A-C]): (\d+)$", 3, 1, 2)(text.split("##### hanoi %s 3\n", 1)[1]),
    "cpp-double-arrow-no-disc": _regex_moves(r"^([A-C]) ==> ([A-C])$", None, 1, 2),
    "vi-chuyen-dia-cot-toi-cot": _regex_moves(r"Chuyen dia (\d+) tu cot ([A-C]) toi cot ([A-C])$"),
    "cpp-trace-topmost-xyz": _regex_moves(  # '----Move topmost disk from Tower x to y' (not the 'TOI(...)' calls)
        r"^-*Move topmost disk from Tower ([xyz]) to ([xyz])$", None, 1, 2),
    "java-moving-disk-0-tower-0": lambda text: [  # 'Moving disk 0 from tower 0 to tower 1': discs and towers from 0
        (int(d) + 1, int(a), int(b)) for d, a, b in re.findall(
            r"^Moving disk (\d+) from tower (\d) to tower (\d)$", text, re.M)
    ],
    "java-move-from-pegs-0": _regex_moves(r"^Move from pegs (\d) to peg (\d)$", None, 1, 2, peg=int),
    "cpp-indented-arrow-move-disk": _regex_moves(r"^  -> Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "py-move-a-disk-from-peg-digits": _regex_moves(  # the first glued to the prompt 'Enter a positive integer: '
        r"Move a disk from peg (\d) to peg (\d)$", None, 1, 2, peg=_digit),
    "polyconquest-move-src-dst": _regex_moves(r"^move (\d) (\d)$", None, 1, 2, peg=int),
    "first-line-counts-then-pairs": lambda text: _regex_moves(  # after the first line ('discs stacks'), 'from to'
        r"^(\d+) (\d+)$", None, 1, 2, peg=_digit)(text.split("\n", 1)[1]),
    "java-move-disc-glued-after-dashes": lambda text: _regex_moves(  # 'Move Disc1 From A To B' after '----------'
        r"^Move Disc ?(\d+) From ([A-C]) To ([A-C])$")(text.split("----------\n", 1)[1]),
    "cpp-move-disk-from-digits": _regex_moves(r"^Move disk (\d+) from (\d) to (\d)$", peg=_digit),
    "cpp-long-arrow-letters": _regex_moves(r"([A-C])----->([A-C])$", None, 1, 2),  # the first glued to the prompt
    "junit-flat-pairs-three-disks": lambda text: [  # withThreeDisks' Arrays.asList: '1, 3,' a line, a move each
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(
            r"(\d), (\d)", text.split("withThreeDisks", 1)[1].split("asList(", 1)[1].split(")", 1)[0])
    ],
    "cpp-move-the-disk": _regex_moves(r"^Move the Disk (\d+) from ([A-C]) to ([A-C])$"),
    "cpp-paren-pairs-digits": _regex_moves(r"^\((\d), (\d)\)$", None, 1, 2, peg=_digit),
    "py-move-spaced-arrow": _regex_moves(r"^move ([A-C]) --> ([A-C])$", None, 1, 2),  # not the bare numbers
    "c-arrow-glued-to-prompt": _regex_moves(r"([A-C])-->([A-C])$", None, 1, 2),
    "pl-przenies-krazek-patyk": _regex_moves(  # 'największy' (the largest) is said of every inner move: no disc read
        r"^Przenieś (?:największy )?krążek z patyka ([A-C]) na patyk ([A-C])\.$", None, 1, 2),
    "ja-no-enban-kara-ni-utsusu": _regex_moves(r"^(\d+) の円盤を ([A-C]) から ([A-C]) に移す$"),
    "py-move-disk-lower-letter-to": _regex_moves(r"^Move disk ([abc]) to ([abc])$", None, 1, 2),
    "c-move-disk-rod-glued-prompt": _regex_moves(r"Move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "go-example-comment-arrows-first": lambda text: _regex_moves(  # ExampleHanoi's block only
        r"^\t// (\d) -> (\d)$", None, 1, 2, peg=_digit)(text.split("func ExampleHanoi2", 1)[0]),
    "go-example-comment-arrows-after-hanoi3": lambda text: _regex_moves(  # ExampleHanoi3's block only
        r"^\t// ([A-C]) -> ([A-C])$", None, 1, 2)(text.split("func ExampleHanoi3", 1)[1]),
    "java-moved-disk-1-or-moving-disk": lambda text: [  # 'Moved disk 1 from A to C', 'Moving disk from A to C'
        (int(d) if d else None, _abc(a), _abc(b))
        for d, a, b in re.findall(r"^Mov(?:ed disk (\d+)|ing disk) from ([A-C]) to ([A-C])$", text, re.M)
    ],
    # wave 16: sources no earlier wave used, collected in the thirteenth session before any change (held out whole)
    "fa-cpp-move-a-disk-glued-prompt": _regex_moves(  # 'Move a disk from A to C', the first glued to the prompt
        r"Move a disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "fa-py-move-disk-persian-peg-words": _regex_moves(  # 'move disk 1 from Avali to Akhari' (first, last, helper)
        r"^move disk (\d+) from (\w+) to (\w+)$", peg=lambda word: _FA_PEG_WORDS[word]),
    "id-langkah-cakram-tiang-four-pegs": _regex_moves(  # 'Langkah 1: Pindahkan cakram 1 dari tiang A ke tiang B' (A-D)
        r"^Langkah \d+: Pindahkan cakram (\d+) dari tiang ([A-D]) ke tiang ([A-D])$", peg=lambda p: ord(p) - 65),
    "id-piringan-ke-tonggak": _regex_moves(  # '(P|p)indahkan piringan ke 1 dari tonggak A ke tonggak C'
        r"^[Pp]indahkan piringan ke (\d+) dari tonggak ([A-C]) ke tonggak ([A-C])$"),
    "id-piringan-dari-ke-no-disc": _regex_moves(r"^Pindahkan piringan dari ([A-C]) ke ([A-C])$", None, 1, 2),
    "es-mueve-disco-torre-num": _regex_moves(  # 'Mueve el disco 1 de la torre 1 a la torre 3' (towers from 1)
        r"^Mueve el disco (\d+) de la torre ([1-3]) a la torre ([1-3])$", peg=_digit),
    "rod-drawings-move-top-disk": _regex_moves(  # 'Move top disk from rod 1 to rod 2:' above each drawing
        r"^Move top disk from rod ([1-3]) to rod ([1-3]):$", None, 1, 2, peg=_digit),
    "he-haaver-disk-me-le": _regex_moves(r"^העבר דיסק (\d+) מ-([A-C]) ל-([A-C])$"),  # Hebrew: 'move disc 1 from A to C'
    "pt-passo-mova-disco-torre-num": _regex_moves(  # 'Passo 1: Mova o disco da torre 1 para a torre 3' (towers from 1)
        r"^Passo \d+: Mova o disco da torre ([1-3]) para a torre ([1-3])$", None, 1, 2, peg=_digit),
    "pt-pino-after-4-discos": lambda text: _regex_moves(  # 'Mova o disco do pino A para o pino C' after the 4-disc line
        r"^Mova o disco do pino ([A-C]) para o pino ([A-C])$", None, 1, 2)(text.split("para 4 discos:\n", 1)[1]),
    "py-nested-state-lists-discs-from-0": _nested_state_lists,
    "cpp-plus-drawings-21-wide": _plus_drawings,
    "py-tuple-pairs-0based": _regex_moves(r"\((\d), (\d)\)", None, 1, 2, peg=int),  # '[(0, 2), (0, 1), ...]'
    "py-move-from-two-spaces-between-drawings": _regex_moves(  # 'move 1 from  A to C' between the drawings
        r"^move (\d+) from  ([A-C]) to ([A-C])$"),
    "java-disk-n-moved-from-glued-prompt": _regex_moves(r"Disk (\d+) moved from ([A-C]) to ([A-C])$"),
    "cpp-space-move-disk-from-rod-no-disc": _regex_moves(r"^ Move disk from rod ([A-C]) to rod ([A-C])$", None, 1, 2),
    "py-move-disk-rod-s-a-d": _regex_moves(  # 'Move disk 1 from rod S to rod D': S source, A auxiliary, D destination
        r"^Move disk (\d+) from rod ([SAD]) to rod ([SAD])$", peg="SAD".index),
    "java-bracket-step-disk-paren-digits": _regex_moves(  # '[1]disk(1) : 1 -> 3', the first glued to the prompt
        r"\[\d+\]disk\((\d+)\) : (\d) -> (\d)$", peg=_digit),
    "it-sposto-da-arrow": _regex_moves(r"^Sposto da ([A-C]) -> ([A-C])$", None, 1, 2),  # Italian: 'I move from A -> C'
    "zh-kth-move-disk-colon-arrow": _regex_moves(r"^disk (\d+): ([A-C]) -> ([A-C])$"),  # 'disk 1: A -> C' a query
    "junit-stepped-move-disk-quoted": lambda text: _regex_moves(  # the 3-disc test's array: '"Move Disk 1 from A to B"'
        r'"Move Disk (\d) from ([A-C]) to ([A-C])"')(
            text.split("testForSteppedMoveToDestination", 1)[1].split("};", 1)[0]),
    "junit-value3-disk-numbered-from-bottom": lambda text: [  # expectedListForValue3: 'Move Disk 3' is the smallest
        (4 - d, a, b) for d, a, b in _regex_moves(r'"Move Disk (\d) from ([A-C]) to ([A-C])"')(
            text.split("expectedListForValue3", 1)[1].split("));", 1)[0]) if d is not None
    ],
    "ar-lesson-manual-n3-arrows": lambda text: _regex_moves(  # the n=3 section only: '7 حركات: A→C, A→B, ...'
        r"([A-C])→([A-C])", None, 1, 2)(text.split('"7 حركات: ', 1)[1].split("\n", 1)[0]),
    # wave 17: sources no earlier wave used, collected in the fourteenth session before any change (held out whole)
    "py-move-disk-tower-underscore-digit": _regex_moves(  # 'Move disk 1 from tower_1 to tower_3'
        r"^Move disk (\d+) from tower_(\d) to tower_(\d)$", peg=_digit),
    "py-posts-lists-rows-start-unprinted": _posts_rows,
    "py-move-disk-rod-two-spaces": _regex_moves(  # 'move disk 1 from rod  A to rod  B' after the program's code
        r"^move disk (\d+) from rod  ([A-C]) to rod  ([A-C])$"),
    "py-hash-move-disk-rod-crlf": _regex_moves(  # '#Move disk 1 from rod A to rod B' comment lines (CRLF)
        r"^#Move disk (\d+) from rod ([A-C]) to rod ([A-C])\r?$"),
    "id-c-paling-atas-tiang-digits-tab": _regex_moves(  # '\tPindahkan piringan paling atas dari tiang 3 ke tiang 2'
        r"^\tPindahkan piringan paling atas dari tiang ([1-3]) ke tiang ([1-3])$", None, 1, 2, peg=_digit),
    "id-prose-piringan-ke-paku-ordinal": lambda text: _disc_to(  # '1. Pindahkan ... (piringan ke-1) ke paku kedua'
        [(int(d), _ID_PAKU[p]) for d, p in re.findall(
            r"\d\. Pindahkan piringan (?:paling atas (?:selanjutnya )?\(piringan )?ke-(\d)"
            r"\D*?ke paku (pertama|kedua|ketiga)",
            text)], 3),
    "th-c-disc-from-digit-to-digit": _regex_moves(r"^Disc (\d+) from ([1-3]) to ([1-3])$", peg=_digit),
    "py-move-n-from-two-spaces-after-drawing": _regex_moves(  # 'move 1 from  A to C' under each drawing
        r"^move (\d+) from  ([A-C]) to ([A-C])$"),
    "cses-count-then-peg-pairs": _regex_moves(r"^([1-3]) ([1-3])$", None, 1, 2, peg=_digit),  # '7', then '1 3'
    "chat-output-example-n2-pairs": lambda text: _regex_moves(  # the reply's 'Output Example (n = 2)' block only
        r"^([1-3]) ([1-3])$", None, 1, 2, peg=_digit)(
            text.split("Output Example (n = 2)", 1)[1].split("```\n\n", 1)[0]),
    "langgraph-structured-hanoi-moves": _regex_moves(  # the structured_response: 'HanoiMove(disk_id=1, from_peg=0, ...'
        r"HanoiMove\(disk_id=(\d+), from_peg=(\d), to_peg=(\d)\)", peg=int),
    "js-move-one-disc-count-between-numbers": _regex_moves(  # 'Move 1 from A to C': the 1 counts discs, every call
        r"^Move 1 from ([A-C]) to ([A-C])$", None, 1, 2),
    "c-move-from-digits-hanoi4-block": lambda text: _regex_moves(  # hanoi4's block, after 'completed hanoi3'
        r"^Move from ([1-3]) to ([1-3])$", None, 1, 2, peg=_digit)(
            text.split("completed hanoi3\n", 1)[1].split("completed hanoi4", 1)[0]),
    "pl-przenies-dysk-z-kolka-na-kolek": _regex_moves(r"^Przenieś dysk (\d+) z kołka ([A-C]) na kołek ([A-C])$"),
    "c-move-disk-quoted-one-rod": _regex_moves(r'^Move disk "?(\d+)"? from rod ([A-C]) to rod ([A-C])$'),
    "ko-beon-wonban-eseo-ro": _regex_moves(r"^(\d+)번 원반을 ([A-C])에서 ([A-C])로$"),  # '1번 원반을 A에서 C로'
    "py-rods-dict-repeated-states": _rods_dict_distinct_states,
    "py-move-disk-from-digit-glued-prompts": _regex_moves(  # the first glued to the three prompts
        r"Move disk (\d+) from ([1-3]) to ([1-3])$", peg=_digit),
    "js-step-move-a-disk-tower-words": _regex_moves(  # 'Step 1: Move a disk from left tower to right tower'
        r"^Step \d+: Move a disk from (left|middle|right) tower to (left|middle|right) tower$", None, 1, 2,
        peg=_LMR_LOWER.__getitem__),
    "py-list-of-peg-pairs-from-1": _regex_moves(r"\((\d), (\d)\)", None, 1, 2, peg=_digit),  # '[(1, 2), (1, 3), ...]'
    "c-disc-first-move-disk-glued-prompt": _regex_moves(  # '1 move disk from A to B', the first glued to the prompt
        r"(\d+) move disk from ([A-C]) to ([A-C])$"),
    "c-moving-bracket-disc-digits-glued": _regex_moves(  # 'Moving [1] from 1 to 2.', the first glued to the prompt
        r"Moving \[(\d+)\] from ([1-3]) to ([1-3])\.$", peg=_digit),
    "c-move-disk-from-peg-to-arrow-peg": _regex_moves(  # 'move disk from Peg A to --> Peg C'
        r"^move disk from Peg ([A-C]) to --> Peg ([A-C])$", None, 1, 2),
    "pl-przenies-dysk-z-do-digits-glued": _regex_moves(  # 'Przenieś dysk 1 z 1 do 3', the first glued to the prompt
        r"Przenieś dysk (\d+) z ([1-3]) do ([1-3])$", peg=_digit),
    "vi-di-chuyen-dia-cot-nguon-cot-nhan": _regex_moves(  # 'Di chuyển Đĩa 1 từ cột nguồn A đến cột nhận C'
        r"^Di chuyển Đĩa (\d+) từ cột nguồn ([A-C]) đến cột nhận ([A-C])$"),
    "c-disk-colon-move-from-to": _regex_moves(r"^Disk (\d+) : Move from ([A-C]) to ([A-C])$"),
    "py-numbered-paren-move-from-peg-1-4": _regex_moves(  # '1) Move from peg 1 to peg 3.' (pegs 1-4)
        r"^\d+\) Move from peg ([1-4]) to peg ([1-4])\.$", None, 1, 2, peg=_digit),
    "c-disc-transfer-disk-smd": _regex_moves(  # '1 TRANSFER DISK FROM S TO D' ('to' in lower case for the larger discs)
        r"(\d+) TRANSFER DISK FROM ([SMD]) (?:TO|to) ([SMD])$", peg="SMD".index),
    "c-space-moved-disk-rod-first-list": _regex_moves(  # ' Moved disk 1 from rod A to rod B' (not the 'Move disk' list)
        r"^ Moved disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "cpp-stack-lines-blocks-dashes": _stack_line_blocks,
    "cpp-move-disc-from-to-letters": _regex_moves(  # 'Move disc 1 from A to C'
        r"^Move disc (\d+) from ([A-D]) to ([A-D])$"),
    "py-tuples-disc-quoted-pegs-a-d": _regex_moves(  # "[(1, 'A', 'D'), (1, 'A', 'B'), ...]": (disc, from, to)
        r"\((\d+), '([A-D])', '([A-D])'\)", peg=lambda p: ord(p) - 65),
    "pl-py-krazek-move-number-states": _krazek_states,
    "de-java-stab-arrow-stab": _regex_moves(r"^Stab ([A-C])-->Stab ([A-C])$", None, 1, 2),  # 'Stab A-->Stab C'
    "c-bracket-disc-colon-arrow": _regex_moves(r"^\[(\d+)\]: ([A-C]) -> ([A-C])$"),  # '[1]: A -> C'
    "py-move-disk-letters-between-towers": _regex_moves(  # 'Move disk 1 from A to C', then the towers as lists
        r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "py-a-string-pole-rows": _a_string_pole_rows,
    "pl-py-move-disc-in-parentheses": _regex_moves(  # 'Move (1) from A to C'
        r"^Move \((\d+)\) from ([A-C]) to ([A-C])$"),
    "pt-js-move-n-from-lower-letters": _regex_moves(r"^move (\d+) from ([abc]) to ([abc])$"),  # none: the run crashed
    "zh-py-move-disc-number-from-to": _regex_moves(r"^Move (\d+) from ([A-C]) to ([A-C])$"),  # 'Move 2 from A to B'
    "java-move-n-disk-from-peg-comma": _regex_moves(  # 'Move 1 disk from peg A, to peg C' (the number is the disc)
        r"^Move (\d+) disk from peg ([A-C]), to peg ([A-C])$"),
    # wave 18 (held out whole)
    "w18-tool-call-lines": _tool_call_lines,
    "w18-rb-move-disk-at-peg": _regex_moves(r"^move disk at peg ([A-C]) to peg ([A-C])\.$", None, 1, 2),
    "w18-java-step-disk-peg-resulting": _regex_moves(  # 'Step 1: Move disk1 from peg0 to peg2 resulting'
        r"^Step \d+: Move disk(\d+) from peg(\d) to peg(\d) resulting", peg=int),
    "w18-pl-move-disk-lower": _regex_moves(r"^Move disk (\d+) from ([abc]) to ([abc])$"),
    "w18-py-moved-disk-from-to": _regex_moves(r"^Moved disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "w18-mock-ai-suggests": _regex_moves(r"AI suggests: Move disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "w18-bash-move-colon-long-arrow": _regex_moves(r"^Move:([A-C])----->([A-C])$", None, 1, 2),
    "w18-bash-move-digit-arrow": _regex_moves(r"^move (\d) --> (\d)$", None, 1, 2, _digit),
    "w18-rb-move-n-garbled-pegs": _regex_moves(  # 'move 1 start => ["goal", "temp"]': a garbled name is no peg
        r"^move (\d+) (.+?) => (.+)$", peg=_named_pegs_or_none({"start": 0, "temp": 1, "goal": 2})),
    "w18-rb-n-disc-last-run": lambda text: _regex_moves(  # the last of the runs for 1, 2, 3, 4 discs
        r"^move (\d+)-disc from (st|tm|go) => (st|tm|go)$",
        peg=_named_pegs_or_none({"st": 0, "tm": 1, "go": 2}))(_last_dashed_run(text)),
    "w18-pl-move-disk-hash-dot": _regex_moves(r"^Move disk #(\d+) from ([A-C]) to ([A-C])\.$"),
    "w18-md-numbered-move-disk": _regex_moves(r"^\s*\d+\. Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w18-java-slide-disk-rod-sad": _regex_moves(  # 'Slide Disk 1 from rod S to rod A' (S source, A auxiliary, D)
        r"Slide Disk (\d+) from rod ([SAD]) to rod ([SAD])$", peg=_named_pegs_or_none({"S": 0, "A": 1, "D": 2})),
    "w18-py-moving-disk-from-to": _regex_moves(r"^Moving disk (\d+) from ([A-C]) to ([A-C])$"),
    "w18-asp-put-atoms": _asp_put_atoms,
    "w18-java-abc-lists-top-first": lambda text: _labelled_list_states(text, ("A", "B", "C"), top_first=True),
    "w18-java-tower-rows": _tower_rows_states,
    "w18-java-column-rows-n3": lambda text: _column_rows_states(text, 3),
    "w18-py-move-disk-from-to-reasons": _regex_moves(  # 'Move disk 2 from A to B (Now that ...)'
        r"^Move disk (\d+) from ([A-C]) to ([A-C])\b"),
    "w18-html-li-states": _html_li_states,
    "w18-java-turn-rows": _turn_rows_states,
    "w18-c-size-colon-from-to-lower": _regex_moves(r"(\d+): from ([a-c]) to ([a-c])$"),  # '1: from a to c'
    "w18-py-three-lists-rows": _posts_rows,  # '[4, 3] [1] [2]' a row, the start printed first
    "w18-py-last-hashed-run": lambda text: _regex_moves(  # 'A -> C : 1' (source, target, disc), the last run
        r"^([A-C]) -> ([A-C]) : (\d+)$", 3, 1, 2)(re.split(r"^#{5,} Hanoi \d+$", text, flags=re.M)[-1]),
    "w18-prolog-moves-binding": lambda text: [  # the toplevel's answer 'Moves = [move(left,right),...]'
        (None, _LMR_LOWER[a], _LMR_LOWER[b])
        for a, b in re.findall(r"move\((left|middle|right),\s*(left|middle|right)\)", text.split("Moves = ", 1)[-1])],
    "w18-ko-wonpan-omgyeotseumnida": _regex_moves(  # '원판 1을 A에서 C로 옮겼습니다'
        r"^원판 (\d+)[을를] ([A-C])에서 ([A-C])로 옮겼습니다$"),
    "w18-py-labelled-call-lists": lambda text: _state_moves([  # 'a:  [4, 3]' 'b:  [1]' 'c:  []' 'n:  2' blocks
        [[int(d) for d in re.findall(r"\d+", peg)] for peg in block]
        for block in re.findall(r"^a:  \[(.*)\]\nb:  \[(.*)\]\nc:  \[(.*)\]$", text, re.M)]),
    "w18-py-digit-arrow-after-hello": _regex_moves(r"^(\d) -> (\d)$", None, 1, 2, _digit),  # '1 -> 2'
    "w18-es-mover-disco-desde-torre": _regex_moves(  # 'Mover disco 1 desde torre A a torre C'
        r"^Mover disco (\d+) desde torre ([A-C]) a torre ([A-C])$"),
    "w18-py-move-disc-named-pegs": _regex_moves(  # 'Move disc 1 from Source to auxiliary'
        r"Move disc (\d+) from (Source|auxiliary|Destination) to (Source|auxiliary|Destination)$",
        peg=_named_pegs_or_none({"Source": 0, "auxiliary": 1, "Destination": 2})),
    "w18-uk-peremishchennia-dyska": _regex_moves(r"^Переміщення диска з ([A-C]) на ([A-C])$", None, 1, 2),
    "w18-es-numbered-mover-disco-de-a": _regex_moves(r"^\d+\. Mover disco (\d+) de ([A-C]) a ([A-C])$"),
    "w18-pt-mover-disco-origem-destino": _regex_moves(  # 'Mover disco 1 de Origem para Destino'
        r"Mover disco (\d+) de (Origem|Auxiliar|Destino) para (Origem|Auxiliar|Destino)$",
        peg=_named_pegs_or_none({"Origem": 0, "Auxiliar": 1, "Destino": 2})),
    "w18-py-move-the-disc-from-to": _regex_moves(r"^Move the disc from ([A-C]) to ([A-C])$", None, 1, 2),
    "w18-py-move-disk-glued-prompt": _regex_moves(r"Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w18-py-move-disk-source-target-words": _regex_moves(  # 'Move disk 2 from source A to target B'
        r"^Move disk (\d+) from source ([A-C]) to target ([A-C])$"),
    "w18-py-move-disk-role-words-last-run": lambda text: _regex_moves(  # '... from target C to auxiliary B', last run
        r"^Move disk (\d+) from (?:source|target|auxiliary) ([A-C]) to (?:source|target|auxiliary) ([A-C])$")(
        _last_dashed_run(text)),
    "w18-es-mover-disco-desde-torre-hacia": _regex_moves(  # 'Mover disco 1 desde Torre A hacia Torre B'
        r"Mover disco (\d+) desde Torre ([A-C]) hacia Torre ([A-C])$"),
    "w18-es-mover-disco-de-a-lower": _regex_moves(r"^mover disco de ([A-C]) a ([A-C])$", None, 1, 2),
    "w18-tr-disk-kulesinden-tasi": _regex_moves(  # "Disk 2'yi A kulesinden B kulesine tasi"
        r"^Disk (\d+)'\w+ ([A-C]) kulesinden ([A-C]) kulesine tasi$"),
    # wave 19 (tuning): program runs in many languages, from sources no earlier wave used
    "ru-pl-perenos-diametra-lower": _regex_moves(  # 'Перенос диска диаметра 1 со стержня a на стержень c.'
        r"^Перенос диска диаметра (\d+) со стержня ([abc]) на стержень ([abc])\.$"),
    "pl-action-move-disk-of-diameter": _regex_moves(  # 'Action: move disk of diameter 1 from A to B'
        r"^Action: move disk of diameter (\d+) from ([A-C]) to ([A-C])$"),
    "ja-kara-e-utsusu": _regex_moves(r"^([A-C]) から ([A-C]) へ移す$", None, 1, 2),  # 'A から B へ移す'
    "vi-di-chuyen-dia-tu-sang-ascii": _regex_moves(  # 'Di chuyen dia 1 tu A sang C' (the first after the prompt)
        r"Di chuyen dia (\d+) tu ([A-C]) sang ([A-C])$"),
    "vi-di-chuyen-dia-tu-cot-four": _regex_moves(  # 'Di chuyen dia tu cot A sang cot D' (pegs A-D)
        r"^Di chuyen dia tu cot ([A-D]) sang cot ([A-D])$", None, 1, 2, peg=lambda p: ord(p) - 65),
    "vi-di-chuyen-dia-n-tu-cot": _regex_moves(  # 'Di chuyen dia 1 tu cot A sang cot C', 'di chuyen dia 2 ... C '
        r"^[Dd]i chuyen dia (\d+) tu cot ([A-C]) sang cot ([A-C]) ?$"),
    "move-disk-from-lcr-peg": _regex_moves(  # 'Move disk from left peg to right peg.' (the first glued to a line)
        r"Move disk from (left|center|right) peg to (left|center|right) peg\.", None, 1, 2, peg=_POLE_WORD.__getitem__),
    "ru-pl-perenos-diametrom-upper": _regex_moves(  # 'Перенос диска диаметром 1 со стержня A на стержень C'
        r"^Перенос диска диаметром (\d+) со стержня ([A-C]) на стержень ([A-C])$"),
    "zh-c-move-n-colon-from-to": _regex_moves(r"^move (\d+): from ([A-C]) to ([A-C])$"),  # 'move 1: from A to C'
    "digit-pair-lines": _regex_moves(r"^([1-3]) ([1-3])$", None, 1, 2, peg=_digit),  # '1 3' (after the count)
    "c-move-disk-source-target-auxiliary-labels": _regex_moves(  # 'Move disk 2 from Source A to Auxiliary B'
        r"^Move disk (\d+) from Source ([A-C]) to (?:Target|Auxiliary) ([A-C])$"),
    "java-lower-letter-pairs": _regex_moves(r"^([abc]) ([abc])$", None, 1, 2),  # 'a c'
    "vi-di-chuyen-dia-sang-or-qua-cot": _regex_moves(  # 'Di chuyen dia 1 tu cot A sang cot C', '... qua cot B'
        r"^Di chuyen dia (\d+) tu cot ([A-C]) (?:sang|qua) cot ([A-C])$"),
    "c-moved-disk-two-spaces-from-rod": _regex_moves(  # 'Moved disk 1  from rod A to rod C'
        r"^Moved disk (\d+)  from rod ([A-C]) to rod ([A-C])$"),
    "c-space-move-disk-from-rod-leading-newline": _regex_moves(  # ' Move disk 1 from rod A to rod C' (newline first)
        r"^ Move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "js-tower-letter-to-tower": _regex_moves(  # 'Tower-A <<<TO>>> Tower-C'
        r"^Tower-([A-C]) <<<TO>>> Tower-([A-C])$", None, 1, 2),
    # wave 19 (end)
    # wave 20 (held out whole): sources no earlier wave used, measured with the reader of f56fe67 before any change
    "w20-id-pindahkan-disk-menara": _regex_moves(  # 'Pindahkan disk 1 dari Menara A ke Menara C' (towers A-D)
        r"Pindahkan disk (\d+) dari Menara ([A-D]) ke Menara ([A-D])$", peg=lambda p: ord(p) - 65),
    "w20-id-pindahkan-disk-rod": _regex_moves(  # 'Pindahkan disk 1 dari Rod A ke Rod C' (the rods' lists ignored)
        r"^Pindahkan disk (\d+) dari Rod ([A-C]) ke Rod ([A-C])$"),
    "w20-id-pindahkan-disk-source-helper-target": _regex_moves(  # 'pindahkan disk 1 dari Source ke Helper'
        r"^pindahkan disk (\d+) dari (Source|Helper|Target) ke (Source|Helper|Target)$",
        peg={"Source": 0, "Helper": 1, "Target": 2}.__getitem__),
    "w20-ko-wonban-english-word-pegs": _regex_moves(  # '1번 원반을 First에서 Third로 이동'
        r"^(\d+)번 원반을 (First|Seccond|Third)에서 (First|Seccond|Third)로 이동$",
        peg={"First": 0, "Seccond": 1, "Third": 2}.__getitem__),
    "w20-es-se-mueve-un-disco-de-torre": _regex_moves(  # 'se mueve un disco de torre 1 a torre 2' (towers from 1)
        r"se mueve un disco de torre ([1-3]) a torre ([1-3])$", None, 1, 2, peg=_digit),
    "w20-pl-moved-topmost-disk-lower": _regex_moves(  # 'Moved the topmost disk from a to c'
        r"^Moved the topmost disk from ([abc]) to ([abc])$", None, 1, 2),
    "w20-pl-move-top-disk-lcr-words": _regex_moves(  # 'Move top disk from left to center'
        r"^Move top disk from (left|center|right) to (left|center|right)$", None, 1, 2,
        peg=_POLE_WORD.__getitem__),
    "w20-py-two-char-column-rows": _w20_two_char_column_rows,
    "w20-java-move-nth-disc-t-pegs": _regex_moves(  # 'Move 1th disc from T1 to T2' (T1-T3: A-C)
        r"^Move (\d+)th disc from T([1-3]) to T([1-3])$", peg=_digit),
    "w20-rb-disk-moves-from-word-pegs": _regex_moves(  # 'Disk 1 moves from source to auxiliary'
        r"^Disk (\d+) moves from (source|auxiliary|destination) to (source|auxiliary|destination)$",
        peg={"source": 0, "auxiliary": 1, "destination": 2}.__getitem__),
    "w20-py-iter-runs-last-arrow-colon": lambda text: [  # 'A -> C : 2' (from, to, disc) after '######## Hanoi 3'
        (int(m[3]), _abc(m[1]), _abc(m[2]))
        for m in re.finditer(r"^([A-C]) -> ([A-C]) : (\d+)$", text.split("######## Hanoi 3\n")[1], re.M)],
    "w20-ko-wonpan-beon-gidung-four": _regex_moves(  # '1번 원판을 1번 기둥에서 4번 기둥으로 이동' (pegs 1-4)
        r"^(\d+)번 원판을 ([1-4])번 기둥에서 ([1-4])번 기둥으로 이동$", peg=_digit),
    "w20-move-disc-run-one-line": _regex_moves(  # 'Move disc 1 from A to C Move disc 2 ...' on one line
        r"Move disc (\d+) from ([A-C]) to ([A-C])"),
    "w20-zh-yidong-yuanpan-cong-dao": _regex_moves(r"移动圆盘 (\d+) 从 ([A-C]) 到 ([A-C])$"),  # '移动圆盘 1 从 A 到 B'
    "w20-cpp-move-from-peg-zero-based": _regex_moves(  # 'Move from peg 0 to peg 2' (pegs from 0)
        r"^Move from peg ([0-2]) to peg ([0-2])$", None, 1, 2, peg=int),
    "w20-ws-enter-number-digit-arrows": _regex_moves(  # 'Enter a number: 1 -> 2' then '1 -> 3' (CRLF)
        r"([1-3]) -> ([1-3])\r?$", None, 1, 2, peg=_digit),
    "w20-epic-bracket-disc-from-to": _regex_moves(r"^\[(\d+), ([1-3]), ([1-3])\]$", peg=_digit),  # '[1, 1, 3]'
    "w20-no-moves": lambda text: [],  # an answer that names no move (a planner's final state only)
    "w20-java-move-disk-colon-pillar-reversed": lambda text: [  # 'Move disk: 3 from: pillar A to: pillar C' (1 largest)
        (4 - int(m[1]), _abc(m[2]), _abc(m[3]))
        for m in re.finditer(r"^Move disk: (\d+) from: pillar ([A-C]) to: pillar ([A-C])$", text, re.M)],
    "w20-es-mueva-disco-hasta-torre-first": lambda text: _disc_to(  # 'Mueva el disco 1 hasta la Torre 3' (1st list)
        [(int(d), int(t) - 1) for d, t in re.findall(r"^Mueva el disco (\d+) hasta la Torre ([1-3]) ?$",
                                                     text.split("Torre de Hanoi con 4 discos")[0], re.M)], 3),
    "w20-es-mueva-disco-desde-hasta-torre": _regex_moves(  # 'Mueva el disco 1 desde la Torre 1 hasta la Torre 2'
        r"^Mueva el disco (\d+) desde la Torre ([1-3]) hasta la Torre ([1-3]) ?$", peg=_digit),
    "w20-c-spaced-lower-arrows": _regex_moves(r" ([abc])->([abc]) ", None, 1, 2),  # ' a->b  a->c ' on one line
    "w20-step-move-disk-from-rod": _regex_moves(  # 'Step 1: Move disk 1 from rod A to rod C'
        r"^Step \d+: Move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "w20-xyz-spaced-arrow": _regex_moves(r"([XYZ]) -> ([XYZ])$", None, 1, 2),  # 'X -> Y' (the first after a prompt)
    "w20-from-to-glued": _regex_moves(r"^From([A-C])to([A-C])$", None, 1, 2),  # 'FromAtoC'
    "w20-zh-di-bu-hao-panzi-long-arrow": _regex_moves(  # '第1步:将1号盘子A------>B'
        r"^第\d+步:将(\d+)号盘子([A-C])------>([A-C])$"),
    "w20-start-then-list-rows": _w20_start_then_list_rows,
    "w20-titled-list-blocks-6": lambda text: _w20_titled_list_blocks(text, 6),
    "w20-nested-list-lines": _w20_nested_list_lines,
    "w20-move-disk-n-from-rod-lower-dot": _regex_moves(  # 'Move disk 1 from rod a to rod c.' (not 'Move 4 disk ...')
        r"^Move disk (\d+) from rod ([abc]) to rod ([abc])\.$"),
    "w20-move-disk-from-rod-to-rod-spaced": _regex_moves(  # 'Move disk 1 from rod A to rod C' (after a prompt)
        r"Move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "w20-runs-block-n4-digit-arrows": lambda text: [  # '1 -> 3' in the block after 'towerOfHanoiRecurse for n=4'
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(
            r"^([1-3]) -> ([1-3])$", text.split("for n=4\n")[1].split("towerOfHanoiRecurse for n=5")[0], re.M)],
    "w20-lista-rows": _w20_lista_rows,
    "w20-cpp-move-ring-spaced-variants": _regex_moves(  # 'Move ring 1 from A to B', ' Move ring 2from A to B'
        r"^ ?Move ring (\d+) ?from ([A-C]) to ([A-C])$"),
    "w20-arrow-pairs-numbered-lines": _regex_moves(r"([A-C])->([A-C])", None, 1, 2),  # '    0: A->B B->C ...'
    "w20-move-disk-n-from-rod-to-rod-lower": _regex_moves(  # 'move disk 1 from rod A to rod C' (after a prompt)
        r"move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "w20-glued-letter-pairs-space": _regex_moves(r"([A-C])([A-C]) ", None, 1, 2),  # 'AB BC AB CA ' on one line
    "w20-moving-n-from-tens": _regex_moves(  # 'Moving 1 from 10 to 30' (pegs 10, 20, 30)
        r"^Moving (\d+) from ([123]0) to ([123]0)$", peg=lambda p: int(p) // 10 - 1),
    "w20-java-int-pairs-expected": lambda text: [  # 'isEqualTo(new int[][]{{1, 2}, {1, 3}, {2, 3}})'
        (None, int(a) - 1, int(b) - 1) for a, b in re.findall(r"\{(\d), (\d)\}", text.split("isEqualTo(")[1])],
    "w20-bracket-int-pairs-one-line": _regex_moves(  # '[[1, 3], [1, 3], ...]' on one line
        r"\[([1-3]), ([1-3])\]", None, 1, 2, peg=_digit),
    "w20-zh-tw-jiang-panzi-cong-yidong-dao": _regex_moves(  # '將盤子 1 從 A 移動到 C'
        r"^將盤子 (\d+) 從 ([A-C]) 移動到 ([A-C])$"),
    "w20-start-and-end-stacks": _w20_start_and_end_stacks,
    "w20-json-movement-objects": lambda text: [  # [{"type": "movement", "disk": 1, "peg_start": 1, "peg_end": 3}, ...]
        (m["disk"], m["peg_start"] - 1, m["peg_end"] - 1) for m in json.loads(text) if m.get("type") == "movement"],
    "w20-vi-di-chuyen-dia-tu-cot-sang-cot": _regex_moves(  # 'Di chuyển đĩa 1 từ cột A sang cột C'
        r"^Di chuyển đĩa (\d+) từ cột ([A-C]) sang cột ([A-C])$"),
    # wave 20 (end)
    # wave 21 (held out whole): sources no earlier wave used, measured with the reader of 7616a4b before any change
    "w21-cpp-comment-move-disk-digits": _regex_moves(  # 'Move disk from 1 to 3' (the run in a comment)
        r"^Move disk from ([1-3]) to ([1-3])$", None, 1, 2, peg=_digit),
    "w21-cz-presun-disk-z-koliku": _regex_moves(  # 'Přesuň disk 1 z kolíku A na kolík C' (the drawings unread)
        r"Přesuň disk (\d+) z kolíku ([A-C]) na kolík ([A-C])$"),
    "w21-de-stapel-game": _w21_stapel_game,
    "w21-fcc-check4-escaped-states": _w21_fcc_check4,
    "w21-fcc-third-run-states": _w21_third_dashed_block,
    "w21-id-pindahkan-piringan-dari-ke": _regex_moves(  # 'Pindahkan piringan 1 dari A ke C ' (the first after a prompt)
        r"Pindahkan piringan (\d+) dari ([A-C]) ke ([A-C]) ?$"),
    "w21-id-langkah-piringan-atas-menara": _regex_moves(  # 'Langkah 1: Pindahkan piringan atas dari menara A ke ...'
        r"^Langkah \d+: Pindahkan piringan atas dari menara ([A-C]) ke menara ([A-C])$", None, 1, 2),
    "w21-id-pindahkan-cakram-menara": _regex_moves(  # 'Pindahkan cakram 1 dari Menara A ke Menara C'
        r"^Pindahkan cakram (\d+) dari Menara ([A-C]) ke Menara ([A-C])$"),
    "w21-move-top-disk-lcr-center": _regex_moves(  # 'Move top disk from left to center'
        r"^Move top disk from (left|center|right) to (left|center|right)$", None, 1, 2,
        peg=_POLE_WORD.__getitem__),
    "w21-move-disk-pegs-colon-disc": lambda text: [  # 'Move disk A to C: 1' (the disc after the colon)
        (int(m[3]), _abc(m[1]), _abc(m[2])) for m in re.finditer(r"^Move disk ([A-C]) to ([A-C]): (\d+)$", text, re.M)],
    "w21-hash-comment-move-disk": _regex_moves(  # '# Move disk 1 from A to B' (an elided trace in comments)
        r"^# Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w21-spaced-double-arrow": _regex_moves(r"([A-C]) --> ([A-C])$", None, 1, 2),  # 'A --> B', the first after a prompt
    "w21-uk-peremistyty-dysk-colon-disc": lambda text: [  # 'Перемістити диск з A на C: 1'
        (int(m[3]), _abc(m[1]), _abc(m[2]))
        for m in re.finditer(r"^Перемістити диск з ([A-C]) на ([A-C]): (\d+)$", text, re.M)],
    "w21-llm-readme-output-states": _w21_llm_readme_states,
    "w21-docstring-three-states": _w21_docstring_three_block,
    "w21-zh-tw-iterative-run-moves": lambda text: [  # 'Moved disk 1 from Tower 1 to Tower 2' after the last heading
        (int(d), int(a) - 1, int(b) - 1) for d, a, b in re.findall(
            r"^Moved disk (\d+) from Tower ([1-3]) to Tower ([1-3])$",
            text.split("=== Iterative Solution ===")[1], re.M)],
    "w21-move-disk-from-to-colon-disc": lambda text: [  # 'Move disk from A to C: 1' (the disc after the colon)
        (int(m[3]), _abc(m[1]), _abc(m[2]))
        for m in re.finditer(r"^Move disk from ([A-C]) to ([A-C]): (\d+)$", text, re.M)],
    "w21-pl-przenies-krazek-z-na": _regex_moves(r"^Przenieś krążek z ([A-C]) na ([A-C])$", None, 1, 2),
    "w21-move-from-post-digits": _regex_moves(  # 'move from post 1 to post 3'
        r"^move from post ([1-3]) to post ([1-3])$", None, 1, 2, peg=_digit),
    "w21-move-disk-from-to-lines": _regex_moves(  # whole lines only
        r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w21-numbered-move-disk-lines": _regex_moves(r"^\d+\. Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w21-first-expected-output-list": lambda text: [  # the first expected_output = ["Move disk 1 from A to C", ...]
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(
            r'"Move disk (\d+) from ([A-C]) to ([A-C])"', re.findall(r"^ *expected_output = \[.*\]$", text, re.M)[0])],
    "w21-move-disk-rod-to-rod": _regex_moves(  # 'Move Disk 1 from A rod to C rod ' (the first after a prompt)
        r"Move Disk (\d+) from ([A-C]) rod to ([A-C]) rod $"),
    "w21-move-peg-to-peg-caps": _regex_moves(r"^Move ([A-C]) TO ([A-C])$", None, 1, 2),  # 'Move A TO B'
    "w21-move-disk-digit-pegs": _regex_moves(r"^Move disk (\d+) from ([1-3]) to ([1-3])$", peg=_digit),
    "w21-notes-third-steps": lambda text: [  # '*Step1. Move disk 3 from A to B, ...' under 'Third :'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(
            r"^\*Step\d\. Move disk (\d+) from ([A-C]) to ([A-C])", text.split("*Third :")[1], re.M)],
    "w21-disc-colon-arrow": _regex_moves(r"^(\d+):([A-C])->([A-C])$"),  # '1:A->B'
    "w21-spaced-arrow-lines": _regex_moves(r"^([A-C]) -> ([A-C])$", None, 1, 2),  # 'A -> B'
    "w21-fr-deplacez-disque": _regex_moves(r"^Déplacez le disque (\d+) de ([A-C]) à ([A-C])$"),  # '... de A à C'
    "w21-moved-disk-from-to": _regex_moves(r"^Moved disk (\d+) from ([A-C]) to ([A-C])$"),  # 'Moved disk 1 from A to C'
    "w21-letter-pairs-space": _regex_moves(r"^([A-C]) ([A-C])$", None, 1, 2),  # 'A C'
    "w21-move-n-from-to-lower": _regex_moves(  # 'move 1 from A to B' (the first after a prompt)
        r"move (\d+) from ([A-C]) to ([A-C])$"),
    # wave 21 (end)
    # wave 22 (held out whole)
    "w22-search-solution-drawings": _w22_solution_drawings,
    "w22-readme-input-output-disk-moved-n3": lambda text: [  # the rows of input 3: '3\tDisk 1 moved ...'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(
            r"^ ?\t?Disk (\d+) moved from ([A-C]) to ([A-C])$", text.split("\n3\t", 1)[1].split("\n\n", 1)[0], re.M)],
    "w22-pt-mova-disco-da-torre-para-a-torre": _regex_moves(  # 'Mova disco 1 da Torre A para a Torre C'
        r"^Mova disco (\d+) da Torre ([A-C]) para a Torre ([A-C])$"),
    "w22-move-disk-from-rod-digit-zero": _regex_moves(  # 'Move disk 1 from rod 0 to rod 2' (rods from 0)
        r"^Move disk (\d+) from rod ([0-2]) to rod ([0-2])$", peg=int),
    "w22-fi-siirra-kiekko-colon-arrow": _regex_moves(r"^Siirrä kiekko (\d+): ([A-C]) → ([A-C])$"),  # '... 1: A → C'
    "w22-prolog-top-first-state-lines": _w22_prolog_top_first_state_lines,
    "w22-three-list-lines-states": _w22_three_list_lines,
    "w22-moving-n-from-role-to-role": _regex_moves(  # 'moving 1 from source to target' (the call lines unread)
        r"^moving (\d+) from (source|helper|target) to (source|helper|target)$",
        peg=lambda word: ["source", "helper", "target"].index(word)),
    "w22-prompt-then-space-list-rows": lambda text: _w21_checked_states(  # 'How many disks? [3, 2, 1] [] []', ...
        _w21_space_list_rows(text.replace("How many disks? ", "", 1))),
    "w22-telingo-state-moves-largest-first": _w22_telingo_states,
    "w22-move-count-disk-digit-pegs": _regex_moves(  # 'Move 1 disk from 1 to 3' (the 1 is a count, not a disc)
        r"^Move 1 disk from ([1-3]) to ([1-3])$", None, 1, 2, peg=_digit),
    "w22-step-indented-peg-rows": lambda text: _w21_checked_states([  # 'Step: 1' then '    A: 4 3 2', '    B: 1', ...
        [[int(d) for d in row.split()] for row in block]
        for block in re.findall(r"^Step: \d+\n    A: ?(.*)\n    B: ?(.*)\n    C: ?(.*)$", text, re.M)]),
    "w22-binary-step-move-disc-from-peg-run-on": _regex_moves(  # '001: Move disc from peg 1 to peg 3. ' (on one line)
        r"[01]+: Move disc from peg ([1-3]) to peg ([1-3])\. ", None, 1, 2, peg=_digit),
    "w22-commented-example-moves-triples": lambda text: [  # '# moves = [[1, 0, 2], [2, 0, 1], ...]' (disc, from, to)
        (int(d), int(a), int(b)) for d, a, b in re.findall(
            r"\[(\d+), (\d), (\d)\]", re.findall(r"^# moves = (\[.*\])$", text, re.M)[-1])],
    "w22-pt-movimente-o-disco-glued-banners": _regex_moves(  # '---------------Movimente o disco 2 da torre A ...'
        r"Movimente o disco (\d+) da torre ([A-C]) para a torre ([A-C]) $"),
    "w22-pt-torre-abc-list-blocks": lambda text: _w21_checked_states([  # 'Torre A: [3, 2]', 'Torre B: []', ...
        [_bracket_list(stack) for stack in block] for block in re.findall(
            r"^Torre A: \[([\d, ]*)\]\nTorre B: \[([\d, ]*)\]\nTorre C: \[([\d, ]*)\]$", text, re.M)]),
    "w22-pt-mova-da-torre-n-prompts-run-on": _regex_moves(  # 'Mova da Torre 1 para a Torre 2.   ENTER=Seguir, ...'
        r"Mova da Torre ([1-3]) para a Torre ([1-3])\.", None, 1, 2, peg=_digit),
    "w22-pt-movendo-disco-bottom-numbered-5": lambda text: [  # 'Movendo disco 5 da torre A ...': disc 1 at the BOTTOM
        (6 - int(d), _abc(a), _abc(b))
        for d, a, b in re.findall(r"^Movendo disco (\d) da torre ([A-C]) para torre ([A-C])$", text, re.M)],
    "w22-disc-gt-peg-gt-peg-semicolon": _regex_moves(r"^(\d+)>([A-C])>([A-C]);$"),  # '1>A>C;'
    "w22-tr-n-diski-den-e-tasi": _regex_moves(r"^(\d+)\. diski ([A-C])  den ([A-C]) e tasi$"),  # '1. diski A  den C'
    "w22-bracket-cell-drawings": _w22_bracket_cell_drawings,
    "w22-tr-diski-tasi-n-dan-ye-tasi-underscores": _regex_moves(  # 'diski tasi 1 dan A ye tasi_____ C' (the disc named)
        r"^diski tasi (\d+) dan ([A-C]) ye tasi_____ ([A-C])$"),
    "w22-tr-numbered-rows-of-stars": lambda text: _w21_checked_states([  # '1: | *** ** * ', '2: | ', '3: | '
        [[len(disc) for disc in row.split()] for row in block]
        for block in re.findall(r"^1: \|(.*)\n2: \|(.*)\n3: \|(.*)$", text, re.M)]),
    "w22-vi-di-chuyen-two-forms": lambda text: [  # 'di chuyen 1 tu A --> B' and 'di chuyen dia 2 A -- > C'
        (int(m[1] or m[3]), _abc(m[2] or m[4]), _abc(m[5])) for m in re.finditer(
            r"di chuyen (?:(\d+) tu ([A-C]) -->|dia (\d+) ([A-C]) -- >) ([A-C])$", text, re.M)],
    "w22-ca-pas-n-mou-el-disc-de-a": _regex_moves(r"^Pas \d+: mou el disc (\d+) de ([A-C]) a ([A-C])$"),  # 'Pas 1: ...'
    "w22-ca-mou-el-disc-des-de-fins-a": _regex_moves(  # 'Mou el disc 1 des de A fins a B' (the first after a prompt)
        r"Mou el disc (\d+) des de ([A-C]) fins a ([A-C])$"),
    "w22-no-flytt-skiven-fra-til-or-fr": lambda text: [  # 'Trekk nummer: 1 Flytt skiven  2 fra A til C' or '... fr A'
        (int(d), _abc(a or lone), _abc(b) if b else -1) for d, a, b, lone in re.findall(
            r"^(?:nummertrekk|Trekk nummer): +\d+ Flytt skiven +(\d+) (?:fra ([A-C]) til ([A-C])|fr ([A-C]))$",
            text, re.M)],
    "w22-sr-potez-prebaci-disk-sa-stapa": _regex_moves(  # '1. POTEZ: Prebaci disk sa stapa 1 na stap 2'
        r"POTEZ: Prebaci disk sa stapa ([1-3]) na stap ([1-3])$", None, 1, 2, peg=_digit),
    "w22-sr-prebaci-disk-ordinal-stap": _regex_moves(  # 'Prebaci disk sa 1. stapa na 2. stap'
        r"^Prebaci disk sa ([1-3])\. stapa na ([1-3])\. stap$", None, 1, 2, peg=_digit),
    "w22-bg-premesti-disk-ot-kam": _regex_moves(  # 'Премести диск 1 от A към C' (the first after a prompt)
        r"Премести диск (\d+) от ([A-C]) към ([A-C])$"),
    "w22-bg-premesti-disk-kolona-second-run": _regex_moves(  # 'Премести диск 1 от колона A в колона B.'
        r"^Премести диск (\d+) от колона ([A-C]) в колона ([A-C])\.$"),
    "w22-pt-agent-log-last-raw-json-plan": lambda text: [  # the last 'Resposta crua do LLM: ```json [...]```' block
        (None, int(a), int(b)) for a, b in re.findall(r'"from_peg": (\d), "to_peg": (\d)', re.findall(
            r"Resposta crua do LLM: ```json\n(.*?)```", text, re.S)[-1])],
    "w22-pt-agent-log-executor-steps-after-hybrid": _regex_moves(  # 'EXECUTOR: Passo 1: Mover disco 1 de 0 para 2.'
        r"EXECUTOR: Passo \d+: Mover disco (\d+) de ([0-2]) para ([0-2])\.", peg=int),
    "w22-move-disk-from-to-letters-lines": _regex_moves(r"^Move disk from ([A-C]) to ([A-C])$", None, 1, 2),  # no disc
    "w22-hr-prebaci-disk-n-sa-stapa-na-stap": _regex_moves(  # 'Prebaci disk 1 sa stapa A na C stap'
        r"^Prebaci disk (\d+) sa stapa ([A-C]) na ([A-C]) stap$"),
    "w22-digit-long-arrow-four-pegs": _regex_moves(r"^([1-4]) ----> ([1-4])$", None, 1, 2, peg=_digit),  # '1 ----> 4'
    "w22-move-disk-optional-number-rod-letters": lambda text: [  # 'Move disk from rod A to rod C', 'Move disk 2 ...'
        (int(d) if d else None, _abc(a), _abc(b))
        for d, a, b in re.findall(r"Move disk (?:(\d+) )?from rod ([A-C]) to rod ([A-C])$", text, re.M)],
    "w22-ru-perelozhit-disk-so-sterzhnya-nomer": _regex_moves(  # 'Переложить диск  1 со стержня номер 1 на ...'
        r"^Переложить диск +(\d+) со стержня номер ([1-3]) на стержень номер ([1-3])$", peg=_digit),
    # wave 22 (end)
    # wave 23 (c1): programs' and people's answers in many languages, measured with the reader of ca5b23d before any
    # change (held out whole)
    "w23-ro-muta-discul-din-tija-la-tija": _regex_moves(  # 'Muta discul 1 din tija A la tija C'
        r"^Muta discul (\d+) din tija ([A-C]) la tija ([A-C])$"),
    "w23-ko-beon-wonban-gidung-eseo-euro": _regex_moves(  # "  '1번 원반을 A기둥에서 -> B기둥으로 옮깁니다',"
        r"'(\d+)번 원반을 ([A-C])기둥에서 -> ([A-C])기둥으로 옮깁니다'"),
    "w23-bullet-move-disk-or-disc-from-tower": _regex_moves(  # '  * Move disc 3  from tower A to tower C'
        r"^  \* Move dis[ck] +(\d+) +from tower ([A-C]) to tower ([A-C])$"),
    "w23-ja-te-me-abc-state-lists": lambda text: _w21_checked_states([  # '*1手目', 'a:[4,3,2]', 'b:[]', 'c:[1]'
        [[int(d) for d in row.split(",") if d] for row in block]
        for block in re.findall(r"^\*\d+手目\na:\[(.*)\]\nb:\[(.*)\]\nc:\[(.*)\]$", text, re.M)]),
    "w23-zh-jiang-yuanpan-cong-yidong-dao": _regex_moves(  # ' * 将圆盘1从A移动到B' (a block comment)
        r"^ \* 将圆盘(\d+)从([A-C])移动到([A-C])$"),
    "w23-ru-perestavlyaem-disk-so-sterzhnya-na-sterzhen": _regex_moves(  # 'Переставляем диск 1 со стержня A на ...'
        r"^Переставляем диск (\d+) со стержня ([A-C]) на стержень ([A-C])$"),
    # wave 23 (c1, end)
    # wave 23 (c2)
    "w23-m-aspi-move-size-word-to-peg-word": _w23_aspi_moves,
    "w23-m-predicate-pair-repr-list": lambda text: [  # '[(Predicate(left), Predicate(right)), ...]' (the last list)
        (None, _POLE_WORD[a], _POLE_WORD[b]) for a, b in re.findall(
            r"\(Predicate\((\w+)\), Predicate\((\w+)\)\)", re.findall(r"^\[\(Predicate.*$", text, re.M)[-1])],
    "w23-m-pddl-move-lines-tower-on-peg2": lambda text: _w23_pddl_move_lines(text, dict.fromkeys((1, 2, 3), 1)),
    "w23-m-pddl-move-lines-discs-on-own-pegs": lambda text: _w23_pddl_move_lines(text, {1: 0, 2: 1, 3: 2}),
    "w23-m-pddl-move-lines-tower-on-peg1": lambda text: _w23_pddl_move_lines(text, dict.fromkeys(range(1, 7), 0)),
    "w23-m-prolog-answer-pair-list": lambda text: [  # '%    L = [a-c,a-b,c-b, ...]' (source-target pairs)
        (None, _abc(a), _abc(b)) for a, b in re.findall(r"([abc])-([abc])", re.findall(r"L = \[(.*)\]", text)[-1])],
    "w23-m-move-top-disk-lcr-in-strings": lambda text: [  # '"Move top disk from left to center.",' (no disc)
        (None, _POLE_WORD[a], _POLE_WORD[b]) for a, b in re.findall(
            r"Move top disk from (left|center|right) to (left|center|right)", text)],
    # wave 23 (c2) (end)
    # wave 24 (c1): programs' and people's answers in many languages, measured with the reader of 4d45b4b before any
    # change (held out whole)
    "w24-p-th-yai-jan-bracketed-role-pegs": _regex_moves(  # 'ย้ายจาน 1 จาก เสา [A (ต้นทาง)] -> เสา [C (เป้าหมาย)]'
        r"ย้ายจาน (\d+) จาก เสา \[([A-C]) \([^)]*\)\] -> เสา \[([A-C]) \([^)]*\)\]$"),
    "w24-p-tr-n-hamle-gt": _regex_moves(r"^\d+\. Hamle ([A-C]) > ([A-C])$", None, 1, 2),  # '1. Hamle A > B'
    "w24-p-pl-przenies-arrow": _regex_moves(r"^przenieś ([A-C]) -> ([A-C])$", None, 1, 2),  # 'przenieś A -> B'
    "w24-p-rst-grid-from-to-digit-rows": _regex_moves(  # '|1     | 3    |' (the rows of the From/To grid table)
        r"^\|([1-3]) +\| ([1-3]) +\| *$", None, 1, 2, peg=_digit),
    "w24-p-digit-arrow-digit": _regex_moves(r"^([1-3]) -> ([1-3])$", None, 1, 2, peg=_digit),  # '1 -> 3'
    "w24-p-moving-disc-from-to": _regex_moves(  # 'moving disc 1 from A to B' (the first after the prompt)
        r"moving disc (\d+) from ([A-C]) to ([A-C])$"),
    "w24-p-move-disk-from-to-after-prompt": _regex_moves(  # 'Move disk 1 from A to B' (the first after the prompt)
        r"Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w24-p-upper-move-disk-from-to": _regex_moves(r"^MOVE DISK FROM ([A-C]) TO ([A-C])$", None, 1, 2),  # no disc
    "w24-p-ru-dvigaem-disk-iz-palku-na": _regex_moves(  # 'Dvigaem disk 1 iz palku 1 na 3. '
        r"^Dvigaem disk (\d+) iz palku ([1-3]) na ([1-3])\. $", peg=_digit),
    "w24-p-ko-cell-drawings-between-rules": _w24_cell_drawings,
    "w24-p-pop-then-push-stack-pairs": _regex_moves(  # 'Pop disk 1 from Stack A' then 'Push disk 1 to Stack C'
        r"^Pop disk (\d+) from Stack ([A-C])\nPush disk \d+ to Stack ([A-C])$"),
    "w24-p-pt-mover-unicode-arrow": _regex_moves(r"mover ([A-C]) → ([A-C])$", None, 1, 2),  # '└── mover A → C'
    "w24-p-vi-indented-chuyen-dia-tu-cot-sang-cot": _regex_moves(  # '    Chuyen dia 1 tu cot A sang cot B'
        r"^    [Cc]huyen dia (\d+) tu cot ([A-C]) sang cot ([A-C])$"),
    "w24-p-vi-buoc-chuyen-dia-glued-tu-cot": _regex_moves(  # 'Buoc 2: Chuyen dia 2tu cotA sang cot C'
        r"^Buoc \d+: Chuyen dia (\d+) ?tu cot ?([A-C]) sang cot ([A-C])$"),
    "w24-p-es-se-movio-disco-de-torre-a-torre": _regex_moves(  # 'Se movió disco 1 de torre A a torre B'
        r"^Se movió disco (\d+) de torre ([A-C]) a torre ([A-C])$"),
    "w24-p-id-pidahkan-piringan-dari-ke": _regex_moves(  # 'Pidahkan piringan dari A ke C' (the first after the prompt)
        r"Pidahkan piringan dari ([A-C]) ke ([A-C])$", None, 1, 2),
    "w24-p-three-list-lines-hash-rule-after-each-move": lambda text: _w21_checked_states([  # '[3, 2]', '[]', '[1]'
        [[3, 2, 1], [], []], *([_bracket_list(stack) for stack in block] for block in re.findall(
            r"^\[([\d, ]*)\]\n\[([\d, ]*)\]\n\[([\d, ]*)\]\n#{21}$", text, re.M))]),
    "w24-p-disc-from-to-list-lines-pegs-from-0": _regex_moves(  # '[1, 0, 2]' (disc, from, to; towers from 0)
        r"^\[(\d+), ([0-2]), ([0-2])\]$", peg=int),
    "w24-p-move-disk-from-source-to-destination": _regex_moves(  # 'Move disk 1 from source A to destination C'
        r"^Move disk (\d+) from source ([A-C]) to destination ([A-C])$"),
    "w24-p-step-colon-move-disk-from-to": _regex_moves(  # 'Step 1 : Move Disk 1 from A to C'
        r"^Step \d+ : Move Disk (\d+) from ([A-C]) to ([A-C])$"),
    # wave 24 (c1, end)
    # wave 24 (c2): model replies, agent tool results, planner and solver outputs, measured with the reader of 4d45b4b
    # before any change (held out whole)
    "w24-m-z3-stdout-step-disk-from-to-pegs-a-d": _regex_moves(  # 'Step 1: Disk 1 from A to C\\r\\n' (states unread)
        r"Step \d+: Disk (\d+) from ([A-D]) to ([A-D])", peg=lambda peg: ord(peg) - 65),
    "w24-m-clingo-json-move-atoms-by-time": _w24_clingo_move_atoms,
    # wave 24 (c2) (end)
    # wave 25 (c3): stored answers and runs of programs in less common languages, notes and people's answers,
    # measured with the reader of 598612e before any change (held out whole)
    "w25-c3-moving-disk-from-to-no-disc": _regex_moves(  # 'moving disk from A to C' (no disc named)
        r"^moving disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "w25-c3-quoted-char-long-arrow": _regex_moves(r"^'([A-C])' --> '([A-C])'$", None, 1, 2),  # "'A' --> 'C'"
    "w25-c3-ghci-start-target-extra-pairs": lambda text: [  # '[("start","target"),("start","extra"),...]'
        (None, ["start", "extra", "target"].index(a), ["start", "extra", "target"].index(b))
        for a, b in re.findall(r'\("(start|extra|target)","(start|extra|target)"\)', text.split("\n")[1])],
    "w25-c3-count-tuple-string-pairs-four-pegs": lambda text: [  # '(9,[("a","b"),("a","d"),...])' (pegs a-d)
        (None, "abcd".index(a), "abcd".index(b))
        for a, b in re.findall(r'\("([a-d])","([a-d])"\)', re.findall(r"^\(\d+,\[(.*)\]\)$", text, re.M)[0])],
    "w25-c3-r-print-quoted-digit-arrow": _regex_moves(  # '[1] "1 -> 3"' (R's print of a string)
        r'^\[1\] "([1-3]) -> ([1-3])"$', None, 1, 2, peg=_digit),
    "w25-c3-pt-disco-superior-da-esquerda": _regex_moves(  # 'Mover disco superior da esquerda para o centro'
        r"^Mover disco superior d(a esquerda|o centro|a direita) para (a esquerda|o centro|a direita)$", None, 1, 2,
        peg=lambda word: ["a esquerda", "o centro", "a direita"].index(word)),
    "w25-c3-es-mover-peg-hacia-glued": _regex_moves(  # 'Mover 1 hacia2' (both numbers are pegs)
        r"^Mover ([1-3]) hacia([1-3])$", None, 1, 2, peg=_digit),
    "w25-c3-string-pair-list-abc": _regex_moves(r'\("([abc])","([abc])"\)', None, 1, 2),  # '[("a","c"),("a","b"),...]'
    "w25-c3-fr-deplacement-du-disque-du-socle": _regex_moves(  # 'Deplacement du disque du socle de a vers c'
        r"^Deplacement du disque du socle de ([abc]) vers ([abc])$", None, 1, 2),
    "w25-c3-fr-deplacer-le-sommet-de-la-tige": _regex_moves(  # 'Déplacer le sommet de la tige A sur la tige C'
        r"^Déplacer le sommet de la tige ([A-C]) sur la tige ([A-C])$", None, 1, 2),
    "w25-c3-comment-arrow-spaced-string-pairs-a-d": lambda text: [  # '-- hanoi4 4 ... => [("a", "d"), ...]'
        (None, "abcd".index(a), "abcd".index(b))
        for a, b in re.findall(r'\("([a-d])", "([a-d])"\)', text.split("=>")[1])],
    # wave 25 (c3, end)
    # wave 26 (c5): model replies in benchmark reports and people's answers (notes, lessons, quiz analyses, READMEs),
    # measured with the reader of bacaef9 before any change (held out whole)
    "w26-c5-report-final-answer-json-pegs-a-d": _w26_c5_final_answer_json,
    "w26-c5-step-move-disk-over-drawings": _regex_moves(  # 'Step 1: Move disk 1 from A to C' (the drawings unread)
        r"^Step \d+: Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w26-c5-zh-bold-arrow-list-after-ji": lambda text: _w26_c5_arrow_list(  # '即 <b>A→C, A→B, ...</b>' (tree unread)
        text, "即 <b>", "</b>"),
    "w26-c5-zh-arrow-list-after-yidong-guocheng": lambda text: _w26_c5_arrow_list(  # '移动过程：<br>A→C, ...<br>'
        text, "移动过程：<br>", "<br>"),
    "w26-c5-arrow-pairs-in-code-fence": lambda text: _w26_c5_arrow_list(  # '```\nA→C, A→B, ...\n```' (may wrap)
        text, "```\n", "```"),
    "w26-c5-ja-kekka-arrow-list": lambda text: _w26_c5_arrow_list(text, "結果: [", "]"),  # '結果: [A→C, ...]'
    "w26-c5-comment-move-disk-peg-digit-wrapped": _regex_moves(  # '# Move disk 1 from peg 1 to peg\n#  3' (one wraps)
        r"^# Move disk (\d+) from peg ([1-3]) to peg(?: |\n#  )([1-3])$", peg=_digit),
    "w26-c5-comment-move-disk-peg-digit-period": _regex_moves(  # '# Move disk 1 from peg 1 to peg 3.'
        r"^# Move disk (\d+) from peg ([1-3]) to peg ([1-3])\.$", peg=_digit),
    "w26-c5-step-move-disk-tower-digit": _regex_moves(  # 'Step 1: Move disk 1 from Tower 1 to Tower 3' (states unread)
        r"^Step \d+: Move disk (\d+) from Tower ([1-3]) to Tower ([1-3])$", peg=_digit),
    "w26-c5-output-digit-pair-lines": _regex_moves(r"^([1-3]) ([1-3])$", None, 1, 2, peg=_digit),  # '1 3' a line
    "w26-c5-example-3-explanation-arrows": lambda text: _w26_c5_arrow_list(  # '**Example 3**' ... 'A→C, A→B, ...'
        text, "**Example 3**", "\n\n**"),
    "w26-c5-n3-line-arrows": lambda text: _w26_c5_arrow_list(text, "n=3: ", "\n"),  # 'n=3: A→C, ... (7 moves)'
    "w26-c5-comment-step-move-disk-s-h-d": _regex_moves(  # '// Step 1: Move disk 1 from S to H' (the tables unread)
        r"^// Step \d+: Move disk (\d+) from ([SHD]) to ([SHD])$", peg="SHD".index),
    "w26-c5-slide-notes-step-period-move-disk": _regex_moves(  # 'Step 1. Move disk 1 from A to B.' (a slide's notes)
        r"^Step \d+\. Move disk (\d+) from ([A-C]) to ([A-C])\.$"),
    "w26-c5-comment-move-disk-from-peg-letter": _regex_moves(  # '// Move disk 1 from peg A to peg B'
        r"^// Move disk (\d+) from peg ([A-C]) to peg ([A-C])$"),
    "w26-c5-numbered-move-disk-letters": _regex_moves(  # '1. Move disk 1 from A to B'
        r"^\d+\. Move disk (\d+) from ([A-C]) to ([A-C])$"),
    # wave 26 (c5, end)
    # wave 26 (c4): programs' runs, notes and reports in rarer human languages (Dutch, Czech, Ukrainian, Arabic,
    # Greek, Hungarian, Swedish, ...), measured with the reader of bacaef9 before any change (held out whole)
    "w26-c4-nl-verplaats-schijf-stokje": _regex_moves(  # 'Verplaats schijf 1 van stokje 1 naar stokje 2'
        r"Verplaats schijf (\d+) van stokje ([1-3]) naar stokje ([1-3])$", peg=_digit),
    "w26-c4-nl-verplaats-schijf-plek": _regex_moves(  # 'Verplaats schijf van plek A naar plek C' (no disc)
        r"^Verplaats schijf van plek ([A-C]) naar plek ([A-C])$", None, 1, 2),
    "w26-c4-cz-presun-disk-velikosti": _regex_moves(  # 'Přesuň disk velikosti 1 z tyče A na tyč C'
        r"^Přesuň disk velikosti (\d+) z tyče ([A-C]) na tyč ([A-C])$"),
    "w26-c4-uk-peremistyty-dysk-z-na": _regex_moves(  # 'Перемістити диск 1 з A на C' (state lines unread)
        r"^Перемістити диск (\d+) з ([A-C]) на ([A-C])$"),
    "w26-c4-ar-naql-alqurs-min-ila": _regex_moves(  # 'نقل القرص 1 من A إلى C'
        r"^نقل القرص (\d+) من ([A-C]) إلى ([A-C])$"),
    "w26-c4-el-metakinisi-diskou-apo-se": _regex_moves(  # 'Μετακίνηση δίσκου 1 από A σε B' (a prompt may precede)
        r"Μετακίνηση δίσκου (\d+) από ([A-C]) σε ([A-C])$"),
    "w26-c4-prolog-disc-colon-arrow-terms": _regex_moves(  # '[(1:1->3),(2:1->2),...]' (disc:from->to, pegs 1-3)
        r"\((\d+):([1-3])->([1-3])\)", peg=_digit),
    "w26-c4-sv-flytta-disk-till": lambda text: _disc_to(  # '2. **('C', 'A', 'A')** - Flytta disk 1 till C'
        [(int(d), "ABC".index(t)) for d, t in re.findall(r"- Flytta disk (\d+) till ([A-C])", text)],
        max(int(d) for d in re.findall(r"- Flytta disk (\d+) till", text))),
    "w26-c4-uk-peremistit-dysk-vezha-digits": _regex_moves(  # 'Перемістіть диск з Вежа 1 на Вежа 3' (no disc)
        r"Перемістіть диск з Вежа ([1-3]) на Вежа ([1-3])$", None, 1, 2, peg=_digit),
    "w26-c4-cz-presun-disk-z-koliku": _regex_moves(  # 'Přesuň disk 1 z kolíku A na kolík C' (or with '?' for ř, ň, í)
        r"P(?:ř|\?)esu(?:ň|\?) disk (\d+) z kol(?:í|\?)ku ([A-C]) na kol(?:í|\?)k ([A-C])$"),
    "w26-c4-uk-peremistyty-dysk-disc-after-colon": _regex_moves(  # 'Перемістити диск з A на C: 1' (states unread)
        r"^Перемістити диск з ([A-C]) на ([A-C]): (\d+)$", 3, 1, 2),
    "w26-c4-hu-koltoztess-egy-korongot": _regex_moves(  # 'Koltoztess egy korongot A-rol a C-re' (no disc)
        r"^Koltoztess egy korongot ([A-C])-rol a ([A-C])-re$", None, 1, 2),
    "w26-c4-cz-mojibake-presun-disk-cislo-digits": _regex_moves(  # 'Pøesuò disk èíslo 1 z 0 na 2' (pegs 0-2)
        r"^Pøesuò disk èíslo (\d+) z ([0-2]) na ([0-2])$", peg=int),
    "w26-c4-ro-mutarea-discului-de-pe-tija": _regex_moves(  # ' Mutarea discului de pe tija A pe tija C. ' (no disc)
        r"^ Mutarea discului de pe tija ([A-C]) pe tija ([A-C])\. $", None, 1, 2),
    "w26-c4-ro-stare-bare-lists": _w26_bare_list_states,  # 'Stare curentă:' then '[3, 2]', '[]', '[1]', '####'
    "w26-c4-ro-muta-discul-de-pe-pe": _regex_moves(  # 'Mută discul 1 de pe A pe C.'
        r"^Mută discul (\d+) de pe ([A-C]) pe ([A-C])\.$"),
    "w26-c4-nl-move-peg-naar-peg": _regex_moves(  # 'Move 1 naar 3' (both numbers are pegs 1-3)
        r"^Move ([1-3]) naar ([1-3])$", None, 1, 2, peg=_digit),
    # wave 26 (c4, end)
    # wave 27 (c1): test expectations, golden outputs, README and comment runs of programs in rarer languages,
    # measured with the reader of 6a285c3 before any change (held out whole)
    "w27-c1-quoted-lmr-arrow-lines": _regex_moves(  # '        "left -> middle",' (no disc named)
        r'^\s*"(left|middle|right) -> (left|middle|right)",?$', None, 1, 2, peg=_W27_LCR.__getitem__),
    "w27-c1-exunit-move-atom-tuples": _regex_moves(  # '{ {:A, :C},   A: [2, 3], ...' (the states after it unread)
        r"\{ \{:([ABC]), :([ABC])\},", None, 1, 2),
    "w27-c1-arrow-pairs-a-c": _regex_moves(r"\b([A-C]) -> ([A-C])\b", None, 1, 2),  # '"A -> C", "A -> B"' (quoted)
    "w27-c1-iex-keyword-from-to-pegs": _regex_moves(  # '  left: :right,' (an Elixir keyword list, one pair a line)
        r"^  (left|centre|right): :(left|centre|right),?$", None, 1, 2, peg=_W27_LCR.__getitem__),
    "w27-c1-lcr-state-blocks": _w27_lcr_state_blocks,  # 'L 3 2' / 'C' / 'R 1' blocks (states only)
    "w27-c1-prolog-comment-move-disk-from-to": _regex_moves(  # '% Move disk from A to C' (no disc named)
        r"^% Move disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "w27-c1-es-mover-disco-de-izquierda-a": _regex_moves(  # 'Mover disco 1 de izquierda a derecha'
        r"^Mover disco (\d+) de (izquierda|centro|derecha) a (izquierda|centro|derecha)$", peg=_W27_ES.__getitem__),
    "w27-c1-prolog-word-list-pole-to-pole": _regex_moves(  # '[move,top,disk,from,pole,left,to,pole,centre]'
        r"^\[move,top,disk,from,pole,(left|centre|right),to,pole,(left|centre|right)\]$", None, 1, 2,
        peg=_W27_LCR.__getitem__),
    "w27-c1-move-number-peg-bar-states": _w27_peg_bar_states,  # 'Move Number: 1' then 'A | 3 2 ' / 'B | ' / 'C | 1 '
    "w27-c1-javadoc-star-move-disk-from-to": _regex_moves(  # ' * Move disk 1 from A to B' (a Javadoc comment)
        r"^ \* Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w27-c1-step-move-disk-peg-letter-role": _regex_moves(  # 'Step  1: Move disk 1 from Peg A (Source) -> Peg C ...'
        r"^Step +\d+: Move disk (\d+) from Peg ([A-C]) \(\w+\) -> Peg ([A-C]) \(\w+\)$"),
    "w27-c1-erlang-tower-move-first-middle-last": _regex_moves(  # 'hanoi_tower:move(T0, first, last)' (no disc)
        r"hanoi_tower:move\(T\d*, (first|middle|last), (first|middle|last)\)", None, 1, 2,
        peg=["first", "middle", "last"].index),
    "w27-c1-quoted-digit-pairs-in-stream-of": _regex_moves(r'"([1-3]) ([1-3])"', None, 1, 2, peg=_digit),  # '"1 3"'
    "w27-c1-answers-digit-tuples-no-space": _regex_moves(  # 'answers = [(2,1),(2,3),...]' (needles 1-3, no disc)
        r"\(([1-3]),([1-3])\)", None, 1, 2, peg=_digit),
    "w27-c1-hanoimove-disc-quoted-letters": _regex_moves(  # 'HanoiMove(1, "A", "B"),'
        r'HanoiMove\((\d+), ?"([A-C])", "([A-C])"\)'),
    "w27-c1-doctest-move-from-p-to-p": _regex_moves(  # '  move from P1 to P3' (pegs P1-P3, no disc)
        r"^  move from P([1-3]) to P([1-3])$", None, 1, 2, peg=_digit),
    "w27-c1-hash-comment-arrow-letters": _regex_moves(r"^# ([A-C]) -> ([A-C])$", None, 1, 2),  # '# A -> B'
    "w27-c1-fr-deplacement-de-vers-digits": _regex_moves(  # 'deplacement de 1 vers 3' (towers 1-3, no disc)
        r"^deplacement de ([1-3]) vers ([1-3])$", None, 1, 2, peg=_digit),
    "w27-c1-idle-xyz-arrow-lines": _regex_moves(r"^([xyz]) -> ([xyz])$", None, 1, 2),  # 'x -> z' (pegs x, y, z)
    "w27-c1-prolog-comment-move-disk-lmr-words": _regex_moves(  # '% Move disk 1 from left to middle'
        r"^% Move disk (\d+) from (left|middle|right) to (left|middle|right)$", peg=_W27_LCR.__getitem__),
    # wave 27 (c1, end)

    # wave 27 (c2): people's and models' answers written by hand, in notes, comments, tests' expected answers and a
    # mocked model reply (Spanish, Chinese, French), measured with the reader of 6a285c3 before any change (held out)
    "w27-c2-es-secuencia-line": lambda text: _w27_c2_arrow_pairs(  # '**Secuencia:** A->C, A->B, ...' (bullets unread)
        _w27_c2_line(text, r"^\*\*Secuencia:\*\* (.*)$")),
    "w27-c2-zh-dayin-shunxu-line": lambda text: _w27_c2_arrow_pairs(  # '打印顺序（共 7 步）：A->C, ...' (tree unread)
        _w27_c2_line(text, r"^打印顺序（共 \d+ 步）：(.*)$")),
    "w27-c2-javadoc-level-3-row": lambda text: _w27_c2_arrow_pairs(  # ' * 3      (A->C, ..., b->C, A->C)' (b is peg B)
        _w27_c2_line(text, r"^ \* 3 +\((.*)\)$")),
    "w27-c2-mock-reply-move-triples": _regex_moves(  # '"""move = [1, 0, 2]' (disc, from, to; pegs 0-2; states unread)
        r"move = \[(\d+), ([0-2]), ([0-2])\]", peg=int),
    "w27-c2-fr-sortie-attendue-line": lambda text: _w27_c2_arrow_pairs(  # '//   A->C, A->B, ...' (count unread)
        _w27_c2_line(text, r"^//   ([A-C]->[A-C](?:, [A-C]->[A-C])*)$")),
    "w27-c2-solution-colon-line": lambda text: _w27_c2_arrow_pairs(_w27_c2_line(text, r"^solution: (.*)$")),
    "w27-c2-describe-each-n3-row": lambda text: _w27_c2_arrow_pairs(  # '[3, "A -> C, A -> B, ...".split(", ")],'
        _w27_c2_line(text, r'^\s*\[3, "([^"]*)"')),
    "w27-c2-header-comment-after-15-moves": lambda text: _w27_c2_arrow_pairs(  # ' * A -> C, ..., \n * B -> A, ...'
        text.split("we have 15 moves:", 1)[1].split("*/", 1)[0]),
    "w27-c2-comment-hanoi-3-equation": lambda text: _w27_c2_arrow_pairs(  # '// hanoi(3, A, B, C) = A -> C, ... = 7 ='
        _w27_c2_line(text, r"^// hanoi\(3, A, B, C\) = (.*?) = \d+ = ")),
    "w27-c2-sequence-text-insert": lambda text: _w27_c2_arrow_pairs(  # 'sequence_text.insert(tk.END, "A -> C, ...")'
        _w27_c2_line(text, r'sequence_text\.insert\(tk\.END, "([^"]*)"\)')),
    "w27-c2-grade-hanoi-letter-pairs": lambda text: _w27_c2_letter_pairs(  # "gradeHanoi('AB BA AC ...', {...})"
        _w27_c2_line(text, r"gradeHanoi\('([A-C ]*)'")),
    "w27-c2-ros-move-comments": _regex_moves(  # '    # 1->3' above each pick-and-place pair (the header line unread)
        r"^    # ([1-3])->([1-3])$", None, 1, 2, peg=_digit),
    "w27-c2-fr-resultat-backticks": lambda text: _w27_c2_digit_pairs(  # '**Résultat :** `1->3, 1->2, ...`'
        _w27_c2_line(text, r"^\*\*Résultat :\*\* `([^`]*)`")),
    "w27-c2-ko-comment-n-4-line": lambda text: _w27_c2_digit_pairs(  # '    // n = 4 1->2, 1->3, ...'
        _w27_c2_line(text, r"^    // n = 4 (.*)$")),
    "w27-c2-it-sposta-il-disco-bastoncino": lambda text: [  # 'Sposta il disco medio dal bastoncino A al bastoncino B.'
        (_W27_C2_IT_DISCS[disc], _abc(a), _abc(b)) for disc, a, b in re.findall(
            r"[Ss]posta il disco (più piccolo|piccolo|medio|grande) dal bastoncino ([A-C]) al bastoncino ([A-C])",
            text)],
    "w27-c2-assert-equals-quoted-pairs": lambda text: _w27_c2_arrow_pairs(  # '        "A->B, A->C, ..., B->C, ",'
        _w27_c2_line(text, r'^\s*"((?:[A-C]->[A-C], )+)",$')),
    # wave 27 (c2, end)
    # wave 28 (c28): program output, test expectations, REPL and doc samples in rarer languages
    "w28-c28-julia-quoted-pair-arrows": _regex_moves(  # "            'a' => 'c'," (a Julia @test's Pairs)
        r"^\s+'([a-c])' => '([a-c])',$", None, 1, 2),
    "w28-c28-scheme-comment-move-a-disk": _regex_moves(  # '; Move a disk from A to C' (no disc named)
        r"^; Move a disk from ([A-C]) to ([A-C])$", None, 1, 2),
    "w28-c28-lisp-paren-arrow-pairs": _regex_moves(r"\(([a-c]) -> ([a-c])\)", None, 1, 2),  # '(a -> b), (a -> c),'
    "w28-c28-scheme-comment-letter-pair-list": lambda text: [  # "(hanoi 3 'A 'B 'C)  ; ((A C) (A B) ...)"
        (None, _abc(a), _abc(b)) for a, b in re.findall(r"\(([A-C]) ([A-C])\)", _w28_line(text, r";\s*\((.*)\)$"))],
    "w28-c28-repl-move-disk-from-to": _regex_moves(r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),  # after '> (hanoi'
    "w28-c28-ghci-quoted-digit-tuple-list": lambda text: [  # '>     [(1,3),(1,2),...]' (the line after 'ghci>')
        (None, _digit(a), _digit(b))
        for a, b in re.findall(r"\(([1-3]),([1-3])\)", _w28_line(text, r"^>\s+(\[.*\])$"))],
    "w28-c28-lmr-fat-arrow-lines": _regex_moves(  # '      left => right' (no disc named)
        r"^\s+(left|middle|right) => (left|middle|right)$", None, 1, 2, peg=_W28_LMR.__getitem__),
    "w28-c28-javadoc-tree-move-disk": _regex_moves(  # '     * | |-- move disk 1 from A to B' (a call tree)
        r"^\s+\*[ |]*\|-- move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w28-c28-tree-move-disk-rod": _regex_moves(  # '|   |   |-- Move disk 1 from rod A to rod C'
        r"\|-- Move disk (\d+) from rod ([A-C]) to rod ([A-C])$"),
    "w28-c28-tree-move-disk-s-h-d": _regex_moves(  # '|   |   |-- Move Disk 1 from S to D' (stands S, H, D)
        r"\|-- Move Disk (\d+) from ([SHD]) to ([SHD])$", peg=_W28_SHD.__getitem__),
    "w28-c28-tree-unicode-arrow-moves": _w28_tree_arrow_moves,  # '│   ├── hanoi(1) → move A → C'
    "w28-c28-lua-comment-move-disk": _regex_moves(  # '-- Move disk 1 from A to C' (Lua comments)
        r"^-- Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w28-c28-tree-src-aux-dest-arrows": _regex_moves(  # '--> Move SRC-->DEST' and '|-- Move disk 2 SRC-->AUX'
        r"Move (?:disk \d+ )?(SRC|AUX|DEST)-->(SRC|AUX|DEST)$", None, 1, 2, peg=_W28_SAD.__getitem__),
    "w28-c28-hs-quoted-char-tuples": _regex_moves(  # "('A', 'C')" or "('a','b')" (Haskell, Idris Char pairs)
        r"\('([A-Ca-c])', ?'([A-Ca-c])'\)", None, 1, 2),
    "w28-c28-trace-bare-pair-lines": _regex_moves(r"^\s+\(([a-c]),([a-c])\)$", None, 1, 2),  # '      (a,b)' in a trace
    "w28-c28-golden-hash-move-disk": _regex_moves(  # '## Move disk 1 from A to B' (a golden stdout)
        r"^## Move disk (\d+) from ([A-C]) to ([A-C])$"),
    "w28-c28-hs-comment-top-first-states": _w28_top_first_state_lines,  # '-- [2] [1] []' (states only)
    "w28-c28-numbered-arrow-disc-in-parens": _regex_moves(  # '4. A → C (3 - DUŻY!)' (the disc in parentheses)
        r"^\d+\. ([A-C]) → ([A-C]) \((\d+)", 3, 1, 2),
    "w28-c28-hs-test-digit-pairs-four-pegs": lambda text: [  # '    , hanoiN 4 [1, 2, 3, 4] == [(1,2),(1,3),...]'
        (None, _digit(a), _digit(b)) for a, b in re.findall(r"\(([1-4]),([1-4])\)", text.split("==", 1)[1])],
    # wave 28 (c28, end)

    # wave 28 (c28b): language models' replies and people's notes (Turkish, Spanish, Vietnamese, Russian), quiz
    # options and lists cut short, measured with the reader of a32cd26 before any change (held out whole)
    # '"[1,0,2]"' (disc, from, to)
    "w28b-quoted-bracket-triples": _regex_moves(r'"\[([1-9]),([0-2]),([0-2])\]"', peg=int),
    "w28b-commented-moves-list-triples": lambda text: [  # '# moves = [[1, 0, 1], [2, 0, 2], ...]' (one line)
        (int(d), int(a), int(b)) for d, a, b in re.findall(
            r"\[(\d+), ([0-2]), ([0-2])\]", _w27_c2_line(text, r"^# moves = \[(.*)\]$"))],
    "w28b-tr-cubuk-push-pop-lines": _regex_moves(  # '  sagCubuk = push(sagCubuk, pop(&solCubuk));' (to, from)
        r"^  (sol|orta|sag)Cubuk = push\(\1Cubuk, pop\(&(sol|orta|sag)Cubuk\)\);$", None, 2, 1,
        peg=["sol", "orta", "sag"].index),
    "w28b-tr-numbered-disk-arrow-lines": _regex_moves(  # '1. Disk 1: A \u2192 C' (under 'Adımlar:')
        r"^\d+\. Disk (\d+): ([A-C]) \u2192 ([A-C])$"),
    # '\u2502   \u251c\u2500\u2500 Move disk 2: A \u2192 B    \u2190 movimiento 2'
    "w28b-es-tree-move-disk-movimiento": _regex_moves(
        r"Move disk (\d+): ([A-C]) \u2192 ([A-C]) +\u2190 movimiento \d+$"),
    "w28b-vi-buoc-chuyen-dia-size-words": lambda text: [  # 'Bước 1: chuyển đĩa nhỏ từ A sang C' (nhỏ, trung, lớn)
        ({"nhỏ": 1, "trung": 2, "lớn": 3}[size], _abc(a), _abc(b)) for size, a, b in re.findall(
            r"^Bước \d+: chuyển đĩa (nhỏ|trung|lớn) từ ([A-C]) sang ([A-C])$", text, re.MULTILINE)],
    "w28b-full-sequence-in-order-line": lambda text: [  # 'The full sequence of moves, in order: disk 1 A\u2192C, ...'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"disk (\d+) ([A-C])\u2192([A-C])", _w27_c2_line(
            text, r"^The full sequence of moves, in order: (.*)$"))],
    # '// Диск 1: A \u2192 C'
    "w28b-ru-comment-disk-arrow-lines": _regex_moves(r"^// Диск (\d+): ([A-C]) \u2192 ([A-C])$"),
    "w28b-json-output-comma-sentences": lambda text: [  # '"output": "Move disk 1 from A to B, Move disk 2 ...",'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])", _w27_c2_line(
            text, r'^\s*"output": "([^"]*)",$'))],
    "w28b-md-table-disk-arrow-cell": _regex_moves(  # '| 1 | disk 1: A \u2192 C | Hanoi(1, A\u2192C) inside ... |'
        r"^\| \d+ \| disk (\d+): ([A-C]) \u2192 ([A-C]) \|"),
    # 'Move disk 1 from A to C'
    "w28b-move-disk-lines-bare": _regex_moves(r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),
    # '\u2502  \u2502  \u2514\u2500 Move disk 1: A \u2192 C' (state lines unread)
    "w28b-tree-move-disk-colon-arrow": _regex_moves(
        r"\u2500 Move disk (\d+): ([A-C]) \u2192 ([A-C])$"),
    # 'Move disk 1: A \u2192 C'
    "w28b-move-disk-colon-arrow-lines": _regex_moves(r"^Move disk (\d+): ([A-C]) \u2192 ([A-C])$"),
    "w28b-quoted-comma-move-sentences": lambda text: [  # '        "Move disk 1 from A to C, Move disk 2 ...",'
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])", _w27_c2_line(
            text, r'^\s*"(Move disk [^"]*)",?$'))],
    # 'For n = 3 this gives **7 moves**: A\u2192C, ...'
    "w28b-for-n-gives-arrow-sentence": lambda text: _arrow_moves_w28b(
        _w27_c2_line(text, r"^For n = \d+ this gives \*\*\d+ moves\*\*: (.*?)\. And ")),
    "w28b-output-comment-after-call": lambda text: [  # "towerOfHanoi(3, 'A', 'C', 'B') // Output: Move disk 1 ..."
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])", _w27_c2_line(
            text, r"^towerOfHanoi\(.*\) // Output: (.*)$"))],
    # 'Move disk 1 from A to C, Move disk 2 from A to B, Move disk 1 from C to B...  ' (one line, then cut short)
    "w28b-example-line-comma-sentences": lambda text: [
        (int(d), _abc(a), _abc(b)) for d, a, b in re.findall(r"Move disk (\d+) from ([A-C]) to ([A-C])", _w27_c2_line(
            text, r"^(Move disk \d+ from .*)$"))],
    # '              "Move disk 1: A \u2192 C",'
    "w28b-quoted-move-disk-colon-arrow": _regex_moves(r'^\s*"Move disk (\d+): ([A-C]) \u2192 ([A-C])",$'),
    # wave 28 (c28b, end)

    # wave 29 (c1): teaching notes, quiz explanations, problem statements and program runs in rarer layouts and
    # languages (Japanese, Korean, Chinese, Portuguese), measured with the reader of 011f687 before any change
    # "\\n1. 円盤1を A→C" (a JS string's escaped newlines, one line)
    "w29-c1-jp-escaped-numbered-disc-arrow": _regex_moves(r"\\n\d+\. 円盤(\d)を ([A-C])→([A-C])"),
    # '원판 1을 A에서 C로 이동' (a Korean program run in notes)
    "w29-c1-ko-wonpan-eseo-ro-idong": _regex_moves(r"^원판 (\d+)[을를] ([A-C])에서 ([A-C])로 이동$"),
    # '원판 1을 A에서 C(으)로 옮긴다.' (the run in a comment after the code)
    "w29-c1-ko-wonpan-euro-omginda": _regex_moves(r"^원판 (\d+)을 ([A-C])에서 ([A-C])\(으\)로 옮긴다\.$"),
    # '> from -> 1 -> to' (peg, disc, peg: pegs from, helper, to)
    "w29-c1-zh-quote-peg-disc-peg": _regex_moves(
        r"^> (from|helper|to) -> (\d+) -> (from|helper|to)$", 2, 1, 3, peg=_W29_C1_FHT.__getitem__),
    "w29-c1-zh-quote-ordinal-disc": _w29_c1_zh_ordinal_moves,  # '> 挪动第一个盘子从from到helper'
    # '1\ufe0f\u20e3 Move smallest disk (1) from A \u2192 C' (a keycap number, then the state line)
    "w29-c1-keycap-move-disk-arrow": _regex_moves(
        r"^\d\ufe0f\u20e3 Move (?:smallest |largest )?disk \(?(\d+)\)? from ([A-C]) \u2192 ([A-C])"),
    # 'Mover disco 1 de A para C' (then the state 'A: [3, 2] B: [] C: [1]')
    "w29-c1-pt-mover-disco-para": _regex_moves(r"^Mover disco (\d+) de ([A-C]) para ([A-C])$"),
    # '1. A → B' (a numbered list, no disc named)
    "w29-c1-numbered-arrow-lines": _regex_moves(r"^\d+\. ([A-C]) → ([A-C])$", None, 1, 2),
    "w29-c1-column-state-blocks": _w29_c1_column_states,  # 'Start:  Move 1: ...' over rows 'A[3,2]  B[]  C[1]'
    # '| 1 | A | C |' (a table: move number, from, to; no disc named)
    "w29-c1-table-number-from-to": _regex_moves(r"^\| \d+ \| ([A-C]) \| ([A-C]) \|$", None, 1, 2),
    # '| 1 | 1 | A | C |' (a table: move number, disc, from, to)
    "w29-c1-table-number-disc-from-to": _regex_moves(r"^\| \d+ \| (\d+) \| ([A-C]) \| ([A-C]) \|$"),
    # '| 1 | 1 → 2 |' (a table: step, numbered pegs)
    "w29-c1-table-step-digit-arrow": _regex_moves(r"^\| \d+ \| ([1-3]) → ([1-3]) \|$", None, 1, 2, peg=_digit),
    # '| 1 | 1 | A → C | |' (a table: step, disc, move, a remark)
    "w29-c1-table-step-disc-arrow": _regex_moves(r"^\| \d+ \| (\d+) \| ([A-C]) → ([A-C]) \|"),
    # '| 1 | A → C |' (a table: step, move; no disc named)
    "w29-c1-table-step-arrow": _regex_moves(r"^\| \d+ \| ([A-C]) → ([A-C]) \|$", None, 1, 2),
    # 'Move disk 1 from a to b' (a Prolog run pasted after 'output:'; every line names disk 1)
    "w29-c1-pl-move-disk-lower": _regex_moves(r"^Move disk (\d+) from ([a-c]) to ([a-c])$"),
    "w29-c1-disc-line-letter-pairs": lambda text: [  # '4 disc: (ab, ac, bc, ...), 2^4 - 1' (pairs of peg letters)
        (None, _abc(a), _abc(b)) for a, b in re.findall(
            r"\b([a-c])([a-c])\b", _w28_line(text, r"^\d+ discs?: +\((.*)\)"))],
    "w29-c1-drawing-label-row-abcd": lambda text: [  # the row '     ab   ad   ac' under four-peg drawings
        (None, "abcd".index(a), "abcd".index(b)) for a, b in re.findall(
            r"([a-d])([a-d])", _w28_line(text, r"^ +([a-d]{2}(?: +[a-d]{2})*) *$"))],
    "w29-c1-moves-block-arrows": lambda text: [  # 'Moves:' then 'A→B, A→C, ...' lines up to the fence
        (None, _abc(a), _abc(b)) for a, b in re.findall(
            r"([A-C])→([A-C])", text.split("Moves:", 1)[-1].split("```", 1)[0])],
    "w29-c1-jsonl-prediction-used-arrows": lambda text: [  # a JSONL record's "prediction_used": "B->C\\nB->C"
        (None, _abc(a), _abc(b)) for line in text.splitlines() if line.strip()
        for a, b in re.findall(r"^([A-C])->([A-C])$", json.loads(line)["prediction_used"], re.MULTILINE)],
    # '│   │   ├── move A -> C' (a call tree's leaves; the calls 'hanoi(1, A, B, C)' are not moves)
    "w29-c1-tree-move-arrow-leaves": _regex_moves(r"── move ([A-C]) -> ([A-C])$", None, 1, 2),
    # wave 29 (c1, end)
    # wave 30 (c1): planners' plans, model-written lessons and program runs in other languages, measured with the
    # reader of ab9c57e before any change
    # '(move disc1 disc2 peg3)' (the disc, what it leaves, what it lands on: a peg, or a disc standing for its peg)
    "w30-c1-move-discword-onto-object": lambda text: _object_moves(
        re.findall(r"^\(move (disc\d+) (\w+) (\w+)\)$", text, re.MULTILINE)),
    # 'Sposta disco 1 da A a C'
    "w30-c1-it-sposta-disco-da-a": _regex_moves(r"^Sposta disco (\d+) da ([A-C]) a ([A-C])$"),
    # 'D\u00e9placer un palet de A vers C' (no disc named)
    "w30-c1-fr-deplacer-un-palet-de-vers":
        _regex_moves(r"^D\u00e9placer un palet de ([A-C]) vers ([A-C])$", None, 1, 2),
    # 'D\u00e9placer une tour de A vers B' (each move called a tower; no disc named)
    "w30-c1-fr-deplacer-une-tour-de-vers":
        _regex_moves(r"^D\u00e9placer une tour de ([A-C]) vers ([A-C])$", None, 1, 2),
    # 'D\u00e9placer disque de A vers C' (no disc named; the WriteLn lines of the code are quoted)
    "w30-c1-fr-deplacer-disque-de-vers": _regex_moves(r"^D\u00e9placer disque de ([A-C]) vers ([A-C])$", None, 1, 2),
    "w30-c1-solution-path-peg-disc-arrow": lambda text: [  # 'Solution Path: [P1:D1 -> P2, P1:D2 -> P3, ...]'
        (int(d), int(a) - 1, int(b) - 1) for a, d, b in re.findall(
            r"P(\d):D(\d+) -> P(\d)", _w28_line(text, r"^Solution Path: \[(.*)\]$"))],
    # '# \u0e40\u0e04\u0e25\u0e37\u0e48\u0e2d\u0e19 disk 1 \u0e08\u0e32\u0e01 A \u0e44\u0e1b C' (Thai, a Ruby comment)
    "w30-c1-th-kluean-disk-jak-pai": _regex_moves(
        r"^# \u0e40\u0e04\u0e25\u0e37\u0e48\u0e2d\u0e19 disk (\d+) \u0e08\u0e32\u0e01 ([A-C]) \u0e44\u0e1b ([A-C])$"),
    # 'Mova o disco de A para B' (no disc named)
    "w30-c1-pt-mova-o-disco-de-para": _regex_moves(r"^Mova o disco de ([A-C]) para ([A-C])$", None, 1, 2),
    # 'Mover disco 1 de A para C' in a template literal: the first after 'output: `', the last before '`,'
    "w30-c1-pt-mover-disco-template-literal": _regex_moves(
        r"^(?: +output: `)?Mover disco (\d+) de ([A-C]) para ([A-C])(?:`,)?$"),
    # 'Move disk 1 from A to C' in a template literal: the first after 'buggyOutput: `' (or 'expectedOutput: `'), the
    # last before '`,'; pegs A-C or X-Z
    "w30-c1-backtick-move-disk-from-to": _regex_moves(
        r"^(?: +\w+: `)?Move disk (\d+) from ([A-CX-Z]) to ([A-CX-Z])(?:`,)?$"),
    "w30-c1-es-mover-disco-de-a-no-disc": _regex_moves(r"^Mover disco de ([A-C]) a ([A-C])$", None, 1, 2),
    # 'Mova disco 1 de A para C'
    "w30-c1-pt-mova-disco-n-de-para": _regex_moves(r"^Mova disco (\d+) de ([A-C]) para ([A-C])$"),
    # 'Muta discul 1 de pe A pe C'
    "w30-c1-ro-muta-discul-de-pe-pe": _regex_moves(r"^Muta discul (\d+) de pe ([A-C]) pe ([A-C])$"),
    # 'Move disk 1 from A to C' lines (a run in a comment; the code's cout lines are not at a line's start)
    "w30-c1-move-disk-from-to-lines": _regex_moves(r"^Move disk (\d+) from ([A-C]) to ([A-C])$"),
    # wave 30 (c1, end)
    # wave 31 (c2): Jupyter notebooks' stored outputs (each line as the .ipynb file holds it: a JSON string of its
    # "text" or "source" list, with its escaped '\\n'), judges' samples and runs in rarer languages, measured with
    # the reader of 98eff9e before any change
    # '      "Disco 1 de ' A ' hacia ' B '\\n",'
    "w31-c2-nb-disco-de-hacia": _regex_moves(r"^ +\"Disco (\d+) de ' ([A-C]) ' hacia ' ([A-C]) '\\n\",?$"),
    # '       "[(0, 2), (0, 1), ...]"' (an execute_result's text/plain: (from, to) pegs from 0, no disc)
    "w31-c2-nb-tuple-list": lambda text: [(None, int(a), int(b)) for a, b in re.findall(
        r"\((\d), (\d)\)", _w28_line(text, r'^ +"(\[\(.*\)\])"$'))],
    # '      "[2, 1]\\t\\t[]\\t\\t[0]\\n",' rows of the three pegs' lists (discs from 0), the start row first
    "w31-c2-nb-tab-list-rows": _w31_tab_list_rows,
    # '    "12回目：1段目 B -> C\\n",' (a markdown cell's source: the N-th time, disc K, from -> to); drawings between
    "w31-c2-nb-ja-kaime-danme": _regex_moves(r'^ +"\d+回目：(\d+)段目 ([A-C]) ?-> ?([A-C])\\n",?$'),
    # '      "1 段目を A -> C \\n",'
    "w31-c2-nb-ja-dan-me-wo": _regex_moves(r'^ +"(\d+) 段目を ([A-C]) -> ([A-C]) \\n",?$'),
    # '      "1 ---> 3\\n",' (pegs 1-3, no disc; a Julia kernel's @time line after)
    "w31-c2-nb-digit-long-arrow": _regex_moves(r'^ +"([1-3]) ---> ([1-3])\\n",?$', None, 1, 2, _digit),
    # '      "[(1, 3), (1, 2), (3, 1), ...]\\n",' a genetic algorithm's best specimen (the line after 'Generation N best
    # specimen'; (from, to) pegs 1-3, no disc); the state rows printed after it replay only its legal moves: not read
    "w31-c2-nb-ga-specimen": lambda text: [(None, int(a) - 1, int(b) - 1) for a, b in re.findall(
        r"\((\d), (\d)\)", _w28_line(text, r'^ +"Generation \d+ best specimen\\n",\n +"(\[\(.*\)\])\\n",$'))],
    "w31-c2-nb-node-hanoistate-path": _w31_node_states,
    # '      "원반 [1]을(를) 1기둥에서 3기둥으로 옮깁니다.\\n",' (Korean: disc [k] from pillar x to pillar y)
    "w31-c2-nb-ko-wonban-gidung": _regex_moves(
        r'^ +"원반 \[(\d+)\]을\(를\) ([1-3])기둥에서 ([1-3])기둥으로 옮깁니다\.\\n",?$', 1, 2, 3, _digit),
    # '            "Move Disk1 from pegA to pegC.\\n",' (after the echoed prompt 'Enter Number of disks:3')
    "w31-c2-nb-move-diskn-from-peg": _regex_moves(r'^ +"Move Disk(\d+) from peg([A-C]) to peg([A-C])\.\\n",?$'),
    "w31-c2-nb-state-strings-smallest-first": _w31_state_strings,
    # '      "a c\\n",' (bare lower-case from and to pegs, no disc)
    "w31-c2-nb-bare-lowercase-pairs": _regex_moves(r'^ +"([abc]) ([abc])\\n",?$', None, 1, 2),
    # '       " State(disk=1, rod=\'2\'),\\n",' an AIMA search's solution() as the repr of namedtuples (the disc from 0,
    # the smallest 0, and only the rod it goes to, rods '1'-'3' or '1'-'4'; the tower starts on rod 1)
    "w31-c2-nb-disk-rod-namedtuple": lambda text: _disc_to(
        [(int(d) + 1, int(r) - 1) for d, r in re.findall(r"S(?:tate)?\(disk=(\d+), rod='(\d)'\)", text)],
        len(set(re.findall(r"disk=(\d+)", text)))),
    # '      "Move 1: Disk 1 from rod B to rod C\\n",' (after the printed random start, 'Rod A: [5, 4]' ...)
    "w31-c2-nb-move-n-disk-from-rod": _regex_moves(r'^ +"Move \d+: Disk (\d+) from rod ([A-C]) to rod ([A-C])\\n",?$'),
    # '            "0-->1\\n",' (pegs 0-2, no disc; a base case that prints the target twice: '2-->2')
    "w31-c2-nb-digit-arrow-from-zero": _regex_moves(r'^ +"([0-2])-->([0-2])\\n",?$', None, 1, 2, int),
    # '    "Game.move(0,2)\\n",' a game played one cell at a time (the disc from 0, the smallest 0, and the peg 1-3 it
    # goes to), each cell's printed state '[2 1]' after it
    "w31-c2-nb-game-move-disc-peg": lambda text: _disc_to(
        [(int(d) + 1, int(p) - 1) for d, p in re.findall(r'^ +"Game\.move\((\d),(\d)\)\\n",?$', text, re.MULTILINE)],
        int(_w28_line(text, r'Game = TowerOfHanoi\((\d+)\)') or 0)),
    # '            "盤由 A 移至 C\\n",' (Traditional Chinese: a disc from A to C; no disc named), each followed by '1次'
    "w31-c2-nb-zh-pan-you-yi-zhi": _regex_moves(r'^ +"盤由 ([A-C]) 移至 ([A-C])\\n",?$', None, 1, 2),
    # '      "left --> center\\n",'
    "w31-c2-nb-left-center-right-arrow": _regex_moves(
        r'^ +"(left|center|right) --> (left|center|right)\\n",?$', None, 1, 2, ["left", "center", "right"].index),
    # '      "   move(1, 2)\\n",' each move printed over a tab-separated drawing of the pegs (the cell's source lines
    # 't4.move(1, 2)' restate them and are not read); pegs 1-3, no disc
    "w31-c2-nb-indented-move-call": _regex_moves(r'^ +"   move\(([1-3]), ([1-3])\)\\n",?$', None, 1, 2, _digit),
    # wave 31 (c2, end)
    # wave 32 (c1): model replies as evaluators' logs, result files and write-ups keep them, measured with the
    # reader of f727ec6 before any change
    # '| 1    | Disk 1: Peg 0 → Peg 2 |' markdown tables, the last table the answer (a reply that corrects itself)
    "w32-c1-md-last-table-disk-peg-arrow": _w32_last_table_disk_peg_arrow,
    # a KORGym result JSONL line: "action": "[('a', 4), ...]" (disc, column 1-4) from its "current_state"
    "w32-c1-korgym-action-disc-column": _w32_korgym_record,
    # a reasoning-gym result JSON: "best_model_answer" lines 'Move disk 1 from Peg 4 to Peg 2' (not "expected_answer")
    "w32-c1-rg-best-model-answer": _w32_rg_best_model_answer,
    # wave 32 (c1, end)
    # wave 32 (c2): program runs, comments and sample outputs in rarer programming and human languages, measured
    # with the reader of f727ec6 before any change
    # 'chuyển tòa1 sang tòa3 ' (Vietnamese: move from building 1 to building 3; no disc named)
    "w32-c2-vi-chuyen-toa-sang": _regex_moves(r"^chuyển tòa([1-3]) sang tòa([1-3]) $", None, 1, 2, _digit),
    # '第 1个盘子：从A柱移向B柱' (Chinese: the disc K, from pillar A moved to pillar B)
    "w32-c2-zh-ge-panzi-cong-zhu-yixiang": _regex_moves(r"^第 *(\d+)个盘子：从([A-C])柱移向([A-C])柱$"),
    # ' a==>c' (list-directed Fortran output, lower-case pegs, no disc)
    "w32-c2-lower-double-arrow": _regex_moves(r"^ ([abc])==>([abc])$", None, 1, 2),
    # ' A - C' (after ' Torres de hanoi con 3 discos.')
    "w32-c2-space-dash-pairs": _regex_moves(r"^ ([A-C]) - ([A-C])$", None, 1, 2),
    # 'move disk 1 from left to middle'
    "w32-c2-move-disk-from-left-middle-right": _regex_moves(
        r"^move disk (\d+) from (left|middle|right) to (left|middle|right)$", 1, 2, 3,
        ["left", "middle", "right"].index),
    # 'move from left to right' (no disc)
    "w32-c2-move-from-left-middle-right": _regex_moves(
        r"^move from (left|middle|right) to (left|middle|right)$", None, 1, 2, ["left", "middle", "right"].index),
    # '1 <--2---- 3' arrows drawn over the pegs 1-3
    "w32-c2-arrow-drawings": _w32_c2_arrow_drawings,
    # 'I move a discus from A to C'
    "w32-c2-i-move-a-discus": _regex_moves(r"^I move a discus from ([A-C]) to ([A-C])$", None, 1, 2),
    # a Lisp REPL's printed list '((MOVE DISK FROM A TO C) (MOVE DISK FROM A TO B) ...' (several a line)
    "w32-c2-lisp-move-disk-from-to-list": _regex_moves(r"\(MOVE DISK FROM ([A-C]) TO ([A-C])\)", None, 1, 2),
    # '    Mover Disco de A -> C' / '    Mover disco de A -> B' in a Pascal comment (the other outputs above them)
    "w32-c2-es-mover-disco-de-arrow-comment": _regex_moves(r"^    Mover [Dd]isco de ([A-C]) -> ([A-C])$", None, 1, 2),
    # '  T1 -> T3' lines of an OCaml toplevel transcript in a comment (after '# hanoi "T1" "T2" "T3" 3;;')
    "w32-c2-t-digit-arrow-comment": _regex_moves(r"^  T([1-3]) -> T([1-3])$", None, 1, 2, _digit),
    # '1:1→3 2:1→2 ...' (disc:from→to, pegs 1-3, several moves a line, a space after each)
    "w32-c2-disc-colon-arrow-run-together": _regex_moves(r"(\d+):([1-3])→([1-3]) ", 1, 2, 3, _digit),
    # '1 -> 2' lines of a post's 'Output' block (the code's '(display " -> ")' is not at a line's start)
    "w32-c2-digit-spaced-arrow-lines": _regex_moves(r"^([1-3]) -> ([1-3])$", None, 1, 2, _digit),
    # ';move 1 from towerA to towerC' (a README's sample output as comments after the call)
    "w32-c2-semicolon-move-n-from-tower": _regex_moves(r"^;move (\d+) from tower([ABC]) to tower([ABC])$"),
    # '[("a","c"),("a","b"),...]' a Haskell list of (from, to) string pairs, pegs a-d
    "w32-c2-hs-string-pair-list": _regex_moves(r'\("([a-d])","([a-d])"\)', None, 1, 2, "abcd".index),
    # a Forth run's lines 'Move disk from left to middle' (after an empty first line; no disc)
    "w32-c2-move-disk-from-left-middle-right-no-disc": _regex_moves(
        r"^Move disk from (left|middle|right) to (left|middle|right)$", None, 1, 2, ["left", "middle", "right"].index),
    # 'MOVE DISK FROM 1 TO 2' (poles 1-3, no disc; between a title line and 'TOWERS OF HANOI PUZZLE COMPLETED!')
    "w32-c2-upper-move-disk-from-digit-to": _regex_moves(r"^MOVE DISK FROM ([1-3]) TO ([1-3])$", None, 1, 2, _digit),
    # 'Move disk 1  from a to c.' (the smallest disc's lines: two spaces and a full stop) and 'Move disk 2 from a to b'
    "w32-c2-move-disk-from-lower-atoms": _regex_moves(r"^Move disk (\d+) +from ([abc]) to ([abc])\.?$"),
    # 'Move disk 1 from Tower A to Tower B' in an OCaml comment (the printf format line above it is not a move)
    "w32-c2-move-disk-from-tower-to-tower": _regex_moves(r"^Move disk (\d+) from Tower ([A-C]) to Tower ([A-C])$"),
    # blocks of rows '5 0 1' (three poles at one height, top row first, 0 empty) after each 'Allowed'
    "w32-c2-digit-row-state-blocks": _w32_c2_digit_row_blocks,
    # 'Mou el disc de A a C.' (Catalan: move the disc from A to C; no disc number)
    "w32-c2-ca-mou-el-disc-de-a": _regex_moves(r"^Mou el disc de ([A-C]) a ([A-C])\.$", None, 1, 2),
    # wave 32 (c2, end)
    # wave 33 (c1): answers inside document markup (HTML lists and tables, JSX, LaTeX, wiki and other markup),
    # measured with the reader of 94389c3 before any change
    # '<li>Move disk 1 from <strong>Tower A</strong> to <strong>Tower C</strong>.</li>' (JSX)
    "w33-c1-jsx-li-move-disk-strong-tower": _regex_moves(
        r"<li>Move disk (\d+) from <strong>Tower ([A-C])</strong> to <strong>Tower ([A-C])</strong>\.</li>"),
    # '<li>Move disk 1 from A to B</li>' lines of an HTML list
    "w33-c1-li-move-disk-from-to": _regex_moves(r"^<li>Move disk (\d+) from ([A-C]) to ([A-C])</li>$"),
    # '<li>Move Disk 1 from A to C. (Base case)</li>' items of nested lists (the 'This calls ...' items are not moves)
    "w33-c1-li-move-capital-disk-trace": _regex_moves(r"<li>Move Disk (\d+) from ([A-C]) to ([A-C])\."),
    # "'  1. Move disk 1 from A to C<br>' +" quoted HTML lines of a JavaScript string (the rules above are not moves)
    "w33-c1-js-br-numbered-move-disk": _regex_moves(r"^ +'  \d+\. Move disk (\d+) from ([A-C]) to ([A-C])"),
    # 'Move disk 1 from A to B<br>Move disk 2 ...' anywhere (one markdown table cell holds them all)
    "w33-c1-move-disk-from-to-anywhere": _regex_moves(r"Move disk (\d+) from ([A-C]) to ([A-C])"),
    # 'Disk 1 moved from A to B<br>'
    "w33-c1-disk-moved-from-br": _regex_moves(r"^Disk (\d+) moved from ([A-C]) to ([A-C])<br>$"),
    # '1. Move disk 1 from *A* to *C*' reStructuredText enumerated items (pegs in emphasis; numbers may be padded)
    "w33-c1-rst-enum-move-disk-emphasis": _regex_moves(r"^\d+\. +Move disk (\d+) from \*([A-C])\* to \*([A-C])\*"),
    # 'print("Etapa 1: Disco menor em C\\n");' (Portuguese: disc by size menor/medio/maior, the peg it goes to)
    "w33-c1-pt-etapa-disco-menor-medio-maior-em": lambda text: _disc_to(
        [(["menor", "medio", "maior"].index(size) + 1, _abc(peg))
         for size, peg in re.findall(r'print\("Etapa \d+: Disco (menor|medio|maior) em ([ABC])', text)], 3),
    # 'On déplace le petit disque sur la tour d'arrivée' (French: disc by size, the tower it goes to: départ 0,
    # intermédiaire 1, arrivée 2; the source is where the disc is)
    "w33-c1-fr-on-deplace-disque-sur-la-tour": lambda text: _disc_to(
        [({"le petit disque": 1, "le disque moyen": 2, "le grand disque": 3}[disc],
          {"de départ": 0, "intermédiaire": 1, "d'arrivée": 2}[tower])
         for disc, tower in re.findall(
             r"On déplace (le petit disque|le disque moyen|le grand disque) "
             r"sur la tour (de départ|intermédiaire|d'arrivée)", text)], 3),
    # 'Entrez votre mouvement : from 0 to 1' prompts of a game session (piles 0-2); one answered 'Saisie incorrecte'
    # on the next line makes no move
    "w33-c1-fr-entrez-votre-mouvement-accepted": _regex_moves(
        r"^Entrez votre mouvement : from ([0-2]) to ([0-2])\n(?!Saisie incorrecte)", None, 1, 2, int),
    # 'the moves are: $A -> B$, $A -> C$, $B -> C$' (Typst inline math in a sentence; the '#let' tuple is not read)
    "w33-c1-typst-sentence-math-arrows": lambda text: _regex_moves(r"\$([A-C]) -> ([A-C])\$", None, 1, 2)(
        text.split("the moves are:", 1)[1]),
    # '    1. pick from :math:`A`, put on :math:`C`;' (reStructuredText roles in a docstring; no disc named)
    "w33-c1-rst-pick-from-put-on-math": _regex_moves(
        r"^    \d\. pick (?:another disk |disk )?from :math:`([A-C])`, put (?:directly onto|on) :math:`([A-C])`",
        None, 1, 2),
    # '1 -> 2' lines in a fenced block (towers 1-3, no disc named)
    "w33-c1-digit-arrow-fenced-lines": _regex_moves(r"^([1-3]) -> ([1-3])$", None, 1, 2, _digit),
    # '| 1 | 1 | A → C |' table rows (move number, disc, 'from → to' in one cell)
    "w33-c1-md-row-disk-from-arrow-to": _regex_moves(r"^\| \d+ \| (\d+) \| ([A-C]) → ([A-C]) \|$"),
    # '| 1 | A → C |' table rows (no disc named; the mermaid node 'move A→C (big disk)' is no row)
    "w33-c1-md-row-move-arrow-only": _regex_moves(r"^\| \d+ \| ([A-C]) → ([A-C]) \|$", None, 1, 2),
    # ';; Move disk 1 from A to C' Lisp comments after a call (the ';; ...' that elides the rest is no move)
    "w33-c1-lisp-comment-move-disk": _regex_moves(r"^;; Move disk (\d+) from ([A-C]) to ([A-C])$"),
    # '# Move disk 1 from X to Z' Python comments after a call (pegs X, Y, Z as 0-2)
    "w33-c1-hash-comment-move-disk-xyz": _regex_moves(r"^ *# Move disk (\d+) from ([XYZ]) to ([XYZ])$"),
    # '// Move disk 1 from A to C' comments at the end of a C++ file
    "w33-c1-slash-comment-move-disk": _regex_moves(r"^// Move disk (\d+) from ([A-C]) to ([A-C])$"),
    # '// TOH(1, ...): Base case, move disk 1 from A to C.' and '// Move disk 2 from A to B.' (the 'calls' and
    # 'Return to' lines of the same trace are no moves)
    "w33-c1-comment-trace-base-case-and-move": _regex_moves(
        r"(?:Base case, move|^// Move) disk (\d+) from ([A-C]) to ([A-C])\.$"),
    # wave 33 (c1, end)
    # wave 33 (c2): program runs, comments and write-ups in rarer human languages and scripts, measured with the
    # reader of 94389c3 before any change
    # 'Μετακινώ τον 1ο δίσκο από A στο C.' / 'Μετακινώ τον 2ο δίσκο από το A στον B.' (Greek: I move the Nth disc)
    "w33-c2-el-metakino-ton-o-disko": _regex_moves(r"^Μετακινώ τον (\d+)ο δίσκο από (?:το )?([A-C]) στον? ([A-C])\.$"),
    # '1番目の円盤: 1本目 -> 3本目' (Japanese: the Nth disc, poles named 1本目-3本目; the state lines are not read)
    "w33-c2-ja-banme-enban-honme": _regex_moves(r"^(\d+)番目の円盤: ([1-3])本目 -> ([1-3])本目$", 1, 2, 3, _digit),
    # ' 1번 원판을 A 기둥에서 C 기둥으로 옮긴다. ' (Korean; the first glued after the prompt, so not anchored)
    "w33-c2-ko-wonpan-gidung-olginda": _regex_moves(r"(\d+)번 원판을 ([A-C]) 기둥에서 ([A-C]) 기둥으로 옮긴다\."),
    # '將第1個圓盤由3移到2 ' (traditional Chinese: move the 1st disc from 3 to 2; pillars 1-3)
    "w33-c2-zh-tw-jiang-di-ge-yuanpan": _regex_moves(r"^將第(\d+)個圓盤由([1-3])移到([1-3]) $", 1, 2, 3, _digit),
    # '1套環從p1移到p3' (traditional Chinese: ring 1 from p1 moved to p3)
    "w33-c2-zh-tw-taohuan-cong-yidao": _regex_moves(r"^(\d+)套環從p([1-3])移到p([1-3])$", 1, 2, 3, _digit),
    # 'Перемістіть диск 1 з вежі A на вежу C.' (Ukrainian: move disc 1 from tower A to tower C)
    "w33-c2-uk-peremistit-dysk-z-vezhi": _regex_moves(r"^Перемістіть диск (\d+) з вежі ([A-C]) на вежу ([A-C])\.$"),
    # '1 を A から C へ', '1 を A から C に移動', '1番 A から C へ' (a Japanese student's attempts: disc first)
    "w33-c2-ja-wo-kara-he-ni-ido": _regex_moves(r"^(\d+)(?: を|番) ([A-C]) から ([A-C]) (?:へ|に移動)$"),
    # '1 手目：円盤 1 を 1 から 2 に移す' (Japanese: move k: disc d from pillar 1 to 2; the first glued to the prompt)
    "w33-c2-ja-teme-enban-wo-kara-ni-utsusu": _regex_moves(
        r"\d+ 手目：円盤 (\d+) を ([1-3]) から ([1-3]) に移す$", 1, 2, 3, _digit),
    # '원판 1을 A에서 B로 옮김.' / '원판 2을(를) A에서 C로 옮김.' (Korean)
    "w33-c2-ko-wonpan-eseo-ro-olgim": _regex_moves(r"^원판 (\d+)을(?:\(를\))? ([A-C])에서 ([A-C])로 옮김\.$"),
    # '將第 1 個圓盤從塔 1 搬到塔 3' (traditional Chinese, %2d fields; the first glued after the prompt)
    "w33-c2-zh-tw-jiang-di-ge-yuanpan-cong-ta": _regex_moves(
        r"將第 ?(\d+) 個圓盤從塔 ?([1-3]) 搬到塔 ?([1-3])$", 1, 2, 3, _digit),
    # '1 個盤子從第 1 個塔移到第 2 個塔' / '將第 2 個盤子從第 1 個塔移到第 3 個塔' (traditional Chinese, two wordings)
    "w33-c2-zh-tw-ge-panzi-cong-di-ge-ta": _regex_moves(
        r"^(?:將第 )?(\d+) 個盤子從第 ([1-3]) 個塔移到第 ([1-3]) 個塔$", 1, 2, 3, _digit),
    # '디스크  1 을/를  A 에서  B 로 옮긴다.' (Korean, print's doubled spaces)
    "w33-c2-ko-diseuku-eul-reul-eseo-ro-olginda": _regex_moves(
        r"^디스크  (\d+) 을/를  ([A-C]) 에서  ([A-C]) 로 옮긴다\.$"),
    # 'Move disk 1 A -> C' (a README's output block; the other printed lines are not moves)
    "w33-c2-move-disk-n-space-arrow": _regex_moves(r"^Move disk (\d+) ([A-C]) -> ([A-C])$"),
    # 'Flytt disk 1 fra A til B' (Norwegian: move disc 1 from A to B)
    "w33-c2-no-flytt-disk-fra-til": _regex_moves(r"^Flytt disk (\d+) fra ([A-C]) til ([A-C])$"),
    # '원반 1 A에서 C로 옮깁니다.' (Korean: disc 1, moving it from A to C)
    "w33-c2-ko-wonban-eseo-ro-olgimnida": _regex_moves(r"^원반 (\d+) ([A-C])에서 ([A-C])로 옮깁니다\.$"),
    # 'No.1 aからbへ移動' (Japanese: No. n moved from a to b; the column drawings and the 'a b c' footer are not read)
    "w33-c2-ja-no-kara-he-ido": _regex_moves(r"^No\.(\d+) ([abc])から([abc])へ移動$", 1, 2, 3, "abc".index),
    # '원반 1을 A에서 C로 이동' (Korean; the larger discs' lines have no newline, so two moves can share a line)
    "w33-c2-ko-wonban-eul-reul-eseo-ro-idong-glued": _regex_moves(r"원반 (\d+)[을를] ([A-C])에서 ([A-C])로 이동"),
    # '1번 원판을 1번 기둥에서 3번 기둥으로 이동' (Korean: disc d from pole x to pole y; a buggy script names
    # disc 1 each time)
    "w33-c2-ko-beon-wonpan-beon-gidung": _regex_moves(
        r"^(\d+)번 원판을 ([1-3])번 기둥에서 ([1-3])번 기둥으로 이동$", 1, 2, 3, _digit),
    # '把 A 柱最上方的圓盤移到 C 柱' (traditional Chinese: move pillar A's topmost disc to pillar C; glued after
    # the prompt)
    "w33-c2-zh-tw-zhu-zui-shangfang-yuanpan": _regex_moves(r"把 ([A-C]) 柱最上方的圓盤移到 ([A-C]) 柱$", None, 1, 2),
    # 'A 最上層盤子移到 C木樁' (traditional Chinese: A's top disc moved to stake C; the final count line is not a move)
    "w33-c2-zh-tw-zui-shangceng-panzi-muzhuang": _regex_moves(r"([A-C]) 最上層盤子移到 ([A-C])木樁$", None, 1, 2),
    # 'A 기둥에서 1 C기둥으로 옮깁니다.' (Korean: from pillar A, disc 1, to pillar C; a pasted run in a block comment)
    "w33-c2-ko-gidung-eseo-n-gidung-euro": _regex_moves(
        r"^([A-C]) 기둥에서 (\d+) ([A-C])기둥으로 옮깁니다\.$", 2, 1, 3),
    # '1번 원반을 C기둥으로 옮깁니다.' (Korean: disc and target only)
    "w33-c2-ko-beon-wonban-gidung-euro-target-only": _w33_c2_disc_to_target,
    # wave 33 (c2, end)
}


def first_error(moves: list[Move], discs: int, pegs: int, goal: str, start: str | None = None) -> int | None:
    """The step (from 1) of the first illegal move, one past the end if the moves are legal but miss ``goal``,
    or ``None`` when they solve it.

    States are written as letters, one a disc, largest disc first (``"AAC"``: discs 3
    and 2 on peg A, disc 1 on peg C).
    """

    def stacks_of(state: str) -> list[list[int]]:
        stacks: list[list[int]] = [[] for _ in range(pegs)]
        for size, letter in zip(range(discs, 0, -1), state, strict=True):
            stacks[ord(letter) - 65].append(size)
        return stacks

    stacks = stacks_of(start or "A" * discs)
    for step, (disc, source, target) in enumerate(moves, 1):
        if not (0 <= source < pegs and 0 <= target < pegs) or source == target or not stacks[source]:
            return step
        top = stacks[source][-1]
        if (disc is not None and disc != top) or (stacks[target] and stacks[target][-1] < top):
            return step
        stacks[target].append(stacks[source].pop())
    return None if stacks == stacks_of(goal) else len(moves) + 1


def replay(moves: list[Move], discs: int, pegs: int, goal: str, start: str | None = None) -> bool:
    """Whether ``moves`` are legal from ``start`` (default: the tower on peg A) and end in ``goal``."""
    return first_error(moves, discs, pegs, goal, start) is None


def text(entry: dict[str, object]) -> str:
    """The answer an entry stores: its file's text, or the JSON string literal it holds, decoded."""
    raw = (CORPUS / str(entry["file"])).read_text(encoding="utf-8")
    if entry.get("encoding") == "json-string":
        decoded: str = json.loads(raw)
        return decoded
    if entry.get("encoding") == "escaped-newlines":  # a JS template literal written with \n escapes
        return raw.strip("`").replace("\\n", "\n")
    return raw


def moves(entry: dict[str, object]) -> list[Move]:
    """The moves of an entry, read by the reader of its format (``reader``, else its source)."""
    return READERS[str(entry.get("reader") or entry["source"])](text(entry))


def truth(entry: dict[str, object]) -> bool:
    """The independent verdict of one manifest entry: solved or not."""
    found = moves(entry)
    discs, pegs = int(str(entry["discs"])), int(str(entry["pegs"]))
    return bool(found) and replay(found, discs, pegs, str(entry["goal"]), str(entry["start"]))


def truth_error(entry: dict[str, object]) -> int | None:
    """The step a human names as the first error of one entry (``None``: solved)."""
    discs, pegs = int(str(entry["discs"])), int(str(entry["pegs"]))
    return first_error(moves(entry), discs, pegs, str(entry["goal"]), str(entry["start"]))


def manifest() -> list[dict[str, object]]:
    entries: list[dict[str, object]] = json.loads((CORPUS / "manifest.json").read_text())
    return entries
