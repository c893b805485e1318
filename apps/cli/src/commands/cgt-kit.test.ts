import { InputLimitError, NotationError } from '@cgkit/cgt-values';
import { LoopyNotationError } from '@cgkit/cgt-values/loopy';
import { MisereNotationError, QuotientNotFoundError } from '@cgkit/cgt-values/misere';
import { type PartizanRuleset } from '@cgkit/cgt-values/rulesets';
import { describe, expect, it } from 'vitest';
import { CommandFailure, UserError } from '../cli-kit.js';
import { heapValues, onInput } from './cgt-kit.js';
import { solve } from './cgt-rulesets.js';

/** What `work` throws, run on the input `text`. */
function thrown(work: () => unknown, text = '0.g'): unknown {
  try {
    onInput('code', text, work);
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

/** A ruleset whose positions throw `error` when asked for their options. */
function throwing(error: Error): PartizanRuleset<number> {
  return {
    name: 'throwing',
    leftOptions: () => {
      throw error;
    },
    rightOptions: () => [],
    key: (n) => n,
  };
}

describe('onInput', () => {
  it('points at the column of a notation mistake of any notation, exit code 2', () => {
    for (const error of [
      new NotationError('0.g', 3, 'a digit', '"g"'),
      new MisereNotationError(3, 'expected a digit, found "g"'),
      new LoopyNotationError(3, 'expected a digit, found "g"'),
    ]) {
      const user = thrown(() => {
        throw error;
      });
      expect(user).toBeInstanceOf(UserError);
      expect((user as Error).message).toMatch(/^bad code: column 3: expected a digit, found "g"\n/);
      expect((user as Error).message).toMatch(/\n {2}0\.g\n {4}\^$/);
    }
  });

  it('says what is wrong with a code that a parser refuses with a SyntaxError, exit code 2', () => {
    const user = thrown(() => {
      throw new SyntaxError('not a take-and-break code: "0.g"');
    });
    expect(user).toEqual(new UserError('not a take-and-break code: "0.g"'));
  });

  it('refuses values past the limits of cgt-values (its InputLimitError) as input, exit code 2', () => {
    for (const message of [
      '*100000 has too many options to list',
      'the game is too deep to work with: its options nest more than 1000 levels',
      'a loopy game with more than 4194304 positions is too large',
      'more than 1000000 positions are reachable from T..F',
      'cooling needs t ≥ 0, got -1',
    ]) {
      expect(
        thrown(() => {
          throw new InputLimitError(message);
        }),
      ).toEqual(new UserError(message));
    }
  });

  it('leaves any other RangeError, a bug, an internal error, whatever its words', () => {
    for (const message of [
      'Invalid array length',
      '*100000 has too many options to list',
      'Too many arguments in function call (only 65535 allowed)',
      'Maximum call stack size exceeded',
      'slope difference 3',
      'count must be an integer from 0 to 2^28, got -1',
    ]) {
      const error = new RangeError(message);
      expect(
        thrown(() => {
          throw error;
        }),
      ).toBe(error);
    }
  });

  it('reports a misère quotient not found as a failure, exit code 1', () => {
    const error = thrown(() => {
      throw new QuotientNotFoundError('no misère quotient found for 0.6 at heap 20');
    });
    expect(error).toEqual(new CommandFailure('no misère quotient found for 0.6 at heap 20'));
  });
});

describe('solve', () => {
  it('refuses a position past the limits in one line for every ruleset, exit code 2', () => {
    const tooDeep = new InputLimitError('the game is too deep to work with: its options nest deep');
    expect(() => solve(throwing(tooDeep), 1)).toThrow(
      new UserError('the game is too deep to work with: its options nest deep'),
    );
  });

  it('leaves a RangeError of a bug alone', () => {
    const bug = new RangeError('Invalid array length');
    expect(() => solve(throwing(bug), 1)).toThrow(bug);
    expect(() => solve(throwing(bug), 1)).not.toThrow(UserError);
  });
});

describe('heapValues', () => {
  it("maps a code parser's NotationError (with its column) and SyntaxError to exit code 2", () => {
    const run = (error: Error): unknown => {
      try {
        heapValues('take-and-break', '0.g', 5, () => {
          throw error;
        });
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    };
    expect(run(new NotationError('0.g', 3, 'a digit 0-f', '"g"'))).toEqual(
      new UserError(
        'bad take-and-break code: column 3: expected a digit 0-f, found "g"\n  0.g\n    ^',
      ),
    );
    expect(run(new SyntaxError('not a take-and-break code: "0.g"'))).toEqual(
      new UserError('not a take-and-break code: "0.g"'),
    );
  });
});
