"""docs/search.md is a lesson whose numbers come from its commands: run them again and compare.

Each ``$ uv run hanoi ...`` line of a ``sh`` block runs through the CLI in a scratch folder; its
output must equal the lines that follow it, the times aside (``12.3 ms``).  The pictures it
writes must equal the ones committed next to the lesson, and the Python examples run as
doctests.
"""

from __future__ import annotations

import doctest
import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app

DOCS = Path(__file__).resolve().parent.parent / "docs"
LESSON = DOCS / "search.md"
_TIME = re.compile(r" *\d+\.\d ms")


def _commands() -> list[tuple[str, list[str]]]:
    """Each documented command with the output lines written under it."""
    found: list[tuple[str, list[str]]] = []
    inside = False
    for line in LESSON.read_text().splitlines():
        if line.startswith("```"):
            inside = line.strip() == "```sh"
            continue
        if not inside:
            continue
        if line.startswith("$ uv run hanoi "):
            found.append((line[len("$ uv run hanoi "):], []))
        elif found:
            found[-1][1].append(line)
    return found


COMMANDS = _commands()


def _mask(lines: list[str]) -> list[str]:
    return [_TIME.sub(" <time>", line) for line in lines]


def test_the_lesson_has_its_commands() -> None:
    assert len(COMMANDS) >= 9
    assert any(command.startswith("space ") for command, _ in COMMANDS)
    assert any("--sweep" in command and "--plot" in command for command, _ in COMMANDS)
    assert any("--animate" in command for command, _ in COMMANDS)


@pytest.mark.parametrize(("command", "expected"), COMMANDS, ids=[c.split(" --")[0] for c, _ in COMMANDS])
def test_each_command_prints_what_the_lesson_shows(
    command: str, expected: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, shlex.split(command))
    assert result.exit_code == 0, result.stderr
    assert _mask(result.stdout.splitlines()) == _mask(expected)
    for written in re.findall(r"(?:--plot|--animate) ([\w.-]+\.svg)", command):
        # the picture on the page is the one the command draws
        assert (tmp_path / written).read_bytes() == (DOCS / written).read_bytes(), written


def test_the_python_examples_run() -> None:
    text = "\n".join("" if line.startswith("```") else line for line in LESSON.read_text().splitlines())
    test = doctest.DocTestParser().get_doctest(text, {}, "search.md", str(LESSON), 0)
    assert len(test.examples) >= 8
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
