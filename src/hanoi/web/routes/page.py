"""The page (``/`` for the examiner and players, ``/take`` for a participant) and ``/api/health``."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

__all__ = ["STATIC", "router"]

STATIC = Path(__file__).resolve().parent.parent / "static"
"""The page's files: plain HTML, CSS and JavaScript modules, with no build step."""

router = APIRouter()


@router.get("/", include_in_schema=False)
async def page() -> FileResponse:
    return FileResponse(STATIC / "index.html", media_type="text/html", headers={"Cache-Control": "no-cache"})


@router.get("/take", include_in_schema=False)
async def participant_page() -> FileResponse:
    """The participant's page: the same files, in the kiosk view, holding one session's capability."""
    return FileResponse(STATIC / "index.html", media_type="text/html", headers={"Cache-Control": "no-store"})


@router.get("/api/health", summary="Is the server up?")
async def health() -> dict[str, str]:
    return {"status": "ok"}
