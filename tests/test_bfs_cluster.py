"""The BFS on a Dask cluster gives exactly the single-machine answer, and survives real kills.

The single-machine engine is checked against OEIS A382111/A007664 and a plain BFS over
State objects in test_bfs.py; here the cluster must reproduce it layer for layer, with
partition counts that do not divide the prefix ranks or the workers evenly.  The layers,
checkpoints, spills and refusals are checked on two workers that are threads of this
process (``client``: the same scheduler, tasks, pinning and worker-to-worker transfers,
without a process to start for each worker); what only separate processes show runs on
real worker processes (``processes``): a third worker joining (its own kernels, its own
partitions' state, arrays pickled between processes), a worker killed, and the command's
own cluster killed with its driver.  The grid of the issue (2, 3 and 4 workers, 4 pegs
n <= 14, 5 pegs n <= 10) runs on real processes with ``HANOI_SLOW=1``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from hanoi import InvalidArgumentError, State, TooLargeError
from hanoi.errors import ClusterError
from hanoi.space.bfs import bfs_layers
from hanoi.space.cluster import ClusterResult, cluster_bfs, parse_cluster, partition_bounds

distributed = pytest.importorskip("distributed")

A382111 = [0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 130]


def local_cluster(workers: int, *, processes: bool = True) -> Any:
    """Workers on this machine, with no dashboard (port 8787 may be taken): real processes, or threads of this one."""
    where = {"host": "127.0.0.1"} if processes else {}
    return distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=processes,
                                    dashboard_address=None,
                                    scheduler_kwargs={"dashboard": False, "dashboard_address": ":0"}, **where)


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    """Two workers that are threads of this process: a third of the CPU of two worker processes (their start,
    their kernels loaded, every task's arguments and results pickled), for the tests of what the search computes."""
    with local_cluster(2, processes=False) as local, distributed.Client(local) as c:
        yield c


@pytest.fixture(scope="module")
def processes() -> Iterator[object]:
    """Two real worker processes, for the tests of what only processes do: join, hold their own state, die."""
    with local_cluster(2) as local, distributed.Client(local) as c:
        yield c


def same(result: ClusterResult, start: State | int, pegs: int | None = None, symmetry: bool = True) -> None:
    single = bfs_layers(start, pegs=pegs, symmetry=symmetry)
    assert result.layers == single.layers
    assert result.perfect_distances == single.perfect_distances
    assert result.farthest == single.farthest
    assert result.stored_states == single.stored_states


@pytest.mark.parametrize(
    ("n", "pegs", "partitions"),
    [(0, 4, 1), (1, 4, 2), (3, 4, 5), (8, 4, 3), (10, 4, 7), (6, 5, 4), (9, 5, 3), (5, 3, 5), (4, 6, 3)],
)
def test_two_workers_give_the_single_machine_layers(client: object, n: int, pegs: int, partitions: int) -> None:
    result = cluster_bfs(n, pegs=pegs, cluster=client, partitions=partitions)
    same(result, n, pegs)
    assert (result.workers, result.partitions) == (2, partitions)
    if pegs == 4:
        assert result.eccentricity == A382111[n]
    if n >= 8:  # big discs cross partitions: indices travelled between the workers
        assert sum(result.layer_bytes) > 0 and len(result.layer_bytes) == len(result.layers)
        assert all(size % 8 == 0 for size in result.layer_bytes)


@pytest.mark.parametrize(
    "start", [State.parse("ABCDABCDA", pegs=4), State.parse("DCBAAB", pegs=5), State.parse("CABAC")], ids=str
)
def test_any_start_and_no_symmetry(client: object, start: State) -> None:
    same(cluster_bfs(start, cluster=client, partitions=3), start)
    same(cluster_bfs(start, cluster=client, partitions=4, symmetry=False), start, symmetry=False)


def test_three_workers_uneven_partitions(processes: Any) -> None:
    # with three or more workers a worker's receive can run before another worker has
    # taken what the first one sent it (a race the 4-worker benchmark once hit): the
    # buffers of a layer must live until every take of that layer has run.  The module's
    # cluster of processes gets a third worker process for this test, and gives it back after.
    client = processes
    client.cluster.scale(3)
    client.wait_for_workers(3, timeout=120)
    try:
        for n, pegs, partitions in ((9, 4, 7), (6, 5, 5)):
            result = cluster_bfs(n, pegs=pegs, cluster=client, partitions=partitions)
            same(result, n, pegs)
            assert result.workers == 3 and sum(result.layer_bytes) > 0
    finally:
        client.cluster.scale(2)
        deadline = time.monotonic() + 120
        while len(client.scheduler_info(n_workers=-1)["workers"]) != 2 and time.monotonic() < deadline:
            time.sleep(0.05)


def test_partitions_are_ranges_of_prefix_ranks() -> None:
    assert partition_bounds(11051, 4) == [0, 2762, 5525, 8288, 11051]
    bounds = partition_bounds(7, 3)
    assert bounds[0] == 0 and bounds[-1] == 7 and all(b - a in (2, 3) for a, b in pairwise(bounds))


def test_max_depth_checkpoint_and_resume(client: object, tmp_path: Path) -> None:
    full = bfs_layers(10, pegs=4)
    part = cluster_bfs(10, pegs=4, cluster=client, partitions=5, checkpoint=tmp_path, max_depth=20)
    assert not part.complete and part.layers == full.layers[:21]
    meta = json.loads((tmp_path / "meta.json").read_text())
    assert (meta["depth"], meta["partitions"], meta["engine"]) == (20, 5, "a cluster")
    assert sorted(p.name for p in (tmp_path / "part-0003").iterdir()) == [".python-hanoi.json", "bits-000020.npy",
                                                                          "touched-000020.npy"]
    resumed = cluster_bfs(10, pegs=4, cluster=client, checkpoint=tmp_path)  # the partitions come from there
    same(resumed, 10, 4)
    assert resumed.partitions == 5 and len(resumed.layer_bytes) == len(full.layers)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".lock", ".python-hanoi.json", "meta.json"]  # arrays gone
    again = cluster_bfs(10, pegs=4, cluster="local:1", checkpoint=tmp_path)  # read back: no cluster started
    assert again.layers == full.layers and again.farthest == full.farthest


def test_a_mismatched_resume_is_refused(client: object, tmp_path: Path) -> None:
    cluster_bfs(8, pegs=4, cluster=client, partitions=3, checkpoint=tmp_path, max_depth=4)
    with pytest.raises(InvalidArgumentError, match=r"holds a search of 8 discs on 4 pegs from AAAAAAAA .*not of 9"):
        cluster_bfs(9, pegs=4, cluster=client, checkpoint=tmp_path)
    with pytest.raises(InvalidArgumentError, match="not of 8 discs on 5 pegs"):
        cluster_bfs(8, pegs=5, cluster=client, checkpoint=tmp_path)
    with pytest.raises(InvalidArgumentError, match="not of 8 discs on 4 pegs from AAAAAAAB"):
        cluster_bfs(State.parse("AAAAAAAB", pegs=4), cluster=client, checkpoint=tmp_path)
    with pytest.raises(InvalidArgumentError, match="made with 3 partitions, not 4"):
        cluster_bfs(8, pegs=4, cluster=client, partitions=4, checkpoint=tmp_path)
    with pytest.raises(InvalidArgumentError, match="run on a cluster, not on one machine"):
        bfs_layers(8, pegs=4, checkpoint=tmp_path)
    single = tmp_path / "single"
    bfs_layers(8, pegs=4, checkpoint=single, max_depth=4)
    with pytest.raises(InvalidArgumentError, match="run on one machine, not on a cluster"):
        cluster_bfs(8, pegs=4, cluster=client, checkpoint=single)
    (tmp_path / "part-0001" / "bits-000004.npy").unlink()
    with pytest.raises(ClusterError, match="lacks partition 1 of layer 4") as error:
        cluster_bfs(8, pegs=4, cluster=client, checkpoint=tmp_path)
    assert error.value.phase == "setup" and error.value.partitions == (1,)


def test_spill_runs_in_a_budget_smaller_than_the_arrays(client: object, tmp_path: Path) -> None:
    spill = tmp_path / "spill"
    seen: list[int] = []

    def count_spilled(depth: int, found: int) -> None:
        seen.append(sum(1 for _ in spill.rglob("part-*.npy")))

    # 11 discs: 8 partitions of about 43 KiB on 2 workers; a budget of 64 KiB keeps one of a worker's 4
    result = cluster_bfs(11, pegs=4, cluster=client, partitions=8, worker_memory=64 << 10, spill=spill,
                         checkpoint=tmp_path / "ck", checkpoint_every=0, on_layer=count_spilled)
    same(result, 11, 4)
    assert max(seen) >= 4  # most partitions lay on disk at some layer
    assert not list(spill.rglob("*.npy"))  # and the spill files are gone at the end
    with pytest.raises(TooLargeError, match=r"worker .* would hold partitions 0, 2, 4, 6.*more than its budget"):
        cluster_bfs(11, pegs=4, cluster=client, partitions=8, worker_memory=64 << 10)


def test_killing_a_worker_names_its_partitions_and_the_layer_and_the_checkpoint_resumes(processes: Any,
                                                                                          tmp_path: Path) -> None:
    # the module's cluster of processes: the kill costs it a worker process, which its nanny starts again (waited
    # for below, so the tests after this one find two workers, as a cluster of their own would give them)
    client = processes
    full = bfs_layers(8, pegs=4)
    victim = sorted(client.scheduler_info(n_workers=-1)["workers"])[1]
    pid = client.run(os.getpid, workers=[victim])[victim]

    def kill(depth: int, found: int) -> None:
        # after layer 10 is counted and before it is saved: the kill, then the scheduler's
        # word that the worker is gone, so that the save of layer 10 is the step that
        # finds it lost, whatever the load (not a moment in a race with the next layer)
        if depth == 10:
            os.kill(pid, signal.SIGKILL)  # a real kill, as the OOM killer or a lost machine does
            while victim in client.scheduler_info(n_workers=-1)["workers"]:
                time.sleep(0.05)

    with pytest.raises(ClusterError) as error:
        cluster_bfs(8, pegs=4, cluster=client, partitions=5, checkpoint=tmp_path, checkpoint_every=0, on_layer=kill)
    lost = error.value
    assert (lost.worker, lost.partitions, lost.layer, lost.phase) == (victim, (1, 3), 10, "save")
    assert f"worker {victim} holding partitions 1, 3 was lost during layer 10 (save)" in str(lost)
    assert "resumes from layer 9" in str(lost) and len(str(lost)) < 300
    assert json.loads((tmp_path / "meta.json").read_text())["depth"] == 9
    client.wait_for_workers(2, timeout=60)  # the nanny starts a new worker process
    resumed = cluster_bfs(8, pegs=4, cluster=client, checkpoint=tmp_path)
    assert resumed.layers == full.layers and resumed.farthest == full.farthest


def test_killing_the_driver_and_running_the_same_command_resumes(tmp_path: Path) -> None:
    # the command's own local cluster (a scheduler, a nanny, a worker process) dies with it;
    # one worker holds the three partitions (test_cli_space.py runs --cluster local:2)
    full = bfs_layers(10, pegs=4)
    hanoi = str(Path(sys.executable).parent / "hanoi")
    command = [hanoi, "bfs", "10", "-p", "4", "--cluster", "local:1", "--partitions", "3", "--checkpoint",
               str(tmp_path), "--checkpoint-every", "0", "--format", "json"]
    driver = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    meta = tmp_path / "meta.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and driver.poll() is None:
        if meta.exists() and json.loads(meta.read_text()).get("depth", 0) >= 10:
            break
        time.sleep(0.02)
    assert driver.poll() is None, driver.communicate()  # killed mid-run, not after
    os.killpg(driver.pid, signal.SIGKILL)  # the driver, its scheduler and its workers: a real kill
    driver.wait()
    depth = json.loads(meta.read_text())["depth"]
    assert 10 <= depth < len(full.layers) - 1
    done = subprocess.run(command, capture_output=True, text=True, timeout=180, check=True)
    data = json.loads(done.stdout)
    assert data["layers"] == list(full.layers) and data["eccentricity"] == A382111[10]
    assert data["farthest"] == [str(s) for s in full.farthest]
    assert data["cluster"]["workers"] == 1 and data["cluster"]["partitions"] == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == [".lock", ".python-hanoi.json", "meta.json"]


def test_bad_arguments_are_named() -> None:
    for call, message in [
        (lambda: cluster_bfs(3, cluster="local:0"), "local needs 1 to 256 worker processes"),
        (lambda: cluster_bfs(3, cluster="local:" + "1" + "0" * 100), "local needs 1 to 256"),
        (lambda: cluster_bfs(3, cluster="nowhere"), "neither 'local:K' nor an address"),
        (lambda: cluster_bfs(3, partitions=0), "partitions must be an integer from 1 to 65536, got 0"),
        (lambda: cluster_bfs(3, partitions=10**100), "partitions must be an integer from 1 to 65536"),
        (lambda: cluster_bfs(3, threads=10**100), "threads must be an integer from 1 to 1024"),
        (lambda: cluster_bfs(3, worker_memory=10), "worker_memory must be at least 64 KiB (65536), got 10"),
        (lambda: cluster_bfs(3, checkpoint_every=-1), "checkpoint_every must be a number of seconds >= 0"),
        (lambda: cluster_bfs(3, max_depth=True), "max_depth must be an integer, got True"),
    ]:
        with pytest.raises(InvalidArgumentError) as error:
            call()
        assert message in str(error.value) and len(str(error.value)) < 300
    with pytest.raises(TooLargeError, match=r"has 4\*\*n states"):
        cluster_bfs(10**100, pegs=4)
    with pytest.raises(TooLargeError, match=r"needs 43\.3 GiB"):
        cluster_bfs(20, pegs=4, max_memory=1 << 30)
    assert parse_cluster("localhost:8786") == ("address", "tcp://localhost:8786")


def test_a_cluster_without_room_is_refused_before_allocating(client: object) -> None:
    # 17 discs need 695 MiB of arrays; workers of 128 MiB each cannot hold half of that
    with pytest.raises(TooLargeError, match=r"needs 0\.677 GiB in all; worker .* would hold partitions 0, 2, 4, 6"):
        cluster_bfs(17, pegs=4, cluster=client, worker_memory=128 << 20)


def test_unreachable_scheduler_is_an_error() -> None:
    with pytest.raises(InvalidArgumentError, match=r"cannot reach the Dask scheduler at 'tcp://127\.0\.0\.1:9'"):
        cluster_bfs(3, cluster="127.0.0.1:9")


@pytest.mark.skipif(not os.environ.get("HANOI_SLOW"), reason="the full grid of the issue: set HANOI_SLOW=1")
@pytest.mark.parametrize("workers", [2, 3, 4])
def test_full_grid(workers: int) -> None:
    with local_cluster(workers) as local, distributed.Client(local) as c:
        for pegs, top in ((4, 14), (5, 10)):
            for n in range(top + 1):
                for partitions in (workers, 2 * workers + 1, 7):
                    result = cluster_bfs(n, pegs=pegs, cluster=c, partitions=partitions)
                    single = bfs_layers(n, pegs=pegs)
                    assert (result.layers, result.perfect_distances, result.farthest) == (
                        single.layers, single.perfect_distances, single.farthest), (workers, pegs, n, partitions)


def test_spill_budget_follows_the_worker_memory_limit(tmp_path: Path) -> None:
    # without worker_memory a worker spills to stay within 80 % of its Dask memory limit
    from hanoi.space import cluster
    from hanoi.space.kernel import make_plan

    plan = make_plan(State.perfect(11, pegs=4), True, 8, prefix=True)
    bounds = partition_bounds(plan.ranks, 8)
    spec = cluster._Spec("t3st", (0,) * 11, 4, True, 8, tuple(bounds), tuple(i % 2 for i in range(8)), 1,
                         str(tmp_path), None, None)
    info = cluster._setup("t3st:0", spec, [0, 2, 4, 6], None, 100_000)
    run = cluster._RUNS["t3st:0"]
    assert info["budget"] == run.budget == 80_000
    for part in run.parts.values():
        part.bits()
        run.make_room(part)
        assert run.resident_bytes() <= run.budget
    assert len(list(tmp_path.rglob("part-*.npy"))) == 3  # all but the partition in use went to disk
    cluster._forget("t3st")
    assert "t3st:0" not in cluster._RUNS and not list(tmp_path.rglob("*.npy"))


def test_a_worker_out_of_memory_names_its_partitions_and_the_layer(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the module's workers are threads of this process, so that the kernel call can run out of memory on
    # demand: a MemoryError inside a Dask task, as numpy raises it when an allocation fails
    from hanoi.space import cluster

    real = cluster.expand_layer

    full = bfs_layers(9, pegs=4)
    calls: list[int] = []

    def fail_after_14_calls(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) > 14:  # a few layers in, on either worker
            raise MemoryError("cannot allocate 12.6 MiB")
        return real(*args, **kwargs)

    monkeypatch.setattr(cluster, "expand_layer", fail_after_14_calls)
    with pytest.raises(ClusterError, match=r"partitions .* on worker .* ran out of memory during layer \d+ "
                                           r"\(expand\); the checkpoint in .* resumes from layer \d+") as error:
        cluster_bfs(9, pegs=4, cluster=client, partitions=2, checkpoint=tmp_path, checkpoint_every=0)
    assert error.value.phase == "expand" and error.value.layer >= 7 and error.value.partitions in ((0,), (1,))
    monkeypatch.setattr(cluster, "expand_layer", real)
    resumed = cluster_bfs(9, pegs=4, cluster=client, checkpoint=tmp_path)
    assert resumed.layers == full.layers
