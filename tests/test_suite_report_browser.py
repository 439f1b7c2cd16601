"""The protocol report in Chromium at 1200 px: no table runs past the page, no legend covers a plot.

Runs from episodes built here (no model, no Inspect run), the survival section included:
censored runs, errors and solved runs of every protocol.  Debian's chromium, driven by
Playwright, as in tests/test_web_browser.py.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from hanoi.evaluation.protocols import Episode
from hanoi.evaluation.suite import SuiteSummary
from hanoi.evaluation.suite_report import write_suite_report

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
playwright_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("matplotlib")


def episodes() -> list[Episode]:
    rng = random.Random(3)
    runs = []
    for protocol in ("full", "stepwise", "tools", "maker"):
        for n in range(3, 9):
            optimal = 2**n - 1
            for _ in range(6):
                first = next(t for t in range(1, 10**6) if rng.random() < 0.03)
                cap = 40 if protocol == "full" else 10**6
                if first <= min(optimal, cap):
                    runs.append(Episode(protocol, n, 3, "A" * n, "C" * n, optimal, moves=first - 1,
                                        valid_prefix=first - 1, first_error_step=first, first_error_kind="illegal",
                                        calls=first, output_tokens=3 * first, distance_left=optimal - first + 1,
                                        prefix_credit=(first - 1) / optimal))
                elif cap < optimal:
                    runs.append(Episode(protocol, n, 3, "A" * n, "C" * n, optimal, moves=cap, valid_prefix=cap,
                                        ended="length", cut=1, calls=1, distance_left=optimal - cap,
                                        prefix_credit=cap / optimal))
                else:
                    runs.append(Episode(protocol, n, 3, "A" * n, "C" * n, optimal, solved=True, moves=optimal,
                                        valid_prefix=optimal, calls=optimal, distance_left=0, prefix_credit=1.0))
    return runs


def test_the_report_fits_1200_pixels_and_legends_stay_off_the_plots(browser: Any, tmp_path: Path) -> None:
    summary = SuiteSummary(episodes())
    assert summary.survival("full")["outcomes"]["censored"] > 0
    page = write_suite_report(summary, tmp_path / "report.html")
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    try:
        view = context.new_page()
        view.goto(page.as_uri())
        found = view.evaluate("""() => {
            const box = e => e.getBoundingClientRect();
            const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            return {
                width: document.documentElement.scrollWidth,
                tables: [...document.querySelectorAll('table')].map(t => box(t).right),
                figures: [...document.querySelectorAll('figure svg')].map(svg => {
                    const axes = svg.querySelector('g[id^="patch_2"]'), legend = svg.querySelector('g[id^="legend"]');
                    return {right: box(svg).right, covered: !!legend && overlap(box(axes), box(legend))};
                }),
            };
        }""")
    finally:
        context.close()
    assert found["width"] <= 1200, found
    assert len(found["tables"]) >= 3 and max(found["tables"]) <= 1200, found
    assert len(found["figures"]) == 5 and all(f["right"] <= 1200 and not f["covered"] for f in found["figures"])
