"""Test-mode records: SQLite storage, PEBL-compatible and long exports, the HTML report, problem lists."""

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
from hanoi.results.export import (
    ATTEMPT_COLUMNS,
    LONG_COLUMNS,
    MEASURES,
    PEBL_MOVE_COLUMNS,
    PEBL_SUMMARY_COLUMNS,
    TRIAL_COLUMNS,
    export_csv,
    summary_rows,
)
from hanoi.results.problems import Problem, parse_problems, pebl_config, random_problems
from hanoi.results.store import Records, default_db_path
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
        export_csv(records, tmp_path)
    moves = list(csv.reader((tmp_path / "toh.csv").open()))
    assert tuple(moves[0][:10]) == PEBL_MOVE_COLUMNS  # PEBL's columns first, in PEBL's order
    expected = [["15125", str(number), "3", row[0], goal, *map(str, row[1:])]
                for number, (goal, rows, _, _) in enumerate(PEBL_TRIALS, start=1) for row in rows]
    assert [row[:10] for row in moves[1:]] == expected
    summary = list(csv.reader((tmp_path / "toh-summary.csv").open()))
    assert tuple(summary[0][:11]) == PEBL_SUMMARY_COLUMNS
    assert [row[:11] for row in summary[1:]] == [
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
    written = export_csv(records, tmp_path / "out")
    assert [path.name for path in written] == ["toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv",
                                               "toh-events.csv"]
    events = list(csv.DictReader((tmp_path / "out" / "toh-events.csv").open()))
    assert [(e["event"], e["peg"], e["servertime"]) for e in events] == [("illegal_larger_on_smaller", "1", "500"),
                                                                         ("illegal_empty_source", "3", "900")]
    attempts = list(csv.DictReader((tmp_path / "out" / "toh-attempts.csv").open()))
    assert tuple(attempts[0]) == ATTEMPT_COLUMNS and ATTEMPT_COLUMNS[:11] == (
        "sub", "trial", "attempt", "abstime", "trialtime", "from", "to", "disc", "legal", "state", "reason")
    assert [(a["from"], a["to"], a["disc"], a["legal"], a["state"]) for a in attempts] == [
        ("1", "2", "1", "1", "12"), ("1", "2", "2", "0", "12"), ("3", "1", "", "0", "12")]
    assert attempts[0]["sub"] == "'=HYPERLINK(1)"  # a spreadsheet must not run it
    assert (attempts[1]["abstime"], attempts[1]["trialtime"]) == ("1400", "500")
    (trial_row,) = list(csv.DictReader((tmp_path / "out" / "toh-trials.csv").open()))
    assert tuple(trial_row) == TRIAL_COLUMNS
    assert {k: trial_row[k] for k in ("shortest", "steps", "excess", "illegal", "time", "success", "outcome")} == {
        "shortest": "3", "steps": "1", "excess": "", "illegal": "2", "time": "200", "success": "0",
        "outcome": "time"}  # timed out: PEBL's time is that of the last move (1200 - 1000), not the limit
    assert records.participants() == ["=HYPERLINK(1)"]
    assert list(summary_rows(records, participant="nobody")) == []
    records.close()


def test_the_database_is_in_wal_mode_and_survives_a_killed_writer(tmp_path: Path) -> None:
    db = tmp_path / "kill.sqlite3"
    script = (
        "import sys, time\n"
        "from hanoi import State\n"
        "from hanoi.results.problems import Problem\n"
        "from hanoi.results.store import Records\n"
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
    with pytest.raises(InvalidArgumentError, match="it is a folder"):
        Records(tmp_path)
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(InvalidArgumentError, match="is not a SQLite database"):
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
    assert hardest.shortest == 7  # the diameter of the 3-disc graph (the German encyclopedia article)


def test_impossible_random_problems_are_refused() -> None:
    with pytest.raises(InvalidArgumentError, match="the largest distance is 15"):
        random_problems(4, 16, 1)
    with pytest.raises(SearchLimitError, match="found only 0 of 1 problems"):
        random_problems(1, 2, 1, pegs=4, max_tries=50)
    with pytest.raises(InvalidArgumentError, match="count must be"):
        random_problems(3, 1, 0)


# ---------------------------------------------------------------------- what a study needs to stand alone
def _two_trials(records: Records) -> int:
    """P01: problem 1 solved with client stamps across a reload; problem 2 unfinished at the time limit."""
    session = records.start_session("P01", {"problem_set": "file", "pegs": 3, "animation_ms": 0}, t_ms=1_000_000,
                                    token="tokA", time_limit_ms=30_000,
                                    problems=[Problem(State.parse("AA"), State.parse("CC"), 3)] * 2)
    trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=1_000_010)
    records.shown(trial, t_ms=1_000_020, at=1_000_015.5)  # the page shows it at 1_000_015.5 (client clock)
    state = State.parse("AA")
    for lift, drop, move in ((1_002_015.5, 1_002_315.5, Move(1, 0, 1)), (1_003_000.0, 1_003_250.0, Move(2, 0, 2))):
        state = state.apply(move)
        records.record_attempt(trial, t_ms=int(drop) + 40, source=move.source, target=move.target, disc=move.disc,
                               legal=True, state_after=state, lift_at=lift, drop_at=drop)
    records.shown(trial, t_ms=1_100_000, at=1_099_990.0)  # reloaded 97 s later: that gap counts nowhere
    state = state.apply(Move(1, 1, 2))
    records.record_attempt(trial, t_ms=1_100_550, source=1, target=2, disc=1, legal=True, state_after=state,
                           lift_at=1_100_190.0, drop_at=1_100_490.0)
    records.finish_trial(trial, t_ms=1_100_550, success=True, steps=3, outcome="solved", reached=state)
    second = records.start_trial(session, 2, Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=1_200_000)
    records.record_attempt(second, t_ms=1_201_000, source=0, target=2, disc=1, legal=True,
                           state_after=State.parse("AC"))
    records.finish_trial(second, t_ms=1_230_000, success=False, steps=1, outcome="time", reached=State.parse("AC"))
    return session


def test_latencies_come_from_the_click_stamps_and_leave_out_pauses(tmp_path: Path) -> None:
    with Records(tmp_path / "r.sqlite3") as records:
        _two_trials(records)
        export_csv(records, tmp_path)
    moves = list(csv.DictReader((tmp_path / "toh.csv").open()))
    first = [row for row in moves if row["trial"] == "1"]
    # trialtime: 2300 ms to the first drop, 3234.5 to the second, then 3234.5 (before the reload) + 500
    assert [row["trialtime"] for row in first] == ["0", "2300", "3234", "3734"]
    assert [row["clicktime"] for row in first] == ["0", "2300", "934", "500"]
    assert [row["lifttime"] for row in first[1:]] == ["2000", "2984", "3434"]
    assert [row["timing"] for row in first[1:]] == ["client"] * 3
    # the server's receipt times, from the trial's start, pause included: what the old export measured
    assert [row["servertime"] for row in first[1:]] == ["2345", "3280", "100540"]
    trials = {row["trial"]: row for row in csv.DictReader((tmp_path / "toh-trials.csv").open())}
    assert (trials["1"]["planning"], trials["1"]["time"], trials["1"]["solution"]) == ("2000", "3734", "1734")
    # timed out: PEBL's time is that of the last move (1_201_000 - 1_200_000), not the 30 s limit
    assert (trials["2"]["outcome"], trials["2"]["time"], trials["2"]["reached"]) == ("time", "1000", "13")
    # abstime runs on the session's clock with every pause left out: problem 1 is shown 15.5 ms after the
    # session's start and on screen for 3234.5 + 500 ms; the 99,510 ms between its last sign of life
    # (1_100_490) and problem 2 (1_200_000) are a pause (over TEST_SILENCE_MS), so problem 2 starts at 3750
    assert [row["abstime"] for row in first] == ["16", "2316", "3250", "3750"]  # 15.5 + trialtime, rounded
    second = [row for row in moves if row["trial"] == "2"]
    assert [(row["abstime"], row["trialtime"], row["paused"]) for row in second] == [("3750", "0", "99510"),
                                                                                    ("4750", "1000", "")]
    assert [(row["segment"], row["paused"]) for row in first] == [("1", ""), ("1", ""), ("1", ""), ("2", "96740")]
    # pauses per problem: the reload (1_099_990 - 1_003_250 ms), and the one before problem 2
    assert [(trials[t]["pauses"], trials[t]["paused"]) for t in "12"] == [("1", "96740"), ("1", "99510")]


def test_every_row_carries_the_session_and_its_start_and_unfinished_problems_the_state_reached(
        tmp_path: Path) -> None:
    from datetime import datetime

    with Records(tmp_path / "r.sqlite3") as records:
        _two_trials(records)
        export_csv(records, tmp_path)
    for name in ("toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv"):
        rows = list(csv.DictReader((tmp_path / name).open()))
        assert rows and {row["session"] for row in rows} == {"tokA"}
        assert {datetime.fromisoformat(row["session_start"]).timestamp() for row in rows} == {1000.0}
    summary = list(csv.DictReader((tmp_path / "toh-summary.csv").open()))
    # endconf is the goal, as PEBL writes it; the state reached has its own column
    assert [(row["endlab"], row["endconf"], row["reached"], row["success"]) for row in summary] == [
        ("33", "33", "33", "1"), ("33", "33", "13", "0")]
    assert {row["version"] for row in summary} != {""} and {row["time_limit_s"] for row in summary} == {"30"}
    assert {row["problem_set"] for row in summary} == {"file"} and {row["animation_ms"] for row in summary} == {"0"}


def test_the_long_format_pivots_back_to_the_trials_table_in_pandas(tmp_path: Path) -> None:
    pandas = pytest.importorskip("pandas")
    with Records(tmp_path / "r.sqlite3") as records:
        _two_trials(records)
        export_csv(records, tmp_path, fmt="long")
        export_csv(records, tmp_path)
    long = pandas.read_csv(tmp_path / "toh-long.csv")
    assert tuple(long.columns) == LONG_COLUMNS and len(long) == 2 * len(MEASURES)
    wide = long.pivot(index="trial", columns="measure", values="value")
    trials = pandas.read_csv(tmp_path / "toh-trials.csv").set_index("trial")
    assert list(wide["steps"]) == list(trials["steps"]) == [3, 1]
    assert list(wide["time_ms"]) == list(trials["time"]) == [3734, 1000]
    assert wide["excess"].isna().tolist() == [False, True]  # an unsolved problem has no excess: NA, not 0
    assert long["value"].dtype.kind == "f"  # every measure is numeric


def test_an_older_database_is_upgraded_in_place(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    with sqlite3.connect(db) as raw:
        raw.executescript(
            "CREATE TABLE sessions (id INTEGER PRIMARY KEY, participant TEXT NOT NULL, started_ms INTEGER NOT NULL,"
            " settings TEXT NOT NULL);"
            "CREATE TABLE trials (id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL, trial INTEGER NOT NULL,"
            " size INTEGER NOT NULL, pegs INTEGER NOT NULL, start TEXT NOT NULL, goal TEXT NOT NULL,"
            " start_label TEXT NOT NULL, goal_label TEXT NOT NULL, shortest INTEGER, started_ms INTEGER NOT NULL,"
            " ended_ms INTEGER, success INTEGER, steps INTEGER, outcome TEXT, UNIQUE (session_id, trial));"
            "CREATE TABLE attempts (id INTEGER PRIMARY KEY, trial_id INTEGER NOT NULL, t_ms INTEGER NOT NULL,"
            " source INTEGER NOT NULL, target INTEGER NOT NULL, disc INTEGER, legal INTEGER NOT NULL,"
            " state_after TEXT NOT NULL, reason TEXT);"
            "INSERT INTO sessions VALUES (1, 'OLD', 0, '{}');"
            "INSERT INTO trials VALUES (1, 1, 1, 1, 3, 'A', 'C', '1', '3', 1, 100, 600, 1, 1, 'solved');"
            "INSERT INTO attempts VALUES (1, 1, 600, 0, 2, 1, 1, 'C', NULL);"
        )
    with Records(db) as records:
        (row,) = list(summary_rows(records))
    assert (row["sub"], row["time"], row["endconf"], row["session"], row["version"]) == ("OLD", 500, "3", "S1", "")


def test_the_report_has_a_plot_per_problem_and_a_table(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from html.parser import HTMLParser

    from hanoi.results.report import report_html

    with Records(tmp_path / "r.sqlite3") as records:
        _two_trials(records)
        page = report_html(records)

    class Collect(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.images: list[dict[str, str | None]] = []
            self.cells: list[str] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "img":
                self.images.append(dict(attrs))

        def handle_data(self, data: str) -> None:
            self.cells.append(data)

    parsed = Collect()
    parsed.feed(page)
    assert len(parsed.images) == 2
    assert all(str(image["src"]).startswith("data:image/svg+xml;base64,") and image["alt"] for image in parsed.images)
    assert "3 moves against a minimum of 3, 0 refused, solved" in str(parsed.images[0]["alt"])
    assert "3.73" in parsed.cells and "1.00" in parsed.cells  # the times of the table, in seconds
