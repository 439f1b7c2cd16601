"""The Inspect AI task ``hanoi/tower_of_hanoi``: prompts from :mod:`hanoi.evaluation.prompts`, scored by verify.

Inspect AI is the UK AI Security Institute's evaluation framework.  With the ``eval``
extra installed, the package registers this module under Inspect's entry point, so

    inspect eval hanoi/tower_of_hanoi -T discs=3..10 -T style=apple --model openai/gpt-4o

runs one sample for each number of discs (the tower on the first peg to the last peg,
as in Shojaee et al. 2025), in the answer format of ``style``.  The scorer replays the
model's whole reply with :func:`hanoi.verify.report.verify` and reports four values a
sample: ``solved`` (accuracy and its standard error), ``score`` (reasoning-gym's: 1,
``optimal/moves`` when longer, 0.05 for legal moves that stop short), ``valid_prefix``
(the legal moves before the first error, as a share of the optimal length),
``prefix_credit`` (the share of the optimal path walked before the first error),
``first_error`` (the first error's step as a share of the optimal length; 1 when there
is none) and ``censored`` (the reply was cut off at the token cap before any error).

Offline, ``--model hanoi/canned`` is the simulated model
(:class:`~hanoi.evaluation.inspect_protocols.CannedModel`; Inspect's ``mockllm`` needs
the network for its tokenizer).

This module imports ``inspect_ai`` (the ``eval`` extra); nothing else in the package does.
"""

from __future__ import annotations

import site
import sys
from pathlib import Path
from typing import Any

from hanoi._extras import require

require("inspect_ai", "eval")

from inspect_ai import Task, task  # noqa: E402  # after the check that names the extra
from inspect_ai.dataset import MemoryDataset, Sample  # noqa: E402
from inspect_ai.model import ChatMessage, ChatMessageSystem, ChatMessageUser  # noqa: E402
from inspect_ai.scorer import Score, Scorer, Target, accuracy, mean, scorer, stderr  # noqa: E402
from inspect_ai.solver import TaskState, generate  # noqa: E402

from hanoi.evaluation.prompts import build_prompt, parse_discs  # noqa: E402
from hanoi.evaluation.protocols import reply_ending  # noqa: E402
from hanoi.evaluation.scores import gym_score, prefix_credit  # noqa: E402
from hanoi.verify.report import verify  # noqa: E402

__all__ = ["hanoi_verifier", "parse_discs", "tower_of_hanoi"]



@scorer(
    metrics={
        "solved": [accuracy(), stderr()],
        "score": [mean()],
        "valid_prefix": [mean()],
        "prefix_credit": [mean()],
        "first_error": [mean()],
        "censored": [mean()],
    }
)
def hanoi_verifier() -> Scorer:
    """Score a reply by replaying it with :func:`hanoi.verify.report.verify` (every answer shape).

    The puzzle, the peg numbering and the optimal length come from the sample's metadata
    (:meth:`hanoi.evaluation.prompts.Prompt.to_dict`).
    """

    async def score(state: TaskState, target: Target) -> Score:
        meta: dict[str, Any] = state.metadata
        report = verify(
            state.output.completion, meta["start"], meta["goal"], pegs=meta["pegs"], base=meta["base"]
        )
        optimal = report.optimal or max(1, report.moves)
        error = report.first_error
        first = 1.0 if error is None else min(1.0, (error.step - 1) / optimal)
        solved = 1.0 if report.solved else 0.0
        legal = report.found and (error is None or error.kind == "not-solved")
        score = gym_score(solved=report.solved, legal=legal, moves=report.moves, optimal=report.optimal)
        credit = prefix_credit(report.start, report.final_state, report.goal, report.optimal)
        ended = reply_ending(state.output.stop_reason, state.output.error)
        cut = ended != "stop" and not report.solved and (error is None or error.kind in ("truncated", "not-solved",
                                                                                          "syntax"))
        return Score(
            value={
                "solved": solved,
                "score": score,
                "valid_prefix": min(1.0, report.valid_prefix / optimal),
                "prefix_credit": 0.0 if credit is None else credit,
                "first_error": first,
                "censored": float(cut),
            },
            answer=f"{report.moves} moves",
            explanation="solved" if error is None else f"{error.kind}: {error}",
            metadata=report.to_dict(),
        )

    return score


def _task_name(name: str = "tower_of_hanoi") -> str:
    """The name to register: Inspect prefixes ``hanoi/`` itself only for a package installed in site-packages.

    An editable install (a checkout) is not prefixed, because the distribution is named
    python-hanoi, not hanoi; the full name is given then, so both read ``hanoi/tower_of_hanoi``.
    """
    here = str(Path(__file__).resolve()).lower()
    roots = [*site.getsitepackages(), site.getusersitepackages(), *(p for p in sys.path if "site-packages" in p)]
    installed = any(here.startswith(str(Path(root).resolve()).lower()) for root in roots if root)
    return name if installed else f"hanoi/{name}"


@task(name=_task_name())
def tower_of_hanoi(
    discs: int | str | list[int] = "3..10",
    style: str = "apple",
    pegs: int = 3,
    start: str | None = None,
    goal: str | None = None,
) -> Task:
    """One sample for each number of discs, the tower from the first peg to the last, in ``style``'s format.

    ``start`` and ``goal`` (state letters, for one number of discs) set other puzzles.

    >>> len(tower_of_hanoi(discs="3..5", style="reasoning-gym").dataset)
    3
    >>> tower_of_hanoi(discs=3, start="BAA", goal="ABB").dataset[0].target
    '5'
    """
    samples = []
    for n in parse_discs(discs):
        prompt = build_prompt(n, start, goal, pegs=pegs, style=style)
        messages: list[ChatMessage] = [ChatMessageUser(content=prompt.user)]
        if prompt.system:
            messages.insert(0, ChatMessageSystem(content=prompt.system))
        metadata = {key: value for key, value in prompt.to_dict().items() if key not in ("system", "user")}
        samples.append(Sample(id=prompt.id, input=messages, target=str(prompt.optimal), metadata=metadata))
    return Task(dataset=MemoryDataset(samples, name="tower_of_hanoi"), solver=generate(), scorer=hanoi_verifier())
