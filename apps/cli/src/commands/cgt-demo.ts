import { formatGame, mean, outcome, parseGame, temperature } from '@cgkit/cgt-values';
import { nimInverse, nimProduct, octalGrundy } from '@cgkit/cgt-values/impartial';
import {
  domineering,
  parseDomineering,
  PartizanSolver,
  toadsAndFrogs,
} from '@cgkit/cgt-values/rulesets';

/** `cgkit demo`'s section of combinatorial game values. */
export function cgtDemo(): string {
  const lines = [
    ...['^ + ^', '{1/2|-2}', '+-1 + +-1', '{3||2|1}'].map((e) => {
      const g = parseGame(e);
      return `${e} = ${formatGame(g)} (outcome ${outcome(g)}, mean ${mean(g).toString()}, temperature ${temperature(g).toString()})`;
    }),
    `Domineering ...|... = ${formatGame(new PartizanSolver(domineering).canonicalForm(parseDomineering('...|...')))}`,
    `Toads and Frogs TTT..FFF = ${formatGame(new PartizanSolver(toadsAndFrogs).canonicalForm('TTT..FFF'))}`,
  ];
  const kayles = octalGrundy('0.77', 200);
  lines.push(`Kayles (0.77): period ${kayles.period}, preperiod ${kayles.preperiod}`);
  lines.push(`nim: 8 * 8 = ${nimProduct(8n, 8n)}, inverse of 2 = ${nimInverse(2n)}`);
  return lines.join('\n');
}
