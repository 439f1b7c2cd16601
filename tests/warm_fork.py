"""A warm process that forks one child for each program it is asked to run, each child a process of its own.

Started afresh, each ``hanoi`` command of the docs or each benchmark's smoke run would spend
most of its CPU starting Python and importing numpy, numba's kernels, typer, matplotlib,
Inspect AI, FastAPI or Playwright (several seconds for ``hanoi eval``).  This process does
that once (a *warm-up*, named on its command line: :data:`WARM_UPS`), then forks a child for
each request.  The child becomes ``python -m MODULE ARGV`` or ``python SCRIPT ARGV`` as the
interpreter starts it (``runpy``, a new ``sys.argv`` and ``sys.path[0]``, its working
directory, its environment, standard input ``/dev/null`` or the text it is given, its own process group) and ends as
the interpreter ends one (``SystemExit`` codes and messages, a traceback and 1 for an
uncaught exception, threads joined, atexit handlers run, streams flushed: 120 when that
fails), with its own exit status, standard output and standard error.  Only the imports
are shared; what they print is returned by the first reply (``"ready"``), so that an
import-time warning still shows.  A child that outlives its ``timeout`` is killed with its
process group (its servers and browsers too), and its status is ``-9``.

Requests and replies are JSON lines on standard input and output::

    {"module": "hanoi", "argv": ["solve", "3"], "cwd": "/tmp/x", "env": {...}, "timeout": 300}
    {"module": "hanoi", "argv": ["verify", "-"], "cwd": "/tmp/x", "stdin": "1AC\n"}
    {"script": "/repo/benchmarks/bench_bfs.py", "argv": ["--smoke"], "cwd": "/tmp/y"}
    {"status": 0, "stdout": "...", "stderr": "...", "cpu": 0.02}

``env`` is the child's whole environment (the runner's own when it is absent); ``stdin`` the text
on its standard input (read from a file, as ``< FILE`` gives it); ``cpu`` is the
child's user and system time in seconds.  :class:`Runner` is the test's side.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable
from typing import Any, NoReturn

CLI_LIBRARIES = (
    "typer", "click", "rich.console", "rich.progress", "numpy", "numba", "networkx", "matplotlib",
    "matplotlib.pyplot", "PIL.Image", "inspect_ai", "inspect_ai.model", "inspect_ai.agent", "inspect_ai.tool",
    "inspect_ai.solver", "inspect_ai.scorer", "inspect_ai.dataset", "inspect_ai.log", "inspect_ai.hooks",
    "inspect_ai.agent._acp", "inspect_ai.agent._acp.server", "inspect_ai._control.scoring",
    "inspect_ai.model._providers.mockllm", "fastapi", "uvicorn", "markdown_it", "jsonschema", "websockets",
    "opentelemetry.trace",
)
"""The third-party libraries the commands import (not ``hanoi.cli``: it imports the command it runs alone)."""


def warm_cli() -> None:
    """For ``hanoi`` commands: import :data:`CLI_LIBRARIES`, and what Inspect reads on its first eval."""
    import functools
    import importlib
    import importlib.metadata

    # Every Inspect eval scans the installed distributions (0.4 s); scanned here once, the
    # children inherit the answer (nothing is installed while they run).
    importlib.metadata.packages_distributions = functools.cache(importlib.metadata.packages_distributions)
    importlib.metadata.packages_distributions()
    for name in CLI_LIBRARIES:
        try:
            importlib.import_module(name)
        except ImportError:
            continue  # an extra not installed: the commands that need it say so themselves
    if "inspect_ai.model" in sys.modules:  # Inspect's table of models, read from its YAML files on first use
        from inspect_ai.model._model_info import _get_model_info_db

        _get_model_info_db()
    warm_kernels()


def warm_kernels() -> None:
    """Load numba's kernels (breadth-first search, distance tables, pattern databases, geodesics) from its cache.

    Each first call of a kernel in a process reads its machine code from numba's disk cache
    (0.3-0.5 s of CPU a process, compiling it instead when the cache lacks it); called here on
    tiny inputs, the children inherit the loaded kernels.  Nothing is kept that a command could
    read back: the pattern databases are built with :func:`hanoi.paths.pattern_db.database`,
    outside its cache, and no search result is cached.
    """
    from hanoi import State
    from hanoi.paths.pattern_db import database
    from hanoi.space.bfs import bfs_layers
    from hanoi.space.distances import build_table
    from hanoi.space.geodesics import count_geodesics

    bfs_layers(3)
    bfs_layers(3, pegs=4)
    bfs_layers(State.parse("CAB"))
    build_table(State.perfect(3, pegs=4))
    for width in (2, 8):  # one byte an entry, then two (distances past 255)
        database(0, width, 3, method="numba")
    count_geodesics(State.perfect(3, pegs=4), State.perfect(3, pegs=4, peg=3))


def warm_benchmarks() -> None:
    """For ``benchmarks/*.py``: import what most of them import and load their kernels from numba's cache."""
    import numpy  # noqa: F401
    import playwright.sync_api  # noqa: F401
    import uvicorn  # noqa: F401
    import uvloop  # noqa: F401
    from fastapi.testclient import TestClient  # noqa: F401

    import hanoi
    import hanoi.paths
    import hanoi.web.app
    from hanoi.space.bfs import bfs_layers
    from hanoi.space.distances import build_table

    bfs_layers(3)
    bfs_layers(3, pegs=4)
    build_table(hanoi.State.perfect(3, pegs=4))
    hanoi.paths.distance(hanoi.State.parse("AAAA", pegs=4), hanoi.State.parse("DDDD", pegs=4))


WARM_UPS: dict[str, Callable[[], None]] = {"cli": warm_cli, "benchmarks": warm_benchmarks}


def _child(request: dict[str, Any], out: str, err: str, given: str) -> NoReturn:
    """Become ``python -m MODULE ARGV`` or ``python SCRIPT ARGV`` in ``cwd`` with ``env``; ends as Python ends.

    Its standard input is the file ``given`` when the request has ``stdin``, else ``/dev/null``.
    """
    import runpy

    os.setpgid(0, 0)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    source = os.open(given if "stdin" in request else os.devnull, os.O_RDONLY)
    os.dup2(source, 0)
    os.dup2(os.open(out, os.O_WRONLY | os.O_TRUNC), 1)
    os.dup2(os.open(err, os.O_WRONLY | os.O_TRUNC), 2)
    sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115  (not the parent's buffer of requests)
    os.chdir(request["cwd"])
    if request.get("env") is not None:
        os.environ.clear()
        os.environ.update(request["env"])
    try:
        if "module" in request:
            sys.path[0] = request["cwd"]  # as ``python -m`` puts the working directory first
            sys.argv = [request["module"], *request["argv"]]
            runpy.run_module(request["module"], run_name="__main__", alter_sys=True)
        else:
            script = request["script"]
            sys.path[0] = os.path.dirname(os.path.abspath(script))  # as ``python SCRIPT`` puts its folder first
            sys.argv = [script, *request["argv"]]
            runpy.run_path(script, run_name="__main__")
        status = 0
    except SystemExit as done:  # what the interpreter makes of SystemExit's code
        if done.code is None or isinstance(done.code, int):
            status = (done.code or 0) & 0xFF
        else:
            print(done.code, file=sys.stderr)
            status = 1
    except BaseException:
        sys.excepthook(*sys.exc_info())
        status = 1
    _exit(status)


def _exit(status: int) -> NoReturn:
    """End as the interpreter ends a process, without tearing its imported modules down.

    Python's finalization first waits for the threads that are not daemons, then runs the
    atexit handlers, then flushes standard output and error (a flush that fails makes the
    status 120); what follows, freeing every module, prints nothing, and in a forked child
    it would copy every page of the imported libraries (about a second a command).
    """
    import atexit
    import threading

    threading._shutdown()  # type: ignore[attr-defined]
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            status = 120
    os._exit(status)


def _wait(pid: int, timeout: float) -> tuple[int, float]:
    """Wait for the child ``pid``, killing its process group after ``timeout`` seconds: its exit code and CPU."""
    def kill(signum: int, frame: Any) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)

    signal.signal(signal.SIGALRM, kill)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        _, status, usage = os.wait4(pid, 0)  # the handler runs while it waits; the wait then goes on
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime


def serve(warm_up: Callable[[], None]) -> None:
    """Warm up, then answer requests until standard input closes."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        warm_up()
    import gc

    gc.freeze()  # the children's collections leave the imported objects (and their pages) alone
    reply = sys.stdout
    requests = sys.stdin.buffer
    reply.write(json.dumps({"ready": printed.getvalue()}) + "\n")
    reply.flush()
    folder = tempfile.mkdtemp(prefix="hanoi-warm-fork-")
    out, err, given = (os.path.join(folder, name) for name in ("stdout", "stderr", "stdin"))
    while line := requests.readline():
        request = json.loads(line)
        for path in (out, err):
            open(path, "wb").close()
        with open(given, "w", encoding="utf-8") as handle:
            handle.write(request.get("stdin") or "")
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            _child(request, out, err, given)
        status, cpu = _wait(pid, request.get("timeout", 300))
        with open(out, encoding="utf-8", errors="replace") as o, open(err, encoding="utf-8", errors="replace") as e:
            answer = {"status": status, "stdout": o.read(), "stderr": e.read(), "cpu": cpu}
        reply.write(json.dumps(answer) + "\n")
        reply.flush()
    shutil.rmtree(folder, ignore_errors=True)


class Runner:
    """The test's side: start a warm process (``warm_up`` names one of :data:`WARM_UPS`) and send it programs."""

    def __init__(self, warm_up: str, env: dict[str, str] | None = None, cwd: str | None = None) -> None:
        import subprocess

        self._process = subprocess.Popen([sys.executable, __file__, warm_up], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, env=env, cwd=cwd, text=True, encoding="utf-8")
        self.printed: str = self._read()["ready"]
        """What the warm-up printed (nothing, on a machine set up as the README says)."""
        self.cpu: list[tuple[float, str]] = []
        """The CPU time (user and system, seconds) of each child, and its arguments."""

    def _read(self) -> dict[str, Any]:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the warm process ended with status {self._process.wait()}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def _ask(self, request: dict[str, Any]) -> tuple[int, str, str]:
        assert self._process.stdin is not None
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        answer = self._read()
        self.cpu.append((answer["cpu"], " ".join(request["argv"])))
        return answer["status"], answer["stdout"], answer["stderr"]

    def run(self, argv: list[str], cwd: str, env: dict[str, str] | None = None, timeout: float = 300,
            module: str = "hanoi", stdin: str | None = None) -> tuple[int, str, str]:
        """``python -m MODULE ARGV`` in ``cwd`` with ``env`` (and ``stdin`` on its standard input, else nothing):
        its exit status, standard output and standard error."""
        request = {"module": module, "argv": argv, "cwd": cwd, "env": env, "timeout": timeout}
        return self._ask(request if stdin is None else {**request, "stdin": stdin})

    def run_script(self, script: str, argv: list[str], cwd: str, env: dict[str, str] | None = None,
                   timeout: float = 300) -> tuple[int, str, str]:
        """``python SCRIPT ARGV`` in ``cwd`` with ``env``: its exit status, standard output and standard error."""
        return self._ask({"script": script, "argv": argv, "cwd": cwd, "env": env, "timeout": timeout})

    def close(self) -> None:
        """End the warm process (it ends when its standard input closes)."""
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait(timeout=60)


if __name__ == "__main__":
    serve(WARM_UPS[sys.argv[1]])
