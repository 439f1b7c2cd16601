"""``hanoi eval --protocol``: the suite's runs, its log of every call, its metrics and its report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app
from hanoi.evaluation.protocols import Episode
from hanoi.evaluation.scoring import wilson_interval
from hanoi.evaluation.suite import SuiteSummary, load_runs

pytest.importorskip("inspect_ai")
runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def episode(protocol: str, n: int, solved: bool, prefix: int, first: int | None, tokens: int = 0) -> Episode:
    return Episode(protocol, n, 3, "A" * n, "C" * n, 2**n - 1, solved=solved, moves=prefix, valid_prefix=prefix,
                   first_error_step=first, output_tokens=tokens)


def test_summary_metrics_from_known_runs() -> None:
    runs = [episode("stepwise", 3, True, 7, None, 70), episode("stepwise", 3, False, 3, 4, 30),
            episode("stepwise", 4, False, 0, 1), episode("stepwise", 4, True, 15, None, 150),
            episode("stepwise", 5, False, 10, 11)]
    data = SuiteSummary(runs).to_dict()
    three = data["protocols"]["stepwise"]["3"]
    assert (three["runs"], three["solved"]) == (2, 1)
    assert (three["low"], three["high"]) == wilson_interval(1, 2)
    assert three["mean_valid_prefix"] == pytest.approx((1 + 3 / 7) / 2)
    assert three["mean_first_error"] == pytest.approx((1 + 3 / 7) / 2)
    assert (three["runs_with_error"], three["mean_first_error_step"], three["optimal"]) == (1, 4.0, 7.0)
    assert data["protocols"]["stepwise"]["5"]["mean_first_error_step"] == 11.0
    assert three["tokens_per_move"] == pytest.approx(10.0)
    assert data["protocols"]["stepwise"]["4"]["tokens_per_move"] == pytest.approx(10.0)  # 0 tokens: not counted
    assert data["collapse_point"] == {"stepwise": 5}  # 4 discs: 1 of 2 is not under half


def test_every_protocol_end_to_end_from_the_command_line(tmp_path: Path) -> None:
    out, log, report = tmp_path / "runs.jsonl", tmp_path / "calls.jsonl", tmp_path / "report.html"
    code, stdout, stderr = run("eval", "-p", "full", "-p", "stepwise", "-p", "tools", "-p", "maker",
                               "--simulate", "0", "--discs", "2..3", "--votes", "2", "--out", str(out),
                               "--log", str(log), "--report", str(report))
    assert code == 0, stderr
    assert stdout.startswith("8 runs, ") and "collapse point" in stdout
    episodes = load_runs(out)
    assert [(e.protocol, e.discs, e.solved) for e in episodes] == [
        (p, n, True) for p in ("full", "stepwise", "tools", "maker") for n in (2, 3)]
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert sum(e.calls for e in episodes) == sum(1 for c in calls if c.get("reply") is not None)
    tools = [c for c in calls if c["protocol"] == "tools" and c["sample"] == "tools/2/3/AA/CC"]
    assert [c["reply"]["tool_calls"][0]["arguments"] for c in tools[:3]] == [
        {"disc": 1, "source": 0, "target": 1}, {"disc": 2, "source": 0, "target": 2},
        {"disc": 1, "source": 1, "target": 2}]
    maker = [c for c in calls if c["protocol"] == "maker"]
    assert all(c["prompt"][1]["content"].startswith("Current state:") for c in maker)
    assert all(c["verdict"].startswith("state ") and c["reply"]["content"].startswith("move = [") for c in maker)
    assert len(maker) == sum(e.calls for e in episodes if e.protocol == "maker")
    page = report.read_text()
    assert page.count("<svg") == 5 and "MAKER: measured against the voting prediction" in page
    assert "Horizon: moves to the first error, with censoring" in page
    code, again, stderr = run("eval", "--runs", str(out), "--figures", str(tmp_path / "figures"))
    assert code == 0, stderr
    assert again.splitlines()[0] == f"8 runs read from {out}"
    assert again.splitlines()[2:] == stdout.splitlines()[1:]  # the same metrics, redrawn without a model
    assert len(list((tmp_path / "figures").glob("protocols-*.svg"))) == 5


def test_strict_runs_stop_at_the_first_error(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    for limit, solved in ((["--max-errors", "1"], 0), (["--max-errors", "100"], 5)):
        code, _, stderr = run("eval", "-p", "tools", "--simulate", "0.3", "--discs", "4", "--epochs", "5",
                                   "--seed", "2", "--out", str(out), *limit)
        assert code == 0, stderr
        runs = load_runs(out)
        assert all(e.first_error_step is not None for e in runs)  # 15 moves at 30 %: every run errs
        assert sum(e.solved for e in runs) == solved
        if solved == 0:
            assert all(e.moves == e.valid_prefix for e in runs)  # nothing is played after the error


def test_the_log_and_the_runs_are_two_files(tmp_path: Path) -> None:
    same = str(tmp_path / "same.jsonl")
    result = runner.invoke(app, ["eval", "-p", "tools", "--simulate", "0", "--out", same, "--log", same])
    assert result.exit_code == 2 and "--log and --out name the same file" in result.stderr
    assert not Path(same).exists()


def test_start_goal_and_pegs(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    code, stdout, stderr = run("eval", "-p", "stepwise", "-p", "full", "--simulate", "0", "--discs", "3",
                               "--start", "BAA", "--goal", "ABB", "--out", str(out), "-f", "json")
    assert code == 0, stderr
    data = json.loads(stdout)
    assert data["protocols"]["stepwise"]["3"]["solved"] == 1 and data["protocols"]["full"]["3"]["solved"] == 1
    assert [(e.start, e.goal, e.optimal, e.moves) for e in load_runs(out)] == [("BAA", "ABB", 5, 5)] * 2
    code, stdout, stderr = run("eval", "-p", "tools", "--simulate", "0", "--discs", "4", "--pegs", "4",
                               "--out", str(out), "-f", "json")
    assert code == 0, stderr
    [four] = load_runs(out)
    assert (four.solved, four.moves, four.optimal) == (True, 9, 9)  # Frame-Stewart, OEIS A007664


@pytest.mark.parametrize("content", ["[1, 2]\n", "{\"protocol\": \"tools\"}\n", "not json\n", "\xff\xfe"])
def test_a_runs_file_that_is_not_ours_is_one_clear_line(tmp_path: Path, content: str) -> None:
    bad = tmp_path / "runs.jsonl"
    bad.write_bytes(content.encode("latin-1"))
    result = runner.invoke(app, ["eval", "--runs", str(bad)])
    assert result.exit_code == 1 and "line 1: not a run record" in result.stderr and "Traceback" not in result.stderr
    result = runner.invoke(app, ["eval", "--runs", str(tmp_path)])
    assert result.exit_code == 1 and "cannot read" in result.stderr


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("eval", "-p", "tools", "--simulate", "0.1", "--model", "x/y"), 2, "give --model NAME"),
        (("eval", "answers.jsonl", "-p", "tools", "--simulate", "0"), 2, "not both"),
        (("eval",), 2, "give ANSWERS.jsonl"),
        (("eval", "-p", "chess", "--simulate", "0"), 2, "chess"),
        (("eval", "-p", "tools", "--simulate", "2"), 2, "--simulate"),
        (("eval", "-p", "tools", "--simulate", "0", "--discs", "10**100"), 1, "discs must be"),
        (("eval", "-p", "tools", "--simulate", "0", "--discs", "30"), 1, "limit 20"),
        (("eval", "-p", "tools", "--simulate", "0", "--discs", "3..4", "--start", "BAA"), 2, "one number of discs"),
        (("eval", "-p", "tools", "--simulate", "0", "--discs", "3", "--start", "BA"), 1, "BA"),
        (("eval", "-p", "tools", "--simulate", "0", "--epochs", "10**100"), 2, "--epochs"),
        (("eval", "-p", "tools", "--model", "nosuch/model"), 1, "cannot use the model 'nosuch/model'"),
    ],
)
def test_bad_input_is_one_clear_line(tmp_path: Path, args: tuple[str, ...], code: int, words: str) -> None:
    result = runner.invoke(app, [*args, "--out", str(tmp_path / "runs.jsonl")] if "-p" in args else list(args))
    assert result.exit_code == code, result.output
    assert words in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()[-1]) < 300
