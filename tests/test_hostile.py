"""Issue 15: no command or function may hang, eat gigabytes or print a raw internal error.

Every command and every public function runs on a grid of hostile values (``tests/hostile.py``),
each case in a forked child under 1 GiB of extra address space and 15 s of CPU.  The grid
is cut into groups so that pytest-xdist spreads it over the cores.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

import hostile

COMMAND_GROUPS = sorted({group for group, _ in hostile.command_cases()})
FUNCTION_SLICES = 4


@pytest.fixture(scope="module")
def warm(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    workdir = tmp_path_factory.mktemp("hostile")
    hostile.setup_files(workdir)
    hostile.warm_up()
    yield workdir


def test_the_grid_is_large_and_covers_every_command() -> None:
    import typer

    from hanoi.cli import app

    commands = {argv[0] for _, argv in hostile.command_cases()}
    group = typer.main.get_command(app)
    names = set(group.list_commands(None))  # type: ignore[arg-type]
    assert names - commands <= {"help"}, names - commands
    assert sum(1 for _ in hostile.command_cases()) > 1000
    assert sum(1 for _ in hostile.function_cases()) > 1000


@pytest.mark.parametrize("group", COMMAND_GROUPS)
def test_commands_on_hostile_input(group: str, warm: Path) -> None:
    failures = []
    for _, argv in (case for case in hostile.command_cases() if case[0] == group):
        outcome = hostile.run_command(argv, warm)
        problem = hostile.check(outcome, api=False)
        if problem:
            failures.append(f"{outcome.case}: {problem}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])


@pytest.mark.parametrize("part", range(FUNCTION_SLICES))
def test_functions_on_hostile_input(part: int, warm: Path) -> None:
    failures = []
    for case, thunk in itertools.islice(hostile.function_cases(), part, None, FUNCTION_SLICES):
        outcome = hostile.run_function(case, thunk, warm)
        problem = hostile.check(outcome, api=True)
        if problem:
            failures.append(f"{outcome.case}: {problem}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])


def test_the_harness_catches_what_it_must(warm: Path) -> None:
    """A case that crashes, hangs, eats memory or writes a long line is reported (the test can fail)."""
    def crash() -> int:
        raise RuntimeError("boom")

    def eat() -> int:
        blocks = [bytearray(1 << 26) for _ in range(64)]  # 4 GiB: past the address-space limit
        return len(blocks)

    def spin() -> int:
        while True:
            pass

    assert "traceback" in (hostile.check(hostile.run_forked("crash", crash, warm), api=False) or "")
    assert hostile.check(hostile.run_forked("eat", eat, warm), api=False)
    spun = hostile.run_forked("spin", spin, warm, cpu_seconds=1)
    assert spun.signal is not None and hostile.check(spun, api=False)
    long = hostile.Outcome("long", 1, None, b"", "error: " + "x" * 400, 0.1, 0.1, 0)
    assert "characters" in (hostile.check(long, api=False) or "")
    assert hostile.check(hostile.Outcome("rc", 3, None, b"", "", 0.1, 0.1, 0), api=False)
