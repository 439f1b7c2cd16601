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
    "ANSWER_BYTES",
    "ANSWER_MAX_LISTS",
    "ANSWER_MAX_NOTES",
    "BFS_MEMORY_SHARE",
    "CLI_MAX_EXPONENT",
    "CLI_MAX_NUMBER_BITS",
    "CLI_MAX_RANGE",
    "CLI_MAX_TERMS",
    "CLUSTER_MAX_PARTITIONS",
    "CLUSTER_MAX_THREADS",
    "DISK_PARTITION_BYTES",
    "DISTANCE_TABLE_BYTES",
    "EVAL_LINE_BYTES",
    "GAME_MAX_DISCS",
    "GAME_MAX_MOVES",
    "GAME_MAX_PEGS",
    "GRAPH_MAX_DRAWN",
    "GRAPH_MAX_NODES",
    "GRAPH_MAX_SAVED",
    "HINT_TABLE_MEMORY",
    "HINT_WAIT_S",
    "MAX_ANIMATION_MOVES",
    "MAX_ARRAY_MOVES",
    "MAX_BOARD_DISCS",
    "MAX_CALL_TREE_DISCS",
    "MAX_COUNT_BITS",
    "MAX_DISCS",
    "MAX_FS_LEVELS",
    "MAX_GIF_PIXELS",
    "MAX_MESSAGE",
    "MAX_PEGS",
    "MAX_PICTURE_COLUMNS",
    "MAX_PRINT_BITS",
    "MAX_PROBLEMS",
    "MAX_TRACE_DISCS",
    "PARSE_MAX_DEPTH",
    "PDB_CACHE_BYTES",
    "PDB_ENTRIES",
    "PDB_SEARCH_ENTRIES",
    "PROBLEMS_MAX_WORK",
    "RESULTS_BUSY_S",
    "RULES_MAX_PEGS",
    "SEARCH_MAX_MEMORY",
    "SEARCH_MAX_NODES",
    "SEARCH_MAX_SECONDS",
    "STRATEGY_MAX_NODES",
    "TABLE_MAX_BITS",
    "TABLE_MAX_CELLS",
    "TERMINAL_MAX_KEYS",
    "TEST_SILENCE_MS",
    "TORONTO_MAX_DISCS",
    "VARIANT_MAX_STATES",
    "WEB_GAMES_PER_MINUTE",
    "WEB_MAX_BODY",
]

MAX_PEGS = 1000
"""The most pegs of any puzzle.  Letters name the first 26; past them states are written as stacks."""

MAX_DISCS = 1 << 20
"""The most discs of anything built disc by disc: a :class:`~hanoi.State`, a solution, a path.

Closed forms that need no per-disc work (``move_at``, ``disc_at``, the counts) take any n
(``move_at`` on 4 pegs or more within :data:`MAX_FS_LEVELS`).
"""

MAX_COUNT_BITS = 1 << 26
"""The largest exact integer built, in bits (8 MiB): ``min_moves(n)`` up to n = 2**26."""

MAX_FS_LEVELS = 1 << 14
"""The most levels of a Frame–Stewart descent (``move_at`` on 4 pegs or more, well under a second).

The k-th move of ``n`` discs on ``p > 3`` pegs is found by descending the split recursion,
about ``t`` levels where ``2**t`` is the largest increment of ``FS(n, p)``: 4 pegs take
any n up to about 1.3 * 10**8 discs, 5 pegs about 7 * 10**11, 8 pegs past 10**20.
"""

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

PDB_SEARCH_ENTRIES = 1 << 24
"""The most entries of one pattern database of the ``pdb`` heuristic (``hanoi.search``).

One byte an entry (two on three pegs from 8 discs, where distances pass 255): the 12
largest discs on four pegs (16 MiB), 15 on three (28 MiB), 10 on five.  Built by numba
(extra ``bfs``); without it the heuristic keeps to the small tables numpy builds quickly
(``hanoi.paths.pattern_db.PDB_ENTRIES``).  A search counts the tables and their
construction against its ``max_memory`` and ``max_seconds``."""

PDB_CACHE_BYTES = 1 << 26
"""The most bytes of pattern databases one process keeps for reuse (64 MiB): the least
recently used go first.  A table larger than this is built for its search and not kept."""

# --------------------------------------------------------------------------- searches and tables
STRATEGY_MAX_NODES = 1_000_000
"""Default node budget of a textbook strategy of :mod:`hanoi.search` (``max_nodes``, ``--max-nodes``):
a few seconds of work, one state at a time in Python."""

PDB_ENTRIES = 1 << 17
"""The most entries of one pattern database of the bidirectional search (:mod:`hanoi.paths`), and
the largest table built with numpy (larger ones need numba)."""

GRAPH_MAX_NODES = 3**12
"""Default vertex budget of :func:`hanoi.graph` (``max_nodes``): 531,441, the 12-disc graph on 3 pegs."""

GRAPH_MAX_DRAWN = 3**9
"""Default vertex budget of ``hanoi graph --out FILE.svg`` or ``.png`` (``--max-nodes``): 19,683, the 9-disc graph
on 3 pegs, drawn in about 5 s; a drawing costs about 0.2 ms a vertex, so 3**12 took past 120 s."""

GRAPH_MAX_SAVED = 3**10
"""Default vertex budget of ``hanoi graph --out FILE.graphml`` or ``.gexf`` (``--max-nodes``): 59,049, written in
about 8 s and 450 MB; 3**12 took a minute and 3.6 GB."""

BFS_MEMORY_SHARE = 0.5
"""Default ``max_memory`` of :func:`hanoi.bfs_layers` (``--max-memory``): this share of the machine's memory."""

DISTANCE_TABLE_BYTES = 1 << 30
"""The largest distance table built (:mod:`hanoi.space.distances`), a quarter byte a state: 1 GiB."""

CLUSTER_MAX_PARTITIONS = 1 << 16
"""The most partitions of a cluster search: one prefix rank each at most."""

CLUSTER_MAX_THREADS = 1024
"""The most kernel threads per cluster worker."""

DISK_PARTITION_BYTES = 1 << 30
"""The largest partition a disk search (``hanoi bfs --disk``) holds in memory by default: 1 GiB."""

# --------------------------------------------------------------------------- answers and files
ANSWER_BYTES = 1 << 24
"""The largest reply :func:`hanoi.verify` reads whole to choose its answer list (16 MiB); a longer one is streamed."""

ANSWER_MAX_LISTS = 4096
"""The most separate move lists read in one reply: past it the reply is refused as not valid (a ``syntax`` error)."""

PROBLEMS_MAX_WORK = 100_000
"""The most work of the shortest distances one problem list, random problem set or study computes, in units of
one distance on 3 pegs (a closed form, about 40 us): 100 for a search on 4 pegs of at most 8 discs (about 4 ms),
1,000 for more discs on 4 pegs, 5,000 on 5 pegs or more.  Known before the searches from the count asked;
random draws stop there (about 4 s of work)."""

PARSE_MAX_DEPTH = 32
"""The deepest nesting of brackets and braces in a study file, or in a value of a reply read as JSON, that is
parsed: deeper text is refused before it is parsed (Python's parsers recurse once a level).  A study needs 4."""

ANSWER_MAX_NOTES = 12
"""The most notes of one kind (rows that rewrite a move, lists passed over) a report lists; the rest are counted."""

EVAL_LINE_BYTES = 1 << 24
"""The longest JSONL line ``hanoi eval`` reads (16 MiB): a longer one stops the run, naming the line."""

TABLE_MAX_CELLS = 100_000
"""The most cells of ``hanoi table``."""

TABLE_MAX_BITS = 100_000
"""The largest number in a cell of ``hanoi table``, in bits (about 30,000 digits)."""

CLI_MAX_EXPONENT = 10**7
"""The largest exponent in a number written as a power on the command line (``2**k``, ``10^k``)."""

CLI_MAX_NUMBER_BITS = 1 << 22
"""The most bits of the terms of a number written on the command line (``99**10000``), added
up, before any is computed: about 1.26 million decimal digits, computed in well under a
second.  A power of two (``2**k``, a shift) may reach :data:`MAX_COUNT_BITS` instead."""

CLI_MAX_TERMS = 64
"""The most terms of a number written on the command line (``2**64-1`` has two)."""

CLI_MAX_RANGE = 100_000
"""The most values of a range on the command line (``--sweep n=3..10``)."""

# --------------------------------------------------------------------------- pictures
MAX_BOARD_DISCS = 1000
"""The most discs drawn on one SVG board."""

MAX_ANIMATION_MOVES = 4095
"""The most moves of one animation (``hanoi animate``): 12 discs on 3 pegs."""

MAX_GIF_PIXELS = 200_000_000
"""The most pixels of all frames of one GIF together."""

MAX_TRACE_DISCS = 16
"""The most discs of ``hanoi trace``: 65,535 calls and as many moves, about 4 MB of text."""

MAX_CALL_TREE_DISCS = 6
"""The most discs of one call-tree picture (:func:`hanoi.draw.svg.call_tree`): 63 calls side by side."""

# --------------------------------------------------------------------------- the game and test mode
GAME_MAX_MOVES = 10_000
"""The most moves of one game in the browser."""

GAME_MAX_DISCS = 10
"""The most discs of a free game (the page's menu, ``hanoi play --terminal --discs``): 60 million states on 6 pegs."""

GAME_MAX_PEGS = 6
"""The most pegs of a free game: the hint table of 10 discs on 6 pegs takes 15 MB."""

TERMINAL_MAX_KEYS = 10_000
"""The most keys ``hanoi play --terminal --keys`` presses in one run."""

HINT_TABLE_MEMORY = 256 << 20
"""The most bytes of hint tables the server keeps (256 MiB)."""

HINT_WAIT_S = 300.0
"""The longest a hint request waits for its table to be built, in seconds."""

MAX_PROBLEMS = 200
"""The most problems of one test session."""

TEST_SILENCE_MS = 10_000
"""After this long without a sign of life, a test page counts as gone: its problem's clock stops, and the
time until it comes back is a pause that counts nowhere (in time limits or in exported times)."""

WEB_MAX_BODY = 64 * 1024
"""The largest request body the web server reads, in bytes (a problem file is at most 20,000 characters)."""

WEB_GAMES_PER_MINUTE = 30
"""The most new free games one client may start in a minute (each may queue a distance table)."""

RESULTS_BUSY_S = 10.0
"""How long a write to the results database waits for another program's lock before it is
refused (the web server then answers 503 with ``Retry-After``, and the page sends it again)."""

# --------------------------------------------------------------------------- evaluating models, the MCP server
MAX_PROTOCOL_DISCS = 20
"""The most discs of a protocol run (``hanoi eval --protocol``, ``hanoi mcp``): 2**20 - 1 steps, MAKER's run."""

MCP_MAX_GAMES = 1000
"""The most games one MCP server keeps in memory (``hanoi mcp``); the oldest is dropped first."""

# --------------------------------------------------------------------------- the variants
RULES_MAX_PEGS = 26
"""The most pegs of a :class:`~hanoi.Rules` value (letters name its pegs in ``--rules AB,BC,CA``).

The classic puzzle needs no rules value and keeps :data:`MAX_PEGS`."""

TORONTO_MAX_DISCS = 6
"""The most discs of a Tower of Toronto position: the colours that stay apart by lightness for every
colour vision (:mod:`hanoi.toronto`)."""

VARIANT_MAX_STATES = 3**12
"""The most states a search over a variant's whole state graph may visit (531,441: 12 discs on
three pegs, 9 on four).  Raise it for longer searches; Python's speed is about a second a 100,000."""
