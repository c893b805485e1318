import fc from 'fast-check';
import { leftDeadEnd, leftDeadEndInteger, type LeftDeadEnd } from '../misere/left-dead-end.js';

/** Random Left dead ends of a few levels: integers up to 4 and sets of up to three options. */
export const arbitraryLeftDeadEnd: fc.Arbitrary<LeftDeadEnd> = fc.letrec<{ g: LeftDeadEnd }>(
  (tie) => ({
    g: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer({ min: 0, max: 4 }).map(leftDeadEndInteger),
      fc.array(tie('g'), { maxLength: 3 }).map((options) => leftDeadEnd(options)),
    ),
  }),
).g;
