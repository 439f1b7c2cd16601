"""Every word translated: the page's screens and messages in each of its five languages, in Chromium.

One walk through the page, done once per language in a browser set to that language: free play and its
messages (the start, an empty peg, a larger disc onto a smaller one, a hint, an undo, "solve from here",
the random player, the Minimum tooltip on four and six pegs), a random start, the Tower of London and its
full peg, the recursion view with its calls, presentation mode, the test form and each of its refusals
(the page's own and the server's: a bad problem file, a blank line, a distance no pair has, a value out of
range, a bad study file), the examiner's handover, a participant's kiosk page from instructions to the end,
the list of unfinished tests, a lost and recovered connection, the page without the examiner link, and a
participant link that opens nothing.

The English walk collects every word the page shows; each other language fails on any of those words
(with the English translation table's words) left on its screens, except proper names (authors, program
and file-format names) and the words a language shares with English (listed, and checked to be in its own
table).  Numbers with decimals are checked to follow the language's locale (2,2 s in French, German and
Russian).  Playwright drives Debian's chromium (skipped when it is absent) against a live server.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser_profile import AppServer, renew, seed_random

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
playwright_api = pytest.importorskip("playwright.sync_api")
expect = playwright_api.expect

I18N = Path(__file__).resolve().parent.parent / "src" / "hanoi" / "web" / "static" / "i18n"
LANGUAGES = ["en", "fr", "de", "ja", "ru"]
LOCALES = {"en": "en-GB", "fr": "fr-FR", "de": "de-DE", "ja": "ja-JP", "ru": "ru-RU"}
WORD = re.compile(r"[^\W\d_]{2,}")
# Names, not English: authors and sets of the Tower of London, program, command and file-format names, key
# names on the keyboard, and the language menu's names of the languages.
PROPER = {"bousch", "culbertson", "dx", "fimbel", "frame", "stewart", "hanoi", "hanrnd", "phillips",
          "python", "qr", "schnirman", "shallice", "tol", "toml", "json", "pebl", "zillmer", "esc", "escape",
          "play", "host", "examiner", "ms", "toronto"} | {"english", "français", "deutsch", "日本語", "русский"}
# Words that French or German write as English does (each is checked to be in that language's own table).
SHARED = {"fr": {"code", "distance", "local", "minimum", "mode", "page", "participant", "solution", "source", "test",
                 "tests", "on", "et", "terminal", "min", "items", "optimal", "conjecture", "but"},
          "de": {"browser", "in", "link", "london", "minimum", "server", "so", "start", "test", "tests", "terminal",
                 "optimal", "code"},
          "ja": set(), "ru": set()}
RANDOM_SEED = 2  # the random player solves two discs in 5 moves from it (any walk shows the same messages)
COMMA_DECIMALS = {"fr", "de", "ru"}  # Intl.NumberFormat writes 2,2 in these, 2.2 in English and Japanese

_SHOWN = """() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[title], [aria-label], [placeholder], [aria-roledescription]')) {
        if (element.closest('[hidden]')) continue;
        for (const name of ['title', 'aria-label', 'placeholder', 'aria-roledescription']) {
            if (element.getAttribute(name)) parts.push(element.getAttribute(name));
        }
    }
    return parts.join('\\n');
}"""


def _words(text: str) -> set[str]:
    text = re.sub(r"https?://\S+|/take#\S+", " ", text)  # addresses and links: names of a machine and secrets
    # peg letters, alone or in a move's or a position's notation ("1AC", "AAA CCC"), are no language's words
    return {word.lower() for word in WORD.findall(text) if not re.fullmatch(r"[A-J]+", word)}


def _table_words(code: str) -> set[str]:
    table = json.loads((I18N / f"{code}.json").read_text(encoding="utf-8"))
    found: set[str] = set()
    for key, value in table.items():
        for text in value.values() if isinstance(value, dict) else [value]:
            found |= _words(re.sub(r"\{\w+\}", " ", text)) if key != "language.name" else set()
    return found


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    running = AppServer(tmp_path_factory.mktemp("languages") / "results.sqlite3", build_tables=False,
                      games_per_minute=10_000)
    running.start()
    yield running
    running.stop()


class _Walk:
    """One language's walk: every screen's words by the step that showed them."""

    def __init__(self, browser: Any, server: AppServer, code: str) -> None:
        self.server, self.code = server, code
        self.context = browser.new_context(viewport={"width": 1280, "height": 900}, locale=LOCALES[code])
        seed_random(self.context, RANDOM_SEED)  # the random player's walk: one short walk, the same in every run
        self.problems: list[str] = []
        self.screens: dict[str, str] = {}
        self.tab = self.open(server.url)
        expect(self.tab.locator("html")).to_have_attribute("lang", code)

    def open(self, url: str) -> Any:
        """A new tab of this walk's browser."""
        tab = self.context.new_page()
        tab.on("pageerror", lambda error: self.problems.append(str(error)))
        tab.goto(url)
        return tab

    def shot(self, step: str, tab: Any = None) -> str:
        text = str((tab or self.tab).evaluate(_SHOWN))
        self.screens[step] = text
        return text

    def settled(self) -> None:
        expect(self.tab.locator("#board")).to_have_attribute("data-busy", "false")

    def peg(self, peg: int, tab: Any = None) -> None:
        (tab or self.tab).locator(f'#board g.peg[data-peg="{peg}"] .label').click()

    def new_game(self, discs: int, pegs: int, start: str = "classic") -> None:
        tab = self.tab
        tab.locator("#start").select_option(start)
        if start != "london":
            tab.locator("#pegs").select_option(str(pegs))
            tab.locator("#discs").select_option(str(discs))
            if start == "classic":
                expect(tab.locator("#board")).to_have_attribute("data-state", "A" * discs)
        expect(tab.locator("#goal svg")).to_have_attribute("data-pegs", str(pegs))
        self.settled()

    def message(self, kind: str | None = None, timeout: float = 5000) -> str:
        if kind:
            expect(self.tab.locator("#message")).to_have_class(kind, timeout=timeout)
        return str(self.tab.locator("#message").inner_text())


def _walk_play(walk: _Walk) -> None:
    tab = walk.tab
    expect(tab.locator("#board svg")).to_be_visible()
    walk.settled()
    tab.locator("#speed").fill("40")
    walk.new_game(3, 3)
    walk.shot("classic start")
    separator = "," if walk.code in COMMA_DECIMALS else "."
    expect(tab.locator("#timer")).to_have_text(f"0:00{separator}0")  # the clock's tenths, by the locale too
    walk.peg(1)
    walk.message("error")
    walk.shot("empty peg")
    walk.peg(0)
    walk.peg(2)
    walk.settled()
    walk.peg(0)
    walk.peg(2)
    walk.message("error")
    walk.shot("larger disc onto a smaller one")
    tab.locator("#hint").click()
    walk.message("hint")
    walk.shot("hint")
    tab.locator("#undo").click()
    expect(tab.locator("#moves")).to_have_text("0")
    walk.settled()
    walk.shot("undo")
    tab.locator("#solve").click()
    walk.message("solved")
    walk.shot("solved from here")
    walk.new_game(2, 3)  # the random player's messages are the same for any tower: two discs walk a short way
    tab.locator("#random").click()
    walk.message("solved", timeout=120_000)  # a random walk (seeded: RANDOM_SEED)
    walk.shot("random player")
    info = str(tab.locator("#random-info").inner_text())
    decimals = re.findall(r"\d+([.,])\d\b", info)
    assert decimals and set(decimals) == {"," if walk.code in COMMA_DECIMALS else "."}, (walk.code, info)
    walk.new_game(4, 4)
    expect(tab.locator("#min-box")).to_have_attribute("title", re.compile(r"\S"))
    walk.shot("minimum on four pegs")
    walk.new_game(10, 6)
    expect(tab.locator("#min-box")).to_have_attribute("title", re.compile(r"\S"))
    walk.shot("minimum and hint preparation on six pegs")
    walk.new_game(3, 3, "random")
    walk.shot("random start")
    walk.new_game(3, 3, "london")
    expect(tab.locator("#board")).to_have_attribute("data-state", "|21|3||")  # Shallice's problem 9
    walk.shot("tower of london")
    walk.peg(0)
    walk.peg(2)
    walk.settled()
    walk.peg(1)
    walk.peg(2)  # peg C holds one ball: full
    walk.message("error")
    walk.shot("full peg")


def _walk_views(walk: _Walk) -> None:
    tab = walk.tab
    walk.new_game(3, 3)
    tab.locator("#recursion-open").click()
    expect(tab.locator("#recursion-calls li").first).to_be_visible()
    for _ in range(3):
        tab.locator("#recursion-step").click()
    expect(tab.locator("#recursion-calls")).to_have_attribute("data-position", "3")
    walk.shot("recursion view")
    tab.locator("#recursion-open").click()
    tab.locator("#present").click()
    expect(tab.locator("body")).to_have_class("presenting")
    walk.shot("presentation")
    tab.locator("#present-fold").click()
    expect(tab.locator("#present-url")).to_contain_text("#play=")
    walk.shot("presentation with the goal and the address")
    tab.locator("#present").click()
    expect(tab.locator("body")).not_to_have_class("presenting")


def _refused(walk: _Walk, step: str, *, problem_set: str, text: str | None = None, **fields: str) -> None:
    tab = walk.tab
    tab.locator("#test-error").evaluate("(element) => { element.textContent = ''; }")
    tab.locator(f"#set-{problem_set}").check()
    before = {name: tab.locator(f"#{name}").input_value() for name in fields}
    for name, value in fields.items():
        tab.locator(f"#{name}").fill(value)
    if text is not None:
        chooser = "#problem-file" if problem_set == "file" else "#study-file"
        tab.locator(chooser).set_input_files({"name": "problems.txt", "mimeType": "text/plain",
                                              "buffer": text.encode()})
    tab.locator("#start-test").click()
    expect(tab.locator("#test-error")).not_to_be_empty()
    walk.shot(step)
    for name, value in before.items():
        tab.locator(f"#{name}").fill(value)


def _walk_test(walk: _Walk) -> None:
    tab = walk.tab
    tab.locator("#tab-test").click()
    expect(tab.locator("#new-test")).to_be_visible()
    walk.shot("test form")
    _refused(walk, "no participant", problem_set="random")
    tab.locator("#participant").fill("X-17")
    _refused(walk, "no problem file", problem_set="file")
    _refused(walk, "no study file", problem_set="study")
    _refused(walk, "a problem file with a bad position", problem_set="file", text="AAA CXQ\n")
    _refused(walk, "a problem file with one state on a line", problem_set="file", text="AAA\n")
    _refused(walk, "a distance no two positions have", problem_set="random", **{"min-distance": "31"})
    _refused(walk, "a time limit out of range", problem_set="random", **{"time-limit": "0"})
    _refused(walk, "a study file that is not TOML", problem_set="study", text="items = [\n")
    tab.locator("#problem-file").set_input_files({"name": "problems.txt", "mimeType": "text/plain",
                                                  "buffer": b"AAB AAC\n"})
    tab.locator("#set-file").check()
    tab.locator("#start-test").click()
    expect(tab.locator("#handover-box")).to_be_visible()
    walk.shot("handover")
    link = str(tab.locator("#handover-link").inner_text())
    kiosk = walk.open(link)
    expect(kiosk.locator("#instructions")).to_be_visible()
    walk.shot("kiosk instructions", kiosk)
    kiosk.locator("#begin").click()
    expect(kiosk.locator("#board svg")).to_be_visible()
    expect(kiosk.locator("#message")).not_to_be_empty()
    walk.shot("kiosk problem", kiosk)
    walk.peg(0, kiosk)
    walk.peg(2, kiosk)  # disc 2 onto nothing: legal; disc 2 is on C now
    walk.peg(1, kiosk)
    walk.peg(2, kiosk)  # disc 1 onto disc 2: legal, but not the goal ... then a refusal:
    walk.peg(0, kiosk)
    walk.peg(2, kiosk)  # disc 3 onto disc 1: refused, with the rule reminder
    expect(kiosk.locator("#message")).to_have_class("error")
    walk.shot("kiosk refusal", kiosk)
    kiosk.close()
    tab.locator("#problem-file").set_input_files({"name": "problems.txt", "mimeType": "text/plain",
                                                  "buffer": b"AAB AAC\nAAA CCC\n"})
    tab.locator("#start-test").click()
    expect(tab.locator("#handover-box")).to_be_visible()
    tab.locator("#tab-play").click()
    tab.locator("#tab-test").click()
    expect(tab.locator("#resume-list li").first).to_be_visible()
    walk.shot("unfinished tests")


def _walk_edges(walk: _Walk) -> None:
    tab = walk.tab
    tab.locator("#tab-play").click()
    walk.new_game(3, 3)
    tab.route("**/api/**", lambda route: route.abort())
    walk.peg(0)
    walk.peg(2)
    expect(tab.locator("#connection")).to_be_visible()
    walk.peg(1)
    walk.shot("connection lost")
    tab.unroute("**/api/**")
    expect(tab.locator("#connection")).to_be_hidden(timeout=15_000)
    walk.settled()
    walk.shot("connection back")
    signed_out = walk.tab  # the examiner is done: this browser becomes one without the examiner's login
    renew(signed_out, walk.server.base + "/")  # (a browser that never had the link keeps nothing of the server)
    expect(signed_out.locator("#examiner-needed")).to_be_visible()
    walk.shot("without the examiner link", signed_out)
    signed_out.goto(walk.server.base + "/take#session=nothing&key=nothing")  # a new page, in that browser
    expect(signed_out.locator("#message")).to_have_class("error")
    walk.shot("a participant link that opens nothing", signed_out)


def _walk(browser: Any, server: AppServer, code: str) -> dict[str, str]:
    walk = _Walk(browser, server, code)
    try:
        _walk_play(walk)
        _walk_views(walk)
        _walk_test(walk)
        _walk_edges(walk)
    finally:
        walk.context.close()
    assert walk.problems == [], walk.problems
    return walk.screens


@pytest.fixture(scope="module")
def english(browser: Any, server: AppServer) -> dict[str, str]:
    return _walk(browser, server, "en")


def test_the_english_walk_shows_every_screen(english: dict[str, str]) -> None:
    assert len(english) >= 30
    assert "move(" in english["recursion view"]  # the function's English name in the calls
    assert "Line 1" in english["a problem file with a bad position"]  # the server's own sentence, in English


@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_no_screen_shows_an_english_word(browser: Any, server: AppServer, english: dict[str, str], code: str) -> None:
    own = _table_words(code)
    assert SHARED[code] <= own, SHARED[code] - own  # a shared word is one the language's own table uses
    forbidden = (_table_words("en") | {word for text in english.values() for word in _words(text)}) - PROPER
    forbidden -= SHARED[code]
    screens = _walk(browser, server, code)
    assert set(screens) == set(english)
    left: dict[str, list[str]] = {}  # each English word left, and the screens that show it
    for step, text in screens.items():
        for word in sorted(_words(text) & forbidden):
            left.setdefault(word, []).append(step)
    assert left == {}, {word: steps[:3] for word, steps in left.items()}


def test_the_check_sees_english_words() -> None:
    forbidden = _table_words("en") - PROPER - SHARED["fr"]
    assert _words("Déplacez la tour. Move the tower, Shallice") & forbidden == {"move", "the", "tower"}
    assert not _words("Annulé 1AC : la tour AAA sur le piquet C (http://127.0.0.1:8000/#play=AbcDef).") & forbidden
