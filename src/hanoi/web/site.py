"""The game as a static site (``hanoi site OUT/``): free play, hints, the recursion view and the Tower of London,
in five languages, with no server, from ``file://`` and offline.

The page is the served page's own files (:data:`~hanoi.web.routes.page.STATIC`) with one
swapped: ``api.js``, the page's one interface to a server, becomes ``site/api.js``, which
answers the same calls in the browser (``site/solver.js`` finds the hints).  A browser
refuses JavaScript modules from ``file://``, so the modules are bundled into one classic
script: each module becomes a function whose imports are read from the modules before it
and whose exports it returns.  The style sheet, the translations and the board pictures
(drawn by :func:`hanoi.draw.svg.board`) are written into the one ``index.html``; over
``http(s)`` a service worker (``sw.js``) keeps it for offline use.  Needs no extra.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from hanoi.errors import HanoiError

__all__ = ["ENTRY", "BuildError", "build_site", "bundle"]

STATIC = Path(__file__).resolve().parent / "static"
ENTRY = "main.js"
"""The page's entry module, as in ``index.html``."""

_IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"\./([\w/.-]+)";\s*$', re.MULTILINE)
_EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|class|const|let)\s+([\w$]+)", re.MULTILINE)
_SWAPPED = {"api.js": "site/api.js"}  # the one interface the static site answers itself
_LONDON = ("shallice", 9)  # the free game's Tower of London problem, as the served page starts it


class BuildError(HanoiError):
    """A module the bundler cannot read (an import or export form it does not know, or an import cycle).

    >>> raise BuildError("main.js: import cycle")
    Traceback (most recent call last):
    ...
    hanoi.web.site.BuildError: main.js: import cycle
    """


def _module_name(path: str) -> str:
    return re.sub(r"\W", "_", path.removesuffix(".js"))


def bundle(sources: dict[str, str], entry: str = ENTRY) -> str:
    """One classic script of the ES modules ``sources`` (path -> text), ``entry`` run last.

    Each module becomes a function that takes its imports from the modules bundled before it
    and returns its exports; only named imports of ``./`` paths and declared exports are read.

    >>> script = bundle({"a.js": "export const x = 2;", "main.js": 'import { x as y } from "./a.js";\\nlog(y);'})
    >>> "const { x: y } = modules.a;" in script and "return { x };" in script
    True
    """
    order: list[str] = []
    visiting: set[str] = set()

    def visit(path: str) -> None:
        if path in order:
            return
        if path in visiting:
            raise BuildError(f"{path}: import cycle")
        if path not in sources:
            raise BuildError(f"no module {path!r}")
        visiting.add(path)
        for match in _IMPORT.finditer(sources[path]):
            visit(match.group(2))
        visiting.discard(path)
        order.append(path)

    visit(entry)
    parts = ['"use strict";', "(() => {", "const modules = {};"]
    for path in order:
        text = sources[path]

        def imported(match: re.Match[str]) -> str:
            names = [name.strip() for name in match.group(1).split(",") if name.strip()]
            fields = [name.replace(" as ", ": ") for name in names]
            return f"const {{ {', '.join(fields)} }} = modules.{_module_name(match.group(2))};"

        body = _IMPORT.sub(imported, text)
        exports = _EXPORT.findall(body)
        body = re.sub(r"^export\s+", "", body, flags=re.MULTILINE)
        if re.search(r"^\s*(import|export)\b", body, re.MULTILINE):
            raise BuildError(f"{path}: an import or export form the bundler does not read")
        name = _module_name(path)
        parts.append(f"// ---- {path}\nmodules.{name} = (() => {{\n{body}\nreturn {{ {', '.join(exports)} }};\n}})();")
    parts.append("})();")
    return "\n".join(parts)


def site_data() -> dict[str, Any]:
    """What ``site/api.js`` reads instead of asking a server: board pictures, translations, London, notes.

    >>> data = site_data()
    >>> sorted(data["translations"]), data["london"]["shortest"], len(data["boards"]), data["toronto"]
    (['de', 'en', 'fr', 'ja', 'ru'], 5, 93, 6)
    """
    from hanoi.draw.svg import board
    from hanoi.kpegs import optimality_status
    from hanoi.limits import TORONTO_MAX_DISCS
    from hanoi.rules import Rules
    from hanoi.state import State
    from hanoi.variants.graph import search_distance, state_bound
    from hanoi.variants.london import problem_set

    boards: dict[str, str] = {}
    for n in range(1, 11):
        for pegs in range(3, 7):
            for narrow in (False, True):
                key = f"{n}/{pegs}/{'narrow' if narrow else 'wide'}"
                boards[key] = str(board(State.perfect(n, pegs=pegs), numbers=True, narrow=narrow))
    for n in range(1, TORONTO_MAX_DISCS + 1):  # the Tower of Toronto: discs of one width in their colours
        for narrow in (False, True):
            tower = State.perfect(n, rules=Rules.toronto())
            boards[f"toronto/{n}/3/{'narrow' if narrow else 'wide'}"] = str(board(tower, numbers=True, narrow=narrow))
    name, number = _LONDON
    problem = problem_set(name).problems[number - 1]
    heights = [cap or problem.start.n for cap in problem.start.rules.capacities or ()]
    boards[f"london/{','.join(map(str, heights))}"] = str(board(problem.start))
    translations = {path.stem: json.loads(path.read_text(encoding="utf-8"))
                    for path in sorted((STATIC / "i18n").glob("*.json"))}
    return {
        "boards": boards,
        "translations": translations,
        "london": {"start": str(problem.start), "goal": str(problem.goal), "heights": heights, "balls": problem.start.n,
                   "shortest": search_distance(problem.start, problem.goal), "states": state_bound(problem.start)},
        "notes": {pegs: optimality_status(pegs) for pegs in range(4, 7)},
        "toronto": TORONTO_MAX_DISCS,
    }




def build_site(out: str | Path) -> list[Path]:
    """Write the static game into the folder ``out`` (made if missing): ``index.html`` and ``sw.js``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     [path.name for path in build_site(folder)]
    ['index.html', 'sw.js']
    """
    from hanoi.results.store import app_version

    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise BuildError(f"{str(out)[:200]!r} is a file, not a folder")
    sources = {path.relative_to(STATIC).as_posix(): path.read_text(encoding="utf-8")
               for path in sorted(STATIC.rglob("*.js"))}
    for replaced, by in _SWAPPED.items():
        sources[replaced] = sources.pop(by).replace('from "./', 'from "./site/')
    data = json.dumps(site_data(), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    sources["site/data.js"] = f"export const DATA = {data};\n"
    script = bundle(sources).replace("</script", "<\\/script")
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    style = (STATIC / "style.css").read_text(encoding="utf-8")
    link = '<link rel="stylesheet" href="/static/style.css">'
    module = '<script type="module" src="/static/main.js"></script>'
    if link not in page or module not in page or "</body>" not in page:
        raise BuildError("index.html no longer links style.css and main.js as the site builder expects")
    page = page.replace(link, f"<style>\n{style}</style>").replace(module, "")
    page = page.replace("</body>", f"<script>\n{script}\n</script>\n</body>")
    folder.mkdir(parents=True, exist_ok=True)
    written = [folder / "index.html", folder / "sw.js"]
    written[0].write_text(page, encoding="utf-8")
    worker = (STATIC / "site" / "sw.js").read_text(encoding="utf-8")
    written[1].write_text(worker.replace("VERSION", app_version()), encoding="utf-8")
    return written
