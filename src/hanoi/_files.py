"""Writing files whole: an output that is one of the inputs is refused, and every file is written
through a temporary file in its own folder and then renamed over the old one.

So a failure midway (a full disk, an interrupted run, a bug) leaves the old file whole, and
``hanoi eval a.jsonl --out a.jsonl`` cannot empty its own input.  This is the rule of
SQLite's and PostgreSQL's authors for files that are not a database's own: write aside,
``fsync``, ``rename`` (atomic within one file system).  Every command that writes a file
goes through :func:`atomic_output` (or :func:`write_whole`); every problem is one
:class:`~hanoi.errors.FileError` worded by :func:`hanoi._validate.file_problem`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal, overload

from hanoi._validate import file_problem
from hanoi.errors import FileError

__all__ = ["atomic_output", "check_output", "same_file", "temporary_name", "write_whole"]

PathLike = str | os.PathLike[str]

_WRITE_ERRORS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EROFS}


def same_file(a: PathLike, b: PathLike) -> bool:
    """Whether ``a`` and ``b`` name one file: the same path, through symbolic links, ``..`` or hard links.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     first = Path(folder) / "a.txt"; _ = first.write_text("x")
    ...     (Path(folder) / "link").symlink_to(first); os.link(first, Path(folder) / "hard")
    ...     [same_file(first, Path(folder) / name) for name in ("link", "hard", "sub/../a.txt", "b.txt")]
    [True, True, True, False]
    """
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):  # one of them does not exist (or is not a path): compare where they lead
        try:
            return Path(a).resolve() == Path(b).resolve()
        except (OSError, RuntimeError, ValueError):
            return False


def check_output(out: PathLike, inputs: Iterable[PathLike | None] = ()) -> Path:
    """Refuse an output that resolves to one of the command's ``inputs``, or that is a folder.

    >>> check_output("report.html", ["answers.jsonl"])
    PosixPath('report.html')
    >>> check_output("a.jsonl", ["./a.jsonl"])
    Traceback (most recent call last):
    ...
    hanoi.errors.FileError: cannot write 'a.jsonl': it is the input './a.jsonl'; give another output
    """
    path = Path(out)
    for given in inputs:
        if given is None or str(given) in ("-", ""):
            continue
        if same_file(path, given):
            raise FileError(file_problem("write", path, f"it is the input {str(given)[:80]!r}; give another output"),
                            path=str(path))
    if path.is_dir():
        raise FileError(file_problem("write", path, "it is a folder"), path=str(path))
    return path


def temporary_name(path: Path) -> str:
    """The prefix of the temporary files written beside ``path`` (a dot file: hidden, and easy to find).

    >>> temporary_name(Path("out/moves.txt"))
    '.moves.txt.'
    """
    return f".{path.name[:200]}."


def _mode_for(target: Path) -> int:
    """The permissions of the file being replaced, or those a new file gets (0666 less the umask)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


@overload
def atomic_output(out: PathLike, *, inputs: Iterable[PathLike | None] = (), text: Literal[False] = False,
                  encoding: str = "utf-8", newline: str | None = None, durable: bool = True,
                  ) -> contextlib.AbstractContextManager[IO[bytes]]:
    ...


@overload
def atomic_output(out: PathLike, *, inputs: Iterable[PathLike | None] = (), text: Literal[True],
                  encoding: str = "utf-8", newline: str | None = None, durable: bool = True,
                  ) -> contextlib.AbstractContextManager[IO[str]]:
    ...


def atomic_output(out: PathLike, *, inputs: Iterable[PathLike | None] = (), text: bool = False,
                  encoding: str = "utf-8", newline: str | None = None, durable: bool = True,
                  ) -> contextlib.AbstractContextManager[IO[Any]]:
    """Open ``out`` for writing through a temporary file beside it, renamed over ``out`` on success.

    ``out`` may not be one of ``inputs`` (:func:`check_output`).  If the block raises, or
    writing fails, the temporary file is removed and the old ``out`` is left whole.  A
    symbolic link is followed (the file it points to is replaced); an output that is not
    a regular file (``/dev/null``, ``/dev/full``, a pipe) is written directly.  Any file
    problem is a :class:`~hanoi.errors.FileError`.  ``durable=False`` skips the ``fsync``
    (scratch files that need not survive a power cut).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     out = Path(folder) / "moves.txt"; _ = out.write_text("old\\n")
    ...     try:
    ...         with atomic_output(out, text=True) as handle:
    ...             _ = handle.write("new, but half")
    ...             raise KeyboardInterrupt
    ...     except KeyboardInterrupt:
    ...         pass
    ...     print(out.read_text(), end=""); print(sorted(p.name for p in Path(folder).iterdir()))
    old
    ['moves.txt']
    """
    return _atomic_output(out, inputs=list(inputs), text=text, encoding=encoding, newline=newline, durable=durable)


@contextlib.contextmanager
def _atomic_output(out: PathLike, *, inputs: list[PathLike | None], text: bool, encoding: str,
                   newline: str | None, durable: bool) -> Iterator[IO[Any]]:
    path = check_output(out, inputs)
    try:
        target = path.resolve()
        special = target.exists() and not target.is_file()
    except (OSError, RuntimeError) as error:
        raise FileError(file_problem("write", path, error if isinstance(error, OSError) else "a loop of links"),
                        path=str(path)) from None
    if special:  # a device or a pipe: nothing to replace
        try:
            handle: IO[Any] = open(target, "w" if text else "wb", encoding=encoding if text else None,  # noqa: SIM115
                                      newline=newline if text else None)
        except OSError as error:
            raise FileError(file_problem("write", path, error), path=str(path)) from None
        try:
            yield handle
            handle.close()
        except OSError as error:
            raise FileError(file_problem("write", path, error), path=str(path)) from None
        finally:
            with contextlib.suppress(OSError):
                handle.close()
        return
    try:
        import tempfile  # lazily: not on the start-up path of every command

        fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=temporary_name(target), suffix=".tmp")
    except OSError as error:
        raise FileError(file_problem("write", path, error), path=str(path)) from None
    done = False
    try:
        os.fchmod(fd, _mode_for(target))
        raw = os.fdopen(fd, "w" if text else "wb", encoding=encoding if text else None,
                        newline=newline if text else None)
        with raw as handle:
            yield handle
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temporary, target)
        done = True
    except OSError as error:
        if error.filename is not None and error.filename != temporary and error.errno not in _WRITE_ERRORS:
            raise  # another file's problem (an input that cannot be read): not ours to reword
        raise FileError(file_problem("write", path, error), path=str(path)) from None
    finally:
        if not done:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    if not durable:
        return
    with contextlib.suppress(OSError):  # the rename itself survives a crash once the folder is synced
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def write_whole(out: PathLike, data: bytes | str, *, inputs: Iterable[PathLike | None] = ()) -> Path:
    """Write ``data`` (text as UTF-8) to ``out`` whole, through :func:`atomic_output`; return the path.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     print(write_whole(Path(folder) / "r.html", "<p>hi</p>").read_text())
    <p>hi</p>
    """
    with atomic_output(out, inputs=inputs) as handle:
        handle.write(data.encode() if isinstance(data, str) else data)
    return Path(out)
