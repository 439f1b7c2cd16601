"""The Chinese rings against independent facts: a breadth-first search of the two move rules, and OEIS.

The search knows only the rules as Hinz, Klavžar and Petr state them (ring 1 always; the ring
after the first ring on), written here from scratch on integers, so it shares no code with the
Gray code closed forms it checks.  OEIS terms are copied from the entries.
"""

from __future__ import annotations

import itertools
import json
from collections import deque

import pytest

from hanoi import HanoiError, IllegalMoveError
from hanoi.errors import InvalidArgumentError, InvalidStateError, StepOutOfRangeError, TooLargeError
from hanoi.variants.rings import (
    RingMove,
    RingsState,
    rings_distance,
    rings_min_moves,
    rings_move_at,
    rings_path,
    rings_solve,
    rings_state_at,
)

# A000975, offset 0: fewest moves, all rings on to all off, one ring a move (MathWorld "Baguenaudier")
A000975 = [0, 1, 2, 5, 10, 21, 42, 85, 170, 341, 682, 1365, 2730, 5461, 10922, 21845, 43690, 87381]
# A051049, offset 1: the same when the two end rings moved together count as one move
A051049 = [1, 1, 4, 7, 16, 31, 64, 127, 256, 511, 1024, 2047]
# A001511, offset 1: the ruler function, the Gros sequence of the ring that moves
A001511 = [1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 6]
BFS_N = range(0, 13)  # 2**12 positions: every n here is searched in well under a second


def neighbours(value: int, n: int, double: bool) -> list[int]:
    """The rules on integers (bit i is ring i+1): ring 1 always; ring j+1 when ring j is the lowest ring on."""
    found = [value ^ 1] if n else []
    if value:
        low = (value & -value).bit_length()  # ring `low` is the first ring on
        if low < n:
            found.append(value ^ (1 << low))
    if double and n >= 2 and (value & 3) in (0, 3):
        found.append(value ^ 3)
    return found


def bfs(n: int, source: int, double: bool) -> dict[int, int]:
    distance = {source: 0}
    queue = deque([source])
    while queue:
        value = queue.popleft()
        for after in neighbours(value, n, double):
            if after not in distance:
                distance[after] = distance[value] + 1
                queue.append(after)
    return distance


def as_value(state: RingsState) -> int:
    return int(str(state) or "0", 2)


@pytest.mark.parametrize("double", [False, True])
def test_min_moves_equal_the_search_and_oeis(double: bool) -> None:
    for n in BFS_N:
        searched = bfs(n, (1 << n) - 1, double)
        assert len(searched) == 2**n  # every position is reachable: the graph is connected
        assert rings_min_moves(n, double=double) == searched[0]
    assert [rings_min_moves(n) for n in range(len(A000975))] == A000975
    assert [rings_min_moves(n, double=True) for n in range(1, len(A051049) + 1)] == A051049


@pytest.mark.parametrize("double", [False, True])
def test_every_distance_equals_the_search(double: bool) -> None:
    for n in range(0, 8):
        states = [RingsState.from_rank(n, rank) for rank in range(2**n)]
        for start in states:
            searched = bfs(n, as_value(start), double)
            for goal in states:
                assert rings_distance(start, goal, double=double) == searched[as_value(goal)]


@pytest.mark.parametrize("double", [False, True])
def test_paths_are_legal_and_shortest(double: bool) -> None:
    # the walk decides on the rank's block of four and that block's parity: n = 5 has 8 blocks, every
    # chord of a double move in both directions, from every start to every goal; n = 6 had 4x the pairs
    for n in range(0, 6):
        for start, goal in itertools.product(range(2**n), repeat=2):
            first, last = RingsState.from_rank(n, start), RingsState.from_rank(n, goal)
            state = first
            moves = list(rings_path(first, last, double=double))
            for move in moves:
                assert move in state.legal_moves(double=double)
                state = state.apply(move)  # raises on an illegal move
            assert state == last and len(moves) == rings_distance(first, last, double=double)


def test_without_double_the_path_is_the_gray_code() -> None:
    # the state graph is a path: every position has at most two neighbours, the two ends one
    for n in range(1, 9):
        degrees = [len(neighbours(value, n, False)) for value in range(2**n)]
        assert degrees.count(1) == 2 and set(degrees) <= {1, 2}
        assert [str(RingsState.from_rank(n, k)) for k in range(2**n)] == [format(k ^ (k >> 1), f"0{n}b")
                                                                          for k in range(2**n)]


@pytest.mark.parametrize("double", [False, True])
def test_move_at_and_state_at_equal_the_replay(double: bool) -> None:
    for n in range(0, 11):
        state = RingsState.all_on(n)
        assert rings_state_at(n, 0, double=double) == state
        for k, move in enumerate(rings_solve(n, double=double), 1):
            assert rings_move_at(n, k, double=double) == move
            state = state.apply(move)
            assert rings_state_at(n, k, double=double) == state
        assert state == RingsState.all_off(n)


def test_the_rings_that_move_follow_the_gros_sequence() -> None:
    # taking the rings off is the reverse of putting them on, which toggles ring A001511(k) at step k
    n = 5
    moves = list(rings_solve(n))
    backwards = [move.ring for move in reversed(moves)]
    assert backwards == A001511[: len(backwards)]


def test_direct_access_far_out() -> None:
    n = 200
    k = rings_min_moves(n) - 3
    state = rings_state_at(n, k)
    assert rings_distance(state, RingsState.all_off(n)) == 3
    assert [str(move) for move in rings_path(state, RingsState.all_off(n))] == [
        str(rings_move_at(n, k + i)) for i in (1, 2, 3)
    ]
    assert rings_min_moves(10**6) % 3 in (0, 1, 2) and rings_min_moves(10**6).bit_length() == 10**6


def test_values_and_text() -> None:
    assert RingsState.parse("101") == RingsState((1, 0, 1)) and hash(RingsState.parse("101"))
    assert str(RingsState.all_on(4)) == "1111" and RingsState.all_off(0).n == 0
    assert RingMove.parse(str(RingMove(7, on=True))) == RingMove(7, on=True)
    assert RingMove(2, on=True) != RingMove(2, on=True, double=True)
    assert RingsState.parse("1011").rank == 0b1101  # the inverse Gray code


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: RingsState.parse("12"), InvalidStateError),
        (lambda: RingsState((True, False)), InvalidStateError),
        (lambda: RingsState("101"), InvalidStateError),  # type: ignore[arg-type]
        (lambda: RingMove(0, on=True), InvalidArgumentError),
        (lambda: RingMove.parse("3 of"), HanoiError),
        (lambda: RingsState.parse("10").apply(RingMove(1, on=False)), IllegalMoveError),
        (lambda: RingsState.parse("10").apply(RingMove(3, on=True)), IllegalMoveError),
        (lambda: RingsState.parse("100").apply(RingMove(3, on=False)), IllegalMoveError),
        (lambda: rings_min_moves(-1), InvalidArgumentError),
        (lambda: rings_min_moves(2.0), InvalidArgumentError),  # type: ignore[arg-type]
        (lambda: rings_min_moves(3, double=1), InvalidArgumentError),  # type: ignore[arg-type]
        (lambda: rings_min_moves(10**12), TooLargeError),
        (lambda: rings_solve(10**9), TooLargeError),
        (lambda: rings_move_at(3, 0), StepOutOfRangeError),
        (lambda: rings_move_at(3, 6), StepOutOfRangeError),
        (lambda: rings_state_at(3, 6, double=True), StepOutOfRangeError),
        (lambda: rings_distance(RingsState.parse("1"), RingsState.parse("10")), InvalidArgumentError),
        (lambda: rings_path(RingsState.parse("1"), "0"), InvalidArgumentError),  # type: ignore[arg-type]
        (lambda: RingsState.from_rank(2, 4), InvalidArgumentError),
        (lambda: RingsState.all_off(0).is_on(1), InvalidArgumentError),
        (lambda: RingsState.all_off(3).is_on(4), InvalidArgumentError),
    ],
)
def test_bad_input_is_refused_clearly(call: object, error: type[Exception]) -> None:
    with pytest.raises(error) as caught:
        call()  # type: ignore[operator]
    assert isinstance(caught.value, HanoiError) and len(str(caught.value)) < 300


def test_generators_check_their_arguments_when_called() -> None:
    with pytest.raises(InvalidArgumentError):
        rings_solve(-1)
    with pytest.raises(InvalidArgumentError):
        rings_path(RingsState.parse("1"), RingsState.parse("0"), double="yes")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the command line
def run(*args: str) -> tuple[int, str, str]:
    from typer.testing import CliRunner

    import hanoi.cli  # noqa: F401  (registers every command)
    from hanoi.cli.app import app

    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_the_rings_command() -> None:
    code, out, _ = run("rings", "5")
    assert code == 0 and out.split("\n")[:-1] == [str(move) for move in rings_solve(5)]
    state = RingsState.all_on(5)
    for line in out.splitlines():
        state = state.apply(RingMove.parse(line))
    assert state == RingsState.all_off(5)
    assert run("rings", "12", "--count")[1].splitlines()[0] == str(A000975[12])
    assert run("rings", "10", "--count", "--double")[1].splitlines()[0] == str(A051049[9])
    code, out, _ = run("rings", "--from", "1011", "--to", "0110", "-f", "json")
    assert code == 0 and json.loads(out)["count"] == 9 == int(run("rings", "--from", "1011", "--to", "0110",
                                                                  "--count")[1])
    assert run("rings", "64", "--move", "2**63")[1] == "step 9223372036854775808: 1 on\n"
    for args, wanted in ((["rings"], 2), (["rings", "--from", "12", "--to", "00"], 2),
                         (["rings", "3", "--move", "6"], 1), (["rings", "--from", "1"], 2)):
        code, _, err = run(*args)
        assert code == wanted and "Traceback" not in err and len(err.strip()) < 300
