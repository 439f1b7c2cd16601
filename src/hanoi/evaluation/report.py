"""The HTML report of ``hanoi eval``: the collapse curve and where first errors fall, drawn with matplotlib.

Two plots, as in the analyses of Shojaee et al. (2025): accuracy against the number of
discs, one line a model with Wilson 95 % intervals as error bars (the "collapse"
curve), and the share of first errors by position relative to the optimal length
``2**n - 1``.  Tables give the same numbers.  The SVG is inlined, so the report is one
self-contained file.  matplotlib comes with the ``report`` extra.

>>> from hanoi.evaluation.scoring import Summary
>>> from hanoi.verify.report import verify
>>> summary = Summary()
>>> summary.add("model-a", verify("[[1, 0, 2]]", discs=1))
>>> page = report_html(summary, title="demo")
>>> page.startswith("<!DOCTYPE html>") and page.count("<svg") == 2
True
"""

from __future__ import annotations

import html
import io
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hanoi._extras import require
from hanoi._files import check_output, write_whole
from hanoi.evaluation.scoring import Summary

__all__ = ["report_html", "write_report"]

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
figure { margin: 1rem 0; }
"""


def _svg(figure: Any) -> str:
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", bbox_inches="tight")
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def _plots(data: dict[str, Any]) -> tuple[str, str]:
    require("matplotlib", "report")
    from matplotlib.figure import Figure  # the object API: no global state, no display needed

    curve = Figure(figsize=(7, 4))
    axes = curve.subplots()
    for model, rows in data["by_discs"].items():
        discs = sorted(int(n) for n in rows)
        accuracy = [100 * rows[str(n)]["accuracy"] for n in discs]
        below = [100 * (rows[str(n)]["accuracy"] - rows[str(n)]["low"]) for n in discs]
        above = [100 * (rows[str(n)]["high"] - rows[str(n)]["accuracy"]) for n in discs]
        axes.errorbar(discs, accuracy, yerr=[below, above], marker="o", capsize=3, label=model)
    axes.set_xlabel("discs (n)")
    axes.set_ylabel("solved (%)")
    axes.set_ylim(-5, 105)
    axes.set_title("Accuracy against the number of discs (Wilson 95 % intervals)")
    if data["by_discs"]:
        axes.legend()
    positions = Figure(figsize=(7, 4))
    bars = positions.subplots()
    labels = data["bins"]
    models = list(data["by_model"])
    width = 0.8 / max(1, len(models))
    for index, model in enumerate(models):
        counts = data["by_model"][model]["first_error"]
        total = sum(counts) or 1
        xs = [i + index * width for i in range(len(labels))]
        bars.bar(xs, [100 * count / total for count in counts], width=width, label=model)
    bars.set_xticks([i + 0.4 - width / 2 for i in range(len(labels))], labels, rotation=45)
    bars.set_xlabel("first error at step / optimal length (2**n - 1 between towers)")
    bars.set_ylabel("answers with an error (%)")
    bars.set_title("Where the first error falls")
    if models:
        bars.legend()
    return _svg(curve), _svg(positions)


def report_html(summary: Summary, *, title: str = "Tower of Hanoi evaluation") -> str:
    """The report as one self-contained HTML page."""
    data = summary.to_dict()
    curve, positions = _plots(data)
    accuracy = data["accuracy"]
    rows = []
    for model, by_n in data["by_discs"].items():
        for n, row in by_n.items():
            rows.append(
                f"<tr><td>{html.escape(model)}</td><td>{n}</td><td>{row['answers']}</td><td>{row['solved']}</td>"
                f"<td>{100 * row['accuracy']:.1f} %</td><td>{100 * row['low']:.1f}–{100 * row['high']:.1f} %</td>"
                f"<td>{row['mean_score']:.3f}</td><td>{row['mean_valid_prefix']:.3f}</td></tr>"
            )
    kinds = "".join(f"<tr><td>{kind}</td><td>{count}</td></tr>" for kind, count in data["first_error_kinds"].items())
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title><style>{_STYLE}</style></head>
<body>
<h1>{html.escape(title)}</h1>
<p>{data['answers']} answers, {data['solved']} solved: {100 * accuracy['value']:.1f} %
(Wilson 95 % interval {100 * accuracy['low']:.1f}–{100 * accuracy['high']:.1f} %).</p>
<h2>Accuracy against the number of discs</h2>
<figure>{curve}</figure>
<table><thead><tr><th>model</th><th>discs</th><th>answers</th><th>solved</th><th>accuracy</th><th>95 % CI</th>
<th>mean score</th><th>mean valid prefix</th></tr></thead><tbody>
{''.join(rows)}
</tbody></table>
<h2>First errors</h2>
<figure>{positions}</figure>
<table><thead><tr><th>kind</th><th>answers</th></tr></thead><tbody>{kinds}</tbody></table>
<p>Score: reasoning-gym's min(1, optimal / moves) for a solved answer, 0 otherwise.  Valid prefix: the
legal moves before the first error, as a share of the optimal length.</p>
</body></html>
"""


def write_report(summary: Summary, path: str | os.PathLike[str], *, title: str = "Tower of Hanoi evaluation",
                 inputs: Iterable[str | os.PathLike[str] | None] = ()) -> Path:
    """Write :func:`report_html` to ``path``, whole or not at all, never over one of ``inputs``.

    The error (:class:`~hanoi.errors.FileError`) names the path when it cannot be written.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_report(Summary(), Path(folder) / "report.html").name
    'report.html'
    """
    check_output(path, inputs)
    return write_whole(path, report_html(summary, title=title), inputs=inputs)
