import {
  PartizanSolver,
  birthday,
  domineering,
  formatGame,
  octalGrundy,
  outcome,
  parseDomineering,
  parseGame,
  parseToadsFrogs,
  thermograph,
  toadsAndFrogs,
  type Game,
  type OutcomeClass,
  type Trajectory,
} from '@cgkit/cgt-values';

/** A straight piece of a thermograph wall, in plain numbers for plotting. */
export interface WallPiece {
  readonly from: number;
  readonly value: number;
  readonly slope: number;
}

/** A game's value and temperature theory, as text and numbers the page can show. */
export interface ValueReport {
  readonly canonical: string;
  readonly outcome: OutcomeClass;
  readonly mean: string;
  readonly temperature: string;
  readonly birthday: number;
  readonly leftWall: readonly WallPiece[];
  readonly rightWall: readonly WallPiece[];
  readonly meanValue: number;
  readonly temperatureValue: number;
}

/** The rulesets whose positions the Values page evaluates. */
export type PositionRuleset = 'domineering' | 'toads-frogs';

export interface OctalReport {
  readonly values: readonly number[];
  readonly period: number | undefined;
  readonly preperiod: number | undefined;
}

const plain = (wall: Trajectory): WallPiece[] =>
  wall.map((p) => ({ from: p.from.toNumber(), value: p.value.toNumber(), slope: p.slope }));

function reportOf(g: Game): ValueReport {
  const t = thermograph(g);
  return {
    canonical: formatGame(g),
    outcome: outcome(g),
    mean: t.mean.toString(),
    temperature: t.temperature.toString(),
    birthday: birthday(g),
    leftWall: plain(t.leftWall),
    rightWall: plain(t.rightWall),
    meanValue: t.mean.toNumber(),
    temperatureValue: t.temperature.toNumber(),
  };
}

/** Evaluates an expression in CGSuite's notation (`{1/2|-2} + ^`). */
export function evaluateExpression(expression: string): ValueReport {
  return reportOf(parseGame(expression));
}

const solvers = {
  domineering: new PartizanSolver(domineering),
  'toads-frogs': new PartizanSolver(toadsAndFrogs),
};

/** Evaluates a Domineering grid (`..|..`) or a Toads-and-Frogs strip (`TT..FF`). */
export function evaluatePosition(ruleset: PositionRuleset, position: string): ValueReport {
  const g =
    ruleset === 'domineering'
      ? solvers.domineering.canonicalForm(parseDomineering(position))
      : solvers['toads-frogs'].canonicalForm(parseToadsFrogs(position));
  return reportOf(g);
}

/** The Grundy values of an octal game's heaps 0 … count−1 and its period, when proved. */
export function octalSequence(code: string, count: number): OctalReport {
  const { values, period, preperiod } = octalGrundy(code, count);
  return { values: [...values], period, preperiod };
}
