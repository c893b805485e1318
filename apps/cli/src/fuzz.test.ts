import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { run } from './program.js';
import { runCli } from './testing/run-cli.js';

// Every command, fed random bytes and mutated valid inputs through the CLI's own entry, must end
// with exit code 0 (or the command's own "no move" code) or 2 for bad input, print no stack
// trace, and finish in bounded time; a valid input too hard to finish stops at --time-limit.

/** How a fuzzed input reaches a command: as the file FILE, or as the argument ARG. */
interface Target {
  readonly argv: readonly string[];
  readonly samples: readonly string[];
  /** Exit codes the command may end with besides 0 and 2. */
  readonly alsoOk?: readonly number[];
}

const URL_6 = 'https://puzz.link/p?mashu/6/6/1063000i3000';
const TARGETS: Readonly<Record<string, Target>> = {
  'thirty-one solve': {
    argv: ['thirty-one', 'solve', 'FILE'],
    samples: ['3\n28 9\n29 2\n19 3\n', '2\n5 1 3 7 1 2 5 8 9 4 6\n0 9\n'],
  },
  'thirty-one openings': {
    argv: ['thirty-one', 'openings', '--keypad', 'ARG'],
    samples: ['789-456-123', '123-456-789'],
  },
  'galette analyze (GT.in)': {
    argv: ['galette', 'analyze', 'FILE', '-o', 'OUT', '--threads', '1'],
    samples: ['3 3 0\n', '4 5 3\n1 1\n4 5\n2 3\n', '2 2 4\n1 1\n1 2\n2 1\n2 2\n'],
  },
  'galette analyze (GT.txt)': {
    argv: ['galette', 'analyze', 'FILE', '-o', 'OUT', '--threads', '1'],
    samples: ['3 3 1\nOOO\nOVO\nXXO\n', '2 4 2\nXXOO\nVXOO\n'],
  },
  'galette play': {
    argv: ['galette', 'play', 'FILE', '--player', '1', '--threads', '1'],
    samples: ['3 3 1\nOOO\nOVO\nXXO\n', '2 4 2\nXXOO\nVXOO\n'],
    alsoOk: [3],
  },
  'board-escape solve': {
    argv: ['board-escape', 'solve', 'FILE', '-k', '3'],
    samples: ['T.#\n#.E\n', '#E...\n#...E\nE.T#.\n..#..\n'],
  },
  'board-escape solve --jsonl': {
    argv: ['board-escape', 'solve', '--jsonl', 'FILE'],
    samples: ['{"board":["TE"],"k":2}\n{"board":["E#E","#T#","E#E"],"k":7}\n'],
  },
  'masyu solve (grid)': {
    argv: ['masyu', 'solve', 'FILE'],
    samples: ['..W...\n.B..W.\n......\n...B..\n.W....\n......\n'],
  },
  'masyu solve (url)': { argv: ['masyu', 'solve', 'FILE'], samples: [URL_6] },
  'masyu solve (pearl id)': { argv: ['masyu', 'solve', 'FILE'], samples: ['6x6:bWdBbWhBcWf'] },
  'masyu solve --jsonl': {
    argv: ['masyu', 'solve', '--jsonl', 'FILE'],
    samples: [`{"id":"a","puzzle":["B..","...","..B"]}\n{"url":"${URL_6}","n":1e309}\n`],
  },
  'masyu explain': { argv: ['masyu', 'explain', 'FILE'], samples: ['..W...\n.B..W.\n......\n'] },
  'cgt eval': {
    argv: ['cgt', 'eval', '--json', '--', 'ARG'],
    samples: ['{1/2|-2} + ^*', '3.{1|*}'],
  },
  'cgt domineering': { argv: ['cgt', 'domineering', '--', 'ARG'], samples: ['...|...', '..#|...'] },
  'cgt toads-frogs': { argv: ['cgt', 'toads-frogs', '--', 'ARG'], samples: ['TT..FF', 'T.F.'] },
  'cgt octal': { argv: ['cgt', 'octal', 'ARG', '--count', '200'], samples: ['0.6', '0.137'] },
  nim: { argv: ['nim', '--', 'ARG'], samples: ['3 4 5'] },
};

const dir = mkdtempSync(join(tmpdir(), 'cgkit-fuzz-'));
let runs = 0;

/** The argv of one run: the input written to FILE, or spliced in as ARG (split on spaces for nim). */
function argvFor(target: Target, input: Uint8Array): string[] {
  const n = ++runs;
  const file = join(dir, `input-${n}`);
  writeFileSync(file, input);
  const text = Buffer.from(input).toString('latin1').replaceAll('\0', '');
  return target.argv.flatMap((arg) => {
    if (arg === 'FILE') return [file];
    if (arg === 'OUT') return [join(dir, `out-${n}`)];
    if (arg === 'ARG') return target.argv[0] === 'nim' ? text.split(' ') : [text];
    return [arg];
  });
}

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
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
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
  const stoppedInTime =
    result.code === 1 && /^cgkit: stopped at the time limit/.test(result.stderr);
  expect(
    [0, 2, ...(target.alsoOk ?? [])].includes(result.code) || stoppedInTime,
    `${shown}: exit ${result.code}: ${result.stderr}`,
  ).toBe(true);
  expect(result.stderr, shown).not.toMatch(/\n\s+at |internal error|RangeError|TypeError/);
}

describe('fuzzing every command through the CLI entry', () => {
  it.each(Object.entries(TARGETS))('%s', async (_name, target) => {
    const inputs = fc.oneof(fc.uint8Array({ maxLength: 120 }), mutated(target.samples));
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const result = await cgkit(argvFor(target, input));
        expectCleanEnd(target, input, result);
      }),
      { numRuns: 60 },
    );
  });

  it('ends as cleanly in the real process, worker thread and all', async () => {
    const random = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 80 }), {
      numRuns: 1,
      seed: 7,
    })[0]!;
    for (const target of Object.values(TARGETS)) {
      for (const input of [random, Buffer.from(target.samples[0]!.slice(1))]) {
        const result = await runCli(['--time-limit', '2', ...argvFor(target, input)]);
        expectCleanEnd(target, input, result);
      }
    }
  });
});
