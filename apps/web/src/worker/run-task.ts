import { humanError } from '../shell/errors.js';
import { throttled, type Reply, type Report } from './protocol.js';
import { taskRunners, type TaskName } from './tasks.js';

export function isTaskName(name: string): name is TaskName {
  return Object.hasOwn(taskRunners, name);
}

/** Progress goes out at most this often: enough for a live display, cheap for the solver. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Runs one task, posting its progress on the way, and resolves to the final reply: its output,
 * or the message of the error it threw (a notation mistake, a size out of range).
 */
export async function runTask(
  id: number,
  task: TaskName,
  input: unknown,
  post: (reply: Reply) => void,
): Promise<Reply> {
  const progress = throttled<unknown>(
    (p) => post({ id, kind: 'progress', progress: p }),
    PROGRESS_INTERVAL_MS,
  );
  // Partial results are never throttled: each one is part of the answer.
  const report: Report<unknown> = (p, partial) => {
    if (partial === undefined) progress(p);
    else post({ id, kind: 'progress', progress: p, partial });
  };
  try {
    // The worker checked the task's name; its input is whatever the page sent for that task.
    const run = taskRunners[task] as (input: unknown, report: Report<unknown>) => Promise<unknown>;
    return { id, kind: 'done', output: await run(input, report) };
  } catch (error) {
    return { id, kind: 'error', message: humanError(error) };
  }
}
