"""The games of one MCP server: each belongs to the client session that started it.

Over streamable HTTP many clients share one server; a game is found only by the
session that started it (an id another session names is "no game", exactly as an id
that never existed), and a call without an id means this session's last game, never
another client's.  At most ``limit`` games are kept, the least recently used dropped
first; one session keeps at most ``per_session`` of them, so that one client starting
games in a loop drops its own oldest, not the others'.

>>> from hanoi.evaluation.protocols import Environment, make_puzzle
>>> games = Games(limit=10, per_session=2)
>>> class Session: ...
>>> alice, bob = Session(), Session()
>>> first = games.add(Environment(*make_puzzle(2)), alice)
>>> games.get(None, alice)[0] == first
True
>>> games.get(first, bob)
Traceback (most recent call last):
...
hanoi.errors.InvalidArgumentError: no game '...' in this session (a game belongs to the session that started it; ...)
"""

from __future__ import annotations

import secrets
import weakref
from collections import OrderedDict
from typing import Any

from hanoi._validate import shown
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.evaluation.protocols import Environment

__all__ = ["Games"]


class Games:
    """Games by id, each with its owner session; the least recently used dropped first."""

    def __init__(self, limit: int, per_session: int) -> None:
        self.limit = limit
        self.per_session = per_session
        self._games: OrderedDict[str, tuple[str, Environment]] = OrderedDict()
        self._owners: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
        self._last: dict[str, str] = {}  # owner -> the id of its last game

    def _owner(self, session: Any) -> str:
        """The owner key of a client session (a random token that lives as long as the session)."""
        if session is None:  # outside a request (a direct call): one local owner
            return "local"
        owner = self._owners.get(session)
        if owner is None:
            owner = self._owners[session] = secrets.token_hex(16)
        return owner

    def add(self, env: Environment, session: Any) -> str:
        """Keep ``env`` as a new game of ``session``; its id (random, 16 hex digits)."""
        owner = self._owner(session)
        game_id = secrets.token_hex(8)
        self._games[game_id] = (owner, env)
        self._last[owner] = game_id
        own = [key for key, (who, _) in self._games.items() if who == owner]
        for key in own[: max(len(own) - self.per_session, 0)]:
            del self._games[key]
        while len(self._games) > self.limit:
            self._games.popitem(last=False)
        if len(self._last) > 2 * self.limit:  # sessions long gone: forget their last game
            self._last = {who: key for who, key in self._last.items() if key in self._games}
        return game_id

    def get(self, game_id: str | None, session: Any) -> tuple[str, Environment]:
        """The game ``game_id`` of ``session`` (None: its last game), or an error that names no other game."""
        owner = self._owner(session)
        if not game_id:
            game_id = self._last.get(owner)
            if game_id is None:
                raise HanoiError("no game yet: start one with new_game")
            if game_id not in self._games:
                raise InvalidArgumentError("your last game was dropped (too many games): start a new one")
        entry = self._games.get(game_id)
        if entry is None or entry[0] != owner:
            raise InvalidArgumentError(f"no game {shown(game_id, 40)} in this session (a game belongs to the "
                                       "session that started it; the least recently used are dropped)")
        self._games.move_to_end(game_id)
        self._last[owner] = game_id
        return game_id, entry[1]
