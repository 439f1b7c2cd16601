"""A Psych-DS dataset of test results: ``dataset_description.json`` with its column dictionary, and ``data/``.

Psych-DS (psych-ds.github.io; its rules are the schema files of the ``psych-ds/psych-DS``
repository, ``schema_model/versions/jsons/latest/schema.json``) asks for:

- ``dataset_description.json`` at the top, JSON-LD with ``@context`` schema.org and ``@type``
  ``Dataset``, and the fields ``name``, ``description`` and ``variableMeasured`` (required);
  ``author``, ``citation``, ``license``, ``keywords`` ... are recommended;
- a ``data/`` folder of CSV files named by keywords, ``key-value`` pairs joined by ``_`` and
  ending in ``_data.csv`` (``study-Pilot_subject-P01_data.csv``), keys from its list
  (study, site, subject, session, task, condition, trial, stimulus, description);
- every column of every data file listed in ``variableMeasured``, and every variable listed
  there found in some data file; no repeated header.

This writer puts one file per participant and table (``description-trials`` per problem,
``description-attempts`` per attempted move), with the columns of :mod:`hanoi.results.export`,
and names each column in ``variableMeasured`` as a schema.org ``PropertyValue`` with its
description and unit.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from hanoi._files import atomic_output
from hanoi.errors import InvalidArgumentError
from hanoi.results.export import ATTEMPT_COLUMNS, TRIAL_COLUMNS, _cell, attempt_rows, trial_rows
from hanoi.results.store import Records

__all__ = ["COLUMN_DESCRIPTIONS", "KEYWORDS", "datafile_name", "write_psychds"]

KEYWORDS = ("study", "site", "subject", "session", "task", "condition", "trial", "stimulus", "description")
"""The keys Psych-DS lists for data file names (its schema's ``objects.common_principles.keywords``)."""

COLUMN_DESCRIPTIONS: dict[str, tuple[str, str | None]] = {
    "sub": ("The participant's identifier.", None),
    "trial": ("The problem's number in its session, from 1.", None),
    "size": ("The number of discs or balls.", None),
    "pegs": ("The number of pegs.", None),
    "start": ("The start position: letters (largest disc first) or PEBL's ball string such as |21|3||.", None),
    "goal": ("The goal position, in the notation of start.", None),
    "shortest": ("The minimum number of moves from start to goal, computed by python-hanoi's solver.", "moves"),
    "steps": ("The legal moves made.", "moves"),
    "excess": ("Legal moves beyond the minimum, for a solved problem.", "moves"),
    "illegal": ("Attempted moves the rules refused.", "moves"),
    "time": ("From the problem shown to its last legal move, hidden time left out.", "ms"),
    "success": ("1 if the goal was reached, else 0.", None),
    "outcome": ("How the problem ended: solved, time (time limit) or moves (move limit).", None),
    "session": ("The session's public identifier (one page load online).", None),
    "session_start": ("When the session started, ISO 8601 with the UTC offset.", None),
    "reached": ("The position reached, in PEBL's notation (digits for discs).", None),
    "planning": ("From the problem shown to the first lift (planning time).", "ms"),
    "solution": ("From the first lift to the last legal move.", "ms"),
    "version": ("The version of python-hanoi that stored the data.", None),
    "problem_set": ("The problem set the problem belongs to.", None),
    "seed": ("The random seed of a random problem, if any.", None),
    "time_limit_s": ("The problem's time limit.", "s"),
    "move_limit": ("The problem's move limit.", "moves"),
    "animation_ms": ("The duration of the move animation of the lab's game.", "ms"),
    "settings": ("The session's settings as JSON (for online data: the source and the plugin version).", None),
    "pauses": ("The number of pauses within the problem (page hidden, reload, lost connection).", None),
    "paused": ("The time of those pauses, left out of every time.", "ms"),
    "kind": ("test (scored), practice or demonstration (not scored).", None),
    "attempt": ("The attempt's number within its problem, from 1.", None),
    "abstime": ("The drop's time from the session's start, pauses left out.", "ms"),
    "trialtime": ("The drop's time from the problem shown, pauses left out.", "ms"),
    "from": ("The peg the piece was lifted from, from 1.", None),
    "to": ("The peg the piece was dropped on, from 1.", None),
    "disc": ("The disc or ball moved (1 the smallest disc).", None),
    "legal": ("1 if the rules allowed the move, else 0.", None),
    "state": ("The position after the attempt, in PEBL's notation.", None),
    "reason": ("Why the rules refused the move, empty for a legal one.", None),
    "seq": ("The attempt's number within its session.", None),
    "lifttime": ("The lift's time from the problem shown, pauses left out.", "ms"),
    "servertime": ("The time the attempt was stored, from the problem's start (the drop's wall time online).", "ms"),
    "timing": ("client when the times are the page's performance.now() stamps, server otherwise.", None),
    "segment": ("The display segment of the problem the attempt belongs to (a new one after each pause).", None),
}
"""The column dictionary: each column's description and unit (``variableMeasured``)."""

_TABLES = (("trials", TRIAL_COLUMNS), ("attempts", ATTEMPT_COLUMNS))


def _value(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "", text)


def datafile_name(**keywords: str) -> str:
    """A data file name of Psych-DS keywords (keys from :data:`KEYWORDS`; values keep letters and digits only).

    >>> datafile_name(study="Pilot 2026", subject="P-01", description="trials")
    'study-Pilot2026_subject-P01_description-trials_data.csv'
    >>> datafile_name(subject="--")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: the Psych-DS keyword subject needs letters or digits, got '--'
    """
    parts = []
    for key, raw in keywords.items():
        if key not in KEYWORDS:
            raise InvalidArgumentError(f"{key!r} is not a Psych-DS keyword ({', '.join(KEYWORDS)})")
        value = _value(str(raw))[:60]
        if not value:
            raise InvalidArgumentError(f"the Psych-DS keyword {key} needs letters or digits, got {str(raw)[:40]!r}")
        parts.append(f"{key}-{value}")
    return "_".join(parts) + "_data.csv"


def _write_csv(path: Path, columns: Sequence[str], rows: Iterable[dict[str, object]]) -> int:
    count = 0
    with atomic_output(path, text=True, newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_cell(row[column]) for column in columns])
            count += 1
    return count


def write_psychds(records: Records, out_dir: str | Path, *, name: str, description: str,
                  author: str | None = None, license_url: str | None = None) -> list[Path]:
    """Write the results as a Psych-DS dataset in ``out_dir``; return the files written.

    >>> import tempfile
    >>> from hanoi.results.problems import Problem
    >>> from hanoi.state import State
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> records.record_attempt(trial, t_ms=900, source=0, target=2, disc=1, legal=True, state_after=State.parse("C"))
    >>> records.finish_trial(trial, t_ms=900, success=True, steps=1, outcome="solved")
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     [p.name for p in write_psychds(records, folder, name="Demo", description="One problem.")]
    ['study-Demo_subject-P01_description-trials_data.csv', 'study-Demo_subject-P01_description-attempts_data.csv', \
'dataset_description.json', 'README.md', 'CHANGES.md']
    """
    for label, text in (("name", name), ("description", description)):
        if not isinstance(text, str) or not text.strip():
            raise InvalidArgumentError(f"the dataset needs a {label}, got {str(text)[:40]!r}")
    participants = records.participants()
    if not participants:
        raise InvalidArgumentError("the results hold no participant: nothing to write")
    root = Path(out_dir)
    data = root / "data"
    data.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    used: dict[str, str] = {}
    for participant in participants:
        value = _value(participant) or "unnamed"
        if value in used and used[value] != participant:
            value = f"{value}{len(used)}"
        used[value] = participant
        for table, columns in _TABLES:
            rows = trial_rows(records, participant) if table == "trials" else attempt_rows(records, participant)
            path = data / datafile_name(study=name, subject=value, description=table)
            _write_csv(path, columns, rows)
            written.append(path)
    variables = []
    for column in dict.fromkeys(column for _, table_columns in _TABLES for column in table_columns):
        if column in COLUMN_DESCRIPTIONS:
            text, unit = COLUMN_DESCRIPTIONS[column]
        else:  # a column of the lab's exports: the data dictionary describes it (hanoi.results.dictionary)
            from hanoi.results.dictionary import COLUMNS

            text, unit = COLUMNS[column].description, COLUMNS[column].units
        variable: dict[str, object] = {"@type": "PropertyValue", "name": column, "description": text}
        if unit is not None:
            variable["unitText"] = unit
        variables.append(variable)
    meta: dict[str, object] = {
        "@context": "https://schema.org/", "@type": "Dataset", "name": name.strip(), "description": description.strip(),
        "keywords": ["Tower of Hanoi", "Tower of London", "planning", "python-hanoi"],
        "variableMeasured": variables,
    }
    if author:
        meta["author"] = [{"@type": "Person", "name": author}]
    if license_url:
        meta["license"] = license_url
    for file_name, text in (
        ("dataset_description.json", json.dumps(meta, indent=2, ensure_ascii=False) + "\n"),
        ("README.md", f"# {name.strip()}\n\n{description.strip()}\n\nWritten by python-hanoi (`hanoi results psychds`):"
                      " one trials file and one attempts file per participant under data/; the columns are described"
                      " in dataset_description.json (variableMeasured).\n"),
        ("CHANGES.md", "# Changes\n\n- First version, written by python-hanoi.\n"),
    ):
        with atomic_output(root / file_name, text=True) as handle:
            handle.write(text)
        written.append(root / file_name)
    return written
