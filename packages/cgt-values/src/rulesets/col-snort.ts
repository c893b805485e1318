import type { PartizanRuleset } from './ruleset.js';
import {
  adjacency,
  connectedComponents,
  formatLabelledGraph,
  graphKey,
  induced,
  parseGraphOrGrid,
  type LabelledGraph,
} from './graph.js';

/**
 * Col and Snort: players colour the vertices of a graph, Left `x` and Right `o`. In Col a player
 * may not colour a vertex next to one of their own colour, in Snort not next to one of the
 * other's. Uncoloured vertices are `.`; the rules also write `l` and `r` for an uncoloured
 * vertex next to Left's or Right's colour, which is all a coloured vertex still does.
 */
export type ColoringPosition = LabelledGraph;

const MEANING = "'.' (uncoloured), 'x' (Left's colour), 'o' (Right's) or 'l'/'r' (next to them)";

/** Reads a grid such as `..x|o..` (rows separated by `|`, `#` no cell) or a graph in JSON. */
export function parseColoring(text: string): ColoringPosition {
  return parseGraphOrGrid(text, '.xolr', MEANING);
}

/** The graph in its JSON form. */
export const formatColoring: (p: ColoringPosition) => string = formatLabelledGraph;

const LEFT = 1;
const RIGHT = 2;
const TINT = ['.', 'l', 'r'];
const tintOf = (label: string): number => (label === 'l' ? LEFT : label === 'r' ? RIGHT : 0);

/**
 * The same game without coloured vertices: each uncoloured vertex keeps, as `l` or `r`, which
 * colours it touches, and vertices that touch both (nobody may ever colour them) are dropped.
 */
export function normalizeColoring(g: ColoringPosition): ColoringPosition {
  if (!/[xo]/.test(g.labels)) return g;
  const adj = adjacency(g);
  const keep: number[] = [];
  let labels = '';
  for (let v = 0; v < g.labels.length; v++) {
    const label = g.labels[v]!;
    if (label === 'x' || label === 'o') continue;
    let tint = tintOf(label);
    for (const w of adj[v]!) tint |= g.labels[w] === 'x' ? LEFT : g.labels[w] === 'o' ? RIGHT : 0;
    if (tint === (LEFT | RIGHT)) continue;
    keep.push(v);
    labels += TINT[tint]!;
  }
  return induced(g, keep, labels);
}

function* colourings(
  g: ColoringPosition,
  colour: 'x' | 'o',
  forbidden: string,
): Generator<ColoringPosition> {
  const labels = normalizeColoring(g);
  for (let v = 0; v < labels.labels.length; v++) {
    if (labels.labels[v] === forbidden) continue;
    const coloured = labels.labels.slice(0, v) + colour + labels.labels.slice(v + 1);
    yield normalizeColoring({ labels: coloured, edges: labels.edges });
  }
}

const swapSides = (labels: string): string =>
  labels.replace(/[xolr]/g, (c) => ({ x: 'o', o: 'x', l: 'r', r: 'l' })[c]!);

function coloring(name: string, sameColour: boolean): PartizanRuleset<ColoringPosition> {
  // In Col a vertex next to your colour (tint `l` for Left) is closed to you; in Snort one next
  // to the other colour.
  const [leftClosed, rightClosed] = sameColour ? ['l', 'r'] : ['r', 'l'];
  return {
    name,
    leftOptions: (g) => colourings(g, 'x', leftClosed),
    rightOptions: (g) => colourings(g, 'o', rightClosed),
    key: graphKey,
    components: (g) => {
      const n = normalizeColoring(g);
      return connectedComponents(n).map((part) => induced(n, part));
    },
    conjugate(g) {
      const swapped = { labels: swapSides(g.labels), edges: g.edges };
      return graphKey(swapped) < graphKey(g) ? swapped : undefined;
    },
  };
}

/** Col: no vertex coloured next to one of its own colour. Every value is x or x + *. */
export const col: PartizanRuleset<ColoringPosition> = coloring('Col', true);
/** Snort: no vertex coloured next to one of the other colour. */
export const snort: PartizanRuleset<ColoringPosition> = coloring('Snort', false);
