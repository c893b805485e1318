// Run before the browser tests: installs Chromium where it can (see `ensureChromium`), and
// anywhere else ends the run with one line saying what to install, not a wall of cancelled tests.
import { ensureChromium } from './chromium.js';

try {
  ensureChromium('web e2e');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
