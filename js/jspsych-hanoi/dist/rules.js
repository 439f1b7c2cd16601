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
export {
  applyMove,
  parsePosition,
  positionText,
  refusal,
  samePosition
};
