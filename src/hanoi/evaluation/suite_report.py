"""The HTML report of ``hanoi eval --protocol``: the protocols side by side, drawn with matplotlib.

Four plots, one line a protocol against the number of discs: success with Wilson 95 %
intervals (the collapse curves of Shojaee et al. 2025), the longest correct prefix as a
share of the optimal length, the step of the first error beside the optimal length (log
scale), and output tokens per move where the model reports tokens.  A table gives the
same numbers, with the collapse points, and for MAKER runs the measured per-step error
rate beside the rate that first-to-ahead-by-k voting predicts (Meyerson et al. 2025).
The SVG is inlined: one self-contained file.  matplotlib comes with the ``report`` extra.

>>> from hanoi.evaluation.protocols import Episode
>>> summary = SuiteSummary([Episode("tools", 2, 3, "AA", "CC", 3, solved=True, moves=3, valid_prefix=3)])
>>> page = suite_html(summary, title="demo")
>>> page.startswith("<!DOCTYPE html>") and page.count("<svg") == 5
True
"""

from __future__ import annotations

import html
import io
import math
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hanoi._extras import require
from hanoi._files import check_output, write_whole
from hanoi.errors import InvalidArgumentError
from hanoi.evaluation.suite import SuiteSummary

__all__ = ["FIGURES", "figure_svg", "suite_html", "write_suite_report"]

FIGURES = {
    "success": ("accuracy", "solved (%)", "Success against the number of discs (Wilson 95 % intervals)"),
    "prefix": ("mean_valid_prefix", "longest correct prefix / optimal length", "Longest correct prefix"),
    "first-error": ("mean_first_error_step", "first error at step (mean of the runs with one)",
                    "Where the first error falls (dashed: the optimal length)"),
    "tokens": ("tokens_per_move", "output tokens per legal move", "Tokens per move"),
    "survival": ("survival", "runs still without an error",
                 "Moves to the first error (Kaplan–Meier, 95 % band; dashed: p ** t)"),
}
"""The report's figures: the metric each draws, its axis label and its title."""

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.6rem; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(30rem, 1fr)); gap: 1rem; }
figure { margin: 0; }
figure svg { max-width: 100%; height: auto; }
.wide { overflow-x: auto; max-width: 100%; }
.wide table { font-size: 0.9rem; }
.wide th { white-space: normal; vertical-align: bottom; }
"""


def figure_svg(summary: SuiteSummary, name: str) -> str:
    """One figure of the report as SVG text: ``success``, ``prefix``, ``first-error`` or ``tokens``.

    >>> from hanoi.evaluation.protocols import Episode
    >>> figure_svg(SuiteSummary([Episode("full", 1, 3, "A", "C", 1)]), "success").startswith("<svg")
    True
    """
    if name not in FIGURES:
        raise InvalidArgumentError(f"unknown figure {name!r}; choose one of: {', '.join(FIGURES)}"[:300])
    require("matplotlib", "report")
    from matplotlib.figure import Figure  # the object API: no global state, no display needed

    key, label, title = FIGURES[name]
    data = summary.to_dict()
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=(6, 3.6))
    axes = figure.subplots()
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    if name == "survival":
        _draw_survival(axes, data)
        axes.set_xlabel("moves")
        axes.set_ylabel(label)
        axes.set_title(title, fontsize=10)
        return _finish(figure, axes, bool(data["protocols"]))
    optimal: dict[int, float] = {}
    for protocol, rows in data["protocols"].items():
        optimal.update({int(n): row["optimal"] for n, row in rows.items()})
        discs = [int(n) for n in rows if rows[n][key] is not None]
        values = [rows[str(n)][key] for n in discs]
        if not discs:
            continue
        if name == "success":
            below = [max(0.0, 100 * (rows[str(n)]["accuracy"] - rows[str(n)]["low"])) for n in discs]
            above = [max(0.0, 100 * (rows[str(n)]["high"] - rows[str(n)]["accuracy"])) for n in discs]
            axes.errorbar(discs, [100 * v for v in values], yerr=[below, above], marker="o", capsize=3,
                          label=protocol)
        else:
            axes.plot(discs, values, marker="o", label=protocol)
    if name == "first-error" and optimal:
        discs = sorted(optimal)
        axes.plot(discs, [optimal[n] for n in discs], linestyle="--", color="grey", label="optimal length")
        axes.set_yscale("log")
    axes.set_xlabel("discs (n)")
    axes.set_ylabel(label)
    axes.set_title(title, fontsize=10)
    if name == "success":
        axes.set_ylim(-5, 105)
    elif name == "prefix":
        axes.set_ylim(-0.05, 1.05)
    return _finish(figure, axes, bool(data["protocols"]))


def _finish(figure: Any, axes: Any, legend: bool) -> str:
    """The figure as SVG text, its legend outside the axes (it never covers a curve)."""
    if legend and axes.get_legend_handles_labels()[0]:
        axes.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0)
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", bbox_inches="tight")
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def _draw_survival(axes: Any, data: dict[str, Any]) -> None:
    """Each protocol's Kaplan–Meier step curve with its band, and the geometric curve of its per-step error."""
    for index, (protocol, figures) in enumerate(data["survival"].items()):
        points = figures["curve"]
        if not points:
            continue
        colour = f"C{index}"
        runs_end = max(1, figures["longest"], points[-1][0])
        times = [p[0] for p in points] + [runs_end]
        values = [p[1] for p in points] + [points[-1][1]]
        lows = [p[2] for p in points] + [points[-1][2]]
        highs = [p[3] for p in points] + [points[-1][3]]
        axes.step(times, values, where="post", color=colour, label=protocol)
        axes.fill_between(times, lows, highs, step="post", color=colour, alpha=0.15, linewidth=0)
        rate = figures["step_error"]["rate"]
        if rate is not None and 0 < rate < 1:
            xs = list(range(0, runs_end + 1))
            axes.plot(xs, [(1 - rate) ** x for x in xs], linestyle="--", color=colour, linewidth=1)
    axes.axhline(0.5, color="grey", linewidth=0.5)
    axes.set_ylim(-0.03, 1.03)


def _cell(value: Any, fmt: str) -> str:
    return "–" if value is None else format(value, fmt)


def _interval(value: float | None, low: float | None, high: float | None, fmt: str, scale: float = 1.0) -> str:
    if value is None:
        return "–"
    if math.isinf(value):
        return "unbounded"
    def shown(v: float) -> str:
        return format(v if scale == 1 else scale * v, fmt)

    ends = "–".join("∞" if v is None or math.isinf(v) else shown(v) for v in (low, high))
    return f"{shown(value)} ({ends})"


def _survival_rows(data: dict[str, Any]) -> str:
    rows = []
    for protocol, figures in data["survival"].items():
        outcomes, rate = figures["outcomes"], figures["step_error"]
        error = f"{rate['errors']}/{rate['moves']}: " + _interval(rate["rate"], rate["low"], rate["high"], ".2f", 100)
        median = "not reached" if figures["median"] is None else _interval(
            figures["median"], figures["median_low"], figures["median_high"], "d")
        k = "–" if figures["maker_k"] is None else f"{figures['maker_k']} for {figures['maker_steps']}"
        rows.append(
            f"<tr><td>{html.escape(protocol)}</td><td>{figures['runs']}</td><td>{outcomes['solved']}</td>"
            f"<td>{outcomes['failed']}</td><td>{outcomes['censored']}</td><td>{error} %</td>"
            f"<td>{_interval(figures['horizon'], figures['horizon_low'], figures['horizon_high'], '.1f')}</td>"
            f"<td>{median}</td><td>{k}</td><td>{_cell(figures['maker_samples'], '.0f')}</td></tr>"
        )
    return "".join(rows)


def suite_html(summary: SuiteSummary, *, title: str = "Tower of Hanoi: the protocols side by side",
               figures: dict[str, str] | None = None) -> str:
    """The report as one self-contained HTML page.

    ``figures`` caches the figures' SVG text by name (as :func:`figure_svg` draws them): those it holds
    are used, those drawn are added, so that a caller who writes them as files too draws each once.
    """
    data = summary.to_dict()
    drawn = {} if figures is None else figures
    for name in FIGURES:
        if name not in drawn:
            drawn[name] = figure_svg(summary, name)
    figures_html = "".join(f"<figure>{drawn[name]}</figure>" for name in FIGURES)
    rows = []
    for protocol, by_n in data["protocols"].items():
        for n, row in by_n.items():
            rows.append(
                f"<tr><td>{html.escape(protocol)}</td><td>{n}</td><td>{row['runs']}</td><td>{row['solved']}</td>"
                f"<td>{100 * row['accuracy']:.1f} %</td><td>{100 * row['low']:.1f}–{100 * row['high']:.1f} %</td>"
                f"<td>{row['mean_valid_prefix']:.3f}</td><td>{_cell(row['mean_first_error_step'], '.1f')}</td>"
                f"<td>{row['runs_with_error']}</td><td>{row['optimal']:.0f}</td>"
                f"<td>{_cell(row['tokens_per_move'], '.1f')}</td><td>{_cell(row['calls_per_move'], '.2f')}</td>"
                f"<td>{row['mean_score']:.3f}</td><td>{_cell(row['mean_prefix_credit'], '.3f')}</td>"
                f"<td>{_cell(row['mean_distance_left'], '.1f')}</td></tr>"
            )
    collapse = "".join(
        f"<tr><td>{html.escape(name)}</td><td>{'none' if n is None else n}</td></tr>"
        for name, n in data["collapse_point"].items()
    )
    maker = data["maker"]
    voting = ""
    if maker is not None:
        voting = f"""<h2>MAKER: measured against the voting prediction</h2>
<table><tbody>
<tr><td>runs (k = {maker['k']})</td><td>{maker['runs']}</td></tr>
<tr><td>samples drawn / red-flagged</td><td>{maker['samples']} / {maker['red_flags']}</td></tr>
<tr><td>counted votes, share right (p)</td><td>{maker['counted_votes']}, {100 * maker['vote_accuracy']:.2f} %</td></tr>
<tr><td>per-step error, measured (95 % CI)</td><td>{maker['wrong_steps']} / {maker['steps']}
({100 * maker['step_error_low']:.2f}–{100 * maker['step_error_high']:.2f} %)</td></tr>
<tr><td>per-step error, predicted: (1-p)^k / (p^k + (1-p)^k)</td>
<td>{100 * maker['predicted_step_error']:.3f} %</td></tr>
<tr><td>runs solved, measured / predicted</td><td>{maker['solved']} / {maker['predicted_solved']:.1f}</td></tr>
<tr><td>samples drawn, measured / predicted from p, k and the red-flag rate</td>
<td>{maker['samples']} / {maker['predicted_samples']:.0f}</td></tr>
</tbody></table>"""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title><style>{_STYLE}</style></head>
<body>
<h1>{html.escape(title)}</h1>
<p>{data['runs']} runs, {data['solved']} solved.</p>
<div class="grid">{figures_html}</div>
<h2>Horizon: moves to the first error, with censoring</h2>
<p>A run is censored when its last reply was cut off at the token cap (or the call failed) before the goal:
it is neither solved nor failed.  On the curve, a run without an error (solved or censored) counts as
surviving for the moves it made.  The per-step error p is the first errors over the moves at risk (the
maximum-likelihood rate of a geometric time to the first error); the horizon is the moves after which half
the runs are predicted to be still without an error, ln 0.5 / ln (1 - p) (Sinha et al. 2025), set against
the curve's median; MAKER's margin k and expected samples are those that voting would need to run the
longest puzzle with 95 % success (Meyerson et al. 2025).</p>
<div class="wide"><table><thead><tr><th>protocol</th><th>runs</th><th>solved</th><th>failed</th><th>censored</th>
<th>per-step error (95 % CI)</th><th>horizon predicted (95 % CI)</th><th>median observed (95 % CI)</th>
<th>MAKER k for s steps</th><th>MAKER expected samples</th></tr></thead><tbody>
{_survival_rows(data)}
</tbody></table></div>
<h2>By protocol and number of discs</h2>
<div class="wide"><table><thead><tr><th>protocol</th><th>discs</th><th>runs</th><th>solved</th><th>success</th>
<th>95 % CI</th>
<th>valid prefix</th><th>first error at step</th><th>runs with an error</th><th>optimal</th>
<th>tokens / move</th><th>calls / move</th><th>score</th><th>prefix credit</th><th>distance left</th></tr>
</thead><tbody>
{''.join(rows)}
</tbody></table></div>
<h2>Collapse point</h2>
<p>The fewest discs at which fewer than half the runs succeed.</p>
<table><thead><tr><th>protocol</th><th>discs</th></tr></thead><tbody>{collapse}</tbody></table>
{voting}
<p>Valid prefix: the longest correct prefix, the legal moves before the first error, as a share of the optimal
length (mean over the runs).  First error at step: the step of the first wrong action (an illegal move, a reply
with no readable move, a wrong voted step), the mean over the runs that have one.</p>
</body></html>
"""


def write_suite_report(summary: SuiteSummary, path: str | os.PathLike[str], *, title: str | None = None,
                       inputs: Iterable[str | os.PathLike[str] | None] = (),
                       figures: dict[str, str] | None = None) -> Path:
    """Write :func:`suite_html` to ``path``, whole or not at all, never over one of ``inputs``.

    ``figures`` caches the figures' SVG text, as :func:`suite_html`'s does.

    The error (:class:`~hanoi.errors.FileError`) names the path when it cannot be written.

    >>> import tempfile
    >>> from hanoi.evaluation.protocols import Episode
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     summary = SuiteSummary([Episode("full", 1, 3, "A", "C", 1)])
    ...     write_suite_report(summary, Path(folder) / "report.html").name
    'report.html'
    """
    check_output(path, inputs)
    page = suite_html(summary, figures=figures) if title is None else suite_html(summary, title=title,
                                                                                figures=figures)
    return write_whole(path, page, inputs=inputs)
