"""The command line of search strategies: ``hanoi search`` and ``hanoi space``."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi import State
from hanoi.cli.app import app
from reference import bfs

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


KEYS = {"strategy", "found", "length", "optimal", "expanded", "generated", "peak_states", "seconds",
        "heuristic_bytes", "heuristic_seconds"}


def test_one_strategy_prints_a_heading_and_one_row() -> None:
    code, out, err = run("search", "BAA", "ABB", "--strategy", "bfs")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "BAA → ABB (3 discs, 3 pegs): shortest distance 5"
    assert lines[1].split()[:3] == ["strategy", "found", "length"]
    assert lines[2].split()[:4] == ["bfs", "yes", "5", "yes"]


def test_several_strategies_print_one_comparison_table() -> None:
    code, out, _ = run("search", "AAAA", "CCCC", "-s", "bfs,dfs,astar,bidirectional", "-H", "misplaced")
    assert code == 0
    lines = out.splitlines()
    assert "heuristic misplaced" in lines[0]
    header = lines[1]
    for column in ("strategy", "found", "length", "optimal", "expanded", "generated", "peak states", "time"):
        assert column in header
    rows = {line.split()[0]: line.split() for line in lines[2:]}
    assert set(rows) == {"bfs", "dfs", "astar", "bidirectional"}
    assert rows["bfs"][2] == rows["astar"][2] == rows["bidirectional"][2] == "15"
    assert rows["dfs"][3] == "no"  # depth-first search does not find the shortest path here


def test_json_has_one_object_per_strategy_with_the_documented_keys() -> None:
    code, out, _ = run("search", "ABCD", "DCBA", "--pegs", "4", "-s", "all", "--format", "json", "--seed", "1",
                       "--max-nodes", "20000")
    assert code == 0
    data = json.loads(out)
    assert [item["strategy"] for item in data] == [
        "bfs", "dfs", "dls", "iddfs", "ucs", "greedy", "astar", "idastar", "bidirectional", "random"]
    truth = bfs(State.parse("ABCD", pegs=4))[State.parse("DCBA", pegs=4)]
    for item in data:
        assert set(item) >= KEYS
        assert item["pegs"] == 4 and item["distance"] == truth
        if item["found"]:
            assert item["length"] >= truth and item["optimal"] == (item["length"] == truth)
    assert all(item["optimal"] for item in data if item["strategy"] in ("bfs", "ucs", "astar", "bidirectional"))


def test_csv_has_a_header_and_one_row_per_strategy() -> None:
    code, out, _ = run("search", "AAA", "CCC", "-s", "bfs,ucs", "--format", "csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [row["strategy"] for row in rows] == ["bfs", "ucs"]
    assert all(row["length"] == "7" and row["optimal"] == "True" for row in rows)


def test_a_strategy_stopped_by_a_limit_shows_in_the_table_and_the_rest_run() -> None:
    code, out, _ = run("search", "AAAAAAAA", "CCCCCCCC", "-s", "iddfs,bfs", "--max-nodes", "2000")
    assert code == 0
    assert "stopped (max_nodes)" in out
    assert "iddfs: search stopped after 2000 nodes expanded" in out and "(limit max_nodes=2000)" in out
    bfs_row = next(line for line in out.splitlines() if line.startswith("bfs"))
    assert bfs_row.split()[1:4] == ["stopped", "(max_nodes)", "—"]  # BFS needs more than 2000 nodes here too
    code, out, _ = run("search", "AAAA", "CCCC", "-s", "bfs", "--max-memory", "2K", "--format", "json")
    assert code == 0 and json.loads(out)[0]["stopped"] == "max_memory"


def test_dls_takes_a_depth_limit() -> None:
    code, out, _ = run("search", "AAAA", "CCCC", "-s", "dls", "--depth-limit", "10", "--format", "json")
    assert code == 0 and json.loads(out)[0]["stopped"] == "depth_limit"
    code, out, _ = run("search", "AAAA", "CCCC", "-s", "dls", "--depth-limit", "10**100", "--max-nodes", "10**100",
                       "--format", "json")
    assert code == 0 and json.loads(out)[0]["found"] is True


def test_huge_limits_are_accepted() -> None:
    code, out, _ = run("search", "AAA", "CCC", "--max-seconds", "1e100", "--max-memory", "1" + "0" * 100,
                       "--max-nodes", "10**100", "--format", "json")
    assert code == 0 and json.loads(out)[0]["length"] == 7
    code, _, err = run("search", "AAA", "CCC", "--max-memory", "10**100")
    assert code == 2 and "is not a memory size" in err


def test_the_random_walk_is_reproducible_with_a_seed() -> None:
    first = run("search", "AAA", "CCC", "-s", "random", "--seed", "5", "--format", "json")[1]
    again = run("search", "AAA", "CCC", "-s", "random", "--seed", "5", "--format", "json")[1]
    assert json.loads(first)[0]["length"] == json.loads(again)[0]["length"]
    code, _out, _ = run("search", "AAA", "CCC", "-s", "random", "--walk", "none", "--seed", "10**100")
    assert code == 0


def test_sweep_writes_one_row_per_n_and_strategy_and_plots_it(tmp_path: Path) -> None:
    plot = tmp_path / "sweep.svg"
    code, out, err = run("search", "--sweep", "n=2..5", "-s", "bfs,astar", "--plot", str(plot))
    assert code == 0 and err == ""
    lines = out.splitlines()[:-1]
    assert out.splitlines()[-1] == f"wrote {plot}"
    assert lines[0] == "perfect tower A → C on 3 pegs, n = 2..5; heuristic pdb"
    rows = [line.split() for line in lines[2:]]
    assert [(row[0], row[1], row[3]) for row in rows] == [
        (str(n), name, str(2**n - 1)) for n in range(2, 6) for name in ("bfs", "astar")]
    assert plot.read_text().lstrip().startswith("<?xml") and "<svg" in plot.read_text()
    png = tmp_path / "sweep.png"
    code, out, err = run("search", "--sweep", "n=3,4", "--pegs", "4", "-s", "bfs", "--plot", str(png), "-f", "json")
    assert code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and err == f"wrote {png}\n"
    assert [(item["n"], item["length"]) for item in json.loads(out)] == [(3, 5), (4, 9)]  # Frame–Stewart


def test_animate_writes_svg_and_gif(tmp_path: Path) -> None:
    svg = tmp_path / "bfs.svg"
    code, out, _ = run("search", "AAAA", "CCCC", "-s", "bfs", "--animate", str(svg))
    assert code == 0 and out.splitlines()[-1] == f"wrote {svg}: 71 states in the order bfs found them"
    text = svg.read_text()
    assert text.startswith("<svg") and text.count('class="state"') == 81 and "<animate " in text
    gif = tmp_path / "dfs.gif"
    code, _, _ = run("search", "AAA", "CCC", "-s", "dfs", "--animate", str(gif))
    assert code == 0 and gif.read_bytes()[:6] == b"GIF89a"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["AAA", "CCC", "-s", "dijkstra"], "unknown strategy 'dijkstra'"),
        (["AAA", "CCC", "-s", "bfs,bfs"], "names a strategy twice"),
        (["AAA", "CCC", "-s", "astar", "-H", "euclid"], "unknown heuristic 'euclid'"),
        (["AAA", "CCC", "--plot", "x.svg"], "--plot draws a sweep"),
        (["AAA", "CCC", "--sweep", "n=3..5"], "give no START or GOAL"),
        (["--sweep", "n=3-5"], "'3-5' is not a range"),
        (["--sweep", "3..5"], "not a sweep such as n=3..10"),
        (["--sweep", "n=" + "1" + "0" * 100], "is not a range"),
        (["--sweep", "n=1001"], "at most 1000 discs"),
        (["--sweep", "n=3..5", "--plot", "x.pdf"], "must end in .svg or .png"),
        (["AAA"], "give START and GOAL"),
        (["AAAAAAA", "CCCCCCC", "--animate", "x.svg"], "at most 6 discs"),
        (["AAA", "DDD", "--pegs", "4", "--animate", "x.svg"], "3 discs on 4 pegs"),
        (["AAA", "CCC", "-s", "bfs,dfs", "--animate", "x.svg"], "one strategy"),
        (["AAA", "CCC", "--animate", "x.png"], "must end in .svg or .gif"),
        (["AAA", "CCC", "--max-nodes", "0"], "--max-nodes must be an integer >= 1"),
        (["AAA", "CCC", "--animate", "/no/such/folder/x.svg"], "cannot write '/no/such/folder/x.svg'"),
        (["--sweep", "n=2..3", "--plot", "/no/such/folder/x.png"], "cannot write '/no/such/folder/x.png'"),
        (["AAA", "CCC", "--pegs", "10**8"], "pegs must be an integer in 3..1000"),
        (["AXA", "CCC"], "letter 'X'"),
        (["AAA", "CCCC"], "do not match"),
    ],
)
def test_bad_input_is_one_line_on_stderr(args: list[str], message: str) -> None:
    code, out, err = run("search", *args)
    assert code in (1, 2) and out == ""
    assert message in err and err.count("\n") == 1 and len(err) < 320


def test_usage_errors_exit_2_and_domain_errors_exit_1() -> None:
    assert run("search", "AAA", "CCC", "-s", "dijkstra")[0] == 2
    assert run("search", "AAA", "CCCC")[0] in (1, 2)
    assert run("search", "AAA", "DDD", "--pegs", "4", "-s", "astar", "-H", "three-peg")[0] == 1


def test_list_names_every_strategy_and_heuristic() -> None:
    code, out, _ = run("search", "--list")
    assert code == 0
    for name in ("bfs", "dfs", "dls", "iddfs", "ucs", "greedy", "astar", "idastar", "bidirectional", "random",
                 "zero", "misplaced", "three-peg", "pdb", "max"):
        assert f"  {name}" in out


# ---------------------------------------------------------------------- hanoi space
SEED_002 = {3: (7, 27, 0.26), 4: (15, 81, 0.19), 5: (31, 243, 0.12), 10: (1023, 59049, 0.02),
            15: (32767, 14348907, 0.002), 20: (1048575, 3486784401, 0.0003)}  # the seed's table


def test_space_reproduces_the_seed_table() -> None:
    code, out, _ = run("space", "3,4,5,10,15,20", "--format", "json")
    assert code == 0
    data = json.loads(out)
    for row in data:
        moves, states, ratio = SEED_002[row["n"]]
        assert (row["moves"], row["states"]) == (moves, states)
        assert row["ratio"] == pytest.approx(ratio, rel=0.1, abs=0.006)  # the seed rounds 0.1276 down to 0.12
    code, out, _ = run("space", "3,4,5,10,15,20")
    assert out.splitlines()[:3] == ["| n | minimum moves M | states N | M/N |", "|--:|--:|--:|--:|",
                                    "| 3 | 7 | 27 | 0.26 |"]
    assert "| 20 | 1048575 | 3486784401 | 0.0003 |" in out


def test_space_for_more_pegs_and_huge_n() -> None:
    code, out, _ = run("space", "10", "--pegs", "4", "--format", "csv")
    assert code == 0 and out.splitlines() == ["n,pegs,moves,states,ratio", "10,4,49,1048576,4.7e-05"]
    code, out, _ = run("space", "1000")
    assert code == 0 and out.splitlines()[2].endswith("| 8.1e-177 |")
    code, out, err = run("space", "1" + "0" * 11)
    assert code == 1 and out == "" and "refusing to build 2**100000000000 - 1" in err
    code, out, err = run("space", "1" + "0" * 100)
    assert code == 2 and out == "" and "is not a range" in err
    code, _, err = run("space", "3..1" + "0" * 10)
    assert code == 2 and "more than 100000 values" in err
