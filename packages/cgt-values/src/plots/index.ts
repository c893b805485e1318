/**
 * Drawings of values: a thermograph as SVG text.
 *
 * @packageDocumentation
 */
export { thermographSvg, type ThermographSvgOptions } from './thermograph-svg.js';
