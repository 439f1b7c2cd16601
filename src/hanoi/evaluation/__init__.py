"""Evaluating language models on the Tower of Hanoi: prompts, batch scoring, reports, an Inspect AI task.

:mod:`~hanoi.evaluation.prompts` writes prompts in the answer formats of the published
studies; :mod:`~hanoi.evaluation.scoring` scores a JSONL file of answers with
:func:`hanoi.verify.report.verify` and summarises it; :mod:`~hanoi.evaluation.report`
draws the HTML report (the ``eval`` extra: matplotlib); :mod:`~hanoi.evaluation.inspect_task`
is the Inspect AI task ``hanoi/tower_of_hanoi`` (the ``eval`` extra: inspect-ai).  Nothing
heavy is imported here.
"""
