import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every command of the CLI, with valid sample inputs: what the fuzz tests feed and mutate. Add
// each new command or format here.

/** How a fuzzed input reaches a command: as the file FILE, or as the argument ARG. */
export interface Target {
  readonly argv: readonly string[];
  readonly samples: readonly string[];
  /** Whether ARG is split on spaces into several arguments. */
  readonly split?: boolean;
  /** Exit codes the command may end with besides 0 and 2. */
  readonly alsoOk?: readonly number[];
}

const URL_6 = 'https://puzz.link/p?mashu/6/6/1063000i3000';
export const TARGETS: Readonly<Record<string, Target>> = {
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
  'board-escape play': {
    argv: ['board-escape', 'play', 'FILE', '-k', '3', '--first', 'computer'],
    samples: ['T.#\n#.E\n', '#E...\n#...E\nE.T#.\n..#..\n', 'TTE\n'],
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
    samples: ['{1/2|-2} + ^*', '3.{1|*}', '5 * {3||2|0}', '^<2> + v[3]* : 1', '+-{1,{3|1}}'],
  },
  'cgt eval --rcf --svg': {
    argv: ['cgt', 'eval', '--rcf', '--svg', 'OUT', '--', 'ARG'],
    samples: ['{1|0} + ^', '2.Tiny + *(1+1)'],
  },
  'cgt cool': { argv: ['cgt', 'cool', '--', 'ARG'], samples: ['{5|-1} 2', '+-1 1/2'], split: true },
  'cgt heat': { argv: ['cgt', 'heat', '--', 'ARG'], samples: ['* 1', '{3|1} *'], split: true },
  'cgt domineering': { argv: ['cgt', 'domineering', '--', 'ARG'], samples: ['...|...', '..#|...'] },
  'cgt toads-frogs': { argv: ['cgt', 'toads-frogs', '--', 'ARG'], samples: ['TT..FF', 'T.F.'] },
  'cgt octal': { argv: ['cgt', 'octal', 'ARG', '--count', '200'], samples: ['0.6', '0.137'] },
  'cgt clobber': { argv: ['cgt', 'clobber', '--', 'ARG'], samples: ['xxo|.o.', 'xo#|ox.'] },
  'cgt konane': { argv: ['cgt', 'konane', '--', 'ARG'], samples: ['xo.|.ox', 'xo.o.'] },
  'cgt cram': { argv: ['cgt', 'cram', '--', 'ARG'], samples: ['...|...', '..#|...'] },
  'cgt quelhas': { argv: ['cgt', 'quelhas', '--', 'ARG'], samples: ['...|...', '..#|...'] },
  'cgt fission': { argv: ['cgt', 'fission', '--', 'ARG'], samples: ['.x.|...|.x.', '.|x|.'] },
  'cgt col': {
    argv: ['cgt', 'col', '--', 'ARG'],
    samples: ['...|.x.', '{"vertices": "..o", "edges": [[0, 1], [1, 2]]}'],
  },
  'cgt snort': {
    argv: ['cgt', 'snort', '--', 'ARG'],
    samples: ['...|.x.', '{"vertices": "...", "edges": [[0, 1], [1, 2]]}'],
  },
  'cgt amazons': { argv: ['cgt', 'amazons', '--', 'ARG'], samples: ['x..|..o', 'x.#|.o.'] },
  'cgt hackenbush': {
    argv: ['cgt', 'hackenbush', '--', 'ARG'],
    samples: ['BRR GG', '{"ground": [0], "edges": [[0, 1, "B"], [1, 2, "R"], [1, 1, "G"]]}'],
  },
  'cgt cutcake': { argv: ['cgt', 'cutcake', '--', 'ARG'], samples: ['4x3 2x2', '8x3'] },
  'cgt eatcake': { argv: ['cgt', 'eatcake', '--', 'ARG'], samples: ['3x3', '2x5 1x4'] },
  'cgt maundy-cake': { argv: ['cgt', 'maundy-cake', '--', 'ARG'], samples: ['6x4', '12x1'] },
  'cgt toppling-dominoes': {
    argv: ['cgt', 'toppling-dominoes', '--', 'ARG'],
    samples: ['BBR GR', 'RGB'],
  },
  'cgt wythoff': { argv: ['cgt', 'wythoff', '--', 'ARG'], samples: ['4,7 2,3', '0,0'] },
  'cgt gen-wythoff': { argv: ['cgt', 'gen-wythoff', '--', 'ARG'], samples: ['2: 4,7', '3: 1,1'] },
  'cgt mem': { argv: ['cgt', 'mem', '--', 'ARG'], samples: ['10,2 7,0', '3,3'] },
  'cgt take-away': { argv: ['cgt', 'take-away', '--', 'ARG'], samples: ['2: 10,3', '1: 4,4 2,0'] },
  'cgt mock-turtles': { argv: ['cgt', 'mock-turtles', '--', 'ARG'], samples: ['.H..H.H', 'H'] },
  'cgt ruler': { argv: ['cgt', 'ruler', '--', 'ARG'], samples: ['H..H.HH', '..H'] },
  'cgt arc-kayles': {
    argv: ['cgt', 'arc-kayles', '--', 'ARG'],
    samples: ['....|.#..|....', '{"vertices": "...", "edges": [[0, 1], [1, 2]]}'],
  },
  'cgt take-break': {
    argv: ['cgt', 'take-break', 'ARG', '--count', '100'],
    samples: ['4!.0', '0.3F', 'S(1,3,4)', '0.[3]'],
  },
  'cgt misere': {
    argv: ['cgt', 'misere', '--json', '--', 'ARG'],
    samples: ['{0,{*2}} + *', '2.{*2,{*2}}'],
  },
  'cgt misere --octal': {
    argv: ['cgt', 'misere', '--octal', 'ARG', '--quotient', '12'],
    samples: ['0.75', '0.07'],
    alsoOk: [1],
  },
  'cgt misere --octal --count': {
    argv: ['cgt', 'misere', '--octal', 'ARG', '--count', '12', '--json'],
    samples: ['0.77', '4.07'],
  },
  'cgt misere --octal --sum': {
    argv: ['cgt', 'misere', '--octal', '0.07', '--sum', 'ARG'],
    samples: ['2,3,5', '1,1,8'],
  },
  'cgt loopy': { argv: ['cgt', 'loopy', '--', 'ARG'], samples: ['a:{0|b:{a|-1}}', 'upon + over'] },
  'cgt loopy --compare': {
    argv: ['cgt', 'loopy', '--json', '--compare', 'ARG', '--', 'upon'],
    samples: ['*', 'on + off', '{pass|0}'],
  },
  'cgt cool --svg': {
    argv: ['cgt', 'cool', '--svg', 'OUT', '--', 'ARG'],
    samples: ['{5|-1}+{3|1} 1', '{2|{1|-1}} 1/2'],
    split: true,
  },
  'cgt backsliding-toads-frogs': {
    argv: ['cgt', 'backsliding-toads-frogs', '--', 'ARG'],
    samples: ['T..F', 'TT.F.F'],
  },
  'cgt fox-and-geese': {
    argv: ['cgt', 'fox-and-geese', '--', 'ARG'],
    samples: ['x.x.|....|..o.', '.x|o.'],
  },
  'cgt nim': {
    argv: ['cgt', 'nim', '--', 'ARG'],
    samples: ['5 * 7', '13 / 6', 'inv 9'],
    split: true,
  },
  nim: { argv: ['nim', '--', 'ARG'], samples: ['3 4 5'], split: true },
  'thirty-one play': {
    argv: ['thirty-one', 'play', '--first', 'ARG', '--start', '25'],
    samples: ['you', 'computer'],
  },
  'galette table': {
    argv: ['galette', 'table', '--max-rows', '3', '--max-cols', 'ARG', '--budget', '1'],
    samples: ['4', '2'],
  },
  'masyu count': { argv: ['masyu', 'count', 'FILE'], samples: ['B..\n...\n..B\n', URL_6] },
  'masyu convert': { argv: ['masyu', 'convert', 'FILE', '--to', 'url'], samples: [URL_6] },
  'masyu hint': { argv: ['masyu', 'hint', 'FILE'], samples: ['..W...\n.B..W.\n......\n', URL_6] },
  'masyu generate': {
    argv: ['masyu', 'generate', '--size', 'ARG', '--seed', '1'],
    samples: ['6x6', '5x7'],
  },
};

const emptyRows = (w: number, h: number): string => Array(h).fill('.'.repeat(w)).join('|');
const checkerboard = (w: number, h: number): string =>
  Array.from({ length: h }, (_, r) =>
    Array.from({ length: w }, (_, c) => ((r + c) % 2 === 0 ? 'x' : 'o')).join(''),
  ).join('|');
/** A Hackenbush stalk of one edge with n twigs of alternating colours on top. */
const bush = (n: number): string =>
  JSON.stringify({
    ground: [0],
    edges: [[0, 1, 'G'], ...Array.from({ length: n }, (_, i) => [1, i + 2, 'BRG'[i % 3]])],
  });
const NORTON = '128.{2|{1|*,v}}';

/**
 * The `cgkit cgt` commands' known-hard inputs: each computes for minutes or more without a limit
 * (what `time-limits.test.ts` stops at `--time-limit 1` and `interrupt.test.ts` with Ctrl-C).
 * `cgt nim` has none (its largest operands take seconds), nor `cgt maundy-cake` (a cake has as
 * few positions as its sides have divisors).
 */
export const HARD_CGT: Readonly<Record<string, readonly string[]>> = {
  'cgt eval (a Norton product)': ['cgt', 'eval', NORTON],
  'cgt eval --svg': ['cgt', 'eval', '--svg', 'OUT', NORTON],
  'cgt cool': ['cgt', 'cool', NORTON, '1/2'],
  'cgt heat': ['cgt', 'heat', NORTON, '1'],
  'cgt domineering': ['cgt', 'domineering', emptyRows(6, 6)],
  'cgt toads-frogs': ['cgt', 'toads-frogs', `TTTTTTT${'.'.repeat(16)}FFFFFFF`],
  'cgt octal': ['cgt', 'octal', '0.6', '--count', '10000000'],
  'cgt clobber': ['cgt', 'clobber', checkerboard(6, 6)],
  'cgt konane': ['cgt', 'konane', `${checkerboard(6, 5)}|......`],
  'cgt cram': ['cgt', 'cram', emptyRows(7, 7)],
  'cgt quelhas': ['cgt', 'quelhas', emptyRows(7, 7)],
  'cgt fission': [
    'cgt',
    'fission',
    emptyRows(9, 9).replace(/\./g, (c, i: number) => (i % 3 === 1 ? 'x' : c)),
  ],
  'cgt col': ['cgt', 'col', emptyRows(6, 6)],
  'cgt snort': ['cgt', 'snort', emptyRows(6, 6)],
  'cgt amazons': ['cgt', 'amazons', `x${'.'.repeat(6)}o|${emptyRows(8, 7)}`],
  'cgt hackenbush (a bush of 40 twigs)': ['cgt', 'hackenbush', bush(40)],
  'cgt cutcake': ['cgt', 'cutcake', '10000x9999'],
  'cgt eatcake': ['cgt', 'eatcake', '10000x9999'],
  'cgt toppling-dominoes': ['cgt', 'toppling-dominoes', 'BRG'.repeat(300)],
  'cgt take-break': ['cgt', 'take-break', '0.[f]', '--count', '1000000'],
  'cgt misere (a sum of eight wild games)': [
    'cgt',
    'misere',
    Array.from({ length: 8 }, (_, i) => `{*${i + 2},{*2}}`).join(' + '),
  ],
  'cgt misere --octal --count': ['cgt', 'misere', '--octal', '0.6', '--count', '10000'],
  'cgt misere --octal --quotient (0.4: a long search before its size limit)': [
    'cgt',
    'misere',
    '--octal',
    '0.4',
    '--quotient',
    '100',
  ],
  'cgt loopy (a sum of millions of positions)': [
    'cgt',
    'loopy',
    'dud + *9 + *10 + *11 + *12 + *13 + *14',
  ],
  'cgt backsliding-toads-frogs': [
    'cgt',
    'backsliding-toads-frogs',
    `TTTTTT${'.'.repeat(10)}FFFFFF`,
  ],
  // CGSuite's four geese on row 4 ({4*|7/2}) now take seconds; a board one row higher, minutes.
  'cgt fox-and-geese (four geese on a board five rows high)': [
    'cgt',
    'fox-and-geese',
    'x.x.x.x.|........|........|........|o.......',
  ],
};

/**
 * A third of `items` (those at `offset`, modulo 3), or all of them in `pnpm test:slow`: for checks
 * that start a real process for each hard cgt input, whose commands share most of their code.
 */
export function aThird<T>(items: readonly T[], slow: boolean, offset: 0 | 1 | 2): T[] {
  return items.filter((_, i) => slow || i % 3 === offset);
}

const dir = mkdtempSync(join(tmpdir(), 'cgkit-fuzz-'));
let runs = 0;

/**
 * The argv of one run: the input written to FILE (or FILE given as `paths.file`, left as it is),
 * or spliced in as ARG (split on spaces for nim); OUT a new path (or `paths.out`).
 */
export function argvFor(
  target: Target,
  input: Uint8Array,
  paths: { readonly file?: string; readonly out?: string } = {},
): string[] {
  const n = ++runs;
  const file = paths.file ?? join(dir, `input-${n}`);
  if (paths.file === undefined) writeFileSync(file, input);
  const text = Buffer.from(input).toString('latin1').replaceAll('\0', '');
  return target.argv.flatMap((arg) => {
    if (arg === 'FILE') return [file];
    if (arg === 'OUT') return [paths.out ?? join(dir, `out-${n}`)];
    if (arg === 'ARG') return target.split === true ? text.split(' ') : [text];
    return [arg];
  });
}
