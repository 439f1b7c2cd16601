"""Prompts, batch scoring and the summary: each checked against facts found independently.

A prompt's answer format is checked by writing the optimal solution the way the prompt
asks and verifying it; Wilson intervals against the values published by Newcombe
(1998); the reasoning-gym score against its definition; hostile JSONL input against the
promise to stop at the bad line, naming it, in constant memory.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from hanoi import InvalidArgumentError, State, TooLargeError
from hanoi.evaluation.prompts import PromptStyle, build_prompt, parse_prompt_id
from hanoi.evaluation.scoring import EvalInputError, Summary, read_lines, score_lines, score_record, wilson_interval
from hanoi.tower import solve
from reference import bfs_distance, bfs_path


def answer_in(style: PromptStyle, moves: list[tuple[int, int, int]], start: State) -> str:
    """The answer a model following ``style``'s instructions would write."""
    if style is PromptStyle.APPLE:
        return "I'll solve it.\n\nmoves = " + json.dumps([list(m) for m in moves])
    if style is PromptStyle.REASONING_GYM:
        return "\n".join(f"Move disk {d} from Peg {s + 1} to Peg {t + 1}" for d, s, t in moves)
    if style is PromptStyle.MAKER:
        stacks = start.stacks()
        records = []
        for d, s, t in moves:
            stacks[t].append(stacks[s].pop())
            records.append(f"move = {json.dumps([d, s, t])}\nnext_state = {json.dumps(stacks)}")
        return "\n".join(records)
    return "\n".join(f"{d}{'ABCDEFGH'[s]}{'ABCDEFGH'[t]}" for d, s, t in moves)


@pytest.mark.parametrize("style", list(PromptStyle))
@pytest.mark.parametrize(("n", "pegs", "start", "goal"), [(3, 3, None, None), (4, 4, None, None), (3, 3, "BAA", "ABB")])
def test_an_answer_in_the_format_each_prompt_asks_for_verifies(
    style: PromptStyle, n: int, pegs: int, start: str | None, goal: str | None
) -> None:
    prompt = build_prompt(n, start, goal, pegs=pegs, style=style)
    moves = [(m.disc, m.source, m.target) for m in bfs_path(prompt.start, prompt.goal)]
    assert prompt.optimal == len(moves) == bfs_distance(prompt.start, prompt.goal)
    record = {"prompt_id": prompt.id, "answer": answer_in(style, moves, prompt.start)}
    row = score_record(record)
    assert (row["solved"], row["excess"], row["score"], row["style"]) == (True, 0, 1.0, style.value)
    assert parse_prompt_id(prompt.id) == (style, prompt.start, prompt.goal)
    assert str(n) in prompt.text() and prompt.to_dict()["base"] == (1 if style is PromptStyle.REASONING_GYM else 0)


def test_prompts_describe_the_start_and_goal() -> None:
    prompt = build_prompt(3, "BAA", "ABB", style="apple")
    start = "Starting position (each peg's discs from bottom to top):\n  peg 0: 2, 1\n  peg 1: 3\n  peg 2: empty"
    assert start in prompt.user
    assert "Goal position (each peg's discs from bottom to top):\n  peg 0: 3\n  peg 1: 2, 1\n" in prompt.user
    gym = build_prompt(2, style="reasoning-gym")
    assert "peg 1: 2, 1" in gym.user and "Move disk X from Peg Y to Peg Z" in gym.user and gym.system == ""


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: build_prompt(10**100), TooLargeError, "limit 1000"),
        (lambda: build_prompt(3, style="chatty"), InvalidArgumentError, "unknown prompt style 'chatty'"),
        (lambda: build_prompt(3, "AA"), InvalidArgumentError, "start AA has 2 discs"),
        (lambda: build_prompt(-1), InvalidArgumentError, "n must be an integer >= 0"),
        (lambda: parse_prompt_id("apple/3/3/AAA"), InvalidArgumentError, "expected style/discs/pegs/start/goal"),
        (lambda: parse_prompt_id("apple/3/3/AA/CC"), InvalidArgumentError, "do not have 3 discs"),
    ],
)
def test_bad_prompt_arguments(call: object, error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        call()  # type: ignore[operator]


# ---------------------------------------------------------------------------- scores and intervals
@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718)],
)
def test_wilson_intervals_match_newcombe_1998(successes: int, trials: int, low: float, high: float) -> None:
    got = wilson_interval(successes, trials)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_the_reasoning_gym_score_is_optimal_over_moves_for_solved_answers() -> None:
    seed_004 = "S 1 - AB | S 2 - AC | S 1 - BC | S 3 - AB | S 1 - CB | S 2 - CA | S 1 - BA | S 3 - BC | " \
               "S 1 - AB | S 2 - AC | S 1 - BC ."  # solves 3 discs in 11 moves
    assert score_record({"discs": 3, "answer": seed_004})["score"] == pytest.approx(7 / 11)
    # reasoning-gym gives 0.05 to legal moves that stop short, 0 to an illegal move (score_answer, 2025)
    assert score_record({"discs": 3, "answer": "moves = [[1, 0, 2]]"})["score"] == 0.05
    assert score_record({"discs": 3, "answer": "moves = [[1, 0, 2], [1, 2, 2]]"})["score"] == 0.0


def test_summary_counts_by_model_and_discs_and_places_first_errors() -> None:
    summary = Summary()
    lines = []
    for n in (2, 3):
        good = json.dumps([m.to_list() for m in solve(n)])
        lines.append({"model": "a", "discs": n, "answer": f"moves = {good}"})
        lines.append({"model": "b", "discs": n, "answer": "moves = [[1, 0, 1], [1, 0, 2]]"})
    lines.append({"model": "b", "discs": 3, "answer": "I give up."})
    data = io.BytesIO("\n".join(json.dumps(line) for line in lines).encode())
    rows = list(score_lines(data, summary))
    assert [row["id"] for row in rows] == [1, 2, 3, 4, 5]
    result = summary.to_dict()
    assert (result["answers"], result["solved"]) == (5, 2)
    assert result["by_model"]["a"]["accuracy"] == 1.0 and result["by_model"]["b"]["accuracy"] == 0.0
    assert result["first_error_kinds"] == {"syntax": 1, "illegal": 2}
    # model b's illegal step 2: 2/3 of the way for n = 2 (bin 60-70 %), 2/7 for n = 3 (bin 20-30 %)
    assert result["by_model"]["b"]["first_error"] == [0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]
    assert result["by_discs"]["b"]["3"]["low"] == pytest.approx(wilson_interval(0, 2)[0])


# ---------------------------------------------------------------------------- hostile input
class Endless(io.RawIOBase):
    def __init__(self, head: bytes, unit: bytes, size: int) -> None:
        self.head, self.unit, self.left = head, unit, size

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        if self.head:
            out, self.head = self.head, b""
            return out
        size = min(size if size > 0 else 1 << 18, self.left)
        self.left -= size
        return (self.unit * (size // len(self.unit) + 1))[:size]


GOOD = json.dumps({"discs": 1, "answer": "moves = [[1, 0, 2]]"}).encode() + b"\n"


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (GOOD + b'{"discs": 1, "answer": "\xff\xfe"}\n', "line 2: binary data (byte 25 is not UTF-8)"),
        (GOOD + GOOD + b"\x00\x01\x02\n", "line 3: binary data (a NUL byte)"),
        (GOOD + b"[" * 100_000 + b"\n", "line 2: JSON nested too deeply"),
        (GOOD + b'{"discs": 1}\n', "line 2: no answer text"),
        (GOOD + b'{"answer": "1AC"}\n', "line 2: no puzzle"),
        (GOOD + b'{"discs": 10000000000, "answer": "1AC"}\n', "line 2: refusing to verify moves of 10000000000 discs"),
        (GOOD + b'{"discs": -3, "answer": "1AC"}\n', "line 2: 'discs' must be an integer >= 0, got -3"),
        (GOOD + b'{"prompt_id": "apple/9", "answer": "1AC"}\n', "line 2: invalid prompt id 'apple/9'"),
        (GOOD + b'[1, 2]\n', "line 2: expected a JSON object, got list"),
        (GOOD + b'{"discs": 1, "answer": "x", "pegs": 2}\n', "line 2: pegs must be"),
    ],
)
def test_bad_lines_stop_the_run_naming_the_line(data: bytes, words: str) -> None:
    with pytest.raises(EvalInputError, match=words.replace("(", r"\(").replace(")", r"\)")) as caught:
        list(score_lines(io.BytesIO(data), Summary()))
    assert caught.value.line == int(words.split()[1].rstrip(":")) and len(str(caught.value)) < 300


def test_a_gigabyte_line_and_a_ten_million_move_answer_stop_at_the_line_limit() -> None:
    import tracemalloc

    tracemalloc.start()
    with pytest.raises(EvalInputError, match="line 2: longer than 16 MiB"):
        list(read_lines(Endless(GOOD, b"x", 1 << 30)))
    huge = b'{"discs": 10, "answer": "moves = [' + b"[1, 0, 2], [1, 2, 0], " * 10**6
    with pytest.raises(EvalInputError, match="line 2: longer than 16 MiB"):
        list(score_lines(Endless(GOOD + huge, b"[1, 0, 2], ", 9 * 10**7), Summary()))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 80 << 20


def test_records_keep_their_own_fields(tmp_path: Path) -> None:
    row = score_record({"id": "q7", "model": "m", "temperature": 0.7, "discs": 2, "response": "1AB\n2AC\n1BC"})
    assert (row["id"], row["model"], row["temperature"], row["solved"]) == ("q7", "m", 0.7, True)
    assert "response" not in row and row["format"] == "canonical" and row["answer"] is None
