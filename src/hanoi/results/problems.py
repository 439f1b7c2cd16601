"""Test problems: a start and a goal with the distance between them, read from a file or drawn at random.

Generating a problem runs a shortest-path search (:func:`hanoi.paths.distance`), which is
why this module is apart from the storage of results (:mod:`hanoi.results.store`).
A configuration can be written in letters (``AAB``, largest disc first) or in PEBL's
digits (``112``, pegs counted from 1), as PEBL's Tower of Hanoi task writes it.
"""

from __future__ import annotations

import random
import re
import time
from typing import NamedTuple

from hanoi import limits
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, InvalidStateError, SearchLimitError, TooLargeError
from hanoi.rules import Rules
from hanoi.state import State

__all__ = [
    "KINDS",
    "MAX_PROBLEMS",
    "Problem",
    "Work",
    "config_text",
    "london_problems",
    "parse_problems",
    "pebl_config",
    "pebl_state",
    "random_problems",
    "search_work",
]

MAX_PROBLEMS = limits.MAX_PROBLEMS
"""The most problems one test session holds."""


def pebl_config(state: State) -> str:
    """A state in PEBL's notation: one peg digit per disc, largest disc first, pegs from 1.

    >>> pebl_config(State.parse("BAA")), pebl_config(State.parse("CCC"))
    ('211', '333')
    """
    if state.pegs > 9:
        raise InvalidArgumentError(f"PEBL's notation has one digit per peg; {state.pegs} pegs do not fit")
    return "".join(str(peg + 1) for peg in reversed(state.positions))


def pebl_state(config: str, *, pegs: int = 3) -> State:
    """The state of a PEBL configuration (the inverse of :func:`pebl_config`).

    >>> pebl_state("211"), pebl_state("44", pegs=4)
    (State('BAA'), State('DD', pegs=4))
    >>> pebl_state("141")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: invalid state '141': PEBL digits name pegs 1..3
    """
    if not (config.isascii() and config.isdigit()) or any(digit == "0" or int(digit) > pegs for digit in config):
        raise InvalidStateError(f"invalid state {config[:40]!r}: PEBL digits name pegs 1..{pegs}")
    return State(tuple(int(digit) - 1 for digit in reversed(config)), pegs)


KINDS = ("test", "practice", "demonstration")
"""What an item of a procedure is: scored (``test``), or recorded but marked and left out of every score."""


def config_text(text: str, pegs: int) -> str:
    """PEBL's configuration of a state as the results store it: digits for discs (PEBL's Tower of
    Hanoi), and PEBL's Tower of London state string, kept as it is, for balls.

    >>> config_text("BAA", 3), config_text("|21|3||", 3)
    ('211', '|21|3||')
    """
    if text.startswith("|"):
        return text
    return pebl_config(State.parse(text, pegs=pegs))


class Problem(NamedTuple):
    """One test problem: carry ``start`` to ``goal``; ``shortest`` is the distance between them.

    A problem of a study may have its own ``time_limit_ms`` and ``move_limit`` (else the
    session's apply) and a ``kind`` (:data:`KINDS`).  A Tower of London problem holds two
    :class:`~hanoi.BallState` (PEBL's ``|21|3||`` text).

    >>> Problem(State.parse("AAA"), State.parse("CCC"), 7).labels
    ('111', '333')
    >>> Problem(BallState.parse("|21|3||"), BallState.parse("||32|1|"), 2).labels
    ('|21|3||', '||32|1|')
    """

    start: State | BallState
    goal: State | BallState
    shortest: int | None
    kind: str = "test"
    time_limit_ms: int | None = None
    move_limit: int | None = None

    def to_json(self) -> list[object]:
        """``[start, goal, shortest]`` in letters, as a session stores its problems (then the item's own settings).

        >>> Problem(State.parse("AA"), State.parse("CC"), 3).to_json()
        ['AA', 'CC', 3]
        >>> Problem(State.parse("AA"), State.parse("CC"), 3, "practice", move_limit=9).to_json()
        ['AA', 'CC', 3, {'kind': 'practice', 'time_limit_ms': None, 'move_limit': 9}]
        """
        plain: list[object] = [str(self.start), str(self.goal), self.shortest]
        if (self.kind, self.time_limit_ms, self.move_limit) == ("test", None, None):
            return plain
        return [*plain, {"kind": self.kind, "time_limit_ms": self.time_limit_ms, "move_limit": self.move_limit}]

    @classmethod
    def from_json(cls, item: list[object], pegs: int, rules: Rules | None = None) -> Problem:
        """The problem that :meth:`to_json` wrote (``rules``: the Tower of London's, for balls).

        >>> Problem.from_json(["AA", "CC", 3], 3).goal
        State('CC')
        >>> Problem.from_json(["AA", "CC", 3, {"kind": "practice", "move_limit": 9}], 3)[3:]
        ('practice', None, 9)
        >>> Problem.from_json(["|21|3||", "||32|1|", 2], 3, Rules.london()).goal
        BallState('||32|1|')
        >>> Problem.from_json(["AA", "CC", 3], 3, Rules.toronto()).goal
        State('CC', rules=Rules.toronto())
        """
        start, goal, shortest = item[:3]
        extra = item[3] if len(item) > 3 and isinstance(item[3], dict) else {}
        settings = (None if shortest is None else int(str(shortest)), str(extra.get("kind", "test")),
                    _int_or_none(extra.get("time_limit_ms")), _int_or_none(extra.get("move_limit")))
        if str(start).startswith("|"):  # a Tower of London problem
            balls = Rules.london() if rules is None else rules
            return cls(BallState.parse(str(start), rules=balls), BallState.parse(str(goal), rules=balls), *settings)
        discs = rules if rules is not None and rules.pieces == "colours" else None  # the Tower of Toronto's
        return cls(State.parse(str(start), pegs=pegs, rules=discs), State.parse(str(goal), pegs=pegs, rules=discs),
                   *settings)

    @property
    def scored(self) -> bool:
        """Whether the problem counts in the scores (practice and demonstration items do not)."""
        return self.kind == "test"

    @property
    def labels(self) -> tuple[str, str]:
        """PEBL's ``startlab`` and ``endlab``: the two configurations."""
        if isinstance(self.start, BallState) or isinstance(self.goal, BallState):
            return str(self.start), str(self.goal)
        return pebl_config(self.start), pebl_config(self.goal)


def london_problems(name: str = "shallice") -> list[Problem]:
    """The problems of a published Tower of London set (:func:`hanoi.variants.london.problem_set`).

    >>> problems = london_problems("shallice")
    >>> len(problems), str(problems[0].start), problems[0].shortest
    (12, '|21|3||', 2)
    """
    from hanoi.variants.graph import search_distance
    from hanoi.variants.london import problem_set

    # the computed minimum: three of the published ones are off (see docs/variants.md)
    return [Problem(p.start, p.goal, search_distance(p.start, p.goal)) for p in problem_set(name).problems]


def _int_or_none(value: object) -> int | None:
    return None if value is None else int(str(value))


def search_work(discs: int, pegs: int) -> int:
    """The work of one shortest distance of ``discs`` discs on ``pegs`` pegs, in units of :data:`PROBLEMS_MAX_WORK`.

    Measured: a search on 4 pegs takes about 4 ms up to 8 discs and 40 ms at 10; on 5 or 6
    pegs 0.15 to 0.45 s (its pattern databases); on 3 pegs a closed form, some 40 us.

    >>> search_work(10, 3), search_work(6, 4), search_work(10, 4), search_work(10, 6)
    (1, 100, 1000, 5000)
    """
    return 1 if pegs == 3 else 100 if pegs == 4 and discs <= 8 else 1000 if pegs == 4 else 5000


class Work:
    """The work budget of one problem list, random set or study (:data:`~hanoi.limits.PROBLEMS_MAX_WORK`).

    >>> work = Work(); work.check(10, 4, 100, "100 problems"); work.check(10, 6, 200, "200 problems")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: 200 problems of 10 discs on 6 pegs need 1,000,000 units of search work, ...
    """

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limits.PROBLEMS_MAX_WORK if limit is None else limit
        self.spent = 0

    def check(self, discs: int, pegs: int, searches: int, what: str) -> None:
        """Refuse, before any search, ``searches`` distances that would pass what is left."""
        need = search_work(discs, pegs) * searches
        if self.spent + need > self.limit:
            raise TooLargeError(
                f"{what} of {discs} discs on {pegs} pegs need {need:,} units of search work, "
                f"{self.limit - self.spent:,} are left (limit {self.limit:,}, hanoi.limits.PROBLEMS_MAX_WORK); "
                "ask for fewer problems, discs or pegs", size=need, limit=self.limit)

    def spend(self, discs: int, pegs: int) -> bool:
        """Count one search; False when the budget has no room for it (the caller stops drawing)."""
        cost = search_work(discs, pegs)
        if self.spent + cost > self.limit:
            return False
        self.spent += cost
        return True


def _distance(start: State | BallState, goal: State | BallState) -> int:
    from hanoi.paths import distance

    return distance(start, goal)


def _parse_config(token: str, pegs: int, line: int) -> State:
    try:
        return pebl_state(token, pegs=pegs) if token.isdigit() else State.parse(token, pegs=pegs)  # 0-9 only
    except InvalidStateError as error:
        raise InvalidStateError(f"line {line}: {error}", code="problems.state", params={"line": line}) from None


def parse_problems(text: str, *, pegs: int = 3, work: Work | None = None) -> list[Problem]:
    """Read a problem list: one ``START GOAL`` pair a line, ``#`` starts a comment.

    A state is letters (``AAB``, largest disc first) or PEBL digits (``112``); the two
    may be separated by spaces, a comma or a semicolon.  ``shortest`` comes from
    :func:`hanoi.paths.distance`.

    >>> [(str(p.goal), p.shortest) for p in parse_problems("AAA CCC   # classic\\n211,223")]
    [('CCC', 7), ('BBC', 2)]
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"expected the text of a problem list, got {text!r}")
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        tokens = [token for token in re.split(r"[\s,;]+", line) if token]
        if len(tokens) != 2:
            raise InvalidArgumentError(f"line {number}: expected 'START GOAL', got {raw.strip()!r}",
                                       code="problems.syntax", params={"line": number})
        start, goal = (_parse_config(token, pegs, number) for token in tokens)
        if start.n != goal.n:
            raise InvalidStateError(f"line {number}: {tokens[0]!r} and {tokens[1]!r} have different numbers of discs",
                                    code="problems.discs_differ", params={"line": number})
        if not 1 <= start.n <= 10:
            raise InvalidArgumentError(f"line {number}: problems have 1 to 10 discs, {tokens[0]!r} has {start.n}",
                                       code="problems.size", params={"line": number, "discs": start.n})
        if start == goal:
            raise InvalidArgumentError(f"line {number}: the start {tokens[0]!r} is already the goal",
                                       code="problems.solved", params={"line": number})
        problems.append(Problem(start, goal, None))
        if len(problems) > MAX_PROBLEMS:
            raise InvalidArgumentError(f"a problem list holds at most {MAX_PROBLEMS} problems",
                                       code="problems.too_many", params={"limit": MAX_PROBLEMS})
    if not problems:
        raise InvalidArgumentError("the problem list is empty: expected lines such as 'AAA CCC'", code="problems.empty")
    work = work if work is not None else Work()
    for discs in sorted({p.start.n for p in problems}):  # the work known before any search
        work.check(discs, pegs, sum(1 for p in problems if p.start.n == discs), f"{len(problems)} problems, those")
    for p in problems:
        work.spend(p.start.n, pegs)
    return [Problem(p.start, p.goal, _distance(p.start, p.goal)) for p in problems]


def random_problems(
    discs: int,
    min_distance: int,
    count: int,
    *,
    pegs: int = 3,
    rng: random.Random | None = None,
    max_tries: int = 20_000,
    max_seconds: float = 5.0,
    work: Work | None = None,
) -> list[Problem]:
    """``count`` random problems of ``discs`` discs whose start and goal are at least ``min_distance`` apart.

    Start and goal are uniform random states (any peg for each disc); pairs closer
    than ``min_distance`` (by :func:`hanoi.paths.distance`) are drawn again, at most
    ``max_tries`` times and for ``max_seconds``.  On three pegs no pair is further
    apart than the diameter ``2**discs - 1`` (the German encyclopedia article).

    >>> problems = random_problems(3, 7, 2, rng=random.Random(1))
    >>> [p.shortest for p in problems]
    [7, 7]
    """
    for name, value, low, high in (("discs", discs, 1, 10), ("min_distance", min_distance, 1, 1023),
                                   ("count", count, 1, MAX_PROBLEMS), ("pegs", pegs, 3, 9)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {value!r}")
    if pegs == 3 and min_distance > (1 << discs) - 1:
        raise InvalidArgumentError(
            f"no two states of {discs} discs on 3 pegs are {min_distance} moves apart "
            f"(the largest distance is {(1 << discs) - 1})",
            code="problems.too_far", params={"discs": discs, "distance": min_distance, "largest": (1 << discs) - 1},
        )
    rng = rng if rng is not None else random.Random()
    work = work if work is not None else Work()
    work.check(discs, pegs, count, f"{count} random problems")  # at least one search each: refused at once
    problems: list[Problem] = []
    tries = 0
    deadline = time.monotonic() + max_seconds
    while len(problems) < count:
        tries += 1
        if tries > max_tries or time.monotonic() > deadline or not work.spend(discs, pegs):
            raise SearchLimitError(
                f"found only {len(problems)} of {count} problems at distance >= {min_distance} "
                f"after {tries - 1} random draws; ask for a smaller distance",
                code="problems.too_few", params={"found": len(problems), "count": count, "distance": min_distance},
            )
        start = State(tuple(rng.randrange(pegs) for _ in range(discs)), pegs)
        goal = State(tuple(rng.randrange(pegs) for _ in range(discs)), pegs)
        if start == goal:
            continue
        shortest = _distance(start, goal)
        if shortest >= min_distance:
            problems.append(Problem(start, goal, shortest))
    return problems
