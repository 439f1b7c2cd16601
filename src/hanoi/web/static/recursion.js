// The recursion view: the calls of the recursive solution (the German encyclopedia article's bewege(i, a, b, c); the Russian tutorial's explicit
// stack), listed and nested beside the board, stepping in sync with the moves. Each step is one event of
// hanoi.three.calls.trace, from api.trace (GET /api/trace on the server): a call starts, a disc moves (on the board too), a call returns.
// The current line is highlighted and the open calls (the stack) are marked; Step, Back and Run walk it.

import { api } from "./api.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const letter = (peg) => String.fromCharCode(65 + peg);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let hooks = null;
let events = [];
let lines = []; // the <li> of each event (a return points at its call's line)
let position = 0; // how many events are done
let running = false;
let ours = 0; // moves and undos the view itself is making: the board follows it
let left = false; // the board left the recursive solution
let open = false;

// the function's name in the page's language (move, déplacer, bewege, ...), as the intro names it
const callText = (event) => `${t("recursion.function")}(${event.n}, ${letter(event.source)}, ${letter(event.spare)}, ${letter(event.target)})`;

function describe(event) {
  if (event.kind === "call") return t("recursion.call", { call: callText(event) });
  if (event.kind === "return") return t("recursion.return", { call: callText(event) });
  return t("recursion.move", { disc: event.disc, source: letter(event.source), target: letter(event.target) });
}

function render() {
  const list = $("recursion-calls");
  const items = [];
  const byCall = new Map();
  lines = events.map((event) => {
    if (event.kind === "return") return byCall.get(event.call);
    const item = document.createElement("li");
    item.style.setProperty("--depth", String(event.kind === "move" ? event.depth + 1 : event.depth));
    item.className = event.kind;
    item.textContent = event.kind === "call" ? callText(event)
      : t("recursion.move", { disc: event.disc, source: letter(event.source), target: letter(event.target) });
    if (event.kind === "call") byCall.set(event.call, item);
    items.push(item);
    return item;
  });
  list.replaceChildren(...items);
  show();
}

function show() {
  for (const item of lines) item?.classList.remove("current", "open", "done");
  const last = position > 0 ? events[position - 1] : null;
  if (last) {
    const openCalls = new Set(last.stack);
    events.forEach((event, index) => {
      if (event.kind === "call" && openCalls.has(event.call) && index < position) lines[index].classList.add("open");
      if (event.kind === "move" && index < position) lines[index].classList.add("done");
    });
    const current = lines[position - 1];
    current.classList.add("current");
    current.scrollIntoView({ block: "nearest" });
  }
  $("recursion-calls").dataset.position = String(position);
  const status = $("recursion-status");
  if (left) status.textContent = t("recursion.left");
  else if (!events.length) status.textContent = t("recursion.three_pegs");
  else if (!last) status.textContent = t("recursion.ready");
  else status.textContent = t("recursion.status", { index: position, count: events.length, what: describe(last) });
  $("recursion-step").disabled = left || running || position >= events.length;
  $("recursion-back").disabled = left || running || position === 0;
  $("recursion-run").disabled = left || position >= events.length;
  $("recursion-run").textContent = t(running ? "recursion.stop" : "recursion.run");
}

async function load(game) {
  running = false;
  left = false;
  position = 0;
  events = [];
  if (game && game.pegs === 3 && game.moves === 0 && game.state === "A".repeat(game.n) && game.n <= 10) {
    try {
      events = await api.trace(game.n);
    } catch {
      events = [];
    }
  }
  render();
}

async function step() {
  if (position >= events.length || left) return;
  const event = events[position];
  if (event.kind === "move") {
    ours += 1;
    try {
      const played = await hooks.play(event.source, event.target);
      if (played === false) {
        left = true;
        show();
        return;
      }
    } finally {
      ours -= 1;
    }
  }
  position += 1;
  show();
}

async function back() {
  if (position === 0 || left) return;
  const event = events[position - 1];
  if (event.kind === "move") {
    ours += 1;
    try {
      await hooks.undo();
    } finally {
      ours -= 1;
    }
  }
  position -= 1;
  show();
}

async function run() {
  if (running) {
    running = false;
    show();
    return;
  }
  running = true;
  show();
  while (running && position < events.length && !left) {
    await step();
    await pause(Math.max(Number($("speed").value) / 2, 60));
  }
  running = false;
  show();
}

async function restart() {
  running = false;
  const game = hooks.game();
  await hooks.newClassic(game ? Math.min(game.n, 10) : 3);
}

function toggle() {
  open = !open;
  $("recursion").hidden = !open;
  $("recursion-open").setAttribute("aria-pressed", String(open));
  if (open) {
    const game = hooks.game();
    if (!game || game.pegs !== 3 || game.moves !== 0 || game.state !== "A".repeat(game.n)) restart();
    else load(game);
  } else {
    running = false;
  }
}

export function initRecursion(given) {
  hooks = given;
  $("recursion-open").addEventListener("click", toggle);
  $("recursion-step").addEventListener("click", () => step());
  $("recursion-back").addEventListener("click", () => back());
  $("recursion-run").addEventListener("click", () => run());
  $("recursion-restart").addEventListener("click", () => restart());
  document.addEventListener("hanoi:game", (event) => { if (open) load(event.detail); });
  for (const name of ["hanoi:moved", "hanoi:undone"]) {
    document.addEventListener(name, () => {
      if (open && ours === 0 && events.length && !left) { // a move made by hand: the list no longer matches
        left = true;
        running = false;
        show();
      }
    });
  }
  const intro = () => { $("recursion-intro").textContent = t("recursion.intro", { name: t("recursion.function") }); };
  intro();
  document.addEventListener("hanoi:language", () => {
    intro();
    if (events.length) render(); else show();
  });
}
