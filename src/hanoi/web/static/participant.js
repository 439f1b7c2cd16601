// The two roles of the page: the examiner (who holds the server's secret) and the participant (whose page holds
// only the capability of its own session, in the fragment of /take#session=…&key=…; a fragment never reaches the
// server's logs or a Referer header).
//
// Every text a participant may see that this module adds is in TEXTS, read from the translation files.

import { t } from "./i18n.js";

// The participant's texts come from the page's translation files (static/i18n/, keys participant.*).
const KEYS = {
  instructionsTitle: "participant.instructions_title",
  instructions: "participant.instructions",
  begin: "participant.begin",
  invalidLink: "participant.invalid_link",
  finished: "participant.finished",
  ruleReminder: "participant.rule_reminder",
  practice: "participant.practice",
  demonstration: "participant.demonstration",
};
export const TEXTS = new Proxy(KEYS, { get: (keys, name) => (name in keys ? t(keys[name]) : undefined) });

// "Practice: " before the problem counter of an item that is not scored.
export function kindLabel(kind) {
  return kind && kind !== "test" && TEXTS[kind] ? t("participant.kind", { kind: TEXTS[kind] }) : "";
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

// The class's player secret from the presentation link or QR code (#play=…), removed from the address bar.
export function playerSecret() {
  const fields = new URLSearchParams(location.hash.slice(1));
  const secret = fields.get("play");
  if (secret) history.replaceState(null, "", location.pathname);
  return secret;
}

// A participant's page (the kiosk view) is on screen.
export function isKiosk() {
  return document.body.classList.contains("kiosk");
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
