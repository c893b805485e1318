import { NotationError } from '../short/notation.js';
import { parseGrid } from './grid.js';

/**
 * A general graph whose vertices carry one-character labels: the model of the graph rulesets
 * (Col and Snort; Hackenbush has its own, with a ground). Written as JSON,
 * `{"vertices": "..x", "edges": [[0, 1], [1, 2]]}`, vertices numbered from 0.
 */
export interface LabelledGraph {
  readonly labels: string;
  /** Each edge once, as [a, b] with a < b, sorted. */
  readonly edges: readonly (readonly [number, number])[];
}

/** Graphs have at most this many vertices and edges. */
export const MAX_GRAPH_SIZE = 1024;

/** The 1-based column of the first occurrence of `needle` in `text` (1 if absent). */
const columnOf = (text: string, needle: string): number => Math.max(text.indexOf(needle), 0) + 1;

/** Reads a graph in the JSON form, its labels drawn from `allowed` (described by `meaning`). */
export function parseLabelledGraph(text: string, allowed: string, meaning: string): LabelledGraph {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error));
    throw new NotationError(text, at === null ? 1 : Number(at[1]) + 1, 'JSON', 'a syntax error');
  }
  const shape = '{"vertices": "<labels>", "edges": [[a, b], …]}';
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new NotationError(text, 1, shape, 'something else');
  }
  const { vertices, edges } = data as { vertices?: unknown; edges?: unknown };
  if (typeof vertices !== 'string') {
    throw new NotationError(text, columnOf(text, '"vertices"'), 'vertices as a string', 'none');
  }
  const bad = [...vertices].findIndex((c) => !allowed.includes(c));
  if (bad >= 0) {
    // The string's first character follows the quote after "vertices":.
    const key = text.indexOf('"vertices"');
    const at = text.indexOf('"', text.indexOf(':', key)) + 2 + bad;
    throw new NotationError(text, at, meaning, JSON.stringify(vertices[bad]));
  }
  if (!Array.isArray(edges)) {
    throw new NotationError(text, columnOf(text, '"edges"'), 'edges as a list of pairs', 'none');
  }
  if (vertices.length > MAX_GRAPH_SIZE || edges.length > MAX_GRAPH_SIZE) {
    throw new NotationError(text, 1, `at most ${MAX_GRAPH_SIZE} vertices and edges`, 'more');
  }
  const pairs = edges.map((e: unknown) => {
    const ok =
      Array.isArray(e) &&
      e.length === 2 &&
      e.every((v) => Number.isInteger(v) && v >= 0 && v < vertices.length) &&
      e[0] !== e[1];
    if (!ok) {
      const at = columnOf(text.slice(columnOf(text, '"edges"')), JSON.stringify(e));
      throw new NotationError(
        text,
        columnOf(text, '"edges"') + at - 1,
        `an edge [a, b] between two of the vertices 0…${vertices.length - 1}`,
        JSON.stringify(e),
      );
    }
    return e as [number, number];
  });
  return graphOf(vertices, pairs);
}

/** The graph in its JSON form. */
export function formatLabelledGraph(g: LabelledGraph): string {
  return JSON.stringify({ vertices: g.labels, edges: g.edges });
}

/** A graph with its edges put in order (each once, smaller end first). */
export function graphOf(
  labels: string,
  edges: readonly (readonly [number, number])[],
): LabelledGraph {
  const seen = new Set<number>();
  const sorted: [number, number][] = [];
  for (const [a, b] of edges) {
    const e: [number, number] = a < b ? [a, b] : [b, a];
    const code = e[0] * MAX_GRAPH_SIZE + e[1];
    if (!seen.has(code)) {
      seen.add(code);
      sorted.push(e);
    }
  }
  sorted.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return { labels, edges: sorted };
}

/**
 * A graph written either way: in the JSON form (text starting with `{`) or as a grid of rows
 * separated by `|` (`#` is no vertex), its labels drawn from `allowed`.
 */
export function parseGraphOrGrid(text: string, allowed: string, meaning: string): LabelledGraph {
  return text.trimStart().startsWith('{')
    ? parseLabelledGraph(text, allowed, meaning)
    : gridGraph(text, allowed, meaning);
}

/** The grid graph of a board written as rows separated by `|` (`#` is no vertex). */
export function gridGraph(text: string, allowed: string, meaning: string): LabelledGraph {
  const grid = parseGrid(text, `${allowed}#`, meaning);
  const index = new Map<number, number>();
  let labels = '';
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] === '#') continue;
    index.set(i, labels.length);
    labels += grid.cells[i]!;
  }
  const edges: [number, number][] = [];
  for (const [i, v] of index) {
    const right = (i + 1) % grid.width !== 0 ? index.get(i + 1) : undefined;
    const below = index.get(i + grid.width);
    if (right !== undefined) edges.push([v, right]);
    if (below !== undefined) edges.push([v, below]);
  }
  return graphOf(labels, edges);
}

/** The neighbours of each vertex. */
export function adjacency(g: LabelledGraph): number[][] {
  const out = Array.from({ length: g.labels.length }, () => [] as number[]);
  for (const [a, b] of g.edges) {
    out[a]!.push(b);
    out[b]!.push(a);
  }
  return out;
}

/** The subgraph on the vertices `keep` (in that order), renumbered from 0. */
export function induced(g: LabelledGraph, keep: readonly number[], labels?: string): LabelledGraph {
  const index = new Map(keep.map((v, i) => [v, i]));
  const edges: [number, number][] = [];
  for (const [a, b] of g.edges) {
    const [x, y] = [index.get(a), index.get(b)];
    if (x !== undefined && y !== undefined) edges.push([x, y]);
  }
  return graphOf(labels ?? keep.map((v) => g.labels[v]!).join(''), edges);
}

/** The vertices of each connected component, in increasing order. */
export function connectedComponents(g: LabelledGraph): number[][] {
  const adj = adjacency(g);
  const seen = new Uint8Array(g.labels.length);
  const parts: number[][] = [];
  for (let s = 0; s < g.labels.length; s++) {
    if (seen[s] !== 0) continue;
    const part = [s];
    seen[s] = 1;
    for (let k = 0; k < part.length; k++) {
      for (const w of adj[part[k]!]!) {
        if (seen[w] === 0) {
          seen[w] = 1;
          part.push(w);
        }
      }
    }
    parts.push(part.sort((a, b) => a - b));
  }
  return parts;
}

/** A key for the graph as given (no isomorphism: equal keys mean equal labelled graphs). */
export const graphKey = (g: LabelledGraph): string =>
  `${g.labels}:${g.edges.map(([a, b]) => `${a}-${b}`).join(',')}`;
