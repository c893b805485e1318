// How two games compare, shared by the theories whose orders are decided one direction at a time.

/** How two games compare: `<`, `=`, `>`, or `||` (confused, incomparable). */
export type Relation = '<' | '=' | '>' | '||';

/** How G compares with H from whether G ≥ H and whether H ≥ G. */
export const relationOf = (ge: boolean, le: boolean): Relation =>
  ge && le ? '=' : ge ? '>' : le ? '<' : '||';
