"""The Tower of Toronto in Chromium (Saint-Cyr, Taylor and Lang 1988): a free game, and a short study run end to end
by clicks and a drag, its export and scores checked against a count made by hand from the moves below.

Playwright drives Debian's chromium against a live server, as in ``test_web_london_study.py``.
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
from hanoi.results.scores import item_scores, participant_scores
from hanoi.results.store import Records
from hanoi.toronto import TORONTO_COLOURS, TORONTO_HEX

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

EXAMINER = "the-examiner-secret-of-the-toronto-tests"
I18N = Path(__file__).resolve().parent.parent / "src" / "hanoi" / "web" / "static" / "i18n"
LANGUAGES = ["en", "fr", "de", "ja", "ru"]

STUDY = b'''
name = "Toronto in the browser"
variant = "toronto"
time_limit_s = 600
demonstration_ms = 300

[[items]]
kind = "demonstration"
start = "AA"
goal = "CC"

[[items]]
kind = "practice"
start = "AA"
goal = "BB"

[[items]]
start = "AAA"
goal = "CCC"

[[items]]
start = "AAA"
goal = "CCC"
'''


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    yield from served(tmp_path_factory, "toronto", examiner=EXAMINER, build_tables=False)


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


def _discs(tab: Any) -> list[tuple[str, str, str]]:
    """(number, width, fill) of every disc on the board."""
    return tab.eval_on_selector_all("#board svg rect.disc", "rects => rects.map(r => [r.dataset.disc, "
                                    "r.getAttribute('width'), r.getAttribute('fill')])")


def test_a_toronto_study_runs_end_to_end_and_its_export_and_scores_match_a_hand_count(
        browser: Any, server: tuple[str, Path], tmp_path: Path) -> None:
    """By hand, the items and their moves (disc, from, to; disc 1 white, 2 yellow, 3 red):

    1 demonstration AA -> CC: the page plays 1AB 2AC 1BC (3 moves).
    2 practice AA -> BB: 1AC 2AB 1CB by clicks, solved in 3 (feedback: "Solved in 3 moves").
    3 test AAA -> CCC, minimum 7: 1AC, then 2AC refused (the darker yellow onto the lighter white), then
      2AB 1CB 3AC (dragged) 1BA 2BC 1AC: 7 moves, 1 refusal.
    4 test AAA -> CCC: 1AB 1BC (one move more than 1AC), then 2AB 1CB 3AC 1BA 2BC 1AC: 8 moves, 1 excess.
    Scores over the 2 test items: 2 solved, 1 in the minimum, 1 excess move, 1 violation (larger_on_smaller).
    """
    texts = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    problems: list[str] = []
    context, tab = _open(browser, server[0], problems)
    try:
        _start(tab, "TT-01", STUDY)
        expect(tab.locator("#instructions-text")).to_have_text(texts["participant.instructions@toronto"])
        tab.locator("#begin").click()
        assert tab.title() == "Tower of Toronto · python-hanoi"
        # 1: the demonstration plays itself, on discs of one width in Saint-Cyr's colours, numbered
        expect(tab.locator("#trial-info")).to_have_text("Demonstration: Problem 1 of 4")
        expect(tab.locator("#board svg.toronto text.disc-number")).to_have_count(2)
        expect(tab.locator("#board svg.toronto text.disc-number").first).to_be_visible()
        expect(tab.locator("#message")).to_contain_text("That is how it is solved.", timeout=15_000)
        expect(tab.locator("#board")).to_have_attribute("data-state", "CC")
        # 2: practice, with feedback
        _next(tab, "Practice: Problem 2 of 4")
        _click(tab, [(0, 2), (0, 1), (2, 1)])
        expect(tab.locator("#message")).to_contain_text("Solved in 3 moves")
        # 3: a test item; the refusal names the Toronto rule and its reminder
        _next(tab, "Problem 3 of 4")
        discs = _discs(tab)
        assert sorted(d for d, _, _ in discs) == ["1", "2", "3"] and len({w for _, w, _ in discs}) == 1
        assert {d: fill for d, _, fill in discs} == {"1": TORONTO_HEX["white"], "2": TORONTO_HEX["yellow"],
                                                     "3": TORONTO_HEX["red"]}
        _click(tab, [(0, 2)])
        _peg(tab, 0).click()
        _peg(tab, 2).click()
        refused = texts["move.larger@toronto"].format(disc=2, under=1, peg="C")
        expect(tab.locator("#message")).to_have_text(f"{refused} {texts['participant.rule_reminder@toronto']}")
        _settled(tab)
        _click(tab, [(0, 1), (2, 1)])
        _drag(tab, 0, 2)
        _click(tab, [(1, 0), (1, 2), (0, 2)])
        expect(tab.locator("#board")).to_have_attribute("data-state", "CCC")
        # 4: one move too many
        _next(tab, "Problem 4 of 4")
        _click(tab, [(0, 1), (1, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)])
        expect(tab.locator("#board")).to_have_attribute("data-state", "CCC")
        expect(tab.locator("#message")).to_contain_text("The test is finished")
        assert problems == []
    finally:
        context.close()

    with Records(server[1]) as records:
        written = export_csv(records, tmp_path, participant="TT-01")
        items = list(item_scores(records, "TT-01"))
    tables = {path.name: list(csv.DictReader(path.open(encoding="utf-8"))) for path in written}
    for path in written:
        assert json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))  # every CSV, its sidecar
    assert "tol.csv" not in tables  # the Tower of London's tables are for balls
    summary = tables["toh-summary.csv"]
    assert [row["kind"] for row in summary] == ["demonstration", "practice", "test", "test"]
    assert [row["steps"] for row in summary] == ["3", "3", "7", "8"]
    assert [row["shortest"] for row in summary] == ["3", "3", "7", "7"]
    assert [row["success"] for row in summary] == ["1", "1", "1", "1"]
    assert [row["endconf"] for row in summary] == ["33", "22", "333", "333"]  # PEBL's digits, as for Hanoi
    assert all(json.loads(row["settings"])["variant"] == "toronto" for row in summary)
    assert [row["variant"] for row in summary] == ["toronto"] * 4
    assert [row["variant"] for row in tables["toh-trials.csv"]] == ["toronto"] * 4
    attempts = tables["toh-attempts.csv"]
    assert [row["legal"] for row in attempts if row["trial"] == "3"] == ["1", "0", *["1"] * 6]
    (refusal,) = [row for row in attempts if row["legal"] == "0"]
    assert "the darker yellow disc 2 cannot go onto the lighter white disc 1 on peg C" in refusal["reason"]
    assert [row["disc"] for row in attempts if row["trial"] == "4"] == ["1", "1", "2", "1", "3", "1", "2", "1"]
    dragged = [row for row in attempts if row["trial"] == "3" and row["disc"] == "3"]
    assert len(dragged) == 1 and dragged[0]["timing"] == "client"
    assert 0 < int(dragged[0]["lifttime"]) < int(dragged[0]["trialtime"])
    events = tables["toh-events.csv"]
    assert [(row["trial"], row["event"]) for row in events if row["event"].startswith(("illegal", "empty"))] == [
        ("3", "illegal_larger_on_smaller")]
    (person,) = participant_scores(items)
    row = person.row()
    assert {k: row[k] for k in ("items", "solved", "optimal", "excess_moves", "larger_on_smaller", "violations",
                                "abandoned")} == {
        "items": 2, "solved": 2, "optimal": 1, "excess_moves": 1, "larger_on_smaller": 1, "violations": 1,
        "abandoned": 0}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_toronto_refusal_speaks_of_darker_and_lighter_in_each_language(participant: tuple[Any, list[str]],
                                                                       server: tuple[str, Path],
                                                                       language: str) -> None:
    texts = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    study = f'variant = "toronto"\nlanguage = "{language}"\n[[items]]\nstart = "AA"\ngoal = "CC"\n'.encode()
    tab, problems = participant
    problems.clear()
    open_study_session(tab, server[0], f"TLANG-{language}", study)
    expect(tab.locator("#instructions-text")).to_have_text(texts["participant.instructions@toronto"])
    tab.locator("#begin").click()
    assert tab.title() == texts["page.title@toronto"]
    expect(tab.locator("#board")).to_have_attribute("data-state", "AA")  # the item is on screen
    _settled(tab)
    _click(tab, [(0, 1)])
    expect(tab.locator("#board")).to_have_attribute("data-state", "AB")  # the first move is in
    _peg(tab, 0).click()
    _peg(tab, 1).click()
    refused = texts["move.larger@toronto"].format(disc=2, under=1, peg="B")
    expect(tab.locator("#message")).to_have_text(f"{refused} {texts['participant.rule_reminder@toronto']}")
    assert problems == []


def test_a_free_toronto_game_draws_its_colours_and_refuses_a_darker_disc(browser: Any,
                                                                         server: tuple[str, Path]) -> None:
    texts = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    problems: list[str] = []
    context, tab = _open(browser, server[0], problems)
    try:
        tab.locator("#discs").select_option("4")
        _settled(tab)
        tab.locator("#start").select_option("toronto")
        expect(tab.locator("#board svg.toronto rect.disc")).to_have_count(4)
        expect(tab.locator("#min-moves")).to_have_text("15")
        expect(tab.locator("#message")).to_have_text(texts["play.classic@toronto"].format(peg="C"))
        assert tab.title() == "Tower of Toronto · python-hanoi"
        discs = _discs(tab)
        assert {d: fill for d, _, fill in discs} == {str(i + 1): TORONTO_HEX[c] for i, c in enumerate(TORONTO_COLOURS)}
        assert len({w for _, w, _ in discs}) == 1
        _settled(tab)
        _click(tab, [(0, 1)])
        _peg(tab, 0).click()
        _peg(tab, 1).click()
        expect(tab.locator("#message")).to_have_text(texts["move.larger@toronto"].format(disc=2, under=1, peg="B"))
        _settled(tab)
        tab.locator("#hint").click()
        expect(tab.locator("#message")).to_contain_text("Hint: move disc")
        tab.set_viewport_size({"width": 390, "height": 844})  # a phone: the boards are drawn again, narrower
        expect(tab.locator("#board svg rect.disc").first).to_have_attribute("width", "46")
        expect(tab.locator("#board svg.toronto rect.disc")).to_have_count(4)  # still the Tower of Toronto
        assert len({w for _, w, _ in _discs(tab)}) == 1
        assert problems == []
    finally:
        context.close()


def test_toronto_texts_never_speak_of_larger_discs() -> None:
    """Every Toronto text exists in every language and none repeats the Tower of Hanoi's rule of sizes."""
    english = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    toronto = [key for key in english if key.endswith("@toronto")]
    assert {"participant.instructions@toronto", "participant.rule_reminder@toronto", "page.title@toronto",
            "move.larger@toronto"} <= set(toronto)
    for language in LANGUAGES:
        texts = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
        larger = {"en": "larger", "fr": "plus petit", "de": "größere", "ja": "大きい", "ru": "больший"}[language]
        darker = {"en": "darker", "fr": "plus foncé", "de": "dunklere", "ja": "暗い", "ru": "тёмный"}[language]
        for key in toronto:
            assert key in texts and texts[key] != texts.get(key.removesuffix("@toronto")), (language, key)
            assert larger not in texts[key], (language, key)
        for key in ("participant.instructions@toronto", "participant.rule_reminder@toronto", "move.larger@toronto"):
            assert darker in texts[key], (language, key)
