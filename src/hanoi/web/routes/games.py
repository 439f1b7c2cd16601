"""Free play: start a game, move, undo, reset, and ask for a hint or the rest of the way (players and the
examiner; :class:`~hanoi.web.hints.Hints` answers)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Request, Response, status

from hanoi import limits
from hanoi.errors import IllegalMoveError
from hanoi.variants.graph import search_path
from hanoi.web import clock
from hanoi.web.context import ServerState, player, server
from hanoi.web.errors import GoneError
from hanoi.web.models import GameView, HintView, MoveOutcome, MoveRequest, MoveView, NewGame, SolutionView
from hanoi.web.play import PlayGame
from hanoi.web.routes.common import TOO_MANY, GameId, errors
from hanoi.web.views import game_view, searched

__all__ = ["HINT_WAIT_S", "router"]

HINT_WAIT_S = limits.HINT_WAIT_S
"""The longest a hint request waits for its distance table (10 discs on 6 pegs take a few seconds)."""

router = APIRouter(dependencies=[Depends(player)])
Server = Annotated[ServerState, Depends(server)]


@router.post("/api/games", status_code=201, summary="Start a game", responses={**errors(400, 401), 429: TOO_MANY})
def new_game(settings: NewGame, request: Request, state: Server) -> GameView:
    client = request.client.host if request.client is not None else "?"
    if not state.quota.take(client):
        raise HTTPException(status.HTTP_429_TOO_MANY_REQUESTS,
                            f"more than {state.quota.limit} new games in a minute from this client; wait a little")
    if settings.start == "london":  # a Tower of London problem: searched at once, no table to claim
        entry = PlayGame.london(settings.london_set, settings.problem)
        state.games.add(entry)
        return game_view(entry, state.hints, clock.now_ms())
    if settings.start == "toronto":  # the Tower of Toronto: 2**n - 1 moves, its hints searched at once
        entry = PlayGame.toronto(settings.n)
        state.games.add(entry)
        return game_view(entry, state.hints, clock.now_ms())
    if settings.start == "classic":
        entry = PlayGame.classic(settings.n, pegs=settings.pegs)
    else:
        entry = PlayGame.random(settings.n, pegs=settings.pegs, seed=settings.seed)
    state.hints.claim(entry.game.goal)  # hints of four or more pegs: the table starts building now
    state.games.add(entry)  # a game forgotten to make room releases its table (cancelled if no game wants it)
    return game_view(entry, state.hints, clock.now_ms())


@router.delete("/api/games/{game_id}", status_code=204, summary="End a game (its table stops if no game wants it)",
               responses=errors(401, 404))
async def end_game(game_id: GameId, state: Server) -> Response:
    state.games.remove(game_id)
    return Response(status_code=204)


@router.get("/api/games/{game_id}", summary="The game now, with how far its hints are", responses=errors(404, 401))
async def get_game(game_id: GameId, state: Server) -> GameView:
    return game_view(state.games.get(game_id), state.hints, clock.now_ms())


@router.post("/api/games/{game_id}/moves", summary="Move the top disc of one peg onto another",
             responses=errors(400, 401, 404))
async def move(game_id: GameId, request: MoveRequest, state: Server) -> MoveOutcome:
    entry = state.games.get(game_id)
    now = clock.now_ms()
    try:
        played = entry.move(request.source, request.target, now)
    except IllegalMoveError as error:
        return MoveOutcome(legal=False, reason=error.reason, move=None, game=game_view(entry, state.hints, now))
    return MoveOutcome(legal=True, reason=None, move=MoveView.of(played), game=game_view(entry, state.hints, now))


@router.post("/api/games/{game_id}/undo", summary="Take back the last move", responses=errors(401, 404, 409))
async def undo(game_id: GameId, state: Server) -> MoveOutcome:
    entry = state.games.get(game_id)
    taken = entry.undo()
    return MoveOutcome(legal=True, reason=None, move=MoveView.of(taken),
                       game=game_view(entry, state.hints, clock.now_ms()))


@router.post("/api/games/{game_id}/reset", summary="Back to the start", responses=errors(401, 404))
async def reset(game_id: GameId, state: Server) -> GameView:
    entry = state.games.get(game_id)
    entry.reset()
    return game_view(entry, state.hints, clock.now_ms())


async def _table_ready(entry: PlayGame, state: ServerState) -> None:
    goal = entry.game.goal
    if goal.pegs > 3 and await asyncio.to_thread(state.hints.table, goal, timeout=HINT_WAIT_S) is None:
        raise GoneError(f"the hint table of {goal.n} discs on {goal.pegs} pegs is still being built; ask again",
                        code="hints.building", params={"discs": goal.n, "pegs": goal.pegs})


@router.get("/api/games/{game_id}/hint", summary="The next optimal move (waits for the distance table if needed)",
            responses=errors(400, 401, 404, 409))
async def get_hint(game_id: GameId, state: Server) -> HintView:
    entry = state.games.get(game_id)
    if searched(entry.game.state):  # the Tower of London or Toronto: a search, at once
        moves = search_path(entry.game.state, entry.game.goal)
        return HintView(move=MoveView.of(moves[0]) if moves else None, distance=len(moves))
    position, goal, helper = entry.game.state, entry.game.goal, state.hints
    quick = await asyncio.to_thread(helper.quick_path, position, goal)  # no waiting for the table if it can
    if quick is not None:
        return HintView(move=MoveView.of(quick[0]) if quick else None, distance=len(quick))
    await _table_ready(entry, state)
    found = helper.next_move(position, goal)
    return HintView(move=None if found is None else MoveView.of(found), distance=helper.distance(position, goal))


@router.get("/api/games/{game_id}/solution", summary="The optimal moves from here to the goal",
            responses=errors(400, 401, 404, 409))
async def get_solution(game_id: GameId, state: Server) -> SolutionView:
    entry = state.games.get(game_id)
    if searched(entry.game.state):  # the Tower of London or Toronto: a search, at once
        found = search_path(entry.game.state, entry.game.goal)
        return SolutionView(moves=[MoveView.of(m) for m in found], distance=len(found))
    moves = await asyncio.to_thread(state.hints.quick_path, entry.game.state, entry.game.goal)
    if moves is None:
        await _table_ready(entry, state)
        moves = state.hints.path(entry.game.state, entry.game.goal)
    return SolutionView(moves=[MoveView.of(m) for m in moves], distance=len(moves))
