"""Every benchmark runs: each script of ``benchmarks/`` in its smoke mode (seconds, not the measurement).

A benchmark nobody runs rots (``bench_verify.py`` once failed at import for weeks).  The
smoke mode runs the same code paths on tiny sizes; these tests check that it ends with
exit 0 and prints a Markdown table, and nothing about its figures.

The scripts run as ``__main__`` in children forked from one warm process
(``tests/benchmark_runner.py``), which imported numpy, numba's kernels, FastAPI and Playwright
once for all of them: each script's own imports were half of the smoke runs' CPU.  One
script also runs as a plain ``python SCRIPT --smoke`` process, as a user runs it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
SCRIPTS = sorted((ROOT / "benchmarks").glob("bench_*.py"))
BROWSER = {"bench_timing.py", "bench_site_hints.py"}


def test_every_benchmark_is_listed() -> None:
    assert len(SCRIPTS) >= 13


@pytest.fixture(scope="module")
def runner() -> Iterator[subprocess.Popen[str]]:
    """The warm process that forks a child for each script (one for the module: xdist deals it whole)."""
    process = subprocess.Popen([sys.executable, str(HERE / "benchmark_runner.py")], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    yield process
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=60)


def run_smoke(runner: subprocess.Popen[str], script: Path, folder: Path, timeout: float = 280) -> tuple[int, str, str]:
    """``python SCRIPT --smoke`` in ``folder``, run by the warm runner: exit status, stdout, stderr."""
    assert runner.stdin is not None and runner.stdout is not None
    out, err = folder / ".smoke-stdout", folder / ".smoke-stderr"
    runner.stdin.write(json.dumps({"script": str(script), "cwd": str(folder), "stdout": str(out),
                                   "stderr": str(err)}) + "\n")
    runner.stdin.flush()
    pid = int(runner.stdout.readline())
    timer = threading.Timer(timeout, os.kill, (pid, signal.SIGKILL))  # a hang fails the test, as a timeout would
    timer.start()
    try:
        code = int(runner.stdout.readline())
    finally:
        timer.cancel()
    return code, out.read_text(errors="replace"), err.read_text(errors="replace")


def check_smoke(script: Path, code: int, stdout: str, stderr: str) -> None:
    assert code == 0, stderr[-3000:]
    assert "|---" in stdout or "|--:" in stdout, stdout[-2000:]
    assert "Traceback" not in stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.name for script in SCRIPTS])
def test_the_benchmark_runs_in_its_smoke_mode(script: Path, tmp_path: Path, runner: subprocess.Popen[str]) -> None:
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


def test_the_runner_reports_what_a_script_does(tmp_path: Path, runner: subprocess.Popen[str]) -> None:
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
