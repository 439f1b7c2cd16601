"""Write the jsPsych plugin's shipped timelines and the example's problem files, every minimum from the solver.

    uv run python scripts/jspsych_files.py            # rewrite them in js/jspsych-hanoi/
    uv run python scripts/jspsych_files.py --out DIR  # write them under DIR instead (the tests compare)

Writes ``timelines/<set>.json`` for each published set (hanoi.results.timeline.PUBLISHED_SETS)
and, for the example experiment, ``example/shallice.js`` (Shallice 1982's twelve problems)
and ``example/practice.js`` (a demonstration and two practice problems on Shallice's
pegs of heights 3, 2 and 1, none of them one of the twelve).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from hanoi.balls import BallState
from hanoi.results.problems import Problem
from hanoi.results.timeline import PUBLISHED_SETS, problem_trial, set_timeline, write_timeline
from hanoi.variants.london import london_solve

PACKAGE = Path(__file__).resolve().parent.parent / "js" / "jspsych-hanoi"

PRACTICE = (("demonstration", "|21|3||", "||31|2|"), ("practice", "|21|3||", "|23||1|"),
            ("practice", "|21|3||", "|1|32||"))
"""The example's first items: a demonstration (played by the page, then solved) and two practice problems."""


def practice_timeline() -> dict[str, object]:
    trials = []
    for number, (kind, start, goal) in enumerate(PRACTICE, 1):
        first, last = BallState.parse(start), BallState.parse(goal)
        trial = problem_trial(Problem(first, last, None, kind), label=f"practice-{number}")
        if kind == "demonstration":
            trial["demonstration"] = [[move.source, move.target] for move in london_solve(first, last).paths[0]]
        trials.append(trial)
    return {"name": "practice", "title": "Demonstration and practice (Shallice's pegs, heights 3, 2, 1)",
            "citation": "", "trials": trials}


def write_all(root: Path) -> list[Path]:
    (root / "timelines").mkdir(parents=True, exist_ok=True)
    (root / "example").mkdir(parents=True, exist_ok=True)
    written = [write_timeline(set_timeline(name), root / "timelines" / f"{name}.json") for name in PUBLISHED_SETS]
    written.append(write_timeline(set_timeline("shallice"), root / "example" / "shallice.js"))
    written.append(write_timeline(practice_timeline(), root / "example" / "practice.js"))
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=PACKAGE)
    for path in write_all(parser.parse_args().out):
        print(path)
