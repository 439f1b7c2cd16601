// The static site's api.js: the same calls as the served page's api.js, answered in the browser with no server
// (hanoi site). Free play, hints, solutions, the recursion's trace and the pictures; test mode needs the server.
// DATA (site/data.js, written by hanoi site from the Python library) holds the board pictures, the translations,
// the Tower of London problem and the notes on optimality.

import { DATA } from "./data.js";
import { HanoiSolver, classicPath, frameStewartMoves, londonPath } from "./solver.js";

export class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }

  get offline() {
    return this.status === 0 || this.status >= 502;
  }
}

export function useKey() {}

// Over http(s) a service worker keeps the page for offline use (file:// has none, and needs none).
if (location.protocol.startsWith("http") && "serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}

const letter = (peg) => String.fromCharCode(65 + peg);
const games = new Map(); // id -> game
const solvers = new Map(); // "n/pegs/goal" -> HanoiSolver (games with one goal share it)
let made = 0;

function needsServer() {
  throw new ApiError(404, "test mode needs the server: run 'hanoi play'");
}

// ---------------------------------------------------------------------- positions
// A Tower of Hanoi position is each disc's peg, smallest first; a Tower of London one the balls of each peg.
const hanoiStacks = (pegsOf, pegs) => {
  const stacks = Array.from({ length: pegs }, () => []);
  for (let disc = pegsOf.length; disc >= 1; disc -= 1) stacks[pegsOf[disc - 1]].push(disc);
  return stacks;
};
const hanoiText = (pegsOf) => pegsOf.slice().reverse().map(letter).join("");
const londonText = (stacks) => `|${stacks.map((stack) => stack.join("")).join("|")}|`;
const parseLondon = (text) => text.slice(1, -1).split("|").map((peg) => [...peg].map(Number));

function stacksOf(game, position) {
  return game.london ? position.map((stack) => stack.slice()) : hanoiStacks(position, game.pegs);
}

function textOf(game, position) {
  return game.london ? londonText(position) : hanoiText(position);
}

function same(game, a, b) {
  return textOf(game, a) === textOf(game, b);
}

function solverOf(game) {
  const key = `${game.pegs}/${game.goal.join("")}`;
  if (!solvers.has(key)) {
    if (solvers.size >= 4) solvers.delete(solvers.keys().next().value); // the oldest goal's tables go
    solvers.set(key, new HanoiSolver(game.goal, game.pegs));
  }
  return solvers.get(key);
}

// The rest of the way from where the game stands: moves { disc, source, target }.
function rest(game) {
  if (game.london) return londonPath(game.position, game.goal, game.heights);
  const solver = solverOf(game);
  if (game.classic && game.history.length === 0 && !game.followed) {
    solver.follow(game.position, classicPath(game.n, game.pegs, game.position[0], game.goal[0]));
    game.followed = true;
  }
  return solver.path(game.position);
}

const moveView = (move) => ({ ...move, text: `${move.disc}${letter(move.source)}${letter(move.target)}` });

function view(game) {
  const solved = same(game, game.position, game.goal);
  const elapsed = game.started === null ? 0 : (game.solvedAt ?? performance.now()) - game.started;
  const last = game.history.length ? game.history[game.history.length - 1] : null;
  const states = game.london ? DATA.london.states : game.pegs ** game.n;
  return {
    id: game.id, n: game.n, pegs: game.pegs, state: textOf(game, game.position), stacks: stacksOf(game, game.position),
    goal: textOf(game, game.goal), goal_stacks: stacksOf(game, game.goal), moves: game.history.length,
    min_moves: game.shortest, min_moves_note: game.note, solved, elapsed_ms: Math.round(elapsed),
    last_move: last ? moveView(last) : null,
    hints: { method: game.london ? "search" : "browser", ready: true, progress: 1, waiting: 0, states },
    variant: game.london ? "london" : game.toronto ? "toronto" : "classic", heights: game.london ? game.heights : null,
  };
}

function find(id) {
  const game = games.get(id);
  if (!game) throw new ApiError(404, `no game or session with id '${id}' (it may have expired)`);
  return game;
}

function newGame(settings) {
  made += 1;
  const id = `site-${made}`;
  let game;
  if (settings.start === "london") {
    const problem = DATA.london;
    game = { id, london: true, n: problem.balls, pegs: problem.heights.length, heights: problem.heights,
      position: parseLondon(problem.start), goal: parseLondon(problem.goal), shortest: problem.shortest, note: null };
  } else {
    const toronto = settings.start === "toronto"; // the Tower of Toronto: the classic task in colours, 3 pegs
    const n = Number(settings.n ?? 3);
    const pegs = toronto ? 3 : Number(settings.pegs ?? 3);
    if (!(n >= 1 && n <= (toronto ? DATA.toronto : 10) && pegs >= 3 && pegs <= 6)) {
      throw new ApiError(400, `no game of ${n} discs on ${pegs} pegs`);
    }
    let start;
    let goal;
    if (settings.start === "random") {
      const draw = () => Array.from({ length: n }, () => Math.floor(Math.random() * pegs));
      start = draw();
      do goal = draw(); while (goal.join() === start.join());
    } else {
      start = new Array(n).fill(0);
      goal = new Array(n).fill(pegs - 1);
    }
    const classic = settings.start !== "random";
    game = { id, london: false, toronto, n, pegs, position: start, goal, classic,
      shortest: classic ? (pegs === 3 ? 2 ** n - 1 : frameStewartMoves(n, pegs)) : null,
      note: classic && pegs > 3 ? DATA.notes[pegs] : null };
  }
  Object.assign(game, { start: game.position, history: [], started: null, solvedAt: null });
  games.set(id, game);
  if (games.size > 16) games.delete(games.keys().next().value);
  if (game.shortest === null) game.shortest = rest(game).length; // a random board: searched at once
  return view(game);
}

function refusal(game, source, target) {
  const stacks = stacksOf(game, game.position);
  const from = stacks[source];
  if (!from || !from.length) return `peg ${letter(source)} is empty`;
  const to = stacks[target];
  if (game.london) return to.length >= game.heights[target] ? `peg ${letter(target)} is full (capacity ${game.heights[target]})` : null;
  const disc = from[from.length - 1];
  const under = to.length ? to[to.length - 1] : null;
  return under !== null && under < disc ? `disc ${disc} cannot go onto the smaller disc ${under} on peg ${letter(target)}`
    : null;
}

function play(game, source, target) {
  const stacks = stacksOf(game, game.position);
  const disc = stacks[source][stacks[source].length - 1];
  if (game.london) {
    stacks[target].push(stacks[source].pop());
    game.position = stacks;
  } else {
    game.position = game.position.slice();
    game.position[disc - 1] = target;
  }
  return { disc, source, target };
}

function move(id, source, target) {
  const game = find(id);
  if (!(source >= 0 && source < game.pegs && target >= 0 && target < game.pegs) || source === target) {
    throw new ApiError(400, `no move from peg ${source} to peg ${target}`);
  }
  if (same(game, game.position, game.goal)) throw new ApiError(409, "the game is solved");
  const reason = refusal(game, source, target);
  if (reason !== null) return { legal: false, reason, move: null, game: view(game) };
  if (game.started === null) game.started = performance.now();
  const played = play(game, source, target);
  game.history.push(played);
  if (same(game, game.position, game.goal)) game.solvedAt = performance.now();
  return { legal: true, reason: null, move: moveView(played), game: view(game) };
}

function undo(id) {
  const game = find(id);
  const last = game.history.pop();
  if (!last) throw new ApiError(409, "there is no move to undo");
  play(game, last.target, last.source);
  game.solvedAt = null;
  return { legal: true, reason: null, move: moveView(last), game: view(game) };
}

function hint(id) {
  const game = find(id);
  const moves = rest(game);
  return { move: moves.length ? moveView(moves[0]) : null, distance: moves.length };
}

function solution(id) {
  const moves = rest(find(id));
  return { moves: moves.map(moveView), distance: moves.length };
}

// The calls, moves and returns of the recursive solution (as hanoi.three.calls.trace, from an explicit stack).
export function trace(n, source = 0, target = 2) {
  const events = [];
  const tasks = [["enter", n, source, 3 - source - target, target, 0]];
  const open = [];
  let numbered = 0;
  let step = 0;
  const event = (kind, call, disc) => ({ kind, n: call.n, source: call.source, spare: call.spare,
    target: call.target, depth: call.depth, call: call.number, stack: open.slice(), step, disc });
  while (tasks.length) {
    const task = tasks.pop();
    if (task[0] === "enter") {
      const [, discs, a, b, c, depth] = task;
      if (discs === 0) continue;
      const call = { n: discs, source: a, spare: b, target: c, depth, number: numbered };
      numbered += 1;
      open.push(call.number);
      events.push(event("call", call, null));
      tasks.push(["return", call]);
      tasks.push(["enter", discs - 1, b, a, c, depth + 1]);
      tasks.push(["move", call]);
      tasks.push(["enter", discs - 1, a, c, b, depth + 1]);
    } else if (task[0] === "move") {
      step += 1;
      events.push(event("move", task[1], task[1].n));
    } else {
      events.push(event("return", task[1], null));
      open.pop();
    }
  }
  return events;
}

// The picture of a position: the library's picture of its board (drawn by hanoi site), pieces placed by board.js.
function picture(state, pegs, narrow, heights, variant) {
  if (heights) return DATA.boards[`london/${heights.join(",")}`];
  const n = state.length;
  const found = DATA.boards[`${variant === "toronto" ? "toronto/" : ""}${n}/${pegs}/${narrow ? "narrow" : "wide"}`];
  if (!found) throw new ApiError(400, `no picture of ${n} discs on ${pegs} pegs`);
  return found;
}

const answer = (work) => new Promise((resolve, reject) => {
  try {
    resolve(work());
  } catch (error) {
    reject(error);
  }
});

export const api = {
  health: () => answer(() => ({ status: "ok" })),
  whoami: () => answer(() => ({ examiner: false, player: true })), // free play and hints: test mode needs the server
  login: () => answer(needsServer),
  playerLogin: () => answer(() => null),
  logout: () => answer(() => null),
  handover: () => answer(needsServer),
  endGame: (game) => answer(() => { games.delete(game); }),
  newGame: (settings) => answer(() => newGame(settings)),
  game: (game) => answer(() => view(find(game))),
  move: (game, source, target) => answer(() => move(game, source, target)),
  undo: (game) => answer(() => undo(game)),
  hint: (game) => answer(() => hint(game)),
  solution: (game) => answer(() => solution(game)),
  newSession: () => answer(needsServer),
  sessions: () => answer(() => []),
  session: () => answer(needsServer),
  shown: () => answer(needsServer),
  heartbeat: () => answer(needsServer),
  sessionMove: () => answer(needsServer),
  next: () => answer(needsServer),
  event: () => answer(() => null),
  trace: (n) => answer(() => trace(Number(n))),
  address: () => answer(() => { throw new ApiError(404, "a static page has no address on the network"); }),
  translation: (code) => answer(() => {
    if (!(code in DATA.translations)) throw new Error(`no translation for ${code}`);
    return DATA.translations[code];
  }),
  boardSvg: (state, pegs, narrow = false, heights = null, variant = null) =>
    answer(() => picture(state, pegs, narrow, heights, variant)),
};

// The solver, for the tests that check it against the Python library in this very page.
globalThis.hanoiSite = Object.freeze({ HanoiSolver, classicPath, londonPath, trace });
