"""The answers of the everyday commands (solve, move, state, count), written without typer.

The typer commands of :mod:`hanoi.cli.solving` check their arguments and then call these;
the console script's fast path (:mod:`hanoi._fastpath`) calls the same functions, so that
``hanoi solve 3`` prints its moves without importing typer, rich or numpy.  Each function
takes values already checked and parsed (plain ``str`` for a format or a notation: the
command line's enums are ``str`` enums and compare equal to their values).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import IO, TYPE_CHECKING

from hanoi.errors import TooLargeError
from hanoi.limits import MAX_PRINT_BITS

if TYPE_CHECKING:
    from hanoi.move import Move
    from hanoi.state import State

__all__ = [
    "count_lines",
    "decimal",
    "move_line",
    "progress_bar",
    "solution_total",
    "state_line",
    "write_blocks",
    "write_solution",
]


def decimal(value: int) -> str:
    """``value`` in decimal, refused past ``MAX_PRINT_BITS`` (Python's conversion is quadratic).

    Python's own guard of 4300 digits is lifted here, and only here.

    >>> decimal(2**64 - 1)
    '18446744073709551615'
    >>> len(decimal(2**20000))
    6021
    >>> decimal(2**(1 << 22))
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing to print a number of 4194305 bits in decimal (limit 2097152 bits, ...)
    """
    bits = value.bit_length()
    if bits > MAX_PRINT_BITS:
        raise TooLargeError(
            f"refusing to print a number of {bits} bits in decimal (limit {MAX_PRINT_BITS} bits, "
            "about 630,000 digits)",
            size=bits,
            limit=MAX_PRINT_BITS,
        )
    if bits > 14_000:
        sys.set_int_max_str_digits(0)
    return str(value)


@contextmanager
def progress_bar(label: str, total: int, *, quiet: bool = False) -> Iterator[Callable[[int], object] | None]:
    """A rich progress bar on a terminal for outputs of more than 4 million moves; else None.

    >>> with progress_bar("moves", 10) as advance:
    ...     print(advance)
    None
    """
    if quiet or total <= 1 << 22 or not sys.stderr.isatty():
        yield None
        return
    from rich.progress import Progress

    with Progress(transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda count: progress.advance(task, count)


def _encode_block(block: tuple[Move, ...], fmt: str, notation: str, pegs: int) -> bytes:
    if fmt == "json":
        return ",".join(f"[{d},{s},{t}]" for d, s, t in block).encode()
    if notation == "canonical" and pegs > 26:  # one notation in one output: numbers for every peg
        return "".join(f"{d}:{s}-{t}\n" for d, s, t in block).encode()
    if notation == "canonical":
        return "".join(str(move) + "\n" for move in block).encode()
    from hanoi.notation import MoveNotation, format_move  # the other notations only

    chosen = MoveNotation(notation)
    return "".join(format_move(move, chosen) + "\n" for move in block).encode()


def write_blocks(
    blocks: Iterable[tuple[Move, ...]],
    fmt: str,
    handle: IO[bytes],
    *,
    notation: str = "canonical",
    progress: Callable[[int], object] | None = None,
    pegs: int = 3,
) -> int:
    """Write blocks of moves as text or JSON (``fmt``); return the number of moves written.

    Blocks that recur (the same tuple object) are formatted once.  Past 26 ``pegs`` the
    canonical text numbers every peg (``3:0-29``), so one output never mixes ``1AB`` in.

    >>> import io
    >>> from hanoi.three.algorithms import recursive_blocks
    >>> handle = io.BytesIO()
    >>> write_blocks(recursive_blocks(2), "json", handle), handle.getvalue()
    (3, b'[[1,0,1],[2,0,2],[1,1,2]]\\n')
    """
    cache: dict[int, tuple[tuple[Move, ...], bytes]] = {}
    total = 0
    json = fmt == "json"
    if json:
        handle.write(b"[")
    for block in blocks:
        if not block:
            continue
        if len(block) > 1:
            entry = cache.get(id(block))
            if entry is None or entry[0] is not block:
                entry = (block, _encode_block(block, fmt, notation, pegs))
                if len(cache) < 4096:
                    cache[id(block)] = entry
            data = entry[1]
        else:
            data = _encode_block(block, fmt, notation, pegs)
        if json and total:
            handle.write(b",")
        handle.write(data)
        total += len(block)
        if progress is not None:
            progress(len(block))
    if json:
        handle.write(b"]\n")
    return total


def solution_total(n: int, *, pegs: int, source: int, target: int, algorithm: str) -> int:
    """Check the arguments of a classic solution (``n`` first) and return its number of moves, for a progress bar.

    Past 2**16 discs the number is not computed: any bound past the bar's threshold will do.

    >>> solution_total(3, pegs=3, source=0, target=2, algorithm="recursive")
    7
    >>> solution_total(10**100, pegs=3, source=0, target=2, algorithm="recursive")
    Traceback (most recent call last):
    ...
    hanoi.errors.TooLargeError: refusing a solution of ~1.0e100 discs (limit 1048576 discs, hanoi.limits.MAX_DISCS)
    """
    from hanoi.tower import min_moves, solve

    solve(n, pegs=pegs, source=source, target=target, algorithm=algorithm)  # checks every argument, n first
    return min_moves(n, pegs=pegs) if n < 1 << 16 else 1 << 64


def write_solution(
    n: int, handle: IO[bytes], *, pegs: int, source: int, target: int, algorithm: str, fmt: str, notation: str,
    progress: Callable[[int], object] | None,
) -> int:
    """Write the optimal moves of ``n`` discs as text or JSON (``fmt``); return their number.

    >>> import io
    >>> handle = io.BytesIO()
    >>> write_solution(2, handle, pegs=3, source=0, target=2, algorithm="recursive", fmt="text",
    ...                notation="canonical", progress=None), handle.getvalue()
    (3, b'1AB\\n2AC\\n1BC\\n')
    """
    from hanoi.tower import solve_blocks

    blocks = solve_blocks(n, pegs=pegs, source=source, target=target, algorithm=algorithm)
    return write_blocks(blocks, fmt, handle, notation=notation, progress=progress, pegs=pegs)


def move_line(move: Move, k: int, fmt: str) -> str:
    """The line ``hanoi move`` prints for ``move``, the ``k``-th: text or one JSON object.

    >>> from hanoi.move import Move
    >>> move_line(Move(4, 0, 2), 8, "text")
    'step 8: 4AC  (disc 4 from peg 0 to peg 2)'
    >>> move_line(Move(4, 0, 2), 8, "json")
    '{"step": 8, "disc": 4, "source": 0, "target": 2}'
    """
    if fmt == "json":
        import json

        return json.dumps({"step": k, "disc": move.disc, "source": move.source, "target": move.target})
    return f"step {decimal(k)}: {move}  (disc {move.disc} from peg {move.source} to peg {move.target})"


def state_line(state: State, k: int, fmt: str) -> str:
    """The line ``hanoi state`` prints for ``state``, reached after ``k`` moves: text or one JSON object.

    >>> from hanoi.state import State
    >>> state_line(State.parse("BBAA"), 12, "text")
    'BBAA'
    >>> state_line(State.parse("BBAA"), 12, "json")
    '{"step": 12, "state": "BBAA", "stacks": [[2, 1], [4, 3], []]}'
    """
    if fmt == "json":
        import json

        return json.dumps({"step": k, "state": str(state), "stacks": state.stacks()})
    return str(state)


def count_lines(n: int, *, pegs: int) -> tuple[str, str]:
    """The two lines ``hanoi count`` prints for the classic puzzle: the fewest moves, and whether that is proven.

    >>> count_lines(3, pegs=3)
    ('7', 'proven optimal (3 pegs: 2**n - 1, the unique optimal solution)')
    """
    from hanoi.kpegs import optimality_status
    from hanoi.tower import min_moves

    return decimal(min_moves(n, pegs=pegs)), optimality_status(pegs)
