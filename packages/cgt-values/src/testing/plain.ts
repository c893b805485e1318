import type { PartizanRuleset } from '../rulesets/ruleset.js';

/** The same rules without decomposition or symmetry: the plain game tree. */
export function plain<P>(ruleset: PartizanRuleset<P>, key: (p: P) => string): PartizanRuleset<P> {
  return {
    name: `${ruleset.name} (plain)`,
    leftOptions: (p) => ruleset.leftOptions(p),
    rightOptions: (p) => ruleset.rightOptions(p),
    key,
  };
}
