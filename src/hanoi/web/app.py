"""The FastAPI application: the page, its static files and the JSON endpoints.

Every rule is applied on the server through the library, so the page is only a
view: it asks ``POST /api/games/{id}/moves`` and shows the answer.  Bad requests
get a short 4xx JSON body that says what is wrong (400 for a refused value, 401 without
the examiner's secret, 404 for an unknown id, 409 for a request the game cannot take
now, 413 for a body over :data:`~hanoi.limits.WEB_MAX_BODY` bytes, 422 for a malformed
body, 429 past the quota of new games, 503 with ``Retry-After`` when the results
database cannot take a write now).

Two roles (:mod:`hanoi.web.security`): the **examiner**, who holds the server's secret
(free play, hints, starting, listing and handing over tests), and the **participant**,
whose page holds only the capability of its own session.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from fastapi import Depends, FastAPI, HTTPException, Query, Request, status
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.middleware.trustedhost import TrustedHostMiddleware

from hanoi import limits
from hanoi.balls import BallState
from hanoi.draw.svg import board
from hanoi.errors import HanoiError, IllegalMoveError
from hanoi.move import Move
from hanoi.results.export import iso_time
from hanoi.results.lock import ResultsLock
from hanoi.results.problems import london_problems, parse_problems, random_problems
from hanoi.results.store import Records, RecordsUnavailableError, app_version, default_db_path
from hanoi.results.study import load_study
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.variants.graph import search_path, state_bound
from hanoi.web import clock
from hanoi.web.auth import LOGIN_TTL_S, Logins, cookie_name
from hanoi.web.classroom import add_classroom_routes
from hanoi.web.errors import GameNotFound, GoneError
from hanoi.web.hints import Hints, HintStatus
from hanoi.web.kiosk import demonstration_moves
from hanoi.web.models import (
    ErrorBody,
    EventRequest,
    GameView,
    Handover,
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
from hanoi.web.security import (
    EXAMINER_COOKIE,
    EXAMINER_HEADER,
    KEY_HEADER,
    PLAYER_COOKIE,
    PLAYER_HEADER,
    BodyLimit,
    Quota,
    SecurityHeaders,
    allowed_hosts,
    digest,
    new_secret,
    same_secret,
)
from hanoi.web.session import TestSession
from hanoi.web.store import Store

__all__ = ["HINT_WAIT_S", "RETRY_AFTER_S", "STATIC", "create_app", "serve"]

STATIC = Path(__file__).parent / "static"
"""The page's files: plain HTML, CSS and JavaScript modules, with no build step."""

HINT_WAIT_S = limits.HINT_WAIT_S
"""The longest a hint request waits for its distance table (10 discs on 6 pegs take a few seconds)."""

RETRY_AFTER_S = 1
"""``Retry-After`` of a 503: the results database could not take a write (locked, or a full disk)."""

_TOO_MANY: dict[str, object] = {"model": ErrorBody, "description": "Too many new games from this client in a minute."}
_EXAMINER_ONLY = "examiner only: open the examiner link that 'hanoi play' printed"
_PLAYER_ONLY = "players and examiner only: open a link that 'hanoi play' printed, or the classroom QR code"

GameId = Annotated[str, PathParam(pattern=r"^[A-Za-z0-9_-]{1,64}$", description="The id the game was created with.")]
_ERRORS: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorBody, "description": "A value the puzzle refuses."},
    401: {"model": ErrorBody, "description": "Examiner only: the request lacks the examiner's secret."},
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
    if _searched(game.start):  # a Tower of London or Toronto game: its hints are searched at once
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
    """The ``variant`` and ``heights`` of a view: a Tower of London or Toronto position says so, any other nothing."""
    if isinstance(position, BallState):
        return {"variant": "london", "heights": [cap or position.n for cap in position.rules.capacities or ()]}
    if isinstance(position, State) and position.rules is not None and position.rules.pieces == "colours":
        return {"variant": "toronto"}
    return {}


def _searched(position: object) -> bool:
    """Whether a game's hints come from a search at once: the Tower of London's balls, the Tower of Toronto."""
    return isinstance(position, BallState) or (isinstance(position, State) and position.rules is not None)


def _session_view(session: TestSession, now: int, *, scores: bool = True) -> SessionView:
    game = session.game
    trial = TrialView(
        **_london_fields(game.start),
        index=session.index + 1, count=len(session.problems), n=game.state.n, pegs=game.state.pegs,
        state=str(game.state), stacks=game.state.stacks(), goal=str(game.goal), goal_stacks=game.goal.stacks(),
        shortest=session.problem.shortest, steps=len(game), illegal=session.illegal, elapsed_ms=session.elapsed(now),
        time_left_ms=session.time_left(now), moves_left=session.moves_left(), outcome=session.outcome,
        kind=session.problem.kind, demonstration=_demonstration(session),
    )
    # a participant's page sees its scores only when the examiner allowed it (show_scores)
    results = [TrialResult.model_validate(result) for result in session.results] if scores else []
    return SessionView(id=session.id, participant=session.participant, started=session.started,
                       next_seq=session.attempts + 1, trial=trial, finished=session.finished, results=results,
                       handover=None, instructions=_text(session.instructions), reminder=_text(session.reminder),
                       discontinued=session.discontinued, **session.kiosk._asdict())


def _demonstration(session: TestSession) -> list[MoveView] | None:
    """A running demonstration's moves from where it stands (the page plays them); None for any other item."""
    if session.outcome != "running":
        return None
    moves = demonstration_moves(session.problem, session.game.state)
    return None if moves is None else [MoveView.of(move) for move in moves]


def _discontinued(after: object, trials: list[Any]) -> bool:
    """Whether the discontinue rule ended a session: its last ``after`` scored problems ended unsolved."""
    if not isinstance(after, int) or after < 1:
        return False
    scored = [trial for trial in trials if (trial["kind"] or "test") == "test"]
    last = scored[-after:]
    return len(last) == after and all(trial["outcome"] is not None and not trial["success"] for trial in last)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def create_app(db: str | Path | None = None, *, max_games: int = 256, hints: Hints | None = None,
               examiner_token: str | None = None, player_token: str | None = None, hosts: Sequence[str] | None = None,
               max_body: int = limits.WEB_MAX_BODY, games_per_minute: int = limits.WEB_GAMES_PER_MINUTE) -> FastAPI:
    """Build the web app; test-mode records go to the SQLite file ``db`` (default: the user data dir).

    ``examiner_token`` is the examiner's secret (a fresh one by default, in
    ``app.state.examiner_token``); ``player_token`` the class's secret for free play and
    hints only (fresh by default, in ``app.state.player_token``); ``hosts`` the ``Host`` names answered (default: the
    loopback names); ``max_body`` the largest request body; ``games_per_minute`` the new
    free games one client may start in a minute.

    The database is opened when the first test session starts (or is resumed), so free
    play writes nothing.  At most ``max_games`` games and as many test sessions are kept
    in memory (the least recently used are forgotten; a session comes back from the
    database), each of at most :data:`~hanoi.web.play.MAX_MOVES` moves, so the server's
    memory stays bounded.  ``hints`` is the hint service (one per app by default).

    >>> app = create_app(":memory:")
    >>> sorted(path for path in app.openapi()["paths"] if "games" in path)[:2]
    ['/api/games', '/api/games/{game_id}']
    >>> len(app.state.examiner_token)
    43
    """
    app = FastAPI(
        title="python-hanoi",
        summary="Play the Tower of Hanoi in the browser, or run it as a recorded test.",
        version=app_version(),
        docs_url=None,  # Swagger UI needs inline script and a CDN, which the page's policy refuses
        redoc_url=None,
    )
    secret = examiner_token if examiner_token is not None else new_secret()
    play_secret = player_token if player_token is not None else new_secret()
    names = list(hosts) if hosts is not None else allowed_hosts()
    helper = hints if hints is not None else Hints()
    games: Store[PlayGame] = Store(limit=max_games, on_forget=lambda entry: helper.release(entry.game.goal))
    sessions: Store[TestSession] = Store(limit=max_games)
    quota = Quota(games_per_minute)
    examiner_logins, player_logins = Logins(), Logins()  # what the cookies hold: login tokens, never a secret
    app.state.examiner_token = secret
    app.state.player_token = play_secret
    app.state.hosts = names
    # the last added runs first: the body limit, then the headers of every answer, then the host check
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=names)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(BodyLimit, limit=max_body)
    opened: list[Records] = []
    opening = threading.Lock()

    def records() -> Records:
        with opening:
            if not opened:
                opened.append(Records(db))
            return opened[0]

    def stored_records() -> Records | None:
        """The database if it is open or already holds something: a request without the examiner's right
        never creates it (None then: there is no session to find)."""
        with opening:
            if opened:
                return opened[0]
        if str(db) != ":memory:":
            path = Path(default_db_path() if db is None else db).expanduser()
            try:
                if not path.is_file() or path.stat().st_size == 0:
                    return None
            except OSError:  # gone meanwhile, or not readable: nothing to find
                return None
        return records()

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

    def is_examiner(request: Request) -> bool:
        header = request.headers.get(EXAMINER_HEADER)
        if header is not None:
            return same_secret(header, secret)
        if not examiner_logins.valid(request.cookies.get(cookie_name(EXAMINER_COOKIE, request.scope))):
            return False
        # a cookie rides along on any request the browser makes: a changing one must come from this very origin
        # (SameSite counts another port of localhost as the same site)
        return request.method in ("GET", "HEAD") or _same_origin(request)

    def examiner(request: Request) -> None:
        if not is_examiner(request):
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, _EXAMINER_ONLY)

    def is_player(request: Request) -> bool:
        """The examiner, or a browser holding the player (class) secret: free play and hints only."""
        if is_examiner(request):
            return True
        header = request.headers.get(PLAYER_HEADER)
        if header is not None:
            return same_secret(header, play_secret)
        if not player_logins.valid(request.cookies.get(cookie_name(PLAYER_COOKIE, request.scope))):
            return False
        return request.method in ("GET", "HEAD") or _same_origin(request)

    def player(request: Request) -> None:
        if not is_player(request):
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, _PLAYER_ONLY)

    app.state.is_examiner = is_examiner  # GET /api/address gives the player link to the examiner only

    def session_for(session_id: str, request: Request) -> TestSession:
        """The session, for the examiner or for the page that holds its capability; 404 for anyone else."""
        if is_examiner(request):
            return session_of(session_id)
        key = request.headers.get(KEY_HEADER)
        if not key or len(key) > 128:
            raise GameNotFound(session_id)
        stored = stored_records()
        row = None if stored is None else stored.session(session_id)
        expected = None if row is None else row["key_digest"]  # the database's key: a revoked one is refused
        if not same_secret(digest(key), expected):
            raise GameNotFound(session_id)  # the same answer as for no such session: nothing to learn
        return session_of(session_id)

    def view(session: TestSession, now: int, request: Request) -> SessionView:
        """The session as this request may see it: its scores for the examiner, or where the examiner allowed."""
        return _session_view(session, now, scores=session.show_scores or is_examiner(request))

    def hand_over(session: TestSession, view: SessionView) -> SessionView:
        key = new_secret()
        records().set_key(session.id, digest(key))  # the old key is revoked in the database first
        session.key_digest = digest(key)
        view.handover = Handover(key=key, path=f"/take#session={session.id}&key={key}")
        return view

    Examiner = Depends(examiner)
    Player = Depends(player)

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
    add_classroom_routes(app)  # GET /api/address: the address students open, and its QR code

    @app.get("/", include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(STATIC / "index.html", media_type="text/html", headers={"Cache-Control": "no-cache"})

    @app.get("/take", include_in_schema=False)
    async def participant_page() -> FileResponse:
        """The participant's page: the same files, in the kiosk view, holding one session's capability."""
        return FileResponse(STATIC / "index.html", media_type="text/html", headers={"Cache-Control": "no-store"})

    @app.get("/api/examiner", summary="Whether this request carries the examiner's secret")
    async def whoami(request: Request) -> dict[str, bool]:
        return {"examiner": is_examiner(request), "player": is_player(request)}

    @app.post("/api/player/login", status_code=204,
              summary="Log in with the player secret: a login cookie, never the secret",
              responses={401: _ERRORS[401]})
    async def player_login(request: Request) -> Response:
        if not same_secret(request.headers.get(PLAYER_HEADER), play_secret):
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, _PLAYER_ONLY)
        answer = Response(status_code=204)
        answer.set_cookie(cookie_name(PLAYER_COOKIE, request.scope), player_logins.open(), max_age=LOGIN_TTL_S,
                          httponly=True, samesite="strict", path="/")
        return answer

    @app.post("/api/examiner/login", status_code=204,
              summary="Log in with the secret in the header: a login cookie, never the secret",
              responses={401: _ERRORS[401]})
    async def login(request: Request) -> Response:
        if not same_secret(request.headers.get(EXAMINER_HEADER), secret):
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, _EXAMINER_ONLY)
        answer = Response(status_code=204)
        answer.set_cookie(cookie_name(EXAMINER_COOKIE, request.scope), examiner_logins.open(), max_age=LOGIN_TTL_S,
                          httponly=True, samesite="strict", path="/")
        return answer

    @app.post("/api/examiner/logout", status_code=204, summary="Log out: the login is revoked and its cookie removed")
    async def logout(request: Request) -> Response:
        if not _same_origin(request):
            raise HTTPException(status.HTTP_403_FORBIDDEN, "a page of another origin cannot sign the examiner out")
        name = cookie_name(EXAMINER_COOKIE, request.scope)
        examiner_logins.close(request.cookies.get(name))  # revoked: the same cookie replayed opens nothing
        answer = Response(status_code=204)
        answer.delete_cookie(name, path="/", httponly=True, samesite="strict")
        return answer

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
        numbers: Annotated[bool, Query(description="Write each disc's number on it.")] = False,
        narrow: Annotated[bool, Query(description="Narrow discs and large letters, for a phone.")] = False,
        heights: Annotated[str | None, Query(max_length=30, pattern=r"^[1-9](,[1-9]){2,8}$",
                                             description="Peg heights of a Tower of London state ('|21|3||').")] = None,
        variant: Annotated[Literal["toronto"] | None, Query(description="'toronto': the Tower of Toronto's discs of "
                                                                        "one size in their colours.")] = None,
    ) -> Response:
        if state.startswith("|"):  # a Tower of London position: balls on pegs of limited heights
            rules = Rules.london([int(h) for h in heights.split(",")] if heights else (3, 2, 1))
            balls = BallState.parse(state, rules=rules)
            mark = None if highlight is None else Move.parse(highlight)
            return Response(board(balls, size=size, highlight=mark), media_type="image/svg+xml")
        parsed = State.parse(state, pegs=pegs, rules=None if variant is None else Rules.toronto(pegs or 3))
        if parsed.n > 32:
            raise HanoiError(f"state {state[:40]!r} has {parsed.n} discs; the picture draws at most 32")
        mark = None if highlight is None else Move.parse(highlight)
        picture = board(parsed, size=size, highlight=mark, numbers=numbers, narrow=narrow)
        return Response(picture, media_type="image/svg+xml")

    # ------------------------------------------------------------------ free play
    @app.post("/api/games", status_code=201, summary="Start a game", dependencies=[Player],
              responses={**{k: _ERRORS[k] for k in (400, 401)}, 429: _TOO_MANY})
    def new_game(settings: NewGame, request: Request) -> GameView:
        client = request.client.host if request.client is not None else "?"
        if not quota.take(client):
            raise HTTPException(status.HTTP_429_TOO_MANY_REQUESTS,
                                f"more than {quota.limit} new games in a minute from this client; wait a little")
        if settings.start == "london":  # a Tower of London problem: searched at once, no table to claim
            entry = PlayGame.london(settings.london_set, settings.problem)
            games.add(entry)
            return _game_view(entry, helper, clock.now_ms())
        if settings.start == "toronto":  # the Tower of Toronto: 2**n - 1 moves, its hints searched at once
            entry = PlayGame.toronto(settings.n)
            games.add(entry)
            return _game_view(entry, helper, clock.now_ms())
        if settings.start == "classic":
            entry = PlayGame.classic(settings.n, pegs=settings.pegs)
        else:
            entry = PlayGame.random(settings.n, pegs=settings.pegs, seed=settings.seed)
        helper.claim(entry.game.goal)  # hints of four or more pegs: the table starts building now
        games.add(entry)  # a game forgotten to make room releases its table (cancelled if no game wants it)
        return _game_view(entry, helper, clock.now_ms())

    @app.delete("/api/games/{game_id}", status_code=204, summary="End a game (its table stops if no game wants it)",
                dependencies=[Player], responses={k: _ERRORS[k] for k in (401, 404)})
    async def end_game(game_id: GameId) -> Response:
        games.remove(game_id)
        return Response(status_code=204)

    @app.get("/api/games/{game_id}", summary="The game now, with how far its hints are",
             responses={404: _ERRORS[404], 401: _ERRORS[401]}, dependencies=[Player])
    async def get_game(game_id: GameId) -> GameView:
        return _game_view(games.get(game_id), helper, clock.now_ms())

    @app.post("/api/games/{game_id}/moves", summary="Move the top disc of one peg onto another",
              responses={k: _ERRORS[k] for k in (400, 401, 404)}, dependencies=[Player])
    async def move(game_id: GameId, request: MoveRequest) -> MoveOutcome:
        entry = games.get(game_id)
        now = clock.now_ms()
        try:
            played = entry.move(request.source, request.target, now)
        except IllegalMoveError as error:
            return MoveOutcome(legal=False, reason=error.reason, move=None, game=_game_view(entry, helper, now))
        return MoveOutcome(legal=True, reason=None, move=MoveView.of(played), game=_game_view(entry, helper, now))

    @app.post("/api/games/{game_id}/undo", summary="Take back the last move",
              responses={k: _ERRORS[k] for k in (401, 404, 409)}, dependencies=[Player])
    async def undo(game_id: GameId) -> MoveOutcome:
        entry = games.get(game_id)
        taken = entry.undo()
        return MoveOutcome(legal=True, reason=None, move=MoveView.of(taken),
                           game=_game_view(entry, helper, clock.now_ms()))

    @app.post("/api/games/{game_id}/reset", summary="Back to the start", dependencies=[Player],
              responses={k: _ERRORS[k] for k in (401, 404)})
    async def reset(game_id: GameId) -> GameView:
        entry = games.get(game_id)
        entry.reset()
        return _game_view(entry, helper, clock.now_ms())

    async def _table_ready(entry: PlayGame) -> None:
        goal = entry.game.goal
        if goal.pegs > 3 and await asyncio.to_thread(helper.table, goal, timeout=HINT_WAIT_S) is None:
            raise GoneError(f"the hint table of {goal.n} discs on {goal.pegs} pegs is still being built; ask again")

    @app.get("/api/games/{game_id}/hint", summary="The next optimal move (waits for the distance table if needed)",
             responses={k: _ERRORS[k] for k in (400, 401, 404, 409)}, dependencies=[Player])
    async def get_hint(game_id: GameId) -> HintView:
        entry = games.get(game_id)
        if _searched(entry.game.state):  # the Tower of London or Toronto: a search, at once
            moves = search_path(entry.game.state, entry.game.goal)
            return HintView(move=MoveView.of(moves[0]) if moves else None, distance=len(moves))
        state, goal = entry.game.state, entry.game.goal
        quick = await asyncio.to_thread(helper.quick_path, state, goal)  # no waiting for the table if it can
        if quick is not None:
            return HintView(move=MoveView.of(quick[0]) if quick else None, distance=len(quick))
        await _table_ready(entry)
        found = helper.next_move(state, goal)
        return HintView(move=None if found is None else MoveView.of(found), distance=helper.distance(state, goal))

    @app.get("/api/games/{game_id}/solution", summary="The optimal moves from here to the goal",
             responses={k: _ERRORS[k] for k in (400, 401, 404, 409)}, dependencies=[Player])
    async def get_solution(game_id: GameId) -> SolutionView:
        entry = games.get(game_id)
        if _searched(entry.game.state):  # the Tower of London or Toronto: a search, at once
            found = search_path(entry.game.state, entry.game.goal)
            return SolutionView(moves=[MoveView.of(m) for m in found], distance=len(found))
        moves = await asyncio.to_thread(helper.quick_path, entry.game.state, entry.game.goal)
        if moves is None:
            await _table_ready(entry)
            moves = helper.path(entry.game.state, entry.game.goal)
        return SolutionView(moves=[MoveView.of(m) for m in moves], distance=len(moves))

    # ------------------------------------------------------------------ test mode
    @app.post("/api/sessions", status_code=201, summary="Start a recorded test", dependencies=[Examiner],
              responses={k: _ERRORS[k] for k in (400, 401)})
    def new_session(settings: NewSession) -> SessionView:
        participant = settings.participant
        study = None
        if settings.problem_set == "london":
            problems = london_problems(settings.london_set)
        elif settings.problem_set == "study":
            if not settings.study:
                raise HanoiError("the 'study' problem set needs the text of a study file in 'study'")
            study = load_study(settings.study)
            problems = list(study.problems)
        elif settings.problem_set == "file":
            if not settings.problems:
                raise HanoiError("the 'file' problem set needs the text of a problem file in 'problems'")
            problems = parse_problems(settings.problems, pegs=settings.pegs)
        else:
            problems = random_problems(settings.discs, settings.min_distance, settings.count, pegs=settings.pegs,
                                       rng=random.Random(settings.seed))
        unused = {"discs", "min_distance", "count", "seed"} if settings.problem_set != "random" else set()
        # a Tower of London test keeps its set and its peg heights (its pegs are the heights'), no other does
        unused |= {"pegs"} if settings.problem_set == "london" else {"london_set"}
        chosen = {**settings.model_dump(exclude={"participant", "problems", "study", *unused}), "animation_ms": 0}
        if settings.problem_set == "london":
            chosen.update(_london_fields(problems[0].start))
        time_limit = None if settings.time_limit_s is None else settings.time_limit_s * 1000
        move_limit, stop = settings.move_limit, None
        if study is not None:  # the study's own settings, where the form gave none
            chosen |= {**study.settings(), "pegs": study.pegs}
            time_limit = time_limit if time_limit is not None else study.time_limit_ms
            move_limit = move_limit if move_limit is not None else study.move_limit
            stop = study.discontinue_after
        now = clock.now_ms()
        session = TestSession(records(), participant, problems, settings=chosen, move_limit=move_limit,
                              time_limit_ms=time_limit, now=now, discontinue_after=stop)
        sessions.add(session)
        return hand_over(session, _session_view(session, now))

    @app.get("/api/sessions", summary="Unfinished tests that can be resumed, newest first", dependencies=[Examiner])
    def list_sessions() -> list[SessionSummary]:
        found = []
        for row in reversed(records().sessions()[-200:]):
            count = len(json.loads(row["problems"] or "[]"))
            if not count:
                continue
            trials = records().trials(session=row["id"])
            if not trials or (len(trials) == count and trials[-1]["outcome"] is not None):
                continue
            if _discontinued(json.loads(row["settings"] or "{}").get("discontinue_after"), trials):
                continue
            found.append(SessionSummary(id=row["token"], participant=row["participant"],
                                        started=iso_time(row["started_ms"]), problem=len(trials), count=count))
            if len(found) == 20:
                break
        return found

    @app.post("/api/sessions/{session_id}/handover", summary="A new participant capability for this test (resume)",
              dependencies=[Examiner], responses={k: _ERRORS[k] for k in (401, 404)})
    def handover(session_id: GameId) -> SessionView:
        session = session_of(session_id)
        with session.lock:
            now = clock.now_ms()
            session.expire(now)
            return hand_over(session, _session_view(session, now))

    @app.get("/api/sessions/{session_id}", summary="The test now (ends a problem whose time is up)",
             responses={404: _ERRORS[404]})
    def get_session(session_id: GameId, http: Request) -> SessionView:
        session = session_for(session_id, http)
        with session.lock:
            now = clock.now_ms()
            session.expire(now)
            return view(session, now, http)

    @app.post("/api/sessions/{session_id}/shown", summary="The page shows the problem from its time 'at'",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def shown(session_id: GameId, request: ShownRequest, http: Request) -> SessionView:
        session = session_for(session_id, http)
        with session.lock:
            now = clock.now_ms()
            session.shown(request.trial, request.at, now)
            return view(session, now, http)

    @app.post("/api/sessions/{session_id}/heartbeat", summary="The page still shows the problem",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def heartbeat(session_id: GameId, request: ShownRequest, http: Request) -> SessionView:
        session = session_for(session_id, http)
        with session.lock:
            now = clock.now_ms()
            if request.trial == session.index + 1:
                session.heartbeat(request.at, now)
            return view(session, now, http)

    @app.post("/api/sessions/{session_id}/moves", summary="Attempt a move; it is recorded either way",
              responses={k: _ERRORS[k] for k in (400, 404, 409, 503)})
    def session_move(session_id: GameId, request: SessionMoveRequest, http: Request) -> SessionMoveOutcome:
        session = session_for(session_id, http)
        with session.lock:
            now = clock.now_ms()
            played, reason = session.move(request.source, request.target, now, seq=request.seq,
                                          lift_at=request.lift_at, drop_at=request.drop_at)
            return SessionMoveOutcome(legal=played is not None, reason=reason,
                                      move=None if played is None else MoveView.of(played),
                                      session=view(session, now, http))

    @app.post("/api/sessions/{session_id}/events", status_code=204,
              summary="Record what the participant did that is not a move (an empty peg, a disc put back, ...)",
              responses={k: _ERRORS[k] for k in (400, 404, 409)})
    def session_event(session_id: GameId, request: EventRequest, http: Request) -> Response:
        session = session_for(session_id, http)
        with session.lock:
            session.event(request.trial, request.kind, request.peg, request.at, clock.now_ms())
        return Response(status_code=204)

    @app.post("/api/sessions/{session_id}/next", summary="Start the next problem",
              responses={k: _ERRORS[k] for k in (404, 409, 503)})
    def next_problem(session_id: GameId, http: Request) -> SessionView:
        session = session_for(session_id, http)
        with session.lock:
            now = clock.now_ms()
            session.next(now)
            return view(session, now, http)

    return app


def _same_origin(request: Request) -> bool:
    """Whether a browser's request comes from a page of this server (its ``Origin`` is this ``Host``); True
    without an ``Origin`` (not a browser's cross-origin request)."""
    origin = request.headers.get("origin")
    if origin is None:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc == request.headers.get("host", "")


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | Path | None = None, *,
          open_browser: bool = True, examiner_token: str | None = None, player_token: str | None = None,
          hosts: Sequence[str] | None = None, forwarded_allow_ips: str | None = None,
          results_lock: ResultsLock | None = None) -> None:
    """Run the app with uvicorn until stopped, opening the examiner link in a browser unless told not to.

    ``examiner_token`` is the examiner's secret (fresh by default) and ``hosts`` the
    ``Host`` names answered (default: :func:`~hanoi.web.security.allowed_hosts` of ``host``).
    The database is locked for the server's life (:class:`~hanoi.results.lock.ResultsLock`;
    ``results_lock`` is one already taken), so a second server on it stops with
    :class:`~hanoi.results.lock.DatabaseInUseError`.  ``forwarded_allow_ips`` names the
    proxies whose ``X-Forwarded-For`` is believed (none by default: the peer's address
    counts).  A stop signal ends the process within :data:`~hanoi.web.serving.STOP_S` seconds.

    >>> from unittest import mock
    >>> with mock.patch("hanoi.web.serving.run") as run:  # no server here: only what serve() hands on
    ...     serve("localhost", 8123, ":memory:", open_browser=False, examiner_token="t")
    >>> app = run.call_args.args[0]
    >>> app.title, app.state.examiner_token, run.call_args.args[1:], run.call_args.kwargs
    ('python-hanoi', 't', ('localhost', 8123), {'forwarded_allow_ips': None, 'on_stop': None})
    """
    from hanoi.web import serving

    held = results_lock
    if held is None and str(db) != ":memory:":
        held = ResultsLock.acquire(default_db_path() if db is None else db)
    try:
        app = create_app(db, examiner_token=examiner_token, player_token=player_token,
                         hosts=hosts if hosts is not None else allowed_hosts(host))
        app.state.listen = (host, port)  # the page shows the LAN address when this is 0.0.0.0
        if open_browser:
            import webbrowser

            shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
            url = f"http://{shown}:{port}/#examiner={app.state.examiner_token}"
            threading.Timer(1.0, webbrowser.open, args=(url,)).start()
        serving.run(app, host, port, forwarded_allow_ips=forwarded_allow_ips,
                    on_stop=None if held is None else held.release)
    finally:
        if held is not None:
            held.release()
