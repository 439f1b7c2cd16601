"""python-hanoi: the Tower of Hanoi toolkit.

>>> import hanoi
>>> [str(m) for m in hanoi.solve(2)]
['1AB', '2AC', '1BC']
>>> hanoi.move_at(64, 2**63)
Move(disc=64, source=0, target=2)
>>> hanoi.step_of(hanoi.State.parse("CCAA"))
12
"""

from __future__ import annotations

from hanoi.algorithms import ALGORITHMS, solve
from hanoi.bulk import discs_array, move_chunks, moves_array
from hanoi.counts import (
    disc_move_count,
    disc_move_steps,
    edge_count,
    first_move_of_disc,
    min_moves,
    state_count,
)
from hanoi.direct import disc_at, move_at, state_at, step_of
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
from hanoi.frame_stewart import frame_stewart
from hanoi.game import Game
from hanoi.move import Move
from hanoi.state import State

__all__ = [
    "ALGORITHMS",
    "Game",
    "HanoiError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidMoveError",
    "InvalidStateError",
    "Move",
    "NotOnPathError",
    "SearchLimitError",
    "State",
    "StepOutOfRangeError",
    "TooLargeError",
    "UnknownAlgorithmError",
    "disc_at",
    "disc_move_count",
    "disc_move_steps",
    "discs_array",
    "edge_count",
    "first_move_of_disc",
    "frame_stewart",
    "min_moves",
    "move_at",
    "move_chunks",
    "moves_array",
    "solve",
    "state_at",
    "state_count",
    "step_of",
]
