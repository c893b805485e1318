import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createCake } from '../model.js';
import { GaletteSolver } from './galette-solver.js';
import { crc32, JournalError, journalFromTable, journalHeader, JournalWriter } from './journal.js';

/** A journal of two blocks: the parts of 4×5, then those 5×5 adds. */
function twoBlocks(): { bytes: Uint8Array; first: number; parts: number } {
  const solver = new GaletteSolver();
  solver.startJournal();
  solver.grundy(createCake(4, 5));
  const a = solver.takeJournal();
  const first = solver.stats.positions;
  solver.grundy(createCake(5, 5));
  const b = solver.takeJournal();
  const bytes = new Uint8Array(8 + a.length + b.length);
  bytes.set(journalHeader());
  bytes.set(a, 8);
  bytes.set(b, 8 + a.length);
  return { bytes, first, parts: solver.stats.positions };
}

/** The CRC-32 one bit at a time, from its definition (reflected, polynomial 0xedb88320). */
function bitwiseCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe('crc32', () => {
  it('is the CRC-32 of zlib: its check value, and the bitwise definition on any bytes', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.nat(7), (bytes, from) => {
        // A view that starts anywhere: the eight-byte steps must not assume alignment.
        const view = bytes.subarray(Math.min(from, bytes.length));
        expect(crc32(view)).toBe(bitwiseCrc32(view));
      }),
    );
  });
});

describe('the journal of solved parts', () => {
  it('gives every solved part back to a later solver', () => {
    const { bytes, parts } = twoBlocks();
    const later = new GaletteSolver();
    expect(later.loadJournal(bytes)).toEqual({
      entries: parts,
      validBytes: bytes.length,
      tornBytes: 0,
    });
    expect(later.grundy(createCake(5, 5))).toBe(0);
    expect(later.stats.positions).toBe(0);
  });

  it('keeps the parts a full table forgot, and hands each over once', () => {
    const small = new GaletteSolver({ maxTableEntries: 1024 });
    small.startJournal();
    expect(small.grundy(createCake(5, 6))).toBe(new GaletteSolver().grundy(createCake(5, 6)));
    expect(small.journalPending).toBe(small.stats.positions);
    expect(small.tableSize).toBeLessThan(small.stats.positions);
    const blocks = small.takeJournal();
    expect(small.journalPending).toBe(0);
    expect(small.takeJournal()).toHaveLength(0);
    const later = new GaletteSolver();
    const scan = later.loadJournal(new Uint8Array([...journalHeader(), ...blocks]));
    expect(scan.entries).toBe(small.stats.positions);
    later.grundy(createCake(5, 6));
    expect(later.stats.positions).toBe(0);
  });

  it('ignores a torn last block, wherever it was cut', () => {
    const { bytes, first } = twoBlocks();
    const end = bytes.length;
    const firstEnd = new GaletteSolver().loadJournal(bytes.subarray(0, end - 1)).validBytes;
    fc.assert(
      fc.property(fc.integer({ min: firstEnd, max: end - 1 }), (cut) => {
        const scan = new GaletteSolver().loadJournal(bytes.slice(0, cut));
        expect(scan).toEqual({ entries: first, validBytes: firstEnd, tornBytes: cut - firstEnd });
      }),
      { numRuns: inject('slow') ? 100 : 20 },
    );
    // The last block's length written, but its data lost (zeros), or partly lost.
    const zeroed = bytes.slice();
    zeroed.fill(0, firstEnd);
    expect(new GaletteSolver().loadJournal(zeroed).tornBytes).toBe(end - firstEnd);
    const garbled = bytes.slice();
    garbled.fill(0, end - 100);
    expect(new GaletteSolver().loadJournal(garbled).entries).toBe(first);
    // Cut within the file header: a cache created just before the kill, empty.
    expect(new GaletteSolver().loadJournal(bytes.slice(0, 5)).entries).toBe(0);
  });

  it('refuses what is not a journal, and a block spoilt before the end', () => {
    const solver = new GaletteSolver();
    const text = new TextEncoder().encode('not a table\n');
    expect(() => solver.loadJournal(text)).toThrow(JournalError);
    expect(() => solver.loadJournal(text)).toThrow(/not a Galette cache/);
    const { bytes } = twoBlocks();
    const spoilt = bytes.slice();
    spoilt[40]! ^= 1;
    expect(() => solver.loadJournal(spoilt)).toThrow(/corrupt Galette cache: .* checksum/);
    const noSignature = bytes.slice();
    noSignature[8]! ^= 1;
    expect(() => solver.loadJournal(noSignature)).toThrow(/block signature/);
    const otherVersion = bytes.slice();
    otherVersion[4] = 9;
    expect(() => solver.loadJournal(otherVersion)).toThrow(/another version/);
  });

  it('splits many records into blocks of bounded size', () => {
    const writer = new JournalWriter();
    const key = Uint32Array.of(3 | (5 << 16), 0x7fff);
    for (let i = 0; i < 400_000; i++) {
      key[1] = i;
      writer.add(key, 0, 2, 1 | (1 << 16));
    }
    const blocks = writer.take();
    const all = new Uint8Array(8 + blocks.length);
    all.set(journalHeader());
    all.set(blocks, 8);
    const seen: number[] = [];
    const scan = new GaletteSolver().loadJournal({
      size: all.length,
      read: (at, length) => {
        seen.push(length);
        return all.subarray(at, at + length);
      },
    });
    expect(scan.entries).toBe(400_000);
    // A block is sealed once past 2^20 words: it holds at most one more record.
    expect(Math.max(...seen)).toBeLessThanOrEqual(4 * ((1 << 20) + 16));
    expect(seen.filter((n) => n > 16).length).toBeGreaterThan(1);
  });

  it('turns a table saved whole into a journal of the same parts', () => {
    const solver = new GaletteSolver();
    solver.grundy(createCake(5, 5));
    const later = new GaletteSolver();
    expect(later.loadJournal(journalFromTable(solver.serializeTable())).entries).toBe(
      solver.tableSize,
    );
    later.grundy(createCake(5, 5));
    expect(later.stats.positions).toBe(0);
  });
});
