import type { CallInstruction, ProviderCallback, TelephonyProviderName } from '@sauti/core/ports/telephony';

/** The URLs a rendered call step points at: where the provider posts what happened next, and the question audio. */
export interface CallUrls {
  /** The call's own callback URL for `event` (carries the call's secret). */
  next(event: 'digits' | 'recording' | 'no-input' | 'silence'): string;
  /** The spoken question `index`, as mp3. */
  questionAudio(index: number): string;
}

/** A callback as the HTTP edge received it: the full URL the provider requested, its headers and form fields. */
export interface IncomingCallback {
  url: string;
  headers: Record<string, string | undefined>;
  params: Record<string, string>;
}

/**
 * How one provider's calls are steered and heard at the HTTP edge: its XML, how its callbacks
 * read, and how they are authenticated. Africa's Talking (docs: "Handling a call", Say, Play,
 * GetDigits, Record) and Twilio (TwiML Say, Play, Gather, Record, Redirect, Hangup; the
 * X-Twilio-Signature) each have one.
 */
export interface CallDialect {
  readonly provider: TelephonyProviderName;
  readonly contentType: string;
  render(instructions: readonly CallInstruction[], urls: CallUrls): string;
  /** The callback in core's words, or null when it lacks what every callback carries. */
  read(params: Record<string, string>): ProviderCallback | null;
  /**
   * True when the provider's own proof holds: Twilio's signature. Africa's Talking signs nothing,
   * so its calls are proved by the per-call secret in the URL instead (checked by the use case).
   */
  signatureValid(callback: IncomingCallback): boolean;
}

/**
 * A duration a provider reported, in whole seconds: only digits (at most 6, about 11 days) are
 * read; anything else (a sign, a fraction, an exponent, an empty field) is null, so a hostile or
 * odd value never reaches the database's integer column nor shows as negative minutes.
 */
export function wholeSeconds(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : null;
}
