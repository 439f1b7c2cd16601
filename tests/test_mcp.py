"""The MCP server, driven by the official SDK's own client: in process, over stdio and over streamable HTTP."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from typing import Any

import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamablehttp_client
from mcp.shared.memory import create_connected_server_and_client_session
from mcp.types import CallToolResult, TextContent

from hanoi.errors import HanoiError
from hanoi.evaluation.prompts import build_prompt
from hanoi.mcp.server import RULES, build_server
from hanoi.move import Move
from hanoi.state import State
from hanoi.tower import solve


def data(result: CallToolResult) -> dict[str, Any]:
    assert not result.isError, result.content
    assert result.structuredContent is not None
    return result.structuredContent


def error_text(result: CallToolResult) -> str:
    assert result.isError
    [content] = result.content
    assert isinstance(content, TextContent)
    return content.text


def game_says(state: State, move: Move) -> str:
    try:
        state.apply(move)
    except HanoiError as error:
        return str(error)
    raise AssertionError("legal")


async def scripted_session(client: ClientSession) -> None:
    """A whole game as an agent would play it: rules, a new game, moves (one illegal), undo, a check."""
    tools = await client.list_tools()
    assert {tool.name for tool in tools.tools} == {"new_game", "state", "move", "undo", "check_moves"}
    rules = await client.read_resource("hanoi://rules")  # type: ignore[arg-type]
    assert rules.contents[0].text == RULES  # type: ignore[union-attr]
    prompt = await client.read_resource("hanoi://prompts/reasoning-gym/3")  # type: ignore[arg-type]
    assert prompt.contents[0].text == build_prompt(3, style="reasoning-gym").text()  # type: ignore[union-attr]

    game = data(await client.call_tool("new_game", {"discs": 3}))
    assert (game["state"], game["goal"], game["moves"], game["optimal"]) == ("AAA", "CCC", 0, 7)
    moves = list(solve(3))
    for move in moves[:2]:
        played = data(await client.call_tool("move", {"disc": move.disc, "source": move.source,
                                                      "target": move.target}))
    assert played["state"] == "ABC" and played["moves"] == 2
    illegal = await client.call_tool("move", {"disc": 3, "source": 0, "target": 2})
    assert error_text(illegal) == game_says(State.parse("ABC"), Move(3, 0, 2))
    undone = data(await client.call_tool("undo", {}))
    assert undone["state"] == "AAC" and undone["moves"] == 1
    for move in moves[1:]:
        played = data(await client.call_tool("move", {"disc": move.disc, "source": move.source,
                                                      "target": move.target, "game": game["game"]}))
    assert played["solved"] and played["message"].endswith("The goal is reached.")
    assert data(await client.call_tool("state", {"game": game["game"]}))["state"] == "CCC"

    checked = data(await client.call_tool("check_moves", {"moves": "1AC\n2AB\n1CB\n3AC", "discs": 3}))
    assert (checked["valid"], checked["solved"], checked["valid_prefix"]) == (True, False, 4)
    checked = data(await client.call_tool("check_moves", {"moves": "moves = [[1, 0, 2], [1, 0, 1]]", "discs": 2}))
    assert checked["first_error"]["kind"] == "illegal" and checked["first_error"]["step"] == 2

    other = data(await client.call_tool("new_game", {"discs": 3, "pegs": 4, "start": "BAA",
                                                     "goal": "[[], [], [], [3, 2, 1]]"}))
    assert (other["state"], other["goal"], other["moves"]) == ("BAA", "DDD", 0)


def test_a_scripted_client_session_in_process() -> None:
    async def main() -> None:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            await scripted_session(client)

    asyncio.run(main())


@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        ("state", {}, "no game yet: start one with new_game"),
        ("new_game", {"discs": 10**100}, "refusing to run a protocol on about 2**332 discs (limit 20"),
        ("new_game", {"discs": -1}, "n must be"),
        ("new_game", {"discs": 3, "pegs": 2}, "pegs must be"),
        ("new_game", {"discs": 3, "pegs": 10**100}, "pegs must be"),
        ("new_game", {"discs": 3, "start": "AXB"}, "invalid state 'AXB': letter 'X' names no peg of 3 (A..C)"),
        ("new_game", {"discs": 3, "start": "AA"}, "start AA is not a state of 3 discs on 3 pegs"),
        ("new_game", {"discs": "three"}, "new_game: discs: Input should be a valid integer"),
        ("move", {"disc": 1, "source": 0, "target": 2, "game": "nope"}, "no game 'nope'"),
        ("check_moves", {"moves": "1AC", "discs": 10**100}, "discs"),
        ("check_moves", {"moves": "1AC", "discs": 2, "start": "[[1, 2], [], []]"}, "lies on the smaller disc"),
        ("move", {"disc": "x", "source": 0, "target": 2}, "move: disc: Input should be a valid integer"),
    ],
)
def test_bad_input_is_a_short_tool_error_with_the_library_message(tool: str, arguments: dict[str, Any],
                                                                   message: str) -> None:
    async def main() -> str:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            return error_text(await client.call_tool(tool, arguments))

    text = asyncio.run(main())
    assert message in text and "Traceback" not in text and len(text) <= 300 and "\n" not in text


def test_illegal_moves_match_the_game_in_every_case() -> None:
    async def main() -> list[tuple[str, str]]:
        pairs = []
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            await client.call_tool("new_game", {"discs": 2, "start": "AB"})
            for disc, source, target in [(2, 0, 1), (1, 0, 2), (3, 0, 1), (1, 1, 1), (1, 1, 7), (10**30, 0, 1)]:
                result = await client.call_tool("move", {"disc": disc, "source": source, "target": target})
                try:
                    expected = game_says(State.parse("AB"), Move(disc, source, target))
                except HanoiError as error:
                    expected = str(error)
                pairs.append((error_text(result), expected))
        return pairs

    for got, expected in asyncio.run(main()):
        assert got == expected


def test_the_solve_prompt_and_a_bad_prompt_resource() -> None:
    async def main() -> tuple[str, bool]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            prompt = await client.get_prompt("solve", {"discs": "4", "pegs": "4"})
            text = prompt.messages[0].content.text  # type: ignore[union-attr]
            try:
                await client.read_resource("hanoi://prompts/chatty/3")  # type: ignore[arg-type]
            except Exception as error:  # the SDK raises McpError for a failed resource read
                return text, "unknown prompt style 'chatty'" in str(error)
            return text, False

    text, refused = asyncio.run(main())
    assert text.startswith("Call new_game(discs=4, pegs=4)") and "[[4, 3, 2, 1], [], [], []]" in text
    assert refused


def test_a_new_game_answers_at_once_on_any_puzzle() -> None:
    async def main() -> dict[str, Any]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            return data(await client.call_tool("new_game", {"discs": 20, "pegs": 4, "start": "ABCD" * 5}))

    started = time.monotonic()
    game = asyncio.run(main())
    assert time.monotonic() - started < 5 and game["optimal"] is None and game["state"] == "ABCD" * 5


def test_the_oldest_game_is_dropped_past_the_limit() -> None:
    async def main() -> str:
        async with create_connected_server_and_client_session(build_server(max_games=2)._mcp_server) as client:
            first = data(await client.call_tool("new_game", {"discs": 1}))["game"]
            for _ in range(2):
                await client.call_tool("new_game", {"discs": 1})
            return error_text(await client.call_tool("state", {"game": first}))

    assert "it may have been dropped" in asyncio.run(main())


def test_stdio_transport() -> None:
    params = StdioServerParameters(command=sys.executable, args=["-m", "hanoi", "mcp"])

    async def main() -> dict[str, Any]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            await client.call_tool("new_game", {"discs": 1})
            return data(await client.call_tool("move", {"disc": 1, "source": 0, "target": 2}))

    assert asyncio.run(main())["solved"]


def test_streamable_http_transport() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "hanoi", "mcp", "--transport", "http", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)

        async def main() -> dict[str, Any]:
            async with streamablehttp_client(f"http://127.0.0.1:{port}/mcp") as (read, write, _), \
                    ClientSession(read, write) as client:
                await client.initialize()
                await client.call_tool("new_game", {"discs": 2})
                await client.call_tool("move", {"disc": 1, "source": 0, "target": 1})
                return data(await client.call_tool("state", {}))

        assert asyncio.run(main())["state"] == "AB"
    finally:
        server.terminate()
        server.wait(timeout=30)



def test_the_command_refuses_a_busy_port() -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "hanoi", "mcp", "--transport", "http", "--port", str(port)],
                                capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and f"cannot listen on 127.0.0.1:{port}" in result.stderr
