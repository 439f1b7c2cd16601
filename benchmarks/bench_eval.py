"""Benchmark of hanoi eval: scoring answers in bulk, against a plain baseline measured in the same run.

Run: ``uv run python benchmarks/bench_eval.py [--answers N]``.  Prints Markdown tables.

- Speed: 10,000 model answers (default) of 1 to 10 discs, in the shapes models write
  (Apple ``moves = [...]`` replies with a thinking block, reasoning-gym lines, CSV,
  canonical lines), a third of them with a planted illegal move, scored with
  ``score_lines`` (the work of ``hanoi eval``).  The baseline is the plain way for the
  one shape it can read: ``json.loads`` of the record, a regular expression for the
  ``moves = [...]`` list, ``json.loads`` of it, and a replay with ``State.apply``.
- Before and now: the same answers scored by the code of an earlier commit (``--before``,
  by default 44d1768, the reader before issue 30's change of method) and by the code of
  this checkout, each in a fresh process started the same way (``git archive`` of the
  commit's ``src``); without git or that commit the row says so.
- Hostile input, each in a fresh process with its peak memory: a 1 GiB line and a
  10^7-move answer in the JSONL file (both stop at the 16 MiB line limit, exit 2), and
  ``verify`` of a 1 GiB reply on one line (streamed, no move list).
- The protocol suite (``--suite``; ``--suite-only`` skips the rest): the suite's own
  cost per model call (``hanoi eval --protocol``: Inspect's task machinery, the referee,
  the log of every call), for each protocol, against a bare ``mockllm`` call
  (``await model.generate(...)`` in a loop) measured in the same run.  The model is the
  simulated one; the time it spends computing its replies is measured apart and taken out.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hanoi import Move, State
from hanoi.evaluation.scoring import Summary, score_lines
from hanoi.tower import solve

_LIST = re.compile(r"moves\s*=\s*(\[.*\])", re.DOTALL)


def answers(count: int, seed: int = 1) -> list[dict[str, object]]:
    rng = random.Random(seed)
    records: list[dict[str, object]] = []
    for index in range(count):
        n = 1 + index % 10
        moves = [m.to_list() for m in solve(n)]
        if index % 3 == 1 and len(moves) > 2:
            at = rng.randrange(1, len(moves))
            moves[at] = [n, 0, 1] if moves[at] != [n, 0, 1] else [n, 1, 0]
        shape = index % 4
        if shape == 0:
            text = f"<think>\nThe smallest disk alternates.\n</think>\nmoves = {json.dumps(moves)}"
        elif shape == 1:
            text = "\n".join(f"Move disk {d} from Peg {s + 1} to Peg {t + 1}" for d, s, t in moves)
        elif shape == 2:
            text = "```csv\ndisk_id,from_peg,to_peg\n" + "\n".join(f"{d},{s},{t}" for d, s, t in moves) + "\n```"
        else:
            text = "\n".join(f"{d}{'ABC'[s]}{'ABC'[t]}" for d, s, t in moves)
        style = "reasoning-gym" if shape == 1 else "apple"
        records.append({"id": index, "model": f"model-{index % 2}", "prompt_id": f"{style}/{n}/3/{'A' * n}/{'C' * n}",
                        "answer": text})
    return records


def plain(lines: list[bytes]) -> int:
    """The baseline for the Apple shape alone: json + regex + json + State.apply."""
    solved = 0
    for line in lines:
        record = json.loads(line)
        n = int(record["prompt_id"].split("/")[1])
        state = State.perfect(n)
        try:
            for disc, source, target in json.loads(_LIST.search(record["answer"]).group(1)):  # type: ignore[union-attr]
                state = state.apply(Move(disc, source, target))
        except ValueError:
            continue
        solved += state == State.perfect(n, peg=2)
    return solved


_CHILD = """
import json, sys, time, io
from hanoi.evaluation.scoring import EvalInputError, Summary, score_lines
from hanoi.verify.report import verify
kind, size = sys.argv[1], int(sys.argv[2])

class Endless(io.RawIOBase):
    def __init__(self, head, unit, size):
        self.head, self.unit, self.left = head, unit, size
    def readable(self):
        return True
    def read(self, n=-1):
        if self.head:
            out, self.head = self.head, b""
            return out
        n = min(n if n > 0 else 1 << 18, self.left)
        self.left -= n
        return (self.unit * (n // len(self.unit) + 1))[:n]

start = time.perf_counter()
good = b'{"discs": 1, "answer": "1AC"}\\n'
if kind == "line":
    source = Endless(good, b"x", size)
elif kind == "moves":
    source = Endless(good + b'{"discs": 10, "answer": "moves = [', b"[1, 0, 2], ", size)
if kind == "verify":
    report = verify(Endless(b"", b"x", size), discs=3)
    result = report.first_error.reason
else:
    try:
        list(score_lines(source, Summary()))
        result = "no error"
    except EvalInputError as error:
        result = str(error)
seconds = time.perf_counter() - start
status = open("/proc/self/status").read()
peak = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"result": result[:70], "seconds": seconds, "peak_mib": peak}))
"""


_SCORE = """
import sys, time
from hanoi.evaluation.scoring import Summary, score_lines
start, cpu = time.perf_counter(), time.process_time()
with open(sys.argv[1], "rb") as handle:
    rows = sum(1 for _ in score_lines(handle, Summary()))
print(time.perf_counter() - start, time.process_time() - cpu)
"""
ROOT = Path(__file__).resolve().parent.parent


def scored_in(src: Path, path: Path) -> tuple[float, float] | None:
    """Seconds (wall, CPU) the code under ``src`` takes to score the JSONL file ``path``, in a fresh process."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run([sys.executable, "-c", _SCORE, str(path)], capture_output=True, text=True, env=env)
    wall, cpu = map(float, done.stdout.split()) if done.returncode == 0 else (0.0, 0.0)
    return (wall, cpu) if done.returncode == 0 else None


def before_and_now(rev: str, path: Path) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    """Scoring times (wall, CPU) of the code of commit ``rev`` and of this checkout, measured the same way."""
    now = scored_in(ROOT / "src", path)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"], capture_output=True)
    if archive.returncode != 0:
        return None, now
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
        return scored_in(Path(folder) / "src", path), now


def child(kind: str, size: int) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _CHILD, kind, str(size)], capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(done.stdout)
    return result


def suite_overhead(discs: str, epochs: int, calls: int) -> None:
    """Print the table of the suite's own cost per model call against a bare mockllm call."""
    import asyncio

    from inspect_ai.model import ChatMessageUser, ModelOutput, ModelUsage, get_model

    from hanoi.evaluation.inspect_protocols import _Simulator
    from hanoi.evaluation.suite import run_suite

    canned = ModelOutput.from_content(model="canned", content="moves = [[1, 0, 2]]")
    canned.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
    bare = get_model("mockllm/model", custom_outputs=lambda *args: canned, memoize=False)
    messages = [ChatMessageUser(content="Current state: [[2, 1], [], []]\nGoal state: [[], [], [2, 1]]")]

    async def loop() -> float:
        start = time.perf_counter()
        for _ in range(calls):
            await bare.generate(messages)
        return time.perf_counter() - start

    asyncio.run(loop())  # warm up
    bare_s = asyncio.run(loop()) / calls
    in_task_s = _in_task(bare, calls)
    print(f"\n## The protocol suite: its own cost per model call (simulated model, discs {discs}, "
          f"{epochs} epochs)\n")
    print(f"Baselines, same run: a bare mockllm call {1e3 * bare_s:.3f} ms; the same call from a one-sample "
          f"Inspect task that only calls generate, {calls:,} times: {1e3 * in_task_s:.3f} ms a call.\n")
    print("| protocol | runs | model calls | wall | model's own time | suite per call | bare mockllm call | ratio "
          "| in a bare Inspect task | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for protocol in ("full", "stepwise", "tools", "maker"):
            simulator = _Simulator(0.02, 0, 0.0)
            spent = [0.0]

            def timed(*args: object, simulator: _Simulator = simulator, spent: list[float] = spent) -> ModelOutput:
                start = time.perf_counter()
                out = simulator(*args)  # type: ignore[arg-type]
                spent[0] += time.perf_counter() - start
                return out

            model = get_model("mockllm/model", custom_outputs=timed, memoize=False)
            with open(Path(folder) / "log.jsonl", "w") as transcript:
                start = time.perf_counter()
                episodes = run_suite([protocol], discs, model, epochs=epochs, votes=2, log_dir=folder,
                                     transcript=transcript)
                wall = time.perf_counter() - start
            made = sum(episode.calls for episode in episodes)
            own = (wall - spent[0]) / made
            print(f"| {protocol} | {len(episodes)} | {made:,} | {wall:.2f} s | {spent[0]:.2f} s | "
                  f"{1e3 * own:.2f} ms | {1e3 * bare_s:.3f} ms | {own / bare_s:.1f}x | "
                  f"{1e3 * in_task_s:.3f} ms | {own / in_task_s:.1f}x |")


def _in_task(model: object, calls: int) -> float:
    """Seconds a call of ``model.generate`` takes from a bare Inspect task (one sample, a loop of generate)."""
    from inspect_ai import Task
    from inspect_ai import eval as inspect_eval
    from inspect_ai.dataset import Sample
    from inspect_ai.solver import Generate, TaskState, solver

    @solver
    def loop() -> object:
        async def solve(state: TaskState, generate: Generate) -> TaskState:
            for _ in range(calls):
                state.output = await model.generate(state.messages)  # type: ignore[attr-defined]
            return state

        return solve

    with tempfile.TemporaryDirectory() as folder:
        task = Task(dataset=[Sample(input="Current state: [[1], [], []]")], solver=loop())
        start = time.perf_counter()
        inspect_eval(task, model=model, log_dir=folder, display="none")  # type: ignore[arg-type]
        return (time.perf_counter() - start) / calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--answers", type=int, default=10_000)
    parser.add_argument("--gib", type=float, default=1.0, help="size of the hostile line in GiB")
    parser.add_argument("--suite", action="store_true", help="also time the protocol suite")
    parser.add_argument("--suite-only", action="store_true", help="time the protocol suite only")
    parser.add_argument("--discs", default="3..6", help="the suite's numbers of discs")
    parser.add_argument("--epochs", type=int, default=5, help="the suite's runs of each puzzle")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    parser.add_argument("--before", default="44d1768", help="the commit whose scoring is the 'before' figure")
    args = parser.parse_args()
    if args.smoke:
        args.answers, args.gib = 200, 0.001
    if args.suite_only:
        suite_overhead(args.discs, args.epochs, 2000)
        return
    records = answers(args.answers)
    lines = [json.dumps(record).encode() for record in records]
    data = b"\n".join(lines) + b"\n"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "answers.jsonl"
        path.write_bytes(data)
        start, cpu_start = time.perf_counter(), time.process_time()
        summary = Summary()
        with open(path, "rb") as handle, open(Path(folder) / "scored.jsonl", "w") as out:
            for row in score_lines(handle, summary):
                out.write(json.dumps(row) + "\n")
        ours, ours_cpu = time.perf_counter() - start, time.process_time() - cpu_start
        before, now = before_and_now(args.before, path)
    apple = [line for line, record in zip(lines, records, strict=True) if "moves =" in str(record["answer"])]
    start = time.perf_counter()
    plain(apple)
    baseline = time.perf_counter() - start
    ours_apple_start = time.perf_counter()
    list(score_lines(io.BytesIO(b"\n".join(apple)), Summary()))
    ours_apple = time.perf_counter() - ours_apple_start
    print(f"## Scoring ({args.answers:,} answers of 1 to 10 discs, {len(data) / 2**20:.1f} MiB, "
          f"{summary.solved:,} solved)\n")
    print("| work | answers | time | per answer | plain baseline | ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    print(f"| hanoi eval, all four shapes, with the scored JSONL written | {args.answers:,} | {ours:.2f} s "
          f"(target < 10 s; CPU {ours_cpu:.2f} s) | {1e6 * ours / args.answers:.0f} µs | | |")
    if before is None or now is None:
        shown = "not measured" if now is None else f"{now[1]:.2f} s CPU"
        print(f"| the same answers, commit {args.before} (before) and now, fresh processes | {args.answers:,} | "
              f"{shown} | | commit {args.before} not available | |")
    else:  # CPU time: the wall clock of two runs apart swings with the machine's load
        print(f"| the same answers in a fresh process, CPU time: now, and commit {args.before} (before) | "
              f"{args.answers:,} | {now[1]:.2f} s (wall {now[0]:.2f} s) | {1e6 * now[1] / args.answers:.0f} µs | "
              f"{before[1]:.2f} s (before; wall {before[0]:.2f} s) | {before[1] / now[1]:.2f}x |")
    print(f"| Apple `moves = [...]` replies only | {len(apple):,} | {ours_apple:.2f} s | "
          f"{1e6 * ours_apple / len(apple):.0f} µs | {baseline:.2f} s (json + regex + State.apply) | "
          f"{baseline / ours_apple:.1f}x |")
    size = int(args.gib * 2**30)
    print("\n## Hostile input (fresh process each; peak RSS)\n")
    print("| input | result | time | peak RSS |")
    print("|---|---|---:|---:|")
    for label, kind, amount in (
        (f"JSONL with a {args.gib:g} GiB line", "line", size),
        ("JSONL with a 10^7-move answer", "moves", 11 * (10**4 if args.smoke else 10**7)),
        (f"verify: a {args.gib:g} GiB reply on one line", "verify", size),
    ):
        result = child(kind, amount)
        print(f"| {label} | {result['result']} | {result['seconds']:.2f} s | {result['peak_mib']:.0f} MiB |")
    if args.suite:
        suite_overhead(args.discs, args.epochs, 2000)


if __name__ == "__main__":
    main()
