"""Generated move lists for the reader's property tests (test_grammar, test_families).

A list of ``(disc, source, target)`` moves (disc 1 the smallest, pegs from 0) from the tower on peg 0: the
optimal solution (so solved lists are drawn too) or a legal random walk, then perhaps spoiled at one step.
"""

from __future__ import annotations

from hypothesis import strategies as st

Move = tuple[int, int, int]

#: the ways to spoil a move: its pegs swapped, another disc named, or the third peg as its target
SPOILS = ("swap", "disc", "third")


@st.composite
def walks(draw: st.DrawFn, most: int = 4, steps: int = 10,
          spoils: tuple[str, ...] = SPOILS) -> tuple[int, list[Move], bool]:
    """Discs (1 to ``most``), a list of moves (the optimal one or a legal walk of 1 to ``steps`` moves), and
    whether one of its moves was spoiled by one of ``spoils``."""
    n = draw(st.integers(1, most))
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    moves: list[Move] = []
    if draw(st.booleans()):
        def solve(k: int, a: int, b: int, c: int) -> None:
            if k:
                solve(k - 1, a, c, b)
                moves.append((k, a, c))
                solve(k - 1, b, a, c)
        solve(n, 0, 1, 2)
    else:
        for _ in range(draw(st.integers(1, steps))):
            legal = [(s, t) for s in range(3) for t in range(3)
                     if s != t and stacks[s] and (not stacks[t] or stacks[t][-1] > stacks[s][-1])]
            s, t = draw(st.sampled_from(legal))
            moves.append((stacks[s][-1], s, t))
            stacks[t].append(stacks[s].pop())
    spoil = draw(st.booleans())
    if spoil:
        at = draw(st.integers(0, len(moves) - 1))
        disc, s, t = moves[at]
        kind = draw(st.sampled_from(spoils))
        moves[at] = {"swap": (disc, t, s), "disc": (disc % n + 1, s, t), "third": (disc, s, 3 - s - t)}[kind]
    return n, moves, spoil
