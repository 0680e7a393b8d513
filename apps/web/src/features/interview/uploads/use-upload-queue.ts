import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AnswerStore } from './answer-store';
import { openIdbAnswerStore } from './idb-answer-store';
import { uploadAnswer } from '../common/interview-api';
import { UploadQueue, type UploadStatus } from './upload-queue';

/** An answer store whose IndexedDB opens on first use; every call waits for it. */
function lazyStore(open: () => Promise<AnswerStore>): AnswerStore {
  let opened: Promise<AnswerStore> | null = null;
  const store = () => (opened ??= open());
  return {
    put: async (answer) => (await store()).put(answer),
    list: async () => (await store()).list(),
    remove: async (key) => (await store()).remove(key),
  };
}

let appQueue: UploadQueue | null = null;

/**
 * The page's one upload queue: answers left by an earlier visit are picked up as soon as the
 * interview chunk runs, and every waiting answer is retried the moment the browser is back online.
 */
export function appUploadQueue(): UploadQueue {
  if (appQueue) return appQueue;
  const queue = new UploadQueue(lazyStore(openIdbAnswerStore), uploadAnswer);
  window.addEventListener('online', () => queue.retryNow());
  void queue.restore();
  appQueue = queue;
  return queue;
}

/** Tests provide their own queue (with an in-memory store and a fake server). */
export const UploadQueueContext = createContext<UploadQueue | null>(null);

/** The upload queue of this page. */
export function useUploadQueue(): UploadQueue {
  return useContext(UploadQueueContext) ?? appUploadQueue();
}

/** The upload state of every answer of one session, by question index. */
export function useUploadStatuses(sessionId: string | null): UploadStatus[] {
  const queue = useUploadQueue();
  const all = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return all.filter((status) => status.sessionId === sessionId);
}
