"""Scores of the test mode (hanoi.results.scores and `hanoi results scores`) against hand-worked cases."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanoi import Move, State
from hanoi.cli.app import app
from hanoi.results.problems import Problem
from hanoi.results.scores import (
    FAST_MS_PER_MOVE,
    achievement_points,
    item_scores,
    participant_scores,
    spearman_brown,
    split_half,
)
from hanoi.results.store import Records

SMALLER = "disc 2 cannot go onto the smaller disc 1 on peg {}"


def _trial(records: Records, session: int, number: int, start: str, goal: str, shortest: int, t0: int,
           moves: list[tuple[int, Move | None]], outcome: str) -> None:
    """A trial shown at t0 (server clock); ``moves`` are (ms after t0, move or None for a refused 2AB)."""
    trial = records.start_trial(session, number, Problem(State.parse(start), State.parse(goal), shortest), t_ms=t0)
    state = State.parse(start)
    steps = 0
    for at, move in moves:
        if move is None:
            records.record_attempt(trial, t_ms=t0 + at, source=0, target=1, disc=2, legal=False, state_after=state,
                                   reason=SMALLER.format("B"))
            continue
        state = state.apply(move)
        steps += 1
        records.record_attempt(trial, t_ms=t0 + at, source=move.source, target=move.target, disc=move.disc,
                               legal=True, state_after=state)
    records.finish_trial(trial, t_ms=t0 + (moves[-1][0] if moves else 0), success=outcome == "solved",
                         steps=steps, outcome=outcome, reached=state)


def _study(records: Records) -> None:
    """Three participants, two items each (AA->CC, minimum 3), worked by hand below."""
    optimal = [Move(1, 0, 1), Move(2, 0, 2), Move(1, 1, 2)]
    # P1: item 1 optimal in 3 moves, last at 6000 ms; item 2 with a detour (5 moves) and one refused drop
    p1 = records.start_session("P1", {}, t_ms=0, token="s1")
    _trial(records, p1, 1, "AA", "CC", 3, 1000, [(2000, optimal[0]), (4000, optimal[1]), (6000, optimal[2])], "solved")
    detour = [Move(1, 0, 2), Move(1, 2, 1), Move(2, 0, 2), Move(1, 1, 0), Move(1, 0, 2)]
    _trial(records, p1, 2, "AA", "CC", 3, 20_000,
           [(1000, detour[0]), (1500, None), (2000, detour[1]), (3000, detour[2]), (4000, detour[3]),
            (5000, detour[4])], "solved")
    # P2: item 1 optimal but slow (12 s); item 2 timed out after one move
    p2 = records.start_session("P2", {}, t_ms=0, token="s2")
    _trial(records, p2, 1, "AA", "CC", 3, 1000, [(4000, optimal[0]), (8000, optimal[1]), (12_000, optimal[2])],
           "solved")
    _trial(records, p2, 2, "AA", "CC", 3, 30_000, [(3000, optimal[0])], "time")
    # P3: nothing solved
    p3 = records.start_session("P3", {}, t_ms=0, token="s3")
    _trial(records, p3, 1, "AA", "CC", 3, 1000, [], "time")
    _trial(records, p3, 2, "AA", "CC", 3, 9000, [(500, None)], "time")


def test_item_scores_match_the_hand_worked_study() -> None:
    records = Records(":memory:")
    _study(records)
    items = {(item.sub, item.trial): item for item in item_scores(records)}
    one = items["P1", 1]
    # first move: no lift stamps, so the drop of the first move (server time): 2000 ms; 3 moves in 6000 ms
    assert (one.first_move_ms, one.solution_ms, one.time_per_move_ms) == (2000, 6000, 2000)
    assert (one.excess_moves, one.accuracy, one.violations, one.first_attempt) == (0, 1.0, 0, True)
    assert one.points == 3 + 1  # optimal; 6000 <= 3000 x 3
    two = items["P1", 2]
    assert (two.moves, two.excess_moves, two.accuracy, two.solution_ms) == (5, 2, 0.6, 5000)
    assert two.violations_by_kind == {"larger_on_smaller": 1, "empty_source": 0, "same_peg": 0, "other": 0,
                                      "full_peg": 0}
    assert two.first_attempt is False  # the same start and goal again in the session: not a first attempt
    assert two.points == 1 + 1  # 5 > 1.5 x 3: 1; 5000 <= 9000: +1
    slow = items["P2", 1]
    assert (slow.points, slow.solution_ms) == (3, 12_000)  # optimal, but over 9000 ms: no bonus
    timed_out = items["P2", 2]
    assert (timed_out.solved, timed_out.points, timed_out.solution_ms, timed_out.excess_moves) == (False, 0, 3000,
                                                                                                     None)
    assert items["P3", 1].first_move_ms is None and items["P3", 1].time_per_move_ms is None


def test_participant_scores_and_split_half_match_the_hand_worked_study() -> None:
    records = Records(":memory:")
    _study(records)
    people = participant_scores(item_scores(records))
    rows = {person.sub: person.row() for person in people}
    assert {k: rows["P1"][k] for k in ("items", "solved", "first_attempt", "points", "excess_moves", "mean_accuracy",
                                       "mean_first_move_ms", "mean_time_per_move_ms", "violations")} == {
        "items": 2, "solved": 2, "first_attempt": 1, "points": 6, "excess_moves": 2, "mean_accuracy": 0.8,
        "mean_first_move_ms": 1500, "mean_time_per_move_ms": 1500, "violations": 1}
    assert (rows["P2"]["points"], rows["P2"]["solved"], rows["P3"]["points"]) == (3, 1, 0)
    # odd halves (item 1): 4, 3, 0; even halves (item 2): 2, 0, 0
    # deviations from the means 7/3 and 2/3: (5/3, 2/3, -7/3) and (4/3, -2/3, -2/3)
    # r = (30/9) / sqrt(78/9 * 24/9) = 0.6934, Spearman-Brown 2r / (1 + r) = 0.8189
    half = split_half(people)
    assert half.participants == 3
    assert half.r == pytest.approx(30 / 9 / (78 / 9 * 24 / 9) ** 0.5)
    assert round(half.r, 4) == 0.6934 and round(half.corrected, 4) == 0.8189
    assert half.corrected == pytest.approx(spearman_brown(half.r))


def test_the_achievement_rule_at_its_edges() -> None:
    assert [achievement_points(True, moves, 6, None) for moves in (6, 9, 10)] == [3, 2, 1]
    assert achievement_points(True, 6, 6, 6 * FAST_MS_PER_MOVE) == 4
    assert achievement_points(True, 6, 6, 6 * FAST_MS_PER_MOVE + 1) == 3
    assert achievement_points(False, 6, 6, 10) == 0 and achievement_points(True, 3, None, 10) == 0
    assert split_half([]).corrected is None


def test_results_scores_prints_a_table_and_writes_csv(tmp_path: Path) -> None:
    db = tmp_path / "study.sqlite3"
    with Records(db) as records:
        _study(records)
    runner = CliRunner()
    shown = runner.invoke(app, ["results", "scores", "--db", str(db)])
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert lines[0].split()[:4] == ["participant", "items", "solved", "points"]
    assert lines[1].split()[:8] == ["P1", "2", "2", "6", "2", "0.8", "1.50", "1.50"]
    assert lines[-1] == ("split-half reliability of the points (3 participants, odd-even): r = 0.693, "
                         "Spearman-Brown 0.819")
    written = runner.invoke(app, ["results", "scores", "--db", str(db), "--out", str(tmp_path / "out")])
    assert written.exit_code == 0
    items = list(csv.DictReader((tmp_path / "out" / "toh-scores-items.csv").open()))
    assert [row["points"] for row in items] == ["4", "2", "3", "0", "0", "0"]
    missing = runner.invoke(app, ["results", "scores", "--db", str(db), "--participant", "nobody"])
    assert missing.exit_code == 1 and "no participant 'nobody'" in missing.stderr
