"""A browser tab made a new profile's tab again, cheaply (browser tests' helper).

A new browser context costs Chromium about 0.5 s of CPU (a profile, a renderer process, then the page's
scripts compiled afresh); the tests that need a clean browser, not a new one, reuse one tab instead.
What the game page keeps in a browser is its cookies (the examiner's login) and localStorage (the language
chosen, a running session, the disc numbers): ``grep -n "Storage\\|cookie" src/hanoi/web/static/*.js``.
:func:`renew` leaves the page for ``about:blank`` (no script of it runs on), wipes both, and opens the
address as a new page (not as a new fragment of the same page), at the size given: what a new context of
that size would show.  The page's files may come from the browser's cache: the same files.
:func:`seed_random` makes the random player's walk one walk, the same in every run.
:class:`AppServer` serves the game's app from a thread of the test process, as ``hanoi play`` does.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

EXAMINER = "the-examiner-secret-of-the-browser-tests"


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class AppServer:
    """uvicorn with the game's app in a thread; it can be stopped and started again on the same port and file.

    ``build_tables=False`` gives hints that never build a distance table (they wait forever): the tests that
    need no hints leave the machine free.  ``app`` goes to ``create_app`` (study files, presentation, ...).
    """

    def __init__(self, db: Path, port: int | None = None, *, examiner: str = EXAMINER, build_tables: bool = True,
                 **app: Any) -> None:
        self.db, self.port, self.examiner = db, port or free_port(), examiner
        self.build_tables, self.app = build_tables, app
        self.base = f"http://127.0.0.1:{self.port}"
        self.url = f"{self.base}/#examiner={examiner}"  # the examiner link that 'hanoi play' prints
        self.running: Any = None
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        import uvicorn

        from hanoi import State, _extras
        from hanoi.web.app import create_app
        from hanoi.web.hints import Hints

        hints = Hints() if self.build_tables else Hints(max_queued=0)
        if self.build_tables and _extras.available("numba"):  # compile (or load) the kernels before any test waits
            from hanoi.space.distances import build_table

            build_table(State.perfect(2, pegs=4))
        app = create_app(self.db, hints=hints, examiner_token=self.examiner, **self.app)
        self.running = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.running.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.running.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                pytest.fail("the web server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        self.running.should_exit = True
        assert self.thread is not None
        self.thread.join(timeout=10)


def served(tmp_path_factory: pytest.TempPathFactory, name: str, **server: Any) -> Iterator[tuple[str, Path]]:
    """A module fixture's body: an :class:`AppServer` on a new file, as (examiner link, results file)."""
    running = AppServer(tmp_path_factory.mktemp(name) / "results.sqlite3", **server)
    running.start()
    yield running.url, running.db
    running.stop()


def renew(tab: Any, url: str, *, width: int | None = None, height: int | None = None) -> None:
    """``tab`` wiped of the server's cookies and storage, then ``url`` opened in it (at ``width`` x ``height``)."""
    tab.goto("about:blank")
    for other in tab.context.pages:
        if other is not tab:
            other.close()
    tab.context.clear_cookies()
    parts = urlsplit(url)
    cdp = tab.context.new_cdp_session(tab)
    cdp.send("Storage.clearDataForOrigin", {"origin": f"{parts.scheme}://{parts.netloc}", "storageTypes": "all"})
    cdp.detach()
    if width is not None and height is not None:
        tab.set_viewport_size({"width": width, "height": height})
    tab.goto(url)


def one_tab(browser: Any, width: int = 1000, height: int = 860) -> Iterator[tuple[Any, list[str]]]:
    """One tab of a new context, with the page errors it collects; the context closes after (a fixture's body)."""
    problems: list[str] = []
    context = browser.new_context(viewport={"width": width, "height": height})
    tab = context.new_page()
    tab.on("pageerror", lambda error: problems.append(str(error)))
    yield tab, problems
    context.close()


def open_study_session(tab: Any, examiner_link: str, participant: str, study: bytes) -> None:
    """A new session of ``study`` made by the examiner (the API the form posts to), its link opened in ``tab``
    wiped as a new profile (:func:`renew`): the participant's page, without the examiner's form and handover.

    ``examiner_link`` is the link ``hanoi play`` prints (``http://host:port/#examiner=TOKEN``): the server's
    address and the examiner's token both come from it.
    """
    import httpx

    base, _, examiner = examiner_link.partition("/#examiner=")
    answer = httpx.post(f"{base}/api/sessions", headers={"X-Hanoi-Examiner": examiner},
                        json={"participant": participant, "problem_set": "study", "study": study.decode()})
    assert answer.status_code == 201, answer.text
    renew(tab, base + answer.json()["handover"]["path"])


SEEDED_RANDOM = """(() => {  // Math.random from a fixed seed (mulberry32, Tommy Ettinger 2017)
    let seed = %d >>> 0;
    Math.random = () => {
        seed = (seed + 0x6D2B79F5) >>> 0;
        let t = seed;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
})();"""


def seed_random(context: Any, seed: int) -> None:
    """Every page of ``context`` draws ``Math.random`` from ``seed``, from its first script on.

    The game page draws only the random player's moves from it (``grep -n Math.random src/hanoi/web/static/*.js``):
    with a seed, its walk is one walk, the same in every run, where unseeded it takes from a few moves to a
    hundred (seconds of animation on a loaded machine); its messages are the same for any walk.
    """
    context.add_init_script(SEEDED_RANDOM % seed)
