"""Who is asking (``GET /api/examiner``), and the logins of the examiner and of players: each a cookie that
holds a login token, never a secret."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Request, Response, status

from hanoi.web.auth import LOGIN_TTL_S, cookie_name
from hanoi.web.context import EXAMINER_ONLY, PLAYER_ONLY, ServerState, same_origin, server
from hanoi.web.routes.common import errors
from hanoi.web.security import EXAMINER_COOKIE, EXAMINER_HEADER, PLAYER_COOKIE, PLAYER_HEADER, same_secret

__all__ = ["router"]

router = APIRouter()
Server = Annotated[ServerState, Depends(server)]


@router.get("/api/examiner", summary="Whether this request carries the examiner's secret")
async def whoami(request: Request, state: Server) -> dict[str, bool]:
    return {"examiner": state.is_examiner(request), "player": state.is_player(request)}


@router.post("/api/player/login", status_code=204, responses=errors(401),
             summary="Log in with the player secret: a login cookie, never the secret")
async def player_login(request: Request, state: Server) -> Response:
    if not same_secret(request.headers.get(PLAYER_HEADER), state.player_secret):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, PLAYER_ONLY)
    answer = Response(status_code=204)
    answer.set_cookie(cookie_name(PLAYER_COOKIE, request.scope), state.player_logins.open(), max_age=LOGIN_TTL_S,
                      httponly=True, samesite="strict", path="/")
    return answer


@router.post("/api/examiner/login", status_code=204,
             summary="Log in with the secret in the header: a login cookie, never the secret", responses=errors(401))
async def login(request: Request, state: Server) -> Response:
    if not same_secret(request.headers.get(EXAMINER_HEADER), state.examiner_secret):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, EXAMINER_ONLY)
    answer = Response(status_code=204)
    answer.set_cookie(cookie_name(EXAMINER_COOKIE, request.scope), state.examiner_logins.open(), max_age=LOGIN_TTL_S,
                      httponly=True, samesite="strict", path="/")
    return answer


@router.post("/api/examiner/logout", status_code=204, summary="Log out: the login is revoked and its cookie removed")
async def logout(request: Request, state: Server) -> Response:
    if not same_origin(request):
        raise HTTPException(status.HTTP_403_FORBIDDEN, "a page of another origin cannot sign the examiner out")
    name = cookie_name(EXAMINER_COOKIE, request.scope)
    state.examiner_logins.close(request.cookies.get(name))  # revoked: the same cookie replayed opens nothing
    answer = Response(status_code=204)
    answer.delete_cookie(name, path="/", httponly=True, samesite="strict")
    return answer
