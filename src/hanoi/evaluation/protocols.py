"""The evaluation protocols of the 2025–26 studies, as plain Python over :class:`~hanoi.game.Game`.

Four protocols put the same puzzle to a model in different ways:

============  ==============================================  ==========================================
protocol      what the model does                             after
============  ==============================================  ==========================================
``full``      writes the whole move list in one reply         Shojaee et al., "The Illusion of Thinking"
                                                              (Apple, 2025)
``stepwise``  writes ``k`` moves a turn; the state comes      Varela et al., arXiv 2507.01231 (2025)
              back after each turn
``tools``     calls ``move(disc, source, target)``,           the tool-calling agents of 2025–26
              ``state()`` and ``reset()``, one move a call
``maker``     one micro-agent call a step, voted on           Meyerson et al., arXiv 2511.09030 (MAKER,
              (first-to-ahead-by-k), odd replies dropped      2025): :mod:`hanoi.evaluation.maker`
============  ==============================================  ==========================================

This module holds what the protocols share and does not import Inspect AI: the
:class:`Environment` (a game that answers moves exactly as :meth:`hanoi.State.apply`
does, and keeps the record of every action), the stepwise prompts and the reading of a
stepwise reply (with :func:`hanoi.verify.report.verify`, which reads every answer
shape), and the :class:`Episode` record that the metrics of
:mod:`hanoi.evaluation.suite` read.  The Inspect tasks are in
:mod:`hanoi.evaluation.inspect_protocols`.

The puzzle is any start and goal on any number of pegs; the environment takes the
start and goal states (and, once variants exist, will take their rules the same way).

>>> env = Environment(State.perfect(2))
>>> env.move(1, 0, 1)
'moved disc 1 from peg 0 to peg 1. Current state: [[2], [1], []]'
>>> env.move(1, 0, 2)
Traceback (most recent call last):
...
hanoi.errors.IllegalMoveError: illegal move '1AC' in state AB: disc 1 is not on top of peg A (disc 2 is)
>>> env.episode("tools").first_error_step, env.episode("tools").valid_prefix
(2, 1)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from hanoi import limits
from hanoi._validate import check_int, check_n, check_pegs
from hanoi.errors import HanoiError, IllegalMoveError, InvalidArgumentError, TooLargeError
from hanoi.evaluation.scores import distance_left, gym_score, prefix_credit
from hanoi.evaluation.styles import Protocol
from hanoi.game import Game
from hanoi.move import Move
from hanoi.state import State, check_pair
from hanoi.verify.report import optimal_length, verify

__all__ = [
    "ENDINGS",
    "MAX_PROTOCOL_DISCS",
    "OUTCOMES",
    "Environment",
    "Episode",
    "Protocol",
    "StepwiseSession",
    "make_puzzle",
    "reply_ending",
    "state_text",
]

ENDINGS = ("stop", "length", "error")
"""Why a model's reply ended: it stopped by itself, it was cut off at the token cap, or the call failed."""

OUTCOMES = ("solved", "failed", "censored")
"""How a run ended: solved; failed (it did not reach the goal for its own reasons); censored (its last reply
was cut off or failed before the goal, so what the model would have done is not known)."""


def reply_ending(stop_reason: str | None, error: object = None) -> str:
    """The :data:`ENDINGS` value of a provider's stop reason (Inspect's ``StopReason``, OpenAI's ``finish_reason``).

    >>> reply_ending("stop"), reply_ending("tool_calls"), reply_ending("max_tokens"), reply_ending("length")
    ('stop', 'stop', 'length', 'length')
    >>> reply_ending("content_filter"), reply_ending("stop", error="timeout")
    ('error', 'error')
    """
    if error is not None:
        return "error"
    if stop_reason in ("max_tokens", "model_length", "length"):
        return "length"
    if stop_reason in ("stop", "tool_calls", "end_turn", None):
        return "stop"
    return "error"

MAX_PROTOCOL_DISCS = limits.MAX_PROTOCOL_DISCS
"""The most discs a protocol run plays (2**20 - 1 steps: the size of MAKER's run)."""


def make_puzzle(
    n: int, start: State | str | None = None, goal: State | str | None = None, *, pegs: int = 3
) -> tuple[State, State]:
    """The start and goal of a protocol run: the towers on the first and last peg by default.

    >>> make_puzzle(3)
    (State('AAA'), State('CCC'))
    >>> make_puzzle(2, "AB", pegs=4)
    (State('AB', pegs=4), State('DD', pegs=4))
    >>> make_puzzle(10**100)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to run a protocol on about 2**332 discs (limit 20, ...)
    """
    check_n(n)
    if n > MAX_PROTOCOL_DISCS:
        shown = str(n) if n.bit_length() <= 64 else f"about 2**{n.bit_length() - 1}"
        raise TooLargeError(
            f"refusing to run a protocol on {shown} discs "
            f"(limit {MAX_PROTOCOL_DISCS}, hanoi.limits.MAX_PROTOCOL_DISCS)",
            size=n if n.bit_length() <= 64 else None, limit=MAX_PROTOCOL_DISCS,
        )
    pegs = check_pegs(pegs)
    states = []
    for label, value, peg in (("start", start, 0), ("goal", goal, pegs - 1)):
        if value is None:
            value = State.perfect(n, pegs=pegs, peg=peg)
        elif isinstance(value, str):
            value = State.parse(value, pegs=pegs)
        if not isinstance(value, State) or value.pegs != pegs or value.n != n:
            raise InvalidArgumentError(f"{label} {value!s} is not a state of {n} discs on {pegs} pegs"[:300])
        states.append(value)
    return check_pair(states[0], states[1])


def state_text(state: State) -> str:
    """A state as the protocols show it: each peg's discs, bottom to top, in JSON.

    >>> state_text(State.parse("AAB"))
    '[[3, 2], [1], []]'
    """
    return json.dumps(state.stacks())


@dataclass(frozen=True, slots=True)
class Action:
    """One action of an episode: a move tried (legal or not), a reset, or a reply with no move."""

    kind: str  # "move", "illegal", "syntax", "reset", "undo"
    move: str
    state: str
    detail: str = ""

    def to_dict(self) -> dict[str, str]:
        """The action as JSON-ready data."""
        return {"kind": self.kind, "move": self.move, "state": self.state, "detail": self.detail}


@dataclass
class Episode:
    """What one protocol run did: the metrics the suite reports, and the tokens spent.

    ``first_error_step``: the number of the first wrong action (an illegal move, a reply
    with no readable move, a step that leaves every optimal path under ``maker``), counted
    from 1 over the moves tried; None when there was none.  ``valid_prefix``: the legal
    moves before it (the longest correct prefix).  ``moves``: the legal moves played in
    all.  ``calls``, ``input_tokens`` and ``output_tokens``: model calls and the tokens the
    model reported (0 when it reports none).  ``ended``: why the run's last reply ended
    (:data:`ENDINGS`); ``cut``: the replies cut off at the token cap.  ``distance_left``:
    the fewest moves from the state the run ended in to the goal; ``prefix_credit``: the
    share of the optimal path walked before the first error
    (:func:`hanoi.evaluation.scores.prefix_credit`); either is None when unknown.

    >>> Episode("full", 3, 3, "AAA", "CCC", 7, solved=True, moves=7, valid_prefix=7).tokens_per_move
    >>> Episode("full", 3, 3, "AAA", "CCC", 7, moves=7, output_tokens=70).tokens_per_move
    10.0
    """

    protocol: str
    discs: int
    pegs: int
    start: str
    goal: str
    optimal: int | None
    solved: bool = False
    moves: int = 0
    valid_prefix: int = 0
    first_error_step: int | None = None
    first_error: str | None = None
    first_error_kind: str | None = None
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    ended: str = "stop"
    cut: int = 0
    distance_left: int | None = None
    prefix_credit: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def outcome(self) -> str:
        """``solved``, ``censored`` (not solved, and the last reply was cut off or failed) or ``failed``.

        >>> Episode("full", 3, 3, "AAA", "CCC", 7, moves=4, valid_prefix=4, ended="length").outcome
        'censored'
        """
        if self.solved:
            return "solved"
        return "censored" if self.ended != "stop" else "failed"

    @property
    def observation(self) -> tuple[int, bool]:
        """The run as a survival observation: ``(moves, True)`` for a first error at move ``moves``, else
        ``(valid_prefix, False)``, censored after the moves it made without one.

        >>> Episode("full", 3, 3, "AAA", "CCC", 7, valid_prefix=2, first_error_step=3).observation
        (3, True)
        """
        if self.first_error_step is not None:
            return self.first_error_step, True
        return self.valid_prefix, False

    @property
    def score(self) -> float:
        """reasoning-gym's score of the run (:func:`hanoi.evaluation.scores.gym_score`).

        >>> Episode("full", 3, 3, "AAA", "CCC", 7, solved=True, moves=9, valid_prefix=9).score
        0.7777777777777778
        """
        return gym_score(solved=self.solved, legal=self.first_error_step is None, moves=self.moves,
                         optimal=self.optimal)

    @property
    def tokens_per_move(self) -> float | None:
        """Output tokens per legal move, when the model reported tokens and a move was played."""
        if not self.output_tokens or not self.moves:
            return None
        return self.output_tokens / self.moves

    def to_dict(self) -> dict[str, Any]:
        """The episode as JSON-ready data (a row of the suite's results).

        >>> sorted(Episode("tools", 1, 3, "A", "C", 1).to_dict())[:4]
        ['calls', 'cut', 'discs', 'distance_left']
        """
        return {
            "protocol": self.protocol,
            "discs": self.discs,
            "pegs": self.pegs,
            "start": self.start,
            "goal": self.goal,
            "optimal": self.optimal,
            "solved": self.solved,
            "moves": self.moves,
            "valid_prefix": self.valid_prefix,
            "first_error_step": self.first_error_step,
            "first_error": self.first_error,
            "first_error_kind": self.first_error_kind,
            "calls": self.calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "tokens_per_move": self.tokens_per_move,
            "ended": self.ended,
            "cut": self.cut,
            "outcome": self.outcome,
            "score": self.score,
            "distance_left": self.distance_left,
            "prefix_credit": self.prefix_credit,
            "extra": self.extra,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Episode:
        """The episode that :meth:`to_dict` wrote.

        >>> episode = Episode("maker", 2, 3, "AA", "CC", 3, solved=True, moves=3, valid_prefix=3)
        >>> Episode.from_dict(episode.to_dict()) == episode
        True
        """
        names = cls.__dataclass_fields__
        return cls(**{key: value for key, value in data.items() if key in names})


class Environment:
    """A game that a model plays: moves are answered exactly as :class:`~hanoi.game.Game` answers them.

    :meth:`move` plays a legal move and returns the new state, or raises the
    :class:`~hanoi.errors.IllegalMoveError` of :meth:`hanoi.State.apply` (its message is
    the answer the model gets); :meth:`state` and :meth:`reset` are the other tools.  Every
    action is kept, and :meth:`episode` turns them into the metrics.  ``max_actions``
    bounds a run (twice the optimal length and 10 more, by default).  ``search=False``
    leaves ``optimal`` unknown (None) where only a search would find it (four or more pegs,
    positions other than towers), instead of searching for up to its time limit.

    >>> env = Environment(State.parse("AB"), State.parse("CC"))
    >>> env.state()
    'Current state: [[2], [1], []]. Goal state: [[], [], [2, 1]]. Moves made: 0.'
    >>> env.move(2, 0, 2), env.solved
    ('moved disc 2 from peg 0 to peg 2. Current state: [[], [1], [2]]', False)
    >>> env.move(1, 1, 2)
    'moved disc 1 from peg 1 to peg 2. Current state: [[], [], [2, 1]]. The goal is reached.'
    """

    def __init__(
        self, start: State, goal: State | None = None, *, max_actions: int | None = None, search: bool = True
    ) -> None:
        self.game = Game(start, goal)
        self._start = self.game.start
        self._made = 0  # moves since the start or the last reset
        quick = start.pegs == 3 or (self.game.start.is_perfect() and self.game.goal.is_perfect())
        self.optimal = optimal_length(self.game.start, self.game.goal) if search or quick else None
        default = 2 * (self.optimal if self.optimal is not None else 2**start.n) + 10
        self.max_actions = default if max_actions is None else check_int(max_actions, "max_actions", low=1)
        self.actions: list[Action] = []
        self._legal = 0  # legal moves ever played (a reset or an undo does not take them back)

    @property
    def start(self) -> State:
        """The start state."""
        return self._start

    @property
    def goal(self) -> State:
        """The goal state."""
        return self.game.goal

    @property
    def current(self) -> State:
        """The current state."""
        return self.game.state

    @property
    def solved(self) -> bool:
        """Whether the current state is the goal."""
        return self.game.is_solved()

    @property
    def moves_made(self) -> int:
        """The moves made since the start or the last reset (an undo takes one back)."""
        return self._made

    @property
    def exhausted(self) -> bool:
        """Whether the run has used up its ``max_actions``."""
        return len(self.actions) >= self.max_actions

    def state(self) -> str:
        """The current and goal states, and the moves made since the start (the ``state`` tool)."""
        return (
            f"Current state: {state_text(self.current)}. Goal state: {state_text(self.goal)}. "
            f"Moves made: {self._made}."
        )

    def move(self, disc: int, source: int, target: int) -> str:
        """Play ``disc`` from peg ``source`` to peg ``target`` (pegs from 0); raise as the game does.

        >>> Environment(State.perfect(1)).move(1, 0, 5)
        Traceback (most recent call last):
        ...
        hanoi.errors.IllegalMoveError: illegal move '1AF' in state A: no peg 5 (pegs are 0..2)
        """
        shown = f"[{disc}, {source}, {target}]"
        try:
            move = Move(disc, source, target)
            self.game.push(move)
        except HanoiError as error:
            kind = "illegal" if isinstance(error, IllegalMoveError) else "syntax"
            self.actions.append(Action(kind, shown, str(self.current), str(error)))
            raise
        self._legal += 1
        self._made += 1
        self.actions.append(Action("move", shown, str(self.current)))
        text = f"moved disc {disc} from peg {source} to peg {target}. Current state: {state_text(self.current)}"
        return text + (". The goal is reached." if self.solved else "")

    def reset(self) -> str:
        """Go back to the start (the ``reset`` tool).

        >>> env = Environment(State.perfect(1))
        >>> _ = env.move(1, 0, 1)
        >>> env.reset()
        'Back to the start. Current state: [[1], [], []]. Goal state: [[], [], [1]]. Moves made: 0.'
        """
        self.game = Game(self._start, self.goal)
        self._made = 0
        self.actions.append(Action("reset", "", str(self.current)))
        return "Back to the start. " + self.state()

    def undo(self) -> str:
        """Take back the last move (the MCP server's ``undo``); raise when there is none.

        >>> Environment(State.perfect(1)).undo()
        Traceback (most recent call last):
        ...
        hanoi.errors.HanoiError: no move to undo
        """
        move = self.game.pop()
        self._made -= 1
        self.actions.append(Action("undo", str(move), str(self.current)))
        return f"took back {move.to_list()}. " + self.state()

    def jump(self, state: State, moves: int, shown: str) -> None:
        """Record ``moves`` legal moves that lead to ``state`` (a stepwise batch, checked by verify)."""
        if moves:
            self._legal += moves
            self._made += moves
            self.game = Game(state, self.goal)  # the batch's own moves are verify's; undo stops here
            self.actions.append(Action("move", shown, str(state), f"{moves} moves"))

    def fail(self, kind: str, shown: str, detail: str) -> None:
        """Record a wrong action that the game did not see (a reply with no readable move)."""
        self.actions.append(Action(kind, shown[:200], str(self.current), detail[:300]))

    def episode(self, protocol: str, **extra: Any) -> Episode:
        """The metrics of the run so far: solved, moves, the longest correct prefix, the first error.

        >>> env = Environment(State.perfect(2))
        >>> _ = env.move(1, 0, 1)
        >>> env.fail("syntax", "hello", "no move")
        >>> episode = env.episode("stepwise", k=2)
        >>> episode.moves, episode.valid_prefix, episode.first_error_step, episode.first_error, episode.extra
        (1, 1, 2, 'hello: no move', {'k': 2})
        """
        first: Action | None = None
        prefix = 0
        for action in self.actions:
            if action.kind == "move":
                prefix += int(action.detail.split()[0]) if action.detail else 1
            elif action.kind in ("illegal", "syntax"):
                first = action
                break
        start, goal = self.start, self.goal
        reached = self.current if first is None else State.parse(first.state, pegs=start.pegs)
        episode = Episode(
            protocol, start.n, start.pegs, str(start), str(goal), self.optimal,
            solved=self.solved, moves=self._legal, valid_prefix=prefix,
            distance_left=distance_left(self.current, goal),
            prefix_credit=prefix_credit(start, reached, goal, self.optimal),
        )
        if first is not None:
            episode.first_error_step = prefix + 1
            episode.first_error = f"{first.move}: {first.detail}"[:300]
            episode.first_error_kind = first.kind
        episode.extra.update(extra)
        return episode


_TRIPLE = re.compile(r"^\s*\[\s*(\d{1,6})\s*,\s*(\d{1,6})\s*,\s*(\d{1,6})\s*\]\s*$")


def stepwise_prompt(env: Environment, k: int) -> tuple[str, str]:
    """The system and first user message of the stepwise protocol (Varela et al. 2025), batches of ``k``.

    >>> system, user = stepwise_prompt(Environment(State.perfect(2)), 3)
    >>> "at most 3 moves" in system, user.splitlines()[0]
    (True, 'Current state: [[2, 1], [], []]')
    """
    pegs, n = env.start.pegs, env.start.n
    names = ", ".join(str(peg) for peg in range(pegs))
    system = (
        "You are solving a Tower of Hanoi puzzle a few moves at a time.\n"
        f"There are {pegs} pegs, numbered {names}, and {n} disc{'s' if n != 1 else ''} numbered 1 (the smallest) "
        f"to {n} (the largest).\n"
        "Rules: move one disc at a time; only the top disc of a peg can move; a disc may never rest on a "
        "smaller disc.\n"
        "A state lists each peg's discs from bottom to top, for example [[3, 2], [], [1]].\n"
        f"Each turn, write the next at most {k} moves as one list, each move [disk, from peg, to peg]:\n"
        "moves = [[1, 0, 2], [2, 0, 1]]\n"
        "You will then get the state back, and you go on from there until the goal state is reached."
    )
    return system, _turn_text(env)


def _turn_text(env: Environment) -> str:
    return f"Current state: {state_text(env.current)}\nGoal state: {state_text(env.goal)}"


class StepwiseSession:
    """The referee of a stepwise run: reads each reply's batch and writes the state back.

    A reply is read with :func:`hanoi.verify.report.verify` from the current state (any
    answer shape it reads).  Its legal moves are played; an illegal move is answered with
    the message of :meth:`hanoi.State.apply`, and the state stays where the legal prefix
    left it.  The run stops when the goal is reached, after ``max_errors`` wrong replies,
    or when the environment's ``max_actions`` are used up.

    >>> session = StepwiseSession(Environment(State.perfect(2)), k=2)
    >>> session.turn("moves = [[1, 0, 1], [2, 0, 2]]")
    'Played 2 moves.\\nCurrent state: [[], [1], [2]]\\nGoal state: [[], [], [2, 1]]'
    >>> print(session.turn("moves = [[1, 0, 2]]"))
    Move 1 of your list is illegal: illegal move '1AC' in state CB: disc 1 is not on top of peg A (peg is empty)
    Current state: [[], [1], [2]]
    Goal state: [[], [], [2, 1]]
    >>> session.turn("moves = [[1, 1, 2]]"), session.done, session.env.solved
    ('Played 1 move. The goal is reached.', True, True)
    """

    def __init__(self, env: Environment, *, k: int = 5, max_errors: int = 3) -> None:
        self.env = env
        self.k = check_int(k, "k", low=1)
        self.max_errors = check_int(max_errors, "max_errors", low=1)
        self.errors = 0
        self.turns = 0
        self.oversized = 0  # replies with more than k moves (played all the same)
        self.ended = "stop"  # the last reply's ending (ENDINGS): a cut-off or failed reply ends the run

    @property
    def done(self) -> bool:
        """Whether the run is over."""
        return self.env.solved or self.errors >= self.max_errors or self.env.exhausted or self.ended != "stop"

    def turn(self, reply: str, ended: str = "stop") -> str:
        """Play one reply's batch and return the message that gives the state back.

        A reply that ``ended`` at the token cap (``"length"``) has its legal moves played and
        ends the run, censored: its last, cut-off move is not an error of the model's.  An
        illegal move before the cut is an error as in any reply.  A failed call
        (``"error"``) ends the run with nothing played.

        >>> session = StepwiseSession(Environment(State.perfect(3)), k=7)
        >>> session.turn("moves = [[1, 0, 2], [2, 0, 1], [1, 2", ended="length")
        'Played 2 moves. The reply was cut off at the token cap.'
        >>> session.done, session.errors, session.ended, session.env.episode("stepwise").valid_prefix
        (True, 0, 'length', 2)
        """
        env = self.env
        self.turns += 1
        if ended not in ENDINGS:
            raise InvalidArgumentError(f"ended must be one of {', '.join(ENDINGS)}, got {ended!r}"[:300])
        if ended == "error":
            self.ended = ended
            return "The model call failed."
        report = verify(reply, env.current, env.goal, base=0)
        if ended == "length" and (report.first_error is None or report.first_error.kind != "illegal"):
            self.ended = ended
            if report.valid_prefix:
                shown = f"{report.valid_prefix} moves to {report.final_state}"
                env.jump(report.final_state, report.valid_prefix, shown)
            played = f"Played {report.valid_prefix} move{'s' if report.valid_prefix != 1 else ''}."
            return played + (" The goal is reached." if env.solved else " The reply was cut off at the token cap.")
        if ended == "length":
            self.ended = ended
        if report.valid_prefix:
            shown = f"{report.valid_prefix} moves to {report.final_state}"
            env.jump(report.final_state, report.valid_prefix, shown)
            if report.valid_prefix > self.k:
                self.oversized += 1
        error = report.first_error
        played = f"Played {report.valid_prefix} move{'s' if report.valid_prefix != 1 else ''}."
        if env.solved:
            return played + " The goal is reached."
        if error is None or error.kind == "not-solved" or not report.found:
            if report.valid_prefix:
                return f"{played}\n{_turn_text(env)}"
            self.errors += 1
            env.fail("syntax", reply, "no moves")
            hint = "Your reply has no moves. Write the next moves as moves = [[disk, from, to], ...]."
            return f"{hint}\n{_turn_text(env)}"
        self.errors += 1
        if error.kind == "illegal":
            answer = _game_answer(error.move, error.state) or error.reason
            env.fail("illegal", error.move, answer)
            return f"Move {error.step} of your list is illegal: {answer}\n{_turn_text(env)}"
        env.fail("syntax", error.move, f"{error.kind}: {error.reason}")
        return f"Your reply could not be read ({error.kind}: {error.reason}).\n{_turn_text(env)}"[:2000]


def _game_answer(written: str, state: State) -> str | None:
    """The game's own message for a ``[disc, from, to]`` move that verify found illegal."""
    match = _TRIPLE.match(written)
    if match is None:
        return None
    disc, source, target = (int(group) for group in match.groups())
    try:
        state.apply(Move(disc, source, target))
    except IllegalMoveError as error:
        return str(error)
    except HanoiError:
        return None
    return None
