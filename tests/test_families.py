"""Issue 30: the families of answers a new source writes, generated across notations and languages.

Each property draws a puzzle and a walk of moves (legal, or spoiled once), writes it the way
a family of real answers does (a move that names only its disc and target, in any language
of the role table; a disc named by its size; a draft, then the final answer under a heading
of its own), and asks that ``verify`` judges it as a replay of the same moves does: the same
verdict and the same first error.  The moves are read by the mechanism, never by the phrase
the test was written from.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import move_walks
from hanoi.tower import solve
from hanoi.verify.explain import explain_moves
from hanoi.verify.grammar import ROLE_WORDS
from hanoi.verify.report import verify
from hanoi.verify.shapes import PEG_ROLES

Move = move_walks.Move  # disc (1 the smallest), source, target; pegs from 0


def walks(most: int = 4) -> st.SearchStrategy[tuple[int, list[Move]]]:
    """Discs and a list of moves from the tower on peg 0: the optimal one or a legal walk, maybe spoiled once."""
    return move_walks.walks(most).map(lambda drawn: drawn[:2])


def replay(moves: list[tuple[int | None, int | None, int]], n: int) -> tuple[bool, int | None]:
    """Solved, and the first error's step (``len + 1`` for a legal list that ends short of the goal).

    A move with no disc moves the source's top disc; one with no source moves its disc from wherever it is.
    """
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for step, (disc, source, target) in enumerate(moves, 1):
        if source is None:
            source = next(k for k in range(3) if disc in stacks[k])
        if source == target or not stacks[source] or (disc is not None and stacks[source][-1] != disc) \
                or (stacks[target] and stacks[target][-1] < stacks[source][-1]):
            return False, step
        stacks[target].append(stacks[source].pop())
    solved = stacks[2] == list(range(n, 0, -1))
    return solved, None if solved else len(moves) + 1


def judged(answer: str, n: int) -> tuple[bool, int | None]:
    report = verify(answer, discs=n)
    return report.solved, None if report.first_error is None else report.first_error.step


#: "move disc d to peg t", with no source, as each language of the role table writes it
TARGET_ONLY = {
    "en": "Move disc {d} to {t}", "en-bare": "disc {d} to {t}", "es": "Mueve el disco {d} a {t}",
    "fr": "Déplacer le disque {d} vers {t}", "de": "Bewege Scheibe {d} nach {t}", "pt": "Mova o disco {d} para {t}",
    "vi": "Di chuyển đĩa {d} sang cột {t}", "id": "Pindahkan cakram {d} ke {t}", "ru": "Переместите диск {d} на {t}",
    "nl": "Verplaats schijf {d} naar {t}", "zh": "把 {d} 号盘移到 {t}",
}
LABELS = ["", "{i}. ", "Step {i}: ", "- "]


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(TARGET_ONLY)), st.sampled_from(LABELS), st.sampled_from(["ABC", "XYZ"]))
def test_a_move_that_names_its_disc_and_target_only(
    walk: tuple[int, list[Move]], language: str, label: str, names: str,
) -> None:
    """``disc 3 to C``: the disc moves from wherever it is; a number after a disc noun is the disc, never a peg."""
    n, moves = walk
    lines = [label.format(i=i) + TARGET_ONLY[language].format(d=d, t=names[t]) for i, (d, _, t) in enumerate(moves, 1)]
    answer = "\n".join(lines) + "\n"
    if names == "XYZ":  # the pegs' order is known only once all three are named
        answer = f"Pegs {names[0]}, {names[1]}, {names[2]}; the tower goes from {names[0]} to {names[2]}.\n\n" + answer
    assert judged(answer, n) == replay([(d, None, t) for d, _, t in moves], n), answer


#: size words by language: (smallest, medium of three, largest, "second largest" or None)
SIZES = {
    "en": ("the smallest disc", "the medium disc", "the largest disc", "the second largest disc"),
    "en-big": ("the smallest disk", "the medium disk", "the biggest disk", None),
    "es": ("el disco menor", "el disco mediano", "el disco mayor", None),
    "pt": ("o disco menor", "o disco médio", "o disco maior", None),
    "de": ("die kleinste Scheibe", "die mittlere Scheibe", "die größte Scheibe", None),
}
SIZE_VERBS = {"en": "Move {x} to peg {t}.", "en-big": "Now move {x} to {t}", "es": "Mueve {x} a {t}",
              "pt": "Mova {x} para {t}", "de": "Bewege {x} nach {t}"}


@settings(max_examples=150, deadline=None)
@given(walks(most=3), st.sampled_from(sorted(SIZES)))
def test_a_disc_named_by_its_size(walk: tuple[int, list[Move]], language: str) -> None:
    """``the smallest disc to C``, ``el disco mayor a C``: sizes are read from the role table, the largest is ``n``."""
    n, moves = walk
    smallest, medium, largest, _ = SIZES[language]
    word = {1: smallest, n: largest} if n != 3 else {1: smallest, 2: medium, 3: largest}
    answer = "\n".join(SIZE_VERBS[language].format(x=word[d], t="ABC"[t]) for d, _, t in moves if d in word)
    shown = [(d, None, t) for d, _, t in moves if d in word]
    if not shown:
        return
    assert judged(answer + "\n", n) == replay(shown, n), answer


def test_the_second_largest_disc_counts_from_the_largest() -> None:
    answer = "Move the smallest disc to B\nMove the second largest disc to C\nMove the smallest disc to C\n"
    assert judged(answer, 3) == replay([(1, None, 1), (2, None, 2), (1, None, 2)], 3)
    assert judged(answer, 4) == replay([(1, None, 1), (3, None, 2), (1, None, 2)], 4)


NOTATIONS = {
    "sentence": lambda d, s, t: f"Move disk {d} from {'ABC'[s]} to {'ABC'[t]}",
    "arrow": lambda d, s, t: f"{'ABC'[s]} -> {'ABC'[t]}",
    "triple": lambda d, s, t: f"[{d}, {s}, {t}]",
    "pair word": lambda d, s, t: f"{'ABC'[s]}{'ABC'[t]}",
}
#: headings over the answer, in the languages of the role table (its ``answers`` row)
HEADINGS = ["Final answer:", "**Final Answer**", "## Solution", "Answer:", "Respuesta final:", "## Lösung",
            "**Réponse :**", "最终答案：", "Ответ:", "정답:"]


@settings(max_examples=150, deadline=None)
@given(walks(), walks(), st.sampled_from(sorted(NOTATIONS)), st.sampled_from(HEADINGS))
def test_a_draft_then_the_final_list_under_its_heading(
    draft: tuple[int, list[Move]], walk: tuple[int, list[Move]], notation: str, heading: str,
) -> None:
    """Two lists a short remark apart: the one under a heading that names the answer is the answer, never the two
    joined, nor a quote; a remark or a heading that names no answer ("Now the largest disk is free:") joins them
    (tests/test_answers.py)."""
    n, moves = walk
    write = NOTATIONS[notation]
    answer = (
        "Let me try first:\n" + "\n".join(write(*move) for move in draft[1]) + "\nHmm, that does not work.\n\n"
        + heading + "\n" + "\n".join(write(*move) for move in moves) + "\n"
    )
    shown = [(d if notation in ("sentence", "triple") else None, s, t) for d, s, t in moves]
    assert judged(answer, n) == replay(shown, n), answer


#: how a transcript marks the turns of the other party and of the model
ROLES = [("User: ", "Assistant: "), ("Human: ", "AI: "), ("user: ", "model: "), ("**User:** ", "**Assistant:** "),
         ("Environment: ", "Agent: "), ("Game: ", "Player: "), ("## User\n", "## Assistant\n")]
TURN_NOTATIONS = {**NOTATIONS, "pegs only": lambda d, s, t: f"move the top disc of peg {'ABC'[s]} to peg {'ABC'[t]}"}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(ROLES), st.sampled_from(sorted(TURN_NOTATIONS)), st.integers(0, 2))
def test_a_transcript_is_read_as_turns(
    walk: tuple[int, list[Move]], roles: tuple[str, str], notation: str, thought: int,
) -> None:
    """A game of turns: each model turn may name other moves while it reasons, the other party lists the valid
    moves; the move of a turn is its last one, and an illegal move is the first error at its turn."""
    n, moves = walk
    other, model = roles
    write = TURN_NOTATIONS[notation]
    turns = [f"{other}Solve the puzzle of {n} discs, one move a turn."]
    for disc, s, t in moves:
        reasoning = ["", f"I could {write(disc, t, s)}, but that undoes it. ", f"Not {write(disc, s, 3 - s - t)}. "]
        turns.append(f"{model}{reasoning[thought]}My move: {write(disc, s, t)}")
        turns.append(f"{other}OK. Valid moves are {write(disc, t, s)}, {write(disc, s, 3 - s - t)}.")
    shown = [(d if notation in ("sentence", "triple") else None, s, t) for d, s, t in moves]
    answer = "\n".join(turns) + "\n"
    assert judged(answer, n) == replay(shown, n), answer


#: one-line plans: each move as a group of its own, written by planners and Lisp programs
PLANS = {
    "pddl": lambda d, s, t: f"(move d{d} peg{s + 1} peg{t + 1})",
    "lisp": lambda d, s, t: f"(move-disk {d} {'abc'[s]} {'abc'[t]})",
    "racket": lambda d, s, t: f"({'abc'[s]} . {'abc'[t]})",
    "json": lambda d, s, t: f'{{"disk": {d}, "from": "{"ABC"[s]}", "to": "{"ABC"[t]}"}}',
    "pairs": lambda d, s, t: f"({'ABC'[s]}, {'ABC'[t]})",
}
#: what a line holds around the plan: a quoted Lisp list, a test's call, a label and brackets
WRAPPERS = {"lisp": ["{}", "'({})", "(check-equal? (solve 'start 'goal) '({}))", "(== (hanoi 3) '({}))"],
            "list": ["{}", "plan: [{}]", "Solution: {}"]}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(PLANS)), st.integers(0, 3), st.sampled_from([" ", ", "]))
def test_a_plan_on_one_line_inside_a_call(walk: tuple[int, list[Move]], notation: str, at: int, joiner: str) -> None:
    """A plan on one line, moves side by side, perhaps inside a call or after a label: the call and the label are
    no moves."""
    n, moves = walk
    if len(moves) < 2:
        return
    wrappers = WRAPPERS["list" if notation in ("json", "pairs") else "lisp"]
    wrapper = wrappers[at % len(wrappers)]
    joiner = ", " if notation == "json" else joiner  # objects side by side are JSON with commas
    answer = wrapper.format(joiner.join(PLANS[notation](*move) for move in moves)) + "\n"
    shown = [(d if notation in ("pddl", "lisp", "json") else None, s, t) for d, s, t in moves]
    assert judged(answer, n) == replay(shown, n), answer


def test_a_letter_after_a_disc_noun_is_a_peg_when_the_pegs_are_letters() -> None:
    """``Move disk A to C`` moves the top disc of peg A: only a number (or a size) after the noun is the disc."""
    assert judged("Move disk A to B\nMove disk A to C\nMove disk B to C\n", 2) == (True, None)
    assert judged("Move disk 1 to C\nMove disk 2 to B\nMove disk 1 to B\n", 2) == (False, 4)


def test_ambiguous_peg_numbers_that_break_a_rule_either_way_are_judged_where_the_list_goes_furthest() -> None:
    """Pegs named 1 and 2 only may count from 0 or from 1; when both readings break a rule, the first error is
    the later of the two (the reading that replays further), in either direction.  Found by the plan property
    above: ``(move d1 peg1 peg2)`` twice was judged wrong at step 1 (read from 0), where its writer counts from 1."""
    twice = "(move d1 peg1 peg2) (move d1 peg1 peg2)\n"
    from_one = verify(twice, "A", "C", pegs=3)  # from 1: A->B, then A is empty at step 2; from 0: B is empty at 1
    assert from_one.first_error is not None and from_one.first_error.step == 2
    assert any("both readings break a rule" in note for note in from_one.notes)
    from_zero = verify(twice, "B", "C", pegs=3)  # from 0: B->C, then B is empty at step 2; from 1: A is empty at 1
    assert from_zero.first_error is not None and from_zero.first_error.step == 2
    assert str(from_zero.final_state) == "C"  # read from 0: the disc went B->C


#: moves that name no disc, as programs print them after their input (pegs from 1, or letters)
NO_DISC = {
    "pairs": lambda s, t: f"{s + 1} {t + 1}", "arrow": lambda s, t: f"{'ABC'[s]} -> {'ABC'[t]}",
    "sentence": lambda s, t: f"move top disk from {s + 1} to {t + 1}",
    "de": lambda s, t: f"Bewege die oberste Scheibe von {'ABC'[s]} nach {'ABC'[t]}",
    "json": lambda s, t: f"[{s + 1}, {t + 1}]",
}
#: the problem's input or call before its answer: the number of discs, the start and goal pegs (and the spare)
INPUTS = {
    "line": "{n} {a} {c}\n{moves}", "scheme": "(move-tower {n} {a} {c} {b})\n{moves}",
    "test-case": "[[{n}, {a}, {c}], [{moves}]]", "object": '{{"input": [{n}, {a}, {c}], "expected": [{moves}]}}',
}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(NO_DISC)), st.sampled_from(sorted(INPUTS)))
def test_the_problems_input_before_its_moves_is_no_move(walk: tuple[int, list[Move]], notation: str, form: str) -> None:
    """``[[3, 1, 3], [[1, 3], ...]]``, ``(move-tower 3 1 3 2)`` then the moves it prints, ``3 A C`` over lines of
    pairs: the input names the n discs and the pegs, where each move after it names no disc; it is no first move."""
    n, moves = walk
    numbers = notation in ("pairs", "sentence", "json")
    if n < 2 or len(moves) < 2 or (numbers and max(p for _, s, t in moves for p in (s, t)) < 2):
        return  # one move after it, or pegs 1 and 2 only (read from 0 or 1): another property's question
    if (notation == "json") != (form in ("test-case", "object")):
        return  # a JSON test case holds JSON moves; a line or a call prints lines
    a, b, c = "123" if numbers else "ABC"
    joiner = ", " if notation == "json" else "\n"
    written = joiner.join(NO_DISC[notation](s, t) for _, s, t in moves)
    answer = INPUTS[form].format(n=n, a=a, b=b, c=c, moves=written) + "\n"
    assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


#: moves with pegs numbered from 0, where a program may print -1 for "no peg"
NUMBERED = {
    "arrow": "{s} -> {t}", "triple": "{d} {s} {t}", "pair": "({s}, {t})", "en": "Move disk {d} from peg {s} to peg {t}",
    "es": "Mueve el disco {d} de {s} a {t}", "de": "Bewege Scheibe {d} von {s} nach {t}",
    "fr": "Déplacer le disque {d} de la tour {s} vers la tour {t}",
}


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=4), st.sampled_from(sorted(NUMBERED)), st.sampled_from(["\n", "; "]), st.data())
def test_a_negative_peg_is_no_peg(walk: tuple[int, list[Move], bool], notation: str, joiner: str,
                                  data: st.DataObject) -> None:
    """``Move disk 2 from peg 0 to peg -1``, ``2 -> -1``: a program's -1 (no peg) names no peg, so that move is the
    first error, never a move to peg 1 (the minus sign read as a dash)."""
    n, moves, _ = walk
    at = data.draw(st.integers(0, len(moves) - 1))
    d, s, t = moves[at]
    spoiled = [*moves[:at], (d, -1, t) if data.draw(st.booleans()) else (d, s, -1), *moves[at + 1:]]
    answer = joiner.join(NUMBERED[notation].format(d=d, s=s, t=t) for d, s, t in spoiled) + "\n"
    named = notation not in ("arrow", "pair")  # the notation names the disc
    before = replay([(d if named else None, s, t) for d, s, t in moves[:at]], n)
    wanted = before[1] if before[1] is not None and before[1] <= at else at + 1
    assert judged(answer, n) == (False, wanted), answer


#: one move of a line of moves run together, each joiner between two moves (no marker ends a move in some)
TOGETHER = {
    "triple": ("{d} {s} {t}", "; "), "triple-commas": ("{d},{s},{t}", "; "), "flat": ("{d},{S},{T}", ","),
    "flat-spaced": ("{d}, {S}, {T}", ", "), "arrows-ended": ("{S}->{T};", " "), "pairs": ("{s} {t}", "; "),
    "sentences": ("move {S} to {T}", ", "),
}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(TOGETHER)), st.sampled_from(["", "Moves: ", "moves = "]))
def test_moves_run_together_on_one_line(walk: tuple[int, list[Move]], notation: str, head: str) -> None:
    """``1 0 2; 2 0 1; 1 2 1``, ``1,A,C,2,A,B,1,C,B``, ``A->C; A->B;``: a line of moves with no line break, read
    move by move; each triple is one move, never the first one alone."""
    n, moves = walk
    shape, joiner = TOGETHER[notation]
    if len(moves) < 2 or (notation == "pairs" and max(p for _, s, t in moves for p in (s, t)) < 2):
        return  # one move is a line of its own; pegs 0 and 1 only are read from 0 or 1 (another property's)
    pegs = "123" if notation == "pairs" else "012"
    written = [shape.format(d=d, s=pegs[s], t=pegs[t], S="ABC"[s], T="ABC"[t]) for d, s, t in moves]
    answer = head + joiner.join(written) + "\n"
    named = notation.startswith(("triple", "flat"))
    assert judged(answer, n) == replay([(d if named else None, s, t) for d, s, t in moves], n), answer


#: moves between pegs named by ids (a judge's input gives the towers' numbers), a label before a bracketed move
IDS = {"label-brackets": "{i}[{s} -> {t}]", "triple": "{d} {s} {t}", "en": "Move disk {d} from {s} to {t}",
       "arrow": "{s} -> {t}", "step-arrow": "{i}: {s} -> {t}", "pt": "Mova o disco {d} da torre {s} para a torre {t}"}


def test_a_labelled_first_move_is_no_count_line() -> None:
    """``1[2 -> 3]`` (a label, then a move between pegs named 2 to 4) starts with the n discs, 2, and a number no
    other move names, yet it is a move: a count line is two numbers alone (found by the property below)."""
    assert judged("1[2 -> 3]\n2[3 -> 4]\n3[4 -> 3]\n4[3 -> 4]\n", 2) == (False, 5)


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(IDS)), st.integers(2, 997))
def test_pegs_named_by_consecutive_ids(walk: tuple[int, list[Move]], notation: str, low: int) -> None:
    """Towers numbered 10, 11, 12 (``1[10 -> 11]``, ``1 10 11``): consecutive ids name the pegs in order, the lowest
    peg 0, in every notation; a number before a move in brackets is its label."""
    n, moves = walk
    if len({p for _, s, t in moves for p in (s, t)}) < 3:
        return  # two ids of three: which pegs they are is not written
    lines = [IDS[notation].format(i=i, d=d, s=low + s, t=low + t) for i, (d, s, t) in enumerate(moves, 1)]
    named = notation in ("triple", "en", "pt")  # a bracketed move's number is its step label, no disc
    assert judged("\n".join(lines) + "\n", n) == replay([(d if named else None, s, t) for d, s, t in moves], n), lines


#: moves after a log's counter in brackets: a step, a call's depth, a constant, or any number
COUNTED = {"arrow": "{S}->{T}", "pair": "{S} {T}", "en": "Move disk {d} from {S} to {T}",
           "es": "Mover disco {d} de {S} a {T}", "top": "Move top disk from {S} to {T}"}


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(spoils=("swap", "third")).map(lambda drawn: drawn[:2]), st.sampled_from(sorted(COUNTED)),
       st.lists(st.integers(0, 99), min_size=16, max_size=16),
       st.sampled_from(["steps", "depth", "drawn"]))
def test_a_counter_in_brackets_is_no_step_and_no_list(
    walk: tuple[int, list[Move]], notation: str, drawn: list[int], counter: str,
) -> None:
    """``[3] Move disk 1 from A to C``: a log's counter before each move is neither a JSON list nor a step number,
    whether it counts the steps, a call's depth (``[3]``, ``[2]``, ``[3]``) or anything else.  (Spoils move pegs
    only: a wrong disc number beside a counter is read by the template arbiter with the counter as the disc when
    that solves, a doubt left open.)"""
    n, moves = walk
    counts = {"steps": list(range(1, 17)), "depth": [abs(n - (i & -i).bit_length()) + 1 for i in range(1, 17)],
              "drawn": drawn}[counter]
    lines = [f"[{counts[i]}] " + COUNTED[notation].format(d=d, S="ABC"[s], T="ABC"[t]) for i, (d, s, t) in
             enumerate(moves)]
    named = notation in ("en", "es")
    assert judged("\n".join(lines) + "\n", n) == replay([(d if named else None, s, t) for d, s, t in moves], n), lines


def drawing(stacks: list[list[int]], n: int, first: int) -> str:
    """The pegs drawn as a program prints them between moves: discs in brackets, a base, the pegs' numbers."""
    rows = [" ".join(f"[{s[level]}]".center(7) if level < len(s) else "|".center(7) for s in stacks)
            for level in range(n - 1, -1, -1)]
    return "\n".join([*rows, "-" * 23, " ".join(str(first + k).center(7) for k in range(3))])


#: moves between drawings, pegs from 1 (as the drawing's axis numbers them) or letters
DRAWN = {"arrow": "{s} -> {t}", "pair": "{s} {t}", "en": "Move disk {d} from peg {s} to peg {t}",
         "letters": "{S} -> {T}"}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(DRAWN)), st.sampled_from([0, 1]))
def test_a_drawing_s_numbered_axis_is_no_move(walk: tuple[int, list[Move]], notation: str, first: int) -> None:
    """A drawing of the pegs after each move, its axis numbering the pegs (``1      2      3``): the axis is no
    move (disc 1 from peg 2 to peg 3), whatever the moves' notation."""
    n, moves = walk
    if notation in ("arrow", "pair") and max(p for _, s, t in moves for p in (s, t)) < 2:
        return  # pegs 1 and 2 only are read from 0 or 1: another property's question
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    parts = [drawing(stacks, n, first)]
    for d, s, t in moves:
        parts.append(DRAWN[notation].format(d=d, s=s + 1, t=t + 1, S="ABC"[s], T="ABC"[t]))
        if stacks[s] and (not stacks[t] or stacks[t][-1] > stacks[s][-1]):
            stacks[t].append(stacks[s].pop())
        parts.append(drawing(stacks, n, first))
    named = notation == "en"
    assert judged("\n".join(parts) + "\n", n) == replay([(d if named else None, s, t) for d, s, t in moves], n), parts


#: a program's output whose prompt has no line break: the prompt is glued to the first move (pegs A, B, C or 1, 2, 3)
GLUED = {
    "arrow": "{s} -> {t}", "triple": "{d} {S} {T}", "en": "Move disk {d} from {S} to {T}",
    "id": "Pindahkan piring dari {S} ke {T}", "es": "Mover disco {d} de {S} a {T}",
    "sv": "Flytta skiva {d} från {S} till {T}", "de": "Bewege Scheibe {d} von {S} nach {T}",
    "disk-after": "move {d} to disk from {S} to {T}",
}
PROMPTS = ["enter the height of hanoi:", "Jumlah piring = ", "n: from: to: tmp: ", "Número de discos? ", "Anzahl> "]


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(GLUED)), st.sampled_from(PROMPTS))
def test_a_prompt_glued_to_the_first_move(walk: tuple[int, list[Move]], notation: str, prompt: str) -> None:
    """``enter the hight of hanoi:1 -> 3``, ``Jumlah piring = Pindahkan piring dari A ke C``: a program's prompt with no
    line break before its first move; that move is the tail of the line shaped as the next line's move, in any
    language and notation, never left out (the list read one move short)."""
    n, moves = walk
    if len(moves) < (4 if notation in ("sv", "disk-after") else 3) or (notation == "arrow" and max(
            p for _, s, t in moves for p in (s, t)) < 2):  # no vocabulary: 3 lines after it make a template
        return  # lines after the glued one; pegs 1 and 2 only are read from 0 or 1 (another property's)
    lines = [GLUED[notation].format(d=d, s=s + 1, t=t + 1, S="ABC"[s], T="ABC"[t]) for d, s, t in moves]
    answer = prompt + "\n".join(lines) + "\n"
    named = "{d}" in GLUED[notation]
    alone = judged(prompt + "\n" + "\n".join(lines) + "\n", n)  # the prompt on a line of its own
    if notation in ("sv", "disk-after") and min(len({move[k] for move in moves[1:]}) for k in (1, 2)) < 2:
        return  # lines whose source or target never varies make no template: the glued one has none to match
    truth = replay([(d if named else None, s, t) for d, s, t in moves], n)
    if notation in ("sv", "disk-after"):  # a template alone may misread a wrong list: another property's
        assert judged(answer, n) in (alone, truth), answer
    else:
        assert judged(answer, n) == alone == truth, answer


#: lines of moves a program may print a number after (its move count, a stray value, a timing)
TRAILED = {"triple": "{d} {S} {T}", "digits": "{d} {s} {t}", "arrow": "{S} -> {T}", "step": "{i}. {S} -> {T}",
           "en": "Move disk {d} from {S} to {T}", "pt": "{i}: mova o disco {d} da torre {S} para a torre {T}"}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(sorted(TRAILED)), st.integers(0, 10**6), st.booleans())
def test_a_number_after_the_last_move_is_no_move(walk: tuple[int, list[Move]], notation: str, extra: int,
                                                 count: bool) -> None:
    """``1 C B`` then ``1234``: a bare number after the last move that is their count, or more than a move's first
    number can be (the n discs, the step after the last), is no move cut off, in every notation."""
    n, moves = walk
    number = len(moves) if count else max(n, len(moves) + 1) + 1 + extra
    lines = [TRAILED[notation].format(i=i, d=d, s=s, t=t, S="ABC"[s], T="ABC"[t])
             for i, (d, s, t) in enumerate(moves, 1)]
    answer = "\n".join([*lines, str(number)])
    named = "{d}" in TRAILED[notation]
    assert judged(answer, n) == replay([(d if named else None, s, t) for d, s, t in moves], n), answer



#: a logged run: calls that name three pegs between moves that name two, the pegs named by words no table holds
CALL_LOGS = {"fr": ("[A] moveTower(size={m}, start={a}, end={c}, middle={b})", "=> moveDisk(start={s}, end={t})"),
             "en": ("hanoi(n={m}, src={a}, dst={c}, via={b}) called", "  disk moved: {s} => {t}"),
             "pt": ("chamada: torres({m}, {a}, {c}, {b})", "  mover de {s} para {t}")}
PEG_WORDS = [("axe_gauche", "axe_central", "axe_droit"), ("left_rod", "mid_rod", "right_rod"),
             ("origem", "auxiliar", "destino")]


def logged(n: int, a: int, c: int, b: int, notation: str, words: tuple[str, str, str]) -> list[str]:
    """The lines a recursive solution logs: its call, then its first half, its move, its second half."""
    call, move = CALL_LOGS[notation]
    head = [call.format(m=n, a=words[a], c=words[c], b=words[b])]
    if n == 1:
        return [*head, move.format(s=words[a], t=words[c])]
    return [*head, *logged(n - 1, a, b, c, notation, words), move.format(s=words[a], t=words[c]),
            *logged(n - 1, b, c, a, notation, words)]


@settings(max_examples=100, deadline=None)
@given(st.integers(2, 5), st.sampled_from(sorted(CALL_LOGS)), st.sampled_from(PEG_WORDS), st.data())
def test_a_call_log_between_moves_with_pegs_named_by_words(n: int, notation: str, words: tuple[str, str, str],
                                                           data: st.DataObject) -> None:
    """``=> moveDisk(start=axe_gauche, end=axe_central)`` between ``[A] moveTower(size=3, ...)`` calls: the moves'
    peg words name no peg of the role table, so a line read as no move is read by the template the moves share,
    and the calls (another template) are skipped: a logged solution is solved; the same log with one move
    repeated breaks a rule (which word is which peg is matched by the moves, so the step is not asserted)."""
    lines = logged(n, 0, 2, 1, notation, words)
    assert judged("\n".join(lines) + "\n", n) == (True, None), lines
    moved = [i for i, line in enumerate(lines) if line == CALL_LOGS[notation][1].format(s=words[0], t=words[2])]
    at = data.draw(st.sampled_from(moved))
    assert not judged("\n".join([*lines[: at + 1], *lines[at:]]) + "\n", n)[0], lines


#: a run of moves whose two pegs are glued digits, a comma after each (a kata's expected string), as lines hold it
GLUED_PAIRS = ['expect(hanoi({a},{c},{b},{n})).toBe("{moves},");', "{moves}", "Moves: {moves}", "'{moves}'"]


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(GLUED_PAIRS), st.sampled_from([",", ", "]))
def test_pegs_glued_in_pairs_on_one_line(walk: tuple[int, list[Move]], form: str, joiner: str) -> None:
    """``toBe("12,13,23,")``: each move its source and target digits glued, the moves run together with commas, the
    call's own numbers before them; every pair is a move (pegs from 1), never one number of two digits."""
    n, moves = walk
    if len(moves) < 3 or max(p for _, s, t in moves for p in (s, t)) < 2:
        return  # two numbers alone are a pair of pegs (12 and 23); pegs 1 and 2 only: read from 0 or 1 (another's)
    written = joiner.join(f"{s + 1}{t + 1}" for _, s, t in moves)
    answer = form.format(a=1, b=2, c=3, n=n, moves=written) + "\n"
    assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer



def test_a_glued_pair_first_on_the_line_of_the_moves_is_a_move_not_the_input() -> None:
    """Hypothesis' find: ``21`` opens the moves' own line, so it is a move (from peg 2, empty: step 1's error), not an
    input line of n discs and a count, which stands on a line of its own (``2 1`` over ``1 3`` lines)."""
    assert judged('expect(hanoi(1,3,2,2)).toBe("21,13,31,13,");\n', 2) == (False, 1)
    assert judged("21,13,31,13\n", 2) == (False, 1)
    assert judged("2 1\n1 3\n3 1\n1 3\n", 2) == (False, 4)  # the input line (its 1 not read from peg 2), then moves

#: a Turkish program's suffixes written apart (wave 22): ``A  den C e`` -- the ``e`` of "to C" also a peg's letter
SPACED_SUFFIXES = ["{d}. diski {S}  den {T} e tasi", "{i}: {d}. diski {S} den {T} e", "disk {d} {S} den {T} e"]


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 5), st.sampled_from(SPACED_SUFFIXES), st.integers(0, 30), st.sampled_from(["swap", "third"]))
def test_a_reading_broken_at_its_first_move_yields_to_the_lines_template(n: int, line: str, at: int,
                                                                         spoil: str) -> None:
    """``1. diski A  den C e tasi`` (a program's solution, perhaps spoiled at one move): read by the role table, the
    target is ``e``, a peg that does not exist, at the first move; the template the lines share reads them all,
    and its first error is the one judged -- the verdict is never turned (a template that solves has its own rule).
    Three discs or more: a template is read from lines enough (three lines are too few to tell its slots)."""
    moves = [(m.disc, m.source, m.target) for m in solve(n)]
    at = at % len(moves)
    disc, s, t = moves[at]
    moves[at] = (disc, t, s) if spoil == "swap" else (disc, s, 3 - s - t)
    answer = "\n".join(line.format(i=i, d=d, S="ABC"[s], T="ABC"[t]) for i, (d, s, t) in enumerate(moves, 1))
    assert judged(answer + "\n", n) == replay(list(moves), n), answer

#: pegs named by the initials of their roles, in order (source, auxiliary, destination; start, via, end; ...)
INITIALS = ["SAD", "SHT", "SVE", "FVT", "STD", "SME", "XYZ", "LMR", "sad", "xyz"]
INITIAL_NOTATIONS = {"en": "Move disk {d} from {S} to {T}", "no-disc": "move top disk from {S} to {T}",
                     "pt": "Mova o disco {d} da torre {S} para a torre {T}", "es": "Mueve el disco {d} de {S} a {T}",
                     "arrow": "{S} -> {T}", "tight": "{S}->{T}", "numbered": "{i}: {S} => {T}",
                     "canonical": "{d}{S}{T}", "german": "S{d} - {S}{T}", "steps": "{i}. {S}, {T}"}


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(INITIALS), st.sampled_from(sorted(INITIAL_NOTATIONS)))
def test_pegs_named_by_initials(walk: tuple[int, list[Move]], initials: str, notation: str) -> None:
    """``towers(3, "S", "D", "A")`` printing ``Move disk 1 from S to D``: three letters that are the initials of a
    naming of the pegs (S, A, D: source, auxiliary, destination) name them in its order, A the middle peg, in the
    sentences of several languages and in compact lines (``S -> D``, ``1SD``, ``S1 - SD``: a letter past the
    pegs' A.. sends them to the sentence reader's naming); the verdict and the first error are the replay's."""
    n, moves = walk
    if len({p for _, s, t in moves for p in (s, t)}) < 3:
        return  # two letters of three: which pegs they are is not written
    lines = [INITIAL_NOTATIONS[notation].format(i=i, d=d, S=initials[s], T=initials[t]) for i, (d, s, t) in
             enumerate(moves, 1)]
    named = "{d}" in INITIAL_NOTATIONS[notation]
    assert judged("\n".join(lines) + "\n", n) == replay([(d if named else None, s, t) for d, s, t in moves], n), lines


#: words that name pegs by their role, one of each role (where the tower starts, the spare peg, the goal), in
#: combinations no list of named triples holds (start, middle, finish; origin, buffer, goal)
ROLE_NAMES = [sorted(word for word in words if len(word) > 1 and word not in ROLE_WORDS) for words in PEG_ROLES]


@settings(max_examples=200, deadline=None)
@given(walks(), *(st.sampled_from(words) for words in ROLE_NAMES), st.sampled_from(["en", "no-disc", "arrow", "pt"]),
       st.sampled_from([str.lower, str.title, str.upper]))
def test_pegs_named_by_the_words_of_their_roles(walk: tuple[int, list[Move]], first: str, middle: str, last: str,
                                                notation: str, case: Callable[[str], str]) -> None:
    """``Move disk 1 from start to finish``: any word of the first peg's role, the middle one's and the goal's names
    its peg, in any combination and case; the verdict and the first error are the replay's."""
    n, moves = walk
    names = [case(first), case(middle), case(last)]
    if len({p for _, s, t in moves for p in (s, t)}) < 2:
        return
    lines = [INITIAL_NOTATIONS[notation].format(i=i, d=d, S=names[s], T=names[t]) for i, (d, s, t) in
             enumerate(moves, 1)]
    named = "{d}" in INITIAL_NOTATIONS[notation]
    assert judged("\n".join(lines) + "\n", n) == replay([(d if named else None, s, t) for d, s, t in moves], n), lines


#: a sentence that says the discs are counted from the bottom, and move lines naming discs that way
BOTTOM_SAYS = ["We'll number the disks starting with disk 1 on the bottom.", "Disk 1 is the largest.",
               "Here disc 1 = biggest, at the base.", "El disco 1 es el mayor.", "Scheibe 1 liegt ganz unten.",
               "Le disque 1 est en bas."]  # the role table's words of the largest disc and of the bottom
BOTTOM_NOTATIONS = {"target-only": "Move {i}: move disk {d} to post {T}", "en": "Move disc {d} from {S} to {T}",
                    "canonical": "{d}{S}{T}", "numbered": "{i}. disk {d}: {S} -> {T}",
                    "es": "Mueve el disco {d} de {S} a {T}"}


@settings(max_examples=150, deadline=None)
@given(walks(), st.sampled_from(BOTTOM_SAYS), st.sampled_from(sorted(BOTTOM_NOTATIONS)))
def test_discs_counted_from_the_bottom_as_the_text_says(walk: tuple[int, list[Move]], says: str, notation: str) -> None:
    """A lesson that numbers the discs from the bottom (``disk 1 on the bottom``) and then moves them by those
    numbers: disc 1 is the largest, in every notation after the sentence; verdict and first error are the replay's."""
    n, moves = walk
    form = BOTTOM_NOTATIONS[notation]
    lines = [form.format(i=i, d=n + 1 - d, S="ABC"[s], T="ABC"[t]) for i, (d, s, t) in enumerate(moves, 1)]
    sourced = "{S}" in form
    assert judged("\n".join([says, *lines]) + "\n", n) == replay([(d, s if sourced else None, t) for d, s, t in moves],
                                                                  n), lines


def test_the_other_partys_valid_moves_never_make_an_illegal_game_legal() -> None:
    """A game whose first move is illegal stays illegal at that move: the template may not read the other party's
    lists of valid moves (three lines of one shape that happen to solve the puzzle) as the answer instead."""
    game = ("User: Solve the puzzle of 1 discs, one move a turn.\n"
            "Assistant: My move: Move disk 1 from C to A\n"
            "User: OK. Valid moves are Move disk 1 from A to C, Move disk 1 from C to B.\n"
            "Assistant: My move: Move disk 1 from C to B\n"
            "User: OK. Valid moves are Move disk 1 from B to C, Move disk 1 from C to A.\n"
            "Assistant: My move: Move disk 1 from B to A\n"
            "User: OK. Valid moves are Move disk 1 from A to B, Move disk 1 from B to C.\n")
    assert judged(game, 1) == (False, 1)


def _drawn(stacks: list[list[int]], n: int) -> list[str]:
    """The pegs drawn as rows, the top row first: a disc's number, or ``|`` where a peg stands empty; a floor."""
    return [" ".join(str(stack[h]) if h < len(stack) else "|" for stack in stacks) for h in reversed(range(n))] + [
        "-----"]


@settings(max_examples=150, deadline=None)
@given(walks(3), st.sampled_from(["value", "plate", "piece", "token"]), st.integers(0, 20),
       st.sampled_from(["Finished pass", "Next round", "Halfway there"]))
def test_moves_between_drawings_of_the_pegs(walk: tuple[int, list[Move]], noun: str, at: int, prose: str) -> None:
    """``Moving value 1 from peg 1 to peg 2`` and the pegs drawn under it (``| | |``, ``2 | |``, ``3 1 2``,
    ``-----``), a line of prose between two moves: a noun no table holds before the disc's number names no disc of
    its own, a row of numbers beside a row of the pegs drawn is part of the drawing (never a move), and a list
    goes on past drawings and two words of prose; the verdict and the first error are the replay's."""
    n, moves = walk
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    lines = [f"The output for n == {n}:", ""]
    for step, (disc, s, t) in enumerate(moves):
        if step == at % max(1, len(moves)) and step and moves[step:step + 2] != moves[:2]:
            lines += [prose, ""]  # (a list that starts again after prose is a new one: a second attempt)
        lines += [f"Moving {noun} {disc} from peg {s + 1} to peg {t + 1}", ""]
        if stacks[s] and stacks[s][-1] == disc and (not stacks[t] or stacks[t][-1] > disc):
            stacks[t].append(stacks[s].pop())
        lines += [*_drawn(stacks, n), ""]
    assert judged("\n".join(lines), n) == replay(list(moves), n), "\n".join(lines)


#: a planner's objects: the discs' prefix (numbered from 1) and the pegs' names, as domains name them
OBJECTS = [("k", ("x", "y", "z")), ("blk", ("peg1", "peg2", "peg3")), ("disk_", ("left", "middle", "right")),
           ("d", ("rod_a", "rod_b", "rod_c")), ("r", ("a", "b", "c"))]


def _plan(moves: list[Move], n: int, prefix: str, pegs: tuple[str, ...]) -> list[tuple[int, str, str]]:
    """The textbook domain's steps of a legal walk: the disc, the object it leaves (the disc below it, or its peg)
    and the object it lands on (the top disc there, or the empty peg)."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    steps = []
    for disc, source, target in moves:
        below = f"{prefix}{stacks[source][-2]}" if len(stacks[source]) > 1 else pegs[source]
        onto = f"{prefix}{stacks[target][-1]}" if stacks[target] else pegs[target]
        steps.append((disc, below, onto))
        stacks[target].append(stacks[source].pop())
    return steps


def _plan_replay(steps: list[tuple[int, str, str]], n: int, prefix: str,
                 pegs: tuple[str, ...]) -> tuple[bool, int | None]:
    """The domain's semantics: the disc must be on top and sit on the object named, and land on a top or empty peg
    bigger than it."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    place = {f"{prefix}{d}": d for d in range(1, n + 1)}
    for step, (disc, below, onto) in enumerate(steps, 1):
        source = next((k for k in range(3) if stacks[k] and stacks[k][-1] == disc), None)
        if source is None:
            return False, step
        under = stacks[source][-2] if len(stacks[source]) > 1 else None
        target = pegs.index(onto) if onto in pegs else next(
            (k for k in range(3) if stacks[k] and stacks[k][-1] == place[onto]), None)
        if (below != (f"{prefix}{under}" if under else pegs[source]) or target is None or target == source
                or (onto in pegs and stacks[target]) or (stacks[target] and stacks[target][-1] < disc)):
            return False, step
        stacks[target].append(stacks[source].pop())
    solved = stacks[2] == list(range(n, 0, -1))
    return solved, None if solved else len(steps) + 1


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(4), st.sampled_from(OBJECTS), st.sampled_from(["drop", "swap", "none"]), st.integers(0, 20))
def test_a_planner_s_plan_whose_objects_the_domain_names(walk: tuple[int, list[Move], bool], objects: tuple[
        str, tuple[str, ...]], spoil: str, at: int) -> None:
    """``(move k1 k2 z)``: a plan of the textbook domain whose discs are numbered objects of any prefix and whose
    pegs have any names: the discs, standing as places too, are the discs in their order, and the plan is judged as
    the domain's own replay judges it (a line dropped or two swapped fails where the domain says)."""
    n, moves = walk[0], walk[1]
    prefix, pegs = objects
    if n < 2 or replay([(d, s, t) for d, s, t in moves], n)[1] not in (None, len(moves) + 1):
        return  # a legal walk only (the domain's objects are a real position's), of 2 discs or more (one disc's
        # moves, peg to peg, name no disc as a place: the template's reading, by legality, names the pegs)
    steps = _plan(moves, n, prefix, pegs)
    at %= len(steps)
    if spoil == "drop" and len(steps) > 1:
        del steps[at]
    elif spoil == "swap" and at + 1 < len(steps):
        steps[at], steps[at + 1] = steps[at + 1], steps[at]
    answer = "".join(f"(move {prefix}{d} {below} {onto})\n" for d, below, onto in steps) + "; cost = 1 (unit cost)\n"
    if not all(f" {peg}" in answer for peg in pegs):
        return  # two pegs named: their names (peg1 peg2: from 0 or 1?) may be read more than one way
    if prefix in ("d", "disk_") and len({d for d, _, _ in steps}) < n:
        return  # d1, disk_1 with a disc that never moves: the list is not known to name discs as places, and a step
        # between two pegs is read as Hanoi's, not the domain's (a peg must be empty to land on): left open
    if n == 2 and spoil != "none" and _plan_replay(steps, n, prefix, pegs)[0] is False:
        return  # a spoiled plan of two discs: the template may read a family of its lines by legality, from the
        # bottom, and solve (older than the thirteenth session: a strict xfail in tests/test_redteam_findings.py)
    assert judged(answer, n) == _plan_replay(steps, n, prefix, pegs), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(4), st.sampled_from(["przesun", "przesun-na-pusty", "mover-disco", "verschiebe", "sposta",
                                            "pindahkan", "deplacer-anneau"]),
       st.sampled_from(["drop", "swap", "none"]), st.integers(0, 20))
def test_a_planner_s_action_named_in_any_language_with_its_pegs_first(
        walk: tuple[int, list[Move], bool], action: str, spoil: str, at: int) -> None:
    """``(przesun z y k1 k2)``: an action named by a verb of any language of the table, its pegs first (source,
    target) and then its discs (numbered objects of one prefix: the one moved, and the one it lands on): the first
    disc moves to the one place named that is not its own, and the plan is judged as so replayed; ``(stack a b)``
    and ``(plus 1 2)`` beside it are no moves."""
    n, moves = walk[0], walk[1]
    if n < 2 or replay([(d, s, t) for d, s, t in moves], n)[1] not in (None, len(moves) + 1):
        return
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    lines = []
    for disc, source, target in moves:
        onto = f" k{stacks[target][-1]}" if stacks[target] else ""
        lines.append((f"({action} {'xyz'[source]} {'xyz'[target]} k{disc}{onto})", (disc, source, target,
                                                                                   stacks[target][-1:])))
        stacks[target].append(stacks[source].pop())
    at %= len(lines)
    if spoil == "drop" and len(lines) > 1:
        del lines[at]
    elif spoil == "swap" and at + 1 < len(lines):
        lines[at], lines[at + 1] = lines[at + 1], lines[at]
    answer = "(stack a b)\n(plus 1 2)\n" + "".join(f"{text}\n" for text, _ in lines) + "; cost = 7 (unit cost)\n"
    truth = _action_replay([move for _, move in lines], n)
    if truth[1] is not None and truth[1] <= 2:
        return  # a plan wrong within two moves: the template's reading names the pegs by legality (a strict xfail of
        # tests/test_redteam_findings.py, older than these actions)
    assert judged(answer, n) == truth, answer


def _action_replay(steps: list[tuple[int, int, int, list[int]]], n: int) -> tuple[bool, int | None]:
    """A planner action's replay: its disc goes to the one place it names (a peg, or the peg of the disc it lands
    on) that is not the disc's own peg; two such places, or none, and it names no move."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for step, (disc, source, target, onto) in enumerate(steps, 1):
        own = next(k for k in range(3) if disc in stacks[k])
        others = {source, target, *(k for k in range(3) for d in onto if d in stacks[k])} - {own}
        if len(others) != 1 or stacks[own][-1] != disc:
            return False, step
        (to,) = others
        if stacks[to] and stacks[to][-1] < disc:
            return False, step
        stacks[to].append(stacks[own].pop())
    solved = stacks[2] == list(range(n, 0, -1))
    return solved, None if solved else len(steps) + 1


def test_a_plan_step_off_or_onto_a_peg_past_the_pegs_is_an_error_not_a_crash() -> None:
    """``(move d2 p d3)``: ``p`` reads as peg 15 of 3 (a random edit found it raising IndexError): the step is
    illegal, named as such, off a base as onto one."""
    for text in ("(move d1 d2 c)\n(move d2 p d1)\n", "(move d1 d2 c)\n(move d2 d3 p)\n"):
        report = verify(text, discs=3)
        assert not report.solved and report.first_error is not None and report.first_error.step == 2, report


def test_explain_shows_a_planner_action_s_disc_and_places() -> None:
    """``--explain`` of ``(przesun z y k1 k2)``: the disc moved and the places named, not 'not read as a move'."""
    lines = explain_moves("(przesun-na-pusty x z k1)\n(przesun-na-pusty x y k2)\n(przesun z y k1 k2)\n", discs=2)
    assert lines[-1] == "    disc: 1, places: peg 2 (C), peg 1 (B), disc 2 (the target: the one not the disc's own peg)"
    assert not any("not read as a move" in line for line in lines), lines


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(["same", "pegs", "moves", "big"]), st.sampled_from(["", "Answer:\n"]),
       st.sampled_from(["{s} {t}", "{s} -> {t}", "{d} {s} {t}"]))
def test_a_first_line_of_the_problem_s_counts_is_no_move(
    walk: tuple[int, list[Move]], second: str, heading: str, shape: str,
) -> None:
    """``3 3`` / ``5 4`` / ``2 8`` over pairs from 1, or over rows of disc, from, to (a judge's input: n discs, then
    pegs or moves): the first line
    gives the n discs and a number that, read as a move, is none (the same peg twice, or a peg no move names); it
    is skipped, and a first line that is a move between pegs the moves name stays one."""
    n, moves = walk
    count = {"same": n, "pegs": 3, "moves": len(moves), "big": 9}[second]
    lines = [shape.format(d=d, s=s + 1, t=t + 1) for d, s, t in moves]
    answer = heading + "\n".join([f"{n} {count}", *lines]) + "\n"
    named = {p + 1 for _, s, t in moves for p in (s, t)}  # the pegs the moves name, from 1
    header = n > 1 and (count == n or not {n, count} <= named)  # no move: the same peg twice, or one never named
    if shape.startswith("{d}"):  # rows of disc, from, to under it: a line of two numbers is of another shape
        if n > 1 and len(moves) > 1:
            assert judged(answer, n) == replay(list(moves), n), answer
        return
    replayed = replay([(None, s, t) for _, s, t in moves], n) if header else None
    if header and len(moves) > 3:
        assert judged(answer, n) == replayed, answer
    elif not header and 1 <= count <= 3 and n <= 3:  # a move from peg n to peg ``count``: read as one
        assert judged(answer, n) == replay([(None, n - 1, count - 1)] + [(None, s, t) for _, s, t in moves], n), \
            answer


@settings(max_examples=150, deadline=None)
@given(walks(), st.sampled_from(["top", "topmost", "upper", "uppermost", "oberste"]),
       st.sampled_from(["Move {w} disk from {s} to {t}", "--Move {w} disc from Tower {s} to {t}"]),
       st.sampled_from(["ABC", "xyz"]))
def test_a_word_of_the_table_for_the_top_disc_names_no_disc(
    walk: tuple[int, list[Move]], word: str, shape: str, names: str,
) -> None:
    """``Move topmost disk from x to y``: a word of the role table's filler for the top disc (``top``, ``topmost``,
    ``oberste``) names no disc: each move's disc is the source's top one, judged as the same list with no word.
    (Any other word before the disc noun is a name, matched to a disc by the moves: ``disk one`` on every line of
    a list for two discs moves one disc only, and is wrong.)"""
    n, moves = walk
    answer = "\n".join(shape.format(w=word, s=names[s], t=names[t]) for _, s, t in moves) + "\n"
    if n > 1 and len(moves) > 1:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.sampled_from(["abc", "ABC"]), st.sampled_from([",", ", "]), st.sampled_from(["\n", " "]))
def test_a_move_written_as_a_call_reads_its_arguments_by_place(
    walk: tuple[int, list[Move], bool], pegs: str, comma: str, between: str,
) -> None:
    """``move(1,a,c)``: a call's arguments are the disc and two pegs by their places, ``a`` a peg, never the
    article a sentence would skip."""
    n, moves, _ = walk
    answer = between.join(f"move({d}{comma}{pegs[s]}{comma}{pegs[t]})" for d, s, t in moves) + "\n"
    assert judged(answer, n) == replay(list(moves), n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.sampled_from(["move", "mv", "hanoi_move", "Move"]), st.sampled_from(
    [("left", "middle", "right"), ("a", "b", "c"), ("A", "B", "C"), ("1", "2", "3"), ("0", "1", "2")]),
    st.booleans(), st.randoms(use_true_random=False), st.sampled_from(["Moves = ", "", "plan: "]))
def test_calls_in_a_bracketed_list(walk: tuple[int, list[Move], bool], call: str, names: tuple[str, str, str],
                                   disc: bool, rnd: Any, head: str) -> None:
    """``Moves = [move(left,right),move(left,middle),...`` (a Prolog REPL's binding, wave 18), on one line or a call
    a line: each call in the list is a move, its pegs by their names, its disc if it names one; judged as the
    replay."""
    n, moves, _ = walk
    items = [f"{call}({f'{d},' if disc else ''}{names[s]},{names[t]})" for d, s, t in moves]
    broken = rnd.random() < 0.5  # one call a line, or all on one line (several calls on some lines of many: a
    # template of lines of two calls may read one of each and solve: left, docs/verify.md)
    joined = "".join(item + ("," if i < len(items) - 1 else "") + ("\n    " if broken else "")
                     for i, item in enumerate(items))
    answer = f"{head}[{joined}].\n"
    if len(moves) > 1:  # one move alone names too few pegs to tell their names apart
        assert judged(answer, n) == replay([(d if disc else None, s, t) for d, s, t in moves], n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5), st.sampled_from(["abc", "ABC"]), st.booleans(), st.randoms(use_true_random=False),
       st.sampled_from([0, 1]), st.booleans())
def test_an_answer_set_s_moves_by_disc_target_and_time(
    walk: tuple[int, list[Move], bool], pegs: str, from_bottom: bool, shuffle: Any, first: int, by_pegs: bool,
) -> None:
    """``move(4,b,1) move(3,c,2) ...`` (clingo's answer set: disc, target, time, in any order; or source, target,
    time): the column that holds 0 or 1 to m is the time; each move names its disc and target, or its pegs.  Disc
    numbers that count from the bottom (4 the smallest of four) are read so where only that reading solves the
    puzzle (a peg numbers' base is chosen so too)."""
    n, moves, _ = walk
    atoms = [f"move({pegs[s] if by_pegs else n + 1 - d if from_bottom else d},{pegs[t]},{time})"
             for time, (d, s, t) in enumerate(moves, first)]  # (or source, target, time; times from 0 or 1)
    shuffle.shuffle(atoms)
    answer = "Answer: 1\n" + " ".join(atoms) + "\nSATISFIABLE\n"
    truth = replay([(None, s, t) if by_pegs else (d, None, t) for d, s, t in moves], n)
    from_bottom = from_bottom and not by_pegs
    if len(moves) < 3:
        return
    if not (from_bottom and n > 1) or truth[0]:  # read as written, or from the bottom where that solves it
        assert judged(answer, n) == truth, answer
    else:  # a list numbered from the bottom that solves nothing: the verdict stands
        assert judged(answer, n)[0] is False, answer


def _sources(moves: list[Move], n: int) -> list[Move]:
    """The moves made as written whatever the rules (the top disc of the source onto the target), a source with
    no disc marked -1 (the list stops there: no state follows)."""
    stacks, made = [list(range(n, 0, -1)), [], []], []
    for d, s, t in moves:
        made.append((d, s if stacks[s] else -1, t))
        if stacks[s]:
            stacks[t].append(stacks[s].pop())
    return made


#: a program's trace: every peg's discs after each move (bottom first, or top first), and what it prints between
STATE_SHAPES = {"dict": "{{'A': {0}, 'B': {1}, 'C': {2}}}", "lists": "{0} {1} {2}", "named": "A: {0}  B: {1}  C: {2}"}
BETWEEN = ["", "Moving disk {d} from {S} to {T}", "Move {i} allowed between A and C", "---"]


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5, spoils=("third",)), st.sampled_from(sorted(STATE_SHAPES)), st.booleans(),
       st.sampled_from(BETWEEN), st.booleans(), st.sampled_from([0, 1]))
def test_moves_between_the_states_a_program_prints(
    walk: tuple[int, list[Move], bool], shape: str, top_first: bool, between: str, first_state: bool, first: int,
) -> None:
    """``{'A': [4, 3], 'B': [1], 'C': [2]}`` after each move, whatever is printed between (a move naming its pegs
    by their discs, ``from [4, 3, 2, 1] to []``), the discs numbered from 1 or from 0: the moves are the
    differences of the states, judged as their replay (a disc put onto a smaller one is that move's error)."""
    n, moves, _ = walk
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]

    def state() -> str:
        shown = [[disc - 1 + first for disc in stack] for stack in stacks]
        return STATE_SHAPES[shape].format(*(str(stack[::-1] if top_first else stack) for stack in shown))

    lines = [state()] if first_state else []
    moves = moves[: next((i for i, (_, s, _) in enumerate(_sources(moves, n)) if s < 0), len(moves))]
    for i, (_, s, t) in enumerate(moves, 1):
        lines.append(between.format(i=i, d=stacks[s][-1], S=str(stacks[s]), T=str(stacks[t])))
        stacks[t].append(stacks[s].pop())
        lines.append(state())
    answer = "\n".join(line for line in lines if line) + "\n"
    if len(moves) > 1 and n > 1:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5), st.sampled_from(sorted(STATE_SHAPES)), st.booleans(),
       st.sampled_from(["", "---", "Step {i}:"]), st.data())
def test_a_printed_state_whose_peg_is_in_the_wrong_order_is_that_move_s_error(
    walk: tuple[int, list[Move], bool], shape: str, top_first: bool, between: str, data: st.DataObject,
) -> None:
    """A trace of states from the start (``[3, 2, 1] [] []``), one of which lists a peg of two discs or more
    in the other order (``[1] [] [2, 3]`` where the replay holds ``[3, 2]``, a model's README): that state is
    impossible, the move that leads to it the error; the order is the first list's of two discs or more.  (Where
    moves are also written between the states, they are the answer: test_moves_between_the_states_a_program_prints.)"""
    n, moves, spoiled = walk
    assume(not spoiled)
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    states = []
    for _, s, t in moves:
        stacks[t].append(stacks[s].pop())
        states.append([list(stack) for stack in stacks])
    flippable = [step for step, state in enumerate(states, 1) if any(len(stack) > 1 for stack in state)]
    assume(n > 1 and len(moves) > 1 and flippable)
    step = data.draw(st.sampled_from(flippable))
    peg = data.draw(st.sampled_from([k for k in range(3) if len(states[step - 1][k]) > 1]))
    states[step - 1][peg].reverse()

    def shown(state: list[list[int]]) -> str:
        return STATE_SHAPES[shape].format(*(str(stack[::-1] if top_first else stack) for stack in state))

    lines = [shown([list(range(n, 0, -1)), [], []])]
    for i, ((d, s, t), state) in enumerate(zip(moves, states, strict=True), 1):
        lines.extend([between.format(i=i, d=d, S="ABC"[s], T="ABC"[t]), shown(state)])
    answer = "\n".join(line for line in lines if line) + "\n"
    assert judged(answer, n) == (False, step), answer


@settings(max_examples=150, deadline=None)
@given(move_walks.walks(most=4), st.sampled_from(["Move the top disk from {S} to {T}.", "{S} -> {T}",
                                                    "Diski {S} cubugundan {T} cubuguna tasi."]),
       st.integers(5, 12))
def test_moves_among_long_runs_of_a_program_s_trace(walk: tuple[int, list[Move], bool], line: str, lines: int
                                                    ) -> None:
    """A program prints a trace of its calls (``Yigina ekle 3 A B C``, push onto the stack) between its moves,
    runs of more lines than a list's prose breaks: the moves, naming no disc, are the lines of one template
    across the text, solved as their replay solves (wave 7: a Turkish Java program's stack).  Left: a wrong
    list's first error is its last run's, the lists being apart."""
    n, moves, _ = walk
    assume(len(moves) > 1 and n > 1)  # (one disc: the last run alone, one move, may solve it, as a final answer)
    trace = [f"Yigina ekle {k} A B C" if k % 2 else f"Yigindan al {k} A C B" for k in range(1, lines + 1)]
    text = []
    for _, s, t in moves:
        text.extend([*trace, line.format(S="ABC"[s], T="ABC"[t])])
    solved = replay([(None, s, t) for _, s, t in moves], n)[0]
    assert judged("\n".join(text) + "\n", n)[0] == solved  # (a wrong list's first error: the last run's)


#: a move whose pegs each follow a word of a role, as a program prints its call's parameters
ROLE_LABELLED = ["Move disk {d} from {r} {s} to {q} {t}", "Mover disco {d} de {r} {s} a {q} {t}",
                 "move disc {d} from the {r} {s} to the {q} {t}"]


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from(ROLE_LABELLED), st.sampled_from(["ABC", "123"]), st.lists(st.sampled_from(
    ["source", "target", "auxiliary", "Source", "Target", "Auxiliary", "spare", "destination", "origen", "destino"]),
    min_size=2, max_size=2))
def test_a_peg_named_after_the_word_of_its_role(walk: tuple[int, list[Move]], line: str, names: str,
                                                roles: list[str]) -> None:
    """``Move disk 1 from source A to target C`` (a learner's recursion printing its parameters' names, waves 18
    and 19): the letter after a role word is the peg, whatever role the word says (a buggy program's words need
    not fit its pegs); judged as the replay of the letters."""
    n, moves = walk
    answer = "\n".join(line.format(d=d, r=roles[0], s=names[s], q=roles[1], t=names[t]) for d, s, t in moves)
    if len(moves) > 1:
        assert judged(answer + "\n", n) == replay(list(moves), n), answer


#: a peg's discs on a line of its own (wave 18's programs, an HTML page): its label, then its discs
PEG_LABELS = {"letter": "{L}: ", "letter-bar": "T{L} | ", "word": "Tower {k}: ", "none": "", "bullet": "- ",
              "html": "<li>- ", "noun-letter": "Torre {L}: ", "noun-bar": "Stab {L} | ", "noun-is": "peg_{L} = "}
DISC_LISTS = {"spaces": " ", "tabs": "\t", "brackets": ", "}


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5, spoils=("third",)), st.sampled_from(sorted(PEG_LABELS)), st.sampled_from(
    sorted(DISC_LISTS)), st.booleans(), st.sampled_from([0, 1]),
    st.sampled_from(["", "-", "[]", "Empty stack.", "(empty)"]),
    st.sampled_from(["", "   |", ""]), st.sampled_from(["\n", "Turn: {i}", "{i}.", "\n\n"]), st.booleans())
def test_moves_between_states_shown_a_peg_a_line(
    walk: tuple[int, list[Move], bool], label: str, listed: str, top_first: bool, first: int, empty: str,
    spacer: str, between: str, padded: bool,
) -> None:
    """``TA | 3 2 1`` / ``TB |`` / ``TC |``, ``A: [1, 2, 3]``, ``Torre A: [3, 2]`` (a peg's noun and name),
    ``<li>- 4 3</li>``, bare rows ``4 3`` with ``-`` or ``Empty stack.`` (a C++ trace of std::stack, wave 17) for an
    empty peg, or rows of fixed width padded with zeros (``3  2  0  0``, a Fortran program's arrays): a state a peg a
    line, a line of signs (``|``) between them or none, whatever a program prints between the states; the moves are
    the states' differences, judged as their replay."""
    n, moves, _ = walk
    padded = padded and first == 1 and listed != "brackets" and n > 2  # zeros pad discs numbered from 1 (for 2
    # discs a padded row of three numbers, "2 1 0", is also a move [disc, from, to] as written: read so)
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    brackets = listed == "brackets"
    empty = "[]" if brackets else empty if label != "none" or empty else "-"  # a bare empty row would be no line

    def state() -> list[str]:
        lines = []
        for peg, stack in enumerate(stacks):
            shown = [str(disc - 1 + first) for disc in (stack[::-1] if top_first else stack)]
            shown += ["0"] * (n + 1 - len(shown)) * padded
            body = DISC_LISTS[listed].join(shown) if shown else ""
            body = f"[{body}]" if brackets else body or empty
            head = PEG_LABELS[label].format(L="ABC"[peg], k=peg + 1)
            lines += [(head + body).rstrip() + ("</li>" if label == "html" else ""), spacer]
        return lines

    moves = moves[: next((i for i, (_, s, _) in enumerate(_sources(moves, n)) if s < 0), len(moves))]
    lines = state()
    for i, (_, s, t) in enumerate(moves, 1):
        stacks[t].append(stacks[s].pop())
        lines += [between.format(i=i), *state()]
    answer = "\n".join(lines) + "\n"
    if len(moves) > 1 and n > 1:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


def drawn(stacks: list[list[int]], n: int, sign: str, gap: int, rods: bool, base: str = "-") -> list[str]:
    """The pegs drawn side by side over a base line (``-----``, or ``XXXX  XXXX  XXXX``: a base under each peg):
    a disc d as ``sign`` 2d - 1 wide (or its number, if ``sign`` is ``"#"``), centred on its peg's column, ``|`` for
    a rod where no disc is (if ``rods``)."""
    width = max(2 * n - 1 + gap, 7)  # a base under each peg as wide as its widest disc, five signs at least
    rows = []
    for level in range(n - 1, -1, -1):
        row = ""
        for stack in stacks:
            disc = stack[level] if level < len(stack) else 0
            body = (str(disc) if sign == "#" else sign * (2 * disc - 1)) if disc else "|" if rods else ""
            row += body.center(width)
        rows.append(row.rstrip())
    return [*rows, "-" * (width * 3) if base == "-" else " ".join([base * (width - 1)] * 3)]


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5, spoils=("third",)), st.sampled_from(["+", "*", "=", "#"]), st.integers(1, 6),
       st.booleans(), st.sampled_from(["", "Move {i}:"]), st.sampled_from(["-", "X", "="]), st.integers(0, 8),
       st.booleans())
def test_moves_read_from_drawings_of_the_pegs_alone(
    walk: tuple[int, list[Move], bool], sign: str, gap: int, rods: bool, between: str, base: str, indent: int,
    fenced: bool,
) -> None:
    """A program that draws the pegs after each move, each disc as wide as its size (``+++``) or as its number
    under its peg's column, over a base line (``-----``), whatever it prints between, indented, in a code fence
    or not: the moves are the differences of the drawings, judged as their replay."""
    n, moves, _ = walk
    rods = rods or sign == "#"  # bare numbers without rods: see the next test
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    lines = drawn(stacks, n, sign, gap, rods, base)
    moves = moves[: next((i for i, (_, s, _) in enumerate(_sources(moves, n)) if s < 0), len(moves))]
    for i, (_, s, t) in enumerate(moves, 1):
        stacks[t].append(stacks[s].pop())
        lines += ["", between.format(i=i), *drawn(stacks, n, sign, gap, rods, base)]
    lines = [" " * indent + line if line else line for line in lines]
    answer = "\n".join(["```", *lines, "```"] if fenced else lines) + "\n"
    if len(moves) > 1 and n > 1 and (rods or {t for *_, t in moves} >= {1, 2}):  # a column never drawn: no peg
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


def under_a_header(stacks: list[list[int]], n: int, width: int, bar: str, rule: str, names: str) -> list[str]:
    """The pegs drawn under a header of their names and a rule (`` A | B | C`` over ``----------``), a row a level,
    top first, each disc's number in its peg's cell (cells parted by ``bar``), nothing where no disc is."""
    header = bar.join(name.center(width) for name in names)
    rows = []
    for level in range(n - 1, -1, -1):
        cells = [str(stack[level]) if level < len(stack) else "" for stack in stacks]
        rows.append(bar + bar.join(cell.rjust(width - 1).ljust(width) for cell in cells))
    return [header, rule * len(header), *rows]


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5, spoils=("third",)), st.integers(3, 6), st.sampled_from(["|", " "]),
       st.sampled_from(["-", "="]), st.sampled_from(["ABC", "123"]), st.sampled_from(["", "Move {i}:"]),
       st.integers(1, 2))
def test_moves_read_from_drawings_under_a_header_of_the_pegs(
    walk: tuple[int, list[Move], bool], width: int, bar: str, rule: str, names: str, between: str, blanks: int,
) -> None:
    """A program that draws the pegs under a header of their names and a rule, top first, each disc's number in its
    peg's cell (wave 18's Java run: `` A | B | C``, ``----------``, ``| 3| 2 |1``), with no base under them: the
    moves are the drawings' differences, judged as their replay."""
    n, moves, _ = walk
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    lines = under_a_header(stacks, n, width, bar, rule, names)
    moves = moves[: next((i for i, (_, s, _) in enumerate(_sources(moves, n)) if s < 0), len(moves))]
    for i, (_, s, t) in enumerate(moves, 1):
        stacks[t].append(stacks[s].pop())
        lines += [""] * blanks + [between.format(i=i)] * bool(between) + under_a_header(stacks, n, width, bar, rule,
                                                                                        names)
    answer = "\n".join(lines) + "\n"
    if len(moves) > 1 and n > 1 and {t for *_, t in moves} >= {1, 2}:  # a column never drawn: no peg
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


@pytest.mark.xfail(strict=True, reason="bare numbers over a base line are read as pair moves, judged as written")
def test_drawings_of_bare_numbers_without_rods() -> None:
    """Each disc's number under its peg's column and nothing where no disc is: its rows (``2   1``) are pairs."""
    answer = " 1\n 2\n------------\n\n 2   1\n------------\n\n     1   2\n------------\n\n         1\n         2\n" \
             "------------\n"
    assert judged(answer, 2) == (True, None)


def test_a_number_too_long_for_an_int_in_a_state_or_a_time_is_no_state_and_no_time() -> None:
    """A list of pegs or an answer set's time with a number of 5,000 digits (past Python's int conversion limit)
    is read as neither a state nor a time: a report, never a ValueError."""
    big = "9" * 5000
    for text in (f"[{big}] [] []\n[1] [] []\n[] [1] []\n", f"Answer:\nmove(1,b,1)\nmove(2,c,2)\nmove(1,c,{big})\n"):
        assert not verify(text, discs=3).solved


def _objects(moves: list[Any], joint: str, noun: str, noun_first: bool, roles: tuple[str, str]) -> str:
    """The moves as a JSON list of objects whose keys join a role's word and a noun (``peg_start``, ``idDisk``)."""
    def key(word: str, other: str) -> str:
        first, second = (other, word) if noun_first else (word, other)
        return word if not other else first + second.capitalize() if joint == "camel" else first + joint + second

    items = [f'{{"{key("disk", "id")}": {d}, "{key(roles[0], noun)}": {s + 1}, "{key(roles[1], noun)}": {t + 1}}}'
             for d, s, t in moves]
    return "[\n  " + ",\n  ".join(items) + "\n]\n"


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.sampled_from(["_", "", "camel", "-"]), st.sampled_from(["peg", "rod", "tower", "pole",
       "id", ""]), st.booleans(), st.sampled_from([("start", "end"), ("source", "target"), ("from", "to"),
                                                   ("src", "dst"), ("origin", "destination")]))
def test_an_object_s_keys_are_read_by_their_words(walk: tuple[int, list[Move], bool], joint: str, noun: str,
                                                  noun_first: bool, roles: tuple[str, str]) -> None:
    """``{"disk": 1, "peg_start": 1, "peg_end": 3}`` (a search course's plan, wave 20): a key is read by the word
    of its role, however it is joined to a noun that names the kind of thing (``sourceTower``, ``to-rod``,
    ``disk_id``); judged as the replay."""
    n, moves, _ = walk
    answer = _objects(moves, joint, noun, noun_first, roles)
    if len(moves) > 1:
        assert judged(answer, n) == replay(list(moves), n), answer


KEY_WALKS = {  # (n, moves): a short wrong list that another reading of the roles solves, a solution, a slip
    "illegal at 3": (2, [(1, 0, 1), (1, 1, 2), (2, 0, 2)]), "solved": (3, [(d, s, t) for d, s, t in (
        (move.disc, move.source, move.target) for move in solve(3))]), "illegal at 2": (2, [(1, 0, 2), (2, 0, 2)]),
}


@pytest.mark.parametrize("walk", sorted(KEY_WALKS))
def test_every_spelling_of_an_object_s_keys_is_read_by_its_words(walk: str) -> None:
    """The space of the test above, whole: every joint, noun and order of words in the keys, for a wrong list that a
    template reading the roles the other way would solve ({"id_disk": 1, "peg_start": 1, "peg_end": 2}, ...: the
    keys name the roles, so no reading that swaps them may judge it; found by Hypothesis in session 24)."""
    n, moves = KEY_WALKS[walk]
    wrong = []
    for joint, noun, noun_first, roles in itertools.product(["_", "", "camel", "-"], ["peg", "rod", "tower", "pole",
            "id", ""], [True, False], [("start", "end"), ("source", "target"), ("from", "to"), ("src", "dst"),
                                       ("origin", "destination")]):
        answer = _objects(moves, joint, noun, noun_first, roles)
        if judged(answer, n) != replay(list(moves), n):
            wrong.append(answer)
    assert not wrong, f"{len(wrong)} wrong, e.g. {wrong[0]}"


@settings(max_examples=200, deadline=None)
@given(walks(), st.sampled_from([("From", "to"), ("from", "to"), ("von", "nach"), ("", "to")]),
       st.sampled_from(["ABC", "123"]))
def test_markers_glued_to_the_peg_names(walk: tuple[int, list[Move]], markers: tuple[str, str], names: str) -> None:
    """``FromAtoC`` a line (a program that prints its words and pegs with no space, wave 20): the markers of the
    role table glued between peg names still read as a move."""
    n, moves = walk
    answer = "".join(f"{markers[0]}{names[s]}{markers[1]}{names[t]}\n" for _, s, t in moves)
    if n > 1 and len(moves) > 1 and len({peg for _, s, t in moves for peg in (s, t)}) == 3:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.integers(2, 50), st.integers(1, 100))
def test_pegs_named_by_evenly_spaced_numbers(walk: tuple[int, list[Move], bool], first: int, step: int) -> None:
    """``Moving 1 from 10 to 30`` (pegs 10, 20, 30, wave 20), or a judge's ids 10, 11, 12: three numbers evenly
    spaced, none of them 0 or 1, name the pegs in their order; judged as the replay."""
    n, moves, _ = walk
    names = [first + step * peg for peg in range(3)]
    answer = "".join(f"Moving {d} from {names[s]} to {names[t]}\n" for d, s, t in moves)
    if len({peg for _, s, t in moves for peg in (s, t)}) == 3:
        assert judged(answer, n) == replay(list(moves), n), answer


def test_three_numbers_not_evenly_spaced_name_no_pegs() -> None:
    """Pegs 10, 20, 40: no order of spaced ids; the numbers stay numbers, and pegs 10 and up do not exist."""
    answer = "Moving 1 from 10 to 40\nMoving 2 from 10 to 20\nMoving 1 from 40 to 20\n"
    report = verify(answer, discs=2, goal="BB")
    assert not report.solved and report.first_error is not None and report.first_error.step == 1


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.sampled_from(["", "int[][] moves = ", "assertEquals(expected, new int[][]"]),
       st.sampled_from([", ", ","]), st.booleans())
def test_an_array_literal_of_brace_lists(walk: tuple[int, list[Move], bool], head: str, comma: str,
                                         spaced: bool) -> None:
    """``new int[][]{{1, 2}, {1, 3}, {2, 3}}`` (a JUnit test's expectation, wave 20): C, Java and C# write a list
    of pairs in braces; each pair is a move [from, to], judged as the replay."""
    n, moves, _ = walk
    pad = " " if spaced else ""
    array = "{" + pad + comma.join(f"{{{s + 1}{comma}{t + 1}}}" for _, s, t in moves) + pad + "}"
    answer = head + array + (");" if head.startswith("assert") else ";" if head else "") + "\n"
    if len({peg for _, s, t in moves for peg in (s, t)}) == 3:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


def planner_places(moves: list[Move], n: int) -> list[tuple[int, str, str]]:
    """Each move's disc and its two places as a PDDL plan names them: the disc or peg it leaves and lands on."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]

    def under(peg: int, skip: int) -> str:  # the disc under the top ``skip`` of a peg, or the peg
        rest = stacks[peg][: len(stacks[peg]) - skip]
        return f"disk{rest[-1]}" if rest else f"peg{peg + 1}"

    places = []
    for d, s, t in moves:
        places.append((d, under(s, 1), under(t, 0)))
        if stacks[s] and stacks[s][-1] == d:
            stacks[t].append(stacks[s].pop())
        else:
            break  # a spoiled move: its places are what the plan names; the replay stops there
    return places


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(), st.sampled_from(["disk-to-peg", "move-on", "move_disk", "put-to", "przesun"]),
       st.booleans())
def test_a_planner_s_action_of_any_name_moves_a_disc_between_places(
    walk: tuple[int, list[Move], bool], name: str, cost: bool,
) -> None:
    """``(disk-to-peg disk1 disk2 peg3)``, ``move-on disk1 disk2 peg3 (1)`` (a domain's own action names, Fast
    Downward's output with each action's cost, wave 14): an action whose arguments are a disc and two places (a disc
    or a peg) moves that disc, whatever the action is called (one of three discs needs a verb or 'to' in its name:
    ``(make_smaller disc2 disc3 disc4)`` derives a fact); judged as the replay."""
    n, moves, _ = walk
    places = planner_places(moves, n)
    lines = [f"{name} disk{d} {s} {t} (1)" if cost else f"({name} disk{d} {s} {t})" for d, s, t in places]
    assume(len(places) == len(moves) and len(moves) > 1)
    assert judged("\n".join(lines) + "\n", n) == replay(list(moves), n), lines


@settings(max_examples=100, deadline=None)
@given(move_walks.walks(), st.sampled_from([("left", "centre", "right"), ("left", "middle", "right"),
                                            ("source", "spare", "target")]))
def test_a_prolog_list_of_words_a_line(walk: tuple[int, list[Move], bool], names: tuple[str, str, str]) -> None:
    """``[move,a,disc,from,the,left,pole,to,the,centre,pole]`` a line (a Prolog interpreter's ``write`` of a list of
    words, wave 14): the words are a sentence, and a line of commas with brackets is no CSV header; judged as the
    replay."""
    n, moves, _ = walk
    answer = "".join(f"[move,a,disc,from,the,{names[s]},pole,to,the,{names[t]},pole]\n" for _, s, t in moves)
    if len({peg for _, s, t in moves for peg in (s, t)}) == 3:
        assert judged(answer, n) == replay([(None, s, t) for _, s, t in moves], n), answer


@settings(max_examples=200, deadline=None)
@given(move_walks.walks(most=5, spoils=("third",)), st.sampled_from(["Krążek", "disk", "d", ""]),
       st.sampled_from(["'", '"', ""]), st.booleans())
def test_states_of_discs_named_from_the_largest(walk: tuple[int, list[Move], bool], name: str, quote: str,
                                                 largest_first: bool) -> None:
    """``A = ['Krążek0', 'Krążek1']`` after each move (a Polish program's trace, wave 17): a peg's list bottom first
    with the discs numbered from the largest (disc 0 at the bottom), or from the smallest; the discs may be named
    with their number.  The moves between the states are judged as the replay."""
    n, moves, _ = walk
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    blocks = []
    moves = moves[: next((i for i, (_, s, _) in enumerate(_sources(moves, n)) if s < 0), len(moves))]
    for step, (_, s, t) in enumerate(moves, 1):
        stacks[t].append(stacks[s].pop())  # a disc put onto a smaller one is that move's error
        label = [n - disc if largest_first else disc - 1 for disc in range(n + 1)]
        rows = [f"{peg} = [{', '.join(f'{quote}{name}{label[disc]}{quote}' for disc in stack)}]"
                for peg, stack in zip("ABC", stacks, strict=True)]
        blocks.append(f"move number {step}\n" + "\n".join(rows) + "\n\n")
    assume(len(moves) > 2 and n > 1)
    assert judged("".join(blocks), n) == replay([(None, s, t) for _, s, t in moves], n), blocks
