"""Study files and the published problem sets (hanoi.results.study)."""

from __future__ import annotations

import json
import re
from collections import deque
from pathlib import Path

import pytest

from hanoi.errors import InvalidArgumentError
from hanoi.results.problems import pebl_config
from hanoi.results.study import MAX_STUDY_TEXT, PROBLEM_SETS, load_study, problem_set

PLAY = Path(__file__).resolve().parent.parent / "docs" / "play.md"


def _bfs_distance(start: str, goal: str) -> int:
    """Brute force on PEBL digits (largest disc first): the fewest legal moves, by breadth-first search."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            return seen[state]
        for source in "123":
            discs = [i for i, peg in enumerate(state) if peg == source]
            if not discs:
                continue
            top = max(discs)  # the smallest disc on the peg is the last digit there
            for target in "123":
                if target == source or any(i > top for i, peg in enumerate(state) if peg == target):
                    continue
                after = state[:top] + target + state[top + 1:]
                if after not in seen:
                    seen[after] = seen[state] + 1
                    queue.append(after)
    raise AssertionError("unreachable")


def test_the_bishop_set_has_the_published_minima_by_brute_force() -> None:
    about, problems = problem_set("bishop2001")
    assert "Bishop" in about["citation"] and "stmueller/pebl" in about["source"]
    assert len(problems) == 13 and PROBLEM_SETS == ("bishop2001",)
    for problem in problems:
        start, goal = pebl_config(problem.start), pebl_config(problem.goal)
        assert problem.shortest == _bfs_distance(start, goal), (start, goal)
    assert [p.shortest for p in problems] == [3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]


def test_the_study_file_of_the_docs_reads_as_it_says() -> None:
    text = re.search(r"```toml\n(.*?)```", PLAY.read_text(encoding="utf-8"), flags=re.S)
    assert text is not None
    study = load_study(text.group(1))
    kinds = [p.kind for p in study.problems]
    assert kinds == ["demonstration", "practice"] + ["test"] * 15
    assert (study.discontinue_after, study.time_limit_ms, study.move_limit) == (3, 120_000, 40)
    assert study.problems[1].time_limit_ms == 300_000 and study.problems[0].time_limit_ms is None
    assert [p.shortest for p in study.problems[-2:]] == [9, 9]  # random, exactly 9 moves apart
    assert study.problems[-2:] == load_study(text.group(1)).problems[-2:]  # the seed makes them the same


def test_json_study_files_work_too_and_limits_are_checked() -> None:
    study = load_study('{"name": "J", "items": [{"start": "AA", "goal": "CC", "move_limit": 5}]}')
    assert (study.name, study.problems[0].move_limit) == ("J", 5)
    for text, words in (('time_limit_s = 10000000000000000000000\n[[items]]\nstart="A"\ngoal="C"', "time_limit_s"),
                        ("x" * 20_001, "at most 20,000 characters"),
                        ('[[items]]\nstart = "A"', "a start needs a goal"),
                        ('[[items]]\nstart = "A"\ngoal = "C"\nset = "bishop2001"', "exactly one of")):
        with pytest.raises(InvalidArgumentError, match=words):
            load_study(text)


@pytest.mark.parametrize("depth", [33, 3_000, 10_000])
@pytest.mark.parametrize("shape", ["json", "toml", "toml-table"])
def test_a_deeply_nested_study_is_refused_before_parsing(shape: str, depth: int) -> None:
    """Issue 29: a study nested 3,000 to 10,000 deep (under 20 kB) was a RecursionError (a 500 on the server)."""
    inner = "[" * depth + "]" * depth
    text = {"json": '{"name": "x", "items": ' + inner + "}",
            "toml": 'name = "x"\nitems = ' + inner + "\n",
            "toml-table": 'name = "x"\nitems = [' + "{a = " * depth + "1" + "}" * depth + "]\n"}[shape]
    assert len(text) <= MAX_STUDY_TEXT or depth == 10_000
    with pytest.raises(InvalidArgumentError, match=r"nested more than 32 levels deep|at most 20,000 characters"):
        load_study(text)


def test_brackets_inside_strings_and_comments_are_no_nesting() -> None:
    brackets = "[" * 40 + "{" * 40
    study = load_study(f'name = "{brackets}"\ninstructions = \'{brackets}\'  # {brackets}\n'
                       '[[items]]\nstart = "AA"\ngoal = "CC"\n')
    assert study.name == brackets[:80] and len(study.problems) == 1
    text = json.dumps({"name": "x\\\"[[[" + brackets, "items": [{"start": "AA", "goal": "CC"}]})
    assert load_study(text).problems[0].shortest == 3
