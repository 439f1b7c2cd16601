"""One free game in the browser: a :class:`~hanoi.Game` with a clock that starts at the first move.

All the rules come from the library; the minimum number of moves comes from
:mod:`hanoi.web.hints` (closed forms on three pegs, a distance table on more).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Literal

from hanoi.balls import BallState
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.game import Game
from hanoi.kpegs import optimality_status
from hanoi.limits import GAME_MAX_MOVES
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.tower import min_moves
from hanoi.web.clock import now_ms
from hanoi.web.errors import GoneError
from hanoi.web.hints import Hints
from hanoi.web.store import new_id

__all__ = ["MAX_MOVES", "PlayGame", "check_peg", "check_room"]

MAX_MOVES = GAME_MAX_MOVES
"""The most moves one game (or one test problem) takes, so that the server's memory stays bounded."""


def check_room(game: Game[State] | Game[BallState] | Game[State | BallState]) -> None:
    """Refuse a move past :data:`MAX_MOVES`.

    >>> check_room(Game(State.perfect(1)))
    """
    if len(game) >= MAX_MOVES:
        raise GoneError(f"this game has reached {MAX_MOVES} moves, the most the server keeps; start a new one")


def check_peg(peg: int, pegs: int, name: str) -> None:
    """Refuse a peg number outside the game.

    >>> check_peg(3, 3, "target")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: target peg 3 is outside 0..2 of this 3-peg game
    """
    if not 0 <= peg < pegs:
        raise InvalidArgumentError(f"{name} peg {peg} is outside 0..{pegs - 1} of this {pegs}-peg game")


@dataclass
class PlayGame:
    """A free game: the library's :class:`~hanoi.Game`, a clock from the first move, and its minimum.

    >>> entry = PlayGame.classic(2, pegs=3, now=0)
    >>> entry.elapsed(5000), entry.move(0, 1, now=500), entry.elapsed(900)
    (0, Move(disc=1, source=0, target=1), 400)
    >>> entry.move(0, 1, now=600)
    Traceback (most recent call last):
    ...
    hanoi.errors.IllegalMoveError: illegal move 'A->B' in state AB: disc 2 cannot go onto the smaller disc 1 on peg B
    >>> entry.undo(), str(entry.game.state)
    (Move(disc=1, source=0, target=1), 'AA')
    """

    id: str
    game: Game[Any]  # a State game, or a BallState one (the Tower of London)
    created_ms: int
    classic_start: bool
    started_ms: int | None = None
    solved_ms: int | None = None
    shortest: int | None = None

    @classmethod
    def classic(cls, n: int, *, pegs: int = 3, now: int | None = None) -> PlayGame:
        """The perfect tower on peg A, to carry to the last peg.

        >>> str(PlayGame.classic(3, pegs=4).game.goal)
        'DDD'
        """
        start = State.perfect(n, peg=0, pegs=pegs)
        goal = State.perfect(n, peg=pegs - 1, pegs=pegs)
        return cls(new_id(), Game(start, goal), now_ms() if now is None else now, True)

    @classmethod
    def random(cls, n: int, *, pegs: int = 3, seed: int | None = None, now: int | None = None) -> PlayGame:
        """A random start and a different random goal.

        >>> entry = PlayGame.random(4, pegs=3, seed=1)
        >>> entry.game.start != entry.game.goal
        True
        """
        rng = random.Random(seed)
        start = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        goal = start
        while goal == start:
            goal = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        return cls(new_id(), Game(start, goal), now_ms() if now is None else now, False)

    @classmethod
    def toronto(cls, n: int, *, now: int | None = None) -> PlayGame:
        """The Tower of Toronto (Saint-Cyr, Taylor and Lang 1988): ``n`` coloured discs from peg A to peg C.

        >>> entry = PlayGame.toronto(4)
        >>> entry.game.start, entry.shortest
        (State('AAAA', rules=Rules.toronto()), 15)
        """
        rules = Rules.toronto()
        start, goal = State.perfect(n, rules=rules), State.perfect(n, peg=2, rules=rules)
        entry = cls(new_id(), Game(start, goal), now_ms() if now is None else now, True)
        entry.shortest = 2**start.n - 1  # the colours are Hanoi's sizes: the classic tower's count
        return entry

    @classmethod
    def london(cls, name: str = "shallice", number: int = 1, *, now: int | None = None) -> PlayGame:
        """Problem ``number`` (from 1) of a published Tower of London set; its minimum is searched at once.

        >>> entry = PlayGame.london("shallice", 9)
        >>> str(entry.game.start), str(entry.game.goal), entry.shortest
        ('|21|3||', '|123|||', 5)
        >>> PlayGame.london("shallice", 13)
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: the set 'shallice' has 12 problems, not 13
        """
        from hanoi.variants.graph import search_distance
        from hanoi.variants.london import problem_set

        problems = problem_set(name).problems
        if not 1 <= number <= len(problems):
            raise InvalidArgumentError(f"the set {name!r} has {len(problems)} problems, not {number}")
        problem = problems[number - 1]
        entry = cls(new_id(), Game(problem.start, problem.goal), now_ms() if now is None else now, False)
        entry.shortest = search_distance(problem.start, problem.goal)
        return entry

    def minimum(self, hints: Hints) -> tuple[int | None, str | None]:
        """The fewest moves from the start to the goal, and a note when it is presumed or not known yet.

        Exact on three pegs and once the distance table is ready; before that, a classic
        tower shows its Frame–Stewart number.

        >>> PlayGame.classic(3, pegs=3).minimum(Hints())
        (7, None)
        >>> PlayGame.classic(3, pegs=5).minimum(Hints())[0]  # Frame–Stewart, or the table's exact count
        5
        """
        if self.shortest is not None:
            return self.shortest, self._note()
        start, goal = self.game.start, self.game.goal
        known = hints.known_distance(start, goal)
        if known is not None:
            self.shortest = known
            return known, self._note()
        if self.classic_start:
            try:
                return min_moves(start.n, pegs=start.pegs), optimality_status(start.pegs)
            except HanoiError as error:  # pragma: no cover - the game's settings always fit
                return None, str(error)
        return None, f"working it out: searching all {start.pegs ** start.n:,} states"

    def minimum_basis(self, hints: Hints) -> Literal["exact", "proven", "presumed", "searching"] | None:
        """How :meth:`minimum` knows its count, for the page to say in its language.

        ``"exact"`` (a search of every state), ``"proven"`` or ``"presumed"`` (the
        Frame–Stewart number: Bousch 2014 proved it for 4 pegs, it is a conjecture beyond),
        ``"searching"`` (not known yet), or None on three pegs (2**n - 1 and its kin are exact).

        >>> PlayGame.classic(3, pegs=3).minimum_basis(Hints()) is None
        True
        >>> PlayGame.classic(3, pegs=5).minimum_basis(Hints()) in ("exact", "presumed")
        True
        """
        shortest, _ = self.minimum(hints)
        pegs = self.game.start.pegs
        if pegs == 3:
            return None
        if self.shortest is not None:
            return "exact"
        if shortest is None:
            return "searching"
        return "proven" if pegs == 4 else "presumed"

    def _note(self) -> str | None:
        pegs = self.game.start.pegs
        if pegs == 3:
            return None
        return f"exact: breadth-first search of all {pegs ** self.game.start.n:,} states"

    def elapsed(self, now: int) -> int:
        """Milliseconds played: from the first move, frozen once solved.

        >>> entry = PlayGame.classic(1, pegs=3, now=1000)
        >>> entry.elapsed(1500)
        0
        >>> _ = entry.move(0, 2, now=1800)
        >>> entry.elapsed(9000), entry.started_ms
        (0, 1800)
        """
        if self.started_ms is None:
            return 0
        return (self.solved_ms if self.solved_ms is not None else now) - self.started_ms

    def move(self, source: int, target: int, now: int) -> Move:
        """Play the top disc of ``source`` onto ``target``; raise IllegalMoveError with the reason.

        >>> entry = PlayGame.classic(1, pegs=3, now=0)
        >>> entry.move(0, 2, now=700), entry.solved_ms
        (Move(disc=1, source=0, target=2), 700)
        >>> entry.move(2, 3, now=800)
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: target peg 3 is outside 0..2 of this 3-peg game
        """
        check_peg(source, self.game.state.pegs, "source")
        check_peg(target, self.game.state.pegs, "target")
        check_room(self.game)
        move = self.game.push_pegs(source, target)
        if self.started_ms is None:
            self.started_ms = now
        if self.game.is_solved() and self.solved_ms is None:
            self.solved_ms = now
        return move

    def undo(self) -> Move:
        """Take back the last move.

        >>> entry = PlayGame.classic(1, pegs=3, now=0)
        >>> _ = entry.move(0, 2, now=700)
        >>> entry.undo(), entry.solved_ms, len(entry.game)
        (Move(disc=1, source=0, target=2), None, 0)
        >>> entry.undo()
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: there is no move to undo
        """
        if not len(self.game):
            raise GoneError("there is no move to undo")
        move = self.game.pop()
        if not self.game.is_solved():
            self.solved_ms = None
        return move

    def reset(self) -> None:
        """Back to the start, with the clock stopped at zero.

        >>> entry = PlayGame.classic(2, pegs=3, now=0)
        >>> _ = entry.move(0, 1, now=10); entry.reset()
        >>> len(entry.game), entry.elapsed(99)
        (0, 0)
        """
        self.game.reset()
        self.started_ms = self.solved_ms = None
