/**
 * The cache the service worker answers the interview's public data from when offline (the job and
 * the list of open interviews). The page fills it too, as soon as it has read them, so a reload
 * without a connection opens the interview even when the worker was installed after the first read.
 */
export const INTERVIEW_DATA_CACHE = 'sauti-interview-data';

/** The public reads kept for offline use (as a URL ends): GET /api/public/jobs and /api/public/jobs/{id}. */
export const OFFLINE_DATA_URL = /\/api\/public\/jobs(?:\/[^/?#]+)?$/;

/** The worker's script and the pages it controls: the candidate's interview, never an HR screen. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/interview';

/** Keeps a copy of a successful public read for the service worker (quietly, where the Cache API exists). */
export function keepForOffline(url: string, res: Response): void {
  if (typeof caches === 'undefined') return;
  void caches
    .open(INTERVIEW_DATA_CACHE)
    .then((cache) => cache.put(new URL(url, window.location.href).href, res))
    .catch(() => undefined);
}
