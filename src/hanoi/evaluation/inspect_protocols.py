"""The protocols as Inspect AI tasks: stepwise, tools and maker (full is :mod:`~hanoi.evaluation.inspect_task`).

Each task runs one sample for each number of discs, against any model Inspect supports:

    inspect eval hanoi/hanoi_stepwise -T discs=3..8 -T k=5 --model openai/gpt-4o
    inspect eval hanoi/hanoi_tools -T discs=3..6 --model anthropic/claude-sonnet-4-0
    inspect eval hanoi/hanoi_maker -T discs=3..10 -T votes=3 --model openai/gpt-4.1-mini

The solvers referee with :mod:`hanoi.evaluation.protocols` (the game answers every move)
and :mod:`hanoi.evaluation.maker`; the scorer reads the run's
:class:`~hanoi.evaluation.protocols.Episode` from the sample's metadata, where the maker
solver also keeps every vote's prompt and reply.  :func:`simulated_model` is an offline
model of known per-move error rate (Inspect's ``mockllm`` with computed replies) that
plays every protocol, for calibration, the documentation and the benchmark.

This module imports ``inspect_ai`` (the ``eval`` extra).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from typing import Any

from hanoi._extras import require

require("inspect_ai", "eval")

from inspect_ai import Task, task  # noqa: E402  # after the check that names the extra
from inspect_ai.dataset import MemoryDataset, Sample  # noqa: E402
from inspect_ai.model import (  # noqa: E402
    ChatMessage,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    GenerateConfig,
    Model,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    execute_tools,
    get_model,
    modelapi,
)
from inspect_ai.scorer import Score, Scorer, Target, accuracy, mean, scorer, stderr  # noqa: E402
from inspect_ai.solver import Generate, Solver, TaskState, solver  # noqa: E402
from inspect_ai.tool import Tool, ToolError, ToolInfo, tool  # noqa: E402

from hanoi._validate import check_int  # noqa: E402
from hanoi.errors import HanoiError  # noqa: E402
from hanoi.evaluation.inspect_task import _task_name, parse_discs  # noqa: E402
from hanoi.evaluation.maker import Reply, SimulatedStepper, parse_states, run_maker  # noqa: E402
from hanoi.evaluation.protocols import (  # noqa: E402
    Environment,
    Episode,
    Protocol,
    StepwiseSession,
    make_puzzle,
    reply_ending,
    stepwise_prompt,
)
from hanoi.paths import path  # noqa: E402
from hanoi.state import State  # noqa: E402

__all__ = [
    "CANNED_MODEL",
    "CannedModel",
    "hanoi_maker",
    "hanoi_stepwise",
    "hanoi_tools",
    "maker_solver",
    "protocol_samples",
    "protocol_scorer",
    "simulated_model",
    "stepwise_solver",
    "tools_solver",
]

TOOLS_SYSTEM = (
    "You are solving a Tower of Hanoi puzzle with tools.\n"
    "Rules: move one disc at a time; only the top disc of a peg can move; a disc may never rest on a smaller disc.\n"
    "A state lists each peg's discs from bottom to top, pegs numbered from 0, for example [[3, 2], [], [1]].\n"
    "Call move(disc, source, target) once for every move; state() shows the current and goal states; reset() "
    "starts again. Stop when the goal state is reached."
)


def protocol_samples(
    protocol: Protocol | str,
    discs: int | str | list[int],
    *,
    pegs: int = 3,
    start: str | None = None,
    goal: str | None = None,
    k: int = 5,
) -> list[Sample]:
    """One sample for each number of discs: the protocol's first messages and the puzzle in the metadata.

    ``start`` and ``goal`` (state letters) need a single number of discs.

    >>> [sample.id for sample in protocol_samples("tools", "2..3")]
    ['tools/2/3/AA/CC', 'tools/3/3/AAA/CCC']
    """
    kind = Protocol(protocol)
    samples = []
    for n in parse_discs(discs):
        first, last = make_puzzle(n, start, goal, pegs=pegs)
        env = Environment(first, last)
        if kind is Protocol.STEPWISE:
            system, user = stepwise_prompt(env, k)
        elif kind is Protocol.TOOLS:
            system, user = TOOLS_SYSTEM, env.state()
        else:
            system, user = "MAKER: one voted micro-agent call a step", env.state()
        messages: list[ChatMessage] = [ChatMessageSystem(content=system), ChatMessageUser(content=user)]
        metadata = {"protocol": kind.value, "discs": n, "pegs": pegs, "start": str(first), "goal": str(last),
                    "optimal": env.optimal, "k": k}
        samples.append(Sample(id=f"{kind.value}/{n}/{pegs}/{first}/{last}", input=messages,
                              target=str(env.optimal), metadata=metadata))
    return samples


def _puzzle(state: TaskState) -> tuple[State, State]:
    meta = state.metadata
    pegs = int(meta["pegs"])
    return State.parse(meta["start"], pegs=pegs), State.parse(meta["goal"], pegs=pegs)


def _count(episode: Episode, output: ModelOutput) -> str:
    """Count one call's tokens and its ending; return the ending (:data:`~hanoi.evaluation.protocols.ENDINGS`)."""
    episode.calls += 1
    episode.ended = reply_ending(output.stop_reason, output.error)
    episode.cut += episode.ended == "length"
    if output.usage is not None:
        episode.input_tokens += output.usage.input_tokens
        episode.output_tokens += output.usage.output_tokens
    return episode.ended


@solver
def stepwise_solver(k: int = 5, max_errors: int = 3) -> Solver:
    """Batches of ``k`` moves, the state given back after each (Varela et al. 2025)."""
    k = check_int(k, "k", low=1)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        start, goal = _puzzle(state)
        env = Environment(start, goal)
        session = StepwiseSession(env, k=k, max_errors=max_errors)
        model = get_model()
        tally = Episode("stepwise", start.n, start.pegs, str(start), str(goal), env.optimal)
        while not session.done:
            output = await model.generate(state.messages)
            ended = _count(tally, output)
            state.messages.append(output.message)
            state.output = output
            feedback = session.turn(output.completion, ended)
            state.messages.append(ChatMessageUser(content=feedback))
        episode = env.episode("stepwise", k=k, turns=session.turns, oversized=session.oversized)
        _merge(episode, tally)
        state.metadata["episode"] = episode.to_dict()
        return state

    return solve


def _merge(episode: Episode, tally: Episode) -> None:
    episode.calls, episode.input_tokens, episode.output_tokens = tally.calls, tally.input_tokens, tally.output_tokens
    episode.ended, episode.cut = tally.ended, tally.cut


def _game_tools(env: Environment) -> list[Tool]:
    @tool
    def move() -> Tool:
        async def execute(disc: int, source: int, target: int) -> str:
            """Move the top disc of peg ``source`` onto peg ``target``.

            Args:
                disc: The number of the disc that moves (1 is the smallest).
                source: The peg it leaves, numbered from 0.
                target: The peg it lands on, numbered from 0.
            """
            try:
                return env.move(disc, source, target)
            except HanoiError as error:
                raise ToolError(str(error)) from None

        return execute

    @tool
    def state() -> Tool:
        async def execute() -> str:
            """The current state, the goal state and the number of moves made."""
            return env.state()

        return execute

    @tool
    def reset() -> Tool:
        async def execute() -> str:
            """Go back to the starting position."""
            return env.reset()

        return execute

    return [move(), state(), reset()]


@solver
def tools_solver(max_errors: int = 3) -> Solver:
    """One tool call a move: ``move(disc, source, target)``, ``state()``, ``reset()``; errors as the game words them."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        start, goal = _puzzle(state)
        env = Environment(start, goal)
        tools = _game_tools(env)
        model = get_model()
        tally = Episode("tools", start.n, start.pegs, str(start), str(goal), env.optimal)
        errors = idle = 0
        while (not env.solved and not env.exhausted and errors < max_errors and idle < 2
               and tally.calls < env.max_actions):  # a model that only calls state() stops too
            output = await model.generate(state.messages, tools)
            ended = _count(tally, output)
            state.messages.append(output.message)
            state.output = output
            if ended != "stop":  # cut off or failed: the run ends there, censored
                break
            if not output.message.tool_calls:
                idle += 1
                env.fail("syntax", output.completion, "no tool call")
                nudge = "Call move(disc, source, target) to play. " + env.state()
                state.messages.append(ChatMessageUser(content=nudge))
                continue
            idle = 0
            result = await execute_tools(state.messages, tools)
            state.messages.extend(result.messages)
            errors += sum(1 for m in result.messages if isinstance(m, ChatMessageTool) and m.error is not None)
        episode = env.episode("tools")
        _merge(episode, tally)
        state.metadata["episode"] = episode.to_dict()
        return state

    return solve


@solver
def maker_solver(votes: int = 3, max_tokens: int = 750, max_samples: int = 100) -> Solver:
    """MAKER: per-step micro-agent calls, first-to-ahead-by-``votes`` voting, red flags past ``max_tokens``.

    The first sample of a step is drawn at temperature 0 and the others at 0.1, as in
    Meyerson et al. (2025).  Every vote's prompt, reply and verdict is kept in the
    sample's metadata (``transcript``).
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        start, goal = _puzzle(state)
        model = get_model()
        transcript: list[dict[str, Any]] = []

        async def sampler(messages: list[dict[str, str]], attempt: int) -> Reply:
            chat: list[ChatMessage] = [ChatMessageSystem(content=messages[0]["content"]),
                                       ChatMessageUser(content=messages[1]["content"])]
            config = GenerateConfig(temperature=0.0 if attempt == 0 else 0.1, max_tokens=max_tokens)
            output = await model.generate(chat, config=config)
            usage = output.usage or ModelUsage()
            return Reply(output.completion, usage.input_tokens, usage.output_tokens,
                         truncated=output.stop_reason == "max_tokens")

        run = await run_maker(start, goal, sampler, k=votes, max_chars=8 * max_tokens, max_tokens=max_tokens,
                              max_samples=max_samples, log=transcript.append)
        state.metadata["episode"] = run.episode.to_dict()
        state.metadata["steps"] = [step.to_dict() for step in run.steps]
        state.metadata["transcript"] = transcript
        state.output = ModelOutput.from_content(model=str(model), content=json.dumps(run.summary()))
        return state

    return solve


@scorer(metrics={"solved": [accuracy(), stderr()], "valid_prefix": [mean()], "first_error": [mean()]})
def protocol_scorer() -> Scorer:
    """Score a run from its episode: solved, the longest correct prefix and the first error (shares of optimal)."""

    async def score(state: TaskState, target: Target) -> Score:
        episode = Episode.from_dict(state.metadata["episode"])
        optimal = max(1, episode.optimal or episode.moves or 1)
        first = 1.0 if episode.first_error_step is None else min(1.0, (episode.first_error_step - 1) / optimal)
        return Score(
            value={"solved": float(episode.solved), "valid_prefix": min(1.0, episode.valid_prefix / optimal),
                   "first_error": first},
            answer=f"{episode.moves} moves",
            explanation="solved" if episode.solved else (episode.first_error or "not solved"),
            metadata=episode.to_dict(),
        )

    return score


def _task(kind: Protocol, solver: Solver, discs: int | str | list[int], pegs: int, start: str | None,
          goal: str | None, k: int) -> Task:
    samples = protocol_samples(kind, discs, pegs=pegs, start=start, goal=goal, k=k)
    return Task(dataset=MemoryDataset(samples, name=f"hanoi_{kind.value}"), solver=solver, scorer=protocol_scorer())


@task(name=_task_name("hanoi_stepwise"))
def hanoi_stepwise(discs: int | str | list[int] = "3..8", pegs: int = 3, start: str | None = None,
                   goal: str | None = None, k: int = 5, max_errors: int = 3) -> Task:
    """The stepwise protocol: batches of ``k`` moves with the state given back (Varela et al. 2025).

    >>> len(hanoi_stepwise(discs="3..5").dataset)
    3
    """
    return _task(Protocol.STEPWISE, stepwise_solver(k=k, max_errors=max_errors), discs, pegs, start, goal, k)


@task(name=_task_name("hanoi_tools"))
def hanoi_tools(discs: int | str | list[int] = "3..6", pegs: int = 3, start: str | None = None,
                goal: str | None = None, max_errors: int = 3) -> Task:
    """The tools protocol: an agent with ``move``, ``state`` and ``reset``.

    >>> hanoi_tools(discs=2).dataset[0].id
    'tools/2/3/AA/CC'
    """
    return _task(Protocol.TOOLS, tools_solver(max_errors=max_errors), discs, pegs, start, goal, 1)


@task(name=_task_name("hanoi_maker"))
def hanoi_maker(discs: int | str | list[int] = "3..6", pegs: int = 3, start: str | None = None,
                goal: str | None = None, votes: int = 3, max_tokens: int = 750, max_samples: int = 100) -> Task:
    """The MAKER protocol: voted micro-agent steps (Meyerson et al. 2025).

    >>> hanoi_maker(discs=4, pegs=4).dataset[0].target
    '9'
    """
    return _task(Protocol.MAKER, maker_solver(votes=votes, max_tokens=max_tokens, max_samples=max_samples),
                 discs, pegs, start, goal, votes)


# ------------------------------------------------------------------ the simulated model
_APPLE_PEG = re.compile(r"^\s*peg (\d+): (.*)$")
_BATCH = re.compile(r"at most (\d+) moves")


def _apple_states(text: str) -> tuple[State, State] | None:
    """The start and goal of an Apple-style prompt (``peg 0: 3, 2, 1`` lines under each heading)."""
    blocks: list[list[list[int]]] = []
    for line in text.splitlines():
        if line.startswith(("Starting position", "Goal position", "Start (", "Target (")):
            blocks.append([])
        elif blocks and (match := _APPLE_PEG.match(line)):
            discs = match.group(2).strip()
            blocks[-1].append([] if discs == "empty" else [int(part) for part in discs.split(",")])
    if len(blocks) < 2:
        return None
    return State.from_stacks(blocks[-2]), State.from_stacks(blocks[-1])


class _Simulator:
    """The replies of a simulated model that errs on each move with probability ``error_rate``."""

    def __init__(self, error_rate: float, seed: int, flag_rate: float, max_tokens: int | None = None) -> None:
        self.stepper = SimulatedStepper(error_rate, seed=seed, flag_rate=flag_rate)
        self.error_rate, self.seed, self.max_tokens = error_rate, seed, max_tokens
        self.seen: dict[str, int] = {}

    def _rng(self, text: str) -> random.Random:
        """A generator seeded by the conversation, so replies do not depend on the order of calls."""
        count = self.seen.get(text, 0)
        self.seen[text] = count + 1
        digest = hashlib.sha256(f"{self.seed}|{count}|{text}".encode()).digest()
        return random.Random(int.from_bytes(digest[:8], "big"))

    def _moves(self, state: State, goal: State, limit: int, rng: random.Random) -> list[list[int]]:
        """Up to ``limit`` moves of a shortest path; an error is an illegal move, after which the list stops."""
        moves: list[list[int]] = []
        for move in path(state, goal):
            if len(moves) >= limit:
                break
            if rng.random() < self.error_rate:
                moves.append([move.disc, move.target, move.source])  # the disc is not on its target: illegal
                break
            moves.append(move.to_list())
            state = state.apply(move)
        return moves

    def __call__(self, messages: list[ChatMessage], tools: list[ToolInfo], choice: Any,
                 config: GenerateConfig) -> ModelOutput:
        text = "\n".join(message.text for message in messages)
        rng = self._rng(text)
        system = messages[0].text if messages else ""
        if tools:
            states = parse_states(_last_states(text))
            if states is None or states[0] == states[1]:
                return _with_usage(ModelOutput.from_content("simulated", "Done."), text, "Done.")
            [move] = self._moves(*states, 1, rng)
            output = ModelOutput.for_tool_call("simulated", "move", dict(zip(("disc", "source", "target"), move,
                                                                            strict=True)))
            return _with_usage(output, text, json.dumps(move))
        if "one step of a Tower of Hanoi solver" in system:
            self.stepper.random = rng
            states = parse_states(messages[-1].text)
            reply = "I cannot see the state." if states is None else self.stepper.answer(*states)
        elif (batch := _BATCH.search(system)) is not None:
            states = parse_states(_last_states(text))
            reply = "no state" if states is None else f"moves = {json.dumps(self._moves(*states, int(batch[1]), rng))}"
        else:
            puzzle = _apple_states(text)
            reply = "no puzzle" if puzzle is None else f"moves = {json.dumps(self._moves(*puzzle, 10**7, rng))}"
        caps = [cap for cap in (self.max_tokens, config.max_tokens) if cap is not None]
        if caps and len(reply) > _CHARS_PER_TOKEN * min(caps):  # cut off at the token cap, as a provider does
            reply = reply[: _CHARS_PER_TOKEN * min(caps)]
            output = ModelOutput.from_content("simulated", reply, stop_reason="max_tokens")
            return _with_usage(output, text, reply)
        return _with_usage(ModelOutput.from_content("simulated", reply), text, reply)


def _last_states(text: str) -> str:
    """The text from the last mention of the goal onwards, with the last current state before it."""
    current = text.rfind("Current state:")
    goal = text.rfind("Goal state:")
    goal_line = text[goal:].splitlines()[0] if goal >= 0 else ""
    current_line = text[current:].splitlines()[0].split(". Goal state")[0] if current >= 0 else ""
    return f"{current_line}\n{goal_line.split('. Moves')[0]}"


_CHARS_PER_TOKEN = 4  # the canned model's tokens: a quarter of the characters (no tokenizer, nothing to download)


def _with_usage(output: ModelOutput, prompt: str, reply: str) -> ModelOutput:
    """Set the usage, so that Inspect does not count tokens itself (with tiktoken, which downloads its encoding)."""
    inputs, outputs = max(1, len(prompt) // _CHARS_PER_TOKEN), max(1, len(reply) // _CHARS_PER_TOKEN)
    output.usage = ModelUsage(input_tokens=inputs, output_tokens=outputs, total_tokens=inputs + outputs)
    return output


def simulated_model(error_rate: float = 0.0, *, seed: int = 0, flag_rate: float = 0.0,
                    max_tokens: int | None = None) -> Model:
    """An offline model that plays every protocol, wrong on each move with probability ``error_rate``.

    It is Inspect's ``mockllm`` with computed replies: the moves of a shortest path
    (:func:`hanoi.paths.path`), with an illegal move in place of a right one at the given
    rate (under ``maker``, the fixed wrong answer of :class:`~hanoi.evaluation.maker.SimulatedStepper`,
    and malformed replies at ``flag_rate``).  Tokens are reported as a quarter of the
    characters, so no tokenizer is needed (Inspect's own count uses tiktoken, which downloads
    its encoding: offline, plain ``mockllm`` fails).  A reply longer than ``max_tokens`` (or
    the task's own ``max_tokens``) is cut off there with the stop reason ``max_tokens``, as a
    provider cuts it (``finish_reason == "length"``).

    >>> simulated_model(0.1).name
    'model'
    """
    if max_tokens is not None:
        max_tokens = check_int(max_tokens, "max_tokens", low=1)
    simulator = _Simulator(error_rate, seed, flag_rate, max_tokens)
    return get_model("mockllm/model", custom_outputs=simulator, memoize=False)


CANNED_MODEL = "hanoi/canned"
"""The canned model's name for Inspect: ``inspect eval hanoi/tower_of_hanoi --model hanoi/canned`` runs offline."""


class CannedModel(ModelAPI):
    """The simulated model as an Inspect model provider, ``hanoi/canned``: offline, no tokenizer, no key.

    Inspect's ``mockllm`` counts tokens with tiktoken, which downloads its encoding on first
    use, so it fails offline; this provider answers as :func:`simulated_model` does and
    counts a token as four characters.  Its settings are model arguments:
    ``-M error_rate=0.05 -M seed=1 -M max_tokens=200 -M flag_rate=0.1``.

    >>> get_model(CANNED_MODEL, error_rate=0.1).api.model_name
    'canned'
    """

    def __init__(self, model_name: str, base_url: str | None = None, api_key: str | None = None,
                 config: GenerateConfig | None = None, error_rate: float = 0.0, seed: int = 0,
                 flag_rate: float = 0.0, max_tokens: int | None = None, **model_args: Any) -> None:
        super().__init__(model_name, base_url, api_key, [], config or GenerateConfig())
        if model_args:
            raise HanoiError(f"the canned model takes error_rate, seed, flag_rate and max_tokens, "
                             f"not {', '.join(sorted(model_args))}"[:300])
        cap = None if max_tokens is None else check_int(int(max_tokens), "max_tokens", low=1)
        self.simulator = _Simulator(float(error_rate), check_int(int(seed), "seed", low=0), float(flag_rate), cap)

    async def generate(self, input: list[ChatMessage], tools: list[ToolInfo], tool_choice: Any,
                       config: GenerateConfig) -> ModelOutput:
        """The simulated reply."""
        return self.simulator(input, tools, tool_choice, config)

    async def count_text_tokens(self, text: str) -> int:
        """A quarter of the characters: no tokenizer to download."""
        return max(1, len(text) // _CHARS_PER_TOKEN)


@modelapi(name="hanoi")
def _canned_api() -> type[ModelAPI]:
    return CannedModel
