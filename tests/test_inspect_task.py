"""The Inspect AI task, run offline: mockllm/model and a custom model with canned answers.

No network: every model output carries its own token usage, so Inspect never loads a
tokenizer, and the models answer from the prompt alone.
"""

from __future__ import annotations

import json
import re
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

inspect_ai = pytest.importorskip("inspect_ai")

from inspect_ai import eval as inspect_eval  # noqa: E402
from inspect_ai.model import (  # noqa: E402
    ChatMessage,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    get_model,
    modelapi,
)
from inspect_ai.tool import ToolChoice, ToolInfo  # noqa: E402

from hanoi.evaluation.inspect_task import parse_discs, tower_of_hanoi  # noqa: E402
from hanoi.tower import solve  # noqa: E402


def output(text: str) -> ModelOutput:
    out = ModelOutput.from_content(model="canned", content=text)
    out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
    return out


def discs_of(messages: list[ChatMessage]) -> int:
    text = "\n".join(message.text for message in messages)
    found = re.search(r"and (\d+) discs?", text)
    assert found is not None
    return int(found.group(1))


def canned(n: int, style: str) -> str:
    """n = 2: a correct answer; n = 3: an illegal move at step 2; n = 4: cut off after 5 moves."""
    moves = [m.to_list() for m in solve(n)]
    if n == 3:
        moves[1] = [3, 0, 1]
    if style == "reasoning-gym":
        lines = [f"Move disk {d} from Peg {s + 1} to Peg {t + 1}" for d, s, t in moves]
        return "\n".join(lines[:5]) + "\nMove disk 3 from Peg" if n == 4 else "\n".join(lines)
    text = f"<think>easy</think>\nmoves = {json.dumps(moves)}"
    return text[: text.index("]", text.index("[", text.index("[") + 1) + 40) + 3] if n == 4 else text


def check_log(log: Any) -> None:
    assert log.status == "success", log.error
    samples = {sample.id: sample.scores["hanoi_verifier"] for sample in log.samples}
    values = {key.split("/")[1]: score.value for key, score in samples.items()}
    assert values["2"]["solved"] == 1.0 and values["2"]["score"] == 1.0 and values["2"]["first_error"] == 1.0
    assert values["3"]["solved"] == 0.0 and values["3"]["first_error"] == pytest.approx(1 / 7)
    assert values["3"]["valid_prefix"] == pytest.approx(1 / 7)
    assert values["4"]["solved"] == 0.0
    explanations = {key.split("/")[1]: score.explanation for key, score in samples.items()}
    assert explanations["3"].startswith("illegal: step 2") and explanations["4"].startswith("truncated:")
    metrics = {
        (score.name, name): metric.value for score in log.results.scores for name, metric in score.metrics.items()
    }
    assert metrics[("solved", "accuracy")] == pytest.approx(1 / 3)
    assert ("valid_prefix", "mean") in metrics and ("first_error", "mean") in metrics


@pytest.mark.parametrize("style", ["apple", "reasoning-gym"])
def test_mockllm_with_canned_correct_illegal_and_truncated_answers(tmp_path: Path, style: str) -> None:
    def answer(
        messages: list[ChatMessage], tools: list[ToolInfo], choice: ToolChoice, config: GenerateConfig
    ) -> ModelOutput:
        return output(canned(discs_of(messages), style))

    model = get_model("mockllm/model", custom_outputs=answer)
    [log] = inspect_eval(tower_of_hanoi(discs="2..4", style=style), model=model, log_dir=str(tmp_path), display="none")
    check_log(log)


@modelapi(name="hanoi-canned")
class CannedModel(ModelAPI):
    """A model that answers Tower of Hanoi prompts with canned replies chosen by the number of discs."""

    def __init__(self, model_name: str, base_url: str | None = None, api_key: str | None = None,
                 config: GenerateConfig = GenerateConfig(), **model_args: Any) -> None:  # noqa: B008
        super().__init__(model_name, base_url, api_key, [], config)

    async def generate(self, input: list[ChatMessage], tools: list[ToolInfo], tool_choice: ToolChoice,
                       config: GenerateConfig) -> ModelOutput:
        return output(canned(discs_of(input), self.model_name))

    async def count_text_tokens(self, text: str) -> int:
        return max(1, len(text) // 4)


def test_a_custom_model_api_through_the_registered_task_name(tmp_path: Path) -> None:
    names = [point.value for point in entry_points(group="inspect_ai")]
    assert "hanoi.evaluation._registry" in names
    [log] = inspect_eval(
        "hanoi/tower_of_hanoi", task_args={"discs": "2..4", "style": "apple"},
        model="hanoi-canned/apple", log_dir=str(tmp_path), display="none",
    )
    check_log(log)
    assert log.eval.task == "hanoi/tower_of_hanoi"


def test_task_parameters() -> None:
    task = tower_of_hanoi(discs=[3, 5], style="maker", pegs=4)
    assert [sample.id for sample in task.dataset] == ["maker/3/4/AAA/DDD", "maker/5/4/AAAAA/DDDDD"]
    assert [sample.target for sample in task.dataset] == ["5", "13"]  # Frame-Stewart, OEIS A007664
    assert parse_discs("3..10") == list(range(3, 11))
    with pytest.raises(ValueError, match="discs must be a number"):
        parse_discs("three")
