"""Data a lab can analyse (issue 31): kind in every export, scores over test items only, sidecars, clock flags.

Every expected number below is worked by hand from the moves and times the test writes.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from hanoi import Move, State
from hanoi.balls import BallState
from hanoi.results.dictionary import COLUMNS
from hanoi.results.export import CLOCK_TOLERANCE_MS, export_csv
from hanoi.results.problems import Problem
from hanoi.results.scores import item_scores, participant_scores, write_scores
from hanoi.results.store import Records


def _play(records: Records, session: int, number: int, problem: Problem, t0: int,
          moves: list[tuple[int, Move]], outcome: str | None) -> None:
    """An item shown at t0 (page and server clocks alike), its moves at t0 + ms, ended as ``outcome``."""
    trial = records.start_trial(session, number, problem, t_ms=t0)
    records.shown(trial, t_ms=t0, at=float(t0))
    state = problem.start
    for at, move in moves:
        state = state.apply(move)
        records.record_attempt(trial, t_ms=t0 + at, source=move.source, target=move.target, disc=move.disc,
                               legal=True, state_after=state, lift_at=float(t0 + at - 100), drop_at=float(t0 + at))
    if outcome is not None:
        records.finish_trial(trial, t_ms=t0 + moves[-1][0], success=outcome == "solved", steps=len(moves),
                             outcome=outcome, reached=state)


OPTIMAL = [Move(1, 0, 1), Move(2, 0, 2), Move(1, 1, 2)]  # AA -> CC in 3


def _records() -> Records:
    """Practice AA->CC (solved), test AA->CC (solved in 3), test A->C still running when the session was left."""
    records = Records(":memory:")
    session = records.start_session("P1", {}, t_ms=0, token="s1")
    aa = (State.parse("AA"), State.parse("CC"), 3)
    _play(records, session, 1, Problem(*aa, kind="practice"), 1000, list(zip((500, 900, 1300), OPTIMAL, strict=True)),
          "solved")
    _play(records, session, 2, Problem(*aa), 10_000, list(zip((1000, 2000, 3000), OPTIMAL, strict=True)), "solved")
    _play(records, session, 3, Problem(State.parse("A"), State.parse("C"), 1), 20_000, [(700, Move(1, 0, 1))], None)
    return records


def test_a_test_item_repeating_the_practice_problem_is_scored_on_its_own() -> None:
    items = list(item_scores(_records()))
    assert [(item.kind, item.solved, item.first_attempt) for item in items] == [
        ("practice", True, True), ("test", True, True), ("test", False, False)]
    (person,) = participant_scores(items)
    row = person.row()
    # by hand: one scored item (item 2: 3 moves, optimal; 3000 ms <= 3 x 3000 ms: 3 + 1 points); item 3 abandoned
    assert {k: row[k] for k in ("items", "solved", "first_attempt", "points", "optimal", "abandoned")} == {
        "items": 1, "solved": 1, "first_attempt": 1, "points": 4, "optimal": 1, "abandoned": 1}
    # planning 1000 - 100 = 900 ms; execution 3000 - 900 = 2100 ms (Kaller's split)
    assert (row["mean_first_move_ms"], row["mean_execution_ms"], row["mean_time_per_move_ms"]) == (900, 2100, 1000)


def test_every_export_has_kind_and_every_csv_its_sidecar(tmp_path: Path) -> None:
    records = _records()
    written = [*export_csv(records, tmp_path), *export_csv(records, tmp_path, fmt="long"),
               *write_scores(records, tmp_path)]
    assert len(written) == 8
    for path in written:
        reader = csv.DictReader(path.open(encoding="utf-8"))
        rows = list(reader)
        assert "kind" in (reader.fieldnames or ()), path.name
        kinds = {row["kind"] for row in rows}
        if path.name not in ("toh-events.csv", "toh-scores-participants.csv"):  # no event; one row per person
            assert kinds == {"practice", "test"}, path.name
        sidecar = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        assert list(sidecar) == list(reader.fieldnames or ()), path.name  # one entry per column, in order
        for name, entry in sidecar.items():
            assert entry["Description"] == COLUMNS[name].description
    trials = list(csv.DictReader((tmp_path / "toh-trials.csv").open(encoding="utf-8")))
    assert [(row["kind"], row["outcome"]) for row in trials] == [("practice", "solved"), ("test", "solved"),
                                                                   ("test", "unfinished")]
    units = json.loads((tmp_path / "toh.json").read_text(encoding="utf-8"))
    assert units["trialtime"]["Units"] == "ms" and units["kind"]["Levels"]["demonstration"]


def test_endconf_is_the_goal_and_reached_the_position_in_every_variant(tmp_path: Path) -> None:
    records = Records(":memory:")
    session = records.start_session("L1", {}, t_ms=0, token="s1")
    london = Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2)
    _play(records, session, 1, london, 1000, [(800, Move(1, 0, 2))], "time")
    _play(records, session, 2, Problem(State.parse("AA"), State.parse("CC"), 3), 9000, [(600, OPTIMAL[0])], "time")
    export_csv(records, tmp_path)
    summary = list(csv.DictReader((tmp_path / "toh-summary.csv").open(encoding="utf-8")))
    tol = list(csv.DictReader((tmp_path / "tol-summary.csv").open(encoding="utf-8")))
    assert [(row["endconf"], row["reached"]) for row in summary] == [("||32|1|", "|2|3|1|"), ("33", "12")]
    assert [(row["endconf"], row["reached"]) for row in tol] == [("||32|1|", "|2|3|1|")]


def test_client_times_that_disagree_with_the_server_are_flagged(tmp_path: Path) -> None:
    records = Records(":memory:")
    session = records.start_session("F1", {}, t_ms=0, token="s1")
    trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=1000)
    records.shown(trial, t_ms=1000, at=5000.0)  # the page's clock is 4000 ms ahead: only differences count
    state = State.parse("AA")
    # received 2040 ms into the segment: a drop stamped 2000 ms in is 40 ms of network; one 9000 ms in is forged
    for t_ms, drop, move in ((3040, 7000.0, OPTIMAL[0]), (4000, 5000.0 + 3000 - CLOCK_TOLERANCE_MS - 1, OPTIMAL[1])):
        state = state.apply(move)
        records.record_attempt(trial, t_ms=t_ms, source=move.source, target=move.target, disc=move.disc, legal=True,
                               state_after=state, lift_at=drop - 10, drop_at=drop)
    export_csv(records, tmp_path)
    attempts = list(csv.DictReader((tmp_path / "toh-attempts.csv").open(encoding="utf-8")))
    assert [(row["clock_lag"], row["clock_flag"]) for row in attempts] == [("40", "0"),
                                                                           (str(CLOCK_TOLERANCE_MS + 1), "1")]
    (trial_row,) = list(csv.DictReader((tmp_path / "toh-trials.csv").open(encoding="utf-8")))
    assert trial_row["clock_flags"] == "1"


def test_a_server_crash_with_a_move_in_flight_is_a_pause_not_thinking_time(tmp_path: Path) -> None:
    """The page drops a disc at 9500 while the server is down (crashed at 8500, back at 30,000); it sends the move
    again on reconnection (30,200), shows the problem again (30,400) and moves once more (drop at 31,400).

    By hand, page and server clocks alike: the first display runs 1000 to 9500 (the last stamp before the crash:
    the move in flight's drop), 8500 ms; the second from 30,400; the pause is 30,400 - 9500 = 20,900 ms; the
    third move's trialtime is 8500 + 1000 = 9500 and its clicktime 1000 (not 21.9 s).
    """
    from hanoi.web.session import TestSession

    db = tmp_path / "crash.sqlite3"
    problems = [Problem(State.parse("AAA"), State.parse("CCC"), 7)]
    with Records(db) as records:
        session = TestSession(records, "C1", problems, time_limit_ms=600_000, now=0)
        session.shown(1, 1000.0, now=1000)
        for at in (3000, 5000):
            session.heartbeat(float(at), now=at)
        session.move(0, 2, now=6040, seq=1, lift_at=5500.0, drop_at=6000.0)
        session.heartbeat(8000.0, now=8000)
        token = session.id
    with Records(db) as records:  # the server comes back on the same file; the page sends the move again
        again = TestSession.restore(records, token)
        assert again.move(0, 1, now=30_200, seq=2, lift_at=9000.0, drop_at=9500.0)[0] is not None
        again.shown(1, 30_400.0, now=30_400)
        again.move(2, 1, now=31_440, seq=3, lift_at=31_000.0, drop_at=31_400.0)
        # the server's clock of the problem (time limits): 1000..8000 (its last sign of life), then 30,400..31,440
        assert again.elapsed(31_440) == 7000 + 1040
        export_csv(records, tmp_path)
    moves = list(csv.DictReader((tmp_path / "toh.csv").open(encoding="utf-8")))
    assert [(row["step"], row["trialtime"], row["clicktime"], row["segment"], row["paused"]) for row in moves] == [
        ("0", "0", "0", "1", ""), ("1", "5000", "5000", "1", ""), ("2", "8500", "3500", "1", ""),
        ("3", "9500", "1000", "2", "20900")]
    attempts = list(csv.DictReader((tmp_path / "toh-attempts.csv").open(encoding="utf-8")))
    assert [row["clock_flag"] for row in attempts] == ["0", "1", "0"]  # the resent move: its lag is the outage


def test_the_data_dictionary_in_the_docs_is_the_one_the_sidecars_use() -> None:
    from hanoi.results import export, scores
    from hanoi.results.dictionary import dictionary_table

    order: list[str] = []
    for columns in (export.MOVE_COLUMNS, export.SUMMARY_COLUMNS, export.ATTEMPT_COLUMNS, export.TRIAL_COLUMNS,
                    export.EVENT_COLUMNS, export.LONG_COLUMNS, export.TOL_MOVE_COLUMNS, export.TOL_SUMMARY_COLUMNS,
                    scores.ITEM_COLUMNS, scores.PARTICIPANT_COLUMNS):
        order += [column for column in columns if column not in order]
    assert set(order) <= set(COLUMNS)  # every exported column has its entry
    play = (Path(__file__).resolve().parent.parent / "docs" / "play.md").read_text(encoding="utf-8")
    assert dictionary_table(order) in play
