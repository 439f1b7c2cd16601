"""The command that serves the puzzle to agents: ``hanoi mcp``, a Model Context Protocol server.

The server (:mod:`hanoi.mcp.server`, the ``mcp`` extra) is imported inside the command,
so that ``hanoi --help`` stays fast.
"""

from __future__ import annotations

import socket
from enum import Enum
from typing import Annotated

import typer

from hanoi.cli.app import app, fail

__all__ = ["Transport", "mcp_command"]


class Transport(str, Enum):
    """How an MCP client reaches the server."""

    STDIO = "stdio"
    HTTP = "http"


@app.command("mcp")
def mcp_command(
    transport: Annotated[
        Transport, typer.Option(help="stdio: the client starts this command; http: streamable HTTP at /mcp.")
    ] = Transport.STDIO,
    port: Annotated[int, typer.Option(min=1, max=65535, help="http: the TCP port to listen on.")] = 8000,
    host: Annotated[str, typer.Option(help="http: the address to listen on; keep it on loopback.")] = "127.0.0.1",
) -> None:
    """Serve the puzzle to agents over the Model Context Protocol: tools new_game, state, move, undo, check_moves.

    Examples: hanoi mcp | hanoi mcp --transport http --port 8765
    """
    from hanoi.mcp.server import build_server

    server = build_server(host=host, port=port)
    if transport is Transport.STDIO:
        from hanoi.mcp.stdio import serve_stdio

        serve_stdio(server)
        return
    try:
        with socket.create_server((host, port)):
            pass
    except OSError as error:
        fail(f"cannot listen on {host}:{port}: {error.strerror or error}")
    typer.echo(f"MCP server (streamable HTTP) on http://{host}:{port}/mcp (Ctrl+C to stop)", err=True)
    from hanoi.mcp.http import serve_http

    serve_http(server)
