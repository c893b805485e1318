import type { GameRules, ImpartialGame, PositionKey } from './game.js';
import { SeededRandom } from './random.js';

/** How many random playouts {@link checkConformance} runs, how long, from which seed. */
export interface ConformanceOptions {
  /** Random playouts to run (default 100). */
  playouts?: number;
  /** Moves per playout at most (default 200). */
  maxDepth?: number;
  /** Seed of the playouts' random choices (default 1). */
  seed?: number;
}

/** What a conformance run looked at. */
export interface ConformanceReport {
  readonly positions: number;
  readonly playouts: number;
}

/** A game whose hooks disagree with each other; the message names the hook and the position. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

/**
 * Checks that a game's functions are consistent along random playouts: moves and keys are
 * deterministic, `play` leaves its input untouched, terminal positions are recognised,
 * `canonical` is idempotent and keeps the number of moves, and `components` splits the moves
 * exactly. Every game package runs it on its own game. Throws a {@link ConformanceError}.
 */
export function checkConformance<P, M>(
  game: GameRules<P, M> | ImpartialGame<P, M>,
  starts: readonly P[],
  options: ConformanceOptions = {},
): ConformanceReport {
  if (starts.length === 0)
    throw new RangeError('checkConformance needs at least one start position');
  const random = new SeededRandom(options.seed ?? 1);
  const playouts = options.playouts ?? 100;
  const maxDepth = options.maxDepth ?? 200;
  let positions = 0;
  for (let run = 0; run < playouts; run++) {
    let position: P = starts[run % starts.length] as P;
    for (let depth = 0; depth <= maxDepth; depth++) {
      positions++;
      const where = `playout ${run}, move ${depth}, position ${describe(game.key(position))}`;
      const moves = checkPosition(game, position, (problem) => {
        throw new ConformanceError(`${game.name}: ${problem} (${where})`);
      });
      if (moves.length === 0) break;
      position = game.play(position, moves[random.below(moves.length)]!);
    }
  }
  return { positions, playouts };
}

/** Checks one position's hooks; returns its moves (none when the game is over there). */
function checkPosition<P, M>(
  game: GameRules<P, M> | ImpartialGame<P, M>,
  position: P,
  fail: (problem: string) => never,
): readonly M[] {
  const key = game.key(position);
  if (!same(key, game.key(position))) fail('key() is not deterministic');
  const moves = game.moves(position);
  const again = game.moves(position);
  if (moves.length !== again.length) fail('moves() is not deterministic');
  const childKeys = moves.map((m) => game.key(game.play(position, m)));
  again.forEach((m, i) => {
    if (!same(game.key(game.play(position, m)), childKeys[i]!))
      fail(`play() of move ${i} is not deterministic`);
  });
  if (!same(game.key(position), key)) fail('play() changed the position it was given');

  const declared = game.terminal?.(position);
  if (declared !== undefined && !['win', 'loss', 'draw'].includes(declared)) {
    fail(`terminal() returned ${String(declared)}`);
  }

  if (game.canonical !== undefined) {
    const canonical = game.canonical(position);
    const twice = game.canonical(canonical);
    if (!same(game.key(twice), game.key(canonical))) fail('canonical() is not idempotent');
    if (declared === undefined && game.moves(canonical).length !== moves.length) {
      fail('canonical() changed the number of moves');
    }
    if (game.terminal?.(canonical) !== declared) fail('canonical() changed the terminal outcome');
  }

  if ('components' in game && game.components !== undefined && declared === undefined) {
    const parts = game.components(position);
    const partMoves = parts.reduce((sum, part) => sum + game.moves(part).length, 0);
    if (partMoves !== moves.length) {
      fail(`components() have ${partMoves} moves in all, the whole has ${moves.length}`);
    }
  }
  return declared === undefined ? moves : [];
}

function same(a: PositionKey, b: PositionKey): boolean {
  return a === b;
}

function describe(key: PositionKey): string {
  const text = typeof key === 'string' ? JSON.stringify(key) : String(key);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
