// The two roles of the page: the examiner (who holds the server's secret) and the participant (whose page holds
// only the capability of its own session, in the fragment of /take#session=…&key=…; a fragment never reaches the
// server's logs or a Referer header).
//
// Every text a participant may see that this module adds is in TEXTS, one place to translate.

export const TEXTS = {
  instructionsTitle: "Instructions",
  instructions:
    "Move the discs so that the board looks like the goal picture. Click a peg to lift its top disc, then click "
    + "another peg to put it there. Move one disc at a time, and never put a larger disc on a smaller one. "
    + "Work as quickly and as accurately as you can.",
  begin: "Begin",
  invalidLink: "This link does not open a test. Please ask the examiner.",
  finished: "The test is finished. Thank you! Please tell the examiner.",
  ruleReminder: "Remember: move one disc at a time, and never put a larger disc on a smaller one.",
  practice: "Practice",
  demonstration: "Demonstration",
};

// "Practice: " before the problem counter of an item that is not scored.
export function kindLabel(kind) {
  return kind && kind !== "test" && TEXTS[kind] ? `${TEXTS[kind]}: ` : "";
}

// The participant's link: { session, key } on /take, else null.
export function participantLink() {
  if (location.pathname !== "/take") return null;
  const fields = new URLSearchParams(location.hash.slice(1));
  const session = fields.get("session");
  const key = fields.get("key");
  return session && key ? { session, key } : { session: null, key: null };
}

// The examiner's secret from the link that 'hanoi play' printed (#examiner=…), removed from the address bar.
export function examinerSecret() {
  const fields = new URLSearchParams(location.hash.slice(1));
  const secret = fields.get("examiner");
  if (secret) history.replaceState(null, "", location.pathname);
  return secret;
}

// The kiosk view: only the board, the goal and the test's own controls.
export function enterKiosk() {
  document.body.classList.add("kiosk");
  for (const id of ["tabs", "panel-play", "panel-test", "controls", "keys-help", "hint-progress", "random-info"]) {
    const element = document.getElementById(id);
    if (element) element.hidden = true;
  }
}

export async function fullscreen() {
  try {
    if (document.fullscreenEnabled && !document.fullscreenElement) await document.documentElement.requestFullscreen();
  } catch {
    // a browser that refuses (no user gesture, a kiosk policy) keeps the window as it is
  }
}

// Show the instructions and wait for the participant to press Begin (which asks for fullscreen).
export function instructions(text) {
  const box = document.getElementById("instructions");
  document.getElementById("instructions-title").textContent = TEXTS.instructionsTitle;
  document.getElementById("instructions-text").textContent = text || TEXTS.instructions;
  const button = document.getElementById("begin");
  button.textContent = TEXTS.begin;
  box.hidden = false;
  document.getElementById("game").hidden = true;
  button.focus();
  return new Promise((resolve) => {
    button.addEventListener("click", async () => {
      await fullscreen();
      box.hidden = true;
      document.getElementById("game").hidden = false;
      resolve();
    }, { once: true });
  });
}

// The examiner's view after starting (or resuming) a test: the participant's link, and a button that hands this
// very browser over (the examiner's cookie is forgotten first, so the participant's screen holds no examiner right).
export function showHandover(answer, logout) {
  const box = document.getElementById("handover-box");
  const url = new URL(answer.handover.path, location.origin).href;
  document.getElementById("handover-who").textContent = answer.participant;
  document.getElementById("handover-link").textContent = url;
  box.hidden = false;
  const button = document.getElementById("handover");
  const fresh = button.cloneNode(true); // one listener: the last test's
  button.replaceWith(fresh);
  fresh.addEventListener("click", async () => {
    await logout();
    location.assign(url);
  });
  fresh.focus();
}

export function signedOut() {
  document.getElementById("examiner-needed").hidden = false;
  for (const id of ["tabs", "panel-play", "panel-test", "game", "keys-help"]) {
    const element = document.getElementById(id);
    if (element) element.hidden = true;
  }
}
