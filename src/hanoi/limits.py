"""Every size and time limit of python-hanoi, named once.

The rule (``docs/limits.md``): cost is bounded by the size of what is asked for, never by
a number that merely appears in the input.  Anything that must build something large
checks its size against one of these limits first and refuses with
:class:`~hanoi.errors.TooLargeError` naming the limit and the size asked.  A search with
no explicit limits stops within the ``SEARCH_*`` defaults.

Each limit can be raised where it is used: the functions take keyword arguments
(``max_nodes=``, ``max_memory=``, ``max_seconds=``), and the command line has matching
``--max-...`` options.  The structural limits (pegs, discs, bits) protect memory and are
fixed.

>>> from hanoi import limits
>>> limits.MAX_PEGS, limits.MAX_DISCS
(1000, 1048576)
"""

from __future__ import annotations

__all__ = [
    "MAX_ARRAY_MOVES",
    "MAX_COUNT_BITS",
    "MAX_DISCS",
    "MAX_MESSAGE",
    "MAX_PEGS",
    "MAX_PICTURE_COLUMNS",
    "MAX_PRINT_BITS",
    "SEARCH_MAX_MEMORY",
    "SEARCH_MAX_NODES",
    "SEARCH_MAX_SECONDS",
]

MAX_PEGS = 1000
"""The most pegs of any puzzle.  Letters name the first 26; past them states are written as stacks."""

MAX_DISCS = 1 << 20
"""The most discs of anything built disc by disc: a :class:`~hanoi.State`, a solution, a path.

Closed forms that need no per-disc work (``move_at``, ``disc_at``, the counts) take any n.
"""

MAX_COUNT_BITS = 1 << 26
"""The largest exact integer built, in bits (8 MiB): ``min_moves(n)`` up to n = 2**26."""

MAX_PRINT_BITS = 1 << 21
"""The largest integer printed in decimal, in bits (about 630,000 digits)."""

MAX_ARRAY_MOVES = 1 << 32
"""The most moves in one numpy array (``moves_array``): 8 GiB of uint8 pairs."""

MAX_PICTURE_COLUMNS = 10_000
"""The widest text picture drawn when the output is not a terminal (``hanoi show N > file``)."""

MAX_MESSAGE = 300
"""The longest error message, in characters."""

SEARCH_MAX_NODES = 30_000_000
"""Default node budget of a shortest-path search (``max_nodes``)."""

SEARCH_MAX_MEMORY = 1 << 30
"""Default memory budget of a search, in bytes (``max_memory``): 1 GiB."""

SEARCH_MAX_SECONDS = 10.0
"""Default time budget of a search, in seconds (``max_seconds``)."""
