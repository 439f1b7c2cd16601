// The page: free play and test mode. The server decides every move; this file shows its answers.
// User text is only ever written with textContent, never parsed as HTML.
//
// Timing: every click or key press is stamped with performance.timeOrigin + event.timeStamp, the moment
// the browser received it, before it waits in any queue or animation. In test mode the stamps of the
// click that lifted a disc and the click that dropped it go with the move, and discs move at once.

import { api, useKey } from "./api.js";
import { Board } from "./board.js";
import { fixLanguage, number, preferred, setLanguage, setVariant, t, wireMenu } from "./i18n.js";
import { initClassroom } from "./classroom.js";
import { initRecursion } from "./recursion.js";
import {
  TEXTS, enterKiosk, examinerSecret, playerSecret, instructions, kindLabel, participantLink, showHandover, signedOut,
} from "./participant.js";

const $ = (id) => document.getElementById(id);
const letter = (peg) => String.fromCharCode(65 + peg);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const moves = (count) => t("moves.count", { count });
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
let demonstrating = false; // a demonstration item is playing: the participant watches, input is ignored
let drag = null; // { peg, at, x, y, moved, pointer }: a piece pressed and perhaps dragged (pointer events)
let dragged = false; // the click that ends a drag is not a click

const demoPace = () => (session && session.demonstration_ms) || 1000;
const speed = () => (mode === "test" ? (demonstrating ? demoPace() / 3 : 0) : Number($("speed").value));

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
  const where = lifted === null ? "" : ` ${t("board.lifted", { disc: board.top(lifted.peg), peg: letter(lifted.peg) })}`;
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
      parts.push(t("limits.time_left", { seconds: Math.max(Math.ceil(left / 1000), 0) }));
      if (left <= 0 && clock.running && !polling && online) {
        polling = true;
        api.session(session.id).then(showSession, fail).finally(() => { polling = false; });
      }
    }
    if (trial.moves_left !== null) parts.push(t("limits.moves_left", { count: trial.moves_left }));
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
  const states = number(hints.states);
  $("hint-label").textContent = hints.waiting
    ? t("hints.waiting", { count: hints.waiting })
    : t("hints.preparing", { percent: Math.floor(hints.progress * 100), states });
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
  setVariant(current.variant); // the texts and the title of the puzzle on the board
  board.place(current.stacks, current.state);
  if (mode === "play") {
    $("moves").textContent = String(game.moves);
    showMinimum();
    clock = { elapsed: game.elapsed_ms, at: performance.now(), running: game.moves > 0 && !game.solved && online };
    if (game.solved) {
      const best = game.min_moves === null ? "" : game.moves === game.min_moves
        ? ` ${t("solved.minimum")}` : ` ${t("solved.more", { minimum: game.min_moves })}`;
      say(`${t("solved.done", { moves: moves(game.moves) })}${best}`, "solved");
    }
    showHints();
  } else {
    const trial = session.trial;
    $("moves").textContent = String(trial.steps);
    // after the discontinue rule ended the test, no "Problem 6 of 7": the test has ended
    $("trial-info").textContent = session.finished && session.discontinued ? t("trial.ended")
      : `${kindLabel(trial.kind)}${t("trial.info", { index: trial.index, count: trial.count })}`;
    clock = { elapsed: trial.elapsed_ms, at: performance.now(), running: trial.outcome === "running" && online };
    const endings = {
      solved: t("trial.solved", { moves: moves(trial.steps) }),
      time: t("trial.time"),
      moves: t("trial.moves"),
    };
    if (trial.outcome !== "running") {
      const next = session.finished ? t("trial.complete") : t("trial.press_next");
      if (kiosk && session.finished) say(TEXTS.finished, "info"); // no score feedback to a participant
      else if (trial.kind === "demonstration") say(`${t("trial.demonstrated")} ${next}`, "info");
      else if (kiosk && trial.kind === "test" && !session.feedback) say(next, "info"); // the study asked for none
      else {
        say(`${endings[trial.outcome]} ${session.finished ? t("trial.complete") : t("trial.press_next")}`,
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
      result.illegal, (result.time_ms / 1000).toFixed(1), t(`outcome.${result.outcome}`)];
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
    ? t("connection.not_recorded_yet", { reason: error.message })
    : t("connection.lost");
  banner.hidden = false;
  $("board").setAttribute("aria-disabled", "true");
  clock = { elapsed: clock.elapsed + (clock.running ? performance.now() - clock.at : 0), at: performance.now(),
    running: false };
  setControls();
  retry(1);
}

// Why a move was refused, in the page's language: the server's reason names the rule that
// was broken (a full peg, a move the rules' digraph lacks, a larger disc on a smaller one).
function refusal(reason, disc, under, target) {
  const full = /is full \(capacity (\d+)\)/.exec(reason || "");
  if (full) return t("move.full", { peg: letter(target), capacity: full[1] });
  const arc = /allow no move from peg (\w+) to peg (\w+)/.exec(reason || "");
  if (arc) return t("move.arc", { source: arc[1], target: arc[2] });
  if (disc !== null && under !== null && under < disc) return t("move.larger", { disc, under, peg: letter(target) });
  return t("move.refused");
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
    say(t("connection.back"), "info");
  } else if (game) {
    try {
      game = await api.game(game.id);
      refresh();
      say(t("connection.back"), "info");
    } catch (error) {
      if (error.status !== 404) throw error;
      say(t("connection.restarted"), "info");
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
    const disc = board.top(source);
    const under = board.top(target);
    if (wasLifted) await board.lower(source, speed() / 3);
    accept(answer);
    const reason = refusal(answer.reason, disc, under, target);
    say(`${reason}${kiosk ? ` ${session.reminder || TEXTS.ruleReminder}` : ""}`, "error");
    return false;
  }
  board.unmark();
  say("");
  await board.fly(source, target, speed(), wasLifted);
  accept(answer);
  const count = mode === "play" ? game.moves : session.trial.steps;
  document.dispatchEvent(new CustomEvent("hanoi:moved", { detail: answer.move }));
  announce(t("move.done", { disc: answer.move.disc, source: letter(source), target: letter(target),
    moves: moves(count) }));
  return true;
}

async function choose(peg, at) {
  const current = view();
  if (!current || peg >= current.pegs || demonstrating) return;
  if (!online) {
    say(t("connection.not_recorded"), "error");
    return;
  }
  if (over()) return; // the outcome stays on screen
  if (lifted === null) {
    if (board.top(peg) === null) {
      say(t("move.empty", { peg: letter(peg) }), "error");
      logEvent("empty_peg", peg, at);
      return;
    }
    lifted = { peg, at };
    say("");
    await board.lift(peg, speed() / 3);
    announce(t("move.lifted", { disc: board.top(peg), peg: letter(peg) }));
  } else if (peg === lifted.peg) {
    lifted = null;
    logEvent("put_back", peg, at);
    await board.lower(peg, speed() / 3);
    announce(t("move.put_back", { disc: board.top(peg), peg: letter(peg) }));
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
  await board.load(game.state, game.pegs, game.stacks, game.heights, game.variant);
  await goal.load(game.goal, game.pegs, game.goal_stacks, game.heights, game.variant);
  $("goal").setAttribute("aria-label", t("goal.label", { description: goal.describe() }));
  say("");
  refresh();
  if (settings.start === "london") {
    say(t("play.london"));
    document.dispatchEvent(new CustomEvent("hanoi:game", { detail: game }));
    return;
  }
  setVariant(game.variant); // the Tower of Toronto's message names its colours
  say(settings.start === "random" ? t("play.random") : t("play.classic", { peg: letter(game.pegs - 1) }));
  document.dispatchEvent(new CustomEvent("hanoi:game", { detail: game }));
}

async function undo() {
  await putBack();
  const answer = await api.undo(game.id);
  const move = answer.move;
  board.unmark();
  await board.fly(move.target, move.source, speed(), false);
  accept(answer);
  say(t("play.took_back", { text: move.text, disc: move.disc, target: letter(move.target), source: letter(move.source) }));
  document.dispatchEvent(new CustomEvent("hanoi:undone", { detail: move }));
}

async function showHint() {
  await putBack();
  const ready = game.hints.ready;
  if (!ready) {
    say(t("hint.working"), "hint");
    $("board").setAttribute("aria-busy", "true");
  }
  let found;
  try {
    found = await api.hint(game.id);
  } finally {
    $("board").removeAttribute("aria-busy");
  }
  if (!found.move) {
    say(t("hint.at_goal"));
    return;
  }
  board.mark(found.move);
  const move = found.move;
  say(t("hint.move", { disc: move.disc, source: letter(move.source), target: letter(move.target),
    moves: moves(found.distance) }), "hint");
}

async function solveFromHere() {
  if (solving || !game || game.solved) return;
  let plan;
  try {
    plan = await enqueue(async () => {
      await putBack();
      if (!game.hints.ready) say(t("solve.working"), "hint");
      return api.solution(game.id);
    });
  } catch {
    return;
  }
  solving = true;
  stopRequested = false;
  setControls();
  say(t("solve.start", { moves: moves(plan.distance) }), "hint");
  for (const move of plan.moves) {
    if (stopRequested || !online) break;
    const played = await enqueue(() => drop(move.source, move.target, false));
    if (!played) break;
    await pause(speed() / 4);
  }
  solving = false;
  setControls();
  if (stopRequested && !game.solved) say(t("solve.stopped", { moves: moves(game.moves) }));
}

// The random player of the Russian tutorial (hanRnd): a random peg onto a random peg, when the move is legal and does
// not take back the disc just put down; it shows how long blind search takes next to the minimum.
async function randomPlayer() {
  if (solving || !game || game.solved) return;
  await enqueue(putBack);
  solving = true;
  stopRequested = false;
  setControls();
  const info = $("random-info");
  info.hidden = false;
  const minimum = () => (game.min_moves === null ? t("random.unknown") : String(game.min_moves));
  let count = 0;
  let last = null;
  const began = performance.now();
  say(t("random.intro"), "info");
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
    info.textContent = t("random.progress", { moves: moves(count),
      seconds: ((performance.now() - began) / 1000).toFixed(1), minimum: minimum() });
    await pause(speed() / 4);
  }
  solving = false;
  setControls();
  if (game.solved) {
    const ratio = game.min_moves ? t("random.ratio", { ratio: (count / game.min_moves).toFixed(1) }) : "";
    say(t("random.solved", { moves: moves(count), minimum: minimum(), ratio }).trim(), "solved");
  } else if (stopRequested) {
    say(t("random.stopped", { moves: moves(count) }));
  }
}

// ------------------------------------------------------------------ test mode
async function postShown() {
  const trial = session.trial;
  if (trial.outcome !== "running") shownTrial = trial.index; // heartbeats go on while it waits for Next
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
  setVariant(session.trial.variant); // the Tower of London's texts, title and reminder
  if (kiosk) {
    await fixLanguage(session.language); // the examiner's study chose it: no menu
    $("timer").closest(".counter").hidden = !session.clock;
  }
  nextSeq = Math.max(nextSeq, session.next_seq);
  localStorage.setItem(SESSION_KEY, session.id);
  if (`${session.id}/${session.trial.index}` !== before || board.container.dataset.state !== session.trial.state) {
    const trial = session.trial;
    lifted = null;
    await board.load(trial.state, trial.pegs, trial.stacks, trial.heights, trial.variant);
    await goal.load(trial.goal, trial.pegs, trial.goal_stacks, trial.heights, trial.variant);
    $("goal").setAttribute("aria-label", t("goal.label", { description: goal.describe() }));
  }
  refresh();
  await postShown();
  const trial = session.trial;
  if (trial.kind === "demonstration" && trial.outcome === "running" && trial.demonstration && !demonstrating) {
    demonstrating = true; // from now on the participant's input is ignored
    enqueue(playDemonstration);
  }
}

// A demonstration: the page plays the shortest solution at the study's pace while the participant watches.
// Its moves are recorded like any (the item's kind is "demonstration", never scored).
async function playDemonstration() {
  const trial = session.trial;
  demonstrating = true;
  try {
    for (const move of trial.demonstration || []) {
      say(t("participant.watch"), "info");
      await pause(demoPace() / 2);
      if (!session || session.trial.index !== trial.index || session.trial.outcome !== "running" || !online) break;
      const at = stamp();
      await board.lift(move.source, demoPace() / 6);
      if (!await drop(move.source, move.target, true, at, stamp())) break;
    }
  } finally {
    demonstrating = false;
  }
  if (session && session.trial.index === trial.index) refresh();
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
    formError(t("form.participant"));
    $("participant").focus();
    return;
  }
  if (chosen === "london") settings.london_set = $("london-set").value; // balls on pegs of heights 3, 2, 1
  if (chosen === "file") {
    const file = $("problem-file").files[0];
    if (!file) {
      formError(t("form.file"));
      return;
    }
    settings.problems = await file.text();
  }
  if (chosen === "study") {
    const file = $("study-file").files[0];
    if (!file) {
      formError(t("form.study"));
      return;
    }
    settings.study = await file.text();
  }
  let answer;
  try {
    answer = await api.newSession(settings);
  } catch (error) {
    formError(error.offline ? t("connection.unreachable") : capital(error.message));
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
  setVariant(answer.trial.variant); // the instructions of the puzzle on the board, in the study's language
  await fixLanguage(answer.language);
  if (fresh) await instructions(answer.instructions);
  await showSession(answer);
  const trial = session.trial;
  if (!session.finished) say(t("trial.start", { index: trial.index, count: trial.count }));
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
    text.textContent = t("resume.item", { participant: item.participant, problem: item.problem, count: item.count,
      started: item.started.slice(0, 16).replace("T", " ") });
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = t("resume.button");
    button.setAttribute("aria-label", t("resume.label", { participant: item.participant }));
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
  say(t("trial.start", { index: trial.index, count: trial.count }));
}

function heartbeat() {
  // between problems too (until the last one ends): a pause there is told from a slow click on Next
  if (mode !== "test" || !session || !online || session.finished || shownTrial === null) return;
  if (unsent) return; // a move made before an outage goes first: a heartbeat now would open a new segment before it
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
        await board.load(game.state, game.pegs, game.stacks, game.heights, game.variant);
        await goal.load(game.goal, game.pegs, game.goal_stacks, game.heights, game.variant);
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
    announce(board.stacks[cursor].length ? t("cursor.top", { peg: letter(cursor), disc: board.top(cursor) })
      : t("cursor.empty", { peg: letter(cursor) }));
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

// ------------------------------------------------------------------ dragging (mouse, pen and touch)
// Press on a peg's top piece, drag it and release over another peg: the press is the lift and the release the
// drop, each with its own stamp, as a click-click move has. A press released without moving is a click.
function onPointerDown(event) {
  dragged = false;
  drag = null;
  if (solving || demonstrating || !board.svg || event.button > 0 || !online || over() || lifted !== null
      || pending > 0) return;
  const peg = board.pegAt(event);
  if (!view() || peg >= view().pegs || board.top(peg) === null) return;
  drag = { peg, at: stamp(event), x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
}

function onPointerMove(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
  if (!drag.moved) {
    drag.moved = true;
    try {
      $("board").setPointerCapture(event.pointerId); // the release is ours even outside the board
    } catch {
      // a pointer the browser no longer tracks: the release over the board still ends the drag
    }
  }
  board.follow(board.top(drag.peg), event);
}

function onPointerUp(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  const started = drag;
  drag = null;
  if (!started.moved) return; // a click: the click handler takes it
  dragged = true;
  const at = stamp(event);
  const target = board.pegAt(event);
  enqueue(async () => {
    if (target === started.peg) { // dropped where it was: put back, as a click on the lifted peg is
      board.place(board.stacks);
      logEvent("put_back", target, at);
    } else {
      await drop(started.peg, target, false, started.at, at);
    }
    describeBoard();
  });
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
    await newGame();
    return;
  }
  if (!roles.examiner) {
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
  $("board").addEventListener("pointerdown", onPointerDown);
  $("board").addEventListener("pointermove", onPointerMove);
  $("board").addEventListener("pointerup", onPointerUp);
  $("board").addEventListener("pointercancel", () => {
    if (drag && drag.moved) board.place(board.stacks);
    drag = null;
  });
  $("board").addEventListener("click", (event) => {
    if (dragged) { // the end of a drag, already sent as a move
      dragged = false;
      return;
    }
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
  $("speed").addEventListener("input", () => { $("speed-value").textContent = t("control.ms", { ms: $("speed").value }); });
  $("tab-play").addEventListener("click", () => selectTab("play"));
  $("tab-test").addEventListener("click", () => selectTab("test"));
  document.addEventListener("visibilitychange", () => logEvent(document.hidden ? "hidden" : "visible", null, stamp()));
  document.addEventListener("fullscreenchange", () => {
    if (kiosk && !document.fullscreenElement) logEvent("fullscreen_exit", null, stamp());
  });
  setInterval(tick, 100);
  setInterval(heartbeat, 2000);
  initClassroom({ board, goal });
  initRecursion({
    board,
    game: () => (mode === "play" ? game : null),
    busy: () => solving || pending > 0,
    newClassic: (n) => enqueue(async () => {
      $("discs").value = String(n);
      $("pegs").value = "3";
      $("start").value = "classic";
      await newGame();
    }),
    play: (source, target) => enqueue(() => drop(source, target, false)),
    undo: () => enqueue(undo),
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
  describeBoard();
  if (view()) refresh();
  if (game) $("goal").setAttribute("aria-label", t("goal.label", { description: goal.describe() }));
});
