// Free play: a new game, undo, hints, "Solve from here" and the random player. The server (api.js) applies
// every rule; this mode shows its answers on the board of board.js.

import { api } from "./api.js";
import { decimal, number, setVariant, t } from "./i18n.js";
import {
  $, currentMode, enqueue, goOffline, isOnline, letter, moves, pause, say, setClock, setControls, tick,
} from "./page.js";

export class FreePlay {
  constructor({ board, goal, input }) {
    this.board = board;
    this.goal = goal;
    this.input = input;
    this.game = null; // the GameView of the game on the board
    this.running = false; // "Solve from here" or the random player is running
    this.stopRequested = false;
    this.hintsPoll = null;
  }

  // ------------------------------------------------------------------ what board.js asks
  view() { return this.game; }

  over() { return !this.game || this.game.solved; }

  solving() { return this.running; }

  demonstrating() { return false; }

  speed() { return Number($("speed").value); }

  log() {} // free play records nothing

  send(source, target) { return api.move(this.game.id, source, target); }

  accept(answer) {
    this.game = answer.game;
    this.refresh();
  }

  count() { return this.game.moves; }

  async afterFailure() {}

  refusalSuffix() { return ""; }

  key(key) {
    if (key === "u" && !$("undo").disabled) enqueue(() => this.undo());
    else if (key === "h" && !$("hint").disabled) enqueue(() => this.showHint());
  }

  stop() {
    if (this.running) this.stopRequested = true;
  }

  // ------------------------------------------------------------------ the screen
  controls(active) {
    const playing = active && this.game !== null && isOnline();
    const game = this.game;
    $("undo").disabled = !playing || this.running || game.moves === 0;
    $("hint").disabled = !playing || this.running || game.solved;
    $("solve").disabled = !playing || this.running || game.solved;
    $("random").disabled = !playing || this.running || game.solved;
    $("stop").disabled = !this.running;
    $("new").disabled = this.running;
    $("play-keys").hidden = !active;
  }

  showMinimum() {
    $("min-moves").textContent = this.game.min_moves === null ? "?" : String(this.game.min_moves);
    $("min-box").title = this.game.min_moves_basis  // how the minimum is known, in the page's language
      ? t(`minimum.${this.game.min_moves_basis}`, { states: number(this.game.pegs ** this.game.n), pegs: this.game.pegs })
      : "";
  }

  showHints() {
    const box = $("hint-progress");
    const game = this.game;
    if (currentMode() !== this || !game || game.hints.ready) {
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
    if (this.hintsPoll === null) {
      const id = game.id;
      this.hintsPoll = setTimeout(async () => {
        this.hintsPoll = null;
        if (!this.game || this.game.id !== id || currentMode() !== this) return;
        try {
          const fresh = await api.game(id);
          if (this.game && this.game.id === id) {
            this.game.hints = fresh.hints;
            this.game.min_moves = fresh.min_moves;
            this.game.min_moves_note = fresh.min_moves_note;
            this.game.min_moves_basis = fresh.min_moves_basis;
            this.showMinimum();
          }
        } catch (error) {
          if (error.offline) goOffline();
          return;
        }
        this.showHints();
      }, 300);
    }
  }

  // Show a fresh answer from the server: the counters, the clock and the exact disc positions.
  refresh() {
    const game = this.game;
    if (!game) return;
    setVariant(game.variant); // the texts and the title of the puzzle on the board
    this.board.place(game.stacks, game.state);
    $("moves").textContent = String(game.moves);
    this.showMinimum();
    setClock(game.elapsed_ms, game.moves > 0 && !game.solved);
    if (game.solved) {
      const best = game.min_moves === null ? "" : game.moves === game.min_moves
        ? ` ${t("solved.minimum")}` : ` ${t("solved.more", { minimum: game.min_moves })}`;
      say(`${t("solved.done", { moves: moves(game.moves) })}${best}`, "solved");
    }
    this.showHints();
    this.input.describe();
    setControls();
    tick();
  }

  // Back on this tab: the game as it was, or a new one.
  async show() {
    const game = this.game;
    if (game) {
      await this.board.load(game.state, game.pegs, game.stacks, game.heights, game.variant);
      await this.goal.load(game.goal, game.pegs, game.goal_stacks, game.heights, game.variant);
      say("");
      this.refresh();
    } else {
      await this.newGame();
    }
  }

  async reconnected() {
    if (!this.game) return;
    try {
      this.game = await api.game(this.game.id);
      this.refresh();
      say(t("connection.back"), "info");
    } catch (error) {
      if (error.status !== 404) throw error;
      say(t("connection.restarted"), "info");
      await this.newGame();
    }
  }

  // ------------------------------------------------------------------ play
  async newGame() {
    if (this.running) return;
    const settings = { n: Number($("discs").value), pegs: Number($("pegs").value), start: $("start").value };
    if (settings.start === "london") Object.assign(settings, { london_set: "shallice", problem: 9 });
    const old = this.game;
    const game = await api.newGame(settings);
    this.game = game;
    if (old) api.endGame(old.id).catch(() => {}); // its hint table stops if no other game wants it
    this.input.lifted = null;
    $("random-info").hidden = true;
    await this.board.load(game.state, game.pegs, game.stacks, game.heights, game.variant);
    await this.goal.load(game.goal, game.pegs, game.goal_stacks, game.heights, game.variant);
    $("goal").setAttribute("aria-label", t("goal.label", { description: this.goal.describe() }));
    say("");
    this.refresh();
    if (settings.start === "london") say(t("play.london"));
    else say(settings.start === "random" ? t("play.random") : t("play.classic", { peg: letter(game.pegs - 1) }));
    document.dispatchEvent(new CustomEvent("hanoi:game", { detail: game }));
  }

  async undo() {
    await this.input.putBack();
    const answer = await api.undo(this.game.id);
    const move = answer.move;
    this.board.unmark();
    await this.board.fly(move.target, move.source, this.speed(), false);
    this.accept(answer);
    say(t("play.took_back", { text: move.text, disc: move.disc, target: letter(move.target),
      source: letter(move.source) }));
    document.dispatchEvent(new CustomEvent("hanoi:undone", { detail: move }));
  }

  async showHint() {
    await this.input.putBack();
    if (!this.game.hints.ready) {
      say(t("hint.working"), "hint");
      $("board").setAttribute("aria-busy", "true");
    }
    let found;
    try {
      found = await api.hint(this.game.id);
    } finally {
      $("board").removeAttribute("aria-busy");
    }
    if (!found.move) {
      say(t("hint.at_goal"));
      return;
    }
    this.board.mark(found.move);
    const move = found.move;
    say(t("hint.move", { disc: move.disc, source: letter(move.source), target: letter(move.target),
      moves: moves(found.distance) }), "hint");
  }

  async solveFromHere() {
    if (this.running || !this.game || this.game.solved) return;
    let plan;
    try {
      plan = await enqueue(async () => {
        await this.input.putBack();
        if (!this.game.hints.ready) say(t("solve.working"), "hint");
        return api.solution(this.game.id);
      });
    } catch {
      return;
    }
    this.running = true;
    this.stopRequested = false;
    setControls();
    say(t("solve.start", { moves: moves(plan.distance) }), "hint");
    for (const move of plan.moves) {
      if (this.stopRequested || !isOnline()) break;
      const played = await enqueue(() => this.input.drop(move.source, move.target, false));
      if (!played) break;
      await pause(this.speed() / 4);
    }
    this.running = false;
    setControls();
    if (this.stopRequested && !this.game.solved) say(t("solve.stopped", { moves: moves(this.game.moves) }));
  }

  // The random player of the Russian tutorial (hanRnd): a random peg onto a random peg, when the move is legal and
  // does not take back the disc just put down; it shows how long blind search takes next to the minimum.
  async randomPlayer() {
    if (this.running || !this.game || this.game.solved) return;
    await enqueue(() => this.input.putBack());
    this.running = true;
    this.stopRequested = false;
    setControls();
    const info = $("random-info");
    info.hidden = false;
    const minimum = () => (this.game.min_moves === null ? t("random.unknown") : String(this.game.min_moves));
    let count = 0;
    let last = null;
    const began = performance.now();
    say(t("random.intro"), "info");
    while (!this.stopRequested && !this.game.solved && isOnline()) {
      const pegs = this.game.pegs;
      const legal = [];
      for (let source = 0; source < pegs; source += 1) {
        for (let target = 0; target < pegs; target += 1) {
          const disc = this.board.top(source);
          const under = this.board.top(target);
          if (source !== target && disc !== null && (under === null || under > disc)) legal.push([source, target]);
        }
      }
      const fresh = legal.filter(([source]) => source !== last);
      const choices = fresh.length ? fresh : legal;
      const [source, target] = choices[Math.floor(Math.random() * choices.length)];
      const played = await enqueue(() => this.input.drop(source, target, false));
      if (!played) break;
      last = target;
      count += 1;
      info.textContent = t("random.progress", { moves: moves(count),
        seconds: decimal((performance.now() - began) / 1000, 1), minimum: minimum() });
      await pause(this.speed() / 4);
    }
    this.running = false;
    setControls();
    if (this.game.solved) {
      const ratio = this.game.min_moves ? t("random.ratio", { ratio: decimal(count / this.game.min_moves, 1) }) : "";
      say(t("random.solved", { moves: moves(count), minimum: minimum(), ratio }).trim(), "solved");
    } else if (this.stopRequested) {
      say(t("random.stopped", { moves: moves(count) }));
    }
  }

  wire() {
    $("new-game").addEventListener("submit", (event) => {
      event.preventDefault();
      enqueue(() => this.newGame());
    });
    for (const id of ["discs", "pegs", "start"]) $(id).addEventListener("change", () => enqueue(() => this.newGame()));
    $("undo").addEventListener("click", () => enqueue(() => this.undo()));
    $("hint").addEventListener("click", () => enqueue(() => this.showHint()));
    $("solve").addEventListener("click", () => this.solveFromHere());
    $("random").addEventListener("click", () => this.randomPlayer());
    $("stop").addEventListener("click", () => { this.stopRequested = true; });
    $("speed").addEventListener("input", () => {
      $("speed-value").textContent = t("control.ms", { ms: $("speed").value });
    });
  }
}
