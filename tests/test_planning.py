"""PDDL: the files parse with the ``pddl`` library, a real planner solves them, and
the planner's plans come back through verify() valid and optimal."""

from __future__ import annotations

import logging
from pathlib import Path

import pddl
import pytest
from pyperplan import search
from pyperplan.planner import search_plan
from typer.testing import CliRunner

from hanoi import (
    HanoiError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidMoveError,
    InvalidStateError,
    Move,
    State,
    TooLargeError,
)
from hanoi.cli.app import app
from hanoi.pddl import (
    PddlObject,
    PlanMove,
    check_plan_move,
    domain_pddl,
    parse_plan_line,
    plan_lines,
    problem_pddl,
    resolve_plan_move,
    write_pddl,
)
from hanoi.tower import min_moves, solve
from hanoi.verify.report import verify

logging.getLogger("pyperplan").setLevel(logging.WARNING)


def plan(domain: Path, problem: Path) -> list[str]:
    """Solve with pyperplan's breadth-first search, which finds shortest plans."""
    found = search_plan(str(domain), str(problem), search.breadth_first_search, None)
    assert found is not None
    return [operator.name for operator in found]


def four_peg_optimum(n: int) -> int | None:
    try:
        return min_moves(n, pegs=4)
    except HanoiError:  # hanoi.kpegs not there yet
        return None


@pytest.mark.parametrize(("n", "pegs"), [(1, 3), (2, 3), (3, 3), (4, 3), (3, 4), (4, 4), (2, 5)])
def test_files_parse_with_the_pddl_library(tmp_path: Path, n: int, pegs: int) -> None:
    domain_path, problem_path = write_pddl(n, tmp_path, pegs=pegs)
    domain = pddl.parse_domain(domain_path)
    problem = pddl.parse_problem(problem_path)
    assert domain.name == "hanoi" and problem.domain_name == "hanoi"
    assert {p.name for p in domain.predicates} == {"clear", "on", "smaller"}
    assert [(a.name, [str(t) for t in a.parameters]) for a in domain.actions] == [
        ("move", ["?disc", "?from", "?to"])
    ]
    assert len(problem.objects) == n + pegs
    facts = [str(fact) for fact in problem.init]
    smaller = [fact for fact in facts if fact.startswith("(smaller")]
    assert len(smaller) == n * pegs + n * (n - 1) // 2  # every peg above every disc, discs by size
    assert sum(fact.startswith("(on") for fact in facts) == n
    assert sum(fact.startswith("(clear") for fact in facts) == pegs  # the top disc and every empty peg


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_pyperplan_solves_three_pegs_and_verify_confirms_optimal(tmp_path: Path, n: int) -> None:
    domain, problem = write_pddl(n, tmp_path)
    lines = plan(domain, problem)
    report = verify("\n".join(lines), discs=n)
    assert report.format == "pddl"
    assert (report.valid, report.solved, report.moves, report.excess) == (True, True, 2**n - 1, 0)
    assert report.is_optimal


@pytest.mark.parametrize("n", [3, 4])
def test_pyperplan_on_four_pegs(tmp_path: Path, n: int) -> None:
    domain, problem = write_pddl(n, tmp_path, pegs=4)
    lines = plan(domain, problem)
    report = verify("\n".join(lines), discs=n, pegs=4)
    assert report.valid and report.solved
    assert len(lines) == {3: 5, 4: 9}[n]  # Frame-Stewart, OEIS A007664; BFS plans are shortest
    assert report.optimal == four_peg_optimum(n)


def test_any_start_and_goal(tmp_path: Path) -> None:
    start, goal = State.parse("ABC"), State.parse("CAA")
    domain, problem = write_pddl(3, tmp_path, start=start, goal=goal)
    lines = plan(domain, problem)
    report = verify(lines, start, goal)
    assert report.valid and report.solved and report.final_state == goal


def test_the_plan_through_the_cli(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["pddl", "3", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.stderr
    lines = plan(tmp_path / "domain.pddl", tmp_path / "problem.pddl")
    (tmp_path / "plan.txt").write_text("\n".join(lines) + "\n; cost = 7 (unit cost)\n")
    result = runner.invoke(app, ["verify", str(tmp_path / "plan.txt"), "--discs", "3", "--format", "json"])
    assert result.exit_code == 0, result.stdout
    assert '"excess": 0' in result.stdout


def test_plan_lines_write_what_solve_does() -> None:
    lines = list(plan_lines(solve(3), State.perfect(3)))
    assert lines[:4] == ["(move d1 d2 peg3)", "(move d2 d3 peg2)", "(move d1 peg3 d2)", "(move d3 peg1 peg3)"]
    assert verify(lines, discs=3).is_optimal
    with pytest.raises(IllegalMoveError, match="cannot go onto the smaller disc 1"):
        list(plan_lines([(1, 0, 2), (2, 0, 2)], State.perfect(2)))  # type: ignore[list-item]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("(move d1 d2 peg3)", "(move d1 d2 peg3)"),
        ("  (MOVE D3 PEG1 PEG2)  ", "(move d3 peg1 peg2)"),
        ("0.000: (move d1 peg1 d2) [1.000]", "(move d1 peg1 d2)"),
        ("move d2 d3 peg4", "(move d2 d3 peg4)"),
    ],
)
def test_plan_line_shapes(line: str, expected: str) -> None:
    assert str(parse_plan_line(line)) == expected


@pytest.mark.parametrize("line", ["(move d1 d2)", "(move peg1 d2 peg3)", "(move d1 x peg3)", "(move d1 d2 peg3",
                                  "(move d0 d2 peg3)"])
def test_bad_plan_lines(line: str) -> None:
    with pytest.raises(InvalidMoveError):
        parse_plan_line(line)


def test_check_and_resolve_plan_moves() -> None:
    stacks = [[3, 2, 1], [], []]
    on_peg = PlanMove(1, PddlObject(False, 2), PddlObject(True, 1))
    assert check_plan_move(stacks, on_peg) is None
    assert resolve_plan_move(stacks, on_peg) == Move(1, 0, 1)
    assert check_plan_move(stacks, PlanMove(2, PddlObject(False, 3), PddlObject(True, 1))) == (
        "d2 is not clear: d1 is on it"
    )
    assert check_plan_move(stacks, PlanMove(1, PddlObject(False, 2), PddlObject(True, 3))) == (
        "peg4 does not exist (pegs are peg1..peg3)"
    )
    assert check_plan_move([[3], [2], [1]], PlanMove(1, PddlObject(True, 2), PddlObject(False, 1))) == (
        "d1 cannot move onto itself"
    )


def test_problem_text_and_argument_errors(tmp_path: Path) -> None:
    text = problem_pddl(State.parse("BA"), State.parse("CC"), name="my-problem")
    assert "(define (problem my-problem)" in text
    assert "(on d2 peg2)" in text and "(on d1 peg1)" in text and "(clear peg3)" in text
    assert "(:goal (and (on d2 peg3) (on d1 d2)))" in text
    assert "4 pegs" in domain_pddl(4)
    with pytest.raises(InvalidStateError, match="do not match"):
        problem_pddl(State.parse("AA"), State.parse("AAA"))
    with pytest.raises(InvalidArgumentError, match="at least one disc"):
        write_pddl(0, tmp_path)
    with pytest.raises(InvalidArgumentError, match="expected 3 discs on 3 pegs"):
        write_pddl(3, tmp_path, start=State.parse("AA"))
    with pytest.raises(TooLargeError, match="refusing"):
        write_pddl(10**9, tmp_path)
    with pytest.raises(InvalidArgumentError, match="invalid problem name"):
        problem_pddl(State.parse("A"), State.parse("C"), name="bad name")
