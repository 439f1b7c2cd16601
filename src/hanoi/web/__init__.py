"""The browser game and test mode: a FastAPI app that serves its own page.

``import hanoi.web`` stays light: FastAPI is imported when :func:`create_app` or
:func:`serve` is called.

>>> from hanoi.web import create_app
>>> create_app(":memory:").title
'python-hanoi'
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from hanoi._extras import require
from hanoi.limits import WEB_GAMES_PER_MINUTE, WEB_MAX_BODY

if TYPE_CHECKING:
    from fastapi import FastAPI

    from hanoi.results.lock import ResultsLock

__all__ = ["create_app", "serve"]


def create_app(db: str | Path | None = None, *, max_games: int = 256, examiner_token: str | None = None,
               player_token: str | None = None, hosts: list[str] | None = None,
               max_body: int = WEB_MAX_BODY, games_per_minute: int = WEB_GAMES_PER_MINUTE) -> FastAPI:
    """Build the web app (see :func:`hanoi.web.app.create_app`).

    >>> create_app(":memory:").openapi()["info"]["title"]
    'python-hanoi'
    >>> create_app(":memory:", player_token="class-secret").state.player_token
    'class-secret'
    """
    require("fastapi", "web")
    from hanoi.web.app import create_app as build

    return build(db, max_games=max_games, examiner_token=examiner_token, player_token=player_token, hosts=hosts,
                 max_body=max_body, games_per_minute=games_per_minute)


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | Path | None = None, *,
          open_browser: bool = True, examiner_token: str | None = None, player_token: str | None = None,
          hosts: list[str] | None = None, forwarded_allow_ips: str | None = None,
          results_lock: ResultsLock | None = None) -> None:
    """Run the app with uvicorn until stopped (see :func:`hanoi.web.app.serve`).

    >>> from unittest import mock
    >>> with mock.patch("hanoi.web.app.serve") as run:  # no server here: only the call it forwards
    ...     serve(port=9000, db=":memory:", open_browser=False)
    >>> run.call_args.args, run.call_args.kwargs["open_browser"], run.call_args.kwargs["forwarded_allow_ips"]
    (('127.0.0.1', 9000, ':memory:'), False, None)
    """
    require("fastapi", "web")
    require("uvicorn", "web")
    from hanoi.web.app import serve as run

    run(host, port, db, open_browser=open_browser, examiner_token=examiner_token, player_token=player_token,
        hosts=hosts, forwarded_allow_ips=forwarded_allow_ips, results_lock=results_lock)
