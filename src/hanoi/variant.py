"""Any variant, by its rules: the one place that chooses between closed forms and search.

As :mod:`hanoi.tower` chooses by pegs, this module chooses by :class:`~hanoi.Rules`:

- **classic** rules go to :mod:`hanoi.tower` and :mod:`hanoi.paths` unchanged (closed forms,
  fast paths);
- the **linear** tower on three pegs (any peg in the middle) to :mod:`hanoi.variants.linear`
  (3**n - 1, the ternary Gray code, distances along the path);
- the **cyclic** tower on three pegs (either way round) to :mod:`hanoi.variants.cyclic`
  (Atkinson's recursions);
- the **star** on four pegs, leaf to leaf, to :mod:`hanoi.variants.star` for the count
  (Bousch 2017);
- the **Tower of Toronto** (colours for sizes, Saint-Cyr, Taylor and Lang 1988) as the same
  digraph with discs: its positions and minima are Hanoi's;
- everything else, the Tower of London included, to the breadth-first search of
  :mod:`hanoi.variants.graph`, bounded by :data:`~hanoi.limits.VARIANT_MAX_STATES`.

The modules below never dispatch.

>>> min_moves(3, rules=Rules.linear()), min_moves(3, rules=Rules.cyclic()), min_moves(3, rules=Rules.star())
(26, 21, 12)
>>> [str(m) for m in solve(2, rules=Rules.cyclic(clockwise=False))]
['1AC', '1CB', '2AC', '1BA', '1AC']
"""

from __future__ import annotations

from collections.abc import Iterator

from hanoi import tower
from hanoi._validate import check_n, check_source_target, shown, shown_int
from hanoi.balls import BallState
from hanoi.errors import InvalidArgumentError, InvalidStateError, TooLargeError
from hanoi.limits import VARIANT_MAX_STATES
from hanoi.move import Move
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.toronto import toronto_colours
from hanoi.variants import cyclic, linear, star
from hanoi.variants.graph import all_shortest_paths, search_path
from hanoi.variants.london import LondonSolution, london_solve

__all__ = [
    "all_optimal_paths",
    "kind",
    "min_moves",
    "move_at",
    "sapir_digraphs",
    "solve",
    "variant_distance",
    "variant_path",
]

Position = State | BallState


def kind(rules: Rules | None) -> tuple[str, int | None]:
    """What the rules are, up to renaming the pegs: ``(name, detail)``.

    ``("linear", middle)`` for three pegs in a row, ``("cyclic", +1 or -1)`` for a directed
    triangle (+1 clockwise A→B→C), ``("star", centre)`` for four pegs round a centre,
    ``("classic", None)``, ``("london", None)`` for balls, else ``("search", None)``.  The
    Tower of Toronto's colours are sizes: its kind is that of the same digraph with discs.

    >>> kind(Rules.parse("AC,CA,CB,BC")), kind(Rules.parse("AC,CB,BA")), kind(None), kind(Rules.toronto())
    (('linear', 2), ('cyclic', -1), ('classic', None), ('classic', None))
    """
    if rules is not None and rules.pieces == "colours":
        return kind(rules.as_discs())
    if rules is None or rules.is_classic:
        return "classic", None
    if rules.pieces == "balls":
        return "london", None
    if rules.capacities is None:
        if rules.pegs == 3 and rules.is_symmetric() and len(rules.arcs) == 4:
            return "linear", next(p for p in range(3) if len(rules.successors(p)) == 2)
        if rules.pegs == 3 and len(rules.arcs) == 3:
            return "cyclic", 1 if (0, 1) in rules.arcs else -1
        if rules.pegs == 4 and rules.is_symmetric() and len(rules.arcs) == 6:
            centres = [p for p in range(4) if len(rules.successors(p)) == 3]
            if len(centres) == 1:
                return "star", centres[0]
    return "search", None


def _rules(rules: object) -> Rules | None:
    if rules is not None and not isinstance(rules, Rules):
        raise InvalidArgumentError(f"rules must be a Rules value (e.g. Rules.linear()), got {shown(rules)}")
    return rules


def _coloured(n: int, rules: Rules | None) -> None:
    """Refuse more discs than the Tower of Toronto has colours (:data:`~hanoi.limits.TORONTO_MAX_DISCS`)."""
    if rules is not None and rules.pieces == "colours":
        toronto_colours(check_n(n))


def _pegs(rules: Rules, source: int, target: int | None) -> tuple[int, int]:
    return check_source_target(source, target, rules.pegs)


def _searched(n: int, rules: Rules) -> int:
    """``n``, once the ``pegs**n`` states of a search are known to fit :data:`~hanoi.limits.VARIANT_MAX_STATES`."""
    n = check_n(n)
    if n > 64 or rules.pegs**n > VARIANT_MAX_STATES:
        size = rules.pegs**n if n <= 64 else None
        raise TooLargeError(
            f"refusing to search the {shown_int(size) if size else f'{rules.pegs}**{shown_int(n)}'} states of "
            f"{shown_int(n)} discs under the rules {rules.name!r} (limit {VARIANT_MAX_STATES}, "
            "hanoi.limits.VARIANT_MAX_STATES)",
            size=size, limit=VARIANT_MAX_STATES,
        )
    return n


def min_moves(n: int, *, rules: Rules | None = None, source: int = 0, target: int | None = None) -> int:
    """The fewest moves carrying a perfect tower of ``n`` discs from ``source`` to ``target`` under ``rules``.

    Closed forms where the rules have one (classic, linear, cyclic, star leaf to leaf), a
    breadth-first search otherwise.

    >>> min_moves(4, rules=Rules.linear(4)), min_moves(64)  # OEIS A160002; the classic 2**64 - 1
    (34, 18446744073709551615)
    >>> min_moves(10**100, rules=Rules.parse("AB,BC,CA,BA"))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to search the 3**~1.0e100 states of ~1.0e100 discs under the rules ...
    """
    rules = _rules(rules)
    _coloured(n, rules)
    name, detail = kind(rules)
    if rules is None or name == "classic":
        pegs = 3 if rules is None else rules.pegs
        source, target = check_source_target(source, target, pegs)
        return 0 if source == target else tower.min_moves(n, pegs=pegs)
    if name == "london":
        raise InvalidArgumentError("the Tower of London has no perfect tower: use london_solve(start, goal)")
    source, target = _pegs(rules, source, target)
    if name == "linear":
        assert detail is not None
        return linear.linear_min_moves(n, source=source, target=target, middle=detail)
    if name == "cyclic":
        return cyclic.cyclic_min_moves(n, source=source, target=target, clockwise=detail == 1)
    if name == "star" and source != detail and target != detail and source != target:
        return star.star_min_moves(n)
    n = _searched(n, rules)
    start = State.perfect(n, pegs=rules.pegs, peg=source, rules=rules)
    goal = State.perfect(n, pegs=rules.pegs, peg=target, rules=rules)
    return len(search_path(start, goal, max_states=VARIANT_MAX_STATES))


def solve(n: int, *, rules: Rules | None = None, source: int = 0, target: int | None = None) -> Iterator[Move]:
    """The optimal moves of ``n`` discs from ``source`` to ``target`` under ``rules`` (lazily for closed forms).

    >>> [str(m) for m in solve(2, rules=Rules.linear())]
    ['1AB', '1BC', '2AB', '1CB', '1BA', '2BC', '1AB', '1BC']
    >>> len(list(solve(3, rules=Rules.star())))
    12
    """
    rules = _rules(rules)
    _coloured(n, rules)
    name, detail = kind(rules)
    if rules is None or name == "classic":
        return tower.solve(n, pegs=3 if rules is None else rules.pegs, source=source, target=target)
    if name == "london":
        raise InvalidArgumentError("the Tower of London has no perfect tower: use london_solve(start, goal)")
    source, target = _pegs(rules, source, target)
    if name == "linear":
        assert detail is not None
        return linear.linear_solve(n, source=source, target=target, middle=detail)
    if name == "cyclic":
        return cyclic.cyclic_solve(n, source=source, target=target, clockwise=detail == 1)
    n = _searched(n, rules)
    start = State.perfect(n, pegs=rules.pegs, peg=source, rules=rules)
    return iter(search_path(start, State.perfect(n, pegs=rules.pegs, peg=target, rules=rules)))


def move_at(n: int, k: int, *, rules: Rules | None = None, source: int = 0, target: int | None = None) -> Move:
    """The ``k``-th move (1-based) of :func:`solve` without replay: classic, and the linear tower end to end.

    >>> move_at(3, 9, rules=Rules.linear()), move_at(3, 4)
    (Move(disc=3, source=0, target=1), Move(disc=3, source=0, target=2))
    """
    rules = _rules(rules)
    _coloured(n, rules)
    name, detail = kind(rules)
    if rules is None or name == "classic":
        return tower.move_at(n, k, pegs=3 if rules is None else rules.pegs, source=source, target=target)
    source, target = _pegs(rules, source, target)
    if name == "linear" and detail not in (source, target):
        return linear.linear_move_at(n, k, source=source, target=target)
    raise InvalidArgumentError(
        f"no direct access to the moves of the {rules.name!r} rules from {source} to {target}; read solve() instead"
    )


def _check_positions(start: object, goal: object) -> tuple[Position, Position]:
    if not isinstance(start, State | BallState) or type(start) is not type(goal):
        raise InvalidArgumentError(f"start and goal must be two States or two BallStates, got {shown((start, goal))}")
    assert isinstance(goal, State | BallState)
    if start.rules != goal.rules or (start.n, start.pegs) != (goal.n, goal.pegs):
        raise InvalidStateError(f"start {str(start)[:40]!r} and goal {str(goal)[:40]!r} are not of the same puzzle")
    return start, goal


def variant_distance(start: Position, goal: Position) -> int:
    """The fewest moves between two positions of a variant (``hanoi.distance`` sends ruled states here).

    The linear tower with B in the middle is exact for any ``n`` (a path); others are searched.

    >>> variant_distance(State.parse("ACB", rules=Rules.linear()), State.parse("CAB", rules=Rules.linear()))
    12
    """
    start, goal = _check_positions(start, goal)
    if isinstance(start, State) and isinstance(goal, State) and kind(start.rules) == ("linear", 1):
        return linear.linear_distance(State(start.positions), State(goal.positions))
    return len(search_path(start, goal))


def variant_path(start: Position, goal: Position) -> Iterator[Move]:
    """The moves of one shortest path between two positions of a variant.

    >>> [str(m) for m in variant_path(BallState.parse("|21|3||"), BallState.parse("||32|1|"))]
    ['1AC', '2AB']
    """
    start, goal = _check_positions(start, goal)
    return iter(search_path(start, goal))


def all_optimal_paths(start: Position, goal: Position) -> list[tuple[Move, ...]]:
    """Every shortest path between two positions of any variant (discs or balls).

    >>> len(all_optimal_paths(State.parse("AA", rules=Rules.star()), State.parse("DD", rules=Rules.star())))
    1
    """
    start, goal = _check_positions(start, goal)
    return all_shortest_paths(start, goal)


def london(start: BallState, goal: BallState) -> LondonSolution:
    """The Tower of London solver (:func:`hanoi.variants.london.london_solve`): minimum moves and all optimal paths.

    >>> london(BallState.parse("|21|3||"), BallState.parse("||32|1|")).min_moves
    2
    """
    return london_solve(start, goal)


def sapir_digraphs() -> dict[str, Rules]:
    """The five strongly connected move digraphs on three pegs, one of each kind up to renaming (Sapir 2004).

    >>> {name: str(rules) for name, rules in sapir_digraphs().items()}
    {'complete': 'AB,AC,BA,BC,CA,CB', 'complete-less-one': 'AB,AC,BA,BC,CB', 'linear': 'AB,BA,BC,CB', \
'cyclic-plus-one': 'AB,BA,BC,CA', 'cyclic': 'AB,BC,CA'}
    """
    return {
        "complete": Rules.classic(),
        "complete-less-one": Rules.parse("AB,AC,BA,BC,CB"),
        "linear": Rules.linear(),
        "cyclic-plus-one": Rules.parse("AB,BA,BC,CA"),
        "cyclic": Rules.cyclic(),
    }
