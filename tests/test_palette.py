"""The disc colours: the same for a disc whatever the count, and distinct for every kind of colour vision.

The simulation (Machado et al. 2009) and CIEDE2000 are computed here in Python
(tests/colour_vision.py); CIEDE2000 is first checked against the test pairs that Sharma,
Wu and Dalal (2005) published with the formula.
"""

from __future__ import annotations

import itertools
import re

import pytest

from colour_vision import MACHADO_2009, ciede2000, contrast, lab, parse_hex, simulate
from hanoi import State
from hanoi.draw.svg import DISC_PALETTE, board, disc_color, disc_ink

VISIONS = ["normal", *MACHADO_2009]
MIN_DELTA_E = 15.0  # "clearly different" on a screen; the palette reaches 19
GAME_DISCS = 10  # the page offers 1 to 10 discs: any two of them can be on the board together


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [  # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 13, 17, 19, 25, 34
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_the_published_pairs(first: tuple[float, float, float],
                                               second: tuple[float, float, float], expected: float) -> None:
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_keeps_grey_and_merges_red_and_green_for_deuteranopia() -> None:
    grey = (0.5, 0.5, 0.5)
    for vision in MACHADO_2009:
        assert simulate(grey, vision) == pytest.approx(grey, abs=2e-3)
    red, green = parse_hex("#d62728"), parse_hex("#2ca02c")
    normal = ciede2000(lab(red), lab(green))
    deutan = ciede2000(lab(simulate(red, "deuteranopia")), lab(simulate(green, "deuteranopia")))
    assert normal > 60 and deutan < normal / 3  # the textbook confusion, so the model can fail a palette


@pytest.mark.parametrize("vision", VISIONS)
def test_every_two_discs_of_a_game_stay_apart(vision: str) -> None:
    seen = {disc: lab(simulate(parse_hex(disc_color(disc)), vision)) for disc in range(1, GAME_DISCS + 1)}
    worst = min(itertools.combinations(seen, 2), key=lambda pair: ciede2000(seen[pair[0]], seen[pair[1]]))
    assert ciede2000(seen[worst[0]], seen[worst[1]]) >= MIN_DELTA_E, (vision, worst)


def test_the_old_rainbow_would_have_failed() -> None:
    import colorsys

    def rainbow(disc: int, n: int) -> tuple[float, float, float]:  # the palette before: hsl(0..260, 70%, 55%)
        return colorsys.hls_to_rgb((260 * (disc - 1) / (n - 1)) / 360, 0.55, 0.70)

    seen = [lab(simulate(rainbow(disc, 10), "deuteranopia")) for disc in range(1, 11)]
    assert min(ciede2000(a, b) for a, b in itertools.combinations(seen, 2)) < MIN_DELTA_E


def test_a_disc_keeps_its_colour_whatever_the_count() -> None:
    fills = {}
    for n in range(1, GAME_DISCS + 1):
        svg = board(State.perfect(n, pegs=4), numbers=False)
        for disc, fill in re.findall(r'data-disc="(\d+)"[^>]*fill="([^"]+)"', svg):
            fills.setdefault(int(disc), set()).add(fill)
    assert all(len(colours) == 1 for colours in fills.values()), fills
    assert len({next(iter(colours)) for colours in fills.values()}) == GAME_DISCS


def test_numbers_on_discs_are_legible() -> None:
    for disc in range(1, len(DISC_PALETTE) + 1):
        assert contrast(parse_hex(disc_color(disc)), parse_hex(disc_ink(disc))) >= 4.5
    svg = board(State.parse("ABCA"), numbers=True)
    assert re.findall(r'class="disc-number" data-disc="(\d)"[^>]*>(\d)<', svg) == [(d, d) for d in "4321"]
    assert "disc-number" not in board(State.parse("ABCA"), numbers=False)
    assert board(State.parse("ABCA")).count('class="disc-number"') == 4  # numbered by default, as in the game
