"""The JSON shapes of the web API (pydantic models), which its OpenAPI schema documents.

Pegs are 0-based numbers (0 is peg A), discs are numbered from 1 (the smallest), and
a state is written in letters, largest disc first (``"AAC"``), as in
:class:`~hanoi.State`; ``stacks`` lists each peg's discs from the bottom up.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from hanoi.move import Move

__all__ = [
    "ErrorBody",
    "EventKind",
    "EventRequest",
    "GameView",
    "Handover",
    "HintView",
    "HintsView",
    "MoveOutcome",
    "MoveRequest",
    "MoveView",
    "NewGame",
    "NewSession",
    "SessionMoveOutcome",
    "SessionMoveRequest",
    "SessionSummary",
    "SessionView",
    "ShownRequest",
    "SolutionView",
    "TrialResult",
    "TrialView",
]

_STRICT = ConfigDict(extra="forbid")
PegNumber = Field(ge=0, le=5, description="A 0-based peg number: 0 is peg A.")


class ErrorBody(BaseModel):
    """What is wrong with a request.

    >>> ErrorBody(detail="target peg 7 is outside 0..2").model_dump_json()
    '{"detail":"target peg 7 is outside 0..2","code":null,"params":{}}'
    """

    detail: str = Field(description="A sentence that quotes the bad input.")
    code: str | None = Field(default=None, description="The message's name, for a translation ('problems.syntax').")
    params: dict[str, int | str] = Field(default_factory=dict, description="The values the message quotes.")


class MoveView(BaseModel):
    """One move.

    >>> MoveView(disc=1, source=0, target=2, text="1AC").model_dump()
    {'disc': 1, 'source': 0, 'target': 2, 'text': '1AC'}
    """

    disc: int = Field(description="The disc moved, 1 being the smallest.")
    source: int = Field(description="The 0-based peg it left.")
    target: int = Field(description="The 0-based peg it landed on.")
    text: str = Field(description="The canonical text, e.g. '1AC'.")

    @classmethod
    def of(cls, move: Move) -> MoveView:
        """The view of a library :class:`~hanoi.Move`.

        >>> MoveView.of(Move(1, 0, 2)).text
        '1AC'
        """
        return cls(disc=move.disc, source=move.source, target=move.target, text=str(move))


class NewGame(BaseModel):
    """Settings of a new free game.

    >>> NewGame()
    NewGame(n=3, pegs=3, start='classic', seed=None, london_set='shallice', problem=1)
    >>> NewGame(n=4, start="toronto").start
    'toronto'
    >>> NewGame(n=11)
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for NewGame
    n
      Input should be less than or equal to 10 ...
    """

    model_config = _STRICT

    n: int = Field(3, ge=1, le=10, description="Number of discs, 1 to 10.")
    pegs: int = Field(3, ge=3, le=6, description="Number of pegs, 3 to 6.")
    start: Literal["classic", "random", "london", "toronto"] = Field(
        "classic", description="'classic': a tower on peg A to carry to the last peg; 'random': random start and goal; "
        "'london': problem 'problem' of the Tower of London set 'london_set' (n and pegs are not used); "
        "'toronto': the Tower of Toronto's tower of n coloured discs (at most 6) on 3 pegs, A to C."
    )
    seed: int | None = Field(None, ge=0, le=2**32 - 1, description="Seed of a random start and goal.")
    london_set: str = Field("shallice", pattern=r"^[a-z-]{1,32}$",
                            description="With start 'london': shallice, phillips-a ..., tol-dx, tol-r.")
    problem: int = Field(1, ge=1, le=50, description="With start 'london': the problem's number in its set.")


class HintsView(BaseModel):
    """Whether hints are ready: at once on three pegs, after the distance table is built on more.

    >>> HintsView(method="distance table", ready=False, progress=0.25, waiting=0, states=60466176).progress
    0.25
    """

    method: Literal["closed form", "distance table", "search"] = Field(
        description="How hints are found ('search': a Tower of London game, searched at once)."
    )
    ready: bool = Field(description="Whether a hint comes at once.")
    progress: float = Field(ge=0, le=1, description="How much of the distance table is built.")
    waiting: int = Field(description="Tables to build before this one (0: being built or ready).")
    states: int = Field(description="States of the puzzle: pegs ** discs.")


class GameView(BaseModel):
    """A game as the page shows it.

    >>> hints = HintsView(method="closed form", ready=True, progress=1, waiting=0, states=3)
    >>> view = GameView(id="g1", n=1, pegs=3, state="A", stacks=[[1], [], []], goal="C", goal_stacks=[[], [], [1]],
    ...                 moves=0, min_moves=1, min_moves_note=None, solved=False, elapsed_ms=0, last_move=None,
    ...                 hints=hints)
    >>> view.model_dump()["goal_stacks"], view.solved
    ([[], [], [1]], False)
    """

    id: str
    n: int
    pegs: int
    state: str = Field(description="The current state, in letters.")
    stacks: list[list[int]]
    goal: str
    goal_stacks: list[list[int]]
    moves: int = Field(description="Moves made so far.")
    min_moves: int | None = Field(description="The fewest moves from the start to the goal, when known.")
    min_moves_note: str | None = Field(description="Why the minimum is unknown or only presumed.")
    min_moves_basis: Literal["exact", "proven", "presumed", "searching"] | None = Field(
        default=None, description="How the minimum is known, for a translated note (None: three pegs, exact).")
    solved: bool
    elapsed_ms: int = Field(description="Time played from the first move, frozen once solved.")
    last_move: MoveView | None
    hints: HintsView
    # 'london': a Tower of London game or problem: balls, states in PEBL's '|21|3||' form, pegs of these heights;
    # 'toronto': the Tower of Toronto (discs of one size in colours, never a darker on a lighter), states in letters
    variant: Literal["classic", "london", "toronto"] = "classic"
    heights: list[int] | None = None


class MoveRequest(BaseModel):
    """Lift the top disc of ``source`` and drop it on ``target``.

    >>> MoveRequest.model_validate({"source": 0, "target": 2})
    MoveRequest(source=0, target=2)
    >>> MoveRequest.model_validate({"source": 0, "target": 2, "disc": 1})
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for MoveRequest
    disc
      Extra inputs are not permitted ...
    """

    model_config = _STRICT

    source: int = PegNumber
    target: int = PegNumber


Stamp = Field(None, ge=0, le=1e14, allow_inf_nan=False,
              description="performance.timeOrigin + performance.now() at the click, in ms (fractional).")


class SessionMoveRequest(BaseModel):
    """A test-mode move: the pegs, the attempt's number in the session and the page's click stamps.

    >>> SessionMoveRequest.model_validate({"source": 0, "target": 2, "seq": 1, "lift_at": 1.5e12, "drop_at": 1.5e12})
    SessionMoveRequest(source=0, target=2, seq=1, lift_at=1500000000000.0, drop_at=1500000000000.0)
    """

    model_config = _STRICT

    source: int = PegNumber
    target: int = PegNumber
    seq: int | None = Field(None, ge=1, le=10**7, description="The attempt's number in the session, from 1: "
                                                                 "a number sent again returns the recorded outcome.")
    lift_at: float | None = Stamp
    drop_at: float | None = Stamp


class ShownRequest(BaseModel):
    """The page shows problem ``trial`` since its time ``at`` (also a heartbeat).

    >>> ShownRequest(trial=1, at=None)
    ShownRequest(trial=1, at=None)
    """

    model_config = _STRICT

    trial: int = Field(ge=1, le=200, description="The problem number, from 1.")
    at: float | None = Stamp


EventKind = Literal["empty_peg", "put_back", "hidden", "visible", "fullscreen_exit"]


class EventRequest(BaseModel):
    """Something the participant did that is not a move: a click on an empty peg, a disc put back,
    the page hidden or shown again, fullscreen left.

    >>> EventRequest(trial=1, kind="empty_peg", peg=2, at=1.5).kind
    'empty_peg'
    """

    model_config = _STRICT

    trial: int = Field(ge=1, le=200, description="The problem number, from 1.")
    kind: EventKind = Field(description="What happened.")
    peg: int | None = Field(None, ge=0, le=5, description="The peg clicked, from 0, if any.")
    at: float | None = Stamp


class _Outcome(BaseModel):
    """What every move answer holds: played, or refused with the reason."""

    legal: bool
    reason: str | None = Field(description="Why the move was refused.")
    move: MoveView | None


class MoveOutcome(_Outcome):
    """The answer to a move: played, or refused with the reason.

    >>> MoveOutcome.model_validate({"legal": False, "reason": "peg C is empty", "move": None})
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for MoveOutcome
    game
      Field required ...
    """

    game: GameView


class HintView(BaseModel):
    """The next optimal move from the current state.

    >>> HintView(move=MoveView.of(Move(1, 0, 2)), distance=1).model_dump()["move"]["text"]
    '1AC'
    """

    move: MoveView | None = Field(description="None when the goal is reached.")
    distance: int = Field(description="Moves still needed.")


class SolutionView(BaseModel):
    """The optimal moves from the current state to the goal.

    >>> [move.text for move in SolutionView(moves=[MoveView.of(Move(1, 0, 1)), MoveView.of(Move(2, 0, 2))],
    ...                                     distance=2).moves]
    ['1AB', '2AC']
    """

    moves: list[MoveView]
    distance: int


class NewSession(BaseModel):
    """An examiner's settings for a test run.

    >>> settings = NewSession(participant="  P01 ")
    >>> settings.participant, settings.problem_set, settings.discs, settings.count
    ('P01', 'random', 3, 5)
    >>> NewSession(participant="   ")
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for NewSession
    participant
      Value error, the participant id is blank ...
    """

    model_config = _STRICT

    participant: str = Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]+$",
                             description="Participant id: printable text, not blank.")
    problem_set: Literal["random", "file", "study", "london"] = Field(
        "random", description="'random': random problems of a minimum distance; 'file': the list in 'problems'; "
                              "'study': the procedure of the study file in 'study'; "
                              "'london': a published Tower of London set (london_set)."
    )
    london_set: str = Field("shallice", pattern=r"^[a-z-]{1,32}$",
                            description="With problem_set 'london': shallice, phillips-a ..., tol-dx, tol-r.")
    discs: int = Field(3, ge=3, le=5, description="Discs of random problems, 3 to 5.")
    min_distance: int = Field(3, ge=1, le=31, description="Smallest distance of a random problem.")
    count: int = Field(5, ge=1, le=50, description="Number of random problems.")
    pegs: int = Field(3, ge=3, le=6, description="Number of pegs.")
    problems: str | None = Field(None, max_length=20_000,
                                 description="The problem file: one 'START GOAL' a line, e.g. 'AAA CCC' or '111 333'.")
    study: str | None = Field(None, max_length=20_000, description="A study file (TOML or JSON): instructions, "
                                                                   "items, limits, the discontinue rule.")
    time_limit_s: int | None = Field(None, ge=1, le=3600, description="Time limit per problem, in seconds.")
    move_limit: int | None = Field(None, ge=1, le=10_000, description="Most legal moves per problem.")
    seed: int | None = Field(None, ge=0, le=2**32 - 1, description="Seed of the random problems.")
    show_scores: bool = Field(False, strict=True, description="Whether the participant's page may read its own "
                                                             "results (scores); by default only the examiner does.")

    @field_validator("participant")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the participant id is blank")
        return value.strip()


class TrialResult(BaseModel):
    """The summary of one finished problem.

    >>> TrialResult(trial=1, size=3, shortest=7, steps=9, excess=2, illegal=1, time_ms=5000, success=True,
    ...             outcome="gave up")
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for TrialResult
    outcome
      Input should be 'solved', 'time' or 'moves' ...
    """

    trial: int
    size: int
    shortest: int | None
    steps: int
    excess: int | None = Field(description="Steps beyond the shortest solution, for a solved problem.")
    illegal: int = Field(description="Refused attempts.")
    time_ms: int
    planning_ms: int | None = Field(None, description="From the problem shown to the first lift.")
    success: bool
    outcome: Literal["solved", "time", "moves"]


class TrialView(BaseModel):
    """The problem the participant is working on.

    >>> view = TrialView(index=1, count=5, n=1, pegs=3, state="A", stacks=[[1], [], []], goal="C",
    ...                  goal_stacks=[[], [], [1]], shortest=1, steps=0, illegal=0, elapsed_ms=0, time_left_ms=None,
    ...                  moves_left=None, outcome="running")
    >>> view.index, view.count, view.outcome
    (1, 5, 'running')
    """

    index: int = Field(description="Problem number, from 1.")
    count: int = Field(description="Number of problems.")
    n: int
    pegs: int
    state: str
    stacks: list[list[int]]
    goal: str
    goal_stacks: list[list[int]]
    shortest: int | None
    steps: int
    illegal: int
    elapsed_ms: int
    time_left_ms: int | None
    moves_left: int | None
    outcome: Literal["running", "solved", "time", "moves"]
    kind: str = Field("test", description="'test', or 'practice' and 'demonstration' (recorded, not scored).")
    # 'london': a Tower of London game or problem: balls, states in PEBL's '|21|3||' form, pegs of these heights;
    # 'toronto': the Tower of Toronto (discs of one size in colours, never a darker on a lighter), states in letters
    variant: Literal["classic", "london", "toronto"] = "classic"
    heights: list[int] | None = None
    demonstration: list[MoveView] | None = Field(
        None, description="A demonstration item's shortest solution: the page plays it, the participant watches.")


class Handover(BaseModel):
    """What the examiner hands to the participant's screen: the session's capability and its page.

    The ``key`` is shown once (the database keeps only its SHA-256 digest); handing the
    session over again makes a new key and the old one stops working.

    >>> Handover(key="k", path="/take#session=s&key=k").path
    '/take#session=s&key=k'
    """

    key: str = Field(description="The participant's capability for this one session.")
    path: str = Field(description="The participant page, with the session and the key in its fragment.")


class SessionView(BaseModel):
    """A test run.

    >>> SessionView.model_validate({"id": "s1", "participant": "P01", "started": "", "next_seq": 1,
    ...                             "finished": False, "results": []})
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for SessionView
    trial
      Field required ...
    """

    id: str
    participant: str
    started: str = Field(description="The session's start, ISO 8601.")
    next_seq: int = Field(description="The number of the next attempt.")
    trial: TrialView
    finished: bool
    results: list[TrialResult]
    handover: Handover | None = Field(None, description="Only to the examiner: the participant's capability.")
    instructions: str | None = Field(None, description="The study's instructions, shown before the first problem.")
    reminder: str | None = Field(None, description="The study's reminder of the rules, after a refused move.")
    discontinued: bool = Field(False, description="Whether the discontinue rule ended the test.")
    language: str | None = Field(None, description="The language the study fixed (no menu), else none.")
    clock: bool = Field(True, description="Whether the participant sees the running clock.")
    feedback: bool = Field(True, description="Whether a test item's end says how it went (practice items always do).")
    demonstration_ms: int = Field(1000, description="The pace of a demonstration: ms between its moves.")


class SessionSummary(BaseModel):
    """An unfinished test that can be resumed.

    >>> SessionSummary(id="s1", participant="P01", started="2025-01-01T10:00:00.000+00:00", problem=2, count=5).problem
    2
    """

    id: str
    participant: str
    started: str
    problem: int = Field(description="The problem it stopped at, from 1.")
    count: int


class SessionMoveOutcome(_Outcome):
    """The answer to a test-mode move; it was recorded either way.

    >>> SessionMoveOutcome.model_validate({"legal": False, "reason": "peg B is empty", "move": None})
    Traceback (most recent call last):
    ...
    pydantic_core._pydantic_core.ValidationError: 1 validation error for SessionMoveOutcome
    session
      Field required ...
    """

    session: SessionView
