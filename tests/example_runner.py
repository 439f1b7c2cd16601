"""A process that imports the command line's libraries once, then forks one child process for each example.

``tests/test_docs.py`` runs about two hundred ``hanoi`` commands; started afresh, each would
spend most of its CPU starting Python and importing numpy, typer, matplotlib or Inspect AI
(several seconds for ``hanoi eval``).  This runner imports them once and forks: each example
is still a process of its own, started as ``python -m hanoi ARGS`` starts (``runpy``, a new
``sys.argv``, its working directory, environment and standard streams), and it ends as the
interpreter ends one (``SystemExit``, atexit handlers, threads joined), with its own exit
status, standard output and standard error.  Only the imports are shared, and what they print
is returned by the first request (``"ready"``), so that an import-time warning still shows.

Requests and replies are JSON lines on standard input and output::

    {"argv": ["solve", "3"], "cwd": "/tmp/x", "env": {...}, "timeout": 300}
    {"status": 0, "stdout": "...", "stderr": "...", "cpu": 0.02}
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
import time
from typing import Any

PRELOAD = (
    "typer", "click", "rich.console", "rich.progress", "numpy", "numba", "networkx", "matplotlib",
    "matplotlib.pyplot", "PIL.Image", "inspect_ai", "inspect_ai.model", "inspect_ai.agent", "inspect_ai.tool",
    "inspect_ai.solver", "inspect_ai.scorer", "inspect_ai.dataset", "inspect_ai.log", "inspect_ai.hooks",
    "inspect_ai.agent._acp", "inspect_ai.agent._acp.server", "inspect_ai._control.scoring",
    "inspect_ai.model._providers.mockllm", "fastapi", "uvicorn", "markdown_it", "jsonschema", "websockets",
    "opentelemetry.trace",
)
"""The third-party libraries the commands import (not ``hanoi.cli``: it imports the command it runs alone)."""


def _preload() -> str:
    """Import :data:`PRELOAD`; what the imports printed, or a note of a library that is not installed."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        import functools
        import importlib
        import importlib.metadata

        # Every Inspect eval scans the installed distributions (0.4 s); scanned here once, the
        # children inherit the answer (nothing is installed while the examples run).
        importlib.metadata.packages_distributions = functools.cache(importlib.metadata.packages_distributions)
        importlib.metadata.packages_distributions()
        for name in PRELOAD:
            try:
                importlib.import_module(name)
            except ImportError:
                continue  # an extra not installed: the commands that need it say so themselves
        if "inspect_ai.model" in sys.modules:  # Inspect's table of models, read from its YAML files on first use
            from inspect_ai.model._model_info import _get_model_info_db

            _get_model_info_db()
    return printed.getvalue()


def _child(request: dict[str, Any], out: str, err: str) -> None:
    """Become ``python -m hanoi ARGV`` in ``cwd`` with ``env``; never returns (ends as the interpreter ends)."""
    import runpy

    os.setpgid(0, 0)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(os.open(out, os.O_WRONLY | os.O_TRUNC), 1)
    os.dup2(os.open(err, os.O_WRONLY | os.O_TRUNC), 2)
    sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115  (not the parent's buffer of requests)
    os.chdir(request["cwd"])
    sys.path[0] = request["cwd"]  # as ``python -m`` puts the working directory first
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = ["hanoi", *request["argv"]]
    try:
        runpy.run_module("hanoi", run_name="__main__", alter_sys=True)
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


def _exit(status: int) -> None:
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


def serve() -> None:
    """Answer requests until standard input closes."""
    printed = _preload()
    import gc

    gc.freeze()  # the children's collections leave the imported objects (and their pages) alone
    reply = sys.stdout
    requests = sys.stdin.buffer
    reply.write(json.dumps({"ready": printed}) + "\n")
    reply.flush()
    folder = tempfile.mkdtemp(prefix="hanoi-examples-")
    out, err = os.path.join(folder, "stdout"), os.path.join(folder, "stderr")
    while line := requests.readline():
        request = json.loads(line)
        for path in (out, err):
            open(path, "wb").close()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            _child(request, out, err)
        deadline = time.monotonic() + request.get("timeout", 300)
        while True:
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(pid, signal.SIGKILL)
                _, status, usage = os.wait4(pid, 0)
                break
            time.sleep(0.005)
        with open(out, encoding="utf-8", errors="replace") as o, open(err, encoding="utf-8", errors="replace") as e:
            answer = {"status": os.waitstatus_to_exitcode(status), "stdout": o.read(), "stderr": e.read(),
                      "cpu": usage.ru_utime + usage.ru_stime}
        reply.write(json.dumps(answer) + "\n")
        reply.flush()
    shutil.rmtree(folder, ignore_errors=True)


class Runner:
    """The test's side: start the runner with ``env`` and send it examples, one at a time."""

    def __init__(self, env: dict[str, str]) -> None:
        import subprocess

        self._process = subprocess.Popen([sys.executable, __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         env=env, text=True, encoding="utf-8")
        self.printed: str = self._read()["ready"]
        """What importing the libraries printed (nothing, on a machine set up as the README says)."""
        self.cpu: list[tuple[float, str]] = []
        """The CPU time (user and system, seconds) of each example run, and its arguments."""

    def _read(self) -> dict[str, Any]:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the example runner ended with status {self._process.wait()}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def run(self, argv: list[str], cwd: str, env: dict[str, str], timeout: float = 300) -> tuple[int, str, str]:
        """``python -m hanoi ARGV`` in ``cwd`` with ``env``: its exit status, standard output and standard error."""
        assert self._process.stdin is not None
        request = {"argv": argv, "cwd": cwd, "env": env, "timeout": timeout}
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        answer = self._read()
        self.cpu.append((answer["cpu"], " ".join(argv)))
        return answer["status"], answer["stdout"], answer["stderr"]

    def close(self) -> None:
        """End the runner (it ends when its standard input closes)."""
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait(timeout=60)


if __name__ == "__main__":
    serve()
