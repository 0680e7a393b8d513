import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (docs: "Secure webhooks"): HMAC-SHA1, keyed with the account's auth
 * token, of the full URL Twilio requested followed by every POST parameter's name and value,
 * sorted by name, base64-encoded. Written here rather than taken from the `twilio` package, which
 * brings axios, jsonwebtoken, dayjs and more for these few lines.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(Buffer.from(signed, 'utf8')).digest('base64');
}

/** True when `signature` (the X-Twilio-Signature header) is the one Twilio would send; compared in constant time. */
export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
