"""Issue 19: several moves on one line, and a first column that counts the steps.

Models write paragraphs (``First, move disk 1 from A to C. Then move disk 2 ...``), one-line
lists (``AC, AB, CB``, ``(A, C), (A, B)``, ``AC AB CB``) and tables whose first column counts
the moves (``1 0 2`` / ``2 0 1`` / ``3 2 1``).  Hypothesis renders random move lists, legal
or not, in these layouts; the verdict of ``verify`` must be the one an independent replay
(:mod:`corpus_replay`) gives.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corpus_replay
from hanoi.verify.report import verify
from test_grammar import _legal, puzzles

OPENERS = ["", "First, ", "Then ", "Next, ", "Now ", "After that, ", "Finally, "]
ASIDES = ["", " This frees the next disk.", " Good.", " Now the small disk is out of the way."]
SEPARATORS = {"comma": ", ", "semicolon": "; ", "space": " "}


def _judge(answer: str, moves: list[tuple[int | None, int, int]], n: int) -> None:
    report = verify(answer, discs=n)
    valid = _legal(moves, n)
    solved = corpus_replay.replay(moves, n, 3, "C" * n)
    assert (report.valid, report.solved) == (valid, solved), (answer, report.first_error, report.notes)
    if valid:
        assert report.moves == len(moves), (answer, report.notes)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(), st.data(), st.sampled_from(["disk {d} ", "the disk ", "disc #{d} "]))
def test_a_paragraph_of_sentences_is_read_move_by_move(
    puzzle: tuple[int, list[tuple[int, int, int]], bool], data: st.DataObject, disc: str,
) -> None:
    n, moves, _ = puzzle
    sentences = []
    for d, s, t in moves:
        opener = data.draw(st.sampled_from(OPENERS))
        verb = "move" if opener else "Move"
        aside = data.draw(st.sampled_from(ASIDES))
        sentences.append(f"{opener}{verb} {disc.format(d=d)}from rod {'ABC'[s]} to rod {'ABC'[t]}.{aside}")
    answer = "Here is how to do it.\n" + " ".join(sentences) + "\n"
    shown = [(None if "{d}" not in disc else d, s, t) for d, s, t in moves]
    _judge(answer, shown, n)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(), st.sampled_from(sorted(SEPARATORS)), st.sampled_from(["AC", "A->C", "(A, C)", "A → C"]),
       st.sampled_from(["", "Moves: ", "Answer: "]))
def test_a_one_line_list_of_peg_pairs_is_read_move_by_move(
    puzzle: tuple[int, list[tuple[int, int, int]], bool], separator: str, shape: str, label: str,
) -> None:
    n, moves, _ = puzzle
    if shape == "A → C" and separator == "space":
        shape = "A→C"
    pieces = [shape.replace("A", "\0").replace("C", "ABC"[t]).replace("\0", "ABC"[s]) for _, s, t in moves]
    answer = label + SEPARATORS[separator].join(pieces) + "\n"
    if len(moves) < 2:
        return  # one pair alone is a single move, read by the other shapes
    _judge(answer, [(None, s, t) for _, s, t in moves], n)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(), st.sampled_from(["{i} {s} {t}", "{i},{s},{t}", "{i} {S} {T}", "{i}\t{S}\t{T}"]))
def test_a_first_column_that_counts_the_moves_is_a_step_number(
    puzzle: tuple[int, list[tuple[int, int, int]], bool], row: str,
) -> None:
    n, moves, _ = puzzle
    lines = [row.format(i=i, s=s, t=t, S="ABC"[s], T="ABC"[t]) for i, (_, s, t) in enumerate(moves, start=1)]
    answer = "\n".join(lines) + "\n"
    counts = len(moves) >= 3 and len(moves) > n
    # a short list whose numbers could be discs is read as discs: its verdict is the disc reading's
    shown = [(None, s, t) for _, s, t in moves] if counts else [(i, s, t) for i, (_, s, t) in enumerate(moves, 1)]
    _judge(answer, shown, n)


def test_the_same_rows_with_real_disc_numbers_stay_discs() -> None:
    answer = "1 0 2\n2 0 1\n1 2 1\n3 0 2\n1 1 0\n2 1 2\n1 0 2\n"
    report = verify(answer, discs=3)
    assert report.solved and not report.notes
    wrong = "1 0 2\n2 0 1\n1 2 1\n3 0 2\n1 1 0\n2 1 2\n2 0 2\n"  # disc 2 is not on peg 0 at the end
    assert not verify(wrong, discs=3).valid


def test_canonical_notation_keeps_its_disc_digit() -> None:
    """``3CB`` in the project's own notation is disc 3, even where the digits run 1, 2, 3."""
    report = verify("1AC\n2AB\n3CB\n", discs=3)
    assert not report.valid and "disc 3" in str(report.first_error)


def test_a_note_with_one_move_in_prose_is_no_move() -> None:
    """gemini-2.5-flash's plan (corpus): a status note between moves says what must be moved next."""
    answer = ("1. (Disk A): L → R\n2. (Disk B): L → M\n3. (Disk A): R → M\n"
              "   *Status Check: Disk B is now on M. A, C must be moved from R to M.*\n4. (Disk A): M → R\n")
    report = verify(answer, discs=2, peg_names="L,M,R")
    assert report.valid and report.moves == 4


def test_prose_around_moves_is_not_read_as_moves() -> None:
    answer = ("The puzzle has three pegs. We must move all disks to C. "
              "Move disk 1 from A to C. Move disk 2 from A to B. Move disk 1 from C to B.\n")
    report = verify(answer, discs=2)
    assert report.valid and not report.solved and report.moves == 3
    plural = "Move all disks to C. Move disk 1 from A to B. Move disk 2 from A to C. Move disk 1 from B to C.\n"
    report = verify(plural, discs=2)
    assert report.solved and report.moves == 3  # the plan in prose is no move


SOLUTION = [(1, "A", "C"), (2, "A", "B"), (1, "C", "B"), (3, "A", "C"), (1, "B", "A"), (2, "B", "C"), (1, "A", "C")]
WRONG = [(1, "A", "C"), (2, "A", "C")]  # disc 2 onto disc 1


@pytest.mark.parametrize("line", [
    "{i}. `{s} -> {t}`",  # as code
    "{s} → {t} (disk {d})",  # the disc named after the move
    "{i}. from {s} to {t}",  # no verb, no noun
    "**{i}.** Move disk **{d}** from **{s}** to **{t}**",
    "Disk {d} goes from {s} to {t}.",  # the disc as the subject of a verb of motion
    "{i}. Переместить диск {d} с {s} на {t}",  # Russian, the language of the Russian tutorial
    "Перенести диск {d} со стержня {s} на стержень {t}",
    "{i}. 円盤{d}を{s}から{t}へ移動",  # Japanese: particles after the pegs
    "手順{i}：{d}番の円盤を{s}の棒から{t}の棒に移す",
    "第{i}步：将圆盘{d}从{s}移到{t}",  # Chinese: prepositions before the pegs
    "把{d}号盘从{s}柱移动到{t}柱",
    # issue 30: rows of the role table, markers before or after the peg, no verb, a chat marker glued on
    "Bước {i}: Di chuyển đĩa {d} từ {s} sang {t}",  # Vietnamese
    "Langkah {i}: Pindahkan cakram {d} dari {s} ke {t}",  # Indonesian
    "원반 {d}을 {s}에서 {t}로 이동",  # Korean: particles glued to the pegs
    "{i}. hamle: {d} numaralı diski {s}'dan {t}'ye taşı",  # Turkish: case suffixes after the pegs
    "{i}: mova o disco {d} da torre {s} para a torre {t}.",  # Portuguese: 'a' is an article before 'torre'
    "第 {d} 个盘从 {s} 到 {t}",  # Chinese: a measure word, no verb
    "move disc {d} {s} to {t}",  # no source marker
    "Cakram {d}: {s} ke {t}",  # a label, a colon, a peg and a target marker
    "{s}->{t}<|im_end|>",  # a chat-template marker glued to the move
])
def test_each_phrasing_reads_the_solution_and_the_wrong_list(line: str) -> None:
    def answer(moves: list[tuple[int, str, str]]) -> str:
        return "\n".join(line.format(i=i, d=d, s=s, t=t) for i, (d, s, t) in enumerate(moves, 1)) + "\n"

    report = verify(answer(SOLUTION), "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    wrong = verify(answer(WRONG), "AAA", "CCC")
    assert not wrong.valid and wrong.first_error is not None and wrong.first_error.step == 2  # the second refused


def test_an_object_whose_one_string_states_the_move() -> None:
    steps = [{"step": i, "move": f"Move disk {d} from {s} to {t}"} for i, (d, s, t) in enumerate(SOLUTION, 1)]
    report = verify(json.dumps({"steps": steps}, indent=1), "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    steps[1]["move"] = "Move disk 2 from A to C"  # onto disc 1
    assert not verify(json.dumps({"steps": steps}), "AAA", "CCC").valid


def test_an_answer_in_a_box() -> None:
    boxed = "So the answer is $\\boxed{" + ", ".join(f"{s}{t}" for _, s, t in SOLUTION) + "}$.\n"
    report = verify("We solve it step by step.\n" + boxed.replace("So the answer is $", "Final answer: "), "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)


@pytest.mark.parametrize("answer", [
    " ".join(f"{i}. {s}→{t}" for i, (_, s, t) in enumerate(SOLUTION, 1)),  # a numbered list run into one line
    "\n".join(f"({s} -> {t})" for _, s, t in SOLUTION),  # each move in brackets
    " ".join(f"{s}-{t}" for _, s, t in SOLUTION),  # dashed pairs side by side
    " then ".join(f"{s}->{t}" for _, s, t in SOLUTION),
    "Move disk 1 from A to C and disk 2 from A to B, then disk 1 from C to B, then disk 3 from A to C, "
    "then disk 1 from B to A, then disk 2 from B to C, and finally disk 1 from A to C.",
])
def test_moves_joined_by_numbers_brackets_dashes_then_and(answer: str) -> None:
    report = verify(answer, "AAA", "CCC")
    assert report.solved and report.moves == 7, (answer, report.first_error, report.notes)
    spoiled = answer.replace("B", "Z", 1) if "B" in answer else answer
    assert spoiled == answer or not verify(spoiled, "AAA", "CCC").solved


def test_a_yaml_list_of_moves_one_key_a_line() -> None:
    items = "".join(f"  - step: {i}\n    disk: {d}\n    from: {s}\n    to: '{t}'\n"
                    for i, (d, s, t) in enumerate(SOLUTION, 1))
    report = verify("```yaml\nmoves:\n" + items + "```\n", "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    wrong = verify("moves:\n  - disk: 1\n    from: A\n    to: C\n  - disk: 2\n    from: A\n    to: C\n", "AAA", "CCC")
    assert not wrong.valid and wrong.first_error is not None and wrong.first_error.line == 5  # lines kept


@pytest.mark.parametrize("render", [
    lambda d, s, t: f'move(disk={d}, from_peg="{s}", to_peg="{t}")',  # a call with keyword arguments
    lambda d, s, t: f"move_disk(source={'ABC'.index(s)}, target={'ABC'.index(t)})",
    lambda d, s, t: json.dumps({"name": "move", "arguments": {"disk": d, "source": s, "target": t}}),  # a tool call
    lambda d, s, t: json.dumps({"name": "move", "arguments": json.dumps({"from": s, "to": t})}),  # arguments as text
    lambda d, s, t: f"Action: move {s} {t}",  # a ReAct agent's action
    lambda d, s, t: f'Action: {{"from": "{s}", "to": "{t}"}}',
    lambda d, s, t: f"Assistant: I will move disk {d} from {s} to {t}.\nTool: OK, the move is done.",
])
def test_agent_transcripts_and_tool_calls(render: Any) -> None:
    report = verify("\n".join(render(d, s, t) for d, s, t in SOLUTION) + "\n", "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    wrong = verify("\n".join(render(d, s, t) for d, s, t in WRONG) + "\n", "AAA", "CCC")
    assert not wrong.valid and wrong.first_error is not None and wrong.first_error.step == 2


def test_fast_downward_plan_output_with_costs() -> None:
    """Fast Downward prints ``move d1 peg1 peg3 (1)``: the action without brackets, then its cost."""
    stacks: dict[str, list[int]] = {"A": [3, 2, 1], "B": [], "C": []}
    pegs = {"A": "peg1", "B": "peg2", "C": "peg3"}
    lines = ["Solution found!"]
    for d, s, t in SOLUTION:
        stacks[s].pop()
        under_from = f"d{stacks[s][-1]}" if stacks[s] else pegs[s]
        under_to = f"d{stacks[t][-1]}" if stacks[t] else pegs[t]
        stacks[t].append(d)
        lines.append(f"move d{d} {under_from} {under_to} (1)")
    lines += ["Plan length: 7 step(s).", "Plan cost: 7"]
    report = verify("\n".join(lines) + "\n", "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    lines[2] = "move d2 peg1 d1 (1)"  # disc 2 onto disc 1
    assert not verify("\n".join(lines) + "\n", "AAA", "CCC").valid


def test_a_move_cut_off_after_from_is_truncated_not_an_action() -> None:
    """``move X Y Z`` reads an agent's action; ``Move disk 1 from`` (a reply cut off) is none."""
    answer = "Move disk 1 from A to C\nMove disk 2 from A to B\nMove disk 1 from"
    report = verify(answer, "AAA", "CCC")
    assert report.first_error is not None and report.first_error.kind == "truncated", report.first_error


def test_explain_says_why_the_lines_between_moves_were_skipped(tmp_path: Path) -> None:
    """Issue 30: --explain shows which text became which move, and why the rest was no move."""
    from hanoi.verify.explain import explain_moves

    text = "Di chuyển đĩa 1 từ A sang C.\nDi chuyển 2 đĩa từ A sang B\nthen we go on\nDi chuyển đĩa 2 từ A sang B.\n"
    lines = explain_moves(text, discs=2)
    assert lines[0].startswith("move 1 (line 1)") and "source: 'from A' = peg 0 (A)" in lines[1]
    assert "skipped line 2: 'Di chuyển 2 đĩa từ A sang B': it speaks of several discs" in lines[-2]
    assert lines[-1] == "skipped line 3: 'then we go on': no verb, disc noun or arrow: prose"
    path = tmp_path / "answer.txt"
    path.write_text(text, encoding="utf-8")
    assert explain_moves(path, discs=2) == lines
