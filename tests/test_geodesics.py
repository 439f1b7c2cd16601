"""Shortest-path counts on the geodesic states (issue 32), against brute force and OEIS A143807.

The brute force is independent of the code under test: a plain breadth-first search over
every state with a dictionary of path counts (no symmetry, no residues, no numba), and for
three discs networkx's ``all_shortest_paths``.
"""

from __future__ import annotations

import json
import random
from collections import deque
from itertools import product
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from hanoi import State
from hanoi.cli import app
from hanoi.errors import HanoiError, InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.space.geodesics import (
    count_geodesics,
    count_tower_geodesics,
    distance_oracle,
    geodesic_memory,
    projected_seconds,
)
from hanoi.space.graphs import count_shortest_paths, graph

# OEIS A143807 (Behrstock 2008): geodesics between two perfect four-peg towers, offset 1, every published term
A143807 = [1, 2, 2, 22, 40, 18, 2468, 11698, 11426, 2178, 74056628]

pytest.importorskip("numba")


def _neighbours(state: tuple[int, ...], pegs: int) -> list[tuple[int, ...]]:
    tops: dict[int, int] = {}
    for disc, peg in enumerate(state):  # smallest disc first: the first seen on a peg is its top
        tops.setdefault(peg, disc)
    out = []
    for a, disc in tops.items():
        for b in range(pegs):
            if b != a and tops.get(b, len(state)) > disc:
                out.append((*state[:disc], b, *state[disc + 1:]))
    return out


def _all_counts(start: State) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]]:
    """Distance and number of shortest paths from ``start`` to every state: a BFS over all of them."""
    s, p = start.positions, start.pegs
    dist, paths = {s: 0}, {s: 1}
    queue = deque([s])
    while queue:
        u = queue.popleft()
        for w in _neighbours(u, p):
            if w not in dist:
                dist[w] = dist[u] + 1
                paths[w] = 0
                queue.append(w)
            if dist[w] == dist[u] + 1:
                paths[w] += paths[u]
    return dist, paths


def _brute(start: State, goal: State) -> tuple[int, int]:
    """(distance, number of shortest paths) by the brute force."""
    dist, paths = _all_counts(start)
    return dist[goal.positions], paths[goal.positions]


def _both(start: State, goal: State, oracles: dict[State, object] | None = None) -> tuple[int, int, int]:
    oracles = {} if oracles is None else oracles
    forward = count_geodesics(start, goal, method="forward", oracles=oracles)  # type: ignore[arg-type]
    middle = count_geodesics(start, goal, method="middle", oracles=oracles)  # type: ignore[arg-type]
    assert forward.distance == middle.distance
    return forward.distance, forward.paths, middle.paths


@pytest.mark.parametrize("n", range(1, len(A143807) + 1))
def test_both_methods_give_every_published_term_of_a143807(n: int) -> None:
    _, forward, middle = _both(State.perfect(n, pegs=4), State.perfect(n, pegs=4, peg=3))
    assert forward == middle == A143807[n - 1]


@pytest.mark.parametrize(("pegs", "n"), [(4, n) for n in range(1, 9)] + [(5, n) for n in range(1, 9)])
def test_both_methods_equal_brute_force_from_the_tower(pegs: int, n: int) -> None:
    """Tower to tower, tower to the largest disc alone on B, and random goals; n <= 8 on 4 and 5 pegs."""
    rng = random.Random(1000 * pegs + n)
    start = State.perfect(n, pegs=pegs)
    goals = [State.perfect(n, pegs=pegs, peg=pegs - 1), State((0,) * (n - 1) + (1,), pegs)]
    goals += [State(tuple(rng.randrange(pegs) for _ in range(n)), pegs) for _ in range(2 if n <= 6 else 1)]
    oracles: dict[State, object] = {}  # the start's search serves every goal's middle method
    if n <= 6:  # a dictionary BFS in Python
        dist, paths = _all_counts(start)
        for goal in goals:
            expected = dist[goal.positions], paths[goal.positions]
            assert _both(start, goal, oracles) == (*expected, expected[1]), goal
    else:  # the numpy BFS over every state of hanoi.space.graphs (no symmetry, no residues)
        for goal in goals:
            expected = count_shortest_paths(start, goal, method="bfs")
            assert _both(start, goal, oracles)[1:] == (expected, expected), goal


@pytest.mark.parametrize(("pegs", "n"), [(4, n) for n in range(1, 9)] + [(5, n) for n in range(1, 8)] + [(6, 4)])
def test_the_half_search_equals_brute_force_between_towers(pegs: int, n: int) -> None:
    start, goal = State.perfect(n, pegs=pegs), State.perfect(n, pegs=pegs, peg=pegs - 1)
    expected = count_shortest_paths(start, goal, method="bfs")
    result = count_tower_geodesics(start, goal)
    assert result.paths == expected
    assert all(count == expected for _, _, count in result.meetings) and len(result.meetings) == (2 if n > 1 else 1)
    assert result.depth <= result.distance // 2 + 2  # half the distance, not the eccentricity
    other = count_tower_geodesics(State.perfect(n, pegs=pegs, peg=1), State.perfect(n, pegs=pegs, peg=0))
    assert other.paths == expected  # any two towers: the pegs are symmetric


def test_the_half_search_reaches_few_states() -> None:
    """n = 12 on four pegs: A143807(12) from 5.7 % of the states, and both meeting layers agree."""
    result = count_tower_geodesics(State.perfect(12, pegs=4), State.perfect(12, pegs=4, peg=3))
    assert result.paths == dict(_bfile("b143807.txt"))[12]
    assert result.stored_reached * 15 < 4**12  # 5.7 % (n = 18: 1.4 %)
    with pytest.raises(InvalidArgumentError, match="two different perfect towers"):
        count_tower_geodesics(State.perfect(3, pegs=4), State.parse("ABC", pegs=4))
    with pytest.raises(InvalidArgumentError, match="two different perfect towers"):
        count_tower_geodesics(State.perfect(3, pegs=4), State.perfect(3, pegs=4))
    with pytest.raises(TooLargeError, match="3 to 8 pegs"):
        count_tower_geodesics(State.perfect(3, pegs=64), State.perfect(3, pegs=64, peg=63))


@pytest.mark.parametrize(("pegs", "n"), [(4, 5), (5, 4), (3, 6)])
def test_between_random_states_both_ways(pegs: int, n: int) -> None:
    rng = random.Random(pegs * n)
    for _ in range(4):
        a = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        b = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        expected = _brute(a, b)
        assert _both(a, b) == (*expected, expected[1])
        assert _both(b, a) == (*expected, expected[1])  # the graph is undirected


def test_three_discs_on_four_pegs_against_networkx() -> None:
    G = graph(3, pegs=4)
    labels = list(G.nodes)[::5]
    for x, y in product(labels[:4], labels):
        a, b = State(tuple(reversed(x)), 4), State(tuple(reversed(y)), 4)
        assert count_geodesics(a, b).paths == len(list(nx.all_shortest_paths(G, x, y)))


def test_the_oracle_is_the_distance_modulo_3() -> None:
    for pegs, n, target in ((4, 5, State.perfect(5, pegs=4, peg=3)), (5, 4, State.parse("BAAA", pegs=5)),
                            (4, 4, State.parse("ABCD", pegs=4)), (3, 5, State.perfect(5))):
        oracle = distance_oracle(target)
        dist, _ = _all_counts(target)
        for positions in product(range(pegs), repeat=n):
            assert oracle.residue(State(positions, pegs)) == dist[positions] % 3, positions
        assert sum(oracle.layers) == pegs**n


def test_three_pegs_have_one_shortest_path_between_towers() -> None:
    assert _both(State.perfect(9), State.perfect(9, peg=2)) == (511, 1, 1)


def test_the_walk_keeps_only_geodesic_states() -> None:
    """n = 10 on four pegs: 258 states lie on the 2,178 shortest paths (of 4**10 = 1,048,576)."""
    result = count_geodesics(State.perfect(10, pegs=4), State.perfect(10, pegs=4, peg=3))
    assert (result.paths, result.distance, sum(result.layer_sizes)) == (2178, 49, 258)
    assert result.layer_sizes[0] == result.layer_sizes[-1] == 1
    assert len(result.layer_sizes) == result.distance + 1


def test_count_shortest_paths_goes_to_the_walk_past_its_size_limit() -> None:
    start, goal = State.perfect(9, pegs=4), State.perfect(9, pegs=4, peg=3)
    assert count_shortest_paths(start, goal, max_states=100_000) == 11426  # 4**9 states, 43,690 stored orbits
    assert count_shortest_paths(start, goal, method="bfs") == 11426
    assert count_shortest_paths(start, goal, max_states=1000, method="middle") == 11426
    with pytest.raises(TooLargeError, match="method='forward'"):
        count_shortest_paths(start, goal, max_states=1000)
    with pytest.raises(TooLargeError):
        count_shortest_paths(start, goal, max_states=1000, method="bfs")


def test_bad_input_is_refused_before_any_work() -> None:
    with pytest.raises(InvalidStateError):
        count_geodesics(State.perfect(3), State.perfect(4))
    with pytest.raises(InvalidArgumentError, match="method must be"):
        count_geodesics(State.perfect(3), State.perfect(3, peg=2), method="sideways")
    with pytest.raises(TooLargeError, match="max_memory"):
        count_geodesics(State.perfect(12, pegs=4), State.perfect(12, pegs=4, peg=3), max_memory=1000)
    with pytest.raises(TooLargeError, match="2\\*\\*62"):
        geodesic_memory(State.perfect(40, pegs=4))
    with pytest.raises(HanoiError):
        projected_seconds(State.perfect(10**5, pegs=5))
    with pytest.raises(TooLargeError, match="max_moves"):  # many pegs: millions of geodesic states
        count_geodesics(State.perfect(3, pegs=1000), State.perfect(3, pegs=1000, peg=999))
    with pytest.raises(TooLargeError, match="max_moves"):
        count_geodesics(State.perfect(9, pegs=4), State.perfect(9, pegs=4, peg=3), max_moves=50)
    assert count_geodesics(State.perfect(9, pegs=4), State.perfect(9, pegs=4, peg=3), max_moves=200).paths == 11426
    assert count_geodesics(State.parse("ABC"), State.parse("ABC")).paths == 1


def test_projection_and_memory_of_the_record_runs() -> None:
    """What docs/records states: n = 18 on four pegs fits in 8 GiB, n = 20 does not."""
    assert geodesic_memory(State.perfect(18, pegs=4)) < 6 * 2**30
    assert geodesic_memory(State.perfect(20, pegs=4)) > 80 * 2**30
    assert projected_seconds(State.perfect(18, pegs=4)) < 3 * 3600


runner = CliRunner()


def test_cli_counts_with_both_methods() -> None:
    done = runner.invoke(app, ["geodesics", "11"])
    assert done.exit_code == 0, done.output
    assert "74056628 shortest paths of 65 moves" in done.output
    assert "forward: 74056628" in done.output and "middle: 74056628" in done.output
    done = runner.invoke(app, ["geodesics", "6", "--pegs", "5", "--to", "farthest", "--format", "json"])
    data = json.loads(done.stdout)
    assert (data["goal"], data["paths"], data["methods"]) == ("BAAAAA", "6570", {"forward": "6570", "middle": "6570"})
    assert _brute(State.perfect(6, pegs=5), State.parse("BAAAAA", pegs=5))[1] == 6570
    done = runner.invoke(app, ["geodesics", "4", "--from", "ABCD", "--to", "DCBA", "--method", "forward"])
    assert done.exit_code == 0 and f"{_brute(State.parse('ABCD', pegs=4), State.parse('DCBA', pegs=4))[1]} " \
        "shortest paths" in done.output


def test_cli_refuses_bad_input() -> None:
    assert runner.invoke(app, ["geodesics", "3", "--to", "Q"]).exit_code == 2
    assert runner.invoke(app, ["geodesics", "3", "--to", "ABCD"]).exit_code == 2
    assert runner.invoke(app, ["geodesics", "3", "--from", "AB"]).exit_code == 2
    done = runner.invoke(app, ["geodesics", "20"])
    assert done.exit_code == 1 and "--max-memory" in done.output
    assert runner.invoke(app, ["geodesics", "3", "--to", "ABC", "--method", "half"]).exit_code == 2


def test_cli_half_search() -> None:
    done = runner.invoke(app, ["geodesics", "10", "--method", "half"])
    assert done.exit_code == 0, done.output
    assert "2178 shortest paths of 49 moves" in done.output and "meeting at distance 25: 2 states, 2178 paths" \
        in done.output


# --------------------------------------------------------------------------- the committed records
RECORDS = Path(__file__).resolve().parent.parent / "docs" / "records"


def _bfile(name: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in (line.split() for line in (RECORDS / name).read_text().splitlines())]


def test_the_published_geodesic_records_are_consistent() -> None:
    from hanoi.kpegs import frame_stewart

    data = json.loads((RECORDS / "geodesics.json").read_text())
    for key, pegs, bfile in (("four_pegs_tower", 4, "b143807.txt"), ("five_pegs_tower", 5, "b-five-pegs-geodesics.txt"),
                             ("five_pegs_farthest", 5, "b-five-pegs-geodesics-farthest.txt")):
        rows = data[key]
        assert [r["n"] for r in rows] == list(range(1, len(rows) + 1))
        assert _bfile(bfile) == [(r["n"], int(r["paths"])) for r in rows]  # OEIS b-file: "n a(n)", from n = 1
        for row in rows:
            assert row["methods"] and all(row[m]["paths"] == row["paths"] for m in row["methods"])
            # two methods, or the half search alone (its two meeting layers are two counts), or forward alone
            # for the farthest states past n = 12 (their middle method needs a search 4 times the tower's)
            assert len(row["methods"]) >= 2 or row["methods"] == ["half"] or \
                (key == "five_pegs_farthest" and row["n"] > 12)
            if "forward" in row:
                assert len(row["forward"]["layer_sizes"]) == row["distance"] + 1
            if "half" in row:
                assert [count for _, _, count in row["half"]["meetings"]] == [row["paths"]] * 2
            if key.endswith("tower"):  # tower to tower: the Frame-Stewart number of moves (Bousch 2014 for 4 pegs)
                assert row["distance"] == frame_stewart(row["n"], pegs)
    assert [b for _, b in _bfile("b143807.txt")][: len(A143807)] == A143807
    assert len(data["four_pegs_tower"]) >= 15 and len(data["five_pegs_tower"]) >= 12


def test_a_committed_term_beyond_oeis_is_recomputed_live() -> None:
    """n = 12 on four pegs (1.4 s): both methods equal the committed b-file."""
    expected = dict(_bfile("b143807.txt"))[12]
    assert _both(State.perfect(12, pegs=4), State.perfect(12, pegs=4, peg=3)) == (81, expected, expected)
