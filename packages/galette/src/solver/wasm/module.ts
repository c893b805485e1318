import { engineWasmBase64 } from './engine-bytes.generated.js';

/** What the WebAssembly engine exports (see assembly/index.ts). */
export interface EngineExports {
  readonly memory: WebAssembly.Memory;
  inputBuffer(words: number): number;
  lookup(): number;
  search(): number;
  getPositions(): number;
  setPositions(value: number): void;
  getTableHits(): number;
  setTableHits(value: number): void;
  initTable(maxEntries: number): void;
  startJournal(): void;
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
}

let compiled: WebAssembly.Module | null | undefined;

/**
 * The compiled engine, or undefined where WebAssembly cannot be compiled synchronously (no
 * WebAssembly, or a browser's main thread refusing a module this large).
 */
function engineModule(): WebAssembly.Module | undefined {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(decodeBase64(engineWasmBase64));
    } catch {
      compiled = null;
    }
  }
  return compiled ?? undefined;
}

/** A fresh instance of the engine (its own memory and table), or undefined when unavailable. */
export function instantiateEngine(imports: EngineImports): EngineExports | undefined {
  const module = engineModule();
  if (module === undefined) return undefined;
  const instance = new WebAssembly.Instance(module, {
    env: {
      abort: () => {
        throw new Error('the Galette WebAssembly engine failed an internal check');
      },
    },
    engine: {
      checkpoint: () => imports.checkpoint(),
      reportBites: (done: number, total: number) => imports.reportBites(done, total),
      tooDeep: (depth: number) => {
        throw new RangeError(`the search went ${depth} parts deep, beyond the engine's memory`);
      },
    },
    table: {
      journalEntry: (key: number, length: number, valueWord: number) =>
        imports.journalEntry(key, length, valueWord),
      outOfMemory: (bytes: number) => {
        throw new RangeError(
          `the table of Galette parts would need ${bytes} bytes, beyond WebAssembly's 4 GiB`,
        );
      },
    },
  });
  return instance.exports as unknown as EngineExports;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
