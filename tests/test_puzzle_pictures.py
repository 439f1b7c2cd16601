"""Pictures and state graphs of the Chinese rings and Panex, against positions written out by hand.

The expected places below are written from the rules (Gros 1872 for the rings; Manasse,
Sleator, Wei and Baxter 2005 for Panex), not read from the library: which rings are on, and
which layer each Panex tile sinks to.  The graphs are compared with breadth-first searches
over the moves (the rings' ``legal_moves``; Panex's search of its own, written from the rules in
``test_panex_variant.py``), and with the closed counts ``2**n`` and ``2**n - 1``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import deque
from pathlib import Path

import networkx as nx
import pytest

from hanoi import HanoiError
from hanoi.draw.puzzles import panex_board, rings_board
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.space.graphs import hanoi_layout, save_graph
from hanoi.variants.panex import PanexState, panex_graph
from hanoi.variants.rings import RingsState, rings_graph, rings_state_at
from test_panex_variant import own_bfs, own_layout, own_successors

SVG = "{http://www.w3.org/2000/svg}"


def parse(picture: str) -> ET.Element:
    root = ET.fromstring(picture)  # well-formed XML, or this raises
    assert root.tag == f"{SVG}svg"
    return root


def by_class(root: ET.Element, tag: str, css: str) -> list[ET.Element]:
    return [item for item in root.iter(f"{SVG}{tag}") if css in (item.get("class") or "").split()]


# --------------------------------------------------------------------------- the rings' picture
@pytest.mark.parametrize(("text", "on"), [
    ("1", {1}), ("0", set()), ("111", {1, 2, 3}), ("000", set()), ("1011", {4, 2, 1}), ("10110", {5, 3, 2}),
    ("0000000001", {1}), ("1000000000", {10}),
])
def test_the_rings_picture_shows_each_ring_on_or_off(text: str, on: set[int]) -> None:
    root = parse(rings_board(RingsState.parse(text)))
    rings = by_class(root, "ellipse", "ring")
    n = len(text)
    assert sorted(int(item.get("data-ring", "0")) for item in rings) == list(range(1, n + 1))
    assert {int(item.get("data-ring", "0")) for item in by_class(root, "ellipse", "on")} == on
    assert len(by_class(root, "ellipse", "off")) == n - len(on)
    bar = by_class(root, "rect", "bar")[0]
    bar_y = float(bar.get("y", "0")) + float(bar.get("height", "0")) / 2
    for item in rings:  # a ring on is drawn round the bar, a ring off hangs below it
        centre = float(item.get("cy", "0"))
        assert (centre == bar_y) == (int(item.get("data-ring", "0")) in on)
        assert centre >= bar_y
    xs = {int(item.get("data-ring", "0")): float(item.get("cx", "0")) for item in rings}
    assert sorted(xs, key=xs.__getitem__) == list(range(n, 0, -1))  # ring n next to the handle, on the left
    handle = by_class(root, "rect", "handle")[0]
    assert float(handle.get("x", "0")) < min(xs.values())
    numbers = sorted(int(item.text or "0") for item in by_class(root, "text", "ring-number"))
    assert numbers == list(range(1, n + 1))


def test_the_rings_picture_is_deterministic_and_sized() -> None:
    state = RingsState.parse("10110")
    assert rings_board(state) == rings_board(state)
    root = parse(rings_board(state, size=500))
    assert root.get("width") == "500" and root.get("data-rings") == "10110" and root.get("data-rank") == "27"
    assert rings_board(state)._repr_svg_() == rings_board(state)


# --------------------------------------------------------------------------- the Panex picture
PLACES = [  # (position, {(tile, track, layer)}): each tile as low as its level and the tiles below let it sink
    ("|1||a|", {(1, 0, 1), (-1, 2, 1)}),
    ("|21||ba|", {(2, 0, 2), (1, 0, 1), (-2, 2, 2), (-1, 2, 1)}),
    ("|2||ba1|", {(2, 0, 2), (-2, 2, 2), (-1, 2, 1), (1, 2, 0)}),
    ("||21|ba|", {(2, 1, 2), (1, 1, 1), (-2, 2, 2), (-1, 2, 1)}),
    ("|3|2a1|cb|", {(3, 0, 3), (2, 1, 2), (-1, 1, 1), (1, 1, 0), (-3, 2, 3), (-2, 2, 2)}),
    ("|1|3|cba2|", {(1, 0, 1), (3, 1, 3), (-3, 2, 3), (-2, 2, 2), (-1, 2, 1), (2, 2, 0)}),
    ("|a1|||", {(-1, 0, 1), (1, 0, 0)}),
]


@pytest.mark.parametrize(("text", "places"), PLACES)
def test_the_panex_picture_puts_each_tile_in_its_layer(text: str, places: set[tuple[int, int, int]]) -> None:
    root = parse(panex_board(PanexState.parse(text)))
    tiles = by_class(root, "rect", "tile")
    assert len(tiles) == len(places) == len(text) - 4
    found = {(int(t.get("data-tile", "0")), int(t.get("data-track", "0")), int(t.get("data-layer", "0")))
             for t in tiles}
    assert found == places
    tracks = {int(t.get("data-track", "0")): t for t in by_class(root, "rect", "track")}
    channel = by_class(root, "rect", "channel")[0]
    row = float(channel.get("height", "0"))
    top = float(channel.get("y", "0"))
    for tile in tiles:  # the geometry says the same: centred on its track, in the row of its layer
        track = tracks[int(tile.get("data-track", "0"))]
        centre = float(tile.get("x", "0")) + float(tile.get("width", "0")) / 2
        assert abs(centre - (float(track.get("x", "0")) + float(track.get("width", "0")) / 2)) < 0.01
        assert int((float(tile.get("y", "0")) - top) // row) == int(tile.get("data-layer", "0"))
        left = int(tile.get("data-tile", "0")) > 0
        assert ("left" in (tile.get("class") or "")) == left
    names = sorted(t.text or "" for t in by_class(root, "text", "tile-name"))
    n = (len(text) - 4) // 2
    assert names == sorted([str(k) for k in range(1, n + 1)] + [chr(ord("a") + k) for k in range(n)])
    layers = [item.text for item in by_class(root, "text", "layer-number")]
    assert layers == [str(k) for k in range(n + 1)]  # the level limits: every layer numbered, 0 the channel
    widths = {int(t.get("data-level", "0")): float(t.get("width", "0")) for t in tiles}
    assert [widths[k] for k in sorted(widths)] == sorted(widths.values())  # wider with the level


def test_the_panex_picture_is_deterministic() -> None:
    state = PanexState.start(3)
    assert panex_board(state) == panex_board(state)
    assert parse(panex_board(state, size=300)).get("width") == "300"


@pytest.mark.parametrize("call", [
    lambda: rings_board("1011"),  # type: ignore[arg-type]
    lambda: rings_board(None),  # type: ignore[arg-type]
    lambda: rings_board(RingsState.parse("1"), size=8),
    lambda: rings_board(RingsState.parse("1"), size=True),  # type: ignore[arg-type]
    lambda: rings_board(RingsState.all_on(1001)),
    lambda: panex_board("|21||ba|"),  # type: ignore[arg-type]
    lambda: panex_board(PanexState.start(2), size=10**9),
    lambda: rings_graph(-1),
    lambda: rings_graph(20, max_nodes=1000),
    lambda: rings_graph(10**100),
    lambda: rings_graph(3, double=1),  # type: ignore[arg-type]
    lambda: rings_graph(3, max_nodes=-5),
    lambda: panex_graph(0),
    lambda: panex_graph(10),
    lambda: panex_graph(3, max_nodes=100),
    lambda: panex_graph("2"),  # type: ignore[arg-type]
])
def test_bad_input_is_refused_clearly(call: object) -> None:
    with pytest.raises(HanoiError) as caught:
        call()  # type: ignore[operator]
    assert len(str(caught.value)) < 300


def test_the_refusals_say_why() -> None:
    with pytest.raises(TooLargeError, match="2\\*\\*20 vertices; the limit is 1000"):
        rings_graph(20, max_nodes=1000)
    with pytest.raises(TooLargeError, match="4,872 vertices; the limit is 100"):
        panex_graph(3, max_nodes=100)
    with pytest.raises(InvalidArgumentError, match="expected a PanexState"):
        panex_board(None)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the state graphs
def rings_bfs(n: int, double: bool) -> set[frozenset[str]]:
    """Every edge reached from all rings off by the moves themselves."""
    start = RingsState.all_off(n)
    seen, queue, edges = {start}, deque([start]), set()
    while queue:
        state = queue.popleft()
        for move in state.legal_moves(double=double):
            after = state.apply(move)
            edges.add(frozenset((str(state), str(after))))
            if after not in seen:
                seen.add(after)
                queue.append(after)
    assert len(seen) == 2**n
    return edges


@pytest.mark.parametrize("n", range(0, 11))
def test_the_rings_graph_is_the_path_of_the_moves(n: int) -> None:
    G = rings_graph(n)
    assert G.number_of_nodes() == 2**n and G.number_of_edges() == max(2**n - 1, 0)
    assert {frozenset(edge) for edge in G.edges} == rings_bfs(n, double=False)
    if n:
        assert nx.is_connected(G) and max(d for _, d in G.degree()) <= 2
        ends = sorted(node for node, d in G.degree() if d <= 1)
        assert ends == sorted({"0" * n, "1" + "0" * (n - 1)})  # all off, and the last Gray code word
    for u, v, ring in G.edges(data="disc"):
        differ = [n - i for i in range(n) if u[i] != v[i]]
        assert differ == [ring]
    double = rings_graph(n, double=True)
    assert {frozenset(edge) for edge in double.edges} == rings_bfs(n, double=True)
    assert double.number_of_edges() == 2**n - 1 + (2 ** (n - 2) if n >= 2 else 0)


def test_the_rings_graph_is_drawn_as_a_snake_of_short_edges(tmp_path: Path) -> None:
    G = rings_graph(6)
    pos = hanoi_layout(G)
    step = 1 / 7  # 8 columns
    for u, v in G.edges:
        (x1, y1), (x2, y2) = pos[u], pos[v]
        assert abs(abs(x1 - x2) + abs(y1 - y2) - step) < 0.01  # neighbours in the path are neighbours in the grid
    assert len(set(pos.values())) == 64
    out = save_graph(G, tmp_path / "rings.svg")
    parse(out.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("n", "vertices", "edges"), [(1, 12, 18), (2, 216, 360), (3, 4872, 7424)])
def test_the_panex_graph_equals_an_independent_search(n: int, vertices: int, edges: int) -> None:
    G = panex_graph(n)
    assert (G.number_of_nodes(), G.number_of_edges()) == (vertices, edges)
    reached = own_bfs(n)
    assert len(reached) == vertices
    own_edges = set()
    for position in reached:
        for after in own_successors(position, n):
            own_edges.add(frozenset((position, after)))
    assert len(own_edges) == edges

    def layout(name: str) -> object:
        return own_layout(PanexState.parse(name))

    assert {frozenset((layout(u), layout(v))) for u, v in G.edges} == own_edges
    for u, v, level in G.edges(data="disc"):  # the edge names the level of the tile that moves
        where = [{tile: i for i, stack in enumerate(PanexState.parse(name).tracks) for tile in stack}
                 for name in (u, v)]
        moved = {tile for tile in where[0] if where[0][tile] != where[1][tile]}
        assert {abs(t) for t in moved} == {level}


def test_the_panex_graph_is_drawn_in_columns_by_distance(tmp_path: Path) -> None:
    G = panex_graph(2)
    pos = hanoi_layout(G)
    distance = own_bfs(2)  # from the start, by the search written from the rules
    deepest = max(distance.values())
    for node, (x, _) in pos.items():
        assert x == round(distance[own_layout(PanexState.parse(node))] / deepest, 3)
    assert len(set(pos.values())) == 216 and pos == hanoi_layout(panex_graph(2))
    G = panex_graph(1)
    out = save_graph(G, tmp_path / "panex.svg")
    assert "Panex: 1 level (12 positions)" in out.read_text(encoding="utf-8")


# --------------------------------------------------------------------------- the command line
def run(*args: str) -> tuple[int, str, str]:
    from typer.testing import CliRunner

    import hanoi.cli  # noqa: F401  (registers every command)
    from hanoi.cli.app import app

    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def on_rings(path: Path) -> set[int]:
    root = parse(path.read_text(encoding="utf-8"))
    return {int(item.get("data-ring", "0")) for item in by_class(root, "ellipse", "on")}


def test_the_rings_command_draws(tmp_path: Path) -> None:
    out = tmp_path / "r.svg"
    assert run("rings", "5", "--svg", str(out)) == (0, f"wrote {out}\n", "")
    assert on_rings(out) == {1, 2, 3, 4, 5}
    assert run("rings", "5", "--move", "7", "--svg", str(out))[0] == 0
    assert on_rings(out) == {k for k in range(1, 6) if rings_state_at(5, 7).is_on(k)}
    assert run("rings", "3", "--move", "5", "--svg", str(out))[0] == 0
    assert on_rings(out) == set()  # '1 off', '3 off', '1 on', '2 off', '1 off': all off after five
    assert run("rings", "--from", "10110", "--svg", str(out))[0] == 0
    assert on_rings(out) == {5, 3, 2}
    for args in (["rings", "5", "--svg", str(tmp_path / "r.png")], ["rings", "5", "--count", "--svg", str(out)],
                 ["rings", "--from", "1", "--to", "0", "--svg", str(out)], ["rings", "--svg", str(out)],
                 ["rings", "3", "--from", "101", "--svg", str(out)], ["rings", "--from", "12", "--svg", str(out)]):
        code, _, err = run(*args)
        assert code == 2 and "Traceback" not in err, args
    assert run("rings", "3", "--move", "6", "--svg", str(out))[0] == 1  # past the 5 moves
    assert run("rings", "2000", "--svg", str(out))[0] == 1  # too many rings to draw


def test_the_panex_command_draws(tmp_path: Path) -> None:
    out = tmp_path / "p.svg"
    assert run("panex", "2", "--svg", str(out)) == (0, f"wrote {out}\n", "")
    root = parse(out.read_text(encoding="utf-8"))
    assert len(by_class(root, "rect", "tile")) == 4 and root.get("data-position") == "|21||ba|"
    assert run("panex", "--from", "|2|1a|b|", "--svg", str(out))[0] == 0
    assert parse(out.read_text(encoding="utf-8")).get("data-position") == "|2|1a|b|"
    for args in (["panex", "--svg", str(out)], ["panex", "2", "--from", "|21||ba|", "--svg", str(out)],
                 ["panex", "10", "--svg", str(out)], ["panex", "2", "--count", "--svg", str(out)],
                 ["panex", "--from", "|21||bx|", "--svg", str(out)], ["panex", "2", "--svg", str(tmp_path / "p")]):
        code, _, err = run(*args)
        assert code == 2 and "Traceback" not in err, args


def test_the_graph_command_draws_the_rings_and_panex(tmp_path: Path) -> None:
    out = tmp_path / "g.graphml"
    code, text, _ = run("graph", "4", "--rings", "--out", str(out))
    assert code == 0 and text == f"wrote {out}: 4 Chinese rings, 16 positions, 15 moves\n"
    G = nx.read_graphml(out)
    assert (G.number_of_nodes(), G.number_of_edges()) == (16, 15)
    code, text, _ = run("graph", "2", "--panex", "--out", str(out))
    assert code == 0 and text == f"wrote {out}: 2-level Panex, 216 positions, 360 moves\n"
    assert nx.read_graphml(out).number_of_edges() == 360
    for args, wanted in ((["graph", "4", "--rings", "--panex"], 2), (["graph", "4", "--rings", "--sierpinski"], 2),
                         (["graph", "4", "--rings", "--variant", "linear"], 2),
                         (["graph", "2", "--panex", "--pegs", "4"], 2),
                         (["graph", "30", "--rings"], 1), (["graph", "3", "--panex", "--max-nodes", "100"], 1),
                         (["graph", "0", "--panex"], 1)):
        code, _, err = run(*args, "--out", str(out))
        assert code == wanted and "Traceback" not in err, args
