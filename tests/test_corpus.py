"""Issue 19: real answers from public repositories, judged by ``verify`` against an independent replay.

The corpus (``tests/fixtures/corpus``, one folder a source, ``manifest.json`` giving
where each answer comes from and the puzzle it answers) is stored byte for byte; its
truth comes from :mod:`corpus_replay`, which reads each source's one known format with
its own regular expression and replays it on plain lists.  The six failure families of
the issue are each a test on a real answer.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict

import pytest

import corpus_replay
from hanoi.verify.report import verify

ENTRIES = corpus_replay.manifest()


def _judged(entry: dict[str, object]) -> bool:
    start, goal, pegs = str(entry["start"]), str(entry["goal"]), int(str(entry["pegs"]))
    return verify(corpus_replay.text(entry), start, goal, pegs=pegs).solved


def test_the_corpus_is_stored_byte_for_byte_with_its_source() -> None:
    assert len({entry["source"] for entry in ENTRIES}) >= 5
    for entry in ENTRIES:
        data = (corpus_replay.CORPUS / str(entry["file"])).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"], entry["file"]
        assert entry.get("repo") or entry.get("find_string_id"), entry["file"]
        if entry.get("repo"):
            assert len(str(entry["commit"])) == 40 and entry["path"]


def test_the_independent_replay_can_say_no() -> None:
    """The truth is not 'always solved': logs that stop early, plans that break the rules, wrong tables."""
    unsolved = [entry for entry in ENTRIES if not corpus_replay.truth(entry)]
    assert len({entry["source"] for entry in unsolved}) >= 3, [entry["file"] for entry in unsolved]
    assert corpus_replay.truth(_entry("typescript-sample-output/n6.txt")) is False
    assert corpus_replay.replay([(1, 0, 2), (2, 0, 2)], 2, 3, "CC") is False
    assert corpus_replay.replay([(1, 2, 0)], 1, 3, "A", start="C") is True


def test_every_reader_finds_the_moves_of_its_answers() -> None:
    """A reader that found nothing would make its answer 'not solved' for no reason."""
    assert all(corpus_replay.moves(entry) for entry in ENTRIES)


def test_accuracy_per_source_and_overall() -> None:
    right: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    wrong = []
    for entry in ENTRIES:
        source = str(entry["source"])
        total[source] += 1
        if _judged(entry) == corpus_replay.truth(entry):
            right[source] += 1
        else:
            wrong.append(entry["file"])
    assert sum(right.values()) >= 0.99 * len(ENTRIES), wrong


def _entry(file: str) -> dict[str, object]:
    return next(entry for entry in ENTRIES if entry["file"] == file)


@pytest.mark.parametrize(
    "file",
    [
        "aspbench-report/mimo-v2.5-pro.txt",  # 1. JSON move objects with from_peg / to_peg
        "dart-sample-output/n2.txt",  # 3. no disc number: "Move Disk from Rod-A -> Rod-B"
        "typescript-sample-output/n3.txt",  # 3. "1: Move Disk from Left to Middle."
        "go-sample-output/n4.txt",  # 4. another verb and noun: "Shifting disk from rod 1 to rod 3"
        "t-towers-sample-output/n2.txt",  # 4. "Move 1th disc from T1 to T3"
        "shift-example/n2.txt",  # 4. "Step 1 : Shift first disk from 'A' to 'B'."
        "thealgorithms-java/n3.txt",  # 5. a one-line list of quoted move strings
    ],
)
def test_each_failure_family_on_a_real_answer(file: str) -> None:
    entry = _entry(file)
    data = (corpus_replay.CORPUS / file).read_bytes()
    report = verify(data, str(entry["start"]), str(entry["goal"]))
    assert report.solved, (file, report.first_error, report.notes)
    assert report.moves == len(corpus_replay.READERS[str(entry["source"])](data.decode()))


def test_family_2_filler_words_after_a_name() -> None:
    """The issue's answer: disc letters and peg words with the noun after them."""
    text = "1. Move disk A from left peg to right peg.\n"
    report = verify(text, "A", "C", disc_names="A")
    assert report.solved and report.moves == 1


def test_family_6_pddl_actions_with_more_arguments() -> None:
    """``(move d1 d2 peg1 peg3 peg3)`` on 4 pegs: disc, object under it, its peg, object onto, target peg."""
    plan = "(move d1 d2 peg1 peg3 peg3)\n(move d2 peg1 peg1 peg2 peg2)\n(move d1 peg3 peg3 d2 peg2)\n"
    report = verify(plan, "AA", "BB", pegs=4)
    assert report.solved, (report.first_error, report.notes)
    wrong = "(move d1 d2 peg1 peg3 peg3)\n(move d2 peg1 peg1 peg3 peg3)\n"  # d2 onto d1
    assert not verify(wrong, "AA", "CC", pegs=4).valid
