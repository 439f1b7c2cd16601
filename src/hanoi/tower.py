"""Moving a whole tower, for any number of pegs: the one place that dispatches on the pegs.

Three pegs have closed forms (:mod:`hanoi.three`, Lavallée 1982 and the French and German encyclopedia articles); more
pegs use the Frame–Stewart recursion (:mod:`hanoi.kpegs`, Saito 2020).  Every
function here checks its arguments, chooses by ``pegs``, and never calls back up; the
modules below never dispatch.

The API rule: natural arguments first, then keyword-only ``pegs``, ``source`` and
``target``; the target defaults to the last peg.

>>> [str(m) for m in solve(2)], [str(m) for m in solve(2, pegs=4)]
(['1AB', '2AC', '1BC'], ['1AB', '2AD', '1BD'])
>>> move_at(3, 4, pegs=4), state_at(3, 5, pegs=4), min_moves(3, pegs=4)
(Move(disc=2, source=2, target=3), State('DDD', pegs=4), 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING

from hanoi import kpegs as fs
from hanoi._validate import check_count_bits, check_n, check_pegs, check_source_target, shown, shown_int
from hanoi.errors import InvalidArgumentError, UnknownAlgorithmError
from hanoi.move import Move, peg_letter
from hanoi.three import direct as three
from hanoi.three.algorithms import ALGORITHMS, recursive_blocks

if TYPE_CHECKING:  # State loads where a state is made or read: hanoi solve starts without it
    from hanoi.state import State

__all__ = ["Solution", "batches", "min_moves", "move_at", "solve", "solve_blocks", "state_at", "step_of"]


def _peg(peg: int) -> str:
    return peg_letter(peg) if peg < 26 else str(peg)


class Solution(Iterator[Move]):
    """The moves of :func:`solve`, made as they are read, that know the tower they solve.

    An iterator like any other (``list(solution)``, ``next(solution)``); Jupyter shows it as
    an animation of the whole solution when it is short enough, and as its length otherwise.
    Displaying it reads none of its moves.

    >>> solution = solve(3)
    >>> solution
    <solve(3): 7 moves from peg A to peg C>
    >>> next(solution), len(list(solution))
    (Move(disc=1, source=0, target=2), 6)
    """

    __slots__ = ("_moves", "algorithm", "n", "pegs", "source", "target")

    def __init__(self, moves: Iterator[Move], n: int, *, pegs: int, source: int, target: int, algorithm: str) -> None:
        self._moves, self.n, self.pegs, self.source, self.target = moves, n, pegs, source, target
        self.algorithm = algorithm

    def __next__(self) -> Move:
        return next(self._moves)

    def __iter__(self) -> Solution:
        return self

    def _label(self) -> str:
        pegs = "" if self.pegs == 3 else f", pegs={self.pegs}"
        algorithm = "" if self.algorithm == "recursive" else f", algorithm={self.algorithm!r}"
        return f"solve({self.n}{pegs}{algorithm})"

    def __repr__(self) -> str:
        moves = min_moves(self.n, pegs=self.pegs)
        return (f"<{self._label()}: {moves:,} move{'' if moves == 1 else 's'} "
                f"from peg {_peg(self.source)} to peg {_peg(self.target)}>")

    def _repr_html_(self) -> str:
        """The whole solution, animated (at most :data:`hanoi.limits.MAX_ANIMATION_MOVES` moves), for Jupyter.

        >>> html = solve(2)._repr_html_()
        >>> html.count("<animate "), "3 moves" in html
        (4, True)
        """
        from hanoi import limits
        from hanoi.draw.notebook import solution_html
        from hanoi.draw.svg import animation
        from hanoi.state import State

        moves = min_moves(self.n, pegs=self.pegs)
        start = State((self.source,) * self.n, self.pegs)
        picture = None
        if moves <= limits.MAX_ANIMATION_MOVES:
            fresh = solve(self.n, pegs=self.pegs, source=self.source, target=self.target, algorithm=self.algorithm)
            picture = str(animation(start, fresh))
        return solution_html(start, moves, self._label(), picture)



def solve(
    n: int, *, pegs: int = 3, source: int = 0, target: int | None = None, algorithm: str = "recursive"
) -> Solution:
    """The optimal moves of ``n`` discs from ``source`` to ``target`` (default: the last peg), lazily.

    ``algorithm`` names one of the three-peg algorithms of :data:`~hanoi.ALGORITHMS` (all
    give the same sequence).  With ``pegs > 3`` the moves are a Frame–Stewart solution
    with an optimal split (Saito 2020).  Arguments are checked now; moves are made as they
    are read, so ``solve(64)`` is safe.

    >>> [str(m) for m in solve(3, algorithm="lavallee")]
    ['1AC', '2AB', '1CB', '3AC', '1BA', '2BC', '1AC']
    >>> next(solve(64))
    Move(disc=1, source=0, target=1)
    >>> [str(m) for m in solve(2, pegs=4, target=1)]
    ['1AC', '2AB', '1CB']
    """
    pegs = check_pegs(pegs)
    if pegs != 3:
        if algorithm != "recursive":
            raise InvalidArgumentError(
                f"algorithm {shown(algorithm)} is a three-peg algorithm; {pegs} pegs use Frame–Stewart"
            )
        moves = fs.fs_solve(n, pegs=pegs, source=source, target=target)
        source, target = check_source_target(source, target, pegs)
        return Solution(moves, n, pegs=pegs, source=source, target=target, algorithm=algorithm)
    try:
        generate = ALGORITHMS[algorithm]
    except (KeyError, TypeError):
        raise UnknownAlgorithmError(
            f"unknown algorithm {shown(algorithm)}; choose one of: {', '.join(ALGORITHMS)}"
        ) from None
    source, target = check_source_target(source, target, 3)
    return Solution(generate(n, source=source, target=target), n, pegs=3, source=source, target=target,
                    algorithm=algorithm)


def solve_blocks(
    n: int, *, pegs: int = 3, source: int = 0, target: int | None = None, algorithm: str = "recursive"
) -> Iterator[tuple[Move, ...]]:
    """The moves of :func:`solve` in blocks (tuples); blocks that recur are the same object.

    The fast path of writers: the recursive three-peg solution and Frame–Stewart come in
    whole sub-towers; other algorithms in batches of 4096 moves.

    >>> [len(block) for block in solve_blocks(11)]
    [1023, 1, 1023]
    >>> sum(len(block) for block in solve_blocks(11, algorithm="iterative"))
    2047
    """
    moves = solve(n, pegs=pegs, source=source, target=target, algorithm=algorithm)  # checks every argument
    if algorithm == "recursive":
        if pegs == 3:
            return recursive_blocks(n, source=source, target=2 if target is None else target)
        return fs.fs_blocks(n, pegs=pegs, source=source, target=target)
    return batches(moves, 4096)


def batches(moves: Iterable[Move], size: int) -> Iterator[tuple[Move, ...]]:
    """The moves in tuples of ``size`` (the last may be shorter), lazily.

    >>> [len(batch) for batch in batches(solve(3), 3)]
    [3, 3, 1]
    """
    stream = iter(moves)
    while batch := tuple(islice(stream, size)):
        yield batch


def move_at(n: int, k: int, *, pegs: int = 3, source: int = 0, target: int | None = None) -> Move:
    """The ``k``-th move (1-based) of :func:`solve`, without replaying it.

    Equal to ``list(solve(n, pegs=pegs, source=source, target=target))[k - 1]``: O(1)
    big-integer operations for three pegs (Lavallée, Theorems 2 and 3), a descent of the
    split recursion for more.

    >>> move_at(64, 2**63)
    Move(disc=64, source=0, target=2)
    >>> move_at(1000, 123456789012345, pegs=4)
    Move(disc=749, source=0, target=1)
    """
    pegs = check_pegs(pegs)
    if pegs != 3:
        return fs.fs_move_at(n, k, pegs=pegs, source=source, target=target)
    source, target = check_source_target(source, target, 3)
    return three.move_at(n, k, source=source, target=target)


def state_at(n: int, k: int, *, pegs: int = 3, source: int = 0, target: int | None = None) -> State:
    """The state after ``k`` moves of :func:`solve`; ``k = 0`` is the start.

    Equal to replaying the first ``k`` moves, in time linear in ``n`` (the French encyclopedia article's
    E(N, p), Lavallée's Theorem 1, and the split recursion for more pegs).

    >>> state_at(4, 12, target=1)  # the French encyclopedia article: E(4, 12) = BBAA
    State('BBAA')
    >>> state_at(8, 20, pegs=4)
    State('DCAABBBB', pegs=4)
    """
    pegs = check_pegs(pegs)
    if pegs != 3:
        return fs.fs_state_at(n, k, pegs=pegs, source=source, target=target)
    source, target = check_source_target(source, target, 3)
    return three.state_at(n, k, source=source, target=target)


def step_of(state: State, *, source: int = 0, target: int | None = None) -> int:
    """The ``k`` with ``state_at(n, k, pegs=state.pegs, ...) == state``.

    The inverse of :func:`state_at`; a state off the path raises
    :class:`~hanoi.NotOnPathError`.

    >>> from hanoi.state import State
    >>> step_of(State.parse("CCAA"))
    12
    >>> step_of(State.parse("DCAABBBB", pegs=4))
    20
    """
    from hanoi.state import State

    if not isinstance(state, State):
        raise InvalidArgumentError(f"step_of() needs a State, got {shown(state)}")
    if state.pegs != 3:
        return fs.fs_step_of(state, source=source, target=target)
    source, target = check_source_target(source, target, 3)
    return three.step_of(state, source=source, target=target)


def min_moves(n: int, *, pegs: int = 3) -> int:
    """The fewest moves that carry a perfect tower of ``n`` discs to another peg.

    ``2**n - 1`` for three pegs (OEIS A000225); the Frame–Stewart number for more
    (:func:`~hanoi.frame_stewart`, proven optimal for 4 pegs, presumed beyond).

    >>> [min_moves(n) for n in range(6)]
    [0, 1, 3, 7, 15, 31]
    >>> min_moves(64), min_moves(64, pegs=4)
    (18446744073709551615, 18433)
    """
    n = check_n(n)
    if check_pegs(pegs) != 3:
        return fs.frame_stewart(n, pegs)
    check_count_bits(n, f"2**{shown_int(n)} - 1")
    return (1 << n) - 1
