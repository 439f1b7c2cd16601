"""Issue 25, items 4 and 6 to 8: the last unbounded inputs, internal errors and smaller points.

The unbounded cases run in a child forked under a memory and CPU limit (``tests/hostile.py``)
and must answer at once.
"""

from __future__ import annotations

import csv
import fcntl
import io
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import typer
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import hostile
from hanoi import HanoiError, InvalidStateError, State
from hanoi.cli.app import app
from hanoi.cli.options import parse_count
from hanoi.limits import CLI_MAX_NUMBER_BITS, CLI_MAX_TERMS, MAX_COUNT_BITS
from test_no_loss import tmpfs

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def bounded(argv: list[str], tmp_path: Path, *, seconds: float = 5.0) -> hostile.Outcome:
    """Run ``hanoi ARGV`` under the hostile limits; it must be refused cleanly and quickly."""
    outcome = hostile.run_command(argv, tmp_path)
    assert hostile.check(outcome, api=False) is None, hostile.check(outcome, api=False)
    assert outcome.code in (1, 2), (outcome.code, outcome.stderr)
    assert outcome.wall < seconds and outcome.cpu < seconds, (outcome.wall, outcome.cpu)
    assert outcome.peak_growth < 200 << 20, outcome.peak_growth
    return outcome


# ------------------------------------------------------------------ item 4: number expressions
NINES = "9" * 4000
FIFTY = "+".join(["10**10000000"] * 50)


@pytest.mark.parametrize("argv", [
    ["move", "3", "99**9999999"],
    ["bfs", "3", "--pegs", "99**9999999"],
    ["count", f"{NINES}**10000000"],
    ["move", "3", FIFTY],
    ["count", "+".join(["1"] * (CLI_MAX_TERMS + 1))],
    ["state", "3", "7**9999999-7**9999999"],
])
def test_number_expressions_are_bounded_before_they_are_computed(argv: list[str], tmp_path: Path) -> None:
    outcome = bounded(argv, tmp_path, seconds=3.0)
    assert "limit" in outcome.stderr or "terms" in outcome.stderr or "pegs must be" in outcome.stderr


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10**6), st.one_of(st.none(), st.integers(0, 40)), st.booleans()),
                min_size=1, max_size=6))
def test_number_expressions_read_what_python_computes(terms: list[tuple[int, int | None, bool]]) -> None:
    text = ""
    for index, (base, power, minus) in enumerate(terms):
        piece = str(base) if power is None else f"{base}**{power}"
        text += piece if index == 0 else ("-" if minus else "+") + piece
    expected = eval(text.replace("^", "**"))  # the independent reading: Python's own arithmetic
    if expected < 0:
        with pytest.raises(typer.BadParameter, match="negative"):
            parse_count(text)
    else:
        assert parse_count(text) == expected


def test_powers_of_two_are_shifts_up_to_the_count_limit() -> None:
    started = time.perf_counter()
    assert parse_count("2**10000000-1") == (1 << 10_000_000) - 1
    assert parse_count("4**3+8**2") == 4**3 + 8**2
    assert time.perf_counter() - started < 2
    with pytest.raises(typer.BadParameter, match="MAX_COUNT_BITS"):
        parse_count("+".join(["2**9999999"] * 7))  # 70 million bits of shifts
    assert MAX_COUNT_BITS < 7 * 9_999_999
    assert parse_count("99**1000") == 99**1000  # within CLI_MAX_NUMBER_BITS
    assert CLI_MAX_NUMBER_BITS > 7 * 1000


# ------------------------------------------------------------------ item 6: non-finite JSON numbers
NON_FINITE = ["NaN", "Infinity", "-Infinity", "1e999999", "1e309", "-1e309"]


@pytest.mark.parametrize("value", NON_FINITE)
def test_non_finite_json_numbers_get_a_short_422(value: str) -> None:
    from fastapi.testclient import TestClient

    from hanoi.web.app import create_app

    client = TestClient(create_app(":memory:", examiner_token="t"), base_url="http://127.0.0.1",
                        headers={"X-Hanoi-Examiner": "t"})  # the examiner; a 500 would raise here
    session = client.post("/api/sessions", json={"participant": "P01", "problem_set": "file",
                                                 "problems": "AAA CCC\n"}).json()["id"]
    game = client.post("/api/games", json={}).json()["id"]
    posts = [("/api/games", f'{{"n": {value}}}'), ("/api/games", f'{{"seed": {value}, "start": "random"}}'),
             (f"/api/games/{game}/moves", f'{{"source": {value}, "target": 1}}'),
             (f"/api/sessions/{session}/moves", f'{{"source": 0, "target": 2, "seq": 1, "lift_at": {value}}}'),
             (f"/api/sessions/{session}/moves", f'{{"source": 0, "target": 2, "drop_at": {value}}}'),
             (f"/api/sessions/{session}/shown", f'{{"trial": 1, "at": {value}}}'),
             (f"/api/sessions/{session}/heartbeat", f'{{"trial": {value}}}'),
             ("/api/sessions", f'{{"participant": "P", "discs": {value}}}')]
    for path, body in posts:
        answer = client.post(path, content=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 422, (path, body, answer.text)
        assert len(answer.text) < 400 and "finite" in answer.text, answer.text
    assert client.get(f"/api/sessions/{session}").json()["next_seq"] == 1  # nothing was recorded


# ------------------------------------------------------------------ item 7: internal errors
LONG = "1" * 5000


@pytest.mark.parametrize("argv", [
    ["step", f"[[{LONG}],[],[]]"],
    ["distance", f"[[{LONG}],[],[]]", "CCC"],
    ["bfs", "1", "--from", f"[[{LONG}],[],[]]"],
    ["verify", "moves3.json", "--start", f"[[{LONG}],[],[]]"],
    ["move", "3", "1", "--pegs", LONG],
])
def test_long_numbers_are_clear_errors_not_internal_ones(argv: list[str], tmp_path: Path) -> None:
    hostile.setup_files(tmp_path)
    outcome = bounded(argv, tmp_path)
    assert "internal error" not in outcome.stderr and outcome.stderr.startswith("error: ")


def test_a_memory_limit_larger_than_any_memory_is_no_limit(tmp_path: Path) -> None:
    outcome = hostile.run_command(["bfs", "3", "--max-memory", "9" * 400], tmp_path)
    assert outcome.code == 0 and "internal error" not in outcome.stderr, (outcome.code, outcome.stderr)
    assert b"27 states" in outcome.stdout


def test_state_parse_raises_hanoi_errors_for_long_numbers_and_too_many_pegs() -> None:
    with pytest.raises(InvalidStateError, match="too long"):
        State.parse(f"[[{LONG}],[],[]]")
    many = "[" + ",".join(["[]"] * 2_000_003) + "]"
    with pytest.raises(InvalidStateError, match="pegs") as caught:
        State.parse(many)
    assert "discs" not in str(caught.value)


def test_verify_reads_a_lone_surrogate() -> None:
    from hanoi.verify.report import verify

    report = verify("\ud800\n1AC", discs=1)
    assert report.solved


def test_verify_reads_a_line_of_thousands_of_code_comments() -> None:
    """'=; // =; // ...' (code, then a comment, again and again): the comment after code is read in a loop, not by
    recursion, which raised RecursionError past about a thousand (session 23's review)."""
    from hanoi.verify.report import verify

    report = verify("A -> C\n" + "=; // " * 3000 + "\nA -> B\n", discs=2)
    assert (report.moves, report.solved) == (2, False)


# ------------------------------------------------------------------ item 8: the smaller points
def test_a_checkpoint_on_a_full_disk_names_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "disk", "64k") as folder:
        checkpoint = folder / "ck"
        checkpoint.mkdir()
        with open(folder / "filler", "wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"\0" * 4096)
            except OSError:
                pass
        status, _, stderr = run("bfs", "8", "--pegs", "4", "--checkpoint", str(checkpoint), "--checkpoint-every", "0")
        assert status == 2 and stderr.startswith(f"error: cannot write '{checkpoint}/") and "disk is full" in stderr
        assert not [path.name for path in checkpoint.iterdir() if path.name.endswith(".tmp")]


HOLD = """
import fcntl, os, sys
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
os.write(fd, str(os.getpid()).encode())
print("held", flush=True)
sys.stdin.readline()
"""


def test_two_runs_cannot_share_a_checkpoint_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ck"
    folder.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(folder / ".lock")], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        status, _, stderr = run("bfs", "4", "--pegs", "4", "--checkpoint", str(folder))
        assert status == 1 and "in use by another run" in stderr and f"process {holder.pid}" in stderr, stderr
        assert not (folder / "meta.json").exists()
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(timeout=30)
    status, _, stderr = run("bfs", "4", "--pegs", "4", "--checkpoint", str(folder))  # free again
    assert status == 0, stderr
    with open(folder / ".lock") as handle:  # released at the end of the run
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)


@pytest.mark.parametrize(("argv", "message"), [
    (["solve", "-0x1"], "'-0x1' is not a non-negative integer"),
    (["solve", "-5"], "'-5' is negative"),
    (["count", "５"], "U+FF15"),
    (["move", "3", "१०"], "U+0967"),
    (["bfs", "3", "--pegs", "٢"], "pegs must be"),
    (["move", "3", "1", "--pegs", "٤"], "pegs must be"),
    (["search", "--sweep", "n=٣..5", "--strategy", "bfs"], "U+0663"),
    (["bfs", "3", "--max-memory", "１G"], "not a memory size"),
])
def test_smaller_points_are_clear(argv: list[str], message: str) -> None:
    status, _, stderr = run(*argv)
    assert status in (1, 2) and message in stderr, stderr
    assert "internal error" not in stderr


def test_non_ascii_digits_are_refused_in_moves_and_pegs() -> None:
    from hanoi import Move
    from hanoi.notation import parse_move, parse_peg

    for call in (lambda: Move.parse("１AC"), lambda: parse_move("S١ - AC"), lambda: parse_move("٠ -> ٢"),
                 lambda: parse_peg("２")):
        with pytest.raises(HanoiError, match="digits 0-9"):
            call()
    assert int("５") == 5  # what Python alone would have read


def _serve(host: str, tmp_path: Path) -> tuple[int, str, str]:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-c", "from hanoi.cli import main; main()", "play", "--no-browser",
                               "--port", str(port), "--host", host, "--db", str(tmp_path / "r.db")],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).json() == {"status": "ok"}
                break
            except httpx.HTTPError:
                assert server.poll() is None, server.communicate()
                assert time.monotonic() < deadline
                time.sleep(0.1)
    finally:
        server.send_signal(signal.SIGINT)
        stdout, stderr = server.communicate(timeout=20)
    return port, stdout, stderr


@pytest.mark.parametrize("host", ["::ffff:127.0.0.1", "127.1"])
def test_loopback_hosts_in_other_spellings_serve_on_loopback_without_a_warning(host: str, tmp_path: Path) -> None:
    port, stdout, stderr = _serve(host, tmp_path)
    assert f"Serving the game on http://127.0.0.1:{port}/" in stdout
    assert "warning" not in stderr


def test_an_empty_host_is_a_usage_error() -> None:
    status, stdout, stderr = run("play", "--no-browser", "--host", "")
    assert status == 2 and "--host" in stderr and "Serving" not in stdout


def test_forged_page_stamps_are_refused_and_no_time_is_negative(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from hanoi.results.export import export_csv
    from hanoi.results.store import Records
    from hanoi.web.app import create_app

    db = tmp_path / "s.db"
    client = TestClient(create_app(db, examiner_token="t"), base_url="http://127.0.0.1",
                        headers={"X-Hanoi-Examiner": "t"})  # the examiner
    session = client.post("/api/sessions", json={"participant": "P01", "problem_set": "file",
                                                 "problems": "AA CC\n"}).json()["id"]
    years_ago = client.post(f"/api/sessions/{session}/shown", json={"trial": 1, "at": 1_600_000_000_000.0})
    assert years_ago.status_code == 400 and "outside this session" in years_ago.json()["detail"]
    shown_at = time.time() * 1000  # the page's clock: this machine's
    assert client.post(f"/api/sessions/{session}/shown", json={"trial": 1, "at": shown_at}).status_code == 200

    def move(seq: int, source: int, target: int, lift: float, drop: float) -> Any:
        return client.post(f"/api/sessions/{session}/moves", json={"source": source, "target": target, "seq": seq,
                                                                   "lift_at": lift, "drop_at": drop})

    for lift, drop in ((shown_at - 60_000, shown_at - 59_000), (shown_at + 10, shown_at + 5),
                       (shown_at + 10, shown_at + 3_600_000)):
        refused = move(1, 0, 1, lift, drop)
        assert refused.status_code == 400 and "page's" in refused.json()["detail"], refused.text
    too_late = client.post(f"/api/sessions/{session}/heartbeat", json={"trial": 1, "at": shown_at + 9e9})
    assert too_late.status_code == 400
    assert move(1, 0, 1, shown_at + 100, shown_at + 200).json()["legal"]
    assert move(2, 0, 2, shown_at + 300, shown_at + 400).json()["legal"]
    assert move(3, 1, 2, shown_at + 500, shown_at + 600).json()["session"]["trial"]["outcome"] == "solved"
    with Records(db, create=False) as records:
        folder = export_csv(records, tmp_path / "out")[0].parent
    for name in ("toh.csv", "toh-summary.csv", "toh-attempts.csv"):
        for row in csv.DictReader(io.StringIO((folder / name).read_text())):
            for key, value in row.items():
                if key and any(word in key for word in ("time", "rt", "lift", "drop", "planning", "solution")):
                    assert not value.startswith("-"), (name, key, value)


def test_csv_cells_escape_formula_starts_after_any_separator(tmp_path: Path) -> None:
    from hanoi.results.export import export_csv
    from hanoi.results.problems import Problem
    from hanoi.results.store import Records

    names = [";=4+4", "a;@SUM(A1)", "x,=1", "tab\t=2", "pipe|+3", "=cmd", "-2", "ok; -x"]
    with Records(tmp_path / "s.db") as records:
        for name in names:
            records.start_trial(records.start_session(name, {}, t_ms=0), 1,
                                Problem(State.parse("A"), State.parse("C"), 1), t_ms=0)
        paths = export_csv(records, tmp_path / "out")
    for path in paths:
        for line in path.read_text().splitlines():
            for separator in (",", ";", "\t", "|"):
                for field in line.split(separator):
                    assert not field.strip().strip('"').startswith(("=", "+", "-", "@")), (path.name, line)


def test_session_ids_never_need_escaping() -> None:
    from hanoi.web.store import new_id

    ids = [new_id() for _ in range(5000)]
    assert all(token[0].isalnum() for token in ids)
    assert len(set(ids)) == len(ids)
