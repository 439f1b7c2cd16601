"""Shortest paths between arbitrary states, against breadth-first search."""

from __future__ import annotations

import random

import pytest

from hanoi import InvalidStateError, SearchLimitError, State
from hanoi.paths import distance, distance_to_perfect, path


def bfs(start: State) -> dict[State, int]:
    depth = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for state in frontier:
            for move in state.legal_moves():
                child = state.apply(move)
                if child not in depth:
                    depth[child] = depth[state] + 1
                    nxt.append(child)
        frontier = nxt
    return depth


def all_states(n: int, pegs: int) -> list[State]:
    return [State(tuple((c // pegs**i) % pegs for i in range(n)), pegs) for c in range(pegs**n)]


@pytest.mark.parametrize("n", range(0, 5))
def test_three_pegs_every_pair_matches_bfs(n: int) -> None:
    states = all_states(n, 3)
    for start in states:
        truth = bfs(start)
        for goal in states:
            moves = list(path(start, goal))
            assert len(moves) == distance(start, goal) == truth[goal]
            assert start.replay(moves) == goal


def test_three_pegs_random_pairs_n6_match_bfs() -> None:
    rng = random.Random(6)
    states = all_states(6, 3)
    for start in rng.sample(states, 4):
        truth = bfs(start)
        for goal in rng.sample(states, 60):
            assert distance(start, goal) == truth[goal]


def test_distance_to_perfect_is_seed_003_sum() -> None:
    assert distance_to_perfect(State.parse("AAAA"), 2) == 15
    assert distance_to_perfect(State.parse("CCCA"), 2) == 1
    assert distance_to_perfect(State.parse("CCAC"), 2) == 2 + 1
    for start in all_states(5, 3):
        assert distance_to_perfect(start, 1) == distance(start, State.perfect(5, 1))


@pytest.mark.parametrize(("n", "pegs"), [(3, 4), (4, 4), (3, 5)])
def test_more_pegs_random_pairs_match_bfs(n: int, pegs: int) -> None:
    rng = random.Random(n * pegs)
    states = all_states(n, pegs)
    start = rng.choice(states)
    truth = bfs(start)
    for goal in rng.sample(states, 40):
        moves = list(path(start, goal))
        assert len(moves) == truth[goal] == distance(start, goal)
        assert start.replay(moves) == goal


def test_mismatched_states_and_limits_are_refused() -> None:
    with pytest.raises(InvalidStateError, match="differ in size"):
        distance(State.parse("AA"), State.parse("AAA"))
    with pytest.raises(InvalidStateError, match="differ in size"):
        path(State.perfect(2, pegs=4), State.perfect(2))
    with pytest.raises(SearchLimitError, match="max_nodes=50"):
        distance(State.perfect(6, pegs=4), State.perfect(6, 3, pegs=4), max_nodes=50)
