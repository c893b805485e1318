/**
 * An independent referee for tests: the direct win/loss recursion over whole game states (every
 * token with its number), written from the rules alone, sharing no code with the solver. Only for
 * small boards, few tokens and small numbers.
 */
export function bruteForceWinner(rows: readonly string[], k: number): 'Alice' | 'Bob' {
  const start: number[][] = [];
  rows.forEach((row, r) => {
    [...row].forEach((c, col) => {
      if (c === 'T') start.push([r, col, k]);
    });
  });
  const memo = new Map<string, boolean>();
  const steps = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const;

  // Whether the player to move wins with these tokens on the board.
  const wins = (tokens: number[][]): boolean => {
    const key = tokens
      .map((t) => t.join(':'))
      .sort()
      .join(' ');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    tokens.forEach(([r, c, n], i) => {
      for (const [dr, dc] of steps) {
        if (result) return;
        const nr = r! + dr;
        const nc = c! + dc;
        const cell = rows[nr]?.[nc];
        if (cell === undefined || cell === '#') continue;
        const rest = tokens.filter((_, j) => j !== i);
        const stays = cell !== 'E' && n! > 1;
        if (!wins(stays ? [...rest, [nr, nc, n! - 1]] : rest)) result = true;
      }
    });
    memo.set(key, result);
    return result;
  };
  return wins(start) ? 'Alice' : 'Bob';
}
