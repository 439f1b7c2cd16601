"use strict";
var jsPsychHanoi = (() => {
  var __create = Object.create;
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __getProtoOf = Object.getPrototypeOf;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __commonJS = (cb, mod) => function __require() {
    try {
      return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
    } catch (e) {
      throw mod = 0, e;
    }
  };
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
    }
    return to;
  };
  var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
    // If the importer is in node compatibility mode or this is not an ESM
    // file that has been converted to a CommonJS file using a Babel-
    // compatible transform (i.e. "__esModule" has not been set), then set
    // "default" to the CommonJS "module.exports" for node compatibility.
    isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
    mod
  ));
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // global:jspsych
  var require_jspsych = __commonJS({
    "global:jspsych"(exports, module) {
      module.exports = jsPsychModule;
    }
  });

  // src/index.ts
  var index_exports = {};
  __export(index_exports, {
    default: () => index_default,
    parsePosition: () => parsePosition,
    positionText: () => positionText,
    refusal: () => refusal
  });
  var import_jspsych = __toESM(require_jspsych(), 1);

  // src/i18n.generated.ts
  var GAME_STRINGS = {
    "en": {
      "goal.title": "Goal",
      "moves.count": {
        "one": "{count} move",
        "other": "{count} moves"
      },
      "limits.time_left": "Time left {seconds} s",
      "limits.moves_left": "Moves left {count}",
      "trial.solved": "Solved in {moves}.",
      "trial.time": "Time is up for this problem.",
      "trial.moves": "No moves left for this problem.",
      "solved.minimum": "That is the minimum!",
      "solved.more": "The minimum is {minimum}.",
      "move.larger": "Disc {disc} cannot go onto the smaller disc {under} on peg {peg}.",
      "move.full": "Peg {peg} is full (capacity {capacity}).",
      "participant.instructions": "Move the discs so that the board looks like the goal picture. Click a peg to lift its top disc, then click another peg to put it there. Move one disc at a time, and never put a larger disc on a smaller one. Work as quickly and as accurately as you can.",
      "participant.practice": "Practice",
      "participant.demonstration": "Demonstration",
      "participant.begin": "Begin",
      "move.empty": "Peg {peg} is empty: there is no disc to lift."
    },
    "fr": {
      "goal.title": "But",
      "moves.count": {
        "one": "{count} coup",
        "other": "{count} coups"
      },
      "limits.time_left": "Temps restant {seconds} s",
      "limits.moves_left": "Coups restants {count}",
      "trial.solved": "R\xE9solu en {moves}.",
      "trial.time": "Le temps est \xE9coul\xE9 pour ce probl\xE8me.",
      "trial.moves": "Plus aucun coup pour ce probl\xE8me.",
      "solved.minimum": "C'est le minimum !",
      "solved.more": "Le minimum est {minimum}.",
      "move.larger": "Le disque {disc} ne peut pas aller sur le disque {under}, plus petit, du piquet {peg}.",
      "move.full": "Le piquet {peg} est plein (capacit\xE9 {capacity}).",
      "participant.instructions": "D\xE9placez les disques pour que le plateau ressemble \xE0 l'image du but. Cliquez sur un piquet pour soulever son disque du dessus, puis sur un autre piquet pour l'y poser. D\xE9placez un seul disque \xE0 la fois, et ne posez jamais un disque sur un plus petit. Travaillez aussi vite et aussi juste que possible.",
      "participant.practice": "Entra\xEEnement",
      "participant.demonstration": "D\xE9monstration",
      "participant.begin": "Commencer",
      "move.empty": "Le piquet {peg} est vide : il n'y a pas de disque \xE0 soulever."
    },
    "de": {
      "goal.title": "Ziel",
      "moves.count": {
        "one": "{count} Zug",
        "other": "{count} Z\xFCge"
      },
      "limits.time_left": "Restzeit {seconds} s",
      "limits.moves_left": "Verbleibende Z\xFCge {count}",
      "trial.solved": "Gel\xF6st mit {moves}.",
      "trial.time": "Die Zeit f\xFCr diese Aufgabe ist um.",
      "trial.moves": "F\xFCr diese Aufgabe sind keine Z\xFCge mehr \xFCbrig.",
      "solved.minimum": "Das ist das Minimum!",
      "solved.more": "Das Minimum ist {minimum}.",
      "move.larger": "Scheibe {disc} darf nicht auf die kleinere Scheibe {under} auf Stab {peg}.",
      "move.full": "Stab {peg} ist voll (fasst {capacity}).",
      "participant.instructions": "Versetze die Scheiben so, dass das Brett wie das Zielbild aussieht. Klicke auf einen Stab, um seine oberste Scheibe anzuheben, dann auf einen anderen Stab, um sie dort abzulegen. Bewege immer nur eine Scheibe und lege nie eine gr\xF6\xDFere auf eine kleinere. Arbeite so schnell und so genau, wie du kannst.",
      "participant.practice": "\xDCbung",
      "participant.demonstration": "Vorf\xFChrung",
      "participant.begin": "Beginnen",
      "move.empty": "Stab {peg} ist leer: Es gibt keine Scheibe zum Anheben."
    },
    "ja": {
      "goal.title": "\u76EE\u6A19",
      "moves.count": {
        "other": "{count} \u624B"
      },
      "limits.time_left": "\u6B8B\u308A\u6642\u9593 {seconds} \u79D2",
      "limits.moves_left": "\u6B8B\u308A\u624B\u6570 {count}",
      "trial.solved": "{moves}\u3067\u89E3\u3051\u307E\u3057\u305F\u3002",
      "trial.time": "\u3053\u306E\u554F\u984C\u306E\u6642\u9593\u304C\u7D42\u308F\u308A\u307E\u3057\u305F\u3002",
      "trial.moves": "\u3053\u306E\u554F\u984C\u306E\u624B\u6570\u304C\u306A\u304F\u306A\u308A\u307E\u3057\u305F\u3002",
      "solved.minimum": "\u6700\u5C11\u624B\u6570\u3067\u3059!",
      "solved.more": "\u6700\u5C11\u306F {minimum} \u624B\u3067\u3059\u3002",
      "move.larger": "\u5186\u76E4 {disc} \u306F\u68D2 {peg} \u306E\u5C0F\u3055\u3044\u5186\u76E4 {under} \u306E\u4E0A\u306B\u306F\u7F6E\u3051\u307E\u305B\u3093\u3002",
      "move.full": "\u68D2 {peg} \u306F\u3044\u3063\u3071\u3044\u3067\u3059\uFF08\u6700\u5927 {capacity} \u500B\uFF09\u3002",
      "participant.instructions": "\u76E4\u304C\u76EE\u6A19\u306E\u7D75\u3068\u540C\u3058\u306B\u306A\u308B\u3088\u3046\u306B\u5186\u76E4\u3092\u52D5\u304B\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u68D2\u3092\u30AF\u30EA\u30C3\u30AF\u3059\u308B\u3068\u4E00\u756A\u4E0A\u306E\u5186\u76E4\u3092\u6301\u3061\u4E0A\u3052\u3001\u5225\u306E\u68D2\u3092\u30AF\u30EA\u30C3\u30AF\u3059\u308B\u3068\u305D\u3053\u306B\u7F6E\u304D\u307E\u3059\u3002\u4E00\u5EA6\u306B\u52D5\u304B\u305B\u308B\u5186\u76E4\u306F1\u679A\u3060\u3051\u3067\u3001\u5927\u304D\u3044\u5186\u76E4\u3092\u5C0F\u3055\u3044\u5186\u76E4\u306E\u4E0A\u306B\u7F6E\u3044\u3066\u306F\u3044\u3051\u307E\u305B\u3093\u3002\u3067\u304D\u308B\u3060\u3051\u901F\u304F\u3001\u6B63\u78BA\u306B\u53D6\u308A\u7D44\u3093\u3067\u304F\u3060\u3055\u3044\u3002",
      "participant.practice": "\u7DF4\u7FD2",
      "participant.demonstration": "\u5B9F\u6F14",
      "participant.begin": "\u59CB\u3081\u308B",
      "move.empty": "\u68D2 {peg} \u306F\u7A7A\u3067\u3059\u3002\u6301\u3061\u4E0A\u3052\u308B\u5186\u76E4\u304C\u3042\u308A\u307E\u305B\u3093\u3002"
    },
    "ru": {
      "goal.title": "\u0426\u0435\u043B\u044C",
      "moves.count": {
        "one": "{count} \u0445\u043E\u0434",
        "few": "{count} \u0445\u043E\u0434\u0430",
        "many": "{count} \u0445\u043E\u0434\u043E\u0432",
        "other": "{count} \u0445\u043E\u0434\u0430"
      },
      "limits.time_left": "\u041E\u0441\u0442\u0430\u043B\u043E\u0441\u044C \u0432\u0440\u0435\u043C\u0435\u043D\u0438 {seconds} \u0441",
      "limits.moves_left": "\u041E\u0441\u0442\u0430\u043B\u043E\u0441\u044C \u0445\u043E\u0434\u043E\u0432 {count}",
      "trial.solved": "\u0420\u0435\u0448\u0435\u043D\u043E \u0437\u0430 {moves}.",
      "trial.time": "\u0412\u0440\u0435\u043C\u044F \u043D\u0430 \u044D\u0442\u0443 \u0437\u0430\u0434\u0430\u0447\u0443 \u0432\u044B\u0448\u043B\u043E.",
      "trial.moves": "\u0425\u043E\u0434\u044B \u043D\u0430 \u044D\u0442\u0443 \u0437\u0430\u0434\u0430\u0447\u0443 \u043A\u043E\u043D\u0447\u0438\u043B\u0438\u0441\u044C.",
      "solved.minimum": "\u042D\u0442\u043E \u043C\u0438\u043D\u0438\u043C\u0443\u043C!",
      "solved.more": "\u041C\u0438\u043D\u0438\u043C\u0443\u043C \u2014 {minimum}.",
      "move.larger": "\u0414\u0438\u0441\u043A {disc} \u043D\u0435\u043B\u044C\u0437\u044F \u043A\u043B\u0430\u0441\u0442\u044C \u043D\u0430 \u043C\u0435\u043D\u044C\u0448\u0438\u0439 \u0434\u0438\u0441\u043A {under} \u043D\u0430 \u0441\u0442\u0435\u0440\u0436\u043D\u0435 {peg}.",
      "move.full": "\u0421\u0442\u0435\u0440\u0436\u0435\u043D\u044C {peg} \u0437\u0430\u043F\u043E\u043B\u043D\u0435\u043D (\u0432\u043C\u0435\u0449\u0430\u0435\u0442 {capacity}).",
      "participant.instructions": "\u041F\u0435\u0440\u0435\u0441\u0442\u0430\u0432\u044C\u0442\u0435 \u0434\u0438\u0441\u043A\u0438 \u0442\u0430\u043A, \u0447\u0442\u043E\u0431\u044B \u0434\u043E\u0441\u043A\u0430 \u0432\u044B\u0433\u043B\u044F\u0434\u0435\u043B\u0430 \u043A\u0430\u043A \u043A\u0430\u0440\u0442\u0438\u043D\u043A\u0430 \u0446\u0435\u043B\u0438. \u0429\u0451\u043B\u043A\u043D\u0438\u0442\u0435 \u043F\u043E \u0441\u0442\u0435\u0440\u0436\u043D\u044E, \u0447\u0442\u043E\u0431\u044B \u043F\u043E\u0434\u043D\u044F\u0442\u044C \u0435\u0433\u043E \u0432\u0435\u0440\u0445\u043D\u0438\u0439 \u0434\u0438\u0441\u043A, \u0437\u0430\u0442\u0435\u043C \u043F\u043E \u0434\u0440\u0443\u0433\u043E\u043C\u0443 \u0441\u0442\u0435\u0440\u0436\u043D\u044E, \u0447\u0442\u043E\u0431\u044B \u043F\u043E\u043B\u043E\u0436\u0438\u0442\u044C \u0435\u0433\u043E \u0442\u0443\u0434\u0430. \u041F\u0435\u0440\u0435\u043D\u043E\u0441\u0438\u0442\u0435 \u043F\u043E \u043E\u0434\u043D\u043E\u043C\u0443 \u0434\u0438\u0441\u043A\u0443 \u0438 \u043D\u0438\u043A\u043E\u0433\u0434\u0430 \u043D\u0435 \u043A\u043B\u0430\u0434\u0438\u0442\u0435 \u0431\u043E\u043B\u044C\u0448\u0438\u0439 \u0434\u0438\u0441\u043A \u043D\u0430 \u043C\u0435\u043D\u044C\u0448\u0438\u0439. \u0420\u0430\u0431\u043E\u0442\u0430\u0439\u0442\u0435 \u043A\u0430\u043A \u043C\u043E\u0436\u043D\u043E \u0431\u044B\u0441\u0442\u0440\u0435\u0435 \u0438 \u0442\u043E\u0447\u043D\u0435\u0435.",
      "participant.practice": "\u0422\u0440\u0435\u043D\u0438\u0440\u043E\u0432\u043A\u0430",
      "participant.demonstration": "\u0414\u0435\u043C\u043E\u043D\u0441\u0442\u0440\u0430\u0446\u0438\u044F",
      "participant.begin": "\u041D\u0430\u0447\u0430\u0442\u044C",
      "move.empty": "\u0421\u0442\u0435\u0440\u0436\u0435\u043D\u044C {peg} \u043F\u0443\u0441\u0442: \u043F\u043E\u0434\u043D\u0438\u043C\u0430\u0442\u044C \u043D\u0435\u0447\u0435\u0433\u043E."
    }
  };

  // src/rules.ts
  function parsePosition(text, pegs) {
    if (Array.isArray(text)) {
      if (text.length !== pegs) throw new Error(`position ${JSON.stringify(text)} has ${text.length} pegs, not ${pegs}`);
      return text.map((stack) => stack.map((piece) => Number(piece)));
    }
    const trimmed = text.trim();
    if (trimmed.startsWith("|")) {
      const fields = trimmed.slice(1, -1).split("|");
      if (fields.length !== pegs) throw new Error(`position '${trimmed}' has ${fields.length} pegs, not ${pegs}`);
      return fields.map((field) => Array.from(field, (digit) => Number(digit)));
    }
    const stacks = Array.from({ length: pegs }, () => []);
    const n = trimmed.length;
    Array.from(trimmed.toUpperCase()).forEach((letter, index) => {
      const peg = letter.charCodeAt(0) - 65;
      if (peg < 0 || peg >= pegs) throw new Error(`position '${trimmed}' names a peg beyond ${pegs}`);
      stacks[peg].push(n - index);
    });
    return stacks;
  }
  function positionText(stacks, puzzle) {
    var _a;
    if (puzzle === "london") return "|" + stacks.map((stack) => stack.join("")).join("|") + "|";
    const pegOf = /* @__PURE__ */ new Map();
    stacks.forEach((stack, peg) => stack.forEach((disc) => pegOf.set(disc, peg)));
    const n = pegOf.size;
    let text = "";
    for (let disc = n; disc >= 1; disc--) text += String.fromCharCode(65 + ((_a = pegOf.get(disc)) != null ? _a : 0));
    return text;
  }
  function samePosition(a, b) {
    return a.length === b.length && a.every((stack, peg) => stack.length === b[peg].length && stack.every((piece, index) => piece === b[peg][index]));
  }
  function refusal(stacks, source, target, puzzle, capacities) {
    const piece = stacks[source][stacks[source].length - 1];
    const onto = stacks[target];
    if (puzzle === "london") {
      const capacity = capacities ? capacities[target] : Infinity;
      return onto.length >= capacity ? { reason: "full", capacity } : null;
    }
    const under = onto[onto.length - 1];
    return under !== void 0 && under < piece ? { reason: "larger", under } : null;
  }
  function applyMove(stacks, source, target) {
    const next = stacks.map((stack) => stack.slice());
    const piece = next[source].pop();
    if (piece !== void 0) next[target].push(piece);
    return next;
  }

  // src/index.ts
  var VERSION = "0.1.0";
  var COLORS = ["#d62728", "#f2c80f", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#f5f5f5", "#222222"];
  var OWN_STRINGS = {
    en: {
      london: "Move the balls so that the board looks like the goal picture. Click a peg to lift its top ball, then click another peg to put it there. A peg holds no more balls than its height. Work as quickly and as accurately as you can.",
      watch: "Watch how it is done.",
      your_turn: "Your turn."
    },
    fr: {
      london: "D\xE9placez les boules pour que le plateau ressemble \xE0 l'image du but. Cliquez sur une tige pour soulever sa boule du haut, puis cliquez sur une autre tige pour l'y poser. Une tige ne porte pas plus de boules que sa hauteur. Travaillez aussi vite et aussi pr\xE9cis\xE9ment que possible.",
      watch: "Regardez comment faire.",
      your_turn: "\xC0 vous."
    },
    de: {
      london: "Versetze die Kugeln so, dass das Brett wie das Zielbild aussieht. Klicke auf einen Stab, um seine oberste Kugel zu nehmen, dann auf einen anderen Stab, um sie dort abzulegen. Ein Stab fasst nicht mehr Kugeln als seine H\xF6he. Arbeite so schnell und so genau wie m\xF6glich.",
      watch: "Schau zu, wie es geht.",
      your_turn: "Jetzt du."
    },
    ja: {
      london: "\u76E4\u304C\u76EE\u6A19\u306E\u7D75\u3068\u540C\u3058\u306B\u306A\u308B\u3088\u3046\u306B\u7389\u3092\u52D5\u304B\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u68D2\u3092\u30AF\u30EA\u30C3\u30AF\u3059\u308B\u3068\u4E00\u756A\u4E0A\u306E\u7389\u3092\u6301\u3061\u4E0A\u3052\u3001\u5225\u306E\u68D2\u3092\u30AF\u30EA\u30C3\u30AF\u3059\u308B\u3068\u305D\u3053\u306B\u7F6E\u304D\u307E\u3059\u3002\u68D2\u306B\u306F\u9AD8\u3055\u3088\u308A\u591A\u304F\u306E\u7389\u306F\u7F6E\u3051\u307E\u305B\u3093\u3002\u3067\u304D\u308B\u3060\u3051\u901F\u304F\u6B63\u78BA\u306B\u89E3\u3044\u3066\u304F\u3060\u3055\u3044\u3002",
      watch: "\u3084\u308A\u65B9\u3092\u898B\u3066\u304F\u3060\u3055\u3044\u3002",
      your_turn: "\u3042\u306A\u305F\u306E\u756A\u3067\u3059\u3002"
    },
    ru: {
      london: "\u041F\u0435\u0440\u0435\u043B\u043E\u0436\u0438\u0442\u0435 \u0448\u0430\u0440\u044B \u0442\u0430\u043A, \u0447\u0442\u043E\u0431\u044B \u0434\u043E\u0441\u043A\u0430 \u0432\u044B\u0433\u043B\u044F\u0434\u0435\u043B\u0430 \u043A\u0430\u043A \u043A\u0430\u0440\u0442\u0438\u043D\u043A\u0430 \u0446\u0435\u043B\u0438. \u041D\u0430\u0436\u043C\u0438\u0442\u0435 \u043D\u0430 \u0441\u0442\u0435\u0440\u0436\u0435\u043D\u044C, \u0447\u0442\u043E\u0431\u044B \u043F\u043E\u0434\u043D\u044F\u0442\u044C \u0432\u0435\u0440\u0445\u043D\u0438\u0439 \u0448\u0430\u0440, \u0437\u0430\u0442\u0435\u043C \u043D\u0430 \u0434\u0440\u0443\u0433\u043E\u0439 \u0441\u0442\u0435\u0440\u0436\u0435\u043D\u044C, \u0447\u0442\u043E\u0431\u044B \u043F\u043E\u043B\u043E\u0436\u0438\u0442\u044C \u0435\u0433\u043E \u0442\u0443\u0434\u0430. \u041D\u0430 \u0441\u0442\u0435\u0440\u0436\u043D\u0435 \u043F\u043E\u043C\u0435\u0449\u0430\u0435\u0442\u0441\u044F \u043D\u0435 \u0431\u043E\u043B\u044C\u0448\u0435 \u0448\u0430\u0440\u043E\u0432, \u0447\u0435\u043C \u0435\u0433\u043E \u0432\u044B\u0441\u043E\u0442\u0430. \u0420\u0430\u0431\u043E\u0442\u0430\u0439\u0442\u0435 \u043A\u0430\u043A \u043C\u043E\u0436\u043D\u043E \u0431\u044B\u0441\u0442\u0440\u0435\u0435 \u0438 \u0442\u043E\u0447\u043D\u0435\u0435.",
      watch: "\u041F\u043E\u0441\u043C\u043E\u0442\u0440\u0438\u0442\u0435, \u043A\u0430\u043A \u044D\u0442\u043E \u0434\u0435\u043B\u0430\u0435\u0442\u0441\u044F.",
      your_turn: "\u0412\u0430\u0448\u0430 \u043E\u0447\u0435\u0440\u0435\u0434\u044C."
    }
  };
  var info = {
    name: "hanoi",
    version: VERSION,
    parameters: {
      /** "hanoi" (discs, any pegs) or "london" (balls, pegs of limited height). */
      puzzle: { type: import_jspsych.ParameterType.SELECT, options: ["hanoi", "london"], default: "hanoi" },
      /** The start: stacks bottom to top ([[3, 2, 1], [], []]), letters largest disc first ("AAA"), or PEBL's "|21|3||". */
      start: { type: import_jspsych.ParameterType.COMPLEX, default: void 0 },
      goal: { type: import_jspsych.ParameterType.COMPLEX, default: void 0 },
      pegs: { type: import_jspsych.ParameterType.INT, default: 3 },
      /** Tower of London: the height of each peg (Shallice's 3, 2, 1); empty: unlimited. */
      capacities: { type: import_jspsych.ParameterType.INT, array: true, default: [] },
      /** The minimum number of moves, from python-hanoi's solver; it goes into the data. */
      minimum: { type: import_jspsych.ParameterType.INT, default: null },
      optimal_paths: { type: import_jspsych.ParameterType.INT, default: null },
      /** A label that names the problem in the data (e.g. "shallice-9"). */
      problem: { type: import_jspsych.ParameterType.STRING, default: "" },
      /** "test" (scored), "practice" (feedback, not scored) or "demonstration". */
      kind: { type: import_jspsych.ParameterType.SELECT, options: ["test", "practice", "demonstration"], default: "test" },
      time_limit: { type: import_jspsych.ParameterType.INT, default: null },
      move_limit: { type: import_jspsych.ParameterType.INT, default: null },
      /** HTML above the board; null: the standard instruction of the puzzle in the chosen language; "" for none. */
      instructions: { type: import_jspsych.ParameterType.HTML_STRING, default: null },
      /** Moves [[source, target], ...] (pegs from 0) played on the board before the participant's turn. */
      demonstration: { type: import_jspsych.ParameterType.COMPLEX, default: null },
      demonstration_interval: { type: import_jspsych.ParameterType.INT, default: 800 },
      /** Show the number of moves and the minimum after the problem (always for practice items). */
      feedback: { type: import_jspsych.ParameterType.BOOL, default: false },
      feedback_duration: { type: import_jspsych.ParameterType.INT, default: 2e3 },
      /** Ways to move: "click" (click or touch a peg, then another), "drag" (drag between pegs), "keyboard" (keys 1..9). */
      input: { type: import_jspsych.ParameterType.STRING, array: true, default: ["click", "drag", "keyboard"] },
      numbered: { type: import_jspsych.ParameterType.BOOL, default: true },
      /** CSS colours of balls 1, 2, ... (Tower of London); empty: red, yellow, blue, green, ... as PEBL. */
      colors: { type: import_jspsych.ParameterType.STRING, array: true, default: [] },
      show_goal: { type: import_jspsych.ParameterType.BOOL, default: true },
      show_counter: { type: import_jspsych.ParameterType.BOOL, default: true },
      language: { type: import_jspsych.ParameterType.SELECT, options: ["en", "fr", "de", "ja", "ru"], default: "en" },
      end_delay: { type: import_jspsych.ParameterType.INT, default: 500 }
    },
    data: {
      puzzle: { type: import_jspsych.ParameterType.STRING },
      problem: { type: import_jspsych.ParameterType.STRING },
      kind: { type: import_jspsych.ParameterType.STRING },
      pegs: { type: import_jspsych.ParameterType.INT },
      capacities: { type: import_jspsych.ParameterType.INT, array: true },
      start: { type: import_jspsych.ParameterType.STRING },
      goal: { type: import_jspsych.ParameterType.STRING },
      minimum: { type: import_jspsych.ParameterType.INT },
      optimal_paths: { type: import_jspsych.ParameterType.INT },
      /** Every attempt: source, target, piece, legal, reason, lift_at and drop_at (ms from the board's display), state after. */
      attempts: { type: import_jspsych.ParameterType.COMPLEX, array: true },
      /** Lifts from an empty peg and pieces put back, with their times. */
      events: { type: import_jspsych.ParameterType.COMPLEX, array: true },
      moves: { type: import_jspsych.ParameterType.INT },
      violations: { type: import_jspsych.ParameterType.INT },
      first_move_ms: { type: import_jspsych.ParameterType.FLOAT },
      solved: { type: import_jspsych.ParameterType.BOOL },
      solved_in_minimum: { type: import_jspsych.ParameterType.BOOL },
      outcome: { type: import_jspsych.ParameterType.STRING },
      reached: { type: import_jspsych.ParameterType.STRING },
      rt: { type: import_jspsych.ParameterType.FLOAT },
      /** Spans (from, to in ms from the display) when the page was hidden, and the times without them. */
      hidden: { type: import_jspsych.ParameterType.COMPLEX, array: true },
      hidden_ms: { type: import_jspsych.ParameterType.FLOAT },
      rt_visible: { type: import_jspsych.ParameterType.FLOAT },
      first_move_visible_ms: { type: import_jspsych.ParameterType.FLOAT },
      shown_at: { type: import_jspsych.ParameterType.FLOAT },
      /** performance.timeOrigin: shown_at + time_origin is the display's wall time (ms since 1970). */
      time_origin: { type: import_jspsych.ParameterType.FLOAT },
      plugin_version: { type: import_jspsych.ParameterType.STRING }
    }
  };
  var HanoiPlugin = class {
    constructor(jsPsych) {
      this.jsPsych = jsPsych;
    }
    trial(display, trial) {
      var _a, _b, _c, _d, _e, _f;
      const puzzle = trial.puzzle;
      const pegs = (_a = trial.pegs) != null ? _a : 3;
      const moveLimit = (_b = trial.move_limit) != null ? _b : null;
      const timeLimit = (_c = trial.time_limit) != null ? _c : null;
      const minimum = (_d = trial.minimum) != null ? _d : null;
      const interval = (_e = trial.demonstration_interval) != null ? _e : 800;
      const capacities = puzzle === "london" && trial.capacities && trial.capacities.length ? trial.capacities : null;
      const start = parsePosition(trial.start, pegs);
      const goal = parsePosition(trial.goal, pegs);
      const text = strings(trial.language);
      const kind = trial.kind;
      const feedback = trial.feedback || kind === "practice";
      const inputs = new Set(trial.input);
      const palette = trial.colors && trial.colors.length ? trial.colors : COLORS;
      let stacks = start;
      let held = null;
      let accepting = false;
      let finished = false;
      let shownAt = 0;
      let hiddenSince = null;
      const attempts = [];
      const events = [];
      const hidden = [];
      let message = "";
      let lastLift = 0;
      let timer;
      let ticker;
      const instructions = (_f = trial.instructions) != null ? _f : `<p>${puzzle === "london" ? text.own.london : text.game("participant.instructions")}</p>`;
      const kindLabel = kind === "practice" ? text.game("participant.practice") : kind === "demonstration" ? text.game("participant.demonstration") : "";
      display.innerHTML = `<div class="jspsych-hanoi" style="user-select:none;touch-action:none">
      ${kindLabel ? `<p class="jspsych-hanoi-kind"><strong>${kindLabel}</strong></p>` : ""}
      <div class="jspsych-hanoi-instructions">${instructions}</div>
      <div class="jspsych-hanoi-goal"></div>
      <div class="jspsych-hanoi-board"></div>
      <p class="jspsych-hanoi-status" aria-live="polite" style="min-height:1.5em"></p>
      <p class="jspsych-hanoi-message" role="alert" style="min-height:1.5em"></p></div>`;
      const goalBox = display.querySelector(".jspsych-hanoi-goal");
      const board = display.querySelector(".jspsych-hanoi-board");
      const status = display.querySelector(".jspsych-hanoi-status");
      const messageBox = display.querySelector(".jspsych-hanoi-message");
      const n = start.reduce((sum, stack) => sum + stack.length, 0);
      const height = capacities ? Math.max(...capacities) : n;
      if (trial.show_goal) {
        goalBox.innerHTML = `<p style="margin:0.2em">${text.game("goal.title")}</p>` + svg(goal, null, 0.5, "jspsych-hanoi-goal-picture");
      }
      const now = () => performance.now() - shownAt;
      const draw = () => {
        board.innerHTML = svg(stacks, held ? held.peg : null, 1, "jspsych-hanoi-picture");
        const legal = attempts.filter((a) => a.legal).length;
        const parts = [];
        if (trial.show_counter) parts.push(text.count(legal));
        if (moveLimit !== null) parts.push(text.game("limits.moves_left", { count: Math.max(0, moveLimit - legal) }));
        if (timeLimit !== null && shownAt > 0) {
          parts.push(text.game("limits.time_left", { seconds: Math.max(0, Math.ceil((timeLimit - now()) / 1e3)) }));
        }
        status.textContent = parts.join(" \xB7 ");
        messageBox.textContent = message;
      };
      function svg(position, lifted, scale, cls) {
        const pegWidth = 160, unit = puzzle === "london" ? 44 : 26, base = 20;
        const w = pegWidth * pegs, h = unit * (height + 1.6) + base;
        let body = `<rect x="0" y="${h - base}" width="${w}" height="${base}" fill="#8b5a2b"/>`;
        position.forEach((stack, peg) => {
          const cx = pegWidth * peg + pegWidth / 2;
          const pegHeight = unit * ((capacities ? capacities[peg] : height) + 0.6);
          body += `<g class="jspsych-hanoi-peg" data-peg="${peg}" role="button" aria-label="peg ${peg + 1}"><rect x="${pegWidth * peg}" y="0" width="${pegWidth}" height="${h - base}" fill="${lifted === peg ? "#fff3c4" : "transparent"}"/><rect x="${cx - 5}" y="${h - base - pegHeight}" width="10" height="${pegHeight}" fill="#8b5a2b"/>`;
          stack.forEach((piece, level) => {
            const isLifted = lifted === peg && level === stack.length - 1;
            const y = isLifted ? unit * 0.6 : h - base - unit * (level + 1);
            if (puzzle === "london") {
              const r = unit / 2 - 2;
              body += `<circle class="jspsych-hanoi-piece" data-piece="${piece}" cx="${cx}" cy="${y + unit / 2}" r="${r}" fill="${palette[(piece - 1) % palette.length]}" stroke="#333"/>`;
            } else {
              const dw = 30 + (pegWidth - 40) * (piece / Math.max(n, 1)) * 0.85;
              body += `<rect class="jspsych-hanoi-piece" data-piece="${piece}" x="${cx - dw / 2}" y="${y + 2}" width="${dw}" height="${unit - 4}" rx="6" fill="hsl(${piece * 47 % 360},60%,55%)" stroke="#333"/>`;
            }
            if (trial.numbered) {
              body += `<text x="${cx}" y="${y + unit / 2 + 5}" text-anchor="middle" font-size="15" font-family="sans-serif" fill="#000" pointer-events="none">${piece}</text>`;
            }
          });
          body += `<text x="${cx}" y="${h - 5}" text-anchor="middle" font-size="13" font-family="sans-serif" fill="#fff" pointer-events="none">${peg + 1}</text></g>`;
        });
        return `<svg class="${cls}" viewBox="0 0 ${w} ${h}" width="${w * scale}" height="${h * scale}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
      }
      const lift = (peg, dragging) => {
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
      const drop = (peg) => {
        var _a2, _b2;
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
        const reason = refused === null ? null : refused.reason === "full" ? text.game("move.full", { peg: peg + 1, capacity: (_a2 = refused.capacity) != null ? _a2 : 0 }) : text.game("move.larger", { disc: piece, under: (_b2 = refused.under) != null ? _b2 : 0, peg: peg + 1 });
        message = reason != null ? reason : "";
        attempts.push({
          source,
          target: peg,
          piece,
          legal: refused === null,
          reason,
          lift_at: lastLift,
          drop_at: at,
          state_after: positionText(stacks, puzzle)
        });
        draw();
        const legal = attempts.filter((a) => a.legal).length;
        if (samePosition(stacks, goal)) finish("solved");
        else if (moveLimit !== null && legal >= moveLimit) finish("moves");
      };
      const liftAndNote = (peg, dragging) => {
        lift(peg, dragging);
        if (held) lastLift = held.at;
      };
      const pegAt = (event) => {
        var _a2;
        const element = document.elementFromPoint(event.clientX, event.clientY);
        const group = (_a2 = element == null ? void 0 : element.closest) == null ? void 0 : _a2.call(element, ".jspsych-hanoi-picture .jspsych-hanoi-peg");
        return group ? Number(group.getAttribute("data-peg")) : null;
      };
      const onPointerDown = (event) => {
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
      const onPointerUp = (event) => {
        if (!accepting || !held || !held.dragging) return;
        const peg = pegAt(event);
        const source = held.peg;
        held.dragging = false;
        if (peg !== null && peg !== source) drop(peg);
        else if (!inputs.has("click")) drop(source);
      };
      const onKey = (event) => {
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
      let resolveTrial = () => void 0;
      const done = new Promise((resolve) => resolveTrial = resolve);
      const hiddenBefore = (t) => hidden.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, t) - from), 0);
      const finish = (outcome) => {
        var _a2;
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
          puzzle,
          problem: trial.problem,
          kind,
          pegs,
          capacities,
          start: positionText(start, puzzle),
          goal: positionText(goal, puzzle),
          minimum,
          optimal_paths: trial.optimal_paths,
          attempts,
          events,
          moves: legal,
          violations: attempts.length - legal,
          first_move_ms: first,
          solved,
          solved_in_minimum: solved && minimum !== null ? legal === minimum : null,
          outcome,
          reached: positionText(stacks, puzzle),
          rt,
          hidden,
          hidden_ms: hiddenMs,
          rt_visible: rt - hiddenMs,
          first_move_visible_ms: first === null ? null : first - hiddenBefore(first),
          shown_at: shownAt,
          time_origin: performance.timeOrigin,
          plugin_version: VERSION
        };
        let lines = outcome === "solved" ? text.game("trial.solved", { moves: text.count(legal) }) : text.game(outcome === "time" ? "trial.time" : "trial.moves");
        if (feedback && solved && minimum !== null) {
          lines += " " + (legal === minimum ? text.game("solved.minimum") : text.game("solved.more", { minimum }));
        }
        message = lines;
        draw();
        const wait = (_a2 = feedback ? trial.feedback_duration : trial.end_delay) != null ? _a2 : 0;
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
      const demonstration = trial.demonstration;
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
          draw();
          this.jsPsych.pluginAPI.setTimeout(() => {
            held = null;
            stacks = applyMove(stacks, source, target);
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
  };
  HanoiPlugin.info = info;
  function strings(language) {
    var _a, _b;
    const table = (_a = GAME_STRINGS[language]) != null ? _a : GAME_STRINGS.en;
    const plural = new Intl.PluralRules(language);
    const fill = (template, values = {}) => template.replace(/\{(\w+)\}/g, (whole, name) => name in values ? String(values[name]) : whole);
    const game = (key, values) => {
      const entry = table[key];
      return fill(typeof entry === "string" ? entry : String(entry), values);
    };
    const count = (moves) => {
      var _a2;
      const forms = table["moves.count"];
      return fill((_a2 = forms[plural.select(moves)]) != null ? _a2 : forms.other, { count: moves });
    };
    return { game, count, own: (_b = OWN_STRINGS[language]) != null ? _b : OWN_STRINGS.en };
  }
  var index_default = HanoiPlugin;
  return __toCommonJS(index_exports);
})();
jsPsychHanoi = jsPsychHanoi.default;
