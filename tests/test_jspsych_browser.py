"""The example jsPsych experiment completed in Chromium by clicking, its data imported and scored.

The example folder (``js/jspsych-hanoi/example``) is served as any static host would serve
it, on a loopback port; Prolific's completion link is answered by the test itself (no
network).  The participant consents, watches the demonstration, solves the practice
problems and Shallice's twelve problems by clicks, drags, touches of the keyboard and
one refused move, then the data that the page saves are imported with
``hanoi results import`` (JSON, and jsPsych's own CSV of the same run) and scored.  The
scores must equal a hand count of those clicks, and the scores of the same clicks replayed
through the lab's own test mode (:class:`hanoi.web.session.TestSession`).
"""

from __future__ import annotations

import csv
import functools
import http.server
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser_profile import renew
from hanoi.balls import BallState
from hanoi.results.jspsych import import_jspsych, read_jspsych
from hanoi.results.problems import Problem
from hanoi.results.psychds import write_psychds
from hanoi.results.scores import item_scores, participant_scores
from hanoi.results.store import Records
from hanoi.results.timeline import read_timeline_text
from hanoi.variants.london import london_solve, problem_set

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None,
                                reason="Debian's chromium is not installed (apt-get install chromium)")
playwright_api = pytest.importorskip("playwright.sync_api")

EXAMPLE = Path(__file__).resolve().parent.parent / "js" / "jspsych-hanoi" / "example"
DOCS = Path(__file__).resolve().parent.parent / "docs"
DONE = "https://app.prolific.com/submissions/complete?cc=CHANGEME"
PARTICIPANT = "P42ONLINE"

# The hand count of the plan below (Shallice's problems, test items only): problem 2 takes a
# two-move detour with one refused drop onto the full peg C, so 2 excess moves and 1 violation.
DETOUR, EMPTY_CLICK, DRAGGED, KEYED = 2, 5, 7, 9


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(EXAMPLE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/index.html?PROLIFIC_PID={PARTICIPANT}&STUDY_ID=S1"
    server.shutdown()


def _peg(page: Any, peg: int) -> Any:
    return page.locator(f'.jspsych-hanoi-picture .jspsych-hanoi-peg[data-peg="{peg}"]')


def _centre(page: Any, peg: int) -> tuple[float, float]:
    box = _peg(page, peg).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _move(page: Any, source: int, target: int, how: str) -> None:
    if how == "drag":
        page.mouse.move(*_centre(page, source))
        page.mouse.down()
        page.mouse.move(*_centre(page, target), steps=4)
        page.mouse.up()
    elif how == "keys":
        page.keyboard.press(str(source + 1))
        page.keyboard.press(str(target + 1))
    else:
        _peg(page, source).click()
        _peg(page, target).click()


# The plugin's own pauses (its defaults; the example sets none): the demonstration's first move 400 ms after the
# display, each of its two moves 800 ms, the hand-over 800 ms after the last; the feedback after a practice
# problem; the pause after any other problem.
DEMONSTRATION_MS, FEEDBACK_MS, END_DELAY_MS = 400 + 2 * 800 + 800, 2000, 500


def _solve(page: Any, moves: list[tuple[int, int]], done: int, how: str = "click", *, pause: int = END_DELAY_MS,
           demonstration: bool = False) -> None:
    """Make the moves on the board, then pass the problem's closing ``pause`` until the page has recorded ``done``.

    The page's clock is Playwright's (``page.clock``, installed before the page loads): it runs on with real time
    as any clock does, and the test also runs it ahead over the experiment's own pauses (``run_for`` fires the
    page's timers in order, as time passing would), so they take no real time; every stamp the page records is
    read from that one clock.  Were a pause longer than the one run ahead, real time would still end it.
    """
    expect = playwright_api.expect
    if demonstration:  # the demonstration plays its moves on the page's clock, then hands over
        page.clock.run_for(DEMONSTRATION_MS)
        expect(page.locator(".jspsych-hanoi-message")).to_have_text("Your turn.", timeout=20_000)
    expect(page.locator(".jspsych-hanoi-status")).to_have_text("0 moves", timeout=20_000)
    for source, target in moves:
        _move(page, source, target, how)
    page.clock.run_for(pause)
    page.wait_for_function(f"jsPsych.data.get().filter({{trial_type: 'hanoi'}}).count() >= {done}", timeout=20_000)


def _path(start: str, goal: str) -> list[tuple[int, int]]:
    return [(m.source, m.target) for m in london_solve(BallState.parse(start), BallState.parse(goal)).paths[0]]


@pytest.fixture(scope="module")
def run(site: str, browser: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Complete the experiment once; return the saved JSON, jsPsych's CSV of the same run and where it ended."""
    practice = read_timeline_text((EXAMPLE / "practice.js").read_text())["trials"]
    folder = tmp_path_factory.mktemp("download")
    context = browser.new_context(accept_downloads=True)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.route("https://app.prolific.com/**", lambda route: route.fulfill(body="<p>complete</p>",
                                                                              content_type="text/html"))
        page.clock.install()  # the page's timers and performance.now() on a clock the test can run ahead
        page.goto(site)
        page.get_by_role("button", name="I agree").click()
        page.get_by_role("button", name="Start").click()
        for number, trial in enumerate(practice):
            _solve(page, _path(trial["start"], trial["goal"]), number + 1, pause=FEEDBACK_MS,
                   demonstration=number == 0)
        if os.environ.get("HANOI_UPDATE_SCREENSHOT"):  # the picture of docs/online.md: problem 1, one move made
            page.get_by_role("button", name="Begin").click()
            playwright_api.expect(page.locator(".jspsych-hanoi-status")).to_have_text("0 moves")
            page.set_viewport_size({"width": 900, "height": 640})
            page.screenshot(path=str(DOCS / "screens" / "jspsych-london.png"))
        else:
            page.get_by_role("button", name="Begin").click()
        for number, problem in enumerate(problem_set("shallice").problems, 1):
            moves = _path(str(problem.start), str(problem.goal))
            if number == DETOUR:  # ball 1 to the empty peg C, ball 2 refused there (full), ball 1 back
                moves = [(0, 2), (0, 2), (2, 0), *moves]
            if number == EMPTY_CLICK:  # a click on the empty peg C first: an event, not a move
                playwright_api.expect(page.locator(".jspsych-hanoi-status")).to_have_text("0 moves")
                _peg(page, 2).click()
            how = "drag" if number == DRAGGED else "keys" if number == KEYED else "click"
            _solve(page, moves, len(practice) + number, how)
        csv_text = page.evaluate("jsPsych.data.get().csv()")
        with page.expect_download() as download:
            page.get_by_role("button", name="Finish").click()
        saved = folder / "data.json"
        download.value.save_as(saved)
        page.clock.run_for(500)  # the redirect, 500 ms after the save (on real time too, should that change)
        page.wait_for_url(DONE, timeout=10_000)
        ended = page.url
    finally:
        context.close()
    assert errors == []
    if os.environ.get("HANOI_UPDATE_EXAMPLES"):  # the data file of docs/online.md's examples
        shutil.copy(saved, DOCS / "examples" / "jspsych-data.json")
    return {"json": saved.read_text(), "csv": csv_text, "ended": ended}


def test_the_experiment_ends_at_prolific_with_the_completion_code(run: dict[str, Any]) -> None:
    assert run["ended"] == DONE


def test_the_saved_data_hold_every_problem_with_its_attempts(run: dict[str, Any]) -> None:
    rows = read_jspsych(run["json"])
    assert [row["kind"] for row in rows] == ["demonstration", "practice", "practice", *["test"] * 12]
    assert all(row["subject"] == PARTICIPANT and row["solved"] for row in rows)
    detour = rows[3 + DETOUR - 1]
    assert [attempt["legal"] for attempt in detour["attempts"][:3]] == [True, False, True]
    assert detour["violations"] == 1 and detour["moves"] == detour["minimum"] + 2
    assert [event["kind"] for event in rows[3 + EMPTY_CLICK - 1]["events"]] == ["empty_peg"]
    for row in rows:  # lift before drop, in order, all after the display
        stamps = [t for a in row["attempts"] for t in (a["lift_at"], a["drop_at"])]
        assert stamps == sorted(stamps) and stamps[0] > 0 and row["first_move_ms"] == stamps[0]


def _scores(records: Records) -> list[dict[str, object]]:
    return [{k: v for k, v in item.row().items() if k != "session"} for item in item_scores(records)]


def test_imported_scores_match_the_hand_count(run: dict[str, Any], tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from hanoi.cli import app

    data = tmp_path / "data.json"
    data.write_text(run["json"])
    db = tmp_path / "online.sqlite3"
    result = CliRunner().invoke(app, ["results", "import", str(data), "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert "15 problems" in result.output
    with Records(db, create=False) as records:
        items = [item for item in item_scores(records) if not item.practice]
        (person,) = participant_scores(item_scores(records))
    minimums = [p.min_moves for p in problem_set("shallice").problems]  # Shallice's published minimums
    assert [item.minimum for item in items] == minimums
    assert [item.moves for item in items] == [m + (2 if n == DETOUR else 0) for n, m in enumerate(minimums, 1)]
    assert [item.excess_moves for item in items] == [2 if n == DETOUR else 0 for n in range(1, 13)]
    assert [item.violations for item in items] == [1 if n == DETOUR else 0 for n in range(1, 13)]
    assert all(item.solved for item in items)
    assert (person.row()["items"], person.row()["solved"], person.row()["excess_moves"],
            person.row()["violations"]) == (12, 12, 2, 1)
    scores = CliRunner().invoke(app, ["results", "scores", "--db", str(db)])
    assert scores.exit_code == 0 and PARTICIPANT in scores.output


def test_jspsych_csv_and_json_import_alike(run: dict[str, Any]) -> None:
    from_json, from_csv = Records(":memory:"), Records(":memory:")
    import_jspsych(from_json, read_jspsych(run["json"]))
    rows = list(csv.DictReader(run["csv"].splitlines()))
    assert sum(row["trial_type"] == "hanoi" for row in rows) == 15  # jsPsych's own CSV of the run
    import_jspsych(from_csv, read_jspsych(run["csv"]))
    assert _scores(from_csv) == _scores(from_json)


def test_the_same_clicks_in_our_test_mode_score_the_same(run: dict[str, Any]) -> None:
    from hanoi.rules import Rules
    from hanoi.web.session import TestSession

    rows = read_jspsych(run["json"])
    imported = Records(":memory:")
    import_jspsych(imported, rows)
    lab = Records(":memory:")
    origins = [row["time_origin"] + row["shown_at"] for row in rows]
    problems = [Problem(BallState.parse(row["start"], rules=Rules.london(row["capacities"])),
                        BallState.parse(row["goal"], rules=Rules.london(row["capacities"])), row["minimum"],
                        row["kind"]) for row in rows]
    session = TestSession(lab, PARTICIPANT, problems, now=round(origins[0]))
    for number, (row, origin) in enumerate(zip(rows, origins, strict=True), 1):
        if number > 1:
            session.next(round(origin))
        session.shown(number, origin, round(origin))
        steps = [(a["drop_at"], "move", a) for a in row["attempts"]] + [(e["at"], "event", e) for e in row["events"]]
        for at, what, item in sorted(steps, key=lambda step: step[0]):
            if what == "event":
                session.event(number, item["kind"], item["peg"], origin + at, round(origin + at))
            else:
                session.move(item["source"], item["target"], round(origin + at), lift_at=origin + item["lift_at"],
                             drop_at=origin + at)
    assert session.finished
    assert _scores(lab) == _scores(imported)


def test_the_psychds_dataset_of_the_run_follows_the_spec(run: dict[str, Any], tmp_path: Path) -> None:
    from test_psychds import check_psychds

    records = Records(":memory:")
    import_jspsych(records, read_jspsych(run["json"]))
    write_psychds(records, tmp_path, name="Shallice online", description="The example experiment, run once.")
    assert check_psychds(tmp_path) == []


# ----------------------------------------------------------------------------- one trial at a time

TRIAL_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8">
<script src="lib/jspsych.js"></script><script src="lib/jspsych-hanoi.js"></script>
<link rel="stylesheet" href="lib/jspsych.css"></head><body><script>
const trial = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const jsPsych = initJsPsych({ on_finish: () => { window.done = jsPsych.data.get().values(); } });
jsPsych.run([{ type: jsPsychHanoi, end_delay: 0, ...trial }]);
</script></body></html>"""


@pytest.fixture(scope="module")
def trial_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("trial")
    shutil.copytree(EXAMPLE / "lib", root / "lib")
    (root / "trial.html").write_text(TRIAL_PAGE)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/trial.html"
    server.shutdown()


@pytest.fixture(scope="module")
def trial_tab(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """One browser tab (a mouse and keys) for the trials of the time and move limits, each opened afresh in it."""
    errors: list[str] = []
    context = browser.new_context()
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.clock.install()  # Playwright's clock: a time limit is passed by running it on (see _run_until)
    yield page, errors
    context.close()


def _one_trial(browser: Any, url: str, trial: dict[str, Any], act: Any, *, touch: bool = False,
               tab: tuple[Any, list[str]] | None = None) -> dict[str, Any]:
    """Run ``trial`` alone on a page: in ``tab`` wiped as a new browser (:func:`renew`), or in a new browser."""
    import json
    from urllib.parse import quote

    address = url + "#" + quote(json.dumps(trial))
    context = None
    if tab is None:
        context = browser.new_context(has_touch=touch)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(address)
    else:
        page, errors = tab
        renew(page, address)  # a new page, not a new fragment of the trial before
        errors.clear()
    try:
        # the trial on screen, or over already: a 600 ms time limit can end it before a loaded machine looks
        page.wait_for_function("document.querySelector('.jspsych-hanoi-picture') !== null || window.done !== undefined",
                               timeout=20_000)
        act(page)
        page.wait_for_function("window.done !== undefined", timeout=20_000)
        data: dict[str, Any] = page.evaluate("window.done")[0]
    finally:
        if context is not None:
            context.close()
    assert errors == []
    return data


def test_a_four_peg_hanoi_trial_by_touch_with_a_refused_move_in_french(browser: Any, trial_site: str) -> None:
    messages: list[str] = []

    def act(page: Any) -> None:
        def tap(peg: int) -> None:
            page.touchscreen.tap(*_centre(page, peg))

        tap(0), tap(1)  # disc 1 to B
        tap(0), tap(1)  # disc 2 onto disc 1: refused
        messages.append(page.locator(".jspsych-hanoi-message").inner_text())
        for source, target in ((1, 2), (0, 3), (2, 3)):  # disc 1 on to C, disc 2 to D, disc 1 onto it
            tap(source), tap(target)

    data = _one_trial(browser, trial_site, {"puzzle": "hanoi", "pegs": 4, "start": "AA", "goal": "DD", "minimum": 3,
                                   "language": "fr", "input": ["click"]}, act, touch=True)
    assert "ne peut pas aller sur le disque 1" in messages[0]
    assert [(a["source"], a["target"], a["legal"]) for a in data["attempts"][:2]] == [(0, 1, True), (0, 1, False)]
    assert (data["moves"], data["violations"], data["solved"], data["solved_in_minimum"], data["reached"]) == (
        4, 1, True, False, "DD")
    # the same attempts, replayed by the library, are legal exactly where the page said so
    records = Records(":memory:")
    import_jspsych(records, [{**data, "subject": "T1"}])
    assert [item.violations for item in item_scores(records)] == [1]


def test_the_move_limit_and_the_time_limit_end_a_trial(browser: Any, trial_site: str,
                                                       trial_tab: tuple[Any, list[str]]) -> None:
    def two_moves(page: Any) -> None:
        for source, target in ((0, 1), (1, 0)):
            page.keyboard.press(str(source + 1)), page.keyboard.press(str(target + 1))

    data = _one_trial(browser, trial_site, {"puzzle": "london", "capacities": [3, 2, 1], "start": "|21|3||",
                                            "goal": "|123|||", "move_limit": 2}, two_moves, tab=trial_tab)
    assert (data["outcome"], data["moves"], data["solved"]) == ("moves", 2, False)
    data = _one_trial(browser, trial_site, {"puzzle": "london", "capacities": [3, 2, 1], "start": "|21|3||",
                                            "goal": "|123|||", "time_limit": 600},
                      lambda page: page.clock.run_for(600), tab=trial_tab)
    assert (data["outcome"], data["moves"], data["solved"], data["first_move_ms"]) == ("time", 0, False, None)
    assert data["rt"] >= 600
