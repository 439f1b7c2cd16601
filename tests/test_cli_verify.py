"""The CLI contract of ``hanoi verify`` and ``hanoi pddl``: exit codes, report shapes, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app

runner = CliRunner()


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def solution(n: int, *args: str) -> str:
    code, out, err = run("solve", str(n), *args)
    assert code == 0, err
    return out


def test_a_valid_solution_exits_0_with_a_text_report(tmp_path: Path) -> None:
    path = tmp_path / "moves.json"
    path.write_text(solution(5, "--format", "json"))
    code, out, _ = run("verify", str(path), "--discs", "5")
    assert code == 0
    assert out.splitlines() == [
        "format:       json",
        "moves:        31",
        "valid:        yes",
        "solved:       yes",
        "optimal:      31 (excess 0)",
        "final state:  CCCCC",
        "first error:  none",
    ]


def test_standard_input_and_the_json_report() -> None:
    code, out, _ = run("verify", "-", "--discs", "4", "--format", "json", stdin=solution(4, "--notation", "german"))
    assert code == 0
    data = json.loads(out)
    assert {"valid", "solved", "moves", "first_error", "final_state", "optimal", "excess"} <= set(data)
    assert (data["valid"], data["solved"], data["moves"], data["first_error"], data["excess"]) == (
        True, True, 15, None, 0
    )
    assert data["final_state"] == "CCCC" and data["format"] == "german"


def test_an_illegal_move_exits_1_and_names_the_step() -> None:
    code, out, _ = run("verify", "-", "-n", "3", "-f", "json", stdin="[[1,0,2],[2,0,2],[1,2,1]]")
    assert code == 1
    error = json.loads(out)["first_error"]
    assert (error["step"], error["move"]) == (2, "[2,0,2]")
    assert error["reason"] == "disc 2 cannot go onto the smaller disc 1 on peg 2 (C)"
    code, out, _ = run("verify", "-", "-n", "3", stdin="[[1,0,2],[2,0,2],[1,2,1]]")
    assert code == 1
    assert "first error:  illegal at step 2 (line 1), '[2,0,2]': " in out
    assert "disc 2 cannot go onto the smaller disc 1 on peg 2 (C)" in out
    assert "state before: AAC" in out


def test_an_unsolved_list_exits_1() -> None:
    code, out, _ = run("verify", "-", "--discs", "3", "-f", "json", stdin="1AC\n2AB\n")
    assert code == 1
    data = json.loads(out)
    assert data["valid"] is True and data["solved"] is False and data["first_error"]["step"] == 3
    code, out, _ = run("verify", "-", "--discs", "3", stdin="1AC\n2AB\n")
    assert code == 1 and "not solved:   the list ends after 2 moves in state ABC" in out


def test_seed_004_is_solved_but_not_optimal() -> None:
    text = "S 1 - AB | S 2 - AC | S 1 - BC | S 3 - AB | S 1 - CB | S 2 - CA | S 1 - BA | S 3 - BC | S 1 - AB | " \
           "S 2 - AC | S 1 - BC ."
    code, out, _ = run("verify", "-", "--discs", "3", stdin=text)
    assert code == 0 and "optimal:      7 (excess 4)" in out


@pytest.mark.parametrize(
    ("args", "stdin", "words"),
    [
        (("-", "--discs", "3"), "nothing that looks like moves", "no move list found"),
        (("/nonexistent/moves.json", "--discs", "3"), None, "cannot read '/nonexistent/moves.json'"),
        (("-",), "1AC", "say how many discs"),
        (("-", "--discs", "3", "--notation", "yaml"), "1AC", "yaml"),
        (("-", "--discs", "3", "--base", "2"), "1AC", "--base"),
        (("-", "--discs", "3", "--start", "AXB"), "1AC", "invalid state 'AXB'"),
        (("-", "--discs", "2", "--start", "AAA"), "1AC", "--start AAA has 3 discs, but --discs is 2"),
        (("-", "--start", "AAA", "--goal", "CC"), "1AC", "do not match"),
        (("-", "--discs", "99999"), "1AC", "refusing"),
    ],
)
def test_unusable_input_exits_2_with_one_line(args: tuple[str, ...], stdin: str | None, words: str) -> None:
    code, out, err = run("verify", *args, stdin=stdin)
    assert code == 2
    assert out == ""
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_options_start_goal_pegs_base_notation_keep_going() -> None:
    code, out, _ = run("verify", "-", "--start", "CC", "--goal", "AA", "-f", "json", stdin="C->B\nC->A\nB->A\n")
    assert code == 0 and json.loads(out)["moves"] == 3
    code, _, _ = run("verify", "-", "--discs", "2", "--base", "1", stdin="1 2\n1 3\n2 3\n")
    assert code == 0
    code, out, _ = run("verify", "-", "--discs", "1", "--notation", "letters", "-f", "json", stdin="0 -> 2")
    assert code == 1 and json.loads(out)["first_error"]["reason"].startswith("invalid move '0 -> 2'")
    code, out, _ = run("verify", "-", "--discs", "1", "--keep-going", "-f", "json", stdin="1AB\n1AB\n1BC\n1CC\n")
    data = json.loads(out)
    assert code == 1 and data["errors"] == 2 and data["moves"] == 4 and data["final_state"] == "C"
    code, out, _ = run("verify", "-", "--discs", "1", "--pegs", "4", stdin="[[1, 0, 3]]")
    assert code == 0 and "final state:  D" in out


def test_pddl_writes_both_files(tmp_path: Path) -> None:
    code, out, _ = run("pddl", "3", "--pegs", "4", "--out", str(tmp_path / "p"))
    assert code == 0 and "domain.pddl" in out
    problem = (tmp_path / "p" / "problem.pddl").read_text()
    assert "(:objects peg1 peg2 peg3 peg4 d1 d2 d3)" in problem and "(on d3 peg4)" in problem
    assert "(define (domain hanoi)" in (tmp_path / "p" / "domain.pddl").read_text()
    code, _, _ = run("pddl", "2", "--start", "BA", "--goal", "[[],[],[2,1]]", "--out", str(tmp_path / "q"))
    assert code == 0 and "(on d2 peg2) (on d1 peg1)" in (tmp_path / "q" / "problem.pddl").read_text()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("pddl", "3"), "--out"),
        (("pddl", "3", "--start", "AA", "--out", "x"), "--start AA has 2 discs, but --discs is 3"),
        (("pddl", "3", "--pegs", "2", "--out", "x"), "--pegs"),
        (("pddl", "3", "--start", "[[3,2,1],[],[],[]]", "--out", "x"), "4 pegs given, 3 expected"),
    ],
)
def test_pddl_usage_errors_exit_2(args: tuple[str, ...], words: str) -> None:
    code, _, err = run(*args)
    assert code == 2 and words in err


def test_pddl_too_many_discs_is_refused() -> None:
    code, _, err = run("pddl", "100000", "--out", "unused")
    assert code == 1 and "refusing" in err


# ---------------------------------------------------------------------------- whole model replies
def test_a_reasoning_gym_reply_reports_the_inferred_numbering() -> None:
    reply = "<think>\nsmall first\n</think>\nMove disk 1 from Peg 1 to Peg 2\nMove disk 2 from Peg 1 to Peg 3\n" \
            "Move disk 1 from Peg 2 to Peg 3\n"
    code, out, _ = run("verify", "-", "--discs", "2", stdin=reply)
    assert code == 0
    assert out.splitlines()[:3] == [
        "format:       answer",
        "answer:       the only move list, line 4",
        "note:         pegs are numbered 1..3 (never 0): read from 1",
    ]
    code, out, _ = run("verify", "-", "--discs", "2", "--base", "0", "-f", "json", stdin=reply)
    data = json.loads(out)
    assert code == 1 and data["notes"] == [] and data["first_error"]["reason"] == "peg 1 (B) is empty"


def test_peg_and_disc_names_on_the_command_line() -> None:
    reply = "1. Move disk x from west to mid\n2. Move disk y from west to east\n3. Move disk x from mid to east\n"
    code, out, err = run("verify", "-", "-n", "2", "--peg-names", "west,mid,east", "--disc-names", "x,y", stdin=reply)
    assert code == 0, err
    code, out, _ = run("verify", "-", "-n", "2", "--peg-names", "west,mid,east", "-f", "json", stdin=reply)
    assert code == 0 and json.loads(out)["notes"][0].startswith("disc names matched to discs by the moves: x=1, y=2")
    code, _, err = run("verify", "-", "-n", "2", "--peg-names", "west,east", stdin=reply)
    assert code == 2 and "2 peg names given (west,east) for 3 pegs" in err


@pytest.mark.parametrize(
    ("stdin", "words"),
    [
        ("", "no move list found"),
        ("I could not solve it.", "no move list found"),
        ("1AC\n\x00\x01", "line 2: binary data (a NUL byte at byte 5), not text"),
        ("[" * 100_000, "line 1: JSON nested 4096 or more levels deep"),
    ],
)
def test_input_with_no_move_list_exits_2(stdin: str, words: str) -> None:
    code, out, err = run("verify", "-", "--discs", "3", stdin=stdin)
    assert (code, out) == (2, "") and err.startswith(f"error: {words}") and len(err.splitlines()) == 1


def test_every_error_kind_reads_the_same_in_every_notation() -> None:
    for text in ("[[1, 0, 0]]", "1AA", "A->A", "S1 - AA", "0 -> 0", "Move disk 1 from Peg 1 to Peg 1"):
        code, out, _ = run("verify", "-", "-n", "1", "-f", "json", stdin=text)
        error = json.loads(out)["first_error"]
        assert code == 1 and (error["step"], error["kind"]) == (1, "illegal"), text
        assert error["reason"].startswith("source and target are the same peg"), text


@pytest.mark.parametrize("layout", ["dict", "lists"])
@pytest.mark.parametrize("jump", [2, 3, 4])
def test_explain_a_trace_of_states_with_a_state_no_move_reaches(layout: str, jump: int) -> None:
    """A program's trace of states in which one state is two moves after the one before (a line lost): the report
    names that step, and --explain says why it is no move (it once raised 'too many values to unpack' on two
    corpus answers, w18-py-labelled-call-lists-run and py-class-two-hanoi-files-runs)."""
    from hanoi import State
    from hanoi.tower import solve

    states, state = [State.perfect(3)], State.perfect(3)
    for move in solve(3):
        state = state.apply(move)
        states.append(state)
    del states[jump]  # the state after move `jump` not printed: the next is two moves on
    shown = [[[disc for disc in range(3, 0, -1) if each.positions[disc - 1] == peg] for peg in range(3)]
             for each in states]
    text = "\n".join(str(dict(zip("ABC", pegs, strict=True))) if layout == "dict" else " ".join(map(str, pegs))
                     for pegs in shown)
    code, out, err = run("verify", "-", "--discs", "3", "--explain", stdin=text)
    assert code == 1 and "internal error" not in err, err
    assert f"first error:  syntax at step {jump}" in out, out
    assert "no move: 2 discs moved since the state before" in out, out
