"""Bulk arrays: any slice of the solution, equal to the generators, without the prefix."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hanoi import TooLargeError, discs_array, move_at, move_chunks, moves_array, solve
from hanoi.errors import InvalidArgumentError, StepOutOfRangeError

PAIRS = list(itertools.permutations(range(3), 2))


@pytest.mark.parametrize("n", [0, 1, 2, 5, 15, 16, 17, 19])
@pytest.mark.parametrize(("source", "target"), PAIRS)
def test_whole_array_equals_the_recursive_generator(n: int, source: int, target: int) -> None:
    moves = solve(n, source=source, target=target)  # (disc, source, target) triples, read at C speed
    expected = np.fromiter(itertools.chain.from_iterable(moves), dtype=np.uint8).reshape(-1, 3)[:, 1:]
    got = moves_array(n, source=source, target=target)
    assert got.dtype == np.uint8 and got.shape == (2**n - 1, 2)
    assert np.array_equal(got, expected)


@settings(max_examples=150)
@given(st.integers(1, 20).flatmap(lambda n: st.tuples(st.just(n), st.integers(1, 2**n), st.integers(1, 2**n))),
       st.sampled_from(PAIRS))
def test_any_slice_equals_the_same_slice_of_the_full_array(nab: tuple[int, int, int], pair: tuple[int, int]) -> None:
    n, a, b = nab
    start, stop = min(a, b), max(a, b)
    full = moves_array(n, source=pair[0], target=pair[1])
    assert np.array_equal(moves_array(n, start, stop, source=pair[0], target=pair[1]), full[start - 1 : stop - 1])


@settings(max_examples=100)
@example((200, 2**150 + 12345), 300, (1, 0))  # block numbers past int64
@example((80, 2**79 - 300), 299, (0, 2))
@given(st.integers(40, 200).flatmap(lambda n: st.tuples(st.just(n), st.integers(1, 2**n - 300))),
       st.integers(1, 300), st.sampled_from(PAIRS))
def test_slices_deep_in_huge_towers_match_move_at(nk: tuple[int, int], length: int, pair: tuple[int, int]) -> None:
    n, start = nk
    got = moves_array(n, start, start + length, source=pair[0], target=pair[1])
    moves = [move_at(n, k, source=pair[0], target=pair[1]) for k in range(start, start + length)]
    expected = [[move.source, move.target] for move in moves]
    assert got.tolist() == expected
    discs = discs_array(start, start + length).tolist()
    assert discs == [move_at(n, k, source=pair[0], target=pair[1]).disc for k in range(start, start + length)]


def test_discs_array_is_a001511() -> None:
    a001511 = [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 6]
    assert discs_array(1, 33).tolist() == a001511
    k = np.arange(1, 300_000, dtype=np.int64)
    expected = np.log2(k & -k).astype(np.int64) + 1
    assert np.array_equal(discs_array(1, 300_000), expected)
    assert discs_array(2**80, 2**80 + 2).tolist() == [81, 1]


def test_chunks_cover_the_solution_in_order() -> None:
    pieces = list(move_chunks(12, source=1, target=0, chunk=1000))
    assert [first for first, _, _ in pieces] == list(range(1, 4096, 1000))
    discs = np.concatenate([d for _, d, _ in pieces])
    pegs = np.concatenate([p for _, _, p in pieces])
    assert np.array_equal(pegs, moves_array(12, source=1, target=0))
    assert np.array_equal(discs, discs_array(1, 4096))


def test_empty_slices() -> None:
    assert moves_array(0).shape == (0, 2)
    assert moves_array(5, 3, 3).shape == (0, 2)
    assert discs_array(9, 9).shape == (0,)


@pytest.mark.parametrize(
    ("call", "error", "fragment"),
    [
        (lambda: moves_array(64), TooLargeError, "refusing to build an array of 2**64 - 1 moves"),
        (lambda: moves_array(3, 0), StepOutOfRangeError, "numbered 1..7"),
        (lambda: moves_array(3, 1, 9), StepOutOfRangeError, "stop <= 8"),
        (lambda: moves_array(3, 5, 4), StepOutOfRangeError, "steps 5..3"),
        (lambda: moves_array(3, source=2, target=2), InvalidArgumentError, "must differ"),
        (lambda: moves_array(-1), InvalidArgumentError, "got -1"),
        (lambda: discs_array(0, 5), StepOutOfRangeError, "need 1 <= start"),
        (lambda: discs_array(1, 2**40), TooLargeError, "refusing"),
        (lambda: move_chunks(3, chunk=0), InvalidArgumentError, "chunk"),
    ],
)
def test_bad_ranges_are_refused(call: object, error: type[Exception], fragment: str) -> None:
    with pytest.raises(error) as info:
        call()  # type: ignore[operator]
    assert fragment in str(info.value)
