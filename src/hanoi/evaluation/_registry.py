"""Inspect AI's entry point: ``inspect eval hanoi/tower_of_hanoi`` loads this module (the ``eval`` extra).

>>> tower_of_hanoi.__name__
'tower_of_hanoi'
"""

from __future__ import annotations

from hanoi.evaluation.inspect_task import tower_of_hanoi as tower_of_hanoi

__all__ = ["tower_of_hanoi"]
