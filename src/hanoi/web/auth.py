"""Login sessions of the examiner and of the player link: what a browser's cookie holds instead of a secret.

The examiner's secret opens the server; a cookie that held it would be the secret itself,
valid after logout and sent by the browser to every other service on the same host
(cookies ignore ports).  So logging in with the secret gives a *session token* instead:
32 random bytes, of which the server keeps only the SHA-256 digest, with an expiry on the
monotonic clock.  Logout revokes it, so a cookie replayed after logout opens nothing.
The cookie's name carries the server's port (:func:`cookie_name`), so two servers on
``127.0.0.1`` never read each other's cookie.

>>> logins = Logins(ttl_s=60)
>>> token = logins.open(now=0.0)
>>> logins.valid(token, now=30.0), logins.valid(token, now=61.0), logins.valid("forged", now=1.0)
(True, False, False)
>>> token = logins.open(now=100.0); logins.close(token); logins.valid(token, now=100.5)
False
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from hanoi.web.security import digest, new_secret

__all__ = ["LOGIN_TTL_S", "Logins", "cookie_name"]

LOGIN_TTL_S = 12 * 3600
"""How long a login lasts without a new one: a working day of testing (then the link logs in again)."""


def cookie_name(base: str, scope: Mapping[str, Any]) -> str:
    """The cookie ``base`` of the server that answers ``scope``: its port appended (``hanoi_examiner_8000``).

    >>> cookie_name("hanoi_examiner", {"server": ("127.0.0.1", 8000)}), cookie_name("hanoi_player", {})
    ('hanoi_examiner_8000', 'hanoi_player')
    """
    server = scope.get("server")
    port = server[1] if isinstance(server, (tuple, list)) and len(server) == 2 else None
    return base if not isinstance(port, int) else f"{base}_{port}"


class Logins:
    """Open login sessions by the digest of their token, each until it expires or is closed.

    At most ``limit`` are kept (the oldest are dropped first), so a flood of logins keeps
    memory bounded.  Times are :func:`time.monotonic` seconds: a wall clock set back or
    forward neither ends nor prolongs a login.

    >>> logins = Logins(limit=2)
    >>> first, second, third = (logins.open(now=float(t)) for t in range(3))
    >>> logins.valid(first, now=3.0), logins.valid(third, now=3.0), len(logins)
    (False, True, 2)
    """

    def __init__(self, *, ttl_s: float = LOGIN_TTL_S, limit: int = 4096) -> None:
        self.ttl_s = ttl_s
        self.limit = limit
        self._open: OrderedDict[str, float] = OrderedDict()  # digest -> monotonic expiry
        self._lock = threading.Lock()

    def open(self, *, now: float | None = None) -> str:
        """A new login: its token (for the cookie), of which only the digest is kept."""
        token = new_secret()
        moment = time.monotonic() if now is None else now
        with self._lock:
            self._open[digest(token)] = moment + self.ttl_s
            while len(self._open) > self.limit:
                self._open.popitem(last=False)
        return token

    def valid(self, token: str | None, *, now: float | None = None) -> bool:
        """Whether ``token`` is an open, unexpired login (an expired one is forgotten)."""
        if not token or len(token) > 128:
            return False
        key = digest(token)  # a dictionary lookup by digest: the token itself is never compared
        moment = time.monotonic() if now is None else now
        with self._lock:
            expiry = self._open.get(key)
            if expiry is None:
                return False
            if moment >= expiry:
                del self._open[key]
                return False
            return True

    def close(self, token: str | None) -> None:
        """Revoke a login (logout); a token that is not open is ignored."""
        if token:
            with self._lock:
                self._open.pop(digest(token), None)

    def __len__(self) -> int:
        return len(self._open)
