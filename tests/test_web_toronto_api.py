"""The Tower of Toronto through the JSON API: its picture, a free game with hints, a study session, bad input."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from hanoi import Move, Rules, State
from hanoi.toronto import TORONTO_HEX
from hanoi.web import create_app

EXAMINER = "examiner-secret-of-the-toronto-api-tests"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(tmp_path / "results.sqlite3", examiner_token=EXAMINER)
    with TestClient(app, base_url="http://127.0.0.1", headers={"X-Hanoi-Examiner": EXAMINER}) as test_client:
        yield test_client


def test_board_svg_draws_the_toronto_colours_on_request(client: TestClient) -> None:
    answer = client.get("/api/board.svg", params={"state": "AAAA", "variant": "toronto", "numbers": "true"})
    assert answer.status_code == 200 and 'class="hanoi-board toronto"' in answer.text
    assert all(f'fill="{TORONTO_HEX[c]}"' in answer.text for c in ("white", "yellow", "red", "black"))
    plain = client.get("/api/board.svg", params={"state": "AAAA"})
    assert "toronto" not in plain.text and f'fill="{TORONTO_HEX["yellow"]}"' not in plain.text
    for params in ({"state": "AAAAAAA", "variant": "toronto"}, {"state": "AA", "variant": "sizes"}):
        assert client.get("/api/board.svg", params=params).status_code in (400, 422), params


def test_a_free_toronto_game_refuses_a_darker_disc_and_hints_the_classic_path(client: TestClient) -> None:
    answer = client.post("/api/games", json={"start": "toronto", "n": 3})
    assert answer.status_code == 201
    game = answer.json()
    assert (game["state"], game["goal"], game["variant"], game["min_moves"]) == ("AAA", "CCC", "toronto", 7)
    first = client.post(f"/api/games/{game['id']}/moves", json={"source": 0, "target": 2}).json()
    assert first["legal"] and first["game"]["state"] == "AAC"
    refused = client.post(f"/api/games/{game['id']}/moves", json={"source": 0, "target": 2}).json()
    assert not refused["legal"]
    assert refused["reason"] == "the darker yellow disc 2 cannot go onto the lighter white disc 1 on peg C"
    solution = client.get(f"/api/games/{game['id']}/solution").json()
    start = State.parse("AAC", rules=Rules.toronto())
    moves = [Move(m["disc"], m["source"], m["target"]) for m in solution["moves"]]
    assert solution["distance"] == 6 and start.replay(moves) == State.parse("CCC", rules=Rules.toronto())
    too_many = client.post("/api/games", json={"start": "toronto", "n": 7})
    assert too_many.status_code == 400 and "at most 6 colours" in too_many.text


def test_a_toronto_study_session_keeps_its_colours_after_a_restart(client: TestClient, tmp_path: Path) -> None:
    study = 'variant = "toronto"\n[[items]]\nstart = "AA"\ngoal = "CC"\n'
    answer = client.post("/api/sessions", json={"participant": "T1", "problem_set": "study", "study": study})
    assert answer.status_code == 201
    session = answer.json()
    assert session["trial"]["variant"] == "toronto"
    key = session["handover"]["key"]
    moved = client.post(f"/api/sessions/{session['id']}/moves", headers={"X-Hanoi-Key": key},
                        json={"source": 0, "target": 1, "seq": 1})
    assert moved.status_code == 200, moved.text
    # a new server on the same database (a restart) rebuilds the session with its rules
    with TestClient(create_app(tmp_path / "results.sqlite3", examiner_token=EXAMINER), base_url="http://127.0.0.1",
                    headers={"X-Hanoi-Examiner": EXAMINER}) as again:
        refused = again.post(f"/api/sessions/{session['id']}/moves", headers={"X-Hanoi-Key": key},
                             json={"source": 0, "target": 1, "seq": 2})
        assert refused.status_code == 200, refused.text
        assert refused.json()["reason"] == "the darker yellow disc 2 cannot go onto the lighter white disc 1 on peg B"
        assert again.get(f"/api/sessions/{session['id']}").json()["trial"]["variant"] == "toronto"
