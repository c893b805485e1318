export { FormatError, describeFound, type SourcePosition } from './errors.js';
export { LineReader, splitLines, tokenize, type SourceLine, type Token } from './lines.js';
