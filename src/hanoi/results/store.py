"""Test-mode records in SQLite: sessions, problems (trials), display segments and every attempted move.

The Tower of Hanoi is a standard neuropsychological test of planning (the French encyclopedia article).  Tools
such as PEBL log every move of a participant and score each problem; this module keeps
the same information, and what a study needs to stand alone, in an SQLite file (stdlib
:mod:`sqlite3`, WAL journal, one transaction per write, so a killed server loses no
finished move):

- ``sessions``: the participant, a public id (``token``), the start time, the app
  version, the settings, the problem list and the limits, so that a session can be
  resumed after a page reload or a server restart;
- ``trials``: one row per problem started, with how it ended and the state reached;
- ``segments``: the spans during which a problem was on screen.  A reload or a lost
  connection closes one and the resumed display opens the next, so the time in between
  counts nowhere;
- ``attempts``: every attempted move, legal or not, with the server's receipt time and
  the page's ``performance.now()`` stamps of the click that lifted the disc and the
  click that dropped it (epoch milliseconds, fractional).

The tables that researchers read are written by :mod:`hanoi.results.export`.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

from hanoi import limits
from hanoi._validate import file_problem
from hanoi.balls import BallState
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.results.problems import Problem
from hanoi.state import State

__all__ = ["APPLICATION_ID", "SCHEMA_VERSION", "Records", "RecordsUnavailableError", "app_version",
           "check_results_path", "default_db_path"]

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
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY,
    trial_id INTEGER NOT NULL REFERENCES trials (id),
    t_ms INTEGER NOT NULL,
    kind TEXT NOT NULL,
    peg INTEGER,
    at REAL
);
CREATE TABLE IF NOT EXISTS segments (
    id INTEGER PRIMARY KEY,
    trial_id INTEGER NOT NULL REFERENCES trials (id),
    number INTEGER NOT NULL,
    started_ms INTEGER NOT NULL,
    shown_at REAL,
    last_ms INTEGER NOT NULL,
    last_at REAL,
    UNIQUE (trial_id, number)
);
"""

# Columns added after the first release; an older file gets them when it is opened.
_ADDED = {
    "sessions": (("token", "TEXT"), ("version", "TEXT"), ("problems", "TEXT"), ("time_limit_ms", "INTEGER"),
                 ("move_limit", "INTEGER"), ("key_digest", "TEXT")),
    "trials": (("reached", "TEXT"), ("kind", "TEXT"), ("item_time_limit_ms", "INTEGER"),
               ("item_move_limit", "INTEGER")),
    "attempts": (("seq", "INTEGER"), ("lift_at", "REAL"), ("drop_at", "REAL"), ("segment", "INTEGER")),
    "segments": (("cause", "TEXT"),),
}


_LAST = ("last_ms = MAX(last_ms, ?), "
         "last_at = CASE WHEN ? IS NULL THEN last_at ELSE MAX(COALESCE(last_at, ?), ?) END")
"""Move a segment's end forward: the server's time, and the page's stamp when there is one."""


def default_db_path() -> Path:
    """The default database: ``results.sqlite3`` in the user's data directory (platformdirs).

    >>> default_db_path().name
    'results.sqlite3'
    """
    from platformdirs import user_data_dir

    return Path(user_data_dir("python-hanoi", appauthor=False)) / "results.sqlite3"


def app_version() -> str:
    """The installed version of python-hanoi, which each session records.

    >>> app_version().count(".") >= 1
    True
    """
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("python-hanoi")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree without metadata
        return "unknown"


_SQLITE_HEADER = b"SQLite format 3\x00"

APPLICATION_ID = 0x48616E6F
"""``PRAGMA application_id`` of a results database (``Hano`` in ASCII): the file's own mark."""

SCHEMA_VERSION = 1
"""``PRAGMA user_version`` of a results database: the version of its tables."""

_FIRST = {  # the columns of the first release: a file without our mark is ours only if it has these
    "sessions": {"id", "participant", "started_ms", "settings"},
    "trials": {"id", "session_id", "trial", "size", "pegs", "start", "goal", "start_label", "goal_label",
               "shortest", "started_ms", "ended_ms", "success", "steps", "outcome"},
    "attempts": {"id", "trial_id", "t_ms", "source", "target", "disc", "legal", "state_after", "reason"},
    "segments": {"id", "trial_id", "number", "started_ms", "shown_at", "last_ms", "last_at"},
}
_LATER = {  # tables added after the first release, with their columns
    "events": {"id", "trial_id", "t_ms", "kind", "peg", "at"},
}
_INDEXES = {"attempts_by_trial", "sessions_by_token", "trials_by_session"}


class RecordsUnavailableError(HanoiError):
    """The database cannot take a write now (locked by another process, or the disk is full); try again.

    Nothing was recorded, and the caller's memory must not move ahead of the file: the web
    server answers 503 with ``Retry-After`` and the page sends the same request again.

    >>> raise RecordsUnavailableError("the results database is locked by another program; try again")
    Traceback (most recent call last):
    ...
    hanoi.results.store.RecordsUnavailableError: the results database is locked by another program; try again
    """


def _unavailable(error: sqlite3.Error) -> HanoiError:
    """The error to raise for a failed write: busy, locked or full (try again), or anything else."""
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return RecordsUnavailableError("the results database is locked by another program; nothing was recorded,"
                                       " try again")
    if code == sqlite3.SQLITE_FULL:
        return RecordsUnavailableError("the disk of the results database is full; nothing was recorded, try again")
    if code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY):
        return RecordsUnavailableError(f"the results database cannot be written ({str(error)[:80]}); nothing was"
                                       " recorded, try again")
    return InvalidArgumentError(f"the results database refused a write: {str(error)[:120]}")


def _problem(path: Path, reason: str | OSError, *, create: bool) -> InvalidArgumentError:
    """``cannot write PATH: reason`` (or ``read``, for the commands that only read)."""
    return InvalidArgumentError(file_problem("write" if create else "read", path, reason))


def _kind_of(db: sqlite3.Connection) -> tuple[str, str]:
    """What an open SQLite file holds: ``("new", "")``, ``("ours", "")``, ``("older", "")`` or ``("other", why)``.

    ``new``: no schema object and no mark at all.  ``ours``: our application id and a
    schema version we know.  ``older``: no mark, but only our tables, with only our
    columns and those of the first release (a file written before the mark existed).
    """
    app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    objects = list(db.execute("SELECT type, name FROM sqlite_master"))
    if app_id == APPLICATION_ID:
        if version > SCHEMA_VERSION:
            return "other", f"it was written by a newer python-hanoi (schema {version}); upgrade to read it"
        return "ours", ""
    if app_id != 0 or version != 0:
        return "other", f"it belongs to another application (application id {app_id}, version {version})"
    if not objects:
        return "new", ""
    tables = {name for kind, name in objects if kind == "table"}
    foreign = sorted(name for kind, name in objects
                     if not (kind == "table" and (name in _FIRST or name in _LATER)) and not (kind == "index" and (
                         name in _INDEXES or name.startswith("sqlite_autoindex_"))))
    listed = ", ".join(sorted(tables))[:80] or "no tables"
    why = f"it is a SQLite database but not a results database ({listed}); it is left as it is"
    if foreign or not {"sessions", "trials", "attempts"} <= tables:
        return "other", why
    for table in tables:
        columns = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if table in _LATER:
            if not columns <= _LATER[table]:
                return "other", why
            continue
        known = _FIRST[table] | {name for name, _ in _ADDED.get(table, ())}
        if not _FIRST[table] <= columns <= known:
            return "other", why
    return "older", ""


def _read_only(path: Path, *, probe: bool = False) -> sqlite3.Connection:
    """A connection that cannot write to ``path`` (``mode=ro``), for looking before writing and for reading.

    A ``probe`` of a file with no ``-wal`` beside it reads it as immutable, so that not
    even a ``-shm`` file appears next to a file that may not be ours; so is a file with no
    ``-wal`` in a folder that cannot be written (no writer can have it open, and SQLite
    could not make the ``-shm`` file it needs to read a WAL file otherwise).
    """
    resolved = path.resolve()
    still = not resolved.with_name(resolved.name + "-wal").exists() and (
        probe or not os.access(resolved.parent, os.W_OK))
    return sqlite3.connect(f"{resolved.as_uri()}?mode=ro" + ("&immutable=1" if still else ""), uri=True,
                           timeout=10, check_same_thread=False)


def _check_results_file(path: Path, *, create: bool) -> str:
    """Refuse, before anything is written, a file that is not a results database; say what it is.

    Returns ``"missing"``, ``"empty"`` (a file of no bytes), or what :func:`_kind_of`
    says of a SQLite file.  The file is only read, through a read-only connection: a
    file of another application is never modified.
    """
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if not create:
            raise _problem(path, "no such file: no results database there", create=create) from None
        return "missing"
    except OSError as error:  # a name too long, a part of the path that is a file, no permission
        raise _problem(path, error, create=create) from None
    if stat.S_ISDIR(mode):
        raise _problem(path, "it is a folder", create=create)
    if not stat.S_ISREG(mode):
        raise _problem(path, "it is not a regular file", create=create)
    try:
        with path.open("rb") as handle:
            header = handle.read(100)  # the database header: application_id is at byte 68
    except OSError as error:
        raise _problem(path, error, create=False) from None
    if not header:
        if create:
            return "empty"
        raise _problem(path, "it is an empty file, not a results database", create=create)
    if header[:len(_SQLITE_HEADER)] != _SQLITE_HEADER:
        raise _problem(path, "it is not a SQLite database; give a new file name or a results database",
                       create=create)
    app_id = int.from_bytes(header[68:72], "big") if len(header) >= 72 else 0
    if app_id not in (0, APPLICATION_ID):  # another application's mark: refused without even opening it
        raise _problem(path, f"it belongs to another application (application id {app_id})", create=create)
    try:
        probe = _read_only(path, probe=True)
        try:
            kind, why = _kind_of(probe)
        finally:
            probe.close()
    except sqlite3.Error as error:
        raise _problem(path, str(error)[:80], create=False) from None
    if kind == "other":
        raise _problem(path, why, create=create)
    if kind == "new" and not create:
        raise _problem(path, "it is a SQLite database with no tables, not a results database", create=create)
    if create and not os.access(path, os.W_OK):
        raise _problem(path, "the file is read-only (the results commands can still read it)", create=True)
    return kind


def check_results_path(path: str | Path | None) -> Path:
    """Refuse now a ``--db`` that could not hold results, without creating or changing anything.

    An existing file must be empty, a results database or a results database of an
    older version (upgraded when it is opened); a new one needs a folder that exists
    (or can be made) and can be written.

    >>> check_results_path("/proc/no/such.db")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: cannot write '/proc/no/such.db': its folder cannot be created or written
    """
    target = Path(default_db_path() if path is None else path).expanduser()
    _check_results_file(target, create=True)
    if not target.exists():
        ancestor = target.parent
        while not ancestor.exists() and ancestor != ancestor.parent:
            ancestor = ancestor.parent
        if not ancestor.is_dir() or not os.access(ancestor, os.W_OK | os.X_OK) or str(ancestor) == "/proc":
            raise _problem(target, "its folder cannot be created or written", create=True)
    return target


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


class Records:
    """An SQLite file of test sessions, problems (trials), display segments and attempted moves.

    Thread-safe; every write is its own committed transaction in WAL mode.  The file
    carries its own mark (``PRAGMA application_id`` :data:`APPLICATION_ID` and
    ``user_version`` :data:`SCHEMA_VERSION`); a SQLite file of anything else is refused
    before any write.  With ``create=False`` the file is opened read-only and never
    written (a read-only file can be exported).

    >>> records = Records(":memory:")
    >>> session = records.start_session("P01", {"problem_set": "file"}, token="s1")
    >>> trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("AC"), 1), t_ms=1000)
    >>> records.record_attempt(trial, t_ms=1500, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("AC"), lift_at=1200.5, drop_at=1480.25)
    >>> records.finish_trial(trial, t_ms=1500, success=True, steps=1, outcome="solved", reached=State.parse("AC"))
    >>> [(row["disc"], row["drop_at"]) for row in records.attempts_of(trial)]
    [(1, 1480.25)]
    """

    def __init__(self, path: str | Path | None = None, *, create: bool = True,
                 busy_timeout_s: float | None = None) -> None:
        target = default_db_path() if path is None else path
        memory = str(target) == ":memory:"
        self.read_only = not create and not memory
        if not memory:
            target = Path(target).expanduser()
            _check_results_file(target, create=create)
            if create:
                try:
                    target.parent.mkdir(parents=True, exist_ok=True)
                except OSError as error:
                    raise _problem(target, error, create=True) from None
        self.path = target
        self._lock = threading.Lock()
        try:
            if self.read_only:
                assert isinstance(target, Path)
                self._db = _read_only(target)
                self._db.row_factory = sqlite3.Row
                self._fill_missing()
                return
            wait = limits.RESULTS_BUSY_S if busy_timeout_s is None else busy_timeout_s
            self._db = sqlite3.connect(str(target), isolation_level=None, check_same_thread=False, timeout=wait)
            self._db.row_factory = sqlite3.Row
            self._db.execute("PRAGMA foreign_keys=ON")
            self._create()
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.OperationalError as error:
            unavailable = _unavailable(error)
            if isinstance(unavailable, RecordsUnavailableError):
                raise unavailable from None
            raise _problem(Path(target), str(error)[:80], create=create) from None
        except sqlite3.Error as error:
            raise _problem(Path(target), str(error)[:80], create=create) from None

    def _create(self) -> None:
        """Make the file ours, in one transaction, after looking at it again under the write lock."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            kind, why = _kind_of(self._db)
            if kind == "other":  # it changed since the read-only look: still, nothing is written
                raise _problem(Path(str(self.path)), why, create=True)
            for statement in _SCHEMA.split(";"):  # not executescript, which would commit first
                if statement.strip():
                    self._db.execute(statement)
            self._migrate()
            self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    def _migrate(self) -> None:
        for table, columns in _ADDED.items():
            have = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
            for name, kind in columns:
                if name not in have:
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
        self._db.execute("UPDATE sessions SET token = 'S' || id WHERE token IS NULL")  # older sessions
        self._db.execute("CREATE UNIQUE INDEX IF NOT EXISTS sessions_by_token ON sessions (token)")
        self._db.execute("CREATE INDEX IF NOT EXISTS trials_by_session ON trials (session_id, trial)")

    def _fill_missing(self) -> None:
        """Read an older file as it is: temporary views add the columns it lacks (the file is not touched)."""
        tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "segments" not in tables:
            schema = _SCHEMA[_SCHEMA.index("CREATE TABLE IF NOT EXISTS segments"):]
            self._db.executescript(schema.replace("CREATE TABLE IF NOT EXISTS", "CREATE TEMP TABLE")
                                   .replace("REFERENCES trials (id)", ""))
        for table, columns in _ADDED.items():
            have = {row[1] for row in self._db.execute(f"PRAGMA main.table_info({table})")}
            missing = [name for name, _ in columns if name not in have]
            if missing:
                extra = ", ".join(("'S' || id" if name == "token" else "NULL") + f" AS {name}" for name in missing)
                self._db.execute(f"CREATE TEMP VIEW {table} AS SELECT *, {extra} FROM main.{table}")

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
        if self.read_only:
            raise InvalidArgumentError(file_problem("write", self.path, "it was opened read-only"))
        with self._lock:
            try:
                cursor = self._db.execute(sql, params)
            except sqlite3.OperationalError as error:
                raise _unavailable(error) from None
            return int(cursor.lastrowid or 0)

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """Several writes as one: all of them are recorded, or none (and the error says whether to try again)."""
        if self.read_only:
            raise InvalidArgumentError(file_problem("write", self.path, "it was opened read-only"))
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                self._db.execute("COMMIT")
            except BaseException as error:
                if self._db.in_transaction:  # SQLite may have rolled back already (a full disk, an I/O error)
                    with contextlib.suppress(sqlite3.Error):
                        self._db.execute("ROLLBACK")
                if isinstance(error, sqlite3.OperationalError):
                    raise _unavailable(error) from None
                raise

    def _read(self, sql: str, params: Sequence[object] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._db.execute(sql, params))

    # ----------------------------------------------------------------- writing
    def start_session(
        self, participant: str, settings: Mapping[str, object], *, t_ms: int | None = None, token: str | None = None,
        problems: Sequence[Problem] = (), time_limit_ms: int | None = None, move_limit: int | None = None,
    ) -> int:
        """Open a session for ``participant`` and return its row id.

        ``token`` is the public id of the session (the default is ``S`` and the row id);
        the problems and limits are kept so that the session can be resumed.

        >>> records = Records(":memory:")
        >>> records.start_session("P01", {"discs": 3}), records.start_session("P02", {}, t_ms=0, token="abc")
        (1, 2)
        >>> [(row["token"], row["participant"]) for row in records.sessions()]
        [('S1', 'P01'), ('abc', 'P02')]
        """
        row = self._write(
            "INSERT INTO sessions (participant, started_ms, settings, token, version, problems, time_limit_ms,"
            " move_limit) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (participant, _now_ms() if t_ms is None else t_ms, json.dumps(dict(settings), sort_keys=True), token,
             app_version(), json.dumps([problem.to_json() for problem in problems]), time_limit_ms, move_limit),
        )
        if token is None:
            self._write("UPDATE sessions SET token = ? WHERE id = ?", (f"S{row}", row))
        return row

    def set_key(self, token: str, key_digest: str) -> None:
        """Keep the SHA-256 digest of the participant's capability for session ``token`` (a new one replaces it).

        >>> records = Records(":memory:")
        >>> _ = records.start_session("P01", {}, token="tok")
        >>> records.set_key("tok", "ab12"); records.session("tok")["key_digest"]
        'ab12'
        """
        self._write("UPDATE sessions SET key_digest = ? WHERE token = ?", (key_digest, token))

    def start_trial(self, session: int, trial: int, problem: Problem, *, t_ms: int | None = None) -> int:
        """Record that problem number ``trial`` (from 1) of ``session`` starts now; return the trial's id.

        Its first display segment opens at the same time.

        >>> records = Records(":memory:")
        >>> session = records.start_session("P01", {}, t_ms=0)
        >>> records.start_trial(session, 1, Problem(State.parse("AAA"), State.parse("CCC"), 7), t_ms=10)
        1
        >>> [(row["trial"], row["start_label"], row["goal_label"], row["outcome"]) for row in records.trials()]
        [(1, '111', '333', None)]
        """
        start_label, goal_label = problem.labels
        now = _now_ms() if t_ms is None else t_ms
        with self._transaction() as db:  # the trial and its first segment, or neither
            trial_id = int(db.execute(
                "INSERT INTO trials (session_id, trial, size, pegs, start, goal, start_label, goal_label, shortest,"
                " started_ms, kind, item_time_limit_ms, item_move_limit)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session, trial, problem.start.n, problem.start.pegs, str(problem.start), str(problem.goal),
                 start_label, goal_label, problem.shortest, now, problem.kind, problem.time_limit_ms,
                 problem.move_limit),
            ).lastrowid or 0)
            db.execute("INSERT INTO segments (trial_id, number, started_ms, last_ms) VALUES (?, 1, ?, ?)",
                       (trial_id, now, now))
        return trial_id

    def _segment(self, trial_id: int) -> sqlite3.Row:
        rows = self._read("SELECT * FROM segments WHERE trial_id = ? ORDER BY number DESC LIMIT 1", (trial_id,))
        if not rows and self.read_only:  # read as it is: the first segment starts with the trial
            return self._read("SELECT NULL AS id, id AS trial_id, 1 AS number, started_ms, NULL AS shown_at,"
                              " started_ms AS last_ms, NULL AS last_at FROM trials WHERE id = ?", (trial_id,))[0]
        if not rows:  # a trial written by an older version: its first segment starts with it
            (trial,) = self._read("SELECT started_ms FROM trials WHERE id = ?", (trial_id,))
            self._write("INSERT INTO segments (trial_id, number, started_ms, last_ms) VALUES (?, 1, ?, ?)",
                        (trial_id, trial[0], trial[0]))
            return self._segment(trial_id)
        return rows[0]

    def shown(self, trial_id: int, *, t_ms: int, at: float | None, resume: bool = False) -> int:
        """The page shows the trial from client time ``at``: set the first segment's stamp, or open a new one.

        The first display starts the first segment's clock (``started_ms``), so the time
        before it (the examiner handing the screen over, the instructions) counts nowhere.
        A segment that already has its stamp or its moves (the page was reloaded, or the
        connection came back), or any segment when ``resume`` is set, is closed at its
        last sign of life, and a new one opens now.
        Returns the number of the open segment.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=100)
        >>> records.shown(trial, t_ms=120, at=110.5), records.shown(trial, t_ms=9000, at=8990.0)
        (1, 2)
        >>> [(row["number"], row["started_ms"], row["shown_at"]) for row in records.segments_of(trial)]
        [(1, 120, 110.5), (2, 9000, 8990.0)]
        """
        segment = self._segment(trial_id)
        if (not resume and segment["shown_at"] is None and segment["number"] == 1
                and not self._has_attempts(trial_id)):
            self._write("UPDATE segments SET shown_at = ?, last_at = ?, started_ms = ?, last_ms = ? WHERE id = ?",
                        (at, at, t_ms, t_ms, segment["id"]))
            return 1
        number = int(segment["number"]) + 1
        self._write("INSERT INTO segments (trial_id, number, started_ms, shown_at, last_ms, last_at, cause)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)", (trial_id, number, t_ms, at, t_ms, at,
                                                      "outage" if resume else "reload"))
        return number

    def _has_attempts(self, trial_id: int) -> bool:
        return bool(self._read("SELECT 1 FROM attempts WHERE trial_id = ? LIMIT 1", (trial_id,)))

    def seen(self, trial_id: int, *, t_ms: int, at: float | None = None) -> None:
        """A sign of life of the page (a heartbeat): the open segment lasts at least until now.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=100)
        >>> records.seen(trial, t_ms=2100, at=2095.5)
        >>> [(row["last_ms"], row["last_at"]) for row in records.segments_of(trial)]
        [(2100, 2095.5)]
        """
        segment = self._segment(trial_id)
        self._write(f"UPDATE segments SET {_LAST} WHERE id = ?", (t_ms, at, at, at, segment["id"]))

    def record_attempt(
        self, trial_id: int, *, t_ms: int, source: int, target: int, disc: int | None, legal: bool,
        state_after: State | BallState, reason: str | None = None, seq: int | None = None, lift_at: float | None = None,
        drop_at: float | None = None, late: bool = False,
    ) -> None:
        """Record one attempted move, legal or not, with the state after it, in the open segment.

        ``t_ms`` is the server's receipt time; ``lift_at`` and ``drop_at`` the page's stamps of
        the two clicks; ``seq`` the attempt's number in its session, which makes a resent
        request recognisable.  A ``late`` attempt (sent again after an outage: the page made it
        before) does not move the segment's end on the server's clock past its last sign of life.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.record_attempt(trial, t_ms=900, source=2, target=0, disc=None, legal=False,
        ...                        state_after=State.parse("A"), reason="peg C is empty", seq=1)
        >>> [(row["source"], row["legal"], row["reason"], row["segment"]) for row in records.attempts_of(trial)]
        [(2, 0, 'peg C is empty', 1)]
        """
        segment = self._segment(trial_id)
        with self._transaction() as db:
            db.execute(
                "INSERT INTO attempts (trial_id, t_ms, source, target, disc, legal, state_after, reason, seq,"
                " lift_at, drop_at, segment) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (trial_id, t_ms, source, target, disc, int(legal), str(state_after), reason, seq, lift_at,
                 drop_at, segment["number"]),
            )
            end = segment["last_ms"] if late else t_ms
            db.execute(f"UPDATE segments SET {_LAST} WHERE id = ?", (end, drop_at, drop_at, drop_at, segment["id"]))

    def record_event(self, trial_id: int, *, t_ms: int, kind: str, peg: int | None = None,
                     at: float | None = None) -> None:
        """Record an event of the participant that is not a move (a click on an empty peg, a disc put back, ...).

        ``t_ms`` is the server's receipt time, ``at`` the page's stamp.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=100)
        >>> records.record_event(trial, t_ms=150, kind="empty_peg", peg=1, at=149.5)
        >>> [(row["kind"], row["peg"], row["at"]) for row in records.events_of(trial)]
        [('empty_peg', 1, 149.5)]
        """
        self._write("INSERT INTO events (trial_id, t_ms, kind, peg, at) VALUES (?, ?, ?, ?, ?)",
                    (trial_id, t_ms, kind, peg, at))

    def events_of(self, trial_id: int) -> list[sqlite3.Row]:
        """The events of a trial, in order (none in a file of an earlier version, opened to read only)."""
        if not self._read("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'"):
            return []
        return self._read("SELECT * FROM events WHERE trial_id = ? ORDER BY id", (trial_id,))

    def finish_trial(self, trial_id: int, *, t_ms: int, success: bool, steps: int, outcome: str,
                     reached: State | BallState | None = None) -> None:
        """Close a trial: when it ended, whether it was solved, its legal moves, why it ended, the state reached.

        >>> records = Records(":memory:")
        >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
        ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
        >>> records.finish_trial(trial, t_ms=3500, success=False, steps=0, outcome="time", reached=State.parse("A"))
        >>> [(row["ended_ms"], row["outcome"], row["reached"]) for row in records.trials()]
        [(3500, 'time', 'A')]
        """
        self._write(
            "UPDATE trials SET ended_ms = ?, success = ?, steps = ?, outcome = ?, reached = ? WHERE id = ?",
            (t_ms, int(success), steps, outcome, None if reached is None else str(reached), trial_id),
        )

    # ----------------------------------------------------------------- reading
    def participants(self) -> list[str]:
        """Every participant id, in the order of their first session.

        >>> records = Records(":memory:")
        >>> for participant in ("P02", "P01", "P02"):
        ...     _ = records.start_session(participant, {})
        >>> records.participants()
        ['P02', 'P01']
        """
        rows = self._read("SELECT participant FROM sessions GROUP BY participant ORDER BY MIN(id)")
        return [row[0] for row in rows]

    def sessions(self, participant: str | None = None) -> list[sqlite3.Row]:
        """The sessions (of one participant), oldest first.

        >>> records = Records(":memory:")
        >>> _ = records.start_session("P01", {"discs": 4}, t_ms=0)
        >>> [json.loads(row["settings"]) for row in records.sessions("P01")], records.sessions("P02")
        ([{'discs': 4}], [])
        """
        if participant is None:
            return self._read("SELECT * FROM sessions ORDER BY id")
        return self._read("SELECT * FROM sessions WHERE participant = ? ORDER BY id", (participant,))

    def session(self, token: str) -> sqlite3.Row | None:
        """The session with public id ``token``, or None.

        >>> records = Records(":memory:")
        >>> _ = records.start_session("P01", {}, token="tok")
        >>> records.session("tok")["participant"], records.session("nope")
        ('P01', None)
        """
        rows = self._read("SELECT * FROM sessions WHERE token = ?", (token,))
        return rows[0] if rows else None

    def trials(self, participant: str | None = None, *, session: int | None = None) -> list[sqlite3.Row]:
        """Trials with their session's participant, token, start, version and settings, in order.

        >>> records = Records(":memory:")
        >>> session = records.start_session("P01", {}, t_ms=0, token="t")
        >>> _ = records.start_trial(session, 1, Problem(State.parse("A"), State.parse("C"), 1), t_ms=5)
        >>> [(row["participant"], row["token"], row["trial"]) for row in records.trials(session=session)]
        [('P01', 't', 1)]
        """
        sql = ("SELECT trials.*, sessions.participant, sessions.token, sessions.started_ms AS session_ms,"
               " sessions.version, sessions.settings, sessions.time_limit_ms, sessions.move_limit FROM trials"
               " JOIN sessions ON sessions.id = trials.session_id")
        clauses: list[str] = []
        params: list[object] = []
        if participant is not None:
            clauses.append("sessions.participant = ?")
            params.append(participant)
        if session is not None:
            clauses.append("sessions.id = ?")
            params.append(session)
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        return self._read(sql + " ORDER BY sessions.id, trials.trial", params)

    def attempts_of(self, trial_id: int) -> list[sqlite3.Row]:
        """The attempts of one trial, in order."""
        return self._read("SELECT * FROM attempts WHERE trial_id = ? ORDER BY id", (trial_id,))

    def segments_of(self, trial_id: int) -> list[sqlite3.Row]:
        """The display segments of one trial, in order."""
        first = self._segment(trial_id)
        if first["id"] is None:
            return [first]
        return self._read("SELECT * FROM segments WHERE trial_id = ? ORDER BY number", (trial_id,))

    def attempt_by_seq(self, session: int, seq: int) -> sqlite3.Row | None:
        """The attempt numbered ``seq`` in ``session``, or None.

        >>> records = Records(":memory:")
        >>> session = records.start_session("P01", {}, t_ms=0)
        >>> trial = records.start_trial(session, 1, Problem(State.parse("A"), State.parse("C"), 1), t_ms=5)
        >>> records.record_attempt(trial, t_ms=9, source=0, target=2, disc=1, legal=True,
        ...                        state_after=State.parse("C"), seq=1)
        >>> records.attempt_by_seq(session, 1)["target"], records.attempt_by_seq(session, 2)
        (2, None)
        """
        rows = self._read("SELECT attempts.* FROM attempts JOIN trials ON trials.id = attempts.trial_id"
                          " WHERE trials.session_id = ? AND attempts.seq = ? ORDER BY attempts.id LIMIT 1",
                          (session, seq))
        return rows[0] if rows else None

    def attempt_count(self, session: int) -> int:
        """How many attempts ``session`` has recorded.

        >>> records = Records(":memory:")
        >>> records.attempt_count(records.start_session("P01", {}))
        0
        """
        rows = self._read("SELECT COUNT(*) FROM attempts JOIN trials ON trials.id = attempts.trial_id"
                          " WHERE trials.session_id = ?", (session,))
        return int(rows[0][0])
