import { GrundySolver, Solver, kayles, subtractionGame } from '../src/index.js';

/** Prints one measurement as a JSON line. */
function report(name: string, unit: string, value: number): void {
  process.stdout.write(`${JSON.stringify({ name, unit, value })}\n`);
}

// Kayles Grundy values for rows 1..2000 through the generic engine (component path).
{
  const solver = new GrundySolver(kayles);
  const start = performance.now();
  for (let n = 1; n <= 2000; n++) solver.grundy([n]);
  const seconds = (performance.now() - start) / 1000;
  report('core-search/kayles-2000/time', 's', seconds);
  const { positions, tableHits } = solver.stats;
  // Every component value computed or found in the table counts as one position visited.
  report(
    'core-search/kayles-2000/rate',
    'positions/s',
    Math.round((positions + tableHits) / seconds),
  );
}

// A win/loss solve of a game with a million positions (one heap, subtraction set {1,3,4}).
{
  const solver = new Solver(subtractionGame([1, 3, 4]));
  const start = performance.now();
  const { outcome } = solver.solve(1_000_000);
  const seconds = (performance.now() - start) / 1000;
  if (outcome !== 'win')
    throw new Error('subtraction {1,3,4} from 10^6 must be a first-player win');
  report('core-search/subtraction-1e6/time', 's', seconds);
  report(
    'core-search/subtraction-1e6/rate',
    'positions/s',
    Math.round(solver.stats.positions / seconds),
  );
}
