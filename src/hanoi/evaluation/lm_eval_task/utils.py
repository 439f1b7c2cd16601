"""The ``hanoi_fresh`` task's dataset and scorer, loaded by lm-evaluation-harness from the YAML (``!function``).

>>> docs = load(count=2, seed=1)["test"]
>>> row = process_results(docs[0], [Instance.from_dict(docs[0]).solution_text()])
>>> row["score"], row["solved"]
(1.0, 1.0)
"""

from __future__ import annotations

from typing import Any

from hanoi.evaluation.instances import Instance, generate_instances, score_instance

__all__ = ["load", "process_results"]


def _numbers(value: Any) -> list[int]:
    return [int(value)] if isinstance(value, (int, str)) else [int(v) for v in value]


def load(count: int = 50, seed: int = 0, discs: Any = (3, 4, 5), pegs: Any = (3, 4, 5, 6),
         variants: Any = ("classic",), distances: Any = (7,), **metadata: Any) -> dict[str, Any]:
    """The test split: ``count`` fresh instances of ``seed`` (a ``datasets.Dataset``; the YAML's metadata sets them)."""
    import datasets

    variants = [variants] if isinstance(variants, str) else list(variants)
    rows = [item.to_dict() for item in generate_instances(
        int(count), discs=_numbers(discs), pegs=_numbers(pegs), variants=variants, distances=_numbers(distances),
        seed=int(seed))]
    for row in rows:  # Arrow wants one type a column: the stacks as JSON-like text
        row["start_stacks"], row["goal_stacks"] = str(row["start_stacks"]), str(row["goal_stacks"])
    return {"test": datasets.Dataset.from_list(rows)}


def process_results(doc: dict[str, Any], results: list[str]) -> dict[str, float]:
    """The metrics of one reply: reasoning-gym's ``score``, ``solved`` and ``prefix_credit``."""
    row = score_instance(Instance.from_dict(doc), results[0])
    return {"score": float(row["score"]), "solved": float(row["solved"]),
            "prefix_credit": float(row["prefix_credit"] or 0.0)}
