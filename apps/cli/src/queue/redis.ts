// Reaching Redis: the `--queue` URL, checked once with a short timeout, so an unreachable server
// is one line within seconds (ioredis would otherwise retry for ever), then the connections
// BullMQ keeps, which reconnect through a Redis restart.
import { Redis, type RedisOptions } from 'ioredis';
import { CommandFailure, UserError } from '../cli-kit.js';

/** How long the first connection may take before the URL is reported unreachable. */
const CONNECT_TIMEOUT_MS = 3000;

/** The connection options of a `redis://` or `rediss://` URL; a `UserError` for anything else. */
export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UserError(`--queue expects a URL such as redis://localhost:6379, got ${url}`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new UserError(`--queue expects a redis:// or rediss:// URL, got ${url}`);
  }
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) {
    throw new UserError(`--queue: ${url}: the database is a number, as in redis://host:6379/0`);
  }
  return {
    host: parsed.hostname || 'localhost',
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    db,
    ...(parsed.username !== '' && { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password !== '' && { password: decodeURIComponent(parsed.password) }),
    ...(parsed.protocol === 'rediss:' && { tls: {} }),
  };
}

/** The URL as it is shown: without its password. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

/**
 * Checks that Redis answers at the URL, within a few seconds: a `CommandFailure` naming it
 * otherwise (one line, exit code 1). `check`, when given, then reads what it needs on that same
 * first connection (a worker refuses a queue of another build there, before BullMQ connects).
 * Returns the options for BullMQ's own connections, which retry for ever
 * (`maxRetriesPerRequest: null`, as BullMQ's workers require), so a run waits through a Redis
 * restart instead of failing.
 */
export async function reachRedis(
  url: string,
  check?: (client: Redis) => Promise<void>,
): Promise<RedisOptions> {
  const options = redisOptions(url);
  const probe = new Redis({
    ...options,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Its errors are the rejection below; unheard, they would be printed as unhandled.
  probe.on('error', () => undefined);
  try {
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CommandFailure(`cannot reach Redis at ${shownUrl(url)}: ${reason}`);
    }
    await check?.(probe);
  } finally {
    probe.disconnect();
  }
  return { ...options, maxRetriesPerRequest: null };
}
