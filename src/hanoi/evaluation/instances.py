"""Fresh instances: random start and goal pairs at an exact distance, on 3 to 6 pegs and the variants.

Every published benchmark asks for the perfect tower moved to another peg on three pegs,
which a model may have seen solved a thousand times.  :func:`generate_instances` draws
instances no one has written down: a random start (each disc on a random peg), then a goal
drawn uniformly among the states at exactly the asked distance from it, found by a
breadth-first search from the start that also counts the shortest paths to every state it
reaches (the number of optimal solutions).  Each instance carries its seed, so the same
seed gives the same instances, and a content hash of its fields.

The variants are those whose rules :class:`~hanoi.Rules` states for discs: ``classic``
(any pegs), ``cyclic`` and ``cyclic-ccw`` (moves one way round a cycle, Atkinson 1981),
``linear`` (moves between neighbours of a row) and ``star`` (moves through a centre peg,
Stockmeyer 1994; four or more pegs).  The answer format is reasoning-gym's (one ``Move disk
X from Peg Y to Peg Z`` a line, pegs from 1), scored by :func:`score_instance` with
:func:`hanoi.verify.report.verify` and :mod:`hanoi.evaluation.scores`.

>>> [item] = generate_instances(1, discs=[3], pegs=[3], distances=[5], seed=7)
>>> item.distance, item.paths, item.variant, item.id
(5, 1, 'classic', 'hanoi-fresh/7/0')
>>> score_instance(item, item.solution_text())["score"]
1.0
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from hanoi._validate import check_int, shown
from hanoi.errors import InvalidArgumentError, TooLargeError
from hanoi.evaluation.scores import distance_left, gym_score, prefix_credit
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.verify.report import verify

__all__ = [
    "FRESH_VARIANTS",
    "MAX_INSTANCE_STATES",
    "Instance",
    "generate_instances",
    "instance_at",
    "instance_question",
    "score_instance",
]

FRESH_VARIANTS = ("classic", "cyclic", "cyclic-ccw", "linear", "star")
"""The variants :func:`generate_instances` draws from (the Tower of London moves balls: not here)."""

MAX_INSTANCE_STATES = 200_000
"""The most states (``pegs ** discs``) an instance's search may face (``--max-states`` raises it)."""

_TRIES = 64  # random starts tried before a distance is declared out of reach


@dataclass(frozen=True, slots=True)
class Instance:
    """One fresh instance: the puzzle, its exact distance, its number of optimal paths, its seed and hash.

    ``start`` and ``goal`` are state letters (largest disc first, as :meth:`hanoi.State.parse`
    reads them); ``rules`` the move digraph as :class:`~hanoi.Rules` spells it.
    """

    id: str
    variant: str
    discs: int
    pegs: int
    rules: str
    start: str
    goal: str
    distance: int
    paths: int
    seed: int
    index: int

    @property
    def hash(self) -> str:
        """The SHA-256 of the instance's fields as canonical JSON (the first 16 hex digits)."""
        fields = {key: getattr(self, key) for key in self.__dataclass_fields__}
        return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()[:16]

    def states(self) -> tuple[State, State]:
        """The start and goal as states under the instance's rules."""
        rules = Rules.parse(self.rules, self.pegs)
        rules_or_none = None if rules.is_classic else rules
        return (State.parse(self.start, self.pegs, rules=rules_or_none),
                State.parse(self.goal, self.pegs, rules=rules_or_none))

    def solution_text(self) -> str:
        """One optimal solution in the answer format (reasoning-gym's lines, pegs from 1)."""
        from hanoi.paths import path

        start, goal = self.states()
        return "\n".join(f"Move disk {m.disc} from Peg {m.source + 1} to Peg {m.target + 1}" for m in path(start, goal))

    def to_dict(self) -> dict[str, Any]:
        """The instance as a JSON record, with its question, stacks and hash.

        >>> [item] = generate_instances(1, discs=[2], pegs=[3], distances=[1], seed=0)
        >>> sorted(item.to_dict())[:5]
        ['discs', 'distance', 'goal', 'goal_stacks', 'hash']
        """
        start, goal = self.states()
        fields = {key: getattr(self, key) for key in self.__dataclass_fields__}
        return {**fields, "start_stacks": start.stacks(), "goal_stacks": goal.stacks(), "hash": self.hash,
                "question": instance_question(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Instance:
        """The instance of a record :meth:`to_dict` wrote (extra keys ignored).

        >>> [item] = generate_instances(1, discs=[2], pegs=[4], distances=[2], seed=3)
        >>> Instance.from_dict(item.to_dict()) == item
        True
        """
        try:
            return cls(**{key: data[key] for key in cls.__dataclass_fields__})
        except (KeyError, TypeError) as error:
            raise InvalidArgumentError(f"not an instance record: {error}"[:300]) from None


def _choices(values: Sequence[int] | Sequence[str], name: str) -> list[Any]:
    if isinstance(values, (str, int)) or not values:
        raise InvalidArgumentError(f"{name} must be a non-empty list, got {shown(values)}"[:300])
    return list(values)


def generate_instances(
    count: int,
    *,
    discs: Sequence[int] = (3, 4, 5),
    pegs: Sequence[int] = (3, 4, 5, 6),
    variants: Sequence[str] = ("classic",),
    distances: Sequence[int] = (7,),
    seed: int = 0,
    max_states: int = MAX_INSTANCE_STATES,
) -> Iterator[Instance]:
    """``count`` fresh instances, the ``i``-th drawn from ``random.Random(f"{seed}/{i}")``.

    Each instance takes its distance from ``distances`` in turn and draws its number of
    discs, pegs and variant from the lists (``star`` needs four pegs: on three it is
    drawn again).  Arguments are checked at the call, before the first instance; a
    puzzle of more than ``max_states`` states is refused (``TooLargeError``), and so is a
    distance that no start of that puzzle reaches.

    >>> [(i.pegs, i.distance) for i in generate_instances(3, discs=[4], pegs=[4, 5], distances=[3, 6], seed=1)]
    [(5, 3), (4, 6), (5, 3)]
    >>> next(generate_instances(1, discs=[12], pegs=[6]))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing instances of 12 discs on 6 pegs: 2176782336 states (limit 200000: ...)
    """
    count = check_int(count, "count", low=0, high=10**7)
    seed = check_int(seed, "seed", low=0)
    max_states = check_int(max_states, "max_states", low=1)
    discs = [check_int(n, "discs", low=1, high=64) for n in _choices(discs, "discs")]
    pegs = [check_int(p, "pegs", low=3, high=26) for p in _choices(pegs, "pegs")]
    distances = [check_int(d, "distance", low=0) for d in _choices(distances, "distances")]
    variants = [str(v) for v in _choices(variants, "variants")]
    for name in variants:
        if name not in FRESH_VARIANTS:
            raise InvalidArgumentError(f"unknown variant {shown(name)}; choose from {', '.join(FRESH_VARIANTS)}")
    if variants == ["star"] and max(pegs) < 4:
        raise InvalidArgumentError("the star needs four or more pegs: give --pegs 4 or more")
    for n in discs:
        for p in pegs:
            if p**n > max_states:
                raise TooLargeError(f"refusing instances of {n} discs on {p} pegs: {p**n} states "
                                    f"(limit {max_states}: raise max_states, --max-states)",
                                    size=p**n, limit=max_states)
    return _generate(count, discs, pegs, variants, distances, seed)


def instance_at(
    index: int,
    *,
    discs: Sequence[int] = (3, 4, 5),
    pegs: Sequence[int] = (3, 4, 5, 6),
    variants: Sequence[str] = ("classic",),
    distances: Sequence[int] = (7,),
    seed: int = 0,
    max_states: int = MAX_INSTANCE_STATES,
) -> Instance:
    """The ``index``-th instance alone: equal to ``list(generate_instances(index + 1, ...))[index]``.

    >>> instance_at(2, seed=4) == list(generate_instances(3, seed=4))[2]
    True
    """
    index = check_int(index, "index", low=0, high=10**12)
    generate_instances(0, discs=discs, pegs=pegs, variants=variants, distances=distances, seed=seed,
                       max_states=max_states)  # the checks, once
    return _draw(index, [int(n) for n in discs], [int(p) for p in pegs], [str(v) for v in variants],
                 [int(d) for d in distances], seed)


def _generate(count: int, discs: list[int], pegs: list[int], variants: list[str], distances: list[int],
              seed: int) -> Iterator[Instance]:
    for index in range(count):
        yield _draw(index, discs, pegs, variants, distances, seed)


def _draw(index: int, discs: list[int], pegs: list[int], variants: list[str], distances: list[int],
          seed: int) -> Instance:
    rng = random.Random(f"{seed}/{index}")
    distance = distances[index % len(distances)]
    for _ in range(_TRIES):
        n, p, variant = rng.choice(discs), rng.choice(pegs), rng.choice(variants)
        if variant == "star" and p < 4:
            continue
        rules = Rules.variant(variant, p)
        start = tuple(rng.randrange(p) for _ in range(n))
        layer = _layer(start, rules, distance)
        if layer:
            goal = rng.choice(sorted(layer))
            return _instance(index, seed, variant, rules, start, goal, distance, layer[goal])
    raise InvalidArgumentError(f"no start within reach of distance {distance} in {_TRIES} tries "
                               f"(discs {discs}, pegs {pegs}): ask for a smaller distance"[:300])


def _layer(start: tuple[int, ...], rules: Rules, depth: int) -> dict[tuple[int, ...], int]:
    """The states at exactly ``depth`` moves from ``start`` under ``rules``, each with its number of shortest paths.

    Breadth-first, counting paths as it goes: a state's count is the sum of the counts of
    its neighbours one layer nearer the start.  Positions are smallest disc first.
    """
    pegs = rules.pegs
    seen = {start}
    layer = {start: 1}
    for _ in range(depth):
        following: dict[tuple[int, ...], int] = {}
        for state, ways in layer.items():
            tops: list[int | None] = [None] * pegs
            for disc in range(len(state) - 1, -1, -1):  # the smallest disc of each peg is its top
                tops[state[disc]] = disc
            for source in range(pegs):
                moving = tops[source]
                if moving is None:
                    continue
                for target in rules.successors(source):
                    top = tops[target]
                    if top is not None and top < moving:
                        continue
                    after = (*state[:moving], target, *state[moving + 1:])
                    if after not in seen:
                        following[after] = following.get(after, 0) + ways
        seen.update(following)
        layer = following
        if not layer:
            break
    return layer


def _letters(positions: tuple[int, ...]) -> str:
    return "".join(chr(ord("A") + peg) for peg in reversed(positions))


def _instance(index: int, seed: int, variant: str, rules: Rules, start: tuple[int, ...], goal: tuple[int, ...],
              distance: int, paths: int) -> Instance:
    return Instance(f"hanoi-fresh/{seed}/{index}", variant, len(start), rules.pegs, str(rules), _letters(start),
                    _letters(goal), distance, paths, seed, index)


def _peg_lines(stacks: list[list[int]]) -> str:
    return "\n".join(f"  Peg {peg + 1}: {', '.join(map(str, discs)) or 'empty'}" for peg, discs in enumerate(stacks))


def instance_question(instance: Instance) -> str:
    """The question of an instance, in reasoning-gym's answer format (pegs from 1), with the variant's moves.

    >>> [item] = generate_instances(1, discs=[2], pegs=[3], variants=["cyclic"], distances=[1], seed=0)
    >>> print(instance_question(item).splitlines()[3])
    Allowed moves, from peg to peg: 1->2, 2->3, 3->1.
    """
    start, goal = instance.states()
    rules = Rules.parse(instance.rules, instance.pegs)
    moves = ("any peg to any other peg" if rules.is_classic else
             ", ".join(f"{a + 1}->{b + 1}" for a, b in sorted(rules.arcs)))
    return (
        f"Solve this Tower of Hanoi puzzle with {instance.discs} disks and {instance.pegs} pegs, numbered 1 to "
        f"{instance.pegs}.\n"
        "Rules: move one disk at a time; only the top disk of a peg can move; a disk may never rest on a smaller "
        "disk.\n"
        f"Disks are numbered 1 (the smallest) to {instance.discs} (the largest).\n"
        f"Allowed moves, from peg to peg: {moves}.\n"
        f"Start (each peg's disks from bottom to top):\n{_peg_lines(start.stacks())}\n"
        f"Goal (each peg's disks from bottom to top):\n{_peg_lines(goal.stacks())}\n"
        f"It can be done in {instance.distance} moves.\n"
        "Answer with the moves only, one a line, each written exactly as\nMove disk X from Peg Y to Peg Z"
    )


def score_instance(instance: Instance, answer: str) -> dict[str, Any]:
    """Score an answer to an instance: solved, reasoning-gym's score, prefix credit and the distance left.

    >>> [item] = generate_instances(1, discs=[3], pegs=[4], distances=[4], seed=2)
    >>> row = score_instance(item, "\\n".join(item.solution_text().splitlines()[:2]))
    >>> row["solved"], row["score"], row["prefix_credit"], row["distance_left"]
    (False, 0.05, 0.5, 2)
    """
    start, goal = instance.states()
    rules = start.rules
    report = verify(answer, start, goal, base=1, rules=rules)
    error = report.first_error
    legal = report.found and (error is None or error.kind == "not-solved")
    left = distance_left(report.final_state, goal)
    return {
        "solved": report.solved,
        "moves": report.moves,
        "valid_prefix": report.valid_prefix,
        "score": gym_score(solved=report.solved, legal=legal, moves=report.moves, optimal=instance.distance),
        "prefix_credit": prefix_credit(start, report.final_state, goal, instance.distance),
        "distance_left": left,
        "first_error": None if error is None else error.kind,
    }
