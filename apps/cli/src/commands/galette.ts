import { watch } from 'node:fs';
import { access, constants, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import {
  GaletteSolver,
  MAX_JOB_PLIES,
  createCake,
  emptyCakeSizes,
  estimateParts,
  formatNimber,
  galetteMatch,
  hasBite,
  takeBite,
  turnStatus,
  type Bite,
  type Cake,
  type GaletteTurn,
} from '@cgkit/galette';
import {
  FormatError,
  parseGaletteInput,
  parseGtIn,
  parseGtTxt,
  printGtOut,
  printGtTxt,
} from '@cgkit/io-formats/galette';
import { ParallelGaletteSolver, StoreError } from '@cgkit/galette/node';
import {
  checkControl,
  DeadlineError,
  Match,
  pastDeadline,
  readClock,
  withDeadline,
  type Progress as SolveProgress,
} from '@cgkit/core-search';
import { FileChangedError, writeFileAtomic } from '@cgkit/io-formats/node';
import type { Command } from 'commander';
import {
  CommandFailure,
  UserError,
  solveControl,
  solveSignal,
  parseIntOption,
  printJson,
  progress,
  readInput,
  checkOutputPath,
  type CommandModule,
  type ProgressLine,
} from '../cli-kit.js';
// The queue's own modules (BullMQ, Redis) load only when --queue is given.
import { DEFAULT_PLIES } from '../queue/jobs.js';
import { workerSetup } from '../runtime.js';

/** Exit code of `play` when this program has no legal bite (it has lost). */
export const NO_MOVE_EXIT_CODE = 3;

/** Options every searching command takes. */
interface SearchOptions {
  threads?: string;
}

/** Options of the commands that keep their solved parts in a cache. */
interface CacheOptions extends SearchOptions {
  cache?: string;
}

/** Options of the commands that can spread their work over a Redis queue (`queue/`). */
interface QueueOptions {
  queue?: string;
  split?: string;
}

interface AnalyzeOptions extends CacheOptions, QueueOptions {
  output: string;
  zeroBased?: boolean;
  xCol?: boolean;
  json?: boolean;
}

interface PlayOptions extends SearchOptions {
  player: string;
  watch?: boolean;
}

interface TableOptions extends CacheOptions, QueueOptions {
  maxRows: string;
  maxCols: string;
  budget?: string;
  json?: boolean;
}

/** A bite as people read it: 1-based row and column of its top-left portion. */
function biteText(bite: Bite): string {
  return `row ${bite.row + 1}, column ${bite.col + 1}`;
}

/**
 * Runs a solve, turning "this part is out of reach" (a RangeError, most found before searching)
 * into one line and exit code 1: the input is valid, the solver cannot compute it. Past the
 * memory budget, the line says what may be changed.
 */
async function withinReach<T>(solve: () => Promise<T>): Promise<T> {
  try {
    return await solve();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    if (error.name === 'RangeError') throw new CommandFailure(error.message);
    if (error.name === 'MemoryBudgetError') {
      throw new CommandFailure(`${error.message}: raise --max-memory, or give a smaller cake`);
    }
    throw error;
  }
}

/**
 * A solver searching on `--threads` threads (all cores by default; small cakes use one). More
 * threads than cores would only add memory and contention: the count is capped to the cores.
 * Its table stays within the `--max-memory` budget: once full, the search goes on exactly, on
 * one thread, keeping the parts it forgets in the store (the `--cache`, else a scratch store in
 * the temporary directory that `@cgkit/galette/node` removes however the run ends).
 */
function solverFor(options: CacheOptions): ParallelGaletteSolver {
  const { maxMemoryBytes } = solveControl();
  const threads =
    options.threads === undefined
      ? undefined
      : Math.min(parseIntOption(options.threads, '--threads', 1, 1024), availableParallelism());
  // The main thread ends the process between the store's commits, never inside one.
  const commitLock = workerSetup()?.commitLock;
  return new ParallelGaletteSolver({
    ...(threads !== undefined && { threads }),
    ...(commitLock !== undefined && { commitLock }),
    maxMemoryBytes,
  });
}

/**
 * A solver with the `--cache` store open: the parts it holds are remembered, and every part
 * solved is committed to it while the search runs. A path that is not a cache is an input
 * mistake (exit 2), left untouched; a cache file of cgkit 0.1.0 is converted, saying so.
 */
async function cachedSolverFor(options: CacheOptions): Promise<ParallelGaletteSolver> {
  const path = options.cache;
  if (path !== undefined) await checkCachePath(path);
  const solver = solverFor(options);
  if (path === undefined) return solver;
  try {
    const { converted } = solver.openCache(path);
    if (converted !== undefined) {
      process.stderr.write(
        `cgkit: ${path}: a cache file of cgkit 0.1.0, converted to a store (${converted.parts} parts); the old file is kept as ${converted.oldFile}\n`,
      );
    }
  } catch (error) {
    await solver.close();
    if (error instanceof StoreError) throw new UserError(`${path}: ${error.message}`);
    throw error;
  }
  return solver;
}

/** A cache is a directory this run can write in, or a file (0.1.0's) beside which it can. */
async function checkCachePath(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory() !== true) return checkOutputPath(path);
  await access(path, constants.W_OK).catch(() => {
    throw new UserError(`${path}: permission denied`);
  });
}

/**
 * What a search shows on a terminal: the parts searched, out of about how many for a cold search
 * of an empty cake (`estimate`, see `estimateParts`), the share of the bites of the part it searches from whose value is
 * settled (a true share of the work, not of the time: the first bite takes most of it), and what
 * has reached the cache file.
 */
function searchProgress(
  report: ProgressLine,
  solver: ParallelGaletteSolver,
  estimate: number | undefined,
  prefix = '',
): (progress: SolveProgress) => void {
  let parts = partsText(0, estimate);
  let bites = '';
  return ({ done, total, phase }) => {
    if (phase === 'parts') parts = partsText(done, estimate);
    else if (phase === 'bites' && total !== undefined) bites = `, bites ${done}/${total} settled`;
    else return;
    const cache = solver.cacheStats;
    const saved =
      cache === undefined
        ? ''
        : `, ${cache.entries} saved to the cache (${(cache.bytes / 2 ** 20).toFixed(1)} MiB)`;
    // A full table keeps the search exact but slows it (see the galette README).
    const store = solver.storeStats;
    const spilled =
      store === undefined
        ? 'exact but slower'
        : `${store.written} parts to the store, ${store.found} read back`;
    const full = solver.tableFull ? `, table full (--max-memory): ${spilled}` : '';
    report.update(`${prefix}${parts}${bites}${saved}${full}`);
  };
}

export function partsText(done: number, estimate: number | undefined): string {
  if (estimate === undefined) return `${done} parts searched`;
  if (done > estimate) return `${done} parts searched (past the estimate of ${estimate})`;
  return `${done} of about ${estimate} parts searched (${Math.floor((100 * done) / estimate)}%)`;
}

function oneBased(bite: Bite): { row: number; col: number } {
  return { row: bite.row + 1, col: bite.col + 1 };
}

/**
 * Refuses, in one line, options that would do nothing: `--split` without `--queue` (there are
 * no jobs to split into), and with `--queue` the options of a search in this process, as the
 * workers search (each with its own `cgkit worker --threads`, sharing parts through Redis).
 */
function checkQueueOptions(options: AnalyzeOptions | TableOptions): void {
  if (options.queue === undefined) {
    if (options.split !== undefined) {
      throw new UserError('--split splits the search into jobs for --queue: give --queue too');
    }
    return;
  }
  if (options.threads !== undefined) {
    throw new UserError(
      '--threads is for a search in this process: with --queue the workers search (cgkit worker --threads N)',
    );
  }
  if (options.cache !== undefined) {
    throw new UserError(
      '--cache is for a search in this process: with --queue the workers search and share their parts through Redis',
    );
  }
}

async function analyze(file: string | undefined, options: AnalyzeOptions): Promise<void> {
  checkQueueOptions(options);
  const input = await readInput(file ?? 'GT.in');
  if (options.output !== '-') await checkOutputPath(options.output);
  const { cake, toMove } = parseGaletteInput(input.text, input.name, {
    zeroBased: options.zeroBased === true,
    xIsColumn: options.xCol === true,
  });
  if (options.queue !== undefined) {
    const plies = parseIntOption(
      options.split ?? String(DEFAULT_PLIES),
      '--split',
      1,
      MAX_JOB_PLIES,
    );
    const { analyzeOnQueue } = await import('../queue/galette-queue.js');
    const report = progress('galette');
    const { grundy, winningBites } = await withinReach(() =>
      analyzeOnQueue(options.queue!, cake, plies, solveSignal(), report),
    ).finally(() => report.done());
    await reportValue(grundy, winningBites, cake, toMove, options);
    return;
  }
  const solver = await cachedSolverFor(options);
  const report = progress('galette');
  const { grundy, winningBites } = await withinReach(() =>
    solver.analyze(cake, {
      ...solveControl(),
      // Parts found in the cache are not searched again: the estimate is of a search from nothing.
      onProgress: searchProgress(
        report,
        solver,
        solver.tableSize === 0 ? estimateParts(cake) : undefined,
      ),
    }),
  ).finally(() => solver.close());
  report.done();
  const store = solver.storeStats;
  const stats = { ...solver.stats, tableEntries: solver.tableSize, ...(store && { store }) };
  await reportValue(grundy, winningBites, cake, toMove, options, stats);
}

/** Writes GT.out and prints the value, or `--json` (with the search's counters when known). */
async function reportValue(
  grundy: number,
  winningBites: readonly Bite[],
  cake: Cake,
  toMove: 1 | 2 | undefined,
  options: AnalyzeOptions,
  stats?: object,
): Promise<void> {
  if (options.output !== '-') await writeFileAtomic(options.output, printGtOut(grundy));
  const winner = grundy === 0 ? 'second' : 'first';
  if (options.json === true) {
    printJson({
      value: formatNimber(grundy),
      grundy,
      winner,
      winningMoves: winningBites.map(oneBased),
      ...(stats && { stats }),
    });
    return;
  }
  const mover = toMove === undefined ? 'the player to move' : `player ${toMove} (to move)`;
  const verdict =
    grundy !== 0
      ? `${mover} wins, for instance by eating the bite at ${biteText(winningBites[0]!)}`
      : !hasBite(cake)
        ? `${mover} has no bite and loses`
        : `${mover} loses: every bite leaves a winning position`;
  process.stdout.write(`${formatNimber(grundy)}: ${verdict}\n`);
}

/** What one look at the play file led to ('changed': it changed while the move was computed). */
type Turn = 'moved' | 'waiting' | 'no-move' | 'won' | 'invalid' | 'changed';

/** What `play` says when the file changed while its move was computed. */
function changedText(path: string): string {
  return `${path}: changed while the move was computed; left as it is, with no move made`;
}

/**
 * Moves if the play file (its text given) says it is this player's turn. Returns what happened
 * and the text written; the file is rewritten (atomically) only after a move.
 */
async function takeTurn(
  path: string,
  text: string,
  player: 1 | 2,
  solver: ParallelGaletteSolver,
): Promise<{ turn: Turn; written?: string }> {
  const game = parseGtTxt(text, path);
  switch (turnStatus(game, player)) {
    case 'won':
      process.stdout.write(`player ${game.toMove} has no legal bite: player ${player} wins\n`);
      return { turn: 'won' };
    case 'waiting':
      process.stdout.write(`it is player ${game.toMove}'s turn; this program plays ${player}\n`);
      return { turn: 'waiting' };
    case 'lost':
      process.stderr.write(`cgkit: warning: player ${player} has no legal bite and loses\n`);
      return { turn: 'no-move' };
    case 'to-play':
      break;
  }
  const { bite, wins } = await withinReach(() => perfectBite(game, solver));
  const next = takeBite(game, bite);
  const written = printGtTxt(next);
  // The move answers the text read: a file changed meanwhile (the opponent, an editor) is theirs.
  try {
    await writeFileAtomic(path, written, { replacing: text });
  } catch (error) {
    if (error instanceof FileChangedError) return { turn: 'changed' };
    throw error;
  }
  const outlook = wins ? 'a winning bite' : 'the position was lost';
  process.stdout.write(`player ${player} eats the bite at ${biteText(bite)} (${outlook})\n`);
  if (turnStatus(next, player) === 'won') {
    process.stdout.write(`player ${next.toMove} has no legal bite: player ${player} wins\n`);
    return { turn: 'won', written };
  }
  return { turn: 'moved', written };
}

/**
 * The bite of a core-search `Match`'s perfect policy, on the cake's values searched on every
 * thread first, and whether it wins. No remoteness is searched: a winning bite is the first one
 * (row-major); when every bite loses, the one leaving the fewest winning replies, then eating the
 * fewest portions (`galetteMatch`'s `lossLength`), then the first.
 */
async function perfectBite(
  turn: GaletteTurn,
  solver: ParallelGaletteSolver,
): Promise<{ bite: Bite; wins: boolean }> {
  const control = solveControl();
  const game = galetteMatch(await solver.settled(turn.cake, control), { remotenessBudget: 0 });
  const match = Match.start(game, turn);
  const bite = match.computerMove('perfect', { control })!;
  const value = match.legalMoves(control).find(({ move }) => game.sameMove(move, bite))!;
  return { bite, wins: value.outcome === 'win' };
}

async function play(file: string | undefined, options: PlayOptions): Promise<void> {
  const player = parseIntOption(options.player, '--player', 1, 2) as 1 | 2;
  const path = file ?? 'GT.txt';
  if (path === '-') {
    throw new UserError('galette play rewrites its file in place: name the GT.txt file, not -');
  }
  // Its rewrite is checked before the search, not found impossible after it.
  await checkOutputPath(path);
  const solver = solverFor(options);
  try {
    if (options.watch !== true) {
      const { text } = await readInput(path);
      const { turn } = await takeTurn(path, text, player, solver);
      if (turn === 'changed') throw new CommandFailure(changedText(path));
      if (turn === 'no-move') process.exitCode = NO_MOVE_EXIT_CODE;
      return;
    }
    await watchGame(path, player, solver);
  } finally {
    await solver.close();
  }
}

/**
 * Plays through the file until the game ends: it re-reads the file whenever it changes (the
 * directory is watched, since an atomic rewrite replaces the file, and polled as a fallback).
 * An invalid file is reported and waited on, as an editor may be half-way through a save.
 */
async function watchGame(
  path: string,
  player: 1 | 2,
  solver: ParallelGaletteSolver,
): Promise<void> {
  const control = solveControl();
  const { signal } = control;
  let lastText: string | undefined;
  let wake: () => void = () => undefined;
  const watcher = watch(dirname(resolve(path)), (_event, name) => {
    if (name === null || name === basename(path)) wake();
  });
  const poll = setInterval(() => wake(), 250);
  signal.addEventListener('abort', () => wake(), { once: true });
  try {
    for (;;) {
      checkControl(control);
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text !== undefined && text !== lastText) {
        lastText = text;
        let turn: Turn;
        try {
          const result = await takeTurn(path, text, player, solver);
          turn = result.turn;
          // What this program wrote is no news; the opponent's next text will be.
          if (result.written !== undefined) lastText = result.written;
        } catch (error) {
          if (!(error instanceof FormatError)) throw error;
          process.stderr.write(`cgkit: ${error.render()}\n`);
          turn = 'invalid';
        }
        if (turn === 'changed') {
          // Its new text is read at once.
          process.stderr.write(`cgkit: warning: ${changedText(path)}\n`);
          continue;
        }
        if (turn === 'no-move') {
          process.exitCode = NO_MOVE_EXIT_CODE;
          return;
        }
        if (turn === 'won') return;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    watcher.close();
    clearInterval(poll);
  }
}

interface TableEntry {
  rows: number;
  cols: number;
  grundy: number | null;
  seconds: number;
}

async function table(options: TableOptions): Promise<void> {
  checkQueueOptions(options);
  const maxRows = parseIntOption(options.maxRows, '--max-rows', 1, 1000);
  const maxCols = parseIntOption(options.maxCols, '--max-cols', 1, 100_000);
  const budget = Number(options.budget ?? '60');
  if (!(budget > 0 && Number.isFinite(budget))) {
    throw new UserError(`--budget expects a positive number of seconds, got ${options.budget}`);
  }
  if (options.queue !== undefined) {
    await tableOnQueue(options.queue, emptyCakeSizes(maxRows, maxCols), options.json === true);
    return;
  }
  const solver = await cachedSolverFor(options);
  const control = solveControl();
  const report = progress('galette table');
  const entries: TableEntry[] = [];
  try {
    for (const { rows, cols } of emptyCakeSizes(maxRows, maxCols)) {
      const started = readClock(control);
      let grundy: number | null;
      try {
        grundy = await withinReach(() =>
          solver.emptyCake(rows, cols, {
            ...withDeadline(control, budget * 1000),
            // Each cake finds the parts of the smaller ones in the table: no estimate holds.
            onProgress: searchProgress(report, solver, undefined, `${rows}×${cols}: `),
          }),
        );
      } catch (error) {
        // Past the entry's budget it is given up; Ctrl-C or --time-limit end the table.
        if (!(error instanceof DeadlineError) || control.signal.aborted || pastDeadline(control))
          throw error;
        grundy = null;
      }
      const entry = { rows, cols, grundy, seconds: (readClock(control) - started) / 1000 };
      entries.push(entry);
      if (options.json !== true) {
        report.done();
        process.stdout.write(`${tableLine(entry)}\n`);
      }
    }
  } finally {
    report.done();
    await solver.close();
  }
  if (options.json === true) printJson(entries);
}

/** The table with each cake one job on the queue (no budget: a cake is solved to the end). */
async function tableOnQueue(
  url: string,
  sizes: readonly { rows: number; cols: number }[],
  json: boolean,
): Promise<void> {
  const { emptyCakesOnQueue } = await import('../queue/galette-queue.js');
  const entries: TableEntry[] = [];
  await withinReach(() =>
    emptyCakesOnQueue(url, sizes, solveSignal(), (index, grundy, seconds) => {
      const entry = { ...sizes[index]!, grundy, seconds };
      entries.push(entry);
      if (!json) process.stdout.write(`${tableLine(entry)}\n`);
    }),
  );
  if (json) printJson(entries);
}

function tableLine({ rows, cols, grundy, seconds }: TableEntry): string {
  const value = grundy === null ? 'over budget' : formatNimber(grundy);
  return `${`${rows}×${cols}`.padEnd(9)} ${value.padEnd(12)} ${seconds.toFixed(3)} s`;
}

const threadsHelp =
  'threads searching together, at most one per core (default: every core; small cakes use one)';

const cacheHelp =
  'keep solved parts in this directory (an LMDB store) as they are found: a later run, even after a kill, continues; runs may share it';

const queueHelp =
  'spread the search over `cgkit worker` processes on this Redis queue, such as redis://host:6379';

const splitHelp = `bites deep the cake is split into jobs with --queue (1 to ${MAX_JOB_PLIES}, default ${DEFAULT_PLIES})`;

const coordinatesHelp =
  'GT.in coordinates are 1-based with x the row and y the column unless --zero-based or --x-col';

/** The example of the assignment (an empty 3×3 cake) and a game in progress. */
const demoGtIn = '3 3 0\n';
const demoGtTxt = '4 5 1\nOOOOV\nOXXOO\nOXXOO\nOOOOO\n';

export const galetteCommand: CommandModule = {
  title: 'Galette toxique',
  register(program: Command) {
    const galette = program
      .command('galette')
      .description('Galette toxique: values of cakes, perfect play through GT.txt, value tables');
    galette
      .command('analyze')
      .description(`value of a cake from GT.in or GT.txt, written to GT.out. ${coordinatesHelp}`)
      .argument('[file]', 'GT.in or GT.txt file, - for stdin', 'GT.in')
      .option('-o, --output <file>', 'where to write the value (- for none)', 'GT.out')
      .option('--zero-based', 'GT.in coordinates count from 0')
      .option('--x-col', 'GT.in x is the column and y the row')
      .option('--json', 'print {value, grundy, winner, winningMoves, stats}')
      .option('--cache <dir>', cacheHelp)
      .option('--threads <n>', threadsHelp)
      .option('--queue <url>', queueHelp)
      .option('--split <plies>', splitHelp)
      .action((file: string | undefined, options: AnalyzeOptions) => analyze(file, options));
    galette
      .command('play')
      .description(
        `move in GT.txt when it is this program's turn (exit code ${NO_MOVE_EXIT_CODE} when it has no bite)`,
      )
      .argument('[file]', 'GT.txt file', 'GT.txt')
      .requiredOption('--player <n>', 'the player this program is: 1 or 2')
      .option('--watch', 'keep playing whenever the file changes, until the game ends')
      .option('--threads <n>', threadsHelp)
      .action((file: string | undefined, options: PlayOptions) => play(file, options));
    galette
      .command('table')
      .description('values of the empty cakes R×C (R ≤ C) up to the limits, with time per entry')
      .requiredOption('--max-rows <r>', 'the most rows')
      .requiredOption('--max-cols <c>', 'the most columns')
      .option('--budget <seconds>', 'time allowed per entry before it is given up', '60')
      .option('--json', 'print [{rows, cols, grundy, seconds}] (grundy null when over budget)')
      .option('--cache <dir>', cacheHelp)
      .option('--threads <n>', threadsHelp)
      .option('--queue <url>', `${queueHelp} (each cake one job; no --budget)`)
      .action((options: TableOptions) => table(options));
  },
  demo() {
    const solver = new GaletteSolver();
    const example: Cake = parseGtIn(demoGtIn);
    const lines = [
      `GT.in "3 3 0" (the assignment's example): GT.out ${formatNimber(solver.grundy(example))}`,
    ];
    const game = parseGtTxt(demoGtTxt);
    const { grundy, winningBites } = solver.analyze(game.cake);
    const bites = winningBites.map(biteText).join('; ') || 'none';
    lines.push(`A 4×5 game in progress: ${formatNimber(grundy)}, winning bites: ${bites}`);
    const values = [4, 5, 6].map(
      (n) => `${n}×${n} = ${formatNimber(solver.grundy(createCake(n, n)))}`,
    );
    lines.push(`Empty cakes: ${values.join(', ')}`);
    return `${lines.join('\n')}\n`;
  },
};
