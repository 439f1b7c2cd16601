"""The JSON views of a game and a test session, built from the server's objects (pydantic models of
:mod:`hanoi.web.models`)."""

from __future__ import annotations

from typing import Any

from hanoi.balls import BallState
from hanoi.state import State
from hanoi.variants.graph import state_bound
from hanoi.web.hints import Hints, HintStatus
from hanoi.web.kiosk import demonstration_moves
from hanoi.web.models import GameView, HintsView, MoveView, SessionView, TrialResult, TrialView
from hanoi.web.play import PlayGame
from hanoi.web.session import TestSession

__all__ = ["discontinued", "game_view", "hints_view", "london_fields", "searched", "session_view"]


def hints_view(found: HintStatus) -> HintsView:
    """How far the hints of a game are, as the page reads it.

    >>> hints_view(HintStatus("closed form", True, 1.0, 0, 27)).ready
    True
    """
    return HintsView(method=found.method, ready=found.ready, progress=round(found.progress, 4),
                     waiting=found.waiting, states=found.states)


def game_view(entry: PlayGame, hints: Hints, now: int) -> GameView:
    """A free game as the page reads it: the board, the goal, the counters and the hints.

    >>> view = game_view(PlayGame.classic(3), Hints(), 0)
    >>> view.state, view.goal, view.min_moves
    ('AAA', 'CCC', 7)
    """
    game = entry.game
    last = game.peek()
    shortest, note = entry.minimum(hints)
    if searched(game.start):  # a Tower of London or Toronto game: its hints are searched at once
        found = HintsView(method="search", ready=True, progress=1, waiting=0, states=state_bound(game.start))
        return GameView(
            id=entry.id, n=game.state.n, pegs=game.state.pegs, state=str(game.state), stacks=game.state.stacks(),
            goal=str(game.goal), goal_stacks=game.goal.stacks(), moves=len(game), min_moves=shortest,
            min_moves_note=note, min_moves_basis=entry.minimum_basis(hints), solved=game.is_solved(),
            elapsed_ms=entry.elapsed(now),
            last_move=None if last is None else MoveView.of(last), hints=found, **london_fields(game.start),
        )
    return GameView(
        id=entry.id, n=game.state.n, pegs=game.state.pegs, state=str(game.state), stacks=game.state.stacks(),
        goal=str(game.goal), goal_stacks=game.goal.stacks(), moves=len(game), min_moves=shortest,
        min_moves_note=note, min_moves_basis=entry.minimum_basis(hints), solved=game.is_solved(),
        elapsed_ms=entry.elapsed(now),
        last_move=None if last is None else MoveView.of(last), hints=hints_view(hints.status(game.goal)),
    )


def london_fields(position: object) -> dict[str, Any]:
    """The ``variant`` and ``heights`` of a view: a Tower of London or Toronto position says so, any other nothing.

    >>> london_fields(object())
    {}
    """
    if isinstance(position, BallState):
        return {"variant": "london", "heights": [cap or position.n for cap in position.rules.capacities or ()]}
    if isinstance(position, State) and position.rules is not None and position.rules.pieces == "colours":
        return {"variant": "toronto"}
    return {}


def searched(position: object) -> bool:
    """Whether a game's hints come from a search at once: the Tower of London's balls, the Tower of Toronto.

    >>> from hanoi.rules import Rules
    >>> searched(State.parse("AAA")), searched(State.parse("AAA", rules=Rules.toronto()))
    (False, True)
    """
    return isinstance(position, BallState) or (isinstance(position, State) and position.rules is not None)


def session_view(session: TestSession, now: int, *, scores: bool = True) -> SessionView:
    """A test session as the page reads it; ``scores`` False hides the results (a participant's page).

    >>> from hanoi.results.problems import parse_problems
    >>> from hanoi.results.store import Records
    >>> session = TestSession(Records(":memory:"), "P01", parse_problems("AA CC"), now=0)
    >>> view = session_view(session, 0)
    >>> view.trial.state, view.trial.shortest
    ('AA', 3)
    """
    game = session.game
    trial = TrialView(
        **london_fields(game.start),
        index=session.index + 1, count=len(session.problems), n=game.state.n, pegs=game.state.pegs,
        state=str(game.state), stacks=game.state.stacks(), goal=str(game.goal), goal_stacks=game.goal.stacks(),
        shortest=session.problem.shortest, steps=len(game), illegal=session.illegal, elapsed_ms=session.elapsed(now),
        time_left_ms=session.time_left(now), moves_left=session.moves_left(), outcome=session.outcome,
        kind=session.problem.kind, demonstration=_demonstration(session),
    )
    # a participant's page sees its scores only when the examiner allowed it (show_scores)
    results = [TrialResult.model_validate(result) for result in session.results] if scores else []
    return SessionView(id=session.id, participant=session.participant, started=session.started,
                       next_seq=session.attempts + 1, trial=trial, finished=session.finished, results=results,
                       handover=None, instructions=_text(session.instructions), reminder=_text(session.reminder),
                       discontinued=session.discontinued, **session.kiosk._asdict())


def _demonstration(session: TestSession) -> list[MoveView] | None:
    """A running demonstration's moves from where it stands (the page plays them); None for any other item."""
    if session.outcome != "running":
        return None
    moves = demonstration_moves(session.problem, session.game.state)
    return None if moves is None else [MoveView.of(move) for move in moves]


def discontinued(after: object, trials: list[Any]) -> bool:
    """Whether the discontinue rule ended a session: its last ``after`` scored problems ended unsolved.

    >>> discontinued(2, [{"kind": "test", "outcome": "moves", "success": 0}] * 2)
    True
    """
    if not isinstance(after, int) or after < 1:
        return False
    scored = [trial for trial in trials if (trial["kind"] or "test") == "test"]
    last = scored[-after:]
    return len(last) == after and all(trial["outcome"] is not None and not trial["success"] for trial in last)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None

