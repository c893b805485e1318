import fc from 'fast-check';
import { ExplicitGame, type GameForm } from '../short/explicit.js';
import { Game } from '../short/store.js';
import { arbitraryForm, form, fromForm, toForm, type Form } from './forms.js';

/** The canonical game written out as an explicit form: its canonical tree, node by node. */
export function explicitCopy(g: Game): ExplicitGame {
  return new ExplicitGame(g.left.map(explicitCopy), g.right.map(explicitCopy));
}

/** A form as a plain tree (canonical leaves expanded into their canonical trees). */
export function treeOf(g: GameForm): Form {
  if (g instanceof Game) return toForm(g);
  return form(g.left.map(treeOf), g.right.map(treeOf));
}

/** A plain tree as an explicit form, every node kept. */
export function explicitOfTree(f: Form): ExplicitGame {
  return new ExplicitGame(f.left.map(explicitOfTree), f.right.map(explicitOfTree));
}

/**
 * Random small explicit forms: raw trees born by day `depth` (duplicates, dominated and
 * reversible options as they come), some of their subtrees given as canonical games instead.
 */
export function arbitraryExplicit(depth: number): fc.Arbitrary<GameForm> {
  return fc
    .tuple(arbitraryForm(depth), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
    .map(([tree, canonicalAt]) => {
      let i = 0;
      const build = (f: Form, top: boolean): GameForm =>
        !top && canonicalAt[i++ % 8] === true
          ? fromForm(f)
          : new ExplicitGame(
              f.left.map((o) => build(o, false)),
              f.right.map((o) => build(o, false)),
            );
      return build(tree, true);
    });
}
