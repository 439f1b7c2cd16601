"""The recursion made visible: hanoi.three.calls.trace, hanoi trace, and the call-tree picture."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hanoi.draw.svg import SvgText, call_tree
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.three.algorithms import recursive
from hanoi.three.calls import call_count, trace

# The German encyclopedia article lists every call of bewege(i, a, b, c) for three discs, bewege(3, a, b, c)
# first, the empty
# calls bewege(0, ...) included; the pegs a, b, c are A, B, C here.
SEED_004_CALLS = [
    (3, "ABC"), (2, "ACB"), (1, "ABC"), (0, "ACB"), (0, "BAC"), (1, "CAB"), (0, "CBA"), (0, "ACB"),
    (2, "BAC"), (1, "BCA"), (0, "BAC"), (0, "CBA"), (1, "ABC"), (0, "ACB"), (0, "BAC"),
]
SEED_004_MOVES = ["AC", "AB", "CB", "AC", "BA", "BC", "AC"]  # "verschiebe oberste Scheibe von a nach c", ...


def test_the_trace_of_three_discs_is_seed_004s() -> None:
    letters = "ABC"
    events = list(trace(3, empty=True))
    calls = [(e.call.n, "".join(letters[p] for p in (e.call.source, e.call.spare, e.call.target)))
             for e in events if e.kind == "call"]
    moves = [f"{letters[e.move.source]}{letters[e.move.target]}" for e in events if e.move is not None]
    assert calls == SEED_004_CALLS and moves == SEED_004_MOVES


@given(st.integers(0, 9), st.sampled_from([(0, 2), (0, 1), (2, 0), (1, 2)]), st.booleans())
def test_the_moves_are_the_recursive_solution_and_the_stack_is_consistent(
        n: int, pegs: tuple[int, int], empty: bool) -> None:
    source, target = pegs
    events = list(trace(n, source=source, target=target, empty=empty))
    assert [e.move for e in events if e.move is not None] == list(recursive(n, source=source, target=target))
    calls = sum(e.kind == "call" for e in events)
    assert calls == sum(e.kind == "return" for e in events) == call_count(n, empty=empty)
    for event in events:
        assert event.stack[-1] == event.call.number and len(event.stack) == event.call.depth + 1
        if event.kind == "move":  # the disc that moves is the call's largest, from its source to its target
            assert event.move is not None and event.move.disc == event.call.n
    assert [e.step for e in events if e.kind == "move"] == list(range(1, 2**n))


def test_trace_checks_eagerly_and_streams() -> None:
    with pytest.raises(InvalidArgumentError):
        trace(3, source=1, target=1)
    events = trace(1000)  # 2**1000 moves: only the first few are made
    first = [next(events) for _ in range(1001)]
    assert first[-1].call.n == 1 and first[-1].call.depth == 999
    with pytest.raises(TooLargeError):
        trace(10**100)


def hanoi(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hanoi", *args], capture_output=True, text=True, timeout=60)


def test_hanoi_trace_prints_the_nested_calls() -> None:
    result = hanoi("trace", "4")
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and lines[0] == "move(4, A, B, C)" and lines[1] == "  move(3, A, C, B)"
    steps = [re.search(r"step (\d+): disc (\d+) from (\w) to (\w)", line) for line in lines]
    moves = [(int(m[2]), m[3], m[4]) for m in steps if m]
    assert moves == [(m.disc, "ABC"[m.source], "ABC"[m.target]) for m in recursive(4)]
    assert len(lines) == 2 * 15


@pytest.mark.parametrize("n", ["17", "10**100"])
def test_hanoi_trace_refuses_more_than_the_limit(n: str) -> None:
    result = hanoi("trace", n)
    assert result.returncode == 1 and result.stdout == ""
    assert "hanoi.limits.MAX_TRACE_DISCS" in result.stderr and "Traceback" not in result.stderr


def test_the_call_tree_picture() -> None:
    svg = call_tree(4, step=5)
    assert isinstance(svg, SvgText) and svg._repr_svg_() == svg
    root = ET.fromstring(svg)
    ns = {"svg": "http://www.w3.org/2000/svg"}
    calls = root.findall(".//svg:g[@data-call]", ns)
    assert len(calls) == 15
    # the columns read the moves in order: the call in column k makes move k
    assert sorted(int(c.get("data-step", "0")) for c in calls) == list(range(1, 16))
    current = [c for c in calls if "current" in (c.get("class") or "")]
    opened = [c.findtext("svg:text", namespaces=ns) for c in calls if "open" in (c.get("class") or "")]
    assert [c.findtext("svg:text", namespaces=ns) for c in current] == ["move(1, C, B, A)"]  # move 5: disc 1 C to A
    assert opened == ["move(4, A, B, C)", "move(3, A, C, B)", "move(2, C, A, B)"]
    with pytest.raises(InvalidArgumentError):
        call_tree(3, step=8)
    with pytest.raises(TooLargeError):
        call_tree(10**100)
