"""The server's clock, in one place so that tests can stop it.

Every duration on the server (a problem's time, a silence, a time limit) is a difference
of :func:`now_ms`, which runs on the monotonic clock: it is the wall time when the server
started plus the monotonic time since, so it reads like epoch milliseconds (a label in
the database) but never steps back or jumps when the machine's clock is set.
:func:`wall_ms` is the machine's clock as it is now, used only to accept a page's stamps
(its own epoch milliseconds) whichever of the two clocks they follow.

>>> now_ms() > 1_600_000_000_000, abs(now_ms() - wall_ms()) < 60_000
(True, True)
"""

from __future__ import annotations

import time

__all__ = ["now_ms", "wall_ms"]

_WALL_NS = time.time_ns()
_MONOTONIC_NS = time.monotonic_ns()


def now_ms() -> int:
    """Milliseconds since the epoch on the monotonic clock (the server's receipt time of a request).

    >>> first = now_ms(); first <= now_ms()
    True
    """
    return (_WALL_NS + time.monotonic_ns() - _MONOTONIC_NS) // 1_000_000


def wall_ms() -> int:
    """Milliseconds since the epoch on the machine's clock now (a label; it may step back or forward).

    >>> isinstance(wall_ms(), int)
    True
    """
    return time.time_ns() // 1_000_000
