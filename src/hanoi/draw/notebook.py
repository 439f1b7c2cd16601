"""How Jupyter shows the library's values and results: pictures and small tables.

python-chess's rule (a value draws itself in a notebook, importing the picture module
lazily): each value's ``_repr_svg_`` or ``_repr_html_`` calls one function here.  A value
too large to draw falls back to its text repr (the function gives None), so displaying a
value never raises and never builds a picture larger than the limits of
:mod:`hanoi.draw.svg`.  The functions take the values by their attributes, so this module
imports none of the value classes and makes no import cycle.
"""

from __future__ import annotations

import html
from typing import Any

from hanoi.errors import HanoiError

__all__ = ["bfs_result_html", "game_html", "search_result_html", "solution_html", "svg_or_none"]

_PICTURE_WIDTH = 260
"""The width in pixels of the boards drawn side by side in a table."""

_LAYERS_SHOWN = 12
"""A BFS result lists this many layers at each end; the middle is summed in one row."""


def svg_or_none(position: object, *, size: int | None = None) -> str | None:
    """The picture of any position (discs, balls, rings or Panex tiles), or None when it is too large.

    >>> from hanoi import State
    >>> svg_or_none(State.parse("AB")).count('class="disc-number"')
    2
    >>> svg_or_none(State.perfect(10**4)) is None
    True
    """
    from hanoi.draw import puzzles, svg

    kind = type(position).__name__
    try:
        if kind == "RingsState":
            return str(puzzles.rings_board(position, size=size))  # type: ignore[arg-type]
        if kind == "PanexState":
            return str(puzzles.panex_board(position, size=size))  # type: ignore[arg-type]
        return str(svg.board(position, size=size, numbers=True))  # type: ignore[arg-type]
    except HanoiError:
        return None


def _figure(position: object, caption: str) -> str:
    picture = svg_or_none(position, size=_PICTURE_WIDTH)
    body = picture if picture is not None else f"<code>{html.escape(str(position))}</code>"
    return (f'<figure style="display:inline-block;margin:0 1em 0 0">{body}'
            f"<figcaption>{html.escape(caption)}</figcaption></figure>")


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def game_html(game: Any) -> str:
    """A game as Jupyter shows it: the position now and the goal side by side, and the moves made.

    >>> from hanoi import Game, State
    >>> game = Game(State.perfect(3))
    >>> _ = game.push_pegs(0, 2)
    >>> text = game_html(game)
    >>> text.count("<svg"), "now, after 1 move" in text, "<code>1AC</code>" in text
    (2, True, True)
    """
    moves = game.moves
    shown = " ".join(str(move) for move in moves[-20:])
    more = "… " if len(moves) > 20 else ""
    caption = f"now, after {_plural(len(moves), 'move')}{' (solved)' if game.is_solved() else ''}"
    return (f"<div>{_figure(game.state, caption)}"
            f"{_figure(game.goal, 'goal')}"
            f"<p>moves: <code>{html.escape(more + shown) or '—'}</code></p></div>")


def solution_html(start: object, moves: int, label: str, animation: str | None) -> str:
    """A solution as Jupyter shows it: its animation when it is short enough, and its length.

    >>> from hanoi import State, solve
    >>> from hanoi.draw.svg import animation
    >>> text = solution_html(State.perfect(2), 3, "solve(2)", str(animation(State.perfect(2), solve(2))))
    >>> "<svg" in text, "3 moves" in text
    (True, True)
    """
    body = animation if animation is not None else _figure(start, "start")
    return f"<div>{body}<p>{html.escape(label)}: {_plural(moves, 'move')}</p></div>"


def _rows(pairs: list[tuple[str, object]]) -> str:
    return "".join(f"<tr><th style='text-align:left'>{html.escape(name)}</th>"
                   f"<td style='text-align:right'>{html.escape(str(value))}</td></tr>" for name, value in pairs)


def search_result_html(result: Any) -> str:
    """A shortest-path search as Jupyter shows it: start and goal, and what the search cost.

    >>> from hanoi import State, path_search
    >>> text = search_result_html(path_search(State.parse("ABCD", pegs=4), State.parse("DCBA", pegs=4)))
    >>> text.count("<svg"), "<td style='text-align:right'>6</td>" in text
    (2, True)
    """
    pairs: list[tuple[str, object]] = [
        ("distance", result.distance), ("method", result.method),
        ("nodes expanded", f"{result.nodes_expanded:,}"), ("states stored", f"{result.states_stored:,}"),
    ]
    if result.pdb_entries:
        pairs.append(("pattern-database entries", f"{result.pdb_entries:,}"))
    pairs.append(("seconds", f"{result.seconds:.3f}"))
    return (f"<div>{_figure(result.start, 'start')}{_figure(result.goal, 'goal')}"
            f"<table>{_rows(pairs)}</table></div>")


def bfs_result_html(result: Any) -> str:
    """A breadth-first search as Jupyter shows it: the layers (both ends of a long list) and the totals.

    >>> from hanoi import bfs_layers
    >>> text = bfs_result_html(bfs_layers(3))
    >>> text.count("<tr>"), "eccentricity" in text
    (12, True)
    """
    layers = list(enumerate(result.layers))
    if len(layers) > 2 * _LAYERS_SHOWN + 1:
        middle = sum(count for _, count in layers[_LAYERS_SHOWN:-_LAYERS_SHOWN])
        hidden = f"{_LAYERS_SHOWN}–{len(layers) - _LAYERS_SHOWN - 1}"
        shown: list[tuple[str, object]] = [(str(depth), f"{count:,}") for depth, count in layers[:_LAYERS_SHOWN]]
        shown.append((hidden, f"{middle:,} in all"))
        shown += [(str(depth), f"{count:,}") for depth, count in layers[-_LAYERS_SHOWN:]]
    else:
        shown = [(str(depth), f"{count:,}") for depth, count in layers]
    totals: list[tuple[str, object]] = [("states", f"{result.states:,}")]
    if result.complete:
        totals += [("eccentricity", result.eccentricity), ("states at it", f"{result.at_eccentricity:,}")]
    else:
        totals.append(("complete", "no: stopped at max_depth"))
    return (f"<div><p>breadth-first search from <code>{html.escape(str(result.start))}</code></p>"
            f"<table><tr><th>distance</th><th>states</th></tr>{_rows(shown)}</table>"
            f"<table>{_rows(totals)}</table></div>")
