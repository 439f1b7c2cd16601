"""Benchmark of the web game: move round trips with 50 concurrent simulated players on loopback.

Run: ``uv run python benchmarks/bench_web.py [--quick]``.  Prints a Markdown table.

The server (``hanoi.web.create_app`` under uvicorn, as ``hanoi play`` runs it) is a
separate process on 127.0.0.1; the players are asyncio tasks of this process, each
with its own game and its own keep-alive connection, speaking raw HTTP/1.1 so that
the client costs little.  Each player plays the optimal moves of 10 discs (starting
a new game when solved) and thinks between moves for a random time, uniform within
±50% of the mean think time, like people who do not click in step.  The baseline is the
same load on ``GET /api/health``, which does no game work: the ratio is what the
game logic and its JSON add to the framework and the loopback transport.  Every
run is bounded in time and in requests.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import uvloop  # the client uses the same fast event loop as the server (uvicorn[standard])

import hanoi

PLAYERS = 50
DISCS = 10
EXAMINER = "bench-examiner-secret"
SERVER = (  # as serve() runs it, with the quota of new games raised: here 50 players share one address
    "import sys, uvicorn\n"
    "from hanoi.web.app import create_app\n"
    f"app = create_app(sys.argv[2], examiner_token={EXAMINER!r}, games_per_minute=10_000)\n"
    "uvicorn.run(app, host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)\n"
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Connection:
    """One keep-alive HTTP/1.1 connection with just enough protocol for JSON requests."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, port: int) -> Connection:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer)

    async def request(self, method: str, path: str, body: bytes = b"") -> tuple[int, bytes]:
        head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                f"X-Hanoi-Examiner: {EXAMINER}\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode()
        self.writer.write(head + body)
        await self.writer.drain()
        status_line = await self.reader.readline()
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        return int(status_line.split()[1]), await self.reader.readexactly(length)

    def close(self) -> None:
        self.writer.close()


Step = Callable[[], Awaitable[None]]


async def player(port: int, think: float, deadline: float, budget: list[int], samples: list[float],
                 health_only: bool, rng: random.Random) -> None:
    connection = await Connection.open(port)
    await asyncio.sleep(rng.uniform(0, think))  # players do not all start on the same tick
    moves = [json.dumps({"source": m.source, "target": m.target}).encode() for m in hanoi.solve(DISCS)]
    try:
        while (time.perf_counter() < deadline or not samples) and budget[0] > 0:  # one round trip at least
            status, body = await connection.request("POST", "/api/games", json.dumps({"n": DISCS}).encode())
            assert status == 201, body
            game = json.loads(body)["id"]
            for move in moves:
                if (time.perf_counter() >= deadline and samples) or budget[0] <= 0:
                    break
                budget[0] -= 1
                begin = time.perf_counter()
                if health_only:
                    status, body = await connection.request("GET", "/api/health")
                else:
                    status, body = await connection.request("POST", f"/api/games/{game}/moves", move)
                samples.append(time.perf_counter() - begin)
                assert status == 200 and (health_only or b'"legal":true' in body), body[:200]
                if think:
                    await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
    finally:
        connection.close()


async def load(port: int, think: float, seconds: float, max_requests: int, health_only: bool) -> list[float]:
    samples: list[float] = []
    budget = [max_requests]
    deadline = time.perf_counter() + seconds
    rng = random.Random(5)
    await asyncio.gather(*(player(port, think, deadline, budget, samples, health_only, rng) for _ in range(PLAYERS)))
    return samples


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process (Linux ``/proc``), or NaN elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measured(port: int, pid: int, think: float, seconds: float, health_only: bool) -> tuple[list[float], float]:
    """Round trips of one load, and the server's CPU time per request."""
    before = cpu_seconds(pid)
    samples = uvloop.run(load(port, think, seconds, 200_000, health_only))
    return samples, (cpu_seconds(pid) - before) / max(len(samples), 1)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values) or [float("nan")]
    return ordered[min(int(q * len(ordered)), len(ordered) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="shorter runs")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    seconds = 0.05 if args.smoke else 4.0 if args.quick else 10.0  # smoke: a few requests of each load,
    if args.smoke:  # from a few players
        global PLAYERS
        PLAYERS = 5
    port = free_port()
    db = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-web-{os.getpid()}.sqlite3"
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(port), str(db)])
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        uvloop.run(load(port, 0.0, seconds if args.smoke else 1.0, 2_000, False))  # warm up
        rows = []
        for label, think in ((f"{PLAYERS} players, 100 ms think time", 0.1),
                             (f"{PLAYERS} players, 20 ms think time", 0.02),
                             (f"{PLAYERS} players, no think time (saturated)", 0.0)):
            base, base_cpu = measured(port, server.pid, think, seconds, True)
            moves, move_cpu = measured(port, server.pid, think, seconds, False)
            rows.append((label, moves, base, seconds, move_cpu, base_cpu))
    finally:
        server.terminate()
        server.wait(timeout=10)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
    print(f"Move round trip on loopback, {PLAYERS} concurrent players, uvicorn + FastAPI, "
          f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}\n")
    load_average = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"Machine load average at the end (1, 5, 15 min): {load_average}\n")
    print("| load | moves/s | move p50 (ms) | move p99 (ms) | baseline `GET /api/health` p99 (ms) | p99 ratio "
          "| server CPU per move (ms) | per health check (ms) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, moves, base, span, move_cpu, base_cpu in rows:
        p99, b99 = percentile(moves, 0.99) * 1000, percentile(base, 0.99) * 1000
        print(f"| {label} | {len(moves) / span:,.0f} | {statistics.median(moves) * 1000:.2f} | {p99:.2f} | "
              f"{b99:.2f} | {p99 / b99:.2f}x | {move_cpu * 1000:.3f} | {base_cpu * 1000:.3f} |")


if __name__ == "__main__":
    main()
