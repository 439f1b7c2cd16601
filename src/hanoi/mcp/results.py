"""What the MCP tools return: pydantic models, so that each tool has an ``outputSchema`` and structured output.

>>> sorted(GameView.model_json_schema()["required"])[:3]
['game', 'goal', 'goal_stacks']
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from hanoi.evaluation.protocols import Environment

__all__ = ["CheckReport", "FirstError", "GameView", "game_view"]

Stacks = list[list[int]]


class GameView(BaseModel):
    """A game as every game tool answers it: where it stands, its goal, and what the last call did."""

    game: str = Field(description="The game's id: pass it as game to state, move and undo.")
    state: str = Field(description="The position: the peg letter of each disc, largest first (\"AAB\").")
    stacks: Stacks = Field(description="The position: each peg's discs from bottom to top, pegs from 0.")
    goal: str = Field(description="The goal position, as peg letters.")
    goal_stacks: Stacks = Field(description="The goal position, as stacks.")
    moves: int = Field(description="Moves made so far (an undo takes one back).")
    solved: bool = Field(description="Whether the position is the goal.")
    optimal: int | None = Field(description="The fewest moves from the start to the goal; null where only a "
                                            "search would find it (four or more pegs from other positions).")
    message: str = Field(description="What happened, in words (the game's answer to the call).")


def game_view(game_id: str, env: Environment, message: str) -> GameView:
    """The view of ``env`` under the id ``game_id``."""
    return GameView(game=game_id, state=str(env.current), stacks=env.current.stacks(), goal=str(env.goal),
                    goal_stacks=env.goal.stacks(), moves=env.moves_made, solved=env.solved, optimal=env.optimal,
                    message=message)


class FirstError(BaseModel):
    """Where a move list first goes wrong."""

    step: int = Field(description="The step (from 1) of the first wrong move.")
    move: str = Field(description="That move as it was written.")
    reason: str = Field(description="Why it is wrong, in words.")
    kind: str = Field(description="The kind of error (illegal, unreadable, ...), as hanoi verify names it.")
    line: int | None = Field(default=None, description="The line of the text it is on, from 1.")
    state: str | None = Field(default=None, description="The position before it, as peg letters.")
    stacks: Stacks | None = Field(default=None, description="The position before it, as stacks.")


class CheckReport(BaseModel):
    """The verdict of check_moves on a whole move list."""

    found: bool = Field(description="Whether a move list was found in the input at all.")
    valid: bool = Field(description="Whether every move is legal.")
    solved: bool = Field(description="Whether the moves are legal and end at the goal.")
    moves: int = Field(description="The number of moves read.")
    valid_prefix: int = Field(description="How many moves from the start are legal.")
    first_error: FirstError | None = Field(description="The first wrong move, or null.")
    final_state: str | None = Field(description="The position after the legal moves, as peg letters.")
    start: str | None = Field(description="The start position, as peg letters.")
    goal: str | None = Field(description="The goal position, as peg letters.")
    optimal: int | None = Field(description="The fewest moves from start to goal, where known.")
    excess: int | None = Field(description="Moves beyond the fewest, for a list that solves the puzzle.")
    notes: list[str] = Field(description="What the reader assumed (peg numbering from 1, the list it chose).")

    @classmethod
    def from_report(cls, data: dict[str, Any]) -> CheckReport:
        """The verdict from :meth:`hanoi.verify.report.VerifyReport.to_dict`'s dictionary."""
        return cls.model_validate({name: data.get(name) for name in cls.model_fields})
