"""What a classroom needs from the server: the address students can open, as text and as a QR code.

``hanoi play --host 0.0.0.0`` listens on every interface, and the address another computer
types is the machine's address on the local network, not ``127.0.0.1``
(:func:`hanoi.web.security.lan_address` finds it).  :func:`share_url` picks the address to
show, and :func:`qr_svg` draws it as a QR code with segno (pure Python, the ``web`` extra).
"""

from __future__ import annotations

import ipaddress
from typing import Annotated, Any

from fastapi import APIRouter, FastAPI, Query, Request

from hanoi._extras import require
from hanoi.three.calls import trace
from hanoi.web.security import lan_address

__all__ = ["TRACE_MAX_DISCS", "add_classroom_routes", "is_loopback", "qr_svg", "router", "share_url",
           "trace_events"]

TRACE_MAX_DISCS = 10
"""The most discs of ``GET /api/trace``: the game's own towers (2,047 calls and 1,023 moves)."""

_ANY = ("0.0.0.0", "::", "")


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (students elsewhere cannot open it).

    >>> is_loopback("127.0.0.1"), is_loopback("localhost"), is_loopback("::1"), is_loopback("192.168.1.20")
    (True, True, True, False)
    """
    if host in ("localhost", "testserver"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def share_url(listen: str | None, port: int | None, request_host: str) -> tuple[str, bool]:
    """The address to show students and whether they can reach it: ``(url, reachable)``.

    ``listen`` is the host the server listens on (None when unknown), ``request_host`` the
    host the page was opened with.  A server on every interface shows its LAN address.

    >>> share_url("127.0.0.1", 8000, "127.0.0.1")
    ('http://127.0.0.1:8000/', False)
    >>> share_url("192.168.1.20", 8000, "192.168.1.20")
    ('http://192.168.1.20:8000/', True)
    >>> share_url("0.0.0.0", 8000, "127.0.0.1")[0] == f"http://{lan_address() or '127.0.0.1'}:8000/"
    True
    """
    host = request_host
    if listen is not None and listen in _ANY:
        host = lan_address() or "127.0.0.1"
    elif listen is not None:
        host = listen
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}{'' if port in (None, 80) else f':{port}'}/", not is_loopback(host)


def qr_svg(url: str) -> str:
    """``url`` as a QR code in SVG (segno; medium error correction, a quiet zone of 2 modules).

    >>> svg = qr_svg("http://192.168.1.20:8000/")
    >>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and 'class="qr"' in svg
    True
    """
    segno = require("segno", "web")
    code = segno.make(url, error="m")
    svg = str(code.svg_inline(scale=4, border=2, dark="#000", light="#fff", svgclass="qr", omitsize=True))
    return svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)  # a document of its own


def trace_events(n: int, *, source: int = 0, target: int | None = None) -> list[dict[str, Any]]:
    """The steps of :func:`hanoi.three.calls.trace` as JSON objects, for the page's recursion view.

    >>> [(e["kind"], e["n"], e["disc"]) for e in trace_events(1)]
    [('call', 1, None), ('move', 1, 1), ('return', 1, None)]
    """
    return [{
        "kind": event.kind, "n": event.call.n, "source": event.call.source, "spare": event.call.spare,
        "target": event.call.target, "depth": event.call.depth, "call": event.call.number,
        "stack": list(event.stack), "step": event.step, "disc": None if event.move is None else event.move.disc,
    } for event in trace(n, source=source, target=target)]


router = APIRouter()
"""The classroom's routes: the address students open, with its QR code, and the recursion's trace."""


@router.get("/api/address", summary="The address students open (the LAN address on 0.0.0.0), with its QR code")
def address(request: Request) -> dict[str, Any]:
    listen = getattr(request.app.state, "listen", None)
    host = request.url.hostname or "127.0.0.1"
    port = request.url.port if listen is None else listen[1]
    url, reachable = share_url(None if listen is None else listen[0], port, host)
    is_examiner = getattr(request.app.state, "is_examiner", None)
    token = getattr(request.app.state, "player_token", None)
    if token and is_examiner is not None and is_examiner(request):
        url += f"#play={token}"  # the class link: free play and hints only, for the examiner's page alone
    return {"url": url, "reachable": reachable, "qr": qr_svg(url)}


@router.get("/api/trace", summary="The calls, moves and returns of the recursive solution (hanoi.three.calls)")
def get_trace(
    n: Annotated[int, Query(ge=0, le=TRACE_MAX_DISCS, description="Discs (three pegs).")],
    source: Annotated[int, Query(ge=0, le=2, description="Start peg.")] = 0,
    target: Annotated[int, Query(ge=0, le=2, description="Goal peg.")] = 2,
) -> list[dict[str, Any]]:
    return trace_events(n, source=source, target=target)


def add_classroom_routes(app: FastAPI) -> None:
    """Add ``GET /api/address`` (the address students open, whether they can, its QR code) and ``GET /api/trace``.

    >>> from fastapi import FastAPI
    >>> app = FastAPI(); add_classroom_routes(app)
    >>> "/api/address" in app.openapi()["paths"]
    True
    """
    app.include_router(router)
