import { openInterviewDatabase, runInStore } from '../uploads/interview-db';

/** A warm-up recorded on this device and not sent yet: a reload shows it again, ready to continue. */
export interface WarmUpDraft {
  sessionId: string;
  audio: Blob;
  durationSeconds: number;
}

/** Where a warm-up waits between recording and Continue (docs/behaviour/interview.md §4.3). */
export interface WarmUpDrafts {
  get(sessionId: string): Promise<WarmUpDraft | null>;
  put(draft: WarmUpDraft): Promise<void>;
  remove(sessionId: string): Promise<void>;
}

/** Drafts in memory: what tests use, and browsers where IndexedDB cannot be opened. */
export function createMemoryWarmUpDrafts(): WarmUpDrafts {
  const drafts = new Map<string, WarmUpDraft>();
  return {
    get: async (sessionId) => drafts.get(sessionId) ?? null,
    put: async (draft) => {
      drafts.set(draft.sessionId, draft);
    },
    remove: async (sessionId) => {
      drafts.delete(sessionId);
    },
  };
}

/** The browser's drafts, in the interview's IndexedDB database beside the answers waiting for upload. */
export async function openWarmUpDrafts(): Promise<WarmUpDrafts> {
  const db = await openInterviewDatabase();
  if (!db) return createMemoryWarmUpDrafts();
  return {
    get: async (sessionId) =>
      ((await runInStore(db, 'warm-ups', 'readonly', (store) => store.get(sessionId))) as
        WarmUpDraft | undefined) ?? null,
    put: async (draft) => {
      await runInStore(db, 'warm-ups', 'readwrite', (store) => store.put(draft));
    },
    remove: async (sessionId) => {
      await runInStore(db, 'warm-ups', 'readwrite', (store) => store.delete(sessionId));
    },
  };
}
