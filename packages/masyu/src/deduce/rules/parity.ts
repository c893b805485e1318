import { Dir } from '../../model.js';
import { Mark } from '../board.js';
import { conclude, contradiction, type BoardRule } from '../rule.js';

/**
 * A closed loop crosses any straight line between two rows (or two columns) an even number of
 * times: when one side across that line is undecided, the others decide it.
 */
export const parity: BoardRule = {
  name: 'parity',
  level: 'medium',
  apply(board) {
    const { rows, cols } = board;
    // Between columns c and c + 1 the crossings are the right edges of column c; between rows
    // r and r + 1, the down edges of row r.
    const cuts: { edges: number[]; between: string }[] = [];
    for (let c = 0; c + 1 < cols; c++) {
      const edges = Array.from({ length: rows }, (_, r) => 2 * (r * cols + c));
      cuts.push({ edges, between: `columns ${c + 1} and ${c + 2}` });
    }
    for (let r = 0; r + 1 < rows; r++) {
      const edges = Array.from({ length: cols }, (_, c) => 2 * (r * cols + c) + 1);
      cuts.push({ edges, between: `rows ${r + 1} and ${r + 2}` });
    }
    for (const { edges, between } of cuts) {
      let lines = 0;
      let open = -1;
      let opens = 0;
      for (const edge of edges) {
        const mark = board.marks[edge];
        if (mark === Mark.line) lines++;
        else if (mark === Mark.unknown) {
          open = edge;
          opens++;
        }
      }
      const [a, b] = board.ends(Math.max(open, edges[0]!));
      if (opens === 0 && lines % 2 === 1) {
        return contradiction(
          [a],
          () => `the loop crosses the line between ${between} an odd number of times`,
        );
      }
      if (opens !== 1) continue;
      const dir = (open & 1) === 0 ? Dir.right : Dir.down;
      const odd = lines % 2 === 1;
      return conclude(
        board,
        [a, b],
        odd ? [[a, dir]] : [],
        odd ? [] : [[a, dir]],
        () =>
          `The loop crosses the line between ${between} ${lines === 1 ? 'once' : `${lines} times`} elsewhere and must ` +
          `cross it an even number of times, so the last side across it is ${odd ? 'drawn' : 'crossed out'}`,
      );
    }
    return undefined;
  },
};
