"""Start-up time of the command line, against ``python -c pass`` and ``import typer`` in the same run.

The target (issue 28): ``hanoi solve 3`` starts in under 0.10 s with bytecode compiled on an
idle machine.  The everyday commands with plain arguments are answered by the console
script's fast path (``hanoi._fastpath``) without importing typer; ``hanoi solve 3 (through
typer)`` runs the same command through the whole typer application, as every command did
before, and ``hanoi --help`` shows what typer costs.

Bytecode is compiled first (compileall, into a temporary ``PYTHONPYCACHEPREFIX``) and
``PYTHONDONTWRITEBYTECODE`` is dropped, as on a user's machine.  The commands run in
rounds, one of each per round, so that a change of load touches them all alike; the table
gives the minimum (the figure least disturbed by other work) and the median.  With
valgrind installed it also counts the instructions of one run of each (``--tool=callgrind``),
a figure that load does not change.

    uv run python benchmarks/bench_startup.py [--runs 41] [--no-valgrind]
    uv run python benchmarks/bench_startup.py --smoke     # seconds: the suite runs this
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "hanoi"
HANOI = [sys.executable, str(SCRIPT)] if SCRIPT.is_file() else [sys.executable, "-m", "hanoi"]
THROUGH_TYPER = [sys.executable, "-c", "import sys; from hanoi import _commands; "
                 "_commands._only = _commands.COMMAND_MODULES[sys.argv[1]]; from hanoi.cli import main; main()"]
"""The console script as it was before the fast path: typer and the command's one module of hanoi.cli."""

BASELINE = "python -c pass"
COMMANDS = {
    BASELINE: [sys.executable, "-c", "pass"],
    "python -c 'import typer'": [sys.executable, "-c", "import typer"],
    "hanoi solve 3": [*HANOI, "solve", "3"],
    "hanoi solve 3 (through typer)": [*THROUGH_TYPER, "solve", "3"],
    "hanoi move 64 9223372036854775808": [*HANOI, "move", "64", "9223372036854775808"],
    "hanoi state 4 12 --to B": [*HANOI, "state", "4", "12", "--to", "B"],
    "hanoi count 64": [*HANOI, "count", "64"],
    "hanoi --help": [*HANOI, "--help"],
}
TARGETS = {"hanoi solve 3": "< 100 ms"}


def compile_bytecode(prefix: str, *, smoke: bool = False) -> dict[str, str]:
    """Compile the project and typer into ``prefix``; return the environment that runs with it.

    The smoke run skips compileall: its runs use the bytecode the suite keeps (``PYTHONPYCACHEPREFIX``,
    tests/conftest.py), or write what they need into ``prefix``.
    """
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if smoke:
        env.setdefault("PYTHONPYCACHEPREFIX", prefix)
        return env
    env["PYTHONPYCACHEPREFIX"] = prefix
    spec = importlib.util.find_spec("typer")
    folders = [str(ROOT / "src"), *(spec.submodule_search_locations or [] if spec else [])]
    subprocess.run([sys.executable, "-m", "compileall", "-q", "-j", "0", *folders], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return env


def run_once(command: list[str], env: dict[str, str]) -> float:
    began = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - began


def instructions(command: list[str], env: dict[str, str]) -> int | None:
    """The instructions of one run under valgrind's callgrind, or None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    done = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", *command], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    return int(found.group(1)) if found else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=41)
    parser.add_argument("--no-valgrind", action="store_true", help="skip the instruction counts")
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.no_valgrind = 1, True
    with tempfile.TemporaryDirectory(prefix="hanoi-pycache-") as prefix:
        env = compile_bytecode(prefix, smoke=args.smoke)
        for command in [] if args.smoke else COMMANDS.values():  # write the standard library's bytecode too,
            run_once(command, env)  # and warm the page cache (the smoke run's one round does it)
        times: dict[str, list[float]] = {label: [] for label in COMMANDS}
        for _ in range(args.runs):
            for label, command in COMMANDS.items():
                times[label].append(run_once(command, env))
        counts = {label: None if args.no_valgrind else instructions(command, env)
                  for label, command in COMMANDS.items()}
    base = min(times[BASELINE])
    base_count = counts[BASELINE]
    print(f"{args.runs} runs of each, in rounds, bytecode compiled, on {os.cpu_count()} cores "
          f"(load {os.getloadavg()[0]:.2f} at the end).\n")
    print("| command | minimum | median | minimum over `python -c pass` | instructions | over `python -c pass` "
          "| target |")
    print("|---|---|---|---|---|---|---|")
    for label in COMMANDS:
        low, middle = min(times[label]), statistics.median(times[label])
        count = counts[label]
        shown = "n/a" if count is None else f"{count / 1e6:.0f} M"
        ratio = "" if count is None or not base_count else f"{count / base_count:.1f}x"
        print(f"| `{label}` | {low * 1000:.0f} ms | {middle * 1000:.0f} ms | +{(low - base) * 1000:.0f} ms "
              f"({low / base:.1f}x) | {shown} | {ratio} | {TARGETS.get(label, '')} |")


if __name__ == "__main__":
    main()
