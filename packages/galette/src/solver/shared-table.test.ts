import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCake } from '../model.js';
import { SharedPartTable } from './shared-table.js';
import { GaletteSolver } from './galette-solver.js';
import { CLAIMED_ELSEWHERE, PartTable } from './table.js';
import { journalHeader } from './journal.js';
import { smallCakes } from '../testing/arbitraries.js';
import { keyOf } from '../testing/keys.js';
import { NaiveSolver } from '../testing/naive.js';

describe('SharedPartTable', () => {
  it('lets one searcher claim a part and tells the others it is taken until it is stored', () => {
    const mine = SharedPartTable.create({ maxEntries: 1024 });
    const theirs = SharedPartTable.attach(mine.handle);
    const { key, length, hash } = keyOf([31, 31, 31, 1, 2, 3]);
    expect(mine.claim(key, length, hash)).toBe(-1);
    expect(theirs.claim(key, length, hash)).toBe(CLAIMED_ELSEWHERE);
    expect(theirs.get(key, length, hash)).toBe(-1);
    mine.set(key, length, hash, 5, 1);
    expect(theirs.claim(key, length, hash)).toBe(5);
    expect(theirs.get(key, length, hash)).toBe(5);
    expect(theirs.size).toBe(1);
  });

  it('takes a record whose value another thread has not yet made visible as claimed, not as 0', () => {
    const mine = SharedPartTable.create({ maxEntries: 1024 });
    const theirs = SharedPartTable.attach(mine.handle);
    const { key, length, hash } = keyOf([31, 31, 31, 1, 2, 3]);
    expect(mine.claim(key, length, hash)).toBe(-1);
    // What a racing reader may see: the published key with the value word of a fresh buffer.
    const words = new Uint32Array(mine.handle.buffer);
    const valueWord = words.findIndex((word, i) => i > 3 && word === 0x10000);
    expect(valueWord).toBeGreaterThan(3);
    words[valueWord] = 0;
    expect(theirs.get(key, length, hash)).toBe(-1);
    expect(theirs.claim(key, length, hash)).toBe(CLAIMED_ELSEWHERE);
    mine.set(key, length, hash, 0, 1);
    expect(theirs.get(key, length, hash)).toBe(0);
  });

  it('tells keys apart word for word, even with equal hashes', () => {
    const table = SharedPartTable.create({ maxEntries: 1024 });
    const a = keyOf([31, 31, 31, 1, 2, 3]);
    const b = keyOf([31, 31, 31, 1, 2, 5]);
    table.set(a.key, a.length, 7, 1, 1);
    expect(table.get(b.key, b.length, 7)).toBe(-1);
    table.set(b.key, b.length, 7, 2, 1);
    expect([table.get(a.key, a.length, 7), table.get(b.key, b.length, 7)]).toEqual([1, 2]);
  });

  it('leaves out keys longer than its records and keys whose probe window is full', () => {
    const table = SharedPartTable.create({ maxEntries: 1024, maxKeyWords: 2 });
    const long = keyOf([31, 31, 31, 31, 31, 1, 2, 3, 4, 5]);
    expect(long.length).toBeGreaterThan(2);
    expect(table.claim(long.key, long.length, long.hash)).toBe(-1);
    table.set(long.key, long.length, long.hash, 3, 1);
    expect(table.get(long.key, long.length, long.hash)).toBe(-1);
    // 1,024 slots hold at most 1,024 keys: the rest are dropped, never misread.
    const full = SharedPartTable.create({ maxEntries: 1024 });
    for (let i = 0; i < 2000; i++) {
      const { key, length } = keyOf([31, 31, i & 31, i >>> 5]);
      full.set(key, length, 0, i % 7, 1);
    }
    expect(full.size).toBeLessThanOrEqual(1024);
    for (let i = 0; i < 2000; i++) {
      const { key, length } = keyOf([31, 31, i & 31, i >>> 5]);
      expect([-1, i % 7]).toContain(full.get(key, length, 0));
    }
  });

  it('alone, makes room for a new key by replacing the cheapest of its window, and journals it', () => {
    const table = SharedPartTable.create({ maxEntries: 1024 });
    const entry = (i: number): ReturnType<typeof keyOf> => keyOf([31, 31, i & 31, i >>> 5]);
    // Every key hashed to slot 0: its window of 32 fills, the 33rd key is refused…
    for (let i = 0; i < 32; i++)
      table.set(entry(i).key, entry(i).length, 0, i % 7, i === 5 ? 1 : 9);
    const late = entry(40);
    table.set(late.key, late.length, 0, 3, 4);
    expect(table.get(late.key, late.length, 0)).toBe(-1);
    expect(table.refused).toBe(1);
    // …until one thread has the table alone: then the cheapest entry of the window gives way.
    table.startJournal();
    table.takeJournal();
    table.useAlone();
    expect(table.claim(late.key, late.length, 0)).toBe(-1);
    table.set(late.key, late.length, 0, 3, 4);
    expect(table.get(late.key, late.length, 0)).toBe(3);
    expect(table.get(entry(5).key, entry(5).length, 0)).toBe(-1);
    for (let i = 0; i < 32; i++) {
      if (i !== 5) expect(table.get(entry(i).key, entry(i).length, 0)).toBe(i % 7);
    }
    expect(table.size).toBe(32);
    const later = new GaletteSolver();
    expect(later.loadJournal(Uint8Array.of(...journalHeader(), ...table.takeJournal()))).toEqual({
      entries: 1,
      validBytes: expect.any(Number) as number,
      tornBytes: 0,
    });
  });

  it('keeps a solver exact however small it is', () => {
    const naive = new NaiveSolver();
    fc.assert(
      fc.property(smallCakes(4, 5), (cake) => {
        const table = SharedPartTable.create({ maxEntries: 1024, maxKeyWords: 3 });
        expect(new GaletteSolver({ sharedTable: table }).grundy(cake)).toBe(naive.grundy(cake));
      }),
      { numRuns: 300 },
    );
  });

  it('saves in the form a PartTable loads, and loads what a PartTable saves', () => {
    const solver = new GaletteSolver({
      sharedTable: SharedPartTable.create({ maxEntries: 1 << 16 }),
    });
    expect(solver.grundy(createCake(5, 6))).toBe(new GaletteSolver().grundy(createCake(5, 6)));
    const plain = new PartTable();
    plain.load(solver.serializeTable());
    expect(plain.size).toBe(solver.tableSize);
    const back = SharedPartTable.create({ maxEntries: 1 << 16 });
    back.load(plain.serialize());
    expect(back.size).toBe(plain.size);
    const reader = new GaletteSolver({ sharedTable: back });
    expect(reader.grundy(createCake(5, 6))).toBe(solver.grundy(createCake(5, 6)));
    expect(reader.stats.positions).toBe(0);
  });
});

describe('SharedPartTable.copyFrom', () => {
  it('copies every finished entry into a larger table, with longer records, and no claim', () => {
    const small = SharedPartTable.create({ maxEntries: 1 << 14, maxKeyWords: 5 });
    const solver = new GaletteSolver({ sharedTable: small });
    expect(solver.grundy(createCake(5, 6))).toBe(0);
    const { key, length, hash } = keyOf([31, 31, 31, 7, 7, 7]);
    expect(small.claim(key, length, hash)).toBe(-1);
    const large = SharedPartTable.create({ maxEntries: 1 << 16, maxKeyWords: 9 });
    large.copyFrom(small);
    expect(large.size).toBe(small.size - 1);
    expect(large.get(key, length, hash)).toBe(-1);
    expect(large.claim(key, length, hash)).toBe(-1); // the claim was not copied: free to take
    const reader = new GaletteSolver({ sharedTable: large });
    expect(reader.grundy(createCake(5, 6))).toBe(0);
    expect(reader.stats.positions).toBe(0);
    expect(new Uint8Array(large.serialize()).length).toBe(new Uint8Array(small.serialize()).length);
  });
});

describe('SharedPartTable.takeJournal', () => {
  it('hands over each value stored by any thread once, and nothing restored or copied', () => {
    const mine = SharedPartTable.create({ maxEntries: 1024 });
    const theirs = SharedPartTable.attach(mine.handle);
    const a = keyOf([31, 31, 31, 1, 2, 3]);
    const b = keyOf([31, 31, 31, 1, 2, 5]);
    const c = keyOf([31, 31, 31, 1, 2, 7]);
    expect(theirs.claim(a.key, a.length, a.hash)).toBe(-1);
    theirs.set(a.key, a.length, a.hash, 4, 1);
    // Searched again by a thread that found the claim gone: stored, and logged, once.
    mine.set(a.key, a.length, a.hash, 4, 1);
    mine.set(b.key, b.length, b.hash, 2, 1);
    mine.restore(c.key, c.length, 9 | (1 << 16));
    expect(mine.journalPending).toBe(2);
    const reader = new GaletteSolver();
    reader.loadJournal(new Uint8Array([...journalHeader(), ...mine.takeJournal()]));
    expect(reader.tableSize).toBe(2);
    expect(mine.journalPending).toBe(0);
    expect(mine.takeJournal()).toHaveLength(0);
    const larger = SharedPartTable.create({ maxEntries: 4096 });
    larger.copyFrom(mine);
    expect([larger.size, larger.journalPending]).toEqual([3, 0]);
  });

  it('journals every part of a search, which gives them all back', () => {
    const table = SharedPartTable.create({ maxEntries: 1 << 16 });
    const solver = new GaletteSolver({ sharedTable: table });
    expect(solver.grundy(createCake(5, 6))).toBe(0);
    const reader = new GaletteSolver();
    const scan = reader.loadJournal(new Uint8Array([...journalHeader(), ...solver.takeJournal()]));
    expect(scan.entries).toBe(solver.stats.positions);
    reader.grundy(createCake(5, 6));
    expect(reader.stats.positions).toBe(0);
  });
});
