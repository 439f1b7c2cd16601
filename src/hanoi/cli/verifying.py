"""Commands that check move lists and speak PDDL: verify and pddl.

``hanoi verify`` exits with 0 when the list is valid and solves the puzzle, with 1 when
it does not, and with 2 when the input is unusable (no move list at all, an unreadable
file, a bad option).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING, Annotated

import typer

from hanoi.cli.app import app
from hanoi.cli.options import RulesText, Shape, Variant, parse_count, parse_rules, parse_state
from hanoi.errors import HanoiError
from hanoi.state import State
from hanoi.verify.formats import InputFormat

if TYPE_CHECKING:
    from hanoi.verify.report import VerifyReport

__all__ = ["pddl_command", "report_lines", "verify_command"]


_PROGRESS_BYTES = 32 << 20  # show a progress bar for files larger than this


def report_lines(report: VerifyReport) -> list[str]:
    """The text report of ``hanoi verify``, one fact a line.

    >>> from hanoi.verify.report import verify
    >>> print("\\n".join(report_lines(verify("[[1, 0, 2]]", discs=1))))
    format:       json
    moves:        1
    valid:        yes
    solved:       yes
    optimal:      1 (excess 0)
    final state:  C
    first error:  none
    """
    optimal = "unknown" if report.optimal is None else str(report.optimal)
    if report.excess is not None:
        optimal += f" (excess {report.excess})"
    lines = [f"format:       {report.format}"]
    if report.answer is not None:
        lines.append(f"answer:       {report.answer}")
    lines.extend(f"note:         {note}" for note in report.notes)
    lines += [
        f"moves:        {report.moves}",
        f"valid:        {'yes' if report.valid else 'no'}",
        f"solved:       {'yes' if report.solved else 'no'}",
        f"optimal:      {optimal}",
        f"final state:  {report.final_state}",
    ]
    if report.errors > 1:
        lines.append(f"errors:       {report.errors}")
    error = report.first_error
    if error is None:
        lines.append("first error:  none")
    elif error.kind == "not-solved":
        lines.append(f"not solved:   {error.reason}")
    else:
        lines.append(f"first error:  {error.kind} at {error}")
        lines.append(f"state before: {error.state}")
    return lines


def _states(
    discs: int | None, pegs: int | None, start: str | None, goal: str | None
) -> tuple[State | None, State | None]:
    start_state = None if start is None else parse_state(start, pegs)
    goal_state = None if goal is None else parse_state(goal, pegs)
    if discs is None and start_state is None and goal_state is None:
        raise typer.BadParameter("say how many discs with --discs N (or give --start or --goal)")
    for label, state in (("--start", start_state), ("--goal", goal_state)):
        if state is not None and discs is not None and state.n != discs:
            raise typer.BadParameter(f"{label} {state} has {state.n} discs, but --discs is {discs}")
    return start_state, goal_state


@app.command("verify")
def verify_command(
    file: Annotated[str, typer.Argument(metavar="FILE|-", help="The move list; - reads standard input.")],
    discs: Annotated[
        int | None,
        typer.Option("--discs", "-n", parser=parse_count, metavar="N", help="Number of discs [from the states]."),
    ] = None,
    pegs: Annotated[int | None, typer.Option("--pegs", min=3, help="Number of pegs [3].")] = None,
    start: Annotated[
        str | None, typer.Option(help="Start state, letters or stacks JSON [the tower on peg 0].")
    ] = None,
    goal: Annotated[
        str | None, typer.Option(help="Goal state, letters or stacks JSON [the tower on the last peg].")
    ] = None,
    notation: Annotated[InputFormat | None, typer.Option(help="Input format [detected].")] = None,
    base: Annotated[
        int | None,
        typer.Option(min=0, max=1, help="Number of the first peg, 0 or 1 [inferred: pegs 1..P and never 0 mean 1]."),
    ] = None,
    peg_names: Annotated[
        str | None,
        typer.Option("--peg-names", metavar="NAMES", help="The pegs' names in order, e.g. left,middle,right or L,M,R."),
    ] = None,
    disc_names: Annotated[
        str | None,
        typer.Option(
            "--disc-names", metavar="NAMES", help="The discs' names, smallest first, e.g. A,B,C [by the moves]."
        ),
    ] = None,
    keep_going: Annotated[
        bool, typer.Option("--keep-going", help="Count every error instead of stopping at the first.")
    ] = False,
    fmt: Annotated[Shape, typer.Option("--format", "-f", help="Report shape.")] = Shape.TEXT,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="Show which words of the first 5 moves were read as disc, source and target, "
                                  "and why the lines between them were skipped."),
    ] = False,
    variant: Variant = None,
    rules_text: RulesText = None,
) -> None:
    """Check a move list or a model's whole reply: exit 0 if it solves the puzzle, 1 if not, 2 if no list is found.

    --variant or --rules replay under a variant's rules (moves along its arcs only).

    Examples: hanoi verify answer.txt -n 3 | echo '[[1,0,2]]' | hanoi verify - -n 1 |
    hanoi verify moves.txt -n 2 --variant linear
    """
    from hanoi.verify.report import verify

    rules = parse_rules(variant, rules_text, pegs)
    if rules is not None:
        if rules.pieces == "balls":
            raise typer.BadParameter("verify checks discs; for the Tower of London use 'hanoi london'")
        pegs = rules.pegs
    start_state, goal_state = _states(discs, pegs, start, goal)
    source: IO[bytes] | Path | bytes = sys.stdin.buffer if file == "-" else Path(file)
    if explain and file == "-":  # read twice: once to judge, once to explain
        from hanoi import limits

        source = sys.stdin.buffer.read(limits.ANSWER_BYTES + 1)
        if len(source) > limits.ANSWER_BYTES:
            typer.echo("error: --explain reads at most 16 MiB from standard input; give a file", err=True)
            raise SystemExit(2)
    size = _size(source) if isinstance(source, Path) else 0
    try:
        if sys.stderr.isatty() and size > _PROGRESS_BYTES:
            from rich.progress import Progress

            with Progress(transient=True) as bar:
                task = bar.add_task("verifying", total=size)
                report = verify(
                    source, start_state, goal_state, discs=discs, pegs=pegs, notation=notation, base=base,
                    keep_going=keep_going, progress=lambda count: bar.advance(task, count),
                    peg_names=peg_names, disc_names=disc_names, rules=rules,
                )
        else:
            report = verify(
                source, start_state, goal_state, discs=discs, pegs=pegs, notation=notation, base=base,
                keep_going=keep_going, peg_names=peg_names, disc_names=disc_names, rules=rules,
            )
    except HanoiError as error:  # a bad option or an unreadable file: unusable input
        typer.echo(f"error: {error}", err=True)
        raise SystemExit(2) from None
    if not report.found:  # binary data, prose, nothing at all: no move list to judge
        reason = report.first_error.reason if report.first_error is not None else "no move list found"
        typer.echo(f"error: {reason}", err=True)
        raise SystemExit(2)
    explained = _explain(source, report, notation, base, peg_names, disc_names) if explain else []
    if fmt is Shape.JSON:
        shown = report.to_dict()
        if explain:
            shown["explain"] = explained
        typer.echo(json.dumps(shown))
    else:
        typer.echo("\n".join(report_lines(report)))
        if explained:
            typer.echo("explain:")
            typer.echo("\n".join(f"  {line}" for line in explained))
    # SystemExit, not typer.Exit: the app runs click with standalone_mode=False, which
    # turns typer.Exit into a return value and so into exit status 0
    raise SystemExit(0 if report.solved else 1)


def _explain(
    source: object, report: VerifyReport, notation: InputFormat | None, base: int | None,
    peg_names: str | None, disc_names: str | None,
) -> list[str]:
    """The ``--explain`` lines, read with the numbering the report used."""
    from hanoi.verify.explain import explain_moves, explain_template
    from hanoi.verify.template import REASON, STATES, STRETCH

    if report.answer is not None and report.answer.startswith(REASON):
        how = "stretch" if report.answer.startswith(STRETCH) else "states" if report.answer.startswith(STATES) else ""
        return explain_template(source, report.start, report.goal, how=how)
    if disc_names is None and any(note.startswith("disc numbers count from the bottom") for note in report.notes):
        disc_names = ",".join(str(disc) for disc in range(report.start.n, 0, -1))
    if base is None and any(note.startswith("ambiguous peg numbers") and "so it is judged" in note
                            for note in report.notes):
        base = 1
    return explain_moves(
        source, discs=report.start.n, pegs=report.start.pegs, notation=notation, base=base,
        peg_names=None if peg_names is None else peg_names.split(","),
        disc_names=None if disc_names is None else disc_names.split(","),
    )


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


@app.command("pddl")
def pddl_command(
    n: Annotated[int, typer.Argument(parser=parse_count, metavar="N", help="Number of discs.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for domain.pddl and problem.pddl.")],
    pegs: Annotated[int, typer.Option("--pegs", min=3, help="Number of pegs.")] = 3,
    start: Annotated[str | None, typer.Option(help="Start state [the tower on peg 0].")] = None,
    goal: Annotated[str | None, typer.Option(help="Goal state [the tower on the last peg].")] = None,
) -> None:
    """Write a PDDL domain and problem for N discs, for automated planners.

    Example: hanoi pddl 4 --out plan/
    """
    from hanoi.pddl import write_pddl

    start_state, goal_state = _states(n, pegs, start, goal)
    for label, state in (("--start", start_state), ("--goal", goal_state)):
        if state is not None and state.pegs != pegs:
            raise typer.BadParameter(f"{label} {state} has {state.pegs} pegs, but --pegs is {pegs}")
    domain, problem = write_pddl(n, out, pegs=pegs, start=start_state, goal=goal_state)
    typer.echo(f"wrote {domain} and {problem}")
