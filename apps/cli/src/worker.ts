import { parentPort } from 'node:worker_threads';
import { run } from './program.js';
import { workerSetup } from './runtime.js';

const setup = workerSetup();
if (setup === undefined || parentPort === null) throw new Error('worker.ts runs only in a worker');
// The command is over: end the thread even if standard input is still flowing in (a batch that
// stopped at a bad line), which would otherwise keep it alive. What it printed reaches the main
// thread before the thread's exit does.
// (No top-level await: the shipped bundle is CommonJS.)
void run(setup.argv).then((code) => process.exit(code));
