"""The MCP server, driven by the official SDK's own client: in process, over stdio and over streamable HTTP."""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.memory import create_connected_server_and_client_session
from mcp.types import CallToolResult, TextContent

import hanoi
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
        ("new_game", {"discs": "three"}, "discs must be an integer, got 'three'"),
        ("move", {"disc": 1, "source": 0, "target": 2, "game": "nope"}, "no game 'nope'"),
        ("check_moves", {"moves": "1AC", "discs": 10**100}, "discs"),
        ("check_moves", {"moves": "1AC", "discs": 2, "start": "[[1, 2], [], []]"}, "lies on the smaller disc"),
        ("move", {"disc": "x", "source": 0, "target": 2}, "disc must be an integer, got 'x'"),
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

    game = asyncio.run(main())
    assert game["optimal"] is None and game["state"] == "ABCD" * 5  # no search ran: the optimum is unknown


def test_the_oldest_game_is_dropped_past_the_limit() -> None:
    async def main() -> str:
        async with create_connected_server_and_client_session(build_server(max_games=2)._mcp_server) as client:
            first = data(await client.call_tool("new_game", {"discs": 1}))["game"]
            for _ in range(2):
                await client.call_tool("new_game", {"discs": 1})
            return error_text(await client.call_tool("state", {"game": first}))

    assert "the least recently used are dropped" in asyncio.run(main())


def test_the_command_refuses_a_busy_port() -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "hanoi", "mcp", "--transport", "http", "--port", str(port)],
                                capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and f"cannot listen on 127.0.0.1:{port}" in result.stderr


# --- what an MCP client sees: version, descriptions, schemas, annotations -----------------------------------

MARKUP = ("``", ":func:", ":class:", ":mod:", ":data:", ":meth:", ":attr:", ".. ")


def texts(schema: Any) -> Iterator[str]:
    """Every description and title in a JSON schema."""
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key in ("description", "title") and isinstance(value, str):
                yield value
            else:
                yield from texts(value)
    elif isinstance(schema, list):
        for item in schema:
            yield from texts(item)


def integer_properties(schema: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for name, prop in schema["properties"].items():
        kinds = [prop, *prop.get("anyOf", [])]
        if any(kind.get("type") == "integer" for kind in kinds):
            yield name, prop


def test_the_server_describes_itself_as_clients_expect() -> None:
    async def main() -> tuple[list[Any], list[Any], list[Any]]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            tools = (await client.list_tools()).tools
            prompts = (await client.list_prompts()).prompts
            return tools, prompts, (await client.list_resource_templates()).resourceTemplates

    tools, prompts, templates = asyncio.run(main())
    by_name = {tool.name: tool for tool in tools}
    for tool in tools:
        assert tool.description and not any(mark in tool.description for mark in MARKUP), tool.name
        assert "\n" not in tool.description
        for text in [*texts(tool.inputSchema), *texts(tool.outputSchema)]:
            assert not any(mark in text for mark in MARKUP), (tool.name, text)
        for name, prop in tool.inputSchema["properties"].items():
            assert prop.get("description"), (tool.name, name)
        for name, prop in integer_properties(tool.inputSchema):
            enum = any("enum" in kind for kind in prop.get("anyOf", []))
            assert ("minimum" in prop and "maximum" in prop) or enum, (tool.name, name)
        assert tool.outputSchema is not None and tool.outputSchema["type"] == "object", tool.name
        assert tool.annotations is not None and tool.annotations.openWorldHint is False
    read_only = {name for name, tool in by_name.items() if tool.annotations and tool.annotations.readOnlyHint}
    idempotent = {name for name, tool in by_name.items() if tool.annotations and tool.annotations.idempotentHint}
    assert read_only == idempotent == {"state", "check_moves"}
    assert by_name["new_game"].inputSchema["properties"]["discs"]["maximum"] == 20
    notation = by_name["check_moves"].inputSchema["properties"]["notation"]["anyOf"][0]
    assert set(notation["enum"]) >= {"canonical", "maker", "pddl", "json"}
    assert by_name["check_moves"].inputSchema["properties"]["base"]["anyOf"][0]["enum"] == [0, 1]
    assert "first_error" in by_name["check_moves"].outputSchema["properties"]
    for item in [*prompts, *templates]:
        assert item.description and not any(mark in item.description for mark in MARKUP)
    [solve_prompt] = prompts
    assert [(argument.name, bool(argument.description)) for argument in solve_prompt.arguments or []] == [
        ("discs", True), ("pegs", True)]


def test_the_schema_bounds_are_the_ones_the_server_enforces() -> None:
    """Each advertised maximum is taken and one past it is refused (an independent check of the schema)."""
    async def main() -> list[tuple[bool, bool]]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            schema = {tool.name: tool.inputSchema for tool in (await client.list_tools()).tools}
            top = schema["new_game"]["properties"]
            pairs = []
            for name, low in (("discs", 3), ("pegs", 3)):
                high = top[name]["maximum"]
                other = {"pegs": 4} if name == "discs" else {"discs": 1}
                taken = await client.call_tool("new_game", {name: high, **other})
                past = await client.call_tool("new_game", {name: high + 1, **other})
                below = await client.call_tool("new_game", {name: top[name]["minimum"] - 1, **other})
                pairs.append((not taken.isError, past.isError and below.isError))
                assert low
            peg = schema["move"]["properties"]["target"]["maximum"]
            await client.call_tool("new_game", {"discs": 1, "pegs": peg + 1})
            moved = await client.call_tool("move", {"disc": 1, "source": 0, "target": peg})
            pairs.append((not moved.isError, True))
            return pairs

    assert asyncio.run(main()) == [(True, True)] * 3


def test_the_server_version_is_python_hanoi_s_own() -> None:
    """serverInfo.version (checked over stdio below too) is ours, not the SDK's."""
    options = build_server()._mcp_server.create_initialization_options()
    assert options.server_version == hanoi.__version__ != importlib.metadata.version("mcp")


# --- arguments: booleans, numbers as text, arrays, huge numbers, lone surrogates ------------------------------

@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        ("new_game", {"discs": True}, "discs must be an integer, got True"),
        ("new_game", {"discs": 3, "pegs": True}, "pegs must be an integer, got True"),
        ("new_game", {"discs": 2, "start": [[True], [2], []]}, "disc must be an integer, got True"),
        ("new_game", {"discs": "３"}, "discs '３' has the digit '３' (U+FF13): write numbers with the digits 0-9"),
        ("new_game", {"discs": 1.0}, "discs must be an integer, got 1.0"),
        ("move", {"disc": True, "source": 0, "target": 2}, "disc must be an integer, got True"),
        ("move", {"disc": 1, "source": False, "target": 2}, "peg must be an integer, got False"),
        ("check_moves", {"moves": [[True, 0, 2]], "discs": 1}, "a move's number must be an integer, got True"),
        ("check_moves", {"moves": "1AC", "discs": True}, "discs must be an integer, got True"),
        ("check_moves", {"moves": "1AC", "discs": 1, "base": True}, "base must be an integer, got True"),
        ("check_moves", {"moves": [[1, 0, 2, 1]], "discs": 1}, "a move is [disc, source, target] or [source, target]"),
        ("check_moves", {"moves": "1AC", "discs": 1, "notation": "klingon"}, "notation: Input should be 'json'"),
        ("check_moves", {"moves": "1AC"}, "check_moves needs discs, or a start or goal position"),
        ("check_moves", {"moves": "1A" + chr(0xD800), "discs": 1},
         "check_moves: moves has a lone surrogate (U+D800) at character 2: not Unicode text"),
        ("new_game", {"discs": 1, "start": ["A" + chr(0xDFFF)]}, "start[0] has a lone surrogate (U+DFFF)"),
        ("new_game", {"discs": 10**5000}, "refusing to run a protocol on about 2**16609 discs (limit 20"),
        ("new_game", {"discs": 3, "pegs": -(10**100)}, "pegs must be an integer in 3..64, got -~1.0e100"),
        ("move", {"disc": 1, "source": 10**100, "target": 2}, "peg"),
        ("check_moves", {"moves": "1AC", "discs": 10**100}, "refusing to verify moves of"),
        ("check_moves", {"moves": "1AC", "discs": 1, "pegs": 10**100}, "pegs must be an integer in 3..64"),
    ],
)
def test_every_argument_is_checked_with_the_library_s_message(tool: str, arguments: dict[str, Any],
                                                              message: str) -> None:
    async def main() -> str:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            await client.call_tool("new_game", {"discs": 2})
            return error_text(await client.call_tool(tool, arguments))

    text = asyncio.run(main())
    assert message in text and len(text) <= 300 and "Traceback" not in text


def test_numbers_as_decimal_text_are_read_as_pydantic_read_them() -> None:
    async def main() -> dict[str, Any]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            return data(await client.call_tool("new_game", {"discs": "4", "pegs": "4"}))

    assert asyncio.run(main())["state"] == "AAAA"


def test_a_move_list_as_an_array_is_checked_as_the_same_list_as_text() -> None:
    moves = list(solve(4))
    triples = [[move.disc, move.source, move.target] for move in moves]
    texts_ = [str(move) for move in moves]

    async def main() -> list[dict[str, Any]]:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            return [data(await client.call_tool("check_moves", {"moves": shape, "discs": 4}))
                    for shape in (triples, texts_, "\n".join(texts_), json.dumps(triples), [*triples[:5], [4, 0, 1]])]

    as_triples, as_texts, as_lines, as_json, broken = asyncio.run(main())
    assert as_triples == as_texts == as_lines == as_json
    assert as_triples["solved"] and as_triples["moves"] == 15 and as_triples["excess"] == 0
    assert broken["first_error"]["step"] == 6 and broken["valid_prefix"] == 5  # disc 4 is under discs 1..3


@pytest.mark.parametrize(("arguments", "message"), [
    ({"discs": "²"}, "discs '²' has the digit '²' (U+00B2): write numbers with the digits 0-9"),
    ({"discs": "9" * 5000}, "discs must be an integer in 0..20"),
    ({"discs": "3", "pegs": "2"}, "pegs must be an integer in 3..64, got 2"),
    ({"discs": "-1"}, "discs must be an integer in 0..20, got '-1'"),
    ({"discs": "21"}, "discs must be an integer in 0..20, got 21"),
])
def test_the_solve_prompt_checks_its_arguments_with_the_library(arguments: dict[str, str], message: str) -> None:
    async def main() -> str:
        async with create_connected_server_and_client_session(build_server()._mcp_server) as client:
            try:
                await client.get_prompt("solve", arguments)
            except Exception as error:  # the SDK raises McpError with the server's message
                return str(error)
            return ""

    assert message in asyncio.run(main())


# --- games belong to sessions ---------------------------------------------------------------------------------

def test_a_session_cannot_play_in_another_session_s_game() -> None:
    """Two clients of one server (as over HTTP): omitting or naming the id never reaches the other's game."""
    async def main() -> tuple[str, str, str, dict[str, Any]]:
        server = build_server()._mcp_server
        async with create_connected_server_and_client_session(server) as alice, \
                create_connected_server_and_client_session(server) as bob:
            game = data(await alice.call_tool("new_game", {"discs": 2}))
            omitted = error_text(await bob.call_tool("move", {"disc": 1, "source": 0, "target": 1}))
            named = error_text(await bob.call_tool("move", {"disc": 1, "source": 0, "target": 1,
                                                            "game": game["game"]}))
            undone = error_text(await bob.call_tool("undo", {"game": game["game"]}))
            return omitted, named, undone, data(await alice.call_tool("state", {}))

    omitted, named, undone, state = asyncio.run(main())
    assert omitted == "no game yet: start one with new_game"
    assert named.startswith("no game '") and "in this session" in named and undone == named
    assert state["state"] == "AA" and state["moves"] == 0  # Alice's game is untouched


def test_one_session_starting_games_in_a_loop_drops_its_own_oldest_not_the_others() -> None:
    async def main() -> tuple[bool, bool]:
        server = build_server(max_games=10, games_per_session=3)._mcp_server
        async with create_connected_server_and_client_session(server) as alice, \
                create_connected_server_and_client_session(server) as bob:
            kept = data(await alice.call_tool("new_game", {"discs": 1}))["game"]
            first = data(await bob.call_tool("new_game", {"discs": 1}))["game"]
            for _ in range(5):
                await bob.call_tool("new_game", {"discs": 1})
            alice_ok = not (await alice.call_tool("state", {"game": kept})).isError
            bob_first = (await bob.call_tool("state", {"game": first})).isError
            return alice_ok, bob_first

    assert asyncio.run(main()) == (True, True)


# --- the transports, as a client runs them --------------------------------------------------------------------

REPO = Path(__file__).resolve().parents[1]


def stdio_session(command: list[str], tmp_path: Path,
                  env: dict[str, str] | None = None) -> tuple[int, str, dict[str, Any]]:
    """A whole client session over stdio with ``command``; the server's exit code, its stderr and the last state."""
    rc_file, err_file = tmp_path / "rc", tmp_path / "stderr"
    script = '"$@" 2>"$ERR_FILE"; echo $? > "$RC_FILE"'
    params = StdioServerParameters(command="/bin/sh", args=["-c", script, "sh", *command],
                                   env={**os.environ, **(env or {}), "RC_FILE": str(rc_file),
                                        "ERR_FILE": str(err_file)})

    async def main() -> dict[str, Any]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            init = await client.initialize()
            assert init.serverInfo.version == hanoi.__version__
            await scripted_session(client)
            await client.call_tool("new_game", {"discs": 1})
            return data(await client.call_tool("move", {"disc": 1, "source": 0, "target": 2}))

    last = asyncio.run(main())
    deadline = time.monotonic() + 30
    while not rc_file.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    return int(rc_file.read_text()), err_file.read_text(), last


def test_a_stdio_session_ends_with_exit_0_and_a_quiet_log(tmp_path: Path) -> None:
    code, errors, last = stdio_session([sys.executable, "-m", "hanoi", "mcp"], tmp_path)
    assert last["solved"]
    assert code == 0, errors
    assert errors == ""  # WARNING by default: no line per request, no closed-file error at exit


@pytest.mark.skipif(shutil.which("uv") is None, reason="uv is not installed")
def test_the_client_config_of_the_docs_connects_from_a_checkout(tmp_path: Path) -> None:
    """docs/eval.md's configuration, its command line exactly, with this checkout's path in it."""
    text = (REPO / "docs" / "eval.md").read_text(encoding="utf-8")
    config = json.loads(next(line for line in text.splitlines() if line.startswith('{"mcpServers"')))
    server = config["mcpServers"]["hanoi"]
    command = [server["command"], *(REPO.as_posix() if arg == "/path/to/python-hanoi" else arg
                                     for arg in server["args"])]
    assert command == ["uv", "run", "--directory", REPO.as_posix(), "hanoi", "mcp"]
    code, errors, last = stdio_session(command, tmp_path, env={"UV_OFFLINE": "1"})  # no network at test time
    assert last["solved"] and code == 0, errors
    assert "Traceback" not in errors and "error" not in errors.lower()


def raw_stdio(lines: list[str]) -> tuple[list[dict[str, Any]], int, str]:
    """JSON-RPC lines to ``hanoi mcp`` after the handshake; every answer, the exit code and stderr."""
    hello = [json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "raw", "version": "0"}}}),
             json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"})]
    result = subprocess.run([sys.executable, "-m", "hanoi", "mcp"], input="\n".join(hello + lines) + "\n",
                            capture_output=True, text=True, timeout=120, errors="surrogateescape")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    return answers, result.returncode, result.stderr


def call(request: int, tool: str, arguments: str) -> str:
    return (f'{{"jsonrpc": "2.0", "id": {request}, "method": "tools/call", '
            f'"params": {{"name": "{tool}", "arguments": {arguments}}}}}')


UNREADABLE = {
    "a number of 5,000 digits": call(1, "new_game", '{"discs": ' + "9" * 5000 + "}"),
    "a lone surrogate": call(2, "check_moves", '{"moves": "\\ud800", "discs": 1}'),
    "50,000-deep nesting": call(3, "check_moves", '{"moves": ' + "[" * 50_000 + "]" * 50_000 + "}"),
}


def test_requests_the_sdk_cannot_read_are_answered_over_stdio_under_their_id() -> None:
    """The SDK 1.x drops these (the client waits for ever); here each gets a JSON-RPC error with its id."""
    answers, code, errors = raw_stdio([*UNREADABLE.values(), call(4, "new_game", '{"discs": 2}')])
    by_id = {answer["id"]: answer for answer in answers if "id" in answer}
    for request in (1, 2, 3):
        assert by_id[request]["error"]["code"] == -32700
        assert by_id[request]["error"]["message"].startswith("the request could not be read: ")
    assert by_id[4]["result"]["structuredContent"]["state"] == "AA"  # and the session goes on
    assert code == 0 and len(errors.splitlines()) == 3 and "Traceback" not in errors


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_streamable_http_sessions_own_their_games_and_the_log_stays_quiet() -> None:
    httpx = pytest.importorskip("httpx")
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "hanoi", "mcp", "--transport", "http", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)

        async def main() -> tuple[dict[str, Any], str, str, list[Any]]:
            async with streamable_http_client(url) as (read, write, _), ClientSession(read, write) as alice:
                await alice.initialize()
                game = data(await alice.call_tool("new_game", {"discs": 2}))
                await alice.call_tool("move", {"disc": 1, "source": 0, "target": 1})
                async with streamable_http_client(url) as (read2, write2, _), ClientSession(read2, write2) as bob:
                    await bob.initialize()
                    omitted = error_text(await bob.call_tool("move", {"disc": 2, "source": 0, "target": 2}))
                    named = error_text(await bob.call_tool("undo", {"game": game["game"]}))
                state = data(await alice.call_tool("state", {}))
            async with httpx.AsyncClient(timeout=30) as raw:
                headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
                hello = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
                         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "raw", "version": "0"}}}
                answer = await raw.post(url, json=hello, headers=headers)
                headers["mcp-session-id"] = answer.headers["mcp-session-id"]
                await raw.post(url, json={"jsonrpc": "2.0", "method": "notifications/initialized"}, headers=headers)
                replies = [await raw.post(url, content=body, headers=headers)
                           for name, body in UNREADABLE.items() if name != "a lone surrogate"]
            return state, omitted, named, [(reply.status_code, reply.json()) for reply in replies]

        state, omitted, named, replies = asyncio.run(main())
    finally:
        server.terminate()
        _, errors = server.communicate(timeout=30)
    assert state["state"] == "AB" and state["moves"] == 1
    assert omitted == "no game yet: start one with new_game" and "in this session" in named
    assert [(status, reply["id"], reply["error"]["code"]) for status, reply in replies] == [(400, 1, -32700),
                                                                                          (400, 3, -32700)]
    log = errors.decode()
    assert "Traceback" not in log and "INFO" not in log, log  # a client closing its session is no error
    assert log.splitlines()[0].startswith("MCP server (streamable HTTP) on")


def test_a_piped_session_gets_every_answer_before_the_server_ends() -> None:
    """``printf ... | hanoi mcp``: the SDK alone ends the session at end of input and drops what is in flight."""
    requests = [call(1, "new_game", '{"discs": 3}')]
    requests += [call(2 + index, "move", json.dumps({"disc": move.disc, "source": move.source, "target": move.target}))
                 for index, move in enumerate(solve(3))]
    requests += [f'{{"jsonrpc": "2.0", "id": {100 + index}, "method": "ping"}}' for index in range(30)]
    answers, code, errors = raw_stdio(requests)
    by_id = {answer["id"]: answer for answer in answers if "id" in answer}
    assert set(by_id) == {0, 1, *range(2, 9), *range(100, 130)}
    assert by_id[8]["result"]["structuredContent"]["solved"] is True
    assert code == 0 and errors == ""
