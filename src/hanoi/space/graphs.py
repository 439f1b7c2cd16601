"""The Hanoi graph: every state a vertex, every legal move an edge, and its pictures.

The French and German encyclopedia articles describe the game graph of three pegs: ``3**n`` states,
``(3/2)(3**n - 1)`` edges, diameter ``2**n - 1``, drawn as a triangle whose corners
are the perfect towers and whose edges are coloured by the disc that moves (red for
the smallest, yellow for the middle one, blue for the largest); normalised, the
drawings tend to the Sierpiński triangle, and the graph is Pascal's triangle mod 2.

Vertex labels follow SageMath's ``graphs.HanoiTowerGraph(pegs, disks)``: a tuple of
pegs, the largest disc first, so ``(2, 0, 0)`` has the largest disc on peg 2.  Each
edge carries the moved disc as its ``disc`` attribute.  networkx and matplotlib are
imported inside the functions that need them.

>>> G = graph(3)
>>> G.number_of_nodes(), G.number_of_edges(), G.edges[(0, 0, 0), (0, 0, 1)]
(27, 39, {'disc': 1})
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._extras import require
from hanoi._files import atomic_output
from hanoi._validate import check_n, check_pegs, shown_int
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.limits import GRAPH_MAX_NODES
from hanoi.rules import Rules
from hanoi.state import State, check_pair
from hanoi.variants.graph import arcs, state_bound
from hanoi.variants.rings import RingsState

__all__ = [
    "DISC_COLORS",
    "count_shortest_paths",
    "disc_color",
    "draw_graph",
    "graph",
    "hanoi_layout",
    "save_graph",
]

I64 = npt.NDArray[np.int64]
Label = tuple[int, ...]

#: Edge colours by disc, smallest first: red, yellow and blue as in the French and German encyclopedia articles.
DISC_COLORS = ("#d62728", "#e6b800", "#1f5fbf", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
               "#e377c2", "#7f7f7f", "#bcbd22", "#000000")

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_FORMATS = (".graphml", ".gexf", ".svg", ".png")


def disc_color(disc: int) -> str:
    """The colour of the edges where ``disc`` moves (they repeat after 12 discs).

    >>> disc_color(1), disc_color(2), disc_color(3)
    ('#d62728', '#e6b800', '#1f5fbf')
    """
    if isinstance(disc, bool) or not isinstance(disc, int) or disc < 1:
        raise InvalidArgumentError(f"disc must be an integer >= 1, got {disc!r}")
    return DISC_COLORS[(disc - 1) % len(DISC_COLORS)]


def _check_size(n: int, pegs: int, max_nodes: int) -> int:
    n = check_n(n)
    pegs = check_pegs(pegs)
    max_nodes = check_n(max_nodes, "max_nodes")
    if n * math.log2(pegs) > max_nodes.bit_length() + 1:  # far too many: refuse before computing pegs**n
        count = None
    else:
        count = int(pegs**n)
        edges = math.comb(pegs, 2) * (count - (pegs - 2) ** n) // 2
        if count <= max_nodes and edges > 4 * max_nodes:  # many pegs: few states, many edges
            raise TooLargeError(
                f"the Hanoi graph of {shown_int(n)} discs on {pegs} pegs has {edges} edges; the limit is "
                f"{4 * max_nodes} (4 * max_nodes)",
                size=edges,
                limit=4 * max_nodes,
            )
        if count <= max_nodes:
            return count
    shown_count = shown_int(count) if count is not None else f"{pegs}**{shown_int(n)}"
    raise TooLargeError(
        f"the Hanoi graph of {shown_int(n)} discs on {pegs} pegs has {shown_count} vertices; the limit is "
        f"{max_nodes} (max_nodes); for layer counts use hanoi.bfs_layers",
        size=count,
        limit=max_nodes,
    )


def _edges(n: int, pegs: int) -> tuple[I64, I64, I64]:
    """Every edge once as (state, neighbour, disc), states as base-``pegs`` integers.

    Disc ``d`` may move from peg ``a`` to peg ``b`` when no smaller disc is on either;
    ``b > a`` lists each edge once.  Vectorised over all states, one disc at a time.
    """
    count = pegs**n
    index = np.arange(count, dtype=np.int64)
    occupied = np.zeros(count, dtype=np.int64)  # bit mask of the pegs of the smaller discs
    sources, targets, discs = [], [], []
    power = 1
    for disc in range(1, n + 1):
        peg = (index // power) % pegs
        free_source = (occupied >> peg) & 1 == 0
        for target in range(1, pegs):
            legal = free_source & (peg < target) & ((occupied >> target) & 1 == 0)
            state = index[legal]
            sources.append(state)
            targets.append(state + (target - peg[legal]) * power)
            discs.append(np.full(state.size, disc, dtype=np.int64))
        occupied |= 1 << peg
        power *= pegs
    if not sources:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    return np.concatenate(sources), np.concatenate(targets), np.concatenate(discs)


def _labels(n: int, pegs: int) -> list[Label]:
    """Sage's vertex labels: the pegs as a tuple, the largest disc first."""
    index = np.arange(pegs**n, dtype=np.int64)
    digits = np.stack([(index // pegs**j) % pegs for j in range(n - 1, -1, -1)], axis=1) if n else None
    if digits is None:
        return [()]
    return [tuple(row) for row in digits.tolist()]


def graph(n: int, pegs: int = 3, *, max_nodes: int = GRAPH_MAX_NODES, rules: Rules | None = None) -> Any:
    """The Hanoi graph of ``n`` discs and ``pegs`` pegs as a :class:`networkx.Graph`.

    Vertices are SageMath's ``HanoiTowerGraph`` labels (tuples of pegs, the largest disc
    first); each edge has the ``disc`` that moves along it.  Graphs of more than
    ``max_nodes`` vertices are refused before anything is built.

    >>> import networkx as nx
    >>> G = graph(5)
    >>> nx.shortest_path_length(G, (0,) * 5, (2,) * 5)  # Sage's example
    31
    >>> H = graph(6, pegs=4)
    >>> H.number_of_nodes(), nx.shortest_path_length(H, (0,) * 6, (1,) * 6)
    (4096, 17)
    >>> nx.shortest_path(graph(3), (0, 0, 0), (1, 1, 1))
    [(0, 0, 0), (0, 0, 1), (0, 2, 1), (0, 2, 2), (1, 2, 2), (1, 2, 0), (1, 1, 0), (1, 1, 1)]

    ``rules`` draws a variant's state graph (its pegs replace ``pegs``): the linear tower's is a
    path, the cyclic tower's a directed graph (a :class:`networkx.DiGraph`), the Tower of
    London's (``n`` balls, labelled by PEBL's state strings) has Shallice's 36 positions.

    >>> L = graph(3, rules=Rules.linear())
    >>> L.number_of_edges(), nx.shortest_path_length(L, (0,) * 3, (2,) * 3)
    (26, 26)
    >>> graph(3, rules=Rules.cyclic()).is_directed(), graph(3, rules=Rules.london()).number_of_nodes()
    (True, 36)
    """
    if rules is not None and not (isinstance(rules, Rules) and rules.is_classic):
        return _ruled_graph(n, rules, max_nodes)
    if rules is not None:
        pegs = rules.pegs
    _check_size(n, pegs, max_nodes)
    nx = require("networkx", "graph")

    labels = _labels(n, pegs)
    sources, targets, discs = _edges(n, pegs)
    G = nx.Graph(name=f"Hanoi graph of {n} discs on {pegs} pegs", discs=n, pegs=pegs)
    G.add_nodes_from(labels)
    G.add_edges_from(
        (labels[s], labels[t], {"disc": d})
        for s, t, d in zip(sources.tolist(), targets.tolist(), discs.tolist(), strict=True)
    )
    return G


def _ruled_graph(n: int, rules: Rules, max_nodes: int) -> Any:
    """The state graph of ``n`` pieces under ``rules``, from the search of :mod:`hanoi.variants.graph`."""
    if not isinstance(rules, Rules):
        raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {rules!r:.60}")
    max_nodes = check_n(max_nodes, "max_nodes")
    n = check_n(n)
    if n > 64:
        raise TooLargeError(f"the state graph of {shown_int(n)} pieces is larger than max_nodes={max_nodes}",
                            size=None, limit=max_nodes)
    start: State | BallState = (
        _first_balls(n, rules) if rules.pieces == "balls" else State((0,) * n, rules.pegs, rules=rules)
    )
    bound = state_bound(start)
    if bound > max_nodes:
        raise TooLargeError(
            f"the state graph of {n} pieces under the rules {rules.name!r} has up to {bound} vertices; the limit is "
            f"{max_nodes} (max_nodes)", size=bound, limit=max_nodes,
        )
    nx = require("networkx", "graph")
    kind = nx.Graph if rules.is_symmetric() else nx.DiGraph
    G = kind(name=f"state graph of {n} {rules.pieces} under the rules {rules.name}", discs=n, pegs=rules.pegs,
             rules=str(rules), variant=rules.name, pieces=rules.pieces)
    for position, after, move in arcs(start, max_states=max_nodes):
        G.add_edge(_label(position), _label(after), disc=move.disc)
    if n == 0:
        G.add_node(_label(start))
    return G


def _first_balls(n: int, rules: Rules) -> BallState:
    """Balls 1..n filled into the pegs in order, each up to its capacity."""
    stacks: list[list[int]] = [[] for _ in range(rules.pegs)]
    ball = 1
    for peg in range(rules.pegs):
        cap = rules.capacity(peg)
        while ball <= n and (cap is None or len(stacks[peg]) < cap):
            stacks[peg].append(ball)
            ball += 1
    if ball <= n:
        raise InvalidArgumentError(f"{n} balls do not fit on pegs of heights {rules.capacities}")
    return BallState(tuple(tuple(stack) for stack in stacks), rules=rules)


def _label(position: State | BallState) -> Any:
    if isinstance(position, BallState):
        return str(position)
    return tuple(reversed(position.positions))


def _shape(G: Any) -> tuple[int, int]:
    try:
        return int(G.graph["discs"]), int(G.graph["pegs"])
    except (AttributeError, KeyError, TypeError):
        raise InvalidArgumentError("expected a graph made by hanoi.graph()") from None


def hanoi_layout(G: Any) -> dict[Label, tuple[float, float]]:
    """Positions for drawing: the Sierpiński triangle for three pegs.

    For three pegs the perfect towers are the corners (A on top, B bottom left, C bottom
    right) and each sub-triangle holds the states of one position of the largest disc,
    mirrored so that the edges between them are short (the French and German encyclopedia articles).  For more
    pegs, and for the generalized Sierpiński graphs of :func:`hanoi.variants.sierpinski.sierpinski_graph`,
    the corners of a polygon are nested the same way, without mirroring.  The Chinese rings'
    path (:func:`hanoi.variants.rings.rings_graph`) runs as a snake, row under row; Panex
    (:func:`hanoi.variants.panex.panex_graph`) stands in columns by distance from the start; the
    Tower of London has a seeded spring layout.

    >>> pos = hanoi_layout(graph(2))
    >>> pos[(0, 0)], pos[(1, 1)], pos[(2, 2)]
    ((0.5, 0.866), (0.0, 0.0), (1.0, 0.0))
    """
    n, pegs = _shape(G)
    if G.graph.get("relative") == "rings":  # a path: laid out as a snake, rank by rank
        return _snake_layout(G, n)
    if G.graph.get("relative") == "panex":  # thousands of positions: columns by distance from the start
        return _layered_layout(G, str(G.graph.get("start")))
    if G.graph.get("pieces") == "balls":  # no Sierpiński structure: a spring layout, the same every time
        nx = require("networkx", "graph")
        return {node: (round(float(x), 3), round(float(y), 3))
                for node, (x, y) in nx.spring_layout(G, seed=1982).items()}
    mirrored = pegs == 3 and not G.graph.get("sierpinski")  # S(n, p)'s words need no mirroring
    if pegs == 3:
        corners = [(0.5, math.sqrt(3) / 2), (0.0, 0.0), (1.0, 0.0)]
        ratio = 2.0
    else:
        corners = [(math.sin(2 * math.pi * i / pegs), math.cos(2 * math.pi * i / pegs)) for i in range(pegs)]
        ratio = 1 + 1 / math.sin(math.pi / pegs)
    scale = sum(ratio**j for j in range(n)) or 1.0
    positions: dict[Label, tuple[float, float]] = {}
    for label in G.nodes:
        x = y = 0.0
        corner_of = list(range(pegs))  # which corner stands for each peg at this level
        for depth, peg in enumerate(label):
            size = ratio ** (n - 1 - depth)
            cx, cy = corners[corner_of[peg]]
            x += size * cx
            y += size * cy
            if mirrored:  # below, the two other pegs swap corners
                a, b = (q for q in range(3) if q != peg)
                corner_of[a], corner_of[b] = corner_of[b], corner_of[a]
        positions[label] = (round(x / scale, 3), round(y / scale, 3))
    return positions


def _snake_layout(G: Any, n: int) -> dict[Label, tuple[float, float]]:
    """The Chinese rings' path, rank by rank (the inverse Gray code), left to right then back, row under row."""
    columns = 1 << ((n + 1) // 2)
    positions: dict[Label, tuple[float, float]] = {}
    for node in G.nodes:
        rank = RingsState.parse(str(node)).rank
        row, column = divmod(rank, columns)
        if row % 2:
            column = columns - 1 - column
        positions[node] = (round(column / max(columns - 1, 1), 3), round(-row / max(columns - 1, 1), 3))
    return positions


def _layered_layout(G: Any, start: str) -> dict[Label, tuple[float, float]]:
    """One column per distance from ``start``, the positions of a column in order of their names."""
    nx = require("networkx", "graph")
    if start not in G:
        raise InvalidArgumentError(f"the graph has no start vertex {start!r:.60}")
    depth = nx.single_source_shortest_path_length(G, start)
    columns: dict[int, list[Any]] = {}
    for node, d in depth.items():
        columns.setdefault(d, []).append(node)
    last = max(columns) or 1
    tallest = max(len(column) for column in columns.values())
    positions: dict[Label, tuple[float, float]] = {}
    for d, column in columns.items():
        column.sort(key=str)
        for index, node in enumerate(column):
            positions[node] = (round(d / last, 3), round((index - (len(column) - 1) / 2) / tallest, 3))
    return positions


def draw_graph(G: Any, *, ax: Any = None, labels: bool | None = None) -> Any:
    """Draw the graph in :func:`hanoi_layout`, edges coloured by the moved disc.

    Returns the matplotlib figure.  Vertex names (``AAB``, largest disc first) are
    written for graphs of at most 27 vertices unless ``labels`` says otherwise.

    >>> figure = draw_graph(graph(3))
    >>> len(figure.axes[0].collections)
    2
    """
    n, pegs = _shape(G)
    matplotlib = require("matplotlib", "graph")

    if ax is None:
        matplotlib.use("Agg", force=False)
    from matplotlib.collections import LineCollection
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D

    pos = hanoi_layout(G)
    if ax is None:
        figure = Figure(figsize=(8, 7.2))
        ax = figure.add_subplot()
    else:
        figure = ax.figure
    edges = list(G.edges(data="disc"))
    segments = [(pos[u], pos[v]) for u, v, _ in edges]
    colors = [disc_color(d) for _, _, d in edges]
    width = max(0.3, 2.5 - 0.3 * n)
    ax.add_collection(LineCollection(segments, colors=colors, linewidths=width, zorder=1))
    if G.number_of_nodes() <= 729:  # beyond that the dots hide the edges
        xs, ys = zip(*pos.values(), strict=True)
        ax.scatter(xs, ys, s=max(1.0, 40.0 / (n + 1) ** 1.5), c="black", zorder=2, linewidths=0)
    if labels if labels is not None else G.number_of_nodes() <= 27:
        for node, (x, y) in pos.items():
            ax.annotate(_name(node), (x, y), textcoords="offset points", xytext=(0, 5), ha="center", fontsize=7)
    shown = range(1, min(n, len(DISC_COLORS)) + 1)
    relative = G.graph.get("relative")
    word = "ring" if relative == "rings" else "level" if G.graph.get("sierpinski") or relative == "panex" else "disc"
    ax.legend(handles=[Line2D([], [], color=disc_color(d), label=f"{word} {d}") for d in shown],
              loc="upper right", fontsize=8, frameon=False)
    variant = G.graph.get("variant")
    if relative == "rings":
        ax.set_title(f"Chinese rings: {n} rings ({G.number_of_nodes()} positions, a path)")
    elif relative == "panex":
        ax.set_title(f"Panex: {n} level{'s' if n != 1 else ''} ({G.number_of_nodes()} positions)")
    elif G.graph.get("sierpinski"):
        ax.set_title(f"Sierpiński graph S({n}, {pegs}) ({G.number_of_nodes()} vertices)")
    elif variant:
        ax.set_title(f"{variant} rules: {n} {G.graph.get('pieces', 'discs')}, {pegs} pegs "
                     f"({G.number_of_nodes()} states)")
    else:
        ax.set_title(f"Hanoi graph: {n} discs, {pegs} pegs ({G.number_of_nodes()} states)")
    ax.set_aspect("equal")
    ax.autoscale_view()
    ax.margins(0.04)
    ax.set_axis_off()
    return figure


def _name(label: Label | str) -> str:
    if isinstance(label, str):
        return label
    return "".join(_LETTERS[peg] for peg in label) if all(peg < 26 for peg in label) else str(label)


def _for_export(G: Any) -> Any:
    """A copy with string vertex names (``AAB``), positions and colours as attributes."""
    nx = require("networkx", "graph")

    pos = hanoi_layout(G)
    H = (nx.DiGraph if G.is_directed() else nx.Graph)(
        **{k: v for k, v in G.graph.items() if isinstance(v, (str, int, float))}
    )
    for node in G.nodes:
        x, y = pos[node]
        H.add_node(_name(node), x=x, y=y, state=_name(node))
    for u, v, disc in G.edges(data="disc"):
        H.add_edge(_name(u), _name(v), disc=disc, color=disc_color(disc))
    return H


def _gexf_visuals(H: Any) -> None:
    for _, data in H.nodes(data=True):
        data["viz"] = {"position": {"x": data["x"] * 1000, "y": data["y"] * 1000, "z": 0.0}, "size": 2.0}
    for _, _, data in H.edges(data=True):
        rgb = data["color"].lstrip("#")
        r, g, b = (int(rgb[i : i + 2], 16) for i in (0, 2, 4))
        data["viz"] = {"color": {"r": r, "g": g, "b": b, "a": 1.0}}


def save_graph(G: Any, path: str | os.PathLike[str]) -> Path:
    """Write the graph to ``path``; the suffix picks the format.

    ``.graphml`` and ``.gexf`` hold the vertices by name (``AAB``) with their
    :func:`hanoi_layout` position, and the edges with their ``disc`` and colour (GEXF
    also as ``viz`` attributes, for Gephi); ``.svg`` and ``.png`` are
    :func:`draw_graph` pictures.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> save_graph(graph(2), folder / "h.graphml").stat().st_size > 0
    True
    >>> save_graph(graph(2), folder / "h.txt")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: cannot write 'h.txt': the suffix must be one of .graphml, .gexf, .svg, .png
    """
    out = Path(path)
    suffix = out.suffix.lower()
    if suffix not in _FORMATS:
        raise InvalidArgumentError(f"cannot write {out.name!r}: the suffix must be one of {', '.join(_FORMATS)}")
    _shape(G)
    nx = require("networkx", "graph")

    with atomic_output(out) as handle:  # written whole: a failure leaves an older file as it was
        if suffix == ".graphml":
            nx.write_graphml(_for_export(G), handle)
        elif suffix == ".gexf":
            H = _for_export(G)
            _gexf_visuals(H)
            nx.write_gexf(H, handle)
        else:
            figure = draw_graph(G)
            figure.savefig(handle, format=suffix[1:], dpi=150, bbox_inches="tight")
    return out


# --------------------------------------------------------------------------- shortest paths


def _state_index(state: State) -> int:
    index = 0
    for peg in reversed(state.positions):
        index = index * state.pegs + peg
    return index


def count_shortest_paths(start: State, goal: State, *, max_states: int = 1 << 22, method: str = "auto") -> int:
    """The number of distinct shortest move sequences from ``start`` to ``goal``.

    ``method="bfs"``: a breadth-first search over all ``p**n`` states (at most ``max_states``)
    that adds up, layer by layer, the number of shortest paths reaching each state (exact big
    integers).  ``"forward"`` and ``"middle"``: the counts on the geodesic states only
    (:func:`hanoi.space.geodesics.count_geodesics`, one two-bit search from ``goal``; the
    ``bfs`` extra).  ``"auto"``: ``bfs`` up to ``max_states`` states, else ``forward`` when
    its search stores at most ``max_states`` orbits (4**12 / 6 with four pegs), else a
    refusal that names ``method``.
    Between perfect towers it is 1 for three pegs and OEIS A143807 for four
    (1, 2, 2, 22, 40, 18, 2468, ...).

    >>> [count_shortest_paths(State.perfect(n, pegs=4), State.perfect(n, pegs=4, peg=3)) for n in range(1, 7)]
    [1, 2, 2, 22, 40, 18]
    >>> count_shortest_paths(State.perfect(8), State.perfect(8, peg=2))
    1
    >>> count_shortest_paths(State.perfect(11, pegs=4), State.perfect(11, pegs=4, peg=3), method="middle")
    74056628
    """
    check_pair(start, goal)
    if method not in ("auto", "bfs", "forward", "middle"):
        raise InvalidArgumentError(f"method must be 'auto', 'bfs', 'forward' or 'middle', got {method!r:.60}")
    max_states = check_n(max_states, "max_states")
    small = start.n * math.log2(start.pegs) <= max_states.bit_length() and start.pegs**start.n <= max_states
    if method == "auto" and not small and start.n * math.log2(start.pegs) < 62:
        from hanoi.space.kernel import make_plan

        stored = make_plan(goal, True, 1).stored
        if stored > max_states:
            raise TooLargeError(f"the search from {goal} stores {stored} states; the limit is {max_states} "
                                "(max_states); method='forward' counts without that limit", size=stored,
                                limit=max_states)
    if method in ("forward", "middle") or (method == "auto" and not small):
        from hanoi.space.geodesics import count_geodesics

        return count_geodesics(start, goal, method="forward" if method == "auto" else method).paths
    _check_size(start.n, start.pegs, max_states)
    sources, targets, _ = _edges(start.n, start.pegs)
    count = start.pegs**start.n
    # an adjacency list in CSR form, both directions
    ends = np.concatenate([sources, targets])
    order = np.argsort(ends, kind="stable")
    neighbours = np.concatenate([targets, sources])[order]
    offsets = np.zeros(count + 1, dtype=np.int64)
    np.cumsum(np.bincount(ends, minlength=count), out=offsets[1:])
    source, target = _state_index(start), _state_index(goal)
    seen = np.zeros(count, dtype=bool)
    seen[source] = True
    paths = np.zeros(count, dtype=object)  # exact Python integers
    paths[source] = 1
    frontier = np.array([source], dtype=np.int64)
    while not seen[target]:
        starts, sizes = offsets[frontier], offsets[frontier + 1] - offsets[frontier]
        owners = np.repeat(frontier, sizes)
        reach = neighbours[np.repeat(starts - np.cumsum(sizes) + sizes, sizes) + np.arange(sizes.sum())]
        fresh = ~seen[reach]
        owners, reach = owners[fresh], reach[fresh]
        np.add.at(paths, reach, paths[owners])
        frontier = np.unique(reach)
        seen[frontier] = True
    return int(paths[target])
