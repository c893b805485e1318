export { formatMasyuGrid, parseMasyuGrid } from './grid.js';
export { formatMasyuUrl, parseMasyuUrl } from './url.js';
export { formatMasyuPearlId, parseMasyuPearlId } from './pearl-id.js';
export {
  drawMasyu,
  formatMasyuSolution,
  masyuSolutionRows,
  parseMasyuSolution,
} from './solution.js';
export {
  MASYU_FORMATS,
  detectMasyuFormat,
  formatMasyu,
  parseMasyu,
  type MasyuFormat,
} from './detect.js';
export { parseMasyuJsonl, parseMasyuJsonlLine, type MasyuJsonlCase } from './jsonl.js';
export { parseMasyuProgress } from './progress.js';
