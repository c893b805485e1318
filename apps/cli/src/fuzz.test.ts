import { Readable } from 'node:stream';
import fc from 'fast-check';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { COMMAND_FAMILIES } from './testing/families.js';
import { TARGETS, argvFor, type Target } from './testing/fuzz-targets.js';
import { runCli } from './testing/run-cli.js';

// Every command, fed random bytes and mutated valid inputs through the CLI's own entry, must end
// with exit code 0 (or the command's own "no move" code) or 2 for bad input, print no stack
// trace, and finish in bounded time; a valid input too hard to finish stops at --time-limit or at
// the memory budget.

// Each target gets fresh modules: cgt-values keeps its games for the life of the process, so
// without this the store grows over every target's runs until each run stops at the budget.
beforeEach(() => {
  vi.resetModules();
});

/** Random edits of valid bytes: insert, delete, replace, duplicate or cut a run. */
function mutated(samples: readonly string[]): fc.Arbitrary<Uint8Array> {
  const edit = fc.tuple(
    fc.constantFrom('insert', 'delete', 'replace', 'repeat'),
    fc.nat(),
    fc.integer({ min: 0, max: 255 }),
  );
  return fc
    .tuple(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 4 }))
    .map(([sample, edits]) => {
      const bytes = [...Buffer.from(sample)];
      for (const [kind, at, byte] of edits) {
        const i = bytes.length === 0 ? 0 : at % (bytes.length + 1);
        if (kind === 'insert') bytes.splice(i, 0, byte);
        else if (kind === 'delete') bytes.splice(i, 1);
        else if (kind === 'replace') bytes[i] = byte;
        else bytes.splice(i, 0, ...bytes.slice(i, i + 1 + (byte % 8)));
      }
      return Uint8Array.from(bytes);
    });
}

/** Runs the CLI in process, as `cgkit ARGS`, collecting what it printed. */
async function cgkit(argv: readonly string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  // Standard input is empty: a command that waits for a player's keys reads its end at once.
  vi.spyOn(process, 'stdin', 'get').mockReturnValue(
    Readable.from([]) as unknown as typeof process.stdin,
  );
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const { run } = await import('./program.js');
    const code = await run(['--time-limit', '1', '--max-memory', '512M', ...argv]);
    return { code, stderr };
  } finally {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  }
}

function expectCleanEnd(
  target: Target,
  input: Uint8Array,
  result: { code: number; stderr: string },
): void {
  const shown = `${target.argv.join(' ')} on ${JSON.stringify(Buffer.from(input).toString('latin1'))}`;
  const stoppedAtLimit =
    result.code === 1 &&
    /^cgkit: (stopped at the time limit|.* needs more than .*, the memory budget)/.test(
      result.stderr,
    );
  expect(
    [0, 2, ...(target.alsoOk ?? [])].includes(result.code) || stoppedAtLimit,
    `${shown}: exit ${result.code}: ${result.stderr}`,
  ).toBe(true);
  expect(result.stderr, shown).not.toMatch(/\n\s+at |internal error|RangeError|TypeError/);
}

// test:slow runs three times the inputs, and the real process on a valid one too.
const slow = inject('slow');

/** The command family of a target (its vitest project and turbo task, see vitest.config.ts). */
const familyOf = (name: string): string => (name === 'nim' ? 'engine' : name.split(' ')[0]!);
// Each family's project fuzzes its own commands.
const targets = Object.entries(TARGETS).filter(([name]) => familyOf(name) === inject('family'));

describe('fuzzing every command through the CLI entry', () => {
  it('has a family for every command', () => {
    for (const name of Object.keys(TARGETS)) {
      expect(COMMAND_FAMILIES, name).toContain(familyOf(name));
    }
    expect(targets.length).toBeGreaterThan(0);
  });

  it.each(targets)('%s', async (_name, target) => {
    const inputs = fc.oneof(fc.uint8Array({ maxLength: 120 }), mutated(target.samples));
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const result = await cgkit(argvFor(target, input));
        expectCleanEnd(target, input, result);
      }),
      { numRuns: slow ? 60 : 20 },
    );
  });

  // One test a target: each starts a process (and its worker thread) once or twice. The family's
  // first target only, but in test:slow: the path from the entry to the worker is the same.
  const random = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 80 }), {
    numRuns: 1,
    seed: 7,
  })[0]!;
  it.each(slow ? targets : targets.slice(0, 1))(
    'ends as cleanly in the real process, worker thread and all: %s',
    async (_name, target) => {
      const inputs = [random, ...(slow ? [Buffer.from(target.samples[0]!.slice(1))] : [])];
      for (const input of inputs) {
        const result = await runCli(['--time-limit', '2', ...argvFor(target, input)]);
        expectCleanEnd(target, input, result);
      }
    },
  );
});
