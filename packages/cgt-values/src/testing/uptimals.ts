import fc from 'fast-check';
import { add, multiple } from '../short/arithmetic.js';
import { Dyadic } from '../short/dyadic.js';
import { upPower } from '../short/operations.js';
import { num, star, type Game } from '../short/store.js';

/** An uptimal x.d₁d₂…dₙ + *m as its parts, for building it by plain arithmetic. */
export interface UptimalParts {
  readonly number: Dyadic;
  readonly digits: readonly number[];
  readonly star: number;
}

/** x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m, summed term by term. */
export function uptimalSum({ number, digits, star: m }: UptimalParts): Game {
  let g = add(num(number), star(m));
  digits.forEach((d, i) => {
    g = add(g, multiple(upPower(i + 1), d));
  });
  return g;
}

/** Random uptimals: numbers, nimbers up to *4, and up to five digits from −3 to 3. */
export const arbitraryUptimalParts: fc.Arbitrary<UptimalParts> = fc.record({
  number: fc.constantFrom(
    Dyadic.zero,
    Dyadic.one,
    Dyadic.of(-2),
    Dyadic.of(3, 1),
    Dyadic.of(-5, 2),
  ),
  digits: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 5 }),
  star: fc.integer({ min: 0, max: 4 }),
});

export const arbitraryUptimal: fc.Arbitrary<Game> = arbitraryUptimalParts.map(uptimalSum);
