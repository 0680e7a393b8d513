import type { CallInstruction, ProviderCallback, SpokenInstruction } from '@sauti/core/ports/telephony';
import { wholeSeconds, type CallDialect, type CallUrls } from '../call-dialect.js';
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

type FinalStatus = NonNullable<ProviderCallback['status']>;

/**
 * Why an outbound call did not go through, from the `hangupCause` of its last request. Africa's
 * Talking's help centre: "What does hangupCause parameter mean" shows that request for a call
 * nobody took (callSessionState=NotAnswered, status=NotAnswered, hangupCause=USER_BUSY,
 * durationInSeconds=0, isActive=0: "the call goes unanswered", "is rejected", "the recipient's
 * phone is off or unreachable"), and "What are the parameters for Hang up Cause" lists the causes
 * (NORMAL_CLEARING: answered and ended; USER_BUSY, CALL_REJECTED, NO_ANSWER, NO_USER_RESPONSE,
 * NORMAL_TEMPORARY_FAILURE, RECOVERY_ON_TIMER_EXPIRE, ORIGINATOR_CANCEL, UNSPECIFIED, ...).
 * SUBSCRIBER_ABSENT (a phone switched off) is seen in a logged Africa's Talking request in
 * instedd/verboice issue #902. A rejected call is counted as busy: the candidate's phone turned it away.
 */
const HANGUP_CAUSES: Readonly<Record<string, FinalStatus>> = {
  USER_BUSY: 'busy',
  CALL_REJECTED: 'busy',
  NO_ANSWER: 'no-answer',
  NO_USER_RESPONSE: 'no-answer',
  SUBSCRIBER_ABSENT: 'no-answer',
  UNALLOCATED_NUMBER: 'failed',
  INVALID_NUMBER_FORMAT: 'failed',
  NORMAL_TEMPORARY_FAILURE: 'failed',
  RECOVERY_ON_TIMER_EXPIRE: 'failed',
  UNSPECIFIED: 'failed',
};

/** The last request's `status` (or `callSessionState`) when its hangupCause says nothing more. */
const FINAL_STATUSES: Readonly<Record<string, FinalStatus>> = {
  Success: 'completed',
  Completed: 'completed',
  NotAnswered: 'no-answer',
  Busy: 'busy',
  NoAnswer: 'no-answer',
  Failed: 'failed',
  Aborted: 'canceled',
};

/**
 * How the call ended: the hangup cause first, then the status, then the call session's state; a
 * value none of them knows counts as 'completed' (the retry rule still rings a call that never
 * connected again, rules/phone-call-retry.ts).
 */
function finalStatus(params: Record<string, string>): FinalStatus {
  return (
    HANGUP_CAUSES[params.hangupCause ?? ''] ??
    FINAL_STATUSES[params.status ?? ''] ??
    FINAL_STATUSES[params.callSessionState ?? ''] ??
    'completed'
  );
}

/**
 * Africa's Talking's POST variables (docs: "Handling a call"): isActive, sessionId, direction,
 * callerNumber, destinationNumber, dtmfDigits, recordingUrl, durationInSeconds, currencyCode,
 * amount; the last request of a call has isActive 0, the duration and cost, and how it ended
 * (status, callSessionState, hangupCause: `finalStatus`).
 */
export function readAfricasTalkingCallback(params: Record<string, string>): ProviderCallback | null {
  const sessionId = params.sessionId;
  if (!sessionId) return null;
  const inbound = (params.direction ?? '').toLowerCase() === 'inbound';
  const active = params.isActive !== '0';
  const amount = Number(params.amount);
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
            seconds: wholeSeconds(params.recordingDuration ?? params.durationInSeconds) ?? 0,
          }
        : null,
    status: active ? null : finalStatus(params),
    durationSeconds: active ? null : wholeSeconds(params.durationInSeconds),
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
