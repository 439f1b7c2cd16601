"""The Tower of London command: the minimum moves and every optimal path, and the published problem sets."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from hanoi.cli.app import app
from hanoi.cli.options import Shape, ShapeOption

__all__: list[str] = []


def _capacities(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",")]
    except ValueError:
        raise typer.BadParameter(f"{text[:40]!r} is not a list of peg heights such as 3,2,1") from None
    return values


@app.command("london")
def london_command(
    start: Annotated[str | None, typer.Argument(metavar="START", help="PEBL's state string, e.g. '|21|3||'.")] = None,
    goal: Annotated[str | None, typer.Argument(metavar="GOAL", help="PEBL's state string, e.g. '|123|||'.")] = None,
    heights: Annotated[
        str, typer.Option("--heights", metavar="H", help="The peg heights (capacities), e.g. 3,2,1 or 5,5,5.")
    ] = "3,2,1",
    problem_set: Annotated[
        str | None, typer.Option("--set", metavar="NAME", help="Check a published set: shallice, phillips-a, ...")
    ] = None,
    fmt: ShapeOption = Shape.TEXT,
) -> None:
    """Solve a Tower of London problem: the fewest moves and every optimal path (Shallice 1982).

    Positions are PEBL's state strings: one field per peg between bars, balls bottom to top
    (1 red, 2 yellow, 3 blue).  --set prints a published set with its published and computed
    minimum moves.

    Examples: hanoi london '|21|3||' '|123|||' | hanoi london --set shallice
    """
    from hanoi.balls import BallState
    from hanoi.errors import HanoiError
    from hanoi.rules import Rules
    from hanoi.variants.london import london_solve
    from hanoi.variants.london import problem_set as load_set

    if problem_set is not None:
        if start is not None:
            raise typer.BadParameter("give START and GOAL, or --set, not both")
        try:
            chosen = load_set(problem_set)
        except HanoiError as error:
            raise typer.BadParameter(str(error)) from None
        rows = []
        for number, problem in enumerate(chosen.problems, 1):
            solution = london_solve(problem.start, problem.goal)
            rows.append({"problem": number, "start": str(problem.start), "goal": str(problem.goal),
                         "published": problem.min_moves, "computed": solution.min_moves,
                         "optimal_paths": len(solution.paths)})
        if fmt is Shape.JSON:
            typer.echo(json.dumps({"set": chosen.name, "citation": chosen.citation,
                                   "heights": list(chosen.rules.capacities or ()), "problems": rows}))
            return
        typer.echo(f"{chosen.title} — {chosen.citation}")
        typer.echo("problem  start       goal        published  computed  optimal paths")
        for row in rows:
            mark = "" if row["published"] == row["computed"] else "  (differs)"
            typer.echo(f"{row['problem']:>7}  {row['start']:<10}  {row['goal']:<10}  {row['published']:>9}  "
                       f"{row['computed']:>8}  {row['optimal_paths']:>13}{mark}")
        return
    if start is None or goal is None:
        raise typer.BadParameter("give START and GOAL (e.g. '|21|3||' '|123|||'), or --set NAME")
    try:
        rules = Rules.london(_capacities(heights))
        first, last = BallState.parse(start, rules=rules), BallState.parse(goal, rules=rules)
    except HanoiError as error:
        raise typer.BadParameter(str(error)) from None
    solution = london_solve(first, last)
    paths = [[str(move) for move in path] for path in solution.paths]
    if fmt is Shape.JSON:
        typer.echo(json.dumps({"start": str(first), "goal": str(last), "min_moves": solution.min_moves,
                               "paths": paths}))
        return
    plural = "" if len(paths) == 1 else "s"
    typer.echo(f"{solution.min_moves} moves, {len(paths)} optimal path{plural}")
    for path in paths:
        typer.echo(" ".join(path))
