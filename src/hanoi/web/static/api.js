// Calls to the python-hanoi JSON API. Every rule lives on the server; this file only talks to it.
// It is the page's one interface to a server: the static site (hanoi site) puts site/api.js, which answers the
// same calls in the browser, in its place, and every other file of the page is the same.

import { t } from "./i18n.js";

// A refusal without a code of its own is named by its status; a 422 names the form's fields it refused.
const BY_STATUS = { 0: "offline", 401: "not_allowed", 403: "not_allowed", 404: "not_found", 409: "gone", 413: "too_big",
  422: "invalid_request", 429: "too_many_games", 503: "unavailable" };
const FIELDS = { participant: "test.participant", time_limit_s: "test.time_limit", move_limit: "test.move_limit",
  count: "test.count", min_distance: "test.min_distance", discs: "test.discs", pegs: "test.pegs" };

// The server's refusal in the page's language: its code names the text (error.<code>), its params fill it in.
// English shows the server's own sentence ({detail}); the other languages never do.
function explain(status, detail, body) {
  const code = (body && typeof body.code === "string" && body.code) || BY_STATUS[status] || "refused";
  const values = { ...(body && typeof body.params === "object" ? body.params : {}), detail };
  if (body && Array.isArray(body.detail)) {
    values.fields = body.detail.map((item) => {
      const name = String((item.loc || []).slice(-1)[0] ?? "");
      return FIELDS[name] ? t(FIELDS[name]) : name;
    }).join(", ");
  }
  const key = `error.${code}`;
  const text = t(key, values);
  return text === key ? t("error.refused", values) : text;
}

export class ApiError extends Error {
  // status 0: no answer at all (the server is down, or the network is). The message is in the page's language;
  // `detail` keeps the server's own English sentence.
  constructor(status, detail, body = null) {
    super(explain(status, detail, body));
    this.status = status;
    this.detail = detail;
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
    throw new ApiError(response.status, describe(data && data.detail !== undefined ? data.detail : response.statusText),
      data);
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
  trace: (n) => call("GET", `/api/trace?n=${id(n)}`),
  address: () => call("GET", "/api/address"),
  async translation(code) {
    const response = await fetch(`/static/i18n/${id(code)}.json`);
    if (!response.ok) throw new Error(`no translation for ${code}`);
    return response.json();
  },
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
