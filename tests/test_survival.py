"""Censoring, Kaplan–Meier, the per-step error rate, the horizon and MAKER's margin and cost.

The estimators are checked against independent facts: with no censoring the Kaplan–Meier
curve is one minus the empirical distribution; with censoring it equals Efron's (1967)
redistribute-to-the-right estimate, computed here by brute force; the MAKER margin is the
least ``k`` found by trying each; the expected race length is checked by simulation.  The
end-to-end test runs the canned model through Inspect with a set per-step error and a set
token cap, and finds the censored share, the median and the error rate it was built with.
"""

from __future__ import annotations

import asyncio
import math
import random
import statistics
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanoi import State
from hanoi.evaluation.maker import SimulatedStepper, run_maker, vote_success
from hanoi.evaluation.protocols import Episode, reply_ending
from hanoi.evaluation.scoring import wilson_interval
from hanoi.evaluation.survival import horizon, kaplan_meier, maker_cost, maker_votes, step_error_rate

observations = st.lists(st.tuples(st.integers(0, 30), st.booleans()), min_size=1, max_size=40)


def redistribute_to_the_right(data: list[tuple[int, bool]]) -> dict[int, Fraction]:
    """Efron's estimate: each censored run hands its mass on equally to the runs after it (errors after ties)."""
    rows = sorted(data, key=lambda row: (row[0], not row[1]))  # at a tie, errors come before censorings
    mass = [Fraction(1, len(rows))] * len(rows)
    for i, (_, error) in enumerate(rows):
        if not error and i + 1 < len(rows):
            share = mass[i] / (len(rows) - i - 1)
            for j in range(i + 1, len(rows)):
                mass[j] += share
            mass[i] = Fraction(0)
    survival: dict[int, Fraction] = {}
    left = Fraction(1)
    for (time, error), weight in zip(rows, mass, strict=True):
        if error:
            left -= weight
            survival[time] = left
    return survival


@settings(max_examples=200, deadline=None)
@given(observations)
def test_kaplan_meier_is_efrons_redistribution_to_the_right(data: list[tuple[int, bool]]) -> None:
    curve = kaplan_meier(data)
    expected = redistribute_to_the_right(data)
    assert [p.time for p in curve.points[1:]] == sorted(expected)
    for point in curve.points[1:]:
        assert point.survival == pytest.approx(float(expected[point.time]), abs=1e-12)
        assert 0 <= point.low <= point.survival <= point.high <= 1


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 30), min_size=1, max_size=40))
def test_without_censoring_kaplan_meier_is_one_minus_the_empirical_distribution(times: list[int]) -> None:
    curve = kaplan_meier([(t, True) for t in times])
    for t in range(32):
        assert curve.at(t) == pytest.approx(sum(x > t for x in times) / len(times))
    median = curve.median
    assert median == min(t for t in times if sum(x > t for x in times) <= len(times) / 2)


def test_step_error_rate_of_a_censored_geometric() -> None:
    rng = random.Random(7)
    q, cap = 0.03, 40
    data = []
    for _ in range(2000):
        first = next(t for t in range(1, 10**6) if rng.random() < q)
        data.append((first, True) if first <= cap else (cap, False))
    rate = step_error_rate(data)
    assert rate.low <= q <= rate.high and rate.accuracy == 1 - rate.rate


@pytest.mark.parametrize(("p", "s"), [(0.99, 0.5), (0.9, 0.8), (0.5, 0.25)])
def test_horizon_is_where_success_falls_to_s(p: float, s: float) -> None:
    assert p ** horizon(p, s) == pytest.approx(s)


@pytest.mark.parametrize(("p", "steps", "target"), [(0.99, 2**20 - 1, 0.95), (0.8, 7, 0.95), (0.6, 100, 0.5),
                                                    (0.999, 1, 0.99)])
def test_maker_votes_is_the_least_k_that_reaches_the_target(p: float, steps: int, target: float) -> None:
    k = maker_votes(p, steps, target)
    assert vote_success(p, k) ** steps >= target
    assert k == 1 or vote_success(p, k - 1) ** steps < target


def test_the_margin_grows_as_the_log_of_the_steps() -> None:
    ks = [maker_votes(0.9, 10**e) for e in range(1, 7)]
    assert ks == sorted(ks) and ks[-1] - ks[0] <= 6  # ln s, not s


@pytest.mark.parametrize(("p", "k"), [(0.8, 2), (0.6, 3), (0.5, 2), (0.95, 4)])
def test_maker_cost_is_the_mean_length_of_the_race(p: float, k: int) -> None:
    rng = random.Random(p * 1000 + k)
    lengths = []
    for _ in range(20_000):
        lead = count = 0
        while abs(lead) < k:
            lead += 1 if rng.random() < p else -1
            count += 1
        lengths.append(count)
    mean, error = statistics.fmean(lengths), statistics.stdev(lengths) / math.sqrt(len(lengths))
    assert abs(maker_cost(p, k) - mean) < 4 * error


def test_maker_cost_matches_simulated_runs_with_red_flags() -> None:
    """The samples that MAKER's harness draws match the prediction from p, k and the share of valid replies."""
    runs = [asyncio.run(run_maker(State.perfect(3), State.perfect(3, peg=2),
                                  SimulatedStepper(0.2, seed=seed, flag_rate=0.1), k=2)) for seed in range(200)]
    per_step = [step.samples for run in runs for step in run.steps if step.winner is not None]
    mean, error = statistics.fmean(per_step), statistics.stdev(per_step) / math.sqrt(len(per_step))
    predicted = maker_cost(0.8, 2, valid=0.9)
    assert abs(predicted - mean) < 4 * error, (predicted, mean, error)


def test_outcomes_and_observations() -> None:
    def episode(**fields: object) -> Episode:
        return Episode("full", 3, 3, "AAA", "CCC", 7, **fields)  # type: ignore[arg-type]

    assert episode(solved=True, moves=7, valid_prefix=7).outcome == "solved"
    assert episode(solved=True, moves=7, valid_prefix=7).observation == (7, False)
    assert episode(valid_prefix=3, first_error_step=4).outcome == "failed"
    assert episode(valid_prefix=3, ended="length").observation == (3, False)
    assert episode(valid_prefix=3, ended="error").outcome == "censored"
    assert [reply_ending(r) for r in ("stop", "max_tokens", "model_length", "unknown")] == [
        "stop", "length", "length", "error"]


# ---------------------------------------------------------------- the canned model, through Inspect
pytest.importorskip("inspect_ai")

from hanoi.evaluation.inspect_protocols import simulated_model  # noqa: E402
from hanoi.evaluation.suite import SuiteSummary, run_suite  # noqa: E402


def complete_moves_under(cap_tokens: int, n: int) -> int:
    """How many whole moves of the perfect reply fit in ``cap_tokens`` tokens of four characters."""
    from hanoi.tower import solve

    reply = "moves = [" + ", ".join(str(m.to_list()) for m in solve(n)) + "]"
    kept = reply[: 4 * cap_tokens]
    return kept.count("]") - (1 if kept.endswith("]]") else 0)


def test_the_canned_model_recovers_its_error_rate_token_cap_and_median(tmp_path: object) -> None:
    q, cap, n, runs = 0.04, 115, 7, 300
    m = complete_moves_under(cap, n)
    assert m == 41
    episodes = run_suite(["full"], n, simulated_model(q, seed=5, max_tokens=cap), epochs=runs,
                         log_dir=str(tmp_path), max_samples=8)
    figures = SuiteSummary(episodes).survival("full")
    censored = figures["outcomes"]["censored"]
    low, high = wilson_interval(censored, runs)
    assert low <= (1 - q) ** m <= high, (censored, (1 - q) ** m)  # no error in the m moves before the cut
    assert figures["outcomes"]["solved"] == 0 and censored + figures["outcomes"]["failed"] == runs
    assert all(e.ended == "length" and e.valid_prefix == m for e in episodes if e.outcome == "censored")
    rate = figures["step_error"]
    assert rate["low"] <= q <= rate["high"], rate
    true_median = math.ceil(math.log(0.5) / math.log(1 - q))  # the geometric's: (1-q)^t <= 1/2
    assert figures["median_low"] <= true_median <= figures["median_high"], figures
    assert figures["horizon_low"] <= math.log(0.5) / math.log(1 - q) <= figures["horizon_high"]


def test_a_stepwise_reply_cut_at_the_cap_ends_the_run_censored(tmp_path: object) -> None:
    episodes = run_suite(["stepwise"], 4, simulated_model(0.0, max_tokens=12), k=15, epochs=2,
                         log_dir=str(tmp_path), max_samples=1)
    for episode in episodes:
        assert (episode.outcome, episode.ended, episode.cut, episode.first_error_step) == ("censored", "length", 1,
                                                                                          None)
        assert 0 < episode.valid_prefix < 15 and episode.distance_left == 15 - episode.valid_prefix


def test_the_canned_model_is_an_inspect_provider_that_runs_offline(tmp_path: object) -> None:
    """``--model hanoi/canned``: Inspect finds it by name and it never counts tokens with tiktoken."""
    from inspect_ai import eval as inspect_eval

    from hanoi.evaluation.inspect_task import tower_of_hanoi

    [log] = inspect_eval(tower_of_hanoi(discs="3..4"), model="hanoi/canned", log_dir=str(tmp_path), display="none")
    assert log.status == "success" and [s.scores["hanoi_verifier"].value["solved"] for s in log.samples] == [1.0, 1.0]
    [log] = inspect_eval(tower_of_hanoi(discs=6), model="hanoi/canned", model_args={"max_tokens": 40},
                         log_dir=str(tmp_path), display="none")
    [sample] = log.samples
    assert sample.output.stop_reason == "max_tokens" and sample.scores["hanoi_verifier"].value["censored"] == 1.0


def test_hanoi_eval_without_a_model_says_it_runs_the_canned_one(tmp_path: object) -> None:
    from typer.testing import CliRunner

    from hanoi.cli.app import app

    out = f"{tmp_path}/runs.jsonl"
    result = CliRunner().invoke(app, ["eval", "-p", "full", "--discs", "3", "--out", out])
    assert result.exit_code == 0, result.stderr
    assert result.stderr.startswith("no --model named: running the canned model (simulated, error rate 0.02")
