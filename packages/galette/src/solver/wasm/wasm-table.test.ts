import { describe, expect, it } from 'vitest';
import type { PartSpill } from '../table.js';
import type { EngineExports } from './module.js';
import { WasmPartTable } from './wasm-table.js';

describe('WasmPartTable', () => {
  it('reaches keys past 2 GiB of engine memory, whose addresses arrive as negative i32s', () => {
    // Zero pages cost nothing until written: one page near the end is.
    const buffer = new ArrayBuffer(2 ** 31 + 2 ** 16);
    const address = 2 ** 31 + 2 ** 12;
    new Uint32Array(buffer, address, 3).set([7, 8, 9]);
    const engine = {
      memory: { buffer },
      initTable: () => {},
      startSpill: () => {},
      startJournal: () => {},
    } as unknown as EngineExports;
    const kept: { key: number[]; hash: number; valueWord: number }[] = [];
    const spill: PartSpill = {
      get: (key, keyAt, length) => (key[keyAt] === 7 && length === 3 ? 42 : -1),
      put: (key, keyAt, length, hash, valueWord) =>
        kept.push({ key: [...key.subarray(keyAt, keyAt + length)], hash, valueWord }),
    };
    const table = new WasmPartTable(engine, 1024, spill);
    const signed = address | 0;
    expect(signed).toBeLessThan(0);
    table.spillPut(signed, 3, -1, 5);
    expect(kept).toEqual([{ key: [7, 8, 9], hash: 2 ** 32 - 1, valueWord: 5 }]);
    expect(table.spillGet(signed, 3, 1)).toBe(42);
  });
});
