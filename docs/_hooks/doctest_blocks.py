"""A griffe extension for the API reference: doctest examples in docstrings become code blocks.

Our docstrings follow more-itertools: a sentence, then doctest lines (``>>>``) that the
test suite runs.  Markdown would read ``[1, 2]`` in them as a link; this wraps each run of
doctest lines (prompt lines and the output after them, up to a blank line) in a
``pycon`` fence, so the reference shows them as they are written.  The docstrings' Sphinx
roles (``:mod:`hanoi.paths```, ``:data:`TABLE_MEMORY```) become optional cross-references:
a link where the name is documented, the name in code type where it is not.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:mod|class|func|meth|data|attr|exc|obj|const):`(~?)([^`<>]+?)(?:\(\))?`")


def convert_roles(text: str, where: str = "") -> str:
    """Turn Sphinx roles into optional autorefs; a relative name is looked up from ``where`` (a module).

    >>> convert_roles("See :mod:`hanoi.paths` and :data:`~hanoi.limits.MAX_N`.")
    'See <autoref optional identifier="hanoi.paths"><code>hanoi.paths</code></autoref> and \
<autoref optional identifier="hanoi.limits.MAX_N"><code>MAX_N</code></autoref>.'
    >>> convert_roles(":meth:`Hints.status`", "hanoi.web.hints")
    '<autoref optional identifier="hanoi.web.hints.Hints.status"><code>Hints.status</code></autoref>'
    """

    def link(match: re.Match[str]) -> str:
        short, name = match.group(1), match.group(2).strip()
        identifier = name if name.startswith("hanoi") or not where else f"{where}.{name}"
        title = name.rsplit(".", 1)[-1] if short else name
        return f'<autoref optional identifier="{identifier}"><code>{title}</code></autoref>'

    return _ROLE.sub(link, text)


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
    """Fence the doctest examples of every docstring, and link its Sphinx roles."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            where = obj.module.path if isinstance(obj, griffe.Object) else ""
            obj.docstring.value = convert_roles(fence_doctests(obj.docstring.value), where)
