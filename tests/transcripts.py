"""Generated multi-turn game transcripts and agent logs, built from issue 30's description of them.

A game: an environment opens it, then each turn the model reasons (perhaps naming moves it does not play) and
answers with one move in the harness's notation, and the environment replies (restating the move just played,
listing the valid moves, drawing the pegs, or rejecting an illegal move: then the game stops, or goes on from
the same position).  The truth of a transcript is the list of the model's chosen moves: the first error is the
first illegal one, or the goal missed after the last.

The space has five dimensions written as harnesses write them (role markers, environment turns, model
notations, the frame of an answer, the reasoning before it); each is split at random, once, into a "design"
half and a "held-out" half (:data:`SPLIT`): the reader's transcript rules were written looking at the design
half only, and both halves are measured (``python tests/transcripts.py`` prints the figures).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from typing import NamedTuple

from hanoi import solve

Move = tuple[int, int, int]  # disc (1 the smallest), source, target; pegs from 0
PEGS = "ABC"


class Turn(NamedTuple):
    """One turn: ``model`` or ``env``, its text."""

    who: str
    text: str


def _json_messages(turns: list[Turn], line: bool) -> str:
    messages = [{"role": "assistant" if t.who == "model" else "user", "content": t.text} for t in turns]
    if line:
        return "\n".join(json.dumps(message, ensure_ascii=False) for message in messages) + "\n"
    return json.dumps(messages, indent=2, ensure_ascii=False) + "\n"


def _marked(env: str, model: str, gap: str = "\n") -> Callable[[list[Turn]], str]:
    """Turns marked by a prefix each: ``{k}`` in a marker is the turn's number."""
    def render(turns: list[Turn]) -> str:
        out, k = [], 0
        for turn in turns:
            k += turn.who == "model"
            out.append((model if turn.who == "model" else env).format(k=max(k, 1)) + turn.text)
        return gap.join(out) + "\n"
    return render


def _wrapped(env: tuple[str, str], model: tuple[str, str]) -> Callable[[list[Turn]], str]:
    """Turns between an opening and a closing marker (chat templates)."""
    def render(turns: list[Turn]) -> str:
        return "".join((model if t.who == "model" else env)[0] + t.text + (model if t.who == "model" else env)[1]
                       for t in turns)
    return render


def _quoted(turns: list[Turn]) -> str:
    """The environment's turns quoted (``> ``), the model's plain."""
    return "\n\n".join("\n".join(f"> {line}" for line in t.text.split("\n")) if t.who == "env" else t.text
                       for t in turns) + "\n"


#: how a harness marks the turns of the environment and of the model
ROLE_STYLES: dict[str, Callable[[list[Turn]], str]] = {
    "textarena": _marked("[GAME] ", "[Player 0] "),
    "player-n": _marked("Game: ", "Player 1: "),
    "lower-chat": _marked("user: ", "assistant: "),
    "human-ai": _marked("Human: ", "AI: ", "\n\n"),
    "chatml": _wrapped(("<|im_start|>user\n", "<|im_end|>\n"), ("<|im_start|>assistant\n", "<|im_end|>\n")),
    "gemma": _wrapped(("<start_of_turn>user\n", "<end_of_turn>\n"), ("<start_of_turn>model\n", "<end_of_turn>\n")),
    "alpaca": _marked("### Instruction:\n", "### Response:\n", "\n\n"),
    "bold-model": _marked("**Environment**: ", "**Model**: ", "\n\n"),
    "turn-dash": _marked("Turn {k} — Environment: ", "Turn {k} — Model: "),
    "quote": _quoted,
    "json-list": lambda turns: _json_messages(turns, line=False),
    "jsonl": lambda turns: _json_messages(turns, line=True),
    "react": _marked("Observation: ", "Thought: "),
    "heading": _marked("## Environment\n", "## Assistant\n", "\n\n"),
}

#: how the model writes one move
NOTATIONS: dict[str, Callable[[int, int, int], str]] = {
    "bracket": lambda d, s, t: f"[{PEGS[s]} {PEGS[t]}]",
    "sentence": lambda d, s, t: f"Move disk {d} from {PEGS[s]} to {PEGS[t]}",
    "list": lambda d, s, t: f"move = [{d}, {s}, {t}]",
    "index-arrow": lambda d, s, t: f"{s}->{t}",
    "letter-arrow": lambda d, s, t: f"{PEGS[s]} -> {PEGS[t]}",
    "call": lambda d, s, t: f"move_disk({d}, '{PEGS[s]}', '{PEGS[t]}')",
    "tool-json": lambda d, s, t: json.dumps({"name": "move_disk",
                                             "arguments": {"disk": d, "from": PEGS[s], "to": PEGS[t]}}),
    "pegs-only": lambda d, s, t: f"move the top disc from peg {PEGS[s]} to peg {PEGS[t]}",
    "peg-numbers": lambda d, s, t: f"Move disc {d} from peg {s + 1} to peg {t + 1}.",
    "french": lambda d, s, t: f"Je déplace le disque {d} de {PEGS[s]} vers {PEGS[t]}",
}
NAMES_DISC = {"sentence", "list", "call", "tool-json", "peg-numbers", "french"}

#: what frames the chosen move in a model turn
FRAMES = ["{m}", "My move: {m}", "<answer>{m}</answer>", "**{m}**", "Final move: {m}", "Action: {m}",
          "I'll play {m}.", "So the move is:\n{m}"]

#: what a model turn says before its move: ``{a}`` and ``{b}`` are moves it considers and does not play
THOUGHTS = ["", "If I {a}, then disk 2 is blocked. ", "Options: {a} or {b}. ",
            "Let me think. {a}? No. {b}? No.\n", "Plan ahead:\n1. {a}\n2. {b}\n", "I could {a}, but that undoes it. ",
            "Hypothetically, {a} would free peg B.\n", "Not {b}.\n"]


class View(NamedTuple):
    """What the environment sees after a turn: the discs on each peg (bottom first), the move just played
    (or None), the move it rejected (or None), whether the game is over."""

    stacks: list[list[int]]
    played: Move | None
    rejected: Move | None
    over: bool


def _legal(stacks: list[list[int]]) -> list[tuple[int, int]]:
    return [(s, t) for s in range(3) for t in range(3)
            if s != t and stacks[s] and (not stacks[t] or stacks[t][-1] > stacks[s][-1])]


def _drawing(stacks: list[list[int]]) -> str:
    height = max(map(len, stacks))
    rows = [" ".join(str(stack[level]) if level < len(stack) else "|" for stack in stacks)
            for level in reversed(range(height))]
    return "\n".join([*rows, "A B C"])


def _rejection(view: View) -> str:
    assert view.rejected is not None
    _, s, t = view.rejected
    why = "that peg is empty" if not view.stacks[s] else f"disk {view.stacks[s][-1]} cannot go on disk " \
        f"{view.stacks[t][-1] if view.stacks[t] else 0}"
    return f"Invalid move: {why}. " + ("Game over." if view.over else "Try again.")


def _env(say: Callable[[View], str]) -> Callable[[View], str]:
    return lambda view: _rejection(view) if view.rejected is not None else say(view)


def _played(view: View, form: str) -> str:
    if view.played is None:
        return ""
    d, s, t = view.played
    return form.format(d=d, s=PEGS[s], t=PEGS[t], i=s, j=t)


#: what the environment says after a model's turn
ENV_STYLES: dict[str, Callable[[View], str]] = {
    "restate-player": _env(lambda v: _played(v, "Player 0 moved disk {d} from {s} to {t}.")),
    "restate-you": _env(lambda v: _played(v, "You moved disc {d} to peg {t}.")),
    "valid-codes": _env(lambda v: "Valid moves: [" + ", ".join(f"{s}{PEGS[t]}" for s, t in _legal(v.stacks)) + "]"),
    "valid-arrows": _env(lambda v: "valid moves: " + ", ".join(f"{PEGS[s]}->{PEGS[t]}" for s, t in _legal(v.stacks))),
    "pegs": _env(lambda v: "Pegs: " + ", ".join(f"{PEGS[k]}: {v.stacks[k]}" for k in range(3))),
    "drawing": _env(lambda v: "Current state:\n" + _drawing(v.stacks)),
    "accepted": _env(lambda v: "OK. Your move."),
    "restate-arrow": _env(lambda v: _played(v, "Moved {s} -> {t}. Next move?")),
    "state-json": _env(lambda v: json.dumps({PEGS[k]: v.stacks[k] for k in range(3)})),
    "restate-passive": _env(lambda v: _played(v, "Disk {d} was moved from peg {s} to peg {t}. ")
                            + "Valid moves: " + ", ".join(f"{PEGS[s]}{PEGS[t]}" for s, t in _legal(v.stacks))),
}

#: how the environment opens the game; ``{e}`` is an example move in the model's notation
OPENINGS = ["Tower of Hanoi with {n} disks on peg A; move them all to peg C. One move per turn, e.g. {e}.",
            "You are Player 0. Solve the puzzle ({n} discs, A to C)."]


def _split(names: list[str], seed: int) -> dict[str, str]:
    shuffled = sorted(names)
    seeded = random.Random(seed)
    seeded.shuffle(shuffled)
    return {name: "design" if k < len(shuffled) // 2 else "heldout" for k, name in enumerate(shuffled)}


SEED = 20261202
#: each dimension's values, split once at random (seeded) into "design" and "heldout"
SPLIT: dict[str, dict[str, str]] = {
    dimension: _split(names, SEED + k)
    for k, (dimension, names) in enumerate([
        ("roles", list(ROLE_STYLES)), ("env", list(ENV_STYLES)), ("notation", list(NOTATIONS)),
        ("frame", FRAMES), ("thought", THOUGHTS),
    ])
}


class Game(NamedTuple):
    """A generated transcript, the discs, its truth (solved, first error's step or None) and its dimensions."""

    text: str
    n: int
    truth: tuple[bool, int | None]
    dims: dict[str, str]


def _pick(rng: random.Random, dimension: str, half: str | None) -> str:
    return rng.choice([name for name, where in SPLIT[dimension].items() if half in (None, where)])


def game(rng: random.Random, half: str | None = None) -> Game:
    """One transcript drawn from ``half`` of the space ("design", "heldout") or all of it (None)."""
    dims = {dimension: _pick(rng, dimension, half) for dimension in SPLIT}
    write, env = NOTATIONS[dims["notation"]], ENV_STYLES[dims["env"]]
    named = dims["notation"] in NAMES_DISC
    kind = rng.choice(["solved", "unfinished", "walk", "illegal-stop", "illegal-go-on"])
    n = rng.randint(2, 4)
    plan: list[Move] = [(move.disc, move.source, move.target) for move in solve(n)]
    length = len(plan) if kind == "solved" else rng.randint(2, len(plan) + 2)  # a game: two turns or more
    bad_at = rng.randrange(1 if kind == "illegal-stop" else 0, length) if kind.startswith("illegal") else -1
    stacks: list[list[int]] = [list(range(n, 0, -1)), [], []]
    turns = [Turn("env", rng.choice(OPENINGS).format(n=n, e=write(1, 0, 2)))]
    truth: tuple[bool, int | None] | None = None
    optimal = kind == "solved" or (kind != "walk" and rng.random() < 0.5)
    for step in range(length):
        legal = _legal(stacks)
        if optimal and step < len(plan) and step != bad_at and (plan[step][1], plan[step][2]) in legal:
            s, t = plan[step][1:]
        else:
            s, t = rng.choice(legal)
        d = stacks[s][-1]
        if step == bad_at:  # an illegal move: from an empty peg, a larger disc onto a smaller, another disc
            wrong = [(1, e, 3 - e - t2) for e in range(3) if not stacks[e] for t2 in range(3) if t2 != e][:1]
            wrong += [(d + 1, s, t)] if named and d < n else []
            wrong += [(stacks[a][-1], a, b) for a in range(3) for b in range(3)
                      if a != b and stacks[a] and stacks[b] and stacks[b][-1] < stacks[a][-1]]
            d, s, t = rng.choice(wrong)
            truth = truth or (False, step + 1)
        considered = [write(*other) for other in [(d, t, s), (d, s, 3 - s - t), (1, 0, 1)]]
        thought = dims["thought"].format(a=considered[rng.randrange(3)], b=considered[rng.randrange(3)])
        turns.append(Turn("model", thought + dims["frame"].format(m=write(d, s, t))))
        ok = (s, t) in legal and (not named or stacks[s][-1] == d)
        if ok:
            stacks[t].append(stacks[s].pop())
        over = (not ok and kind == "illegal-stop") or stacks[2] == list(range(n, 0, -1))
        if not ok or step < length - 1 or rng.random() < 0.7:
            turns.append(Turn("env", env(View(stacks, (d, s, t) if ok else None, None if ok else (d, s, t), over))))
        if over:
            break
    solved = truth is None and stacks[2] == list(range(n, 0, -1))
    if truth is None:
        truth = (True, None) if solved else (False, len([t for t in turns if t.who == "model"]) + 1)
    return Game(ROLE_STYLES[dims["roles"]](turns), n, truth, dims)


def judged(text: str, n: int) -> tuple[bool, int | None]:
    from hanoi.verify.report import verify

    report = verify(text, discs=n)
    return report.solved, None if report.first_error is None else report.first_error.step


def measure(half: str, count: int = 2000, seed: int = SEED) -> tuple[float, float, list[Game]]:
    """Verdict agreement and first-error agreement (over the wrong games) on ``count`` games of ``half``."""
    rng = random.Random(f"{seed}-{half}")
    verdicts = errors = wrong = 0
    missed = []
    for _ in range(count):
        drawn = game(rng, half)
        found = judged(drawn.text, drawn.n)
        verdicts += found[0] == drawn.truth[0]
        if not drawn.truth[0]:
            wrong += 1
            errors += found == drawn.truth
        if found != drawn.truth:
            missed.append(drawn)
    return verdicts / count, errors / max(wrong, 1), missed


if __name__ == "__main__":
    for half in ("design", "heldout"):
        verdict, error, missed = measure(half, int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
        print(f"{half}: verdict {verdict:.1%}, first error {error:.1%}")
