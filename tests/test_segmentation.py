"""Issue 30: several moves on one line are cut by their tokens (``grammar.split_moves``), not by the line's shape.

Real-looking lines of the families the issue names (moves run into one line in program
output, judge samples, Lisp lists, escaped strings), then a property: any legal move list
written in any of the supported notations and joined on one line with spaces, commas,
semicolons or (where the notation allows) nothing is read back exactly.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hanoi.verify.answers import Batch, Reading, read_answer
from hanoi.verify.explain import explain_moves
from hanoi.verify.grammar import split_moves
from hanoi.verify.report import verify
from hanoi.verify.shapes import Naming

CUT = [
    ("1 -> 2 1 -> 3 2 -> 3", ["1 -> 2", "1 -> 3", "2 -> 3"]),
    ("Move A to C Move A to B Move C to B", ["Move A to C", "Move A to B", "Move C to B"]),
    ("A->C, A->B, C->B", ["A->C", "A->B", "C->B"]),
    ("'((move d1 d2 p3) (move d2 p1 p2))", ["(move d1 d2 p3)", "(move d2 p1 p2)"]),
    ("1:a->b2:a->c3:b->c", ["a->b", "a->c", "b->c"]),
    ("'((a . c) (a . b) (c . b))", ["(a . c)", "(a . b)", "(c . b)"]),
    ("Mover disco 1 de A a C Mover disco 2 de A a B", ["Mover disco 1 de A a C", "Mover disco 2 de A a B"]),
    ("Schritt 1: Verschiebe Scheibe 1 von A nach C. Schritt 2: Verschiebe Scheibe 2 von A nach B.",
     ["Schritt 1: Verschiebe Scheibe 1 von A nach C", "Schritt 2: Verschiebe Scheibe 2 von A nach B"]),
    ("Move disk 1 from A to C and disk 2 from A to B, then disk 1 from C to B",
     ["Move disk 1 from A to C", "disk 2 from A to B", "disk 1 from C to B"]),
    ("A -> C (disk 1), A -> B (disk 2)", ["A -> C (disk 1)", "A -> B (disk 2)"]),
    ("1. A->C 2. A->B 3. C->B", ["A->C", "A->B", "C->B"]),
    ("Moves: AC, AB, CB", ["AC", "AB", "CB"]),
    ("Solution: 1 -> 2 1 -> 3 2 -> 3", ["1 -> 2", "1 -> 3", "2 -> 3"]),  # a heading before the moves
    ("A: left -> middle, B: left -> right", ["A: left -> middle", "B: left -> right"]),  # a disc label stays
    ("A->C //最下面一个盘，从A移动到C", None),  # one move and a comment that retells it
    ("Move disk 1 from A to C.", None),  # one move: read by the line's own reading
    ("A -> C (disk 1)", None),
    ("Move disk from 0 to 2 : [[5, 4, 3], [1], [2]]", None),  # a move and the stacks it leads to
    ("Bước 1: Di chuyển đĩa 1: A -> C     A=[3,2]    B=[]      C=[1]", None),  # a move and a drawing of stacks
    ("Move disc from peg 1 to peg 3 - Move No:     1", None),  # a move and its count
    ("The first move is the hardest, and the last one is easy.", None),
    # a move before a colon labels what follows, as a heading does (vi-test-case-ouput): the pair is no move
    ("in: 3 -> out: Move disk 1 from A to C", None),
    ("Eingabe: 2 -> Ausgabe: A -> C, A -> B", ["A -> C", "A -> B"]),
    ("Move A to C Move A to B", ["Move A to C", "Move A to B"]), ("1:a->b2:a->c", ["a->b", "a->c"]),
    ("Moves: A->C, A->B; C->B", ["A->C", "A->B", "C->B"]), ("AC AB CB", ["AC", "AB", "CB"]),
    ("'((a . c) (a . b))", ["(a . c)", "(a . b)"]),
    ("(move d1 d2 p3) (move d2 p1 p2)", ["(move d1 d2 p3)", "(move d2 p1 p2)"]),
]


@pytest.mark.parametrize(("line", "pieces"), CUT)
def test_a_line_is_cut_where_its_tokens_start_a_move_again(line: str, pieces: list[str] | None) -> None:
    assert split_moves(line) == (None if pieces is None else tuple(pieces))


def test_a_line_of_moves_is_judged_move_by_move() -> None:
    """The issue's families, judged whole: each is the optimal solution, or wrong at the step named."""
    assert verify("1 -> 2 1 -> 3 2 -> 3", discs=2, base=1).solved
    assert verify("Move A to C Move A to B Move C to B Move A to C Move B to A Move B to C Move A to C", discs=3).solved
    assert verify('"Move disk 1 from A to B\\nMove disk 2 from A to C\\nMove disk 1 from B to C"', discs=2).solved
    echoed = verify("entrada: 2 => salida: Mover disco 1 de A a B\nMover disco 2 de A a C\nMover disco 1 de B a C",
                    discs=2)
    assert echoed.solved and echoed.moves == 3  # the input echoed before the first move is no move
    wrong = verify("1:a->b2:a->b3:b->c", discs=2)
    assert wrong.first_error is not None and (wrong.first_error.step, wrong.first_error.kind) == (2, "illegal")


def test_the_line_readers_of_a_reply_read_their_examples() -> None:
    """The private readers behind a reply's lines (their examples, once doctests): moves side by side, a call
    around a list, YAML items of a move's keys, a game's turns."""
    from hanoi.verify.answers import _comma_moves, _pieces, _turns, _yaml_items

    listed = _comma_moves("Moves: AC, AB, CB")
    assert listed is not None and [raw[1:3] for _, raw in listed] == [("A", "C"), ("A", "B"), ("C", "B")]
    racket = _comma_moves("'((a . c) (a . b))")
    assert racket is not None and [raw[:3] for _, raw in racket] == [(None, "a", "c"), (None, "a", "b")]
    prose = _comma_moves("Move disk 1 from A to C. That frees disk 2. Now move disk 2 from A to B.")
    assert prose is not None and len(prose) == 2  # the sentence that states no move is left out
    assert _comma_moves("Move disk 1 from A to C, which frees disk 2.") is None  # one move in prose: the line's own
    call = _pieces("(== (solve Ops State Goal) '((move d1 d2 p3) (move d2 p1 p2)))")
    assert call is not None and [raw[:3] for _, raw in call] == [("d1", "d2", "p3"), ("d2", "p1", "p2")]
    assert _yaml_items("moves:\n  - disk: 1\n    from: A\n    to: C\n") == "moves:\n  - {disk: 1, from: A, to: C}\n\n\n"
    game = "User: start\nAssistant: If 1 goes to B... I move disk 1 from A to C\nUser: ok\nAssistant: A->B"
    assert _turns(game) == ("\nI move disk 1 from A to C\n\nA->B", 2)


def test_explain_shows_each_move_of_a_line_as_its_own_text() -> None:
    lines = explain_moves("Move A to C Move A to B Move C to B", discs=2)
    assert lines[::2] == ["move 1 (line 1): 'Move A to C'", "move 2 (line 1): 'Move A to B'",
                          "move 3 (line 1): 'Move C to B'"]
    assert "source: 'A' = peg 0 (A), target: 'to C' = peg 2 (C)" in lines[1]
    racket = explain_moves("'((a . c) (a . b))", discs=2)
    assert racket[0] == "move 1 (line 1): '(a . c)'" and "source: 'a' = peg 0 (A), target: 'c' = peg 2 (C)" in racket[1]


def test_a_numbered_markdown_heading_is_the_step_and_the_text_under_it_retells_it() -> None:
    bold = "".join(f"**Step {i}: Move disk {d} from {s} to {t}**\nMove disk {d} from {s} to {t}.\n\n"
                   for i, (d, s, t) in enumerate([(1, "A", "B"), (2, "A", "C"), (1, "B", "C")], 1))
    heading = "### 1. Move disk 1 from A to B\nThe smallest disk goes to the middle.\n\n" \
              "### 2. Move disk 1 from A to C\nThen the next.\n"
    assert verify(bold, discs=2).solved
    error = verify(heading, discs=2).first_error
    assert error is not None and (error.step, error.line) == (2, 4)


LETTERS = "ABC"
#: a notation: how move i (from 1) of disc d from peg s to peg t is written, the base of its numbers,
#: and whether two of its moves can stand side by side with nothing between them
NOTATIONS = {
    "arrow": (lambda i, d, s, t: f"{LETTERS[s]}->{LETTERS[t]}", 0, False),
    "unicode arrow": (lambda i, d, s, t: f"{LETTERS[s]} → {LETTERS[t]}", 0, False),
    "numbers": (lambda i, d, s, t: f"{s + 1} -> {t + 1}", 1, False),
    "sentence": (lambda i, d, s, t: f"Move disk {d} from {LETTERS[s]} to {LETTERS[t]}", 0, False),
    "verb and pair": (lambda i, d, s, t: f"Move {LETTERS[s]} to {LETTERS[t]}", 0, False),
    "Spanish": (lambda i, d, s, t: f"Mover disco {d} de {LETTERS[s]} a {LETTERS[t]}", 0, False),
    "pair word": (lambda i, d, s, t: f"{LETTERS[s]}{LETTERS[t]}", 0, False),
    "canonical": (lambda i, d, s, t: f"{d}{LETTERS[s]}{LETTERS[t]}", 0, False),
    "brackets": (lambda i, d, s, t: f"({LETTERS[s]}, {LETTERS[t]})", 0, True),
    "numbered": (lambda i, d, s, t: f"{i}. {LETTERS[s]}->{LETTERS[t]}", 0, False),
    "labelled": (lambda i, d, s, t: f"{i}:{LETTERS[s].lower()}->{LETTERS[t].lower()}", 0, True),
    "Prolog pair": (lambda i, d, s, t: f"{LETTERS[s].lower()}-{LETTERS[t].lower()}", 0, False),
}
#: how a line may name the list it holds: a variable assigned (a Prolog answer, a program's print), a list in brackets
ASSIGNED = ["{}", "L = [{}]", "moves = {}", "result = [{}]", "Solution: {}"]


@st.composite
def legal_walks(draw: st.DrawFn) -> tuple[int, list[tuple[int, int, int]]]:
    """Discs and a walk of legal (disc, source, target) moves from the tower on peg 0."""
    n = draw(st.integers(1, 4))
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    moves = []
    for _ in range(draw(st.integers(2, 12))):
        legal = [(s, t) for s in range(3) for t in range(3)
                 if s != t and stacks[s] and (not stacks[t] or stacks[t][-1] > stacks[s][-1])]
        s, t = draw(st.sampled_from(legal))
        moves.append((stacks[s][-1], s, t))
        stacks[t].append(stacks[s].pop())
    return n, moves


def _read(text: str, n: int, base: int) -> list[tuple[int, int]]:
    """The (source, target) of every move read from ``text``."""
    pairs: list[tuple[int, int]] = []
    for item in read_answer(text, Naming(pegs=3, n=n, base=base), Reading("answer")):
        if isinstance(item, Batch):
            pairs.extend(zip(item.cols[-2], item.cols[-1], strict=True))
        else:
            assert item.kind in ("ft", "dft"), item
            pairs.append((item.value[-2], item.value[-1]))
    return pairs


@settings(max_examples=300, deadline=None)
@given(legal_walks(), st.sampled_from(sorted(NOTATIONS)), st.sampled_from([" ", ", ", "; ", "  ", ""]),
       st.sampled_from(ASSIGNED))
def test_any_legal_list_joined_on_one_line_is_read_back_exactly(
    walk: tuple[int, list[tuple[int, int, int]]], notation: str, joiner: str, assigned: str
) -> None:
    """In every notation, joined by any separator, named by a variable or a heading on its line or not."""
    n, moves = walk
    render, base, glued = NOTATIONS[notation]
    assume(not ("[" in assigned and notation in ("numbered", "labelled")))  # step labels inside brackets: no list
    if not joiner and not glued:
        joiner = " "  # "A->CA->B" is ambiguous to any reader: such notations need a separator
    joiner = ", " if "[" in assigned else joiner  # a list's items are separated by commas
    line = assigned.format(joiner.join(render(i, d, s, t) for i, (d, s, t) in enumerate(moves, 1)))
    assert _read(line, n, base) == [(s, t) for _, s, t in moves], line


@settings(max_examples=200, deadline=None)
@given(legal_walks(), st.sampled_from(["{s}->{t}", "{s} -> {t}"]), st.sampled_from(["letters", "numbers"]),
       st.integers(0, 1), st.data())
def test_a_counter_printed_among_arrow_moves_is_no_part_of_them(
    walk: tuple[int, list[tuple[int, int, int]]], form: str, names: str, first: int, data: st.DataObject
) -> None:
    """A program that prints a counter (from 0 or 1, counting up) at any points of a line of ``a -> b`` moves,
    out of step with them (wave 19's ``A->B, 0 A->C, B->C, 1 2 A->B``): the moves are read back exactly."""
    n, moves = walk
    name = (lambda peg: LETTERS[peg]) if names == "letters" else (lambda peg: str(peg + 1))
    joiner = data.draw(st.sampled_from([" ", ", "]))
    tokens, counter = [], first
    for _, s, t in moves:
        for _ in range(data.draw(st.integers(0, 2))):
            tokens.append(str(counter))
            counter += 1
        tokens.append(form.format(s=name(s), t=name(t)))
    line = joiner.join(tokens + [str(counter)] * data.draw(st.integers(0, 1)))
    assert _read(line, n, 0 if names == "letters" else 1) == [(s, t) for _, s, t in moves], line


def test_numbers_that_may_be_discs_are_not_dropped_from_arrow_moves() -> None:
    """One number before each move, not counting up: they may name the discs, so no move is read without them."""
    from hanoi.verify.answers import _arrows_among_numbers

    assert _arrows_among_numbers("A->B, 0 A->C, B->C, 1 2 A->B, C->A, 3 C->B, A->B, 4 5 6") == (
        "A->B", "A->C", "B->C", "A->B", "C->A", "C->B", "A->B")
    assert _arrows_among_numbers("1 A->C 1 A->B 1 C->B") is None  # disc 1 three times: no counter
    assert _arrows_among_numbers("A->C, A->B; then C->B") is None  # words between: prose, not separators
    assert not verify("1 A->C 1 A->B", discs=2).solved


#: a sentence a program prints for each move (pegs numbered from 1), its step's label, and what it prints
#: around the moves (an input() prompt before them, a prompt after each, a closing word)
PROMPTED = ["Move disc from peg {s} to peg {t}.", "Mova da Torre {s} para a Torre {t}.",
            "Move disk {d} from peg {s} to peg {t}.", "Pindahkan piringan {d} dari tiang {s} ke tiang {t}."]


@settings(max_examples=200, deadline=None)
@given(legal_walks(), st.sampled_from(PROMPTED), st.sampled_from(["", "{i:03b}: ", "{i}: "]),
       st.sampled_from(["", "How many discs? > ", "Qual o número de discos? "]),
       st.sampled_from(["", "          ENTER=Seguir, P=Parar"]), st.sampled_from(["", " Finished!", " ------"]))
def test_moves_printed_by_prompts_on_one_line_are_read_back_exactly(
    walk: tuple[int, list[tuple[int, int, int]]], sentence: str, label: str, before: str, between: str, after: str,
) -> None:
    """A stepper whose every move is the prompt of an input() call: with the returns piped in, the moves stand
    on one line, each with its step's label (``001:``) and a full stop after its target's number, among the
    program's prompts (wave 22: a binary stepper, a Portuguese one): the moves are read back exactly."""
    n, moves = walk
    line = before + " ".join(label.format(i=i) + sentence.format(d=d, s=s + 1, t=t + 1) + between
                             for i, (d, s, t) in enumerate(moves, 1)) + after
    assert _read(line, n, 1) == [(s, t) for _, s, t in moves], line
