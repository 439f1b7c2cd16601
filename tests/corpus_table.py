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
    "id-book-trace": "held out: an Indonesian textbook's trace with drawings, and its table (`Cakram 1: A ke C`)",
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
