import { DomainError } from '@sauti/core/domain/errors';
import type { Telephony } from '@sauti/core/ports/telephony';
import { getRecording, isProviderUrl, postForm } from '../provider-http.js';

/** An Africa's Talking app: its username and API key, and the voice number. */
export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  number: string;
  /** The voice API's origin (https://voice.africastalking.com); a local wire server in tests. */
  voiceBase?: string;
  /** The SMS API's origin (https://api.africastalking.com). */
  apiBase?: string;
  /** An SMS sender id or short code of the account, when it has one. */
  smsFrom?: string;
  timeoutMs?: number;
}

const NAME = "Africa's Talking";

interface CallAnswer {
  entries?: { status?: string; sessionId?: string; phoneNumber?: string }[];
  errorMessage?: string;
}

interface SmsAnswer {
  SMSMessageData?: { Recipients?: { status?: string; statusCode?: number; messageId?: string }[] };
}

/**
 * Africa's Talking voice and SMS: POST {voice}/call (username, from, to, clientRequestId; the
 * `apiKey` header) rings a candidate, and the number's callback URL set in the voice dashboard is
 * asked what to do; POST {api}/version1/messaging sends a text. Recordings are the mp3 files the
 * callbacks' recordingUrl names, on Africa's Talking's own hosts.
 */
export class AfricasTalkingTelephony implements Telephony {
  readonly provider = 'africastalking' as const;
  readonly description: string;
  readonly number: string;
  private readonly voiceBase: string;
  private readonly apiBase: string;

  constructor(private readonly settings: AfricasTalkingSettings) {
    this.number = settings.number;
    this.voiceBase = (settings.voiceBase ?? 'https://voice.africastalking.com').replace(/\/+$/, '');
    this.apiBase = (settings.apiBase ?? 'https://api.africastalking.com').replace(/\/+$/, '');
    this.description = `Africa's Talking (${settings.username}), ${settings.number}`;
  }

  private get headers(): Record<string, string> {
    return { apiKey: this.settings.apiKey };
  }

  /** Rings `to`; Africa's Talking then asks the number's own callback URL (set in its dashboard), naming our call id as clientRequestId. */
  async placeCall(
    call: Pick<Parameters<Telephony['placeCall']>[0], 'to' | 'callId'>,
  ): Promise<{ providerCallId: string }> {
    const answer = (await postForm({
      provider: NAME,
      url: `${this.voiceBase}/call`,
      headers: this.headers,
      form: {
        username: this.settings.username,
        from: this.number,
        to: call.to,
        clientRequestId: call.callId,
      },
      timeoutMs: this.settings.timeoutMs ?? 15_000,
      secrets: [this.settings.apiKey],
    })) as CallAnswer;
    const entry = answer.entries?.[0];
    if (entry?.status !== 'Queued' || !entry.sessionId) {
      const reason = entry?.status ?? answer.errorMessage ?? 'no call entry';
      throw new DomainError('PROVIDER_UNAVAILABLE', `${NAME} failed: ${reason}`);
    }
    return { providerCallId: entry.sessionId };
  }

  async sendSms(message: { to: string; text: string }): Promise<{ providerMessageId: string | null }> {
    const answer = (await postForm({
      provider: NAME,
      url: `${this.apiBase}/version1/messaging`,
      headers: this.headers,
      form: {
        username: this.settings.username,
        to: message.to,
        message: message.text,
        ...(this.settings.smsFrom ? { from: this.settings.smsFrom } : {}),
      },
      timeoutMs: this.settings.timeoutMs ?? 15_000,
      secrets: [this.settings.apiKey],
    })) as SmsAnswer;
    const recipient = answer.SMSMessageData?.Recipients?.[0];
    if (recipient?.status !== 'Success') {
      throw new DomainError('PROVIDER_UNAVAILABLE', `${NAME} failed: ${recipient?.status ?? 'no recipient'}`);
    }
    return { providerMessageId: recipient.messageId ?? null };
  }

  async fetchRecording(url: string): Promise<{ data: Uint8Array; contentType: string }> {
    if (!isProviderUrl(url, this.voiceBase, ['africastalking.com'])) {
      throw new DomainError(
        'PROVIDER_UNAVAILABLE',
        `${NAME} recording refused: not an Africa's Talking address`,
      );
    }
    return getRecording({
      provider: NAME,
      url,
      headers: this.headers,
      timeoutMs: this.settings.timeoutMs ?? 30_000,
      secrets: [this.settings.apiKey],
    });
  }
}
