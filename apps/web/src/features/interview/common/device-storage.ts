/**
 * The device's local storage, or null where the browser refuses it: some browsers throw on access
 * when storage is disabled. The interview works without it, only forgetting across a reload.
 */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
