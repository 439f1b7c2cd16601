"""The Tower of Toronto's colours: which disc wears which colour, lightest first.

The Tower of Toronto (Saint-Cyr, Taylor and Lang 1988, "Procedural learning and neostriatal
dysfunction in man", *Brain* 111, 941-959) is the Tower of Hanoi with discs of one size in
colours: white, yellow, red and black, and a darker disc may never go on a lighter one.  The
colour order takes the place of the size order, so disc 1, the lightest, plays the smallest
disc and the game's positions, moves and minima are Hanoi's (``Rules.toronto()``).

Four discs wear Saint-Cyr et al.'s four colours; fewer wear the lightest of them; five add
orange and six purple, each in its place by lightness.  The shades are chosen so that the
lightness order (CIELAB L*) holds, 10 units apart or more between neighbours, for normal
vision and as protanopes, deuteranopes and tritanopes see them (Machado, Oliveira and
Fernandes 2009: tests/test_toronto.py); every disc also carries its number.

>>> toronto_colours(4)
('white', 'yellow', 'red', 'black')
>>> toronto_colour(3, 4), TORONTO_HEX["black"]
('red', '#141414')
"""

from __future__ import annotations

from hanoi._validate import check_int, shown, shown_int
from hanoi.errors import InvalidArgumentError, InvalidStateError
from hanoi.limits import TORONTO_MAX_DISCS

__all__ = ["TORONTO_COLOURS", "TORONTO_HEX", "toronto_colour", "toronto_colours"]

TORONTO_COLOURS = ("white", "yellow", "red", "black")
"""Saint-Cyr, Taylor and Lang's (1988) four colours, light to dark."""

TORONTO_HEX = {"white": "#ffffff", "yellow": "#f2d21b", "orange": "#f08a24", "red": "#c8202a",
               "purple": "#4a2070", "black": "#141414"}
"""The shade the board draws for each colour name."""

_SETS = {
    5: ("white", "yellow", "orange", "red", "black"),
    6: ("white", "yellow", "orange", "red", "purple", "black"),
}


def toronto_colours(n: int) -> tuple[str, ...]:
    """The colour names of ``n`` discs, disc 1 (the lightest, Hanoi's smallest) first.

    Saint-Cyr, Taylor and Lang (1988): white, yellow, red, black for four discs.

    >>> toronto_colours(2), toronto_colours(5)
    (('white', 'yellow'), ('white', 'yellow', 'orange', 'red', 'black'))
    >>> toronto_colours(7)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: the Tower of Toronto has at most 6 colours of disc, got 7 discs ...
    """
    n = check_int(n, "n", low=0)
    if n > TORONTO_MAX_DISCS:
        raise InvalidStateError(
            f"the Tower of Toronto has at most {TORONTO_MAX_DISCS} colours of disc, got {shown_int(n)} discs "
            "(hanoi.limits.TORONTO_MAX_DISCS: more would not stay apart by lightness)"
        )
    return _SETS.get(n, TORONTO_COLOURS[:n])


def toronto_colour(disc: int, n: int) -> str:
    """The colour of ``disc`` (1 the lightest) among ``n`` discs of the Tower of Toronto.

    >>> [toronto_colour(d, 4) for d in (1, 4)]
    ['white', 'black']
    """
    names = toronto_colours(n)
    if not names:
        raise InvalidArgumentError(f"no discs (n={shown_int(n)}): disc {shown(disc)} has no colour")
    disc = check_int(disc, "disc", low=1, high=len(names))
    return names[disc - 1]
