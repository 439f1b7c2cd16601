"""The data dictionary: what every exported column means, in which unit, one meaning per name.

Every CSV that :mod:`hanoi.results.export` and :mod:`hanoi.results.scores` write gets a JSON
sidecar beside it (``toh.csv`` and ``toh.json``), in the convention of BIDS tabular files
(Gorgolewski et al. 2016, "The brain imaging data structure", Scientific Data 3, 160044) that
Psych-DS takes over: one object per column with its ``Description``, its ``Units`` where it
has one, and its ``Levels`` where it takes a few fixed values.  A column has the same
meaning in every table and for every variant (Tower of Hanoi, London or Toronto);
docs/play.md shows the same dictionary as a table.

>>> sidecar(("trial", "kind"))["kind"]["Levels"]["practice"]
'a practice item: recorded and given feedback, never scored'
>>> sidecar(("time",))["time"]["Units"]
'ms'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from hanoi._files import atomic_output
from hanoi.errors import InvalidArgumentError

__all__ = ["COLUMNS", "Column", "dictionary_table", "sidecar", "write_sidecar"]


@dataclass(frozen=True)
class Column:
    """One exported column: what it holds, its unit (None for none) and its fixed values, if any."""

    description: str
    units: str | None = None
    levels: dict[str, str] = field(default_factory=dict)


_KINDS = {"test": "a test item: scored", "practice": "a practice item: recorded and given feedback, never scored",
          "demonstration": "a demonstration: the page played the shortest solution while the participant watched; "
                           "recorded, never scored"}
_OUTCOMES = {"solved": "the goal was reached", "time": "the item's time limit passed",
             "moves": "the item's move limit was used up",
             "unfinished": "still running when the session was left (abandoned): left out of every score"}

COLUMNS: dict[str, Column] = {
    "sub": Column("the participant's code, as the examiner typed it"),
    "participant": Column("the participant's code, as the examiner typed it"),
    "trial": Column("the item's number in its session, from 1 (practice and demonstration items included)"),
    "size": Column("the number of discs (Tower of Hanoi or Toronto) or balls (Tower of London)", "pieces"),
    "discs": Column("the number of discs (Tower of Hanoi or Toronto) or balls (Tower of London)", "pieces"),
    "pegs": Column("the number of pegs", "pegs"),
    "current": Column("the configuration after the move (the start on step 0): PEBL digits for discs, "
                      "largest disc first, pegs from 1; PEBL's state string such as |21|3|| for balls"),
    "end": Column("the goal configuration (same notation as current)"),
    "step": Column("the legal move's number within the item (0 for the start row)", "moves"),
    "abstime": Column("time on the session's clock: from the session's start, every pause left out", "ms"),
    "trialtime": Column("time from the item shown to the event (the click or drop that ended the move), "
                        "pauses left out", "ms"),
    "clicktime": Column("time since the previous legal move (since the item was shown, for the first)", "ms"),
    "done": Column("1 on the move that reaches the goal, else 0", None, {"0": "not the goal", "1": "the goal"}),
    "session": Column("the session's public id"),
    "session_start": Column("the session's start, ISO 8601 local time with its UTC offset"),
    "disc": Column("the piece moved (disc or ball number; empty when a refused lift named an empty peg)"),
    "from": Column("the peg the piece came from, from 1"),
    "to": Column("the peg the piece was dropped on, from 1"),
    "lifttime": Column("trialtime of the click, press or touch that lifted the piece", "ms"),
    "servertime": Column("the server's receipt of the request, from the item's start on the server's clock", "ms"),
    "timing": Column("where the move's times come from", None,
                     {"client": "the page's event stamps", "server": "the server's receipt (no page stamp)"}),
    "segment": Column("the display segment of the row: 1, then 2 and more after a reload or an outage"),
    "paused": Column("the pause just before this row or item (reload, outage, silence between items), "
                     "left out of every time", "ms"),
    "pauses": Column("how many pauses the item had (reloads, outages, one before it between items)", "pauses"),
    "kind": Column("the kind of item", None, _KINDS),
    "variant": Column("the puzzle of the item", None, {
        "hanoi": "the Tower of Hanoi (discs of sizes, any pegs)",
        "london": "the Tower of London (balls on pegs of limited heights; Shallice 1982)",
        "toronto": "the Tower of Toronto (discs of one size in colours, never a darker on a lighter; "
                   "Saint-Cyr, Taylor and Lang 1988)"}),
    "shortest": Column("the fewest moves from start to goal, computed by the solver", "moves"),
    "minimum": Column("the fewest moves from start to goal, computed by the solver", "moves"),
    "startlab": Column("the label of the start (its configuration)"),
    "endlab": Column("the label of the goal (its configuration)"),
    "startconf": Column("the start configuration"),
    "endconf": Column("the goal configuration, as PEBL's Tower of Hanoi writes it, for every variant "
                      "(the configuration reached is in reached)"),
    "reached": Column("the configuration reached when the item ended"),
    "success": Column("1 when the goal was reached, else 0", None, {"0": "not solved", "1": "solved"}),
    "steps": Column("legal moves made in the item", "moves"),
    "time": Column("from the item shown to its last legal move, pauses left out (PEBL's time: 0 without a "
                   "move, and a timed-out item has the time of its last move)", "ms"),
    "outcome": Column("how the item ended", None, _OUTCOMES),
    "planning": Column("from the item shown to the first lift (time to first move)", "ms"),
    "solution": Column("time minus planning: from the first lift to the last move", "ms"),
    "version": Column("the python-hanoi version that recorded the session"),
    "problem_set": Column("how the examiner chose the problems: random, file, study or london"),
    "seed": Column("the random seed of random problems (empty otherwise)"),
    "time_limit_s": Column("the item's time limit (empty: none)", "s"),
    "move_limit": Column("the item's move limit (empty: none)", "moves"),
    "animation_ms": Column("the animation time of a move in test mode (0: moves show at once)", "ms"),
    "settings": Column("the session's settings as JSON (study name, variant: hanoi, london or toronto, "
                       "instructions, limits, kiosk settings)"),
    "clock_flags": Column("attempts of the item whose clock_flag is 1", "attempts"),
    "attempt": Column("the attempt's number within the item, refused ones included, from 1"),
    "legal": Column("1 for a legal move, 0 for a refused one", None, {"0": "refused", "1": "legal"}),
    "state": Column("the configuration after the attempt (unchanged when refused)"),
    "reason": Column("why the attempt was refused, in the library's words (empty when legal)"),
    "seq": Column("the attempt's number within the session, as the page sent it"),
    "clock_lag": Column("the server's time since the display segment began minus the page's, at the drop: "
                        "the network's delay, normally tens of ms", "ms"),
    "clock_flag": Column("1 when clock_lag is beyond the tolerance either way (2000 ms, "
                         "hanoi.results.export.CLOCK_TOLERANCE_MS): a forged or broken stamp, or an attempt sent "
                         "again after an outage", None, {"0": "plausible", "1": "flagged"}),
    "start": Column("the start configuration"),
    "goal": Column("the goal configuration"),
    "excess": Column("steps minus shortest, of a solved item (empty otherwise)", "moves"),
    "illegal": Column("refused attempts in the item", "attempts"),
    "measure": Column("the name of the measure in value (long format)", None,
                      {"shortest": "moves", "steps": "moves", "excess": "moves", "illegal": "attempts",
                       "planning_ms": "ms", "solution_ms": "ms", "time_ms": "ms", "success": "0/1"}),
    "value": Column("the measure's value, in the unit that measure names (empty: missing)"),
    "event": Column("what happened: illegal_<violation>, empty_peg, put_back, hidden, visible, fullscreen_exit, "
                    "reload, outage, pause"),
    "peg": Column("the peg of the event, from 1 (empty when none)"),
    "clienttime": Column("the page's stamp of the event (performance.timeOrigin + event.timeStamp)",
                         "ms since 1970-01-01 UTC"),
    "detail": Column("the event's detail: a refused move's reason, or a pause's length in ms"),
    "reset": Column("PEBL's reset count: always 0 here (an item is one try)", "resets"),
    "tries": Column("PEBL's tries: always 1 here (an item is one try)", "tries"),
    "score": Column("PEBL's running Tower of London score: 3 for each item solved so far", "points"),
    "roundstart": Column("the item's start on the session's clock (PEBL's roundstart)", "ms"),
    "starttime": Column("the item's start on the session's clock (PEBL's starttime)", "ms"),
    "firsttime": Column("from the item shown to the first lift (PEBL's firsttime)", "ms"),
    "practice": Column("1 for a practice or demonstration item (left out of every score), else 0"),
    "scored": Column("1 when the item counts in the participant's scores: a test item that ended "
                     "(not unfinished), else 0"),
    "moves": Column("legal moves made in the item", "moves"),
    "solved": Column("1 when the goal was reached, else 0 (per participant: the number of solved items)"),
    "first_attempt": Column("1 when a test item was solved the first time its start and goal were given as a "
                            "test item in the session (practice items do not count as presentations)"),
    "first_move_ms": Column("time to first move: from the item shown to the first lift", "ms"),
    "solution_ms": Column("from the item shown to its last legal move (PEBL's time)", "ms"),
    "time_per_move_ms": Column("solution_ms divided by moves (the D-KEFS Tower's time-per-move ratio)", "ms/move"),
    "execution_ms": Column("solution_ms minus first_move_ms: the time to carry the plan out (Kaller et al. 2011)",
                           "ms"),
    "excess_moves": Column("moves minus minimum, of a solved item (empty otherwise)", "moves"),
    "accuracy": Column("minimum divided by moves, of a solved item: 1 when optimal", "ratio"),
    "optimal": Column("1 when the item was solved in its minimum number of moves (Shallice 1982's score; "
                      "per participant: their count)"),
    "larger_on_smaller": Column("refused drops of a disc onto a smaller one (Tower of Toronto: a darker disc onto "
                                "a lighter one)", "attempts"),
    "full_peg": Column("refused drops onto a full peg (Tower of London)", "attempts"),
    "empty_source": Column("refused lifts from an empty peg", "attempts"),
    "same_peg": Column("refused drops onto the peg lifted from", "attempts"),
    "other": Column("other refused attempts", "attempts"),
    "violations": Column("all refused attempts (rule violations)", "attempts"),
    "points": Column("achievement points, 0 to 4 an item (hanoi.results.scores: on the pattern of the D-KEFS "
                     "Tower, not its norms); per participant, their sum over test items", "points"),
    "items": Column("the participant's scored test items", "items"),
    "mean_accuracy": Column("mean accuracy over solved test items", "ratio"),
    "mean_first_move_ms": Column("mean first_move_ms over test items", "ms"),
    "mean_time_per_move_ms": Column("mean time_per_move_ms over test items", "ms/move"),
    "mean_execution_ms": Column("mean execution_ms over test items", "ms"),
    "abandoned": Column("test items still running when the session was left: not scored", "items"),
}
"""Every exported column by name."""


def _names(columns: object) -> list[str]:
    """The column names of ``columns``, a list or tuple of text, else a refusal."""
    if not isinstance(columns, list | tuple) or not all(isinstance(name, str) for name in columns):
        raise InvalidArgumentError(f"columns must be a list of column names, got {str(columns)[:40]!r}")
    return list(columns)


def sidecar(columns: tuple[str, ...] | list[str], *, table: str | None = None) -> dict[str, object]:
    """The JSON sidecar of a table with ``columns``: one entry per column (BIDS: Description, Units, Levels).

    >>> sorted(sidecar(("sub", "abstime"))["abstime"])
    ['Description', 'Units']
    >>> sidecar(("nope",))
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: no entry in the data dictionary for the column 'nope'
    """
    found: dict[str, object] = {}
    for name in _names(columns):
        if name not in COLUMNS:
            raise InvalidArgumentError(f"no entry in the data dictionary for the column {name[:40]!r}")
        column = COLUMNS[name]
        entry: dict[str, object] = {"Description": column.description}
        if column.units:
            entry["Units"] = column.units
        if column.levels:
            entry["Levels"] = dict(column.levels)
        found[name] = entry
    return found


def write_sidecar(csv_path: Path, columns: tuple[str, ...] | list[str], inputs: list[str | Path]) -> Path:
    """Write ``NAME.json`` beside ``NAME.csv`` (the BIDS sidecar of a tabular file); return its path.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = write_sidecar(Path(folder) / "toh.csv", ["sub", "time"], [])
    ...     path.name, json.loads(path.read_text(encoding="utf-8"))["time"]["Units"]
    ('toh.json', 'ms')
    """
    path = csv_path.with_suffix(".json")
    with atomic_output(path, inputs=inputs, text=True) as handle:
        handle.write(json.dumps(sidecar(columns), indent=2, ensure_ascii=False) + "\n")
    return path


def dictionary_table(columns: tuple[str, ...] | list[str]) -> str:
    """The dictionary of ``columns`` as a Markdown table (as docs/play.md shows it).

    >>> print(dictionary_table(["steps"]))
    | column | unit | meaning |
    |---|---|---|
    | `steps` | moves | legal moves made in the item |
    """
    lines = ["| column | unit | meaning |", "|---|---|---|"]
    for name in _names(columns):
        if name not in COLUMNS:
            raise InvalidArgumentError(f"no entry in the data dictionary for the column {name[:40]!r}")
        column = COLUMNS[name]
        levels = "; ".join(f"`{key}`: {text}" for key, text in column.levels.items())
        meaning = column.description + (f" ({levels})" if levels else "")
        lines.append(f"| `{name}` | {column.units or ''} | {meaning} |")
    return "\n".join(lines)
