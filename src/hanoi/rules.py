"""The :class:`Rules` value: which puzzle is being played.

The classic Tower of Hanoi lets the top disc of any peg go onto any peg that holds no smaller
disc.  Its variants change three things, and a rules value states all three (Hinz, Klavžar and
Petr, *The Tower of Hanoi – Myths and Maths*, 2nd ed. 2018, chapter 8):

- **the move digraph**: which peg-to-peg moves are allowed, as a set of arcs ``(source,
  target)``.  All arcs is the classic puzzle; a directed triangle is the cyclic tower (Atkinson
  1981); the arcs between neighbouring pegs of a row make the linear tower; a centre joined to
  every other peg, the star (Stockmeyer 1994).  Sapir (2004) sorts every strongly connected
  digraph on three pegs into five kinds.
- **the capacities**: how many pieces a peg holds (``None`` is no limit).  The Tower of London
  (Shallice 1982) has pegs of heights 3, 2 and 1.
- **the pieces**: ordered ``"discs"`` (no disc on a smaller one), equal-size coloured
  ``"balls"`` (any ball on any ball: the Tower of London), or equal-size ``"colours"``
  (no darker disc on a lighter one: the Tower of Toronto of Saint-Cyr, Taylor and Lang 1988,
  whose colour order plays the size order, so its positions and minima are Hanoi's).

Rules are immutable and hashable.  The French encyclopedia article names the Tower of London beside the Tower of Hanoi.

>>> Rules.classic().is_classic, Rules.linear().name, Rules.parse("AB,BC,CA") == Rules.cyclic()
(True, 'linear', True)
>>> Rules.london(), Rules.toronto().name
(Rules.london(), 'toronto')
>>> str(Rules.cyclic()), str(Rules.from_arcs([(0, 2), (2, 0), (0, 1), (1, 0)]))
('AB,BC,CA', 'AB,AC,BA,CA')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from hanoi._validate import check_int, shown
from hanoi.errors import InvalidArgumentError
from hanoi.limits import RULES_MAX_PEGS

__all__ = ["PIECES", "VARIANTS", "Rules"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

Pieces = Literal["discs", "balls", "colours"]
PIECES: tuple[Pieces, ...] = ("discs", "balls", "colours")
"""The kinds of piece: ordered discs (Hanoi), equal-size balls (London), discs ordered by colour (Toronto)."""

VARIANTS = ("classic", "cyclic", "cyclic-ccw", "linear", "star", "london", "toronto")
"""The named variants of :meth:`Rules.variant` and ``--variant``."""


def _check_rules_pegs(pegs: object) -> int:
    return check_int(pegs, "pegs", low=3, high=RULES_MAX_PEGS)


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of one puzzle: pegs, allowed moves, capacities and the kind of piece.

    ``arcs`` is the move digraph as a frozenset of ``(source, target)`` pairs of 0-based pegs;
    ``capacities`` is None (no limits) or one entry per peg, an integer >= 1 or None.  Use the
    named constructors (:meth:`classic`, :meth:`cyclic`, :meth:`linear`, :meth:`star`,
    :meth:`london`, :meth:`from_arcs`, :meth:`parse`) rather than the fields.

    >>> rules = Rules.linear(4)
    >>> rules.pegs, sorted(rules.arcs)[:3], rules.allows(0, 1), rules.allows(0, 2)
    (4, [(0, 1), (1, 0), (1, 2)], True, False)
    >>> Rules(3, frozenset({(0, 1)}))
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: rules 'AB' on 3 pegs: not every peg can be reached from every other ...
    """

    pegs: int
    arcs: frozenset[tuple[int, int]]
    capacities: tuple[int | None, ...] | None = None
    pieces: Pieces = "discs"

    def __post_init__(self) -> None:
        pegs = _check_rules_pegs(self.pegs)
        object.__setattr__(self, "pegs", pegs)
        arcs = self.arcs
        if not isinstance(arcs, frozenset):
            raise InvalidArgumentError(f"rules: arcs must be a frozenset of (source, target) pairs, got {shown(arcs)}")
        checked = set()
        for arc in arcs:
            if not isinstance(arc, tuple) or len(arc) != 2:
                raise InvalidArgumentError(f"rules: an arc must be a (source, target) pair, got {shown(arc)}")
            source = check_int(arc[0], "arc source", low=0, high=pegs - 1)
            target = check_int(arc[1], "arc target", low=0, high=pegs - 1)
            if source == target:
                raise InvalidArgumentError(f"rules: the arc {shown(arc)} goes from a peg to itself")
            checked.add((source, target))
        object.__setattr__(self, "arcs", frozenset(checked))
        if self.capacities is not None:
            caps = self.capacities
            if isinstance(caps, str | bytes) or not isinstance(caps, Sequence) or len(caps) != pegs:
                raise InvalidArgumentError(
                    f"rules: capacities must give one entry per peg ({pegs}), got {shown(caps)}"
                )
            fixed = tuple(None if c is None else check_int(c, "capacity", low=1) for c in caps)
            object.__setattr__(self, "capacities", None if all(c is None for c in fixed) else fixed)
        if self.pieces not in PIECES:
            raise InvalidArgumentError(
                f"rules: pieces must be 'discs', 'balls' or 'colours', got {shown(self.pieces)}"
            )
        if not _strongly_connected(pegs, self.arcs):
            raise InvalidArgumentError(
                f"rules {_spell(self.arcs)!r} on {pegs} pegs: not every peg can be reached from every other "
                "(the move digraph must be strongly connected)"
            )

    # ----------------------------------------------------------------- presets
    @classmethod
    def classic(cls, pegs: int = 3) -> Rules:
        """The classic puzzle: any move between any two pegs, discs, no capacities.

        >>> Rules.classic().is_classic, len(Rules.classic(4).arcs)
        (True, 12)
        """
        pegs = _check_rules_pegs(pegs)
        return cls(pegs, frozenset((a, b) for a in range(pegs) for b in range(pegs) if a != b))

    @classmethod
    def cyclic(cls, pegs: int = 3, *, clockwise: bool = True) -> Rules:
        """The cyclic tower (Atkinson 1981): moves only one step round the circle of pegs.

        Clockwise is A→B→C→A; ``clockwise=False`` turns the other way, A→C→B→A.

        >>> str(Rules.cyclic()), str(Rules.cyclic(clockwise=False))
        ('AB,BC,CA', 'AC,BA,CB')
        """
        pegs = _check_rules_pegs(pegs)
        step = 1 if clockwise else pegs - 1
        return cls(pegs, frozenset((a, (a + step) % pegs) for a in range(pegs)))

    @classmethod
    def linear(cls, pegs: int = 3) -> Rules:
        """The linear tower: pegs in a row, moves only between neighbours (Scorer, Grundy and Smith 1944).

        >>> str(Rules.linear()), str(Rules.linear(4))
        ('AB,BA,BC,CB', 'AB,BA,BC,CB,CD,DC')
        """
        pegs = _check_rules_pegs(pegs)
        return cls(pegs, frozenset({*((a, a + 1) for a in range(pegs - 1)), *((a + 1, a) for a in range(pegs - 1))}))

    @classmethod
    def star(cls, pegs: int = 4, *, centre: int = 1) -> Rules:
        """The star: every move goes to or from the centre peg (Stockmeyer 1994).

        The centre defaults to peg B, so that the default transfer, A to the last peg, goes
        from leaf to leaf; on three pegs the star is the linear tower.

        >>> str(Rules.star()), Rules.star(3) == Rules.linear()
        ('AB,BA,BC,BD,CB,DB', True)
        """
        pegs = _check_rules_pegs(pegs)
        centre = check_int(centre, "centre", low=0, high=pegs - 1)
        leaves = [p for p in range(pegs) if p != centre]
        return cls(pegs, frozenset({*((centre, p) for p in leaves), *((p, centre) for p in leaves)}))

    @classmethod
    def london(cls, capacities: Sequence[int | None] = (3, 2, 1)) -> Rules:
        """The Tower of London (Shallice 1982): equal balls, any move, pegs of heights 3, 2, 1.

        Other capacities give the general version (Phillips et al. 1999 use 5, 5, 5).

        >>> Rules.london().capacities, Rules.london([5, 5, 5]).pieces
        ((3, 2, 1), 'balls')
        """
        if isinstance(capacities, str | bytes) or not isinstance(capacities, Sequence):
            raise InvalidArgumentError(f"rules: capacities must be a sequence of integers, got {shown(capacities)}")
        pegs = _check_rules_pegs(len(capacities))
        arcs = frozenset((a, b) for a in range(pegs) for b in range(pegs) if a != b)
        return cls(pegs, arcs, tuple(capacities), "balls")

    @classmethod
    def toronto(cls, pegs: int = 3) -> Rules:
        """The Tower of Toronto (Saint-Cyr, Taylor and Lang 1988): discs of one size, never a darker on a lighter.

        Disc 1 is the lightest (white) and plays Hanoi's smallest disc (:mod:`hanoi.toronto`), so
        the positions, moves and minima are the classic ones: ``2**n - 1`` moves for a tower.

        >>> Rules.toronto().pieces, Rules.toronto().arcs == Rules.classic().arcs
        ('colours', True)
        """
        pegs = _check_rules_pegs(pegs)
        return cls(pegs, Rules.classic(pegs).arcs, None, "colours")

    def as_discs(self) -> Rules:
        """The same rules with Hanoi's discs for the pieces (the Tower of Toronto's colours are sizes).

        >>> Rules.toronto().as_discs().is_classic, Rules.cyclic().as_discs() == Rules.cyclic()
        (True, True)
        """
        if self.pieces != "colours":
            return self
        return Rules(self.pegs, self.arcs, self.capacities, "discs")

    @classmethod
    def from_arcs(
        cls, arcs: Iterable[tuple[int, int]], *, pegs: int | None = None,
        capacities: Sequence[int | None] | None = None, pieces: Pieces = "discs",
    ) -> Rules:
        """Rules with any strongly connected move digraph (Sapir 2004 on three pegs).

        ``pegs`` defaults to the largest peg named, plus one (at least 3).

        >>> Rules.from_arcs([(0, 1), (1, 2), (2, 0), (1, 0)]).name
        'AB,BA,BC,CA'
        """
        if isinstance(arcs, str | bytes) or not isinstance(arcs, Iterable):
            raise InvalidArgumentError(f"rules: arcs must be (source, target) pairs, got {shown(arcs)}")
        pairs = []
        for arc in arcs:
            if isinstance(arc, str | bytes) or not isinstance(arc, Sequence) or len(arc) != 2:
                raise InvalidArgumentError(f"rules: an arc must be a (source, target) pair, got {shown(arc)}")
            pairs.append((check_int(arc[0], "arc source", low=0), check_int(arc[1], "arc target", low=0)))
        if pegs is None:
            pegs = max([2, *(max(pair) for pair in pairs)]) + 1
        return cls(pegs, frozenset(pairs), None if capacities is None else tuple(capacities), pieces)

    @classmethod
    def variant(cls, name: str, pegs: int | None = None) -> Rules:
        """The named variant of :data:`VARIANTS` (``--variant``), on ``pegs`` pegs where it has a choice.

        >>> Rules.variant("cyclic-ccw") == Rules.cyclic(clockwise=False), Rules.variant("star").pegs
        (True, 4)
        >>> Rules.variant("panex")
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: unknown variant 'panex'; choose one of: classic, cyclic, ...
        """
        key = name.strip().lower() if isinstance(name, str) else None
        if key == "toronto":
            return cls.toronto(3 if pegs is None else pegs)
        if key == "london":
            if pegs not in (None, 3):
                raise InvalidArgumentError(f"the Tower of London has 3 pegs, got pegs={shown(pegs)}")
            return cls.london()
        makers = {"classic": cls.classic, "cyclic": cls.cyclic, "linear": cls.linear, "star": cls.star}
        if key == "cyclic-ccw":
            return cls.cyclic(3 if pegs is None else pegs, clockwise=False)
        if key not in makers:
            raise InvalidArgumentError(f"unknown variant {shown(name)}; choose one of: {', '.join(VARIANTS)}")
        maker = makers[key]
        return maker() if pegs is None else maker(pegs)

    @classmethod
    def parse(cls, text: str, pegs: int | None = None) -> Rules:
        """A variant name (:data:`VARIANTS`) or a digraph spelled as arcs: ``"AB,BC,CA"``.

        Each arc is two peg letters, source then target; ``A-B`` or ``A<>B`` (also ``AB*``)
        allow both ways.

        >>> Rules.parse("linear") == Rules.parse("A<>B, B<>C") == Rules.parse("AB,BA,BC,CB")
        True
        >>> Rules.parse("AB,B?")
        Traceback (most recent call last):
        ...
        hanoi.errors.InvalidArgumentError: invalid rules 'AB,B?': 'B?' needs two peg letters ...
        """
        if not isinstance(text, str):
            raise InvalidArgumentError(f"invalid rules {shown(text)}: expected text such as 'AB,BC,CA' or 'linear'")
        stripped = text.strip()
        if stripped.lower() in VARIANTS:
            return cls.variant(stripped, pegs)
        arcs: list[tuple[int, int]] = []
        for part in stripped.replace(";", ",").split(","):
            word = part.strip().upper().replace(" ", "")
            both = False
            for mark in ("<>", "-", "*"):
                if mark in word:
                    both = True
                    word = word.replace(mark, "")
            count = RULES_MAX_PEGS if pegs is None else _check_rules_pegs(pegs)
            if len(word) != 2 or not all(letter in _LETTERS[:count] for letter in word):
                raise InvalidArgumentError(
                    f"invalid rules {shown(text)}: {part.strip()!r} needs two peg letters (A..{_LETTERS[count - 1]}), "
                    "e.g. 'AB,BC,CA'"
                )
            source, target = _LETTERS.index(word[0]), _LETTERS.index(word[1])
            if source == target:
                raise InvalidArgumentError(f"invalid rules {shown(text)}: {part.strip()!r} goes from a peg to itself")
            arcs.append((source, target))
            if both:
                arcs.append((target, source))
        return cls.from_arcs(arcs, pegs=pegs)

    # ----------------------------------------------------------------- reading
    @property
    def is_classic(self) -> bool:
        """Whether these are the classic rules (every arc, discs, no capacities).

        >>> Rules.classic(5).is_classic, Rules.linear().is_classic
        (True, False)
        """
        return (
            self.pieces == "discs" and self.capacities is None
            and len(self.arcs) == self.pegs * (self.pegs - 1)
        )

    @property
    def name(self) -> str:
        """The variant's name where it has one (:data:`VARIANTS`), else its arcs.

        >>> Rules.cyclic(4).name, Rules.star(5).name, Rules.from_arcs([(0, 1), (1, 0), (1, 2), (2, 1), (0, 2)]).name
        ('cyclic', 'star', 'AB,AC,BA,BC,CB')
        """
        if self.pieces == "balls":
            if self == Rules.london():
                return "london"
        elif self.pieces == "colours":
            if self.capacities is None and len(self.arcs) == self.pegs * (self.pegs - 1):
                return "toronto"
        elif self.capacities is None:
            if self.is_classic:
                return "classic"
            for name, rules in (
                ("cyclic", Rules.cyclic(self.pegs)),
                ("cyclic-ccw", Rules.cyclic(self.pegs, clockwise=False)),
                ("linear", Rules.linear(self.pegs)),
                ("star", Rules.star(self.pegs)),
            ):
                if rules == self:
                    return name
        return str(self)

    def allows(self, source: int, target: int) -> bool:
        """Whether the move digraph has the arc ``source → target``.

        >>> Rules.cyclic().allows(0, 1), Rules.cyclic().allows(1, 0)
        (True, False)
        """
        return (source, target) in self.arcs

    def capacity(self, peg: int) -> int | None:
        """How many pieces ``peg`` holds (None: no limit).

        >>> Rules.london().capacity(2), Rules.classic().capacity(2) is None
        (1, True)
        """
        return None if self.capacities is None else self.capacities[peg]

    def successors(self, peg: int) -> tuple[int, ...]:
        """The pegs a piece on ``peg`` may move to, in order.

        >>> Rules.star().successors(1), Rules.star().successors(0)
        ((0, 2, 3), (1,))
        """
        return tuple(sorted(target for source, target in self.arcs if source == peg))

    def is_symmetric(self) -> bool:
        """Whether every allowed move may be undone (the state graph is undirected).

        >>> Rules.linear().is_symmetric(), Rules.cyclic().is_symmetric()
        (True, False)
        """
        return all((b, a) in self.arcs for a, b in self.arcs)

    def __str__(self) -> str:
        return _spell(self.arcs)

    def __repr__(self) -> str:
        name = self.name
        if name == "london":
            return "Rules.london()"
        if name == "toronto":
            return "Rules.toronto()" if self.pegs == 3 else f"Rules.toronto({self.pegs})"
        if name in VARIANTS:
            method = "cyclic" if name == "cyclic-ccw" else name
            args = [] if self.pegs == (4 if name == "star" else 3) else [str(self.pegs)]
            if name == "cyclic-ccw":
                args.append("clockwise=False")
            return f"Rules.{method}({', '.join(args)})"
        extra = "" if self.capacities is None else f", capacities={self.capacities!r}"
        extra += "" if self.pieces == "discs" else f", pieces={self.pieces!r}"
        return f"Rules.parse({str(self)!r}, pegs={self.pegs}{extra})"

    def to_dict(self) -> dict[str, object]:
        """The rules as JSON-ready data (the web API and the exports).

        >>> Rules.london().to_dict()["capacities"], Rules.linear().to_dict()["variant"]
        ([3, 2, 1], 'linear')
        """
        return {
            "variant": self.name if self.name in VARIANTS else "custom",
            "pegs": self.pegs,
            "arcs": str(self),
            "capacities": None if self.capacities is None else list(self.capacities),
            "pieces": self.pieces,
        }


def _spell(arcs: Iterable[tuple[int, int]]) -> str:
    return ",".join(f"{_LETTERS[a]}{_LETTERS[b]}" for a, b in sorted(arcs))


def _strongly_connected(pegs: int, arcs: frozenset[tuple[int, int]]) -> bool:
    """Whether every peg reaches every other along the arcs (forwards and backwards from peg 0)."""
    for pairs in (arcs, frozenset((b, a) for a, b in arcs)):
        seen = {0}
        frontier = [0]
        while frontier:
            peg = frontier.pop()
            for a, b in pairs:
                if a == peg and b not in seen:
                    seen.add(b)
                    frontier.append(b)
        if len(seen) != pegs:
            return False
    return True
