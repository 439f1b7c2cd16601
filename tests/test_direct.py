"""Direct access (Lavallée, Theorems 2 and 3; the French encyclopedia's E(N, p)) against replay and known values."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi import (
    Move,
    State,
    StepOutOfRangeError,
    disc_at,
    disc_move_count,
    disc_move_steps,
    edge_count,
    first_move_of_disc,
    min_moves,
    move_at,
    solve,
    state_at,
    state_count,
    step_of,
)
from hanoi.errors import InvalidArgumentError, NotOnPathError
from hanoi.three.direct import _positions_numpy, _positions_small, _step_numpy, _step_small

PAIRS = list(itertools.permutations(range(3), 2))

# OEIS A001511 (the ruler function), first 40 terms.
A001511 = [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 6,
           1, 2, 1, 3, 1, 2, 1, 4]


def test_disc_at_is_a001511_and_matches_move_at() -> None:
    assert [disc_at(k) for k in range(1, 41)] == A001511
    assert [move_at(7, k).disc for k in range(1, 41)] == A001511


def test_lavallee_example_step_6368_moves_disc_6() -> None:
    assert disc_at(6368) == 6
    assert move_at(13, 6368).disc == 6
    assert move_at(64, 6368).disc == 6


def test_lavallee_corollary_odd_steps_move_disc_1() -> None:
    assert all(move_at(12, k).disc == 1 for k in range(1, 4096, 2))


def test_lemma_3_peg_sums_follow_k_mod_3() -> None:
    # Lavallée numbers the piles 1, 2, 3 so that move 1 goes from pile 1 to pile 2 (n even, A -> C).
    for n in (2, 4, 6, 10):
        for k in range(1, 2**n):
            move = move_at(n, k)
            assert (move.source + 1 + move.target + 1) % 3 == (k % 3 + 2) % 3


def test_theorem_3_largest_disc_pegs() -> None:
    # Theorem 3 for disc d of a long game: its alpha-th move goes between fixed piles.
    n = 12
    for d in range(1, n + 1):
        for index, k in enumerate(disc_move_steps(n, d)):
            move = move_at(n, k)
            assert move.disc == d
            assert (k >> d) == index  # alpha - 1 = floor(k / 2**d)


def test_first_moves_and_counts_per_disc() -> None:
    n = 10
    moves = list(solve(n))
    for d in range(1, n + 1):
        steps = [k for k, m in enumerate(moves, 1) if m.disc == d]
        assert steps[0] == first_move_of_disc(d) == 2 ** (d - 1)
        assert len(steps) == disc_move_count(n, d) == 2 ** (n - d)
        assert steps == list(disc_move_steps(n, d))


def test_seed_003_position_after_12_moves_of_4_discs() -> None:
    # E(4, 12) = BBAA in the French encyclopedia article, whose tower goes from A to B.
    assert state_at(4, 12, source=0, target=1) == State.parse("BBAA")
    assert step_of(State.parse("BBAA"), source=0, target=1) == 12


def test_seed_003_smallest_disc_positions_d_n_p() -> None:
    # d(N,1) = d(N,7) = ... = B for odd N and C for even N; d(N,3k) = C (odd) / B (even); d(N,2+3k) = A.
    for n in (5, 6):
        for p in range(1, 2**n, 2):
            peg = state_at(n, p, source=0, target=1).positions[0]
            expected = {1: "B" if n % 2 else "C", 0: "C" if n % 2 else "B", 2: "A"}[p % 3]
            assert "ABC"[peg] == expected


@pytest.mark.parametrize("n", range(0, 11))
def test_direct_access_equals_replay_for_every_k(n: int) -> None:
    for source, target in PAIRS:
        state = State.perfect(n, peg=source)
        assert state_at(n, 0, source=source, target=target) == state
        for k, move in enumerate(solve(n, source=source, target=target), 1):
            assert move_at(n, k, source=source, target=target) == move
            state = state.apply(move)
            assert state_at(n, k, source=source, target=target) == state
            assert step_of(state, source=source, target=target) == k


def test_direct_access_against_replay_for_random_n_up_to_16() -> None:
    rng = random.Random(2026)
    for _ in range(12):
        n = rng.randint(11, 16)
        source, target = rng.choice(PAIRS)
        replay = State.perfect(n, peg=source)
        picks = set(rng.sample(range(1, 2**n), 40))
        for k, move in enumerate(solve(n, source=source, target=target), 1):
            replay = replay.apply(move)
            if k in picks:
                assert move_at(n, k, source=source, target=target) == move
                assert state_at(n, k, source=source, target=target) == replay
                assert step_of(replay, source=source, target=target) == k


@settings(max_examples=200)
@given(st.data())
def test_state_at_equals_replaying_k_moves(data: st.DataObject) -> None:
    n = data.draw(st.integers(0, 12))
    k = data.draw(st.integers(0, 2**n - 1))
    source, target = data.draw(st.sampled_from(PAIRS))
    replayed = State.perfect(n, peg=source).replay(itertools.islice(solve(n, source=source, target=target), k))
    assert state_at(n, k, source=source, target=target) == replayed


@settings(max_examples=300)
@given(st.integers(0, 300).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, 2**n - 1))),
       st.sampled_from(PAIRS))
def test_step_of_inverts_state_at(nk: tuple[int, int], pair: tuple[int, int]) -> None:
    n, k = nk
    source, target = pair
    assert step_of(state_at(n, k, source=source, target=target), source=source, target=target) == k


@settings(max_examples=200)
@given(st.integers(1, 200).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, 2**n - 1))),
       st.sampled_from(PAIRS))
def test_numpy_and_plain_paths_agree(nk: tuple[int, int], pair: tuple[int, int]) -> None:
    n, k = nk
    positions = _positions_small(n, k, *pair)
    assert tuple(_positions_numpy(n, k, *pair).tolist()) == positions
    assert _step_small(positions, *pair) == _step_numpy(positions, *pair) == k


def test_states_off_the_path_have_no_step_by_brute_force() -> None:
    for n in range(1, 8):
        on_path = {state_at(n, k) for k in range(2**n)}
        for code in range(3**n):
            state = State(tuple((code // 3**i) % 3 for i in range(n)))
            if state in on_path:
                assert state_at(n, step_of(state)) == state
            else:
                with pytest.raises(NotOnPathError, match="not on the optimal path"):
                    step_of(state)


def test_64_discs_at_the_ends_of_the_range() -> None:
    last = 2**64 - 1
    assert move_at(64, 2**63) == Move(64, 0, 2)
    assert move_at(64, last) == Move(1, 1, 2)
    assert move_at(64, 1) == Move(1, 0, 1)
    assert state_at(64, last) == State.perfect(64, peg=2)
    assert state_at(64, 2**63) == State((1,) * 63 + (2,))
    assert step_of(State((1,) * 63 + (2,))) == 2**63
    k = 2**63 + 12345
    assert state_at(64, k).apply(move_at(64, k + 1)) == state_at(64, k + 1)


def test_a_million_discs() -> None:
    n = 10**6
    k = random.Random(7).getrandbits(n)
    state = state_at(n, k)
    assert state.n == n
    assert step_of(state) == k
    move = move_at(n, k + 1)
    assert state.apply(move) == state_at(n, k + 1)


@pytest.mark.parametrize(
    ("call", "error", "fragment"),
    [
        (lambda: move_at(3, 0), StepOutOfRangeError, "numbered 1..7"),
        (lambda: move_at(3, 8), StepOutOfRangeError, "step 8 is out of range"),
        (lambda: move_at(0, 1), StepOutOfRangeError, "no moves of 0 discs"),
        (lambda: state_at(3, 8), StepOutOfRangeError, "numbered 0..7"),
        (lambda: state_at(3, -1), StepOutOfRangeError, "step -1"),
        (lambda: move_at(-2, 1), InvalidArgumentError, "got -2"),
        (lambda: move_at(3, 1, source=2, target=2), InvalidArgumentError, "must differ"),
        (lambda: state_at(3, 1.0), InvalidArgumentError, "got 1.0"),
        (lambda: step_of("AAA"), InvalidArgumentError, "needs a State"),
        (lambda: disc_at(0), InvalidArgumentError, "got 0"),
        (lambda: disc_move_count(3, 4), InvalidArgumentError, "disc 4 is outside 1..3"),
    ],
)
def test_bad_input_errors_name_the_valid_range(call: object, error: type[Exception], fragment: str) -> None:
    with pytest.raises(error) as info:
        call()  # type: ignore[operator]
    assert fragment in str(info.value)


def test_step_errors_are_also_index_errors() -> None:
    with pytest.raises(IndexError):
        move_at(5, 32)


def test_counts_against_brute_force_graphs() -> None:
    assert [min_moves(n) for n in range(8)] == [0, 1, 3, 7, 15, 31, 63, 127]
    assert [state_count(n) for n in (3, 4, 5, 10, 15, 20)] == [27, 81, 243, 59049, 14348907, 3486784401]
    for pegs in (3, 4, 5):
        for n in range(0, 5):
            states = [State(tuple((c // pegs**i) % pegs for i in range(n)), pegs) for c in range(pegs**n)]
            assert len(states) == state_count(n, pegs=pegs)
            moves = sum(len(list(s.legal_moves())) for s in states)
            assert moves == 2 * edge_count(n, pegs=pegs)
    assert [edge_count(n) for n in range(1, 6)] == [3 * (3**n - 1) // 2 for n in range(1, 6)]
