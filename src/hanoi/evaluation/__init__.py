"""Evaluating language models on the Tower of Hanoi: prompts, batch scoring, reports, an Inspect AI task.

:mod:`~hanoi.evaluation.prompts` writes prompts in the answer formats of the published
studies; :mod:`~hanoi.evaluation.scoring` scores a JSONL file of answers with
:func:`hanoi.verify.report.verify` and summarises it; :mod:`~hanoi.evaluation.report`
draws the HTML report (the ``eval`` extra: matplotlib); :mod:`~hanoi.evaluation.inspect_task`
is the Inspect AI task ``hanoi/tower_of_hanoi`` (the ``eval`` extra: inspect-ai).

The protocols of the 2025–26 studies (``hanoi eval --protocol``): :mod:`~hanoi.evaluation.protocols`
(the game as referee, stepwise batches, the metrics of a run), :mod:`~hanoi.evaluation.maker`
(MAKER's voted steps, red flags and prediction), :mod:`~hanoi.evaluation.inspect_protocols`
(their Inspect tasks and a simulated model), :mod:`~hanoi.evaluation.suite` (running them,
the log of every call, the metrics side by side) and :mod:`~hanoi.evaluation.suite_report`
(the HTML report).  Nothing heavy is imported here.
"""
