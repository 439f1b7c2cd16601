"""Frame–Stewart numbers and moves, against OEIS, Saito 2020, the DP, BFS and replay."""

from __future__ import annotations

import random
import re
from functools import cache
from itertools import islice
from math import isqrt

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hanoi
from hanoi import InvalidArgumentError, Move, NotOnPathError, State, StepOutOfRangeError, TooLargeError
from hanoi.kpegs import (
    frame_stewart,
    frame_stewart_dp,
    frame_stewart_split,
    fs_move_at,
    fs_solve,
    fs_state_at,
    fs_step_of,
    optimal_splits,
    optimality_status,
)
from reference import bfs_distance

# OEIS A007664, 4 pegs, n = 0, 1, 2, ... (Reve's puzzle, Frame-Stewart algorithm)
A007664 = [
    0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129, 161, 193, 225, 257, 289, 321, 385, 449, 513,
    577, 641, 705, 769, 897, 1025, 1153, 1281, 1409, 1537, 1665, 1793, 2049, 2305, 2561, 2817, 3073, 3329,
    3585, 3841, 4097, 4609, 5121, 5633, 6145, 6657, 7169, 7681, 8193, 8705,
]
# OEIS A007665, 5 pegs, n = 1, 2, ...
A007665 = [
    1, 3, 5, 7, 11, 15, 19, 23, 27, 31, 39, 47, 55, 63, 71, 79, 87, 95, 103, 111, 127, 143, 159, 175, 191, 207,
    223, 239, 255, 271, 287, 303, 319, 335, 351, 383, 415, 447, 479, 511, 543, 575, 607, 639, 671, 703, 735,
    767, 799,
]
# Saito's table of minimum moves: pegs 3..8 down, discs 6..10 across.
SEED_001_TABLE = {
    3: [63, 127, 255, 511, 1023],
    4: [17, 25, 33, 41, 49],
    5: [15, 19, 23, 27, 31],
    6: [13, 17, 21, 25, 29],
    7: [11, 15, 19, 23, 27],
    8: [11, 13, 17, 21, 25],
}
# Saito's `hanoi(4, [0, 1, 2, 3])` output, "source -> target".
SEED_001_MOVES = "0 -> 1  0 -> 3  0 -> 2  3 -> 2  0 -> 3 2 -> 0  2 -> 3  0 -> 3  1 -> 3"


def test_oeis_a007664_four_pegs() -> None:
    assert [frame_stewart(n, 4) for n in range(len(A007664))] == A007664


def test_oeis_a007665_five_pegs() -> None:
    assert [frame_stewart(n, 5) for n in range(1, len(A007665) + 1)] == A007665


def test_seed_001_table() -> None:
    for pegs, row in SEED_001_TABLE.items():
        assert [frame_stewart(n, pegs) for n in range(6, 11)] == row
        assert [hanoi.min_moves(n, pegs=pegs) for n in range(6, 11)] == row


def test_three_pegs_is_two_to_the_n_minus_one() -> None:
    assert [frame_stewart(n, 3) for n in range(80)] == [2**n - 1 for n in range(80)]


@pytest.mark.parametrize("pegs", range(3, 13))
def test_closed_form_equals_the_dynamic_programme(pegs: int) -> None:
    assert [frame_stewart(n, pegs) for n in range(90)] == [frame_stewart_dp(n, pegs) for n in range(90)]


def test_closed_form_equals_the_dynamic_programme_at_n_300() -> None:
    for pegs in (4, 5, 9):
        assert frame_stewart(300, pegs) == frame_stewart_dp(300, pegs)


def test_four_pegs_against_the_triangular_number_formula() -> None:
    # Independent closed form for 4 pegs: n = t(t+1)/2 + r, 0 <= r <= t  =>  (t + r - 1) 2**t + 1.
    rng = random.Random(4)
    for n in [*range(1, 200), 10**6, *(rng.randrange(1, 10**12) for _ in range(200))]:
        t = (isqrt(8 * n + 1) - 1) // 2  # the largest t with t(t+1)/2 <= n
        r = n - t * (t + 1) // 2
        assert frame_stewart(n, 4) == (t + r - 1) * 2**t + 1


def test_increments_are_powers_of_two_with_binomial_multiplicities() -> None:
    from math import comb

    for pegs in (4, 5, 6, 9):
        increments = [frame_stewart(n, pegs) - frame_stewart(n - 1, pegs) for n in range(1, 400)]
        expected: list[int] = []
        t = 0
        while len(expected) < len(increments):
            expected += [2**t] * comb(t + pegs - 3, pegs - 3)
            t += 1
        assert increments == expected[: len(increments)]


def test_many_pegs_and_huge_n() -> None:
    assert [frame_stewart(n, 1000) for n in range(1, 1000, 97)] == [2 * n - 1 for n in range(1, 1000, 97)]
    assert frame_stewart(999, 1000) == 1997  # every disc but the largest waits on its own peg
    # n = pegs: split off the two smallest discs, 2 * 3 + (2 (n - 2) - 1) = 2n + 1; then steps of 4
    assert frame_stewart(1000, 1000) == 2001
    assert frame_stewart(1001, 1000) == 2005
    assert [frame_stewart(n, 30) for n in range(25, 40)] == [frame_stewart_dp(n, 30) for n in range(25, 40)]
    big = frame_stewart(10**6, 4)
    assert big == 2421 * 2**1413 + 1  # t = 1413, r = 10**6 - 1413 * 1414 / 2 = 1009
    assert frame_stewart(10**4, 50) < frame_stewart(10**4, 49) < frame_stewart(10**4, 48)


@given(st.integers(0, 3000), st.integers(3, 60))
def test_monotone_in_discs_and_pegs(n: int, pegs: int) -> None:
    assert frame_stewart(n, pegs) <= frame_stewart(n + 1, pegs) - 1
    assert frame_stewart(n, pegs + 1) <= frame_stewart(n, pegs)
    assert frame_stewart(n, pegs) >= 2 * n - 1


@cache
def _dp(n: int, pegs: int) -> int:
    if n == 0:
        return 0
    if pegs == 3:
        return 2**n - 1
    return min(2 * _dp(m, pegs) + _dp(n - m, pegs - 1) for m in range(n))


def test_optimal_splits_are_all_the_minimisers() -> None:
    for pegs in range(4, 9):
        for n in range(1, 45):
            best = [m for m in range(n) if 2 * _dp(m, pegs) + _dp(n - m, pegs - 1) == _dp(n, pegs)]
            assert list(optimal_splits(n, pegs)) == best


def test_canonical_split_is_seed_001s_min() -> None:
    for pegs in range(3, 9):
        for n in range(2, 45):
            inf = float("inf")
            costs = [(2 * _dp(i, pegs) + (_dp(n - i, pegs - 1) if pegs > 3 else (1 if n - i == 1 else inf)), i)
                     for i in range(1, n)]
            assert frame_stewart_split(n, pegs) == min(costs)[1]
    assert frame_stewart_split(1, 4) == 0


def _seed_recursion(n: int, order: list[int], offset: int = 0) -> list[Move]:
    """Saito's generator, re-derived: m smallest away, the rest across, m back."""
    if n == 0:
        return []
    if n == 1:
        return [Move(offset + 1, order[0], order[-1])]
    pegs = len(order)
    m = n - 1 if pegs == 3 else min(range(1, n), key=lambda i: (2 * _dp(i, pegs) + _dp(n - i, pegs - 1), i))
    away = [order[0], *order[2:], order[1]]
    across = [order[0], *order[2:-1], order[-1]]
    back = [*order[1:-1], order[0], order[-1]]
    first = _seed_recursion(m, away, offset)
    return first + _seed_recursion(n - m, across, offset + m) + _seed_recursion(m, back, offset)


def test_hanoi_4_4_is_seed_001s_nine_moves() -> None:
    moves = list(hanoi.solve(4, source=0, target=3, pegs=4))
    seed = [(int(a), int(b)) for a, b in re.findall(r"(\d+) -> (\d+)", SEED_001_MOVES)]
    assert len(moves) == len(seed) == 9
    assert [(m.source, m.target) for m in moves] == seed


@pytest.mark.parametrize("pegs", [4, 5, 6, 7, 9])
def test_solve_is_seed_001s_recursion_and_legal(pegs: int) -> None:
    for n in range(0, 11):
        for source, target in [(0, pegs - 1), (pegs - 1, 0), (1, 2), (2, 1)]:
            moves = list(fs_solve(n, pegs=pegs, source=source, target=target))
            others = [peg for peg in range(pegs) if peg not in (source, target)]
            assert moves == _seed_recursion(n, [source, *others, target])
            assert len(moves) == frame_stewart(n, pegs)
            assert State.perfect(n, pegs=pegs, peg=source).replay(moves) == State.perfect(n, pegs=pegs, peg=target)


def test_solve_streams_lazily_for_big_towers() -> None:
    moves = list(islice(fs_solve(60, pegs=4, source=0, target=3), 5000))
    state = State.perfect(60, pegs=4).replay(moves)
    assert state == fs_state_at(60, 5000, pegs=4, source=0, target=3)


@pytest.mark.parametrize(("n", "pegs"), [(7, 4), (9, 4), (6, 5), (8, 5), (7, 6), (4, 8)])
def test_move_at_state_at_step_of_against_replay(n: int, pegs: int) -> None:
    source, target = 1, 0
    moves = list(fs_solve(n, pegs=pegs, source=source, target=target))
    state = State.perfect(n, pegs=pegs, peg=source)
    for k in range(len(moves) + 1):
        assert fs_state_at(n, k, pegs=pegs, source=source, target=target) == state
        assert hanoi.state_at(n, k, source=source, target=target, pegs=pegs) == state
        assert fs_step_of(state, source=source, target=target) == k
        assert hanoi.step_of(state, source=source, target=target) == k
        if k < len(moves):
            assert fs_move_at(n, k + 1, pegs=pegs, source=source, target=target) == moves[k]
            assert hanoi.move_at(n, k + 1, source=source, target=target, pegs=pegs) == moves[k]
            state = state.apply(moves[k])


def test_step_of_finds_exactly_the_states_on_the_path() -> None:
    n, pegs = 5, 4
    on_path = {state: k for k, state in enumerate(_replay(n, pegs, 0, 3))}
    for code in range(pegs**n):
        state = State(tuple((code // pegs**i) % pegs for i in range(n)), pegs)
        if state in on_path:
            assert fs_step_of(state, source=0, target=3) == on_path[state]
        else:
            with pytest.raises(NotOnPathError):
                fs_step_of(state, source=0, target=3)


def _replay(n: int, pegs: int, source: int, target: int) -> list[State]:
    states = [State.perfect(n, pegs=pegs, peg=source)]
    for move in fs_solve(n, pegs=pegs, source=source, target=target):
        states.append(states[-1].apply(move))
    return states


def test_direct_access_for_a_thousand_discs_without_replay() -> None:
    rng = random.Random(1000)
    n, pegs = 1000, 4
    total = frame_stewart(n, pegs)
    for k in [1, 2, total // 2, total - 1, total, *(rng.randrange(1, total + 1) for _ in range(30))]:
        before = fs_state_at(n, k - 1, pegs=pegs, source=0, target=3)
        move = fs_move_at(n, k, pegs=pegs, source=0, target=3)
        after = before.apply(move)  # the move is legal where the path stands
        assert after == fs_state_at(n, k, pegs=pegs, source=0, target=3)
        assert fs_step_of(after, source=0, target=3) == k
    assert fs_state_at(n, total, pegs=pegs, source=0, target=3) == State.perfect(n, pegs=pegs, peg=3)
    before_last = fs_state_at(n, total - 1, pegs=pegs, source=0, target=3)
    assert fs_move_at(n, total, pegs=pegs, source=0, target=3) == Move(1, before_last.positions[0], 3)


def test_direct_access_matches_replay_on_a_longer_prefix() -> None:
    n, pegs = 30, 5
    state = State.perfect(n, pegs=pegs)
    for k, move in enumerate(islice(fs_solve(n, pegs=pegs, source=0, target=4), 3000), start=1):
        assert fs_move_at(n, k, pegs=pegs, source=0, target=4) == move
        state = state.apply(move)
        if k % 97 == 0:
            assert fs_state_at(n, k, pegs=pegs, source=0, target=4) == state
            assert fs_step_of(state, source=0, target=4) == k





@pytest.mark.parametrize(("n", "pegs"), [(6, 4), (7, 4), (5, 5), (6, 5), (4, 6), (5, 6)])
def test_frame_stewart_equals_bfs_for_small_towers(n: int, pegs: int) -> None:
    goal = State.perfect(n, pegs=pegs, peg=pegs - 1)
    assert frame_stewart(n, pegs) == bfs_distance(State.perfect(n, pegs=pegs), goal)


def test_optimality_status_is_honest() -> None:
    assert optimality_status(3).startswith("proven optimal")
    assert optimality_status(4) == "proven optimal (4 pegs: Bousch 2014)"
    for pegs in (5, 8, 100):
        assert optimality_status(pegs).startswith("presumed optimal")
        assert str(pegs) in optimality_status(pegs)


def test_bad_input_is_refused_clearly() -> None:
    with pytest.raises(InvalidArgumentError, match=r"pegs must be an integer in 3\.\.1000, got 2"):
        frame_stewart(5, 2)
    with pytest.raises(InvalidArgumentError, match="-1"):
        frame_stewart(-1, 4)
    with pytest.raises(InvalidArgumentError, match="pegs"):
        hanoi.min_moves(3, pegs=1)
    with pytest.raises(InvalidArgumentError, match="source and target must differ"):
        fs_solve(3, pegs=4, source=2, target=2)  # refused at call time, before any move
    with pytest.raises(InvalidArgumentError, match="target peg 4"):
        fs_solve(3, pegs=4, source=0, target=4)
    with pytest.raises(StepOutOfRangeError, match=r"numbered 1\.\.9"):
        fs_move_at(4, 10, pegs=4, source=0, target=3)
    with pytest.raises(StepOutOfRangeError):
        fs_state_at(4, -1, pegs=4, source=0, target=3)
    with pytest.raises(InvalidArgumentError, match="needs a State"):
        fs_step_of("AAAA", source=0, target=3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        optimal_splits(3, 3)
    with pytest.raises(TooLargeError, match="frame_stewart"):
        frame_stewart_dp(100_000, 4)


def test_counts_too_large_to_build_are_refused_before_any_allocation() -> None:
    # 2**t with t about 1.4e10 would be a 1.8 GB integer; 2**(10**12) a 125 GB one.
    with pytest.raises(TooLargeError, match=r"Frame–Stewart number of ~1\.0e20 discs on 4 pegs"):
        frame_stewart(10**20, 4)
    with pytest.raises(TooLargeError, match=r"Frame–Stewart number of 1000000000000000000 discs on 4 pegs"):
        frame_stewart(10**18, 4)
    with pytest.raises(TooLargeError, match=r"refusing to build 2\*\*1000000000000 - 1"):
        hanoi.min_moves(10**12)
    with pytest.raises(TooLargeError, match=r"3\*\*10000000000"):
        hanoi.state_count(10**10)
    with pytest.raises(TooLargeError, match="bits"):
        hanoi.disc_move_count(10**10, 1)
    assert frame_stewart(10**12, 4).bit_length() == 1_414_234  # large, but built
