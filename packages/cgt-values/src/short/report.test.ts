import { describe, expect, it } from 'vitest';
import { parseGame } from './notation.js';
import { incentives } from './operations.js';
import { describeGame, describeValue, gameTitle, MAX_DESCRIBED_INCENTIVES } from './report.js';
import { star } from './store.js';

describe('describeGame', () => {
  it('says what CGSuite says of {1/2|-2}', () => {
    const g = parseGame('{1/2|-2}');
    // Stops 1/2 and -2; the thermograph's walls meet at temperature 5/4, mean -3/4; 1/2 and -2
    // are born on day 2, so the game on day 3; a switch is not atomic (no atomic weight).
    expect(describeGame(g)).toEqual({
      canonical: '{1/2|-2}',
      outcome: 'N',
      isNumber: false,
      isNimber: false,
      leftStop: '1/2',
      rightStop: '-2',
      mean: '-3/4',
      temperature: '5/4',
      birthday: 3,
      atomicWeight: null,
      incentives: ['{5/2|0}'],
      // Both incentives are {5/2|0}: 1/2 - G for Left, G - (-2) for Right.
      incentivesCount: 1,
      reducedCanonicalForm: '{1/2|-2}',
    });
    expect(describeValue(parseGame('^*'))).toMatchObject({ atomicWeight: '1', birthday: 2 });
  });

  it('cuts a long list of incentives, and lists none where the options are too many', () => {
    const many = describeGame(star(300));
    expect(many.incentivesCount).toBe(incentives(star(300)).length);
    expect(many.incentivesCount).toBeGreaterThan(MAX_DESCRIBED_INCENTIVES);
    expect(many.incentives).toHaveLength(MAX_DESCRIBED_INCENTIVES);
    const huge = describeGame(parseGame('*65537'));
    expect(huge).toMatchObject({ canonical: '*65537', incentives: [], incentivesCount: null });
    // A nimber is infinitesimal: its reduced form is 0.
    expect(huge.reducedCanonicalForm).toBe('0');
  });

  it('titles a game by its form, cut to 60 characters', () => {
    expect(gameTitle(parseGame('{1/2|-2}'))).toBe('{1/2|-2}');
    const long = gameTitle(parseGame('{3|2||1|0|||-1|-2||-3|-4}'));
    expect(long.length).toBeLessThanOrEqual(60);
  });
});
