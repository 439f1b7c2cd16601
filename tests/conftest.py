"""Shared test settings: hypothesis runs without per-example deadlines (the suite runs on two busy cores)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("hanoi", deadline=None, print_blob=True)
settings.load_profile("hanoi")


def pytest_configure(config: pytest.Config) -> None:
    """Let the suite's own Python processes reuse compiled bytecode, kept outside the checkout.

    A machine that sets ``PYTHONDONTWRITEBYTECODE`` (CI's does) makes every ``hanoi`` the
    tests start, every server and every xdist worker compile the package, numpy, rich and
    typer from source again: over half a second each, hundreds of times.  A user's machine
    keeps bytecode; so does the suite, in a cache directory of its own under the temporary
    directory (``PYTHONPYCACHEPREFIX``), so the checkout gets no ``__pycache__``.  This runs
    before xdist starts its workers, which inherit it.
    """
    if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("PYTHONPYCACHEPREFIX"):
        prefix = str(Path(tempfile.gettempdir()) / f"python-hanoi-pycache-{os.getuid()}")
        del os.environ["PYTHONDONTWRITEBYTECODE"]
        os.environ["PYTHONPYCACHEPREFIX"] = prefix
        sys.pycache_prefix = prefix
        sys.dont_write_bytecode = False


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core (at most 8).  A third of the suite's time is waiting (browsers, servers,
    the ``hanoi`` processes it starts), which a second worker on the same core fills."""
    return max(2, min(8, 2 * (os.cpu_count() or 1)))


SLOW_FIRST = (
    "tests/test_docs.py::test_shell_examples[eval.md]",
    "tests/test_hostile.py::test_hostile_input_is_refused_cleanly",
    "tests/test_web_languages.py",
    "tests/test_jspsych_browser.py",
    "tests/test_docs.py::test_shell_examples",
    "tests/test_bfs_cluster.py",
    "tests/test_instances.py::test_lm_evaluation_harness",
    "tests/test_huge_replies.py",
    "tests/test_readme.py",
    "tests/test_benchmarks.py",
    "tests/test_bfs_disk.py",
)
"""The tests that take longest (measured, ``--durations``), longest first: they start first, one to a worker."""

ONE_WORKER = ("tests/test_web_languages.py", "tests/test_jspsych_browser.py")
"""Modules whose browser fixture takes about 20 s to set up: all their tests run on one worker, set up once."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Longest tests first and expensive module fixtures set up once (``--dist loadgroup`` in pyproject.toml).

    The suite is as long as its busiest worker: a long test that starts last, or a 20-second
    browser fixture set up on every worker, adds its whole time to the wall clock.
    """
    def rank(item: pytest.Item) -> int:
        return next((at for at, prefix in enumerate(SLOW_FIRST) if item.nodeid.startswith(prefix)), len(SLOW_FIRST))

    for item in items:
        module = item.nodeid.split("::", 1)[0]
        if module in ONE_WORKER:
            item.add_marker(pytest.mark.xdist_group(module))
    items.sort(key=rank)


def pytest_sessionstart(session: pytest.Session) -> None:
    """Say up front how long the whole suite takes, so a screen of dots is not mistaken for a hang."""
    if hasattr(session.config, "workerinput"):  # an xdist worker: the controller speaks
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(
            "python-hanoi: the whole suite takes about 15 minutes on 2 idle cores (-n auto), "
            "up to twice that under load; browser tests need Debian's chromium."
        )
