"""A griffe extension for the API reference: doctest examples in docstrings become code blocks.

Our docstrings follow more-itertools: a sentence, then doctest lines (``>>>``) that the
test suite runs.  Markdown would read ``[1, 2]`` in them as a link; this wraps each run of
doctest lines (prompt lines and the output after them, up to a blank line) in a
``pycon`` fence, so the reference shows them as they are written.
"""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """Wrap each doctest run of ``text`` in a fenced ``pycon`` block.

    >>> print(fence_doctests("Sum.\\n\\n>>> 1 + 1\\n2\\n\\nMore."))
    Sum.
    <BLANKLINE>
    ```pycon
    >>> 1 + 1
    2
    ```
    <BLANKLINE>
    More.
    """
    out: list[str] = []
    inside = False
    for line in text.split("\n"):
        if not inside and line.lstrip().startswith(">>>"):
            out.append("```pycon")
            inside = True
        elif inside and not line.strip():
            out.append("```")
            inside = False
        out.append(line)
    if inside:
        out.append("```")
    return "\n".join(out)


class DoctestBlocks(griffe.Extension):
    """Fence the doctest examples of every docstring."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = fence_doctests(obj.docstring.value)
