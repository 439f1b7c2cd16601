"""Optional dependencies: import them where they are needed, or say which extra to install.

The base install is numpy plus the command-line libraries.  Heavier libraries sit behind
the extras of ``pyproject.toml`` (``bfs``, ``graph``, ``web``, ``gif``, ``eval``,
``cluster``, ``all``); :func:`require` imports one and, when it is missing, raises
:class:`~hanoi.errors.MissingExtraError` naming the extra to install.

>>> require("json", "all").__name__
'json'
"""

from __future__ import annotations

import importlib
from types import ModuleType

from hanoi.errors import MissingExtraError

__all__ = ["require"]


def require(module: str, extra: str) -> ModuleType:
    """Import ``module``, or raise :class:`MissingExtraError` naming ``python-hanoi[extra]``.

    >>> require("no_such_module_here", "web")
    Traceback (most recent call last):
    ...
    hanoi.errors.MissingExtraError: this needs the 'web' extra (no module 'no_such_module_here'): pip install ...
    """
    try:
        return importlib.import_module(module)
    except ImportError as error:
        missing = error.name or module
        raise MissingExtraError(
            f"this needs the {extra!r} extra (no module {missing!r}): pip install 'python-hanoi[{extra}]'",
            extra=extra,
        ) from None
