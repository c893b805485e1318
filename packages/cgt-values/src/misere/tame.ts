import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import type { MisereGame } from './game.js';
import { genus, type Genus } from './genus.js';

// Tame games (Conway, On Numbers and Games, ch. 12; Winning Ways, ch. 13) are those that play in
// misère sums like nim positions. A nim position with a heap of two or more has genus
// a^{a, a⊕2, a, …} (a its nim-sum: adding *2 keeps a large heap, so its misère value is its
// normal one); one of heaps of 1 only has genus 0^{120} (an even number) or 1^{031} (odd).

/** γk of a genus for any k: past the digits written, the last two alternate. */
function gammaAt({ gammas }: Genus, k: number): number {
  if (k < gammas.length) return gammas[k]!;
  const last = gammas.length - 2;
  return gammas[last + ((k - last) % 2)]!;
}

/**
 * Whether a genus is that of a nim position: 0^{120}, 1^{031} (the fickle ones, heaps of 1
 * only) or a^{a(a⊕2)} (the firm ones).
 */
export function isTameGenus(g: Genus): boolean {
  const length = Math.max(g.gammas.length, 3) + 1;
  const like = (first: number): boolean => {
    for (let k = 0; k < length; k++) {
      const expected = k === 0 ? first : k % 2 === 1 ? g.grundy ^ 2 : g.grundy;
      if (gammaAt(g, k) !== expected) return false;
    }
    return true;
  };
  // Fickle: γ0 is the other of 0 and 1, then as firm ones from γ1 on.
  return like(g.grundy) || (g.grundy <= 1 && like(1 - g.grundy));
}

/**
 * Whether `g` is tame: its simplest form and every follower of it have the genus of a nim
 * position (see {@link isTameGenus}). Tame games add like nim positions: the sum of tame games
 * of genera a^… and b^… has the genus of the nim position with nim-sum a⊕b, fickle when both
 * are. Each follower's genus costs sums with *2, so large wild games take long (the control
 * bounds it).
 */
export function isTame(g: MisereGame, control?: SolveControl): boolean {
  return withControl(control, () => {
    const seen = new Set<MisereGame>([g]);
    const stack = [g];
    while (stack.length > 0) {
      const x = stack.pop()!;
      tick();
      if (!isTameGenus(genus(x))) return false;
      for (const o of x.options) {
        if (!seen.has(o)) {
          seen.add(o);
          stack.push(o);
        }
      }
    }
    return true;
  });
}
