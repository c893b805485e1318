// The WebAssembly engine of the Galette solver with a table of its own: what JavaScript calls
// (see src/solver/wasm/).
export * from './engine';
export {
  initTable,
  keyBuffer,
  startJournal,
  startSpill,
  tableGet,
  tableMemory,
  tableRecords,
  tableRestore,
  tableSize,
  tableSlots,
  tableStride,
} from './table';
export { hashKey } from './keys';
