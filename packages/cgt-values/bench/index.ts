// Benchmarks of @cgkit/cgt-values: one JSON line per measurement on stdout, notes on stderr.
// Canonical forms are hash-consed for the life of the process, so the game benchmarks measure a
// cold first run, in an order where earlier ones leave little for later ones to reuse.
import { SeededRandom } from '@cgkit/core-search';
import { birthday, formatGame, game, sum, ZERO, type Game } from '../src/index.js';
import { nimProduct, octalGrundy } from '../src/impartial/index.js';
import { formatLoopy, loopySimplify } from '../src/loopy/index.js';
import {
  domineering,
  foxAndGeese,
  parseDomineering,
  parseFoxAndGeese,
  PartizanSolver,
  toadsAndFrogs,
  type PartizanRuleset,
} from '../src/rulesets/index.js';

function emit(name: string, unit: string, value: number, target?: number): void {
  const line = { name: `cgt-values/${name}`, unit, value: Number(value.toFixed(3)), target };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** CPU seconds (user + system) of this process spent in f. */
function cpuSeconds<T>(f: () => T): { s: number; result: T } {
  const start = process.cpuUsage();
  const result = f();
  const used = process.cpuUsage(start);
  return { s: (used.user + used.system) / 1e6, result };
}

function time<T>(f: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = f();
  return { ms: performance.now() - start, result };
}

function median(runs: number, f: () => void): number {
  const times = Array.from({ length: runs }, () => time(f).ms).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** The same games on every run. */
function random(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.fraction();
}

// 1. The canonical forms of Toads and Frogs TTTTTT..FFFFFF and of 4×4 and then 5×5 Domineering,
// cold (Toads and Frogs first: it shares few games with Domineering), in CPU seconds, with
// issue 27's targets (5×5: issue 37's).
for (const [name, ruleset, position, target] of [
  ['toads-frogs-6-6', toadsAndFrogs, 'TTTTTT..FFFFFF', 0.5],
  ['domineering-4x4', domineering, parseDomineering('....|....|....|....'), 0.2],
  ['domineering-5x5', domineering, parseDomineering('.....|.....|.....|.....|.....'), 0.5],
] as const) {
  const solver = new PartizanSolver<typeof position>(ruleset as PartizanRuleset<typeof position>);
  const { s, result } = cpuSeconds(() => solver.canonicalForm(position));
  // Peak memory of the process so far (these rows run first).
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const row = {
    name: `cgt-values/${name}`,
    unit: 's',
    value: Number(s.toFixed(3)),
    cpuSeconds: Number(s.toFixed(3)),
    peakMiB: Number(peakMiB.toFixed(1)),
    target,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
  process.stderr.write(`${name} = ${formatGame(result)} (${solver.tableSize} table entries)\n`);
}

// 2. Kayles to 10^6 heaps (periodicity proved, then extrapolated) in CPU seconds, with issue 23's
// target ("a few seconds"), and directly, without the proof, to 2·10^4.
{
  const { s } = cpuSeconds(() => octalGrundy('0.77', 1_000_000));
  emit('kayles-1e6', 's', s, 3);
  emit(
    'kayles-2e4-direct',
    'ms',
    median(3, () => octalGrundy('0.77', 20_000, { extrapolate: false })),
  );
}

// 3. Nim-products of random 64-bit nimbers.
{
  const rand = random(64);
  const word = (): bigint =>
    (BigInt(Math.floor(rand() * 2 ** 32)) << 32n) | BigInt(Math.floor(rand() * 2 ** 32));
  const pairs = Array.from({ length: 20_000 }, () => [word(), word()] as const);
  const ms = median(3, () => {
    for (const [a, b] of pairs) nimProduct(a, b);
  });
  emit('nim-product-64', 'products/s', (pairs.length / ms) * 1000);
}

// 4. A sum of 20 random games born on day 3: each is {a | b} with a and b drawn from the 22 games
// born by day 2. (With random option sets on both sides instead, canonical forms of the partial
// sums double in size with each term, and 20 terms are out of reach for any exact program.)
{
  const rand = random(2026);
  let day: Game[] = [ZERO];
  for (let d = 0; d < 2; d++) {
    const subsets = day.reduce<Game[][]>((acc, g) => [...acc, ...acc.map((s) => [...s, g])], [[]]);
    day = [...new Set(subsets.flatMap((l) => subsets.map((r) => game(l, r))))];
  }
  const pick = (): Game => day[Math.floor(rand() * day.length)]!;
  const games: Game[] = [];
  while (games.length < 20) {
    const g = game([pick()], [pick()]);
    if (birthday(g) === 3) games.push(g);
  }
  const { ms, result } = time(() => sum(games));
  emit('sum-20-birthday-3', 'ms', ms);
  process.stderr.write(`sum of 20 games born on day 3: birthday ${birthday(result)}\n`);
}

/**
 * A Fox and Geese board's value, from its graph to its simplest form, in CPU seconds, with the
 * process's peak memory so far.
 */
function foxAndGeeseRow(name: string, board: string, target: number, targetPeakMiB: number): void {
  const start = parseFoxAndGeese(board);
  const { s, result } = cpuSeconds(() => formatLoopy(loopySimplify(foxAndGeese(start).game)));
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const row = {
    name: `cgt-values/${name}`,
    unit: 's',
    value: Number(s.toFixed(3)),
    cpuSeconds: Number(s.toFixed(3)),
    peakMiB: Number(peakMiB.toFixed(1)),
    target,
    targetPeakMiB,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
  process.stderr.write(`Fox and Geese ${board} = ${result}\n`);
}

// 5. CGSuite's {4*|7/2} of Fox and Geese (four geese on row 4 of a board 8 wide, the fox in the
// corner): its 7,258 positions fused bottom-up without the table of every pair.
foxAndGeeseRow('fox-and-geese-4x8', '.x.x.x.x|........|........|o.......', 8, 1024);

// 6. Four geese on row 5, the fox in the corner: 33,908 positions, {4,4*|||7/2|3||2over}.
// CGSuite values such boards in seconds; about 6 CPU-s here, so the target leaves room for a
// slower machine, not for a return to comparing each position with every class (100 CPU-s).
foxAndGeeseRow('fox-and-geese-5x8', 'x.x.x.x.|........|........|........|o.......', 15, 1024);
