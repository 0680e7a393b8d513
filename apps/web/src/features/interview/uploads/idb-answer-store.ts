import { createMemoryAnswerStore, type AnswerStore, type PendingAnswer } from './answer-store';
import { openInterviewDatabase, runInStore } from './interview-db';

/**
 * The answer store of the browser: an IndexedDB object store keyed by (session, question), so an
 * answer outlives a closed tab or a crashed phone browser. Where IndexedDB cannot be opened
 * (some private modes), answers are kept in memory: the upload still retries, only a reload loses them.
 */
export async function openIdbAnswerStore(): Promise<AnswerStore> {
  const db = await openInterviewDatabase();
  if (!db) return createMemoryAnswerStore();
  return {
    put: async (answer) => {
      await runInStore(db, 'answers', 'readwrite', (store) => store.put(answer));
    },
    list: async () => {
      const all = (await runInStore(db, 'answers', 'readonly', (store) => store.getAll())) as PendingAnswer[];
      return all.sort((a, b) => a.savedAt - b.savedAt);
    },
    remove: async (key) => {
      await runInStore(db, 'answers', 'readwrite', (store) => store.delete(key));
    },
  };
}
