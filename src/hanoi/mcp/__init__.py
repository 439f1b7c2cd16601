"""The Model Context Protocol server ``hanoi mcp`` (the ``mcp`` extra): :mod:`hanoi.mcp.server`.

Nothing is imported here, so that ``import hanoi.mcp`` stays light; the server module
imports the official ``mcp`` SDK.
"""
