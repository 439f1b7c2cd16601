"""Which module of :mod:`hanoi.cli` defines each command, so that the console script imports only the one it runs.

The everyday commands with plain arguments (``hanoi solve 3``) are answered before that,
without typer, by :mod:`hanoi._fastpath`; everything else goes to the typer application.

``import hanoi.cli`` registers every command (the library and the tests see the whole
application).  The ``hanoi`` script and ``python -m hanoi`` start here instead: they name
the module of the command on the command line, and :mod:`hanoi.cli` then imports that one
alone; ``hanoi --help``, ``hanoi help`` and any name not listed load them all.  A test
checks this table against the commands each module registers.

>>> COMMAND_MODULES["solve"], COMMAND_MODULES["results"]
(('solving',), ('play', 'online'))
>>> modules_to_import()[:3]
('drawing', 'evaluating', 'london')
"""

from __future__ import annotations

import sys

__all__ = ["ALL_MODULES", "COMMAND_MODULES", "main", "modules_to_import", "shadowed"]

COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "solve": ("solving",), "move": ("solving",), "state": ("solving",), "step": ("solving",),
    "count": ("solving",),
    "show": ("drawing",), "trace": ("drawing",), "animate": ("drawing",),
    "table": ("paths",), "distance": ("paths",), "path": ("paths",),
    "search": ("searching",), "space": ("searching",),
    "bfs": ("space",), "graph": ("space",), "geodesics": ("space",),
    "london": ("london",), "rings": ("puzzles",), "panex": ("puzzles",),
    "verify": ("verifying",), "pddl": ("verifying",),
    "prompt": ("evaluating",), "eval": ("evaluating",), "instances": ("evaluating",),
    "play": ("play",), "site": ("play",), "results": ("play", "online"), "jspsych": ("online",),
    "mcp": ("serving",),
}
"""Each command, and the modules of :mod:`hanoi.cli` that register it (a group may take commands from several)."""

ALL_MODULES: tuple[str, ...] = tuple(sorted({module for modules in COMMAND_MODULES.values() for module in modules}))
"""Every command module, in the order ``import hanoi.cli`` imports them."""

_only: tuple[str, ...] | None = None


def modules_to_import() -> tuple[str, ...]:
    """The command modules :mod:`hanoi.cli` imports: all of them, unless :func:`main` chose the command's."""
    return ALL_MODULES if _only is None else _only


def shadowed() -> str | None:
    """Why the ``hanoi`` package imported is not python-hanoi's, or None when it is.

    Another distribution that ships a top-level ``hanoi`` package (hanoi-viz does) can
    overwrite our ``hanoi/__init__.py`` when it is installed after us; the script then
    says so instead of failing with a traceback.

    >>> shadowed() is None
    True
    """
    package = sys.modules.get("hanoi")
    if package is not None and hasattr(package, "_WHERE"):
        return None
    from importlib import metadata

    owners = sorted(set(metadata.packages_distributions().get("hanoi", [])) - {"python-hanoi"})
    where = getattr(package, "__file__", "?")
    by = f" by {', '.join(owners)}" if owners else ""
    return (f"the 'hanoi' package at {where} was replaced{by}; reinstall python-hanoi "
            "(pip install --force-reinstall .) or keep the other distribution in its own environment")


def main() -> None:
    """Run the ``hanoi`` command line, importing only the module of the command given (the console script)."""
    global _only
    problem = shadowed()
    if problem is not None:
        sys.stderr.write(f"error: {problem}\n")
        raise SystemExit(2)
    first = sys.argv[1] if len(sys.argv) > 1 else ""
    _only = COMMAND_MODULES.get(first)
    from hanoi._fastpath import run as answer_at_once

    if answer_at_once(sys.argv[1:]):  # solve, move, state, count with plain arguments: no typer
        return
    from hanoi.cli import main as run

    run()
