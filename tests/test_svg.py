"""SVG boards, SMIL animations and GIFs of :mod:`hanoi.draw.svg`."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from hanoi import IllegalMoveError, InvalidArgumentError, Move, State, TooLargeError, solve
from hanoi.draw.svg import MAX_ANIMATION_MOVES, SvgText, _flight, animation, board, disc_color, gif

NS = {"svg": "http://www.w3.org/2000/svg"}


def _parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def _geometry(root: ET.Element) -> dict[str, float]:
    return {key: float(root.get(f"data-{key}", "nan")) for key in ("pitch", "margin", "disc-height", "base-y")}


@st.composite
def states(draw: st.DrawFn) -> State:
    pegs = draw(st.integers(3, 6))
    n = draw(st.integers(0, 9))
    return State(tuple(draw(st.lists(st.integers(0, pegs - 1), min_size=n, max_size=n))), pegs)


@settings(max_examples=60, deadline=None)
@given(states())
def test_every_disc_sits_centred_on_its_peg_above_the_larger_ones(state: State) -> None:
    root = _parse(board(state))
    geometry = _geometry(root)
    discs = root.findall(".//svg:rect[@class='disc']", NS)
    assert len(discs) == state.n
    assert len(root.findall(".//svg:g[@data-peg]", NS)) == state.pegs
    by_disc = {int(rect.get("data-disc", "0")): rect for rect in discs}
    for peg, stack in enumerate(state.stacks()):
        centre = geometry["margin"] + geometry["pitch"] * (peg + 0.5)
        tops = []
        for level, disc in enumerate(stack):
            rect = by_disc[disc]
            x, y, width = (float(rect.get(name, "nan")) for name in ("x", "y", "width"))
            assert x + width / 2 == pytest.approx(centre)
            assert y == pytest.approx(geometry["base-y"] - (level + 1) * geometry["disc-height"] + 1)
            tops.append(y)
        assert tops == sorted(tops, reverse=True)  # each disc above the one below it


def test_discs_grow_with_their_number_and_pegs_are_labelled() -> None:
    root = _parse(board(State.perfect(5, pegs=4)))
    widths = [float(rect.get("width", "0")) for rect in root.findall(".//svg:rect[@class='disc']", NS)]
    assert widths == sorted(widths, reverse=True) and len(set(widths)) == 5
    labels = [label.text for label in root.findall(".//svg:text[@class='label']", NS)]
    assert labels == ["A", "B", "C", "D"]
    assert root.find("svg:title", NS) is not None
    assert root.findtext("svg:title", namespaces=NS) == "Tower of Hanoi, 5 discs on 4 pegs: AAAAA"


def test_the_result_is_a_str_that_notebooks_show() -> None:
    picture = board(State.parse("CAB"))
    assert isinstance(picture, SvgText) and isinstance(picture, str)
    assert picture._repr_svg_() == str(picture)


def test_size_sets_the_pixel_width_and_keeps_the_aspect_ratio() -> None:
    root = _parse(board(State.perfect(3), size=300))
    _, _, width, height = (float(v) for v in root.get("viewBox", "").split())
    assert root.get("width") == "300"
    assert float(root.get("height", "0")) == pytest.approx(300 * height / width, abs=0.01)
    assert "width" not in _parse(board(State.perfect(3))).attrib


def test_colors_override_the_scene_and_single_discs() -> None:
    root = _parse(board(State.perfect(3), colors={"rod": "#123456", "disc": "teal", "disc2": "rgb(1, 2, 3)"}))
    assert {rod.get("fill") for rod in root.findall(".//svg:rect[@class='rod']", NS)} == {"#123456"}
    fills = {int(r.get("data-disc", "0")): r.get("fill") for r in root.findall(".//svg:rect[@class='disc']", NS)}
    assert fills == {1: "teal", 2: "rgb(1, 2, 3)", 3: "teal"}
    assert disc_color(1, 1) == disc_color(1, 10) == "#00ffcc"


@pytest.mark.parametrize(
    ("colors", "message"),
    [
        ({"rods": "red"}, "unknown colour key 'rods'"),
        ({"disc9": "red"}, "unknown colour key 'disc9'"),
        ({"rod": 'red"/><script>'}, "is not a colour"),
        ({"rod": 3}, "is not a colour"),
        (["red"], "colors must be a mapping"),
    ],
)
def test_bad_colors_are_refused(colors: object, message: str) -> None:
    with pytest.raises(InvalidArgumentError, match=message):
        board(State.perfect(3), colors=colors)  # type: ignore[arg-type]


def test_highlight_marks_a_move_or_a_peg() -> None:
    root = _parse(board(State.parse("AAB"), highlight=Move(1, 1, 2)))
    lit = [group.get("data-peg") for group in root.findall(".//svg:g[@class='peg lit']", NS)]
    assert lit == ["1", "2"]
    assert [r.get("data-disc") for r in root.findall(".//svg:rect[@class='disc lit']", NS)] == ["1"]
    assert len(_parse(board(State.perfect(2), highlight=2)).findall(".//svg:g[@class='peg lit']", NS)) == 1
    with pytest.raises(IllegalMoveError, match="cannot go onto the smaller disc 1"):
        board(State.parse("AB"), highlight=Move(2, 0, 1))
    with pytest.raises(InvalidArgumentError, match="highlight must be"):
        board(State.perfect(2), highlight=3)
    with pytest.raises(InvalidArgumentError, match="size must be"):
        board(State.perfect(2), size=0)
    with pytest.raises(InvalidArgumentError, match="expected a State"):
        board("AAA")  # type: ignore[arg-type]
    with pytest.raises(TooLargeError, match="refusing to draw 1001 discs"):
        board(State.perfect(1001))


def _animations(text: str) -> dict[int, dict[str, list[str]]]:
    root = _parse(text)
    found: dict[int, dict[str, list[str]]] = {}
    for rect in root.findall(".//svg:rect[@class='disc']", NS):
        for anim in rect.findall("svg:animate", NS):
            found.setdefault(int(rect.get("data-disc", "0")), {})[anim.get("attributeName", "")] = [
                anim.get("values", ""), anim.get("keyTimes", ""), anim.get("dur", "")]
    return found


@pytest.mark.parametrize("n", [1, 3, 5])
def test_animation_moves_each_disc_2_to_the_n_minus_d_times_and_ends_solved(n: int) -> None:
    text = animation(State.perfect(n), solve(n), seconds_per_move=0.25, pause=0.5)
    found = _animations(text)
    final = _parse(board(State.perfect(n, peg=2)))
    end_x = {int(r.get("data-disc", "0")): float(r.get("x", "0")) for r in final.findall(".//svg:rect", NS)
             if r.get("data-disc")}
    for disc in range(1, n + 1):
        values, times, dur = found[disc]["x"]
        points = values.split(";")
        moves = (len(points) - 1) // 4
        assert moves == 2 ** (n - disc)  # the German encyclopedia article: disc d moves 2**(n-d) times
        assert float(points[-1]) == pytest.approx(end_x[disc])
        keys = [float(t) for t in times.split(";")]
        assert keys[0] == 0 and keys[-1] == 1 and keys == sorted(keys) and len(keys) == len(points)
        assert dur == f"{(2**n - 1) * 0.25 + 0.5:g}s"


def test_animation_refuses_illegal_or_too_many_moves() -> None:
    with pytest.raises(IllegalMoveError):
        animation(State.perfect(2), [Move(2, 0, 1)])
    with pytest.raises(InvalidArgumentError, match="expected Move values"):
        animation(State.perfect(2), [(1, 0, 1)])  # type: ignore[list-item]
    with pytest.raises(TooLargeError, match=f"more than {MAX_ANIMATION_MOVES} moves"):
        animation(State.perfect(20), solve(20))
    with pytest.raises(InvalidArgumentError, match="seconds_per_move"):
        animation(State.perfect(2), solve(2), seconds_per_move=0)


def test_gif_has_a_frame_per_step_and_ends_on_the_solved_picture() -> None:
    data = gif(State.perfect(3), solve(3), size=160, frames_per_move=3, frame_ms=20, pause_ms=500)
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF" and image.size[0] == 160
    assert image.n_frames == 1 + 3 * 7
    image.seek(image.n_frames - 1)
    last = image.convert("RGB").tobytes()
    solved = Image.open(io.BytesIO(gif(State.perfect(3, peg=2), [], size=160))).convert("RGB").tobytes()
    assert last == solved
    first = Image.open(io.BytesIO(data)).convert("RGB").tobytes()
    assert first != solved


def test_gif_refuses_work_beyond_its_pixel_budget() -> None:
    with pytest.raises(TooLargeError, match="fewer discs, a smaller size or fewer frames"):
        gif(State.perfect(12), solve(12), size=1000, frames_per_move=10)
    with pytest.raises(InvalidArgumentError, match="frames_per_move"):
        gif(State.perfect(2), solve(2), frames_per_move=0)


@pytest.mark.parametrize("t", [0.0, 0.2, 0.5, 0.8, 1.0])
def test_a_flying_disc_goes_up_across_and_down(t: float) -> None:
    x, y = _flight(t, (10.0, 100.0), (210.0, 80.0), 20.0)
    assert 10.0 <= x <= 210.0 and 20.0 <= y <= 100.0
    assert _flight(0.0, (10.0, 100.0), (210.0, 80.0), 20.0) == (10.0, 100.0)
    assert _flight(1.0, (10.0, 100.0), (210.0, 80.0), 20.0) == pytest.approx((210.0, 80.0))
