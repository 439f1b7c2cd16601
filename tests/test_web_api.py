"""The JSON API of the browser game and test mode, through FastAPI's TestClient."""

from __future__ import annotations

import asyncio
import csv
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error

from hanoi import HanoiError, Move, State, min_moves, solve
from hanoi.paths import distance, path
from hanoi.results.export import PEBL_MOVE_COLUMNS, export_csv
from hanoi.results.store import Records
from hanoi.web import create_app

EXAMINER = "examiner-secret-of-the-tests"
AS_EXAMINER = {"X-Hanoi-Examiner": EXAMINER}


def _app(db: Path | str, **options: Any) -> Any:
    return create_app(db, examiner_token=EXAMINER, **options)


def _client(app: Any) -> TestClient:
    """A client on a loopback name, with the examiner's secret in every request."""
    return TestClient(app, base_url="http://127.0.0.1", headers=AS_EXAMINER)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "results.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with _client(_app(db)) as test_client:
        yield test_client


def _new(client: TestClient, **settings: Any) -> dict[str, Any]:
    response = client.post("/api/games", json=settings)
    assert response.status_code == 201, response.text
    return dict(response.json())


def _move(client: TestClient, game: str, source: int, target: int) -> dict[str, Any]:
    response = client.post(f"/api/games/{game}/moves", json={"source": source, "target": target})
    assert response.status_code == 200, response.text
    return dict(response.json())


# ---------------------------------------------------------------------- free play
@pytest.mark.parametrize("n", [1, 3, 5, 10])
def test_classic_game_shows_the_minimum_2_to_the_n_minus_1(client: TestClient, n: int) -> None:
    game = _new(client, n=n)
    assert (game["state"], game["goal"], game["moves"], game["solved"]) == ("A" * n, "C" * n, 0, False)
    assert game["min_moves"] == [1, 7, 31, 1023][[1, 3, 5, 10].index(n)]  # OEIS A000225
    assert game["stacks"] == [list(range(n, 0, -1)), [], []]


def test_playing_the_optimal_solution_solves_the_game_and_stops_the_clock(client: TestClient) -> None:
    game = _new(client, n=4)
    for move in solve(4):
        answer = _move(client, game["id"], move.source, move.target)
        assert answer["legal"] and answer["move"]["text"] == str(move)
    view = answer["game"]
    assert (view["state"], view["moves"], view["solved"]) == ("CCCC", 15, True)
    again = client.get(f"/api/games/{game['id']}").json()
    assert again["elapsed_ms"] == view["elapsed_ms"]


def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing(client: TestClient) -> None:
    game = _new(client, n=3)
    _move(client, game["id"], 0, 1)
    answer = _move(client, game["id"], 0, 1)
    assert answer["legal"] is False and answer["move"] is None
    assert answer["reason"] == "disc 2 cannot go onto the smaller disc 1 on peg B"
    assert (answer["game"]["state"], answer["game"]["moves"]) == ("AAB", 1)
    assert _move(client, game["id"], 2, 0)["reason"] == "peg C is empty"
    assert _move(client, game["id"], 1, 1)["reason"] == "source equals target"


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"source": 0, "target": 3}, 400, "target peg 3 is outside 0..2"),
        ({"source": 0, "target": 9}, 422, "less than or equal to 5"),
        ({"source": 0}, 422, "Field required"),
        ({"source": "A", "target": 1}, 422, "valid integer"),
        ({"source": 0, "target": 1, "extra": 1}, 422, "Extra inputs"),
    ],
)
def test_bad_move_requests_get_4xx_json_that_says_what_is_wrong(
    client: TestClient, body: dict[str, Any], status: int, words: str
) -> None:
    game = _new(client, n=3)
    response = client.post(f"/api/games/{game['id']}/moves", json=body)
    assert response.status_code == status
    assert words in response.text


def test_unknown_and_malformed_ids(client: TestClient) -> None:
    response = client.get("/api/games/no-such-game")
    assert response.status_code == 404
    assert response.json() == {"detail": "no game or session with id 'no-such-game' (it may have expired)"}
    assert client.get("/api/games/bad%20id").status_code == 422
    assert client.post("/api/sessions/nothing/next").status_code == 404


def test_undo_takes_back_the_last_move(client: TestClient) -> None:
    game = _new(client, n=3)
    refused = client.post(f"/api/games/{game['id']}/undo")
    assert refused.status_code == 409 and refused.json() == {"detail": "there is no move to undo", "code": "gone",
                                                             "params": {}}
    _move(client, game["id"], 0, 2)
    _move(client, game["id"], 0, 1)
    answer = client.post(f"/api/games/{game['id']}/undo").json()
    assert answer["move"]["text"] == "2AB"
    assert (answer["game"]["state"], answer["game"]["moves"]) == ("AAC", 1)
    reset = client.post(f"/api/games/{game['id']}/reset").json()
    assert (reset["state"], reset["moves"]) == ("AAA", 0)


def test_hint_and_solution_come_from_hanoi_paths(client: TestClient) -> None:
    game = _new(client, n=4)
    _move(client, game["id"], 0, 2)  # off the optimal path
    here, goal = State.parse("AAAC"), State.parse("CCCC")
    expected = list(path(here, goal))
    hint = client.get(f"/api/games/{game['id']}/hint").json()
    assert hint == {"move": {"disc": expected[0].disc, "source": expected[0].source, "target": expected[0].target,
                             "text": str(expected[0])}, "distance": distance(here, goal)}
    solution = client.get(f"/api/games/{game['id']}/solution").json()
    assert [m["text"] for m in solution["moves"]] == [str(m) for m in expected]
    for move in solution["moves"]:
        answer = _move(client, game["id"], move["source"], move["target"])
    assert answer["game"]["solved"] and answer["game"]["moves"] == 1 + len(expected)
    assert client.get(f"/api/games/{game['id']}/hint").json() == {"move": None, "distance": 0}


def test_random_games_are_seeded_and_show_the_true_distance(client: TestClient) -> None:
    first = _new(client, n=5, start="random", seed=7)
    second = _new(client, n=5, start="random", seed=7)
    assert (first["state"], first["goal"]) == (second["state"], second["goal"])
    assert first["state"] != first["goal"] and first["id"] != second["id"]
    assert first["min_moves"] == distance(State.parse(first["state"]), State.parse(first["goal"]))


def test_more_pegs_use_the_frame_stewart_minimum(client: TestClient) -> None:
    try:
        min_moves(4, pegs=4)
    except HanoiError as error:
        pytest.skip(f"hanoi.min_moves has no Frame–Stewart numbers yet: {error}")
    game = _new(client, n=4, pegs=4)
    assert (game["pegs"], game["goal"]) == (4, "DDDD")
    assert game["min_moves"] == 9  # OEIS A007664: 1, 3, 5, 9, 13, 17, 25, ...
    assert _move(client, game["id"], 0, 3)["legal"]


@pytest.mark.parametrize(("n", "pegs"), [(6, 4), (7, 5), (5, 6)])
def test_hints_on_more_pegs_come_from_the_distance_table_and_are_optimal(client: TestClient, n: int,
                                                                         pegs: int) -> None:
    pytest.importorskip("numba")
    game = _new(client, n=n, pegs=pegs, start="random", seed=n + pegs)
    assert game["hints"]["method"] == "distance table" and game["hints"]["states"] == pegs**n
    hint = client.get(f"/api/games/{game['id']}/hint")  # by exact search, or from the table: never refused
    assert hint.status_code == 200, hint.text
    start, goal = State.parse(game["state"], pegs=pegs), State.parse(game["goal"], pegs=pegs)
    expected = distance(start, goal)
    move = hint.json()["move"]
    assert hint.json()["distance"] == expected
    assert distance(start.apply(start.find_move(move["source"], move["target"])), goal) == expected - 1
    deadline = time.monotonic() + 120
    while not (view := client.get(f"/api/games/{game['id']}").json())["hints"]["ready"]:
        assert time.monotonic() < deadline, view["hints"]
        time.sleep(0.05)
    assert view["hints"]["progress"] == 1.0
    assert view["min_moves"] == expected and "breadth-first search" in view["min_moves_note"]
    solution = client.get(f"/api/games/{game['id']}/solution").json()
    assert solution["distance"] == expected and start.replay(
        [Move(m["disc"], m["source"], m["target"]) for m in solution["moves"]]) == goal


def test_a_random_game_of_many_pegs_starts_at_once_and_shows_progress(client: TestClient) -> None:
    pytest.importorskip("numba")
    game = _new(client, n=9, pegs=5, start="random", seed=99)  # 5**9 states: the table builds in the background
    hints = game["hints"]
    assert (hints["method"], hints["states"]) == ("distance table", 5**9)
    assert game["min_moves"] is not None or "working it out" in game["min_moves_note"]
    assert _move(client, game["id"], *_first_legal(game))["legal"]  # play goes on meanwhile
    assert client.get(f"/api/games/{game['id']}/hint").status_code == 200


def test_the_clock_starts_at_the_first_move(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.web.clock

    now = [5_000_000]
    monkeypatch.setattr(hanoi.web.clock, "now_ms", lambda: now[0])
    game = _new(client, n=2)
    now[0] += 60_000  # a minute of looking before the first move does not count
    assert client.get(f"/api/games/{game['id']}").json()["elapsed_ms"] == 0
    _move(client, game["id"], 0, 1)
    now[0] += 1500
    assert client.get(f"/api/games/{game['id']}").json()["elapsed_ms"] == 1500


def _first_legal(game: dict[str, Any]) -> tuple[int, int]:
    move = next(State.parse(game["state"], pegs=game["pegs"]).legal_moves())
    return move.source, move.target


def test_games_are_isolated_even_when_played_at_once(db: Path) -> None:
    async def scenario() -> None:
        transport = httpx.ASGITransport(app=_app(db))
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost", headers=AS_EXAMINER) as web:
            games = [(await web.post("/api/games", json={"n": 3})).json()["id"] for _ in range(20)]

            async def play(game: str, moves: int) -> None:
                for move in list(solve(3))[:moves]:
                    answer = await web.post(f"/api/games/{game}/moves",
                                            json={"source": move.source, "target": move.target})
                    assert answer.json()["legal"]

            await asyncio.gather(*(play(game, index % 8) for index, game in enumerate(games)))
            for index, game in enumerate(games):
                view = (await web.get(f"/api/games/{game}")).json()
                assert view["moves"] == index % 8
                expected = State.perfect(3).replay(list(solve(3))[: index % 8])
                assert view["state"] == str(expected)

    asyncio.run(scenario())


def test_a_game_takes_a_bounded_number_of_moves(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.web.play

    monkeypatch.setattr(hanoi.web.play, "MAX_MOVES", 4)
    game = _new(client, n=2)
    for source, target in ((0, 1), (1, 0), (0, 1), (1, 0)):
        assert _move(client, game["id"], source, target)["legal"]
    refused = client.post(f"/api/games/{game['id']}/moves", json={"source": 0, "target": 1})
    assert refused.status_code == 409 and "reached 4 moves" in refused.json()["detail"]


def test_old_games_are_forgotten_beyond_the_limit(db: Path) -> None:
    with _client(_app(db, max_games=2)) as web:
        ids = [web.post("/api/games", json={}).json()["id"] for _ in range(3)]
        assert [web.get(f"/api/games/{game}").status_code for game in ids] == [404, 200, 200]


def test_board_svg_draws_any_state(client: TestClient) -> None:
    response = client.get("/api/board.svg", params={"state": "ABCA", "highlight": "1AB"})
    assert response.status_code == 200 and response.headers["content-type"] == "image/svg+xml"
    assert response.text.startswith("<svg") and response.text.count('data-disc="') == 4
    bad = client.get("/api/board.svg", params={"state": "AXB"})
    assert bad.status_code == 400
    assert bad.json() == {"detail": "invalid state 'AXB': letter 'X' names no peg of 3 (A..C)",
                          "code": "invalid_state", "params": {}}  # the page translates by the code
    illegal = client.get("/api/board.svg", params={"state": "AB", "highlight": "2AB"})
    assert illegal.status_code == 400 and "smaller disc 1" in illegal.json()["detail"]


def test_the_page_and_its_modules_are_served_with_a_strict_policy(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert '<script type="module" src="/static/main.js">' in page.text
    for name in ("main.js", "board.js", "api.js", "page.js", "play.js", "test.js", "kiosk.js", "style.css"):
        assert client.get(f"/static/{name}").status_code == 200
    for name in ("main.js", "board.js", "page.js", "play.js", "test.js", "kiosk.js", "recursion.js", "classroom.js"):
        assert "innerHTML" not in client.get(f"/static/{name}").text, name
    assert "textContent" in client.get("/static/page.js").text


# ---------------------------------------------------------------------- test mode
def _session(client: TestClient, **settings: Any) -> dict[str, Any]:
    response = client.post("/api/sessions", json={"participant": "P01", **settings})
    assert response.status_code == 201, response.text
    return dict(response.json())


def _attempt(client: TestClient, session: str, source: int, target: int) -> dict[str, Any]:
    response = client.post(f"/api/sessions/{session}/moves", json={"source": source, "target": target})
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_a_test_session_records_every_attempt(client: TestClient, db: Path, tmp_path: Path) -> None:
    session = _session(client, problem_set="file", problems="AA CC\n# comment\n111 333\n")
    assert session["trial"]["index"] == 1 and session["trial"]["count"] == 2
    assert session["trial"]["shortest"] == 3
    sid = session["id"]
    assert _attempt(client, sid, 0, 1)["legal"]
    refused = _attempt(client, sid, 0, 1)
    assert refused["legal"] is False and refused["session"]["trial"]["illegal"] == 1
    assert client.post(f"/api/sessions/{sid}/next").status_code == 409  # still running
    for source, target in ((0, 2), (1, 2)):
        answer = _attempt(client, sid, source, target)
    assert answer["session"]["trial"]["outcome"] == "solved"
    assert client.post(f"/api/sessions/{sid}/moves", json={"source": 2, "target": 0}).status_code == 409
    second = client.post(f"/api/sessions/{sid}/next").json()
    assert (second["trial"]["index"], second["trial"]["state"], second["trial"]["shortest"]) == (2, "AAA", 7)
    for move in solve(3):
        answer = _attempt(client, sid, move.source, move.target)
    assert answer["session"]["finished"] is True
    results = answer["session"]["results"]
    assert [(r["shortest"], r["steps"], r["excess"], r["illegal"], r["success"]) for r in results] == [
        (3, 3, 0, 1, True), (7, 7, 0, 0, True)]
    assert client.post(f"/api/sessions/{sid}/next").status_code == 409
    with Records(db) as records:
        export_csv(records, tmp_path)
    rows = list(csv.DictReader((tmp_path / "toh.csv").open()))
    assert tuple(rows[0])[:10] == PEBL_MOVE_COLUMNS
    assert [row["current"] for row in rows[:5]] == ["11", "12", "32", "33", "111"]
    assert len(list(csv.DictReader((tmp_path / "toh-attempts.csv").open()))) == 4 + 7


def test_random_problems_have_the_minimum_distance(client: TestClient) -> None:
    session = _session(client, discs=4, min_distance=10, count=3, seed=3)
    trial = session["trial"]
    assert trial["n"] == 4 and trial["shortest"] >= 10
    assert trial["shortest"] == distance(State.parse(trial["state"]), State.parse(trial["goal"]))


def test_the_move_limit_ends_a_problem(client: TestClient) -> None:
    session = _session(client, problem_set="file", problems="AAA CCC", move_limit=2)
    sid = session["id"]
    _attempt(client, sid, 0, 1)
    answer = _attempt(client, sid, 0, 2)
    trial = answer["session"]["trial"]
    assert (trial["outcome"], trial["moves_left"], answer["session"]["finished"]) == ("moves", 0, True)
    assert answer["session"]["results"][0]["success"] is False


def test_the_time_limit_ends_a_problem(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.web.clock

    clock = [1_000_000]
    monkeypatch.setattr(hanoi.web.clock, "now_ms", lambda: clock[0])
    session = _session(client, problem_set="file", problems="AA CC\nAA BB", time_limit_s=5)
    sid = session["id"]
    assert _attempt(client, sid, 0, 1)["session"]["trial"]["time_left_ms"] == 5000
    clock[0] += 6000
    view = client.get(f"/api/sessions/{sid}").json()
    assert (view["trial"]["outcome"], view["trial"]["time_left_ms"]) == ("time", 0)
    assert view["results"][0]["time_ms"] == 0  # PEBL's time of a timed-out problem: that of its last move
    late = client.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2})
    assert late.status_code == 409 and "over (time)" in late.json()["detail"]
    assert client.post(f"/api/sessions/{sid}/next").json()["trial"]["time_left_ms"] == 5000


@pytest.mark.parametrize(
    ("settings", "status", "words"),
    [
        ({"participant": "   "}, 422, "the participant id is blank"),
        ({"participant": "a\x00b"}, 422, "pattern"),
        ({"participant": "a\x01b"}, 422, "pattern"),
        ({"participant": "x" * 65}, 422, "at most 64"),
        ({"problem_set": "file"}, 400, "needs the text of a problem file"),
        ({"problem_set": "file", "problems": "AAA XYZ"}, 400, "line 1: invalid state 'XYZ'"),
        ({"problem_set": "file", "problems": "AAA CCC\nAA"}, 400, "line 2: expected 'START GOAL'"),
        ({"discs": 3, "min_distance": 8}, 400, "the largest distance is 7"),
        ({"discs": 6}, 422, "less than or equal to 5"),
    ],
)
def test_bad_session_settings_get_4xx(client: TestClient, settings: dict[str, Any], status: int, words: str) -> None:
    response = client.post("/api/sessions", json={"participant": "P01", **settings})
    assert response.status_code == status, response.text
    assert words in response.text


def test_user_text_comes_back_as_data(client: TestClient) -> None:
    name = '<script>alert("x")</script>'
    session = _session(client, participant=name, problem_set="file", problems="A C")
    assert session["participant"] == name  # JSON data; the page writes it with textContent


def test_a_session_survives_a_server_restart_with_its_time_and_moves(db: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.web.clock

    now = [10_000_000]
    monkeypatch.setattr(hanoi.web.clock, "now_ms", lambda: now[0])
    with _client(_app(db)) as first:
        session = first.post("/api/sessions", json={"participant": "P09", "problem_set": "file",
                                                    "problems": "AAA CCC\nAA CC", "time_limit_s": 60}).json()
        sid = session["id"]
        first.post(f"/api/sessions/{sid}/shown", json={"trial": 1, "at": 10_000_004.25})
        now[0] += 2000
        moved = first.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2, "seq": 1,
                                                               "lift_at": 10_001_500.5, "drop_at": 10_001_900.75})
        assert moved.json()["legal"] and moved.json()["session"]["next_seq"] == 2
        now[0] += 1000
        first.post(f"/api/sessions/{sid}/heartbeat", json={"trial": 1, "at": 10_002_990.0})
    now[0] += 600_000  # the server is down for ten minutes
    with _client(_app(db)) as second:  # a new server process on the same file
        listed = second.get("/api/sessions").json()
        assert [(item["id"], item["participant"], item["problem"], item["count"]) for item in listed] == [
            (sid, "P09", 1, 2)]
        view = second.get(f"/api/sessions/{sid}").json()
        trial = view["trial"]
        assert (trial["state"], trial["steps"], trial["elapsed_ms"], trial["time_left_ms"]) == ("AAC", 1, 3000, 57000)
        assert view["next_seq"] == 2 and view["participant"] == "P09"
        resent = second.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 2, "seq": 1})
        assert resent.json()["move"]["text"] == "1AC"  # the lost answer of attempt 1: not recorded twice
        second.post(f"/api/sessions/{sid}/shown", json={"trial": 1, "at": 10_603_000.0})  # resumed
        now[0] += 500
        answer = second.post(f"/api/sessions/{sid}/moves", json={"source": 0, "target": 1, "seq": 2}).json()
        assert answer["session"]["trial"]["elapsed_ms"] == 3500  # the ten minutes down count nowhere
        skipped = second.post(f"/api/sessions/{sid}/moves", json={"source": 2, "target": 1, "seq": 9})
        assert skipped.status_code == 409 and "skips ahead" in skipped.json()["detail"]
    with Records(db) as records:
        (attempt, _) = [dict(row) for row in records.attempts_of(1)]
    assert (attempt["lift_at"], attempt["drop_at"], attempt["seq"]) == (10_001_500.5, 10_001_900.75, 1)


# ---------------------------------------------------------------------- schemathesis
APP = create_app(":memory:", examiner_token=EXAMINER, hosts=["testserver", "127.0.0.1"])
SCHEMA = schemathesis.openapi.from_asgi("/openapi.json", APP)
with _client(APP) as _setup:
    LIVE = {
        "game_id": [_setup.post("/api/games", json=body).json()["id"]
                    for body in ({"n": 3}, {"n": 2, "pegs": 4, "start": "random", "seed": 1})],
        "session_id": [_setup.post("/api/sessions", json={"participant": "fuzz", "problem_set": "file",
                                                         "problems": "AAA CCC", "time_limit_s": 3600}).json()["id"]],
    }


@SCHEMA.parametrize()
@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_schemathesis_finds_no_server_error(case: schemathesis.Case) -> None:
    """Fuzz every operation from the OpenAPI schema; ids are swapped for live games half the time."""
    for name, ids in LIVE.items():
        if case.path_parameters and name in case.path_parameters and zlib.crc32(repr(case.body).encode()) % 2:
            case.path_parameters[name] = ids[zlib.crc32(repr(case.query).encode()) % len(ids)]
    case.call_and_validate(checks=[not_a_server_error], headers=AS_EXAMINER)


@pytest.mark.parametrize(("settings", "code", "params"), [
    ({"problem_set": "file", "problems": "AAA CCC\nAXA CCC\n"}, "problems.state", {"line": 2}),
    ({"problem_set": "file", "problems": "AAA\n"}, "problems.syntax", {"line": 1}),
    ({"problem_set": "file", "problems": "AAA CC\n"}, "problems.discs_differ", {"line": 1}),
    ({"problem_set": "file", "problems": "AAA AAA\n"}, "problems.solved", {"line": 1}),
    ({"problem_set": "file", "problems": "# nothing\n"}, "problems.empty", {}),
    ({"problem_set": "random", "discs": 3, "min_distance": 31}, "problems.too_far",
     {"discs": 3, "distance": 31, "largest": 7}),
    ({"problem_set": "study", "study": "items = [\n"}, "study.invalid", {}),
])
def test_a_refused_test_form_names_its_message_for_the_page(client: TestClient, settings: dict[str, Any], code: str,
                                                            params: dict[str, Any]) -> None:
    """The page says a refusal in its language by the code; the English sentence stays in detail."""
    response = client.post("/api/sessions", json={"participant": "P01", **settings})
    body = response.json()
    assert response.status_code == 400 and body["code"] == code and body["params"] == params, body
    line = params.get("line")
    assert line is None or body["detail"].startswith(f"line {line}:"), body  # the same line the sentence names
