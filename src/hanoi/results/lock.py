"""One server per results database: a lock file beside the database, held for the server's life.

Two servers writing one database each keep their own idea of a session in memory (its
moves, its participant key), so both would take the same attempt numbers and the file
would no longer replay.  ``hanoi play`` therefore holds an exclusive lock on
``<database>.lock`` (an advisory ``fcntl.flock``, or ``msvcrt.locking`` on Windows) from
start to stop; the file names the holder's process id, so a second server can say who
holds it.  The operating system drops the lock of a process that dies (even ``kill -9``),
so a stale file never blocks the next server.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> first = ResultsLock.acquire(folder / "r.sqlite3")
>>> ResultsLock.acquire(folder / "r.sqlite3")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
hanoi.results.lock.DatabaseInUseError: the results database '...r.sqlite3' is in use by another server (process ...
>>> first.release(); ResultsLock.acquire(folder / "r.sqlite3").release()
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

from hanoi._validate import file_problem
from hanoi.errors import HanoiError, InvalidArgumentError

__all__ = ["DatabaseInUseError", "ResultsLock", "lock_path"]


class DatabaseInUseError(HanoiError):
    """Another live process holds the lock of this results database; ``holder`` is its process id (or None).

    >>> DatabaseInUseError("in use", holder=42).holder
    42
    """

    def __init__(self, message: str, *, holder: int | None = None) -> None:
        super().__init__(message)
        self.holder = holder


def lock_path(db: str | Path) -> Path:
    """The lock file of a results database: its name with ``.lock`` added, in the same folder.

    >>> lock_path("/data/study.sqlite3").name
    'study.sqlite3.lock'
    """
    path = Path(db).expanduser()
    return path.with_name(path.name + ".lock")


def _try_lock(handle: IO[str]) -> bool:
    """Take the exclusive lock of an open file without waiting; False if another process holds it."""
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _holder(path: Path) -> int | None:
    """The process id written in a lock file, or None when it cannot be read."""
    try:
        text = path.read_text(encoding="ascii", errors="replace")[:40]
    except OSError:
        return None
    word = text.split()[0] if text.split() else ""
    return int(word) if word.isdigit() and len(word) < 12 else None


class ResultsLock:
    """The exclusive lock of one results database, held until :meth:`release` (or the process ends).

    >>> import tempfile, pathlib
    >>> db = pathlib.Path(tempfile.mkdtemp()) / "study.sqlite3"
    >>> with ResultsLock.acquire(db) as held:
    ...     held.path.read_text().split()[0] == str(os.getpid())
    True
    >>> held.path.exists()  # released: the file is gone
    False
    """

    def __init__(self, path: Path, handle: IO[str]) -> None:
        self.path = path
        self._handle: IO[str] | None = handle

    @classmethod
    def acquire(cls, db: str | Path) -> ResultsLock:
        """Lock the database ``db`` for this process, or raise :class:`DatabaseInUseError` naming the holder.

        Nothing is created but the lock file (and its folder).  A folder that cannot be
        written is an :class:`~hanoi.errors.InvalidArgumentError` naming the file.

        >>> ResultsLock.acquire("/proc/study.sqlite3")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: cannot write '/proc/study.sqlite3.lock': ...
        """
        path = lock_path(db)
        for _ in range(20):  # a holder may delete the file between our open and our lock: open it again
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                handle = path.open("a+", encoding="ascii")
            except OSError as error:  # a folder that cannot be written: said as for the database itself
                raise InvalidArgumentError(file_problem("write", path, error)) from None
            if not _try_lock(handle):
                handle.close()
                holder = _holder(path)
                who = f"process {holder}" if holder is not None else "another process"
                raise DatabaseInUseError(
                    f"the results database {str(Path(db))!r} is in use by another server ({who}; lock file"
                    f" {str(path)!r}); stop it first or give another --db", holder=holder)
            try:
                same = os.stat(path).st_ino == os.fstat(handle.fileno()).st_ino
            except FileNotFoundError:
                same = False
            if not same:
                handle.close()
                continue
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n")
            handle.flush()
            return cls(path, handle)
        raise DatabaseInUseError(f"the lock file {str(path)!r} keeps changing; another server is starting")

    def release(self) -> None:
        """Give the lock up and delete the lock file (deleted while still held, so no other holder loses it)."""
        if self._handle is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        self._handle.close()
        self._handle = None

    def __enter__(self) -> ResultsLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
