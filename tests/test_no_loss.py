"""Issue 25: nothing of the user's is lost, and no write of ours damages a file that is not ours.

Every data-loss case compares the file's SHA-256 before and after.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hanoi import State
from hanoi.cli.app import app
from hanoi.results.problems import Problem
from hanoi.results.store import APPLICATION_ID, SCHEMA_VERSION, Records

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_digest(folder: Path) -> dict[str, str]:
    """Every file of a folder and its hash: no -wal, -shm or -journal may appear either."""
    return {entry.name: digest(entry) for entry in sorted(folder.iterdir()) if entry.is_file()}


@contextmanager
def tmpfs(where: Path, size: str) -> Iterator[Path]:
    """A real small file system (tmpfs of ``size``) mounted at ``where``; skipped where mounting is not allowed."""
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                             capture_output=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr[:100]!r}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


# ------------------------------------------------------------------ item 1: another application's SQLite file
def _webapp(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT);"
            "CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id TEXT, expires INTEGER);"
            "INSERT INTO users VALUES ('u1', 'Ada'); INSERT INTO sessions VALUES ('s1', 'u1', 99);"
        )
    db.close()
    return path


def _attempts_runs(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        db.executescript("CREATE TABLE attempts (id INTEGER PRIMARY KEY, score REAL);"
                         "CREATE TABLE runs (id INTEGER PRIMARY KEY, name TEXT);"
                         "INSERT INTO attempts VALUES (1, 0.5);")
    db.close()
    return path


def _our_tables_other_mark(path: Path) -> Path:
    """Exactly our tables, but another application's mark: still not ours."""
    with Records(path) as records:
        records.start_session("P01", {})
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode=DELETE")
        db.execute("PRAGMA application_id = 1234")
    db.close()
    return path


def _our_tables_plus_a_column(path: Path) -> Path:
    """No mark, our table names, but a column we never wrote: someone else's."""
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE sessions (id INTEGER PRIMARY KEY, participant TEXT, started_ms INTEGER, settings TEXT,"
            " password TEXT);"
            "CREATE TABLE trials (id INTEGER PRIMARY KEY);"
            "CREATE TABLE attempts (id INTEGER PRIMARY KEY);"
        )
    db.close()
    return path


def _webapp_in_wal_mode(path: Path) -> Path:
    _webapp(path)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode=WAL")
    db.close()
    return path


def _empty_with_version(path: Path) -> Path:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 7")
    db.close()
    return path


FOREIGN = [_webapp, _webapp_in_wal_mode, _attempts_runs, _our_tables_other_mark, _our_tables_plus_a_column,
           _empty_with_version]


@pytest.mark.parametrize("make", FOREIGN)
@pytest.mark.parametrize("command", [["results", "export", "--out", "{out}"],
                                     ["results", "export", "--format", "long", "--out", "{out}"],
                                     ["results", "report", "--out", "{out}/r.html"],
                                     ["play", "--no-browser", "--port", "1"]])
def test_a_foreign_sqlite_file_is_refused_and_left_byte_for_byte(
        make: Callable[[Path], Path], command: list[str], tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    db = make(folder / "app.db")
    before = folder_digest(folder)
    out = tmp_path / "out"
    argv = [part.replace("{out}", str(out)) for part in command] + ["--db", str(db)]
    status, _, stderr = run(*argv)
    assert status in (1, 2), stderr
    assert "not a results database" in stderr or "another application" in stderr, stderr
    assert len(stderr.strip().splitlines()) == 1 and "internal error" not in stderr
    assert folder_digest(folder) == before  # not one byte, and no -wal, -shm or -journal beside it
    assert not out.exists() or not any(out.iterdir())


@pytest.mark.parametrize("make", FOREIGN)
def test_the_library_refuses_a_foreign_file_before_any_write(make: Callable[[Path], Path], tmp_path: Path) -> None:
    db = make(tmp_path / "app.db")
    before = folder_digest(tmp_path)
    for create in (True, False):
        with pytest.raises(ValueError, match=r"not a results database|another application"):
            Records(db, create=create)
    assert folder_digest(tmp_path) == before


def test_the_web_server_refuses_a_foreign_file_with_400_not_500(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    db = _webapp(tmp_path / "app.db")
    before = folder_digest(tmp_path)
    client = TestClient(create_app(db, examiner_token="secret"), base_url="http://127.0.0.1",
                        headers={"X-Hanoi-Examiner": "secret"})  # the examiner, on a loopback name
    answer = client.post("/api/sessions", json={"participant": "P01", "problem_set": "random", "discs": 3,
                                                "min_distance": 1, "count": 1, "seed": 1})
    assert answer.status_code == 400 and "not a results database" in answer.json()["detail"]
    assert folder_digest(tmp_path) == before


def test_a_new_or_empty_file_becomes_ours_with_its_mark(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    blank = tmp_path / "blank.db"  # a SQLite file with nothing in it
    sqlite3.connect(blank).execute("VACUUM").connection.close()
    for path in (tmp_path / "new.db", empty, blank):
        Records(path).close()
        with sqlite3.connect(path) as db:
            assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID == 0x48616E6F
            assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.close()
    assert APPLICATION_ID.to_bytes(4, "big") == b"Hano"


def _previous_version(path: Path) -> Path:
    """A results file as the previous release wrote it: our tables and columns, no mark."""
    from hanoi.results import store

    with sqlite3.connect(path) as db:
        db.executescript(store._SCHEMA)
        for table, columns in store._ADDED.items():
            for name, kind in columns:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
        db.executescript(
            "INSERT INTO sessions (id, participant, started_ms, settings, token) VALUES (1, 'OLD', 0, '{}', 'S1');"
            "INSERT INTO trials (id, session_id, trial, size, pegs, start, goal, start_label, goal_label, shortest,"
            " started_ms, ended_ms, success, steps, outcome) VALUES (1, 1, 1, 1, 3, 'A', 'C', '1', '3', 1, 100, 600,"
            " 1, 1, 'solved');"
            "INSERT INTO attempts (id, trial_id, t_ms, source, target, disc, legal, state_after)"
            " VALUES (1, 1, 600, 0, 2, 1, 1, 'C');"
        )
    db.close()
    return path


def test_reading_a_previous_version_file_never_writes_it(tmp_path: Path) -> None:
    db = _previous_version(tmp_path / "old.db")
    before = folder_digest(tmp_path)
    out = tmp_path / "out"
    status, _, stderr = run("results", "export", "--db", str(db), "--out", str(out))
    assert status == 0, stderr
    assert "OLD" in (out / "toh-summary.csv").read_text()
    assert {name: value for name, value in folder_digest(tmp_path).items() if name in before} == before


def test_a_previous_version_file_is_upgraded_in_one_transaction_when_written(tmp_path: Path) -> None:
    db = _previous_version(tmp_path / "old.db")
    with Records(db) as records:
        assert [row["participant"] for row in records.sessions()] == ["OLD"]
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    raw.close()


def test_a_read_only_results_file_is_read_through_a_read_only_connection(tmp_path: Path) -> None:
    """As root the permission bits do not stop writes, so look at what the reader does instead."""
    db = tmp_path / "results.db"
    with Records(db) as records:
        records.start_session("P01", {})
    before = folder_digest(tmp_path)
    with Records(db, create=False) as records:
        assert records.participants() == ["P01"]
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            records._db.execute("DELETE FROM sessions")
    after = folder_digest(tmp_path)
    assert after["results.db"] == before["results.db"]
    assert after.get("results.db-wal", digest(Path(os.devnull))) == digest(Path(os.devnull))  # empty, if there


def test_a_results_file_on_a_read_only_file_system_is_exported(tmp_path: Path) -> None:
    """A real read-only mount (a tmpfs remounted ``ro``): nothing can be created next to the file."""
    with tmpfs(tmp_path / "mnt", "1m") as folder:
        db = folder / "results.db"
        with Records(db) as records:
            records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
                                Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
        before = folder_digest(folder)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        status, _, stderr = run("results", "export", "--db", str(db), "--out", str(tmp_path / "out"))
        assert status == 0, stderr
        assert "P01" in (tmp_path / "out" / "toh-trials.csv").read_text()
        status, _, stderr = run("play", "--no-browser", "--port", "1", "--db", str(db))
        assert status == 1 and "cannot write" in stderr and "read-only" in stderr, stderr
        assert folder_digest(folder) == before


def test_play_refuses_a_foreign_file_in_a_real_server_start(tmp_path: Path) -> None:
    db = _webapp(tmp_path / "app.db")
    before = folder_digest(tmp_path)
    done = subprocess.run([sys.executable, "-c", "from hanoi.cli import main; main()", "play", "--no-browser",
                           "--port", "1", "--db", str(db)], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode in (1, 2) and "not a results database" in done.stderr, done.stderr
    assert "Serving" not in done.stdout
    assert folder_digest(tmp_path) == before


# ------------------------------------------------------------------ item 2: an output that is an input
ANSWERS = '{"discs": 3, "answer": "moves = [[1,0,2],[2,0,1],[1,2,1],[3,0,2],[1,1,0],[2,1,2],[1,0,2]]"}\n'


@pytest.mark.parametrize("how", ["same", "dot-dot", "symlink", "hard link"])
@pytest.mark.parametrize("option", ["--out", "--report"])
def test_eval_refuses_to_write_over_its_input(how: str, option: str, tmp_path: Path) -> None:
    answers = tmp_path / "a.jsonl"
    answers.write_text(ANSWERS)
    (tmp_path / "sub").mkdir()
    out = {"same": answers, "dot-dot": tmp_path / "sub" / ".." / "a.jsonl", "symlink": tmp_path / "link.jsonl",
           "hard link": tmp_path / "hard.jsonl"}[how]
    if how == "symlink":
        out.symlink_to(answers)
    if how == "hard link":
        os.link(answers, out)
    before = digest(answers)
    extra = [] if option == "--out" else ["--out", str(tmp_path / "scored.jsonl")]
    status, _, stderr = run("eval", str(answers), option, str(out), *extra)
    assert status == 2 and "it is the input" in stderr, stderr
    assert digest(answers) == before
    assert not (tmp_path / "scored.jsonl").exists()  # refused before any work


def test_eval_refuses_a_report_over_its_scored_records(tmp_path: Path) -> None:
    answers = tmp_path / "a.jsonl"
    answers.write_text(ANSWERS)
    status, _, stderr = run("eval", str(answers), "--out", str(tmp_path / "s.jsonl"), "--report",
                            str(tmp_path / "s.jsonl"))
    assert status == 2 and "it is the input" in stderr


def _study(path: Path) -> Path:
    with Records(path) as records:
        trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
                                    Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
        records.record_attempt(trial, t_ms=5, source=0, target=2, disc=1, legal=True, state_after=State.parse("C"))
        records.finish_trial(trial, t_ms=5, success=True, steps=1, outcome="solved")
    return path


@pytest.mark.parametrize("how", ["same", "symlink"])
def test_results_report_refuses_to_write_over_the_database(how: str, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    db = _study(tmp_path / "s.db")
    out = db if how == "same" else tmp_path / "report.html"
    if how == "symlink":
        out.symlink_to(db)
    before = folder_digest(tmp_path)
    status, _, stderr = run("results", "report", "--db", str(db), "--out", str(out))
    assert status == 2 and "it is the input" in stderr, stderr
    assert folder_digest(tmp_path) == before


def test_results_export_refuses_a_table_that_is_the_database(tmp_path: Path) -> None:
    db = _study(tmp_path / "toh.csv")  # a database that happens to bear a table's name
    before = folder_digest(tmp_path)
    status, _, stderr = run("results", "export", "--db", str(db), "--out", str(tmp_path))
    assert status == 2 and "it is the input" in stderr, stderr
    assert folder_digest(tmp_path) == before


def test_a_write_that_fails_midway_leaves_the_old_file_whole(tmp_path: Path) -> None:
    """A real full disk: a 64 KiB tmpfs, an old moves file, and a new one too big to fit."""
    with tmpfs(tmp_path / "small", "64k") as folder:
        out = folder / "moves.txt"
        status, _, stderr = run("solve", "5", "--out", str(out))
        assert status == 0, stderr
        before = digest(out)
        status, _, stderr = run("solve", "16", "--out", str(out))  # 262 KiB of moves: the disk fills
        assert status == 2 and stderr.strip() == f"error: cannot write {str(out)!r}: the disk is full", stderr
        assert digest(out) == before
        assert sorted(path.name for path in folder.iterdir()) == ["moves.txt"]  # no temporary file left


def test_every_output_goes_through_a_temporary_file_and_a_rename(tmp_path: Path) -> None:
    """Interrupted midway (an exception inside the writer), each writer leaves the old file as it was."""
    from hanoi._files import atomic_output
    from hanoi.cli.output import open_output

    out = tmp_path / "old.txt"
    out.write_text("old\n")
    for opener in (lambda: atomic_output(out), lambda: open_output(out)):
        with pytest.raises(RuntimeError), opener() as handle:
            handle.write(b"half of the new")
            raise RuntimeError("killed midway")
        assert out.read_text() == "old\n"
        assert sorted(path.name for path in tmp_path.iterdir()) == ["old.txt"]


def test_a_symlinked_output_replaces_the_file_it_points_to_and_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("old\n")
    real.chmod(0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    status, _, stderr = run("solve", "2", "--out", str(link))
    assert status == 0, stderr
    assert link.is_symlink() and real.read_text() == "1AB\n2AC\n1BC\n"
    assert stat_mode(real) == 0o640  # the permissions of the file replaced are kept


def stat_mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


# ------------------------------------------------------------------ item 3: record first, then apply
HOLD_LOCK = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()  # held until the test says so
db.execute("ROLLBACK")
"""


@contextmanager
def locked(db: Path) -> Iterator[None]:
    """Another process holds ``BEGIN EXCLUSIVE`` on ``db`` until the block ends."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(db)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        yield
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(timeout=30)


def _test_client(db: Path) -> Any:
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    # the examiner, on a loopback name; an unexpected exception (a 500) raises in the test
    return TestClient(create_app(db, examiner_token="secret"), base_url="http://127.0.0.1",
                      headers={"X-Hanoi-Examiner": "secret"})


def _start(client: Any) -> str:
    answer = client.post("/api/sessions", json={"participant": "P01", "problem_set": "file",
                                                "problems": "AAA CCC\n"})
    assert answer.status_code == 201, answer.text
    return str(answer.json()["id"])


def _sent(client: Any, session: str, seq: int, source: int, target: int) -> Any:
    now = time.time() * 1000  # page stamps within the session (the server refuses stamps outside it)
    return client.post(f"/api/sessions/{session}/moves", json={"source": source, "target": target, "seq": seq,
                                                               "lift_at": now - 100.0, "drop_at": now})


def _recorded(db: Path) -> list[tuple[int, int, int]]:
    with sqlite3.connect(db) as raw:
        rows = [tuple(row) for row in raw.execute("SELECT seq, source, target FROM attempts ORDER BY id")]
    raw.close()
    return rows


def test_a_locked_database_answers_503_and_the_resend_is_recorded_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from hanoi import limits

    monkeypatch.setattr(limits, "RESULTS_BUSY_S", 0.3)
    db = tmp_path / "study.db"
    client = _test_client(db)
    session = _start(client)
    assert _sent(client, session, 1, 0, 2).json()["legal"]
    with locked(db):
        refused = _sent(client, session, 2, 0, 1)
        assert refused.status_code == 503, refused.text
        assert refused.headers["Retry-After"] == "1"
        assert "locked" in refused.json()["detail"] and len(refused.json()["detail"]) < 300
        now = client.get(f"/api/sessions/{session}").json()
        assert (now["next_seq"], now["trial"]["state"], now["trial"]["steps"]) == (2, "AAC", 1)  # memory unmoved
        assert client.post(f"/api/sessions/{session}/heartbeat",
                           json={"trial": 1, "at": time.time() * 1000}).status_code in (200, 503)
    resent = _sent(client, session, 2, 0, 1)  # the page's resend, with the same number
    assert resent.status_code == 200 and resent.json()["legal"], resent.text
    assert resent.json()["session"]["trial"]["state"] == "ABC"
    assert _recorded(db) == [(1, 0, 2), (2, 0, 1)]
    again = _test_client(db)  # a restart: the database and the server agree
    assert again.get(f"/api/sessions/{session}").json()["trial"]["state"] == "ABC"
    assert "cannot rollback" not in caplog.text


def test_a_full_disk_answers_503_and_the_resend_succeeds_once_there_is_room(tmp_path: Path) -> None:
    """A real full disk: the database on a small tmpfs, filled up by another file."""
    with tmpfs(tmp_path / "disk", "1m") as folder:
        db = folder / "study.db"
        client = _test_client(db)
        session = _start(client)
        assert _sent(client, session, 1, 0, 2).json()["legal"]
        filler = folder / "filler"
        with open(filler, "wb", buffering=0) as handle, contextlib.suppress(OSError):  # until the disk is full
            while True:
                handle.write(b"\0" * 4096)
        answers = [_sent(client, session, 2, 0, 1) for _ in range(3)]  # the page retries while the disk is full
        assert {answer.status_code for answer in answers} == {503}, [answer.text for answer in answers]
        assert "disk" in answers[0].json()["detail"] and answers[0].headers["Retry-After"] == "1"
        assert client.get(f"/api/sessions/{session}").json()["next_seq"] == 2
        filler.unlink()
        resent = _sent(client, session, 2, 0, 1)
        assert resent.status_code == 200 and resent.json()["legal"], resent.text
        assert [seq for seq, _, _ in _recorded(db)] == [1, 2]


def test_a_move_that_solves_is_settled_when_only_the_end_of_the_problem_failed(tmp_path: Path) -> None:
    """The attempt was recorded but the end of its problem was not: the resend settles it."""
    from hanoi.results.store import RecordsUnavailableError
    from hanoi.web.session import TestSession

    records = Records(tmp_path / "study.db")
    session = TestSession(records, "P01", [Problem(State.parse("A"), State.parse("C"), 1)], now=0)
    finish = records.finish_trial

    def refuse(*args: object, **kwargs: object) -> None:
        raise RecordsUnavailableError("the disk of the results database is full")

    records.finish_trial = refuse  # type: ignore[method-assign]
    with pytest.raises(RecordsUnavailableError):
        session.move(0, 2, now=10, seq=1)
    assert session.outcome == "running" and session.attempts == 1
    records.finish_trial = finish  # type: ignore[method-assign]
    assert session.move(0, 2, now=20, seq=1)[0] is not None
    assert session.outcome == "solved" and session.finished
    assert [row["outcome"] for row in records.trials()] == ["solved"]


def test_the_page_sends_a_503_attempt_again() -> None:
    """The page treats 503 as 'not recorded, try again' and resends the same attempt number."""
    from hanoi.web.app import STATIC

    api = (STATIC / "api.js").read_text()
    test = (STATIC / "test.js").read_text()  # test mode
    page = (STATIC / "page.js").read_text()  # the connection, lost and found again
    assert "this.status >= 502" in api  # 503 is 'offline': goOffline, then retry
    assert "const attempt = this.unsent;" in test and "api.sessionMove(this.session.id, attempt)" in test
    assert "error.status === 503" in page
