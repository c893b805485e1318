import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGame } from '../short/notation.js';
import { thermograph } from '../short/thermograph.js';
import { thermographSvg } from './thermograph-svg.js';
import { arbitraryGame } from '../testing/forms.js';

/** The points of a polyline of the given class. */
function points(svg: string, name: string): [number, number][] {
  const match = new RegExp(`class="${name}" points="([^"]*)"`).exec(svg);
  expect(match, name).not.toBeNull();
  return match![1]!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
}

describe('thermographSvg', () => {
  it('draws the walls, the mast and the labels of {5|-1}', () => {
    const svg = thermographSvg(thermograph(parseGame('{5|-1}')), { title: '{5|-1}' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    for (const text of [
      'mean 2',
      'temperature 3',
      'left wall, 5 at t = 0',
      'right wall, -1 at t = 0',
      '{5|-1}',
    ]) {
      expect(svg).toContain(text);
    }
    // The left wall leans out to the left of the right wall, and both meet the mast.
    const left = points(svg, 'left-wall');
    const right = points(svg, 'right-wall');
    expect(left[0]![0]).toBeLessThan(right[0]![0]);
    expect(left.at(-1)).toEqual(right.at(-1));
  });

  it('escapes the title and draws every game with finite coordinates', () => {
    expect(thermographSvg(thermograph(parseGame('0')), { title: '<&>' })).toContain(
      '&#60;&#38;&#62;',
    );
    fc.assert(
      fc.property(arbitraryGame, (g) => {
        const svg = thermographSvg(thermograph(g));
        expect(svg).not.toMatch(/NaN|Infinity/);
        expect(svg.match(/<polyline/g)).toHaveLength(2);
      }),
    );
  });
});
