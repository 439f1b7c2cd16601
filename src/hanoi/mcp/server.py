"""The Tower of Hanoi as a Model Context Protocol server, on the official ``mcp`` SDK (FastMCP).

Tools: ``new_game`` (any discs, pegs, start and goal), ``state``, ``move``, ``undo`` and
``check_moves`` (a whole move list, in any shape :func:`hanoi.verify.report.verify`
reads).  Resources: ``hanoi://rules`` and ``hanoi://prompts/{style}/{discs}`` (the
prompts of :mod:`hanoi.evaluation.prompts`); the prompt ``solve`` asks an agent to play a
game with the tools.  A move is answered as :class:`~hanoi.game.Game` answers it; bad
input is a tool error whose text is the :class:`~hanoi.errors.HanoiError` message the
command line prints, never a traceback.

Games live in the server's memory, at most :data:`hanoi.limits.MCP_MAX_GAMES` (the
oldest is dropped), each under the id ``new_game`` returns; the tools take that id, and
without it the last game that this client session started.

>>> server = build_server()
>>> sorted(tool.name for tool in server._tool_manager.list_tools())
['check_moves', 'move', 'new_game', 'state', 'undo']
"""

from __future__ import annotations

import contextlib
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from hanoi._extras import require

require("mcp", "mcp")

import anyio  # noqa: E402  # a dependency of the mcp SDK itself
from mcp.server.fastmcp import Context, FastMCP  # noqa: E402  # after the check that names the extra
from mcp.server.fastmcp.exceptions import ToolError  # noqa: E402
from mcp.types import ContentBlock  # noqa: E402
from pydantic import ValidationError  # noqa: E402

from hanoi._validate import check_int  # noqa: E402
from hanoi.errors import HanoiError, InvalidArgumentError, TooLargeError  # noqa: E402
from hanoi.evaluation.prompts import build_prompt  # noqa: E402
from hanoi.evaluation.protocols import Environment, make_puzzle, state_text  # noqa: E402
from hanoi.limits import EVAL_LINE_BYTES, MCP_MAX_GAMES  # noqa: E402
from hanoi.state import State  # noqa: E402
from hanoi.verify.report import verify  # noqa: E402

__all__ = ["RULES", "HanoiMCP", "build_server"]

RULES = """Tower of Hanoi
Pegs are numbered from 0; discs from 1 (the smallest) to n (the largest).
A state lists each peg's discs from bottom to top, for example [[3, 2], [], [1]],
or gives the peg letter of each disc, largest first ("AAB": discs 3 and 2 on peg A, disc 1 on peg B).
Rules: move one disc at a time; only the top disc of a peg can move; a disc may never rest on a smaller disc.
Tools: new_game(discs, pegs, start, goal) starts a game; move(disc, source, target) plays a move;
state() shows the game; undo() takes back the last move; check_moves(moves, ...) checks a whole move list.
"""


class HanoiMCP(FastMCP):
    """FastMCP whose tool errors are the library's own short messages.

    FastMCP words a failing tool as ``Error executing tool move: ...`` and a wrong argument
    type as pydantic's report; here the text is the :class:`~hanoi.errors.HanoiError`
    message, or one line naming the argument.
    """

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> Sequence[ContentBlock] | dict[str, Any]:
        """Run a tool; an error is re-raised with the library's message."""
        try:
            return await super().call_tool(name, arguments)
        except ToolError as error:
            cause = error.__cause__
            if isinstance(cause, HanoiError):
                raise ToolError(str(cause)) from None
            if isinstance(cause, ValidationError):
                raise ToolError(_validation_message(name, cause)) from None
            raise


def _validation_message(tool: str, error: ValidationError) -> str:
    """One line for the first bad argument: ``move: disc must be an integer, got 'two'``."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    value = first.get("input")
    shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
    return f"{tool}: {where or 'arguments'}: {first.get('msg', 'invalid')}, got {shown}"[:300]


class _Games:
    """The games of one server, by id, oldest dropped first; and each client session's last game."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.games: OrderedDict[str, Environment] = OrderedDict()
        self.last: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
        self.last_any: str | None = None

    def add(self, env: Environment, session: Any) -> str:
        game_id = secrets.token_hex(4)
        self.games[game_id] = env
        while len(self.games) > self.limit:
            self.games.popitem(last=False)
        self._remember(session, game_id)
        return game_id

    def _remember(self, session: Any, game_id: str) -> None:
        self.last_any = game_id
        with contextlib.suppress(TypeError):  # None, outside a request
            self.last[session] = game_id

    def get(self, game_id: str | None, session: Any) -> tuple[str, Environment]:
        if not game_id:
            try:
                game_id = self.last.get(session)
            except TypeError:
                game_id = None
            game_id = game_id or self.last_any
            if game_id is None:
                raise HanoiError("no game yet: start one with new_game")
        if not isinstance(game_id, str) or game_id not in self.games:
            raise InvalidArgumentError(f"no game {str(game_id)[:40]!r} (it may have been dropped: start a new one)")
        self.games.move_to_end(game_id)
        self._remember(session, game_id)
        return game_id, self.games[game_id]


def _view(game_id: str, env: Environment, message: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": game_id,
        "state": str(env.current),
        "stacks": env.current.stacks(),
        "goal": str(env.goal),
        "goal_stacks": env.goal.stacks(),
        "moves": env.moves_made,
        "solved": env.solved,
        "optimal": env.optimal,
    }
    if message is not None:
        data["message"] = message
    return data


Ctx = Context[Any, Any, Any]
"""The request context FastMCP hands a tool (its client session keys the session's last game)."""

StateArg = str | list[list[int]] | None
"""A state as a tool takes it: peg letters ("BAA"), stacks as text, or stacks as a JSON list."""


def _state_arg(value: StateArg, n: int, pegs: int) -> State | None:
    if value is None:
        return None
    if isinstance(value, list):
        state = State.from_stacks(value)
        if state.pegs != pegs:
            raise InvalidArgumentError(f"state {value!r} has {state.pegs} pegs, but pegs is {pegs}"[:300])
        return state
    if len(value) > 10_000:
        raise TooLargeError(f"a state of {len(value)} characters is too long (limit 10000)")
    return State.parse(value, pegs=pegs)


def build_server(*, host: str = "127.0.0.1", port: int = 8000, max_games: int = MCP_MAX_GAMES) -> HanoiMCP:
    """The MCP server: its tools, resources and prompt (serve it with ``.run("stdio")`` or ``"streamable-http"``).

    >>> build_server(port=9000).settings.port
    9000
    """
    games = _Games(check_int(max_games, "max_games", low=1))
    server = HanoiMCP(
        "hanoi",
        instructions="The Tower of Hanoi: start a game with new_game, then play it with move; see hanoi://rules.",
        host=host,
        port=port,
    )

    @server.tool()
    def new_game(
        ctx: Ctx, discs: int = 3, pegs: int = 3, start: StateArg = None, goal: StateArg = None
    ) -> dict[str, Any]:
        """Start a game of ``discs`` discs on ``pegs`` pegs, from the tower on peg 0 to the tower on the last peg.

        ``start`` and ``goal`` set other positions, as peg letters ("BAA") or stacks ("[[3], [2, 1], []]").
        Returns the game's id and its state.
        """
        pegs = check_int(pegs, "pegs", low=3, high=64)
        first, last = make_puzzle(discs, _state_arg(start, discs, pegs), _state_arg(goal, discs, pegs), pegs=pegs)
        env = Environment(first, last, search=False)  # a call answers at once: no search for the optimal length
        game_id = games.add(env, _session(ctx))
        return _view(game_id, env, f"new game: {env.state()}")

    @server.tool()
    def state(ctx: Ctx, game: str | None = None) -> dict[str, Any]:
        """The current state of a game (by default the last one you started), its goal and the moves made."""
        game_id, env = games.get(game, _session(ctx))
        return _view(game_id, env, env.state())

    @server.tool()
    def move(ctx: Ctx, disc: int, source: int, target: int, game: str | None = None) -> dict[str, Any]:
        """Move ``disc`` from peg ``source`` to peg ``target`` (pegs from 0); an illegal move is refused, saying why."""
        game_id, env = games.get(game, _session(ctx))
        return _view(game_id, env, env.move(disc, source, target))

    @server.tool()
    def undo(ctx: Ctx, game: str | None = None) -> dict[str, Any]:
        """Take back the last move of a game."""
        game_id, env = games.get(game, _session(ctx))
        return _view(game_id, env, env.undo())

    @server.tool()
    async def check_moves(
        moves: str, discs: int | None = None, pegs: int = 3, start: StateArg = None, goal: StateArg = None
    ) -> dict[str, Any]:
        """Check a whole move list (any shape: "1AC" lines, [[1, 0, 2], ...], a model's reply) from start to goal.

        Returns whether it is legal and solves the puzzle, and where it first goes wrong.
        """
        if len(moves) > EVAL_LINE_BYTES:
            raise TooLargeError(f"a move list of {len(moves)} characters is too long (limit {EVAL_LINE_BYTES})")
        pegs = check_int(pegs, "pegs", low=3, high=64)
        first, last = _state_arg(start, 0, pegs), _state_arg(goal, 0, pegs)
        # a long list (or a search for the optimal length) runs in a worker thread: other clients go on
        report = await anyio.to_thread.run_sync(lambda: verify(moves, first, last, discs=discs, pegs=pegs))
        data = report.to_dict()
        keys = ("found", "valid", "solved", "moves", "valid_prefix", "first_error", "final_state", "start", "goal",
                "optimal", "excess", "notes")
        return {key: data[key] for key in keys}

    @server.resource("hanoi://rules", mime_type="text/plain")
    def rules() -> str:
        """The rules, the numbering of pegs and discs, and the tools."""
        return RULES

    @server.resource("hanoi://prompts/{style}/{discs}", mime_type="text/plain")
    def prompt_text(style: str, discs: str) -> str:
        """The prompt of a published study's answer format (apple, reasoning-gym, maker, plain) for ``discs`` discs."""
        if not discs.isdigit() or len(discs) > 6:
            raise InvalidArgumentError(f"discs must be a number, got {discs[:40]!r}")
        return build_prompt(int(discs), style=style).text()

    @server.prompt()
    def solve(discs: str = "3", pegs: str = "3") -> str:
        """Ask an agent to solve a game with the tools, one move a call."""
        if not discs.isdigit() or not pegs.isdigit() or len(discs) > 6 or len(pegs) > 3:
            raise InvalidArgumentError(f"discs and pegs must be numbers, got {discs[:20]!r} and {pegs[:20]!r}")
        n, p = int(discs), int(pegs)
        first, last = make_puzzle(n, pegs=p)
        return (
            f"Call new_game(discs={n}, pegs={p}), then solve it: move the tower from {state_text(first)} to "
            f"{state_text(last)} with move(disc, source, target), one call a move. Read hanoi://rules first."
        )

    return server


def _session(ctx: Ctx) -> Any:
    """The client session a call comes from (the key of its last game), or None outside a request."""
    try:
        return ctx.session
    except (ValueError, LookupError, AttributeError):
        return None
