"""Every benchmark runs: each script of ``benchmarks/`` in its smoke mode (seconds, not the measurement).

A benchmark nobody runs rots (``bench_verify.py`` once failed at import for weeks).  The
smoke mode runs the same code paths on tiny sizes; these tests check that it ends with
exit 0 and prints a Markdown table, and nothing about its figures.

The scripts run as ``__main__`` in children forked from one warm process
(``tests/warm_fork.py``), which imported numpy, numba's kernels, FastAPI and Playwright
once for all of them: each script's own imports were half of the smoke runs' CPU.  One
script also runs as a plain ``python SCRIPT --smoke`` process, as a user runs it.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from warm_fork import Runner

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
SCRIPTS = sorted((ROOT / "benchmarks").glob("bench_*.py"))
BROWSER = {"bench_timing.py", "bench_site_hints.py"}


def test_every_benchmark_is_listed() -> None:
    assert len(SCRIPTS) >= 13


@pytest.fixture(scope="module")
def runner() -> Iterator[Runner]:
    """The warm process that forks a child for each script (one for the module: xdist deals it whole)."""
    started = Runner("benchmarks", cwd=str(ROOT))
    yield started
    started.close()


def run_smoke(runner: Runner, script: Path, folder: Path, timeout: float = 280) -> tuple[int, str, str]:
    """``python SCRIPT --smoke`` in ``folder``, run by the warm runner (killed after ``timeout``): status, out, err."""
    return runner.run_script(str(script), ["--smoke"], str(folder), timeout=timeout)


def check_smoke(script: Path, code: int, stdout: str, stderr: str) -> None:
    assert code == 0, stderr[-3000:]
    assert "|---" in stdout or "|--:" in stdout, stdout[-2000:]
    assert "Traceback" not in stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.name for script in SCRIPTS])
def test_the_benchmark_runs_in_its_smoke_mode(script: Path, tmp_path: Path, runner: Runner) -> None:
    if script.name in BROWSER and not Path("/usr/bin/chromium").exists():
        pytest.skip("needs Debian's chromium")
    assert "--smoke" in script.read_text(encoding="utf-8"), f"{script.name} has no smoke mode"
    check_smoke(script, *run_smoke(runner, script, tmp_path))


def test_a_benchmark_runs_as_a_plain_process(tmp_path: Path) -> None:
    """As a user runs one: ``python benchmarks/bench_three_pegs.py --smoke`` (the cheapest, 0.3 s)."""
    script = ROOT / "benchmarks" / "bench_three_pegs.py"
    done = subprocess.run([sys.executable, str(script), "--smoke"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=280)
    check_smoke(script, done.returncode, done.stdout, done.stderr)


def test_the_runner_reports_what_a_script_does(tmp_path: Path, runner: Runner) -> None:
    """A failing script fails the test: an exception, ``sys.exit`` with a message or a code, a hang."""
    cases = {"raise RuntimeError('boom')": (1, "Traceback"), "import sys; sys.exit('no chromium')": (1, "no chromium"),
             "import sys; sys.exit(3)": (3, ""), "print('|---|'); import sys; print(sys.argv[1:])": (0, "")}
    for at, (source, (code, said)) in enumerate(cases.items()):
        script = tmp_path / f"bench_case{at}.py"
        script.write_text(source + "\n")
        got, stdout, stderr = run_smoke(runner, script, tmp_path)
        assert (got, said in stderr) == (code, True), (source, got, stderr)
    assert stdout == "|---|\n['--smoke']\n"
    script = tmp_path / "bench_hang.py"
    script.write_text("import time\ntime.sleep(600)\n")
    assert run_smoke(runner, script, tmp_path, timeout=1)[0] == -signal.SIGKILL
