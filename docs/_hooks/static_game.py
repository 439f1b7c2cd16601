"""mkdocs hook: the static game (``hanoi site``) goes into the documentation site, under ``game/``.

The documentation site then serves the game itself: free play, hints, the recursion view and
the Tower of London, in five languages, working offline after the first visit.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def on_post_build(config: Any, **kwargs: Any) -> None:
    """Write the static game into ``site_dir/game/`` after the pages are built."""
    from hanoi.web.site import build_site

    build_site(Path(config["site_dir"]) / "game")
