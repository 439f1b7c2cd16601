"""The prompt styles, in a module light enough for the command line to import at start.

>>> [style.value for style in PromptStyle]
['apple', 'reasoning-gym', 'maker', 'plain']
"""

from __future__ import annotations

from enum import Enum

__all__ = ["PromptStyle"]


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
