"""What a newcomer following the README meets: the files named as they are, the API pages readable."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def hanoi(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hanoi", *args], capture_output=True, text=True, timeout=120, cwd=cwd)


@pytest.mark.parametrize("name", ["out.png", "out.SVG.txt", "out"])
def test_show_svg_refuses_a_file_name_that_is_not_svg(name: str, tmp_path: Path) -> None:
    result = hanoi("show", "2", "--svg", name, cwd=tmp_path)
    assert result.returncode == 2 and name in result.stderr and ".svg" in result.stderr
    assert not (tmp_path / name).exists()
    assert hanoi("show", "2", "--svg", "out.SVG", cwd=tmp_path).returncode == 0
    assert (tmp_path / "out.SVG").read_text().startswith("<svg")


def test_the_readme_shows_the_csv_header_the_command_prints(tmp_path: Path) -> None:
    header = hanoi("solve", "2", "--format", "csv", cwd=tmp_path).stdout.splitlines()[0]
    assert f"csv: `{header}`" in (ROOT / "README.md").read_text()


def test_the_readme_says_how_to_install_without_an_index() -> None:
    text = (ROOT / "README.md").read_text()
    assert "`pip install python-hanoi`" not in text and "pip install ." in text


def test_every_page_is_in_the_site_nav() -> None:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    nav = str(yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=Loader)["nav"])
    pages = {page.name for page in (ROOT / "docs").glob("*.md")}
    assert pages and all(page in nav for page in pages), pages - set(re.findall(r"[\w-]+\.md", nav))


def test_sphinx_roles_become_links_in_the_api_pages() -> None:
    spec = importlib.util.spec_from_file_location("doctest_blocks", ROOT / "docs" / "_hooks" / "doctest_blocks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    import hanoi.web.hints as hints

    text = module.convert_roles(hints.__doc__ or "", "hanoi.web.hints")
    assert ":mod:" not in text and ":data:" not in text and ":class:" not in text and ":meth:" not in text
    assert '<autoref optional identifier="hanoi.paths"><code>hanoi.paths</code></autoref>' in text
    assert '<autoref optional identifier="hanoi.web.hints.TABLE_MEMORY">' in text


def test_the_first_bfs_knows_whether_numba_must_compile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hanoi.space import kernel

    monkeypatch.setattr(kernel, "_COMPILED", {})
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    assert kernel.compiled_on_disk() is False  # an empty cache: 'hanoi bfs' says it is compiling
    (tmp_path / "hanoi" / "space").mkdir(parents=True)
    (tmp_path / "hanoi" / "space" / "kernel._layer_kernel-143.py311.nbi").write_bytes(b"")
    assert kernel.compiled_on_disk() is True


def test_the_first_bfs_says_it_compiles_even_in_a_pipe(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """In a pipe (stderr not a terminal) a plain line says why the first search waits; the kernel compiles first."""
    from hanoi.cli import space as command
    from hanoi.space import bfs, kernel

    calls = []
    monkeypatch.setattr(kernel, "compiled_on_disk", lambda: False)
    monkeypatch.setattr(bfs, "bfs_layers", lambda *args, **kwargs: calls.append(args))
    command._compile_first()
    assert "compiling the search kernel with numba (first run only" in capsys.readouterr().err
    assert calls == [(1,)]  # a one-disc search compiles the kernel before the real search's progress bar
    monkeypatch.setattr(kernel, "compiled_on_disk", lambda: True)
    command._compile_first()
    assert capsys.readouterr().err == "" and len(calls) == 1
