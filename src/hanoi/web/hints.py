"""Instant hints for every board the game offers: the next optimal move, the rest of the way, the distance.

- **Three pegs**: the exact linear-time method of :mod:`hanoi.paths` (Hinz 1992), at once.
- **Four to six pegs**: a :class:`~hanoi.space.distances.DistanceTable` of every state to
  the game's goal (two bits a state: 15 MB for 10 discs on 6 pegs), built in the background
  by one builder thread as soon as the game starts, then walked downhill in well under a
  millisecond.  Games with the same goal share one table; finished tables are kept, least
  recently used first out, within :data:`TABLE_MEMORY` bytes, and a forgotten one is built
  again on demand.  While a table is being built, :meth:`Hints.status` says how far it got,
  so the page can show progress.  No hint on the game's own settings (up to 10 discs on
  6 pegs) is ever refused.
- **While a table is being built** a hint does not wait for it: :meth:`Hints.quick_path`
  answers from a path found before (the rest of an optimal path is optimal), from the
  Frame–Stewart path of a classic tower (confirmed optimal by the breadth-first search for
  every tower the game offers), or by the exact bidirectional search with additive pattern
  databases of :mod:`hanoi.paths` (Felner, Korf and Hanan 2004), racing the table: the
  first of the two to answer gives the hint (the search stops after
  :data:`FIRST_HINT_SECONDS` at the latest).
- **The board being played comes first**: a table asked for again (the page polls its
  game) goes to the front of the queue, and a build that nobody has asked about for
  :data:`ABANDONED_S` seconds is cancelled when another table is wanted.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Literal

from hanoi.balls import BallState
from hanoi.errors import HanoiError
from hanoi.limits import HINT_TABLE_MEMORY, HINT_WAIT_S
from hanoi.move import Move
from hanoi.space.distances import DistanceTable, build_table, table_bytes
from hanoi.state import State

__all__ = ["ABANDONED_S", "FIRST_HINT_SECONDS", "MAX_QUEUED", "SEARCH_FIRST_S", "TABLE_MEMORY", "HintStatus", "Hints",
           "TableJob"]

TABLE_MEMORY = HINT_TABLE_MEMORY
"""The bytes of finished distance tables kept for hints: 16 tables of 10 discs on 6 pegs."""

MAX_QUEUED = 8
"""The most tables waiting to be built; past it the oldest waiting one is dropped (and built again if asked)."""

FIRST_HINT_SECONDS = 60.0
"""The longest a hint's exact search runs while the table builds; the table answers instead if it is ready first."""

SEARCH_FIRST_S = 1.5
"""For this long after a hint's search starts, the table build waits: the search has the cores to itself."""

ABANDONED_S = 5.0
"""A table build that no game has asked about for this long is cancelled when another table is wanted.

The page asks about its game every 0.3 s while the table builds, and a waiting hint every second
(or every third of this, if shorter)."""

PATHS_KEPT = 64
"""The most goals whose optimal paths found by search are remembered for the next hints."""

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
    wanted: float = field(default_factory=time.monotonic)

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
        self._building: TableJob | None = None
        self._paths: OrderedDict[State, dict[State, tuple[tuple[Move, ...], int]]] = OrderedDict()
        self._search = threading.Lock()  # one search at a time: the builder has the other core
        self.cancelled = 0  # builds stopped because no game wanted them any more (released, or abandoned)
        self._search_began: float | None = None  # when the running hint search started (the build yields)
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
                job.wanted = time.monotonic()
                if goal in self._ready:
                    self._ready.move_to_end(goal)
                elif job in self._queue and self._queue[0] is not job:  # asked again: it is the board in play
                    self._queue.remove(job)
                    self._queue.appendleft(job)
                self._drop_abandoned()
                self._ensure_worker()
                return job
            job = TableJob(goal, total=goal.pegs**goal.n)
            self._jobs[goal] = job
            self._queue.appendleft(job)  # the newest board first
            while len(self._queue) > self.max_queued:
                dropped = self._queue.pop()  # the one asked for longest ago
                del self._jobs[dropped.goal]
                dropped.error = HanoiError("the table was dropped from a full queue; ask again")
                dropped.ready.set()
            self._drop_abandoned()
            self._ensure_worker()
            return job

    def _ensure_worker(self) -> None:
        """Start the builder thread if a table waits and no thread is there to build it (lock held)."""
        if self._queue and (self._worker is None or not self._worker.is_alive()):
            self._building = None  # a thread that died took its build with it
            self._worker = threading.Thread(target=self._run, name="hanoi-hint-tables", daemon=True)
            self._worker.start()
        self._wake.notify()

    def _drop_abandoned(self) -> None:
        """Cancel the build under way if nobody asked about it lately and another table waits (lock held)."""
        building = self._building
        if building is not None and self._queue and time.monotonic() - building.wanted > ABANDONED_S:
            building.cancel.set()

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
                self._building = job
            job.started = time.monotonic()

            def report(done: int, total: int, job: TableJob = job) -> None:
                job.done, job.total = done, total
                while (began := self._search_began) is not None and time.monotonic() - began < SEARCH_FIRST_S:
                    time.sleep(0.005)  # a first hint is searching: give it the cores for a moment

            try:
                table = build_table(job.goal, progress=report, cancel=job.cancel)
            except InterruptedError:  # released by its games, or abandoned: built afresh if a game asks again
                job.error = HanoiError("the table was cancelled: no game wants it any more; ask again")
                with self._lock:
                    if self._jobs.get(job.goal) is job:
                        del self._jobs[job.goal]
                    self._building = None
                self.cancelled += 1
            except Exception as error:
                job.error = error if isinstance(error, HanoiError) else HanoiError(
                    f"the hint table could not be built ({type(error).__name__}: {str(error)[:120]}); ask again")
                with self._lock:
                    if self._jobs.get(job.goal) is job:
                        del self._jobs[job.goal]
                    self._building = None
            else:
                job.table = table
                with self._lock:
                    self._building = None
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
            deadline = None if timeout is None else time.monotonic() + timeout
            beat = min(1.0, ABANDONED_S / 3)
            while not job.ready.wait(beat if deadline is None else max(min(beat, deadline - time.monotonic()), 0)):
                if deadline is not None and time.monotonic() >= deadline:
                    return None
                job.wanted = time.monotonic()  # a waiting hint wants the table: it is not abandoned
            if job.table is not None:
                return job.table
        raise HanoiError(f"the hint table of {goal.n} discs on {goal.pegs} pegs could not be built; try again")

    # ------------------------------------------------------------------ answers without the table
    def quick_path(self, state: State, goal: State, *, seconds: float = FIRST_HINT_SECONDS) -> list[Move] | None:
        """Optimal moves from ``state`` to ``goal`` now, or None when only the table can tell (never waits for it).

        In order: three pegs (Hinz's method), a ready table, the rest of a path found
        before, the Frame–Stewart path of a classic tower, then the exact bidirectional
        search of :func:`hanoi.paths.path_search` (stopped after ``seconds``) racing the
        table being built: whichever answers first.  None when the search stopped first.

        >>> hints = Hints(max_queued=0)            # no table is ever built here
        >>> start, goal = State.parse("DCBA", pegs=4), State.parse("CDBA", pegs=4)
        >>> moves = hints.quick_path(start, goal); [str(m) for m in moves]
        ['1AB', '4DA', '3CD', '4AC', '1BA']
        >>> hints.quick_path(start.apply(moves[0]), goal) == moves[1:]   # one move on: remembered, no search
        True
        """
        if goal.pegs == 3:
            return self.path(state, goal)
        job = self._jobs.get(goal)
        if job is not None and job.table is not None:
            return job.table.path(state)
        if state == goal:
            return []
        with self._lock:
            known = self._paths.get(goal, {}).get(state)
        if known is not None:
            moves, index = known
            return list(moves[index:])
        found = self._frame_stewart(state, goal)
        if found is not None:
            self._remember(state, goal, found)
            return list(found)
        return self._race(state, goal, seconds)

    def _race(self, state: State, goal: State, seconds: float) -> list[Move] | None:
        """The exact search in a thread of its own against the table: the first answer (None: the search gave up)."""
        from hanoi.errors import SearchLimitError
        from hanoi.paths import path_search

        result: list[tuple[Move, ...]] = []
        done = threading.Event()

        def search() -> None:
            try:
                with self._search:  # one search at a time
                    self._search_began = time.monotonic()
                    try:
                        moves = tuple(path_search(state, goal, max_seconds=seconds).moves())
                    finally:
                        self._search_began = None
                self._remember(state, goal, moves)  # kept even if the table won: the next hints look it up
                result.append(moves)
            except SearchLimitError:
                pass
            finally:
                done.set()

        threading.Thread(target=search, name="hanoi-hint-search", daemon=True).start()
        job = self.prepare(goal)
        while not done.wait(0.02):
            if job is not None and job.table is not None:
                return job.table.path(state)
            if job is not None:
                job.wanted = time.monotonic()  # a hint waits on it: not abandoned
        if result:
            return list(result[0])
        if job is not None and job.table is not None:
            return job.table.path(state)
        return None

    @staticmethod
    def _frame_stewart(state: State, goal: State) -> tuple[Move, ...] | None:
        """The Frame–Stewart path between two perfect towers of the game's sizes, else None."""
        if state.n > 10 or state.pegs > 6 or len(set(state.positions)) != 1 or len(set(goal.positions)) != 1:
            return None
        from hanoi.tower import solve

        return tuple(solve(state.n, pegs=state.pegs, source=state.positions[0], target=goal.positions[0]))

    def _remember(self, state: State, goal: State, moves: tuple[Move, ...]) -> None:
        """Keep every state of an optimal path with the rest of it: the next hints are looked up."""
        where: dict[State, tuple[tuple[Move, ...], int]] = {}
        here = state
        for index, move in enumerate(moves):
            where[here] = (moves, index)
            here = here.apply(move)
        with self._lock:
            self._paths.setdefault(goal, {}).update(where)
            self._paths.move_to_end(goal)
            while len(self._paths) > PATHS_KEPT:
                self._paths.popitem(last=False)

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

    def solution(self, position: State | BallState, goal: State | BallState, *,
                 timeout: float = HINT_WAIT_S) -> list[Move]:
        """Optimal moves from ``position`` to ``goal``, as the game's hint and "solve from here" find them.

        A Tower of London position is searched at once (:func:`hanoi.variants.graph.search_path`);
        otherwise :meth:`quick_path` answers if it can, and else the goal's table is waited
        for, ``timeout`` seconds at most (then :class:`~hanoi.web.errors.GoneError`: ask again).
        The terminal game (:mod:`hanoi.terminal`) asks this; the server's hint and solution
        routes take the same steps.

        >>> [str(m) for m in Hints().solution(BallState.parse("|21|3||"), BallState.parse("|123|||"))]  # Shallice's 9
        ['1AB', '2AC', '1BA', '2CA', '3BA']
        >>> [str(m) for m in Hints().solution(State.parse("AA", pegs=4), State.parse("DD", pegs=4))]
        ['1AB', '2AD', '1BD']
        """
        if isinstance(position, BallState) or isinstance(goal, BallState):
            from hanoi.variants.graph import search_path

            return list(search_path(position, goal))
        quick = self.quick_path(position, goal)
        if quick is not None:
            return quick
        if self.table(goal, timeout=timeout) is None:
            from hanoi.web.errors import GoneError

            raise GoneError(f"the hint table of {goal.n} discs on {goal.pegs} pegs is still being built; ask again")
        return self.path(position, goal)
