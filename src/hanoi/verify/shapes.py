"""Every way a single move is written in real answers, read into raw tokens; and how to name pegs and discs.

A move as written is read into a :class:`~hanoi.verify.grammar.RawMove` of *tokens*: the disc (a number, a
letter, a word such as ``d1`` or ``disk3``, or None where the notation names only pegs)
and the two pegs (numbers, letters, words such as ``left`` or ``pegb``).  The tokens are
turned into numbers only once the whole list has been read, by a :class:`Naming`, so
that a numbering the text leaves open (pegs 1..3 or 0..2) is inferred from all of it
and reported, never guessed move by move.

The shapes and the studies and tools that write them (Shojaee et al., "The Illusion of
Thinking", 2025; reasoning-gym; CSV and markdown tables; PDDL plans; the notations of
:mod:`hanoi.notation`) are the table of ``docs/verify.md`` ("Model replies, as they are written").

>>> parse_piece("Move disk 1 from Peg 1 to Peg 3")
RawMove(disc='1', source='1', target='3', step=None)
>>> parse_piece("3. (move A middle left)")
RawMove(disc='A', source='middle', target='left', step=3)
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise, permutations
from typing import Any

from hanoi.errors import InvalidArgumentError
from hanoi.verify import grammar
from hanoi.verify.grammar import HINT, LAST_REMARK, PEG_NOUNS, PROSE_WORDS, ROLE_WORDS, STEPS, RawMove, read_sentence

__all__ = ["CODE_COMMENT", "DISC_WORD", "ELISION", "KEY_BYTES", "LAST_REMARK", "MAX_PIECE", "OUTLINE_LABEL", "SEXPR",
           "Naming", "find_key", "header_roles", "is_elision", "normalize_text", "parse_piece", "parse_table_row",
           "parse_words", "peg_roles", "roman_pegs", "split_prefix"]


def _digits(text: str) -> bool:
    """ASCII digits only (``str.isdigit`` also takes ``²``, which ``int`` refuses)."""
    return text.isascii() and text.isdigit()


# ---------------------------------------------------------------------------- text clean-up
_ARROWS = re.compile("(?<!─)─*[►▶]|[→⟶➝➔⇒⇨➡⟹]|=>|(?<!-)-+ ?>")  # -- >: an arrow a space broke (a run once)
_LATEX_ARROWS = re.compile(r"\$?\\(?:long)?(?:rightarrow|Rightarrow|to)(?![A-Za-z])\$?")
_DASHES = re.compile("[–—−]")
_BOXED = re.compile(r"\$?\\boxed\{([^{}\n]*)\}\$?")

_TEMPLATE_MARK = re.compile(r"<\|[A-Za-z_]{2,24}\|>|</s>|<(?:start|end)_of_turn>")  # ChatML's, Llama's, Gemma's
_GLUED_FENCE = re.compile(r"(?<=\S)```")
_MATH = re.compile(r"(?:(?<![\w$\\])|(?<=\\n))\$(?=\S)([^$\n]{1,60}?)(?<=\S)\$(?![\w$])")  # (no shell's $ nor PHP's $x)
_UNICODE_ESCAPES = re.compile(r"(?:\\u[0-9a-fA-F]{4})+")  # JSON's "\u76d8": a string of a file written in ASCII


def _unescaped(run: re.Match[str]) -> str:
    """A run of ``\\uXXXX`` escapes as the characters they stand for (kept as written if they stand for none)."""
    with suppress(ValueError):
        if (text := json.loads(f'"{run[0]}"')).isprintable():
            return str(text)
    return run[0]


_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


#: a line that is one JSON string, with no newline escape but one at its end, as a notebook's cells hold their output
#: and source: ``      "Move disk 1 from A to C\\n",``
_STRING_LINE = re.compile(r'([ \t]*)"((?:[^"\\\n]|\\[^n])*)(?:\\n)?"[ \t]*,?[ \t]*')
_JSON_LINE = re.compile(r'\s*(?:[\[\]{},]+|"[\w-]+"\s*:.*)')  # a key and its value, brackets: a notebook's JSON
_CONTENT = re.compile(r'([ \t]*)"(?:text|source|text/plain)"\s*:\s*"((?:[^"\\\n]|\\.)*)"\s*,?\s*')  # one string
_NOTEBOOK = re.compile(r'"(?:cell_type|outputs|output_type|execution_count)"\s*:')  # a Jupyter notebook's keys


def _string_lines(text: str) -> str:
    """``text`` with each line that is one JSON string as its text; in a notebook, a cell's text or source written
    as one string as its lines, the other lines of its JSON (keys, brackets) blank: what is left is the cells' source
    and output, on their own lines."""
    blank = _NOTEBOOK.search(text) is not None
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if (found := _STRING_LINE.fullmatch(line)) is not None:
            with suppress(ValueError):  # (an escape JSON has not: the line as written)
                lines[index] = found[1] + json.loads(f'"{found[2]}"')
        elif blank and (content := _CONTENT.fullmatch(line)) is not None:
            with suppress(ValueError):  # (its lines where the one line was: the lines after it count on from them)
                lines[index] = content[1] + json.loads(f'"{content[2]}"').rstrip("\n")
        elif blank and _JSON_LINE.fullmatch(line):
            lines[index] = ""
    return "\n".join(lines)


#: markup around the moves (HTML, XML, LaTeX, MediaWiki, BBCode), undone into the lines and table rows read below
_BREAK = re.compile(  # what starts a line: HTML's blocks, LaTeX's and BBCode's items, lines of layout alone
    r"</?(?:li|ol|ul|p|div|tr|table|thead|tbody|pre|h[1-6]|blockquote|dl|dt|dd|section|body|html)\b[^<>\n]{0,200}>"
    r"|\\(?:begin|end)\{\w+\*?\}(?:\[[^\]\n]*\]|\{[^{}\n]*\})*|\\(?:[hc]line|toprule|midrule|bottomrule|noindent"
    r"|par|newline|centering)(?![A-Za-z])(?:\{[^{}\n]*\})?"
    r"|(?<!\\)\\\\(?=[ \t]*(?:$|\\))|\[/?list(?:=\w+)?\]|^[ \t]*(?:\{\||\|\}|\|-|\|\+).*$",
    re.I | re.M)
_ITEM = re.compile(r"\\item(?:\[([^\]\n]{0,12})\])?\s*")
_BB_ITEM = re.compile(r"\[\*\]\s*")  # (in a BBCode list: [*] is a disc in drawings)
_CELLS = {"html": re.compile(r"<t[dh]\b[^<>\n]{0,200}>", re.I), "latex": re.compile(r"(?<!\\)&"),  # a cell's start
          "wiki": re.compile(r"^[ \t]*[|!]|!!|\|\|")}
_FORMAT = re.compile(r"\\(?:textbf|textit|texttt|textrm|emph|text|mathrm|mathbf|mathtt|underline)\{([^{}\n]*)\}")
_INLINE = re.compile(  # formatting, a cell's end
    r"</?(?:b|i|u|s|em|strong|code|tt|kbd|samp|span|font|a|sup|sub|mark|small|big|t[dh])\b[^<>\n]{0,200}>"
    r"|\[/?[bi]\]|(?<!\\)\$", re.I)
_ENTITY = re.compile(r"&(?:[A-Za-z]{2,8}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});")
_ELEMENT_LINE = re.compile(r"^([ \t]*)<([A-Za-z][\w:-]{0,40})(?:\s[^<>\n]{0,200})?>([^<\n]*)</\2>[ \t]*$", re.M)
_KEPT = grammar.ANSWERS | {"think", "thinking", "reasoning"}  # the elements kept whole: an answer's, the thinking
_MARKUP = re.compile(  # (not answer tags alone: <think>, </answer>)
    r"</?(?:li|ol|ul|p|div|tr|t[dhr]|table|pre|h[1-6]|b|i|em|strong|code|span)\b"
    r"|^[ \t]*<([A-Za-z][\w:-]{0,40})\b[^<>\n]*>[^<\n]*</\1>"  # an element a line (XML's)
    r"|\\(?:item|begin\{|noindent|hline)|\\\\[ \t]*$|\[/?list\b|^\{\|", re.M | re.I)


def _markup(text: str) -> str:
    """``text`` with its markup undone: an element or item a line (a line holding several cut into them), a row of
    a table (HTML's, LaTeX's tabular, MediaWiki's) as ``| a | b |``, formatting and entities dropped; a line of markup
    alone left blank.  An element that marks the answer or the thinking (``<answer>``) is kept.

    >>> _markup("<ol><li>A &rarr; C</li><li><b>A -&gt; B</b></li></ol>"), _markup("<step>1AC</step>")
    ('A → C\\nA -> B', '1AC')
    >>> _markup("\\\\begin{tabular}{cc}\\\\hline\\n1 & \\\\textbf{A -> C} \\\\\\\\\\n\\\\end{tabular}")
    '\\n| 1 | A -> C |\\n'
    """
    text = _ELEMENT_LINE.sub(lambda e: e[0] if _KEPT & set(re.split(r"[_:-]", e[2].lower())) else e[1] + e[3], text)
    kinds = [kind for kind, found in (("html", "<t" in text.lower()), ("latex", "\\begin{" in text),
                                       ("wiki", "{|" in text)) if found]
    lines, bbcode = [], "[list" in text.lower()
    for line in text.split("\n"):
        item = _ITEM.sub(lambda item: f"\n{item[1] or '-'} ", _BB_ITEM.sub("\n- ", line) if bbcode else line)
        parts = [part.strip() for part in _BREAK.split(item)]
        for index, part in enumerate(parts):
            for kind in kinds:
                if (cut := _CELLS[kind].subn("|", part))[1]:
                    parts[index] = f"| {' | '.join(map(str.strip, cut[0].strip().strip('|').split('|')))} |"
        joined = "\n".join(filter(None, parts))
        lines.append(line if joined == line.strip() else joined)
    text = _INLINE.sub("", _FORMAT.sub(r"\1", "\n".join(lines)))
    return _ENTITY.sub(lambda entity: html.unescape(entity[0]), text)


def normalize_text(text: str) -> str:
    """Unicode and LaTeX arrows and dashes as ASCII, CR dropped, chat-template markers and code fences
    glued to a move set on lines of their own: what the shapes below expect.

    >>> normalize_text("Move 1: A → C\\r\\n"), normalize_text("1. Right $\\\\rightarrow$ Middle (A)")
    ('Move 1: A -> C\\n', '1. Right -> Middle (A)')
    >>> normalize_text("A->C<|im_end|>"), normalize_text("1 -> 3```"), normalize_text("A -- > C")
    ('A->C\\n', '1 -> 3\\n```', 'A -> C')
    >>> normalize_text('"\\\\u76d8\\\\u5b50 1: A \\\\u2192 C"')  # JSON's escapes, as a file in ASCII holds them
    '"盘子 1: A -> C"'
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if ("<" in text or "\\" in text or "[*]" in text or "{|" in text) and _MARKUP.search(text):
        text = _markup(text)
    if '\\n"' in text and (text.count('\\n"') > 1 or _NOTEBOOK.search(text)):  # a notebook's lines of output: each
        # a JSON string (``"a c\\n",``), as their text
        text = _string_lines(text)
    if "<|" in text or "</s>" in text or "_of_turn>" in text:
        text = _TEMPLATE_MARK.sub("\n", text)
    if "```" in text:
        text = _GLUED_FENCE.sub("\n```", text)
    if "\\to" in text or "arrow" in text:
        text = _LATEX_ARROWS.sub("->", text)
    if "$" in text:  # inline maths (LaTeX's, Typst's, Markdown's): $A -> C$, $f(2)$
        text = _MATH.sub(r"\1", text)
    if "::" in text:  # a Lisp symbol's package (WOULDWORK::MOVE), C++'s namespace: no part of the name
        text = re.sub(r"\b[A-Za-z][\w-]*::(?=\w)", "", text)
    if "\\boxed{" in text:  # \boxed{AC, AB, CB}: the answer in a box, as maths answers are given
        text = _BOXED.sub(lambda box: box.group(1), text)
    if "\\u" in text:
        text = _UNICODE_ESCAPES.sub(_unescaped, text)
    if not text.isascii():  # (full-width forms as ASCII: 结果：Ａ→Ｃ)
        text = _DASHES.sub("-", _ARROWS.sub("->", text.translate(_FULL_WIDTH)))
    elif "=>" in text or "-->" in text or "- >" in text:
        text = _ARROWS.sub("->", text)
    return text


#: A line or list element that stands for moves left out: ``...``, ``/* ... */``,
#: ``(16,363 moves omitted)``, ``# and so on``.
ELISION = re.compile(r"\.\.\.|…|\b(?:omitted|omit|elided|skipped|skipping|remaining moves|and so on|etc)\b"
                     r"|\bmoves?\s+\d[\d,]*\s*(?:to|-)\s*\d", re.IGNORECASE)


def is_elision(text: str) -> bool:
    """Whether ``text`` (a line, a comment, a list element) says moves were left out.

    >>> is_elision("/* ... */"), is_elision("(16,363 moves omitted)"), is_elision("# the smallest disc")
    (True, True, False)
    """
    return ELISION.search(text) is not None


# ---------------------------------------------------------------------------- the moves key
_KEY_TAIL = re.compile(r"""oves["'`*_]*[ \t]*(=|:)\s*(?=[\[(])""")
KEY_BYTES = re.compile(rb"""oves["'`*_]*[ \t]*(=|:)\s*(?=\[)""")  #: a streamed reply's key, checked by find_key


def find_key(text: Any, pos: int = 0) -> tuple[int, int] | None:
    """The start of the next ``moves`` key (``moves = [``, ``"moves": [``, ``moves: [`` opening a line) and of its list.

    Prose such as "the first moves: [..." is no key.  Works on ``str`` and ``bytes``;
    the search starts with a literal, so it runs at the speed of ``str.find``.

    >>> find_key("x\\n**moves**: [[1, 0, 2]]"), find_key("The first moves: [[1, 0, 2]]")
    ((4, 13), None)
    >>> find_key(b'{"moves": [[1, 0, 2]]}')
    (1, 10)
    """
    is_bytes = isinstance(text, bytes | bytearray)
    for found in (KEY_BYTES if is_bytes else _KEY_TAIL).finditer(text, pos):
        start = found.start() - 1
        lead = text[max(start - 1, 0) : start + 1]  # the key's 'm' and the sign before it
        lead = lead.decode("latin-1") if is_bytes else lead
        if start < 0 or lead[-1:] not in ("m", "M"):
            continue
        before = lead[0] if start > 0 else "\n"
        if found.group(1) in ("=", b"="):
            if before.isalnum() or before == "_":
                continue  # removes = [...]: another word
        elif before not in "\"'`":
            prefix = text[text.rfind(b"\n" if is_bytes else "\n", 0, start) + 1 : start]
            if (prefix.decode("latin-1") if is_bytes else prefix).strip(" \t*_>-"):
                continue  # prose before the word: "the first moves: [..."
        return (start - 1 if before in "\"'`" else start), found.end()  # a quote opens the key
    return None


# ---------------------------------------------------------------------------- one piece
MAX_PIECE = 400
"""The longest text read as one move: a longer line is prose (and the regular expressions stay linear)."""
# an action named move, move-disk-to-peg, przesun-na-pusty (a verb of the table), ...: "(moves 7-10 omitted)" is
# prose, not an action
SEXPR = re.compile(  # any language's verb
    rf"\(\s*(?P<name>(?:[\w-]*[-_])?(?:{grammar.alternation(grammar.ACTION_VERBS)})(?:[-_][\w-]+)?)\s+(?P<args>[^()]*?)\s*\)",
    re.IGNORECASE)
_SENTENCE_ARGS = re.compile(  # a source marker, then a target marker (any language's, two letters or more)
    rf"(?<!\w)(?:{grammar.alternation(grammar.SOURCE_MARKERS)})(?!\w).+"
    rf"(?<!\w)(?:{grammar.alternation(grammar.TARGET_MARKERS)})(?!\w)", re.IGNORECASE)
_BRACKET = re.compile(
    r"""^[\[(]\s*["']?(?P<a>[\w-]+)["']?\s*,\s*["']?(?P<b>[\w-]+)["']?\s*(?:,\s*["']?(?P<c>[\w-]+)["']?\s*)?[\])]$"""
)
_NOUN = r"(?:(?:peg|pole|rod|tower)\s+)?"  # a peg's noun before its name
_COMPACT = [
    (re.compile(r"^[Ss]\s*(\d+)\s*[-:]\s*([A-Za-z])\s*(?:->|-)?\s*([A-Za-z])$"), "dst"),  # S1 - AC (German article)
    (re.compile(r"^(\d+)\s*([A-Za-z])([A-Za-z])$"), "dst"),  # 1AC
    (re.compile(r"^(\d+)\s*:\s*(\d+)\s*->?\s*(\d+)$"), "dst"),  # 1:0-30, Move's numeric text; 1:1->3
    (re.compile(r"^(\d+)\s*[,;\t ]\s*(-?\d+)\s*[,;\t ]\s*(-?\d+)$"), "dst"),  # 1,0,2 or 1 0 2 (or 1 0 -1: no peg)
    (re.compile(r"^(\d+)\s*[,;\t ]\s*([A-Za-z])\s*[,;\t ]\s*([A-Za-z])$"), "dst"),  # 1 A C, 1,A,C: disc, from, to
    (re.compile(r"^(-?\w+(?:-\w+)?)\s*->\s*(-?\w+(?:-\w+)?)$"), "st"),  # 0 -> 2, A->C, left -> right
    (re.compile(r"^(?:move|mv)\s+(\w{1,12})\s+(\w{1,12})\s+(\w{1,12})$", re.IGNORECASE), "verb dst"),  # move 1 A C
    (re.compile(r"^(?:move|mv)\s+(\w{1,12})\s+(\w{1,12})$", re.IGNORECASE), "verb st"),  # move A C (an action)
    (re.compile(rf"^{_NOUN}(\w{{1,12}})\s+to\s+{_NOUN}(\w{{1,12}})$", re.I), "st"),  # 1 TO 3, A to C, peg 1 to peg 3
    (re.compile(r"^(\d+)\s*[-,;\t ]\s*(\d+)$"), "st"),  # 1 3, 0-2
    (re.compile(r"^([A-Za-z])\s*[-,]?\s*([A-Za-z])$"), "st"),  # AC, A-C, A C
    (re.compile(r"^`?(\d{1,2})([A-Za-z])`?$"), "dt"),  # 0C: a disc and its target (a game's moves)
]
_ARROW_PAIR = re.compile(r"[\w-]{1,12}\s*->\s*[\w-]{1,12}")
_BRACKETED = re.compile(r"(?P<label>\d{1,6})?\s*[(\[](?P<move>[^()\[\]]+)[)\]]")
#: a format's slot: [Source], {target}, <from>, {1}, $1, printf's %s and %d, a template's ${from}
_PLACEHOLDER = re.compile(r"(?:[\[{<]|\$\{)\s*([^\W\d_]\w+)\s*[\]}>]|\{(\d)\}|\$(\d)|%-?\d*l?([a-z])(?![a-z])")
#: an outline's label, which counts no step of the list: 1.2, 1.2.3., 1-2., 1-2:
OUTLINE_LABEL = r"\d+(?:\.\d+)+\.?:?|\d+(?:-\d+)+[.:]"
_PREFIX = re.compile(
    r"^\s*(?:(?://+|#+|--|;+|')\s+)?(?:[-*•>+]\s+(?:\[[ xX]\]\s+)?|#?\.\s+)?(?:\*\*|__)?"  # a comment marker or
    # heading, a bullet (a task's, rST's #., AsciiDoc's .), bold
    rf"(?:(?:{'|'.join(sorted(STEPS | {'move'}))}|#)\s*#?\s*(?P<a>\d+)(?![.-]\d)(?:\*\*|__)?\s*(?:[.):]|-(?!>))"
    r"(?:\*\*|__)?\s*"
    r"|(?P<b>\d+)\s*[.)](?:\*\*|__)?\s+|(?P<c>\d+)\s*:(?:\*\*|__)?\s+|(?:#(?P<d>\d+)|\((?P<e>\d+)\))(?:\*\*|__)?\s+"
    # a label that counts no step of the list: 1.2, 1-2., Step 1.2:, a), 3/7:, [3/7]
    rf"|(?:(?:{'|'.join(sorted(STEPS))})\s*)?(?:{OUTLINE_LABEL})\s+|[a-z]\)\s+"
    r"|\[?\d+\s*/\s*\d+[\]:.)]?\s+)?",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"(?<=[.!?])\s+")
_PLANNER_COST = re.compile(r"(?<=[\w-])\s+\(\d+(?:\.\d+)?\)$")
#: a label before a move that is no step number: an agent's ``Action:``, a log's counter ``[3]`` (it may repeat)
_ACTION_LABEL = re.compile(r"^(?:(?:action|call|tool[ _]?call|function[ _]?call|command)\s*:|\[\d{1,9}\])\s*", re.I)
_TAIL = re.compile(r"\s*(?:(?:#|//|;).*)?$")
#: a code comment's opener after code (C, shell, Haskell, SQL, Lisp, Prolog, BASIC): the text before it is read first
CODE_COMMENT = re.compile(r"\s(?://|/\*|\(\*|(?:#|--|;|%|')\s)")
#: a remark after a whole move, set off by a space and a sign: "1AC ✓", "A -> C <- the smallest", "1AC [legal]"
_REMARK = re.compile(r"\s+(?=[<✓✔✅✗✘❌—–]|-(?!-*>)|\[[^\W\d_])")


def split_prefix(text: str) -> tuple[int | None, str]:
    """The step number written before a move (``3.``, ``Step 3:``, ``3)``), and the rest.

    >>> split_prefix("Step 12: 1AC"), split_prefix("1AC")
    ((12, '1AC'), (None, '1AC'))
    """
    match = _PREFIX.match(text)
    assert match is not None  # every part of the prefix is optional
    number = match.group("a") or match.group("b") or match.group("c") or match.group("d") or match.group("e")
    return (int(number) if number else None), text[match.end() :].strip()


_WORDS = re.compile(r"->|\w+")


def parse_words(text: str) -> RawMove | None:
    """The move that ``text``'s words alone state, read by :func:`parse_piece` (``(a . c)`` as ``a c``: a
    Racket pair in a line of moves); or None.

    >>> parse_piece("(a . c)"), parse_words("(a . c)")
    (None, RawMove(disc=None, source='a', target='c', step=None))
    """
    return parse_piece(" ".join(_WORDS.findall(text)))


def parse_piece(text: str) -> RawMove | None:
    """The move written in ``text`` (one line or one list element), or None if it holds none.

    Verbal and PDDL-like forms are found anywhere in the text (models add prose); the
    compact notations must be the whole text, less a step number, trailing punctuation
    and a comment (more examples: ``tests/test_grammar.py``).

    >>> parse_piece("Step 2: Move disk 2 from peg 0 to peg 1. Now disk 1 is free.")
    RawMove(disc='2', source='0', target='1', step=2)
    >>> parse_piece("S 1 - AB"), parse_piece("We are done.")
    (RawMove(disc='1', source='A', target='B', step=None), None)
    """
    if len(text) > MAX_PIECE:
        return None
    step, rest = split_prefix(text)
    rest = _ACTION_LABEL.sub("", rest, count=1)
    if rest[-1:] == ")" and _PLANNER_COST.search(rest):  # move d1 peg1 peg3 (1): Fast Downward's plan, with its cost
        rest = _PLANNER_COST.sub("", rest)
        rest = f"({rest})" if rest[:1] != "(" and _object_action(f"({rest})") else rest  # move-on disk1 disk2 peg3
    rest = rest.rstrip(",;").rstrip() if rest[-1:] in (",", ";") else rest  # "left -> middle", (an element)
    if len(quoted := rest.rstrip(".")) > 2 and quoted[0] == quoted[-1] and quoted[0] in "\"'`":  # 7: "1 -> 3",
        rest = quoted[1:-1].strip()  # `A -> C`. (quoted, or as code)
    elif len(rest) > 4 and rest[:2] == rest[-2:] and rest[:2] in ("**", "__"):  # 8. **Right -> Left (D)** (bold)
        rest = rest[2:-2].strip()
    bracketed = _BRACKETED.fullmatch(rest) if rest[-1:] in ")]" else None  # (A -> C), 1[10 -> 11]: after a label
    if bracketed and _ARROW_PAIR.fullmatch(bracketed["move"].strip()):
        step, rest = int(bracketed["label"] or step or 0) or None, bracketed["move"].strip()
    if ":" in rest and "|" in rest:  # left to right:   | 3 2  (the move, then a drawing of the pegs)
        rest = re.sub(r"\s*:\s*\|.*$", "", rest)
    if not rest or (rest[-1] == ":" and step is None):  # a heading over the list: "Moves (disk, from -> to):"
        return None
    code = rest[: comment.start()].strip() if (comment := CODE_COMMENT.search(rest)) else ""
    found = (code and parse_piece(code)) or _read_rest(rest)  # "A -> C  // disk now on C": a comment after a move
    if found is None and (lead := grammar.FILLER_LEAD.match(rest)):  # "Then, A -> C", "Finally: 1AC"
        found = parse_piece(rest[lead.end() :])
    if found is None and (remark := LAST_REMARK.search(rest) or _REMARK.search(rest)):  # A -> C (onto C), 1AC ✓
        found = _read_rest(rest[: remark.start()])
    if found is None and "->" in rest and HINT.search(tail := rest.split("->", 1)[1].strip()):
        found = _read_rest(tail)  # "hanoi(1, A, C, B)  ->  move disc 1: A->C": what a call comes to
    if found is not None:
        named = {str(found.source).lower(), found.target.lower()}
        if named & PROSE_WORDS or named & {"".join(slot).lower() for slot in _PLACEHOLDER.findall(rest)}:
            return None  # "Move them to B": prose, no peg named; "from peg [Source]": a format's placeholder
    return found if found is None or step is None else found._replace(step=step)


def _by_place(text: str) -> RawMove | None:
    """The move of ``[A, B]``, ``(1, a, c)`` by place: two pegs, a disc and two pegs, or ``(4,b)`` a disc and target."""
    if bracket := _BRACKET.match(text):
        a, b, c = bracket.group("a", "b", "c")
        if c is None and _digits(a) and len(b) == 1 and b.isalpha():
            return RawMove(a, None, b)
        return RawMove(a, b, c) if c is not None else RawMove(None, a, b)
    return None


@lru_cache(maxsize=1 << 13)
def _read_rest(rest: str) -> RawMove | None:
    """The move of a piece less its step number (cached: a list repeats the same few moves)."""
    named = _KEYWORD_CALL.match(rest) or _ELEMENT.match(rest)  # move(disk=1, from_peg="A", to_peg="C"), an XML
    if rest[:1] == "{" or named:  # element <move disk="1" from="A" to="C"/>: read by its names, as an object
        found_object = grammar.read_object(rest if named is None else "{" + named.group("args") + "}")
        return None if found_object is None else RawMove(*found_object[:3])
    if "(" in rest and (sexpr := SEXPR.search(rest) or _object_action(rest)):
        outside = f"{rest[: sexpr.start()]} {rest[sexpr.end() :]}".strip()
        if outside and grammar.has_particle(sexpr["args"].split()):
            # (move it onto disk 2), (przenieś go na krążek 2): a note in words beside the move, no planner's objects
            return _read_rest(outside)
        if _SENTENCE_ARGS.search(sexpr["args"]):
            # (MOVE RING 1 FROM PEG ONE TO PEG TWO), (bewege Scheibe 1 von A nach C): a sentence in brackets, in any
            # language, not a planner's arguments
            sentence = read_sentence(f"{sexpr['name']} {sexpr['args']}")
            return None if sentence is None else RawMove(*sentence[:3])
        return _sexpr_move(sexpr["args"].split() or [  # (move-a-left-middle ): its arguments in its name
            word for word in re.split(r"[-_]", sexpr["name"]) if word.lower() not in grammar.ACTION_VERBS])
    call = _CALL.match(bare := _TAIL.sub("", rest).rstrip(".,;"))  # Move[A, B], move(1,a,c): a move written as a call
    if call and (by_place := _by_place(bare[call.end() - 1 :])):  # its arguments by position ("a" is a peg)
        return by_place
    if HINT.search(rest):
        if talk := _PLAN_TALK.search(LAST_REMARK.sub("", rest)):  # "A, B, C must be moved from R to M": what is
            # to come, not a move (a remark in brackets after a move, "(... so it can be moved)", is no plan);
            rest = " ".join(_CLAUSE_END.split(rest[: talk.start()])[:-1])  # the sentences before it may state one
            if not rest:
                return None
        sentence = read_sentence(rest)
        if sentence is None and ". " in rest:  # "That frees disk 2. Now move disk 2 from A to B.": one clause reads
            readings = [reading for clause in _CLAUSE_END.split(rest) if (reading := read_sentence(clause)) is not None]
            sentence = readings[0] if len(readings) == 1 else None
        if sentence is not None:
            return RawMove(*sentence[:3])
    if call or bare[:1] in "[(":  # (a call's arguments were read by place above)
        return None if call else _by_place(bare)
    if bare.lower() in _TWO_LETTER_WORDS:  # "ok", "no", "on": a word, not a move "AC"
        return None
    if pair := grammar.bare_pair(bare):  # from A to C, von A nach C, FromAtoC: markers and names only
        return RawMove(None, *pair)
    bare = bare if bare.isascii() else grammar.SCRIPTS.sub(" ", bare)  # a name is of one script: 然后A -> C
    for pattern, kind in _COMPACT:
        if found := pattern.match(bare):
            if kind.startswith("verb") and any(word.lower() in ROLE_WORDS for word in found.groups()):
                continue  # "Move disk 1 from" (cut off), "move the disk": words, not an action's arguments
            roles = dict(zip(kind.split()[-1], found.groups(), strict=True))  # d: disc, s: source, t: target
            return RawMove(roles.get("d"), roles.get("s"), roles["t"])
    return None


#: a modal and a passive: the text says what must or will be moved, it moves nothing itself
_PLAN_TALK = re.compile(
    r"\b(?:must|should|shall|will|would|can|could|need(?:s)?\s+to|ha(?:s|ve)\s+to|is\s+to|are\s+to)\s+"
    r"(?:\w+\s+)?be\s+(?:mov|shift|transferr|plac|put|brought|taken|relocat|stack)",
    re.IGNORECASE,
)
_ELEMENT = re.compile(  # an XML element with attributes
    r"""^<[\w:-]{1,40}(?P<args>(?:\s+[\w:-]{1,40}\s*=\s*(?:"[^"<>]{0,40}"|'[^'<>]{0,40}')){2,8})\s*/?>"""
    r"(?:[^<>]{0,80}</[\w:-]{1,40}>)?$")
_KEYWORD_CALL = re.compile(r"^[A-Za-z_][\w.]{0,40}\s*\((?P<args>[^()]*=[^()]*)\)\s*;?$")
_CALL = re.compile(r"^(?:move|mv|hanoi_move|make_move)\s*[\[(]", re.IGNORECASE)
_TWO_LETTER_WORDS = frozenset({"ok", "no", "on", "to", "in", "is", "it", "at", "be", "do", "go", "he", "me", "my", "of",
                               "or", "so", "up", "us", "we", "an", "as", "by", "if", "am", "hi", "oh"})

_OBJECT_WORD = re.compile(r"^(?:d|disk|disc|ring|peg|rod|pole|tower|base|p)[-_]?\w+$", re.IGNORECASE)


def _sexpr_move(args: list[str]) -> RawMove | None:
    """A PDDL-like step's disc, (source) and target, agents dropped; arguments no layout orders kept as ``places``."""
    found = [(arg, match[1]) for arg in args[1:] if (match := _OBJECT_NUMBER.match(arg.lower()))]
    numbered, prefixes = [arg for arg, _ in found], {prefix for _, prefix in found}
    if len(prefixes) == 1 and not _OBJECT_NUMBER.match(args[0].lower()) and len(numbered) < len(args) - 1:
        # (przesun z y k1 k2): pegs first, then the discs (numbered objects of one prefix): the first disc moves
        places = tuple(arg for arg in args if arg != numbered[0])
        return RawMove(numbered[0], None, places[-1], places=places)
    objects = [arg for arg in args if _OBJECT_WORD.match(arg) or (len(arg) <= 8 and not _EXTRA.match(arg))]
    if len(objects) > 3:  # (move d1 d2 pegr s0 s1): state or step arguments after the three objects
        named = [arg for arg in objects if _OBJECT_WORD.match(arg)]
        if not 2 <= len(named) <= 3:  # (move-disk-to-disk a b right left d): the domain's own order
            return RawMove(objects[0], None, objects[-1], places=tuple(objects[1:]))
        objects = named
    if len(objects) == 3:
        return RawMove(objects[0], objects[1], objects[2])
    if len(objects) == 2:  # a disc and its target, or the two pegs
        first, second = objects
        return RawMove(first, None, second) if DISC_WORD.match(first) else RawMove(None, first, second)
    return None


_ACTION = re.compile(r"\(\s*(?P<name>[A-Za-z][\w-]{0,40})\s+(?P<args>[^()]*?)\s*\)")


def _object_action(text: str) -> re.Match[str] | None:
    """A planner's action of any name whose arguments are a disc and two places (``(disk-to-peg d1 d2 p3)``), or None.

    >>> _object_action("(disk-to-peg disk1 disk2 peg3)")["name"], _object_action("(on disk1 disk2)")
    ('disk-to-peg', None)
    >>> _object_action("(disk-to-disk d1 d2 d3)")["name"], _object_action("(make_smaller d2 d3 d4)")
    ('disk-to-disk', None)
    """
    action = _ACTION.search(text)
    if action is None or len(args := action["args"].split()) != 3 or not DISC_WORD.match(args[0]) or not all(
            map(_OBJECT_WORD.match, args)):
        return None
    moving = {"to", *grammar.ACTION_VERBS} & set(re.split(r"[-_]", action["name"].lower()))
    return action if moving or not all(map(DISC_WORD.match, args)) else None  # three discs, no verb and no 'to' in
    # the name: a derived fact, (make_smaller d2 d3 d4)


_EXTRA = re.compile(r"^(?:operator|op|action|s\d+|t\d+|step\d*|state\d*)$", re.IGNORECASE)
DISC_WORD = re.compile(r"^(?:d|disk|disc|ring)[-_]?\d+$", re.IGNORECASE)  #: a disc as a PDDL object: d1, disk-2


# ---------------------------------------------------------------------------- tables
_CODE_CELL = re.compile(r"[={}[\]]|[\"']\s*:")


@lru_cache(maxsize=1 << 10)
def header_roles(cells: tuple[str, ...]) -> dict[str, int] | None:
    """Which column of a CSV or table header holds the step, disc, source and target (or both pegs: ``pair``).

    None if it is no header.  Cached (a list repeats the same few rows): the dict is shared, and read only.

    >>> header_roles(("move_id", "from_peg", "to_peg", "peg0", "peg1", "peg2")), header_roles(("1", "0", "2"))
    ({'step': 0, 'source': 1, 'target': 2}, None)
    >>> header_roles(("Step", "Move (From -> To)", "Disk Moved"))
    {'step': 0, 'pair': 1, 'disc': 2}
    """
    if len(cells) < 2:
        return None
    roles: dict[str, int] = {}
    for index, cell in enumerate(cells):
        word = cell.strip().strip("*`\"'").lower().replace(" ", "_")
        if not word or word[0].isdigit() or len(re.findall(r"[^\W\d_]{2,}", cell)) > 6 or re.search(
                r"\w[.!?]\s", cell) or _CODE_CELL.search(cell):
            return None  # a sentence, or code (move(disk=1, ...), {"disk": 1, ...}), not a column's name
        source = re.search(r"from|source|src|origin", word)
        if source and re.search(r"(?:^|_)to(?:_|$)|target|dest|->", word):  # "Move (Source -> Destination)"
            if len(word) >= 40 or not word[0].isalpha() or re.search(r"\d|(?:from|to)_[a-z](?:_|$)", word):
                return None  # a move written out ("Input: 3, 'A', 'C' Move disk 2 from A to C"), no column's name
            roles.setdefault("pair", index)  # both pegs in one cell
        elif source:
            roles.setdefault("source", index)
        elif re.match(r"dis[ck]|ring", word):  # "Disk to Move": the disc, not a target
            roles.setdefault("disc", index)
        elif re.search(r"(?:^|_)to(?:_|$)|target|dest|onto", word):
            roles.setdefault("target", index)
        elif re.search(r"dis[ck]|ring", word):
            roles.setdefault("disc", index)
        elif re.search(r"step|move|^id$|^no\.?$|^n$|#|action|operation", word):
            roles.setdefault("step", index)
    return roles if ("source" in roles and "target" in roles) or "pair" in roles else None


_TABLE_SEPARATOR = re.compile(r"^\s*+\|?\s*+:?-{2,}+:?\s*+(?:[|+]\s*+:?-{2,}+:?\s*+)*+\|?\s*+$")  # possessive: linear


def parse_table_row(line: str) -> list[str] | None:
    """The cells of a markdown table row, or None (``|---|`` separators give ``[]``).

    >>> parse_table_row("| 1 | A | M | L |"), parse_table_row("|---|---|")
    (['1', 'A', 'M', 'L'], [])
    """
    stripped = line.strip()
    return list(_table_cells(stripped)) if stripped[:1] == "|" == stripped[-1:] and len(stripped) > 1 else None


@lru_cache(maxsize=1 << 12)
def _table_cells(stripped: str) -> tuple[str, ...]:
    return () if _TABLE_SEPARATOR.match(stripped) else tuple(cell.strip() for cell in stripped[1:-1].split("|"))


# ---------------------------------------------------------------------------- naming
#: the words that name one of 3 pegs by its role: the first (the tower's), the middle one, the last (the goal); a
#: peg named by one letter is named by the initial of such a word (S, A, D: source, auxiliary, destination)
PEG_ROLES = tuple(frozenset(words.split()) for words in (
    "left source src start from first begin origin initial home one x l s f",
    "middle mid center centre auxiliary aux helper spare intermediate temp tmp via buffer other two second y m c a h i"
    " v t s",
    "right destination dest dst target end finish goal to third final last three z r d t e"))


def peg_roles(words: Iterable[str]) -> dict[str, int]:
    """The pegs that ``words`` name by their roles (:data:`PEG_ROLES`; lower case): a word the role it names, letters
    only where one way fits them to pegs no word names; none where two words name one peg.

    >>> peg_roles(["Start", "finish", "middle", "the"]), peg_roles(["s", "a", "d"]), peg_roles(["l", "m", "x"])
    ({'start': 0, 'finish': 2, 'middle': 1}, {'a': 1, 'd': 2, 's': 0}, {})
    """
    said = dict.fromkeys(word.lower() for word in words)
    found = {word: role for word in said if len(word) > 1 for role, names in enumerate(PEG_ROLES) if word in names}
    letters = sorted(word for word in said if len(word) == 1 and any(word in names for names in PEG_ROLES))
    free = [role for role in range(3) if role not in found.values()]
    fits = [order for order in permutations(free, len(letters))
            if all(word in PEG_ROLES[role] for word, role in zip(letters, order, strict=True))]
    found |= dict(zip(letters, fits[0], strict=True)) if len(fits) == 1 else {}
    return found if len(set(found.values())) == len(found) else {}


#: Roman numerals, a peg's name in some textbooks (peg I, II, III): their values
_ROMAN = {numeral: value for value, numeral in enumerate(
    ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"), start=1)}


def roman_pegs(words: Iterable[str], pegs: int) -> dict[str, int]:
    """Peg names that are Roman numerals (one of two letters or more among them), as pegs from 0; else none.

    >>> roman_pegs(["I", "III", "ii"], 3), roman_pegs(["i", "v"], 3), roman_pegs(["II", "IV"], 3)
    ({'I': 0, 'III': 2, 'ii': 1}, {}, {})
    """
    values = {word: _ROMAN.get(word.lower(), 0) for word in words}
    return {word: value - 1 for word, value in values.items()} if all(0 < value <= pegs for value in values.values(
        )) and any(len(word) > 1 for word in values) else {}


_PEG_PREFIX = re.compile(rf"^(?:{grammar.alternation(PEG_NOUNS)}|p|t(?=\d))[-_ ]?(?=\w)", re.I)
_OBJECT_NUMBER = re.compile(r"([^\W\d]+[-_]?)(\d{1,6})$")  #: an object's name and number (k1, disk_2)
_DISC_PREFIX = re.compile(r"^(?:d|disk|disc|ring)[-_]?(?=\d)", re.IGNORECASE)


@dataclass
class Naming:
    """How peg and disc tokens become numbers: the base of peg numbers, peg names, disc names.

    ``base`` None means: infer it from the list (pegs numbered 1..p and never 0 count
    from 1).  ``peg_names`` are the pegs' names in order (``left,middle,right``);
    ``disc_names`` the discs', smallest first.  Without peg names, letters name pegs
    A, B, C..., and the words left/middle/right (or L/M/R) name three pegs in that order.
    What was inferred is written to ``notes``.

    >>> naming = Naming(pegs=3, n=3)
    >>> naming.infer([RawMove("1", "1", "3"), RawMove("2", "1", "2")])
    >>> naming.notes
    ['pegs are numbered 1..3 (never 0): read from 1']
    >>> naming.peg("3"), naming.disc("2")
    (2, 2)
    """

    pegs: int = 3
    n: int = 0
    base: int | None = None
    peg_names: list[str] | None = None
    disc_names: list[str] | None = None
    notes: list[str] = field(default_factory=list)
    disc_base: int = 1
    from_bottom: bool = False
    base_open: bool = False  # the base was inferred from numbers that fit both 0 and 1
    _words: dict[str, int] = field(default_factory=dict)
    _discs: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for what, given in (("peg", self.peg_names), ("disc", self.disc_names)):
            names = [name.strip().lower() for name in given or ()]
            if len(set(names)) != len(names) or not all(names):
                raise InvalidArgumentError(f"{what} names must be distinct and non-empty, got {given!r}"[:300])
        if self.peg_names is not None and len(names := self.peg_names) != self.pegs:
            shown = f"{len(names)} peg names given ({','.join(names)})"[:200]
            raise InvalidArgumentError(f"{shown} for {self.pegs} pegs")
        self._words = {name.strip().lower(): index for index, name in enumerate(self.peg_names or ())}
        self._discs = {name.strip().lower(): index for index, name in enumerate(self.disc_names or (), start=1)}

    def infer(self, moves: Sequence[RawMove], pegs: Iterable[str] = (), discs: Iterable[str] = ()) -> None:
        """Settle what the list leaves open (the base of peg numbers, disc numbering, peg words).

        ``pegs`` and ``discs`` are more peg and disc tokens of the list, read in bulk.

        >>> naming = Naming(pegs=3, n=2)
        >>> naming.infer([RawMove(None, "L", "M"), RawMove(None, "L", "R")])
        >>> naming.notes, naming.peg("r")
        (['pegs named L, M, R: read as pegs 0, 1, 2'], 2)
        """
        peg_tokens = {name for move in moves for name in (move.source, move.target, *move.places) if name}.union(pegs)
        disc_tokens = {move.disc for move in moves if move.disc is not None}.union(discs)
        self._disc_objects(disc_tokens, peg_tokens)
        bares = [_PEG_PREFIX.sub("", token) if not _digits(token) else token for token in peg_tokens
                 if not DISC_WORD.match(token) and token.lower() not in self._discs]  # a disc's object (PDDL): no peg
        numbers = {int(bare) for bare in bares if _digits(bare) and len(bare) < 10}
        words = {bare.lower() for bare in bares if not (_digits(bare) and len(bare) < 10)}
        numbered = {int(b) for b in (_DISC_PREFIX.sub("", t) for t in disc_tokens) if _digits(b) and len(b) < 10}
        if self.base is None:
            self.base, spaced = 0, sorted(numbers)
            if numbers and 0 not in numbers and max(numbers) == self.pegs:
                self.base = 1
                self.notes.append(f"pegs are numbered 1..{self.pegs} (never 0): read from 1")
            elif numbers and min(numbers) > 1 and numbers == set(range(min(numbers), min(numbers) + self.pegs)):
                self.base = min(numbers)  # ids, as a judge's input gives them (10, 11, 12): the lowest is peg 0
                self.notes.append(f"pegs are numbered {self.base}..{max(numbers)}: read from {self.base}")
            elif numbers and min(numbers) > 1 and len(numbers) == self.pegs and len(
                    {b - a for a, b in pairwise(spaced)}) == 1:  # ids spaced evenly: 10, 20, 30
                self._words = {str(number): peg for peg, number in enumerate(spaced)}
                self.notes.append(f"pegs are numbered {', '.join(map(str, spaced))}: read as pegs 0..{self.pegs - 1}")
            elif numbers and 0 not in numbers and max(numbers) < self.pegs:
                self.base_open = True
                shown = ", ".join(map(str, sorted(numbers)))
                self.notes.append(f"peg numbers {shown} only: read from 0 (give --base 1 if they count from 1)")
        if self.disc_names is None and numbered and 0 in numbered and self.n and max(numbered) < self.n:
            self.disc_base = 0
            self.notes.append(f"discs are numbered 0..{self.n - 1}: read as discs 1..{self.n}, 0 the smallest")
        if self.peg_names is None and (roman := roman_pegs(words, self.pegs)):
            self._words = roman
            self.notes.append(f"pegs named by Roman numerals {', '.join(sorted(roman, key=roman.__getitem__)).upper()}"
                              f": read as pegs 0..{max(roman.values())}")
        elif self.peg_names is None and words and self.pegs == 3 and not words <= {"a", "b", "c"}:
            roles = peg_roles(words)  # a stray word of prose stays unnamed
            ordered = sorted(roles, key=roles.__getitem__)
            if ordered and (len(roles) == len(words) or (
                    min(map(len, roles)) > 1 and len(roles) >= max(2, len(words) - len(roles) + 1))):
                self._words = roles
                shown = ", ".join(word.upper() if len(word) == 1 else word for word in ordered)
                self.notes.append(f"pegs named {shown}: read as pegs {', '.join(str(roles[w]) for w in ordered)}")

    def _disc_objects(self, disc_tokens: set[str], place_tokens: set[str]) -> None:
        """The discs' names a list settles: objects k1..kn, or n words moved that stand as places too (``a b``)."""
        words = {token.lower() for token in disc_tokens}
        if self.disc_names is not None or not self.n:
            return
        numbered = {match.groups() for word in words if (match := _OBJECT_NUMBER.match(word))}
        if len(numbered) == len(words) and len({prefix for prefix, _ in numbered}) == 1 and all(
                0 < int(number) <= self.n for _, number in numbered) and not any(map(DISC_WORD.match, words)):
            prefix = numbered.pop()[0]  # k1, k3: objects of one prefix, numbered, the moved ones; k2 too, a place
            self._discs = {f"{prefix}{disc}": disc for disc in range(1, self.n + 1)}
            self.notes.append(f"discs named {prefix}1..{prefix}{self.n} (objects that move): read as discs 1..{self.n}")
        elif len(disc_tokens) == self.n and words & {token.lower() for token in place_tokens} and all(
                DISC_WORD.match(word) or (len(word) == 1 and word.isalpha()) for word in words):
            order = sorted(words, key=lambda word: (len(word), word))
            self._discs = {word: index for index, word in enumerate(order, start=1)}
            self.notes.append(f"discs named {', '.join(order)} stand as places: read as discs 1..{self.n} in order")

    def peg(self, token: str) -> int | None:
        """The 0-based peg a token names, or None when it names none.

        >>> naming = Naming(pegs=4, base=1, peg_names=["a", "b", "c", "d"])
        >>> naming.peg("pegb"), naming.peg("4"), naming.peg("PEG-A"), naming.peg("e")
        (1, 3, 0, None)
        """
        word = token.lower()
        bare = word if word in self._words or _digits(word) else _PEG_PREFIX.sub("", word)
        if bare in self._words:
            return self._words[bare]
        if _digits(bare.removeprefix("-")):
            return int(bare) - (self.base or 0) if len(bare) < 10 else None
        return ord(bare) - 97 if len(bare) == 1 and "a" <= bare <= "z" and self.peg_names is None else None

    def is_disc_name(self, token: str) -> bool:
        """Whether a token is a disc's name the list itself settled (a disc that also stands as a place)."""
        return self.disc_names is None and token.lower() in self._discs

    def disc(self, token: str) -> int | str | None:
        """The disc a token names: a number (1 the smallest), or the name itself when the names are not given.

        >>> Naming(disc_names=["A", "B", "C"]).disc("b"), Naming().disc("disk3"), Naming().disc("A")
        (2, 3, 'A')
        """
        word = token.lower()
        if word in self._discs:
            return self._discs[word]
        if word[:2] == "n-" and word[2:].isdigit() and self.n > int(word[2:]):  # "the second largest": n-1
            return self.n - int(word[2:])
        bare = _DISC_PREFIX.sub("", word)
        if _digits(bare):
            disc = int(bare) + 1 - self.disc_base  # discs counted from the bottom: disc 1 the largest
            return (self.n + 1 - disc if self.from_bottom else disc) if len(bare) < 10 else None
        return None if self.disc_names is not None else token
