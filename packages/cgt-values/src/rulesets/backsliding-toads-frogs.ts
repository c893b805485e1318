import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import type { LoopyGame } from '../loopy/graph.js';
import { NotationError } from '../short/notation.js';
import { InputLimitError } from '../input-limit.js';

/**
 * Backsliding Toads-and-Frogs (Winning Ways, ch. 11): Toads-and-Frogs where a creature may also
 * step back one cell into an empty one. `T` toads are Left's and move right, `F` frogs are
 * Right's and move left; a creature steps forward into the next empty cell, jumps one opposing
 * creature into the empty cell behind it, or steps back. Play can loop, so the game is loopy.
 */
export type BackslidingPosition = string;

/** Strips are at most this long (the positions reachable grow fast). */
export const MAX_BACKSLIDING_LENGTH = 40;

/** Positions a game graph may hold. */
const MAX_POSITIONS = 1 << 22;

/** Checks a strip of `T`, `F` and `.`. */
export function parseBackslidingToadsFrogs(text: string): BackslidingPosition {
  const bad = /[^TF.]/.exec(text);
  if (bad !== null) {
    throw new NotationError(text, bad.index + 1, "'T', 'F' or '.'", JSON.stringify(bad[0]));
  }
  if (text.length > MAX_BACKSLIDING_LENGTH) {
    const expected = `at most ${MAX_BACKSLIDING_LENGTH} cells`;
    throw new NotationError(text, MAX_BACKSLIDING_LENGTH + 1, expected, 'more');
  }
  return text;
}

function move(s: string, from: number, to: number): string {
  const chars = [...s];
  chars[to] = chars[from]!;
  chars[from] = '.';
  return chars.join('');
}

/** The positions a player reaches in one move: `creature` moves `ahead` (+1 or −1) forward. */
function moves(s: string, creature: 'T' | 'F'): string[] {
  const ahead = creature === 'T' ? 1 : -1;
  const enemy = creature === 'T' ? 'F' : 'T';
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== creature) continue;
    if (s[i + ahead] === '.') out.push(move(s, i, i + ahead));
    else if (s[i + ahead] === enemy && s[i + 2 * ahead] === '.')
      out.push(move(s, i, i + 2 * ahead));
    if (s[i - ahead] === '.') out.push(move(s, i, i - ahead));
  }
  return out;
}

/** Left's (toads') and Right's (frogs') options of a position. */
export function backslidingOptions(s: BackslidingPosition): { left: string[]; right: string[] } {
  return { left: moves(s, 'T'), right: moves(s, 'F') };
}

/** The game graph of every position reachable from `start` (node 0), and those positions. */
export function backslidingToadsFrogs(
  start: BackslidingPosition,
  control?: SolveControl,
): { game: LoopyGame; positions: string[] } {
  parseBackslidingToadsFrogs(start);
  return withControl(control, () => {
    const index = new Map<string, number>([[start, 0]]);
    const positions = [start];
    const left: number[][] = [];
    const right: number[][] = [];
    const id = (s: string): number => {
      let k = index.get(s);
      if (k === undefined) {
        k = positions.length;
        if (k >= MAX_POSITIONS) {
          throw new InputLimitError(
            `more than ${MAX_POSITIONS} positions are reachable from ${start}`,
          );
        }
        if ((k & 1023) === 0) {
          reserveMemory(control ?? {}, 'the positions of the strip', k * (2 * start.length + 160));
        }
        index.set(s, k);
        positions.push(s);
      }
      return k;
    };
    for (let k = 0; k < positions.length; k++) {
      tick();
      const options = backslidingOptions(positions[k]!);
      left.push(options.left.map(id));
      right.push(options.right.map(id));
    }
    return { game: { left, right, start: 0 }, positions };
  });
}
