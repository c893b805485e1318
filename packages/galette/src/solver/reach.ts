import { memoryBudget, MemoryBudgetError, type SolveControl } from '@cgkit/core-search';
import { type Cake, Portion } from '../model.js';
import { type CakePart, isBiteOfPart } from '../rules.js';
import { keyLength } from './records.js';

/**
 * What the search of a part takes at least for its frames, in bytes, about. Each level of the
 * search holds a frame with the packed keys of the parts every bite leaves (about the part's key
 * each), and the search goes at least a quarter of the part's portions deep (a bite eats at most
 * four), each level's part a few portions smaller than the one above: half the top frame a level
 * on average, and arrays that double as they grow hold about twice what they use.
 */
export function searchFrameBytes(part: {
  readonly height: number;
  readonly width: number;
  readonly bites: number;
  readonly portions: number;
}): number {
  const keyWords = keyLength(part.height | (part.width << 16));
  const frame = 4 * part.bites * (keyWords + 4);
  const depth = Math.ceil(part.portions / 4);
  return depth * frame;
}

/** A part of a cake, measured for {@link searchFrameBytes}. */
export function measurePart(
  cake: Cake,
  labels: Int32Array,
  part: CakePart,
): { height: number; width: number; bites: number; portions: number } {
  let bites = 0;
  for (let row = part.top; row < part.bottom; row++) {
    for (let col = part.left; col < part.right; col++) {
      if (isBiteOfPart(cake, labels, part.id, row, col)) bites++;
    }
  }
  return {
    height: part.bottom - part.top + 1,
    width: part.right - part.left + 1,
    bites,
    portions: part.cells.length,
  };
}

/**
 * Throws, before any search, when searching the part would certainly need more memory for its
 * frames than the engine has (`scratchBytes`: the WebAssembly engine's fixed scratch memory, or
 * without one the control's memory budget): a `RangeError` or a `MemoryBudgetError` saying so.
 */
export function checkSearchReach(
  cake: Cake,
  labels: Int32Array,
  part: CakePart,
  scratchBytes: number | undefined,
  control: SolveControl,
): void {
  const measured = measurePart(cake, labels, part);
  const needed = searchFrameBytes(measured);
  const what = `the search of a part of ${measured.height}×${measured.width} portions`;
  if (scratchBytes === undefined) {
    const budget = memoryBudget(control);
    if (needed > budget) throw new MemoryBudgetError(what, needed, budget);
    return;
  }
  if (needed > scratchBytes) {
    throw new RangeError(
      `${what} is beyond this solver: its frames would take about ${formatBytes(needed)}, more than the ${formatBytes(scratchBytes)} of the engine's scratch memory; give a smaller cake`,
    );
  }
}

/** Whether a cake is empty (no portion eaten or poisoned) with three rows or three columns. */
export function isEmptyThreeRows(cake: Cake): boolean {
  return (
    Math.min(cake.rows, cake.cols) === 3 && cake.cells.every((cell) => cell === Portion.uneaten)
  );
}

function formatBytes(bytes: number): string {
  const [unit, size] =
    bytes >= 2 ** 40 ? ['TiB', 2 ** 40] : bytes >= 2 ** 30 ? ['GiB', 2 ** 30] : ['MiB', 2 ** 20];
  return `${Math.round(bytes / size).toLocaleString('en-US')} ${unit}`;
}
