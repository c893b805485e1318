// A real `redis-server` (Debian's package) for the queue's tests and benchmarks, on a free
// loopback port, with its data in a directory of its own, stopped after. Where it is missing it
// is installed with apt-get when that is possible (root on Debian); otherwise the tests fail
// loudly, saying how to install it: a test that needs Redis never passes without it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A running Redis server. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Stops it (SIGTERM: with persistence, it writes its data first) and starts it again on the
   * same port and data directory. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/bin',
    '/usr/sbin',
    '/usr/local/bin',
  ];
  return dirs.map((dir) => join(dir, 'redis-server')).find((path) => existsSync(path));
}

/**
 * The path of `redis-server`, installed with apt-get first when it is missing and this is root
 * on Debian (waiting for another apt-get's lock). Throws, saying what to do, when it cannot be.
 */
export function redisServerPath(): string {
  const found = findRedisServer();
  if (found !== undefined) return found;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/etc/debian_version')) {
    const apt = (args: string[]): void => {
      spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    };
    apt(['install', '-y', '--no-install-recommends', 'redis-server']);
    if (findRedisServer() === undefined) {
      // The package lists may be missing or stale on a fresh machine.
      apt(['update']);
      apt(['install', '-y', '--no-install-recommends', 'redis-server']);
    }
    const installed = findRedisServer();
    if (installed !== undefined) return installed;
  }
  throw new Error(
    'the queue tests need redis-server, which is not installed and could not be installed here: install it (Debian: apt-get install redis-server) and run them again',
  );
}

/** A port free on the loopback interface just now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server and resolves once it accepts connections (or rejects with its output). */
function launch(path: string, port: number, dir: string, persist: boolean): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
  args.push('--appendonly', persist ? 'yes' : 'no', '--appendfsync', 'always');
  const child = spawn(path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const take = (data: Buffer): void => {
      output += data.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', () => reject(new Error(`redis-server on port ${port} stopped:\n${output}`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts a Redis server on a free loopback port. With `persist`, it keeps an append-only file
 * (written on every change) in its directory, so a restart loses nothing.
 */
export async function startRedis(options: { persist?: boolean } = {}): Promise<RedisServer> {
  const path = redisServerPath();
  const dir = await mkdtemp(join(tmpdir(), 'cgkit-redis-'));
  const persist = options.persist === true;
  let child: ChildProcess | undefined;
  let port = 0;
  // A port found free may be taken before the server binds it: another is tried.
  for (let attempt = 1; child === undefined; attempt++) {
    port = await freePort();
    try {
      child = await launch(path, port, dir, persist);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
  let current = child;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await stopped(current);
      current = await launch(path, port, dir, persist);
    },
    async stop() {
      await stopped(current);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
