"""Start boards through the page's menus and measure each, in one call into the page (browser tests' helper).

What Playwright's ``select_option`` does (a visible, enabled menu given the option, then ``input`` and
``change``), then the waits of the tests' ``_new_game`` (the board at its start, the goal drawn for its
pegs, the board not busy, two frames painted), and ``measure`` (a JavaScript function) for each board.  The
page does the same work for each board as with a Playwright call a step; the test only saves the round
trips (about eight a board), which cost more CPU than the page's own work.  ``measure`` is written into the
function Playwright evaluates (the page's Content-Security-Policy forbids ``eval``).
"""

from __future__ import annotations

from typing import Any

_EVERY_BOARD = """async (boards) => {
    const measure = MEASURE;
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const choose = (id, value) => {
        const select = document.getElementById(id);
        if (!select.getClientRects().length || getComputedStyle(select).visibility === 'hidden' || select.disabled) {
            throw new Error(`the menu #${id} cannot be used`);
        }
        select.value = String(value);
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const until = async (what, test) => {
        const end = performance.now() + 20000;
        while (!test()) {
            if (performance.now() > end) throw new Error(`waited 20 s for ${what}`);
            await new Promise((done) => setTimeout(done, 20));
        }
    };
    const found = [];
    for (const [n, pegs] of boards) {
        if (document.getElementById('pegs').value !== String(pegs)) choose('pegs', pegs);
        choose('discs', n);
        await until(`${n} discs on ${pegs} pegs`, () => {
            const board = document.getElementById('board'), goal = document.querySelector('#goal svg');
            return board.dataset.state === 'A'.repeat(n) && goal !== null && goal.dataset.pegs === String(pegs)
                && board.dataset.busy === 'false';
        });
        await frames();
        found.push(await measure());
    }
    return found;
}"""

_SETTLED = """async () => {
    const measure = MEASURE;
    const end = performance.now() + 20000;
    while (document.getElementById('board').dataset.busy !== 'false') {
        if (performance.now() > end) throw new Error('waited 20 s for the board');
        await new Promise((done) => setTimeout(done, 20));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return await measure();
}"""


def every_board(tab: Any, boards: list[tuple[int, int]], measure: str) -> list[dict[str, Any]]:
    """``measure`` (the text of a JavaScript function) of each board of ``boards`` ((discs, pegs)), started in turn."""
    return list(tab.evaluate(_EVERY_BOARD.replace("MEASURE", measure), [list(board) for board in boards]))


def settled(tab: Any, measure: str) -> dict[str, Any]:
    """``measure`` once the board is not busy and two frames are painted (after a resize, say)."""
    return dict(tab.evaluate(_SETTLED.replace("MEASURE", measure)))
