import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';
import { MAX_GRAPH_SIZE } from './graph.js';

/** An edge's colour: `B` blue (Left cuts it), `R` red (Right), `G` green (either). */
export type HackenbushColour = 'B' | 'R' | 'G';

/**
 * Red-blue-green Hackenbush: a graph of coloured edges, vertex 0 the ground. A player cuts an
 * edge of their colour or a green one; whatever is no longer joined to the ground falls off.
 */
export interface HackenbushPosition {
  readonly edges: readonly (readonly [number, number, HackenbushColour])[];
}

/**
 * Reads stalks as letter strings from the ground up, separated by spaces or commas (`BRR GG` is a
 * sum of two stalks), or a graph in JSON:
 * `{"ground": [0], "edges": [[0, 1, "B"], [1, 2, "R"]]}` (every ground vertex is one ground).
 */
export function parseHackenbush(text: string): HackenbushPosition {
  if (text.trimStart().startsWith('{')) return parseJson(text);
  const edges: [number, number, HackenbushColour][] = [];
  let below = 0;
  let top = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === ' ' || c === ',') {
      below = 0;
      continue;
    }
    if (c !== 'B' && c !== 'R' && c !== 'G') {
      throw new NotationError(text, i + 1, "'B', 'R', 'G', a space or a comma", JSON.stringify(c));
    }
    if (edges.length === MAX_GRAPH_SIZE) {
      throw new NotationError(text, i + 1, `at most ${MAX_GRAPH_SIZE} edges`, 'more');
    }
    edges.push([below, ++top, c]);
    below = top;
  }
  return normalize(edges);
}

function parseJson(text: string): HackenbushPosition {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error));
    throw new NotationError(text, at === null ? 1 : Number(at[1]) + 1, 'JSON', 'a syntax error');
  }
  const { ground, edges } = (typeof data === 'object' && data !== null ? data : {}) as {
    ground?: unknown;
    edges?: unknown;
  };
  const where = (key: string): number => Math.max(text.indexOf(`"${key}"`), 0) + 1;
  if (!Array.isArray(ground) || !ground.every((v) => Number.isSafeInteger(v) && v >= 0)) {
    throw new NotationError(text, where('ground'), '"ground": [vertices…]', 'something else');
  }
  if (!Array.isArray(edges) || edges.length > MAX_GRAPH_SIZE) {
    throw new NotationError(
      text,
      where('edges'),
      `"edges": at most ${MAX_GRAPH_SIZE} edges`,
      'something else',
    );
  }
  const grounded = new Set(ground as number[]);
  // Vertex numbers are the user's; the ground becomes 0 and the others 1, 2, ….
  const index = new Map<number, number>();
  const vertex = (v: number): number => {
    if (grounded.has(v)) return 0;
    let i = index.get(v);
    if (i === undefined) index.set(v, (i = index.size + 1));
    return i;
  };
  return normalize(
    edges.map((e: unknown) => {
      const ok =
        Array.isArray(e) &&
        e.length === 3 &&
        Number.isSafeInteger(e[0]) &&
        Number.isSafeInteger(e[1]) &&
        ['B', 'R', 'G'].includes(e[2] as string);
      if (!ok) {
        const at =
          where('edges') + Math.max(text.slice(where('edges')).indexOf(JSON.stringify(e)), 0);
        throw new NotationError(text, at, 'an edge [a, b, "B" | "R" | "G"]', JSON.stringify(e));
      }
      const [a, b, c] = e as [number, number, HackenbushColour];
      return [vertex(a), vertex(b), c] as const;
    }),
  );
}

/**
 * The edges still joined to the ground, vertices renumbered in the order a search from the
 * ground meets them, edges sorted: equal drawings get equal forms more often.
 */
function normalize(
  edges: readonly (readonly [number, number, HackenbushColour])[],
): HackenbushPosition {
  const adj = new Map<number, number[]>();
  edges.forEach(([a, b], i) => {
    for (const v of [a, b]) {
      if (!adj.has(v)) adj.set(v, []);
      adj.get(v)!.push(i);
    }
  });
  const number = new Map<number, number>([[0, 0]]);
  const queue = [0];
  const kept: [number, number, HackenbushColour][] = [];
  const taken = new Uint8Array(edges.length);
  for (let k = 0; k < queue.length; k++) {
    for (const i of adj.get(queue[k]!) ?? []) {
      if (taken[i] !== 0) continue;
      taken[i] = 1;
      const [a, b, c] = edges[i]!;
      for (const v of [a, b]) {
        if (!number.has(v)) {
          number.set(v, number.size);
          queue.push(v);
        }
      }
      const [x, y] = [number.get(a)!, number.get(b)!];
      kept.push(x <= y ? [x, y, c] : [y, x, c]);
    }
  }
  kept.sort((e, f) => e[0] - f[0] || e[1] - f[1] || (e[2] < f[2] ? -1 : e[2] > f[2] ? 1 : 0));
  return { edges: kept };
}

/** The position in the JSON form, ground 0. */
export function formatHackenbush(p: HackenbushPosition): string {
  return JSON.stringify({ ground: [0], edges: p.edges });
}

function* cuts(p: HackenbushPosition, colour: HackenbushColour): Generator<HackenbushPosition> {
  for (let i = 0; i < p.edges.length; i++) {
    const c = p.edges[i]![2];
    if (c === colour || c === 'G')
      yield normalize([...p.edges.slice(0, i), ...p.edges.slice(i + 1)]);
  }
}

const key = (p: HackenbushPosition): string => p.edges.map(([a, b, c]) => `${a}${c}${b}`).join(' ');

/** The parts hanging from the ground separately: the edges joined away from the ground. */
function parts(p: HackenbushPosition): HackenbushPosition[] {
  const owner = new Map<number, number>(); // vertex → part (vertices other than the ground)
  const find = (v: number): number => {
    let r = v;
    while (owner.has(r) && owner.get(r) !== r) r = owner.get(r)!;
    return r;
  };
  for (const [a, b] of p.edges) {
    for (const v of [a, b]) if (v !== 0 && !owner.has(v)) owner.set(v, v);
    if (a !== 0 && b !== 0) owner.set(find(a), find(b));
  }
  const groups = new Map<number, (readonly [number, number, HackenbushColour])[]>();
  for (const e of p.edges) {
    const root = find(e[0] === 0 ? e[1] : e[0]);
    if (e[0] === 0 && e[1] === 0) continue; // a loop on the ground can never fall: cut it away below
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root)!.push(e);
  }
  const loops = p.edges.filter(([a, b]) => a === 0 && b === 0);
  return [...[...groups.values()].map(normalize), ...loops.map((e) => ({ edges: [e] }))];
}

/** Hackenbush (red, blue and green). */
export const hackenbush: PartizanRuleset<HackenbushPosition> = {
  name: 'Hackenbush',
  leftOptions: (p) => cuts(p, 'B'),
  rightOptions: (p) => cuts(p, 'R'),
  key,
  components: parts,
  conjugate(p) {
    const swapped = normalize(
      p.edges.map(([a, b, c]) => [a, b, c === 'B' ? 'R' : c === 'R' ? 'B' : 'G'] as const),
    );
    return key(swapped) < key(p) ? swapped : undefined;
  },
};
