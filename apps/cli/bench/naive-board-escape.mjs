// The reference of the BoardEscape row: the textbook solution in plain JavaScript, as one would
// write it for the contest. The values of a lone token, cell by cell, for the numbers 0, 1, 2, …
// (each vector from the one before), kept in a map from the vector's text until one recurs; the
// value at k then comes from the cycle, and the winner from the XOR over the tokens.
// Usage: node naive-board-escape.mjs BOARD_FILE K
import { readFileSync } from 'node:fs';
import process from 'node:process';

const [file, kText] = process.argv.slice(2);
const rows = readFileSync(file, 'utf8')
  .split(/\r?\n/)
  .filter((row) => row !== '');
const k = Number(kText);
const height = rows.length;
const width = rows[0].length;
const at = (r, c) => (r >= 0 && r < height && c >= 0 && c < width ? rows[r][c] : '#');

const vectors = [new Array(height * width).fill(0)];
const seen = new Map([[vectors[0].join(','), 0]]);
let start = -1;
while (vectors.length <= k) {
  const last = vectors[vectors.length - 1];
  const next = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const options = new Set();
      if (at(r, c) !== 'E' && at(r, c) !== '#') {
        for (const [dr, dc] of [
          [-1, 0],
          [1, 0],
          [0, -1],
          [0, 1],
        ]) {
          const cell = at(r + dr, c + dc);
          if (cell === 'E') options.add(0);
          else if (cell !== '#') options.add(last[(r + dr) * width + c + dc]);
        }
      }
      let mex = 0;
      while (options.has(mex)) mex++;
      next.push(mex);
    }
  }
  const key = next.join(',');
  if (seen.has(key)) {
    start = seen.get(key);
    break;
  }
  seen.set(key, vectors.length);
  vectors.push(next);
}
const n = k < vectors.length ? k : start + ((k - start) % (vectors.length - start));
let xor = 0;
for (let r = 0; r < height; r++) {
  for (let c = 0; c < width; c++) if (rows[r][c] === 'T') xor ^= vectors[n][r * width + c];
}
process.stdout.write(xor === 0 ? 'Bob\n' : 'Alice\n');
