"""Panex against independent facts: the published OEIS terms, and a search of its own.

The terms are copied from OEIS A109175 (the transfer, Manasse, Sleator, Wei and Baxter 2005)
and A109224 (the exchange; a(9) by Bagley 2008, a(10)-a(13) by Kisman 2010).  The second search
below is written from the rules alone, on explicit layers, one direction only, and shares no
code with :mod:`hanoi.variants.panex`.
"""

from __future__ import annotations

import json
from collections import deque

import pytest

from hanoi import HanoiError, IllegalMoveError
from hanoi.errors import InvalidArgumentError, InvalidMoveError, InvalidStateError, SearchLimitError, TooLargeError
from hanoi.variants.panex import (
    PANEX_EXCHANGE,
    PANEX_TRANSFER,
    PanexMove,
    PanexState,
    panex_min_moves,
    panex_path,
    panex_search,
)

A109175 = [1, 3, 9, 24, 58, 143, 345, 836, 2018, 4875, 11769, 28416, 68602, 165623, 399849, 965324, 2330498,
           5626323, 13583145, 32792616, 79168378, 191129375, 461427129, 1113983636, 2689394402, 6492772443,
           15674939289, 37842651024, 91360241338]  # offset 1
A109224 = [3, 13, 42, 128, 343, 881, 2189, 5359, 13023, 31537, 76245, 184191, 444807]  # offset 1


# --------------------------------------------------------------------------- an independent search
def own_successors(position: tuple[tuple[tuple[int, int], ...], ...], n: int) -> list:
    """Tracks as tuples of (tile, layer) bottom to top, each tile as low as it may go; the rules written anew."""
    found = []
    for s in range(3):
        if not position[s]:
            continue
        tile, _ = position[s][-1]
        for t in range(3):
            if t == s:
                continue
            if {s, t} == {0, 2} and position[1] and position[1][-1][1] == 0:
                continue  # the channel above the middle track is taken
            floor = position[t][-1][1] - 1 if position[t] else n
            layer = min(floor, abs(tile))
            if layer < 0:
                continue
            moved = list(position)
            moved[s] = position[s][:-1]
            moved[t] = (*position[t], (tile, layer))
            found.append(tuple(moved))
    return found


def own_layout(state: PanexState) -> tuple[tuple[tuple[int, int], ...], ...]:
    result = []
    for track in state.tracks:
        layer, placed = state.n + 1, []
        for tile in track:
            layer = min(abs(tile), layer - 1)
            placed.append((tile, layer))
        result.append(tuple(placed))
    return tuple(result)


def own_bfs(n: int) -> dict:
    start = own_layout(PanexState.start(n))
    distance = {start: 0}
    queue = deque([start])
    while queue:
        position = queue.popleft()
        for after in own_successors(position, n):
            if after not in distance:
                distance[after] = distance[position] + 1
                queue.append(after)
    return distance


@pytest.mark.parametrize("n", [1, 2, 3])
def test_the_rules_and_both_tasks_equal_an_independent_search(n: int) -> None:
    distance = own_bfs(n)
    assert distance[own_layout(PanexState.transferred(n))] == A109175[n - 1] == panex_min_moves(n)
    assert distance[own_layout(PanexState.exchanged(n))] == A109224[n - 1] == panex_min_moves(n, task="exchange")
    for position in distance:  # every reachable position: the same moves, each one undone by its reverse
        state = PanexState(tuple(tuple(tile for tile, _ in track) for track in position))
        assert own_layout(state) == position
        moves = state.legal_moves()
        assert sorted(own_layout(state.apply(m)) for m in moves) == sorted(own_successors(position, n))
        for move in moves:
            assert state.apply(move).apply(PanexMove(move.tile, move.target, move.source)) == state


def test_the_search_finds_the_published_minima() -> None:
    for n in range(1, 6):
        assert panex_search(PanexState.start(n), PanexState.transferred(n)) == A109175[n - 1]
    for n in range(1, 5):
        assert panex_search(PanexState.start(n), PanexState.exchanged(n)) == A109224[n - 1]


def test_min_moves_are_the_published_terms() -> None:
    assert [panex_min_moves(n) for n in range(1, len(A109175) + 1)] == A109175
    assert [panex_min_moves(n, task="exchange") for n in range(1, 14)] == A109224
    assert list(PANEX_TRANSFER) == A109175[: len(PANEX_TRANSFER)] and list(PANEX_EXCHANGE) == A109224
    assert panex_min_moves(0) == 0


@pytest.mark.parametrize("n", [2, 3, 4])
def test_paths_are_legal_and_reach_the_goal(n: int) -> None:
    for goal in (PanexState.transferred(n), PanexState.exchanged(n)):
        state = PanexState.start(n)
        for move in panex_path(state, goal):
            state = state.apply(move)  # raises on an illegal move
        assert state == goal
    mid = PanexState.parse("|2|1a|b|")
    assert panex_search(mid, mid) == 0 and panex_path(mid, mid) == []


def test_values_and_text() -> None:
    start = PanexState.start(3)
    assert str(start) == "|321||cba|" and PanexState.parse(str(start)) == start and hash(start)
    assert start.layers() == ((3, 2, 1), (), (3, 2, 1))
    assert PanexState.parse("|2||ba1|").layers() == ((2,), (), (2, 1, 0))
    assert str(PanexMove(-3, 1, 2)) == "cBC" and PanexMove.parse("cBC") == PanexMove(-3, 1, 2)


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: PanexState.parse("|21||ba"), InvalidStateError),
        (lambda: PanexState.parse("|21||bz|"), InvalidStateError),
        (lambda: PanexState.parse("|21||b|"), InvalidStateError),
        (lambda: PanexState.parse("|21ba|||"), InvalidStateError),
        (lambda: PanexState(((1,), ())), InvalidStateError),  # type: ignore[arg-type]
        (lambda: PanexState.start(10), InvalidArgumentError),
        (lambda: PanexState.start(0), InvalidArgumentError),
        (lambda: PanexMove(0, 0, 1), InvalidMoveError),
        (lambda: PanexMove(1, 1, 1), InvalidMoveError),
        (lambda: PanexMove.parse("1AD"), InvalidMoveError),
        (lambda: PanexState.start(2).apply(PanexMove(2, 0, 1)), IllegalMoveError),
        (lambda: PanexState.start(2).apply(PanexMove(1, 1, 0)), IllegalMoveError),
        (lambda: PanexState.parse("|2|1a|b|").apply(PanexMove(2, 0, 2)), IllegalMoveError),
        (lambda: PanexState.parse("|2|ba1||").apply(PanexMove(2, 0, 1)), IllegalMoveError),
        (lambda: panex_min_moves(14, task="exchange"), InvalidArgumentError),
        (lambda: panex_min_moves(3, task="swap"), InvalidArgumentError),
        (lambda: panex_min_moves(10**9), TooLargeError),
        (lambda: panex_search(PanexState.start(2), PanexState.start(3)), InvalidArgumentError),
        (lambda: panex_search(PanexState.start(4), PanexState.exchanged(4), max_states=1000), SearchLimitError),
    ],
)
def test_bad_input_is_refused_clearly(call: object, error: type[Exception]) -> None:
    with pytest.raises(error) as caught:
        call()  # type: ignore[operator]
    assert isinstance(caught.value, HanoiError) and len(str(caught.value)) < 300


# --------------------------------------------------------------------------- the command line
def run(*args: str) -> tuple[int, str, str]:
    from typer.testing import CliRunner

    import hanoi.cli  # noqa: F401  (registers every command)
    from hanoi.cli.app import app

    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_the_panex_command() -> None:
    code, out, _ = run("panex", "3", "--task", "exchange", "-f", "json")
    data = json.loads(out)
    assert code == 0 and data["min_moves"] == A109224[2] == len(data["moves"])
    state = PanexState.parse(data["start"])
    for text in data["moves"]:
        state = state.apply(PanexMove.parse(text))
    assert state == PanexState.exchanged(3)
    code, out, _ = run("panex", "3")
    assert code == 0 and out.splitlines()[0] == "9 moves from |321||cba| to ||321|cba|"
    assert run("panex", "10", "--task", "exchange", "--count")[1].splitlines()[0] == "31537"
    assert run("panex", "20", "--count")[1].splitlines()[0] == str(A109175[19])
    for args, wanted in ((["panex"], 2), (["panex", "12"], 2), (["panex", "--from", "|21||ba|"], 2),
                         (["panex", "--from", "|21||ba|", "--to", "|21||bx|"], 2),
                         (["panex", "4", "--task", "exchange", "--max-states", "50"], 1),
                         (["panex", "14", "--task", "exchange", "--count"], 2)):
        code, _, err = run(*args)
        assert code == wanted and "Traceback" not in err and len(err.strip()) < 300
