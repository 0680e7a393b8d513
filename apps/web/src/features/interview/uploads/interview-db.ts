/**
 * The interview's IndexedDB database on this device: answers waiting for upload (`answers`) and a
 * warm-up recorded but not sent yet (`warm-ups`). Version 2 added `warm-ups`; opening it upgrades
 * a version-1 database in place, answers kept.
 */
const DB_NAME = 'sauti-interview';
const DB_VERSION = 2;
export type InterviewStoreName = 'answers' | 'warm-ups';
const STORES: Record<InterviewStoreName, string> = { answers: 'key', 'warm-ups': 'sessionId' };

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens the database, or null where IndexedDB cannot be used (some private modes, tests). */
export async function openInterviewDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      for (const [name, keyPath] of Object.entries(STORES))
        if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name, { keyPath });
    };
    return await request(req);
  } catch {
    return null;
  }
}

/** Runs one request in its own transaction and resolves when the transaction has committed. */
export async function runInStore<T>(
  db: IDBDatabase,
  name: InterviewStoreName,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const tx = db.transaction(name, mode);
  const result = request(action(tx.objectStore(name)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}
