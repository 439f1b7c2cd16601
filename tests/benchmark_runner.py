"""A warm process that runs benchmark scripts as ``python SCRIPT --smoke`` would, each in a child forked from it.

Started once by ``tests/test_benchmarks.py`` for its module.  Every benchmark's own process
used to import numpy, numba (and load its kernels from numba's cache), FastAPI, uvicorn
and Playwright before its smoke run did seconds of work: about half of the smoke runs'
CPU.  Here they are imported once; each script then runs in a forked child as its own
``__main__`` (``runpy.run_path``), with ``sys.argv`` ``[SCRIPT, "--smoke"]``, its folder
first on ``sys.path``, its working folder, standard input ``/dev/null`` and its output in
files, and it exits as the interpreter would: ``sys.exit`` codes and messages, a traceback
and exit 1 for an uncaught exception, atexit handlers and non-daemon threads waited for.
The processes a script starts (``sys.executable``, servers, browsers) are unchanged.

Protocol: one JSON request a line on standard input, ``{"script", "cwd", "stdout",
"stderr"}``; the answer is two lines on standard output: the child's pid as soon as it is
forked, then its exit status.
"""

from __future__ import annotations

import atexit
import io
import json
import os
import runpy
import sys
import threading
import traceback


def warm_up() -> None:
    """Import what most benchmarks import and load the kernels they use from numba's cache."""
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


def run_script(script: str, cwd: str, stdout: str, stderr: str) -> int:
    """In the forked child: run ``script`` as ``__main__`` and return its exit status."""
    os.chdir(cwd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(os.open(stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
    os.dup2(os.open(stderr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), line_buffering=True)
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), line_buffering=True)
    sys.argv = [script, "--smoke"]
    sys.path.insert(0, os.path.dirname(script))
    code = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as done:
        if done.code is None or isinstance(done.code, int):
            code = done.code or 0
        else:
            print(done.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    try:  # what the interpreter does on its way out
        threading._shutdown()  # type: ignore[attr-defined]
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        traceback.print_exc()
        code = code or 1
    return code


def main() -> None:
    warm_up()
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:  # the child
            code = 1
            try:
                code = run_script(request["script"], request["cwd"], request["stdout"], request["stderr"])
            finally:
                os._exit(code)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print(os.waitstatus_to_exitcode(status), flush=True)


if __name__ == "__main__":
    main()
