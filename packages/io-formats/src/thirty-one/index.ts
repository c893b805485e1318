export {
  parseThirtyOneCases,
  printThirtyOneResults,
  thirtyOneVerdict,
  ThirtyOneCaseReader,
  type ThirtyOneCase,
} from './cases.js';
export { formatKeypadText, parseKeypadText } from './keypad-text.js';
