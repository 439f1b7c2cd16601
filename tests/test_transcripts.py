"""Issue 30: multi-turn game transcripts and agent logs, read as turns (the space of tests/transcripts.py).

Each example is a whole game drawn from every dimension of the space (both halves of its split): the
judged verdict and first error are those of the model's chosen moves, never of a move named in its
reasoning, of the environment's restatement of a move, of its list of valid moves or of its prompt.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import transcripts


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_a_game_transcript_is_judged_by_the_models_chosen_moves(rng: random.Random) -> None:
    game = transcripts.game(rng)
    assert transcripts.judged(game.text, game.n) == game.truth, (game.dims, game.text)


def test_the_space_is_split_in_halves_once() -> None:
    """Every dimension is split in two halves (seeded), the same at every run."""
    for dimension, halves in transcripts.SPLIT.items():
        design = sorted(name for name, half in halves.items() if half == "design")
        assert len(design) == len(halves) // 2, dimension
    assert transcripts.SPLIT["roles"]["textarena"] == "design" and transcripts.SPLIT["roles"]["chatml"] == "heldout"


def test_a_restated_move_and_a_valid_moves_list_are_no_moves_of_the_model() -> None:
    """The environment restates the move just played and lists the next valid ones: the model played two moves."""
    text = ("[GAME] Tower of Hanoi with 2 disks on peg A; move them to C.\n"
            "[Player 0] If I A -> C, disk 2 is blocked. A -> B\n"
            "[GAME] Player 0 moved disk 1 from A to B. Valid moves: A->C, B->A, B->C\n"
            "[Player 0] A -> C\n"
            "[GAME] Player 0 moved disk 2 from A to C. Valid moves: B->A, B->C, C->A\n")
    assert transcripts.judged(text, 2) == (False, 3)


def test_an_illegal_move_the_environment_rejected_is_the_first_error() -> None:
    """The game goes on after the rejection: the first error is still the rejected move's turn."""
    text = ('{"role": "user", "content": "Solve 2 disks from A to C."}\n'
            '{"role": "assistant", "content": "A -> C"}\n'
            '{"role": "user", "content": "Moved A -> C."}\n'
            '{"role": "assistant", "content": "Not C -> B.\\nA -> C"}\n'
            '{"role": "user", "content": "Invalid move: disk 2 cannot go on disk 1. Try again."}\n'
            '{"role": "assistant", "content": "A -> B"}\n')
    assert transcripts.judged(text, 2) == (False, 2)
