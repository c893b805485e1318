import type { GameRules } from '../game.js';

/**
 * A token on a directed graph: a move slides it along an edge; who cannot move loses. With
 * cycles, play can go on forever (a draw). Positions and moves are node indices.
 */
export function graphGame(edges: readonly (readonly number[])[]): GameRules<number, number> {
  return {
    name: 'graph-game',
    moves: (node) => edges[node] ?? [],
    play: (_node, target) => target,
    key: (node) => node,
  };
}
