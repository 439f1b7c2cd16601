"""Pictures: any state of the game as SVG (:func:`hanoi.draw.svg.board`), the picture the page animates."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response

from hanoi.balls import BallState
from hanoi.draw.svg import board
from hanoi.errors import HanoiError
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.web.routes.common import ERRORS

__all__ = ["router"]

router = APIRouter()


@router.get("/api/board.svg", summary="Draw any state as SVG (hanoi.draw.svg.board)", response_class=Response,
            responses={200: {"content": {"image/svg+xml": {}}}, 400: ERRORS[400]})
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
