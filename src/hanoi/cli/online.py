"""Commands of online studies: ``jspsych export`` and ``jspsych jatos``, ``results import`` and ``results psychds``."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from hanoi.cli.app import app, fail
from hanoi.cli.play import Db, results_app

__all__: list[str] = []

jspsych_app = typer.Typer(help="Online studies with jsPsych: timelines whose minimums come from the solver, "
                               "and JATOS study archives.", no_args_is_help=True)
app.add_typer(jspsych_app, name="jspsych")

_MAX_FILE = 20_000_000


class TimelineFormat(str, Enum):
    """The timeline's file format: JSON, or a script that registers it in ``window.HANOI_TIMELINES``.

    >>> [member.value for member in TimelineFormat]
    ['json', 'js']
    """

    json = "json"
    js = "js"


@jspsych_app.command("export")
def export_command(
    problem_set: Annotated[str | None, typer.Option("--set", metavar="NAME", help="A published set: shallice, "
                                                    "tol-dx, tol-r, phillips-a/b/c, fimbel-old, fimbel-young, "
                                                    "bishop2001.")] = None,
    study: Annotated[Path | None, typer.Option("--study", help="A study file (TOML or JSON).")] = None,
    contrib: Annotated[Path | None, typer.Option("--contrib", help="A JSON list of trials of the jsPsych contrib "
                                                 "Tower of London plugin, checked and converted.")] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="The file to write [standard output].")] = None,
    fmt: Annotated[TimelineFormat | None, typer.Option("--format", "-f", help="json or js [from --out's "
                                                       "suffix, else json].")] = None,
) -> None:
    """Write a jsPsych timeline for @python-hanoi/jspsych-hanoi: each problem with its minimum and optimal paths.

    Minimums are computed by the solver, never typed; a goal that cannot be reached is refused.

    Examples: hanoi jspsych export --set shallice | hanoi jspsych export --study pilot.toml --out timeline.js
    """
    from hanoi.cli.output import read_text
    from hanoi.errors import HanoiError
    from hanoi.results.timeline import contrib_timeline, set_timeline, study_timeline, timeline_text, write_timeline

    given = [value for value in (problem_set, study, contrib) if value is not None]
    if len(given) != 1:
        raise typer.BadParameter("give one of --set, --study or --contrib")
    try:
        if problem_set is not None:
            timeline = set_timeline(problem_set)
        elif study is not None:
            timeline = study_timeline(read_text(study, _MAX_FILE))
        elif contrib is not None:
            try:
                trials = json.loads(read_text(contrib, _MAX_FILE))
            except (ValueError, RecursionError) as error:
                raise typer.BadParameter(f"{str(contrib)[:80]!r} is not JSON: {str(error)[:100]}") from None
            timeline = contrib_timeline(trials)
        else:  # pragma: no cover - exactly one was given
            return
    except HanoiError as error:
        if problem_set is not None:
            raise typer.BadParameter(str(error)) from None
        raise
    if out is None:
        typer.echo(timeline_text(timeline, fmt=(fmt or TimelineFormat.json).value), nl=False)
        return
    write_timeline(timeline, out, fmt=None if fmt is None else fmt.value)
    count = len(timeline["trials"])
    typer.echo(f"wrote {out}: {count} problem{'' if count == 1 else 's'}, minimum{'' if count == 1 else 's'} "
               + ", ".join(str(trial["minimum"]) for trial in timeline["trials"]))


@jspsych_app.command("jatos")
def jatos_command(
    folder: Annotated[Path, typer.Argument(help="The experiment's folder (index.html and what it loads).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="The .jzip file to write.")] = Path("study.jzip"),
    title: Annotated[str, typer.Option(help="The study's title in JATOS.")] = "Tower of London",
    redirect: Annotated[str | None, typer.Option(help="The URL JATOS sends the participant to at the end "
                                                 "(e.g. Prolific's completion link).")] = None,
) -> None:
    """Pack an experiment folder as a JATOS study archive (.jzip) to import in JATOS.

    Example: hanoi jspsych jatos js/jspsych-hanoi/example --out shallice.jzip
    """
    from hanoi.results.jatos import write_jatos_archive

    written = write_jatos_archive(folder, out, title=title, end_redirect_url=redirect)
    typer.echo(f"wrote {written} ({written.stat().st_size:,} bytes)")


@results_app.command("import")
def import_command(
    files: Annotated[list[Path], typer.Argument(help="jsPsych data files of the hanoi plugin (.json or .csv).")],
    db: Db = None,
    participant: Annotated[str | None, typer.Option(help="The participant, when the data do not name one "
                                                    "(subject, participant, PROLIFIC_PID ...).")] = None,
) -> None:
    """Read the jsPsych plugin's data into the results database, for scores, report and export.

    Every attempt is replayed with the rules; a file that disagrees with them is refused whole.

    Example: hanoi results import data.json --db online.sqlite3
    """
    from hanoi.results.jspsych import MAX_IMPORT_BYTES, import_jspsych, read_jspsych
    from hanoi.results.store import Records, check_results_path

    rows = {str(path): read_jspsych(_data_text(path, MAX_IMPORT_BYTES)) for path in files}
    path = check_results_path(db)
    with Records(path) as records:
        for name, found in rows.items():
            summary = import_jspsych(records, found, participant=participant, source=Path(name).name)
            again = f"; {summary.skipped} already imported" if summary.skipped else ""
            typer.echo(f"{name}: {summary.trials} problems, {summary.attempts} attempts of "
                       f"{', '.join(summary.participants)} ({summary.sessions} session"
                       f"{'' if summary.sessions == 1 else 's'}{again})")


def _data_text(path: Path, limit: int) -> str:
    """A data file's text; a zip (JATOS's results archive) gives its text files one after the other."""
    import zipfile

    from hanoi.cli.output import file_error, read_text

    if str(path) == "-" or not zipfile.is_zipfile(path):
        return read_text(path, limit + 1)
    texts: list[str] = []
    try:
        with zipfile.ZipFile(path) as archive:
            for member in archive.infolist():
                if member.is_dir() or not member.filename.endswith((".txt", ".json", ".csv")):
                    continue
                if member.file_size + sum(map(len, texts)) > limit:
                    fail(f"{str(path)[:80]!r} holds more than {limit:,} bytes of data")
                texts.append(archive.read(member).decode("utf-8", errors="replace"))
    except (OSError, zipfile.BadZipFile) as error:
        raise file_error("read", path, OSError(str(error))) from None
    return "\n".join(texts)


@results_app.command("psychds")
def psychds_command(
    name: Annotated[str, typer.Option(help="The dataset's name (also the study keyword of the file names).")],
    description: Annotated[str, typer.Option(help="What the dataset holds.")],
    db: Db = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="The dataset folder to write.")] = Path("dataset"),
    author: Annotated[str | None, typer.Option(help="The author's name.")] = None,
) -> None:
    """Write the results as a Psych-DS dataset: dataset_description.json (with every column) and data/*_data.csv.

    Example: hanoi results psychds --db online.sqlite3 --name Shallice --description "Online Tower of London"
    """
    from hanoi.cli.play import _open_records
    from hanoi.results.psychds import write_psychds

    with _open_records(db, None) as records:
        if not records.participants():
            fail("the results hold no participant: nothing to write")
        for path in write_psychds(records, out, name=name, description=description, author=author):
            typer.echo(str(path))
