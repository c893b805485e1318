// Imported as JSON, so that the bundle carries the version itself: reading package.json at run
// time would load Node's CommonJS loader into the worker thread for this one field.
import manifest from '../package.json' with { type: 'json' };

/** The CLI's version, from its package.json. */
export function cliVersion(): string {
  return manifest.version;
}
