import { parseExplicitGame } from '../short/notation.js';
import type { PartizanForm } from '../misere/partizan.js';

// The relations and reductions of cgt-tools' tests of P-free games (t4ccer/cgt-tools,
// cgt/misere/game_form/p_free_dead_ending.rs, and the same values again in p_free_blocking.rs,
// its tests `relations` and `reductions`), in its notation.

/** A form in cgt-tools' notation (integers as n moves in a row), every brace an explicit form. */
export const cgtToolsForm = (text: string): PartizanForm =>
  parseExplicitGame(text.replace(/\{/g, "'{").replace(/\}/g, "}'"));

/** Pairs G, H with G = H modulo P-free dead-ending games (and P-free blocking ones). */
export const P_FREE_EQUAL = [
  ['1', '{0|1}'],
  ['1', '{0,{-2|2}|1}'],
  ['2', '{1,{-2|2}|1}'],
  ['2', '{2,{-2|2}|1}'],
  ['2', '{3,{-2|2}|1}'],
  ['1', '{0,{-3|3}|1}'],
  ['2', '{1,{-3|3}|1}'],
  ['3', '{2,{-3|3}|1}'],
  ['3', '{3,{-3|3}|1}'],
  ['3', '{4,{-3|3}|1}'],
  ['3', '{{-3|3}|1}'],
  ['3', '{{-3|3}|2}'],
  ['3', '{{-3|3}|3}'],
  ['3', '{{-3|3}|4}'],
  ['{{-3|3},{-4|4}|1}', '3'],
  ['{1|3}', '2'],
  ['5', '{4|1,{-1|3}}'],
  ['5', '{4|{0|3}}'],
  ['{0,{-2|2}|1}', '{0|1}'],
  ['{0,{-2|2}|2}', '{0|2}'],
  ['{0,{-2|2},{-3|3}|2}', '{0|2}'],
];
/** Pairs G, H with G ≥ H there. */
export const P_FREE_ABOVE = [
  ['3', '{{-3|3}|5}'],
  ['0', '1'],
  ['{-2|1}', '{-2|2}'],
  ['-1', '5'],
  ['-1', '{4|1,{-1|3}}'],
  ['{-1|0}', '5'],
  ['{-1|0}', '{4|1,{-1|3}}'],
  ['0', '{4|{0|3}}'],
];
/** Forms and their reduced forms there. */
export const P_FREE_REDUCTIONS = [
  ['{0|2}', '1'],
  ['{0,1|2}', '1'],
  ['{0|3}', '{0|3}'],
  ['{0,1|3}', '{0|3}'],
  ['{-2|0}', '-1'],
  ['{{-2|1}|1}', '1'],
  ['{{-2|1}|2}', '1'],
  ['{{-1|2}|1}', '2'],
  ['{{-1|2}|2}', '2'],
  ['{{-1|2}|3}', '2'],
  ['{{-2|2}|1}', '2'],
  ['{{-2|2}|2}', '2'],
  ['{{-2|2}|3}', '2'],
  ['{-1|{-1|2}}', '-1'],
  ['{-2|{-1|2}}', '-1'],
  ['{-1|{-2|1}}', '-2'],
  ['{-1|{-2|2}}', '-2'],
  ['{-2|{-2|1}}', '-2'],
  ['{-2|{-2|2}}', '-2'],
  ['{-3|{-2|1}}', '-2'],
  ['{-3|{-2|2}}', '-2'],
  ['{0,{-2|2}|1}', '1'],
  ['{0,{-3|3}|1}', '1'],
  ['{0,{-2|2},{-3|3}|1}', '1'],
  ['{0,{-2|2}|3}', '{0|3}'],
  ['{-3|0,{-2|2}}', '{-3|0}'],
  ['{1,{-2|2},{-3|3}|1}', '2'],
  ['{-1|{0|3}}', '0'],
];
