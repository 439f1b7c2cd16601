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

The routes live in :mod:`hanoi.web.routes`, one router a resource; they share one
:class:`~hanoi.web.context.ServerState` through FastAPI dependencies.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from fastapi import FastAPI, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.middleware.trustedhost import TrustedHostMiddleware

from hanoi import limits
from hanoi.errors import HanoiError, InvalidStateError, SearchLimitError, TooLargeError
from hanoi.results.lock import ResultsLock
from hanoi.results.store import RecordsUnavailableError, app_version, default_db_path
from hanoi.web import classroom
from hanoi.web.context import ServerState
from hanoi.web.errors import GameNotFound, GoneError
from hanoi.web.hints import Hints
from hanoi.web.routes import examiner, games, page, pictures, sessions
from hanoi.web.routes.page import STATIC
from hanoi.web.security import BodyLimit, SecurityHeaders, allowed_hosts, new_secret

__all__ = ["HINT_WAIT_S", "RETRY_AFTER_S", "STATIC", "create_app", "serve"]

HINT_WAIT_S = games.HINT_WAIT_S
"""The longest a hint request waits for its distance table (10 discs on 6 pegs take a few seconds)."""

RETRY_AFTER_S = 1
"""``Retry-After`` of a 503: the results database could not take a write (locked, or a full disk)."""


def _short_errors(error: RequestValidationError) -> list[dict[str, object]]:
    """Where and what, for at most five errors, never the input itself (it may be megabytes)."""
    found: list[dict[str, object]] = []
    for item in error.errors()[:5]:
        where = [str(part)[:40] for part in item.get("loc", ())][:6]
        found.append({"loc": where, "msg": str(item.get("msg", ""))[:160], "type": str(item.get("type", ""))[:40]})
    return found


def _error_body(error: HanoiError) -> dict[str, object]:
    """The refusal as JSON: the English sentence, and the ``code`` and ``params`` the page translates it by.

    >>> _error_body(HanoiError("line 2: expected 'START GOAL'", code="problems.syntax", params={"line": 2}))
    {'detail': "line 2: expected 'START GOAL'", 'code': 'problems.syntax', 'params': {'line': 2}}
    >>> _error_body(TooLargeError("refusing 10**100 moves"))["code"]
    'too_large'
    """
    code = error.code
    if code is None:
        kind = next((kind for kind in type(error).__mro__ if kind in _ERROR_CODES), HanoiError)
        code = _ERROR_CODES[kind]
    params = {name: value for name, value in error.params.items() if isinstance(value, (int, str))}
    return {"detail": str(error), "code": code, "params": params}


_ERROR_CODES: dict[type, str] = {GoneError: "gone", TooLargeError: "too_large", SearchLimitError: "search_limit",
                                 InvalidStateError: "invalid_state", HanoiError: "refused"}


def _add_error_handlers(app: FastAPI) -> None:
    """The library's and the web's errors as short JSON answers: 400, 404, 409, 422 and 503."""

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, error: RequestValidationError) -> JSONResponse:
        # never the input itself: NaN or 1e999999 (read as infinity) cannot be written back as JSON
        return JSONResponse({"detail": _short_errors(error)}, 422)

    @app.exception_handler(GameNotFound)
    async def not_found(request: Request, error: GameNotFound) -> JSONResponse:
        return JSONResponse({"detail": f"no game or session with id {error.args[0]!r} (it may have expired)"}, 404)

    @app.exception_handler(GoneError)
    async def gone(request: Request, error: GoneError) -> JSONResponse:
        return JSONResponse(_error_body(error), status.HTTP_409_CONFLICT)

    @app.exception_handler(HanoiError)
    async def refused(request: Request, error: HanoiError) -> JSONResponse:
        return JSONResponse(_error_body(error), status.HTTP_400_BAD_REQUEST)

    @app.exception_handler(RecordsUnavailableError)
    async def unavailable(request: Request, error: RecordsUnavailableError) -> JSONResponse:
        # nothing was recorded and nothing moved in memory: the page sends the same request again
        return JSONResponse({"detail": str(error)}, status.HTTP_503_SERVICE_UNAVAILABLE,
                            headers={"Retry-After": str(RETRY_AFTER_S)})


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
    names = list(hosts) if hosts is not None else allowed_hosts()
    state = ServerState(db, examiner_secret=examiner_token if examiner_token is not None else new_secret(),
                        player_secret=player_token if player_token is not None else new_secret(),
                        hints=hints if hints is not None else Hints(), max_games=max_games,
                        games_per_minute=games_per_minute)
    app.state.server = state
    app.state.examiner_token = state.examiner_secret
    app.state.player_token = state.player_secret
    app.state.hosts = names
    app.state.games = state.games
    app.state.sessions = state.sessions
    app.state.records = state.records
    app.state.hints = state.hints
    app.state.is_examiner = state.is_examiner  # GET /api/address gives the player link to the examiner only
    # the last added runs first: the body limit, then the headers of every answer, then the host check
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=names)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(BodyLimit, limit=max_body)
    _add_error_handlers(app)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    for router in (page.router, examiner.router, pictures.router, classroom.router, games.router, sessions.router):
        app.include_router(router)
    return app


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
