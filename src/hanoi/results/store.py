"""Test-mode records: problems, every attempted move, per-problem summaries, in SQLite.

The Tower of Hanoi is a standard neuropsychological test of planning (seed 003).
Tools such as PEBL log every move of a participant and score each problem; this
module keeps the same information in an SQLite file (stdlib :mod:`sqlite3`, WAL
journal, one transaction per attempt, so a killed server loses no finished move)
and exports it as CSV tables whose columns are those of PEBL's Tower of Hanoi logs:

- per move: ``sub,trial,size,current,end,step,abstime,trialtime,clicktime,done``;
- per problem: ``sub,trial,size,shortest,startlab,endlab,startconf,endconf,success,steps,time``.

PEBL writes a configuration as one digit per disc, largest disc first, pegs counted
from 1 (``"211"``); :func:`pebl_config` does the same for a :class:`~hanoi.State`.
Two more tables keep what PEBL leaves out: every attempt with its legality and
reason, and each problem's excess moves and outcome.
"""

from __future__ import annotations

import csv
import json
import random
import re
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from hanoi.errors import InvalidArgumentError, InvalidStateError, SearchLimitError
from hanoi.state import State

__all__ = [
    "ATTEMPT_COLUMNS",
    "PEBL_MOVE_COLUMNS",
    "PEBL_SUMMARY_COLUMNS",
    "TRIAL_COLUMNS",
    "Problem",
    "Records",
    "default_db_path",
    "parse_problems",
    "pebl_config",
    "random_problems",
]

PEBL_MOVE_COLUMNS = ("sub", "trial", "size", "current", "end", "step", "abstime", "trialtime", "clicktime", "done")
"""Columns of PEBL's per-move Tower of Hanoi log (``toh-SUB.csv``)."""

PEBL_SUMMARY_COLUMNS = ("sub", "trial", "size", "shortest", "startlab", "endlab", "startconf", "endconf",
                        "success", "steps", "time")
"""Columns of PEBL's per-problem summary (``toh-summary-SUB.csv``)."""

ATTEMPT_COLUMNS = ("sub", "trial", "attempt", "abstime", "trialtime", "from", "to", "disc", "legal", "state",
                   "reason")
"""Columns of the table of every attempted move, legal or not (pegs 1-based, as PEBL counts them)."""

TRIAL_COLUMNS = ("sub", "trial", "size", "pegs", "start", "goal", "shortest", "steps", "excess", "illegal",
                 "time", "success", "outcome")
"""Columns of the per-problem table with excess moves, illegal attempts and how the problem ended."""

MAX_PROBLEMS = 200
"""The most problems one test session holds."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    participant TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS trials (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    trial INTEGER NOT NULL,
    size INTEGER NOT NULL,
    pegs INTEGER NOT NULL,
    start TEXT NOT NULL,
    goal TEXT NOT NULL,
    start_label TEXT NOT NULL,
    goal_label TEXT NOT NULL,
    shortest INTEGER,
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER,
    success INTEGER,
    steps INTEGER,
    outcome TEXT,
    UNIQUE (session_id, trial)
);
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY,
    trial_id INTEGER NOT NULL REFERENCES trials (id),
    t_ms INTEGER NOT NULL,
    source INTEGER NOT NULL,
    target INTEGER NOT NULL,
    disc INTEGER,
    legal INTEGER NOT NULL,
    state_after TEXT NOT NULL,
    reason TEXT
);
CREATE INDEX IF NOT EXISTS attempts_by_trial ON attempts (trial_id, id);
"""


def default_db_path() -> Path:
    """The default database: ``results.sqlite3`` in the user's data directory (platformdirs).

    >>> default_db_path().name
    'results.sqlite3'
    """
    from platformdirs import user_data_dir

    return Path(user_data_dir("python-hanoi", appauthor=False)) / "results.sqlite3"


def pebl_config(state: State) -> str:
    """A state in PEBL's notation: one peg digit per disc, largest disc first, pegs from 1.

    >>> pebl_config(State.parse("BAA")), pebl_config(State.parse("CCC"))
    ('211', '333')
    """
    if state.pegs > 9:
        raise InvalidArgumentError(f"PEBL's notation has one digit per peg; {state.pegs} pegs do not fit")
    return "".join(str(peg + 1) for peg in reversed(state.positions))


class Problem(NamedTuple):
    """One test problem: carry ``start`` to ``goal``; ``shortest`` is the distance between them.

    >>> Problem(State.parse("AAA"), State.parse("CCC"), 7).labels
    ('111', '333')
    """

    start: State
    goal: State
    shortest: int | None

    @property
    def labels(self) -> tuple[str, str]:
        """PEBL's ``startlab`` and ``endlab``: the two configurations."""
        return pebl_config(self.start), pebl_config(self.goal)


def _distance(start: State, goal: State) -> int:
    from hanoi.paths import distance

    return distance(start, goal)


def _parse_config(token: str, pegs: int, line: int) -> State:
    try:
        if token.isdigit():
            if any(digit == "0" or int(digit) > pegs for digit in token):
                raise InvalidStateError(f"invalid state {token!r}: PEBL digits name pegs 1..{pegs}")
            return State(tuple(int(digit) - 1 for digit in reversed(token)), pegs)
        return State.parse(token, pegs=pegs)
    except InvalidStateError as error:
        raise InvalidStateError(f"line {line}: {error}") from None


def parse_problems(text: str, pegs: int = 3) -> list[Problem]:
    """Read a problem list: one ``START GOAL`` pair a line, ``#`` starts a comment.

    A state is letters (``AAB``, largest disc first) or PEBL digits (``112``); the two
    may be separated by spaces, a comma or a semicolon.  ``shortest`` comes from
    :func:`hanoi.paths.distance`.

    >>> [(str(p.goal), p.shortest) for p in parse_problems("AAA CCC   # classic\\n211,223")]
    [('CCC', 7), ('BBC', 2)]
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"expected the text of a problem list, got {text!r}")
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        tokens = [token for token in re.split(r"[\s,;]+", line) if token]
        if len(tokens) != 2:
            raise InvalidArgumentError(f"line {number}: expected 'START GOAL', got {raw.strip()!r}")
        start, goal = (_parse_config(token, pegs, number) for token in tokens)
        if start.n != goal.n:
            raise InvalidStateError(f"line {number}: {tokens[0]!r} and {tokens[1]!r} have different numbers of discs")
        if not 1 <= start.n <= 10:
            raise InvalidArgumentError(f"line {number}: problems have 1 to 10 discs, {tokens[0]!r} has {start.n}")
        if start == goal:
            raise InvalidArgumentError(f"line {number}: the start {tokens[0]!r} is already the goal")
        problems.append(Problem(start, goal, None))
        if len(problems) > MAX_PROBLEMS:
            raise InvalidArgumentError(f"a problem list holds at most {MAX_PROBLEMS} problems")
    if not problems:
        raise InvalidArgumentError("the problem list is empty: expected lines such as 'AAA CCC'")
    return [Problem(p.start, p.goal, _distance(p.start, p.goal)) for p in problems]


def random_problems(
    discs: int,
    min_distance: int,
    count: int,
    *,
    pegs: int = 3,
    rng: random.Random | None = None,
    max_tries: int = 20_000,
    max_seconds: float = 5.0,
) -> list[Problem]:
    """``count`` random problems of ``discs`` discs whose start and goal are at least ``min_distance`` apart.

    Start and goal are uniform random states (any peg for each disc); pairs closer
    than ``min_distance`` (by :func:`hanoi.paths.distance`) are drawn again, at most
    ``max_tries`` times and for ``max_seconds``.  On three pegs no pair is further
    apart than the diameter ``2**discs - 1`` (seed 004).

    >>> problems = random_problems(3, 7, 2, rng=random.Random(1))
    >>> [p.shortest for p in problems]
    [7, 7]
    """
    for name, value, low, high in (("discs", discs, 1, 10), ("min_distance", min_distance, 1, 1023),
                                   ("count", count, 1, MAX_PROBLEMS), ("pegs", pegs, 3, 9)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {value!r}")
    if pegs == 3 and min_distance > (1 << discs) - 1:
        raise InvalidArgumentError(
            f"no two states of {discs} discs on 3 pegs are {min_distance} moves apart "
            f"(the largest distance is {(1 << discs) - 1})"
        )
    rng = rng if rng is not None else random.Random()
    problems: list[Problem] = []
    tries = 0
    deadline = time.monotonic() + max_seconds
    while len(problems) < count:
        tries += 1
        if tries > max_tries or time.monotonic() > deadline:
            raise SearchLimitError(
                f"found only {len(problems)} of {count} problems at distance >= {min_distance} "
                f"after {tries - 1} random draws; ask for a smaller distance"
            )
        start = State(tuple(rng.randrange(pegs) for _ in range(discs)), pegs)
        goal = State(tuple(rng.randrange(pegs) for _ in range(discs)), pegs)
        if start == goal:
            continue
        shortest = _distance(start, goal)
        if shortest >= min_distance:
            problems.append(Problem(start, goal, shortest))
    return problems


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


def _cell(value: object) -> object:
    """Neutralise text that a spreadsheet would run as a formula (OWASP's CSV injection rule)."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


class Records:
    """An SQLite file of test sessions, problems (trials) and attempted moves.

    Thread-safe; every write is its own committed transaction in WAL mode.

    >>> records = Records(":memory:")
    >>> session = records.start_session("P01", {"problem_set": "file"})
    >>> trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("AC"), 1), t_ms=1000)
    >>> records.record_attempt(trial, t_ms=1500, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("AC"))
    >>> records.finish_trial(trial, t_ms=1500, success=True, steps=1, outcome="solved")
    >>> [row["current"] for row in records.pebl_moves()]
    ['11', '13']
    """

    def __init__(self, path: str | Path | None = None) -> None:
        target = default_db_path() if path is None else path
        if str(target) != ":memory:":
            target = Path(target).expanduser()
            if target.is_dir():
                raise InvalidArgumentError(f"--db {str(target)!r} is a directory; give a file name")
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise InvalidArgumentError(f"cannot create the folder of {str(target)!r}: {error}") from None
        self.path = target
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(str(target), isolation_level=None, check_same_thread=False, timeout=10)
            self._db.row_factory = sqlite3.Row
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as error:
            raise InvalidArgumentError(f"cannot use {str(target)!r} as a results database: {error}") from None

    def close(self) -> None:
        """Close the database file.

        >>> records = Records(":memory:")
        >>> records.close()
        >>> records.participants()
        Traceback (most recent call last):
        ...
        sqlite3.ProgrammingError: Cannot operate on a closed database.
        """
        with self._lock:
            self._db.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _write(self, sql: str, params: Sequence[object]) -> int:
        with self._lock:
            cursor = self._db.execute(sql, params)
            return int(cursor.lastrowid or 0)

    # ----------------------------------------------------------------- writing
    def start_session(self, participant: str, settings: Mapping[str, object], *, t_ms: int | None = None) -> int:
        """Open a session for ``participant`` and return its id.

        >>> records = Records(":memory:")
        >>> records.start_session("P01", {"discs": 3}), records.start_session("P02", {}, t_ms=0)
        (1, 2)
        """
        return self._write(
            "INSERT INTO sessions (participant, started_ms, settings) VALUES (?, ?, ?)",
            (participant, _now_ms() if t_ms is None else t_ms, json.dumps(dict(settings), sort_keys=True)),
        )

    def start_trial(self, session: int, trial: int, problem: Problem, *, t_ms: int | None = None) -> int:
        """Record that problem number ``trial`` (from 1) of ``session`` starts now; return the trial's id.

        >>> records = Records(":memory:")
        >>> session = records.start_session("P01", {}, t_ms=0)
        >>> records.start_trial(session, 1, Problem(State.parse("AAA"), State.parse("CCC"), 7), t_ms=10)
        1
        >>> [(row["trial"], row["start"], row["goal"], row["outcome"]) for row in records.trials()]
        [(1, '111', '333', 'unfinished')]
        """
        start_label, goal_label = problem.labels
        return self._write(
            "INSERT INTO trials (session_id, trial, size, pegs, start, goal, start_label, goal_label, shortest,"
            " started_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session, trial, problem.start.n, problem.start.pegs, str(problem.start), str(problem.goal),
             start_label, goal_label, problem.shortest, _now_ms() if t_ms is None else t_ms),
        )

    def record_attempt(
        self, trial_id: int, *, t_ms: int, source: int, target: int, disc: int | None, legal: bool,
        state_after: State, reason: str | None = None,
    ) -> None:
        """Record one attempted move, legal or not, with the state after it.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.record_attempt(trial, t_ms=900, source=2, target=0, disc=None, legal=False,
        ...                        state_after=State.parse("A"), reason="peg C is empty")
        >>> [(row["from"], row["to"], row["legal"], row["state"], row["reason"]) for row in records.attempts()]
        [(3, 1, 0, '1', 'peg C is empty')]
        """
        self._write(
            "INSERT INTO attempts (trial_id, t_ms, source, target, disc, legal, state_after, reason)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (trial_id, t_ms, source, target, disc, int(legal), str(state_after), reason),
        )

    def finish_trial(self, trial_id: int, *, t_ms: int, success: bool, steps: int, outcome: str) -> None:
        """Close a trial: when it ended, whether it was solved, its legal moves and why it ended.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.finish_trial(trial, t_ms=3500, success=False, steps=0, outcome="time")
        >>> [(row["time"], row["success"], row["outcome"]) for row in records.trials()]
        [(3000, 0, 'time')]
        """
        self._write(
            "UPDATE trials SET ended_ms = ?, success = ?, steps = ?, outcome = ? WHERE id = ?",
            (t_ms, int(success), steps, outcome, trial_id),
        )

    # ----------------------------------------------------------------- reading
    def _trials(self, participant: str | None) -> list[sqlite3.Row]:
        sql = ("SELECT trials.*, sessions.participant, sessions.started_ms AS session_ms FROM trials"
               " JOIN sessions ON sessions.id = trials.session_id")
        params: tuple[object, ...] = ()
        if participant is not None:
            sql += " WHERE sessions.participant = ?"
            params = (participant,)
        with self._lock:
            return list(self._db.execute(sql + " ORDER BY sessions.id, trials.trial", params))

    def _attempts(self, trial_id: int) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._db.execute("SELECT * FROM attempts WHERE trial_id = ? ORDER BY id", (trial_id,)))

    def participants(self) -> list[str]:
        """Every participant id, in the order of their first session.

        >>> records = Records(":memory:")
        >>> for participant in ("P02", "P01", "P02"):
        ...     _ = records.start_session(participant, {})
        >>> records.participants()
        ['P02', 'P01']
        """
        with self._lock:
            rows = self._db.execute("SELECT participant FROM sessions GROUP BY participant ORDER BY MIN(id)")
            return [row[0] for row in rows]

    def pebl_moves(self, participant: str | None = None) -> Iterator[dict[str, object]]:
        """Rows of PEBL's per-move log: the start (step 0), then one per legal move.

        ``abstime`` counts ms from the start of the session, ``trialtime`` from the start
        of the problem, ``clicktime`` from the previous move; ``done`` is 1 on the
        move that reaches the goal.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.record_attempt(trial, t_ms=1000, source=0, target=1, disc=1, legal=True,
        ...                        state_after=State.parse("B"))
        >>> records.record_attempt(trial, t_ms=1600, source=1, target=2, disc=1, legal=True,
        ...                        state_after=State.parse("C"))
        >>> [(r["step"], r["current"], r["abstime"], r["trialtime"], r["clicktime"], r["done"])
        ...  for r in records.pebl_moves()]
        [(0, '1', 500, 0, 0, 0), (1, '2', 1000, 500, 500, 0), (2, '3', 1600, 1100, 600, 1)]
        """
        for trial in self._trials(participant):
            pegs = trial["pegs"]
            base = {"sub": trial["participant"], "trial": trial["trial"], "size": trial["size"],
                    "end": trial["goal_label"]}
            start_ms, last = trial["started_ms"], trial["started_ms"]
            yield {**base, "current": trial["start_label"], "step": 0, "abstime": start_ms - trial["session_ms"],
                   "trialtime": 0, "clicktime": 0, "done": 0}
            step = 0
            for attempt in self._attempts(trial["id"]):
                if not attempt["legal"]:
                    continue
                step += 1
                current = pebl_config(State.parse(attempt["state_after"], pegs=pegs))
                yield {**base, "current": current, "step": step, "abstime": attempt["t_ms"] - trial["session_ms"],
                       "trialtime": attempt["t_ms"] - start_ms, "clicktime": attempt["t_ms"] - last,
                       "done": int(current == trial["goal_label"])}
                last = attempt["t_ms"]

    def pebl_summary(self, participant: str | None = None) -> Iterator[dict[str, object]]:
        """Rows of PEBL's per-problem summary; ``time`` is ms from the start to the end of the problem.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.record_attempt(trial, t_ms=1200, source=0, target=2, disc=1, legal=True,
        ...                        state_after=State.parse("C"))
        >>> records.finish_trial(trial, t_ms=1200, success=True, steps=1, outcome="solved")
        >>> [(r["startlab"], r["endlab"], r["success"], r["steps"], r["time"]) for r in records.pebl_summary()]
        [('1', '3', 1, 1, 700)]
        """
        for trial in self._trials(participant):
            ended = trial["ended_ms"]
            yield {"sub": trial["participant"], "trial": trial["trial"], "size": trial["size"],
                   "shortest": trial["shortest"], "startlab": trial["start_label"], "endlab": trial["goal_label"],
                   "startconf": trial["start_label"], "endconf": trial["goal_label"],
                   "success": trial["success"] or 0, "steps": self._steps(trial),
                   "time": "" if ended is None else ended - trial["started_ms"]}

    def _steps(self, trial: sqlite3.Row) -> int:
        if trial["steps"] is not None:
            return int(trial["steps"])
        return sum(1 for attempt in self._attempts(trial["id"]) if attempt["legal"])

    def attempts(self, participant: str | None = None) -> Iterator[dict[str, object]]:
        """Every attempted move, legal or not, with the state after it (PEBL digits) and the reason.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.record_attempt(trial, t_ms=800, source=1, target=2, disc=None, legal=False,
        ...                        state_after=State.parse("A"), reason="peg B is empty")
        >>> records.record_attempt(trial, t_ms=1100, source=0, target=2, disc=1, legal=True,
        ...                        state_after=State.parse("C"))
        >>> [(r["attempt"], r["trialtime"], r["disc"], r["legal"], r["state"]) for r in records.attempts()]
        [(1, 300, '', 0, '1'), (2, 600, 1, 1, '3')]
        """
        for trial in self._trials(participant):
            for number, attempt in enumerate(self._attempts(trial["id"]), start=1):
                state = State.parse(attempt["state_after"], pegs=trial["pegs"])
                yield {"sub": trial["participant"], "trial": trial["trial"], "attempt": number,
                       "abstime": attempt["t_ms"] - trial["session_ms"],
                       "trialtime": attempt["t_ms"] - trial["started_ms"], "from": attempt["source"] + 1,
                       "to": attempt["target"] + 1, "disc": attempt["disc"] if attempt["disc"] is not None else "",
                       "legal": attempt["legal"], "state": pebl_config(state), "reason": attempt["reason"] or ""}

    def trials(self, participant: str | None = None) -> Iterator[dict[str, object]]:
        """One row per problem: shortest, steps, excess moves (of a solved problem), illegal attempts, time, outcome.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> for t_ms, source, target, after in ((700, 0, 1, "B"), (900, 1, 0, "A"), (1000, 0, 2, "C")):
        ...     records.record_attempt(trial, t_ms=t_ms, source=source, target=target, disc=1, legal=True,
        ...                            state_after=State.parse(after))
        >>> records.finish_trial(trial, t_ms=1000, success=True, steps=3, outcome="solved")
        >>> [(r["shortest"], r["steps"], r["excess"], r["illegal"], r["time"], r["outcome"]) for r in records.trials()]
        [(1, 3, 2, 0, 500, 'solved')]
        """
        for trial in self._trials(participant):
            attempts = self._attempts(trial["id"])
            steps = sum(1 for attempt in attempts if attempt["legal"])
            shortest = trial["shortest"]
            ended = trial["ended_ms"]
            yield {"sub": trial["participant"], "trial": trial["trial"], "size": trial["size"], "pegs": trial["pegs"],
                   "start": trial["start_label"], "goal": trial["goal_label"],
                   "shortest": "" if shortest is None else shortest, "steps": steps,
                   "excess": steps - shortest if shortest is not None and trial["success"] else "",
                   "illegal": len(attempts) - steps,
                   "time": "" if ended is None else ended - trial["started_ms"], "success": trial["success"] or 0,
                   "outcome": trial["outcome"] or "unfinished"}

    # ----------------------------------------------------------------- export
    def export_csv(self, out_dir: str | Path, participant: str | None = None) -> list[Path]:
        """Write ``toh.csv`` and ``toh-summary.csv`` (PEBL's columns), ``toh-attempts.csv`` and ``toh-trials.csv``.

        Returns the paths written.  Text that a spreadsheet would run as a formula is
        prefixed with ``'``.

        >>> import tempfile
        >>> records = Records(":memory:")
        >>> _ = records.start_trial(records.start_session("=cmd", {}, t_ms=0), 1,
        ...                         Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     paths = records.export_csv(folder)
        ...     print([path.name for path in paths])
        ...     print(paths[1].read_text(encoding="utf-8"), end="")
        ['toh.csv', 'toh-summary.csv', 'toh-attempts.csv', 'toh-trials.csv']
        sub,trial,size,shortest,startlab,endlab,startconf,endconf,success,steps,time
        '=cmd,1,1,1,1,3,1,3,0,0,
        """
        folder = Path(out_dir).expanduser()
        folder.mkdir(parents=True, exist_ok=True)
        tables = (("toh.csv", PEBL_MOVE_COLUMNS, self.pebl_moves(participant)),
                  ("toh-summary.csv", PEBL_SUMMARY_COLUMNS, self.pebl_summary(participant)),
                  ("toh-attempts.csv", ATTEMPT_COLUMNS, self.attempts(participant)),
                  ("toh-trials.csv", TRIAL_COLUMNS, self.trials(participant)))
        written = []
        for name, columns, rows in tables:
            path = folder / name
            with open(path, "w", newline="", encoding="utf-8") as handle:
                writer = csv.writer(handle, lineterminator="\n")
                writer.writerow(columns)
                for row in rows:
                    writer.writerow([_cell(row[column]) for column in columns])
            written.append(path)
        return written
