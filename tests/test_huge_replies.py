"""Issue 25, item 5: replies under the 16 MiB read-whole limit cost memory within a small multiple of their size.

Each reply is "Here is my answer." followed by one move line repeated to the size, in
every shape a model writes.  Each case runs forked under ``setrlimit`` (the harness of
``tests/hostile.py``): its peak resident memory above the parent must stay under
``MEMORY_FACTOR`` times the reply, its CPU time under the harness's limit, and its notes
must be capped (``hanoi.limits.ANSWER_MAX_NOTES``).  The verdicts are checked too: a
huge reply is judged, not just survived.

The replies of issue 25's item 5 run at the full 16 MiB read whole, as ``hanoi verify`` reads them (the
scale the issue was about: they took up to 3.5 GB and 44 s); the grid's replies just past 16 MiB run here
too, through the command (``tests/hostile.py`` leaves them to this file, one run of each proving both).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import hanoi.verify.report  # noqa: F401  (imported before the fork: the children's growth is the reply's, not imports')
import hostile
from hanoi import limits

MIB = 1 << 20
MEMORY_FACTOR = 24  # peak resident memory above the parent, as a multiple of the reply's size
# one move line of each shape; the verdict that line repeated gives for 3 discs
SHAPES: dict[str, tuple[bytes, str]] = {
    "canonical": (b"1AC\n", "illegal"),  # the second 1AC finds peg A without disc 1
    "nested": (b"[[[1,0,2]]]\n", "syntax"),  # more lists than ANSWER_MAX_LISTS
    "assignment": (b"moves = [[1,0,2]]\n", "syntax"),
    "table": (b"| 1 | 1 | A | C |\n", "not-solved"),  # each row rewrites move 1
    "sentence": (b"Move disk 1 from A to C\n", "illegal"),
    "object": (b'{"disk": 1, "from": "A", "to": "C"}\n', "illegal"),
    "csv": (b"1,0,2\n", "illegal"),
}


def _reply(line: bytes, mib: float) -> bytes:
    """A reply of at most ``mib`` MiB: a line of prose, then ``line`` repeated."""
    head = b"Here is my answer.\n"
    return head + line * int((mib * MIB - len(head)) // len(line))


def _one_list(mib: float) -> bytes:
    """One list of many moves on one line: the shape of a model's answer for many discs."""
    return b"Here is my answer.\nmoves = [" + b"[1, 0, 2], " * int(mib * MIB // 11) + b"]\n"


def _verify_in_child(data: bytes, tmp_path: Path, name: str, discs: int = 3, *, answer_bytes: int | None = None,
                     ) -> tuple[hostile.Outcome, dict[str, object]]:
    """``verify(FILE)`` in a forked child under the hostile limits; ``answer_bytes`` lowers the read-whole limit
    in the child alone (a reply past it is streamed, as one past the real 16 MiB is)."""
    path = tmp_path / name
    path.write_bytes(data)
    out = tmp_path / f"{name}.json"

    def body() -> int:
        from hanoi.verify import explain, readers
        from hanoi.verify.report import verify

        if answer_bytes is not None:
            readers.ANSWER_BYTES = explain.ANSWER_BYTES = answer_bytes
        report = verify(path, discs=discs)
        out.write_text(json.dumps(report.to_dict()))
        return 0

    outcome = hostile.run_forked(name, body, tmp_path)
    assert hostile.check(outcome, api=True) is None, (hostile.check(outcome, api=True), outcome.stderr[-2000:])
    return outcome, json.loads(out.read_text())


ISSUE_25 = ("canonical", "nested", "assignment", "table")  # item 5's four repros, run at 16 MiB below


def _judged_within_limits(shape: str, outcome: hostile.Outcome, report: dict[str, object], size: int) -> None:
    """Memory within ``MEMORY_FACTOR`` times the reply, CPU within the harness's limit, the verdict of the shape
    and the notes capped."""
    assert outcome.peak_growth < MEMORY_FACTOR * size, (shape, outcome.peak_growth >> 20)
    assert outcome.cpu < hostile.CPU_SECONDS
    first = report["first_error"]
    assert isinstance(first, dict) and first["kind"] == SHAPES[shape][1], (shape, first)
    notes = report["notes"]
    assert isinstance(notes, list) and len(notes) <= 2 * limits.ANSWER_MAX_NOTES + 4
    assert sum(len(note) for note in notes) < 4096


@pytest.mark.parametrize("shape", sorted(set(SHAPES) - set(ISSUE_25)))
def test_a_4_mib_reply_of_each_shape_stays_small_and_is_judged(shape: str, tmp_path: Path) -> None:
    """The shapes beyond issue 25's four (those are judged at 16 MiB, with these very checks, below)."""
    data = _reply(SHAPES[shape][0], 4)
    outcome, report = _verify_in_child(data, tmp_path, f"{shape}.txt")
    _judged_within_limits(shape, outcome, report, len(data))


@pytest.mark.parametrize("shape", ISSUE_25)
def test_16_mib_replies_of_issue_25_stay_within_the_limits(shape: str, tmp_path: Path) -> None:
    """The four repros of item 5 at the full read-whole size (they took up to 3.5 GB and 44 s), as
    ``hanoi verify --format json`` reads them: a clean exit, memory within the factor, the shape's verdict."""
    data = _reply(SHAPES[shape][0], 16)
    assert len(data) <= limits.ANSWER_BYTES
    (tmp_path / f"{shape}-16.txt").write_bytes(data)
    hostile._cli()  # built before the fork: the child's growth is the reply's
    outcome = hostile.run_command(["verify", f"{shape}-16.txt", "--discs", "3", "--format", "json"], tmp_path)
    assert hostile.check(outcome, api=False) is None, (hostile.check(outcome, api=False), outcome.stderr[-2000:])
    _judged_within_limits(shape, outcome, json.loads(outcome.stdout), len(data))


@pytest.mark.parametrize("name", sorted(hostile.reply_files()))
def test_the_reply_files_of_the_hostile_grid(name: str, tmp_path: Path) -> None:
    """The grid's replies (16 MiB and a line of prose: just past the limit, so streamed), run as the grid ran
    them (``hanoi verify FILE --discs 3`` under its limits and its check), within the memory factor and with a
    short report (its notes capped)."""
    data = hostile.reply_files()[name]
    assert len(data) > limits.ANSWER_BYTES
    (tmp_path / name).write_bytes(data)
    hostile._cli()  # built before the fork: the child's growth is the reply's
    outcome = hostile.run_command(["verify", name, "--discs", "3"], tmp_path)
    assert hostile.check(outcome, api=False) is None, (hostile.check(outcome, api=False), outcome.stderr[-2000:])
    assert outcome.peak_growth < MEMORY_FACTOR * len(data), (name, outcome.peak_growth >> 20)
    assert len(outcome.stdout) + len(outcome.stderr) < 4096, (outcome.stdout[-2000:], outcome.stderr[-2000:])


def test_one_long_list_is_replayed_in_bulk(tmp_path: Path) -> None:
    data = _one_list(5)
    outcome, report = _verify_in_child(data, tmp_path, "long-list.txt")
    assert outcome.peak_growth < MEMORY_FACTOR * len(data), outcome.peak_growth >> 20
    first = report["first_error"]
    assert isinstance(first, dict) and first["kind"] == "illegal" and first["step"] == 2


def test_memory_grows_linearly_not_faster(tmp_path: Path) -> None:
    """Four times the reply costs at most about four times the memory above the interpreter.

    The small reply's growth is measured low (0 to 8 MiB: the forked child first fills the
    free heap it inherits), so its floor is 12 MiB, what a 1 MiB reply costs at the 4 MiB
    reply's rate (45 to 62 MiB measured); growth of the square of the size would be 16 times.
    """
    small, _ = _verify_in_child(_reply(b"1AC\n", 1), tmp_path, "small.txt")
    large, _ = _verify_in_child(_reply(b"1AC\n", 4), tmp_path, "large.txt")
    assert large.peak_growth < 6 * max(small.peak_growth, 12 * MIB), (small.peak_growth >> 20, large.peak_growth >> 20)


def test_eval_of_one_5_mib_answer_stays_small(tmp_path: Path) -> None:
    """``hanoi eval`` with one 5 MB answer took 1.05 GB."""
    answer = "Here is my answer.\n" + "1AC\n" * (5 * MIB // 4)
    record = {"id": "big", "model": "m", "discs": 3, "answer": answer}
    (tmp_path / "answers.jsonl").write_text(json.dumps(record) + "\n")
    outcome = hostile.run_command(["eval", "answers.jsonl", "--out", "scored.jsonl"], tmp_path)
    assert hostile.check(outcome, api=False) is None, outcome.stderr[-2000:]
    assert outcome.peak_growth < MEMORY_FACTOR * len(answer), outcome.peak_growth >> 20
    scored = json.loads((tmp_path / "scored.jsonl").read_text().splitlines()[0])
    assert scored["solved"] is False


def _solution(n: int, folder: Path) -> bytes:
    """The optimal ``n``-disc solution as ``hanoi solve N`` prints it."""
    out = folder / f"s{n}.txt"
    with out.open("wb") as handle:
        subprocess.run([sys.executable, "-m", "hanoi", "solve", str(n)], stdout=handle, check=True)
    data = out.read_bytes()
    assert data.count(b"\n") == 2**n - 1
    return data


@pytest.fixture(scope="module")
def solution_22(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The optimal 22-disc solution as ``hanoi solve 22`` prints it: 4,194,303 lines, 16.8 MB (past 16 MiB)."""
    data = _solution(22, tmp_path_factory.mktemp("s22"))
    assert len(data) > limits.ANSWER_BYTES
    return data


SMALL_LIMIT = 1 << 18  # the read-whole limit lowered in the child: the 18-disc solution (1 MiB) is past it


@pytest.fixture(scope="module")
def solution_18(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The optimal 18-disc solution as ``hanoi solve 18`` prints it: 262,143 lines, four times SMALL_LIMIT."""
    data = _solution(18, tmp_path_factory.mktemp("s18"))
    assert len(data) > 4 * SMALL_LIMIT
    return data


def test_the_22_disc_solution_between_prose_is_solved(solution_22: bytes, tmp_path: Path) -> None:
    """Issue 29 at its own scale: the 22-disc solution (past 16 MiB) after lines of prose and before a line of
    prose is streamed, its one list of move lines read, all 4,194,303 moves solving it."""
    data = b"Sure.\nHere it is, one move a line:\n\n" + solution_22 + b"\nThat is 4194303 moves.\n"
    outcome, report = _verify_in_child(data, tmp_path, "s22-prose-around.txt", 22)
    assert report["found"] and report["solved"] and report["excess"] == 0, report.get("first_error")
    assert report["moves"] == 2**22 - 1
    assert outcome.peak_growth < MEMORY_FACTOR * len(data), outcome.peak_growth >> 20
    assert any("of prose before" in note for note in report["notes"]), report["notes"]
    assert any("of prose after" in note for note in report["notes"]), report["notes"]


@pytest.mark.parametrize(("name", "before", "after"), [
    ("alone", b"", b""),
    ("prose-before", b"Here is the optimal solution for 18 discs:\n", b""),  # issue 29: was "no move list found"
    ("prose-around", b"Sure.\nHere it is, one move a line:\n\n", b"\nThat is 262143 moves.\n"),
])
def test_a_streamed_solution_after_prose_is_solved(name: str, before: bytes, after: bytes, solution_18: bytes,
                                                   tmp_path: Path) -> None:
    """Issue 29: a reply past the read-whole limit is streamed; its one list of move lines is read alone, after a
    line of prose, and between prose.  The limit is lowered in the child to a quarter of the 18-disc solution: the
    same streamed reading as past the real 16 MiB (the 22-disc test above), on a sixteenth of the bytes."""
    data = before + solution_18 + after
    _, report = _verify_in_child(data, tmp_path, f"s18-{name}.txt", 18, answer_bytes=SMALL_LIMIT)
    if before:  # a reply past the (lowered) limit: streamed
        assert any("is streamed" in note for note in report["notes"]), report["notes"]
    else:  # no prose: a file of moves, read in chunks whatever its size
        assert report["format"] == "canonical" and report["notes"] == [], report
    assert report["found"] and report["solved"] and report["excess"] == 0, (name, report.get("first_error"))
    assert report["moves"] == 2**18 - 1
    # no memory bound here: at a sixteenth of the size the reading's fixed buffers (about 40 MiB) weigh more than
    # the reply; the same streamed reading is bounded at the real scale by the 22-disc test above
    if before:
        assert any("of prose before" in note for note in report["notes"]), report["notes"]


def test_prose_inside_a_streamed_solution_is_still_an_error(solution_18: bytes, tmp_path: Path) -> None:
    """Only prose before and after the list is passed over: a line of prose among the moves is a syntax error
    (streamed past the lowered limit, as above)."""
    middle = solution_18.index(b"\n", len(solution_18) // 2) + 1
    data = b"My answer:\n" + solution_18[:middle] + b"now the second half\n" + solution_18[middle:]
    _, report = _verify_in_child(data, tmp_path, "s18-middle.txt", 18, answer_bytes=SMALL_LIMIT)
    assert any("is streamed" in note for note in report["notes"]), report["notes"]
    first = report["first_error"]
    assert not report["solved"] and isinstance(first, dict) and first["kind"] == "syntax", first
