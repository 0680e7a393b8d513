/** Hosts plain http may reach: this machine only (a local proxy, or a server that speaks Google's wire). */
const LOOPBACK_HOST = /^(127(?:\.\d{1,3}){3}|localhost)$/i;

/** The message when GOOGLE_SPEECH_ENDPOINT asks for plain http to another machine. */
export const PLAIN_HTTP_REFUSED =
  'plain http:// is allowed only to this machine (127.0.0.1 or localhost); use host or host:port for TLS';

/**
 * GOOGLE_SPEECH_ENDPOINT as the Google client takes it (docs/operations.md): `host` or `host:port`
 * (TLS, as Google's own endpoint and any regional one), or `http://127.0.0.1:port` for a server on
 * this machine. Audio never leaves the machine unencrypted: plain http elsewhere is refused.
 */
export function googleEndpoint(value: string): { endpoint: string; protocol?: 'http' } | { refused: string } {
  const plain = /^http:\/\/([^/]+)\/?$/i.exec(value);
  if (!plain) return { endpoint: value.replace(/^https:\/\//i, '').replace(/\/+$/, '') };
  const hostPort = plain[1] as string;
  const host = hostPort.replace(/:\d+$/, '');
  return LOOPBACK_HOST.test(host)
    ? { endpoint: hostPort, protocol: 'http' }
    : { refused: PLAIN_HTTP_REFUSED };
}
