// Calls to the python-hanoi JSON API. Every rule lives on the server; this file only talks to it.

export class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

function describe(detail) {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail.map((item) => `${(item.loc || []).slice(1).join(".") || "request"}: ${item.msg}`).join("; ");
  }
  return JSON.stringify(detail);
}

async function call(method, url, body) {
  const options = { method, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(url, options);
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

export const api = {
  newGame: (settings) => call("POST", "/api/games", settings),
  move: (game, source, target) => call("POST", `/api/games/${id(game)}/moves`, { source, target }),
  undo: (game) => call("POST", `/api/games/${id(game)}/undo`),
  hint: (game) => call("GET", `/api/games/${id(game)}/hint`),
  solution: (game) => call("GET", `/api/games/${id(game)}/solution`),
  newSession: (settings) => call("POST", "/api/sessions", settings),
  session: (session) => call("GET", `/api/sessions/${id(session)}`),
  sessionMove: (session, source, target) => call("POST", `/api/sessions/${id(session)}/moves`, { source, target }),
  next: (session) => call("POST", `/api/sessions/${id(session)}/next`),
  async boardSvg(state, pegs) {
    const response = await fetch(`/api/board.svg?state=${id(state)}&pegs=${id(pegs)}`);
    if (!response.ok) throw new ApiError(response.status, await response.text());
    return response.text();
  },
};
