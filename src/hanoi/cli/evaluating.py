"""Commands that evaluate language models: prompt and eval.

``hanoi prompt`` prints a prompt in the answer format of a published study (and, with
``--format json``, the metadata needed to score it); ``hanoi eval`` scores a JSONL file
of answers, writes one scored record an answer, prints a summary and, with
``--report``, draws an HTML report.  The evaluation library is imported inside the
commands, so that ``hanoi --help`` stays fast.
"""

from __future__ import annotations

import json
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Annotated, Any

import typer

from hanoi._files import atomic_output, check_output
from hanoi.cli.app import app
from hanoi.cli.options import Shape, parse_count, parse_state
from hanoi.cli.output import file_error
from hanoi.errors import HanoiError
from hanoi.evaluation.styles import PromptStyle

__all__ = ["eval_command", "prompt_command"]


@app.command("prompt")
def prompt_command(
    n: Annotated[int, typer.Argument(parser=parse_count, metavar="N", help="Number of discs.")],
    pegs: Annotated[int, typer.Option("--pegs", min=3, help="Number of pegs.")] = 3,
    start: Annotated[str | None, typer.Option(help="Start state [the tower on peg 0].")] = None,
    goal: Annotated[str | None, typer.Option(help="Goal state [the tower on the last peg].")] = None,
    style: Annotated[PromptStyle, typer.Option(help="Whose answer format to ask for.")] = PromptStyle.APPLE,
    fmt: Annotated[Shape, typer.Option("--format", "-f", help="text: the prompt; json: with its metadata.")] = (
        Shape.TEXT
    ),
) -> None:
    """Print a prompt in the answer format of a published study (Apple 2025, reasoning-gym, MAKER, plain).

    Example: hanoi prompt 5 --style reasoning-gym --format json
    """
    from hanoi.evaluation.prompts import build_prompt

    start_state = None if start is None else parse_state(start, pegs)
    goal_state = None if goal is None else parse_state(goal, pegs)
    for label, state in (("--start", start_state), ("--goal", goal_state)):
        if state is not None and state.n != n:
            raise typer.BadParameter(f"{label} {state} has {state.n} discs, but N is {n}")
    prompt = build_prompt(n, start_state, goal_state, pegs=pegs, style=style)
    typer.echo(json.dumps(prompt.to_dict()) if fmt is Shape.JSON else prompt.text())


@app.command("eval")
def eval_command(
    file: Annotated[str, typer.Argument(metavar="ANSWERS.jsonl|-", help="One JSON answer record a line.")],
    out: Annotated[
        str | None,
        typer.Option(
            "--out", "-o", metavar="PATH", help="Scored records, one a line [ANSWERS.scored.jsonl; - stdout]."
        ),
    ] = None,
    report: Annotated[
        Path | None, typer.Option("--report", metavar="PATH", help="Also write an HTML report with plots.")
    ] = None,
    fmt: Annotated[Shape, typer.Option("--format", "-f", help="Summary shape.")] = Shape.TEXT,
) -> None:
    """Score model answers: per-answer records, accuracy by discs and model (Wilson 95 %), first errors.

    Example: hanoi eval answers.jsonl --report report.html
    """
    from hanoi.evaluation.scoring import EvalInputError, Summary, score_lines

    if file == "-" and out is None:
        raise typer.BadParameter("reading standard input: say where the scored records go with --out PATH (or -)")
    try:
        source: IO[bytes] = sys.stdin.buffer if file == "-" else open(file, "rb")  # noqa: SIM115
    except OSError as error:
        raise file_error("read", file, error) from None
    target = out if out is not None else str(Path(file).with_suffix("")) + ".scored.jsonl"
    if target != "-":  # neither output may be the input, nor each other: refused before any work
        check_output(target, [file])
    if report is not None:
        check_output(report, [file, None if target == "-" else target])
    summary = Summary()
    size = _size(file)
    try:
        with ExitStack() as stack:
            sink: IO[str] = sys.stdout if target == "-" else stack.enter_context(
                atomic_output(target, inputs=[file], text=True))
            rows = 0
            if sys.stderr.isatty() and size:
                from rich.progress import Progress

                with Progress(transient=True) as bar:
                    task = bar.add_task("scoring", total=size)
                    for row in score_lines(source, summary, lambda count: bar.advance(task, count)):
                        sink.write(json.dumps(row) + "\n")
                        rows += 1
            else:
                for row in score_lines(source, summary):
                    sink.write(json.dumps(row) + "\n")
                    rows += 1
    except EvalInputError as error:
        typer.echo(f"error: {error}", err=True)
        raise SystemExit(2) from None
    finally:
        if source is not sys.stdin.buffer:
            source.close()

    def echo(text: str) -> None:  # the summary goes to stderr when the records take stdout
        typer.echo(text, err=target == "-")

    written = "standard output" if target == "-" else target
    if report is not None:
        from hanoi.evaluation.report import write_report

        try:
            write_report(summary, report, inputs=[file, None if target == "-" else target])
        except HanoiError as error:
            typer.echo(f"error: {error}", err=True)
            raise SystemExit(2) from None
    data: dict[str, Any] = summary.to_dict()
    if fmt is Shape.JSON:
        echo(json.dumps({"scored": written, "report": None if report is None else str(report), **data}))
    else:
        echo(f"scored {rows} answers: {written}" + ("" if report is None else f"; report: {report}"))
        echo("\n".join(summary.lines()))


def _size(file: str) -> int:
    if file == "-":
        return 0
    try:
        return Path(file).stat().st_size
    except OSError:
        return 0
