"""What the routers' declarations share: the id of a game or session in a path, and the documented errors."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path as PathParam

from hanoi.web.models import ErrorBody

__all__ = ["ERRORS", "TOO_MANY", "GameId", "errors"]

GameId = Annotated[str, PathParam(pattern=r"^[A-Za-z0-9_-]{1,64}$", description="The id the game was created with.")]

TOO_MANY: dict[str, object] = {"model": ErrorBody, "description": "Too many new games from this client in a minute."}

ERRORS: dict[int | str, dict[str, object]] = {
    400: {"model": ErrorBody, "description": "A value the puzzle refuses."},
    401: {"model": ErrorBody, "description": "Examiner only: the request lacks the examiner's secret."},
    404: {"model": ErrorBody, "description": "No such game or session."},
    409: {"model": ErrorBody, "description": "The game cannot take this request now."},
    503: {"model": ErrorBody, "description": "The results database cannot take a write now (locked by another "
                                             "program, or a full disk): nothing was recorded; send it again."},
}


def errors(*codes: int) -> dict[int | str, dict[str, object]]:
    """The documented answers of ``codes``, for a route's ``responses``.

    >>> sorted(errors(401, 404))
    [401, 404]
    """
    return {code: ERRORS[code] for code in codes}
