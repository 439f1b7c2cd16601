"""The ``hanoi`` command line, thin over the library.

Each command group lives in a sibling module that registers its commands on
:data:`hanoi.cli.app.app`; this module imports them all (each is light: the library loads
inside the commands) and exposes :func:`main`.
"""

from __future__ import annotations

from hanoi.cli import drawing as drawing
from hanoi.cli import evaluating as evaluating
from hanoi.cli import london as london
from hanoi.cli import online as online
from hanoi.cli import paths as paths
from hanoi.cli import play as play
from hanoi.cli import puzzles as puzzles
from hanoi.cli import searching as searching
from hanoi.cli import serving as serving
from hanoi.cli import solving as solving
from hanoi.cli import space as space
from hanoi.cli import verifying as verifying
from hanoi.cli.app import app

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
