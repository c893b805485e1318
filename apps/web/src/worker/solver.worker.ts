/// <reference lib="webworker" />
import { isTaskName, runTask } from './run-task.js';
import type { Reply, Request } from './protocol.js';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, task, input } = event.data;
  const post = (reply: Reply): void => self.postMessage(reply);
  if (!isTaskName(task)) {
    post({ id, kind: 'error', message: `unknown task ${task}` });
    return;
  }
  void runTask(id, task, input, post).then(post);
};
