export { FormatError, describeFound, pointAt, type SourcePosition } from './errors.js';
export { formatJsonObject, type JsonMember } from './json-scanner.js';
export { LineReader, splitLines, tokenize, type SourceLine, type TextToken } from './lines.js';
export {
  formatBoardEscapeBoard,
  formatBoardEscapeJsonl,
  parseBoardEscapeBoard,
  parseBoardEscapeJsonl,
  parseBoardEscapeJsonlLine,
  type BoardEscapeCase,
} from './board-escape/index.js';
export {
  formatKeypadText,
  parseKeypadText,
  parseThirtyOneCases,
  printThirtyOneResults,
  thirtyOneVerdict,
  ThirtyOneCaseReader,
  type ThirtyOneCase,
} from './thirty-one/index.js';
export {
  MASYU_FORMATS,
  detectMasyuFormat,
  drawMasyu,
  formatMasyu,
  formatMasyuGrid,
  formatMasyuPearlId,
  formatMasyuSolution,
  formatMasyuUrl,
  masyuSolutionRows,
  parseMasyu,
  parseMasyuGrid,
  parseMasyuJsonl,
  parseMasyuJsonlLine,
  parseMasyuPearlId,
  parseMasyuProgress,
  parseMasyuSolution,
  parseMasyuUrl,
  type MasyuFormat,
  type MasyuJsonlCase,
} from './masyu/index.js';
export {
  formatCakeText,
  parseCakeText,
  MAX_CAKE_PORTIONS,
  parseGaletteInput,
  parseGtIn,
  parseGtOut,
  parseGtTxt,
  printGtIn,
  printGtOut,
  printGtTxt,
  type GaletteInput,
  type GtInOptions,
  type GtTxt,
} from './galette/index.js';
export { GAME_DESCRIPTORS } from './games.js';
