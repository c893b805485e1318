export { formatCakeText, parseCakeText } from './cake-text.js';
export { parseGaletteInput, type GaletteInput } from './detect.js';
export { MAX_CAKE_PORTIONS, parseGtIn, printGtIn, type GtInOptions } from './gt-in.js';
export { parseGtOut, printGtOut } from './gt-out.js';
export { parseGtTxt, printGtTxt, type GtTxt } from './gt-txt.js';
