"""Start-up time of the command line, against ``python -c pass`` in the same run.

The target (issue 14): ``hanoi solve 3``, ``hanoi move 64 1`` and ``hanoi --help`` start in
under 0.10 s median.  Bytecode is compiled first and ``PYTHONDONTWRITEBYTECODE`` is dropped,
as on a user's machine; the commands run from this environment's interpreter.

    uv sync --compile-bytecode && uv run python benchmarks/bench_startup.py [--runs 21]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = {
    "python -c pass (baseline)": [sys.executable, "-c", "pass"],
    "python -c 'import numpy' (for scale)": [sys.executable, "-c", "import numpy"],
    "hanoi solve 3": [sys.executable, "-m", "hanoi", "solve", "3"],
    "hanoi move 64 1": [sys.executable, "-m", "hanoi", "move", "64", "1"],
    "hanoi --help": [sys.executable, "-m", "hanoi", "--help"],
    "hanoi count 64": [sys.executable, "-m", "hanoi", "count", "64"],
}


def median_seconds(command: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    for folder in () if args.smoke else (sysconfig.get_paths()["purelib"], str(ROOT / "src")):
        compileall.compile_dir(folder, quiet=1, workers=0)
    for command in COMMANDS.values():  # warm the page cache
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    baseline = median_seconds(COMMANDS["python -c pass (baseline)"], args.runs, env)
    print(f"Median of {args.runs} runs each, bytecode compiled, on {os.cpu_count()} cores.\n")
    print("| command | median | over `python -c pass` | target |")
    print("|---|---|---|---|")
    for label, command in COMMANDS.items():
        seconds = median_seconds(command, args.runs, env)
        target = "< 0.10 s" if label.startswith("hanoi") and "count" not in label else ""
        print(f"| `{label}` | {seconds * 1000:.0f} ms | +{(seconds - baseline) * 1000:.0f} ms "
              f"({seconds / baseline:.1f}x) | {target} |")


if __name__ == "__main__":
    main()
