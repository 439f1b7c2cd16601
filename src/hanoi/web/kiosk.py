"""What a study sets for the participant's screen: a fixed language, the clock, feedback, a demonstration's moves.

A study file's kiosk settings (:mod:`hanoi.results.study`) are stored with the session's
settings, so a resumed session shows the same screen.  A session that did not come from a
study (the examiner's form) keeps the page's defaults: the language menu, the clock and
feedback after every item.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError
from hanoi.move import Move
from hanoi.paths import path as optimal_path
from hanoi.results.problems import Problem
from hanoi.results.study import LANGUAGES
from hanoi.state import State
from hanoi.variants.graph import search_path

__all__ = ["KioskSettings", "demonstration_moves", "kiosk_settings"]

class KioskSettings(NamedTuple):
    """The participant's screen: a fixed language (None: the menu), the clock, feedback, a demonstration's pace."""

    language: str | None = None
    clock: bool = True
    feedback: bool = True
    demonstration_ms: int = 1000


def kiosk_settings(settings: Mapping[str, object] | None) -> KioskSettings:
    """The participant screen's settings among a session's ``settings`` (defaults for a session without a study).

    >>> kiosk_settings({})
    KioskSettings(language=None, clock=True, feedback=True, demonstration_ms=1000)
    >>> kiosk_settings({"language": "fr", "clock": False, "feedback": False, "demonstration_ms": 500})
    KioskSettings(language='fr', clock=False, feedback=False, demonstration_ms=500)
    """
    found = settings or {}
    language = found.get("language")
    pace = found.get("demonstration_ms")
    return KioskSettings(language if isinstance(language, str) and language in LANGUAGES else None,
                         found.get("clock", True) is not False, found.get("feedback", True) is not False,
                         pace if isinstance(pace, int) and not isinstance(pace, bool) else 1000)


def demonstration_moves(problem: Problem, state: object) -> list[Move] | None:
    """The moves a demonstration shows from ``state`` (the shortest solution); None for any other kind of item.

    >>> demo = Problem(State.parse("AA"), State.parse("CC"), 3, "demonstration")
    >>> [str(move) for move in demonstration_moves(demo, demo.start)]
    ['1AB', '2AC', '1BC']
    >>> demonstration_moves(demo._replace(kind="test"), demo.start) is None
    True
    """
    if problem.kind != "demonstration":
        return None
    if isinstance(state, BallState) and isinstance(problem.goal, BallState):
        return list(search_path(state, problem.goal))
    if isinstance(state, State) and isinstance(problem.goal, State):
        return list(optimal_path(state, problem.goal))
    raise InvalidArgumentError(f"a demonstration from {str(state)[:40]!r} to {str(problem.goal)[:40]!r}: "
                               "not two positions of one puzzle")
