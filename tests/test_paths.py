"""Shortest paths between arbitrary states, against breadth-first search and the French encyclopedia article."""

from __future__ import annotations

import random
from collections import deque
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hanoi
from hanoi import (
    InvalidArgumentError,
    InvalidStateError,
    Move,
    SearchLimitError,
    State,
    TooLargeError,
    UnknownAlgorithmError,
)
from hanoi.kpegs import fs_solve
from hanoi.paths import METHODS, SearchResult, distance, distance_to_perfect, path, path_search
from hanoi.paths.three import _plan as three_plan
from reference import all_states, depths


def all_pairs_three_pegs(n: int, sources: range | list[int] | None = None) -> list[list[int]]:
    """BFS distances from each source (default: all 3**n states) to all, by state code (disc 1 lowest digit)."""
    states = all_states(n, 3)
    index = {state: i for i, state in enumerate(states)}
    neighbours = [[index[state.apply(move)] for move in state.legal_moves()] for state in states]
    table = []
    for source in range(len(states)) if sources is None else sources:
        depth = [-1] * len(states)
        depth[source] = 0
        queue = deque([source])
        while queue:
            here = queue.popleft()
            for there in neighbours[here]:
                if depth[there] < 0:
                    depth[there] = depth[here] + 1
                    queue.append(there)
        table.append(depth)
    return table


def replay_fast(start: State, moves: list[Move]) -> State:
    """Check each move against the stacks and apply it (faster than State.apply for long paths)."""
    stacks = start.stacks()
    for move in moves:
        source, target = stacks[move.source], stacks[move.target]
        assert source and source[-1] == move.disc, move
        assert not target or target[-1] > move.disc, move
        target.append(source.pop())
    return State.from_stacks(stacks, pegs=start.pegs)


# ------------------------------------------------------------------ three pegs
@pytest.mark.parametrize("n", range(0, 6))
def test_three_pegs_every_pair_matches_bfs(n: int) -> None:
    states = all_states(n, 3)
    truth = all_pairs_three_pegs(n)
    for i, start in enumerate(states):
        row = truth[i]
        for j, goal in enumerate(states):
            assert distance(start, goal) == row[j]


def test_three_pegs_six_discs_from_an_eighth_of_the_starts_to_every_goal_match_bfs() -> None:
    """n = 6 adds no case to n <= 5 (Hinz 1992: the largest differing disc moves once or twice, the
    smaller discs gather and spread), only more of them: one start in 8 and the three towers, to all
    729 goals, a tenth of the pairs, with every largest differing disc 1..6 moving once, and twice from 3."""
    states = all_states(6, 3)
    sources = sorted({*range(0, 3**6, 8), 0, 364, 728})  # AAAAAA, BBBBBB, CCCCCC among them
    cases = set()
    for start_code, row in zip(sources, all_pairs_three_pegs(6, sources), strict=True):
        start = states[start_code]
        for goal, expected in zip(states, row, strict=True):
            assert distance(start, goal) == expected
            d, _, twice = three_plan(start.positions, goal.positions)
            cases.add((d, twice))
    # twice is never shorter for d <= 2: it costs at least 2**(d-1) + 1, once at most 2**d - 1
    assert cases == {(0, False), (1, False), (2, False)} | {(d, twice) for d in range(3, 7) for twice in (False, True)}


@pytest.mark.parametrize("n", range(0, 5))
def test_three_pegs_every_path_is_legal_shortest_and_reaches_the_goal(n: int) -> None:
    states = all_states(n, 3)
    truth = all_pairs_three_pegs(n)
    for i, start in enumerate(states):
        for j, goal in enumerate(states):
            moves = list(path(start, goal))
            assert len(moves) == truth[i][j]
            assert start.replay(moves) == goal


def test_three_pegs_random_paths_n6_to_n12() -> None:
    rng = random.Random(12)
    for n in range(6, 13):
        for _ in range(30):
            start = State(tuple(rng.randrange(3) for _ in range(n)))
            goal = State(tuple(rng.randrange(3) for _ in range(n)))
            moves = list(path(start, goal))
            assert len(moves) == distance(start, goal)
            assert replay_fast(start, moves) == goal


def test_largest_disc_can_move_twice() -> None:
    start, goal = State.parse("BAA"), State.parse("ABB")
    moves = [str(m) for m in path(start, goal)]
    assert moves == ["3BC", "1AC", "2AB", "1CB", "3CA"]  # disc 3 moves B -> C -> A
    assert distance(start, goal) == 5 == depths(start)[goal]
    # And the single move of the largest disc is taken when it is not worse.
    assert [m.disc for m in path(State.parse("AAA"), State.parse("CCC"))].count(3) == 1


def _seed_003_count(positions: tuple[int, ...], peg: int) -> int:
    """The French encyclopedia article's recurrence y_n(A): y_{n-1}(A) if disc n is on A, else y_{n-1}(I) + 2**(n-1)."""
    if not positions:
        return 0
    *rest, largest = positions
    if largest == peg:
        return _seed_003_count(tuple(rest), peg)
    return _seed_003_count(tuple(rest), 3 - largest - peg) + 2 ** (len(positions) - 1)


def test_distance_to_perfect_is_seed_003s_count_and_bfs() -> None:
    assert distance_to_perfect(State.parse("AAAA"), peg=2) == 15
    assert distance_to_perfect(State.parse("CCCA"), peg=2) == 1
    assert distance_to_perfect(State.parse("CCAC"), peg=2) == 2 + 1
    assert distance_to_perfect(State.parse("ABC")) == 2**2 + 0 + 2**0  # default: the last peg
    for peg in range(3):
        truth = depths(State.perfect(6, peg=peg))
        for start in all_states(6, 3):
            assert distance_to_perfect(start, peg=peg) == _seed_003_count(start.positions, peg) == truth[start]


def test_distance_to_perfect_for_more_pegs_searches() -> None:
    start = State.parse("ABCD", pegs=4)
    assert distance_to_perfect(start, peg=0) == depths(State.perfect(4, pegs=4))[start]
    with pytest.raises(InvalidArgumentError, match="peg 7"):
        distance_to_perfect(start, peg=7)


def test_a_hundred_thousand_discs() -> None:
    rng = random.Random(10**5)
    n = 10**5
    a = tuple(rng.randrange(3) for _ in range(n))
    b = tuple(rng.randrange(3) for _ in range(n))
    start, goal = State(a), State(b)
    found = distance(start, goal)
    # The same two options, priced with the French encyclopedia article's count in plain Python (no numpy).
    d = max(i for i in range(n) if a[i] != b[i]) + 1
    s, g = a[d - 1], b[d - 1]
    r = 3 - s - g

    def gather(positions: tuple[int, ...], count: int, peg: int) -> int:
        total, target = 0, peg
        for k in range(count, 0, -1):
            if positions[k - 1] != target:
                total += 1 << (k - 1)
                target = 3 - positions[k - 1] - target
        return total

    once = gather(a, d - 1, r) + 1 + gather(b, d - 1, r)
    twice = gather(a, d - 1, g) + 2 ** (d - 1) + 1 + gather(b, d - 1, s)
    assert found == min(once, twice)
    assert found.bit_length() > 99_000
    assert distance_to_perfect(start, peg=1) == gather(a, n, 1)
    # The first moves of the path are legal.
    first = list(islice(path(start, goal), 2000))
    stacks = start.stacks()
    for move in first:
        assert stacks[move.source][-1] == move.disc
        assert not stacks[move.target] or stacks[move.target][-1] > move.disc
        stacks[move.target].append(stacks[move.source].pop())


def test_path_between_towers_is_solve() -> None:
    assert list(path(State.perfect(12), State.perfect(12, peg=2))) == list(hanoi.solve(12))
    huge = path(State.perfect(10**5, peg=0), State.perfect(10**5, peg=1))  # lazy: any height streams
    assert list(islice(huge, 3000)) == [hanoi.move_at(10**5, k, source=0, target=1) for k in range(1, 3001)]
    twice = path(State((0,) * 2999 + (1,)), State((1,) * 2999 + (0,)))  # disc 3000 moves twice
    # the small discs already wait on the goal peg A: disc 3000 goes B -> C, the tower A -> B, then C -> A
    tower = [hanoi.move_at(2999, k, source=0, target=1) for k in range(1, 5)]
    assert list(islice(twice, 5)) == [Move(3000, 1, 2), *tower]
    assert distance(State((0,) * 2999 + (1,)), State((1,) * 2999 + (0,))) == 2**2999 + 1


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 14).flatmap(lambda n: st.tuples(*[st.lists(st.integers(0, 2), min_size=n, max_size=n)] * 3)))
def test_three_pegs_metric_properties(states: tuple[list[int], list[int], list[int]]) -> None:
    a, b, c = (State(tuple(s)) for s in states)
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, b) <= 2 ** a.n - 1  # the diameter (the German encyclopedia article)


# ------------------------------------------------------------------ four or more pegs
@pytest.mark.parametrize(("n", "pegs", "starts", "goals"), [(4, 4, 3, 60), (6, 4, 2, 40), (8, 4, 2, 25),
                                                             (5, 5, 2, 40), (6, 5, 1, 30), (5, 6, 1, 30),
                                                             (4, 7, 2, 30)])
def test_more_pegs_random_pairs_match_bfs(n: int, pegs: int, starts: int, goals: int) -> None:
    rng = random.Random(n * 100 + pegs)
    for _ in range(starts):
        start = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        truth = depths(start)
        for _ in range(goals):
            goal = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
            moves = list(path(start, goal))
            assert len(moves) == truth[goal] == distance(start, goal)
            assert start.replay(moves) == goal


@pytest.mark.parametrize("method", METHODS)
def test_every_method_is_exact(method: str) -> None:
    rng = random.Random(7)
    for pegs, n in ((4, 6), (5, 5), (6, 4)):
        start = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        truth = depths(start)
        for _ in range(15):
            goal = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
            result = path_search(start, goal, method=method)
            assert result.distance == truth[goal]
            assert start.replay(list(result.moves())) == goal


def test_four_peg_towers_use_frame_stewart_and_match_bfs() -> None:
    for n in range(1, 7):
        start, goal = State.perfect(n, pegs=4, peg=1), State.perfect(n, pegs=4, peg=2)
        result = path_search(start, goal)
        assert result.method == "frame-stewart"
        assert result.distance == depths(start)[goal] == hanoi.frame_stewart(n, 4)
        assert list(result.moves()) == list(fs_solve(n, pegs=4, source=1, target=2))
    big = path_search(State.perfect(200, pegs=4), State.perfect(200, pegs=4, peg=3))
    assert big.distance == hanoi.frame_stewart(200, 4)
    assert list(islice(big.moves(), 10)) == list(islice(fs_solve(200, pegs=4, source=0, target=3), 10))


def test_agreeing_large_discs_never_move() -> None:
    # Only discs 1..3 differ: the 37 larger discs stay put, so the search is tiny.
    rng = random.Random(3)
    large = tuple(rng.randrange(4) for _ in range(37))
    start = State((0, 1, 2, *large), 4)
    goal = State((3, 3, 3, *large), 4)
    small = depths(State((0, 1, 2), 4))[State((3, 3, 3), 4)]
    moves = list(path(start, goal))
    assert len(moves) == small
    assert all(move.disc <= 3 for move in moves)
    assert start.replay(moves) == goal


def test_search_reports_its_work() -> None:
    start, goal = State.parse("ABCDABCD", pegs=4), State.parse("DCBADCBA", pegs=4)
    result = path_search(start, goal)
    assert isinstance(result, SearchResult)
    assert result.method == "bidirectional"
    assert result.nodes_expanded > 0 and result.states_stored > 0 and result.seconds >= 0
    assert result.distance == len(list(result.moves())) == depths(start)[goal]
    assert "nodes expanded" in result.summary()
    pruned = path_search(State.parse("ABCDEABCDE", pegs=5), State.parse("EDCBAEDCBA", pegs=5))
    assert pruned.method == "pdb" and pruned.pdb_entries > 0
    assert pruned.lower_bound is not None and pruned.lower_bound <= pruned.distance
    assert pruned.upper_bound is None or pruned.upper_bound >= pruned.distance
    three = path_search(State.parse("ABC"), State.parse("CBA"))
    assert (three.method, three.distance, three.nodes_expanded) == ("three-peg", 3, 0)


def test_limits_are_named_when_the_search_stops() -> None:
    start, goal = State.perfect(10, pegs=4), State.parse("DCBADCBADC", pegs=4)
    with pytest.raises(SearchLimitError, match="max_nodes=500"):
        distance(start, goal, max_nodes=500)
    with pytest.raises(SearchLimitError, match="max_memory=20000 bytes"):
        path(start, goal, max_memory=20_000)  # refused at call time
    with pytest.raises(SearchLimitError, match="max_seconds=1e-09"):
        path_search(start, goal, max_seconds=1e-9)
    with pytest.raises(SearchLimitError, match="max_nodes=50"):  # the interim API's keyword still works
        distance(State.perfect(6, pegs=4), State.parse("DDDDDC", pegs=4), max_nodes=50)
    with pytest.raises(TooLargeError, match="64-bit"):
        distance(State.perfect(40, pegs=4), State.parse("D" + "A" * 39, pegs=4))
    assert distance(start, goal, max_nodes=10**6) == distance(start, goal)  # within the limits it answers


def test_bad_arguments_are_refused_at_call_time() -> None:
    with pytest.raises(InvalidStateError, match=r"start 'AA' \(2 discs, 3 pegs\) and goal 'AAA' \(3 discs, 3 pegs\)"):
        distance(State.parse("AA"), State.parse("AAA"))
    with pytest.raises(InvalidStateError, match=r"\(2 discs, 4 pegs\) and goal 'AA' \(2 discs, 3 pegs\) do not match"):
        path(State.perfect(2, pegs=4), State.perfect(2))
    with pytest.raises(InvalidArgumentError, match="start must be a State"):
        path("AAA", State.parse("CCC"))  # type: ignore[arg-type]
    with pytest.raises(InvalidStateError, match="letter 'X'"):
        State.parse("AXC")
    with pytest.raises(InvalidArgumentError, match=r"pegs must be an integer in 3\.\.1000, got 2"):
        State.perfect(3, pegs=2)
    with pytest.raises(UnknownAlgorithmError, match="'astar'"):
        distance(State.parse("AB", pegs=4), State.parse("BA", pegs=4), method="astar")
    with pytest.raises(InvalidArgumentError, match="max_nodes"):
        path(State.parse("AB"), State.parse("BA"), max_nodes=0)
    with pytest.raises(InvalidArgumentError, match="max_seconds"):
        path_search(State.parse("AB"), State.parse("BA"), max_seconds=-1)
