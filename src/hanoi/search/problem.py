"""The Hanoi puzzle as a search problem: a start, a goal test and the successors of a state.

This is the "formulation" of a textbook (Russell and Norvig, *Artificial Intelligence: A
Modern Approach*, 4th ed., section 3.1): the Russian tutorial's model, the peg of every disc, written as
one integer.  Digit ``i`` in base ``pegs`` is the peg of disc ``i + 1`` (disc 1, the
smallest, is the lowest digit), so a state is small, hashable and cheap to compare, and a
move of disc ``d`` from peg ``a`` to peg ``b`` adds ``(b - a) * pegs**(d - 1)``.

Successors come from small precomputed tables: the lowest ``k`` discs (``pegs**k <= 4096``)
decide every move of a disc among them, because any disc outside them is larger.  Only
when the small discs leave two pegs or more free can a larger disc move, and those moves
are found disc by disc.

>>> from hanoi import State
>>> problem = Problem(State.parse("AAA"), State.parse("CCC"))
>>> problem.start, problem.goal
(0, 26)
>>> [str(problem.state(code)) for code in problem.successors(problem.start)]
['AAB', 'AAC']
>>> problem.move(0, 2)
Move(disc=1, source=0, target=2)
"""

from __future__ import annotations

from functools import lru_cache

from hanoi.errors import InvalidArgumentError
from hanoi.move import Move
from hanoi.paths.codes import encode
from hanoi.state import State, check_pair

__all__ = ["TABLE_ENTRIES", "Problem"]

TABLE_ENTRIES = 4096
"""The most entries of one successor table (the lowest ``k`` discs with ``pegs**k`` at most this)."""

Table = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]


@lru_cache(maxsize=64)
def _table(pegs: int, width: int, arcs: frozenset[tuple[int, int]] | None = None) -> Table:
    """For every arrangement of ``width`` discs: the code changes of their legal moves, and the free pegs.

    ``arcs`` (the move digraph of :class:`~hanoi.Rules`) keeps only the moves along them.
    """
    powers = [pegs**d for d in range(width)]
    deltas: list[tuple[int, ...]] = []
    free: list[tuple[int, ...]] = []
    for value in range(pegs**width):
        tops = [width] * pegs  # the smallest disc on each peg; ``width`` for none
        rest = value
        for disc in range(width):
            peg = rest % pegs
            rest //= pegs
            if tops[peg] == width:
                tops[peg] = disc
        moves: list[int] = []
        for source, disc in enumerate(tops):
            if disc < width:
                moves.extend((target - source) * powers[disc] for target in range(pegs)
                             if target != source and tops[target] > disc
                             and (arcs is None or (source, target) in arcs))
        deltas.append(tuple(moves))
        free.append(tuple(peg for peg in range(pegs) if tops[peg] == width))
    return tuple(deltas), tuple(free)


class Problem:
    """Finding a path from ``start`` to ``goal`` (two :class:`~hanoi.State` of the same discs and pegs).

    States are integer codes (see the module); :meth:`state` and :meth:`code` convert.

    >>> problem = Problem(State.parse("AB", pegs=4), State.parse("DD", pegs=4))
    >>> problem.n, problem.pegs, problem.is_goal(problem.goal)
    (2, 4, True)
    >>> sorted(str(problem.state(c)) for c in problem.successors(problem.start))
    ['AA', 'AC', 'AD', 'CB', 'DB']

    States under other rules (:class:`~hanoi.Rules`, a move digraph without capacities) make
    a problem whose successors follow the arcs only; every strategy then searches the variant.

    >>> from hanoi import Rules
    >>> ruled = Problem(State.parse("AA", rules=Rules.cyclic()), State.parse("CC", rules=Rules.cyclic()))
    >>> [str(ruled.state(c)) for c in ruled.successors(ruled.start)]
    ['AB']
    """

    def __init__(self, start: State, goal: State) -> None:
        start, goal = check_pair(start, goal)
        self.rules = start.rules
        if self.rules is not None and self.rules.capacities is not None:
            raise InvalidArgumentError(
                f"the search strategies take move digraphs, not capacities (rules {self.rules.name!r}); "
                "use hanoi.variants.graph"
            )
        self.n = start.n
        self.pegs = start.pegs
        self.start_state, self.goal_state = start, goal
        self.start = encode(start.positions, self.pegs)
        self.goal = encode(goal.positions, self.pegs)
        width = 1 if self.pegs**2 <= TABLE_ENTRIES else 0  # past 64 pegs every move is found disc by disc
        while 0 < width < self.n and self.pegs ** (width + 1) <= TABLE_ENTRIES:
            width += 1
        self.width = min(width, self.n)
        self._modulus = self.pegs**self.width
        if self.rules is None:
            self._deltas, self._free = _table(self.pegs, self.width)
        else:
            self._deltas, self._free = _table(self.pegs, self.width, self.rules.arcs)
            self.larger_moves = self._larger_moves_ruled  # type: ignore[method-assign]

    def is_goal(self, state: int) -> bool:
        """Whether ``state`` is the goal.

        >>> Problem(State.parse("AB"), State.parse("BA")).is_goal(0)
        False
        """
        return state == self.goal

    def successors(self, state: int) -> list[int]:
        """The states one legal move away from ``state``, smaller discs' moves first.

        >>> problem = Problem(State.perfect(9), State.perfect(9, peg=2))
        >>> [str(problem.state(c)) for c in problem.successors(problem.code(State.parse("CCCCCCCBA")))]
        ['CCCCCCCBB', 'CCCCCCCBC', 'CCCCCCCCA']
        """
        modulus = self._modulus
        low = state % modulus
        children = [state + delta for delta in self._deltas[low]]
        free = self._free[low]
        if len(free) > 1 and self.n > self.width:
            children.extend(self.larger_moves(state, free))
        return children

    def tables(self) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], int]:
        """The successor tables of the lowest :attr:`width` discs: code changes, free pegs, and ``pegs**width``.

        ``successors(s)`` adds each of ``changes[s % modulus]`` to ``s``, and, when the
        ``free[s % modulus]`` pegs are two or more, the moves of :meth:`larger_moves`.

        >>> changes, free, modulus = Problem(State.parse("AA"), State.parse("CC")).tables()
        >>> changes[0], free[0], modulus
        ((1, 2), (1, 2), 9)
        """
        return self._deltas, self._free, self._modulus

    def larger_moves(self, state: int, free: tuple[int, ...]) -> list[int]:
        """The successors by moves of discs above :attr:`width`, between the ``free`` pegs the small discs leave.

        >>> problem = Problem(State.perfect(9), State.perfect(9, peg=2))
        >>> [str(problem.state(c)) for c in problem.larger_moves(problem.code(State.parse("ABCCCCCCC")), (0, 1))]
        ['AACCCCCCC']
        """
        pegs = self.pegs
        tops: dict[int, int] = {}
        rest = state // self._modulus
        for disc in range(self.width, self.n):
            peg = rest % pegs
            rest //= pegs
            if peg in free and peg not in tops:
                tops[peg] = disc
                if len(tops) == len(free):
                    break
        return [state + (target - source) * pegs**disc
                for source, disc in tops.items()
                for target in free
                if target != source and tops.get(target, self.n) > disc]

    def _larger_moves_ruled(self, state: int, free: tuple[int, ...]) -> list[int]:
        """:meth:`larger_moves` along the arcs of the rules only."""
        assert self.rules is not None
        arcs = self.rules.arcs
        pegs = self.pegs
        return [child for child in Problem.larger_moves(self, state, free)
                if (self._peg_change(state, child, pegs)) in arcs]

    def _peg_change(self, state: int, child: int, pegs: int) -> tuple[int, int]:
        move = self.move(state, child)
        return move.source, move.target

    def code(self, state: State) -> int:
        """The integer code of a :class:`~hanoi.State` of this puzzle.

        >>> Problem(State.parse("AAA"), State.parse("CCC")).code(State.parse("CBA"))  # 0 + 1*3 + 2*9
        21
        """
        return encode(state.positions, self.pegs)

    def state(self, code: int) -> State:
        """The :class:`~hanoi.State` of an integer code.

        >>> Problem(State.parse("AAA"), State.parse("CCC")).state(21)
        State('CBA')
        """
        positions = []
        for _ in range(self.n):
            code, peg = divmod(code, self.pegs)
            positions.append(peg)
        return State(tuple(positions), self.pegs, rules=self.rules)

    def disc(self, state: int, child: int) -> int:
        """The disc (1 is the smallest) that moves from ``state`` to its neighbour ``child``.

        >>> Problem(State.parse("AAA"), State.parse("CCC")).disc(0, 18)
        3
        """
        change, disc = abs(child - state), 1
        while change >= self.pegs:
            change //= self.pegs
            disc += 1
        return disc

    def move(self, state: int, child: int) -> Move:
        """The :class:`~hanoi.Move` from ``state`` to its neighbour ``child``.

        >>> Problem(State.parse("AAA"), State.parse("CCC")).move(0, 18)
        Move(disc=3, source=0, target=2)
        """
        disc = self.disc(state, child)
        power = self.pegs ** (disc - 1)
        return Move(disc, (state // power) % self.pegs, (child // power) % self.pegs)
