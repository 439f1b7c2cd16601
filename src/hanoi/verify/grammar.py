"""The move grammar: the disc, source and target of one move, read from any phrasing of it.

Where :mod:`hanoi.verify.shapes` knows the compact notations by their exact shape, the
grammar reads the words of a sentence, a quoted string or a JSON object by the *role*
each plays, as the thematic-role grammars of natural-language command parsers do
(Winograd's SHRDLU, 1971: "put the red block on the green one"): the **disc**, the
**source** and the **target**, told apart by the markers of the
per-language table :data:`LANGUAGES` (``from``, ``to``, ``->``, ``de``, ``từ``, ``から``);
every other word is filler.  A JSON or Python object is read by its keys, in any spelling
(:func:`key_role`).  The roles and their words are listed in ``docs/verify.md`` ("The move grammar").

A line that holds several moves is cut into them by the same tokens (:func:`split_moves`):
where a verb, a step label or a new pair starts a move again after a complete one.

Only the words are read here; which peg or disc a word names is settled later, for the
whole list at once, by :class:`~hanoi.verify.shapes.Naming`.

>>> read_sentence("1. Move disk A from left peg to right peg.")
RawMove(disc='A', source='left', target='right', step=None, words=('A', 'from left peg', 'to right peg'))
>>> read_sentence("Move Disk from Rod-A -> Rod-B").disc is None
True
>>> read_object('{"step": 1, "disk": 1, "from_peg": "A", "to_peg": "C"}')
RawMove(disc='1', source='A', target='C', step=None, words=('disk: 1', 'from_peg: A', 'to_peg: C'))
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from typing import NamedTuple

__all__ = ["ANSWERS", "EMPTY_WORDS", "FILLER_LEAD", "HINT", "LANGUAGES", "LAST_REMARK", "MARKERS", "MARKS",
           "MAX_SENTENCE", "PROSE_WORDS", "ROLE_WORDS", "SCRIPTS", "STEPS", "RawMove", "alternation", "bare_pair",
           "counts_from_bottom", "key_role", "read_object", "read_sentence", "split_moves", "tokens"]

MAX_SENTENCE = 400
"""The longest text read as one move (longer text is prose, and reading stays linear)."""


class RawMove(NamedTuple):
    """A move as written: disc, source and target tokens (``disc`` None: the notation names pegs only).

    ``source`` is None where only the target is written (``(move-disk-to-peg d1 pegb)``);
    ``step`` is the step number written before the move, if any.  ``places`` are the
    other arguments of a planner action whose domain orders them its own way
    (``(move-disk-to-disk a b right left d)``): pegs, or discs standing for their pegs;
    the move goes to the one of them that is not the disc's own peg.  ``words`` are the
    words of a sentence or an object read as each role (for ``--explain``).

    >>> RawMove("1", "A", "C").target
    'C'
    """

    disc: str | None
    source: str | None
    target: str
    step: int | None = None
    places: tuple[str, ...] = ()
    words: tuple[str, ...] = ()

    def __repr__(self) -> str:
        shown = (f"{name}={value!r}" for name, value in self._asdict().items() if value or name not in self._fields[4:])
        return f"RawMove({', '.join(shown)})"


_ORDINALS = {word: index for index, word in enumerate(("first", "second", "third", "fourth", "fifth", "sixth",
              "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"), start=1)}
_NUMBER_SUFFIX = re.compile(r"^(\d{1,9})(?:st|nd|rd|th)$", re.IGNORECASE)


def _split(words: str) -> frozenset[str]:
    return frozenset(words.split())


#: The words of each language, by role, from ``languages.toml`` (read once at import).  ``verbs`` (and ``stems``: the
#: start of a verb in any form), ``discs`` (singular nouns), ``plurals`` and ``pegs`` (nouns) say what a sentence is
#: about; ``source`` and ``target`` are the markers before a peg (``from A``), ``source_after`` and ``target_after`` the
#: markers after it (Korean ``A에서 C로``, Turkish ``A'dan C'ye``); ``filler`` is skipped.  ``count_before``: a number
#: before the disc noun (or its measure word) counts discs (``2 đĩa``, ``2个盘``: two discs) instead of naming one, as
#: in languages that do not mark the plural, unless ``ordinal_before`` makes it an ordinal (``第 2 个 盘``: disc 2).
#: ``steps``: the word of a step's label (``Step 3:``, ``LANGKAH 3:``), filler inside a sentence.  ``joins``: the words
#: that join two moves of one line; ``sizes``: the word for the smallest disc (``next``/an ordinal before it counts up),
#: ``largest`` and ``medium`` (of three) the others; ``answers``: the words of a heading over the answer ("Final
#: answer:"; two words joined by ``_``); ``bottom``: a tower's bottom, where disc 1 is if the discs are counted from
#: it (``disk 1 on the bottom``). ``empty``: the word a program prints for an empty peg (``Empty stack.``).
#: ``sequence``: the words that order the moves before one (``First,``, ``After that,``, ``Ensuite``).  ``locative``:
#: a place's marker (``on``, ``en``, ``su``) that marks the target where a source marker comes first.
LANGUAGES: dict[str, dict[str, frozenset[str]]] = {  # one table per language, one key per role
    name: {role: _split(words) for role, words in roles.items()} for name, roles in tomllib.loads(
        resources.files(__package__).joinpath("languages.toml").read_text(encoding="utf-8")).items()}


def _fold(word: str) -> str:
    """A word written without its diacritics, as programs print it in ASCII (``chuyển`` -> ``chuyen``).

    >>> _fold("chuyển"), _fold("đĩa"), _fold("przenieś"), _fold("taşı"), _fold("диск")
    ('chuyen', 'dia', 'przenies', 'tasi', 'диск')
    """
    bare = "".join(char for char in unicodedata.normalize("NFD", word) if not unicodedata.combining(char))
    return bare.translate(_LETTERS)


_LETTERS = str.maketrans("đĐłŁıøØ", "dDlLioO")
_EVERY_WORD = frozenset().union(*(words for roles in LANGUAGES.values() for words in roles.values()))
#: the words known only as written without their diacritics (``len`` for Vietnamese ``lên``: also Python's len)
_FOLDED = frozenset(bare for word in _EVERY_WORD if (bare := _fold(word)).isascii() and bare not in _EVERY_WORD)


def _words(role: str) -> frozenset[str]:
    """The words of ``role`` in every language, and each written in ASCII where that is no word of the table."""
    words = frozenset().union(*(roles.get(role, frozenset()) for roles in LANGUAGES.values()))
    return words | {bare for word in words if (bare := _fold(word)) in _FOLDED}


def alternation(words: Iterable[str]) -> str:
    """A regular expression's alternation of ``words``, escaped, the longest first (so that it matches the longest).

    >>> alternation(["to", "onto", "a.m."])
    'a\\\\.m\\\\.|onto|to'
    """
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


_VERB_WORDS = _words("verbs")
_DISC_NOUNS = _words("discs") | _words("plurals")
_PLURALS = _words("plurals")
PEG_NOUNS = _PEG_NOUNS = _words("pegs")  #: the nouns of pegs, every language's
_FROM = _words("source")
_TO = _words("target")
STEPS = _words("steps")  #: the words of a step's label in every language
_NUMBER = _split("number num no nr # № номер número numéro numero nummer numer")  # the word 'number', its signs
_FILLER = _words("filler") | STEPS | _NUMBER
DISC_WORDS = _DISC_NOUNS | _NUMBER  #: the words before a disc's name (a noun, 'number', its signs)
_FROM_AFTER = _words("source_after")
_TO_AFTER = _words("target_after")
_COUNT_BEFORE = _words("count_before")
_NOUNS = _DISC_NOUNS | _PEG_NOUNS | STEPS  # what a move sentence is about (is_role_word)
_ORDINAL_BEFORE = _words("ordinal_before")
_LOCATIVE = _words("locative")  # "on", "en", "su": the target's marker where a source marker comes first
_JOINS = _words("joins")  # words that join two moves of one line ("and", "then")
#: the words that name a disc by its size: 1 the smallest ("the next smallest disk": disc 2), "n-0" the largest
#: ("the second largest": n-1), the medium one of three 2
_SIZES = {word: size for role, size in (("sizes", "1"), ("largest", "n-0"), ("medium", "2")) for word in _words(role)}
_GLUED = re.compile("^({})({})$".format(*(alternation(w for w in group if not w.isascii())
                                         for group in (_DISC_NOUNS | _PEG_NOUNS, _FROM_AFTER | _TO_AFTER | _FILLER))))
_GLUED_MARK = re.compile(r"([A-Za-z][a-z]{1,5})??([A-Z]|\d)([a-z]{2,4})([A-Z]|\d)")
#: a marker written before a name and joined to it by a hyphen, or after it: ``מ-A``, ``A-ról``
_HYPHENED = re.compile(rf"^(?:({alternation({w for w in _FROM | _TO if not w.isascii()})})-)?(\w+?)"
                       rf"(?:-({alternation(_FROM_AFTER | _TO_AFTER)}))?$")
_THAI = re.compile("[\u0e01-\u0e4e]")
_THAI_WORDS = re.compile(f"({alternation({word for word in _EVERY_WORD if _THAI.search(word)})})")
#: the words of a heading over the answer a reply commits to ("Final answer:", "## Lösung", "答案：")
ANSWERS = _words("answers")
_STEMS = tuple(_words("stems"))
#: what makes a line worth reading as a sentence: a verb (or a verb's stem) or a disc noun of any language, or a
#: disc label and a colon ("A: left -> middle")
HINT = re.compile(alternation(_VERB_WORDS.union(_DISC_NOUNS, _STEMS)) + r"|^\w{1,7}\s*(?::| -)\s", re.IGNORECASE)
#: words that make a phrase about several discs, or a count of them
MARKERS = _PLURALS | _COUNT_BEFORE | _split("all them both each every everything whole entire rest remaining others")
#: words that a move read by :func:`~hanoi.verify.shapes.parse_piece` never has as its disc or peg: prose about
#: several discs, or a peg noun with no name ("Move them to the tower")
PROSE_WORDS = MARKERS | _PEG_NOUNS
#: every word of the role table (no single letter: 'a' may be peg A), and the words about several discs
ROLE_WORDS = frozenset(word for word in _EVERY_WORD if len(word) > 1) | MARKERS


#: the verbs a planner's action may be named by (``move-disc``, ``przesun-na-pusty``): each language's, of four
#: letters or more (a shorter one is a particle of the script)
ACTION_VERBS = frozenset(word for word in _VERB_WORDS if len(word) >= 4) | {"move"}


#: the words that mark a move's source and its target in any language, of two letters or more (``von`` ... ``nach``):
#: an action whose arguments hold one and then the other is a sentence in brackets
SOURCE_MARKERS, TARGET_MARKERS = (frozenset(w for w in words if len(w) > 1 and w.isalpha()) for words in (_FROM, _TO))


def _is_verb(word: str) -> bool:
    return (lower := word.lower()) in _VERB_WORDS or lower.startswith(_STEMS)


def is_role_word(word: str) -> bool:
    """Whether a word names what a move sentence of any language is about: a verb, a disc's or peg's noun or a
    step's word (not a name, a number, filler or a marker: a program may spell ``со`` with a Latin c in some
    lines).  A letter alone is a name (``d``, ``a``); an ideograph alone may be a word (``盘``: disc).

    >>> [is_role_word(word) for word in ("Pindahkan", "piringan", "dari", "Selesai", "A", "moved", "盘")]
    [True, True, False, False, False, True, True]
    """
    return (len(word) > 1 or unicodedata.east_asian_width(word) == "W") and (_is_verb(word) or word.lower() in _NOUNS)


#: where Latin letters or digits meet kana, ideographs, Hangul, Hebrew, Arabic or Thai letters: the particles
#: glued to a name are words (Korean ``A에서``, Hebrew ``מA``: from A)
_EAST = "[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\u05d0-\u05ea\u0620-\u064a\u0e01-\u0e4e]"
SCRIPTS = re.compile(rf"(?<=[A-Za-z0-9])(?={_EAST})|(?<={_EAST})(?=[A-Za-z0-9])")
_SIDES = {"左": "left", "中": "middle", "右": "right"}
_KANA = re.compile("[\u3041-\u309f]+")  # hiragana: particles and verbs' endings


def tokens(text: str) -> list[str]:
    """The words of a sentence, markers written after a peg put before it (``A에서`` as ``from A``).

    >>> tokens("원반 1을 A에서 C로 이동"), tokens("Diski A'dan C'ye taşı")
    (['원반', '1', '을', 'from', 'A', 'to', 'C', '이동'], ['Diski', 'from', 'A', 'to', 'C', 'taşı'])
    >>> tokens("FromAtoC"), tokens("Move 1to3")
    (['From', 'A', 'to', 'C'], ['Move', '1', 'to', '3'])
    """
    if not text.isascii():
        text = SCRIPTS.sub(" ", unicodedata.normalize("NFKC", text))
    # a dash between spaces separates a label from the move as a colon does ("Move 1 — disk A: L -> R")
    text = text.replace("'", " ").replace("`", " ").replace('"', " ").replace(" - ", " : ")
    words: list[str] = []  # the words, arrows and colons, by split_moves's tokens (a label "2:": a number, a colon)
    for token in _CUT_TOKEN.finditer(text):
        if token.lastgroup in ("word", "arrow") or token[0] == ":":
            words.append(_SIDES.get(token[0], token[0]))  # an ideograph is a word: 移动 is move, 圆盘 round disc
        elif token.lastgroup == "label":
            words += re.findall(r"\d+|:", token[0])
    if not text.isascii():  # a particle glued to a noun of the table is a word of its own ("기둥으로": 기둥 으로)
        words = [part for word in words for part in _GLUED.split(word) if part]
        if _THAI.search(text):  # Thai is written without spaces: the words of the table cut it ("ย้ายจาน": move disc)
            words = [part for word in words for part in _THAI_WORDS.split(word) if part]
    if "-" in text:  # a marker joined to a name by a hyphen: Hebrew "מ-A" (from A), Hungarian "C-re" (to C)
        words = [part for word in words for part in _HYPHENED.split(word) if part]
    glued = [(m.groups() if (m := _GLUED_MARK.fullmatch(word)) and m[3] in _TO and (m[1] or "from").lower() in _FROM
              else (word,)) for word in words]
    words = [part for parts in glued for part in parts if part]  # markers glued to two names: "AtoC", "FromAtoC"
    if not _FROM_AFTER.isdisjoint(words) or not _TO_AFTER.isdisjoint(words):
        for index in range(1, len(words)):
            if (marker := words[index]) in _FROM_AFTER or marker in _TO_AFTER:  # before peg and nouns: "A の 棒 から"
                start = index - 1
                while start > 0 and (words[start].lower() in _PEG_NOUNS or words[start] in _FILLER):
                    start -= 1
                if start == index - 1 and start > 0 and words[start - 1].lower() in _PEG_NOUNS:  # "기둥 A에서"
                    start -= 1
                if _is_verb(words[start]) or words[start].lower() in _DISC_NOUNS:
                    continue  # Swedish "Flytta den översta skivan": an article after a verb, no Turkish "-den"
                words[start : index + 1] = ["from" if marker in _FROM_AFTER else "to", *words[start:index]]
    return words


def bare_pair(text: str) -> tuple[str, str] | None:
    """The two pegs of a move written as a source's marker, a name, a target's marker and a name, in any language
    of the role table, or None.

    >>> bare_pair("from A to C"), bare_pair("von A nach C"), bare_pair("FromAtoC"), bare_pair("from here to C now")
    (('A', 'C'), ('A', 'C'), ('A', 'C'), None)
    >>> bare_pair("AtoC"), bare_pair("1to3"), bare_pair("ORIGEM PARA DESTINO"), bare_pair("1,A,B")
    (('A', 'C'), ('1', '3'), None, None)
    """
    words = tokens(text)
    if len(words) == 3 and len(words[1]) > 1 and not any(map(str.isspace, text.strip())):  # AtoC: glued, the
        # source's marker left out (1,A,B: a disc and two pegs, 'a' no marker)
        words = ["from", *words]
    marked = len(words) == 4 and words[0].lower() in _FROM and words[2].lower() in _TO - {"->"}
    return (words[1], words[3]) if marked and all(map(_PAIR_NAME.fullmatch, words[1::2])) else None


_PAIR_NAME = re.compile(r"\w{1,12}")
#: the words for an empty peg in a state printed a peg a line (``Empty stack.``, ``vacío``)
EMPTY_WORDS = _words("empty")
_BOTTOM = _words("largest") | _words("bottom")
_BEFORE_BOTTOM = re.compile(r"\b(?:{})\s*1\b((?:\W+\w+){{0,3}}?)\W+$".format("|".join(_DISC_NOUNS)))


def counts_from_bottom(text: str) -> bool:
    """Whether a text says its discs count from the bottom: a disc noun and 1, then within three words (no marker,
    joining word or verb) a word of the role table's largest disc or bottom (``disk 1 is the largest``).

    >>> counts_from_bottom("El disco 1 está abajo."), counts_from_bottom("Move disk 1 to the bottom of C")
    (True, False)
    """
    lower = text.lower()
    found = (_BEFORE_BOTTOM.search(lower, max(0, match.start() - 50), match.start()) for word in _BOTTOM
             if word in lower for match in re.finditer(rf"\b{word}\b", lower))
    return any(not any(w in _TO | _FROM | _JOINS or _is_verb(w) for w in tokens(before.group(1)))
               for before in found if before)


_PARTICLES = _FILLER | _TO | _FROM  # with the verbs: a word of a sentence that names nothing


def has_particle(words: list[str]) -> bool:
    """Whether words hold a particle of any language's sentence (an article, filler, marker or verb of two letters
    or more: ``it``, ``the``, ``onto``, ``na``, ``die``), which no planner's object is."""
    return any(len(word) > 1 and word.isalpha() and (word.lower() in _PARTICLES or _is_verb(word)) for word in words)


def _is_name(word: str) -> bool:
    """Whether a word may name a peg or a disc: no marker, noun, filler or verb of the role table."""
    return word.isalnum() if len(word) == 1 and word.isascii() else not (  # 'A', also where 'a' is a marker
        (lower := word.lower()) in _DISC_NOUNS or lower in _PEG_NOUNS or lower in _PARTICLES or _is_verb(word))


def _disc_word(word: str) -> str:
    """A disc word as a number where it is an ordinal (``first``, ``1st``, ``1th``)."""
    suffix = _NUMBER_SUFFIX.match(word)
    return str(_ORDINALS[word.lower()]) if word.lower() in _ORDINALS else suffix.group(1) if suffix else word


_NAME = re.compile(r"[^\W\d_]|\d{1,2}")  # a peg's name after a word of its role: A, 1


def _peg_phrase(words: list[str]) -> tuple[str | None, str]:
    """The peg a phrase names (its first word that is neither noun nor filler), and the phrase."""
    for index, word in enumerate(words):
        lower = word.lower()
        marker = lower in _TO or lower in _FROM  # "para a torre C": a marker and an article before the noun, not peg A
        if lower in _PEG_NOUNS or lower in _FILLER or lower in _DISC_NOUNS or word == ":" or (
                marker and word.islower() and index + 1 < len(words) and (words[index + 1].lower() in _PEG_NOUNS
                                                                          or (not index and len(word) > 1))):
            continue  # (a marker first, then a name: the second word of a marker of two, Romanian "de pe A")
        if (marker and not (len(word) == 1 and word.isalpha())) or (len(word) > 1 and _is_verb(word)):
            return None, ""  # 'A' is a peg; "moves required to move n disks": a verb names no peg
        end = index + 1
        if end < len(words) and words[end].lower() in _PEG_NOUNS:
            end += 1
        elif len(word) > 1 and word.isalpha() and end < len(words) and _NAME.fullmatch(words[end]):
            word, end = words[end], end + 1  # "from source A": a word, then the peg's name (the word its label)
        return word, " ".join(words[:end])
    return None, ""


def _source_first(words: list[str]) -> list[str]:
    """``words`` with a target's phrase alone before the source's put after it (``to C from A``: ``from A to C``)."""
    lowers = [word.lower() for word in words]
    at = next((i for i, word in enumerate(lowers) if word in _TO and word != "->" and word not in _FROM), -1)
    then = next((i for i in range(at + 2, len(words)) if lowers[i] in _FROM), None) if at >= 0 else None
    if then is None or len(_peg_phrase(words[at + 1 : then])[1].split()) != then - at - 1:
        return words
    end = then + 1 + len(_peg_phrase(words[then + 1 :])[1].split())
    return [*words[:at], *words[then:end], *words[at:then], *words[end:]]


def _article(lowers: list[str], index: int) -> bool:
    """Whether the word at ``index`` is an article: filler alone between it and a disc noun ("move a disk")."""
    return next((word for word in lowers[index + 1 :] if word not in _FILLER), "") in _DISC_NOUNS


def _disc_phrase(words: list[str]) -> tuple[str | None, str, bool]:
    """The disc a phrase names (or None), its word, whether it states one move ("3 disks", "the whole tower": no)."""
    about = [i for i, word in enumerate(words) if _is_verb(word) or word.lower() in _DISC_NOUNS]
    label = max((i for i in range(about[-1]) if words[i] == ":"), default=-1) if about else -1
    words = words[label + 1 :]  # "Move 1 — disk A:", "Step 3: move disk 2": a step's label, then the move
    start = next((i - label - 1 for i in about if i > label), None)
    if start is None:
        if len(words) == 2 and words[1] == ":" and _LABEL.fullmatch(words[0]):  # "A: left -> middle"
            return _disc_word(words[0]), words[0], True
        return None, "", False
    content: list[str] = []
    rest = words[start:]
    for index, word in enumerate(rest):
        lower = word.lower()
        if lower in _PLURALS or lower in _PEG_NOUNS or (word.isdigit() and index + 1 < len(rest) and rest[
                index + 1].lower() in _COUNT_BEFORE):  # "Di chuyển 2 đĩa": a count of discs, in a language with
            return None, "", word == "1" and lower not in _PLURALS  # no plural (one disc: a move of the top disc)
        if lower in _DISC_NOUNS or lower in _FILLER or word in (":", "#") or _is_verb(word) or _KANA.fullmatch(
                word) or (word == "a" and _article([w.lower() for w in rest], index)):  # hiragana alone is a particle
            continue  # or a verb's ending (移す), never a name; "move a disk from Left to Center": an article
        content.append(word)
    if not content and not _is_verb(rest[0]) and rest[0].lower() not in _COUNT_BEFORE:
        at = next((i for i in range(start - 1, -1, -1) if words[i] not in _FILLER and words[i] != ":"), -1)
        content = [words[at]] if at >= 0 and (words[at].isdigit() or words[at][:2] == "n-") else []  # "把 2 号
        # 盘", "第 1 个 盘", a size before the noun ("largest disk": n-0)
        if content and words[at + 1] in _COUNT_BEFORE and (at == 0 or words[at - 1] not in _ORDINAL_BEFORE):
            return None, "", words[at] == "1"  # "将2个盘": a count of discs, not "第 2 个 盘" (disc 2); one: the top
    if len(content) == 2 and content[0].isalpha() and content[1].isdigit() and " ".join(content) in " ".join(rest):
        content = content[1:]  # a noun no table holds, then the disc's number ("Moving value 1", "plate 3")
    named = {_disc_word(word) for word in content if not (word[:2] == "n-" and any(map(str.isdigit, content)))}
    content = [w for w in content if _disc_word(w) in named][-1:] if len(named) == 1 else content  # one disc named:
    # "the largest disk (disk 3)", "the second disk (disk 2)"
    if len(content) != 1 or content[0].lower() in ("n", "nth", "k", "kth"):  # none: no disc named; more: prose;
        return None, "", not content  # a variable ("the nth disk"): a rule stated, no move
    return _disc_word(content[0]), content[0], True


#: filler and sequence words before a move, set off or not: "Then, A -> C", "Finally: 1AC", "After that (0, 2)"
_LEADS = [word for word in _FILLER | _words("sequence") if len(word) > 1]
FILLER_LEAD = re.compile(rf"(?:(?:(?:{alternation(w for w in _LEADS if not re.match(_EAST, w[-1]))})(?!\w)"
                         rf"|{alternation(w for w in _LEADS if re.match(_EAST, w[-1]))})[\s,:;、]*)+", re.I)  # 然后A->C
#: a disc label that may stand alone before a colon: a letter, a number, d1, 1st
_LABEL = re.compile(r"[A-Za-z]|\d{1,6}|[dD]\d{1,6}|\d{1,6}(?:st|nd|rd|th)|n-\d", re.ASCII)


LAST_REMARK = re.compile(r"(?<=\S)\s*\([^()]*\)[\s.*_]*$")  #: a remark in brackets at the end of a line


def read_sentence(text: str) -> RawMove | None:
    """The move a sentence states, read by the roles of its words, or None when it states none.

    A sentence needs a verb (move, shift, transfer, put, place, take...) or a disc noun
    (disk, disc, ring) before its source, and the markers ``from``/``to`` or ``->``.  A lone
    disc label before a colon is the disc; a heading ending in a colon is no move; a disc named
    (by its size too) with its target and no source moves from wherever it is (more examples:
    ``tests/test_grammar.py``).

    >>> read_sentence("Step 1 : Shift first disk from 'A' to 'B'.")
    RawMove(disc='1', source='A', target='B', step=None, words=('first', 'from A', 'to B'))
    >>> read_sentence("I went from home to work") is None
    True
    """
    asked = LAST_REMARK.sub("", text)  # a doubt in brackets after a move ("... to C (right?)") asks nothing of it
    if len(text) > MAX_SENTENCE or asked.rstrip(" *_)").endswith(("?", "？")):  # a question states no move
        return None
    words = [word for word in tokens(text) if word.lower() not in _NUMBER]  # "disk number 3" is "disk 3"
    words = _source_first(words)
    # a capital letter is a name, never a one-letter marker (Polish 'z', Croatian 'u'): 'Move Z -> Y'
    lowers = [word if len(word) == 1 and word.isupper() and word != "A" else word.lower() for word in words]
    sized = list(words)  # a size names the disc, before or after the disc noun ("el disco mayor")
    for index in range(len(words) - 1):  # (a size may open the sentence: "Smallest disk to C")
        if lowers[index] in _SIZES and _DISC_NOUNS & {lowers[index - 1] if index else "", lowers[index + 1]}:
            prior, size = lowers[index - 1] if index else "", _SIZES[lowers[index]]
            count = 2 if prior == "next" else _ORDINALS.get(prior, 1)
            sized[index] = str(count) if size == "1" else f"n-{count - 1}" if size == "n-0" else size
            sized[index - 1] = "the" if prior == "next" or prior in _ORDINALS else sized[index - 1]
    source_at = next((i for i, word in enumerate(lowers) if word in _FROM and not _article(lowers, i)), None)
    if source_at is None:  # "Move disc on peg 1 to peg 3": 'on' or 'at' before 'to' marks the source
        to_at = next((index for index, word in enumerate(lowers) if word in _TO and word != "->"), None)
        source_at = next((i for i in range(1, to_at or 0) if lowers[i] in ("on", "at") and i + 1 < (to_at or 0)), None)
    if source_at is not None:
        # the first 'to' after a phrase that names the source ("de A a C": the first 'a' is peg A)
        target_at = next((i for i in range(source_at + 2, len(lowers)) if lowers[i] in _TO and not (
            words[i] == "A" and (i + 1 == len(lowers) or lowers[i + 1] in _TO))  # "from source A to", "on A": peg A
                          and _peg_phrase(words[source_at + 1 : i])[0] is not None), None)
        if target_at is None:  # only the source marked: a locative marks the target ("from A and put it on C")
            target_at = next((i for i in range(source_at + 2, len(lowers)) if lowers[i] in _LOCATIVE and all(
                _NAME.fullmatch(_peg_phrase(phrase)[0] or "") for phrase in (words[source_at + 1 : i], words[i + 1 :]))
                              ), None)  # (names: a letter, a number; "from one stack ... on another" is a rule)
        if target_at is None:
            return None
        before, start = sized[:source_at], source_at + 1
    else:
        target_at = next((index for index, word in enumerate(lowers) if word == "->"), None)
        if target_at is None:  # a name, then the target's marker: "Cakram 1: A ke C", "move disc 1 A to C",
            # "Move 1 to 3", "1 TO 3" (whether the words before the source state a move is checked below)
            named = (i for i in range(1, len(words) - 1) if lowers[i] in _TO and _is_name(words[i - 1])
                     and not (lowers[i] in _FILLER and lowers[i - 1] in _TO)  # "a la torre 3": an article
                     and not (i > 1 and lowers[i - 2] in _DISC_NOUNS and not lowers[i + 1].isdigit() and (
                         lowers[i - 1].isdigit() or lowers[i - 1] in _SIZES)))  # "disc 3 to C": disc 3; "disk A to C"
            target_at = next((i for i in named if len(lowers[i]) > 1), None)  # 'a' is peg A here, no marker
        if target_at is None:  # "the next smallest disk to the middle tower": a disc named, its target, no source
            named = (i for i in range(2, len(words) - 1)  # one disc named by a label ("disc 1 a C"; A: a peg)
                     if (lowers[i] in _TO or (lowers[i] in _LOCATIVE and _DISC_NOUNS.isdisjoint(lowers[i:]) and (
                         any(map(_is_verb, words)) or all(word.lower() in _DISC_NOUNS or _LABEL.fullmatch(word)
                                                          for word in " ".join(sized[:i]).split(":")[-1].split()))))
                     and words[i] != "A" and _LABEL.fullmatch(_disc_phrase(sized[:i])[0] or ""))  # "disk 2 on B",
            # "put disk 2 on B", "Step 1: disk 2 on B"; not "on top of disk 1", nor "disk 1 is now on C" (where it is)
            target_at = next(named, None)
            if target_at is not None and (alone := _peg_phrase(words[target_at + 1 :]))[0] is not None:
                disc, disc_words, _ = _disc_phrase(sized[:target_at])
                return RawMove(disc, None, alone[0], words=(disc_words, f"{words[target_at]} {alone[1]}"))
        if target_at is None or target_at == 0:
            return None
        # the source is the last word before the arrow; a peg noun before it belongs to it
        start = target_at - 1 - (target_at >= 2 and lowers[target_at - 1] in _PEG_NOUNS)  # "left peg ->"
        while start > 0 and lowers[start - 1] in _PEG_NOUNS:
            start -= 1
        before = sized[:start]
    source, source_words = _peg_phrase(words[start:target_at])
    after = words[target_at + 1 :]
    target, target_words = _peg_phrase(after)
    if source is None or target is None:
        return None
    disc, disc_words, is_move = _disc_phrase(before)
    verbs = [word for word in words[source_at + 1 : target_at] if _is_verb(word)] if source_at is not None else []
    if not is_move and verbs:  # "把小的由A移到B": the verb after the source
        disc, disc_words, is_move = _disc_phrase([*before, verbs[0]])
    tail = [word for word in after[len(target_words.split()) :] if word != ":"]
    final = tail and all(_is_verb(word) or word in _FILLER - _JOINS for word in tail)  # 終わりaからbに移動
    final = final and not any(_is_verb(word) or word.lower() in _DISC_NOUNS for word in words[:target_at])
    if not is_move and (not before or final):  # verb (and disc) after the pegs, nothing or a label before them
        disc, disc_words, is_move = _disc_phrase(tail)
    if disc is None and tail[1:] and tail[0].lower() in _DISC_NOUNS and _LABEL.fullmatch(tail[1]):
        disc, disc_words = _disc_word(tail[1]), tail[1]  # named after the target: "from A to C (disk 2)"
    if not is_move and (before or len(words) > 4 or lowers[target_at] in _FOLDED):  # "A -> C", "1 TO 3": a move
        return None  # between pegs (never by a marker stripped of its diacritics: "print len(recorded_moves)")
    shown = (disc_words,) if disc_words else ()
    source_shown = f"{'from ' if source_at is not None else ''}{source_words}".strip()
    return RawMove(disc, source, target, words=(*shown, source_shown, f"{words[target_at]} {target_words}"))


# ---------------------------------------------------------------------------- objects
_PAIR = re.compile(r"""["']?([^\W\d][\w\s-]{0,30}?)["']?\s*[:=]\s*("[^"\n]{0,40}"|'[^'\n]{0,40}'|[-\w.]{1,40})""")
#: the keys of an object by role: the role table's disc nouns and markers of every language, and code's names
_DISC_KEYS = _DISC_NOUNS | _split("d size 盘子 圆盘")
_SOURCE_KEYS = _FROM | _split("source src start origin quelle origine origen f s 起点")
_TARGET_KEYS = (_TO - {"->"}) | _split("target dst dest destination end ziel t 终点")
_STEP_KEYS = STEPS | _split("move n id index no i")
_KEYS = (("disc", _DISC_KEYS), ("source", _SOURCE_KEYS), ("target", _TARGET_KEYS), ("step", _STEP_KEYS))
#: the words a key joins to its role's word, which name no role (``peg_start``, ``sourceTower``, ``disk_id``)
_KEY_FILLER = re.compile(
    r"^(?:peg|rod|tower|pole|stack|id)|(?:peg|rod|tower|pole|stack|pos|position|id|number|num|no|nr|index|size)$")
_KEY_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[^\W\d_]+")


def key_role(key: str) -> str | None:
    """The role a key of an object names in a move (``disc``, ``source``, ``target``, ``step``), or None.

    A key is read by its words (``peg_start``, ``sourceTower``), the words that only name the kind of thing
    (peg, tower, id, number) left out when another word names the role.

    >>> key_role("from_peg"), key_role("Disk"), key_role("nach"), key_role("total_moves")
    ('source', 'disc', 'target', None)
    >>> key_role("peg_start"), key_role("targetTower"), key_role("disk_id"), key_role("size")
    ('source', 'target', 'disc', 'disc')
    """
    parts = [part.lower() for part in _KEY_PARTS.findall(key)]
    word = "".join(parts)
    if not any(word in keys for _, keys in _KEYS):
        word = "".join(_KEY_FILLER.sub("", part) for part in parts) or word
    return next((role for role, keys in _KEYS if word in keys), None) or ("source" if word[:4] == "from" else "target"
        if word[:2] == "to" and word[:3] != "tot" else "disc" if "disk" in word or "disc" in word else None)


def read_object(text: str) -> RawMove | None:
    """The move a JSON or Python object states, read by its keys in any spelling, or None.

    >>> read_object("{'disc': 2, 'src': 'left', 'dst': 'right'}")[:3]
    ('2', 'left', 'right')
    >>> read_object('{"name": "move", "arguments": {"disk": 1, "source": 0, "target": 2}}')[:3]  # a tool call
    ('1', '0', '2')
    >>> read_object('{"von": "A", "nach": "C"}')[:3], read_object('{"total_moves": 7}')
    ((None, 'A', 'C'), None)
    """
    if len(text) > MAX_SENTENCE:
        return None
    roles: dict[str, tuple[str, str]] = {}
    text = text.replace('\\"', '"')  # arguments as a JSON string in the object: {"arguments": "{\\"from\\": ...}"}
    for key, value in _PAIR.findall(text):
        role = key_role(key)
        if role is not None and role not in roles:
            roles[role] = (value.strip("\"'").strip(), f"{key.strip()}: {value.strip()}".replace('"', ""))
    if "source" not in roles or "target" not in roles or not roles["source"][0] or not roles["target"][0]:
        readings = [reading for value in re.findall(r'"([^"\n]{3,400})"|\'[^\'\n]{3,400}\'', text)
                    if value and (reading := read_sentence(value)) is not None]
        return readings[0] if len(readings) == 1 else None  # the one string stating one: {"move": "Move disk 1 ..."}
    disc = _disc_word(roles["disc"][0]) if "disc" in roles and roles["disc"][0] else None
    words = tuple(roles[role][1] for role in ("disc", "source", "target") if role in roles)
    return RawMove(disc, roles["source"][0], roles["target"][0], words=words)


# ---------------------------------------------------------------------------- several moves on one line
#: the combining marks inside a word (vowel signs of Devanagari, Bengali and Thai, Hebrew points, Arabic vowels)
MARKS = "[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670\u0900-\u0963\u0966-\u0dff\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]"
#: a line's tokens for cutting it into moves: a step label (``2.``, ``2)``, ``2:``, also glued to the move
#: before it, ``a->b2:a->c``), an arrow, a separator, a comment's start, a bracket, a word (an ideograph is one)
_CUT_TOKEN = re.compile(
    r"(?P<label>(?<![\w.])\d{1,6}[.)](?=\s)|\d{1,6}:(?!\s*\d+\s*$))|(?P<arrow>->)|(?P<sep>[,;|:，；、。]|\.(?=\s|$))"
    r"|(?P<comment>(?<!\S)(?://|#\s))"
    r"|(?P<latex>\\[A-Za-z]+(?=\{))|(?P<open>[(\[{])|(?P<close>[)\]}])|(?P<assign>=)|(?P<word>[\u3400-\u9fff]|(?<=->)[^\W\d_]{1,12}(?=\d{1,6}:)"
    r"|(?<![\w-])-\d{1,6}(?![\w.])"  # -1: no peg
    r"|[^\W_\u3400-\u9fff](?:[^\W\u3400-\u9fff]|" + MARKS + r"|'|-(?=[^\W_]))*)"
)
# a whole move in one word: AC, 1AC, A-C (not 1st)
_PAIR_WORD = re.compile(r"(?!\d+(?:st|nd|rd|th)$)(?:\d{0,3}[A-Z]{2}|\d{1,3}[A-Za-z]{2}|[A-Za-z]-[A-Za-z])")


#: words of letters alone (a key's letter before '=': "Finished!", "ENTER=Seguir, P=Parar ------")
_WORDS_ONLY = re.compile(r"(?:(?:[^\W\d_]{1,12}=)?[^\W\d_]{2,}+[\s!,.-]*+)++")  # possessive: linear, a word whole


@lru_cache(maxsize=1 << 13)
def split_moves(line: str) -> tuple[str, ...] | None:
    """The pieces of a line that states two or more moves, cut where its tokens start a move again; or None.

    A move is complete once a name follows the marker of its target (``to``, ``->``, ``de
    A a C``), or when it is one word (``AC``, ``1AC``) or one group in brackets (``(A,
    C)``, ``(move d1 d2 p3)``).  A complete move ends at a separator (``,``, ``;``, a full
    stop, a joining word of the role table: ``and``, ``then``) and before a verb, a disc
    noun, a step label, a bracket, a whole move in one word, or a name that opens a new
    pair (``1 -> 2 1 -> 3``).  A heading before a colon (``Moves:``) is no part of a move;
    a step label before a move is dropped.  Whether each piece states a move is for the
    caller to read.  ``tests/test_segmentation.py`` holds the families of one-line answers
    that issue 30 names (course examples, judge samples, Lisp and Racket lists).

    >>> split_moves("1 -> 2 1 -> 3 2 -> 3"), split_moves("Move disk 1 from A to C and disk 2 from A to B.")
    (('1 -> 2', '1 -> 3', '2 -> 3'), ('Move disk 1 from A to C', 'disk 2 from A to B'))
    >>> split_moves("A -> C (disk 1)"), split_moves("Move disk 1 from A to C.")
    (None, None)
    """
    if len(line) > 4000:
        return None
    pieces: list[tuple[int, int]] = []
    start: int | None = None  # where the current piece's text begins
    end = depth = names = 0
    named = ""  # the last name read
    disc_said = False  # the current piece names a disc ("Disk 1 moves from A to C": its verb starts no move)
    marked = False  # the piece has a source's marker: a Latin letter after its name is the target's ("de A a C")
    base = -1  # the bracket depth at which the current piece became complete
    opened: int | None = None  # the depth of the bracket that opens the piece
    stage = 0  # 0: no name read, 1: a source's marker read, 2: a name read, 3: the target's marker, 4: complete
    found: list[tuple[str, str, int]] = []  # kind, text, where it ends
    for token in _CUT_TOKEN.finditer(line):
        kind, text = str(token.lastgroup), token.group()
        if kind == "comment":  # "A->C //最下面一个盘，从A移动到C": a comment after the moves retells them
            break
        depth += (kind == "open") - (kind == "close")
        if kind == "label" and text[-1] == ")" and depth > 0:  # "(1 . 3)": a number and a bracket, no label
            found.append(("word", text[:-1], token.end() - 1))
            kind, text, depth = "close", ")", depth - 1
        found.append((kind, text, token.end()))
    depth = 0
    for index, (kind, text, stop) in enumerate(found):
        lower = text.lower()
        following = found[index + 1][1].lower() if index + 1 < len(found) else ""
        if kind == "assign":  # "L = [a-c, a-b]": the one name before the line's first '=' names the list
            if not pieces and stage in (0, 2) and names <= 1 and opened is None:
                start, stage, names, marked = None, 0, 0, False
            continue
        # "to peg 3. 010: Move ...": the target's name and a full stop, no step's label, end a move
        full_stop = kind == "label" and stage == 3 and text[-1] == "." and start is not None
        # a complete move ends here; a bracket after it annotates it ("A -> C (disk 1)") unless groups stand in a row
        if full_stop or (stage == 4 and depth <= base and (
                kind in ("label", "sep") or lower in _JOINS or (kind in ("open", "close") and opened is not None)
                or (kind == "word" and (_is_verb(text) or lower in _DISC_NOUNS or _PAIR_WORD.fullmatch(text)))
                or (kind == "word" and lower not in _FILLER and (following == "->" or (
                    following in _TO and found[index + 1][1] != "A"))))):  # (peg A, not a marker: "to C from A")
            if text != ":" or opened is not None:  # a move before a colon labels what follows ("in: 2 -> out: ...")
                pieces.append((start or 0, stop - 1 if full_stop else end))
            start, stage, opened, base, names, marked = None, 0, None, -1, 0, False
        depth += (kind == "open") - (kind == "close")
        if start is not None and stage < 3 and names and opened is None and (  # a label after a space
                (kind == "label" and line[stop - len(text) - 1 : stop - len(text)].isspace()) or text in ".。" or (
                    _is_verb(text) and not (disc_said or marked) and following != "(")):
            start, stage, names, marked = None, 0, 0, False  # words that state no move before a step's label, a full
            # stop or a verb ("How many discs? > 000: All discs should be on peg 1. 001: Move disc ...", a prompt)
        if start is None and (kind in ("sep", "close", "label") or lower in _JOINS):
            continue  # separators, closing brackets and step labels between moves
        if kind == "open" and stage == 0 and names == 0:  # a group opens the move: '((a . c), Move[A, B]
            opened = depth - 1
            if start is None or not line[start : stop - 1].strip(" '`\"([{"):
                start = stop - 1
        if text == ":" and opened is None and (  # not a key inside a group ({"disk": 1, ...})
                stage == 0 or (stage == 2 and (names == 1 or not pieces) and not _LABEL.fullmatch(named))):
            start, stage, names = None, 0, 0  # "Moves:", "Solution:": a heading before the move (not "A:", "1:")
            continue
        if start is None:
            start, disc_said = stop - len(text), False
        disc_said = disc_said or lower in _DISC_NOUNS
        end = stop
        marker = not (len(text) == 1 and text.isascii()) or (stage == 2 and (marked or disc_said))  # else a peg:
        # "A to C" (after a source's marker or a disc's noun a marker: "de A a C", "disco menor a C")
        if stage == 4:
            continue  # words after a complete move (its disc in brackets, a full stop) stay with it
        if kind == "close" and opened is not None and depth == opened:
            if names < 2:  # a group that names no move ("[5], [1]": stacks): the line is no list of moves
                return None
            stage = 4  # a group in brackets: (A, C), (move d1 d2 p3)
        elif kind == "word" and _PAIR_WORD.fullmatch(text) and stage == 0:
            stage = 4
        elif kind == "arrow" or (lower in _TO and marker) or (
                lower in _LOCATIVE and (marked or disc_said) and stage == 2):
            stage = 3 if stage == 2 else stage
        elif lower in _FROM and marker:
            stage, marked = (1, True) if stage in (0, 2) else (stage, marked)
        elif _is_verb(text):
            stage = 0 if stage == 3 else stage  # the move starts at its verb: "The answer is to move disk 1 to C"
        elif lower in _DISC_NOUNS:
            stage = max(stage, 2)  # a disc stands for its place: "the smallest disk to the middle tower"
        elif stage == 3 and (lower in _TO or lower in _FROM) and following in _PEG_NOUNS:
            pass  # "para a Torre 2": an article before the target's noun, not peg A
        elif kind == "word" and not (lower in _FILLER or lower in _PEG_NOUNS or lower in _DISC_NOUNS):
            stage, names, named = 4 if stage == 3 else 2, names + 1, text
        if stage == 4 and base < 0:
            base = depth
    if start is not None and (stage >= 3 or not _WORDS_ONLY.fullmatch(line[start:])):
        if stage != 4:  # (words of letters after the last move, that state none, are left: "Finished!")
            return None
        pieces.append((start, end))
    return tuple(line[begin:stop] for begin, stop in pieces) if len(pieces) >= 2 else None
