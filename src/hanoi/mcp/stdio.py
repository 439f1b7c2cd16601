"""The stdio transport of ``hanoi mcp``: the SDK's, but it leaves standard output open and answers every request.

The SDK's ``stdio_server`` wraps ``sys.stdout.buffer`` in a text wrapper that closes it
when collected, so that the command's last flush fails and a normal session ends with
exit 1; and it drops a message its JSON parser refuses, so that the client waits for
ever (:mod:`hanoi.mcp.unreadable`).  Here the wrappers are detached at the end, a line
longer than :data:`~hanoi.mcp.unreadable.MAX_MESSAGE` is refused without being held whole, and a request the SDK
cannot read is answered with a JSON-RPC error under its own id.  When the client closes
standard input, the requests it sent before are answered first (the SDK's session ends at
once and drops them), so that ``printf '...' | hanoi mcp`` gets every answer.
"""

from __future__ import annotations

import logging
import sys
from io import TextIOWrapper
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.server.fastmcp import FastMCP
from mcp.shared.message import SessionMessage
from mcp.types import (
    INVALID_REQUEST,
    ErrorData,
    JSONRPCError,
    JSONRPCMessage,
    JSONRPCRequest,
    JSONRPCResponse,
    RequestId,
)
from pydantic import ValidationError

from hanoi.mcp.unreadable import MAX_MESSAGE, error_answer, request_id

__all__ = ["DRAIN_SECONDS", "serve_stdio"]

DRAIN_SECONDS = 60
"""After the client closes standard input, how long the requests it sent before may take to be answered."""

logger = logging.getLogger(__name__)


def serve_stdio(server: FastMCP[Any]) -> None:
    """Serve ``server`` on standard input and output until the client closes standard input."""
    stdin = TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    stdout = TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    try:
        anyio.run(_serve, server, stdin, stdout)
    finally:
        stdout.flush()
        stdout.detach()  # standard output stays open for the command's own last flush
        stdin.detach()


async def _serve(server: FastMCP[Any], stdin: TextIOWrapper, stdout: TextIOWrapper) -> None:
    to_server: MemoryObjectSendStream[SessionMessage | Exception]
    from_client: MemoryObjectReceiveStream[SessionMessage | Exception]
    to_server, from_client = anyio.create_memory_object_stream(0)
    to_client: MemoryObjectSendStream[SessionMessage]
    from_server: MemoryObjectReceiveStream[SessionMessage]
    to_client, from_server = anyio.create_memory_object_stream(0)
    out = anyio.wrap_file(stdout)
    pending: set[RequestId] = set()  # requests read and not answered yet

    async def readline() -> str:
        return await anyio.to_thread.run_sync(stdin.readline, MAX_MESSAGE, abandon_on_cancel=True)

    async def read() -> None:
        async with to_server, to_client.clone() as answers:
            while line := await readline():
                if not line.endswith("\n") and len(line) >= MAX_MESSAGE:
                    while (part := await readline()) and not part.endswith("\n"):
                        pass  # the rest of the line, never held whole
                    await _too_long(line, answers)
                    continue
                if not line.strip():
                    continue
                try:
                    message = JSONRPCMessage.model_validate_json(line)
                except ValidationError as error:
                    answer = error_answer(line, error)
                    if answer is None:
                        await to_server.send(error)  # no id to answer: the SDK logs it, as it does
                    else:
                        logger.warning("answered an unreadable request: %s", answer.root.error.message)  # type: ignore[union-attr]
                        await answers.send(SessionMessage(answer))
                    continue
                if isinstance(message.root, JSONRPCRequest):
                    pending.add(message.root.id)
                await to_server.send(SessionMessage(message))
            # the client closed its input: answer what it asked before (printf ... | hanoi mcp), then end
            with anyio.move_on_after(DRAIN_SECONDS):
                while pending:
                    await anyio.sleep(0.01)

    async def write() -> None:
        async with from_server:
            async for session_message in from_server:
                answer = session_message.message.root
                if isinstance(answer, JSONRPCResponse | JSONRPCError):
                    pending.discard(answer.id)
                await out.write(session_message.message.model_dump_json(by_alias=True, exclude_none=True) + "\n")
                await out.flush()

    async with anyio.create_task_group() as group:
        group.start_soon(read)
        group.start_soon(write)
        low = server._mcp_server
        async with to_client:  # closed when the session ends, so that write() ends too
            await low.run(from_client, to_client, low.create_initialization_options())


async def _too_long(head: str, answers: MemoryObjectSendStream[SessionMessage]) -> None:
    request = request_id(head)
    logger.warning("refused a message longer than %d characters", MAX_MESSAGE)
    if request is not None:
        error = ErrorData(code=INVALID_REQUEST, message=f"a message longer than {MAX_MESSAGE} characters is refused")
        await answers.send(SessionMessage(JSONRPCMessage(JSONRPCError(jsonrpc="2.0", id=request, error=error))))
