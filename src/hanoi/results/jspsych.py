"""Read the data of the ``@python-hanoi/jspsych-hanoi`` plugin (jsPsych JSON or CSV) into the results store.

An online study's data come back as jsPsych writes them: ``jsPsych.data.get().json()``
(a list of trial objects, one file per participant or several concatenated, as JATOS
exports them) or ``.csv()`` (one row per trial, nested values as JSON text).  The rows of
the plugin (``trial_type == "hanoi"``) become sessions, trials, segments, attempts and
events of :class:`~hanoi.results.store.Records`, so that ``hanoi results scores``,
``report`` and the PEBL-compatible exports read online data as they read the lab's.

Nothing is taken on trust: each attempt is replayed with the library's rules, which must
agree with the page on its legality and on the position reached; the minimum stored is the
solver's (the page's must agree).  Times are the page's ``performance.now()`` stamps on the
wall clock (``time_origin + shown_at + t``); a span with the page hidden closes a display
segment and the next opens a new one, so hidden time counts nowhere (as an outage does in
the lab's test mode).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hanoi.balls import BallState
from hanoi.errors import HanoiError, IllegalMoveError, InvalidArgumentError
from hanoi.limits import MAX_PROBLEMS
from hanoi.results.problems import KINDS, Problem
from hanoi.results.store import Records
from hanoi.rules import Rules
from hanoi.state import State

__all__ = ["MAX_IMPORT_BYTES", "PARTICIPANT_KEYS", "ImportSummary", "import_jspsych", "read_jspsych"]

MAX_IMPORT_BYTES = 50_000_000
"""The largest data file ``hanoi results import`` reads (raise it by splitting the file)."""

PARTICIPANT_KEYS = ("participant", "subject", "subject_id", "PROLIFIC_PID", "participant_id", "workerId")
"""The data properties that name the participant, first found wins (``jsPsych.data.addProperties``)."""

_NESTED = ("attempts", "events", "hidden", "capacities")
_OUTCOMES = ("solved", "time", "moves")


class DataImportError(HanoiError):
    """A plugin row that the rules or the store cannot take: ``row N: reason``."""


@dataclass(frozen=True)
class ImportSummary:
    """What one import added: sessions (one per participant and page load), trials and attempts."""

    sessions: int
    trials: int
    attempts: int
    participants: tuple[str, ...]
    skipped: int = 0
    """Page loads already in the store (the same participant and ``time_origin``), left as they were."""


def _csv_rows(text: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for raw in csv.DictReader(io.StringIO(text)):
        row: dict[str, Any] = dict(raw)
        if row.get("trial_type") == "hanoi":
            for key, value in list(row.items()):
                if value in ("", None):
                    row[key] = None
                elif key in _NESTED or value in ("true", "false", "null") or _numeric(value):
                    try:
                        row[key] = json.loads(value)
                    except (ValueError, RecursionError):
                        raise InvalidArgumentError(f"column {key!r}: {value[:40]!r} is not JSON") from None
        rows.append(row)
    return rows


def _numeric(value: str) -> bool:
    try:
        float(value)
    except ValueError:
        return False
    return True


def read_jspsych(text: str) -> list[dict[str, Any]]:
    """The plugin's rows of a jsPsych data file: a JSON list (or several, one per line) or jsPsych's CSV.

    >>> rows = read_jspsych('[{"trial_type": "html-button-response"}, {"trial_type": "hanoi", "moves": 3}]')
    >>> [row["moves"] for row in rows]
    [3]
    >>> read_jspsych('"trial_type","moves"\\r\\n"hanoi","3"\\r\\n')[0]["moves"]
    3
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"expected the text of a jsPsych data file, got {type(text).__name__}")
    if len(text) > MAX_IMPORT_BYTES:
        raise InvalidArgumentError(f"the data file has {len(text):,} characters; at most {MAX_IMPORT_BYTES:,}")
    stripped = text.lstrip("\ufeff \t\r\n")
    rows: list[Any] = []
    if stripped.startswith(("[", "{")):
        decoder = json.JSONDecoder()
        position = 0
        while position < len(stripped):
            try:
                value, position = decoder.raw_decode(stripped, position)
            except (ValueError, RecursionError) as error:
                raise InvalidArgumentError(f"not jsPsych JSON data: {str(error)[:120]}") from None
            rows += value if isinstance(value, list) else [value]
            while position < len(stripped) and stripped[position] in " \t\r\n,":
                position += 1
    else:
        rows = _csv_rows(stripped)
    plugin = [row for row in rows if isinstance(row, dict) and row.get("trial_type") == "hanoi"]
    if not plugin:
        raise InvalidArgumentError("the file holds no trial of the hanoi plugin (trial_type 'hanoi')")
    return plugin


def _participant(row: Mapping[str, Any], given: str | None) -> str:
    if given is not None:
        return given
    for key in PARTICIPANT_KEYS:
        if row.get(key) not in (None, ""):
            return str(row[key])[:80]
    raise InvalidArgumentError(f"no participant in the data (none of {', '.join(PARTICIPANT_KEYS)}); "
                               "pass --participant")


def _number(row: Mapping[str, Any], key: str, where: str, *, optional: bool = False) -> float | None:
    value = row.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value or abs(value) > 1e15:
        raise DataImportError(f"{where}: {key} must be a number, got {str(value)[:40]!r}")
    return float(value)


def _problem(row: Mapping[str, Any], where: str) -> Problem:
    from hanoi.paths import distance
    from hanoi.variants.graph import search_distance

    pegs = row.get("pegs")
    if isinstance(pegs, bool) or not isinstance(pegs, int) or not 3 <= pegs <= 9:
        raise DataImportError(f"{where}: pegs must be 3..9, got {str(pegs)[:20]!r}")
    kind = row.get("kind") or "test"
    if kind not in KINDS:
        raise DataImportError(f"{where}: kind must be one of {', '.join(KINDS)}, got {str(kind)[:20]!r}")
    start_text, goal_text = str(row.get("start", "")), str(row.get("goal", ""))
    try:
        if row.get("puzzle") == "london":
            capacities = row.get("capacities")
            rules = Rules.london(list(capacities) if isinstance(capacities, list) else [9] * pegs)
            start: State | BallState = BallState.parse(start_text, rules=rules)
            goal: State | BallState = BallState.parse(goal_text, rules=rules)
            shortest = search_distance(start, goal)
        else:
            start, goal = State.parse(start_text, pegs=pegs), State.parse(goal_text, pegs=pegs)
            shortest = distance(start, goal)
    except HanoiError as error:
        raise DataImportError(f"{where}: {str(error)[:200]}") from None
    stated = row.get("minimum")
    if stated is not None and stated != shortest:
        raise DataImportError(f"{where}: the page's minimum {str(stated)[:20]} is not the solver's {shortest}")
    limit = _number(row, "time_limit", where, optional=True)  # the trial's own parameters, when saved
    moves = _number(row, "move_limit", where, optional=True)
    return Problem(start, goal, shortest, str(kind), None if limit is None else int(limit),
                   None if moves is None else int(moves))


def _spans(row: Mapping[str, Any], where: str) -> list[tuple[float, float]]:
    hidden = row.get("hidden") or []
    if not isinstance(hidden, list) or not all(isinstance(span, list) and len(span) == 2 for span in hidden):
        raise DataImportError(f"{where}: hidden must be a list of [from, to] spans")
    spans = [(float(a), float(b)) for a, b in hidden]
    if any(b < a for a, b in spans) or spans != sorted(spans):
        raise DataImportError(f"{where}: hidden spans must be in order, each from before to")
    return spans


def _import_trial(records: Records, session: int, number: int, row: Mapping[str, Any], where: str) -> int:
    problem = _problem(row, where)
    origin = (_number(row, "time_origin", where) or 0.0) + (_number(row, "shown_at", where) or 0.0)
    rt = _number(row, "rt", where) or 0.0
    attempts = row.get("attempts") or []
    events = row.get("events") or []
    if not isinstance(attempts, list) or not isinstance(events, list):
        raise DataImportError(f"{where}: attempts and events must be lists")
    trial_id = records.start_trial(session, number, problem, t_ms=round(origin))
    records.shown(trial_id, t_ms=round(origin), at=origin)
    steps: list[tuple[float, str, Any]] = [(span[0], "hide", span) for span in _spans(row, where)]
    steps += [(float(_number(a, "drop_at", f"{where} attempt {i}") or 0.0), "attempt", (i, a))
              for i, a in enumerate(attempts, 1) if isinstance(a, Mapping)]
    steps += [(float(_number(e, "at", f"{where} event") or 0.0), "event", e) for e in events if isinstance(e, Mapping)]
    if len(steps) != len(_spans(row, where)) + len(attempts) + len(events):
        raise DataImportError(f"{where}: every attempt and event must be an object")
    state = problem.start
    legal_moves = 0
    for at, what, item in sorted(steps, key=lambda step: step[0]):
        wall = origin + at
        if what == "hide":
            records.seen(trial_id, t_ms=round(wall), at=wall)
            records.shown(trial_id, t_ms=round(origin + item[1]), at=origin + item[1], resume=True)
        elif what == "event":
            peg = item.get("peg")
            records.record_event(trial_id, t_ms=round(wall), kind=str(item.get("kind", ""))[:40],
                                 peg=peg if isinstance(peg, int) else None, at=wall)
        else:
            index, attempt = item
            state, legal = _replay(records, trial_id, state, attempt, origin, index, f"{where} attempt {index}")
            legal_moves += legal
    outcome = row.get("outcome")
    if outcome not in _OUTCOMES:
        raise DataImportError(f"{where}: outcome must be one of {', '.join(_OUTCOMES)}, got {str(outcome)[:20]!r}")
    solved = state == problem.goal
    if solved != bool(row.get("solved")) or (outcome == "solved") != solved:
        raise DataImportError(f"{where}: the page says solved={row.get('solved')}, the replayed moves say {solved}")
    records.finish_trial(trial_id, t_ms=round(origin + rt), success=solved, steps=legal_moves, outcome=str(outcome),
                         reached=state)
    return len(attempts)


def _replay(records: Records, trial_id: int, state: State | BallState, attempt: Mapping[str, Any], origin: float,
            seq: int, where: str) -> tuple[State | BallState, int]:
    source, target = attempt.get("source"), attempt.get("target")
    if not isinstance(source, int) or not isinstance(target, int) or not (
            0 <= source < state.pegs and 0 <= target < state.pegs):
        raise DataImportError(f"{where}: source and target must be pegs 0..{state.pegs - 1}")
    lift = float(_number(attempt, "lift_at", where) or 0.0)
    drop = float(_number(attempt, "drop_at", where) or 0.0)
    try:
        move = state.find_move(source, target)
        reason = None
    except IllegalMoveError as error:
        move, reason = None, error.reason
    if bool(attempt.get("legal")) != (move is not None):
        raise DataImportError(f"{where}: the page says legal={attempt.get('legal')}, the rules say "
                              f"{reason or 'legal'}")
    after = state if move is None else state.apply(move)
    stated = attempt.get("state_after")
    if stated is not None and str(stated) != str(after):
        raise DataImportError(f"{where}: the page reached {str(stated)[:40]!r}, the rules {str(after)!r}")
    records.record_attempt(trial_id, t_ms=round(origin + drop), source=source, target=target,
                           disc=state.top(source) if move is None else move.disc, legal=move is not None,
                           state_after=after, reason=reason, seq=seq, lift_at=origin + lift, drop_at=origin + drop)
    return after, int(move is not None)


def import_jspsych(records: Records, rows: Sequence[Mapping[str, Any]], *, participant: str | None = None,
                   source: str = "") -> ImportSummary:
    """Add the plugin's rows (:func:`read_jspsych`) to ``records``: one session per participant and page load.

    >>> rows = [{"trial_type": "hanoi", "puzzle": "hanoi", "pegs": 3, "start": "A", "goal": "C", "minimum": 1,
    ...          "kind": "test", "attempts": [{"source": 0, "target": 2, "piece": 1, "legal": True,
    ...          "lift_at": 900.0, "drop_at": 1400.0, "state_after": "C"}], "events": [], "hidden": [],
    ...          "outcome": "solved", "solved": True, "rt": 1400.0, "shown_at": 2000.0,
    ...          "time_origin": 1.7e12, "subject": "P01"}]
    >>> records = Records(":memory:")
    >>> import_jspsych(records, rows)
    ImportSummary(sessions=1, trials=1, attempts=1, participants=('P01',), skipped=0)
    >>> [(row["participant"], row["steps"], row["outcome"]) for row in records.trials()]
    [('P01', 1, 'solved')]
    >>> import_jspsych(records, rows).skipped  # the same page load again: already there
    1
    """
    if isinstance(rows, Mapping) or not isinstance(rows, Sequence):
        raise InvalidArgumentError("expected a list of the plugin's rows (read_jspsych)")
    if records.path != ":memory:":  # all or nothing: the whole file is checked in memory first
        with Records(":memory:") as trial_run:
            import_jspsych(trial_run, rows, participant=participant, source=source)
    groups: dict[tuple[str, float], list[Mapping[str, Any]]] = {}
    for number, row in enumerate(rows, 1):
        if not isinstance(row, Mapping):
            raise InvalidArgumentError(f"row {number}: expected an object")
        origin = _number(row, "time_origin", f"row {number}") or 0.0
        groups.setdefault((_participant(row, participant), origin), []).append(row)
    if sum(len(group) for group in groups.values()) > MAX_PROBLEMS * max(len(groups), 1):
        raise InvalidArgumentError(f"a page load holds at most {MAX_PROBLEMS} problems")
    trials = attempts = skipped = 0
    for (who, origin), group in groups.items():
        token = f"jspsych-{_token_part(who)}-{origin:.3f}"
        if records.session(token) is not None:
            skipped += 1
            continue
        if len(group) > MAX_PROBLEMS:
            raise InvalidArgumentError(f"participant {who!r}: at most {MAX_PROBLEMS} problems per page load")
        first = origin + (_number(group[0], "shown_at", "row 1") or 0.0)
        settings = {"source": "jspsych", "file": source[:200], "plugin_version": str(group[0].get("plugin_version")),
                    "problem_set": str(group[-1].get("problem", "")).rsplit("-", 1)[0]}
        problems = [_problem(row, f"{who} trial {i}") for i, row in enumerate(group, 1)]
        session = records.start_session(who, settings, t_ms=round(first), token=token, problems=problems)
        for number, row in enumerate(group, 1):
            attempts += _import_trial(records, session, number, row, f"{who} trial {number}")
            trials += 1
    return ImportSummary(len(groups) - skipped, trials, attempts, tuple(dict.fromkeys(who for who, _ in groups)),
                         skipped)


def _token_part(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text)[:40]
