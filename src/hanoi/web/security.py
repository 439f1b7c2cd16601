"""Who may do what on the server, and the guards in front of every request.

**Roles.**  The examiner holds one secret per server (:func:`new_secret`, printed by
``hanoi play`` in the examiner link).  It opens every examiner endpoint: free play and
hints, starting, listing and resuming tests.  A participant's page holds only a
*capability* for its own session: another random secret, of which the database keeps the
SHA-256 digest (:func:`digest`).  Secrets are compared with :func:`hmac.compare_digest`,
so the time of a refusal says nothing about how much of a guess was right.

**Guards** (pure ASGI middleware, so they work before FastAPI parses anything):

- :class:`BodyLimit` counts the bytes of a request body as they arrive and answers a short
  413 as soon as they pass the limit, without reading the rest (a 500 MB body never sits in
  memory); a declared ``Content-Length`` above the limit is refused before any byte is read.
- :class:`SecurityHeaders` adds the Content-Security-Policy, ``X-Frame-Options: DENY``,
  ``nosniff`` and ``Referrer-Policy: no-referrer`` to every answer.
- :class:`Quota` counts the new games of each client over a sliding minute.

The host allow-list is Starlette's ``TrustedHostMiddleware`` (see :func:`allowed_hosts`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import socket
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any

from hanoi.limits import WEB_MAX_BODY

__all__ = [
    "CSP",
    "EXAMINER_COOKIE",
    "EXAMINER_HEADER",
    "KEY_HEADER",
    "MAX_BODY",
    "BodyLimit",
    "Quota",
    "SecurityHeaders",
    "allowed_hosts",
    "digest",
    "lan_address",
    "new_secret",
    "same_secret",
]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

EXAMINER_HEADER = "X-Hanoi-Examiner"
"""The request header that carries the examiner's secret (or the cookie :data:`EXAMINER_COOKIE`)."""

EXAMINER_COOKIE = "hanoi_examiner"
"""The cookie set from the examiner link: HttpOnly, SameSite=Strict, so no other site's page can send it."""

KEY_HEADER = "X-Hanoi-Key"
"""The request header that carries a participant's capability for its own session."""

MAX_BODY = WEB_MAX_BODY
"""The largest request body accepted, in bytes (the biggest legal one, a problem file, is 20,000 characters)."""

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""The Content-Security-Policy of every answer: nothing inline, nothing from elsewhere, never in a frame."""

_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
]

_LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


def new_secret() -> str:
    """A fresh secret of 32 random bytes, URL-safe (``secrets.token_urlsafe``).

    >>> len(new_secret()), new_secret() != new_secret()
    (43, True)
    """
    return secrets.token_urlsafe(32)


def digest(secret: str) -> str:
    """The SHA-256 digest (hex) of a secret, what the database keeps of a participant's capability.

    >>> digest("abc")[:16]
    'ba7816bf8f01cfea'
    """
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def same_secret(given: str | None, expected: str | None) -> bool:
    """Whether ``given`` is ``expected``, compared in constant time (``hmac.compare_digest``).

    >>> same_secret("abc", "abc"), same_secret("abd", "abc"), same_secret(None, "abc"), same_secret("", None)
    (True, False, False, False)
    """
    if not given or not expected:
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), expected.encode("utf-8", "surrogatepass"))


def lan_address() -> str | None:
    """This machine's address on its local network (the one a route outwards would use), or None.

    No packet is sent: connecting a UDP socket only picks the route.

    >>> address = lan_address()
    >>> address is None or address.count(".") == 3
    True
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 9))
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def allowed_hosts(host: str = "127.0.0.1", extra: Iterable[str] = ()) -> list[str]:
    """The ``Host`` names the server answers: loopback names, the bound address and, bound to all, the LAN's.

    A page of another site that makes the examiner's browser call a loopback server (DNS
    rebinding) sends its own name as the host, and is refused with 400.

    >>> allowed_hosts("127.0.0.1")
    ['127.0.0.1', 'localhost', '::1', '[::1]']
    >>> allowed_hosts("192.168.1.20")[-1]
    '192.168.1.20'
    """
    names = list(_LOOPBACK)
    wanted = [host, *extra]
    if host in ("0.0.0.0", "::", ""):
        wanted = [lan_address() or "", socket.gethostname(), *extra]
    for name in wanted:
        if name and name not in names:
            names.append(f"[{name}]" if ":" in name and not name.startswith("[") else name)
    return names


async def _short(send: Send, status: int, text: str) -> None:
    body = ('{"detail":"' + text + '"}').encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"), *_HEADERS]})
    await send({"type": "http.response.body", "body": body})


class BodyLimit:
    """Refuse a request body over ``limit`` bytes with a short 413, counting bytes as they stream.

    >>> import asyncio
    >>> sent = []
    >>> async def app(scope, receive, send):
    ...     while (await receive()).get("more_body"):
    ...         pass
    ...     await send({"type": "http.response.start", "status": 200, "headers": []})
    >>> async def receive():
    ...     return {"type": "http.request", "body": b"x" * 1000, "more_body": True}
    >>> async def send(message):
    ...     sent.append(message)
    >>> asyncio.run(BodyLimit(app, limit=5000)({"type": "http", "headers": []}, receive, send))
    >>> sent[0]["status"], sent[1]["body"]
    (413, b'{"detail":"request body over 5000 bytes"}')
    """

    def __init__(self, app: ASGIApp, *, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        text = f"request body over {self.limit} bytes"
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    await _short(send, 400, "bad Content-Length")
                    return
                if declared > self.limit:
                    await _short(send, 413, text)
                    return
        seen = 0
        refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:  # answer now; the app sees a client that went away
                    refused = True
                    await _short(send, 413, text)
                    return {"type": "http.disconnect"}
            return message

        async def watched(message: Message) -> None:
            if not refused:  # after the 413, whatever the app says is dropped
                await send(message)

        await self.app(scope, counted, watched)


class SecurityHeaders:
    """Add the security headers (CSP, no framing, nosniff, no referrer) to every HTTP answer.

    >>> import asyncio
    >>> sent = []
    >>> async def app(scope, receive, send):
    ...     await send({"type": "http.response.start", "status": 200, "headers": []})
    >>> async def send(message):
    ...     sent.append(message)
    >>> asyncio.run(SecurityHeaders(app)({"type": "http"}, None, send))
    >>> dict(sent[0]["headers"])[b"x-frame-options"]
    b'DENY'
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                message["headers"] = [*message.get("headers", []),
                                      *((name, value) for name, value in _HEADERS if name not in present)]
            await send(message)

        await self.app(scope, receive, with_headers)


class Quota:
    """At most ``limit`` events per client in any ``window`` seconds (a sliding window).

    >>> quota = Quota(2, window=60.0)
    >>> [quota.take("10.0.0.5", now=t) for t in (0.0, 1.0, 2.0, 61.5)]
    [True, True, False, True]
    """

    def __init__(self, limit: int, *, window: float = 60.0, clients: int = 4096) -> None:
        self.limit = limit
        self.window = window
        self.clients = clients
        self._seen: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def take(self, client: str, *, now: float | None = None) -> bool:
        """Count one event of ``client``; False when it is over its quota (the event is not counted)."""
        moment = time.monotonic() if now is None else now
        with self._lock:
            times = self._seen.setdefault(client, deque())
            while times and times[0] <= moment - self.window:
                times.popleft()
            if len(times) >= self.limit:
                return False
            times.append(moment)
            if len(self._seen) > self.clients:  # forget the quietest clients first
                for name in [name for name, seen in self._seen.items() if not seen][: len(self._seen) // 2]:
                    del self._seen[name]
                while len(self._seen) > self.clients:
                    del self._seen[next(iter(self._seen))]
            return True
