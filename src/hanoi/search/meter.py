"""The instruments of a search, kept apart from the strategies: counts, sizes, bytes, time and limits.

A strategy sees a :class:`Meter` as its problem: ``start``, ``is_goal`` and ``expand``, as
in a textbook.  :meth:`Meter.expand` counts the node it expands and the children it
generates; :meth:`Meter.watch` is told once which containers hold the states (the
``reached`` table of a graph search, the stack of a tree search) and which is the open list,
and the meter reads their sizes as the search goes.  That is all a strategy knows of it.

What is measured (AIMA 4th ed., section 3.3.4, and Korf's papers):

* ``expanded``: states whose successors were generated; ``generated``: successors produced,
  repeats included.
* ``peak_states``: the most states held at once, open and closed lists together (the
  ``reached`` table of a graph search, which holds both; the current path of a tree search;
  both tables of a bidirectional search; the walk of the random walk).  ``peak_open``: the
  longest open list (the frontier; for a tree search, the stack of pending branches).
* ``peak_bytes``: an account, sampled as the search goes: the sizes of the containers
  themselves (``sys.getsizeof``: hash tables, arrays), plus one integer object per state
  held, plus one entry object (a heap tuple, an iterator) per open-list entry, plus the tables
  of the heuristic.  With ``trace_memory=True`` it is measured instead: the peak of
  :mod:`tracemalloc` over the search, which counts every Python allocation (and runs slower).
* ``seconds``: wall-clock time from the meter's creation, heuristic tables included.

The limits are checked as the search goes: ``max_nodes`` at every expansion, exactly;
``max_seconds`` and ``max_memory`` every few expansions (at most :data:`SAMPLE_EVERY`, fewer
when ``max_memory`` is small, so that the bytes between two checks stay within an eighth of
it), between the layers of a heuristic's tables, and once more at the end.  Past one, the
search stops with :class:`StrategyLimitError`, which names it, within twice the limit.

>>> from hanoi import State
>>> from hanoi.search.problem import Problem
>>> meter = Meter(Problem(State.parse("AA"), State.parse("CC")), Limits())
>>> reached = {meter.start: None}
>>> meter.watch(reached)
>>> for child in meter.expand(meter.start):
...     reached[child] = meter.start
>>> meter.expanded, meter.generated, meter.finish().peak_states
(1, 2, 3)
"""

from __future__ import annotations

import sys
import time
import tracemalloc
from collections.abc import Callable, Sized
from dataclasses import dataclass
from typing import Any

from hanoi._validate import check_int
from hanoi.errors import InvalidArgumentError, SearchLimitError
from hanoi.limits import SEARCH_MAX_MEMORY, SEARCH_MAX_SECONDS, STRATEGY_MAX_NODES
from hanoi.search.problem import Problem

__all__ = ["MAX_MEMORY", "MAX_NODES", "MAX_SECONDS", "SAMPLE_EVERY", "Limits", "Meter", "StrategyLimitError", "Usage"]

MAX_NODES = STRATEGY_MAX_NODES
"""Default limit on the states a strategy expands: a few seconds of work, one at a time in Python.

(The layered numpy searches of :mod:`hanoi.paths` default to ``hanoi.limits.SEARCH_MAX_NODES``.)"""

MAX_MEMORY = SEARCH_MAX_MEMORY
"""Default limit on the bytes a strategy holds (``hanoi.limits.SEARCH_MAX_MEMORY``, 1 GiB)."""

MAX_SECONDS: float | None = SEARCH_MAX_SECONDS
"""Default limit on a strategy's time (``hanoi.limits.SEARCH_MAX_SECONDS``)."""

SAMPLE_EVERY = 64
"""The most expansions between two checks of the time and the bytes (fewer under a small ``max_memory``)."""

clock: Callable[[], float] = time.perf_counter
"""The clock ``max_seconds`` is measured on (wall time; tests put a clock that counts readings in its place)."""


class StrategyLimitError(SearchLimitError):
    """A strategy stopped by one of its limits.

    ``limit`` names it (``max_nodes``, ``max_seconds`` or ``max_memory``), ``value`` is the
    limit given and ``usage`` what the strategy had done when it stopped.

    >>> error = StrategyLimitError("stopped", limit="max_nodes", value=10)
    >>> error.limit, error.value, error.usage is None
    ('max_nodes', 10, True)
    """

    def __init__(self, message: str, *, limit: str, value: float, usage: Usage | None = None) -> None:
        super().__init__(message, limit=limit)
        self.limit: str = limit
        self.value = value
        self.usage = usage


@dataclass(frozen=True)
class Limits:
    """The checked limits of one search.

    >>> Limits(max_nodes=10).max_nodes
    10
    >>> Limits(max_nodes=0)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: max_nodes must be an integer >= 1, got 0
    >>> Limits(max_seconds=float("nan"))
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: max_seconds must be a number > 0 or None, got nan
    """

    max_nodes: int = MAX_NODES
    max_seconds: float | None = MAX_SECONDS
    max_memory: int = MAX_MEMORY

    def __post_init__(self) -> None:
        for name in ("max_nodes", "max_memory"):
            object.__setattr__(self, name, check_int(getattr(self, name), name, low=1))
        seconds = self.max_seconds
        if seconds is not None and (
            isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 < seconds < float("inf")
        ):
            raise InvalidArgumentError(f"max_seconds must be a number > 0 or None, got {seconds!r}"[:300])


@dataclass(frozen=True)
class Usage:
    """What a search did: the counts of :class:`Meter` when it finished or stopped.

    ``order`` holds the states in the order they were first seen, when recorded.
    """

    expanded: int
    generated: int
    peak_states: int
    peak_open: int
    peak_bytes: int
    seconds: float
    order: tuple[int, ...] | None = None


class Meter:
    """A :class:`~hanoi.search.problem.Problem` seen through instruments: counts and limits.

    ``fixed_bytes`` are held for the whole search (a heuristic's tables); ``record`` keeps
    the order in which states are first seen (for pictures); ``trace_memory`` measures
    the bytes with :mod:`tracemalloc` instead of the account.
    """

    def __init__(
        self,
        problem: Problem,
        limits: Limits,
        *,
        fixed_bytes: int = 0,
        record: bool = False,
        trace_memory: bool = False,
    ) -> None:
        self.problem = problem
        self.start = problem.start
        self.goal = problem.goal
        self.is_goal: Callable[[int], bool] = problem.goal.__eq__  # problem.is_goal, at C speed
        self.disc: Callable[[int, int], int] = problem.disc
        self.limits = limits
        self._counts = [0, 0, 1]  # expanded, generated, peak states (the closure of expand syncs them)
        self._sync: Callable[[], None] = lambda: None
        self.peak_open = 1
        self.peak_bytes = 0
        self.fixed_bytes = fixed_bytes
        self._max_nodes = limits.max_nodes
        # One expansion adds at most pegs * (pegs - 1) states of about 128 bytes: check often enough
        # that the bytes between two checks stay within an eighth of max_memory.
        growth = 8 * 128 * problem.pegs * (problem.pegs - 1)
        self._every = max(1, min(SAMPLE_EVERY, limits.max_memory // growth))
        self._stored: tuple[Sized, ...] = ()
        self._open: tuple[Sized, ...] = ()
        self._state_bytes = sys.getsizeof(problem.pegs**problem.n)  # an int of the codes' size
        self._order: list[int] | None = [problem.start] if record else None
        self._seen: set[int] | None = {problem.start} if record else None
        self._tracing = trace_memory
        self._started_tracing = False
        if trace_memory:
            if not tracemalloc.is_tracing():
                tracemalloc.start()
                self._started_tracing = True
            tracemalloc.reset_peak()
            self._traced_base = tracemalloc.get_traced_memory()[0]
        self.expand = self._build_expand()
        self._began = clock()

    # ------------------------------------------------------------------ the counts
    @property
    def expanded(self) -> int:
        """Nodes expanded so far."""
        self._sync()
        return self._counts[0]

    @property
    def generated(self) -> int:
        """Successors generated so far, repeats included."""
        self._sync()
        return self._counts[1]

    @property
    def peak_states(self) -> int:
        """The most states held at once so far."""
        return self._counts[2]

    # ------------------------------------------------------------------ what a strategy calls
    def _build_expand(self) -> Callable[[int], list[int]]:
        """``expand`` as a closure over the successor tables and the counts: the hot path of every search.

        It counts the node and its children, checks ``max_nodes``, and every few expansions
        (at most :data:`SAMPLE_EVERY`) samples the sizes, bytes and time.  The strategies only
        add to their dicts and sets, so sampling finds their peak at the end; lists (paths
        and stacks) shrink again, so their size is followed at every expansion, and sampled
        as it passes its peak.
        """
        problem = self.problem
        deltas, free, modulus = problem.tables()
        larger = problem.larger_moves
        wide = problem.n > problem.width
        counts = self._counts
        max_nodes = self._max_nodes
        sample, stop = self._sample, self._stop
        first, second = (*self._stored, (), ())[:2]
        seen, order = self._seen, self._order
        expanded, generated = counts[0], counts[1]  # in the closure's cells: the fastest counters
        every = self._every
        next_peak = counts[2] + every

        def sync() -> None:
            counts[0], counts[1] = expanded, generated

        def count_and_expand(state: int) -> list[int]:
            nonlocal expanded, generated
            expanded += 1
            if expanded > max_nodes:
                sync()
                stop("max_nodes", max_nodes, "")
            low = state % modulus
            children = [state + delta for delta in deltas[low]]
            if wide and len(free[low]) > 1:
                children.extend(larger(state, free[low]))
            generated += len(children)
            if not expanded % every:
                sync()
                sample()
            return children

        self._sync = sync

        def expand_and_follow(state: int) -> list[int]:
            nonlocal next_peak
            held = len(first) + len(second)
            if held > counts[2]:
                counts[2] = held
                if held >= next_peak:  # well past the last sampled peak: take its bytes too
                    next_peak = held + every
                    sync()
                    sample()
            return count_and_expand(state)

        # a stack or a path shrinks again: follow its size at every expansion
        following = any(isinstance(container, list) for container in self._stored)
        expand = expand_and_follow if following else count_and_expand

        if seen is None or order is None:
            return expand

        def expand_and_record(state: int) -> list[int]:
            children = expand(state)
            for child in children:
                if child not in seen:
                    seen.add(child)
                    order.append(child)
            return children

        return expand_and_record

    def watch(self, *stored: Sized, open: Sized | tuple[Sized, ...] | None = None) -> None:
        """Tell the meter which containers hold the states and which is the open list.

        ``stored`` are disjoint containers whose sizes add up to the states held; ``open``
        (the frontier, or a tuple of frontiers) is sized for ``peak_open`` and the bytes.
        """
        self._sync()
        self._stored = stored
        self._open = () if open is None else open if isinstance(open, tuple) else (open,)
        self.expand = self._build_expand()
        self._sample()

    def check(self) -> None:
        """Check the time and memory limits now (for long work outside :meth:`expand`, such as building tables)."""
        self._sample()

    def note(self, state: int) -> None:
        """Record ``state`` as seen (for strategies that reach states without expanding them)."""
        if self._seen is not None and self._order is not None and state not in self._seen:
            self._seen.add(state)
            self._order.append(state)

    # ------------------------------------------------------------------ the instruments
    def _sample(self, *, check: bool = True) -> None:
        held = 0
        for container in self._stored:
            held += len(container)
        self._counts[2] = max(self._counts[2], held)
        entries = 0
        entry_bytes = 0
        for container in self._open:
            entries += len(container)
            first = _first(container)
            if first is not None and not isinstance(first, int):
                entry_bytes = sys.getsizeof(first)
        self.peak_open = max(self.peak_open, entries)
        if self._tracing:
            used = tracemalloc.get_traced_memory()[1] - self._traced_base + self.fixed_bytes
        else:
            used = self.fixed_bytes + held * self._state_bytes + entries * entry_bytes
            for container in (*self._stored, *self._open):
                used += sys.getsizeof(container)
        self.peak_bytes = max(self.peak_bytes, used)
        if not check:
            return
        limits = self.limits
        if used > limits.max_memory:
            self._stop("max_memory", limits.max_memory, f", about {used} bytes")
        if limits.max_seconds is not None:
            elapsed = clock() - self._began
            if elapsed > limits.max_seconds:
                self._stop("max_seconds", limits.max_seconds, f", {elapsed:.3g} s")

    def _stop(self, limit: str, value: float, what: str) -> None:
        usage = self._usage()
        self._untrace()
        raise StrategyLimitError(
            f"search stopped after {usage.expanded} nodes expanded, {usage.peak_states} states held{what} "
            f"(limit {limit}={value})",
            limit=limit, value=value, usage=usage,
        )

    def _usage(self) -> Usage:
        self._sync()
        return Usage(
            expanded=min(self.expanded, self._max_nodes),
            generated=self.generated,
            peak_states=self.peak_states,
            peak_open=self.peak_open,
            peak_bytes=self.peak_bytes,
            seconds=clock() - self._began,
            order=tuple(self._order) if self._order is not None else None,
        )

    def _untrace(self) -> None:
        if self._started_tracing:
            tracemalloc.stop()
            self._started_tracing = False

    def finish(self) -> Usage:
        """Take the last sample, checking the limits once more, and return the counts."""
        self._sample()
        self._untrace()
        return self._usage()


def _first(container: Any) -> Any:
    """The first entry of a list, deque or heap, or None (dicts and sets hold states)."""
    if isinstance(container, dict | set | frozenset) or not len(container):
        return None
    try:
        return container[0]
    except (TypeError, KeyError, IndexError):
        return None
