"""A MAKER-style harness: one micro-agent call a step, first-to-ahead-by-k voting, red flags, costs.

After Meyerson et al., "Solving a Million-Step LLM Task with Zero Errors" (arXiv
2511.09030, 2025).  Each step of the puzzle is put to the model on its own: the current
state, the goal and the previous move, and it answers with one ``move = [disk, from,
to]`` and the ``next_state`` it leads to.  Replies are sampled until one answer is
``k`` votes ahead of every other (first-to-ahead-by-k); a reply that is too long or that
does not read as exactly one step is red-flagged: thrown away and sampled again, never
counted.  Every call's tokens are counted, step by step.

Voting turns a per-vote correctness ``p`` into a per-step correctness of
``p**k / (p**k + (1 - p)**k)`` (the gambler's-ruin race to a lead of ``k``, the paper's
equation for first-to-ahead-by-k), and a run of ``s`` steps succeeds with that to the
power ``s``; :func:`vote_success` and :func:`predicted_success` compute them, and a
:class:`MakerRun` sets them against what was measured.

The harness talks to a model through a *sampler*, an async function from the messages
and the attempt number to a :class:`Reply`; :mod:`hanoi.evaluation.inspect_protocols`
makes one from any Inspect AI model, and :class:`SimulatedStepper` is a model of known
per-vote error rate for tests and calibration.

>>> round(vote_success(0.9, 3), 6), round(predicted_success(0.9, 3, 1023), 4)
(0.99863, 0.246)
>>> import asyncio
>>> run = asyncio.run(run_maker(State.perfect(3), State.perfect(3, peg=2), SimulatedStepper(0.0, seed=1), k=2))
>>> run.episode.solved, run.episode.calls, [step.samples for step in run.steps][:3]
(True, 14, [2, 2, 2])
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from hanoi._validate import check_int
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.evaluation.protocols import Episode, make_puzzle, state_text
from hanoi.move import Move
from hanoi.paths import distance, path
from hanoi.state import State
from hanoi.verify.report import optimal_length, verify

__all__ = [
    "MakerRun",
    "Reply",
    "SimulatedStepper",
    "StepRecord",
    "maker_messages",
    "predicted_success",
    "read_vote",
    "run_maker",
    "vote_success",
]


@dataclass(frozen=True, slots=True)
class Reply:
    """A model's reply: its text, the tokens it reported (0 when it reports none), and whether it was cut off."""

    text: str
    input_tokens: int = 0
    output_tokens: int = 0
    truncated: bool = False


Sampler = Callable[[list[dict[str, str]], int], Awaitable[Reply]]
"""An async function from the messages (``role`` and ``content``) and the attempt (from 0) to a reply."""


def _probability(p: float, name: str) -> float:
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise InvalidArgumentError(f"{name} must be a probability in 0..1, got {p!r}"[:300])
    return float(p)


def vote_success(p: float, k: int) -> float:
    """The chance that first-to-ahead-by-``k`` voting picks the right answer when each vote is right with ``p``.

    Two answers race until one leads by ``k``: the gambler's ruin from 0 with bounds
    at ``+k`` and ``-k``, which ends up ``p**k / (p**k + (1 - p)**k)`` (Meyerson et al. 2025).

    >>> vote_success(0.5, 4), vote_success(1.0, 1), round(vote_success(0.8, 2), 4)
    (0.5, 1.0, 0.9412)
    """
    p = _probability(p, "p")
    k = check_int(k, "k", low=1, high=1000)
    right, wrong = p**k, (1 - p) ** k
    return right / (right + wrong) if right + wrong else 0.5


def predicted_success(p: float, k: int, steps: int) -> float:
    """The chance that ``steps`` voted steps are all right: ``vote_success(p, k) ** steps``.

    >>> round(predicted_success(0.8, 2, 7), 4)
    0.6542
    """
    steps = check_int(steps, "steps", low=0)
    return vote_success(p, k) ** steps


def maker_messages(state: State, goal: State, previous: Move | None) -> list[dict[str, str]]:
    """The micro-agent's messages for one step: the rules, the state, the goal and the previous move.

    >>> messages = maker_messages(State.perfect(2), State.perfect(2, peg=2), None)
    >>> print(messages[1]["content"])
    Current state: [[2, 1], [], []]
    Goal state: [[], [], [2, 1]]
    Previous move: none
    """
    pegs, n = state.pegs, state.n
    names = ", ".join(str(peg) for peg in range(pegs))
    system = (
        "You are one step of a Tower of Hanoi solver.\n"
        f"There are {pegs} pegs, numbered {names}, and {n} disc{'s' if n != 1 else ''} numbered 1 (the smallest) "
        f"to {n} (the largest).\n"
        "Rules: move one disc at a time; only the top disc of a peg can move; a disc may never rest on a "
        "smaller disc.\n"
        "A state lists each peg's discs from bottom to top, for example [[3, 2], [], [1]].\n"
        "Give the next move of a shortest solution from the current state to the goal state, and the state "
        "after it, as exactly two lines:\n"
        "move = [disk, from peg, to peg]\n"
        "next_state = [[...], ...]"
    )
    before = "none" if previous is None else json.dumps(previous.to_list())
    user = f"Current state: {state_text(state)}\nGoal state: {state_text(goal)}\nPrevious move: {before}"
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


@dataclass(frozen=True, slots=True)
class Vote:
    """A reply that passed the red flags: its answer (the key votes are counted by) and the state it leads to."""

    key: str
    state: State | None  # the next state, when the move is legal and the claim right


def read_vote(text: str, state: State, *, max_chars: int | None = None) -> Vote | str:
    """The vote a reply casts, or the red flag (a short reason) that throws it away.

    A reply is red-flagged when it is longer than ``max_chars`` or does not read (with
    :func:`hanoi.verify.report.verify`) as exactly one ``move = ...`` / ``next_state = ...``
    record.  An illegal move or a wrong ``next_state`` is a vote all the same (for a wrong
    answer): the paper flags the form of a reply, not its content.  Whether the step is
    right is judged apart (:func:`run_maker`), so the reply is read against no goal (the
    state itself as the goal keeps :func:`~hanoi.verify.report.verify` from searching for
    an optimal length on four or more pegs).

    >>> start = State.perfect(2)
    >>> read_vote("move = [1, 0, 1]\\nnext_state = [[2], [1], []]", start)
    Vote(key='state AB', state=State('AB'))
    >>> read_vote("I would move disc 1.", start)
    'malformed: no move list found'
    >>> read_vote("move = [2, 0, 1]\\nnext_state = [[1], [2], []]", start).key
    'illegal [2, 0, 1]'
    """
    if max_chars is not None and len(text) > max_chars:
        return f"too long: {len(text)} characters (limit {max_chars})"
    report = verify(text, state, state, base=0)
    error = report.first_error
    if not report.found:
        return "malformed: no move list found"
    if report.format != "maker" or "next_state" not in text:
        return "malformed: not a move = ... / next_state = ... record"
    if error is not None and error.kind in ("illegal", "claim") and error.step == 1:
        return Vote(f"{error.kind} {error.move}", None)
    if (error is not None and error.kind not in ("not-solved",)) or report.valid_prefix != 1:
        reason = "" if error is None else f" ({error.kind})"
        return f"malformed: {report.valid_prefix} steps where one was asked{reason}"
    return Vote(f"state {report.final_state}", report.final_state)


@dataclass
class StepRecord:
    """One voted step: the samples drawn, red flags, votes by answer, the winner, and its cost."""

    step: int
    state: str
    samples: int = 0
    red_flags: int = 0
    votes: dict[str, int] = field(default_factory=dict)
    winner: str | None = None
    correct: bool | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    flags: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The step as JSON-ready data."""
        return {
            "step": self.step, "state": self.state, "samples": self.samples, "red_flags": self.red_flags,
            "votes": dict(self.votes), "winner": self.winner, "correct": self.correct,
            "input_tokens": self.input_tokens, "output_tokens": self.output_tokens, "flags": self.flags[:5],
        }


@dataclass
class MakerRun:
    """A MAKER run: the episode's metrics, every step, and the voting prediction set against the measurement.

    ``vote_accuracy`` is the share of counted (not red-flagged) votes that were right;
    ``step_error_rate`` the share of voted steps whose winner was wrong;
    ``predicted_step_success`` what voting predicts from ``vote_accuracy``.
    """

    episode: Episode
    steps: list[StepRecord]
    k: int
    right_votes: int = 0
    counted_votes: int = 0

    @property
    def vote_accuracy(self) -> float | None:
        """The share of counted votes that were right."""
        return self.right_votes / self.counted_votes if self.counted_votes else None

    @property
    def step_error_rate(self) -> float | None:
        """The share of voted steps whose winner was wrong."""
        decided = [step for step in self.steps if step.correct is not None]
        return sum(not step.correct for step in decided) / len(decided) if decided else None

    @property
    def predicted_step_success(self) -> float | None:
        """``vote_success(vote_accuracy, k)``."""
        p = self.vote_accuracy
        return None if p is None else vote_success(p, self.k)

    def summary(self) -> dict[str, Any]:
        """The run's voting figures as JSON-ready data.

        >>> import asyncio
        >>> run = asyncio.run(run_maker(State.perfect(2), State.perfect(2, peg=2), SimulatedStepper(0.0), k=3))
        >>> figures = run.summary()
        >>> figures["samples"], figures["vote_accuracy"], figures["step_error_rate"], figures["predicted_success"]
        (9, 1.0, 0.0, 1.0)
        """
        return {
            "k": self.k,
            "steps": len(self.steps),
            "samples": sum(step.samples for step in self.steps),
            "red_flags": sum(step.red_flags for step in self.steps),
            "counted_votes": self.counted_votes,
            "right_votes": self.right_votes,
            "vote_accuracy": self.vote_accuracy,
            "step_error_rate": self.step_error_rate,
            "predicted_step_success": self.predicted_step_success,
            "predicted_success": (
                None if self.vote_accuracy is None or self.episode.optimal is None
                else predicted_success(self.vote_accuracy, self.k, self.episode.optimal)
            ),
        }


async def run_maker(
    start: State,
    goal: State,
    sampler: Sampler,
    *,
    k: int = 3,
    max_chars: int | None = 3000,
    max_tokens: int | None = None,
    max_samples: int = 100,
    log: Callable[[dict[str, Any]], object] | None = None,
) -> MakerRun:
    """Solve ``start`` to ``goal`` one voted step at a time; stop at the first wrong step.

    A step's winner is right when it brings the state one move nearer the goal
    (:func:`hanoi.paths.distance`); a wrong winner ends the run, as in the paper, where
    one error spoils the million steps.  A step that draws ``max_samples`` samples
    without a winner also ends it.  A reply longer than ``max_chars`` characters or
    ``max_tokens`` output tokens, or cut off by the model's token limit, is red-flagged.
    ``log`` gets every prompt, reply and verdict.
    """
    start, goal = make_puzzle(start.n, start, goal, pegs=start.pegs)
    k = check_int(k, "k", low=1, high=1000)
    max_samples = check_int(max_samples, "max_samples", low=1, high=1_000_000)
    optimal = optimal_length(start, goal)
    episode = Episode("maker", start.n, start.pegs, str(start), str(goal), optimal)
    run = MakerRun(episode, [], k)
    state, previous = start, None
    to_goal = _distances_to(goal)
    remaining = to_goal(start)
    while state != goal:
        record = StepRecord(len(run.steps) + 1, str(state))
        run.steps.append(record)
        messages = maker_messages(state, goal, previous)
        votes: dict[str, Vote] = {}
        winner: Vote | None = None
        while winner is None and record.samples < max_samples:
            reply = await sampler(messages, record.samples)
            record.samples += 1
            record.input_tokens += reply.input_tokens
            record.output_tokens += reply.output_tokens
            vote: Vote | str
            if reply.truncated:
                episode.cut += 1
                vote = "too long: cut off at the model's token limit"
            elif max_tokens is not None and reply.output_tokens > max_tokens:
                vote = f"too long: {reply.output_tokens} tokens (limit {max_tokens})"
            else:
                vote = read_vote(reply.text, state, max_chars=max_chars)
            if log is not None:
                verdict = vote if isinstance(vote, str) else vote.key
                log({"protocol": "maker", "step": record.step, "attempt": record.samples - 1,
                     "messages": messages, "reply": reply.text, "verdict": verdict,
                     "input_tokens": reply.input_tokens, "output_tokens": reply.output_tokens})
            if isinstance(vote, str):
                record.red_flags += 1
                record.flags.append(vote)
                continue
            votes[vote.key] = vote
            record.votes[vote.key] = record.votes.get(vote.key, 0) + 1
            ranked = sorted(record.votes.values(), reverse=True)
            if ranked[0] - (ranked[1] if len(ranked) > 1 else 0) >= k:
                winner = votes[max(record.votes, key=record.votes.__getitem__)]
        episode.calls += record.samples
        episode.input_tokens += record.input_tokens
        episode.output_tokens += record.output_tokens
        right_key = _right_key(votes, to_goal, remaining)
        run.counted_votes += sum(record.votes.values())
        run.right_votes += sum(count for key, count in record.votes.items() if key in right_key)
        if winner is None:
            episode.first_error_step = record.step
            episode.first_error = f"no answer {k} votes ahead after {record.samples} samples"
            episode.first_error_kind = "no-consensus"
            break
        record.winner = winner.key
        record.correct = winner.key in right_key
        if not record.correct or winner.state is None:
            record.correct = False
            episode.first_error_step = record.step
            episode.first_error = f"the vote chose {winner.key}"[:300]
            episode.first_error_kind = "wrong-step"
            break
        previous = _move_between(state, winner.state)
        state = winner.state
        remaining -= 1
        episode.moves += 1
        episode.valid_prefix += 1
    episode.solved = state == goal
    episode.distance_left = remaining  # every step played was voted right: one move nearer the goal each
    episode.prefix_credit = 1.0 if not optimal else (optimal - remaining) / optimal
    episode.extra.update(run.summary())
    return run


def _right_key(votes: dict[str, Vote], to_goal: Callable[[State], int], remaining: int) -> set[str]:
    """The answers among ``votes`` that bring the state one move nearer the goal."""
    return {key for key, vote in votes.items() if vote.state is not None and to_goal(vote.state) == remaining - 1}


MAKER_TABLE_BYTES = 64 << 20
"""The largest distance table a MAKER run builds to judge its steps on four or more pegs (64 MiB)."""


def _distances_to(goal: State) -> Callable[[State], int]:
    """The exact distance to ``goal`` of any state: linear on three pegs (Hinz); on more, a table.

    On four or more pegs each :func:`hanoi.paths.distance` is a search, so a run that has
    to judge every step builds the distance-to-goal table of :mod:`hanoi.space.distances`
    once (Korf's two-bit BFS; the ``bfs`` extra), when it fits in :data:`MAKER_TABLE_BYTES`.

    >>> to_goal = _distances_to(State.perfect(4, pegs=4, peg=3))
    >>> to_goal(State.perfect(4, pegs=4)), to_goal(State.parse("DDDA", pegs=4))
    (9, 1)
    """
    if goal.pegs > 3:
        try:
            from hanoi.space.distances import build_table, table_bytes

            if table_bytes(goal.n, goal.pegs) <= MAKER_TABLE_BYTES:
                return build_table(goal).distance
        except (ImportError, HanoiError):  # no numba (the bfs extra): search state by state
            pass
    return lambda state: distance(state, goal)


def _move_between(before: State, after: State) -> Move:
    """The one move from ``before`` to the adjacent ``after``."""
    for disc, (a, b) in enumerate(zip(reversed(before.positions), reversed(after.positions), strict=True), 1):
        if a != b:
            return Move(disc, a, b)
    raise InvalidArgumentError(f"{before} and {after} are the same state")


_STATE_LINE = re.compile(r"(Current|Goal) state: (\[\[.*?\]\])")


def parse_states(text: str) -> tuple[State, State] | None:
    """The last ``Current state: [[...]]`` and ``Goal state: [[...]]`` a text gives, if it gives both.

    >>> parse_states("Current state: [[2, 1], [], []]\\nGoal state: [[], [], [2, 1]]")
    (State('AA'), State('CC'))
    """
    found: dict[str, State] = {}
    for match in _STATE_LINE.finditer(text):
        found[match.group(1)] = State.from_stacks(json.loads(match.group(2)))
    if "Current" in found and "Goal" in found:
        return found["Current"], found["Goal"]
    return None


class SimulatedStepper:
    """A simulated micro-agent with a known per-vote error rate, for tests and for calibrating the harness.

    Each reply is right (the next move of a shortest path, :func:`hanoi.paths.path`) with
    probability ``1 - error_rate``; otherwise it is the one fixed wrong answer of that
    state (the first other legal move), so that votes race between two answers, as the
    gambler's-ruin prediction assumes.  With probability ``flag_rate`` the reply is
    malformed instead, and the harness must red-flag it.  ``tokens`` is reported as the
    output tokens of every reply.  Seeded: the same seed gives the same replies.

    >>> import asyncio
    >>> stepper = SimulatedStepper(0.0, seed=0)
    >>> asyncio.run(stepper(maker_messages(State.perfect(2), State.perfect(2, peg=2), None), 0)).text
    'move = [1, 0, 1]\\nnext_state = [[2], [1], []]'
    """

    def __init__(self, error_rate: float, *, seed: int = 0, flag_rate: float = 0.0, tokens: int = 20) -> None:
        self.error_rate = _probability(error_rate, "error_rate")
        self.flag_rate = _probability(flag_rate, "flag_rate")
        self.random = random.Random(check_int(seed, "seed"))
        self.tokens = check_int(tokens, "tokens", low=0)

    def answer(self, state: State, goal: State) -> str:
        """One reply for the step from ``state`` towards ``goal``."""
        draw = self.random.random()
        if draw < self.flag_rate:
            return "Let me think about which disc to move." if draw < self.flag_rate / 2 else "move = [1, 0"
        move = next(iter(path(state, goal)))
        if self.random.random() < self.error_rate:
            move = next(m for m in state.legal_moves() if m != move)
        after = state.apply(move)
        return f"move = {json.dumps(move.to_list())}\nnext_state = {state_text(after)}"

    async def __call__(self, messages: list[dict[str, str]], attempt: int) -> Reply:
        """The sampler: read the state from the last message and answer."""
        states = parse_states(messages[-1]["content"])
        if states is None:
            return Reply("I cannot see the state.", 10, self.tokens)
        return Reply(self.answer(*states), 10, self.tokens)
