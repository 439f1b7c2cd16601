"""Generalized Sierpiński graphs S(n, p) against independent facts.

The edge set is compared with a brute force over all pairs of words that reads the definition
of Klavžar and Milutinović (1997) literally; the distance formula with a breadth-first search
of every pair for the small graphs; S(n, 3) with the Hanoi graph of :mod:`hanoi.space.graphs`
(built from the disc rules, not from words); the counts with the built graphs.
"""

from __future__ import annotations

import itertools
import random
from collections import deque

import networkx as nx
import pytest

from hanoi import HanoiError, State
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.space.graphs import graph as hanoi_graph
from hanoi.variants.sierpinski import (
    hanoi_to_sierpinski,
    sierpinski_distance,
    sierpinski_edges,
    sierpinski_extreme_distance,
    sierpinski_graph,
    sierpinski_neighbours,
    sierpinski_order,
    sierpinski_size,
    sierpinski_to_hanoi,
    sierpinski_vertices,
)

SMALL = [(n, p) for p in range(2, 7) for n in range(0, 6) if p**n <= 256]


def adjacent_by_definition(u: tuple[int, ...], v: tuple[int, ...]) -> bool:
    """{u, v} is an edge iff some h has u_t = v_t for t < h, u_h != v_h, and u_t = v_h, v_t = u_h for t > h."""
    for h in range(len(u)):
        if u[:h] == v[:h] and u[h] != v[h] and all(u[t] == v[h] and v[t] == u[h] for t in range(h + 1, len(u))):
            return True
    return False


def bfs(G: nx.Graph, source: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    distance = {source: 0}
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for v in G.adj[u]:
            if v not in distance:
                distance[v] = distance[u] + 1
                queue.append(v)
    return distance


@pytest.mark.parametrize(("n", "p"), [(n, p) for n, p in SMALL if p**n <= 81])
def test_the_edges_are_the_definition(n: int, p: int) -> None:
    words = list(itertools.product(range(p), repeat=n))
    expected = {frozenset((u, v)) for u, v in itertools.combinations(words, 2) if adjacent_by_definition(u, v)}
    found = [frozenset(edge) for edge in sierpinski_edges(n, p)]
    assert len(found) == len(set(found)) and set(found) == expected
    for word in words:
        assert {v for v in words if frozenset((word, v)) in expected} == set(sierpinski_neighbours(word, p=p))


@pytest.mark.parametrize(("n", "p"), SMALL)
def test_counts_degrees_and_every_distance(n: int, p: int) -> None:
    G = sierpinski_graph(n, p)
    assert G.number_of_nodes() == sierpinski_order(n, p) == p**n == len(list(sierpinski_vertices(n, p)))
    assert G.number_of_edges() == sierpinski_size(n, p)
    extreme = [(j,) * n for j in range(p)]
    if n:
        assert sorted(G.degree[word] for word in extreme) == [p - 1] * p
        assert all(G.degree[word] == p for word in G if word not in extreme)
    for u in G:
        searched = bfs(G, u)
        assert len(searched) == G.number_of_nodes()
        for v, d in searched.items():
            assert sierpinski_distance(u, v, p=p) == d
        for j in range(p):
            assert sierpinski_extreme_distance(u, j, p=p) == searched[(j,) * n]
    if n:
        assert sierpinski_distance(extreme[0], extreme[-1], p=p) == 2**n - 1


def test_larger_graphs_at_random_pairs() -> None:
    chooser = random.Random(1997)
    for n, p in ((7, 3), (5, 4), (4, 7)):
        G = sierpinski_graph(n, p)
        nodes = list(G)
        for _ in range(4):
            u = chooser.choice(nodes)
            searched = bfs(G, u)
            assert all(sierpinski_distance(u, v, p=p) == d for v, d in searched.items())


def test_the_edge_counts() -> None:
    # S(n, 3) has the edges of the Hanoi graph, (3/2)(3**n - 1) (the encyclopedia articles), built from the disc rules
    assert [sierpinski_size(n, 3) for n in range(8)] == [hanoi_graph(n).number_of_edges() for n in range(8)]
    assert [sierpinski_size(n, 3) for n in range(8)] == [3 * (3**n - 1) // 2 for n in range(8)]
    for p in range(2, 9):
        for n in range(0, 6):
            # p copies of S(n-1, p) joined by C(p, 2) bridges
            previous = sierpinski_size(n - 1, p) if n else None
            if previous is not None:
                assert sierpinski_size(n, p) == p * previous + p * (p - 1) // 2


@pytest.mark.parametrize("n", range(0, 6))
def test_s_n_3_is_the_hanoi_graph(n: int) -> None:
    H = hanoi_graph(n)  # labels: pegs largest disc first
    S = sierpinski_graph(n, 3)
    image = {label: hanoi_to_sierpinski(State(tuple(reversed(label)))) for label in H}
    assert sorted(image.values()) == sorted(S.nodes)  # a bijection
    for u, v, disc in H.edges(data="disc"):
        assert S.has_edge(image[u], image[v]) and S.edges[image[u], image[v]]["disc"] == disc
    assert all(sierpinski_to_hanoi(word) == State(tuple(reversed(label))) for label, word in image.items())
    if n <= 4:
        assert nx.is_isomorphic(H, S)


def test_s_n_4_is_not_the_four_peg_hanoi_graph() -> None:
    assert not nx.is_isomorphic(hanoi_graph(2, 4), sierpinski_graph(2, 4))
    assert hanoi_graph(2, 4).number_of_edges() == 36 and sierpinski_graph(2, 4).number_of_edges() == 30


def test_hanoi_distances_through_the_isomorphism() -> None:
    from hanoi import distance

    chooser = random.Random(3)
    for _ in range(50):
        n = chooser.randint(1, 12)
        a = State(tuple(chooser.randrange(3) for _ in range(n)))
        b = State(tuple(chooser.randrange(3) for _ in range(n)))
        assert sierpinski_distance(hanoi_to_sierpinski(a), hanoi_to_sierpinski(b)) == distance(a, b)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: sierpinski_order(-1), InvalidArgumentError),
        (lambda: sierpinski_order(3, 1), InvalidArgumentError),
        (lambda: sierpinski_order(3, 2.0), InvalidArgumentError),
        (lambda: sierpinski_order(10**9, 3), TooLargeError),
        (lambda: sierpinski_graph(13, 3), TooLargeError),
        (lambda: sierpinski_graph(3, 64), TooLargeError),  # 262,144 vertices but 8.4 million edges
        (lambda: sierpinski_graph(10**30, 1000), TooLargeError),
        (lambda: sierpinski_distance((0, 3), (0, 1)), InvalidStateError),
        (lambda: sierpinski_distance((0, 1), (0, 1, 1)), InvalidArgumentError),
        (lambda: sierpinski_distance(5, (0, 1)), InvalidStateError),
        (lambda: sierpinski_extreme_distance((0, 1), 3), InvalidArgumentError),
        (lambda: sierpinski_neighbours((0, "x")), InvalidStateError),
        (lambda: hanoi_to_sierpinski(State.perfect(2, pegs=4)), InvalidArgumentError),
        (lambda: sierpinski_edges(-2), InvalidArgumentError),
    ],
)
def test_bad_input_is_refused_clearly(call: object, error: type[Exception]) -> None:
    with pytest.raises(error) as caught:
        call()  # type: ignore[operator]
    assert isinstance(caught.value, HanoiError) and len(str(caught.value)) < 300


def test_the_graph_command_draws_s_n_p(tmp_path: object) -> None:
    from pathlib import Path

    from typer.testing import CliRunner

    import hanoi.cli  # noqa: F401  (registers every command)
    from hanoi.cli.app import app

    out = Path(str(tmp_path)) / "s.graphml"
    result = CliRunner().invoke(app, ["graph", "2", "--pegs", "5", "--sierpinski", "--out", str(out)])
    assert result.exit_code == 0 and "S(2, 5), 25 vertices, 60 edges" in result.stdout
    read = nx.read_graphml(out)
    assert read.number_of_nodes() == 25 and read.number_of_edges() == sierpinski_size(2, 5)
    refused = CliRunner().invoke(app, ["graph", "2", "--sierpinski", "--variant", "linear", "--out", str(out)])
    assert refused.exit_code == 2 and "Traceback" not in refused.stderr
