import type { ImpartialGame } from '../game.js';

/** A Kayles position: the lengths of the rows of pins. */
export type KaylesPosition = readonly number[];
/** Knock down `width` (1 or 2) adjacent pins of row `row`, leaving `left` pins to their left. */
export interface KaylesMove {
  readonly row: number;
  readonly width: 1 | 2;
  readonly left: number;
}

/**
 * Kayles (octal game 0.77): knock down one pin or two adjacent pins of a row, which may split it
 * in two. Rows are independent, so a position splits into one component per row.
 */
export const kayles: ImpartialGame<KaylesPosition, KaylesMove> = {
  name: 'kayles',
  moves: (rows) =>
    rows.flatMap((n, row) => {
      const moves: KaylesMove[] = [];
      for (const width of [1, 2] as const) {
        // Splits are symmetric: only leave the shorter part on the left.
        for (let left = 0; left <= (n - width) / 2; left++) moves.push({ row, width, left });
      }
      return moves;
    }),
  play: (rows, { row, width, left }) =>
    rows.flatMap((n, i) => (i === row ? [left, n - width - left] : [n])).filter((n) => n > 0),
  key: (rows) => (rows.length === 1 ? rows[0]! : [...rows].sort((a, b) => a - b).join(',')),
  components: (rows) => rows.filter((n) => n > 0).map((n) => [n]),
};
