"""A recorded test: a participant works through a list of problems, every attempt stored as it happens.

Everything a session needs to go on is in the SQLite file of
:class:`~hanoi.results.store.Records` (its settings, problems, limits, moves and display
segments), so :meth:`TestSession.restore` rebuilds it after a page reload or a server
restart, at the problem where it stopped, with the time already spent kept.

**The clock of a problem** runs while the page shows it.  The page sends a heartbeat
every two seconds; when it has been silent for more than :data:`SILENCE_MS` (a reload, a
closed laptop, a lost connection, a server restart), the clock stops at its last sign of
life, and the resumed display (:meth:`TestSession.shown`) starts a new segment.  Time
limits count this clock.  Latencies are computed later, from the page's stamps
(:mod:`hanoi.results.export`).
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Sequence
from typing import Literal

from hanoi.errors import IllegalMoveError, InvalidArgumentError
from hanoi.game import Game
from hanoi.limits import TEST_SILENCE_MS
from hanoi.move import Move
from hanoi.results.export import iso_time, trial_rows
from hanoi.results.problems import Problem
from hanoi.results.store import Records, RecordsUnavailableError
from hanoi.rules import Rules
from hanoi.web.clock import now_ms, wall_ms
from hanoi.web.errors import GameNotFound, GoneError
from hanoi.web.kiosk import kiosk_settings
from hanoi.web.play import check_peg, check_room
from hanoi.web.store import new_id

__all__ = ["CLOCK_SKEW_MS", "SILENCE_MS", "STAMP_SLACK_MS", "Outcome", "TestSession"]

Outcome = Literal["running", "solved", "time", "moves"]

SILENCE_MS = TEST_SILENCE_MS
"""After this long without a move or a heartbeat, a problem's clock stops at the last sign of life."""

STAMP_SLACK_MS = 5_000
"""How far the page's clock may run ahead of the server's within one display segment (a late request).

A page stamp (a click's ``lift_at``/``drop_at``, a heartbeat's ``at``) must lie in its
segment: not before the page showed the problem, and not later than the server's time
since then plus this slack.  Anything else is forged or broken, and refused: it would be
exported as a negative or impossible time."""

CLOCK_SKEW_MS = 300_000
"""How far the page's clock (epoch milliseconds) may differ from the server's: every page
stamp must lie within the session, from its start to now, give or take this much."""


class TestSession:
    """A participant's run through a list of problems, every attempt recorded in :class:`~hanoi.results.store.Records`.

    A problem ends when it is solved, when its time limit passes or when its move limit
    is used up; :meth:`next` starts the next one.

    >>> from hanoi.state import State
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
                 settings: dict[str, object] | None = None, now: int | None = None,
                 discontinue_after: int | None = None) -> None:
        if not problems:
            raise InvalidArgumentError("a test needs at least one problem")
        self.id = new_id()
        self.key_digest: str | None = None  # the SHA-256 of the participant's capability, once handed over
        self.lock = threading.Lock()
        self.records = records
        self.participant = participant
        self.problems = list(problems)
        self.time_limit_ms = time_limit_ms
        self.move_limit = move_limit
        self.discontinue_after = discontinue_after
        self.discontinued = False
        self.instructions = (settings or {}).get("instructions")
        self.reminder = (settings or {}).get("reminder")
        self.show_scores = (settings or {}).get("show_scores") is True  # the participant's page sees its results
        self.kiosk = kiosk_settings(settings)  # the study's language, clock, feedback and demonstration pace
        now = now_ms() if now is None else now
        self.started_ms = now
        chosen = {**(settings or {}), "problems": len(problems)}
        if discontinue_after is not None:
            chosen["discontinue_after"] = discontinue_after
        self.session = records.start_session(
            participant, chosen, t_ms=now, token=self.id,
            problems=self.problems, time_limit_ms=time_limit_ms, move_limit=move_limit,
        )
        self.attempts = 0
        self.index = -1
        self.results: list[dict[str, object]] = []
        self._start(now)

    # ------------------------------------------------------------------ restoring
    @classmethod
    def restore(cls, records: Records, token: str) -> TestSession:
        """The session ``token`` as the database has it, ready to go on.

        >>> from hanoi.state import State
        >>> records = Records(":memory:")
        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3),
        ...             Problem(State.parse("A"), State.parse("B"), 1)]
        >>> first = TestSession(records, "P01", problems, time_limit_ms=60_000, now=0)
        >>> _ = first.move(0, 1, now=1000); _ = first.move(0, 1, now=2000)
        >>> again = TestSession.restore(records, first.id)
        >>> str(again.game.state), again.illegal, again.attempts, again.elapsed(2000), again.time_left(2000)
        ('AB', 1, 2, 2000, 58000)
        >>> TestSession.restore(records, "nope")
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GameNotFound: 'nope'
        """
        row = records.session(token)
        if row is None or not row["problems"]:
            raise GameNotFound(token)
        self = cls.__new__(cls)
        settings = json.loads(row["settings"])
        pegs = int(settings.get("pegs", 3))
        heights = settings.get("heights")  # a Tower of London test keeps its peg heights
        rules = Rules.london([int(h) for h in heights]) if isinstance(heights, list) else None
        if settings.get("variant") == "toronto":  # a Tower of Toronto test: its discs are coloured
            rules = Rules.toronto(pegs)
        self.id = token
        self.key_digest = row["key_digest"]
        self.lock = threading.Lock()
        self.records = records
        self.participant = row["participant"]
        self.problems = [Problem.from_json(item, pegs, rules) for item in json.loads(row["problems"])]
        if not self.problems:
            raise GameNotFound(token)
        self.time_limit_ms = row["time_limit_ms"]
        self.move_limit = row["move_limit"]
        self.discontinue_after = settings.get("discontinue_after")
        self.instructions = settings.get("instructions")
        self.reminder = settings.get("reminder")
        self.show_scores = settings.get("show_scores") is True
        self.kiosk = kiosk_settings(settings)
        self.started_ms = row["started_ms"]
        self.session = row["id"]
        self.attempts = records.attempt_count(self.session)
        trials = records.trials(session=self.session)
        if not trials:  # its first problem was never recorded (the database refused it)
            raise GameNotFound(token)
        self.index = len(trials) - 1
        current = trials[-1]
        self.trial_id = current["id"]
        problem = self.problems[self.index]
        self.game = Game(problem.start, problem.goal)
        self.illegal = 0
        for attempt in records.attempts_of(self.trial_id):
            if attempt["legal"]:
                self.game.push(Move(attempt["disc"], attempt["source"], attempt["target"]))
            else:
                self.illegal += 1
        segments = records.segments_of(self.trial_id)
        self.spent_ms = sum(segment["last_ms"] - segment["started_ms"] for segment in segments[:-1])
        self.segment_ms = segments[-1]["started_ms"]
        self.shown_at = segments[-1]["shown_at"]
        self.last_ms = segments[-1]["last_ms"]
        self.outcome = current["outcome"] or "running"
        self.ended_ms = current["ended_ms"]
        self.results = [self._result(row) for row in trial_rows(records, session=self.session)
                        if row["outcome"] != "unfinished"]
        self.discontinued = self._discontinue()
        if self.outcome == "running" and (self.game.is_solved() or (
                self.move_limit is not None and len(self.game) >= self.move_limit)):
            with contextlib.suppress(RecordsUnavailableError):  # settled at the next request otherwise
                self._settle(self.last_ms)
        return self

    # ------------------------------------------------------------------ the current problem
    def _start(self, now: int) -> None:
        problem = self.problems[self.index + 1]
        trial_id = self.records.start_trial(self.session, self.index + 2, problem, t_ms=now)  # recorded first
        self.trial_id = trial_id
        self.index += 1
        self.game = Game(problem.start, problem.goal)
        self.spent_ms = 0
        self.segment_ms = self.last_ms = now
        self.shown_at: float | None = None
        self.ended_ms: int | None = None
        self.outcome: Outcome = "running"
        self.illegal = 0

    @property
    def problem(self) -> Problem:
        """The current problem."""
        return self.problems[self.index]

    @property
    def time_limit_ms(self) -> int | None:
        """The time limit of the current problem: its own, else the session's."""
        own = self.problems[self.index].time_limit_ms if self.index >= 0 else None
        return own if own is not None else self._time_limit_ms

    @time_limit_ms.setter
    def time_limit_ms(self, value: int | None) -> None:
        self._time_limit_ms = value

    @property
    def move_limit(self) -> int | None:
        """The move limit of the current problem: its own, else the session's."""
        own = self.problems[self.index].move_limit if self.index >= 0 else None
        return own if own is not None else self._move_limit

    @move_limit.setter
    def move_limit(self, value: int | None) -> None:
        self._move_limit = value

    @property
    def finished(self) -> bool:
        """Whether the last problem is over, or the discontinue rule stopped the test."""
        return self.outcome != "running" and (self.index == len(self.problems) - 1 or self.discontinued)

    def _discontinue(self) -> bool:
        """The discontinue rule: the last ``discontinue_after`` scored problems all ended unsolved.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1, "practice"),
        ...             *[Problem(State.parse("A"), State.parse("C"), 1)] * 3]
        >>> session = TestSession(Records(":memory:"), "P01", problems, move_limit=1, discontinue_after=2, now=0)
        >>> for at in (10, 20, 30):  # the practice item, then two test items: each ends after a wrong move
        ...     _ = session.move(0, 1, now=at); done = session.finished
        ...     if not done: session.next(at)
        >>> session.discontinued, session.finished, session.index
        (True, True, 2)
        """
        if not self.discontinue_after:
            return False
        scored = [result for result in self.results if self.problems[int(str(result["trial"])) - 1].scored]
        last = scored[-self.discontinue_after:]
        return len(last) == self.discontinue_after and not any(result["success"] for result in last)

    @property
    def started(self) -> str:
        """The session's start, ISO 8601 with the UTC offset."""
        return iso_time(self.started_ms)

    def elapsed(self, now: int) -> int:
        """Milliseconds the current problem has been on screen (pauses left out).

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=1000)
        >>> session.elapsed(1400), session.elapsed(1000 + SILENCE_MS + 5000)  # silent: stopped at the last sign
        (400, 0)
        >>> _ = session.move(0, 2, now=2000)
        >>> session.elapsed(5000)  # stopped when the problem ended
        1000
        """
        # a page silent for too long is gone: its clock stopped at its last sign of life
        alive = now if now - self.last_ms <= SILENCE_MS else self.last_ms
        end = self.ended_ms if self.ended_ms is not None else alive
        return self.spent_ms + max(end - self.segment_ms, 0)

    def time_left(self, now: int) -> int | None:
        """Milliseconds left on the current problem, or None without a time limit.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, time_limit_ms=5000, now=0)
        >>> session.time_left(1200), session.time_left(9000)
        (3800, 0)
        """
        if self.time_limit_ms is None:
            return None
        return max(self.time_limit_ms - self.elapsed(now), 0)

    def moves_left(self) -> int | None:
        """Legal moves left on the current problem, or None without a move limit.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, move_limit=5, now=0)
        >>> _ = session.move(0, 1, now=100)
        >>> session.moves_left()
        4
        """
        return None if self.move_limit is None else max(self.move_limit - len(self.game), 0)

    def _result(self, row: dict[str, object]) -> dict[str, object]:
        shortest = row["shortest"]
        return {"trial": row["trial"], "size": row["size"], "shortest": None if shortest == "" else shortest,
                "steps": row["steps"], "excess": None if row["excess"] == "" else row["excess"],
                "illegal": row["illegal"], "time_ms": row["time"] if row["time"] != "" else 0,
                "planning_ms": None if row["planning"] == "" else row["planning"],
                "success": bool(row["success"]), "outcome": row["outcome"]}

    def _end(self, outcome: Outcome, now: int) -> None:
        self.records.finish_trial(self.trial_id, t_ms=now, success=outcome == "solved", steps=len(self.game),
                                  outcome=outcome, reached=self.game.state)  # recorded first, then kept
        self.outcome = outcome
        self.ended_ms = now
        rows = [row for row in trial_rows(self.records, session=self.session) if row["trial"] == self.index + 1]
        self.results.append(self._result(rows[0]))
        self.discontinued = self._discontinue()

    def _alive(self, now: int) -> None:
        self.last_ms = max(self.last_ms, now)

    # ------------------------------------------------------------------ what the page sends
    def expire(self, now: int) -> None:
        """End the current problem if its time is up (its clock, pauses left out).

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, time_limit_ms=1000, now=0)
        >>> session.expire(999)
        >>> session.outcome
        'running'
        >>> session.expire(5000)  # its time, as PEBL counts it, is that of the last move: none here
        >>> session.outcome, session.results[0]["time_ms"]
        ('time', 0)
        """
        if self.outcome != "running" or self.time_limit_ms is None:
            return
        if self.elapsed(now) >= self.time_limit_ms:
            self._end("time", self.segment_ms + self.time_limit_ms - self.spent_ms)

    def shown(self, trial: int, at: float | None, now: int, *, resume: bool = False) -> None:
        """The page shows problem ``trial`` (from 1) since its time ``at``: the start of a display segment.

        A display after a reload or a lost connection closes the previous segment at its
        last sign of life, so the time in between counts nowhere.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=0)
        >>> session.shown(1, 5.0, now=5); _ = session.move(0, 1, now=1000)
        >>> session.shown(1, 60_000.0, now=60_000)  # a reload, a minute later
        >>> session.elapsed(61_000)  # shown from 5 to 1000, then from 60,000 to 61,000
        1995
        """
        if trial != self.index + 1:
            raise GoneError(f"problem {trial} is not the current one ({self.index + 1})")
        if self.outcome != "running":
            return
        self._in_session(now, at=at)  # a new display: its stamp starts a new page clock, within the session
        number = self.records.shown(self.trial_id, t_ms=now, at=at, resume=resume)
        self.shown_at = at  # the page's clock of this display segment starts here
        if number > 1:
            self.spent_ms += max(min(self.last_ms, now) - self.segment_ms, 0)
        self.segment_ms = self.last_ms = now  # the first display starts the clock; a later one, a new segment

    def heartbeat(self, at: float | None, now: int) -> None:
        """A sign of life of the page showing the current problem.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1)] * 2
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=0)
        >>> session.heartbeat(2000.0, now=2000); session.heartbeat(4000.0, now=4000)
        >>> session.elapsed(4000)
        4000
        >>> session.heartbeat(60_000.0, now=60_000)  # back after a silence: the silence does not count
        >>> session.elapsed(60_000)
        4000
        >>> _ = session.move(0, 2, now=61_000)  # solved; the page waits for Next, then is closed a minute
        >>> for at in (63_000, 65_000, 125_000):
        ...     session.heartbeat(float(at), now=at)
        >>> [(row["number"], row["last_ms"]) for row in session.records.segments_of(session.trial_id)]
        [(1, 4000), (2, 65000), (3, 125000)]
        """
        if self.finished:  # the test is over: nothing more is recorded
            return
        if self.outcome != "running":  # between problems: the page is still there (see the export's pauses)
            if now - self.last_ms > SILENCE_MS:  # it was gone: the silence is a pause, a new segment after it
                self.records.shown(self.trial_id, t_ms=now, at=at, resume=True)
            else:
                self.records.seen(self.trial_id, t_ms=now, at=at)
            self.last_ms = max(self.last_ms, now)
            return
        if now - self.last_ms > SILENCE_MS:  # the page went quiet and came back without a reload
            self.shown(self.index + 1, at, now, resume=True)
            return
        self._check_stamps(now, at=at)
        self.records.seen(self.trial_id, t_ms=now, at=at)
        self._alive(now)
        self.expire(now)

    def event(self, trial: int, kind: str, peg: int | None, at: float | None, now: int) -> None:
        """Record an event of the page that is not a move (a click on an empty peg, a disc put back, ...).

        >>> from hanoi.state import State
        >>> records = Records(":memory:")
        >>> session = TestSession(records, "P01", [Problem(State.parse("A"), State.parse("C"), 1)], now=0)
        >>> session.event(1, "empty_peg", 2, 150.5, now=151)
        >>> [(row["kind"], row["peg"]) for row in records.events_of(session.trial_id)]
        [('empty_peg', 2)]
        >>> session.event(2, "put_back", 0, None, now=160)
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: problem 2 is not the current one (1)
        >>> _ = session.move(0, 2, now=170); session.event(1, "put_back", 0, None, now=180)
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: the test is finished: nothing more is recorded
        """
        if self.finished:
            raise GoneError("the test is finished: nothing more is recorded")
        if trial != self.index + 1:
            raise GoneError(f"problem {trial} is not the current one ({self.index + 1})")
        if peg is not None:
            check_peg(peg, self.game.state.pegs, "event")
        self._in_session(now, at=at)
        self.records.record_event(self.trial_id, t_ms=now, kind=kind, peg=peg, at=at)

    def replay(self, seq: int, source: int, target: int) -> tuple[Move | None, str | None]:
        """The outcome of attempt ``seq``, already recorded (a request sent again after a lost answer).

        The pegs must be those recorded: a different move under a used number is refused.

        >>> from hanoi.state import State
        >>> session = TestSession(Records(":memory:"), "P01", [Problem(State.parse("AA"), State.parse("CC"), 3)])
        >>> session.move(0, 1, now=10, seq=1)
        (Move(disc=1, source=0, target=1), None)
        >>> session.move(0, 1, now=20, seq=1), session.attempts  # the same request again: not recorded twice
        ((Move(disc=1, source=0, target=1), None), 1)
        >>> session.move(0, 2, now=30, seq=1)
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: attempt 1 was recorded as another move; the next attempt is 2
        """
        row = self.records.attempt_by_seq(self.session, seq)
        if row is None:
            raise GoneError(f"attempt {seq} was never recorded")
        if (row["source"], row["target"]) != (source, target):
            raise GoneError(f"attempt {seq} was recorded as another move; the next attempt is {self.attempts + 1}")
        self._settle(row["t_ms"])  # the move was recorded but its problem's end was not (a failed write)
        if row["legal"]:
            return Move(row["disc"], row["source"], row["target"]), None
        return None, row["reason"]

    def move(self, source: int, target: int, now: int, *, seq: int | None = None, lift_at: float | None = None,
             drop_at: float | None = None) -> tuple[Move | None, str | None]:
        """Attempt a move and record it: return ``(move, None)`` or ``(None, reason)`` when refused.

        ``seq`` numbers the attempts of the session from 1: a number already recorded
        returns the recorded outcome; one that skips ahead is refused.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("AA"), State.parse("CC"), 3)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, move_limit=1, now=0)
        >>> session.move(1, 0, now=100)
        (None, 'peg B is empty')
        >>> session.move(0, 1, now=200), session.outcome
        ((Move(disc=1, source=0, target=1), None), 'moves')
        >>> session.move(0, 2, now=300)
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: problem 1 is over (moves); start the next one
        """
        if seq is not None:
            if seq <= self.attempts:
                return self.replay(seq, source, target)
            if seq != self.attempts + 1:
                raise GoneError(f"attempt {seq} skips ahead: the next is {self.attempts + 1}")
        self.expire(now)
        if self.outcome != "running":
            raise GoneError(f"problem {self.index + 1} is over ({self.outcome}); start the next one")
        state = self.game.state
        check_peg(source, state.pegs, "source")
        check_peg(target, state.pegs, "target")
        check_room(self.game)
        self._check_stamps(now, lift_at=lift_at, drop_at=drop_at)
        try:
            move: Move | None = state.find_move(source, target)
            reason = None
        except IllegalMoveError as error:
            move, reason = None, error.reason
        disc = state.top(source) if move is None else move.disc
        after = state if move is None else state.apply(move)
        # Sent after a silence: the page made this attempt before an outage (a server crash with the move in
        # flight, sent again on reconnection), so the silence stays a pause, out of every clock.
        late = now - self.last_ms > SILENCE_MS
        # Record first: if the database cannot take it (locked, a full disk), this raises and nothing in
        # memory has moved, so the page's resend of the same attempt number is taken as new.
        self.records.record_attempt(self.trial_id, t_ms=now, source=source, target=target, disc=disc,
                                    legal=move is not None, state_after=after, reason=reason,
                                    seq=self.attempts + 1, lift_at=lift_at, drop_at=drop_at, late=late)
        self.attempts += 1
        if not late:
            self._alive(now)
        if move is None:
            self.illegal += 1
            return None, reason
        self.game.push(move)
        self._settle(self.last_ms if late else now)
        return move, None

    def _in_session(self, now: int, **stamps: float | None) -> None:
        """Refuse page stamps outside the session, on the server's clock give or take :data:`CLOCK_SKEW_MS`.

        The server's clock is monotonic (:mod:`hanoi.web.clock`); a page loaded after the
        machine's clock was set back or forward stamps on the new wall time, which is
        accepted too: stamps are labels, and durations are checked within their segment.
        """
        wall = wall_ms()
        first, last = min(self.started_ms, wall) - CLOCK_SKEW_MS, max(now, wall) + CLOCK_SKEW_MS
        for name, value in stamps.items():
            if value is not None and not first <= value <= last:
                raise InvalidArgumentError(f"the page's {name} {value} lies outside this session ({first}..{last} ms"
                                           " since 1970: the server's clock, give or take 5 minutes)")

    def _check_stamps(self, now: int, **stamps: float | None) -> None:
        """Refuse page stamps outside the current display segment (see :data:`STAMP_SLACK_MS`).

        >>> from hanoi.state import State
        >>> session = TestSession(Records(":memory:"), "P01", [Problem(State.parse("AA"), State.parse("CC"), 3)],
        ...                       now=0)
        >>> session.shown(1, 5000.0, now=10)
        >>> session.move(0, 1, now=2000, lift_at=4000.0, drop_at=6000.0)
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: the page's lift_at 4000.0 lies outside this problem's display (...)
        """
        lift, drop = stamps.get("lift_at"), stamps.get("drop_at")
        if lift is not None and drop is not None and lift > drop:
            raise InvalidArgumentError(f"the page's lift_at {lift} is later than its drop_at {drop}")
        self._in_session(now, **stamps)
        if self.shown_at is None:  # no page clock for this segment yet: nothing to compare with
            return
        low, high = self.shown_at, self.shown_at + max(now - self.segment_ms, 0) + STAMP_SLACK_MS
        for name, value in stamps.items():
            if value is not None and not low <= value <= high:
                raise InvalidArgumentError(f"the page's {name} {value} lies outside this problem's display "
                                           f"({low:.0f}..{high:.0f} ms)")

    def _settle(self, now: int) -> None:
        """End the current problem if its last recorded move solved it or used up its moves."""
        if self.outcome != "running":
            return
        if self.game.is_solved():
            self._end("solved", now)
        elif self.move_limit is not None and len(self.game) >= self.move_limit:
            self._end("moves", now)

    def next(self, now: int) -> None:
        """Start the next problem once the current one is over.

        >>> from hanoi.state import State
        >>> problems = [Problem(State.parse("A"), State.parse("C"), 1), Problem(State.parse("C"), State.parse("A"), 1)]
        >>> session = TestSession(Records(":memory:"), "P01", problems, now=0)
        >>> session.next(100)
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GoneError: problem 1 is still running
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
