"""Writing answers: files (with one error for every file problem) and move streams.

Move streams are written in the shapes of :class:`~hanoi.cli.options.MoveFormat`, in
constant memory.  Text and JSON stream from the solution's own blocks of moves: each
block that recurs (a sub-tower of up to ten discs) is formatted once and then copied, so
the first line leaves at once and the rest at memory speed (:func:`write_blocks`, which
lives in :mod:`hanoi._answers` so that the console script's fast path writes without
typer).  CSV and bin go through numpy chunks, imported only for them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, TYPE_CHECKING

from hanoi._answers import write_blocks
from hanoi._files import atomic_output
from hanoi._validate import file_problem
from hanoi.cli.app import CommandFileError
from hanoi.cli.options import MoveFormat
from hanoi.errors import FileError
from hanoi.move import Move

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Chunk = tuple[int, npt.NDArray[np.uint8], npt.NDArray[np.uint8]]

__all__ = [
    "chunks_of",
    "file_error",
    "open_output",
    "read_text",
    "searching",
    "writable",
    "writable_folder",
    "write_blocks",
    "write_chunks",
]

def file_error(action: str, path: object, error: OSError) -> CommandFileError:
    """The one error for every file problem: ``cannot ACTION 'PATH': reason``.

    >>> import errno
    >>> print(file_error("write", "/proc/x", PermissionError(errno.EACCES, "Permission denied")))
    cannot write '/proc/x': permission denied
    """
    return CommandFileError(file_problem(action, path, error))


@contextmanager
def searching(message: str, *, show: bool = True) -> Iterator[None]:
    """While a search runs, show ``message`` with a spinner on stderr, when it is a terminal.

    >>> with searching("searching ..."):  # not a terminal here: nothing is shown
    ...     pass
    """
    if not show or not sys.stderr.isatty():
        yield
        return
    from rich.console import Console

    with Console(stderr=True).status(message):
        yield


@contextmanager
def open_output(out: Path | None, binary: bool = True, *, inputs: Iterable[Path | str | None] = ()
                ) -> Iterator[IO[bytes]]:
    """Open ``out`` for writing bytes, or standard output when it is None or ``-``.

    The file is written whole or not at all (:func:`hanoi._files.atomic_output`: a
    temporary file beside it, renamed at the end), and may not be one of ``inputs``.
    Any file problem (a missing folder, a folder, no permission, a full disk, an input)
    becomes :class:`~hanoi.cli.app.CommandFileError`.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     out = Path(folder) / "moves.txt"
    ...     with open_output(out) as handle:
    ...         _ = handle.write(b"1AC\\n")
    ...     print(out.read_bytes())
    b'1AC\\n'
    >>> with open_output(Path("/no/such/folder/x.txt")) as handle:
    ...     pass
    Traceback (most recent call last):
    ...
    hanoi.cli.app.CommandFileError: cannot write '/no/such/folder/x.txt': no such file or folder
    """
    del binary  # every output is written as bytes
    if out is None or str(out) == "-":
        yield sys.stdout.buffer
        sys.stdout.buffer.flush()
        return
    try:
        with atomic_output(out, inputs=inputs) as handle:
            yield handle
    except FileError as error:
        raise CommandFileError(str(error)) from None


def read_text(path: Path | str, limit: int | None = None) -> str:
    """The text of ``path`` (``-`` is standard input), with one error for every file problem.

    >>> read_text("/no/such/file")
    Traceback (most recent call last):
    ...
    hanoi.cli.app.CommandFileError: cannot read '/no/such/file': no such file or folder
    """
    if str(path) == "-":
        return sys.stdin.read() if limit is None else sys.stdin.read(limit)
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read() if limit is None else handle.read(limit)
    except OSError as error:
        raise file_error("read", path, error) from None


def writable(path: Path) -> Path:
    """Check that ``path`` can be created or overwritten, before any work is done.

    The check opens the file for appending (and removes it again if it was not there), so
    that what the operating system refuses is known at once.

    >>> writable(Path("/no/such/folder/x.svg"))
    Traceback (most recent call last):
    ...
    hanoi.cli.app.CommandFileError: cannot write '/no/such/folder/x.svg': no such file or folder
    """
    existed = path.exists()
    try:
        with open(path, "ab"):
            pass
    except OSError as error:
        raise file_error("write", path, error) from None
    if not existed:
        with suppress(OSError):
            path.unlink()
    return path


def writable_folder(path: Path) -> Path:
    """Make sure ``path`` is a folder that can be written (creating it, as ``mkdir -p``).

    >>> writable_folder(Path("/proc/x"))
    Traceback (most recent call last):
    ...
    hanoi.cli.app.CommandFileError: cannot write '/proc/x': no such file or folder
    """
    if path.exists() and not path.is_dir():
        raise CommandFileError(f"cannot write {str(path)[:120]!r}: it is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
        import tempfile  # lazily: not on the start-up path of every command

        fd, probe = tempfile.mkstemp(dir=path, prefix=".hanoi-write-test.")  # a new name: no file of the user's
        os.close(fd)
        os.unlink(probe)
    except OSError as error:
        raise file_error("write", path, error) from None
    return path


# ------------------------------------------------------------------ move streams
def chunks_of(moves: Iterable[Move], size: int = 1 << 16) -> Iterator[Chunk]:
    """Group a stream of moves into ``(first_step, discs, pegs)`` numpy chunks.

    >>> [(k, d.tolist(), p.tolist()) for k, d, p in chunks_of([Move(1, 0, 2)])]
    [(1, [1], [[0, 2]])]
    """
    import numpy as np

    from hanoi.errors import TooLargeError

    step = 1
    stream = iter(moves)
    from itertools import islice

    while batch := tuple(islice(stream, size)):
        data = np.array(batch, dtype=np.int64).reshape(-1, 3)
        if data.size and data.max() > 255:
            raise TooLargeError("a disc or peg number above 255 does not fit in a byte of --format bin/csv")
        arr = data.astype(np.uint8)
        yield step, arr[:, 0].copy(), arr[:, 1:].copy()
        step += len(batch)


def write_chunks(
    chunks: Iterable[Chunk],
    fmt: MoveFormat,
    handle: IO[bytes],
    *,
    progress: Callable[[int], object] | None = None,
) -> int:
    """Write numpy chunks as CSV or bin; return the number of moves written.

    >>> import io
    >>> handle = io.BytesIO()
    >>> write_chunks(chunks_of([Move(1, 0, 1), Move(2, 0, 2)]), MoveFormat.CSV, handle)
    2
    >>> print(handle.getvalue().decode(), end="")
    step,disc,source,target
    1,1,0,1
    2,2,0,2
    """
    import numpy as np

    total = 0
    if fmt is MoveFormat.CSV:
        handle.write(b"step,disc,source,target\n")
    for first, discs, pegs in chunks:
        if fmt is MoveFormat.BIN:
            handle.write(np.column_stack([discs, pegs]).astype(np.uint8).tobytes())
        else:
            rows = "".join(
                f"{first + i},{d},{s},{t}\n"
                for i, (d, (s, t)) in enumerate(zip(discs.tolist(), pegs.tolist(), strict=True))
            )
            handle.write(rows.encode())
        total += len(discs)
        if progress is not None:
            progress(len(discs))
    return total
