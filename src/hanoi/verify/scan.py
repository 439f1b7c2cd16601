"""The machinery under :mod:`hanoi.verify.readers`: a :class:`ByteReader` keeps a bounded window over a stream
of chunks; :func:`digit_runs` and :func:`letter_pegs` turn a validated run of records into integers with numpy."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import numpy as np
import numpy.typing as npt

from hanoi.errors import InvalidArgumentError, InvalidMoveError

__all__ = ["MAX_LINE", "ByteReader", "LineOf", "chunks_of_bytes", "chunks_of_file", "clip", "digit_runs", "lazy_texts",
           "letter_pegs", "longest_match", "match_lines", "snippet"]

MAX_LINE = 1 << 16  #: the longest line :meth:`ByteReader.line` returns whole

U8 = npt.NDArray[np.uint8]
I64 = npt.NDArray[np.int64]


class LineOf:
    """The line (counted from ``first``) of a position in ``text`` (``str`` or ``bytes``), counted on from the
    last position asked: cheap when asked in order.

    >>> line_of = LineOf(b"1AC\\n2AB\\n1CB", first=5)
    >>> line_of(9), line_of(0)
    (7, 5)
    """

    def __init__(self, text: Any, first: int = 1) -> None:
        self.text, self.pos, self.line, self.newline = text, 0, first, "\n" if isinstance(text, str) else b"\n"

    def __call__(self, pos: int) -> int:
        # forward or back: the count over the other way's (empty) range is 0
        self.line += self.text.count(self.newline, self.pos, pos) - self.text.count(self.newline, pos, self.pos)
        self.pos = pos
        return self.line


class ByteReader:
    """A byte buffer over a stream of chunks; ``buf[pos:]`` is still unread; ``progress`` gets each chunk's size.

    >>> sizes = []
    >>> reader = ByteReader(iter([b"1AC\\n2A", b"", b"B\\n"]), sizes.append)
    >>> reader.line(), reader.line(), reader.line(), sizes
    (b'1AC', b'2AB', None, [6, 2])
    """

    def __init__(self, chunks: Iterator[bytes], progress: Callable[[int], object] | None) -> None:
        self._chunks, self._progress, self._lines = chunks, progress or (lambda size: None), LineOf(b"")
        self.buf, self.pos, self.eof, self.total = b"", 0, False, 0  # total: the bytes read so far
        self.newline_at_eof = False  # end a last line that lacks its newline
        self.lines_dropped = 0  # newlines in the input before buf[0]

    def more(self) -> bool:
        """Append the next chunk (dropping what was read); False at the end of the input.

        >>> reader = ByteReader(iter([b"1AC\\n", b"", b"2AB"]), None)
        >>> reader.more(), reader.more(), reader.more(), reader.buf
        (True, True, False, b'1AC\\n2AB')
        """
        if self.eof:
            return False
        for chunk in filter(None, self._chunks):
            self._progress(len(chunk))
            self.total += len(chunk)
            self._keep(chunk)
            return True
        self.eof = True
        if self.newline_at_eof and self.buf[self.pos :] and not self.buf.endswith(b"\n"):
            self._keep(b"\n")
            return True
        return False

    def _keep(self, more: bytes) -> None:
        self.lines_dropped += self.buf.count(b"\n", 0, self.pos)
        self.buf, self.pos = self.buf[self.pos :] + more, 0
        self._lines = LineOf(self.buf, self.lines_dropped + 1)

    def line_at(self, pos: int) -> int:
        """The line number (from 1) of ``buf[pos]``, also after the lines before ``buf`` were dropped.

        >>> reader = ByteReader(iter([b"1AC\\n2AB\\n", b"1CB\\n"]), None)
        >>> reader.more(), reader.line_at(5), reader.line(), reader.line(), reader.more(), reader.line_at(reader.pos)
        (True, 2, b'1AC', b'2AB', True, 3)
        """
        return int(self._lines(pos))

    def search(self, pattern: re.Pattern[bytes], keep: int = 64) -> re.Match[bytes] | None:
        """The next match of ``pattern`` from ``pos``, reading on as needed (a match may span two chunks when
        ``keep`` covers it); None at the end.

        >>> reader = ByteReader(iter([b"xx mo", b"ves = [1]"]), None)
        >>> reader.search(re.compile(rb"moves =")).end(), reader.search(re.compile(rb"absent"))
        (10, None)
        """
        while True:
            if (found := pattern.search(self.buf, self.pos)) is not None:
                return found
            self.pos = max(self.pos, len(self.buf) - keep)
            if not self.more():
                return None

    def fill(self, size: int) -> None:
        """Read until ``size`` unread bytes are buffered or the input ends.

        >>> reader = ByteReader(iter([b"1A", b"C\\n", b"2AB\\n"]), None)
        >>> reader.fill(3), reader.buf, reader.eof, reader.fill(100), reader.left(), reader.eof
        (None, b'1AC\\n', False, None, 8, True)
        """
        while len(self.buf) - self.pos < size and self.more():
            pass

    def left(self) -> int:
        """How many unread bytes are buffered.

        >>> reader = ByteReader(iter([b"1AC\\n2AB"]), None)
        >>> reader.left(), reader.more(), reader.left(), reader.line(), reader.left()
        (0, True, 7, b'1AC', 3)
        """
        return len(self.buf) - self.pos

    def line(self) -> bytes | None:
        """The next line without its newline (at most 64 KiB of it); None at the end.

        >>> reader = ByteReader(iter([b"1AC\\r\\n", b"x" * (MAX_LINE + 5)]), None)
        >>> reader.line(), len(reader.line() or b""), reader.line()
        (b'1AC\\r', 65536, None)
        """
        while (end := self.buf.find(b"\n", self.pos)) < 0:
            if self.left() > MAX_LINE:  # an overlong line: keep its start, drop the rest
                head = self.buf[self.pos : self.pos + MAX_LINE]
                newline = self.search(re.compile(rb"\n"), keep=0)
                self.pos = len(self.buf) if newline is None else newline.end()
                return head
            if not self.more():
                line, self.pos = self.buf[self.pos :], len(self.buf)
                return line or None
        line, self.pos = self.buf[self.pos : end], end + 1
        return line[:MAX_LINE]


def chunks_of_bytes(data: bytes | bytearray | memoryview, size: int) -> Iterator[bytes]:
    """Slices of ``data`` of ``size`` bytes.

    >>> list(chunks_of_bytes(b"abcde", 2))
    [b'ab', b'cd', b'e']
    """
    view = memoryview(data).cast("B")
    for offset in range(0, len(view), size):
        yield bytes(view[offset : offset + size])


def chunks_of_file(handle: Any, size: int) -> Iterator[bytes]:
    """Chunks read from a binary or text file object; text is encoded as UTF-8.

    >>> import io
    >>> list(chunks_of_file(io.StringIO("1AC"), 2))
    [b'1A', b'C']
    """
    while True:
        try:
            chunk = handle.read(size)
        except OSError as error:
            raise InvalidArgumentError(f"cannot read the moves: {error.strerror or error}") from None
        except UnicodeDecodeError as error:
            raise InvalidMoveError(f"cannot read the moves: not valid text ({error.reason})") from None
        if not chunk:
            return
        yield chunk.encode("utf-8", "surrogateescape") if isinstance(chunk, str) else bytes(chunk)


def snippet(data: bytes, start: int = 0, limit: int = 40) -> str:
    """The first line of ``data[start:]``, stripped and cut to ``limit`` characters.

    >>> snippet(b"  [1, 0, 2] junk\\nmore", limit=12)
    '[1, 0, 2]...'
    """
    return clip(data[start : start + limit * 4].decode("utf-8", "replace").strip().split("\n", 1)[0].strip(), limit)


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ``...`` marking the cut.

    >>> clip("1AC", 8), clip("Move disk 1 from A to C", 8)
    ('1AC', 'Move ...')
    """
    return text if len(text) <= limit else text[: limit - 3] + "..."


def match_lines(pattern: re.Pattern[Any], region: Any, first_line: int) -> Callable[[int], int]:
    """The line of the i-th match of ``pattern`` in ``region`` (``str`` or ``bytes``), found when asked.

    >>> match_lines(re.compile(rb"\\[[^]]*\\]"), b"[1, 0, 2],\\n[2, 0, 1]", 5)(1)
    6
    """
    def line(index: int) -> int:
        found = next(islice(pattern.finditer(region), index, None), None)
        return first_line if found is None else LineOf(region, first_line)(found.start())

    return line


def digit_runs(a: U8) -> I64:
    """Every run of ASCII digits in ``a`` as an integer (runs of at most 18 digits).

    >>> digit_runs(np.frombuffer(b"[12,0,2],[3, 10,7]", dtype=np.uint8)).tolist()
    [12, 0, 2, 3, 10, 7]
    """
    digit = (a - np.uint8(48)) < 10
    edges = np.diff(digit.view(np.int8), prepend=np.int8(0), append=np.int8(0))
    starts = np.flatnonzero(edges == 1)
    lengths = np.flatnonzero(edges == -1) - starts
    if not lengths.size or lengths.max() == 1:  # (no digits: an empty array)
        return a[starts].astype(np.int64) - 48
    values = a[digit].astype(np.int64) - 48
    ends = np.cumsum(lengths)
    powers = np.repeat(ends, lengths) - 1 - np.arange(values.size, dtype=np.int64)
    result: I64 = np.add.reduceat(values * 10**powers, ends - lengths)
    return result


def letter_pegs(a: U8) -> I64:
    """Every ASCII letter of ``a`` as a 0-based peg (``A`` or ``a`` is 0).

    >>> letter_pegs(np.frombuffer(b"1AC\\n2ab", dtype=np.uint8)).tolist()
    [0, 2, 0, 1]
    """
    low = a | np.uint8(0x20)
    return (low[(low - np.uint8(97)) < 26] - 97).astype(np.int64)


def longest_match(patterns: list[re.Pattern[bytes]], order: list[int], buf: bytes, pos: int,
                  endpos: int | None = None) -> int:
    """The end of the longest run that one of ``patterns`` matches at ``pos`` (and before ``endpos``).

    The patterns are tried in ``order``, which is updated so the winner goes first
    next time; the search stops early once a pattern reaches the end of ``buf``.

    >>> patterns = [re.compile(rb"(?:a\\n)*"), re.compile(rb"(?:b\\n)*")]
    >>> order = [0, 1]
    >>> longest_match(patterns, order, b"b\\nb\\nx", 0), order
    (4, [1, 0])
    """
    best, best_index = pos, order[0]
    stop = len(buf) if endpos is None else min(endpos, len(buf))
    for index in order:
        match = patterns[index].match(buf, pos, stop)
        end = pos if match is None else match.end()
        if end > best:
            best, best_index = end, index
        if best > pos and best >= stop - 256:  # near the end: no other pattern can do much better
            break
    order.sort(key=best_index.__ne__)  # the winner first, the others in their order
    return best


def lazy_texts(build: Callable[[], list[str]]) -> Callable[[int], str]:
    """``texts[i]`` of a list built on first use (only when an error must be reported).

    >>> texts = lazy_texts(lambda: ["1AC", "2AB"])
    >>> texts(1), texts(5)
    ('2AB', '')
    """
    built = functools.cache(build)
    return lambda index: built()[index] if 0 <= index < len(built()) else ""
