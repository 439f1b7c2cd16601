"""The Tower of London through the JSON API: pictures, free games, test sessions, resuming and bad input."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanoi.results.store import Records
from hanoi.variants.london import london_solve, problem_set
from hanoi.web import create_app
from hanoi.web.session import TestSession


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "results.sqlite3"


EXAMINER = "examiner-secret-of-the-london-tests"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    app = create_app(db, examiner_token=EXAMINER)
    with TestClient(app, base_url="http://127.0.0.1", headers={"X-Hanoi-Examiner": EXAMINER}) as test_client:
        yield test_client


def test_board_svg_draws_balls_on_pegs_of_their_heights(client: TestClient) -> None:
    answer = client.get("/api/board.svg", params={"state": "|21|3||"})
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("image/svg+xml")
    assert answer.text.count('class="ball"') == 3 and 'data-capacities="3,2,1"' in answer.text
    wide = client.get("/api/board.svg", params={"state": "|12345|||", "heights": "5,5,5"})
    assert wide.status_code == 200 and wide.text.count('class="ball"') == 5
    for params in ({"state": "|1234|||"}, {"state": "|21|3||", "heights": "3,2"},
                   {"state": "|21|3||", "heights": "3;2;1"}, {"state": "|2x|3||"}):
        bad = client.get("/api/board.svg", params=params)
        assert bad.status_code in (400, 422), params


def test_a_free_london_game_with_hint_and_solution(client: TestClient) -> None:
    answer = client.post("/api/games", json={"start": "london", "london_set": "tol-dx", "problem": 15})
    assert answer.status_code == 201
    game = answer.json()
    problem = problem_set("tol-dx").problems[14]
    assert (game["state"], game["goal"], game["variant"]) == (str(problem.start), str(problem.goal), "london")
    assert game["heights"] == [1, 2, 3] and game["min_moves"] == problem.min_moves
    assert game["hints"]["method"] == "search"
    solution = client.get(f"/api/games/{game['id']}/solution").json()
    assert solution["distance"] == problem.min_moves
    hint = client.get(f"/api/games/{game['id']}/hint").json()
    assert hint["move"] == solution["moves"][0]
    for move in solution["moves"]:
        outcome = client.post(f"/api/games/{game['id']}/moves",
                              json={"source": move["source"], "target": move["target"]}).json()
        assert outcome["legal"]
    assert outcome["game"]["solved"] and outcome["game"]["state"] == str(problem.goal)
    assert client.post("/api/games", json={"start": "london", "problem": 13}).status_code == 400
    assert client.post("/api/games", json={"start": "london", "london_set": "<b>"}).status_code == 422


def _session_move(client: TestClient, session: str, source: int, target: int, seq: int) -> dict[str, Any]:
    answer = client.post(f"/api/sessions/{session}/moves",
                         json={"source": source, "target": target, "seq": seq})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def test_a_london_session_records_refusals_and_resumes(client: TestClient, db: Path) -> None:
    answer = client.post("/api/sessions", json={"participant": "L02", "problem_set": "london",
                                                "london_set": "shallice"})
    assert answer.status_code == 201
    view = answer.json()
    session = view["id"]
    assert view["trial"]["variant"] == "london" and view["trial"]["heights"] == [3, 2, 1]
    assert view["trial"]["count"] == 12 and view["trial"]["shortest"] == 2
    first = _session_move(client, session, 0, 2, 1)  # 1AC
    refused = _session_move(client, session, 1, 2, 2)  # 3BC onto the full peg C
    assert first["legal"] and not refused["legal"] and refused["reason"] == "peg C is full (capacity 1)"
    restored = TestSession.restore(Records(db), session)  # a server restart rebuilds it from the file
    assert str(restored.game.state) == "|2|3|1|" and restored.illegal == 1
    assert restored.problem.start == problem_set("shallice").problems[0].start
    last = _session_move(client, session, 0, 1, 3)  # 2AB: solved
    assert last["session"]["trial"]["outcome"] == "solved"
    nine = problem_set("shallice").problems[8]
    assert len(london_solve(nine.start, nine.goal).paths) == 2
    bad = client.post("/api/sessions", json={"participant": "L03", "problem_set": "london", "london_set": "berg"})
    assert bad.status_code == 400 and "unknown problem set 'berg'" in bad.text
