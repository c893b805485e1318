// The Galette parts the workers share through Redis: each worker publishes the parts its searches
// solve and reads the others', while its own searches run (see the galette README, "Across
// machines"). Each worker appends journal blocks to a list of its own, named in a set of the
// pool's lists; lists are only ever appended to, so a worker reads each from where it stopped,
// never its own, and one started later reads them all.
import { randomBytes } from 'node:crypto';
import type { ChainableCommander, Redis } from 'ioredis';
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
/**
 * A look with nothing to write and no list to read (it would only read the pool's set, for the
 * lists of workers started since) is made once in so many ticks, once a second, so that an idle
 * worker, or the only one, does not ask Redis twenty times a second. Any other look reads the set
 * too: a worker started a moment later is read at once.
 */
const IDLE_LOOK_EVERY = 1000 / TICK_MS;

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
  /** Looks skipped in a row, having nothing to write and no list to read. */
  private skipped = 0;

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
    this.skipped = IDLE_LOOK_EVERY;
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

  /**
   * Writes what is queued and reads what the others wrote since the last look, in one round trip
   * (one write to the socket: a look comes every 50 ms): the queued blocks, the pool's set of
   * lists and every list known, each from where it was left. A list new in the set, or one that
   * filled its step, is read in a further round trip at once.
   */
  private async look(): Promise<void> {
    const idle = this.outgoing.length === 0 && this.read.size === 0;
    if (idle && ++this.skipped < IDLE_LOOK_EVERY) return;
    this.skipped = 0;
    const entries = this.outgoing;
    this.outgoing = [];
    let written = entries.length === 0;
    try {
      const batch = this.client.pipeline();
      if (!written) batch.sadd(this.key, this.own).rpush(this.own, ...entries);
      batch.smembers(this.key);
      let lists = [...this.read.keys()];
      for (const list of lists) this.range(batch, list);
      let replies = (await batch.exec()) ?? [];
      if (!written) {
        for (const [error] of replies.splice(0, 2)) if (error) throw error;
        for (const entry of entries) this.bytesSent += entry.length;
        written = true;
      }
      const [error, members] = replies.shift() ?? [new Error('no reply')];
      if (error) throw error;
      // Lists new in the set are read at once, in a second round trip.
      const fresh = (members as string[]).filter(
        (list) => list !== this.own && list.startsWith(`${this.key}:`) && !this.read.has(list),
      );
      for (;;) {
        lists = [...this.take(lists, replies), ...fresh.splice(0)];
        if (lists.length === 0) break;
        const again = this.client.pipeline();
        for (const list of lists) this.range(again, list);
        replies = (await again.exec()) ?? [];
      }
    } catch {
      // Redis is away (restarting): what was not written is written at the next look.
      if (!written) this.outgoing.unshift(...entries);
    }
  }

  /** Asks for the next entries of a list, from where it was left. */
  private range(batch: ChainableCommander, list: string): void {
    const from = this.read.get(list) ?? 0;
    batch.lrangeBuffer(list, from, from + READ_STEP - 1);
  }

  /** Delivers the entries read from each list; returns the lists that filled their step. */
  private take(lists: readonly string[], replies: [Error | null, unknown][]): string[] {
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
    return full;
  }

  /** Writes what is queued (at close: the last look has been made). */
  private async write(): Promise<void> {
    if (this.outgoing.length === 0) return;
    const entries = this.outgoing;
    this.outgoing = [];
    const replies = (await this.client
      .pipeline()
      .sadd(this.key, this.own)
      .rpush(this.own, ...entries)
      .exec()) ?? [[new Error('no reply'), undefined]];
    for (const [error] of replies) if (error) throw error;
    for (const entry of entries) this.bytesSent += entry.length;
  }
}
