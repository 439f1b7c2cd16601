"""Inspect AI's entry point: ``inspect eval hanoi/tower_of_hanoi`` loads this module (the ``eval`` extra).

>>> tower_of_hanoi.__name__
'tower_of_hanoi'
"""

from __future__ import annotations

from hanoi.evaluation.inspect_protocols import hanoi_maker as hanoi_maker
from hanoi.evaluation.inspect_protocols import hanoi_stepwise as hanoi_stepwise
from hanoi.evaluation.inspect_protocols import hanoi_tools as hanoi_tools
from hanoi.evaluation.inspect_task import tower_of_hanoi as tower_of_hanoi

__all__ = ["hanoi_maker", "hanoi_stepwise", "hanoi_tools", "tower_of_hanoi"]
