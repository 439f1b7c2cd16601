"""python-hanoi: the Tower of Hanoi toolkit.

The names below load on first use (PEP 562), so ``import hanoi`` costs almost nothing
and a script pays only for what it touches.  The layout is in ``docs/architecture.md``.

>>> import hanoi
>>> [str(m) for m in hanoi.solve(2)]
['1AB', '2AC', '1BC']
>>> hanoi.move_at(64, 2**63)
Move(disc=64, source=0, target=2)
>>> hanoi.step_of(hanoi.State.parse("CCAA"))
12
>>> hanoi.frame_stewart(4, 4), hanoi.optimality_status(4)[:6]
(9, 'proven')
>>> hanoi.distance(hanoi.State.parse("BAA"), hanoi.State.parse("ABB"))
5
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hanoi._version import __version__ as __version__

if TYPE_CHECKING:
    from hanoi.balls import BallState
    from hanoi.errors import (
        HanoiError,
        IllegalMoveError,
        InvalidArgumentError,
        InvalidMoveError,
        InvalidStateError,
        MissingExtraError,
        NotOnPathError,
        SearchLimitError,
        StepOutOfRangeError,
        TooLargeError,
        UnknownAlgorithmError,
    )
    from hanoi.game import Game
    from hanoi.kpegs import frame_stewart, frame_stewart_dp, frame_stewart_split, optimal_splits, optimality_status
    from hanoi.move import Move
    from hanoi.paths import SearchResult, distance, distance_to_perfect, path, path_search
    from hanoi.rules import Rules
    from hanoi.space.bfs import BFSResult, bfs_layers, bfs_memory
    from hanoi.space.graphs import count_shortest_paths, graph
    from hanoi.state import State
    from hanoi.three.algorithms import ALGORITHMS
    from hanoi.three.bulk import discs_array, move_chunks, moves_array
    from hanoi.three.counts import disc_move_count, disc_move_steps, edge_count, first_move_of_disc, state_count
    from hanoi.three.direct import disc_at
    from hanoi.tower import min_moves, move_at, solve, state_at, step_of

_SUBPACKAGES = frozenset(
    {"balls", "cli", "draw", "errors", "evaluation",
     "game", "kpegs", "limits", "move", "notation", "paths", "pddl", "results",
     "rules", "search", "space", "state", "three", "toronto", "tower", "variants", "verify", "web"}
)

_WHERE = {
    "HanoiError": "hanoi.errors",
    "IllegalMoveError": "hanoi.errors",
    "InvalidArgumentError": "hanoi.errors",
    "InvalidMoveError": "hanoi.errors",
    "InvalidStateError": "hanoi.errors",
    "MissingExtraError": "hanoi.errors",
    "NotOnPathError": "hanoi.errors",
    "SearchLimitError": "hanoi.errors",
    "StepOutOfRangeError": "hanoi.errors",
    "TooLargeError": "hanoi.errors",
    "UnknownAlgorithmError": "hanoi.errors",
    "Move": "hanoi.move",
    "State": "hanoi.state",
    "BallState": "hanoi.balls",
    "Rules": "hanoi.rules",
    "Game": "hanoi.game",
    "min_moves": "hanoi.tower",
    "move_at": "hanoi.tower",
    "solve": "hanoi.tower",
    "state_at": "hanoi.tower",
    "step_of": "hanoi.tower",
    "ALGORITHMS": "hanoi.three.algorithms",
    "disc_at": "hanoi.three.direct",
    "discs_array": "hanoi.three.bulk",
    "move_chunks": "hanoi.three.bulk",
    "moves_array": "hanoi.three.bulk",
    "disc_move_count": "hanoi.three.counts",
    "disc_move_steps": "hanoi.three.counts",
    "edge_count": "hanoi.three.counts",
    "first_move_of_disc": "hanoi.three.counts",
    "state_count": "hanoi.three.counts",
    "frame_stewart": "hanoi.kpegs",
    "frame_stewart_dp": "hanoi.kpegs",
    "frame_stewart_split": "hanoi.kpegs",
    "optimal_splits": "hanoi.kpegs",
    "optimality_status": "hanoi.kpegs",
    "SearchResult": "hanoi.paths",
    "distance": "hanoi.paths",
    "distance_to_perfect": "hanoi.paths",
    "path": "hanoi.paths",
    "path_search": "hanoi.paths",
    "BFSResult": "hanoi.space.bfs",
    "bfs_layers": "hanoi.space.bfs",
    "bfs_memory": "hanoi.space.bfs",
    "count_shortest_paths": "hanoi.space.graphs",
    "graph": "hanoi.space.graphs",
}

__all__ = [
    "ALGORITHMS",
    "BFSResult",
    "BallState",
    "Game",
    "HanoiError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidMoveError",
    "InvalidStateError",
    "MissingExtraError",
    "Move",
    "NotOnPathError",
    "Rules",
    "SearchLimitError",
    "SearchResult",
    "State",
    "StepOutOfRangeError",
    "TooLargeError",
    "UnknownAlgorithmError",
    "bfs_layers",
    "bfs_memory",
    "count_shortest_paths",
    "disc_at",
    "disc_move_count",
    "disc_move_steps",
    "discs_array",
    "distance",
    "distance_to_perfect",
    "edge_count",
    "first_move_of_disc",
    "frame_stewart",
    "frame_stewart_dp",
    "frame_stewart_split",
    "graph",
    "min_moves",
    "move_at",
    "move_chunks",
    "moves_array",
    "optimal_splits",
    "optimality_status",
    "path",
    "path_search",
    "solve",
    "state_at",
    "state_count",
    "step_of",
]


def __getattr__(name: str) -> Any:
    """Load a public name from its module the first time it is used.

    >>> import hanoi
    >>> hanoi.no_such_name
    Traceback (most recent call last):
    ...
    AttributeError: module 'hanoi' has no attribute 'no_such_name'
    """
    if name in _SUBPACKAGES:
        return importlib.import_module(f"hanoi.{name}")
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'hanoi' has no attribute {name!r}")
    value = getattr(importlib.import_module(where), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names and subpackages, without the module's own imports (``TYPE_CHECKING``, ``Any``).

    >>> import hanoi
    >>> "solve" in dir(hanoi), "verify" in dir(hanoi), "TYPE_CHECKING" in dir(hanoi), "importlib" in dir(hanoi)
    (True, True, False, False)
    """
    return sorted({*__all__, *_SUBPACKAGES, "__version__"})
