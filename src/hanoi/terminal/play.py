"""One game in the terminal, without the screen: what each key and click does, and what the game says.

:class:`TerminalPlay` holds the browser game's own free game
(:class:`~hanoi.web.play.PlayGame`: the same starts, classic, random or a published Tower
of London problem, the same move limit and minimum) and its hint service
(:class:`~hanoi.web.hints.Hints`: closed forms on three pegs, distance tables built in the
background on more, a search for the Tower of London), and answers each input with the
page's words in the chosen language.  The Textual app (:mod:`hanoi.terminal.app`) only
draws it and turns keys and clicks into these calls, so everything here is tested without
a screen.

>>> play = TerminalPlay(GameSettings(discs=2))
>>> play.press_peg(0), play.press_peg(2)
('Disc 1 lifted from peg A.', 'Disc 1 from peg A to peg C. 1 move.')
>>> play.press_peg(0), play.press_peg(2)
('Disc 2 lifted from peg A.', 'Disc 2 cannot go onto the smaller disc 1 on peg C.')
>>> play.show_hint(play.find_path())
'Hint: move disc 1 from peg C to peg B (3 moves to go).'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from rich.text import Text

from hanoi._validate import shown, shown_int
from hanoi.balls import BallState
from hanoi.errors import HanoiError, IllegalMoveError, InvalidArgumentError, TooLargeError
from hanoi.game import Game
from hanoi.limits import GAME_MAX_DISCS, GAME_MAX_PEGS, HINT_WAIT_S, TERMINAL_MAX_KEYS
from hanoi.move import Move
from hanoi.state import State
from hanoi.terminal.board import draw
from hanoi.terminal.texts import LANGUAGES, Texts
from hanoi.web.clock import now_ms
from hanoi.web.hints import Hints
from hanoi.web.play import PlayGame

__all__ = ["KEY_NAMES", "PEG_LETTERS", "STARTS", "GameSettings", "TerminalPlay", "check_keys"]

Start = Literal["classic", "random", "london"]

STARTS: tuple[Start, ...] = ("classic", "random", "london")
"""The starts of a free game, as the page offers them: a classic tower, random start and goal, a London problem."""


PEG_LETTERS = "abcdef"
"""The letter keys of the pegs (the digits 1–6 work too)."""

KEY_NAMES = frozenset({*"123456", *PEG_LETTERS, *"uhsrq", "left", "right", "up", "down", "enter", "space", "escape"})
"""The keys of the game, by Textual's names: what a scripted run (``--keys``) may press."""


def check_keys(keys: list[str]) -> None:
    """Refuse a script of keys that are not the game's, or more than :data:`~hanoi.limits.TERMINAL_MAX_KEYS`.

    >>> check_keys(["1", "3", "u", "left", "enter"])
    >>> check_keys(["1", "x"])
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: --keys: 'x' is not a key of the game (1, 2, 3, 4, 5, 6, a, b, ...)
    """
    if len(keys) > TERMINAL_MAX_KEYS:
        raise TooLargeError(f"--keys gives {len(keys):,} keys; at most {TERMINAL_MAX_KEYS:,} "
                            "(hanoi.limits.TERMINAL_MAX_KEYS)", size=len(keys), limit=TERMINAL_MAX_KEYS)
    unknown = [key for key in keys if key not in KEY_NAMES]
    if unknown:
        raise InvalidArgumentError(f"--keys: {str(unknown[0])[:20]!r} is not a key of the game "
                                   f"({', '.join(sorted(KEY_NAMES, key=lambda name: (len(name), name)))})")


def _bounded(value: object, flag: str, low: int, high: int, limit: str) -> int:
    """``value`` as an int in ``low .. high``, else a refusal naming the flag (and the limit that caps it)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgumentError(f"{flag} must be an integer, got {shown(value)}")
    if value > high:
        raise TooLargeError(f"{flag} {shown_int(value)} is more than {high}, the most a game has ({limit})",
                            size=value, limit=high)
    if value < low:
        raise InvalidArgumentError(f"{flag} must be at least {low}, got {shown_int(value)}")
    return value


@dataclass(frozen=True)
class GameSettings:
    """How a terminal game starts: the page's settings (discs, pegs, start, seed, London set, problem), a language.

    Every value is checked here, before anything is built: a game has at most
    :data:`~hanoi.limits.GAME_MAX_DISCS` discs on :data:`~hanoi.limits.GAME_MAX_PEGS` pegs.

    >>> GameSettings(discs=4, pegs=4).pegs
    4
    >>> GameSettings(discs=10**100)
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: --discs ~1.0e100 is more than 10, the most a game has (hanoi.limits.GAME_MAX_DISCS)
    """

    discs: int = 3
    pegs: int = 3
    start: Start = "classic"
    seed: int | None = None
    london_set: str = "shallice"
    problem: int = 1
    language: str = "en"

    def __post_init__(self) -> None:
        _bounded(self.discs, "--discs", 1, GAME_MAX_DISCS, "hanoi.limits.GAME_MAX_DISCS")
        _bounded(self.pegs, "--pegs", 3, GAME_MAX_PEGS, "hanoi.limits.GAME_MAX_PEGS")
        if self.start not in STARTS:
            raise InvalidArgumentError(f"--start must be one of {', '.join(STARTS)}, got {shown(self.start)}")
        if self.seed is not None:
            _bounded(self.seed, "--seed", 0, 2**32 - 1, "the page's seeds")
        if self.language not in LANGUAGES:
            raise InvalidArgumentError(f"--lang must be one of {', '.join(LANGUAGES)}, got {shown(self.language)}")
        if self.start == "london":
            from hanoi.variants.london import problem_sets

            sets = problem_sets()
            if self.london_set not in sets:
                raise InvalidArgumentError(
                    f"--london-set must be one of {', '.join(sets)}, got {shown(self.london_set)}")
            count = len(sets[self.london_set].problems)
            _bounded(self.problem, "--problem", 1, count, f"the set {self.london_set!r} has {count} problems")


def _letter(peg: int) -> str:
    return chr(ord("A") + peg)


class TerminalPlay:
    """A free game with a lifted piece, a cursor, a hint on show and the last message, in one language.

    ``hints`` is a :class:`~hanoi.web.hints.Hints` service (a new one when None); the
    game's goal table starts building at once on four pegs or more, as the server does.

    >>> play = TerminalPlay(GameSettings(start="london", problem=9))
    >>> play.title(), play.score()
    ('Tower of London', 'Moves 0 · Minimum 5')
    >>> play.press_peg(2)
    'Peg C is empty: there is no ball to lift.'
    """

    def __init__(self, settings: GameSettings | None = None, *, hints: Hints | None = None) -> None:
        self.settings = settings if settings is not None else GameSettings()
        london = self.settings.start == "london"
        self.texts = Texts(self.settings.language, variant="london" if london else None)
        self.hints = hints if hints is not None else Hints()
        self.entry = self._new_entry()
        self.lifted: int | None = None
        self.cursor = 0
        self.hint: Move | None = None
        self.error = False
        self.message = self.intro()

    def _new_entry(self) -> PlayGame:
        s = self.settings
        if s.start == "london":
            return PlayGame.london(s.london_set, s.problem)
        entry = (PlayGame.classic(s.discs, pegs=s.pegs) if s.start == "classic"
                 else PlayGame.random(s.discs, pegs=s.pegs, seed=s.seed))
        self.hints.claim(entry.game.goal)  # four pegs or more: the goal's table builds in the background
        return entry

    def close(self) -> None:
        """The game is over: its hint table stops building if no other game wants it."""
        if isinstance(self.entry.game.goal, State):
            self.hints.release(self.entry.game.goal)

    # ------------------------------------------------------------------ what is shown
    @property
    def game(self) -> Game[Any]:
        """The library's game being played."""
        return self.entry.game

    @property
    def position(self) -> State | BallState:
        """The position now."""
        state: State | BallState = self.entry.game.state
        return state

    def title(self) -> str:
        """The game's title in its language (Tower of Hanoi, or Tower of London)."""
        return self.texts.t("title")

    def intro(self) -> str:
        """What to do, as the page says it at the start of a game."""
        if self.settings.start == "london":
            return self.texts.t("play.london")
        if self.settings.start == "random":
            return self.texts.t("play.random")
        return self.texts.t("play.classic", peg=_letter(self.position.pegs - 1))

    def minimum(self) -> int | None:
        """The fewest moves from the start to the goal, once known (at once on three pegs)."""
        return self.entry.minimum(self.hints)[0]

    def score(self) -> str:
        """``Moves 3 · Minimum 7`` in the game's language; the minimum 'not known yet' while its table builds."""
        least = self.minimum()
        shown_minimum = self.texts.t("random.unknown") if least is None else self.texts.number(least)
        return (f"{self.texts.t('score.moves')} {self.texts.number(len(self.game))} · "
                f"{self.texts.t('score.minimum')} {shown_minimum}")

    def status(self) -> str:
        """How far the hint table is ('' when hints come at once)."""
        goal = self.game.goal
        if not isinstance(goal, State) or goal.pegs == 3:
            return ""
        found = self.hints.status(goal)
        if found.ready:
            return ""
        if found.waiting:
            return self.texts.t("hints.waiting", count=found.waiting)
        return self.texts.t("hints.preparing", percent=int(found.progress * 100), states=found.states)

    def picture(self, width: int = 60) -> Text:
        """The board as a :class:`rich.text.Text` ``width`` characters wide, lifted piece, cursor and hint marked."""
        hint = None if self.hint is None else (self.hint.source, self.hint.target)
        return draw(self.position, width=width, lifted=self.lifted, cursor=self.cursor, hint=hint)

    def goal_picture(self, width: int = 30) -> Text:
        """The goal as a :class:`rich.text.Text`, without keys."""
        return draw(self.game.goal, width=width, keys=False)

    def snapshot(self, width: int = 60) -> str:
        """The screen as plain text: title, board, goal, score and the last message.

        >>> play = TerminalPlay(GameSettings(discs=1))
        >>> _ = play.press_peg(0); _ = play.press_peg(2)
        >>> print(play.snapshot(width=15))
        Tower of Hanoi
        <BLANKLINE>
          │    │    │
          │    │   [1]
        ───────────────
        1 A  2 B  3 C
        Goal
        <BLANKLINE>
          │    │    │
          │    │   [1]
        ───────────────
          A    B    C
        Moves 1 · Minimum 1
        Disc 1 from peg A to peg C. 1 move. Solved in 1 move. That is the minimum!
        """
        lines = [self.title(), self.picture(width).plain, self.texts.t("goal.title"),
                 self.goal_picture(width).plain, self.score()]
        status = self.status()
        if status:
            lines.append(status)
        lines.append(self.message)
        return "\n".join(line.rstrip() for text in lines for line in text.split("\n"))

    def _say(self, message: str, *, error: bool = False) -> str:
        self.message, self.error = message, error
        return message

    # ------------------------------------------------------------------ input
    def press_peg(self, peg: int) -> str:
        """A peg's key or a click on it: lift its top piece, or drop the lifted one there (back, if it is its own)."""
        pegs = self.position.pegs
        if not 0 <= peg < pegs:
            return self._say(f"{peg + 1}?", error=True)
        self.cursor = peg
        stacks = self.position.stacks()
        if self.lifted is None:
            if not stacks[peg]:
                return self._say(self.texts.t("move.empty", peg=_letter(peg)), error=True)
            self.lifted = peg
            return self._say(self.texts.t("move.lifted", disc=stacks[peg][-1], peg=_letter(peg)))
        source, self.lifted = self.lifted, None
        piece = stacks[source][-1]
        if source == peg:
            return self._say(self.texts.t("move.put_back", disc=piece, peg=_letter(peg)))
        try:
            move = self.entry.move(source, peg, now_ms())
        except IllegalMoveError as error:
            return self._say(self._refusal(error, piece, stacks[peg][-1] if stacks[peg] else None, peg), error=True)
        except HanoiError as error:  # the game's move limit
            return self._say(str(error), error=True)
        self.hint = None
        return self._say(self._done(move))

    def put_back(self) -> str:
        """Escape: the lifted piece goes back on its peg."""
        if self.lifted is None:
            return self.message
        peg, self.lifted = self.lifted, None
        return self._say(self.texts.t("move.put_back", disc=self.position.stacks()[peg][-1], peg=_letter(peg)))

    def move_cursor(self, step: int) -> str:
        """The arrow keys: the cursor one peg left or right (round the end), and what that peg holds."""
        pegs = self.position.pegs
        self.cursor = (self.cursor + step) % pegs
        stack = self.position.stacks()[self.cursor]
        if stack:
            return self._say(self.texts.t("cursor.top", peg=_letter(self.cursor), disc=stack[-1]))
        return self._say(self.texts.t("cursor.empty", peg=_letter(self.cursor)))

    def undo(self) -> str:
        """Take back the last move (a lifted piece is put back first)."""
        self.lifted = None
        if not len(self.game):
            return self._say(self.texts.t("terminal.no_undo"), error=True)
        move = self.entry.undo()
        self.hint = None
        return self._say(self.texts.t("play.took_back", text=str(move), disc=move.disc, target=_letter(move.target),
                                      source=_letter(move.source)))

    def restart(self) -> str:
        """Back to the start of the same game."""
        self.entry.reset()
        self.lifted, self.hint = None, None
        return self._say(f"{self.texts.t('terminal.restarted')} {self.intro()}")

    def play_move(self, move: Move) -> str:
        """Play one move of a solution (solve from here), as a drop would."""
        self.lifted = None
        played = self.entry.move(move.source, move.target, now_ms())
        return self._say(self._done(played))

    # ------------------------------------------------------------------ hints
    def find_path(self, *, timeout: float = HINT_WAIT_S) -> list[Move]:
        """Optimal moves from here to the goal, as the server's hint and solution routes find them.

        The Tower of London is searched at once; otherwise :meth:`Hints.quick_path
        <hanoi.web.hints.Hints.quick_path>` answers (closed form, a ready table, a path found
        before, Frame–Stewart, or the search racing the table), and else the table is waited
        for (at most ``timeout`` seconds).  This may take seconds on six pegs: the app calls
        it in a thread.

        >>> [str(m) for m in TerminalPlay(GameSettings(discs=2, pegs=4)).find_path()]
        ['1AB', '2AD', '1BD']
        """
        state, goal = self.game.state, self.game.goal
        if isinstance(state, BallState):
            from hanoi.variants.graph import search_path

            return list(search_path(state, goal))
        quick = self.hints.quick_path(state, goal)
        if quick is not None:
            return quick
        if self.hints.table(goal, timeout=timeout) is None:
            raise HanoiError(f"the hint table of {goal.n} discs on {goal.pegs} pegs is still being built; ask again")
        return self.hints.path(state, goal)

    def show_hint(self, path: list[Move]) -> str:
        """Mark the first move of ``path`` (from :meth:`find_path`) and say it."""
        self.lifted = None
        if not path:
            self.hint = None
            return self._say(self.texts.t("hint.at_goal"))
        self.hint = path[0]
        return self._say(self.texts.t("hint.move", disc=self.hint.disc, source=_letter(self.hint.source),
                                      target=_letter(self.hint.target), moves=self.texts.moves(len(path))))

    # ------------------------------------------------------------------ words
    def _done(self, move: Move) -> str:
        moves = len(self.game)
        said = self.texts.t("move.done", disc=move.disc, source=_letter(move.source), target=_letter(move.target),
                            moves=self.texts.moves(moves))
        if self.game.is_solved():
            least = self.minimum()
            best = (f" {self.texts.t('solved.minimum')}" if least == moves
                    else "" if least is None else f" {self.texts.t('solved.more', minimum=least)}")
            said += f" {self.texts.t('solved.done', moves=self.texts.moves(moves))}{best}"
        return said

    def _refusal(self, error: IllegalMoveError, piece: int, under: int | None, target: int) -> str:
        """Why a drop was refused, in the game's language (the page's reading of the library's reason)."""
        reason = error.reason or ""
        full = re.search(r"is full \(capacity (\d+)\)", reason)
        if full:
            return self.texts.t("move.full", peg=_letter(target), capacity=full.group(1))
        arc = re.search(r"allow no move from peg (\w+) to peg (\w+)", reason)
        if arc:
            return self.texts.t("move.arc", source=arc.group(1), target=arc.group(2))
        if under is not None and under < piece:
            return self.texts.t("move.larger", disc=piece, under=under, peg=_letter(target))
        return self.texts.t("move.refused")
