"""The roles and the guards of the web server (issue 20): who may call what, and what no request can do."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanoi import State
from hanoi.results.store import Records
from hanoi.web.app import create_app
from hanoi.web.hints import Hints
from hanoi.web.security import CSP, digest

EXAMINER = "examiner-secret-of-the-security-tests"
AS_EXAMINER = {"X-Hanoi-Examiner": EXAMINER}
FILE = {"participant": "P01", "problem_set": "file", "problems": "AA CC\nAAA CCC\n"}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "results.sqlite3"


@pytest.fixture
def web(db: Path) -> Iterator[TestClient]:
    """A client with no credential at all: a stranger on the machine, or a participant's page."""
    with TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as client:
        yield client


def _start(web: TestClient, **settings: Any) -> dict[str, Any]:
    answer = web.post("/api/sessions", json={**FILE, **settings}, headers=AS_EXAMINER)
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


# ---------------------------------------------------------------------- the examiner
EXAMINER_ONLY = [
    ("POST", "/api/games", {"n": 3}),
    ("GET", "/api/sessions", None),
    ("POST", "/api/sessions", FILE),
    ("POST", "/api/sessions/SID/handover", None),
]


@pytest.mark.parametrize(("method", "path", "body"), EXAMINER_ONLY)
def test_examiner_endpoints_need_the_secret(web: TestClient, method: str, path: str, body: Any) -> None:
    sid = _start(web)["id"]
    url = path.replace("SID", sid)
    for headers in ({}, {"X-Hanoi-Examiner": EXAMINER[:-1] + "x"}, {"X-Hanoi-Examiner": ""}):
        refused = web.request(method, url, json=body, headers=headers)
        assert refused.status_code == 401, (url, headers, refused.text)
        assert "examiner" in refused.json()["detail"]
    assert web.request(method, url, json=body, headers=AS_EXAMINER).status_code in (200, 201)


def test_free_play_and_hints_need_the_secret(web: TestClient) -> None:
    game = web.post("/api/games", json={"n": 3}, headers=AS_EXAMINER).json()["id"]
    for method, path in (("GET", ""), ("POST", "/moves"), ("POST", "/undo"), ("POST", "/reset"), ("GET", "/hint"),
                         ("GET", "/solution"), ("DELETE", "")):
        body = {"source": 0, "target": 2} if path == "/moves" else None
        assert web.request(method, f"/api/games/{game}{path}", json=body).status_code == 401, path
    assert web.get(f"/api/games/{game}/hint", headers=AS_EXAMINER).json()["move"]["text"] == "1AC"


def test_the_examiner_link_sets_a_strict_http_only_cookie(web: TestClient) -> None:
    assert web.get("/api/examiner").json() == {"examiner": False, "player": False}
    assert web.post("/api/examiner/login", headers={"X-Hanoi-Examiner": "wrong"}).status_code == 401
    login = web.post("/api/examiner/login", headers=AS_EXAMINER)
    assert login.status_code == 204
    cookie = login.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie and EXAMINER.lower() not in cookie
    assert web.get("/api/examiner").json() == {"examiner": True, "player": True}
    assert web.get("/api/sessions").status_code == 200  # the cookie alone now
    # a changing request that carries the cookie but comes from another site's page is refused
    assert web.post("/api/games", json={"n": 3}, headers={"Origin": "http://evil.example"}).status_code == 401
    # SameSite counts another port of the same host as the same site: the origin must be this server's
    assert web.post("/api/games", json={"n": 3}, headers={"Origin": "http://127.0.0.1:3000"}).status_code == 401
    assert web.post("/api/games", json={"n": 3}, headers={"Origin": "http://127.0.0.1"}).status_code == 201
    assert web.post("/api/examiner/logout", headers={"Origin": "http://evil.example"}).status_code == 403
    web.post("/api/examiner/logout")
    assert web.get("/api/sessions").status_code == 401


# ---------------------------------------------------------------------- the player (class) link
def test_the_player_link_opens_free_play_and_hints_only(db: Path) -> None:
    app = create_app(db, examiner_token=EXAMINER, player_token="class-secret")
    with TestClient(app, base_url="http://127.0.0.1") as web:
        sid = _start(web)["id"]
        assert web.post("/api/player/login", headers={"X-Hanoi-Player": "class-secreT"}).status_code == 401
        assert web.post("/api/player/login", headers={"X-Hanoi-Player": EXAMINER}).status_code == 401
        assert web.post("/api/games", json={"n": 3}, headers={"X-Hanoi-Player": "wrong"}).status_code == 401
        login = web.post("/api/player/login", headers={"X-Hanoi-Player": "class-secret"})
        assert login.status_code == 204
        cookie = login.headers["set-cookie"].lower()
        assert cookie.startswith("hanoi_player_80=") and "httponly" in cookie and "samesite=strict" in cookie
        assert "class-secret" not in cookie  # a login token, not the secret
        assert web.get("/api/examiner").json() == {"examiner": False, "player": True}
        game = web.post("/api/games", json={"n": 3})
        assert game.status_code == 201
        gid = game.json()["id"]
        assert web.get(f"/api/games/{gid}/hint").json()["move"]["text"] == "1AC"
        assert web.post(f"/api/games/{gid}/moves", json={"source": 0, "target": 2}).json()["legal"] is True
        assert web.post("/api/games", json={"n": 3}, headers={"Origin": "http://evil.example"}).status_code == 401
        for method, path, body in (("GET", "/api/sessions", None), ("POST", "/api/sessions", FILE),
                                   ("POST", f"/api/sessions/{sid}/handover", None)):
            assert web.request(method, path, json=body).status_code == 401, path
        assert web.get(f"/api/sessions/{sid}").status_code == 404
        assert "#play=" not in web.get("/api/address").json()["url"]  # only the examiner's page gets the link
        assert web.get("/api/address", headers=AS_EXAMINER).json()["url"].endswith("/#play=class-secret")
        web.cookies.clear()
        assert web.get(f"/api/games/{gid}").status_code == 401


def test_a_participant_capability_does_not_open_free_play(web: TestClient) -> None:
    key = {"X-Hanoi-Key": _start(web)["handover"]["key"]}
    assert web.post("/api/games", json={"n": 3}, headers=key).status_code == 401
    assert "#play=" not in web.get("/api/address", headers=key).json()["url"]


# ---------------------------------------------------------------------- the participant
def test_a_participant_key_opens_its_own_session_and_no_other(web: TestClient, db: Path) -> None:
    mine, other = _start(web), _start(web, participant="P02")
    key = {"X-Hanoi-Key": mine["handover"]["key"]}
    assert mine["handover"]["path"] == f"/take#session={mine['id']}&key={mine['handover']['key']}"
    assert web.get(f"/api/sessions/{mine['id']}", headers=key).json()["participant"] == "P01"
    assert web.get(f"/api/sessions/{mine['id']}", headers=key).json()["handover"] is None  # never shown again
    moved = web.post(f"/api/sessions/{mine['id']}/moves", json={"source": 0, "target": 1}, headers=key)
    assert moved.json()["legal"] is True
    for method, path, body in (("GET", "", None), ("POST", "/moves", {"source": 0, "target": 1}),
                               ("POST", "/next", None), ("POST", "/shown", {"trial": 1, "at": 1.0}),
                               ("POST", "/heartbeat", {"trial": 1, "at": 1.0}),
                               ("POST", "/events", {"trial": 1, "kind": "empty_peg", "peg": 1, "at": 1.0})):
        # the other session answers as if it did not exist: nothing to learn from a guess
        refused = web.request(method, f"/api/sessions/{other['id']}{path}", json=body, headers=key)
        assert refused.status_code == 404, (path, refused.text)
        assert web.request(method, f"/api/sessions/{mine['id']}{path}", json=body).status_code == 404  # no key
    with Records(db) as records:
        stored = records.session(mine["id"])
        assert stored["key_digest"] == digest(mine["handover"]["key"])  # only the digest is kept
        assert mine["handover"]["key"] not in " ".join(str(value) for value in stored)


def test_handing_a_session_over_again_revokes_the_old_key_and_survives_a_restart(db: Path) -> None:
    with TestClient(create_app(db, examiner_token=EXAMINER), base_url="http://127.0.0.1") as first:
        session = _start(first)
        old = {"X-Hanoi-Key": session["handover"]["key"]}
        again = first.post(f"/api/sessions/{session['id']}/handover", headers=AS_EXAMINER).json()
        new = {"X-Hanoi-Key": again["handover"]["key"]}
        assert first.get(f"/api/sessions/{session['id']}", headers=old).status_code == 404
        assert first.get(f"/api/sessions/{session['id']}", headers=new).status_code == 200
    with TestClient(create_app(db, examiner_token="another"), base_url="http://127.0.0.1") as second:
        assert second.get(f"/api/sessions/{session['id']}", headers=new).status_code == 200
        assert second.get(f"/api/sessions/{session['id']}", headers=old).status_code == 404
        assert second.get("/api/sessions", headers=AS_EXAMINER).status_code == 401  # a new server, a new secret


# ---------------------------------------------------------------------- the guards
def test_a_large_body_is_refused_with_a_short_413(web: TestClient) -> None:
    big = b'{"participant": "' + b"x" * (10 << 20) + b'"}'
    answer = web.post("/api/sessions", content=big, headers={**AS_EXAMINER, "Content-Type": "application/json"})
    assert answer.status_code == 413 and len(answer.content) < 100, answer.content[:200]

    def chunks() -> Iterator[bytes]:  # no Content-Length: the bytes are counted as they come
        yield b'{"participant": "'
        for _ in range(200):
            yield b"y" * 65536
        yield b'"}'

    streamed = web.post("/api/sessions", content=chunks(), headers={**AS_EXAMINER, "Content-Type": "application/json"})
    assert streamed.status_code == 413 and len(streamed.content) < 100


def test_a_malformed_body_is_answered_without_echoing_it(web: TestClient) -> None:
    long = "z" * 20_000  # three of them stay under the body limit, each over its field's
    answer = web.post("/api/sessions", json={"participant": long, "problems": long, "count": long},
                      headers=AS_EXAMINER)
    assert answer.status_code == 422
    assert len(answer.content) < 1000 and "zzzzzzzzzz" not in answer.text
    assert {tuple(item["loc"]) for item in answer.json()["detail"]} >= {("body", "participant"), ("body", "count")}


def test_only_allowed_host_names_are_answered(web: TestClient) -> None:
    assert web.get("/api/health", headers={"Host": "evil.example"}).status_code == 400  # DNS rebinding
    assert web.get("/api/health", headers={"Host": "attacker.test:8000"}).status_code == 400
    for name in ("127.0.0.1:8000", "localhost", "[::1]:8000"):
        assert web.get("/api/health", headers={"Host": name}).status_code == 200, name
    with TestClient(create_app(":memory:", hosts=["192.168.1.20"]), base_url="http://192.168.1.20") as lan:
        assert lan.get("/api/health").status_code == 200


@pytest.mark.parametrize("path", ["/", "/take", "/api/health", "/static/main.js", "/api/sessions", "/nothing"])
def test_every_answer_carries_the_security_headers(web: TestClient, path: str) -> None:
    headers = web.get(path).headers
    assert headers["content-security-policy"] == CSP and "frame-ancestors 'none'" in CSP
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


def test_new_games_of_one_client_are_capped(db: Path) -> None:
    with TestClient(create_app(db, examiner_token=EXAMINER, games_per_minute=3), base_url="http://127.0.0.1",
                    headers=AS_EXAMINER) as web:
        assert [web.post("/api/games", json={"n": 3}).status_code for _ in range(4)] == [201, 201, 201, 429]
        assert "new games in a minute" in web.post("/api/games", json={"n": 3}).json()["detail"]


def test_one_table_builds_at_a_time_and_a_gone_game_stops_its_build(db: Path) -> None:
    hints = Hints()
    with TestClient(create_app(db, examiner_token=EXAMINER, hints=hints), base_url="http://127.0.0.1",
                    headers=AS_EXAMINER) as web:
        def game(seed: int) -> dict[str, Any]:
            return dict(web.post("/api/games", json={"n": 10, "pegs": 6, "start": "random", "seed": seed}).json())

        first = game(1)
        first_goal = State.parse(first["goal"], pegs=6)
        deadline = time.monotonic() + 60  # the build's thread takes the first table off the queue (on a loaded
        while hints.status(first_goal).waiting and time.monotonic() < deadline:  # machine, not at once)
            time.sleep(0.05)
        second = game(2)
        assert second["hints"]["waiting"] == 1  # queued behind the first: one build at a time
        assert web.delete(f"/api/games/{second['id']}").status_code == 204
        assert hints.status(first_goal).waiting == 0
        assert web.delete(f"/api/games/{first['id']}").status_code == 204
        deadline = time.monotonic() + 60
        while hints.cancelled < 1 and time.monotonic() < deadline:  # stopped at the end of a BFS layer
            time.sleep(0.05)
        assert hints.cancelled == 1
        assert web.get(f"/api/games/{first['id']}").status_code == 404


def test_a_forgotten_game_releases_its_table(db: Path) -> None:
    hints = Hints(max_queued=8)
    with TestClient(create_app(db, examiner_token=EXAMINER, hints=hints, max_games=1), base_url="http://127.0.0.1",
                    headers=AS_EXAMINER) as web:
        game = web.post("/api/games", json={"n": 10, "pegs": 6, "start": "random", "seed": 3}).json()
        goal = State.parse(game["goal"], pegs=6)
        assert hints.users(goal) == 1
        web.post("/api/games", json={"n": 3})  # room for one game: the first is forgotten
        assert hints.users(goal) == 0


# ---------------------------------------------------------------------- memory under a 10 MB body
def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _send(port: int, head: bytes, body_chunks: Iterator[bytes]) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(head)
        try:
            for chunk in body_chunks:
                conn.sendall(chunk)
        except OSError:  # the server answered and closed before the whole body went
            pass
        answer = b""
        while True:
            try:
                data = conn.recv(65536)
            except OSError:
                break
            if not data:
                break
            answer += data
        return answer


def test_a_10_mb_body_gets_a_short_413_and_the_server_stays_under_400_mb(tmp_path: Path) -> None:
    psutil = pytest.importorskip("psutil")
    port = _free_port()
    code = ("import uvicorn; from hanoi.web.app import create_app; "
            f"uvicorn.run(create_app({str(tmp_path / 'r.sqlite3')!r}, examiner_token={EXAMINER!r}), "
            f"host='127.0.0.1', port={port}, log_level='warning')")
    server = subprocess.Popen([sys.executable, "-c", code])
    try:
        process = psutil.Process(server.pid)
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
        before = process.memory_info().rss
        peak = [before]
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                peak[0] = max(peak[0], process.memory_info().rss)
                time.sleep(0.005)

        sampler = threading.Thread(target=sample)
        sampler.start()
        size = 10 << 20
        chunk = b"x" * 65536
        answers = []
        for head in (
            # a declared length over the limit: refused before a byte of the body is read
            f"POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"X-Hanoi-Examiner: {EXAMINER}\r\nContent-Length: {size}\r\n\r\n".encode(),
            # chunked, no length: counted as it streams
            f"POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"X-Hanoi-Examiner: {EXAMINER}\r\nTransfer-Encoding: chunked\r\n\r\n".encode(),
        ):
            chunked = b"chunked" in head
            body = (f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n" if chunked else chunk
                    for _ in range(size // len(chunk)))
            answers.append(_send(port, head, body))
        done.set()
        sampler.join()
        after = process.memory_info().rss
    finally:
        server.terminate()
        server.wait(timeout=10)
    for answer in answers:
        status, _, rest = answer.partition(b"\r\n")
        assert status.startswith(b"HTTP/1.1 413"), answer[:200]
        assert len(rest.partition(b"\r\n\r\n")[2]) < 100  # a short body, nothing echoed
    assert peak[0] < 400 << 20, f"peak RSS {peak[0] / 2**20:.0f} MiB (start {before / 2**20:.0f} MiB)"
    print(f"RSS: start {before / 2**20:.1f} MiB, peak {peak[0] / 2**20:.1f} MiB, after {after / 2**20:.1f} MiB")


# ---------------------------------------------------------------------- study files through the API
STUDY = """
name = "API study"
instructions = "Read me."
discontinue_after = 1
[[items]]
kind = "practice"
start = "A"
goal = "C"
[[items]]
start = "AA"
goal = "CC"
move_limit = 1
[[items]]
set = "bishop2001"
"""


def test_a_study_file_sets_instructions_practice_limits_and_the_discontinue_rule(web: TestClient) -> None:
    session = _start(web, problem_set="study", study=STUDY, problems=None)
    key = {"X-Hanoi-Key": session["handover"]["key"]}
    assert (session["instructions"], session["trial"]["kind"], session["trial"]["count"]) == ("Read me.", "practice",
                                                                                             15)
    sid = session["id"]
    web.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2}, headers=key)  # practice solved
    nxt = web.post(f"/api/sessions/{sid}/next", headers=key).json()
    assert (nxt["trial"]["kind"], nxt["trial"]["moves_left"]) == ("test", 1)  # the item's own move limit
    done = web.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 1}, headers=key).json()["session"]
    assert (done["trial"]["outcome"], done["finished"], done["discontinued"]) == ("moves", True, True)
    assert web.post(f"/api/sessions/{sid}/next", headers=key).status_code == 409
    listed = web.get("/api/sessions", headers=AS_EXAMINER).json()
    assert sid not in [item["id"] for item in listed]  # a discontinued test is over: nothing to resume


@pytest.mark.parametrize(("study", "words"), [
    ("items = [", "not valid TOML or JSON"),
    ('[[items]]\nset = "simon9999"', "no problem set 'simon9999'"),
    ('[[items]]\nstart = "AAA"\ngoal = "CCC"\nkind = "warmup"', "kind must be one of"),
    ('colour = "red"', "unknown study setting 'colour'"),
    ('[[items]]\nrandom = { discs = 3, distance = 99 }', "distance must be an integer in 1..63"),
])
def test_a_bad_study_file_is_refused_with_a_short_reason(web: TestClient, study: str, words: str) -> None:
    answer = web.post("/api/sessions", json={"participant": "P", "problem_set": "study", "study": study},
                      headers=AS_EXAMINER)
    assert answer.status_code == 400 and words in answer.json()["detail"], answer.text
    assert len(answer.content) < 400
