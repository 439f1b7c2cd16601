"""What every route of one server shares: its secrets, logins, games, sessions, hints and database.

One :class:`ServerState` is made by :func:`hanoi.web.app.create_app` and kept in
``app.state.server``; the routers of :mod:`hanoi.web.routes` reach it through the
FastAPI dependencies :func:`server`, :func:`examiner` and :func:`player`, so no route is a
closure over another function's locals.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Annotated
from urllib.parse import urlsplit

from fastapi import Depends, HTTPException, Request, status

from hanoi.results.store import Records, default_db_path
from hanoi.web.auth import Logins, cookie_name
from hanoi.web.errors import GameNotFound
from hanoi.web.hints import Hints
from hanoi.web.play import PlayGame
from hanoi.web.security import (
    EXAMINER_COOKIE,
    EXAMINER_HEADER,
    KEY_HEADER,
    PLAYER_COOKIE,
    PLAYER_HEADER,
    Quota,
    digest,
    same_secret,
)
from hanoi.web.session import TestSession
from hanoi.web.store import Store

__all__ = ["EXAMINER_ONLY", "PLAYER_ONLY", "ServerState", "examiner", "player", "same_origin", "server"]

EXAMINER_ONLY = "examiner only: open the examiner link that 'hanoi play' printed"
PLAYER_ONLY = "players and examiner only: open a link that 'hanoi play' printed, or the classroom QR code"


def same_origin(request: Request) -> bool:
    """Whether a browser's request comes from a page of this server (its ``Origin`` is this ``Host``); True
    without an ``Origin`` (not a browser's cross-origin request)."""
    origin = request.headers.get("origin")
    if origin is None:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc == request.headers.get("host", "")


class ServerState:
    """The state one web server shares between its routes (see :func:`hanoi.web.app.create_app`).

    >>> state = ServerState(":memory:", examiner_secret="e", player_secret="p", hints=Hints(), max_games=4,
    ...                     games_per_minute=10)
    >>> state.games.limit, state.quota.limit
    (4, 10)
    """

    def __init__(self, db: str | Path | None, *, examiner_secret: str, player_secret: str, hints: Hints,
                 max_games: int, games_per_minute: int) -> None:
        self.db = db
        self.examiner_secret = examiner_secret
        self.player_secret = player_secret
        self.hints = hints
        self.games: Store[PlayGame] = Store(limit=max_games, on_forget=lambda entry: hints.release(entry.game.goal))
        self.sessions: Store[TestSession] = Store(limit=max_games)
        self.quota = Quota(games_per_minute)
        self.examiner_logins, self.player_logins = Logins(), Logins()  # what cookies hold: login tokens, no secret
        self._opened: list[Records] = []
        self._opening = threading.Lock()
        self._restoring = threading.Lock()

    # ------------------------------------------------------------------ the database
    def records(self) -> Records:
        """The results database, opened on first use."""
        with self._opening:
            if not self._opened:
                self._opened.append(Records(self.db))
            return self._opened[0]

    def stored_records(self) -> Records | None:
        """The database if it is open or already holds something: a request without the examiner's right
        never creates it (None then: there is no session to find)."""
        with self._opening:
            if self._opened:
                return self._opened[0]
        if str(self.db) != ":memory:":
            path = Path(default_db_path() if self.db is None else self.db).expanduser()
            try:
                if not path.is_file() or path.stat().st_size == 0:
                    return None
            except OSError:  # gone meanwhile, or not readable: nothing to find
                return None
        return self.records()

    def session_of(self, token: str) -> TestSession:
        """The session of ``token``, from memory or restored from the database."""
        with self._restoring:
            found = self.sessions.find(token)
            if found is None:
                found = self.sessions.add(TestSession.restore(self.records(), token))
            return found

    # ------------------------------------------------------------------ roles
    def is_examiner(self, request: Request) -> bool:
        """Whether ``request`` carries the examiner's secret (header) or a valid examiner login cookie."""
        header = request.headers.get(EXAMINER_HEADER)
        if header is not None:
            return same_secret(header, self.examiner_secret)
        if not self.examiner_logins.valid(request.cookies.get(cookie_name(EXAMINER_COOKIE, request.scope))):
            return False
        # a cookie rides along on any request the browser makes: a changing one must come from this very origin
        # (SameSite counts another port of localhost as the same site)
        return request.method in ("GET", "HEAD") or same_origin(request)

    def is_player(self, request: Request) -> bool:
        """The examiner, or a browser holding the player (class) secret: free play and hints only."""
        if self.is_examiner(request):
            return True
        header = request.headers.get(PLAYER_HEADER)
        if header is not None:
            return same_secret(header, self.player_secret)
        if not self.player_logins.valid(request.cookies.get(cookie_name(PLAYER_COOKIE, request.scope))):
            return False
        return request.method in ("GET", "HEAD") or same_origin(request)

    def session_for(self, session_id: str, request: Request) -> TestSession:
        """The session, for the examiner or for the page that holds its capability; 404 for anyone else."""
        if self.is_examiner(request):
            return self.session_of(session_id)
        key = request.headers.get(KEY_HEADER)
        if not key or len(key) > 128:
            raise GameNotFound(session_id)
        stored = self.stored_records()
        row = None if stored is None else stored.session(session_id)
        expected = None if row is None else row["key_digest"]  # the database's key: a revoked one is refused
        if not same_secret(digest(key), expected):
            raise GameNotFound(session_id)  # the same answer as for no such session: nothing to learn
        return self.session_of(session_id)


def server(request: Request) -> ServerState:
    """The dependency that hands a route its server's shared state."""
    found: ServerState = request.app.state.server
    return found


def examiner(request: Request, state: Annotated[ServerState, Depends(server)]) -> None:
    """The dependency of examiner-only routes: 401 without the examiner's right."""
    if not state.is_examiner(request):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, EXAMINER_ONLY)


def player(request: Request, state: Annotated[ServerState, Depends(server)]) -> None:
    """The dependency of free play: 401 unless the examiner or a player (class link) asks."""
    if not state.is_player(request):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, PLAYER_ONLY)
