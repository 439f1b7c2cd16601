"""Every three-peg algorithm of the seeds yields the same unique optimal sequence."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

from hanoi import ALGORITHMS, Move, State, UnknownAlgorithmError, discs_array, moves_array, solve
from hanoi.errors import InvalidArgumentError

PAIRS = [(s, t) for s, t in itertools.permutations(range(3), 2)]

# The German encyclopedia article, "Sequences of moves for small towers": the optimal lists for n = 1..4.
SEED_004 = {
    1: "S1 - AC",
    2: "S1 - AB | S2 - AC | S1 - BC",
    3: "S1 - AC | S2 - AB | S1 - CB | S3 - AC | S1 - BA | S2 - BC | S1 - AC",
    4: "S1 - AB | S2 - AC | S1 - BC | S3 - AB | S1 - CA | S2 - CB | S1 - AB | S4 - AC | "
    "S1 - BC | S2 - BA | S1 - CA | S3 - BC | S1 - AB | S2 - AC | S1 - BC",
}

# Saito 2020: hanoi(4, [0, 1, 2]) prints these source -> target pairs.
SEED_001_N4 = "0 1 0 2 1 2 0 1 2 0 2 1 0 1 0 2 1 2 1 0 2 0 1 2 0 1 0 2 1 2"


@functools.cache
def _reference(n: int, source: int, target: int) -> list[tuple[int, int, int]]:
    """The sequence rebuilt from the bulk arrays (an independent code path), as plain triples."""
    if n == 0:
        return []
    pegs = moves_array(n, source=source, target=target).tolist()
    discs = discs_array(1, 1 << n).tolist()
    return [(d, f, t) for d, (f, t) in zip(discs, pegs, strict=True)]


# Every pair for n <= 12: both parities of n with each of the six pairs many times, and `recursive`'s
# cached sub-towers (up to 10 discs) both alone and under the recursion (n = 11, 12).  The algorithms
# read n only through its parity and their loop counts, so n = 13..16 (94 % of the moves) take one
# pair each, a different one each time, instead of all six.
CASES = [(n, source, target) for n in range(13) for source, target in PAIRS] + [
    (n, *PAIRS[(5 * n) % 6]) for n in range(13, 17)]


@pytest.mark.parametrize("name", list(ALGORITHMS))
def test_all_algorithms_identical_for_every_pair_up_to_12_and_every_n_up_to_16(name: str) -> None:
    for n, source, target in CASES:
        expected = _reference(n, source, target)
        got = list(solve(n, source=source, target=target, algorithm=name))
        assert all(type(move) is Move for move in got)
        assert list(map(tuple, got)) == expected, (name, n, source, target)  # compared as triples: C speed


def test_recursive_matches_the_seed_004_lists() -> None:
    for n, text in SEED_004.items():
        expected = []
        for item in text.split(" | "):
            disc, pegs = item[1:].split(" - ")
            expected.append(Move(int(disc), "ABC".index(pegs[0]), "ABC".index(pegs[1])))
        assert list(solve(n)) == expected


def test_recursive_matches_the_seed_001_printout() -> None:
    numbers = [int(x) for x in SEED_001_N4.split()]
    assert [(m.source, m.target) for m in solve(4)] == list(zip(numbers[::2], numbers[1::2], strict=True))


def test_length_is_oeis_a000225_and_the_moves_solve() -> None:
    a000225 = [0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 2047, 4095]
    for n, expected in enumerate(a000225):
        moves = list(solve(n))
        assert len(moves) == expected
        assert State.perfect(n).replay(moves) == State.perfect(n, peg=2)


def test_optimal_by_brute_force_bfs() -> None:
    """No shorter sequence exists: breadth-first search over all 3**n states."""
    for n in range(1, 7):
        start, goal = State.perfect(n), State.perfect(n, peg=2)
        depth = {start: 0}
        frontier = [start]
        while goal not in depth:
            nxt = []
            for state in frontier:
                for move in state.legal_moves():
                    child = state.apply(move)
                    if child not in depth:
                        depth[child] = depth[state] + 1
                        nxt.append(child)
            frontier = nxt
        assert depth[goal] == len(list(solve(n)))


def test_generators_are_lazy_even_for_64_discs() -> None:
    for name in ALGORITHMS:
        first = list(itertools.islice(solve(64, algorithm=name), 3))
        assert [str(m) for m in first] == ["1AB", "2AC", "1BC"], name


@pytest.mark.parametrize(
    ("kwargs", "error", "fragment"),
    [
        ({"n": -1}, InvalidArgumentError, "n must be an integer >= 0, got -1"),
        ({"n": 2.5}, InvalidArgumentError, "got 2.5"),
        ({"n": 3, "source": 1, "target": 1}, InvalidArgumentError, "must differ"),
        ({"n": 3, "target": 3}, InvalidArgumentError, "target peg 3 (D) is outside 0..2 (A..C)"),
        ({"n": 3, "algorithm": "quick"}, UnknownAlgorithmError, "'quick'"),
    ],
)
def test_bad_arguments_fail_at_call_time(kwargs: dict[str, object], error: type[Exception], fragment: str) -> None:
    for name in ALGORITHMS if "algorithm" not in kwargs else [kwargs["algorithm"]]:
        args = {"algorithm": name, **kwargs}
        with pytest.raises(error) as info:
            solve(**args)  # type: ignore[arg-type]  # no next(): the call itself raises
        assert fragment in str(info.value)


def test_the_fast_recursive_path_streams_objects_not_lists() -> None:
    moves = solve(20)
    assert isinstance(next(moves), Move)
    total = 1 + sum(1 for _ in moves)
    assert total == 2**20 - 1
    assert np.array_equal(
        np.array([[m.source, m.target] for m in itertools.islice(solve(20), 5000)], dtype=np.uint8),
        moves_array(20, 1, 5001),
    )


def test_recursive_streams_towers_deeper_than_the_recursion_limit() -> None:
    first = list(itertools.islice(solve(100_000), 3))
    assert [str(m) for m in first] == ["1AB", "2AC", "1BC"]
