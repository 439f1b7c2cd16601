"""The CLI contract of the three-peg commands: exact shapes, exit codes, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hanoi import discs_array, moves_array
from hanoi.cli.app import app

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_solve_json_is_the_llm_benchmark_triples() -> None:
    code, out, _ = run("solve", "3", "--format", "json")
    assert code == 0
    assert json.loads(out) == [[1, 0, 2], [2, 0, 1], [1, 2, 1], [3, 0, 2], [1, 1, 0], [2, 1, 2], [1, 0, 2]]


def test_solve_csv_has_the_header_and_0_based_pegs() -> None:
    code, out, _ = run("solve", "2", "--from", "B", "--to", "0", "-f", "csv")
    assert code == 0
    assert out.splitlines() == ["step,disc,source,target", "1,1,1,2", "2,2,1,0", "3,1,2,0"]


def test_solve_text_in_the_seed_notations() -> None:
    assert run("solve", "2")[1].split() == ["1AB", "2AC", "1BC"]
    assert run("solve", "2", "--notation", "german")[1].splitlines() == ["S1 - AB", "S2 - AC", "S1 - BC"]
    assert run("solve", "2", "--notation", "arrow")[1].splitlines() == ["0 -> 1", "0 -> 2", "1 -> 2"]


@pytest.mark.parametrize("algorithm", ["iterative", "lavallee", "pegsum", "bicolor", "stack", "direction", "direct"])
def test_every_algorithm_gives_the_same_output(algorithm: str) -> None:
    assert run("solve", "5", "-f", "json", "-a", algorithm)[1] == run("solve", "5", "-f", "json")[1]


def test_solve_bin_file_is_disc_from_to_bytes(tmp_path: Path) -> None:
    out = tmp_path / "moves.bin"
    code, _, _ = run("solve", "12", "--format", "bin", "--out", str(out))
    assert code == 0
    data = np.frombuffer(out.read_bytes(), dtype=np.uint8).reshape(-1, 3)
    assert np.array_equal(data[:, 0], discs_array(1, 4096))
    assert np.array_equal(data[:, 1:], moves_array(12))


def test_move_json_shape_and_big_k() -> None:
    code, out, _ = run("move", "64", "2**63", "--format", "json")
    assert code == 0
    assert json.loads(out) == {"step": 2**63, "disc": 64, "source": 0, "target": 2}
    assert json.loads(run("move", "13", "6368", "-f", "json")[1])["disc"] == 6
    last = {"step": 2**64 - 1, "disc": 1, "source": 1, "target": 2}
    assert json.loads(run("move", "64", "2**64-1", "-f", "json")[1]) == last


def test_state_json_shape() -> None:
    code, out, _ = run("state", "4", "12", "--to", "B", "--format", "json")
    assert code == 0
    assert json.loads(out) == {"step": 12, "state": "BBAA", "stacks": [[2, 1], [4, 3], []]}
    assert run("state", "3", "0")[1].strip() == "AAA"


def test_step_prints_k_or_fails_with_1() -> None:
    assert run("step", "BBAA", "--to", "B")[1].strip() == "12"
    assert run("step", "[[2,1],[],[4,3]]")[1].strip() == "12"
    code, out, err = run("step", "BA")
    assert code == 1 and out == ""
    assert "not on the optimal path" in err and len(err.strip().splitlines()) == 1


def test_count_prints_2_to_the_n_minus_1_exactly() -> None:
    lines = run("count", "64")[1].splitlines()
    assert lines == [str(2**64 - 1), "proven optimal (3 pegs: 2**n - 1, the unique optimal solution)"]
    assert run("count", "200")[1].splitlines()[0] == str(2**200 - 1)


def test_show_draws_every_step_and_one_step_directly() -> None:
    code, out, _ = run("show", "2")
    assert code == 0
    assert out.split("\n\n")[0] == " =\n===\n0----------"
    assert len(out.strip().split("\n\n")) == 4
    code, picture, _ = run("show", "3", "--step", "4")
    assert code == 0 and picture.splitlines()[-1].startswith("4-")


def test_show_refuses_a_tower_too_wide_to_draw() -> None:
    code, out, err = run("show", "30", "--width", "80")
    assert code == 1 and out == ""
    assert "30 discs on 3 pegs need 179 columns" in err


@pytest.mark.parametrize(
    ("args", "code", "fragment"),
    [
        (["solve", "-1"], 2, "'-1' is negative"),
        (["solve", "2.5"], 2, "'2.5' is not a non-negative integer"),
        (["solve", "abc"], 2, "'abc' is not a non-negative integer"),
        (["solve", "3", "--from", "A", "--to", "A"], 2, "source and target must differ"),
        (["solve", "3", "--to", "Q7"], 2, "invalid peg 'Q7'"),
        (["solve", "3", "--algorithm", "magic"], 2, "'magic' is not one of"),
        (["solve", "3", "--format", "xml"], 2, "'xml' is not one of"),
        (["move", "3", "8"], 1, "step 8 is out of range: moves of 3 discs are numbered 1..7"),
        (["move", "3", "0"], 1, "numbered 1..7"),
        (["state", "3", "9"], 1, "numbered 0..7"),
        (["state", "3", "x"], 2, "'x' is not a non-negative integer"),
        (["step", "AXB"], 2, "letter 'X' names no peg"),
        (["step", "[[1,2],[],[]]"], 2, "lies on the smaller disc"),
        (["count", "5", "--pegs", "2"], 2, "pegs must be an integer in 3..1000, got '2'"),
        (["show", "3", "--width=0"], 2, "got '0'"),
        (["frobnicate"], 2, "No such command"),
    ],
)
def test_bad_input_exits_2_or_1_with_one_line_on_stderr(args: list[str], code: int, fragment: str) -> None:
    exit_code, out, err = run(*args)
    assert out == ""
    assert exit_code == code, (args, err)
    assert fragment in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_console_script_runs_as_a_real_process(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("hanoi")
    done = subprocess.run([str(script), "move", "64", "2**63", "-f", "json"], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0 and json.loads(done.stdout)["disc"] == 64
    bad = subprocess.run([str(script), "state", "3", "99"], capture_output=True, text=True, check=False)
    assert bad.returncode == 1 and bad.stdout == "" and bad.stderr.startswith("error: step 99")
