// The threads build of the WebAssembly engine (compiled with `--use SHARED_TABLE=1`): one
// instance per thread, all on one table in the memory they import (see src/solver/wasm/).
// The table's file comes first: its start code places this instance's scratch heap.
export { heapBase, setAlone, useTable } from './shared-table';
export * from './engine';
