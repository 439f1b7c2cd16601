"""Frame–Stewart: the presumed-optimal (proven for 3 and 4 pegs) k-peg solution.

Being written for issue 3; until then every entry point refuses clearly.
"""

from __future__ import annotations

from collections.abc import Iterator

from hanoi.errors import HanoiError
from hanoi.move import Move
from hanoi.state import State

__all__ = ["frame_stewart", "fs_move_at", "fs_solve", "fs_state_at", "fs_step_of"]


def _todo() -> HanoiError:
    return HanoiError("more than 3 pegs is not supported yet")


def frame_stewart(n: int, pegs: int) -> int:
    """Frame–Stewart number (pending)."""
    raise _todo()


def fs_solve(n: int, pegs: int, source: int, target: int) -> Iterator[Move]:
    """Frame–Stewart moves (pending)."""
    raise _todo()


def fs_move_at(n: int, k: int, pegs: int, source: int, target: int) -> Move:
    """k-th Frame–Stewart move (pending)."""
    raise _todo()


def fs_state_at(n: int, k: int, pegs: int, source: int, target: int) -> State:
    """State after k Frame–Stewart moves (pending)."""
    raise _todo()


def fs_step_of(state: State, source: int, target: int) -> int | None:
    """Step of a state on the Frame–Stewart path (pending)."""
    raise _todo()
