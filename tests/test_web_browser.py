"""Browser tests of the game page: Playwright driving Debian's chromium against a live server.

The server runs in a thread on a free loopback port.  Playwright cannot download its
own browsers here, so the tests use the system ``chromium`` and are skipped when it is
absent.  Set ``HANOI_UPDATE_SCREENSHOT=1`` to refresh ``docs/screenshot.png``.
"""

from __future__ import annotations

import csv
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hanoi import State
from hanoi.paths import path as optimal_path
from hanoi.results.store import PEBL_MOVE_COLUMNS, PEBL_SUMMARY_COLUMNS, Records

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

SCREENSHOT = Path(__file__).resolve().parent.parent / "docs" / "screenshot.png"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    import uvicorn

    from hanoi.web import create_app

    db = tmp_path_factory.mktemp("web") / "results.sqlite3"
    port = _free_port()
    config = uvicorn.Config(create_app(db), host="127.0.0.1", port=port, log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the web server did not start")
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}/", db
    running.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(server: tuple[str, Path], browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1000, "height": 860})
    tab = context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.on("dialog", lambda dialog: problems.append(f"dialog: {dialog.message}"))
    tab.goto(server[0])
    expect(tab.locator("#board svg")).to_be_visible()
    _set_speed(tab, 40)
    yield tab
    context.close()
    assert problems == [], problems


def _set_speed(page: Any, ms: int) -> None:
    page.locator("#speed").fill(str(ms))
    expect(page.locator("#speed-value")).to_have_text(f"{ms} ms")


def _click_peg(page: Any, peg: int) -> None:
    page.locator(f'#board g.peg[data-peg="{peg}"] .label').click()


def _play(page: Any, moves: list[tuple[int, int]]) -> None:
    for source, target in moves:
        _click_peg(page, source)
        _click_peg(page, target)


def _new_game(page: Any, discs: int) -> None:
    page.locator("#discs").select_option(str(discs))
    page.locator("#new").click()
    expect(page.locator("#board")).to_have_attribute("data-state", "A" * discs)
    expect(page.locator("#moves")).to_have_text("0")


def _settled(page: Any) -> None:
    expect(page.locator("#board")).to_have_attribute("data-busy", "false")


def test_play_three_discs_to_the_end_by_clicking(page: Any) -> None:
    expect(page.locator("#min-moves")).to_have_text("7")
    _play(page, [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)])
    expect(page.locator("#moves")).to_have_text("7")
    expect(page.locator("#message")).to_contain_text("Solved in 7 moves")
    expect(page.locator("#board")).to_have_attribute("data-state", "CCC")
    timer = page.locator("#timer").text_content()
    page.wait_for_timeout(300)
    assert page.locator("#timer").text_content() == timer  # the clock stops once solved


def test_an_illegal_move_is_refused_inline_with_its_reason(page: Any) -> None:
    _play(page, [(0, 1)])
    expect(page.locator("#moves")).to_have_text("1")
    _play(page, [(0, 1)])  # disc 2 onto disc 1
    expect(page.locator("#message")).to_have_text("Disc 2 cannot go onto the smaller disc 1 on peg B.")
    expect(page.locator("#message")).to_have_class("error")
    _settled(page)
    expect(page.locator("#moves")).to_have_text("1")
    expect(page.locator("#board")).to_have_attribute("data-state", "AAB")
    _click_peg(page, 2)  # nothing to lift from an empty peg
    expect(page.locator("#message")).to_have_text("Peg C is empty: there is no disc to lift.")


def test_keyboard_letters_and_numbers_choose_pegs(page: Any) -> None:
    page.locator("#board").focus()
    page.keyboard.press("1")
    page.keyboard.press("c")
    expect(page.locator("#moves")).to_have_text("1")
    expect(page.locator("#board")).to_have_attribute("data-state", "AAC")
    page.keyboard.press("a")
    page.keyboard.press("Escape")  # put the disc back
    _settled(page)
    expect(page.locator("#moves")).to_have_text("1")


def test_hint_undo_and_solve_from_here(page: Any, tmp_path: Path) -> None:
    _new_game(page, 4)
    _play(page, [(0, 2)])  # not the optimal first move of four discs
    expect(page.locator("#moves")).to_have_text("1")
    expected = next(optimal_path(State.parse("AAAC"), State.parse("CCCC")))
    page.locator("#hint").click()
    expect(page.locator("#message")).to_contain_text(
        f"Hint: move disc {expected.disc} from peg {'ABC'[expected.source]} to peg {'ABC'[expected.target]}"
    )
    expect(page.locator("#board g.peg.hint")).to_have_count(2)
    shot = tmp_path / "screenshot.png"
    page.screenshot(path=str(shot))
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if os.environ.get("HANOI_UPDATE_SCREENSHOT"):
        SCREENSHOT.parent.mkdir(exist_ok=True)
        shutil.copyfile(shot, SCREENSHOT)

    page.locator("#undo").click()
    expect(page.locator("#moves")).to_have_text("0")
    expect(page.locator("#board")).to_have_attribute("data-state", "AAAA")
    expect(page.locator("#message")).to_contain_text("Took back 1AC")

    _set_speed(page, 250)
    page.locator("#solve").click()
    expect(page.locator("#stop")).to_be_enabled()
    expect(page.locator("#moves")).not_to_have_text("0")
    page.locator("#stop").click()
    _settled(page)
    expect(page.locator("#message")).to_contain_text("Stopped after")
    stopped = int(page.locator("#moves").text_content())
    assert 1 <= stopped < 15

    _set_speed(page, 40)
    page.locator("#solve").click()
    expect(page.locator("#message")).to_contain_text("Solved in 15 moves", timeout=20_000)
    expect(page.locator("#moves")).to_have_text("15")
    expect(page.locator("#board")).to_have_attribute("data-state", "CCCC")


def test_a_search_too_large_is_explained_on_the_page(page: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.web.sessions
    from hanoi.web.sessions import PlayGame

    # A fixed random problem (seed 3: FDECBEEB to BECDAEAE, 11 moves apart) and a budget of one node,
    # which no pair that needs a search can meet.
    drawn = PlayGame.random.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        PlayGame, "random", classmethod(lambda cls, n, pegs, seed=None, now=None: drawn(cls, n, pegs, seed=3, now=now))
    )
    monkeypatch.setattr(hanoi.web.sessions, "SEARCH_NODES", 1)
    page.locator("#discs").select_option("8")
    page.locator("#pegs").select_option("6")
    page.locator("#start").select_option("random")
    page.locator("#new").click()
    expect(page.locator("#min-moves")).to_have_text("?")
    page.locator("#hint").click()
    expect(page.locator("#message")).to_contain_text("8 discs on 6 pegs are too many for the optimal-path search")
    expect(page.locator("#message")).to_have_class("error")


def test_test_mode_records_every_move_and_exports_pebl_columns(
    page: Any, server: tuple[str, Path], tmp_path: Path
) -> None:
    participant = "<img src=x onerror=alert(1)> P07"
    page.locator("#tab-test").click()
    page.locator("#participant").fill(participant)
    page.locator('input[name="problem_set"][value="file"]').check()
    page.locator("#problem-file").set_input_files(
        files=[{"name": "problems.txt", "mimeType": "text/plain", "buffer": b"# two problems\nAA CC\n211 223\n"}]
    )
    page.locator("#start-test").click()
    expect(page.locator("#trial-info")).to_have_text("Problem 1 of 2")
    expect(page.locator("#min-box")).to_be_hidden()  # no hint of the optimum during a test
    _play(page, [(0, 1), (0, 1)])  # 1AB, then the refused 2AB
    expect(page.locator("#message")).to_contain_text("cannot go onto the smaller disc 1")
    _settled(page)
    _play(page, [(1, 2), (0, 1), (2, 1)])  # 1BC, 2AB, 1CB: a detour of one move
    _play(page, [(1, 0), (1, 2), (0, 2)])  # 1BA, 2BC, 1AC
    expect(page.locator("#message")).to_contain_text("Solved in 7 moves")
    page.locator("#next").click()
    expect(page.locator("#trial-info")).to_have_text("Problem 2 of 2")
    expect(page.locator("#board")).to_have_attribute("data-state", "BAA")
    _play(page, [(0, 2), (0, 1)])
    expect(page.locator("#message")).to_contain_text("The test is complete")
    expect(page.locator("#results-participant")).to_have_text(participant)
    expect(page.locator("#results tbody tr")).to_have_count(2)
    assert page.locator("#results-box img").count() == 0  # the id was shown as text, not markup

    with Records(server[1]) as records:
        written = records.export_csv(tmp_path, participant=participant)
    tables = {path.name: list(csv.reader(path.open())) for path in written}
    moves, summary = tables["toh.csv"], tables["toh-summary.csv"]
    assert tuple(moves[0]) == PEBL_MOVE_COLUMNS
    assert tuple(summary[0]) == PEBL_SUMMARY_COLUMNS
    assert [row[3] for row in moves[1:]] == ["11", "12", "13", "23", "22", "21", "31", "33",
                                             "211", "213", "223"]
    assert [row[9] for row in moves[1:]] == ["0"] * 7 + ["1", "0", "0", "1"]
    assert [row[8] for row in summary[1:]] == ["1", "1"]  # success
    assert [(row[3], row[9]) for row in summary[1:]] == [("3", "7"), ("2", "2")]  # shortest, steps
    attempts = tables["toh-attempts.csv"]
    assert len(attempts) - 1 == 10  # every attempt, the refused one too
    assert [row[8] for row in attempts[1:]].count("0") == 1
