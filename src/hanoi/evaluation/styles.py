"""The prompt styles and the protocols, in a module light enough for the command line to import at start.

>>> [style.value for style in PromptStyle]
['apple', 'reasoning-gym', 'maker', 'plain']
>>> [protocol.value for protocol in Protocol]
['full', 'stepwise', 'tools', 'maker']
"""

from __future__ import annotations

from enum import Enum

__all__ = ["PromptStyle", "Protocol"]


class PromptStyle(str, Enum):
    """The answer formats :func:`build_prompt` asks for.

    >>> PromptStyle("reasoning-gym").base
    1
    """

    APPLE = "apple"
    REASONING_GYM = "reasoning-gym"
    MAKER = "maker"
    PLAIN = "plain"

    @property
    def base(self) -> int:
        """The number of the first peg in this style's answers."""
        return 1 if self is PromptStyle.REASONING_GYM else 0


class Protocol(str, Enum):
    """The ways of putting the puzzle to a model (see :mod:`hanoi.evaluation.protocols`).

    ``full``: the whole move list in one reply (Shojaee et al. 2025); ``stepwise``: ``k``
    moves a turn with the state given back (Varela et al. 2025); ``tools``: one tool call a
    move; ``maker``: voted micro-agent steps (Meyerson et al. 2025).

    >>> Protocol("maker").name
    'MAKER'
    """

    FULL = "full"
    STEPWISE = "stepwise"
    TOOLS = "tools"
    MAKER = "maker"
