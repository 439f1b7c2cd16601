"""Argument checks shared by the public functions, raising :class:`~hanoi.HanoiError`.

Each check runs at call time, before any lazy work starts (the more-itertools rule).
Integers are anything with ``__index__`` (numpy's too), never ``bool``, floats or None;
messages quote the value given, shortened by :func:`shown` so that no message passes
:data:`~hanoi.limits.MAX_MESSAGE` characters.
"""

from __future__ import annotations

import errno
import math
import operator

from hanoi.errors import InvalidArgumentError, StepOutOfRangeError, TooLargeError
from hanoi.limits import MAX_COUNT_BITS, MAX_DISCS, MAX_PEGS, PARSE_MAX_DEPTH

__all__ = [
    "check_ascii_digits",
    "check_count_bits",
    "check_discs",
    "check_int",
    "check_n",
    "check_nesting",
    "check_peg",
    "check_pegs",
    "check_source_target",
    "check_step",
    "nesting_depth",
    "non_ascii_digit",
    "shown",
    "shown_int",
]


def shown_int(value: int) -> str:
    """An integer as text for a message: exact up to 20 digits, else ``2**k``-style or ``~1.2e301``.

    >>> shown_int(12), shown_int(2**100), shown_int(2**100 - 1), shown_int(3**100)
    ('12', '2**100', '2**100 - 1', '~5.2e47')
    >>> shown_int(-10**30)
    '-~1.0e30'
    """
    if value < 0:
        return "-" + shown_int(-value)
    bits = value.bit_length()
    if bits <= 64 and value < 10**20:
        return str(value)
    if value & (value - 1) == 0:
        return f"2**{bits - 1}"
    if (value + 1) & value == 0:
        return f"2**{bits} - 1"
    # log10 from the top 64 bits, so that no huge conversion happens
    shift = max(bits - 64, 0)
    log = math.log10(value >> shift) + shift * math.log10(2)
    exponent = int(log)
    mantissa = 10 ** (log - exponent)
    if mantissa >= 9.95:
        mantissa, exponent = 1.0, exponent + 1
    return f"~{mantissa:.1f}e{exponent}"


def shown(value: object, width: int = 60) -> str:
    """A short quote of ``value`` for an error message: ``repr``, big integers abridged, long text cut.

    >>> shown("abc"), shown(10**100), shown("x" * 100, width=12)
    ("'abc'", '~1.0e100', "'xxxxxxxx...")
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return shown_int(value)
    if isinstance(value, str) and len(value) > width:
        return repr(value[: width - 4])[:-1] + "..."
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def non_ascii_digit(text: str) -> str | None:
    """The first digit of ``text`` that is not one of ASCII ``0-9`` (``５``, ``१``, ``٢``), or None.

    >>> non_ascii_digit("10**3"), non_ascii_digit("１0"), non_ascii_digit("AAB")
    (None, '１', None)
    """
    for char in text:
        if not char.isascii() and char.isdigit():
            return char
    return None


def check_ascii_digits(text: str, what: str) -> None:
    """Refuse digits other than ASCII ``0-9``: Python's ``int()`` reads ``５`` and ``١٠``, python-hanoi does not.

    Numbers are written the one way everywhere (a count, a step, a move, a peg, a size),
    so a digit of another script, easily typed by mistake, is said so rather than read.

    >>> check_ascii_digits("１２", "a count")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: a count '１２' has the digit '１' (U+FF11): write numbers with the digits 0-9
    """
    char = non_ascii_digit(text)
    if char is not None:
        raise InvalidArgumentError(f"{what} {shown(text)} has the digit {char!r} (U+{ord(char):04X}): "
                                   "write numbers with the digits 0-9")


def check_int(value: object, name: str, low: int | None = None, high: int | None = None) -> int:
    """Return ``value`` as an int if it is an integer (``operator.index``) in ``low .. high``.

    ``bool``, floats, strings and None are refused with a message that quotes the value.

    >>> import numpy as np
    >>> check_int(np.int64(4), "k")
    4
    >>> check_int(2.5, "n")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be an integer, got 2.5
    >>> check_int(True, "n")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be an integer, got True
    >>> check_int(-1, "n", low=0)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be an integer >= 0, got -1
    """
    if isinstance(value, bool) or value is None:
        number = None
    else:
        try:
            number = operator.index(value)  # type: ignore[arg-type]
        except TypeError:
            number = None
    if number is None:
        raise InvalidArgumentError(f"{name} must be an integer, got {shown(value)}")
    if low is not None and number < low:
        if high is None:
            raise InvalidArgumentError(f"{name} must be an integer >= {low}, got {shown_int(number)}")
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {shown_int(number)}")
    if high is not None and number > high:
        raise InvalidArgumentError(f"{name} must be an integer in {low}..{high}, got {shown_int(number)}")
    return number


def check_n(n: object, name: str = "n") -> int:
    """Return ``n`` if it is an integer >= 0, else raise.  Any size: closed forms take any n.

    >>> check_n(3)
    3
    >>> check_n(-1)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: n must be an integer >= 0, got -1
    """
    return check_int(n, name, low=0)


def check_discs(n: object, what: str = "discs", name: str = "n", *, unit: str = "discs") -> int:
    """Return ``n`` if it is an integer in ``0 .. MAX_DISCS``: work built disc by disc (or ring by ring: ``unit``).

    >>> check_discs(10**7, "a state")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing a state of 10000000 discs (limit 1048576 discs, hanoi.limits.MAX_DISCS)
    """
    number = check_n(n, name)
    if number > MAX_DISCS:
        raise TooLargeError(
            f"refusing {what} of {shown_int(number)} {unit} (limit {MAX_DISCS} {unit}, hanoi.limits.MAX_DISCS)",
            size=number,
            limit=MAX_DISCS,
        )
    return number


def check_pegs(pegs: object) -> int:
    """Return ``pegs`` if it is an integer in ``3 .. MAX_PEGS``, else raise.

    >>> check_pegs(4)
    4
    >>> check_pegs(2)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: pegs must be an integer in 3..1000, got 2
    >>> check_pegs(10**8)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: pegs must be an integer in 3..1000, got 100000000
    """
    return check_int(pegs, "pegs", low=3, high=MAX_PEGS)


def _letter(peg: int) -> str:
    return f" ({chr(ord('A') + peg)})" if 0 <= peg < 26 else ""


def check_peg(peg: object, pegs: int, name: str = "peg") -> int:
    """Return ``peg`` if it is one of the pegs ``0 .. pegs-1``; the error names the letters too.

    >>> check_peg(2, 3)
    2
    >>> check_peg(16, 3, "source peg")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: source peg 16 (Q) is outside 0..2 (A..C)
    """
    number = check_int(peg, name)
    if not 0 <= number < pegs:
        letters = f" (A..{chr(ord('A') + pegs - 1)})" if pegs <= 26 else ""
        raise InvalidArgumentError(f"{name} {shown_int(number)}{_letter(number)} is outside 0..{pegs - 1}{letters}")
    return number


def check_source_target(source: object, target: object, pegs: int = 3) -> tuple[int, int]:
    """Return ``(source, target)``, distinct pegs of ``0 .. pegs-1``; a None target is the last peg.

    >>> check_source_target(0, None), check_source_target(0, None, 4)
    ((0, 2), (0, 3))
    >>> check_source_target(1, 1)
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: source and target must differ, both are 1
    """
    check_pegs(pegs)
    first = check_peg(source, pegs, "source peg")
    second = pegs - 1 if target is None else check_peg(target, pegs, "target peg")
    if first == second:
        raise InvalidArgumentError(f"source and target must differ, both are {first}")
    return first, second


def check_step(k: object, low: int, high: int | None, what: str, *, high_bits: int | None = None) -> int:
    """Return ``k`` if it is an integer in ``low .. high``; the error names the range.

    ``high_bits`` instead of ``high`` sets the bound ``2**high_bits - 1`` without building it,
    so that a step of a tower of 10**100 discs is checked in constant time.

    >>> check_step(7, 1, 7, "moves of 3 discs")
    7
    >>> check_step(9, 1, None, "moves of 3 discs", high_bits=3)
    Traceback (most recent call last):
    ...
    hanoi.errors.StepOutOfRangeError: step 9 is out of range: moves of 3 discs are numbered 1..7
    >>> check_step(1, 1, 0, "moves of 0 discs")
    Traceback (most recent call last):
    ...
    hanoi.errors.StepOutOfRangeError: step 1 is out of range: there are no moves of 0 discs
    """
    number = check_int(k, "step")
    if high_bits is not None:
        inside = number >= low and number.bit_length() <= high_bits
        bound = shown_int((1 << high_bits) - 1) if high_bits <= 64 else f"2**{shown_int(high_bits)} - 1"
        empty = high_bits == 0 and low > 0
    else:
        assert high is not None
        inside = low <= number <= high
        bound = shown_int(high)
        empty = high < low
    if not inside:
        if empty:
            raise StepOutOfRangeError(f"step {shown_int(number)} is out of range: there are no {what}", step=number)
        raise StepOutOfRangeError(
            f"step {shown_int(number)} is out of range: {what} are numbered {low}..{bound}", step=number
        )
    return number


def check_count_bits(bits: int, what: str) -> None:
    """Refuse to build a count of about ``bits`` bits when that passes ``MAX_COUNT_BITS``.

    >>> check_count_bits(64, "2**64 - 1")
    >>> check_count_bits(10**12, "2**10**12 - 1")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to build 2**10**12 - 1: about 1000000000000 bits (limit 67108864 bits, ...
    """
    if bits > MAX_COUNT_BITS:
        raise TooLargeError(
            f"refusing to build {what}: {'about ' if bits < 10**20 else ''}{shown_int(bits)} bits "
            f"(limit {MAX_COUNT_BITS} bits, "
            "hanoi.limits.MAX_COUNT_BITS)",
            size=bits,
            limit=MAX_COUNT_BITS,
        )


_FILE_REASONS = {
    errno.ENOENT: "no such file or folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "read-only file system",
    errno.EEXIST: "it already exists",
}


def file_problem(action: str, path: object, reason: str | OSError) -> str:
    """The one wording of every file problem: ``cannot ACTION 'PATH': reason``.

    The command line, the results database, PDDL files and checkpoints all say it so.

    >>> file_problem("write", "/proc/x", PermissionError(errno.EACCES, "Permission denied"))
    "cannot write '/proc/x': permission denied"
    >>> file_problem("read", "notes.txt", "it is not a SQLite database")
    "cannot read 'notes.txt': it is not a SQLite database"
    """
    if isinstance(reason, OSError):
        reason = _FILE_REASONS.get(reason.errno or 0) or (reason.strerror or type(reason).__name__).lower()
    shown_path = str(path)
    shown_path = shown_path if len(shown_path) <= 120 else "..." + shown_path[-117:]
    return f"cannot {action} {shown_path!r}: {reason}"


_OPEN, _CLOSE = frozenset("[{"), frozenset("]}")


def nesting_depth(text: str | bytes, limit: int = PARSE_MAX_DEPTH) -> int:
    """The deepest nesting of ``[`` and ``{`` in ``text`` outside strings and ``#`` comments, up to ``limit + 1``.

    A scan of the characters, no parser: JSON's and TOML's strings (``"..."`` with
    backslash escapes, ``'...'``) and TOML's comments are passed over; it stops once
    past ``limit``.

    >>> nesting_depth('{"a": [[1, 2], "[[["]}  # [[[['), nesting_depth("[" * 10**6)
    (3, 33)
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    depth = deepest = 0
    quote = ""
    escaped = comment = False
    for char in text:
        if comment:
            comment = char != "\n"
        elif quote:
            if escaped:
                escaped = False
            elif char == "\\" and quote == '"':
                escaped = True
            elif char == quote or char == "\n":
                quote = ""
        elif char in _OPEN:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif char in _CLOSE:
            depth = max(depth - 1, 0)
        elif char == '"' or char == "'":
            quote = char
        elif char == "#":
            comment = True
    return deepest


def check_nesting(text: str | bytes, what: str, limit: int = PARSE_MAX_DEPTH) -> None:
    """Refuse ``text`` nested deeper than ``limit`` (:data:`~hanoi.limits.PARSE_MAX_DEPTH`) before it is parsed.

    >>> check_nesting('{"items": [{"kind": "test"}]}', "the study file")
    >>> check_nesting('{"items": ' + "[" * 5000 + "]" * 5000 + "}", "the study file")
    Traceback (most recent call last):
    ...
    hanoi.errors.InvalidArgumentError: the study file is nested more than 32 levels deep (PARSE_MAX_DEPTH)
    """
    if nesting_depth(text, limit) > limit:
        raise InvalidArgumentError(f"{what} is nested more than {limit} levels deep (PARSE_MAX_DEPTH)")
