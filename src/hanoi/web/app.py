"""The FastAPI application: the page, its static files and the JSON endpoints.

Every rule is applied on the server through the library, so the page is only a
view: it asks ``POST /api/games/{id}/moves`` and shows the answer.  Bad requests
get a 4xx JSON body that says what is wrong (400 for a refused value, 404 for an
unknown id, 409 for a request the game cannot take now, 422 for a malformed body, and 503
with ``Retry-After`` when the results database cannot take a write now).
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Query, Request, status
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from hanoi import limits
from hanoi.balls import BallState
from hanoi.draw.svg import board
from hanoi.errors import HanoiError, IllegalMoveError
from hanoi.move import Move
from hanoi.results.export import iso_time
from hanoi.results.problems import london_problems, parse_problems, random_problems
from hanoi.results.store import Records, RecordsUnavailableError, app_version
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.variants.graph import search_path, state_bound
from hanoi.web import clock
from hanoi.web.errors import GameNotFound, GoneError
from hanoi.web.hints import Hints, HintStatus
from hanoi.web.models import (
    ErrorBody,
    GameView,
    HintsView,
    HintView,
    MoveOutcome,
    MoveRequest,
    MoveView,
    NewGame,
    NewSession,
    SessionMoveOutcome,
    SessionMoveRequest,
    SessionSummary,
    SessionView,
    ShownRequest,
    SolutionView,
    TrialResult,
    TrialView,
)
from hanoi.web.play import PlayGame
from hanoi.web.session import TestSession
from hanoi.web.store import Store

__all__ = ["HINT_WAIT_S", "RETRY_AFTER_S", "STATIC", "create_app", "serve"]

STATIC = Path(__file__).parent / "static"
"""The page's files: plain HTML, CSS and JavaScript modules, with no build step."""

HINT_WAIT_S = limits.HINT_WAIT_S
"""The longest a hint request waits for its distance table (10 discs on 6 pegs take a few seconds)."""

RETRY_AFTER_S = 1
"""``Retry-After`` of a 503: the results database could not take a write (locked, or a full disk)."""

_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'")

GameId = Annotated[str, PathParam(pattern=r"^[A-Za-z0-9_-]{1,64}$", description="The id the game was created with.")]
_ERRORS: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorBody, "description": "A value the puzzle refuses."},
    404: {"model": ErrorBody, "description": "No such game or session."},
    409: {"model": ErrorBody, "description": "The game cannot take this request now."},
    503: {"model": ErrorBody, "description": "The results database cannot take a write now (locked by another "
                                             "program, or a full disk): nothing was recorded; send it again."},
}


def _hints_view(found: HintStatus) -> HintsView:
    return HintsView(method=found.method, ready=found.ready, progress=round(found.progress, 4),
                     waiting=found.waiting, states=found.states)


def _game_view(entry: PlayGame, hints: Hints, now: int) -> GameView:
    game = entry.game
    last = game.peek()
    shortest, note = entry.minimum(hints)
    if isinstance(game.start, BallState):  # a Tower of London game: its hints are searched at once
        found = HintsView(method="search", ready=True, progress=1, waiting=0, states=state_bound(game.start))
        return GameView(
            id=entry.id, n=game.state.n, pegs=game.state.pegs, state=str(game.state), stacks=game.state.stacks(),
            goal=str(game.goal), goal_stacks=game.goal.stacks(), moves=len(game), min_moves=shortest,
            min_moves_note=note, solved=game.is_solved(), elapsed_ms=entry.elapsed(now),
            last_move=None if last is None else MoveView.of(last), hints=found, **_london_fields(game.start),
        )
    return GameView(
        id=entry.id, n=game.state.n, pegs=game.state.pegs, state=str(game.state), stacks=game.state.stacks(),
        goal=str(game.goal), goal_stacks=game.goal.stacks(), moves=len(game), min_moves=shortest,
        min_moves_note=note, solved=game.is_solved(), elapsed_ms=entry.elapsed(now),
        last_move=None if last is None else MoveView.of(last), hints=_hints_view(hints.status(game.goal)),
    )


def _short_errors(error: RequestValidationError) -> list[dict[str, object]]:
    """Where and what, for at most five errors, never the input itself (it may be megabytes)."""
    found: list[dict[str, object]] = []
    for item in error.errors()[:5]:
        where = [str(part)[:40] for part in item.get("loc", ())][:6]
        found.append({"loc": where, "msg": str(item.get("msg", ""))[:160], "type": str(item.get("type", ""))[:40]})
    return found


def _london_fields(position: object) -> dict[str, Any]:
    """The ``variant`` and ``heights`` of a view: a Tower of London position says so, any other says nothing."""
    if isinstance(position, BallState):
        return {"variant": "london", "heights": [cap or position.n for cap in position.rules.capacities or ()]}
    return {}


def _session_view(session: TestSession, now: int) -> SessionView:
    game = session.game
    trial = TrialView(
        **_london_fields(game.start),
        index=session.index + 1, count=len(session.problems), n=game.state.n, pegs=game.state.pegs,
        state=str(game.state), stacks=game.state.stacks(), goal=str(game.goal), goal_stacks=game.goal.stacks(),
        shortest=session.problem.shortest, steps=len(game), illegal=session.illegal, elapsed_ms=session.elapsed(now),
        time_left_ms=session.time_left(now), moves_left=session.moves_left(), outcome=session.outcome,
    )
    results = [TrialResult.model_validate(result) for result in session.results]
    return SessionView(id=session.id, participant=session.participant, started=session.started,
                       next_seq=session.attempts + 1, trial=trial, finished=session.finished, results=results)


def create_app(db: str | Path | None = None, *, max_games: int = 256, hints: Hints | None = None) -> FastAPI:
    """Build the web app; test-mode records go to the SQLite file ``db`` (default: the user data dir).

    The database is opened when the first test session starts (or is resumed), so free
    play writes nothing.  At most ``max_games`` games and as many test sessions are kept
    in memory (the least recently used are forgotten; a session comes back from the
    database), each of at most :data:`~hanoi.web.play.MAX_MOVES` moves, so the server's
    memory stays bounded.  ``hints`` is the hint service (one per app by default).

    >>> app = create_app(":memory:")
    >>> sorted(path for path in app.openapi()["paths"] if "games" in path)[:2]
    ['/api/games', '/api/games/{game_id}']
    """
    app = FastAPI(
        title="python-hanoi",
        summary="Play the Tower of Hanoi in the browser, or run it as a recorded test.",
        version=app_version(),
    )
    games: Store[PlayGame] = Store(limit=max_games)
    sessions: Store[TestSession] = Store(limit=max_games)
    helper = hints if hints is not None else Hints()
    opened: list[Records] = []
    opening = threading.Lock()

    def records() -> Records:
        with opening:
            if not opened:
                opened.append(Records(db))
            return opened[0]

    restoring = threading.Lock()

    def session_of(token: str) -> TestSession:
        with restoring:
            found = sessions.find(token)
            if found is None:
                found = sessions.add(TestSession.restore(records(), token))
            return found

    app.state.games = games
    app.state.sessions = sessions
    app.state.records = records
    app.state.hints = helper

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, error: RequestValidationError) -> JSONResponse:
        # never the input itself: NaN or 1e999999 (read as infinity) cannot be written back as JSON
        return JSONResponse({"detail": _short_errors(error)}, 422)

    @app.exception_handler(GameNotFound)
    async def not_found(request: Request, error: GameNotFound) -> JSONResponse:
        return JSONResponse({"detail": f"no game or session with id {error.args[0]!r} (it may have expired)"}, 404)

    @app.exception_handler(GoneError)
    async def gone(request: Request, error: GoneError) -> JSONResponse:
        return JSONResponse({"detail": str(error)}, status.HTTP_409_CONFLICT)

    @app.exception_handler(HanoiError)
    async def refused(request: Request, error: HanoiError) -> JSONResponse:
        return JSONResponse({"detail": str(error)}, status.HTTP_400_BAD_REQUEST)

    @app.exception_handler(RecordsUnavailableError)
    async def unavailable(request: Request, error: RecordsUnavailableError) -> JSONResponse:
        # nothing was recorded and nothing moved in memory: the page sends the same request again
        return JSONResponse({"detail": str(error)}, status.HTTP_503_SERVICE_UNAVAILABLE,
                            headers={"Retry-After": str(RETRY_AFTER_S)})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    async def page() -> FileResponse:
        headers = {"Content-Security-Policy": _CSP, "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache"}
        return FileResponse(STATIC / "index.html", media_type="text/html", headers=headers)

    @app.get("/api/health", summary="Is the server up?")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/api/board.svg", summary="Draw any state as SVG (hanoi.draw.svg.board)", response_class=Response,
             responses={200: {"content": {"image/svg+xml": {}}}, 400: _ERRORS[400]})
    def board_svg(
        state: Annotated[str, Query(min_length=0, max_length=200, description="Letters (largest disc first) "
                                                                            "or stacks JSON.")],
        pegs: Annotated[int | None, Query(ge=3, le=9, description="Number of pegs [3 for letters].")] = None,
        highlight: Annotated[str | None, Query(max_length=20, description="A move to mark, e.g. '1AC'.")] = None,
        size: Annotated[int | None, Query(ge=16, le=4000, description="Width in pixels.")] = None,
        heights: Annotated[str | None, Query(max_length=30, pattern=r"^[1-9](,[1-9]){2,8}$",
                                             description="Peg heights of a Tower of London state ('|21|3||').")] = None,
    ) -> Response:
        if state.startswith("|"):  # a Tower of London position: balls on pegs of limited heights
            rules = Rules.london([int(h) for h in heights.split(",")] if heights else (3, 2, 1))
            balls = BallState.parse(state, rules=rules)
            mark = None if highlight is None else Move.parse(highlight)
            return Response(board(balls, size=size, highlight=mark), media_type="image/svg+xml",
                            headers={"X-Content-Type-Options": "nosniff"})
        parsed = State.parse(state, pegs=pegs)
        if parsed.n > 32:
            raise HanoiError(f"state {state[:40]!r} has {parsed.n} discs; the picture draws at most 32")
        mark = None if highlight is None else Move.parse(highlight)
        return Response(board(parsed, size=size, highlight=mark), media_type="image/svg+xml",
                        headers={"X-Content-Type-Options": "nosniff"})

    # ------------------------------------------------------------------ free play
    @app.post("/api/games", status_code=201, summary="Start a game", responses={400: _ERRORS[400]})
    def new_game(settings: NewGame) -> GameView:
        if settings.start == "london":
            entry = PlayGame.london(settings.london_set, settings.problem)
            games.add(entry)
            return _game_view(entry, helper, clock.now_ms())
        if settings.start == "classic":
            entry = PlayGame.classic(settings.n, pegs=settings.pegs)
        else:
            entry = PlayGame.random(settings.n, pegs=settings.pegs, seed=settings.seed)
        games.add(entry)
        helper.prepare(entry.game.goal)  # hints of four or more pegs: the table starts building now
        return _game_view(entry, helper, clock.now_ms())

    @app.get("/api/games/{game_id}", summary="The game now, with how far its hints are",
             responses={404: _ERRORS[404]})
    async def get_game(game_id: GameId) -> GameView:
        return _game_view(games.get(game_id), helper, clock.now_ms())

    @app.post("/api/games/{game_id}/moves", summary="Move the top disc of one peg onto another",
              responses={k: _ERRORS[k] for k in (400, 404)})
    async def move(game_id: GameId, request: MoveRequest) -> MoveOutcome:
        entry = games.get(game_id)
        now = clock.now_ms()
        try:
            played = entry.move(request.source, request.target, now)
        except IllegalMoveError as error:
            return MoveOutcome(legal=False, reason=error.reason, move=None, game=_game_view(entry, helper, now))
        return MoveOutcome(legal=True, reason=None, move=MoveView.of(played), game=_game_view(entry, helper, now))

    @app.post("/api/games/{game_id}/undo", summary="Take back the last move",
              responses={k: _ERRORS[k] for k in (404, 409)})
    async def undo(game_id: GameId) -> MoveOutcome:
        entry = games.get(game_id)
        taken = entry.undo()
        return MoveOutcome(legal=True, reason=None, move=MoveView.of(taken),
                           game=_game_view(entry, helper, clock.now_ms()))

    @app.post("/api/games/{game_id}/reset", summary="Back to the start", responses={404: _ERRORS[404]})
    async def reset(game_id: GameId) -> GameView:
        entry = games.get(game_id)
        entry.reset()
        return _game_view(entry, helper, clock.now_ms())

    async def _table_ready(entry: PlayGame) -> None:
        goal = entry.game.goal
        if goal.pegs > 3 and await asyncio.to_thread(helper.table, goal, timeout=HINT_WAIT_S) is None:
            raise GoneError(f"the hint table of {goal.n} discs on {goal.pegs} pegs is still being built; ask again")

    @app.get("/api/games/{game_id}/hint", summary="The next optimal move (waits for the distance table if needed)",
             responses={k: _ERRORS[k] for k in (400, 404, 409)})
    async def get_hint(game_id: GameId) -> HintView:
        entry = games.get(game_id)
        if isinstance(entry.game.state, BallState):  # the Tower of London: a search, at once
            moves = search_path(entry.game.state, entry.game.goal)
            return HintView(move=MoveView.of(moves[0]) if moves else None, distance=len(moves))
        await _table_ready(entry)
        state, goal = entry.game.state, entry.game.goal
        found = helper.next_move(state, goal)
        return HintView(move=None if found is None else MoveView.of(found), distance=helper.distance(state, goal))

    @app.get("/api/games/{game_id}/solution", summary="The optimal moves from here to the goal",
             responses={k: _ERRORS[k] for k in (400, 404, 409)})
    async def get_solution(game_id: GameId) -> SolutionView:
        entry = games.get(game_id)
        if isinstance(entry.game.state, BallState):  # the Tower of London: a search, at once
            found = search_path(entry.game.state, entry.game.goal)
            return SolutionView(moves=[MoveView.of(m) for m in found], distance=len(found))
        await _table_ready(entry)
        moves = helper.path(entry.game.state, entry.game.goal)
        return SolutionView(moves=[MoveView.of(m) for m in moves], distance=len(moves))

    # ------------------------------------------------------------------ test mode
    @app.post("/api/sessions", status_code=201, summary="Start a recorded test", responses={400: _ERRORS[400]})
    def new_session(settings: NewSession) -> SessionView:
        participant = settings.participant
        if settings.problem_set == "london":
            problems = london_problems(settings.london_set)
        elif settings.problem_set == "file":
            if not settings.problems:
                raise HanoiError("the 'file' problem set needs the text of a problem file in 'problems'")
            problems = parse_problems(settings.problems, pegs=settings.pegs)
        else:
            problems = random_problems(settings.discs, settings.min_distance, settings.count, pegs=settings.pegs,
                                       rng=random.Random(settings.seed))
        unused = {"discs", "min_distance", "count", "seed"} if settings.problem_set == "file" else set()
        if settings.problem_set == "london":
            unused = {"discs", "min_distance", "count", "seed", "pegs"}
        else:
            unused = {*unused, "london_set"}
        chosen = {**settings.model_dump(exclude={"participant", "problems", *unused}), "animation_ms": 0}
        if settings.problem_set == "london":
            chosen.update(_london_fields(problems[0].start))
        now = clock.now_ms()
        session = TestSession(
            records(), participant, problems, settings=chosen, move_limit=settings.move_limit,
            time_limit_ms=None if settings.time_limit_s is None else settings.time_limit_s * 1000, now=now,
        )
        sessions.add(session)
        return _session_view(session, now)

    @app.get("/api/sessions", summary="Unfinished tests that can be resumed, newest first")
    def list_sessions() -> list[SessionSummary]:
        found = []
        for row in reversed(records().sessions()[-200:]):
            count = len(json.loads(row["problems"] or "[]"))
            if not count:
                continue
            trials = records().trials(session=row["id"])
            if not trials or (len(trials) == count and trials[-1]["outcome"] is not None):
                continue
            found.append(SessionSummary(id=row["token"], participant=row["participant"],
                                        started=iso_time(row["started_ms"]), problem=len(trials), count=count))
            if len(found) == 20:
                break
        return found

    @app.get("/api/sessions/{session_id}", summary="The test now (ends a problem whose time is up)",
             responses={404: _ERRORS[404]})
    def get_session(session_id: GameId) -> SessionView:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            session.expire(now)
            return _session_view(session, now)

    @app.post("/api/sessions/{session_id}/shown", summary="The page shows the problem from its time 'at'",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def shown(session_id: GameId, request: ShownRequest) -> SessionView:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            session.shown(request.trial, request.at, now)
            return _session_view(session, now)

    @app.post("/api/sessions/{session_id}/heartbeat", summary="The page still shows the problem",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def heartbeat(session_id: GameId, request: ShownRequest) -> SessionView:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            if request.trial == session.index + 1:
                session.heartbeat(request.at, now)
            return _session_view(session, now)

    @app.post("/api/sessions/{session_id}/moves", summary="Attempt a move; it is recorded either way",
              responses={k: _ERRORS[k] for k in (400, 404, 409, 503)})
    def session_move(session_id: GameId, request: SessionMoveRequest) -> SessionMoveOutcome:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            played, reason = session.move(request.source, request.target, now, seq=request.seq,
                                          lift_at=request.lift_at, drop_at=request.drop_at)
            return SessionMoveOutcome(legal=played is not None, reason=reason,
                                      move=None if played is None else MoveView.of(played),
                                      session=_session_view(session, now))

    @app.post("/api/sessions/{session_id}/next", summary="Start the next problem",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def next_problem(session_id: GameId) -> SessionView:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            session.next(now)
            return _session_view(session, now)

    return app


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | Path | None = None, *,
          open_browser: bool = True) -> None:
    """Run the app with uvicorn until interrupted, opening the page in a browser unless told not to.

    >>> from unittest import mock
    >>> with mock.patch("uvicorn.run") as run:  # no server here: only what serve() hands to uvicorn
    ...     serve("localhost", 8123, ":memory:", open_browser=False)
    >>> run.call_args.args[0].title, run.call_args.kwargs
    ('python-hanoi', {'host': 'localhost', 'port': 8123, 'log_level': 'warning', 'access_log': False})
    """
    import uvicorn

    app = create_app(db)
    if open_browser:
        import webbrowser

        url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}/"
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)
