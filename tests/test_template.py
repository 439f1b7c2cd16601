"""The reader by template (hanoi.verify.template): any move list written with one template, in any script,
is read back exactly; an illegal one is never judged solved and fails at the step it breaks the rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hanoi import solve
from hanoi.state import State
from hanoi.verify.explain import explain_template
from hanoi.verify.report import verify
from hanoi.verify.template import REASON, STRETCH, read_stretch, read_template, tokens

ALPHABETS = ["abcdefghijklmnopqrstuvwxyz", "абвгдежзиклмнопрст", "αβγδεζηθικλμνξοπ", "가나다라마바사아자차카타파하",
             "ابتثجحخدذرزسشصضطظعغ", "円盤棒塔移動左右中", "ąćęłńóśźż"]


@st.composite
def words(draw: st.DrawFn) -> str:
    alphabet = draw(st.sampled_from(ALPHABETS))
    return draw(st.text(alphabet, min_size=2, max_size=7))


@st.composite
def rendering(draw: st.DrawFn) -> tuple[list[str], int, list[tuple[int, int, int]], list[str]]:
    """A template (constant words around the slots), the discs, the optimal solution and peg names."""
    kind = draw(st.sampled_from(["letters", "digits", "words"]))
    n = draw(st.integers(3 if kind == "digits" else 2, 5))  # 3 moves all in numbers are ambiguous: refused
    pegs = ["A", "B", "C"] if kind == "letters" else ["1", "2", "3"] if kind == "digits" else []
    while len(set(pegs)) < 3:
        pegs = [draw(words()) for _ in range(3)]
    fillers = draw(st.lists(words(), min_size=4, max_size=4))
    if any(len(tokens(word)) != 1 for word in pegs):  # an ideograph is a token: a peg name of two is two tokens
        pegs = ["START", "WORK", "GOAL"]
    if set(fillers) & set(pegs) or len({tokens(word)[-1] for word in fillers[1:]}) < 3:  # a word before two slots
        fillers = ["Verplaats", "schijf", "van", "naar"]  # says they are one kind (peg 1 ... peg 3): not a disc's
    moves = [(move.disc, move.source, move.target) for move in solve(n)]
    return fillers, n, moves, pegs


def render(fillers: list[str], moves: list[tuple[int, int, int]], pegs: list[str], *, swap: bool = False,
           noise: Sequence[str] = (), disc: Callable[[int], str] = str) -> str:
    lines = []
    for step, (d, s, t) in enumerate(moves):
        first, second = (pegs[t], pegs[s]) if swap else (pegs[s], pegs[t])
        lines.append(f"{fillers[0]} {fillers[1]} {disc(d)} {fillers[2]} {first} {fillers[3]} {second}")
        if noise and step % 3 == 1:
            lines.append(noise[step % len(noise)])
    return "\n".join(lines)


def read(text: str, n: int) -> tuple[list[tuple[int, int, int]], bool] | None:
    found = read_template(text, State.perfect(n), State.perfect(n, peg=2))
    return None if found is None else ([item.value for item in found.items], found.solved)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rendering(), st.lists(st.one_of(words(), st.integers(0, 99).map(str)), min_size=1, max_size=3))
def test_a_legal_list_in_any_template_is_read_back_exactly(drawn, noise) -> None:
    fillers, n, moves, pegs = drawn
    text = "\n".join(["Prompt: " + " ".join(noise), render(fillers, moves, pegs, noise=noise), str(len(moves))])
    assert read(text, n) == (moves, True)
    report = verify(text, State.perfect(n), State.perfect(n, peg=2))
    assert report.solved and report.moves == len(moves)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rendering(), st.data())
def test_an_illegal_list_is_never_solved_and_fails_where_it_breaks(drawn, data) -> None:
    fillers, n, moves, pegs = drawn
    step = data.draw(st.integers(1, len(moves) - 1))  # 0-based index of the broken move (not the first)
    stacks = State.perfect(n).stacks()
    for _, s, t in moves[:step]:
        stacks[t].append(stacks[s].pop())
    s, t = next((s, t) for s in range(3) for t in range(3) if stacks[s] and stacks[t] and stacks[s][-1] > stacks[t][-1])
    broken = [*moves[:step], (stacks[s][-1], s, t), *moves[step + 1 :]]
    for swap in (False, True):  # read target first or not, discs from the top or the bottom: never solved
        found = read(render(fillers, broken, pegs, swap=swap), n)
        assert found is None or not found[1]
    report = verify(render(fillers, broken, pegs), State.perfect(n), State.perfect(n, peg=2))
    assert not report.solved
    if report.answer and report.answer.startswith(REASON):
        assert report.first_error is not None and report.first_error.step == step + 1


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rendering(), st.sampled_from(["---", "-" * 19, "=====", "***"]), st.data())
def test_a_horizontal_rule_parts_two_lists_of_one_template(drawn, rule: str, data) -> None:
    """A draft (a try of three lines or more that breaks a rule, or another solution) and the answer, of one
    template, on either side of a rule (wave 18's ``-------------------`` between a program's two tries): each is a
    list of its own, the last the answer (a solution before it never rescues a broken one after it).  A rule after
    every move, as traces print, parts no list: it stays one.  The lists before the last may be short (a program run
    for 1, 2, 3 and 4 discs with a rule between the runs: wave 18's ``move 1-disc from st => go``)."""
    fillers, n, moves, pegs = drawn
    cut = data.draw(st.integers(3, max(3, len(moves) - 1)))
    kind = data.draw(st.sampled_from(["twice", "solution", "short"]))
    draft = {"twice": [*moves[:cut], moves[cut - 1]], "solution": moves,  # a move made twice: illegal
             "short": moves[: data.draw(st.integers(1, 2))]}[kind]  # a smaller puzzle's run
    text = "\n".join([render(fillers, draft, pegs), rule, render(fillers, moves, pegs)])
    assert read(text, n) in ((moves, True), (draft, True))  # two solutions: either read is the same answer
    assert verify(text, State.perfect(n), State.perfect(n, peg=2)).solved
    if draft != moves:  # the last list is the answer: a solution before the rule never rescues a broken one after it
        assert not verify("\n".join(
            [render(fillers, moves, pegs), rule, render(fillers, draft, pegs)]), State.perfect(n),
            State.perfect(n, peg=2)).solved
    traced = "\n".join(f"{render(fillers, [move], pegs)}\n{rule}" for move in moves)
    assert read(traced, n) == (moves, True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rendering())
def test_roles_written_target_first_or_discs_from_the_bottom_are_read_right(drawn) -> None:
    fillers, n, moves, pegs = drawn
    assert read(render(fillers, moves, pegs, swap=True), n) == (moves, True)
    found = read(render(fillers, moves, pegs, disc=lambda d: str(n - d)), n)  # 0 the largest, as in a paper's logs
    assert found == (moves, True)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["XYZ", "SAD", "LMR", "PQR"]), st.sampled_from(["Move disk {d} from {s} to {t}", "{s} -> {t}",
       "{d}: {s} => {t}", "Déplacer le disque {d} de {s} vers {t}", "Verplaats schijf {d} van {s} naar {t}"]))
def test_roles_read_the_other_way_never_make_an_illegal_list_legal(names: str, line: str) -> None:
    """One disc moved first legally, then from an empty peg: read target first, the three lines would solve; where
    the vocabulary's markers (``from``, ``de``, ``=>``) gave the roles, no template reading may turn them (found by
    test_families' initials property).  Where the pegs are names the reader knows, in sentences and in compact lines
    alike (``X -> Z``, read by the same naming), the error is at step 2; P, Q, R are no names, so there only the
    verdict is asserted.  (Lines with no marker at all, ``disc 1 X Z``, are the template's alone, which takes
    another reading of the roles when the plainest breaks a rule within two moves: docs/verify.md.)"""
    moves = [(1, 0, 2), (1, 1, 0), (1, 0, 1)]
    text = "\n".join(line.format(d=d, s=names[s], t=names[t]) for d, s, t in moves)
    report = verify(text, State.perfect(1), State.perfect(1, peg=2))
    assert not report.solved, report
    if names != "PQR":
        assert report.first_error is not None and report.first_error.step == 2, report


@pytest.mark.parametrize("names", ["ABC", "XYZ"])
def test_a_wrong_disc_in_lines_with_no_marker_fails_where_it_is_written(names: str) -> None:
    """``disc 2 A C ok``: no marker gives the roles (an upper-case ``A`` is a peg, never Spanish ``a``, "to").  With
    one disc label spoiled, no reading solves the list; it is judged in the plainest reading, at the spoiled step, not
    in another reading that only replays further."""
    moves = [(move.disc, move.source, move.target) for move in solve(3)]
    for step, (disc, source, target) in enumerate(moves):
        for wrong in {1, 2, 3} - {disc}:
            spoiled = [*moves[:step], (wrong, source, target), *moves[step + 1 :]]
            text = "\n".join(f"disc {d} {names[s]} {names[t]} ok" for d, s, t in spoiled)
            report = verify(text, State.perfect(3), State.perfect(3, peg=2))
            assert report.first_error is not None and report.first_error.step == step + 1, (text, report)


def tree(n: int, source: int, target: int, depth: int, line: Callable[[int, int, int], str]) -> list[str]:
    """A recursive solution's call tree drawn with box-drawing branches (``│   ├─``), each move printed at its depth."""
    if n == 0:
        return []
    other, lead = 3 - source - target, "│   " * depth
    return [f"{lead}├─ solve({n}, {source}, {target})", *tree(n - 1, source, other, depth + 1, line),
            f"{lead}├─ {line(n, source, target)}", *tree(n - 1, other, target, depth + 1, line)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rendering())
def test_moves_printed_at_every_depth_of_a_call_tree_are_one_template(drawn) -> None:
    """The branches drawn before a line (``│   │   ├─``) are layout: the printed moves at every depth share one
    template, read back exactly."""
    fillers, n, moves, pegs = drawn
    lines = tree(n, 0, 2, 0, lambda d, s, t: render(fillers, [(d, s, t)], pegs))
    assert read("\n".join(lines), n) == (moves, True)


def test_korean_counters_source_first_and_japanese_word_pegs() -> None:
    korean = "\n".join(f"{s + 1}번 기둥의 {d}번 원반을 {t + 1}번 기둥에 옮긴다." for d, s, t in
                       [(m.disc, m.source, m.target) for m in solve(3)])
    assert read(korean, 3) == ([(m.disc, m.source, m.target) for m in solve(3)], True)
    names = ["START", "WORK", "GOAL"]
    japanese = "\n".join(f"{m.disc}番の円盤を{names[m.source]}から{names[m.target]}に移動させる" for m in solve(3))
    assert read(japanese, 3) == ([(m.disc, m.source, m.target) for m in solve(3)], True)


def test_count_lines_and_a_typo_are_skipped_and_shown() -> None:
    lines = [f"Lege Scheibe {m.disc} von Turm {'ABC'[m.source]} auf Turm {'ABC'[m.target]}" for m in solve(3)]
    text = "\n".join([lines[0], "1", lines[1], lines[2], "3", *lines[3:]]).replace("Lege", "Leeg", 1)
    found = read_template(text, State.perfect(3), State.perfect(3, peg=2))
    assert found is not None and found.solved and [number for number, _ in found.skipped] == [2, 5]
    assert found.template == "{…} Scheibe {disc} von Turm {source} auf Turm {target}"


def test_a_disc_named_on_every_line_alike_is_still_the_disc() -> None:
    """``Move disk 1`` on every line: the 1 is no filler, so moving disc 1 twice from peg A is illegal."""
    text = "Przenieś krążek 1 z A do B\nPrzenieś krążek 1 z A do C\nPrzenieś krążek 1 z B do C"
    report = verify(text, discs=2)
    assert not report.solved and report.first_error is not None and report.first_error.step == 2


def test_options_and_valid_lists_off_the_goal_keep_the_vocabulary_reading() -> None:
    """Pegs X, Y, Z are read X=0, Y=1, Z=2; a valid list ending on Y is not renamed into a solution."""
    report = verify("Move disk from X to Z\nMove disk from Z to X\nMove disk from X to Y\n", discs=1)
    assert report.valid and not report.solved
    lines = "\n".join(f"{m.disc}번 원반을 {'ABC'[m.source]}에서 {'ABC'[m.target]}로 옮김" for m in solve(2))
    assert verify(lines, discs=2).solved and not verify(lines, discs=2, disc_names="2,1").solved


def test_the_explanation_names_the_template_and_the_skipped_lines(tmp_path: Path) -> None:
    path = tmp_path / "run.txt"
    path.write_text("Input: 2\n{1}번 원반을 {A}에서 {B}로 이동\n1\n{2}번 원반을 {A}에서 {C}로 이동\n"
                    "{1}번 원반을 {B}에서 {C}로 이동\n3\n", encoding="utf-8")
    lines = explain_template(path, State.perfect(2), State.perfect(2, peg=2))
    assert lines[0].startswith("template: '{ {disc} } 번 원반을 { {source} } 에서 { {target} } 로 이동'")
    assert lines[-1] == "skipped line 3: '1': not of the template" and len(lines) == 8


def test_a_forced_notation_reads_letters_from_a() -> None:
    """``--notation letters`` is the caller's word: X is peg 23 there, while detected lines name X, Y, Z as pegs."""
    forced = verify("X -> Z\nY -> X\n", discs=1, notation="letters")
    assert forced.first_error is not None and "peg 23 does not exist" in str(forced.first_error)
    assert not verify("X -> Z\nY -> X\n", discs=1).solved and verify("X -> Z\n", discs=1).solved


@pytest.mark.parametrize("line", ["{d} -> {t}", "{d} => {t}", "({d}, {t})", "{d}: {t}", "#{d} to {t}"])
@pytest.mark.parametrize(("n", "base"), [(3, 1), (4, 1), (5, 0)])
def test_a_pair_that_names_one_value_twice_is_a_disc_and_its_target(line: str, n: int, base: int) -> None:
    """No move goes from a peg to itself: where a line of a two-slot family holds one value in both (``2 -> 2``),
    the slots are a disc and its target, the move from the peg the disc is on (code-golf-disc-to-pole: ``1 -> 3``,
    ring 1 onto pole 3).  Every optimal solution of 3 discs and more has such a line.  (A file of nothing but pairs
    is a plain notation, read as written: source -> target.)"""
    moves = [(move.disc - 1 + base, move.target + base) for move in solve(n)]
    assert any(disc == target for disc, target in moves)
    text = "\n".join(["Each line is a ring and the pole it goes to:", *(line.format(d=d, t=t) for d, t in moves)])
    report = verify(text, State.perfect(n), State.perfect(n, peg=2))
    assert report.solved and report.moves == 2**n - 1, report


@pytest.mark.parametrize("line", ["move({d},{t})", "  o(move({d},{t}))", "disc {d}: {t}", "[{d}] -> {t}",
                                  "put({d}, {t})."])
@pytest.mark.parametrize("bottom", [False, True])
@pytest.mark.parametrize("n", [3, 4])
def test_a_disc_s_number_and_its_target_s_letter_are_a_move_from_where_the_disc_is(line: str, bottom: bool,
                                                                                     n: int) -> None:
    """Two slots that never meet, numbers and letters: a disc and its target (a temporal ASP solver's ``move(4,b)``,
    its discs numbered from the bottom: wave 22), whatever the call looks like; a list spoiled at one move, its
    target put on the third peg, is not solved, and wrong where its replay first breaks when the discs count from
    the top (a number and a letter in brackets are a disc and its target move by move too: pegs are named one way;
    discs counted from the bottom are read so only where that reading solves)."""
    moves = [(n + 1 - move.disc if bottom else move.disc, move.source, move.target) for move in solve(n)]
    def text(moves: list[tuple[int, int, int]]) -> str:
        return "\n".join(["Solving...", *(line.format(d=d, t="abc"[t]) for d, _, t in moves), "SATISFIABLE"])

    assert verify(text(moves), State.perfect(n), State.perfect(n, peg=2)).solved, text(moves)
    for step in range(len(moves) - 1):
        disc, source, target = moves[step]
        spoiled = [*moves[:step], (disc, source, 3 - source - target), *moves[step + 1 :]]
        report = verify(text(spoiled), State.perfect(n), State.perfect(n, peg=2))
        truth = _first_illegal([(n + 1 - d if bottom else d, t) for d, _, t in spoiled], n)
        assert not report.solved and report.first_error is not None, text(spoiled)
        assert bottom or report.first_error.step == truth, (step, truth, report.first_error, text(spoiled))


def _first_illegal(moves: list[tuple[int, int]], n: int) -> int:
    """The first step at which a disc (1 the smallest) cannot go to its target from the tower on peg 0, or one past
    the end (the list misses the goal)."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for step, (disc, target) in enumerate(moves, 1):
        source = next(peg for peg, stack in enumerate(stacks) if disc in stack)
        if stacks[source][-1] != disc or source == target or (stacks[target] and stacks[target][-1] < disc):
            return step
        stacks[target].append(stacks[source].pop())
    return len(moves) + 1


@pytest.mark.parametrize("n", [3, 4])
def test_a_move_from_a_peg_to_itself_stays_illegal_where_it_is_written(n: int) -> None:
    """The disc-and-target reading is taken only where it solves the puzzle: a source -> target list with one move
    from a peg to itself is judged as written, wrong at that step, in every notation of the test above."""
    moves = [(move.source + 1, move.target + 1) for move in solve(n)]
    for step in range(1, len(moves)):
        spoiled = [*moves[:step], (moves[step][0], moves[step][0]), *moves[step + 1 :]]
        text = "\n".join(["The moves, from -> to:", *(f"{s} -> {t}" for s, t in spoiled)])
        report = verify(text, State.perfect(n), State.perfect(n, peg=2))
        assert report.first_error is not None and report.first_error.step == step + 1, (step, report)


def _replays(moves: Sequence[tuple[int, int, int]], n: int) -> int | None:
    """The first illegal step of ``moves`` (disc, source, target) from the tower on peg 0, or None if all are legal."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for step, (disc, source, target) in enumerate(moves, 1):
        if not stacks[source] or stacks[source][-1] != disc or (stacks[target] and stacks[target][-1] < disc):
            return step
        stacks[target].append(stacks[source].pop())
    return None


@pytest.mark.parametrize("line", ["Move disc {d} from peg {s} to peg {t}.", "disk {d} from rod {s} to rod {t}",
                                  "Mover el disco {d} de la torre {s} a la torre {t}",
                                  "Scheibe {d} von Stab {s} nach Stab {t}"])
def test_pegs_named_after_one_word_are_never_read_as_the_disc(line: str) -> None:
    """Every list of three moves of 2 discs with pegs numbered 1 to 3: where the writer says ``peg 1`` and ``peg 3``
    (and ``disc 2``), no template reading may take a peg's number for the disc, nor a peg named alike in every line
    (``to peg 3``) for no peg, to solve an illegal list.  Only the reading of discs numbered from the bottom, the one
    convention a list of numbers leaves open, may do so; it says so in a note.  (Before: 18 of these lists solved
    through a swapped disc and peg.)"""
    triples = [(d, s, t) for d in (1, 2) for s in range(3) for t in range(3) if s != t]
    for moves in ((a, b, c) for a in triples for b in triples for c in triples):
        if _replays(moves, 2) is None:
            continue
        text = "".join(line.format(d=d, s=s + 1, t=t + 1) + "\n" for d, s, t in moves)
        report = verify(text, State.perfect(2), State.perfect(2, peg=2))
        assert not report.solved or any("from the bottom" in note for note in report.notes), (text, report.notes)


# ---------------------------------------------------------------------------- the stretch (read_stretch)
STRETCH_LINES = ["{s} {t}", "{s} -> {t}", "Hareket {i}: {s} {t}", "{i}. {s} → {t}", "disk {d}: {s} {t}",
                 "przenieś krążek {d} z {s} do {t}", "({s}, {t})", "step {i} - {s} {t}", "{s}{t}"]
STRETCH_NAMES = ["ABC", "abc", "123", "012", "XYZ", "PQR"]


@st.composite
def written_walks(draw: st.DrawFn) -> tuple[str, int, list[tuple[int, int, int]], bool, bool]:
    """A list of moves (an optimal solution, or one spoiled: a move dropped, repeated or swapped, or moves at random)
    written one a line, between a heading and a closing line, with peg names and a line shape from a set."""
    n = draw(st.integers(1, 3))
    moves = [(move.disc, move.source, move.target) for move in solve(n)]
    spoil = draw(st.sampled_from(["none", "drop", "repeat", "swap", "random"]))
    at = draw(st.integers(0, len(moves) - 1))
    if spoil == "drop":
        moves = moves[:at] + moves[at + 1:]
    elif spoil == "repeat":
        moves.insert(at, moves[at])
    elif spoil == "swap" and at + 1 < len(moves):
        moves[at], moves[at + 1] = moves[at + 1], moves[at]
    elif spoil == "random":
        moves = draw(st.lists(st.tuples(st.integers(1, n), st.integers(0, 2), st.integers(0, 2)).filter(
            lambda move: move[1] != move[2]), min_size=1, max_size=8))
    names, line = draw(st.sampled_from(STRETCH_NAMES)), draw(st.sampled_from(STRETCH_LINES))
    body = [line.format(i=i, d=d, s=names[s], t=names[t]) for i, (d, s, t) in enumerate(moves, start=1)]
    text = "\n".join([draw(st.sampled_from(["", "Here is my answer:", f"Solution for {n} discs"])), *body,
                      draw(st.sampled_from(["", "Done.", "That is all."]))])
    recall = names in ("ABC", "abc") and line in ("{s} {t}", "{s} -> {t}", "({s}, {t})", "{i}. {s} → {t}")
    return text, n, moves, _solves(moves, n, "{d}" in line), recall


def _solves(moves: list[tuple[int, int, int]], n: int, discs: bool) -> bool:
    """Whether ``moves`` are legal (each moves the disc it names, when ``discs``) and end with the tower on peg 2."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    for disc, source, target in moves:
        top = stacks[source][-1] if stacks[source] else 0
        if not top or (discs and top != disc) or (stacks[target] and stacks[target][-1] < top):
            return False
        stacks[target].append(stacks[source].pop())
    return stacks[2] == list(range(n, 0, -1))


@settings(max_examples=800, deadline=None)
@given(written_walks())
def test_the_stretch_reads_only_the_list_written_and_only_a_solution(walk) -> None:
    """Whatever the names and the line's shape, a stretch is the list as written (its pegs in order, a disc it names
    the disc moved), and only a list that solves the puzzle: a list with a move dropped, repeated, swapped, or moves
    at random, is never read as another list that would.  A solution in letters or numbers (no unknown word for a
    peg) is found."""
    text, n, moves, solves, recall = walk
    found = read_stretch(text, State.perfect(n), State.perfect(n, peg=2))
    if found is not None:
        assert solves and [item.value[-2:] for item in found.items] == [(s, t) for _, s, t in moves], text
    assert found is not None or not (solves and recall), text


def test_glued_pegs_are_two_pegs_in_a_line_s_shape_as_in_its_moves() -> None:
    """A line ``AB`` is the move A to B, and its shape is that of ``AC``: ``AB`` then ``AC`` for one disc is no
    stretch (the second line alone is not cut out of the list written; hypothesis found it reading ``AC`` alone),
    and ``AB AC BC`` for two discs is the list as written."""
    assert read_stretch("AB\nAC\n", State.perfect(1), State.perfect(1, peg=2)) is None
    found = read_stretch("AB\nAC\nBC\n", State.perfect(2), State.perfect(2, peg=2))
    assert found is not None and [item.value for item in found.items] == [(0, 1), (0, 2), (1, 2)]
    assert read_stretch("ab\nac\nbc\n", State.perfect(2), State.perfect(2, peg=2)) is None  # capitals only


def test_a_line_of_moves_in_an_unknown_language_is_read_by_its_peg_names_and_explained(tmp_path: Path) -> None:
    """No reader finds a list in ``najpierw A C potem A B i C B``: the stretch reads its peg names in pairs, the
    report says so, and ``--explain`` shows each move; with one pair left out it is no solution and not read."""
    text = "Rozwiązanie:\nnajpierw A C potem A B i C B\n"
    report = verify(text, State.perfect(2), State.perfect(2, peg=1))
    assert report.solved and report.answer is not None and report.answer.startswith(STRETCH), report
    assert report.notes == ("pegs named by letters, read in pairs on lines 2 to 2 (no vocabulary)",)
    lines = explain_template(text, State.perfect(2), State.perfect(2, peg=1), how="stretch")
    assert lines[0].startswith("template: '{source} {target}, in pairs (pegs named by letters)'")
    assert lines[1:3] == ["move 1 (line 2): 'najpierw A C potem A B i C B'",
                          "    disc: no slot (the top disc of the source), source: peg 0 (A), target: peg 2 (C)"]
    assert not verify(text.replace(" potem A B", ""), State.perfect(2), State.perfect(2, peg=1)).solved


def test_a_stretch_is_never_cut_from_a_list_that_goes_on() -> None:
    """``1. 1 → 2`` ... ``4. 2 → 3``: the first three lines solve 2 discs, but the fourth, numbered alike (its step
    number is no peg name: a number is a number in a line's shape), goes on; no stretch is read (found by the
    property above in a fresh-clone run)."""
    text = "\n1. 1 → 2\n2. 1 → 3\n3. 2 → 3\n4. 2 → 3\n"
    assert read_stretch(text, State.perfect(2), State.perfect(2, peg=2)) is None
    assert read_stretch(text.replace("4. 2 → 3\n", ""), State.perfect(2), State.perfect(2, peg=2)) is not None


def test_a_stretch_that_passes_through_the_goal_and_ends_there_is_read_whole() -> None:
    """``A C``, ``C A``, ``A C``: one disc reaches the goal after the first line, leaves it and comes back; the list
    written is the three lines, not its first (found by the property above in a fresh-clone run); a list that
    leaves the goal and ends elsewhere is no stretch."""
    found = read_stretch("\nA C\nC A\nA C\n", State.perfect(1), State.perfect(1, peg=2))
    assert found is not None and [item.value for item in found.items] == [(0, 2), (2, 0), (0, 2)]
    assert read_stretch("\nA C\nC A\nA B\n", State.perfect(1), State.perfect(1, peg=2)) is None


def test_a_word_of_the_role_table_after_a_disc_noun_is_no_disc() -> None:
    """``Move disk from A to B``, in a program's string after its type (``int -> string -> string``): the word after
    ``disk`` is the source's marker, not a disc's name, and the top disc moves (wave 12's Standard ML run)."""
    text = 'val move = fn: int -> string -> string\nval it =\n   "\\nMove disk from A to B\\nMove disk from A to C' \
           '\\nMove disk from B to C\\n":\n   string\n'
    report = verify(text, State.perfect(2), State.perfect(2, peg=2))
    assert report.solved and report.moves == 3, report
    assert not verify(text.replace("A to C", "B to C"), State.perfect(2), State.perfect(2, peg=2)).solved


def test_a_stretch_that_reads_a_failing_readings_lines_and_more_overrules_it_never_a_draft_before_it() -> None:
    """A run whose lines the vocabulary reads one in two (the preposition typed with a Latin c in every other line):
    the reading fails, the stretch reads every line it read and the others, and the list solves.  A stretch before
    the reading (scratch work, then the answer: one illegal move) never overrules it (found by the red team)."""
    moves = [(1, 1, 3), (2, 1, 2), (1, 3, 2), (3, 1, 3), (1, 2, 1), (2, 2, 3), (1, 1, 3)]
    text = "".join(f"Переложить диск {d} {'со' if i % 2 else 'cо'} стержня {s} на стержень {t}\n"
                   for i, (d, s, t) in enumerate(moves))
    report = verify(text, discs=3)
    assert report.solved and report.answer is not None and report.answer.startswith(STRETCH), report
    assert not verify(text.replace("диск 3", "диск 2"), discs=3).solved
    scratch = "Scratch:\n" + "".join(f"{'ABC'[s - 1]} ~ {'ABC'[t - 1]}\n" for _, s, t in moves)
    assert not verify(scratch + "So the answer is: move disk 3 from A to C.\n", discs=3).solved


def test_the_stretch_reads_a_first_move_glued_to_a_prompt_and_numbers_that_count() -> None:
    """``DIGITE O NÚMERO DE DISCOS: MOVE 1 DE A PRA B``: a prompt about the discs glued to the first move (whose
    line, about several discs, is no move as a whole) gives its tail shaped as the next lines; ``3 moves: A→B, A→C,
    B→C``: a number that is not one for each move is a count, no disc.  Either spoiled is no solution."""
    glued = "DIGITE O NÚMERO DE DISCOS: MOVE 1 DE A PRA B\nMOVE 2 DE A PRA C\nMOVE 1 DE B PRA C\n"
    counted = "Input: n=2\nOutput: 3 moves: A→B, A→C, B→C\n"
    for text in (glued, counted):
        assert verify(text, State.perfect(2), State.perfect(2, peg=2)).solved, text
    assert not verify(glued.replace("MOVE 2", "MOVE 1"), State.perfect(2), State.perfect(2, peg=2)).solved
    assert not verify(counted.replace("A→C,", "C→A,"), State.perfect(2), State.perfect(2, peg=2)).solved


def test_a_move_glued_to_the_end_of_a_bracket_lists_line_starts_the_next_list() -> None:
    """A test case's input list, then its expected output as a string of ``\\n`` escapes on the same line: the
    first move, at the end of the input's line, is the list's first (wave 6's quiz test cases)."""
    text = "{ input: [2, 'A', 'C', 'B'], expected: 'Move disk 1 from A to B\\nMove disk 2 from A to C\\n" \
           "Move disk 1 from B to C' },\n"
    assert verify(text, discs=2).solved
    assert not verify(text.replace("disk 1 from A to B", "disk 1 from A to C"), discs=2).solved


def test_a_transcripts_illegal_move_is_never_overruled_by_a_stretch() -> None:
    """A game of one turn whose move is illegal (B -> A, peg B empty): the other party's list of valid moves (A -> B,
    B -> C) solves the puzzle, but a transcript is read as turns, and no stretch of its lines is read (found by the
    transcript property)."""
    text = "User: Solve the puzzle of 1 discs, one move a turn.\nAssistant: My move: B -> A\n" \
           "User: OK. Valid moves are A -> B, B -> C.\n"
    report = verify(text, discs=1)
    assert not report.solved and report.first_error is not None and report.first_error.step == 1, report


def test_a_word_about_several_discs_unmakes_a_line_of_one_move_only() -> None:
    """``a -> b a -> c b -> c 解(移動回数): 3``: a line of several moves is a list, though a count word (数) follows
    it; a line of one move about several discs (``move n-1 discs from a to b``, ``移动盘数 a -> b``) is no move."""
    text = "[実行結果(円盤の枚数が2の場合)]\na -> b a -> c b -> c 解(移動回数): 3\n"
    assert verify(text, State.perfect(2), State.perfect(2, peg=2)).solved
    assert not verify(text.replace("a -> c b", "b -> c a"), State.perfect(2), State.perfect(2, peg=2)).solved
    several = "move 1 disks from a to c\n移动盘数 a -> c\n"
    assert read_stretch(several, State.perfect(1), State.perfect(1, peg=2)) is None


def test_a_stretch_reading_two_phrasings_overrules_the_template_of_one() -> None:
    """``Sposta il disco dal perno 1 al perno 3`` and ``Sposta disco dal perno 1 al perno 2`` alternate: the template of
    one phrasing reads every other move and fails; the stretch reads every line it read and the others (a word after
    the disc noun, ``dal``, is no disc's name), and the list solves; spoiled, it does not."""
    phrasings = ["Sposta il disco dal perno {} al perno {}", "Sposta disco dal perno {} al perno {}"]
    moves = [(1, 3), (1, 2), (3, 2), (1, 3), (2, 1), (2, 3), (1, 3)]
    text = "Inserisci il numero di dischi:\n" + "".join(
        phrasings[i % 2].format(s, t) + "\n" for i, (s, t) in enumerate(moves))
    found = read_stretch(text, State.perfect(3), State.perfect(3, peg=2))
    assert found is not None and found.solved and len(found.items) == len(moves), found
    assert verify(text, discs=3).solved  # (the vocabulary reads it too since the sixteenth session: 'perno 1', a
    # word and then a peg's name)
    assert not verify(text.replace("perno 2 al perno 1", "perno 2 al perno 3"), discs=3).solved


def test_a_minus_sign_after_a_bracket_stays_with_its_number() -> None:
    """``(-1, 1)`` is a bracket and the number -1 (no peg), not a sign run ``(-`` that differs from the other lines'
    ``(`` and so made a slot of its own (test_families' negative-peg property found the list judged solved)."""
    assert tokens("(-1, 1)") == ["(", "-1", ",", "1", ")"] and tokens("A->C") == ["A", "->", "C"]
    report = verify("(-1, 1)\n(0, 2)\n(1, 2)\n", discs=2)
    assert not report.solved and report.first_error is not None and report.first_error.step == 1


def test_the_stretch_looks_at_each_line_after_a_solution_a_bounded_number_of_times(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines that each solve one disc (``Move disk 1 from A to C`` 5,000 times) made the stretch look at every later
    line again from each start: 25 million fresh boards, minutes of work, before the sixteenth session.  The lines
    after a solution are looked at only where its first line holds several moves, and that work is bounded as the
    moves replayed are: the fresh boards made stay linear in the lines."""
    made = 0
    stacks = State.stacks

    def counted(self: State) -> list[list[int]]:
        nonlocal made
        made += 1
        return stacks(self)

    monkeypatch.setattr(State, "stacks", counted)
    for line in ("Move disk 1 from A to C", "A C, A B"):
        made = 0
        read_stretch(f"{line}\n" * 5000, State.perfect(1), State.perfect(1, peg=2))
        assert made < 4 * 5000, (line, made)


def test_a_stretch_of_one_line_is_no_list_where_the_next_line_has_its_tail_s_shape() -> None:
    """A prompt glued to the first of five lines of one shape (hypothesis found it, for one disc): the stretch read
    the first line alone, which solves, and judged a wrong list solved; the next line's shape is the first line's
    tail, so the first line is one of a list, never a list of its own."""
    answer = ("enter the height of hanoi:move 1 to disk from A to C\nmove 1 to disk from A to C\n"
              "move 1 to disk from A to B\nmove 1 to disk from B to A\nmove 1 to disk from A to B\n")
    assert not verify(answer, discs=1).solved
    assert verify(answer.split("\n", 1)[0] + "\n", discs=1).solved  # the line alone: one move that solves
