"""Pictures of the Tower's relatives that are not towers of discs: the Chinese rings and Panex.

Like :func:`hanoi.draw.svg.board`, each picture is a pure function of a position plus
keyword-only options, built with :mod:`xml.etree.ElementTree`, and returned as
:class:`~hanoi.draw.svg.SvgText` (Jupyter shows it).  Every ring is an
``<ellipse class="ring" data-ring="k" data-on="1|0">`` and every tile a
``<rect class="tile" data-tile="t" data-level="k" data-track="i" data-layer="l">``, so a page
or a test can read the position back from the picture.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hanoi import limits
from hanoi.draw.svg import DEFAULT_COLORS, SvgText, _check_size, _fmt, disc_color
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.variants.panex import PanexState
from hanoi.variants.rings import RingsState

__all__ = ["PANEX_COLORS", "panex_board", "rings_board"]

PANEX_COLORS: tuple[tuple[str, str], tuple[str, str]] = (("#1f5fa8", "#ffffff"), ("#f2a541", "#000000"))
"""The fill and the ink of the left tower's tiles (``1..9``) and of the right tower's (``a..i``)."""

_TRACKS = "ABC"


def _root(width: float, height: float, size: int | None, kind: str, title: str, **data: str) -> ET.Element:
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {_fmt(width)} {_fmt(height)}",
        "class": f"hanoi-board {kind}", "role": "img", **{f"data-{key}": value for key, value in data.items()},
    })
    if size is not None:
        root.set("width", str(size))
        root.set("height", _fmt(size * height / width))
    ET.SubElement(root, "title").text = title
    ET.SubElement(root, "rect", {"class": "background", "x": "0", "y": "0", "width": _fmt(width),
                                 "height": _fmt(height), "fill": DEFAULT_COLORS["background"]})
    return root


def _label(parent: ET.Element, x: float, y: float, text: str, *, size: int = 13, fill: str | None = None,
            css: str = "label", bold: bool = True) -> None:
    item = ET.SubElement(parent, "text", {
        "class": css, "x": _fmt(x), "y": _fmt(y), "text-anchor": "middle", "dominant-baseline": "middle",
        "font-family": "sans-serif", "font-size": str(size), "fill": fill or DEFAULT_COLORS["label"],
        **({"font-weight": "bold"} if bold else {}),
    })
    item.text = text


# --------------------------------------------------------------------------- the Chinese rings

_RING_PITCH = 40
_HANDLE = 56


def rings_board(state: RingsState, *, size: int | None = None) -> SvgText:
    """An SVG picture of a Chinese-rings position: the bar, each ring on it or hanging below, numbered.

    The handle is on the left and ring ``n`` next to it, ring 1 at the free end, as Hinz,
    Klavžar and Petr (*The Tower of Hanoi – Myths and Maths*, 2013/2018, ch. 1) write a
    position, ring ``n`` first.  A ring on the bar is drawn round the bar in its colour (the
    colour of disc ``k`` of :func:`~hanoi.draw.svg.board`); a ring off hangs below on its wire,
    dashed.  ``size`` is the width in pixels (16..10000).

    >>> picture = rings_board(RingsState.parse("1011"))
    >>> picture.count('class="ring on"'), picture.count('class="ring off"'), picture.count('data-ring="3"')
    (3, 1, 1)
    >>> rings_board("1011")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: expected a RingsState (e.g. RingsState.parse('1011')), got '1011'
    """
    if not isinstance(state, RingsState):
        raise InvalidArgumentError(f"expected a RingsState (e.g. RingsState.parse('1011')), got {state!r:.60}")
    if state.n > limits.MAX_BOARD_DISCS:
        raise TooLargeError(f"refusing to draw {state.n} rings; a picture holds at most {limits.MAX_BOARD_DISCS}",
                            size=state.n, limit=limits.MAX_BOARD_DISCS)
    size = _check_size(size)
    n = state.n
    width = _HANDLE + 24 + max(n, 1) * _RING_PITCH + 24
    bar_y, base_y = 40.0, 150.0
    on_count = sum(state.bits)
    root = _root(width, 200, size, "rings", f"Chinese rings, {n} rings: {state} ({on_count} on the bar)",
                 n=str(n), rings=str(state), rank=str(state.rank))
    frame = ET.SubElement(root, "g", {"class": "frame"})
    ET.SubElement(frame, "rect", {"class": "handle", "x": "10", "y": _fmt(bar_y - 14), "width": str(_HANDLE),
                                  "height": "28", "rx": "8", "fill": DEFAULT_COLORS["base"]})
    ET.SubElement(frame, "rect", {"class": "bar", "x": str(10 + _HANDLE), "y": _fmt(bar_y - 3),
                                  "width": _fmt(width - 20 - _HANDLE), "height": "6", "rx": "3",
                                  "fill": DEFAULT_COLORS["rod"]})
    ET.SubElement(frame, "rect", {"class": "base", "x": str(10 + _HANDLE), "y": _fmt(base_y),
                                  "width": _fmt(width - 20 - _HANDLE), "height": "8", "rx": "3",
                                  "fill": DEFAULT_COLORS["base"]})
    rings = ET.SubElement(root, "g", {"class": "rings"})
    for index, bit in enumerate(state.bits):
        ring = n - index
        x = _HANDLE + 24 + index * _RING_PITCH + _RING_PITCH / 2
        y = bar_y if bit else bar_y + 62
        item = ET.SubElement(rings, "g", {"class": "ring-group"})
        ET.SubElement(item, "line", {"class": "wire", "x1": _fmt(x), "y1": _fmt(y + 22), "x2": _fmt(x),
                                     "y2": _fmt(base_y), "stroke": DEFAULT_COLORS["rod"], "stroke-width": "2"})
        ET.SubElement(item, "ellipse", {
            "class": "ring on" if bit else "ring off", "data-ring": str(ring), "data-on": str(bit),
            "cx": _fmt(x), "cy": _fmt(y), "rx": "13", "ry": "22", "fill": "none", "stroke": disc_color(ring),
            "stroke-width": "5", **({} if bit else {"stroke-dasharray": "5 3"}),
        })
        ET.SubElement(item, "ellipse", {"class": "ring-outline", "cx": _fmt(x), "cy": _fmt(y), "rx": "15.5",
                                        "ry": "24.5", "fill": "none", "stroke": DEFAULT_COLORS["outline"],
                                        "stroke-width": "0.8"})
        _label(item, x, base_y + 26, str(ring), css="ring-number")
    return SvgText(ET.tostring(root, encoding="unicode"))


# --------------------------------------------------------------------------- Panex

_ROW = 30
_TRACK_PITCH = 120
_RULER = 44


def _tile_width(level: int) -> float:
    return 44 + 6 * level


def panex_board(state: PanexState, *, size: int | None = None) -> SvgText:
    """An SVG picture of a Panex position: three tracks joined at the top by the channel, the tiles in their layers.

    Layer 0 is the channel, layers ``1..n`` go down each track, and the ruler on the left
    numbers them: a tile of level ``k`` never sinks below layer ``k`` (Manasse, Sleator, Wei and
    Baxter, "The Panex Puzzle", 2005), so each layer's number is the least level that may stand
    there, and a tile's width grows with its level.  The left tower's tiles are blue and
    numbered ``1..n``, the right tower's orange and lettered ``a..``; each tile sits as low as it
    can, as :meth:`~hanoi.variants.panex.PanexState.layers` says.

    >>> picture = panex_board(PanexState.parse("|2||ba1|"))
    >>> picture.count('<rect class="tile'), 'data-tile="1" data-level="1" data-track="2" data-layer="0"' in picture
    (4, True)
    >>> panex_board(PanexState.start(2), size=8)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: size must be an integer number of pixels in 16..10000, got 8
    """
    if not isinstance(state, PanexState):
        raise InvalidArgumentError(f"expected a PanexState (e.g. PanexState.start(2)), got {state!r:.60}")
    size = _check_size(size)
    n = state.n
    top = 36.0  # the top of layer 0
    width = _RULER + 3 * _TRACK_PITCH + 16
    height = top + (n + 1) * _ROW + 56
    root = _root(width, height, size, "panex", f"Panex, {n} levels: {state}", n=str(n), position=str(state))
    slot = max(_tile_width(n), _tile_width(1)) + 10

    def track_x(track: int) -> float:
        return _RULER + 8 + track * _TRACK_PITCH + _TRACK_PITCH / 2

    frame = ET.SubElement(root, "g", {"class": "frame"})
    ET.SubElement(frame, "rect", {"class": "channel", "x": _fmt(track_x(0) - slot / 2), "y": _fmt(top),
                                  "width": _fmt(track_x(2) - track_x(0) + slot), "height": str(_ROW),
                                  "rx": "4", "fill": "#e9e2d6", "stroke": DEFAULT_COLORS["rod"]})
    for track in range(3):
        x = track_x(track)
        ET.SubElement(frame, "rect", {"class": "track", "data-track": str(track), "x": _fmt(x - slot / 2),
                                      "y": _fmt(top + _ROW), "width": _fmt(slot), "height": str(n * _ROW),
                                      "fill": "#e9e2d6", "stroke": DEFAULT_COLORS["rod"]})
        for layer in range(1, n + 1):
            y = top + layer * _ROW
            ET.SubElement(frame, "line", {"class": "layer-line", "x1": _fmt(x - slot / 2), "y1": _fmt(y),
                                          "x2": _fmt(x + slot / 2), "y2": _fmt(y), "stroke": "#c9bfae",
                                          "stroke-width": "1"})
        _label(frame, x, top + (n + 1) * _ROW + 18, _TRACKS[track])
    ruler = ET.SubElement(root, "g", {"class": "ruler"})
    _label(ruler, _RULER / 2, top - 14, "layer", size=10, bold=False)
    for layer in range(n + 1):
        _label(ruler, _RULER / 2, top + layer * _ROW + _ROW / 2, str(layer), size=12, css="layer-number")
    _label(ruler, width / 2, height - 14, f"a tile of level k stays in layers 0..k; blue 1..{n} left, orange "
           f"{'a' if n == 1 else 'a..' + chr(ord('a') + n - 1)} right", size=10, bold=False)
    tiles = ET.SubElement(root, "g", {"class": "tiles"})
    for track, (stack, layers) in enumerate(zip(state.tracks, state.layers(), strict=True)):
        for tile, layer in zip(stack, layers, strict=True):
            level = abs(tile)
            fill, ink = PANEX_COLORS[0 if tile > 0 else 1]
            name = str(tile) if tile > 0 else chr(ord("a") + level - 1)
            w = _tile_width(level)
            x, y = track_x(track), top + layer * _ROW
            ET.SubElement(tiles, "rect", {
                "class": "tile left" if tile > 0 else "tile right", "data-tile": str(tile), "data-level": str(level),
                "data-track": str(track), "data-layer": str(layer), "data-name": name,
                "x": _fmt(x - w / 2), "y": _fmt(y + 2), "width": _fmt(w), "height": str(_ROW - 4), "rx": "5",
                "fill": fill, "stroke": DEFAULT_COLORS["outline"], "stroke-width": "1",
            })
            _label(tiles, x, y + _ROW / 2 + 1, name, fill=ink, css="tile-name")
    return SvgText(ET.tostring(root, encoding="unicode"))
