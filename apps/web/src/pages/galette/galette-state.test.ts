import { Portion, createCake } from '@cgkit/galette';
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../shell/route.js';
import {
  DEFAULT_CAKE,
  formatCake,
  nextPortion,
  parseCake,
  readSetup,
  withPortion,
  writeSetup,
} from './galette-state.js';

describe('a game of Galette toxique in the URL', () => {
  it('defaults to a 5×6 cake with a poisoned corner, against the computer', () => {
    const setup = readSetup(new URLSearchParams());
    expect(setup.start).toEqual(DEFAULT_CAKE);
    expect(formatCake(setup.start)).toBe('VOOOOO-OOOOOO-OOOOOO-OOOOOO-OOOOOO');
    expect(setup).toMatchObject({
      moves: [],
      startPlayer: 1,
      opponent: 'computer',
      showValues: false,
    });
  });

  it('round-trips a game through a link', () => {
    const setup = {
      start: parseCake('OOVO-OOOO-XOOO'),
      moves: [
        { row: 1, col: 2 },
        { row: 0, col: 0 },
      ],
      startPlayer: 2 as const,
      opponent: 'person' as const,
      computerFirst: false,
      showValues: true,
    };
    const link = routeHash('galette', writeSetup(setup));
    // Bites are written from 1 in links, as the page counts rows and columns.
    expect(link).toContain('play=2-3.1-1');
    expect(readSetup(parseRoute(link).params)).toEqual(setup);
    expect(
      readSetup(parseRoute(routeHash('galette', writeSetup({ ...setup, startPlayer: 1 }))).params)
        .startPlayer,
    ).toBe(1);
  });

  it('still reads links written before bites counted from 1', () => {
    expect(readSetup(new URLSearchParams('bites=1-2.0-0')).moves).toEqual([
      { row: 1, col: 2 },
      { row: 0, col: 0 },
    ]);
  });

  it('refuses cakes with no room for a bite and cakes past the size form limit', () => {
    expect(() => readSetup(new URLSearchParams('cake=OOOOO'))).toThrow(
      'a cake of 1 row and 5 columns has no room for a 2×2 bite: give it at least 2 of each',
    );
    const wide = ['O'.repeat(50), 'O'.repeat(50)].join('-');
    expect(() => readSetup(new URLSearchParams(`cake=${wide}`))).toThrow(
      'a cake has at most 20 rows and 20 columns here, got 2×50',
    );
  });

  it('refuses malformed cakes and bites', () => {
    expect(() => readSetup(new URLSearchParams('cake=OO-O'))).toThrow(
      /character 5: expected row 2 to have 2 portions like the first row/,
    );
    expect(() => readSetup(new URLSearchParams('cake=OQ-OO'))).toThrow(/^the cake is rows of O/);
    expect(() => readSetup(new URLSearchParams('play=a'))).toThrow(
      'move 1 is written row-column, like 2-3, got “a”',
    );
    expect(() => readSetup(new URLSearchParams('play=0-1'))).toThrow(
      'move 1: rows and columns are counted from 1, got “0-1”',
    );
  });

  it('refuses link words it does not know, naming the parameter', () => {
    for (const [query, message] of [
      ['vs=robot', /^the link's vs=robot is not understood: vs is “person” or “computer”/],
      ['first=me', /first=me is not understood/],
      ['values=yes', /values=yes is not understood: values is “on” or “off”/],
      ['j=3', /j=3 is not understood/],
    ] as const) {
      expect(() => readSetup(new URLSearchParams(query)), query).toThrow(message);
    }
  });

  it('cycles a portion through uneaten, poisoned and eaten when editing', () => {
    expect(nextPortion(Portion.uneaten)).toBe(Portion.poisoned);
    expect(nextPortion(Portion.poisoned)).toBe(Portion.eaten);
    expect(nextPortion(Portion.eaten)).toBe(Portion.uneaten);
    const cake = createCake(2, 2);
    expect(formatCake(withPortion(cake, 1, 0, Portion.eaten))).toBe('OO-XO');
    expect(formatCake(cake)).toBe('OO-OO');
  });
});
