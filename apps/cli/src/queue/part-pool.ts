// The Galette parts the workers share through Redis: each worker publishes the parts its searches
// solve and reads the others', while its own searches run (see the galette README, "Across
// machines"). Each worker appends journal blocks to a list of its own, named in a set of the
// pool's lists; lists are only ever appended to, so a worker reads each from where it stopped,
// never its own, and one started later reads them all.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { QUEUE_PREFIX } from './jobs.js';
import { stampHash } from './coordinator.js';

/** The key of the pool's set of lists: one pool per build, as the parts' layout is the build's. */
function partPoolKey(): string {
  return `${QUEUE_PREFIX}:galette-parts:${stampHash()}`;
}

/** How often the pool is written and read, in milliseconds: as often as the searches hand
 * their parts over (see `solve-thread.ts`), so that parts reach the others while they matter. */
const TICK_MS = 50;
/** Entries read from a list at most per look, so a long list is read in steps. */
const READ_STEP = 64;

/** What crossed Redis through the pool, in bytes. */
interface PoolTraffic {
  readonly sent: number;
  readonly received: number;
}

/** The pool as one worker sees it: `publish` queues blocks, `deliver` hears the others'. */
export class PartPool {
  private readonly key = partPoolKey();
  private readonly own = `${this.key}:${randomBytes(8).toString('hex')}`;
  private outgoing: Buffer[] = [];
  /** Entries read so far of each other worker's list. */
  private readonly read = new Map<string, number>();
  /** The look under way, if any. */
  private current: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private bytesSent = 0;
  private bytesReceived = 0;

  constructor(
    private readonly client: Redis,
    private readonly deliver: (blocks: Uint8Array) => void,
  ) {
    client.on('error', () => undefined); // a restart: commands wait for the reconnection
    this.timer = setInterval(() => void this.lookNow(), TICK_MS);
  }

  /** Reads every part the others published so far (a worker does before its first job). */
  async catchUp(): Promise<void> {
    await this.current;
    await this.lookNow();
  }

  private lookNow(): Promise<void> {
    this.current ??= this.look().finally(() => (this.current = undefined));
    return this.current;
  }

  get traffic(): PoolTraffic {
    return { sent: this.bytesSent, received: this.bytesReceived };
  }

  /** Queues journal blocks of parts solved here, written at the next look. */
  publish(blocks: Uint8Array): void {
    this.outgoing.push(Buffer.from(blocks.buffer, blocks.byteOffset, blocks.byteLength));
  }

  /** Writes what is queued and closes the connection; the parts stay in Redis. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.current;
    try {
      await this.write();
    } finally {
      this.client.disconnect();
    }
  }

  /** Writes what is queued, then reads what the others wrote since the last look. */
  private async look(): Promise<void> {
    try {
      await this.write();
      const lists = (await this.client.smembers(this.key)).filter(
        (list) => list !== this.own && list.startsWith(`${this.key}:`),
      );
      // Every list in one round trip, each from where it was left; a list that filled a step is
      // read again.
      while (lists.length > 0) {
        const batch = this.client.pipeline();
        for (const list of lists) {
          const from = this.read.get(list) ?? 0;
          batch.lrangeBuffer(list, from, from + READ_STEP - 1);
        }
        const replies = (await batch.exec()) ?? [];
        const full: string[] = [];
        lists.forEach((list, i) => {
          const [error, entries] = replies[i] ?? [new Error('no reply')];
          if (error) throw error;
          const read = entries as Buffer[];
          this.read.set(list, (this.read.get(list) ?? 0) + read.length);
          for (const entry of read) {
            this.bytesReceived += entry.length;
            this.deliver(entry);
          }
          if (read.length === READ_STEP) full.push(list);
        });
        lists.splice(0, lists.length, ...full);
      }
    } catch {
      // Redis is away (restarting): what was not written is written at the next look.
    }
  }

  private async write(): Promise<void> {
    if (this.outgoing.length === 0) return;
    const entries = this.outgoing;
    this.outgoing = [];
    try {
      await this.client
        .multi()
        .sadd(this.key, this.own)
        .rpush(this.own, ...entries)
        .exec();
      for (const entry of entries) this.bytesSent += entry.length;
    } catch (error) {
      this.outgoing.unshift(...entries);
      throw error;
    }
  }
}
