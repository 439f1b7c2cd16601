// Test mode: the examiner's form, the list of unfinished tests, and a recorded session on the board, problem by
// problem, with its limits, its display segments (shown, heartbeats), its demonstrations and its results.
// Every attempt goes to the server with its number and the stamps of its lift and drop (see board.js).

import { api } from "./api.js";
import { decimal, fixLanguage, setVariant, t } from "./i18n.js";
import { TEXTS, isKiosk, kindLabel, showHandover } from "./participant.js";
import {
  $, busy, capital, currentMode, enqueue, fail, frame, goOffline, isOnline, moves, pause, say, setClock, setControls,
  stamp, tick,
} from "./page.js";

export const SESSION_KEY = "hanoi.session";

export class TestMode {
  constructor({ board, goal, input }) {
    this.board = board;
    this.goal = goal;
    this.input = input;
    this.session = null; // the SessionView on the board
    this.polling = false;
    this.unsent = null; // an attempt whose answer was lost: sent again, with its number, on reconnection
    this.shownTrial = null; // the problem whose display the server knows about
    this.nextSeq = 1; // the number of the next attempt (the server refuses a used one for another move)
    this.watching = false; // a demonstration item is playing: the participant watches, input is ignored
  }

  // ------------------------------------------------------------------ what board.js asks
  view() { return this.session ? this.session.trial : null; }

  over() { return !this.session || this.session.trial.outcome !== "running"; }

  solving() { return false; }

  demonstrating() { return this.watching; }

  demoPace() { return (this.session && this.session.demonstration_ms) || 1000; }

  speed() { return this.watching ? this.demoPace() / 3 : 0; }

  log(kind, peg, at) {
    const session = this.session;
    if (currentMode() !== this || !session || session.trial.outcome !== "running") return;
    api.event(session.id, { trial: session.trial.index, kind, peg, at }).catch(() => {});
  }

  async send(source, target, liftAt, dropAt) {
    const session = this.session;
    this.nextSeq = Math.max(this.nextSeq, session.next_seq);
    const attempt = { source, target, seq: this.nextSeq, lift_at: liftAt, drop_at: dropAt };
    this.unsent = attempt;
    let answer;
    try {
      answer = await api.sessionMove(session.id, attempt);
    } catch (error) {
      if (!error.offline) this.unsent = null;
      throw error;
    }
    this.unsent = null;
    this.nextSeq = Math.max(this.nextSeq + 1, answer.session.next_seq);
    return answer;
  }

  accept(answer) {
    this.session = answer.session;
    this.refresh();
  }

  count() { return this.session.trial.steps; }

  async afterFailure() {
    await this.showSession(await api.session(this.session.id));
  }

  refusalSuffix() {
    return isKiosk() ? ` ${this.session.reminder || TEXTS.ruleReminder}` : "";
  }

  key() {}

  // ------------------------------------------------------------------ the screen
  controls(active) {
        const session = this.session;
    $("next").disabled = !(active && session && session.trial.outcome !== "running" && !session.finished
      && isOnline());
  }

  tick(since, running) {
    const session = this.session;
    if (!session) return;
    const trial = session.trial;
    const parts = [];
    if (trial.time_left_ms !== null) {
      const left = trial.time_left_ms - since;
      parts.push(t("limits.time_left", { seconds: Math.max(Math.ceil(left / 1000), 0) }));
      if (left <= 0 && running && !this.polling && isOnline()) {
        this.polling = true;
        api.session(session.id).then((answer) => this.showSession(answer), fail)
          .finally(() => { this.polling = false; });
      }
    }
    if (trial.moves_left !== null) parts.push(t("limits.moves_left", { count: trial.moves_left }));
    $("limits").textContent = parts.join(" · ");
    $("limits").hidden = parts.length === 0;
  }

  refresh() {
    const session = this.session;
    if (!session) return;
    const trial = session.trial;
    setVariant(trial.variant); // the texts and the title of the puzzle on the board
    this.board.place(trial.stacks, trial.state);
    $("moves").textContent = String(trial.steps);
    // after the discontinue rule ended the test, no "Problem 6 of 7": the test has ended
    $("trial-info").textContent = session.finished && session.discontinued ? t("trial.ended")
      : `${kindLabel(trial.kind)}${t("trial.info", { index: trial.index, count: trial.count })}`;
    setClock(trial.elapsed_ms, trial.outcome === "running");
    const endings = {
      solved: t("trial.solved", { moves: moves(trial.steps) }),
      time: t("trial.time"),
      moves: t("trial.moves"),
    };
    const kiosk = isKiosk();
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
    this.showResults();
    this.input.describe();
    setControls();
    tick();
  }

  showResults() {
    const box = $("results-box");
    const session = this.session;
    box.hidden = isKiosk() || !(currentMode() === this && session && session.finished); // the examiner reads them
    if (box.hidden) return;
    $("results-participant").textContent = session.participant;
    const body = $("results").querySelector("tbody");
    body.replaceChildren(...session.results.map((result) => {
      const row = document.createElement("tr");
      const cells = [result.trial, result.size, result.shortest ?? "?", result.steps, result.excess ?? "–",
        result.illegal, decimal(result.time_ms / 1000, 1), t(`outcome.${result.outcome}`)];
      for (const value of cells) {
        const cell = document.createElement("td");
        cell.textContent = String(value);
        row.append(cell);
      }
      return row;
    }));
  }

  async reconnected() {
    if (!this.session) return;
    if (this.unsent) {
      const attempt = this.unsent;
      const answer = await api.sessionMove(this.session.id, attempt); // the same number: recorded at most once
      this.unsent = null;
      this.session = answer.session;
    }
    this.shownTrial = null; // the display after a lost connection is a new segment
    this.board.container.dataset.state = "";
    await this.showSession(await api.session(this.session.id));
    say(t("connection.back"), "info");
  }

  // ------------------------------------------------------------------ a session on the board
  async postShown() {
    const trial = this.session.trial;
    if (trial.outcome !== "running") this.shownTrial = trial.index; // heartbeats go on while it waits for Next
    if (trial.outcome !== "running" || this.shownTrial === trial.index) return;
    await frame(); // the board is on screen from the next frame
    await frame();
    const answer = await api.shown(this.session.id, trial.index, stamp());
    this.shownTrial = trial.index;
    this.session = answer;
    this.refresh();
  }

  async showSession(answer) {
    const old = this.session;
    const before = old ? `${old.id}/${old.trial.index}` : "";
    if (!old || old.id !== answer.id) this.nextSeq = answer.next_seq;
    const session = answer;
    this.session = session;
    setVariant(session.trial.variant); // the Tower of London's texts, title and reminder
    if (isKiosk()) {
      await fixLanguage(session.language); // the examiner's study chose it: no menu
      $("timer").closest(".counter").hidden = !session.clock;
    }
    this.nextSeq = Math.max(this.nextSeq, session.next_seq);
    localStorage.setItem(SESSION_KEY, session.id);
    if (`${session.id}/${session.trial.index}` !== before || this.board.container.dataset.state !== session.trial.state) {
      const trial = session.trial;
      this.input.lifted = null;
      await this.board.load(trial.state, trial.pegs, trial.stacks, trial.heights, trial.variant);
      await this.goal.load(trial.goal, trial.pegs, trial.goal_stacks, trial.heights, trial.variant);
      $("goal").setAttribute("aria-label", t("goal.label", { description: this.goal.describe() }));
    }
    this.refresh();
    await this.postShown();
    const trial = this.session.trial;
    if (trial.kind === "demonstration" && trial.outcome === "running" && trial.demonstration && !this.watching) {
      this.watching = true; // from now on the participant's input is ignored
      enqueue(() => this.playDemonstration());
    }
  }

  // A demonstration: the page plays the shortest solution at the study's pace while the participant watches.
  // Its moves are recorded like any (the item's kind is "demonstration", never scored).
  async playDemonstration() {
    const trial = this.session.trial;
    this.watching = true;
    try {
      for (const move of trial.demonstration || []) {
        say(t("participant.watch"), "info");
        await pause(this.demoPace() / 2);
        const session = this.session;
        if (!session || session.trial.index !== trial.index || session.trial.outcome !== "running" || !isOnline()) break;
        const at = stamp();
        await this.board.lift(move.source, this.demoPace() / 6);
        if (!await this.input.drop(move.source, move.target, true, at, stamp())) break;
      }
    } finally {
      this.watching = false;
    }
    if (this.session && this.session.trial.index === trial.index) this.refresh();
  }

  // ------------------------------------------------------------------ the examiner's form
  formError(text) {
    $("test-error").textContent = text;
  }

  async startTest() {
    this.formError("");
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
      this.formError(t("form.participant"));
      $("participant").focus();
      return;
    }
    if (chosen === "london") settings.london_set = $("london-set").value; // balls on pegs of heights 3, 2, 1
    if (chosen === "file") {
      const file = $("problem-file").files[0];
      if (!file) {
        this.formError(t("form.file"));
        return;
      }
      settings.problems = await file.text();
    }
    if (chosen === "study") {
      const file = $("study-file").files[0];
      if (!file) {
        this.formError(t("form.study"));
        return;
      }
      settings.study = await file.text();
    }
    let answer;
    try {
      answer = await api.newSession(settings);
    } catch (error) {
      this.formError(error.offline ? t("connection.unreachable") : capital(error.message));
      return;
    }
    showHandover(answer, api.logout);
  }

  // The board in test mode: no free play controls, no hint of the optimum.
  enter() {
    $("game").hidden = false;
    $("panel-test").hidden = true;
    $("controls").hidden = true;
    $("random-info").hidden = true;
    $("hint-progress").hidden = true;
    $("test-controls").hidden = false;
    $("trial-info").hidden = false;
    $("min-box").hidden = true; // no hint of the optimum during a test
  }

  async resume(id) {
    this.formError("");
    let answer;
    try {
      answer = await api.handover(id); // a new key: a page that held the old one loses the session
    } catch (error) {
      this.formError(capital(error.message));
      return;
    }
    showHandover(answer, api.logout);
  }

  async listUnfinished() {
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
      button.addEventListener("click", () => enqueue(() => this.resume(item.id)));
      entry.append(text, button);
      return entry;
    }));
    $("resume-box").hidden = found.length === 0;
    return found;
  }

  async nextProblem() {
    await this.showSession(await api.next(this.session.id));
    const trial = this.session.trial;
    say(t("trial.start", { index: trial.index, count: trial.count }));
  }

  heartbeat() {
    // between problems too (until the last one ends): a pause there is told from a slow click on Next
    const session = this.session;
    if (currentMode() !== this || !session || !isOnline() || session.finished || this.shownTrial === null) return;
    if (this.unsent) return; // a move made before an outage goes first: a heartbeat now would open a new segment
    const index = session.trial.index;
    api.heartbeat(session.id, index, stamp()).then((answer) => {
      // Only news the page cannot know (the time ran out) is taken, and only if no move went by meanwhile.
      const now = this.session;
      if (now && answer.id === now.id && answer.trial.index === index && !busy()
          && answer.next_seq === now.next_seq && answer.trial.outcome !== now.trial.outcome) {
        this.session = answer;
        this.refresh();
      }
    }, (error) => { if (error.offline) goOffline(); });
  }

  // The test tab: the session under way, the last one's results, or the form.
  show() {
    const session = this.session;
    if (session && !session.finished) {
      this.enter();
      enqueue(async () => {
        this.board.container.dataset.state = "";
        this.shownTrial = null; // shown again: a new display segment
        await this.showSession(await api.session(session.id));
      });
    } else if (session && session.finished) {
      $("game").hidden = false;
      $("controls").hidden = true;
      enqueue(async () => {
        this.board.container.dataset.state = "";
        await this.showSession(session);
      });
      this.listUnfinished();
    } else {
      $("game").hidden = true;
      say("");
      this.listUnfinished();
    }
  }

  wire() {
    $("new-test").addEventListener("submit", (event) => {
      event.preventDefault();
      enqueue(() => this.startTest());
    });
    $("next").addEventListener("click", () => enqueue(() => this.nextProblem()));
    document.addEventListener("visibilitychange", () => this.log(document.hidden ? "hidden" : "visible", null, stamp()));
    document.addEventListener("fullscreenchange", () => {
      if (isKiosk() && !document.fullscreenElement) this.log("fullscreen_exit", null, stamp());
    });
    setInterval(() => this.heartbeat(), 2000);
  }
}
