"""The one exception family of python-hanoi.

Every error the library raises on bad input is a :class:`HanoiError`, which is a
:class:`ValueError`, so ``except ValueError`` keeps working for callers that do not
know this package.  Messages quote the offending input and, where there is one,
the state it was applied to.

>>> from hanoi import State, Move
>>> try:
...     State.perfect(3).apply(Move(2, 0, 1))
... except IllegalMoveError as error:
...     print(error)
illegal move '2AB' in state AAA: disc 2 is not on top of peg A (disc 1 is)
"""

from __future__ import annotations

from collections.abc import Mapping

from hanoi.limits import MAX_MESSAGE

__all__ = [
    "ClusterError",
    "FileError",
    "HanoiError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidMoveError",
    "InvalidStateError",
    "MissingExtraError",
    "NotOnPathError",
    "SearchLimitError",
    "StepOutOfRangeError",
    "TooLargeError",
    "UnknownAlgorithmError",
]


class HanoiError(ValueError):
    """Root of every error raised by python-hanoi on bad input.

    A message is at most ``hanoi.limits.MAX_MESSAGE`` (300) characters: a longer one
    (quoting a huge input) keeps its beginning and its end.

    ``code`` names the message for a translation (the web page's ``error.<code>`` key) and
    ``params`` holds the values it quotes; both are optional, and the English message stays
    the error's text.

    >>> issubclass(HanoiError, ValueError)
    True
    >>> len(str(HanoiError("bad input " + "A" * 10_000 + " (limit 5)")))
    300
    >>> error = HanoiError("line 3: expected 'START GOAL'", code="problems.syntax", params={"line": 3})
    >>> error.code, error.params
    ('problems.syntax', {'line': 3})
    """

    def __init__(self, *args: object, code: str | None = None, params: Mapping[str, object] | None = None) -> None:
        if args and isinstance(args[0], str) and len(args[0]) > MAX_MESSAGE:
            text = " ".join(args[0].split("\n"))
            args = (text[: MAX_MESSAGE - 83] + " ... " + text[-78:], *args[1:])
        super().__init__(*args)
        self.code = code
        self.params: dict[str, object] = dict(params or {})


class InvalidArgumentError(HanoiError):
    """A numeric or named argument is out of its domain (negative n, pegs < 3, ...).

    >>> raise InvalidArgumentError("n must be >= 0, got -1")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be >= 0, got -1
    """


class FileError(InvalidArgumentError):
    """A file that cannot be read or written as asked: ``cannot write 'PATH': reason``; ``.path`` names it.

    The command line answers it with exit 2, as a usage error.

    >>> error = FileError("cannot write 'a.jsonl': it is the input 'a.jsonl'; give another output", path="a.jsonl")
    >>> error.path
    'a.jsonl'
    """

    def __init__(self, message: str, *, path: str | None = None) -> None:
        super().__init__(message)
        self.path = path


class InvalidStateError(HanoiError):
    """Text or data that does not describe a legal regular state.

    >>> from hanoi import State
    >>> State.parse("AXB")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidStateError: invalid state 'AXB': letter 'X' names no peg of 3 (A..C)
    """


class InvalidMoveError(HanoiError):
    """Text that is not a move in any notation we read (a syntax error).

    >>> from hanoi import Move
    >>> Move.parse("hello")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidMoveError: invalid move 'hello': expected a move such as '1AC'
    """


class IllegalMoveError(HanoiError):
    """A well-formed move that the rules forbid in the given state.

    ``reason`` says why in words, ``move`` is the move (a :class:`~hanoi.Move`, or the
    text that named it when no disc could be found), ``state`` the state it was tried in.

    >>> from hanoi import State
    >>> try:
    ...     State.parse("AB").find_move(2, 1)
    ... except IllegalMoveError as error:
    ...     print(error)
    ...     print(error.reason, "|", error.move, "|", error.state)
    illegal move 'C->B' in state AB: peg C is empty
    peg C is empty | C->B | AB
    """

    def __init__(
        self, message: str, *, reason: str | None = None, move: object = None, state: object = None
    ) -> None:
        super().__init__(message)
        self.reason = message if reason is None else reason
        self.move = move
        self.state = state


class UnknownAlgorithmError(HanoiError):
    """An algorithm name that is not registered.

    >>> from hanoi import solve
    >>> solve(3, algorithm="magic")
    Traceback (most recent call last):
    ...
    hanoi.errors.UnknownAlgorithmError: unknown algorithm 'magic'; choose one of: recursive, iterative, ...
    """


class StepOutOfRangeError(HanoiError, IndexError):
    """A step number outside ``0 .. 2**n - 1`` (or the range of the call).

    It is also an :class:`IndexError`, like ``more_itertools.nth_permutation``.

    >>> from hanoi import move_at
    >>> move_at(3, 8)
    Traceback (most recent call last):
    ...
    hanoi.errors.StepOutOfRangeError: step 8 is out of range: moves of 3 discs are numbered 1..7
    """

    def __init__(self, message: str, *, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


class NotOnPathError(HanoiError):
    """A state that is not on the optimal path where one was required.

    >>> raise NotOnPathError("state 'BA' is not on the optimal path from A to C")
    Traceback (most recent call last):
    ...
    hanoi.errors.NotOnPathError: state 'BA' is not on the optimal path from A to C
    """


class TooLargeError(HanoiError):
    """Work that would not finish or not fit in memory, refused before it starts.

    ``size`` is what was asked for and ``limit`` the most allowed (in the message's unit),
    where the refusal knows them; the limits themselves live in :mod:`hanoi.limits`.

    >>> from hanoi import moves_array
    >>> try:
    ...     moves_array(64)
    ... except TooLargeError as error:
    ...     print(error.size, error.limit)
    ...     print(error)
    18446744073709551615 4294967296
    refusing to build an array of 2**64 - 1 moves (limit 4294967296, hanoi.limits.MAX_ARRAY_MOVES); ...
    """

    def __init__(self, message: str, *, size: int | None = None, limit: int | None = None) -> None:
        super().__init__(message)
        self.size = size
        self.limit = limit


class SearchLimitError(HanoiError):
    """A search that hit one of its limits before finishing; ``limit`` names it.

    >>> error = SearchLimitError("search stopped after 1000 nodes (limit max_nodes=1000)", limit="max_nodes")
    >>> error.limit
    'max_nodes'
    """

    def __init__(self, message: str, *, limit: str | None = None, code: str | None = None,
                 params: Mapping[str, object] | None = None) -> None:
        super().__init__(message, code=code, params=params)
        self.limit = limit


class MissingExtraError(HanoiError):
    """A feature whose optional dependencies are not installed; ``extra`` names what to install.

    The command line turns it into a usage error (exit 2).

    >>> error = MissingExtraError("this needs the 'web' extra", extra="web")
    >>> error.extra
    'web'
    """

    def __init__(self, message: str, *, extra: str) -> None:
        super().__init__(message)
        self.extra = extra


class ClusterError(HanoiError):
    """A distributed search that lost a worker or whose worker failed; the fields say where and when.

    ``worker`` is the worker's address, ``partitions`` the partitions it held, ``layer``
    the layer being computed and ``phase`` the step (setup, expand, receive, save).

    >>> error = ClusterError("worker tcp://10.0.0.7:40123 was lost", worker="tcp://10.0.0.7:40123",
    ...                      partitions=(1, 3), layer=57, phase="expand")
    >>> error.partitions, error.layer
    ((1, 3), 57)
    """

    def __init__(
        self, message: str, *, worker: str | None, partitions: tuple[int, ...], layer: int, phase: str
    ) -> None:
        super().__init__(message)
        self.worker = worker
        self.partitions = partitions
        self.layer = layer
        self.phase = phase
