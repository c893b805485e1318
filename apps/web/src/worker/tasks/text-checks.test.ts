import { describe, expect, it } from 'vitest';
import { POSITION_RULESETS } from '@cgkit/cgt-values/rulesets';
import { evaluatePosition, takeBreakSequence } from './cgt.js';
import { codeMistake, positionTextMistake } from './text-checks.js';

/** Texts each ruleset's parser refuses, and one it reads besides the example. */
const BAD_POSITIONS: readonly string[] = [
  'BRX',
  'BR R',
  '4x',
  '3x0',
  'x3',
  '..|.',
  '..|...',
  'TTQ',
  'xy|..',
  '{"vertices": "..", "edges": [[0, 5]]}',
  '{"ground": [0], "edges": [[0, 1, "Q"]]}',
  '{"ground": [0], "edges": [[0, 1, "B"]',
  '{',
  '',
  ' ',
  '.'.repeat(2000),
];

const BAD_CODES = ['0.xyz', '1.7', '0.[', '0.[3', '0.7]', 'S(', 'S(1,', 'S(0)', '', '0.7x'];

describe('the checks of a typed position or code', () => {
  it("says what the worker says of every ruleset's position, word for word", () => {
    let refused = 0;
    for (const { name, example } of POSITION_RULESETS) {
      expect([name, positionTextMistake(name, example)]).toEqual([name, undefined]);
      for (const text of BAD_POSITIONS) {
        const typed = positionTextMistake(name, text);
        if (typed === undefined) continue;
        refused++;
        expect([name, text, typed]).toEqual([
          name,
          text,
          evaluatePosition({ ruleset: name, position: text }),
        ]);
      }
    }
    // Most of these texts are wrong for most rulesets.
    expect(refused).toBeGreaterThan(POSITION_RULESETS.length * 8);
  });

  it('names the column of a stalk, a cake and a graph, as the CLI does', () => {
    expect(positionTextMistake('hackenbush', 'BRX')).toEqual({
      kind: 'mistake',
      message: `Bad position: column 3: expected 'B', 'R', 'G', a space or a comma, found "X".`,
      column: 3,
    });
    expect(positionTextMistake('cutcake', '4x3 2y2')?.column).toBe(5);
    expect(positionTextMistake('col', '{"vertices": ".q", "edges": []}')?.message).toMatch(
      /^Bad position: column \d+: expected .*, found "q"\.$/,
    );
    expect(positionTextMistake('hackenbush', 'BRR GG')).toBeUndefined();
  });

  it('says what the worker says of a take-and-break code, word for word', () => {
    for (const code of BAD_CODES) {
      const typed = codeMistake(code);
      expect([code, typed?.kind]).toEqual([code, 'mistake']);
      expect([code, typed]).toEqual([code, takeBreakSequence({ code, count: 1 })]);
    }
    for (const code of ['0.77', '4!.0', '0.3F', '0.[3]', '4.[3]', 'S(1,3,4)', 's(2, 5)']) {
      expect([code, codeMistake(code)]).toEqual([code, undefined]);
    }
    expect(codeMistake('0.xyz')).toEqual({
      kind: 'mistake',
      message: `Bad code: column 3: expected a digit 0 to 9 or a to f, '!', '?' or '[' (e.g. 0.77, 4!.0, 0.3F, 0.[3] or S(1,3,4)), found "x".`,
      column: 3,
    });
  });
});
