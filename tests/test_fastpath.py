"""The console script's fast path prints exactly what the typer application prints, or nothing.

For every generated command line (valid and invalid: 10**100, negative numbers, ``--pegs=4``
and ``-p4`` forms, unknown flags, extra words, help), either :func:`hanoi._fastpath.run`
declines having printed nothing, or its standard output, standard error and exit code are
byte for byte those of the whole application run through typer's ``CliRunner``.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import time

import pytest
import typer.main
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import hanoi.cli  # noqa: F401  (registers every command)
from hanoi import _fastpath
from hanoi.cli.app import app

runner = CliRunner()


def fast(args: list[str]) -> tuple[bool, int, bytes, str]:
    """Run the fast path in this process: whether it answered, its exit code, stdout bytes, stderr."""
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", newline="")
    err = io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            answered = _fastpath.run(args)
        except SystemExit as done:
            answered, code = True, int(done.code or 0)
    out.flush()
    return answered, code, raw.getvalue(), err.getvalue()


def full(args: list[str]) -> tuple[int, bytes, str]:
    result = runner.invoke(app, args)
    return result.exit_code, result.stdout_bytes, result.stderr


def check_same(args: list[str]) -> bool:
    answered, code, out, err = fast(args)
    if not answered:
        assert (code, out, err) == (0, b"", ""), args  # declined: nothing printed, typer runs instead
        return False
    assert (code, out, err) == full(args), args
    return True


HANDLED = [
    ["solve", "3"],
    ["solve", "0"],
    ["solve", "4", "--pegs", "4", "-f", "json"],
    ["solve", "3", "-p4", "--from=B", "--to", "a"],
    ["solve", "3", "--pegs", "30", "--to", "29"],
    ["move", "64", "9223372036854775808"],
    ["move", "1000", "123456789", "--pegs=4", "--format=json"],
    ["state", "4", "12", "--to", "B", "-fjson"],
    ["state", "64", "9223372036854775808"],
    ["count", "64"],
    ["count", "20", "-p", "4"],
    ["count", "007"],
]

DECLINED = [
    [],
    ["solve"],
    ["solve", "--help"],
    ["solve", "3", "--help"],
    ["solve", "-h"],
    ["--help"],
    ["help", "solve"],
    ["solve", "3", "extra"],
    ["solve", "-3"],
    ["solve", str(10**100)],  # the library refuses it: typer prints the error
    ["solve", "2**3"],
    ["solve", "3", "--pegs", "2"],
    ["solve", "3", "--pegs", "4", "--pegs", "5"],
    ["solve", "3", "--from", "A", "--to", "A"],
    ["solve", "3", "--to", "D"],
    ["solve", "3", "-f", "csv"],
    ["solve", "3", "--notation", "german"],
    ["solve", "3", "--quiet"],
    ["solve", "3", "--bogus"],
    ["solve", "3", "--"],
    ["solve", "\u0663"],  # an Arabic-Indic three: not ASCII
    ["move", "3", "8"],  # past the last move
    ["count", "3", "--from", "B"],
    ["step", "CCAA"],
]


@pytest.mark.parametrize("args", HANDLED, ids=" ".join)
def test_the_plain_everyday_commands_are_answered_exactly_as_typer_answers_them(args: list[str]) -> None:
    assert check_same(args)


@pytest.mark.parametrize("args", DECLINED, ids=lambda args: " ".join(args) or "(none)")
def test_help_errors_and_everything_else_go_to_typer(args: list[str]) -> None:
    assert not check_same(args)


def test_shell_completion_goes_to_typer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("_HANOI_COMPLETE", "bash_complete")
    assert not fast(["solve", "3"])[0]


def test_the_grammar_names_the_typer_commands_own_arguments_and_options() -> None:
    """Each command of the fast grammar takes as many numbers as the typer command has arguments, and its options."""
    group = typer.main.get_command(app)
    for name, (wanted, allowed) in _fastpath._COMMANDS.items():
        command = group.commands[name]  # type: ignore[attr-defined]
        arguments = [param for param in command.params if param.param_type_name == "argument"]
        assert len(arguments) == wanted, name
        by_key = {key: {opt for opt, which in _fastpath._OPTIONS.items() if which == key} for key in allowed}
        for key, opts in by_key.items():
            params = [param for param in command.params if set(param.opts) & opts]
            assert len(params) == 1 and set(params[0].opts) == opts, (name, key)
            assert not params[0].required and not params[0].multiple, (name, key)


NUMBERS = st.one_of(
    st.integers(0, 70).map(str),
    st.integers(0, 70).map(str),
    st.sampled_from(["007", str(10**100), str(10**250), "-3", "2**3", "1e3", "", " 3", "3 ", "\u0663", "x", "-0"]),
)
SMALL_N = st.one_of(st.integers(0, 9).map(str), st.integers(0, 9).map(str),
                    st.sampled_from([str(10**100), str(10**250), "-3", "2**3", "", "0x3"]))
STEPS = st.one_of(st.integers(0, 2**70).map(str), st.sampled_from([str(10**100), "-1", "2**63", ""]))
PEGS = st.sampled_from(["3", "4", "5", "2", "0", "26", "27", "30", "1000", "1001", str(10**100), "-1", "04", " 4", "x"])
PEG = st.sampled_from(["A", "B", "c", "D", "0", "1", "2", "3", "29", "Z", "AA", "-1", "\u00e9", "", "10**2"])
FORMAT = st.sampled_from(["text", "json", "JSON", "csv", "bin", "", "xml"])


def _option(name: str, short: str | None, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    forms = [lambda v: [name, v], lambda v: [f"{name}={v}"]]
    if short is not None:
        forms += [lambda v: [short, v], lambda v: [short + v]]
    return st.tuples(st.sampled_from(forms), values).map(lambda pair: pair[0](pair[1]))


GOOD_PEGS = st.sampled_from(["3", "4", "5", "30"])
GOOD_PEG = st.sampled_from(["A", "B", "c", "0", "1", "2"])
OPTIONS = st.one_of(
    _option("--pegs", "-p", GOOD_PEGS),
    _option("--from", None, GOOD_PEG),
    _option("--to", None, GOOD_PEG),
    _option("--format", "-f", st.sampled_from(["text", "json"])),
    _option("--pegs", "-p", PEGS),
    _option("--from", None, PEG),
    _option("--to", None, PEG),
    _option("--format", "-f", FORMAT),
    st.sampled_from([["--quiet"], ["--help"], ["-h"], ["--notation", "german"], ["--bogus"], ["-x"], ["--"], ["-"],
                     ["extra"], ["--pegs"], ["-p"], ["--variant", "linear"], ["--algorithm", "iterative"]]),
)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(["solve", "solve", "move", "state", "count", "step"]))
    numbers = {"solve": [SMALL_N], "move": [NUMBERS, STEPS], "state": [NUMBERS, STEPS], "count": [NUMBERS],
               "step": [st.sampled_from(["CCAA", "3"])]}[command]
    words = [[draw(strategy)] for strategy in numbers[: draw(st.integers(0, len(numbers)))]]
    if draw(st.integers(0, 9)) == 0:
        words.append([draw(numbers[0])])  # one number too many (small for solve: its output is 2**n - 1 lines)
    words += draw(st.lists(OPTIONS, max_size=3))
    order = draw(st.permutations(range(len(words))))
    return [command, *(word for index in order for word in words[index])]


HUGE_FIVE_PEG_MOVE = ["move", "-p", "5", "3115313624293970432", "45"]
"""Found by the property (hypothesis seed 100, example ~370): N and K swapped, ~3.1e18 discs on 5 pegs.

Both paths descended the Frame–Stewart split recursion far past 300 s (about 2.6 million levels on
numbers of as many bits), so the example never ended; under pytest-timeout (300 s) that is a
``Failed`` that hypothesis reports as a failing example and then shrinks, each attempt as slow
(the likely lost CI example).  The descent is now refused before it starts
(``hanoi.limits.MAX_FS_LEVELS``): the fast path declines, typer prints the error.
"""


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(command_lines())
@example(HUGE_FIVE_PEG_MOVE)
@example(["move", "3115313624293970432", "45", "--pegs=6"])
@example(["move", "134000000", "45", "-p4"])  # just inside the limit: answered by both paths
def test_any_command_line_prints_the_same_bytes_and_exit_code_on_both_paths(args: list[str]) -> None:
    check_same(args)


def test_a_move_of_a_huge_tower_on_more_pegs_is_refused_at_once_by_both_paths() -> None:
    """The hypothesis example that never ended: now one line on stderr, exit 1, in well under a second."""
    start = time.perf_counter()
    assert not check_same(HUGE_FIVE_PEG_MOVE)  # the library refuses: the fast path declines, having printed nothing
    code, out, err = full(HUGE_FIVE_PEG_MOVE)
    assert (code, out) == (1, b"")
    assert err == ("error: refusing the move of 3115313624293970432 discs on 5 pegs: a descent of about 2653897 "
                   "levels (limit 16384 levels, hanoi.limits.MAX_FS_LEVELS)\n")
    assert time.perf_counter() - start < 30


def test_the_installed_script_answers_as_the_application_does() -> None:
    """``python -m hanoi`` (the fast path) against the typer application, in fresh processes.

    One command line per way a process can end: answered by the fast path (exit 0, stdout), a usage
    error (exit 2, stderr), help handed over to typer.  That each answered command prints typer's
    bytes is proven in this process for every command above (HANDLED and the hypothesis grid).
    """
    env = {key: value for key, value in os.environ.items() if key != "HANOI_DEBUG"}
    for args in [["solve", "3"], ["count", "3", "-p", "2"], ["solve", "3", "--help"]]:
        script = subprocess.run([sys.executable, "-m", "hanoi", *args], capture_output=True, env=env)
        whole = subprocess.run([sys.executable, "-c", "from hanoi.cli import main; main()", *args],
                               capture_output=True, env=env)
        assert (script.returncode, script.stdout, script.stderr) == (whole.returncode, whole.stdout, whole.stderr)


def _closed_early(command: list[str]) -> tuple[int, bytes]:
    """Run ``command``, read the first line of its output and close the pipe, as ``| head -1`` does."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    stderr = process.stderr.read()
    return process.wait(timeout=120), stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_closed_pipe_and_a_full_disk_end_as_in_the_application() -> None:
    script = [sys.executable, "-m", "hanoi"]
    whole = [sys.executable, "-c", "from hanoi.cli import main; main()"]
    assert _closed_early([*script, "solve", "18"]) == _closed_early([*whole, "solve", "18"])
    for args in (["solve", "12"], ["count", "3"], ["move", "3", "1", "-f", "json"]):
        outcomes = []
        for command in (script, whole):
            with open("/dev/full", "wb") as full_disk:
                done = subprocess.run([*command, *args], stdout=full_disk, stderr=subprocess.PIPE)
            outcomes.append((done.returncode, done.stderr))
        assert outcomes[0] == outcomes[1] and outcomes[0][0] == 2, (args, outcomes)
