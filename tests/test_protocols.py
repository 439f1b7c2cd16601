"""The evaluation protocols: the game as referee, stepwise batches, tool calls and MAKER voting, end to end.

Every Inspect run here is offline: Inspect's ``mockllm`` model with canned outputs that
carry their own token usage, so no tokenizer is ever downloaded.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi.errors import HanoiError, IllegalMoveError
from hanoi.evaluation.maker import (
    Reply,
    SimulatedStepper,
    maker_messages,
    predicted_success,
    read_vote,
    run_maker,
    vote_success,
)
from hanoi.evaluation.protocols import Environment, StepwiseSession, make_puzzle
from hanoi.evaluation.scoring import wilson_interval
from hanoi.move import Move
from hanoi.state import State
from hanoi.tower import solve


def game_says(state: str, move: Move) -> str:
    """What the game answers to ``move`` in ``state``: the message of State.apply's IllegalMoveError."""
    try:
        State.parse(state).apply(move)
    except IllegalMoveError as error:
        return str(error)
    raise AssertionError(f"{move} is legal in {state}")


# ---------------------------------------------------------------- the game as referee
@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=1, max_size=5), st.integers(0, 6), st.integers(0, 3), st.integers(0, 3))
def test_environment_answers_every_move_as_state_apply_does(positions: list[int], disc: int, source: int,
                                                           target: int) -> None:
    state = State(tuple(positions), pegs=3)
    env = Environment(state, State.perfect(state.n, peg=2))
    try:
        expected: str | None = None
        after = state.apply(Move(disc, source, target))
    except HanoiError as error:
        expected = str(error)
    if expected is None:
        assert env.move(disc, source, target).endswith(json.dumps(after.stacks())) or env.solved
        assert env.current == after
    else:
        with pytest.raises(HanoiError) as caught:
            env.move(disc, source, target)
        assert str(caught.value) == expected
        assert env.current == state  # an illegal move changes nothing
        assert env.episode("tools").first_error_step == 1


def test_episode_metrics_count_the_prefix_before_the_first_error() -> None:
    env = Environment(State.perfect(3))
    moves = list(solve(3))
    for move in moves[:3]:
        env.move(*move)
    with pytest.raises(IllegalMoveError):
        env.move(3, 0, 1)  # the largest disc is free, but peg B holds disc 1 and 2
    for move in moves[3:]:
        env.move(*move)
    episode = env.episode("tools")
    assert (episode.solved, episode.moves, episode.valid_prefix, episode.first_error_step) == (True, 7, 3, 4)
    assert episode.first_error_kind == "illegal" and "cannot go onto the smaller disc" in (episode.first_error or "")
    env.reset()
    assert env.current == State.perfect(3) and env.episode("tools").moves == 7  # moves played are not taken back


def test_stepwise_batches_with_state_feedback_and_the_games_own_messages() -> None:
    env = Environment(*make_puzzle(3))
    session = StepwiseSession(env, k=3, max_errors=2)
    moves = [m.to_list() for m in solve(3)]
    feedback = session.turn(f"<think>plan</think>\nmoves = {json.dumps(moves[:3])}")
    assert feedback == "Played 3 moves.\nCurrent state: [[3], [2, 1], []]\nGoal state: [[], [], [3, 2, 1]]"
    wrong = session.turn("moves = [[3, 0, 1]]")
    expected = game_says("ABB", Move(3, 0, 1))
    assert wrong.splitlines()[0] == f"Move 1 of your list is illegal: {expected}"
    assert "no moves" in session.turn("I am not sure.")
    assert session.done and not env.solved  # two wrong replies: max_errors
    episode = env.episode("stepwise")
    assert (episode.moves, episode.valid_prefix, episode.first_error_step, episode.first_error_kind) == (3, 3, 4,
                                                                                                         "illegal")


def test_any_start_goal_and_pegs() -> None:
    start, goal = make_puzzle(3, "BAA", "ABB")
    env = Environment(start, goal)
    assert env.optimal == 5  # Hinz: the largest disc moves twice
    session = StepwiseSession(env, k=5)
    assert session.turn("moves = [[3, 1, 2], [1, 0, 2], [2, 0, 1], [1, 2, 1], [3, 2, 0]]").endswith("reached.")
    four = Environment(*make_puzzle(4, pegs=4))
    assert four.optimal == 9  # Frame-Stewart, OEIS A007664
    with pytest.raises(HanoiError, match="limit 20"):
        make_puzzle(10**100)


# ---------------------------------------------------------------- MAKER voting
def test_vote_success_is_the_gamblers_ruin_probability_by_brute_force() -> None:
    # the race to a lead of k, summed over every path (a random walk absorbed at +k and -k)
    for p in (0.55, 0.7, 0.9):
        for k in (1, 2, 3, 4):
            lead = {0: 1.0}
            won = 0.0
            for _ in range(4000):
                nxt: dict[int, float] = {}
                for diff, prob in lead.items():
                    for step, q in ((1, p), (-1, 1 - p)):
                        to = diff + step
                        if to == k:
                            won += prob * q
                        elif to != -k:
                            nxt[to] = nxt.get(to, 0.0) + prob * q
                lead = nxt
            assert vote_success(p, k) == pytest.approx(won, abs=1e-9)
    assert predicted_success(0.8, 2, 7) == pytest.approx((0.64 / 0.68) ** 7)


def test_huge_and_wrong_arguments_are_refused_or_answered_at_once() -> None:
    with pytest.raises(HanoiError, match="k must be"):
        vote_success(0.8, 10**100)
    with pytest.raises(HanoiError, match="probability"):
        vote_success(1.5, 2)
    with pytest.raises(HanoiError, match="probability"):
        SimulatedStepper(True)  # type: ignore[arg-type]
    assert predicted_success(0.9, 3, 10**100) == 0.0 and predicted_success(1.0, 3, 10**100) == 1.0
    with pytest.raises(HanoiError, match="k must be"):
        StepwiseSession(Environment(State.perfect(2)), k=0)
    with pytest.raises(HanoiError, match="max_samples"):
        asyncio.run(run_maker(State.perfect(2), State.perfect(2, peg=2), SimulatedStepper(0.0), max_samples=10**100))


def test_red_flags_and_votes() -> None:
    start = State.perfect(2)
    assert read_vote("move = [1, 0, 1]\nnext_state = [[2], [1], []]", start).key == "state AB"
    assert read_vote("move = [1, 0, 1]\nnext_state = [[2], [], [1]]", start).key.startswith("claim")
    assert read_vote("move = [1, 0", start).startswith("malformed")
    assert read_vote("moves = [[1, 0, 1], [2, 0, 2]]", start).startswith("malformed")
    assert read_vote("move = [1, 0, 1]\nnext_state = [[2], [1], []]" + " " * 100, start, max_chars=50
                     ).startswith("too long")


def test_red_flagged_replies_are_resampled_and_counted() -> None:
    right = "move = [1, 0, 2]\nnext_state = [[], [], [1]]"
    replies = iter([Reply("Let me think.", 7, 3), Reply(right + "x" * 5000, 7, 3), Reply(right, 7, 900),
                    Reply(right, 7, 3, truncated=True), Reply(right, 7, 3), Reply(right, 7, 3)])

    async def sampler(messages: list[dict[str, str]], attempt: int) -> Reply:
        return next(replies)

    run = asyncio.run(run_maker(State.perfect(1), State.perfect(1, peg=2), sampler, k=2, max_tokens=750))
    [step] = run.steps
    assert (step.samples, step.red_flags, step.votes, step.correct) == (6, 4, {"state C": 2}, True)
    assert [flag.split(":")[0] for flag in step.flags] == ["malformed", "too long", "too long", "too long"]
    assert (run.episode.calls, run.episode.input_tokens, run.episode.output_tokens) == (6, 42, 915)
    assert run.episode.solved and run.vote_accuracy == 1.0


@pytest.mark.parametrize(("error_rate", "k", "discs"), [(0.2, 2, 3), (0.3, 3, 3), (0.1, 1, 4)])
def test_maker_simulated_runs_match_the_voting_prediction(error_rate: float, k: int, discs: int) -> None:
    runs = 300
    start, goal = State.perfect(discs), State.perfect(discs, peg=2)
    results = [
        asyncio.run(run_maker(start, goal, SimulatedStepper(error_rate, seed=seed, flag_rate=0.1), k=k))
        for seed in range(runs)
    ]
    steps = 2**discs - 1
    predicted = predicted_success(1 - error_rate, k, steps)
    solved = sum(run.episode.solved for run in results)
    low, high = wilson_interval(solved, runs)
    assert low <= predicted <= high, (solved, runs, predicted)
    decided = [step for run in results for step in run.steps if step.correct is not None]
    wrong = sum(not step.correct for step in decided)
    low, high = wilson_interval(wrong, len(decided))
    assert low <= 1 - vote_success(1 - error_rate, k) <= high
    flags = sum(step.red_flags for run in results for step in run.steps)
    samples = sum(step.samples for run in results for step in run.steps)
    low, high = wilson_interval(flags, samples)
    assert low <= 0.1 <= high  # every malformed reply was caught and none counted as a vote
    counted = sum(run.counted_votes for run in results)
    assert samples - flags == counted


def test_maker_on_four_pegs_and_any_start() -> None:
    run = asyncio.run(run_maker(State.perfect(5, pegs=4), State.perfect(5, pegs=4, peg=3), SimulatedStepper(0.0), k=1))
    assert run.episode.solved and len(run.steps) == 13  # Frame-Stewart, OEIS A007664
    start, goal = make_puzzle(3, "BAA", "ABB")
    run = asyncio.run(run_maker(start, goal, SimulatedStepper(0.0), k=2))
    assert run.episode.solved and len(run.steps) == 5 and all(step.correct for step in run.steps)


def test_a_simulated_run_that_is_wrong_every_time_fails_at_once() -> None:
    run = asyncio.run(run_maker(State.perfect(3), State.perfect(3, peg=2), SimulatedStepper(1.0), k=2))
    assert not run.episode.solved and run.episode.first_error_step == 1 and run.step_error_rate == 1.0


def test_maker_messages_give_the_previous_move() -> None:
    messages = maker_messages(State.parse("AB"), State.perfect(2, peg=2), Move(1, 0, 1))
    assert messages[1]["content"].endswith("Previous move: [1, 0, 1]")


# ---------------------------------------------------------------- through Inspect AI, canned models
inspect_ai = pytest.importorskip("inspect_ai")

from inspect_ai import eval as inspect_eval  # noqa: E402
from inspect_ai.model import ChatMessageTool, ModelOutput, ModelUsage, get_model  # noqa: E402

from hanoi.evaluation.inspect_protocols import (  # noqa: E402
    hanoi_maker,
    hanoi_stepwise,
    hanoi_tools,
    simulated_model,
)


def canned(text: str) -> ModelOutput:
    out = ModelOutput.from_content(model="canned", content=text)
    out.usage = ModelUsage(input_tokens=5, output_tokens=2, total_tokens=7)
    return out


def tool_call(disc: int, source: int, target: int) -> ModelOutput:
    out = ModelOutput.for_tool_call("canned", "move", {"disc": disc, "source": source, "target": target})
    out.usage = ModelUsage(input_tokens=5, output_tokens=2, total_tokens=7)
    return out


def one_sample(log: Any) -> tuple[Any, dict[str, Any]]:
    assert log.status == "success", log.error
    [sample] = log.samples
    return sample, sample.metadata["episode"]


def test_stepwise_end_to_end_with_canned_replies(tmp_path: Path) -> None:
    outputs = [canned("moves = [[1, 0, 2], [2, 0, 1]]"), canned("moves = [[1, 0, 1]]"),
               canned("moves = [[1, 2, 1], [3, 0, 2]]"), canned("moves = [[1, 1, 0], [2, 1, 2], [1, 0, 2]]")]
    model = get_model("mockllm/model", custom_outputs=outputs)
    [log] = inspect_eval(hanoi_stepwise(discs=3, k=2), model=model, log_dir=str(tmp_path), display="none")
    sample, episode = one_sample(log)
    assert episode["solved"] and episode["moves"] == 7 and episode["first_error_step"] == 3
    assert episode["calls"] == 4 and episode["output_tokens"] == 8 and episode["tokens_per_move"] == 8 / 7
    feedback = [m.text for m in sample.messages if m.role == "user"][2]
    game = game_says("ABC", Move(1, 0, 1))
    assert feedback.startswith(f"Move 1 of your list is illegal: {game}")
    assert sample.scores["protocol_scorer"].value["solved"] == 1.0


def test_tools_end_to_end_with_canned_tool_calls(tmp_path: Path) -> None:
    outputs = [tool_call(1, 0, 1), tool_call(2, 0, 1), tool_call(2, 0, 2), tool_call(1, 1, 2)]
    model = get_model("mockllm/model", custom_outputs=outputs)
    [log] = inspect_eval(hanoi_tools(discs=2), model=model, log_dir=str(tmp_path), display="none")
    sample, episode = one_sample(log)
    assert (episode["solved"], episode["moves"]) == (True, 3)
    assert (episode["valid_prefix"], episode["first_error_step"]) == (1, 2)
    [error] = [m.error.message for m in sample.messages if isinstance(m, ChatMessageTool) and m.error]
    game = game_says("AB", Move(2, 0, 1))
    assert error == game
    assert sample.scores["protocol_scorer"].value == {"solved": 1.0, "valid_prefix": 1 / 3, "first_error": 1 / 3}


def test_a_tools_run_that_only_looks_at_the_state_stops(tmp_path: Path) -> None:
    looking = ModelOutput.for_tool_call("canned", "state", {})
    looking.usage = ModelUsage(input_tokens=5, output_tokens=2, total_tokens=7)
    model = get_model("mockllm/model", custom_outputs=lambda *args: looking)
    [log] = inspect_eval(hanoi_tools(discs=2), model=model, log_dir=str(tmp_path), display="none")
    _, episode = one_sample(log)
    assert not episode["solved"] and episode["calls"] == 2 * 3 + 10 and episode["moves"] == 0


def test_maker_end_to_end_with_canned_step_replies(tmp_path: Path) -> None:
    right = ["move = [1, 0, 1]\nnext_state = [[2], [1], []]", "move = [2, 0, 2]\nnext_state = [[], [1], [2]]",
             "move = [1, 1, 2]\nnext_state = [[], [], [2, 1]]"]
    wrong = "move = [1, 0, 2]\nnext_state = [[2], [], [1]]"
    cut = canned(right[0])
    cut.choices[0].stop_reason = "max_tokens"  # the model hit its token limit: red-flagged, whatever it says
    texts = [right[0], wrong, "oops", right[0], right[0], right[1], right[1], right[2], right[2]]
    outputs = [canned(text) for text in texts]
    outputs.insert(3, cut)
    model = get_model("mockllm/model", custom_outputs=outputs)
    [log] = inspect_eval(hanoi_maker(discs=2, votes=2), model=model, log_dir=str(tmp_path), display="none")
    sample, episode = one_sample(log)
    assert episode["solved"] and episode["calls"] == 10 and episode["output_tokens"] == 20
    steps = sample.metadata["steps"]
    assert [step["samples"] for step in steps] == [6, 2, 2] and steps[0]["red_flags"] == 2
    assert steps[0]["votes"] == {"state AB": 3, "state AC": 1}
    transcript = sample.metadata["transcript"]
    assert transcript[3]["verdict"] == "too long: cut off at the model's token limit"
    assert len(transcript) == 10 and transcript[2]["reply"] == "oops"
    assert transcript[2]["verdict"].startswith("malformed")
    assert episode["extra"]["vote_accuracy"] == pytest.approx(7 / 8)


def test_the_simulated_model_plays_every_protocol(tmp_path: Path) -> None:
    for make in (lambda: hanoi_stepwise(discs="3..4", k=4), lambda: hanoi_tools(discs="3..4"),
                 lambda: hanoi_maker(discs=3, votes=2)):
        [log] = inspect_eval(make(), model=simulated_model(0.0), log_dir=str(tmp_path), display="none")
        assert log.status == "success"
        assert all(sample.metadata["episode"]["solved"] for sample in log.samples)
    [log] = inspect_eval(hanoi_tools(discs=5), model=simulated_model(1.0), log_dir=str(tmp_path), display="none")
    [sample] = log.samples
    assert sample.metadata["episode"]["first_error_step"] == 1 and not sample.metadata["episode"]["solved"]


@pytest.mark.parametrize("name", ["hanoi/hanoi_stepwise", "hanoi/hanoi_tools", "hanoi/hanoi_maker"])
def test_the_tasks_are_registered_under_inspects_entry_point(tmp_path: Path, name: str) -> None:
    [log] = inspect_eval(name, task_args={"discs": "2..3"}, model=simulated_model(0.0), log_dir=str(tmp_path),
                         display="none")
    assert log.eval.task == name and all(sample.metadata["episode"]["solved"] for sample in log.samples)


def test_the_simulated_model_is_reproducible(tmp_path: Path) -> None:
    """Two runs of the same seed give the same episodes, call for call; the epochs of one run differ.

    Three epochs of one puzzle are three samples that Inspect could interleave (as it would
    several puzzles), and each protocol's three episodes must all differ.
    """
    from hanoi.evaluation.suite import run_suite

    def run() -> list[dict[str, Any]]:
        episodes = run_suite(["maker", "stepwise"], "3", simulated_model(0.2, seed=3), k=3, votes=2, epochs=3,
                             log_dir=str(tmp_path), max_samples=1)
        return [episode.to_dict() for episode in episodes]

    first = run()
    assert first == run()
    for protocol in ("maker", "stepwise"):  # the epochs differ from each other: the model is not reseeded
        epochs = [json.dumps(episode) for episode in first if episode["protocol"] == protocol]
        assert len(epochs) == 3 and len(set(epochs)) == 3, protocol
