"""Packaging and the pay-for-what-you-use rule: base dependencies, extras, the licence, light imports."""

from __future__ import annotations

import email
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import hanoi

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
HEAVY = ("numba", "llvmlite", "matplotlib", "networkx", "fastapi", "uvicorn", "PIL", "pydantic", "starlette")


def test_the_version_is_one_string() -> None:
    assert hanoi.__version__ == PROJECT["version"]


def test_the_base_install_is_numpy_and_the_cli_libraries() -> None:
    base = {requirement.split(">")[0].split("<")[0].split("[")[0].strip() for requirement in PROJECT["dependencies"]}
    assert base == {"numpy", "typer", "rich", "platformdirs"}
    extras = PROJECT["optional-dependencies"]
    assert {"bfs", "graph", "web", "gif", "all"} <= set(extras)
    assert any("numba" in item for item in extras["bfs"])
    assert any("fastapi" in item for item in extras["web"])


def test_the_wheel_carries_the_licence_and_the_extras(tmp_path: Path) -> None:
    import os

    from hatchling.build import build_wheel

    here = os.getcwd()
    os.chdir(ROOT)
    try:
        name = build_wheel(str(tmp_path))
    finally:
        os.chdir(here)
    with zipfile.ZipFile(tmp_path / name) as wheel:
        names = wheel.namelist()
        assert any(entry.endswith(".dist-info/licenses/LICENSE") for entry in names)
        assert "hanoi/py.typed" in names
        assert "hanoi/verify/languages.toml" in names  # the verifier's vocabulary, read at import
        metadata = email.message_from_bytes(wheel.read(next(n for n in names if n.endswith("METADATA"))))
    assert metadata["License-Expression"] == "MIT"
    assert set(metadata.get_all("Provides-Extra") or []) >= {"bfs", "graph", "web", "gif", "all"}
    required = [line for line in metadata.get_all("Requires-Dist") or [] if "extra ==" not in line]
    assert not any(heavy.lower() in line.lower() for line in required for heavy in HEAVY)


def _modules_after(code: str) -> set[str]:
    script = f"import sys\n{code}\nprint(' '.join(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60)
    return set(result.stdout.split()[-1000:]) if result.stdout else set()


@pytest.mark.parametrize("argv", [["solve", "3"], ["move", "64", "1"], ["--help"], ["count", "64"]])
def test_the_quick_commands_load_no_numpy_and_no_heavy_library(argv: list[str]) -> None:
    code = (
        "import contextlib, io\nfrom hanoi.cli import app\n"
        f"with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n    app({argv!r})"
    )
    loaded = _modules_after(code)
    assert "hanoi.cli" in loaded
    assert "numpy" not in loaded
    assert not [name for name in loaded for heavy in HEAVY if name == heavy or name.startswith(heavy + ".")]
    assert "hanoi.web" not in loaded


def test_import_hanoi_is_light_and_names_load_on_use() -> None:
    loaded = _modules_after("import hanoi")
    assert "numpy" not in loaded and "hanoi.space.bfs" not in loaded
    assert "hanoi.tower" in _modules_after("import hanoi\nhanoi.solve")
    assert set(hanoi.__all__) <= set(dir(hanoi))
    hanoi.State  # noqa: B018 - loaded: now in the module's globals and in __all__
    assert len(dir(hanoi)) == len(set(dir(hanoi))), "dir(hanoi) lists a name twice"


@pytest.mark.parametrize(
    ("block", "argv", "extra"),
    [
        ("numba", ["bfs", "3"], "bfs"),
        ("networkx", ["graph", "2", "--out", "g.graphml"], "graph"),
        ("fastapi", ["play", "--no-browser", "--port", "1"], "web"),
        ("PIL", ["animate", "2", "--out", "a.gif"], "gif"),
        ("matplotlib", ["search", "--sweep", "n=1..3", "--plot", "p.svg"], "graph"),
        ("networkx", ["search", "AAA", "CCC", "--strategy", "bfs", "--animate", "a.svg"], "graph"),
        ("matplotlib", ["eval", "answers.jsonl", "--report", "r.html"], "report"),
    ],
)
def test_a_missing_extra_names_what_to_install_and_exits_2(
    block: str, argv: list[str], extra: str, tmp_path: Path
) -> None:
    code = (
        f"import sys\nsys.modules[{block!r}] = None\n"
        f"sys.argv = ['hanoi', *{argv!r}]\nfrom hanoi.cli import main\nmain()"
    )
    (tmp_path / "answers.jsonl").write_text('{"n": 3, "answer": "[[1,0,2]]"}\n')
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert result.returncode == 2, result.stderr
    assert f"pip install 'python-hanoi[{extra}]'" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
    # checked before the work: nothing printed first ("Serving the game on ..."), no search run, nothing scored
    assert result.stdout == ""
    assert not (tmp_path / "answers.scored.jsonl").exists()


def test_the_command_has_a_second_name_that_no_other_hanoi_distribution_takes() -> None:
    scripts = PROJECT["scripts"]
    assert scripts["hanoi"] == scripts["python-hanoi"] == "hanoi._commands:main"


def test_a_hanoi_package_of_another_distribution_is_named_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from hanoi import _commands

    impostor = types.ModuleType("hanoi")
    impostor.__file__ = "/site-packages/hanoi/__init__.py"
    monkeypatch.setitem(sys.modules, "hanoi", impostor)
    message = _commands.shadowed()
    assert message is not None and "/site-packages/hanoi/__init__.py was replaced" in message
    monkeypatch.setattr(sys, "argv", ["hanoi", "solve", "3"])
    with pytest.raises(SystemExit) as stopped:
        _commands.main()
    assert stopped.value.code == 2
