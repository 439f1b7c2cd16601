"""The conventions every command follows: version, help, examples, stdin, quiet, pipes, errors."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main

from hanoi import __version__
from hanoi.cli import app
from hanoi.cli.app import ORDER


@functools.cache
def hanoi(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the real console entry point, as a user's shell does (not a test runner's terminal).

    Once a worker for each command line and input: ``--help``, ``-h`` and ``solve -h`` are asked for by
    several tests (and twice by one), and the same command prints the same text.
    """
    return subprocess.run([sys.executable, "-m", "hanoi", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def commands() -> dict[str, object]:
    group = typer.main.get_command(app)
    return dict(group.commands)  # type: ignore[attr-defined]


def test_version_and_short_help() -> None:
    assert hanoi("--version").stdout == f"python-hanoi {__version__}\n"
    assert hanoi("-V").stdout == f"python-hanoi {__version__}\n"
    assert hanoi("-h").stdout == hanoi("--help").stdout
    assert hanoi("solve", "-h").returncode == 0 and "Usage: hanoi solve" in hanoi("solve", "-h").stdout


def test_help_command_matches_dash_dash_help() -> None:
    assert hanoi("help", "move").stdout.strip() == hanoi("move", "--help").stdout.strip()
    assert hanoi("help").stdout.strip() == hanoi("--help").stdout.strip()
    result = hanoi("help", "nosuch")
    assert result.returncode == 2 and "no command 'nosuch'" in result.stderr


def test_top_level_help_lists_commands_in_order_with_whole_sentences() -> None:
    text = hanoi("--help").stdout
    listed = [line.split()[0] for line in text.split("Commands:")[1].splitlines() if line.startswith("  ") and
              not line.startswith("   ")]
    assert listed[0] == "solve"
    assert listed == sorted(listed, key=lambda name: ORDER.index(name) if name in ORDER else len(ORDER))
    assert "..." not in text.split("Commands:")[1]  # no description cut mid-phrase
    for jargon in ("seed 001", "IPP", "STRIPS"):
        assert jargon not in text
    assert "--install-completion" in text  # shell completion through typer


def test_every_command_has_an_example_in_its_help() -> None:
    missing = []
    for name, command in commands().items():
        text = getattr(command, "help", "") or ""
        if name != "help" and "Example" not in text and not hasattr(command, "commands"):
            missing.append(name)
        for sub_name, sub in getattr(command, "commands", {}).items():
            if "Example" not in (getattr(sub, "help", "") or ""):
                missing.append(f"{name} {sub_name}")
    assert not missing, missing


def test_a_missing_argument_points_to_help() -> None:
    result = hanoi("solve")
    assert result.returncode == 2 and result.stdout == ""
    assert "Missing argument 'N'" in result.stderr and "hanoi solve --help" in result.stderr


@pytest.mark.parametrize(
    ("args", "stdin", "expected"),
    [
        (["step", "-"], "CCAA\n", "12\n"),
        (["step", "-", "--to", "B"], "BBAA\n", "12\n"),
        (["distance", "-", "ABB"], "BAA\n", "5\n"),
        (["distance", "BAA", "-"], "ABB\n", "5\n"),
    ],
)
def test_a_dash_reads_the_state_from_stdin(args: list[str], stdin: str, expected: str) -> None:
    result = hanoi(*args, stdin=stdin)
    assert (result.returncode, result.stdout) == (0, expected), result.stderr


def test_an_empty_stdin_or_two_dashes_are_usage_errors() -> None:
    assert hanoi("step", "-", stdin="").returncode == 2
    result = hanoi("distance", "-", "-", stdin="AB\nBA\n")
    assert result.returncode == 2 and "only one of START and GOAL" in result.stderr


def test_show_works_when_piped_for_a_wide_tower() -> None:
    result = hanoi("show", "30", "--step", "5")  # 179 columns: wider than the 80 of a missing terminal
    assert result.returncode == 0, result.stderr
    assert max(len(line) for line in result.stdout.splitlines()) == 179


def test_the_first_lines_of_a_huge_solution_come_at_once(tmp_path: Path) -> None:
    script = tmp_path / "head.sh"
    script.write_text(f"{sys.executable} -m hanoi solve 40 | head -2\n")
    result = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=60)
    assert result.stdout == "1AB\n2AC\n" and result.stderr == ""


def test_quiet_is_accepted_where_progress_is_shown() -> None:
    for args in (["solve", "3", "-q"], ["path", "AB", "BA", "--quiet"], ["distance", "AB", "BA", "-q"]):
        assert hanoi(*args).returncode == 0, args


def test_sources_are_named_by_author_and_title_never_by_seed_number() -> None:
    """Users know the sources by their authors and titles (docs/references.md), not as 'seed 003'."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    files = [root / "README.md", *(root / "docs").rglob("*.md"), *(root / "src").rglob("*.py"),
             *(root / "src").rglob("*.js"), *(root / "src").rglob("*.json")]
    found = [f"{path.relative_to(root)}: {match.group(0)}" for path in files
             for match in re.finditer(r"(?i)\bseeds? 0\d\d", path.read_text(encoding="utf-8"))]
    assert found == []
    references = (root / "docs" / "references.md").read_text(encoding="utf-8")
    for name in ("Lavallée 1982", "Saito 2020", "the Russian tutorial", "the French encyclopedia article",
                 "the German encyclopedia article"):
        assert name in references


def test_the_console_script_knows_the_module_of_every_command() -> None:
    """hanoi._commands maps each command to the one module that registers it (the lazy start relies on it)."""
    import hanoi.cli  # noqa: F401  (registers every command)
    from hanoi._commands import ALL_MODULES, COMMAND_MODULES
    from hanoi.cli.app import app

    found = {info.name or info.callback.__name__: (info.callback.__module__.rsplit(".", 1)[-1],)
             for info in app.registered_commands if info.callback is not None and info.name != "help"}
    for group in app.registered_groups:
        modules = {info.callback.__module__.rsplit(".", 1)[-1] for info in group.typer_instance.registered_commands
                   if info.callback is not None}
        found[group.name or ""] = tuple(sorted(modules))
    assert {name: tuple(sorted(modules)) for name, modules in COMMAND_MODULES.items()} == found
    assert set(ALL_MODULES) == {module for modules in COMMAND_MODULES.values() for module in modules}


def test_the_console_script_imports_only_the_command_it_runs() -> None:
    """``hanoi solve 3`` answers without typer; a command off the fast path imports its one module of hanoi.cli."""
    import subprocess
    import sys

    def loaded_by(*args: str) -> tuple[list[str], list[str]]:
        code = (f"import sys; sys.argv = ['hanoi', *{list(args)!r}]\nfrom hanoi._commands import main\n"
                "try:\n    main()\nexcept SystemExit:\n    pass\n"
                "print(sorted(m for m in sys.modules if m.startswith(('hanoi', 'typer', 'rich', 'numpy'))),"
                " file=sys.stderr)")
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        return done.stdout.split(), eval(done.stderr.strip().splitlines()[-1])

    moves, loaded = loaded_by("solve", "3")
    assert moves == ["1AC", "2AB", "1CB", "3AC", "1BA", "2BC", "1AC"]
    assert "hanoi._fastpath" in loaded
    assert not [name for name in loaded if name.startswith(("hanoi.cli", "typer", "rich", "numpy"))], loaded
    moves, loaded = loaded_by("solve", "2", "--notation", "german")  # off the fast path: typer, one module
    assert moves == ["S1", "-", "AB", "S2", "-", "AC", "S1", "-", "BC"]
    assert "hanoi.cli.solving" in loaded and "typer" in loaded
    assert not {"hanoi.cli.evaluating", "hanoi.cli.play", "hanoi.cli.verifying", "hanoi.cli.space"} & set(loaded)


def test_one_voice_placeholders_flags_plurals_and_notation() -> None:
    """Help placeholders, limits named by their flags, plurals, and one move notation in one output."""
    from typer.testing import CliRunner

    runner = CliRunner()
    for command in (["bfs"], ["verify"], ["search"], ["graph"], ["play"], ["eval"], ["results", "export"]):
        text = runner.invoke(app, [*command, "--help"]).output
        assert not re.search(r"<(int range|integer|str|text|path|float)>", text), (command, text)
    stopped = runner.invoke(app, ["distance", "AAAAAAAAAA", "DCBADCBADC", "--pegs", "4", "--max-nodes", "500"])
    assert "--max-nodes=500" in stopped.output and "max_nodes" not in stopped.output
    moves = runner.invoke(app, ["solve", "3", "--pegs", "30", "--to", "29"]).output.split()
    assert moves and all(re.fullmatch(r"\d+:\d+-\d+", move) for move in moves), moves
    assert "rings" in runner.invoke(app, ["rings", "2**70"]).output
    assert "results" in runner.invoke(app, ["results", "--help"]).output and "Examples:" in runner.invoke(
        app, ["results", "--help"]).output
