"""Issue 15, the answers themselves: bounded work that still gives the right answer.

The hostile grid (test_hostile.py) proves that nothing crashes, hangs or eats memory; these
tests prove that what the bounded code answers is right, against independent references.
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import hanoi
from hanoi import State, limits
from hanoi.errors import HanoiError, InvalidArgumentError, TooLargeError
from hanoi.paths import fewer_pegs
from hanoi.paths.bidirectional import make_limits, run_search
from hanoi.three.bulk import move_chunks, moves_array

HANOI = str(Path(sys.executable).parent / "hanoi")


@pytest.mark.parametrize(("n", "pegs"), [(3, 22), (2, 25), (4, 23), (3, 30), (1, 40)])
def test_bfs_past_twenty_free_pegs_keeps_symmetry_and_its_layers(n: int, pegs: int) -> None:
    with_symmetry = hanoi.bfs_layers(n, pegs=pegs)
    assert with_symmetry.layers == hanoi.bfs_layers(n, pegs=pegs, symmetry=False).layers
    assert with_symmetry.stored_states < pegs**n // 10 and with_symmetry.states == pegs**n


def test_bfs_of_three_discs_on_a_thousand_pegs_is_a_three_disc_problem() -> None:
    result = hanoi.bfs_layers(3, pegs=1000)
    # the symmetric engine agrees with the plain one on fewer pegs (above); here: every state once, 15 stored
    assert result.layers == (1, 999, 997002, 994012992, 4985010, 3996)
    assert result.stored_states == 15 and sum(result.layers) == 1000**3
    start = State.parse("ABA", pegs=24)
    assert hanoi.bfs_layers(start).layers == hanoi.bfs_layers(start, symmetry=False).layers


def test_shortest_paths_on_many_pegs_equal_the_search_on_every_peg() -> None:
    rng = random.Random(1)
    every_peg = make_limits(10**7, 1 << 30, 60, "auto")
    for _ in range(120):
        pegs, n = rng.randint(5, 8), rng.randint(1, 4)
        used = rng.sample(range(pegs), rng.randint(1, 3))
        start = State(tuple(rng.choice(used) for _ in range(n)), pegs)
        goal = State(tuple(rng.choice([*used, rng.randrange(pegs)]) for _ in range(n)), pegs)
        truth = run_search(start, goal, every_peg, keep_path=False).distance
        moves = list(hanoi.path(start, goal))
        assert hanoi.distance(start, goal) == truth == len(moves)
        assert start.replay(moves) == goal


def test_fewer_pegs_keeps_the_used_pegs_and_n_spares() -> None:
    small_start, _, pegs_of = fewer_pegs(State.parse("AAA", pegs=1000), State.parse("CCC", pegs=1000))
    assert (small_start.pegs, pegs_of) == (5, (0, 2, 1, 3, 4))
    assert fewer_pegs(State.parse("AAAA", pegs=4), State.parse("DDDD", pegs=4)) is None
    moves = list(hanoi.path(State.parse("AAA", pegs=1000), State.parse("CCC", pegs=1000)))
    assert [str(m) for m in moves] == ["1AD", "2AB", "3AC", "2BC", "1DC"]


def test_huge_discs_stream_the_moves_that_move_at_gives() -> None:
    for n in (2**63, 2**63 + 1, 10**100):
        steps = range(2**16 - 3, 2**16 + 4)
        expected = [[hanoi.move_at(n, k).source, hanoi.move_at(n, k).target] for k in steps]
        assert moves_array(n, steps.start, steps.stop).tolist() == expected
        first, discs, _ = next(move_chunks(n, chunk=7))
        assert first == 1 and discs.tolist() == [hanoi.move_at(n, k).disc for k in range(1, 8)]


def test_messages_are_capped_and_keep_both_ends() -> None:
    error = HanoiError("bad state " + "A" * 10_000 + " (limit MAX_DISCS)")
    text = str(error)
    assert len(text) == limits.MAX_MESSAGE and text.startswith("bad state A") and text.endswith("(limit MAX_DISCS)")
    with pytest.raises(HanoiError) as caught:
        hanoi.State.parse("[" * 5000)
    assert "nested too deeply" in str(caught.value) and len(str(caught.value)) <= 300
    with pytest.raises(TooLargeError, match="edges"):
        hanoi.graph(3, pegs=64)


def test_a_database_that_is_not_ours_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("my notes\n")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE birds (name)")
    before = {path: path.read_bytes() for path in (text, other)}
    for path, reason in ((text, "it is not a SQLite database"), (other, "not a results database (birds)")):
        for command in (["results", "export", "--db", str(path), "--out", str(tmp_path)],
                        ["play", "--no-browser", "--db", str(path)]):
            done = subprocess.run([HANOI, *command], capture_output=True, text=True, timeout=60)
            assert done.returncode == 1 and reason in done.stderr and "cannot " in done.stderr, done.stderr
    assert {path: path.read_bytes() for path in before} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.db", "other.db"]
    from hanoi.results.store import Records

    with pytest.raises(InvalidArgumentError, match="it is a folder"):
        Records(tmp_path)
    with pytest.raises(InvalidArgumentError, match="file name too long"):
        Records("x" * 5000)
    with pytest.raises(InvalidArgumentError, match="a part of the path is not a folder"):
        Records(text / "results.db")


def test_standard_output_on_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([HANOI, "solve", "12"], stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == "error: cannot write standard output: the disk is full\n"


def test_every_limit_is_documented_with_its_value() -> None:
    page = (Path(__file__).resolve().parent.parent / "docs" / "limits.md").read_text()
    for name in limits.__all__:
        assert f"`{name}`" in page, name
