// The entry `@cgkit/io-formats/galette`: this game's formats alone, without the other games' (and
// their packages), and the error they throw.
export { FormatError, type SourcePosition } from '../errors.js';
export { formatCakeText, parseCakeText } from './cake-text.js';
export { parseGaletteInput, type GaletteInput } from './detect.js';
export { MAX_CAKE_PORTIONS, parseGtIn, printGtIn, type GtInOptions } from './gt-in.js';
export { parseGtOut, printGtOut } from './gt-out.js';
export { parseGtTxt, printGtTxt, type GtTxt } from './gt-txt.js';
