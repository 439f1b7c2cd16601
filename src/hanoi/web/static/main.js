// The page: free play and test mode. The server decides every move; this file shows its answers.
// User text is only ever written with textContent, never parsed as HTML.
//
// Timing: every click or key press is stamped with performance.timeOrigin + event.timeStamp, the moment
// the browser received it, before it waits in any queue or animation. In test mode the stamps of the
// click that lifted a disc and the click that dropped it go with the move, and discs move at once.

import { api, useKey } from "./api.js";
import { Board } from "./board.js";
import {
  TEXTS, enterKiosk, examinerSecret, instructions, kindLabel, participantLink, showHandover, signedOut,
} from "./participant.js";

const $ = (id) => document.getElementById(id);
const letter = (peg) => String.fromCharCode(65 + peg);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
const stamp = (event) => performance.timeOrigin + (event && event.timeStamp ? event.timeStamp : performance.now());
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SESSION_KEY = "hanoi.session";

const board = new Board($("board"));
const goal = new Board($("goal"));

let mode = "play"; // "play" or "test"
let game = null; // the GameView of free play
let session = null; // the SessionView of test mode
let lifted = null; // { peg, at }: the peg whose top disc hangs above it, and when it was lifted
let cursor = null; // the peg that arrow keys point at
let solving = false; // "Solve from here" or the random player is running
let stopRequested = false;
let pending = 0;
let queue = Promise.resolve();
let clock = { elapsed: 0, at: performance.now(), running: false };
let polling = false;
let online = true;
let unsent = null; // a test-mode attempt whose answer was lost: sent again, with its number, on reconnection
let shownTrial = null; // the problem whose display the server knows about
let hintsPoll = null;
let nextSeq = 1; // the number of the next test-mode attempt (the server refuses a used one for another move)
let kiosk = false; // a participant's page: one session, no free play, no settings

const speed = () => (mode === "test" ? 0 : Number($("speed").value));

function say(text, kind = "info") {
  const message = $("message");
  message.textContent = text;
  message.className = kind;
}

// Tell screen readers what happened on the board (the visible message stays as it is).
function announce(text) {
  const region = $("announce");
  region.textContent = "";
  requestAnimationFrame(() => { region.textContent = text; });
}

function describeBoard() {
  const where = lifted === null ? "" : ` Disc ${board.top(lifted.peg)} is lifted above peg ${letter(lifted.peg)}.`;
  $("board-state").textContent = `${board.describe()}${where}`;
}

function fail(error) {
  if (error && error.offline) {
    goOffline(error);
    return;
  }
  say(capital(String(error.message || error)), "error");
}

// Run board work one task at a time, in order, so that fast clicks and key presses are never lost.
function enqueue(task) {
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

function view() {
  if (mode === "play") return game;
  return session ? session.trial : null;
}

function over() {
  if (mode === "play") return !game || game.solved;
  return !session || session.trial.outcome !== "running";
}

function format(ms) {
  const tenths = Math.floor(Math.max(ms, 0) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, "0");
  return `${minutes}:${seconds}`;
}

function tick() {
  const now = performance.now();
  const ms = clock.elapsed + (clock.running ? now - clock.at : 0);
  $("timer").textContent = format(ms);
  if (mode === "test" && session) {
    const trial = session.trial;
    const parts = [];
    if (trial.time_left_ms !== null) {
      const left = trial.time_left_ms - (clock.running ? now - clock.at : 0);
      parts.push(`Time left ${Math.max(Math.ceil(left / 1000), 0)} s`);
      if (left <= 0 && clock.running && !polling && online) {
        polling = true;
        api.session(session.id).then(showSession, fail).finally(() => { polling = false; });
      }
    }
    if (trial.moves_left !== null) parts.push(`Moves left ${trial.moves_left}`);
    $("limits").textContent = parts.join(" · ");
    $("limits").hidden = parts.length === 0;
  }
}

function setControls() {
  const playing = mode === "play" && game !== null && online;
  $("undo").disabled = !playing || solving || game.moves === 0;
  $("hint").disabled = !playing || solving || game.solved;
  $("solve").disabled = !playing || solving || game.solved;
  $("random").disabled = !playing || solving || game.solved;
  $("stop").disabled = !solving;
  $("new").disabled = solving;
  $("next").disabled = !(mode === "test" && session && session.trial.outcome !== "running" && !session.finished
    && online);
  $("play-keys").hidden = mode !== "play";
}

function showHints() {
  const box = $("hint-progress");
  if (mode !== "play" || !game || game.hints.ready) {
    box.hidden = true;
    return;
  }
  const hints = game.hints;
  box.hidden = false;
  $("hint-bar").value = hints.progress;
  const states = hints.states.toLocaleString("en");
  $("hint-label").textContent = hints.waiting
    ? `Instant hints: waiting for ${plural(hints.waiting, "other board")}`
    : `Preparing instant hints: ${Math.floor(hints.progress * 100)} % of ${states} states`;
  if (hintsPoll === null) {
    const id = game.id;
    hintsPoll = setTimeout(async () => {
      hintsPoll = null;
      if (!game || game.id !== id || mode !== "play") return;
      try {
        const fresh = await api.game(id);
        if (game && game.id === id) {
          game.hints = fresh.hints;
          game.min_moves = fresh.min_moves;
          game.min_moves_note = fresh.min_moves_note;
          showMinimum();
        }
      } catch (error) {
        if (error.offline) goOffline();
        return;
      }
      showHints();
    }, 300);
  }
}

function showMinimum() {
  $("min-moves").textContent = game.min_moves === null ? "?" : String(game.min_moves);
  $("min-box").title = game.min_moves_note || "";
}

// Show a fresh answer from the server: the counters, the clock and the exact disc positions.
function refresh() {
  const current = view();
  if (!current) return;
  board.place(current.stacks, current.state);
  if (mode === "play") {
    $("moves").textContent = String(game.moves);
    showMinimum();
    clock = { elapsed: game.elapsed_ms, at: performance.now(), running: game.moves > 0 && !game.solved && online };
    if (game.solved) {
      const best = game.min_moves === null ? "" : game.moves === game.min_moves
        ? " That is the minimum!" : ` The minimum is ${game.min_moves}.`;
      say(`Solved in ${plural(game.moves, "move")}.${best}`, "solved");
    }
    showHints();
  } else {
    const trial = session.trial;
    $("moves").textContent = String(trial.steps);
    $("trial-info").textContent = `${kindLabel(trial.kind)}Problem ${trial.index} of ${trial.count}`;
    clock = { elapsed: trial.elapsed_ms, at: performance.now(), running: trial.outcome === "running" && online };
    const endings = {
      solved: `Solved in ${plural(trial.steps, "move")}.`,
      time: "Time is up for this problem.",
      moves: "No moves left for this problem.",
    };
    if (trial.outcome !== "running") {
      if (kiosk && session.finished) say(TEXTS.finished, "info"); // no score feedback to a participant
      else {
        say(endings[trial.outcome] + (session.finished ? " The test is complete. Thank you!" : " Press Next problem."),
          trial.outcome === "solved" ? "solved" : "info");
      }
      if (session.finished) localStorage.removeItem(SESSION_KEY);
    }
    showResults();
  }
  describeBoard();
  setControls();
  tick();
}

function showResults() {
  const box = $("results-box");
  box.hidden = kiosk || !(mode === "test" && session && session.finished); // the examiner reads the results
  if (box.hidden) return;
  $("results-participant").textContent = session.participant;
  const body = $("results").querySelector("tbody");
  body.replaceChildren(...session.results.map((result) => {
    const row = document.createElement("tr");
    const cells = [result.trial, result.size, result.shortest ?? "?", result.steps, result.excess ?? "–",
      result.illegal, (result.time_ms / 1000).toFixed(1), result.outcome];
    for (const value of cells) {
      const cell = document.createElement("td");
      cell.textContent = String(value);
      row.append(cell);
    }
    return row;
  }));
}

function accept(answer) {
  if (mode === "play") game = answer.game;
  else session = answer.session;
  refresh();
}

// ------------------------------------------------------------------ the connection
function goOffline(error) {
  if (!online) return;
  online = false;
  const banner = $("connection");
  // 503: the server is up but its database cannot take the write now (locked, or a full disk); the
  // attempt was not recorded and is sent again, with its number, once the server answers.
  banner.textContent = error && error.status === 503
    ? `Not recorded yet: ${error.message} Retrying…`
    : "Connection to the server lost: retrying… Moves are not recorded and the clock is "
      + "stopped until it is back.";
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
  enqueue(reconnected);
}

async function reconnected() {
  if (mode === "test" && session) {
    if (unsent) {
      const attempt = unsent;
      const answer = await api.sessionMove(session.id, attempt); // the same number: recorded at most once
      unsent = null;
      session = answer.session;
    }
    shownTrial = null; // the display after a lost connection is a new segment
    board.container.dataset.state = "";
    await showSession(await api.session(session.id));
    say("The connection is back.", "info");
  } else if (game) {
    try {
      game = await api.game(game.id);
      refresh();
      say("The connection is back.", "info");
    } catch (error) {
      if (error.status !== 404) throw error;
      say("The server was restarted and this game was lost: a new game has started.", "info");
      await newGame();
    }
  }
}

// ------------------------------------------------------------------ moves
// Send a drop to the server; move the disc if it is legal, put it back with the reason if not.
async function drop(source, target, wasLifted, liftAt, dropAt) {
  let answer;
  try {
    if (mode === "play") {
      answer = await api.move(game.id, source, target);
    } else {
      nextSeq = Math.max(nextSeq, session.next_seq);
      const attempt = { source, target, seq: nextSeq, lift_at: liftAt, drop_at: dropAt };
      unsent = attempt;
      answer = await api.sessionMove(session.id, attempt);
      unsent = null;
      nextSeq = Math.max(nextSeq + 1, answer.session.next_seq);
    }
  } catch (error) {
    if (wasLifted) await board.lower(source, speed() / 3);
    describeBoard();
    if (error.offline) {
      goOffline(error);
      return false;
    }
    unsent = null;
    fail(error);
    if (mode === "test") await showSession(await api.session(session.id));
    return false;
  }
  if (!answer.legal) {
    if (wasLifted) await board.lower(source, speed() / 3);
    accept(answer);
    say(`${capital(answer.reason)}.${kiosk ? ` ${session.reminder || TEXTS.ruleReminder}` : ""}`, "error");
    return false;
  }
  board.unmark();
  say("");
  await board.fly(source, target, speed(), wasLifted);
  accept(answer);
  const moves = mode === "play" ? game.moves : session.trial.steps;
  announce(`Disc ${answer.move.disc} from peg ${letter(source)} to peg ${letter(target)}. ${plural(moves, "move")}.`);
  return true;
}

async function choose(peg, at) {
  const current = view();
  if (!current || peg >= current.pegs) return;
  if (!online) {
    say("Not recorded: the connection to the server is lost. Retrying…", "error");
    return;
  }
  if (over()) return; // the outcome stays on screen
  if (lifted === null) {
    if (board.top(peg) === null) {
      say(`Peg ${letter(peg)} is empty: there is no disc to lift.`, "error");
      logEvent("empty_peg", peg, at);
      return;
    }
    lifted = { peg, at };
    say("");
    await board.lift(peg, speed() / 3);
    announce(`Disc ${board.top(peg)} lifted from peg ${letter(peg)}.`);
  } else if (peg === lifted.peg) {
    lifted = null;
    logEvent("put_back", peg, at);
    await board.lower(peg, speed() / 3);
    announce(`Disc ${board.top(peg)} put back on peg ${letter(peg)}.`);
  } else {
    const source = lifted;
    lifted = null;
    await drop(source.peg, peg, true, source.at, at);
  }
  describeBoard();
}

async function putBack() {
  if (lifted === null) return;
  const peg = lifted.peg;
  lifted = null;
  logEvent("put_back", peg, stamp());
  await board.lower(peg, speed() / 3);
  describeBoard();
}

// ------------------------------------------------------------------ free play
async function newGame() {
  if (solving) return;
  const settings = { n: Number($("discs").value), pegs: Number($("pegs").value), start: $("start").value };
  if (settings.start === "london") Object.assign(settings, { london_set: "shallice", problem: 9 });
  const old = game;
  game = await api.newGame(settings);
  if (old) api.endGame(old.id).catch(() => {}); // its hint table stops if no other game wants it
  lifted = null;
  $("random-info").hidden = true;
  await board.load(game.state, game.pegs, game.stacks, game.heights);
  await goal.load(game.goal, game.pegs, game.goal_stacks, game.heights);
  $("goal").setAttribute("aria-label", `Goal: ${goal.describe()}`);
  say("");
  refresh();
  if (settings.start === "london") {
    say("Tower of London: make the board look like the goal. Pegs A, B and C hold 3, 2 and 1 balls.");
    return;
  }
  say(settings.start === "classic"
    ? `Move the tower to peg ${letter(game.pegs - 1)}. Click a peg to lift its top disc, then another to drop it.`
    : "Make the board look like the goal.");
}

async function undo() {
  await putBack();
  const answer = await api.undo(game.id);
  const move = answer.move;
  board.unmark();
  await board.fly(move.target, move.source, speed(), false);
  accept(answer);
  say(`Took back ${move.text} (disc ${move.disc} from ${letter(move.target)} to ${letter(move.source)}).`);
}

async function showHint() {
  await putBack();
  const ready = game.hints.ready;
  if (!ready) {
    say("Working out the hint…", "hint");
    $("board").setAttribute("aria-busy", "true");
  }
  let found;
  try {
    found = await api.hint(game.id);
  } finally {
    $("board").removeAttribute("aria-busy");
  }
  if (!found.move) {
    say("You are at the goal already.");
    return;
  }
  board.mark(found.move);
  const move = found.move;
  say(`Hint: move disc ${move.disc} from peg ${letter(move.source)} to peg ${letter(move.target)}`
    + ` (${plural(found.distance, "move")} to go).`, "hint");
}

async function solveFromHere() {
  if (solving || !game || game.solved) return;
  let plan;
  try {
    plan = await enqueue(async () => {
      await putBack();
      if (!game.hints.ready) say("Working out the solution…", "hint");
      return api.solution(game.id);
    });
  } catch {
    return;
  }
  solving = true;
  stopRequested = false;
  setControls();
  say(`Solving from here: ${plural(plan.distance, "move")}.`, "hint");
  for (const move of plan.moves) {
    if (stopRequested || !online) break;
    const played = await enqueue(() => drop(move.source, move.target, false));
    if (!played) break;
    await pause(speed() / 4);
  }
  solving = false;
  setControls();
  if (stopRequested && !game.solved) say(`Stopped after ${plural(game.moves, "move")}.`);
}

// The random player of seed 002 (hanRnd): a random peg onto a random peg, when the move is legal and does
// not take back the disc just put down; it shows how long blind search takes next to the minimum.
async function randomPlayer() {
  if (solving || !game || game.solved) return;
  await enqueue(putBack);
  solving = true;
  stopRequested = false;
  setControls();
  const info = $("random-info");
  info.hidden = false;
  const minimum = () => (game.min_moves === null ? "not known yet" : String(game.min_moves));
  let count = 0;
  let last = null;
  const began = performance.now();
  say("The random player makes random legal moves, as hanRnd does in seed 002.", "info");
  while (!stopRequested && !game.solved && online) {
    const pegs = game.pegs;
    const legal = [];
    for (let source = 0; source < pegs; source += 1) {
      for (let target = 0; target < pegs; target += 1) {
        const disc = board.top(source);
        const under = board.top(target);
        if (source !== target && disc !== null && (under === null || under > disc)) legal.push([source, target]);
      }
    }
    const fresh = legal.filter(([source]) => source !== last);
    const choices = fresh.length ? fresh : legal;
    const [source, target] = choices[Math.floor(Math.random() * choices.length)];
    const played = await enqueue(() => drop(source, target, false));
    if (!played) break;
    last = target;
    count += 1;
    info.textContent = `Random player: ${plural(count, "move")} in ${((performance.now() - began) / 1000).toFixed(1)}`
      + ` s · minimum ${minimum()}`;
    await pause(speed() / 4);
  }
  solving = false;
  setControls();
  if (game.solved) {
    const ratio = game.min_moves ? ` (${(count / game.min_moves).toFixed(1)} times the minimum)` : "";
    say(`The random player solved it in ${plural(count, "move")}; the minimum is ${minimum()}${ratio}.`, "solved");
  } else if (stopRequested) {
    say(`Random player stopped after ${plural(count, "move")}.`);
  }
}

// ------------------------------------------------------------------ test mode
async function postShown() {
  const trial = session.trial;
  if (trial.outcome !== "running" || shownTrial === trial.index) return;
  await frame(); // the board is on screen from the next frame
  await frame();
  const answer = await api.shown(session.id, trial.index, stamp());
  shownTrial = trial.index;
  session = answer;
  refresh();
}

async function showSession(answer) {
  const before = session ? `${session.id}/${session.trial.index}` : "";
  if (!session || session.id !== answer.id) nextSeq = answer.next_seq;
  session = answer;
  nextSeq = Math.max(nextSeq, session.next_seq);
  localStorage.setItem(SESSION_KEY, session.id);
  if (`${session.id}/${session.trial.index}` !== before || board.container.dataset.state !== session.trial.state) {
    const trial = session.trial;
    lifted = null;
    await board.load(trial.state, trial.pegs, trial.stacks, trial.heights);
    await goal.load(trial.goal, trial.pegs, trial.goal_stacks, trial.heights);
    $("goal").setAttribute("aria-label", `Goal: ${goal.describe()}`);
  }
  refresh();
  await postShown();
}

function formError(text) {
  $("test-error").textContent = text;
}

async function startTest() {
  formError("");
  const chosen = document.querySelector('input[name="problem_set"]:checked').value;
  const number = (id) => ($(id).value === "" ? null : Number($(id).value));
  const settings = {
    participant: $("participant").value,
    problem_set: chosen,
    discs: Number($("test-discs").value),
    min_distance: Number($("min-distance").value),
    count: Number($("count").value),
    pegs: Number($("test-pegs").value),
    time_limit_s: number("time-limit"),
    move_limit: number("move-limit"),
  };
  if (!settings.participant.trim()) {
    formError("Enter a participant id.");
    $("participant").focus();
    return;
  }
  if (chosen === "london") settings.london_set = $("london-set").value; // balls on pegs of heights 3, 2, 1
  if (chosen === "file") {
    const file = $("problem-file").files[0];
    if (!file) {
      formError("Choose a problem file: one 'START GOAL' pair a line, such as 'AAA CCC'.");
      return;
    }
    settings.problems = await file.text();
  }
  if (chosen === "study") {
    const file = $("study-file").files[0];
    if (!file) {
      formError("Choose a study file (TOML or JSON): its instructions, items, limits and discontinue rule.");
      return;
    }
    settings.study = await file.text();
  }
  let answer;
  try {
    answer = await api.newSession(settings);
  } catch (error) {
    formError(error.offline ? "The server cannot be reached: is 'hanoi play' still running?"
      : capital(error.message));
    return;
  }
  showHandover(answer, api.logout);
}

function enterTest() {
  mode = "test";
  $("game").hidden = false;
  $("panel-test").hidden = true;
  $("controls").hidden = true;
  $("random-info").hidden = true;
  $("hint-progress").hidden = true;
  $("test-controls").hidden = false;
  $("trial-info").hidden = false;
  $("min-box").hidden = true; // no hint of the optimum during a test
}

async function resume(id) {
  formError("");
  let answer;
  try {
    answer = await api.handover(id); // a new key: a page that held the old one loses the session
  } catch (error) {
    formError(capital(error.message));
    return;
  }
  showHandover(answer, api.logout);
}

// ------------------------------------------------------------------ the participant's page
function logEvent(kind, peg, at) {
  if (mode !== "test" || !session || session.trial.outcome !== "running") return;
  api.event(session.id, { trial: session.trial.index, kind, peg, at }).catch(() => {});
}

async function participantStart(link) {
  kiosk = true;
  enterKiosk();
  useKey(link.key);
  let answer;
  try {
    answer = await api.session(link.session);
  } catch {
    $("game").hidden = true;
    say(TEXTS.invalidLink, "error");
    $("message").hidden = false;
    document.querySelector("main").prepend($("message"));
    return;
  }
  mode = "test";
  enterTest();
  const fresh = answer.trial.index === 1 && answer.next_seq === 1 && answer.trial.outcome === "running";
  if (fresh) await instructions(answer.instructions);
  await showSession(answer);
  const trial = session.trial;
  if (!session.finished) say(`Problem ${trial.index} of ${trial.count}: make the board look like the goal.`);
  $("board").focus();
}

async function listUnfinished() {
  let found = [];
  try {
    found = await api.sessions();
  } catch {
    found = [];
  }
  const list = $("resume-list");
  list.replaceChildren(...found.map((item) => {
    const entry = document.createElement("li");
    const text = document.createElement("span");
    text.textContent = `${item.participant}: problem ${item.problem} of ${item.count}, started `
      + `${item.started.slice(0, 16).replace("T", " ")}`;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Resume";
    button.setAttribute("aria-label", `Resume the test of ${item.participant}`);
    button.addEventListener("click", () => enqueue(() => resume(item.id)));
    entry.append(text, button);
    return entry;
  }));
  $("resume-box").hidden = found.length === 0;
  return found;
}

async function nextProblem() {
  await showSession(await api.next(session.id));
  const trial = session.trial;
  say(`Problem ${trial.index} of ${trial.count}: make the board look like the goal.`);
}

function heartbeat() {
  // between problems too (until the last one ends): a pause there is told from a slow click on Next
  if (mode !== "test" || !session || !online || session.finished || shownTrial === null) return;
  const index = session.trial.index;
  api.heartbeat(session.id, index, stamp()).then((answer) => {
    // Only news the page cannot know (the time ran out) is taken, and only if no move went by meanwhile.
    if (session && answer.id === session.id && answer.trial.index === index && pending === 0
        && answer.next_seq === session.next_seq && answer.trial.outcome !== session.trial.outcome) {
      session = answer;
      refresh();
    }
  }, (error) => { if (error.offline) goOffline(); });
}

// ------------------------------------------------------------------ wiring
function selectTab(which) {
  if (solving) stopRequested = true;
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
  if (which === "play") {
    mode = "play";
    $("game").hidden = false;
    enqueue(async () => {
      if (game) {
        await board.load(game.state, game.pegs, game.stacks, game.heights);
        await goal.load(game.goal, game.pegs, game.goal_stacks, game.heights);
        say("");
        refresh();
      } else {
        await newGame();
      }
    });
  } else if (session && !session.finished) {
    enterTest();
    enqueue(async () => {
      board.container.dataset.state = "";
      shownTrial = null; // shown again: a new display segment
      await showSession(await api.session(session.id));
    });
  } else if (session && session.finished) {
    mode = "test";
    $("game").hidden = false;
    $("controls").hidden = true;
    enqueue(async () => {
      board.container.dataset.state = "";
      await showSession(session);
    });
    listUnfinished();
  } else {
    mode = "test";
    $("game").hidden = true;
    say("");
    listUnfinished();
  }
  setControls();
}

function fill(select, low, high, chosen) {
  for (let value = low; value <= high; value += 1) {
    const option = document.createElement("option");
    option.value = option.textContent = String(value);
    option.selected = value === chosen;
    select.append(option);
  }
}

function onBoardKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  const at = stamp(event);
  const pegs = view() ? view().pegs : 3;
  let peg = null;
  if (/^[1-9]$/.test(key)) peg = Number(key) - 1;
  else if (/^[a-f]$/.test(key) && key !== "h") peg = key.charCodeAt(0) - 97;
  if (peg !== null && peg < pegs && !solving) {
    event.preventDefault();
    enqueue(() => choose(peg, at));
  } else if (key === "arrowleft" || key === "arrowright") {
    event.preventDefault();
    cursor = cursor === null ? 0 : (cursor + (key === "arrowright" ? 1 : pegs - 1)) % pegs;
    board.cursor(cursor);
    announce(`Peg ${letter(cursor)}: ${board.stacks[cursor].length ? `top disc ${board.top(cursor)}` : "empty"}.`);
  } else if ((key === "enter" || key === " ") && cursor !== null && !solving) {
    event.preventDefault();
    const chosen = cursor;
    enqueue(() => choose(chosen, at));
  } else if (key === "escape") {
    enqueue(putBack);
  } else if (key === "u" && mode === "play" && !$("undo").disabled) {
    enqueue(undo);
  } else if (key === "h" && mode === "play" && !$("hint").disabled) {
    enqueue(showHint);
  }
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

async function start() {
  const link = participantLink();
  if (link) {
    await participantStart(link);
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
  if (!(await api.whoami()).examiner) {
    signedOut();
    return;
  }
  await newGame();
  const saved = localStorage.getItem(SESSION_KEY);
  if (saved) {
    const found = await listUnfinished();
    if (found.some((item) => item.id === saved)) {
      selectTab("test");
      formError("");
      say("");
    } else {
      localStorage.removeItem(SESSION_KEY);
    }
  }
}

function wire() {
  fill($("discs"), 1, 10, 3);
  fill($("pegs"), 3, 6, 3);
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    enqueue(newGame);
  });
  for (const id of ["discs", "pegs", "start"]) $(id).addEventListener("change", () => enqueue(newGame));
  $("new-test").addEventListener("submit", (event) => {
    event.preventDefault();
    enqueue(startTest);
  });
  $("board").addEventListener("click", (event) => {
    if (solving || !board.svg) return;
    const at = stamp(event);
    const peg = board.pegAt(event);
    enqueue(() => choose(peg, at));
  });
  $("board").addEventListener("keydown", onBoardKey);
  $("tab-play").addEventListener("keydown", onTabKey);
  $("tab-test").addEventListener("keydown", onTabKey);
  $("undo").addEventListener("click", () => enqueue(undo));
  $("hint").addEventListener("click", () => enqueue(showHint));
  $("solve").addEventListener("click", () => solveFromHere());
  $("random").addEventListener("click", () => randomPlayer());
  $("stop").addEventListener("click", () => { stopRequested = true; });
  $("next").addEventListener("click", () => enqueue(nextProblem));
  $("speed").addEventListener("input", () => { $("speed-value").textContent = `${$("speed").value} ms`; });
  $("tab-play").addEventListener("click", () => selectTab("play"));
  $("tab-test").addEventListener("click", () => selectTab("test"));
  document.addEventListener("visibilitychange", () => logEvent(document.hidden ? "hidden" : "visible", null, stamp()));
  document.addEventListener("fullscreenchange", () => {
    if (kiosk && !document.fullscreenElement) logEvent("fullscreen_exit", null, stamp());
  });
  setInterval(tick, 100);
  setInterval(heartbeat, 2000);
  enqueue(start);
}

wire();
