"""The input formats of the verifier, in a module light enough for the command line to import."""

from __future__ import annotations

from enum import Enum

__all__ = ["InputFormat"]


class InputFormat(str, Enum):
    """The formats :func:`~hanoi.verify.report.verify` reads; the last five are text lines in one notation.

    >>> InputFormat("maker").value, InputFormat.GERMAN.value
    ('maker', 'german')
    """

    JSON = "json"
    ANSWER = "answer"
    MAKER = "maker"
    PDDL = "pddl"
    TEXT = "text"
    CANONICAL = "canonical"
    ARROW = "arrow"
    LETTERS = "letters"
    GERMAN = "german"
    PAIR = "pair"
