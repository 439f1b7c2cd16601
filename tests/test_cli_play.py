"""The CLI of pictures and play: ``play``, ``animate``, ``results export/report`` and ``show --svg/--animate``."""

from __future__ import annotations

import csv
import io
import signal
import socket
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import httpx
import pytest
from PIL import Image
from typer.testing import CliRunner

from hanoi import HanoiError, State, min_moves, solve
from hanoi.cli.app import app
from hanoi.results.export import LONG_COLUMNS, PEBL_MOVE_COLUMNS, PEBL_SUMMARY_COLUMNS
from hanoi.results.problems import Problem
from hanoi.results.store import Records

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_animate_writes_an_smil_svg(tmp_path: Path) -> None:
    out = tmp_path / "solution.svg"
    code, stdout, _ = run("animate", "3", "--out", str(out), "--seconds-per-move", "0.2")
    assert code == 0 and stdout.startswith(f"wrote {out}")
    root = ET.fromstring(out.read_text())
    animations = root.findall(".//{http://www.w3.org/2000/svg}animate")
    assert len(animations) == 2 * 3  # x and y of each of the three discs
    assert {a.get("dur") for a in animations} == {f"{7 * 0.2 + 1:g}s"}


def test_animate_writes_a_gif(tmp_path: Path) -> None:
    out = tmp_path / "solution.gif"
    code, _, _ = run("animate", "2", "--to", "B", "--out", str(out), "--size", "200", "--seconds-per-move", "0.12")
    assert code == 0
    image = Image.open(io.BytesIO(out.read_bytes()))
    assert image.format == "GIF" and image.size[0] == 200
    assert image.n_frames == 1 + 2 * 3  # two frames a move, three moves


def test_animate_with_more_pegs(tmp_path: Path) -> None:
    try:
        expected = min_moves(3, pegs=4)
    except HanoiError as error:
        pytest.skip(f"no Frame–Stewart solutions yet: {error}")
    out = tmp_path / "four.svg"
    assert run("animate", "3", "--pegs", "4", "--out", str(out))[0] == 0
    assert f"{expected} moves from AAA" in out.read_text()


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["animate", "3", "--out", "x.png"], 2, "must end in .svg or .gif"),
        (["animate", "13", "--out", "x.svg"], 1, "error: refusing to animate more than 4095 moves"),
        (["animate", "3", "--out", "x.svg", "--to", "A"], 2, "source and target must differ"),
        (["animate", "3", "--out", "/no/such/dir/x.svg"], 2, "cannot write"),
    ],
)
def test_animate_errors_are_one_line(args: list[str], code: int, message: str) -> None:
    status, _, stderr = run(*args)
    assert status == code
    assert message in stderr and len(stderr.strip().splitlines()) == 1


def _database(path: Path) -> None:
    with Records(path) as records:
        session = records.start_session("S1", {}, t_ms=0)
        trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("AC"), 1), t_ms=10)
        records.record_attempt(trial, t_ms=30, source=0, target=2, disc=1, legal=True, state_after=State.parse("AC"))
        records.finish_trial(trial, t_ms=30, success=True, steps=1, outcome="solved")
        records.start_session("S2", {}, t_ms=50)


def test_results_export_writes_pebl_tables(tmp_path: Path) -> None:
    db = tmp_path / "results.sqlite3"
    _database(db)
    out = tmp_path / "export"
    code, stdout, _ = run("results", "export", "--format", "csv", "--db", str(db), "--out", str(out))
    assert code == 0
    assert [Path(line).name for line in stdout.splitlines()] == [
        "toh.csv", "toh-summary.csv", "toh-attempts.csv", "toh-trials.csv", "toh-events.csv"]
    moves = list(csv.reader((out / "toh.csv").open()))
    assert tuple(moves[0][:10]) == PEBL_MOVE_COLUMNS
    assert [row[:10] for row in moves[1:]] == [["S1", "1", "2", "11", "13", "0", "10", "0", "0", "0"],
                                               ["S1", "1", "2", "13", "13", "1", "30", "20", "20", "1"]]
    summary = list(csv.reader((out / "toh-summary.csv").open()))
    assert tuple(summary[0][:11]) == PEBL_SUMMARY_COLUMNS
    assert summary[1][:11] == ["S1", "1", "2", "1", "11", "13", "11", "13", "1", "1", "20"]
    assert run("results", "export", "--db", str(db), "--out", str(out), "--participant", "S2")[0] == 0
    code, stdout, _ = run("results", "export", "--format", "long", "--db", str(db), "--out", str(out))
    assert code == 0 and [Path(line).name for line in stdout.splitlines()] == ["toh-long.csv"]
    long = list(csv.reader((out / "toh-long.csv").open()))
    assert tuple(long[0]) == LONG_COLUMNS and long[2][-2:] == ["steps", "1"]


def test_results_report_writes_one_html_page(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    db = tmp_path / "results.sqlite3"
    _database(db)
    out = tmp_path / "report.html"
    code, stdout, _ = run("results", "report", "--db", str(db), "--out", str(out))
    assert code == 0 and stdout.startswith(f"wrote {out} (")
    page = out.read_text()
    assert page.startswith("<!doctype html>") and "Participant S1" in page and "<script" not in page
    missing = str(tmp_path / "no" / "x.html")
    status, _, stderr = run("results", "report", "--db", str(db), "--out", missing)
    assert status == 2 and f"cannot write {missing!r}: no such file or folder" in stderr


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["results", "export", "--db", "missing.sqlite3"], 1, "no results database at 'missing.sqlite3'"),
        (["results", "export", "--format", "xlsx"], 2, "'xlsx' is not one of 'csv', 'long'"),
        (["results", "report", "--db", "missing.sqlite3"], 1, "no results database at 'missing.sqlite3'"),
    ],
)
def test_results_export_errors(args: list[str], code: int, message: str) -> None:
    status, _, stderr = run(*args)
    assert status == code and message in stderr


def test_results_export_of_an_unknown_participant(tmp_path: Path) -> None:
    db = tmp_path / "results.sqlite3"
    _database(db)
    status, _, stderr = run("results", "export", "--db", str(db), "--participant", "nobody")
    assert status == 1 and "no participant 'nobody'" in stderr


def test_play_refuses_a_port_in_use() -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        status, _, stderr = run("play", "--no-browser", "--port", str(port))
    assert status == 1 and f"cannot listen on 127.0.0.1:{port}" in stderr


def test_play_serves_the_page_on_loopback(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    db = tmp_path / "results.sqlite3"
    command = [sys.executable, "-c", "from hanoi.cli import main; main()", "play", "--no-browser",
               "--port", str(port), "--db", str(db)]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1)
                break
            except httpx.HTTPError:
                assert server.poll() is None, server.stderr.read() if server.stderr else ""
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
        assert health.json() == {"status": "ok"}
        page = httpx.get(f"http://127.0.0.1:{port}/", timeout=5)
        assert "<title>Tower of Hanoi" in page.text
        assert httpx.get(f"http://127.0.0.1:{port}/api/sessions", timeout=5).status_code == 401
    finally:
        server.send_signal(signal.SIGINT)
        stdout, _ = server.communicate(timeout=20)
    assert f"Serving the game on http://127.0.0.1:{port}/" in stdout
    assert f"Test results go to {db}" in stdout
    secret = stdout.split("#examiner=")[1].split()[0]  # the examiner link: a fresh 32-byte secret
    assert len(secret) == 43
    assert "On the local network" not in stdout  # bound to loopback: no LAN link
    assert not db.exists()  # free play writes no records


def test_play_bound_beyond_loopback_prints_the_lan_link_and_allows_its_host(monkeypatch: pytest.MonkeyPatch) -> None:
    from unittest import mock

    import hanoi.web.security

    monkeypatch.setattr(hanoi.web.security, "lan_address", lambda: "192.168.7.9")
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    with mock.patch("hanoi.web.serve") as serve:
        status, stdout, stderr = run("play", "--no-browser", "--host", "0.0.0.0", "--port", str(port))
    assert status == 0, stderr
    secret = stdout.split("#examiner=")[1].split()[0]
    assert f"On the local network: http://192.168.7.9:{port}/#examiner={secret}" in stdout
    assert "not a loopback address" in stderr
    kwargs = serve.call_args.kwargs
    assert kwargs["examiner_token"] == secret and "192.168.7.9" in kwargs["hosts"] and "localhost" in kwargs["hosts"]


def test_show_svg_writes_the_start_or_step_k(tmp_path: Path) -> None:
    out = tmp_path / "board.svg"
    assert run("show", "3", "--svg", str(out))[0] == 0
    assert "discs on 3 pegs: AAA</title>" in out.read_text()
    assert run("show", "4", "-k", "5", "--svg", str(out))[0] == 0
    fifth = State.perfect(4).replay(list(solve(4))[:5])  # replayed, not computed directly
    assert str(fifth) == "ABCA" and f"discs on 3 pegs: {fifth}</title>" in out.read_text()


def test_show_animate_without_a_terminal_prints_the_last_step() -> None:
    code, stdout, _ = run("show", "3", "--animate")
    assert code == 0
    assert stdout.splitlines() == ["              =", "             ===", "            =====", "7" + "-" * 16]
    status, _, stderr = run("show", "3", "--animate", "-k", "2")
    assert status == 2 and "leave out --step" in stderr


def test_show_animate_redraws_in_place_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from hanoi.cli.drawing import animate_in_terminal

    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm")
    animate_in_terminal(State.perfect(2), solve(2), delay=0, width=40)
    output = capsys.readouterr().out
    assert "move 3: 1BC" in output and "\x1b[1A" in output  # the cursor goes back up to redraw
