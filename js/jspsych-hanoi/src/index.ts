/**
 * @python-hanoi/jspsych-hanoi: one jsPsych (v8) trial of the Tower of Hanoi (any pegs) or the
 * Tower of London (any peg heights).  The participant lifts a piece and drops it on another peg
 * by clicking, dragging, touching or pressing the peg's number key; every attempt, legal or not,
 * is recorded with the performance.now() stamps of its lift and its drop.  Problems with their
 * minimum come from python-hanoi (`hanoi jspsych export`), which computes the minimum by search.
 */
import { JsPsych, JsPsychPlugin, ParameterType, TrialType } from "jspsych";

import { GAME_STRINGS } from "./i18n.generated";
import { applyMove, parsePosition, positionText, Puzzle, refusal, samePosition, Stacks } from "./rules";

const VERSION = "0.1.0";
const COLORS = ["#d62728", "#f2c80f", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#f5f5f5", "#222222"];

/** Strings of the plugin that the browser game has no key for (the five languages of the game). */
const OWN_STRINGS: Record<string, Record<string, string>> = {
  en: { london: "Move the balls so that the board looks like the goal picture. Click a peg to lift its top ball, then click another peg to put it there. A peg holds no more balls than its height. Work as quickly and as accurately as you can.",
    watch: "Watch how it is done.", your_turn: "Your turn." },
  fr: { london: "Déplacez les boules pour que le plateau ressemble à l'image du but. Cliquez sur une tige pour soulever sa boule du haut, puis cliquez sur une autre tige pour l'y poser. Une tige ne porte pas plus de boules que sa hauteur. Travaillez aussi vite et aussi précisément que possible.",
    watch: "Regardez comment faire.", your_turn: "À vous." },
  de: { london: "Versetze die Kugeln so, dass das Brett wie das Zielbild aussieht. Klicke auf einen Stab, um seine oberste Kugel zu nehmen, dann auf einen anderen Stab, um sie dort abzulegen. Ein Stab fasst nicht mehr Kugeln als seine Höhe. Arbeite so schnell und so genau wie möglich.",
    watch: "Schau zu, wie es geht.", your_turn: "Jetzt du." },
  ja: { london: "盤が目標の絵と同じになるように玉を動かしてください。棒をクリックすると一番上の玉を持ち上げ、別の棒をクリックするとそこに置きます。棒には高さより多くの玉は置けません。できるだけ速く正確に解いてください。",
    watch: "やり方を見てください。", your_turn: "あなたの番です。" },
  ru: { london: "Переложите шары так, чтобы доска выглядела как картинка цели. Нажмите на стержень, чтобы поднять верхний шар, затем на другой стержень, чтобы положить его туда. На стержне помещается не больше шаров, чем его высота. Работайте как можно быстрее и точнее.",
    watch: "Посмотрите, как это делается.", your_turn: "Ваша очередь." },
};

const info = <const>{
  name: "hanoi",
  version: VERSION,
  parameters: {
    /** "hanoi" (discs, any pegs) or "london" (balls, pegs of limited height). */
    puzzle: { type: ParameterType.SELECT, options: ["hanoi", "london"], default: "hanoi" },
    /** The start: stacks bottom to top ([[3, 2, 1], [], []]), letters largest disc first ("AAA"), or PEBL's "|21|3||". */
    start: { type: ParameterType.COMPLEX, default: undefined },
    goal: { type: ParameterType.COMPLEX, default: undefined },
    pegs: { type: ParameterType.INT, default: 3 },
    /** Tower of London: the height of each peg (Shallice's 3, 2, 1); empty: unlimited. */
    capacities: { type: ParameterType.INT, array: true, default: [] },
    /** The minimum number of moves, from python-hanoi's solver; it goes into the data. */
    minimum: { type: ParameterType.INT, default: null },
    optimal_paths: { type: ParameterType.INT, default: null },
    /** A label that names the problem in the data (e.g. "shallice-9"). */
    problem: { type: ParameterType.STRING, default: "" },
    /** "test" (scored), "practice" (feedback, not scored) or "demonstration". */
    kind: { type: ParameterType.SELECT, options: ["test", "practice", "demonstration"], default: "test" },
    time_limit: { type: ParameterType.INT, default: null },
    move_limit: { type: ParameterType.INT, default: null },
    /** HTML above the board; null: the standard instruction of the puzzle in the chosen language; "" for none. */
    instructions: { type: ParameterType.HTML_STRING, default: null },
    /** Moves [[source, target], ...] (pegs from 0) played on the board before the participant's turn. */
    demonstration: { type: ParameterType.COMPLEX, default: null },
    demonstration_interval: { type: ParameterType.INT, default: 800 },
    /** Show the number of moves and the minimum after the problem (always for practice items). */
    feedback: { type: ParameterType.BOOL, default: false },
    feedback_duration: { type: ParameterType.INT, default: 2000 },
    /** Ways to move: "click" (click or touch a peg, then another), "drag" (drag between pegs), "keyboard" (keys 1..9). */
    input: { type: ParameterType.STRING, array: true, default: ["click", "drag", "keyboard"] },
    numbered: { type: ParameterType.BOOL, default: true },
    /** CSS colours of balls 1, 2, ... (Tower of London); empty: red, yellow, blue, green, ... as PEBL. */
    colors: { type: ParameterType.STRING, array: true, default: [] },
    show_goal: { type: ParameterType.BOOL, default: true },
    show_counter: { type: ParameterType.BOOL, default: true },
    language: { type: ParameterType.SELECT, options: ["en", "fr", "de", "ja", "ru"], default: "en" },
    end_delay: { type: ParameterType.INT, default: 500 },
  },
  data: {
    puzzle: { type: ParameterType.STRING },
    problem: { type: ParameterType.STRING },
    kind: { type: ParameterType.STRING },
    pegs: { type: ParameterType.INT },
    capacities: { type: ParameterType.INT, array: true },
    start: { type: ParameterType.STRING },
    goal: { type: ParameterType.STRING },
    minimum: { type: ParameterType.INT },
    optimal_paths: { type: ParameterType.INT },
    /** Every attempt: source, target, piece, legal, reason, lift_at and drop_at (ms from the board's display), state after. */
    attempts: { type: ParameterType.COMPLEX, array: true },
    /** Lifts from an empty peg and pieces put back, with their times. */
    events: { type: ParameterType.COMPLEX, array: true },
    moves: { type: ParameterType.INT },
    violations: { type: ParameterType.INT },
    first_move_ms: { type: ParameterType.FLOAT },
    solved: { type: ParameterType.BOOL },
    solved_in_minimum: { type: ParameterType.BOOL },
    outcome: { type: ParameterType.STRING },
    reached: { type: ParameterType.STRING },
    rt: { type: ParameterType.FLOAT },
    /** Spans (from, to in ms from the display) when the page was hidden, and the times without them. */
    hidden: { type: ParameterType.COMPLEX, array: true },
    hidden_ms: { type: ParameterType.FLOAT },
    rt_visible: { type: ParameterType.FLOAT },
    first_move_visible_ms: { type: ParameterType.FLOAT },
    shown_at: { type: ParameterType.FLOAT },
    /** performance.timeOrigin: shown_at + time_origin is the display's wall time (ms since 1970). */
    time_origin: { type: ParameterType.FLOAT },
    plugin_version: { type: ParameterType.STRING },
  },
};

type Info = typeof info;

interface Attempt {
  source: number;
  target: number;
  piece: number;
  legal: boolean;
  reason: string | null;
  lift_at: number;
  drop_at: number;
  state_after: string;
}

/**
 * **hanoi**: a Tower of Hanoi or Tower of London problem as one jsPsych trial.
 *
 * @author python-hanoi
 */
class HanoiPlugin implements JsPsychPlugin<Info> {
  static info = info;

  constructor(private jsPsych: JsPsych) {}

  trial(display: HTMLElement, trial: TrialType<Info>): Promise<void> {
    const puzzle = trial.puzzle as Puzzle;
    const pegs = trial.pegs ?? 3;
    const moveLimit = trial.move_limit ?? null;
    const timeLimit = trial.time_limit ?? null;
    const minimum = trial.minimum ?? null;
    const interval = trial.demonstration_interval ?? 800;
    const capacities = puzzle === "london" && trial.capacities && trial.capacities.length ? trial.capacities : null;
    const start = parsePosition(trial.start as string | Stacks, pegs);
    const goal = parsePosition(trial.goal as string | Stacks, pegs);
    const text = strings(trial.language);
    const kind = trial.kind;
    const feedback = trial.feedback || kind === "practice";
    const inputs = new Set(trial.input);
    const palette = trial.colors && trial.colors.length ? trial.colors : COLORS;

    let stacks = start;
    let held: { peg: number; at: number; dragging: boolean } | null = null;
    let accepting = false;
    let finished = false;
    let shownAt = 0;
    let hiddenSince: number | null = null;
    const attempts: Attempt[] = [];
    const events: { kind: string; peg: number; at: number }[] = [];
    const hidden: [number, number][] = [];
    let message = "";
    let lastLift = 0;
    let timer: number | undefined;
    let ticker: number | undefined;

    const instructions = trial.instructions ?? `<p>${puzzle === "london" ? text.own.london : text.game("participant.instructions")}</p>`;
    const kindLabel = kind === "practice" ? text.game("participant.practice") : kind === "demonstration" ? text.game("participant.demonstration") : "";
    display.innerHTML = `<div class="jspsych-hanoi" style="user-select:none;touch-action:none">
      ${kindLabel ? `<p class="jspsych-hanoi-kind"><strong>${kindLabel}</strong></p>` : ""}
      <div class="jspsych-hanoi-instructions">${instructions}</div>
      <div class="jspsych-hanoi-goal"></div>
      <div class="jspsych-hanoi-board"></div>
      <p class="jspsych-hanoi-status" aria-live="polite" style="min-height:1.5em"></p>
      <p class="jspsych-hanoi-message" role="alert" style="min-height:1.5em"></p></div>`;
    const goalBox = display.querySelector(".jspsych-hanoi-goal") as HTMLElement;
    const board = display.querySelector(".jspsych-hanoi-board") as HTMLElement;
    const status = display.querySelector(".jspsych-hanoi-status") as HTMLElement;
    const messageBox = display.querySelector(".jspsych-hanoi-message") as HTMLElement;
    const n = start.reduce((sum, stack) => sum + stack.length, 0);
    const height = capacities ? Math.max(...capacities) : n;

    if (trial.show_goal) {
      goalBox.innerHTML = `<p style="margin:0.2em">${text.game("goal.title")}</p>` +
        svg(goal, null, 0.5, "jspsych-hanoi-goal-picture");
    }
    const now = () => performance.now() - shownAt;
    const draw = () => {
      board.innerHTML = svg(stacks, held ? held.peg : null, 1, "jspsych-hanoi-picture");
      const legal = attempts.filter((a) => a.legal).length;
      const parts: string[] = [];
      if (trial.show_counter) parts.push(text.count(legal));
      if (moveLimit !== null) parts.push(text.game("limits.moves_left", { count: Math.max(0, moveLimit - legal) }));
      if (timeLimit !== null && shownAt > 0) {
        parts.push(text.game("limits.time_left", { seconds: Math.max(0, Math.ceil((timeLimit - now()) / 1000)) }));
      }
      status.textContent = parts.join(" · ");
      messageBox.textContent = message;
    };

    function svg(position: Stacks, lifted: number | null, scale: number, cls: string): string {
      const pegWidth = 160, unit = puzzle === "london" ? 44 : 26, base = 20;
      const w = pegWidth * pegs, h = unit * (height + 1.6) + base;
      let body = `<rect x="0" y="${h - base}" width="${w}" height="${base}" fill="#8b5a2b"/>`;
      position.forEach((stack, peg) => {
        const cx = pegWidth * peg + pegWidth / 2;
        const pegHeight = unit * ((capacities ? capacities[peg] : height) + 0.6);
        body += `<g class="jspsych-hanoi-peg" data-peg="${peg}" role="button" aria-label="peg ${peg + 1}">` +
          `<rect x="${pegWidth * peg}" y="0" width="${pegWidth}" height="${h - base}" fill="${lifted === peg ? "#fff3c4" : "transparent"}"/>` +
          `<rect x="${cx - 5}" y="${h - base - pegHeight}" width="10" height="${pegHeight}" fill="#8b5a2b"/>`;
        stack.forEach((piece, level) => {
          const isLifted = lifted === peg && level === stack.length - 1;
          const y = isLifted ? unit * 0.6 : h - base - unit * (level + 1);
          if (puzzle === "london") {
            const r = unit / 2 - 2;
            body += `<circle class="jspsych-hanoi-piece" data-piece="${piece}" cx="${cx}" cy="${y + unit / 2}" r="${r}" fill="${palette[(piece - 1) % palette.length]}" stroke="#333"/>`;
          } else {
            const dw = 30 + (pegWidth - 40) * (piece / Math.max(n, 1)) * 0.85;
            body += `<rect class="jspsych-hanoi-piece" data-piece="${piece}" x="${cx - dw / 2}" y="${y + 2}" width="${dw}" height="${unit - 4}" rx="6" fill="hsl(${(piece * 47) % 360},60%,55%)" stroke="#333"/>`;
          }
          if (trial.numbered) {
            body += `<text x="${cx}" y="${y + unit / 2 + 5}" text-anchor="middle" font-size="15" font-family="sans-serif" fill="#000" pointer-events="none">${piece}</text>`;
          }
        });
        body += `<text x="${cx}" y="${h - 5}" text-anchor="middle" font-size="13" font-family="sans-serif" fill="#fff" pointer-events="none">${peg + 1}</text></g>`;
      });
      return `<svg class="${cls}" viewBox="0 0 ${w} ${h}" width="${w * scale}" height="${h * scale}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
    }

    const lift = (peg: number, dragging: boolean) => {
      const at = now();
      if (stacks[peg].length === 0) {
        events.push({ kind: "empty_peg", peg, at });
        message = text.game("move.empty", { peg: peg + 1 });
        draw();
        return;
      }
      held = { peg, at, dragging };
      message = "";
      draw();
    };
    const drop = (peg: number) => {
      if (!held) return;
      const at = now();
      const source = held.peg;
      const piece = stacks[source][stacks[source].length - 1];
      held = null;
      if (peg === source) {
        events.push({ kind: "put_back", peg, at });
        draw();
        return;
      }
      const refused = refusal(stacks, source, peg, puzzle, capacities);
      if (refused === null) stacks = applyMove(stacks, source, peg);
      const reason = refused === null ? null : refused.reason === "full"
        ? text.game("move.full", { peg: peg + 1, capacity: refused.capacity ?? 0 })
        : text.game("move.larger", { disc: piece, under: refused.under ?? 0, peg: peg + 1 });
      message = reason ?? "";
      attempts.push({ source, target: peg, piece, legal: refused === null, reason, lift_at: lastLift, drop_at: at,
                      state_after: positionText(stacks, puzzle) });
      draw();
      const legal = attempts.filter((a) => a.legal).length;
      if (samePosition(stacks, goal)) finish("solved");
      else if (moveLimit !== null && legal >= moveLimit) finish("moves");
    };
    const liftAndNote = (peg: number, dragging: boolean) => {
      lift(peg, dragging);
      if (held) lastLift = held.at;
    };

    const pegAt = (event: PointerEvent): number | null => {
      const element = document.elementFromPoint(event.clientX, event.clientY);
      const group = element?.closest?.(".jspsych-hanoi-picture .jspsych-hanoi-peg");
      return group ? Number(group.getAttribute("data-peg")) : null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!accepting) return;
      const peg = pegAt(event);
      if (peg === null) return;
      event.preventDefault();
      if (held) {
        if (inputs.has("click")) drop(peg);
      } else if (inputs.has("click") || inputs.has("drag")) {
        liftAndNote(peg, inputs.has("drag"));
      }
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!accepting || !held || !held.dragging) return;
      const peg = pegAt(event);
      const source = held.peg;
      held.dragging = false;
      if (peg !== null && peg !== source) drop(peg);
      else if (!inputs.has("click")) drop(source); // a drag that ends off the pegs puts the piece back
    };
    const onKey = (event: KeyboardEvent) => {
      if (!accepting || !inputs.has("keyboard")) return;
      if (event.key === "Escape" && held) {
        drop(held.peg);
        return;
      }
      const peg = Number(event.key) - 1;
      if (!Number.isInteger(peg) || peg < 0 || peg >= pegs) return;
      if (held) drop(peg);
      else liftAndNote(peg, false);
    };
    const onVisibility = () => {
      if (shownAt === 0 || finished) return;
      if (document.visibilityState === "hidden") hiddenSince = now();
      else if (hiddenSince !== null) {
        hidden.push([hiddenSince, now()]);
        hiddenSince = null;
      }
    };
    board.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("pointerup", onPointerUp);
    document.addEventListener("keydown", onKey);
    document.addEventListener("visibilitychange", onVisibility);

    let resolveTrial: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (resolveTrial = resolve));

    const hiddenBefore = (t: number) => hidden.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, t) - from), 0);

    const finish = (outcome: "solved" | "time" | "moves") => {
      if (finished) return;
      finished = true;
      accepting = false;
      if (hiddenSince !== null) hidden.push([hiddenSince, now()]);
      const rt = now();
      window.clearTimeout(timer);
      window.clearInterval(ticker);
      board.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("pointerup", onPointerUp);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("visibilitychange", onVisibility);
      const legal = attempts.filter((a) => a.legal).length;
      const solved = outcome === "solved";
      const first = attempts.length ? attempts[0].lift_at : null;
      const hiddenMs = hiddenBefore(rt);
      const data = {
        puzzle, problem: trial.problem, kind, pegs, capacities,
        start: positionText(start, puzzle), goal: positionText(goal, puzzle),
        minimum: minimum, optimal_paths: trial.optimal_paths,
        attempts, events, moves: legal, violations: attempts.length - legal,
        first_move_ms: first, solved,
        solved_in_minimum: solved && minimum !== null ? legal === minimum : null,
        outcome, reached: positionText(stacks, puzzle), rt, hidden, hidden_ms: hiddenMs, rt_visible: rt - hiddenMs,
        first_move_visible_ms: first === null ? null : first - hiddenBefore(first),
        shown_at: shownAt, time_origin: performance.timeOrigin, plugin_version: VERSION,
      };
      let lines = outcome === "solved" ? text.game("trial.solved", { moves: text.count(legal) })
        : text.game(outcome === "time" ? "trial.time" : "trial.moves");
      if (feedback && solved && minimum !== null) {
        lines += " " + (legal === minimum ? text.game("solved.minimum") : text.game("solved.more", { minimum: minimum }));
      }
      message = lines;
      draw();
      const wait = (feedback ? trial.feedback_duration : trial.end_delay) ?? 0;
      this.jsPsych.pluginAPI.setTimeout(() => {
        display.innerHTML = "";
        this.jsPsych.finishTrial(data);
        resolveTrial();
      }, wait);
    };

    const begin = () => {
      stacks = start;
      shownAt = performance.now();
      accepting = true;
      message = "";
      if (timeLimit !== null) {
        timer = window.setTimeout(() => finish("time"), timeLimit);
        ticker = window.setInterval(draw, 250);
      }
      draw();
    };

    const demonstration = trial.demonstration as [number, number][] | null;
    if (demonstration && demonstration.length) {
      message = text.own.watch;
      draw();
      let step = 0;
      const half = Math.max(50, interval / 2);
      const play = () => {
        if (step >= demonstration.length) {
          this.jsPsych.pluginAPI.setTimeout(() => {
            begin();
            message = text.own.your_turn;
            draw();
          }, interval);
          return;
        }
        const [source, target] = demonstration[step++];
        held = { peg: source, at: 0, dragging: false };
        draw(); // the piece rises ...
        this.jsPsych.pluginAPI.setTimeout(() => {
          held = null;
          stacks = applyMove(stacks, source, target); // ... and lands on its target
          draw();
          this.jsPsych.pluginAPI.setTimeout(play, half);
        }, half);
      };
      this.jsPsych.pluginAPI.setTimeout(play, half);
    } else {
      begin();
    }
    return done;
  }
}

interface Text {
  game(key: string, values?: Record<string, string | number>): string;
  count(moves: number): string;
  own: Record<string, string>;
}

function strings(language: string): Text {
  const table = GAME_STRINGS[language] ?? GAME_STRINGS.en;
  const plural = new Intl.PluralRules(language);
  const fill = (template: string, values: Record<string, string | number> = {}) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  const game = (key: string, values?: Record<string, string | number>) => {
    const entry = table[key];
    return fill(typeof entry === "string" ? entry : String(entry), values);
  };
  const count = (moves: number) => {
    const forms = table["moves.count"] as Record<string, string>;
    return fill(forms[plural.select(moves)] ?? forms.other, { count: moves });
  };
  return { game, count, own: OWN_STRINGS[language] ?? OWN_STRINGS.en };
}

export default HanoiPlugin;
export { parsePosition, positionText, refusal };
