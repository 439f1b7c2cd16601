"""Pictures of the puzzle: SVG boards, animated SVG solutions and GIFs.

Modelled on python-chess's ``chess.svg``: :func:`board` is a pure function of a
:class:`~hanoi.State` plus keyword-only options, built with
:mod:`xml.etree.ElementTree`, and it returns :class:`SvgText`, a ``str`` whose
``_repr_svg_`` makes Jupyter show the picture.  The drawing follows the Russian
tutorial: pegs on a base, discs as rounded boxes whose width grows with
their size, and a disc that rises above its peg and flies across to the next one,
which :func:`animation` (SMIL) and :func:`gif` (Pillow, imported lazily) replay.

Every disc is a ``<rect class="disc" data-disc="d">`` and the root carries the
geometry as ``data-*`` attributes, so a page can move the discs itself; the browser
game of :mod:`hanoi.web` does exactly that.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import islice

from hanoi import limits
from hanoi._extras import require
from hanoi.balls import COLORS as BALL_COLORS
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.move import Move, peg_letter
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.toronto import TORONTO_HEX, toronto_colours

__all__ = [
    "DEFAULT_COLORS",
    "DISC_PALETTE",
    "MAX_ANIMATION_MOVES",
    "MAX_BOARD_DISCS",
    "SvgText",
    "animation",
    "board",
    "call_tree",
    "disc_color",
    "disc_ink",
    "gif",
]

DEFAULT_COLORS: Mapping[str, str] = {
    "background": "#fbfaf7",
    "rod": "#6b5a4b",
    "base": "#4a3d31",
    "label": "#4a3d31",
    "highlight": "#e0a800",
    "outline": "#2b2b2b",
}
"""The colours of everything but the discs; ``disc`` and ``discD`` keys override discs."""

MAX_BOARD_DISCS = limits.MAX_BOARD_DISCS
"""The most discs :func:`board` draws (a picture of more is too large to be of use)."""

MAX_ANIMATION_MOVES = limits.MAX_ANIMATION_MOVES
"""The most moves :func:`animation` draws (12 discs on three pegs)."""

MAX_CALL_TREE_DISCS = limits.MAX_CALL_TREE_DISCS
"""The most discs of :func:`call_tree` (63 calls side by side)."""

MAX_GIF_PIXELS = limits.MAX_GIF_PIXELS
"""The most pixels, summed over frames, that :func:`gif` holds in memory at once."""

_COLOR = re.compile(
    r"^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s]+\))$"
)
_DISC_KEY = re.compile(r"^disc([1-9][0-9]*)?$")


class SvgText(str):
    """SVG text that Jupyter and IPython display as a picture.

    >>> picture = board(State.perfect(2))
    >>> isinstance(picture, str), picture._repr_svg_() == picture
    (True, True)
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


DISC_PALETTE: tuple[tuple[str, str], ...] = (
    ("#00ffcc", "#000000"),
    ("#cce600", "#000000"),
    ("#ffb2ff", "#000000"),
    ("#999933", "#000000"),
    ("#4c9999", "#000000"),
    ("#9966ff", "#000000"),
    ("#b24c66", "#ffffff"),
    ("#0000e6", "#ffffff"),
    ("#004c00", "#ffffff"),
    ("#661a4c", "#ffffff"),
)
"""The disc colours, disc 1 first, each with the ink of its number (contrast at least 4.5:1).

Fixed, so a disc keeps its colour whatever the number of discs, and chosen so that the ten
stay apart (CIEDE2000 of at least 19 between any two) for normal vision and as simulated for
protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009); lightness
carries much of the difference, which every kind of colour vision keeps.  Disc 11 takes
disc 1's colour again, and so on.
"""


def disc_color(disc: int, n: int | None = None) -> str:
    """The default colour of ``disc``: :data:`DISC_PALETTE`, the same whatever the count ``n``.

    (``n`` is kept so that older calls still work; it changes nothing.)

    >>> disc_color(1), disc_color(3, 3) == disc_color(3, 10), disc_color(11) == disc_color(1)
    ('#00ffcc', True, True)
    """
    return DISC_PALETTE[(disc - 1) % len(DISC_PALETTE)][0]


BALL_HEX = {"red": "#d62728", "yellow": "#ffee55", "blue": "#0044cc", "green": "#66c2a5", "purple": "#dd88ee"}
"""The shades of PEBL's ball colours (1 red, 2 yellow, 3 blue, 4 green, 5 purple) on a Tower of London board.

Chosen so that any two of Phillips et al.'s five balls stay at least 20 CIEDE2000 units apart
for normal vision and as protanopes, deuteranopes and tritanopes see them (Machado, Oliveira
and Fernandes 2009: tests/test_palette.py); every ball also carries its number."""


def _ink(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (``#rrggbb``; black on a named colour)."""
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", fill):
        return "#000000"
    channels = [int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#000000" if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else "#ffffff"


def disc_ink(disc: int) -> str:
    """The colour of the number written on ``disc`` (black or white, whichever reads better).

    >>> disc_ink(1), disc_ink(10)
    ('#000000', '#ffffff')
    """
    return DISC_PALETTE[(disc - 1) % len(DISC_PALETTE)][1]


@dataclass(frozen=True)
class _Layout:
    """Geometry in user units; every picture (SVG, SMIL, GIF) uses the same one."""

    n: int
    pegs: int
    narrow: bool = False  # discs half as wide for each size step: many pegs on a phone
    equal: bool = False  # every disc as wide as Hanoi's fourth: the Tower of Toronto's discs differ by colour only

    disc_height = 18
    margin = 10

    @property
    def pitch(self) -> int:
        if self.narrow:
            return max(self.disc_width(max(self.n, 1)) + 10, 60)
        return max(self.disc_width(max(self.n, 1)) + 24, 96)

    @property
    def width(self) -> int:
        return 2 * self.margin + self.pegs * self.pitch

    @property
    def rod_top(self) -> int:
        return self.margin + self.disc_height + 12

    @property
    def base_y(self) -> int:
        return self.rod_top + (self.n + 1) * self.disc_height + 6

    @property
    def lift_y(self) -> int:
        return self.margin

    @property
    def label_size(self) -> int:
        """Font size of the peg letters: larger with wider pegs, so many pegs stay readable."""
        return max(24 if self.narrow else 16, self.pitch // 7)

    @property
    def height(self) -> int:
        return self.base_y + 18 + self.label_size

    def peg_x(self, peg: int) -> float:
        return self.margin + self.pitch * (peg + 0.5)

    def disc_width(self, disc: int) -> int:
        size = 4 if self.equal else disc
        return 14 + 8 * size if self.narrow else 22 + 16 * size

    def disc_xy(self, disc: int, peg: int, level: int) -> tuple[float, float]:
        return self.peg_x(peg) - self.disc_width(disc) / 2, self.base_y - (level + 1) * self.disc_height + 1


def _check_state(state: object) -> State:
    if not isinstance(state, State):
        raise InvalidArgumentError(f"expected a State, got {state!r}")
    if state.n > MAX_BOARD_DISCS:
        raise TooLargeError(f"refusing to draw {state.n} discs; a picture holds at most {MAX_BOARD_DISCS}")
    return state


def _check_size(size: object) -> int | None:
    if size is None:
        return None
    if isinstance(size, bool) or not isinstance(size, int) or not 16 <= size <= 10_000:
        raise InvalidArgumentError(f"size must be an integer number of pixels in 16..10000, got {size!r}")
    return size


def _palette(n: int, colors: Mapping[str, str] | None) -> tuple[dict[str, str], list[str]]:
    """Check ``colors`` and return the scene colours and one colour per disc (index 0 is disc 1)."""
    scene = dict(DEFAULT_COLORS)
    discs = [disc_color(d, n) for d in range(1, n + 1)]
    if colors is None:
        return scene, discs
    if not isinstance(colors, Mapping):
        raise InvalidArgumentError(f"colors must be a mapping of names to colours, got {colors!r}")
    for key, value in colors.items():
        if not isinstance(value, str) or not _COLOR.match(value.strip()):
            raise InvalidArgumentError(f"colors[{key!r}] is not a colour such as '#336699' or 'teal': {value!r}")
        match = _DISC_KEY.match(key) if isinstance(key, str) else None
        if key in scene:
            scene[key] = value.strip()
        elif match and match.group(1) is None:
            discs = [value.strip()] * n
        elif match and int(match.group(1)) <= n:
            discs[int(match.group(1)) - 1] = value.strip()
        else:
            names = ", ".join([*DEFAULT_COLORS, "disc", "disc1..discN"])
            raise InvalidArgumentError(f"unknown colour key {key!r}; use one of: {names}")
    return scene, discs


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _highlighted(state: State, highlight: object) -> tuple[set[int], int | None]:
    """The pegs and the disc to highlight."""
    if highlight is None:
        return set(), None
    if isinstance(highlight, Move):
        state.check(highlight)
        return {highlight.source, highlight.target}, highlight.disc
    if isinstance(highlight, int) and not isinstance(highlight, bool) and 0 <= highlight < state.pegs:
        return {highlight}, None
    raise InvalidArgumentError(
        f"highlight must be a legal Move or a peg in 0..{state.pegs - 1}, got {highlight!r}"
    )


def _scene(state: State, size: int | None, scene: Mapping[str, str], title: str,
           narrow: bool = False, equal: bool = False) -> tuple[ET.Element, _Layout]:
    layout = _Layout(state.n, state.pegs, narrow, equal)
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"0 0 {layout.width} {layout.height}",
        "class": "hanoi-board toronto" if equal else "hanoi-board",
        "role": "img",
        "data-n": str(state.n),
        "data-pegs": str(state.pegs),
        "data-pitch": str(layout.pitch),
        "data-margin": str(layout.margin),
        "data-disc-height": str(layout.disc_height),
        "data-base-y": str(layout.base_y),
        "data-lift-y": str(layout.lift_y),
    })
    if size is not None:
        root.set("width", str(size))
        root.set("height", _fmt(size * layout.height / layout.width))
    ET.SubElement(root, "title").text = title
    ET.SubElement(root, "rect", {
        "class": "background", "x": "0", "y": "0", "width": str(layout.width), "height": str(layout.height),
        "fill": scene["background"],
    })
    return root, layout


def _draw_pegs(root: ET.Element, layout: _Layout, scene: Mapping[str, str], lit: set[int]) -> None:
    group = ET.SubElement(root, "g", {"class": "pegs"})
    half = layout.pitch / 2 - 6
    for peg in range(layout.pegs):
        x = layout.peg_x(peg)
        item = ET.SubElement(group, "g", {"class": "peg lit" if peg in lit else "peg", "data-peg": str(peg)})
        rod_color = scene["highlight"] if peg in lit else scene["rod"]
        ET.SubElement(item, "rect", {
            "class": "rod", "x": _fmt(x - 4), "y": str(layout.rod_top), "width": "8",
            "height": str(layout.base_y - layout.rod_top), "rx": "3", "fill": rod_color,
        })
        ET.SubElement(item, "rect", {
            "class": "base", "x": _fmt(x - half), "y": str(layout.base_y), "width": _fmt(2 * half),
            "height": "8", "rx": "3", "fill": scene["base"],
        })
        label = ET.SubElement(item, "text", {
            "class": "label", "x": _fmt(x), "y": str(layout.base_y + 12 + layout.label_size), "text-anchor": "middle",
            "font-family": "sans-serif", "font-size": str(layout.label_size), "font-weight": "bold",
            "fill": scene["label"],
        })
        label.text = peg_letter(peg) if peg < 26 else str(peg)


def _disc_rect(parent: ET.Element, layout: _Layout, disc: int, xy: tuple[float, float], fill: str,
               outline: str, lit: bool) -> ET.Element:
    return ET.SubElement(parent, "rect", {
        "class": "disc lit" if lit else "disc", "data-disc": str(disc),
        "x": _fmt(xy[0]), "y": _fmt(xy[1]), "width": str(layout.disc_width(disc)),
        "height": str(layout.disc_height - 2), "rx": "6", "fill": fill,
        "stroke": outline, "stroke-width": "3" if lit else "1",
    })


def _disc_number(parent: ET.Element, layout: _Layout, disc: int, xy: tuple[float, float],
                 ink: str | None = None) -> None:
    label = ET.SubElement(parent, "text", {
        "class": "disc-number", "data-disc": str(disc),
        "x": _fmt(xy[0] + layout.disc_width(disc) / 2), "y": _fmt(xy[1] + layout.disc_height / 2 + 1),
        "text-anchor": "middle", "dominant-baseline": "middle", "font-family": "sans-serif",
        "font-size": "13", "font-weight": "bold", "fill": ink or disc_ink(disc), "pointer-events": "none",
    })
    label.text = str(disc)


def _levels(state: State) -> dict[int, tuple[int, int]]:
    """Map each disc to ``(peg, level)``, level 0 at the bottom."""
    where: dict[int, tuple[int, int]] = {}
    for peg, stack in enumerate(state.stacks()):
        for level, disc in enumerate(stack):
            where[disc] = (peg, level)
    return where


def _text(root: ET.Element) -> SvgText:
    return SvgText(ET.tostring(root, encoding="unicode"))


def board(
    state: State | BallState,
    *,
    size: int | None = None,
    colors: Mapping[str, str] | None = None,
    highlight: Move | int | None = None,
    numbers: bool = True,
    narrow: bool = False,
) -> SvgText:
    """Draw ``state`` as SVG: discs on pegs over a base, pegs labelled A, B, C, ...

    ``size`` is the width in pixels (None lets the picture fill its container);
    ``colors`` overrides keys of :data:`DEFAULT_COLORS`, ``disc`` (every disc) or
    ``disc1``, ``disc2``, ...; ``highlight`` is a legal :class:`~hanoi.Move`, whose
    pegs and disc are marked (a hint), or a peg number; ``numbers`` (default True, as in the game) writes each disc's
    number on it (``<text class="disc-number" data-disc="d">``, after every disc);
    ``narrow`` draws discs half as wide per size step and larger peg letters, for a phone
    held upright (10 discs on 6 pegs: 644 units wide instead of 1256).

    >>> board(State.perfect(3), numbers=True).count('class="disc-number"')
    3
    >>> 'viewBox="0 0 644 286"' in board(State.perfect(10, pegs=6), narrow=True)
    True
    >>> svg = board(State.parse("AAC"), size=300, highlight=Move(1, 2, 1), numbers=False)
    >>> svg.count('data-disc='), svg.count('class="peg lit"'), 'width="300"' in svg
    (3, 2, True)
    >>> board(State.perfect(1), colors={"rod": "not a colour"})
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: colors['rod'] is not a colour such as '#336699' or 'teal': 'not a colour'

    A state under other rules gets arrows below its pegs, one for each allowed move (both
    heads when the move can be undone); a Tower of London position (:class:`~hanoi.BallState`)
    is drawn as coloured balls on pegs as tall as their capacity.

    >>> from hanoi import BallState, Rules
    >>> board(State.perfect(2, rules=Rules.cyclic())).count('class="arc"')
    3
    >>> svg = board(BallState.parse("|21|3||"))
    >>> svg.count('class="ball"'), f'fill="{BALL_HEX["red"]}"' in svg, svg.count('class="ball-number"')
    (3, True, 3)

    A Tower of Toronto position (Saint-Cyr, Taylor and Lang 1988) has discs of one width in
    their colours (:mod:`hanoi.toronto`), each with its number in ink that reads on it.

    >>> svg = board(State.perfect(4, rules=Rules.toronto()))
    >>> widths = re.findall(r'class="disc" data-disc="\\d" x="[^"]*" y="[^"]*" width="(\\d+)"', svg)
    >>> len(widths), len(set(widths)), 'fill="#141414"' in svg
    (4, 1, True)
    """
    if isinstance(state, BallState):
        return _ball_board(state, _check_size(size), colors, highlight)
    state = _check_state(state)
    size = _check_size(size)
    toronto = state.rules is not None and state.rules.pieces == "colours"
    if toronto:
        names = toronto_colours(state.n)
        scene, discs = _palette(state.n, {**{f"disc{d}": TORONTO_HEX[names[d - 1]] for d in range(1, state.n + 1)},
                                          **(colors if isinstance(colors, Mapping) else {})})
        if colors is not None and not isinstance(colors, Mapping):
            _palette(state.n, colors)  # refused with its message
    else:
        scene, discs = _palette(state.n, colors)
    lit_pegs, lit_disc = _highlighted(state, highlight)
    title = f"Tower of {'Toronto' if toronto else 'Hanoi'}, {state.n} discs on {state.pegs} pegs: {state}"
    if narrow is not True and narrow is not False:
        raise InvalidArgumentError(f"narrow must be True or False, got {narrow!r}")
    root, layout = _scene(state, size, scene, title, narrow, toronto)
    _draw_pegs(root, layout, scene, lit_pegs)
    group = ET.SubElement(root, "g", {"class": "discs"})
    for disc, (peg, level) in sorted(_levels(state).items(), reverse=True):
        _disc_rect(group, layout, disc, layout.disc_xy(disc, peg, level), discs[disc - 1], scene["outline"],
                   disc == lit_disc)
    if numbers is True:
        labels = ET.SubElement(root, "g", {"class": "disc-numbers"})
        for disc, (peg, level) in sorted(_levels(state).items(), reverse=True):
            _disc_number(labels, layout, disc, layout.disc_xy(disc, peg, level),
                         _ink(discs[disc - 1]) if toronto else None)
    elif numbers is not False:
        raise InvalidArgumentError(f"numbers must be True or False, got {numbers!r}")
    if state.rules is not None and not (toronto and len(state.rules.arcs) == state.pegs * (state.pegs - 1)):
        _draw_arcs(root, state.rules, layout.peg_x, layout.height, scene["label"], size)
        root.set("data-rules", str(state.rules))
    return _text(root)


_ARC_BAND = 46
"""The height of the band under the pegs that holds the arrows of the allowed moves."""


def _draw_arcs(root: ET.Element, rules: Rules, peg_x: object, height: float, color: str, size: int | None) -> None:
    """Arrows under the pegs for the allowed moves: one curve a pair of pegs, a head at each allowed end."""
    assert callable(peg_x)
    width = float(root.get("viewBox", "0 0 0 0").split()[2])
    root.set("viewBox", f"0 0 {_fmt(width)} {_fmt(height + _ARC_BAND)}")
    if size is not None:
        root.set("height", _fmt(size * (height + _ARC_BAND) / width))
    background = root.find("rect")
    if background is not None:
        background.set("height", _fmt(height + _ARC_BAND))
    defs = ET.SubElement(root, "defs")
    marker = ET.SubElement(defs, "marker", {
        "id": "arrow", "viewBox": "0 0 10 10", "refX": "9", "refY": "5", "markerWidth": "7", "markerHeight": "7",
        "orient": "auto-start-reverse",
    })
    ET.SubElement(marker, "path", {"d": "M 0 0 L 10 5 L 0 10 z", "fill": color})
    group = ET.SubElement(root, "g", {"class": "arcs"})
    pairs = sorted({(min(a, b), max(a, b)) for a, b in rules.arcs})
    for a, b in pairs:
        x0, x1 = float(peg_x(a)), float(peg_x(b))
        depth = 10 + 30 * min(1.0, (b - a - 1) / max(1, rules.pegs - 2))
        attributes = {
            "class": "arc", "data-arc": f"{peg_letter(a)}{peg_letter(b)}", "fill": "none", "stroke": color,
            "stroke-width": "2",
            "d": f"M {_fmt(x0 + 6)} {_fmt(height + 4)} Q {_fmt((x0 + x1) / 2)} {_fmt(height + 4 + 2 * depth)} "
                 f"{_fmt(x1 - 6)} {_fmt(height + 4)}",
        }
        if (a, b) in rules.arcs:
            attributes["marker-end"] = "url(#arrow)"
        if (b, a) in rules.arcs:
            attributes["marker-start"] = "url(#arrow)"
        ET.SubElement(group, "path", attributes)


def _ball_board(state: BallState, size: int | None, colors: Mapping[str, str] | None, highlight: object) -> SvgText:
    """A Tower of London position: rods as tall as their capacity, balls in PEBL's colours."""
    if state.n > MAX_BOARD_DISCS:
        raise TooLargeError(f"refusing to draw {state.n} balls; a picture holds at most {MAX_BOARD_DISCS}")
    scene, _ = _palette(0, {k: v for k, v in (colors or {}).items() if not str(k).startswith("disc")})
    balls = {ball: BALL_HEX.get(name, name) for ball in range(1, state.n + 1)
             for name in [BALL_COLORS[(ball - 1) % len(BALL_COLORS)]]}
    for key, value in (colors or {}).items():
        if isinstance(key, str) and key.startswith("ball") and key[4:].isdigit() and isinstance(value, str):
            if not _COLOR.match(value.strip()):
                raise InvalidArgumentError(f"colors[{key!r}] is not a colour such as '#336699' or 'teal': {value!r}")
            balls[int(key[4:])] = value.strip()
    lit: set[int] = set()
    if isinstance(highlight, Move):
        state.check(highlight)
        lit = {highlight.source, highlight.target}
    elif highlight is not None:
        raise InvalidArgumentError(f"highlight must be a legal Move, got {highlight!r}")
    radius, pitch, margin = 16, 96, 10
    caps = [state.rules.capacity(p) or state.n for p in range(state.pegs)]
    tallest = max([*caps, 1])
    base_y = margin + 12 + tallest * 2 * radius + 10
    width = 2 * margin + state.pegs * pitch
    height = base_y + 40
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}", "class": "hanoi-board london",
        "role": "img", "data-n": str(state.n), "data-pegs": str(state.pegs), "data-pitch": str(pitch),
        "data-margin": str(margin), "data-ball-radius": str(radius), "data-base-y": str(base_y),
        "data-lift-y": str(margin + radius),
        "data-capacities": ",".join(str(c) for c in caps), "data-rules": str(state.rules),
    })
    if size is not None:
        root.set("width", str(size))
        root.set("height", _fmt(size * height / width))
    ET.SubElement(root, "title").text = f"Tower of London, {state.n} balls on pegs of heights {caps}: {state}"
    ET.SubElement(root, "rect", {"class": "background", "x": "0", "y": "0", "width": str(width),
                                 "height": str(height), "fill": scene["background"]})
    pegs = ET.SubElement(root, "g", {"class": "pegs"})

    def peg_x(peg: int) -> float:
        return margin + pitch * (peg + 0.5)

    for peg in range(state.pegs):
        x = peg_x(peg)
        item = ET.SubElement(pegs, "g", {"class": "peg lit" if peg in lit else "peg", "data-peg": str(peg)})
        top = base_y - caps[peg] * 2 * radius - 6
        ET.SubElement(item, "rect", {"class": "rod", "x": _fmt(x - 4), "y": _fmt(top), "width": "8",
                                     "height": _fmt(base_y - top), "rx": "3",
                                     "fill": scene["highlight"] if peg in lit else scene["rod"]})
        ET.SubElement(item, "rect", {"class": "base", "x": _fmt(x - pitch / 2 + 6), "y": str(base_y),
                                     "width": _fmt(pitch - 12), "height": "8", "rx": "3", "fill": scene["base"]})
        label = ET.SubElement(item, "text", {"class": "label", "x": _fmt(x), "y": str(base_y + 30),
                                             "text-anchor": "middle", "font-family": "sans-serif",
                                             "font-size": "16", "font-weight": "bold", "fill": scene["label"]})
        label.text = peg_letter(peg)
    group = ET.SubElement(root, "g", {"class": "balls"})
    for peg, stack in enumerate(state.pegs_balls):
        for level, ball in enumerate(stack):
            ET.SubElement(group, "circle", {
                "class": "ball", "data-ball": str(ball), "cx": _fmt(peg_x(peg)),
                "cy": _fmt(base_y - radius - level * 2 * radius), "r": str(radius - 1), "fill": balls[ball],
                "stroke": scene["outline"], "stroke-width": "1",
            })
    for peg, stack in enumerate(state.pegs_balls):  # the numbers above every ball, so a drag carries its own
        for level, ball in enumerate(stack):
            number = ET.SubElement(group, "text", {
                "class": "ball-number", "data-ball": str(ball), "x": _fmt(peg_x(peg)),
                "y": _fmt(base_y - radius - level * 2 * radius + 5), "text-anchor": "middle",
                "font-family": "sans-serif", "font-size": "14", "font-weight": "bold",
                "fill": _ink(balls[ball]), "pointer-events": "none"})
            number.text = str(ball)
    if len(state.rules.arcs) != state.pegs * (state.pegs - 1):
        _draw_arcs(root, state.rules, peg_x, height, scene["label"], size)
    return _text(root)


def _take_moves(start: State, moves: Iterable[Move], limit: int, advice: str) -> list[tuple[Move, int, int]]:
    """Check ``moves`` against ``start``; return each with its source and target level."""
    taken = list(islice(iter(moves), limit + 1))
    if len(taken) > limit:
        raise TooLargeError(f"refusing to animate more than {limit} moves; {advice}")
    state = start
    stacks = [len(stack) for stack in start.stacks()]
    out = []
    for move in taken:
        if not isinstance(move, Move):
            raise InvalidArgumentError(f"expected Move values, got {move!r}")
        state = state.apply(move)
        stacks[move.source] -= 1
        out.append((move, stacks[move.source], stacks[move.target]))
        stacks[move.target] += 1
    return out


def _check_seconds(name: str, value: object, low: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= 3600:
        raise InvalidArgumentError(f"{name} must be a number of seconds in {low}..3600, got {value!r}")
    return float(value)


def animation(
    start: State,
    moves: Iterable[Move],
    *,
    size: int | None = None,
    colors: Mapping[str, str] | None = None,
    seconds_per_move: float = 0.5,
    pause: float = 1.0,
) -> SvgText:
    """An animated SVG (SMIL) of ``moves`` played from ``start``, looping forever.

    Each move lifts the disc above its peg, flies it across and drops it, as in the
    Russian tutorial's timer loop; the last state is held for ``pause``
    seconds.  At most :data:`MAX_ANIMATION_MOVES` moves are drawn.

    >>> from hanoi import solve
    >>> svg = animation(State.perfect(2), solve(2), seconds_per_move=0.5, pause=0.5)
    >>> svg.count("<animate "), 'dur="2s"' in svg
    (4, True)
    """
    start = _check_state(start)
    size = _check_size(size)
    step = _check_seconds("seconds_per_move", seconds_per_move, 0.01)
    hold = _check_seconds("pause", pause, 0.0)
    taken = _take_moves(start, moves, MAX_ANIMATION_MOVES, "draw fewer discs")
    scene, discs = _palette(start.n, colors)
    title = f"Tower of Hanoi, {start.n} discs on {start.pegs} pegs: {len(taken)} moves from {start}"
    root, layout = _scene(start, size, scene, title)
    _draw_pegs(root, layout, scene, set())
    total = len(taken) * step + hold
    tracks: dict[int, list[tuple[float, float, float]]] = {d: [] for d in range(1, start.n + 1)}
    for index, (move, low, high) in enumerate(taken):
        t0 = index * step
        x0, y0 = layout.disc_xy(move.disc, move.source, low)
        x1, y1 = layout.disc_xy(move.disc, move.target, high)
        for fraction, x, y in ((0.0, x0, y0), (0.3, x0, layout.lift_y), (0.7, x1, layout.lift_y), (1.0, x1, y1)):
            tracks[move.disc].append(((t0 + fraction * step) / total, x, y))
    group = ET.SubElement(root, "g", {"class": "discs"})
    for disc, (peg, level) in sorted(_levels(start).items(), reverse=True):
        xy = layout.disc_xy(disc, peg, level)
        rect = _disc_rect(group, layout, disc, xy, discs[disc - 1], scene["outline"], False)
        track = tracks[disc]
        if not track:
            continue
        keys = [(0.0, *xy), *track]
        if keys[-1][0] < 1.0:
            keys.append((1.0, *keys[-1][1:]))
        times = ";".join(_fmt_time(t) for t, _, _ in keys)
        for axis, column in (("x", 1), ("y", 2)):
            ET.SubElement(rect, "animate", {
                "attributeName": axis, "dur": f"{_fmt(total)}s", "repeatCount": "indefinite",
                "calcMode": "linear", "keyTimes": times, "values": ";".join(_fmt(k[column]) for k in keys),
            })
    return _text(root)


def _fmt_time(value: float) -> str:
    return f"{min(max(value, 0.0), 1.0):.6f}".rstrip("0").rstrip(".") or "0"


def gif(
    start: State,
    moves: Iterable[Move],
    *,
    size: int = 480,
    colors: Mapping[str, str] | None = None,
    frames_per_move: int = 6,
    frame_ms: int = 60,
    pause_ms: int = 1000,
) -> bytes:
    """An animated GIF of ``moves`` played from ``start``, drawn with Pillow; returns the file's bytes.

    The frames use :func:`board`'s geometry: each move lifts, flies and drops the disc
    over ``frames_per_move`` frames.  Work beyond :data:`MAX_GIF_PIXELS` is refused.

    >>> from hanoi import solve
    >>> data = gif(State.perfect(2), solve(2), size=120, frames_per_move=2)
    >>> data[:6], len(data) > 100
    (b'GIF89a', True)
    """
    require("PIL", "gif")
    from PIL import Image, ImageColor, ImageDraw

    start = _check_state(start)
    checked = _check_size(size)
    assert checked is not None
    for name, value, low in (("frames_per_move", frames_per_move, 1), ("frame_ms", frame_ms, 10),
                             ("pause_ms", pause_ms, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 100_000:
            raise InvalidArgumentError(f"{name} must be an integer in {low}..100000, got {value!r}")
    layout = _Layout(start.n, start.pegs)
    scale = checked / layout.width
    height = max(round(layout.height * scale), 1)
    budget = MAX_GIF_PIXELS // (checked * height)
    taken = _take_moves(start, moves, max((budget - 1) // frames_per_move, 0),
                        "use fewer discs, a smaller size or fewer frames per move")
    scene, discs = _palette(start.n, colors)
    names = [scene["background"], scene["rod"], scene["base"], scene["label"], scene["outline"], *discs]
    index = {name: i for i, name in enumerate(dict.fromkeys(names))}
    palette = [channel for name in index for channel in ImageColor.getrgb(name)[:3]]

    def frame(where: dict[int, tuple[float, float]]) -> Image.Image:
        image = Image.new("P", (checked, height), index[scene["background"]])
        image.putpalette(palette)
        draw = ImageDraw.Draw(image)
        for peg in range(start.pegs):
            x = layout.peg_x(peg)
            half = layout.pitch / 2 - 6
            draw.rounded_rectangle([(x - half) * scale, layout.base_y * scale, (x + half) * scale,
                                    (layout.base_y + 8) * scale], radius=3 * scale, fill=index[scene["base"]])
            draw.rounded_rectangle([(x - 4) * scale, layout.rod_top * scale, (x + 4) * scale,
                                    layout.base_y * scale], radius=3 * scale, fill=index[scene["rod"]])
            label = peg_letter(peg) if peg < 26 else str(peg)
            draw.text((x * scale, (layout.base_y + 12 + layout.label_size / 2) * scale), label,
                      fill=index[scene["label"]], anchor="mm", font_size=max(layout.label_size * scale, 8))
        for disc in sorted(where, reverse=True):
            x, y = where[disc]
            draw.rounded_rectangle([x * scale, y * scale, (x + layout.disc_width(disc)) * scale,
                                    (y + layout.disc_height - 2) * scale], radius=6 * scale,
                                   fill=index[discs[disc - 1]], outline=index[scene["outline"]])
        return image

    where = {disc: layout.disc_xy(disc, peg, level) for disc, (peg, level) in _levels(start).items()}
    frames = [frame(where)]
    durations = [frame_ms]
    for move, low, high in taken:
        x0, y0 = layout.disc_xy(move.disc, move.source, low)
        x1, y1 = layout.disc_xy(move.disc, move.target, high)
        for i in range(1, frames_per_move + 1):
            where[move.disc] = _flight(i / frames_per_move, (x0, y0), (x1, y1), layout.lift_y)
            frames.append(frame(where))
            durations.append(frame_ms)
    durations[-1] += pause_ms
    out = io.BytesIO()
    frames[0].save(out, format="GIF", save_all=True, append_images=frames[1:], duration=durations, loop=0)
    return out.getvalue()


def _flight(t: float, source: tuple[float, float], target: tuple[float, float], lift: float) -> tuple[float, float]:
    """Where a flying disc is at time ``t`` in 0..1: up, across, down."""
    (x0, y0), (x1, y1) = source, target
    up, across, down = y0 - lift, abs(x1 - x0), y1 - lift
    whole = up + across + down or 1.0
    distance = t * whole
    if distance <= up:
        return x0, y0 - distance
    if distance <= up + across:
        ratio = (distance - up) / (across or 1.0)
        return x0 + (x1 - x0) * ratio, lift
    return x1, lift + (distance - up - across)


def call_tree(
    n: int,
    *,
    source: int = 0,
    target: int | None = None,
    step: int | None = None,
    size: int | None = None,
) -> SvgText:
    """The call tree of the recursive solution of ``n`` discs, for notebooks and slides.

    Each call ``move(i, a, b, c)`` of the German encyclopedia article's ``bewege`` is a box, under the call that
    made it, and stands in the column of the move it makes, so reading the boxes from left
    to right reads the moves in order (the tree's in-order walk).  ``step`` (1 to ``2**n - 1``)
    marks the call that makes that move (``class="call current"``) and the calls open
    around it, the call stack at that moment (``class="call open"``).  At most
    :data:`MAX_CALL_TREE_DISCS` discs.

    >>> svg = call_tree(3, step=2)
    >>> svg.count('data-call='), svg.count('class="call current"'), svg.count('class="call open"')
    (7, 1, 1)
    >>> call_tree(7)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing a call tree of 7 discs (limit 6 discs, hanoi.limits.MAX_CALL_TREE_DISCS)
    """
    from hanoi._validate import check_n, shown_int
    from hanoi.three.calls import Call, trace

    count = check_n(n)
    if count > MAX_CALL_TREE_DISCS:
        raise TooLargeError(
            f"refusing a call tree of {shown_int(count)} discs (limit {MAX_CALL_TREE_DISCS} discs, "
            "hanoi.limits.MAX_CALL_TREE_DISCS)", size=count, limit=MAX_CALL_TREE_DISCS,
        )
    size = _check_size(size)
    events = list(trace(count, source=source, target=target))
    moves = (1 << count) - 1
    if step is not None and (isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= moves):
        raise InvalidArgumentError(f"step must be a move number from 1 to {moves}, got {step!r}")
    calls: dict[int, Call] = {}
    column: dict[int, int] = {}
    stack_at: tuple[int, ...] = ()
    for event in events:
        if event.kind == "call":
            calls[event.call.number] = event.call
        elif event.kind == "move":
            column[event.call.number] = event.step
            if event.step == step:
                stack_at = event.stack
    pitch, box_w, box_h, row = 132, 124, 40, 70
    width = max(moves, 1) * pitch + 20
    height = max(count, 1) * row + 20
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}", "class": "hanoi-call-tree",
        "role": "img", "data-n": str(count),
    })
    if size is not None:
        root.set("width", str(size))
        root.set("height", _fmt(size * height / width))
    ET.SubElement(root, "title").text = (
        f"The calls of the recursive solution of {count} discs" + (f", at move {step}" if step else ""))
    ET.SubElement(root, "rect", {"x": "0", "y": "0", "width": str(width), "height": str(height),
                                 "fill": DEFAULT_COLORS["background"]})

    def centre(number: int) -> tuple[float, float]:
        call = calls[number]
        return 10 + (column[number] - 0.5) * pitch, 10 + call.depth * row + box_h / 2

    lines = ET.SubElement(root, "g", {"class": "edges", "stroke": DEFAULT_COLORS["rod"], "stroke-width": "2"})
    for number, call in calls.items():
        if call.parent is not None:
            (x1, y1), (x2, y2) = centre(call.parent), centre(number)
            ET.SubElement(lines, "line", {"x1": _fmt(x1), "y1": _fmt(y1 + box_h / 2), "x2": _fmt(x2),
                                          "y2": _fmt(y2 - box_h / 2)})
    boxes = ET.SubElement(root, "g", {"class": "calls", "font-family": "sans-serif", "text-anchor": "middle"})
    for number, call in calls.items():
        x, y = centre(number)
        state = "current" if stack_at and number == stack_at[-1] else "open" if number in stack_at else ""
        fill = {"current": DEFAULT_COLORS["highlight"], "open": "#f3e3b5"}.get(state, "#ffffff")
        item = ET.SubElement(boxes, "g", {"class": f"call {state}".strip(), "data-call": str(number),
                                          "data-step": str(column[number])})
        ET.SubElement(item, "rect", {"x": _fmt(x - box_w / 2), "y": _fmt(y - box_h / 2), "width": str(box_w),
                                     "height": str(box_h), "rx": "6", "fill": fill,
                                     "stroke": DEFAULT_COLORS["outline"], "stroke-width": "2" if state else "1"})
        ET.SubElement(item, "text", {"x": _fmt(x), "y": _fmt(y - 3), "font-size": "14",
                                     "fill": DEFAULT_COLORS["label"]}).text = str(call)
        move = f"{column[number]}: disc {call.n} {peg_letter(call.source)}\u2192{peg_letter(call.target)}"
        ET.SubElement(item, "text", {"x": _fmt(x), "y": _fmt(y + 13), "font-size": "12",
                                     "fill": DEFAULT_COLORS["label"]}).text = move
    return _text(root)
