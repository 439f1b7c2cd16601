"""The fresh instances as a reasoning-gym dataset: ``reasoning_gym.create_dataset("hanoi_fresh", ...)``.

reasoning-gym (open-thought/reasoning-gym, 2025) is a library of procedural datasets with
verifiable answers, used to train and evaluate reasoning models.  Importing this module
registers :class:`HanoiFreshDataset` under the name ``hanoi_fresh``: each item is
:func:`hanoi.evaluation.instances.instance_at` of its index (random start and goal at an
exact distance, on 3 to 6 pegs and the disc variants), its question in reasoning-gym's
answer format, one optimal solution as its answer, and the instance in its metadata; and
:meth:`HanoiFreshDataset.score_answer` gives reasoning-gym's own score, replayed with
:func:`hanoi.verify.report.verify`.  It needs the ``harness`` extra.

>>> import reasoning_gym
>>> data = reasoning_gym.create_dataset("hanoi_fresh", size=2, seed=3, distances=(5,))
>>> entry = data[0]
>>> entry["metadata"]["distance"], data.score_answer(entry["answer"], entry)
(5, 1.0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hanoi._extras import require

require("reasoning_gym", "harness")

from reasoning_gym.factory import ProceduralDataset, register_dataset  # noqa: E402

from hanoi.evaluation.instances import (  # noqa: E402
    MAX_INSTANCE_STATES,
    Instance,
    generate_instances,
    instance_at,
    score_instance,
)

__all__ = ["HanoiFreshConfig", "HanoiFreshDataset"]


@dataclass
class HanoiFreshConfig:
    """The dataset's settings, as :func:`~hanoi.evaluation.instances.generate_instances` takes them."""

    discs: tuple[int, ...] = (3, 4, 5)
    pegs: tuple[int, ...] = (3, 4, 5, 6)
    variants: tuple[str, ...] = ("classic",)
    distances: tuple[int, ...] = (7,)
    max_states: int = MAX_INSTANCE_STATES
    seed: int | None = None
    size: int = 500
    extra: dict[str, Any] = field(default_factory=dict)

    def validate(self) -> None:
        """Refuse settings the generator refuses (reasoning-gym calls this first)."""
        generate_instances(0, discs=self.discs, pegs=self.pegs, variants=self.variants, distances=self.distances,
                           seed=self.seed or 0, max_states=self.max_states)


class HanoiFreshDataset(ProceduralDataset):  # type: ignore[misc]  # reasoning-gym is untyped
    """Fresh Tower of Hanoi instances for reasoning-gym, scored by reasoning-gym's rule."""

    def __init__(self, config: HanoiFreshConfig) -> None:
        super().__init__(config=config, seed=config.seed, size=config.size)

    def __getitem__(self, idx: int) -> dict[str, Any]:
        """The ``idx``-th item: question, one optimal answer, and the instance as metadata."""
        config: HanoiFreshConfig = self.config
        item = instance_at(idx, discs=config.discs, pegs=config.pegs, variants=config.variants,
                           distances=config.distances, seed=self.seed, max_states=config.max_states)
        record = item.to_dict()
        question = record.pop("question")
        metadata = {**record, "source_dataset": "hanoi_fresh", "source_index": idx}
        return {"question": question, "answer": item.solution_text(), "metadata": metadata}

    def score_answer(self, answer: str | None, entry: dict[str, Any]) -> float:
        """reasoning-gym's score of ``answer``: 1, optimal/moves when longer, 0.05 legal but unsolved, else 0."""
        if not isinstance(answer, str) or not answer.strip():
            return 0.0
        return float(score_instance(Instance.from_dict(entry["metadata"]), answer)["score"])


register_dataset("hanoi_fresh", HanoiFreshDataset, HanoiFreshConfig)
