import type { CallInstruction, ProviderCallback, SpokenInstruction } from '@sauti/core/ports/telephony';
import type { CallDialect, CallUrls } from '../call-dialect.js';
import { element, responseDocument, xmlEscape } from '../xml.js';

function spoken(item: SpokenInstruction, urls: CallUrls): string {
  return item.kind === 'say'
    ? element('Say', { voice: 'woman' }, xmlEscape(item.text))
    : element('Play', { url: urls.questionAudio(item.questionIndex) });
}

/**
 * Africa's Talking voice XML (docs: Say, Play, GetDigits, Record, Redirect). A <GetDigits> that
 * gets no input "moves on to the next action without triggering a notification", and a partial
 * <Record> that records nothing sends an empty recordingUrl: the <Redirect> after a GetDigits
 * tells Sauti of the silence. Each action's callbackUrl is the call's own URL, with its secret.
 */
export function renderAfricasTalkingXml(instructions: readonly CallInstruction[], urls: CallUrls): string {
  const body = instructions
    .map((step) => {
      switch (step.kind) {
        case 'say':
        case 'play':
          return spoken(step, urls);
        case 'gather':
          return element(
            'GetDigits',
            {
              timeout: step.timeoutSeconds,
              numDigits: step.numDigits ?? undefined,
              finishOnKey: step.finishOnKey ?? undefined,
              callbackUrl: urls.next('digits'),
            },
            step.prompt.map((p) => spoken(p, urls)).join(''),
          );
        case 'record':
          return element(
            'Record',
            {
              finishOnKey: step.finishOnKey,
              maxLength: step.maxSeconds,
              trimSilence: true,
              playBeep: true,
              callbackUrl: urls.next('recording'),
            },
            step.prompt.map((p) => spoken(p, urls)).join(''),
          );
        case 'redirect':
          return element('Redirect', {}, xmlEscape(urls.next(step.event)));
        case 'hangup':
          // The call ends when the XML has nothing more to do; Reject is for refusing inbound calls.
          return '';
      }
    })
    .join('');
  return responseDocument(body);
}

const FINAL: Record<string, ProviderCallback['status']> = {
  Success: 'completed',
  Completed: 'completed',
  Busy: 'busy',
  NoAnswer: 'no-answer',
  Failed: 'failed',
  Aborted: 'canceled',
};

/**
 * Africa's Talking's POST variables (docs: "Handling a call"): isActive, sessionId, direction,
 * callerNumber, destinationNumber, dtmfDigits, recordingUrl, durationInSeconds, currencyCode,
 * amount; the last request of a call has isActive 0 and the duration and cost.
 */
export function readAfricasTalkingCallback(params: Record<string, string>): ProviderCallback | null {
  const sessionId = params.sessionId;
  if (!sessionId) return null;
  const inbound = (params.direction ?? '').toLowerCase() === 'inbound';
  const active = params.isActive !== '0';
  const amount = Number(params.amount);
  const duration = Number(params.durationInSeconds);
  const recordingUrl = params.recordingUrl ?? '';
  return {
    providerCallId: sessionId,
    direction: inbound ? 'inbound' : 'outbound',
    // "The phone number of the phone user in the call", whichever way it was placed.
    candidateNumber: params.callerNumber ?? '',
    active,
    digits: params.dtmfDigits ?? null,
    recording:
      'recordingUrl' in params
        ? {
            url: recordingUrl,
            seconds: Number(params.recordingDuration ?? params.durationInSeconds ?? 0) || 0,
          }
        : null,
    status: active ? null : (FINAL[params.status ?? ''] ?? 'completed'),
    durationSeconds: !active && Number.isFinite(duration) ? duration : null,
    reportedCost:
      !active && Number.isFinite(amount) && params.currencyCode
        ? { amount, currency: params.currencyCode }
        : null,
  };
}

/** Africa's Talking: its XML and POST variables; no signature (the call's secret URL proves it). */
export const africasTalkingDialect: CallDialect = {
  provider: 'africastalking',
  contentType: 'application/xml',
  render: renderAfricasTalkingXml,
  read: readAfricasTalkingCallback,
  signatureValid: () => true,
};
