"""Every shell example of README.md and docs/*.md runs, and prints what the page shows.

An example is a line ``$ uv run hanoi ...`` or ``$ hanoi ...`` (or a pipeline holding one)
in a code block; the lines after it, up to the next ``$`` line or the end of the block, are its
output (stdout and stderr together, as a terminal shows them).  A line ``...`` stands for
any lines.  Times and random ids are masked; every other number, byte counts included, must be
what the program prints (``uv run python scripts/refresh_docs.py`` rewrites the numbers of the
pages from a fresh run when the code changes them).  A ``# comment`` after the
command is not part of it.  Examples that start a server or need a terminal are listed in
``SKIP`` with the reason, and their commands are still checked to parse (``--help``).
A command that is ``hanoi ARGS`` alone runs as a child forked from ``warm_fork.py``,
a process that has imported the libraries and loaded numba's kernels once (a process of its
own all the same, with its own folder, environment, streams and exit status); so does the
``hanoi ARGS`` of a pipeline (``printf ... | hanoi verify -``, ``hanoi bfs 13 | tail -4``), its
standard input what the shell's commands before it print, its standard output given to the
shell's commands after it.  README.md's pipelines run in the shell as typed (a real pipe into
``hanoi``'s standard input; ``test_cli_conventions.py`` pipes its output into ``head``).
"""

from __future__ import annotations

import glob
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from warm_fork import Runner

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SETUP = {"echo", "printf", "cat", "mkdir", "python3", "cd", "ls", "head", "cp", "pyperplan"}
EXAMPLES = ROOT / "docs" / "examples"  # files the pages use (answer.txt, ...), copied next to the commands
SKIP = {
    "hanoi play": "starts a web server (tested in test_cli_play.py and the browser tests)",
    "--animate": "redraws a terminal in place (tested in test_cli_play.py)",
    "--cluster": "starts a cluster (tested in test_bfs_cluster.py)",
    "hanoi mcp": "starts an MCP server (tested with the SDK's client in test_mcp.py)",
    "--model openai/": "needs an API key and the network (the suite runs offline in test_suite.py)",
}
_HANOI = re.compile(r"(^|[|;&]\s*)(uv run )?hanoi\b")
MASKS = [
    (re.compile(r"\b\d+(\.\d+)? ?(s|ms|µs|us)\b"), "<time>"),
    (re.compile(r'"(seconds|memory_bytes|peak_bytes|time_ms|wall_s)": [0-9.e+-]+'), r'"\1": <n>'),
    (re.compile(r"\b(?=[0-9a-f]*[a-f])[0-9a-f]{12,}\b"), "<id>"),
    (re.compile(r"\d{4}-\d\d-\d\dT[\d:.]+Z?"), "<date>"),
]


def examples(page: Path) -> list[tuple[str, str, str]]:
    """``(where, command, expected output)`` for every ``$`` line of a page's code blocks, in order.

    Lines that do not run hanoi (``echo ... > moves.json``) are the setup of later examples.
    """
    found = []
    lines = page.read_text(encoding="utf-8").splitlines()
    fenced = inside = False
    current: tuple[str, str, list[str]] | None = None
    for number, line in enumerate(lines, 1):
        if line.strip().startswith("```"):
            if current is not None:
                found.append((current[0], current[1], "\n".join(current[2])))
                current = None
            fenced = not fenced
            inside = fenced and line.strip() in ("```", "```sh", "```console", "```shell")
            continue
        if not inside:
            continue
        if line.startswith("$ "):
            if current is not None:
                found.append((current[0], current[1], "\n".join(current[2])))
            current = (f"{page.relative_to(ROOT)}:{number}", line[2:], [])
        elif current is not None and current[1].endswith("\\") and not current[2]:
            current = (current[0], current[1][:-1].rstrip() + " " + line.strip(), current[2])
        elif current is not None:
            current[2].append(line)
    return [case for case in found if _HANOI.search(case[1]) or case[1].split()[0] in SETUP]


def _same_block(page: Path, first: str, later: str) -> bool:
    """Whether the lines ``first`` and ``later`` of ``page`` are in the same code block."""
    lines = page.read_text(encoding="utf-8").splitlines()
    start, end = int(first.rsplit(":", 1)[1]), int(later.rsplit(":", 1)[1])
    return not any(line.strip().startswith("```") for line in lines[start:end - 1])


def _strip_comment(command: str) -> str:
    """The command without a trailing ``# comment`` (outside quotes)."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=False)
    lexer.commenters = "#"
    lexer.whitespace_split = True
    try:
        list(lexer)
    except ValueError:
        return command
    hashes = [m.start() for m in re.finditer(r"\s#", command)]
    for index in hashes:
        head = command[:index]
        if head.count("'") % 2 == 0 and head.count('"') % 2 == 0:
            return head.rstrip()
    return command


def _mask(text: str) -> str:
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines())


def _matches(expected: str, actual: str) -> bool:
    import doctest

    checker = doctest.OutputChecker()
    return checker.check_output(expected + "\n", actual + "\n", doctest.ELLIPSIS)


def test_the_pages_have_examples() -> None:
    counts = {page.name: sum(1 for _, command, _ in examples(page) if _HANOI.search(command)) for page in PAGES}
    assert sum(counts.values()) >= 60, counts


_SHELL = set("|&;<>()$`[]{}~\\\n")
"""Characters that make the shell do more than split words (outside quotes); ``*`` and ``?`` see below."""
REAL_PIPES = {"README.md"}
"""Pages whose pipelines run in the shell as typed, ``hanoi`` included (see the module's docstring)."""


def hanoi_argv(command: str, folder: Path | None = None) -> list[str] | None:
    """The arguments of ``command`` when it is ``[uv run] hanoi ARGS`` alone (no pipe, redirection, variable, glob).

    A word with ``*`` or ``?`` is a pattern to the shell, which leaves it as written when it
    matches no file (``hanoi count 2**40``): so it stays here, if no file of ``folder`` matches it
    (without a ``folder``, such a command is the shell's).

    >>> hanoi_argv("uv run hanoi move 64 '2**63'"), hanoi_argv("hanoi solve 3 | head -1")
    (['move', '64', '2**63'], None)
    >>> hanoi_argv("hanoi count 2**40"), hanoi_argv("hanoi count 2**40", Path("/nonexistent"))
    (None, ['count', '2**40'])
    """
    quote = None
    pattern = False
    for char in command:
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in _SHELL:
            return None
        else:
            pattern = pattern or char in "*?"
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if pattern and (folder is None or any(glob.glob(word, root_dir=folder) for word in words
                                          if "*" in word or "?" in word)):  # quoted ones too: the safe side
        return None
    if words[:2] == ["uv", "run"]:
        words = words[2:]
    return words[1:] if words[:1] == ["hanoi"] else None


def pipeline(command: str, folder: Path) -> tuple[str, list[str], str] | None:
    """``(before, ARGS, after)`` when ``command`` is a pipeline of which one command is ``hanoi ARGS`` alone (see
    :func:`hanoi_argv`) and none of the others runs hanoi: the shell's commands before it and after it.

    >>> pipeline("printf 'AB' | hanoi verify - -n 1", Path("."))
    ("printf 'AB'", ['verify', '-', '-n', '1'], '')
    >>> pipeline("hanoi solve 3 | head -1", Path("."))
    ('', ['solve', '3'], 'head -1')
    >>> pipeline("hanoi solve 3 | head -1 && ls", Path(".")), pipeline("hanoi solve 3 > out", Path("."))
    (None, None)
    """
    parts, quote, start = [], None, 0
    for at, char in enumerate(command):
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in ";&`$()\\\n":
            return None
        elif char == "|":
            if "|" in command[at - 1:at] + command[at + 1:at + 2]:
                return None  # ||
            parts.append(command[start:at].strip())
            start = at + 1
    parts.append(command[start:].strip())
    ours = [at for at, part in enumerate(parts) if _HANOI.search(part)]
    if len(parts) < 2 or len(ours) != 1 or (argv := hanoi_argv(parts[ours[0]], folder)) is None:
        return None
    return " | ".join(parts[:ours[0]]), argv, " | ".join(parts[ours[0] + 1:])


def run_page(page: Path, folder: Path, mpl_dir: Path | None = None,
             runner: Runner | None = None) -> list[tuple[str, str, str, str]]:
    """Run the page's examples in order in ``folder``: ``(where, command, page shows, program prints)``, masked.

    A skipped example (a server, a terminal) only has its command's ``--help`` checked; its
    row shows ``--help fails`` when that fails.  With a ``runner``, a command that is
    ``hanoi ARGS`` alone, or such a command in a pipeline (but on :data:`REAL_PIPES`), runs as a
    process forked from it (the libraries imported once); the rest (setup commands, the other
    commands of a pipeline) runs in the shell.
    """
    (folder / "plan").mkdir(exist_ok=True)
    if EXAMPLES.is_dir():
        for source in EXAMPLES.iterdir():
            shutil.copy(source, folder / source.name)
    tools = str(Path(sys.executable).parent)
    env = {"PATH": f"{tools}:/usr/bin:/bin", "HOME": str(folder), "COLUMNS": "100", "LANG": "C.UTF-8"}
    if mpl_dir is not None:  # matplotlib's font cache, built once: no "building the font cache" line
        env["MPLCONFIGDIR"] = str(mpl_dir)
    status = 0
    rows = []
    skipping_block = None
    for where, command, expected in examples(page):
        if skipping_block is not None and _same_block(page, skipping_block, where):
            continue
        command = _strip_comment(command)
        runnable = _HANOI.sub(lambda m: f"{m.group(1)}{shlex.quote(sys.executable)} -m hanoi", command)
        skipped = next((reason for needle, reason in SKIP.items() if needle in command and "--keys" not in command),
                       None)  # --keys: a terminal game played by a script, printed as text, then over
        if skipped is not None:
            head = command.split("|")[-1].strip()
            base = head.split(" --")[0] if "--" in head else head
            if runner is not None and (argv := hanoi_argv(f"{base} --help", folder)) is not None:
                code, _, error = runner.run(argv, str(folder), env)
            else:
                check = subprocess.run(_HANOI.sub(lambda m: f"{m.group(1)}{shlex.quote(sys.executable)} -m hanoi",
                                                  f"{base} --help"),
                                       shell=True, cwd=folder, capture_output=True, text=True, timeout=60, env=env)
                code, error = check.returncode, check.stderr
            if code != 0:
                rows.append((where, command, "", f"--help fails ({skipped})\n{error}"))
            skipping_block = where  # the rest of the block depends on it
            continue
        if command.strip() == "echo $?":  # the exit status of the example before
            actual = str(status)
        elif runner is not None and (argv := hanoi_argv(command, folder)) is not None:
            status, stdout, stderr = runner.run(argv, str(folder), env)
            actual = _mask(stdout + stderr)
        elif runner is not None and page.name not in REAL_PIPES and (piped := pipeline(command, folder)):
            before, argv, after = piped
            given = errors = ""
            if before:
                done = subprocess.run(before, shell=True, cwd=folder, capture_output=True, text=True, timeout=300,
                                      env=env)
                given, errors = done.stdout, done.stderr
            status, stdout, stderr = runner.run(argv, str(folder), env, stdin=given)
            errors += stderr
            if after:
                done = subprocess.run(after, shell=True, cwd=folder, input=stdout, capture_output=True, text=True,
                                      timeout=300, env=env)
                status, stdout, errors = done.returncode, done.stdout, errors + done.stderr
            actual = _mask(stdout + errors)
        else:
            result = subprocess.run(runnable, shell=True, cwd=folder, capture_output=True, text=True, timeout=300,
                                    env=env)
            status = result.returncode
            actual = _mask(result.stdout + result.stderr)
        rows.append((where, command, _mask(expected), actual))
    return rows


@pytest.fixture(scope="session")
def mpl_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("matplotlib")
    subprocess.run([sys.executable, "-c", "import matplotlib.font_manager"], env={"MPLCONFIGDIR": str(folder)},
                   capture_output=True, check=False, timeout=300)
    return folder


@pytest.fixture(scope="session")
def runner(tmp_path_factory: pytest.TempPathFactory, mpl_dir: Path) -> Iterator[Runner]:
    """One process a worker that has imported the libraries, forking a child for each example.

    Its warm-up loads numba's kernels, compiling them first if numba's disk cache lacks them
    (``warm_fork.warm_kernels``), as the font cache is built: the pages show what every run
    after the first prints, without the line "compiling the search kernel with numba (first run only)".
    """
    home = tmp_path_factory.mktemp("home")
    tools = str(Path(sys.executable).parent)
    started = Runner("cli", {"PATH": f"{tools}:/usr/bin:/bin", "HOME": str(home), "COLUMNS": "100",
                             "LANG": "C.UTF-8", "MPLCONFIGDIR": str(mpl_dir)})
    yield started
    started.close()


def test_the_runner_runs_each_example_as_a_process_of_its_own(runner: Runner, tmp_path: Path) -> None:
    """Importing the libraries prints nothing; each child has its own folder, exit status and streams."""
    assert runner.printed == ""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "100", "LANG": "C.UTF-8"}
    status, out, err = runner.run(["solve", "2"], str(tmp_path), env)
    assert (status, out, err) == (0, "1AB\n2AC\n1BC\n", "")
    status, out, err = runner.run(["solve", "-1"], str(tmp_path), env)
    assert status == 2 and out == "" and err.startswith("error: ")
    status, out, err = runner.run(["solve", "3", "--out", "moves.txt"], str(tmp_path), env)
    assert status == 0 and (tmp_path / "moves.txt").read_text().count("\n") == 7
    status, out, _ = runner.run(["verify", "-", "--discs", "2"], str(tmp_path), env, stdin="1AB\n2AC\n1BC\n")
    assert status == 0 and "solved:       yes" in out  # its standard input is the text given
    status, out, err = runner.run(["verify", "-", "--discs", "2"], str(tmp_path), env)
    assert (status, out) == (2, "") and "no move list found" in err  # or nothing (not the text given before)


@pytest.mark.timeout(1500)  # a page is a sequence of commands; each has its own 300 s limit
@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_shell_examples(page: Path, tmp_path: Path, mpl_dir: Path, runner: Runner) -> None:
    """Run the page's examples in order in one folder, and compare each with what the page shows."""
    failures = [f"{where}: {command}\n--- page shows ---\n{wanted}\n--- program prints ---\n{actual}"
                for where, command, wanted, actual in run_page(page, tmp_path, mpl_dir, runner)
                if "Traceback" in actual or actual.startswith("--help fails") or not _matches(wanted, actual)]
    assert not failures, "\n\n".join(failures)
