"""Distance-to-goal tables (hanoi.space.distances) against a textbook BFS over State objects."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi import InvalidArgumentError, InvalidStateError, State, TooLargeError
from hanoi.space.distances import build_table, table_bytes
from reference import all_states, bfs

pytest.importorskip("numba")


@pytest.mark.parametrize(("n", "pegs"), [(1, 3), (3, 3), (4, 3), (3, 4), (5, 4), (4, 5), (3, 6)])
def test_every_distance_equals_a_plain_bfs_from_the_goal(n: int, pegs: int) -> None:
    rng = random.Random(n * 10 + pegs)
    goal = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
    expected = bfs(goal)  # the graph is undirected: distances from the goal are distances to it
    table = build_table(goal, workers=2)
    assert sum(table.layers) == pegs**n == len(expected)
    assert table.layers == tuple(sorted(expected.values()).count(d) for d in range(max(expected.values()) + 1))
    for state in all_states(n, pegs):
        assert table.distance(state) == expected[state]


def test_the_classic_towers_have_the_frame_stewart_numbers() -> None:
    # OEIS A007664 (4 pegs: 1, 3, 5, 9, 13, 17, 25, 33) and A007665 (5 pegs: ..., 7 discs 19)
    for n, moves in enumerate([1, 3, 5, 9, 13, 17, 25, 33], start=1):
        assert build_table(State.perfect(n, peg=3, pegs=4)).distance(State.perfect(n, pegs=4)) == moves
    assert build_table(State.perfect(7, peg=4, pegs=5)).distance(State.perfect(7, pegs=5)) == 19


@settings(max_examples=15, deadline=None)
@given(st.integers(3, 5), st.data())
def test_the_path_is_legal_optimal_and_ends_at_the_goal(pegs: int, data: st.DataObject) -> None:
    n = 5
    goal = State(tuple(data.draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs)
    start = State(tuple(data.draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs)
    table = _cached(goal)
    moves = table.path(start)
    assert start.replay(moves) == goal
    assert len(moves) == table.distance(start) == bfs(goal)[start]
    first = table.next_move(start)
    assert (first is None) == (start == goal)
    if first is not None:
        assert table.distance(start.apply(first)) == len(moves) - 1


_TABLES: dict[State, object] = {}


def _cached(goal: State):  # type: ignore[no-untyped-def]
    if goal not in _TABLES:
        _TABLES[goal] = build_table(goal)
    return _TABLES[goal]


def test_progress_is_reported_up_to_every_state() -> None:
    seen: list[tuple[int, int]] = []
    build_table(State.perfect(6, pegs=4), progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (4**6, 4**6)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_bad_input_and_sizes_are_refused() -> None:
    assert table_bytes(10, 6) == (6**10 + 3) // 4
    with pytest.raises(TooLargeError, match="16 discs on 5 pegs") as caught:
        build_table(State.perfect(16, pegs=5))
    assert caught.value.limit == 1 << 30
    with pytest.raises(TooLargeError):
        build_table(State.perfect(10**2, pegs=4))  # 10**100 discs cannot even be a State; 100 is refused early
    with pytest.raises(InvalidArgumentError, match="expected a goal State"):
        build_table("CCC")  # type: ignore[arg-type]
    table = build_table(State.parse("CC"))
    with pytest.raises(InvalidStateError, match="this table is for 2 discs on 3 pegs"):
        table.distance(State.parse("AAA"))
    with pytest.raises(InvalidArgumentError, match="expected a State"):
        table.next_move("AA")  # type: ignore[arg-type]
