/** One signed POST to a webhook endpoint. */
export interface WebhookRequest {
  url: string;
  /** The `webhook-id` header (the delivery's id). */
  messageId: string;
  /** The `webhook-timestamp` header: when this attempt is made. */
  timestamp: Date;
  /** The exact JSON text that is signed and sent. */
  body: string;
  /**
   * The `whsec_…` secrets to sign with: the endpoint's current one first, then any replaced by a
   * rotation still in its grace period. One signature per secret, space-separated, as Standard
   * Webhooks allows.
   */
  secrets: readonly [string, ...string[]];
}

/** What came of one attempt. `ok` only for a 2xx answer. */
export interface WebhookAttempt {
  ok: boolean;
  /** The answer's HTTP status; null when none came (refused address, DNS, timeout, connection). */
  status: number | null;
  durationMs: number;
  /** Why it failed, in words an HR user or operator can act on; null when ok. */
  error: string | null;
}

/**
 * Sends webhook requests signed per the Standard Webhooks specification, refusing addresses the
 * operator has not allowed (see core/src/rules/network-address.ts), without following redirects.
 */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAttempt>;
  /** A new signing secret (`whsec_` + base64 of random bytes). */
  newSecret(): string;
  /**
   * The host this sender would connect to for `url`, as its URL parser reads it (IPv4 shorthand such
   * as `2130706433` normalised to `127.0.0.1`), or null when it cannot read it: what an endpoint is
   * checked against when it is saved.
   */
  hostOf(url: string): string | null;
}
