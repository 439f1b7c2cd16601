"""Browser tests of the game page: Playwright driving Debian's chromium against a live server.

The server runs in a thread on a free loopback port.  Playwright cannot download its
own browsers here, so the tests use the system ``chromium`` and are skipped when it is
absent.  Set ``HANOI_UPDATE_SCREENSHOT=1`` to refresh ``docs/screenshot.png`` and the
pictures of ``docs/screens/``.  Accessibility is checked by axe-core, injected into the
page by the ``axe-playwright-python`` package (which ships axe-core's ``axe.min.js``).
"""

from __future__ import annotations

import csv
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser_profile import EXAMINER, AppServer, renew, seed_random
from hanoi import State
from hanoi.paths import path as optimal_path
from hanoi.results.export import PEBL_MOVE_COLUMNS, PEBL_SUMMARY_COLUMNS, attempt_rows, export_csv, trial_rows
from hanoi.results.store import Records

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCREENSHOT = DOCS / "screenshot.png"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    running = AppServer(tmp_path_factory.mktemp("web") / "results.sqlite3")
    running.start()
    yield running.url, running.db
    running.stop()


@pytest.fixture(scope="module")
def quiet_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A server that builds no distance table: the layout tests need no hints, and the machine stays free."""
    running = AppServer(tmp_path_factory.mktemp("quiet") / "results.sqlite3", build_tables=False)
    running.start()
    yield running.url, running.db
    running.stop()


def _open(browser: Any, url: str, problems: list[str], *, wait: bool = True, **context: Any) -> tuple[Any, Any]:
    opened = browser.new_context(**({"viewport": {"width": 1000, "height": 860}} | context))
    tab = opened.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.on("dialog", lambda dialog: problems.append(f"dialog: {dialog.message}"))
    tab.goto(url)
    if wait:
        expect(tab.locator("#board svg")).to_be_visible()
    return opened, tab


@pytest.fixture(scope="module")
def profile(server: tuple[str, Path], browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """One browser tab for the tests of the examiner's page: each opens the page in it afresh (:func:`renew`)."""
    problems: list[str] = []
    context, tab = _open(browser, "about:blank", problems, wait=False)
    seed_random(context, 2)  # the random player's walk on two discs: 5 moves, the same in every run
    yield tab, problems
    context.close()


def _fresh(profile: tuple[Any, list[str]], url: str) -> Any:
    """The tab of ``profile``, wiped as a new browser, at ``url``: the game on screen, no error seen yet."""
    tab, problems = profile
    renew(tab, url, width=1000, height=860)
    problems.clear()
    expect(tab.locator("#board svg")).to_be_visible()
    return tab


@pytest.fixture
def page(server: tuple[str, Path], profile: tuple[Any, list[str]]) -> Iterator[Any]:
    tab = _fresh(profile, server[0])
    _set_speed(tab, 40)
    yield tab
    assert profile[1] == [], profile[1]


def _set_speed(page: Any, ms: int) -> None:
    page.locator("#speed").fill(str(ms))
    expect(page.locator("#speed-value")).to_have_text(f"{ms} ms")


def _click_peg(page: Any, peg: int) -> None:
    page.locator(f'#board g.peg[data-peg="{peg}"] .label').click()


def _play(page: Any, moves: list[tuple[int, int]]) -> None:
    for source, target in moves:
        _click_peg(page, source)
        _click_peg(page, target)


def _new_game(page: Any, discs: int, pegs: int = 3) -> None:
    page.locator("#pegs").select_option(str(pegs))
    page.locator("#discs").select_option(str(discs))  # a change starts the new game at once
    expect(page.locator("#board")).to_have_attribute("data-state", "A" * discs)
    expect(page.locator("#moves")).to_have_text("0")
    _settled(page)


def _settled(page: Any) -> None:
    expect(page.locator("#board")).to_have_attribute("data-busy", "false")


# ---------------------------------------------------------------------- free play
def test_play_three_discs_to_the_end_by_clicking(page: Any) -> None:
    expect(page.locator("#min-moves")).to_have_text("7")
    expect(page.locator("#board-state")).to_have_text("Peg A: discs 3, 2, 1 (top). Peg B: empty. Peg C: empty.")
    _play(page, [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)])
    expect(page.locator("#moves")).to_have_text("7")
    expect(page.locator("#message")).to_contain_text("Solved in 7 moves. That is the minimum!")
    expect(page.locator("#board")).to_have_attribute("data-state", "CCC")
    expect(page.locator("#board-state")).to_have_text("Peg A: empty. Peg B: empty. Peg C: discs 3, 2, 1 (top).")
    expect(page.locator("#announce")).to_have_text("Disc 1 from peg A to peg C. 7 moves.")
    timer = page.locator("#timer").text_content()
    _click_peg(page, 2)  # a click after the win keeps the win on screen
    page.wait_for_timeout(300)
    assert page.locator("#timer").text_content() == timer  # the clock stops once solved
    expect(page.locator("#message")).to_contain_text("Solved in 7 moves")


def test_an_illegal_move_is_refused_inline_with_its_reason(page: Any) -> None:
    expect(page.locator("#timer")).to_have_text("0:00.0")  # the clock waits for the first move
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


def test_keys_act_on_the_board_only_when_it_has_focus(page: Any) -> None:
    page.locator("#board").focus()
    page.keyboard.press("1")
    page.keyboard.press("c")
    expect(page.locator("#moves")).to_have_text("1")
    expect(page.locator("#board")).to_have_attribute("data-state", "AAC")
    page.keyboard.press("a")
    page.keyboard.press("Escape")  # put the disc back
    _settled(page)
    expect(page.locator("#moves")).to_have_text("1")
    page.keyboard.press("ArrowRight")  # arrows point at a peg, Enter chooses it
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(page.locator("#board")).to_have_attribute("data-state", "ABC")
    page.locator("#hint").focus()  # on a control, peg keys do nothing to the board
    page.keyboard.press("1")
    page.keyboard.press("2")
    _settled(page)
    expect(page.locator("#moves")).to_have_text("2")


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
    expect(page.locator("#board")).to_have_attribute("data-state", "CCCC")


def test_hints_on_six_pegs_come_from_the_table_and_the_random_player_plays(page: Any) -> None:
    pytest.importorskip("numba")
    from hanoi.space.distances import build_table

    _new_game(page, 7, pegs=6)
    _play(page, [(0, 3)])
    page.locator("#hint").click()  # answered once the table is there, never refused
    expect(page.locator("#message")).to_contain_text("Hint: move disc", timeout=20_000)
    expect(page.locator("#hint-progress")).to_be_hidden(timeout=60_000)
    table = build_table(State.perfect(7, pegs=6, peg=5))
    here = State.parse("AAAAAAD", pegs=6)
    text = page.locator("#message").text_content()
    assert f"({table.distance(here)} moves to go)" in text
    expect(page.locator("#min-moves")).to_have_text(str(table.distance(State.perfect(7, pegs=6))))

    _new_game(page, 2)
    page.locator("#random").click()  # the Russian tutorial's hanRnd: random legal moves until the goal
    expect(page.locator("#message")).to_contain_text("The random player solved it in", timeout=30_000)
    expect(page.locator("#random-info")).to_contain_text("minimum 3")


# ---------------------------------------------------------------------- test mode
def _start_test(page: Any, participant: str, problems: bytes, **limits: str) -> None:
    page.locator("#tab-test").click()
    page.locator("#participant").fill(participant)
    page.locator('input[name="problem_set"][value="file"]').check()
    page.locator("#problem-file").set_input_files(
        files=[{"name": "problems.txt", "mimeType": "text/plain", "buffer": problems}]
    )
    for field, value in limits.items():
        page.locator(f"#{field}").fill(value)
    page.locator("#start-test").click()
    expect(page.locator("#handover-box")).to_be_visible()
    expect(page.locator("#handover-who")).to_have_text(participant)
    assert page.locator("#handover-box img").count() == 0  # the id is shown as text, not markup
    page.locator("#handover").click()  # this browser is handed to the participant
    expect(page.locator("#begin")).to_be_visible()  # the instructions come first
    page.locator("#begin").click()
    expect(page.locator("#trial-info")).to_contain_text("Problem 1 of")


def test_test_mode_records_every_move_and_exports_pebl_columns(
    page: Any, server: tuple[str, Path], tmp_path: Path
) -> None:
    participant = "<img src=x onerror=alert(1)> P07"
    page.locator("#tab-test").click()
    page.locator("#start-test").click()  # errors of the form are shown next to it
    expect(page.locator("#test-error")).to_have_text("Enter a participant id.")
    page.locator("#participant").fill("P")
    page.locator('input[name="problem_set"][value="file"]').check()
    page.locator("#problem-file").set_input_files(
        files=[{"name": "bad.txt", "mimeType": "text/plain", "buffer": b"111 444\n"}])
    page.locator("#start-test").click()
    expect(page.locator("#test-error")).to_contain_text("Line 1: invalid state '444'")

    page.locator("#participant").fill(participant)
    _start_test(page, participant, b"# two problems\nAA CC\n211 223\n")
    expect(page.locator("#trial-info")).to_have_text("Problem 1 of 2")
    expect(page.locator("#min-box")).to_be_hidden()  # no hint of the optimum during a test
    expect(page.locator("#play-keys")).to_be_hidden()  # nor of the undo and hint keys
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
    # the participant gets no score feedback: a thank-you, and the results stay with the examiner
    expect(page.locator("#message")).to_have_text("The test is finished. Thank you! Please tell the examiner.")
    expect(page.locator("#results-box")).to_be_hidden()
    expect(page.locator("#tab-play")).to_be_hidden()  # the participant's kiosk: no way to free play

    with Records(server[1]) as records:
        written = export_csv(records, tmp_path, participant=participant)
    tables = {path.name: list(csv.DictReader(path.open())) for path in written}
    moves, summary = tables["toh.csv"], tables["toh-summary.csv"]
    assert tuple(moves[0])[:10] == PEBL_MOVE_COLUMNS
    assert tuple(summary[0])[:11] == PEBL_SUMMARY_COLUMNS
    assert [row["current"] for row in moves] == ["11", "12", "13", "23", "22", "21", "31", "33",
                                                 "211", "213", "223"]
    assert [row["done"] for row in moves] == ["0"] * 7 + ["1", "0", "0", "1"]
    assert {row["timing"] for row in moves if row["step"] != "0"} == {"client"}  # the page's click stamps
    assert [row["success"] for row in summary] == ["1", "1"]
    assert [(row["shortest"], row["steps"]) for row in summary] == [("3", "7"), ("2", "2")]
    assert len({row["session"] for row in summary}) == 1 and all(row["session_start"] for row in summary)
    attempts = tables["toh-attempts.csv"]
    assert len(attempts) == 10  # every attempt, the refused one too
    assert [row["legal"] for row in attempts].count("0") == 1
    assert [row["seq"] for row in attempts] == [str(number) for number in range(1, 11)]


def test_recorded_latencies_do_not_depend_on_the_animation_setting(
    profile: tuple[Any, list[str]], server: tuple[str, Path], tmp_path: Path
) -> None:
    """The issue's case: the same clicks, one every 150 ms, at animation speeds 1500 and 40.

    A click happens between the moment the script sends it and the moment the browser
    acknowledges it, so each scripted latency is a window; every exported latency must lie
    in its window, whatever the load of the machine (the old page was off by 1700 ms).
    """
    for speed in (1500, 40):
        problems = profile[1]
        tab = _fresh(profile, server[0])
        _set_speed(tab, speed)
        _start_test(tab, f"T{speed}", b"AAA CCC\n")
        labels = [tab.locator(f'#board g.peg[data-peg="{peg}"] .label') for peg in range(3)]
        boxes = [label.bounding_box() for label in labels]
        windows = []
        for source, target in ((0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)):
            for peg in (source, target):
                box = boxes[peg]
                sent = time.time() * 1000
                tab.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                windows.append((sent, time.time() * 1000))
                time.sleep(max(0.0, (sent + 150 - time.time() * 1000) / 1000))
        expect(tab.locator("#message")).to_contain_text("The test is finished")
        assert problems == []
        with Records(server[1]) as records:
            rows = list(attempt_rows(records, participant=f"T{speed}"))
        assert [row["timing"] for row in rows] == ["client"] * 7
        lifts, drops = windows[0::2], windows[1::2]
        for row, lift, drop, before in zip(rows, lifts, drops, [None, *drops[:-1]], strict=True):
            # the drop-to-drop latency (clicktime) and the lift-to-drop time of each move, within 1 ms of rounding
            low, high = drop[0] - lift[1], drop[1] - lift[0]
            assert low - 1 <= row["trialtime"] - row["lifttime"] <= high + 1, (speed, row, lift, drop)
            if before is not None:
                previous = rows[rows.index(row) - 1]
                low, high = drop[0] - before[1], drop[1] - before[0]
                assert low - 1 <= row["trialtime"] - previous["trialtime"] <= high + 1, (speed, row, before, drop)


def test_a_test_survives_a_reload_and_a_server_restart(browser: Any, tmp_path: Path) -> None:
    running = AppServer(tmp_path / "restart.sqlite3")
    running.start()
    problems: list[str] = []
    context, tab = _open(browser, running.url, problems)
    try:
        _start_test(tab, "R1", b"AAA CCC\nAA CC\n", **{"time-limit": "600"})
        _play(tab, [(0, 2), (0, 1)])
        expect(tab.locator("#moves")).to_have_text("2")
        tab.reload()  # the participant's page is reloaded: it goes on with its own session, and only it
        expect(tab.locator("#board")).to_have_attribute("data-state", "ABC")
        expect(tab.locator("#moves")).to_have_text("2")
        expect(tab.locator("#begin")).to_be_hidden()  # the instructions were read already
        expect(tab.locator("#resume-list li")).to_have_count(0)

        running.stop()  # the server goes down
        _click_peg(tab, 2)
        expect(tab.locator("#connection")).to_be_visible()
        expect(tab.locator("#connection")).to_contain_text("Connection to the server lost: retrying")
        _click_peg(tab, 2)
        expect(tab.locator("#message")).to_contain_text("Not recorded: the connection to the server is lost")
        running.start()  # and comes back on the same file
        expect(tab.locator("#connection")).to_be_hidden(timeout=15_000)
        expect(tab.locator("#message")).to_contain_text("The connection is back")
        _play(tab, [(2, 1), (0, 2), (1, 0), (1, 2), (0, 2)])
        expect(tab.locator("#message")).to_contain_text("Solved in 7 moves")
        assert problems == []
    finally:
        context.close()
        running.stop()
    with Records(running.db) as records:
        rows = list(trial_rows(records))
        segments = records.segments_of(1)
    assert rows[0]["steps"] == 7 and rows[0]["outcome"] == "solved" and rows[0]["illegal"] == 0
    assert len(segments) >= 2  # the first display, the reload (a short outage adds one only past SILENCE_MS)


# ---------------------------------------------------------------------- every screen, and accessibility
SCREENS = {"phone": (390, 844, 1.0), "laptop": (1280, 800, 1.0), "projector": (1920, 1080, 1.0),
           "laptop-zoom-150": (853, 533, 1.5)}  # 1280x800 at 150 % browser zoom


def _layout_problems(page: Any) -> list[str]:
    return list(page.evaluate("""() => {
        const found = [];
        const width = document.documentElement.clientWidth;
        const scroll = document.documentElement.scrollWidth;
        if (scroll > width) found.push(`scrolls sideways: ${scroll} > ${width}`);
        for (const board of ['#board', '#goal']) {
            const svg = document.querySelector(`${board} svg`).getBoundingClientRect();
            if (svg.left < -0.5 || svg.right > width + 0.5) found.push(`${board} is wider than the screen`);
            for (const label of document.querySelectorAll(`${board} .label`)) {
                const box = label.getBoundingClientRect();
                if (box.left < svg.left - 0.5 || box.right > svg.right + 0.5 || box.bottom > svg.bottom + 0.5
                    || box.left < 0 || box.right > width) found.push(`${board} label ${label.textContent} is clipped`);
            }
        }
        return found;
    }"""))


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_fits_the_board_and_the_goal(browser: Any, quiet_server: tuple[str, Path], name: str) -> None:
    width, height, scale = SCREENS[name]
    problems: list[str] = []
    context, tab = _open(browser, quiet_server[0], problems, viewport={"width": width, "height": height},
                         device_scale_factor=scale)
    for discs, pegs in ((3, 3), (10, 6)):
        _new_game(tab, discs, pegs)
        assert _layout_problems(tab) == [], (name, discs, pegs)
        board = tab.locator("#board svg").bounding_box()
        # on a short screen the goal sits beside the board (so that both fit without scrolling): 70 % of the width
        assert board["width"] >= 0.7 * min(width, 1800) - 60 or board["height"] >= 0.3 * height, (name, board)
    font = float(tab.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)"))
    assert font >= 15 and (width < 1900 or font >= 22), (name, font)  # text scales with the screen
    context.close()
    assert problems == []


def _contrast(page: Any, script: str) -> float:
    return float(page.evaluate("""([script]) => {
        const parse = (text) => text.startsWith("#")
            ? [1, 3, 5].map((at) => parseInt(text.slice(at, at + 2), 16))
            : text.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const lum = (rgb) => { const c = rgb.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92
            : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; };
        const [fore, back] = eval(script).map(parse).map(lum);
        return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
    }""", [script]))


def test_axe_core_finds_no_serious_violation_and_focus_and_hints_contrast(page: Any) -> None:
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()

    def serious() -> list[str]:
        results = axe.run(page)
        return [f"{item['id']}: {item['help']}" for item in results.response["violations"]
                if item["impact"] in ("serious", "critical")]

    assert serious() == []  # the play page
    page.locator("#board").focus()
    page.keyboard.press("Tab")  # a keyboard user: the ring is visible
    ring = _contrast(page, "[getComputedStyle(document.activeElement).outlineColor, "
                           "getComputedStyle(document.querySelector('#game')).backgroundColor]")
    assert ring >= 3, ring
    page.locator("#hint").click()
    expect(page.locator("#board g.peg.hint")).to_have_count(2)
    marked = _contrast(page, "[getComputedStyle(document.querySelector('#board .peg.hint .rod')).fill, "
                             "document.querySelector('#board .background').getAttribute('fill')]")
    assert marked >= 3, marked

    page.locator("#tab-test").focus()  # WAI-ARIA tabs: arrows move between tabs, each controls its panel
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#tab-play")).to_be_focused()
    page.keyboard.press("End")
    expect(page.locator("#tab-test")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#panel-test")).to_be_visible()
    assert page.locator("#tab-test").get_attribute("aria-controls") == "panel-test"
    assert serious() == []  # the test page
    _start_test(page, "AXE", b"AA CC\n")
    assert serious() == []  # a test running


# ---------------------------------------------------------------------- roles: the participant's page
def _examiner_session(base: str, participant: str, problems: str) -> dict[str, Any]:
    import httpx

    answer = httpx.post(f"{base}/api/sessions", headers={"X-Hanoi-Examiner": EXAMINER},
                        json={"participant": participant, "problem_set": "file", "problems": problems})
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def test_a_participant_page_sees_only_its_own_session(browser: Any, server: tuple[str, Path]) -> None:
    base = server[0].split("/#")[0]
    mine = _examiner_session(base, "P-mine", "AA CC\n")
    other = _examiner_session(base, "P-other", "AAA CCC\n")
    problems: list[str] = []
    context = browser.new_context()
    tab = context.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    try:
        tab.goto(base + mine["handover"]["path"])
        tab.locator("#begin").click()
        expect(tab.locator("#trial-info")).to_have_text("Problem 1 of 1")
        for hidden in ("#tab-play", "#panel-play", "#panel-test", "#controls", "#resume-box"):
            expect(tab.locator(hidden)).to_be_hidden()  # no free play, hints or settings in the kiosk view
        statuses = tab.evaluate("""async (other) => {
            const fields = new URLSearchParams(location.hash.slice(1));
            const key = fields.get("key"), mine = fields.get("session");
            const ask = async (method, url, body, headers = {"X-Hanoi-Key": key}) => {
                const init = {method, headers: {"Content-Type": "application/json", ...headers}};
                if (body !== undefined) init.body = JSON.stringify(body);
                return (await fetch(url, init)).status;
            };
            return {
                list: await ask("GET", "/api/sessions"),
                readOther: await ask("GET", `/api/sessions/${other}`),
                moveOther: await ask("POST", `/api/sessions/${other}/moves`, {source: 0, target: 2}),
                nextOther: await ask("POST", `/api/sessions/${other}/next`),
                handoverOther: await ask("POST", `/api/sessions/${other}/handover`),
                newGame: await ask("POST", "/api/games", {n: 3}),
                newTest: await ask("POST", "/api/sessions", {participant: "X"}),
                guessedKey: await ask("GET", `/api/sessions/${other}`, undefined, {"X-Hanoi-Key": key + "x"}),
                readMine: await ask("GET", `/api/sessions/${mine}`),
            };
        }""", other["id"])
        assert statuses == {"list": 401, "readOther": 404, "moveOther": 404, "nextOther": 404, "handoverOther": 401,
                            "newGame": 401, "newTest": 401, "guessedKey": 404, "readMine": 200}
        tab.goto(base + "/")  # the examiner's page, without the examiner's link: nothing but a note
        expect(tab.locator("#examiner-needed")).to_be_visible()
        expect(tab.locator("#board svg")).to_have_count(0)
        assert problems == []
    finally:
        context.close()
    with Records(server[1]) as records:
        trials = [row for row in records.trials() if row["participant"] == "P-other"]
        assert records.attempts_of(trials[0]["id"]) == []  # nothing reached the other session


def test_handing_over_this_browser_removes_the_examiner_rights(page: Any, server: tuple[str, Path]) -> None:
    _start_test(page, "P-hand", b"AA CC\n")
    status = page.evaluate("async () => (await fetch('/api/sessions')).status")  # with this browser's cookies
    assert status == 401
    again = _examiner_session(server[0].split("/#")[0], "P-hand2", "AA CC\n")
    page.goto("about:blank")  # a new page, not a new fragment of the same one
    page.goto(server[0].split("/#")[0] + again["handover"]["path"])
    page.locator("#begin").click()
    _click_peg(page, 2)  # an empty peg, then a disc lifted and put back: both logged
    _click_peg(page, 0)
    _click_peg(page, 0)
    _play(page, [(0, 1), (0, 2), (1, 2)])
    expect(page.locator("#message")).to_contain_text("The test is finished")
    with Records(server[1]) as records:
        trial = next(row for row in records.trials() if row["participant"] == "P-hand2")
        kinds = [(row["kind"], row["peg"]) for row in records.events_of(trial["id"])]
    assert kinds[:2] == [("empty_peg", 2), ("put_back", 0)]


# ---------------------------------------------------------------------- a study, end to end
STUDY = b'''
name = "Browser study"
feedback = true
instructions = "Copy the goal picture. Practise once first."
reminder = "Rule: never a larger disc on a smaller one."
discontinue_after = 2
time_limit_s = 600

[[items]]
kind = "practice"
start = "AA"
goal = "CC"

[[items]]
start = "AAA"
goal = "CCC"
move_limit = 3

[[items]]
start = "12"
goal = "33"

[[items]]
start = "AAA"
goal = "CCC"
move_limit = 3

[[items]]
start = "AAA"
goal = "CCC"
move_limit = 3

[[items]]
start = "AA"
goal = "CC"
'''


def test_a_study_runs_end_to_end_and_its_export_and_scores_match_the_hand_worked_example(
        page: Any, server: tuple[str, Path], tmp_path: Path) -> None:
    """Practice, instructions, a per-item move limit, a reminder and the discontinue rule, in Chromium.

    By hand: item 1 is practice (solved, not scored); item 2 fails (3 moves, the limit,
    after one refused drop of disc 2 onto disc 1); item 3 is solved in its minimum of 2
    moves; items 4 and 5 fail; two failures in a row stop the test before item 6.
    Scores over the four test items: 1 solved, 0 excess moves, accuracy 1.0, 1 violation
    (larger on smaller); points 0 + 4 + 0 + 0 = 4 (item 3: optimal, 3, and within 2 x 3 s, +1).
    """
    from hanoi.results.scores import item_scores, participant_scores

    page.locator("#tab-test").click()
    page.locator("#participant").fill("S-01")
    page.locator('input[name="problem_set"][value="study"]').check()
    page.locator("#study-file").set_input_files(
        files=[{"name": "study.toml", "mimeType": "text/plain", "buffer": STUDY}])
    page.locator("#start-test").click()
    page.locator("#handover").click()
    expect(page.locator("#instructions-text")).to_have_text("Copy the goal picture. Practise once first.")
    page.locator("#begin").click()
    expect(page.locator("#trial-info")).to_have_text("Practice: Problem 1 of 6")
    _play(page, [(0, 1), (0, 2), (1, 2)])
    expect(page.locator("#message")).to_contain_text("Solved in 3 moves")
    page.locator("#next").click()
    expect(page.locator("#trial-info")).to_have_text("Problem 2 of 6")
    _play(page, [(0, 1), (0, 1)])  # 1AB, then 2AB: refused, with the study's reminder
    expect(page.locator("#message")).to_contain_text("Rule: never a larger disc on a smaller one.")
    _settled(page)
    _play(page, [(1, 2), (0, 1)])  # 1BC, 2AB: the third move, the item's limit
    expect(page.locator("#message")).to_contain_text("No moves left")
    page.locator("#next").click()
    expect(page.locator("#trial-info")).to_have_text("Problem 3 of 6")
    expect(page.locator("#board")).to_have_attribute("data-state", "AB")  # PEBL's 12: disc 2 on A, disc 1 on B
    _play(page, [(0, 2), (1, 2)])
    expect(page.locator("#message")).to_contain_text("Solved in 2 moves")
    for number in (4, 5):
        page.locator("#next").click()
        expect(page.locator("#trial-info")).to_have_text(f"Problem {number} of 6")
        _play(page, [(0, 2), (0, 1), (2, 1)])
        # item 4 fails; item 5 fails too, the second failure in a row: the test stops before item 6
        expect(page.locator("#message")).to_contain_text("No moves left" if number == 4 else "The test is finished")
    expect(page.locator("#next")).to_be_disabled()

    with Records(server[1]) as records:
        export_csv(records, tmp_path, participant="S-01")
        people = participant_scores(item_scores(records, "S-01"))
    trials = list(csv.DictReader((tmp_path / "toh-trials.csv").open()))
    assert [(row["kind"], row["outcome"], row["steps"], row["illegal"]) for row in trials] == [
        ("practice", "solved", "3", "0"), ("test", "moves", "3", "1"), ("test", "solved", "2", "0"),
        ("test", "moves", "3", "0"), ("test", "moves", "3", "0")]
    assert [row["move_limit"] for row in trials] == ["", "3", "", "3", "3"]
    summary = list(csv.DictReader((tmp_path / "toh-summary.csv").open()))
    assert [(row["endconf"], row["reached"]) for row in summary] == [
        ("33", "33"), ("333", "123"), ("33", "33"), ("333", "122"), ("333", "122")]  # endconf: the goal
    events = list(csv.DictReader((tmp_path / "toh-events.csv").open()))
    assert [(row["trial"], row["event"], row["peg"]) for row in events] == [("2", "illegal_larger_on_smaller", "1")]
    (person,) = people
    row = person.row()
    assert {k: row[k] for k in ("items", "solved", "points", "excess_moves", "mean_accuracy", "larger_on_smaller",
                                "violations")} == {"items": 4, "solved": 1, "points": 4, "excess_moves": 0,
                                                   "mean_accuracy": 1.0, "larger_on_smaller": 1, "violations": 1}
    assert [item.points for item in person.items] == [0, 4, 0, 0]
