"""jsPsych timelines for the ``@python-hanoi/jspsych-hanoi`` plugin, each problem's minimum from the solver.

Online studies (jsPsych on JATOS, Pavlovia or any static host) take their problems from a
timeline; this module writes one, for a published set, a study file or the trials of the
jsPsych contrib Tower of London plugin, with each problem's minimum number of moves and its
number of optimal paths computed here by breadth-first search
(:func:`hanoi.variants.graph.all_shortest_paths`'s search, counting instead of listing), so
that no minimum is typed by hand.  A goal that no sequence of moves reaches (a peg holding
more balls than its height, other balls) is refused.

>>> timeline = set_timeline("shallice")
>>> len(timeline["trials"]), timeline["trials"][8]["start"], timeline["trials"][8]["minimum"]
(12, '|21|3||', 5)
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hanoi._files import atomic_output, check_output
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, InvalidStateError
from hanoi.limits import MAX_PROBLEMS
from hanoi.results.problems import Problem
from hanoi.rules import Rules
from hanoi.state import State

__all__ = ["CONTRIB_COLORS", "PUBLISHED_SETS", "contrib_timeline", "optimal_path_count", "problem_trial",
           "read_timeline_text", "set_timeline", "study_timeline", "timeline_text", "write_timeline"]

PUBLISHED_SETS = ("shallice", "tol-dx", "tol-r", "phillips-a", "phillips-b", "phillips-c", "fimbel-old",
                  "fimbel-young", "bishop2001")
"""The published sets a timeline can be made of: the Tower of London's (:mod:`hanoi.variants.london`) and
Bishop et al. (2001)'s Tower of Hanoi set (:func:`hanoi.results.study.problem_set`)."""

CONTRIB_COLORS = {"red": "#e74c3c", "green": "#27ae60", "blue": "#3498db"}
"""The contrib plugin's default ball colours (its ``ball_colors`` parameter), kept in the exported trials."""

_MAX_CONTRIB_BALLS = 9


def optimal_path_count(start: State | BallState, goal: State | BallState) -> tuple[int, int]:
    """The fewest moves from ``start`` to ``goal`` and the number of different move sequences that short.

    A breadth-first search that adds up, layer by layer, the shortest paths reaching each
    position (Shallice's "all optimal solutions", counted).

    >>> optimal_path_count(BallState.parse("|21|3||"), BallState.parse("|123|||"))
    (5, 2)
    >>> optimal_path_count(State.parse("AAA"), State.parse("CCC"))
    (7, 1)
    """
    from hanoi.variants.graph import neighbours, state_bound

    if state_bound(start) > 1_000_000:
        raise InvalidArgumentError(f"{str(start)[:40]!r} has too many positions to count its optimal paths")
    if start == goal:
        return 0, 1
    counts: dict[State | BallState, int] = {start: 1}
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        layer: dict[State | BallState, int] = {}
        for position in frontier:
            for _, after in neighbours(position):
                if after not in counts:
                    layer[after] = layer.get(after, 0) + counts[position]
        if goal in layer:
            return depth, layer[goal]
        counts.update(layer)
        frontier = list(layer)
    raise InvalidStateError(f"goal {str(goal)[:40]!r} cannot be reached from {str(start)[:40]!r}")


def problem_trial(problem: Problem, *, label: str = "", capacities: Sequence[int] | None = None) -> dict[str, object]:
    """The plugin's parameters for one problem: positions, pegs, minimum and optimal paths (computed here).

    >>> trial = problem_trial(Problem(State.parse("AA"), State.parse("CC"), None), label="two discs")
    >>> trial["puzzle"], trial["start"], trial["goal"], trial["minimum"], trial["optimal_paths"]
    ('hanoi', 'AA', 'CC', 3, 1)
    """
    minimum, paths = optimal_path_count(problem.start, problem.goal)
    london = isinstance(problem.start, BallState)
    trial: dict[str, object] = {
        "puzzle": "london" if london else "hanoi", "problem": label, "kind": problem.kind,
        "pegs": problem.start.pegs, "start": str(problem.start), "goal": str(problem.goal),
        "minimum": minimum, "optimal_paths": paths,
    }
    if isinstance(problem.start, BallState):
        trial["capacities"] = list(capacities if capacities is not None else problem.start.rules.capacities or ())
    if problem.time_limit_ms is not None:
        trial["time_limit"] = problem.time_limit_ms
    if problem.move_limit is not None:
        trial["move_limit"] = problem.move_limit
    return trial


def set_timeline(name: str) -> dict[str, Any]:
    """The timeline of a published set (:data:`PUBLISHED_SETS`) with its title and citation.

    >>> timeline = set_timeline("bishop2001")
    >>> timeline["citation"][:12], [t["minimum"] for t in timeline["trials"]][:5]
    ('Bishop DVM, ', [3, 4, 4, 5, 5])
    >>> set_timeline("berg")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: no published set 'berg'; choose one of: shallice, tol-dx, ...
    """
    if name not in PUBLISHED_SETS:
        raise InvalidArgumentError(f"no published set {str(name)[:40]!r}; choose one of: {', '.join(PUBLISHED_SETS)}")
    if name == "bishop2001":
        from hanoi.results.study import problem_set as hanoi_set

        about, problems = hanoi_set(name)
        trials = [problem_trial(p, label=f"{name}-{i}") for i, p in enumerate(problems, 1)]
        return {"name": name, "title": about["title"], "citation": about["citation"], "source": about["source"],
                "trials": trials}
    from hanoi.variants.london import problem_set as london_set

    chosen = london_set(name)
    trials = []
    for number, published in enumerate(chosen.problems, 1):
        trial = problem_trial(Problem(published.start, published.goal, None), label=f"{name}-{number}")
        trial["published_minimum"] = published.min_moves
        trials.append(trial)
    return {"name": name, "title": chosen.title, "citation": chosen.citation,
            "source": "PEBL's Tower of London (Mueller and Piper 2014, battery/tol/TOL.pbl)", "trials": trials}


def study_timeline(text: str) -> dict[str, Any]:
    """The timeline of a study file (:func:`hanoi.results.study.load_study`): its items with their kinds and limits.

    >>> timeline = study_timeline('name = "Pilot"\\n[[items]]\\nkind = "practice"\\nstart = "AA"\\ngoal = "CC"')
    >>> timeline["name"], timeline["trials"][0]["kind"], timeline["trials"][0]["minimum"]
    ('Pilot', 'practice', 3)
    >>> study_timeline('variant = "toronto"\\n[[items]]\\nstart = "AA"\\ngoal = "CC"')
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: the jsPsych plugin draws no Tower of Toronto ...
    """
    from hanoi.results.study import load_study

    study = load_study(text)
    if study.variant == "toronto":  # the plugin would draw Hanoi's sizes: not the stimuli the study asked for
        raise InvalidArgumentError("the jsPsych plugin draws no Tower of Toronto (discs of one size in colours): "
                                   "run this study with 'hanoi play' (test mode, study file)")
    trials = [problem_trial(p, label=f"{study.name}-{i}") for i, p in enumerate(study.problems, 1)]
    for trial in trials:
        if study.time_limit_ms is not None:
            trial.setdefault("time_limit", study.time_limit_ms)
        if study.move_limit is not None:
            trial.setdefault("move_limit", study.move_limit)
        if study.instructions is not None:
            trial["instructions"] = f"<p>{study.instructions}</p>"
    return {"name": study.name, "title": study.name, "citation": "", "trials": trials}


def _contrib_position(raw: object, balls: dict[str, int], where: str, rules: Rules) -> BallState:
    if not isinstance(raw, list) or not all(isinstance(peg, list) for peg in raw):
        raise InvalidArgumentError(f"{where}: expected one list of ball colours per peg, got {str(raw)[:60]!r}")
    stacks = []
    for peg in raw:
        stack = []
        for colour in peg:
            if not isinstance(colour, str) or colour not in balls:
                raise InvalidStateError(f"{where}: ball {str(colour)[:20]!r} is not one of the start's balls")
            stack.append(balls[colour])
        stacks.append(tuple(stack))
    try:
        return BallState(tuple(stacks), rules=rules)
    except InvalidStateError as error:
        raise InvalidStateError(f"{where}: unsolvable: {error}") from None


def contrib_timeline(trials: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Trials of the jsPsych contrib Tower of London plugin (``start_state``, ``goal_state``, ``peg_capacities``,
    ``optimal_moves``) as this plugin's trials, with the true minimum; a goal no move sequence reaches is refused.

    Balls are numbered in the order they first appear in the start (pegs left to right, bottom
    to top); their colour names go into ``colors``.  ``claimed_minimum`` keeps the number the
    trial gave (jspsych-contrib ``packages/plugin-tower-of-london``, 2026).

    >>> basic = {"start_state": [["red", "green", "blue"], [], []], "goal_state": [["blue"], ["green"], ["red"]],
    ...          "optimal_moves": 3}
    >>> trial = contrib_timeline([basic])["trials"][0]
    >>> trial["start"], trial["goal"], trial["claimed_minimum"], trial["minimum"]
    ('|123|||', '|3|2|1|', 3, 5)
    """
    if isinstance(trials, Mapping) or not isinstance(trials, Sequence) or not 1 <= len(trials) <= MAX_PROBLEMS:
        raise InvalidArgumentError(f"expected a list of 1 to {MAX_PROBLEMS} contrib trials")
    out = []
    for number, raw in enumerate(trials, 1):
        where = f"trial {number}"
        if not isinstance(raw, Mapping) or "start_state" not in raw:
            raise InvalidArgumentError(f"{where}: expected a contrib trial with start_state and goal_state")
        start_raw = raw["start_state"]
        capacities = raw.get("peg_capacities") or [3, 3, 3]
        if not isinstance(capacities, list) or not all(isinstance(c, int) and 0 < c <= 9 for c in capacities):
            raise InvalidArgumentError(f"{where}: peg_capacities must be heights 1..9, got {str(capacities)[:40]!r}")
        rules = Rules.london(capacities)
        balls: dict[str, int] = {}
        for peg in start_raw if isinstance(start_raw, list) else []:
            for colour in peg if isinstance(peg, list) else []:
                if isinstance(colour, str):
                    balls.setdefault(colour, len(balls) + 1)
        if not 1 <= len(balls) <= _MAX_CONTRIB_BALLS:
            raise InvalidArgumentError(f"{where}: the start holds 1 to {_MAX_CONTRIB_BALLS} balls, got {len(balls)}")
        start = _contrib_position(start_raw, balls, f"{where} start_state", rules)
        goal = _contrib_position(raw.get("goal_state"), balls, f"{where} goal_state", rules)
        try:
            trial = problem_trial(Problem(start, goal, None), label=str(raw.get("label", f"contrib-{number}")))
        except InvalidStateError as error:
            raise InvalidStateError(f"{where}: unsolvable: {error}") from None
        colours = raw.get("ball_colors") or CONTRIB_COLORS
        trial["colors"] = [str(colours.get(name, name)) if isinstance(colours, Mapping) else name for name in balls]
        trial["claimed_minimum"] = raw.get("optimal_moves")
        for ours, theirs in (("time_limit", "time_limit"), ("move_limit", "max_moves")):
            if isinstance(raw.get(theirs), int):
                trial[ours] = raw[theirs]
        out.append(trial)
    return {"name": "contrib", "title": "jsPsych contrib Tower of London trials, checked", "citation": "",
            "trials": out}


def timeline_text(timeline: Mapping[str, Any], *, fmt: str = "json") -> str:
    """The timeline as JSON, or as a script that adds it to ``window.HANOI_TIMELINES`` under its name.

    >>> print(timeline_text({"name": "x", "trials": []}, fmt="js").splitlines()[-1])
    window.HANOI_TIMELINES["x"] = {"name": "x", "trials": []};
    """
    body = json.dumps(dict(timeline), ensure_ascii=False)
    if fmt == "json":
        return body + "\n"
    if fmt != "js":
        raise InvalidArgumentError(f"the format is json or js, got {str(fmt)[:20]!r}")
    return ("// A python-hanoi timeline for @python-hanoi/jspsych-hanoi: minimums computed by the solver.\n"
            "// Each trial: { type: jsPsychHanoi, ...trial }.\n"
            "window.HANOI_TIMELINES = window.HANOI_TIMELINES || {};\n"
            f"window.HANOI_TIMELINES[{json.dumps(str(timeline.get('name', 'timeline')))}] = {body};\n")


def read_timeline_text(text: str) -> dict[str, Any]:
    """The timeline of :func:`timeline_text`'s JSON or script (the inverse).

    >>> read_timeline_text(timeline_text({"name": "x", "trials": []}, fmt="js"))
    {'name': 'x', 'trials': []}
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"expected the text of a timeline, got {type(text).__name__}")
    body = text.strip()
    if not body.startswith("{"):
        last = body.splitlines()[-1] if body else ""
        if not last.startswith("window.HANOI_TIMELINES[") or " = " not in last:
            raise InvalidArgumentError("not a timeline: expected JSON or a window.HANOI_TIMELINES[...] script")
        body = last.split(" = ", 1)[1].rstrip(";")
    try:
        timeline = json.loads(body)
    except (ValueError, RecursionError) as error:
        raise InvalidArgumentError(f"not a timeline: {str(error)[:120]}") from None
    if not isinstance(timeline, dict) or not isinstance(timeline.get("trials"), list):
        raise InvalidArgumentError("not a timeline: expected an object with a list of trials")
    return timeline


def write_timeline(timeline: Mapping[str, Any], path: str | Path, *, fmt: str | None = None) -> Path:
    """Write the timeline to ``path`` (JSON, or a script when the name ends in ``.js``); return the path."""
    out = check_output(Path(path))
    text = timeline_text(timeline, fmt=fmt or ("js" if out.suffix == ".js" else "json"))
    with atomic_output(out, text=True) as handle:
        handle.write(text)
    return out
