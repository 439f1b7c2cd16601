"""The per-source accuracy table of docs/verify.md, computed from the corpus.

``uv run python tests/corpus_table.py`` prints the table; ``tests/test_corpus.py`` checks
that docs/verify.md holds exactly this table, so its numbers stay true as the corpus or
the grammar changes.  "solved (replay)" is the independent replay's verdict
(:mod:`corpus_replay`); "judged right" counts the answers where ``verify`` agrees with it.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_replay
from hanoi.verify.report import verify

WHAT = {
    "thealgorithms-java": (
        "a Java test's one-line lists of quoted moves (`List.of(\"Move 1 from Pole1 to Pole3\", "
        "...)`)"
    ),
    "dart-sample-output": "a Dart program's sample output (`Move Disk from Rod-A -> Rod-B`)",
    "go-sample-output": "a Go program's output (`Shifting disk from rod 1 to rod 3`)",
    "typescript-sample-output": (
        "a TypeScript program's logs (`1: Move Disk from Left to Middle.`; one stops at move 62 of "
        "63)"
    ),
    "t-towers-sample-output": "a C++ sample output (`Move 1th disc from T1 to T3`)",
    "shift-example": "a worked example (`Step 1 : Shift first disk from 'A' to 'B'.`)",
    "aspbench-report": "an ASPBench report: a model's JSON move objects (`from_peg`, `to_peg`)",
    "gpt-5-mini-hanoi-scaling": "gpt-5-mini's replies, 4 and 5 discs (`1. Move A from left to right`; two wrong)",
    "reasoning-gym-gallery": "reasoning-gym's gallery answers (`['Move disk 1 from Peg 3 to Peg 2', ...]`)",
    "llm-domain-planner-plans": (
        "Fast Downward plans for PDDL domains gpt-5-mini wrote (`(move-disk-to-empty a b left "
        "middle)`, 0 to 6 arguments in each domain's order; two break the rules)"
    ),
    "gemini-2.5-flash-hanoi": (
        "gemini-2.5-flash's replies: markdown tables, phases, state columns, self-corrections (six "
        "wrong)"
    ),
    "hanoi-easy-golden-plans": "the same benchmark's reference plans (`(move A middle left)`)",
    "program-outputs-rod": "program output pasted in READMEs and comments (`Move disk 1 from rod A to rod C`)",
    "program-outputs-disc": "program output pasted in comments (`Move disc 1 from A to C`)",
    "program-outputs-disk": "program output pasted in READMEs (`Move disk 1 from A to C`)",
    "rosetta-code-outputs": (
        "Rosetta Code's outputs, one a language (arrows, pairs, tables, words, Lisp lists; some "
        "stop early)"
    ),
    "spanish-program-outputs": "Spanish program output (`Mover disco 1 de A a C`)",
    "french-program-outputs": "French program output (`Déplacer le disque 1 de A vers B`)",
    "german-program-outputs": "German program output (`Bewege Scheibe 1 von A nach C`)",
    "chat-model-replies": "a chat model's reply with reasoning around its moves (wrong)",
    "program-outputs-ring": "ring outputs (`Move ring 1 from A to C`, `(MOVE RING 1 FROM PEG ONE TO PEG TWO)`)",
    "step-numbered-traces": "step-numbered traces in trees, comments and notes (`Step 1: Move disk 1 from A to C`)",
    "hanoi-as-a-service-pastes": "a service's pasted replies and tests (`Move top disk from a to b`, goal peg b)",
    "pddl-tutorial-plans": "a planner's plan quoted in an article (`(move d1 d2 peg2)`)",
    "ko-program-outputs": "held out: Korean program output (`원반 1을 A에서 C로 이동`, some in `//` comments)",
    "ko-call-trace": (
        "held out: a Korean call trace in comments whose printed moves go wrong (`출력: 원반 1을 A에서 C로 이동!`)"
    ),
    "zh-program-outputs": "held out: Chinese output with a measure word and no verb (`第 1 个盘从 A 到 C`)",
    "fr-doctest-lowercase": "held out: French doctests, echoed call, no verb, lowercase pegs (`disque 1 de a vers c`)",
    "pt-docstring-examples": "held out: Portuguese docstrings (`1: mova o disco 1 da torre A para a torre C.`)",
    "id-book-trace": (
        "held out, then looked at (so tuned on) by the round that made the reader smaller: an Indonesian "
        "textbook's trace with drawings, and its table (`Cakram 1: A ke C`)"
    ),
    "cpp-comment-pattern": "held out: C++ comments (`//move disc 1 A to c ACB`)",
    "vi-lessons": "Vietnamese lessons: state columns, a call tree, a nested list (`Di chuyển đĩa 1 từ A sang C`)",
    "fr-lessons": "French lessons: a comment, a call trace, drawings, HTML (`Déplacer disque 1 de A vers C`)",
    "id-sample-output": "an Indonesian sample output in a template literal (`Pindahkan cakram 1 dari A ke C`)",
    "ts-escaped-example": "a TypeScript string with `\\n` escapes (`\"Move disk 1 from A -> C\\nMove disk 2 ...\"`)",
    "it-program-output": "held out: Italian output (`Sposta il disco 1 da A a C`)",
    "tr-ordinal-rods": (
        "held out: Turkish output, pegs as ordinals with suffixes (`1"
        " numaralı diski 1. çubuktan 3. çubuğa taşı`)"
    ),
    "es-haskell-examples": (
        "held out: a GHCi session, tuples and sentences"
        " (`[(1,A,B),(2,A,C),(1,B,C)]`, `Mueve el disco 1 de A a C`)"
    ),
    "es-annotated-trace": (
        "held out: Spanish output with an arrow note (`Mueve el disco 3 de A"
        " a C     ← el grande`)"
    ),
    "lean-hanoi-tactics": "held out: Lean tactic proofs of games (`md a b,` ... `finish_game,`)",
    "de-echoed-input": (
        "held out: German runs after the echoed prompt, the count after each"
        " (`Gib die Anzahl der Scheiben ein: 3`)"
    ),
    "ja-comment-output": "held out: Japanese output in code comments (`// 円盤1をAからCに移動`)",
    "llm-eval-gpt35": "a results file's replies (`moves = [(\"peg_0\", \"peg_2\"), ...]`; one for another start)",
    "gpt-5-mini-hanoi-levels": (
        "wave 4, tuned on: gpt-5-mini's replies, 4 to 7 discs from any peg (`1. A — middle → left`,"
        " `Move 1 — disk A: L -> R`, `[PLAN]`, a summary after the list; many wrong)"
    ),
    "bril-benchmark-output": "wave 4, held out: a benchmark's expected output, rods from 0 (`0 2`)",
    "readme-lcr-words": "wave 4, held out: a README's output with no verb (`left to center`) and a total",
    "readme-echoed-prompt": "wave 4, held out: a README's run after its echoed prompt (`How many disks? -> 3`)",
    "ru-lab-report-output": (
        "wave 4, held out: a Russian lab report's mixed output block (`Переместить диск 1 с A на C`)"
        " and its numbered answer (`1. A → C`)"
    ),
    "ru-lab-report-answers": "wave 4, held out: a Russian report's numbered algorithm above its numbered moves",
    "gpt-5-mini-multi-agent-hanoi": (
        "wave 4, held out: gpt-5-mini's multi-agent replies, goals that are no tower"
        " (`agent_1: move disk A from left to right`; some ask back)"
    ),
    "pt-report-call-trace": "wave 4, held out: a Portuguese call trace (`→ hanoi(2, A, B, C)` between moves)",
    "pt-readme-chat-copy": (
        "wave 4, tuned on: a README pasted from a chat page, its code block never closed (`Copiar código`)"
    ),
    "pt-js-three-copies": "wave 4, tuned on: a JavaScript file that gives its 7 moves three times",
    "pytest-expected-strings": "wave 4, held out: a pytest's expected lines (`'Moving disk 1 from A to C'`)",
    "pt-exercise-comment": "wave 4, held out: expected output as comments (`# Mover disco 1 de A para C`)",
    "pt-exercise-answers": "wave 4, held out: exercise answers, code then `**Saída:**` (`Move disco 1 de A para C`)",
    "nl-commented-output": "wave 4, tuned on: Dutch output in comments after set-up lines (`# Schijf 1 van A naar C.`)",
    "nl-exercise-examples": "wave 4, tuned on: a Dutch exercise's example output (`Schijf 1 van A naar C`)",
    "nl-pytest-lines": "wave 4, tuned on: a Dutch pytest's expected lines and count (`3 stappen gedaan`)",
    "boj-11729-samples": (
        "wave 5, tuning: Baekjoon samples in Korean comments, the input and a count before `1 3` "
        "pairs"
    ),
    "vi-tutorial-output": "wave 5, held out: a Vietnamese article's output (`Chuyển đĩa 1 từ cọc A sang cọc B`)",
    "programmers-hanoi-results": (
        "wave 5, held out: a judge's example `[ [1,2], [1,3], [2,3] ]` after `n result`, two given "
        "for the wrong n"
    ),
    "zh-arrow-notes": (
        "wave 5, tuning: Chinese notes with `A-->C` lines, echoed calls and prompts, notes after "
        "moves"
    ),
    "ko-wonpan-gidung": (
        "wave 5, held out: Korean with counters "
        "(`1번 원판을 1번 기둥에서 3번 기둥으로 이동`; one wrong)"
    ),
    "id-piringan-outputs": (
        "wave 5, tuning: Indonesian output (`Pindahkan piringan 1 dari A ke C`) beside step-count "
        "tables"
    ),
    "ja-report-disk": "wave 5, tuning: a Japanese report (`ディスク 1 を A から Cへ移動`)",
    "arrow-sequences": (
        "wave 5, held out: moves on one line (`A→C, A→B, C→B, ...`) beside tables, calls, trees and "
        "traces"
    ),
    "ds-course-notes": (
        "wave 5, tuning: course notes with a page header between moves (`Move top disk from peg A "
        "to peg C.`)"
    ),
    "prose-size-words": (
        "wave 5, held out: a comment's prose with size words and ASCII drawings, then `Peg A -> Peg "
        "C`"
    ),
    "uk-gtest-strings": (
        "wave 5, tuning: Ukrainian C++ literals with `\\n` (`\"Крок 1: Перемістити диск 1 з A на "
        "C\\n\"`)"
    ),
    "tr-ordinal-words": (
        "wave 5, held out: Turkish, the disc an ordinal word (`1. ADIM ---> Birinci Diski A'dan "
        "B'ye Tasiyin`)"
    ),
    "forum-size-words": (
        "wave 5, held out: a forum post, size words only (`smallest disc to C, medium disc to B`; 4 "
        "pegs)"
    ),
    "nemotron-cc-math-pages": (
        "wave 5, tuning: web pages in a math corpus: generated prose (wrong), blank-line output, "
        "a run"
    ),
    "nthu-hw-sample-run": (
        "wave 5, held out: a homework's sample runs, the prompt naming pegs (`... from peg 1 to 3: "
        "3`)"
    ),
    "codestepbystep-hanoi": "wave 5, tuning: an exercise page (`move disk 1 from peg 1 to peg 3`)",
    "zh-oj-pages": (
        "wave 5, held out: Chinese judge pages: `A To C`, `1.Move 1 from a to c 2.Move ...`, "
        "`1:a->b2:a->c`"
    ),
    "zh-prose-pages": "wave 5, tuning: Chinese prose with size words (`先把小的由A移到B(ACB递归)`)",
    "judge-abc-triples": "wave 5, held out: a judge's `a b c` triples in Italian, Spanish and Russian pages",
    "profound-academy-arrows": "wave 5, held out: a course's examples, moves on one line (`1 -> 2 1 -> 3 2 -> 3`)",
    "ja-pages": "wave 5, held out: Japanese pages: a code-golf notation (`L1L2C1...`), moves on one line, output",
    "ko-pages": "wave 5, tuning: Korean pages (`1번째 원판을 1에서 3로 이동`, `1 : A -> C` with the disc first)",
    "it-univr-task": (
        "wave 5, held out: an Italian task from another start, its output on one line (`Sposta il "
        "disco 1 ...`)"
    ),
    "llm-plays-hanoi-notebook": (
        "wave 5, tuning: models playing turn by turn (`0C`, valid-move lists, refused moves) and "
        "a paper's prompt"
    ),
    "fr-pages": "wave 5, tuning: French pages (pairs for the wrong goal; `le texte ->` before `1 -> 3` lines)",
    "de-pages": (
        "wave 5, held out: a German example of three steps on one line (`Schritt 1: Verschiebe "
        "Scheibe 1 ...`)"
    ),
    "vi-judge-pages": "wave 5, held out: Vietnamese judge pages (`Buoc1 Chuyen dia 1 tu A sang B`, `2 8` then `AB`)",
    "id-pages": "wave 5, tuning: an Indonesian article (`Pindahkan cakram 1 dari A → C`)",
    "tuple-lists": "wave 5, tuning: tuple lists in doctests, tests and demos (`[('A', 'C'), ...]`)",
    "racket-dotted-pairs": "wave 5, held out: Racket dotted pairs on one line (`'((a . c) (a . b) ...`)",
    "quoted-arrow-lists": (
        "wave 5, held out: quoted lists (`\"A->C\"`), one legal but off the goal, one elided (`...`)"
    ),
    "zh-kotlin-notes": "wave 5, tuning: Chinese Kotlin notes (`Move disk 1 from A to C.`)",
    "disk-moved-from": "wave 5, tuning: `Disk 1 moved from A to C`, one with ASCII drawings between moves",
}


def judged(entry: dict[str, object]) -> bool:
    """``verify``'s verdict on one corpus entry: solved or not."""
    start, goal, pegs = str(entry["start"]), str(entry["goal"]), int(str(entry["pegs"]))
    return verify(corpus_replay.text(entry), start, goal, pegs=pegs).solved


def counts() -> dict[str, tuple[int, int, int]]:
    """``{source: (answers, solved by the replay, judged right)}``, in the manifest's order."""
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for entry in corpus_replay.manifest():
        truth = corpus_replay.truth(entry)
        row = table[str(entry["source"])]
        row[0] += 1
        row[1] += truth
        row[2] += judged(entry) == truth
    return {source: (row[0], row[1], row[2]) for source, row in table.items()}


def _percent(right: int, answers: int) -> str:
    return f"{100 * right / answers:.1f} %" if right < answers else "100 %"


def table(found: dict[str, tuple[int, int, int]] | None = None) -> str:
    """The markdown table, a row a source and a last row for the whole corpus.

    >>> print(table({"chat-model-replies": (3, 2, 2)}).splitlines()[2])
    | `chat-model-replies` | a chat model's reply with reasoning around its moves (wrong) | 3 | 2 | 2 | 66.7 % |
    """
    found = counts() if found is None else found
    lines = [
        "| source | what it holds | answers | solved (replay) | judged right | accuracy |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for source, (answers, solved, right) in found.items():
        accuracy = _percent(right, answers)
        lines.append(f"| `{source}` | {WHAT[source]} | {answers} | {solved} | {right} | {accuracy} |")
    answers, solved, right = (sum(row[i] for row in found.values()) for i in range(3))
    accuracy = _percent(right, answers)
    lines.append(f"| **all {len(found)} sources** | | **{answers}** | **{solved}** | **{right}** | **{accuracy}** |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
