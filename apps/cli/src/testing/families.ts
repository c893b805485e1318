/**
 * The CLI's command families: each is a vitest project (vitest.config.ts) and a turbo task
 * (`test:cgt`…, turbo.json) whose tests fuzz its own commands (src/fuzz.test.ts).
 */
export const COMMAND_FAMILIES: readonly string[] = [
  'engine',
  'cgt',
  'thirty-one',
  'board-escape',
  'galette',
  'masyu',
];
