import { NotationError } from '../short/notation.js';

/** The NotationError `parse` throws; any other error, or none, fails the test. */
export function notationError(parse: () => unknown): NotationError {
  try {
    parse();
  } catch (error) {
    if (error instanceof NotationError) return error;
    throw error;
  }
  throw new Error('expected a NotationError');
}
