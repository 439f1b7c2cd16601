"""The static site (``hanoi site``): built with no server, checked against the Python library, played offline.

The browser tests open the built ``index.html`` from ``file://`` in Debian's chromium with
every network request refused, as a school Chromebook with the network down would: a
10-disc 6-peg game with hints (the hinted moves made by click and by drag, then "Solve
from here" ends in the minimum), a random board's hint, the recursion view and the Tower of
London, in each of the five languages.  The solver of the page (``site/solver.js``) is
checked move for move against :func:`hanoi.paths.path` and the Tower of London's
breadth-first search on random boards, and its trace against :func:`hanoi.web.classroom.trace_events`.
"""

from __future__ import annotations

import functools
import http.server
import json
import random
import re
import shutil
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hanoi import State
from hanoi.cli import app
from hanoi.paths import path as optimal_path
from hanoi.variants.graph import search_distance
from hanoi.variants.london import problem_set
from hanoi.web.classroom import trace_events
from hanoi.web.site import BuildError, build_site, bundle

STATIC = Path(__file__).resolve().parent.parent / "src" / "hanoi" / "web" / "static"
LANGUAGES = ("en", "fr", "de", "ja", "ru")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


# ---------------------------------------------------------------------- the build
def test_the_bundle_reads_named_imports_and_exports_only() -> None:
    script = bundle({"a.js": "export function f() { return 1; }\nexport const $ = 2;",
                     "b.js": 'import { f, $ as dollar } from "./a.js";\nexport class B {}',
                     "main.js": 'import { B } from "./b.js";\nimport { f } from "./a.js";\nnew B(f());'})
    assert script.index("modules.a =") < script.index("modules.b =") < script.index("modules.main =")
    assert "const { f, $: dollar } = modules.a;" in script and "return { f, $ };" in script
    with pytest.raises(BuildError, match="import cycle"):
        bundle({"a.js": 'import { b } from "./b.js";', "b.js": 'import { a } from "./a.js";', "main.js":
                'import { a } from "./a.js";'})
    with pytest.raises(BuildError, match="does not read"):
        bundle({"main.js": 'import * as all from "./a.js";', "a.js": ""})
    with pytest.raises(BuildError, match=r"no module 'gone\.js'"):
        bundle({"main.js": 'import { x } from "./gone.js";'})


def test_the_site_is_one_page_with_nothing_to_fetch(tmp_path: Path) -> None:
    written = build_site(tmp_path / "out")
    page = written[0].read_text(encoding="utf-8")
    assert [path.name for path in written] == ["index.html", "sw.js"]
    assert 'src="/' not in page and 'href="/' not in page and "fetch(" not in page.split("<script>", 1)[1].replace(
        "fetch(event", "")  # no request: the served page's api.js is not in it
    script = page.split("<script>", 1)[1]
    assert '"/api/' not in script and "`/api/" not in script
    for code in LANGUAGES:
        title = json.loads((STATIC / "i18n" / f"{code}.json").read_text(encoding="utf-8"))["page.title"]
        assert json.dumps(title, ensure_ascii=False)[1:-1] in page
    assert "hanoi-site-" in written[1].read_text(encoding="utf-8")


def test_the_command_writes_the_site_and_refuses_a_file(tmp_path: Path) -> None:
    done = CliRunner().invoke(app, ["site", str(tmp_path / "game")])
    assert done.exit_code == 0, done.output
    assert (tmp_path / "game" / "index.html").is_file() and "index.html" in done.output
    (tmp_path / "file").write_text("x")
    refused = CliRunner().invoke(app, ["site", str(tmp_path / "file")])
    assert refused.exit_code == 1 and "is a file, not a folder" in refused.output


# ---------------------------------------------------------------------- in the browser
needs_browser = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site")
    build_site(folder)
    return folder


def _offline_page(browser: Any, site: Path, problems: list[str]) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1000, "height": 860}, offline=True, has_touch=True)

    def refuse(route: Any) -> None:
        problems.append(f"request: {route.request.url}")
        route.abort()

    context.route(re.compile(r"^(https?|wss?|ftp):"), refuse)
    page = context.new_page()
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto((site / "index.html").as_uri())
    page.wait_for_selector("#board svg")
    return context, page


@pytest.fixture(scope="module")
def offline(browser: Any, site: Path) -> Iterator[tuple[Any, list[str]]]:
    """One offline page of the site for the tests of the five languages and the solver's: each test reloads it.

    A reload starts the page's script afresh on the same file, as a new page would; what it keeps is the
    browser's storage of that file (the language chosen last, which each test chooses again).
    """
    problems: list[str] = []
    context, page = _offline_page(browser, site, problems)
    yield page, problems
    context.close()


def _fresh(offline: tuple[Any, list[str]]) -> tuple[Any, list[str]]:
    page, problems = offline
    problems.clear()
    page.reload()
    page.wait_for_selector("#board svg")
    return page, problems


def _texts(code: str) -> dict[str, Any]:
    """The page's texts in ``code`` as a touch screen shows them (the context has touch): "name@touch" wins."""
    english = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
    texts = english | json.loads((STATIC / "i18n" / f"{code}.json").read_text(encoding="utf-8"))
    return texts | {key.removesuffix("@touch"): value for key, value in texts.items() if key.endswith("@touch")}


def _pattern(template: str) -> re.Pattern[str]:
    """A message of ``template`` with any values in its {fields}."""
    parts = re.split(r"\{\w+\}", template)
    return re.compile("^" + ".+?".join(re.escape(part) for part in parts) + "$", re.DOTALL)


def _message(page: Any, template: str) -> None:
    from playwright.sync_api import expect

    expect(page.locator("#message")).to_have_text(_pattern(template), timeout=20000)


def _hinted_move(page: Any) -> tuple[int, int]:
    """The hinted move on the board: (source, target), from the marked pegs and the marked piece."""
    marked = [int(peg) for peg in page.eval_on_selector_all("#board g.peg.hint", "gs => gs.map(g => g.dataset.peg)")]
    piece = int(page.eval_on_selector("#board .hint[data-disc], #board .hint[data-ball]",
                                      "e => e.dataset.disc || e.dataset.ball"))
    state = page.locator("#board").get_attribute("data-state")
    if state.startswith("|"):  # the Tower of London: the balls of each peg
        stacks = state[1:-1].split("|")
        source = next(peg for peg, stack in enumerate(stacks) if str(piece) in stack)
    else:  # letters, largest disc first
        source = ord(state[len(state) - piece]) - 65
    assert source in marked and len(marked) == 2
    return source, next(peg for peg in marked if peg != source)


def _peg_point(page: Any, peg: int) -> tuple[float, float]:
    box = page.locator(f'#board g.peg[data-peg="{peg}"] .rod').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.8


def _touch_drag(page: Any, source: int, target: int) -> None:
    """A finger on the source peg, moved across and lifted over the target (Chromium's touch events)."""
    session = page.context.new_cdp_session(page)
    x, y = _peg_point(page, source)
    to_x, to_y = _peg_point(page, target)
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 7):
        point = {"x": x + (to_x - x) * step / 6, "y": y + (to_y - y) * step / 6 - 30 * (step < 6)}
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()


def _move(page: Any, source: int, target: int, *, drag: bool | str) -> None:
    moves = int(page.locator("#moves").text_content())
    if drag == "touch":
        _touch_drag(page, source, target)
    elif drag:  # press on the source peg, drag across, release over the target (pointer events, as a mouse does)
        x, y = _peg_point(page, source)
        page.mouse.move(x, y)
        page.mouse.down()
        to_x, to_y = _peg_point(page, target)
        page.mouse.move((x + to_x) / 2, y - 40, steps=4)
        page.mouse.move(to_x, to_y, steps=4)
        page.mouse.up()
    else:
        for peg in (source, target):
            page.locator(f'#board g.peg[data-peg="{peg}"] .label').click()
    from playwright.sync_api import expect

    expect(page.locator("#moves")).to_have_text(str(moves + 1))


@needs_browser
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_site_plays_offline_from_a_file(offline: tuple[Any, list[str]], code: str) -> None:
    from playwright.sync_api import expect

    texts = _texts(code)
    page, problems = _fresh(offline)
    page.select_option("#language", code)
    expect(page.locator("html")).to_have_attribute("lang", code)
    page.locator("#speed").fill("40")
    # 10 discs on 6 pegs: three hinted moves (clicks, a drag, clicks), then "Solve from here" ends in the minimum
    page.select_option("#pegs", "6")
    page.select_option("#discs", "10")
    _message(page, texts["play.classic"])
    expect(page.locator("#min-moves")).to_have_text("29")
    for drag in (False, True, "touch"):  # click and click, a mouse drag, a finger's drag
        page.locator("#hint").click()
        _message(page, texts["hint.move"])
        source, target = _hinted_move(page)
        _move(page, source, target, drag=drag)
    page.locator("#solve").click()
    _message(page, texts["solved.done"] + " " + texts["solved.minimum"])
    expect(page.locator("#moves")).to_have_text("29")
    # a random start and goal: the hint comes from the browser's search
    page.select_option("#start", "random")
    _message(page, texts["play.random"])
    page.locator("#hint").click()
    _message(page, texts["hint.move"])
    assert page.locator("#min-moves").text_content().isdigit()
    # the recursion view: step until the first disc moves
    page.locator("#recursion-open").click()
    expect(page.locator("#recursion-status")).to_have_text(_pattern(texts["recursion.ready"]))
    for _ in range(12):
        if page.locator("#moves").text_content() == "1":
            break
        page.locator("#recursion-step").click()
        expect(page.locator("#recursion-status")).to_have_text(_pattern(texts["recursion.status"]))
    expect(page.locator("#moves")).to_have_text("1")
    page.locator("#recursion-open").click()
    # presentation mode: no server to give an address, the keys only
    page.locator("#present").click()
    expect(page.locator("body")).to_have_class(re.compile(r"\bpresenting\b"))
    expect(page.locator("#present-keys")).to_be_hidden()  # the side panel starts folded
    page.locator("#present-fold").click()
    expect(page.locator("#present-keys")).to_be_visible()
    page.locator("#present").click()
    # the Tower of London, solved by its hints
    page.select_option("#start", "london")
    _message(page, texts["play.london"])
    expect(page.locator("#min-moves")).to_have_text("5")
    for _ in range(5):
        page.locator("#hint").click()
        _message(page, texts["hint.move@london"])
        _move(page, *_hinted_move(page), drag=False)
    _message(page, texts["solved.done"] + " " + texts["solved.minimum"])
    assert problems == [], problems


@needs_browser
def test_the_browser_solver_agrees_with_the_library(offline: tuple[Any, list[str]]) -> None:
    page, problems = _fresh(offline)
    rng = random.Random(33)
    sizes = [(3, 3), (6, 3), (5, 4), (9, 4), (7, 5), (8, 6), (10, 4), (9, 5), (10, 6), (10, 6), (10, 6)]
    for n, pegs in sizes:
        start = [rng.randrange(pegs) for _ in range(n)]
        goal = [rng.randrange(pegs) for _ in range(n)]
        moves = page.evaluate("([start, goal, pegs]) => new hanoiSite.HanoiSolver(goal, pegs).path(start)",
                              [start, goal, pegs])
        expected = len(list(optimal_path(State(tuple(start), pegs), State(tuple(goal), pegs), max_seconds=300)))
        assert len(moves) == expected, (n, pegs, start, goal)
        state = list(start)
        for move in moves:  # each move legal (the top disc, onto a larger one or an empty peg)
            disc = move["disc"]
            assert state[disc - 1] == move["source"] != move["target"]
            assert all(state[smaller] not in (move["source"], move["target"]) for smaller in range(disc - 1))
            state[disc - 1] = move["target"]
        assert state == goal
    # the classic tower's Frame–Stewart path is as short as the library's search finds
    for n, pegs in [(6, 4), (7, 5), (8, 6)]:
        found = page.evaluate(f"hanoiSite.classicPath({n}, {pegs}, 0, {pegs - 1}).length")
        assert found == len(list(optimal_path(State.perfect(n, pegs=pegs), State.perfect(n, peg=pegs - 1,
                                                                                         pegs=pegs))))
    for problem in problem_set("shallice").problems:
        heights = [cap or problem.start.n for cap in problem.start.rules.capacities or ()]
        start, goal = ([[int(ball) for ball in peg] for peg in str(side)[1:-1].split("|")]
                       for side in (problem.start, problem.goal))
        found = page.evaluate("([s, g, h]) => hanoiSite.londonPath(s, g, h).length", [start, goal, heights])
        assert found == search_distance(problem.start, problem.goal), str(problem.start)
    for n in range(1, 7):
        assert page.evaluate(f"hanoiSite.trace({n})") == trace_events(n)
    assert problems == [], problems


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@needs_browser
def test_the_site_works_offline_after_the_first_visit(site: Path, browser: Any) -> None:
    """Served over http, the service worker keeps the page: with the network gone, it opens again."""
    from playwright.sync_api import expect

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    handler.log_message = lambda *args: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", _free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    context = browser.new_context()
    try:
        page = context.new_page()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        page.goto(url)
        page.wait_for_selector("#board svg")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.reload()  # now under the worker's control, which keeps the page it answers
        page.wait_for_selector("#board svg")
        server.shutdown()
        server.server_close()
        context.set_offline(True)
        page.reload()
        expect(page.locator("#board svg")).to_be_visible()
        page.locator("#hint").click()
        expect(page.locator("#message")).to_have_class("hint")
    finally:
        context.close()
        server.server_close()
