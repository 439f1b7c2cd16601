// The SVG board: drawn by the server (hanoi.svg.board), moved here. Discs rise, fly across and drop.
// A Tower of London board (class "london") holds balls (circles placed by their centre) instead of discs;
// a Tower of Toronto board (class "toronto") holds discs of one width in their colours, moved as discs.

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
