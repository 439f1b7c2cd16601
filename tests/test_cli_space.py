"""The CLI contract of ``hanoi bfs`` and ``hanoi graph``: shapes, exit codes, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_bfs_json_has_the_documented_keys() -> None:
    code, out, _ = run("bfs", "4", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["layers"] == [2 ** bin(d).count("1") for d in range(16)]  # OEIS A001316
    assert data["eccentricity"] == 15 and data["at_eccentricity"] == 16
    assert data["perfect_distances"] == {"A": 0, "B": 15, "C": 15}
    assert data["states"] == 81 and data["complete"] is True


def test_bfs_four_pegs_text() -> None:
    code, out, _ = run("bfs", "10", "--pegs", "4")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "BFS from AAAAAAAAAA (10 discs, 4 pegs): 1048576 states in 50 layers"
    assert "eccentricity 49: 12 states at that distance" in lines  # A382111(10) = 49
    assert "distance to each perfect tower: A 0, B 49, C 49, D 49" in lines  # A007664(10)


def test_bfs_from_a_state() -> None:
    code, out, _ = run("bfs", "3", "--from", "ABC", "-f", "json")
    assert code == 0
    data = json.loads(out)
    assert data["start"] == "ABC" and sum(data["layers"]) == 27
    # ABC: disc 2 onto A then disc 1 (2 moves); disc 1 onto B, 3 to C, the 2-tower over (5); 3+1+3 (7)
    assert data["perfect_distances"] == {"A": 2, "B": 7, "C": 5}
    code, out, _ = run("bfs", "2", "--from", "[[2], [], [1], []]", "-f", "json")
    assert code == 0 and json.loads(out)["start"] == "AC" and json.loads(out)["pegs"] == 4


def test_bfs_max_depth_and_checkpoint_resume(tmp_path: Path) -> None:
    code, out, _ = run("bfs", "8", "-p", "4", "--max-depth", "6", "--checkpoint", str(tmp_path), "-f", "json")
    assert code == 0
    part = json.loads(out)
    assert part["complete"] is False and part["eccentricity"] is None and len(part["layers"]) == 7
    code, out, _ = run("bfs", "8", "-p", "4", "--checkpoint", str(tmp_path), "-f", "json")
    resumed = json.loads(out)
    code, out, _ = run("bfs", "8", "-p", "4", "-f", "json", "--no-symmetry", "--threads", "1")
    fresh = json.loads(out)
    assert resumed["layers"] == fresh["layers"] and resumed["layers"][:7] == part["layers"]
    assert resumed["eccentricity"] == 33


def test_bfs_errors() -> None:
    code, _, err = run("bfs", "3", "--pegs", "2")
    assert code == 2 and err.startswith("error: ") and len(err.splitlines()) == 1
    code, _, err = run("bfs", "25", "--pegs", "4")
    assert code == 1 and "needs" in err and "GiB" in err and "the limit is" in err
    code, _, err = run("bfs", "12", "-p", "4", "--max-memory", "1M")
    assert code == 1 and "the limit is 1 MiB" in err
    code, _, err = run("bfs", "5", "--from", "ABC")
    assert code == 2 and "has 3 discs, not N = 5" in err
    code, _, err = run("bfs", "3", "--from", "AXB")
    assert code == 2 and "letter 'X'" in err
    code, _, err = run("bfs", "3", "--max-memory", "lots")
    assert code == 2 and "not a memory size" in err


def test_graph_export(tmp_path: Path) -> None:
    code, out, _ = run("graph", "3", "--out", str(tmp_path / "h.graphml"))
    assert code == 0 and out.strip().endswith("27 states, 39 moves")
    assert nx.read_graphml(tmp_path / "h.graphml").number_of_edges() == 39
    code, out, _ = run("graph", "2", "--pegs", "4", "-o", str(tmp_path / "h.png"))
    assert code == 0 and (tmp_path / "h.png").read_bytes()[:4] == b"\x89PNG"
    code, _, _ = run("graph", "2", "-o", str(tmp_path / "h.svg"))
    assert code == 0 and b"<svg" in (tmp_path / "h.svg").read_bytes()


def test_graph_errors(tmp_path: Path) -> None:
    code, _, err = run("graph", "3", "--out", str(tmp_path / "h.txt"))
    assert code == 2 and "must end in one of .graphml, .gexf, .svg, .png" in err
    code, _, err = run("graph", "13", "--out", str(tmp_path / "h.png"))
    assert code == 1 and "3**13 vertices" in err and not (tmp_path / "h.png").exists()
    code, _, err = run("graph", "3")
    assert code == 2 and "--out" in err


def test_bfs_interrupted_with_a_checkpoint_exits_130(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.space.bfs as space

    def stopped(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt(f"stopped after depth 3; the checkpoint in {str(tmp_path)!r} resumes from there")

    monkeypatch.setattr(space, "bfs_layers", stopped)
    code, _, err = run("bfs", "9", "-p", "4", "--checkpoint", str(tmp_path))
    assert code == 130 and err.startswith("stopped after depth 3")
    monkeypatch.setattr(space, "bfs_layers", lambda *args, **kwargs: (_ for _ in ()).throw(KeyboardInterrupt()))
    code, out, err = run("bfs", "9", "-p", "4")
    assert (code, out) == (130, "")
    assert err == "interrupted: nothing was saved (give --checkpoint DIR to stop and resume)\n"


@pytest.fixture(scope="module")
def cluster_run() -> tuple[int, str, object]:
    """One real ``--cluster local:2`` run (two Dask worker processes), its text output and its result.

    Starting a cluster is most of the cost; both cluster tests below read this one run: the
    text test its output, the JSON test its result, printed again through the CLI.
    """
    import hanoi.space.cluster as cluster

    real, kept = cluster.cluster_bfs, []

    def spy(*args: object, **kwargs: object) -> object:
        kept.append(real(*args, **kwargs))  # type: ignore[arg-type]
        return kept[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cluster, "cluster_bfs", spy)
        code, out, _ = run("bfs", "8", "-p", "4", "--cluster", "local:2")
    assert len(kept) == 1
    return code, out, kept[0]


def test_bfs_cluster_equals_one_machine(cluster_run: tuple[int, str, object], monkeypatch: pytest.MonkeyPatch) -> None:
    import hanoi.space.cluster as cluster

    calls: list[dict[str, object]] = []

    def again(state: object, **kwargs: object) -> object:  # the run's result, for the JSON printer
        calls.append(kwargs)
        return cluster_run[2]

    monkeypatch.setattr(cluster, "cluster_bfs", again)
    code, out, _ = run("bfs", "8", "-p", "4", "--cluster", "local:2", "--partitions", "3", "-f", "json")
    assert code == 0 and len(calls) == 1
    assert (calls[0]["cluster"], calls[0]["partitions"]) == ("local:2", 3)  # the flags reach the cluster search
    data = json.loads(out)
    code, out, _ = run("bfs", "8", "-p", "4", "-f", "json")
    single = json.loads(out)
    for key in ("layers", "eccentricity", "at_eccentricity", "perfect_distances", "farthest", "stored_states"):
        assert data[key] == single[key]
    cluster_data = data["cluster"]
    assert (cluster_data["workers"], cluster_data["partitions"]) == (2, 8)  # 4 partitions a worker by default
    assert len(cluster_data["layer_bytes"]) == len(data["layers"]) and cluster_data["bytes_exchanged"] == sum(
        cluster_data["layer_bytes"]) > 0
    assert all(m["peak_rss"] > m["arrays"] > 0 for m in cluster_data["memory"].values())


def test_bfs_cluster_text_reports_traffic_and_memory(cluster_run: tuple[int, str, object]) -> None:
    code, out, _ = cluster_run
    assert code == 0
    lines = out.splitlines()
    assert "eccentricity 33: 6 states at that distance" in lines  # A382111(8)
    assert any(line.startswith("cluster: 2 workers, 8 partitions; ") and "exchanged between workers" in line
               for line in lines)
    assert sum(line.startswith(("worker 0: arrays", "worker 1: arrays")) for line in lines) == 2


def test_bfs_cluster_errors(tmp_path: Path) -> None:
    for args, message in [
        (["--cluster", "local:0"], "local needs 1 to 256 worker processes"),
        (["--cluster", "local:" + "1" + "0" * 100], "local needs 1 to 256"),
        (["--cluster", "nowhere"], "neither 'local:K' nor an address"),
        (["--partitions", "3"], "--partitions needs --cluster"),
        (["--spill", str(tmp_path)], "--spill needs --cluster"),
        (["--cluster", "local:2", "--partitions", "10**100"], "'10**100'"),
        (["--cluster", "local:2", "--partitions", "1" + "0" * 100], "more than 65536"),
        (["--cluster", "local:2", "--worker-memory", "lots"], "not a memory size"),
        (["--cluster", "local:2", "--threads", "0"], "'0'"),
    ]:
        code, out, err = run("bfs", "5", "-p", "4", *args)
        assert code == 2 and out == "" and message in err and len(err.splitlines()) == 1, (args, err)
    code, _, err = run("bfs", "1" + "0" * 100, "-p", "4", "--cluster", "local:2")
    assert code == 1 and "has 4**n states" in err
    code, _, err = run("bfs", "17", "-p", "4", "--cluster", "local:2", "--worker-memory", "64M")
    assert code == 1 and "would hold partitions 0, 2, 4, 6" in err and "use more workers or --spill DIR" in err
    code, _, err = run("bfs", "5", "-p", "4", "--cluster", "local:1", "--spill", "/proc/no-such-dir")
    assert code == 2 and err == "error: cannot write '/proc/no-such-dir': no such file or folder\n"
    code, _, err = run("bfs", "5", "-p", "4", "--checkpoint", "/proc/no-such-dir")
    assert code == 2 and err == "error: cannot write '/proc/no-such-dir': no such file or folder\n"
    code, _, err = run("bfs", "5", "-p", "4", "--cluster", "127.0.0.1:9")
    assert code == 1 and "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'" in err
