"""The textbook strategies of hanoi.search, against plain breadth-first search and known values.

Distances come from ``tests/reference.py`` (a textbook BFS with the rules written out there, no code of the
package), each start searched once a session; the exact expected walk lengths from the closed form of
Alekseyev and Berger (2016); the effective branching factor from AIMA's worked example.
"""

from __future__ import annotations

import random
import statistics
import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi import State
from hanoi.errors import InvalidArgumentError, SearchLimitError, TooLargeError, UnknownAlgorithmError
from hanoi.paths import distance, pattern_db
from hanoi.paths.pattern_db import clear_cache, database, pattern_databases
from hanoi.search import (
    HEURISTICS,
    STRATEGIES,
    Problem,
    StrategyLimitError,
    compare,
    effective_branching_factor,
    heuristics,
    make_heuristic,
    meter,
    run,
    sweep,
)
from hanoi.search.heuristics import heuristic_bytes
from hanoi.search.sizes import space_table
from hanoi.search.walks import expected_walk_length
from reference import all_states, depths, layers_of


@pytest.fixture(autouse=True)
def _work_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """``max_seconds`` counts this process's CPU time here: a loaded machine's waits are not the strategy's work."""
    monkeypatch.setattr(meter, "clock", time.process_time)


def counting_clock(monkeypatch: pytest.MonkeyPatch, step: float) -> None:
    """A clock that moves ``step`` seconds at each reading: a time limit becomes a number of readings."""
    readings = iter(range(10**12))
    monkeypatch.setattr(meter, "clock", lambda: step * next(readings))

OPTIMAL = [name for name, info in STRATEGIES.items() if info.optimal]
ALL = list(STRATEGIES)


def random_state(rng: random.Random, n: int, pegs: int) -> State:
    return State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)


def random_pairs(count: int, seed: int) -> list[tuple[State, State]]:
    rng = random.Random(seed)
    pairs = []
    for _ in range(count):
        pegs = rng.choice((3, 4))
        n = rng.randint(1, 6)
        pairs.append((random_state(rng, n, pegs), random_state(rng, n, pegs)))
    return pairs


# ---------------------------------------------------------------------- the tests
@pytest.mark.parametrize("strategy", OPTIMAL)
def test_optimal_strategies_return_the_exact_distance_on_random_small_instances(strategy: str) -> None:
    checked = 0
    for start, goal in random_pairs(40, seed=12):
        truth = depths(start)[goal]
        if strategy == "iddfs" and truth > 9:
            continue  # iterative deepening repeats every path: it would need billions of nodes here
        report = run(start, goal, strategy, max_nodes=200_000)
        assert report.found and report.length == truth, (strategy, start, goal)
        assert report.optimal is True and report.distance == truth
        checked += 1
    assert checked >= 15


@pytest.mark.parametrize("heuristic", ["zero", "misplaced", "pdb", "max", "max(misplaced,zero)"])
def test_a_star_is_exact_with_every_admissible_heuristic(heuristic: str) -> None:
    for start, goal in random_pairs(25, seed=5):
        truth = depths(start)[goal]
        assert run(start, goal, "astar", heuristic=heuristic).length == truth
    for start, goal in random_pairs(10, seed=6):
        if start.pegs == 3:
            assert run(start, goal, "astar", heuristic="three-peg").length == depths(start)[goal]


@pytest.mark.parametrize("strategy", ALL)
def test_every_returned_path_is_legal_and_ends_at_the_goal(strategy: str) -> None:
    for start, goal in random_pairs(20, seed=99):
        truth = depths(start)[goal]
        if strategy in ("dls", "iddfs") and truth > 9:
            continue  # tree searches without a closed list explode on longer paths
        limit = truth + 2 if strategy == "dls" else None
        report = run(start, goal, strategy, heuristic="misplaced", seed=3, depth_limit=limit, max_nodes=100_000)
        if not report.found:
            assert strategy == "dls" and report.stopped == "depth_limit"
            continue
        moves = list(report.moves())
        assert len(moves) == report.length
        assert start.replay(moves) == goal  # replay checks every move against the rules
        states = report.states()
        assert states[0] == start and states[-1] == goal and len(states) == len(moves) + 1
        assert report.length >= depths(start)[goal]


@pytest.mark.parametrize("pegs", [3, 4])
def test_bfs_counts_do_not_decrease_with_n(pegs: int) -> None:
    previous = None
    for n in range(1, 9 if pegs == 3 else 7):
        report = run(State.perfect(n, pegs=pegs), State.perfect(n, peg=pegs - 1, pegs=pegs), "bfs")
        counts = (report.expanded, report.generated, report.peak_states, report.length)
        if previous is not None:
            assert all(now >= before for now, before in zip(counts, previous, strict=True)), (n, counts, previous)
        previous = counts


# The problem each limit is tried on: big enough that no strategy finishes before its limit.
BIG = (State.perfect(12), State.perfect(12, peg=2))
TREE = {"dls", "iddfs", "idastar", "random"}  # they hold little: their memory limit must be small


@pytest.mark.parametrize("strategy", ALL)
@pytest.mark.parametrize("limit", ["max_nodes", "max_seconds", "max_memory"])
def test_limits_stop_each_strategy_naming_the_limit_within_twice_the_limit(
    strategy: str, limit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    value: float = {"max_nodes": 300, "max_seconds": 0.1, "max_memory": 1500 if strategy in TREE else 50_000}[limit]
    if limit == "max_seconds":
        counting_clock(monkeypatch, value / 40)  # the limit passes at the 41st reading, whatever the machine's load
    with pytest.raises(StrategyLimitError) as stopped:
        run(*BIG, strategy, heuristic="zero", seed=1, exact=False, **{limit: value})
    error = stopped.value
    assert isinstance(error, SearchLimitError)
    assert error.limit == limit and error.value == value
    assert f"limit {limit}={value}" in str(error) and len(str(error)) < 300
    usage = error.usage
    assert usage is not None
    used = {"max_nodes": usage.expanded, "max_seconds": usage.seconds, "max_memory": usage.peak_bytes}[limit]
    assert 0 < used <= 2 * value, (used, value)
    if limit == "max_seconds":  # the first reading past the limit stops it (one more reads the time spent)
        assert used <= value + 2 * value / 40 + 1e-9 and usage.expanded <= 41 * meter.SAMPLE_EVERY, usage


# ---------------------------------------------------------------------- what is counted
def test_bfs_expands_every_state_nearer_than_the_goal_and_no_state_as_far() -> None:
    rng = random.Random(8)
    for _ in range(30):
        pegs = rng.choice((3, 4))
        n = rng.randint(2, 5)
        start, goal = random_state(rng, n, pegs), random_state(rng, n, pegs)
        depth = depths(start)
        distance = depth[goal]
        if distance < 2:
            continue
        layers = layers_of(depth)
        report = run(start, goal, "bfs")
        # the goal test is on generation: every state up to distance - 2 is expanded, then part of layer d - 1
        assert sum(layers[: distance - 1]) < report.expanded <= sum(layers[:distance])
        # reached holds every state up to d - 1, and some of layer d (the goal at least)
        assert sum(layers[:distance]) < report.peak_states <= sum(layers[: distance + 1])


def test_tree_searches_hold_one_path_while_bfs_holds_the_ball() -> None:
    start, goal = State.perfect(4), State.perfect(4, peg=2)
    iddfs = run(start, goal, "iddfs")
    idastar = run(start, goal, "idastar", heuristic="misplaced")
    bfs_report = run(start, goal, "bfs")
    assert iddfs.peak_states == idastar.peak_states == 15  # the path to depth 14, the goal not pushed
    assert bfs_report.peak_states > 4 * iddfs.peak_states
    assert iddfs.expanded > 10 * bfs_report.expanded  # and pay in repeated work


def test_astar_with_an_exact_heuristic_expands_only_the_path() -> None:
    for n in (3, 6, 9):
        for heuristic in ("pdb", "three-peg"):
            report = run(State.perfect(n), State.perfect(n, peg=2), "astar", heuristic=heuristic)
            assert report.expanded == report.length == 2**n - 1


def test_generated_counts_every_child_of_every_expansion() -> None:
    # on three pegs a state has 3 moves, 2 when it is perfect: the counts follow from the expansions
    report = run(State.perfect(6), State.perfect(6, peg=2), "dfs")
    assert 2 * report.expanded <= report.generated <= 3 * report.expanded


def test_effective_branching_factor_matches_aima_and_uniform_trees() -> None:
    assert round(effective_branching_factor(52, 5), 2) == 1.92  # AIMA 4th ed., section 3.6.1
    for b in (1, 2, 3, 7):
        for d in (1, 4, 9):
            nodes = sum(b**i for i in range(1, d + 1))
            assert effective_branching_factor(nodes, d) == pytest.approx(b, abs=1e-5)
    assert effective_branching_factor(100, 0) is None
    assert effective_branching_factor(10**100, 10**100) == pytest.approx(1.0)
    assert effective_branching_factor(10**100, 1) == pytest.approx(1e100)
    with pytest.raises(InvalidArgumentError, match="generated must be an integer >= 0, got -1"):
        effective_branching_factor(-1, 3)


def test_reports_carry_the_documented_fields() -> None:
    report = run(State.parse("ABC"), State.parse("CBA"), "astar")
    data = report.to_dict()
    for key in ("strategy", "found", "length", "optimal", "expanded", "generated", "peak_states", "seconds"):
        assert key in data
    assert data["heuristic"] == "pdb" and data["start"] == "ABC" and data["stopped"] is None
    assert run(State.parse("ABC"), State.parse("CBA"), "bfs").heuristic is None


def test_dls_reports_a_cutoff_and_respects_its_limit() -> None:
    start, goal = State.perfect(4), State.perfect(4, peg=2)
    cut = run(start, goal, "dls", depth_limit=10)
    assert (cut.found, cut.stopped, cut.length) == (False, "depth_limit", None)
    assert "depth limit 10" in (cut.message or "")
    found = run(start, goal, "dls", depth_limit=20)
    assert found.found and 15 <= (found.length or 0) <= 20
    assert run(start, start, "dls", depth_limit=0).length == 0


def test_compare_keeps_going_past_a_strategy_that_stops() -> None:
    start, goal = State.perfect(10), State.perfect(10, peg=2)  # the pattern database is exact up to 10 discs
    rows = compare(start, goal, ["astar", "iddfs", "bidirectional"], max_nodes=5_000, heuristic="pdb")
    assert [(r.strategy, r.found, r.stopped) for r in rows] == [
        ("astar", True, None), ("iddfs", False, "max_nodes"), ("bidirectional", False, "max_nodes")]
    assert rows[1].expanded == 5_000 and "max_nodes=5000" in (rows[1].message or "")


def test_sweep_runs_perfect_towers_to_the_last_peg() -> None:
    rows = sweep([1, 2, 3], ["bfs"], pegs=4)
    assert [(r.start, r.goal, r.length) for r in rows] == [
        (State.parse("A", pegs=4), State.parse("D", pegs=4), 1),
        (State.parse("AA", pegs=4), State.parse("DD", pegs=4), 3),
        (State.parse("AAA", pegs=4), State.parse("DDD", pegs=4), 5),  # Frame–Stewart, Saito 2020
    ]


def test_recorded_order_starts_at_the_start_and_lists_each_state_once() -> None:
    report = run(State.perfect(4), State.perfect(4, peg=2), "bfs", record=True)
    order = report.discovered()
    assert order[0] == State.perfect(4) and len(order) == len(set(order)) == report.peak_states
    depth = depths(State.perfect(4))
    assert [depth[s] for s in order] == sorted(depth[s] for s in order)  # BFS discovers in rings


# ---------------------------------------------------------------------- heuristics
@pytest.mark.parametrize("pegs", [3, 4])
def test_heuristics_are_admissible_and_consistent_on_every_state(pegs: int) -> None:
    n = 4
    rng = random.Random(pegs)
    states = all_states(n, pegs)
    for _ in range(3):
        goal = rng.choice(states)
        truth = depths(goal)  # moves are reversible: distances to the goal
        problem = Problem(states[0], goal)
        names = ["zero", "misplaced", "pdb", "max"] + (["three-peg"] if pegs == 3 else [])
        for name in names:
            h = make_heuristic(name, problem).h
            for state in states:
                code = problem.code(state)
                assert h(code) <= truth[state], (name, state, goal)
                for move in state.legal_moves():
                    assert h(code) <= 1 + h(problem.code(state.apply(move))), (name, state)
        exact = make_heuristic("three-peg" if pegs == 3 else "pdb", problem).h
        assert all(exact(problem.code(s)) == truth[s] for s in states)  # one block of 4 discs: exact


def test_the_pdb_heuristic_takes_the_twelve_largest_discs_on_four_pegs() -> None:
    # 14 discs on 4 pegs: blocks of 12 and 2 discs; each block alone is a smaller puzzle (Felner, Korf and Hanan 2004)
    start, goal = State.perfect(14, pegs=4), State.perfect(14, peg=3, pegs=4)
    problem = Problem(start, goal)
    built = make_heuristic("pdb", problem)
    assert built.h(problem.start) == 81 + 3  # Frame–Stewart(12, 4) + Frame–Stewart(2, 4), OEIS A007664
    assert built.h(problem.start) <= 113  # the true distance, Frame–Stewart(14, 4)
    assert built.table_bytes == 4**12 + 4**2
    assert heuristic_bytes("pdb", problem) == (4**12 + 4**2, 5 * 4**12 + 4**2)  # the queue while building


def test_pattern_database_tables_are_the_distances_of_their_discs_alone() -> None:
    rng = random.Random(2004)
    for pegs, discs in [(3, 1), (3, 4), (3, 5), (4, 2), (4, 4), (5, 3), (6, 2)]:
        states = all_states(discs, pegs)
        goal = rng.randrange(pegs**discs)
        truth = depths(states[goal])  # moves are reversible: the distance of every state to the goal
        expected = [truth[state] for state in states]
        assert database(goal, discs, pegs, method="numba").tolist() == expected, (pegs, discs)
        assert database(goal, discs, pegs, method="numpy").tolist() == expected, (pegs, discs)
    perfect = database(0, 8, 3, method="numba")  # 2**8 - 1 = 255 moves: two bytes an entry
    assert perfect.dtype == np.uint16 and int(perfect.max()) == 255
    assert perfect.tolist() == database(0, 8, 3, method="numpy").tolist()


@pytest.mark.parametrize("pegs", [3, 4])
def test_each_block_of_the_databases_is_the_exact_distance_of_its_discs_alone(pegs: int) -> None:
    rng = random.Random(pegs)
    n = 6
    for _ in range(3):
        goal = random_state(rng, n, pegs)
        problem = Problem(goal, goal)
        top = pattern_databases(problem.goal, n, pegs, max_entries=pegs**4)
        assert top.groups == ((2, 6), (0, 2))
        truth = depths(goal)
        alone = {(low, high): depths(State(goal.positions[low:high], pegs)) for low, high in top.groups}
        for _ in range(20):
            state = random_state(rng, n, pegs)
            # the abstracted problem of each block: its discs alone
            parts = [alone[low, high][State(state.positions[low:high], pegs)] for low, high in top.groups]
            assert top.lookup(problem.code(state)) == sum(parts) <= truth[state]


def test_the_mirrored_partition_shares_the_tables_of_a_perfect_tower_only() -> None:
    goal = State.perfect(5, peg=3, pegs=4)
    problem = Problem(goal, goal)
    top = pattern_databases(problem.goal, 5, 4, max_entries=4**3)
    bottom = top.mirror()
    assert bottom is not None and (top.groups, bottom.groups) == (((2, 5), (0, 2)), ((0, 3), (3, 5)))
    truth = depths(goal)
    alone = {discs: depths(State.perfect(discs, peg=3, pegs=4)) for discs in (2, 3)}
    for state in all_states(5, 4):
        code = problem.code(state)
        for databases in (top, bottom):  # each partition adds its blocks' distances alone
            parts = [alone[high - low][State(state.positions[low:high], 4)] for low, high in databases.groups]
            assert databases.lookup(code) == sum(parts)
        assert max(top.lookup(code), bottom.lookup(code)) <= truth[state]
    other = Problem(State.parse("DDDDA", pegs=4), State.parse("DDDDA", pegs=4))
    assert pattern_databases(other.goal, 5, 4, max_entries=4**3).mirror() is None  # its blocks' goals differ


def test_a_star_with_large_databases_built_by_numba_is_optimal_on_random_four_peg_pairs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the blocks of n = 12 and 14 at a tenth of the size: 5 discs a table, built by numba, two or three blocks
    monkeypatch.setattr(pattern_db, "PDB_ENTRIES", 4**2)
    monkeypatch.setattr(heuristics, "search_entries", lambda: 4**5)
    clear_cache()
    rng = random.Random(14)
    for n in (6, 7, 8, 9, 11):
        start, goal = random_state(rng, n, 4), random_state(rng, n, 4)
        report = run(start, goal, "astar", heuristic="pdb", exact=False)
        assert report.length == distance(start, goal), (start, goal)
        assert report.heuristic_bytes == sum(4 ** (high - low) for low, high in pattern_db.groups(n, 4, 4**5))
    clear_cache()


def test_building_the_databases_counts_against_the_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    start, goal = State.parse("ABCDABCDABCDA", pegs=4), State.parse("DCBADCBADCBAB", pegs=4)  # a 12-disc table
    database(0, 2, 4, method="numba")  # the kernel compiled, so that the time is the building's
    with pytest.raises(StrategyLimitError, match=r"need 83886\d+ bytes to build \(limit max_memory=50000000\)"):
        run(start, goal, "astar", max_memory=50_000_000)
    clear_cache()
    counting_clock(monkeypatch, 0.05)  # the limit passes at the fifth reading: the build reads the clock as it goes
    with pytest.raises(StrategyLimitError) as stopped:
        run(start, goal, "astar", max_seconds=0.2, exact=False)
    monkeypatch.setattr(meter, "clock", time.process_time)
    assert stopped.value.limit == "max_seconds" and stopped.value.usage is not None
    assert stopped.value.usage.expanded == 0  # stopped while the tables were built, before any search
    assert stopped.value.usage is not None and stopped.value.usage.peak_bytes >= 5 * 4**12  # table and queue
    report = run(start, goal, "greedy", exact=False)  # the table is built once more, then kept
    again = run(start, goal, "greedy", exact=False)
    assert report.heuristic_seconds > 0 and again.heuristic_seconds == 0
    assert report.heuristic_bytes == again.heuristic_bytes == 4**12 + 4
    assert report.peak_bytes >= 5 * 4**12 > again.peak_bytes >= 4**12  # the queue while building
    clear_cache()


def test_heuristic_names_are_checked() -> None:
    four = Problem(State.perfect(3, pegs=4), State.perfect(3, peg=3, pegs=4))
    with pytest.raises(InvalidArgumentError, match="needs 3 pegs: on 4 pegs it would overestimate"):
        make_heuristic("three-peg", four)
    with pytest.raises(UnknownAlgorithmError, match="unknown heuristic 'euclid'"):
        run(State.parse("AB"), State.parse("BA"), "astar", heuristic="euclid")
    with pytest.raises(InvalidArgumentError, match="max"):
        make_heuristic("max(pdb,)", four)
    assert set(HEURISTICS) == {"zero", "misplaced", "three-peg", "pdb", "max"}
    assert all(info.admissible and info.why for info in HEURISTICS.values())


def test_greedy_is_fast_but_not_always_shortest() -> None:
    rows = [run(a, b, "greedy", heuristic="misplaced") for a, b in random_pairs(30, seed=4)]
    assert all(r.found for r in rows)
    assert any(r.optimal is False for r in rows)


# ---------------------------------------------------------------------- the random walk
def test_the_seed_rule_never_moves_the_same_disc_twice_in_a_row_unless_forced() -> None:
    start, goal = State.perfect(5), State.perfect(5, peg=2)
    for seed in range(5):
        states = run(start, goal, "random", seed=seed, exact=False).states()
        moves = list(run(start, goal, "random", seed=seed, exact=False).moves())
        for i in range(1, len(moves)):
            if moves[i].disc == moves[i - 1].disc:
                assert {m.disc for m in states[i].legal_moves()} == {moves[i].disc}  # forced


def test_the_back_rule_never_undoes_the_last_move_unless_forced() -> None:
    start, goal = State.perfect(4), State.perfect(4, peg=2)
    for seed in range(5):
        report = run(start, goal, "random", walk="back", seed=seed, exact=False)
        states, moves = report.states(), list(report.moves())
        for i in range(1, len(moves)):
            if moves[i] == moves[i - 1].reversed():
                assert len(list(states[i].legal_moves())) == 1


def test_the_random_walk_is_reproducible_with_a_seed() -> None:
    start, goal = State.perfect(4), State.perfect(4, peg=2)
    assert run(start, goal, "random", seed=7).length == run(start, goal, "random", seed=7).length
    lengths = {run(start, goal, "random", seed=s).length for s in range(10)}
    assert len(lengths) > 1


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_expected_walk_length_solves_the_plain_walk_in_closed_form(n: int) -> None:
    # Alekseyev and Berger (2016): from one perfect tower to another, (3^n - 1)(5^n - 3^n) / (2 * 3^(n-1))
    closed = (3**n - 1) * (5**n - 3**n) / (2 * 3 ** (n - 1))
    assert expected_walk_length(State.perfect(n), State.perfect(n, peg=2), walk="none") == pytest.approx(closed)


@pytest.mark.parametrize("walk", ["none", "back", "disc"])
def test_simulated_walks_agree_with_the_exact_expectation(walk: str) -> None:
    start, goal = State.perfect(3), State.perfect(3, peg=2)
    exact = expected_walk_length(start, goal, walk=walk)
    lengths = [run(start, goal, "random", walk=walk, seed=seed, distance=7).length or 0 for seed in range(600)]
    mean, error = statistics.mean(lengths), statistics.stdev(lengths) / len(lengths) ** 0.5
    assert abs(mean - exact) < 4 * error, (walk, mean, exact, error)


def test_expected_walk_length_on_small_cases_by_hand() -> None:
    a, c = State.parse("A"), State.parse("C")
    assert expected_walk_length(a, c, walk="none") == pytest.approx(2.0)  # a triangle
    assert expected_walk_length(a, c, walk="back") == pytest.approx(1.5)  # B then forced to C
    assert expected_walk_length(a, a) == 0.0
    with pytest.raises(TooLargeError, match="more than 3000 unknowns"):
        expected_walk_length(State.perfect(8), State.perfect(8, peg=2), walk="back")


# ---------------------------------------------------------------------- bad input
def test_bad_arguments_are_refused_with_a_quoted_value() -> None:
    a, b = State.parse("AB"), State.parse("BA")
    with pytest.raises(UnknownAlgorithmError, match="unknown strategy 'dijkstra'"):
        run(a, b, "dijkstra")
    with pytest.raises(InvalidArgumentError, match="max_nodes must be an integer >= 1, got 0"):
        run(a, b, max_nodes=0)
    with pytest.raises(InvalidArgumentError, match="max_seconds must be a number > 0 or None, got -1"):
        run(a, b, max_seconds=-1)
    with pytest.raises(InvalidArgumentError, match="max_memory must be an integer, got True"):
        run(a, b, max_memory=True)
    with pytest.raises(InvalidArgumentError, match="depth_limit must be an integer >= 0, got -3"):
        run(a, b, "dls", depth_limit=-3)
    with pytest.raises(UnknownAlgorithmError, match="unknown walk rule 'drunk'"):
        run(a, b, "random", walk="drunk")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="start must be a State"):
        run("AB", b)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="more than the strategies search"):
        run(State.perfect(1001), State.perfect(1001, peg=2))


def test_huge_numbers_in_numeric_arguments_are_fine() -> None:
    a, b = State.parse("AAA"), State.parse("CCC")
    report = run(a, b, "dls", depth_limit=10**100, max_nodes=10**100, max_memory=10**100, max_seconds=1e100)
    assert report.found and (report.length or 0) >= 7
    assert run(a, b, "random", seed=10**100).found
    with pytest.raises(TooLargeError, match="refusing to build 2"):
        space_table([10**100])
    with pytest.raises(InvalidArgumentError, match=r"sweep size must be an integer in 0\.\.1000, got 10000000000"):
        sweep([10**10], ["bfs"])


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_astar_and_bidirectional_agree_with_bfs_on_any_pair(data: st.DataObject) -> None:
    pegs = data.draw(st.sampled_from([3, 4, 5]))
    n = data.draw(st.integers(0, 5))
    start = State(tuple(data.draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs)
    goal = State(tuple(data.draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs)
    truth = depths(start)[goal]
    for strategy in ("astar", "bidirectional", "ucs", "idastar"):
        assert run(start, goal, strategy, exact=False).length == truth
