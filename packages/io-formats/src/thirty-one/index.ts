// The entry `@cgkit/io-formats/thirty-one`: this game's formats alone, without the other games' (and
// their packages), and the error they throw.
export { FormatError, type SourcePosition } from '../errors.js';
export {
  parseThirtyOneCases,
  printThirtyOneResults,
  thirtyOneVerdict,
  ThirtyOneCaseReader,
  type ThirtyOneCase,
} from './cases.js';
export { formatKeypadText, parseKeypadText } from './keypad-text.js';
