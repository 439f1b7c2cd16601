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
import importlib.util
from types import ModuleType

from hanoi.errors import MissingExtraError

__all__ = ["available", "need", "require"]


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


def available(module: str) -> bool:
    """Whether ``module`` can be imported, without importing it (for choosing a faster path ahead).

    >>> available("json"), available("no_such_module_here")
    (True, False)
    """
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def need(module: str, extra: str) -> None:
    """Check that ``module`` can be imported, without importing it, before any long work starts.

    Raises :class:`MissingExtraError` naming ``python-hanoi[extra]`` as :func:`require` does.

    >>> need("json", "all")
    >>> need("no_such_module_here", "graph")
    Traceback (most recent call last):
    ...
    hanoi.errors.MissingExtraError: this needs the 'graph' extra (no module 'no_such_module_here'): pip install ...
    """
    if not available(module):
        raise MissingExtraError(
            f"this needs the {extra!r} extra (no module {module!r}): pip install 'python-hanoi[{extra}]'",
            extra=extra,
        )
