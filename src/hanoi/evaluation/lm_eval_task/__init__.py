"""The fresh instances as an lm-evaluation-harness task, ``hanoi_fresh`` (this folder: YAML and scorer).

EleutherAI's lm-evaluation-harness reads a task from a YAML file; this folder holds
``hanoi_fresh.yaml`` and ``utils.py`` (its dataset, built by
:func:`hanoi.evaluation.instances.generate_instances` with no download, and its scorer,
:func:`hanoi.evaluation.instances.score_instance`).  Point the harness at it::

    lm_eval --include_path "$(python -c 'import hanoi.evaluation.lm_eval_task as t; print(t.TASK_DIR)')" \\
        --tasks hanoi_fresh --model hf --model_args pretrained=...

The metrics are ``score`` (reasoning-gym's), ``solved`` and ``prefix_credit``.  It needs the
``harness`` extra.

>>> (TASK_DIR / "hanoi_fresh.yaml").is_file()
True
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["TASK_DIR"]

TASK_DIR = Path(__file__).resolve().parent
"""The folder to give lm-evaluation-harness as ``--include_path``."""
