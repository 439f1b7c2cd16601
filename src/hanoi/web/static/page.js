// The page shell that every mode shares: the message line, the screen reader's announcements, one queue of
// board work, the connection to the server (lost and found again), the clock and the controls.
// It owns the mode being shown (free play or test mode, see play.js and test.js); each mode is an object
// with view(), over(), controls(active), refresh() and reconnected(), and more that board.js calls.

import { api } from "./api.js";
import { decimal, t } from "./i18n.js";

export const $ = (id) => document.getElementById(id);
export const letter = (peg) => String.fromCharCode(65 + peg);
export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
export const moves = (count) => t("moves.count", { count });
export const stamp = (event) => performance.timeOrigin + (event && event.timeStamp ? event.timeStamp : performance.now());
export const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let mode = null; // the mode on screen
const modes = [];
let pending = 0;
let queue = Promise.resolve();
let clock = { elapsed: 0, at: performance.now(), running: false };
let online = true;

export function say(text, kind = "info") {
  const message = $("message");
  message.textContent = text;
  message.className = kind;
}

// Tell screen readers what happened on the board (the visible message stays as it is).
export function announce(text) {
  const region = $("announce");
  region.textContent = "";
  requestAnimationFrame(() => { region.textContent = text; });
}

// ------------------------------------------------------------------ modes
export function addMode(added) {
  modes.push(added);
}

export function setMode(chosen) {
  mode = chosen;
}

export function currentMode() {
  return mode;
}

export function setControls() {
  for (const each of modes) each.controls(each === mode);
}

// ------------------------------------------------------------------ the queue
export function fail(error) {
  if (error && error.offline) {
    goOffline(error);
    return;
  }
  say(capital(String(error.message || error)), "error");
}

// Run board work one task at a time, in order, so that fast clicks and key presses are never lost.
export function enqueue(task) {
  pending += 1;
  $("board").dataset.busy = "true";
  const run = queue.then(task);
  queue = run
    .catch(fail)
    .finally(() => {
      pending -= 1;
      if (!pending) $("board").dataset.busy = "false";
    });
  return run;
}

export function busy() {
  return pending > 0;
}

// ------------------------------------------------------------------ the clock
export function format(ms) {
  const tenths = Math.floor(Math.max(ms, 0) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = decimal((tenths % 600) / 10, 1).padStart(4, "0");
  return `${minutes}:${seconds}`;
}

// The clock shows `elapsed` ms from now on, and runs on if `running` (and the server is reachable).
export function setClock(elapsed, running) {
  clock = { elapsed, at: performance.now(), running: running && online };
}

export function tick() {
  const now = performance.now();
  const since = clock.running ? now - clock.at : 0;
  $("timer").textContent = format(clock.elapsed + since);
  if (mode && mode.tick) mode.tick(since, clock.running);
}

// ------------------------------------------------------------------ the connection
export function isOnline() {
  return online;
}

export function goOffline(error) {
  if (!online) return;
  online = false;
  const banner = $("connection");
  // 503: the server is up but its database cannot take the write now (locked, or a full disk); the
  // attempt was not recorded and is sent again, with its number, once the server answers.
  banner.textContent = error && error.status === 503
    ? t("connection.not_recorded_yet", { reason: error.message })
    : t("connection.lost");
  banner.hidden = false;
  $("board").setAttribute("aria-disabled", "true");
  clock = { elapsed: clock.elapsed + (clock.running ? performance.now() - clock.at : 0), at: performance.now(),
    running: false };
  setControls();
  retry(1);
}

async function retry(attempt) {
  await pause(Math.min(500 * attempt, 3000));
  try {
    await api.health();
  } catch {
    retry(attempt + 1);
    return;
  }
  online = true;
  $("connection").hidden = true;
  $("board").removeAttribute("aria-disabled");
  enqueue(() => mode && mode.reconnected());
}
