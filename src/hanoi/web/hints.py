"""Instant hints for every board the game offers: the next optimal move, the rest of the way, the distance.

- **Three pegs**: the exact linear-time method of :mod:`hanoi.paths` (Hinz 1992), at once.
- **Four to six pegs**: a :class:`~hanoi.space.distances.DistanceTable` of every state to
  the game's goal (two bits a state: 15 MB for 10 discs on 6 pegs), built in the background
  by one builder thread as soon as the game starts, then walked downhill in well under a
  millisecond.  Games with the same goal share one table; finished tables are kept, least
  recently used first out, within :data:`TABLE_MEMORY` bytes, and a forgotten one is built
  again on demand.  While a table is being built, :meth:`Hints.status` says how far it got,
  so the page can show progress; a hint asked for meanwhile waits for it.  No hint on the
  game's own settings (up to 10 discs on 6 pegs) is ever refused.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Literal

from hanoi.errors import HanoiError
from hanoi.limits import HINT_TABLE_MEMORY
from hanoi.move import Move
from hanoi.space.distances import DistanceTable, build_table, table_bytes
from hanoi.state import State

__all__ = ["MAX_QUEUED", "TABLE_MEMORY", "HintStatus", "Hints", "TableJob"]

TABLE_MEMORY = HINT_TABLE_MEMORY
"""The bytes of finished distance tables kept for hints: 16 tables of 10 discs on 6 pegs."""

MAX_QUEUED = 8
"""The most tables waiting to be built; past it the oldest waiting one is dropped (and built again if asked)."""

Method = Literal["closed form", "distance table"]


@dataclass
class TableJob:
    """One distance table, waiting, being built, or ready.

    >>> job = TableJob(State.parse("DD", pegs=4))
    >>> job.progress, job.ready.is_set()
    (0.0, False)
    """

    goal: State
    done: int = 0
    total: int = 1
    table: DistanceTable | None = None
    error: HanoiError | None = None
    started: float | None = None
    ready: threading.Event = field(default_factory=threading.Event)
    cancel: threading.Event = field(default_factory=threading.Event)

    @property
    def progress(self) -> float:
        """The share of states reached so far, from 0 to 1."""
        return 1.0 if self.table is not None else min(self.done / max(self.total, 1), 0.999)


@dataclass(frozen=True)
class HintStatus:
    """Whether hints are ready for a goal, and how far the table is.

    >>> HintStatus("closed form", True, 1.0, 0, 27)
    HintStatus(method='closed form', ready=True, progress=1.0, waiting=0, states=27)
    """

    method: Method
    ready: bool
    progress: float
    waiting: int
    states: int


class Hints:
    """The hint service of one server: tables by goal, one builder thread, bounded memory.

    >>> hints = Hints()
    >>> hints.next_move(State.parse("AAA"), State.parse("CCC"))
    Move(disc=1, source=0, target=2)
    >>> goal = State.parse("DDD", pegs=4)
    >>> _ = hints.prepare(goal)
    >>> hints.distance(State.parse("AAA", pegs=4), goal)  # waits for the table: 5 moves (OEIS A007664)
    5
    >>> hints.status(goal).ready
    True
    """

    def __init__(self, *, memory: int = TABLE_MEMORY, max_queued: int = MAX_QUEUED) -> None:
        self.memory = memory
        self.max_queued = max_queued
        self._lock = threading.Lock()
        self._jobs: dict[State, TableJob] = {}  # every job known: queued, building or ready
        self._queue: deque[TableJob] = deque()
        self._ready: OrderedDict[State, TableJob] = OrderedDict()
        self._wake = threading.Condition(self._lock)
        self._worker: threading.Thread | None = None
        self.cancelled = 0  # builds stopped half-way because no game wanted them any more
        self._users: dict[State, int] = {}  # games that want each goal's table

    # ------------------------------------------------------------------ who wants a table
    def claim(self, goal: State) -> TableJob | None:
        """A game with this goal starts: count it, and start its table (see :meth:`prepare`).

        >>> hints = Hints()
        >>> goal = State.parse("DD", pegs=4)
        >>> hints.claim(goal) is not None, hints.users(goal)
        (True, 1)
        """
        if goal.pegs == 3:
            return None
        with self._lock:
            self._users[goal] = self._users.get(goal, 0) + 1
        return self.prepare(goal)

    def users(self, goal: State) -> int:
        """How many live games want the table of ``goal``."""
        with self._lock:
            return self._users.get(goal, 0)

    def release(self, goal: State) -> None:
        """A game with this goal is gone; when it was the last, its table is dropped from the queue,
        or its build is cancelled (at the end of the breadth-first layer under way).

        A finished table stays among the ready ones (it costs nothing more to keep).

        >>> hints = Hints()
        >>> goal = State.parse("F" * 10, pegs=6)  # 60 million states: stopped after its first layer
        >>> job = hints.claim(goal); hints.release(goal)
        >>> job.cancel.is_set(), hints.users(goal)
        (True, 0)
        """
        if goal.pegs == 3:
            return
        with self._lock:
            left = self._users.get(goal, 0) - 1
            if left > 0:
                self._users[goal] = left
                return
            self._users.pop(goal, None)
            job = self._jobs.get(goal)
            if job is None or job.table is not None:
                return
            job.cancel.set()
            if job in self._queue:
                self._queue.remove(job)
                job.error = HanoiError("the table was cancelled: no game wants it any more")
                job.ready.set()
            del self._jobs[goal]

    # ------------------------------------------------------------------ building
    def prepare(self, goal: State) -> TableJob | None:
        """Start building the table of ``goal`` in the background unless it is there; None on three pegs.

        >>> print(Hints().prepare(State.parse("CC")))
        None
        """
        if goal.pegs == 3:
            return None
        with self._lock:
            job = self._jobs.get(goal)
            if job is not None:
                if goal in self._ready:
                    self._ready.move_to_end(goal)
                return job
            job = TableJob(goal, total=goal.pegs**goal.n)
            self._jobs[goal] = job
            self._queue.append(job)
            while len(self._queue) > self.max_queued:
                dropped = self._queue.popleft()
                del self._jobs[dropped.goal]
                dropped.error = HanoiError("the table was dropped from a full queue; ask again")
                dropped.ready.set()
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(target=self._run, name="hanoi-hint-tables", daemon=True)
                self._worker.start()
            self._wake.notify()
            return job

    def add(self, table: DistanceTable) -> None:
        """Keep a table built elsewhere (preloaded, or in a benchmark), as if this service had built it.

        >>> from hanoi.space.distances import build_table
        >>> hints = Hints()
        >>> hints.add(build_table(State.parse("DD", pegs=4)))
        >>> hints.status(State.parse("DD", pegs=4)).ready
        True
        """
        job = TableJob(table.goal, done=1, total=1, table=table)
        job.ready.set()
        with self._lock:
            self._jobs[table.goal] = job
            self._ready[table.goal] = job

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._queue:
                    if not self._wake.wait(timeout=60):
                        self._worker = None
                        return
                job = self._queue.popleft()
                if job.cancel.is_set():  # pragma: no cover - release() takes cancelled jobs out of the queue
                    continue
            job.started = time.monotonic()

            def report(done: int, total: int, job: TableJob = job) -> None:
                job.done, job.total = done, total

            try:
                table = build_table(job.goal, progress=report, cancel=job.cancel)
            except InterruptedError:
                job.error = HanoiError("the table was cancelled: no game wants it any more")
                with self._lock:
                    if self._jobs.get(job.goal) is job:
                        del self._jobs[job.goal]
                self.cancelled += 1
            except HanoiError as error:  # pragma: no cover - the game's settings always fit
                job.error = error
                with self._lock:
                    self._jobs.pop(job.goal, None)
            else:
                job.table = table
                with self._lock:
                    self._ready[job.goal] = job
                    used = sum(item.table.nbytes for item in self._ready.values() if item.table is not None)
                    while used > self.memory and len(self._ready) > 1:
                        _, old = self._ready.popitem(last=False)
                        self._jobs.pop(old.goal, None)
                        used -= table_bytes(old.goal.n, old.goal.pegs)
            job.ready.set()

    def status(self, goal: State) -> HintStatus:
        """How far the hints for ``goal`` are (this also asks for the table if it was forgotten).

        >>> Hints().status(State.parse("CCC"))
        HintStatus(method='closed form', ready=True, progress=1.0, waiting=0, states=27)
        """
        states = goal.pegs**goal.n
        job = self.prepare(goal)
        if job is None:
            return HintStatus("closed form", True, 1.0, 0, states)
        with self._lock:
            waiting = next((index + 1 for index, queued in enumerate(self._queue) if queued is job), 0)
        return HintStatus("distance table", job.table is not None, job.progress, waiting, states)

    def table(self, goal: State, *, timeout: float | None = None) -> DistanceTable | None:
        """The table of ``goal``, waiting for it (None on three pegs, or when ``timeout`` passed first).

        >>> Hints().table(State.parse("DD", pegs=4)).eccentricity
        3
        """
        for _ in range(3):  # a job dropped from a full queue is asked for again
            job = self.prepare(goal)
            if job is None:
                return None
            if not job.ready.wait(timeout):
                return None
            if job.table is not None:
                return job.table
        raise HanoiError(f"the hint table of {goal.n} discs on {goal.pegs} pegs could not be built; try again")

    # ------------------------------------------------------------------ answers
    def path(self, state: State, goal: State) -> list[Move]:
        """Optimal moves from ``state`` to ``goal`` (waiting for the table if it is being built).

        >>> [str(m) for m in Hints().path(State.parse("AA"), State.parse("CC"))]
        ['1AB', '2AC', '1BC']
        """
        table = self.table(goal)
        if table is None:
            from hanoi.paths import path

            return list(path(state, goal))
        return table.path(state)

    def next_move(self, state: State, goal: State) -> Move | None:
        """An optimal next move from ``state`` towards ``goal``, or None at the goal.

        >>> print(Hints().next_move(State.parse("CC"), State.parse("CC")))
        None
        """
        table = self.table(goal)
        if table is None:
            moves = self.path(state, goal)
            return moves[0] if moves else None
        return table.next_move(state)

    def distance(self, state: State, goal: State) -> int:
        """The fewest moves from ``state`` to ``goal``.

        >>> Hints().distance(State.parse("BAA"), State.parse("ABB"))
        5
        """
        table = self.table(goal)
        if table is None:
            from hanoi.paths import distance

            return distance(state, goal)
        return table.distance(state)

    def known_distance(self, state: State, goal: State) -> int | None:
        """The distance if it is known now (three pegs, or a ready table), else None; never waits.

        >>> Hints().known_distance(State.parse("AAA"), State.parse("CCC"))
        7
        """
        if goal.pegs == 3:
            return self.distance(state, goal)
        job = self.prepare(goal)
        if job is None or job.table is None:
            return None
        return job.table.distance(state)
