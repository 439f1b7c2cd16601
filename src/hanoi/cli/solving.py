"""Commands that move a whole tower: solve, move, state, step and count.

Each command checks its arguments and then prints through :mod:`hanoi._answers`, the
functions the console script's fast path (:mod:`hanoi._fastpath`) calls without typer.
Library imports sit inside the commands, so that ``hanoi solve 3`` loads only what it uses.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated

import typer

from hanoi._answers import (
    count_lines,
    decimal,
    move_line,
    progress_bar,
    solution_total,
    state_line,
    write_solution,
)
from hanoi.cli.app import app
from hanoi.cli.options import (
    FromPeg,
    K,
    MoveFormat,
    N,
    Notation,
    Out,
    Pegs,
    PegsOrNone,
    Quiet,
    RulesText,
    Shape,
    ShapeOption,
    StateArg,
    ToPeg,
    Variant,
    parse_rules,
    parse_state,
    pegs_pair,
)
from hanoi.notation import MoveNotation

__all__ = ["Algorithm", "progress_bar"]


class Algorithm(str, Enum):
    """The three-peg algorithms of the seeds (``--algorithm``); all give the same moves.

    >>> Algorithm("lavallee").value
    'lavallee'
    """

    RECURSIVE = "recursive"
    ITERATIVE = "iterative"
    LAVALLEE = "lavallee"
    PEGSUM = "pegsum"
    BICOLOR = "bicolor"
    STACK = "stack"
    DIRECTION = "direction"
    DIRECT = "direct"


@app.command("solve")
def solve_command(
    n: N,
    source: FromPeg = 0,
    target: ToPeg = None,
    pegs: Pegs = 3,
    algorithm: Annotated[
        Algorithm, typer.Option("--algorithm", "-a", help="Three-peg algorithm (all give the same moves).")
    ] = Algorithm.RECURSIVE,
    fmt: Annotated[MoveFormat, typer.Option("--format", "-f", help="text, json, csv or bin.")] = MoveFormat.TEXT,
    notation: Notation = MoveNotation.CANONICAL,
    out: Out = None,
    quiet: Quiet = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Print the optimal moves of N discs, streamed in constant memory.

    Text is one move a line: '1AC' moves disc 1 (the smallest) from peg A to peg C.  More
    than 3 pegs follow Frame-Stewart.  --variant or --rules play other rules (linear,
    cyclic: closed forms; others: a breadth-first search).

    Examples: hanoi solve 3 | hanoi solve 4 --pegs 4 -f json | hanoi solve 3 --variant linear
    """
    from hanoi.cli.output import chunks_of, open_output, write_blocks, write_chunks

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        if algorithm is not Algorithm.RECURSIVE:
            raise typer.BadParameter("--algorithm applies to the classic puzzle only")
        from hanoi.tower import batches
        from hanoi.variant import solve as variant_solve

        source, target = pegs_pair(source, target, rules.pegs)
        ruled = variant_solve(n, rules=rules, source=source, target=target)
        with open_output(out) as handle:
            if fmt in (MoveFormat.TEXT, MoveFormat.JSON):
                write_blocks(batches(ruled, 4096), fmt, handle, notation=notation, pegs=rules.pegs)
            else:
                write_chunks(chunks_of(ruled), fmt, handle)
        return
    source, target = pegs_pair(source, target, pegs)
    if pegs != 3 and algorithm is not Algorithm.RECURSIVE:
        raise typer.BadParameter("--algorithm applies to 3 pegs only")
    total = solution_total(n, pegs=pegs, source=source, target=target, algorithm=algorithm.value)  # n first
    with open_output(out) as handle, progress_bar(f"{n} discs", total, quiet=quiet) as advance:
        if fmt in (MoveFormat.TEXT, MoveFormat.JSON):
            write_solution(n, handle, pegs=pegs, source=source, target=target, algorithm=algorithm.value,
                           fmt=fmt.value, notation=notation.value, progress=advance)
        elif pegs == 3 and algorithm is Algorithm.RECURSIVE:
            from hanoi.three.bulk import move_chunks

            write_chunks(move_chunks(n, source=source, target=target), fmt, handle, progress=advance)
        else:
            from hanoi.tower import solve

            moves = solve(n, pegs=pegs, source=source, target=target, algorithm=algorithm.value)
            write_chunks(chunks_of(moves), fmt, handle, progress=advance)


@app.command("move")
def move_command(
    n: N, k: K, source: FromPeg = 0, target: ToPeg = None, pegs: Pegs = 3, fmt: ShapeOption = Shape.TEXT,
    variant: Variant = None, rules_text: RulesText = None,
) -> None:
    """Print the K-th move of the optimal solution, computed directly (Lavallée 1982).

    The linear tower (--variant linear) has direct access too: the ternary Gray code.

    Examples: hanoi move 64 '2**63' | hanoi move 1000 123456789 --pegs 4 -f json |
    hanoi move 40 '3**39' --variant linear
    """
    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        from hanoi.variant import move_at as variant_move_at

        source, target = pegs_pair(source, target, rules.pegs)
        move = variant_move_at(n, k, rules=rules, source=source, target=target)
    else:
        from hanoi.tower import move_at

        source, target = pegs_pair(source, target, pegs)
        move = move_at(n, k, pegs=pegs, source=source, target=target)
    typer.echo(move_line(move, k, fmt.value))


@app.command("state")
def state_command(
    n: N, k: K, source: FromPeg = 0, target: ToPeg = None, pegs: Pegs = 3, fmt: ShapeOption = Shape.TEXT
) -> None:
    """Print the position after K moves of the optimal solution, computed directly.

    The position lists the peg of each disc, largest disc first (the French encyclopedia article's E(N, p)).

    Examples: hanoi state 4 12 --to B | hanoi state 64 '2**63' -f json
    """
    from hanoi.tower import state_at

    source, target = pegs_pair(source, target, pegs)
    state = state_at(n, k, pegs=pegs, source=source, target=target)
    typer.echo(state_line(state, k, fmt.value))


@app.command("step")
def step_command(state: StateArg, source: FromPeg = 0, target: ToPeg = None, pegs: PegsOrNone = None) -> None:
    """Print the step at which STATE occurs on the optimal solution (exit 1 if it never does).

    Examples: hanoi step BBAA --to B | echo CCAA | hanoi step -
    """
    from hanoi.tower import step_of

    parsed = parse_state(state, pegs)
    source, target = pegs_pair(source, target, parsed.pegs)
    typer.echo(decimal(step_of(parsed, source=source, target=target)))


@app.command("count")
def count_command(
    n: N, pegs: Pegs = 3, source: FromPeg = 0, target: ToPeg = None, variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Print the fewest moves for N discs, and whether that number is proven optimal.

    With --variant or --rules: the fewest moves under those rules, and where the number comes from.

    Examples: hanoi count 64 | hanoi count 20 --pegs 4 | hanoi count 10 --variant cyclic |
    hanoi count 4 --variant toronto
    """
    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        from hanoi.variant import kind
        from hanoi.variant import min_moves as variant_min_moves

        source, target = pegs_pair(source, target, rules.pegs)
        typer.echo(decimal(variant_min_moves(n, rules=rules, source=source, target=target)))
        name, _ = kind(rules)
        sources = {
            "linear": "exact: the linear tower's closed form (3**n - 1 end to end, (3**n - 1)/2 to the middle)",
            "cyclic": "exact: Atkinson's recursions for the cyclic tower (OEIS A005665, A005666)",
            "star": "exact: Stockmeyer's star, Bousch's theorem (OEIS A291876)",
        }
        if name == "classic":  # the Tower of Toronto: its colours are Hanoi's sizes (Saint-Cyr et al. 1988)
            from hanoi.kpegs import optimality_status

            typer.echo(f"the Tower of Hanoi's count (its colours are the sizes): {optimality_status(rules.pegs)}")
            return
        typer.echo(sources.get(name, "exact: breadth-first search of the state graph"))
        return
    if (source, target) != (0, None):
        raise typer.BadParameter("--from and --to apply to --variant and --rules (the classic count is any peg to any)")
    for line in count_lines(n, pegs=pegs):
        typer.echo(line)
