"""Every benchmark runs: each script of ``benchmarks/`` in its smoke mode (seconds, not the measurement).

A benchmark nobody runs rots (``bench_verify.py`` once failed at import for weeks).  The
smoke mode runs the same code paths on tiny sizes; these tests check that it ends with
exit 0 and prints a Markdown table, and nothing about its figures.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = sorted((ROOT / "benchmarks").glob("bench_*.py"))
BROWSER = {"bench_timing.py", "bench_site_hints.py"}


def test_every_benchmark_is_listed() -> None:
    assert len(SCRIPTS) >= 13


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.name for script in SCRIPTS])
def test_the_benchmark_runs_in_its_smoke_mode(script: Path, tmp_path: Path) -> None:
    if script.name in BROWSER and not Path("/usr/bin/chromium").exists():
        pytest.skip("needs Debian's chromium")
    assert "--smoke" in script.read_text(encoding="utf-8"), f"{script.name} has no smoke mode"
    done = subprocess.run([sys.executable, str(script), "--smoke"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=280)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "|---" in done.stdout or "|--:" in done.stdout, done.stdout[-2000:]
    assert "Traceback" not in done.stderr
