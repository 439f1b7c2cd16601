// The solver of the static site: shortest paths between any two states of the Tower of Hanoi (up to 10 discs on
// 6 pegs) and of the Tower of London, in the browser, with no server. The tests check it move for move against
// the Python library (hanoi.paths, hanoi.variants.graph) on random boards.
//
// - A board of at most TABLE_LIMIT states: a breadth-first distance table of every state to the goal, walked
//   downhill (exact; later hints are a table look-up).
// - A larger board (5 or 6 pegs, 9 or 10 discs): A* with an additive pattern database (Felner, Korf and Hanan
//   2004): the exact distance of the largest discs alone plus that of the smallest discs alone, each a
//   breadth-first table of the goal's projection. Each move moves one disc of one group, so the sum never
//   overestimates and A* finds a shortest path; its rest is remembered, so the next hints along it are at once.
// - The classic tower (all discs on one peg to another) starts on the Frame–Stewart path, which the library's
//   breadth-first search confirms optimal for every tower the game offers.

export const TABLE_LIMIT = 300000;

// Each disc's peg, smallest first, as one number: sum of peg[i] * pegs**i.
export function encode(pegsOf, pegs) {
  let code = 0;
  for (let i = pegsOf.length - 1; i >= 0; i -= 1) code = code * pegs + pegsOf[i];
  return code;
}

export function decode(code, n, pegs) {
  const out = new Array(n);
  for (let i = 0; i < n; i += 1) {
    out[i] = code % pegs;
    code = Math.floor(code / pegs);
  }
  return out;
}

// The moves of a state: [disc index (0 = smallest), source, target] for every legal move.
function movesOf(code, n, pegs, powers, top, out) {
  top.fill(-1);
  let rest = code;
  for (let i = 0; i < n; i += 1) {
    const after = (rest / pegs) | 0;
    const peg = rest - after * pegs;
    rest = after;
    if (top[peg] < 0) top[peg] = i;
  }
  let count = 0;
  for (let s = 0; s < pegs; s += 1) {
    const disc = top[s];
    if (disc < 0) continue;
    for (let t = 0; t < pegs; t += 1) {
      if (t === s || (top[t] >= 0 && top[t] < disc)) continue;
      out[count] = code + (t - s) * powers[disc];
      count += 1;
    }
  }
  return count;
}

function powersOf(n, pegs) {
  const powers = [];
  let value = 1;
  for (let i = 0; i <= n; i += 1) {
    powers.push(value);
    value *= pegs;
  }
  return powers;
}

// Breadth-first distances of every state of n discs on `pegs` pegs to `goal` (a code); 255: unreachable.
export function distanceTable(goal, n, pegs) {
  const powers = powersOf(n, pegs);
  const size = powers[n];
  const dist = new Uint8Array(size).fill(255);
  const queue = new Int32Array(size);
  const top = new Int32Array(pegs);
  const next = new Int32Array(pegs * pegs);
  dist[goal] = 0;
  queue[0] = goal;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const code = queue[head];
    head += 1;
    const d = dist[code] + 1;
    const count = movesOf(code, n, pegs, powers, top, next);
    for (let k = 0; k < count; k += 1) {
      const other = next[k];
      if (dist[other] === 255) {
        dist[other] = d;
        queue[tail] = other;
        tail += 1;
      }
    }
  }
  return dist;
}

// The Frame–Stewart numbers and split of n discs on p pegs (p >= 3).
function frameStewart(n, pegs, memo = new Map()) {
  const key = `${n}/${pegs}`;
  if (memo.has(key)) return memo.get(key);
  let best;
  if (n === 0) best = { moves: 0, k: 0 };
  else if (pegs === 3) best = { moves: 2 ** n - 1, k: n - 1 };
  else {
    best = { moves: Infinity, k: 0 };
    for (let k = 0; k < n; k += 1) {
      const moves = 2 * frameStewart(k, pegs, memo).moves + frameStewart(n - k, pegs - 1, memo).moves;
      if (moves < best.moves) best = { moves, k };
    }
  }
  memo.set(key, best);
  return best;
}

export function frameStewartMoves(n, pegs) {
  return frameStewart(n, pegs).moves;
}

// The Frame–Stewart path of the discs `discs` (smallest first, 1-based) from `source` to `target` over `free`.
function frameStewartPath(discs, source, target, free, out) {
  const n = discs.length;
  if (n === 0) return;
  if (n === 1) {
    out.push([discs[0], source, target]);
    return;
  }
  const pegs = free.length + 2;
  const k = frameStewart(n, pegs).k;
  const small = discs.slice(0, k);
  const large = discs.slice(k);
  if (k > 0) {
    const spare = free[0];
    frameStewartPath(small, source, spare, [target, ...free.slice(1)], out);
    frameStewartPath(large, source, target, free.slice(1), out);
    frameStewartPath(small, spare, target, [source, ...free.slice(1)], out);
  } else if (pegs === 3 || n === 1) {
    frameStewartPath(discs.slice(0, n - 1), source, free[0], [target], out);
    out.push([discs[n - 1], source, target]);
    frameStewartPath(discs.slice(0, n - 1), free[0], target, [source], out);
  } else {
    frameStewartPath(discs, source, target, free.slice(1), out);
  }
}

// Moves as { disc, source, target } (disc 1 the smallest) of the classic tower of n discs from `source` to `target`.
export function classicPath(n, pegs, source, target) {
  const free = [];
  for (let peg = 0; peg < pegs; peg += 1) if (peg !== source && peg !== target) free.push(peg);
  const out = [];
  const discs = [];
  for (let disc = 1; disc <= n; disc += 1) discs.push(disc);
  frameStewartPath(discs, source, target, free, out);
  return out.map(([disc, from, to]) => ({ disc, source: from, target: to }));
}

// The solver of one goal: shortest paths from any state (each disc's peg, smallest first) to it.
export class HanoiSolver {
  constructor(goal, pegs) {
    this.n = goal.length;
    this.pegs = pegs;
    this.powers = powersOf(this.n, pegs);
    this.goal = encode(goal, pegs);
    this.states = this.powers[this.n];
    this.known = new Map(); // code -> next code on a shortest path (the rest of paths found before)
    this.expanded = 0; // states A* has expanded, over every search (the benchmark's work count)
    if (this.states <= TABLE_LIMIT) {
      this.table = distanceTable(this.goal, this.n, pegs);
      return;
    }
    let big = this.n;
    while (this.powers[big] > TABLE_LIMIT) big -= 1;
    this.small = this.n - big;
    const split = this.powers[this.small];
    this.split = split;
    this.bigTable = distanceTable(Math.floor(this.goal / split), big, pegs);
    this.smallTable = distanceTable(this.goal % split, this.small, pegs);
  }

  // A lower bound of the distance of `code` to the goal (exact with a full table).
  bound(code) {
    if (this.table) return this.table[code];
    return this.bigTable[Math.floor(code / this.split)] + this.smallTable[code % this.split];
  }

  // Remember a path of codes ending at the goal.
  learn(codes) {
    for (let i = 0; i + 1 < codes.length; i += 1) this.known.set(codes[i], codes[i + 1]);
  }

  // The states of a shortest path from `code` to the goal, both ends included.
  pathCodes(code) {
    if (this.table) return this.walk(code);
    if (code === this.goal) return [code];
    if (this.known.has(code)) {
      const codes = [code];
      while (codes[codes.length - 1] !== this.goal) codes.push(this.known.get(codes[codes.length - 1]));
      return codes;
    }
    const codes = this.search(code);
    this.learn(codes);
    return codes;
  }

  walk(code) {
    const codes = [code];
    const top = new Int32Array(this.pegs);
    const next = new Int32Array(this.pegs * this.pegs);
    while (code !== this.goal) {
      const count = movesOf(code, this.n, this.pegs, this.powers, top, next);
      const want = this.table[code] - 1;
      let found = -1;
      for (let k = 0; k < count; k += 1) {
        if (this.table[next[k]] === want) {
          found = next[k];
          break;
        }
      }
      code = found;
      codes.push(code);
    }
    return codes;
  }

  // A* from `start` with the additive pattern database; buckets by f, last in first out within a bucket.
  search(start) {
    const { n, pegs, powers } = this;
    const parent = new Map([[start, -1]]);
    const depth = new Map([[start, 0]]);
    const buckets = [];
    const push = (code, f) => {
      while (buckets.length <= f) buckets.push([]);
      buckets[f].push(code);
    };
    push(start, this.bound(start));
    const top = new Int32Array(pegs);
    const next = new Int32Array(pegs * pegs);
    for (let f = 0; f < buckets.length; f += 1) {
      const bucket = buckets[f];
      while (bucket.length) {
        const code = bucket.pop();
        const g = depth.get(code);
        if (g + this.bound(code) !== f) continue; // reached again more cheaply since
        if (code === this.goal) {
          const codes = [];
          for (let at = code; at !== -1; at = parent.get(at)) codes.push(at);
          return codes.reverse();
        }
        this.expanded += 1;
        const count = movesOf(code, n, pegs, powers, top, next);
        for (let k = 0; k < count; k += 1) {
          const other = next[k];
          const seen = depth.get(other);
          if (seen !== undefined && seen <= g + 1) continue;
          depth.set(other, g + 1);
          parent.set(other, code);
          push(other, g + 1 + this.bound(other));
        }
      }
    }
    throw new Error("no path to the goal"); // every state of the Tower of Hanoi reaches every other
  }

  // The moves { disc, source, target } of a shortest path from `state` (each disc's peg, smallest first).
  path(state) {
    const codes = this.pathCodes(encode(state, this.pegs));
    const moves = [];
    for (let i = 0; i + 1 < codes.length; i += 1) {
      const diff = codes[i + 1] - codes[i];
      let disc = 0;
      while (Math.floor(Math.abs(diff) / this.powers[disc + 1]) * this.powers[disc + 1] === Math.abs(diff)) disc += 1;
      const source = Math.floor(codes[i] / this.powers[disc]) % this.pegs;
      const target = Math.floor(codes[i + 1] / this.powers[disc]) % this.pegs;
      moves.push({ disc: disc + 1, source, target });
    }
    return moves;
  }

  // Take a known path (e.g. the classic tower's) from `state` as the rest of the way.
  follow(state, moves) {
    const codes = [encode(state, this.pegs)];
    const pegsOf = state.slice();
    for (const move of moves) {
      pegsOf[move.disc - 1] = move.target;
      codes.push(encode(pegsOf, this.pegs));
    }
    if (codes[codes.length - 1] === this.goal) this.learn(codes);
  }
}

// ---------------------------------------------------------------------- the Tower of London
// A position: the balls of each peg, bottom first; `heights` the pegs' capacities. Breadth-first search.
export function londonPath(start, goal, heights) {
  const key = (stacks) => stacks.map((stack) => stack.join(",")).join("|");
  const target = key(goal);
  const parent = new Map([[key(start), null]]);
  let layer = [start];
  while (layer.length) {
    const next = [];
    for (const stacks of layer) {
      const here = key(stacks);
      if (here === target) {
        const moves = [];
        for (let at = here; parent.get(at) !== null; at = parent.get(at).from) moves.push(parent.get(at).move);
        return moves.reverse();
      }
      stacks.forEach((stack, source) => {
        if (!stack.length) return;
        stacks.forEach((other, to) => {
          if (to === source || other.length >= heights[to]) return;
          const moved = stacks.map((each) => each.slice());
          const ball = moved[source].pop();
          moved[to].push(ball);
          const name = key(moved);
          if (parent.has(name)) return;
          parent.set(name, { from: here, move: { disc: ball, source, target: to } });
          next.push(moved);
        });
      });
    }
    layer = next;
  }
  return null;
}
