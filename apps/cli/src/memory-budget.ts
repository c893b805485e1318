import { DEFAULT_MAX_MEMORY_BYTES } from '@cgkit/core-search';

let budget = DEFAULT_MAX_MEMORY_BYTES;

/** The memory budget every solver of this run gets (`--max-memory`). */
export function memoryBudgetBytes(): number {
  return budget;
}

export function setMemoryBudgetBytes(bytes: number): void {
  budget = bytes;
}
