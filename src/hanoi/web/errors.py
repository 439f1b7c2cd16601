"""The errors of the web server that the library does not have: an unknown id, and a request the game cannot take now.

Both are answered as JSON by :mod:`hanoi.web.app`: 404 and 409.
"""

from __future__ import annotations

from hanoi.errors import HanoiError

__all__ = ["GameNotFound", "GoneError"]


class GameNotFound(KeyError):
    """No game or session has this id (or it was forgotten to make room).

    >>> raise GameNotFound("no-such-id")
    Traceback (most recent call last):
    ...
    hanoi.web.errors.GameNotFound: 'no-such-id'
    >>> issubclass(GameNotFound, KeyError)
    True
    """


class GoneError(HanoiError):
    """The request is well formed but the game is not in a state to take it (HTTP 409).

    >>> raise GoneError("there is no move to undo")
    Traceback (most recent call last):
    ...
    hanoi.web.errors.GoneError: there is no move to undo
    """
