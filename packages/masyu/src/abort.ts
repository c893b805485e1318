/**
 * The part of an AbortSignal that long computations look at: they check `aborted` now and then
 * and stop by `throwIfAborted()`. A DOM or Node AbortSignal fits, and so does a plain object.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  throwIfAborted(): void;
}
