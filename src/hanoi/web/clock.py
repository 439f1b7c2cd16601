"""The server's clock, in one place so that tests can stop it.

>>> now_ms() > 1_600_000_000_000
True
"""

from __future__ import annotations

import time

__all__ = ["now_ms"]


def now_ms() -> int:
    """Milliseconds since the epoch (the server's receipt time of a request).

    >>> isinstance(now_ms(), int)
    True
    """
    return time.time_ns() // 1_000_000
