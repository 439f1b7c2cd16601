"""Every value and result type shows itself in Jupyter: a picture or a table, never only its repr.

Jupyter asks an object for ``_repr_svg_`` / ``_repr_html_``; these tests ask the same way,
read the discs back from the SVG, and check that a display reads nothing of a lazy solution.
"""

from __future__ import annotations

import re

import pytest

import hanoi
from hanoi import BallState, Game, Move, State, bfs_layers, path_search, solve
from hanoi.variants.panex import PanexState
from hanoi.variants.rings import RingsState


def display(value: object) -> str:
    for method in ("_repr_svg_", "_repr_html_"):
        shown = getattr(value, method, None)
        if shown is not None and (text := shown()) is not None:
            return str(text)
    raise AssertionError(f"{type(value).__name__} has no notebook display")


VALUES = {
    "State": State.parse("ABC"),
    "Move": Move(1, 0, 2),
    "Game": Game(State.perfect(3)),
    "BallState": BallState.parse("|21|3||"),
    "RingsState": RingsState.parse("1011"),
    "PanexState": PanexState.start(2),
    "Solution": solve(3),
    "SearchResult": path_search(State.parse("ABCD", pegs=4), State.parse("DCBA", pegs=4)),
    "BFSResult": bfs_layers(3),
}


@pytest.mark.parametrize("name", sorted(VALUES))
def test_every_value_and_result_has_a_display(name: str) -> None:
    text = display(VALUES[name])
    assert text.startswith(("<svg", "<div", "<code"))
    assert "object at 0x" not in text


def test_discs_carry_their_numbers_where_they_stand() -> None:
    svg = display(State.parse("ABC"))
    numbers = re.findall(r'class="disc-number" data-disc="(\d+)"', svg)
    assert sorted(map(int, numbers)) == [1, 2, 3]


def test_a_game_shows_the_position_now_and_the_goal() -> None:
    game = Game(State.perfect(2))
    game.push_pegs(0, 1)
    text = display(game)
    assert text.count("<svg") == 2 and "after 1 move" in text and "<code>1AB</code>" in text


def test_displaying_a_solution_reads_none_of_its_moves() -> None:
    solution = solve(4)
    text = display(solution)
    assert "15 moves" in text and "<animate " in text and 'dur="8.5s"' in text  # 15 moves of 0.5 s, 1 s pause
    assert len(list(solution)) == 15  # nothing was consumed by the display


def test_a_solution_too_long_to_animate_shows_its_length_and_start() -> None:
    text = display(solve(30))
    assert "1,073,741,823 moves" in text and "<animate" not in text
    assert repr(solve(30)) == "<solve(30): 1,073,741,823 moves from peg A to peg C>"


def test_a_position_too_large_to_draw_falls_back_to_its_repr() -> None:
    assert State.perfect(10**4)._repr_svg_() is None


def test_dir_shows_only_the_public_names() -> None:
    names = dir(hanoi)
    for private in ("TYPE_CHECKING", "annotations", "importlib", "Any"):
        assert private not in names
    assert {"solve", "State", "Game", "verify", "__version__"} <= set(names)
