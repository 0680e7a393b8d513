import { DomainError } from '../../domain/errors.js';
import type { PhoneNumbers } from '../../ports/phone-numbers.js';
import type { CallbackUrls, Telephony } from '../../ports/telephony.js';
import { InMemoryPhoneInterviewRepository } from '../../testing/in-memory-phone-interviews.js';
import { interviewWorld } from '../interview/interview-world.fixture.js';
import { StartPhoneInterview } from './start-phone-interview.js';

/** Latin-1 text as bytes (core has no TextEncoder). */
export const bytesOf = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0) & 0xff));
export const textOf = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** A provider that keeps what it was asked; `failCalls` makes it refuse to place calls. */
export class RecordingTelephony implements Telephony {
  readonly provider = 'twilio' as const;
  readonly description = 'test provider';
  readonly number = '+254207654321';
  readonly calls: Parameters<Telephony['placeCall']>[0][] = [];
  readonly texts: { to: string; text: string }[] = [];
  failCalls = false;

  async placeCall(call: Parameters<Telephony['placeCall']>[0]): Promise<{ providerCallId: string }> {
    if (this.failCalls) throw new DomainError('PROVIDER_UNAVAILABLE', 'provider down');
    this.calls.push(call);
    return { providerCallId: `CA${this.calls.length}` };
  }
  async sendSms(message: { to: string; text: string }): Promise<{ providerMessageId: string | null }> {
    this.texts.push(message);
    return { providerMessageId: null };
  }
  /** The URLs of the recordings fetched, in order. */
  readonly fetched: string[] = [];
  /** Every recording is 'wav:' and its URL, so each take has its own bytes. */
  async fetchRecording(url: string): Promise<{ data: Uint8Array; contentType: string }> {
    this.fetched.push(url);
    return { data: bytesOf(`wav:${url}`), contentType: 'audio/wav' };
  }
}

/** Kenyan numbers only, as a default country of KE would read them (the adapter uses libphonenumber-js). */
export const kenyanNumbers: PhoneNumbers = {
  normalise: (text) => {
    const digits = text.replace(/[\s()-]/g, '');
    if (/^\+2547\d{8}$/.test(digits)) return digits;
    if (/^07\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
    return null;
  },
};

const urls: CallbackUrls = {
  call: (callId, secret, on) => `https://sauti.test/phone/twilio/${callId}/${secret}/${on}`,
  questionAudio: (callId, secret, index) =>
    `https://sauti.test/phone/twilio/${callId}/${secret}/q/${index}.mp3`,
};

/** The interview world with a phone provider (or none) and StartPhoneInterview over it. */
export async function phoneWorld(options: { provider?: boolean; requireIdentity?: boolean } = {}) {
  const world = await interviewWorld({ requireIdentity: options.requireIdentity });
  const telephony = new RecordingTelephony();
  const phoneInterviews = new InMemoryPhoneInterviewRepository(
    (id) => world.sessions.rows.get(id)?.status === 'in_progress',
  );
  const start = new StartPhoneInterview({
    ...world,
    telephony: options.provider === false ? null : telephony,
    phoneInterviews,
    urls,
    numbers: kenyanNumbers,
  });
  const request = (fields: Partial<Parameters<StartPhoneInterview['execute']>[0]> = {}) =>
    start.execute(
      {
        jobId: world.job.id,
        candidateName: 'Otieno Ouma',
        candidatePhone: '0712 345 678',
        mode: 'outbound',
        ...fields,
      },
      { ipAddress: null },
    );
  return { ...world, telephony, phoneInterviews, start, request };
}
