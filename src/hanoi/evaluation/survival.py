"""Moves to the first error, with censoring: Kaplan–Meier, the per-step error rate, the horizon, MAKER's cost.

A run is an observation of how many moves a model makes before its first error.  Some
runs never show that error: the reply was cut off at the token cap (``finish_reason ==
"length"``), the model call failed, or the run reached the goal.  Those runs are
*right-censored* at the moves they survived, not failed: scoring a cut-off reply as
wrong mixes the output limit into the error rate (the critique of "The Illusion of
Thinking", Lawsen 2025).

- :func:`kaplan_meier`: the product-limit estimate of the share of runs still without
  an error after ``t`` moves (Kaplan & Meier 1958), with Greenwood's variance on the
  log–log scale (Kalbfleisch & Prentice 2002) for a 95 % band, and the median with the
  interval where the band crosses one half (Brookmeyer & Crowley 1982).
- :func:`step_error_rate`: the maximum-likelihood per-step error rate of a geometric
  time to the first error under right censoring, errors over moves at risk, with the
  Wilson interval (Wilson 1927).
- :func:`horizon`: the steps a model runs before its success falls to ``s``,
  ``H = ln s / ln p`` for a per-step accuracy ``p`` (Sinha et al., "The Illusion of
  Diminishing Returns: Measuring Long Horizon Execution in LLMs", 2025).
- :func:`maker_votes` and :func:`maker_cost`: the least vote margin ``k`` that first-to-
  ahead-by-k voting needs to run ``s`` steps with success ``t``, and the expected samples
  (Meyerson et al., "Solving a Million-Step LLM Task with Zero Errors", 2025): the cost
  grows as ``s ln s``.

The survival curve is written here (about forty lines) rather than taken from lifelines,
which would bring pandas, scipy and autograd into the ``report`` extra for one estimator.

>>> curve = kaplan_meier([(2, True), (3, False), (5, True), (5, True), (8, False)])
>>> [(point.time, round(point.survival, 3)) for point in curve.points]
[(0, 1.0), (2, 0.8), (5, 0.267)]
>>> curve.median
5
>>> round(horizon(0.99), 1)
69.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from hanoi._validate import check_int, shown
from hanoi.errors import InvalidArgumentError
from hanoi.evaluation.scoring import wilson_interval

__all__ = [
    "Curve",
    "CurvePoint",
    "StepErrorRate",
    "horizon",
    "kaplan_meier",
    "maker_cost",
    "maker_votes",
    "step_error_rate",
]

_Z95 = 1.959963984540054


def _probability(value: float, name: str, *, open_low: bool = False, open_high: bool = False) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (0 <= value <= 1) or (
        open_low and value == 0) or (open_high and value == 1) or math.isnan(value):
        raise InvalidArgumentError(f"{name} must be a probability{' in (0, 1)' if open_low else ''}, "
                                   f"got {shown(value)}"[:300])
    return float(value)


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """The curve after ``time`` moves: the share still without an error and its 95 % band."""

    time: int
    survival: float
    low: float
    high: float
    at_risk: int
    errors: int


@dataclass(frozen=True, slots=True)
class Curve:
    """A Kaplan–Meier curve: a step function, one point where it falls (and the start at 0)."""

    points: tuple[CurvePoint, ...]
    runs: int
    errors: int

    def at(self, time: int) -> float:
        """The estimated share of runs still without an error after ``time`` moves.

        >>> kaplan_meier([(2, True), (4, True)]).at(3)
        0.5
        """
        value = 1.0
        for point in self.points:
            if point.time > time:
                break
            value = point.survival
        return value

    def _first_below(self, key: str) -> int | None:
        return next((p.time for p in self.points if getattr(p, key) <= 0.5 + 1e-12), None)  # products round

    @property
    def median(self) -> int | None:
        """The fewest moves after which at most half the runs are still without an error (None: never)."""
        return self._first_below("survival")

    @property
    def median_interval(self) -> tuple[int | None, int | None]:
        """The 95 % interval of the median: where the band's low and high edges reach one half (None: never).

        >>> kaplan_meier([(t, True) for t in range(1, 21)]).median_interval
        (5, 15)
        """
        return self._first_below("low"), self._first_below("high")

    def to_dict(self) -> dict[str, object]:
        """The curve as JSON-ready data."""
        low, high = self.median_interval
        return {
            "runs": self.runs, "errors": self.errors, "median": self.median, "median_low": low, "median_high": high,
            "points": [[p.time, p.survival, p.low, p.high, p.at_risk, p.errors] for p in self.points],
        }


def kaplan_meier(observations: Iterable[tuple[int, bool]], z: float = _Z95) -> Curve:
    """The Kaplan–Meier curve of ``(moves, error)`` pairs: ``error`` False is a run censored after ``moves``.

    At each time with errors, survival is multiplied by ``1 - errors / at_risk`` (Kaplan &
    Meier 1958); a run censored at ``t`` is at risk at ``t`` and not after.  The band is
    Greenwood's on the log–log scale, which keeps it inside 0..1.

    >>> curve = kaplan_meier([(1, True), (1, False), (2, True)])
    >>> [(p.time, p.survival, p.at_risk) for p in curve.points]
    [(0, 1.0, 3), (1, 0.6666666666666667, 3), (2, 0.0, 1)]
    >>> kaplan_meier([(-1, True)])
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: moves must be an integer >= 0, got -1
    """
    rows = sorted((check_int(t, "moves", low=0), bool(e)) for t, e in observations)
    runs, total = len(rows), sum(e for _, e in rows)
    points = [CurvePoint(0, 1.0, 1.0, 1.0, runs, 0)]
    survival, greenwood, index = 1.0, 0.0, 0
    while index < runs:
        time = rows[index][0]
        at_risk = runs - index
        errors = 0
        while index < runs and rows[index][0] == time:
            errors += rows[index][1]
            index += 1
        if not errors:
            continue
        survival *= 1 - errors / at_risk
        greenwood += errors / (at_risk * (at_risk - errors)) if at_risk > errors else 0.0
        low, high = survival, survival
        if 0 < survival < 1:
            spread = z * math.sqrt(greenwood) / abs(math.log(survival))
            low, high = survival ** math.exp(spread), survival ** math.exp(-spread)
        elif survival == 0:
            low, high = 0.0, points[-1].high
        points.append(CurvePoint(time, survival, low, high, at_risk, errors))
    return Curve(tuple(points), runs, total)


@dataclass(frozen=True, slots=True)
class StepErrorRate:
    """The per-step error rate: ``errors`` first errors over ``moves`` moves at risk, with its Wilson interval."""

    errors: int
    moves: int
    rate: float | None
    low: float
    high: float

    @property
    def accuracy(self) -> float | None:
        """The per-step accuracy ``p = 1 - rate``."""
        return None if self.rate is None else 1 - self.rate

    def to_dict(self) -> dict[str, object]:
        """The rate as JSON-ready data."""
        return {"errors": self.errors, "moves": self.moves, "rate": self.rate, "low": self.low, "high": self.high}


def step_error_rate(observations: Iterable[tuple[int, bool]]) -> StepErrorRate:
    """The per-step error rate of ``(moves, error)`` pairs, as in :func:`kaplan_meier`.

    With a constant per-step error rate ``q`` the moves to the first error are geometric,
    and under right censoring the maximum-likelihood ``q`` is the errors over the moves at
    risk: ``t`` for a run whose first error was move ``t``, ``t`` for a run censored after
    ``t`` moves.  The interval is Wilson's on that proportion.

    >>> rate = step_error_rate([(10, True), (30, False)])
    >>> rate.errors, rate.moves, rate.rate
    (1, 40, 0.025)
    """
    errors = moves = 0
    for time, error in observations:
        moves += check_int(time, "moves", low=0)
        errors += bool(error)
    if errors > moves:
        raise InvalidArgumentError(f"{errors} errors in {moves} moves: an error is a move (time >= 1)")
    low, high = wilson_interval(errors, moves)
    return StepErrorRate(errors, moves, errors / moves if moves else None, low, high)


def horizon(p: float, s: float = 0.5) -> float:
    """The steps after which a model of per-step accuracy ``p`` succeeds with probability ``s``: ``ln s / ln p``.

    After Sinha et al. (2025), who call it the horizon length ``H_s``.  ``p = 1`` is an
    infinite horizon.

    >>> round(horizon(0.95), 2), round(horizon(0.95, 0.8), 2), horizon(1.0)
    (13.51, 4.35, inf)
    """
    p = _probability(p, "p", open_low=True)
    s = _probability(s, "s", open_low=True, open_high=True)
    return math.inf if p == 1 else math.log(s) / math.log(p)


def maker_votes(p: float, steps: int, target: float = 0.95) -> int:
    """The least vote margin ``k`` for which ``steps`` voted steps all come out right with probability ``target``.

    A step voted first-to-ahead-by-``k`` is right with ``1 / (1 + ((1 - p) / p) ** k)``
    (:func:`hanoi.evaluation.maker.vote_success`); all ``s`` steps with that to the power
    ``s``.  Solving for ``k`` gives ``k_min = ceil(ln(t ** (-1 / s) - 1) / ln((1 - p) / p))``,
    which grows as ``ln s`` (Meyerson et al. 2025).  ``p`` must be over one half.

    >>> maker_votes(0.99, 2**20 - 1), maker_votes(0.8, 7)
    (4, 4)
    """
    p = _probability(p, "p", open_low=True)
    steps = check_int(steps, "steps", low=1)
    target = _probability(target, "target", open_low=True, open_high=True)
    if p <= 0.5:
        raise InvalidArgumentError(f"voting cannot help a per-step accuracy of {p:g} (at most 1/2): no k exists")
    if p == 1:
        return 1
    odds = -math.expm1(math.log(target) / steps)  # 1 - t ** (1 / s), exact for large s
    need = math.log(odds / (1 - odds)) / math.log((1 - p) / p)  # ln(t^(-1/s) - 1) / ln((1-p)/p)
    return max(1, math.ceil(need - 1e-12))


def maker_cost(p: float, k: int, steps: int = 1, *, valid: float = 1.0) -> float:
    """The expected samples drawn for ``steps`` steps voted first-to-ahead-by-``k``.

    Two answers race until one leads by ``k``: the gambler's ruin from ``k`` on
    ``0..2k`` with an up-step ``p``, whose expected length is ``k ** 2`` at ``p = 1/2``
    and otherwise ``k / (q - p) - (2k / (q - p)) (1 - (q/p) ** k) / (1 - (q/p) ** (2k))``
    with ``q = 1 - p`` (Feller 1968, XIV.3).  A reply is kept with probability ``valid``
    (the others are red-flagged and drawn again), so each counted vote costs ``1 / valid``
    samples (Meyerson et al. 2025).

    >>> maker_cost(0.5, 3), maker_cost(1.0, 3), round(maker_cost(0.8, 2, 7, valid=0.9), 2)
    (9.0, 3.0, 22.88)
    """
    p = _probability(p, "p")
    k = check_int(k, "k", low=1, high=1000)
    steps = check_int(steps, "steps", low=0)
    valid = _probability(valid, "valid", open_low=True)
    q = 1 - p
    if p in (0.0, 1.0):
        per_step = float(k)
    elif abs(p - q) < 1e-12:
        per_step = float(k * k)
    else:
        ratio = q / p
        per_step = k / (q - p) - (2 * k / (q - p)) * (1 - ratio**k) / (1 - ratio ** (2 * k))
    return steps * per_step / valid
