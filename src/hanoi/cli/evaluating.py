"""Commands that evaluate language models: prompt and eval.

``hanoi prompt`` prints a prompt in the answer format of a published study (and, with
``--format json``, the metadata needed to score it); ``hanoi eval`` scores a JSONL file
of answers, writes one scored record an answer, prints a summary and, with
``--report``, draws an HTML report.  The evaluation library is imported inside the
commands, so that ``hanoi --help`` stays fast.
"""

from __future__ import annotations

import hashlib
import json
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Annotated, Any

import typer

from hanoi._files import atomic_output, check_output, write_whole
from hanoi.cli.app import app
from hanoi.cli.options import Shape, parse_count, parse_range, parse_state
from hanoi.cli.output import file_error
from hanoi.errors import HanoiError
from hanoi.evaluation.styles import PromptStyle, Protocol

__all__ = ["CANNED_RATE", "eval_command", "instances_command", "prompt_command"]

CANNED_RATE = 0.02
"""The per-move error rate of the canned model that ``hanoi eval --protocol`` runs when no model is named."""


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
    file: Annotated[
        str | None, typer.Argument(metavar="ANSWERS.jsonl|-", help="One JSON answer record a line.")
    ] = None,
    out: Annotated[
        str | None,
        typer.Option(
            "--out", "-o", metavar="PATH",
            help="Scored records, one a line [ANSWERS.scored.jsonl; - stdout]; with --protocol: the runs [runs.jsonl].",
        ),
    ] = None,
    report: Annotated[
        Path | None, typer.Option("--report", metavar="PATH", help="Also write an HTML report with plots.")
    ] = None,
    fmt: Annotated[Shape, typer.Option("--format", "-f", help="Summary shape.")] = Shape.TEXT,
    protocol: Annotated[
        list[Protocol] | None,
        typer.Option("--protocol", "-p", help="Run a protocol against a model instead (repeat for several)."),
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", "-m", help="With --protocol: any Inspect AI model, e.g. openai/gpt-4o "
                                 "[the canned model, offline].")
    ] = None,
    simulate: Annotated[
        float | None,
        typer.Option("--simulate", metavar="RATE", min=0.0, max=1.0,
                     help="With --protocol: an offline simulated model wrong on each move with this probability."),
    ] = None,
    discs: Annotated[str, typer.Option("--discs", "-n", help="Numbers of discs: 5, 3..8 or 3,5,7.")] = "3..6",
    pegs: Annotated[int, typer.Option("--pegs", min=3, max=64, help="Number of pegs.")] = 3,
    start: Annotated[str | None, typer.Option(help="Start state [the tower on peg 0]; one number of discs.")] = None,
    goal: Annotated[str | None, typer.Option(help="Goal state [the tower on the last peg].")] = None,
    batch: Annotated[int, typer.Option("--batch", "-k", min=1, max=1000, help="stepwise: moves a turn.")] = 5,
    votes: Annotated[int, typer.Option("--votes", min=1, max=100, help="maker: first to this many votes ahead.")] = 3,
    max_tokens: Annotated[
        int, typer.Option("--max-tokens", min=1, max=1_000_000, help="maker: red-flag replies longer than this.")
    ] = 750,
    cap: Annotated[
        int | None,
        typer.Option("--cap", metavar="TOKENS", min=1, max=10_000_000,
                     help="With --protocol: the output token limit of every call; a reply cut there is censored."),
    ] = None,
    max_errors: Annotated[
        int, typer.Option("--max-errors", min=1, max=1000,
                          help="stepwise, tools: end a run after this many wrong turns or calls (1: strict).")
    ] = 3,
    epochs: Annotated[int, typer.Option("--epochs", min=1, max=10000, help="Runs of each puzzle.")] = 1,
    seed: Annotated[int, typer.Option("--seed", min=0, max=2**63 - 1, help="--simulate: the seed.")] = 0,
    log: Annotated[
        str | None,
        typer.Option("--log", metavar="PATH", help="With --protocol: every prompt and reply, JSONL [RUNS.log.jsonl]."),
    ] = None,
    figures: Annotated[
        Path | None,
        typer.Option("--figures", metavar="DIR", help="With --protocol: also write each figure as DIR/NAME.svg."),
    ] = None,
    runs: Annotated[
        Path | None,
        typer.Option("--runs", metavar="RUNS.jsonl",
                     help="Redraw the metrics, --report and --figures from the runs of an earlier --protocol."),
    ] = None,
) -> None:
    """Score model answers, or run the protocols (full, stepwise, tools, maker) against a model.

    Example: hanoi eval answers.jsonl --report report.html
    Example: hanoi eval --protocol stepwise --protocol tools --model openai/gpt-4o --discs 3..8
    """
    if runs is not None:
        if protocol or file is not None:
            raise typer.BadParameter("--runs redraws earlier runs: leave out ANSWERS.jsonl and --protocol")
        from hanoi.evaluation.suite import load_runs

        if report is not None:  # the runs file is the input: no output may be it
            check_output(report, [runs])
        episodes = load_runs(runs)
        drawn = _draw(episodes, report, figures, inputs=[runs])
        _print_summary(episodes, drawn, report, fmt, f"{len(episodes)} runs read from {runs}", {"runs": str(runs)})
        return
    if protocol:
        if file is not None:
            raise typer.BadParameter("give either ANSWERS.jsonl to score or --protocol to run, not both")
        _run_protocols(protocol, model, simulate, discs, pegs, start, goal, batch, votes, max_tokens, max_errors,
                       epochs, seed, out, log, report, figures, fmt, cap)
        return
    if file is None:
        raise typer.BadParameter("give ANSWERS.jsonl (or -) to score, or --protocol to run a model "
                                 "(the canned one, offline, unless --model names one)")
    from hanoi.evaluation.scoring import EvalInputError, Summary, score_lines

    if report is not None:
        from hanoi._extras import need

        need("matplotlib", "report")  # before the answers are scored, not after
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


def _run_protocols(
    protocols: list[Protocol], model: str | None, simulate: float | None, discs: str, pegs: int,
    start: str | None, goal: str | None, batch: int, votes: int, max_tokens: int, max_errors: int, epochs: int,
    seed: int,
    out: str | None, log: str | None, report: Path | None, figures: Path | None, fmt: Shape, cap: int | None = None,
) -> None:
    """``hanoi eval --protocol``: run, write the runs and the log of every call, print the metrics."""
    from hanoi._extras import require

    if model is not None and simulate is not None:
        raise typer.BadParameter("with --protocol, give --model NAME (an Inspect AI model) or --simulate RATE")
    if model is None and simulate is None:  # out of the box: offline, and said so
        simulate = CANNED_RATE
        typer.echo(f"no --model named: running the canned model (simulated, error rate {simulate}, seed {seed}), "
                   "offline; --model NAME runs a real one", err=True)
    from hanoi.evaluation.prompts import parse_discs
    from hanoi.evaluation.protocols import make_puzzle

    numbers = parse_discs(discs)
    if (start is not None or goal is not None) and len(numbers) != 1:
        raise typer.BadParameter(f"--start and --goal need one number of discs, got --discs {discs!r}"[:300])
    for n in numbers:
        make_puzzle(n, None if start is None else parse_state(start, pegs),
                    None if goal is None else parse_state(goal, pegs), pegs=pegs)
    require("inspect_ai", "eval")
    from hanoi.evaluation.inspect_protocols import simulated_model
    from hanoi.evaluation.suite import run_suite

    target = Path(out if out is not None else "runs.jsonl")
    log_path = Path(log) if log is not None else target.with_suffix(".log.jsonl")
    if log_path.resolve() == target.resolve():
        raise typer.BadParameter(f"--log and --out name the same file {str(target)[:200]!r}: give two files")
    check_output(log_path, [target])  # the runs, the log and the report: three files, before any call
    if report is not None:
        check_output(report, [target, log_path])
    chosen: Any = model if simulate is None else simulated_model(simulate, seed=seed)
    try:
        with open(log_path, "w", encoding="utf-8") as transcript:  # a live log, to be read while it runs
            episodes = run_suite(
                protocols, numbers, chosen, pegs=pegs, start=start, goal=goal, k=batch, votes=votes,
                max_tokens=max_tokens, max_errors=max_errors,
                epochs=epochs, log_dir=str(target.with_suffix("")) + ".inspect", transcript=transcript,
                label=None if simulate is None else f"simulated (error rate {simulate}, seed {seed})",
                max_samples=4 if simulate is None else 1, cap=cap, live=simulate is None,
            )
        with atomic_output(target, inputs=[log_path], text=True) as sink:
            for episode in episodes:
                sink.write(json.dumps(episode.to_dict()) + "\n")
    except OSError as error:
        raise file_error("write", getattr(error, "filename", None) or target, error) from None
    calls = sum(episode.calls for episode in episodes)
    written = _draw(episodes, report, figures, inputs=[target, log_path])
    _print_summary(episodes, written, report, fmt,
                   f"{len(episodes)} runs, {calls} model calls: {target}; every prompt and reply: {log_path}",
                   {"runs": str(target), "log": str(log_path)})


def _draw(episodes: list[Any], report: Path | None, figures: Path | None,
          inputs: list[str | Path] | None = None) -> list[str]:
    """Write the HTML report and the figures of ``episodes`` (never over one of ``inputs``); the figures' paths."""
    from hanoi.evaluation.suite import SuiteSummary

    summary = SuiteSummary(episodes)
    drawn: dict[str, str] = {}  # each figure drawn once, for the report and its file
    if report is not None:
        from hanoi.evaluation.suite_report import write_suite_report

        write_suite_report(summary, report, inputs=inputs or [], figures=drawn)
    written: list[str] = []
    if figures is not None:
        from hanoi._folders import OwnedFolder
        from hanoi.evaluation.suite_report import FIGURES, figure_svg

        owned = OwnedFolder.claim(figures, "a figures folder")  # new, empty or ours
        owned.will_write(*(f"protocols-{name}.svg" for name in FIGURES))
        try:
            for name in FIGURES:
                path = figures / f"protocols-{name}.svg"
                write_whole(path, drawn.get(name) or figure_svg(summary, name), inputs=inputs or [])
                written.append(str(path))
        except OSError as error:
            raise file_error("write", getattr(error, "filename", None) or figures, error) from None
    return written


def _print_summary(episodes: list[Any], written: list[str], report: Path | None, fmt: Shape, head: str,
                   files: dict[str, str]) -> None:
    from hanoi.evaluation.suite import SuiteSummary

    summary = SuiteSummary(episodes)
    if fmt is Shape.JSON:
        typer.echo(json.dumps({**files, "figures": written, "report": None if report is None else str(report),
                               **summary.to_dict()}))
        return
    typer.echo(head + ("" if report is None else f"; report: {report}"))
    if written:
        typer.echo(f"figures: {', '.join(written)}")
    typer.echo("\n".join(summary.lines()))


@app.command("instances")
def instances_command(
    count: Annotated[int, typer.Argument(parser=parse_count, metavar="COUNT", help="Number of instances.")],
    discs: Annotated[str, typer.Option("--discs", "-n", help="Numbers of discs to draw from: 5, 3..6 or 3,5.")] = (
        "3..5"
    ),
    pegs: Annotated[str, typer.Option("--pegs", help="Numbers of pegs to draw from: 3..6.")] = "3..6",
    variant: Annotated[
        list[str] | None,
        typer.Option("--variant", help="Variants to draw from (repeat): classic, cyclic, cyclic-ccw, linear, star."),
    ] = None,
    distance: Annotated[
        str, typer.Option("--distance", "-d", help="Exact distances, taken in turn: 7 or 5,9.")
    ] = "7",
    seed: Annotated[
        int, typer.Option("--seed", min=0, max=2**63 - 1, help="The seed: the same seed, the same set.")
    ] = 0,
    max_states: Annotated[
        int, typer.Option("--max-states", min=1, max=10**9, help="Refuse puzzles with more states than this.")
    ] = 200_000,
    out: Annotated[str, typer.Option("--out", "-o", metavar="PATH", help="The dataset, JSONL [- stdout].")] = "-",
) -> None:
    """Write fresh instances: random start and goal at an exact distance, with their optimal paths counted.

    Example: hanoi instances 100 --pegs 3..6 --variant classic --variant cyclic --distance 7,15 --out fresh.jsonl
    """
    from hanoi.evaluation.instances import generate_instances

    items = generate_instances(
        count, discs=parse_range(discs, 1), pegs=parse_range(pegs, 3), variants=variant or ["classic"],
        distances=parse_range(distance, 0), seed=seed, max_states=max_states,
    )
    digest = hashlib.sha256()
    written = 0
    with ExitStack() as stack:
        sink: IO[str] = sys.stdout if out == "-" else stack.enter_context(atomic_output(out, text=True))
        for item in items:
            record = item.to_dict()
            digest.update(record["hash"].encode())
            sink.write(json.dumps(record) + "\n")
            written += 1
    where = "standard output" if out == "-" else out
    typer.echo(f"{written} instances (seed {seed}): {where}; dataset hash {digest.hexdigest()[:16]}", err=out == "-")
