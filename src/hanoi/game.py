"""The mutable :class:`Game`: a state, a goal and a move stack with undo.

Values (:class:`~hanoi.State`, :class:`~hanoi.Move`) never change; a game is the one
thing that does, like ``chess.Board`` with its ``push``/``pop``/``peek``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Generic, cast

from hanoi._validate import shown
from hanoi.balls import BallState
from hanoi.errors import HanoiError, InvalidArgumentError, InvalidStateError
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State

__all__ = ["Game", "Position"]

Position = State | BallState
"""A position of any variant: discs (:class:`~hanoi.State`) or balls (:class:`~hanoi.BallState`)."""

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    P = TypeVar("P", bound=State | BallState, default=State)
else:
    from typing import TypeVar

    P = TypeVar("P", bound=State | BallState)


class Game(Generic[P]):
    """A puzzle being played: start, goal, the current state and every move made.

    >>> game = Game(State.perfect(2))
    >>> game.push(Move(1, 0, 1))
    >>> game.push_pegs(0, 2)
    Move(disc=2, source=0, target=2)
    >>> _ = game.push_pegs(1, 2)
    >>> game.state, game.is_solved(), len(game)
    (State('CC'), True, 3)
    >>> game.pop()
    Move(disc=1, source=1, target=2)
    >>> game.state
    State('CB')

    ``rules`` (keyword-only) plays a variant: the start and goal are taken under those rules.
    A Tower of London game starts from a :class:`~hanoi.BallState` and needs its goal.

    >>> linear = Game(State.perfect(2), rules=Rules.linear())
    >>> linear.push_pegs(0, 2)
    Traceback (most recent call last):
    ...
    hanoi.errors.IllegalMoveError: illegal move 'A->C' in state AA: the rules 'linear' allow no move from peg A to peg C
    >>> london = Game(BallState.parse("|21|3||"), BallState.parse("||32|1|"))
    >>> [str(london.push_pegs(*pegs)) for pegs in ((0, 2), (0, 1))], london.is_solved()
    (['1AC', '2AB'], True)
    """

    def __init__(self, start: P, goal: P | None = None, *, rules: Rules | None = None) -> None:
        for name, value in (("start", start), ("goal", goal)):
            if not isinstance(value, State | BallState) and not (name == "goal" and value is None):
                raise InvalidStateError(
                    f"{name} must be a State (e.g. State.parse('AAA')) or a BallState, got {shown(value)}"
                )
        if rules is not None:
            start = cast(P, _under(start, rules))
            goal = None if goal is None else cast(P, _under(goal, rules))
        if goal is None:
            if isinstance(start, BallState):
                raise InvalidStateError("a Tower of London game needs its goal position")
            goal = cast(P, State.perfect(start.n, pegs=start.pegs, peg=start.pegs - 1, rules=start.rules))
        if type(goal) is not type(start) or (goal.n, goal.pegs) != (start.n, start.pegs):
            raise InvalidStateError(
                f"goal {goal} ({goal.n} pieces, {goal.pegs} pegs) does not match start "
                f"{start} ({start.n} pieces, {start.pegs} pegs)"
            )
        if goal.rules != start.rules:
            raise InvalidStateError(f"goal {goal} and start {start} are under different rules")
        self.start: P = start
        self.goal: P = goal
        self._states: list[P] = [start]
        self._moves: list[Move] = []

    @property
    def rules(self) -> Rules:
        """The rules of the game (the classic rules for a classic game).

        >>> Game(State.perfect(2)).rules.name, Game(State.perfect(2), rules=Rules.cyclic()).rules.name
        ('classic', 'cyclic')
        """
        rules = self.start.rules
        return Rules.classic(self.start.pegs) if rules is None else rules

    @property
    def state(self) -> P:
        """The current state."""
        return self._states[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move made so far, oldest first."""
        return tuple(self._moves)

    def states(self) -> Iterator[P]:
        """The start and the state after each move.

        >>> [str(s) for s in Game(State.perfect(1)).states()]
        ['A']
        """
        return iter(tuple(self._states))

    def __len__(self) -> int:
        return len(self._moves)

    def push(self, move: Move) -> None:
        """Play a legal move; an illegal one raises and changes nothing.

        >>> game = Game(State.perfect(2))
        >>> game.push(Move(1, 0, 2))
        >>> game.push(Move(1, 0, 1))
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal move '1AB' in state AC: disc 1 is not on top of peg A (disc 2 is)
        >>> game.moves
        (Move(disc=1, source=0, target=2),)
        """
        self._states.append(cast(P, self.state.apply(move)))
        self._moves.append(move)

    def push_pegs(self, source: int, target: int) -> Move:
        """Play the top disc of ``source`` onto ``target`` and return the move.

        >>> Game(State.perfect(3)).push_pegs(0, 2)
        Move(disc=1, source=0, target=2)
        """
        move = self.state.find_move(source, target)
        self.push(move)
        return move

    def pop(self) -> Move:
        """Undo the last move and return it.

        >>> Game(State.perfect(1)).pop()
        Traceback (most recent call last):
        ...
        hanoi.errors.HanoiError: no move to undo
        """
        if not self._moves:
            raise HanoiError("no move to undo")
        self._states.pop()
        return self._moves.pop()

    undo = pop

    def peek(self) -> Move | None:
        """The last move, or None before the first.

        >>> Game(State.perfect(1)).peek() is None
        True
        """
        return self._moves[-1] if self._moves else None

    def is_solved(self) -> bool:
        """Whether the current state is the goal.

        >>> game = Game(State.parse("AB"), goal=State.parse("AC"))
        >>> game.is_solved()
        False
        >>> _ = game.push_pegs(1, 2)
        >>> game.is_solved()
        True
        """
        return self.state == self.goal

    def reset(self) -> None:
        """Go back to the start, forgetting every move.

        >>> game = Game(State.perfect(1))
        >>> _ = game.push_pegs(0, 1)
        >>> game.reset()
        >>> len(game)
        0
        """
        del self._states[1:]
        self._moves.clear()

    def __repr__(self) -> str:
        return f"Game(start={self.start!r}, goal={self.goal!r}, moves={len(self)})"

    def _repr_html_(self) -> str | None:
        """The position now, beside the goal, with the moves made: how Jupyter shows a Game.

        >>> game = Game(State.perfect(2))
        >>> _ = game.push_pegs(0, 1)
        >>> html = game._repr_html_()
        >>> html.count("<svg"), "1 move" in html, "goal" in html
        (2, True, True)
        """
        from hanoi.draw.notebook import game_html

        return game_html(self)


def _under(position: Position, rules: Rules) -> Position:
    """``position`` under ``rules``: a State keeps its discs, a BallState its balls."""
    if not isinstance(rules, Rules):
        raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {shown(rules)}")
    if isinstance(position, BallState):
        return BallState(position.pegs_balls, rules=rules)
    return State(position.positions, position.pegs, rules=rules)
