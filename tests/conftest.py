"""Shared test settings: hypothesis runs without per-example deadlines (the suite runs on two busy cores)."""

from __future__ import annotations

import pytest
from hypothesis import settings

settings.register_profile("hanoi", deadline=None, print_blob=True)
settings.load_profile("hanoi")


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
