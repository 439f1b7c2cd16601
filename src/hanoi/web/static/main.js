// The entry of the page: one board and its input (board.js), the modes over it (free play in play.js, test
// mode in test.js, the participant's kiosk in kiosk.js, the classroom in classroom.js, the recursion view in
// recursion.js), the tabs between them, and the start: which role this browser has.
// The server is behind api.js alone; the static site (hanoi site) swaps that one file.
// User text is only ever written with textContent, never parsed as HTML.

import { api } from "./api.js";
import { Board, BoardInput } from "./board.js";
import { initClassroom } from "./classroom.js";
import { preferred, setLanguage, t, wireMenu } from "./i18n.js";
import { startKiosk } from "./kiosk.js";
import {
  $, addMode, announce, busy, currentMode, enqueue, fail, goOffline, isOnline, say, setControls, setMode, stamp, tick,
} from "./page.js";
import { examinerSecret, participantLink, playerSecret, signedOut } from "./participant.js";
import { FreePlay } from "./play.js";
import { initRecursion } from "./recursion.js";
import { SESSION_KEY, TestMode } from "./test.js";

const board = new Board($("board"));
const goal = new Board($("goal"));
const input = new BoardInput(board, {
  mode: currentMode, enqueue, busy, online: isOnline, say, announce, stamp, fail, goOffline,
}, $("board-state"));
const play = new FreePlay({ board, goal, input });
const test = new TestMode({ board, goal, input });
addMode(play);
addMode(test);
setMode(play);

function selectTab(which) {
  play.stop();
  for (const name of ["play", "test"]) {
    const tab = $(`tab-${name}`);
    tab.setAttribute("aria-selected", String(which === name));
    tab.tabIndex = which === name ? 0 : -1;
  }
  $("panel-play").hidden = which !== "play";
  $("panel-test").hidden = which !== "test";
  $("controls").hidden = which !== "play";
  $("test-controls").hidden = which !== "test";
  $("trial-info").hidden = which !== "test";
  $("min-box").hidden = which === "test";
  $("limits").hidden = true;
  $("hint-progress").hidden = true;
  $("results-box").hidden = true;
  setMode(which === "play" ? play : test);
  if (which === "play") {
    $("game").hidden = false;
    enqueue(() => play.show());
  } else {
    test.show();
  }
  setControls();
}

function onTabKey(event) {
  const order = ["play", "test"];
  const now = order.indexOf(event.target.id.replace("tab-", ""));
  let next = null;
  if (event.key === "ArrowRight") next = (now + 1) % order.length;
  else if (event.key === "ArrowLeft") next = (now + order.length - 1) % order.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = order.length - 1;
  if (next === null) return;
  event.preventDefault();
  $(`tab-${order[next]}`).focus();
  selectTab(order[next]);
}

function fill(select, low, high, chosen) {
  for (let value = low; value <= high; value += 1) {
    const option = document.createElement("option");
    option.value = option.textContent = String(value);
    option.selected = value === chosen;
    select.append(option);
  }
}

async function start() {
  const link = participantLink();
  if (link) {
    await startKiosk(link, test);
    return;
  }
  const secret = examinerSecret();
  if (secret) {
    try {
      await api.login(secret);
    } catch {
      // a wrong or old link: the page says below that the examiner link is needed
    }
  }
  const played = playerSecret();
  if (played) {
    try {
      await api.playerLogin(played);
    } catch {
      // a wrong or old class link: the page says below that a link is needed
    }
  }
  const roles = await api.whoami();
  if (!roles.examiner && roles.player) {
    const tab = document.getElementById("tab-test");
    if (tab) tab.hidden = true; // players have free play and hints only
    await play.newGame();
    return;
  }
  if (!roles.examiner) {
    signedOut();
    return;
  }
  await play.newGame();
  const saved = localStorage.getItem(SESSION_KEY);
  if (saved) {
    const found = await test.listUnfinished();
    if (found.some((item) => item.id === saved)) {
      selectTab("test");
      test.formError("");
      say("");
    } else {
      localStorage.removeItem(SESSION_KEY);
    }
  }
}

function wire() {
  fill($("discs"), 1, 10, 3);
  fill($("pegs"), 3, 6, 3);
  input.wire();
  play.wire();
  test.wire();
  $("tab-play").addEventListener("keydown", onTabKey);
  $("tab-test").addEventListener("keydown", onTabKey);
  $("tab-play").addEventListener("click", () => selectTab("play"));
  $("tab-test").addEventListener("click", () => selectTab("test"));
  setInterval(tick, 100);
  initClassroom({ board, goal });
  initRecursion({
    board,
    game: () => (currentMode() === play ? play.game : null),
    busy: () => play.running || busy(),
    newClassic: (n) => enqueue(async () => {
      $("discs").value = String(n);
      $("pegs").value = "3";
      $("start").value = "classic";
      await play.newGame();
    }),
    play: (source, target) => enqueue(() => input.drop(source, target, false)),
    undo: () => enqueue(() => play.undo()),
  });
  enqueue(start);
}

// The language first (the browser's, or the one chosen before), then the page.
wireMenu($("language"));
setLanguage(preferred()).catch(() => {}).finally(() => {
  $("speed-value").textContent = t("control.ms", { ms: $("speed").value });
  wire();
});
document.addEventListener("hanoi:language", () => {
  input.describe();
  const mode = currentMode();
  if (mode && mode.view()) mode.refresh();
  if (play.game) $("goal").setAttribute("aria-label", t("goal.label", { description: goal.describe() }));
});
