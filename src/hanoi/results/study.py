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

**Every variant has the same keys.**  ``variant = "london"`` makes a Tower of London study
(Shallice 1982): its positions are PEBL's state strings (``start = "|21|3||"``), its pegs
have the ``heights`` given (3, 2, 1 by default, else those of its first published set), and
``set`` names a published London set (:func:`hanoi.variants.london.problem_set`: ``shallice``,
``tol-dx``, ``tol-r``, ``phillips-a`` ..., ``fimbel-young`` ...), each problem's minimum
computed by the solver.  One study file per published London set ships beside this module
(:func:`shipped_studies`, :func:`shipped_study`).

``variant = "toronto"`` makes a Tower of Toronto study (Saint-Cyr, Taylor and Lang 1988): discs
of one size in colours, never a darker on a lighter (:mod:`hanoi.toronto`), at most six.  Its
items are written as Hanoi's (letters or PEBL digits, disc 1 the lightest; ``set``, ``random``),
since the colour order is the size order: the minima are Hanoi's.  ``toronto-saint-cyr`` ships.

**Kiosk settings**: ``language`` fixes the participant's language (``en``, ``fr``, ``de``,
``ja``, ``ru``: no menu); ``clock = false`` hides the running clock; ``feedback = true``
tells "Solved in N moves" after test items too (practice items always get it, test items
none by default); ``demonstration_ms`` is the pace of a demonstration's moves (the page plays
the optimal solution and the participant watches).

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

from hanoi._validate import check_nesting
from hanoi.balls import BallState
from hanoi.errors import HanoiError, InvalidArgumentError, SearchLimitError
from hanoi.results.problems import (
    KINDS,
    MAX_PROBLEMS,
    Problem,
    Work,
    london_problems,
    parse_problems,
    random_problems,
)
from hanoi.rules import Rules
from hanoi.state import State

__all__ = ["LANGUAGES", "MAX_STUDY_TEXT", "PROBLEM_SETS", "VARIANTS", "Study", "load_study", "problem_set",
           "shipped_studies", "shipped_study"]

MAX_STUDY_TEXT = 20_000
"""The most characters of a study file (instructions included)."""

_TOP = {"name", "pegs", "instructions", "reminder", "discontinue_after", "time_limit_s", "move_limit", "items",
        "variant", "heights", "citation", "language", "clock", "feedback", "demonstration_ms"}
VARIANTS = ("hanoi", "london", "toronto")
"""The variants a study may hold: the Tower of Hanoi (any pegs), the Tower of London (any heights) and the
Tower of Toronto (Hanoi's positions in colours)."""
LANGUAGES = ("en", "fr", "de", "ja", "ru")
"""The languages of the page (its translation files), one of which a study may fix."""
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
    variant: str = "hanoi"
    heights: tuple[int, ...] | None = None
    citation: str | None = None
    language: str | None = None
    clock: bool = True
    feedback: bool = False
    demonstration_ms: int = 1000

    def settings(self) -> dict[str, object]:
        """What a session records of its study (beside its problems and limits).

        >>> load_study('variant = "london"\\n[[items]]\\nset = "shallice"').settings()["heights"]
        [3, 2, 1]
        """
        chosen: dict[str, object] = {
            "study": self.name, "instructions": self.instructions, "reminder": self.reminder,
            "discontinue_after": self.discontinue_after, "variant": self.variant, "language": self.language,
            "clock": self.clock, "feedback": self.feedback, "demonstration_ms": self.demonstration_ms}
        if self.heights is not None:
            chosen["heights"] = list(self.heights)
        return chosen


def _int(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {str(value)[:40]!r}")
    return value


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidArgumentError(f"{name} must be text, got {str(value)[:40]!r}")
    return value.strip()


def _exactly(discs: int, distance: int, count: int, pegs: int, seed: int | None, work: Work) -> list[Problem]:
    rng = random.Random(seed)
    found: list[Problem] = []
    for _ in range(200):
        try:
            drawn = random_problems(discs, distance, count, pegs=pegs, rng=rng, work=work)
        except SearchLimitError:  # the draws the study's work allows are spent
            break
        found += [p for p in drawn if p.shortest == distance]
        if len(found) >= count:
            return found[:count]
    raise InvalidArgumentError(f"found too few random problems of {discs} discs exactly {distance} moves apart "
                               f"(found {len(found)} of {count} within the work hanoi.limits.PROBLEMS_MAX_WORK "
                               "allows); ask for a larger distance or fewer problems")


def _london_items(raw: dict[str, Any], where: str, rules: Rules) -> list[Problem]:
    """The problems of one item of a Tower of London study: PEBL positions, or a published London set."""
    if "random" in raw:
        raise InvalidArgumentError(f"{where}: a Tower of London study takes start and goal, or set; not random")
    if "set" in raw:
        name = _text(raw["set"], where + ": set")
        try:
            problems = london_problems(name)
        except HanoiError as error:
            raise InvalidArgumentError(f"{where}: {error}") from None
        found = problems[0].start.rules.capacities if isinstance(problems[0].start, BallState) else None
        if found != rules.capacities:
            raise InvalidArgumentError(f"{where}: the set {name[:40]!r} has pegs of heights {list(found or ())}, "
                                       f"the study {list(rules.capacities or ())} (set heights)")
        return problems
    from hanoi.variants.graph import search_distance

    try:
        start, goal = (BallState.parse(_text(raw[key], f"{where}: {key}"), rules=rules) for key in ("start", "goal"))
    except InvalidArgumentError:
        raise
    except HanoiError as error:
        raise InvalidArgumentError(f"{where}: {error}") from None
    if start.n != goal.n:
        raise InvalidArgumentError(f"{where}: {str(start)!r} and {str(goal)!r} do not hold the same balls")
    if start == goal:
        raise InvalidArgumentError(f"{where}: the start {str(start)!r} is already the goal")
    return [Problem(start, goal, search_distance(start, goal))]


def _coloured(problems: list[Problem], where: str, colours: Rules | None) -> list[Problem]:
    """The problems of a Tower of Toronto study: the same positions, in its coloured discs (at most six)."""
    if colours is None:
        return problems
    try:
        return [p._replace(start=_in_colours(p.start, colours), goal=_in_colours(p.goal, colours)) for p in problems]
    except HanoiError as error:
        raise InvalidArgumentError(f"{where}: {error}") from None


def _in_colours(position: State | BallState, colours: Rules) -> State:
    if not isinstance(position, State):  # pragma: no cover - a Toronto study's items are read as Hanoi's
        raise InvalidArgumentError(f"a Tower of Toronto position holds discs, got {str(position)[:40]!r}")
    return State(position.positions, position.pegs, rules=colours)


def _items(raw: dict[str, Any], number: int, pegs: int, work: Work, rules: Rules | None = None,
           colours: Rules | None = None) -> list[Problem]:
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
    if "start" in raw and "goal" not in raw:
        raise InvalidArgumentError(f"{where}: a start needs a goal")
    if rules is not None:
        problems = _london_items(raw, where, rules)
    elif "start" in raw:
        problems = parse_problems(f"{_text(raw['start'], where + ': start')} {_text(raw['goal'], where + ': goal')}",
                                  pegs=pegs, work=work)
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
        problems = _exactly(discs, distance, count, pegs, seed, work)
    problems = _coloured(problems, where, colours)
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
    check_nesting(text, "the study file")  # before parsing: the parsers recurse once a level
    try:
        raw: Any = json.loads(text) if text.lstrip().startswith("{") else tomllib.loads(text)
    except RecursionError:  # a nesting the scan did not see (a multi-line string's quotes): refused all the same
        raise InvalidArgumentError("the study file is nested too deep to parse") from None
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
    variant = raw.get("variant", "hanoi")
    if variant not in VARIANTS:
        raise InvalidArgumentError(f"variant must be one of {', '.join(VARIANTS)}, got {str(variant)[:40]!r}")
    heights = _heights(raw, items) if variant == "london" else None
    if variant != "london" and "heights" in raw:
        raise InvalidArgumentError("heights are the pegs of a Tower of London study: add variant = \"london\"")
    rules = None if heights is None else Rules.london(heights)
    pegs = pegs if heights is None else len(heights)
    language = raw.get("language")
    if language is not None and language not in LANGUAGES:
        raise InvalidArgumentError(f"language must be one of {', '.join(LANGUAGES)}, got {str(language)[:40]!r}")
    flags = {}
    for key, default in (("clock", True), ("feedback", False)):
        value = raw.get(key, default)
        if not isinstance(value, bool):
            raise InvalidArgumentError(f"{key} must be true or false, got {str(value)[:40]!r}")
        flags[key] = value
    pace = _int(raw.get("demonstration_ms", 1000), "demonstration_ms", 100, 10_000)
    citation = None if raw.get("citation") is None else _text(raw["citation"], "citation")
    problems: list[Problem] = []
    work = Work()  # one budget for the whole study's searches
    for number, item in enumerate(items, start=1):
        problems += _items(item, number, pegs, work, rules, Rules.toronto(pegs) if variant == "toronto" else None)
        if len(problems) > MAX_PROBLEMS:
            raise InvalidArgumentError(f"a study holds at most {MAX_PROBLEMS} problems")
    if not problems:
        raise InvalidArgumentError(f"the study {name!r} has no items")
    return Study(name, pegs, instructions, reminder, stop, limit, moves, tuple(problems), variant, heights,
                 citation, language, flags["clock"], flags["feedback"], pace)


def _heights(raw: dict[str, Any], items: list[Any]) -> tuple[int, ...]:
    """The peg heights of a Tower of London study: its own, else its first published set's, else 3, 2, 1."""
    if "heights" in raw:
        found = raw["heights"]
        if not isinstance(found, list) or not 3 <= len(found) <= 6:
            raise InvalidArgumentError(f"heights must be a list of 3 to 6 peg heights, got {str(found)[:40]!r}")
        return tuple(_int(height, "heights", 1, 9) for height in found)
    from hanoi.variants.london import problem_set as london_set

    for item in items:
        if isinstance(item.get("set"), str):
            try:
                caps = london_set(item["set"]).rules.capacities
            except HanoiError:
                break  # the item names it as unknown
            return tuple(int(c or 9) for c in caps or (3, 2, 1))
    return (3, 2, 1)


_STUDIES = "studies"
"""The folder of the shipped study files, beside this module."""


def shipped_studies() -> tuple[str, ...]:
    """The names of the study files that ship with the library: one per published Tower of London set, and the
    Tower of Toronto of Saint-Cyr, Taylor and Lang (1988).

    >>> "london-shallice" in shipped_studies(), len(shipped_studies())
    (True, 9)
    """
    folder = resources.files("hanoi.results").joinpath(_STUDIES)
    return tuple(sorted(entry.name.removesuffix(".toml") for entry in folder.iterdir()
                        if entry.name.endswith(".toml")))


def shipped_study(name: str) -> tuple[str, Study]:
    """The text of a shipped study file and the study it loads (Shallice 1982 and the other published sets).

    >>> text, study = shipped_study("london-shallice")
    >>> study.variant, study.heights, [p.kind for p in study.problems].count("test")
    ('london', (3, 2, 1), 12)
    >>> shipped_study("nope")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: no shipped study 'nope'; the studies are: london-fimbel-old, ...
    """
    names = shipped_studies()
    if name not in names:
        raise InvalidArgumentError(f"no shipped study {str(name)[:40]!r}; the studies are: {', '.join(names)}")
    text = resources.files("hanoi.results").joinpath(_STUDIES, f"{name}.toml").read_text(encoding="utf-8")
    return text, load_study(text)
