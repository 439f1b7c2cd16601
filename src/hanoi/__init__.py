"""python-hanoi: the Tower of Hanoi toolkit.

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

from hanoi.errors import (
    HanoiError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidMoveError,
    InvalidStateError,
    NotOnPathError,
    SearchLimitError,
    StepOutOfRangeError,
    TooLargeError,
    UnknownAlgorithmError,
)
from hanoi.frame_stewart import frame_stewart, frame_stewart_dp, frame_stewart_split, optimal_splits, optimality_status
from hanoi.game import Game
from hanoi.move import Move
from hanoi.paths import SearchResult, distance, distance_to_perfect, path, search
from hanoi.space.bfs import BFSResult, bfs_layers, bfs_memory
from hanoi.space.graphs import count_shortest_paths, graph
from hanoi.state import State
from hanoi.three.algorithms import ALGORITHMS, solve
from hanoi.three.bulk import discs_array, move_chunks, moves_array
from hanoi.three.counts import (
    disc_move_count,
    disc_move_steps,
    edge_count,
    first_move_of_disc,
    min_moves,
    state_count,
)
from hanoi.three.direct import disc_at, move_at, state_at, step_of

__all__ = [
    "ALGORITHMS",
    "BFSResult",
    "Game",
    "HanoiError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidMoveError",
    "InvalidStateError",
    "Move",
    "NotOnPathError",
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
    "search",
    "solve",
    "state_at",
    "state_count",
    "step_of",
]
