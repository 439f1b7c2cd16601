"""A Tower of London test in the browser, end to end: Shallice's twelve problems, then PEBL's TOL export.

Playwright drives Debian's chromium against a live server, as in ``test_web_browser.py``; the
server, the page and the export are the same ones the Tower of Hanoi test uses, with balls.
"""

from __future__ import annotations

import csv
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser_profile import one_tab, renew, served
from hanoi.results.export import PEBL_TOL_MOVE_COLUMNS, PEBL_TOL_SUMMARY_COLUMNS, export_csv
from hanoi.results.store import Records
from hanoi.variants.london import london_solve, problem_set

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install chromium)"
)
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

EXAMINER = "the-examiner-secret-of-the-london-tests"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    yield from served(tmp_path_factory, "london", examiner=EXAMINER, build_tables=False)


@pytest.fixture(scope="module")
def profile(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """One browser tab for this file's tests: each opens the examiner's page in it afresh (:func:`renew`)."""
    yield from one_tab(browser)


@pytest.fixture
def page(server: tuple[str, Path], profile: tuple[Any, list[str]]) -> Iterator[Any]:
    tab, problems = profile
    renew(tab, server[0], width=1000, height=860)  # wiped as a new browser: no session, no language chosen
    problems.clear()
    expect(tab.locator("#board svg")).to_be_visible()
    tab.locator("#speed").fill("20")
    yield tab
    assert problems == [], problems


def _click_peg(page: Any, peg: int) -> None:
    page.locator(f'#board g.peg[data-peg="{peg}"] .label').click()


def _settled(page: Any) -> None:
    expect(page.locator("#board")).to_have_attribute("data-busy", "false")


def test_a_tower_of_london_test_runs_to_the_end_and_exports_pebl_tol_columns(
    page: Any, server: tuple[str, Path], tmp_path: Path
) -> None:
    shallice = problem_set("shallice").problems
    page.locator("#tab-test").click()
    page.locator("#participant").fill("L01")
    page.locator('input[name="problem_set"][value="london"]').check()
    page.locator("#london-set").select_option("shallice")
    page.locator("#start-test").click()
    expect(page.locator("#handover-who")).to_have_text("L01")
    page.locator("#handover").click()  # this browser is handed to the participant
    page.locator("#begin").click()  # after the instructions
    expect(page.locator("#trial-info")).to_have_text("Problem 1 of 12")
    expect(page.locator("#board svg.london circle.ball")).to_have_count(3)  # balls, not discs
    expect(page.locator("#goal svg.london circle.ball")).to_have_count(3)
    expect(page.locator("#board")).to_have_attribute("data-state", "|21|3||")
    expect(page.locator("#board-state")).to_have_text("Peg A: balls 2, 1 (top). Peg B: ball 3. Peg C: empty.")

    # an illegal attempt first: ball 1 to C, then ball 3 onto the full peg C (height 1)
    _click_peg(page, 0)
    _click_peg(page, 2)
    _settled(page)
    _click_peg(page, 1)
    _click_peg(page, 2)
    expect(page.locator("#message")).to_contain_text("Peg C is full (capacity 1)")
    _settled(page)
    _click_peg(page, 2)  # and back: 1CA, then the optimal two moves; two moves more than the minimum
    _click_peg(page, 0)
    _settled(page)
    for number, problem in enumerate(shallice, 1):
        if number > 1:
            page.locator("#next").click()
            expect(page.locator("#trial-info")).to_have_text(f"Problem {number} of 12")
        expect(page.locator("#board")).to_have_attribute("data-state", str(problem.start))
        for move in london_solve(problem.start, problem.goal).paths[0]:
            _click_peg(page, move.source)
            _click_peg(page, move.target)
            _settled(page)
        expect(page.locator("#board")).to_have_attribute("data-state", str(problem.goal))
    expect(page.locator("#message")).to_have_text("The test is finished. Thank you! Please tell the examiner.")

    with Records(server[1]) as records:
        written = export_csv(records, tmp_path, participant="L01")
    tables = {path.name: list(csv.DictReader(path.open(encoding="utf-8"))) for path in written}
    moves, summary = tables["tol.csv"], tables["tol-summary.csv"]
    assert tuple(moves[0])[:len(PEBL_TOL_MOVE_COLUMNS)] == PEBL_TOL_MOVE_COLUMNS  # PEBL's first, then ours
    assert tuple(summary[0])[:len(PEBL_TOL_SUMMARY_COLUMNS)] == PEBL_TOL_SUMMARY_COLUMNS
    assert [row["shortest"] for row in summary] == [str(p.min_moves) for p in shallice]  # Shallice's minima
    assert [row["startconf"] for row in summary] == ["|21|3||"] * 12
    assert [row["endconf"] for row in summary] == [str(p.goal) for p in shallice]
    steps = [str(p.min_moves + (2 if number == 1 else 0)) for number, p in enumerate(shallice, 1)]
    assert [row["steps"] for row in summary] == steps  # the detour of the first problem: 1AC, 1CA
    assert [row["success"] for row in summary] == ["1"] * 12
    assert summary[-1]["score"] == "36"  # PEBL's score: 4 - tries for each problem solved at the first try
    first = [row for row in moves if row["trial"] == "1"]
    assert [row["current"] for row in first] == ["|21|3||", "|2|3|1|", "|21|3||", "|2|3|1|", "||32|1|"]
    assert [row["done"] for row in first] == ["0", "0", "0", "0", "1"]
    attempts = [row for row in tables["toh-attempts.csv"] if row["trial"] == "1"]
    assert [row["legal"] for row in attempts] == ["1", "0", "1", "1", "1"]
    assert "peg C is full" in attempts[1]["reason"]


def test_a_free_tower_of_london_game_with_a_hint_to_the_end(page: Any) -> None:
    page.locator("#start").select_option("london")
    expect(page.locator("#board")).to_have_attribute("data-state", "|21|3||")
    expect(page.locator("#board svg.london circle.ball")).to_have_count(3)
    expect(page.locator("#min-moves")).to_have_text("5")  # Shallice's problem 9: five moves
    _settled(page)
    nine = problem_set("shallice").problems[8]
    first, _ = london_solve(nine.start, nine.goal).paths
    assert [str(m) for m in first] == ["1AB", "2AC", "1BA", "2CA", "3BA"]
    for move in first[:2]:
        _click_peg(page, move.source)
        _click_peg(page, move.target)
        _settled(page)
    page.locator("#hint").click()
    expect(page.locator("#message")).to_contain_text("Hint: move ball 1 from peg B to peg A")
    for move in first[2:]:
        _click_peg(page, move.source)
        _click_peg(page, move.target)
        _settled(page)
    expect(page.locator("#board")).to_have_attribute("data-state", "|123|||")
    expect(page.locator("#message")).to_contain_text("Solved in 5 moves")
