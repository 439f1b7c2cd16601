"""The terminal game's words in the browser game's five languages.

The texts are the browser game's own (``hanoi/web/static/i18n/*.json``, one file a
language, ``{name}`` placeholders, plural entries by the language's plural rule and
``key@london`` entries for the Tower of London); the few words only a terminal needs are
in :data:`TERMINAL` below.  Numbers are written as each language writes them (the
Unicode CLDR grouping separators that the page's ``toLocaleString`` uses).

>>> Texts("fr").t("moves.count", count=1234567)
'1\u202f234\u202f567 coups'
>>> Texts("ru").t("moves.count", count=3), Texts("ru").t("moves.count", count=5)
('3 хода', '5 ходов')
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from importlib import resources
from typing import Any

from hanoi.errors import InvalidArgumentError

__all__ = ["LANGUAGES", "TERMINAL", "Texts", "language_from_environment", "plural_form"]

LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "ja": "日本語", "ru": "Русский"}
"""The languages of the game, as the page lists them."""

_GROUPING = {"en": ",", "fr": "\u202f", "de": ".", "ja": ",", "ru": "\u00a0"}

TERMINAL: dict[str, dict[str, str]] = {
    "en": {"terminal.quit": "Quit", "terminal.restart": "Restart", "terminal.no_undo": "There is no move to undo.",
           "terminal.restarted": "Back to the start.", "terminal.cursor": "Arrows: choose a peg · Enter: lift or drop"},
    "fr": {"terminal.quit": "Quitter", "terminal.restart": "Recommencer",
           "terminal.no_undo": "Il n'y a aucun coup à annuler.", "terminal.restarted": "Retour au départ.",
           "terminal.cursor": "Flèches : choisir un piquet · Entrée : soulever ou poser"},
    "de": {"terminal.quit": "Beenden", "terminal.restart": "Neu beginnen",
           "terminal.no_undo": "Es gibt keinen Zug zum Zurücknehmen.", "terminal.restarted": "Zurück zum Anfang.",
           "terminal.cursor": "Pfeiltasten: Stab wählen · Eingabe: anheben oder ablegen"},
    "ja": {"terminal.quit": "終了", "terminal.restart": "最初から", "terminal.no_undo": "取り消す手がありません。",
           "terminal.restarted": "最初に戻りました。", "terminal.cursor": "矢印キー:棒を選ぶ · Enter:持ち上げる/置く"},
    "ru": {"terminal.quit": "Выход", "terminal.restart": "Сначала", "terminal.no_undo": "Нет хода для отмены.",
           "terminal.restarted": "Снова с начала.",
           "terminal.cursor": "Стрелки: выбрать стержень · Enter: поднять или положить"},
}
"""The words only the terminal needs, in each language (the rest are the page's)."""


@cache
def _table(code: str) -> dict[str, Any]:
    """One language's texts from the game's JSON file, with the terminal's own words."""
    text = resources.files("hanoi.web").joinpath("static", "i18n", f"{code}.json").read_text(encoding="utf-8")
    found: dict[str, Any] = json.loads(text)
    return {**found, **TERMINAL[code]}


def plural_form(code: str, count: int) -> str:
    """The CLDR plural category of ``count`` in a language: the form a plural entry is chosen by.

    >>> [plural_form("ru", n) for n in (1, 2, 5, 11, 21, 22)], plural_form("fr", 0), plural_form("en", 0)
    (['one', 'few', 'many', 'many', 'one', 'few'], 'one', 'other')
    """
    if code == "ja":
        return "other"
    if code == "fr":
        return "one" if count in (0, 1) else "other"
    if code == "ru":
        last, tens = count % 10, count % 100
        if last == 1 and tens != 11:
            return "one"
        if 2 <= last <= 4 and not 12 <= tens <= 14:
            return "few"
        return "many"
    return "one" if count == 1 else "other"


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """The game's language named by ``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` (POSIX's order), else English.

    >>> language_from_environment({"LANG": "de_DE.UTF-8"}), language_from_environment({"LANG": "C.UTF-8"})
    ('de', 'en')
    """
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            code = value[:2].lower()
            return code if code in LANGUAGES else "en"
    return "en"


class Texts:
    """The words of one language: ``t(key, **values)`` fills ``{name}`` and picks plurals by ``count``.

    ``variant="london"`` prefers the ``key@london`` entries (balls instead of discs).

    >>> Texts("de").t("move.done", disc=1, source="A", target="C", moves=Texts("de").moves(1))
    'Scheibe 1 von Stab A auf Stab C. 1 Zug.'
    >>> Texts("en", variant="london").t("move.lifted", disc=2, peg="B")
    'Ball 2 lifted from peg B.'
    >>> Texts("xx")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: language 'xx' is not one of en, fr, de, ja, ru
    """

    def __init__(self, language: str = "en", *, variant: str | None = None) -> None:
        if language not in LANGUAGES:
            shown = repr(language) if len(str(language)) <= 40 else repr(str(language)[:37] + "...")
            raise InvalidArgumentError(f"language {shown} is not one of {', '.join(LANGUAGES)}")
        self.language = language
        self.variant = variant
        self._own = _table(language)
        self._english = _table("en")

    def number(self, value: int) -> str:
        """``value`` with the language's digit grouping (60,466,176 in English, 60 466 176 in French)."""
        return f"{value:,}".replace(",", _GROUPING[self.language])

    def moves(self, count: int) -> str:
        """``count`` moves, in words: ``1 move``, ``7 moves``, ``7 Züge``."""
        return self.t("moves.count", count=count)

    def t(self, key: str, **values: object) -> str:
        """The text of ``key`` with its ``{name}`` places filled; English when this language lacks it."""
        text: Any = None
        if self.variant is not None:
            own = f"{key}@{self.variant}"
            text = self._own.get(own, self._english.get(own))
        if text is None:
            text = self._own.get(key, self._english.get(key, key))
        if isinstance(text, dict):
            count = values.get("count", 0)
            form = plural_form(self.language, int(count) if isinstance(count, int) else 0)
            text = text.get(form, text.get("other", ""))
        shown = {name: self.number(value) if isinstance(value, int) and not isinstance(value, bool) and name in
                 ("count", "states", "minimum") else value for name, value in values.items()}
        return re.sub(r"\{(\w+)\}", lambda m: str(shown[m.group(1)]) if m.group(1) in shown else m.group(0),
                      str(text))
