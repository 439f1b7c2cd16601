"""In-sample, held-out and leave-one-source-out figures of ``verify`` on the corpus (issue 30).

The corpus is split by source (``split`` in ``manifest.json``): ``tuning`` sources are the
ones the reader's rules and vocabulary were changed for; ``heldout`` sources were stored,
given their replay, and measured before any change and never looked at while changing
the reader.  A hand-written reader is not fitted, so leaving one source out means: the
accuracy on a source whose answers no rule was written for.  The figures per source are
therefore the held-out ones for the held-out split, and the table reports

- accuracy (answers judged right: ``verify``'s verdict equals the replay's),
- the mean over sources (each source weighs the same) and the worst source,
- first-error agreement: on answers the replay finds wrong, ``verify`` names the same step.

A wave collected to measure a reader nobody tuned on it (``APART``: waves 6 to 18) is held
out (``split`` is ``heldout`` in the manifest) but reported on rows of its own, outside the
"all" row and the figures ``tests/test_corpus.py`` asserts, until the lead folds it in.
Wave 7 was measured whole (59/75) before it was split the same way as wave 6; so was wave 8,
measured whole (54/77); wave 9, replies written by language models, measured whole (54/58), was
split a session later; wave 10, answers from sources no earlier wave used (notes, pages, judge samples,
runs of programs in Chinese, Japanese, Dutch...), measured whole (50/63), was split at the end of the
session that collected it; wave 11 (replies, game transcripts, agent steps, logs; and answers of human and
program sources collected beside them) was split halfway through the session that collected it; so was wave 12
(reasoning models' replies and agent logs, runs of programs in twenty more languages, judge samples).

``uv run python tests/corpus_split.py`` prints the table that docs/verify.md shows.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_replay
from hanoi.verify.report import VerifyReport, verify


def report(entry: dict[str, object]) -> VerifyReport:
    """``verify``'s report on one corpus entry."""
    start, goal, pegs = str(entry["start"]), str(entry["goal"]), int(str(entry["pegs"]))
    return verify(corpus_replay.text(entry), start, goal, pegs=pegs)


# wave -> the prefix of its rows (``wave6-tuning``, ...), apart from "all"
APART = {6: "wave6", 7: "wave7", 8: "wave8", 9: "wave9", 10: "wave10", 11: "wave11", 12: "wave12", 13: "wave13",
         14: "wave14", 15: "wave15", 16: "wave16", 17: "wave17", 18: "wave18", 19: "wave19",
         20: "wave20", 21: "wave21", 22: "wave22", 23: "wave23", 24: "wave24", 25: "wave25", 26: "wave26",
         27: "wave27", 28: "wave28", 29: "wave29", 30: "wave30", 31: "wave31",
         32: "wave32", 33: "wave33"}
ROWS_APART = tuple(f"{prefix}-{split}" for prefix in APART.values() for split in ("tuning", "heldout"))


def split_of(entry: dict[str, object]) -> str:
    """The row an entry is counted on: its manifest ``split``, or its wave's own row for a wave in ``APART``.

    Wave 6 was measured whole before any change, then split by source at random
    (``random.Random(20261127).sample`` of its sorted source names, half of them): rules
    may be written for its ``tuning`` half, never for its ``heldout`` half.  Wave 7 was
    measured whole before any change (59 of 75 judged right, first errors 12 of 16), then
    split the same way with ``random.Random(20261128)`` (19 of its 38 sources tuning).  Wave 8 was
    measured whole before any change (54 of 77 judged right, first errors 15 of 16), then split
    with ``random.Random(20261129)`` (21 of its 42 sources tuning: 37 answers).  Wave 9, replies written by language
    models, was measured whole before any change (54 of 58 judged right, first errors 20 of 23) and held out
    whole for a session, then split with ``random.Random(20261130)`` (9 of its 18 sources tuning: 28 answers).
    Wave 10, answers from sources no earlier wave used, was measured whole before any change (21 of 30
    judged right, first errors 5 of 5; a second collection of 33 answers from 24 more sources, 29 of 33,
    first errors 8 of 10) and held out whole for the session that collected it (52 of 63 at its end, with no
    rule written for it), then split with ``random.Random(20261201)`` (22 of its 44 sources tuning: 31 answers).
    Wave 11 (model-assisted replies, game transcripts, an agent's step, result logs, planners, runs in a score of
    languages) was measured before any change (71 of 93 judged right, first errors 5 of 13), then split with
    ``random.Random(20261202)`` halfway through the session that collected it (33 of its 66 sources tuning: 42 answers).
    Wave 12 (model replies and programs written by language models; program output, judge samples, planners and
    prose) was measured whole before any change with the reader of commit f1d8927 (68 of 86 judged right, first
    errors 8 of 19), then split with ``random.Random(20261203)`` (24 of its 49 sources tuning: 36 answers) after the
    stretch (``template.read_stretch``) was measured on it whole.  Wave 13 (sources no earlier wave used,
    collected in the tenth session) was measured whole with the reader of commit 8138de6 before any change (57 of
    71 judged right, first errors 18 of 23) and held out whole for that session (58 of 71 at its end), then split
    with ``random.Random(20261204)`` at the start of the eleventh, before anyone read it (27 of its 55 sources
    tuning: 36 answers).  The held-out halves of waves 6 to 12, measured in the design choices of the eighth and
    ninth sessions, were read in the tenth: their rows are named second halves from then on.  Wave 14 (sources no
    earlier wave used, collected in the eleventh session) is held out whole: no rule is written for it while the
    reader is changed (43 of 57 judged right at its end, as before any change), then split with
    ``random.Random(20261205)`` at the start of the twelfth, before anyone read it (25 of its 50 sources tuning: 30
    answers).  Wave 15 (sources no earlier wave used, collected in the twelfth session) was measured with the
    reader of commit 0860901 before any change and held out whole for that session (25 of 30 judged right at its end,
    as before any change), then split with ``random.Random(20261206)`` at the start of the thirteenth, before anyone
    read it (14 of its 28 sources tuning: 16 answers).  Wave 16 (sources no earlier wave used, collected in the
    thirteenth session) was measured with the reader of commit ecd6b66 before any change and held out whole for that
    session (20 of 24 judged right at its end, as before any change), then split with ``random.Random(20261207)`` at
    its end, before anyone read it (12 of its 24 sources tuning: 12 answers).  Wave 17 (sources no earlier wave used,
    collected in the fourteenth session) was measured with the reader of commit 23901df before any change (44 of 49
    judged right, first errors 12 of 13) and held out whole for that session (44 of 49 at its end, as before any
    change), then split with ``random.Random(20261208)`` at its end, before anyone read it (19 of its 38 sources
    tuning: 27 answers).  Wave 18 (sources no earlier wave used, collected in the fifteenth session) was measured
    with the reader of commit e875e38 before any change (38 of 47 judged right, first errors 11 of 14; the same with
    29f16a4, after the session's first two changes), then split with ``random.Random(20261209)`` in that session,
    before anyone read it (18 of its 37 sources tuning: 25 answers); its second half (14 of 22 at the end of that
    session, as before its changes) was read in the sixteenth, and wave 20 held out in its place.  Wave 19 (sources
    no earlier wave used, collected in the fifteenth session) was measured with the reader of commit e875e38 before
    any change (24 of 25 judged right, first errors 3 of 3); it is a tuning wave, read by the lead (all 20 of its
    sources tuning).  Wave 20 (sources no earlier wave used, collected in the sixteenth session) was measured with
    the reader of commit f56fe67 before any change (39 of 45 judged right, first errors 10 of 12) and held out whole
    for that session (40 of 45 at its end), then split with ``random.Random(20261210)`` at the start of the
    seventeenth, before anyone read it (20 of its 40 sources tuning: 23 answers).  The second halves of waves 14 and
    17 (21 of 27 and 17 of 22 at the start of the seventeenth session) were read in that session.  Wave 21 (sources
    no earlier wave used, collected in the seventeenth session) was measured with the reader of commit 7616a4b
    before any change (30 of 35 judged right, first errors 4 of 9) and held out whole for that session (30 of 35 at
    its end), then split with ``random.Random(20261211)`` at the start of the eighteenth, before anyone read it (17
    of its 34 sources tuning: 17 answers).  Wave 22 (sources no earlier wave used, collected in the eighteenth
    session) was measured with the reader of commit bc2acd6 before any change (35 of 48 judged right, first errors 11
    of 15) and held out whole while the reader was changed for wave 21's tuning half (36 of 48 after), then split with
    ``random.Random(20261212)`` in that session, before anyone read it (17 of its 34 sources tuning: 22 answers).
    Wave 23 (collected in the twentieth session; of its 28 sources, 16 were found again to be sources an earlier
    wave used, the same file or report, and dropped: 12 sources and 17 answers left) was measured with the reader of
    commit ca5b23d before any change (12 of the 17 judged right) and split with ``random.Random(20261213)``,
    before anyone read it (9 of its 12 sources tuning: 13 answers; the held-out half 4 answers).
    Wave 24 (collected in the twenty-first session by two helpers told every earlier search id, file and address, and
    to look for a line of each candidate in the stored corpus first: 25 answers from 22 sources) was measured with the
    reader of commit 4d45b4b before any change (21 of the 25 judged right) and split with ``random.Random(20261214)``
    at once, before anyone read it (11 of its 22 sources tuning: 13 answers, 12 right; held out 12 answers, 9 right).
    Wave 25 (collected in the same session by a third helper, the same brief: 14 answers from 11 sources, programs in
    Haskell, Elixir, R, Prolog and OCaml, in Japanese, Korean, Portuguese, Spanish and French) was measured with the
    reader of commit 598612e before any change (11 of the 14 judged right) and split with ``random.Random(20261215)``
    at once, before anyone read it.
    Wave 26 (two more helpers in that session, the same brief: 38 answers from 33 sources, programs' and people's
    answers in Dutch, Czech, Ukrainian, Arabic, Greek, Hungarian, Swedish, Romanian, Chinese, Japanese and Spanish,
    models' benchmark reports, lessons, quizzes and comments) was measured with the reader of commit bacaef9 before
    any change and split with ``random.Random(20261216)`` at once, before anyone read it.
    Wave 27 (two helpers in the twenty-second session, the same brief: 43 answers from 37 sources, test expectations
    and golden outputs in Scala, Elixir, Erlang, Prolog, Rust and Java, people's answers in notes, comments and pages
    in Spanish, Chinese, French, Italian and Korean) was measured with the reader of commit 6a285c3 before any change
    (29 of the 43 judged right) and split with ``random.Random(20261217)`` at once, before anyone read it (18 of its
    37 sources tuning: 20 answers, 14 right; held out 23 answers, 15 right).
    Wave 28 (two helpers in the twenty-third session, the same brief: 47 answers from 41 sources, test expectations,
    REPL and doc samples in Julia, Racket, Haskell, Idris, R, Lua and Pascal notes, people's and models' answers in
    Turkish, Spanish, Vietnamese, Russian and English, quiz options) was measured with the reader of commit a32cd26
    before any change (42 of the 47 judged right) and split with ``random.Random(20261218)`` at once, before anyone
    read it (20 of its 41 sources tuning: 23 answers, 21 right; held out 24 answers, 21 right).
    Wave 29 (one helper in the twenty-fourth session, the same brief: 24 answers from 19 sources, teaching material
    in Japanese, Korean, Chinese, Portuguese, Vietnamese and English, a course project's model predictions, tables
    with the state after each move) was measured with the reader of commit 011f687 before any change (22 of the 24
    judged right) and split with ``random.Random(20261219)`` at once, before anyone read it (9 of its 19 sources
    tuning: 10 answers, 10 right; held out 14 answers, 12 right).
    Wave 30 (one helper in the twenty-fifth session, the same brief: 17 answers from 14 sources, a Fast Downward plan,
    a search solver's path with drawings, a debugging contest's buggy outputs, lessons and READMEs in French,
    Italian, Portuguese, Romanian, Thai and Spanish) was measured with the reader of commit ab9c57e before any change
    (14 of the 17 judged right) and split with ``random.Random(20261220)`` at once, before anyone read it (7 of its
    14 sources tuning: 7 answers, 5 right; held out 10 answers, 9 right).
    Wave 31 (a second helper in the twenty-fifth session, the same brief: 26 answers from 17 sources, all Jupyter
    notebooks' stored outputs, the cells' JSON strings as the files hold them: state lists and strings, search paths,
    named tuples, drawings, a genetic algorithm's best specimens, in Spanish, Japanese, Korean, Chinese and English)
    was measured with the reader of commit 98eff9e before any change (16 of the 26 judged right) and split with
    ``random.Random(20261221)`` at once, before anyone read it (8 of its 17 sources tuning: 10 answers, 7 right;
    held out 16 answers, 9 right).
    Wave 32 (two helpers in the twenty-sixth session, the same brief: 30 answers from 27 sources, language models'
    replies as evaluators keep them (a benchmark's JSON Lines of four-peg games, a reasoning-gym fork's result file,
    an assignment's corrected tables) and programs in languages the corpus rarely had (R, Fortran, Nim, OCaml,
    Common Lisp, Lua, Forth, COBOL, Erlang, Haskell, Pascal, Racket, C#) printing Vietnamese, Chinese, Spanish,
    Catalan, French and German) was measured with the readers of commits f727ec6 (6 answers) and 9c78dc1 (24) before
    any change (28 of the 30 judged right) and split with ``random.Random(20261222)`` at once, before anyone read it
    (13 of its 27 sources tuning: 14 answers, 13 right; held out 16 answers, 15 right).
    Wave 33 (two helpers in the twenty-seventh session, the same brief: 48 answers from 41 sources, answers inside
    documents' markup (HTML lists and tables in pages, JSX and README files, reStructuredText, Typst, MkDocs tabs)
    and program runs, comments and write-ups in scripts the corpus had least (Korean, Japanese, traditional Chinese,
    Greek, Ukrainian, Norwegian, Hinglish)) was measured with the reader of commit 94389c3 before any change (42 of
    the 48 judged right) and split with ``random.Random(20261223)`` at once, before anyone read it (20 of its 41
    sources tuning: 26 answers, 21 right; held out 22 answers, 21 right).

    >>> split_of({"split": "heldout", "wave": 6}), split_of({"split": "heldout", "wave": 5}), split_of({})
    ('wave6-heldout', 'heldout', 'tuning')
    >>> split_of({"split": "heldout", "wave": 7}), split_of({"split": "heldout", "wave": 8})
    ('wave7-heldout', 'wave8-heldout')
    >>> split_of({"split": "heldout", "wave": 9}), split_of({"split": "heldout", "wave": 10})
    ('wave9-heldout', 'wave10-heldout')
    >>> split_of({"split": "heldout", "wave": 11}), split_of({"split": "heldout", "wave": 12})
    ('wave11-heldout', 'wave12-heldout')
    >>> split_of({"split": "heldout", "wave": 13}), split_of({"split": "heldout", "wave": 14})
    ('wave13-heldout', 'wave14-heldout')
    >>> split_of({"split": "heldout", "wave": 15}), split_of({"split": "heldout", "wave": 16})
    ('wave15-heldout', 'wave16-heldout')
    >>> split_of({"split": "heldout", "wave": 17}), split_of({"split": "heldout", "wave": 18})
    ('wave17-heldout', 'wave18-heldout')
    >>> split_of({"split": "tuning", "wave": 19})
    'wave19-tuning'
    >>> all(split_of({"split": split, "wave": wave}) == f"wave{wave}-{split}"  # waves 20 on: both halves
    ...     for wave in range(20, 34) for split in ("tuning", "heldout"))
    True
    """
    wave = entry.get("wave")
    split = str(entry.get("split", "tuning"))
    apart = APART.get(wave) if isinstance(wave, int) else None
    return f"{apart}-{split}" if apart else split


def outcomes(judge: Callable[[dict[str, object]], VerifyReport] = report) -> list[tuple[str, str, bool, bool | None]]:
    """``(split, source, judged right, first error agrees or None when the answer is right)`` an entry.

    ``judge`` gives ``verify``'s report on an entry (:func:`report`; the tests pass one that reads the
    reports they computed once for the session).
    """
    rows = []
    for entry in corpus_replay.manifest():
        wanted = corpus_replay.truth_error(entry) if corpus_replay.moves(entry) else 1
        found = judge(entry)
        right = found.solved == (wanted is None)
        agrees = None
        if wanted is not None:
            agrees = found.first_error is not None and found.first_error.step == wanted
        rows.append((split_of(entry), str(entry["source"]), right, agrees))
    return rows


def figures(rows: list[tuple[str, str, bool, bool | None]]) -> dict[str, tuple[int, int, int, float, str, int, int]]:
    """Per split: answers, sources, right, mean accuracy over sources, worst source, wrong answers, errors agreed.

    The worst source of a wave's held-out half is not named (it would tell the reader's tuner what fails there)."""
    out: dict[str, tuple[int, int, int, float, str, int, int]] = {}
    apart = [split for split in ROWS_APART if any(row[0] == split for row in rows)]
    for split in ("tuning", "heldout", "all", *apart):
        chosen = [row for row in rows if row[0] == split or (split == "all" and row[0] not in ROWS_APART)]
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for _, source, right, _ in chosen:
            per[source][0] += 1
            per[source][1] += right
        rates = {source: right / answers for source, (answers, right) in per.items()}
        worst = min(rates, key=lambda source: (rates[source], source))
        wrong = [row[3] for row in chosen if row[3] is not None]
        out[split] = (len(chosen), len(per), sum(row[2] for row in chosen), sum(rates.values()) / len(rates),
                      "(not named)" if split in ROWS_APART and split.endswith("-heldout") else
                      f"`{worst}` {100 * rates[worst]:.0f} %", len(wrong), sum(bool(agree) for agree in wrong))
    return out


def table(found: dict[str, tuple[int, int, int, float, str, int, int]] | None = None) -> str:
    """The markdown table of docs/verify.md.

    >>> print(table({"tuning": (2, 1, 2, 1.0, "`a` 100 %", 1, 1)}).splitlines()[2])
    | tuning (rules written for them) | 1 | 2 | 2 | 100.0 % | 100.0 % | `a` 100 % | 1 of 1 |
    """
    found = figures(outcomes()) if found is None else found
    names = {"tuning": "tuning (rules written for them)", "heldout": "held out (never tuned on)", "all": "all",
             "wave6-tuning": "wave 6, tuning half (reported apart)",
             "wave6-heldout": "wave 6, second half (held out to the ninth session)",
             "wave7-tuning": "wave 7, tuning half (reported apart)",
             "wave7-heldout": "wave 7, second half (held out to the ninth session)",
             "wave8-tuning": "wave 8, tuning half (reported apart)",
             "wave8-heldout": "wave 8, second half (held out to the ninth session)",
             "wave9-tuning": "wave 9, model replies, tuning half (reported apart)",
             "wave9-heldout": "wave 9, model replies, second half (held out to the ninth session)",
             "wave10-tuning": "wave 10, tuning half (reported apart)",
             "wave10-heldout": "wave 10, second half (held out to the ninth session)",
             "wave11-tuning": "wave 11, tuning half (reported apart)",
             "wave11-heldout": "wave 11, second half (held out to the ninth session)",
             "wave12-tuning": "wave 12, tuning half (reported apart)",
             "wave12-heldout": "wave 12, second half (held out to the ninth session)",
             "wave13-tuning": "wave 13, tuning half (reported apart)",
             "wave13-heldout": "wave 13, second half (held out)",
             "wave14-tuning": "wave 14, tuning half (reported apart)",
             "wave14-heldout": "wave 14, second half (held out to the sixteenth session)",
             "wave15-tuning": "wave 15, tuning half (reported apart)",
             "wave15-heldout": "wave 15, second half (held out)",
             "wave16-tuning": "wave 16, tuning half (reported apart)",
             "wave16-heldout": "wave 16, second half (held out)",
             "wave17-tuning": "wave 17, tuning half (reported apart)",
             "wave17-heldout": "wave 17, second half (held out to the sixteenth session)",
             "wave18-tuning": "wave 18, tuning half (reported apart)",
             "wave18-heldout": "wave 18, second half (held out to the fifteenth session)",
             "wave19-tuning": "wave 19, tuning wave (reported apart)",
             "wave19-heldout": "wave 19, held out (none)",
             "wave20-tuning": "wave 20, tuning half",
             "wave20-heldout": "wave 20, held out",
             "wave21-tuning": "wave 21, tuning half",
             "wave21-heldout": "wave 21, held out",
             "wave22-tuning": "wave 22, tuning half",
             "wave22-heldout": "wave 22, held out",
             "wave23-tuning": "wave 23, tuning half",
             "wave23-heldout": "wave 23, held out",
             "wave24-tuning": "wave 24, tuning half",
             "wave24-heldout": "wave 24, held out",
             "wave25-tuning": "wave 25, tuning half",
             "wave25-heldout": "wave 25, held out",
             "wave26-tuning": "wave 26, tuning half",
             "wave26-heldout": "wave 26, held out",
             "wave27-tuning": "wave 27, tuning half",
             "wave27-heldout": "wave 27, held out",
             "wave28-tuning": "wave 28, tuning half",
             "wave28-heldout": "wave 28, held out",
             "wave29-tuning": "wave 29, tuning half",
             "wave29-heldout": "wave 29, held out",
             "wave30-tuning": "wave 30, tuning half",
             "wave30-heldout": "wave 30, held out",
             "wave31-tuning": "wave 31, tuning half",
             "wave31-heldout": "wave 31, held out",
             "wave32-tuning": "wave 32, tuning half",
             "wave32-heldout": "wave 32, held out",
             "wave33-tuning": "wave 33, tuning half",
             "wave33-heldout": "wave 33, held out"}
    lines = [
        "| split | sources | answers | judged right | accuracy | mean over sources | worst source "
        "| first error agreed |",
        "|---|---:|---:|---:|---:|---:|---|---:|",
    ]
    for split, (answers, sources, right, mean, worst, wrong, agreed) in found.items():
        lines.append(f"| {names[split]} | {sources} | {answers} | {right} | {100 * right / answers:.1f} % | "
                     f"{100 * mean:.1f} % | {worst} | {agreed} of {wrong} |")
    return "\n".join(lines)


def loso(rows: list[tuple[str, str, bool, bool | None]]) -> str:
    """Leave-one-source-out accuracy, as docs/verify.md states it.

    The reader has no fitted parameters: leaving a source out of a fit changes nothing,
    so the accuracy on each source left out is its accuracy now, and LOSO is the pooled
    (and the per-source mean) accuracy over all sources.  What was written with sources
    in view is the vocabulary (the LANGUAGES role table, the sets of peg names) and the
    rules; the sources they were written for are the tuning split, so the held-out row
    of the table is the figure for a source nobody looked at.

    A wave reported apart (``APART``) is left out, as it is of the "all" row:

    >>> loso([("tuning", "a", True, None), ("heldout", "b", False, None), ("heldout", "b", True, None),
    ...       ("wave6-heldout", "c", False, None)])
    'leave-one-source-out: 66.7 % pooled (2 of 3 answers, 2 sources), 75.0 % mean over sources'
    """
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for split, source, right, _ in rows:
        if split not in ROWS_APART:
            per[source][0] += 1
            per[source][1] += right
    right = sum(hits for _, hits in per.values())
    answers = sum(count for count, _ in per.values())
    mean = sum(hits / count for count, hits in per.values()) / len(per)
    return (f"leave-one-source-out: {100 * right / answers:.1f} % pooled ({right} of {answers} answers, "
            f"{len(per)} sources), {100 * mean:.1f} % mean over sources")


def readme_figures(rows: list[tuple[str, str, bool, bool | None]]) -> str:
    """The README's sentence of figures over every answer of the corpus, waves reported apart included.

    >>> readme_figures([("tuning", "a", True, None), ("wave6-heldout", "b", False, False),
    ...                 ("heldout", "c", True, True)])
    'On 3 real answers from 3 public sources, stored byte for byte with their origin in `tests/fixtures/corpus/`, \
it judges 2 right (66.7 %); on the half of each wave held out of its tuning, 1 of 2 (50.0 %), and it names the step \
a human would on 1 of the 2 wrong answers'
    """
    held = [row for row in rows if row[0].endswith("heldout")]
    wrong = [row[3] for row in rows if row[3] is not None]
    right, kept = sum(row[2] for row in rows), sum(row[2] for row in held)
    return (f"On {len(rows):,} real answers from {len({row[1] for row in rows}):,} public sources, stored byte for "
            f"byte with their origin in `tests/fixtures/corpus/`, it judges {right:,} right "
            f"({100 * right / len(rows):.1f} %); on the half of each wave held out of its tuning, {kept:,} of "
            f"{len(held):,} ({100 * kept / len(held):.1f} %), and it names the step a human would on "
            f"{sum(map(bool, wrong)):,} of the {len(wrong):,} wrong answers")


if __name__ == "__main__":
    rows = outcomes()
    print(table(figures(rows)))
    print()
    print(loso(rows))
    if "-v" in sys.argv:
        for entry, row in zip(corpus_replay.manifest(), rows, strict=True):
            if not row[2] or row[3] is False:
                print(row, entry["file"])
