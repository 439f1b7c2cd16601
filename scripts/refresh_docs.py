"""Rewrite the numbers that the pages' shell examples show, from a fresh run of every example.

    uv run --group dev python scripts/refresh_docs.py [README.md docs/eval.md ...]

``tests/test_docs.py`` compares every number an example prints (byte counts included; only
times and random ids are masked), so a change to the code that changes an output fails the
suite.  This script is the other half: it runs the examples exactly as the test does and, in
each example's output, replaces a line by the program's line when the two differ in their
digits alone (or in a limit named by its flag, ``--max-nodes`` for
``max_nodes``).  Any other difference (a word, a line more or less) is listed, not rewritten:
that is a change a person must read.  Run the docs tests afterwards.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import test_docs  # noqa: E402  (the test's own runner, so the two never disagree)

_DIGITS = re.compile(r"\d")
_FLAG = re.compile(r"--((?:max|min)-[a-z-]+)")


def _shape(line: str) -> str:
    """A line with its digits blurred and limit flags written as the library's names (``--max-nodes``: max_nodes)."""
    return _DIGITS.sub("#", _FLAG.sub(lambda m: m.group(1).replace("-", "_"), line))
_MASKED = ("<time>", "<id>", "<date>", "<n>")


def _output_lines(lines: list[str], command_line: int) -> range:
    """The line numbers (0-based) of the output shown under the ``$`` line ``command_line`` (1-based)."""
    start = command_line  # the line after the command
    while start < len(lines) and lines[start - 1].rstrip().endswith("\\"):
        start += 1
    end = start
    while end < len(lines) and not lines[end].startswith("$ ") and not lines[end].strip().startswith("```"):
        end += 1
    return range(start, end)


def refresh(page: Path) -> tuple[int, list[str]]:
    """Rewrite the digits of ``page``'s outputs; return how many lines changed and what was left."""
    with tempfile.TemporaryDirectory() as folder:
        rows = test_docs.run_page(page, Path(folder))
    lines = page.read_text(encoding="utf-8").splitlines()
    changed, left = 0, []
    for where, command, wanted, actual in rows:
        if test_docs._matches(wanted, actual):
            continue
        span = _output_lines(lines, int(where.rsplit(":", 1)[1]))
        shown = [test_docs._mask(lines[index]) for index in span]
        printed = actual.splitlines()
        if len(shown) != len(printed):
            left.append(f"{where}: {command}: {len(shown)} lines shown, {len(printed)} printed")
            continue
        for index, was, now in zip(span, shown, printed, strict=True):
            if was == now or was == "...":
                continue
            if _shape(was) == _shape(now) and not any(mark in now for mark in _MASKED):
                lines[index] = now
                changed += 1
            else:
                left.append(f"{where}: {command}: {was!r} -> {now!r}")
    if changed:
        page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed, left


def main() -> None:
    pages = [ROOT / name for name in sys.argv[1:]] or test_docs.PAGES
    for page in pages:
        changed, left = refresh(page)
        print(f"{page.relative_to(ROOT)}: {changed} line(s) rewritten")
        for item in left:
            print(f"  not rewritten: {item[:300]}")


if __name__ == "__main__":
    main()
