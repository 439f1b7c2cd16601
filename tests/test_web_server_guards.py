"""The served game's hostile cases of issue 29: two servers on one database, cookie replay, forwarded headers,
participant scores, events after the end, anonymous database creation, clock steps, SIGTERM during a request."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanoi.results.lock import DatabaseInUseError, ResultsLock, lock_path
from hanoi.results.store import Records
from hanoi.web.app import create_app
from hanoi.web.serving import STOP_S

EXAMINER = "examiner-secret-of-the-guard-tests"
AS_EXAMINER = {"X-Hanoi-Examiner": EXAMINER}
ONE_MOVE = {"participant": "P01", "problem_set": "file", "problems": "A C\n"}
THREE_MOVES = {"participant": "P01", "problem_set": "file", "problems": "AA CC\n"}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "results.sqlite3"


@pytest.fixture
def web(db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as client:
        yield client


def _start(web: TestClient, **settings: Any) -> dict[str, Any]:
    answer = web.post("/api/sessions", json={**ONE_MOVE, **settings}, headers=AS_EXAMINER)
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


# ---------------------------------------------------------------------- real servers
def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_up(port: int, server: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 60
    while True:
        assert server.poll() is None, server.communicate()
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)


def _play(db: Path, port: int, *extra: str) -> subprocess.Popen[str]:
    """``hanoi play`` in its own process, with a known examiner secret taken from its output."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "hanoi", "play", "--no-browser", "--port", str(port),
                             "--db", str(db), *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)


def _secret(server: subprocess.Popen[str]) -> str:
    assert server.stdout is not None
    for line in server.stdout:
        if "#examiner=" in line:
            return line.strip().split("#examiner=")[1]
    raise AssertionError(server.communicate())


def _stop(server: subprocess.Popen[str]) -> int:
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
    try:
        return server.wait(timeout=30)
    finally:
        if server.poll() is None:
            server.kill()
        server.communicate()


def _post(port: int, path: str, body: object, headers: dict[str, str]) -> int:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", **headers}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_a_second_server_on_the_same_database_names_the_holder_and_exits_2(tmp_path: Path) -> None:
    db = tmp_path / "study.sqlite3"
    port = _free_port()
    first = _play(db, port)
    try:
        _secret(first)  # it has taken the lock by the time it prints the links
        _wait_up(port, first)
        second = subprocess.run([sys.executable, "-m", "hanoi", "play", "--no-browser", "--port", str(_free_port()),
                                 "--db", str(db)], capture_output=True, text=True, timeout=120)
        assert second.returncode == 2, second
        assert f"process {first.pid}" in second.stderr and "in use by another server" in second.stderr
        assert "Examiner link" not in second.stdout  # refused before any link is printed
        assert lock_path(db).read_text().split() == [str(first.pid)]
    finally:
        stopped = _stop(first)
    assert stopped == -signal.SIGTERM
    assert not lock_path(db).exists()  # released at the end
    ResultsLock.acquire(db).release()


def test_a_killed_server_leaves_no_lock_behind(tmp_path: Path) -> None:
    db = tmp_path / "study.sqlite3"
    first = _play(db, _free_port())
    _secret(first)
    first.kill()  # kill -9: no clean-up at all
    first.communicate()
    assert lock_path(db).exists()  # the file stays, naming a dead process, but its lock died with it
    with ResultsLock.acquire(db) as held:
        assert held.path.read_text().split() == [str(os.getpid())]
        with pytest.raises(DatabaseInUseError) as refused:
            ResultsLock.acquire(db)
        assert refused.value.holder == os.getpid()


def test_a_rotating_forwarded_for_does_not_escape_the_quota(tmp_path: Path) -> None:
    for extra, expected in (((), 429), (("--forwarded-allow-ips", "127.0.0.1"), 201)):
        port = _free_port()
        server = _play(tmp_path / f"r{len(extra)}.sqlite3", port, *extra)
        try:
            secret = _secret(server)
            _wait_up(port, server)
            codes = [_post(port, "/api/games", {"n": 3},
                           {"X-Hanoi-Examiner": secret, "X-Forwarded-For": f"10.9.{i // 250}.{i % 250 + 1}"})
                     for i in range(31)]
        finally:
            _stop(server)
        # the peer's address counts (30 a minute), unless the proxy in front is named
        assert codes[:30] == [201] * 30 and codes[30] == expected, (extra, codes)


_SLOW_SERVER = """
import pathlib, sys
from hanoi.web.app import create_app
from hanoi.web import serving
app = create_app({db!r}, examiner_token="x")

@app.get("/api/slow")
def slow() -> dict:  # a request with minutes of work in a worker thread, as a big study item was
    pathlib.Path({started!r}).write_text("started")
    total = 0
    for i in range(10 ** 10):
        total += i
    return {{"total": total}}

serving.run(app, "127.0.0.1", {port}) if sys.argv[1] == "ours" else __import__("uvicorn").run(
    app, host="127.0.0.1", port={port}, log_level="warning")
"""


def test_sigterm_stops_the_server_within_seconds_during_a_long_request(tmp_path: Path) -> None:
    port = _free_port()
    started = tmp_path / "started"
    code = _SLOW_SERVER.format(db=str(tmp_path / "r.sqlite3"), started=str(started), port=port)
    server = subprocess.Popen([sys.executable, "-c", code, "ours"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        _wait_up(port, server)
        answers: list[object] = []

        def ask() -> None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/slow", timeout=600) as answer:
                    answers.append(answer.status)
            except (OSError, urllib.error.URLError) as error:
                answers.append(error)

        asking = threading.Thread(target=ask, daemon=True)
        asking.start()
        deadline = time.monotonic() + 60
        while not started.exists():
            assert time.monotonic() < deadline, "the slow request never started"
            time.sleep(0.05)
        server.send_signal(signal.SIGTERM)
        code_after = server.wait(timeout=STOP_S + 6)  # the watchdog ends it at STOP_S whatever runs
        # uvicorn cancels it after GRACE_S and dies of the signal it caught; the watchdog exits 128 + 15
        assert code_after in (-signal.SIGTERM, 128 + signal.SIGTERM), server.communicate()
        asking.join(timeout=30)
        assert answers and answers[0] != 200  # the long request was cut, not waited for
    finally:
        if server.poll() is None:
            server.kill()
        server.communicate()


# ---------------------------------------------------------------------- login sessions in cookies
def test_a_cookie_replayed_after_logout_opens_nothing(web: TestClient) -> None:
    login = web.post("/api/examiner/login", headers=AS_EXAMINER)
    name, token = login.headers["set-cookie"].split(";")[0].split("=", 1)
    assert name == "hanoi_examiner_80" and token != EXAMINER and len(token) == 43
    assert web.get("/api/sessions").status_code == 200
    assert web.post("/api/examiner/logout").status_code == 204
    web.cookies.set(name, token)  # the same cookie, sent again
    assert web.get("/api/sessions").status_code == 401
    assert web.get("/api/examiner").json()["examiner"] is False
    web.cookies.set(name, EXAMINER)  # nor is the secret itself a cookie
    assert web.get("/api/sessions").status_code == 401
    web.cookies.clear()
    assert web.get("/api/sessions", headers=AS_EXAMINER).status_code == 200  # the header still works


def test_two_servers_on_one_host_do_not_share_cookies(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path / "a.sqlite3", examiner_token=EXAMINER), base_url="http://127.0.0.1:8001") \
            as first, TestClient(create_app(tmp_path / "b.sqlite3", examiner_token=EXAMINER),
                                 base_url="http://127.0.0.1:8002") as second:
        login = first.post("/api/examiner/login", headers=AS_EXAMINER)
        token = login.headers["set-cookie"].split(";")[0].split("=", 1)[1]
        assert login.headers["set-cookie"].startswith("hanoi_examiner_8001=")
        second.cookies.set("hanoi_examiner_8001", token)  # a browser sends every 127.0.0.1 cookie to both
        second.cookies.set("hanoi_examiner_8002", token)
        assert second.get("/api/sessions").status_code == 401
        assert first.get("/api/sessions").status_code == 200


# ---------------------------------------------------------------------- participants
def test_a_participant_gets_no_scores_unless_the_examiner_allows_them(web: TestClient) -> None:
    for allowed in (False, True):
        session = _start(web, show_scores=allowed)
        key = {"X-Hanoi-Key": session["handover"]["key"]}
        moved = web.post(f"/api/sessions/{session['id']}/moves", json={"source": 0, "target": 2}, headers=key)
        assert moved.json()["session"]["finished"] is True
        mine = web.get(f"/api/sessions/{session['id']}", headers=key).json()
        examiner = web.get(f"/api/sessions/{session['id']}", headers=AS_EXAMINER).json()
        assert [result["steps"] for result in examiner["results"]] == [1]
        assert [result["steps"] for result in mine["results"]] == ([1] if allowed else [])
        assert (moved.json()["session"]["results"] != []) is allowed
    assert web.post("/api/sessions", json={**ONE_MOVE, "show_scores": 1}, headers=AS_EXAMINER).status_code == 422


def test_nothing_is_recorded_after_the_test_ends(web: TestClient, db: Path) -> None:
    session = _start(web)
    sid, key = session["id"], {"X-Hanoi-Key": session["handover"]["key"]}
    at = time.time() * 1000
    assert web.post(f"/api/sessions/{sid}/shown", json={"trial": 1, "at": at}, headers=key).status_code == 200
    assert web.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2}, headers=key).json()["legal"]
    with Records(db, create=False) as records:
        before = [len(records.events_of(row["id"])) + len(records.segments_of(row["id"])) for row in records.trials()]
        rows = [dict(row) for row in records.segments_of(records.trials()[0]["id"])]
    event = web.post(f"/api/sessions/{sid}/events", json={"trial": 1, "kind": "empty_peg", "peg": 1, "at": at + 50},
                     headers=key)
    assert event.status_code == 409 and "finished" in event.json()["detail"]
    for late in (at + 60_000, at + 120_000):  # a page left open on the last screen for two minutes
        beat = web.post(f"/api/sessions/{sid}/heartbeat", json={"trial": 1, "at": late}, headers=key)
        assert beat.status_code == 200 and beat.json()["finished"] is True
    assert web.post(f"/api/sessions/{sid}/moves", json={"source": 2, "target": 0}, headers=key).status_code == 409
    with Records(db, create=False) as records:
        after = [len(records.events_of(row["id"])) + len(records.segments_of(row["id"])) for row in records.trials()]
        assert [dict(row) for row in records.segments_of(records.trials()[0]["id"])] == rows
    assert after == before


def test_no_request_without_the_examiner_creates_the_database(tmp_path: Path) -> None:
    db = tmp_path / "not-yet.sqlite3"
    with TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as web:
        key = {"X-Hanoi-Key": "any-key-at-all"}
        for method, path, body in (("GET", "", None), ("POST", "/moves", {"source": 0, "target": 1}),
                                   ("POST", "/events", {"trial": 1, "kind": "empty_peg", "at": 1.0}),
                                   ("POST", "/heartbeat", {"trial": 1, "at": 1.0}), ("POST", "/next", None),
                                   ("POST", "/shown", {"trial": 1, "at": 1.0})):
            assert web.request(method, f"/api/sessions/S1{path}", json=body, headers=key).status_code == 404
        for method, path in (("GET", "/api/sessions"), ("POST", "/api/sessions/S1/handover")):
            assert web.request(method, path).status_code == 401
        assert web.post("/api/games", json={"n": 3}, headers=AS_EXAMINER).status_code == 201  # free play
        assert not db.exists() and not list(tmp_path.iterdir())
        _start(web)  # the examiner's test creates it
        assert db.exists()


def test_a_resumed_test_refuses_the_old_key_on_every_server_of_the_database(db: Path) -> None:
    with TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as first, \
            TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as second:
        session = first.post("/api/sessions", json=THREE_MOVES, headers=AS_EXAMINER).json()
        sid, old = session["id"], {"X-Hanoi-Key": session["handover"]["key"]}
        assert first.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 1}, headers=old).json()["legal"]
        again = second.post(f"/api/sessions/{sid}/handover", headers=AS_EXAMINER).json()  # resumed elsewhere
        new = {"X-Hanoi-Key": again["handover"]["key"]}
        assert first.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2},
                          headers=old).status_code == 404  # revoked in the database, not in one server's memory
        assert first.get(f"/api/sessions/{sid}", headers=old).status_code == 404
        assert second.get(f"/api/sessions/{sid}", headers=new).status_code == 200


# ---------------------------------------------------------------------- the clock
def test_a_wall_clock_stepping_back_blocks_no_heartbeat_or_move(web: TestClient,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    session = web.post("/api/sessions", json={**THREE_MOVES, "problems": "AA CC\nA C\n"}, headers=AS_EXAMINER).json()
    sid, key = session["id"], {"X-Hanoi-Key": session["handover"]["key"]}
    page = time.time() * 1000  # the page's clock: its time origin plus a monotonic count
    assert web.post(f"/api/sessions/{sid}/shown", json={"trial": 1, "at": page}, headers=key).status_code == 200
    moved = web.post(f"/api/sessions/{sid}/moves", headers=key,
                     json={"source": 0, "target": 1, "lift_at": page + 100, "drop_at": page + 200})
    assert moved.json()["legal"] is True
    real_ns, real_s = time.time_ns, time.time
    monkeypatch.setattr(time, "time_ns", lambda: real_ns() - 600 * 10**9)  # the machine's clock: 10 minutes back
    monkeypatch.setattr(time, "time", lambda: real_s() - 600)
    beat = web.post(f"/api/sessions/{sid}/heartbeat", json={"trial": 1, "at": page + 2000}, headers=key)
    assert beat.status_code == 200, beat.text
    assert 0 <= beat.json()["trial"]["elapsed_ms"] < 60_000
    moved = web.post(f"/api/sessions/{sid}/moves", headers=key,
                     json={"source": 0, "target": 2, "lift_at": page + 2500, "drop_at": page + 2600})
    assert moved.status_code == 200 and moved.json()["legal"] is True
    moved = web.post(f"/api/sessions/{sid}/moves", headers=key,
                     json={"source": 1, "target": 2, "lift_at": page + 3000, "drop_at": page + 3100})
    assert moved.json()["session"]["trial"]["outcome"] == "solved"
    # a page loaded after the step stamps on the new wall time: accepted as well
    assert web.post(f"/api/sessions/{sid}/next", headers=key).status_code == 200
    late = time.time() * 1000
    assert web.post(f"/api/sessions/{sid}/shown", json={"trial": 2, "at": late}, headers=key).status_code == 200
    moved = web.post(f"/api/sessions/{sid}/moves", headers=key,
                     json={"source": 0, "target": 2, "lift_at": late + 100, "drop_at": late + 200})
    assert moved.status_code == 200 and moved.json()["session"]["finished"] is True
    results = web.get(f"/api/sessions/{sid}", headers=AS_EXAMINER).json()["results"]
    assert [result["success"] for result in results] == [True, True]
    assert all(0 <= result["time_ms"] < 60_000 for result in results)
