/**
 * The error for input past one of the package's limits (a game nested too deep, too many
 * positions or options, a count out of range) or outside a definition's domain (cooling by a
 * negative temperature, a Norton product by a unit that is not positive): the caller's input,
 * not a bug. It is a RangeError, so code that catches those still does.
 */
export class InputLimitError extends RangeError {
  override readonly name = 'InputLimitError';
}
