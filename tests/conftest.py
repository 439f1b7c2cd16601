"""Shared test settings: hypothesis runs without per-example deadlines (the suite runs on two busy cores)."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import Phase, settings

# no explain phase: it traces every call while shrinking, and one rare failing example of test_fastpath's command
# lines took more than 20 minutes to shrink under it in a fresh-clone run (the eleventh session)
settings.register_profile("hanoi", deadline=None, print_blob=True, phases=[p for p in Phase if p is not Phase.explain])
settings.load_profile("hanoi")


def _scan_distributions_once() -> None:
    """Let the test process scan its installed distributions once, not once an Inspect eval.

    Every ``inspect_ai.eval`` looks for the distribution that holds the task's module; ours is
    python-hanoi, whose top-level package is ``hanoi``, so Inspect falls back on
    ``importlib.metadata.packages_distributions()``, which reads the metadata of every
    installed distribution (0.4 s of CPU here, twice what the rest of a small eval costs).
    Nothing installs a distribution into the running environment during the suite, so the
    scan's answer cannot change; Inspect binds the function when it is imported, after this.
    """
    import functools
    import importlib.metadata

    if not hasattr(importlib.metadata.packages_distributions, "cache_info"):
        importlib.metadata.packages_distributions = functools.cache(importlib.metadata.packages_distributions)


_scan_distributions_once()


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


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
_SHARED: list[Any] = []  # the worker's browser, once started
_BROWSER_MODULES: set[str] = set()  # the test files with a test that uses it


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One Chromium for every browser test of a worker: Debian's, as Playwright cannot download its own here.

    Starting Playwright's driver and a browser costs about 1.5 s of CPU; a test opens its own
    contexts instead (each a fresh profile: its own cookies, storage, viewport and locale).
    """
    if CHROMIUM is None:
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    playwright_api = pytest.importorskip("playwright.sync_api")
    driver = playwright_api.sync_playwright().start()
    launched = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    _SHARED.append(launched)
    yield launched
    asyncio._set_running_loop(launched._loop)  # see pytest_runtest_protocol
    _SHARED.clear()
    launched.close()
    driver.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Lend the shared browser's event loop to the tests that use it, and to them only.

    Between two calls Playwright's sync API leaves its event loop marked as the thread's running
    loop.  With one browser a worker, that mark would outlive the browser tests and make a later
    test's ``asyncio.run`` (the MCP server, the terminal game) fail with "cannot be called from a
    running event loop"; it is set for the tests of a module that uses the browser (whichever of
    them sets up or tears down a module's page) and cleared after each.
    """
    if _SHARED and item.nodeid.split("::")[0] in _BROWSER_MODULES:
        asyncio._set_running_loop(_SHARED[0]._loop)
    yield
    if _SHARED and asyncio._get_running_loop() is _SHARED[0]._loop:
        asyncio._set_running_loop(None)


SLOW_FIRST = (
    "tests/test_bfs_cluster.py",
    "tests/test_docs.py::test_shell_examples[eval.md]",
    "tests/test_hostile.py::test_hostile_input_is_refused_cleanly",
    "tests/test_web_languages.py",
    "tests/test_docs.py::test_shell_examples",
    "tests/test_huge_replies.py",
    "tests/test_readme.py",
    "tests/test_benchmarks.py",
    "tests/test_bfs_disk.py",
    "tests/test_jspsych_browser.py",
)
"""The tests that take longest (measured with ``--durations``), longest first."""

def _slices(total: int, workers: int) -> list[int]:
    """The sizes of the slices xdist's ``worksteal`` scheduler first hands its idle workers, in order."""
    sizes = []
    for remaining in range(workers, 0, -1):
        sizes.append((total - sum(sizes)) // remaining)
    return sizes


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Start each of the longest tests at the head of a different worker's first slice.

    The suite is as long as its busiest worker.  ``--dist worksteal`` first cuts the list into
    one slice a worker, in order, then moves tests from the end of a long queue to an idle
    worker; a long test that sits in the middle of a slice, or several in one slice, add
    their whole time to the wall clock.  The longest tests (:data:`SLOW_FIRST`) are dealt
    round-robin, longest first, to the heads of the slices, a module named whole as one unit
    so that its module fixtures (a browser, a Dask cluster, a 22-disc solution) are set up on
    one worker only; every worker collects the same order (xdist checks it).
    """
    _BROWSER_MODULES.update(item.nodeid.split("::")[0] for item in items
                            if "browser" in getattr(item, "fixturenames", ()))
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))

    ranked = [
        (next((at for at, prefix in enumerate(SLOW_FIRST) if item.nodeid.startswith(prefix)), None), item)
        for item in items
    ]
    units: dict[str, list[pytest.Item]] = {}  # a module named whole keeps its tests (and its fixtures) together
    for at, item in sorted(((at, item) for at, item in ranked if at is not None), key=lambda pair: pair[0]):
        prefix = SLOW_FIRST[at]
        units.setdefault(prefix if "::" not in prefix else item.nodeid, []).append(item)
    rest = [item for at, item in ranked if at is None]
    dealt = list(units.values())
    heads = [[item for unit in dealt[worker::workers] for item in unit] for worker in range(workers)]
    ordered: list[pytest.Item] = []
    for head, size in zip(heads, _slices(len(items), workers), strict=True):
        take = max(0, size - len(head))
        ordered += head + rest[:take]
        rest = rest[take:]
    items[:] = ordered + rest


def pytest_sessionstart(session: pytest.Session) -> None:
    """Say up front how long the whole suite takes, so a screen of dots is not mistaken for a hang."""
    if hasattr(session.config, "workerinput"):  # an xdist worker: the controller speaks
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(
            "python-hanoi: the whole suite takes about 7 to 9 minutes on 2 cores at load 2-4 (-n auto), "
            "longer under heavier load; browser tests need Debian's chromium."
        )
