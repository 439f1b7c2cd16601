"""The Tower of Hanoi as a Model Context Protocol server, on the official ``mcp`` SDK (FastMCP).

Tools: ``new_game`` (any discs, pegs, start and goal), ``state``, ``move``, ``undo`` and
``check_moves`` (a whole move list, as a JSON array or in any text shape
:func:`hanoi.verify.report.verify` reads).  Resources: ``hanoi://rules`` and
``hanoi://prompts/{style}/{discs}`` (the prompts of :mod:`hanoi.evaluation.prompts`);
the prompt ``solve`` asks an agent to play a game with the tools.  Each tool has a
plain-text description, an input schema with a description and the bounds of every
parameter (:mod:`hanoi.mcp.arguments`), an output schema (:mod:`hanoi.mcp.results`)
and the MCP annotations that hold (``state`` and ``check_moves`` read only).  A move is
answered as :class:`~hanoi.game.Game` answers it; bad input is a tool error whose text
is the :class:`~hanoi.errors.HanoiError` message the command line prints, never a
traceback.  Games belong to the client session that started them
(:class:`hanoi.mcp.games.Games`).

>>> server = build_server()
>>> sorted(tool.name for tool in server._tool_manager.list_tools())
['check_moves', 'move', 'new_game', 'state', 'undo']
>>> server._mcp_server.version == __version__
True
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Sequence
from typing import Annotated, Any
from urllib.parse import unquote

from hanoi._extras import require

require("mcp", "mcp")

import anyio  # noqa: E402  # a dependency of the mcp SDK itself
import pydantic_core  # noqa: E402
from mcp.server.fastmcp import Context, FastMCP  # noqa: E402  # after the check that names the extra
from mcp.server.fastmcp.exceptions import ResourceError, ToolError  # noqa: E402
from mcp.server.lowlevel.helper_types import ReadResourceContents  # noqa: E402
from mcp.types import CallToolResult, ContentBlock, GetPromptResult, ToolAnnotations  # noqa: E402
from pydantic import AnyUrl, Field, ValidationError  # noqa: E402

from hanoi._validate import check_int, shown  # noqa: E402
from hanoi._version import __version__  # noqa: E402
from hanoi.errors import HanoiError, InvalidArgumentError  # noqa: E402
from hanoi.evaluation.prompts import build_prompt  # noqa: E402
from hanoi.evaluation.protocols import Environment, make_puzzle, state_text  # noqa: E402
from hanoi.limits import MAX_PROTOCOL_DISCS, MCP_MAX_GAMES  # noqa: E402
from hanoi.mcp.arguments import (  # noqa: E402
    MAX_PEGS_HERE,
    Base,
    CheckDiscs,
    Disc,
    Discs,
    GameId,
    MoveList,
    Notation,
    Peg,
    Pegs,
    StateArg,
    count_text,
    move_list,
)
from hanoi.mcp.games import Games  # noqa: E402
from hanoi.mcp.results import CheckReport, GameView, game_view  # noqa: E402
from hanoi.mcp.unreadable import MAX_MESSAGE  # noqa: E402
from hanoi.state import State  # noqa: E402
from hanoi.verify.report import verify  # noqa: E402

__all__ = ["MCP_GAMES_PER_SESSION", "RULES", "HanoiMCP", "build_server"]

MCP_GAMES_PER_SESSION = 100
"""The most games one client session keeps (its least recently used is dropped first)."""

RULES = """Tower of Hanoi
Pegs are numbered from 0; discs from 1 (the smallest) to n (the largest).
A state lists each peg's discs from bottom to top, for example [[3, 2], [], [1]],
or gives the peg letter of each disc, largest first ("AAB": discs 3 and 2 on peg A, disc 1 on peg B).
Rules: move one disc at a time; only the top disc of a peg can move; a disc may never rest on a smaller disc.
Tools: new_game(discs, pegs, start, goal) starts a game; move(disc, source, target) plays a move;
state() shows the game; undo() takes back the last move; check_moves(moves, ...) checks a whole move list.
"""

_READ_ONLY = ToolAnnotations(readOnlyHint=True, idempotentHint=True, openWorldHint=False)


class HanoiMCP(FastMCP):
    """FastMCP whose errors are the library's own short messages, and never logged as tracebacks.

    FastMCP words a failing tool as ``Error executing tool move: ...``, a wrong argument
    type as pydantic's report, a failing prompt as ``Error rendering prompt ...`` with
    Python's own message; here the text is the :class:`~hanoi.errors.HanoiError`
    message, or one line naming the argument.
    """

    async def call_tool(  # type: ignore[override]  # a whole result: the SDK passes it on as it is
        self, name: str, arguments: dict[str, Any]
    ) -> Sequence[ContentBlock] | dict[str, Any] | CallToolResult:
        """Run a tool; an error is re-raised with the library's message.

        A structured result is returned whole, so that the SDK does not check it against the
        tool's output schema with ``jsonschema`` (it is a pydantic model of that schema already),
        which took three quarters of a call's time.
        """
        problem = _lone_surrogate(arguments)
        if problem is not None:
            raise ToolError(f"{name}: {problem}")
        try:
            result = await super().call_tool(name, arguments)
            if isinstance(result, tuple):
                content, structured = result
                return CallToolResult(content=list(content), structuredContent=structured, isError=False)
            return result
        except ToolError as error:
            cause = error.__cause__
            if isinstance(cause, HanoiError):
                raise ToolError(str(cause)) from None
            if isinstance(cause, ValidationError):
                raise ToolError(_validation_message(name, cause)) from None
            raise

    async def get_prompt(self, name: str, arguments: dict[str, Any] | None = None) -> GetPromptResult:
        """A prompt's text; a bad argument is the library's message (without a traceback in the log)."""
        prompt = self._prompt_manager.get_prompt(name)
        if prompt is None:
            raise ValueError(f"unknown prompt {shown(name, 40)}")
        try:
            messages = await prompt.render(arguments, context=self.get_context())
        except ValueError as error:  # render wraps the prompt's own error, keeping it as the context
            raise ValueError(str(_library_error(error))) from None
        return GetPromptResult(description=prompt.description, messages=pydantic_core.to_jsonable_python(messages))

    async def read_resource(self, uri: AnyUrl | str) -> list[ReadResourceContents]:
        """A resource's text; a bad one is the library's message (without a traceback in the log)."""
        try:  # a template's function runs in get_resource, a plain resource's in read
            resource = await self._resource_manager.get_resource(uri, context=self.get_context())
            if resource is None:  # get_resource raises for an unknown one; None only by its type
                raise ResourceError(f"unknown resource {shown(str(uri))}")
            content = await resource.read()
        except ValueError as error:
            raise ResourceError(str(_library_error(error))) from None
        return [ReadResourceContents(content=content, mime_type=resource.mime_type, meta=resource.meta)]


_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(arguments: dict[str, Any]) -> str | None:
    """Where the arguments hold a lone surrogate (JSON's ``"\\ud800"``, no Unicode text), in words; or None.

    >>> _lone_surrogate({"moves": ["1AC", "2A" + chr(0xD800)]})
    'moves[1] has a lone surrogate (U+D800) at character 2: not Unicode text'
    """
    stack: list[tuple[str, Any]] = list(arguments.items())
    while stack:
        where, value = stack.pop()
        if isinstance(value, str):
            found = _SURROGATE.search(value)
            if found is not None:
                return (f"{where} has a lone surrogate (U+{ord(found.group()):04X}) at character {found.start()}: "
                        "not Unicode text")
        elif isinstance(value, list):
            stack.extend((f"{where}[{index}]", item) for index, item in enumerate(value))
        elif isinstance(value, dict):
            stack.extend((f"{where}.{key}", item) for key, item in value.items())
    return None


def _validation_message(tool: str, error: ValidationError) -> str:
    """One line for the first bad argument: the library's message, or ``check_moves: notation: ..., got 'x'``.

    Of a union's errors (a state as text or as a list), the library's message comes first, then
    the error of the branch of the value's own type; the branch names are left out of the place.
    """
    errors = error.errors()
    for item in errors:
        cause = item.get("ctx", {}).get("error")
        if isinstance(cause, HanoiError):
            return str(cause)
    first = errors[0]
    for item in errors:
        branch = next((part for part in item.get("loc", ()) if isinstance(part, str) and "[" in part), "")
        if branch.startswith(type(item.get("input")).__name__):
            first = item
            break
    where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in first.get("loc", ())
                    if isinstance(part, int) or ("[" not in part and "-" not in part)).lstrip(".")
    return f"{tool}: {where or 'arguments'}: {first.get('msg', 'invalid')}, got {shown(first.get('input'))}"[:300]


def _library_error(error: BaseException) -> BaseException:
    """The :class:`~hanoi.errors.HanoiError` that ``error`` wraps (the SDK rewords and re-raises), else ``error``."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, HanoiError):
            return seen
        seen = seen.__cause__ or seen.__context__
    return error


class _OneLine(logging.Formatter):
    """A log record on one line of at most 300 characters (the SDK logs pydantic's reports of 30 errors whole).

    >>> record = logging.LogRecord("mcp", logging.WARNING, "", 0, "Failed: 30 errors\\nPingRequest ...", None, None)
    >>> _OneLine("%(levelname)s: %(message)s").format(record)
    'WARNING: Failed: 30 errors ...'
    """

    def formatMessage(self, record: logging.LogRecord) -> str:  # logging's name
        """The first line of the message, shortened; the traceback of a bug (``exc_info``) still follows."""
        message = record.getMessage()
        first = message.split("\n", 1)[0]
        record.message = (first[:300] + (" ..." if first != message or len(first) > 300 else ""))
        return super().formatMessage(record)


Ctx = Context[Any, Any, Any]
"""The request context FastMCP hands a tool (its client session owns the session's games)."""


def _state_arg(value: str | list[list[int]] | None, pegs: int) -> State | None:
    if value is None:
        return None
    if isinstance(value, list):
        state = State.from_stacks(value)
        if state.pegs != pegs:
            raise InvalidArgumentError(f"state {shown(value)} has {state.pegs} pegs, but pegs is {pegs}")
        return state
    return State.parse(value, pegs=pegs)


def _session(ctx: Ctx) -> Any:
    """The client session a call comes from (the owner of its games), or None outside a request."""
    try:
        return ctx.session
    except (ValueError, LookupError, AttributeError):
        return None


def build_server(*, host: str = "127.0.0.1", port: int = 8000, max_games: int = MCP_MAX_GAMES,
                 games_per_session: int = MCP_GAMES_PER_SESSION, log_level: str = "WARNING") -> HanoiMCP:
    """The MCP server: its tools, resources and prompt (served by :mod:`hanoi.mcp.stdio` or :mod:`hanoi.mcp.http`).

    It keeps at most ``max_games`` games, at most ``games_per_session`` of them for one
    client session; it logs at ``log_level``.

    >>> build_server(port=9000).settings.port
    9000
    """
    max_games = check_int(max_games, "max_games", low=1)
    # one plain line a record on stderr (FastMCP's own set-up, skipped when logging is set, draws boxes)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_OneLine("hanoi mcp: %(levelname)s: %(message)s"))
    logging.basicConfig(level=log_level, handlers=[handler])
    games = Games(max_games, min(check_int(games_per_session, "games_per_session", low=1), max_games))
    server = HanoiMCP(
        "hanoi",
        instructions=("The Tower of Hanoi: start a game with new_game, then play it with move (one call a move); "
                      "check a whole move list with check_moves. The rules are in the resource hanoi://rules."),
        website_url="https://github.com/python-hanoi/python-hanoi",
        host=host,
        port=port,
        log_level=log_level,  # type: ignore[arg-type]  # checked by the command line
        max_request_body_size=MAX_MESSAGE,
    )
    server._mcp_server.version = __version__  # serverInfo.version: ours, not the SDK's

    @server.tool(
        title="New game",
        description=("Start a game of discs discs on pegs pegs: by default from the tower on peg 0 (A) to the tower "
                     "on the last peg; start and goal set other positions. Returns the game's id and position."),
        annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=False,
                                    openWorldHint=False),
    )
    def new_game(ctx: Ctx, discs: Discs = 3, pegs: Pegs = 3, start: StateArg = None,
                 goal: StateArg = None) -> GameView:
        pegs = check_int(pegs, "pegs", low=3, high=MAX_PEGS_HERE)
        first, last = make_puzzle(discs, _state_arg(start, pegs), _state_arg(goal, pegs), pegs=pegs)
        env = Environment(first, last, search=False)  # a call answers at once: no search for the optimal length
        game_id = games.add(env, _session(ctx))
        return game_view(game_id, env, f"new game: {env.state()}")

    @server.tool(
        title="Game state",
        description=("The position of a game (by default the last one this session started or played), its goal, "
                     "the moves made, whether it is solved and the optimal length."),
        annotations=_READ_ONLY,
    )
    def state(ctx: Ctx, game: GameId = None) -> GameView:
        game_id, env = games.get(game, _session(ctx))
        return game_view(game_id, env, env.state())

    @server.tool(
        title="Move a disc",
        description=("Move disc from peg source to peg target (pegs from 0). An illegal move is refused with the "
                     "reason (the disc is not on top, or would rest on a smaller disc) and changes nothing."),
        annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=False,
                                    openWorldHint=False),
    )
    def move(ctx: Ctx, disc: Disc, source: Peg, target: Peg, game: GameId = None) -> GameView:
        game_id, env = games.get(game, _session(ctx))
        return game_view(game_id, env, env.move(disc, source, target))

    @server.tool(
        title="Undo",
        description="Take back the last move of a game (by default the last one this session played).",
        annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False, idempotentHint=False,
                                    openWorldHint=False),
    )
    def undo(ctx: Ctx, game: GameId = None) -> GameView:
        game_id, env = games.get(game, _session(ctx))
        return game_view(game_id, env, env.undo())

    @server.tool(
        title="Check a move list",
        description=("Check a whole move list from start to goal without playing it: whether every move is legal, "
                     "whether it solves the puzzle, and where it first goes wrong. discs may be left out when start "
                     "or goal is given."),
        annotations=_READ_ONLY,
    )
    async def check_moves(moves: MoveList, discs: CheckDiscs = None, pegs: Pegs = 3, start: StateArg = None,
                          goal: StateArg = None, notation: Notation = None, base: Base = None) -> CheckReport:
        given = move_list(moves)
        pegs = check_int(pegs, "pegs", low=3, high=MAX_PEGS_HERE)
        first, last = _state_arg(start, pegs), _state_arg(goal, pegs)
        if discs is None and first is None and last is None:
            raise InvalidArgumentError("check_moves needs discs, or a start or goal position")
        # a long list (or a search for the optimal length) runs in a worker thread: other clients go on
        report = await anyio.to_thread.run_sync(lambda: verify(given, first, last, discs=discs, pegs=pegs,
                                                                     notation=notation, base=base))
        return CheckReport.from_report(report.to_dict())

    @server.resource("hanoi://rules", mime_type="text/plain", title="Rules",
                     description="The rules, the numbering of pegs and discs, and the tools.")
    def rules() -> str:
        return RULES

    @server.resource("hanoi://prompts/{style}/{discs}", mime_type="text/plain", title="Study prompts",
                     description=("The prompt of a published study's answer format (style: apple, reasoning-gym, "
                                  f"maker or plain) for discs discs (0 to {MAX_PROTOCOL_DISCS})."))
    def prompt_text(style: str, discs: str) -> str:
        return build_prompt(count_text(unquote(discs), "discs", 0, MAX_PROTOCOL_DISCS), style=unquote(style)).text()

    @server.prompt(title="Solve a game",
                   description=f"Ask an agent to solve a game with the tools, one move a call (discs 0 to "
                               f"{MAX_PROTOCOL_DISCS}, pegs 3 to {MAX_PEGS_HERE}).")
    def solve(
        discs: Annotated[str, Field(description=f"The number of discs, 0 to {MAX_PROTOCOL_DISCS} (default 3).")] = "3",
        pegs: Annotated[str, Field(description=f"The number of pegs, 3 to {MAX_PEGS_HERE} (default 3).")] = "3",
    ) -> str:
        n = count_text(discs, "discs", 0, MAX_PROTOCOL_DISCS)
        p = count_text(pegs, "pegs", 3, MAX_PEGS_HERE)
        first, last = make_puzzle(n, pegs=p)
        return (
            f"Call new_game(discs={n}, pegs={p}), then solve it: move the tower from {state_text(first)} to "
            f"{state_text(last)} with move(disc, source, target), one call a move. Read hanoi://rules first."
        )

    return server
