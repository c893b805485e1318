import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import type { MisereGame } from './game.js';
import { miserePhylum } from './phylum.js';
import { isTame } from './tame.js';

// Restive and restless games (Winning Ways, ch. 13; Conway, On Numbers and Games, ch. 12): the
// games just past the tame ones. Every option is tame, but the game's normal and misère values
// g+ and g− part ways: a tame game has g+ = g−, or g+ and g− are 0 and 1 (heaps of 1). A restive
// game has g+ of 0 or 1 and g− of 2 or more; a restless one has g− of 0 or 1 and g+ of 2 or more.
// Restive games still add to nim heaps as their genus says; restless ones do not. The phyla are
// CGSuite's (`IsRestive`, `IsRestless`): a restive game's options are tame, a restless game's
// generally tame (tame once their reversible moves are bypassed; see `phylum.ts`).

/** Whether every option of `g` is tame. */
function tameOptions(g: MisereGame, control?: SolveControl): boolean {
  return g.options.every((o) => isTame(o, control));
}

/**
 * Whether `g` is restive: its options are all tame, its normal-play value g+ is 0 or 1 and its
 * misère value g− is 2 or more, as {0, {*2}} (genus 1^20).
 */
export function isRestive(g: MisereGame, control?: SolveControl): boolean {
  return withControl(
    control,
    () => g.grundy <= 1 && g.misereGrundy >= 2 && tameOptions(g, control),
  );
}

/**
 * Whether `g` is restless: its options are all generally tame, its misère value g− is 0 or 1 and
 * its normal-play value g+ is 2 or more, as {0, *2 + *3}.
 */
export function isRestless(g: MisereGame, control?: SolveControl): boolean {
  return withControl(control, () => miserePhylum(g, control) === 'restless');
}
