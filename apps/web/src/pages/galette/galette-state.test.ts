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
      bites: [],
      startPlayer: 1,
      opponent: 'computer',
      showValues: false,
    });
  });

  it('round-trips a game through a link', () => {
    const setup = {
      start: parseCake('OOVO-OOOO-XOOO'),
      bites: [
        { row: 1, col: 2 },
        { row: 0, col: 0 },
      ],
      startPlayer: 2 as const,
      opponent: 'person' as const,
      computerFirst: false,
      showValues: true,
    };
    expect(readSetup(parseRoute(routeHash('galette', writeSetup(setup))).params)).toEqual(setup);
    expect(
      readSetup(parseRoute(routeHash('galette', writeSetup({ ...setup, startPlayer: 1 }))).params)
        .startPlayer,
    ).toBe(1);
  });

  it('refuses malformed cakes and illegal bites', () => {
    expect(() => readSetup(new URLSearchParams('cake=OO-O'))).toThrow(
      /character 5: expected row 2 to have 2 portions like the first row/,
    );
    expect(() => readSetup(new URLSearchParams('cake=OQ-OO'))).toThrow(/^the cake is rows of O/);
    expect(() => readSetup(new URLSearchParams('cake=VO-OO&bites=0-0'))).toThrow(
      /^bite 1 \(row 1, column 1\) cannot be taken/,
    );
    expect(() => readSetup(new URLSearchParams('cake=OOO-OOO&bites=0-0.0-0'))).toThrow(
      /^bite 2 \(row 1, column 1\) cannot be taken/,
    );
    expect(() => readSetup(new URLSearchParams('bites=a'))).toThrow(/row-column/);
  });

  it('refuses link words it does not know, naming the parameter', () => {
    for (const [query, message] of [
      ['vs=robot', /^vs=robot is not understood: vs is “person” or “computer”/],
      ['first=me', /^first=me is not understood/],
      ['values=yes', /^values=yes is not understood: values is “on” or “off”/],
      ['j=3', /^j=3 is not understood/],
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
