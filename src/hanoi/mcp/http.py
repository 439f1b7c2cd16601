"""The streamable HTTP transport of ``hanoi mcp``: the SDK's app behind uvicorn, quiet, answering every request.

:class:`ReadableBodies` reads a POST body first and answers, under the request's own
id, a body the SDK's JSON layer would fail on with a 500 and a traceback in the log
(a number of more than 4,300 digits, nesting deeper than Python's recursion limit):
``400`` with a JSON-RPC error.  uvicorn logs at WARNING (no line per request) and
stops within :data:`GRACEFUL_SECONDS` of SIGTERM.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import anyio
import uvicorn
from mcp.server.fastmcp import FastMCP
from mcp.types import INVALID_REQUEST, PARSE_ERROR
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hanoi.mcp.unreadable import MAX_MESSAGE, request_id

__all__ = ["GRACEFUL_SECONDS", "QuietDisconnects", "ReadableBodies", "serve_http"]

GRACEFUL_SECONDS = 5
"""How long a stopping server waits for open requests and sessions."""


class QuietDisconnects(logging.Filter):
    """Drop the SDK's traceback for a client that went away (a closed stream is how a session normally ends).

    >>> record = logging.LogRecord("mcp.server.streamable_http", logging.ERROR, "", 0, "Error in standalone SSE writer",
    ...                            None, (anyio.ClosedResourceError, anyio.ClosedResourceError(), None))
    >>> QuietDisconnects().filter(record)
    False
    """

    def filter(self, record: logging.LogRecord) -> bool:
        """False for a record of a closed or broken stream; other records pass."""
        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, anyio.ClosedResourceError | anyio.BrokenResourceError)


class ReadableBodies:
    """ASGI middleware: a POST body that Python's JSON parser refuses for its size or depth is answered here."""

    def __init__(self, app: ASGIApp, limit: int = MAX_MESSAGE) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await _answer(send, 413, request_id(b"".join(chunks).decode("utf-8", "replace")), INVALID_REQUEST,
                              f"a request body over {self.limit} bytes is refused")
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        problem = _unreadable(body)
        if problem is not None:
            await _answer(send, 400, request_id(body.decode("utf-8", "replace")), PARSE_ERROR,
                          f"the request could not be read: {problem}")
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


def _unreadable(body: bytes) -> str | None:
    """Why Python's JSON parser (the SDK's, over HTTP) fails on ``body`` other than by a syntax error, or None."""
    try:
        json.loads(body)
    except json.JSONDecodeError:
        return None  # a syntax error: the SDK answers it (400, parse error)
    except RecursionError:
        return "nested too deep for Python's JSON parser"
    except ValueError as error:  # a number of more than 4300 digits (sys.set_int_max_str_digits)
        return str(error).split(";")[0][:200]
    return None


async def _answer(send: Send, status: int, request: str | int | None, code: int, message: str) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": request if request is not None else "server-error",
                       "error": {"code": code, "message": message[:300]}}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def serve_http(server: FastMCP[Any]) -> None:
    """Serve ``server`` over streamable HTTP at ``/mcp`` on its settings' host and port, until stopped."""
    logging.getLogger("mcp.server.streamable_http").addFilter(QuietDisconnects())
    app = ReadableBodies(server.streamable_http_app())
    config = uvicorn.Config(app, host=server.settings.host, port=server.settings.port,
                            log_level=server.settings.log_level.lower(), access_log=False,
                            timeout_graceful_shutdown=GRACEFUL_SECONDS)
    uvicorn.Server(config).run()
