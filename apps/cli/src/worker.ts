import { parentPort } from 'node:worker_threads';
import { run } from './program.js';
import { workerSetup } from './runtime.js';

const setup = workerSetup();
if (setup === undefined || parentPort === null) throw new Error('worker.ts runs only in a worker');
process.exitCode = await run(setup.argv);
