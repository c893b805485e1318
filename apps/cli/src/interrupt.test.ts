import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interruptCli } from './testing/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-interrupt-'));
const emptyCake = join(dir, 'GT.in');
writeFileSync(emptyCake, '9 9 0\n');

// Commands that compute for minutes or more, most without yielding to the event loop: Ctrl-C
// must end each of them with one line and exit code 1 within a second.
const slow: readonly (readonly string[])[] = [
  ['cgt', 'domineering', '......|......|......|......|......|......'],
  ['cgt', 'toads-frogs', 'TTTTTTT' + '.'.repeat(16) + 'FFFFFFF'],
  ['cgt', 'octal', '0.6', '--count', '10000000'],
  ['galette', 'analyze', emptyCake, '--threads', '1'],
  ['masyu', 'count', '--limit', '1000000', '-'],
  ['cgt', 'eval', '64.{2|{1|*,v}}'],
  // Waiting for the player's key: the terminal's Ctrl-C ends the game the same way.
  ['thirty-one', 'play', '--first', 'you'],
];

describe('Ctrl-C', () => {
  it.each(slow.map((args) => [args.slice(0, 2).join(' '), args] as const))(
    'ends `cgkit %s` with "interrupted" and exit code 1 within a second',
    async (_name, args) => {
      const stdin = args.includes('-') ? '........\n'.repeat(8) : undefined;
      const result = await interruptCli(args, {
        afterMs: 800,
        ...(stdin === undefined ? {} : { stdin }),
      });
      expect(result.stderr).toBe('cgkit: interrupted\n');
      expect(result.code).toBe(1);
      expect(result.msAfterSignal).toBeLessThan(1500);
    },
  );
});
