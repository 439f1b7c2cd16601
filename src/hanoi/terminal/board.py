"""The board drawn as text for a terminal: discs as ``[==3==]``, balls as ``(2)``, a rod ``│`` on each peg.

One function, :func:`draw`, gives a :class:`rich.text.Text`: the lifted piece in the row
above its peg, the pegs, the base, and the labels (the peg's key and letter) under them,
the cursor's peg in reverse and a hint's two pegs marked ``▲`` (from) and ``▼`` (to).
Without styles (``text.plain``) the picture still reads, so it is also the game's
text snapshot.  Disc widths grow with the disc and fit the width given, as the page's
SVG board does; every disc carries its number.

>>> from hanoi import State
>>> print(draw(State.parse("ABB"), width=30).plain)
<BLANKLINE>
     │         │         │
     │         │         │
     │        [1]        │
  [==3==]    [=2=]       │
──────────────────────────────
   1 A       2 B       3 C
"""

from __future__ import annotations

from math import ceil

from rich.text import Text

from hanoi.balls import BallState
from hanoi.state import State

__all__ = ["COLORS", "column_width", "draw", "peg_at"]

COLORS = ("#e6194b", "#f58231", "#ffe119", "#3cb44b", "#42d4f4", "#4363d8", "#911eb4", "#f032e6", "#fabed4",
          "#9a6324")
"""The colours of pieces 1, 2, …, round again after ten: Trubetskoy's (2017) list of distinct colours."""

MIN_COLUMN = 5
"""The narrowest column a peg gets, in characters (a picture narrower than the pegs need is wider than asked)."""


def column_width(pegs: int, width: int) -> int:
    """Characters a peg's column takes in a picture ``width`` characters wide.

    >>> column_width(3, 80), column_width(6, 20)
    (26, 5)
    """
    return max(MIN_COLUMN, width // max(pegs, 1))


def peg_at(x: int, pegs: int, width: int) -> int | None:
    """The peg under column ``x`` of a picture ``width`` wide (a mouse click), or None beside them.

    >>> peg_at(0, 3, 24), peg_at(12, 3, 24), peg_at(23, 3, 24), peg_at(24, 3, 24)
    (0, 1, 2, None)
    """
    column = column_width(pegs, width)
    peg = x // column
    return peg if x >= 0 and peg < pegs else None


def _disc(k: int, n: int, column: int) -> str:
    """Disc ``k`` of ``n`` as text: wider discs for larger numbers, at most a column less two characters."""
    most = min((column - 3) // 2, 2 * n)
    label = str(k)
    half = max(len(label), ceil(k * most / n), 1)
    width = 2 * half + 1
    fill = width - 2 - len(label)
    left = fill // 2
    return "[" + "=" * left + label + "=" * (fill - left) + "]"


def draw(position: State | BallState, *, width: int = 60, lifted: int | None = None, cursor: int | None = None,
         hint: tuple[int, int] | None = None, keys: bool = True) -> Text:
    """The position as text ``width`` characters wide (wider when the pegs need it).

    ``lifted`` is the peg whose top piece is held up (drawn above that peg), ``cursor``
    the peg the arrow keys chose, ``hint`` a move's (source, target) to mark; ``keys``
    puts each peg's key (1, 2, …) before its letter.

    >>> from hanoi import BallState
    >>> print(draw(BallState.parse("|21|3||"), width=18, lifted=1, hint=(0, 2)).plain)
            (3)
       │
      (1)    │
      (2)    │     │
    ──────────────────
     1 A▲  2 B   3 C▼
    """
    pegs = position.pegs
    column = column_width(pegs, width)
    total = column * pegs
    stacks = position.stacks()
    balls = isinstance(position, BallState)
    if balls:
        given = position.rules.capacities if position.rules is not None else None
        capacities = tuple(position.n if c is None else c for c in given) if given else (position.n,) * pegs
        height = max(capacities)
    else:
        capacities = (position.n + 1,) * pegs
        height = position.n + 1
    rows: list[list[tuple[str, str]]] = [[(" ", "")] * total for _ in range(height + 1)]

    def put(row: int, peg: int, text: str, style: str) -> None:
        centre = peg * column + column // 2
        start = centre - len(text) // 2
        for offset, char in enumerate(text):
            if 0 <= start + offset < total:
                rows[row][start + offset] = (char, style)

    for peg in range(pegs):
        pieces = list(stacks[peg])
        held = pieces.pop() if lifted == peg and pieces else None
        for level in range(capacities[peg]):
            put(height - level, peg, "│", "bright_black")
        for level, piece in enumerate(pieces):
            shape = f"({piece})" if balls else _disc(piece, position.n, column)
            put(height - level, peg, shape, f"bold black on {COLORS[(piece - 1) % len(COLORS)]}")
        if held is not None:
            shape = f"({held})" if balls else _disc(held, position.n, column)
            put(0, peg, shape, f"bold black on {COLORS[(held - 1) % len(COLORS)]}")
    picture = Text(no_wrap=True, overflow="crop")
    for row in rows:
        line = Text("".join(char for char, _ in row).rstrip())
        for index, (_, style) in enumerate(row[: len(line)]):
            if style:
                line.stylize(style, index, index + 1)
        picture.append_text(line)
        picture.append("\n")
    picture.append("─" * total + "\n", style="bright_black")
    label_line = Text()
    cells: list[tuple[str, str]] = [(" ", "")] * total
    for peg in range(pegs):
        letter = chr(ord("A") + peg)
        label = f"{peg + 1} {letter}" if keys else letter
        if hint is not None and peg == hint[0]:
            label += "▲"
        elif hint is not None and peg == hint[1]:
            label += "▼"
        style = "reverse bold" if peg == cursor else ("bold yellow" if hint is not None and peg in hint else "bold")
        mark = 1 if label[-1] in "▲▼" else 0
        start = peg * column + column // 2 - (len(label) - len(letter) - mark)  # the letter under the rod
        for offset, char in enumerate(label):
            if 0 <= start + offset < total:
                cells[start + offset] = (char, style)
    plain = "".join(char for char, _ in cells).rstrip()
    label_line.append(plain)
    for index, (_, style) in enumerate(cells[: len(plain)]):
        if style:
            label_line.stylize(style, index, index + 1)
    picture.append_text(label_line)
    return picture
