"""The Python examples of README.md and docs/*.md run as doctests, so the pages stay true.

Each page runs in a fresh folder holding the example files of ``docs/examples`` and the
files its shell examples would have written (``moves.json``).
"""

from __future__ import annotations

import doctest
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
WITH_EXAMPLES = [page for page in PAGES if ">>> " in page.read_text(encoding="utf-8")]


def test_the_readme_has_a_python_tour() -> None:
    assert ROOT / "README.md" in WITH_EXAMPLES
    assert len(WITH_EXAMPLES) >= 5


@pytest.mark.parametrize("page", WITH_EXAMPLES, ids=[page.name for page in WITH_EXAMPLES])
def test_python_examples_run(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for source in (ROOT / "docs" / "examples").iterdir():
        shutil.copy(source, tmp_path / source.name)
    (tmp_path / "moves.json").write_text("[[1,0,2],[2,0,1],[1,2,1],[3,0,2],[1,1,0],[2,1,2],[1,0,2]]\n")
    monkeypatch.chdir(tmp_path)
    # Code fences end an example's expected output, as a blank line would.
    text = "\n".join("" if line.startswith("```") else line for line in page.read_text(encoding="utf-8").splitlines())
    test = doctest.DocTestParser().get_doctest(text, {}, page.name, str(page), 0)
    assert test.examples
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test, out=lambda text: print(text, end=""))
    assert runner.summarize(verbose=False).failed == 0, f"{page.name}: see the captured output"
    assert os.getcwd() == str(tmp_path)


def test_ci_runs_the_readmes_test_command_and_installs_nothing_before_it() -> None:
    """CI runs what a new user runs: the README's test command, as written, after only uv and chromium."""
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [line.split("#")[0].strip() for line in readme.splitlines() if re.match(r"uv run[^#]*pytest", line)]
    assert commands, "the README names no test command"
    command = commands[0]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    lines = [line.strip() for line in ci.splitlines()]
    assert command in lines, f"{command!r} is not a line of .ci/run"
    before = lines[: lines.index(command)]
    installs = [line for line in before if re.search(r"\buv (sync|pip)", line)]
    assert not installs, "CI installs more than the README's command"
