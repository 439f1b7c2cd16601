"""The game in a terminal: ``hanoi play --terminal``, a full-screen Textual app with keys and mouse.

The words come from the browser game's translations (:mod:`hanoi.terminal.texts`), the board
is drawn as text by :mod:`hanoi.terminal.board`, the game and its hints are the browser
game's own (:class:`hanoi.web.play.PlayGame`, :class:`hanoi.web.hints.Hints`) driven by
:class:`hanoi.terminal.play.TerminalPlay`, and :mod:`hanoi.terminal.app` is the Textual app
(the ``terminal`` extra).  Only the app imports Textual.

>>> from hanoi.terminal.play import GameSettings, TerminalPlay
>>> play = TerminalPlay(GameSettings(discs=2))
>>> [play.press_peg(peg) for peg in (0, 1)][-1]
'Disc 1 from peg A to peg B. 1 move.'
"""
