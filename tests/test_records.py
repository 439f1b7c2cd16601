"""Test-mode records: SQLite storage, PEBL-compatible export, problem lists and random problems."""

from __future__ import annotations

import csv
import random
import signal
import sqlite3
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from hanoi import InvalidArgumentError, InvalidStateError, Move, SearchLimitError, State
from hanoi.results.store import (
    ATTEMPT_COLUMNS,
    PEBL_MOVE_COLUMNS,
    PEBL_SUMMARY_COLUMNS,
    TRIAL_COLUMNS,
    Problem,
    Records,
    default_db_path,
    parse_problems,
    pebl_config,
    random_problems,
)
from reference import bfs_distance

# Four trials of participant 15125 from PEBL's Tower of Hanoi sample data (battery/toh/data/15125):
# per move: current, step, abstime, trialtime, clicktime, done; then the summary's shortest and time.
PEBL_TRIALS = [
    ("223", [("211", 0, 2765, 0, 0, 0), ("212", 1, 4634, 1869, 1869, 0), ("232", 2, 5715, 2950, 1081, 0),
             ("231", 3, 6490, 3725, 775, 0), ("221", 4, 7323, 4558, 833, 0), ("223", 5, 8002, 5237, 679, 1)],
     2, 5237),
    ("322", [("312", 0, 9825, 0, 0, 0), ("313", 1, 13456, 3631, 3631, 0), ("323", 2, 14152, 4327, 696, 0),
             ("322", 3, 14789, 4964, 637, 1)], 3, 4964),
    ("212", [("233", 0, 15708, 0, 0, 0), ("232", 1, 18489, 2781, 2781, 0), ("212", 2, 19184, 3476, 695, 1)],
     2, 3476),
    ("231", [("122", 0, 19956, 0, 0, 0), ("322", 1, 25839, 5883, 5883, 0), ("321", 2, 26685, 6729, 846, 0),
             ("331", 3, 27806, 7850, 1121, 0), ("332", 4, 29525, 9569, 1719, 0), ("312", 5, 30254, 10298, 729, 0),
             ("311", 6, 32086, 12130, 1832, 0), ("211", 7, 32922, 12966, 836, 0), ("212", 8, 33581, 13625, 659, 0),
             ("232", 9, 34628, 14672, 1047, 0), ("231", 10, 35368, 15412, 740, 1)], 5, 15412),
]


def _state(config: str) -> State:
    return State(tuple(int(digit) - 1 for digit in reversed(config)), 3)


def _move_between(before: str, after: str) -> Move:
    (index,) = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    return Move(len(before) - index, int(before[index]) - 1, int(after[index]) - 1)





def test_pebl_configurations_are_digits_largest_disc_first() -> None:
    assert pebl_config(State.parse("BAA")) == "211"
    assert _state("211") == State.parse("BAA")
    assert pebl_config(State.perfect(4, peg=3, pegs=6)) == "4444"
    with pytest.raises(InvalidArgumentError, match="10 pegs do not fit"):
        pebl_config(State.perfect(1, pegs=10))


def test_replaying_pebl_sample_data_reproduces_its_logs_exactly(tmp_path: Path) -> None:
    with Records(tmp_path / "r.sqlite3") as records:
        session = records.start_session("15125", {}, t_ms=0)
        for number, (goal, rows, shortest, _) in enumerate(PEBL_TRIALS, start=1):
            start = _state(rows[0][0])
            assert bfs_distance(start, _state(goal)) == shortest  # PEBL's "shortest" is the true distance
            trial = records.start_trial(session, number, Problem(start, _state(goal), shortest), t_ms=rows[0][2])
            state = start
            for (before, *_), (after, _, abstime, *_) in pairwise(rows):
                move = _move_between(before, after)
                state = state.apply(move)
                records.record_attempt(trial, t_ms=abstime, source=move.source, target=move.target, disc=move.disc,
                                       legal=True, state_after=state)
            records.finish_trial(trial, t_ms=rows[-1][2], success=True, steps=len(rows) - 1, outcome="solved")
        records.export_csv(tmp_path)
    moves = list(csv.reader((tmp_path / "toh.csv").open()))
    assert tuple(moves[0]) == PEBL_MOVE_COLUMNS
    expected = [["15125", str(number), "3", row[0], goal, *map(str, row[1:])]
                for number, (goal, rows, _, _) in enumerate(PEBL_TRIALS, start=1) for row in rows]
    assert moves[1:] == expected
    summary = list(csv.reader((tmp_path / "toh-summary.csv").open()))
    assert tuple(summary[0]) == PEBL_SUMMARY_COLUMNS
    assert summary[1:] == [
        ["15125", str(number), "3", str(shortest), rows[0][0], goal, rows[0][0], goal, "1", str(len(rows) - 1),
         str(time)]
        for number, (goal, rows, shortest, time) in enumerate(PEBL_TRIALS, start=1)
    ]


def test_every_attempt_and_each_problem_get_their_own_tables(tmp_path: Path) -> None:
    records = Records(tmp_path / "r.sqlite3")
    session = records.start_session("=HYPERLINK(1)", {"problem_set": "file"}, t_ms=100)
    trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=1000)
    records.record_attempt(trial, t_ms=1200, source=0, target=1, disc=1, legal=True, state_after=State.parse("AB"))
    records.record_attempt(trial, t_ms=1500, source=0, target=1, disc=2, legal=False,
                           state_after=State.parse("AB"), reason="disc 2 cannot go onto the smaller disc 1 on peg B")
    records.record_attempt(trial, t_ms=1900, source=2, target=0, disc=None, legal=False,
                           state_after=State.parse("AB"), reason="peg C is empty")
    records.finish_trial(trial, t_ms=9000, success=False, steps=1, outcome="time")
    written = records.export_csv(tmp_path / "out")
    assert [path.name for path in written] == ["toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv"]
    attempts = list(csv.DictReader((tmp_path / "out" / "toh-attempts.csv").open()))
    assert tuple(attempts[0]) == ATTEMPT_COLUMNS
    assert [(a["from"], a["to"], a["disc"], a["legal"], a["state"]) for a in attempts] == [
        ("1", "2", "1", "1", "12"), ("1", "2", "2", "0", "12"), ("3", "1", "", "0", "12")]
    assert attempts[0]["sub"] == "'=HYPERLINK(1)"  # a spreadsheet must not run it
    assert (attempts[1]["abstime"], attempts[1]["trialtime"]) == ("1400", "500")
    (trial_row,) = list(csv.DictReader((tmp_path / "out" / "toh-trials.csv").open()))
    assert tuple(trial_row) == TRIAL_COLUMNS
    assert {k: trial_row[k] for k in ("shortest", "steps", "excess", "illegal", "time", "success", "outcome")} == {
        "shortest": "3", "steps": "1", "excess": "", "illegal": "2", "time": "8000", "success": "0",
        "outcome": "time"}
    assert records.participants() == ["=HYPERLINK(1)"]
    assert list(records.pebl_summary(participant="nobody")) == []
    records.close()


def test_the_database_is_in_wal_mode_and_survives_a_killed_writer(tmp_path: Path) -> None:
    db = tmp_path / "kill.sqlite3"
    script = (
        "import sys, time\n"
        "from hanoi import State\n"
        "from hanoi.results.store import Problem, Records\n"
        "r = Records(sys.argv[1])\n"
        "t = r.start_trial(r.start_session('K', {}), 1, Problem(State.parse('AAA'), State.parse('CCC'), 7))\n"
        "for i in range(40):\n"
        "    r.record_attempt(t, t_ms=i, source=0, target=2, disc=1, legal=True, state_after=State.parse('AAC'))\n"
        "print('ready', flush=True)\n"
        "time.sleep(60)\n"
    )
    child = subprocess.Popen([sys.executable, "-c", script, str(db)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("SELECT COUNT(*) FROM attempts").fetchone()[0] == 40


def test_the_default_database_lives_in_the_user_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert default_db_path() == tmp_path / "python-hanoi" / "results.sqlite3"
    with pytest.raises(InvalidArgumentError, match="is a directory"):
        Records(tmp_path)
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(InvalidArgumentError, match="cannot use"):
        Records(junk)


def test_problem_files_take_letters_or_pebl_digits() -> None:
    text = "# start goal\nAAA CCC\n211, 223 # PEBL\n\nBA;AB\n"
    problems = parse_problems(text)
    assert [(str(p.start), str(p.goal), p.shortest) for p in problems] == [
        ("AAA", "CCC", 7), ("BAA", "BBC", 2), ("BA", "AB", 3)]
    four = parse_problems("1111 4444", pegs=4)
    assert four[0].goal == State.perfect(4, peg=3, pegs=4) and four[0].shortest == bfs_distance(*four[0][:2])


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("", InvalidArgumentError, "the problem list is empty"),
        ("AAA", InvalidArgumentError, "line 1: expected 'START GOAL', got 'AAA'"),
        ("AAA CCC\nAAA XXX", InvalidStateError, "line 2: invalid state 'XXX'"),
        ("111 441", InvalidStateError, "line 1: invalid state '441': PEBL digits name pegs 1..3"),
        ("AAA CC", InvalidStateError, "different numbers of discs"),
        ("AAA AAA", InvalidArgumentError, "already the goal"),
        ("AAAAAAAAAAA CCCCCCCCCCC", InvalidArgumentError, "1 to 10 discs"),
        ("A C\n" * 201, InvalidArgumentError, "at most 200 problems"),
    ],
)
def test_bad_problem_files_are_refused_with_the_line(text: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        parse_problems(text)


def test_random_problems_are_seeded_and_far_enough_apart() -> None:
    first = random_problems(4, 9, 5, rng=random.Random(11))
    assert first == random_problems(4, 9, 5, rng=random.Random(11))
    for problem in first:
        assert problem.start != problem.goal
        assert problem.shortest == bfs_distance(problem.start, problem.goal) >= 9
    hardest = random_problems(3, 7, 1, rng=random.Random(2))[0]
    assert hardest.shortest == 7  # the diameter of the 3-disc graph (seed 004)


def test_impossible_random_problems_are_refused() -> None:
    with pytest.raises(InvalidArgumentError, match="the largest distance is 15"):
        random_problems(4, 16, 1)
    with pytest.raises(SearchLimitError, match="found only 0 of 1 problems"):
        random_problems(1, 2, 1, pegs=4, max_tries=50)
    with pytest.raises(InvalidArgumentError, match="count must be"):
        random_problems(3, 1, 0)
