// The SVG board: drawn by the server (hanoi.svg.board), moved here. Discs rise, fly across and drop.
// A Tower of London board (class "london") holds balls (circles placed by their centre) instead of discs;
// a Tower of Toronto board (class "toronto") holds discs of one width in their colours, moved as discs.
//
// BoardInput is the board's input: click and click, drag and drop (mouse, pen and touch), and keys. It knows no
// rules and no server: the mode on screen (free play or a test, see page.js) sends each drop and says whether
// it was legal.
//
// Timing: every click or key press is stamped with performance.timeOrigin + event.timeStamp, the moment
// the browser received it, before it waits in any queue or animation. In test mode the stamps of the
// click that lifted a disc and the click that dropped it go with the move, and discs move at once.

import { api } from "./api.js";
import { t } from "./i18n.js";

const sleepFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export class Board {
  constructor(container) {
    this.container = container;
    this.svg = null;
    this.stacks = [];
  }

  // Fetch the picture of `state` and show it; its root carries the geometry as data-* attributes.
  // `heights` and `variant` default to the board's own, so a board drawn again (narrower) keeps its puzzle.
  async load(state, pegs, stacks, heights = this.heights, variant = this.variant) {
    this.narrow = this.wantsNarrow();
    this.heights = heights;
    this.variant = variant;
    const text = await api.boardSvg(state, pegs, this.narrow, heights, variant);
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    const svg = document.importNode(parsed.documentElement, true);
    svg.setAttribute("aria-hidden", "true"); // the container describes the board in words
    svg.querySelector("title")?.remove();
    this.container.replaceChildren(svg);
    this.svg = svg;
    const data = svg.dataset;
    this.pegs = Number(data.pegs);
    this.pitch = Number(data.pitch);
    this.margin = Number(data.margin);
    this.discHeight = Number(data.discHeight);
    this.baseY = Number(data.baseY);
    this.liftY = Number(data.liftY);
    this.balls = svg.classList.contains("london");
    this.radius = Number(data.ballRadius || 0);
    this.stacks = stacks.map((stack) => stack.slice());
    this.container.dataset.state = state;
    this.container.style.setProperty("--pegs", String(this.pegs));
    const stage = this.container.closest("#stage");
    if (stage && !this.container.classList.contains("small")) stage.dataset.wide = String(this.pegs >= 5);
    this.place(this.stacks); // a picture of another position of these pieces (the static site's) shows this one
  }

  // The board in words, largest disc first on each peg, for screen readers.
  describe() {
    const letter = (peg) => String.fromCharCode(65 + peg);
    const contents = (stack) => (!stack.length ? t("board.empty")
      : t(this.balls ? (stack.length > 1 ? "board.balls" : "board.ball") : (stack.length > 1 ? "board.discs" : "board.disc"),
        { discs: stack.join(", ") }));
    return this.stacks.map((stack, peg) => t("board.peg", { peg: letter(peg), contents: contents(stack) })).join(" ");
  }

  // Narrow discs where wide ones would be too thin to see: a phone held upright (or any narrow box).
  wantsNarrow() {
    const width = this.container.clientWidth || window.innerWidth;
    return width < 560;
  }

  disc(number) {
    if (this.balls) return this.svg.querySelector(`circle.ball[data-ball="${number}"]`);
    return this.svg.querySelector(`rect.disc[data-disc="${number}"]`);
  }

  // Where a piece is drawn: a disc by its corner (x, y), with its number on its middle; a ball by its centre.
  put(element, point) {
    if (this.balls) {
      element.setAttribute("cx", point.x);
      element.setAttribute("cy", point.y);
      const label = this.svg.querySelector(`text.ball-number[data-ball="${element.dataset.ball}"]`);
      if (label) {
        label.setAttribute("x", point.x);
        label.setAttribute("y", Number(point.y) + 5);
      }
      return;
    }
    this.moveDisc(element, point.x, point.y);
  }

  moveDisc(rect, x, y) {
    rect.setAttribute("x", x);
    rect.setAttribute("y", y);
    const label = this.svg.querySelector(`text.disc-number[data-disc="${rect.dataset.disc}"]`);
    if (label) {
      label.setAttribute("x", Number(x) + Number(rect.getAttribute("width")) / 2);
      label.setAttribute("y", Number(y) + this.discHeight / 2 + 1);
    }
  }

  xy(disc, peg, level) {
    if (this.balls) {
      return { x: this.margin + this.pitch * (peg + 0.5), y: this.baseY - this.radius - level * 2 * this.radius };
    }
    const width = Number(this.disc(disc).getAttribute("width"));
    const x = this.margin + this.pitch * (peg + 0.5) - width / 2;
    return { x, y: this.baseY - (level + 1) * this.discHeight + 1 };
  }

  // Draw the top piece `disc` under the pointer of `event` (a drag).
  follow(disc, event) {
    const element = disc === null ? null : this.disc(disc);
    if (!element) return;
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(this.svg.getScreenCTM().inverse());
    element.classList.add("lifted");
    if (this.balls) this.put(element, { x: local.x, y: local.y });
    else this.put(element, { x: local.x - Number(element.getAttribute("width")) / 2, y: local.y - this.discHeight / 2 });
  }

  top(peg) {
    const stack = this.stacks[peg];
    return stack && stack.length ? stack[stack.length - 1] : null;
  }

  // The peg under a click or tap, from its x coordinate.
  pegAt(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(this.svg.getScreenCTM().inverse());
    const peg = Math.floor((local.x - this.margin) / this.pitch);
    return Math.min(Math.max(peg, 0), this.pegs - 1);
  }

  // Put every disc where `stacks` says, without animation.
  place(stacks, state) {
    this.stacks = stacks.map((stack) => stack.slice());
    stacks.forEach((stack, peg) => {
      stack.forEach((disc, level) => {
        const { x, y } = this.xy(disc, peg, level);
        const rect = this.disc(disc);
        this.put(rect, { x, y });
        rect.classList.remove("lifted");
      });
    });
    if (state !== undefined) this.container.dataset.state = state;
  }

  async animate(rect, points, ms) {
    if (ms <= 0) { // no animation: the disc is where it goes at once
      this.put(rect, points[points.length - 1]);
      return;
    }
    const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i].x, p.y - points[i].y));
    const total = lengths.reduce((a, b) => a + b, 0) || 1;
    const begin = performance.now();
    for (;;) {
      const t = Math.min((performance.now() - begin) / Math.max(ms, 1), 1);
      let along = t * total;
      let index = 0;
      while (index < lengths.length - 1 && along > lengths[index]) {
        along -= lengths[index];
        index += 1;
      }
      const a = points[index];
      const b = points[index + 1];
      const f = lengths[index] ? Math.min(along / lengths[index], 1) : 1;
      this.put(rect, { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
      if (t >= 1) return;
      await sleepFrame();
    }
  }

  // Raise the top disc of `peg` above it.
  async lift(peg, ms) {
    const disc = this.top(peg);
    const rect = this.disc(disc);
    const here = this.xy(disc, peg, this.stacks[peg].length - 1);
    rect.classList.add("lifted");
    await this.animate(rect, [here, { x: here.x, y: this.liftY }], ms);
  }

  // Lower the lifted disc of `peg` back onto it.
  async lower(peg, ms) {
    const disc = this.top(peg);
    const rect = this.disc(disc);
    const here = this.xy(disc, peg, this.stacks[peg].length - 1);
    await this.animate(rect, [{ x: here.x, y: this.liftY }, here], ms);
    rect.classList.remove("lifted");
  }

  // Fly the top disc of `source` to `target`; `lifted` says whether it already hangs above its peg.
  async fly(source, target, ms, lifted) {
    const disc = this.top(source);
    const rect = this.disc(disc);
    const from = this.xy(disc, source, this.stacks[source].length - 1);
    const to = this.xy(disc, target, this.stacks[target].length);
    const points = [
      ...(lifted ? [] : [from]),
      { x: from.x, y: this.liftY },
      { x: to.x, y: this.liftY },
      to,
    ];
    rect.classList.add("lifted");
    await this.animate(rect, points, ms);
    rect.classList.remove("lifted");
    this.stacks[source].pop();
    this.stacks[target].push(disc);
  }

  mark(move) {
    this.unmark();
    if (!move) return;
    for (const peg of [move.source, move.target]) {
      const group = this.svg.querySelector(`g.peg[data-peg="${peg}"]`);
      if (group) group.classList.add("hint");
    }
    const rect = this.disc(move.disc);
    if (rect) rect.classList.add("hint");
  }

  unmark() {
    if (!this.svg) return;
    this.svg.querySelectorAll(".hint").forEach((element) => element.classList.remove("hint"));
  }

  // The peg that arrow keys point at (or none).
  cursor(peg) {
    if (!this.svg) return;
    this.svg.querySelectorAll(".peg.cursor").forEach((element) => element.classList.remove("cursor"));
    if (peg === null) return;
    const group = this.svg.querySelector(`g.peg[data-peg="${peg}"]`);
    if (group) group.classList.add("cursor");
  }
}

// Why a move was refused, in the page's language: the server's reason names the rule that
// was broken (a full peg, a move the rules' digraph lacks, a larger disc on a smaller one).
export function refusal(reason, disc, under, target) {
  const letter = (peg) => String.fromCharCode(65 + peg);
  const full = /is full \(capacity (\d+)\)/.exec(reason || "");
  if (full) return t("move.full", { peg: letter(target), capacity: full[1] });
  const arc = /allow no move from peg (\w+) to peg (\w+)/.exec(reason || "");
  if (arc) return t("move.arc", { source: arc[1], target: arc[2] });
  if (disc !== null && under !== null && under < disc) return t("move.larger", { disc, under, peg: letter(target) });
  return t("move.refused");
}

// The input of one board. `page` gives: mode() (the mode on screen), enqueue(task), busy(), online(), say(text,
// kind), announce(text), stamp(event). A mode gives: view(), over(), solving(), demonstrating(), speed(),
// log(kind, peg, at), send(source, target, liftAt, dropAt) (the server's answer), accept(answer), count(),
// afterFailure(), refusalSuffix(), key(key) (true if it took the key).
export class BoardInput {
  constructor(board, page, described) {
    this.board = board;
    this.page = page;
    this.described = described; // the element that says the board in words
    this.lifted = null; // { peg, at }: the peg whose top disc hangs above it, and when it was lifted
    this.cursorPeg = null; // the peg that arrow keys point at
    this.drag = null; // { peg, at, x, y, moved, pointer }: a piece pressed and perhaps dragged (pointer events)
    this.dragged = false; // the click that ends a drag is not a click
  }

  letter(peg) {
    return String.fromCharCode(65 + peg);
  }

  describe() {
    const board = this.board;
    const where = this.lifted === null ? ""
      : ` ${t("board.lifted", { disc: board.top(this.lifted.peg), peg: this.letter(this.lifted.peg) })}`;
    this.described.textContent = `${board.describe()}${where}`;
  }

  // Send a drop; move the disc if it is legal, put it back with the reason if not.
  async drop(source, target, wasLifted, liftAt, dropAt) {
    const { board, page } = this;
    const mode = page.mode();
    let answer;
    try {
      answer = await mode.send(source, target, liftAt, dropAt);
    } catch (error) {
      if (wasLifted) await board.lower(source, mode.speed() / 3);
      this.describe();
      if (error.offline) {
        page.goOffline(error);
        return false;
      }
      page.fail(error);
      await mode.afterFailure();
      return false;
    }
    if (!answer.legal) {
      const disc = board.top(source);
      const under = board.top(target);
      if (wasLifted) await board.lower(source, mode.speed() / 3);
      mode.accept(answer);
      page.say(`${refusal(answer.reason, disc, under, target)}${mode.refusalSuffix()}`, "error");
      return false;
    }
    board.unmark();
    page.say("");
    await board.fly(source, target, mode.speed(), wasLifted);
    mode.accept(answer);
    document.dispatchEvent(new CustomEvent("hanoi:moved", { detail: answer.move }));
    page.announce(t("move.done", { disc: answer.move.disc, source: this.letter(source), target: this.letter(target),
      moves: t("moves.count", { count: mode.count() }) }));
    return true;
  }

  // A peg chosen by click or key: lift its top disc, put it back, or drop the lifted one on it.
  async choose(peg, at) {
    const { board, page } = this;
    const mode = page.mode();
    const current = mode.view();
    if (!current || peg >= current.pegs || mode.demonstrating()) return;
    if (!page.online()) {
      page.say(t("connection.not_recorded"), "error");
      return;
    }
    if (mode.over()) return; // the outcome stays on screen
    if (this.lifted === null) {
      if (board.top(peg) === null) {
        page.say(t("move.empty", { peg: this.letter(peg) }), "error");
        mode.log("empty_peg", peg, at);
        return;
      }
      this.lifted = { peg, at };
      page.say("");
      await board.lift(peg, mode.speed() / 3);
      page.announce(t("move.lifted", { disc: board.top(peg), peg: this.letter(peg) }));
    } else if (peg === this.lifted.peg) {
      this.lifted = null;
      mode.log("put_back", peg, at);
      await board.lower(peg, mode.speed() / 3);
      page.announce(t("move.put_back", { disc: board.top(peg), peg: this.letter(peg) }));
    } else {
      const source = this.lifted;
      this.lifted = null;
      await this.drop(source.peg, peg, true, source.at, at);
    }
    this.describe();
  }

  async putBack() {
    if (this.lifted === null) return;
    const peg = this.lifted.peg;
    this.lifted = null;
    const mode = this.page.mode();
    mode.log("put_back", peg, this.page.stamp());
    await this.board.lower(peg, mode.speed() / 3);
    this.describe();
  }

  onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { board, page } = this;
    const mode = page.mode();
    const key = event.key.toLowerCase();
    const at = page.stamp(event);
    const pegs = mode.view() ? mode.view().pegs : 3;
    let peg = null;
    if (/^[1-9]$/.test(key)) peg = Number(key) - 1;
    else if (/^[a-f]$/.test(key) && key !== "h") peg = key.charCodeAt(0) - 97;
    if (peg !== null && peg < pegs && !mode.solving()) {
      event.preventDefault();
      page.enqueue(() => this.choose(peg, at));
    } else if (key === "arrowleft" || key === "arrowright") {
      event.preventDefault();
      this.cursorPeg = this.cursorPeg === null ? 0 : (this.cursorPeg + (key === "arrowright" ? 1 : pegs - 1)) % pegs;
      const chosen = this.cursorPeg;
      board.cursor(chosen);
      page.announce(board.stacks[chosen].length ? t("cursor.top", { peg: this.letter(chosen), disc: board.top(chosen) })
        : t("cursor.empty", { peg: this.letter(chosen) }));
    } else if ((key === "enter" || key === " ") && this.cursorPeg !== null && !mode.solving()) {
      event.preventDefault();
      const chosen = this.cursorPeg;
      page.enqueue(() => this.choose(chosen, at));
    } else if (key === "escape") {
      page.enqueue(() => this.putBack());
    } else {
      mode.key(key);
    }
  }

  // Press on a peg's top piece, drag it and release over another peg: the press is the lift and the release the
  // drop, each with its own stamp, as a click-click move has. A press released without moving is a click.
  onPointerDown(event) {
    const { board, page } = this;
    const mode = page.mode();
    this.dragged = false;
    this.drag = null;
    if (mode.solving() || mode.demonstrating() || !board.svg || event.button > 0 || !page.online() || mode.over()
        || this.lifted !== null || page.busy()) return;
    const peg = board.pegAt(event);
    if (!mode.view() || peg >= mode.view().pegs || board.top(peg) === null) return;
    this.drag = { peg, at: page.stamp(event), x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
  }

  onPointerMove(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      try {
        this.board.container.setPointerCapture(event.pointerId); // the release is ours even outside the board
      } catch {
        // a pointer the browser no longer tracks: the release over the board still ends the drag
      }
    }
    this.board.follow(this.board.top(drag.peg), event);
  }

  onPointerUp(event) {
    const { board, page } = this;
    if (!this.drag || event.pointerId !== this.drag.pointer) return;
    const started = this.drag;
    this.drag = null;
    if (!started.moved) return; // a click: the click handler takes it
    this.dragged = true;
    const at = page.stamp(event);
    const target = board.pegAt(event);
    page.enqueue(async () => {
      if (target === started.peg) { // dropped where it was: put back, as a click on the lifted peg is
        board.place(board.stacks);
        page.mode().log("put_back", target, at);
      } else {
        await this.drop(started.peg, target, false, started.at, at);
      }
      this.describe();
    });
  }

  onClick(event) {
    if (this.dragged) { // the end of a drag, already sent as a move
      this.dragged = false;
      return;
    }
    if (this.page.mode().solving() || !this.board.svg) return;
    const at = this.page.stamp(event);
    const peg = this.board.pegAt(event);
    this.page.enqueue(() => this.choose(peg, at));
  }

  wire() {
    const element = this.board.container;
    element.addEventListener("pointerdown", (event) => this.onPointerDown(event));
    element.addEventListener("pointermove", (event) => this.onPointerMove(event));
    element.addEventListener("pointerup", (event) => this.onPointerUp(event));
    element.addEventListener("pointercancel", () => {
      if (this.drag && this.drag.moved) this.board.place(this.board.stacks);
      this.drag = null;
    });
    element.addEventListener("click", (event) => this.onClick(event));
    element.addEventListener("keydown", (event) => this.onKey(event));
  }
}
