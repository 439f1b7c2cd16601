"""Batch scoring of model answers: one JSONL record an answer in, one scored record out, and a summary.

Each input line is a JSON object with the answer text (``answer``; ``response``,
``output`` or ``completion`` also do), the puzzle (``discs`` with optional ``pegs``,
``start``, ``goal``; or ``prompt_id`` from ``hanoi prompt``), and optionally ``id``,
``model`` and any other fields, which are copied through.  Each answer is checked with
:func:`hanoi.verify.report.verify`; the scored record holds every field of the verify
report plus the graded scores of :mod:`hanoi.evaluation.scores`: ``score``, reasoning-gym's
(1 for an optimal solution, ``optimal / moves`` for a longer one, 0.05 for legal moves
that stop short, else 0), ``prefix_credit`` (the share of the optimal path walked before
the first error) and ``distance_left`` (the fewest moves from where the answer leaves the
puzzle to the goal).

The summary gives accuracy by number of discs and by model with Wilson score 95 %
intervals (Wilson 1927), the kinds of the first errors, and where the first error falls
relative to the optimal length ``2**n - 1`` (the "collapse" analyses of Shojaee et al. 2025).

Input is read a line at a time, in constant memory: a line longer than
:data:`MAX_LINE_BYTES`, a line that is not UTF-8 JSON, JSON nested too deeply, or a record
without an answer or a puzzle stops the run with an :class:`EvalInputError` that names
the line.

>>> import io
>>> lines = io.BytesIO(b'{"id": "a", "discs": 1, "answer": "moves = [[1, 0, 2]]"}\\n')
>>> summary = Summary()
>>> [(record["id"], record["solved"], record["score"]) for record in score_lines(lines, summary)]
[('a', True, 1.0)]
>>> summary.solved, summary.answers
(1, 1)
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from hanoi._validate import check_int, shown
from hanoi.errors import HanoiError, InvalidArgumentError
from hanoi.evaluation.prompts import PromptStyle, parse_prompt_id
from hanoi.evaluation.scores import distance_left, gym_score
from hanoi.limits import EVAL_LINE_BYTES
from hanoi.state import State
from hanoi.verify.report import ERROR_KINDS, VerifyReport, verify

__all__ = [
    "ANSWER_KEYS",
    "MAX_LINE_BYTES",
    "EvalInputError",
    "Summary",
    "read_lines",
    "score_lines",
    "score_record",
    "wilson_interval",
]

MAX_LINE_BYTES = EVAL_LINE_BYTES
"""The longest input line read (16 MiB): a longer one stops the run, naming the line."""
ANSWER_KEYS = ("answer", "response", "output", "completion")
_CHUNK = 1 << 18
_BINS = 10  # deciles of the optimal length, and one more bin past it


class EvalInputError(HanoiError):
    """A line of the answers file that cannot be scored; ``line`` is its number (from 1).

    >>> EvalInputError(3, "not JSON").line
    3
    >>> str(EvalInputError(3, "not JSON"))
    'line 3: not JSON'
    """

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}"[:300])
        self.line = line
        self.reason = reason


def read_lines(handle: IO[bytes], progress: Callable[[int], object] | None = None) -> Iterator[tuple[int, bytes]]:
    """The non-blank lines of a binary file with their numbers, each at most :data:`MAX_LINE_BYTES`.

    >>> import io
    >>> list(read_lines(io.BytesIO(b"a\\n\\nb")))
    [(1, b'a'), (3, b'b')]
    """
    buffer = b""
    number = 1
    while True:
        chunk = handle.read(_CHUNK)
        if progress is not None and chunk:
            progress(len(chunk))
        if not chunk:
            if buffer.strip():
                yield number, buffer
            return
        buffer += chunk
        start = 0
        while (end := buffer.find(b"\n", start)) >= 0:
            line = buffer[start:end]
            if line.strip():
                yield number, line
            number += 1
            start = end + 1
        buffer = buffer[start:]
        if len(buffer) > MAX_LINE_BYTES:
            raise EvalInputError(number, f"longer than {MAX_LINE_BYTES >> 20} MiB (MAX_LINE_BYTES); not read")


def _record(number: int, line: bytes) -> dict[str, Any]:
    if b"\x00" in line:
        raise EvalInputError(number, "binary data (a NUL byte), not a JSON record")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        raise EvalInputError(number, f"binary data (byte {error.start + 1} is not UTF-8), not a JSON record") from None
    try:
        record = json.loads(text)
    except RecursionError:
        raise EvalInputError(number, "JSON nested too deeply") from None
    except ValueError as error:
        raise EvalInputError(number, f"not JSON ({error})") from None
    if not isinstance(record, dict):
        raise EvalInputError(number, f"expected a JSON object, got {type(record).__name__}")
    return record


def _int_field(record: dict[str, Any], key: str, number: int) -> int | None:
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise EvalInputError(number, f"{key!r} must be an integer >= 0, got {json.dumps(value)[:60]}")
    return value


def score_record(record: dict[str, Any], number: int = 1) -> dict[str, Any]:
    """Score one answer record: the verify report's fields, ``score``, and the record's own fields.

    >>> row = score_record({"prompt_id": "reasoning-gym/1/3/A/C", "answer": "Move disk 1 from Peg 1 to Peg 3"})
    >>> row["solved"], row["score"], row["style"], row["discs"]
    (True, 1.0, 'reasoning-gym', 1)
    """
    answer = next((record[key] for key in ANSWER_KEYS if key in record), None)
    if not isinstance(answer, str):
        raise EvalInputError(number, "no answer text: expected a string under 'answer' (or 'response', 'output')")
    style: PromptStyle | None = None
    start: State | str | None
    goal: State | str | None
    try:
        if "prompt_id" in record:
            style, start, goal = parse_prompt_id(record["prompt_id"])
            discs: int | None = start.n
            pegs: int | None = start.pegs
        else:
            discs = _int_field(record, "discs", number)
            pegs = _int_field(record, "pegs", number)
            start, goal = record.get("start"), record.get("goal")
            if discs is None and start is None and goal is None:
                raise EvalInputError(number, "no puzzle: give 'discs' (and 'pegs', 'start', 'goal') or 'prompt_id'")
            if "style" in record:
                style = PromptStyle(record["style"])
        base = record.get("base", style.base if style is not None else None)
        report = verify(
            answer, start, goal, discs=discs, pegs=pegs, base=base,
            peg_names=record.get("peg_names"), disc_names=record.get("disc_names"),
        )
    except EvalInputError:
        raise
    except (HanoiError, ValueError, TypeError) as error:
        raise EvalInputError(number, str(error)) from None
    row: dict[str, Any] = {key: value for key, value in record.items() if key not in ANSWER_KEYS}
    row.setdefault("id", number)
    row.setdefault("model", "unknown")
    row["discs"], row["pegs"] = report.start.n, report.start.pegs
    row["style"] = style.value if style is not None else record.get("style")
    row.update(report.to_dict())
    row.update(_graded(report))
    return row


def _graded(report: VerifyReport) -> dict[str, Any]:
    """The graded scores of a verify report: reasoning-gym's, prefix credit and the distance left."""
    error = report.first_error
    legal = report.found and (error is None or error.kind == "not-solved")
    left = distance_left(report.final_state, report.goal)
    credit = None
    if report.optimal is not None and left is not None:
        credit = 1.0 if report.optimal == 0 else max(0, report.optimal - left) / report.optimal
    return {"score": gym_score(solved=report.solved, legal=legal, moves=report.moves, optimal=report.optimal),
            "prefix_credit": credit, "distance_left": left}


def wilson_interval(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a proportion (Wilson 1927); 95 % by default.

    >>> [round(x, 4) for x in wilson_interval(8, 10)]
    [0.4902, 0.9433]
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    trials = check_int(trials, "trials", low=0)
    successes = check_int(successes, "successes", low=0, high=trials)
    if isinstance(z, bool) or not isinstance(z, (int, float)) or not 0 < z < 100:
        raise InvalidArgumentError(f"z must be a number in (0, 100), got {shown(z)}")
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class _Tally:
    answers: int = 0
    solved: int = 0
    score: float = 0.0
    prefix: float = 0.0  # sum of valid_prefix / optimal
    credit: float = 0.0  # sum of prefix credit over the answers that have one
    left: int = 0  # sum of the distances left over the answers that have one
    graded: int = 0  # answers with a prefix credit and a distance left
    first_error: list[int] = field(default_factory=lambda: [0] * (_BINS + 1))


@dataclass
class Summary:
    """Counts by model and number of discs, error kinds, and the first-error positions.

    ``first_error`` bins are deciles of ``step / optimal`` for answers that are not solved
    (the last bin: past the optimal length); answers with no move list at all are
    counted among the kinds (``syntax``) but not placed.

    >>> summary = Summary()
    >>> summary.add("m", verify("[[1, 0, 2], [2, 0, 2]]", discs=2))
    >>> summary.to_dict()["by_discs"]["m"]["2"]["solved"], summary.kinds
    (0, {'illegal': 1})
    """

    answers: int = 0
    solved: int = 0
    groups: dict[tuple[str, int], _Tally] = field(default_factory=dict)
    models: dict[str, _Tally] = field(default_factory=dict)
    kinds: dict[str, int] = field(default_factory=dict)

    def add(self, model: str, report: VerifyReport) -> None:
        """Count one answer's verify report."""
        data = report.to_dict()
        self.add_row({**data, "model": model, "discs": report.start.n, **_graded(report)})

    def add_row(self, row: dict[str, Any]) -> None:
        """Count one scored record (a row of :func:`score_lines`)."""
        self.answers += 1
        self.solved += bool(row["solved"])
        model, n = str(row.get("model")), int(row["discs"])
        optimal = row.get("optimal")
        error = row.get("first_error")
        for tally in (self.groups.setdefault((model, n), _Tally()), self.models.setdefault(model, _Tally())):
            tally.answers += 1
            tally.solved += bool(row["solved"])
            tally.score += float(row["score"])
            if row.get("prefix_credit") is not None and row.get("distance_left") is not None:
                tally.graded += 1
                tally.credit += float(row["prefix_credit"])
                tally.left += int(row["distance_left"])
            if optimal:
                tally.prefix += min(1.0, row["valid_prefix"] / optimal)
            if error is not None and optimal and row.get("found", True):
                fraction = error["step"] / optimal
                tally.first_error[min(_BINS, int(fraction * _BINS)) if fraction <= 1 else _BINS] += 1
        if error is not None:
            self.kinds[error["kind"]] = self.kinds.get(error["kind"], 0) + 1

    def to_dict(self) -> dict[str, Any]:
        """The summary as JSON-ready data.

        >>> sorted(Summary().to_dict())
        ['accuracy', 'answers', 'bins', 'by_discs', 'by_model', 'first_error_kinds', 'solved']
        """
        low, high = wilson_interval(self.solved, self.answers)
        by_discs: dict[str, dict[str, Any]] = {}
        for (model, n), tally in sorted(self.groups.items()):
            by_discs.setdefault(model, {})[str(n)] = _tally_dict(tally)
        return {
            "answers": self.answers,
            "solved": self.solved,
            "accuracy": {"value": self.solved / self.answers if self.answers else 0.0, "low": low, "high": high},
            "by_model": {model: _tally_dict(tally) for model, tally in sorted(self.models.items())},
            "by_discs": by_discs,
            "first_error_kinds": {kind: self.kinds[kind] for kind in ERROR_KINDS if kind in self.kinds},
            "bins": [f"{10 * i}-{10 * (i + 1)}%" for i in range(_BINS)] + [">100%"],
        }

    def lines(self) -> list[str]:
        """The summary as text: overall accuracy, a table by model and discs, error kinds and positions.

        >>> summary = Summary()
        >>> summary.add("m", verify("[[1, 0, 2]]", discs=1))
        >>> print("\\n".join(summary.lines()))
        answers: 1, solved: 1 (100.0 %, 95 % CI 20.7-100.0 %)
        model | discs | answers | solved | accuracy | 95 % CI | mean score | prefix credit | distance left
        m | 1 | 1 | 1 | 100.0 % | 20.7-100.0 % | 1.000 | 1.000 | 0.0
        """
        data = self.to_dict()
        accuracy = data["accuracy"]
        lines = [
            f"answers: {self.answers}, solved: {self.solved} ({100 * accuracy['value']:.1f} %, "
            f"95 % CI {100 * accuracy['low']:.1f}-{100 * accuracy['high']:.1f} %)",
            "model | discs | answers | solved | accuracy | 95 % CI | mean score | prefix credit | distance left",
        ]
        for model, rows in data["by_discs"].items():
            totals = {"all": data["by_model"][model]} if len(rows) > 1 else {}
            for n, row in {**rows, **totals}.items():
                lines.append(
                    f"{model} | {n} | {row['answers']} | {row['solved']} | {100 * row['accuracy']:.1f} % | "
                    f"{100 * row['low']:.1f}-{100 * row['high']:.1f} % | {row['mean_score']:.3f} | "
                    f"{_shown(row['mean_prefix_credit'], '.3f')} | {_shown(row['mean_distance_left'], '.1f')}"
                )
        if data["first_error_kinds"]:
            kinds = ", ".join(f"{kind} {count}" for kind, count in data["first_error_kinds"].items())
            lines.append(f"first errors by kind: {kinds}")
            for model, row in data["by_model"].items():
                pairs = zip(data["bins"], row["first_error"], strict=True)
                shown = " ".join(f"{label}:{count}" for label, count in pairs)
                lines.append(f"first error at step/optimal, {model}: {shown}")
        return lines


def _shown(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _tally_dict(tally: _Tally) -> dict[str, Any]:
    low, high = wilson_interval(tally.solved, tally.answers)
    return {
        "answers": tally.answers,
        "solved": tally.solved,
        "accuracy": tally.solved / tally.answers if tally.answers else 0.0,
        "low": low,
        "high": high,
        "mean_score": tally.score / tally.answers if tally.answers else 0.0,
        "mean_valid_prefix": tally.prefix / tally.answers if tally.answers else 0.0,
        "mean_prefix_credit": tally.credit / tally.graded if tally.graded else None,
        "mean_distance_left": tally.left / tally.graded if tally.graded else None,
        "first_error": list(tally.first_error),
    }


def score_lines(
    handle: IO[bytes], summary: Summary, progress: Callable[[int], object] | None = None
) -> Iterator[dict[str, Any]]:
    """The scored record of every line of a JSONL file of answers, counted into ``summary``.

    Raises :class:`EvalInputError`, naming the line, at the first line that cannot be scored.
    """
    for number, line in read_lines(handle, progress):
        row = score_record(_record(number, line), number)
        summary.add_row(row)
        yield row
