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
    const { rows, cols, marks } = board;
    // Between columns c and c + 1 the crossings are the right edges of column c (edge 2·cell,
    // a step of 2·cols down the column); between rows r and r + 1, the down edges of row r (edge
    // 2·cell + 1, a step of 2 along the row). Read in place: this runs after every local fixpoint.
    const cuts = cols - 1 + rows - 1;
    for (let cut = 0; cut < cuts; cut++) {
      const byColumn = cut < cols - 1;
      const first = byColumn ? 2 * cut : 2 * (cut - (cols - 1)) * cols + 1;
      const step = byColumn ? 2 * cols : 2;
      const count = byColumn ? rows : cols;
      let lines = 0;
      let open = -1;
      let opens = 0;
      for (let i = 0, edge = first; i < count; i++, edge += step) {
        const mark = marks[edge];
        if (mark === Mark.line) lines++;
        else if (mark === Mark.unknown) {
          open = edge;
          opens++;
        }
      }
      if (opens > 1 || (opens === 0 && lines % 2 === 0)) continue;
      const between = byColumn
        ? `columns ${cut + 1} and ${cut + 2}`
        : `rows ${cut - cols + 2} and ${cut - cols + 3}`;
      const [a, b] = board.ends(Math.max(open, first));
      if (opens === 0) {
        return contradiction(
          [a],
          () => `the loop crosses the line between ${between} an odd number of times`,
        );
      }
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
