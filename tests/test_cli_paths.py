"""The CLI of k pegs and paths: table, distance, path, and `show`/`count` with --pegs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app

runner = CliRunner()

# Saito's table, byte for byte.
SEED_001_TABLE = """k\\n|6|7|8|9|10
:--|:--|:--|:--|:--|:--|
3|63|127|255|511|1023|
4|17|25|33|41|49|
5|15|19|23|27|31|
6|13|17|21|25|29|
7|11|15|19|23|27|
8|11|13|17|21|25|
"""

# Saito's picture of `hanoi 4 4`, byte for byte.
SEED_001_HANOI_4_4 = """   =
  ===
 =====
=======
0------------------------------

  ===
 =====
=======    =
1------------------------------

 =====
=======    =              ===
2------------------------------

=======    =     =====    ===
3------------------------------

                  ===
=======    =     =====
4------------------------------

                  ===
           =     =====  =======
5------------------------------

  ===      =     =====  =======
6------------------------------

                         =====
  ===      =            =======
7------------------------------

                          ===
                         =====
           =            =======
8------------------------------

                           =
                          ===
                         =====
                        =======
9------------------------------
"""


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_table_reproduces_seed_001() -> None:
    assert run("table") == (0, SEED_001_TABLE, "")
    assert run("table", "--pegs", "3..8", "--discs", "6..10") == (0, SEED_001_TABLE, "")


def test_table_other_ranges() -> None:
    code, out, _ = run("table", "--pegs", "4,5", "--discs", "0..3,20")
    assert code == 0
    assert out.splitlines() == ["k\\n|0|1|2|3|20", ":--|:--|:--|:--|:--|:--|", "4|0|1|3|5|289|", "5|0|1|3|5|111|"]


@pytest.mark.parametrize(("args", "needle"), [
    (("--pegs", "2..5"), "values start at 3"),
    (("--discs", "six"), "not a range"),
    (("--discs", "9..3"), "is empty"),
])
def test_table_usage_errors_exit_2(args: tuple[str, ...], needle: str) -> None:
    code, out, err = run("table", *args)
    assert code == 2 and out == ""
    assert needle in err and len(err.strip().splitlines()) == 1


def test_table_too_large_exits_1() -> None:
    code, _, err = run("table", "--pegs", "3", "--discs", "200000")
    assert code == 1 and "bits" in err and len(err.strip().splitlines()) == 1


def test_show_4_pegs_is_seed_001s_picture() -> None:
    code, out, _ = run("show", "4", "--pegs", "4", "--width", "80")
    assert code == 0
    assert out == SEED_001_HANOI_4_4
    assert len(re.findall(r"^\d+-{30}$", out, flags=re.MULTILINE)) == 10  # the start and 9 moves


def test_count_prints_the_status() -> None:
    assert run("count", "10", "--pegs", "4")[1].splitlines() == ["49", "proven optimal (4 pegs: Bousch 2014)"]
    assert run("count", "10", "--pegs", "5")[1].splitlines()[0] == "31"
    assert "presumed optimal" in run("count", "10", "--pegs", "5")[1]


def test_distance_three_and_more_pegs() -> None:
    assert run("distance", "ABC", "CBA") == (0, "3\n", "")
    assert run("distance", "AAAAAAAAAA", "DDDDDDDDDD", "--pegs", "4")[1] == "49\n"
    assert run("distance", "[[3,2,1],[],[],[]]", "DDD")[1] == "5\n"  # the JSON tells the letters: 4 pegs
    assert run("distance", "[[2],[1],[],[],[]]", "[[],[],[],[],[2,1]]")[1] == "2\n"
    assert run("distance", "BAA", "ABB")[1] == "5\n"


def test_distance_stats_go_to_stderr() -> None:
    code, out, err = run("distance", "ABCDABCD", "DCBADCBA", "--pegs", "4", "--stats")
    assert code == 0 and out.strip().isdigit()
    assert "nodes expanded" in err and "method bidirectional" in err


def test_path_has_the_shapes_of_solve() -> None:
    for fmt in ("text", "json", "csv"):
        assert run("path", "AAA", "CCC", "-f", fmt)[1] == run("solve", "3", "-f", fmt)[1]
        four = run("path", "AAAA", "DDDD", "--pegs", "4", "-f", fmt)[1]
        assert four == run("solve", "4", "--pegs", "4", "-f", fmt)[1]
    code, out, _ = run("path", "BAA", "ABB", "-f", "json")
    assert code == 0 and json.loads(out) == [[3, 1, 2], [1, 0, 2], [2, 0, 1], [1, 2, 1], [3, 2, 0]]
    assert run("path", "ABC", "ABC", "-f", "json")[1] == "[]\n"
    assert run("path", "AB", "BA", "--notation", "german")[1].splitlines() == ["S1 - BC", "S2 - AB", "S1 - CA"]


def test_path_more_pegs_is_legal_and_shortest(tmp_path: Path) -> None:
    out = tmp_path / "moves.csv"
    code, _, err = run("path", "ABCDE", "EDCBA", "--pegs", "5", "-f", "csv", "--out", str(out), "--stats")
    assert code == 0 and "method pdb" in err
    rows = out.read_text().splitlines()
    assert rows[0] == "step,disc,source,target"
    distance = int(run("distance", "ABCDE", "EDCBA", "--pegs", "5")[1])
    assert len(rows) - 1 == distance
    stacks: list[list[int]] = [[5], [4], [3], [2], [1]]  # ABCDE: disc 5 on A ... disc 1 on E
    for row in rows[1:]:
        _, disc, source, target = (int(x) for x in row.split(","))
        assert stacks[source][-1] == disc and (not stacks[target] or stacks[target][-1] > disc)
        stacks[target].append(stacks[source].pop())
    assert stacks == [[1], [2], [3], [4], [5]]


@pytest.mark.parametrize(("args", "code", "needle"), [
    (("distance", "AB", "ABC"), 1, "(2 discs, 3 pegs) and goal 'ABC' (3 discs, 3 pegs) do not match"),
    (("path", "[[1],[],[],[]]", "[[1],[],[]]"), 1, "4 pegs) and goal"),
    (("distance", "AXB", "ABC"), 2, "letter 'X'"),
    (("path", "AB", "BA", "--pegs", "2"), 2, "--pegs"),
    (("distance", "ABC", "ABE"), 2, "letter 'E'"),
    (("distance", "AAAAAAAAAA", "DCBADCBADC", "--pegs", "4", "--max-nodes", "500"), 1, "--max-nodes=500"),
    (("path", "AAAAAAAAAA", "DCBADCBADC", "--pegs", "4", "--max-memory", "1", "-f", "json"), 1, "--max-memory"),
    (("distance", "AB", "BA", "--pegs", "4", "--method", "astar"), 2, "astar"),
])
def test_errors_are_one_line_with_the_right_exit_code(args: tuple[str, ...], code: int, needle: str) -> None:
    exit_code, out, err = run(*args)
    assert exit_code == code
    assert out == ""
    assert needle in err and len(err.strip().splitlines()) == 1


def test_numbers_too_long_to_print_are_refused() -> None:
    code, out, err = run("count", "5000000000000", "--pegs", "4")  # 3.2e6 bits: built, but minutes to print
    assert (code, out) == (1, "")
    assert err.strip() == (
        "error: refusing to print a number of 3162299 bits in decimal (limit 2097152 bits, about 630,000 digits)"
    )
    assert run("count", "10**30", "--pegs", "4")[2].startswith("error: refusing to build the Frame–Stewart number")
