"""verify(): every input format round-tripped, planted errors located, parsers fuzzed.

Expected answers come from independent sources: the ``hanoi solve`` output itself, a
replay with :meth:`State.apply` (the core's own rule check), the German encyclopedia article's 11-move example,
and a brute-force breadth-first search over the state graph for small cases.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import hanoi.verify.readers as movelists
from hanoi import (
    HanoiError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidStateError,
    Move,
    State,
    TooLargeError,
)
from hanoi.cli.app import app
from hanoi.notation import format_move
from hanoi.pddl import plan_lines
from hanoi.tower import min_moves, solve
from hanoi.verify.report import InputFormat, VerifyReport, verify
from reference import bfs_distance, bfs_path

runner = CliRunner()


# ---------------------------------------------------------------------------- makers of inputs
def cli_solve(*args: str) -> str:
    result = runner.invoke(app, ["solve", *args])
    assert result.exit_code == 0, result.stderr
    return result.stdout


def answer_text(moves: list[Move]) -> str:
    triples = ", ".join(json.dumps(m.to_list()) for m in moves)
    return (
        "Let me think. The prompt asks for moves = [[disk id, from peg, to peg], ...].\n"
        "I will move the smallest disk first.\n\n"
        f"**Final answer**\n```\nmoves = [{triples}]\n```\nDone."
    )


def maker_text(moves: list[Move], start: State) -> str:
    records = []
    state = start
    for move in moves:
        state = state.apply(move)
        records.append(f"move = {json.dumps(move.to_list())}\nnext_state = {json.dumps(state.stacks())}")
    return "\n\n".join(records)


def pddl_text(moves: list[Move], start: State) -> str:
    return "\n".join(plan_lines(moves, start)) + f"\n; cost = {len(moves)} (unit cost)\n"


def replay(moves: list[Move], start: State) -> tuple[int | None, State]:
    """Independent oracle: the first illegal step (1-based) and the state before it."""
    state = start
    for step, move in enumerate(moves, 1):
        if not state.is_legal(move):
            return step, state
        state = state.apply(move)
    return None, state


# ---------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("n", [1, 3, 6])
@pytest.mark.parametrize(
    ("args", "label"),
    [
        (("--format", "json"), "json"),
        ((), "canonical"),
        (("--notation", "arrow"), "arrow"),
        (("--notation", "letters"), "letters"),
        (("--notation", "german"), "german"),
        (("--notation", "pair"), "pair"),
    ],
)
def test_cli_solve_output_round_trips(n: int, args: tuple[str, ...], label: str) -> None:
    text = cli_solve(str(n), *args)
    report = verify(text, discs=n)
    assert (report.valid, report.solved, report.moves, report.excess) == (True, True, 2**n - 1, 0)
    assert report.format == label
    assert report.first_error is None and report.final_state == State.perfect(n, peg=2)
    forced = verify(text, discs=n, notation=label)
    assert forced.solved and forced.moves == 2**n - 1


@pytest.mark.parametrize("n", [1, 4, 7])
def test_library_formats_round_trip(n: int) -> None:
    moves = list(solve(n))
    start = State.perfect(n)
    inputs = {
        "answer": answer_text(moves),
        "maker": maker_text(moves, start),
        "pddl": pddl_text(moves, start),
        "pair": "\n".join(format_move(m, "pair", base=1) for m in moves),
    }
    for label, text in inputs.items():
        report = verify(text, discs=n, base=1 if label == "pair" else 0)
        assert report.format == label
        assert (report.valid, report.solved, report.moves, report.excess) == (True, True, 2**n - 1, 0), label


def test_four_pegs_and_other_targets_round_trip() -> None:
    moves = bfs_path(State.perfect(4, pegs=4), State.perfect(4, pegs=4, peg=3))
    report = verify(json.dumps([m.to_list() for m in moves]), discs=4, pegs=4)
    assert report.solved and report.moves == 9  # Frame-Stewart, OEIS A007664
    assert report.optimal == four_peg_optimum(4)
    text = cli_solve("5", "--from", "B", "--to", "A")
    report = verify(text, State.perfect(5, peg=1), State.perfect(5, peg=0))
    assert report.solved and report.excess == 0


def test_in_memory_inputs() -> None:
    moves = list(solve(5))
    start = State.perfect(5)
    as_bytes = json.dumps([m.to_list() for m in moves]).encode()
    for source in (
        moves,
        iter(moves),
        [m.to_list() for m in moves],
        [str(m) for m in moves],
        [f"{m}\n".encode() for m in moves],
        [(m.source, m.target) for m in moves],
        np.array([m.to_list() for m in moves], dtype=np.int16),
        np.array([[m.source, m.target] for m in moves]),
        as_bytes,
        bytearray(as_bytes),
        io.BytesIO(as_bytes),
        io.StringIO(as_bytes.decode()),
        plan_lines(moves, start),
    ):
        report = verify(source, discs=5)
        assert report.solved and report.moves == 31, type(source)


def test_a_path_is_read_and_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "moves.json"
    path.write_text(cli_solve("8", "-f", "json"))
    assert verify(path, discs=8).solved
    with pytest.raises(InvalidArgumentError, match=r"cannot read .*nope"):
        verify(tmp_path / "nope", discs=8)


@pytest.mark.parametrize("chunk", [1, 2, 5, 64])
def test_tiny_read_chunks_give_the_same_answers(monkeypatch: pytest.MonkeyPatch, chunk: int) -> None:
    moves = list(solve(4))
    start = State.perfect(4)
    bad = [*moves[:5], Move(3, 0, 1), *moves[5:]]
    monkeypatch.setattr(movelists, "_CHUNK", chunk)
    for text in (
        json.dumps([m.to_list() for m in moves]),
        "\n".join(str(m) for m in moves),
        "\r\n".join(format_move(m, "german") for m in moves),
        answer_text(moves),
        maker_text(moves, start),
        pddl_text(moves, start),
    ):
        assert verify(text, discs=4).solved, text[:30]
    for text in (json.dumps([m.to_list() for m in bad]), "\n".join(str(m) for m in bad), answer_text(bad)):
        error = verify(text, discs=4).first_error
        assert error is not None and error.step == 6 and "disc 3 is on peg 1 (B), not on peg 0 (A)" in error.reason


def test_a_long_json_file_crosses_many_buffers() -> None:
    text = cli_solve("16", "--format", "json")  # 65535 moves, about 500 kB
    report = verify(text.encode(), discs=16)
    assert report.solved and report.moves == 65535
    spaced = text.replace(",[", ",\n  [ ").replace(",", " , ")
    assert verify(spaced, discs=16).solved


# ---------------------------------------------------------------------------- the German encyclopedia article
def test_seed_004_eleven_moves_solve_three_discs_but_not_optimally() -> None:
    text = (
        "S 1 - AB | S 2 - AC | S 1 - BC | S 3 - AB | S 1 - CB | S 2 - CA | S 1 - BA | S 3 - BC | "
        "S 1 - AB | S 2 - AC | S 1 - BC ."
    )
    report = verify(text, discs=3)
    assert report.format == "german"
    assert (report.valid, report.solved, report.moves, report.optimal, report.excess) == (True, True, 11, 7, 4)
    assert not report.is_optimal
    assert report.to_dict()["excess"] == 4


# ---------------------------------------------------------------------------- planted errors
def planted(kind: str) -> tuple[list[Move], int, str]:
    """A 4-disc solution with one planted error: the list, its step, the reason's words."""
    moves = list(solve(4))
    if kind == "larger-on-smaller":  # step 3 of the optimal solution is 1CB; make it 3AB
        return [*moves[:2], Move(3, 0, 1), *moves[2:]], 3, "disc 3 cannot go onto the smaller disc 1 on peg 1 (B)"
    if kind == "empty":  # after 1AB 2AC 1BC, peg B is empty
        return [*moves[:3], Move(1, 1, 0), *moves[3:]], 4, "peg 1 (B) is empty"
    if kind == "not-top":
        return [*moves[:6], Move(4, 0, 2), *moves[6:]], 7, "disc 4 is not on top of peg 0 (A): disc 1 is on it"
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["larger-on-smaller", "empty", "not-top"])
@pytest.mark.parametrize("shape", ["json", "canonical", "german", "answer", "maker"])
def test_planted_illegal_moves_are_reported_at_their_step(kind: str, shape: str) -> None:
    moves, step, reason = planted(kind)
    start = State.perfect(4)
    assert replay(moves, start)[0] == step  # the oracle agrees on the step
    if shape == "json":
        text = json.dumps([m.to_list() for m in moves])
    elif shape == "answer":
        text = answer_text(moves)
    elif shape == "maker":
        text = maker_text(moves[: step - 1], start) + f"\nmove = {json.dumps(moves[step - 1].to_list())}\n"
    else:
        text = "\n".join(format_move(m, shape) for m in moves)
    report = verify(text, discs=4)
    assert not report.valid and not report.solved
    error = report.first_error
    assert error is not None
    assert (error.step, error.kind, error.reason) == (step, "illegal", reason)
    assert error.state == replay(moves, start)[1]
    assert report.moves == step and report.errors == 1  # reading stopped there
    bad = moves[step - 1]
    written = format_move(bad, shape) if shape in ("canonical", "german") else json.dumps(bad.to_list())
    assert error.move == written


def test_moving_from_an_empty_peg_in_peg_only_notations() -> None:
    text = "A->C\nA->B\nC->B\nC->A\n"  # after three moves peg C is empty
    error = verify(text, discs=2).first_error
    assert error is not None and (error.step, error.move, error.reason) == (4, "C->A", "peg 2 (C) is empty")
    error = verify("1 3\n1 2\n3 2\n3 1\n", discs=2, base=1).first_error
    assert error is not None and (error.step, error.reason) == (4, "peg 2 (C) is empty")
    error = verify("(move d1 d2 peg3)\n(move d2 peg1 peg2)\n(move d1 peg3 peg2)\n", discs=2).first_error
    assert error is not None and error.step == 3 and error.reason == "peg2 is not clear: d2 is on it"


def test_pddl_plan_errors() -> None:
    plan = "(move d1 d2 peg3)\n(move d2 peg1 d1)\n"
    error = verify(plan, discs=2).first_error
    assert error is not None and error.step == 2 and error.reason == "d2 cannot go onto the smaller d1"
    error = verify("(move d1 peg1 peg3)\n", discs=2).first_error
    assert error is not None and error.reason == "d1 is on d2, not on peg1"
    error = verify("(move d3 d2 peg3)\n", discs=2).first_error
    assert error is not None and error.reason == "d3 does not exist (discs are d1..d2)"


def test_a_wrong_claimed_state_is_reported_at_its_step() -> None:
    moves = list(solve(3))
    start = State.perfect(3)
    before = start.replay(moves[:4])
    after = before.apply(moves[4])
    wrong = State.parse("ABC")
    assert wrong != after
    records = maker_text(moves, start).split("\n\n")
    records[4] = records[4].replace(json.dumps(after.stacks()), json.dumps(wrong.stacks()))
    report = verify("\n\n".join(records), discs=3)
    error = report.first_error
    assert error is not None and (error.step, error.kind) == (5, "claim")
    claimed, actual = json.dumps(wrong.stacks()), json.dumps(after.stacks())
    assert error.reason == f"claimed next_state {claimed} differs from the actual state {actual}"
    assert error.state == before
    assert not report.valid and report.moves == 5
    assert verify("\n\n".join(records), discs=3, keep_going=True).errors == 1


def test_a_truncated_list_is_valid_but_unsolved_one_step_past_its_end() -> None:
    moves = list(solve(4))[:9]
    for text in (json.dumps([m.to_list() for m in moves]), "\n".join(map(str, moves)), answer_text(moves)):
        report = verify(text, discs=4)
        assert (report.valid, report.solved, report.moves) == (True, False, 9)
        error = report.first_error
        assert error is not None and (error.step, error.kind, error.move) == (10, "not-solved", "")
        assert error.state == report.final_state == replay(moves, State.perfect(4))[1]
        assert "not the goal CCCC" in error.reason


def test_a_file_cut_in_the_middle_of_a_move_is_truncated() -> None:
    text = json.dumps([m.to_list() for m in solve(4)])
    cut = text[: text.index("[", 40) + 3]  # ends inside a record
    report = verify(cut, discs=4)
    error = report.first_error
    assert error is not None and error.kind == "truncated" and "closing ']'" in error.reason
    assert error.step == len(json.loads(text[: text.rindex("]", 0, len(cut)) + 1] + "]")) + 1


def test_syntax_errors_name_the_move_as_written() -> None:
    error = verify("[[1, 0, 2], [2, 0], [1, 2, 1]]", discs=2).first_error
    assert error is not None and (error.step, error.move, error.kind) == (2, "[2, 0]", "syntax")
    error = verify("1AC\n2AB\nhello\n1CB", discs=2).first_error
    assert error is not None and (error.step, error.move) == (3, "hello")
    error = verify("[[1, 0, 2] [2, 0, 1]]", discs=2).first_error
    assert error is not None and error.step == 2 and error.reason == "expected ',' between two moves"
    error = verify("[[1, 0, 2]] trailing", discs=2, notation="json").first_error
    assert error is not None and error.step == 2 and "after the closing" in error.reason
    error = verify("[[1, 0, 2]] trailing", discs=2).first_error  # detected: a JSON list then text is a reply
    assert error is not None and error.step == 2 and error.kind == "not-solved"


def test_keep_going_counts_every_error_and_skips_each_bad_move() -> None:
    moves = list(solve(3))
    noisy = [str(moves[0]), "3AC", *map(str, moves[1:4]), "1BB", *map(str, moves[4:]), "2AB"]
    text = "\n".join(noisy)
    stop = verify(text, discs=3)
    assert stop.errors == 1 and stop.moves == 2
    report = verify(text, discs=3, keep_going=True)
    assert report.errors == 3 and report.moves == len(noisy)
    assert report.first_error is not None and report.first_error.step == 2
    assert not report.valid and not report.solved and report.final_state == State.perfect(3, peg=2)


def test_the_last_moves_list_of_an_answer_counts() -> None:
    good = [m.to_list() for m in solve(2)]
    text = f"Draft: moves = [[1, 0, 2], [2, 0, 2]]\nFixed, final: moves = {json.dumps(good)}"
    assert verify(text, discs=2).solved
    text = f"moves = {json.dumps(good)}\nOops, moves = [[1, 0, 2], [2, 0, 2]]"
    error = verify(text, discs=2).first_error
    assert error is not None and error.step == 2
    report = verify("I cannot solve this puzzle.", discs=2)
    assert not report.found and not report.valid and report.first_error is not None
    assert (report.first_error.step, report.first_error.kind) == (1, "syntax")
    assert "no move list found" in report.first_error.reason


def test_arbitrary_start_and_goal_use_the_shortest_path() -> None:
    start, goal = State.parse("ABC"), State.parse("CCA")
    distance = bfs_distance(start, goal)
    moves = bfs_path(start, goal)
    report = verify([str(m) for m in moves], start, goal)
    assert report.solved and report.moves == distance
    try:
        import hanoi.paths  # noqa: F401
    except ImportError:
        assert report.optimal is None and report.excess is None
    else:
        assert report.optimal == distance and report.excess == 0








def four_peg_optimum(n: int) -> int | None:
    """The Frame-Stewart number, or None while hanoi.kpegs is not there yet."""
    try:
        return min_moves(n, pegs=4)
    except HanoiError:
        return None


def test_optimal_lengths_between_towers_match_brute_force() -> None:
    for n, pegs in ((3, 3), (4, 3), (3, 4), (4, 4)):
        start, goal = State.perfect(n, pegs=pegs), State.perfect(n, pegs=pegs, peg=pegs - 1)
        report = verify([], start, goal)
        if pegs == 4 and four_peg_optimum(n) is None:
            assert report.optimal is None
        else:
            assert report.optimal == bfs_distance(start, goal)
    assert verify([], discs=3, goal="AAA").solved  # the empty list solves start == goal


# ---------------------------------------------------------------------------- arguments
@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({}, InvalidArgumentError, "needs the number of discs"),
        ({"discs": 3, "notation": "yaml"}, InvalidArgumentError, "unknown notation 'yaml'"),
        ({"discs": 3, "base": 2}, InvalidArgumentError, "base must be 0 or 1"),
        ({"discs": 3, "start": "AAAA"}, InvalidArgumentError, "discs=3 but the state AAAA has 4 discs"),
        ({"start": "AAA", "goal": "CC"}, InvalidStateError, "do not match"),
        ({"discs": -1}, InvalidArgumentError, "discs must be an integer >= 0"),
        ({"discs": 10**6}, TooLargeError, "refusing"),
        ({"discs": 2, "start": "AXB"}, HanoiError, "invalid state 'AXB'"),
    ],
)
def test_bad_arguments_raise_clear_errors(kwargs: dict[str, object], error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        verify("", **kwargs)  # type: ignore[arg-type]


def test_report_to_dict_has_the_documented_keys() -> None:
    data = verify("[[1, 0, 1], [1, 1, 1]]", discs=1).to_dict()
    assert {"valid", "solved", "moves", "first_error", "final_state", "optimal", "excess"} <= set(data)
    assert data["first_error"]["step"] == 2 and data["first_error"]["move"] == "[1, 1, 1]"
    assert data["first_error"]["reason"] == "source and target are the same peg 1 (B)"
    assert json.loads(json.dumps(data)) == data


def test_forced_notations() -> None:
    assert verify("0 -> 2", discs=1, notation=InputFormat.ARROW).solved
    error = verify("0 -> 2", discs=1, notation="letters").first_error
    assert error is not None and error.kind == "syntax"
    assert verify("A C\n", discs=1, notation="text").solved


# ---------------------------------------------------------------------------- fuzzing
def valid_inputs() -> Iterator[str]:
    moves = list(solve(3))
    start = State.perfect(3)
    yield json.dumps([m.to_list() for m in moves])
    yield answer_text(moves)
    yield maker_text(moves, start)
    yield pddl_text(moves, start)
    for notation in ("canonical", "arrow", "letters", "german"):
        yield "\n".join(format_move(m, notation) for m in moves)


VALID = list(valid_inputs())


def check_report(report: VerifyReport) -> None:
    assert report.moves >= 0 and report.errors >= 0
    assert report.valid == (report.errors == 0)
    assert not report.solved or report.final_state == report.goal


def run_safely(data: bytes | str, **kwargs: object) -> VerifyReport | None:
    try:
        report = verify(data, discs=3, **kwargs)  # type: ignore[arg-type]
    except HanoiError:
        return None
    check_report(report)
    return report


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300), st.sampled_from([None, *[f.value for f in InputFormat]]), st.booleans())
def test_random_bytes_raise_nothing_but_hanoi_errors(data: bytes, notation: str | None, keep: bool) -> None:
    run_safely(data, notation=notation, keep_going=keep)


edit = st.tuples(st.sampled_from(["insert", "delete", "replace"]), st.integers(0, 10**6), st.text(max_size=4))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VALID), st.lists(edit, min_size=1, max_size=4), st.booleans())
def test_random_edits_of_valid_inputs_raise_nothing_but_hanoi_errors(
    text: str, edits: list[tuple[str, int, str]], keep: bool
) -> None:
    for action, where, piece in edits:
        at = where % (len(text) + 1)
        if action == "insert":
            text = text[:at] + piece + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + len(piece) + 1 :]
        else:
            text = text[:at] + piece + text[at + len(piece) :]
    run_safely(text, keep_going=keep)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-1, 4), st.integers(-1, 3), st.integers(-1, 3)), max_size=12))
def test_json_verdicts_agree_with_a_state_replay(triples: list[tuple[int, int, int]]) -> None:
    text = json.dumps([list(t) for t in triples])
    report = verify(text, discs=3)
    start = State.perfect(3)
    expected_step: int | None = None
    state = start
    for step, (disc, source, target) in enumerate(triples, 1):
        try:
            state = state.apply(Move(disc, source, target))
        except (IllegalMoveError, HanoiError):
            expected_step = step
            break
    if expected_step is None:
        assert report.valid and report.final_state == state
        assert report.solved == (state == State.perfect(3, peg=2))
    else:
        assert report.first_error is not None and report.first_error.step == expected_step
        assert report.first_error.state == state


def test_progress_is_called_with_the_bytes_read() -> None:
    seen: list[int] = []
    text = cli_solve("10", "-f", "json").encode()
    assert verify(text, discs=10, progress=seen.append).solved
    assert sum(seen) == len(text)


@pytest.mark.parametrize("pegs", [3, 4, 5])
def test_a_disc_named_by_a_word_from_an_empty_peg_says_that_peg_is_empty(pegs: int) -> None:
    """A disc named by a word never seen before (``red``) is the top disc of its source; from an empty peg the
    reason names that peg as empty (it once named a peg -1 that does not exist)."""
    letters = "ABCDE"[:pegs]
    for source in range(1, pegs):  # every peg but the start's is empty
        target = 0 if source != 1 else 2
        text = f"move(red, {letters[source]}, {letters[target]})"
        error = verify(text, discs=2, pegs=pegs).first_error
        assert error is not None and error.step == 1 and error.kind == "illegal", text
        assert f"peg {source} ({letters[source]}) is empty" in error.reason and "-1" not in error.reason, error.reason
