import { DomainError } from '@sauti/core/domain/errors';

const MAX_DETAIL = 200;

/**
 * Wraps any failure of a speech provider in DomainError('PROVIDER_UNAVAILABLE'). The message
 * names the provider and a short reason; every given secret, bearer token and `key=` query
 * parameter is masked, because SDK errors sometimes echo the request.
 */
export function providerUnavailable(
  provider: string,
  error: unknown,
  secrets: (string | undefined)[] = [],
): DomainError {
  if (error instanceof DomainError && error.code === 'PROVIDER_UNAVAILABLE') return error;
  return new DomainError(
    'PROVIDER_UNAVAILABLE',
    `${provider} failed: ${maskSecrets(reasonOf(error), secrets)}`,
  );
}

/** The HTTP status an SDK error carries (openai: status, Google: httpStatusCode, AWS: $metadata). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; httpStatusCode?: unknown; $metadata?: { httpStatusCode?: unknown } };
  const status = e.status ?? e.httpStatusCode ?? e.$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The first line of an error's message, led by its HTTP status, or a description of a thrown non-error. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  // Control characters from a garbage body would corrupt logs and JSON error answers.
  let firstLine = withoutControlCharacters(text.split('\n')[0] ?? '').trim() || 'unknown error';
  const status = httpStatusOf(error);
  if (status !== undefined && !firstLine.startsWith(String(status)))
    firstLine = `HTTP ${status} ${firstLine}`;
  return firstLine.length > MAX_DETAIL ? `${firstLine.slice(0, MAX_DETAIL)}...` : firstLine;
}

/** Replaces secrets in `text` with '***'. */
export function maskSecrets(text: string, secrets: (string | undefined)[]): string {
  let masked = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) masked = masked.split(secret).join('***');
  }
  return masked.replace(/(Bearer\s+)\S+/gi, '$1***').replace(/([?&]key=)[^&\s]+/gi, '$1***');
}

function withoutControlCharacters(text: string): string {
  return Array.from(text, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('');
}
