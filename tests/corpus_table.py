"""The per-source accuracy table of docs/verify.md, computed from the corpus.

``uv run python tests/corpus_table.py`` prints the table; ``tests/test_corpus.py`` checks
that docs/verify.md holds exactly this table, so its numbers stay true as the corpus or
the grammar changes.  "solved (replay)" is the independent replay's verdict
(:mod:`corpus_replay`); "judged right" counts the answers where ``verify`` agrees with it.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_replay
import corpus_split
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
    "gpt-5-family-arrow-cache": (
        "wave 6: gpt-5.1, gpt-5-mini and gpt-5-nano replies cached by a demo app, `A→C` a line (4, 7, 10 discs; nine "
        "wrong, two empty)"
    ),
    "lt-judge-sample": "wave 6: a Lithuanian judge's example after the input `3` (`A -> C`)",
    "ar-ordinal-prose": (
        "wave 6: Arabic, the disc an ordinal word, then the general pattern (`تحريك القرص الأول من 'A' إلى "
        "'B'.`)"
    ),
    "bottom-numbered-posts": (
        "wave 6: a forum post numbering discs from the bottom, target only (`Move 1: move disk 2 to post "
        "B`)"
    ),
    "studymite-examples": (
        "wave 6: a practice page's examples (`Output → 3 moves: A→B, A→C, B→C`, `'Move disk 1: "
        "A→C'`)"
    ),
    "pt-pra-list": "wave 6: colloquial Portuguese, no verb, the list twice (`1. Disco 1 de A pra B`)",
    "pt-size-abbrev-prose": (
        "wave 6: Portuguese prose with defined abbreviations (`retiramos o Dm e colocamos na haste "
        "b`)"
    ),
    "ko-blog-arrow-list": "wave 6: a Korean blog's list missing a move (`A->C` lines; wrong), then general steps",
    "junit-expected-strings": (
        "wave 6: JUnit expected strings with `\\n` escapes after the echoed call (`\"Move Disk 1 from A to "
        "B\\n...\"`)"
    ),
    "cpp-expected-stdout": (
        "wave 6: a C++ harness's expected stdout, one escaped string (`\"move disk 1 from A to "
        "C\\n...\"`)"
    ),
    "js-quiz-testcases": (
        "wave 6: test cases with the input array first (`{ input: [2, 'A', 'C', 'B'], expected: 'Move disk 1 ...' "
        "}`)"
    ),
    "mock-faulty-output": "wave 6: a debugging game's faulty output (`Move disk 3 from A to C` onto disc 1; wrong)",
    "hinglish-seed-elided": (
        "wave 6: a Hinglish course row whose expected output is elided after two moves (`...`; "
        "wrong)"
    ),
    "es-call-tree-notes": (
        "wave 6: Spanish notes, a box-drawn call tree then the numbered moves (`1. Mover disco 1 desde A hasta "
        "C`)"
    ),
    "tr-vitest-pairs": "wave 6: a Vitest test with Turkish comments, pairs from 0 (`[0, 2], [0, 1], ...`)",
    "id-course-module-output": (
        "wave 6: an Indonesian module's output and a recurrence (`Pindahkan disk 1 dari A ke C`, `T(3) = 2(3) + "
        "1`)"
    ),
    "id-recursion-notes": "wave 6: Indonesian notes, a call then the output (`Pindahkan disk 1 dari A ke C`)",
    "fa-todo-escaped": (
        "wave 6: a Persian to-do string, escapes, the last two moves joined by `\\M` (`B to C\\Move disk 1 "
        "...`)"
    ),
    "ru-buggy-program-run": (
        "wave 6: runs of a buggy Russian program, prompt glued (`Перенести диск 1 со стержня 1 на стержень 3`; two "
        "wrong)"
    ),
    "pl-word-pegs-program-run": (
        "wave 6: a Polish program's run, pegs as words (`Przenieś krążek 1 z pierwszy na "
        "docelowy`)"
    ),
    "pl-z-do-program-run": "wave 6: a Polish program's run to B (`start`, `Przenieś krążek 1 z A do B`)",
    "map-gpt4-fewshot-states": (
        "wave 6: worked examples from a paper's logs, starts that are no tower, disc 0 the largest, states after each "
        "move"
    ),
    "copilot-script-transcript": (
        "wave 6: a saved Copilot conversation that answers with a script, no move (the prompt's example is no "
        "answer)"
    ),
    "th-ruby-blog-run": (
        "wave 6: a Thai blog's run on one line after the echoed prompt (`Input number of disk: 3 Move disk 1 from A to "
        "C Move ...`)"
    ),
    "th-translated-example": (
        "wave 6: a machine-translated Thai example that stops one move short (`A ถึง B`, `จาก C ถึง A`; "
        "wrong)"
    ),
    "fr-exercise-piliers": (
        "wave 6: a French exercise's expected output, numbered pillars, no verb (`Disque 1 de 1 vers "
        "3`)"
    ),
    "nanogenmo-hannah-novel": (
        "wave 6: a generated novel, 4,095 moves, ordinals from the bottom and colours (`the eleventh, maroon, disk off "
        "the left peg`)"
    ),
    "issue-lowercase-pairs": "wave 6: an issue quoting a judge problem (`Sample Output 1 :` then `a b` lines)",
    "pr-description-output": "wave 6: a pull request's description (`Output for n = 3` then `Move disk 1 from A to C`)",
    "issue-comment-plates": "wave 6: a maintainer's comment, a call and a log template before `Move a to c` lines",
    "vi-buggy-iterative-run": (
        "wave 6: a Vietnamese file's run: a buggy list (`Bước 2: Di chuyển đĩa 5 ...`; wrong), "
        "then a right list to B"
    ),
    "vi-prompt-emoji-run": (
        "wave 6: a Vietnamese run after its prompt, a heading and `✨ Tổng số bước ...` "
        "(`Di chuyển đĩa 1 từ cột A sang cột B`)"
    ),
    "vi-goal-b-run": "wave 6: a Vietnamese exercise's run to B (`Chuyển đĩa 1 từ cột A sang cột B`)",
    "vi-print-none-run": "wave 6: a Vietnamese run that prints `None` after its moves",
    "ko-gidung-counter-run": (
        "wave 6: Korean with counters, the source first (`1번 기둥의 1번 원반을 3번 기둥에 옮긴다.`)"
    ),
    "ko-label-typo-run": "wave 6: Korean labels that differ by line (`원판 1: A -> C`, `원반을 2: A -> B`)",
    "ko-buggy-recursion-run": "wave 6: a buggy Korean program's run (`1번 원반을 A에서 B으로 이동`; wrong at step 2)",
    "ko-ascii-drawings-run": (
        "wave 6: a Korean run that only draws the pegs after each step (`Step 1/7`, blocks of `█`), an arrow "
        "heading"
    ),
    "ko-js-braces-run": (
        "wave 6: a Korean JavaScript run with literal braces (`{1}번 원반을 {A}에서 {B}로 이동`), then a count"
    ),
    "ko-comment-output": (
        "wave 6: a Korean file with its output as comments (`# A번 기둥의 1번 원반을 C번 기둥에 옮긴다.`)"
    ),
    "zh-c-prompt-goal-b-run": "wave 6: a Chinese C run to B, prompt glued (`请输入盘子的个数：把1号盘子从A移到B`)",
    "zh-step-number-run": "wave 6: a Chinese run with step sentences (`这是第1步:把1号盘子从A移动到C`)",
    "zh-cpp-buggy-run": "wave 6: a buggy Chinese C++ run (`将第1号盘子从A柱移动到C柱`; wrong at step 4)",
    "de-lege-scheibe-nach-run": "wave 6: a German run, numbered pegs (`Lege Scheibe 1 von 1 nach 2`)",
    "de-java-count-lines-run": (
        "wave 6: a German Java run with bare running counts between moves (`Lege Scheibe 1 von Turm A auf Turm C`, "
        "`1`)"
    ),
    "ja-simulation-drawings-run": (
        "wave 6: a Japanese C simulation, disc numbers drawn in columns between moves (`1 番の円盤を a --> b "
        "に移す`)"
    ),
    "ja-java-word-pegs-run": (
        "wave 6: a Japanese Java run, pegs START, WORK, GOAL (`1番の円盤をSTARTからGOALに移動させる`)"
    ),
    "es-typo-goal-b-run": (
        "wave 6: a Spanish run to B with a typo on most lines (`Mover e disco 2 de la torre A a la torre "
        "C`)"
    ),
    "es-prompt-colon-run": (
        "wave 6: a Spanish run after its prompt, a colon after each move (`Mover el disco 1 de la torre A a la torre "
        "C:`)"
    ),
    "tr-cubugundaki-run": (
        "wave 6: a Turkish run, the source in the locative (`A çubuğundaki 1. diskini C çubuğuna "
        "taşı`)"
    ),
    "ko-count-first-run": "wave 6: a Korean run, the count first (`7`, `1번 원반을 1 -> 3 이동`)",
    "scheme-strips-plans": (
        "wave 6: a Scheme STRIPS planner's expected plans, Lisp lists on one line "
        "(`'((move d1 d2 p3) (move d2 p1 p2) (move d1 p3 d2))`)"
    ),
    "nous-reasoning-task-example": (
        "wave 6: a reasoning-task card, a model-style answer in a fence (`1. Move disk 1 from A to C`), then a "
        "count (`2^5 - 1 = 32 - 1 = 31 moves`)"
    ),
    "ar-html-size-words": (
        "wave 6: an Arabic HTML page, size words and `<code>` pegs (`انقل القرص الأصغر من <code>A</code> إلى "
        "<code>B</code>`)"
    ),
    "hantow-readme-drawings": "wave 7: a C program's README, ASCII drawings of the pegs only, one a move (to B)",
    "hinslee-md-program-run": "wave 7: a run of the program in a Chinese note, no disc (`move A --> C`)",
    "feihu-exercise-run": "wave 7: a run of a beginner's exercise, two discs, no disc named",
    "deepagent-example-run": "wave 7: a run of an agent-written example, a move counter before each move",
    "de-notebook-stab-outputs": (
        "wave 7: a German course notebook's stored outputs, a call trace with states and a short "
        "form"
    ),
    "toh-rod-missing-space-run": "wave 7: a run of a buggy C++ program (wrong), two line shapes, one missing a space",
    "agent-tool-call-moves": "wave 7: an agent's logged Python tool call, a checker then a `moves = [[...]]` list",
    "c-test-expect-comment": "wave 7: a compiler test's expected stdout in one comment line with `\\n` escapes",
    "cpp-test-expected-stdout": "wave 7: a C++ test's expected-stdout string literals (3 and 5 discs)",
    "jungol-1161": "wave 7: a Korean judge's example, in English and in Korean (disc, from and to pillars)",
    "daily-coding-128": "wave 7: a daily coding problem's example, rods numbered 1-3, no disc",
    "quixbugs-json-testcases": (
        "wave 7: a bug benchmark's JSON test cases, the input triple before the pairs (one expects "
        "a move onto its own peg)"
    ),
    "quixbugs-buggy-python-run": "wave 7: runs of that benchmark's buggy hanoi, printed Python tuples (all wrong)",
    "id-cakram-banner-run": "wave 7: an Indonesian C run after a boxed banner and a glued prompt",
    "id-piringan-menara-run": "wave 7: an Indonesian C++ run, pegs named by words (start, spare, target)",
    "tr-diski-den-ye-run": "wave 7: a Turkish C++ run, the first move glued to the prompt, no disc",
    "tr-java-stack-trace-run": "wave 7: a Turkish iterative Java run, a trace of its stack between the moves",
    "pl-przenies-z-na-run": "wave 7: a Polish Python run, no disc, 5 discs",
    "pl-krazek-z-miejsca-run": "wave 7: a Polish Python run, the disc and 'from the place' A 'to' B",
    "rugao-mocha-expectations": (
        "wave 7: a class's mocha test expectations in six notations, moves run together (one "
        "wrong)"
    ),
    "dsageeks-json-examples": "wave 7: a practice site's examples, a JSON input object glued to a JSON array of moves",
    "nados-tower-ids": "wave 7: a judge's format and example, towers named by ids from the input (to tower 2)",
    "falcon-180b-dataset-run": "wave 7: runs of Falcon-180B-written C programs (count lines; one buggy: wrong)",
    "gemini-pro-dataset-run": (
        "wave 7: runs of Gemini-pro-written C programs (one names no move; numbered "
        "instructions)"
    ),
    "formai-dataset-runs": (
        "wave 7: runs of FormAI (GPT-3.5-written) C programs, chatty; one moves several discs at "
        "once, one ends on B"
    ),
    "gpt-4o-mini-dataset-run": (
        "wave 7: runs of GPT-4o-mini-written C programs (jokes around moves; one prints states "
        "only: wrong)"
    ),
    "code-llama-13b-dataset-run": (
        "wave 7: runs of Code Llama-13B-written C programs (one wrong, towers from 0; one to "
        "B)"
    ),
    "tr-comment-move-table": "wave 7: a Turkish comment's move table in columns, one a number of discs (disc->tower)",
    "mit-6001-recitation": "wave 7: a 1997 course slide, a Scheme call then its printed moves",
    "es-torre-de-words-run": "wave 7: a Spanish Python run, towers named by lowercase words",
    "es-mover-disco-de-a-run": "wave 7: a Spanish Python run to B, no disc",
    "es-torre-hacia-words-run": "wave 7: a Spanish Python run, capitalised tower words, 5 discs",
    "mistral-7b-dataset-run": (
        "wave 7: a run of a Mistral-7B-written C program: refused moves, a disc 0, NUL bytes "
        "(wrong)"
    ),
    "falcon2-11b-dataset-run": (
        "wave 7: runs of Falcon2-11B-written C programs, pegs from 0 or 1 and peg -1 (both "
        "wrong)"
    ),
    "it-sposta-da-t-run": "wave 7: an Italian Java run, towers T1-T3",
    "py-move-counter-run": "wave 7: a Python run whose counter on some lines is no step number",
    "py-tower-words-run": "wave 7: a Python run, towers named source, helper, destination",
    "sae-prompt-trace-run": (
        "wave 7: a prompt builder's run: the prompt with its own example trace, "
        "then the target trace"
    ),
    "es-moviendo-disco-run": "wave 8: a Spanish exercise's run to B, no disc (`moviendo disco de  A a B`)",
    "fr-axe-words-run": (
        "wave 8: a French magazine's runs, pegs named by words (`Déplacement du disque de axe_gauche vers "
        "axe_central`), and its logged run with the calls between the moves"
    ),
    "emoji-numbered-pegs-run": "wave 8: a tweet-sized script's run, an emoji for the disc, pegs 5, 4, 3 (8 discs)",
    "da-flyt-taarn-run": (
        "wave 8: a Danish class demo's runs, towers named by things (`Flyt fra tårn: Lineal til Saks!`), "
        "and one with its call and return lines"
    ),
    "da-pec-states-run": "wave 8: a Danish student's run that prints only the three lists after each move (6 discs)",
    "da-colour-pegs-run": "wave 8: a Danish p5.js sketch's console, towers named by colours (`Fra GRÅ til GUL`)",
    "el-stylos-run": "wave 8: a Greek exercise's runs, pegs Greek capitals (`Μετακίνησε τον δίσκο 1 ... Α ... Γ`)",
    "sv-flytta-skiva-run": "wave 8: a Swedish exercise's run (`Flytta skiva 1 från A till C`)",
    "ja-move-n-to-disk-run": "wave 8: runs of a program with Japanese comments, four prompts glued to the first move",
    "pt-xyz-echo-run": "wave 8: Portuguese runs, pegs X, Y, Z, each move followed by the call's own pegs (`X Z Y`)",
    "base-case-target-bug-run": "wave 8: a run whose one-disc case prints the wrong target (wrong)",
    "top-disc-peg-a-to-c-run": "wave 8: a note's snippet whose print ignores its arguments (wrong)",
    "de-tuple-line-run": "wave 8: a German-commented Java run, `(A, C) (A, B) ...` on one line",
    "pt-torre-concluido-run": "wave 8: Portuguese runs, pegs `Torre A`, then `Concluído!`",
    "pt-move-de-pra-run": "wave 8: Portuguese runs in capitals after a glued prompt (`MOVE 1 DE A PRA B`)",
    "tr-adim-arrow-run": "wave 8: Turkish runs, a step number before `.adim:` (`1 .adim: A --> C`), prompt glued",
    "n-call-trace-run": "wave 8: a run that prints each call (`n 2 A B C`) and `n 0 do nothing` between its moves",
    "plate-from-disk-run": "wave 8: runs where plates move between 'disks' (`Move plate 1 from disk A to disk C`)",
    "rod-first-call-bug-run": "wave 8: a buggy C run, two line shapes (wrong)",
    "cyclic-restricted-run": "wave 8: runs of a program for the cyclic restriction (A to B to C to A): legal, longer",
    "c-prompt-glued-digits-run": "wave 8: C runs, pegs `1`-`3`, the prompt glued to the first move (`...:1 -> 3`)",
    "cpp-triples-1234-run": "wave 8: C++ runs to B, `1 A B` triples, then a stray `1234` with no newline",
    "id-piring-dari-ke-run": "wave 8: Indonesian Java runs, no disc, prompt glued (`Pindahkan piring dari A ke C`)",
    "tower-words-ring-prompt-run": "wave 8: Java runs after two prompts ending in `->` (`from Tower A to Tower C`)",
    "zh-yidong-panzi-run": "wave 8: a Chinese note's Java run (`移动盘子 1 从 A 到 C`)",
    "move-disk-to-disk-lower-run": "wave 8: a Java run, lowercase pegs, the target called a disk (`... to disk c`)",
    "moving-disk-numbers-run": "wave 8: a Java run, towers numbered (`moving disk 1 from 1 to 3`)",
    "pt-mova-de-para-bug-run": "wave 8: runs of a buggy Portuguese C++ program to B, no disc (all wrong)",
    "rod-glued-bug-run": "wave 8: runs of a buggy program, `rodA` glued, prompt glued (two wrong)",
    "zh-ci-yidong-bug-run": "wave 8: runs of a buggy Chinese C program, step and disc counters (all wrong)",
    "es-se-mueve-run": "wave 8: Spanish Java runs to B between a header and a total (`Se mueve disco de A a B`)",
    "moved-disk-to-b-run": "wave 8: a C++ run to B (`moved disk 1 from A to B`)",
    "cpp-step-arrow-bug-run": "wave 8: runs of a buggy C++ program, `A -> C` lines (all wrong)",
    "nea-interpreter-readme": "wave 8: a school interpreter's README, its buggy Hanoi's output (pegs S, D, A; wrong)",
    "reves-4peg-run": "wave 8: runs of a course's Reve's puzzle, four pegs A-D (`Move disc 1 from A to D`)",
    "reves-pairs-4peg-run": "wave 8: runs of another Reve's puzzle, four pegs, discs moved in pairs around n-2",
    "classroom-tests-md": "wave 8: a classroom assignment's expected outputs (3 discs to C, 7 to B), a total after",
    "sad-comment-output": "wave 8: a C++ file's pasted run in a comment, pegs S, A, D (the A is the middle peg)",
    "asp-toh-standard-6-run": "wave 8: an ASP solver's answer set, `move(6,b,1) ...` (disc 1 the largest, no source)",
    "ja-colab-blog-page": "wave 8: a Japanese blog page, two run results on one line each (`a -> b a -> c ...`), to b",
    "kata-glued-digit-pairs": "wave 8: a kata's spec lines, `toBe(\"12,13,23,\")` after the call (to 3, 3 to 1, to 2)",
    "jest-4peg-expectations": "wave 8: a four-peg Jest test's `toHaveBeenCalledWith` lists (one repeats a move: wrong)",
    "reasoning-gym-eval-claude-3.5-sonnet": (
        "wave 9: Claude 3.5 Sonnet's reasoning-gym replies, a plan then an `<answer>` block (one "
        "wrong)"
    ),
    "reasoning-gym-eval-claude-sonnet-4": (
        "wave 9: Claude Sonnet 4's reasoning-gym replies, numbered moves then the block (one wrong)"
    ),
    "reasoning-gym-eval-deepseek-r1": (
        "wave 9: DeepSeek-R1's reasoning-gym answer blocks, three and four pegs (one on the wrong peg)"
    ),
    "reasoning-gym-eval-gemma-3-27b": (
        "wave 9: Gemma 3 27B's reasoning-gym replies, the moves then the same block (two wrong)"
    ),
    "reasoning-gym-eval-llama-3.3-70b": (
        "wave 9: Llama 3.3 70B's reasoning-gym replies, bare move lines, no block (one wrong)"
    ),
    "reasoning-gym-eval-llama-4-maverick": (
        "wave 9: Llama 4 Maverick's reasoning-gym replies, prose with moves, one or two blocks"
    ),
    "reasoning-gym-eval-llama-4-scout": (
        "wave 9: Llama 4 Scout's reasoning-gym replies, step headings with moves, then a block (all "
        "wrong)"
    ),
    "reasoning-gym-eval-mistral-small-3.1": (
        "wave 9: Mistral Small 3.1's reasoning-gym replies, bare lines, a draft then a block (two wrong)"
    ),
    "reasoning-gym-eval-o3-mini": (
        "wave 9: o3-mini's reasoning-gym answer blocks, the first move glued to the tag (one wrong)"
    ),
    "reasoning-gym-eval-qwq-32b": (
        "wave 9: QwQ-32B's reasoning-gym replies, `disk1` without a space, a draft then the block"
    ),
    "reasoning-gym-eval-grok-3-mini": "wave 9: Grok 3 mini's reasoning-gym answer blocks, four pegs (one unfinished)",
    "illusion-collapse-claude-3.7-sonnet": (
        "wave 9: Claude 3.7 Sonnet in a replication of 'The Illusion of Thinking': a list, CSV, CSV "
        "with states"
    ),
    "illusion-collapse-claude-3.7-sonnet-thinking": (
        "wave 9: Claude 3.7 Sonnet (thinking) in the same replication: CSV, CSV with states (wrong), a compact list"
    ),
    "illusion-collapse-deepseek-v3": (
        "wave 9: DeepSeek-V3 in the same replication: CSV with states, compact list (wrong), a list"
    ),
    "illusion-collapse-gemini-2.5-pro": (
        "wave 9: Gemini 2.5 Pro in the same replication: compact list, a list (wrong), CSV"
    ),
    "illusion-collapse-gpt-4.1": (
        "wave 9: GPT-4.1 in the same replication: a list after a code sketch, CSV (tower on peg 1)"
    ),
    "illusion-collapse-sonar-reasoning-pro": (
        "wave 9: Sonar Reasoning Pro in the same replication, its `<think>` block kept: CSV, CSV with "
        "states (wrong), list"
    ),
    "mac-illusion-claude-runs": (
        "wave 9: Claude 3.5 and 3.7 Sonnet runs of another replication, `moves = [...]` (two wrong)"
    ),
    "zh-docstring-output-py": (
        "wave 10: a Chinese Python file with its output pasted after it as a docstring (`将圆盘 1 从 A 移动到 C`)"
    ),
    "zh-jest-steps-states": (
        "wave 10: a Jest test's Chinese steps, a move and the pegs after it (`第 1 步，将圆盘 1 从 A 移至 B; A: [2]`)"
    ),
    "zh-php-note-goal-b": (
        "wave 10: a Chinese blog note, PHP code then its output to B (`将圆盘 1 从 A 柱子 到 C 柱子`, a count twice)"
    ),
    "zh-readme-buggy-output": (
        "wave 10: a Chinese README's pasted output for 4 discs (`move 1 from 1 to 2`; 25 lines, wrong at step 10)"
    ),
    "ja-kara-ni-idou-run": (
        "wave 10: a Japanese run to b, no disc, the base case glued to a word (`再帰の終わりaからbに移動`)"
    ),
    "zh-lowercase-xyz-run": "wave 10: a Chinese C run, a heading then pegs x, y, z (`x->z`)",
    "zh-xyz-layers-run": "wave 10: a Chinese C run, its prompt, a heading, `X-->Z` lines, then `共需7步`",
    "zh-yuanpan-colon-run": "wave 10: a Chinese C run, its prompt, `圆盘：1 A --> B` lines, then the total",
    "zh-dibu-prompt-run": (
        "wave 10: a Chinese Python run, an English prompt glued to the heading (`第1步:将1号盘子从A -> C`)"
    ),
    "pr-step-arrow-goal-b": "wave 10: a pull request's example run to B (`Step-1--> Move from A to B`)",
    "vi-page-input-4-1-3": (
        "wave 10: a Vietnamese lesson page, the input `4 1 3` then `Move disc 1 from rod 1 to rod 2` lines"
    ),
    "qucode-arrow-disc-goal-b": (
        "wave 10: a Chinese judge's sample to b, the disc between arrows (`a->1->c`), after the input `2 a b c`"
    ),
    "ja-blog-kifu-notation": "wave 10: a Japanese blog's moves as a shogi record, target peg then disc (`1. C1`)",
    "nl-schijf-van-naar-run": (
        "wave 10: a Dutch course book's answer run (`Schijf 1 van A naar C`, then `7 stappen gedaan`)"
    ),
    "de-readme-gedankliche-loesung": (
        "wave 10: a German README's solution by position words (`Oberste Scheibe von Turm A auf Turm C bewegen`)"
    ),
    "zh-c-notes-arrow-lists": (
        "wave 10: a Chinese study note, the answers for 1, 2 and 3 discs in one block (`n=3:A->C`, tabbed lines)"
    ),
    "zh-c-form-typo-bug-run": (
        "wave 10: a buggy C run with Chinese comments, every move to C (`Move 2 disk form A to C. `; wrong at step 2)"
    ),
    "es-mover-de-adjacent-run": (
        "wave 10: a Spanish C run between neighbouring pegs, the disc last (`Mover de A a B N=1`; 8 legal moves)"
    ),
    "c-eight-per-line-skip-bug-run": (
        "wave 10: a buggy C run, eight moves a line after a count (`    0: A->B B->C`; wrong at steps 4 and 6)"
    ),
    "c-eight-per-line-run": "wave 10: a C run, eight moves a line after a count, pegs a, b, c (`    0: a->c a->b ...`)",
    "vi-notes-from-c-sang-b": (
        "wave 10: a Vietnamese note, 2 discs in prose (`+ Ta chuyển đĩa 1 từ C sang B`; wrong at step 3), test cases"
    ),
    "vi-commented-output-missing-move": (
        "wave 10: a Vietnamese Python file, its output as comments (`# Chuyển đĩa 1 từ A sang C`), one move missing"
    ),
    "vi-test-case-ouput": (
        "wave 10: a Vietnamese note's test cases, a move after the input (`- input: 2 => ouput: Chuyển đĩa 1 ...`)"
    ),
    "es-steps-elided": (
        "wave 10: a Spanish visualiser's steps, pegs and a log each, stopping after three (`... pasos hasta completar`)"
    ),
    "zh-ai-answer-rounds-4-discs": (
        "wave 10: a Chinese Q&A answer like a generated reply, rounds of disc-to-peg moves (`将4号圆盘移动到C柱;`)"
    ),
    "py-call-trace-base-case-skipped": (
        "wave 10: a buggy Python run, call lines with the pegs as tuples, one move (`moving 1 from source to target`)"
    ),
    "zh-issue-js-comment-output": (
        "wave 10: a Chinese practice issue's expected console output in a JS comment (`  Move disc 1 from A to C`)"
    ),
    "issue-gfg-rod-numbers-n2": (
        "wave 10: an issue quoting a judge's example, an explanation after it (`move disk 1 from rod 1 to rod 2`)"
    ),
    "pr-output-equals-n2": (
        "wave 10: a pull request's example for n=2 (`Output= ` then `Move disk 1 from rod A to rod B`)"
    ),
    "ja-ioccc-readme-goal-peg-2": (
        "wave 10: a Japanese page on an IOCCC entry, runs to peg 2 (`Move disk 1 from peg 1 to peg 2`), a printf after"
    ),
    "ko-exam-comment-goal-b": "wave 10: a Korean exam's problem in # comments, the expected output to B (`# A -> B`)",
    "zh-py-prompt-glued-buggy-run": (
        "wave 10: a buggy Chinese Python run, a move glued to the prompt (`输入阶数: A  -->  B`; wrong at step 4)"
    ),
    "py-percent-c-tuple-run": "wave 10: a Python run printing a format string and a tuple (`%c-->%c ('A', 'C')`)",
    "zh-book-trace-stars": (
        "wave 10: a Chinese book chapter, a call tree with sub-task notes, starred moves (`打印：\"将盘 1 ...\"   ★`)"
    ),
    "py-tutorial-run-noise": "wave 10: a learner's tutorial run, other output before the moves (`move A --> C`)",
    "zh-comment-rule-per-count": (
        "wave 10: a Chinese learner's notes, the moves for 1, 2, 3 discs a line each (`# 3个盘子：A-->C A-->B ...`)"
    ),
    "py-wrong-last-call-run": "wave 10: a buggy Python run, pegs a, b, c (`a --> c`; wrong at step 5)",
    "py-noisy-tutorial-buggy-run": (
        "wave 10: a buggy tutorial run after other output (`A  -->  B`; wrong at step 4), and its expected output"
    ),
    "ja-c-prompt-glued-run": (
        "wave 10: a Japanese C run to b, a move glued to the prompt (`円盤の枚数?：1番目の円盤を a から b に移動`)"
    ),
    "ko-facto-then-digit-pairs-run": "wave 10: a Korean learner's run, a factorial, dashes, then `1 3` pairs",
    "py-drawings-between-moves-run": "wave 10: a Python run, a drawing of the pegs before each `move 1 from  A to C`",
    "zh-notebook-md-indented-output": (
        "wave 10: a notebook saved as markdown, its output indented under the code (`    A --> B`)"
    ),
    "zh-py-base-case-to-aux-run": (
        "wave 10: a buggy Chinese Python run, a move glued to the prompt (`n的值:A --> B`; wrong at step 2)"
    ),
    "code-golf-disc-to-pole": (
        "wave 10: an issue's example output, the ring then the pole it goes to (`1 -> 3`, `2 -> 2`)"
    ),
    # wave 11 (helper v11replies): replies, game transcripts, an agent's step, result logs
    "textarena-readme-transcripts": (
        "wave 11: a game environment's README transcripts, `[Player 0] ... [A C]` turns and the `[GAME]` restatements"
        " (games not finished)"
    ),
    "ko-chatgpt-assisted-blog": (
        "wave 11: a Korean post written with ChatGPT's help, `1번 원판을 A에서 C로 옮깁니다.` (cut at step 7)"
    ),
    "researchkit-result-dump": (
        "wave 11: an app's logged result objects, `<ORKTowerOfHanoiMove: 0x...> 1.04 0 2` (timestamp, towers 0-2)"
    ),
    "zh-translated-tutorial-two-attempts": (
        "wave 11: a Chinese tutorial's two attempts at 2 discs in words (SOURCE, AUX, TARGET), the first given up"
    ),
    "maker-paper-sample-step": (
        "wave 11: a model's reply to one agent step of 20 discs in mid-game, `move = [1, 0, 1]` after its reasoning"
    ),
    "id-markdown-blog-drawn-states": (
        "wave 11: an Indonesian post written like a generated reply, `1. Pindah piringan 1: A → C` between drawn pegs"
    ),
    # wave 11 (helper v11wild): human-written and program sources
    "cz-prenes-disk-mojibake-run": (
        "wave 11: a Czech Java lecture example's run to peg 2, mojibake letters, no disc (`pøenes disk "
        "z 1 na 2`)"
    ),
    "ru-peredvinut-disk-nomer-run": (
        "wave 11: a Russian C++ run, the smallest disc's lines name only its target (`Передвинуть диск "
        "номер 1 на стержень 2`)"
    ),
    "ru-peremeshchaem-header-run": (
        "wave 11: a Russian Java run, a header echoing the set-up (`Задано дисков: 4 и 3 стержня.`), "
        "pegs 1 to 3"
    ),
    "tr-diski-colon-arrow-run": "wave 11: a Turkish C++ run, a prompt and a heading (`Diski 1: A -> C`)",
    "tr-disk-hareketi-dashes-run": (
        "wave 11: a Turkish C++ run, dashed rules between moves (`Disk Hareketi=        1 A den/dan C "
        "ye/ya`)"
    ),
    "pl-przesun-krazek-two-runs": (
        "wave 11: a Polish run solving 3 discs, then 4 after a spaced line (`Przesuń krążek 1 z A do "
        "C`)"
    ),
    "cz-tohle-je-presun-run": "wave 11: a Czech Python run (`Tohle je přesun 1 z A na C`)",
    "ru-pereloz-start-peg-retry-run": (
        "wave 11: a Russian run from peg 2 to peg 1, prompts glued, a refusal line (`Переложить диск 1 "
        "со стержня номер 2 ...`)"
    ),
    "ru-latin-c-start-peg-run": (
        "wave 11: a Russian C++ run from a typed peg, prompts glued to the first move (`Переложить диск "
        "1 cо стержня 3 на стержень 2`)"
    ),
    "prolog-list-goal-center-run": (
        "wave 11: a Prolog run writing lists, the tower to the center "
        "(`[move,a,disk,from,the,left,pole,to,center,pole]`)"
    ),
    "prolog-glued-words-run": "wave 11: a Prolog run whose words are glued to the pegs (`Move disk fromatoc`)",
    "prolog-spaced-atoms-centre-run": (
        "wave 11: a Prolog run printing two spaced atoms, the tower to the centre (` left  centre "
        "`)"
    ),
    "ko-cis194-size-prose-goal-b": (
        "wave 11: a Korean homework translation, the example read in prose by size words (`` `a`에 있는 "
        "(작은) 디스크를 `c` 기둥으로 옮긴다. ``)"
    ),
    "hs-comment-hanoi3-goal-b": (
        "wave 11: Haskell comments, the lists for 2 and 3 discs to b (`-- hanoi 3 \"a\" \"b\" \"c\" == "
        "[(\"a\",\"b\"),...]`)"
    ),
    "java-junit-move-objects-goal-b": (
        "wave 11: a JUnit test's expected moves as objects, to b (`new Exercise5.Move(\"a\", \"c\")`)"
    ),
    "dailywith-one-line-sample": (
        "wave 11: a practice site's sample, seven moves run into one line (`Move disk 1 from rod 1 to "
        "rod 3 Move disk 2 ...`)"
    ),
    "uk-states-dict-run": (
        "wave 11: a Ukrainian Python run, the pegs as a dict after each move (`Перемістіть диск 1 з A "
        "на C`, `Шести: {...}`)"
    ),
    "uk-holka-count-run": (
        "wave 11: a Ukrainian Java run to a typed needle, then the count (`Перемістіть диск 1 з голки 1 "
        "на голку 2`)"
    ),
    "it-sposta-perno-two-phrasings-run": (
        "wave 11: an Italian C run, no disc, two phrasings (`Sposta il disco dal perno 1 al perno 3`, "
        "`Sposta disco dal perno ...`)"
    ),
    "c-hanoi1-to-4-then-hanoi-run": (
        "wave 11: a C run, the answers for 1 to 4 discs, then the 4-disc one again (`Move from 1 to 3`, "
        "`completed hanoi4`)"
    ),
    "id-pindahkan-disc-goal-b-run": (
        "wave 11: an Indonesian C++ run to B, a prompt glued to a heading "
        "(`Pindahkan disc 1 dari pasak A ke pasak B`)"
    ),
    "id-newline-first-disc-run": (
        "wave 11: an Indonesian C++ run, each line printed as a newline then a space "
        "(` Pindahkan disc 1 dari pasak A ke pasak C`)"
    ),
    "it-go-sx-centro-destra-run": "wave 11: an Italian Go run, no disc (`Sposta un disco da sx a destra`)",
    "four-peg-peg-words-run": (
        "wave 11: a Python run on four pegs, 7 discs to peg4, then the count "
        "(`move disk 1 from peg1 to peg4`)"
    ),
    "toy-compiler-left-right-run": (
        "wave 11: a toy compiler's C output, a prompt glued to the first move "
        "(`Move disk from left peg to right peg.`)"
    ),
    "tw-quiz-peg-glued-total-run": (
        "wave 11: a C quiz run, a prompt and a total glued to the moves "
        "(`move disk 1 from peg1 to peg3`)"
    ),
    "rs-two-line-runs-1-to-6": (
        "wave 11: a Rust run, each move on two lines, runs for 1 to 6 discs with no separator "
        "(`move disk[1] from` / `A to B`)"
    ),
    "rs-book-runs-1-to-4": (
        "wave 11: a Chinese book's Rust run, runs for 1 to 4 discs with no separator "
        "(`move disk[1] from A to B`)"
    ),
    "perl-hash-disc-10-run": (
        "wave 11: a Perl run for 10 discs, 1023 lines "
        "(`Move disk #1 from A to B.`)"
    ),
    "go-step-counter-last-call-bug-run": (
        "wave 11: a buggy Go run, a step count before each move (`step 1: move 1 from A to C`; "
        "wrong at step 4)"
    ),
    "py-paren-pegs-last-call-bug-run": (
        "wave 11: a buggy Python run, pegs in brackets after a prompt (`(1) -> (3)`; "
        "wrong at step 5)"
    ),
    "js-prints-aux-peg-bug-run": (
        "wave 11: a buggy JavaScript run printing the spare peg (`A --> B`; wrong at step 4), "
        "then an array"
    ),
    "ktu-exam-latex-moves": (
        "wave 11: an exam guide's model output, disc and pegs in LaTeX math "
        "(`1. Move disk $1$ from $A$ to $C$`)"
    ),
    # wave 11 (helper v11more): planner plans and logs, more languages, judge pages
    "pddl-lager-hanoi-plans": (
        "wave 11: plans of a PDDL domain (`lager` for larger): a stored timed plan `0.00100: (move d1 d2 peg3)`, "
        "pyperplan's `(move d1 d2 peg2)`, Fast Downward's log (`move d1 d2 peg2 (1)`), `    move(d1, d2, peg2)`"
    ),
    "pddlgym-vip-hanoi": (
        "wave 11: a PDDLGym trajectory (JSON, a random walk of 10 steps), ENHSP's log (`0.0: (move d1 d2 peg2)`) "
        "and its plan printed by unified-planning"
    ),
    "goose-hanoi-peg3-to-peg1": (
        "wave 11: a benchmark whose tower goes from peg3 to peg1: a pyperplan plan and a Fast Downward log"
    ),
    "lua-tab-disk-goal-2": "wave 11: a Lua run to peg 2, tab-separated fields (`Disk\\t1\\tfrom\\t1\\tto\\t3`)",
    "lua-pt-mova-de-para": "wave 11: a Lua run in Portuguese, no disc, spaced (` mova  de  1  para  3`)",
    "fortran-moved-disc-prompt": "wave 11: a Fortran run, a prompt and a heading (`Moved disc 1 from  1 to  3`)",
    "fortran-stack-rows-goal-2": (
        "wave 11: a Fortran run printing only the stacks as rows after each move (`  3  2  1  0`), to stack 2"
    ),
    "ocaml-moving-disk-goal-b": "wave 11: an OCaml run to B (`Moving disk 1 from A  to B`)",
    "erlang-any-state-solver": (
        "wave 11: an Erlang solver from mixed start states, towers drawn after each move "
        "(`--- Moved disk 1 from tower3 to tower2 ---`)"
    ),
    "r-move-disk-goal-b-list": "wave 11: an R run to B, then the printed list of pegs (`Move disk 1 from A to B `)",
    "r-cat-spaced-move": "wave 11: an R run, cat's spaces (`Move  1  from  A  to  C `)",
    "bash-move-colon-dashed-arrow": "wave 11: a bash run, no disc (`Move:A----->C`)",
    "pascal-pole-words-padded": (
        "wave 11: a Pascal run, pole names padded (`Move a disk from left   to right `) between prompts"
    ),
    "pascal-prompt-glued-move-a-disk": (
        "wave 11: a Pascal run, the first move glued to the prompt (`Move a disk from A to C`)"
    ),
    "ada-move-disk-from-goal-b": "wave 11: an Ada run to B (`Move Disk From A to B`)",
    "ada-pegs-s-d-a": (
        "wave 11: an Ada run whose pegs are S, D and A (A the spare) (`Move disk from peg S to peg D`); "
        "one output holds 2 then 3 discs"
    ),
    "jutge-samples": (
        "wave 11: a judge's pages: samples for 1 to 3 discs run into lines (`A => C A => B ...`), "
        "and a variant printing the rods' contents (`A: 2 1 B: C: ----`)"
    ),
    "instalearn-ordinal-t1-t2": (
        "wave 11: a practice page, to T2, moves and count on one line (`Move the 1st disc from T1 to T3 ... 3`)"
    ),
    "hyluz-translated-sample": (
        "wave 11: a machine-translated judge problem (`two` as the input count), pile names typed, `a->b` lines"
    ),
    "minic-interpreter-print-trace": (
        "wave 11: a student's MiniC interpreter run: the AST and DOT dumps, then a print a line "
        "(`\"move \"`, `1`, `1`, `\" to \"`, `2`; the source printed twice)"
    ),
    "seven-peg-restricted-buggy-run": (
        "wave 11: an unfinished seven-peg program (pegs S, 1-5, D), two commits "
        "(`Move 1: move disk 1 from S to 1`; both wrong at step 14)"
    ),
    "ru-blin-sterzhen-debug-trace": (
        "wave 11: a Russian run with debug lines between the moves, and its solution file for 4 rods "
        "(`Блин 1: Стержень 1 -> Стержень 3`)"
    ),
    "ansaurus-disc-xyz-runs": (
        "wave 11: a Q&A answer with runs for 1 to 3 disks and prose naming moves between them (`Move DISC from X to Z`)"
    ),
    "readme-org-aux-dst": (
        "wave 11: a README's shell block, the run's output after the commands (`org->dst`, rods org, aux, dst)"
    ),
    "py-move-n-to-tower-words": "wave 11: a Python course run, the disc and its target only (`move 1 to Tower3`)",
    "sh-move-spaced-long-arrow": "wave 11: a POSIX shell run after a banner and the rules in prose (`Move A ----> C`)",
    "bash-binary-formula-towers": (
        "wave 11: a bash run computing moves from bits, towers 0-2 (`Move from tower 0 to tower 2`); "
        "for 4 discs it ends on tower 1, not the C it announces"
    ),
    # wave 12 (helper v12b): programs in more languages, test expectations, output kept in a comment
    "nim-linguist-goal-tower-2": "wave 12: a Nim sample's run to tower 2 (`Move disk 1 from 1 to 3`)",
    "php-ja-banme-br-runs": (
        "wave 12: a Japanese PHP run, 2 then 5 discs on one line joined by `<br>` "
        "(`1番目の円盤をAからCに移動する<br>`), to B"
    ),
    "php-html-move-to-the-disk": (
        "wave 12: a PHP page, seven moves on one line in HTML (`Move to the disk 1 from "
        "A to C<br>`)"
    ),
    "ruby-rings-start-finish": "wave 12: a Ruby run for 3 then 4 rings, pegs start/middle/finish (`--- 4 rings ---`)",
    "hs-zero-base-extra-moves": (
        "wave 12: a Haskell list of peg pairs `[(\"a\",\"c\"),...]` whose base case adds a move: wrong at step 8"
    ),
    "clj-keyword-rods": "wave 12: a Clojure run naming keywords, to rodB (`:rodA to :rodB`)",
    "awk-ecl-lower-arrow-goal-b": "wave 12: awk and Common Lisp runs to b (`a -> b`)",
    "ksh-double-arrow-goal-b": "wave 12: a KornShell run to b (`a=>b`)",
    "elixir-move-tuple-list": "wave 12: an Elixir list of tuples printed by IO.inspect (`{:move, :a, :c},`)",
    "sml-polyml-escaped-string": (
        "wave 12: a Poly/ML session whose answer is one string with `\\n` escapes (`\"\\nMove disk "
        "from A to C\\n...\"`)"
    ),
    "hs-tuple-list-n5": "wave 12: a Haskell list of 31 peg pairs on one line (`[(\"a\",\"c\"),(\"a\",\"b\"),...]`)",
    "rb-enter-number-goal-b": "wave 12: a Ruby run after a prompt, to B (`Move disk 1 from A to B`)",
    "clj-char-double-arrow": "wave 12: a Clojure run printing characters (`A => C`)",
    "php-rounds-dashed-headers": (
        "wave 12: a PHP run for 1, 2 and 3 plates under `third round ------` headers (`A "
        "-> C`)"
    ),
    "junit-flat-int-pairs": (
        "wave 12: a JUnit test's expected flat list of peg numbers (`Arrays.asList(1, 3, "
        "1, 2, ...)`)"
    ),
    "tcl-singh-digit-long-arrow": "wave 12: a Tcl run, pegs 1-3 (`move 1 --> 3`)",
    "forth-gforth-trailing-space": "wave 12: a Forth run, each line ending in a space (`Move disk 1 from 1 to 2 `)",
    "raku-move-disk-hash": "wave 12: a Raku run (`Move disk #1 from A to B.`)",
    "perl-ctx-stack-move-slice": "wave 12: a Perl run printing calls, pegs 0-2, 6 slices (`move_slice(0, 1);`)",
    "pascal-comma-digit-pairs": (
        "wave 12: a Pascal run, all moves on one line with no line end (`13,12,32,`); 2 "
        "then 3 discs"
    ),
    "pop11-comment-output": (
        "wave 12: a Pop-11 file keeping a run's output in a comment (`** Move disk 1 from left to middle.`) "
        "before production rules"
    ),
    "geffner-domain-lapkt-plans": (
        "wave 12: LAPKT's plans on Geffner's domain, `(move d1 d2 peg2)` and a numbered `1. (move d1 d2 peg2)` "
        "file; 53 and 32 moves for 5 discs"
    ),
    "hanoizheimer-french-prose-drawings": (
        "wave 12: a French solver's stored output, drawn posts and prose (`Poteau source         : poteau de "
        "depart (a gauche)`); 3 then 4 discs"
    ),
    "dotcpp-contest-move-from-digits": "wave 12: a Chinese judge's sample after its template (`Move 1 from 1 to 2`)",
    "yzoj-colon-space-arrow": "wave 12: a Chinese judge's sample, a sample move inside its format sentence (`1: A->B`)",
    "openjudges-sample-echo-1": "wave 12: a judge's one-disk sample after its input (`1` then `1 3`)",
    "gitbook-example-one-line": (
        "wave 12: a contest example flattened into the statement (`Output 1:A->B 2:A->C 1:B->C`)"
    ),
    "jlzj-step-move-disk-peg": (
        "wave 12: a judge page, a 2-disk example then the 3-disk sample (`Step 1: Move disk 1 from peg A to peg C`)"
    ),
    "fcc-es-test-arrays-goal-b": (
        "wave 12: a Spanish curriculum's tests in one line, arrays to B (`[[\"A\", \"B\"], ...]`)"
    ),
    "fr-nsi-affichage-one-line": (
        "wave 12: a French course page, the run in one line after f-strings (`Déplace disque 1 de A vers C`)"
    ),
    "hs-cis194-n-gt-2-bug": (
        "wave 12: a Haskell homework's pair list, its main for 2 discs and a Hugs session for 3 (wrong at step 5)"
    ),
    "scm-dotted-pairs-next-move-bug": (
        "wave 12: a Scheme list of dotted pairs on one line (`((a . b) (a . b) ...)`), wrong at step 2"
    ),
    "goblinhack-readme-two-passes": (
        "wave 12: a README's run drawn as rows, two passes of 7 moves (`Moving < value 2 from peg 3 to peg 2 dest 2`)"
    ),
    "cs-bg-premestete-disk": "wave 12: a Bulgarian C# run after a count header (`Преместете диск 1 от A на C`)",
    "cs-hash-stacks-double-arrow": "wave 12: a C# run after a prompt, towers named by hash codes (`1 ==> 3`)",
    "cs-rods-digit-arrow": "wave 12: a C# run whose header says discs, rods 1-3 (`Moves from disc to disc:`, `1 -> 3`)",
    "py-gfg-label-n-minus-1": (
        "wave 12: a Python run whose recursive case labels disk n-1 (` move disk 1 from rod 1 to rod 2`), "
        "wrong at step 2"
    ),
    "py-solver-class-proof-after-moves": (
        "wave 12: a Python solver's numbered moves (`  1. A -> C`), then a numbered proof naming pegs by role"
    ),
    # wave 12 (helper v12a): model replies, transcripts and agent logs
    "phi-4-list-state-replies": (
        "wave 12: phi-4's replies stored in a script, `Step 1. Move 2 from A to C.` with the lists after each step "
        "(0 the largest; cut, right and wrong)"
    ),
    "phi-4-report-agent-step": (
        "wave 12: phi-4's step in a Tower of Hanoi agent game, quoted in its report: plans run together, then "
        "`<action>Move the top disk of rod B to the top of rod C</action>`"
    ),
    "chat-notes-hanoi-three-times": (
        "wave 12: study notes written like a chat model's reply: code, `1. Move disk 1 from A to C.`, then the same "
        "moves twice more in bold with drawn pegs"
    ),
    "lrm-planning-gpt-oss-agent": (
        "wave 12: gpt-oss in a tool-using agent harness: final answers with tool results glued in, `moves = [...]` "
        "(one wrong), a whole JSON log"
    ),
    "lrm-planning-kimi-k2-agent": (
        "wave 12: Kimi-K2-Thinking in the same harness: a bold `**moves = [...]**`, a reply with no move, a whole "
        "JSON log with tool calls"
    ),
    "lrm-planning-llama4-agent": (
        "wave 12: Llama 4 in the same harness: one-line `moves = [...]` answers, a reply with only a program"
    ),
    "lrm-planning-deepseek-r1-agent": (
        "wave 12: DeepSeek-R1 in the same harness: a list before its generating code, a never-run tool call in raw "
        "tokens"
    ),
    "r1-distill-32b-action-format-runs": (
        "wave 12: DeepSeek-R1-Distill-Qwen-32B output files (header, prompt, `<think>`), then `C. ACTION: "
        "Executing: Move disk 1 from peg A to peg C` or `Action:` blocks (two wrong)"
    ),
    "r1-distill-32b-moves-list-runs": (
        "wave 12: the same model's output files on the Illusion-of-Thinking prompt: `moves = [...]` after "
        "`</think>`, a self-corrected list (wrong), one cut inside its thinking"
    ),
    "lrm-planning-deepseek-r1-baseline": (
        "wave 12: DeepSeek-R1's whole JSON logs, its reasoning full of triples beside the answer's list; a failed "
        "call with no answer"
    ),
    "r1-distill-32b-rl-training-samples": (
        "wave 12: samples of an RL fine-tuning run of the same distilled model: `moves = [...]` after `</think>`, "
        "one cut inside the list, one inside its thinking"
    ),
    # wave 13 (helper w13b): program runs, a judge sample and prose from sources no earlier wave used
    "he-java-haavar-disk-run": "wave 13: a Hebrew Java run after other exercises' results (`העבר דיסק 1 מ-A ל-C`)",
    "th-py-section-c-run": "wave 13: a Thai Python exercise's run under Thai part headers (`Move disk 1 from A to C`)",
    "id-cpp-four-peg-n-minus-2-run": (
        "wave 13: an Indonesian C++ run for four pegs, 7 discs (`Langkah 1: Pindahkan cakram 1 dari tiang A ke "
        "tiang B`; wrong)"
    ),
    "id-java-langkah-cakram-run": (
        "wave 13: an Indonesian Java run after its prompt (`Langkah 1: Pindahkan Cakram 1 dari A ke B`)"
    ),
    "ko-py-wonban-eseo-run": "wave 13: a Korean Python run (`원반 1을 A에서 C으로 이동하였음.`)",
    "ru-java-perenosim-no-base-case": (
        "wave 13: a Russian Java homework whose base case prints nothing, 3 and 4 typed (`A переносим на B`; wrong)"
    ),
    "ru-java-latin-c-na-run": "wave 13: a Russian Java run, the preposition typed as a Latin c (`1 c A на B`), to B",
    "ru-task-bank-sample": "wave 13: a Russian task bank's section: statement, sample output `1 2`, hints, solutions",
    "pl-py-najwiekszy-krazek-run": (
        "wave 13: a Polish Python run to B without disc numbers (`Przenieś największy krążek z patyka A na patyk C.`)"
    ),
    "pl-py-numbered-digit-pegs-run": "wave 13: a Polish Python run, 5 discs to post 2 (`1 przenieś krążek 1 z 1 na 2`)",
    "java-stack-iter-glued-digits-run": (
        "wave 13: a Java recursive run then a stack-based run of the same instance (`moved from0to1`; wrong)"
    ),
    "c-iterative-demo-menu": (
        "wave 13: a C menu's two choices after the prompts (`Move disk 1 from A to B`; the iterative demo wrong)"
    ),
    "c-long-dashed-arrow-no-swap-run": "wave 13: a C run whose recursion keeps the pegs (`A-------->C`; wrong)",
    "java-arrow-no-swap-run": "wave 13: a Java run whose recursion keeps the pegs, 4 discs (`A->C`; wrong)",
    "c-disks-moved-from-run": "wave 13: a C run, 6 discs (`1 disks moved from A to B`: the disc, not a count)",
    "es-cpp-mueva-n-a-run": "wave 13: a Spanish C++ run naming disc and target only (`mueva 1 a c`, `mueva 1 a a`)",
    "de-java-paren-pairs-one-line-run": "wave 13: a German Java run on one line (`(A, C) (A, B) ...`)",
    "fa-py-finglish-pegs-run": (
        "wave 13: a Persian Python run, pegs named in Finglish (`move disk 1 from Avali to Akhari`)"
    ),
    "ko-prose-levels-blog": (
        "wave 13: a Korean tutorial by levels, the two-disc answer in one sentence, and its model answer's run"
    ),
    "perl-arrow-pairs-counts-interleaved-run": (
        "wave 13: a Perl run on one line, running counts among the moves (`A->B, 0 A->C, B->C, 1 2 ...`)"
    ),
    "ucpop-domains-trace": (
        "wave 13: UCPOP's transcript of its run on a 2-disc Hanoi problem kept as `;;;` comments (`;;;Step 1"
        "  : (MOVE-DISK D1 D2 P2)   Created 2`)"
    ),
    "lisp-planner-course-expected-plan": (
        "wave 13: a Lisp planning course's expected plan printed before the planner runs (`(print "
        "'((MOVE-DISK D1 D2 P3) ...`)"
    ),
    "learning-to-plan-prompt-example": (
        "wave 13: a PDDL Hanoi problem and its plan, the worked example of a prompt template teaching a model"
        " to plan (`(move disc1 disc2 peg2)`)"
    ),
    "robot-executor-plan-comment": (
        "wave 13: a planner's plan kept as a Python list in a robot executor's comment (`#Plan - ['MOVE D1 D2"
        " PEG2', ...]`)"
    ),
    "sequelize-seed-chat-style-solution": (
        "wave 13: an article's solution box in a seed file, a chat-style reply as one escaped string (`Move "
        "Disk 1 to Rod C: Start by moving ...`)"
    ),
    "gemini-quixbugs-failed-fix-run": (
        "wave 13: runs of a QuixBugs hanoi that an LLM repair agent 'fixed' (`[(1, 2), (1, 3), (3, 1), ...]`)"
    ),
    "claude-code-quixbugs-fix-run": (
        "wave 13: runs of the QuixBugs hanoi as Claude Code fixed it (`[(1, 3), (1, 2), (3, 2), ...]`)"
    ),
    "gemma-7b-dataset-run": (
        "wave 13: the run of a C program Gemma-7B wrote, its board printed as raw bytes and one move (`Move: "
        "0, 2`)"
    ),
    "robot-arm-plan-prefix": (
        "wave 13: a robot arm executor's test plan string, the first four moves joined by dashes (`(move "
        "disk1 peg1 peg3)-...`)"
    ),
    "maker-mdap-run-analysis": (
        "wave 13: a markdown analysis of a MAKER agent's run, each step with the LLM's response (`{'move': "
        "[1, 0, 1], ...}`)"
    ),
    "gpt-family-quixbugs-replies": (
        "wave 13: GPT-4o's, o1-mini's and o1-preview's replies on a buggy hanoi, their example outputs as tuple lists "
        "(`[(1, 2), (1, 3), (2, 3)]`)"
    ),
    "wouldwork-stored-test-solutions": (
        "wave 13: a Lisp planner's stored test solutions, a printed hash table (`(1.0 (WOULDWORK::MOVE "
        "WOULDWORK::DISK1 ...))`)"
    ),
    "ct332-online-planner-plans": (
        "wave 13: plan files a planner returned for a course's PDDL exercise (`(move d1 d2 peg3)`)"
    ),
    "guut-mutant-debugging-transcript": (
        "wave 13: an LLM agent's mutation-testing transcript: its own predicted move lists in docstrings and "
        "a test (`1. Move disk 1 from peg 1 to peg 3`, `expected_baseline_output = [(1, 3), ...]`)"
    ),
    "commented-hanoi-rewrite-run": (
        "wave 13: runs of a QuixBugs hanoi rewritten with a model's comments on every line (`[(1, 2), (2, 3),"
        " (1, 2), ...]`)"
    ),


    "cz-cpp-presun-disk-ascii-pegs-run": (
        "wave 13: a Czech C++ run, pegs drawn after each move (`Přesuň disk 1 z kolíku A na kolík C`)"
    ),
    "hu-cpp-korongot-tegye-run": "wave 13: a Hungarian C++ run (`1. korongot tegye A rúdról C rúdra!`)",
    "ro-java-muta-discul-no-swap-run": "wave 13: a Romanian Java run whose recursion keeps its pegs, 7 discs (wrong)",
    "ro-cpp-coloana-digit-rows-run": (
        "wave 13: a Romanian C++ run, columns of disc sizes after each move (`Muta discul 1 de pe coloana A ...`)"
    ),
    "ro-readme-tija-rows-sample": (
        "wave 13: a Romanian README's sample session, rods listed between moves (`Tija A: 1 2 3`)"
    ),
    "tcl-lowercase-arrow-stdin-run": "wave 13: Tcl runs to peg b, 3 and 4 discs (`a -> b`)",
    "uk-py-disc-after-colon-json-run": (
        "wave 13: a Ukrainian Python run, the disc after the pegs and JSON states (`Перемістити диск з A на C: 1`)"
    ),
    "rust-tower-struct-zero-based-run": "wave 13: a Rust run, discs and towers from 0 (`move disk 0 from 0 to 2`)",
    "pl-bash-zad08-statement-sample": (
        "wave 13: a Polish exercise's sample output in bash comments, to peg B (`# A -> B`)"
    ),
    "vi-c-pop-dish-push-into": (
        "wave 13: a Vietnamese README's test case and its C program's run, to peg B (`Pop dish from A, push into B`)"
    ),
    "it-c-sposta-il-disco-same-pegs-run": (
        "wave 13: an Italian C run whose recursion keeps its pegs, asked for C (wrong)"
    ),
    "id-c-menu-iterative-mod-n-run": (
        "wave 13: an Indonesian C menu program's iterative runs, pegs as digits, 3 and 4 discs (one wrong)"
    ),
    "pt-js-torre-global-auxiliar-run": (
        "wave 13: a Portuguese JavaScript run using a global peg in its recursion (wrong)"
    ),
    "es-java-degree-disc-glued-run": "wave 13: a Spanish Java run, the disc glued to each peg (`°° : 2A --> 2C`)",
    "cpp-glued-from-ato-run": "wave 13: a C++ run without spaces around the pegs (`Move disk 2from AtoB`)",
    "js-to-here-run": "wave 13: a JavaScript run with a stray word before the target (`Move disk 2 from A to hereC`)",
    "java-iterative-disk-mod3-run": "wave 13: a Java iterative run choosing pegs by the disc modulo 3 (wrong)",
    "js-kata-module-disc-hash-run": (
        "wave 13: a JavaScript module's returned moves printed as an array (`'Move disc #1 from A to C'`, wrong)"
    ),
    "fi-c-siirra-kiekko-tornista-run": "wave 13: a Finnish C run to tower 2 (`Siirrä kiekko 1 tornista 1 torniin 2`)",
    "it-cpp-univr-equal-disks-run": (
        "wave 13: an Italian judge submission's run moving the largest disc to the wrong peg (wrong)"
    ),
    # wave 14 (collector w14a): planners' plans and logs, ASP solver runs, model-written excerpts (held out whole)
    "madagascar-blackbox-hanoi-logs": (
        "wave 14: a course project's Madagascar and Blackbox logs (`4 : (move d1 d2 d3)`; one finds no plan)"
    ),
    "planning-domains-solver-plans": (
        "wave 14: an online service's BFWS, ENHSP, OPTIC logs (`0.00100: (MOVE D2 D3 PEG2)`)"
    ),
    "pl-fd-lama-przesun-run": (
        "wave 14: Fast Downward on a Polish ADL domain (`(przesun y z k2 k1)`, the disc moved last)"
    ),
    "pl-fd-lama-przesun-na-inny-run": "wave 14: Fast Downward on a Polish forall domain (`(przesun-na-inny x y k1)`)",
    "pl-fd-lama-derived-najmniejszy-run": (
        "wave 14: Fast Downward on a Polish domain with derived predicates (`(przesun z y k1 k2)`, moved first)"
    ),
    "fd-lama-make-smaller-run": (
        "wave 14: Fast Downward plan with `(make_smaller ...)` steps among `(move_to_disc ...)`"
    ),
    "fr-pyperplan-disk-to-peg-run": (
        "wave 14: pyperplan on a French four-action domain (`(disk-to-peg disk1 disk2 peg3)`)"
    ),
    "fr-fd-lama-pick-up-stack-run": (
        "wave 14: Fast Downward on a French hand domain (`(unstack s l)`, `(put-down s right)`)"
    ),
    "fd-log-move-on-run": "wave 14: Fast Downward's whole standard output (`move-on disk1 disk2 peg3 (1)`)",
    "pyperplan-gbf-ipc-hanoi-run": "wave 14: pyperplan on an IPC hanoi benchmark (`(move d1 d2 peg3)`)",
    "telingo-hanoi-state-run": "wave 14: telingo answer sets, a state a move (`o(move(a,c))`), 3 and 5 poles",
    "clingo-toh-move-d-p-t-run": "wave 14: a clingo answer set `move(4,b,1) move(3,c,2) ...` (disc 4 the smallest)",
    "nemotron-cc-math-hanoi-excerpts": (
        "wave 14: model-rewritten data set rows: numbered size steps, `1 -> 3` sample, prose (two wrong)"
    ),
    "explicit-graph-five-arg-plan": "wave 14: a stored plan with base pegs (`(move d1 d2 peg1 peg3 peg3)`), four pegs",
    "pyperplan-bfs-group-benchmark-run": "wave 14: pyperplan breadth-first on a group assignment's benchmark, 4 discs",
    "askainow-ai-challenge-page": "wave 14: a model-written challenge page, sample output `1 -> 3` (backticks glued)",
    "clingo-toh-lp-course-run": "wave 14: clingo on a course's toh.lp (`move(4,b,1) ...`, disc 4 the smallest)",
    "es-fd-lama-rpa-hanoi-run": "wave 14: Fast Downward on a Spanish course's IPC-style domain (`(move d1 d2 peg3)`)",
    "kxyz-fd-seq-opt-run": "wave 14: optimal Fast Downward on a project's domain with pegs x y z (`(move k1 k2 z)`)",
    "ipp-generator-pyperplan-lmcut-run": "wave 14: pyperplan A* on a generated IPP hanoi problem, 4 discs",
    # wave 14 (helper w14b): program runs from sources no earlier wave used
    "vi-py-nhap-so-dia-run": "wave 14: a Vietnamese Python run after its prompt (`Di chuyển đĩa 1 từ A sang B`)",
    "th-py-numbered-yai-jan-run": "wave 14: a Thai Python run after other exercises (`1. ย้ายจานที่ 1 จาก A ไป B`)",
    "cpp-adjacent-via-b-run": "wave 14: a C++ judge run of the neighbouring-pegs variant, 26 moves (`A -> B`)",
    "fcc-py-only-first-third-run": "wave 14: a freeCodeCamp loop step moving a disc one iteration in three (wrong)",
    "fcc-py-allowed-move-run": (
        "wave 14: a freeCodeCamp loop run (`Move 1 allowed between A and C`, `Moving disk 1 from A to C`)"
    ),
    "fcc-py-recursive-lists-run": (
        "wave 14: a freeCodeCamp recursive run printing only the three lists (`[5, 4, 3, 2] [] [1]`)"
    ),
    "fcc-py-id-even-branch-commented-run": (
        "wave 14: an Indonesian student's freeCodeCamp loop run for 4 discs, a branch commented out (wrong)"
    ),
    "fcc-py-list-named-pegs-run": (
        "wave 14: a freeCodeCamp loop run naming pegs by their lists (`Moving disk 1 from [4, 3, 2, 1] to []`)"
    ),
    "py-rrwt-word-pegs-run": "wave 14: a Python run naming pegs by role (`Move disk 1 from source to destination`)",
    "java-scanner-same-order-call-run": (
        "wave 14: a Java run whose first recursive call keeps the pegs' order (`Disk 2 moved from A to C`, wrong)"
    ),
    "java-no-second-call-run": (
        "wave 14: a Java run with no second recursive call, every disc sent to C (`Move disk 2 from_rod A to "
        "rod C`, wrong)"
    ),
    "cpp-from-rod-same-order-call-run": (
        "wave 14: a C++ run whose first recursive call keeps the pegs' order (`Move disk 2 From rod A to rod "
        "C`, wrong)"
    ),
    "th-java-yai-jan-run": "wave 14: a Thai Java run (`ย้ายจานที่ 1 จาก A ไป C`)",
    "it-perl-sposta-disco-run": "wave 14: an Italian Perl run after its prompt (`Sposta disco 1 da A a B`)",
    "c-disc-colon-opcount-run": "wave 14: a C run with an operation count (`Disc 1: A -> C.`, `Opcount: 7`)",
    "ro-c-turnul-digits-run": (
        "wave 14: a Romanian C run for 6 discs on numbered towers (`Muta discul 1 de pe turnul 1 pe turnul 2`)"
    ),
    "de-java-from-digit-counter-run": "wave 14: a German Java run of bare moves and a move count (`from 1 to 3`)",
    "java-prints-n-before-each-call-run": (
        "wave 14: a Java run printing each call's disc count on a line of its own (`3`, `2`, `1`, `Move disk "
        "2 fro A to B`)"
    ),
    "tr-py-cubugundan-run": (
        "wave 14: a Turkish Python run, the pegs before the disc (`A çubuğundan C çubuğuna disk 1'i taşı`)"
    ),
    "projog-prolog-word-lists": (
        "wave 14: a Prolog interpreter's page, moves as word lists, to the centre "
        "(`[move,a,disc,from,the,left,pole,to,the,centre,pole]`)"
    ),
    "lounge-haskell-elided-run": (
        "wave 14: a Haskell page whose 5-disc run shows ten moves then `...` (`move 1 from A -> B`, wrong)"
    ),
    "pt-js-dom-wrong-third-call-run": (
        "wave 14: a Portuguese web page's script run, the moves joined by `<br>` (`MOVIMENTO 1 -> DISCO 1 "
        "VAI DE ORIGEM PARA DESTINO<br>`, wrong)"
    ),
    "c-moved-disk-wrong-first-call-run": (
        "wave 14: a C run whose first recursive call swaps the pegs, two line shapes (`Moved disk 2 from B "
        "to A.`, wrong)"
    ),
    "py-call-trace-do-nothing-run": (
        "wave 14: a Python run printing every call (`n 2 A B C`, `n 0 do nothing`) between its moves (`n 1 "
        "move disk from  A  to  C`)"
    ),
    "pt-py-mova-1-disco-run": (
        "wave 14: a Portuguese Python run after its prompt, every move 'one disc' (`mova 1 disco de A para C`)"
    ),
    "java-move-disk-to-disk-lower-run": (
        "wave 14: a Java run for 5 discs, lower-case pegs called discs (`move disk from a to disk c`)"
    ),
    "py-move-disk-letter-goal-b-run": (
        "wave 14: a Python run naming only pegs, the source after `disk` (`Move disk a to c`), to b"
    ),
    "ro-c-muta-lower-goal-b-run": "wave 14: a Romanian C run, lower-case pegs, to b (`Muta a -> b`)",
    "pt-c-movendo-disco-run": (
        "wave 14: a Portuguese C run after its prompt, an ellipsis after each move (`Movendo disco 1 de A para B...`)"
    ),
    "bash-read-n-echo-run": "wave 14: a Bash script's run after its prompt line (`Move disk 1 from A to B`)",
    # wave 15 (begin)
    "vi-c-di-chuyen-dia-tu-sang-run": (
        "wave 15: a Vietnamese C exercise's run, no diacritics (`Di chuyen dia 1 tu A sang C`)"
    ),
    "ko-py-wonpan-gidung-algotest-run": (
        "wave 15: a Korean Python exercise's run (`1번 원판을 1번 기둥에서 3번 기둥으로 이동`)"
    ),
    "js-template-move-n-from-lower-run": "wave 15: a JavaScript run, lower-case pegs (`move 1 from a to c`)",
    "py-iterative-stack-arrow-colon-run": "wave 15: an iterative Python run for 1, 2 and 3 discs (`A->  C: 1`)",
    "vi-cpp-double-arrow-run": "wave 15: a C++ run after Vietnamese prompts, no disc (`A ==> B`)",
    "vi-java-chuyen-dia-cot-toi-cot-run": (
        "wave 15: a Vietnamese Java lab's run, to B (`Chuyen dia 1 tu cot A toi cot C`)"
    ),
    "cpp-call-trace-topmost-xyz-run": (
        "wave 15: a C++ run with its call trace, towers x y z (`--Move topmost disk from Tower x to y`)"
    ),
    "java-epi-bit-formula-disk-0-run": (
        "wave 15: an iterative Java run, discs from 0, to the middle tower (`Moving disk 0 from tower 0 to tower 1`)"
    ),
    "java-deque-pegs-move-from-pegs-run": (
        "wave 15: a Java run, pegs from 0, to peg 1, no disc (`Move from pegs 0 to peg 2`)"
    ),
    "vi-cpp-call-log-arrow-move-disk-run": (
        "wave 15: a C++ run logging each call (`Call hanoi(n=3, ...)`, `  -> Move disk 1 from A to B`)"
    ),
    "comp9021-move-a-disk-peg-run": (
        "wave 15: a lecture's Python run after its prompt, no disc (`Move a disk from peg 1 to peg 3`)"
    ),
    "polyconquest-starter-move-0-1-run": "wave 15: a game's starter bot: one move whatever the discs (`move 0 1`)",
    "nodejs-task-player-inputs": (
        "wave 15: a hiring task's player inputs: counts, then `1 3` a line (one invalid; one with four stacks)"
    ),
    "java-disc-label-n-minus-1-run": (
        "wave 15: a Java run naming the disc one too small (`Move Disc1 From A To B`); wrong"
    ),
    "cpp-solution-class-toh-count-run": (
        "wave 15: a C++ judge-style class's run, rods from 1, then the count (`Move disk 1 from 1 to 3`)"
    ),
    "cpp-long-arrow-prompt-goal-b-run": "wave 15: a C++ run after its prompt, to B, no disc (`A----->B`)",
    "ctci-junit-flat-peg-pairs": (
        "wave 15: a JUnit test's flat lists of peg numbers for 1, 2 and 3 discs (`1, 3, 1, 2, ...`)"
    ),
    "cpp-move-the-disk-fixed-3-run": "wave 15: a C++ run (`Move the Disk 1 from A to C`)",
    "cpp-ignores-disk-count-pairs-run": (
        "wave 15: a C++ run that ignores the count read and solves 3 discs (`(1, 3)`); asked for 4"
    ),
    "py-print-n-trace-move-arrow-run": (
        "wave 15: a Python run printing n at each call between its moves (`move A --> C`)"
    ),
    "zh-c-arrow-after-prompt-run": "wave 15: a C run after its prompt, no disc, no spaces (`A-->B`)",
    "pl-py-przenies-krazek-patyk-run": (
        "wave 15: a Polish Python run to B, inner moves 'the largest' (`Przenieś krążek z patyka A na patyk B.`)"
    ),
    "ja-c-no-enban-wo-utsusu-run": "wave 15: a Japanese C run to B (`1 の円盤を A から B に移す`)",
    "py-argv-move-disk-letter-to-letter-run": (
        "wave 15: a Python run to b, the source peg after 'disk' (`Move disk a to c`)"
    ),
    "c-every-move-disk-1-run": (
        "wave 15: a C run naming disc 1 at every move (`Move disk 1 from rod A to rod B`); wrong"
    ),
    "go-example-test-digit-arrow-goal-2": "wave 15: a Go example test's expected output, to peg 2 (`// 1 -> 3`)",
    "go-example-test-letter-arrow-hanoi3": (
        "wave 15: a Go example test's expected output after hand-written calls (`// A -> C`)"
    ),
    "java-chapter2-todo-hanoi-run": (
        "wave 15: a Java exercise's whole run, its unfinished Hanoi first (`Moving disk from A to C`); wrong"
    ),
    # wave 15 (end)
    # wave 16: sources no earlier wave used (held out whole)
    "fa-cpp-four-recursions-hanoi-run": (
        "wave 16: a C++ run of four recursions (Persian comment), Hanoi's moves glued to its prompt (`Move a "
        "disk from A to C`)"
    ),
    "fa-py-hanoi-avali-akhari-run": (
        "wave 16: a Python run, pegs named in Persian in Latin letters (`move disk 1 from Avali to Akhari`)"
    ),
    "id-cpp-menara-four-tiang-n-minus-2-run": (
        "wave 16: an Indonesian C++ run, four pegs, n - 2 recursion (`Langkah 1: Pindahkan cakram 1 dari "
        "tiang A ke tiang B`); wrong"
    ),
    "id-c-piringan-ke-tonggak-run": (
        "wave 16: an Indonesian C run, second recursion repeats the first (`Pindahkan piringan ke 1 dari "
        "tonggak A ke tonggak C`); wrong"
    ),
    "id-java-hanoi-tower-toy-run": "wave 16: an Indonesian Java run to B, no disc (`Pindahkan piringan dari A ke B`)",
    "es-js-mueve-disco-torre-run": (
        "wave 16: a Spanish JavaScript run, towers from 1 (`Mueve el disco 1 de la torre 1 a la torre 3`)"
    ),
    "readme-rod-drawings-hanoy": (
        "wave 16: a README's output, a drawing after each move (`Move top disk from rod 1 to rod 2:`)"
    ),
    "he-java-recursion-exercises-run": (
        "wave 16: a Hebrew Java run of fifteen recursions, Hanoi last (`העבר דיסק 1 מ-A ל-C`)"
    ),
    "pt-py-bfs-passo-mova-disco-run": (
        "wave 16: a Portuguese breadth-first search's run, 5 discs (`Passo 1: Mova o disco da torre 1 para a "
        "torre 3`)"
    ),
    "pt-c-mova-disco-pino-3-e-4-run": (
        "wave 16: a Portuguese C run for 3 then 4 discs, the second measured (`Mova o disco do pino A para o "
        "pino C`)"
    ),
    "py-iterative-smallest-pole-state-lists-run": (
        "wave 16: a Python iterative solver's state trace (`[[2, 1], [], [0]]`, discs from 0) and debug lines"
    ),
    "cpp-plus-stone-drawings-run": "wave 16: a C++ run printing only drawings of 5 stones (`+++`), one a move",
    "py-towers-swap-moves-tuples-run": (
        "wave 16: a Python run's states and its moves as tuples (`[(0, 1), (0, 2), ...]`)"
    ),
    "ar-js-lesson-burj-hanoi": (
        "wave 16: an Arabic lesson module, several partial answers, the 3-disc one measured (`7 حركات: A→C, "
        "A→B, ...`)"
    ),
    "py-print-towers-toprint-queue-run": (
        "wave 16: a Python run drawing the towers after each move, a queued move line under each drawing "
        "(`move 1 from  A to C`)"
    ),
    "junit-stepped-move-to-destination-c-to-c": (
        "wave 16: a JUnit test's hand-written 3-disc expectation to B (`\"Move Disk 1 from C to C\"`); wrong"
    ),
    "junit-pf4-disk-numbered-from-bottom": (
        "wave 16: a JUnit expectation to B, Disk 1 the largest (`\"Move Disk 3 from A to B\"`)"
    ),
    "java-step1-from-to-aux-bug-run": (
        "wave 16: a Java run whose first recursion goes to the target (`Disk 1 moved from A to C`); wrong"
    ),
    "cpp-no-direct-move-three-calls-run": (
        "wave 16: a C++ run of the through-the-middle variant, its third recursion wrong (` Move disk from "
        "rod A to rod B`); wrong"
    ),
    "py-source-auxiliary-destination-s-a-d-run": (
        "wave 16: a Python run, rods S, A (the middle one), D (`Move disk 1 from rod S to rod D`)"
    ),
    "java-r08-second-call-to-from-via-run": (
        "wave 16: a Java run whose second recursion is (to, from, via) (`[1]disk(1) : 1 -> 3`); wrong"
    ),
    "it-cpp-sposto-da-run": "wave 16: an Italian C++ run, 4 discs, no disc named (`Sposto da A -> C`)",
    "zh-cpp-kth-move-queries-run": (
        "wave 16: a C++ judge solution's answers to seven k-th-move queries (`disk 1: A -> C`)"
    ),
    "py-disks-to-rod-header-steps-run": (
        "wave 16: a Python run after a header naming the rods, target first (`Disk 1 moved from A to B`)"
    ),
    # wave 16 (end)
    # wave 19 (begin)
    "pl-move-disk-n-callback-lib-run": "wave 19: a Perl library's hanoi_print(3) (`move disk 1 from A to C`)",
    "ru-pl-perenos-diametra-rods-run": (
        "wave 19: a Russian Perl state trace (`Перенос диска диаметра 1 со стержня a на "
        "стержень c.`, `a: [3, 2]`)"
    ),
    "ru-pl-diameter-state-file-run": (
        "wave 19: a Perl state trace to B, rods listed in the call's order (`Action: "
        "move disk of diameter 1 from A to B`)"
    ),
    "ja-rb-kara-e-utsusu-run": "wave 19: a Ruby run to B in Japanese (`A から B へ移す`)",
    "rs-move-disk-source-aux-target-run": "wave 19: a Rust run (`move disk 1 from A to C`)",
    "vi-c-di-chuyen-dia-tong-buoc-run": (
        "wave 19: a Vietnamese C run, the first move after the prompt (`Nhap so dia: Di "
        "chuyen dia 1 tu A sang C`)"
    ),
    "vi-c-four-columns-run": (
        "wave 19: a Vietnamese C run on four columns (`Di chuyen dia tu cot C sang cot "
        "D`); wrong"
    ),
    "vi-c-thap-ha-noi-2-run": "wave 19: a Vietnamese C run, 2 discs (`di chuyen dia 2 tu cot A sang cot C `)",
    "it-c-left-center-right-glued-run": (
        "wave 19: an Italian C run after arithmetic, the first move glued to a line (`5 "
        "pioliMove disk from left peg to right peg.`)"
    ),
    "ru-pl-diametrom-file-rows-run": (
        "wave 19: a Russian Perl state trace written to a file (`Перенос диска диаметром "
        "1 со стержня A на стержень C`, `A: 3 2`)"
    ),
    "zh-c-move-n-colon-run": "wave 19: a C run after Chinese prompts (`move 1: from A to C`)",
    "ko-js-boj-count-pairs-run": "wave 19: a Node.js judge solution, the count then pole pairs (`1 2`)",
    "c-source-auxiliary-label-bug-run": (
        "wave 19: a C run whose larger discs go to the auxiliary peg (`Move disk 2 from "
        "Source A to Auxiliary B`); wrong"
    ),
    "java-destination-b-lands-c-run": (
        "wave 19: a Java run asked for destination b that moves the tower to c (`a c`); "
        "wrong"
    ),
    "vi-c-sang-qua-cot-run": "wave 19: a Vietnamese C run, two words for 'to' (`Di chuyen dia 2 tu cot A qua cot B`)",
    "py-moves-to-solve-header-run": (
        "wave 19: a Python run after a prompt and a header on one line (`Move disk 1 "
        "from A to C`)"
    ),
    "it-c-torri-newline-first-run": "wave 19: an Italian C run, the newline before each move (`A -> B`)",
    "c-moved-disk-two-spaces-run": "wave 19: a C run (`Moved disk 1  from rod A to rod C`)",
    "c-space-move-disk-newline-first-run": (
        "wave 19: a C run, a newline and a space before each move (` Move disk 1 from "
        "rod A to rod C`)"
    ),
    "js-tower-to-tower-info-run": "wave 19: a Node.js run of 2 discs (`Tower-A <<<TO>>> Tower-B`)",
    # wave 19 (end)
}


def judged(entry: dict[str, object]) -> bool:
    """``verify``'s verdict on one corpus entry: solved or not."""
    start, goal, pegs = str(entry["start"]), str(entry["goal"]), int(str(entry["pegs"]))
    return verify(corpus_replay.text(entry), start, goal, pegs=pegs).solved


def families() -> dict[str, str]:
    """Each source's family in the manifest (the description of a source that ``WHAT`` does not describe)."""
    return {str(entry["source"]): (f"wave {entry['wave']}: " if "wave" in entry else "") + str(entry.get("family", ""))
            for entry in corpus_replay.manifest()}


def row_of(entry: dict[str, object]) -> str:
    """The table row an entry is counted on: its source, or one row for the unread half of a wave.

    The sources of a wave's held-out half (``corpus_split.APART``) share one row, so that no one
    tuning the reader learns which of them it misreads before the wave is split and read.

    >>> row_of({"source": "s", "wave": 16, "split": "heldout"}), row_of({"source": "s", "wave": 16, "split": "tuning"})
    ('wave16-heldout', 's')
    """
    return split if (split := corpus_split.split_of(entry)).endswith("-heldout") else str(entry["source"])


def counts(judge: Callable[[dict[str, object]], bool] = judged) -> dict[str, tuple[int, int, int]]:
    """``{row: (answers, solved by the replay, judged right)}``, in the manifest's order (:func:`row_of`).

    ``judge`` gives ``verify``'s verdict on an entry (:func:`judged`; the tests pass one that reads the
    reports they computed once for the session).
    """
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for entry in corpus_replay.manifest():
        truth = corpus_replay.truth(entry)
        row = table[row_of(entry)]
        row[0] += 1
        row[1] += truth
        row[2] += judge(entry) == truth
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
    family = families() if set(found) - set(WHAT) else {}  # the manifest read once, if a source needs it
    for source, (answers, solved, right) in found.items():
        accuracy = _percent(right, answers)
        what = WHAT.get(source) or (f"{source.removesuffix('-heldout')}'s held-out half, not shown by source"
                                    if source.endswith("-heldout") else family.get(source, ""))
        lines.append(f"| `{source}` | {what} | {answers} | {solved} | {right} | {accuracy} |")
    answers, solved, right = (sum(row[i] for row in found.values()) for i in range(3))
    accuracy = _percent(right, answers)
    lines.append(f"| **all {len(found)} rows** | | **{answers}** | **{solved}** | **{right}** | **{accuracy}** |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
