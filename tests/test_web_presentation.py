"""Presentation mode on the projectors classrooms have, and a page that never scrolls sideways, in Chromium.

At 1024x768, 1280x720, 1280x800, 1366x768 and 1920x1080 (landscape), presentation mode must give the
board most of the screen, write disc numbers at least 24 px tall for up to five discs and 12 px for ten
discs on six pegs, scroll in neither direction, and keep the side panel (the goal picture, the address
and its QR code) folded away until asked for.  Every width from a 320 px phone to a 1920 px screen is
tried for sideways scrolling, on every screen of the page.  A touch screen is told to tap, not click.

Playwright drives Debian's chromium (skipped when it is absent) against a live server.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from board_menus import every_board, settled
from browser_profile import AppServer

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

PROJECTORS = [(1024, 768), (1280, 720), (1280, 800), (1366, 768), (1920, 1080)]
# discs, pegs: the smallest disc number allowed, in px (up to five discs on any pegs: 24; ten on six: 12)
BOARDS = {(3, 3): 24.0, (5, 3): 24.0, (1, 6): 24.0, (5, 4): 24.0, (5, 5): 24.0, (5, 6): 24.0, (10, 6): 12.0}
WIDTHS = range(320, 1921, 40)  # every phone, tablet, laptop and projector width, 41 of them


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    running = AppServer(tmp_path_factory.mktemp("present") / "results.sqlite3", build_tables=False,
                      games_per_minute=10_000)
    running.start()
    yield running.url
    running.stop()


def _open(browser: Any, url: str, problems: list[str], width: int, height: int, **context: Any) -> tuple[Any, Any]:
    opened = browser.new_context(viewport={"width": width, "height": height}, **context)
    tab = opened.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.goto(url)
    expect(tab.locator("#board svg")).to_be_visible()
    _settled(tab)
    return opened, tab


@pytest.fixture(scope="module")
def projector(browser: Any, server: str) -> Iterator[tuple[Any, list[str]]]:
    """One page (a mouse) for the five projector sizes: each size is set before its boards are started, so each
    board measured is drawn at its size; a page opened at a size is tried by the other tests of this file."""
    problems: list[str] = []
    context, tab = _open(browser, server, problems, *PROJECTORS[0])
    yield tab, problems
    context.close()


@pytest.fixture(scope="module")
def phone(browser: Any, server: str) -> Iterator[tuple[Any, list[str]]]:
    """One page of a touch screen (a 360 px phone, upright) for the widths of each screen and the touch message."""
    problems: list[str] = []
    context, tab = _open(browser, server, problems, 360, 740, has_touch=True, is_mobile=True)
    yield tab, problems
    context.close()


def _free_play(tab: Any, width: int, height: int) -> None:
    """Back on the play screen, out of presentation mode (whatever a test before left), at the given size."""
    tab.set_viewport_size({"width": width, "height": height})
    if "presenting" in (tab.locator("body").get_attribute("class") or "").split():
        tab.locator("#present").click()
        expect(tab.locator("body")).not_to_have_class("presenting")
    tab.locator("#tab-play").click()
    expect(tab.locator("#panel-play")).to_be_visible()
    _settled(tab)


def _settled(tab: Any) -> None:
    expect(tab.locator("#board")).to_have_attribute("data-busy", "false")
    tab.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def _new_game(tab: Any, discs: int, pegs: int) -> None:
    if tab.locator("#pegs").input_value() != str(pegs):
        tab.locator("#pegs").select_option(str(pegs))
    tab.locator("#discs").select_option(str(discs))
    expect(tab.locator("#board")).to_have_attribute("data-state", "A" * discs)
    expect(tab.locator("#goal svg")).to_have_attribute("data-pegs", str(pegs))
    _settled(tab)


# The board's box, its smallest disc number as drawn (font size times the picture's scale), and the scroll.
_MEASURE = """() => {
        const root = document.documentElement;
        const svg = document.querySelector('#board svg');
        const box = svg.getBoundingClientRect();
        const numbers = [...svg.querySelectorAll('text.disc-number')].map(
            (text) => parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a);
        const shown = (id) => { const r = document.getElementById(id).getBoundingClientRect();
            return r.width > 0 && r.height > 0; };
        const inside = (id) => { const r = document.getElementById(id).getBoundingClientRect();
            return r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5; };
        return { width: innerWidth, height: innerHeight, boardWidth: box.width, boardHeight: box.height,
            number: Math.min(...numbers), down: root.scrollHeight - innerHeight,
            sideways: root.scrollWidth - root.clientWidth, goal: shown('goal-box'), address: shown('present-box'),
            inside: ['board', 'controls', 'message'].every(inside) };
    }"""


@pytest.mark.parametrize(("width", "height"), PROJECTORS, ids=[f"{w}x{h}" for w, h in PROJECTORS])
def test_presentation_mode_gives_the_board_the_projector(projector: tuple[Any, list[str]], width: int,
                                                         height: int) -> None:
    tab, problems = projector
    _free_play(tab, width, height)
    tab.locator("#present").click()
    expect(tab.locator("body")).to_have_class("presenting")
    expect(tab.locator("#present-fold")).to_have_attribute("aria-expanded", "false")
    failures = []
    for ((discs, pegs), smallest), found in zip(BOARDS.items(), every_board(tab, list(BOARDS), _MEASURE), strict=True):
        where = f"{width}x{height}, {discs} discs on {pegs} pegs: {found}"
        if found["number"] < smallest:
            failures.append(f"disc numbers under {smallest} px at {where}")
        # most of the screen: the board spans the width, or (a tall picture) most of the height
        if found["boardWidth"] < 0.9 * width and found["boardHeight"] < 0.6 * height:
            failures.append(f"a small board at {where}")
        if found["down"] > 0 or found["sideways"] > 0 or not found["inside"]:
            failures.append(f"the page scrolls at {where}")
        if found["goal"] or found["address"]:
            failures.append(f"the side panel is not folded away at {where}")
    tab.locator("#present-fold").click()  # unfolded: the goal and the address are back, and still nothing scrolls
    expect(tab.locator("#present-fold")).to_have_attribute("aria-expanded", "true")
    expect(tab.locator("#goal-box")).to_be_visible()
    expect(tab.locator("#present-box")).to_be_visible()
    unfolded = settled(tab, _MEASURE)
    if unfolded["down"] > 0 or unfolded["sideways"] > 0:
        failures.append(f"the page scrolls with the side panel unfolded at {width}x{height}: {unfolded}")
    tab.locator("#present").click()
    expect(tab.locator("body")).not_to_have_class("presenting")
    expect(tab.locator("#present-fold")).to_be_hidden()
    assert failures == [] and problems == [], failures + problems


_SIDEWAYS = """() => {
    const root = document.documentElement;
    const over = root.scrollWidth - root.clientWidth;
    const wide = over <= 0 ? [] : [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3).map((element) => `${element.tagName.toLowerCase()}#${element.id}`);
    return { over, wide };
}"""


@pytest.mark.parametrize("screen", ["play", "test", "presentation"])
def test_no_width_from_320_to_1920_scrolls_sideways(phone: tuple[Any, list[str]], screen: str) -> None:
    tab, problems = phone
    _free_play(tab, 360, 740)
    if screen == "test":
        tab.locator("#tab-test").click()
        expect(tab.locator("#new-test")).to_be_visible()
    elif screen == "presentation":
        tab.locator("#present").click()
        expect(tab.locator("body")).to_have_class("presenting")
    failures = []
    for width in WIDTHS:
        height = 740 if width < 700 else min(max(int(width * 0.6), 400), 1080)  # phones upright, screens wide
        tab.set_viewport_size({"width": width, "height": height})
        found = settled(tab, _SIDEWAYS)  # the board not busy, two frames painted, then measured: one call
        if found["over"] > 0:
            failures.append(f"{screen} at {width}x{height} scrolls {found['over']} px sideways: {found['wide']}")
    assert failures == [] and problems == [], failures + problems


def test_a_touch_screen_is_told_to_tap_and_a_mouse_to_click(phone: tuple[Any, list[str]],
                                                           projector: tuple[Any, list[str]]) -> None:
    said = {}
    for device, (tab, problems) in (("touch", phone), ("mouse", projector)):
        _free_play(tab, 360, 740)
        _new_game(tab, 4, 3)
        said[device] = tab.locator("#message").inner_text()
        assert problems == []
    assert "Tap" in said["touch"] and "lick" not in said["touch"], said
    assert "Click" in said["mouse"], said  # the same message with a mouse: the check sees the difference

