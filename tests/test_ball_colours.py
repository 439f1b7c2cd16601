"""The Tower of London's balls: five colours any person tells apart, and a number on every ball (issue 31)."""

from __future__ import annotations

import itertools
import re

import pytest

from colour_vision import MACHADO_2009, ciede2000, contrast, lab, parse_hex, simulate
from hanoi.balls import COLORS, BallState
from hanoi.draw.svg import BALL_HEX, board
from hanoi.rules import Rules

VISIONS = ["normal", *MACHADO_2009]


@pytest.mark.parametrize("vision", VISIONS)
def test_phillips_five_balls_stay_apart_for_every_colour_vision(vision: str) -> None:
    shades = [BALL_HEX[name] for name in COLORS[:5]]  # Phillips et al. (1999): five balls
    seen = [lab(simulate(parse_hex(shade), vision)) for shade in shades]
    worst = min(ciede2000(a, b) for a, b in itertools.combinations(seen, 2))
    assert worst >= 20, (vision, worst)


def test_pebls_red_and_green_would_merge_for_a_protanope() -> None:
    red, green = parse_hex("#ff0000"), parse_hex("#008000")  # the CSS names the board drew before
    assert ciede2000(lab(simulate(red, "protanopia")), lab(simulate(green, "protanopia"))) < 20


def test_every_ball_carries_its_number_in_ink_that_reads() -> None:
    svg = board(BallState.parse("|12345|||", rules=Rules.london([5, 5, 5])))
    numbers = re.findall(r'<text class="ball-number" data-ball="(\d)"[^>]*fill="(#[0-9a-f]{6})"[^>]*>(\d)</text>', svg)
    assert sorted((ball, text) for ball, _, text in numbers) == [(str(b), str(b)) for b in range(1, 6)]
    for ball, ink, _ in numbers:
        shade = BALL_HEX[COLORS[int(ball) - 1]]
        assert contrast(parse_hex(ink), parse_hex(shade)) >= 4.5, (ball, ink, shade)
