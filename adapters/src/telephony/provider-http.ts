import { providerUnavailable } from '../stt/provider-failure.js';

/** A provider's REST call: form-encoded POST (both providers' APIs take forms), JSON answer. */
export async function postForm(input: {
  provider: string;
  url: string;
  form: Record<string, string>;
  headers: Record<string, string>;
  timeoutMs: number;
  secrets: string[];
}): Promise<unknown> {
  try {
    const response = await fetch(input.url, {
      method: 'POST',
      headers: {
        ...input.headers,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(input.form).toString(),
      signal: AbortSignal.timeout(input.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw providerUnavailable(input.provider, error, input.secrets);
  }
}

/** Largest recording fetched: 90 s of 16-bit 8 kHz WAV is 1.4 MB; 15 MB is the answers' own limit. */
export const RECORDING_MAX_BYTES = 15 * 1024 * 1024;

/** GET of a recording, bounded in size and time. */
export async function getRecording(input: {
  provider: string;
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  secrets: string[];
}): Promise<{ data: Uint8Array; contentType: string }> {
  try {
    const response = await fetch(input.url, {
      headers: input.headers,
      signal: AbortSignal.timeout(input.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for the recording`);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > RECORDING_MAX_BYTES) throw new Error(`recording of ${declared} bytes is too large`);
    const data = new Uint8Array(await response.arrayBuffer());
    if (data.byteLength > RECORDING_MAX_BYTES) throw new Error('recording is too large');
    return { data, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  } catch (error) {
    throw providerUnavailable(input.provider, error, input.secrets);
  }
}

/**
 * True when `url` is on `allowedOrigin` (a provider's own API origin) or under one of the
 * provider's domains: a recording URL comes in a callback, and the server fetches it with the
 * provider's credentials, so it must never point anywhere else.
 */
export function isProviderUrl(url: string, allowedOrigin: string, domains: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.origin === new URL(allowedOrigin).origin) return true;
  return (
    parsed.protocol === 'https:' &&
    domains.some((d) => parsed.hostname === d || parsed.hostname.endsWith(`.${d}`))
  );
}
