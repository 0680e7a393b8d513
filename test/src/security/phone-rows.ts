import { all, json, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import { PHONE_ENV } from './security-world.js';

/** A Twilio callback's form, unsigned. */
const callback = {
  raw: new URLSearchParams({
    CallSid: `CA${'2'.repeat(32)}`,
    Direction: 'inbound',
    From: '+254712345678',
    Digits: '1',
  }).toString(),
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Phone interviews (docs/behaviour/interview.md §20). Anyone may ask for one, as anyone may start
 * the web intake (201; the provider is unreachable here, so the candidate is told to call in). The
 * provider's callbacks are the provider's alone: without Twilio's signature every caller, signed
 * in or not, is refused 403, whatever call or secret the path names.
 */
export const PHONE_ROWS: Record<RouteKey, MatrixRow> = {
  'POST /api/phone-interviews': {
    request: (w) => ({
      path: '/api/phone-interviews',
      body: json({
        jobId: w.jobId,
        candidateName: 'Baraka Mwangi',
        candidatePhone: '+254712345678',
        mode: 'inbound',
      }),
    }),
    expected: all(201),
  },
  'POST /api/phone/:provider/calls/:callId/:secret/:event': {
    request: () => ({
      path: `/api/phone/twilio/calls/00000000-0000-4000-8000-000000000001/${'s'.repeat(43)}/digits`,
      body: callback,
      headers: FORM,
    }),
    expected: all(403),
  },
  'POST /api/phone/:provider/number/:secret': {
    request: () => ({
      path: `/api/phone/twilio/number/${PHONE_ENV.PHONE_NUMBER_SECRET}`,
      body: callback,
      headers: FORM,
    }),
    expected: all(403),
  },
};
