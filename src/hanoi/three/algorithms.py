"""Every three-peg algorithm of the seeds, each a lazy iterator of :class:`~hanoi.Move`.

All of them produce the same, unique optimal sequence of ``2**n - 1`` moves (the French encyclopedia article,
"celle-ci est unique"; the German encyclopedia article, "Optimality of the algorithms").  They differ in what
they remember and how they decide, which is what a student wants to compare:

=============  ==========================================================  ===========
name           rule                                                        seed
=============  ==========================================================  ===========
recursive      move n-1 away, move the largest, move n-1 back              001, 003, 004
iterative      smallest disc cycles one way, else the only other move      003, 004
lavallee       compare the tops of piles (1,2), (1,3), (2,3), repeat       000
pegsum         peg-number sums 3-4-5 (even n) or 4-3-5 (odd n)             003, 000
bicolor        alternate colours, never undo the last move                 003
stack          the recursion unrolled onto an explicit stack (Hanoi3)      002
direction      disc plus cyclic direction, +1 / -1 (Hanoi2)                002
direct         move k computed from k alone (Theorems 2 and 3)             000
=============  ==========================================================  ===========

Use :func:`solve` to pick one by name; each function checks its arguments when called
and does its work lazily.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import chain
from typing import Protocol

from hanoi._validate import check_discs, check_source_target
from hanoi.move import Move

__all__ = [
    "ALGORITHMS",
    "bicolor",
    "direct",
    "direction",
    "iterative",
    "lavallee",
    "pegsum",
    "recursive",
    "recursive_blocks",
    "stack",
]

class Algorithm(Protocol):
    """A three-peg algorithm: ``algorithm(n, source=..., target=...)`` yields the optimal moves."""

    def __call__(self, n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]: ...

_move = Move._trusted  # the generators build only valid moves

# Towers of at most this many discs are cached as tuples of moves by `recursive`.
_LEAF = 10


def _check(n: int, source: int, target: int) -> tuple[int, int, int, int]:
    """Checked ``(n, source, target, spare)``; solutions are built disc by disc, so n is bounded."""
    n = check_discs(n, "a solution")
    source, target = check_source_target(source, target)
    return n, source, target, 3 - source - target


# ------------------------------------------------------------------ recursive
def recursive(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """The recursive algorithm: n-1 discs to the spare, the largest across, n-1 back.

    The German encyclopedia article ("Recursive algorithm", ``bewege``), the French one ("Solution récursive"),
    Saito 2020 (``hanoi(n, pos)``).  Sub-towers of up to 10 discs are produced once and
    reused as tuples, so the recursion only runs over the top ``n - 10`` discs and the
    moves stream at C speed.

    >>> [str(m) for m in recursive(2)]
    ['1AB', '2AC', '1BC']
    """
    n, source, target, spare = _check(n, source, target)
    return chain.from_iterable(_blocks(n, source, target, spare))


def recursive_blocks(n: int, *, source: int = 0, target: int = 2) -> Iterator[tuple[Move, ...]]:
    """The moves of :func:`recursive` in blocks: whole sub-towers of up to ten discs, and single moves.

    A sub-tower that recurs is the same tuple object each time, so a writer can format it
    once and copy it (the command line's text output does).

    >>> [len(block) for block in recursive_blocks(12)]
    [1023, 1, 1023, 1, 1023, 1, 1023]
    """
    n, source, target, spare = _check(n, source, target)
    return _blocks(n, source, target, spare)


@cache
def _leaf(n: int, source: int, target: int, spare: int) -> tuple[Move, ...]:
    if n == 0:
        return ()
    return (*_leaf(n - 1, source, spare, target), _move(n, source, target), *_leaf(n - 1, spare, target, source))


def _blocks(n: int, source: int, target: int, spare: int) -> Iterator[tuple[Move, ...]]:
    """The recursion run on an explicit stack, so any n streams without a recursion limit."""
    pending: list[tuple[int, int, int, int] | tuple[Move, ...]] = [(n, source, target, spare)]
    while pending:
        item = pending.pop()
        if isinstance(item[0], Move):
            yield item
            continue
        size, s, t, a = item
        if size <= _LEAF:
            yield _leaf(size, s, t, a)
        else:
            pending.append((size - 1, a, t, s))
            pending.append((_move(size, s, t),))
            pending.append((size - 1, s, a, t))


# ------------------------------------------------------------------ iterative
def iterative(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Smallest-disc cycling (Buneman and Levy, 1980).

    Move disc 1 one peg along a fixed cycle, then make the only legal move that does not
    touch disc 1; repeat.  The cycle is ``source → target → spare`` for odd ``n`` and
    ``source → spare → target`` for even ``n``.  The German encyclopedia article ("Iterative algorithm"),
    the French encyclopedia article ("Solution itérative").

    >>> [str(m) for m in iterative(3)]
    ['1AC', '2AB', '1CB', '3AC', '1BA', '2BC', '1AC']
    """
    n, source, target, spare = _check(n, source, target)
    return _iterative(n, source, target, spare)


def _iterative(n: int, source: int, target: int, spare: int) -> Iterator[Move]:
    stacks: list[list[int]] = [[], [], []]
    stacks[source] = list(range(n, 0, -1))
    cycle = (source, target, spare) if n % 2 else (source, spare, target)
    following = {cycle[0]: cycle[1], cycle[1]: cycle[2], cycle[2]: cycle[0]}
    small = source
    for _ in range(((1 << n) - 1) // 2 + (n > 0)):
        nxt = following[small]
        stacks[nxt].append(stacks[small].pop())
        yield _move(1, small, nxt)
        small = nxt
        one, two = (peg for peg in (0, 1, 2) if peg != small)
        if not stacks[one] and not stacks[two]:
            return  # everything is on the smallest disc's peg: done
        yield _pile_move(stacks, one, two)


# ------------------------------------------------------------------ lavallee
def _pile_move(stacks: list[list[int]], one: int, two: int) -> Move:
    """Move the smaller of the tops of ``one`` and ``two`` onto the other pile."""
    top_one = stacks[one][-1] if stacks[one] else None
    top_two = stacks[two][-1] if stacks[two] else None
    if top_two is None or (top_one is not None and top_one < top_two):
        assert top_one is not None
        stacks[two].append(stacks[one].pop())
        return _move(top_one, one, two)
    stacks[one].append(stacks[two].pop())
    return _move(top_two, two, one)


def lavallee(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Compare the tops (Lavallée 1982, Conclusion A).

    Number the piles 1, 2, 3 with pile 1 the full one; then compare the tops of piles 1
    and 2, of 1 and 3, of 2 and 3, each time putting the smaller on the larger, and go
    round again until two piles are empty.  The tower lands on pile 3 for even ``n`` and
    on pile 2 for odd ``n`` (Lavallée's remark after Lemma 3), so pile 3 is the target
    for even ``n`` and the spare for odd ``n``.

    >>> [str(m) for m in lavallee(2)]
    ['1AB', '2AC', '1BC']
    """
    n, source, target, spare = _check(n, source, target)
    piles = (source, spare, target) if n % 2 == 0 else (source, target, spare)
    return _lavallee(n, piles)


def _lavallee(n: int, piles: tuple[int, int, int]) -> Iterator[Move]:
    stacks: list[list[int]] = [[], [], []]
    stacks[piles[0]] = list(range(n, 0, -1))
    pairs = ((piles[0], piles[1]), (piles[0], piles[2]), (piles[1], piles[2]))
    while n:  # the stop test comes after each move: at the start two piles are empty too
        for one, two in pairs:
            yield _pile_move(stacks, one, two)
            if sum(1 for s in stacks if not s) == 2:
                return


# ------------------------------------------------------------------ pegsum
def pegsum(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """The peg-number sums 3-4-5 (the French encyclopedia article, "Une autre solution itérative").

    Number the pegs 1 (source), 2 (spare), 3 (target); a move "of sum s" joins the two
    pegs whose numbers add up to s, in whichever direction is legal.  For even ``n`` the
    sums run 3, 4, 5, 3, 4, 5, ...; for odd ``n`` they run 4, 3, 5, 4, 3, 5, ...
    This is Lavallée's Lemma 3 (Lavallée 1982): the sum of move k is congruent to
    ``(k mod 3) + 2`` modulo 3, once pegs 2 and 3 are renamed for odd ``n``.

    >>> [str(m) for m in pegsum(3)]
    ['1AC', '2AB', '1CB', '3AC', '1BA', '2BC', '1AC']
    """
    n, source, target, spare = _check(n, source, target)
    return _pegsum(n, source, spare, target)


def _pegsum(n: int, source: int, spare: int, target: int) -> Iterator[Move]:
    number = {1: source, 2: spare, 3: target}
    pair_of_sum = {3: (number[1], number[2]), 4: (number[1], number[3]), 5: (number[2], number[3])}
    sums = (3, 4, 5) if n % 2 == 0 else (4, 3, 5)
    stacks: list[list[int]] = [[], [], []]
    stacks[source] = list(range(n, 0, -1))
    for k in range((1 << n) - 1):
        yield _pile_move(stacks, *pair_of_sum[sums[k % 3]])


# ------------------------------------------------------------------ bicolor
def bicolor(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """The black-and-white rule (the French encyclopedia article, "Une troisième solution itérative").

    Discs alternate in colour; the source base gets the colour a disc below the largest
    would have, the target base the same, the spare base the other.  Repeatedly move the
    one disc that can land on a disc or base of the other colour, never undoing the
    move just made.

    >>> [str(m) for m in bicolor(2)]
    ['1AB', '2AC', '1BC']
    """
    n, source, target, spare = _check(n, source, target)
    return _bicolor(n, source, target, spare)


def _bicolor(n: int, source: int, target: int, spare: int) -> Iterator[Move]:
    stacks: list[list[int]] = [[], [], []]
    stacks[source] = list(range(n, 0, -1))
    base = [0, 0, 0]
    base[source] = base[target] = (n + 1) % 2
    base[spare] = n % 2
    last: Move | None = None
    for _ in range((1 << n) - 1):
        candidates = []
        for one in (0, 1, 2):
            if not stacks[one]:
                continue
            disc = stacks[one][-1]
            for two in (0, 1, 2):
                if two == one or (stacks[two] and stacks[two][-1] < disc):
                    continue
                below = stacks[two][-1] % 2 if stacks[two] else base[two]
                undo = last is not None and last == _move(disc, two, one)
                if below != disc % 2 and not undo:
                    candidates.append(_move(disc, one, two))
        (move,) = candidates  # the rule leaves exactly one move
        stacks[move.target].append(stacks[move.source].pop())
        last = move
        yield move


# ------------------------------------------------------------------ stack
def stack(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """The recursion unrolled onto an explicit stack of frames (the Russian tutorial, ``Hanoi3``).

    Each frame holds the arguments ``(n, x, y, z)`` and the point to resume at:
    0 before the first recursive call, 1 before the move, 2 after the second call.

    >>> [str(m) for m in stack(2, source=0, target=1)]
    ['1AC', '2AB', '1CB']
    """
    n, source, target, spare = _check(n, source, target)
    return _stack(n, source, target, spare)


def _stack(n: int, source: int, target: int, spare: int) -> Iterator[Move]:
    frames: list[list[int]] = [[n, source, target, spare, 0]]
    while frames:
        frame = frames.pop()
        count, x, y, z, resume = frame
        if resume == 0:
            if count <= 0:
                continue
            frame[4] = 1
            frames.append(frame)
            frames.append([count - 1, x, z, y, 0])
        elif resume == 1:
            yield _move(count, x, y)
            frame[4] = 2
            frames.append(frame)
            frames.append([count - 1, z, y, x, 0])


# ------------------------------------------------------------------ direction
def direction(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Disc plus cyclic direction (the Russian tutorial, ``Hanoi2``).

    To shift disc ``d`` one peg in direction ``s`` (+1 right, -1 left, cyclically),
    shift disc ``d-1`` by ``-s``, shift ``d`` by ``s``, shift ``d-1`` by ``-s`` again.
    The whole tower moves by ``+1`` when the target is the next peg after the source.

    >>> [str(m) for m in direction(2, source=0, target=1)]
    ['1AC', '2AB', '1CB']
    """
    n, source, target, _ = _check(n, source, target)
    shift = 1 if (target - source) % 3 == 1 else -1
    return _direction(n, source, shift)


def _direction(n: int, source: int, shift: int) -> Iterator[Move]:
    where = [source] * (n + 1)

    def shifted(disc: int, step: int) -> Iterator[Move]:
        if disc == 0:
            return
        yield from shifted(disc - 1, -step)
        peg = where[disc]
        where[disc] = (peg + step) % 3
        yield _move(disc, peg, where[disc])
        yield from shifted(disc - 1, -step)

    return shifted(n, shift)


# ------------------------------------------------------------------ direct
def direct(n: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Each move computed from its step number alone (Lavallée, Theorems 2 and 3).

    >>> [str(m) for m in direct(2)]
    ['1AB', '2AC', '1BC']
    """
    n, source, target, spare = _check(n, source, target)
    return _direct(n, (source, target, spare), (source, spare, target))


def _direct(n: int, even: tuple[int, int, int], odd: tuple[int, int, int]) -> Iterator[Move]:
    """Theorems 2 and 3 for every k, as :func:`~hanoi.three.direct.move_at` computes them (checked once)."""
    for k in range(1, 1 << n):
        disc = (k & -k).bit_length()
        done = k >> disc
        cycle = odd if (n - disc) & 1 else even
        yield _move(disc, cycle[done % 3], cycle[(done + 1) % 3])


ALGORITHMS: dict[str, Algorithm] = {
    "recursive": recursive,
    "iterative": iterative,
    "lavallee": lavallee,
    "pegsum": pegsum,
    "bicolor": bicolor,
    "stack": stack,
    "direction": direction,
    "direct": direct,
}
