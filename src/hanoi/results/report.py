"""A one-file HTML report of test results: per participant, a small plot per problem and a table.

Each plot draws the moves made against the time (from the page's click stamps, see
:mod:`hanoi.results.export`), with the minimum number of moves as a dashed line and
refused attempts as red crosses, as in the move-by-move figures of Tower of Hanoi
studies (the French encyclopedia article describes the test).  Plots come from matplotlib (extra ``report``),
drawn as SVG and embedded as data URLs, so the page needs no server and no script.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Iterable
from typing import Any

from hanoi._extras import require
from hanoi.results.export import VIOLATIONS, clock_flagged, iso_time, item_kind, trials_with_times
from hanoi.results.scores import item_scores, participant_scores, split_half
from hanoi.results.store import Records

__all__ = ["report_html"]

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2.5rem; border-bottom: 2px solid #2f6f8f; }
.plots { display: flex; flex-wrap: wrap; gap: 0.6rem; }
figure { margin: 0; } figure img { width: 240px; height: auto; border: 1px solid #ddd; }
figcaption { font-size: 0.8rem; color: #555; max-width: 240px; }
table { border-collapse: collapse; margin: 1rem 0; font-variant-numeric: tabular-nums; }
th, td { border-bottom: 1px solid #ddd; padding: 0.2rem 0.6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
.meta { color: #555; font-size: 0.9rem; }
"""


def _plot(pyplot: Any, ticker: Any, times: list[float], steps: list[int], refused: list[float], shortest: int | None,
          title: str) -> str:
    figure, axes = pyplot.subplots(figsize=(3.0, 2.1), dpi=100)
    try:
        axes.step([0.0, *times], [0, *steps], where="post", color="#2f6f8f", linewidth=1.6, label="moves made")
        if refused:
            axes.plot(refused, [0] * len(refused), "x", color="#b3261e", markersize=6, label="refused",
                      clip_on=False)
        if shortest is not None:
            axes.axhline(shortest, color="#444", linestyle="--", linewidth=1, label=f"minimum {shortest}")
        axes.set_xlabel("time (s)", fontsize=8)
        axes.set_ylabel("moves", fontsize=8)
        axes.set_title(title, fontsize=9)
        axes.tick_params(labelsize=7)
        axes.set_xlim(left=0)
        top = max([shortest or 0, *steps, 1])
        axes.set_ylim(bottom=0, top=top * 1.5 + 0.5)  # room for the legend above the curve
        axes.yaxis.set_major_locator(ticker.MaxNLocator(integer=True))
        axes.legend(fontsize=6, loc="upper left", frameon=False, ncol=3)
        figure.tight_layout()
        buffer = io.BytesIO()
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    finally:
        pyplot.close(figure)
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def _cell(value: object) -> str:
    return html.escape("" if value is None else str(value))


def report_html(records: Records, *, participant: str | None = None) -> str:
    """The report page of every participant (or one) in ``records``, as one HTML string.

    >>> from hanoi.results.problems import Problem
    >>> from hanoi.state import State
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P<1>", {}, t_ms=0, token="s1"), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
    >>> records.record_attempt(trial, t_ms=800, source=0, target=2, disc=1, legal=True, state_after=State.parse("C"))
    >>> records.finish_trial(trial, t_ms=800, success=True, steps=1, outcome="solved")
    >>> page = report_html(records)
    >>> page.startswith("<!doctype html>"), "P&lt;1&gt;" in page, page.count("<img ")
    (True, True, 1)
    """
    matplotlib = require("matplotlib", "report")
    matplotlib.use("Agg")
    pyplot = require("matplotlib.pyplot", "report")
    ticker = require("matplotlib.ticker", "report")
    names = records.participants() if participant is None else [participant]
    parts = ["<!doctype html>", '<html lang="en"><head><meta charset="utf-8">',
             "<title>Tower of Hanoi results</title>", f"<style>{_STYLE}</style></head><body>",
             "<h1>Tower of Hanoi results</h1>",
             f'<p class="meta">{len(names)} participant{"s" if len(names) != 1 else ""}. Times are from the '
             "participant's clicks; moves against time, the dashed line is the minimum.</p>"]
    items = list(item_scores(records, participant))
    people = participant_scores(items)
    parts.extend(_study(people))
    for name in names:
        parts.extend(_participant(records, name, pyplot, ticker))
        parts.extend(_scores([item for item in items if item.sub == name]))
    parts.append("</body></html>")
    return "\n".join(parts)


def _participant(records: Records, name: str, pyplot: Any, ticker: Any) -> Iterable[str]:
    yield f"<section><h2>Participant {_cell(name)}</h2>"
    sessions = records.sessions(name)
    listed = ", ".join(f"{_cell(row['token'])} ({_cell(iso_time(row['started_ms']))}, version "
                       f"{_cell(row['version'] or 'unknown')})" for row in sessions)
    yield f'<p class="meta">Sessions: {listed}</p>'
    rows: list[list[object]] = []
    figures: list[str] = []
    for trial in trials_with_times(records, name):
        row = trial.row
        times: list[float] = []
        steps: list[int] = []
        refused: list[float] = []
        for attempt, (_, drop, _) in zip(trial.attempts, trial.times.moves, strict=True):
            if attempt["legal"]:
                times.append(drop / 1000)
                steps.append(len(steps) + 1)
            else:
                refused.append(drop / 1000)
        outcome = row["outcome"] or "unfinished"
        total = trial.times.time
        title = f"Problem {row['trial']}: {len(steps)} moves" + (f", {total / 1000:.1f} s" if total else "")
        image = _plot(pyplot, ticker, times, steps, refused, row["shortest"], title)
        alt = (f"Problem {row['trial']} of session {row['token']}: {len(steps)} moves against a minimum of "
               f"{row['shortest']}, {len(refused)} refused, {outcome}")
        figures.append(f'<figure><img src="{image}" alt="{_cell(alt)}"><figcaption>{_cell(row["start_label"])} '
                       f"→ {_cell(row['goal_label'])}, {_cell(outcome)}</figcaption></figure>")
        shortest = row["shortest"]
        excess = len(steps) - shortest if shortest is not None and row["success"] else None
        planning = trial.times.planning
        paused = trial.times.paused + trial.between
        rows.append([row["token"], row["trial"], row["size"], row["pegs"], row["start_label"], row["goal_label"],
                     shortest, len(steps), excess, len(refused),
                     None if planning is None else f"{planning / 1000:.2f}",
                     None if total is None else f"{total / 1000:.2f}", outcome,
                     f"{trial.times.pauses + (1 if trial.between else 0)} ({paused / 1000:.1f} s)" if paused else "0",
                     item_kind(row), sum(map(clock_flagged, trial.times.lags))])
    yield '<div class="plots">' + "".join(figures) + "</div>"
    head = ("session", "problem", "discs", "pegs", "start", "goal", "minimum", "moves", "excess", "refused",
            "planning (s)", "time (s)", "outcome", "pauses", "kind", "clock flags")
    yield "<table><thead><tr>" + "".join(f'<th scope="col">{label}</th>' for label in head) + "</tr></thead><tbody>"
    for values in rows:
        yield "<tr>" + "".join(f"<td>{_cell(value)}</td>" for value in values) + "</tr>"
    yield "</tbody></table></section>"


def _table(head: tuple[str, ...], rows: Iterable[Iterable[object]]) -> str:
    body = "".join("<tr>" + "".join(f"<td>{_cell(value)}</td>" for value in values) + "</tr>" for values in rows)
    return ("<table><thead><tr>" + "".join(f'<th scope="col">{label}</th>' for label in head) + "</tr></thead><tbody>"
            + body + "</tbody></table>")


def _study(people: list[Any]) -> Iterable[str]:
    """The scores of every participant, and the split-half reliability (hanoi.results.scores)."""
    if not people:
        return
    yield "<section><h2>Scores</h2>"
    yield ('<p class="meta">Test items only (practice left out). Points: our achievement rule (0 to 4 an item, '
           "see hanoi.results.scores); accuracy: minimum / moves of solved items.</p>")
    head = ("participant", "items", "solved", "first attempt", "points", "excess moves", "accuracy",
            "first move (ms)", "time per move (ms)", *VIOLATIONS, "violations")
    keys = ("sub", "items", "solved", "first_attempt", "points", "excess_moves", "mean_accuracy",
            "mean_first_move_ms", "mean_time_per_move_ms", *VIOLATIONS, "violations")
    yield _table(head, ([person.row()[key] for key in keys] for person in people))
    half = split_half(people)
    if half.corrected is None:
        yield f'<p class="meta">Split-half reliability: {_cell(half.note)}.</p>'
    else:
        yield (f'<p class="meta">Split-half reliability of the points, odd and even items, {half.participants} '
               f"participants: r = {half.r:.3f}, Spearman–Brown corrected {half.corrected:.3f}.</p>")
    yield "</section>"


def _scores(items: list[Any]) -> Iterable[str]:
    """One participant's scores per item."""
    if not items:
        return
    head = ("session", "problem", "practice", "first move (ms)", "solution (ms)", "time per move (ms)",
            "excess moves", "accuracy", "violations", "first attempt", "points")
    keys = ("session", "trial", "practice", "first_move_ms", "solution_ms", "time_per_move_ms", "excess_moves",
            "accuracy", "violations", "first_attempt", "points")
    yield "<h3>Scores per item</h3>" + _table(head, ([item.row()[key] for key in keys] for item in items))
