"""Fresh instances: exact distances and path counts against the library, seeds, hashes, and the two harnesses.

The distance of every instance is checked against :func:`hanoi.paths.distance` and its
number of optimal paths against :func:`hanoi.variant.all_optimal_paths` (an independent
search that lists the paths).  Then the same instances run through reasoning-gym
(``create_dataset`` / ``score_answer``) and lm-evaluation-harness (``simple_evaluate``
with our YAML task) against a canned model whose replies are known, and each harness's
figures must equal the ones computed here.  Nothing touches the network: the harness
builds its dataset from our generator.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hanoi.cli.app import app
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.evaluation.instances import Instance, generate_instances, instance_at, instance_question, score_instance
from hanoi.paths import distance
from hanoi.rules import Rules
from hanoi.variant import all_optimal_paths


@pytest.mark.parametrize(("variants", "pegs"), [(["classic"], [3, 4, 5, 6]), (["cyclic", "cyclic-ccw"], [3, 4]),
                                                (["linear"], [3, 4]), (["star"], [4, 5])])
def test_distances_and_path_counts_agree_with_the_library(variants: list[str], pegs: list[int]) -> None:
    items = list(generate_instances(12, discs=[2, 3, 4], pegs=pegs, variants=variants, distances=[1, 3, 6], seed=9))
    assert [item.distance for item in items] == [1, 3, 6] * 4
    for item in items:
        start, goal = item.states()
        assert distance(start, goal) == item.distance, item
        assert len(all_optimal_paths(start, goal)) == item.paths, item
        assert score_instance(item, item.solution_text())["score"] == 1.0


def test_seeds_reproduce_and_hashes_tell_instances_apart() -> None:
    first = [i.to_dict() for i in generate_instances(20, seed=11)]
    assert first == [i.to_dict() for i in generate_instances(20, seed=11)]
    assert first != [i.to_dict() for i in generate_instances(20, seed=12)]
    assert len({row["hash"] for row in first}) == 20
    assert instance_at(13, seed=11).to_dict() == first[13]
    assert all(row["start"] != row["goal"] for row in first)


def test_the_question_names_the_variants_moves() -> None:
    [item] = generate_instances(1, discs=[3], pegs=[4], variants=["star"], distances=[4], seed=0)
    assert "Allowed moves, from peg to peg: 1->2, 2->1, 2->3, 2->4, 3->2, 4->2." in instance_question(item)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [({"discs": [10**100]}, InvalidArgumentError), ({"discs": [9], "pegs": [6]}, TooLargeError),
     ({"variants": ["panex"]}, InvalidArgumentError), ({"pegs": [3], "variants": ["star"]}, InvalidArgumentError),
     ({"distances": [-1]}, InvalidArgumentError), ({"pegs": []}, InvalidArgumentError)],
)
def test_bad_settings_are_refused_at_the_call(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        generate_instances(1, **kwargs)


def test_an_unreachable_distance_is_refused() -> None:
    with pytest.raises(InvalidArgumentError, match="ask for a smaller distance"):
        list(generate_instances(1, discs=[2], pegs=[3], distances=[50]))


def test_hanoi_instances_writes_the_dataset(tmp_path: Path) -> None:
    out = tmp_path / "fresh.jsonl"
    result = CliRunner().invoke(app, ["instances", "6", "--pegs", "3..6", "--variant", "classic", "--variant",
                                      "linear", "--distance", "4,8", "--seed", "5", "--out", str(out)])
    assert result.exit_code == 0, result.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["distance"] for row in rows] == [4, 8] * 3 and {row["seed"] for row in rows} == {5}
    assert [Instance.from_dict(row).hash for row in rows] == [row["hash"] for row in rows]
    assert result.stdout.startswith(f"6 instances (seed 5): {out}; dataset hash ")
    result = CliRunner().invoke(app, ["instances", "2", "--discs", "12"])
    assert result.exit_code == 1 and "--max-states" in result.stderr


def canned_replies(items: list[Instance]) -> tuple[dict[str, str], list[float]]:
    """Replies to each question: right, right but long, legal and short, illegal; and their reasoning-gym scores."""
    replies, scores = {}, []
    for index, item in enumerate(items):
        solution = item.solution_text().splitlines()
        kind = index % 4
        if kind == 0:
            reply, score = solution, 1.0
        elif kind == 1:
            first = solution[0].split()
            back = f"Move disk {first[2]} from Peg {first[8]} to Peg {first[5]}"  # there and back: +2 moves
            way_back = (int(first[8]) - 1, int(first[5]) - 1) in Rules.parse(item.rules, item.pegs).arcs
            reply, score = [solution[0], back, *solution], item.distance / (item.distance + 2) if way_back else 0.0
        elif kind == 2:
            reply, score = solution[:-1], 0.05
        else:
            reply, score = ["Move disk 9 from Peg 1 to Peg 2", *solution], 0.0
        replies[instance_question(item)] = "\n".join(reply)
        scores.append(score)
    return replies, scores


def test_reasoning_gym_runs_the_dataset_and_its_scorer() -> None:
    reasoning_gym = pytest.importorskip("reasoning_gym")
    import hanoi.evaluation.gym  # noqa: F401  # registers hanoi_fresh

    data = reasoning_gym.create_dataset("hanoi_fresh", size=12, seed=21, pegs=(3, 4), distances=(3, 5),
                                        variants=("classic", "linear"))
    entries = list(data)
    items = [Instance.from_dict(entry["metadata"]) for entry in entries]
    assert items == list(generate_instances(12, pegs=[3, 4], distances=[3, 5], variants=["classic", "linear"],
                                            seed=21))
    replies, expected = canned_replies(items)
    got = [data.score_answer(replies[entry["question"]], entry) for entry in entries]
    assert got == pytest.approx(expected)
    assert data.score_answer("", entries[0]) == 0.0 and data.score_answer(entries[0]["answer"], entries[0]) == 1.0


def test_lm_evaluation_harness_runs_the_task_on_a_canned_model() -> None:
    pytest.importorskip("lm_eval")
    from lm_eval import simple_evaluate
    from lm_eval.api.model import LM
    from lm_eval.tasks import TaskManager

    from hanoi.evaluation.lm_eval_task import TASK_DIR

    items = list(generate_instances(50, pegs=[3, 4, 5, 6], variants=["classic", "cyclic", "linear", "star"],
                                    distances=[7], seed=0))  # what the YAML's metadata asks for
    replies, expected = canned_replies(items)

    class Canned(LM):  # type: ignore[misc]
        def generate_until(self, requests: list[Any], disable_tqdm: bool = False) -> list[str]:
            return [replies[request.args[0].rstrip("\n")] for request in requests]

        def loglikelihood(self, requests: list[Any], disable_tqdm: bool = False) -> list[Any]:
            raise NotImplementedError

        def loglikelihood_rolling(self, requests: list[Any], disable_tqdm: bool = False) -> list[Any]:
            raise NotImplementedError

    # Only our folder is indexed: indexing the harness's own 14,000 tasks (13 s of CPU) is not under test, and a
    # folder given with --include_path is indexed after them and takes precedence over any of the same name.
    tasks = TaskManager(include_path=str(TASK_DIR), include_defaults=False)
    results = simple_evaluate(model=Canned(), tasks=["hanoi_fresh"], task_manager=tasks, bootstrap_iters=0,
                              log_samples=False)
    assert results is not None
    metrics = results["results"]["hanoi_fresh"]
    assert metrics["score,none"] == pytest.approx(sum(expected) / len(expected))
    assert metrics["solved,none"] == pytest.approx(sum(s > 0.05 for s in expected) / len(expected))
