import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import type { Relation } from '../relation.js';
import { deadEndingCompare } from './dead-ending.js';
import { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
import { pFreeDeadEndingCompare, pFreeDeadEndingReduced } from './p-free-dead-ending.js';
import { partizanMisere, type PartizanForm, type PartizanMisereReport } from './partizan.js';

/** What `describePartizanMisere` works out besides the form's outcome, classes and reduced forms. */
export interface PartizanMisereDescriptionOptions {
  /** A dead-ending game to compare G with. */
  readonly compare?: PartizanForm | undefined;
}

/**
 * A partizan form in misère play described as plain data: its outcome and classes; a
 * dead-ending form's reduced form modulo dead-ending games, and a P-free one's also modulo
 * P-free dead-ending games (texts of `formatPartizanForm`); how it compares with
 * `options.compare` modulo dead-ending games, and modulo P-free dead-ending games when both are
 * P-free. A part that does not apply is left out.
 */
export interface PartizanMisereDescription extends PartizanMisereReport {
  readonly deadEndingReduced?: string;
  readonly pFreeDeadEndingReduced?: string;
  readonly deadEndingOrder?: Relation;
  readonly pFreeDeadEndingOrder?: Relation;
}

/**
 * G's description (see `PartizanMisereDescription`). Only dead-ending games are compared: an
 * InputLimitError names the game that is not.
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
): Pick<PartizanMisereDescription, 'deadEndingOrder' | 'pFreeDeadEndingOrder'> {
  const other = partizanMisere(h, control);
  for (const [game, { deadEnding }] of [
    ['the game', report],
    ['the game compared with', other],
  ] as const) {
    if (!deadEnding) {
      throw new InputLimitError(`${game} is not dead-ending: only dead-ending games are compared`);
    }
  }
  return {
    deadEndingOrder: deadEndingCompare(g, h, control),
    ...(report.pFree && other.pFree
      ? { pFreeDeadEndingOrder: pFreeDeadEndingCompare(g, h, control) }
      : {}),
  };
}
