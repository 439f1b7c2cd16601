"""What the web server remembers: games being played and test sessions, each under its own id.

Plain Python, no web framework: the FastAPI routes of :mod:`hanoi.web.app` call these
classes, and the tests drive them directly.  All the rules come from the library
(:class:`~hanoi.Game`, :class:`~hanoi.State`); optimal distances and paths come from
:mod:`hanoi.paths`, cached and run at most two at a time so that searches cannot eat
the machine.
"""

from __future__ import annotations

import random
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Literal, Protocol, TypeVar

from hanoi.errors import HanoiError, IllegalMoveError, InvalidArgumentError, SearchLimitError
from hanoi.game import Game
from hanoi.move import Move
from hanoi.results.store import Problem, Records
from hanoi.state import State
from hanoi.tower import min_moves

__all__ = [
    "MAX_MOVES",
    "SEARCH_NODES",
    "GameNotFound",
    "GoneError",
    "PlayGame",
    "Store",
    "TestSession",
    "hint",
    "reason_of",
    "solution",
]

Outcome = Literal["running", "solved", "time", "moves"]


class GameNotFound(KeyError):
    """No game or session has this id (or it was forgotten to make room).

    >>> Store().get("no-such-id")
    Traceback (most recent call last):
    ...
    hanoi.web.sessions.GameNotFound: 'no-such-id'
    >>> issubclass(GameNotFound, KeyError)
    True
    """


class GoneError(HanoiError):
    """The request is well formed but the game is not in a state to take it (HTTP 409).

    >>> PlayGame.classic(1, 3).undo()
    Traceback (most recent call last):
    ...
    hanoi.web.sessions.GoneError: there is no move to undo
    """


def now_ms() -> int:
    """Milliseconds since the epoch.

    >>> now_ms() > 1_600_000_000_000
    True
    """
    return time.time_ns() // 1_000_000


def reason_of(error: HanoiError) -> str:
    """The reason part of an error message, without the move and the state.

    >>> reason_of(IllegalMoveError("illegal move 'A->B' in state BA: peg A is empty"))
    'peg A is empty'
    """
    text = str(error)
    return text.split(": ", 1)[1] if text.startswith("illegal move") and ": " in text else text


SEARCH_NODES = 1_000_000
"""The most states one optimal-path search of the server expands (four or more pegs): about two seconds at most.

Random 10-disc pairs need at most about 350,000 on 5 pegs (and far fewer on 4 and 6)."""


class _Searches:
    """Optimal paths from :mod:`hanoi.paths`, remembered (errors too) and run two at a time."""

    def __init__(self, size: int = 256) -> None:
        self._lock = threading.Lock()
        self._gate = threading.BoundedSemaphore(2)
        self._paths: OrderedDict[tuple[State, State], tuple[Move, ...] | HanoiError] = OrderedDict()
        self._size = size

    def path(self, start: State, goal: State) -> tuple[Move, ...]:
        key = (start, goal)
        with self._lock:
            found = self._paths.get(key)
        if found is None:
            from hanoi.paths import path

            with self._gate:
                try:
                    found = tuple(path(start, goal, max_nodes=SEARCH_NODES))
                except SearchLimitError as error:
                    found = SearchLimitError(
                        f"{start.n} discs on {start.pegs} pegs are too many for the optimal-path search of this "
                        f"server ({error}); try fewer discs or pegs"
                    )
                except HanoiError as error:
                    found = error
            with self._lock:
                self._paths[key] = found
                while len(self._paths) > self._size:
                    self._paths.popitem(last=False)
        if isinstance(found, HanoiError):
            raise found
        return found

    def distance(self, start: State, goal: State) -> int:
        if start.pegs == 3:  # closed form, no search
            from hanoi.paths import distance

            return distance(start, goal)
        return len(self.path(start, goal))  # one search serves the minimum and the first hint


SEARCHES = _Searches()


def solution(state: State, goal: State) -> tuple[Move, ...]:
    """The optimal moves from ``state`` to ``goal`` (:func:`hanoi.paths.path`), cached.

    >>> [str(m) for m in solution(State.parse("AA"), State.parse("CC"))]
    ['1AB', '2AC', '1BC']
    """
    return SEARCHES.path(state, goal)


def hint(state: State, goal: State) -> Move | None:
    """The next optimal move from ``state`` towards ``goal``, or None at the goal.

    >>> hint(State.parse("AA"), State.parse("CC"))
    Move(disc=1, source=0, target=1)
    """
    moves = solution(state, goal)
    return moves[0] if moves else None


class _HasId(Protocol):
    id: str


Item = TypeVar("Item", bound=_HasId)


class Store(Generic[Item]):
    """Items by id, forgetting the least recently used beyond ``limit`` so memory stays bounded.

    >>> store: Store[PlayGame] = Store(limit=1)
    >>> first = store.add(PlayGame.classic(3, 3)); second = store.add(PlayGame.classic(2, 3))
    >>> len(store), store.get(second.id) is second
    (1, True)
    """

    def __init__(self, limit: int = 10_000) -> None:
        self._items: OrderedDict[str, Item] = OrderedDict()
        self._lock = threading.Lock()
        self.limit = limit

    def add(self, item: Item) -> Item:
        """Keep ``item`` under its id, forgetting the least recently used beyond the limit; return it.

        >>> store: Store[PlayGame] = Store(limit=2)
        >>> games = [store.add(PlayGame.classic(1, 3)) for _ in range(3)]
        >>> len(store), store.get(games[2].id) is games[2]
        (2, True)
        """
        with self._lock:
            self._items[item.id] = item
            while len(self._items) > self.limit:
                self._items.popitem(last=False)
        return item

    def get(self, key: str) -> Item:
        """The item with id ``key``, now the most recently used; raise :class:`GameNotFound` if none.

        >>> store: Store[PlayGame] = Store(limit=2)
        >>> first, second = store.add(PlayGame.classic(1, 3)), store.add(PlayGame.classic(1, 3))
        >>> store.get(first.id) is first
        True
        >>> _ = store.add(PlayGame.classic(1, 3))  # forgets second, the least recently used
        >>> store.get(second.id)
        Traceback (most recent call last):
        ...
        hanoi.web.sessions.GameNotFound: '...'
        """
        with self._lock:
            try:
                self._items.move_to_end(key)
                return self._items[key]
            except KeyError:
                raise GameNotFound(key) from None

    def __len__(self) -> int:
        return len(self._items)


def new_id() -> str:
    """A fresh, unguessable id (12 random bytes, URL-safe).

    >>> len(new_id()), new_id() != new_id()
    (16, True)
    """
    return secrets.token_urlsafe(12)


def _distance_or_note(start: State, goal: State) -> tuple[int | None, str | None]:
    """The distance from :func:`hanoi.paths.distance`, or None and the reason it is unknown."""
    try:
        return SEARCHES.distance(start, goal), None
    except HanoiError as error:
        return None, str(error)


MAX_MOVES = 10_000
"""The most moves one game (or one test problem) takes; the server's memory stays bounded."""


def _check_room(game: Game) -> None:
    if len(game) >= MAX_MOVES:
        raise GoneError(f"this game has reached {MAX_MOVES} moves, the most the server keeps; start a new one")


def _check_peg(peg: int, pegs: int, name: str) -> None:
    if not 0 <= peg < pegs:
        raise InvalidArgumentError(f"{name} peg {peg} is outside 0..{pegs - 1} of this {pegs}-peg game")


@dataclass
class PlayGame:
    """One free game in the browser: a :class:`~hanoi.Game` with a clock and its minimum move count.

    >>> entry = PlayGame.classic(2, 3, now=0)
    >>> entry.shortest, entry.move(0, 1, now=500), entry.elapsed(900)
    (3, Move(disc=1, source=0, target=1), 900)
    >>> entry.move(0, 1, now=600)
    Traceback (most recent call last):
    ...
    hanoi.errors.IllegalMoveError: illegal move 'A->B' in state AB: disc 2 cannot go onto the smaller disc 1 on peg B
    >>> entry.undo(), str(entry.game.state)
    (Move(disc=1, source=0, target=1), 'AA')
    """

    id: str
    game: Game
    created_ms: int
    shortest: int | None
    shortest_note: str | None = None
    solved_ms: int | None = None

    @classmethod
    def classic(cls, n: int, pegs: int, *, now: int | None = None) -> PlayGame:
        """The perfect tower on peg A, to carry to the last peg.

        >>> str(PlayGame.classic(3, 4).game.goal)
        'DDD'
        """
        start = State.perfect(n, pegs=pegs)
        goal = State.perfect(n, pegs=pegs, peg=pegs - 1)
        note = None if pegs <= 4 else "Frame–Stewart number, presumed optimal"
        shortest: int | None
        try:
            shortest = min_moves(n, pegs=pegs)
        except HanoiError as error:
            shortest, note = None, str(error)
        return cls(new_id(), Game(start, goal), now_ms() if now is None else now, shortest, note)

    @classmethod
    def random(cls, n: int, pegs: int, *, seed: int | None = None, now: int | None = None) -> PlayGame:
        """A random start and a different random goal; the minimum comes from :func:`hanoi.paths.distance`.

        >>> entry = PlayGame.random(4, 3, seed=1)
        >>> entry.game.start != entry.game.goal, entry.shortest is not None
        (True, True)
        """
        rng = random.Random(seed)
        start = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        goal = start
        while goal == start:
            goal = State(tuple(rng.randrange(pegs) for _ in range(n)), pegs)
        shortest, note = _distance_or_note(start, goal)
        return cls(new_id(), Game(start, goal), now_ms() if now is None else now, shortest, note)

    def elapsed(self, now: int) -> int:
        """Milliseconds played, frozen once solved.

        >>> entry = PlayGame.classic(1, 3, now=1000)
        >>> entry.elapsed(1500)
        500
        >>> _ = entry.move(0, 2, now=1800)
        >>> entry.elapsed(9000)
        800
        """
        return (self.solved_ms if self.solved_ms is not None else now) - self.created_ms

    def move(self, source: int, target: int, now: int) -> Move:
        """Play the top disc of ``source`` onto ``target``; raise IllegalMoveError with the reason.

        >>> entry = PlayGame.classic(1, 3, now=0)
        >>> entry.move(0, 2, now=700), entry.solved_ms
        (Move(disc=1, source=0, target=2), 700)
        >>> entry.move(2, 3, now=800)
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: target peg 3 is outside 0..2 of this 3-peg game
        """
        _check_peg(source, self.game.state.pegs, "source")
        _check_peg(target, self.game.state.pegs, "target")
        _check_room(self.game)
        move = self.game.push_pegs(source, target)
        if self.game.is_solved() and self.solved_ms is None:
            self.solved_ms = now
        return move

    def undo(self) -> Move:
        """Take back the last move.

        >>> entry = PlayGame.classic(1, 3, now=0)
        >>> _ = entry.move(0, 2, now=700)
        >>> entry.undo(), entry.solved_ms, len(entry.game)
        (Move(disc=1, source=0, target=2), None, 0)
        """
        if not len(self.game):
            raise GoneError("there is no move to undo")
        move = self.game.pop()
        if not self.game.is_solved():
            self.solved_ms = None
        return move


class TestSession:
    """A participant's run through a list of problems, every attempt recorded in :class:`~hanoi.results.store.Records`.

    A problem ends when it is solved, when its time limit passes or when its move
    limit is used up; :meth:`next` starts the next one.

    >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
    >>> session = TestSession(Records(":memory:"), "P01", problems, now=0)
    >>> session.move(0, 1, now=100)
    (Move(disc=1, source=0, target=1), None)
    >>> session.move(2, 0, now=200)
    (None, 'peg C is empty')
    >>> session.move(1, 2, now=300), session.outcome, session.finished
    ((Move(disc=1, source=1, target=2), None), 'solved', True)
    >>> session.results[0]["steps"], session.results[0]["illegal"], session.results[0]["time_ms"]
    (2, 1, 300)
    """

    __test__ = False  # not a pytest class

    def __init__(self, records: Records, participant: str, problems: Sequence[Problem], *,
                 time_limit_ms: int | None = None, move_limit: int | None = None,
                 settings: dict[str, object] | None = None, now: int | None = None) -> None:
        if not problems:
            raise InvalidArgumentError("a test needs at least one problem")
        self.id = new_id()
        self.records = records
        self.participant = participant
        self.problems = list(problems)
        self.time_limit_ms = time_limit_ms
        self.move_limit = move_limit
        now = now_ms() if now is None else now
        self.session = records.start_session(participant, {**(settings or {}), "problems": len(problems)}, t_ms=now)
        self.index = -1
        self.results: list[dict[str, object]] = []
        self._start(now)

    def _start(self, now: int) -> None:
        self.index += 1
        problem = self.problems[self.index]
        self.game = Game(problem.start, problem.goal)
        self.started_ms = now
        self.ended_ms: int | None = None
        self.outcome: Outcome = "running"
        self.illegal = 0
        self.trial_id = self.records.start_trial(self.session, self.index + 1, problem, t_ms=now)

    @property
    def problem(self) -> Problem:
        """The current problem."""
        return self.problems[self.index]

    @property
    def finished(self) -> bool:
        """Whether the last problem is over."""
        return self.index == len(self.problems) - 1 and self.outcome != "running"

    def time_left(self, now: int) -> int | None:
        """Milliseconds left on the current problem, or None without a time limit.

        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, time_limit_ms=5000, now=0)
        >>> session.time_left(1200), session.time_left(9000)
        (3800, 0)
        >>> print(TestSession(Records(":memory:"), "P02", problems, now=0).time_left(1200))
        None
        """
        if self.time_limit_ms is None:
            return None
        end = self.ended_ms if self.ended_ms is not None else now
        return max(self.time_limit_ms - (end - self.started_ms), 0)

    def moves_left(self) -> int | None:
        """Legal moves left on the current problem, or None without a move limit.

        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, move_limit=5, now=0)
        >>> _ = session.move(0, 1, now=100)
        >>> session.moves_left()
        4
        """
        return None if self.move_limit is None else max(self.move_limit - len(self.game), 0)

    def elapsed(self, now: int) -> int:
        """Milliseconds spent on the current problem.

        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=1000)
        >>> session.elapsed(1400)
        400
        >>> _ = session.move(0, 2, now=2000)
        >>> session.elapsed(5000)  # stopped when the problem ended
        1000
        """
        return (self.ended_ms if self.ended_ms is not None else now) - self.started_ms

    def _end(self, outcome: Outcome, now: int) -> None:
        self.outcome = outcome
        self.ended_ms = now
        steps = len(self.game)
        self.records.finish_trial(self.trial_id, t_ms=now, success=outcome == "solved", steps=steps, outcome=outcome)
        shortest = self.problem.shortest
        self.results.append({
            "trial": self.index + 1, "size": self.problem.start.n, "shortest": shortest, "steps": steps,
            "excess": steps - shortest if shortest is not None and outcome == "solved" else None,
            "illegal": self.illegal,
            "time_ms": now - self.started_ms, "success": outcome == "solved", "outcome": outcome,
        })

    def expire(self, now: int) -> None:
        """End the current problem if its time is up.

        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, time_limit_ms=1000, now=0)
        >>> session.expire(999)
        >>> session.outcome
        'running'
        >>> session.expire(5000)
        >>> session.outcome, session.results[0]["time_ms"]
        ('time', 1000)
        """
        if self.outcome == "running" and self.time_limit_ms is not None and now - self.started_ms >= self.time_limit_ms:
            self._end("time", self.started_ms + self.time_limit_ms)

    def move(self, source: int, target: int, now: int) -> tuple[Move | None, str | None]:
        """Attempt a move and record it: return ``(move, None)`` or ``(None, reason)`` when refused.

        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, move_limit=1, now=0)
        >>> session.move(1, 0, now=100)
        (None, 'peg B is empty')
        >>> session.move(0, 1, now=200), session.outcome
        ((Move(disc=1, source=0, target=1), None), 'moves')
        >>> session.move(0, 2, now=300)
        Traceback (most recent call last):
        ...
        hanoi.web.sessions.GoneError: problem 1 is over (moves); start the next one
        """
        self.expire(now)
        if self.outcome != "running":
            raise GoneError(f"problem {self.index + 1} is over ({self.outcome}); start the next one")
        state = self.game.state
        _check_peg(source, state.pegs, "source")
        _check_peg(target, state.pegs, "target")
        _check_room(self.game)
        try:
            move = self.game.push_pegs(source, target)
        except IllegalMoveError as error:
            self.illegal += 1
            disc = state.top(source)
            reason = reason_of(error)
            self.records.record_attempt(self.trial_id, t_ms=now, source=source, target=target, disc=disc,
                                        legal=False, state_after=state, reason=reason)
            return None, reason
        self.records.record_attempt(self.trial_id, t_ms=now, source=source, target=target, disc=move.disc,
                                    legal=True, state_after=self.game.state)
        if self.game.is_solved():
            self._end("solved", now)
        elif self.move_limit is not None and len(self.game) >= self.move_limit:
            self._end("moves", now)
        return move, None

    def next(self, now: int) -> None:
        """Start the next problem once the current one is over.

        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1), Problem(State.parse("C"), State.parse("A"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=0)
        >>> session.next(100)
        Traceback (most recent call last):
        ...
        hanoi.web.sessions.GoneError: problem 1 is still running
        >>> _ = session.move(0, 2, now=200)
        >>> session.next(300)
        >>> session.index, str(session.problem.start), session.finished
        (1, 'C', False)
        """
        self.expire(now)
        if self.outcome == "running":
            raise GoneError(f"problem {self.index + 1} is still running")
        if self.finished:
            raise GoneError("the test is finished: there is no next problem")
        self._start(now)
