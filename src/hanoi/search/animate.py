"""The order in which a strategy discovers the states, on the Sierpiński drawing of the 3-peg graph.

The vertices sit where :func:`hanoi.space.graphs.hanoi_layout` puts them (the perfect towers
at the corners, the French and German encyclopedia articles), the edges are coloured by the disc that moves
(:func:`hanoi.space.graphs.disc_color`), and each state lights up when the strategy first
sees it, its colour going from blue (early) to red (late); at the end the path found is
drawn over them.  Breadth-first search spreads in rings around the start, depth-first
search dives along one branch, A* heads for the goal.  :func:`discovery_svg` animates with
SMIL (any browser, looping) and :func:`discovery_gif` writes frames with Pillow (extra
``gif``); both need networkx (extra ``graph``) for the layout.

>>> from hanoi import State
>>> from hanoi.search import run
>>> report = run(State.parse("AAA"), State.parse("CCC"), "bfs", record=True)
>>> picture = discovery_svg(report)
>>> picture.count('class="state"'), picture.count("<animate ")
(27, 26)
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from typing import Any

from hanoi._extras import require
from hanoi.draw.svg import SvgText
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.search.runner import SearchReport

__all__ = ["MAX_ANIMATED_DISCS", "discovery_gif", "discovery_svg"]

MAX_ANIMATED_DISCS = 6
"""The most discs drawn (729 states; beyond, the vertices are smaller than a pixel or two)."""

_UNSEEN = "#dddddd"
_RAMP = ((44, 123, 182), (255, 217, 102), (215, 25, 28))  # blue, yellow, red


def _ramp(fraction: float) -> str:
    """A colour from blue (0) through yellow to red (1)."""
    scaled = min(max(fraction, 0.0), 1.0) * (len(_RAMP) - 1)
    i = min(int(scaled), len(_RAMP) - 2)
    t = scaled - i
    rgb = (round(a + (b - a) * t) for a, b in zip(_RAMP[i], _RAMP[i + 1], strict=True))
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _check(report: object) -> SearchReport:
    if not isinstance(report, SearchReport):
        raise InvalidArgumentError(f"expected a SearchReport from hanoi.search.run, got {report!r}"[:300])
    if report.start.pegs != 3:
        raise InvalidArgumentError(
            f"the Sierpiński drawing is of the 3-peg graph; this search has {report.start.pegs} pegs"
        )
    if report.start.n > MAX_ANIMATED_DISCS:
        raise TooLargeError(
            f"refusing to draw the discovery of {report.start.n} discs; the drawing shows at most "
            f"{MAX_ANIMATED_DISCS} (3**{MAX_ANIMATED_DISCS} states)"
        )
    if report.order is None:
        raise InvalidArgumentError("this report has no discovery order: run the search with record=True")
    return report


def _geometry(report: SearchReport, size: int) -> tuple[dict[tuple[int, ...], tuple[float, float]], list[Any], float]:
    """Pixel positions of the states (labels as in :func:`hanoi.space.graphs.graph`), the edges, the height."""
    require("networkx", "graph")
    from hanoi.space.graphs import graph, hanoi_layout

    G = graph(report.start.n, 3)
    layout = hanoi_layout(G)
    margin = 0.06 * size
    span = size - 2 * margin
    height = span * 0.866 + 2 * margin + 28
    where = {label: (margin + x * span, height - margin - y * span) for label, (x, y) in layout.items()}
    return where, list(G.edges(data="disc")), height


def _label(report: SearchReport, code: int) -> tuple[int, ...]:
    return tuple(reversed(report.problem.state(code).positions)) if report.problem else ()


def _check_number(name: str, value: object, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
        raise InvalidArgumentError(f"{name} must be a number in {low}..{high}, got {value!r}"[:300])
    return float(value)


def discovery_svg(report: SearchReport, *, size: int = 640, seconds: float = 8.0, hold: float = 2.0) -> SvgText:
    """An animated SVG of the states in the order ``report`` first saw them, then its path.

    ``report`` comes from :func:`hanoi.search.run` with ``record=True`` on three pegs and
    at most :data:`MAX_ANIMATED_DISCS` discs; ``seconds`` is the length of the discovery,
    ``hold`` the time the end stays before the loop restarts.

    >>> from hanoi import State
    >>> from hanoi.search import run
    >>> svg = discovery_svg(run(State.parse("AA"), State.parse("CC"), "dfs", record=True), seconds=2, hold=1)
    >>> 'dur="3s"' in svg, svg.count('class="path"')
    (True, 1)
    """
    report = _check(report)
    width = int(_check_number("size", size, 64, 4096))
    spread = _check_number("seconds", seconds, 0.1, 600)
    rest = _check_number("hold", hold, 0, 600)
    total = spread + rest
    where, edges, height = _geometry(report, width)
    from hanoi.space.graphs import disc_color

    order = report.order or ()
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {_f(height)}",
        "width": str(width), "height": _f(height), "class": "hanoi-discovery", "role": "img",
    })
    title = (f"{report.strategy}: the order of discovery from {report.start} to {report.goal}, "
             f"{len(order)} of {3 ** report.start.n} states seen")
    ET.SubElement(root, "title").text = title
    ET.SubElement(root, "rect", {"x": "0", "y": "0", "width": str(width), "height": _f(height), "fill": "#fbfaf7"})
    caption = ET.SubElement(root, "text", {"x": _f(width / 2), "y": "20", "text-anchor": "middle",
                                           "font-family": "sans-serif", "font-size": "14", "fill": "#333333"})
    found = f"path of {report.length} moves" if report.found else "no path"
    caption.text = f"{report.strategy}: {len(order)} of {3 ** report.start.n} states seen, {found}"
    lines = ET.SubElement(root, "g", {"class": "edges", "stroke-width": _f(max(0.6, 2.4 - 0.3 * report.start.n))})
    for u, v, disc in edges:
        (x1, y1), (x2, y2) = where[u], where[v]
        ET.SubElement(lines, "line", {"x1": _f(x1), "y1": _f(y1), "x2": _f(x2), "y2": _f(y2),
                                      "stroke": disc_color(disc), "stroke-opacity": "0.45"})
    radius = max(2.0, 0.35 * width / 2 ** (report.start.n + 1))
    seen_at = {code: i for i, code in enumerate(order)}
    dots = ET.SubElement(root, "g", {"class": "states"})
    for label, (x, y) in where.items():
        circle = ET.SubElement(dots, "circle", {"class": "state", "cx": _f(x), "cy": _f(y), "r": _f(radius),
                                                "fill": _UNSEEN, "data-state": "".join("ABC"[p] for p in label)})
        code = sum(peg * 3**i for i, peg in enumerate(reversed(label)))
        if code in seen_at:
            rank = seen_at[code]
            moment = spread * rank / max(len(order), 1) / total
            color = _ramp(rank / max(len(order) - 1, 1))
            ET.SubElement(circle, "animate", {
                "attributeName": "fill", "dur": f"{_f(total)}s", "repeatCount": "indefinite", "calcMode": "discrete",
                "keyTimes": f"0;{_t(moment)};1" if moment > 0 else "0;1",
                "values": f"{_UNSEEN};{color};{color}" if moment > 0 else f"{color};{color}",
            })
    if report.path:
        points = " ".join(f"{_f(where[_label(report, c)][0])},{_f(where[_label(report, c)][1])}" for c in report.path)
        line = ET.SubElement(root, "polyline", {"class": "path", "points": points, "fill": "none", "stroke": "#111111",
                                                "stroke-width": _f(radius), "stroke-linejoin": "round",
                                                "opacity": "0"})
        ET.SubElement(line, "animate", {
            "attributeName": "opacity", "dur": f"{_f(total)}s", "repeatCount": "indefinite", "calcMode": "discrete",
            "keyTimes": f"0;{_t(spread / total)};1", "values": "0;0.8;0.8",
        })
    for code, mark in ((report.problem.start if report.problem else 0, "#1a9641"),
                       (report.problem.goal if report.problem else 0, "#111111")):
        x, y = where[_label(report, code)]
        ET.SubElement(root, "circle", {"class": "end", "cx": _f(x), "cy": _f(y), "r": _f(radius * 2.2),
                                       "fill": "none", "stroke": mark, "stroke-width": _f(max(radius / 2, 1.5))})
    return SvgText(ET.tostring(root, encoding="unicode"))


def discovery_gif(report: SearchReport, *, size: int = 480, frames: int = 60, frame_ms: int = 80,
                  hold_ms: int = 2000) -> bytes:
    """The same picture as :func:`discovery_svg` as an animated GIF (Pillow); returns the file's bytes.

    >>> from hanoi import State
    >>> from hanoi.search import run
    >>> data = discovery_gif(run(State.parse("AA"), State.parse("CC"), "bfs", record=True), size=120, frames=4)
    >>> data[:6]
    b'GIF89a'
    """
    report = _check(report)
    width = int(_check_number("size", size, 64, 2048))
    count = int(_check_number("frames", frames, 1, 500))
    step_ms = int(_check_number("frame_ms", frame_ms, 10, 10_000))
    rest_ms = int(_check_number("hold_ms", hold_ms, 0, 60_000))
    image_module = require("PIL.Image", "gif")
    draw_module = require("PIL.ImageDraw", "gif")
    where, edges, height = _geometry(report, width)
    from hanoi.space.graphs import disc_color

    order = report.order or ()
    labels = [_label(report, code) for code in order]
    radius = max(1.5, 0.35 * width / 2 ** (report.start.n + 1))
    base = image_module.new("RGB", (width, round(height)), "#fbfaf7")
    pen = draw_module.Draw(base)
    for u, v, disc in edges:
        pen.line([where[u], where[v]], fill=disc_color(disc), width=max(1, round(radius / 2)))
    for x, y in where.values():
        pen.ellipse([x - radius, y - radius, x + radius, y + radius], fill=_UNSEEN)
    pen.text((width / 2, 10), f"{report.strategy}: {len(order)} of {3 ** report.start.n} states seen",
             fill="#333333", anchor="mt", font_size=max(10, width // 40))
    for code, mark in ((report.path or order)[:1], "#1a9641"), ((report.path or ())[-1:], "#111111"):
        for end in code:
            x, y = where[_label(report, end)]
            ring = 2.2 * radius
            pen.ellipse([x - ring, y - ring, x + ring, y + ring], outline=mark, width=max(1, round(radius / 2)))
    pictures = []
    shown = 0
    frame = base.copy()
    for k in range(1, count + 1):
        upto = round(len(labels) * k / count)
        pen = draw_module.Draw(frame)
        for rank in range(shown, upto):
            x, y = where[labels[rank]]
            pen.ellipse([x - radius, y - radius, x + radius, y + radius], fill=_ramp(rank / max(len(labels) - 1, 1)))
        shown = upto
        pictures.append(frame.copy())
    if report.path:
        pen = draw_module.Draw(frame)
        pen.line([where[_label(report, c)] for c in report.path], fill="#111111", width=max(2, round(radius)))
        pictures.append(frame.copy())
    durations = [step_ms] * len(pictures)
    durations[-1] += rest_ms
    out = io.BytesIO()
    pictures[0].save(out, format="GIF", save_all=True, append_images=pictures[1:], duration=durations, loop=0)
    return out.getvalue()


def _f(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _t(value: float) -> str:
    return f"{min(max(value, 0.0), 1.0):.5f}".rstrip("0").rstrip(".") or "0"
