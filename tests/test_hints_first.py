"""Hints while the distance table builds: exact search first, the board in play first, abandoned builds cancelled."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

import hanoi.web.hints as hints_module
from hanoi import State
from hanoi.web.hints import Hints


class FakeBuilds:
    """build_table stand-in: records the goals it starts, holds each build until released or cancelled."""

    def __init__(self) -> None:
        self.started: list[State] = []
        self.release = threading.Event()

    def __call__(self, goal: State, *, progress: Any = None, cancel: threading.Event | None = None) -> Any:
        self.started.append(goal)
        while not self.release.wait(0.01):
            if cancel is not None and cancel.is_set():
                raise InterruptedError("cancelled")
        from hanoi.space.distances import build_table

        return build_table(State.perfect(2, pegs=4, peg=3))  # a tiny real table: only the order matters here


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeBuilds]:
    builds = FakeBuilds()
    monkeypatch.setattr(hints_module, "build_table", builds)
    yield builds
    builds.release.set()


def _wait(condition: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def goal(peg: int, n: int = 9) -> State:
    return State.perfect(n, pegs=5, peg=peg)


def test_the_board_asked_for_last_is_built_first(fake: FakeBuilds) -> None:
    hints = Hints()
    hints.prepare(goal(1))
    _wait(lambda: len(fake.started) == 1)  # goal 1 builds; 2, 3, 4 wait
    for peg in (2, 3, 4):
        hints.prepare(goal(peg))
    assert hints.status(goal(2)).waiting == 1  # the page polls board 2: it is the one in play, next in line
    fake.release.set()
    _wait(lambda: len(fake.started) == 4)
    assert fake.started == [goal(1), goal(2), goal(4), goal(3)]  # then the newest first


def test_an_abandoned_build_is_cancelled_for_the_board_in_play(fake: FakeBuilds,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints_module, "ABANDONED_S", 0.2)
    hints = Hints()
    hints.prepare(goal(1))  # a board left at once
    _wait(lambda: len(fake.started) == 1)
    hints.prepare(goal(2))
    assert hints.cancelled == 0  # asked about 0 s ago: not abandoned yet
    time.sleep(0.3)
    hints.status(goal(2))  # the page of board 2 polls; nobody asked about board 1 for 0.3 s
    _wait(lambda: len(fake.started) == 2)
    assert fake.started == [goal(1), goal(2)] and hints.cancelled == 1
    assert hints.status(goal(2)).waiting == 0
    fake.release.set()
    _wait(lambda: hints.status(goal(2)).ready)
    assert not hints.status(goal(1)).ready  # asked again: built afresh, not lost for good
    _wait(lambda: hints.status(goal(1)).ready)


def test_a_waiting_hint_keeps_its_build_alive(fake: FakeBuilds, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints_module, "ABANDONED_S", 0.5)
    hints = Hints()
    waiter = threading.Thread(target=hints.table, args=(goal(1),), daemon=True)
    waiter.start()
    _wait(lambda: len(fake.started) == 1)
    time.sleep(1.6)  # longer than ABANDONED_S: the waiting request says every second that it still wants it
    hints.prepare(goal(2))
    time.sleep(0.1)
    assert hints.cancelled == 0 and fake.started == [goal(1)]
    fake.release.set()
    waiter.join(10)


@pytest.mark.parametrize("seed", range(4))
def test_hints_before_the_table_are_exact(seed: int) -> None:
    pytest.importorskip("numba")
    from hanoi.space.distances import build_table

    rng = random.Random(seed)
    n, pegs = 7, 5
    start = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
    end = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
    table = build_table(end)  # the truth: breadth-first search of all 5**7 states
    hints = Hints(max_queued=0)  # this service builds no table: every answer comes from search or memory
    moves = hints.quick_path(start, end, seconds=30)
    assert moves is not None and len(moves) == table.distance(start) and start.replay(moves) == end
    here = start
    for move in moves:  # following the hints: each later one is remembered, still optimal
        rest = hints.quick_path(here, end, seconds=0.0)
        assert rest is not None and len(rest) == table.distance(here)
        here = here.apply(move)


def test_a_classic_tower_is_answered_by_frame_stewart_at_once() -> None:
    hints = Hints(max_queued=0)
    start, end = State.perfect(10, pegs=6), State.perfect(10, pegs=6, peg=5)
    moves = hints.quick_path(start, end, seconds=0.0)  # no time to search at all
    assert moves is not None and len(moves) == 29 and start.replay(moves) == end  # BFS-confirmed (docs/play.md)


def test_a_failed_build_does_not_stop_the_builder(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[State] = []

    def flaky(goal: State, *, progress: Any = None, cancel: Any = None) -> Any:
        calls.append(goal)
        if len(calls) == 1:
            raise RuntimeError("a worker thread crashed")
        from hanoi.space.distances import build_table

        return build_table(goal)

    monkeypatch.setattr(hints_module, "build_table", flaky)
    hints = Hints()
    first, second = State.perfect(3, pegs=4, peg=3), State.perfect(3, pegs=4, peg=2)
    job = hints.prepare(first)
    assert job is not None and job.ready.wait(10) and job.table is None  # failed, and said so
    assert "RuntimeError" in str(job.error)
    assert hints.table(second, timeout=10) is not None  # the builder goes on with the next board
    assert hints.table(first, timeout=10) is not None  # and the failed one is built afresh when asked again


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # the thread is meant to die
def test_a_dead_builder_is_replaced_when_its_board_is_asked_about(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[State] = []
    go = threading.Event()

    def dying(goal: State, *, progress: Any = None, cancel: Any = None) -> Any:
        started.append(goal)
        if len(started) == 1:
            go.wait(10)
            raise SystemExit  # past every handler: the builder thread itself ends
        from hanoi.space.distances import build_table

        return build_table(goal)

    monkeypatch.setattr(hints_module, "build_table", dying)
    hints = Hints()
    hints.prepare(goal(1, n=3))
    _wait(lambda: len(started) == 1)
    hints.prepare(goal(2, n=3))  # waits behind board 1
    go.set()
    _wait(lambda: hints._worker is not None and not hints._worker.is_alive())
    dead = hints._worker
    hints.status(goal(2, n=3))  # the page of board 2 polls: a new builder starts (and may finish at once: no race)
    _wait(lambda: hints.status(goal(2, n=3)).ready)
    assert hints._worker is not dead and started == [goal(1, n=3), goal(2, n=3)]  # built by a new builder


def test_the_hint_endpoint_does_not_wait_for_the_table(fake: FakeBuilds) -> None:
    """Through the API, a random 10-disc, 6-peg board's first hint comes from the search while its table
    cannot finish (the fake build holds it); before, the endpoint waited for the table first."""
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    app = create_app(":memory:", hints=Hints(), examiner_token="t", games_per_minute=1000)
    with TestClient(app, base_url="http://127.0.0.1", headers={"X-Hanoi-Examiner": "t"}) as client:
        game = client.post("/api/games", json={"n": 10, "pegs": 6, "start": "random", "seed": 7}).json()
        _wait(lambda: len(fake.started) == 1)  # its table is building, and never finishes here
        began = time.monotonic()
        hint = client.get(f"/api/games/{game['id']}/hint").json()
        assert time.monotonic() - began < 20  # the search answered; the table would wait forever
        assert not fake.release.is_set() and len(fake.started) == 1
        state, end = State.parse(game["state"], pegs=6), State.parse(game["goal"], pegs=6)
        moves = Hints(max_queued=0).quick_path(state, end, seconds=60)
        assert moves is not None and hint["distance"] == len(moves)
        first = hint["move"]
        assert state.replay([m for m in moves[:0]]) == state and first is not None
        after = state.apply(next(m for m in state.legal_moves()
                                 if (m.source, m.target) == (first["source"], first["target"])))
        rest = Hints(max_queued=0).quick_path(after, end, seconds=60)
        assert rest is not None and len(rest) == len(moves) - 1  # the hinted move is on an optimal path
