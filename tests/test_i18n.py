"""The page's five languages: every key translated, and no user-visible text left out of the translation files."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parent.parent / "src" / "hanoi" / "web" / "static"
LANGUAGES = ["en", "fr", "de", "ja", "ru"]
PLURAL_FORMS = {"en": {"one", "other"}, "fr": {"one", "other"}, "de": {"one", "other"}, "ja": {"other"},
                "ru": {"one", "few", "many", "other"}}  # CLDR's cardinal categories, as Intl.PluralRules uses
SCRIPTS = sorted(path for path in STATIC.glob("*.js"))


def table(code: str) -> dict[str, object]:
    return dict(json.loads((STATIC / "i18n" / f"{code}.json").read_text(encoding="utf-8")))


def placeholders(value: object) -> set[str]:
    texts = value.values() if isinstance(value, dict) else [value]
    return {name for text in texts for name in re.findall(r"\{(\w+)\}", str(text))}


@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_every_key_is_translated_with_the_same_placeholders(code: str) -> None:
    english, other = table("en"), table(code)
    assert set(other) == set(english), (set(english) - set(other), set(other) - set(english))
    for key, text in english.items():
        found = other[key]
        if key.startswith("error."):  # the server's refusals: its params, never its English sentence ({detail})
            assert "detail" not in placeholders(found), (code, key)
        else:
            assert placeholders(found) == placeholders(text), (code, key)
        if isinstance(text, dict):
            assert isinstance(found, dict) and PLURAL_FORMS[code] <= set(found), (code, key)
        else:
            assert isinstance(found, str) and found.strip(), (code, key)
    assert other["language.name"] != english["language.name"]


def test_each_language_is_written_in_its_own_script() -> None:
    for code, pattern in (("ja", r"[\u3040-\u30ff\u4e00-\u9fff]"), ("ru", r"[\u0400-\u04ff]")):
        texts = [text for text in table(code).values() if isinstance(text, str)]
        written = sum(bool(re.search(pattern, text)) for text in texts)
        assert written >= 0.9 * len(texts), (code, written, len(texts))
    for code in ("fr", "de"):
        same = [key for key, text in table(code).items() if text == table("en")[key] and isinstance(text, str)
                and re.search(r"[a-z]{4}", text) and "{" not in text]
        assert len(same) <= 3, (code, same)  # a few words are the same in both (Minimum, Mode, Start)


class _Texts(HTMLParser):
    """Collects the page's text nodes and labelled attributes that no data-i18n covers."""

    VOID = frozenset({"meta", "link", "input", "br", "img", "hr", "source"})
    ATTRIBUTES = ("aria-label", "title", "placeholder", "aria-roledescription")

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, dict[str, str | None]]] = []
        self.untranslated: list[str] = []
        self.keys: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        covered = {pair.split(":")[0].strip() for pair in (found.get("data-i18n-attr") or "").split(";") if pair}
        self.keys += [pair.split(":")[1].strip() for pair in (found.get("data-i18n-attr") or "").split(";") if pair]
        if found.get("data-i18n"):
            self.keys.append(str(found["data-i18n"]))
        for name in self.ATTRIBUTES:
            if found.get(name) and name not in covered:
                self.untranslated.append(f"<{tag} {name}={found[name]!r}>")
        if tag not in self.VOID:
            self.stack.append((tag, found))

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not re.search(r"[^\W\d_]{2,}", text):  # no word: digits, punctuation, single letters (kbd A, F)
            return
        tags = [tag for tag, _ in self.stack]
        if "title" in tags or "script" in tags or "style" in tags or "kbd" in tags:
            return
        if self.stack and self.stack[-1][1].get("data-i18n"):
            return
        if self.stack and self.stack[-1][1].get("id") == "speed-value":
            return  # set by the page as "450 ms" in the language's words
        self.untranslated.append(text)


def test_no_text_of_the_page_is_left_untranslated() -> None:
    parser = _Texts()
    parser.feed((STATIC / "index.html").read_text(encoding="utf-8"))
    assert parser.untranslated == []
    missing = sorted(set(parser.keys) - set(table("en")))
    assert missing == [], missing


_SINKS = [
    r"\b(?:say|announce|formError)\(\s*[\"'`][^\"'`]*[A-Za-z]{2}",  # messages shown or spoken
    r"\.textContent\s*=\s*[\"'`][^\"'`]*[A-Za-z]{2}",  # text written into the page
    r"setAttribute\(\s*\"(?:aria-label|title|placeholder)\"\s*,\s*[\"'`]",  # labels
    r"\?\s*\"[A-Z][a-z]+ [a-z]+[^\"]*\"\s*:",  # a sentence chosen by a condition
]


@pytest.mark.parametrize("script", SCRIPTS, ids=[path.name for path in SCRIPTS])
def test_no_message_in_the_scripts_is_a_literal(script: str | Path) -> None:
    source = Path(script).read_text(encoding="utf-8")
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("//"))
    bare = code
    while re.search(r"\$\{[^{}]*\}", bare):  # the ${...} of template literals are code, not words
        bare = re.sub(r"\$\{[^{}]*\}", "", bare)
    literal = [match.group(0) for pattern in _SINKS for match in re.finditer(pattern, bare)]
    assert literal == [], literal
    used = set(re.findall(r"\bt\(\s*\"([\w.]+)\"", code))
    chosen = re.findall(r"\bt\(\s*([^()]*\?[^()]*)\)", code)  # t(on ? "a" : "b")
    used |= {key for pair in chosen for key in re.findall(r"\"([\w.]+)\"", pair)}
    missing = sorted(used - set(table("en")))
    assert missing == [], missing


def test_the_scanner_would_catch_an_english_message() -> None:
    code = 'say("Solved in 7 moves.");\nbutton.textContent = "Resume";\nx ? "Time is up" : y'
    assert all(re.search(pattern, code) for pattern in _SINKS[:2]) and re.search(_SINKS[3], code)
    parser = _Texts()
    parser.feed('<p>Untranslated words</p><p data-i18n="title">Tower</p><button aria-label="Close">x</button>')
    assert parser.untranslated == ["<button aria-label='Close'>", "Untranslated words"] or \
        sorted(parser.untranslated) == sorted(["<button aria-label='Close'>", "Untranslated words"])


def test_outcomes_shown_in_the_results_have_words() -> None:
    outcomes = {"solved", "time", "moves", "running"}  # hanoi.web.session's outcomes
    assert {f"outcome.{name}" for name in outcomes} <= set(table("en"))
