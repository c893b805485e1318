import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
// The web app's definition of the browser the tests run (tests may reach into the apps' tests).
import { CHROMIUM_ARGS, ensureChromium } from '../../apps/web/e2e/chromium.js';
import { ROOT } from '../src/workspace.js';
import { run } from './project.js';

/**
 * A page of one line that starts a worker solving a Galette cake, as the web app does: a browser's
 * main thread refuses to compile a WebAssembly module this large synchronously. The worker counts
 * the WebAssembly instances made, so the page tells whether the WebAssembly engine ran.
 */
const PAGE = {
  'index.html': '<script type="module" src="./main.js"></script>\n',
  'main.js':
    "new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }).onmessage = (event) => fetch(`/result?${event.data}`);\n",
  'count-wasm.js': [
    'const { Instance } = WebAssembly;',
    'globalThis.wasmInstances = 0;',
    'WebAssembly.Instance = function (module, imports) {',
    '  globalThis.wasmInstances++;',
    '  return new Instance(module, imports);',
    '};',
    '',
  ].join('\n'),
  'worker.js': [
    "import './count-wasm.js';",
    "import { GaletteSolver, createCake } from '@cgkit/galette';",
    'postMessage(`${new GaletteSolver().grundy(createCake(4, 6))} ${globalThis.wasmInstances}`);',
    '',
  ].join('\n'),
};

/**
 * Writes the page into `dir/web` and builds it with Vite (the web app's) into `dir/web/dist`:
 * `@cgkit/galette` resolves from the project's node_modules. Gives the built files' text.
 */
export async function buildPage(dir: string): Promise<Map<string, string>> {
  const web = join(dir, 'web');
  mkdirSync(web, { recursive: true });
  for (const [file, text] of Object.entries(PAGE)) writeFileSync(join(web, file), text);
  const vite = `${ROOT}apps/web/node_modules/vite/bin/vite.js`;
  await run(process.execPath, [vite, 'build', web, '--logLevel', 'error'], { cwd: dir });
  const { stdout } = await run('find', ['dist', '-type', 'f'], { cwd: web });
  return new Map(
    stdout
      .split('\n')
      .filter(Boolean)
      .map((file) => [file, readFileSync(join(web, file), 'utf8')]),
  );
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/**
 * Serves the built page to a headless Chromium and gives what the page reports: the Grundy value
 * of the cake and the number of WebAssembly instances made. Waits as long as the page takes.
 */
export async function loadInChromium(dir: string): Promise<string> {
  const executable = ensureChromium('consumer test');
  const dist = join(dir, 'web', 'dist');
  let report: (text: string) => void = () => undefined;
  const reported = new Promise<string>((resolve) => (report = resolve));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/result') {
      report(decodeURIComponent(url.search.slice(1)));
      response.end();
      return;
    }
    const file = join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const chromium = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${join(dir, 'chromium-profile')}`,
      `http://127.0.0.1:${port}/`,
    ],
    // A group of its own, so that stopping it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<string>((resolve) => {
    chromium.on('error', (error) => resolve(`chromium did not start: ${error.message}`));
    chromium.on('exit', (code) => resolve(`chromium exited (${code}) before the page reported`));
  });
  try {
    return await Promise.race([reported, exited]);
  } finally {
    // Its profile folder is removed with the project: only once it has stopped writing there.
    if (chromium.exitCode === null && chromium.signalCode === null) {
      try {
        process.kill(-chromium.pid!, 'SIGTERM');
      } catch {
        chromium.kill();
      }
    }
    await exited;
    server.close();
  }
}
