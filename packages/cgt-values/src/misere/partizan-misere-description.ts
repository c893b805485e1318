import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import type { Relation } from '../relation.js';
import { deadEndingCompare } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeBlockingCompare, pFreeBlockingReduced } from './p-free-blocking.js';
import { pFreeDeadEndingCompare, pFreeDeadEndingReduced } from './p-free-dead-ending.js';
import { partizanMisere, type PartizanForm, type PartizanMisereReport } from './partizan.js';

/** What `describePartizanMisere` works out besides the form's outcome, classes and reduced forms. */
export interface PartizanMisereDescriptionOptions {
  /** A game to compare G with: dead-ending, or P-free and blocking. */
  readonly compare?: PartizanForm | undefined;
}

/**
 * A partizan form in misère play described as plain data: its outcome and classes; a
 * dead-ending form's reduced form modulo dead-ending games, a P-free one's also modulo P-free
 * dead-ending games, and a P-free blocking form's modulo P-free blocking games (texts of
 * `formatPartizanForm`); how it compares with `options.compare` modulo each of these universes
 * that holds both. A part that does not apply is left out.
 */
export interface PartizanMisereDescription extends PartizanMisereReport {
  readonly deadEndingReduced?: string;
  readonly pFreeDeadEndingReduced?: string;
  readonly pFreeBlockingReduced?: string;
  readonly deadEndingOrder?: Relation;
  readonly pFreeDeadEndingOrder?: Relation;
  readonly pFreeBlockingOrder?: Relation;
}

const inPFreeBlocking = (r: PartizanMisereReport): boolean => r.blocking && r.pFree;

/**
 * G's description (see `PartizanMisereDescription`). Games are compared when both are
 * dead-ending or both P-free and blocking: else an InputLimitError says so.
 */
export function describePartizanMisere(
  g: PartizanForm,
  options: PartizanMisereDescriptionOptions = {},
  control?: SolveControl,
): PartizanMisereDescription {
  return withControl(control, () => {
    const report = partizanMisere(g, control);
    const { compare: h } = options;
    const pFree = report.deadEnding && report.pFree;
    return {
      ...report,
      ...(report.deadEnding
        ? { deadEndingReduced: formatPartizanForm(deadEndingReduced(g, control)) }
        : {}),
      ...(pFree
        ? { pFreeDeadEndingReduced: formatPartizanForm(pFreeDeadEndingReduced(g, control)) }
        : {}),
      ...(inPFreeBlocking(report)
        ? { pFreeBlockingReduced: formatPartizanForm(pFreeBlockingReduced(g, control)) }
        : {}),
      ...(h === undefined ? {} : orders(g, report, h, control)),
    };
  });
}

/** How G (of this report) compares with H modulo each universe both are in. */
function orders(
  g: PartizanForm,
  report: PartizanMisereReport,
  h: PartizanForm,
  control?: SolveControl,
): Pick<
  PartizanMisereDescription,
  'deadEndingOrder' | 'pFreeDeadEndingOrder' | 'pFreeBlockingOrder'
> {
  const other = partizanMisere(h, control);
  const deadEnding = report.deadEnding && other.deadEnding;
  const pFreeBlocking = inPFreeBlocking(report) && inPFreeBlocking(other);
  if (!deadEnding && !pFreeBlocking) {
    const inEither = (r: PartizanMisereReport): boolean => r.deadEnding || inPFreeBlocking(r);
    const game = !inEither(report)
      ? 'the game'
      : !inEither(other)
        ? 'the game compared with'
        : undefined;
    throw new InputLimitError(
      game === undefined
        ? 'the games are neither both dead-ending nor both P-free and blocking: not compared'
        : `${game} is neither dead-ending nor P-free and blocking: only such games are compared`,
    );
  }
  return {
    ...(deadEnding ? { deadEndingOrder: deadEndingCompare(g, h, control) } : {}),
    ...(deadEnding && report.pFree && other.pFree
      ? { pFreeDeadEndingOrder: pFreeDeadEndingCompare(g, h, control) }
      : {}),
    ...(pFreeBlocking ? { pFreeBlockingOrder: pFreeBlockingCompare(g, h, control) } : {}),
  };
}
