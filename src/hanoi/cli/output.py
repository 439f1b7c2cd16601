"""Writing move streams in the CLI's formats: text, json, csv and bin.

Moves arrive as chunks of numpy arrays, so a solution of any length streams in
constant memory.  Shapes (other tools rely on them):

- ``json``: one array of ``[disc, from, to]`` triples, 0-based pegs, discs 1..n;
- ``csv``: the header ``step,disc,from,to``, then one row per move, 0-based pegs;
- ``bin``: three ``uint8`` per move, ``disc, from, to``, with no header;
- ``text``: one move per line in the chosen notation (canonical ``1AC`` by default).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from enum import Enum
from itertools import islice
from pathlib import Path
from typing import IO

import numpy as np
import numpy.typing as npt

from hanoi.move import Move
from hanoi.notation import MoveNotation, format_move

__all__ = ["MoveFormat", "chunks_of", "open_output", "write_moves"]

Chunk = tuple[int, npt.NDArray[np.uint8], npt.NDArray[np.uint8]]


class MoveFormat(str, Enum):
    """Output formats of a move list.

    >>> [member.value for member in MoveFormat], MoveFormat("bin") is MoveFormat.bin
    (['text', 'json', 'csv', 'bin'], True)
    >>> MoveFormat("xml")
    Traceback (most recent call last):
    ...
    ValueError: 'xml' is not a valid MoveFormat
    """

    text = "text"
    json = "json"
    csv = "csv"
    bin = "bin"


def chunks_of(moves: Iterable[Move], size: int = 1 << 16) -> Iterator[Chunk]:
    """Group a stream of moves into ``(first_step, discs, pegs)`` array chunks.

    >>> [(k, d.tolist(), p.tolist()) for k, d, p in chunks_of([Move(1, 0, 2)])]
    [(1, [1], [[0, 2]])]
    """
    step = 1
    stream = iter(moves)
    while batch := tuple(islice(stream, size)):
        data = np.array(batch, dtype=np.int64).reshape(-1, 3)
        if data.size and data.max() > 255:
            raise OverflowError("a disc or peg number above 255 does not fit the output arrays")
        arr = data.astype(np.uint8)
        yield step, arr[:, 0].copy(), arr[:, 1:].copy()
        step += len(batch)


@contextmanager
def open_output(out: Path | None, binary: bool) -> Iterator[IO[bytes]]:
    """Open ``out`` for writing, or standard output when it is None or ``-``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     out = Path(folder) / "moves.txt"
    ...     with open_output(out, binary=True) as handle:
    ...         _ = handle.write(b"1AC\\n")
    ...     print(out.read_bytes())
    b'1AC\\n'
    """
    if out is None or str(out) == "-":
        yield sys.stdout.buffer
        sys.stdout.buffer.flush()
        return
    with open(out, "wb") as handle:
        yield handle


def write_moves(
    chunks: Iterable[Chunk],
    fmt: MoveFormat,
    handle: IO[bytes],
    *,
    notation: MoveNotation = MoveNotation.CANONICAL,
    progress: object | None = None,
) -> int:
    """Write every chunk to ``handle`` in ``fmt``; return the number of moves written.

    ``progress`` is called with the number of moves of each chunk as it is written.

    >>> import io
    >>> handle = io.BytesIO()
    >>> write_moves(chunks_of([Move(1, 0, 1), Move(2, 0, 2)]), MoveFormat.csv, handle)
    2
    >>> print(handle.getvalue().decode(), end="")
    step,disc,from,to
    1,1,0,1
    2,2,0,2
    >>> handle = io.BytesIO()
    >>> write_moves(chunks_of([Move(1, 0, 2)]), MoveFormat.json, handle), handle.getvalue()
    (1, b'[[1,0,2]]\\n')
    """
    total = 0
    if fmt is MoveFormat.json:
        handle.write(b"[")
    if fmt is MoveFormat.csv:
        handle.write(b"step,disc,from,to\n")
    for first, discs, pegs in chunks:
        count = len(discs)
        if fmt is MoveFormat.bin:
            handle.write(np.column_stack([discs, pegs]).astype(np.uint8).tobytes())
        elif fmt is MoveFormat.json:
            body = ",".join(
                f"[{d},{f},{t}]"
                for d, (f, t) in zip(discs.tolist(), pegs.tolist(), strict=True)
            )
            handle.write((("," if total else "") + body).encode())
        elif fmt is MoveFormat.csv:
            rows = "".join(
                f"{first + i},{d},{f},{t}\n"
                for i, (d, (f, t)) in enumerate(zip(discs.tolist(), pegs.tolist(), strict=True))
            )
            handle.write(rows.encode())
        else:
            lines = "".join(
                format_move(Move(d, f, t), notation) + "\n"
                for d, (f, t) in zip(discs.tolist(), pegs.tolist(), strict=True)
            )
            handle.write(lines.encode())
        total += count
        if callable(progress):
            progress(count)
    if fmt is MoveFormat.json:
        handle.write(b"]\n")
    return total
