/** Words that agree with their number and their subject, so no page says "1 presses". */

/** `1 press`, `3 presses`: a count with its noun in the right number (`many` defaults to +s). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/**
 * A player with a verb that agrees: `You win`, `Computer wins`, `Player 1 loses`. The person
 * playing against the computer is "You"; the verb is given in its base form.
 */
export function says(player: string, verb: string): string {
  return `${player} ${player === 'You' ? verb : thirdPerson(verb)}`;
}

function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'are' || verb === 'be') return 'is';
  if (verb === 'can' || verb === 'must') return verb;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** `1st`, `2nd`, `3rd`, `11th`: counting from 1, as every label of the app does. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The message of an error as a sentence for the page: its first letter capitalised, no "RangeError:". */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/^(Range|Type|Syntax)?Error:\s*/, '');
  if (trimmed === '') return 'Something went wrong.';
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * What a move leads to for its mover, as the boards show it: short (`wins in 7`, `loses`) for a
 * key or a bite, long (`wins in 7 presses`) for its label; empty when not known.
 */
export function outcomeWords(
  outcome: 'win' | 'loss' | 'draw' | 'unknown' | undefined,
  remoteness: number | undefined,
  move: string,
): { readonly short: string; readonly long: string } {
  if (outcome === undefined || outcome === 'unknown') return { short: '', long: '' };
  const verb = outcome === 'win' ? 'wins' : outcome === 'loss' ? 'loses' : 'draws';
  if (remoteness === undefined) return { short: verb, long: verb };
  return {
    short: `${verb} in ${remoteness}`,
    long: `${verb} in ${count(remoteness, move, move === 'press' ? 'presses' : undefined)}`,
  };
}
