"""A standard procedure, configured per study in one file (TOML, or the same keys in JSON).

A study file says what the participant reads, which items come in which order, and when
the test stops::

    name = "Pilot 2026"
    pegs = 3
    instructions = "Make your board look like the picture. ..."   # shown before the first item
    reminder = "One disc at a time; never a larger disc on a smaller one."  # after a refused move
    discontinue_after = 3        # stop after 3 consecutive failures on test items
    time_limit_s = 120           # per item, unless the item has its own
    move_limit = 40

    [[items]]
    kind = "demonstration"       # recorded, marked, left out of the scores
    start = "AA"                 # letters (largest disc first) or PEBL digits ("11")
    goal = "CC"

    [[items]]
    kind = "practice"
    start = "111"
    goal = "333"
    time_limit_s = 300

    [[items]]
    set = "bishop2001"           # a published set (PROBLEM_SETS), each problem a test item

    [[items]]
    random = { discs = 4, distance = 9, count = 2, seed = 7 }   # random, exactly this far apart

The published sets ship as data (``problem_sets.toml`` beside this module): positions and
their sources only.
"""

from __future__ import annotations

import json
import random
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from hanoi.errors import InvalidArgumentError
from hanoi.results.problems import KINDS, MAX_PROBLEMS, Problem, parse_problems, random_problems

__all__ = ["MAX_STUDY_TEXT", "PROBLEM_SETS", "Study", "load_study", "problem_set"]

MAX_STUDY_TEXT = 20_000
"""The most characters of a study file (instructions included)."""

_TOP = {"name", "pegs", "instructions", "reminder", "discontinue_after", "time_limit_s", "move_limit", "items"}
_ITEM = {"kind", "start", "goal", "set", "random", "time_limit_s", "move_limit"}


def _sets() -> dict[str, Any]:
    text = resources.files("hanoi.results").joinpath("problem_sets.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


PROBLEM_SETS: tuple[str, ...] = tuple(sorted(_sets()))
"""The published problem sets shipped as data."""


def problem_set(name: str) -> tuple[dict[str, str], list[Problem]]:
    """The citation, source and problems of a published set (their minima checked by :func:`hanoi.paths.distance`).

    >>> about, problems = problem_set("bishop2001")
    >>> len(problems), [p.shortest for p in problems][:4], about["citation"][:12]
    (13, [3, 4, 4, 5], 'Bishop DVM, ')
    >>> problem_set("nope")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: no problem set 'nope'; the sets are: bishop2001
    """
    sets = _sets()
    if name not in sets:
        raise InvalidArgumentError(f"no problem set {name[:40]!r}; the sets are: {', '.join(PROBLEM_SETS)}")
    found = sets[name]
    problems = parse_problems("\n".join(f"{start} {goal}" for start, goal, _ in found["problems"]))
    for problem, (start, goal, stated) in zip(problems, found["problems"], strict=True):
        if problem.shortest != stated:  # pragma: no cover - a test checks the data
            raise InvalidArgumentError(f"set {name}: {start} -> {goal} is {problem.shortest} moves, not {stated}")
    return {key: str(found[key]) for key in ("title", "citation", "source")}, problems


@dataclass(frozen=True)
class Study:
    """A procedure read by :func:`load_study`."""

    name: str
    pegs: int
    instructions: str | None
    reminder: str | None
    discontinue_after: int | None
    time_limit_ms: int | None
    move_limit: int | None
    problems: tuple[Problem, ...]

    def settings(self) -> dict[str, object]:
        """What a session records of its study (beside its problems and limits)."""
        return {"study": self.name, "instructions": self.instructions, "reminder": self.reminder,
                "discontinue_after": self.discontinue_after}


def _int(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {str(value)[:40]!r}")
    return value


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidArgumentError(f"{name} must be text, got {str(value)[:40]!r}")
    return value.strip()


def _exactly(discs: int, distance: int, count: int, pegs: int, seed: int | None) -> list[Problem]:
    rng = random.Random(seed)
    found: list[Problem] = []
    for _ in range(200):
        found += [p for p in random_problems(discs, distance, count, pegs=pegs, rng=rng) if p.shortest == distance]
        if len(found) >= count:
            return found[:count]
    raise InvalidArgumentError(f"found too few random problems of {discs} discs exactly {distance} moves apart")


def _items(raw: dict[str, Any], number: int, pegs: int) -> list[Problem]:
    where = f"item {number}"
    unknown = sorted(set(raw) - _ITEM)
    if unknown:
        raise InvalidArgumentError(f"{where}: unknown key {unknown[0][:40]!r} (known: {', '.join(sorted(_ITEM))})")
    kind = raw.get("kind", "test")
    if kind not in KINDS:
        raise InvalidArgumentError(f"{where}: kind must be one of {', '.join(KINDS)}, got {str(kind)[:40]!r}")
    limit = raw.get("time_limit_s")
    time_ms = None if limit is None else _int(limit, f"{where}: time_limit_s", 1, 3600) * 1000
    moves = None if raw.get("move_limit") is None else _int(raw["move_limit"], f"{where}: move_limit", 1, 10_000)
    sources = [key for key in ("start", "set", "random") if key in raw]
    if len(sources) != 1:
        raise InvalidArgumentError(f"{where}: give exactly one of start and goal, set, or random")
    if "start" in raw:
        if "goal" not in raw:
            raise InvalidArgumentError(f"{where}: a start needs a goal")
        problems = parse_problems(f"{_text(raw['start'], where + ': start')} {_text(raw['goal'], where + ': goal')}",
                                  pegs=pegs)
    elif "set" in raw:
        if pegs != 3:
            raise InvalidArgumentError(f"{where}: the published sets are on 3 pegs, the study has {pegs}")
        problems = problem_set(_text(raw["set"], where + ": set"))[1]
    else:
        spec = raw["random"]
        if not isinstance(spec, dict) or set(spec) - {"discs", "distance", "count", "seed"}:
            raise InvalidArgumentError(f"{where}: random takes discs, distance, count and seed")
        discs = _int(spec.get("discs"), f"{where}: discs", 1, 6)
        distance = _int(spec.get("distance"), f"{where}: distance", 1, 63)
        count = _int(spec.get("count", 1), f"{where}: count", 1, MAX_PROBLEMS)
        seed = None if spec.get("seed") is None else _int(spec["seed"], f"{where}: seed", 0, 2**32 - 1)
        problems = _exactly(discs, distance, count, pegs, seed)
    return [p._replace(kind=kind, time_limit_ms=time_ms, move_limit=moves) for p in problems]


def load_study(text: str) -> Study:
    """Read a study file: TOML, or JSON when it starts with ``{``.

    >>> study = load_study('''
    ... name = "Pilot"
    ... instructions = "Copy the goal."
    ... discontinue_after = 2
    ... time_limit_s = 60
    ... [[items]]
    ... kind = "practice"
    ... start = "AA"
    ... goal = "CC"
    ... move_limit = 9
    ... [[items]]
    ... set = "bishop2001"
    ... ''')
    >>> study.name, study.discontinue_after, study.time_limit_ms, len(study.problems)
    ('Pilot', 2, 60000, 14)
    >>> study.problems[0].kind, study.problems[0].move_limit, study.problems[1].kind
    ('practice', 9, 'test')
    >>> load_study('name = "x"\\nitems = []')
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: the study 'x' has no items
    """
    if not isinstance(text, str) or len(text) > MAX_STUDY_TEXT:
        raise InvalidArgumentError(f"a study file is text of at most {MAX_STUDY_TEXT:,} characters")
    try:
        raw: Any = json.loads(text) if text.lstrip().startswith("{") else tomllib.loads(text)
    except (ValueError, tomllib.TOMLDecodeError) as error:
        raise InvalidArgumentError(f"the study file is not valid TOML or JSON: {str(error)[:160]}") from None
    if not isinstance(raw, dict):
        raise InvalidArgumentError("a study file is a table of settings with a list of items")
    unknown = sorted(set(raw) - _TOP)
    if unknown:
        raise InvalidArgumentError(f"unknown study setting {unknown[0][:40]!r} (known: {', '.join(sorted(_TOP))})")
    name = _text(raw.get("name", "study"), "name")[:80]
    pegs = _int(raw.get("pegs", 3), "pegs", 3, 6)
    instructions = None if raw.get("instructions") is None else _text(raw["instructions"], "instructions")
    reminder = None if raw.get("reminder") is None else _text(raw["reminder"], "reminder")
    stop = None if raw.get("discontinue_after") is None else _int(raw["discontinue_after"], "discontinue_after",
                                                                   1, MAX_PROBLEMS)
    limit = None if raw.get("time_limit_s") is None else _int(raw["time_limit_s"], "time_limit_s", 1, 3600) * 1000
    moves = None if raw.get("move_limit") is None else _int(raw["move_limit"], "move_limit", 1, 10_000)
    items = raw.get("items", [])
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise InvalidArgumentError("items must be a list of tables ([[items]] in TOML)")
    problems: list[Problem] = []
    for number, item in enumerate(items, start=1):
        problems += _items(item, number, pegs)
        if len(problems) > MAX_PROBLEMS:
            raise InvalidArgumentError(f"a study holds at most {MAX_PROBLEMS} problems")
    if not problems:
        raise InvalidArgumentError(f"the study {name!r} has no items")
    return Study(name, pegs, instructions, reminder, stop, limit, moves, tuple(problems))
