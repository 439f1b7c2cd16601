"""The scores psychologists report for a Tower of Hanoi test, per item, per participant and per study.

Per item (one problem presented; practice items are left out of every score):

- ``first_move_ms``: planning time, from the problem shown to the first click that
  lifted a disc (Welsh & Huizinga's "time to first move"; PEBL logs the clicks it comes from).
- ``solution_ms``: PEBL's ``time``, from the problem shown to its last move;
  ``time_per_move_ms`` = ``solution_ms`` / moves (the D-KEFS Tower's time-per-move ratio).
- ``excess_moves`` = moves − minimum, of a solved item (Goel & Grafman 1995; Bishop et al. 2001).
- ``accuracy`` = minimum / moves, of a solved item: 1 for an optimal solution, less for a
  longer one.  (The D-KEFS Tower's *move-accuracy ratio* is the inverse, moves / minimum.)
- rule violations by kind (:data:`~hanoi.results.export.VIOLATIONS`): a disc onto a smaller
  one, a lift from an empty peg, a drop on the same peg; ``violations`` is their sum.
- ``first_attempt``: 1 when the item was solved the first time its start and goal were
  presented **as a test item** in the session (a repeated item scores only once; a practice
  or demonstration item with the same problem does not count as a presentation, so a test
  item repeating the practice problem is scored on its own).
- ``optimal``: 1 when the item was solved in its minimum number of moves: the Tower of
  London's classic score (Shallice 1982: problems solved in the minimum; Kaller, Unterrainer
  et al. 2011, the TOL-F's accuracy), summed per participant.  ``extra moves`` are
  ``excess_moves``, the planning time is ``first_move_ms``, and ``execution_ms`` =
  ``solution_ms`` − ``first_move_ms`` is the time to carry the plan out (Kaller et al. 2011,
  "The impact of problem structure on planning: insights from the Tower of London task",
  Cognitive Brain Research; Kaller et al. 2004 split planning from execution the same way).
- ``points``, the achievement score.  **Our own rule, on the pattern of the D-KEFS Tower
  (points per item from moves and time), not its items, norms or scoring table**:
  0 for an unsolved item; a solved one gets 3 points in the minimum number of moves, 2
  within 1.5 times the minimum, 1 beyond; plus 1 point when its ``solution_ms`` is at
  most :data:`FAST_MS_PER_MOVE` times the minimum.  So 0 to 4 points an item.

Per participant: the sums (points, excess moves, violations, first-attempt successes,
optimal solutions) and means (first-move time, time per move, execution time, accuracy) over
its **scored** items: the test items that ended.  Practice and demonstration items are left
out, and so is an item still running when the session was abandoned (outcome
``unfinished``): it was neither solved nor failed, so it is counted apart (``abandoned``)
rather than as an unsolved item.  The item table keeps every row, with ``kind``,
``outcome`` and ``scored``.

Per study: the odd–even split-half reliability of the achievement score across
participants: each participant's points on the odd and on the even test items, their
Pearson correlation r across participants, and the Spearman–Brown correction to the
full length, 2r / (1 + r) (Spearman 1910; Brown 1910).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from hanoi._files import atomic_output, check_output
from hanoi.results.dictionary import write_sidecar
from hanoi.results.export import VIOLATIONS, TrialRecord, _cell, item_kind, trials_with_times, violation_kind
from hanoi.results.store import Records

__all__ = [
    "FAST_MS_PER_MOVE",
    "ITEM_COLUMNS",
    "PARTICIPANT_COLUMNS",
    "ItemScore",
    "ParticipantScore",
    "SplitHalf",
    "achievement_points",
    "item_scores",
    "participant_scores",
    "spearman_brown",
    "split_half",
    "write_scores",
]

FAST_MS_PER_MOVE = 3000
"""The time bonus of the achievement score: a solved item earns 1 more point within this many ms per minimum move."""

ITEM_COLUMNS = ("sub", "session", "trial", "practice", "size", "pegs", "start", "goal", "minimum", "moves", "solved",
                "first_attempt", "first_move_ms", "solution_ms", "time_per_move_ms", "excess_moves", "accuracy",
                *VIOLATIONS, "violations", "points", "kind", "outcome", "scored", "optimal", "execution_ms")
"""``toh-scores-items.csv``: one row per item."""

PARTICIPANT_COLUMNS = ("sub", "items", "solved", "first_attempt", "points", "excess_moves", "mean_accuracy",
                       "mean_first_move_ms", "mean_time_per_move_ms", *VIOLATIONS, "violations", "optimal",
                       "mean_execution_ms", "abandoned", "kind")
"""``toh-scores-participants.csv``: one row per participant, over its scored test items (``kind`` is ``test``)."""


def achievement_points(solved: bool, moves: int, minimum: int | None, solution_ms: float | None, *,
                       fast_ms_per_move: float = FAST_MS_PER_MOVE) -> int:
    """Our achievement points of one item, 0 to 4 (the rule is in this module's docstring).

    >>> achievement_points(True, 7, 7, 9000)     # optimal (3) and within 3 s per minimum move (1)
    4
    >>> achievement_points(True, 10, 7, 30000)   # 10 <= 1.5 x 7: 2, too slow for the bonus
    2
    >>> achievement_points(True, 11, 7, 5000), achievement_points(False, 3, 7, 1000)
    (2, 0)
    """
    if not solved or minimum is None or minimum <= 0:
        return 0
    if moves <= minimum:
        points = 3
    elif 2 * moves <= 3 * minimum:
        points = 2
    else:
        points = 1
    if solution_ms is not None and solution_ms <= fast_ms_per_move * minimum:
        points += 1
    return points


@dataclass(frozen=True)
class ItemScore:
    """The scores of one item (see the module's docstring for each one)."""

    sub: str
    session: str
    trial: int
    practice: bool
    size: int
    pegs: int
    start: str
    goal: str
    minimum: int | None
    moves: int
    solved: bool
    first_attempt: bool
    first_move_ms: float | None
    solution_ms: float | None
    violations_by_kind: dict[str, int] = field(default_factory=dict)
    points: int = 0
    kind: str = "test"
    outcome: str = "solved"

    @property
    def scored(self) -> bool:
        """Whether the item counts in the participant's scores: a test item that ended (not abandoned)."""
        return self.kind == "test" and self.outcome != "unfinished"

    @property
    def optimal(self) -> bool:
        """Solved in the minimum number of moves (Shallice 1982)."""
        return self.solved and self.minimum is not None and self.moves == self.minimum

    @property
    def execution_ms(self) -> float | None:
        """``solution_ms`` − ``first_move_ms``: the time to carry the plan out (Kaller et al. 2011)."""
        if self.solution_ms is None or self.first_move_ms is None:
            return None
        return self.solution_ms - self.first_move_ms

    @property
    def time_per_move_ms(self) -> float | None:
        """``solution_ms`` / moves (None without a move)."""
        return None if self.solution_ms is None or not self.moves else self.solution_ms / self.moves

    @property
    def excess_moves(self) -> int | None:
        """Moves beyond the minimum, of a solved item."""
        return self.moves - self.minimum if self.solved and self.minimum is not None else None

    @property
    def accuracy(self) -> float | None:
        """Minimum / moves, of a solved item (1 when optimal)."""
        return self.minimum / self.moves if self.solved and self.minimum is not None and self.moves else None

    @property
    def violations(self) -> int:
        """All refused drops."""
        return sum(self.violations_by_kind.values())

    def row(self) -> dict[str, object]:
        """The item as a row of :data:`ITEM_COLUMNS` (empty cells for missing values)."""
        def cell(value: float | None, digits: int = 0) -> object:
            return "" if value is None else round(value, digits) if digits else round(value)

        return {"sub": self.sub, "session": self.session, "trial": self.trial, "practice": int(self.practice),
                "size": self.size, "pegs": self.pegs, "start": self.start, "goal": self.goal,
                "minimum": "" if self.minimum is None else self.minimum, "moves": self.moves,
                "solved": int(self.solved), "first_attempt": int(self.first_attempt),
                "first_move_ms": cell(self.first_move_ms), "solution_ms": cell(self.solution_ms),
                "time_per_move_ms": cell(self.time_per_move_ms),
                "excess_moves": "" if self.excess_moves is None else self.excess_moves,
                "accuracy": cell(self.accuracy, 4),
                **{kind: self.violations_by_kind.get(kind, 0) for kind in VIOLATIONS},
                "violations": self.violations, "points": self.points, "kind": self.kind, "outcome": self.outcome,
                "scored": int(self.scored), "optimal": int(self.optimal), "execution_ms": cell(self.execution_ms)}


def _item(trial: TrialRecord, seen: set[tuple[str, str, str]], fast_ms_per_move: float) -> ItemScore:
    row = trial.row
    kind = item_kind(row)
    practice = kind != "test"
    moves = trial.steps
    solved = bool(row["success"])
    kinds = {kind: 0 for kind in VIOLATIONS}
    for attempt in trial.attempts:
        if not attempt["legal"]:
            kinds[violation_kind(attempt["reason"])] += 1
    key = (row["token"], row["start"], row["goal"])
    first = key not in seen
    if not practice:  # only a test item is a presentation: a practice item with the same problem is not
        seen.add(key)
    solution = trial.times.time
    return ItemScore(
        sub=row["participant"], session=row["token"], trial=row["trial"], practice=practice, size=row["size"],
        pegs=row["pegs"], start=row["start_label"], goal=row["goal_label"], minimum=row["shortest"], moves=moves,
        solved=solved, first_attempt=solved and first, first_move_ms=trial.times.planning, solution_ms=solution,
        violations_by_kind=kinds,
        points=achievement_points(solved, moves, row["shortest"], solution, fast_ms_per_move=fast_ms_per_move),
        kind=kind, outcome=row["outcome"] or "unfinished",
    )


def item_scores(records: Records, participant: str | None = None, *,
                fast_ms_per_move: float = FAST_MS_PER_MOVE) -> Iterator[ItemScore]:
    """The scores of every item (of one participant), practice items included and marked.

    >>> from hanoi.results.problems import Problem
    >>> from hanoi.state import State
    >>> records = Records(":memory:")
    >>> trial = records.start_trial(records.start_session("P01", {}, t_ms=0), 1,
    ...                             Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=0)
    >>> records.record_attempt(trial, t_ms=900, source=0, target=2, disc=1, legal=True,
    ...                        state_after=State.parse("AC"), lift_at=500.0, drop_at=900.0)
    >>> records.record_attempt(trial, t_ms=1500, source=0, target=2, disc=2, legal=False, state_after=State.parse("AC"),
    ...                        reason="disc 2 cannot go onto the smaller disc 1 on peg C")
    >>> for t_ms, (s, t, d, after) in zip((2000, 3000, 4000), ((2, 1, 1, "AB"), (0, 2, 2, "CB"), (1, 2, 1, "CC"))):
    ...     records.record_attempt(trial, t_ms=t_ms, source=s, target=t, disc=d, legal=True,
    ...                            state_after=State.parse(after))
    >>> records.finish_trial(trial, t_ms=4000, success=True, steps=4, outcome="solved")
    >>> (item,) = item_scores(records)
    >>> item.first_move_ms, item.solution_ms, item.time_per_move_ms, item.excess_moves, item.accuracy
    (500.0, 4000.0, 1000.0, 1, 0.75)
    >>> item.violations_by_kind["larger_on_smaller"], item.points  # 4 <= 1.5 x 3: 2; 4 s <= 9 s: +1
    (1, 3)
    """
    seen: set[tuple[str, str, str]] = set()
    for trial in trials_with_times(records, participant):
        yield _item(trial, seen, fast_ms_per_move)


def _mean(values: Iterable[float | None]) -> float | None:
    known = [value for value in values if value is not None]
    return sum(known) / len(known) if known else None


@dataclass(frozen=True)
class ParticipantScore:
    """One participant's scores over its scored items (practice, demonstration and abandoned items left out)."""

    sub: str
    items: tuple[ItemScore, ...]
    abandoned: int = 0

    def row(self) -> dict[str, object]:
        """The participant as a row of :data:`PARTICIPANT_COLUMNS`.

        >>> ParticipantScore("P01", ()).row()["points"]
        0
        """
        items = self.items

        def cell(value: float | None, digits: int = 0) -> object:
            return "" if value is None else round(value, digits) if digits else round(value)

        solved = [item for item in items if item.solved]
        return {"sub": self.sub, "items": len(items), "solved": len(solved),
                "first_attempt": sum(item.first_attempt for item in items),
                "points": sum(item.points for item in items),
                "excess_moves": sum(item.excess_moves or 0 for item in solved),
                "mean_accuracy": cell(_mean(item.accuracy for item in items), 4),
                "mean_first_move_ms": cell(_mean(item.first_move_ms for item in items)),
                "mean_time_per_move_ms": cell(_mean(item.time_per_move_ms for item in items)),
                **{kind: sum(item.violations_by_kind.get(kind, 0) for item in items) for kind in VIOLATIONS},
                "violations": sum(item.violations for item in items),
                "optimal": sum(item.optimal for item in items),
                "mean_execution_ms": cell(_mean(item.execution_ms for item in items)), "abandoned": self.abandoned,
                "kind": "test"}  # the kind of the items these scores count


def participant_scores(items: Iterable[ItemScore]) -> list[ParticipantScore]:
    """Group item scores by participant (in order of appearance): their scored items, and how many were abandoned.

    >>> participant_scores([])
    []
    """
    grouped: dict[str, list[ItemScore]] = {}
    abandoned: dict[str, int] = {}
    for item in items:
        if item.kind == "test":
            grouped.setdefault(item.sub, [])
            abandoned[item.sub] = abandoned.get(item.sub, 0) + (not item.scored)
            if item.scored:
                grouped[item.sub].append(item)
    return [ParticipantScore(sub, tuple(found), abandoned[sub]) for sub, found in grouped.items()]


def spearman_brown(r: float, factor: float = 2.0) -> float:
    """The reliability of a test ``factor`` times as long, from the reliability ``r`` (Spearman 1910; Brown 1910).

    >>> round(spearman_brown(0.6), 6), round(spearman_brown(0.5, 3), 6)
    (0.75, 0.75)
    """
    return factor * r / (1 + (factor - 1) * r)


def _pearson(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / math.sqrt(sxx * syy)


@dataclass(frozen=True)
class SplitHalf:
    """Odd–even split-half reliability of the achievement score across participants."""

    participants: int
    r: float | None
    corrected: float | None
    note: str


def split_half(people: Sequence[ParticipantScore]) -> SplitHalf:
    """Points on the odd and on the even test items of each participant, correlated, then Spearman–Brown corrected.

    Needs at least 3 participants with 2 test items or more, and some spread in each half.

    >>> def person(name, points):
    ...     items = tuple(ItemScore(name, "s", i + 1, False, 3, 3, "111", "333", 7, 7, p > 0, p > 0, None, None,
    ...                             points=p) for i, p in enumerate(points))
    ...     return ParticipantScore(name, items)
    >>> half = split_half([person("A", [4, 3, 4, 3]), person("B", [2, 2, 1, 2]), person("C", [0, 1, 1, 0])])
    >>> half.participants, round(half.r, 4), round(half.corrected, 4)  # odd (8, 3, 1), even (6, 4, 1)
    (3, 0.9368, 0.9674)
    """
    odd, even = [], []
    for person in people:
        if len(person.items) < 2:
            continue
        odd.append(float(sum(item.points for item in person.items[0::2])))
        even.append(float(sum(item.points for item in person.items[1::2])))
    if len(odd) < 3:
        return SplitHalf(len(odd), None, None, "needs at least 3 participants with 2 or more test items")
    r = _pearson(odd, even)
    if r is None:
        return SplitHalf(len(odd), None, None, "no spread in one half: the correlation is undefined")
    return SplitHalf(len(odd), r, spearman_brown(r) if r > -1 else None, "odd-even halves, Spearman-Brown corrected")


def write_scores(records: Records, out_dir: str | Path, *, participant: str | None = None) -> list[Path]:
    """Write ``toh-scores-items.csv`` and ``toh-scores-participants.csv`` into ``out_dir``; return their paths.

    Each has its JSON sidecar beside it (``toh-scores-items.json``: :mod:`hanoi.results.dictionary`).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     [path.name for path in write_scores(Records(":memory:"), folder)]
    ['toh-scores-items.csv', 'toh-scores-participants.csv']
    """
    items = list(item_scores(records, participant))
    folder = Path(out_dir).expanduser()
    inputs = [] if str(records.path) == ":memory:" else [records.path]
    tables = (("toh-scores-items.csv", ITEM_COLUMNS, [item.row() for item in items]),
              ("toh-scores-participants.csv", PARTICIPANT_COLUMNS,
               [person.row() for person in participant_scores(items)]))
    for name, _, _ in tables:
        check_output(folder / name, inputs)
        check_output((folder / name).with_suffix(".json"), inputs)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, columns, rows in tables:
        with atomic_output(folder / name, inputs=inputs, text=True, newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            writer.writerow(columns)
            for row in rows:
                writer.writerow([_cell(row[column]) for column in columns])
        write_sidecar(folder / name, columns, list(inputs))
        written.append(folder / name)
    return written
