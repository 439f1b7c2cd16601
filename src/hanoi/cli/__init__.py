"""The ``hanoi`` command line, thin over the library.

Each command group lives in a sibling module that registers its commands on
:data:`hanoi.cli.app.app`; this module imports them all (each is light: the library loads
inside the commands) and exposes :func:`main`.  The console script starts in
:func:`hanoi._commands.main`, which has this module import only the command it runs.
"""

from __future__ import annotations

import importlib

from hanoi import _commands

for _module in _commands.modules_to_import():  # all of them, unless the console script chose one
    importlib.import_module(f"hanoi.cli.{_module}")

from hanoi.cli.app import app  # noqa: E402  (after the commands registered themselves on it)

__all__ = ["app", "main"]


def main() -> None:
    """Run the ``hanoi`` command line (the console script).

    >>> import sys
    >>> from unittest import mock
    >>> with mock.patch.object(sys, "argv", ["hanoi", "count", "3"]):
    ...     main()
    7
    proven optimal (3 pegs: 2**n - 1, the unique optimal solution)
    """
    app()
