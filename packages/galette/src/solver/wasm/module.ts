import { engineWasmBase64 } from './engine-bytes.generated.js';

// The package compiles against ES2023 alone (it runs in Node and in browsers), whose library
// has no WebAssembly: the little used of it is declared here and found on `globalThis`.
export interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: object };
  Memory: new (descriptor: { initial: number; maximum: number; shared: boolean }) => EngineMemory;
}

/** A WebAssembly memory; shared between threads for the threads build. */
export interface EngineMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
}

export const webAssembly = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;

/** What both builds of the WebAssembly engine export: the search. */
export interface SearchExports {
  readonly memory: EngineMemory;
  inputBuffer(words: number): number;
  lookup(): number;
  search(): number;
  getPositions(): number;
  setPositions(value: number): void;
  getTableHits(): number;
  setTableHits(value: number): void;
}

/** What the engine with a table of its own exports (see assembly/index.ts). */
export interface EngineExports extends SearchExports {
  initTable(maxEntries: number, maxBytes: number): void;
  startJournal(): void;
  startSpill(): void;
  keyBuffer(words: number): number;
  tableGet(key: number, length: number, hash: number): number;
  tableRestore(key: number, length: number, valueWord: number): void;
  hashKey(key: number, length: number): number;
  tableSize(): number;
  tableMemory(): number;
  tableRecords(): number;
  tableSlots(): number;
  tableStride(): number;
}

/** What the engine calls back (see the `declare function`s of assembly/). */
export interface EngineImports {
  /** Every 4,096 parts searched: may throw to stop the search. */
  checkpoint(): void;
  reportBites(done: number, total: number): void;
  /** An entry stored while a journal is kept: its key's address and length, its value word. */
  journalEntry(key: number, length: number, valueWord: number): void;
  /** While a spill is kept: the value of a key the table misses, from the spill, or -1… */
  spillGet(key: number, length: number, hash: number): number;
  /** …and an entry the full table forgets (value word `value | cost << 16`). */
  spillPut(key: number, length: number, hash: number, valueWord: number): void;
}

/**
 * Bytes of the scratch memory of an engine instance, for its frames and rows (`SCRATCH_BYTES` of
 * assembly/table.ts; the threads build gives each instance as much).
 */
export const ENGINE_SCRATCH_BYTES = 32 << 20;

const compiled = new Map<string, object | null>();

/**
 * A compiled build of the engine, or undefined where WebAssembly cannot be compiled
 * synchronously (no WebAssembly, or a browser's main thread refusing a module this large).
 */
export function compile(base64: string): object | undefined {
  if (!compiled.has(base64)) {
    try {
      if (webAssembly === undefined) throw new Error('no WebAssembly here');
      compiled.set(base64, new webAssembly.Module(decodeBase64(base64)));
    } catch {
      compiled.set(base64, null);
    }
  }
  return compiled.get(base64) ?? undefined;
}

/** A fresh instance of the engine (its own memory and table), or undefined when unavailable. */
export function instantiateEngine(imports: EngineImports): EngineExports | undefined {
  return instantiate(engineWasmBase64, imports, {}) as EngineExports | undefined;
}

/** An instance of a build of the engine with the given calls back (`env` and `place` add to the
 * imports of the threads build), or undefined when unavailable or there is no memory for it. */
export function instantiate(
  base64: string,
  imports: EngineImports,
  env: object,
  place: object = {},
): object | undefined {
  const module = compile(base64);
  if (module === undefined || webAssembly === undefined) return undefined;
  const tableCalls = {
    journalEntry: (key: number, length: number, valueWord: number): void =>
      imports.journalEntry(key, length, valueWord),
    spillGet: (key: number, length: number, hash: number): number =>
      imports.spillGet(key, length, hash),
    spillPut: (key: number, length: number, hash: number, valueWord: number): void =>
      imports.spillPut(key, length, hash, valueWord),
  };
  const imported = {
    env: {
      ...env,
      abort: () => {
        throw new Error('the Galette WebAssembly engine failed an internal check');
      },
    },
    engine: {
      checkpoint: () => imports.checkpoint(),
      reportBites: (done: number, total: number) => imports.reportBites(done, total),
      tooDeep: (depth: number) => {
        throw new RangeError(
          `the search went ${depth} parts deep, more than the ${ENGINE_SCRATCH_BYTES / 2 ** 20} MiB of the engine's scratch memory hold for a part this large; give a smaller cake`,
        );
      },
    },
    frame: {
      scratchFull: () => {
        throw new RangeError(
          `the search's frames outgrew the ${ENGINE_SCRATCH_BYTES / 2 ** 20} MiB of the engine's scratch memory: a part this large is beyond this solver; give a smaller cake`,
        );
      },
    },
    table: {
      ...tableCalls,
      outOfMemory: (bytes: number) => {
        throw new RangeError(
          `the table of Galette parts would need ${bytes} bytes of records, beyond the engine's memory`,
        );
      },
    },
    'shared-table': { ...tableCalls, ...place },
  };
  try {
    return new webAssembly.Instance(module, imported).exports;
  } catch (error) {
    // No room for the instance's memory (its address space, under `ulimit -v`, say): the caller
    // falls back to the TypeScript engine, which needs none.
    if (error instanceof RangeError && /out of memory/i.test(error.message)) return undefined;
    throw error;
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes padded base64 (`atob` is not in the ES library, `Buffer` not in browsers). */
export function decodeBase64(text: string): Uint8Array {
  const digits = new Uint8Array(128);
  for (let i = 0; i < BASE64.length; i++) digits[BASE64.charCodeAt(i)] = i;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  for (let i = 0, j = 0; i < text.length; i += 4) {
    const group =
      (digits[text.charCodeAt(i)]! << 18) |
      (digits[text.charCodeAt(i + 1)]! << 12) |
      (digits[text.charCodeAt(i + 2)]! << 6) |
      digits[text.charCodeAt(i + 3)]!;
    for (let shift = 16; shift >= 0 && j < bytes.length; shift -= 8) {
      bytes[j++] = (group >>> shift) & 255;
    }
  }
  return bytes;
}
