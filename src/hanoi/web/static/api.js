// Calls to the python-hanoi JSON API. Every rule lives on the server; this file only talks to it.

export class ApiError extends Error {
  // status 0: no answer at all (the server is down, or the network is).
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }

  get offline() {
    return this.status === 0 || this.status >= 502;
  }
}

function describe(detail) {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail.map((item) => `${(item.loc || []).slice(1).join(".") || "request"}: ${item.msg}`).join("; ");
  }
  return JSON.stringify(detail);
}

// A participant's page sends only its session's key, never a cookie (see participant.js).
let participantKey = null;
export function useKey(key) {
  participantKey = key;
}

async function call(method, url, body, timeoutMs = 10000, headers = {}) {
  const options = { method, headers: { Accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs) };
  if (participantKey !== null) {
    options.headers["X-Hanoi-Key"] = participantKey;
    options.credentials = "omit";
  }
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(url, options);
  } catch {
    throw new ApiError(0, "connection lost");
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { detail: text };
  }
  if (!response.ok) {
    throw new ApiError(response.status, describe(data && data.detail !== undefined ? data.detail : response.statusText));
  }
  return data;
}

const id = (value) => encodeURIComponent(value);
const WAIT = 310000; // a hint may wait for its distance table

export const api = {
  health: () => call("GET", "/api/health", undefined, 3000),
  whoami: () => call("GET", "/api/examiner"),
  login: (secret) => call("POST", "/api/examiner/login", undefined, 10000, { "X-Hanoi-Examiner": secret }),
  playerLogin: (secret) => call("POST", "/api/player/login", undefined, 10000, { "X-Hanoi-Player": secret }),
  logout: () => call("POST", "/api/examiner/logout"),
  handover: (session) => call("POST", `/api/sessions/${id(session)}/handover`),
  endGame: (game) => call("DELETE", `/api/games/${id(game)}`),
  newGame: (settings) => call("POST", "/api/games", settings),
  game: (game) => call("GET", `/api/games/${id(game)}`),
  move: (game, source, target) => call("POST", `/api/games/${id(game)}/moves`, { source, target }),
  undo: (game) => call("POST", `/api/games/${id(game)}/undo`),
  hint: (game) => call("GET", `/api/games/${id(game)}/hint`, undefined, WAIT),
  solution: (game) => call("GET", `/api/games/${id(game)}/solution`, undefined, WAIT),
  newSession: (settings) => call("POST", "/api/sessions", settings, 30000),
  sessions: () => call("GET", "/api/sessions"),
  session: (session) => call("GET", `/api/sessions/${id(session)}`),
  shown: (session, trial, at) => call("POST", `/api/sessions/${id(session)}/shown`, { trial, at }),
  heartbeat: (session, trial, at) => call("POST", `/api/sessions/${id(session)}/heartbeat`, { trial, at }, 4000),
  sessionMove: (session, attempt) => call("POST", `/api/sessions/${id(session)}/moves`, attempt),
  next: (session) => call("POST", `/api/sessions/${id(session)}/next`),
  event: (session, event) => call("POST", `/api/sessions/${id(session)}/events`, event, 4000),
  async boardSvg(state, pegs, narrow = false, heights = null, variant = null) {
    let response;
    const extra = (heights ? `&heights=${id(heights.join(","))}` : "") // a Tower of London board
      + (variant === "toronto" ? "&variant=toronto" : ""); // the Tower of Toronto: discs of one size in colours
    try {
      response = await fetch(`/api/board.svg?state=${id(state)}&pegs=${id(pegs)}${heights ? "" : "&numbers=true"}${narrow && !heights ? "&narrow=true" : ""}${extra}`,
        participantKey === null ? {} : { credentials: "omit" });
    } catch {
      throw new ApiError(0, "connection lost");
    }
    if (!response.ok) throw new ApiError(response.status, await response.text());
    return response.text();
  },
};
