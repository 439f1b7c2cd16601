"""An answer to a request the MCP SDK cannot read, so that its client does not wait for ever.

The SDK (1.x) reads each message with pydantic's JSON parser, which refuses numbers of
more than 4,300 digits, escaped lone surrogates (``"\\ud800"``) and nesting deeper than
about 200 levels; over stdio it then logs the error and drops the message, and the
client waits for an answer that never comes (modelcontextprotocol/python-sdk issue
2751).  :func:`request_id` finds the request's ``id`` without parsing the rest (a scan
of the top-level object, nesting counted, not recursed into), and :func:`error_answer`
words the JSON-RPC error that answers it.

>>> request_id('{"jsonrpc": "2.0", "id": 7, "params": {"a": ' + "[" * 50_000 + "]" * 50_000 + "}}")
7
>>> request_id('{"method": "x", "params": {"id": 3}, "id": "a-1"}')
'a-1'
>>> request_id('{"method": "notifications/x"}') is None
True
"""

from __future__ import annotations

import json
import re

from mcp.types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError, JSONRPCMessage
from pydantic import ValidationError

from hanoi.limits import EVAL_LINE_BYTES

__all__ = ["MAX_MESSAGE", "SCAN_LIMIT", "error_answer", "request_id"]

MAX_MESSAGE = 2 * EVAL_LINE_BYTES
"""The longest message read, over stdio (characters) or HTTP (bytes): a whole move list and its envelope."""

SCAN_LIMIT = 1 << 16
"""How far into a message :func:`request_id` looks for its id (clients write the id first)."""

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]]|[-0-9][-+.0-9eE]*|true|false|null|[:,]|\s+')


def request_id(text: str) -> str | int | None:
    """The ``id`` member of the JSON object ``text`` (a string or an integer), or None if there is none to find."""
    depth = 0
    expect_key = False
    key: str | None = None
    position = 0
    head = text[:SCAN_LIMIT]
    while position < len(head):
        match = _TOKEN.match(head, position)
        if match is None:
            return None
        token, position = match.group(), match.end()
        if token.isspace() or token == ":":
            continue
        if token in "{[":
            depth += 1
            expect_key = depth == 1 and token == "{"
            key = None
            continue
        if token in "}]":
            depth -= 1
            continue
        if depth != 1:
            continue
        if token == ",":
            expect_key, key = True, None
        elif expect_key:
            key, expect_key = token, False
        elif key == '"id"':
            return _id_value(token)
    return None


def _id_value(token: str) -> str | int | None:
    if token.startswith('"') and len(token) <= 256:
        try:
            value = json.loads(token)
        except ValueError:
            return None
        return value if isinstance(value, str) else None
    if re.fullmatch(r"-?[0-9]{1,30}", token):
        return int(token)
    return None


def error_answer(text: str, error: ValidationError) -> JSONRPCMessage | None:
    """The JSON-RPC error that answers the unreadable message ``text``, or None if it has no id to answer."""
    request = request_id(text)
    if request is None:
        return None
    first = error.errors()[0]
    parse = first.get("type") == "json_invalid"
    reason = first.get("msg", "invalid").removeprefix("Invalid JSON: ")
    message = (f"the request could not be read: {reason} (numbers have at most 4300 digits, nesting at most about "
               "200 levels, strings no lone surrogates)" if parse else f"invalid request: {reason}")
    return JSONRPCMessage(JSONRPCError(jsonrpc="2.0", id=request,
                                       error=ErrorData(code=PARSE_ERROR if parse else INVALID_REQUEST,
                                                       message=message[:300])))
