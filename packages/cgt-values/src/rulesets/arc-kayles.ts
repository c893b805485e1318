import type { PartizanRuleset } from './ruleset.js';
import {
  connectedComponents,
  formatLabelledGraph,
  graphKey,
  induced,
  parseGraphOrGrid,
  type LabelledGraph,
} from './graph.js';

/**
 * Arc Kayles: a player chooses an edge of a graph and removes it with both its ends (and every
 * edge at them). Impartial, so every value is a nimber. On a grid's graph it is Cram.
 */
export type ArcKaylesPosition = LabelledGraph;

const MEANING = "'.' (a vertex)";

/** Reads a grid such as `...|..#` (rows separated by `|`, `#` no vertex) or a graph in JSON. */
export function parseArcKayles(text: string): ArcKaylesPosition {
  return parseGraphOrGrid(text, '.', MEANING);
}

/** The graph in its JSON form. */
export const formatArcKayles: (p: ArcKaylesPosition) => string = formatLabelledGraph;

function* removals(g: ArcKaylesPosition): Generator<ArcKaylesPosition> {
  for (const [a, b] of g.edges) {
    const keep: number[] = [];
    for (let v = 0; v < g.labels.length; v++) if (v !== a && v !== b) keep.push(v);
    yield induced(g, keep);
  }
}

/** Arc Kayles. Connected parts are a sum; a lone vertex is 0 and is dropped. */
export const arcKayles: PartizanRuleset<ArcKaylesPosition> = {
  name: 'Arc Kayles',
  impartial: true,
  leftOptions: removals,
  rightOptions: removals,
  key: graphKey,
  components: (g) => {
    const parts = connectedComponents(g).filter((part) => part.length > 1);
    return parts.length === 1 && parts[0]!.length === g.labels.length
      ? [g]
      : parts.map((part) => induced(g, part));
  },
};
