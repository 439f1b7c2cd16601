"""Issue 15: no command or function may hang, eat gigabytes or print a raw internal error.

Every command and every public function runs on a grid of hostile values (``tests/hostile.py``),
each case in a child forked under 1 GiB of extra address space and 15 s of CPU.  The grid
is cut into shares, each run by a fresh, warm Python process (``python tests/hostile.py``)
so that the forked image stays small, and pytest-xdist spreads the shares over the cores.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import hostile

SHARES = 6
HERE = Path(__file__).resolve().parent


def test_the_grid_is_large_and_covers_every_command() -> None:
    import typer

    from hanoi.cli import app

    commands = {argv[0] for _, argv in hostile.command_cases()}
    group = typer.main.get_command(app)
    names = set(group.list_commands(None))  # type: ignore[arg-type]
    assert names - commands <= {"help"}, names - commands
    assert sum(1 for _ in hostile.command_cases()) > 1000
    assert sum(1 for _ in hostile.function_cases()) > 2000


def test_the_grid_has_the_dimensions_of_issue_25() -> None:
    """Number expressions by base size, exponent and number of terms; non-finite JSON in every number field."""
    argvs = [argv for group, argv in hostile.command_cases() if group == "numbers"]
    expressions = {argv[-1] for argv in argvs if argv[0] == "count"}
    assert len(expressions) == len(hostile.NUMBER_BASES) * len(hostile.NUMBER_EXPONENTS) * len(hostile.NUMBER_TERMS)
    assert {argv[0] for argv in argvs} == {"count", "move", "bfs"}
    assert "99**9999999" in expressions and "9" * 4000 + "**10000000" in expressions
    assert "+".join(["99**10000000"] * 50) in expressions
    web = [case for case, _ in hostile.web_cases()]
    assert len(web) == len(hostile.WEB_NUMBER_FIELDS)
    assert any("NaN" in case and "1e999999" in case and "lift_at" in case for case in web)
    # item 5 (huge replies) is issue 19's: its dimension is declared, its sizes come with that fix
    assert set(hostile.REPLY_SHAPES) == {"lines", "nested", "assignment", "table"}
    assert len(list(hostile.reply_files())) == len(hostile.REPLY_SHAPES) * len(hostile.REPLY_MIB)


@pytest.mark.parametrize("share", range(SHARES))
def test_hostile_input_is_refused_cleanly(share: int, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(HERE / "hostile.py"), str(share), str(SHARES), str(tmp_path)],
        capture_output=True, text=True, timeout=600, check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.splitlines()[-1])
    failures = result["failures"]
    assert result["costs"], "no case ran"
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])


def test_the_harness_catches_what_it_must(tmp_path: Path) -> None:
    """A case that crashes, eats memory, spins or writes a long line is reported (the test can fail)."""
    def crash() -> int:
        raise RuntimeError("boom")

    def eat() -> int:
        blocks = [bytearray(1 << 26) for _ in range(64)]  # 4 GiB: past the address-space limit
        return len(blocks)

    def spin() -> int:
        while True:
            pass

    assert "traceback" in (hostile.check(hostile.run_forked("crash", crash, tmp_path), api=False) or "")
    assert hostile.check(hostile.run_forked("eat", eat, tmp_path), api=False)
    spun = hostile.run_forked("spin", spin, tmp_path, cpu_seconds=1)
    assert spun.signal is not None and hostile.check(spun, api=False)
    long = hostile.Outcome("long", 1, None, b"", "error: " + "x" * 400, 0.1, 0.1, 0)
    assert "characters" in (hostile.check(long, api=False) or "")
    assert hostile.check(hostile.Outcome("rc", 3, None, b"", "", 0.1, 0.1, 0), api=False)
    waited = hostile.Outcome("waited", None, 9, b"", "", 90.0, 0.5, 0)  # killed on wall time, little CPU used
    assert hostile.waited_out(waited) and hostile.check(waited, api=False)  # run once more, then reported
    assert not hostile.waited_out(spun)
    refused = hostile.run_command(["state", "10**100", "1"], tmp_path)
    assert refused.code == 1 and hostile.check(refused, api=False) is None
