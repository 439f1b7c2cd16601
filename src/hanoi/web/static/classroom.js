// For a classroom and a phone: numbers on discs, presentation mode (fullscreen, large counters, high contrast,
// the address students open with its QR code, the keys), and a board that fits the screen without scrolling.

import { api } from "./api.js";
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const NUMBERS_KEY = "hanoi.numbers";
const FLOOR = 96; // the board is never drawn lower than this many pixels

let boards = null;
let presenting = false;
let fitting = false;

function showNumbers() {
  const on = $("numbers").checked;
  for (const id of ["board", "goal"]) $(id).classList.toggle("numbered", on);
}

async function showAddress() {
  try {
    const found = await api.address();
    $("present-url").textContent = found.url;
    $("present-local").hidden = found.reachable;
    const parsed = new DOMParser().parseFromString(found.qr, "image/svg+xml");
    const svg = document.importNode(parsed.documentElement, true);
    svg.setAttribute("aria-hidden", "true");
    $("present-qr").replaceChildren(svg);
    $("present-qr").setAttribute("aria-label", t("present.qr", { url: found.url }));
  } catch {
    // no address: the box shows the keys only
  }
}

// Presentation mode's side panel (the goal picture, the address and its QR code): folded away until asked for.
function setUnfolded(on) {
  document.body.classList.toggle("side-open", on);
  $("present-fold").setAttribute("aria-expanded", String(on));
  $("present-fold").textContent = t(on ? "present.fold" : "present.unfold");
  schedule();
}

export function setPresenting(on) {
  presenting = on;
  document.body.classList.toggle("presenting", on);
  if (!on) setUnfolded(false);
  $("present").setAttribute("aria-pressed", String(on));
  $("present").textContent = t(on ? "present.exit" : "present.button");
  $("present-box").hidden = !on;
  if (on) {
    showAddress();
    if (document.fullscreenEnabled && !document.fullscreenElement) {
      document.documentElement.requestFullscreen().catch(() => {}); // a browser may refuse: the mode stays
    }
  } else if (document.fullscreenElement) {
    document.exitFullscreen().catch(() => {});
  }
  schedule();
}

function typing(target) {
  return target instanceof HTMLElement && target.closest("input, select, textarea, [contenteditable]") !== null;
}

// Shrink the boards until the page fits the window: the board first, then the goal, never below FLOOR.
async function fit() {
  if (fitting) return;
  fitting = true;
  try {
    for (const board of [boards.board, boards.goal]) {
      const container = board.container;
      if (board.svg && container.dataset.state && container.dataset.busy !== "true"
          && board.wantsNarrow() !== board.narrow) {
        await board.load(container.dataset.state, board.pegs, board.stacks);
      }
    }
    const root = document.documentElement;
    const svgs = ["board", "goal"].map((id) => $(id).querySelector("svg")).filter(Boolean);
    for (const svg of svgs) svg.style.maxHeight = "";
    for (const svg of svgs) {
      for (let pass = 0; pass < 3; pass += 1) {
        const excess = root.scrollHeight - window.innerHeight;
        if (excess <= 0) return;
        const height = svg.getBoundingClientRect().height;
        if (height <= FLOOR) break;
        const before = svg.style.maxHeight;
        svg.style.maxHeight = `${Math.max(Math.floor(height - excess - 1), FLOOR)}px`;
        if (root.scrollHeight - window.innerHeight >= excess - 1) { // something else is taller: no gain
          svg.style.maxHeight = before;
          break;
        }
      }
    }
  } finally {
    fitting = false;
  }
}

let pending = null;
export function schedule() {
  if (pending !== null) cancelAnimationFrame(pending);
  pending = requestAnimationFrame(() => {
    pending = null;
    fit();
  });
}

export function initClassroom({ board, goal }) {
  boards = { board, goal };
  const numbers = $("numbers");
  const saved = localStorage.getItem(NUMBERS_KEY);
  if (saved !== null) numbers.checked = saved === "1";
  numbers.addEventListener("change", () => {
    localStorage.setItem(NUMBERS_KEY, numbers.checked ? "1" : "0");
    showNumbers();
  });
  showNumbers();
  $("present").addEventListener("click", () => setPresenting(!presenting));
  $("present-fold").addEventListener("click", () => setUnfolded(!document.body.classList.contains("side-open")));
  document.addEventListener("fullscreenchange", () => {
    if (!document.fullscreenElement && presenting) setPresenting(false);
    schedule();
  });
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    if (document.body.classList.contains("kiosk")) return; // a participant's page: the test alone
    if (event.key === "p" || event.key === "P") {
      event.preventDefault();
      setPresenting(!presenting);
    } else if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      $("recursion-open").click();
    }
  });
  document.addEventListener("hanoi:language", () => {
    $("present").textContent = t(presenting ? "present.exit" : "present.button");
    $("present-fold").textContent = t(document.body.classList.contains("side-open") ? "present.fold" : "present.unfold");
    schedule();
  });
  window.addEventListener("resize", schedule);
  for (const id of ["board", "goal"]) new MutationObserver(schedule).observe($(id), { childList: true });
  for (const id of ["game", "panel-play", "panel-test", "recursion", "results-box", "hint-progress", "random-info",
    "controls", "test-controls"]) {
    new MutationObserver(schedule).observe($(id), { attributes: true, attributeFilter: ["hidden"] });
  }
}
