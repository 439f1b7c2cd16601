"""Issue 19: the move grammar generalises: random move lists, legal or not, in many phrasings, judged right.

Hypothesis draws a puzzle, a walk of legal moves and perhaps one bad move, and renders
the list in one of many phrasings (verbs, disc words, ordinals, peg nouns and names,
markers, step numbers, quoted one-line lists, JSON objects with keys in several
spellings).  The verdict of ``verify`` must be the one an independent replay gives.
"""

from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

import corpus_replay
from hanoi.verify.grammar import read_object, read_sentence
from hanoi.verify.report import verify

ORDINALS = ["first", "second", "third", "fourth"]
VERBS = ["Move", "move", "Shift", "Transfer", "Moving", "Move the", "Now move", "Then I move"]
DISC_WORDS = [
    "disk {d}", "disc {d}", "disk #{d}", "Disk {d}", "ring {d}", "{d}", "the {o} disk", "{d}th disc", "disk d{d}",
]
PEG_STYLES = {  # name of the style: (how peg k is written, base the text uses)
    "letter": lambda k: "ABC"[k],
    "peg letter": lambda k: f"peg {'ABC'[k]}",
    "rod number": lambda k: f"rod {k + 1}",
    "Pole": lambda k: f"Pole{k + 1}",
    "T": lambda k: f"T{k + 1}",
    "tower": lambda k: f"tower {k + 1}",
    "words": lambda k: ["left", "middle", "right"][k],
    "word peg": lambda k: f"the {['left', 'middle', 'right'][k]} peg",
    "Rod-": lambda k: f"Rod-{'ABC'[k]}",
    "quoted": lambda k: f"'{'ABC'[k]}'",
    "XYZ": lambda k: "XYZ"[k],
    "stick": lambda k: f"stick {'ABC'[k]}",
}
ONE_BASED = {"rod number", "Pole", "T", "tower"}
MARKERS = ["from {s} to {t}", "from {s} onto {t}", "from {s} -> {t}", "{s} -> {t}", "{s} → {t}",
           "from {s} to the top of {t}"]
PREFIXES = ["", "{i}. ", "Step {i}: ", "- ", "{i}) ", "Move {i}: "]
KEYS = [("disk", "from_peg", "to_peg"), ("disc", "from", "to"), ("disk_id", "source", "target"),
        ("disc", "src", "dst"), ("Scheibe", "von", "nach")]


@st.composite
def puzzles(draw: st.DrawFn) -> tuple[int, list[tuple[int, int, int]], bool]:
    """Discs, a list of (disc, source, target) moves from the tower on peg 0, whether one was spoiled."""
    n = draw(st.integers(1, 4))
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    moves: list[tuple[int, int, int]] = []
    solved_walk = draw(st.booleans())
    if solved_walk:  # the optimal solution, so that solved lists are drawn too
        def solve(k: int, a: int, b: int, c: int) -> None:
            if k:
                solve(k - 1, a, c, b)
                moves.append((k, a, c))
                solve(k - 1, b, a, c)
        solve(n, 0, 1, 2)
    else:
        for _ in range(draw(st.integers(1, 12))):
            legal = [(s, t) for s in range(3) for t in range(3)
                     if s != t and stacks[s] and (not stacks[t] or stacks[t][-1] > stacks[s][-1])]
            s, t = draw(st.sampled_from(legal))
            moves.append((stacks[s][-1], s, t))
            stacks[t].append(stacks[s].pop())
    spoil = draw(st.booleans())
    if spoil:
        at = draw(st.integers(0, len(moves) - 1))
        disc, s, t = moves[at]
        kind = draw(st.sampled_from(["swap", "disc"]))
        moves[at] = (disc, t, s) if kind == "swap" else (disc % n + 1 if n > 1 else disc, s, t)
    return n, moves, spoil


def _render_move(style: str, disc_word: str | None, verb: str, marker: str, disc: int, s: int, t: int) -> str:
    peg = PEG_STYLES[style]
    pegs = marker.format(s=peg(s), t=peg(t))
    if disc_word is None:
        return f"{verb} disk {pegs}" if "from" in marker else f"{verb} {pegs}"
    words = disc_word.format(d=disc, o=ORDINALS[disc - 1])
    if "->" in marker.split("{s}")[0] or marker.startswith("{s}"):
        return f"{verb} {words}: {pegs}"
    return f"{verb} {words} {pegs}"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    puzzles(),
    st.sampled_from(sorted(PEG_STYLES)),
    st.one_of(st.none(), st.sampled_from(DISC_WORDS)),
    st.sampled_from(VERBS),
    st.sampled_from(MARKERS),
    st.sampled_from(PREFIXES),
    st.sampled_from(["lines", "quoted", "prose"]),
)
def test_sentences_in_any_phrasing_are_judged_as_an_independent_replay_judges_them(
    puzzle: tuple[int, list[tuple[int, int, int]], bool], style: str, disc_word: str | None, verb: str,
    marker: str, prefix: str, container: str,
) -> None:
    n, moves, _ = puzzle
    # "Move 1: A -> C" is a step number then a move between pegs (documented), never disc 1
    assume(not (prefix.startswith("Move") and (disc_word is None or marker.startswith("{s}"))))
    if style in ONE_BASED:
        assume(any(2 in (s, t) for _, s, t in moves))  # "rod 1 .. rod 2" alone could count from 0 or 1
    if style in ("words", "word peg", "XYZ"):
        assume(len({p for _, s, t in moves for p in (s, t)}) == 3 or style != "XYZ")
    texts = [_render_move(style, disc_word, verb, marker, d, s, t) for d, s, t in moves]
    # "Move 1: A -> C" rendered from verb, disc and marker reads as step 1 by the same documented rule
    assume(not any(re.match(r"(?i)(?:step|move)\s*\d+\s*[.):]", text) for text in texts))
    if container == "quoted":
        answer = "moves = [" + ", ".join(json.dumps(text, ensure_ascii=False) for text in texts) + "]\n"
    else:
        body = "\n".join(prefix.format(i=i) + text for i, text in enumerate(texts, start=1))
        answer = ("Here is the solution.\n\n" + body + "\n\nThat completes the puzzle.\n") if container == "prose" \
            else body + "\n"
    shown = [(None if disc_word is None else d, s, t) for d, s, t in moves]
    valid = corpus_replay.replay(shown, n, 3, "".join("ABC"[0] for _ in range(n))) or _legal(shown, n)
    solved = corpus_replay.replay(shown, n, 3, "C" * n)
    event(f"valid={valid}, solved={solved}")
    report = verify(answer, discs=n)
    assert (report.valid, report.solved) == (valid, solved), (answer, report.first_error, report.notes)


def _legal(moves: list[tuple[int | None, int, int]], n: int) -> bool:
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for disc, s, t in moves:
        if not stacks[s] or (disc is not None and stacks[s][-1] != disc):
            return False
        if stacks[t] and stacks[t][-1] < stacks[s][-1]:
            return False
        stacks[t].append(stacks[s].pop())
    return True


@settings(max_examples=150, deadline=None)
@given(puzzles(), st.sampled_from(KEYS), st.sampled_from(["letters", "numbers0", "words"]), st.booleans())
def test_json_objects_with_keys_in_any_spelling(
    puzzle: tuple[int, list[tuple[int, int, int]], bool], keys: tuple[str, str, str], pegs: str, with_step: bool,
) -> None:
    n, moves, _ = puzzle
    name = {"letters": lambda k: "ABC"[k], "numbers0": lambda k: k, "words": lambda k: ["left", "middle", "right"][k]}
    disc_key, source_key, target_key = keys
    objects = [
        {**({"step": i} if with_step else {}), disc_key: d, source_key: name[pegs](s), target_key: name[pegs](t)}
        for i, (d, s, t) in enumerate(moves, start=1)
    ]
    if pegs == "numbers0":
        assume(any(0 in (s, t) for _, s, t in moves))
    answer = "```json\n" + json.dumps({"moves": objects}, indent=2) + "\n```\n"
    report = verify(answer, discs=n)
    assert report.valid == _legal([(d, s, t) for d, s, t in moves], n), (answer, report.first_error)
    assert report.solved == corpus_replay.replay(list(moves), n, 3, "C" * n)


def test_prose_with_from_and_to_is_no_move() -> None:
    assert read_sentence("I went from home to work and back") is None
    assert read_sentence("The disks go from large to small") is None
    assert read_object('{"name": "hanoi", "total_moves": 7}') is None
    report = verify("We go from A to C, then from C to B.\n[[1, 0, 2]]", discs=1)
    assert report.solved and report.moves == 1
