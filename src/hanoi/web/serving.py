"""Running the app under uvicorn: whose address a request has, and a stop within seconds whatever runs.

**Peer addresses.**  uvicorn believes ``X-Forwarded-For`` from loopback by default, so
any local client could claim a new address with every request and escape the quota of
new games.  Here the address is the TCP peer's, unless ``--forwarded-allow-ips`` names
the proxies whose header is believed (uvicorn's ``proxy_headers``/``forwarded_allow_ips``).

**Stopping.**  On SIGTERM or Ctrl+C uvicorn stops accepting, lets running requests
finish for :data:`GRACE_S` seconds (``timeout_graceful_shutdown``), then cancels them.
Work in a thread cannot be cancelled from outside, and the interpreter would wait for it
at exit; so the first signal also starts a watchdog that ends the process after
:data:`STOP_S` seconds whatever is still running.  Every write to the results database is
its own committed transaction, so nothing acknowledged is lost (see
:mod:`hanoi.results.store`), and the operating system drops the database's lock.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable, Generator
from types import FrameType
from typing import Any

__all__ = ["GRACE_S", "STOP_S", "run", "uvicorn_settings"]

GRACE_S = 2
"""Seconds running requests get to finish after a stop signal (uvicorn's ``timeout_graceful_shutdown``)."""

STOP_S = 4.0
"""Seconds after the first stop signal by which the process has ended, whatever request was running."""


def uvicorn_settings(host: str, port: int, forwarded_allow_ips: str | None = None) -> dict[str, Any]:
    """The keyword arguments of ``uvicorn.Config``: no proxy header believed unless proxies are named.

    >>> settings = uvicorn_settings("127.0.0.1", 8000)
    >>> settings["proxy_headers"], settings["timeout_graceful_shutdown"]
    (False, 2)
    >>> uvicorn_settings("127.0.0.1", 8000, "10.0.0.1")["forwarded_allow_ips"]
    '10.0.0.1'
    """
    return {"host": host, "port": port, "log_level": "warning", "access_log": False,
            "proxy_headers": forwarded_allow_ips is not None,
            "forwarded_allow_ips": forwarded_allow_ips if forwarded_allow_ips is not None else "",
            "timeout_graceful_shutdown": GRACE_S}


def _end_now(signum: int) -> None:  # pragma: no cover - runs in a server process that is being stopped
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(128 + signum)


def run(app: Any, host: str, port: int, *, forwarded_allow_ips: str | None = None,
        on_stop: Callable[[], None] | None = None) -> None:
    """Serve ``app`` until a stop signal; the process ends at most :data:`STOP_S` seconds after it.

    ``on_stop`` runs once the server has stopped serving, before uvicorn ends the process
    with the signal it caught (the results database's lock is released there).
    """
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            if not self.should_exit:
                watchdog = threading.Timer(STOP_S, _end_now, args=(int(sig),))
                watchdog.daemon = True
                watchdog.start()
            super().handle_exit(sig, frame)

        @contextlib.contextmanager
        def capture_signals(self) -> Generator[None, None, None]:
            with super().capture_signals():  # on leaving it, uvicorn raises the signal it caught again
                try:
                    yield
                finally:
                    if on_stop is not None:
                        on_stop()

    Server(uvicorn.Config(app, **uvicorn_settings(host, port, forwarded_allow_ips))).run()
