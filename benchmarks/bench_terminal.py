"""The terminal game (``hanoi play --terminal``) under Textual's headless Pilot, against the same game without a screen.

Three figures, each with its baseline from the same run:

- **a move by keys**: two key presses (lift, drop) and the redraw, against the same move on
  :class:`hanoi.terminal.play.TerminalPlay` alone (no screen): what Textual adds to a move;
- **a hint**: ``h`` until the hint is in the app (drawn at the next frame), against :meth:`Hints.quick_path
  <hanoi.web.hints.Hints.quick_path>` on the same board (what the server's hint route calls);
- **start**: the app's first frame, against building the game without a screen.

    uv run python benchmarks/bench_terminal.py [--discs 8] [--hint-discs 10 --hint-pegs 6] [--smoke]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from typing import Any

import hanoi
from hanoi.terminal.app import HanoiApp
from hanoi.terminal.play import GameSettings, TerminalPlay
from hanoi.web.hints import Hints


def keys_of(discs: int) -> list[str]:
    return [str(peg + 1) for move in hanoi.solve(discs) for peg in (move.source, move.target)]


def bare_moves(discs: int) -> float:
    """Seconds a move on the game without a screen (the baseline)."""
    play = TerminalPlay(GameSettings(discs=discs))
    moves = list(hanoi.solve(discs))
    began = time.perf_counter()
    for move in moves:
        play.press_peg(move.source)
        play.press_peg(move.target)
    assert play.game.is_solved()
    return (time.perf_counter() - began) / len(moves)


async def screen_moves(discs: int) -> tuple[float, float]:
    """Seconds to the first frame, and a move by keys under the Pilot (each press waits for the redraw)."""
    began = time.perf_counter()
    app = HanoiApp(GameSettings(discs=discs))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        start = time.perf_counter() - began
        keys = keys_of(discs)
        began = time.perf_counter()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        per_move = (time.perf_counter() - began) / (len(keys) // 2)
        assert app.play.game.is_solved()
    return start, per_move


async def screen_hint(settings: GameSettings) -> tuple[float, Any]:
    app = HanoiApp(settings, hints=Hints())
    async with app.run_test(size=(140, 40)) as pilot:
        await pilot.pause()
        began = time.perf_counter()
        app.action_hint()  # what the h key calls; the hint is on the screen at the next frame
        while app.working:
            await asyncio.sleep(0.001)
        return time.perf_counter() - began, app.play.hint


def bare_hint(settings: GameSettings) -> tuple[float, Any]:
    play = TerminalPlay(settings, hints=Hints())
    began = time.perf_counter()
    path = play.hints.quick_path(play.game.state, play.game.goal)
    assert path is not None
    return time.perf_counter() - began, path[0]


def bare_start(discs: int) -> float:
    began = time.perf_counter()
    TerminalPlay(GameSettings(discs=discs))
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--discs", type=int, default=8, help="discs of the game solved by keys (2**n - 1 moves)")
    parser.add_argument("--hint-discs", type=int, default=10)
    parser.add_argument("--hint-pegs", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--smoke", action="store_true", help="seconds, for the suite; figures mean nothing")
    args = parser.parse_args()
    if args.smoke:
        args.discs, args.hint_discs, args.hint_pegs, args.runs = 3, 4, 4, 1
    starts, moves, bare = [], [], []
    for _ in range(args.runs):
        start, per_move = asyncio.run(screen_moves(args.discs))
        starts.append(start)
        moves.append(per_move)
        bare.append(bare_moves(args.discs))
    bare_starts = [bare_start(args.discs) for _ in range(args.runs)]
    settings = GameSettings(discs=args.hint_discs, pegs=args.hint_pegs, start="random", seed=33)
    hint_screen, shown = asyncio.run(screen_hint(settings))
    hint_bare, move = bare_hint(settings)
    assert shown is not None and move is not None
    state = TerminalPlay(settings).game.state
    goal = TerminalPlay(settings).game.goal
    assert state.is_legal(shown) and state.is_legal(move)

    def ms(value: float) -> str:
        return f"{value * 1000:,.2f} ms"

    print(f"Median of {args.runs} runs, Textual's headless Pilot, {os.cpu_count()} cores; "
          f"hint board: seed 33, {args.hint_discs} discs on {args.hint_pegs} pegs ({state} to {goal}), one run.\n")
    print("| what | terminal app | without a screen (baseline) | ratio |")
    print("|---|--:|--:|--:|")
    rows = [(f"one move by keys ({2**args.discs - 1} moves of {args.discs} discs)", statistics.median(moves),
             statistics.median(bare)),
            ("start to the first frame", statistics.median(starts), statistics.median(bare_starts)),
            ("first hint on a new board (h to the hint in the app / Hints.quick_path)", hint_screen, hint_bare)]
    for label, app_s, base_s in rows:
        print(f"| {label} | {ms(app_s)} | {ms(base_s)} | {app_s / max(base_s, 1e-9):,.1f}× |")


if __name__ == "__main__":
    main()
