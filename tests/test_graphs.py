"""The Hanoi graph against closed forms, SageMath's documented examples, and the rules."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections import Counter
from itertools import combinations
from pathlib import Path

import networkx as nx
import pytest

from hanoi import InvalidArgumentError, InvalidStateError, State, TooLargeError
from hanoi.space.graphs import count_shortest_paths, disc_color, draw_graph, graph, hanoi_layout, save_graph
from hanoi.three.counts import edge_count

# OEIS A143807: geodesics between two perfect towers, 4 pegs, n = 1, 2, ...
A143807 = [1, 2, 2, 22, 40, 18, 2468, 11698, 11426]


def surjections(n: int, k: int) -> int:
    """Maps of n discs onto exactly k pegs (inclusion-exclusion)."""
    return sum((-1) ** j * math.comb(k, j) * (k - j) ** n for j in range(k + 1))


@pytest.mark.parametrize(("n", "pegs"), [(n, 3) for n in range(7)] + [(n, 4) for n in range(6)] + [(3, 5), (2, 6)])
def test_counts_match_the_closed_forms(n: int, pegs: int) -> None:
    G = graph(n, pegs)
    assert G.number_of_nodes() == pegs**n
    assert G.number_of_edges() == edge_count(n, pegs=pegs) == math.comb(pegs, 2) * (pegs**n - (pegs - 2) ** n) // 2
    # a state with j occupied pegs has one move per pair of pegs not both empty
    expected: Counter[int] = Counter()
    for occupied in range(1, pegs + 1) if n else [0]:
        degree = math.comb(pegs, 2) - math.comb(pegs - occupied, 2)
        expected[degree] += math.comb(pegs, occupied) * surjections(n, occupied)
    assert Counter(d for _, d in G.degree()) == expected


@pytest.mark.parametrize("n", range(1, 6))
def test_three_peg_diameter_is_two_to_the_n_minus_one(n: int) -> None:
    assert nx.diameter(graph(n)) == 2**n - 1


def test_sage_examples() -> None:
    assert nx.shortest_path_length(graph(5), (0,) * 5, (2,) * 5) == 31
    H = graph(6, pegs=4)
    assert H.number_of_nodes() == 4096
    assert nx.shortest_path_length(H, (0,) * 6, (1,) * 6) == 17
    assert nx.shortest_path(graph(3), (0, 0, 0), (1, 1, 1)) == [
        (0, 0, 0), (0, 0, 1), (0, 2, 1), (0, 2, 2), (1, 2, 2), (1, 2, 0), (1, 1, 0), (1, 1, 1)]


@pytest.mark.parametrize(("n", "pegs"), [(4, 3), (3, 4), (2, 5)])
def test_edges_are_the_legal_moves_with_their_disc(n: int, pegs: int) -> None:
    G = graph(n, pegs)
    expected = set()
    for label in G.nodes:
        state = State(tuple(reversed(label)), pegs)  # Sage labels put the largest disc first
        for move in state.legal_moves():
            after = tuple(reversed(state.apply(move).positions))
            expected.add((frozenset((label, after)), move.disc))
    assert {(frozenset((u, v)), d) for u, v, d in G.edges(data="disc")} == expected


def test_sierpinski_layout_puts_towers_at_corners_and_every_edge_the_same_length() -> None:
    for n in range(1, 6):
        G = graph(n)
        pos = hanoi_layout(G)
        assert pos[(0,) * n] == (0.5, 0.866) and pos[(1,) * n] == (0.0, 0.0) and pos[(2,) * n] == (1.0, 0.0)
        lengths = {round(math.dist(pos[u], pos[v]), 2) for u, v in G.edges}
        assert lengths == {round(1 / (2**n - 1), 2)}  # the encyclopedias' Sierpiński drawing
        assert len(set(pos.values())) == 3**n


def test_pictures_and_files(tmp_path: Path) -> None:
    G = graph(3)
    graphml = save_graph(G, tmp_path / "h.graphml")
    back = nx.read_graphml(graphml)
    assert back.number_of_nodes() == 27 and back.number_of_edges() == 39
    assert back.edges["AAA", "AAC"]["disc"] == 1 and back.nodes["CCC"]["x"] == 1.0
    gexf = nx.read_gexf(save_graph(G, tmp_path / "h.gexf"))
    assert gexf.number_of_edges() == 39
    svg = save_graph(G, tmp_path / "h.svg").read_text()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg") and disc_color(3)[1:].lower() in svg.lower()
    png = save_graph(graph(2, pegs=4), tmp_path / "h.PNG").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(draw_graph(G).axes) == 1
    with pytest.raises(InvalidArgumentError, match="must be one of"):
        save_graph(G, tmp_path / "h.dot")
    with pytest.raises(InvalidArgumentError, match=r"made by hanoi.graph\(\)"):
        save_graph(nx.path_graph(3), tmp_path / "p.png")


def test_disc_colours_follow_the_seeds() -> None:
    # red for the smallest disc, yellow for the middle one, blue for the largest
    red, yellow, blue = (disc_color(d) for d in (1, 2, 3))
    assert red.startswith("#d6") and yellow.startswith("#e6") and blue.endswith("bf")
    assert disc_color(13) == disc_color(1)
    with pytest.raises(InvalidArgumentError):
        disc_color(0)


@pytest.mark.parametrize("n", range(1, len(A143807) + 1))
def test_four_peg_geodesics_are_a143807(n: int) -> None:
    assert count_shortest_paths(State.perfect(n, pegs=4), State.perfect(n, pegs=4, peg=3)) == A143807[n - 1]


def test_shortest_path_counts_agree_with_networkx() -> None:
    G = graph(3, pegs=4)
    states = [State(tuple(reversed(label)), 4) for label in list(G.nodes)[::7]]
    for a, b in combinations(states, 2):
        label_a, label_b = tuple(reversed(a.positions)), tuple(reversed(b.positions))
        assert count_shortest_paths(a, b) == len(list(nx.all_shortest_paths(G, label_a, label_b)))
    assert count_shortest_paths(State.perfect(9), State.perfect(9, peg=1)) == 1
    assert count_shortest_paths(State.parse("ABC"), State.parse("ABC")) == 1


def test_bad_input_is_refused() -> None:
    with pytest.raises(InvalidArgumentError, match=r"pegs must be an integer in 3\.\.1000"):
        graph(3, pegs=2)
    with pytest.raises(TooLargeError, match="1594323 vertices; the limit is 531441"):
        graph(13)
    with pytest.raises(InvalidStateError, match="do not match"):
        count_shortest_paths(State.perfect(3), State.perfect(4))
    with pytest.raises(InvalidArgumentError, match="goal must be a State"):
        count_shortest_paths(State.perfect(3), "CCC")  # type: ignore[arg-type]
    with pytest.raises(TooLargeError):
        count_shortest_paths(State.perfect(20, pegs=4), State.perfect(20, peg=1, pegs=4))
