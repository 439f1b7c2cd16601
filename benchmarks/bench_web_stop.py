"""Benchmark of stopping the web server: seconds from SIGTERM to exit while one request works in a thread.

Run: ``uv run python benchmarks/bench_web_stop.py [--quick]``.  Prints a Markdown table.

The server is a separate process on 127.0.0.1 with one extra endpoint that counts to
10^10 in a worker thread (minutes of work, as a large study item was before its cost was
bounded).  Once the request has started, the server gets SIGTERM and the time to its exit
is measured.  The baseline is the same app under plain ``uvicorn.run`` (uvicorn's
defaults: it waits for running requests with no time limit); ours is
``hanoi.web.serving.run``, as ``hanoi play`` runs it.  A run still going after the cap
(30 s, 8 s with ``--quick``) is killed and counted as the cap.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

SERVER = """
import pathlib, sys
from hanoi.web.app import create_app
from hanoi.web import serving
app = create_app({db!r}, examiner_token="x")

@app.get("/api/slow")
def slow() -> dict:
    pathlib.Path({started!r}).write_text("started")
    total = 0
    for i in range(10 ** 10):
        total += i
    return {{"total": total}}

if sys.argv[1] == "ours":
    serving.run(app, "127.0.0.1", {port})
else:
    import uvicorn
    uvicorn.run(app, host="127.0.0.1", port={port}, log_level="warning")
"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def stop_seconds(kind: str, cap: float) -> tuple[float, int | None]:
    """Seconds from SIGTERM to exit (the cap if it had to be killed) and the exit status (None when killed)."""
    folder = Path(tempfile.mkdtemp())
    port = _free_port()
    started = folder / "started"
    code = SERVER.format(db=str(folder / "r.sqlite3"), started=str(started), port=port)
    server = subprocess.Popen([sys.executable, "-c", code, kind], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit(f"the {kind} server did not start") from None
                time.sleep(0.1)

        def ask() -> None:
            with contextlib.suppress(OSError):
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/slow", timeout=600).close()

        threading.Thread(target=ask, daemon=True).start()
        while not started.exists():
            time.sleep(0.02)
        began = time.monotonic()
        server.send_signal(signal.SIGTERM)
        try:
            status: int | None = server.wait(timeout=cap)
        except subprocess.TimeoutExpired:
            return cap, None
        return time.monotonic() - began, status
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="cap each run at 8 s")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    cap = 0.3 if args.smoke else 8.0 if args.quick else 30.0  # smoke: both servers are killed at the cap (the
    # baseline's request spins until then): the same steps
    rows = [(name, *stop_seconds(kind, cap)) for name, kind in (("plain uvicorn.run (baseline)", "plain"),
                                                                 ("hanoi.web.serving.run", "ours"))]
    print("| server | SIGTERM to exit (s) | exit status |")
    print("|---|---:|---|")
    for name, seconds, status in rows:
        shown = f"> {cap:g} (killed)" if status is None else f"{seconds:.2f}"
        print(f"| {name} | {shown} | {'killed' if status is None else status} |")
    base, ours = rows[0][1], rows[1][1]
    print(f"\nratio baseline/ours: {'at least ' if rows[0][2] is None else ''}{base / ours:.1f}x")


if __name__ == "__main__":
    main()
