// The entry `@cgkit/io-formats/masyu`: this game's formats alone, without the other games' (and
// their packages), and the error they throw.
export { FormatError, type SourcePosition } from '../errors.js';
export { formatJsonObject, type JsonMember } from '../json-scanner.js';
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
