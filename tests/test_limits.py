"""Issue 15, the answers themselves: bounded work that still gives the right answer.

The hostile grid (test_hostile.py) proves that nothing crashes, hangs or eats memory; these
tests prove that what the bounded code answers is right, against independent references.
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

import hanoi
import hostile
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


# ---------------------------------------------------------------------- issue 29: every limit before the work
REFUSAL_CPU_SECONDS = 1.5  # a refusal made before any search: start-up excluded (the child is forked warm)


@pytest.mark.parametrize("argv", hostile.LIMITS_29, ids=lambda argv: " ".join(argv)[:60])
def test_issue_29_refusals_come_before_the_work(argv: list[str], tmp_path: Path) -> None:
    """Each ran 9 s to past 120 s (or took 3.6 GB) before it refused or finished; now refused at once, naming the
    flag or the limit to raise."""
    outcome = hostile.run_command(argv, tmp_path)
    assert outcome.code == 1, (outcome.code, outcome.stderr[-500:])
    assert hostile.check(outcome, api=False) is None
    assert any(word in outcome.stderr for word in ("--max-nodes", "--max-states", "VARIANT_MAX_STATES")), \
        outcome.stderr
    assert outcome.cpu < REFUSAL_CPU_SECONDS, (outcome.cpu, outcome.stderr)
    assert not any(tmp_path.glob("*.svg")) and not any(tmp_path.glob("*.graphml"))


def test_the_panex_tables_are_the_counts_of_the_searches_themselves() -> None:
    """PANEX_POSITIONS and the search costs, counted again here by the code they stand for (small n)."""
    from hanoi.variants import panex

    for n in (1, 2, 3):
        assert panex.panex_graph(n).number_of_nodes() == panex.PANEX_POSITIONS[n - 1]
    original = panex._search
    visits: list[int] = []

    def counting(start: panex.PanexState, goal: panex.PanexState, max_states: int) -> tuple[dict, ...]:  # type: ignore[type-arg]
        found = original(start, goal, max_states)
        visits.append(len(found[0]) + len(found[1]))
        return found

    panex._search = counting  # type: ignore[assignment]
    try:
        for n in (1, 2, 3, 4):
            panex.panex_path(panex.PanexState.start(n), panex.PanexState.transferred(n))
            assert visits[-1] == panex._SEARCH_VISITS["transfer"][n - 1]
            if n <= 3:
                panex.panex_path(panex.PanexState.start(n), panex.PanexState.exchanged(n))
                assert visits[-1] == panex._SEARCH_VISITS["exchange"][n - 1]
    finally:
        panex._search = original  # type: ignore[assignment]


def test_a_panex_search_past_its_limit_stops_within_it() -> None:
    """A pair not in the table: the search holds at most max_states positions (checked a position at a time)."""
    from hanoi.errors import SearchLimitError
    from hanoi.variants.panex import PanexState, panex_path

    with pytest.raises(SearchLimitError, match="max_states"):
        panex_path(PanexState.parse("|4321||dcba|"), PanexState.parse("|dcba||4321|"), max_states=5000)


def test_rules_searches_weigh_their_pegs_and_arcs() -> None:
    """26 pegs in a cycle: 3 discs are searched (17,576 states, every one reached), 4 refused before searching."""
    from hanoi.rules import Rules

    rules = Rules.parse(hostile.CYCLE_26)
    result = hanoi.bfs_layers(3, rules=rules)
    assert sum(result.layers) == 26**3 and result.complete
    with pytest.raises(TooLargeError, match="each the work of 6 on 3 pegs"):
        hanoi.bfs_layers(4, rules=rules)


def test_problem_lists_and_random_sets_are_refused_before_their_searches() -> None:
    from hanoi.results.problems import parse_problems, random_problems

    rng = random.Random(2)
    lines = "\n".join(" ".join("".join(rng.choice("ABCDEF") for _ in range(10)) for _ in range(2)) for _ in range(200))
    started = time.process_time()
    with pytest.raises(TooLargeError, match="PROBLEMS_MAX_WORK"):
        parse_problems(lines, pegs=6)  # 200 searches of 10 discs on 6 pegs: about 60 s of work
    with pytest.raises(TooLargeError, match="PROBLEMS_MAX_WORK"):
        random_problems(10, 1, 200, pegs=6)
    assert time.process_time() - started < REFUSAL_CPU_SECONDS
    problems = parse_problems("AAA CCC\nABC CBA", pegs=3)  # three pegs: closed forms, as before
    assert [p.shortest for p in problems] == [7, hanoi.distance(State.parse("ABC"), State.parse("CBA"))]
