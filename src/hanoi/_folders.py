"""Folders we write several files into: a marker file of ours lists every file we wrote, and nothing else is ours.

A search checkpoint, a disk search, a PDDL folder or a results export puts many files in
one folder, and a search removes its old ones as it goes.  The rule (Git's for its
``.git`` folder, Make's for the files it made): a folder is ours only if it is new, empty,
or carries our marker file :data:`MARKER`; a folder that holds anything else is refused,
naming it; and we remove only the files the marker lists as written by us (listed
*before* they are written, so that a kill between the two leaves nothing unlisted).  A
user's ``notes.npy`` or ``bits-draft.txt`` beside our files is never read or removed.

>>> import tempfile
>>> base = Path(tempfile.mkdtemp())
>>> folder = OwnedFolder.claim(base / "run", "a search checkpoint")
>>> folder.will_write("bits-000001.npy"); _ = (base / "run" / "bits-000001.npy").write_bytes(b"")
>>> _ = (base / "run" / "bits-notes.txt").write_text("mine")   # the user's own file, added later
>>> folder.remove(["bits-000001.npy", "bits-notes.txt"]); sorted(p.name for p in (base / "run").iterdir())
['.python-hanoi.json', 'bits-notes.txt']
>>> _ = (base / "theirs").mkdir(); _ = (base / "theirs" / "a.npy").write_bytes(b"")
>>> OwnedFolder.claim(base / "theirs", "a search checkpoint")
Traceback (most recent call last):
...
hanoi.errors.FileError: cannot use '.../theirs' as a search checkpoint: it holds files that are not ours ('a.npy') ...
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from hanoi._files import atomic_output, temporary_name
from hanoi._validate import file_problem
from hanoi.errors import FileError

__all__ = ["MARKER", "OwnedFolder"]

MARKER = ".python-hanoi.json"
"""The marker file of a folder of ours: JSON with ``made_by``, ``purpose`` and the ``written`` names."""

MADE_BY = "python-hanoi"
_TEMPORARY = re.compile(r"[A-Za-z0-9_]{1,16}\.tmp")  # what tempfile.mkstemp adds after temporary_name()


def _shown(path: Path) -> str:
    text = str(path)
    return text if len(text) <= 120 else "..." + text[-117:]


class OwnedFolder:
    """A folder of ours and the names of the files written in it (see the module's rule).

    >>> import tempfile
    >>> folder = OwnedFolder.claim(Path(tempfile.mkdtemp()) / "pddl", "a PDDL folder")
    >>> folder.will_write("domain.pddl", "problem.pddl"); sorted(folder.written)
    ['domain.pddl', 'problem.pddl']
    >>> sorted(OwnedFolder.claim(folder.path, "a PDDL folder").written)   # read back from the marker
    ['domain.pddl', 'problem.pddl']
    """

    def __init__(self, path: Path, purpose: str, written: Iterable[str] = ()) -> None:
        self.path = path
        self.purpose = purpose
        self._written = set(written)

    @property
    def written(self) -> frozenset[str]:
        """The names (in this folder) of every file listed as written by us and not removed since."""
        return frozenset(self._written)

    @classmethod
    def claim(cls, path: str | os.PathLike[str], purpose: str, *, lock: str | None = None) -> OwnedFolder:
        """The folder ``path`` (made if missing) as ours, or a :class:`FileError` if it holds files not ours.

        ``purpose`` says what the folder is for, in the message ("a search checkpoint");
        ``lock`` names the lock file of ours a running search holds there (never removed).

        >>> OwnedFolder.claim("/proc/x", "a PDDL folder")
        Traceback (most recent call last):
        ...
        hanoi.errors.FileError: cannot write '/proc/x': no such file or folder
        """
        where = Path(path)
        if where.exists() and not where.is_dir():
            raise FileError(file_problem("write", where, "it is a file, not a folder"), path=str(where))
        try:
            where.mkdir(parents=True, exist_ok=True)
            marker = where / MARKER
            if marker.exists():
                return cls(where, purpose, _read_marker(marker, where, purpose))
            others = sorted(entry.name for entry in where.iterdir() if entry.name != lock)
        except OSError as error:
            raise FileError(file_problem("write", where, error), path=str(where)) from None
        if others:
            shown = ", ".join(repr(name[:30]) for name in others[:2]) + (f" and {len(others) - 2} more"
                                                                        if len(others) > 2 else "")
            raise FileError(f"cannot use {_shown(where)!r} as {purpose}: it holds files that are not ours ({shown}) "
                            f"and no {MARKER} of ours; give a new or empty folder", path=str(where))
        folder = cls(where, purpose)
        folder._save(durable=True)
        return folder

    def will_write(self, *names: str) -> None:
        """List ``names`` as written by us, before they are written (the marker is saved if any is new)."""
        new = set(names) - self._written
        for name in new:
            if not name or "/" in name or name in (".", "..", MARKER):
                raise ValueError(f"not a file name of this folder: {name!r}")
        if new:
            self._written |= new
            self._save()

    def remove(self, names: Iterable[str]) -> None:
        """Remove the files among ``names`` that we wrote (and their temporary files); others are left alone."""
        gone = [name for name in names if name in self._written]
        for name in gone:
            (self.path / name).unlink(missing_ok=True)
        if gone:
            self._written -= set(gone)
            self._save()

    def remove_temporaries(self) -> None:
        """Remove the temporary files a killed run left while writing one of our files (``.NAME.XXXX.tmp``)."""
        prefixes = {temporary_name(self.path / name): name for name in (*self._written, MARKER)}
        with contextlib.suppress(OSError):
            for entry in self.path.iterdir():
                name = entry.name
                if not name.startswith(".") or not name.endswith(".tmp"):
                    continue
                cut = name.find(".", 1)
                while cut > 0:
                    if name[: cut + 1] in prefixes and _TEMPORARY.fullmatch(name[cut + 1 :]):
                        entry.unlink(missing_ok=True)
                        break
                    cut = name.find(".", cut + 1)

    def _save(self, *, durable: bool = False) -> None:
        """Write the marker (not flushed by default: a kill keeps it; a power cut may leave files unlisted)."""
        data = {"made_by": MADE_BY, "purpose": self.purpose, "written": sorted(self._written)}
        with atomic_output(self.path / MARKER, text=True, durable=durable) as handle:
            handle.write(json.dumps(data, indent=0))


def _read_marker(marker: Path, where: Path, purpose: str) -> set[str]:
    """The names a marker lists, or a :class:`FileError` if it is not one of ours."""
    try:
        data = json.loads(marker.read_text(encoding="utf-8"))
        ok = isinstance(data, dict) and data.get("made_by") == MADE_BY and isinstance(data.get("written"), list)
        names = data["written"] if ok else []
        if not ok or not all(isinstance(name, str) and name and "/" not in name for name in names):
            raise ValueError("not a marker of python-hanoi")
    except (OSError, ValueError, RecursionError) as error:
        raise FileError(f"cannot use {_shown(where)!r} as {purpose}: its {MARKER} is unreadable "
                        f"({str(error)[:60]}); give a new or empty folder", path=str(where)) from None
    return set(names) - {MARKER}
