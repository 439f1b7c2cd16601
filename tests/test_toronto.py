"""The Tower of Toronto (Saint-Cyr, Taylor and Lang 1988): discs of one size, never a darker on a lighter.

Checked against independent facts: a breadth-first search whose legality reads the colours'
lightness (CIELAB L* of the shades, not the disc numbers), the classic solver, and Hanoi's
2**n - 1; the colours' lightness order under every colour vision (Machado et al. 2009).
"""

from __future__ import annotations

import itertools
from collections import deque
from pathlib import Path

import pytest

from colour_vision import MACHADO_2009, contrast, lab, parse_hex, simulate
from hanoi import Move, Rules, State, tower
from hanoi.errors import HanoiError, IllegalMoveError, InvalidStateError
from hanoi.limits import TORONTO_MAX_DISCS
from hanoi.toronto import TORONTO_COLOURS, TORONTO_HEX, toronto_colours
from hanoi.variant import kind, min_moves, solve

VISIONS = ["normal", *MACHADO_2009]


def lightness(name: str, vision: str = "normal") -> float:
    return lab(simulate(parse_hex(TORONTO_HEX[name]), vision))[0]


def brute_force_distance(n: int, source: int, target: int) -> int:
    """BFS over stacks of colour names (bottom first): a disc never goes on a lighter one (by L*)."""
    names = toronto_colours(n)
    start = tuple(tuple(reversed(names)) if peg == source else () for peg in range(3))
    goal = tuple(tuple(reversed(names)) if peg == target else () for peg in range(3))
    seen = {start: 0}
    queue = deque([start])
    while queue:
        stacks = queue.popleft()
        if stacks == goal:
            return seen[stacks]
        for a, b in itertools.permutations(range(3), 2):
            if not stacks[a]:
                continue
            piece = stacks[a][-1]
            if stacks[b] and lightness(piece) < lightness(stacks[b][-1]):  # darker on lighter: refused
                continue
            moved = list(stacks)
            moved[a] = stacks[a][:-1]
            moved[b] = (*stacks[b], piece)
            key = tuple(moved)
            if key not in seen:
                seen[key] = seen[stacks] + 1
                queue.append(key)
    raise AssertionError("goal not reached")


@pytest.mark.parametrize("n", range(1, TORONTO_MAX_DISCS + 1))
def test_a_tower_takes_two_to_the_n_minus_one_moves_as_the_brute_force_and_the_classic_solver_say(n: int) -> None:
    rules = Rules.toronto()
    assert min_moves(n, rules=rules) == 2**n - 1 == tower.min_moves(n) == brute_force_distance(n, 0, 2)
    assert list(solve(n, rules=rules)) == list(tower.solve(n))
    assert min_moves(n, rules=rules, source=1, target=0) == brute_force_distance(n, 1, 0)


def test_the_solution_replays_legally_under_the_toronto_rules_and_reaches_the_goal() -> None:
    start = State.perfect(4, rules=Rules.toronto())
    end = start.replay(solve(4, rules=Rules.toronto()))
    assert end == State.perfect(4, peg=2, rules=Rules.toronto()) and end.rules == Rules.toronto()


def test_the_legal_moves_are_those_the_colours_allow() -> None:
    for text in ("AAAA", "ABCA", "CBAB", "BBAC"):
        state = State.parse(text, rules=Rules.toronto())
        names = toronto_colours(4)
        tops = state.tops()
        expected = {
            Move(tops[a], a, b) for a, b in itertools.permutations(range(3), 2)
            if tops[a] is not None
            and (tops[b] is None or lightness(names[tops[a] - 1]) >= lightness(names[tops[b] - 1]))
        }
        assert set(state.legal_moves()) == expected, text


def test_a_darker_disc_on_a_lighter_one_is_refused_naming_both_colours() -> None:
    state = State.parse("AAAB", rules=Rules.toronto())  # white on B, yellow red black on A
    with pytest.raises(IllegalMoveError) as caught:
        state.check(Move(2, 0, 1))
    error = caught.value
    assert isinstance(error, HanoiError) and isinstance(error, ValueError)
    assert "darker yellow disc 2" in error.reason and "lighter white disc 1 on peg B" in error.reason
    assert error.move == Move(2, 0, 1) and error.state == state and len(str(error)) < 300
    assert not state.is_legal(Move(2, 0, 1)) and state.is_legal(Move(1, 1, 2))


def test_the_standard_four_colours_are_saint_cyrs_light_to_dark() -> None:
    assert toronto_colours(4) == TORONTO_COLOURS == ("white", "yellow", "red", "black")
    for n in range(1, TORONTO_MAX_DISCS + 1):
        names = toronto_colours(n)
        assert len(set(names)) == n and set(TORONTO_COLOURS[:min(n, 4)]) <= set(names)


@pytest.mark.parametrize("vision", VISIONS)
def test_every_colour_set_keeps_its_lightness_order_for_every_colour_vision(vision: str) -> None:
    for n in range(2, TORONTO_MAX_DISCS + 1):
        seen = [lightness(name, vision) for name in toronto_colours(n)]
        gaps = [a - b for a, b in itertools.pairwise(seen)]
        assert min(gaps) >= 10, (vision, n, seen)


def test_more_discs_than_colours_are_refused_everywhere() -> None:
    for call in (lambda: State.perfect(7, rules=Rules.toronto()), lambda: min_moves(7, rules=Rules.toronto()),
                 lambda: solve(7, rules=Rules.toronto()), lambda: min_moves(10**100, rules=Rules.toronto())):
        with pytest.raises(InvalidStateError, match="TORONTO_MAX_DISCS") as caught:
            call()
        assert len(str(caught.value)) < 300


def test_the_rules_value_names_and_parses_toronto() -> None:
    rules = Rules.parse("toronto")
    assert rules == Rules.variant("Toronto") == Rules.toronto() and rules.name == "toronto"
    assert rules.to_dict()["variant"] == "toronto" and rules.to_dict()["pieces"] == "colours"
    assert not rules.is_classic and kind(rules) == ("classic", None) and rules.as_discs() == Rules.classic()
    assert repr(Rules.toronto(4)) == "Rules.toronto(4)" and min_moves(3, rules=Rules.toronto(4)) == 5
    with pytest.raises(HanoiError, match="balls"):
        State.perfect(2, rules=Rules.london())


def test_ink_on_every_disc_reads() -> None:
    from hanoi.draw.svg import _ink

    for name, shade in TORONTO_HEX.items():
        assert contrast(parse_hex(_ink(shade)), parse_hex(shade)) >= 4.5, name


def test_the_shipped_toronto_study_cites_saint_cyr_and_its_minima_are_the_brute_forces() -> None:
    from hanoi.results.study import load_study, shipped_studies, shipped_study

    assert "toronto-saint-cyr" in shipped_studies()
    text, study = shipped_study("toronto-saint-cyr")
    assert study.variant == "toronto" and study.citation and "Saint-Cyr" in study.citation and "Brain" in text
    assert [p.kind for p in study.problems] == ["demonstration", "practice", *["test"] * 5]
    for problem in study.problems:
        assert problem.start.rules == problem.goal.rules == Rules.toronto()
        n = problem.start.n
        assert problem.shortest == 2**n - 1 == brute_force_distance(n, 0, 2)
    assert study.settings()["variant"] == "toronto"
    with pytest.raises(HanoiError, match=r"item 1: the Tower of Toronto has at most 6 colours"):
        load_study('variant = "toronto"\n[[items]]\nstart = "AAAAAAA"\ngoal = "CCCCCCC"')
    with pytest.raises(HanoiError, match="variant must be one of hanoi, london, toronto"):
        load_study('variant = "hanoi-colours"\n[[items]]\nstart = "AA"\ngoal = "CC"')


def test_a_toronto_study_takes_hanoi_items_in_colours_with_their_minima() -> None:
    from hanoi.paths import distance
    from hanoi.results.study import load_study

    study = load_study('variant = "toronto"\n[[items]]\nstart = "ABC"\ngoal = "CBA"\n'
                       '[[items]]\nrandom = { discs = 4, distance = 9, count = 2, seed = 7 }')
    for problem in study.problems:
        assert problem.start.rules == Rules.toronto()
        plain = distance(State(problem.start.positions), State(problem.goal.positions))
        assert problem.shortest == plain
    assert [p.shortest for p in study.problems][1:] == [9, 9]


def test_the_board_draws_discs_of_one_width_in_their_colours_with_numbers() -> None:
    import re

    from hanoi.draw.svg import board

    svg = board(State.parse("ABCA", rules=Rules.toronto()))
    rects = re.findall(r'<rect class="disc" data-disc="(\d)"[^>]*width="(\d+)"[^>]*fill="(#[0-9a-f]{6})"', svg)
    assert sorted(d for d, _, _ in rects) == ["1", "2", "3", "4"] and len({w for _, w, _ in rects}) == 1
    assert {d: f for d, _, f in rects} == {str(i + 1): TORONTO_HEX[name] for i, name in enumerate(TORONTO_COLOURS)}
    assert sorted(re.findall(r'class="disc-number" data-disc="(\d)"', svg)) == ["1", "2", "3", "4"]
    assert "Tower of Toronto" in svg and 'class="arc"' not in svg


def test_a_move_named_by_its_pegs_is_refused_naming_the_colours_too() -> None:
    state = State.parse("AAB", rules=Rules.toronto())  # white on B; yellow and red on A
    with pytest.raises(IllegalMoveError, match="the darker yellow disc 2 cannot go onto the lighter white disc 1"):
        state.find_move(0, 1)
    assert state.find_move(1, 0) == Move(1, 1, 0)


def test_the_toronto_study_of_play_md_loads_with_hanois_minima() -> None:
    import re

    from hanoi.results.study import load_study

    play = (Path(__file__).resolve().parent.parent / "docs" / "play.md").read_text(encoding="utf-8")
    (block,) = [text for text in re.findall(r"```toml\n(.*?)```", play, flags=re.S) if 'variant = "toronto"' in text]
    study = load_study(block)
    assert [(p.kind, p.shortest, p.start.rules) for p in study.problems] == [
        ("practice", 7, Rules.toronto()), ("test", 15, Rules.toronto())]


def test_the_variant_column_names_each_sessions_puzzle(tmp_path: Path) -> None:
    import csv

    from hanoi.balls import BallState
    from hanoi.results.export import export_csv
    from hanoi.results.problems import Problem
    from hanoi.results.store import Records

    toronto = Rules.toronto()
    cases = [
        ("H", {"problem_set": "file"}, Problem(State.parse("AA"), State.parse("CC"), 3)),
        ("L", {"problem_set": "london", "variant": "london", "heights": [3, 2, 1]},
         Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2)),
        ("T", {"problem_set": "study", "variant": "toronto"},
         Problem(State.parse("AA", rules=toronto), State.parse("CC", rules=toronto), 3)),
    ]
    with Records(tmp_path / "r.sqlite3") as records:
        for who, settings, problem in cases:
            session = records.start_session(who, settings, t_ms=0)
            trial = records.start_trial(session, 1, problem, t_ms=10)
            records.finish_trial(trial, t_ms=20, success=False, steps=0, outcome="time")
        export_csv(records, tmp_path / "out")
    for table in ("toh-summary.csv", "toh-trials.csv"):
        rows = list(csv.DictReader((tmp_path / "out" / table).open(encoding="utf-8")))
        assert {row["sub"]: row["variant"] for row in rows} == {"H": "hanoi", "L": "london", "T": "toronto"}
