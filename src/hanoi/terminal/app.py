"""The full-screen game in a terminal (Textual): ``hanoi play --terminal``.

Keys: a peg's digit (1–6) or letter (a–f) lifts its top piece and another drops it there;
the arrows choose a peg and Enter, Space or Up/Down lift and drop; Escape puts the piece
back; ``u`` undo, ``h`` hint, ``s`` solve from here (any key stops it), ``r`` back to the
start, ``q`` quit.  A mouse click on a peg lifts, a click on another drops.  The app only
draws :class:`~hanoi.terminal.play.TerminalPlay` and turns keys and clicks into its calls;
hints are worked out in a thread, so the screen never waits for a table.

>>> import asyncio
>>> async def two_moves() -> str:
...     app = HanoiApp(GameSettings(discs=1))
...     async with app.run_test() as pilot:
...         await pilot.press("1", "3")
...         return app.play.message
>>> asyncio.run(two_moves())
'Disc 1 from peg A to peg C. 1 move. Solved in 1 move. That is the minimum!'
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Footer, Static

from hanoi.errors import HanoiError
from hanoi.move import Move
from hanoi.terminal.board import peg_at
from hanoi.terminal.play import PEG_LETTERS, GameSettings, TerminalPlay, check_keys
from hanoi.web.hints import Hints

__all__ = ["BoardView", "GoalView", "HanoiApp"]

class BoardView(Widget):
    """The board: the pegs with their pieces, the lifted one above, keys and letters under them; clicks pick pegs."""

    DEFAULT_CSS = """
    BoardView { height: auto; width: 2fr; }
    """

    def __init__(self, play: TerminalPlay) -> None:
        super().__init__()
        self.play = play

    def render(self) -> Text:
        return self.play.picture(max(self.size.width, 1))

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(self.play.picture(max(width, 1)).plain.split("\n"))

    def on_click(self, event: events.Click) -> None:
        peg = peg_at(event.x, self.play.position.pegs, max(self.size.width, 1))
        if peg is not None:
            app = self.app
            if isinstance(app, HanoiApp):
                app.action_peg(peg)


class GoalView(Widget):
    """The goal, drawn small beside the board."""

    DEFAULT_CSS = """
    GoalView { height: auto; width: 1fr; margin-left: 2; }
    """

    def __init__(self, play: TerminalPlay) -> None:
        super().__init__()
        self.play = play

    def render(self) -> Text:
        title = Text(self.play.texts.t("goal.title") + "\n", style="bold")
        return title + self.play.goal_picture(max(self.size.width, 1))

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return 1 + len(self.play.goal_picture(max(width, 1)).plain.split("\n"))


class HanoiApp(App[None]):
    """The game: the board and the goal, the moves and the minimum, the last message, the keys in the footer.

    ``pace`` is the seconds between the moves of "solve from here"; ``hints`` a shared
    hint service (a new one when None).
    """

    CSS = """
    Screen { layout: vertical; }
    #title { text-style: bold; height: 1; }
    #boards { height: auto; }
    #score { height: 1; margin-top: 1; }
    #status { height: auto; color: $text-muted; }
    #message { height: auto; }
    #message.error { color: $error; }
    #message.hint { color: $warning; }
    """

    TITLE = "python-hanoi"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[Any]] = []

    def __init__(self, settings: GameSettings | None = None, *, hints: Hints | None = None, pace: float = 0.3) -> None:
        super().__init__()
        self.play = TerminalPlay(settings, hints=hints)
        self.pace = pace
        self.solving: list[Move] = []
        self.working = False  # a hint or a solution is being worked out
        self._progress: Timer | None = None  # redraws the table's progress while it builds
        t = self.play.texts.t
        pegs = self.play.position.pegs
        for peg in range(pegs):
            self.bind(f"{peg + 1},{PEG_LETTERS[peg]}", f"peg({peg})", show=False)
        self.bind("left", "cursor(-1)", show=False)
        self.bind("right", "cursor(1)", show=False)
        self.bind("enter,space,up,down", "press", show=False)
        self.bind("escape", "put_back", show=False)
        self.bind("u", "undo", description=t("control.undo"))
        self.bind("h", "hint", description=t("control.hint"))
        self.bind("s", "solve", description=t("control.solve"))
        self.bind("r", "restart", description=t("terminal.restart"))
        self.bind("q", "quit", description=t("terminal.quit"))

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.play.title(), id="title")
            with Horizontal(id="boards"):
                yield BoardView(self.play)
                yield GoalView(self.play)
            yield Static(self.play.score(), id="score")
            yield Static(self.play.status(), id="status")
            yield Static(self.play.message, id="message", markup=False)
            yield Static(f"1–{self.play.position.pegs} / a–{PEG_LETTERS[self.play.position.pegs - 1]}: "
                         f"{self.play.texts.t('keys.pick')} · {self.play.texts.t('terminal.cursor')}",
                         id="keys", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.play.title()
        if self.play.status():  # a table builds: show how far, and the minimum once it is known
            self._progress = self.set_interval(0.5, self._table_progress)

    def _table_progress(self) -> None:
        self.refresh_view()
        if not self.play.status() and self._progress is not None:
            self._progress.stop()
            self._progress = None

    def on_unmount(self) -> None:
        self.play.close()

    def refresh_view(self) -> None:
        """Draw the board, the score, the table's progress and the last message again."""
        self.query_one(BoardView).refresh(layout=True)
        self.query_one("#score", Static).update(self.play.score())
        self.query_one("#status", Static).update(self.play.status())
        message = self.query_one("#message", Static)
        message.update(self.play.message)
        message.set_class(self.play.error, "error")
        message.set_class(not self.play.error and self.play.hint is not None, "hint")

    def _stop_solving(self) -> bool:
        if not self.solving:
            return False
        count = len(self.play.game)
        self.solving = []
        self.play.message = self.play.texts.t("solve.stopped", moves=self.play.texts.moves(count))
        self.refresh_view()
        return True

    # ------------------------------------------------------------------ actions
    def action_peg(self, peg: int) -> None:
        """Lift from or drop on ``peg`` (its key, or a click on it)."""
        if self._stop_solving() or self.working:
            return
        self.play.press_peg(peg)
        self.refresh_view()

    def action_cursor(self, step: int) -> None:
        """Move the cursor one peg left or right."""
        if self._stop_solving():
            return
        self.play.move_cursor(step)
        self.refresh_view()

    def action_press(self) -> None:
        """Lift from or drop on the cursor's peg."""
        self.action_peg(self.play.cursor)

    def action_put_back(self) -> None:
        """Put the lifted piece back."""
        if self._stop_solving():
            return
        self.play.put_back()
        self.refresh_view()

    def action_undo(self) -> None:
        """Take back the last move."""
        if self._stop_solving() or self.working:
            return
        self.play.undo()
        self.refresh_view()

    def action_restart(self) -> None:
        """Back to the start."""
        if self._stop_solving() or self.working:
            return
        self.play.restart()
        self.refresh_view()

    def action_hint(self) -> None:
        """Work out the next optimal move in a thread, then mark it."""
        if self._stop_solving() or self.working:
            return
        self._work("hint.working", solve=False)

    def action_solve(self) -> None:
        """Work out the moves from here in a thread, then play them one by one."""
        if self._stop_solving() or self.working:
            return
        self._work("solve.working", solve=True)

    def _work(self, key: str, *, solve: bool) -> None:
        self.working = True
        self.play.lifted = None
        self.play.message, self.play.error = self.play.texts.t(key), False
        self.refresh_view()
        self.run_worker(lambda: self._find(solve), thread=True, exclusive=True, group="hint")

    def _find(self, solve: bool) -> None:
        try:
            path = self.play.find_path()
        except HanoiError as error:
            self.call_from_thread(self._failed, str(error))
            return
        self.call_from_thread(self._found, path, solve)

    def _failed(self, reason: str) -> None:
        self.working = False
        self.play.message, self.play.error = reason, True
        self.refresh_view()

    def _found(self, path: list[Move], solve: bool) -> None:
        self.working = False
        if not solve or not path:
            self.play.show_hint(path)
        else:
            self.play.hint = None
            self.play.message = self.play.texts.t("solve.start", moves=self.play.texts.moves(len(path)))
            self.solving = list(path)
            self._schedule()
        self.refresh_view()

    def _schedule(self) -> None:
        if self.pace > 0:
            self.set_timer(self.pace, self._next_solution_move)
        else:
            self.call_later(self._next_solution_move)

    def _next_solution_move(self) -> None:
        if not self.solving:
            return
        move = self.solving.pop(0)
        try:
            self.play.play_move(move)
        except HanoiError as error:
            self.solving = []
            self.play.message, self.play.error = str(error), True
        self.refresh_view()
        if self.solving:
            self._schedule()

    async def action_quit(self) -> None:
        """Leave the game."""
        self.solving = []
        self.exit()


def run_keys(settings: GameSettings, keys: list[str], *, width: int = 48) -> str:
    """Play ``keys`` in a game without a screen (Textual's headless mode) and give the screen as text at the end.

    This is ``hanoi play --terminal --keys``: each key is pressed as a player would, a hint
    or a solution is waited for, and the text of :meth:`TerminalPlay.snapshot
    <hanoi.terminal.play.TerminalPlay.snapshot>` is returned.

    >>> print(run_keys(GameSettings(discs=1), ["1", "3"], width=15).splitlines()[-1])
    Disc 1 from peg A to peg C. 1 move. Solved in 1 move. That is the minimum!
    """
    check_keys(keys)
    app = HanoiApp(settings, pace=0.0)
    screens: list[str] = []

    async def script(pilot: Any) -> None:
        for key in keys:
            if key == "q":
                break
            await pilot.press(key)
            await app.workers.wait_for_complete()
            while app.solving or app.working:
                await pilot.pause(0.01)
                await app.workers.wait_for_complete()
        await pilot.pause()
        screens.append(app.play.snapshot(width))
        app.exit()

    app.run(headless=True, size=(max(width, 40) + 40, 50), auto_pilot=script)
    return screens[0] if screens else ""
