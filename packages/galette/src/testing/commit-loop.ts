// A thread that commits parts to a cache in a loop, its commits holding a commit lock, until it
// is ended (part-store.test.ts): ending it mid-commit is what the lock must prevent.
import { parentPort, workerData } from 'node:worker_threads';
import { PartStore } from '../solver/node/part-store.js';
import { keyOf } from './keys.js';

const { path, lock } = workerData as { path: string; lock: Int32Array };
const store = new PartStore(undefined, lock);
store.openCache(path);
parentPort!.postMessage('open');
for (let i = 0; ; i++) {
  // Many parts a commit, so that the thread spends most of its time inside one.
  for (let j = 0; j < 8192; j++) {
    const n = (i * 8192 + j) % (1 << 20);
    const { key, length } = keyOf([31, 31, n & 31, (n >>> 5) & 31, n >>> 10, 0]);
    store.add(key, 0, length, n & 0xff);
  }
  store.flush();
}
