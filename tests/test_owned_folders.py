"""Issue 29, item 1: a folder we write several files into is ours, and a user's own files in it are never touched.

The review's cases: ``hanoi bfs --disk DIR`` removed every ``*.npy`` of DIR at the end of
the run, and ``*.tmp``, ``bits-*``, ``touched-*`` when it resumed (with a ``to-do.npy``
there it exited 1 after removing the others); ``--checkpoint DIR`` removed
``bits-notes.txt`` and ``touched-list.csv``.  Each test takes the sha256 of the user's
files before and after, and checks the search's answer against the in-memory engine.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hanoi._folders import MARKER, OwnedFolder
from hanoi.errors import FileError
from hanoi.pddl import write_pddl
from hanoi.space.bfs import bfs_layers
from hanoi.space.disk import disk_bfs

# the user's own files of the review, with names that look like ours
USER_FILES = {
    "results.npy": b"\x93NUMPY my own array",
    "draft.tmp": b"my editor's swap file",
    ".bits-0000-000001.npy.ab12cd.tmp": b"a name like one of our temporary files",
    "bits-notes.txt": b"notes on the bits",
    "bits-0003-000999.npy": b"my array, named like a partition of ours",
    "touched-list.csv": b"a,b\n1,2\n",
    "touched-0000-000001.npy": b"also named like ours",
    "to-do.npy": b"my to-do list",
    "to-0001-000003-from-0002.npy": b"named like moves between partitions",
}


def _put(folder: Path) -> dict[str, str]:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in USER_FILES.items():
        (folder / name).write_bytes(data)
    return _hashes(folder)


def _hashes(folder: Path) -> dict[str, str]:
    return {name: hashlib.sha256((folder / name).read_bytes()).hexdigest()
            for name in USER_FILES if (folder / name).exists()}


def _hanoi(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hanoi", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=600)


@pytest.mark.parametrize("option", ["--disk", "--checkpoint"])
def test_a_folder_holding_the_users_files_is_refused_and_left_whole(option: str, tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    before = _put(folder)
    done = _hanoi("bfs", "6", "--pegs", "4", option, str(folder), cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "holds files that are not ours" in done.stderr and str(folder) in done.stderr, done.stderr
    assert len(done.stderr) < 400 and "Traceback" not in done.stderr
    assert _hashes(folder) == before and len(before) == len(USER_FILES)
    assert sorted(p.name for p in folder.iterdir()) == sorted(USER_FILES)  # not even our marker is added


def test_the_users_files_added_to_a_disk_folder_of_ours_survive_resume_and_finish(tmp_path: Path) -> None:
    folder = tmp_path / "disk"
    full = bfs_layers(8, pegs=4)
    part = disk_bfs(8, pegs=4, folder=folder, partitions=5, max_depth=12)
    assert not part.complete
    before = _put(folder)  # added while the search is stopped: every name the sweep and the end once removed
    done = disk_bfs(8, pegs=4, folder=folder, partitions=5)
    assert done.layers == full.layers and done.farthest == full.farthest
    assert _hashes(folder) == before and len(before) == len(USER_FILES)
    ours = json.loads((folder / MARKER).read_text())["written"]
    assert ours == ["meta.json"]  # the arrays are gone, and only they
    assert not any(name.endswith(".npy") and name not in USER_FILES for name in (p.name for p in folder.iterdir()))


def test_the_users_files_added_to_a_checkpoint_of_ours_survive(tmp_path: Path) -> None:
    folder = tmp_path / "ck"
    full = bfs_layers(7, pegs=4)
    done = _hanoi("bfs", "7", "--pegs", "4", "--checkpoint", str(folder), "--checkpoint-every", "0",
                  "--max-depth", "10", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    before = _put(folder)
    result = bfs_layers(7, pegs=4, checkpoint=folder, checkpoint_every=0)
    assert result.layers == full.layers
    assert _hashes(folder) == before and len(before) == len(USER_FILES)
    assert sorted(p.name for p in folder.iterdir()) == sorted([*USER_FILES, ".lock", MARKER, "meta.json"])


def test_a_finished_checkpoint_is_read_again_without_touching_the_users_files(tmp_path: Path) -> None:
    folder = tmp_path / "ck"
    first = bfs_layers(6, pegs=4, checkpoint=folder)
    before = _put(folder)
    again = bfs_layers(6, pegs=4, checkpoint=folder)
    assert again.layers == first.layers and _hashes(folder) == before


def test_an_empty_folder_and_a_new_folder_are_ours(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    for name in ("empty", "new/deeper"):
        assert disk_bfs(4, pegs=4, folder=tmp_path / name, partitions=2).layers == bfs_layers(4, pegs=4).layers
        assert (tmp_path / name / MARKER).is_file()


def test_a_marker_that_is_not_ours_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "f"
    folder.mkdir()
    (folder / MARKER).write_text('{"made_by": "someone else", "written": ["../etc/passwd"]}')
    with pytest.raises(FileError, match="is unreadable"):
        OwnedFolder.claim(folder, "a search checkpoint")
    (folder / MARKER).write_text('{"made_by": "python-hanoi", "written": ["../x", "/etc/passwd"]}')
    with pytest.raises(FileError, match="is unreadable"):
        OwnedFolder.claim(folder, "a search checkpoint")
    (folder / MARKER).write_text("[" * 100_000)
    with pytest.raises(FileError, match="is unreadable"):
        OwnedFolder.claim(folder, "a search checkpoint")


def test_only_listed_names_are_removed_and_only_files_of_this_folder_are_listed(tmp_path: Path) -> None:
    folder = OwnedFolder.claim(tmp_path / "f", "a search checkpoint")
    for bad in ("", ".", "..", "a/b", MARKER):
        with pytest.raises(ValueError, match="not a file name"):
            folder.will_write(bad)
    (folder.path / "mine.npy").write_bytes(b"x")
    folder.remove(["mine.npy"])
    assert (folder.path / "mine.npy").exists()


def test_a_pddl_folder_of_the_users_is_refused_and_ours_is_rewritten(tmp_path: Path) -> None:
    theirs = tmp_path / "planner"
    theirs.mkdir()
    (theirs / "domain.pddl").write_text("(define (domain mine))")
    with pytest.raises(FileError, match="holds files that are not ours"):
        write_pddl(3, theirs)
    assert (theirs / "domain.pddl").read_text() == "(define (domain mine))"
    domain, _ = write_pddl(3, tmp_path / "plan")
    domain2, problem2 = write_pddl(4, tmp_path / "plan")  # ours: written again
    assert domain == domain2 and "(on d4 peg3)" in problem2.read_text()
