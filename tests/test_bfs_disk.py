"""The disk-backed BFS (hanoi bfs --disk) against the in-memory engine, a plain BFS and real kill -9s."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hanoi import InvalidArgumentError, State, TooLargeError
from hanoi._folders import OwnedFolder
from hanoi.space.bfs import bfs_layers
from hanoi.space.disk import disk_bfs, disk_partitions
from hanoi.space.kernel import make_plan
from reference import bfs, layers_of

A382111 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 130, 161, 193, 225, 257, 294]
HANOI = str(Path(sys.executable).parent / "hanoi")


@pytest.mark.parametrize(
    ("start", "partitions"),
    [(State.perfect(9, pegs=4), 7), (State.perfect(7, pegs=5), 3), (State.perfect(6), 4),
     (State.parse("ABCDABCDA", pegs=4), 5), (State.parse("DCBAAB", pegs=5), 2), (State.perfect(5, pegs=6), 3),
     (State.perfect(8, pegs=4), 1)],
    ids=str,
)
def test_disk_search_equals_the_in_memory_engine(tmp_path: Path, start: State, partitions: int) -> None:
    memory = bfs_layers(start, threads=1)
    disk = disk_bfs(start, folder=tmp_path, partitions=partitions, threads=2)
    assert disk.layers == memory.layers and disk.orbit_layers == memory.orbit_layers
    assert disk.perfect_distances == memory.perfect_distances and disk.farthest == memory.farthest
    kept = sorted(p.name for p in tmp_path.iterdir() if p.name not in (".lock", ".python-hanoi.json"))
    assert kept == ["meta.json"]  # a finished search keeps its answer only
    again = disk_bfs(start, folder=tmp_path, partitions=partitions)  # answered from meta.json
    assert again.layers == memory.layers and again.farthest == memory.farthest


@pytest.mark.parametrize("start", [State.perfect(6, pegs=4), State.parse("ACBD", pegs=4), State.perfect(5, pegs=5)],
                         ids=str)
def test_disk_search_equals_a_plain_bfs_over_states(tmp_path: Path, start: State) -> None:
    result = disk_bfs(start, folder=tmp_path, partitions=3, symmetry=False)
    assert result.layers == layers_of(bfs(start))


def test_stopping_at_a_depth_and_resuming_gives_the_same_layers(tmp_path: Path) -> None:
    full = bfs_layers(10, pegs=4)
    part = disk_bfs(10, pegs=4, folder=tmp_path, partitions=4, max_depth=20)
    assert not part.complete and part.layers == full.layers[:21]
    done = disk_bfs(10, pegs=4, folder=tmp_path, partitions=4)
    assert done.layers == full.layers and done.eccentricity == A382111[10]


def test_kill_9_at_random_moments_then_the_same_command_resumes_exactly(tmp_path: Path) -> None:
    full = bfs_layers(12, pegs=4)
    folder, log = tmp_path / "disk", tmp_path / "layers.log"
    command = [HANOI, "bfs", "12", "-p", "4", "--disk", str(folder), "--partitions", "9", "--threads", "1",
               "--log", str(log), "--format", "json"]
    chance = random.Random(22)
    kills = 0
    for _ in range(4):
        run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        meta = folder / "meta.json"
        deadline = time.monotonic() + 120  # wait until a pass is under way, then kill at a random moment
        while time.monotonic() < deadline and run.poll() is None:
            if meta.exists() and json.loads(meta.read_text()).get("depth", 0) >= 5:
                break
            time.sleep(0.01)
        time.sleep(chance.uniform(0.0, 0.4))
        if run.poll() is not None:
            break
        os.kill(run.pid, signal.SIGKILL)
        run.wait()
        kills += 1
    assert kills >= 2
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=True)
    data = json.loads(done.stdout)
    assert data["layers"] == list(full.layers) and data["eccentricity"] == A382111[12]
    assert data["orbit_layers"] == list(full.orbit_layers)
    assert data["farthest"] == [str(s) for s in full.farthest]
    assert sorted(p.name for p in folder.iterdir() if p.name not in (".lock", ".python-hanoi.json")) == ["meta.json"]
    depths = [int(line.split("depth=")[1].split()[0]) for line in log.read_text().splitlines()]
    assert depths == list(range(len(full.layers)))  # every layer logged once, in order, across the kills


def test_the_default_partitions_keep_each_file_under_1_gib() -> None:
    plan = make_plan(State.perfect(20, pegs=4), True, 8, prefix=True)
    assert disk_partitions(plan) == 44 and disk_partitions(plan, 1 << 40) == 1
    assert disk_partitions(plan, 1) == plan.ranks


def test_bad_arguments_and_sizes_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TooLargeError, match=r"holds 10.8 GiB in memory at a time; the limit is 1 GiB"):
        disk_bfs(20, pegs=4, folder=tmp_path, partitions=4, max_memory=1 << 30)
    with pytest.raises(InvalidArgumentError, match=r"partitions must be an integer in 1\.\.11051, got ~1\.0e100"):
        disk_bfs(20, pegs=4, folder=tmp_path, partitions=10**100)
    (tmp_path / "file").write_text("")
    with pytest.raises(InvalidArgumentError, match="is not a directory"):
        disk_bfs(3, folder=tmp_path / "file")
    disk_bfs(5, pegs=4, folder=tmp_path / "a", partitions=2)
    with pytest.raises(InvalidArgumentError, match="was made with partitions = 2, not 3"):
        disk_bfs(5, pegs=4, folder=tmp_path / "a", partitions=3)
    with pytest.raises(InvalidArgumentError, match="holds a search of 5 discs on 4 pegs"):
        disk_bfs(6, pegs=4, folder=tmp_path / "a", partitions=2)


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--log", "x"], "--log needs --disk DIR"),
     (["--disk", "d", "--cluster", "local:1"], "--cluster does not go with --disk"),
     (["--disk", "d", "--checkpoint", "c"], "--checkpoint does not go with --disk"),
     (["--partitions", "3"], "--partitions needs --cluster (ADDRESS or local:K) or --disk DIR")],
)
def test_cli_refuses_option_mixes(tmp_path: Path, args: list[str], message: str) -> None:
    done = subprocess.run([HANOI, "bfs", "5", "-p", "4", *args], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_a_resume_sweeps_what_a_kill_left_behind(tmp_path: Path) -> None:
    full = bfs_layers(9, pegs=4)
    disk_bfs(9, pegs=4, folder=tmp_path, partitions=6, max_depth=30)
    meta = json.loads((tmp_path / "meta.json").read_text())
    depth = meta["depth"]
    stale = [tmp_path / f"to-0001-{depth - 3:06d}-from-0002.npy", tmp_path / "bits-0003-000999.npy",
             tmp_path / ".bits-0003-000999.npy.x1.tmp"]
    # a kill comes after the names were listed in our marker (they are listed before they are written)
    OwnedFolder.claim(tmp_path, "a disk search folder").will_write(*(path.name for path in stale[:2]))
    for path in stale:
        path.write_bytes(b"left by a kill")
    done = disk_bfs(9, pegs=4, folder=tmp_path, partitions=6)
    assert done.layers == full.layers and not any(path.exists() for path in stale)
