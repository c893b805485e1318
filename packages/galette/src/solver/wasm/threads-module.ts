import { threadsEngineWasmBase64 } from './threads-engine-bytes.generated.js';
import type { StripValues } from '../strip.js';
import type { PartSpill, PartStore } from '../table.js';
import {
  compile,
  ENGINE_SCRATCH_BYTES,
  instantiate,
  webAssembly,
  type EngineImports,
  type EngineMemory,
  type SearchExports,
} from './module.js';
import { WasmPartEngine } from './wasm-engine.js';

// The threads build of the engine (assembly/threads.ts): apart from module.ts, so that bundles
// of the single-thread solver (the web app's) leave its bytes out.

/** What the threads build exports (see assembly/threads.ts). */
export interface ThreadsEngineExports extends SearchExports {
  heapBase(): number;
  useTable(tableAt: number): void;
  setAlone(alone: number, journal: number, spill: number): void;
}

/**
 * Bytes of the scratch region of each instance of the threads build (its frames and rows, as
 * the engine with a table of its own keeps below its table), and room left for static data.
 */
const SCRATCH_BYTES = ENGINE_SCRATCH_BYTES;
const STATIC_BYTES = 1 << 20;
const PAGE = 1 << 16;
/** WebAssembly's 32-bit memories hold at most 4 GiB. */
const MAX_PAGES = 1 << 16;

/** A memory for `engines` instances of the threads build and a table of `tableBytes`. */
export interface EngineMemoryLayout {
  readonly memory: EngineMemory & { readonly buffer: SharedArrayBuffer };
  /** Where the table starts, in bytes (a multiple of 64). */
  readonly tableAt: number;
  readonly engines: number;
}

/**
 * A shared memory holding one scratch region per engine instance, then a table of `tableBytes`;
 * undefined when it would pass 4 GiB or the threads build is not available here.
 */
export function threadsEngineMemory(
  engines: number,
  tableBytes: number,
): EngineMemoryLayout | undefined {
  const tableAt = STATIC_BYTES + engines * SCRATCH_BYTES;
  const pages = Math.ceil((tableAt + tableBytes) / PAGE);
  if (pages > MAX_PAGES || webAssembly === undefined) return undefined;
  if (compile(threadsEngineWasmBase64) === undefined) return undefined;
  try {
    const memory = new webAssembly.Memory({ initial: pages, maximum: pages, shared: true });
    if (!(memory.buffer instanceof SharedArrayBuffer)) return undefined;
    return { memory: memory as EngineMemoryLayout['memory'], tableAt, engines };
  } catch {
    return undefined; // no shared memory here, or not this much of it
  }
}

/**
 * Instance `index` (below the `engines` of the layout) of the threads build on a memory of
 * `threadsEngineMemory`, whose table the caller has laid out at `tableAt`; undefined when the
 * build is not available here.
 */
export function instantiateThreadsEngine(
  imports: EngineImports,
  layout: { readonly memory: EngineMemory; readonly tableAt: number },
  index: number,
): ThreadsEngineExports | undefined {
  // The instance asks for its region as it starts, and allocates there (assembly/shared-table.ts).
  const place = { engineIndex: () => index, scratchBytes: () => SCRATCH_BYTES };
  const engine = instantiate(threadsEngineWasmBase64, imports, { memory: layout.memory }, place) as
    ThreadsEngineExports | undefined;
  if (engine === undefined) return undefined;
  if (engine.heapBase() > STATIC_BYTES) {
    throw new Error('the Galette WebAssembly engine has more static data than its memory allows');
  }
  engine.useTable(layout.tableAt);
  return engine;
}

/**
 * What an engine instance needs of the shared table it searches: a `SharedPartTable`, described
 * here rather than imported, as that table imports this module to lay out its memory.
 */
export interface ThreadsTable extends PartStore {
  /** Where the table lives (see `SharedTableHandle`). */
  readonly handle: {
    readonly byteOffset: number;
    readonly memory?: EngineMemory & { readonly buffer: SharedArrayBuffer };
    readonly engines?: number;
  };
  readonly isAlone: boolean;
  readonly journalsAlone: boolean;
  readonly aloneSpill: PartSpill | undefined;
  keepAloneEntry(key: Uint32Array, length: number, journalWord: number): void;
}

/**
 * Engine instance `index` of a shared table laid out by `threadsEngineMemory`; undefined when
 * the table is not (a plain `SharedArrayBuffer`), has no room for the instance, or WebAssembly
 * is not available.
 */
export function threadsEngine(
  table: ThreadsTable,
  strips: StripValues,
  index: number,
): WasmPartEngine | undefined {
  const { memory, engines, byteOffset } = table.handle;
  if (memory === undefined || engines === undefined || index >= engines) return undefined;
  return WasmPartEngine.build(strips, (calls) => {
    // Addresses arrive as signed i32s: unsigned, they reach memory past 2 GiB.
    const words = (key: number, length: number): Uint32Array =>
      new Uint32Array(memory.buffer, key >>> 0, length);
    const tableCalls = {
      journalEntry: (key: number, length: number, valueWord: number): void =>
        table.keepAloneEntry(words(key, length), length, valueWord >>> 0),
      spillGet: (key: number, length: number, hash: number): number =>
        table.aloneSpill?.get(words(key, length), 0, length, hash >>> 0) ?? -1,
      spillPut: (key: number, length: number, hash: number, valueWord: number): void =>
        table.aloneSpill?.put(words(key, length), 0, length, hash >>> 0, valueWord >>> 0),
    };
    const layout = { memory, tableAt: byteOffset };
    const engine = instantiateThreadsEngine({ ...calls, ...tableCalls }, layout, index);
    if (engine === undefined) return undefined;
    const beforeSearch = (): void => {
      const { isAlone, journalsAlone, aloneSpill } = table;
      engine.setAlone(isAlone ? 1 : 0, journalsAlone ? 1 : 0, aloneSpill === undefined ? 0 : 1);
    };
    return { engine, table, beforeSearch };
  });
}
