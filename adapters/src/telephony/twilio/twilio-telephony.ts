import { DomainError } from '@sauti/core/domain/errors';
import type { Telephony } from '@sauti/core/ports/telephony';
import { getRecording, isProviderUrl, postForm } from '../provider-http.js';

/** A Twilio account and the number Sauti calls from. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  number: string;
  /** The REST API's origin; a local wire server in tests. */
  apiBase?: string;
  timeoutMs?: number;
}

const NAME = 'Twilio';

/**
 * Twilio's REST API (2010-04-01): Calls.json to ring a candidate (its Url answers with TwiML, its
 * StatusCallback hears the end), Messages.json for texts, and recordings fetched as WAV from the
 * RecordingUrl with HTTP Basic authentication (the account SID and auth token).
 */
export class TwilioTelephony implements Telephony {
  readonly provider = 'twilio' as const;
  readonly description: string;
  readonly number: string;
  private readonly base: string;

  constructor(private readonly settings: TwilioSettings) {
    this.number = settings.number;
    this.base = (settings.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '');
    this.description = `Twilio, ${settings.number}`;
  }

  private get auth(): Record<string, string> {
    const { accountSid, authToken } = this.settings;
    return { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}` };
  }

  private accountUrl(resource: string): string {
    return `${this.base}/2010-04-01/Accounts/${encodeURIComponent(this.settings.accountSid)}/${resource}`;
  }

  async placeCall(call: Parameters<Telephony['placeCall']>[0]): Promise<{ providerCallId: string }> {
    const answer = (await postForm({
      provider: NAME,
      url: this.accountUrl('Calls.json'),
      headers: this.auth,
      form: {
        To: call.to,
        From: this.number,
        Url: call.answerUrl,
        Method: 'POST',
        StatusCallback: call.statusUrl,
        StatusCallbackMethod: 'POST',
        StatusCallbackEvent: 'completed',
        Timeout: '40',
      },
      timeoutMs: this.settings.timeoutMs ?? 15_000,
      secrets: [this.settings.authToken],
    })) as { sid?: unknown };
    if (typeof answer.sid !== 'string')
      throw new DomainError('PROVIDER_UNAVAILABLE', `${NAME} failed: no call sid`);
    return { providerCallId: answer.sid };
  }

  async sendSms(message: { to: string; text: string }): Promise<{ providerMessageId: string | null }> {
    const answer = (await postForm({
      provider: NAME,
      url: this.accountUrl('Messages.json'),
      headers: this.auth,
      form: { To: message.to, From: this.number, Body: message.text },
      timeoutMs: this.settings.timeoutMs ?? 15_000,
      secrets: [this.settings.authToken],
    })) as { sid?: unknown };
    return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
  }

  /** The RecordingUrl as WAV (Twilio serves it without an extension as WAV, with `.mp3` as MP3). */
  async fetchRecording(url: string): Promise<{ data: Uint8Array; contentType: string }> {
    if (!isProviderUrl(url, this.base, ['twilio.com'])) {
      throw new DomainError('PROVIDER_UNAVAILABLE', `${NAME} recording refused: not a Twilio address`);
    }
    return getRecording({
      provider: NAME,
      url: url.endsWith('.wav') ? url : `${url}.wav`,
      headers: this.auth,
      timeoutMs: this.settings.timeoutMs ?? 30_000,
      secrets: [this.settings.authToken],
    });
  }
}
