"""The space of replies, not a list of cases: every way of writing one move, times every label a step is given,
times every way a reply wraps its list, times a list that solves and lists wrong in four ways.

Each family test of the reader (``test_families.py``, ``test_languages.py``) varies one thing at a time.  A reply
varies them all at once: a model writes ``**Step 1:** A -> C`` under ``### Final answer`` after a draft, a program
prints JSON with ``\\u`` escapes, a table's cell names a disc and its target only.  This file crosses the axes and
checks the verdict and the first error against a replay written here (it never asks ``hanoi`` for the truth).  The
cross product is large (28 notations x 15 labels x 10 wrappers x 5 truths), so each triple of axes is tried with one
truth, chosen by its place: every pair of values of every two axes still meets every truth.  The first run of this
space (session 21) found four families no corpus answer had shown: a step label in bold, ``(1)`` or ``#1`` before a
move that names no disc; a step label on a line of its own (``### Step 3``); a draft in the thinking read again by
the template after the answer in tags broke at its first move; JSON's ``\\uXXXX`` escapes; a table cell ``disk 1 to
C``.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterable
from html import escape

import pytest

from hanoi.verify.report import verify

Triple = tuple[int, int, int]  # disc, from, to (pegs from 0)
PEGS = "ABC"
WORDS = ("left", "middle", "right")
ROLES = ("source", "auxiliary", "target")


def solution(n: int, source: int = 0, target: int = 2, spare: int = 1) -> list[Triple]:
    """The optimal moves of ``n`` discs (the seeds' recursion), written here so that the truth needs no ``hanoi``."""
    if n == 0:
        return []
    return [*solution(n - 1, source, spare, target), (n, source, target), *solution(n - 1, spare, target, source)]


def first_error(moves: list[Triple], n: int, names_disc: bool, names_source: bool = True, count: int = 3) -> int | None:
    """The step a human names as the first error (one past the end for a list that stops short), or None; a move
    that names no disc moves the top one, one that names no source moves the disc from where it is (``count``
    pegs, the goal the last)."""
    pegs: list[list[int]] = [list(range(n, 0, -1)), *([] for _ in range(count - 1))]
    for step, (disc, source, target) in enumerate(moves, 1):
        source = source if names_source else next(peg for peg in range(count) if disc in pegs[peg])
        top = pegs[source][-1] if pegs[source] else None
        disc = disc if names_disc else (top or disc)
        if top != disc or (pegs[target] and pegs[target][-1] < disc):
            return step
        pegs[target].append(pegs[source].pop())
    return None if pegs[-1] == list(range(n, 0, -1)) else len(moves) + 1


def truths(n: int) -> dict[str, list[Triple]]:
    """A list that solves, one with an illegal move at step 4, at step 2 and at step 1, and one that stops short."""
    solved = solution(n)
    step4, step2, step1 = list(solved), list(solved), list(solved)
    step4[3] = (n, 0, 1)  # the largest disc onto the smaller ones
    step2[1] = (2, 0, 2)  # disc 2 onto disc 1
    step1[0] = (1, 1, 2)  # from an empty peg
    return {"solved": solved, "illegal at 4": step4, "short": solved[:-1], "illegal at 2": step2,
            "illegal at 1": step1}


# one move, written in each notation: (the text, whether it names its disc)
NOTATIONS: dict[str, tuple[Callable[[int, int, int], str], bool]] = {
    "sentence": (lambda d, s, t: f"Move disk {d} from {PEGS[s]} to {PEGS[t]}", True),
    "lower case": (lambda d, s, t: f"move disc {d} from peg {PEGS[s].lower()} to peg {PEGS[t].lower()}", True),
    "arrow": (lambda d, s, t: f"{PEGS[s]} -> {PEGS[t]}", False),
    "disc and arrow": (lambda d, s, t: f"Disk {d}: {PEGS[s]} → {PEGS[t]}", True),
    "triple": (lambda d, s, t: f"[{d}, {s}, {t}]", True),
    "pegs from 1": (lambda d, s, t: f"Move disk {d} from peg {s + 1} to peg {t + 1}", True),
    "Spanish": (lambda d, s, t: f"Mueve el disco {d} de {PEGS[s]} a {PEGS[t]}", True),
    "German": (lambda d, s, t: f"Scheibe {d} von {PEGS[s]} nach {PEGS[t]}", True),
    "Chinese": (lambda d, s, t: f"将盘子 {d} 从 {PEGS[s]} 移到 {PEGS[t]}", True),
    "Russian": (lambda d, s, t: f"Переместить диск {d} с {PEGS[s]} на {PEGS[t]}", True),
    "Vietnamese": (lambda d, s, t: f"Chuyển đĩa {d} từ {PEGS[s]} sang {PEGS[t]}", True),
    "size words": (lambda d, s, t: f"Move the {('smallest', 'medium', 'largest')[d - 1]} disk from {PEGS[s]} to "
                                   f"{PEGS[t]}", True),
    "compact": (lambda d, s, t: f"{d}{PEGS[s]}{PEGS[t]}", True),
    "numbers and arrow": (lambda d, s, t: f"{s + 1} -> {t + 1}", False),
    "bold sentence": (lambda d, s, t: f"**Move disk {d} from {PEGS[s]} to {PEGS[t]}**", True),
    "arrow as code": (lambda d, s, t: f"`{PEGS[s]} -> {PEGS[t]}`", False),
    "LaTeX arrow": (lambda d, s, t: f"Disk {d}: $ {PEGS[s]} \\rightarrow {PEGS[t]} $", True),
    "rods": (lambda d, s, t: f"Move disk {d} from rod {PEGS[s]} to rod {PEGS[t]}.", True),
    "towers from 1": (lambda d, s, t: f"Move the disk {d} from Tower {s + 1} to Tower {t + 1}", True),
    "French": (lambda d, s, t: f"Déplacer le disque {d} de {PEGS[s]} vers {PEGS[t]}", True),
    "Japanese": (lambda d, s, t: f"円盤{d}を{PEGS[s]}から{PEGS[t]}へ移動", True),
    "Korean": (lambda d, s, t: f"원판 {d}을(를) {PEGS[s]}에서 {PEGS[t]}로 이동", True),
    "tuple": (lambda d, s, t: f"({d}, '{PEGS[s]}', '{PEGS[t]}')", True),
    "from to": (lambda d, s, t: f"{PEGS[s]} to {PEGS[t]}", False),
    "peg words": (lambda d, s, t: f"Move disk {d} from {WORDS[s]} to {WORDS[t]}", True),
    "role words": (lambda d, s, t: f"Move disk {d} from {ROLES[s]} to {ROLES[t]}", True),
    "target first": (lambda d, s, t: f"Move disk {d} to {PEGS[t]} from {PEGS[s]}", True),
    "target first, Spanish": (lambda d, s, t: f"Mueve el disco {d} a la torre {PEGS[t]} desde la torre {PEGS[s]}",
                              True),
}
# what a step's number is written as, before the move or on a line of its own
LABELS: dict[str, Callable[[int], str]] = {
    "none": lambda i: "", "1.": lambda i: f"{i}. ", "Step 1:": lambda i: f"Step {i}: ", "bullet": lambda i: "- ",
    "**Step 1:**": lambda i: f"**Step {i}:** ", "1)": lambda i: f"{i}) ", "Move 1:": lambda i: f"Move {i}: ",
    "**1.**": lambda i: f"**{i}.** ", "#1": lambda i: f"#{i} ", "1:": lambda i: f"{i}: ", "(1)": lambda i: f"({i}) ",
    "Step 1 -": lambda i: f"Step {i} - ", "* ": lambda i: "* ", "- Step 1:": lambda i: f"- Step {i}: ",
    "### Step 1 above": lambda i: f"### Step {i}\n",
}
COMPACT = {"triple", "compact", "tuple"}  # notations that take no word before them but a number or a bullet
DRAFT = "\n".join(NOTATIONS["sentence"][0](*move) for move in ((1, 0, 1), (2, 0, 2)))
# how a reply wraps its list (a draft of two moves, wrong, where a wrapper has one)
WRAPPERS: dict[str, Callable[[str, str], str]] = {
    "bare": lambda body, draft: body,
    "after reasoning": lambda body, draft: "Let me think. The two small discs go to the middle peg first.\n\n"
                                           f"Final answer:\n{body}",
    "answer tags": lambda body, draft: f"<think>\nMaybe:\n{draft}\nHmm, let me check.\n</think>\n<answer>\n{body}\n"
                                       "</answer>",
    "code fence": lambda body, draft: f"Here is the solution:\n\n```\n{body}\n```\n\nThis takes 7 moves.",
    "prose after": lambda body, draft: f"{body}\n\nThis solves the puzzle in the fewest moves, 2^3 - 1 = 7.",
    "transcript": lambda body, draft: "User: Solve the Tower of Hanoi with 3 disks from A to C.\n"
                                      f"Assistant: Sure! Here are the moves:\n{body}",
    "ChatML": lambda body, draft: f"<|im_start|>assistant\n{body}<|im_end|>",
    "answer heading": lambda body, draft: f"I will solve it step by step.\n\nAnswer:\n{body}\n\nThat is all.",
    "draft, then final": lambda body, draft: f"First attempt:\n{draft}\nWait, that is wrong. Let me redo it.\n\n"
                                             f"**Final Answer:**\n{body}",
    "markdown headings": lambda body, draft: "## Reasoning\nWe use recursion: move n-1 discs aside.\n\n"
                                             f"## Solution\n{body}",
}


def _judged_right(text: str, moves: list[Triple], n: int, names_disc: bool, names_source: bool = True,
                  pegs: int = 3) -> str | None:
    """None when ``verify`` judges ``text`` as the replay does (verdict and first error); else what it said."""
    wanted = first_error(moves, n, names_disc, names_source, pegs)
    report = verify(text, discs=n, pegs=pegs)
    got = report.first_error.step if report.first_error is not None else None
    if report.solved == (wanted is None) and (wanted is None or got == wanted):
        return None
    return f"wanted {wanted}, got {got} ({report.answer}): {text[:160]!r}"


@pytest.mark.parametrize("notation", sorted(NOTATIONS))
def test_every_notation_under_every_label_in_every_wrapper(notation: str) -> None:
    write, names_disc = NOTATIONS[notation]
    kinds = truths(3)
    wrong = []
    for i, label in enumerate(LABELS):
        if notation in COMPACT and label not in ("none", "1.", "bullet"):
            continue
        for j, wrapper in enumerate(WRAPPERS):
            kind = list(kinds)[(i + j + sorted(NOTATIONS).index(notation)) % len(kinds)]
            moves = kinds[kind]
            body = "\n".join(LABELS[label](step) + write(*move) for step, move in enumerate(moves, 1))
            text = WRAPPERS[wrapper](body, DRAFT)
            if (said := _judged_right(text, moves, 3, names_disc)) is not None:
                wrong.append(f"{label} / {wrapper} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


# how a list's moves are laid out
LAYOUTS: dict[str, Callable[[list[str]], str]] = {
    "lines": "\n".join,
    "numbered": lambda moves: "\n".join(f"{i}. {move}" for i, move in enumerate(moves, 1)),
    "comma": ", ".join,
    "semicolon": "; ".join,
    "explained": lambda moves: "\n".join(f"{i}. {move}\n   This keeps the smaller disks on top."
                                         for i, move in enumerate(moves, 1)),
    "blank lines": "\n\n".join,
    "JSON strings, ASCII": lambda moves: json.dumps({"moves": moves}),
    "JSON answer": lambda moves: json.dumps({"reasoning": "Recursive.", "answer": "\n".join(moves)},
                                            ensure_ascii=False),
    "Python list": lambda moves: f"moves = [{', '.join(map(repr, moves))}]",
    "table": lambda moves: "| Step | Move |\n|---|---|\n" + "\n".join(f"| {i} | {move} |"
                                                                    for i, move in enumerate(moves, 1)),
    "bullets": lambda moves: "\n".join(f"- {move}" for move in moves),
    "HTML breaks": "<br>".join,
    "code, then its output in a comment": lambda moves: "towerOfHanoi(3, 'A', 'C', 'B') // Output: " + ", ".join(moves),
    "a call, then a comment": lambda moves: "print(hanoi(n))  # " + "; ".join(moves),
    "prose around": lambda moves: "To solve this, we move the top disks aside first.\n\n" + "\n".join(moves)
                                  + f"\n\nTotal moves: {len(moves)}.",
}
MORE_NOTATIONS: dict[str, tuple[Callable[[int, int, int], str], bool]] = {
    "pegs from 0": (lambda d, s, t: f"Move disk {d} from rod {s} to rod {t}", True),
    "pairs": (lambda d, s, t: f"({s}, {t})", False),
    "disc and target": (lambda d, s, t: f"disk {d} to {PEGS[t]}", True),
    "Chinese ordinals": (lambda d, s, t: f"第{d}个盘子从{PEGS[s]}移到{PEGS[t]}", True),
}


@pytest.mark.parametrize(("notation", "n"), [(notation, n) for notation in sorted(
    {**NOTATIONS, **MORE_NOTATIONS}.keys() - COMPACT) for n in (3, 4) if notation != "size words" or n == 3])
def test_every_notation_in_every_layout(notation: str, n: int) -> None:
    """Every notation in every layout, for every truth (size words name 3 discs only).  Found by this space (session
    24): size words in one line cut by commas ('Move the smallest disk from A to C, Move the medium ...') were read as
    a CSV header, as a move with no digit in it looked like a column's name."""
    write, names_disc = {**NOTATIONS, **MORE_NOTATIONS}[notation]
    wrong = _wrong_in_every_layout(write, n, names_disc, notation != "disc and target")
    assert not wrong, "\n".join(wrong[:5])


Write = Callable[[int, int, int], str]


def _wrong_in_every_layout(write: Write, n: int, names_disc: bool, names_source: bool = True) -> list[str]:
    """What ``verify`` judges wrongly of each truth for ``n`` discs, the moves written by ``write``, in each layout."""
    return [f"{layout} / {kind}: {said}" for layout, lay in LAYOUTS.items() for kind, moves in truths(n).items()
            if (said := _judged_right(lay([write(*move) for move in moves]), moves, n, names_disc, names_source))
            is not None]


def _wrong_everywhere(lay_out: Callable[[Write, list[Triple], int], str], n: int = 3,
                      skip: Iterable[str] = ("size words",)) -> list[str]:
    """What ``verify`` judges wrongly of each truth in each notation but ``skip``, the text made by
    ``lay_out(write, moves, index)`` (``index``: the notation's place in sorted order)."""
    wrong = []
    for index, (notation, (write, names_disc)) in enumerate(sorted({**NOTATIONS, **MORE_NOTATIONS}.items())):
        for kind, moves in truths(n).items():
            if notation not in skip and (said := _judged_right(lay_out(write, moves, index), moves, n, names_disc,
                                                               notation != "disc and target")) is not None:
                wrong.append(f"{notation} / {kind}: {said}")
    return wrong


# code, then the moves it prints in a comment on the same line, in each language's comment syntax: (code, end)
CODE_COMMENTS = {
    "C //": ("towerOfHanoi(3, 'A', 'C', 'B'); // ", ""), "C block": ("hanoi(3, 'A', 'C', 'B'); /* ", " */"),
    "Python #": ("print(hanoi(3))  # ", ""), "shell prompt #": ("$ ./hanoi 3   # ", ""),
    "Haskell --": ('main = hanoi 3 "A" "C" "B"  -- ', ""), "Lisp ;": ("(hanoi 3 'a 'c 'b) ; ", ""),
    "Prolog %": ("hanoi(3, a, c, b).  % ", ""), "OCaml block": ("hanoi 3 'A' 'C' 'B';; (* ", " *)"),
    "Visual Basic '": ('Call Hanoi(3, "A", "C", "B") \' ', ""),
}


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("syntax", sorted(CODE_COMMENTS))
def test_code_then_its_output_in_a_comment_of_every_syntax(syntax: str, n: int) -> None:
    """A call, then the moves it prints in a comment on its line, in every notation and for every truth; the
    comment's syntax is any common language's (found: --, ;, block comments and a shell prompt were not read)."""
    code, end = CODE_COMMENTS[syntax]
    wrong = _wrong_everywhere(lambda write, moves, _: code + ", ".join(write(*move) for move in moves) + end, n,
                              {*COMPACT, "size words"})
    assert not wrong, "\n".join(wrong[:5])


# the problem's input (or a count) echoed before the moves, as programs and judges print it ({m}: the count)
INPUTS = {
    "n and pegs": "3 A C B", "n": "3", "count": "{m}", "n and count": "3 {m}", "labelled n": "Input: 3", "n =": "n = 3",
    "n and two peg numbers": "3 1 3", "a judge's sample": "Sample Input\n3\nSample Output\n{m}",
    "total": "Total moves: {m}", "a prompt's echo": "> 3", "a prompt": "Enter the number of disks: 3",
}


@pytest.mark.parametrize("echo", sorted(INPUTS))
def test_the_input_echoed_before_the_moves_is_no_move(echo: str) -> None:
    """A line of the problem's input or a count before the moves, in every notation and for every truth: not a
    move.  Found by this space (session 24): '3 1 3' (n, then two peg numbers) over moves of another shape was read
    as the first move in 26 notations."""
    wrong = _wrong_everywhere(lambda write, moves, _: INPUTS[echo].format(m=len(moves)) + "\n" + "\n".join(
        write(*move) for move in moves))
    assert not wrong, "\n".join(wrong[:5])


# one line of moves cut by a separator other than a comma
SEPARATORS = {"then": ", then ", "pipe": " | ", "slash": " / ", "and": " and ", "tab": "\t", "two spaces": "  ",
              "bullet": " • ", "semicolon": "; ", "full stop": ". ", "Then after a full stop": ". Then ",
              "next": "; next, "}
OPEN_SEPARATORS = {"fat arrow": " => "}


def _cut_wrong(separator: str) -> list[str]:
    return _wrong_everywhere(lambda write, moves, _: separator.join(write(*move) for move in moves))


@pytest.mark.parametrize("separator", sorted(SEPARATORS))
def test_one_line_of_moves_cut_by_any_separator(separator: str) -> None:
    """Moves on one line cut by a separator, in every notation and for every truth.  Found by this space (session
    24): a pipe, slash, bullet, tab, two spaces or 'and' between moves written verb last (円盤1をAからCへ移動 |
    円盤2をAからBへ移動) or target first was no list.  Session 25: a full stop, '. Then ', '; next, ' (the tokens cut
    the line, or its sentences, and a piece did not read: the next way to cut it is now tried)."""
    wrong = _cut_wrong(SEPARATORS[separator])
    assert not wrong, "\n".join(wrong[:5])


@pytest.mark.xfail(strict=True, reason="open: ' => ' between moves written verb last (円盤1をAからCへ移動 => ...): "
                   "the tokens cut each move before its verb, and every piece still reads")
@pytest.mark.parametrize("separator", sorted(OPEN_SEPARATORS))
def test_one_line_of_moves_cut_by_a_separator_the_tokens_misread(separator: str) -> None:
    wrong = _cut_wrong(OPEN_SEPARATORS[separator])
    assert not wrong, "\n".join(wrong[:5])


# the words that order the moves, one before each move (the first, then alternating, the last), by language
SEQUENCES = {"en": ("First, ", "Then ", "Next: ", "Finally, "),
             "en more": ("Firstly ", "After that, ", "Now ", "Lastly: "),
             "es": ("Primero, ", "Luego ", "Después, ", "Finalmente "),
             "fr": ("D'abord, ", "Ensuite ", "Puis ", "Enfin, "),
             "de": ("Zuerst ", "Dann ", "Danach, ", "Schließlich "), "it": ("Prima ", "Poi ", "Quindi ", "Infine, "),
             "pt": ("Primeiro, ", "Depois ", "Então ", "Finalmente, "),
             "ru": ("Сначала ", "Затем ", "Потом, ", "Наконец, "), "zh": ("首先，", "然后", "接着，", "最后 "),
             "ja": ("まず、", "次に ", "その後、", "最後に "), "ko": ("먼저 ", "다음으로 ", "그다음, ", "마지막으로 "),
             "vi": ("Đầu tiên, ", "Sau đó ", "Tiếp theo, ", "Cuối cùng "),
             "id": ("Pertama, ", "Kemudian ", "Lalu ", "Terakhir, "),
             "tr": ("Önce ", "Sonra ", "Ardından, ", "Son olarak "),
             "pl": ("Najpierw ", "Potem ", "Następnie, ", "Wreszcie "),
             "nl": ("Eerst ", "Dan ", "Daarna, ", "Ten slotte ")}


@pytest.mark.parametrize("language", sorted(SEQUENCES))
def test_a_sequence_word_before_each_move_in_every_notation(language: str) -> None:
    """'First, A -> C' / 'Then A -> B' / ... 'Finally, A -> C', a line each or sentences on one line, in every
    notation and for every truth.  Found by this space (session 25): a notation read only when it is the whole text
    (arrows, pairs, 1AC) was no move after a word that orders it (the list started at the second move, or was none)."""
    first, then, following, last = SEQUENCES[language]

    def lay_out(write: Write, moves: list[Triple], index: int) -> str:
        words = [first, *(then if step % 2 else following for step in range(1, len(moves) - 1)), last][-len(moves):]
        parts = [word + write(*move) for word, move in zip(words, moves, strict=True)]
        return "\n".join(parts) if index % 2 else ". ".join(parts) + "."

    wrong = _wrong_everywhere(lay_out)
    assert not wrong, "\n".join(wrong[:5])


# a remark after each move: a code comment in several syntaxes, a sign and words, a mark
TAILS = {"C comment": "  // disk now on {target}", "shell comment": "  # moved to {target}",
         "Haskell comment": " -- top disc goes to {target}", "Lisp comment": " ; ok",
         "words in brackets": " (now on {target})",
         "arrow back": "   <- smallest", "check mark": " ✅", "tick and word": " ✓ done", "dash": " - the small one",
         "step in brackets": " (step {step})", "note in square brackets": " [legal]"}


@pytest.mark.parametrize("remark", sorted(TAILS))
def test_a_remark_after_every_move_in_every_notation(remark: str) -> None:
    """A remark after each move, in every notation and for every truth.  Found by this space (session 25): a
    comment naming a word where a disc's name stands (``A -> C  // disk now on C``: disc 'now') was read as the
    move, and a notation read only when it is the whole text (1AC, 1 0 2, (0, 2)) was no move with a remark."""
    wrong = _wrong_everywhere(lambda write, moves, _: "\n".join(
        write(*move) + TAILS[remark].format(target=PEGS[move[2]], step=step) for step, move in enumerate(moves, 1)))
    assert not wrong, "\n".join(wrong[:5])


def _notebook(lines: list[str], whole: bool, one_string: bool = False) -> str:
    """A Jupyter notebook (nbformat 4, as Jupyter writes it: indent 1) whose one code cell printed ``lines`` (a list
    of lines, or one string: nbformat allows both); or the cell alone, as an excerpt of the file."""
    text: list[str] | str = [f"{line}\n" for line in lines]
    cell = {"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [
        {"name": "stdout", "output_type": "stream", "text": "".join(text) if one_string else text}],
        "source": ["n = 3\n", "hanoi(n, 'A', 'C', 'B')"]}
    notebook = {"cells": [cell], "metadata": {"language_info": {"name": "python"}}, "nbformat": 4,
                "nbformat_minor": 5}
    return json.dumps(notebook if whole else cell, indent=1, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("one_string", [False, True], ids=["lines", "one string"])
@pytest.mark.parametrize("whole", [True, False], ids=["notebook", "cell"])
def test_a_notebook_s_stored_output_in_every_notation(whole: bool, one_string: bool) -> None:
    """A notebook's cell output, each line a JSON string (``"A -> C\\n",``) among the file's keys, or all in one
    string, in every notation and for every truth.  Found by wave 31 (all notebooks, 16 of 26 judged right at
    first contact): the cell's JSON was read as a list of objects, and lines that each end in one newline escape
    were no lines; the output as one string (not in the corpus, tried in review) was blank."""
    wrong = _wrong_everywhere(lambda write, moves, _: _notebook([write(*move) for move in moves], whole, one_string))
    assert not wrong, "\n".join(wrong[:5])


COUNTERS = {"count after": "{k}次", "in brackets": "({k})", "moves so far": "moves: {k}", "hash": "#{k}",
            "count and word": "{k} moves"}


@pytest.mark.parametrize("counter", sorted(COUNTERS))
def test_the_count_of_moves_after_each_move_is_no_move(counter: str) -> None:
    """A program that prints the count of moves so far after each move (``盤由 A 移至 C`` / ``1次``), in every
    notation and for every truth.  Found by wave 31: the count was read as a garbled move, an error at step 2."""
    wrong = _wrong_everywhere(lambda write, moves, _: "\n".join(
        f"{write(*move)}\n{COUNTERS[counter].format(k=k)}" for k, move in enumerate(moves, 1)))
    assert not wrong, "\n".join(wrong[:5])


def _state_strings(moves: list[Triple], n: int, smallest_first: bool, letters: str) -> list[str]:
    """The state after each move (and the start) as one letter a disc, the disc's peg, as search programs print."""
    where, states = [0] * n, []
    for move in [None, *moves]:
        if move is not None:
            where[move[0] - 1] = move[2]
        states.append("".join(letters[peg] for peg in (where if smallest_first else reversed(where))))
    return states


@pytest.mark.parametrize("smallest_first", [True, False], ids=["smallest first", "largest first"])
@pytest.mark.parametrize("quoted", ["python", "json"])
@pytest.mark.parametrize("n", [3, 4])
def test_a_list_of_states_as_strings_is_the_moves_between_them(smallest_first: bool, quoted: str, n: int) -> None:
    """``['AAA', 'CAA', 'CBA', ...]``: a search's path printed as states, one peg letter a disc, in either order of
    the discs, for every truth (a state list cannot name a source: a disc moves from where it is).  Found by wave
    31 (a notebook's breadth-first search): the list was no move list."""
    wrong = []
    for letters in ("ABC", "012"):
        for kind, moves in truths(n).items():
            states = _state_strings(moves, n, smallest_first, letters)
            text = f"path = {states if quoted == 'python' else json.dumps(states)}\n"
            if (said := _judged_right(text, moves, n, True, False)) is not None:
                wrong.append(f"{letters} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


# a list written in each notation: a draft in one and the final list in another
WHOLE_LISTS: dict[str, Callable[[list[Triple]], str]] = {
    "sentences": lambda moves: "\n".join(f"Move disk {d} from {PEGS[s]} to {PEGS[t]}" for d, s, t in moves),
    "numbered arrows": lambda moves: "\n".join(f"{i}. {PEGS[s]} -> {PEGS[t]}" for i, (_, s, t) in enumerate(moves, 1)),
    "JSON": lambda moves: json.dumps([list(move) for move in moves]),
    "moves =": lambda moves: f"moves = {json.dumps([list(move) for move in moves])}",
    "one line": lambda moves: ", ".join(f"{PEGS[s]}->{PEGS[t]}" for _, s, t in moves),
}
DRAFTS = {  # a draft the reply rejects, or an example for fewer discs, before the final list
    "tried and rejected": "Let me try:\n{draft}\nHmm, that doesn't work.\n",
    "thinking": "<think>\n{draft}\n</think>\n",
    "first attempt": "Attempt 1:\n{draft}\n\nThat breaks a rule. Attempt 2:\n",
    "smaller example": "For example, with 2 disks the solution is:\n{draft}\n\nNow for 3 disks:\n",
}
FINALS = {  # how the final list is marked: each a commitment a reader can see
    "Final answer:": "Final answer:\n{final}", "bold heading": "**Final Answer**\n\n{final}",
    "markdown heading": "## Answer\n{final}", "answer tags": "<answer>{final}</answer>",
}


@pytest.mark.parametrize("draft", sorted(DRAFTS))
def test_the_final_list_is_judged_not_a_draft_or_an_example_before_it(draft: str) -> None:
    """After a draft the reply rejects (or an example for 2 discs), the list it marks as final is judged, whatever
    the notations of the two (a draft's 'moves =' key included).  Left open: a final list that only prose
    introduces ("So the moves are:") a few lines after a draft of the same shape is read as the draft going on, as
    a list interrupted by a remark ("Now the largest disk is free:") must be, and a 'moves =' key before it wins;
    telling the two apart needs the replay (letting such a line mark the list broke a test and two corpus answers)."""
    kinds = truths(3)
    earlier = solution(2) if draft == "smaller example" else [(1, 0, 1), (2, 0, 2), (1, 1, 2), (3, 0, 1)]
    wrong = []
    for (i, final), (j, first), (k, last) in itertools.product(*(enumerate(axis) for axis in (
            FINALS, WHOLE_LISTS, WHOLE_LISTS))):
        kind = list(kinds)[(i + j + k) % len(kinds)]
        moves = kinds[kind]
        text = DRAFTS[draft].format(draft=WHOLE_LISTS[first](earlier)) + FINALS[final].format(
            final=WHOLE_LISTS[last](moves))
        if (said := _judged_right(text, moves, 3, last not in ("numbered arrows", "one line"))) is not None:
            wrong.append(f"{final} / {first} then {last} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


def _drawn(pegs: list[list[int]], n: int, style: str) -> str:
    """The pegs drawn, top row first: discs as runs of '=' on rods over a base, numbers over the pegs' letters, rows
    of numbers alone (0 for no disc), or one peg a line."""
    if style == "one peg a line":
        return "\n".join(f"{PEGS[peg]} | {' '.join(map(str, pegs[peg]))}" for peg in range(3))
    rows = []
    for level in range(n - 1, -1, -1):
        if style == "bars":
            rows.append(" ".join(("=" * (2 * peg[level] - 1) if level < len(peg) else "|").center(2 * n + 1)
                                 for peg in pegs).rstrip())
        else:
            empty = "0" if style == "digit rows" else "|"
            rows.append((" " if style == "digit rows" else "  ").join(
                str(peg[level]) if level < len(peg) else empty for peg in pegs))
    return "\n".join([*rows, *{"bars": ["-" * (6 * n + 6)], "numbers over letters": ["A  B  C"]}.get(style, [])])


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("style", ["bars", "numbers over letters", "digit rows", "one peg a line"])
def test_moves_between_drawings_of_every_style_and_drawings_alone(style: str, n: int) -> None:
    """A program that draws the pegs after each move (and the start, or not), with its move lines in two notations
    or without them: the first error is the replay's.  Found by this space: a row of numbers over the pegs' letters
    ('3  2  1' over 'A  B  C') was read as a move; session 26 (wave 32's tuning half, a German exercise): rows of
    numbers alone, a column a peg and 0 for no disc, between lines of text or blank lines, were read as moves."""
    wrong = []
    kinds = {name: moves for name, moves in truths(n).items() if name in ("solved", "short", "illegal at 4")}
    for (notation, write), start, (kind, moves) in itertools.product(
            (("sentence", NOTATIONS["sentence"][0]), ("arrow", NOTATIONS["arrow"][0]), ("drawings alone", None)),
            (True, False), kinds.items()):
        if (write is None and (kind == "illegal at 4" or style == "numbers over letters")) or (
                write is not None and style == "digit rows"):  # (left open: rows of numbers alone after move
            # lines are read as moves [disc, from, to] among them)
            continue  # drawings alone show the moves their states imply, never an illegal one; and (left open)
            # numbers over the pegs' letters alone are read as no states: the letters as a drawing's base let the
            # drawings of a corpus program overrule its one-edit wrong move lines (test_mutants)
        pegs: list[list[int]] = [list(range(n, 0, -1)), [], []]
        out = ["Start:", _drawn(pegs, n, style), ""] if start else []
        for disc, source, target in moves:
            out += [write(disc, source, target)] if write else []
            pegs[target].append(pegs[source].pop())
            out += [_drawn(pegs, n, style), ""]
        said = _judged_right("\n".join(out), moves, n, notation != "arrow")
        if said is not None:
            wrong.append(f"{notation} / start drawn {start} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


# what a line may carry after its move, and labels that count no step of the list (an outline's 1.2, a) b), 3/7)
REMARKS: dict[str, Callable[[int, int, int], str]] = {
    "none": lambda d, s, t: "", "a call": lambda d, s, t: f" (hanoi 1 '{PEGS[s]}' '{PEGS[t]}' '{PEGS[3 - s - t]}')",
    "a size": lambda d, s, t: f" (the {('smallest', 'middle', 'largest')[d - 1]} disk)",
    "a comment": lambda d, s, t: f"  # peg {PEGS[s]} now has fewer disks",
    "onto": lambda d, s, t: f" (onto peg {PEGS[t]})",
    "a dash": lambda d, s, t: f" — disk {d} is now on {PEGS[t]}",
}
OUTLINE_LABELS: dict[str, Callable[[int], str]] = {
    "none": lambda i: "", "1.": lambda i: f"{i}. ", "1-1.": lambda i: f"{(i - 1) // 3 + 1}-{(i - 1) % 3 + 1}. ",
    "1.1": lambda i: f"{(i - 1) // 3 + 1}.{(i - 1) % 3 + 1} ", "a)": lambda i: f"{'abcdefgh'[i - 1]}) ",
    "Step 1.2:": lambda i: f"Step {(i - 1) // 3 + 1}.{(i - 1) % 3 + 1}: ", "[1]": lambda i: f"[{i}] ",
    "1/7:": lambda i: f"{i}/7: ",
}


@pytest.mark.parametrize("notation", ["arrow", "sentence", "disc and arrow"])
def test_every_remark_after_a_move_under_every_outline_label(notation: str) -> None:
    """A remark after the move (in brackets, after '#' or a dash, naming pegs and discs of its own) is no part of it,
    and an outline's label (1.2, 1-2., a), 3/7:) is no disc and no step.  Found by this space (session 22): 'A -> C
    (onto peg C)' read the remark's peg as a disc, '1.1 A -> C' the label's number."""
    write, names_disc = NOTATIONS[notation]
    wrong = []
    for (remark, tail), (label, number) in itertools.product(REMARKS.items(), OUTLINE_LABELS.items()):
        for kind, moves in truths(3).items():
            text = "\n".join(number(step) + write(*move) + tail(*move) for step, move in enumerate(moves, 1))
            if (said := _judged_right(text, moves, 3, names_disc)) is not None:
                wrong.append(f"{remark} / {label} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


# a heading over the answer on the list's own line, in several languages (full-width colons too)
RESULTS = ("Result:", "Final answer:", "Solution:", "Answer:", "結果:", "结果：", "答案：", "Ergebnis:", "Résultat :",
           "Resultado:", "Итог:", "Risultato:")


@pytest.mark.parametrize("heading", RESULTS)
def test_a_result_line_after_an_outline_is_the_answer(heading: str) -> None:
    """An outline of the recursion (right, or wrong at step 2) and then the answer on one line after a heading: the
    line is judged, not the outline, even when it is shorter (a quote would be) or glued to a full-width colon."""
    outlines = {"right": solution(3), "wrong": truths(3)["illegal at 2"]}
    wrong = []
    for (kind, moves), (name, outline) in itertools.product(truths(3).items(), outlines.items()):
        body = "\n".join(f"{i}. {PEGS[s]}→{PEGS[t]} (step)" for i, (_, s, t) in enumerate(outline, 1))
        line = ", ".join(f"{PEGS[s]}→{PEGS[t]}" for _, s, t in moves)
        text = f"Expanding the recursion:\n\n{body}\n\n{heading} [{line}]"
        if (said := _judged_right(text, moves, 3, False)) is not None:
            wrong.append(f"outline {name} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


#: the word 'Result' (or 'Answer') in every language of the verifier's table, written here from a dictionary, not
#: from the table: the heading of the answer's line in each
RESULT_WORDS = {
    "en": "Result", "es": "Resultado", "pt": "Resultado", "fr": "Résultat", "de": "Ergebnis", "nl": "Resultaat",
    "it": "Risultato", "ru": "Результат", "uk": "Результат", "vi": "Kết quả", "id": "Hasil", "tr": "Sonuç",
    "ja": "結果", "zh": "结果", "ko": "결과", "pl": "Wynik", "cs": "Výsledek", "sk": "Výsledok", "hu": "Eredmény",
    "ro": "Rezultat", "sv": "Resultat", "fi": "Tulos", "et": "Tulemus", "lv": "Rezultāts", "lt": "Rezultatas",
    "el": "Αποτέλεσμα", "he": "תוצאה", "ar": "النتيجة", "fa": "نتیجه", "hi": "परिणाम", "bn": "ফলাফল", "th": "ผลลัพธ์",
    "ms": "Keputusan", "tl": "Resulta", "sw": "Matokeo", "ca": "Resultat", "hr": "Rezultat", "sr": "Резултат",
    "bg": "Резултат", "sl": "Rezultat",
}


def test_the_result_words_name_every_language_of_the_table() -> None:
    from hanoi.verify.grammar import LANGUAGES

    assert set(RESULT_WORDS) == set(LANGUAGES)


@pytest.mark.parametrize("language", sorted(RESULT_WORDS))
def test_a_result_line_is_the_answer_in_every_language(language: str) -> None:
    """The outline and result line above, headed by the word 'Result' of every language of the table (found by this
    space, session 23: 30 of 40 languages had no such word, Vietnamese's is two words)."""
    heading, wrong = RESULT_WORDS[language] + ":", []
    for kind, moves in truths(3).items():
        body = "\n".join(f"{i}. {PEGS[s]}→{PEGS[t]} (step)" for i, (_, s, t) in enumerate(truths(3)["illegal at 2"], 1))
        line = ", ".join(f"{PEGS[s]}→{PEGS[t]}" for _, s, t in moves)
        if (said := _judged_right(f"{body}\n\n{heading} [{line}]", moves, 3, False)) is not None:
            wrong.append(f"{kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


# a state written on the move's line, before or after it
STATES: dict[str, Callable[[list[int]], str]] = {
    "a tuple, smallest first": lambda where: "(" + ", ".join(repr(PEGS[peg]) for peg in where) + ")",
    "pegs' lists": lambda where: str([[d for d in (3, 2, 1) if where[d - 1] == peg] for peg in range(3)]),
}


@pytest.mark.parametrize("state", sorted(STATES))
def test_a_state_beside_a_sentence_is_no_move(state: str) -> None:
    """'2. ('C', 'A', 'A') - Move disk 1 to C' and '2. Move disk 1 to C  state: [[3, 2], [], [1]]': the sentence is
    the move, the state beside it none (a tuple of pegs was read as a disc C moved from A to A)."""
    wrong = []
    for (kind, moves), first in itertools.product(truths(3).items(), (True, False)):
        where, lines = [0, 0, 0], []
        for step, (disc, _, target) in enumerate(moves, 1):
            where[disc - 1] = target
            sentence, shown = f"Move disk {disc} to {PEGS[target]}", STATES[state](where)
            lines.append(f"{step}. {shown} - {sentence}" if first else f"{step}. {sentence}  state: {shown}")
        if kind != "illegal at 1" and (said := _judged_right("\n".join(lines), moves, 3, True, False)) is not None:
            wrong.append(f"{kind} / state first {first}: {said}")  # (a disc and its target: no source to be wrong)
    assert not wrong, "\n".join(wrong[:5])


# a program's own moves, each a statement of code naming the pegs by its variables (no vocabulary)
STATEMENTS: dict[str, Callable[[str, str], str]] = {
    "push of a pop, the target named twice": lambda s, t: f"  {t} = push({t}, pop(&{s}));",
    "a stack's push of a pop": lambda s, t: f"    stacks[{t}].push(stacks[{s}].pop());",
    "a call naming a peg twice": lambda s, t: f"  move_top({s}, {t}, {t}_count);",
    "Java's add at 0 of a remove at 0": lambda s, t: f"    {t}.add(0, {s}.remove(0));",
    "Python's append of a pop": lambda s, t: f"    {t}.append({s}.pop())",
    "JavaScript's unshift of a shift": lambda s, t: f"  {t}.unshift({s}.shift());",
    "Rust's push of an unwrapped pop": lambda s, t: f"    {t}.push({s}.pop().unwrap());",
    "C++'s push of a top, then a pop": lambda s, t: f"  {t}.push({s}.top()); {s}.pop();",
}
VARIABLES = (("A", "B", "C"), ("solCubuk", "ortaCubuk", "sagCubuk"), ("src", "aux", "dst"), ("left", "mid", "right"))


def _program(statement: Callable[[str, str], str], names: tuple[str, ...], moves: list[Triple]) -> str:
    lines = [statement(names[s], names[t]) + f"\n  show({', '.join(names)});" for _, s, t in moves]
    return "int main(void) {\n" + "\n".join(lines) + "\n}"


@pytest.mark.parametrize("statement", sorted(STATEMENTS))
def test_a_program_of_statements_naming_pegs_by_variables(statement: str) -> None:
    """Moves written as code by hand, a state printed after each, pegs named by the program's variables: a variable
    said twice in one statement is one peg, and code's verbs tell the roles (``push``/``append`` the target, ``pop``
    the source), so a wrong program is read as written.  Found by wave 28's tuning half and this space (session 23):
    'x = push(x, pop(&y))' read the repeated x as a disc, and wrong lists were read source first; session 24: the
    constant 0 of 'add(0, ...)' was read as a disc, and 'C.append(A.pop())' between 'show(A, B, C);' lines (one shape
    of words) found no template until the lines are told apart by their signs.  Names a reader
    cannot know (Turkish sol/orta/sağ) leave a first move from an empty peg undecidable: that case is left out."""
    wrong = []
    for names, (kind, moves) in itertools.product(VARIABLES, truths(3).items()):
        if names[0] == "solCubuk" and kind == "illegal at 1":
            continue
        if (said := _judged_right(_program(STATEMENTS[statement], names, moves), moves, 3, False)) is not None:
            wrong.append(f"{names[0]} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


ORDINALS, NUMBER_WORDS, ROMAN = ("first", "second", "third"), ("one", "two", "three"), ("I", "II", "III")
#: more ways of writing one move: pegs by ordinals, number words, Roman numerals, role words; discs by number
#: words; a move told as "take ... and place it on"; and move sentences in 22 more languages
PHRASINGS: dict[str, tuple[Callable[[int, int, int], str], bool]] = {
    "ordinal pegs": (lambda d, s, t: f"Move disk {d} from the {ORDINALS[s]} peg to the {ORDINALS[t]} peg", True),
    "number-word pegs": (lambda d, s, t: f"Move disk {d} from peg {NUMBER_WORDS[s]} to peg {NUMBER_WORDS[t]}", True),
    "Roman pegs": (lambda d, s, t: f"Move disk {d} from peg {ROMAN[s]} to peg {ROMAN[t]}", True),
    "number-word discs": (lambda d, s, t: f"Move disk {NUMBER_WORDS[d - 1]} from {PEGS[s]} to {PEGS[t]}", True),
    "the top disk": (lambda d, s, t: f"Move the top disk from {PEGS[s]} to {PEGS[t]}", False),
    "take and place": (lambda d, s, t: f"Take disk {d} from {PEGS[s]} and place it on {PEGS[t]}", True),
    "pegs, then the disc": (lambda d, s, t: f"{PEGS[s]} → {PEGS[t]} (disk {d})", True),
    "disc, colon, arrow": (lambda d, s, t: f"{d}: {PEGS[s]}→{PEGS[t]}", True),
    "start, aux, goal": (lambda d, s, t: f"Move disk {d} from {('start', 'aux', 'goal')[s]} to "
                                         f"{('start', 'aux', 'goal')[t]}", True),
    "src, aux, dst": (lambda d, s, t: f"Move disk {d} from {('src', 'aux', 'dst')[s]} to {('src', 'aux', 'dst')[t]}",
                      True),
    "Italian": (lambda d, s, t: f"Sposta il disco {d} da {PEGS[s]} a {PEGS[t]}", True),
    "Portuguese": (lambda d, s, t: f"Mova o disco {d} de {PEGS[s]} para {PEGS[t]}", True),
    "Polish": (lambda d, s, t: f"Przenieś krążek {d} z {PEGS[s]} na {PEGS[t]}", True),
    "Turkish": (lambda d, s, t: f"{d}. diski {PEGS[s]}'dan {PEGS[t]}'ye taşı", True),
    "Indonesian": (lambda d, s, t: f"Pindahkan cakram {d} dari {PEGS[s]} ke {PEGS[t]}", True),
    "Dutch": (lambda d, s, t: f"Verplaats schijf {d} van {PEGS[s]} naar {PEGS[t]}", True),
    "Hindi": (lambda d, s, t: f"डिस्क {d} को {PEGS[s]} से {PEGS[t]} पर ले जाएँ", True),
    "Arabic": (lambda d, s, t: f"انقل القرص {d} من {PEGS[s]} إلى {PEGS[t]}", True),
    "Swedish": (lambda d, s, t: f"Flytta disk {d} från {PEGS[s]} till {PEGS[t]}", True),
    "Ukrainian": (lambda d, s, t: f"Перемістіть диск {d} з {PEGS[s]} на {PEGS[t]}", True),
    "Czech": (lambda d, s, t: f"Přesuň disk {d} z {PEGS[s]} na {PEGS[t]}", True),
    "Greek": (lambda d, s, t: f"Μετακίνησε τον δίσκο {d} από {PEGS[s]} σε {PEGS[t]}", True),
    "Hebrew": (lambda d, s, t: f"העבר דיסק {d} מ-{PEGS[s]} ל-{PEGS[t]}", True),
    "Persian": (lambda d, s, t: f"دیسک {d} را از {PEGS[s]} به {PEGS[t]} ببرید", True),
    "Thai": (lambda d, s, t: f"ย้ายจาน {d} จาก {PEGS[s]} ไป {PEGS[t]}", True),
    "Romanian": (lambda d, s, t: f"Mută discul {d} de pe {PEGS[s]} pe {PEGS[t]}", True),
    "Hungarian": (lambda d, s, t: f"Tedd át {'az' if d in (1, 5) else 'a'} {d}. korongot {PEGS[s]}-ról {PEGS[t]}-re",
                  True),
    "Finnish": (lambda d, s, t: f"Siirrä kiekko {d} tapista {PEGS[s]} tappiin {PEGS[t]}", True),
    "Bengali": (lambda d, s, t: f"ডিস্ক {d} কে {PEGS[s]} থেকে {PEGS[t]} তে সরান", True),
    "Tagalog": (lambda d, s, t: f"Ilipat ang disk {d} mula {PEGS[s]} papunta sa {PEGS[t]}", True),
    "Malay": (lambda d, s, t: f"Alihkan cakera {d} dari {PEGS[s]} ke {PEGS[t]}", True),
    "Swahili": (lambda d, s, t: f"Hamisha diski {d} kutoka {PEGS[s]} hadi {PEGS[t]}", True),
    "Chinese, traditional": (lambda d, s, t: f"將第 {d} 個盤子從 {PEGS[s]} 移到 {PEGS[t]}", True),
    "Chinese, traditional, towers by ordinal": (lambda d, s, t: f"將第 {d} 個盤子從第 {s + 1} 個塔移到第 {t + 1} 個塔",
                                                True),
    "Chinese, one disc counted": (lambda d, s, t: f"1 个盘子从 {PEGS[s]} 移到 {PEGS[t]}", False),
    "Vietnamese, one disc counted": (lambda d, s, t: f"Di chuyển 1 đĩa từ {PEGS[s]} sang {PEGS[t]}", False),
    "inline maths": (lambda d, s, t: f"Disk ${d}$: ${PEGS[s]} \\to {PEGS[t]}$", True),
    "inline maths, arrow": (lambda d, s, t: f"${PEGS[s]} -> {PEGS[t]}$", False),
}


@pytest.mark.parametrize("phrasing", sorted(PHRASINGS))
def test_every_phrasing_in_every_layout(phrasing: str) -> None:
    """More phrasings of one move, each in every layout and for every truth.  Found by this space (session 26), 93
    cases wrong of 2,400: pegs named by Roman numerals were read by the template in the first order of names that
    replayed (an illegal first move made legal); 'Take disk 1 from A and place it on C' on one line read no move
    (a locative, 'on', marks the target where only the source is marked, as do Spanish 'en', Italian 'su',
    Portuguese 'em'), nor did 'Take disk 1 from B and place it on A' (a capital A last is a peg); Romanian 'de pe A
    pe C' (a marker of two words) read no move; an apostrophe (Turkish "A'dan C'ye") inside a JSON string that
    holds the lines was taken for the string's quote.  Session 27 added six phrasings, 165 of their 450 cases wrong
    before: traditional Chinese (將第 1 個盤子從 A 移到 C) read no move on one line; one disc counted
    ('1 个盘子从 A 移到 C', 'Di chuyển 1 đĩa từ A sang C': a count of one, the top disc) was a count of discs, and the
    template took the 1 for the disc; inline maths ('$A -> C$') in JSON strings kept its dollars."""
    write, names_disc = PHRASINGS[phrasing]
    assert not (wrong := _wrong_in_every_layout(write, 3, names_disc)), "\n".join(wrong[:5])


#: a table's or a CSV's header (step, disc, source, target) in 16 languages and a few English spellings
HEADERS = {
    "en": ("Step", "Disk", "From", "To"), "en, pegs": ("Move #", "Disk", "Source Peg", "Target Peg"),
    "en, #": ("#", "Disc", "Source", "Destination"), "en, rods": ("Move", "Disk", "From Rod", "To Rod"),
    "es": ("Paso", "Disco", "Desde", "Hasta"), "es, roles": ("Paso", "Disco", "Origen", "Destino"),
    "de": ("Schritt", "Scheibe", "Von", "Nach"), "fr": ("Étape", "Disque", "De", "Vers"),
    "fr, roles": ("Étape", "Disque", "Départ", "Arrivée"), "it": ("Passo", "Disco", "Da", "A"),
    "pt": ("Passo", "Disco", "Origem", "Destino"), "zh": ("步骤", "盘子", "从", "到"),
    "zh, pegs": ("步骤", "圆盘", "起始柱", "目标柱"), "ja": ("手順", "円盤", "移動元", "移動先"),
    "ko": ("단계", "원판", "출발", "도착"), "ru": ("Шаг", "Диск", "Откуда", "Куда"),
    "ru, markers": ("Ход", "Диск", "С", "На"), "vi": ("Bước", "Đĩa", "Từ", "Đến"),
    "id": ("Langkah", "Cakram", "Dari", "Ke"), "tr": ("Adım", "Disk", "Nereden", "Nereye"),
    "pl": ("Krok", "Krążek", "Z", "Na"), "nl": ("Stap", "Schijf", "Van", "Naar"),
}


@pytest.mark.parametrize("language", sorted(HEADERS))
def test_a_table_or_csv_under_a_header_in_every_language(language: str) -> None:
    """Moves as the rows of a markdown table or a CSV under a header (step, disc, source, target), for every truth."""
    header, wrong = HEADERS[language], []
    for kind, moves in truths(3).items():
        rows = [(str(i), str(d), PEGS[s], PEGS[t]) for i, (d, s, t) in enumerate(moves, 1)]
        table = "\n".join(f"| {' | '.join(row)} |" for row in [header, ("---",) * 4, *rows])
        for layout, text in (("table", table), ("CSV", "\n".join(",".join(row) for row in [header, *rows]))):
            if (said := _judged_right(text, moves, 3, True)) is not None:
                wrong.append(f"{layout} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


#: the keys of a move object (disc, source, target), in English spellings and five more languages
KEYS = (("disk", "from", "to"), ("disc", "source", "target"), ("disk_id", "from_peg", "to_peg"), ("Disk", "From", "To"),
        ("ring", "src", "dst"), ("size", "start", "end"), ("disco", "desde", "hasta"), ("Scheibe", "von", "nach"),
        ("disque", "de", "vers"), ("盘子", "起点", "终点"))
OBJECTS: dict[str, Callable[[list[dict[str, object]]], str]] = {
    "JSON": lambda objects: json.dumps(objects, ensure_ascii=False, indent=2),
    "JSON Lines": lambda objects: "\n".join(json.dumps(one, ensure_ascii=False) for one in objects),
    "Python": lambda objects: f"moves = {objects!r}",
    "XML": lambda objects: "<moves>\n" + "\n".join("  <move " + " ".join(f'{key}="{value}"' for key, value in
                                                                          one.items()) + "/>" for one in objects)
                           + "\n</moves>",
    "YAML": lambda objects: "moves:\n" + "\n".join("  - " + "\n    ".join(f"{key}: {value}" for key, value in
                                                                          one.items()) for one in objects),
}


@pytest.mark.parametrize("keys", KEYS, ids="/".join)
def test_move_objects_of_every_key_spelling_in_every_format(keys: tuple[str, str, str]) -> None:
    """A list of move objects read by their keys, in JSON, JSON Lines, Python, XML attributes and YAML, for every
    truth.  Found by this space (session 26), 7 of 250 wrong: an XML element's attributes were read only where
    their names are a sentence's markers (from, to), and a YAML key in another script (盘子: 1) was no key."""
    wrong = []
    for kind, moves in truths(3).items():
        objects = [dict(zip(keys, (d, PEGS[s], PEGS[t]), strict=True)) for d, s, t in moves]
        for layout, write in OBJECTS.items():
            if (said := _judged_right(write(objects), moves, 3, True)) is not None:
                wrong.append(f"{layout} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


def four_pegs(n: int, source: int = 0, target: int = 3, spares: tuple[int, ...] = (1, 2)) -> list[Triple]:
    """A Frame-Stewart solution on four pegs (k = n + 1 - round(sqrt(2n + 1)) discs parked, the rest moved on three
    pegs), with each move's disc found by a replay: written here so that the truth needs no ``hanoi``."""
    def moves(count: int, source: int, target: int, spares: tuple[int, ...]) -> list[tuple[int, int]]:
        if count == 0:
            return []
        if len(spares) == 1:
            return [*moves(count - 1, source, spares[0], (target,)), (source, target),
                    *moves(count - 1, spares[0], target, (source,))]
        parked = max(1, count + 1 - round((2 * count + 1) ** 0.5)) if count > 1 else 0
        return [*moves(parked, source, spares[0], (target, *spares[1:])), *moves(count - parked, source, target,
                spares[1:]), *moves(parked, spares[0], target, (source, *spares[1:]))]
    pegs: list[list[int]] = [list(range(n, 0, -1)), [], [], []]
    found = []
    for s, t in moves(n, source, target, spares):
        found.append((pegs[s][-1], s, t))
        pegs[t].append(pegs[s].pop())
    return found


FOUR_PEGS = "ABCD"
#: notations of one move on four pegs A..D (or numbered)
FOUR_PEG_NOTATIONS: dict[str, tuple[Callable[[int, int, int], str], bool]] = {
    "sentence": (lambda d, s, t: f"Move disk {d} from {FOUR_PEGS[s]} to {FOUR_PEGS[t]}", True),
    "arrow": (lambda d, s, t: f"{FOUR_PEGS[s]} -> {FOUR_PEGS[t]}", False),
    "pegs from 1": (lambda d, s, t: f"Move disk {d} from peg {s + 1} to peg {t + 1}", True),
    "pegs from 0": (lambda d, s, t: f"Move disk {d} from rod {s} to rod {t}", True),
    "triple": (lambda d, s, t: f"[{d}, {s}, {t}]", True),
    "compact": (lambda d, s, t: f"{d}{FOUR_PEGS[s]}{FOUR_PEGS[t]}", True),
    "numbers and arrow": (lambda d, s, t: f"{s + 1} -> {t + 1}", False),
    "pairs": (lambda d, s, t: f"({s}, {t})", False),
    "lower case": (lambda d, s, t: f"move disc {d} from peg {FOUR_PEGS[s].lower()} to peg {FOUR_PEGS[t].lower()}",
                   True),
    "Spanish": (lambda d, s, t: f"Mueve el disco {d} de {FOUR_PEGS[s]} a {FOUR_PEGS[t]}", True),
    "Chinese": (lambda d, s, t: f"将盘子 {d} 从 {FOUR_PEGS[s]} 移到 {FOUR_PEGS[t]}", True),
}


@pytest.mark.parametrize(("notation", "n"), [(notation, n) for notation in sorted(FOUR_PEG_NOTATIONS) for n in (4, 5)])
def test_four_pegs_every_notation_in_every_layout(notation: str, n: int) -> None:
    """Frame-Stewart's lists on four pegs (right, illegal at step 4 and at step 1, one move short), in every notation
    and layout.  Found by this space (session 26): a table cell that is a whole compact move ('| 1 | 1AD |') was read
    as two pegs, its step number the source, where three pegs' templates had hidden it."""
    write, names_disc = FOUR_PEG_NOTATIONS[notation]
    solved = four_pegs(n)
    kinds = {"solved": solved, "short": solved[:-1], "illegal at 4": [*solved[:3], (n, 0, 1), *solved[4:]],
             "illegal at 1": [(1, 1, 3), *solved[1:]]}
    wrong = []
    for layout, lay in LAYOUTS.items():
        for kind, moves in kinds.items():
            if (said := _judged_right(lay([write(*move) for move in moves]), moves, n, names_disc, pegs=4)) is not None:
                wrong.append(f"{layout} / {kind}: {said}")
    assert not wrong, "\n".join(wrong[:5])


#: documents' markup around a list (HTML, XML, LaTeX, reStructuredText, org-mode, MediaWiki, BBCode, AsciiDoc,
#: subtitles): each wraps the moves as a list, a table whose header has no rule under it, or one line of elements
MARKUP: dict[str, Callable[[list[str]], str]] = {
    "LaTeX enumerate": lambda ms: "\\begin{enumerate}\n" + "\n".join(f"  \\item {m}" for m in ms)
                                  + "\n\\end{enumerate}",
    "LaTeX items on one line": lambda ms: "\\begin{itemize}" + "".join(f"\\item {m} " for m in ms) + "\\end{itemize}",
    "LaTeX lines": lambda ms: "\\noindent\n" + "\\\\\n".join(ms) + "\\\\",
    "LaTeX tabular": lambda ms: "\\begin{tabular}{|c|l|}\n\\hline\nStep & Move \\\\\n\\hline\n" + "\n".join(
        f"{i} & {m} \\\\" for i, m in enumerate(ms, 1)) + "\n\\hline\n\\end{tabular}",
    "HTML ol": lambda ms: "<ol>\n" + "\n".join(f"  <li>{escape(m)}</li>" for m in ms) + "\n</ol>",
    "HTML ol on one line": lambda ms: "<ol>" + "".join(f"<li>{escape(m)}</li>" for m in ms) + "</ol>",
    "HTML paragraphs": lambda ms: "\n".join(f"<p>{escape(m)}</p>" for m in ms),
    "HTML table": lambda ms: "<table>\n<tr><th>Step</th><th>Move</th></tr>\n" + "\n".join(
        f"<tr><td>{i}</td><td>{escape(m)}</td></tr>" for i, m in enumerate(ms, 1)) + "\n</table>",
    "HTML pre": lambda ms: "<pre>\n" + "\n".join(escape(m) for m in ms) + "\n</pre>",
    "XML elements": lambda ms: "<solution>\n" + "\n".join(f"  <step>{escape(m)}</step>" for m in ms) + "\n</solution>",
    "rST enumerated": lambda ms: "Solution\n========\n\n" + "\n".join(f"#. {m}" for m in ms),
    "rST code block": lambda ms: ".. code-block:: text\n\n" + "\n".join(f"   {m}" for m in ms),
    "org table": lambda ms: "| Step | Move |\n|------+------|\n" + "\n".join(f"| {i} | {m} |"
                                                                          for i, m in enumerate(ms, 1)),
    "wiki table": lambda ms: '{| class="wikitable"\n! Step !! Move\n' + "".join(
        f"|-\n| {i} || {m}\n" for i, m in enumerate(ms, 1)) + "|}",
    "wiki list": lambda ms: "\n".join(f"# {m}" for m in ms),
    "BBCode list": lambda ms: "[list=1]\n" + "\n".join(f"[*]{m}" for m in ms) + "\n[/list]",
    "AsciiDoc list": lambda ms: "\n".join(f". {m}" for m in ms),
    "task list": lambda ms: "\n".join(f"- [x] {m}" for m in ms),
    "nested bullets": lambda ms: "1. Solution\n" + "\n".join(f"   - {m}" for m in ms),
    "subtitles": lambda ms: "\n\n".join(f"{i}\n00:00:{i:02d},000 --> 00:00:{i + 1:02d},000\n{m}"
                                         for i, m in enumerate(ms, 1)),
}


@pytest.mark.parametrize("markup", sorted(MARKUP))
def test_every_notation_in_every_document_markup(markup: str) -> None:
    """A list in a document's markup, in every notation and for every truth.  Found by this space (session 27): 345
    of 3,200 cases wrong before: a line of items or elements (``<li>``, ``\\item``) read as one move or none, a table
    whose header has no markdown rule under it (HTML's ``<th>``, LaTeX's ``\\hline``, MediaWiki's ``!``, org-mode's
    ``|---+---|``) read with the header as its first move, a compact move after a task's ``[x]``, rST's ``#.`` or
    AsciiDoc's ``.``."""
    lay = MARKUP[markup]
    assert not (wrong := _wrong_everywhere(lambda write, moves, index: lay([write(*move) for move in moves]), 3,
                                           skip=())), "\n".join(wrong[:5])


#: a call trace's lines between the moves: "word to word" sentences that state no move
TRACES = {"return to the call": "// Return to hanoi({k}, 'A', 'B', 'C').", "go back": "Go back to main.",
          "return, no comment": "Return to TOH({k}, A, C, B)", "back to": "Back to level {k}",
          "jump to": "Jump to step {k}", "calls": "hanoi({k}, 'A', 'C', 'B') calls hanoi(1, 'A', 'B', 'C')"}


@pytest.mark.parametrize("trace", sorted(TRACES))
def test_a_call_trace_s_lines_between_the_moves_are_no_moves(trace: str) -> None:
    """A line of a call trace after each move ('Return to TOH(2, A, C, B)', 'Go back to main.'), in every notation
    and for every truth.  Found by this space (session 27), 210 of 960 cases wrong before: 'Return to TOH(...)' and
    'Go back to main' were read as moves between pegs named 'Return' and 'TOH', a syntax error at the first; now
    words a word apart that name no peg, with no verb, disc noun nor arrow, among moves that name pegs, are prose."""
    line = TRACES[trace]
    assert not (wrong := _wrong_everywhere(lambda write, moves, index: "\n".join(
        f"{write(*move)}\n{line.format(k=step)}" for step, move in enumerate(moves, 1)), 3, skip=())), "\n".join(
        wrong[:5])


#: a disc named by its size and its target only, in five languages, with and without a verb, a locative or 'to'
SIZES = {"en": ("smallest", "medium", "largest"), "pt": ("menor", "médio", "maior"),
         "es": ("pequeño", "mediano", "grande"), "fr": ("petit", "moyen", "grand"),
         "de": ("kleinste", "mittlere", "größte"), "it": ("piccolo", "medio", "grande")}
SIZE_TARGETS: dict[str, Write] = {
    "en, no verb": lambda d, s, t: f"{SIZES['en'][d - 1].capitalize()} disk to {PEGS[t]}",
    "en, put on": lambda d, s, t: f"Put the {SIZES['en'][d - 1]} disk on {PEGS[t]}",
    "en, move onto": lambda d, s, t: f"Move the {SIZES['en'][d - 1]} disk onto peg {PEGS[t]}",
    "pt, em": lambda d, s, t: f"Disco {SIZES['pt'][d - 1]} em {PEGS[t]}",
    "pt, para": lambda d, s, t: f"Mova o disco {SIZES['pt'][d - 1]} para {PEGS[t]}",
    "es, a": lambda d, s, t: f"Mueve el disco {SIZES['es'][d - 1]} a {PEGS[t]}",
    "fr, sur": lambda d, s, t: f"On déplace le {SIZES['fr'][d - 1]} disque sur la tour {PEGS[t]}",
    "de, auf": lambda d, s, t: f"Lege die {SIZES['de'][d - 1]} Scheibe auf {PEGS[t]}",
    "it, su": lambda d, s, t: f"Sposta il disco {SIZES['it'][d - 1]} su {PEGS[t]}",
}


@pytest.mark.parametrize("phrasing", sorted(SIZE_TARGETS))
def test_a_disc_named_by_its_size_and_its_target_only_in_every_layout(phrasing: str) -> None:
    """'Disco menor em C', 'Put the medium disk on B', 'Largest disk to C': a disc by its size, then its target, in
    every layout and for every truth.  Found by this space (session 27), 375 of 675 cases wrong before: a size first
    in the sentence was never read as the disc ('Smallest disk to C' became a move from a peg named 'disk'); 'the
    largest disk', a size that is no number, named no disc before its noun; a locative (on, em, su) marked no
    target where no source is marked; after a disc's noun a marker of one letter (Spanish 'a') was read as peg A;
    Spanish 'pequeño' and 'grande' were no sizes."""
    assert not (wrong := _wrong_in_every_layout(SIZE_TARGETS[phrasing], 3, True, False)), "\n".join(wrong[:5])
