"""Plain reference searches for the tests: textbook BFS over State objects, from the rules alone.

They use nothing of the package but ``State.legal_moves`` and ``State.apply``, so they
check the fast engines independently.
"""

from __future__ import annotations

from collections import deque

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
