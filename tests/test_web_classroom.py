"""The page in a classroom and on a phone, in Chromium: every screen, five languages, presentation mode, recursion.

Playwright drives Debian's chromium (skipped when it is absent) against a live server.
``HANOI_UPDATE_SCREENSHOT=1`` writes the pictures of ``docs/screens/`` (3 discs on 3 pegs
and 10 on 6, at the five sizes) from the layout test, which measures the fit of every board.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from board_menus import every_board
from browser_profile import AppServer, renew
from hanoi import State
from hanoi.three.calls import trace

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

SCREENS_DIR = Path(__file__).resolve().parent.parent / "docs" / "screens"
SIZES = {"phone": (375, 667), "phone-landscape": (667, 375), "tablet": (768, 1024), "laptop": (1366, 768),
         "projector": (1920, 1080)}
BOARDS = [(n, pegs) for pegs in range(3, 7) for n in range(1, 11)]  # every board the page offers
MIN_DISC_PX = 8  # discs of a 10-disc board on a phone
MIN_LABEL_PX = 12  # the peg letters of the board


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # every board at five sizes: more new games a minute than the server's quota for one client allows
    running = AppServer(tmp_path_factory.mktemp("classroom") / "results.sqlite3", build_tables=False,
                      games_per_minute=10_000)
    running.start()
    yield running.url
    running.stop()


def _open(browser: Any, url: str, problems: list[str], width: int = 1000, height: int = 860,
          **context: Any) -> tuple[Any, Any]:
    opened = browser.new_context(viewport={"width": width, "height": height}, **context)
    tab = opened.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.goto(url)
    expect(tab.locator("#board svg")).to_be_visible()
    _settled(tab)
    return opened, tab


@pytest.fixture(scope="module")
def screen(browser: Any, server: str) -> Iterator[tuple[Any, list[str]]]:
    """One page for the five sizes of the layout test: each size is set before its boards are started, so each
    board measured is drawn at its size; a page opened at a size is tried by the other tests of this file."""
    problems: list[str] = []
    context, tab = _open(browser, server, problems, *SIZES["phone"])
    yield tab, problems
    context.close()


@pytest.fixture(scope="module")
def desk(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """One browser tab for the presentation, recursion and axe tests: each opens the page in it afresh."""
    problems: list[str] = []
    context = browser.new_context()
    tab = context.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    yield tab, problems
    context.close()


def _fresh(desk: tuple[Any, list[str]], url: str, width: int = 1000, height: int = 860) -> tuple[Any, list[str]]:
    """The tab of ``desk`` wiped as a new browser of that size (:func:`renew`), the page opened and settled."""
    tab, problems = desk
    renew(tab, url, width=width, height=height)
    problems.clear()
    expect(tab.locator("#board svg")).to_be_visible()
    _settled(tab)
    return tab, problems


def _settled(tab: Any) -> None:
    expect(tab.locator("#board")).to_have_attribute("data-busy", "false")


def _new_game(tab: Any, discs: int, pegs: int) -> None:
    if tab.locator("#pegs").input_value() != str(pegs):
        tab.locator("#pegs").select_option(str(pegs))
    tab.locator("#discs").select_option(str(discs))
    expect(tab.locator("#board")).to_have_attribute("data-state", "A" * discs)
    expect(tab.locator("#goal svg")).to_have_attribute("data-pegs", str(pegs))
    _settled(tab)
    tab.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


_MEASURE = """() => {
    const root = document.documentElement;
    const box = (selector) => { const r = document.querySelector(selector).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }; };
    const discs = [...document.querySelectorAll('#board rect.disc')].map((d) => d.getBoundingClientRect().height);
    const labels = [...document.querySelectorAll('#board .label')].map((l) => l.getBoundingClientRect().height);
    return { scrollHeight: root.scrollHeight, scrollWidth: root.scrollWidth, width: innerWidth, height: innerHeight,
        board: box('#board svg'), goal: box('#goal svg'), controls: box('#controls'), message: box('#message'),
        disc: Math.min(...discs), label: Math.min(...labels) };
}"""

def _measure(tab: Any) -> dict[str, Any]:
    return dict(tab.evaluate(_MEASURE))


@pytest.mark.parametrize("size", list(SIZES))
def test_every_board_fits_every_screen(screen: tuple[Any, list[str]], size: str) -> None:
    width, height = SIZES[size]
    tab, problems = screen
    tab.set_viewport_size({"width": width, "height": height})
    failures = []
    for (n, pegs), found in zip(BOARDS, every_board(tab, BOARDS, _MEASURE), strict=True):
        where = f"{size} {n} discs {pegs} pegs"
        if found["scrollHeight"] > found["height"] or found["scrollWidth"] > found["width"]:
            failures.append(f"{where}: the page scrolls ({found['scrollWidth']}x{found['scrollHeight']})")
        for part in ("board", "goal", "controls", "message"):
            item = found[part]
            if min(item["top"], item["left"]) < -0.5 or item["bottom"] > height + 0.5 or item["right"] > width + 0.5:
                failures.append(f"{where}: the {part} is off the screen {item}")
        if found["label"] < MIN_LABEL_PX:
            failures.append(f"{where}: peg letters {found['label']:.1f} px")
        if size.startswith("phone") and n == 10 and found["disc"] < MIN_DISC_PX:
            failures.append(f"{where}: discs {found['disc']:.1f} px tall")
    if os.environ.get("HANOI_UPDATE_SCREENSHOT"):  # the pictures of docs/screens
        SCREENS_DIR.mkdir(exist_ok=True)
        for n, pegs in ((3, 3), (10, 6)):
            _new_game(tab, n, pegs)
            tab.screenshot(path=str(SCREENS_DIR / f"{size}-{n}-{pegs}.png"))
    assert failures == [] and problems == [], failures + problems


def test_the_page_speaks_japanese_and_russian(browser: Any, server: str) -> None:
    problems: list[str] = []
    context, tab = _open(browser, server, problems, locale="fr-FR")
    expect(tab.locator("html")).to_have_attribute("lang", "fr")  # navigator.languages chose French
    expect(tab.locator("#tab-play")).to_have_text("Jouer")
    tab.locator("#language").select_option("ja")
    expect(tab.locator("html")).to_have_attribute("lang", "ja")
    expect(tab.locator("h1")).to_have_text("ハノイの塔")
    expect(tab.locator("#tab-test")).to_have_text("テストモード")
    expect(tab.locator("#hint")).to_have_text("ヒント")
    assert tab.title() == "ハノイの塔 · python-hanoi"
    _new_game(tab, 3, 3)
    expect(tab.locator("#message")).to_have_text("塔を棒 C へ移してください。棒をクリックすると一番上の円盤を持ち上げ、"
                                                 "別の棒をクリックするとそこに置きます。")
    expect(tab.locator("#board-state")).to_have_text("棒 A:円盤 3, 2, 1(右が一番上)。 棒 B:空。 棒 C:空。")
    tab.locator('#board g.peg[data-peg="0"] .label').click()
    tab.locator('#board g.peg[data-peg="2"] .label').click()
    expect(tab.locator("#announce")).to_have_text("円盤 1 を棒 A から棒 C へ。1 手。")
    tab.locator('#board g.peg[data-peg="0"] .label').click()
    tab.locator('#board g.peg[data-peg="2"] .label').click()  # disc 2 onto disc 1: refused, in Japanese
    expect(tab.locator("#message")).to_have_text("円盤 2 は棒 C の小さい円盤 1 の上には置けません。")

    tab.locator("#language").select_option("ru")
    expect(tab.locator("h1")).to_have_text("Ханойская башня")
    expect(tab.locator("#undo")).to_have_text("Отменить")
    expect(tab.locator("label[for=discs]")).to_have_text("Диски")
    tab.locator('#board g.peg[data-peg="0"] .label').click()
    tab.locator('#board g.peg[data-peg="1"] .label').click()
    expect(tab.locator("#announce")).to_have_text("Диск 2 со стержня A на стержень B. 2 хода.")  # Russian plural
    tab.reload()  # the choice is remembered
    expect(tab.locator("h1")).to_have_text("Ханойская башня")
    expect(tab.locator("#tab-test")).to_have_text("Режим теста")
    context.close()
    assert problems == []


def test_presentation_mode_shows_large_counters_the_address_and_the_keys(desk: tuple[Any, list[str]],
                                                                         server: str) -> None:
    tab, problems = _fresh(desk, server, 1920, 1080)
    tab.keyboard.press("p")
    expect(tab.locator("body")).to_have_class("presenting")
    expect(tab.locator("#present")).to_have_attribute("aria-pressed", "true")
    expect(tab.locator("#present-box")).to_be_hidden()  # folded away until the teacher unfolds it
    tab.locator("#present-fold").click()
    # a loopback server: its own address, with the class's player link (free play and hints only) ...
    expect(tab.locator("#present-url")).to_contain_text("#play=")  # the page fetches it: wait, don't race it
    shown = tab.locator("#present-url").inner_text()
    assert shown.startswith(server.split("#")[0] + "#play=") and len(shown.split("#play=")[1]) == 43
    expect(tab.locator("#present-local")).to_be_visible()  # ... and says students cannot open it
    expect(tab.locator("#present-qr svg")).to_be_visible()
    expect(tab.locator("#present-keys")).to_contain_text("P")
    for counter in ("#moves", "#timer"):
        size = float(tab.evaluate(f"parseFloat(getComputedStyle(document.querySelector('{counter}')).fontSize)"))
        assert size >= 64, (counter, size)
    colors = tab.evaluate("[getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor]")
    assert colors == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"]  # high contrast: black on white
    _new_game(tab, 10, 6)
    found = _measure(tab)
    assert found["scrollHeight"] <= 1080 and found["scrollWidth"] <= 1920, found
    if os.environ.get("HANOI_UPDATE_SCREENSHOT"):
        tab.screenshot(path=str(SCREENS_DIR / "presentation-10-6.png"))
    tab.keyboard.press("p")
    expect(tab.locator("body")).not_to_have_class("presenting")
    assert problems == []


def _expected_states(n: int) -> list[tuple[str, str, str | None]]:
    """(kind, line text, state after the event) for every event of the recursion of n discs."""
    state = State.perfect(n)
    out: list[tuple[str, str, str | None]] = []
    for event in trace(n):
        if event.move is not None:
            state = state.apply(event.move)
        out.append((event.kind, str(event.call), str(state)))
    return out


_STEP_SHOWN = """([position, state, call, open]) => {
    const calls = document.querySelector('#recursion-calls');
    const current = calls.querySelectorAll('li.current');
    return calls.dataset.position === String(position)
        && document.querySelector('#board').dataset.state === state
        && current.length === 1 && (call === null || current[0].textContent.trim() === call)
        && calls.querySelectorAll('li.open').length === open;
}"""

_STEP_SEEN = """() => ({position: document.querySelector('#recursion-calls').dataset.position,
    state: document.querySelector('#board').dataset.state,
    current: [...document.querySelectorAll('#recursion-calls li.current')].map((li) => li.textContent),
    open: document.querySelectorAll('#recursion-calls li.open').length})"""


def _step_shown(tab: Any, position: int, state: str, call: str | None, open_calls: int) -> None:
    try:
        tab.wait_for_function(_STEP_SHOWN, arg=[position, state, call, open_calls], timeout=10_000)
    except playwright_api.TimeoutError:
        seen = tab.evaluate(_STEP_SEEN)
        wanted = f"{state}, {call}, {open_calls} open"
        raise AssertionError(f"step {position}: wanted {wanted}; the page shows {seen}") from None


def test_the_recursion_view_steps_in_sync_with_the_board(desk: tuple[Any, list[str]], server: str) -> None:
    tab, problems = _fresh(desk, server)
    tab.locator("#speed").fill("40")
    _new_game(tab, 4, 3)
    tab.locator("#recursion-open").click()
    expect(tab.locator("#recursion")).to_be_visible()
    expect(tab.locator("#recursion-calls li")).to_have_count(15 + 15)  # 15 calls and 15 moves for n = 4
    expect(tab.locator("#recursion-calls li").first).to_have_text("move(4, A, B, C)")
    expected = _expected_states(4)
    stacks = [event.stack for event in trace(4)]
    for index, (kind, call, state) in enumerate(expected, start=1):
        tab.locator("#recursion-step").click()
        # at one moment: the step's position, the board after it, one line lit (a call, or its return, lights the
        # call's line) and the open calls of the stack; one wait in the page instead of a round trip for each
        _step_shown(tab, index, str(state), None if kind == "move" else call, len(stacks[index - 1]))
        if index == 3:  # back one step and forward again
            tab.locator("#recursion-back").click()
            expect(tab.locator("#recursion-calls")).to_have_attribute("data-position", "2")
            tab.locator("#recursion-step").click()
            expect(tab.locator("#board")).to_have_attribute("data-state", str(state))
        if index == 12 and os.environ.get("HANOI_UPDATE_SCREENSHOT"):
            tab.screenshot(path=str(SCREENS_DIR / "recursion-4.png"))
        if index == 9:  # the first move is undone by Back, with the board
            before = expected[index - 2][2]
            assert kind == "move"
            tab.locator("#recursion-back").click()
            expect(tab.locator("#board")).to_have_attribute("data-state", str(before))
            tab.locator("#recursion-step").click()
            expect(tab.locator("#board")).to_have_attribute("data-state", str(state))
    expect(tab.locator("#board")).to_have_attribute("data-state", "CCCC")
    expect(tab.locator("#moves")).to_have_text("15")
    expect(tab.locator("#recursion-step")).to_be_disabled()
    tab.locator("#recursion-restart").click()  # again, by Run
    expect(tab.locator("#board")).to_have_attribute("data-state", "AAAA")
    tab.locator("#recursion-run").click()
    expect(tab.locator("#board")).to_have_attribute("data-state", "CCCC", timeout=30_000)
    expect(tab.locator("#message")).to_contain_text("Solved in 15 moves")
    assert problems == []


def test_axe_finds_no_serious_violation_in_the_new_views(desk: tuple[Any, list[str]], server: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    tab, problems = _fresh(desk, server, 1366, 768)

    def serious(view: str) -> list[str]:
        results = axe.run(tab)
        return [f"{view}: {item['id']}: {item['help']}" for item in results.response["violations"]
                if item["impact"] in ("serious", "critical")]

    found = serious("play")
    tab.locator("#recursion-open").click()
    expect(tab.locator("#recursion-calls li").first).to_be_visible()
    tab.locator("#recursion-step").click()
    found += serious("recursion")
    tab.locator("#present").click()
    found += serious("presentation")
    tab.locator("#present-fold").click()
    expect(tab.locator("#present-qr svg")).to_be_visible()
    found += serious("presentation, unfolded")
    tab.locator("#present").click()
    tab.locator("#language").select_option("ja")
    expect(tab.locator("h1")).to_have_text("ハノイの塔")
    found += serious("japanese")
    tab.locator("#language").select_option("en")
    tab.set_viewport_size({"width": 375, "height": 667})  # the results table scrolls sideways on a phone
    tab.evaluate("""() => {  // the examiner's table of a finished test, as showResults() fills it
        const row = document.createElement('tr');
        for (const value of [1, 3, 7, 9, 2, 0, '12.5', 'solved']) {
            const cell = document.createElement('td'); cell.textContent = String(value); row.append(cell); }
        document.querySelector('#results tbody').replaceChildren(row);
        document.querySelector('#results-participant').textContent = 'AXE';
        document.querySelector('#results-box').hidden = false;
    }""")
    expect(tab.locator("#results-box")).to_be_visible()
    wrap = tab.locator("#results-box .table-wrap")
    assert wrap.evaluate("(box) => box.scrollWidth > box.clientWidth")  # it does scroll ...
    wrap.focus()  # ... and the keyboard reaches it
    tab.keyboard.press("ArrowRight")
    expect(wrap).to_be_focused()
    found += serious("results")
    assert found == [] and problems == [], found + problems


def test_hanoi_play_on_every_interface_prints_and_serves_the_lan_address(tmp_path: Path) -> None:
    import signal
    import socket
    import subprocess
    import sys
    import time

    import httpx

    from hanoi.web.security import lan_address

    lan = lan_address()
    if lan is None:
        pytest.skip("this machine has no network address besides loopback")
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    command = [sys.executable, "-m", "hanoi", "play", "--no-browser", "--host", "0.0.0.0", "--port", str(port),
               "--db", str(tmp_path / "results.sqlite3")]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                found = httpx.get(f"http://127.0.0.1:{port}/api/address", timeout=1).json()
                break
            except httpx.HTTPError:
                assert server.poll() is None and time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
        assert found["url"] == f"http://{lan}:{port}/" and found["reachable"] is True  # no secret: no player link
        assert found["qr"].startswith("<svg") and "<path" in found["qr"]
        assert httpx.get(found["url"], timeout=5).status_code == 200  # the address students open works
    finally:
        server.send_signal(signal.SIGINT)
        stdout, _ = server.communicate(timeout=20)
    assert f"On the local network: http://{lan}:{port}/#examiner=" in stdout
