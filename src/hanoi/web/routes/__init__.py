"""The routes of the web server, one router a resource, all sharing :class:`~hanoi.web.context.ServerState`
through FastAPI dependencies:

- :mod:`.page`: the page itself (``/``, ``/take``) and ``/api/health``;
- :mod:`.examiner`: who is asking, and the examiner's and players' logins;
- :mod:`.games`: free play, hints and solutions;
- :mod:`.sessions`: recorded tests;
- :mod:`.pictures`: the board as SVG (and, in :mod:`hanoi.web.classroom`, the address's QR code and the
  recursion's trace).
"""

from __future__ import annotations

__all__: list[str] = []
