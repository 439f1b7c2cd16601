"""Issue 33, part 5: the game in a terminal (``hanoi play --terminal``), played through Textual's headless Pilot.

Every game is checked against the library, not against the app's own code: solutions
against :func:`hanoi.solve`, hints against :func:`hanoi.distance` (an optimal move brings
the goal exactly one move nearer), Tower of London minima against the published sets.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("textual")

import hanoi
from hanoi import State
from hanoi.balls import BallState
from hanoi.errors import HanoiError, TooLargeError
from hanoi.terminal.app import BoardView, GoalView, HanoiApp, run_keys
from hanoi.terminal.board import column_width
from hanoi.terminal.play import GameSettings, TerminalPlay
from hanoi.terminal.texts import LANGUAGES, TERMINAL, Texts
from hanoi.web.hints import Hints

ROOT = Path(__file__).resolve().parent.parent
SIZE = (110, 40)


def played(app: HanoiApp, script: Callable[[Any], Awaitable[None]]) -> HanoiApp:
    """Run ``app`` headless under Textual's Pilot, ``script`` driving it."""

    async def main() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await script(pilot)

    asyncio.run(main())
    return app


async def settle(app: HanoiApp, pilot: Any) -> None:
    """Wait for a hint or a solution being worked out, and for a solution being played."""
    await pilot.pause()
    await app.workers.wait_for_complete()
    for _ in range(2000):
        if not (app.working or app.solving):
            break
        await pilot.pause(0.01)
        await app.workers.wait_for_complete()
    await pilot.pause()


def peg_keys(moves: list[hanoi.Move], *, letters: bool = False) -> list[str]:
    return [("abcdef"[peg] if letters else str(peg + 1)) for move in moves for peg in (move.source, move.target)]


# ---------------------------------------------------------------------------------------------- solving
@pytest.mark.parametrize("letters", [False, True])
def test_a_three_disc_game_is_solved_by_keys(letters: bool) -> None:
    moves = list(hanoi.solve(3))  # the library's solution: 1AC 2AB 1CB 3AC 1BA 2BC 1AC
    seen: list[str] = []

    async def script(pilot: Any) -> None:
        for key in peg_keys(moves, letters=letters):
            await pilot.press(key)
        seen.append(str(app.query_one("#message").render()))
        seen.append(str(app.query_one("#score").render()))

    app = HanoiApp(GameSettings(discs=3))
    played(app, script)
    assert app.play.game.is_solved() and app.play.game.moves == tuple(moves)
    assert seen == ["Disc 1 from peg A to peg C. 7 moves. Solved in 7 moves. That is the minimum!",
                    "Moves 7 · Minimum 7"]


def test_a_three_disc_game_is_solved_with_the_arrows_and_enter() -> None:
    moves = list(hanoi.solve(3))

    async def script(pilot: Any) -> None:
        for peg in (p for move in moves for p in (move.source, move.target)):
            step = (peg - app.play.cursor) % 3
            await pilot.press(*(["right"] * step), "enter")

    app = HanoiApp(GameSettings(discs=3))
    played(app, script)
    assert app.play.game.moves == tuple(moves) and app.play.game.is_solved()


def test_a_three_disc_game_is_solved_by_mouse_clicks() -> None:
    moves = list(hanoi.solve(3))
    hits: list[bool] = []

    async def script(pilot: Any) -> None:
        board = app.query_one(BoardView)
        column = column_width(3, board.size.width)
        for peg in (p for move in moves for p in (move.source, move.target)):
            hits.append(await pilot.click(BoardView, offset=(peg * column + column // 2, 2)))
            await pilot.pause()

    app = HanoiApp(GameSettings(discs=3))
    played(app, script)
    assert all(hits) and len(hits) == 14
    assert app.play.game.moves == tuple(moves) and app.play.game.is_solved()
    assert app.play.message.endswith("Solved in 7 moves. That is the minimum!")


def test_a_click_lifts_a_disc_above_its_peg_and_beside_the_pegs_does_nothing() -> None:
    pictures: list[str] = []

    async def script(pilot: Any) -> None:
        board = app.query_one(BoardView)
        await pilot.click(GoalView, offset=(1, 2))  # the goal's picture is no place to pick from
        pictures.append(board.render().plain)
        await pilot.click(BoardView, offset=(1, 1))
        pictures.append(board.render().plain)
        await pilot.press("escape")
        pictures.append(board.render().plain)

    app = HanoiApp(GameSettings(discs=2))
    played(app, script)
    *before, lifted, back = pictures
    assert re.fullmatch(r"\[=*1=*\]", lifted.splitlines()[0].strip()) and back.splitlines()[0].strip() == ""
    assert all(picture.splitlines()[0].strip() == "" for picture in before) and len(before) == 1
    assert app.play.message == "Disc 1 put back on peg A." and len(app.play.game) == 0


# ---------------------------------------------------------------------------------------------- refusals, undo
def test_an_illegal_move_is_refused_with_the_reason_and_changes_nothing() -> None:
    classes: list[bool] = []

    async def script(pilot: Any) -> None:
        await pilot.press("1", "3", "1", "3")  # disc 1 to C, then disc 2 onto it
        classes.append(app.query_one("#message").has_class("error"))
        await pilot.press("2")  # an empty peg
        classes.append(app.query_one("#message").has_class("error"))

    app = HanoiApp(GameSettings(discs=3))
    played(app, script)
    assert app.play.game.state == State.parse("AAC") and len(app.play.game) == 1
    assert classes == [True, True]
    assert app.play.message == "Peg B is empty: there is no disc to lift."
    refused = TerminalPlay(GameSettings(discs=3, language="fr"))
    refused.press_peg(0), refused.press_peg(2), refused.press_peg(0)
    assert refused.press_peg(2) == "Le disque 2 ne peut pas aller sur le disque 1, plus petit, du piquet C."


def test_undo_takes_back_moves_one_by_one() -> None:
    states: list[State] = []

    async def script(pilot: Any) -> None:
        await pilot.press("1", "3", "1", "2")
        states.append(app.play.game.state)
        await pilot.press("u")
        states.append(app.play.game.state)
        await pilot.press("u")
        states.append(app.play.game.state)
        await pilot.press("u")

    app = HanoiApp(GameSettings(discs=3))
    played(app, script)
    assert [str(s) for s in states] == ["ABC", "AAC", "AAA"]
    assert app.play.message == "There is no move to undo." and len(app.play.game) == 0


def test_restart_goes_back_to_the_start_of_the_same_random_game() -> None:
    async def script(pilot: Any) -> None:
        await pilot.press("h")
        await settle(app, pilot)
        hint = app.play.hint
        assert hint is not None
        await pilot.press(str(hint.source + 1), str(hint.target + 1), "r")

    app = HanoiApp(GameSettings(discs=5, start="random", seed=7))
    played(app, script)
    assert app.play.game.state == app.play.game.start and len(app.play.game) == 0
    assert app.play.message.startswith("Back to the start.")


# ---------------------------------------------------------------------------------------------- hints
def test_a_hint_is_an_optimal_move_of_the_library_on_random_boards() -> None:
    """On random boards, after random legal moves: the hint is legal and brings the goal one move nearer."""
    rng = random.Random(33)
    hints = Hints()  # one service for every game, as one server has
    checked = 0
    for _ in range(12):
        pegs = rng.choice((3, 3, 4, 5))
        settings = GameSettings(discs=rng.randint(2, 6 if pegs == 3 else 4), pegs=pegs, start="random",
                                seed=rng.randrange(2**32))
        found: list[tuple[State, State, hanoi.Move | None, str]] = []

        async def script(pilot: Any, app: HanoiApp | None = None,
                         found: list[tuple[State, State, hanoi.Move | None, str]] = found) -> None:
            assert app is not None
            for _ in range(rng.randint(0, 6)):  # wander off by random legal moves, pressed as keys
                move = rng.choice(list(app.play.game.state.legal_moves()))
                await pilot.press(str(move.source + 1), str(move.target + 1))
            state = app.play.game.state
            await pilot.press("h")
            await settle(app, pilot)
            found.append((state, app.play.game.goal, app.play.hint, app.play.message))

        app = HanoiApp(settings, hints=hints)
        played(app, lambda pilot, app=app: script(pilot, app))
        state, goal, hint, message = found[0]
        left = hanoi.distance(state, goal)
        if left == 0:
            assert hint is None and message == "You are at the goal already."
            continue
        assert hint is not None and state.is_legal(hint)
        assert hanoi.distance(state.apply(hint), goal) == left - 1, (state, goal, hint)
        assert message == (f"Hint: move disc {hint.disc} from peg {'ABCDEF'[hint.source]} to peg "
                           f"{'ABCDEF'[hint.target]} ({left} move{'s' if left != 1 else ''} to go).")
        if pegs == 3 and goal.is_perfect():  # to a perfect tower the optimal path is unique: the library's
            assert hint == next(iter(hanoi.path(state, goal)))
        checked += 1
    assert checked >= 8


def test_solve_from_here_plays_the_rest_of_an_optimal_path() -> None:
    async def script(pilot: Any) -> None:
        await pilot.press("1", "3")  # off the optimal path of an even tower (its first move is 1AB)
        await pilot.press("s")
        await settle(app, pilot)

    app = HanoiApp(GameSettings(discs=4, pegs=3), pace=0.0)
    played(app, script)
    total = 1 + hanoi.distance(State.parse("AAAC"), State.parse("CCCC"))
    assert total > 15 and app.play.game.is_solved() and len(app.play.game) == total
    assert app.play.game.moves[1:] == tuple(hanoi.path(State.parse("AAAC"), State.parse("CCCC")))
    assert app.play.message.endswith(f"Solved in {total} moves. The minimum is 15.")


def test_a_key_stops_solve_from_here() -> None:
    async def script(pilot: Any) -> None:
        await pilot.press("s")
        await app.workers.wait_for_complete()
        for _ in range(500):
            if len(app.play.game) >= 2:
                break
            await pilot.pause(0.01)
        await pilot.press("u")  # stops the solution; the undo is not played
        count = len(app.play.game)
        await pilot.pause(0.6)  # past two moves' pace: a solution still playing would have moved
        assert len(app.play.game) == count

    # a pace the whole solution cannot outrun on a loaded machine (63 moves: 16 s), yet a move each 0.25 s
    app = HanoiApp(GameSettings(discs=6), pace=0.25)
    played(app, script)
    assert 2 <= len(app.play.game) < 63 and app.play.message.startswith("Stopped after")


def test_four_pegs_the_minimum_and_hints_come_from_the_table() -> None:
    async def script(pilot: Any) -> None:
        await pilot.press("s")
        await settle(app, pilot)

    app = HanoiApp(GameSettings(discs=5, pegs=4), pace=0.0)
    played(app, script)
    assert app.play.game.is_solved() and len(app.play.game) == hanoi.min_moves(5, pegs=4) == 13  # OEIS A007664
    assert app.play.score() == "Moves 13 · Minimum 13"


# ---------------------------------------------------------------------------------------------- the Tower of London
def test_the_tower_of_london_is_played_to_its_published_minimum_by_hints() -> None:
    """Shallice's problem 9 takes 5 moves (Shallice 1982); following the hints takes exactly that many."""
    refusals: list[str] = []

    async def script(pilot: Any) -> None:
        await pilot.press("2", "3", "1", "3")  # ball 3 to C (capacity 1), then another ball onto it
        refusals.append(app.play.message)
        await pilot.press("u")
        for _ in range(10):
            if app.play.game.is_solved():
                break
            await pilot.press("h")
            await settle(app, pilot)
            hint = app.play.hint
            assert hint is not None
            await pilot.press(str(hint.source + 1), str(hint.target + 1))

    app = HanoiApp(GameSettings(start="london", london_set="shallice", problem=9))
    played(app, script)
    assert isinstance(app.play.game.state, BallState) and app.play.game.is_solved()
    assert len(app.play.game) == 5 and app.play.title() == "Tower of London"
    assert refusals == ["Peg C is full (capacity 1)."]
    assert app.play.message.endswith("Solved in 5 moves. That is the minimum!")


# ---------------------------------------------------------------------------------------------- languages
def test_every_word_the_terminal_says_is_translated_in_the_five_languages() -> None:
    sources = "".join((ROOT / "src" / "hanoi" / "terminal" / name).read_text(encoding="utf-8")
                      for name in ("play.py", "app.py"))
    keys = set(re.findall(r"""\bt\(\s*["']([\w.@-]+)["']""", sources)) | {"moves.count", "goal.title", "title"}
    assert len(keys) > 25
    for code in LANGUAGES:
        table = json.loads((ROOT / "src/hanoi/web/static/i18n" / f"{code}.json").read_text(encoding="utf-8"))
        missing = sorted(key for key in keys if key not in table and key not in TERMINAL[code])
        assert missing == [], (code, missing)
    assert set(TERMINAL) == set(LANGUAGES) and all(set(words) == set(TERMINAL["en"]) for words in TERMINAL.values())


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Disc 1 from peg A to peg C. 1 move."), ("fr", "Disque 1 du piquet A au piquet C. 1 coup."),
    ("de", "Scheibe 1 von Stab A auf Stab C. 1 Zug."), ("ja", "円盤 1 を棒 A から棒 C へ。1 手。"),
    ("ru", "Диск 1 со стержня A на стержень C. 1 ход."),
])
def test_the_game_speaks_each_language(code: str, said: str) -> None:
    play = TerminalPlay(GameSettings(discs=3, language=code))
    play.press_peg(0)
    assert play.press_peg(2) == said
    english = Texts("en")
    assert play.texts.t("score.moves") != english.t("score.moves") or code == "en"


def test_numbers_are_written_as_each_language_writes_them() -> None:
    assert [Texts(code).number(60466176) for code in ("en", "fr", "de", "ja", "ru")] == [
        "60,466,176", "60\u202f466\u202f176", "60.466.176", "60,466,176", "60\u00a0466\u00a0176"]
    assert [Texts("ru").moves(count) for count in (1, 22, 12)] == ["1 ход", "22 хода", "12 ходов"]


# ---------------------------------------------------------------------------------------------- hostile sizes
@pytest.mark.parametrize("field", ["discs", "pegs", "seed", "problem"])
def test_hostile_sizes_are_refused_before_any_work(field: str, monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[object] = []
    monkeypatch.setattr(Hints, "claim", lambda self, goal: built.append(goal))  # the first work a game does
    settings: dict[str, Any] = {"start": "london"} if field == "problem" else {}
    for value in (10**100, 2**63, -1, 0):
        if field == "seed" and value == 0:
            continue
        with pytest.raises(HanoiError) as refused:
            TerminalPlay(GameSettings(**{**settings, field: value}))
        assert f"--{field}" in str(refused.value) and len(str(refused.value)) < 300
        if value > 0:
            assert isinstance(refused.value, TooLargeError) or field == "seed"
    assert built == []


def hanoi_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hanoi", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def test_the_command_refuses_hostile_values_with_exit_2() -> None:
    for args in (["--discs", "10**100"], ["--discs", "1" + "0" * 100], ["--pegs", "10**100"], ["--pegs", "7"],
                 ["--seed", "10**100"], ["--start", "london", "--problem", "10**100"],
                 ["--start", "london", "--problem", "13"], ["--start", "london", "--london-set", "x" * 500],
                 ["--lang", "xx"], ["--keys", "1 " * 10_001], ["--keys", "1 z"]):
        done = hanoi_cli("play", "--terminal", *args)
        assert done.returncode == 2 and done.stdout == "", (args, done.stderr)
        assert done.stderr.startswith("error: ") and len(done.stderr) < 400 and "Traceback" not in done.stderr, args
    assert "--discs" in hanoi_cli("play", "--discs", "3").stderr  # a terminal setting without --terminal


def test_without_a_terminal_the_game_says_so_and_exits_2() -> None:
    done = hanoi_cli("play", "--terminal")
    assert done.returncode == 2 and "needs a terminal" in done.stderr and "--keys" in done.stderr


def test_without_textual_the_command_says_how_to_install_it_and_exits_2() -> None:
    code = ("import sys; sys.modules['textual'] = None; sys.argv = ['hanoi', 'play', '--terminal']\n"
            "from hanoi._commands import main\nmain()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "pip install 'python-hanoi[terminal]'" in done.stderr and "textual" in done.stderr.lower()


def test_solve_imports_neither_textual_nor_the_terminal_game() -> None:
    code = ("import sys; sys.argv = ['hanoi', 'solve', '3']\nfrom hanoi._commands import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith(('textual', 'hanoi.terminal'))), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.split() == [str(m) for m in hanoi.solve(3)]
    assert done.stderr.strip().splitlines()[-1] == "[]"


# ---------------------------------------------------------------------------------------------- scripted runs
def test_keys_play_without_a_screen_and_print_it() -> None:
    done = hanoi_cli("play", "--terminal", "--discs", "2", "--lang", "de", "--keys", "1 2 1 3 2 3")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Türme von Hanoi" or lines[0] == Texts("de").t("title")
    assert lines[-2] == "Züge 3 · Minimum 3" or lines[-2].endswith("3")
    assert lines[-1].startswith("Scheibe 1 von Stab B auf Stab C. 3 Züge.")
    assert run_keys(GameSettings(discs=2), ["1", "2", "1", "3", "2", "3"]).splitlines()[-1].endswith(
        "That is the minimum!")


def test_the_real_command_plays_full_screen_in_a_pseudo_terminal() -> None:
    """``hanoi play --terminal`` in a real (pseudo-)terminal: keys solve a game, ``q`` quits with exit 0."""
    import os
    import pty
    import select
    import time

    pid, fd = pty.fork()
    if pid == 0:  # the child: the command, as a player's shell starts it
        os.environ.update({"TERM": "xterm-256color", "LANG": "C.UTF-8"})
        os.execv(sys.executable, [sys.executable, "-m", "hanoi", "play", "--terminal", "--discs", "2"])
    seen = b""

    def read_until(marker: bytes, seconds: float) -> bool:
        nonlocal seen
        deadline = time.monotonic() + seconds
        while marker not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    break
        return marker in seen

    try:
        assert read_until(b"Quit", 120), seen[-500:]  # the footer is drawn: the app is up
        for key in (b"1", b"2", b"1", b"3", b"2", b"3"):
            os.write(fd, key)
        assert read_until(b"That is the minimum!", 120), seen[-500:]
        os.write(fd, b"q")
        read_until(b"\x00never", 5)
        _, status = os.waitpid(pid, 0)
    finally:
        os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0


def test_while_the_table_is_not_built_the_minimum_is_not_known_and_the_hint_comes_from_the_search() -> None:
    play = TerminalPlay(GameSettings(discs=5, pegs=4, start="random", seed=3), hints=Hints(max_queued=0))
    assert play.score() == "Moves 0 · Minimum not known yet"
    assert re.fullmatch(r"Preparing instant hints: \d+ % of 1,024 states", play.status()), play.status()
    path = play.find_path()  # the exact search of hanoi.paths, racing a table that never comes
    assert len(path) == hanoi.distance(play.game.state, play.game.goal)
    assert play.show_hint(path).startswith(f"Hint: move disc {path[0].disc} ")
