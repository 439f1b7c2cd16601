"""The tables a researcher reads: PEBL's Tower of Hanoi columns first, then what a study needs to stand alone.

PEBL (the Psychology Experiment Building Language) logs its Tower of Hanoi task in two
files; :func:`export_csv` writes the same columns, in the same order, and adds new ones
after them:

- ``toh.csv``, per move: ``sub,trial,size,current,end,step,abstime,trialtime,clicktime,done``;
- ``toh-summary.csv``, per problem: ``sub,trial,size,shortest,startlab,endlab,startconf,endconf,
  success,steps,time``, where ``endconf`` is the goal (as PEBL writes it; ``reached`` is the configuration
  reached, in every summary of every variant);
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
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from hanoi._files import atomic_output, check_output
from hanoi.errors import InvalidArgumentError
from hanoi.limits import TEST_SILENCE_MS
from hanoi.results.dictionary import write_sidecar
from hanoi.results.problems import config_text
from hanoi.results.store import Records
from hanoi.state import State  # noqa: F401  (the doctests build states)

__all__ = [
    "ATTEMPT_COLUMNS",
    "CLOCK_TOLERANCE_MS",
    "EVENT_COLUMNS",
    "FORMATS",
    "LONG_COLUMNS",
    "MEASURES",
    "PEBL_MOVE_COLUMNS",
    "PEBL_SUMMARY_COLUMNS",
    "PEBL_TOL_MOVE_COLUMNS",
    "PEBL_TOL_SUMMARY_COLUMNS",
    "TOL_FILES",
    "TOL_MOVE_COLUMNS",
    "TOL_SUMMARY_COLUMNS",
    "TRIAL_COLUMNS",
    "VIOLATIONS",
    "TrialRecord",
    "TrialTimes",
    "attempt_rows",
    "clock_flagged",
    "event_rows",
    "export_csv",
    "iso_time",
    "item_kind",
    "long_rows",
    "move_rows",
    "summary_rows",
    "tol_move_rows",
    "tol_summary_rows",
    "trial_rows",
    "trials_with_times",
    "violation_kind",
]

PEBL_MOVE_COLUMNS = ("sub", "trial", "size", "current", "end", "step", "abstime", "trialtime", "clicktime", "done")
"""Columns of PEBL's per-move Tower of Hanoi log (``toh-SUB.csv``)."""

PEBL_SUMMARY_COLUMNS = ("sub", "trial", "size", "shortest", "startlab", "endlab", "startconf", "endconf",
                        "success", "steps", "time")
"""Columns of PEBL's per-problem summary (``toh-summary-SUB.csv``)."""

_SESSION = ("session", "session_start")
_SETTINGS = ("version", "problem_set", "seed", "time_limit_s", "move_limit", "animation_ms", "settings")

MOVE_COLUMNS = (*PEBL_MOVE_COLUMNS, *_SESSION, "pegs", "disc", "from", "to", "lifttime", "servertime", "timing",
                "segment", "paused", "kind")
"""``toh.csv``: PEBL's columns, then the session, the move, the lift click's time and the pause before the row."""

SUMMARY_COLUMNS = (*PEBL_SUMMARY_COLUMNS, *_SESSION, "pegs", "outcome", "planning", "solution", *_SETTINGS,
                   "reached", "pauses", "paused", "kind", "clock_flags", "variant")
"""``toh-summary.csv``: PEBL's columns, then the session, how the problem ended, its times, settings and pauses."""

ATTEMPT_COLUMNS = ("sub", "trial", "attempt", "abstime", "trialtime", "from", "to", "disc", "legal", "state",
                   "reason", *_SESSION, "seq", "lifttime", "servertime", "timing", "segment", "kind", "clock_lag",
                   "clock_flag")
"""``toh-attempts.csv``: every attempted move, legal or not (pegs 1-based, as PEBL counts them)."""

TRIAL_COLUMNS = ("sub", "trial", "size", "pegs", "start", "goal", "shortest", "steps", "excess", "illegal",
                 "time", "success", "outcome", *_SESSION, "reached", "planning", "solution", *_SETTINGS,
                 "pauses", "paused", "kind", "clock_flags", "variant")
"""``toh-trials.csv``: per problem, excess moves, refused attempts, times, how it ended, and the settings."""

MEASURES = ("shortest", "steps", "excess", "illegal", "planning_ms", "solution_ms", "time_ms", "success")
"""The measures of the long format, all numeric (ms for times, 0/1 for success)."""

LONG_COLUMNS = ("session", "session_start", "participant", "trial", "discs", "pegs", "start", "goal", "outcome",
                "kind", "measure", "value")
"""``toh-long.csv``: one row per participant, problem and measure; empty means missing (NA)."""

EVENT_COLUMNS = ("sub", "trial", "event", "peg", "trialtime", "abstime", "clienttime", "servertime", "detail",
                 *_SESSION, "kind")
"""``toh-events.csv``: what is not a legal move, in order: refused drops by kind, clicks on empty pegs, discs
put back, the page hidden or shown, fullscreen left, reloads, outages and pauses between problems."""

VIOLATIONS = ("larger_on_smaller", "empty_source", "same_peg", "other", "full_peg")
"""The kinds of refused drop: a disc onto a smaller one (in the Tower of Toronto, a darker disc onto a lighter one:
its colour order is the size order), a lift from an empty peg, a drop on the same peg, another (a move the rules'
digraph lacks), a ball onto a full peg (the Tower of London)."""

FORMATS = {"csv": ("toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv", "toh-events.csv"),
           "long": ("toh-long.csv",)}
"""The files each export format writes."""

PEBL_TOL_MOVE_COLUMNS = ("sub", "trial", "size", "current", "end", "step", "reset", "tries", "score", "abstime",
                         "trialtime", "clicktime", "done")
"""Columns of PEBL's per-move Tower of London log (``tol-SUB.csv``, Mueller and Piper 2014, ``TOL.pbl``)."""

PEBL_TOL_SUMMARY_COLUMNS = ("sub", "trial", "size", "shortest", "startlab", "endlab", "startconf", "endconf",
                            "success", "tries", "score", "steps", "roundstart", "starttime", "firsttime", "time")
"""Columns of PEBL's Tower of London summary (``tol-summary-SUB.csv``)."""

TOL_MOVE_COLUMNS = (*PEBL_TOL_MOVE_COLUMNS, "session", "kind")
"""``tol.csv``: PEBL's TOL columns, then the session and the item's kind."""

TOL_SUMMARY_COLUMNS = (*PEBL_TOL_SUMMARY_COLUMNS, "session", "reached", "kind")
"""``tol-summary.csv``: PEBL's TOL columns, then the session, the position reached and the item's kind."""

CLOCK_TOLERANCE_MS = 2_000
"""How far the page's clock may disagree with the server's within a display segment before an attempt is flagged.

For each attempt with the page's drop stamp, ``clock_lag`` is the server's time since the
segment began minus the page's (the network's delay, normally tens of ms); beyond this
tolerance either way (a forged or broken stamp, or an attempt sent again after an outage)
``clock_flag`` is 1."""

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
    shown; ``planning`` and ``time`` are None when they are unknown.  ``origin`` and
    ``alive`` are the wall times (epoch ms) of the first display and of the last sign of
    life (heartbeats go on between problems); ``shown`` the display time summed over the
    segments; ``paused`` the ms between segments (reloads, outages) and ``pauses`` their number.
    """

    moves: tuple[tuple[float, float, str], ...]
    origin: float
    planning: float | None
    time: float | None
    alive: float = 0.0
    shown: float = 0.0
    pauses: int = 0
    paused: float = 0.0
    segment_pauses: tuple[float, ...] = ()  # per segment: the pause just before it (0 for the first)
    segment_starts: tuple[tuple[float, float], ...] = ()  # per segment: its wall start and the display ms before it
    lags: tuple[float | None, ...] = ()  # per attempt: server ms since its segment began minus the page's

    def display(self, at: float) -> float:
        """A wall time (epoch ms) of the page as ms on the problem's display clock (pauses left out)."""
        start, before = self.segment_starts[0] if self.segment_starts else (self.origin, 0.0)
        for begin, spent in self.segment_starts:
            if begin <= at:
                start, before = begin, spent
        return before + at - start

    @property
    def solution(self) -> float | None:
        """The problem's time after the first lift."""
        return None if self.time is None or self.planning is None else self.time - self.planning


def _times(trial: sqlite3.Row, attempts: list[sqlite3.Row], segments: list[sqlite3.Row]) -> TrialTimes:
    starts: dict[int, float] = {}
    before: dict[int, float] = {}
    spent = paused = 0.0
    end: float | None = None
    gaps = []
    for segment in segments:
        start = segment["shown_at"] if segment["shown_at"] is not None else segment["started_ms"]
        gaps.append(0.0 if end is None else max(start - end, 0.0))
        paused += gaps[-1]
        end = segment["last_at"] if segment["last_at"] is not None else segment["last_ms"]
        starts[segment["number"]] = start
        before[segment["number"]] = spent
        spent += max(end - start, 0.0)
    moves = []
    lags: list[float | None] = []
    by_number = {segment["number"]: segment for segment in segments}
    for attempt in attempts:
        number = attempt["segment"] if attempt["segment"] in starts else max(starts)
        client = attempt["drop_at"] is not None
        own = by_number[number]
        lags.append(float(attempt["t_ms"] - own["started_ms"]) - (attempt["drop_at"] - own["shown_at"])
                    if client and own["shown_at"] is not None else None)
        drop = attempt["drop_at"] if client else attempt["t_ms"]
        lift = attempt["lift_at"] if client and attempt["lift_at"] is not None else drop
        offset = before[number] - starts[number]
        moves.append((lift + offset, drop + offset, "client" if client else "server"))
    planning = moves[0][0] if moves else None
    outcome = trial["outcome"]
    legal = [drop for attempt, (_, drop, _) in zip(attempts, moves, strict=True) if attempt["legal"]]
    if outcome in ("solved", "moves", "time"):
        # PEBL's time: from the problem shown to its last move (0 without one), a timed-out problem too
        total: float | None = max(legal, default=0.0)
    elif outcome is None:
        total = spent
    else:  # pragma: no cover - every outcome is one of the above
        total = None if trial["ended_ms"] is None else float(trial["ended_ms"] - trial["started_ms"])
    return TrialTimes(tuple(moves), starts[min(starts)], planning, total, alive=end if end is not None else 0.0,
                      shown=spent, pauses=len(segments) - 1, paused=paused, segment_pauses=tuple(gaps),
                      segment_starts=tuple((starts[number], before[number]) for number in sorted(starts)),
                      lags=tuple(lags))


def violation_kind(reason: str | None) -> str:
    """The kind of a refused move, from the library's reason (:data:`VIOLATIONS`).

    >>> violation_kind("disc 2 cannot go onto the smaller disc 1 on peg B"), violation_kind("peg C is empty")
    ('larger_on_smaller', 'empty_source')
    >>> violation_kind("source equals target"), violation_kind(None), violation_kind("peg C is full (capacity 1)")
    ('same_peg', 'other', 'full_peg')
    >>> violation_kind("the darker red disc 3 cannot go onto the lighter white disc 1 on peg B")  # Toronto
    'larger_on_smaller'
    """
    text = reason or ""
    if "cannot go onto the smaller disc" in text or "cannot go onto the lighter" in text:
        return "larger_on_smaller"
    if text.endswith(" is empty"):
        return "empty_source"
    if "source equals target" in text:
        return "same_peg"
    if " is full (capacity " in text:
        return "full_peg"
    return "other"


def _ms(value: float | None) -> object:
    return "" if value is None else round(value)


def item_kind(trial: sqlite3.Row) -> str:
    """The kind of a trial's item: ``test``, ``practice`` or ``demonstration`` (``test`` in older files).

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> session = records.start_session("P01", {}, t_ms=0)
    >>> _ = records.start_trial(session, 1, Problem(State.parse("A"), State.parse("C"), 1, "practice"), t_ms=0)
    >>> [item_kind(row) for row in records.trials()]
    ['practice']
    """
    return str((trial["kind"] if "kind" in trial.keys() else None) or "test")  # noqa: SIM118 (a Row's "in" tests values)


def clock_flagged(lag: float | None) -> int:
    """1 when an attempt's ``clock_lag`` is beyond :data:`CLOCK_TOLERANCE_MS` either way, else 0.

    >>> clock_flagged(34.0), clock_flagged(-2746.0), clock_flagged(None)
    (0, 1, 0)
    """
    return int(lag is not None and abs(lag) > CLOCK_TOLERANCE_MS)


def _settings(trial: sqlite3.Row) -> dict[str, object]:
    settings: dict[str, object] = json.loads(trial["settings"] or "{}")
    keys = trial.keys()
    own = trial["item_time_limit_ms"] if "item_time_limit_ms" in keys else None
    limit = own if own is not None else trial["time_limit_ms"]
    moves = trial["item_move_limit"] if "item_move_limit" in keys and trial["item_move_limit"] is not None else (
        trial["move_limit"])
    variant = settings.get("variant")
    return {
        "kind": item_kind(trial),
        "variant": variant if variant in ("hanoi", "london", "toronto") else (
            "london" if str(trial["start"]).startswith("|") else "hanoi"),
        "version": trial["version"] or "", "problem_set": settings.get("problem_set", ""),
        "seed": "" if settings.get("seed") is None else settings["seed"],
        "time_limit_s": "" if limit is None else (limit // 1000 if limit % 1000 == 0 else limit / 1000),
        "move_limit": "" if moves is None else moves,
        "animation_ms": settings.get("animation_ms", ""), "settings": json.dumps(settings, sort_keys=True),
    }


@dataclass(frozen=True)
class TrialRecord:
    """One trial as stored, its attempts, and its times on the display clock."""

    row: sqlite3.Row
    attempts: list[sqlite3.Row]
    times: TrialTimes
    clock: float = 0.0  # the problem's first display on the session's clock (ms from its start, pauses left out)
    between: float = 0.0  # the pause before this problem (after the last sign of life of the one before)

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
    """Every trial (of a participant, or a session) with its attempts and times, on its session's clock.

    The session's clock (PEBL's ``abstime``) runs from the session's start and leaves out
    every pause: the time between display segments of a problem, and between problems
    the time from the last sign of life of the page (heartbeats go on while it waits for
    **Next problem**) to the next problem's display when it is longer than
    :data:`~hanoi.limits.TEST_SILENCE_MS` (a closed page, a lost connection).

    >>> list(trials_with_times(Records(":memory:")))
    []
    """
    previous: TrialRecord | None = None
    for row in records.trials(participant, session=session):
        attempts = records.attempts_of(row["id"])
        record = TrialRecord(row, attempts, _times(row, attempts, records.segments_of(row["id"])))
        times = record.times
        if previous is None or previous.row["token"] != row["token"]:
            clock, between = times.origin - row["session_ms"], 0.0
        else:
            gap = max(times.origin - previous.times.alive, 0.0)
            between = gap if gap > TEST_SILENCE_MS else 0.0
            clock = previous.clock + previous.times.shown + gap - between
        record = replace(record, clock=clock, between=between)
        yield record
        previous = record


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
        base = {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "end": row["goal_label"],
                **trial.session, "pegs": pegs, "kind": item_kind(row)}
        clock = trial.clock
        yield {**base, "current": row["start_label"], "step": 0, "abstime": _ms(clock),
               "trialtime": 0, "clicktime": 0, "done": 0, "disc": "", "from": "", "to": "", "lifttime": "",
               "servertime": "", "timing": "", "segment": 1, "paused": _ms(trial.between) if trial.between else ""}
        step, last = 0, 0.0
        pauses = trial.times.segment_pauses
        told = {1}  # the segments whose pause is already on a row
        for attempt, (lift, drop, timing) in zip(trial.attempts, trial.times.moves, strict=True):
            if not attempt["legal"]:
                continue
            step += 1
            segment = attempt["segment"] or 1
            paused = pauses[segment - 1] if segment not in told and segment <= len(pauses) else None
            told.add(segment)
            current = config_text(attempt["state_after"], pegs)
            yield {**base, "current": current, "step": step, "abstime": _ms(clock + drop),
                   "trialtime": _ms(drop), "clicktime": _ms(drop - last), "done": int(current == row["goal_label"]),
                   "disc": attempt["disc"], "from": attempt["source"] + 1, "to": attempt["target"] + 1,
                   "lifttime": _ms(lift), "servertime": attempt["t_ms"] - row["started_ms"], "timing": timing,
                   "segment": segment, "paused": _ms(paused)}
            last = drop


def summary_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-summary.csv``; ``endconf`` is the goal (as PEBL writes it), ``reached`` the state reached.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=500)
    >>> records.record_attempt(trial, t_ms=1200, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("AC"))
    >>> records.finish_trial(trial, t_ms=9000, success=False, steps=1, outcome="time")
    >>> [(r["endlab"], r["endconf"], r["reached"], r["success"], r["steps"], r["time"], r["outcome"])
    ...  for r in summary_rows(records)]
    [('33', '33', '13', 0, 1, 700, 'time')]
    """
    for trial in trials_with_times(records, participant):
        row = trial.row
        yield {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "shortest": row["shortest"],
               "startlab": row["start_label"], "endlab": row["goal_label"], "startconf": row["start_label"],
               "endconf": config_text(row["goal"], row["pegs"]), "success": row["success"] or 0,
               "steps": trial.steps, "time": _ms(trial.times.time), **trial.session, "pegs": row["pegs"],
               "outcome": row["outcome"] or "unfinished", "planning": _ms(trial.times.planning),
               "solution": _ms(trial.times.solution), **_settings(row), "reached": trial.reached,
               **_pauses(trial), "clock_flags": sum(map(clock_flagged, trial.times.lags))}


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
        for number, (attempt, (lift, drop, timing), lag) in enumerate(
                zip(trial.attempts, trial.times.moves, trial.times.lags, strict=True), start=1):
            state = config_text(attempt["state_after"], row["pegs"])
            yield {"sub": row["participant"], "trial": row["trial"], "attempt": number,
                   "abstime": _ms(trial.clock + drop), "trialtime": _ms(drop),
                   "from": attempt["source"] + 1, "to": attempt["target"] + 1,
                   "disc": attempt["disc"] if attempt["disc"] is not None else "", "legal": attempt["legal"],
                   "state": state, "reason": attempt["reason"] or "", **trial.session,
                   "seq": "" if attempt["seq"] is None else attempt["seq"], "lifttime": _ms(lift),
                   "servertime": attempt["t_ms"] - row["started_ms"], "timing": timing,
                   "segment": attempt["segment"] or 1, "kind": item_kind(row), "clock_lag": _ms(lag),
                   "clock_flag": clock_flagged(lag)}


def event_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``toh-events.csv``: every event of each problem that is not a legal move, in the server's order.

    ``trialtime`` and ``abstime`` are on the display and session clocks (from the page's
    stamp ``clienttime``, epoch ms, when there is one), ``servertime`` is the server's
    receipt in ms from the problem's start.  Refused drops are ``illegal_<kind>`` (see
    :func:`violation_kind`); a display after a reload is ``reload``, after a silence
    without one ``outage``, with the pause in ``detail``; ``pause`` is a pause before the
    problem, between problems.

    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("A"), State.parse("C"), 1), t_ms=500)
    >>> records.record_event(trial, t_ms=700, kind="empty_peg", peg=1, at=690.0)
    >>> records.record_attempt(trial, t_ms=800, source=1, target=2, disc=None, legal=False,
    ...                        state_after=State.parse("A"), reason="peg B is empty", drop_at=795.0)
    >>> [(r["event"], r["peg"], r["trialtime"], r["servertime"]) for r in event_rows(records)]
    [('empty_peg', 2, 190, 200), ('illegal_empty_source', 2, 295, 300)]
    """
    for trial in trials_with_times(records, participant):
        row = trial.row
        found = []
        if trial.between:
            found.append(_event(trial, row["started_ms"], "pause", None, None, _ms(trial.between)))
        for event in records.events_of(row["id"]):
            found.append(_event(trial, event["t_ms"], event["kind"], event["peg"], event["at"], ""))
        for attempt in trial.attempts:
            if not attempt["legal"]:
                found.append(_event(trial, attempt["t_ms"], f"illegal_{violation_kind(attempt['reason'])}",
                                    attempt["source"], attempt["drop_at"], attempt["reason"] or ""))
        for segment, gap in zip(records.segments_of(row["id"])[1:], trial.times.segment_pauses[1:], strict=False):
            cause = segment["cause"] if "cause" in segment.keys() else None  # noqa: SIM118 (Row: values)
            found.append(_event(trial, segment["started_ms"], cause or "reload", None,
                                segment["shown_at"], _ms(gap)))
        for _, event_row in sorted(found, key=lambda item: item[0]):
            yield event_row


def _event(trial: TrialRecord, server: float, kind: str, peg: int | None, at: float | None,
           detail: object) -> tuple[float, dict[str, object]]:
    row = trial.row
    shown = None if at is None else trial.times.display(at)
    return server, {"sub": row["participant"], "trial": row["trial"], "event": kind, "kind": item_kind(row),
                    "peg": "" if peg is None else peg + 1, "trialtime": _ms(shown),
                    "abstime": _ms(None if shown is None else trial.clock + shown),
                    "clienttime": "" if at is None else round(at, 3),
                    "servertime": round(server - row["started_ms"]), "detail": detail, **trial.session}


def _trial_dict(trial: TrialRecord) -> dict[str, object]:
    row = trial.row
    steps, shortest = trial.steps, row["shortest"]
    return {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "pegs": row["pegs"],
            "start": row["start_label"], "goal": row["goal_label"], "shortest": "" if shortest is None else shortest,
            "steps": steps, "excess": steps - shortest if shortest is not None and row["success"] else "",
            "illegal": len(trial.attempts) - steps, "time": _ms(trial.times.time), "success": row["success"] or 0,
            "outcome": row["outcome"] or "unfinished", **trial.session, "reached": trial.reached,
            "planning": _ms(trial.times.planning), "solution": _ms(trial.times.solution), **_settings(row),
            **_pauses(trial), "clock_flags": sum(map(clock_flagged, trial.times.lags))}


def _pauses(trial: TrialRecord) -> dict[str, object]:
    """The pauses of a problem: between its display segments, and the one before it (between problems)."""
    count = trial.times.pauses + (1 if trial.between else 0)
    return {"pauses": count, "paused": _ms(trial.times.paused + trial.between)}


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
               "start": wide["start"], "goal": wide["goal"], "outcome": wide["outcome"], "kind": wide["kind"]}
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
    write_sidecar(path, columns, list(inputs))  # NAME.json beside NAME.csv: what every column means
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
                "reset": 0, "tries": 1, "session": row["token"], "kind": item_kind(row)}
        clock = trial.clock  # the session's clock, as the Tower of Hanoi tables count it
        yield {**base, "current": row["start_label"], "step": 0, "score": start, "abstime": _ms(clock),
               "trialtime": 0, "clicktime": 0, "done": 0}
        step, last = 0, 0.0
        for attempt, (_, drop, _) in zip(trial.attempts, trial.times.moves, strict=True):
            if not attempt["legal"]:
                continue
            step += 1
            current = config_text(attempt["state_after"], row["pegs"])
            done = int(current == row["goal_label"])
            yield {**base, "current": current, "step": step, "score": scores[row["id"]] if done else start,
                   "abstime": _ms(clock + drop), "trialtime": _ms(drop), "clicktime": _ms(drop - last),
                   "done": done}
            last = drop
        before[key] = scores[row["id"]]


def tol_summary_rows(records: Records, participant: str | None = None) -> Iterator[dict[str, object]]:
    """Rows of ``tol-summary.csv`` (PEBL's TOL columns), one per London problem.

    ``endconf`` is the goal, as in every summary (PEBL's Tower of Hanoi meaning); ``reached`` the position reached.

    ``roundstart`` and ``starttime`` are the problem's start on the session's clock (pauses left out),
    ``firsttime`` the time to the first move (planning), ``time`` the problem's ms.

    >>> from hanoi.balls import BallState
    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...     Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2), t_ms=500)
    >>> records.record_attempt(trial, t_ms=900, source=0, target=2, disc=1, legal=True,
    ...                        state_after=BallState.parse("|2|3|1|"))
    >>> records.finish_trial(trial, t_ms=5000, success=False, steps=1, outcome="time")
    >>> [(r["shortest"], r["startconf"], r["endconf"], r["reached"], r["success"], r["steps"], r["score"])
    ...  for r in tol_summary_rows(records)]
    [(2, '|21|3||', '||32|1|', '|2|3|1|', 0, 1, 0)]
    """
    scores = _tol_scores(records, participant)
    for trial in trials_with_times(records, participant):
        row = trial.row
        if not _london(row):
            continue
        start = _ms(trial.clock)
        yield {"sub": row["participant"], "trial": row["trial"], "size": row["size"], "shortest": row["shortest"],
               "startlab": row["start_label"], "endlab": row["goal_label"], "startconf": row["start_label"],
               "endconf": row["goal_label"], "success": row["success"] or 0, "tries": 1, "score": scores[row["id"]],
               "steps": trial.steps, "roundstart": start, "starttime": start, "firsttime": _ms(trial.times.planning),
               "time": _ms(trial.times.time), "session": row["token"], "reached": trial.reached,
               "kind": item_kind(row)}


def export_csv(records: Records, out_dir: str | Path, *, participant: str | None = None,
               fmt: str = "csv") -> list[Path]:
    """Write the tables of ``fmt`` (``csv``: the four PEBL-style tables; ``long``: ``toh-long.csv``).

    Returns the paths of the tables written; beside each ``NAME.csv`` is its JSON sidecar
    ``NAME.json`` (:mod:`hanoi.results.dictionary`).  Text that a spreadsheet would run as a
    formula is prefixed with ``'``.

    >>> import tempfile
    >>> from hanoi.results.problems import Problem
    >>> records = Records(":memory:")
    >>> _ = records.start_trial(records.start_session("=cmd", {}, t_ms=0, token="s1"), 1,
    ...                         Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     paths = export_csv(records, folder)
    ...     print([path.name for path in paths])
    ...     print(paths[1].read_text(encoding="utf-8").splitlines()[1][:30])
    ['toh.csv', 'toh-summary.csv', 'toh-attempts.csv', 'toh-trials.csv', 'toh-events.csv']
    '=cmd,1,1,1,1,3,1,3,0,0,0,s1,...
    """
    tables = {
        "toh.csv": (MOVE_COLUMNS, move_rows), "toh-summary.csv": (SUMMARY_COLUMNS, summary_rows),
        "toh-attempts.csv": (ATTEMPT_COLUMNS, attempt_rows), "toh-trials.csv": (TRIAL_COLUMNS, trial_rows),
        "toh-long.csv": (LONG_COLUMNS, long_rows), "toh-events.csv": (EVENT_COLUMNS, event_rows),
    }
    if fmt not in FORMATS:
        raise InvalidArgumentError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    folder = Path(out_dir).expanduser()
    inputs = [] if str(records.path) == ":memory:" else [records.path]
    for name in FORMATS[fmt]:  # none of the tables (or their sidecars) may be the database itself
        check_output(folder / name, inputs)
        check_output((folder / name).with_suffix(".json"), inputs)
    names = list(FORMATS[fmt])
    if fmt == "csv" and any(_london(row) for row in records.trials(participant)):
        tables["tol.csv"] = (TOL_MOVE_COLUMNS, tol_move_rows)
        tables["tol-summary.csv"] = (TOL_SUMMARY_COLUMNS, tol_summary_rows)
        names += TOL_FILES
        for name in TOL_FILES:
            check_output(folder / name, inputs)
            check_output((folder / name).with_suffix(".json"), inputs)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        columns, rows = tables[name]
        written.append(_write(folder / name, columns, rows(records, participant), inputs))
    return written
