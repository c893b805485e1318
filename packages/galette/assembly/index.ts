// The WebAssembly engine of the Galette solver: what JavaScript calls (see src/solver/wasm/).
export {
  getPositions,
  getTableHits,
  inputBuffer,
  lookup,
  search,
  setPositions,
  setTableHits,
} from './engine';
export {
  initTable,
  startJournal,
  tableGet,
  tableMemory,
  tableRecords,
  tableRestore,
  tableSize,
  tableSlots,
  tableStride,
  hashKey,
} from './table';
export { keyBuffer } from './keys';
