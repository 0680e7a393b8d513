/** The Network Information API, where the browser has it (Chrome on Android does; Safari does not). */
interface NetworkInformationLike {
  effectiveType?: string;
}

/**
 * The connection's effective type as the identity check reads it: '2g' for 2g and slow-2g (both
 * too slow for a video upload), the browser's value otherwise, null when the browser does not say.
 */
export function connectionType(): string | null {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  const type = connection?.effectiveType ?? null;
  return type === 'slow-2g' ? '2g' : type;
}
