// The plugin's rules, from its built ES module (npm test; node's own test runner).
import assert from "node:assert/strict";
import { test } from "node:test";

import { parsePosition, positionText, refusal } from "../dist/rules.js";

test("letters, largest disc first, round-trip through stacks", () => {
  assert.deepEqual(parsePosition("ABCA", 3), [[4, 1], [3], [2]]);
  for (const text of ["AAA", "CBA", "ABCA", "DDDD"]) {
    const pegs = text.includes("D") ? 4 : 3;
    assert.equal(positionText(parsePosition(text, pegs), "hanoi"), text);
  }
});

test("PEBL's ball strings round-trip", () => {
  assert.deepEqual(parsePosition("|21|3||", 3), [[2, 1], [3], []]);
  assert.equal(positionText([[2, 1], [3], []], "london"), "|21|3||");
});

test("a disc never goes onto a smaller one; an empty peg takes any", () => {
  const stacks = parsePosition("BAA", 3); // discs 1 and 2 on A, disc 3 on B
  assert.deepEqual(refusal(stacks, 1, 0, "hanoi", null), { reason: "larger", under: 1 });
  assert.equal(refusal(stacks, 0, 2, "hanoi", null), null);
  assert.equal(refusal(stacks, 0, 1, "hanoi", null), null);
});

test("a peg takes no more balls than its height", () => {
  const stacks = parsePosition("|2|3|1|", 3);
  assert.deepEqual(refusal(stacks, 0, 2, "london", [3, 2, 1]), { reason: "full", capacity: 1 });
  assert.equal(refusal(stacks, 0, 1, "london", [3, 2, 1]), null);
  assert.equal(refusal(stacks, 0, 2, "london", null), null);
});

test("a position with the wrong number of pegs is refused", () => {
  assert.throws(() => parsePosition("|21|3|", 3), /2 pegs, not 3/);
  assert.throws(() => parsePosition("AD", 3), /beyond 3/);
});
