export {
  parseThirtyOneCases,
  printThirtyOneResults,
  thirtyOneVerdict,
  type ThirtyOneCase,
} from './cases.js';
export { formatKeypadText, parseKeypadText } from './keypad-text.js';
