"""State, Move, notation and Game: the values everything else stands on."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hanoi import Game, HanoiError, IllegalMoveError, InvalidMoveError, InvalidStateError, Move, State
from hanoi.notation import MoveNotation, PegMove, format_move, parse_move, parse_peg


def states(max_n: int = 8, pegs: int = 3) -> st.SearchStrategy[State]:
    return st.lists(st.integers(0, pegs - 1), max_size=max_n).map(lambda p: State(tuple(p), pegs))


def test_positions_are_tower_index_of_each_disc_smallest_first() -> None:
    state = State.parse("AABC")  # largest disc first: disc 4 on A, 3 on A, 2 on B, 1 on C
    assert state.positions == (2, 1, 0, 0)
    assert state.n == 4 and state.pegs == 3
    assert state.stacks() == [[4, 3], [2], [1]]
    assert str(state) == "AABC"


def test_perfect_and_parse_agree() -> None:
    assert State.perfect(3) == State.parse("AAA") == State.parse("[[3,2,1],[],[]]")
    assert State.perfect(2, peg=3, pegs=4) == State.parse("DD", pegs=4)
    assert State.perfect(0).stacks() == [[], [], []]


def test_states_are_hashable_values() -> None:
    seen = {State.parse("ABC"), State.parse("abc"), State((2, 1, 0))}
    assert len(seen) == 1
    with pytest.raises(AttributeError):
        State.parse("A").positions = (1,)  # type: ignore[misc]


@given(states(10))
def test_letters_and_stacks_round_trip(state: State) -> None:
    assert State.parse(str(state)) == state
    assert State.from_stacks(state.stacks()) == state


@given(states(8, pegs=5))
def test_stacks_round_trip_on_more_pegs(state: State) -> None:
    assert State.from_stacks(state.stacks()) == state
    assert State.parse(str(state), pegs=5) == state


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("AXB", "letter 'X' names no peg"),
        ("[[1,2],[],[]]", "lies on the smaller disc"),
        ("[[2],[],[]]", "disc 1 is missing"),
        ("[[1],[1],[]]", "appears twice"),
        ("[[1],[]]", "at least 3 pegs"),
        ("[[1],[],[", "not valid JSON"),
        ("[[0],[],[]]", "not a disc number"),
        ('[["a"],[],[]]', "not a disc number"),
        ("[1,2,3]", "list of lists"),
    ],
)
def test_bad_states_are_refused_with_the_input_quoted(text: str, fragment: str) -> None:
    with pytest.raises(InvalidStateError) as info:
        State.parse(text)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_state_constructor_checks_pegs() -> None:
    with pytest.raises(InvalidStateError, match=r"outside 0\.\.2"):
        State((0, 3))
    with pytest.raises(HanoiError, match=r"pegs must be an integer in 3\.\.1000"):
        State((0,), pegs=2)


def test_legal_moves_match_the_rules_by_brute_force() -> None:
    for state in (State.parse(s) for s in ("AAA", "ABC", "CBA", "BBA", "")):
        expected = set()
        for source in range(3):
            for target in range(3):
                disc = state.top(source)
                other = state.top(target)
                if source != target and disc is not None and (other is None or other > disc):
                    expected.add(Move(disc, source, target))
        assert set(state.legal_moves()) == expected


def test_perfect_state_has_two_moves_others_three() -> None:
    # the German encyclopedia article: every state has three moves except the three perfect ones, which have two
    for code in range(3**4):
        positions = tuple((code // 3**i) % 3 for i in range(4))
        state = State(positions)
        assert len(list(state.legal_moves())) == (2 if state.is_perfect() else 3)


@pytest.mark.parametrize(
    ("state", "move", "reason"),
    [
        ("AA", Move(2, 0, 1), "disc 2 is not on top of peg A (disc 1 is)"),
        ("AB", Move(2, 0, 1), "cannot go onto the smaller disc 1 on peg B"),
        ("AA", Move(1, 1, 2), "peg is empty"),
        ("AA", Move(3, 0, 1), "no disc 3"),
        ("AA", Move(1, 0, 5), "no peg 5"),
    ],
)
def test_illegal_moves_say_why(state: str, move: Move, reason: str) -> None:
    with pytest.raises(IllegalMoveError) as info:
        State.parse(state).apply(move)
    assert reason in str(info.value)
    assert str(move) in str(info.value) and state in str(info.value)


def test_move_text_round_trip_and_checks() -> None:
    assert str(Move(3, 1, 0)) == "3BA"
    assert Move.parse("3BA") == Move(3, 1, 0)
    assert Move.parse(str(Move(2, 0, 30))) == Move(2, 0, 30)
    assert Move(1, 0, 2).reversed() == Move(1, 2, 0)
    for bad in ("", "AC", "0AC", "1AA", "x1AC"):
        with pytest.raises(InvalidMoveError):
            Move.parse(bad)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("S1 - AC", Move(1, 0, 2)),
        ("S12-BA", Move(12, 1, 0)),
        ("0 -> 1", PegMove(0, 1)),
        ("2->0", PegMove(2, 0)),
        ("A->C", PegMove(0, 2)),
        ("AC", PegMove(0, 2)),
        ("b c", PegMove(1, 2)),
        ("1AC", Move(1, 0, 2)),
    ],
)
def test_every_seed_notation_parses(text: str, expected: object) -> None:
    assert parse_move(text) == expected


def test_pair_notation_with_base_one() -> None:
    assert parse_move("1 3", MoveNotation.PAIR, base=1) == PegMove(0, 2)
    with pytest.raises(InvalidMoveError):
        parse_move("0 3", "pair", base=1)


@given(st.integers(1, 30), st.integers(0, 2), st.integers(0, 2))
def test_format_then_parse_is_identity(disc: int, source: int, target: int) -> None:
    if source == target:
        return
    move = Move(disc, source, target)
    for notation in MoveNotation:
        parsed = parse_move(format_move(move, notation), notation)
        if isinstance(parsed, PegMove):
            assert parsed == (move.source, move.target)
        else:
            assert parsed == move


@given(st.text(max_size=12))
def test_parse_move_never_raises_anything_but_hanoi_error(text: str) -> None:
    with contextlib.suppress(HanoiError):
        parse_move(text)


def test_parse_peg() -> None:
    assert [parse_peg(t) for t in ("A", "c", "0", "2")] == [0, 2, 0, 2]
    with pytest.raises(InvalidMoveError, match="'Q1'"):
        parse_peg("Q1")


def test_game_push_pop_and_solved() -> None:
    game = Game(State.perfect(2))
    assert game.goal == State.parse("CC")
    game.push_pegs(0, 1)
    with pytest.raises(IllegalMoveError):
        game.push_pegs(0, 1)  # disc 2 onto disc 1
    assert len(game) == 1  # the refused move changed nothing
    game.push_pegs(0, 2)
    game.push_pegs(1, 2)
    assert game.is_solved() and [str(m) for m in game.moves] == ["1AB", "2AC", "1BC"]
    assert game.undo() == Move(1, 1, 2)
    assert not game.is_solved() and game.peek() == Move(2, 0, 2)
    assert next(iter(game.states())) == game.start
    game.reset()
    assert game.state == game.start and game.peek() is None
    with pytest.raises(HanoiError, match="no move to undo"):
        game.pop()


def test_game_refuses_a_goal_of_another_size() -> None:
    with pytest.raises(InvalidStateError, match="does not match"):
        Game(State.perfect(2), State.perfect(3))
