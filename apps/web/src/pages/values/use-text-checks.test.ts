import { describe, expect, it } from 'vitest';
import type { PositionMistake } from '../../worker/tasks/cgt.js';
import { fieldMistake } from './use-text-checks.js';

const mistake = (column: number): PositionMistake => ({
  kind: 'mistake',
  message: `Bad position: column ${column}: expected 'B', 'R', 'G', a space or a comma, found "X".`,
  column,
});

describe('fieldMistake', () => {
  const reported = { status: 'done', output: mistake(3) } as const;

  it('shows what the check finds in the typed text first', () => {
    expect(fieldMistake(mistake(2), 'BX', 'BRX', reported)).toEqual(mistake(2));
    expect(
      fieldMistake(mistake(2), 'BX', 'BX', { status: 'running', progress: { message: '' } }),
    ).toEqual(mistake(2));
  });

  it("falls back on the worker's mistake for the same text only", () => {
    // Before the checks have loaded: the link's text, refused by the worker.
    expect(fieldMistake(undefined, 'BRX', 'BRX', reported)).toEqual(mistake(3));
    // Another text typed since: the link's mistake is not this text's.
    expect(fieldMistake(undefined, 'BRR', 'BRX', reported)).toBeUndefined();
    // A value, or a valuation still running: nothing wrong is known.
    expect(
      fieldMistake(undefined, 'B', 'B', { status: 'running', progress: { message: 'Solving…' } }),
    ).toBeUndefined();
    expect(
      fieldMistake(undefined, 'B', 'B', { status: 'failed', message: 'Too large.' }),
    ).toBeUndefined();
  });
});
