"""The command line under other rules: --variant and --rules, hanoi london, exit codes and one-line errors."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import hanoi.cli  # noqa: F401  (registers every command)
from hanoi import Move, Rules, State
from hanoi.cli.app import app
from hanoi.variants.cyclic import cyclic_counts

runner = CliRunner()


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def replay(rules: Rules, n: int, triples: list[list[int]], target: int) -> bool:
    state = State.perfect(n, rules=rules)
    for disc, source, target_peg in triples:
        state = state.apply(Move(disc, source, target_peg))
    return state == State.perfect(n, peg=target, rules=rules)


@pytest.mark.parametrize(
    ("args", "rules", "count"),
    [
        (("--variant", "linear"), Rules.linear(), 3**4 - 1),
        (("--variant", "cyclic"), Rules.cyclic(), cyclic_counts(4)[1]),
        (("--variant", "cyclic-ccw"), Rules.cyclic(clockwise=False), cyclic_counts(4)[0]),
        (("--rules", "AB,BA,BC,CA"), Rules.parse("AB,BA,BC,CA"), None),
        (("--variant", "star"), Rules.star(), 20),
    ],
)
def test_solve_and_count_agree_and_the_moves_are_legal(args: tuple[str, ...], rules: Rules, count: int | None) -> None:
    code, out, _ = run("solve", "4", *args, "-f", "json")
    assert code == 0
    moves = json.loads(out)
    assert replay(rules, 4, moves, rules.pegs - 1)
    code, out, _ = run("count", "4", *args)
    assert code == 0 and int(out.split()[0]) == len(moves)
    if count is not None:
        assert len(moves) == count


def test_count_from_and_to() -> None:
    assert run("count", "5", "--variant", "linear", "--to", "B")[1].split()[0] == str((3**5 - 1) // 2)
    assert run("count", "5", "--variant", "cyclic", "--to", "B")[1].split()[0] == str(cyclic_counts(5)[0])
    code, _, err = run("count", "5", "--to", "B")
    assert code == 2 and "--variant" in err


def test_move_and_distance_and_path() -> None:
    code, out, _ = run("move", "3", "9", "--variant", "linear", "-f", "json")
    assert code == 0 and json.loads(out) == {"step": 9, "disc": 3, "source": 0, "target": 1}
    assert run("distance", "ACB", "CAB", "--variant", "linear")[1].strip() == "12"
    assert run("distance", "|21|3||", "|123|||", "--variant", "london")[1].strip() == "5"
    code, out, _ = run("path", "AA", "CC", "--variant", "cyclic", "-f", "json")
    assert code == 0 and replay(Rules.cyclic(), 2, json.loads(out), 2)


def test_london_command() -> None:
    code, out, _ = run("london", "|21|3||", "|123|||", "-f", "json")
    assert code == 0
    data = json.loads(out)
    assert data["min_moves"] == 5 and len(data["paths"]) == 2
    code, out, _ = run("london", "--set", "shallice", "-f", "json")
    rows = json.loads(out)["problems"]
    assert code == 0 and len(rows) == 12 and all(row["published"] == row["computed"] for row in rows)
    code, out, _ = run("london", "[[1,2,3],[],[]]", "[[],[],[3,2,1]]", "--heights", "3,3,3")
    assert code == 0 and out.splitlines() == ["3 moves, 1 optimal path", "3AC 2AC 1AC"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("count", "3", "--variant", "panex"), "unknown variant 'panex'"),
        (("count", "3", "--variant", "linear", "--rules", "AB,BA"), "not both"),
        (("count", "3", "--rules", "AB"), "strongly connected"),
        (("count", "3", "--rules", "A?"), "two peg letters"),
        (("count", "3", "--variant", "star", "--pegs", str(10**100)), ""),
        (("london", "|21|3||"), "give START and GOAL"),
        (("london", "|21|3||", "|12|3||", "--heights", "3,x,1"), "peg heights"),
        (("london", "|21|3||", "|1234|||"), "invalid position"),
        (("london", "--set", "berg"), "unknown problem set"),
        (("distance", "|21|3||", "|1a3|||", "--variant", "london"), "invalid position"),
        (("solve", "3", "--variant", "linear", "-a", "lavallee"), "classic puzzle only"),
        (("bfs", "3", "--variant", "london"), "hanoi graph"),
        (("search", "AAA", "CCC", "--variant", "london"), "hanoi london"),
    ],
)
def test_usage_errors_exit_2_with_one_line(args: tuple[str, ...], needle: str) -> None:
    code, out, err = run(*args)
    assert code == 2, (out, err)
    assert needle in err and len(err.strip().splitlines()) == 1 and len(err) < 400


@pytest.mark.parametrize(
    "args",
    [
        ("count", str(10**100), "--variant", "linear"),
        ("count", str(10**100), "--rules", "AB,BA,BC,CA"),
        ("solve", str(10**100), "--variant", "star"),
        ("move", "3", str(10**100), "--variant", "linear"),
        ("move", "3", "2", "--variant", "cyclic"),
        ("solve", "3", "--variant", "london"),
    ],
)
def test_domain_errors_exit_1_with_one_line(args: tuple[str, ...]) -> None:
    code, out, err = run(*args)
    assert code == 1, (out, err)
    assert err.startswith("error:") and len(err.strip().splitlines()) == 1 and len(err) < 400


def test_graph_and_bfs_and_verify(tmp_path: object) -> None:
    from pathlib import Path

    out = Path(str(tmp_path)) / "linear.graphml"
    code, text, _ = run("graph", "3", "--variant", "linear", "--out", str(out))
    assert code == 0 and "27 states, 26 moves" in text and out.stat().st_size > 0
    code, text, _ = run("bfs", "3", "--variant", "linear", "-f", "json")
    data = json.loads(text)
    assert code == 0 and data["layers"] == [1] * 27 and data["rules"]["variant"] == "linear"
    legal = json.dumps([[1, 0, 1], [1, 1, 2], [2, 0, 1], [1, 2, 1], [1, 1, 0], [2, 1, 2], [1, 0, 1], [1, 1, 2]])
    assert run("verify", "-", "-n", "2", "--variant", "linear", stdin=legal)[0] == 0
    code, text, _ = run("verify", "-", "-n", "2", "--variant", "linear", stdin="[[1,0,2],[2,0,1],[1,2,1]]")
    assert code == 1 and "allow no move from peg 0 (A) to peg 2 (C)" in text
    code, text, _ = run("verify", "-", "-n", "2", "-f", "json", stdin="[[1,0,2],[2,0,1],[1,2,1],[2,1,2],[1,1,2]]")
    assert code == 1  # the classic puzzle is unchanged: that list is illegal there too (1BC from an empty B)


def test_show_draws_a_variants_solution_and_its_arrows(tmp_path: object) -> None:
    from pathlib import Path

    from hanoi.draw.text import draw
    from hanoi.variants.linear import linear_state_at

    code, out, _ = run("show", "3", "--variant", "linear", "--step", "13")
    assert code == 0 and out.rstrip("\n") == draw(linear_state_at(3, 13), 13).rstrip("\n")
    code, out, _ = run("show", "2", "--variant", "cyclic")
    steps = [line.split("-")[0] for line in out.splitlines() if "---" in line]
    assert code == 0 and steps == [str(k) for k in range(8)]  # the start and the 7 moves of R(2)
    picture = Path(str(tmp_path)) / "star.svg"
    code, _, _ = run("show", "3", "--variant", "star", "--step", "5", "--svg", str(picture))
    assert code == 0 and picture.read_text().count('class="arc"') == 3
    assert run("show", "3", "--variant", "star", "--step", "99")[0] == 1
    assert run("show", "3", "--variant", "london")[0] == 2
    assert run("show", "3", "--variant", "cyclic", "--step", str(10**100))[0] == 1
