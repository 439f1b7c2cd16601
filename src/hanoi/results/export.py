"""The tables a researcher reads: PEBL's Tower of Hanoi columns first, then what a study needs to stand alone.

PEBL (the Psychology Experiment Building Language) logs its Tower of Hanoi task in two
files; :func:`export_csv` writes the same columns, in the same order, and adds new ones
after them:

- ``toh.csv``, per move: ``sub,trial,size,current,end,step,abstime,trialtime,clicktime,done``;
- ``toh-summary.csv``, per problem: ``sub,trial,size,shortest,startlab,endlab,startconf,endconf,
  success,steps,time``, where ``endconf`` is the configuration actually reached;
- ``toh-attempts.csv``: every attempted move, refused ones included, with the reason;
- ``toh-trials.csv``: per problem, excess moves, refused attempts, planning and solution time.

Every row also carries the session's public id and its start (ISO 8601 with the UTC
offset); the per-problem tables add the app version and the settings.  ``toh-long.csv``
(:func:`long_rows`) is the tidy long format for R (``read.csv``) and pandas: one row per
participant, problem and measure.

**Times** come from the page's ``performance.now()`` stamps of the clicks, when the
move carries them, else from the server's receipt time (the ``timing`` column says
which).  ``trialtime`` counts from the moment the problem was shown, leaving out the
time between a page reload or a lost connection and the resumed display; ``clicktime``
is the time since the previous move; ``planning`` is the time from the problem shown
to the first click that lifted a disc, ``solution`` the rest of the problem's time.
"""

from __future__ import annotations

import csv
import json
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from hanoi._files import atomic_output, check_output
from hanoi.errors import InvalidArgumentError
from hanoi.results.problems import config_text
from hanoi.results.store import Records
from hanoi.state import State  # noqa: F401  (the doctests build states)

__all__ = [
    "ATTEMPT_COLUMNS",
    "FORMATS",
    "LONG_COLUMNS",
    "MEASURES",
    "PEBL_MOVE_COLUMNS",
    "PEBL_SUMMARY_COLUMNS",
    "PEBL_TOL_MOVE_COLUMNS",
    "PEBL_TOL_SUMMARY_COLUMNS",
    "TOL_FILES",
    "TRIAL_COLUMNS",
    "TrialRecord",
    "TrialTimes",
    "attempt_rows",
    "export_csv",
    "iso_time",
    "long_rows",
    "move_rows",
    "summary_rows",
    "tol_move_rows",
    "tol_summary_rows",
    "trial_rows",
    "trials_with_times",
]

PEBL_MOVE_COLUMNS = ("sub", "trial", "size", "current", "end", "step", "abstime", "trialtime", "clicktime", "done")
"""Columns of PEBL's per-move Tower of Hanoi log (``toh-SUB.csv``)."""

PEBL_SUMMARY_COLUMNS = ("sub", "trial", "size", "shortest", "startlab", "endlab", "startconf", "endconf",
                        "success", "steps", "time")
"""Columns of PEBL's per-problem summary (``toh-summary-SUB.csv``)."""

_SESSION = ("session", "session_start")
_SETTINGS = ("version", "problem_set", "seed", "time_limit_s", "move_limit", "animation_ms", "settings")

MOVE_COLUMNS = (*PEBL_MOVE_COLUMNS, *_SESSION, "pegs", "disc", "from", "to", "lifttime", "servertime", "timing")
"""``toh.csv``: PEBL's columns, then the session, the move and the lift click's time."""

SUMMARY_COLUMNS = (*PEBL_SUMMARY_COLUMNS, *_SESSION, "pegs", "outcome", "planning", "solution", *_SETTINGS)
"""``toh-summary.csv``: PEBL's columns, then the session, how the problem ended, its times and settings."""

ATTEMPT_COLUMNS = ("sub", "trial", "attempt", "abstime", "trialtime", "from", "to", "disc", "legal", "state",
                   "reason", *_SESSION, "seq", "lifttime", "servertime", "timing", "segment")
"""``toh-attempts.csv``: every attempted move, legal or not (pegs 1-based, as PEBL counts them)."""

TRIAL_COLUMNS = ("sub", "trial", "size", "pegs", "start", "goal", "shortest", "steps", "excess", "illegal",
                 "time", "success", "outcome", *_SESSION, "reached", "planning", "solution", *_SETTINGS)
"""``toh-trials.csv``: per problem, excess moves, refused attempts, times, how it ended, and the settings."""

MEASURES = ("shortest", "steps", "excess", "illegal", "planning_ms", "solution_ms", "time_ms", "success")
"""The measures of the long format, all numeric (ms for times, 0/1 for success)."""

LONG_COLUMNS = ("session", "session_start", "participant", "trial", "discs", "pegs", "start", "goal", "outcome",
                "measure", "value")
"""``toh-long.csv``: one row per participant, problem and measure; empty means missing (NA)."""

FORMATS = {"csv": ("toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv"), "long": ("toh-long.csv",)}
"""The files each export format writes."""

PEBL_TOL_MOVE_COLUMNS = ("sub", "trial", "size", "current", "end", "step", "reset", "tries", "score", "abstime",
                         "trialtime", "clicktime", "done")
"""Columns of PEBL's per-move Tower of London log (``tol-SUB.csv``, Mueller and Piper 2014, ``TOL.pbl``)."""

PEBL_TOL_SUMMARY_COLUMNS = ("sub", "trial", "size", "shortest", "startlab", "endlab", "startconf", "endconf",
                            "success", "tries", "score", "steps", "roundstart", "starttime", "firsttime", "time")
"""Columns of PEBL's Tower of London summary (``tol-summary-SUB.csv``)."""

TOL_FILES = ("tol.csv", "tol-summary.csv")
"""The Tower of London tables, in PEBL's TOL columns, that the ``csv`` export adds when a test had London problems."""


def iso_time(ms: float) -> str:
    """Epoch milliseconds as ISO 8601 local time with its UTC offset, to the millisecond.

    >>> iso_time(0).endswith(("+00:00", "Z")) or iso_time(0)[-6] in "+-"
    True
    >>> datetime.fromisoformat(iso_time(1_700_000_000_123)).timestamp()
    1700000000.123
    """
    return datetime.fromtimestamp(ms / 1000).astimezone().isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class TrialTimes:
    """The times of one trial on the clock of its display: pauses between segments left out.

    ``moves`` holds, per attempt, ``(lift, drop, timing)`` in ms since the problem was
    shown; ``planning`` and ``time`` are None when they are unknown.
    """

    moves: tuple[tuple[float, float, str], ...]
    origin: float
    planning: float | None
    time: float | None

    @property
    def solution(self) -> float | None:
        """The problem's time after the first lift."""
        return None if self.time is None or self.planning is None else self.time - self.planning


def _times(trial: sqlite3.Row, attempts: list[sqlite3.Row], segments: list[sqlite3.Row]) -> TrialTimes:
    starts: dict[int, float] = {}
    before: dict[int, float] = {}
    spent = 0.0
    for segment in segments:
        start = segment["shown_at"] if segment["shown_at"] is not None else segment["started_ms"]
        end = segment["last_at"] if segment["last_at"] is not None else segment["last_ms"]
        starts[segment["number"]] = start
        before[segment["number"]] = spent
        spent += max(end - start, 0.0)
    moves = []
    for attempt in attempts:
        number = attempt["segment"] if attempt["segment"] in starts else max(starts)
        client = attempt["drop_at"] is not None
        drop = attempt["drop_at"] if client else attempt["t_ms"]
        lift = attempt["lift_at"] if client and attempt["lift_at"] is not None else drop
        offset = before[number] - starts[number]
        moves.append((lift + offset, drop + offset, "client" if client else "server"))
    planning = moves[0][0] if moves else None
    outcome = trial["outcome"]
    if outcome == "time" and trial["time_limit_ms"] is not None:
        total: float | None = float(trial["time_limit_ms"])
    elif outcome in ("solved", "moves") and moves:
        total = max(drop for _, drop, _ in moves)
    elif outcome is None:
        total = spent
    else:
        total = None if trial["ended_ms"] is None else float(trial["ended_ms"] - trial["started_ms"])
    return TrialTimes(tuple(moves), starts[min(starts)], planning, total)


def _ms(value: float | None) -> object:
    return "" if value is None else round(value)


def _settings(trial: sqlite3.Row) -> dict[str, object]:
    settings: dict[str, object] = json.loads(trial["settings"] or "{}")
    limit = trial["time_limit_ms"]
    return {
        "version": trial["version"] or "", "problem_set": settings.get("problem_set", ""),
        "seed": "" if settings.get("seed") is None else settings["seed"],
        "time_limit_s": "" if limit is None else (limit // 1000 if limit % 1000 == 0 else limit / 1000),
        "move_limit": "" if trial["move_limit"] is None else trial["move_limit"],
        "animation_ms": settings.get("animation_ms", ""), "settings": json.dumps(settings, sort_keys=True),
    }


@dataclass(frozen=True)
class TrialRecord:
    """One trial as stored, its attempts, and its times on the display clock."""

    row: sqlite3.Row
    attempts: list[sqlite3.Row]
    times: TrialTimes

    @property
    def session(self) -> dict[str, object]:
        return {"session": self.row["token"], "session_start": iso_time(self.row["session_ms"])}

    @property
    def reached(self) -> str:
        """PEBL's configuration of the state reached (digits; PEBL's TOL string for balls)."""
        if self.row["reached"] is not None:
            return config_text(self.row["reached"], self.row["pegs"])
        legal = [attempt for attempt in self.attempts if attempt["legal"]]
        return config_text(legal[-1]["state_after"] if legal else self.row["start"], self.row["pegs"])

    @property
    def steps(self) -> int:
        return sum(1 for attempt in self.attempts if attempt["legal"])


def trials_with_times(records: Records, participant: str | None = None,
                      session: int | None = None) -> Iterator[TrialRecord]:
    """Every trial (of a participant, or a session) with its attempts and times.

    >>> list(trials_with_times(Records(":memory:")))
    []
    """
    for row in records.trials(participant, session=session):
        attempts = records.attempts_of(row["id"])
        yield TrialRecord(row, attempts, _times(row, attempts, records.segments_of(row["id"])))


def move_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh.csv``: the start of each problem (step 0), then one per legal move.

    ``abstime`` counts ms from the start of the session, ``trialtime`` from the problem
    shown, ``clicktime`` from the previous move; ``done`` is 1 on the move that reaches the goal.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> records.record_attempt(trial, t_ms=1000, source=0, target=1, disc=1, legal=True,
    ...                        state_after=State.parse("B"))
    >>> records.record_attempt(trial, t_ms=1600, source=1, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("C"))
    >>> [(r["step"], r["current"], r["abstime"], r["trialtime"], r["clicktime"], r["done"]) for r in move_rows(records)]
    [(0, '1', 500, 0, 0, 0), (1, '2', 1000, 500, 500, 0), (2, '3', 1600, 1100, 600, 1)]
    """
    for trial in trials_with_times(records, participant):
        row, pegs = trial.row, trial.row["pegs"]
        session_ms = row["session_ms"]
        base = {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "end": row["goal_label"],
                **trial.session, "pegs": pegs}
        origin = trial.times.origin
        yield {**base, "current": row["start_label"], "step": 0, "abstime": _ms(origin - session_ms),
               "trialtime": 0, "clicktime": 0, "done": 0, "disc": "", "from": "", "to": "", "lifttime": "",
               "servertime": "", "timing": ""}
        step, last = 0, 0.0
        for attempt, (lift, drop, timing) in zip(trial.attempts, trial.times.moves, strict=True):
            if not attempt["legal"]:
                continue
            step += 1
            current = config_text(attempt["state_after"], pegs)
            yield {**base, "current": current, "step": step, "abstime": _ms(origin + drop - session_ms),
                   "trialtime": _ms(drop), "clicktime": _ms(drop - last), "done": int(current == row["goal_label"]),
                   "disc": attempt["disc"], "from": attempt["source"] + 1, "to": attempt["target"] + 1,
                   "lifttime": _ms(lift), "servertime": attempt["t_ms"] - row["started_ms"], "timing": timing}
            last = drop


def summary_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-summary.csv``; ``endconf`` is the state reached and ``time`` the problem's ms.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=500)
    >>> records.record_attempt(trial, t_ms=1200, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("AC"))
    >>> records.finish_trial(trial, t_ms=9000, success=False, steps=1, outcome="time")
    >>> [(r["endlab"], r["endconf"], r["success"], r["steps"], r["outcome"]) for r in summary_rows(records)]
    [('33', '13', 0, 1, 'time')]
    """
    for trial in trials_with_times(records, participant):
        row = trial.row
        yield {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "shortest": row["shortest"],
               "startlab": row["start_label"], "endlab": row["goal_label"], "startconf": row["start_label"],
               "endconf": trial.reached, "success": row["success"] or 0, "steps": trial.steps,
               "time": _ms(trial.times.time), **trial.session, "pegs": row["pegs"],
               "outcome": row["outcome"] or "unfinished", "planning": _ms(trial.times.planning),
               "solution": _ms(trial.times.solution), **_settings(row)}


def attempt_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-attempts.csv``: every attempted move, the state after it (PEBL digits) and the reason.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> records.record_attempt(trial, t_ms=800, source=1, target=2, disc=None, legal=False,
    ...                        state_after=State.parse("A"), reason="peg B is empty")
    >>> records.record_attempt(trial, t_ms=1100, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("C"))
    >>> [(r["attempt"], r["trialtime"], r["disc"], r["legal"], r["state"]) for r in attempt_rows(records)]
    [(1, 300, '', 0, '1'), (2, 600, 1, 1, '3')]
    """
    for trial in trials_with_times(records, participant):
        row = trial.row
        for number, (attempt, (lift, drop, timing)) in enumerate(
                zip(trial.attempts, trial.times.moves, strict=True), start=1):
            state = config_text(attempt["state_after"], row["pegs"])
            yield {"sub": row["participant"], "trial": row["trial"], "attempt": number,
                   "abstime": _ms(trial.times.origin + drop - row["session_ms"]), "trialtime": _ms(drop),
                   "from": attempt["source"] + 1, "to": attempt["target"] + 1,
                   "disc": attempt["disc"] if attempt["disc"] is not None else "", "legal": attempt["legal"],
                   "state": state, "reason": attempt["reason"] or "", **trial.session,
                   "seq": "" if attempt["seq"] is None else attempt["seq"], "lifttime": _ms(lift),
                   "servertime": attempt["t_ms"] - row["started_ms"], "timing": timing,
                   "segment": attempt["segment"] or 1}


def _trial_dict(trial: TrialRecord) -> dict[str, object]:
    row = trial.row
    steps, shortest = trial.steps, row["shortest"]
    return {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "pegs": row["pegs"],
            "start": row["start_label"], "goal": row["goal_label"], "shortest": "" if shortest is None else shortest,
            "steps": steps, "excess": steps - shortest if shortest is not None and row["success"] else "",
            "illegal": len(trial.attempts) - steps, "time": _ms(trial.times.time), "success": row["success"] or 0,
            "outcome": row["outcome"] or "unfinished", **trial.session, "reached": trial.reached,
            "planning": _ms(trial.times.planning), "solution": _ms(trial.times.solution), **_settings(row)}


def trial_rows(records: Records, participant: str | None = None, *,
               session: int | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-trials.csv``: shortest, steps, excess (of a solved problem), refused attempts, times, outcome.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> for t_ms, source, target, after in ((700, 0, 1, "B"), (900, 1, 0, "A"), (1000, 0, 2, "C")):
    ...     records.record_attempt(trial, t_ms=t_ms, source=source, target=target, disc=1, legal=True,
    ...                            state_after=State.parse(after))
    >>> records.finish_trial(trial, t_ms=1000, success=True, steps=3, outcome="solved")
    >>> [(r["shortest"], r["steps"], r["excess"], r["illegal"], r["planning"], r["time"], r["outcome"])
    ...  for r in trial_rows(records)]
    [(1, 3, 2, 0, 200, 500, 'solved')]
    """
    for trial in trials_with_times(records, participant, session):
        yield _trial_dict(trial)


def long_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-long.csv``: the per-problem measures in long form (R's ``pivot_longer``, pandas' ``melt``).

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> records.record_attempt(trial, t_ms=900, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("C"))
    >>> records.finish_trial(trial, t_ms=900, success=True, steps=1, outcome="solved")
    >>> [(r["measure"], r["value"]) for r in long_rows(records)][:4]
    [('shortest', 1), ('steps', 1), ('excess', 0), ('illegal', 0)]
    """
    names = {"planning_ms": "planning", "solution_ms": "solution", "time_ms": "time"}
    for trial in trials_with_times(records, participant):
        wide = _trial_dict(trial)
        ids = {"session": wide["session"], "session_start": wide["session_start"], "participant": wide["sub"],
               "trial": wide["trial"], "discs": wide["size"], "pegs": wide["pegs"],
               "start": wide["start"], "goal": wide["goal"], "outcome": wide["outcome"]}
        for measure in MEASURES:
            yield {**ids, "measure": measure, "value": wide[names.get(measure, measure)]}


_FORMULA = re.compile(r"(^|[,;\t|]\s*)([=+\-@\t\r])")
"""A formula start (``= + - @``, tab, return) at the start of a cell or after any separator a spreadsheet may use."""


def _cell(value: object) -> object:
    """Neutralise text that a spreadsheet would run as a formula (OWASP's CSV injection rule).

    A ``'`` goes before every formula start at the beginning of the text and after any
    separator (``,``, ``;``, tab, ``|``): a spreadsheet reading the file with ``;`` as
    its separator splits ``;=4+4`` into an empty cell and a formula.

    >>> _cell("=cmd"), _cell(";=4+4"), _cell("P01"), _cell("a, -1"), _cell(3)
    ("'=cmd", ";'=4+4", 'P01', "a, '-1", 3)
    """
    if isinstance(value, str):
        return _FORMULA.sub(lambda match: match.group(1) + "'" + match.group(2), value)
    return value


def _write(path: Path, columns: tuple[str, ...], rows: Iterable[dict[str, object]],
           inputs: Sequence[str | Path]) -> Path:
    with atomic_output(path, inputs=inputs, text=True, newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_cell(row[column]) for column in columns])
    return path


def _london(row: sqlite3.Row) -> bool:
    """Whether a trial is a Tower of London problem (its positions are PEBL's ``|21|3||`` strings)."""
    return str(row["start"]).startswith("|")


def _tol_scores(records: Records, participant: str | None) -> dict[int, int]:
    """PEBL's running score after each London trial, by trial id: 4 - tries (3 here: no resets) per problem solved."""
    scores: dict[int, int] = {}
    running: dict[object, int] = {}
    for row in records.trials(participant):
        if _london(row):
            key = (row["participant"], row["session_id"])
            running[key] = running.get(key, 0) + (3 if row["success"] else 0)
            scores[row["id"]] = running[key]
    return scores


def tol_move_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``tol.csv`` (PEBL's TOL columns): the start of each London problem, then one per legal move.

    ``current`` and ``end`` are PEBL's state strings; ``reset`` is 0 and ``tries`` 1 (a problem
    here is one try); ``score`` is PEBL's running score, which rises on the move that solves.

    >>> from hanoi.balls import BallState
    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...     Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2), t_ms=500)
    >>> for t_ms, source, target, ball, after in ((900, 0, 2, 1, "|2|3|1|"), (1300, 0, 1, 2, "||32|1|")):
    ...     records.record_attempt(trial, t_ms=t_ms, source=source, target=target, disc=ball, legal=True,
    ...                            state_after=BallState.parse(after))
    >>> records.finish_trial(trial, t_ms=1300, success=True, steps=2, outcome="solved")
    >>> [(r["step"], r["current"], r["score"], r["done"]) for r in tol_move_rows(records)]
    [(0, '|21|3||', 0, 0), (1, '|2|3|1|', 0, 0), (2, '||32|1|', 3, 1)]
    """
    scores = _tol_scores(records, participant)
    before: dict[object, int] = {}
    for trial in trials_with_times(records, participant):
        row = trial.row
        if not _london(row):
            continue
        key = (row["participant"], row["session_id"])
        start = before.get(key, 0)
        base = {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "end": row["goal_label"],
                "reset": 0, "tries": 1}
        origin, session_ms = trial.times.origin, row["session_ms"]
        yield {**base, "current": row["start_label"], "step": 0, "score": start, "abstime": _ms(origin - session_ms),
               "trialtime": 0, "clicktime": 0, "done": 0}
        step, last = 0, 0.0
        for attempt, (_, drop, _) in zip(trial.attempts, trial.times.moves, strict=True):
            if not attempt["legal"]:
                continue
            step += 1
            current = config_text(attempt["state_after"], row["pegs"])
            done = int(current == row["goal_label"])
            yield {**base, "current": current, "step": step, "score": scores[row["id"]] if done else start,
                   "abstime": _ms(origin + drop - session_ms), "trialtime": _ms(drop), "clicktime": _ms(drop - last),
                   "done": done}
            last = drop
        before[key] = scores[row["id"]]


def tol_summary_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``tol-summary.csv`` (PEBL's TOL columns), one per London problem.

    ``roundstart`` and ``starttime`` are the problem's start in ms from the session's,
    ``firsttime`` the time to the first move (planning), ``time`` the problem's ms.

    >>> from hanoi.balls import BallState
    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...     Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2), t_ms=500)
    >>> records.record_attempt(trial, t_ms=900, source=0, target=2, disc=1, legal=True,
    ...                        state_after=BallState.parse("|2|3|1|"))
    >>> records.finish_trial(trial, t_ms=5000, success=False, steps=1, outcome="time")
    >>> [(r["shortest"], r["startconf"], r["endconf"], r["success"], r["steps"], r["score"])
    ...  for r in tol_summary_rows(records)]
    [(2, '|21|3||', '|2|3|1|', 0, 1, 0)]
    """
    scores = _tol_scores(records, participant)
    for trial in trials_with_times(records, participant):
        row = trial.row
        if not _london(row):
            continue
        start = _ms(trial.times.origin - row["session_ms"])
        yield {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "shortest": row["shortest"],
               "startlab": row["start_label"], "endlab": row["goal_label"], "startconf": row["start_label"],
               "endconf": trial.reached, "success": row["success"] or 0, "tries": 1, "score": scores[row["id"]],
               "steps": trial.steps, "roundstart": start, "starttime": start, "firsttime": _ms(trial.times.planning),
               "time": _ms(trial.times.time)}


def export_csv(records: Records, out_dir: str | Path, *, participant: str | None = None,
               fmt: str = "csv") -> list[Path]:
    """Write the tables of ``fmt`` (``csv``: the four PEBL-style tables; ``long``: ``toh-long.csv``).

    Returns the paths written.  Text that a spreadsheet would run as a formula is
    prefixed with ``'``.

    >>> import tempfile
    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> _ = records.start_trial(records.start_session("=cmd", {}, t_ms=0, token="s1"), 1,
    ...                         Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     paths = export_csv(records, folder)
    ...     print([path.name for path in paths])
    ...     print(paths[1].read_text(encoding="utf-8").splitlines()[1][:30])
    ['toh.csv', 'toh-summary.csv', 'toh-attempts.csv', 'toh-trials.csv']
    '=cmd,1,1,1,1,3,1,1,0,0,0,s1,...
    """
    tables = {
        "toh.csv": (MOVE_COLUMNS, move_rows), "toh-summary.csv": (SUMMARY_COLUMNS, summary_rows),
        "toh-attempts.csv": (ATTEMPT_COLUMNS, attempt_rows), "toh-trials.csv": (TRIAL_COLUMNS, trial_rows),
        "toh-long.csv": (LONG_COLUMNS, long_rows),
    }
    if fmt not in FORMATS:
        raise InvalidArgumentError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    folder = Path(out_dir).expanduser()
    inputs = [] if str(records.path) == ":memory:" else [records.path]
    for name in FORMATS[fmt]:  # none of the tables may be the database itself
        check_output(folder / name, inputs)
    names = list(FORMATS[fmt])
    if fmt == "csv" and any(_london(row) for row in records.trials(participant)):
        tables["tol.csv"] = (PEBL_TOL_MOVE_COLUMNS, tol_move_rows)
        tables["tol-summary.csv"] = (PEBL_TOL_SUMMARY_COLUMNS, tol_summary_rows)
        names += TOL_FILES
        for name in TOL_FILES:
            check_output(folder / name, inputs)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        columns, rows = tables[name]
        written.append(_write(folder / name, columns, rows(records, participant), inputs))
    return written
