import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';

/**
 * Coin-turning games (Winning Ways, ch. 14): a row of coins, `H` heads and `.` tails, numbered
 * from 1 on the left. A move turns over a set of coins whose rightmost goes from heads to tails;
 * the game fixes which sets. Impartial, so every value is a nimber.
 */
export type CoinsPosition = string;

/** Rows have at most this many coins (a head at coin n has about n² options in Mock Turtles). */
export const MAX_COINS = 120;

/** Reads a row of coins such as `.H.H` (`H` heads, `.` tails). */
export function parseCoins(text: string): CoinsPosition {
  const bad = /[^H.]/.exec(text);
  if (bad !== null) {
    throw new NotationError(
      text,
      bad.index + 1,
      "'H' (heads) or '.' (tails)",
      JSON.stringify(bad[0]),
    );
  }
  if (text.length === 0) throw new NotationError(text, 1, 'a row of coins', 'nothing');
  if (text.length > MAX_COINS) {
    throw new NotationError(text, MAX_COINS + 1, `at most ${MAX_COINS} coins`, 'more');
  }
  return text;
}

const turned = (coin: string): string => (coin === 'H' ? '.' : 'H');

/**
 * A coin-turning game: `turns(i)` lists the sets of coins left of coin i (0-based indices) that
 * are turned together with it.
 */
function coinGame(
  name: string,
  turns: (i: number) => Iterable<readonly number[]>,
): PartizanRuleset<CoinsPosition> {
  function* options(p: CoinsPosition): Generator<CoinsPosition> {
    for (let i = 0; i < p.length; i++) {
      if (p[i] !== 'H') continue;
      for (const others of turns(i)) {
        const coins = [...p];
        coins[i] = '.';
        for (const j of others) coins[j] = turned(coins[j]!);
        yield coins.join('');
      }
    }
  }
  return {
    name,
    impartial: true,
    leftOptions: options,
    rightOptions: options,
    // Tails at the right end change nothing.
    key: (p) => p.replace(/\.+$/, ''),
    // A position is the sum of its heads taken one at a time (Winning Ways, ch. 14: turning a
    // coin twice is not turning it, so the heads play like separate games).
    components: (p) => {
      const heads: string[] = [];
      for (let i = p.indexOf('H'); i >= 0; i = p.indexOf('H', i + 1)) {
        heads.push(`${'.'.repeat(i)}H`);
      }
      return heads.length === 1 && heads[0] === p ? [p] : heads;
    },
  };
}

/** Mock Turtles: turn over one, two or three coins, the rightmost from heads to tails. */
export const mockTurtles: PartizanRuleset<CoinsPosition> = coinGame('Mock Turtles', function* (i) {
  yield [];
  for (let j = 0; j < i; j++) {
    yield [j];
    for (let k = j + 1; k < i; k++) yield [j, k];
  }
});

/** Ruler: turn over any number of consecutive coins, the rightmost from heads to tails. */
export const ruler: PartizanRuleset<CoinsPosition> = coinGame('Ruler', function* (i) {
  for (let j = i; j >= 0; j--) yield Array.from({ length: i - j }, (_, k) => j + k);
});
