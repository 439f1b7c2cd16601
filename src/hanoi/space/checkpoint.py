"""Resumable checkpoints of the two-bit BFS: one directory, a ``meta.json`` and the arrays.

Korf and Felner's disk-based searches of the four-peg puzzle ("Recent progress in
heuristic search: a case study of the four-peg Towers of Hanoi problem", IJCAI 2007)
ran for weeks; a search that long must survive a stop.  A checkpoint is written at the
end of a layer: first the arrays, each to a temporary file renamed into place, then
``meta.json`` (which names the arrays), then the arrays of older layers are removed.  A
kill at any moment leaves either the old checkpoint or the new one, never a mixture.

- One machine (:func:`hanoi.space.bfs.bfs_layers`): ``bits-DEPTH.npy`` and
  ``touched-DEPTH.npy`` beside ``meta.json``.
- A cluster (:mod:`hanoi.space.cluster`): every partition writes ``part-NNNN/bits-DEPTH.npy``
  and ``part-NNNN/touched-DEPTH.npy`` itself, and the driver writes ``meta.json`` once
  every partition has saved that layer.

``meta.json`` starts with what identifies the search (:func:`identity`); a directory that
holds another search is refused by :func:`read_meta`, with what differs.

>>> import tempfile
>>> from hanoi.state import State
>>> from hanoi.space.kernel import make_plan
>>> start = State.perfect(5, pegs=4)
>>> folder = Path(tempfile.mkdtemp())
>>> write_json(folder / "meta.json", {**identity(start, make_plan(start, True, 8)), "depth": 3})
>>> read_meta(folder, identity(start, make_plan(start, True, 8)))["depth"]
3
>>> read_meta(folder, identity(State.perfect(6, pegs=4), make_plan(State.perfect(6, pegs=4), True, 8)))
Traceback (most recent call last):
...
hanoi.errors.InvalidArgumentError: checkpoint ... holds a search of 5 discs on 4 pegs from AAAAA (with symmetry), ...
"""

from __future__ import annotations

import fcntl
import json
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi._files import atomic_output
from hanoi._folders import OwnedFolder
from hanoi._validate import file_problem
from hanoi.errors import InvalidArgumentError, InvalidStateError
from hanoi.space.kernel import TASK_WORDS, Plan
from hanoi.state import State

__all__ = [
    "FORMAT",
    "LOCK_NAME",
    "Progress",
    "hold",
    "identity",
    "load_array",
    "partition_folder",
    "read_meta",
    "remove_stale",
    "save_array",
    "write_json",
]

FORMAT = 1
"""The checkpoint format version: a checkpoint of another version is refused."""


@dataclass
class Progress:
    """The state of a search between two layers (what ``meta.json`` holds besides the identity).

    ``cur`` is the two-bit code of the layer to expand next (1 or 2: the codes swap every
    layer); ``layers`` are weighted by orbit size, ``stored_layers`` count stored states.

    >>> Progress(0, 1, [1], [1], {}, 0.0).to_meta()["layers"]
    [1]
    """

    depth: int
    cur: int
    layers: list[int]
    stored_layers: list[int]
    perfect: dict[int, int]
    seconds: float
    extra: dict[str, Any] = field(default_factory=dict)

    def to_meta(self) -> dict[str, Any]:
        """The JSON fields of this progress.

        >>> sorted(Progress(2, 1, [1, 3, 6], [1, 1, 2], {0: 0}, 0.5).to_meta())
        ['cur', 'depth', 'layers', 'perfect', 'seconds', 'stored_layers']
        """
        return {"depth": self.depth, "cur": self.cur, "layers": self.layers, "stored_layers": self.stored_layers,
                "perfect": {str(peg): d for peg, d in self.perfect.items()}, "seconds": self.seconds, **self.extra}

    @classmethod
    def from_meta(cls, meta: dict[str, Any], extra: tuple[str, ...] = ()) -> Progress:
        """Read back :meth:`to_meta`, keeping the ``extra`` keys.

        >>> Progress.from_meta(Progress(1, 2, [1, 3], [1, 1], {0: 0}, 0.1).to_meta()).cur
        2
        """
        return cls(int(meta["depth"]), int(meta["cur"]), [int(x) for x in meta["layers"]],
                   [int(x) for x in meta["stored_layers"]], {int(p): int(d) for p, d in meta["perfect"].items()},
                   float(meta["seconds"]), {key: meta[key] for key in extra if key in meta})


def identity(start: State, plan: Plan, **extra: Any) -> dict[str, Any]:
    """What identifies a search in its checkpoint: the format, n, pegs, start, symmetry, layout.

    ``extra`` adds fields (a cluster adds ``engine`` and ``partitions``).

    >>> from hanoi.space.kernel import make_plan
    >>> identity(State.perfect(2), make_plan(State.perfect(2), True, 8))["start"]
    [0, 0]
    """
    return {"format": FORMAT, "n": plan.n, "pegs": plan.p, "start": list(start.positions),
            "free": list(plan.free), "k": plan.k, "task_words": TASK_WORDS, **extra}


def _describe(meta: dict[str, Any]) -> str:
    try:
        start = State(tuple(int(peg) for peg in meta["start"]), int(meta["pegs"]))
        symmetry = "with" if meta["free"] else "without"
        return f"{start.n} discs on {start.pegs} pegs from {start or '(no discs)'} ({symmetry} symmetry)"
    except (KeyError, TypeError, ValueError):
        return "another search"


def read_meta(folder: Path, expected: dict[str, Any]) -> dict[str, Any] | None:
    """The ``meta.json`` of ``folder`` if it holds the search ``expected`` identifies; None if there is none.

    A checkpoint of another search (other discs, pegs, start or symmetry), of the other
    engine (one machine or a cluster), or with another number of partitions is refused
    with an :class:`InvalidArgumentError` that says what differs; an unreadable one with
    an :class:`InvalidStateError`.

    >>> read_meta(Path("/nonexistent"), {}) is None
    True
    """
    path = folder / "meta.json"
    if not path.exists():
        return None
    try:
        meta = json.loads(path.read_text())
        if not isinstance(meta, dict):
            raise TypeError("not a JSON object")
    except (OSError, ValueError, TypeError) as error:
        raise InvalidStateError(f"checkpoint {str(folder)!r} is unreadable: {error}") from None
    where = f"checkpoint {str(folder)!r}"
    theirs, ours = meta.get("engine", "one machine"), expected.get("engine", "one machine")
    if theirs != ours:
        raise InvalidArgumentError(f"{where} holds a search run on {theirs}, not on {ours}; use another directory")
    if meta.get("format") != expected["format"]:
        raise InvalidArgumentError(f"{where} has format {meta.get('format')!r}, not {expected['format']}; "
                                   "use another directory")
    core = ("n", "pegs", "start", "free", "k", "task_words")
    if any(meta.get(key) != expected[key] for key in core):
        raise InvalidArgumentError(f"{where} holds a search of {_describe(meta)}, not of {_describe(expected)}; "
                                   "use another directory")
    for key, value in expected.items():
        if meta.get(key) != value:
            raise InvalidArgumentError(f"{where} was made with {key} = {meta.get(key)!r}, not {value!r}; "
                                       f"resume with the same {key} or use another directory")
    return meta


LOCK_NAME = ".lock"
"""The lock file of a checkpoint directory: a run holds an exclusive ``flock`` on it while it runs."""


@contextmanager
def hold(folder: Path) -> Iterator[None]:
    """Hold the checkpoint directory ``folder`` for one run: a second run sharing it is refused at once.

    The lock is an exclusive ``fcntl.flock`` on ``folder/.lock``, released by the
    operating system when the run ends, however it ends (a kill too); the file keeps
    the holder's process id for the message.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> with hold(folder):
    ...     with hold(folder):
    ...         pass
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: checkpoint '...' is in use by another run (process ...); wait for it ...
    """
    path = folder / LOCK_NAME
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise InvalidArgumentError(file_problem("write", path, error)) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 20, 0).decode(errors="replace").strip() or "?"
            raise InvalidArgumentError(f"checkpoint {str(folder)!r} is in use by another run (process {holder}); "
                                       "wait for it to end, or use another directory") from None
        with suppress(OSError):  # only for the message of a second run: a full disk does not stop this one
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        os.close(fd)  # releases the lock


def write_json(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as JSON to ``path`` atomically (a temporary file renamed into place).

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "meta.json"
    >>> write_json(path, {"depth": 1}); json.loads(path.read_text())
    {'depth': 1}
    """
    with atomic_output(path, text=True) as handle:  # a full disk: a FileError naming the file, no .tmp left
        handle.write(json.dumps(data, indent=1))


def save_array(path: Path, array: npt.NDArray[Any], *, durable: bool = True) -> None:
    """Write ``array`` as ``.npy`` to ``path`` atomically, flushed to disk unless not ``durable`` (scratch files).

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "a.npy"
    >>> save_array(path, np.arange(3)); load_array(path, (3,), np.int64).tolist()
    [0, 1, 2]
    """
    with atomic_output(path, durable=durable) as handle:
        np.save(handle, array)


#: np.load parses a file's header with ast.literal_eval, and CPython 3.11 keeps the AST converter's recursion depth
#: per interpreter, not per thread: two threads of one process (Dask workers that are threads) reading arrays at
#: once can fail with "SystemError: AST constructor recursion depth mismatch" (seen in this suite; cpython#106905)
_PARSING = threading.Lock()


def load_array(path: Path, shape: tuple[int, ...], dtype: type[np.generic]) -> npt.NDArray[Any]:
    """Read an array saved by :func:`save_array`, refusing one of another shape or type.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "a.npy"
    >>> save_array(path, np.zeros(2, np.uint8)); load_array(path, (3,), np.uint8)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: checkpoint file '...a.npy' is damaged: shape (2,) uint8, expected (3,) uint8
    """
    try:
        with _PARSING:
            array: npt.NDArray[Any] = np.load(path)
    except (OSError, ValueError) as error:
        raise InvalidStateError(f"checkpoint file {str(path)!r} is unreadable: {error}") from None
    if array.shape != shape or array.dtype != dtype:
        raise InvalidStateError(f"checkpoint file {str(path)!r} is damaged: shape {array.shape} {array.dtype}, "
                                f"expected {shape} {np.dtype(dtype)}")
    return array


def partition_folder(folder: Path, part: int) -> Path:
    """Where partition ``part`` of a cluster search keeps its arrays.

    >>> partition_folder(Path("ck"), 3).as_posix()
    'ck/part-0003'
    """
    return folder / f"part-{part:04d}"


def remove_stale(folder: OwnedFolder, keep: set[str]) -> None:
    """Remove the array files (``bits-*``, ``touched-*``) we wrote in ``folder`` not in ``keep``, and our stray
    temporary files; a file we did not write is never removed, whatever its name.

    A temporary file (``.NAME.*.tmp``) is left only by a run that was killed while writing.

    >>> import tempfile
    >>> folder = OwnedFolder.claim(Path(tempfile.mkdtemp()), "a search checkpoint")
    >>> folder.will_write("bits-000001.npy", "bits-000002.npy", "meta.json")
    >>> for name in ("bits-000001.npy", "bits-000002.npy", "meta.json", "bits-notes.txt"):
    ...     _ = (folder.path / name).write_text("")
    >>> remove_stale(folder, {"bits-000002.npy"}); sorted(p.name for p in folder.path.iterdir())
    ['.python-hanoi.json', 'bits-000002.npy', 'bits-notes.txt', 'meta.json']
    """
    if not folder.path.is_dir():
        return
    folder.remove([name for name in folder.written if name.startswith(("bits-", "touched-")) and name not in keep])
    folder.remove_temporaries()
