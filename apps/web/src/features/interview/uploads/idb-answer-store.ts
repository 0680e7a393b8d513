import { createMemoryAnswerStore, type AnswerStore, type PendingAnswer } from './answer-store';

const DB_NAME = 'sauti-interview';
const STORE = 'answers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'key' });
  };
  return request(req);
}

/** Runs one request in its own transaction and resolves when the transaction has committed. */
async function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const tx = db.transaction(STORE, mode);
  const result = request(action(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/**
 * The answer store of the browser: an IndexedDB object store keyed by (session, question), so an
 * answer outlives a closed tab or a crashed phone browser. Where IndexedDB cannot be opened
 * (some private modes), answers are kept in memory: the upload still retries, only a reload loses them.
 */
export async function openIdbAnswerStore(): Promise<AnswerStore> {
  if (typeof indexedDB === 'undefined') return createMemoryAnswerStore();
  let db: IDBDatabase;
  try {
    db = await openDatabase();
  } catch {
    return createMemoryAnswerStore();
  }
  return {
    put: async (answer) => {
      await run(db, 'readwrite', (store) => store.put(answer));
    },
    list: async () => {
      const all = (await run(db, 'readonly', (store) => store.getAll())) as PendingAnswer[];
      return all.sort((a, b) => a.savedAt - b.savedAt);
    },
    remove: async (key) => {
      await run(db, 'readwrite', (store) => store.delete(key));
    },
  };
}
