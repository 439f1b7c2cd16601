"""A Tower of London study in Chromium, end to end (issue 31): Shallice's twelve problems with instructions, a
demonstration, two practice items and the discontinue rule; played by clicks and by drags; exported and scored,
and every figure checked against a count made by hand from the moves below.

Playwright drives Debian's chromium against a live server, as in ``test_web_london.py``.
"""

from __future__ import annotations

import csv
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser_profile import one_tab, open_study_session, served
from hanoi.results.export import export_csv
from hanoi.results.scores import achievement_points, item_scores, participant_scores
from hanoi.results.store import Records

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

EXAMINER = "the-examiner-secret-of-the-london-study-tests"
I18N = Path(__file__).resolve().parent.parent / "src" / "hanoi" / "web" / "static" / "i18n"

STUDY = b'''
name = "Shallice in the browser"
variant = "london"
instructions = "Watch the demonstration, practise twice, then solve each problem in as few moves as you can."
discontinue_after = 2
move_limit = 7
time_limit_s = 600
demonstration_ms = 300

[[items]]
kind = "demonstration"
start = "|21|3||"
goal = "|2|3|1|"

[[items]]
kind = "practice"
start = "|21|3||"
goal = "||31|2|"

[[items]]
kind = "practice"
start = "|21|3||"
goal = "|213|||"

[[items]]
set = "shallice"
'''


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    yield from served(tmp_path_factory, "london-study", examiner=EXAMINER, build_tables=False)


def _open(browser: Any, url: str, problems: list[str]) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1000, "height": 860})
    tab = context.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.goto(url)
    expect(tab.locator("#board svg")).to_be_visible()
    return context, tab


@pytest.fixture(scope="module")
def participant(browser: Any, server: tuple[str, Path]) -> Iterator[tuple[Any, list[str]]]:
    """One participant's browser for the tests of each language: each opens its own session's link in it afresh."""
    yield from one_tab(browser)


def _start(tab: Any, participant: str, study: bytes) -> None:
    tab.locator("#tab-test").click()
    tab.locator("#participant").fill(participant)
    tab.locator('input[name="problem_set"][value="study"]').check()
    tab.locator("#study-file").set_input_files(files=[{"name": "study.toml", "mimeType": "text/plain",
                                                       "buffer": study}])
    tab.locator("#start-test").click()
    expect(tab.locator("#handover-who")).to_have_text(participant)
    tab.locator("#handover").click()


def _peg(tab: Any, peg: int) -> Any:
    return tab.locator(f'#board g.peg[data-peg="{peg}"] .label')


def _settled(tab: Any) -> None:
    expect(tab.locator("#board")).to_have_attribute("data-busy", "false")


def _click(tab: Any, moves: list[tuple[int, int]]) -> None:
    for source, target in moves:
        _peg(tab, source).click()
        _peg(tab, target).click()
        _settled(tab)


def _drag(tab: Any, source: int, target: int) -> None:
    """Press on peg ``source``, move across in steps and release over peg ``target`` (a mouse drag)."""
    start, end = _peg(tab, source).bounding_box(), _peg(tab, target).bounding_box()
    x0, y0 = start["x"] + start["width"] / 2, start["y"] - 40
    x1, y1 = end["x"] + end["width"] / 2, end["y"] - 40
    tab.mouse.move(x0, y0)
    tab.mouse.down()
    tab.mouse.move((x0 + x1) / 2, y0 - 60, steps=5)
    tab.mouse.move(x1, y1, steps=5)
    tab.mouse.up()
    _settled(tab)


def _next(tab: Any, info: str) -> None:
    tab.locator("#next").click()
    expect(tab.locator("#trial-info")).to_have_text(info)
    _settled(tab)


def test_a_london_study_runs_end_to_end_and_its_export_and_scores_match_a_hand_count(
        browser: Any, server: tuple[str, Path], tmp_path: Path) -> None:
    """By hand, the items and their moves (ball, from, to):

    1 demonstration |21|3|| -> |2|3|1|: the page plays 1AC (1 move).
    2 practice -> ||31|2|: 1AB 2AC, solved in 2 (feedback: "Solved in 2 moves").
    3 practice -> |213|||: 3BA dragged, solved in 1.
    4 test (Shallice 1) -> ||32|1|, minimum 2: 1AC, then 3BC refused (peg C is full), 1CA, 1AC, 2AB: 4 moves.
    5 test (Shallice 2) -> |2|1|3|, minimum 2: 3BC and 1AB, both dragged: 2 moves.
    6 test (Shallice 3) -> |23|1||, minimum 3: 1AC 3BA 1CB by clicks: 3 moves.
    7 and 8 test -> not reached in the move limit of 7 (1AC, 1CA, ...): two failures in a row end the test.
    Scores over the 5 test items: 3 solved, 2 in the minimum (Shallice's score), 2 excess moves, 1 violation
    (full peg); points 1 + 3 + 3 + 0 + 0 plus one for each solved item within 3 s a minimum move.
    """
    problems: list[str] = []
    context, tab = _open(browser, server[0], problems)
    try:
        _start(tab, "LS-01", STUDY)
        expect(tab.locator("#instructions-text")).to_have_text(
            "Watch the demonstration, practise twice, then solve each problem in as few moves as you can.")
        assert tab.title() == "Tower of London · python-hanoi"
        tab.locator("#begin").click()
        # 1: the demonstration plays itself
        expect(tab.locator("#trial-info")).to_have_text("Demonstration: Problem 1 of 15")
        expect(tab.locator("#board svg text.ball-number")).to_have_count(3)  # numbered balls
        expect(tab.locator("#message")).to_contain_text("That is how it is solved.", timeout=15_000)
        expect(tab.locator("#board")).to_have_attribute("data-state", "|2|3|1|")
        # 2: practice, with feedback
        _next(tab, "Practice: Problem 2 of 15")
        _click(tab, [(0, 1), (0, 2)])
        expect(tab.locator("#message")).to_contain_text("Solved in 2 moves")
        # 3: practice by drag
        _next(tab, "Practice: Problem 3 of 15")
        _drag(tab, 1, 0)
        expect(tab.locator("#board")).to_have_attribute("data-state", "|213|||")
        # 4: a test item: a refusal onto the full peg says so, with the London reminder; no feedback at the end
        _next(tab, "Problem 4 of 15")
        _click(tab, [(0, 2)])
        _peg(tab, 1).click()
        _peg(tab, 2).click()
        expect(tab.locator("#message")).to_have_text(
            "Peg C is full (capacity 1). Remember: move one ball at a time; a full peg takes no more balls.")
        _settled(tab)
        _click(tab, [(2, 0), (0, 2), (0, 1)])
        expect(tab.locator("#board")).to_have_attribute("data-state", "||32|1|")
        expect(tab.locator("#message")).to_have_text("Press Next problem.")  # the study asked for no feedback
        # 5: by drags
        _next(tab, "Problem 5 of 15")
        _drag(tab, 1, 2)
        _drag(tab, 0, 1)
        expect(tab.locator("#board")).to_have_attribute("data-state", "|2|1|3|")
        # 6: optimal by clicks
        _next(tab, "Problem 6 of 15")
        _click(tab, [(0, 2), (1, 0), (2, 1)])  # 1AC, 3BA, 1CB
        expect(tab.locator("#board")).to_have_attribute("data-state", "|23|1||")
        # 7 and 8: seven moves each without reaching the goal; the second failure ends the test
        for number in (7, 8):
            _next(tab, f"Problem {number} of 15")
            _click(tab, [(0, 2), (2, 0)] * 3 + [(0, 2)])
        expect(tab.locator("#message")).to_have_text("The test is finished. Thank you! Please tell the examiner.")
        expect(tab.locator("#trial-info")).to_have_text("The test has ended.")  # not "Problem 8 of 15"
        expect(tab.locator("#next")).to_be_disabled()
        assert problems == []
    finally:
        context.close()

    with Records(server[1]) as records:
        written = export_csv(records, tmp_path, participant="LS-01")
        items = list(item_scores(records, "LS-01"))
    tables = {path.name: list(csv.DictReader(path.open(encoding="utf-8"))) for path in written}
    for path in written:
        assert json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))  # every CSV, its sidecar
    summary = tables["tol-summary.csv"]
    assert [row["kind"] for row in summary] == ["demonstration", "practice", "practice", *["test"] * 5]
    assert [row["steps"] for row in summary] == ["1", "2", "1", "4", "2", "3", "7", "7"]
    assert [row["success"] for row in summary] == ["1", "1", "1", "1", "1", "1", "0", "0"]
    assert [row["shortest"] for row in summary] == ["1", "2", "1", "2", "2", "3", "3", "4"]
    assert [row["endconf"] for row in summary][3:] == ["||32|1|", "|2|1|3|", "|23|1||", "|2|13||", "|12|3||"]
    assert [row["reached"] for row in summary][6:] == ["|2|3|1|", "|2|3|1|"]
    attempts = tables["toh-attempts.csv"]
    assert [row["legal"] for row in attempts if row["trial"] == "4"] == ["1", "0", "1", "1", "1"]
    dragged = [row for row in attempts if row["trial"] in ("3", "5")]
    assert len(dragged) == 3 and all(row["timing"] == "client" for row in dragged)
    assert all(0 < int(row["lifttime"]) < int(row["trialtime"]) for row in dragged)  # lift, then drop later
    events = tables["toh-events.csv"]
    assert [(row["trial"], row["event"]) for row in events if row["event"].startswith(("illegal", "empty"))] == [
        ("4", "illegal_full_peg")]  # no drag logged an empty peg
    assert all(row["clock_lag"] != "" and row["clock_flag"] in ("0", "1") for row in attempts)

    (person,) = participant_scores(items)
    row = person.row()
    assert {k: row[k] for k in ("items", "solved", "optimal", "excess_moves", "full_peg", "violations",
                                "first_attempt", "abandoned")} == {
        "items": 5, "solved": 3, "optimal": 2, "excess_moves": 2, "full_peg": 1, "violations": 1,
        "first_attempt": 3, "abandoned": 0}
    tests = [item for item in items if item.kind == "test"]
    bonus = [int(item.solved and item.solution_ms is not None and item.solution_ms <= 3000 * (item.minimum or 0))
             for item in tests]
    assert [item.points for item in tests] == [base + extra for base, extra in zip([1, 3, 3, 0, 0], bonus,
                                                                                    strict=True)]
    assert row["points"] == 7 + sum(bonus)
    assert [achievement_points(i.solved, i.moves, i.minimum, i.solution_ms) for i in tests] == [i.points for i in tests]


LANGUAGES = ["en", "fr", "de", "ja", "ru"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_london_refusal_says_the_peg_is_full_in_each_language(participant: tuple[Any, list[str]],
                                                                 server: tuple[str, Path], language: str) -> None:
    texts = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    study = (f'variant = "london"\nlanguage = "{language}"\nclock = false\n[[items]]\nstart = "|21|3||"\n'
             'goal = "||32|1|"\n').encode()
    tab, problems = participant
    problems.clear()
    open_study_session(tab, server[0], f"LANG-{language}", study)
    expect(tab.locator("#instructions-text")).to_have_text(texts["participant.instructions@london"])
    expect(tab.locator("#language")).to_be_hidden()  # the study fixed the language
    tab.locator("#begin").click()
    assert tab.title() == texts["page.title@london"]
    expect(tab.locator("#timer")).to_be_hidden()  # the study hid the clock
    expect(tab.locator("#board")).to_have_attribute("data-state", "|21|3||")  # the item is on screen
    _settled(tab)
    _click(tab, [(0, 2)])
    expect(tab.locator("#board")).to_have_attribute("data-state", "|2|3|1|")  # the first move is in
    _peg(tab, 1).click()
    _peg(tab, 2).click()
    full = texts["move.full"].format(peg="C", capacity=1)
    expect(tab.locator("#message")).to_have_text(f"{full} {texts['participant.rule_reminder@london']}")
    assert texts["participant.rule_reminder"] not in tab.locator("#message").text_content()
    assert problems == []


def test_london_texts_never_speak_of_larger_discs() -> None:
    """Every London text exists in every language and none repeats the Tower of Hanoi's rule of sizes."""
    english = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    london = [key for key in english if key.endswith("@london")]
    assert {"participant.instructions@london", "participant.rule_reminder@london", "page.title@london"} <= set(london)
    for language in LANGUAGES:
        texts = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
        hanoi_rule = texts["participant.rule_reminder"]
        for key in london:
            assert key in texts, (language, key)
            assert texts[key] != texts.get(key.removesuffix("@london")), (language, key)
        larger = {"en": "larger", "fr": "plus petit", "de": "größere", "ja": "大きい", "ru": "больший"}[language]
        assert larger in hanoi_rule, language  # the word the Tower of Hanoi's rule uses ...
        for key in london:
            assert larger not in texts[key], (language, key)  # ... is in no London text
        assert hanoi_rule not in texts["participant.instructions@london"]


def test_a_finger_drags_a_ball_and_the_lift_and_drop_are_recorded(browser: Any, server: tuple[str, Path],
                                                                  tmp_path: Path) -> None:
    """Touch events through Chromium's DevTools protocol: a finger presses on peg B, slides and lifts over peg A."""
    study = b'variant = "london"\n[[items]]\nstart = "|21|3||"\ngoal = "|213|||"\n'
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 1000, "height": 860}, has_touch=True)
    tab = context.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    try:
        tab.goto(server[0])
        expect(tab.locator("#board svg")).to_be_visible()
        _start(tab, "TOUCH-01", study)
        tab.locator("#begin").click()
        expect(tab.locator("#board")).to_have_attribute("data-state", "|21|3||")
        _settled(tab)
        cdp = context.new_cdp_session(tab)
        start, end = _peg(tab, 1).bounding_box(), _peg(tab, 0).bounding_box()
        x0, y0 = start["x"] + start["width"] / 2, start["y"] - 40
        x1 = end["x"] + end["width"] / 2
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for step in range(1, 9):
            x, y = x0 + (x1 - x0) * step / 8, y0 - 30 * (step < 8)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        expect(tab.locator("#board")).to_have_attribute("data-state", "|213|||")
        assert problems == []
    finally:
        context.close()
    with Records(server[1]) as records:
        export_csv(records, tmp_path, participant="TOUCH-01")
    (attempt,) = list(csv.DictReader((tmp_path / "toh-attempts.csv").open(encoding="utf-8")))
    assert (attempt["from"], attempt["to"], attempt["legal"], attempt["timing"]) == ("2", "1", "1", "client")
    assert 0 <= int(attempt["lifttime"]) < int(attempt["trialtime"])
    events = list(csv.DictReader((tmp_path / "toh-events.csv").open(encoding="utf-8")))
    assert not [row for row in events if row["event"] in ("empty_peg", "put_back")]
