/**
 * The rules of the two puzzles, apart from any drawing: positions as stacks (bottom to top),
 * the legality of a move, and the text forms that python-hanoi writes.
 *
 * Tower of Hanoi: discs 1 (smallest) .. n; a disc never lies on a smaller one (Lucas 1883).
 * Tower of London: balls 1 .. n of equal size; a peg holds at most its capacity (Shallice 1982).
 */

export type Puzzle = "hanoi" | "london";
export type Stacks = number[][];

export interface Refusal {
  reason: "larger" | "full";
  /** the disc lying on top of the target (Hanoi), or the target's capacity (London) */
  under?: number;
  capacity?: number;
}

/** Letters (largest disc first, ``"AAB"``) or PEBL's ball string (``"|21|3||"``) as stacks. */
export function parsePosition(text: string | Stacks, pegs: number): Stacks {
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
  const stacks: Stacks = Array.from({ length: pegs }, () => []);
  const n = trimmed.length;
  Array.from(trimmed.toUpperCase()).forEach((letter, index) => {
    const peg = letter.charCodeAt(0) - 65;
    if (peg < 0 || peg >= pegs) throw new Error(`position '${trimmed}' names a peg beyond ${pegs}`);
    stacks[peg].push(n - index); // largest disc first: the first letter is disc n, at the bottom
  });
  return stacks;
}

/** The text form python-hanoi reads back: letters for discs, PEBL's string for balls. */
export function positionText(stacks: Stacks, puzzle: Puzzle): string {
  if (puzzle === "london") return "|" + stacks.map((stack) => stack.join("")).join("|") + "|";
  const pegOf = new Map<number, number>();
  stacks.forEach((stack, peg) => stack.forEach((disc) => pegOf.set(disc, peg)));
  const n = pegOf.size;
  let text = "";
  for (let disc = n; disc >= 1; disc--) text += String.fromCharCode(65 + (pegOf.get(disc) ?? 0));
  return text;
}

export function samePosition(a: Stacks, b: Stacks): boolean {
  return a.length === b.length && a.every((stack, peg) => stack.length === b[peg].length &&
    stack.every((piece, index) => piece === b[peg][index]));
}

/** Why the top piece of ``source`` may not go onto ``target``, or null when the move is legal. */
export function refusal(stacks: Stacks, source: number, target: number, puzzle: Puzzle,
                        capacities: number[] | null): Refusal | null {
  const piece = stacks[source][stacks[source].length - 1];
  const onto = stacks[target];
  if (puzzle === "london") {
    const capacity = capacities ? capacities[target] : Infinity;
    return onto.length >= capacity ? { reason: "full", capacity } : null;
  }
  const under = onto[onto.length - 1];
  return under !== undefined && under < piece ? { reason: "larger", under } : null;
}

export function applyMove(stacks: Stacks, source: number, target: number): Stacks {
  const next = stacks.map((stack) => stack.slice());
  const piece = next[source].pop();
  if (piece !== undefined) next[target].push(piece);
  return next;
}
