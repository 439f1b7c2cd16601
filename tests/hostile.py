"""The hostile grid of issue 15: every command and every public function on hostile values.

Each case runs in a child forked from a warm process (everything imported, the numba
kernels compiled), under ``resource.setrlimit``: 1 GiB of address space above the
parent's, and ``CPU_SECONDS`` of CPU; the parent kills it after ``WALL_SECONDS``.  The
cases of a share run in batches, one child running case after case under the same limits
set afresh for each (:func:`run_batch`); a case that is not clean in its batch runs again
in a child of its own (:func:`run_forked`), whose outcome is the one judged.  A
command's standard output goes through a pipe that the parent closes after
``STDOUT_CAP`` bytes, as ``| head -c`` would.  :func:`check` says what is wrong with an
outcome, or nothing: a command exits 0, 1 or 2 with no traceback, no "internal error"
and no line over 300 characters; a function returns or raises a ``HanoiError`` or a
``TypeError`` whose message is under 300 characters; both within the limits.

``tests/test_hostile.py`` runs the grid; ``benchmarks/bench_hostile.py`` runs it too and
prints the worst time and memory.
"""

from __future__ import annotations

import contextlib
import io
import math
import os
import resource
import select
import signal
import sqlite3
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

CPU_SECONDS = 15
WALL_SECONDS = 30.0


def wall_limit() -> float:
    """``WALL_SECONDS`` stretched by the machine's load: a spin is caught by the CPU limit, whatever the load;
    the wall limit only catches a case that waits, and on a loaded machine a busy case waits for a core too."""
    return WALL_SECONDS * max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
EXTRA_ADDRESS_SPACE = 1 << 30
STDOUT_CAP = 1 << 20
MAX_MESSAGE = 300

# --------------------------------------------------------------------------- running one case


@dataclass(frozen=True)
class Outcome:
    """What one case did: exit status (or signal), output, time and memory."""

    case: str
    code: int | None  # exit code, None when killed by a signal
    signal: int | None
    stdout: bytes
    stderr: str
    wall: float
    cpu: float
    peak_growth: int  # bytes of peak resident memory above the parent's at the fork


def _rss_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _vm_bytes() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


def run_forked(case: str, body: Callable[[], int], workdir: Path, *, cpu_seconds: int = CPU_SECONDS,
               stdout_file: str | None = None) -> Outcome:
    """Run ``body`` in a forked child under the limits; its return value is the exit code.

    Its standard output is a pipe read by the parent, or ``stdout_file`` (``/dev/full``).
    """
    read_out, write_out = os.pipe()
    err_path = workdir / f".stderr-{os.getpid()}"
    base_rss = _rss_bytes()
    limit = _vm_bytes() + EXTRA_ADDRESS_SPACE
    sys.stdout.flush()
    sys.stderr.flush()
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child
        code = 98
        try:
            os.close(read_out)
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
            os.chdir(workdir)
            err_fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            null = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null, 0)
            os.dup2(os.open(stdout_file, os.O_WRONLY) if stdout_file else write_out, 1)
            os.dup2(err_fd, 2)
            sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
            sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), write_through=True)
            sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), write_through=True)
            signal.signal(signal.SIGPIPE, signal.SIG_IGN)
            code = body()
        except SystemExit as done:  # pragma: no cover - in the child
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
        except BaseException:  # pragma: no cover - in the child
            try:
                sys.stderr.write("CHILD CRASH\n" + traceback.format_exc())
                sys.stderr.flush()
            finally:
                code = 97
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            except BaseException:
                pass
            os._exit(code)
    os.close(write_out)
    chunks: list[bytes] = []
    size = 0
    deadline = started + wall_limit()
    open_pipe = True
    while open_pipe and time.perf_counter() < deadline:
        ready, _, _ = select.select([read_out], [], [], 0.2)
        if ready:
            data = os.read(read_out, 1 << 16)
            if not data:
                break
            chunks.append(data)
            size += len(data)
            if size >= STDOUT_CAP:  # like `| head -c 1M`: stop reading, close the pipe
                open_pipe = False
    os.close(read_out)
    status = usage = None
    while time.perf_counter() < deadline:
        got, status, usage = os.wait4(pid, os.WNOHANG)
        if got:
            break
        time.sleep(0.005)
    else:
        os.kill(pid, signal.SIGKILL)
        _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - started
    assert status is not None and usage is not None
    try:
        stderr = err_path.read_text(errors="replace")
        err_path.unlink()
    except OSError:
        stderr = ""
    return Outcome(
        case=case,
        code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        stdout=b"".join(chunks),
        stderr=stderr,
        wall=wall,
        cpu=usage.ru_utime + usage.ru_stime,
        peak_growth=max(0, usage.ru_maxrss * 1024 - base_rss),
    )


def waited_out(outcome: Outcome) -> bool:
    """Whether the parent killed the case on wall time although it had used under half its CPU seconds."""
    return outcome.signal == signal.SIGKILL and outcome.cpu < CPU_SECONDS / 2


# --------------------------------------------------------------------------- running many cases in one child
#
# A fork costs the case about 15 ms of CPU (the parent copies its page tables, the child copies the pages it
# touches and unmaps 500 MB on exit): more than most cases themselves.  So the cases run in batches: one child
# forked from the warm process runs case after case, each under its own limits (the CPU and address-space
# limits are reset before each case, relative to what the child has used so far), each with its own stderr,
# its standard output read by the parent and closed after STDOUT_CAP bytes as before.  A batch's verdict is
# trusted only when it is clean: a case that fails, crashes the child, runs past its wall time, fills the
# pipe, or leaves the process changed for the next case (working folder, environment, threads, signal
# handlers, standard streams, limits of int conversion) ends the batch, and a case whose batch outcome is not
# clean runs again in a child of its own (run_forked), whose outcome alone is reported.


def _process_state() -> tuple[Any, ...]:
    """What a case must leave as it found it, for the next case of its batch to run as in a fresh fork."""
    import threading

    handlers = tuple(signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE, signal.SIGALRM,
                                                     signal.SIGCHLD, signal.SIGXCPU, signal.SIGHUP))
    return (os.getcwd(), dict(os.environ), frozenset(threading.enumerate()), handlers,
            sys.get_int_max_str_digits(), sys.getrecursionlimit(), os.fstat(0).st_ino, os.fstat(1).st_ino,
            os.fstat(2).st_ino, tuple(np.geterr().items()))


def _send(fd: int, record: dict[str, Any]) -> None:
    import pickle

    data = pickle.dumps(record)
    view = memoryview(len(data).to_bytes(8, "little") + data)
    while view:
        view = view[os.write(fd, view):]


def _batch_child(bodies: list[tuple[Callable[[], int], str | None]], workdir: Path, control: int, out: int,
                 go: int, cpu_seconds: int) -> None:
    """Run ``bodies`` one after the other, each with its standard output on ``out`` or on its own file
    (``/dev/full``); after each, send its record on ``control`` and wait for a byte on ``go`` (the parent has
    read the case's standard output by then: none of the next case's is mixed in)."""
    soft_as, hard_as = resource.getrlimit(resource.RLIMIT_AS)
    _, hard_cpu = resource.getrlimit(resource.RLIMIT_CPU)
    os.chdir(workdir)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(out, 1)
    err_path = workdir / f".stderr-batch-{os.getpid()}"
    err_fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(err_fd, 2)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    os.environ.pop("HANOI_DEBUG", None)
    argv = sys.argv
    for index, (body, stdout_file) in enumerate(bodies):
        if stdout_file:
            target = os.open(stdout_file, os.O_WRONLY)
            os.dup2(target, 1)
            os.close(target)
        os.ftruncate(2, 0)
        os.lseek(2, 0, os.SEEK_SET)
        sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
        sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), write_through=True)
        sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), write_through=True)
        sys.argv = argv
        before = _process_state()
        mine, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        used = mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime
        soft_cpu = math.ceil(mine.ru_utime + mine.ru_stime + cpu_seconds)  # the limit counts this process alone
        resource.setrlimit(resource.RLIMIT_CPU, (soft_cpu, hard_cpu if hard_cpu == resource.RLIM_INFINITY
                                                 else max(hard_cpu, soft_cpu)))
        rss = _rss_bytes()
        limit = _vm_bytes() + EXTRA_ADDRESS_SPACE
        resource.setrlimit(resource.RLIMIT_AS, (limit if hard_as == resource.RLIM_INFINITY else min(limit, hard_as),
                                                hard_as))
        started = time.perf_counter()
        code = 98
        try:
            code = body()
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
        except BaseException:
            with contextlib.suppress(BaseException):
                sys.stderr.write("CHILD CRASH\n" + traceback.format_exc())
            code = 97
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BaseException:
            pass
        wall = time.perf_counter() - started
        resource.setrlimit(resource.RLIMIT_AS, (soft_as, hard_as))
        after, after_children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime + after_children.ru_utime + after_children.ru_stime - used
        peak = after.ru_maxrss * 1024 if after.ru_maxrss > mine.ru_maxrss else _rss_bytes()
        try:
            changed = _process_state() != before
        except BaseException:
            changed = True
        with open(err_path, "rb") as handle:
            stderr = handle.read().decode(errors="replace")
        if stdout_file:
            os.dup2(out, 1)
        _send(control, {"index": index, "code": code, "stderr": stderr, "wall": wall, "cpu": cpu,
                        "peak_growth": max(0, peak - rss), "changed": changed})
        if changed or code not in (0, 1, 2) or not os.read(go, 1):
            break
    err_path.unlink(missing_ok=True)


def run_batch(cases: list[tuple[str, Callable[[], int], str | None]], workdir: Path, *,
              cpu_seconds: int = CPU_SECONDS) -> list[Outcome | None]:
    """Run the first cases of ``cases`` (``(case, body, stdout_file)``) in one forked child; their outcomes,
    in order.

    The list is never empty; it ends early when the batch had to end (see above).  ``None`` stands for a
    case whose child died or ran past its wall time: it needs a child of its own.
    """
    import pickle

    read_control, write_control = os.pipe()
    read_out, write_out = os.pipe()
    read_go, write_go = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the batch child
        try:
            os.close(read_control)
            os.close(read_out)
            os.close(write_go)
            _batch_child([(body, stdout_file) for _, body, stdout_file in cases], workdir, write_control, write_out,
                         read_go, cpu_seconds)
        except BaseException:  # pragma: no cover - in the child
            pass
        finally:
            os._exit(0)
    os.close(write_control)
    os.close(write_out)
    os.close(read_go)
    outcomes: list[Outcome | None] = []
    chunks: list[bytes] = []
    size = 0
    pending = b""
    out_open = True
    deadline = time.perf_counter() + wall_limit()
    ended = False
    while not ended and len(outcomes) < len(cases):
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            outcomes.append(None)  # past its wall time: killed, run again alone
            break
        ready, _, _ = select.select([read_control, *([read_out] if out_open else [])], [], [], remaining)
        if read_out in ready:
            data = os.read(read_out, 1 << 16)
            if data:
                chunks.append(data)
                size += len(data)
            if not data or size >= STDOUT_CAP:  # like `| head -c 1M`: the pipe is closed for this batch
                out_open = False
                os.close(read_out)
        if read_control in ready:
            data = os.read(read_control, 1 << 16)
            if not data:  # the child died within a case
                outcomes.append(None)
                break
            pending += data
            while len(pending) >= 8 and len(pending) >= 8 + (length := int.from_bytes(pending[:8], "little")):
                record = pickle.loads(pending[8:8 + length])
                pending = pending[8 + length:]
                if out_open:  # what the case wrote before its record is in the pipe already
                    os.set_blocking(read_out, False)
                    while size < STDOUT_CAP:
                        try:
                            data = os.read(read_out, 1 << 16)
                        except BlockingIOError:
                            break
                        if not data:
                            break
                        chunks.append(data)
                        size += len(data)
                    os.set_blocking(read_out, True)
                    if size >= STDOUT_CAP:
                        out_open = False
                        os.close(read_out)
                case = cases[len(outcomes)][0]
                outcomes.append(Outcome(case, record["code"], None, b"".join(chunks), record["stderr"],
                                        record["wall"], record["cpu"], record["peak_growth"]))
                chunks, size = [], 0
                deadline = time.perf_counter() + wall_limit()
                if record["changed"] or not out_open or record["code"] not in (0, 1, 2):
                    ended = True
                    break
                os.write(write_go, b"g")  # the next case may start
    os.close(read_control)
    os.close(write_go)
    if out_open:
        os.close(read_out)
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return outcomes


def check(outcome: Outcome, *, api: bool) -> str | None:
    """What is wrong with an outcome, or None."""
    if outcome.signal is not None:
        name = signal.Signals(outcome.signal).name
        return f"killed by {name} after {outcome.wall:.1f} s (cpu {outcome.cpu:.1f} s): {outcome.stderr[-300:]!r}"
    if outcome.wall >= (limit := wall_limit()):
        return f"ran past {limit:.0f} s"
    if "Traceback" in outcome.stderr or "CHILD CRASH" in outcome.stderr:
        return f"traceback: {outcome.stderr[-1500:]}"
    if "internal error" in outcome.stderr:
        return f"internal error: {outcome.stderr[:400]!r}"
    if api:
        if outcome.code != 0:
            return f"exit {outcome.code}: {outcome.stderr[:400]!r}"
        text = outcome.stdout.decode(errors="replace")
        if text.startswith("raised ") and len(text.split(": ", 1)[-1]) > MAX_MESSAGE:
            return f"message of {len(text)} characters: {text[:200]!r}..."
        return None
    if outcome.code not in (0, 1, 2):
        return f"exit {outcome.code}: {outcome.stderr[:400]!r}"
    if outcome.case.endswith("> /dev/full") and outcome.code == 0 and "--version" not in outcome.case \
            and "--help" not in outcome.case:
        return "exit 0 although nothing could be written"
    long = [line for line in outcome.stderr.splitlines() if len(line) > MAX_MESSAGE]
    if long:
        return f"stderr line of {len(long[0])} characters: {long[0][:200]!r}..."
    return None


# --------------------------------------------------------------------------- the command grid

N_VALUES = ["0", "-1", "2**63", "10**100", "abc", "", " 5", "1e3", "7-1", "3", "4294967296", "100000000"]
PEG_VALUES = ["0", "1", "2", "3", "64", "10**8", "10**100", "1000", "x"]
K_VALUES = ["0", "-1", "1", "2**64", "10**100", "x", "1.5", ""]
STATE_VALUES = [
    "", " ", "A", "abc", "ABD", "A" * 30, "BA" * 15, "[[3,2,1],[],[]]", "[[1,2],[],[]]", "[", "null",
    "1.5", "[" * 3000, "A" * 15000, "Z", "A B", "-", "[[2,1],[],[],[]]",
]
FILE_VALUES = ["/proc/x", "no-such-folder/f.svg", ".", "/dev/full", "ok.svg"]
DB_VALUES = ["textfile.db", "empty.db", "folder", "/proc/x/y.db", "other.db", "missing.db", "/dev/null",
             "x" * 5000, "moves3.json/x.db"]
READ_VALUES = ["/proc/x", "/nonexistent/f.json", ".", "/dev/null", "binary.bin", "moves3.json", "empty.txt",
               "prose.txt", "huge-line.txt"]


# Issue 25: numbers written as expressions, each dimension on its own (the size of the base, the
# exponent, the number of terms), so that the neighbours of `99**9999999` are covered too.
NUMBER_BASES = ["9", "99", "9" * 100, "9" * 4000]
NUMBER_EXPONENTS = ["1", "10", "9999999", "10000000"]
NUMBER_TERMS = [1, 2, 50, 65]


def number_expressions() -> list[str]:
    """Every base, exponent and number of terms together: ``B**E+B**E+...``."""
    return ["+".join([f"{base}**{power}"] * terms)
            for base in NUMBER_BASES for power in NUMBER_EXPONENTS for terms in NUMBER_TERMS]


# Issue 25, item 5 (owned by issue 19, the verifier's memory): huge replies of each shape a model
# writes, after a line of prose: 16 MiB of lines and the prose line, just past the read-whole limit
# (streamed).  They are not cases of the grid: tests/test_huge_replies.py runs each as the grid would
# (``hanoi verify FILE --discs 3`` under run_command and check) and also bounds its memory; a reply read
# whole is checked there at 4 and 16 MiB in every shape.
REPLY_SHAPES: dict[str, bytes] = {
    "lines": b"1AC\n",
    "nested": b"[[[1,0,2]]]\n",
    "assignment": b"moves = [[1,0,2]]\n",
    "table": b"| 1 | 1 | A | C |\n",
}
REPLY_MIB: list[int] = [16]  # issue 19 / issue 25 item 5: past the 16 MiB read-whole limit


def reply_files() -> dict[str, bytes]:
    """``name: content`` of every huge reply of the grid (none while REPLY_MIB is empty)."""
    return {f"reply-{shape}-{mib}.txt": b"Here is my answer.\n" + line * ((mib << 20) // len(line))
            for shape, line in REPLY_SHAPES.items() for mib in REPLY_MIB}


def setup_files(workdir: Path) -> None:
    """The files the command cases read."""
    (workdir / "folder").mkdir(exist_ok=True)
    (workdir / "user-folder").mkdir(exist_ok=True)  # issue 29: files of the user's, named like ours
    for name in ("results.npy", "draft.tmp", "bits-notes.txt", "touched-list.csv", "to-do.npy", "domain.pddl"):
        (workdir / "user-folder" / name).write_text(f"the user's {name}\n")
    (workdir / "textfile.db").write_text("not a database\n")
    (workdir / "empty.db").write_bytes(b"")
    (workdir / "empty.txt").write_bytes(b"")
    (workdir / "prose.txt").write_text("I think the answer is to move the discs carefully.\n")
    (workdir / "binary.bin").write_bytes(bytes(range(256)) * 64)
    (workdir / "huge-line.txt").write_bytes(b"[" + b"1, " * 300_000 + b"\n")
    (workdir / "moves3.json").write_text('{"moves": [[1,0,2],[2,0,1],[1,2,1],[3,0,2],[1,1,0],[2,1,2],[1,0,2]]}\n')
    (workdir / "answers.jsonl").write_text('{"discs": 3, "answer": "moves = [[1,0,2]]"}\n{"discs": "x"}\n[]\n')
    other = workdir / "other.db"
    if not other.exists():
        with sqlite3.connect(other) as db:
            db.execute("CREATE TABLE notes (x)")


def command_cases() -> Iterator[tuple[str, list[str]]]:
    """``(group, argv)`` for every command case."""
    def each(group: str, template: list[str], **values: list[str]) -> Iterator[tuple[str, list[str]]]:
        names = list(values)
        combos: list[dict[str, str]] = [{}]
        for name in names:
            combos = [{**combo, name: value} for combo in combos for value in values[name]]
        for combo in combos:
            yield group, [combo.get(part, part) if part in combo else part for part in template]

    N, P, K, S, F = N_VALUES, PEG_VALUES, K_VALUES, STATE_VALUES, FILE_VALUES
    NP = ["0", "-1", "2**63", "10**100", "abc", " 5", "3", "100000000"]  # in products with pegs or steps
    PP = ["0", "2", "3", "64", "10**8", "10**100", "1000"]
    yield from each("solve", ["solve", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("solve", ["solve", "{N}"], **{"{N}": N})
    yield from each("solve", ["solve", "3", "--out", "{F}"], **{"{F}": F})
    yield from each("solve", ["solve", "{N}", "--format", "json", "--pegs", "4"], **{"{N}": N})
    yield from each("move", ["move", "{N}", "{K}"], **{"{N}": NP, "{K}": K})
    yield from each("move", ["move", "{N}", "1", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("move", ["state", "{N}", "{K}"], **{"{N}": NP, "{K}": K})
    yield from each("move", ["state", "{N}", "1", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("move", ["step", "{S}"], **{"{S}": S})
    yield from each("move", ["step", "{S}", "--pegs", "{P}"], **{"{S}": S[:9], "{P}": PP})
    yield from each("count", ["count", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("count", ["count", "{N}"], **{"{N}": N})
    yield from each("count", ["space", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("count", ["table", "--discs", "{N}"], **{"{N}": N})
    yield from each("count", ["table", "--pegs", "{P}"], **{"{P}": P})
    yield from each("count", ["table", "--discs", "{N}", "--pegs", "{P}"],
                    **{"{N}": ["3", "10**100", "20000"], "{P}": P})
    yield from each("count", ["prompt", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("show", ["show", "{N}"], **{"{N}": N})
    yield from each("show", ["trace", "{N}"], **{"{N}": N})
    yield from each("show", ["show", "{N}", "--step", "{K}"], **{"{N}": NP, "{K}": K})
    yield from each("show", ["show", "3", "--pegs", "{P}"], **{"{P}": P})
    yield from each("show", ["show", "3", "--svg", "{F}"], **{"{F}": F})
    yield from each("show", ["animate", "{N}", "--out", "a.svg"], **{"{N}": N})
    yield from each("show", ["animate", "3", "--out", "{F}"], **{"{F}": F})
    yield from each("show", ["animate", "3", "--pegs", "{P}", "--out", "a.svg"], **{"{P}": P})
    yield from each("paths", ["distance", "{S}", "CCC"], **{"{S}": S})
    yield from each("paths", ["distance", "AAA", "{S}"], **{"{S}": S})
    yield from each("paths", ["distance", "{S}", "{T}", "--pegs", "4", "--max-seconds", "1"],
                    **{"{S}": S[:9], "{T}": S[:9]})
    yield from each("paths", ["distance", "AAA", "CCC", "--pegs", "{P}"], **{"{P}": P})
    yield from each("paths", ["path", "{S}", "CCC"], **{"{S}": S})
    yield from each("paths", ["path", "AAA", "CCC", "--out", "{F}"], **{"{F}": F})
    yield from each("paths", ["path", "AAA", "CCC", "--max-nodes", "{K}"], **{"{K}": K})
    yield from each("search", ["search", "{S}", "CCC", "--strategy", "bfs,astar", "--max-seconds", "1"], **{"{S}": S})
    yield from each("search", ["search", "AAA", "CCC", "--strategy", "{X}"],
                    **{"{X}": ["", "x", "bfs,", "bfs" * 200, "astar", "random", "dfs,dls,iddfs"]})
    yield from each("search", ["search", "AAA", "CCC", "--pegs", "{P}", "--max-seconds", "1"], **{"{P}": P})
    yield from each("search", ["search", "--sweep", "n={N}", "--strategy", "bfs", "--max-seconds", "1"],
                    **{"{N}": [*N[:9], "3..10**9", "1..2"]})
    yield from each("search", ["search", "AAA", "CCC", "--plot", "{F}"], **{"{F}": F})
    yield from each("bfs", ["bfs", "{N}"], **{"{N}": N})
    yield from each("bfs", ["bfs", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("bfs", ["bfs", "3", "--checkpoint", "{F}"], **{"{F}": F})
    yield from each("bfs", ["bfs", "3", "--from", "{S}"], **{"{S}": S})
    yield from each("bfs", ["bfs", "3", "--max-memory", "{K}"], **{"{K}": K})
    yield from each("geodesics", ["geodesics", "{N}"], **{"{N}": N})
    yield from each("geodesics", ["geodesics", "{N}", "--pegs", "{P}"], **{"{N}": NP, "{P}": PP})
    yield from each("geodesics", ["geodesics", "3", "--to", "{S}"], **{"{S}": S})
    yield from each("geodesics", ["geodesics", "3", "--from", "{S}"], **{"{S}": S})
    yield from each("geodesics", ["geodesics", "3", "--max-memory", "{K}"], **{"{K}": K})
    yield from each("geodesics", ["geodesics", "{N}", "--pegs", "{P}", "--method", "half"], **{"{N}": NP, "{P}": PP})
    yield from each("geodesics", ["geodesics", "3", "--max-moves", "{K}"], **{"{K}": K})
    yield from each("graph", ["graph", "{N}", "--out", "g.graphml"], **{"{N}": N})
    yield from each("graph", ["graph", "3", "--pegs", "{P}", "--out", "g.graphml"], **{"{P}": P})
    yield from each("graph", ["graph", "3", "--out", "{F}"], **{"{F}": F})
    V = ["linear", "cyclic", "cyclic-ccw", "star", "london", "panex", "", "AB" * 100]
    R = ["AB,BC,CA", "AB", "A?", "", "AB," * 1000, "ZA,AZ", "A<>B,B<>C,C<>D,D<>A"]
    LS = ["|21|3||", "|", "", "|1234|||", "[[1,2,3],[],[]]", "[" * 10_000, "|21|3||" * 100, "|9|8|7|"]
    yield from each("london", ["london", "{S}", "|123|||"], **{"{S}": LS})
    yield from each("london", ["london", "|21|3||", "{S}"], **{"{S}": LS})
    yield from each("london", ["london", "|21|3||", "|123|||", "--heights", "{H}"],
                    **{"{H}": ["3,2,1", "0,0,0", "10**100,1,1", "x", "", ",".join(["9"] * 30), "-1,2,1"]})
    yield from each("london", ["london", "--set", "{X}"], **{"{X}": ["shallice", "berg", "", "phillips-c", "x" * 500]})
    RS = ["", "1011", "12", "1" * 5000, "1" * 2_000_000, "0b101", "-", " 1"]
    yield from each("rings", ["rings", "{N}"], **{"{N}": N})
    yield from each("rings", ["rings", "{N}", "--count", "--double"], **{"{N}": N})
    yield from each("rings", ["rings", "{N}", "--move", "{K}"], **{"{N}": NP, "{K}": K})
    yield from each("rings", ["rings", "--from", "{S}", "--to", "0000"], **{"{S}": RS})
    yield from each("rings", ["rings", "--from", "{S}", "--to", "{S}", "--double"], **{"{S}": RS})
    PS = ["|21||ba|", "", "|||", "|21ba|||", "|12||ab|", "|" * 5000, "|987654321||abcdefghi|", "|2|1a|b|"]
    yield from each("panex", ["panex", "{N}"], **{"{N}": [*N, "6", "9"]})
    yield from each("panex", ["panex", "{N}", "--task", "{X}", "--count"],
                    **{"{N}": NP, "{X}": ["transfer", "exchange", "swap", ""]})
    yield from each("panex", ["panex", "--from", "{S}", "--to", "|ba||21|"], **{"{S}": PS})
    yield from each("panex", ["panex", "{N}", "--task", "exchange", "--max-states", "{K}"],
                    **{"{N}": ["4", "9"], "{K}": K})
    yield from each("graph", ["graph", "{N}", "--pegs", "{P}", "--sierpinski", "--out", "s.graphml"],
                    **{"{N}": NP, "{P}": PP})
    yield from each("rings", ["rings", "{N}", "--svg", "r.svg"], **{"{N}": N})
    yield from each("rings", ["rings", "{N}", "--move", "{K}", "--svg", "r.svg"], **{"{N}": NP, "{K}": K})
    yield from each("rings", ["rings", "--from", "{S}", "--svg", "r.svg"], **{"{S}": RS})
    yield from each("rings", ["rings", "3", "--svg", "{F}"], **{"{F}": F})
    yield from each("panex", ["panex", "{N}", "--svg", "p.svg"], **{"{N}": [*N, "9"]})
    yield from each("panex", ["panex", "--from", "{S}", "--svg", "p.svg"], **{"{S}": PS})
    yield from each("panex", ["panex", "2", "--svg", "{F}"], **{"{F}": F})
    yield from each("graph", ["graph", "{N}", "--rings", "--out", "r.graphml"], **{"{N}": [*N, "20", "64"]})
    yield from each("graph", ["graph", "{N}", "--panex", "--out", "p.graphml"], **{"{N}": [*NP, "5", "9"]})
    yield from each("graph", ["graph", "2", "--panex", "--out", "{F}"], **{"{F}": F})
    yield from each("variants", ["count", "{N}", "--variant", "{V}"], **{"{N}": NP, "{V}": V})
    yield from each("variants", ["solve", "{N}", "--rules", "{R}"], **{"{N}": NP, "{R}": R})
    yield from each("variants", ["move", "{N}", "{K}", "--variant", "linear"], **{"{N}": NP, "{K}": K})
    yield from each("variants", ["bfs", "{N}", "--variant", "{V}"], **{"{N}": NP, "{V}": V[:5]})
    yield from each("variants", ["graph", "{N}", "--variant", "{V}", "--out", "g.graphml"], **{"{N}": NP, "{V}": V[:5]})
    yield from each("variants", ["distance", "{S}", "CCC", "--variant", "{V}"], **{"{S}": S[:9], "{V}": V[:5]})
    yield from each("variants", ["verify", "moves3.json", "--discs", "3", "--rules", "{R}"], **{"{R}": R})
    yield from each("variants", ["search", "AAA", "CCC", "--variant", "{V}", "--max-seconds", "1"], **{"{V}": V})
    yield from each("variants", ["show", "{N}", "--variant", "{V}", "--step", "{K}"], **{"{N}": NP[:5], "{V}": V[:5],
                                                                                        "{K}": K})
    yield from each("verify", ["verify", "{R}", "--discs", "3"], **{"{R}": READ_VALUES})
    yield from each("verify", ["verify", "moves3.json", "--discs", "{N}"], **{"{N}": N})
    yield from each("verify", ["verify", "moves3.json", "--discs", "3", "--pegs", "{P}"], **{"{P}": P})
    yield from each("verify", ["verify", "moves3.json", "--start", "{S}"], **{"{S}": S})
    yield from each("verify", ["eval", "{R}"], **{"{R}": [*READ_VALUES, "answers.jsonl"]})
    yield from each("verify", ["pddl", "{N}", "--out", "plan"], **{"{N}": N})
    yield from each("verify", ["pddl", "3", "--pegs", "{P}", "--out", "plan"], **{"{P}": P})
    yield from each("verify", ["pddl", "3", "--out", "{F}"], **{"{F}": F})
    yield from each("site", ["site", "{F}"], **{"{F}": [*F, "", "x" * 5000, "moves3.json", "/dev/null", "a/" * 300]})
    yield from each("results", ["results", "export", "--db", "{D}"], **{"{D}": DB_VALUES})
    yield from each("results", ["results", "report", "--db", "{D}", "--out", "r.html"], **{"{D}": DB_VALUES})
    # issue 34: online studies (jsPsych timelines, the plugin's data, Psych-DS, JATOS)
    yield from each("jspsych", ["jspsych", "export", "--set", "{X}"],
                    **{"{X}": ["", "shallice ", "x" * 5000, "10**100", "../shallice", "bishop2001\x00"]})
    yield from each("jspsych", ["jspsych", "export", "--study", "{R}"], **{"{R}": READ_VALUES})
    yield from each("jspsych", ["jspsych", "export", "--contrib", "{R}"], **{"{R}": READ_VALUES})
    yield from each("jspsych", ["jspsych", "export", "--set", "shallice", "--out", "{F}"], **{"{F}": F})
    yield from each("jspsych", ["jspsych", "jatos", "{R}", "--out", "s.jzip"], **{"{R}": READ_VALUES})
    yield from each("results", ["results", "import", "{R}", "--db", "r.sqlite3"], **{"{R}": READ_VALUES})
    yield from each("results", ["results", "import", "moves3.json", "--db", "{D}"], **{"{D}": DB_VALUES})
    yield from each("results", ["results", "psychds", "--name", "x", "--description", "y", "--db", "{D}"],
                    **{"{D}": DB_VALUES})
    full_disk = [["solve", "3"], ["solve", "20"], ["solve", "5", "--format", "json"], ["move", "3", "1"],
                 ["state", "3", "1"], ["step", "BA"], ["count", "10"], ["show", "3"], ["table"], ["space", "4"],
                 ["distance", "AAA", "CCC"], ["path", "AAAA", "DDDD", "--pegs", "4"], ["bfs", "3"],
                 ["search", "AAA", "CCC", "--strategy", "bfs,astar"], ["verify", "moves3.json", "--discs", "3"],
                 ["prompt", "3"], ["eval", "answers.jsonl", "--out", "-"], ["--help"], ["--version"]]
    for argv in full_disk:
        yield "full-disk", argv
    yield from each("results", ["play", "--no-browser", "--port", "1", "--db", "{D}"],
                    **{"{D}": [d for d in DB_VALUES if d not in ("missing.db", "empty.db")]})
    # issue 33: the terminal game (a game that would start needs a terminal: refused with exit 2 here)
    yield from each("terminal", ["play", "--terminal", "--discs", "{N}"], **{"{N}": N})
    yield from each("terminal", ["play", "--terminal", "--pegs", "{P}"], **{"{P}": P})
    yield from each("terminal", ["play", "--terminal", "--start", "london", "--problem", "{K}"], **{"{K}": K})
    yield from each("terminal", ["play", "--terminal", "--seed", "{K}", "--start", "random"], **{"{K}": K})
    yield from each("terminal", ["play", "--terminal", "--london-set", "{X}", "--start", "london"],
                    **{"{X}": ["", "x" * 5000, "../shallice", "shallice\x00", "10**100"]})
    yield from each("terminal", ["play", "--terminal", "--discs", "2", "--keys", "{X}"],
                    **{"{X}": ["", "1 " * 20_000, "z", "\x00", "1 3 " * 3, "s", "h u u r", "1" * 5000]})
    # issue 29: proxies named by nothing (a server that would start is not a case here: it serves until stopped)
    yield from each("results", ["play", "--no-browser", "--port", "1", "--forwarded-allow-ips", "{X}"],
                    **{"{X}": ["", "   "]})
    expressions = number_expressions()
    yield from each("numbers", ["count", "{X}"], **{"{X}": expressions})
    yield from each("numbers", ["move", "3", "{X}"], **{"{X}": expressions})
    yield from each("numbers", ["bfs", "3", "--pegs", "{X}"],  # a power: never a number of pegs to search
                    **{"{X}": [x for x in expressions if "**1+" not in x and not x.endswith("**1")]})
    # issue 24: the protocol suite (offline, simulated model) and the MCP server (only values it refuses:
    # a port it accepts would serve until stopped)
    protocol = ["eval", "--protocol", "tools", "--simulate", "0", "--out", "r.jsonl"]
    yield from each("protocols", [*protocol, "--discs", "{N}"], **{"{N}": NP})
    yield from each("protocols", [*protocol, "--discs", "3", "--pegs", "{P}"], **{"{P}": PP})
    yield from each("protocols", [*protocol, "--discs", "3", "--start", "{S}"], **{"{S}": S[::2]})
    yield from each("protocols", ["eval", "--protocol", "maker", "--simulate", "{K}", "--votes", "{K}",
                                  "--discs", "2", "--out", "r.jsonl"], **{"{K}": K})
    yield from each("protocols", ["eval", "--runs", "{R}"], **{"{R}": READ_VALUES})
    # issue 35: fresh instances and the token cap
    yield from each("protocols", ["instances", "{N}", "--discs", "3", "--pegs", "3", "--out", "i.jsonl"], **{"{N}": NP})
    yield from each("protocols", ["instances", "2", "--discs", "{N}", "--out", "i.jsonl"], **{"{N}": NP})
    yield from each("protocols", ["instances", "2", "--pegs", "{P}", "--out", "i.jsonl"], **{"{P}": PP})
    yield from each("protocols", ["instances", "2", "--distance", "{K}", "--out", "i.jsonl"], **{"{K}": K})
    yield from each("protocols", ["instances", "2", "--variant", "{X}", "--out", "i.jsonl"],
                    **{"{X}": ["", "panex", "star", "london", "x" * 5000]})
    yield from each("protocols", ["instances", "2", "--out", "{F}"], **{"{F}": F})
    yield from each("protocols", [*protocol, "--discs", "3", "--cap", "{K}"], **{"{K}": K})
    yield from each("protocols", ["mcp", "--transport", "http", "--port", "{K}"],
                    **{"{K}": ["0", "-1", "65536", "2**64", "10**100", "x", "1.5", ""]})
    yield from each("protocols", ["mcp", "--transport", "{X}"], **{"{X}": ["", "sse", "x" * 5000]})
    # issue 29: every limit checked before the work (each refused at once, well inside the CPU limit) ...
    for argv in LIMITS_29:
        yield "limits29", argv
    # ... and folders of the user's, refused and left whole (test_owned_folders.py checks their sha256)
    yield from each("folders29", ["bfs", "4", "--pegs", "4", "{X}", "user-folder"],
                    **{"{X}": ["--disk", "--checkpoint"]})
    yield from each("folders29", ["pddl", "3", "--out", "{F}"], **{"{F}": ["user-folder", "user-folder/"]})


CYCLE_26 = ",".join(f"{a}{b}" for a, b in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "BCDEFGHIJKLMNOPQRSTUVWXYZA", strict=True))
#: issue 29's unbounded defaults: each ran 9 s to past 120 s (or took 3.6 GB) before it refused or finished
LIMITS_29 = [
    ["graph", "12", "--out", "g.svg"], ["graph", "12", "--out", "g.png"], ["graph", "12", "--out", "g.graphml"],
    ["graph", "10", "--out", "g.svg"], ["graph", "12", "--sierpinski", "--out", "s.svg"],
    ["graph", "12", "--sierpinski", "--out", "s.gexf"], ["graph", "9", "--panex", "--out", "p.svg"],
    ["graph", "5", "--panex", "--out", "p.graphml"], ["graph", "4", "--panex", "--out", "p.svg"],
    ["graph", "20", "--rings", "--out", "r.svg"], ["graph", "4", "--rules", CYCLE_26, "--out", "c.svg"],
    ["panex", "9"], ["panex", "9", "--task", "exchange"], ["panex", "5", "--task", "exchange"],
    ["bfs", "4", "--rules", CYCLE_26], ["bfs", "5", "--rules", CYCLE_26], ["bfs", "13", "--variant", "linear"],
]


def command_body(argv: list[str]) -> Callable[[], int]:
    """The body of one command case: ``hanoi ARGV`` run in this process, its exit code returned."""
    def body() -> int:
        os.environ.pop("HANOI_DEBUG", None)
        sys.argv = ["hanoi", *argv]
        _cli().main(args=argv, prog_name="hanoi")
        return 0

    return body


def command_label(argv: list[str], stdout_file: str | None = None) -> str:
    """How a command case is named in a failure: as typed in a shell."""
    shown = "hanoi " + " ".join(repr(a) if not a or " " in a or len(a) > 40 else a for a in argv)[:200]
    return shown + (f" > {stdout_file}" if stdout_file else "")


def run_command(argv: list[str], workdir: Path, *, stdout_file: str | None = None) -> Outcome:
    """One command case, as ``hanoi ARGV`` typed in a shell (``> stdout_file`` when given)."""
    return run_forked(command_label(argv, stdout_file), command_body(argv), workdir, stdout_file=stdout_file)


# --------------------------------------------------------------------------- the function grid

def _states() -> list[Any]:
    from hanoi import State

    return [None, "", "ABD", "abc", 1.5, True, 3, b"AAA", [[3, 2, 1], [], []], "[" * 5000, "A" * 20000,
            State.parse("AAAA"), State.parse("AA", pegs=4), State.parse("A" * 2000), State.perfect(30, pegs=4),
            np.int64(2)]


INTS: list[Any] = [0, -1, 2**63, 10**100, -(10**100), "abc", "", " 5", 1.5, float("nan"), float("inf"), True,
                   None, np.int64(4), np.int64(-1), 10**8, [3]]
TEXTS: list[Any] = [None, "", "A" * 100_000, "\x00", "[" * 10_000, 3, "é", b"AAA"]
PATHS: list[Any] = ["/proc/x/y", "no-such-folder/x", ".", "", None, "/dev/full/x", 3]
FLOATS: list[Any] = [-1.0, float("nan"), float("inf"), 10**100, "x", None, 0]

_INT_DEFAULTS = {"k": 1, "disc": 1, "step": 1, "stop": 5, "source": 0, "target": 2, "peg": 0, "pegs": 3,
                 "chunk": 4, "trials": 10, "successes": 3, "generated": 10, "depth": 2, "n": 3, "start": 1}


def _targets() -> list[tuple[str, Callable[..., Any]]]:
    import hanoi
    import hanoi.draw.puzzles as puzzles
    import hanoi.draw.svg as svg
    import hanoi.draw.text as text
    import hanoi.evaluation.prompts as prompts
    import hanoi.evaluation.scoring as scoring
    import hanoi.notation as notation
    import hanoi.pddl as pddl
    import hanoi.results.dictionary as dictionary
    import hanoi.results.jatos as jatos
    import hanoi.results.jspsych as jspsych
    import hanoi.results.psychds as psychds
    import hanoi.results.study as study
    import hanoi.results.timeline as timeline
    import hanoi.search as search
    import hanoi.terminal.play as terminal_play
    import hanoi.terminal.texts as terminal_texts
    import hanoi.toronto as toronto
    import hanoi.variants.panex as panex
    import hanoi.variants.rings as rings
    import hanoi.verify.report as report

    found: list[tuple[str, Callable[..., Any]]] = []
    for name in hanoi.__all__:
        obj = getattr(hanoi, name)
        if callable(obj) and not (isinstance(obj, type) and issubclass(obj, BaseException)) and name != "BFSResult" \
                and name != "SearchResult":
            found.append((f"hanoi.{name}", obj))
    found += [
        ("State.parse", hanoi.State.parse), ("State.perfect", hanoi.State.perfect),
        ("search.run", search.run), ("search.compare", search.compare),
        ("search.default_depth_limit", search.default_depth_limit),
        ("search.effective_branching_factor", search.effective_branching_factor),
        ("terminal.GameSettings", terminal_play.GameSettings), ("terminal.Texts", terminal_texts.Texts),
        ("pddl.domain_pddl", pddl.domain_pddl), ("pddl.problem_pddl", pddl.problem_pddl),
        ("pddl.write_pddl", pddl.write_pddl), ("pddl.parse_plan_line", pddl.parse_plan_line),
        ("notation.parse_move", notation.parse_move), ("notation.parse_peg", notation.parse_peg),
        ("notation.format_move", notation.format_move), ("verify", report.verify),
        ("draw.svg.board", svg.board), ("draw.svg.animation", svg.animation),
        ("draw.text.draw", text.draw), ("draw.text.drawing_width", text.drawing_width),
        ("draw.puzzles.rings_board", puzzles.rings_board), ("draw.puzzles.panex_board", puzzles.panex_board),
        ("rings.rings_graph", rings.rings_graph), ("panex.panex_graph", panex.panex_graph),
        ("prompts.build_prompt", prompts.build_prompt), ("scoring.wilson_interval", scoring.wilson_interval),
        ("timeline.set_timeline", timeline.set_timeline), ("timeline.contrib_timeline", timeline.contrib_timeline),
        ("timeline.read_timeline_text", timeline.read_timeline_text),
        ("timeline.optimal_path_count", timeline.optimal_path_count),
        ("timeline.study_timeline", timeline.study_timeline), ("jspsych.read_jspsych", jspsych.read_jspsych),
        ("psychds.datafile_name", psychds.datafile_name), ("jatos.jatos_properties", jatos.jatos_properties),
        ("study.load_study", study.load_study), ("study.shipped_study", study.shipped_study),
        ("dictionary.sidecar", dictionary.sidecar), ("dictionary.dictionary_table", dictionary.dictionary_table),
        ("toronto.toronto_colours", toronto.toronto_colours), ("toronto.toronto_colour", toronto.toronto_colour),
        ("Rules.toronto", hanoi.Rules.toronto),
    ]
    return found


def _kind(name: str, annotation: str) -> str:
    if "State" in annotation or name in ("state", "goal"):
        return "state"
    if "PathLike" in annotation or name in ("out_dir", "path", "checkpoint"):
        return "path"
    if "float" in annotation and "int" not in annotation:
        return "float"
    if "int" in annotation or name in _INT_DEFAULTS:
        return "int"
    if "str" in annotation or "bytes" in annotation:
        return "text"
    return "other"


def _default(name: str, kind: str, annotation: str) -> Any:
    from hanoi import Move, State

    if kind == "state":
        return State.parse("CCC") if name == "goal" else State.parse("AAA")
    if kind == "int":
        return _INT_DEFAULTS.get(name, 3)
    if kind == "path":
        return "out"
    if kind == "float":
        return 1.0
    if "Move" in annotation:
        return Move(1, 0, 2)
    if name in ("strategy",):
        return "bfs"
    if name in ("strategies",):
        return ["bfs"]
    if name in ("moves",):
        return [Move(1, 0, 2)]
    return "AAA"


def function_cases() -> Iterator[tuple[str, Callable[[], Any]]]:
    """``(case, thunk)``: each public function with one argument hostile, the others sane."""
    import inspect

    hostile = {"int": INTS, "state": _states(), "text": TEXTS, "path": PATHS, "float": FLOATS,
               "other": [None, -1, 10**100, "", "x"]}
    for label, func in _targets():
        try:
            params = list(inspect.signature(func).parameters.values())
        except (TypeError, ValueError):
            continue
        params = [p for p in params if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        kinds = {p.name: _kind(p.name, str(p.annotation)) for p in params}
        base = {p.name: _default(p.name, kinds[p.name], str(p.annotation)) for p in params if p.default is p.empty}
        if label in ("hanoi.move_chunks",):
            base["n"] = 3
        for param in params:
            for value in hostile[kinds[param.name]]:
                args = dict(base)
                args[param.name] = value
                yield f"{label}({param.name}={_short(value)})", _thunk(func, params, args)
    # numbers that merely appear in the input: n and pegs together
    import hanoi

    for func in (hanoi.solve, hanoi.move_at, hanoi.state_at, hanoi.min_moves, hanoi.state_count, hanoi.edge_count):
        for n in (3, 2**63, 10**100):
            for pegs in (4, 64, 10**8, 10**100):
                args = {"n": n, "pegs": pegs} | ({"k": 1} if func in (hanoi.move_at, hanoi.state_at) else {})
                yield f"hanoi.{func.__name__}({_short(args)})", _thunk(func, [], args, keywords=True)
    for n in (3, 2**63, 10**100):
        for pegs in (4, 64, 10**8, 10**100):
            yield f"hanoi.frame_stewart({n}, {pegs})", _thunk(hanoi.frame_stewart, [], {"n": n, "pegs": pegs},
                                                               keywords=True)
            yield f"hanoi.graph({_short(n)}, {_short(pegs)})", _thunk(hanoi.graph, [], {"n": n, "pegs": pegs},
                                                                      keywords=True)
            yield f"hanoi.bfs_layers({_short(n)}, pegs={_short(pegs)})", _thunk(
                hanoi.bfs_layers, [], {"start": n, "pegs": pegs}, keywords=True)


# Issue 25: JSON numbers that are not finite (read by Python's json as nan or inf) in every number
# of every request body; each must get a 4xx, never a 500.
NON_FINITE = ["NaN", "Infinity", "-Infinity", "1e999999", "1e309", "-1e309"]
WEB_NUMBER_FIELDS = [
    ("game", "/api/games", '{{"n": {v}}}'), ("game", "/api/games", '{{"pegs": {v}}}'),
    ("game", "/api/games", '{{"seed": {v}, "start": "random"}}'),
    ("game", "/api/games/{game}/moves", '{{"source": {v}, "target": 1}}'),
    ("game", "/api/games/{game}/moves", '{{"source": 0, "target": {v}}}'),
    ("session", "/api/sessions", '{{"participant": "P", "discs": {v}}}'),
    ("session", "/api/sessions", '{{"participant": "P", "time_limit_s": {v}}}'),
    ("session", "/api/sessions/{session}/moves", '{{"source": 0, "target": 2, "seq": {v}}}'),
    ("session", "/api/sessions/{session}/moves", '{{"source": 0, "target": 2, "lift_at": {v}}}'),
    ("session", "/api/sessions/{session}/moves", '{{"source": 0, "target": 2, "drop_at": {v}}}'),
    ("session", "/api/sessions/{session}/shown", '{{"trial": 1, "at": {v}}}'),
    ("session", "/api/sessions/{session}/shown", '{{"trial": {v}}}'),
    ("session", "/api/sessions/{session}/heartbeat", '{{"trial": 1, "at": {v}}}'),
]


def _post_non_finite(path: str, template: str) -> None:
    """Every non-finite value in one field: a 4xx each time (one app for them all: starting one takes a second)."""
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    client = TestClient(create_app(":memory:", examiner_token="t"), base_url="http://127.0.0.1",
                        headers={"X-Hanoi-Examiner": "t"})  # the examiner; a server exception: a crash of the case
    game = client.post("/api/games", json={}).json()["id"]
    session = client.post("/api/sessions", json={"participant": "P", "problem_set": "file",
                                                 "problems": "AAA CCC\n"}).json()["id"]
    for value in NON_FINITE:
        body = template.format(v=value)
        answer = client.post(path.format(game=game, session=session), content=body,
                             headers={"Content-Type": "application/json"})
        if not 400 <= answer.status_code < 500 or len(answer.text) > 2000:
            raise RuntimeError(f"{path} {body}: HTTP {answer.status_code} {answer.text[:200]}")


def web_cases() -> Iterator[tuple[str, Callable[[], Any]]]:
    """``(case, thunk)``: each number field of the web API, with each non-finite value."""
    for _, path, template in WEB_NUMBER_FIELDS:
        shown = template.format(v="|".join(NON_FINITE))
        yield f"POST {path} {shown}", (lambda path=path, template=template: _post_non_finite(path, template))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _thunk(func: Callable[..., Any], params: list[Any], args: dict[str, Any], *, keywords: bool = False
           ) -> Callable[[], Any]:
    positional = [] if keywords else [args[p.name] for p in params if p.kind == p.POSITIONAL_ONLY]
    named = args if keywords else {k: v for k, v in args.items() if k not in {p.name for p in params
                                                                               if p.kind == p.POSITIONAL_ONLY}}
    return lambda: func(*positional, **named)


def function_body(thunk: Callable[[], Any]) -> Callable[[], int]:
    """The body of one function case: it must return, or raise HanoiError or TypeError (said on stdout)."""
    def body() -> int:
        from hanoi import HanoiError

        try:
            result = thunk()
            if isinstance(result, Iterator):
                for _ in zip(range(1000), result, strict=False):
                    pass
            elif isinstance(result, (str, bytes, np.ndarray)):
                len(result)
        except (HanoiError, TypeError) as error:
            sys.stdout.write(f"raised {type(error).__name__}: {error}")
            return 0
        sys.stdout.write("returned")
        return 0

    return body


def run_function(case: str, thunk: Callable[[], Any], workdir: Path) -> Outcome:
    """One function case, in a forked child of its own."""
    return run_forked(case, function_body(thunk), workdir)


_CLI: list[Any] = []


def _cli() -> Any:
    """The click command of ``hanoi``, built once (typer builds it anew at each call)."""
    if not _CLI:
        import typer

        from hanoi.cli import app

        _CLI.append(typer.main.get_command(app))
    return _CLI[0]


def warm_up() -> None:
    """Import everything and compile the kernels once, so that each forked case starts warm."""
    import hanoi
    import hanoi.cli
    import hanoi.search
    import hanoi.space.graphs
    import hanoi.verify.report

    hanoi.bfs_layers(3, pegs=4)
    hanoi.bfs_layers(2)
    hanoi.bfs_layers(2, pegs=30)
    hanoi.distance(hanoi.State.parse("AAAAAA", pegs=4), hanoi.State.parse("DDDDDD", pegs=4))
    hanoi.graph(2)
    import hanoi.web.app  # the web cases
    _cli()


# --------------------------------------------------------------------------- running a share of the grid

def all_cases() -> list[tuple[str, Any]]:
    """Every case, commands then functions: ``("cmd", argv)`` or ``("fn", (label, thunk))``."""
    return ([("cmd", case) for case in command_cases()] + [("fn", case) for case in function_cases()]
            + [("fn", case) for case in web_cases()])


def run_share(part: int, parts: int, workdir: Path, *, warm: bool = True) -> dict[str, Any]:
    """Run cases ``part, part + parts, ...`` and return their failures and their costs.

    They run in batches (:func:`run_batch`); a case whose batch outcome is not clean runs again alone
    (:func:`run_forked`) and that outcome is the one judged.  A case killed on wall time well inside its CPU
    budget (it waited for a core, or for a lock taken at the fork) runs once more: a case that truly hangs or
    spins is stopped again on the second run.  ``warm=False`` (bench_hostile's smoke run, a few cases) skips
    the warm-up: the cases import what they need.
    """
    setup_files(workdir)
    if warm:
        warm_up()
    failures: list[str] = []
    costs: list[tuple[float, float, int, str]] = []
    mine = [(kind, case) for index, (kind, case) in enumerate(all_cases()) if index % parts == part]

    def alone(kind: str, case: Any) -> Outcome:
        for _attempt in range(2):
            if kind == "cmd":
                group, argv = case
                outcome = run_command(argv, workdir, stdout_file="/dev/full" if group == "full-disk" else None)
            else:
                outcome = run_function(case[0], case[1], workdir)
            if not waited_out(outcome):
                break
        return outcome

    def judge(kind: str, outcome: Outcome) -> None:
        problem = check(outcome, api=kind == "fn")
        if problem:
            failures.append(f"{outcome.case}: {problem}"[:2000])
        costs.append((outcome.wall, outcome.cpu, outcome.peak_growth, outcome.case))

    def batched(kind: str, case: Any) -> tuple[str, Callable[[], int], str | None]:
        if kind == "fn":
            return case[0], function_body(case[1]), None
        group, argv = case
        stdout_file = "/dev/full" if group == "full-disk" else None
        return command_label(argv, stdout_file), command_body(argv), stdout_file

    batch = [batched(kind, case) for kind, case in mine]
    at = 0
    while at < len(mine):
        for (kind, case), outcome in zip(mine[at:], run_batch(batch[at:], workdir), strict=False):
            if outcome is None or check(outcome, api=kind == "fn") is not None:
                outcome = alone(kind, case)  # only a clean batch outcome is trusted: judged alone
            judge(kind, outcome)
            at += 1
    return {"failures": failures, "costs": costs}


def run_shares(parts: int, workdir: Path) -> list[dict[str, Any]]:
    """Every share at once, each in a child forked from this process after one warm-up: their results, in order.

    The warm-up is :func:`warm_up` and ``warm_fork.warm_cli`` (the libraries the commands import,
    Inspect's included, and numba's kernels): done once for all the shares, where a process a share
    did it once a share (Inspect's first eval alone took 3.5 s of CPU in each).  Each share runs in
    its own folder of ``workdir`` (``share-PART``), as each had its own before; the children run side
    by side (one core each), and a child that fails raises here with its status.
    """
    import json

    import warm_fork

    warm_up()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        warm_fork.warm_cli()
    children = []
    for part in range(parts):
        folder = workdir / f"share-{part}"
        folder.mkdir(exist_ok=True)
        read, write = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the share's child: its result as JSON on the pipe
            code = 1
            try:
                os.close(read)
                data = json.dumps(run_share(part, parts, folder, warm=False)).encode()
                view = memoryview(data)
                while view:
                    view = view[os.write(write, view):]
                code = 0
            except BaseException:  # pragma: no cover - in the child
                traceback.print_exc()
            finally:
                os._exit(code)
        os.close(write)
        children.append((part, pid, read))
    results = []
    for part, pid, read in children:
        with os.fdopen(read, "rb") as handle:
            data = handle.read()
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"share {part} of {parts} ended with status {os.waitstatus_to_exitcode(status)}")
        results.append(json.loads(data))
    return results


if __name__ == "__main__":  # python tests/hostile.py PART PARTS WORKDIR [--cold]: one share, as JSON on stdout
    import json  # python tests/hostile.py --all PARTS WORKDIR: every share (run_shares), a list as JSON

    if sys.argv[1] == "--all":
        sys.stdout.write(json.dumps(run_shares(int(sys.argv[2]), Path(sys.argv[3]))) + "\n")
    else:
        share = run_share(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]), warm="--cold" not in sys.argv[4:])
        sys.stdout.write(json.dumps(share) + "\n")
