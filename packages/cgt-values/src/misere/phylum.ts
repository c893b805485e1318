import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { misereSum, type MisereGame } from './game.js';

// The phyla of impartial misère games (Conway, On Numbers and Games, ch. 12; Winning Ways,
// ch. 13), as CGSuite classes them (Dan Hoey's phyla, behind `IsTame`, `IsGenerallyTame`,
// `IsTameable`, `IsRestive`, `IsGenerallyRestive`, `IsRestless` and `IsHalfTame`). Only a game's
// normal and misère values g+ and g− and its options' phyla are needed. Its genus is tame when
// g+ = g− or both are 0 or 1 (that of a nim position), restive when not and g+ ≤ 1, restless
// when not and g− ≤ 1. A game with a tame genus whose options are all nim heaps is a nim heap
// (unless g+ = g− ≤ 1), with hereditarily tame options it is tame, with options tame only through
// reversible moves it is reversibly tame; likewise restive. A restless game has generally tame
// options. A game with a wilder option keeps a tame or restive phylum when each such option is
// reversible: it has an option of its own with the game's g+ and one with its g− (for restive
// games, of a restive or tame kind that keeps them), and the values of its tame options still
// give the game's. Tameable games are those of tame genus that are tame so once their tameable
// options count too.

/** The phylum of an impartial misère game, from the tamest to the wildest. */
export type MiserePhylum =
  | 'nim-heap'
  | 'tame'
  | 'reversibly-tame'
  | 'tameable'
  | 'restive'
  | 'reversibly-restive'
  | 'restless'
  | 'wild';

const ORDER: readonly MiserePhylum[] = [
  'nim-heap',
  'tame',
  'reversibly-tame',
  'tameable',
  'restive',
  'reversibly-restive',
  'restless',
  'wild',
];

const known = new Map<MisereGame, MiserePhylum>();

/** The phylum of a game (memoized; its followers are classed first, with an explicit stack). */
export function miserePhylum(g: MisereGame, control?: SolveControl): MiserePhylum {
  return withControl(control, () => {
    const stack: { game: MisereGame; expanded: boolean }[] = [{ game: g, expanded: false }];
    while (stack.length > 0) {
      tick();
      const top = stack[stack.length - 1]!;
      if (known.has(top.game)) {
        stack.pop();
      } else if (!top.expanded) {
        top.expanded = true;
        // Classing a game looks at its options and their options.
        for (const o of top.game.options) {
          if (!known.has(o)) stack.push({ game: o, expanded: false });
          for (const oo of o.options) if (!known.has(oo)) stack.push({ game: oo, expanded: false });
        }
      } else {
        stack.pop();
        known.set(top.game, classify(top.game));
      }
    }
    return known.get(g)!;
  });
}

const generallyTame = (p: MiserePhylum): boolean =>
  p === 'nim-heap' || p === 'tame' || p === 'reversibly-tame';
const restiveOrTame = (p: MiserePhylum): boolean =>
  generallyTame(p) || p === 'restive' || p === 'reversibly-restive';

function mex(values: ReadonlySet<number>): number {
  let m = 0;
  while (values.has(m)) m++;
  return m;
}

/** A game's phylum, its options' and their options' known. */
function classify(g: MisereGame): MiserePhylum {
  const plus = g.grundy;
  const minus = g.misereGrundy;
  const tameGenus = plus === minus || (plus <= 1 && minus <= 1);
  const restiveGenus = !tameGenus && plus <= 1;
  const restlessGenus = !tameGenus && minus <= 1;
  const phylum = (x: MisereGame): MiserePhylum => known.get(x)!;
  if (g.options.every((o) => generallyTame(phylum(o)))) {
    const wildest = Math.max(0, ...g.options.map((o) => ORDER.indexOf(phylum(o))));
    if (wildest === 0 && tameGenus && (plus > 1 || plus !== minus)) return 'nim-heap';
    if (wildest <= 1 && tameGenus) return 'tame';
    if (wildest <= 1 && restiveGenus) return 'restive';
    if (tameGenus) return 'reversibly-tame';
    if (restiveGenus) return 'reversibly-restive';
    return restlessGenus ? 'restless' : 'wild';
  }
  if (!tameGenus && !restiveGenus) return 'wild';
  // Some option is wilder than tame: the game keeps its genus's phylum only through reversible
  // moves from each such option (and, for tameable, through tameable ones).
  const possible = new Set<MiserePhylum>(
    tameGenus ? ['reversibly-tame', 'tameable'] : ['reversibly-restive'],
  );
  const plusSet = new Set<number>();
  const minusSet = new Set<number>();
  const tameablePlus = new Set<number>();
  const tameableMinus = new Set<number>();
  for (const o of g.options) {
    const p = phylum(o);
    if (generallyTame(p)) {
      plusSet.add(o.grundy);
      minusSet.add(o.misereGrundy);
      continue;
    }
    let found = { plus: false, minus: false };
    const viaTameable = { plus: false, minus: false };
    if (possible.has('tameable') && p === 'tameable') {
      tameablePlus.add(o.grundy);
      tameableMinus.add(o.misereGrundy);
      viaTameable.plus = viaTameable.minus = true;
    }
    for (const back of o.options) {
      const q = phylum(back);
      if (tameGenus && generallyTame(q)) {
        found = {
          plus: found.plus || back.grundy === plus,
          minus: found.minus || back.misereGrundy === minus,
        };
      } else if (restiveGenus && restiveOrTame(q)) {
        // A reverting option of a restive game keeps its genus once it is added to tame games.
        const keeps = (other: number): boolean => other <= 1 || (other ^ minus) <= 1;
        found = {
          plus: found.plus || (back.grundy === plus && keeps(back.misereGrundy)),
          minus: found.minus || (back.misereGrundy === minus && keeps(back.grundy)),
        };
      } else if (q === 'tameable' && possible.has('tameable')) {
        viaTameable.plus ||= back.grundy === plus;
        viaTameable.minus ||= back.misereGrundy === minus;
      }
    }
    if (!(found.plus && found.minus)) {
      possible.delete('reversibly-tame');
      possible.delete('reversibly-restive');
      if (!(viaTameable.plus && viaTameable.minus)) possible.delete('tameable');
      if (possible.size === 0) return 'wild';
    }
  }
  if (mex(plusSet) !== plus || mex(minusSet) !== minus) {
    possible.delete('reversibly-tame');
    possible.delete('reversibly-restive');
  }
  if (possible.has('tameable')) {
    for (const v of tameablePlus) plusSet.add(v);
    for (const v of tameableMinus) minusSet.add(v);
    if ((mex(plusSet) !== plus || mex(minusSet) !== minus) && (plusSet.size > 0 || plus > 0)) {
      possible.delete('tameable');
    }
  }
  return ORDER.find((p) => possible.has(p)) ?? 'wild';
}

/**
 * Whether a game is generally tame (CGSuite's `IsGenerallyTame`): tame, or tame once its
 * reversible options are bypassed; such games add like nim positions.
 */
export function isGenerallyTame(g: MisereGame, control?: SolveControl): boolean {
  return generallyTame(miserePhylum(g, control));
}

/** Whether a game is tameable (CGSuite's `IsTameable`): generally tame, or tame among tameables. */
export function isTameable(g: MisereGame, control?: SolveControl): boolean {
  const p = miserePhylum(g, control);
  return generallyTame(p) || p === 'tameable';
}

/** Whether a game is generally restive (CGSuite's `IsGenerallyRestive`), reversibly or not. */
export function isGenerallyRestive(g: MisereGame, control?: SolveControl): boolean {
  const p = miserePhylum(g, control);
  return p === 'restive' || p === 'reversibly-restive';
}

/**
 * Whether a game is half-tame (CGSuite's `IsHalfTame`): not generally tame, but G + G is, with
 * g+ = g− = 0 (as {0, {*2}}, whose double is a P-position in both plays).
 */
export function isHalfTame(g: MisereGame, control?: SolveControl): boolean {
  return withControl(control, () => {
    if (isGenerallyTame(g, control)) return false;
    const double = misereSum([g, g], control);
    return isGenerallyTame(double, control) && double.grundy === 0 && double.misereGrundy === 0;
  });
}
