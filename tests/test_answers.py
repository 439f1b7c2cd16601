"""Whole model replies: every answer shape of issue 11, the answer rule, naming options, hostile input.

The fixtures in ``fixtures/answers/`` were written by hand, each with its verdict in
``verdicts.json`` worked out from the rules (not from the program's output).  The
property tests compare verify() with a plain replay on ``State.apply``, the core's own
rule check, for random puzzles and random answers written in every notation.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hanoi import InvalidArgumentError, Move, State
from hanoi.tower import solve
from hanoi.verify.report import ERROR_KINDS, verify
from reference import bfs_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "answers"
VERDICTS = json.loads((FIXTURES / "verdicts.json").read_text())


# ---------------------------------------------------------------------------- fixtures
@pytest.mark.parametrize("name", sorted(VERDICTS))
def test_every_fixture_gets_its_known_verdict(name: str) -> None:
    want = VERDICTS[name]
    report = verify(FIXTURES / name, **{k: want[k] for k in ("discs", "start", "goal") if k in want})
    assert report.found == want.get("found", True)
    assert report.solved == want.get("solved", False)
    error = report.first_error
    if want.get("solved"):
        assert error is None and report.excess == 0
    else:
        assert error is not None and (error.kind, error.step) == (want["kind"], want["step"])
        assert error.kind in ERROR_KINDS
        assert report.valid_prefix == (report.moves if error.kind == "not-solved" else error.step - 1)
    if "reason" in want:
        assert error is not None and want["reason"] in error.reason
    if "note" in want:
        assert any(want["note"] in note for note in report.notes), report.notes
    if "answer" in want:
        assert report.answer is not None and want["answer"] in report.answer


def test_the_fixtures_cover_every_shape_and_kind_of_the_issue() -> None:
    texts = {name: (FIXTURES / name).read_bytes() for name in VERDICTS}
    everything = b"".join(texts.values())
    for needle in (b"# smallest", b"\r\n", "→".encode(), b"```", b"<think>", b"[PLAN]", b"/* ... */", b"omitted"):
        assert needle in everything, needle
    kinds = {want.get("kind") for want in VERDICTS.values()}
    assert set(ERROR_KINDS) <= kinds


# ---------------------------------------------------------------------------- the answer rule
MOVES3 = [m.to_list() for m in solve(3)]


def test_a_keyed_list_wins_over_a_later_shorter_quote_and_the_reason_says_so() -> None:
    text = f"moves = {json.dumps(MOVES3)}\nThe first three moves: {json.dumps(MOVES3[:3])}"
    report = verify(text, discs=3)
    assert report.solved and report.answer_line == 1 and report.candidates == 2
    assert report.answer == "the list under the 'moves' key, line 1; passed over: line 2 (no 'moves' key)"


def test_the_last_list_wins_so_a_corrected_answer_counts() -> None:
    wrong = [[1, 0, 1], [2, 0, 2], [1, 1, 2], [3, 0, 1]]
    text = f"First try:\n{json.dumps(wrong)}\nNo wait, corrected:\n{json.dumps(MOVES3)}\n"
    report = verify(text, discs=3)
    assert report.solved and report.answer is not None and report.answer.startswith("the last move list, line 4")
    text = f"moves = {json.dumps(MOVES3)}\nOops, moves = {json.dumps(wrong)}"
    report = verify(text, discs=3)
    assert report.moves == 4 and report.first_error is not None and report.first_error.kind == "not-solved"


def test_numbered_moves_split_by_prose_stay_one_list() -> None:
    lines = [f"Step {i}: Move disk {d} from peg {s} to peg {t}." for i, (d, s, t) in enumerate(MOVES3, 1)]
    lines.insert(3, "Now the largest disk is free, so it can go across.")
    report = verify("\n".join(lines), discs=3)
    assert report.solved and report.candidates == 1


def test_a_garbled_line_inside_a_list_is_a_syntax_error_not_a_new_list() -> None:
    error = verify("1AC\n2AB\nhello\n1CB", discs=2).first_error
    assert error is not None and (error.step, error.kind, error.move, error.line) == (3, "syntax", "hello", 3)


def test_the_list_inside_a_thinking_block_counts_only_without_one_outside() -> None:
    report = verify(f"<think>moves = {json.dumps(MOVES3)}</think>\nI am done.", discs=3)
    assert report.solved and "inside it is judged" in " ".join(report.notes)
    report = verify(f"<think>moves = {json.dumps(MOVES3)}</think>\nmoves = [[1, 0, 1]]", discs=3)
    assert not report.solved and report.moves == 1


def test_a_list_in_answer_tags_is_the_answer_and_lists_before_it_are_reasoning() -> None:
    draft = "\n".join(f"Move disk {d} from {'ABC'[s]} to {'ABC'[t]}" for d, s, t in MOVES3)
    # the draft runs straight into the tagged block, or a blank line and a tag of its own part them
    for tagged in (f"<answer>{draft}</answer>", f"\n<final_answer>\n{draft}\n</final_answer>"):
        report = verify(f"{draft}\n{tagged}", discs=3)
        assert report.solved and report.moves == 7 and "inside the answer tags" in " ".join(report.notes)
    wrong = "Move disk 1 from A to B\nMove disk 2 from A to B"  # the block is judged, not the right draft
    report = verify(f"{draft}\n<Antwort>\n{wrong}\n</Antwort>", discs=3)
    assert report.moves == 2 and report.first_error is not None and report.first_error.line == 10
    report = verify(f"{draft}\n<answer>see above</answer>", discs=3)  # a block with no list: the list outside it
    assert report.solved and report.moves == 7


def test_a_game_whose_model_turns_answer_in_tags_is_read_turn_by_turn() -> None:
    def game(first: str) -> str:
        return (f"User: solve 2 discs\nAssistant: I think {first} first. <answer>{first}</answer>\nUser: ok\n"
                "Assistant: next <answer>A->C</answer>\nUser: ok\nAssistant: <answer>B->C</answer>")
    report = verify(game("A->B"), discs=2)
    assert report.solved and report.moves == 3
    error = verify(game("A->C"), discs=2).first_error  # disc 2 onto disc 1 in the second turn
    assert error is not None and (error.step, error.kind, error.line) == (2, "illegal", 4)


def test_state_columns_are_notes_and_a_remark_after_numbered_rows_is_prose() -> None:
    rows = ["move_id,from_peg,to_peg,peg0,peg1,peg2", "1,0,2,3 2,,1", "2,0,1,3 2,,1 2",  # row 2's state is wrong
            "3,2,1,3,2 1,", "4,0,1,,3 2 1,"]  # row 4 puts disc 3 onto disc 1
    remark = "Each move adheres to the rules of the puzzle, as required."  # a sentence the grammar reads as a move
    report = verify("```\n" + "\n".join(rows) + f"\n```\n\n{remark}", discs=3)
    error = report.first_error
    assert error is not None and (error.step, error.kind, error.line) == (4, "illegal", 6)
    right = [*rows[:2], "2,0,1,3,2,1", "3,2,1,3,2 1,", "4,0,2,,2 1,3", "5,1,0,1,2,3", "6,1,2,1,,3 2", "7,0,2,,,3 2 1"]
    assert verify("\n".join(right) + f"\n\n{remark}", discs=3).solved


# ---------------------------------------------------------------------------- naming
def test_peg_and_disc_names_given_as_options() -> None:
    text = "\n".join(f"(move {'xyz'[d - 1]} {['west', 'mid', 'east'][s]} {['west', 'mid', 'east'][t]})"
                     for d, s, t in MOVES3)
    learned = verify(text, discs=3)  # no vocabulary names these pegs: the template reader learns them from the moves
    assert learned.solved and learned.answer is not None and learned.answer.startswith("the moves of one template")
    report = verify(text, discs=3, peg_names="west,mid,east", disc_names="x,y,z")
    assert report.solved and report.notes == ()
    report = verify(text, discs=3, peg_names=["west", "mid", "east"])
    assert report.solved and "disc names matched to discs by the moves: x=1, y=2, z=3" in report.notes[0]
    swapped = verify(text, discs=3, peg_names="west,mid,east", disc_names="z,y,x")
    error = swapped.first_error
    assert error is not None and error.step == 1 and error.kind == "illegal"


def test_inconsistent_disc_names_are_illegal() -> None:
    text = "Move A from left to right\nMove A from left to middle\n"
    error = verify(text, discs=2).first_error
    assert error is not None and (error.step, error.kind) == (2, "illegal")
    assert "disc 1 is on peg 2 (C), not on peg 0 (A)" in error.reason


@pytest.mark.parametrize(
    ("text", "base", "solved", "note"),
    [
        ("1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n", None, True, "pegs are numbered 1..3 (never 0): read from 1"),
        ("0 2\n0 1\n2 1\n0 2\n1 0\n1 2\n0 2\n", None, True, None),
        ("1 2\n", None, False, "ambiguous peg numbers: read from 0 it is not valid, read from 1 valid but not solved; "
         "only the second is legal, so it is judged (--base to fix)"),
        ("1 2\n", 1, False, None),
    ],
)
def test_the_base_of_peg_numbers_is_inferred_only_when_safe_and_said(
    text: str, base: int | None, solved: bool, note: str | None
) -> None:
    report = verify(text, discs=3, base=base)
    assert report.solved == solved
    assert report.notes == ((note,) if note else ())


def test_naming_options_are_checked() -> None:
    with pytest.raises(InvalidArgumentError, match="2 peg names given"):
        verify("1AC", discs=1, peg_names="a,b")
    with pytest.raises(InvalidArgumentError, match="distinct"):
        verify("1AC", discs=1, disc_names="a,a")


# ---------------------------------------------------------------------------- property: agree with a replay
def write(moves: list[Move], shape: str, rng: random.Random, start: State) -> str:
    """``moves`` written in one answer shape, with the noise models add."""
    letters = "ABCDEFGH"
    if shape == "maker":  # records with the true next state while the moves are legal
        records, state = [], start
        for m in moves:
            records.append(f"move = [{m.disc}, {m.source}, {m.target}]")
            if state is not None and state.is_legal(m):
                state = state.apply(m)
                records.append(f"next_state = {json.dumps(state.stacks())}")
            else:
                state = None
        return "\n".join(records)
    if shape == "apple":
        body = ", ".join(f"[{m.disc}, {m.source}, {m.target}]" for m in moves)
        return f"Thinking...\nmoves = [{body}]\n"
    if shape == "json":
        return json.dumps([m.to_list() for m in moves])
    if shape == "reasoning-gym":
        return "\r\n".join(f"Move disk {m.disc} from Peg {m.source + 1} to Peg {m.target + 1}" for m in moves)
    if shape == "csv":
        return "disk_id,from_peg,to_peg\n" + "\n".join(f"{m.disc},{m.source},{m.target}" for m in moves)
    if shape == "table":
        rows = [f"| {i} | {m.disc} | {letters[m.source]} | {letters[m.target]} |" for i, m in enumerate(moves, 1)]
        return "| Step | Disk | From | To |\n|---|---|---|---|\n" + "\n".join(rows)
    if shape == "canonical":
        return "\n".join(str(m) for m in moves)
    if shape == "german":
        return " | ".join(f"S{m.disc} - {letters[m.source]}{letters[m.target]}" for m in moves)
    if shape == "letters":
        return "\n".join(f"{letters[m.source]} → {letters[m.target]}" for m in moves)
    if shape == "arrow":
        return "```\n" + "\n".join(f"{m.source} -> {m.target}" for m in moves) + "\n```"
    if shape == "numbered":
        return "\n".join(f"{i}. Move disk {m.disc} from peg {letters[m.source]} to peg {letters[m.target]}"
                         for i, m in enumerate(moves, 1))
    raise AssertionError(shape)


SHAPES = ["apple", "json", "reasoning-gym", "csv", "table", "canonical", "german", "letters", "arrow", "numbered",
          "maker"]
PEG_ONLY = {"letters", "arrow"}


def replay(moves: list[Move], start: State, peg_only: bool) -> tuple[int | None, State]:
    """The first bad step (1-based) and the state before it, by State.apply alone."""
    state = start
    for step, move in enumerate(moves, 1):
        if peg_only:
            top = state.top(move.source) if 0 <= move.source < state.pegs else None
            if top is None:
                return step, state
            move = Move(top, move.source, move.target)
        try:
            state = state.apply(move)
        except ValueError:
            return step, state
    return None, state


@st.composite
def puzzles(draw: st.DrawFn) -> tuple[State, State, list[Move]]:
    pegs = draw(st.sampled_from([3, 3, 4]))
    n = draw(st.integers(1, 4))
    start = State(tuple(draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs=pegs)
    goal = State(tuple(draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs=pegs)
    moves = bfs_path(start, goal)
    edits = draw(st.lists(st.tuples(st.integers(0, 20), st.integers(1, n), st.integers(0, pegs - 1),
                                    st.integers(0, pegs - 1)), max_size=2))
    for at, disc, source, target in edits:
        if source != target:
            moves.insert(min(at, len(moves)), Move(disc, source, target))
    if draw(st.booleans()) and moves:
        moves = moves[: draw(st.integers(0, len(moves)))]
    return start, goal, moves


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(), st.sampled_from(SHAPES), st.randoms(use_true_random=False))
def test_verify_agrees_with_a_plain_replay_in_every_notation(
    puzzle: tuple[State, State, list[Move]], shape: str, rng: random.Random
) -> None:
    start, goal, moves = puzzle
    text = write(moves, shape, rng, start)
    base = 1 if shape == "reasoning-gym" else 0
    report = verify(text, start, goal, base=base)
    bad, state = replay(moves, start, shape in PEG_ONLY)
    if not moves:
        assert report.found == (shape in ("json", "apple"))  # "[]" and "moves = []" are empty lists
        return
    assert report.found
    if bad is None:
        assert report.valid and report.final_state == state and report.moves == len(moves)
        assert report.solved == (state == goal)
        if not report.solved:
            assert report.first_error is not None and report.first_error.kind == "not-solved"
    else:
        error = report.first_error
        assert error is not None and (error.step, error.kind, error.state) == (bad, "illegal", state)


def test_a_start_that_is_the_goal_is_no_evidence_that_discs_count_from_the_bottom() -> None:
    """Disc numbers are read from the bottom only where that reading solves the puzzle and the usual one breaks a rule
    at its first move; from a start that is the goal any walk back "solves" it, so that is no evidence (the property
    above drew ``moves = [[2, 1, 0], [2, 0, 1]]`` from BB to BB, judged solved before the sixteenth session)."""
    report = verify("Thinking...\nmoves = [[2, 1, 0], [2, 0, 1]]\n", State.parse("BB"), State.parse("BB"))
    assert not report.solved and report.first_error is not None
    assert (report.first_error.step, report.first_error.kind) == (1, "illegal")
    assert verify("moves = [[2, 0, 1], [1, 0, 2], [2, 1, 2]]\n", discs=2).solved  # a real solution: still read so


# ---------------------------------------------------------------------------- hostile input
class Endless(io.RawIOBase):
    """A file of ``size`` bytes made by repeating ``unit``, never held in memory."""

    def __init__(self, unit: bytes, size: int, head: bytes = b"") -> None:
        self.unit, self.left, self.head = unit, size, head

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        if self.head:
            out, self.head = self.head, b""
            return out
        size = min(size if size > 0 else 1 << 18, self.left)
        self.left -= size
        return (self.unit * (size // len(self.unit) + 1))[:size]


def test_binary_data_is_no_move_list_and_names_the_line() -> None:
    report = verify(b"1AC\n2AB\n\x00\x01\x02garbage", discs=2)
    assert not report.found and report.first_error is not None
    assert report.first_error.reason == "line 3: binary data (a NUL byte at byte 9), not text"
    report = verify(b"moves = [[1, 0, 2]]\n\xff\xfe\xfd" + b"x" * 100, discs=1)
    assert not report.found and "line 2: binary data (byte 21 is not UTF-8)" in report.first_error.reason  # type: ignore[union-attr]


def test_a_long_line_is_read_in_constant_memory() -> None:
    import tracemalloc

    tracemalloc.start()  # 48 MiB here; benchmarks/bench_eval.py runs the 1 GiB line
    report = verify(Endless(b"x", 48 << 20), discs=3)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert not report.found and "no move list found" in report.first_error.reason  # type: ignore[union-attr]
    assert "(1 lines, 50331648 bytes read)" in report.first_error.reason  # type: ignore[union-attr]
    assert peak < 64 << 20  # the reply is over 16 MiB, so it is streamed, not read whole


def test_deeply_nested_json_is_no_move_list() -> None:
    report = verify("[" * 1_000_000, discs=3)
    assert not report.found
    assert report.first_error is not None and report.first_error.reason.startswith("line 1: JSON nested 4096 or more")


def test_a_ten_million_move_answer_streams() -> None:
    moves = Endless(b"1AB\n1BA\n", 10**7 * 4)
    report = verify(moves, discs=1)
    assert report.found and report.valid and report.moves == 10**7 and not report.solved


def hostile() -> Iterator[bytes]:
    yield b"\x00" * 10
    yield b"moves = [" + b"[" * 5000
    yield b"Move disk 1 from Peg " * 1000
    yield b"| a | b |\n" * 100
    yield b"<think>" * 1000 + b"</think>" * 999


@pytest.mark.parametrize("data", list(hostile()))
def test_hostile_replies_give_a_report_not_an_exception(data: bytes) -> None:
    report = verify(data, discs=3)
    assert report.first_error is not None and len(report.first_error.reason) < 300


@pytest.mark.parametrize(
    "text",
    [
        json.dumps({"moves": MOVES3, "explanation": "the smallest disc alternates"}),
        "moves = (" + ", ".join(f"({d}, {s}, {t})" for d, s, t in MOVES3) + ")",
        "moves:\n" + "\n".join(f"  - [{d}, {s}, {t}]" for d, s, t in MOVES3),
        "**moves**: " + json.dumps(MOVES3),
        "moves = " + json.dumps([f"{d}{'ABC'[s]}{'ABC'[t]}" for d, s, t in MOVES3]),
        "\n".join(f"Step {i}: disk {d} {['left', 'middle', 'right'][s]} -> {['left', 'middle', 'right'][t]}"
                  for i, (d, s, t) in enumerate(MOVES3, 1)),
        "\n".join(f"Disc {d}: {'ABC'[s]} → {'ABC'[t]}" for d, s, t in MOVES3),
    ],
    ids=["json-object", "tuples", "yaml", "bold-key", "strings", "disk-words", "disc-colon"],
)
def test_more_shapes_models_write(text: str) -> None:
    report = verify(text, discs=3)
    assert report.found and report.solved, report.first_error


def test_prose_between_unnumbered_lines_keeps_one_list_unless_the_list_starts_again() -> None:
    lines = [f"Move disk {d} from Peg {s + 1} to Peg {t + 1}" for d, s, t in (m.to_list() for m in solve(4))]
    report = verify("\n".join([*lines[:6], "", "Now the largest disk is free:", "", *lines[6:]]), discs=4)
    assert report.solved and report.candidates == 1 and "the list goes on after prose at line 10" in report.notes
    wrong = [*lines[:4], "Move disk 1 from Peg 3 to Peg 2"]
    report = verify("\n".join([*wrong, "", "Wait, that is wrong. Again:", *lines]), discs=4)
    assert report.solved and report.answer == "the last move list, line 8; passed over: line 1 (earlier)"


@pytest.mark.timeout(60)  # a hang guard: these took minutes when the patterns backtracked
@pytest.mark.parametrize(
    "text",
    [
        "Move disk " + "a" * 20_000,
        "move " + "a" * 20_000 + " to",
        "disk " + "1" * 20_000,
        ("Move disk " + "a" * 300 + "\n") * 2_000,
        ("Move disk 1 from peg-" * 15 + "\n") * 2_000,
        "(move " + "a " * 20_000 + ")",
        "Here:\n" + "\n".join(["[[1, 0, 2]]"] * 20_000),
        "Here:\n" + "\n".join(["moves = [[1, 0, 2]]"] * 20_000),
        "\n".join([json.dumps(MOVES3[:k]) for k in range(7, 0, -1)] * 2_000),
        "Lorem ipsum A dolor sit 3 amet B.\n" * 20_000,  # no list: the stretch reads every line, bounded
        "Lorem ipsum A dolor sit amet B.\nLorem ipsum B dolor sit amet A.\n" * 10_000,  # legal forever, no goal
    ],
)
def test_hostile_lines_cost_linear_time(text: str) -> None:
    report = verify(text, discs=3)
    assert report.first_error is not None


_GAME = """User: Tower of Hanoi, 2 discs on peg A, goal peg C. Your move?
Assistant: Let me think.
1. Move disc 1 from A to C would leave disc 2 free.
2. Move disc 1 from A to B (onto nothing) is also possible.
I choose: Move disc 1 from A to B.
Environment: valid moves are [AC, AB]. State: A=[2], B=[1].
Assistant: Now move disc 2 from A to C.
Environment: State: B=[1], C=[2].
Assistant: Considering B to A... Move disc 1 from B to C.
"""


def test_a_game_transcript_is_read_as_turns() -> None:
    """Issue 30: in a game transcript the last move of each model turn is its move; the moves it names while
    reasoning and the environment's list of valid moves are none, so the first error is a turn's move."""
    report = verify(_GAME, "AA", "CC")
    assert report.solved and report.moves == 3, (report.first_error, report.notes)
    assert any("transcript of 3 model turns" in note for note in report.notes)
    wrong = verify(_GAME.replace("disc 2 from A to C.", "disc 2 from A to B."), "AA", "CC")
    assert wrong.first_error is not None and (wrong.first_error.step, wrong.first_error.line) == (2, 7)
    one_line = verify("User: go\nAssistant: A->C? No. Move disc 1 from A to B.\nUser: ok\nAssistant: A->C", "AA", "CC")
    assert one_line.moves == 2  # of a line with two moves, the last is the turn's
    alone = verify(_GAME.replace("Environment:", "Note:").replace("User:", "Note:"), "AA", "CC")
    assert not any("transcript" in note for note in alone.notes)  # the model alone: a reply, not turns


def test_a_game_between_rules_is_read_as_turns() -> None:
    """Issue 30, wave 5 (llm-plays-hanoi-notebook, o4-mini): turns between long rules with no role names; every
    other part is the game's (the state, ``Valid Moves are: [`0B`, `0C`]``) and states no move, the prompt before
    the first rule is skipped, and a model turn's move is its last move (``0C``: disc 0, from 0, and its target),
    not the plan it writes while reasoning; a refused move is the first error."""
    path = Path(__file__).parent / "fixtures" / "corpus" / "llm-plays-hanoi-notebook"
    text = (path / "cell18-o4-mini-one-move-context.txt").read_text(encoding="utf-8")
    report = verify(text, "AAA", "CCC")
    assert report.solved and report.moves == 7, (report.first_error, report.notes)
    assert "2. Move disc 1 from B to C (onto 2)." in text  # the plan inside a turn, not read
    refused = verify(text.replace("onto the stack C to complete the puzzle in the final move (since 2 and 1 are "
                                  "already in place on C). Thus the correct move is:\n\n0C", "x:\n\n2A"), "AAA", "CCC")
    assert refused.first_error is not None and refused.first_error.step == 7
    rules = "-" * 20
    assert not any("transcript" in note for note in verify(f"{rules}\nA->B\n{rules}\nA->C\n{rules}\nB->C\n",
                                                           "AA", "CC").notes)  # no part of another party


def test_prose_of_size_words_and_targets_names_its_first_error() -> None:
    """Issue 30, wave 5 (nemotron-cc-math-pages): "the smallest disk to the middle tower, then the next smallest
    disk to the third tower, ...": each disc named by its size (smallest 1, next smallest 2) goes to its target
    from wherever it is, so read literally the fourth move takes disc 2 from under disc 1, as a human reads it."""
    path = Path(__file__).parent / "fixtures" / "corpus" / "nemotron-cc-math-pages" / "prose-next-smallest.md"
    report = verify(path.read_text(encoding="utf-8"), "AAA", "CCC")
    assert report.first_error is not None and report.first_error.step == 4, report.first_error
    right = ("Move the smallest disk to the third tower, then the next smallest disk to the middle tower, "
             "then the smallest disk to the middle tower.")
    assert verify(right, "AA", "BB").solved


def test_a_string_of_several_lines_among_other_lines_is_read_as_its_lines() -> None:
    """A line holding two ``\\n`` escapes or more is a program's string of several lines, wherever it stands
    (hinglish-seed-elided: a seed row of SQL, the expected output elided after two moves)."""
    elided = verify("expected = '1AC\\n2AB\\n...'\nprint(expected)\n", discs=3)
    assert elided.first_error is not None and (elided.first_error.step, elided.first_error.kind) == (3, "elided")
    german = verify('Ausgabe:\n"Bewege Scheibe 1 von A nach B\\nBewege Scheibe 2 von A nach C\\n'
                    'Bewege Scheibe 1 von B nach C"\n# Ende\n', discs=2)
    assert german.solved and german.moves == 3


def _runs_text(counts: tuple[int, ...], line: str, target: int = 2) -> str:
    """A program run for each disc count in turn, one move a line (peg letters A, B, C)."""
    return "\n".join(line.format(d=move.disc, s="ABC"[move.source], t="ABC"[move.target])
                     for k in counts for move in solve(k, target=target))


@pytest.mark.parametrize("line", ["Verschiebe Scheibe {d} von {s} nach {t}", "Mova o disco {d} de {s} para {t}.",
                                  "disco {d} {s}→{t}"])
def test_runs_for_several_disc_counts_judge_the_one_that_solves_n(line: str) -> None:
    # runs for 1..4 discs one after another (a program calling hanoi(k) for k = 1..4): each smaller run ends with
    # its discs on the goal peg and the next starts with a move illegal there; the run for 4 discs is the answer
    report = verify(_runs_text((1, 2, 3, 4), line), discs=4)
    assert report.solved and report.moves == 15, report
    assert any("runs for several disc counts" in note for note in report.notes)
    for counts in ((2, 4), (3, 4)):
        assert verify(_runs_text(counts, line), discs=4).solved


def test_a_run_for_fewer_discs_is_the_shortest_or_no_run() -> None:
    """Disc 1 taken to C in two moves (A→B, B→C), then moved from A: no program's run for one disc (that is one
    move), so the list does not start afresh there; it fails at step 3 (found by the glued-prompt property)."""
    moves = [(1, "A", "B"), (1, "B", "C"), (1, "A", "B"), (2, "A", "C"), (1, "B", "C")]
    report = verify("\n".join(f"Bewege Scheibe {d} von {s} nach {t}" for d, s, t in moves), discs=2)
    assert not report.solved and report.first_error is not None and report.first_error.step == 3, report


def test_runs_for_several_disc_counts_start_from_a_tower_only() -> None:
    """From discs 2 and 3 on A and disc 1 on B, ``[1, 1, 0]`` takes disc 1 to its goal peg and ``[1, 1, 2]`` is then
    illegal: no program's runs start from such a state, so the list does not start afresh there, though the moves
    after it would reach the goal from the start (found by the every-notation property in a fresh-clone run)."""
    report = verify("Thinking...\nmoves = [[1, 1, 0], [1, 1, 2], [2, 0, 1], [1, 2, 0]]\n", "AAB", "ABA")
    assert report.first_error is not None and (report.first_error.step, report.first_error.kind) == (2, "illegal")


def test_runs_whose_last_does_not_solve_are_read_whole() -> None:
    # the last run is for fewer discs, or broken: the list is read whole and fails where the second run starts
    for text in (_runs_text((2, 3), "disc {d} {s}→{t}"), _runs_text((2, 4), "disc {d} {s}→{t}") + "\ndisc 1 A→B"):
        report = verify(text, discs=4)
        assert not report.valid and report.first_error is not None and report.first_error.step == 4, report
    # a wrong answer: two discs taken to the goal, then disc 3 put onto disc 1, is wrong at that move
    wrong = "\n".join(f"disc {m}" for m in ("1 A→B", "2 A→C", "1 B→C", "3 A→C", "1 C→A", "2 C→B", "1 A→B", "3 C→A"))
    assert verify(wrong, discs=3).first_error.step == 4  # type: ignore[union-attr]


@pytest.mark.parametrize("prose", ["Last move = [2, 0, 2] (the agent's)", "The move before: [1, 2, 0]",
                                   "I considered the alternative move: [1, 0, 2]"])
def test_a_record_key_after_a_word_is_prose_not_a_move(prose: str) -> None:
    # a MAKER step: the record is 'move = [...]' and its 'next_state'; a key that follows a word names another move
    reply = f"{prose}\nSo:\nmove = [1, 0, 1]\nnext_state = [[2], [1], []]\n"
    report = verify(reply, start="AA", goal="CC")
    assert report.valid and report.moves == 1 and report.first_error is not None, report
    assert report.first_error.kind == "not-solved"


def test_an_html_line_of_several_lines_is_read_as_its_lines() -> None:
    """A PHP page's output: every move followed by ``<br>``, all on one line of the file (wave 12's tuning half);
    a line with two breaks or more is read as the lines they make, and a wrong move in it fails at its step."""
    moves = [f"{m.disc}番目の円盤を{'ABC'[m.source]}から{'ABC'[m.target]}に移動する" for m in solve(3)]
    assert verify("<br>".join(moves) + "<br>", discs=3).solved
    report = verify("<BR/>".join([*moves[:2], moves[3], *moves[2:]]), discs=3)
    assert not report.solved and report.first_error is not None and report.first_error.step == 3
    assert not verify("<br>".join(moves[:1]) + "<br>", discs=3).solved


@pytest.mark.parametrize("line", ["MOVIMENTO {i} -> DISCO {d} VAI DE {s} PARA {t}",
                                  "Schritt {i}: Scheibe {d} {s} => {t}", "{i}) {s} {t}"])
@pytest.mark.parametrize("names", [("ORIGEM", "AUXILIAR", "DESTINO"), ("A", "B", "C")])
def test_a_page_s_run_on_one_line_is_read_by_its_breaks_in_every_reader(line: str, names: tuple[str, ...]) -> None:
    """A script that writes its moves into a page with ``<br>`` and no newline (wave 14's tuning half): every reader,
    the template's and the stretch's too, reads the lines the breaks make; a swapped pair fails at its step and a
    dropped move is no solution."""
    def run(plan: list[Move], br: str) -> str:
        return br.join(line.format(i=i, d=m.disc, s=names[m.source], t=names[m.target]) for i, m in enumerate(plan, 1))

    moves = list(solve(3))
    assert verify(run(moves, "<br>") + "<br>", discs=3).solved
    report = verify(run([*moves[:2], moves[3], moves[2], *moves[4:]], "<br/>"), discs=3)
    assert not report.solved and report.first_error is not None and report.first_error.step == 3, report
    assert not verify(run(moves[:3] + moves[4:], "<BR>"), discs=3).solved


_BRACKET_TRIPLE = pytest.mark.xfail(strict=True, reason="a bracket triple (a move's shape as well as a tower's) above "
                                    "lines of another shape is read as their first move, illegal: a list's lines of "
                                    "one shape would make it a heading")


@pytest.mark.parametrize("first", [pytest.param("[2, 1, 0]", marks=_BRACKET_TRIPLE), "[]", "[3, [1, 2]]",
                                   '[[3, 2, 1], [], []]'])
@pytest.mark.parametrize("line", ["Move disk {d} from {s} to {t}", "{s} -> {t}", "disk {d}: {s} => {t}"])
def test_a_json_value_printed_before_the_moves_makes_no_json_input(first: str, line: str) -> None:
    """A program that prints a list (its final tower, a count) before its moves (wave 14's tuning half): the whole
    input is a reply, not one JSON list; the moves after it are read, a swapped pair fails at its step.  A JSON list
    of moves with a line of prose after it is still that list."""
    def text(moves: list[Move]) -> str:
        return first + "\n" + "".join(line.format(d=m.disc, s="ABC"[m.source], t="ABC"[m.target]) + "\n"
                                      for m in moves)
    moves = list(solve(3))
    assert verify(text(moves), discs=3).solved
    report = verify(text([moves[0], *moves]), discs=3)  # the first move twice: disc 2 onto disc 1, or no disc 1 on A
    assert not report.solved and report.first_error is not None and report.first_error.step == 2, report
    listed = json.dumps([[m.disc, m.source, m.target] for m in moves])
    assert verify(listed + "\nThat is all.\n", discs=3).solved
    assert not verify(json.dumps([[m.disc, m.source, m.target] for m in moves[1:]]) + "\nDone.\n", discs=3).solved
