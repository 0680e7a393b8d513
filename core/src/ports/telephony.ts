/**
 * A voice and SMS provider (Africa's Talking or Twilio) as core needs it: place a call, send a
 * text, fetch a recording it made. How a call is steered (its XML) and how its callbacks read are
 * the HTTP edge's business (adapters/src/telephony); core sees the provider-neutral
 * {@link CallInstruction}s and {@link ProviderCallback}s. When no provider is configured the
 * container binds none and the phone option is not offered (docs/behaviour/interview.md §20).
 */
export interface Telephony {
  /** 'africastalking' or 'twilio': the callback routes are named after it. */
  readonly provider: TelephonyProviderName;
  /** For the start-up report, e.g. 'Twilio, +254 20 7654321'. */
  readonly description: string;
  /** Sauti's own number (E.164): candidates call it, and calls and texts come from it. */
  readonly number: string;
  /** Rings `to`; the provider then asks `answerUrl` what to do (Africa's Talking asks the number's own URL). */
  placeCall(call: {
    to: string;
    callId: string;
    answerUrl: string;
    statusUrl: string;
  }): Promise<{ providerCallId: string }>;
  /** One text message. Errors: PROVIDER_UNAVAILABLE. */
  sendSms(message: { to: string; text: string }): Promise<{ providerMessageId: string | null }>;
  /** A recording the provider made during a call, with its credentials. Errors: PROVIDER_UNAVAILABLE. */
  fetchRecording(url: string): Promise<{ data: Uint8Array; contentType: string }>;
}

export type TelephonyProviderName = 'africastalking' | 'twilio';

/**
 * The addresses Sauti gives a provider for one call (built from PUBLIC_URL by the edge): each
 * carries the call's secret, so a callback that knows it came from the provider Sauti asked.
 */
export interface CallbackUrls {
  /** Where the provider posts what happened on call `callId`; `on` names the event. */
  call(callId: string, secret: string, on: CallbackEvent): string;
  /** The question audio (mp3) the call plays. */
  questionAudio(callId: string, secret: string, questionIndex: number): string;
}

/** What a callback URL says happened: the call answered, keys pressed, a recording, nothing, or the call's status. */
export type CallbackEvent = 'connected' | 'digits' | 'recording' | 'no-input' | 'silence' | 'status';

/** What one step of a call does, for any provider (rendered to XML or TwiML by the edge). */
export type CallInstruction =
  | { kind: 'say'; text: string }
  | { kind: 'play'; questionIndex: number }
  | {
      kind: 'gather';
      prompt: SpokenInstruction[];
      numDigits: number | null;
      finishOnKey: '#' | null;
      timeoutSeconds: number;
    }
  | {
      kind: 'record';
      prompt: SpokenInstruction[];
      maxSeconds: number;
      finishOnKey: '#';
      silenceSeconds: number;
    }
  /** Where a provider goes on when a gather had no input or a recording had no sound. */
  | { kind: 'redirect'; event: 'no-input' | 'silence' }
  | { kind: 'hangup' };

export type SpokenInstruction = Extract<CallInstruction, { kind: 'say' | 'play' }>;

/** One callback of a provider, in core's words. */
export interface ProviderCallback {
  providerCallId: string;
  direction: 'inbound' | 'outbound';
  /** The candidate's number as the provider gives it. */
  candidateNumber: string;
  /** True while the call is up; the last notification of a call says false. */
  active: boolean;
  digits: string | null;
  recording: { url: string; seconds: number } | null;
  /** The provider's final status when the call ended or never connected. */
  status: 'completed' | 'busy' | 'no-answer' | 'failed' | 'canceled' | null;
  durationSeconds: number | null;
  /** What the provider says the call cost, when it says so (Africa's Talking does). */
  reportedCost: { amount: number; currency: string } | null;
}
