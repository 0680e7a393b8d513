import { randomBytes } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { classifyAddress, isAddressAllowed } from '@sauti/core/rules/network-address';
import type { WebhookAttempt, WebhookRequest, WebhookSender } from '@sauti/core/ports/webhook-sender';
import { Webhook } from 'standardwebhooks';

/** How the sender treats the network (docs/operations.md, "Webhooks"). */
export interface WebhookSenderSettings {
  /** [WEBHOOK_ALLOW_PRIVATE_NETWORKS] also send to private, loopback and link-local addresses. */
  allowPrivateNetworks: boolean;
  /** Whole-attempt deadline: connecting, sending and reading the answer. */
  timeoutMs: number;
  /** Bytes of the answer read at most; the rest is dropped (receivers need answer nothing). */
  maxResponseBytes: number;
}

export const DEFAULT_WEBHOOK_SENDER_SETTINGS: WebhookSenderSettings = {
  allowPrivateNetworks: false,
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
};

/** Resolves a host name to every address it has (A and AAAA). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * What members read about an attempt that never reached a receiver (docs/behaviour/platform.md
 * §16). One text for a refused address and a name that does not resolve, and none naming an
 * address: the delivery log must not tell a member what the server's resolver knows (which
 * internal names exist, what they point to). The detail goes to the server's log.
 */
export const WEBHOOK_NETWORK_ERRORS = {
  refused: 'Refused to send: the address is not a public internet address, or its name does not resolve',
  connectionRefused: 'The endpoint refused the connection',
  tls: 'The endpoint’s TLS certificate was not accepted',
  unreachable: 'Could not reach the endpoint',
} as const;

/** The members' text for a failed connection, by the error's code (the message, with addresses, is logged). */
function connectionError(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'ECONNREFUSED') return WEBHOOK_NETWORK_ERRORS.connectionRefused;
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code))
    return WEBHOOK_NETWORK_ERRORS.tls;
  return WEBHOOK_NETWORK_ERRORS.unreachable;
}

/** Where the sender writes what members are not shown (the refused address, the resolver's error). */
export type ReportNetworkDetail = (detail: string) => void;

/**
 * `WebhookSender` over node:http(s), signed with the Standard Webhooks reference library
 * (`standardwebhooks`: the `webhook-id`, `webhook-timestamp` and `webhook-signature` headers).
 * Before each attempt the host is resolved and EVERY address checked with the SSRF rule
 * (core/src/rules/network-address.ts); the connection then goes to a checked address (the
 * socket's lookup is pinned to it), so a name that answers differently a moment later (DNS
 * rebinding) cannot slip through. Redirects are not followed: a 3xx is a failed attempt.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly settings: WebhookSenderSettings = DEFAULT_WEBHOOK_SENDER_SETTINGS,
    private readonly resolve: Resolve = resolveAll,
    private readonly report: ReportNetworkDetail = () => undefined,
  ) {}

  newSecret(): string {
    return `whsec_${randomBytes(32).toString('base64')}`;
  }

  hostOf(url: string): string | null {
    try {
      return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1') || null;
    } catch {
      return null;
    }
  }

  async send(request: WebhookRequest): Promise<WebhookAttempt> {
    const started = performance.now();
    const failed = (error: string, status: number | null = null): WebhookAttempt => ({
      ok: false,
      status,
      durationMs: Math.round(performance.now() - started),
      error,
    });
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return failed('The endpoint address is not a valid URL');
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      return failed('The endpoint address must be an http(s) URL without credentials');
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const refuse = (detail: string) => {
      this.report(`webhook delivery ${request.messageId} to ${host}: ${detail}`);
      return failed(WEBHOOK_NETWORK_ERRORS.refused);
    };
    let addresses: { address: string; family: number }[];
    if (isIP(host)) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await this.resolve(host);
      } catch (error) {
        return refuse(`could not resolve (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    if (addresses.length === 0) return refuse('the name resolves to no address');
    const refused = addresses.find((a) => !isAddressAllowed(a.address, this.settings));
    if (refused) return refuse(`refused ${refused.address} (${classifyAddress(refused.address)})`);
    const target = addresses[0]!;
    const signature = request.secrets
      .map((secret) => new Webhook(secret).sign(request.messageId, request.timestamp, request.body))
      .join(' ');
    try {
      const status = await this.post(url, target, request, signature);
      if (status >= 200 && status < 300) {
        return { ok: true, status, durationMs: Math.round(performance.now() - started), error: null };
      }
      const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
      return failed(`The endpoint answered ${status}${redirect}`, status);
    } catch (error) {
      if (error instanceof AttemptTimeout) return failed(error.message);
      this.report(
        `webhook delivery ${request.messageId} to ${host}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return failed(connectionError(error));
    }
  }

  /** POSTs to the checked address; resolves with the answer's status once its body is read (or capped). */
  private post(
    url: URL,
    target: { address: string; family: number },
    request: WebhookRequest,
    signature: string,
  ): Promise<number> {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    const abort = new AbortController();
    const body = Buffer.from(request.body, 'utf8');
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => abort.abort(), this.settings.timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        settle();
      };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(
        url,
        {
          method: 'POST',
          lookup: pinned,
          signal: abort.signal,
          headers: {
            'content-type': 'application/json',
            'content-length': String(body.length),
            'user-agent': 'Sauti-Webhooks/1',
            'webhook-id': request.messageId,
            'webhook-timestamp': String(Math.floor(request.timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
        },
        (response: IncomingMessage) => {
          let read = 0;
          const status = response.statusCode ?? 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > this.settings.maxResponseBytes) {
              response.destroy();
              done(() => resolve(status));
            }
          });
          response.on('end', () => done(() => resolve(status)));
          response.on('error', (error) => done(() => reject(error)));
        },
      );
      outgoing.on('error', (error) =>
        done(() =>
          reject(
            abort.signal.aborted
              ? new AttemptTimeout(`No answer within ${Math.round(this.settings.timeoutMs / 1000)} s`)
              : error,
          ),
        ),
      );
      outgoing.end(body);
    });
  }
}

/** The attempt's deadline passed: its message is the members' text. */
class AttemptTimeout extends Error {}
