import type { Cake, Portion } from '@cgkit/galette';

/** The letter of each portion in GT.txt and cake texts, indexed by `Portion`: O, X, V. */
const LETTERS = 'OXV';

/** The portion a letter stands for (`O` uneaten, `X` eaten, `V` poisoned), or undefined. */
export function portionOfLetter(letter: string | undefined): Portion | undefined {
  const portion = letter === undefined || letter.length !== 1 ? -1 : LETTERS.indexOf(letter);
  return portion < 0 ? undefined : (portion as Portion);
}

/** Row r of a cake as its letters. */
export function cakeRowText(cake: Cake, r: number): string {
  let row = '';
  for (let c = 0; c < cake.cols; c++) row += LETTERS[cake.cells[r * cake.cols + c]!];
  return row;
}
