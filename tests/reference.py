"""Plain reference searches for the tests: textbook BFS over State objects, from the rules alone.

They use nothing of the package but ``State.legal_moves`` and ``State.apply``, so they
check the fast engines independently.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping, ValuesView
from functools import lru_cache

from hanoi import Move, State


def all_states(n: int, pegs: int) -> list[State]:
    """Every state of ``n`` discs on ``pegs`` pegs, indexed by code (disc 1 the lowest digit)."""
    return [State(tuple((c // pegs**i) % pegs for i in range(n)), pegs) for c in range(pegs**n)]


def bfs(start: State) -> dict[State, int]:
    """The depth of every state reachable from ``start``."""
    depth = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for move in state.legal_moves():
            child = state.apply(move)
            if child not in depth:
                depth[child] = depth[state] + 1
                queue.append(child)
    return depth


def layers_of(depth: dict[State, int]) -> tuple[int, ...]:
    """How many states lie at each depth."""
    counts = [0] * (max(depth.values()) + 1)
    for d in depth.values():
        counts[d] += 1
    return tuple(counts)


def bfs_path(start: State, goal: State) -> list[Move]:
    """One shortest path, stopping as soon as ``goal`` is reached."""
    parents: dict[State, tuple[State, Move] | None] = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            break
        for move in state.legal_moves():
            child = state.apply(move)
            if child not in parents:
                parents[child] = (state, move)
                queue.append(child)
    path: list[Move] = []
    node = goal
    while (link := parents[node]) is not None:
        node, move = link
        path.append(move)
    return path[::-1]


def bfs_distance(start: State, goal: State) -> int:
    """The length of a shortest path."""
    return len(bfs_path(start, goal))


class Depths(Mapping[State, int]):
    """The depth of every state from one start, read like ``bfs``'s dictionary (keyed by ``State``)."""

    def __init__(self, pegs: int, depth: dict[tuple[int, ...], int]) -> None:
        self._pegs, self._depth = pegs, depth

    def __getitem__(self, state: State) -> int:
        if state.pegs != self._pegs or state.rules is not None:
            raise KeyError(state)
        return self._depth[state.positions]

    def __iter__(self) -> Iterator[State]:
        return (State(positions, self._pegs) for positions in self._depth)

    def __len__(self) -> int:
        return len(self._depth)

    def values(self) -> ValuesView[int]:  # type: ignore[override]  # the depths alone: no State is built
        return self._depth.values()


@lru_cache(maxsize=32)
def depths(start: State) -> Depths:
    """``bfs(start)`` for the classic rules, five times faster, and kept: many tests ask for the same start.

    The same textbook search on position tuples, with the rules written out here (a disc
    moves from the top of its peg onto an empty peg or a larger disc), so it shares no
    code with the package at all.
    """
    if start.rules is not None:
        raise ValueError(f"depths() knows the classic rules only, not {start.rules}")
    pegs, first = start.pegs, start.positions
    n = len(first)
    depth = {first: 0}
    queue = deque([first])
    while queue:
        here = queue.popleft()
        step = depth[here] + 1
        tops: dict[int, int] = {}
        for disc, peg in enumerate(here):  # smallest disc first: the first seen on a peg is its top
            tops.setdefault(peg, disc)
        for source, disc in tops.items():
            for target in range(pegs):
                if target != source and tops.get(target, n) > disc:
                    child = (*here[:disc], target, *here[disc + 1:])
                    if child not in depth:
                        depth[child] = step
                        queue.append(child)
    return Depths(pegs, depth)
