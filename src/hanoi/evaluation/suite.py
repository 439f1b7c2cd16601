"""The protocol suite of ``hanoi eval --protocol``: runs, the log of every prompt and reply, and the metrics.

:func:`run_suite` runs the protocols of :mod:`hanoi.evaluation.protocols` through
Inspect AI (the ``full`` protocol is the task ``hanoi/tower_of_hanoi``; the others are
in :mod:`hanoi.evaluation.inspect_protocols`) against one model, and returns one
:class:`~hanoi.evaluation.protocols.Episode` a run; :func:`transcript_records` turns
each Inspect sample into the JSONL records of every model call (prompt and reply).

:class:`SuiteSummary` lays the protocols side by side, by number of discs: success with
Wilson 95 % intervals (Wilson 1927), the collapse point (the fewest discs at which fewer
than half the runs succeed, after Shojaee et al. 2025), the first-error step and the
longest correct prefix (as shares of the optimal length), tokens per move where the model
reports tokens, and for ``maker`` the per-step error rate set against the voting
prediction (Meyerson et al. 2025).  This module imports nothing heavy; running needs the
``eval`` extra.

>>> from hanoi.evaluation.protocols import Episode
>>> runs = [Episode("tools", n, 3, "A" * n, "C" * n, 2**n - 1, solved=n < 5, moves=2**n - 1,
...                 valid_prefix=2**n - 1) for n in (3, 4, 5, 6)]
>>> summary = SuiteSummary(runs)
>>> summary.collapse_point("tools")
5
>>> print(summary.lines()[1])
tools | 3 | 1 | 1 | 100.0 % | 20.7-100.0 % | 1.000 | - | -
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from hanoi._validate import check_int
from hanoi.errors import InvalidArgumentError
from hanoi.evaluation.maker import predicted_success, vote_success
from hanoi.evaluation.protocols import OUTCOMES, Episode, Protocol, reply_ending
from hanoi.evaluation.scores import distance_left, prefix_credit
from hanoi.evaluation.scoring import wilson_interval
from hanoi.evaluation.survival import horizon, kaplan_meier, maker_cost, maker_votes, step_error_rate
from hanoi.limits import EVAL_LINE_BYTES
from hanoi.state import State

MAKER_TARGET = 0.95
"""The success MAKER's vote margin is chosen for, for the whole run (Meyerson et al. 2025 use 0.95)."""

CUT_KINDS = ("truncated", "not-solved", "syntax")
"""The first errors of a whole-list reply that a cut at the token cap makes: such a reply is censored."""

__all__ = [
    "CUT_KINDS",
    "MAKER_TARGET",
    "SuiteSummary",
    "episode_of_sample",
    "load_runs",
    "run_suite",
    "transcript_records",
]


@dataclass
class _Cell:
    runs: int = 0
    solved: int = 0
    prefix: float = 0.0  # sum of valid_prefix / optimal
    first_error: float = 0.0  # sum of (first error step - 1) / optimal, 1 when none
    errors: int = 0  # runs with an error
    error_steps: int = 0  # sum of their first error steps
    optimal: int = 0  # sum of the optimal lengths
    tokens: float = 0.0  # sum of tokens per move over the runs that report them
    with_tokens: int = 0
    calls: int = 0
    moves: int = 0
    score: float = 0.0  # sum of reasoning-gym scores
    credit: float = 0.0  # sum of prefix credits over the runs that have one
    left: int = 0  # sum of distances left over the runs that have one
    graded: int = 0


class SuiteSummary:
    """The metrics of a suite's runs, by protocol and number of discs.

    >>> from hanoi.evaluation.protocols import Episode
    >>> summary = SuiteSummary([Episode("maker", 3, 3, "AAA", "CCC", 7, solved=True, moves=7, valid_prefix=7,
    ...                                 calls=21, output_tokens=210, extra={"k": 2, "counted_votes": 21,
    ...                                 "right_votes": 20, "steps": 7})])
    >>> row = summary.to_dict()["protocols"]["maker"]["3"]
    >>> row["accuracy"], row["tokens_per_move"], row["calls_per_move"]
    (1.0, 30.0, 3.0)
    >>> round(summary.to_dict()["maker"]["predicted_step_success"], 4)
    0.9975
    """

    def __init__(self, episodes: Iterable[Episode] = ()) -> None:
        self.episodes: list[Episode] = []
        self.cells: dict[tuple[str, int], _Cell] = {}
        for episode in episodes:
            self.add(episode)

    def add(self, episode: Episode) -> None:
        """Count one run."""
        self.episodes.append(episode)
        cell = self.cells.setdefault((episode.protocol, episode.discs), _Cell())
        optimal = max(1, episode.optimal or 1)
        cell.runs += 1
        cell.solved += episode.solved
        cell.prefix += min(1.0, episode.valid_prefix / optimal)
        step = episode.first_error_step
        cell.first_error += 1.0 if step is None else min(1.0, (step - 1) / optimal)
        if step is not None:
            cell.errors += 1
            cell.error_steps += step
        cell.optimal += optimal
        if episode.tokens_per_move is not None:
            cell.tokens += episode.tokens_per_move
            cell.with_tokens += 1
        cell.calls += episode.calls
        cell.moves += episode.moves
        cell.score += episode.score
        if episode.prefix_credit is not None and episode.distance_left is not None:
            cell.graded += 1
            cell.credit += episode.prefix_credit
            cell.left += episode.distance_left

    def protocols(self) -> list[str]:
        """The protocols run, in the order of :class:`Protocol`."""
        seen = {protocol for protocol, _ in self.cells}
        return [p.value for p in Protocol if p.value in seen] + sorted(seen - {p.value for p in Protocol})

    def collapse_point(self, protocol: str) -> int | None:
        """The fewest discs at which fewer than half of the protocol's runs succeeded (None: no collapse)."""
        for (name, n), cell in sorted(self.cells.items()):
            if name == protocol and 2 * cell.solved < cell.runs:
                return n
        return None

    def maker_figures(self) -> dict[str, Any] | None:
        """The MAKER runs' voting figures: votes, the measured per-step error rate, the prediction."""
        runs = [e for e in self.episodes if e.protocol == "maker" and e.extra.get("counted_votes")]
        if not runs:
            return None
        counted = sum(int(e.extra["counted_votes"]) for e in runs)
        right = sum(int(e.extra["right_votes"]) for e in runs)
        k = int(runs[0].extra["k"])
        steps = sum(int(e.extra.get("steps", 0)) for e in runs)
        wrong = sum(1 for e in runs if e.first_error_kind == "wrong-step")
        p = right / counted
        low, high = wilson_interval(wrong, steps) if steps else (0.0, 1.0)
        solved = sum(e.solved for e in runs)
        predicted_runs = [predicted_success(p, k, e.optimal or 0) for e in runs]
        return {
            "runs": len(runs),
            "k": k,
            "counted_votes": counted,
            "vote_accuracy": p,
            "steps": steps,
            "wrong_steps": wrong,
            "step_error_rate": wrong / steps if steps else None,
            "step_error_low": low,
            "step_error_high": high,
            "predicted_step_error": 1 - vote_success(p, k),
            "predicted_step_success": vote_success(p, k),
            "solved": solved,
            "predicted_solved": sum(predicted_runs),
            "red_flags": sum(int(e.extra.get("red_flags", 0)) for e in runs),
            "samples": sum(int(e.extra.get("samples", 0)) for e in runs),
            "predicted_samples": _predicted_samples(runs, p, k),
        }

    def survival(self, protocol: str) -> dict[str, Any]:
        """Moves to the first error for one protocol: outcomes, the Kaplan–Meier curve, the per-step error
        rate with its Wilson interval, the horizon it predicts against the curve's median, and what MAKER's
        voting would need for the longest puzzle run (:mod:`hanoi.evaluation.survival`).

        >>> from hanoi.evaluation.protocols import Episode
        >>> runs = [Episode("full", 4, 3, "AAAA", "CCCC", 15, valid_prefix=t - 1, first_error_step=t)
        ...         for t in (3, 5, 8)] + [Episode("full", 4, 3, "AAAA", "CCCC", 15, valid_prefix=6, ended="length")]
        >>> figures = SuiteSummary(runs).survival("full")
        >>> figures["outcomes"], figures["median"], figures["step_error"]["moves"], round(figures["horizon"], 2)
        ({'solved': 0, 'failed': 3, 'censored': 1}, 5, 22, 4.73)
        """
        runs = [e for e in self.episodes if e.protocol == protocol]
        observations = [e.observation for e in runs]
        curve = kaplan_meier(observations)
        rate = step_error_rate(observations)
        outcomes = {name: sum(e.outcome == name for e in runs) for name in OUTCOMES}
        low, high = curve.median_interval
        figures: dict[str, Any] = {
            "runs": len(runs),
            "outcomes": outcomes,
            "censored_share": outcomes["censored"] / len(runs) if runs else 0.0,
            "cut_replies": sum(e.cut for e in runs),
            "longest": max((time for time, _ in observations), default=0),
            "median": curve.median,
            "median_low": low,
            "median_high": high,
            "curve": curve.to_dict()["points"],
            "step_error": rate.to_dict(),
            "horizon": None,
            "horizon_low": None,
            "horizon_high": None,
            "maker_steps": None,
            "maker_k": None,
            "maker_samples": None,
        }
        if rate.rate is None or rate.rate == 1:
            return figures
        figures["horizon"] = horizon(1 - rate.rate)
        figures["horizon_low"] = horizon(1 - rate.high) if rate.high < 1 else 0.0
        figures["horizon_high"] = horizon(1 - rate.low) if rate.low > 0 else None
        steps = max((e.optimal or 0) for e in runs)
        if steps and rate.rate < 0.5:
            k = maker_votes(1 - rate.rate, steps, MAKER_TARGET)
            figures.update(maker_steps=steps, maker_k=k, maker_samples=maker_cost(1 - rate.rate, k, steps))
        return figures

    def to_dict(self) -> dict[str, Any]:
        """The metrics as JSON-ready data: by protocol and n, collapse points, MAKER's figures."""
        protocols: dict[str, dict[str, Any]] = {}
        for (name, n), cell in sorted(self.cells.items()):
            low, high = wilson_interval(cell.solved, cell.runs)
            protocols.setdefault(name, {})[str(n)] = {
                "runs": cell.runs,
                "solved": cell.solved,
                "accuracy": cell.solved / cell.runs,
                "low": low,
                "high": high,
                "mean_valid_prefix": cell.prefix / cell.runs,
                "mean_first_error": cell.first_error / cell.runs,
                "runs_with_error": cell.errors,
                "mean_first_error_step": cell.error_steps / cell.errors if cell.errors else None,
                "optimal": cell.optimal / cell.runs,
                "tokens_per_move": cell.tokens / cell.with_tokens if cell.with_tokens else None,
                "calls_per_move": cell.calls / cell.moves if cell.moves else None,
                "mean_score": cell.score / cell.runs,
                "mean_prefix_credit": cell.credit / cell.graded if cell.graded else None,
                "mean_distance_left": cell.left / cell.graded if cell.graded else None,
            }
        return {
            "runs": len(self.episodes),
            "solved": sum(e.solved for e in self.episodes),
            "protocols": {name: protocols[name] for name in self.protocols()},
            "collapse_point": {name: self.collapse_point(name) for name in self.protocols()},
            "survival": {name: self.survival(name) for name in self.protocols()},
            "maker": self.maker_figures(),
        }

    def lines(self) -> list[str]:
        """The metrics as text: one row a protocol and n, the collapse points and MAKER's prediction."""
        data = self.to_dict()
        lines = ["protocol | discs | runs | solved | success | 95 % CI | valid prefix | first error at step | "
                 "tokens/move"]
        for name, rows in data["protocols"].items():
            for n, row in rows.items():
                step = row["mean_first_error_step"]
                count = row["runs_with_error"]
                first = "-" if step is None else f"{step:.1f} of {row['optimal']:.0f} ({count} run{'s' * (count != 1)})"
                tokens = "-" if row["tokens_per_move"] is None else f"{row['tokens_per_move']:.1f}"
                lines.append(
                    f"{name} | {n} | {row['runs']} | {row['solved']} | {100 * row['accuracy']:.1f} % | "
                    f"{100 * row['low']:.1f}-{100 * row['high']:.1f} % | {row['mean_valid_prefix']:.3f} | "
                    f"{first} | {tokens}"
                )
        collapse = ", ".join(f"{name} {'none' if n is None else n}" for name, n in data["collapse_point"].items())
        lines.append(f"collapse point (fewest discs with success under 50 %): {collapse}")
        for name, figures in data["survival"].items():
            lines.append(_survival_line(name, figures))
        maker = data["maker"]
        if maker is not None:
            lines.append(
                f"maker: {maker['counted_votes']} votes, {100 * maker['vote_accuracy']:.2f} % right; "
                f"per-step error {maker['wrong_steps']}/{maker['steps']} "
                f"(95 % CI {100 * maker['step_error_low']:.2f}-{100 * maker['step_error_high']:.2f} %), "
                f"voting predicts {100 * maker['predicted_step_error']:.2f} % (k={maker['k']}); "
                f"solved {maker['solved']}/{maker['runs']}, predicted {maker['predicted_solved']:.1f}; "
                f"samples {maker['samples']}, predicted {maker['predicted_samples']:.0f}"
            )
        return lines


def _predicted_samples(runs: list[Episode], p: float, k: int) -> float:
    """The samples voting is expected to draw for the steps the runs voted on, red flags included."""
    samples = sum(int(e.extra.get("samples", 0)) for e in runs)
    counted = sum(int(e.extra["counted_votes"]) for e in runs)
    steps = sum(int(e.extra.get("steps", 0)) for e in runs)
    return maker_cost(p, k, steps, valid=counted / samples) if samples and counted else 0.0


def _survival_line(name: str, figures: dict[str, Any]) -> str:
    """One protocol's outcomes, per-step error, predicted horizon against the observed median, and MAKER's need."""
    outcomes = figures["outcomes"]
    rate = figures["step_error"]
    text = (f"{name}: solved {outcomes['solved']}, failed {outcomes['failed']}, censored {outcomes['censored']}; "
            f"per-step error {rate['errors']}/{rate['moves']}")
    if rate["rate"] is None:
        return text
    text += f" = {100 * rate['rate']:.2f} % (95 % CI {100 * rate['low']:.2f}-{100 * rate['high']:.2f} %)"
    median = "not reached" if figures["median"] is None else f"{figures['median']}"
    if figures["horizon"] is not None:
        shown = "unbounded" if math.isinf(figures["horizon"]) else f"{figures['horizon']:.1f} moves"
        text += f"; horizon ln 0.5 / ln p = {shown}, observed median {median}"
    if figures["maker_k"] is not None:
        text += (f"; MAKER for {figures['maker_steps']} steps: k = {figures['maker_k']}, "
                 f"{figures['maker_samples']:.0f} samples")
    return text


def episode_of_sample(sample: Any, protocol: str) -> Episode:
    """The episode of one Inspect sample: from the solver's metadata, or (``full``) from the verify report."""
    meta: dict[str, Any] = sample.metadata or {}
    if "episode" in meta:
        episode = Episode.from_dict(meta["episode"])
    else:
        [score] = sample.scores.values()
        report: dict[str, Any] = score.metadata or {}
        error = report.get("first_error")
        episode = Episode(
            protocol, int(meta["discs"]), int(meta["pegs"]), str(meta["start"]), str(meta["goal"]),
            meta.get("optimal"), solved=bool(report.get("solved")), moves=int(report.get("valid_prefix", 0)),
            valid_prefix=int(report.get("valid_prefix", 0)), calls=1,
        )
        if error is not None:
            episode.first_error_step = int(error["step"])
            episode.first_error = f"{error['move']}: {error['reason']}"[:300]
            episode.first_error_kind = str(error["kind"])
        usage = sample.output.usage if sample.output is not None else None
        if usage is not None:
            episode.input_tokens, episode.output_tokens = usage.input_tokens, usage.output_tokens
        output = sample.output
        episode.ended = reply_ending(None if output is None else output.stop_reason, getattr(sample, "error", None))
        episode.cut = int(episode.ended == "length")
        if episode.ended != "stop" and error is not None and error["kind"] in CUT_KINDS:
            episode.extra["cut_error"] = episode.first_error  # the cut's doing, not the model's: censored
            episode.first_error_step = episode.first_error = episode.first_error_kind = None
        if report.get("final_state") is not None:
            start, goal, reached = (State.parse(str(text), pegs=episode.pegs)
                                    for text in (meta["start"], meta["goal"], report["final_state"]))
            episode.distance_left = distance_left(reached, goal)
            episode.prefix_credit = prefix_credit(start, reached, goal, episode.optimal)
    episode.extra["epoch"] = sample.epoch
    return episode


def _message(message: Any) -> dict[str, Any]:
    record: dict[str, Any] = {"role": message.role, "content": message.text}
    calls = getattr(message, "tool_calls", None)
    if calls:
        record["tool_calls"] = [{"function": call.function, "arguments": call.arguments} for call in calls]
    error = getattr(message, "error", None)
    if error is not None:
        record["error"] = error.message
    return record


def transcript_records(sample: Any, protocol: str, model: str) -> Iterator[dict[str, Any]]:
    """Every model call of a sample as a JSONL record: the new prompt messages, and the reply.

    Each record holds ``prompt`` (messages with ``role`` and ``content``) and ``reply``
    (``content``, and ``tool_calls`` under ``tools``).  For ``maker`` they are the votes
    the solver kept, each with its whole prompt, its ``step``, ``attempt`` and ``verdict``
    (the answer it voted for, or why it was red-flagged); for the other protocols, each
    assistant message with the messages that came before it since the last reply (the
    whole conversation, read in order).
    """
    meta: dict[str, Any] = sample.metadata or {}
    base = {"protocol": protocol, "model": model, "sample": sample.id, "epoch": sample.epoch}
    if "transcript" in meta:
        for call, entry in enumerate(meta["transcript"]):
            record = {key: value for key, value in entry.items() if key not in ("messages", "reply")}
            yield {**base, "call": call, **record, "prompt": entry["messages"],
                   "reply": {"role": "assistant", "content": entry["reply"]}}
        return
    prompt: list[dict[str, Any]] = []
    call = 0
    for message in sample.messages:
        if message.role == "assistant":
            yield {**base, "call": call, "prompt": prompt, "reply": _message(message)}
            call += 1
            prompt = []
        else:
            prompt.append(_message(message))
    if prompt:
        yield {**base, "call": call, "prompt": prompt, "reply": None}


def run_suite(
    protocols: Iterable[Protocol | str],
    discs: int | str | list[int],
    model: Any,
    *,
    pegs: int = 3,
    start: str | None = None,
    goal: str | None = None,
    k: int = 5,
    votes: int = 3,
    max_tokens: int = 750,
    max_errors: int = 3,
    epochs: int = 1,
    log_dir: str | None = None,
    transcript: IO[str] | None = None,
    label: str | None = None,
    max_samples: int = 4,
    cap: int | None = None,
    live: bool = True,
) -> list[Episode]:
    """Run ``protocols`` on every number of ``discs`` against ``model`` (an Inspect model or its name).

    ``k`` is the stepwise batch, ``votes`` MAKER's lead and ``max_tokens`` its red flag for
    length; ``max_errors`` ends a stepwise or tools run after that many wrong turns or tool
    calls (1: stop at the first error); ``epochs`` repeats every sample.
    Every prompt and reply is written to ``transcript`` (JSONL), and Inspect's own logs to
    ``log_dir``.  ``label`` names the model in the records (Inspect's name by default);
    ``max_samples`` runs that many samples at once (1 for the simulated model: its replies,
    drawn in the order of the calls, are then the same on every run).  ``cap`` is the
    output token limit of every call (the provider's ``max_tokens``): a reply cut there
    ends its run censored.  ``live`` has Inspect log every event as it happens (its
    ``log_realtime``: ``inspect view`` shows a long run while it goes); without it, each sample's
    events are logged when the sample ends (a fifth less CPU for a simulated model's runs).
    Returns one episode a run, in order.
    """
    from inspect_ai import eval as inspect_eval

    from hanoi.evaluation.inspect_protocols import hanoi_maker, hanoi_stepwise, hanoi_tools
    from hanoi.evaluation.inspect_task import tower_of_hanoi

    epochs = check_int(epochs, "epochs", low=1, high=10_000)
    model = _model(model)
    episodes: list[Episode] = []
    for protocol in protocols:
        kind = Protocol(protocol)
        if kind is Protocol.FULL:
            task = tower_of_hanoi(discs=discs, pegs=pegs, style="apple", start=start, goal=goal)
        elif kind is Protocol.STEPWISE:
            task = hanoi_stepwise(discs=discs, pegs=pegs, start=start, goal=goal, k=k, max_errors=max_errors)
        elif kind is Protocol.TOOLS:
            task = hanoi_tools(discs=discs, pegs=pegs, start=start, goal=goal, max_errors=max_errors)
        else:
            task = hanoi_maker(discs=discs, pegs=pegs, start=start, goal=goal, votes=votes, max_tokens=max_tokens)
        limits: dict[str, Any] = {} if cap is None else {"max_tokens": check_int(cap, "cap", low=1)}
        [log] = inspect_eval(task, model=model, epochs=epochs, log_dir=log_dir, display="none",
                             max_samples=max_samples, log_realtime=live, **limits)
        if log.status != "success":
            message = log.error.message if log.error is not None else log.status
            raise InvalidArgumentError(f"the {kind.value} run did not finish: {message}"[:300])
        name = label or str(log.eval.model)
        for sample in sorted(log.samples or [], key=lambda s: (s.metadata.get("discs", 0), s.epoch)):
            episode = episode_of_sample(sample, kind.value)
            episode.extra["model"] = name
            episodes.append(episode)
            if transcript is not None:
                for record in transcript_records(sample, kind.value, name):
                    transcript.write(json.dumps(record) + "\n")
    return episodes


def _model(model: Any) -> Any:
    """The Inspect model ``model`` names; a name Inspect cannot use is one clear error, not a traceback."""
    if not isinstance(model, str):
        return model
    from inspect_ai.model import get_model

    try:
        return get_model(model)
    except Exception as error:  # Inspect raises ValueError, PrerequisiteError, ...: each means "cannot use it"
        reason = re.sub(r"\[/?bold\]", "", str(error)).replace("\n", " ").strip()
        raise InvalidArgumentError(f"cannot use the model {model[:80]!r}: {reason}"[:300]) from None


def load_runs(path: str | Path) -> list[Episode]:
    """The episodes of a runs file that ``hanoi eval --protocol ... --out`` wrote (one JSON object a line).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     target = Path(folder) / "runs.jsonl"
    ...     _ = target.write_text(json.dumps(Episode("tools", 1, 3, "A", "C", 1).to_dict()) + "\\n")
    ...     [episode.protocol for episode in load_runs(target)]
    ['tools']
    """
    episodes = []
    try:
        with open(path, "rb") as handle:
            for number, line in enumerate(iter(lambda: handle.readline(EVAL_LINE_BYTES + 1), b""), 1):
                if len(line) > EVAL_LINE_BYTES:
                    raise InvalidArgumentError(f"{str(path)!r} line {number}: longer than {EVAL_LINE_BYTES} bytes"
                                               " (hanoi.limits.EVAL_LINE_BYTES)"[:300])
                if line.strip():
                    try:
                        record = json.loads(line.decode("utf-8"))
                        if not isinstance(record, dict):
                            raise TypeError(f"a {type(record).__name__}, not an object")
                        episodes.append(Episode.from_dict(record))
                    except (ValueError, TypeError, RecursionError) as error:
                        raise InvalidArgumentError(f"{str(path)!r} line {number}: not a run record ({error})"[:300]
                                                   ) from None
    except OSError as error:
        raise InvalidArgumentError(f"cannot read {str(path)!r}: {error.strerror or error}"[:300]) from None
    return episodes
