import { benchThirtyOneCases } from './thirty-one.js';

for (const [name, unit, value] of benchThirtyOneCases()) {
  process.stdout.write(`${JSON.stringify({ name: `io-formats/${name}`, unit, value })}\n`);
}
