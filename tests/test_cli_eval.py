"""The CLI contract of ``hanoi prompt`` and ``hanoi eval``: outputs, files, exit codes, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app
from hanoi.tower import solve

runner = CliRunner()


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_prompt_text_and_json() -> None:
    code, out, _ = run("prompt", "3", "--style", "apple")
    assert code == 0 and "moves = [[1, 0, 2], [2, 0, 1], [1, 2, 1]]" in out and "peg 0: 3, 2, 1" in out
    code, out, _ = run("prompt", "4", "--pegs", "4", "--style", "reasoning-gym", "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["id"] == "reasoning-gym/4/4/AAAA/DDDD" and data["optimal"] == 9 and data["base"] == 1
    code, out, _ = run("prompt", "3", "--start", "BAA", "--goal", "ABB", "--style", "plain", "-f", "json")
    assert code == 0 and json.loads(out)["optimal"] == 5


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("prompt", "3", "--style", "chatty"), 2, "chatty"),
        (("prompt", "10**100"), 1, "refusing to write a prompt for about 2**332 discs (limit 1000)"),
        (("prompt", "2**100"), 1, "refusing to write a prompt"),
        (("prompt", "3", "--start", "AA"), 2, "--start AA has 2 discs, but N is 3"),
        (("prompt", "3", "--pegs", "2"), 2, "--pegs"),
    ],
)
def test_prompt_errors(args: tuple[str, ...], code: int, words: str) -> None:
    got, out, err = run(*args)
    assert (got, out) == (code, "") and words in err and "Traceback" not in err


def answers_file(tmp_path: Path) -> Path:
    good = json.dumps([m.to_list() for m in solve(3)])
    records = [
        {"id": 1, "model": "m", "prompt_id": "apple/3/3/AAA/CCC", "answer": f"moves = {good}"},
        {"id": 2, "model": "m", "prompt_id": "apple/2/3/AA/CC", "answer": "moves = [[1, 0, 2], [2, 0, 2]]"},
        {"id": 3, "model": "n", "discs": 2, "answer": "<think>\nMove disk 1 from"},
    ]
    path = tmp_path / "answers.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return path


def test_eval_writes_scored_records_a_summary_and_a_report(tmp_path: Path) -> None:
    path = answers_file(tmp_path)
    report = tmp_path / "report.html"
    code, out, err = run("eval", str(path), "--report", str(report))
    assert code == 0, err
    scored = [json.loads(line) for line in (tmp_path / "answers.scored.jsonl").read_text().splitlines()]
    assert [(r["id"], r["solved"], r["score"]) for r in scored] == [(1, True, 1.0), (2, False, 0.0), (3, False, 0.0)]
    assert scored[1]["first_error"]["kind"] == "illegal" and scored[2]["first_error"]["kind"] == "truncated"
    assert out.splitlines()[:2] == [
        f"scored 3 answers: {tmp_path / 'answers.scored.jsonl'}; report: {report}",
        "answers: 3, solved: 1 (33.3 %, 95 % CI 6.1-79.2 %)",
    ]
    page = report.read_text()
    assert page.count("<svg") == 2 and "Accuracy against the number of discs" in page
    code, out, _ = run("eval", str(path), "--out", str(tmp_path / "x.jsonl"), "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["answers"] == 3 and data["by_model"]["n"]["solved"] == 0


def test_eval_reads_stdin_and_writes_stdout(tmp_path: Path) -> None:
    text = answers_file(tmp_path).read_text()
    code, out, err = run("eval", "-", "--out", "-", stdin=text)
    assert code == 0 and len(out.splitlines()) == 3 and "answers: 3, solved: 1" in err
    code, _, err = run("eval", "-", stdin=text)
    assert code == 2 and "--out" in err


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"discs": 1, "answer": "1AC"}\n\x00\x00\x00\n', "error: line 2: binary data"),
        (b'{"discs": 1, "answer": "1AC"}\n' + b"[" * 200_000 + b"\n", "error: line 2: JSON nested too deeply"),
        (b'{"discs": 1, "answer": "1AC"}\n' + b"x" * (17 << 20), "error: line 2: longer than 16 MiB"),
        (b'{"discs": 1, "answer": "moves = [' + b"[1, 0, 2], [1, 2, 0], " * 900_000 + b']"}\n',
         "error: line 1: longer than 16 MiB"),
    ],
)
def test_hostile_answer_files_exit_2_naming_the_line(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    code, out, err = run("eval", str(path), "--out", str(tmp_path / "out.jsonl"))
    assert code == 2 and out == "" and err.startswith(words) and len(err.splitlines()) == 1


def test_eval_file_errors(tmp_path: Path) -> None:
    code, _, err = run("eval", str(tmp_path / "missing.jsonl"))
    assert code == 2 and err.startswith("error: cannot read") and "missing.jsonl" in err
    path = answers_file(tmp_path)
    code, _, err = run("eval", str(path), "--out", str(tmp_path / "no" / "dir" / "x.jsonl"))
    assert code == 2 and err.startswith("error: cannot write") and "no such file" in err
