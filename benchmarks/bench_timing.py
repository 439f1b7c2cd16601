"""Benchmark of test-mode latencies: one scripted click sequence in Chromium at three animation settings.

Run: ``uv run python benchmarks/bench_timing.py [--quick] [--discs 4] [--interval-ms 150]``.
Prints a Markdown table.  Needs Debian's ``chromium`` (Playwright drives it).

The script solves a classic tower in test mode by clicking the peg labels with real
mouse events (Playwright's CDP input), one click every ``--interval-ms`` ms, at animation
speeds 40, 450 and 1500 ms (set on the page's slider before the test starts), and notes
the wall-clock time of each click.  Each move's scripted latency is the time between the
clicks that dropped one disc and the next, as PEBL's ``clicktime`` counts it.

- **exported**: ``clicktime`` of ``toh.csv``, from the page's ``performance.now()`` stamps;
- **baseline**: the same latencies from the server's receipt times (``servertime``), what
  the export held before;

and the table gives, per setting, the error of each against the scripted latencies (the
times at which the script sent the clicks): p50, p99 and max.  A click happens somewhere
between the moment the script sends it and the moment the browser acknowledges it, so each
scripted latency is really a window (its width is in the table), and the last column is
how far the exported latencies fall outside it.  The goal is under 20 ms at p99 whatever
the setting.
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from itertools import pairwise
from pathlib import Path

from hanoi import solve
from hanoi.results.export import export_csv
from hanoi.results.store import Records

SPEEDS = (40, 450, 1500)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(q * len(ordered)), len(ordered) - 1)]


def _outside(value: float, window: tuple[float, float]) -> float:
    """How far ``value`` lies outside ``window`` (0 inside), with 0.5 ms for the export's rounding to whole ms."""
    low, high = window
    return max(low - 0.5 - value, value - high - 0.5, 0.0)


Result = tuple[int, list[float], list[float], list[float], list[float]]


def run(discs: int, interval: float, repeats: int, speeds: tuple[int, ...] = SPEEDS) -> list[Result]:
    import uvicorn
    from playwright.sync_api import expect, sync_playwright

    from hanoi.web import create_app

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    folder = Path(tempfile.mkdtemp(prefix="bench-timing-"))
    db = folder / "results.sqlite3"
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(db, examiner_token="bench"), host="127.0.0.1", port=port,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)
    moves = [(move.source, move.target) for move in solve(discs)]
    scripted: dict[str, list[tuple[float, float]]] = {}
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            for speed in speeds:
                for repeat in range(repeats):
                    participant = f"speed{speed}-{repeat}"
                    page = browser.new_page(viewport={"width": 1280, "height": 800})
                    page.goto(f"http://127.0.0.1:{port}/#examiner=bench")
                    page.locator("#speed").fill(str(speed))
                    page.locator("#tab-test").click()
                    page.locator("#participant").fill(participant)
                    page.locator('input[name="problem_set"][value="file"]').check()
                    page.locator("#problem-file").set_input_files(files=[{
                        "name": "p.txt", "mimeType": "text/plain", "buffer": f"{'A' * discs} {'C' * discs}".encode()}])
                    page.locator("#start-test").click()
                    page.locator("#handover").click()  # this page becomes the participant's
                    page.locator("#begin").click()
                    expect(page.locator("#trial-info")).to_have_text("Problem 1 of 1")
                    page.wait_for_timeout(300)
                    boxes = [page.locator(f'#board g.peg[data-peg="{peg}"] .label').bounding_box() for peg in range(3)]
                    stamps = []
                    next_click = time.perf_counter()
                    for source, target in moves:
                        for peg in (source, target):
                            time.sleep(max(0.0, next_click - time.perf_counter() - 0.002))
                            while time.perf_counter() < next_click:  # the last 2 ms: on time to the tick
                                pass
                            box = boxes[peg]
                            before = time.time() * 1000
                            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                            stamps.append((before, time.time() * 1000))
                            next_click += interval / 1000
                    try:
                        expect(page.locator("#message")).to_contain_text("The test is finished", timeout=20_000)
                    except AssertionError:
                        page.screenshot(path="/tmp/bench-timing-failure.png")
                        raise
                    page.close()
                    scripted[participant] = stamps
            browser.close()
    finally:
        server.should_exit = True
        thread.join(timeout=10)
    with Records(db) as records:
        export_csv(records, folder)
    rows = list(csv.DictReader((folder / "toh.csv").open()))
    results = []
    for speed in speeds:
        client_errors: list[float] = []
        server_errors: list[float] = []
        windows: list[float] = []
        outside: list[float] = []
        for repeat in range(repeats):
            participant = f"speed{speed}-{repeat}"
            drops = scripted[participant][1::2]
            # A click happened between the moment the script sent it and the moment the browser said it
            # was done, so a scripted latency lies in a window; the error is the distance to that window.
            wanted = [(b[0] - a[1], b[1] - a[0]) for a, b in pairwise(drops)]
            windows += [high - low for low, high in wanted]
            steps = [row for row in rows if row["sub"] == participant and row["step"] != "0"]
            exported = [float(row["clicktime"]) for row in steps][1:]
            server_times = [float(row["servertime"]) for row in steps]
            receipts = [b - a for a, b in pairwise(server_times)]
            sent = [b[0] - a[0] for a, b in pairwise(drops)]
            client_errors += [abs(value - goal) for value, goal in zip(exported, sent, strict=True)]
            server_errors += [abs(value - goal) for value, goal in zip(receipts, sent, strict=True)]
            outside += [_outside(value, window) for value, window in zip(exported, wanted, strict=True)]
        results.append((speed, client_errors, server_errors, windows, outside))
    shutil.rmtree(folder, ignore_errors=True)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="3 discs, one run per setting")
    parser.add_argument("--discs", type=int, default=None)
    parser.add_argument("--interval-ms", type=float, default=150.0)
    parser.add_argument("--repeats", type=int, default=None)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.quick, args.discs = True, 2
    discs = args.discs or (3 if args.quick else 5)
    repeats = args.repeats or (1 if args.quick else 2)
    # smoke: the slowest animation alone (clicks land while a disc still moves), one page instead of three
    results = run(discs, args.interval_ms, repeats, SPEEDS[-1:] if args.smoke else SPEEDS)
    print(f"Test-mode latencies in Chromium: {discs} discs ({2**discs - 1} moves), a click every "
          f"{args.interval_ms:g} ms, {repeats} run(s) per setting; {os.cpu_count()} CPUs, load average "
          f"{', '.join(f'{value:.2f}' for value in os.getloadavg())}\n")
    print("| animation (ms) | latencies | exported error p50 | p99 | max | baseline (server receipt) p50 | p99 "
          "| max | p99 ratio | script's click window p50 / p99 | exported outside the window p99 |")
    print("|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for speed, client, server, windows, outside in results:
        c99, s99 = percentile(client, 0.99), percentile(server, 0.99)
        print(f"| {speed} | {len(client)} | {statistics.median(client):.1f} ms | {c99:.1f} ms | {max(client):.1f} ms | "
              f"{statistics.median(server):.1f} ms | {s99:.1f} ms | {max(server):.1f} ms | "
              f"{s99 / max(c99, 0.1):.1f}x | {statistics.median(windows):.1f} / {percentile(windows, 0.99):.1f} ms "
              f"| {percentile(outside, 0.99):.1f} ms |")


if __name__ == "__main__":
    main()
