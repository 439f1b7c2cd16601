// The page: free play and test mode. The server decides every move; this file shows its answers.
// User text is only ever written with textContent, never parsed as HTML.

import { api } from "./api.js";
import { Board } from "./board.js";

const $ = (id) => document.getElementById(id);
const letter = (peg) => String.fromCharCode(65 + peg);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const board = new Board($("board"));
const goal = new Board($("goal"));

let mode = "play"; // "play" or "test"
let game = null; // the GameView of free play
let session = null; // the SessionView of test mode
let lifted = null; // the peg whose top disc hangs above it
let solving = false;
let stopRequested = false;
let pending = 0;
let queue = Promise.resolve();
let clock = { elapsed: 0, at: performance.now(), running: false };
let polling = false;

const speed = () => Number($("speed").value);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function say(text, kind = "info") {
  const message = $("message");
  message.textContent = text;
  message.className = kind;
}

function fail(error) {
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
      if (left <= 0 && clock.running && !polling) {
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
  const playing = mode === "play" && game !== null;
  $("undo").disabled = !playing || solving || game.moves === 0;
  $("hint").disabled = !playing || solving || game.solved;
  $("solve").disabled = !playing || solving || game.solved;
  $("stop").disabled = !solving;
  $("new").disabled = solving;
  $("next").disabled = !(mode === "test" && session && session.trial.outcome !== "running" && !session.finished);
}

// Show a fresh answer from the server: the counters, the clock and the exact disc positions.
function refresh() {
  const current = view();
  if (!current) return;
  board.place(current.stacks, current.state);
  if (mode === "play") {
    $("moves").textContent = String(game.moves);
    $("min-moves").textContent = game.min_moves === null ? "?" : String(game.min_moves);
    $("min-box").title = game.min_moves_note || "";
    clock = { elapsed: game.elapsed_ms, at: performance.now(), running: !game.solved };
    if (game.solved) {
      const best = game.min_moves === null ? "" : game.moves === game.min_moves
        ? " That is the minimum!" : ` The minimum is ${game.min_moves}.`;
      say(`Solved in ${game.moves} moves.${best}`, "solved");
    }
  } else {
    const trial = session.trial;
    $("moves").textContent = String(trial.steps);
    $("min-moves").textContent = trial.shortest === null ? "?" : String(trial.shortest);
    $("trial-info").textContent = `Problem ${trial.index} of ${trial.count}`;
    clock = { elapsed: trial.elapsed_ms, at: performance.now(), running: trial.outcome === "running" };
    const endings = {
      solved: `Solved in ${trial.steps} moves.`,
      time: "Time is up for this problem.",
      moves: "No moves left for this problem.",
    };
    if (trial.outcome !== "running") {
      say(endings[trial.outcome] + (session.finished ? " The test is complete. Thank you!" : " Press Next problem."),
        trial.outcome === "solved" ? "solved" : "info");
    }
    showResults();
  }
  setControls();
  tick();
}

function showResults() {
  const box = $("results-box");
  box.hidden = !(session && session.finished);
  if (box.hidden) return;
  $("results-participant").textContent = session.participant;
  const body = $("results").querySelector("tbody");
  body.replaceChildren(...session.results.map((result) => {
    const row = document.createElement("tr");
    const cells = [result.trial, result.size, result.shortest ?? "?", result.steps, result.excess ?? "?",
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

// Send a drop to the server; fly the disc if it is legal, put it back with the reason if not.
async function drop(source, target, wasLifted) {
  let answer;
  try {
    answer = mode === "play"
      ? await api.move(game.id, source, target)
      : await api.sessionMove(session.id, source, target);
  } catch (error) {
    if (wasLifted) await board.lower(source, speed() / 3);
    fail(error);
    if (mode === "test") showSession(await api.session(session.id));
    return false;
  }
  if (!answer.legal) {
    if (wasLifted) await board.lower(source, speed() / 3);
    accept(answer);
    say(`${capital(answer.reason)}.`, "error");
    return false;
  }
  board.unmark();
  say("");
  await board.fly(source, target, speed(), wasLifted);
  accept(answer);
  return true;
}

async function choose(peg) {
  const current = view();
  if (!current || peg >= current.pegs) return;
  if (over()) {
    say(mode === "play" ? "Solved! Start a new game to play again." : "This problem is over.", "info");
    return;
  }
  if (lifted === null) {
    if (board.top(peg) === null) {
      say(`Peg ${letter(peg)} is empty: there is no disc to lift.`, "error");
      return;
    }
    lifted = peg;
    say("");
    await board.lift(peg, speed() / 3);
  } else if (peg === lifted) {
    lifted = null;
    await board.lower(peg, speed() / 3);
  } else {
    const source = lifted;
    lifted = null;
    await drop(source, peg, true);
  }
}

async function putBack() {
  if (lifted === null) return;
  const peg = lifted;
  lifted = null;
  await board.lower(peg, speed() / 3);
}

// ------------------------------------------------------------------ free play
async function newGame() {
  const settings = { n: Number($("discs").value), pegs: Number($("pegs").value), start: $("start").value };
  game = await api.newGame(settings);
  lifted = null;
  await board.load(game.state, game.pegs, game.stacks);
  await goal.load(game.goal, game.pegs, game.goal_stacks);
  refresh();
  say(settings.start === "classic"
    ? `Move the tower to peg ${letter(game.pegs - 1)}. Click a peg to lift its top disc, then another to drop it.`
    : "Make the board look like the goal below.");
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
  const found = await api.hint(game.id);
  if (!found.move) {
    say("You are at the goal already.");
    return;
  }
  board.mark(found.move);
  const move = found.move;
  say(`Hint: move disc ${move.disc} from peg ${letter(move.source)} to peg ${letter(move.target)}`
    + ` (${found.distance} moves to go).`, "hint");
}

async function solveFromHere() {
  if (solving || !game || game.solved) return;
  let plan;
  try {
    plan = await enqueue(async () => {
      await putBack();
      return api.solution(game.id);
    });
  } catch {
    return;
  }
  solving = true;
  stopRequested = false;
  setControls();
  say(`Solving from here: ${plan.distance} moves.`, "hint");
  for (const move of plan.moves) {
    if (stopRequested) break;
    const played = await enqueue(() => drop(move.source, move.target, false));
    if (!played) break;
    await pause(speed() / 4);
  }
  solving = false;
  setControls();
  if (stopRequested && !game.solved) say(`Stopped after ${game.moves} moves.`);
}

// ------------------------------------------------------------------ test mode
async function showSession(answer) {
  const before = session ? `${session.trial.index}` : "";
  session = answer;
  if (`${session.trial.index}` !== before || board.container.dataset.state !== session.trial.state) {
    const trial = session.trial;
    lifted = null;
    await board.load(trial.state, trial.pegs, trial.stacks);
    await goal.load(trial.goal, trial.pegs, trial.goal_stacks);
  }
  refresh();
}

async function startTest() {
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
  if (chosen === "file") {
    const file = $("problem-file").files[0];
    if (!file) {
      say("Choose a problem file: one 'START GOAL' pair a line, such as 'AAA CCC'.", "error");
      return;
    }
    settings.problems = await file.text();
  }
  const answer = await api.newSession(settings);
  session = null;
  mode = "test";
  $("game").hidden = false;
  $("test-settings").hidden = true;
  await showSession(answer);
  const trial = session.trial;
  say(`Problem ${trial.index} of ${trial.count}: make the board look like the goal.`);
}

async function nextProblem() {
  await showSession(await api.next(session.id));
  const trial = session.trial;
  say(`Problem ${trial.index} of ${trial.count}: make the board look like the goal.`);
}

// ------------------------------------------------------------------ wiring
function selectTab(which) {
  if (solving) stopRequested = true;
  $("tab-play").setAttribute("aria-selected", String(which === "play"));
  $("tab-test").setAttribute("aria-selected", String(which === "test"));
  $("play-settings").hidden = which !== "play";
  $("test-settings").hidden = which !== "test";
  $("controls").hidden = which !== "play";
  $("test-controls").hidden = which !== "test";
  $("trial-info").hidden = which !== "test";
  $("min-box").hidden = which === "test"; // no hint of the optimum during a test
  $("limits").hidden = true;
  $("results-box").hidden = true;
  if (which === "play") {
    mode = "play";
    $("game").hidden = false;
    enqueue(async () => {
      if (game) {
        await board.load(game.state, game.pegs, game.stacks);
        await goal.load(game.goal, game.pegs, game.goal_stacks);
        refresh();
        say("");
      } else {
        await newGame();
      }
    });
  } else if (session && !session.finished) {
    mode = "test";
    $("test-settings").hidden = true;
    enqueue(async () => {
      board.container.dataset.state = "";
      await showSession(await api.session(session.id));
    });
  } else {
    $("game").hidden = true;
    say("");
  }
}

function fill(select, low, high, chosen) {
  for (let value = low; value <= high; value += 1) {
    const option = document.createElement("option");
    option.value = option.textContent = String(value);
    option.selected = value === chosen;
    select.append(option);
  }
}

function wire() {
  fill($("discs"), 1, 10, 3);
  fill($("pegs"), 3, 6, 3);
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    enqueue(newGame);
  });
  $("new-test").addEventListener("submit", (event) => {
    event.preventDefault();
    enqueue(startTest);
  });
  $("board").addEventListener("click", (event) => {
    if (solving || !board.svg) return;
    const peg = board.pegAt(event);
    enqueue(() => choose(peg));
  });
  $("undo").addEventListener("click", () => enqueue(undo));
  $("hint").addEventListener("click", () => enqueue(showHint));
  $("solve").addEventListener("click", () => solveFromHere());
  $("stop").addEventListener("click", () => { stopRequested = true; });
  $("next").addEventListener("click", () => enqueue(nextProblem));
  $("speed").addEventListener("input", () => { $("speed-value").textContent = `${speed()} ms`; });
  $("tab-play").addEventListener("click", () => selectTab("play"));
  $("tab-test").addEventListener("click", () => selectTab("test"));
  document.addEventListener("keydown", (event) => {
    const tag = event.target.tagName;
    if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    let peg = null;
    if (/^[1-9]$/.test(key)) peg = Number(key) - 1;
    else if (/^[a-f]$/.test(key)) peg = key.charCodeAt(0) - 97;
    if (peg !== null && !solving) {
      event.preventDefault();
      enqueue(() => choose(peg));
    } else if (key === "escape") {
      enqueue(putBack);
    } else if (key === "u" && mode === "play" && !$("undo").disabled) {
      enqueue(undo);
    } else if (key === "h" && mode === "play" && !$("hint").disabled) {
      enqueue(showHint);
    }
  });
  setInterval(tick, 100);
  enqueue(newGame);
}

wire();
