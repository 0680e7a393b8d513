import type { CallInstruction, ProviderCallback, SpokenInstruction } from '@sauti/core/ports/telephony';
import { wholeSeconds, type CallDialect, type CallUrls, type IncomingCallback } from '../call-dialect.js';
import { element, responseDocument, xmlEscape } from '../xml.js';
import { twilioSignatureValid } from './twilio-signature.js';

const FINAL_STATUSES = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

function spoken(item: SpokenInstruction, urls: CallUrls): string {
  return item.kind === 'say'
    ? element('Say', {}, xmlEscape(item.text))
    : element('Play', {}, xmlEscape(urls.questionAudio(item.questionIndex)));
}

/**
 * TwiML (docs: TwiML Voice, <Say>, <Play>, <Gather>, <Record>, <Redirect>, <Hangup>). A <Gather>
 * that gets no key press, and a <Record> that hears nothing, fall through to the next verb: the
 * <Redirect> after each tells Sauti so.
 */
export function renderTwiml(instructions: readonly CallInstruction[], urls: CallUrls): string {
  const body = instructions
    .map((step) => {
      switch (step.kind) {
        case 'say':
        case 'play':
          return spoken(step, urls);
        case 'gather':
          return element(
            'Gather',
            {
              input: 'dtmf',
              action: urls.next('digits'),
              method: 'POST',
              timeout: step.timeoutSeconds,
              numDigits: step.numDigits ?? undefined,
              finishOnKey: step.finishOnKey ?? '',
            },
            step.prompt.map((p) => spoken(p, urls)).join(''),
          );
        case 'record':
          return (
            step.prompt.map((p) => spoken(p, urls)).join('') +
            element('Record', {
              action: urls.next('recording'),
              method: 'POST',
              maxLength: step.maxSeconds,
              finishOnKey: step.finishOnKey,
              timeout: step.silenceSeconds,
              playBeep: true,
              trim: 'trim-silence',
            })
          );
        case 'redirect':
          return element('Redirect', { method: 'POST' }, xmlEscape(urls.next(step.event)));
        case 'hangup':
          return element('Hangup', {});
      }
    })
    .join('');
  return responseDocument(body);
}

/** Twilio's voice and status callback fields (CallSid, Direction, From, To, Digits, RecordingUrl, CallStatus…). */
export function readTwilioCallback(params: Record<string, string>): ProviderCallback | null {
  const sid = params.CallSid;
  if (!sid) return null;
  const inbound = params.Direction === 'inbound';
  const status = params.CallStatus ?? '';
  const recordingUrl = params.RecordingUrl;
  return {
    providerCallId: sid,
    direction: inbound ? 'inbound' : 'outbound',
    candidateNumber: (inbound ? params.From : params.To) ?? '',
    active: !FINAL_STATUSES.has(status),
    digits: params.Digits ?? null,
    recording: recordingUrl
      ? { url: recordingUrl, seconds: wholeSeconds(params.RecordingDuration) ?? 0 }
      : null,
    status: FINAL_STATUSES.has(status) ? (status as ProviderCallback['status']) : null,
    durationSeconds: wholeSeconds(params.CallDuration),
    reportedCost: null,
  };
}

/** Twilio: TwiML, its callback fields, and the X-Twilio-Signature checked with the auth token. */
export function twilioDialect(authToken: string): CallDialect {
  return {
    provider: 'twilio',
    contentType: 'text/xml',
    render: renderTwiml,
    read: readTwilioCallback,
    signatureValid: (callback: IncomingCallback) =>
      twilioSignatureValid(authToken, callback.url, callback.params, callback.headers['x-twilio-signature']),
  };
}
