import { count } from '../shell/words.js';

interface Props {
  /** Positions of the value history whose remoteness is not known. */
  readonly missing: number;
  /** Positions of the value history. */
  readonly total: number;
  /** Which positions get their remoteness in this game, and why not the others. */
  readonly why: string;
}

/** Under a value history: which rows show no remoteness (—), and which positions get one. */
export function RemotenessNote({ missing, total, why }: Props) {
  if (missing === 0) return null;
  const which = missing === total ? 'any position so far' : count(missing, 'position');
  return (
    <p className="note" data-testid="remoteness-note">
      No remoteness (—) for {which}. {why} Who wins is exact all the same, and so is the computer’s
      play: a winning move when it has one, though not always the fastest win or the slowest loss.
    </p>
  );
}
