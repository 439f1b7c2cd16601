"""The exhaustive BFS against OEIS tables and an independent plain BFS over State objects."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi import InvalidArgumentError, InvalidStateError, SearchLimitError, State, TooLargeError
from hanoi.space.bfs import BFSResult, bfs_layers, bfs_memory
from reference import bfs, layers_of

# OEIS A382111 (Korf 2004, table 2): the eccentricity of the perfect 4-peg tower, n = 0..20.
A382111 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 130, 161, 193, 225, 257, 294]
# OEIS A007664 (Frame-Stewart, proven by Bousch): the perfect-to-perfect distance with 4 pegs.
A007664 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129, 161, 193, 225, 257, 289]








@pytest.mark.parametrize("n", range(13))
def test_four_pegs_reproduce_a382111_and_a007664(n: int) -> None:
    result = bfs_layers(n, pegs=4)
    assert result.eccentricity == A382111[n]
    assert result.perfect_distances == {0: 0, 1: A007664[n], 2: A007664[n], 3: A007664[n]}
    assert result.states == 4**n
    assert result.at_eccentricity == result.layers[-1] > 0


@pytest.mark.parametrize("n", range(11))
def test_three_pegs_layers_are_a001316(n: int) -> None:
    layers = bfs_layers(n).layers
    assert layers == tuple(2 ** bin(d).count("1") for d in range(2**n))


@pytest.mark.parametrize(
    "start",
    [
        State.perfect(5, pegs=4),
        State.perfect(6),
        State.perfect(4, peg=2, pegs=5),
        State.perfect(3, pegs=7),
        State.parse("CABAC"),
        State.parse("ABCA", pegs=4),
        State.parse("DCBA", pegs=4),
        State.parse("ABBA", pegs=5),
        State.parse("AB", pegs=6),
        State(()),
    ],
    ids=str,
)
@pytest.mark.parametrize("symmetry", [True, False])
def test_matches_a_plain_bfs_over_states(start: State, symmetry: bool) -> None:
    distance = bfs(start)
    result = bfs_layers(start, symmetry=symmetry)
    assert result.layers == layers_of(distance)
    perfect = {p: State.perfect(start.n, pegs=start.pegs, peg=p) for p in range(start.pegs)}
    assert result.perfect_distances == {p: distance[state] for p, state in perfect.items()}
    assert result.farthest and all(distance[s] == result.eccentricity for s in result.farthest)


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 5).flatmap(lambda p: st.lists(st.integers(0, p - 1), max_size=5).map(
    lambda positions: State(tuple(positions), p))))
def test_any_start_matches_the_bfs(start: State) -> None:
    assert bfs_layers(start).layers == layers_of(bfs(start))


@pytest.mark.parametrize(("n", "pegs"), [(12, 4), (9, 5), (13, 3)])
def test_symmetry_visits_one_state_per_orbit(n: int, pegs: int) -> None:
    # Burnside's lemma: the permutations of the p - 1 empty pegs split the p**n states
    # into (sum of the states each permutation fixes) / (p - 1)! orbits, and a
    # permutation fixes a state when every disc lies on the start peg or a fixed peg
    from itertools import permutations

    free = range(1, pegs)
    total = 0
    for perm in permutations(free):
        fixed = 1 + sum(1 for a, b in zip(free, perm, strict=True) if a == b)
        total += fixed**n
    orbits = total // len(list(permutations(free)))
    result = bfs_layers(n, pegs=pegs)
    assert result.stored_states == orbits
    assert bfs_layers(n, pegs=pegs, symmetry=False).layers == result.layers


def test_threads_do_not_change_the_answer() -> None:
    one = bfs_layers(11, pegs=4, threads=1)
    two = bfs_layers(11, pegs=4, threads=2)
    assert (one.layers, one.perfect_distances, one.farthest) == (two.layers, two.perfect_distances, two.farthest)


def test_farthest_sample_is_bounded_and_in_index_order() -> None:
    result = bfs_layers(7, pegs=4, sample=1000)
    every = result.farthest  # all of them: one per orbit under permutations of B, C, D
    orbit_sizes = [{0: 1, 1: 3, 2: 6, 3: 6}[len(set(s.positions) - {0})] for s in every]  # 3! / (3 - m)!
    assert sum(orbit_sizes) == result.at_eccentricity
    assert bfs_layers(7, pegs=4, sample=3).farthest == every[:3]
    assert bfs_layers(7, pegs=4, sample=0).farthest == ()


def test_max_depth_gives_a_partial_result() -> None:
    full = bfs_layers(8, pegs=4)
    part = bfs_layers(8, pegs=4, max_depth=10)
    assert not part.complete and part.layers == full.layers[:11]
    with pytest.raises(SearchLimitError, match="stopped at depth 10"):
        _ = part.eccentricity
    assert part.to_dict()["eccentricity"] is None
    assert bfs_layers(8, pegs=4, max_depth=0).layers == (1,)


def test_resume_after_max_depth_gives_identical_layers(tmp_path: Path) -> None:
    full = bfs_layers(9, pegs=4)
    part = bfs_layers(9, pegs=4, checkpoint=tmp_path, max_depth=12)
    assert json.loads((tmp_path / "meta.json").read_text())["depth"] == 12
    assert part.layers == full.layers[:13]
    resumed = bfs_layers(9, pegs=4, checkpoint=tmp_path)
    assert (resumed.layers, resumed.perfect_distances, resumed.farthest) == (
        full.layers, full.perfect_distances, full.farthest)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".lock", ".python-hanoi.json", "meta.json"]  # arrays gone
    again = bfs_layers(9, pegs=4, checkpoint=tmp_path)  # read back, not searched again
    assert again == resumed


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_finishes_the_layer_saves_and_resumes(tmp_path: Path, signum: int) -> None:
    full = bfs_layers(State.parse("ABCDABCDA", pegs=4))
    handler = signal.signal(signum, signal.default_int_handler if signum == signal.SIGINT else signal.SIG_DFL)
    seen: list[int] = []

    def interrupt(depth: int, count: int) -> None:
        seen.append(count)
        if depth == 7:
            os.kill(os.getpid(), signum)

    try:
        with pytest.raises(KeyboardInterrupt, match="stopped after depth 7"):
            bfs_layers(State.parse("ABCDABCDA", pegs=4), checkpoint=tmp_path, checkpoint_every=3600,
                       on_layer=interrupt)
    finally:
        ours = signal.signal(signum, handler)
    assert ours in (signal.default_int_handler, signal.SIG_DFL)  # the search put back the handler
    assert seen == list(full.layers[1:8])
    meta = json.loads((tmp_path / "meta.json").read_text())
    assert meta["depth"] == 7 and meta["layers"] == list(full.layers[:8])
    resumed = bfs_layers(State.parse("ABCDABCDA", pegs=4), checkpoint=tmp_path)
    assert resumed.layers == full.layers and resumed.perfect_distances == full.perfect_distances


def test_a_checkpoint_of_another_search_is_refused(tmp_path: Path) -> None:
    bfs_layers(6, pegs=4, checkpoint=tmp_path, max_depth=3)
    with pytest.raises(InvalidArgumentError, match="holds a search of 6 discs on 4 pegs from AAAAAA"):
        bfs_layers(7, pegs=4, checkpoint=tmp_path)
    with pytest.raises(InvalidArgumentError, match="without symmetry"):
        bfs_layers(6, pegs=4, checkpoint=tmp_path, symmetry=False)
    (tmp_path / "meta.json").write_text("{not json")
    with pytest.raises(InvalidStateError, match="unreadable"):
        bfs_layers(6, pegs=4, checkpoint=tmp_path)
    file = tmp_path / "file"
    file.write_text("")
    with pytest.raises(InvalidArgumentError, match="not a directory"):
        bfs_layers(3, checkpoint=file)


def test_too_large_is_refused_before_allocating(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_allocation(*args: object, **kwargs: object) -> None:
        raise AssertionError("allocated before refusing")

    monkeypatch.setattr(np, "zeros", no_allocation)
    monkeypatch.setattr(np, "full", no_allocation)
    with pytest.raises(TooLargeError, match=r"needs 43.3 GiB .* the limit is 1 GiB"):
        bfs_layers(20, pegs=4, max_memory=1 << 30)
    with pytest.raises(TooLargeError, match="30 discs on 4 pegs needs"):
        bfs_layers(30, pegs=4)
    with pytest.raises(TooLargeError):
        bfs_layers(64)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bfs_layers(3, pegs=2), "pegs must be an integer in 3..1000, got 2"),
        (lambda: bfs_layers(-1), "n must be an integer >= 0, got -1"),
        (lambda: bfs_layers("AAA"), "start must be a State or a number of discs, got 'AAA'"),  # type: ignore[arg-type]
        (lambda: bfs_layers(State.perfect(3), pegs=4), "pegs=4 contradicts the start state AAA of 3 pegs"),
        (lambda: bfs_layers(3, threads=0), "threads must be an integer >= 1, got 0"),
        (lambda: bfs_layers(3, max_depth=-2), "max_depth must be an integer >= 0, got -2"),
        (lambda: bfs_layers(3, sample=-1), "sample must be an integer in 0..10000, got -1"),
        (lambda: bfs_layers(3, checkpoint_every=-1), "checkpoint_every must be a number of seconds >= 0"),
    ],
)
def test_bad_arguments_are_named(call: object, message: str) -> None:
    with pytest.raises(InvalidArgumentError) as error:
        call()  # type: ignore[operator]
    assert message in str(error.value)


def test_memory_is_two_bits_a_stored_state() -> None:
    assert bfs_memory(16, pegs=4, symmetry=False) == pytest.approx(4**16 / 4, rel=0.02)
    assert bfs_memory(16, pegs=4) == pytest.approx(4**16 / 4 / 6, rel=0.03)  # a few unused slots
    assert bfs_memory(6, pegs=4) == bfs_layers(6, pegs=4).memory_bytes


def test_progress_bar_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    result = bfs_layers(6, pegs=4, progress=True)
    assert isinstance(result, BFSResult)
    data = result.to_dict()
    assert data["layers"] == list(result.layers) and data["eccentricity"] == 17
    assert data["perfect_distances"] == {"A": 0, "B": 17, "C": 17, "D": 17}
    assert json.loads(json.dumps(data)) == data
