/**
 * The mode of the browser tests' build (`vite build --mode e2e`, made by `e2e/run.ts`): code
 * under `import.meta.env.MODE === E2E_MODE` is in that build only, and left out of the app's.
 */
export const E2E_MODE = 'e2e';

/**
 * Browser tests only: holds the worker until the test answers a synchronous request for
 * `cgkit-e2e-hold` (a server would answer at once), the report sent again first, past the
 * 100 ms progress throttle, so that the page shows it meanwhile.
 */
export function holdForTest(report: () => void): void {
  const throttled = Date.now() + 150;
  while (Date.now() < throttled) continue;
  report();
  const request = new XMLHttpRequest();
  request.open('GET', 'cgkit-e2e-hold', false);
  request.send();
}
