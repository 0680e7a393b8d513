import { useEffect, useState } from 'react';
import { keepForOffline } from '../offline/offline-cache';

/** A public read of the interview: loading, failed (or not found), or its data. */
export type PublicData<T> = { status: 'pending' } | { status: 'error' } | { status: 'ok'; data: T };

/**
 * GETs the JSON at `url` once per url. The interview keeps to this instead of the query cache
 * the HR screens use: its reads are two and need no cache, and a candidate on 2G should not
 * download the library. Offline, the service worker answers from what it kept.
 */
export function usePublicData<T>(url: string): PublicData<T> {
  const [state, setState] = useState<{ url: string; data: PublicData<T> }>({
    url,
    data: { status: 'pending' },
  });
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        keepForOffline(url, res.clone());
        const data = (await res.json()) as T;
        setState({ url, data: { status: 'ok', data } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, data: { status: 'error' } });
      });
    return () => controller.abort();
  }, [url]);
  return state.url === url ? state.data : { status: 'pending' };
}
