"""Red-team findings against ``hanoi verify`` (issue 30): WRONG answers (illegal somewhere, or not reaching the goal)
in realistic forms that the verifier judged solved when they were written, after 8138de6.  Each asserts the answer
is NOT judged solved; the ones the reader still gets wrong are ``xfail(strict=True)`` with the mechanism in their
reason (all older than this session's changes), the rest were mended with the mechanisms they found.  The truth of
every input is decided by :func:`_replay` below, never by ``hanoi.verify``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hanoi.verify.report import verify

PEGS = "ABC"


def _optimal(n: int, a: int = 0, b: int = 1, c: int = 2) -> list[tuple[int, int, int]]:
    """The optimal (disc, source, target) moves of n discs from peg a to peg c (disc 1 the smallest)."""
    return [*_optimal(n - 1, a, c, b), (n, a, c), *_optimal(n - 1, b, a, c)] if n else []


def _replay(moves: list[tuple[int | None, int, int]], n: int, pegs: int = 3) -> str:
    """An independent replay from the tower on peg 0 to the last peg: 'solved', 'not solved' or 'illegal at k'; a
    disc None is the top disc of the source, a number must be that top disc."""
    stacks: list[list[int]] = [list(range(n, 0, -1)), *([] for _ in range(pegs - 1))]
    for step, (disc, source, target) in enumerate(moves, start=1):
        top = stacks[source][-1] if stacks[source] else 0
        if not top or source == target or (disc is not None and disc != top) or (
                stacks[target] and stacks[target][-1] < top):
            return f"illegal at {step}"
        stacks[target].append(stacks[source].pop())
    return "solved" if stacks[-1] == list(range(n, 0, -1)) else "not solved"


def _solved(text: str, n: int) -> bool:
    return verify(text, discs=n).solved


def test_the_replay_is_sound() -> None:
    assert _replay(_optimal(3), 3) == "solved"
    assert _replay([(2, 0, 2)], 3) == "illegal at 1"
    assert _replay([(None, 0, 2)], 1) == "solved" and _replay([], 1) == "not solved"


# ---------------------------------------------------------------------------- the stretch, after one illegal move
_DRAFT = "".join(f"{PEGS[s]} ~ {PEGS[t]}\n" for _, s, t in _optimal(3))


def test_scratch_work_then_one_illegal_final_move() -> None:
    text = f"Scratch:\n{_DRAFT}\nSo the answer is: move disk 3 from A to C.\n"
    assert _replay([(3, 0, 2)], 3) == "illegal at 1"
    assert not _solved(text, 3)


def test_one_illegal_move_then_working_in_another_language() -> None:
    working = "".join(f"Flytt fra {PEGS[s]} til {PEGS[t]}\n" for _, s, t in _optimal(3))
    assert _replay([(3, 0, 2)], 3) == "illegal at 1"
    assert not _solved(f"Move disk 3 from A to C.\n\nWorking:\n{working}", 3)


def test_role_word_sketch_then_one_illegal_final_move() -> None:
    text = "Plan sketch (unsure):\n- start, middle\n- start, finish\n- middle, finish\n\n" \
           "Final: Move disk 2 from start to finish.\n"
    assert _replay([(2, 0, 2)], 2) == "illegal at 1"
    assert not _solved(text, 2)


def test_a_refusal_whose_prose_names_first_and_goal() -> None:
    assert _replay([], 1) == "not solved"  # the answer makes no move
    assert not _solved("Sorry, I cannot help with this puzzle.\nFirst, it breaks my goal.\n", 1)


def test_a_refusal_with_one_role_word_or_start_and_end_older() -> None:
    """Prose with a single role word is no stretch; ``start ... end`` was read as a move before today too (old
    STANDARD_WORDS held start/end): recorded as passing where it fails, see the xfail below."""
    assert not _solved("Sorry, that is not my goal here. Ask someone else.\n", 1)


def test_prose_start_over_from_the_end() -> None:
    assert not _solved("Let me start over from the end.\n", 1)



def test_a_one_sentence_refusal_naming_origin_and_goal() -> None:
    assert _replay([], 1) == "not solved"
    assert not _solved("The origin of this puzzle is unclear; my goal is to explain it, not solve it.\n", 1)


def test_a_sentence_with_the_numbers_1_and_3() -> None:
    assert not _solved("I need 1 minute to think about 3 things.\nCannot solve.\n", 1)


@pytest.mark.xfail(strict=True, reason="older (also at 8138de6): template.read_template reads number words in a "
                   "rhyme (Rule one, rule two.) as pegs in any order")
def test_a_rhyme_of_number_words() -> None:
    assert not _solved("Rule one, rule two.\nRule one, rule three.\nRule two, rule three.\n", 2)


# ---------------------------------------------------------------------------- numbers that are counts, not discs
_RUN = "".join(f"{i} {d} {PEGS[s]} {PEGS[t]}\n" for i, (d, s, t) in enumerate(_optimal(3), start=1))


def test_program_run_with_step_and_wrong_disc_columns() -> None:
    wrong = [(2, 0, 2), *_optimal(3)[1:]]  # the first move names disc 2, under disc 1
    text = "$ ./hanoi 3\n" + "".join(f"{i} {d} {PEGS[s]} {PEGS[t]}\n" for i, (d, s, t) in enumerate(
        wrong, start=1)) + "Total moves: 7\n"
    assert _replay(wrong, 3) == "illegal at 1"
    assert not _solved(text, 3)


def test_pegs_then_step_and_wrong_disc() -> None:
    wrong = [(d % 3 + 1, s, t) for d, s, t in _optimal(3)]  # every disc misnamed
    text = "".join(f"{PEGS[s]} {PEGS[t]} {i} {d}\n" for i, (d, s, t) in enumerate(wrong, start=1))
    assert _replay(wrong, 3) == "illegal at 1"
    assert not _solved(text, 3)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 3), st.data())
def test_program_runs_with_a_misnamed_disc(n: int, data: st.DataObject) -> None:
    moves = _optimal(n)
    at = data.draw(st.integers(0, len(moves) - 1))
    d, s, t = moves[at]
    moves[at] = (data.draw(st.sampled_from([k for k in range(1, n + 1) if k != d])), s, t)
    text = "".join(f"{i} {d} {PEGS[s]} {PEGS[t]}\n" for i, (d, s, t) in enumerate(moves, start=1))
    assert _replay(moves, n).startswith("illegal")
    assert not _solved(text, n)


def test_a_misnamed_disc_after_a_disc_noun_is_caught() -> None:
    """The counts rule spares discs named after a disc noun (``disc 2 A C``) and numbers after a step label."""
    wrong = [(2, 0, 2), *_optimal(3)[1:]]
    for line in ("Move #{i}: disc {d} {s} {t}", "{i}) {d} {s}->{t}"):
        text = "".join(line.format(i=i, d=d, s=PEGS[s], t=PEGS[t]) + "\n" for i, (d, s, t) in enumerate(wrong, 1))
        assert not _solved(text, 3), text


# ---------------------------------------------------------------------------- a row of numbers beside a drawing
_DST = "".join(f"{d} {s + 1} {t + 1}\n" for d, s, t in _optimal(3))  # a program's rows: disc, from, to


def test_an_illegal_last_move_before_the_final_board() -> None:
    text = _DST + "2 3 1\n|  |  |\n|  |  1\n|  |  2\n|  |  3\n=========\n"
    assert _replay([*_optimal(3), (2, 2, 0)], 3) == "illegal at 8"
    assert not _solved(text, 3)


def test_a_legal_move_off_the_goal_before_the_board() -> None:
    text = _DST + "1 3 1\n|  |  |\n1  |  2\n|  |  3\n=========\n"
    assert _replay([*_optimal(3), (1, 2, 0)], 3) == "not solved"
    assert not _solved(text, 3)


def test_an_illegal_move_over_a_two_column_drawing() -> None:
    text = "1 3\n2 1\n|  |\n\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n"
    assert _replay([(None, 0, 2), (None, 1, 0), *((None, s, t) for _, s, t in _optimal(3)[1:])], 3) == "illegal at 2"
    assert not _solved(text, 3)


def test_right_answer_whose_last_move_is_beside_the_board() -> None:
    text = "".join(f"{d} {s + 1} {t + 1}\n" for d, s, t in _optimal(3)) + "|  |  |\n|  |  1\n|  |  2\n|  |  3\n"
    assert _replay(_optimal(3), 3) == "solved"
    assert _solved(text, 3)


# ---------------------------------------------------------------------------- a stretch reading more lines
def test_an_abandoned_attempt_joins_the_restarted_list() -> None:
    text = "Attempt 1:\nA ~ C\nA ~ B\nC ~ B\n\nThat does not work, let me restart from scratch.\n\n" \
           "Move disk 3 from A to C\nMove disk 1 from B to A\nMove disk 2 from B to C\nMove disk 1 from A to C\n"
    assert _replay([(3, 0, 2), (1, 1, 0), (2, 1, 2), (1, 0, 2)], 3) == "illegal at 1"  # the list after the restart
    assert not _solved(text, 3)


# ---------------------------------------------------------------------------- older false accepts
_WORDS = "".join(f"Move disk {d} from {PEGS[s]} to {PEGS[t]}\n" for d, s, t in _optimal(3))


def test_a_duplicated_first_move() -> None:
    assert _replay([_optimal(3)[0], *_optimal(3)], 3) == "illegal at 2"
    assert not _solved("Move disk 1 from A to C\n" + _WORDS, 3)


def test_a_duplicated_first_move_in_a_python_list() -> None:
    moves = [_optimal(3)[0], *_optimal(3)]
    assert _replay(moves, 3) == "illegal at 2"
    assert not _solved(f"moves = {[list(move) for move in moves]}", 3)


@pytest.mark.parametrize(("n", "line"), [(5, "Move disk {d} from {s} to {t}"), (3, "{d}{s}{t}"),
                                          (3, "Step {i}: move disc {d} from peg {s} to peg {t}")])
def test_a_move_written_twice_is_no_run_for_one_disc(n: int, line: str) -> None:
    """Family: the one move of a run for 1 disc written again is a slip, in any shape and for any odd count."""
    rows = [_optimal(n)[0], *_optimal(n)]
    text = "".join(line.format(i=i, d=d, s=PEGS[s], t=PEGS[t]) + "\n" for i, (d, s, t) in enumerate(rows, 1))
    assert _replay(rows, n) == "illegal at 2"
    assert not _solved(text, n)


def test_runs_for_one_to_n_discs_are_still_read() -> None:
    """The runs the rule was written for still solve: 1, 2 and 3 discs one after another, with no line between."""
    runs = [move for k in (1, 2) for move in _optimal(k)] + _optimal(3)
    assert _solved("".join(f"Move disk {d} from {PEGS[s]} to {PEGS[t]}\n" for d, s, t in runs), 3)


def test_a_duplicated_first_move_in_arrows_is_caught() -> None:
    arrows = "".join(f"{PEGS[s]} -> {PEGS[t]}\n" for _, s, t in [_optimal(3)[0], *_optimal(3)])
    assert not _solved(arrows, 3)


def test_a_misnamed_size_word() -> None:
    sizes = {1: "small", 2: "medium", 3: "large"}
    wrong = [*_optimal(3)[:2], (3, 2, 1), *_optimal(3)[3:]]  # step 3 names the large disc, the small one moves
    text = "".join(f"{i}. Move the {sizes[d]} disk from {PEGS[s]} to {PEGS[t]}\n" for i, (d, s, t) in enumerate(
        wrong, start=1))
    assert _replay(wrong, 3) == "illegal at 3"
    assert not _solved(text, 3)


def test_an_illegal_move_glued_to_a_bracket_list() -> None:
    text = "Input: [3, 'A', 'C', 'B'] Move disk 2 from A to C\n" + _WORDS
    assert _replay([(2, 0, 2), *_optimal(3)], 3) == "illegal at 1"
    assert not _solved(text, 3)


# ---------------------------------------------------------------------------- found by a random search (boards drawn)
def test_a_duplicated_move_around_a_board() -> None:
    assert _replay([(1, 0, 2), (1, 0, 2)], 1) == "illegal at 2"
    assert not _solved("Here is my answer:\n1 1 3\n|  |  1\n=========\n1 1 3\n\n", 1)


def test_a_duplicated_first_move_hidden_by_a_board() -> None:
    rows = [(1, 0, 2), *_optimal(3)]
    text = "Sure! Let's solve it.\n\n" + "1 1 A C\n|  |  |\n2  |  |\n3  |  1\n=========\n" + "".join(
        f"{i} {d} {PEGS[s]} {PEGS[t]}\n" for i, (d, s, t) in enumerate(rows[1:], start=2)) + "Done.\n"
    assert _replay(rows, 3) == "illegal at 2"
    assert not _solved(text, 3)


def test_an_extra_move_after_the_board_drawn() -> None:
    assert _replay([(1, 0, 2), (1, 0, 2)], 1) == "illegal at 2"
    assert not _solved("Here is my answer:\nA ~ C\n|  |  1\n=========\nA ~ C\nThat is all.\n", 1)


def test_a_duplicated_first_move_read_by_template() -> None:
    rows = [(1, 0, 2), *_optimal(3)]
    text = "Here is my answer:\n" + "".join(f"{PEGS[s]} ~ {PEGS[t]}\n" for _, s, t in rows) + "Done.\n"
    assert _replay(rows, 3) == "illegal at 2"
    assert not _solved(text, 3)


def test_a_one_line_draft_over_a_truncated_final_list() -> None:
    text = "Draft: " + ", ".join(f"{PEGS[s]} ~ {PEGS[t]}" for _, s, t in _optimal(3)) + "\n\nA ~ C\nA ~ B\nDone.\n"
    assert _replay([(None, 0, 2), (None, 0, 1)], 3) == "not solved"
    assert not _solved(text, 3)


def test_a_stretch_that_starts_after_a_board() -> None:
    # in a language the role table lacks (Polish, the finding's language, is read by the table since issue 30's
    # vocabulary session: see test_the_board_between_two_polish_moves_no_longer_drops_the_first)
    text = "$ ./hanoi\nFærðu hring 1 frá A yfir á B\n|  1  |\n=========\nFærðu hring 1 frá A yfir á C\nTotal moves: 2\n"
    assert _replay([(1, 0, 1), (1, 0, 2)], 1) == "illegal at 2"
    assert not _solved(text, 1)


def test_the_board_between_two_polish_moves_no_longer_drops_the_first() -> None:
    text = "$ ./hanoi\nPrzenieś krążek 1 z A na B\n|  1  |\n=========\nPrzenieś krążek 1 z A na C\nTotal moves: 2\n"
    assert not _solved(text, 1)


def test_right_answer_with_glued_left_middle_right_pegs() -> None:
    text = "Here is my answer:\n" + "".join(f"disc {d}: {'LMR'[s]}{'LMR'[t]}\n" for d, s, t in _optimal(3)) + "Done.\n"
    assert _replay(_optimal(3), 3) == "solved"
    assert _solved(text, 3)


# ---------------------------------------------------------------------------- the mends' families (eleventh session)
@pytest.mark.parametrize("text", ["It took me 1 day and then 3 more days.\nNo answer.\n",
                                  "Wait 1 second, I will count to 3 now.\n",
                                  "Chapter 1 of the story has 3 parts.\nI cannot solve it.\n"])
def test_numbers_far_apart_in_prose_are_no_move(text: str) -> None:
    """Family of the one-line stretch: two numbers in a sentence, words between them, are no move for 1 disc."""
    assert _replay([], 1) == "not solved"
    assert not _solved(text, 1)


def test_a_one_line_move_in_numbers_is_still_read() -> None:
    assert _solved("Here is my answer:\n1 ~ 3\nThat is all.\n", 1)


def test_size_words_name_their_discs() -> None:
    """Family of the size words: a wrong size is an error, in any of them; the right ones still solve."""
    sizes = {1: "small", 2: "medium", 3: "large"}
    right = "".join(f"Move the {sizes[d]} disc from {PEGS[s]} to {PEGS[t]}.\n" for d, s, t in _optimal(3))
    assert _solved(right, 3)
    for wrong, n, words in (([(2, 0, 1), *_optimal(2)[1:]], 2, {1: "small", 2: "big"}),
                            ([(2, 0, 2), *_optimal(3)[1:]], 3, sizes), ([*_optimal(3)[:4], (2, 1, 0), *_optimal(3)[5:]],
                                                                        3, sizes)):
        text = "".join(f"Step {i}: move the {words[d]} disk from {PEGS[s]} to {PEGS[t]}\n" for i, (d, s, t) in
                       enumerate(wrong, 1))
        assert _replay(wrong, n).startswith("illegal")
        assert not _solved(text, n), text


@pytest.mark.parametrize("head", ["Input: 3, 'A', 'C', 'B' ", "Args: n=3, from_peg=A, to_peg=C; ",
                                  "Test case [3, 'A', 'C', 'B'], output: "])
def test_an_illegal_move_glued_to_an_input_line(head: str) -> None:
    """Family of the glued move: a line of cells that names pegs and a move written out is no CSV header."""
    assert _replay([(2, 0, 2), *_optimal(3)], 3) == "illegal at 1"
    assert not _solved(f"{head}Move disk 2 from A to C\n" + _WORDS, 3)


@pytest.mark.parametrize(("text", "n", "truth"), [
    ("A ~ C\n|  |  1\n=========\nB ~ A\nEnd.\n", 1, [(None, 0, 2), (None, 1, 0)]),
    ("Answer:\nA -> C\n---  ---  -1-\nA -> C\n", 1, [(None, 0, 2), (None, 0, 2)]),
    ("Bewege A nach B\n| 1 |\n=====\nBewege A nach C\nFertig.\n", 1, [(None, 0, 1), (None, 0, 2)]),
])
def test_a_board_drawn_between_moves_hides_none(text: str, n: int, truth: list[tuple[int | None, int, int]]) -> None:
    """Family of the boards: a board drawn between two lines of moves joins them, before the stretch or after."""
    assert _replay(truth, n).startswith("illegal")
    assert not _solved(text, n)


@pytest.mark.parametrize(("draft", "final"), [
    ("Plan: " + ", ".join(f"{PEGS[s]} ~ {PEGS[t]}" for _, s, t in _optimal(3)), "A ~ C\nA ~ B\nC ~ B\n"),
    ("Idea: " + " / ".join(f"{PEGS[s]} ~ {PEGS[t]}" for _, s, t in _optimal(3)), "A ~ C\nA ~ B\n"),
    ("Sketch: " + "  ".join(f"{PEGS[s]} ~ {PEGS[t]}" for _, s, t in _optimal(3)), "A ~ B\nA ~ C\n"),
])
def test_a_one_line_draft_is_not_the_answer(draft: str, final: str) -> None:
    """Family of the draft: a later list of lines that starts afresh is the answer, not the draft over it."""
    moves = [(None, "ABC".index(line[0]), "ABC".index(line[-1])) for line in final.splitlines()]
    assert _replay(moves, 3) == "not solved"
    assert not _solved(f"{draft}\n\n{final}Done.\n", 3)


@pytest.mark.parametrize(("names", "moves"), [
    ("LMR", [*_optimal(3)[:2], (1, 0, 2), *_optimal(3)[3:]]),  # step 3 moves disc 1 from L, where it is not
    ("ABC", _optimal(3)[:5]),  # cut short
    ("LMR", [(d, t, s) if k == 6 else (d, s, t) for k, (d, s, t) in enumerate(_optimal(3))]),  # the last reversed
])
def test_wrong_answers_with_glued_pegs(names: str, moves: list[tuple[int, int, int]]) -> None:
    """Family of the glued pegs: a pair glued after a disc (``disc 1: LR``) is read, and judged as written."""
    text = "Here is my answer:\n" + "".join(f"disc {d}: {names[s]}{names[t]}\n" for d, s, t in moves) + "Done.\n"
    assert _replay(list(moves), 3) != "solved"
    assert not _solved(text, 3)


@pytest.mark.xfail(strict=True, reason="found mending the draft (this session): a one-line list cut by semicolons is "
                   "read by the vocabulary (its pieces as pegs alone), the lines 'A ~ C' after it by none")
def test_a_one_line_draft_in_semicolons_over_a_cut_list() -> None:
    draft = "Idea: " + "; ".join(f"{PEGS[s]} ~ {PEGS[t]}" for _, s, t in _optimal(3))
    assert _replay([(None, 0, 2), (None, 0, 1)], 3) == "not solved"
    assert not _solved(f"{draft}\n\nA ~ C\nA ~ B\nDone.\n", 3)


def test_a_target_only_first_move_written_twice_is_no_restart() -> None:
    """Found by tests/test_families.py's size property (eleventh session): "the smallest disc to C" twice is a move
    of disc 1 from C to C (illegal at step 2), not runs for 1 then 2 discs; names of the disc or by size alike."""
    for line in ("Bewege die kleinste Scheibe nach C", "Move disc 1 to C"):
        text = f"{line}\n{line}\n" + "Move disc 1 to A\nMove disc 1 to B\nMove disc 2 to C\nMove disc 1 to C\n"
        report = verify(text, discs=2)
        assert not report.solved and report.first_error is not None and report.first_error.step == 2, line
    assert verify("Move disc 1 to C\nMove disc 1 to B\nMove disc 2 to C\nMove disc 1 to C\n", discs=2).solved


# ---------------------------------------------------------------------------- eleventh session (red11)
def _numbered(moves: list[tuple[int, int, int]], notes: dict[int, str]) -> str:
    return "".join(f"{i}. Move disk {d} from {PEGS[s]} to {PEGS[t]}{notes.get(i, '')}\n"
                   for i, (d, s, t) in enumerate(moves, start=1))


@pytest.mark.xfail(strict=True, reason="eleventh session: a move whose line ends in a doubt in brackets "
                   "('(allowed?)') was read as a question that states no move (mended); the template reader still "
                   "skips the line, as it does '(allowed)' (older), and judges the list solved")
def test_an_illegal_numbered_step_with_a_doubt_in_brackets() -> None:
    moves = [*_optimal(3)[:3], (2, 1, 2), *_optimal(3)[3:]]  # step 4: disc 2 is under disc 1 on B
    assert _replay(moves, 3) == "illegal at 4"
    assert not _solved(_numbered(moves, {4: " (allowed?)"}), 3)


def test_an_extra_numbered_step_with_a_doubt_in_brackets() -> None:
    """Eleventh session: a move whose line ends in a doubt in brackets ('(needed?)') was read as a question that
    states no move, so an extra step past the goal was dropped; mended (a doubt in brackets after a move asks
    nothing of it)."""
    moves = [*_optimal(3), (1, 2, 1)]
    assert _replay(moves, 3) == "not solved"
    assert not _solved(_numbered(moves, {8: " (needed?)"}), 3)


def test_a_right_list_whose_last_step_asks_a_doubt() -> None:
    """Eleventh session: the same question read, a right list whose last step asks '(right?)' ended one move short;
    mended with it."""
    assert _replay(_optimal(3), 3) == "solved"
    assert _solved(_numbered(_optimal(3), {7: " (right?)"}), 3)


@pytest.mark.xfail(strict=True, reason="eleventh session: a run for 1 disc whose one move the next run's first move "
                   "repeats (an odd count starts A to C too) is taken for a slip written twice, so a program's runs "
                   "for 1 and then 3 discs are no longer restarted at the second run")
@pytest.mark.parametrize("line", ["Move disk {d} from {s} to {t}", "{s} -> {t}"])
def test_runs_for_one_then_three_discs(line: str) -> None:
    assert _replay(_optimal(3), 3) == "solved"
    text = "".join(f"n = {k}\n" + "".join(
        line.format(d=d, s=PEGS[s], t=PEGS[t]) + "\n" for d, s, t in _optimal(k)) for k in (1, 3))
    assert _solved(text, 3)


@pytest.mark.parametrize("then", ["จากนั้น", "หลังจากนั้น", "จากนั้น "])
def test_a_thai_list_whose_moves_begin_with_then(then: str) -> None:
    """Eleventh session: Thai cut by the table's words cut 'จากนั้น' (then) into 'จาก' (from) and 'นั้น', so a right
    Thai list whose moves after the first begin 'then' lost a move; mended ('จากนั้น', 'หลังจากนั้น' Thai filler)."""
    assert _replay(_optimal(3), 3) == "solved"
    text = "\n".join(f"{then if k else ''}ย้ายจาน {d} จาก {PEGS[s]} ไป {PEGS[t]}"
                     for k, (d, s, t) in enumerate(_optimal(3))) + "\n"
    assert _solved(text, 3)


@pytest.mark.xfail(strict=True, reason="eleventh session: size words name their disc with a source too, by one fixed "
                   "size each (large: the largest, next smallest: disc 2), so four discs named smallest, next "
                   "smallest (or second smallest), next smallest (or large), largest, each from the peg it is on, "
                   "read illegal")
@pytest.mark.parametrize("names", [
    ("the smallest disk", "the next smallest disk", "the next smallest disk", "the largest disk"),
    ("the smallest disk", "the second smallest disk", "the large disk", "the largest disk"),
])
def test_four_discs_named_by_relative_sizes(names: tuple[str, ...]) -> None:
    moves = _optimal(4)
    assert _replay([(None, s, t) for _, s, t in moves], 4) == "solved"
    text = "".join(f"{k}. Move {names[d - 1]} from {PEGS[s]} to {PEGS[t]}.\n" for k, (d, s, t) in enumerate(moves, 1))
    assert _solved(text, 4)


@pytest.mark.xfail(strict=True, reason="eleventh session: a step's label then a move that ends in '?' ('Step 7: Move "
                   "disk 1 from A to C?') is read as a question that states no move: a right list ends one move short")
def test_a_labelled_last_step_written_with_a_question_mark() -> None:
    assert _replay(_optimal(3), 3) == "solved"
    text = "".join(f"Step {k}: Move disk {d} from {PEGS[s]} to {PEGS[t]}{'?' if k == 7 else ''}\n"
                   for k, (d, s, t) in enumerate(_optimal(3), start=1))
    assert _solved(text, 3)


def _thai(moves: list[tuple[int, int, int]], at: int) -> str:
    return "\n".join(f"{'จากนั้น' if k == at else ''}ย้ายจาน {d} จาก {PEGS[s]} ไป {PEGS[t]}"
                     for k, (d, s, t) in enumerate(moves, start=1)) + "\n"


def test_an_extra_thai_step_that_begins_with_then() -> None:
    """Eleventh session: the Thai cut of 'จากนั้น' (then) made an extra step past the goal no move; mended."""
    moves = [*_optimal(3), (1, 2, 1)]
    assert _replay(moves, 3) == "not solved"
    assert not _solved(_thai(moves, 8), 3)


@pytest.mark.xfail(strict=True, reason="eleventh session, older mechanism: the template reader takes the family of "
                   "7 same-shaped lines and skips the one line that begins with a word ('จากนั้น', 'ต่อไป': then), "
                   "so an illegal step written so is dropped and the rest judged solved")
def test_an_illegal_thai_step_that_begins_with_then() -> None:
    moves = [*_optimal(3)[:3], (3, 0, 1), *_optimal(3)[3:]]  # disc 3 onto disc 2
    assert _replay(moves, 3) == "illegal at 4"
    assert not _solved(_thai(moves, 4), 3)


# ---------------------------------------------------------------------------- twelfth session (red12)
def _first_error(text: str, n: int) -> int | None:
    report = verify(text, discs=n)
    return None if report.first_error is None else report.first_error.step


@pytest.mark.parametrize("line", [
    "{i}. (bewege Scheibe {d} von {s} nach {t})",
    "{i}. (verplaats schijf {d} van {s} naar {t})",
    "{i}. (sposta il disco {d} da {s} alla {t})",
])
def test_a_sentence_in_brackets_in_another_language(line: str) -> None:
    """Twelfth session: an action named by any language's verb (``(bewege ...)``) took a bracketed sentence whose
    markers are not English (von ... nach) as a planner's arguments: the first move was an error ('cannot tell
    which disc Scheibe'), so the first error of a list illegal at 2 was reported at 1; mended (any language's
    source then target marker makes the brackets a sentence)."""
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(wrong, 3) == "illegal at 2" and _replay(_optimal(3), 3) == "solved"
    show = "\n".join(line.format(i=i, d=d, s=PEGS[s], t=PEGS[t]) for i, (d, s, t) in enumerate(wrong, 1))
    assert _first_error(show, 3) == 2
    right = "\n".join(line.format(i=i, d=d, s=PEGS[s], t=PEGS[t]) for i, (d, s, t) in enumerate(_optimal(3), 1))
    assert _solved(right, 3)


def _dft_json(moves: list[tuple[int, int, int]]) -> str:
    return "[" + ", ".join(f"[{d}, {s}, {t}]" for d, s, t in moves) + "]"


def test_two_json_lists_of_moves_in_a_row() -> None:
    """Twelfth session: a whole input of one JSON value then more text is a reply; two JSON lists of moves in a row
    (an illegal one, then a right one) was read as a reply whose last list is the answer, and judged solved (the
    JSON reader of 0860901: illegal at 2); mended (a second JSON value and nothing more: JSON values in a row)."""
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(wrong, 3) == "illegal at 2"
    for between in ("\n", "\n\n", " "):
        text = _dft_json(wrong) + between + _dft_json(_optimal(3)) + "\n"
        assert not _solved(text, 3) and _first_error(text, 3) == 2, text


@pytest.mark.xfail(strict=True, reason="twelfth session, readers._json_then_text (not small to mend): a JSON list of "
                   "[disc, from, to] moves then text is a reply, and the reply's later list of lines (the same moves "
                   "'in words', legal) is taken as the answer; the JSON list's illegal move is never replayed (as "
                   "for a JSON list of peg letters before this session)")
def test_an_illegal_json_list_then_its_moves_as_arrow_lines() -> None:
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(wrong, 3) == "illegal at 2"
    text = _dft_json(wrong) + "\n\nThe same moves:\n" + "".join(f"{PEGS[s]} -> {PEGS[t]}\n" for _, s, t in _optimal(3))
    assert not _solved(text, 3)


@pytest.mark.parametrize(("line", "note"), [
    ("{i}. Krążek {d} z {s} na {t}", "(przenieś go na krążek 2)"),
    ("{i}. Scheibe {d} von {s} nach {t}", "(verschiebe nun die kleinste Scheibe)"),
    ("{i}. Disco {d} de {s} a {t}", "(mueve el disco pequeño a C)"),
    ("{i}. Disque {d} de {s} vers {t}", "(déplacer le petit disque sur B)"),
    ("{i}. Skiva {d} från {s} till {t}", "(flytta den minsta till B)"),
    ("{i}. Disk {d} from {s} to {t}", "(move it onto disk 2)"),
    pytest.param("{i}. Disk {d}: {s} -> {t}", "(taşı en küçük diski B)", marks=pytest.mark.xfail(
        strict=True, reason="twelfth session, not mended: a note of names and nouns only (no article, filler, "
        "marker or verb of two letters or more) is still read as a planner's action beside the move")),
])
def test_a_note_in_brackets_beside_each_move(line: str, note: str) -> None:
    """Twelfth session: an action named by any language's verb made a note in brackets beside a right move
    ('Krążek 1 z C na B (przenieś go na krążek 2)') a planner's action of unreadable objects: a right list was
    rejected at step 3 (the reader of 0860901 solved it, English notes '(move it ...)' excepted); mended (an
    action whose arguments hold a particle of a sentence is a note: the move outside the brackets is read), and
    the list illegal at 2 keeps its first error."""
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(_optimal(3), 3) == "solved" and _replay(wrong, 3) == "illegal at 2"
    for moves, solved in ((_optimal(3), True), (wrong, False)):
        text = "\n".join(line.format(i=i, d=d, s=PEGS[s], t=PEGS[t]) + (f" {note}" if i == 3 else "")
                         for i, (d, s, t) in enumerate(moves, 1))
        assert _solved(text, 3) == solved and _first_error(text, 3) == (None if solved else 2), text


@pytest.mark.xfail(strict=True, reason="twelfth session, not mended (mechanism 3 widens an older English reading): a "
                   "bracketed action of bare peg names beside a move ('A na C (przesuń A B)') is read as the line's "
                   "move, the words outside ignored, as '(move A B)' was before")
def test_a_bracketed_action_contradicting_the_move_outside() -> None:
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(wrong, 3) == "illegal at 2"
    text = "\n".join(f"{i}. {PEGS[s]} na {PEGS[t]} (przesuń {PEGS[s2]} {PEGS[t2]})"
                     for i, ((_, s, t), (_, s2, t2)) in enumerate(zip(wrong, _optimal(3), strict=True), 1))
    assert not _solved(text, 3)


def _pegs_first_plan(moves: list[tuple[int, int, int]], wrong_onto: int | None = None) -> str:
    """A plan whose actions name the pegs first, then the disc moved and the disc it lands on (none on an empty
    peg): ``(przesun a c k1 k2)``; at step ``wrong_onto`` the disc it lands on is named wrong."""
    stacks: list[list[int]] = [[3, 2, 1], [], []]
    lines = []
    for step, (d, s, t) in enumerate(moves, start=1):
        onto = stacks[t][-1] if stacks[t] else None
        if step == wrong_onto:
            onto = d if onto == 3 else 3  # the disc itself, or a disc under the target's top
        lines.append(f"(przesun {'abc'[s]} {'abc'[t]} k{d}" + ("" if onto is None else f" k{onto}") + ")")
        stacks[t].append(stacks[s].pop())
    return "\n".join(lines) + "\n"


def _replay_landing(moves: list[tuple[int, int, int]], wrong_onto: int) -> str:
    """The replay of such a plan: an action naming a disc to land on that is not the target's top is illegal."""
    stacks: list[list[int]] = [[3, 2, 1], [], []]
    for step, (_, s, t) in enumerate(moves, start=1):
        onto = stacks[t][-1] if stacks[t] else None
        if step == wrong_onto and onto is not None:
            return f"illegal at {step}"  # the plan names another disc than the target's top
        stacks[t].append(stacks[s].pop())
    return _replay([(d, s, t) for d, s, t in moves], 3)


@pytest.mark.xfail(strict=True, reason="twelfth session, shapes._sexpr_move / report._Checker._act (not mended: "
                   "checking the disc named as a place changed corpus entries and contradicts the session's property "
                   "test_a_planner_s_action_named_in_any_language_with_its_pegs_first): an action with its pegs first "
                   "uses a disc named as a place only for its peg, never checks it is the target's top, and drops "
                   "every copy of the moved disc from its places")
@pytest.mark.parametrize("at", [6, 7])
def test_a_pegs_first_plan_naming_the_wrong_disc_to_land_on(at: int) -> None:
    """Twelfth session: in a plan whose actions name pegs first and then discs (``(przesun a c k1 k3)``), the disc
    named to land on is never checked: landing on disc 3 under disc 2 (step 7), or on the moved disc itself (step
    6, ``(przesun b c k2 k2)``), is judged solved."""
    assert _replay_landing(_optimal(3), at) == f"illegal at {at}"
    assert _solved(_pegs_first_plan(_optimal(3)), 3)
    assert _first_error(_pegs_first_plan(_optimal(3), at), 3) == at


@pytest.mark.xfail(strict=True, reason="twelfth session, older than red12 (80e5fe1 alike; the session's property "
                   "test_a_planner_s_action_named_in_any_language_with_its_pegs_first finds it): an action with its "
                   "pegs first that names neither peg the disc lies on ('(przesun x y k1)', disc 1 on z) is still "
                   "read as a move, and the plan judged solved")
def test_a_pegs_first_action_naming_neither_of_its_disc_s_pegs() -> None:
    # disc 1 goes x -> z (step 1), then an action names x and y while disc 1 is on z: the plan is illegal at 2
    assert _replay([(1, 0, 2), (1, 0, 1)], 2) == "illegal at 2"
    text = "(przesun z x k1 k2)\n(przesun x y k1)\n(przesun x z k2)\n(przesun y z k1 k2)\n"
    assert not _solved(text, 2)


# ---------------------------------------------------------------------------- thirteenth session (red13): 4225ebf
_FOUR = [(1, 0, 1), (2, 0, 2), (3, 0, 3), (2, 2, 3), (1, 1, 3)]  # 3 discs on 4 pegs, 5 moves


def _error_step(text: str, n: int, pegs: int = 3) -> int | None:
    report = verify(text, discs=n, pegs=pegs)
    return None if report.solved else (report.first_error.step if report.first_error else 0)


def _trace(moves: list[tuple[int, int, int]], n: int, keys: str | list[str] = PEGS, order: str | list[str] = PEGS,
           between: str = "Move disk {d} from {s} to {t}", twice: int = 0) -> str:
    """A program's trace: a dict of every peg's discs (bottom first, keys in ``order``) before the moves and after
    each; ``between`` printed before each state; at step ``twice`` that line is printed twice."""
    stacks = {key: [] for key in keys}
    stacks[keys[0]] = list(range(n, 0, -1))

    def state() -> str:
        return "{" + ", ".join(f"'{key}': {stacks[key]}" for key in order) + "}"

    lines = [state()]
    for step, (d, s, t) in enumerate(moves, start=1):
        lines += [between.format(i=step, d=d, s=keys[s], t=keys[t])] * (2 if step == twice else 1)
        stacks[keys[t]].append(stacks[keys[s]].pop())
        lines.append(state())
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("twice", [1, 4])
def test_a_move_line_written_twice_in_a_trace_of_states(twice: int) -> None:
    """(Found by red13, mended: a move line between each two states up to the error is the list's own story.)
    A trace of states after each move whose move line at one step is written twice (a copy slip): the move list,
    the answer, repeats a move whose disc is no longer on its source (illegal at ``twice + 1``); the earlier
    findings judge a repeated move the same way without states (test_a_duplicated_first_move)."""
    moves = _optimal(3)
    written = [*moves[:twice], moves[twice - 1], *moves[twice:]]
    assert _replay(written, 3) == f"illegal at {twice + 1}"
    assert _error_step(_trace(moves, 3, twice=twice), 3) == twice + 1


@pytest.mark.xfail(strict=True, reason="thirteenth session, mechanism 6 (template.read_states): the states' pegs are "
                   "taken in the order printed, never by the names beside them, so a trace whose dict lists the pegs "
                   "as hanoi(n, source, target, auxiliary) does ({'source', 'target', 'auxiliary'}) is read with the "
                   "target as peg B: a right trace ends 'not solved' on B")
@pytest.mark.parametrize(("keys", "order"), [(["source", "auxiliary", "target"], ["source", "target", "auxiliary"]),
                                             ("ABC", "ACB")])
def test_states_whose_pegs_are_named_in_another_order(keys: list[str] | str, order: list[str] | str) -> None:
    # every state names its pegs; the discs go from the first (source / A) to the goal (target / C): solved
    assert _replay(_optimal(3), 3) == "solved"
    text = _trace(_optimal(3), 3, keys, order, between="Step {i}:")
    assert "'target': [3, 2, 1]" in text or "'C': [3, 2, 1]" in text
    assert _solved(text, 3)


@pytest.mark.parametrize("line", [
    "Move disk one from {s} to {t}",
    "Move the little disk from {s} to {t}",
    "Move the tiny disk from {s} to {t}",
    "Bewege die kleine Scheibe von {s} nach {t}",
    "Bewege Scheibe eins von {s} nach {t}",
    "Sposta il disco piccolo da {s} a {t}",
    "Mueve el disco pequeño de {s} a {t}",
])
def test_one_word_naming_the_same_small_disc_on_every_move(line: str) -> None:
    """(Found by red13, mended: only the role table's words for the top disc, ``topmost``, name none.)
    Two discs, every move naming the small disc (disc one): A to B, A to C, B to C; the second move names the
    small disc on A, where it no longer is (it went to B): illegal at 2, though the pegs alone would solve."""
    moves = [(1, 0, 1), (1, 0, 2), (1, 1, 2)]
    assert _replay(moves, 2) == "illegal at 2" and _replay([(None, s, t) for _, s, t in moves], 2) == "solved"
    text = "".join(line.format(s=PEGS[s], t=PEGS[t]) + "\n" for _, s, t in moves)
    assert _error_step(text, 2) == 2


# (found by red13; mended in the thirteenth session)
@pytest.mark.parametrize(("n", "head"), [(3, "3 7"), (3, "3 3"), (4, "4 15")])
def test_the_problem_s_counts_before_rows_of_disc_from_to(n: int, head: str) -> None:
    # the first line gives n and the moves (or n twice); the rows after it are the optimal moves, disc first
    assert _replay(_optimal(n), n) == "solved"
    text = f"{head}\n" + "".join(f"{d} {s + 1} {t + 1}\n" for d, s, t in _optimal(n))
    assert _solved(text, n)


@pytest.mark.xfail(strict=True, reason="thirteenth session, mechanism 1 (answers.is_count_line): a count line is one "
                   "that names a number no move names, so the problem's counts whose second number is a peg number "
                   "('3 4': 3 discs, 4 pegs, the shape of the docstring's '5 4'; '2 3': 2 discs, 3 moves) are read as "
                   "a move from peg n: a right answer judged illegal at 1 (test_families' property asserts the '2 3' "
                   "reading, the lead decides)")
@pytest.mark.parametrize(("n", "pegs", "head", "moves"), [(3, 4, "3 4", _FOUR), (2, 3, "2 3", _optimal(2))])
def test_the_problem_s_counts_whose_second_number_is_a_peg(n: int, pegs: int, head: str,
                                                           moves: list[tuple[int, int, int]]) -> None:
    # the count line's move (from peg n, empty at the start) is illegal; the moves after it are a whole solution,
    # as many as the line says ('2 3': three moves follow) or over as many pegs ('3 4': pegs 1 to 4)
    assert _replay(moves, n, pegs) == "solved"
    assert _replay([(None, n - 1, int(head.split()[1]) - 1), *moves], n, pegs) == "illegal at 1"
    text = f"{head}\n" + "".join(f"{s + 1} {t + 1}\n" for _, s, t in moves)
    assert _solved(text, n) if pegs == 3 else verify(text, discs=n, pegs=pegs).solved


_ATOMS = "abc"


# (found by red13; mended in the thirteenth session)
def test_an_answer_set_of_source_target_and_time() -> None:
    assert _replay(_optimal(3), 3) == "solved"
    atoms = " ".join(f"move({_ATOMS[s]},{_ATOMS[t]},{time})" for time, (_, s, t) in enumerate(_optimal(3), 1))
    assert _solved(f"Answer: 1\n{atoms}\nSATISFIABLE\n", 3)


# (found by red13; mended in the thirteenth session)
def test_an_answer_set_whose_times_start_at_0() -> None:
    assert _replay(_optimal(3), 3) == "solved"
    atoms = " ".join(f"move({d},{_ATOMS[t]},{time})" for time, (d, _, t) in enumerate(_optimal(3)))
    assert _solved(f"Answer: 1\n{atoms}\nSATISFIABLE\n", 3)


@pytest.mark.xfail(strict=True, reason="thirteenth session, mechanism 4 (answers._times_not_pegs): every piece must be "
                   "a move, so an answer set that also shows the final on/3 atoms (no #show) is not read: 'no move "
                   "list found'")
def test_an_answer_set_that_also_shows_other_atoms() -> None:
    assert _replay(_optimal(3), 3) == "solved"
    atoms = " ".join(f"move({d},{_ATOMS[t]},{time})" for time, (d, _, t) in enumerate(_optimal(3), 1))
    assert _solved(f"Answer: 1\n{atoms} on(1,c,8) on(2,c,8) on(3,c,8)\nSATISFIABLE\n", 3)


_VARIED = ["Move disk {d} from {s} to {t}.", "Then disk {d} goes from {s} to {t}.",
           "Now move disk {d} from {s} onto {t}."]


def _varied(moves: list[tuple[int, int, int]], n: int, names: str = PEGS, from_bottom: bool = True) -> str:
    """A reply in three phrasings (no one template), its discs numbered from the bottom (disc n the smallest)."""
    return "Here is the solution:\n" + "".join(_VARIED[k % 3].format(
        d=n + 1 - d if from_bottom else d, s=names[s], t=names[t]) + "\n" for k, (d, s, t) in enumerate(moves)) + \
        "Done.\n"


@pytest.mark.xfail(strict=True, reason="thirteenth session, mechanism 5 (report.verify, end): disc numbers from the "
                   "bottom are judged only where that reading solves; a list so numbered that breaks a rule at step 6 "
                   "is reported at step 1 ('disc 3 is not on top'), where peg numbers' base judges the reading that "
                   "replays further")
def test_a_list_numbered_from_the_bottom_with_a_later_error() -> None:
    moves = [*_optimal(3)[:4], (1, 1, 2), *_optimal(3)[5:]]  # step 5 sends disc 1 to C, step 6 puts disc 2 on it
    assert _replay(moves, 3) == "illegal at 6"  # as the writer numbers them (disc 3 the smallest); step 1 read as
    assert _replay([(3, 0, 2)], 3) == "illegal at 1"  # disc 1 the smallest: the first names the largest
    assert _error_step(_varied(moves, 3), 3) == 6


@pytest.mark.xfail(strict=True, reason="thirteenth session, older (the same at 4225ebf^; mechanism 3's call by place "
                   "keeps it): a program's line move(n, a, c) before its output is read as a first move (disc 'n'), "
                   "so the output's right moves start one step late and a right answer is judged illegal at 2")
def test_a_program_s_move_call_before_its_output() -> None:
    code = "def solve(n, a, b, c):\n    if n:\n        solve(n - 1, a, c, b)\n        move(n, a, c)\n" \
           "        solve(n - 1, b, a, c)\n\n"
    assert _replay(_optimal(3), 3) == "solved"  # the output; the code's line is no move of this answer
    assert _solved(code + "".join(f"{PEGS[s]} -> {PEGS[t]}\n" for _, s, t in _optimal(3)), 3)


# the mechanisms holding on cases their author did not write
_STEP3 = [*_optimal(3)[:2], (1, 1, 0), *_optimal(3)[3:]]  # step 3 moves B's top (disc 2) to A, step 4 it onto disc 1


@pytest.mark.parametrize(("pegs", "head", "line", "moves", "truth"), [
    (3, "3 7", "{S} -> {T}", _optimal(3), None),  # peg letters
    (4, "3 5", "{s} {t}", _FOUR, None),  # pegs from 0, 4 pegs
    (3, "3 3", "{s1} -> {t1}", _STEP3, 4),  # an illegal step keeps its number
])
def test_the_problem_s_counts_hold(pegs: int, head: str, line: str, moves: list[tuple[int, int, int]],
                                   truth: int | None) -> None:
    assert _replay([(None, s, t) for _, s, t in moves], 3, pegs) == (f"illegal at {truth}" if truth else "solved")
    text = f"{head}\n" + "".join(line.format(S="ABCD"[s], T="ABCD"[t], s=s, t=t, s1=s + 1, t1=t + 1) + "\n"
                                 for _, s, t in moves)
    assert _error_step(text, 3, pegs) == truth


@pytest.mark.parametrize(("line", "names", "moves", "truth"), [
    ("Flytta översta skivan från {s} till {t}", "ABC", _optimal(3), None),  # Swedish: the topmost disc
    ("Move the topmost ring from {s} to {t}", "XYZ", _STEP3, 4),
    ("Bewege die oberste Scheibe von {s} nach {t}", "ABCD", _FOUR, None),  # 4 pegs
])
def test_one_word_for_the_top_disc_holds(line: str, names: str, moves: list[tuple[int, int, int]],
                                         truth: int | None) -> None:
    pegs = len(names)
    assert _replay([(None, s, t) for _, s, t in moves], 3, pegs) == (f"illegal at {truth}" if truth else "solved")
    assert _error_step("".join(line.format(s=names[s], t=names[t]) + "\n" for _, s, t in moves), 3, pegs) == truth


@pytest.mark.parametrize(("names", "moves", "pegs", "truth"), [
    ("xyz", _optimal(3), 3, None),
    ("abcd", _FOUR, 4, None),
    ("abc", [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]], 3, 2),  # disc 2 onto disc 1
])
def test_a_call_s_arguments_by_place_hold(names: str, moves: list[tuple[int, int, int]], pegs: int,
                                          truth: int | None) -> None:
    assert _replay(list(moves), 3, pegs) == (f"illegal at {truth}" if truth else "solved")
    assert _error_step("".join(f"move({d},{names[s]},{names[t]})\n" for d, s, t in moves), 3, pegs) == truth


@pytest.mark.parametrize(("atoms", "pegs", "truth"), [
    (" ".join(f"move({d},{'abcd'[t]},{k})" for k, (d, _, t) in reversed(list(enumerate(_FOUR, 1)))), 4, None),
    (" ".join(f"move({d},{t + 1},{k})" for k, (d, _, t) in enumerate(_optimal(3), 1)), 3, None),  # pegs from 1
    (" ".join(f"move({d},{_ATOMS[t]},{k})" for k, (d, _, t) in enumerate(
        [_optimal(3)[1], _optimal(3)[0], *_optimal(3)[2:]], 1)), 3, 1),  # times 1 and 2 swapped: disc 2 first
])
def test_an_answer_set_s_time_column_holds(atoms: str, pegs: int, truth: int | None) -> None:
    assert _error_step(f"Answer: 1\n{atoms}\nSATISFIABLE\n", 3, pegs) == truth


@pytest.mark.parametrize(("text", "n", "pegs"), [
    (_varied(_optimal(3), 3), 3, 3),
    (_varied(_FOUR, 3, "ABCD"), 3, 4),
    ("Lösung:\n" + "".join(["Bewege Scheibe {d} von {s} nach {t}.", "Dann Scheibe {d} von {s} auf {t}.",
                            "Jetzt die Scheibe {d} von {s} nach {t}."][k % 3].format(d=4 - d, s=PEGS[s], t=PEGS[t])
                           + "\n" for k, (d, s, t) in enumerate(_optimal(3))) + "Fertig.\n", 3, 3),
])
def test_disc_numbers_from_the_bottom_hold(text: str, n: int, pegs: int) -> None:
    report = verify(text, discs=n, pegs=pegs)
    assert report.solved and any("count from the bottom" in note for note in report.notes), report.notes
    # a first move naming the middle disc is illegal read either way: no reading rescues it
    misnamed = _varied(_optimal(3), 3, from_bottom=False).replace("disk 1 from A to C.", "disk 2 from A to C.", 1)
    assert _replay([(2, 0, 2)], 3) == "illegal at 1" and _error_step(misnamed, 3) == 1


def test_a_trace_of_states_holds() -> None:
    """Four pegs drawn as 'A: [..] B: [..] C: [..] D: [..]' with '---' between; a Polish trace with an illegal step 4
    (disc 3 onto disc 1) caught at 4."""
    stacks: list[list[int]] = [[3, 2, 1], [], [], []]
    lines = ["A: {} B: {} C: {} D: {}".format(*stacks)]
    for _, s, t in _FOUR:
        stacks[t].append(stacks[s].pop())
        lines += ["---", "A: {} B: {} C: {} D: {}".format(*stacks)]
    assert _replay(list(_FOUR), 3, 4) == "solved" and _error_step("\n".join(lines) + "\n", 3, 4) is None
    wrong = [*_optimal(3)[:3], (3, 0, 1), *_optimal(3)[4:]]
    stacks = [[3, 2, 1], [], []]
    lines = ["Stan: A={}, B={}, C={}".format(*stacks)]
    for k, (_, s, t) in enumerate(wrong, 1):
        stacks[t].append(stacks[s].pop())
        lines += [f"Ruch {k}", "Stan: A={}, B={}, C={}".format(*stacks)]
    assert _replay(wrong, 3) == "illegal at 4" and _error_step("\n".join(lines) + "\n", 3) == 4


@pytest.mark.parametrize(("label", "before"), [
    ("", ""), ("After move {i}: ", ""), ("", "Let me trace the pegs:\n"), ("", "Final answer:\n")])
def test_a_block_of_states_beside_an_illegal_move_list(label: str, before: str) -> None:
    """(Found by red13, mended: states are read only among the moves read, never as a block beside them.)
    A reply's numbered moves (step 2 puts disc 2 onto disc 1), and the pegs after each move of the optimal
    solution, the writer's trace or check that does not match the list written (after the list; or before it, as
    reasoning, the list then said to be the moves or the final answer): the answer, the list, is illegal at 2."""
    wrong = [_optimal(3)[0], (2, 0, 2), *_optimal(3)[2:]]
    assert _replay(wrong, 3) == "illegal at 2"
    stacks: list[list[int]] = [[3, 2, 1], [], []]
    states = []
    for step, (_, s, t) in enumerate(_optimal(3), start=1):
        stacks[t].append(stacks[s].pop())
        states.append(label.format(i=step) + "A: {}, B: {}, C: {}".format(*stacks))
    listed = "".join(f"{i}. Move disk {d} from {PEGS[s]} to {PEGS[t]}\n" for i, (d, s, t) in enumerate(wrong, 1))
    if before:
        text = "Let me trace the pegs:\nA: [3, 2, 1], B: [], C: []\n" + "\n".join(states) + (
            "\n\nSo the moves are:\n" if before.startswith("Let") else f"\n\n{before}") + listed
    else:
        text = listed + "\nPeg contents after each move:\n" + "\n".join(states) + "\n"
    assert _error_step(text, 3) == 2


_SHORT = pytest.mark.xfail(strict=True, reason="thirteenth session, mechanisms 1 and 4 (answers._input_not_move: "
                           "a count line that names a peg number, three moves or more; answers._times_not_pegs: three "
                           "atoms or more): a short (cut) answer keeps its count line or its time column as a move, so "
                           "a list legal and short of the goal is reported illegal at step 1")


@pytest.mark.parametrize(("text", "n", "moves", "truth"), [
    ("2 2\nA C\nB C\n", 2, [(None, 0, 2), (None, 1, 2)], "illegal at 2"),  # B is empty at step 2 (mended)
    pytest.param("3 7\n1 3\n1 2\n", 3, [(None, 0, 2), (None, 0, 1)], "not solved", marks=_SHORT),  # cut after two
    pytest.param("Answer: 1\nmove(1,b,1) move(2,c,2)\nSATISFIABLE\n", 2, [(1, 0, 1), (2, 0, 2)], "not solved",
                 marks=_SHORT),
])
def test_a_cut_answer_after_counts_or_with_times(text: str, n: int, moves: list[tuple[int | None, int, int]],
                                                 truth: str) -> None:
    assert _replay(moves, n) == truth
    assert _error_step(text, n) == (len(moves) + 1 if truth == "not solved" else int(truth.split()[-1]))


@pytest.mark.xfail(strict=True, reason="thirteenth session, mechanism 4 shown by --explain (explain.explain_moves): an "
                   "answer set's moves are judged right, but each move's words are found again in the atom, so the "
                   "time is shown as the target's word ('target: '1' = peg 2 (C)' for move(1,c,1)) and move(1,a,5) "
                   "as 'disc: None', target 'a 5'")
def test_explain_names_an_answer_set_s_disc_and_target_words() -> None:
    from hanoi.verify.explain import explain_moves

    atoms = [(d, _ATOMS[t], time) for time, (d, _, t) in enumerate(_optimal(3), 1)]
    lines = explain_moves("Answer: 1\n" + " ".join(f"move({d},{p},{k})" for d, p, k in atoms) + "\nSATISFIABLE\n",
                          discs=3)
    details = [line for line in lines if line.lstrip().startswith("disc:")]
    assert details, lines
    for (d, peg, _), detail in zip(atoms, details, strict=False):
        assert f"disc: '{d}' = {d}," in detail and f"target: '{peg}' = peg {_ATOMS.index(peg)}" in detail, detail


def test_a_template_reads_part_of_a_spoiled_plan_by_legality() -> None:
    """Older than the thirteenth session, found by the planner objects property (an xfail until the sixteenth): the
    template read lines 2 to 6 of a spoiled two-disc plan as one family ('( move k {disc} {source} {target} )') with
    its pegs x, y, z named in whatever order solved three of its lines.  Words of the pegs' roles now name their pegs
    in the template as in the vocabulary (x the first, z the last), and the plan is illegal at 3, as the domain
    replays it."""
    text = "(move k1 k2 y)\n(move k2 x z)\n(move k1 x y)\n(move k1 y k2)\n(move k1 k2 x)\n(move k2 z y)\n; cost = 1\n"
    # k1 on k2 on x: k1 to y, k2 to z, then "k1 from x" but k1 is on y: illegal at 3
    assert _error_step(text, 2) == 3
